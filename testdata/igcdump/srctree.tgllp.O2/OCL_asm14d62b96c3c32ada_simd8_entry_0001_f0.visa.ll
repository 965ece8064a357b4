; ------------------------------------------------
; OCL_asm14d62b96c3c32ada_simd8_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: nofree noinline nosync nounwind readonly
define internal spir_func float @mid2(%struct.point*  nocapture readonly byval(%struct.point) %p, <4 x float> %v) #2 !dbg !375 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !394, metadata !DIExpression()), !dbg !395		; visa id: 71
  %scalar = extractelement <4 x float> %v, i32 0		; visa id: 71
  %scalar1 = extractelement <4 x float> %v, i32 1		; visa id: 71
  call void @llvm.dbg.declare(metadata %struct.point* %p, metadata !396, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !395		; visa id: 71
  call void @llvm.dbg.value(metadata <4 x float> %v, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !398		; visa id: 72
  %add = fadd float %scalar, %scalar1, !dbg !399		; visa id: 73
  call void @llvm.dbg.value(metadata float %add, metadata !400, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !398		; visa id: 75
  %0 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %p), !dbg !401
  %1 = extractvalue { i32, i32 } %0, 0, !dbg !401		; visa id: 76
  %2 = inttoptr i32 %1 to <3 x i32>*, !dbg !401		; visa id: 77
  %3 = load <3 x i32>, <3 x i32>* %2, align 8, !dbg !401		; visa id: 77
  %4 = extractelement <3 x i32> %3, i32 0, !dbg !401		; visa id: 78
  %5 = bitcast i32 %4 to float, !dbg !401		; visa id: 79
  %6 = extractelement <3 x i32> %3, i32 2, !dbg !401		; visa id: 79
  %mul = shl nsw i32 %6, 1, !dbg !403		; visa id: 80
  call void @llvm.dbg.value(metadata i32 %mul, metadata !404, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !405		; visa id: 82
  %leaf2 = call spir_func float @leaf2(float %5, i32 %mul), !dbg !406		; visa id: 83
  %add1 = fadd float %add, %leaf2, !dbg !407		; visa id: 87
  call void @llvm.dbg.value(metadata float %add1, metadata !400, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !398		; visa id: 89
  ret float %add1, !dbg !408		; visa id: 90
}
