; ------------------------------------------------
; OCL_asm6abed900e83821ae_simd32_entry_0002.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @structs(ptr addrspace(1) align 16 %in, ptr addrspace(1) align 4 %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !482 {
entry:
; BB0 :
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !495, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !496, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !513
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !513		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !513		; visa id: 4
  %6 = zext i16 %localIdX to i32, !dbg !513		; visa id: 12
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !513
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !513		; visa id: 14
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !513		; visa id: 14
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !513
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !513		; visa id: 22
  call void @llvm.dbg.value(metadata i64 undef, metadata !497, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 25
  %12 = shl i32 %11, 4, !dbg !514		; visa id: 26
  %13 = add i32 %12, %bufferOffset, !dbg !514		; visa id: 28
  %14 = inttoptr i32 %13 to ptr addrspace(131072), !dbg !514		; visa id: 30
  %15 = load <4 x float>, ptr addrspace(131072) %14, align 16, !dbg !514		; visa id: 30
  %16 = extractelement <4 x float> %15, i32 0, !dbg !514		; visa id: 34
  %17 = extractelement <4 x float> %15, i32 1, !dbg !514		; visa id: 34
  %18 = extractelement <4 x float> %15, i32 2, !dbg !514		; visa id: 34
  %19 = extractelement <4 x float> %15, i32 3, !dbg !514		; visa id: 34
  call void @llvm.dbg.value(metadata <4 x float> %15, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 128)), !dbg !512		; visa id: 35
  call void @llvm.dbg.value(metadata i32 %11, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 128, 32)), !dbg !512		; visa id: 35
  call void @llvm.dbg.value(metadata float %16, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 160, 32)), !dbg !512		; visa id: 35
  %mul = fmul float %17, 2.000000e+00, !dbg !515		; visa id: 36
  call void @llvm.dbg.value(metadata float %mul, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 192, 32)), !dbg !512		; visa id: 39
  %add = fadd float %18, %mul, !dbg !516		; visa id: 40
  call void @llvm.dbg.value(metadata float %add, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 224, 32)), !dbg !512		; visa id: 43
  %add15 = fadd float %16, %add, !dbg !517		; visa id: 44
  %conv17 = sitofp i32 %11 to float, !dbg !518		; visa id: 46
  %add18 = fadd float %add15, %conv17, !dbg !519		; visa id: 48
  %add20 = fadd float %add18, %19, !dbg !520		; visa id: 50
  %20 = shl i32 %11, 2, !dbg !521		; visa id: 52
  %21 = add i32 %20, %bufferOffset1, !dbg !521		; visa id: 54
  %22 = inttoptr i32 %21 to ptr addrspace(131073), !dbg !522		; visa id: 56
  store float %add20, ptr addrspace(131073) %22, align 4, !dbg !522		; visa id: 56
  ret void, !dbg !523, !stats.blockFrequency.digits !524, !stats.blockFrequency.scale !525		; visa id: 61
}
