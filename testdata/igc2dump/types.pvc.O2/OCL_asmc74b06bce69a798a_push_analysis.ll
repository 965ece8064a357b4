; ------------------------------------------------
; OCL_asmc74b06bce69a798a_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

@table = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4, !dbg !0, !spirv.Decorations !16
@shapes-ExtSLM = external addrspace(3) global [0 x i8]
@llvm.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(2) @table to ptr), ptr addrspacecast (ptr addrspace(3) @shapes-ExtSLM to ptr)], section "llvm.metadata"

; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @shapes(ptr addrspace(1) align 16 %ps, ptr addrspace(3) align 4 %scratch, ptr addrspace(1) align 4 %out, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %localSize, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(2) %constBase, ptr %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !484 {
entry:
  call void @llvm.dbg.value(metadata [4 x i32] [i32 1, i32 2, i32 3, i32 5], metadata !532, metadata !DIExpression()), !dbg !533
  %0 = extractelement <3 x i32> %localSize, i32 0
  %1 = extractelement <3 x i32> %globalOffset, i32 0
  %2 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %3 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.declare(metadata ptr undef, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !534
  call void @llvm.dbg.declare(metadata ptr undef, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 160, 32)), !dbg !534
  call void @llvm.dbg.value(metadata ptr addrspace(1) %ps, metadata !509, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535
  call void @llvm.dbg.value(metadata ptr addrspace(3) @shapes-ExtSLM, metadata !510, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !511, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535
  %4 = zext i16 %localIdX to i64, !dbg !536
  call void @llvm.dbg.value(metadata i64 %4, metadata !512, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535
  %5 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %2, i32 0, i32 %3, i32 0), !dbg !537
  %6 = extractvalue { i32, i32 } %5, 0, !dbg !537
  %7 = extractvalue { i32, i32 } %5, 1, !dbg !537
  %8 = insertelement <2 x i32> undef, i32 %6, i32 0, !dbg !537
  %9 = insertelement <2 x i32> %8, i32 %7, i32 1, !dbg !537
  %10 = bitcast <2 x i32> %9 to i64, !dbg !537
  %11 = add nuw i64 %10, %4, !dbg !537
  %12 = zext i32 %1 to i64, !dbg !537
  %13 = add nuw i64 %11, %12, !dbg !537
  %14 = ptrtoint ptr addrspace(1) %ps to i64, !dbg !538
  %15 = shl i64 %13, 5, !dbg !538
  %16 = add i64 %15, %14, !dbg !538
  %17 = inttoptr i64 %16 to ptr addrspace(1), !dbg !538
  %p.sroa.0.0.copyload = load <3 x float>, ptr addrspace(1) %17, align 16, !dbg !538
  %18 = extractelement <3 x float> %p.sroa.0.0.copyload, i32 1, !dbg !538
  call void @llvm.dbg.value(metadata <3 x float> %p.sroa.0.0.copyload, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 96)), !dbg !535
  %19 = add i64 %16, 24, !dbg !538
  %20 = inttoptr i64 %19 to ptr addrspace(1), !dbg !538
  %p.sroa.53.0.copyload = load i32, ptr addrspace(1) %20, align 8, !dbg !538
  call void @llvm.dbg.value(metadata i32 %p.sroa.53.0.copyload, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 192, 32)), !dbg !535
  call void @llvm.dbg.value(metadata i32 poison, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 224, 32)), !dbg !535
  %21 = extractelement <3 x float> %p.sroa.0.0.copyload, i32 0, !dbg !539
  %22 = bitcast float %21 to i32, !dbg !539
  call void @llvm.dbg.value(metadata i32 %22, metadata !516, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535
  call void @llvm.dbg.value(metadata i32 %22, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !535
  call void @llvm.dbg.value(metadata ptr null, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 64)), !dbg !535
  call void @llvm.dbg.value(metadata i16 2, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 128, 16)), !dbg !535
  call void @llvm.dbg.value(metadata i16 7, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 144, 16)), !dbg !535
  %23 = shl i16 %localIdX, 2, !dbg !540
  %24 = and i16 %23, 12, !dbg !540
  %25 = ptrtoint ptr addrspace(2) %constBase to i64, !dbg !540
  %offset.i64 = zext i16 %24 to i64, !dbg !540
  %narrow.address = add i64 %25, %offset.i64, !dbg !540
  %chunkPtr = inttoptr i64 %narrow.address to ptr addrspace(2), !dbg !540
  %26 = load <1 x i32>, ptr addrspace(2) %chunkPtr, align 4, !dbg !540
  %27 = extractelement <1 x i32> %26, i32 0, !dbg !540
  %conv = sitofp i32 %27 to float, !dbg !540
  %mul = fmul float %18, %conv, !dbg !541
  %28 = zext i16 %localIdX to i32, !dbg !542
  %29 = shl nuw nsw i32 %28, 2, !dbg !542
  %30 = inttoptr i32 %29 to ptr addrspace(3), !dbg !542
  store float %mul, ptr addrspace(3) %30, align 4, !dbg !543
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i32 0), !dbg !544
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !544
  %rem.lhs.trunc = add nuw nsw i32 %28, 1, !dbg !545
  %tobool.i = icmp eq i32 %0, 0, !dbg !545
  br i1 %tobool.i, label %entry.precompiled_u32divrem.exit_crit_edge, label %if.end.i, !dbg !545

