; ------------------------------------------------
; OCL_asma85fc9a8ad8a661d_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p2490368:32:32:32"
target triple = "spir64-unknown-unknown"

@coef = addrspace(2) constant [3 x float] [float 5.000000e-01, float 1.500000e+00, float 2.500000e+00], align 4, !dbg !0, !spirv.Decorations !17
@counter = addrspace(1) global i32 7, align 4, !dbg !5, !spirv.Decorations !21
@bias = addrspace(1) global [2 x float] [float 2.500000e-01, float -1.000000e+00], align 4, !dbg !8, !spirv.Decorations !23
@llvm.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(2) @coef to ptr), ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @bias to ptr)], section "llvm.metadata"

; Function Attrs: convergent nounwind
define spir_kernel void @globals(ptr addrspace(1) align 4 %out, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(2) %constBase, ptr addrspace(1) %globalBase, ptr %privateBase, i32 %bufferOffset, i32 %bindlessOffset, i32 %bindlessOffset1, i32 %bindlessOffset2) #0 !dbg !483 {
entry:
  call void @llvm.dbg.value(metadata [3 x float] [float 5.000000e-01, float 1.500000e+00, float 2.500000e+00], metadata !495, metadata !DIExpression()), !dbg !496
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !498
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !498
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !498
  %6 = zext i16 %localIdX to i32, !dbg !498
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !498
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !498
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !498
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !498
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !498
  %12 = extractvalue { i32, i32 } %10, 1, !dbg !498
  call void @llvm.dbg.value(metadata i64 undef, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497
  %13 = shl i32 %11, 2, !dbg !499
  %14 = add i32 %13, %bufferOffset, !dbg !499
  %15 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !499
  %16 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %15, i32 %14, i32 4, i1 false), !dbg !499
  %17 = icmp ult i32 %12, 1, !dbg !500
  br i1 %17, label %udiv_pow2_64b_as_32b, label %udiv_pow2_64b, !dbg !500

udiv_pow2_64b_as_32b:                             ; preds = %entry
  %q_appx = call i32 @llvm.genx.GenISA.umulH.i32(i32 %11, i32 -1431655765), !dbg !500
  %q_appx20 = lshr i32 %q_appx, 1, !dbg !500
  %q_times_d.neg = mul i32 %q_appx20, -3, !dbg !500
  %rem21 = add i32 %q_times_d.neg, %11, !dbg !500
  br label %49, !dbg !500

udiv_pow2_64b:                                    ; preds = %entry
  %18 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %11, i32 0, i32 -1431655765, i32 0), !dbg !500
  %19 = extractvalue { i32, i32 } %18, 1, !dbg !500
  %20 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %12, i32 0, i32 -1431655765, i32 0), !dbg !500
  %21 = extractvalue { i32, i32 } %20, 0, !dbg !500
  %22 = extractvalue { i32, i32 } %20, 1, !dbg !500
  %23 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %21, i32 %22, i32 %19, i32 0), !dbg !500
  %24 = extractvalue { i32, i32 } %23, 0, !dbg !500
  %25 = extractvalue { i32, i32 } %23, 1, !dbg !500
  %26 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %11, i32 0, i32 -1431655766, i32 0), !dbg !500
  %27 = extractvalue { i32, i32 } %26, 0, !dbg !500
  %28 = extractvalue { i32, i32 } %26, 1, !dbg !500
  %29 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %27, i32 %28, i32 %24, i32 0), !dbg !500
  %30 = extractvalue { i32, i32 } %29, 1, !dbg !500
  %31 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %12, i32 0, i32 -1431655766, i32 0), !dbg !500
  %32 = extractvalue { i32, i32 } %31, 0, !dbg !500
  %33 = extractvalue { i32, i32 } %31, 1, !dbg !500
  %34 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %32, i32 %33, i32 %25, i32 0), !dbg !500
  %35 = extractvalue { i32, i32 } %34, 0, !dbg !500
  %36 = extractvalue { i32, i32 } %34, 1, !dbg !500
  %37 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %35, i32 %36, i32 %30, i32 0), !dbg !500
  %38 = extractvalue { i32, i32 } %37, 0, !dbg !500
  %39 = extractvalue { i32, i32 } %37, 1, !dbg !500
  %40 = lshr i32 %39, 1, !dbg !500
  %41 = shl i32 %39, 31, !dbg !500
  %42 = lshr i32 %38, 1, !dbg !500
  %43 = or i32 %42, %41, !dbg !500
  %44 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %43, i32 %40, i32 -3, i32 0), !dbg !500
  %45 = extractvalue { i32, i32 } %44, 0, !dbg !500
  %46 = extractvalue { i32, i32 } %44, 1, !dbg !500
  %47 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %45, i32 %46, i32 %11, i32 %12), !dbg !500
  %48 = extractvalue { i32, i32 } %47, 0, !dbg !500
  br label %49, !dbg !500

