; ------------------------------------------------
; OCL_asm812bbf3ce4ddedd2_simd8_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: nofree noinline nosync nounwind readonly
define internal spir_func float @mid(float addrspace(1)* nocapture readonly %in, i32 %i) #1 !dbg !326 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata float addrspace(1)* %in, metadata !334, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 31
  call void @llvm.dbg.value(metadata i32 %i, metadata !336, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 31
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 31
  call void @llvm.dbg.value(metadata i32 0, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 31
  call void @llvm.dbg.value(metadata i32 0, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 31
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 31
  %0 = ashr i32 %i, 31, !dbg !341		; visa id: 32
  %1 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %in), !dbg !341
  %2 = extractvalue { i32, i32 } %1, 0, !dbg !341		; visa id: 33
  %3 = extractvalue { i32, i32 } %1, 1, !dbg !341		; visa id: 33
  %4 = shl i32 %i, 2, !dbg !341		; visa id: 35
  %5 = lshr i32 %i, 30, !dbg !341		; visa id: 36
  %6 = shl i32 %0, 2, !dbg !341		; visa id: 37
  %7 = or i32 %6, %5, !dbg !341		; visa id: 38
  %8 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %7, i32 %2, i32 %3), !dbg !341
  %9 = extractvalue { i32, i32 } %8, 0, !dbg !341		; visa id: 39
  %10 = extractvalue { i32, i32 } %8, 1, !dbg !341		; visa id: 39
  %11 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %9, i32 %10), !dbg !341		; visa id: 41
  %12 = load <4 x float>, <4 x float> addrspace(1)* %11, align 4, !dbg !341		; visa id: 43
  %13 = extractelement <4 x float> %12, i32 0, !dbg !341		; visa id: 44
  %14 = extractelement <4 x float> %12, i32 1, !dbg !341		; visa id: 44
  %15 = extractelement <4 x float> %12, i32 2, !dbg !341		; visa id: 44
  %16 = extractelement <4 x float> %12, i32 3, !dbg !341		; visa id: 44
  %leaf = call spir_func float @leaf(float %13, float 0.000000e+00), !dbg !343		; visa id: 44
  %add1 = fadd float %leaf, 0.000000e+00, !dbg !344		; visa id: 48
  call void @llvm.dbg.value(metadata float %add1, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 50
  call void @llvm.dbg.value(metadata i32 1, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 50
  call void @llvm.dbg.value(metadata i32 1, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 50
  call void @llvm.dbg.value(metadata float %add1, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 50
  %leaf.1 = call spir_func float @leaf(float %14, float 1.000000e+00), !dbg !343		; visa id: 51
  %add1.1 = fadd float %add1, %leaf.1, !dbg !344		; visa id: 55
  call void @llvm.dbg.value(metadata float %add1.1, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 57
  call void @llvm.dbg.value(metadata i32 2, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 57
  call void @llvm.dbg.value(metadata i32 2, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 57
  call void @llvm.dbg.value(metadata float %add1.1, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 57
  %leaf.2 = call spir_func float @leaf(float %15, float 2.000000e+00), !dbg !343		; visa id: 58
  %add1.2 = fadd float %add1.1, %leaf.2, !dbg !344		; visa id: 62
  call void @llvm.dbg.value(metadata float %add1.2, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 64
  call void @llvm.dbg.value(metadata i32 3, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 64
  call void @llvm.dbg.value(metadata i32 3, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 64
  call void @llvm.dbg.value(metadata float %add1.2, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 64
  %leaf.3 = call spir_func float @leaf(float %16, float 3.000000e+00), !dbg !343		; visa id: 65
  %add1.3 = fadd float %add1.2, %leaf.3, !dbg !344		; visa id: 69
  call void @llvm.dbg.value(metadata float %add1.3, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !335		; visa id: 71
  call void @llvm.dbg.value(metadata i32 4, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !340		; visa id: 71
  ret float %add1.3, !dbg !345		; visa id: 72
}