entry.precompiled_u32divrem.exit_crit_edge:       ; preds = %entry
  br label %precompiled_u32divrem.exit, !dbg !545

if.end.i:                                         ; preds = %entry
  %conv.i = uitofp i32 %0 to float, !dbg !545
  %conv1.i = uitofp i32 %0 to double, !dbg !545
  %conv2.i = uitofp i32 %rem.lhs.trunc to double, !dbg !545
  %div.i = fdiv float 1.000000e+00, %conv.i, !dbg !545, !fpmath !546
  %conv3.i = fpext float %div.i to double, !dbg !545
  %31 = fsub double 0.000000e+00, %conv1.i, !dbg !545
  %32 = call double @llvm.genx.GenISA.fma.rtz.f64.f64.f64.f64(double %31, double %conv3.i, double 0x3FF0000000004000), !dbg !545
  %33 = call double @llvm.genx.GenISA.mul.rtz.f64.f64.f64(double %conv3.i, double %conv2.i), !dbg !545
  %34 = call double @llvm.genx.GenISA.fma.rtz.f64.f64.f64.f64(double %33, double %32, double %33), !dbg !545
  %conv6.i = fptoui double %34 to i32, !dbg !545
  %mul.i = mul i32 %0, %conv6.i, !dbg !545
  %sub7.i = sub i32 %rem.lhs.trunc, %mul.i, !dbg !545
  %35 = shl i32 %sub7.i, 2, !dbg !547
  br label %precompiled_u32divrem.exit, !dbg !545

