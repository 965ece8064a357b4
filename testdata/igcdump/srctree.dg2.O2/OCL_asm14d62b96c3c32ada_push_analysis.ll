; ------------------------------------------------
; OCL_asm14d62b96c3c32ada_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32-p131073:32:32:32"
target triple = "spir64-unknown-unknown"

%struct.point = type { <2 x float>, i32 }

@weights = addrspace(2) constant [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], align 4, !dbg !0
@__MadEnable = local_unnamed_addr addrspace(2) constant i32 0, align 4
@llvm.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(2)* bitcast ([3 x float] addrspace(2)* @weights to i8 addrspace(2)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define spir_kernel void @Intel_Symbol_Table_Void_Program() #0 {
entry:
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @srctree(<4 x float> addrspace(1)* nocapture readonly %in, float addrspace(1)* nocapture writeonly %out, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* nocapture readnone %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #1 !dbg !375 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  %3 = shl i32 %2, 4
  %4 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32()
  %5 = mul i32 %4, %3
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !388, metadata !DIExpression()), !dbg !389
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !389
  %6 = extractelement <8 x i32> %payloadHeader, i32 0
  %7 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %8 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata <4 x float> addrspace(1)* %in, metadata !390, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391
  call void @llvm.dbg.value(metadata float addrspace(1)* %out, metadata !392, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391
  call void @llvm.dbg.value(metadata i32 %n, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391
  %mul.i.i.i = mul i32 %7, %8, !dbg !394
  %localIdX3 = zext i16 %localIdX to i32, !dbg !394
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX3, !dbg !394
  %add4.i.i.i = add i32 %add.i.i.i, %6, !dbg !394
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391
  %9 = shl nuw nsw i32 %1, 4
  %10 = add i32 %5, %9
  %11 = ashr i32 %10, 31
  %12 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %13 = extractvalue { i32, i32 } %12, 0
  %14 = extractvalue { i32, i32 } %12, 1
  %15 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %13, i32 %14, i32 %10, i32 %11)
  %16 = extractvalue { i32, i32 } %15, 0
  %17 = extractvalue { i32, i32 } %15, 1
  %18 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %16, i32 %17)
  %19 = call %struct.point* @llvm.genx.GenISA.pair.to.ptr.p0struct.point(i32 %16, i32 %17)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %18), !dbg !396
  call void @llvm.dbg.declare(metadata %struct.point* %19, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !407, !StorageOffset !360
  %20 = shl i32 %add4.i.i.i, 4, !dbg !408
  %21 = add i32 %20, %bufferOffset, !dbg !408
  %22 = inttoptr i32 %21 to <4 x float> addrspace(131072)*, !dbg !408
  %23 = load <4 x float>, <4 x float> addrspace(131072)* %22, align 16, !dbg !408
  %24 = extractelement <4 x float> %23, i32 0, !dbg !409
  %25 = insertelement <3 x float> undef, float %24, i32 0, !dbg !409
  %26 = extractelement <4 x float> %23, i32 1, !dbg !409
  %27 = insertelement <3 x float> %25, float %26, i32 1, !dbg !409
  %28 = bitcast i32 %add4.i.i.i to float, !dbg !409
  %29 = insertelement <3 x float> %27, float %28, i32 2, !dbg !409
  %30 = call <3 x float>* @llvm.genx.GenISA.pair.to.ptr.p0v3f32(i32 %16, i32 %17), !dbg !409
  store <3 x float> %29, <3 x float>* %30, align 8, !dbg !409
  call void @llvm.dbg.value(metadata <4 x float> %23, metadata !410, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391
  call void @llvm.dbg.value(metadata i32 0, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414
  %cmp45 = icmp sgt i32 %n, 0, !dbg !415
  br i1 %cmp45, label %for.body.lr.ph, label %entry.for.end_crit_edge, !dbg !417

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !417

for.body.lr.ph:                                   ; preds = %entry
  %mid2 = call spir_func float @mid2(%struct.point* nonnull %19, <4 x float> %23), !dbg !391
  br label %for.body, !dbg !417

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.lr.ph
  %i.047 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body.for.body_crit_edge ]
  %r.046 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add, %for.body.for.body_crit_edge ]
  call void @llvm.dbg.value(metadata i32 %i.047, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414
  call void @llvm.dbg.value(metadata float %r.046, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391
  call void @llvm.dbg.value(metadata float %mid2, metadata !418, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !420
  %add = fadd float %r.046, %mid2, !dbg !421
  call void @llvm.dbg.value(metadata float %add, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391
  %inc = add nuw nsw i32 %i.047, 1, !dbg !422
  call void @llvm.dbg.value(metadata i32 %inc, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414
  %cmp = icmp slt i32 %inc, %n, !dbg !415
  br i1 %cmp, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !417

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !417

for.end.loopexit:                                 ; preds = %for.body
  br label %for.end, !dbg !423

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
  %r.0.lcssa = phi float [ 0.000000e+00, %entry.for.end_crit_edge ], [ %add, %for.end.loopexit ], !dbg !391
  %31 = shl i32 %add4.i.i.i, 2, !dbg !423
  %32 = add i32 %31, %bufferOffset1, !dbg !423
  %33 = inttoptr i32 %32 to float addrspace(131073)*, !dbg !424
  store float %r.0.lcssa, float addrspace(131073)* %33, align 4, !dbg !424
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %18), !dbg !425
  ret void, !dbg !425
}

; Function Attrs: nofree noinline nosync nounwind readonly
define internal spir_func float @mid2(%struct.point*  nocapture readonly byval(%struct.point) %p, <4 x float> %v) #2 !dbg !426 {
entry:
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !429, metadata !DIExpression()), !dbg !430
  %scalar = extractelement <4 x float> %v, i32 0
  %scalar1 = extractelement <4 x float> %v, i32 1
  call void @llvm.dbg.declare(metadata %struct.point* %p, metadata !431, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !430
  call void @llvm.dbg.value(metadata <4 x float> %v, metadata !432, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !433
  %add = fadd float %scalar, %scalar1, !dbg !434
  call void @llvm.dbg.value(metadata float %add, metadata !435, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !433
  %0 = bitcast %struct.point* %p to <3 x i32>*, !dbg !436
  %1 = load <3 x i32>, <3 x i32>* %0, align 8, !dbg !436
  %2 = extractelement <3 x i32> %1, i32 0, !dbg !436
  %3 = bitcast i32 %2 to float, !dbg !436
  %4 = extractelement <3 x i32> %1, i32 2, !dbg !436
  %mul = shl nsw i32 %4, 1, !dbg !438
  call void @llvm.dbg.value(metadata i32 %mul, metadata !439, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !440
  %leaf2 = call spir_func float @leaf2(float %3, i32 %mul), !dbg !441
  %add1 = fadd float %add, %leaf2, !dbg !442
  call void @llvm.dbg.value(metadata float %add1, metadata !435, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !433
  ret float %add1, !dbg !443
}

; Function Attrs: nofree noinline nosync nounwind readnone
define internal spir_func float @leaf2(float %x, i32 %k) #3 !dbg !444 {
entry:
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !447, metadata !DIExpression()), !dbg !448
  call void @llvm.dbg.value(metadata float %x, metadata !449, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !448
  call void @llvm.dbg.value(metadata i32 %k, metadata !450, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !448
  call void @llvm.dbg.value(metadata float %x, metadata !451, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !448
  call void @llvm.dbg.value(metadata i32 0, metadata !452, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !454
  %cmp1 = icmp sgt i32 %k, 0, !dbg !455
  br i1 %cmp1, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !457

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !457

for.body.preheader:                               ; preds = %entry
  br label %for.body, !dbg !457

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
  %j.03 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %acc.02 = phi float [ %2, %for.body.for.body_crit_edge ], [ %x, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %j.03, metadata !452, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !454
  call void @llvm.dbg.value(metadata float %acc.02, metadata !451, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !448
  %q_appx = call i32 @llvm.genx.GenISA.umulH.i32(i32 %j.03, i32 -1431655765), !dbg !458
  %q_appx4 = lshr i32 %q_appx, 1, !dbg !458
  %q_times_d.neg = mul i32 %q_appx4, -3, !dbg !458
  %rem5 = add i32 %q_times_d.neg, %j.03, !dbg !458
  %0 = and i32 %rem5, 1, !dbg !460
  %.not = icmp eq i32 %0, 0, !dbg !460
  %1 = select i1 %.not, float 2.500000e-01, float 5.000000e-01, !dbg !460
  call void @llvm.dbg.value(metadata float %1, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !462
  %2 = call float @llvm.fma.f32(float %1, float %x, float %acc.02) #1, !dbg !463
  call void @llvm.dbg.value(metadata float %2, metadata !451, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !448
  %inc = add nuw nsw i32 %j.03, 1, !dbg !464
  call void @llvm.dbg.value(metadata i32 %inc, metadata !452, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !454
  %cmp = icmp slt i32 %inc, %k, !dbg !455
  br i1 %cmp, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !457

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !457

for.end.loopexit:                                 ; preds = %for.body
  br label %for.end, !dbg !465

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
  %acc.0.lcssa = phi float [ %x, %entry.for.end_crit_edge ], [ %2, %for.end.loopexit ], !dbg !448
  ret float %acc.0.lcssa, !dbg !465
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #6

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #7

; Function Desc: 
; Output: result
; Arg 0: source0
; Arg 1: source1
; Function Attrs: nounwind readnone
declare i32 @llvm.genx.GenISA.umulH.i32(i32, i32) #8

; Function Desc: 
; Output: result
; Arg 0: none
; Function Attrs: nounwind readnone
declare i16 @llvm.genx.GenISA.simdLaneId() #8

; Function Desc: 
; Output: result
; Arg 0: none
; Function Attrs: nounwind readnone
declare i32 @llvm.genx.GenISA.simdSize() #8

; Function Desc: returns the hardware thread id that is located at 'PREDEFINED_HW_TID' and this ID should be used only by alloca
; Output: result
; Arg 0: none
; Function Attrs: nounwind readnone
declare i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32() #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #9

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8*) #8

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #8

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32, i32) #8

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare %struct.point* @llvm.genx.GenISA.pair.to.ptr.p0struct.point(i32, i32) #8

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare <3 x float>* @llvm.genx.GenISA.pair.to.ptr.p0v3f32(i32, i32) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn }
attributes #1 = { nounwind }
attributes #2 = { nofree noinline nosync nounwind readonly }
attributes #3 = { nofree noinline nosync nounwind readnone }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nounwind }
attributes #8 = { nounwind readnone }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11}
!IGCMetadata = !{!12}
!igc.functions = !{!352, !355, !356, !371}
!opencl.ocl.version = !{!373, !373, !373, !373, !373}
!opencl.spir.version = !{!373, !373, !373, !373, !373}
!llvm.ident = !{!374, !374, !374, !374, !374}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "srctree.cl", directory: "/tmp/hdwarf-src")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 3, lowerBound: 0)
!9 = !{i32 2, !"Dwarf Version", i32 4}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{!"ModuleMD", !13, !14, !73, !201, !231, !247, !264, !274, !276, !277, !288, !289, !290, !291, !295, !315, !316, !317, !318, !319, !320, !321, !322, !323, !324, !327, !329, !333, !334, !335, !336, !337, !338, !339, !122, !340, !345, !347, !350, !351}
!13 = !{!"isPrecise", i1 false}
!14 = !{!"compOpt", !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72}
!15 = !{!"DenormsAreZero", i1 false}
!16 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!17 = !{!"OptDisable", i1 false}
!18 = !{!"MadEnable", i1 false}
!19 = !{!"NoSignedZeros", i1 false}
!20 = !{!"NoNaNs", i1 false}
!21 = !{!"FloatRoundingMode", i32 0}
!22 = !{!"FloatCvtIntRoundingMode", i32 3}
!23 = !{!"VISAPreSchedRPThreshold", i32 0}
!24 = !{!"SetLoopUnrollThreshold", i32 0}
!25 = !{!"UnsafeMathOptimizations", i1 false}
!26 = !{!"FiniteMathOnly", i1 false}
!27 = !{!"FastRelaxedMath", i1 false}
!28 = !{!"DashGSpecified", i1 true}
!29 = !{!"FastCompilation", i1 false}
!30 = !{!"UseScratchSpacePrivateMemory", i1 false}
!31 = !{!"RelaxedBuiltins", i1 false}
!32 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!33 = !{!"GreaterThan2GBBufferRequired", i1 true}
!34 = !{!"GreaterThan4GBBufferRequired", i1 false}
!35 = !{!"DisableA64WA", i1 false}
!36 = !{!"ForceEnableA64WA", i1 false}
!37 = !{!"PushConstantsEnable", i1 true}
!38 = !{!"HasPositivePointerOffset", i1 false}
!39 = !{!"HasBufferOffsetArg", i1 true}
!40 = !{!"BufferOffsetArgOptional", i1 true}
!41 = !{!"HasSubDWAlignedPtrArg", i1 false}
!42 = !{!"replaceGlobalOffsetsByZero", i1 false}
!43 = !{!"forcePixelShaderSIMDMode", i32 0}
!44 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!45 = !{!"UniformWGS", i1 false}
!46 = !{!"disableVertexComponentPacking", i1 false}
!47 = !{!"disablePartialVertexComponentPacking", i1 false}
!48 = !{!"PreferBindlessImages", i1 false}
!49 = !{!"UseBindlessMode", i1 false}
!50 = !{!"UseLegacyBindlessMode", i1 true}
!51 = !{!"disableMathRefactoring", i1 false}
!52 = !{!"atomicBranch", i1 false}
!53 = !{!"ForceInt32DivRemEmu", i1 false}
!54 = !{!"ForceInt32DivRemEmuSP", i1 false}
!55 = !{!"ForceMinSimdSizeForFastestCS", i1 false}
!56 = !{!"EnableFastestLinearScan", i1 false}
!57 = !{!"UseStatelessforPrivateMemory", i1 false}
!58 = !{!"EnableTakeGlobalAddress", i1 false}
!59 = !{!"IsLibraryCompilation", i1 false}
!60 = !{!"FastVISACompile", i1 false}
!61 = !{!"MatchSinCosPi", i1 false}
!62 = !{!"CaptureCompilerStats", i1 false}
!63 = !{!"ExcludeIRFromZEBinary", i1 false}
!64 = !{!"EmitZeBinVISASections", i1 false}
!65 = !{!"allowDisableRematforCS", i1 false}
!66 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!67 = !{!"DisableCPSOmaskWA", i1 false}
!68 = !{!"DisableFastestGopt", i1 false}
!69 = !{!"WaForceHalfPromotion", i1 false}
!70 = !{!"DisableConstantCoalescing", i1 false}
!71 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!72 = !{!"WaEnableALTModeVisaWA", i1 false}
!73 = !{!"FuncMD", !74, !75, !141, !142, !149, !150, !193, !194}
!74 = !{!"FuncMDMap[0]", float (float, i32)* @leaf2}
!75 = !{!"FuncMDValue[0]", !76, !77, !81, !82, !83, !103, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !133, !134, !137, !138}
!76 = !{!"localOffsets"}
!77 = !{!"workGroupWalkOrder", !78, !79, !80}
!78 = !{!"dim0", i32 0}
!79 = !{!"dim1", i32 0}
!80 = !{!"dim2", i32 0}
!81 = !{!"funcArgs"}
!82 = !{!"functionType", !"UserFunction"}
!83 = !{!"rtInfo", !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !102}
!84 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!85 = !{!"isContinuation", i1 false}
!86 = !{!"hasTraceRayPayload", i1 false}
!87 = !{!"hasHitAttributes", i1 false}
!88 = !{!"hasCallableData", i1 false}
!89 = !{!"ShaderStackSize", i32 0}
!90 = !{!"ShaderHash", i64 0}
!91 = !{!"ShaderName", !""}
!92 = !{!"ParentName", !""}
!93 = !{!"SlotNum", i1* null}
!94 = !{!"NOSSize", i32 0}
!95 = !{!"Entries"}
!96 = !{!"SpillUnions"}
!97 = !{!"CustomHitAttrSizeInBytes", i32 0}
!98 = !{!"Types", !99, !100, !101}
!99 = !{!"FrameStartTys"}
!100 = !{!"ArgumentTys"}
!101 = !{!"FullFrameTys"}
!102 = !{!"Aliases"}
!103 = !{!"resAllocMD", !104, !105, !106, !107, !113}
!104 = !{!"uavsNumType", i32 0}
!105 = !{!"srvsNumType", i32 0}
!106 = !{!"samplersNumType", i32 0}
!107 = !{!"argAllocMDList", !108, !112}
!108 = !{!"argAllocMDListVec[0]", !109, !110, !111}
!109 = !{!"type", i32 0}
!110 = !{!"extensionType", i32 -1}
!111 = !{!"indexType", i32 -1}
!112 = !{!"argAllocMDListVec[1]", !109, !110, !111}
!113 = !{!"inlineSamplersMD"}
!114 = !{!"maxByteOffsets"}
!115 = !{!"IsInitializer", i1 false}
!116 = !{!"IsFinalizer", i1 false}
!117 = !{!"CompiledSubGroupsNumber", i32 0}
!118 = !{!"hasInlineVmeSamplers", i1 false}
!119 = !{!"localSize", i32 0}
!120 = !{!"localIDPresent", i1 false}
!121 = !{!"groupIDPresent", i1 false}
!122 = !{!"privateMemoryPerWI", i32 16}
!123 = !{!"globalIDPresent", i1 false}
!124 = !{!"hasSyncRTCalls", i1 false}
!125 = !{!"hasNonKernelArgLoad", i1 false}
!126 = !{!"hasNonKernelArgStore", i1 false}
!127 = !{!"hasNonKernelArgAtomic", i1 false}
!128 = !{!"UserAnnotations"}
!129 = !{!"m_OpenCLArgAddressSpaces"}
!130 = !{!"m_OpenCLArgAccessQualifiers", !131, !132}
!131 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!132 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!133 = !{!"m_OpenCLArgTypes"}
!134 = !{!"m_OpenCLArgBaseTypes", !135, !136}
!135 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float"}
!136 = !{!"m_OpenCLArgBaseTypesVec[1]", !"i32"}
!137 = !{!"m_OpenCLArgTypeQualifiers"}
!138 = !{!"m_OpenCLArgNames", !139, !140}
!139 = !{!"m_OpenCLArgNamesVec[0]", !"x"}
!140 = !{!"m_OpenCLArgNamesVec[1]", !"k"}
!141 = !{!"FuncMDMap[1]", float (%struct.point*, <4 x float>)* @mid2}
!142 = !{!"FuncMDValue[1]", !76, !77, !81, !82, !83, !103, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !133, !143, !137, !146}
!143 = !{!"m_OpenCLArgBaseTypes", !144, !145}
!144 = !{!"m_OpenCLArgBaseTypesVec[0]", !"%struct.point*"}
!145 = !{!"m_OpenCLArgBaseTypesVec[1]", !"<4 x float>"}
!146 = !{!"m_OpenCLArgNames", !147, !148}
!147 = !{!"m_OpenCLArgNamesVec[0]", !"p"}
!148 = !{!"m_OpenCLArgNamesVec[1]", !"v"}
!149 = !{!"FuncMDMap[2]", void (<4 x float> addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @srctree}
!150 = !{!"FuncMDValue[2]", !76, !77, !81, !151, !83, !152, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !171, !175, !177, !181, !185, !189}
!151 = !{!"functionType", !"KernelFunction"}
!152 = !{!"resAllocMD", !153, !105, !106, !154, !113}
!153 = !{!"uavsNumType", i32 3}
!154 = !{!"argAllocMDList", !155, !158, !160, !161, !162, !163, !164, !165, !166, !167, !169, !170}
!155 = !{!"argAllocMDListVec[0]", !156, !110, !157}
!156 = !{!"type", i32 1}
!157 = !{!"indexType", i32 0}
!158 = !{!"argAllocMDListVec[1]", !156, !110, !159}
!159 = !{!"indexType", i32 1}
!160 = !{!"argAllocMDListVec[2]", !109, !110, !111}
!161 = !{!"argAllocMDListVec[3]", !109, !110, !111}
!162 = !{!"argAllocMDListVec[4]", !109, !110, !111}
!163 = !{!"argAllocMDListVec[5]", !109, !110, !111}
!164 = !{!"argAllocMDListVec[6]", !109, !110, !111}
!165 = !{!"argAllocMDListVec[7]", !109, !110, !111}
!166 = !{!"argAllocMDListVec[8]", !109, !110, !111}
!167 = !{!"argAllocMDListVec[9]", !156, !110, !168}
!168 = !{!"indexType", i32 2}
!169 = !{!"argAllocMDListVec[10]", !109, !110, !111}
!170 = !{!"argAllocMDListVec[11]", !109, !110, !111}
!171 = !{!"m_OpenCLArgAddressSpaces", !172, !173, !174}
!172 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!173 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!174 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!175 = !{!"m_OpenCLArgAccessQualifiers", !131, !132, !176}
!176 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!177 = !{!"m_OpenCLArgTypes", !178, !179, !180}
!178 = !{!"m_OpenCLArgTypesVec[0]", !"float4*"}
!179 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!180 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!181 = !{!"m_OpenCLArgBaseTypes", !182, !183, !184}
!182 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float4*"}
!183 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!184 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!185 = !{!"m_OpenCLArgTypeQualifiers", !186, !187, !188}
!186 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!187 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!188 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!189 = !{!"m_OpenCLArgNames", !190, !191, !192}
!190 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!191 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!192 = !{!"m_OpenCLArgNamesVec[2]", !"n"}
!193 = !{!"FuncMDMap[3]", void ()* @Intel_Symbol_Table_Void_Program}
!194 = !{!"FuncMDValue[3]", !76, !77, !81, !151, !83, !195, !114, !115, !116, !117, !118, !119, !120, !121, !197, !123, !124, !125, !126, !127, !128, !129, !198, !133, !199, !137, !200}
!195 = !{!"resAllocMD", !104, !105, !106, !196, !113}
!196 = !{!"argAllocMDList"}
!197 = !{!"privateMemoryPerWI", i32 0}
!198 = !{!"m_OpenCLArgAccessQualifiers"}
!199 = !{!"m_OpenCLArgBaseTypes"}
!200 = !{!"m_OpenCLArgNames"}
!201 = !{!"pushInfo", !202, !203, !204, !207, !208, !209, !210, !211, !212, !213, !214, !227, !228, !229, !230}
!202 = !{!"pushableAddresses"}
!203 = !{!"bindlessPushInfo"}
!204 = !{!"dynamicBufferInfo", !205, !206}
!205 = !{!"firstIndex", i32 0}
!206 = !{!"numOffsets", i32 0}
!207 = !{!"MaxNumberOfPushedBuffers", i32 0}
!208 = !{!"inlineConstantBufferSlot", i32 -1}
!209 = !{!"inlineConstantBufferOffset", i32 -1}
!210 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!211 = !{!"constants"}
!212 = !{!"inputs"}
!213 = !{!"constantReg"}
!214 = !{!"simplePushInfoArr", !215, !224, !225, !226}
!215 = !{!"simplePushInfoArrVec[0]", !216, !217, !218, !219, !220, !221, !222, !223}
!216 = !{!"cbIdx", i32 0}
!217 = !{!"pushableAddressGrfOffset", i32 -1}
!218 = !{!"pushableOffsetGrfOffset", i32 -1}
!219 = !{!"offset", i32 0}
!220 = !{!"size", i32 0}
!221 = !{!"isStateless", i1 false}
!222 = !{!"isBindless", i1 false}
!223 = !{!"simplePushLoads"}
!224 = !{!"simplePushInfoArrVec[1]", !216, !217, !218, !219, !220, !221, !222, !223}
!225 = !{!"simplePushInfoArrVec[2]", !216, !217, !218, !219, !220, !221, !222, !223}
!226 = !{!"simplePushInfoArrVec[3]", !216, !217, !218, !219, !220, !221, !222, !223}
!227 = !{!"simplePushBufferUsed", i32 0}
!228 = !{!"pushAnalysisWIInfos"}
!229 = !{!"inlineRTGlobalPtrOffset", i32 0}
!230 = !{!"rtSyncSurfPtrOffset", i32 0}
!231 = !{!"psInfo", !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246}
!232 = !{!"BlendStateDisabledMask", i8 0}
!233 = !{!"SkipSrc0Alpha", i1 false}
!234 = !{!"DualSourceBlendingDisabled", i1 false}
!235 = !{!"ForceEnableSimd32", i1 false}
!236 = !{!"outputDepth", i1 false}
!237 = !{!"outputStencil", i1 false}
!238 = !{!"outputMask", i1 false}
!239 = !{!"blendToFillEnabled", i1 false}
!240 = !{!"forceEarlyZ", i1 false}
!241 = !{!"hasVersionedLoop", i1 false}
!242 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!243 = !{!"NumSamples", i8 0}
!244 = !{!"blendOptimizationMode"}
!245 = !{!"colorOutputMask"}
!246 = !{!"WaDisableVRS", i1 false}
!247 = !{!"csInfo", !248, !249, !250, !251, !252, !23, !24, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !52, !263}
!248 = !{!"maxWorkGroupSize", i32 0}
!249 = !{!"waveSize", i32 0}
!250 = !{!"ComputeShaderSecondCompile"}
!251 = !{!"forcedSIMDSize", i8 0}
!252 = !{!"forceTotalGRFNum", i32 0}
!253 = !{!"allowLowerSimd", i1 false}
!254 = !{!"forcedVISAPreRAScheduler", i1 false}
!255 = !{!"disableLocalIdOrderOptimizations", i1 false}
!256 = !{!"disableDispatchAlongY", i1 false}
!257 = !{!"neededThreadIdLayout", i1* null}
!258 = !{!"forceTileYWalk", i1 false}
!259 = !{!"tileTGWidth_X", i32 0}
!260 = !{!"tileTGWidth_Y", i32 0}
!261 = !{!"maxTileTGDispatch_X", i32 0}
!262 = !{!"maxTileTGDispatch_Y", i32 0}
!263 = !{!"ResForHfPacking"}
!264 = !{!"msInfo", !265, !266, !267, !268, !269, !270, !271, !272, !273}
!265 = !{!"PrimitiveTopology", i32 3}
!266 = !{!"MaxNumOfPrimitives", i32 0}
!267 = !{!"MaxNumOfVertices", i32 0}
!268 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!269 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!270 = !{!"WorkGroupSize", i32 0}
!271 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!272 = !{!"IndexFormat", i32 6}
!273 = !{!"SubgroupSize", i32 0}
!274 = !{!"taskInfo", !275, !270, !271, !273}
!275 = !{!"MaxNumOfOutputs", i32 0}
!276 = !{!"NBarrierCnt", i32 0}
!277 = !{!"rtInfo", !278, !279, !280, !281, !282, !283, !284, !285, !286, !287}
!278 = !{!"RayQueryAllocSizeInBytes", i32 0}
!279 = !{!"NumContinuations", i32 0}
!280 = !{!"RTAsyncStackAddrspace", i32 -1}
!281 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!282 = !{!"SWHotZoneAddrspace", i32 -1}
!283 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!284 = !{!"SWStackAddrspace", i32 -1}
!285 = !{!"SWStackSurfaceStateOffset", i1* null}
!286 = !{!"RTSyncStackAddrspace", i32 -1}
!287 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!288 = !{!"CurUniqueIndirectIdx", i32 0}
!289 = !{!"inlineDynTextures"}
!290 = !{!"inlineResInfoData"}
!291 = !{!"immConstant", !292, !293, !294}
!292 = !{!"data"}
!293 = !{!"sizes"}
!294 = !{!"zeroIdxs"}
!295 = !{!"inlineConstantBuffers", !296, !312}
!296 = !{!"inlineConstantBuffersVec[0]", !297, !298, !299}
!297 = !{!"alignment", i32 0}
!298 = !{!"allocSize", i32 12}
!299 = !{!"Buffer", !300, !301, !302, !303, !304, !305, !306, !307, !308, !309, !310, !311}
!300 = !{!"BufferVec[0]", i8 0}
!301 = !{!"BufferVec[1]", i8 0}
!302 = !{!"BufferVec[2]", i8 -128}
!303 = !{!"BufferVec[3]", i8 62}
!304 = !{!"BufferVec[4]", i8 0}
!305 = !{!"BufferVec[5]", i8 0}
!306 = !{!"BufferVec[6]", i8 0}
!307 = !{!"BufferVec[7]", i8 63}
!308 = !{!"BufferVec[8]", i8 0}
!309 = !{!"BufferVec[9]", i8 0}
!310 = !{!"BufferVec[10]", i8 -128}
!311 = !{!"BufferVec[11]", i8 62}
!312 = !{!"inlineConstantBuffersVec[1]", !297, !313, !314}
!313 = !{!"allocSize", i32 0}
!314 = !{!"Buffer"}
!315 = !{!"inlineGlobalBuffers"}
!316 = !{!"GlobalPointerProgramBinaryInfos"}
!317 = !{!"ConstantPointerProgramBinaryInfos"}
!318 = !{!"GlobalBufferAddressRelocInfo"}
!319 = !{!"ConstantBufferAddressRelocInfo"}
!320 = !{!"forceLscCacheList"}
!321 = !{!"SrvMap"}
!322 = !{!"RasterizerOrderedByteAddressBuffer"}
!323 = !{!"MinNOSPushConstantSize", i32 2}
!324 = !{!"inlineProgramScopeOffsets", !325, !326}
!325 = !{!"inlineProgramScopeOffsetsMap[0]", [3 x float] addrspace(2)* @weights}
!326 = !{!"inlineProgramScopeOffsetsValue[0]", i32 0}
!327 = !{!"shaderData", !328}
!328 = !{!"numReplicas", i32 0}
!329 = !{!"URBInfo", !330, !331, !332}
!330 = !{!"has64BVertexHeaderInput", i1 false}
!331 = !{!"has64BVertexHeaderOutput", i1 false}
!332 = !{!"hasVertexHeader", i1 true}
!333 = !{!"UseBindlessImage", i1 false}
!334 = !{!"enableRangeReduce", i1 false}
!335 = !{!"allowMatchMadOptimizationforVS", i1 false}
!336 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!337 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!338 = !{!"statefulResourcesNotAliased", i1 false}
!339 = !{!"disableMixMode", i1 false}
!340 = !{!"PrivateMemoryPerFG", !341, !342, !343, !344}
!341 = !{!"PrivateMemoryPerFGMap[0]", void ()* @Intel_Symbol_Table_Void_Program}
!342 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!343 = !{!"PrivateMemoryPerFGMap[1]", void (<4 x float> addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @srctree}
!344 = !{!"PrivateMemoryPerFGValue[1]", i32 16}
!345 = !{!"capabilities", !346}
!346 = !{!"globalVariableDecorationsINTEL", i1 false}
!347 = !{!"m_ShaderResourceViewMcsMask", !348, !349}
!348 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!349 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!350 = !{!"computedDepthMode", i32 0}
!351 = !{!"isHDCFastClearShader", i1 false}
!352 = !{float (float, i32)* @leaf2, !353}
!353 = !{!354}
!354 = !{!"function_type", i32 2}
!355 = !{float (%struct.point*, <4 x float>)* @mid2, !353}
!356 = !{void (<4 x float> addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @srctree, !357}
!357 = !{!358, !359}
!358 = !{!"function_type", i32 0}
!359 = !{!"implicit_arg_desc", !360, !361, !362, !363, !364, !365, !366, !367, !369}
!360 = !{i32 0}
!361 = !{i32 1}
!362 = !{i32 6}
!363 = !{i32 7}
!364 = !{i32 8}
!365 = !{i32 9}
!366 = !{i32 12}
!367 = !{i32 14, !368}
!368 = !{!"explicit_arg_num", i32 0}
!369 = !{i32 14, !370}
!370 = !{!"explicit_arg_num", i32 1}
!371 = !{void ()* @Intel_Symbol_Table_Void_Program, !372}
!372 = !{!358}
!373 = !{i32 2, i32 0}
!374 = !{!"Debian clang version 14.0.6"}
!375 = distinct !DISubprogram(name: "srctree", scope: null, file: !3, line: 19, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !387, retainedNodes: !387)
!376 = !DISubroutineType(types: !377)
!377 = !{null, !378, !385, !386}
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !380)
!380 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !381, baseType: !382)
!381 = !DIFile(filename: "opencl-c-base.h", directory: "/tmp/hdwarf-src/.")
!382 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !383)
!383 = !{!384}
!384 = !DISubrange(count: 4, lowerBound: 0)
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!386 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!387 = !{}
!388 = !DILocalVariable(name: "weights", scope: !375, file: !3, line: 2, type: !5)
!389 = !DILocation(line: 19, scope: !375)
!390 = !DILocalVariable(name: "in", arg: 1, scope: !375, file: !3, line: 19, type: !378)
!391 = !DILocation(line: 0, scope: !375)
!392 = !DILocalVariable(name: "out", arg: 2, scope: !375, file: !3, line: 19, type: !385)
!393 = !DILocalVariable(name: "n", arg: 3, scope: !375, file: !3, line: 19, type: !386)
!394 = !DILocation(line: 20, column: 13, scope: !375)
!395 = !DILocalVariable(name: "gid", scope: !375, file: !3, line: 20, type: !386)
!396 = !DILocation(line: 21, column: 3, scope: !375)
!397 = !DILocalVariable(name: "p", scope: !375, file: !3, line: 21, type: !398)
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "point", file: !3, baseType: !399)
!399 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 1, size: 128, elements: !400)
!400 = !{!401, !406}
!401 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !399, file: !3, line: 1, baseType: !402, size: 64, flags: DIFlagPublic)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !381, baseType: !403)
!403 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, flags: DIFlagVector, elements: !404)
!404 = !{!405}
!405 = !DISubrange(count: 2, lowerBound: 0)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !399, file: !3, line: 1, baseType: !386, size: 32, offset: 64, flags: DIFlagPublic)
!407 = !DILocation(line: 21, column: 9, scope: !375)
!408 = !DILocation(line: 22, column: 20, scope: !375)
!409 = !DILocation(line: 23, column: 8, scope: !375)
!410 = !DILocalVariable(name: "v", scope: !375, file: !3, line: 24, type: !380)
!411 = !DILocalVariable(name: "r", scope: !375, file: !3, line: 25, type: !6)
!412 = !DILocalVariable(name: "i", scope: !413, file: !3, line: 26, type: !386)
!413 = distinct !DILexicalBlock(scope: !375, file: !3, line: 26, column: 3)
!414 = !DILocation(line: 0, scope: !413)
!415 = !DILocation(line: 26, column: 21, scope: !416)
!416 = distinct !DILexicalBlock(scope: !413, file: !3, line: 26, column: 3)
!417 = !DILocation(line: 26, column: 3, scope: !413)
!418 = !DILocalVariable(name: "m", scope: !419, file: !3, line: 27, type: !6)
!419 = distinct !DILexicalBlock(scope: !416, file: !3, line: 26, column: 31)
!420 = !DILocation(line: 0, scope: !419)
!421 = !DILocation(line: 28, column: 7, scope: !419)
!422 = !DILocation(line: 26, column: 27, scope: !416)
!423 = !DILocation(line: 30, column: 3, scope: !375)
!424 = !DILocation(line: 30, column: 12, scope: !375)
!425 = !DILocation(line: 31, column: 1, scope: !375)
!426 = distinct !DISubprogram(name: "mid2", scope: null, file: !3, line: 11, type: !427, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !387, retainedNodes: !387)
!427 = !DISubroutineType(types: !428)
!428 = !{!6, !398, !380}
!429 = !DILocalVariable(name: "weights", scope: !426, file: !3, line: 2, type: !5)
!430 = !DILocation(line: 11, column: 44, scope: !426)
!431 = !DILocalVariable(name: "p", arg: 1, scope: !426, file: !3, line: 11, type: !398)
!432 = !DILocalVariable(name: "v", arg: 2, scope: !426, file: !3, line: 11, type: !380)
!433 = !DILocation(line: 0, scope: !426)
!434 = !DILocation(line: 12, column: 17, scope: !426)
!435 = !DILocalVariable(name: "s", scope: !426, file: !3, line: 12, type: !6)
!436 = !DILocation(line: 14, column: 15, scope: !437)
!437 = distinct !DILexicalBlock(scope: !426, file: !3, line: 13, column: 3)
!438 = !DILocation(line: 14, column: 18, scope: !437)
!439 = !DILocalVariable(name: "q", scope: !437, file: !3, line: 14, type: !386)
!440 = !DILocation(line: 0, scope: !437)
!441 = !DILocation(line: 15, column: 10, scope: !437)
!442 = !DILocation(line: 15, column: 7, scope: !437)
!443 = !DILocation(line: 17, column: 3, scope: !426)
!444 = distinct !DISubprogram(name: "leaf2", scope: null, file: !3, line: 3, type: !445, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !387, retainedNodes: !387)
!445 = !DISubroutineType(types: !446)
!446 = !{!6, !6, !386}
!447 = !DILocalVariable(name: "weights", scope: !444, file: !3, line: 2, type: !5)
!448 = !DILocation(line: 0, scope: !444)
!449 = !DILocalVariable(name: "x", arg: 1, scope: !444, file: !3, line: 3, type: !6)
!450 = !DILocalVariable(name: "k", arg: 2, scope: !444, file: !3, line: 3, type: !386)
!451 = !DILocalVariable(name: "acc", scope: !444, file: !3, line: 4, type: !6)
!452 = !DILocalVariable(name: "j", scope: !453, file: !3, line: 5, type: !386)
!453 = distinct !DILexicalBlock(scope: !444, file: !3, line: 5, column: 3)
!454 = !DILocation(line: 0, scope: !453)
!455 = !DILocation(line: 5, column: 21, scope: !456)
!456 = distinct !DILexicalBlock(scope: !453, file: !3, line: 5, column: 3)
!457 = !DILocation(line: 5, column: 3, scope: !453)
!458 = !DILocation(line: 6, column: 25, scope: !459)
!459 = distinct !DILexicalBlock(scope: !456, file: !3, line: 5, column: 31)
!460 = !DILocation(line: 6, column: 15, scope: !459)
!461 = !DILocalVariable(name: "t", scope: !459, file: !3, line: 6, type: !6)
!462 = !DILocation(line: 0, scope: !459)
!463 = !DILocation(line: 7, column: 9, scope: !459)
!464 = !DILocation(line: 5, column: 27, scope: !456)
!465 = !DILocation(line: 9, column: 3, scope: !444)
