; ------------------------------------------------
; OCL_asm3bdd99cfb87e2ccd_simd8_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal spir_func float @scale(float %x, float %k) #1 !dbg !474 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata float %x, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 30
  call void @llvm.dbg.value(metadata float %k, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 30
  %mul = fmul float %x, %k, !dbg !484		; visa id: 31
  call void @llvm.dbg.value(metadata float %mul, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 33
  %cmp = fcmp ogt float %mul, 1.000000e+02, !dbg !485		; visa id: 34
  %y.0 = select i1 %cmp, float 1.000000e+02, float %mul, !dbg !487		; visa id: 35
  call void @llvm.dbg.value(metadata float %y.0, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 37
  %add = fadd float %y.0, 1.000000e+00, !dbg !488		; visa id: 38
  ret float %add, !dbg !489, !stats.blockFrequency.digits !490, !stats.blockFrequency.scale !491		; visa id: 39
}
