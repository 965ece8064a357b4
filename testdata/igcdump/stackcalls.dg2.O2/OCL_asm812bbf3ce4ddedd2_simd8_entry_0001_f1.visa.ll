; ------------------------------------------------
; OCL_asm812bbf3ce4ddedd2_simd8_entry_0001_f1.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define internal spir_func float @leaf(float %x, float %y) #2 !dbg !326 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata float %x, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !332		; visa id: 76
  call void @llvm.dbg.value(metadata float %y, metadata !333, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !332		; visa id: 76
  %0 = call float @llvm.fma.f32(float %x, float %y, float 1.000000e+00) #0, !dbg !334		; visa id: 77
  call void @llvm.dbg.value(metadata float %0, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !332		; visa id: 80
  %add = fadd float %x, 2.000000e+00, !dbg !336		; visa id: 81
  %1 = bitcast float %add to i32, !dbg !337
  %2 = and i32 %1, 2139095040, !dbg !337		; visa id: 82
  %3 = icmp eq i32 %2, 0, !dbg !337		; visa id: 83
  %4 = select i1 %3, float 0x41F0000000000000, float 1.000000e+00, !dbg !337		; visa id: 84
  %5 = icmp uge i32 %2, 1677721600, !dbg !337		; visa id: 85
  %6 = select i1 %5, float 0x3DF0000000000000, float %4, !dbg !337		; visa id: 86
  %7 = fmul float %add, %6, !dbg !337		; visa id: 87
  %8 = fdiv float 1.000000e+00, %7, !dbg !337		; visa id: 88
  %9 = fmul float %8, %0, !dbg !337		; visa id: 89
  %10 = fmul float %9, %6, !dbg !337		; visa id: 90
  ret float %10, !dbg !338		; visa id: 91
}