precompiled_u32divrem.exit:                       ; preds = %entry.precompiled_u32divrem.exit_crit_edge, %if.end.i
  %storemerge.i = phi i32 [ %35, %if.end.i ], [ -4, %entry.precompiled_u32divrem.exit_crit_edge ]
  %36 = inttoptr i32 %storemerge.i to ptr addrspace(3), !dbg !547
  %37 = load float, ptr addrspace(3) %36, align 4, !dbg !547
  %conv8 = fptosi float %37 to i32, !dbg !548
  %add9 = add nsw i32 %22, %conv8, !dbg !549, !spirv.Decorations !550
  %add10 = add i32 %add9, %p.sroa.53.0.copyload, !dbg !552
  %add13 = add i32 %add10, 7, !dbg !553
  %38 = ptrtoint ptr addrspace(1) %out to i64, !dbg !554
  %39 = shl i64 %13, 2, !dbg !554
  %40 = add i64 %39, %38, !dbg !554
  %41 = inttoptr i64 %40 to ptr addrspace(1), !dbg !554
  store i32 %add13, ptr addrspace(1) %41, align 4, !dbg !555
  ret void, !dbg !556
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent nounwind
declare spir_func void @__builtin_IB_memfence(i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @__builtin_IB_thread_group_barrier() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_size(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #5

declare i32 @printf(ptr addrspace(2), ...)

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Arg 5: 
; Arg 6: 
; Arg 7: 
; Arg 8: 
; Function Attrs: convergent nounwind memory(readwrite)
declare void @llvm.genx.GenISA.memoryfence(i1, i1, i1, i1, i1, i1, i1, i1, i32) #7

; Function Desc: 
; Output: 
; Function Attrs: convergent nounwind memory(readwrite)
declare void @llvm.genx.GenISA.threadgroupbarrier() #7

; Function Attrs: null_pointer_is_valid
define spir_kernel void @Intel_Symbol_Table_Void_Program() #8 {
entry:
  ret void
}

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare void @llvm.genx.GenISA.CatchAllDebugLine() #9

; Function Attrs: convergent
declare dso_local double @GenISA_fma_rtz_f64(double, double, double) local_unnamed_addr #10

; Function Attrs: convergent
declare dso_local double @GenISA_mul_rtz_f64(double, double) local_unnamed_addr #10

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Function Attrs: nounwind willreturn memory(none)
declare double @llvm.genx.GenISA.fma.rtz.f64.f64.f64.f64(double, double, double) #9

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind willreturn memory(none)
declare double @llvm.genx.GenISA.mul.rtz.f64.f64.f64(double, double) #9

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.mul.pair(i32, i32, i32, i32) #9

attributes #0 = { convergent nounwind null_pointer_is_valid "less-precise-fpmad"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind memory(readwrite) }
attributes #8 = { null_pointer_is_valid }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { convergent "correctly-rounded-divide-sqrt-fp-math"="false" "denorms-are-zero"="false" "disable-tail-calls"="false" "frame-pointer"="none" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="false" "stack-protector-buffer-size"="8" "target-features"="+cx8,+mmx,+sse,+sse2,+x87" "unsafe-fp-math"="false" "use-soft-float"="false" }

!llvm.module.flags = !{!20, !21, !22}
!llvm.dbg.cu = !{!2}
!spirv.MemoryModel = !{!23}
!spirv.Source = !{!24}
!spirv.Generator = !{!25}
!igc.functions = !{!26, !29}
!IGCMetadata = !{!30}
!opencl.ocl.version = !{!481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481}
!opencl.spir.version = !{!481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481}
!llvm.ident = !{!482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !483}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 5, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11)
!3 = !DIFile(filename: "types.cl", directory: "/src/kernels")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 1, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10}
!8 = !DIEnumerator(name: "RED", value: 1)
!9 = !DIEnumerator(name: "GREEN", value: 2)
!10 = !DIEnumerator(name: "BLUE", value: 4)
!11 = !{!0}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !14)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DISubrange(count: 4, lowerBound: 0)
!16 = !{!17, !18, !19}
!17 = !{i32 22}
!18 = !{i32 41, !"table", i32 0}
!19 = !{i32 44, i32 4}
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 2, i32 2}
!24 = !{i32 3, i32 102000}
!25 = !{i16 6, i16 14}
!26 = !{ptr @shapes, !27}
!27 = !{!28}
!28 = !{!"function_type", i32 0}
!29 = !{ptr @Intel_Symbol_Table_Void_Program, !27}
!30 = !{!"ModuleMD", !31, !32, !146, !308, !339, !356, !377, !387, !389, !390, !405, !406, !407, !408, !409, !413, !414, !422, !423, !424, !425, !426, !427, !428, !429, !432, !434, !438, !439, !440, !441, !442, !443, !444, !445, !446, !447, !448, !449, !450, !451, !452, !253, !453, !458, !459, !461, !463, !466, !467, !468, !470, !471, !472, !477, !478, !479, !480}
!31 = !{!"isPrecise", i1 false}
!32 = !{!"compOpt", !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145}
!33 = !{!"DenormsAreZero", i1 false}
!34 = !{!"BFTFDenormsAreZero", i1 false}
!35 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!36 = !{!"OptDisable", i1 false}
!37 = !{!"MadEnable", i1 true}
!38 = !{!"NoSignedZeros", i1 false}
!39 = !{!"NoNaNs", i1 false}
!40 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!41 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!42 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!43 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_FLUSH_TO_ZERO"}
!44 = !{!"FloatRoundingMode", i32 0}
!45 = !{!"FloatCvtIntRoundingMode", i32 3}
!46 = !{!"LoadCacheDefault", i32 4}
!47 = !{!"StoreCacheDefault", i32 2}
!48 = !{!"VISAPreSchedRPThreshold", i32 0}
!49 = !{!"VISAPreSchedCtrl", i32 0}
!50 = !{!"SetLoopUnrollThreshold", i32 0}
!51 = !{!"UnsafeMathOptimizations", i1 false}
!52 = !{!"disableCustomUnsafeOpts", i1 false}
!53 = !{!"disableReducePow", i1 false}
!54 = !{!"disableSqrtOpt", i1 false}
!55 = !{!"FiniteMathOnly", i1 false}
!56 = !{!"FastRelaxedMath", i1 false}
!57 = !{!"DashGSpecified", i1 true}
!58 = !{!"FastCompilation", i1 false}
!59 = !{!"UseScratchSpacePrivateMemory", i1 true}
!60 = !{!"RelaxedBuiltins", i1 false}
!61 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!62 = !{!"GreaterThan2GBBufferRequired", i1 true}
!63 = !{!"GreaterThan4GBBufferRequired", i1 true}
!64 = !{!"DisableA64WA", i1 false}
!65 = !{!"ForceEnableA64WA", i1 false}
!66 = !{!"PushConstantsEnable", i1 true}
!67 = !{!"HasPositivePointerOffset", i1 false}
!68 = !{!"HasBufferOffsetArg", i1 true}
!69 = !{!"BufferOffsetArgOptional", i1 true}
!70 = !{!"replaceGlobalOffsetsByZero", i1 false}
!71 = !{!"forcePixelShaderSIMDMode", i32 0}
!72 = !{!"forceTotalGRFNum", i32 0}
!73 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!74 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!75 = !{!"UniformWGS", i1 false}
!76 = !{!"disableVertexComponentPacking", i1 false}
!77 = !{!"disablePartialVertexComponentPacking", i1 false}
!78 = !{!"PreferBindlessImages", i1 false}
!79 = !{!"UseBindlessMode", i1 false}
!80 = !{!"UseLegacyBindlessMode", i1 true}
!81 = !{!"disableMathRefactoring", i1 false}
!82 = !{!"atomicBranch", i1 false}
!83 = !{!"spillCompression", i1 false}
!84 = !{!"AllowLICM", i1 true}
!85 = !{!"DisableEarlyOut", i1 false}
!86 = !{!"ForceInt32DivRemEmu", i1 false}
!87 = !{!"ForceInt32DivRemEmuSP", i1 false}
!88 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!89 = !{!"DisableFastestSingleCSSIMD", i1 false}
!90 = !{!"DisableFastestLinearScan", i1 false}
!91 = !{!"UseStatelessforPrivateMemory", i1 false}
!92 = !{!"EnableTakeGlobalAddress", i1 false}
!93 = !{!"IsLibraryCompilation", i1 false}
!94 = !{!"LibraryCompileSIMDSize", i32 0}
!95 = !{!"FastVISACompile", i1 false}
!96 = !{!"MatchSinCosPi", i1 false}
!97 = !{!"ExcludeIRFromZEBinary", i1 false}
!98 = !{!"EmitZeBinVISASections", i1 false}
!99 = !{!"FP64GenEmulationEnabled", i1 false}
!100 = !{!"FP64GenConvEmulationEnabled", i1 false}
!101 = !{!"allowDisableRematforCS", i1 false}
!102 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!103 = !{!"DisableCPSOmaskWA", i1 false}
!104 = !{!"DisableFastestGopt", i1 false}
!105 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!106 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!107 = !{!"DisableConstantCoalescing", i1 false}
!108 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!109 = !{!"WaEnableALTModeVisaWA", i1 false}
!110 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!111 = !{!"WaDisableDualSIMD8", i1 false}
!112 = !{!"EnableLdStCombineforLoad", i1 false}
!113 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!114 = !{!"ForceUniformBuffer", i1 false}
!115 = !{!"ForceUniformSurfaceSampler", i1 false}
!116 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!117 = !{!"NewSpillCostFunction", i1 false}
!118 = !{!"EnableVRT", i1 true}
!119 = !{!"ForceLargeGRFNum4RQ", i1 false}
!120 = !{!"DisableEUFusion", i1 false}
!121 = !{!"DisableFDivToFMulInvOpt", i1 false}
!122 = !{!"initializePhiSampleSourceWA", i1 false}
!123 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!124 = !{!"DisableLoosenSimd32Occu", i1 false}
!125 = !{!"FastestS1Options", i32 0}
!126 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!127 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!128 = !{!"LscSamplerRouting", i32 0}
!129 = !{!"UseBarrierControlFlowOptimization", i1 false}
!130 = !{!"EnableDynamicRQManagement", i1 false}
!131 = !{!"WaDisablePayloadCoalescing", i1 false}
!132 = !{!"Quad8InputThreshold", i32 0}
!133 = !{!"UseResourceLoopUnrollNested", i1 false}
!134 = !{!"DisableLoopUnroll", i1 false}
!135 = !{!"ForcePushConstantMode", i32 0}
!136 = !{!"UseInstructionHoistingOptimization", i1 false}
!137 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!138 = !{!"ForceVRTGRFCeiling", i32 0}
!139 = !{!"EnableSamplerBackingByLSC", i32 0}
!140 = !{!"UseLinearScanRA", i1 false}
!141 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!142 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!143 = !{!"VISASpillAllowed", i32 0}
!144 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!145 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!146 = !{!"FuncMD", !147, !148, !295, !296}
!147 = !{!"FuncMDMap[0]", ptr @shapes}
!148 = !{!"FuncMDValue[0]", !149, !153, !157, !160, !161, !162, !163, !164, !192, !193, !194, !217, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !270, !274, !278, !282, !286, !290, !291}
!149 = !{!"localOffsets", !150}
!150 = !{!"localOffsetsVec[0]", !151, !152}
!151 = !{!"m_Offset", i32 0}
!152 = !{!"m_Var", ptr addrspace(3) @shapes-ExtSLM}
!153 = !{!"workGroupWalkOrder", !154, !155, !156}
!154 = !{!"dim0", i32 0}
!155 = !{!"dim1", i32 1}
!156 = !{!"dim2", i32 2}
!157 = !{!"threadGroupSize", !154, !158, !159}
!158 = !{!"dim1", i32 0}
!159 = !{!"dim2", i32 0}
!160 = !{!"threadGroupSizeHint", !154, !158, !159}
!161 = !{!"vecTypeHint", !""}
!162 = !{!"funcArgs"}
!163 = !{!"argInfoList"}
!164 = !{!"implicitArgInfoList", !165, !171, !173, !175, !177, !179, !181, !183, !185, !187, !190}
!165 = !{!"implicitArgInfoListVec[0]", !166, !167, !168, !169, !170}
!166 = !{!"argId", i32 0}
!167 = !{!"explicitArgNum", i32 -1}
!168 = !{!"structArgOffset", i32 -1}
!169 = !{!"imgAccessFloatCoords", i32 -1}
!170 = !{!"imgAccessIntCoords", i32 -1}
!171 = !{!"implicitArgInfoListVec[1]", !172, !167, !168, !169, !170}
!172 = !{!"argId", i32 2}
!173 = !{!"implicitArgInfoListVec[2]", !174, !167, !168, !169, !170}
!174 = !{!"argId", i32 6}
!175 = !{!"implicitArgInfoListVec[3]", !176, !167, !168, !169, !170}
!176 = !{!"argId", i32 7}
!177 = !{!"implicitArgInfoListVec[4]", !178, !167, !168, !169, !170}
!178 = !{!"argId", i32 8}
!179 = !{!"implicitArgInfoListVec[5]", !180, !167, !168, !169, !170}
!180 = !{!"argId", i32 9}
!181 = !{!"implicitArgInfoListVec[6]", !182, !167, !168, !169, !170}
!182 = !{!"argId", i32 10}
!183 = !{!"implicitArgInfoListVec[7]", !184, !167, !168, !169, !170}
!184 = !{!"argId", i32 11}
!185 = !{!"implicitArgInfoListVec[8]", !186, !167, !168, !169, !170}
!186 = !{!"argId", i32 13}
!187 = !{!"implicitArgInfoListVec[9]", !188, !189, !168, !169, !170}
!188 = !{!"argId", i32 15}
!189 = !{!"explicitArgNum", i32 0}
!190 = !{!"implicitArgInfoListVec[10]", !188, !191, !168, !169, !170}
!191 = !{!"explicitArgNum", i32 2}
!192 = !{!"functionType", !"KernelFunction"}
!193 = !{!"requiredSubGroupSize", i32 0}
!194 = !{!"rtInfo", !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !212, !213, !214, !215, !216}
!195 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!196 = !{!"isContinuation", i1 false}
!197 = !{!"hasTraceRayPayload", i1 false}
!198 = !{!"hasHitAttributes", i1 false}
!199 = !{!"hasCallableData", i1 false}
!200 = !{!"ShaderStackSize", i32 0}
!201 = !{!"ShaderHash", i64 0}
!202 = !{!"ShaderName", !""}
!203 = !{!"ParentName", !""}
!204 = !{!"SlotNum", ptr null}
!205 = !{!"NOSSize", i32 0}
!206 = !{!"globalRootSignatureSize", i32 0}
!207 = !{!"Entries"}
!208 = !{!"SpillUnions"}
!209 = !{!"CustomHitAttrSizeInBytes", i32 0}
!210 = !{!"Types", !211}
!211 = !{!"FullFrameTys"}
!212 = !{!"Aliases"}
!213 = !{!"numSyncRTStacks", i32 0}
!214 = !{!"NumCoherenceHintBits", i32 0}
!215 = !{!"useSyncHWStack", i1 false}
!216 = !{!"OriginatingShaderName", !""}
!217 = !{!"resAllocMD", !218, !219, !220, !221, !239}
!218 = !{!"uavsNumType", i32 0}
!219 = !{!"srvsNumType", i32 0}
!220 = !{!"samplersNumType", i32 0}
!221 = !{!"argAllocMDList", !222, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238}
!222 = !{!"argAllocMDListVec[0]", !223, !224, !225}
!223 = !{!"type", i32 0}
!224 = !{!"extensionType", i32 -1}
!225 = !{!"indexType", i32 -1}
!226 = !{!"argAllocMDListVec[1]", !223, !224, !225}
!227 = !{!"argAllocMDListVec[2]", !223, !224, !225}
!228 = !{!"argAllocMDListVec[3]", !223, !224, !225}
!229 = !{!"argAllocMDListVec[4]", !223, !224, !225}
!230 = !{!"argAllocMDListVec[5]", !223, !224, !225}
!231 = !{!"argAllocMDListVec[6]", !223, !224, !225}
!232 = !{!"argAllocMDListVec[7]", !223, !224, !225}
!233 = !{!"argAllocMDListVec[8]", !223, !224, !225}
!234 = !{!"argAllocMDListVec[9]", !223, !224, !225}
!235 = !{!"argAllocMDListVec[10]", !223, !224, !225}
!236 = !{!"argAllocMDListVec[11]", !223, !224, !225}
!237 = !{!"argAllocMDListVec[12]", !223, !224, !225}
!238 = !{!"argAllocMDListVec[13]", !223, !224, !225}
!239 = !{!"inlineSamplersMD"}
!240 = !{!"maxByteOffsets"}
!241 = !{!"IsInitializer", i1 false}
!242 = !{!"IsFinalizer", i1 false}
!243 = !{!"CompiledSubGroupsNumber", i32 0}
!244 = !{!"maxRegPressureSimd16", i32 0}
!245 = !{!"maxRegPressureSimd32", i32 0}
!246 = !{!"maxRegUniformPressure", i32 0}
!247 = !{!"maxRegNonUniformPressure", i32 0}
!248 = !{!"bestGuessSimd", i32 0}
!249 = !{!"hasInlineVmeSamplers", i1 false}
!250 = !{!"localSize", i32 0}
!251 = !{!"localIDPresent", i1 false}
!252 = !{!"groupIDPresent", i1 false}
!253 = !{!"privateMemoryPerWI", i32 0}
!254 = !{!"prevFPOffset", i32 0}
!255 = !{!"globalIDPresent", i1 false}
!256 = !{!"hasSyncRTCalls", i1 false}
!257 = !{!"hasPrintfCalls", i1 false}
!258 = !{!"hasDPAS", i1 false}
!259 = !{!"requireAssertBuffer", i1 false}
!260 = !{!"requireSyncBuffer", i1 false}
!261 = !{!"hasIndirectCalls", i1 false}
!262 = !{!"hasNonKernelArgLoad", i1 false}
!263 = !{!"hasNonKernelArgStore", i1 false}
!264 = !{!"hasNonKernelArgAtomic", i1 false}
!265 = !{!"UserAnnotations"}
!266 = !{!"m_OpenCLArgAddressSpaces", !267, !268, !269}
!267 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!268 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 3}
!269 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!270 = !{!"m_OpenCLArgAccessQualifiers", !271, !272, !273}
!271 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!272 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!273 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!274 = !{!"m_OpenCLArgTypes", !275, !276, !277}
!275 = !{!"m_OpenCLArgTypesVec[0]", !"particle_t*"}
!276 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!277 = !{!"m_OpenCLArgTypesVec[2]", !"int*"}
!278 = !{!"m_OpenCLArgBaseTypes", !279, !280, !281}
!279 = !{!"m_OpenCLArgBaseTypesVec[0]", !"struct particle_t*"}
!280 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!281 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int*"}
!282 = !{!"m_OpenCLArgTypeQualifiers", !283, !284, !285}
!283 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!284 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!285 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!286 = !{!"m_OpenCLArgNames", !287, !288, !289}
!287 = !{!"m_OpenCLArgNamesVec[0]", !"ps"}
!288 = !{!"m_OpenCLArgNamesVec[1]", !"scratch"}
!289 = !{!"m_OpenCLArgNamesVec[2]", !"out"}
!290 = !{!"m_OpenCLArgScalarAsPointers"}
!291 = !{!"m_OptsToDisablePerFunc", !292, !293, !294}
!292 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!293 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!294 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!295 = !{!"FuncMDMap[1]", ptr @Intel_Symbol_Table_Void_Program}
!296 = !{!"FuncMDValue[1]", !297, !298, !157, !160, !161, !162, !163, !299, !192, !193, !194, !300, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !302, !303, !304, !305, !306, !307, !290, !291}
!297 = !{!"localOffsets"}
!298 = !{!"workGroupWalkOrder", !154, !158, !159}
!299 = !{!"implicitArgInfoList"}
!300 = !{!"resAllocMD", !218, !219, !220, !301, !239}
!301 = !{!"argAllocMDList"}
!302 = !{!"m_OpenCLArgAddressSpaces"}
!303 = !{!"m_OpenCLArgAccessQualifiers"}
!304 = !{!"m_OpenCLArgTypes"}
!305 = !{!"m_OpenCLArgBaseTypes"}
!306 = !{!"m_OpenCLArgTypeQualifiers"}
!307 = !{!"m_OpenCLArgNames"}
!308 = !{!"pushInfo", !309, !310, !311, !315, !316, !317, !318, !319, !320, !321, !322, !335, !336, !337, !338}
!309 = !{!"pushableAddresses"}
!310 = !{!"bindlessPushInfo"}
!311 = !{!"dynamicBufferInfo", !312, !313, !314}
!312 = !{!"firstIndex", i32 0}
!313 = !{!"numOffsets", i32 0}
!314 = !{!"forceDisabled", i1 false}
!315 = !{!"MaxNumberOfPushedBuffers", i32 0}
!316 = !{!"inlineConstantBufferSlot", i32 -1}
!317 = !{!"inlineConstantBufferOffset", i32 -1}
!318 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!319 = !{!"constants"}
!320 = !{!"inputs"}
!321 = !{!"constantReg"}
!322 = !{!"simplePushInfoArr", !323, !332, !333, !334}
!323 = !{!"simplePushInfoArrVec[0]", !324, !325, !326, !327, !328, !329, !330, !331}
!324 = !{!"cbIdx", i32 0}
!325 = !{!"pushableAddressGrfOffset", i32 -1}
!326 = !{!"pushableOffsetGrfOffset", i32 -1}
!327 = !{!"offset", i32 0}
!328 = !{!"size", i32 0}
!329 = !{!"isStateless", i1 false}
!330 = !{!"isBindless", i1 false}
!331 = !{!"simplePushLoads"}
!332 = !{!"simplePushInfoArrVec[1]", !324, !325, !326, !327, !328, !329, !330, !331}
!333 = !{!"simplePushInfoArrVec[2]", !324, !325, !326, !327, !328, !329, !330, !331}
!334 = !{!"simplePushInfoArrVec[3]", !324, !325, !326, !327, !328, !329, !330, !331}
!335 = !{!"simplePushBufferUsed", i32 0}
!336 = !{!"pushAnalysisWIInfos"}
!337 = !{!"inlineRTGlobalPtrOffset", i32 0}
!338 = !{!"rtSyncSurfPtrOffset", i32 0}
!339 = !{!"psInfo", !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355}
!340 = !{!"BlendStateDisabledMask", i8 0}
!341 = !{!"SkipSrc0Alpha", i1 false}
!342 = !{!"DualSourceBlendingDisabled", i1 false}
!343 = !{!"ForceEnableSimd32", i1 false}
!344 = !{!"DisableSimd32WithDiscard", i1 false}
!345 = !{!"outputDepth", i1 false}
!346 = !{!"outputStencil", i1 false}
!347 = !{!"outputMask", i1 false}
!348 = !{!"blendToFillEnabled", i1 false}
!349 = !{!"forceEarlyZ", i1 false}
!350 = !{!"hasVersionedLoop", i1 false}
!351 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!352 = !{!"blendOptimizationMode"}
!353 = !{!"colorOutputMask"}
!354 = !{!"isBlendEnabled"}
!355 = !{!"WaDisableVRS", i1 false}
!356 = !{!"csInfo", !357, !358, !359, !360, !72, !48, !49, !361, !50, !362, !363, !364, !365, !366, !367, !368, !369, !370, !371, !372, !83, !373, !374, !375, !376}
!357 = !{!"maxWorkGroupSize", i32 0}
!358 = !{!"waveSize", i32 0}
!359 = !{!"ComputeShaderSecondCompile"}
!360 = !{!"forcedSIMDSize", i8 0}
!361 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!362 = !{!"forceSpillCompression", i1 false}
!363 = !{!"allowLowerSimd", i1 false}
!364 = !{!"disableSimd32Slicing", i1 false}
!365 = !{!"disableSplitOnSpill", i1 false}
!366 = !{!"enableNewSpillCostFunction", i1 false}
!367 = !{!"forceVISAPreSched", i1 false}
!368 = !{!"disableLocalIdOrderOptimizations", i1 false}
!369 = !{!"disableDispatchAlongY", i1 false}
!370 = !{!"neededThreadIdLayout", ptr null}
!371 = !{!"forceTileYWalk", i1 false}
!372 = !{!"atomicBranch", i32 0}
!373 = !{!"disableEarlyOut", i1 false}
!374 = !{!"walkOrderEnabled", i1 false}
!375 = !{!"walkOrderOverride", i32 0}
!376 = !{!"ResForHfPacking"}
!377 = !{!"msInfo", !378, !379, !380, !381, !382, !383, !384, !385, !386}
!378 = !{!"PrimitiveTopology", i32 3}
!379 = !{!"MaxNumOfPrimitives", i32 0}
!380 = !{!"MaxNumOfVertices", i32 0}
!381 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!382 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!383 = !{!"WorkGroupSize", i32 0}
!384 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!385 = !{!"IndexFormat", i32 6}
!386 = !{!"SubgroupSize", i32 0}
!387 = !{!"taskInfo", !388, !383, !384, !386}
!388 = !{!"MaxNumOfOutputs", i32 0}
!389 = !{!"NBarrierCnt", i32 0}
!390 = !{!"rtInfo", !391, !392, !393, !394, !395, !396, !397, !398, !399, !400, !401, !402, !403, !404, !213}
!391 = !{!"RayQueryAllocSizeInBytes", i32 0}
!392 = !{!"NumContinuations", i32 0}
!393 = !{!"RTAsyncStackAddrspace", i32 -1}
!394 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!395 = !{!"SWHotZoneAddrspace", i32 -1}
!396 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!397 = !{!"SWStackAddrspace", i32 -1}
!398 = !{!"SWStackSurfaceStateOffset", ptr null}
!399 = !{!"RTSyncStackAddrspace", i32 -1}
!400 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!401 = !{!"doSyncDispatchRays", i1 false}
!402 = !{!"MemStyle", !"Xe"}
!403 = !{!"GlobalDataStyle", !"Xe"}
!404 = !{!"uberTileDimensions", ptr null}
!405 = !{!"hasSliceLayoutDependency", i1 false}
!406 = !{!"CurUniqueIndirectIdx", i32 0}
!407 = !{!"inlineDynTextures"}
!408 = !{!"inlineResInfoData"}
!409 = !{!"immConstant", !410, !411, !412}
!410 = !{!"data"}
!411 = !{!"sizes"}
!412 = !{!"zeroIdxs"}
!413 = !{!"stringConstants"}
!414 = !{!"inlineBuffers", !415, !419, !421}
!415 = !{!"inlineBuffersVec[0]", !416, !417, !418}
!416 = !{!"alignment", i32 0}
!417 = !{!"allocSize", i64 16}
!418 = !{!"Buffer"}
!419 = !{!"inlineBuffersVec[1]", !416, !420, !418}
!420 = !{!"allocSize", i64 0}
!421 = !{!"inlineBuffersVec[2]", !416, !420, !418}
!422 = !{!"GlobalBufferAddressRelocInfo"}
!423 = !{!"ConstantBufferAddressRelocInfo"}
!424 = !{!"forceLscCacheList"}
!425 = !{!"SrvMap"}
!426 = !{!"RasterizerOrderedByteAddressBuffer"}
!427 = !{!"RasterizerOrderedViews"}
!428 = !{!"MinNOSPushConstantSize", i32 0}
!429 = !{!"inlineProgramScopeOffsets", !430, !431}
!430 = !{!"inlineProgramScopeOffsetsMap[0]", ptr addrspace(2) @table}
!431 = !{!"inlineProgramScopeOffsetsValue[0]", i64 0}
!432 = !{!"shaderData", !433}
!433 = !{!"numReplicas", i32 0}
!434 = !{!"URBInfo", !435, !436, !437}
!435 = !{!"has64BVertexHeaderInput", i1 false}
!436 = !{!"has64BVertexHeaderOutput", i1 false}
!437 = !{!"hasVertexHeader", i1 true}
!438 = !{!"UseBindlessImage", i1 false}
!439 = !{!"HasBindlessImageRead", i1 false}
!440 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!441 = !{!"enableRangeReduce", i1 false}
!442 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!443 = !{!"disableMatchMadOptimizationForCS", i1 false}
!444 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!445 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!446 = !{!"statefulResourcesNotAliased", i1 false}
!447 = !{!"disableMixMode", i1 false}
!448 = !{!"genericAccessesResolved", i1 false}
!449 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!450 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!451 = !{!"disableSeparateScratchWA", i1 false}
!452 = !{!"enableRemoveUnusedTGMFence", i1 false}
!453 = !{!"PrivateMemoryPerFG", !454, !455, !456, !457}
!454 = !{!"PrivateMemoryPerFGMap[0]", ptr @shapes}
!455 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!456 = !{!"PrivateMemoryPerFGMap[1]", ptr @Intel_Symbol_Table_Void_Program}
!457 = !{!"PrivateMemoryPerFGValue[1]", i32 0}
!458 = !{!"m_OptsToDisable"}
!459 = !{!"capabilities", !460}
!460 = !{!"globalVariableDecorationsINTEL", i1 false}
!461 = !{!"extensions", !462}
!462 = !{!"spvINTELBindlessImages", i1 false}
!463 = !{!"m_ShaderResourceViewMcsMask", !464, !465}
!464 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!465 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!466 = !{!"computedDepthMode", i32 0}
!467 = !{!"isHDCFastClearShader", i1 false}
!468 = !{!"argRegisterReservations", !469}
!469 = !{!"argRegisterReservationsVec[0]", i32 0}
!470 = !{!"SIMD16_SpillThreshold", i8 0}
!471 = !{!"SIMD32_SpillThreshold", i8 0}
!472 = !{!"m_CacheControlOption", !473, !474, !475, !476}
!473 = !{!"LscLoadCacheControlOverride", i8 0}
!474 = !{!"LscStoreCacheControlOverride", i8 0}
!475 = !{!"TgmLoadCacheControlOverride", i8 0}
!476 = !{!"TgmStoreCacheControlOverride", i8 0}
!477 = !{!"ModuleUsesBindless", i1 false}
!478 = !{!"predicationMap"}
!479 = !{!"lifeTimeStartMap"}
!480 = !{!"HitGroups"}
!481 = !{i32 2, i32 0}
!482 = !{!"clang version 16.0.6"}
!483 = !{!"clang version 9.0.0 (c68f557a081b1b2339a42d7cd6af3c2ab18c6061)"}
!484 = distinct !DISubprogram(name: "shapes", scope: null, file: !3, line: 6, type: !485, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !531, retainedNodes: !508)
!485 = !DISubroutineType(types: !486)
!486 = !{null, !487, !506, !507}
!487 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !488, size: 64, dwarfAddressSpace: 1)
!488 = !DIDerivedType(tag: DW_TAG_typedef, name: "particle_t", file: !3, baseType: !489)
!489 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 4, size: 256, elements: !490)
!490 = !{!491, !498, !504}
!491 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !489, file: !3, line: 4, baseType: !492, size: 128, flags: DIFlagPublic)
!492 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !493, baseType: !494)
!493 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!494 = !DICompositeType(tag: DW_TAG_array_type, baseType: !495, size: 128, flags: DIFlagVector, elements: !496)
!495 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!496 = !{!497}
!497 = !DISubrange(count: 3, lowerBound: 0)
!498 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !489, file: !3, line: 4, baseType: !499, size: 64, offset: 128, flags: DIFlagPublic)
!499 = !DICompositeType(tag: DW_TAG_array_type, baseType: !500, size: 64, elements: !502)
!500 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !493, baseType: !501)
!501 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!502 = !{!503}
!503 = !DISubrange(count: 8, lowerBound: 0)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !489, file: !3, line: 4, baseType: !505, size: 32, offset: 192, flags: DIFlagPublic)
!505 = !DIDerivedType(tag: DW_TAG_typedef, name: "color_t", file: !3, baseType: !5)
!506 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !495, size: 64, dwarfAddressSpace: 3)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!508 = !{!509, !510, !511, !512, !515, !516, !522}
!509 = !DILocalVariable(name: "ps", arg: 1, scope: !484, file: !3, line: 6, type: !487)
!510 = !DILocalVariable(name: "scratch", arg: 2, scope: !484, file: !3, line: 6, type: !506)
!511 = !DILocalVariable(name: "out", arg: 3, scope: !484, file: !3, line: 6, type: !507)
!512 = !DILocalVariable(name: "lid", scope: !484, file: !3, line: 7, type: !513)
!513 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !493, baseType: !514)
!514 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!515 = !DILocalVariable(name: "p", scope: !484, file: !3, line: 8, type: !488)
!516 = !DILocalVariable(name: "b", scope: !484, file: !3, line: 9, type: !517)
!517 = !DIDerivedType(tag: DW_TAG_typedef, name: "bits_t", file: !3, baseType: !518)
!518 = !DICompositeType(tag: DW_TAG_union_type, file: !3, line: 2, size: 32, elements: !519)
!519 = !{!520, !521}
!520 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !518, file: !3, line: 2, baseType: !13, size: 32, flags: DIFlagPublic)
!521 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !518, file: !3, line: 2, baseType: !495, size: 32, flags: DIFlagPublic)
!522 = !DILocalVariable(name: "nd", scope: !484, file: !3, line: 10, type: !523)
!523 = !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 3, size: 192, elements: !524)
!524 = !{!525, !526, !528, !530}
!525 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !523, file: !3, line: 3, baseType: !13, size: 32, flags: DIFlagPublic)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !523, file: !3, line: 3, baseType: !527, size: 64, offset: 64, flags: DIFlagPublic)
!527 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !523, size: 64, dwarfAddressSpace: 0)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !523, file: !3, line: 3, baseType: !529, size: 16, offset: 128, flags: DIFlagPublic)
!529 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!530 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !523, file: !3, line: 3, baseType: !529, size: 16, offset: 144, flags: DIFlagPublic)
!531 = !{}
!532 = !DILocalVariable(name: "table", scope: !484, file: !3, line: 5, type: !12)
!533 = !DILocation(line: 6, scope: !484)
!534 = !DILocation(line: 10, column: 15, scope: !484)
!535 = !DILocation(line: 0, scope: !484)
!536 = !DILocation(line: 7, column: 16, scope: !484)
!537 = !DILocation(line: 8, column: 21, scope: !484)
!538 = !DILocation(line: 8, column: 18, scope: !484)
!539 = !DILocation(line: 9, column: 17, scope: !484)
!540 = !DILocation(line: 11, column: 28, scope: !484)
!541 = !DILocation(line: 11, column: 26, scope: !484)
!542 = !DILocation(line: 11, column: 3, scope: !484)
!543 = !DILocation(line: 11, column: 16, scope: !484)
!544 = !DILocation(line: 12, column: 3, scope: !484)
!545 = !DILocation(line: 13, column: 59, scope: !484)
!546 = !{float 2.500000e+00}
!547 = !DILocation(line: 13, column: 41, scope: !484)
!548 = !DILocation(line: 13, column: 36, scope: !484)
!549 = !DILocation(line: 13, column: 34, scope: !484)
!550 = !{!551}
!551 = !{i32 4469}
!552 = !DILocation(line: 13, column: 80, scope: !484)
!553 = !DILocation(line: 13, column: 86, scope: !484)
!554 = !DILocation(line: 13, column: 3, scope: !484)
!555 = !DILocation(line: 13, column: 25, scope: !484)
!556 = !DILocation(line: 14, column: 1, scope: !484)
