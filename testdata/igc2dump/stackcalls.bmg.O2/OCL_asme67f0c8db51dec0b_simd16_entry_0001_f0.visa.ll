; ------------------------------------------------
; OCL_asme67f0c8db51dec0b_simd16_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: nofree noinline nosync nounwind null_pointer_is_valid memory(argmem: read)
define internal spir_func float @mid(ptr addrspace(1) nocapture readonly %in, i32 %i) #1 !dbg !459 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 27
  call void @llvm.dbg.value(metadata i32 %i, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 27
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 27
  call void @llvm.dbg.value(metadata i32 0, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 27
  call void @llvm.dbg.value(metadata i32 0, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 27
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 27
  %idxprom = sext i32 %i to i64, !dbg !475		; visa id: 28
  %0 = ptrtoint ptr addrspace(1) %in to i64, !dbg !475		; visa id: 29
  %1 = shl nsw i64 %idxprom, 2, !dbg !475		; visa id: 29
  %2 = add i64 %1, %0, !dbg !475		; visa id: 30
  %3 = inttoptr i64 %2 to ptr addrspace(1), !dbg !475		; visa id: 31
  %4 = load <4 x float>, ptr addrspace(1) %3, align 4, !dbg !475		; visa id: 31
  %5 = extractelement <4 x float> %4, i32 0, !dbg !475		; visa id: 32
  %6 = extractelement <4 x float> %4, i32 1, !dbg !475		; visa id: 32
  %7 = extractelement <4 x float> %4, i32 2, !dbg !475		; visa id: 32
  %8 = extractelement <4 x float> %4, i32 3, !dbg !475		; visa id: 32
  %leaf = call spir_func float @leaf(float %5, float 0.000000e+00), !dbg !477		; visa id: 32
  %add1 = fadd float %leaf, 0.000000e+00, !dbg !478		; visa id: 36
  call void @llvm.dbg.value(metadata float %add1, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 38
  call void @llvm.dbg.value(metadata i32 1, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 38
  call void @llvm.dbg.value(metadata i32 1, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 38
  call void @llvm.dbg.value(metadata float %add1, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 38
  %leaf.1 = call spir_func float @leaf(float %6, float 1.000000e+00), !dbg !477		; visa id: 39
  %add1.1 = fadd float %add1, %leaf.1, !dbg !478		; visa id: 43
  call void @llvm.dbg.value(metadata float %add1.1, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 45
  call void @llvm.dbg.value(metadata i32 2, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 45
  call void @llvm.dbg.value(metadata i32 2, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 45
  call void @llvm.dbg.value(metadata float %add1.1, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 45
  %leaf.2 = call spir_func float @leaf(float %7, float 2.000000e+00), !dbg !477		; visa id: 46
  %add1.2 = fadd float %add1.1, %leaf.2, !dbg !478		; visa id: 50
  call void @llvm.dbg.value(metadata float %add1.2, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 52
  call void @llvm.dbg.value(metadata i32 3, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 52
  call void @llvm.dbg.value(metadata i32 3, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 52
  call void @llvm.dbg.value(metadata float %add1.2, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 52
  %leaf.3 = call spir_func float @leaf(float %8, float 3.000000e+00), !dbg !477		; visa id: 53
  %add1.3 = fadd float %add1.2, %leaf.3, !dbg !478		; visa id: 57
  call void @llvm.dbg.value(metadata float %add1.3, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 59
  call void @llvm.dbg.value(metadata i32 4, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !474		; visa id: 59
  ret float %add1.3, !dbg !479, !stats.blockFrequency.digits !480, !stats.blockFrequency.scale !481		; visa id: 60
}
