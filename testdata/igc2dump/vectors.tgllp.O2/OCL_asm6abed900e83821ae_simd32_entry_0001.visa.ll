; ------------------------------------------------
; OCL_asm6abed900e83821ae_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @vec4(ptr addrspace(1) align 16 %in, ptr addrspace(1) align 16 %out, float %s, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !482 {
entry:
; BB0 :
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !495, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !496, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 3
  call void @llvm.dbg.value(metadata float %s, metadata !497, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !506
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !506		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !506		; visa id: 4
  %6 = zext i16 %localIdX to i32, !dbg !506		; visa id: 12
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !506
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !506		; visa id: 14
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !506		; visa id: 14
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !506
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !506		; visa id: 22
  call void @llvm.dbg.value(metadata i64 undef, metadata !498, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 25
  %12 = shl i32 %11, 4, !dbg !507		; visa id: 26
  %13 = add i32 %12, %bufferOffset, !dbg !507		; visa id: 28
  %14 = inttoptr i32 %13 to ptr addrspace(131072), !dbg !507		; visa id: 30
  %15 = load <4 x float>, ptr addrspace(131072) %14, align 16, !dbg !507		; visa id: 30
  %16 = extractelement <4 x float> %15, i32 0, !dbg !507		; visa id: 34
  %17 = extractelement <4 x float> %15, i32 1, !dbg !507		; visa id: 34
  %18 = extractelement <4 x float> %15, i32 2, !dbg !507		; visa id: 34
  %19 = extractelement <4 x float> %15, i32 3, !dbg !507		; visa id: 34
  call void @llvm.dbg.value(metadata <4 x float> %15, metadata !501, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 35
  %20 = call float @llvm.fma.f32(float %16, float %s, float 1.000000e+00), !dbg !508		; visa id: 36
  %21 = call float @llvm.fma.f32(float %17, float %s, float 2.000000e+00), !dbg !508		; visa id: 39
  %22 = call float @llvm.fma.f32(float %18, float %s, float 3.000000e+00), !dbg !508		; visa id: 42
  %23 = call float @llvm.fma.f32(float %19, float %s, float 4.000000e+00), !dbg !508		; visa id: 45
  call void @llvm.dbg.value(metadata <4 x float> poison, metadata !502, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 49
  %sub18 = fsub float %23, %16, !dbg !509		; visa id: 50
  %sub19 = fsub float %22, %17, !dbg !509		; visa id: 52
  %sub20 = fsub float %21, %18, !dbg !509		; visa id: 54
  %sub21 = fsub float %20, %19, !dbg !509		; visa id: 56
  %24 = insertelement <4 x float> undef, float %sub18, i32 0, !dbg !509		; visa id: 58
  %25 = insertelement <4 x float> %24, float %sub19, i32 1, !dbg !509		; visa id: 58
  %26 = insertelement <4 x float> %25, float %sub20, i32 2, !dbg !509		; visa id: 58
  %27 = insertelement <4 x float> %26, float %sub21, i32 3, !dbg !509		; visa id: 58
  call void @llvm.dbg.value(metadata <4 x float> %27, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 59
  %28 = add i32 %12, %bufferOffset1, !dbg !510		; visa id: 60
  %29 = inttoptr i32 %28 to ptr addrspace(131073), !dbg !511		; visa id: 62
  store <4 x float> %27, ptr addrspace(131073) %29, align 16, !dbg !511		; visa id: 62
  ret void, !dbg !512, !stats.blockFrequency.digits !513, !stats.blockFrequency.scale !514		; visa id: 67
}