49:                                               ; preds = %udiv_pow2_64b, %udiv_pow2_64b_as_32b
  %.off0 = phi i32 [ %rem21, %udiv_pow2_64b_as_32b ], [ %48, %udiv_pow2_64b ]
  %50 = shl i32 %.off0, 2, !dbg !501
  %51 = inttoptr i32 %bindlessOffset1 to ptr addrspace(2490368), !dbg !501
  %52 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %51, i32 %50, i32 4, i1 false), !dbg !501
  %53 = and i32 %13, 4, !dbg !502
  %54 = add nuw nsw i32 %53, 4, !dbg !502
  %55 = inttoptr i32 %bindlessOffset2 to ptr addrspace(2490368), !dbg !502
  %56 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %55, i32 %54, i32 4, i1 false), !dbg !502
  %57 = call float @llvm.fma.f32(float %16, float %52, float %56), !dbg !503
  call void @llvm.dbg.value(metadata float %57, metadata !493, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497
  %58 = load i32, ptr addrspace(1) %globalBase, align 4, !dbg !504
  %conv = sitofp i32 %58 to float, !dbg !504
  %add = fadd float %57, %conv, !dbg !505
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368) %15, i32 %14, float %add, i32 4, i1 false), !dbg !506
  %59 = icmp eq i32 %11, 0, !dbg !507
  %60 = icmp eq i32 %12, 0, !dbg !507
  %61 = and i1 %60, %59, !dbg !507
  br i1 %61, label %if.then, label %.if.end_crit_edge, !dbg !509

.if.end_crit_edge:                                ; preds = %49
  br label %if.end, !dbg !509

if.then:                                          ; preds = %49
  %62 = load i32, ptr addrspace(1) %globalBase, align 4, !dbg !510
  %add5 = add nsw i32 %62, 1, !dbg !510, !spirv.Decorations !511
  store i32 %add5, ptr addrspace(1) %globalBase, align 4, !dbg !510
  br label %if.end, !dbg !513

if.end:                                           ; preds = %.if.end_crit_edge, %if.then
  ret void, !dbg !514
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #2

declare i32 @printf(ptr addrspace(2), ...)

define spir_kernel void @Intel_Symbol_Table_Void_Program() {
entry:
  ret void
}

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare void @llvm.genx.GenISA.CatchAllDebugLine() #4

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.genx.GenISA.umulH.i32(i32, i32) #4

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(argmem: read)
declare float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368), i32, i32, i1) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368), i32, float, i32, i1) #6

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.mul.pair(i32, i32, i32, i32) #4

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #4

attributes #0 = { convergent nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind memory(argmem: write) }

