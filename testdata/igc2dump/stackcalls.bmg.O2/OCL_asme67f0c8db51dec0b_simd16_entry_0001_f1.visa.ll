; ------------------------------------------------
; OCL_asme67f0c8db51dec0b_simd16_entry_0001_f1.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nofree noinline nosync nounwind null_pointer_is_valid willreturn memory(none)
define internal spir_func float @leaf(float %x, float %y) #2 !dbg !459 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata float %x, metadata !464, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !468		; visa id: 64
  call void @llvm.dbg.value(metadata float %y, metadata !465, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !468		; visa id: 64
  %0 = call float @llvm.fma.f32(float %x, float %y, float 1.000000e+00), !dbg !469		; visa id: 65
  call void @llvm.dbg.value(metadata float %0, metadata !466, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !468		; visa id: 68
  %add = fadd float %x, 2.000000e+00, !dbg !470		; visa id: 69
  %1 = bitcast float %add to i32, !dbg !471
  %2 = and i32 %1, 2139095040, !dbg !471		; visa id: 70
  %3 = icmp eq i32 %2, 0, !dbg !471		; visa id: 71
  %4 = select i1 %3, float 0x41F0000000000000, float 1.000000e+00, !dbg !471		; visa id: 72
  %5 = icmp uge i32 %2, 1677721600, !dbg !471		; visa id: 73
  %6 = select i1 %5, float 0x3DF0000000000000, float %4, !dbg !471		; visa id: 74
  %7 = fmul float %add, %6, !dbg !471		; visa id: 75
  %8 = fdiv float 1.000000e+00, %7, !dbg !471		; visa id: 76
  %9 = fmul float %8, %0, !dbg !471		; visa id: 77
  %10 = fmul float %9, %6, !dbg !471		; visa id: 78
  %11 = fcmp oeq float %0, %add, !dbg !471
  %12 = and i32 %1, 8388607, !dbg !471
  %13 = icmp eq i32 %2, 0, !dbg !471
  %14 = icmp eq i32 %12, 0, !dbg !471		; visa id: 79
  %15 = or i1 %13, %14, !dbg !471		; visa id: 81
  %16 = xor i1 %15, true, !dbg !471		; visa id: 83
  %17 = and i1 %11, %16, !dbg !471		; visa id: 84
  %18 = select i1 %17, float 1.000000e+00, float %10, !dbg !471		; visa id: 86
  ret float %18, !dbg !472, !stats.blockFrequency.digits !473, !stats.blockFrequency.scale !474		; visa id: 87
}
