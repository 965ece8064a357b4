; ------------------------------------------------
; OCL_asm159c4509e123db4c_simd8_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define internal spir_func float @mid2(%struct.point*  byval(%struct.point) %p, <4 x float> %v) #1 !dbg !378 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 15
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !397, metadata !DIExpression()), !dbg !398		; visa id: 18
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !398		; visa id: 18
  call void @llvm.dbg.declare(metadata %struct.point* %p, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !400		; visa id: 19
  %2 = mul i32 %1, 16
  %3 = zext i16 %0 to i32		; visa id: 19
  %4 = mul i32 %3, 16		; visa id: 20
  %5 = add i32 %2, %4		; visa id: 21
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)		; visa id: 22
  %7 = bitcast i8* %6 to <4 x float>*		; visa id: 34
  store <4 x float> %v, <4 x float>* %7, align 16		; visa id: 34
  call void @llvm.dbg.declare(metadata <4 x float>* %7, metadata !401, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !402, !StorageOffset !403, !StorageSize !403		; visa id: 35
  call void @llvm.dbg.declare(metadata float* %14, metadata !404, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !405, !StorageOffset !362, !StorageSize !406		; visa id: 36
  %8 = load <4 x float>, <4 x float>* %7, align 16, !dbg !407		; visa id: 36
  %scalar = extractelement <4 x float> %8, i32 0, !dbg !407		; visa id: 37
  %scalar1 = extractelement <4 x float> %8, i32 1, !dbg !407
  %scalar2 = extractelement <4 x float> %8, i32 2, !dbg !407
  %scalar3 = extractelement <4 x float> %8, i32 3, !dbg !407
  %9 = load <4 x float>, <4 x float>* %7, align 16, !dbg !408		; visa id: 37
  %scalar4 = extractelement <4 x float> %9, i32 0, !dbg !408
  %scalar5 = extractelement <4 x float> %9, i32 1, !dbg !408		; visa id: 38
  %scalar6 = extractelement <4 x float> %9, i32 2, !dbg !408
  %scalar7 = extractelement <4 x float> %9, i32 3, !dbg !408
  %add = fadd float %scalar, %scalar5, !dbg !409		; visa id: 38
  %10 = mul i32 %1, 0
  %11 = mul i32 %3, 4		; visa id: 39
  %12 = add i32 %10, %11		; visa id: 40
  %13 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %12)		; visa id: 41
  %14 = bitcast i8* %13 to float*		; visa id: 53
  store float %add, float* %14, align 4, !dbg !405		; visa id: 53
  call void @llvm.dbg.declare(metadata i32* %27, metadata !410, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !412, !StorageOffset !406, !StorageSize !406		; visa id: 55
  %15 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %p), !dbg !413
  %16 = extractvalue { i32, i32 } %15, 0, !dbg !413		; visa id: 55
  %17 = extractvalue { i32, i32 } %15, 1, !dbg !413		; visa id: 55
  %18 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %16, i32 %17, i32 8, i32 0), !dbg !413
  %19 = extractvalue { i32, i32 } %18, 0, !dbg !413		; visa id: 57
  %20 = extractvalue { i32, i32 } %18, 1, !dbg !413		; visa id: 57
  %21 = call i32* @llvm.genx.GenISA.pair.to.ptr.p0i32(i32 %19, i32 %20), !dbg !413		; visa id: 59
  %22 = load i32, i32* %21, align 8, !dbg !413		; visa id: 61
  %mul = mul nsw i32 %22, 2, !dbg !414		; visa id: 62
  %23 = mul i32 %1, 4
  %24 = mul i32 %3, 4		; visa id: 63
  %25 = add i32 %23, %24		; visa id: 64
  %26 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %25)		; visa id: 65
  %27 = bitcast i8* %26 to i32*		; visa id: 77
  store i32 %mul, i32* %27, align 4, !dbg !412		; visa id: 77
  %28 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %p), !dbg !415
  %29 = extractvalue { i32, i32 } %28, 0, !dbg !415		; visa id: 79
  %30 = extractvalue { i32, i32 } %28, 1, !dbg !415		; visa id: 79
  %31 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %29, i32 %30, i32 0, i32 0), !dbg !415
  %32 = extractvalue { i32, i32 } %31, 0, !dbg !415		; visa id: 81
  %33 = extractvalue { i32, i32 } %31, 1, !dbg !415		; visa id: 81
  %34 = call <2 x float>* @llvm.genx.GenISA.pair.to.ptr.p0v2f32(i32 %32, i32 %33), !dbg !415		; visa id: 83
  %35 = load <2 x float>, <2 x float>* %34, align 8, !dbg !416		; visa id: 85
  %scalar8 = extractelement <2 x float> %35, i32 0, !dbg !416		; visa id: 86
  %scalar9 = extractelement <2 x float> %35, i32 1, !dbg !416
  %36 = load i32, i32* %27, align 4, !dbg !417		; visa id: 86
  %call = call spir_func float @leaf2(float %scalar8, i32 %36) #6, !dbg !418		; visa id: 87
  %37 = load float, float* %14, align 4, !dbg !419		; visa id: 91
  %add1 = fadd float %37, %call, !dbg !419		; visa id: 92
  store float %add1, float* %14, align 4, !dbg !419		; visa id: 93
  %38 = load float, float* %14, align 4, !dbg !420		; visa id: 95
  ret float %38, !dbg !421		; visa id: 96
}