!llvm.module.flags = !{!25, !26, !27}
!llvm.dbg.cu = !{!2}
!spirv.MemoryModel = !{!28}
!spirv.Source = !{!29}
!spirv.Generator = !{!30}
!igc.functions = !{!31, !34}
!IGCMetadata = !{!35}
!opencl.ocl.version = !{!481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481}
!opencl.spir.version = !{!481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481}
!llvm.ident = !{!482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482, !482}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "coef", scope: !2, file: !3, line: 2, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "globals.cl", directory: "/src/kernels")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "bias", scope: !2, file: !3, line: 4, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !12)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = !{!13}
!13 = !DISubrange(count: 2, lowerBound: 0)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3, lowerBound: 0)
!17 = !{!18, !19, !20}
!18 = !{i32 22}
!19 = !{i32 41, !"coef", i32 0}
!20 = !{i32 44, i32 4}
!21 = !{!22, !20}
!22 = !{i32 41, !"counter", i32 0}
!23 = !{!24, !20}
!24 = !{i32 41, !"bias", i32 0}
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 2, i32 2}
!29 = !{i32 3, i32 300000}
!30 = !{i16 6, i16 14}
!31 = !{ptr @globals, !32}
!32 = !{!33}
!33 = !{!"function_type", i32 0}
!34 = !{ptr @Intel_Symbol_Table_Void_Program, !32}
!35 = !{!"ModuleMD", !36, !37, !151, !304, !335, !352, !373, !383, !385, !386, !401, !402, !403, !404, !405, !409, !410, !418, !419, !420, !421, !422, !423, !424, !425, !432, !434, !438, !439, !440, !441, !442, !443, !444, !445, !446, !447, !448, !449, !450, !451, !452, !259, !453, !458, !459, !461, !463, !466, !467, !468, !470, !471, !472, !477, !478, !479, !480}
!36 = !{!"isPrecise", i1 false}
!37 = !{!"compOpt", !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150}
!38 = !{!"DenormsAreZero", i1 false}
!39 = !{!"BFTFDenormsAreZero", i1 false}
!40 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!41 = !{!"OptDisable", i1 false}
!42 = !{!"MadEnable", i1 false}
!43 = !{!"NoSignedZeros", i1 false}
!44 = !{!"NoNaNs", i1 false}
!45 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!46 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!47 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!48 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_FLUSH_TO_ZERO"}
!49 = !{!"FloatRoundingMode", i32 0}
!50 = !{!"FloatCvtIntRoundingMode", i32 3}
!51 = !{!"LoadCacheDefault", i32 4}
!52 = !{!"StoreCacheDefault", i32 7}
!53 = !{!"VISAPreSchedRPThreshold", i32 0}
!54 = !{!"VISAPreSchedCtrl", i32 0}
!55 = !{!"SetLoopUnrollThreshold", i32 0}
!56 = !{!"UnsafeMathOptimizations", i1 false}
!57 = !{!"disableCustomUnsafeOpts", i1 false}
!58 = !{!"disableReducePow", i1 false}
!59 = !{!"disableSqrtOpt", i1 false}
!60 = !{!"FiniteMathOnly", i1 false}
!61 = !{!"FastRelaxedMath", i1 false}
!62 = !{!"DashGSpecified", i1 true}
!63 = !{!"FastCompilation", i1 false}
!64 = !{!"UseScratchSpacePrivateMemory", i1 false}
!65 = !{!"RelaxedBuiltins", i1 false}
!66 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!67 = !{!"GreaterThan2GBBufferRequired", i1 true}
!68 = !{!"GreaterThan4GBBufferRequired", i1 false}
!69 = !{!"DisableA64WA", i1 false}
!70 = !{!"ForceEnableA64WA", i1 false}
!71 = !{!"PushConstantsEnable", i1 true}
!72 = !{!"HasPositivePointerOffset", i1 false}
!73 = !{!"HasBufferOffsetArg", i1 true}
!74 = !{!"BufferOffsetArgOptional", i1 true}
!75 = !{!"replaceGlobalOffsetsByZero", i1 false}
!76 = !{!"forcePixelShaderSIMDMode", i32 0}
!77 = !{!"forceTotalGRFNum", i32 0}
!78 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!79 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!80 = !{!"UniformWGS", i1 false}
!81 = !{!"disableVertexComponentPacking", i1 false}
!82 = !{!"disablePartialVertexComponentPacking", i1 false}
!83 = !{!"PreferBindlessImages", i1 true}
!84 = !{!"UseBindlessMode", i1 true}
!85 = !{!"UseLegacyBindlessMode", i1 false}
!86 = !{!"disableMathRefactoring", i1 false}
!87 = !{!"atomicBranch", i1 false}
!88 = !{!"spillCompression", i1 false}
!89 = !{!"AllowLICM", i1 true}
!90 = !{!"DisableEarlyOut", i1 false}
!91 = !{!"ForceInt32DivRemEmu", i1 false}
!92 = !{!"ForceInt32DivRemEmuSP", i1 false}
!93 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!94 = !{!"DisableFastestSingleCSSIMD", i1 false}
!95 = !{!"DisableFastestLinearScan", i1 false}
!96 = !{!"UseStatelessforPrivateMemory", i1 false}
!97 = !{!"EnableTakeGlobalAddress", i1 false}
!98 = !{!"IsLibraryCompilation", i1 false}
!99 = !{!"LibraryCompileSIMDSize", i32 0}
!100 = !{!"FastVISACompile", i1 false}
!101 = !{!"MatchSinCosPi", i1 false}
!102 = !{!"ExcludeIRFromZEBinary", i1 false}
!103 = !{!"EmitZeBinVISASections", i1 false}
!104 = !{!"FP64GenEmulationEnabled", i1 false}
!105 = !{!"FP64GenConvEmulationEnabled", i1 false}
!106 = !{!"allowDisableRematforCS", i1 false}
!107 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!108 = !{!"DisableCPSOmaskWA", i1 false}
!109 = !{!"DisableFastestGopt", i1 false}
!110 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!111 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!112 = !{!"DisableConstantCoalescing", i1 false}
!113 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!114 = !{!"WaEnableALTModeVisaWA", i1 false}
!115 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!116 = !{!"WaDisableDualSIMD8", i1 false}
!117 = !{!"EnableLdStCombineforLoad", i1 false}
!118 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!119 = !{!"ForceUniformBuffer", i1 false}
!120 = !{!"ForceUniformSurfaceSampler", i1 false}
!121 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!122 = !{!"NewSpillCostFunction", i1 false}
!123 = !{!"EnableVRT", i1 true}
!124 = !{!"ForceLargeGRFNum4RQ", i1 false}
!125 = !{!"DisableEUFusion", i1 false}
!126 = !{!"DisableFDivToFMulInvOpt", i1 false}
!127 = !{!"initializePhiSampleSourceWA", i1 false}
!128 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!129 = !{!"DisableLoosenSimd32Occu", i1 false}
!130 = !{!"FastestS1Options", i32 0}
!131 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!132 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!133 = !{!"LscSamplerRouting", i32 0}
!134 = !{!"UseBarrierControlFlowOptimization", i1 false}
!135 = !{!"EnableDynamicRQManagement", i1 false}
!136 = !{!"WaDisablePayloadCoalescing", i1 false}
!137 = !{!"Quad8InputThreshold", i32 0}
!138 = !{!"UseResourceLoopUnrollNested", i1 false}
!139 = !{!"DisableLoopUnroll", i1 false}
!140 = !{!"ForcePushConstantMode", i32 0}
!141 = !{!"UseInstructionHoistingOptimization", i1 false}
!142 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!143 = !{!"ForceVRTGRFCeiling", i32 0}
!144 = !{!"EnableSamplerBackingByLSC", i32 0}
!145 = !{!"UseLinearScanRA", i1 false}
!146 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!147 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!148 = !{!"VISASpillAllowed", i32 0}
!149 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!150 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!151 = !{!"FuncMD", !152, !153, !290, !291}
!152 = !{!"FuncMDMap[0]", ptr @globals}
!153 = !{!"FuncMDValue[0]", !154, !155, !159, !162, !163, !164, !165, !166, !198, !199, !200, !223, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !270, !271, !272, !274, !276, !278, !280, !282, !284, !286}
!154 = !{!"localOffsets"}
!155 = !{!"workGroupWalkOrder", !156, !157, !158}
!156 = !{!"dim0", i32 0}
!157 = !{!"dim1", i32 1}
!158 = !{!"dim2", i32 2}
!159 = !{!"threadGroupSize", !156, !160, !161}
!160 = !{!"dim1", i32 0}
!161 = !{!"dim2", i32 0}
!162 = !{!"threadGroupSizeHint", !156, !160, !161}
!163 = !{!"vecTypeHint", !""}
!164 = !{!"funcArgs"}
!165 = !{!"argInfoList"}
!166 = !{!"implicitArgInfoList", !167, !173, !175, !177, !179, !181, !183, !185, !187, !189, !192, !194, !196}
!167 = !{!"implicitArgInfoListVec[0]", !168, !169, !170, !171, !172}
!168 = !{!"argId", i32 0}
!169 = !{!"explicitArgNum", i32 -1}
!170 = !{!"structArgOffset", i32 -1}
!171 = !{!"imgAccessFloatCoords", i32 -1}
!172 = !{!"imgAccessIntCoords", i32 -1}
!173 = !{!"implicitArgInfoListVec[1]", !174, !169, !170, !171, !172}
!174 = !{!"argId", i32 2}
!175 = !{!"implicitArgInfoListVec[2]", !176, !169, !170, !171, !172}
!176 = !{!"argId", i32 7}
!177 = !{!"implicitArgInfoListVec[3]", !178, !169, !170, !171, !172}
!178 = !{!"argId", i32 8}
!179 = !{!"implicitArgInfoListVec[4]", !180, !169, !170, !171, !172}
!180 = !{!"argId", i32 9}
!181 = !{!"implicitArgInfoListVec[5]", !182, !169, !170, !171, !172}
!182 = !{!"argId", i32 10}
!183 = !{!"implicitArgInfoListVec[6]", !184, !169, !170, !171, !172}
!184 = !{!"argId", i32 11}
!185 = !{!"implicitArgInfoListVec[7]", !186, !169, !170, !171, !172}
!186 = !{!"argId", i32 12}
!187 = !{!"implicitArgInfoListVec[8]", !188, !169, !170, !171, !172}
!188 = !{!"argId", i32 13}
!189 = !{!"implicitArgInfoListVec[9]", !190, !191, !170, !171, !172}
!190 = !{!"argId", i32 15}
!191 = !{!"explicitArgNum", i32 0}
!192 = !{!"implicitArgInfoListVec[10]", !193, !191, !170, !171, !172}
!193 = !{!"argId", i32 54}
!194 = !{!"implicitArgInfoListVec[11]", !193, !195, !170, !171, !172}
!195 = !{!"explicitArgNum", i32 7}
!196 = !{!"implicitArgInfoListVec[12]", !193, !197, !170, !171, !172}
!197 = !{!"explicitArgNum", i32 8}
!198 = !{!"functionType", !"KernelFunction"}
!199 = !{!"requiredSubGroupSize", i32 0}
!200 = !{!"rtInfo", !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !218, !219, !220, !221, !222}
!201 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!202 = !{!"isContinuation", i1 false}
!203 = !{!"hasTraceRayPayload", i1 false}
!204 = !{!"hasHitAttributes", i1 false}
!205 = !{!"hasCallableData", i1 false}
!206 = !{!"ShaderStackSize", i32 0}
!207 = !{!"ShaderHash", i64 0}
!208 = !{!"ShaderName", !""}
!209 = !{!"ParentName", !""}
!210 = !{!"SlotNum", ptr null}
!211 = !{!"NOSSize", i32 0}
!212 = !{!"globalRootSignatureSize", i32 0}
!213 = !{!"Entries"}
!214 = !{!"SpillUnions"}
!215 = !{!"CustomHitAttrSizeInBytes", i32 0}
!216 = !{!"Types", !217}
!217 = !{!"FullFrameTys"}
!218 = !{!"Aliases"}
!219 = !{!"numSyncRTStacks", i32 0}
!220 = !{!"NumCoherenceHintBits", i32 0}
!221 = !{!"useSyncHWStack", i1 false}
!222 = !{!"OriginatingShaderName", !""}
!223 = !{!"resAllocMD", !224, !225, !226, !227, !245}
!224 = !{!"uavsNumType", i32 3}
!225 = !{!"srvsNumType", i32 0}
!226 = !{!"samplersNumType", i32 0}
!227 = !{!"argAllocMDList", !228, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244}
!228 = !{!"argAllocMDListVec[0]", !229, !230, !231}
!229 = !{!"type", i32 0}
!230 = !{!"extensionType", i32 -1}
!231 = !{!"indexType", i32 -1}
!232 = !{!"argAllocMDListVec[1]", !229, !230, !231}
!233 = !{!"argAllocMDListVec[2]", !229, !230, !231}
!234 = !{!"argAllocMDListVec[3]", !229, !230, !231}
!235 = !{!"argAllocMDListVec[4]", !229, !230, !231}
!236 = !{!"argAllocMDListVec[5]", !229, !230, !231}
!237 = !{!"argAllocMDListVec[6]", !229, !230, !231}
!238 = !{!"argAllocMDListVec[7]", !229, !230, !231}
!239 = !{!"argAllocMDListVec[8]", !229, !230, !231}
!240 = !{!"argAllocMDListVec[9]", !229, !230, !231}
!241 = !{!"argAllocMDListVec[10]", !229, !230, !231}
!242 = !{!"argAllocMDListVec[11]", !229, !230, !231}
!243 = !{!"argAllocMDListVec[12]", !229, !230, !231}
!244 = !{!"argAllocMDListVec[13]", !229, !230, !231}
!245 = !{!"inlineSamplersMD"}
!246 = !{!"maxByteOffsets"}
!247 = !{!"IsInitializer", i1 false}
!248 = !{!"IsFinalizer", i1 false}
!249 = !{!"CompiledSubGroupsNumber", i32 0}
!250 = !{!"maxRegPressureSimd16", i32 0}
!251 = !{!"maxRegPressureSimd32", i32 0}
!252 = !{!"maxRegUniformPressure", i32 0}
!253 = !{!"maxRegNonUniformPressure", i32 0}
!254 = !{!"bestGuessSimd", i32 0}
!255 = !{!"hasInlineVmeSamplers", i1 false}
!256 = !{!"localSize", i32 0}
!257 = !{!"localIDPresent", i1 false}
!258 = !{!"groupIDPresent", i1 false}
!259 = !{!"privateMemoryPerWI", i32 0}
!260 = !{!"prevFPOffset", i32 0}
!261 = !{!"globalIDPresent", i1 false}
!262 = !{!"hasSyncRTCalls", i1 false}
!263 = !{!"hasPrintfCalls", i1 false}
!264 = !{!"hasDPAS", i1 false}
!265 = !{!"requireAssertBuffer", i1 false}
!266 = !{!"requireSyncBuffer", i1 false}
!267 = !{!"hasIndirectCalls", i1 false}
!268 = !{!"hasNonKernelArgLoad", i1 false}
!269 = !{!"hasNonKernelArgStore", i1 false}
!270 = !{!"hasNonKernelArgAtomic", i1 false}
!271 = !{!"UserAnnotations"}
!272 = !{!"m_OpenCLArgAddressSpaces", !273}
!273 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!274 = !{!"m_OpenCLArgAccessQualifiers", !275}
!275 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!276 = !{!"m_OpenCLArgTypes", !277}
!277 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!278 = !{!"m_OpenCLArgBaseTypes", !279}
!279 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!280 = !{!"m_OpenCLArgTypeQualifiers", !281}
!281 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!282 = !{!"m_OpenCLArgNames", !283}
!283 = !{!"m_OpenCLArgNamesVec[0]", !"out"}
!284 = !{!"m_OpenCLArgScalarAsPointers", !285}
!285 = !{!"m_OpenCLArgScalarAsPointersSet[0]", i32 8}
!286 = !{!"m_OptsToDisablePerFunc", !287, !288, !289}
!287 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!288 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!289 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!290 = !{!"FuncMDMap[1]", ptr @Intel_Symbol_Table_Void_Program}
!291 = !{!"FuncMDValue[1]", !154, !292, !159, !162, !163, !164, !165, !293, !198, !199, !200, !294, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !270, !271, !297, !298, !299, !300, !301, !302, !303, !286}
!292 = !{!"workGroupWalkOrder", !156, !160, !161}
!293 = !{!"implicitArgInfoList"}
!294 = !{!"resAllocMD", !295, !225, !226, !296, !245}
!295 = !{!"uavsNumType", i32 0}
!296 = !{!"argAllocMDList"}
!297 = !{!"m_OpenCLArgAddressSpaces"}
!298 = !{!"m_OpenCLArgAccessQualifiers"}
!299 = !{!"m_OpenCLArgTypes"}
!300 = !{!"m_OpenCLArgBaseTypes"}
!301 = !{!"m_OpenCLArgTypeQualifiers"}
!302 = !{!"m_OpenCLArgNames"}
!303 = !{!"m_OpenCLArgScalarAsPointers"}
!304 = !{!"pushInfo", !305, !306, !307, !311, !312, !313, !314, !315, !316, !317, !318, !331, !332, !333, !334}
!305 = !{!"pushableAddresses"}
!306 = !{!"bindlessPushInfo"}
!307 = !{!"dynamicBufferInfo", !308, !309, !310}
!308 = !{!"firstIndex", i32 0}
!309 = !{!"numOffsets", i32 0}
!310 = !{!"forceDisabled", i1 false}
!311 = !{!"MaxNumberOfPushedBuffers", i32 0}
!312 = !{!"inlineConstantBufferSlot", i32 -1}
!313 = !{!"inlineConstantBufferOffset", i32 -1}
!314 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!315 = !{!"constants"}
!316 = !{!"inputs"}
!317 = !{!"constantReg"}
!318 = !{!"simplePushInfoArr", !319, !328, !329, !330}
!319 = !{!"simplePushInfoArrVec[0]", !320, !321, !322, !323, !324, !325, !326, !327}
!320 = !{!"cbIdx", i32 0}
!321 = !{!"pushableAddressGrfOffset", i32 -1}
!322 = !{!"pushableOffsetGrfOffset", i32 -1}
!323 = !{!"offset", i32 0}
!324 = !{!"size", i32 0}
!325 = !{!"isStateless", i1 false}
!326 = !{!"isBindless", i1 false}
!327 = !{!"simplePushLoads"}
!328 = !{!"simplePushInfoArrVec[1]", !320, !321, !322, !323, !324, !325, !326, !327}
!329 = !{!"simplePushInfoArrVec[2]", !320, !321, !322, !323, !324, !325, !326, !327}
!330 = !{!"simplePushInfoArrVec[3]", !320, !321, !322, !323, !324, !325, !326, !327}
!331 = !{!"simplePushBufferUsed", i32 0}
!332 = !{!"pushAnalysisWIInfos"}
!333 = !{!"inlineRTGlobalPtrOffset", i32 0}
!334 = !{!"rtSyncSurfPtrOffset", i32 0}
!335 = !{!"psInfo", !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351}
!336 = !{!"BlendStateDisabledMask", i8 0}
!337 = !{!"SkipSrc0Alpha", i1 false}
!338 = !{!"DualSourceBlendingDisabled", i1 false}
!339 = !{!"ForceEnableSimd32", i1 false}
!340 = !{!"DisableSimd32WithDiscard", i1 false}
!341 = !{!"outputDepth", i1 false}
!342 = !{!"outputStencil", i1 false}
!343 = !{!"outputMask", i1 false}
!344 = !{!"blendToFillEnabled", i1 false}
!345 = !{!"forceEarlyZ", i1 false}
!346 = !{!"hasVersionedLoop", i1 false}
!347 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!348 = !{!"blendOptimizationMode"}
!349 = !{!"colorOutputMask"}
!350 = !{!"isBlendEnabled"}
!351 = !{!"WaDisableVRS", i1 false}
!352 = !{!"csInfo", !353, !354, !355, !356, !77, !53, !54, !357, !55, !358, !359, !360, !361, !362, !363, !364, !365, !366, !367, !368, !88, !369, !370, !371, !372}
!353 = !{!"maxWorkGroupSize", i32 0}
!354 = !{!"waveSize", i32 0}
!355 = !{!"ComputeShaderSecondCompile"}
!356 = !{!"forcedSIMDSize", i8 0}
!357 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!358 = !{!"forceSpillCompression", i1 false}
!359 = !{!"allowLowerSimd", i1 false}
!360 = !{!"disableSimd32Slicing", i1 false}
!361 = !{!"disableSplitOnSpill", i1 false}
!362 = !{!"enableNewSpillCostFunction", i1 false}
!363 = !{!"forceVISAPreSched", i1 false}
!364 = !{!"disableLocalIdOrderOptimizations", i1 false}
!365 = !{!"disableDispatchAlongY", i1 false}
!366 = !{!"neededThreadIdLayout", ptr null}
!367 = !{!"forceTileYWalk", i1 false}
!368 = !{!"atomicBranch", i32 0}
!369 = !{!"disableEarlyOut", i1 false}
!370 = !{!"walkOrderEnabled", i1 false}
!371 = !{!"walkOrderOverride", i32 0}
!372 = !{!"ResForHfPacking"}
!373 = !{!"msInfo", !374, !375, !376, !377, !378, !379, !380, !381, !382}
!374 = !{!"PrimitiveTopology", i32 3}
!375 = !{!"MaxNumOfPrimitives", i32 0}
!376 = !{!"MaxNumOfVertices", i32 0}
!377 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!378 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!379 = !{!"WorkGroupSize", i32 0}
!380 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!381 = !{!"IndexFormat", i32 6}
!382 = !{!"SubgroupSize", i32 0}
!383 = !{!"taskInfo", !384, !379, !380, !382}
!384 = !{!"MaxNumOfOutputs", i32 0}
!385 = !{!"NBarrierCnt", i32 0}
!386 = !{!"rtInfo", !387, !388, !389, !390, !391, !392, !393, !394, !395, !396, !397, !398, !399, !400, !219}
!387 = !{!"RayQueryAllocSizeInBytes", i32 0}
!388 = !{!"NumContinuations", i32 0}
!389 = !{!"RTAsyncStackAddrspace", i32 -1}
!390 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!391 = !{!"SWHotZoneAddrspace", i32 -1}
!392 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!393 = !{!"SWStackAddrspace", i32 -1}
!394 = !{!"SWStackSurfaceStateOffset", ptr null}
!395 = !{!"RTSyncStackAddrspace", i32 -1}
!396 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!397 = !{!"doSyncDispatchRays", i1 false}
!398 = !{!"MemStyle", !"Xe"}
!399 = !{!"GlobalDataStyle", !"Xe"}
!400 = !{!"uberTileDimensions", ptr null}
!401 = !{!"hasSliceLayoutDependency", i1 false}
!402 = !{!"CurUniqueIndirectIdx", i32 0}
!403 = !{!"inlineDynTextures"}
!404 = !{!"inlineResInfoData"}
!405 = !{!"immConstant", !406, !407, !408}
!406 = !{!"data"}
!407 = !{!"sizes"}
!408 = !{!"zeroIdxs"}
!409 = !{!"stringConstants"}
!410 = !{!"inlineBuffers", !411, !415, !417}
!411 = !{!"inlineBuffersVec[0]", !412, !413, !414}
!412 = !{!"alignment", i32 0}
!413 = !{!"allocSize", i64 12}
!414 = !{!"Buffer"}
!415 = !{!"inlineBuffersVec[1]", !412, !416, !414}
!416 = !{!"allocSize", i64 0}
!417 = !{!"inlineBuffersVec[2]", !412, !413, !414}
!418 = !{!"GlobalBufferAddressRelocInfo"}
!419 = !{!"ConstantBufferAddressRelocInfo"}
!420 = !{!"forceLscCacheList"}
!421 = !{!"SrvMap"}
!422 = !{!"RasterizerOrderedByteAddressBuffer"}
!423 = !{!"RasterizerOrderedViews"}
!424 = !{!"MinNOSPushConstantSize", i32 2}
!425 = !{!"inlineProgramScopeOffsets", !426, !427, !428, !429, !430, !431}
!426 = !{!"inlineProgramScopeOffsetsMap[0]", ptr addrspace(2) @coef}
!427 = !{!"inlineProgramScopeOffsetsValue[0]", i64 0}
!428 = !{!"inlineProgramScopeOffsetsMap[1]", ptr addrspace(1) @counter}
!429 = !{!"inlineProgramScopeOffsetsValue[1]", i64 0}
!430 = !{!"inlineProgramScopeOffsetsMap[2]", ptr addrspace(1) @bias}
!431 = !{!"inlineProgramScopeOffsetsValue[2]", i64 4}
!432 = !{!"shaderData", !433}
!433 = !{!"numReplicas", i32 0}
!434 = !{!"URBInfo", !435, !436, !437}
!435 = !{!"has64BVertexHeaderInput", i1 false}
!436 = !{!"has64BVertexHeaderOutput", i1 false}
!437 = !{!"hasVertexHeader", i1 true}
!438 = !{!"UseBindlessImage", i1 true}
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
!454 = !{!"PrivateMemoryPerFGMap[0]", ptr @globals}
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
!477 = !{!"ModuleUsesBindless", i1 true}
!478 = !{!"predicationMap"}
!479 = !{!"lifeTimeStartMap"}
!480 = !{!"HitGroups"}
!481 = !{i32 2, i32 0}
!482 = !{!"clang version 16.0.6"}
!483 = distinct !DISubprogram(name: "globals", scope: null, file: !3, line: 5, type: !484, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !494, retainedNodes: !487)
!484 = !DISubroutineType(types: !485)
!485 = !{null, !486}
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!487 = !{!488, !489, !493}
!488 = !DILocalVariable(name: "out", arg: 1, scope: !483, file: !3, line: 5, type: !486)
!489 = !DILocalVariable(name: "i", scope: !483, file: !3, line: 6, type: !490)
!490 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !491, baseType: !492)
!491 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!492 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!493 = !DILocalVariable(name: "v", scope: !483, file: !3, line: 7, type: !11)
!494 = !{}
!495 = !DILocalVariable(name: "coef", scope: !483, file: !3, line: 2, type: !14)
!496 = !DILocation(line: 5, scope: !483)
!497 = !DILocation(line: 0, scope: !483)
!498 = !DILocation(line: 6, column: 14, scope: !483)
!499 = !DILocation(line: 7, column: 13, scope: !483)
!500 = !DILocation(line: 7, column: 29, scope: !483)
!501 = !DILocation(line: 7, column: 22, scope: !483)
!502 = !DILocation(line: 7, column: 36, scope: !483)
!503 = !DILocation(line: 7, column: 34, scope: !483)
!504 = !DILocation(line: 8, column: 16, scope: !483)
!505 = !DILocation(line: 8, column: 14, scope: !483)
!506 = !DILocation(line: 8, column: 10, scope: !483)
!507 = !DILocation(line: 9, column: 9, scope: !508)
!508 = distinct !DILexicalBlock(scope: !483, file: !3, line: 9, column: 7)
!509 = !DILocation(line: 9, column: 7, scope: !483)
!510 = !DILocation(line: 9, column: 23, scope: !508)
!511 = !{!512}
!512 = !{i32 4469}
!513 = !DILocation(line: 9, column: 15, scope: !508)
!514 = !DILocation(line: 10, column: 1, scope: !483)
