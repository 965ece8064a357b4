; ------------------------------------------------
; OCL_asm14d62b96c3c32ada_simd8_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: nofree noinline nosync nounwind readonly
define internal spir_func float @mid2(%struct.point*  nocapture readonly byval(%struct.point) %p, <4 x float> %v) #2 !dbg !375 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !394, metadata !DIExpression()), !dbg !395		; visa id: 92
  %scalar = extractelement <4 x float> %v, i32 0		; visa id: 92
  %scalar1 = extractelement <4 x float> %v, i32 1		; visa id: 92
  call void @llvm.dbg.declare(metadata %struct.point* %p, metadata !396, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !395		; visa id: 92
  call void @llvm.dbg.value(metadata <4 x float> %v, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !398		; visa id: 93
  %add = fadd float %scalar, %scalar1, !dbg !399		; visa id: 94
  call void @llvm.dbg.value(metadata float %add, metadata !400, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !398		; visa id: 96
  %0 = bitcast %struct.point* %p to <3 x i32>*, !dbg !401		; visa id: 97
  %1 = load <3 x i32>, <3 x i32>* %0, align 8, !dbg !401		; visa id: 97
  %2 = extractelement <3 x i32> %1, i32 0, !dbg !401		; visa id: 98
  %3 = bitcast i32 %2 to float, !dbg !401		; visa id: 99
  %4 = extractelement <3 x i32> %1, i32 2, !dbg !401		; visa id: 99
  %mul = shl nsw i32 %4, 1, !dbg !403		; visa id: 100
  call void @llvm.dbg.value(metadata i32 %mul, metadata !404, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !405		; visa id: 102
  %leaf2 = call spir_func float @leaf2(float %3, i32 %mul), !dbg !406		; visa id: 103
  %add1 = fadd float %add, %leaf2, !dbg !407		; visa id: 107
  call void @llvm.dbg.value(metadata float %add1, metadata !400, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !398		; visa id: 109
  ret float %add1, !dbg !408		; visa id: 110
}
