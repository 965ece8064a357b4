; ------------------------------------------------
; OCL_asm6abed900e83821ae_simd32_entry_0003.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @wide(ptr addrspace(1) align 32 %u, ptr addrspace(1) align 32 %f, ptr addrspace(1) align 4 %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2) #0 !dbg !482 {
entry:
; BB0 :
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %u, metadata !501, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !510		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %f, metadata !502, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !510		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !510		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !511
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !511		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !511		; visa id: 4
  %6 = zext i16 %localIdX to i32, !dbg !511		; visa id: 12
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !511
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !511		; visa id: 14
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !511		; visa id: 14
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !511
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !511		; visa id: 22
  call void @llvm.dbg.value(metadata i64 undef, metadata !504, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !510		; visa id: 25
  %12 = shl i32 %11, 5, !dbg !512		; visa id: 26
  %13 = add i32 %12, %bufferOffset, !dbg !512		; visa id: 28
  %14 = inttoptr i32 %13 to ptr addrspace(131072), !dbg !512		; visa id: 30
  %15 = load <8 x i32>, ptr addrspace(131072) %14, align 32, !dbg !512		; visa id: 30
  %16 = extractelement <8 x i32> %15, i32 0, !dbg !512		; visa id: 40
  %17 = extractelement <8 x i32> %15, i32 3, !dbg !512		; visa id: 40
  %18 = extractelement <8 x i32> %15, i32 5, !dbg !512		; visa id: 40
  %19 = extractelement <8 x i32> %15, i32 6, !dbg !512		; visa id: 40
  %20 = extractelement <8 x i32> %15, i32 7, !dbg !512		; visa id: 40
  %xor19 = xor i32 %16, %11, !dbg !513		; visa id: 40
  %xor22 = xor i32 %17, %11, !dbg !513		; visa id: 42
  %xor24 = xor i32 %18, %11, !dbg !513		; visa id: 44
  %xor25 = xor i32 %19, %11, !dbg !513		; visa id: 46
  %xor26 = xor i32 %20, %11, !dbg !513		; visa id: 48
  call void @llvm.dbg.value(metadata <8 x i32> undef, metadata !507, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !510		; visa id: 51
  %21 = add i32 %12, %bufferOffset1, !dbg !514		; visa id: 52
  %22 = inttoptr i32 %21 to ptr addrspace(131073), !dbg !514		; visa id: 54
  %23 = load <8 x float>, ptr addrspace(131073) %22, align 32, !dbg !514		; visa id: 54
  %24 = extractelement <8 x float> %23, i32 0, !dbg !514		; visa id: 64
  %25 = extractelement <8 x float> %23, i32 3, !dbg !514		; visa id: 64
  %26 = extractelement <8 x float> %23, i32 5, !dbg !514		; visa id: 64
  %27 = extractelement <8 x float> %23, i32 7, !dbg !514		; visa id: 64
  %call227 = uitofp i32 %xor19 to float, !dbg !515		; visa id: 64
  %call230 = uitofp i32 %xor22 to float, !dbg !515		; visa id: 66
  %call232 = uitofp i32 %xor24 to float, !dbg !515		; visa id: 68
  %call233 = uitofp i32 %xor25 to float, !dbg !515		; visa id: 70
  %call234 = uitofp i32 %xor26 to float, !dbg !515		; visa id: 72
  %mul35 = fmul float %24, %call227, !dbg !516		; visa id: 74
  %mul38 = fmul float %25, %call230, !dbg !516		; visa id: 76
  %mul40 = fmul float %26, %call232, !dbg !516		; visa id: 78
  %mul42 = fmul float %27, %call234, !dbg !516		; visa id: 80
  call void @llvm.dbg.value(metadata <8 x float> undef, metadata !508, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !510		; visa id: 83
  %add = fadd float %mul35, %mul38, !dbg !517		; visa id: 84
  %add3 = fadd float %add, %mul40, !dbg !518		; visa id: 86
  %add4 = fadd float %add3, %mul42, !dbg !519		; visa id: 88
  %add6 = fadd float %add4, %call233, !dbg !520		; visa id: 90
  %28 = shl i32 %11, 2, !dbg !521		; visa id: 92
  %29 = add i32 %28, %bufferOffset2, !dbg !521		; visa id: 94
  %30 = inttoptr i32 %29 to ptr addrspace(131074), !dbg !522		; visa id: 96
  store float %add6, ptr addrspace(131074) %30, align 4, !dbg !522		; visa id: 96
  ret void, !dbg !523, !stats.blockFrequency.digits !524, !stats.blockFrequency.scale !525		; visa id: 101
}
