; ------------------------------------------------
; OCL_asmd38c4e0a8c4a37f0_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @simd32(ptr addrspace(1) align 4 %in, ptr addrspace(1) align 16 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(1) %indirectDataPointer, ptr addrspace(1) %scratchPointer, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !445 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !459, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !460, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  call void @llvm.dbg.value(metadata i32 %n, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  %3 = zext i32 %2 to i64, !dbg !472
  %4 = zext i32 %1 to i64, !dbg !472
  %5 = mul nuw i64 %4, %3, !dbg !472
  %6 = zext i16 %localIdX to i64, !dbg !472
  %7 = add nuw i64 %5, %6, !dbg !472
  %8 = zext i32 %0 to i64, !dbg !472
  %9 = add nuw i64 %7, %8, !dbg !472
  call void @llvm.dbg.value(metadata i64 %9, metadata !462, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  %10 = ptrtoint ptr addrspace(1) %in to i64, !dbg !473
  %11 = shl i64 %9, 2, !dbg !473
  %12 = add i64 %11, %10, !dbg !473
  %13 = inttoptr i64 %12 to ptr addrspace(1), !dbg !473
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !473
  call void @llvm.dbg.value(metadata float %14, metadata !465, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  %mul = fmul float %14, 2.000000e+00, !dbg !474
  %conv = sitofp i32 %n to float, !dbg !475
  %add = fadd float %14, %conv, !dbg !476
  %sub = fsub float %14, %conv, !dbg !477
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !466, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  call void @llvm.dbg.value(metadata i32 0, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478
  %15 = icmp sgt i32 %n, 0, !dbg !479
  br i1 %15, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !481

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !481

for.body.preheader:                               ; preds = %entry
  br label %for.body, !dbg !481

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
  %k.025 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %acc.024 = phi float [ %add8, %for.body.for.body_crit_edge ], [ 0.000000e+00, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %k.025, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478
  call void @llvm.dbg.value(metadata float %acc.024, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  %conv6 = sitofp i32 %k.025 to float, !dbg !482
  %16 = call float @llvm.fma.f32(float %14, float %conv6, float %sub), !dbg !483
  %add8 = fadd float %acc.024, %16, !dbg !484
  call void @llvm.dbg.value(metadata float %add8, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  %inc = add nuw nsw i32 %k.025, 1, !dbg !485, !spirv.Decorations !486
  call void @llvm.dbg.value(metadata i32 %inc, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478
  %17 = icmp slt i32 %inc, %n, !dbg !479
  br i1 %17, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !481

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !481

for.end.loopexit:                                 ; preds = %for.body
  br label %for.end, !dbg !488

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry.for.end_crit_edge ], [ %add8, %for.end.loopexit ], !dbg !471
  %mul920 = fmul float %14, %acc.0.lcssa, !dbg !488
  %mul921 = fmul float %mul, %acc.0.lcssa, !dbg !488
  %mul922 = fmul float %add, %acc.0.lcssa, !dbg !488
  %mul923 = fmul float %sub, %acc.0.lcssa, !dbg !488
  %18 = insertelement <4 x float> undef, float %mul920, i64 0, !dbg !488
  %19 = insertelement <4 x float> %18, float %mul921, i64 1, !dbg !488
  %20 = insertelement <4 x float> %19, float %mul922, i64 2, !dbg !488
  %21 = insertelement <4 x float> %20, float %mul923, i64 3, !dbg !488
  %22 = ptrtoint ptr addrspace(1) %out to i64, !dbg !489
  %23 = shl i64 %9, 4, !dbg !489
  %24 = add i64 %23, %22, !dbg !489
  %25 = inttoptr i64 %24 to ptr addrspace(1), !dbg !489
  store <4 x float> %21, ptr addrspace(1) %25, align 16, !dbg !490
  ret void, !dbg !491
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

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare void @llvm.genx.GenISA.CatchAllDebugLine() #4

attributes #0 = { convergent nounwind null_pointer_is_valid }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!spirv.MemoryModel = !{!5}
!spirv.Source = !{!6}
!spirv.Generator = !{!7}
!igc.functions = !{!8}
!IGCMetadata = !{!11}
!opencl.ocl.version = !{!443, !443, !443, !443, !443, !443, !443, !443, !443, !443, !443, !443}
!opencl.spir.version = !{!443, !443, !443, !443, !443, !443, !443, !443, !443, !443, !443, !443}
!llvm.ident = !{!444, !444, !444, !444, !444, !444, !444, !444, !444, !444, !444, !444}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "simd32.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @simd32, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{!"ModuleMD", !12, !13, !127, !275, !306, !323, !344, !354, !356, !357, !372, !373, !374, !375, !376, !380, !381, !388, !389, !390, !391, !392, !393, !394, !395, !396, !398, !402, !403, !404, !405, !406, !407, !408, !409, !410, !411, !412, !413, !414, !415, !416, !233, !417, !420, !421, !423, !425, !428, !429, !430, !432, !433, !434, !439, !440, !441, !442}
!12 = !{!"isPrecise", i1 false}
!13 = !{!"compOpt", !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126}
!14 = !{!"DenormsAreZero", i1 false}
!15 = !{!"BFTFDenormsAreZero", i1 false}
!16 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!17 = !{!"OptDisable", i1 false}
!18 = !{!"MadEnable", i1 false}
!19 = !{!"NoSignedZeros", i1 false}
!20 = !{!"NoNaNs", i1 false}
!21 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!22 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!23 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!24 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_RETAIN"}
!25 = !{!"FloatRoundingMode", i32 0}
!26 = !{!"FloatCvtIntRoundingMode", i32 3}
!27 = !{!"LoadCacheDefault", i32 25}
!28 = !{!"StoreCacheDefault", i32 30}
!29 = !{!"VISAPreSchedRPThreshold", i32 0}
!30 = !{!"VISAPreSchedCtrl", i32 0}
!31 = !{!"SetLoopUnrollThreshold", i32 0}
!32 = !{!"UnsafeMathOptimizations", i1 false}
!33 = !{!"disableCustomUnsafeOpts", i1 false}
!34 = !{!"disableReducePow", i1 false}
!35 = !{!"disableSqrtOpt", i1 false}
!36 = !{!"FiniteMathOnly", i1 false}
!37 = !{!"FastRelaxedMath", i1 false}
!38 = !{!"DashGSpecified", i1 true}
!39 = !{!"FastCompilation", i1 false}
!40 = !{!"UseScratchSpacePrivateMemory", i1 true}
!41 = !{!"RelaxedBuiltins", i1 false}
!42 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!43 = !{!"GreaterThan2GBBufferRequired", i1 true}
!44 = !{!"GreaterThan4GBBufferRequired", i1 true}
!45 = !{!"DisableA64WA", i1 false}
!46 = !{!"ForceEnableA64WA", i1 false}
!47 = !{!"PushConstantsEnable", i1 true}
!48 = !{!"HasPositivePointerOffset", i1 false}
!49 = !{!"HasBufferOffsetArg", i1 true}
!50 = !{!"BufferOffsetArgOptional", i1 true}
!51 = !{!"replaceGlobalOffsetsByZero", i1 false}
!52 = !{!"forcePixelShaderSIMDMode", i32 0}
!53 = !{!"forceTotalGRFNum", i32 0}
!54 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!55 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!56 = !{!"UniformWGS", i1 false}
!57 = !{!"disableVertexComponentPacking", i1 false}
!58 = !{!"disablePartialVertexComponentPacking", i1 false}
!59 = !{!"PreferBindlessImages", i1 true}
!60 = !{!"UseBindlessMode", i1 true}
!61 = !{!"UseLegacyBindlessMode", i1 false}
!62 = !{!"disableMathRefactoring", i1 false}
!63 = !{!"atomicBranch", i1 false}
!64 = !{!"spillCompression", i1 false}
!65 = !{!"AllowLICM", i1 true}
!66 = !{!"DisableEarlyOut", i1 false}
!67 = !{!"ForceInt32DivRemEmu", i1 false}
!68 = !{!"ForceInt32DivRemEmuSP", i1 false}
!69 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!70 = !{!"DisableFastestSingleCSSIMD", i1 false}
!71 = !{!"DisableFastestLinearScan", i1 false}
!72 = !{!"UseStatelessforPrivateMemory", i1 false}
!73 = !{!"EnableTakeGlobalAddress", i1 false}
!74 = !{!"IsLibraryCompilation", i1 false}
!75 = !{!"LibraryCompileSIMDSize", i32 0}
!76 = !{!"FastVISACompile", i1 false}
!77 = !{!"MatchSinCosPi", i1 false}
!78 = !{!"ExcludeIRFromZEBinary", i1 false}
!79 = !{!"EmitZeBinVISASections", i1 false}
!80 = !{!"FP64GenEmulationEnabled", i1 false}
!81 = !{!"FP64GenConvEmulationEnabled", i1 false}
!82 = !{!"allowDisableRematforCS", i1 false}
!83 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!84 = !{!"DisableCPSOmaskWA", i1 false}
!85 = !{!"DisableFastestGopt", i1 false}
!86 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!87 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!88 = !{!"DisableConstantCoalescing", i1 false}
!89 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!90 = !{!"WaEnableALTModeVisaWA", i1 false}
!91 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!92 = !{!"WaDisableDualSIMD8", i1 false}
!93 = !{!"EnableLdStCombineforLoad", i1 false}
!94 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!95 = !{!"ForceUniformBuffer", i1 false}
!96 = !{!"ForceUniformSurfaceSampler", i1 false}
!97 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!98 = !{!"NewSpillCostFunction", i1 false}
!99 = !{!"EnableVRT", i1 true}
!100 = !{!"ForceLargeGRFNum4RQ", i1 false}
!101 = !{!"DisableEUFusion", i1 false}
!102 = !{!"DisableFDivToFMulInvOpt", i1 false}
!103 = !{!"initializePhiSampleSourceWA", i1 false}
!104 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!105 = !{!"DisableLoosenSimd32Occu", i1 false}
!106 = !{!"FastestS1Options", i32 0}
!107 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!108 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!109 = !{!"LscSamplerRouting", i32 0}
!110 = !{!"UseBarrierControlFlowOptimization", i1 false}
!111 = !{!"EnableDynamicRQManagement", i1 false}
!112 = !{!"WaDisablePayloadCoalescing", i1 false}
!113 = !{!"Quad8InputThreshold", i32 0}
!114 = !{!"UseResourceLoopUnrollNested", i1 false}
!115 = !{!"DisableLoopUnroll", i1 false}
!116 = !{!"ForcePushConstantMode", i32 0}
!117 = !{!"UseInstructionHoistingOptimization", i1 false}
!118 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!119 = !{!"ForceVRTGRFCeiling", i32 0}
!120 = !{!"EnableSamplerBackingByLSC", i32 0}
!121 = !{!"UseLinearScanRA", i1 false}
!122 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!123 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!124 = !{!"VISASpillAllowed", i32 0}
!125 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!126 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!127 = !{!"FuncMD", !128, !129}
!128 = !{!"FuncMDMap[0]", ptr @simd32}
!129 = !{!"FuncMDValue[0]", !130, !131, !135, !138, !139, !140, !141, !142, !171, !172, !173, !196, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !250, !254, !258, !262, !266, !270, !271}
!130 = !{!"localOffsets"}
!131 = !{!"workGroupWalkOrder", !132, !133, !134}
!132 = !{!"dim0", i32 0}
!133 = !{!"dim1", i32 1}
!134 = !{!"dim2", i32 2}
!135 = !{!"threadGroupSize", !132, !136, !137}
!136 = !{!"dim1", i32 0}
!137 = !{!"dim2", i32 0}
!138 = !{!"threadGroupSizeHint", !132, !136, !137}
!139 = !{!"vecTypeHint", !""}
!140 = !{!"funcArgs"}
!141 = !{!"argInfoList"}
!142 = !{!"implicitArgInfoList", !143, !149, !151, !153, !155, !157, !159, !161, !163, !166, !168, !170}
!143 = !{!"implicitArgInfoListVec[0]", !144, !145, !146, !147, !148}
!144 = !{!"argId", i32 0}
!145 = !{!"explicitArgNum", i32 -1}
!146 = !{!"structArgOffset", i32 -1}
!147 = !{!"imgAccessFloatCoords", i32 -1}
!148 = !{!"imgAccessIntCoords", i32 -1}
!149 = !{!"implicitArgInfoListVec[1]", !150, !145, !146, !147, !148}
!150 = !{!"argId", i32 2}
!151 = !{!"implicitArgInfoListVec[2]", !152, !145, !146, !147, !148}
!152 = !{!"argId", i32 7}
!153 = !{!"implicitArgInfoListVec[3]", !154, !145, !146, !147, !148}
!154 = !{!"argId", i32 8}
!155 = !{!"implicitArgInfoListVec[4]", !156, !145, !146, !147, !148}
!156 = !{!"argId", i32 9}
!157 = !{!"implicitArgInfoListVec[5]", !158, !145, !146, !147, !148}
!158 = !{!"argId", i32 10}
!159 = !{!"implicitArgInfoListVec[6]", !160, !145, !146, !147, !148}
!160 = !{!"argId", i32 57}
!161 = !{!"implicitArgInfoListVec[7]", !162, !145, !146, !147, !148}
!162 = !{!"argId", i32 58}
!163 = !{!"implicitArgInfoListVec[8]", !164, !165, !146, !147, !148}
!164 = !{!"argId", i32 15}
!165 = !{!"explicitArgNum", i32 0}
!166 = !{!"implicitArgInfoListVec[9]", !164, !167, !146, !147, !148}
!167 = !{!"explicitArgNum", i32 1}
!168 = !{!"implicitArgInfoListVec[10]", !169, !165, !146, !147, !148}
!169 = !{!"argId", i32 54}
!170 = !{!"implicitArgInfoListVec[11]", !169, !167, !146, !147, !148}
!171 = !{!"functionType", !"KernelFunction"}
!172 = !{!"requiredSubGroupSize", i32 32}
!173 = !{!"rtInfo", !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !191, !192, !193, !194, !195}
!174 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!175 = !{!"isContinuation", i1 false}
!176 = !{!"hasTraceRayPayload", i1 false}
!177 = !{!"hasHitAttributes", i1 false}
!178 = !{!"hasCallableData", i1 false}
!179 = !{!"ShaderStackSize", i32 0}
!180 = !{!"ShaderHash", i64 0}
!181 = !{!"ShaderName", !""}
!182 = !{!"ParentName", !""}
!183 = !{!"SlotNum", ptr null}
!184 = !{!"NOSSize", i32 0}
!185 = !{!"globalRootSignatureSize", i32 0}
!186 = !{!"Entries"}
!187 = !{!"SpillUnions"}
!188 = !{!"CustomHitAttrSizeInBytes", i32 0}
!189 = !{!"Types", !190}
!190 = !{!"FullFrameTys"}
!191 = !{!"Aliases"}
!192 = !{!"numSyncRTStacks", i32 0}
!193 = !{!"NumCoherenceHintBits", i32 0}
!194 = !{!"useSyncHWStack", i1 false}
!195 = !{!"OriginatingShaderName", !""}
!196 = !{!"resAllocMD", !197, !198, !199, !200, !219}
!197 = !{!"uavsNumType", i32 0}
!198 = !{!"srvsNumType", i32 0}
!199 = !{!"samplersNumType", i32 0}
!200 = !{!"argAllocMDList", !201, !205, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218}
!201 = !{!"argAllocMDListVec[0]", !202, !203, !204}
!202 = !{!"type", i32 0}
!203 = !{!"extensionType", i32 -1}
!204 = !{!"indexType", i32 -1}
!205 = !{!"argAllocMDListVec[1]", !202, !203, !204}
!206 = !{!"argAllocMDListVec[2]", !202, !203, !204}
!207 = !{!"argAllocMDListVec[3]", !202, !203, !204}
!208 = !{!"argAllocMDListVec[4]", !202, !203, !204}
!209 = !{!"argAllocMDListVec[5]", !202, !203, !204}
!210 = !{!"argAllocMDListVec[6]", !202, !203, !204}
!211 = !{!"argAllocMDListVec[7]", !202, !203, !204}
!212 = !{!"argAllocMDListVec[8]", !202, !203, !204}
!213 = !{!"argAllocMDListVec[9]", !202, !203, !204}
!214 = !{!"argAllocMDListVec[10]", !202, !203, !204}
!215 = !{!"argAllocMDListVec[11]", !202, !203, !204}
!216 = !{!"argAllocMDListVec[12]", !202, !203, !204}
!217 = !{!"argAllocMDListVec[13]", !202, !203, !204}
!218 = !{!"argAllocMDListVec[14]", !202, !203, !204}
!219 = !{!"inlineSamplersMD"}
!220 = !{!"maxByteOffsets"}
!221 = !{!"IsInitializer", i1 false}
!222 = !{!"IsFinalizer", i1 false}
!223 = !{!"CompiledSubGroupsNumber", i32 0}
!224 = !{!"maxRegPressureSimd16", i32 0}
!225 = !{!"maxRegPressureSimd32", i32 0}
!226 = !{!"maxRegUniformPressure", i32 0}
!227 = !{!"maxRegNonUniformPressure", i32 0}
!228 = !{!"bestGuessSimd", i32 0}
!229 = !{!"hasInlineVmeSamplers", i1 false}
!230 = !{!"localSize", i32 0}
!231 = !{!"localIDPresent", i1 false}
!232 = !{!"groupIDPresent", i1 false}
!233 = !{!"privateMemoryPerWI", i32 0}
!234 = !{!"prevFPOffset", i32 0}
!235 = !{!"globalIDPresent", i1 false}
!236 = !{!"hasSyncRTCalls", i1 false}
!237 = !{!"hasPrintfCalls", i1 false}
!238 = !{!"hasDPAS", i1 false}
!239 = !{!"requireAssertBuffer", i1 false}
!240 = !{!"requireSyncBuffer", i1 false}
!241 = !{!"hasIndirectCalls", i1 false}
!242 = !{!"hasNonKernelArgLoad", i1 false}
!243 = !{!"hasNonKernelArgStore", i1 false}
!244 = !{!"hasNonKernelArgAtomic", i1 false}
!245 = !{!"UserAnnotations"}
!246 = !{!"m_OpenCLArgAddressSpaces", !247, !248, !249}
!247 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!248 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!249 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!250 = !{!"m_OpenCLArgAccessQualifiers", !251, !252, !253}
!251 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!252 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!253 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!254 = !{!"m_OpenCLArgTypes", !255, !256, !257}
!255 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!256 = !{!"m_OpenCLArgTypesVec[1]", !"float4*"}
!257 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!258 = !{!"m_OpenCLArgBaseTypes", !259, !260, !261}
!259 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!260 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float4*"}
!261 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!262 = !{!"m_OpenCLArgTypeQualifiers", !263, !264, !265}
!263 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!264 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!265 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!266 = !{!"m_OpenCLArgNames", !267, !268, !269}
!267 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!268 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!269 = !{!"m_OpenCLArgNamesVec[2]", !"n"}
!270 = !{!"m_OpenCLArgScalarAsPointers"}
!271 = !{!"m_OptsToDisablePerFunc", !272, !273, !274}
!272 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!273 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!274 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!275 = !{!"pushInfo", !276, !277, !278, !282, !283, !284, !285, !286, !287, !288, !289, !302, !303, !304, !305}
!276 = !{!"pushableAddresses"}
!277 = !{!"bindlessPushInfo"}
!278 = !{!"dynamicBufferInfo", !279, !280, !281}
!279 = !{!"firstIndex", i32 0}
!280 = !{!"numOffsets", i32 0}
!281 = !{!"forceDisabled", i1 false}
!282 = !{!"MaxNumberOfPushedBuffers", i32 0}
!283 = !{!"inlineConstantBufferSlot", i32 -1}
!284 = !{!"inlineConstantBufferOffset", i32 -1}
!285 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!286 = !{!"constants"}
!287 = !{!"inputs"}
!288 = !{!"constantReg"}
!289 = !{!"simplePushInfoArr", !290, !299, !300, !301}
!290 = !{!"simplePushInfoArrVec[0]", !291, !292, !293, !294, !295, !296, !297, !298}
!291 = !{!"cbIdx", i32 0}
!292 = !{!"pushableAddressGrfOffset", i32 -1}
!293 = !{!"pushableOffsetGrfOffset", i32 -1}
!294 = !{!"offset", i32 0}
!295 = !{!"size", i32 0}
!296 = !{!"isStateless", i1 false}
!297 = !{!"isBindless", i1 false}
!298 = !{!"simplePushLoads"}
!299 = !{!"simplePushInfoArrVec[1]", !291, !292, !293, !294, !295, !296, !297, !298}
!300 = !{!"simplePushInfoArrVec[2]", !291, !292, !293, !294, !295, !296, !297, !298}
!301 = !{!"simplePushInfoArrVec[3]", !291, !292, !293, !294, !295, !296, !297, !298}
!302 = !{!"simplePushBufferUsed", i32 0}
!303 = !{!"pushAnalysisWIInfos"}
!304 = !{!"inlineRTGlobalPtrOffset", i32 0}
!305 = !{!"rtSyncSurfPtrOffset", i32 0}
!306 = !{!"psInfo", !307, !308, !309, !310, !311, !312, !313, !314, !315, !316, !317, !318, !319, !320, !321, !322}
!307 = !{!"BlendStateDisabledMask", i8 0}
!308 = !{!"SkipSrc0Alpha", i1 false}
!309 = !{!"DualSourceBlendingDisabled", i1 false}
!310 = !{!"ForceEnableSimd32", i1 false}
!311 = !{!"DisableSimd32WithDiscard", i1 false}
!312 = !{!"outputDepth", i1 false}
!313 = !{!"outputStencil", i1 false}
!314 = !{!"outputMask", i1 false}
!315 = !{!"blendToFillEnabled", i1 false}
!316 = !{!"forceEarlyZ", i1 false}
!317 = !{!"hasVersionedLoop", i1 false}
!318 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!319 = !{!"blendOptimizationMode"}
!320 = !{!"colorOutputMask"}
!321 = !{!"isBlendEnabled"}
!322 = !{!"WaDisableVRS", i1 false}
!323 = !{!"csInfo", !324, !325, !326, !327, !53, !29, !30, !328, !31, !329, !330, !331, !332, !333, !334, !335, !336, !337, !338, !339, !64, !340, !341, !342, !343}
!324 = !{!"maxWorkGroupSize", i32 0}
!325 = !{!"waveSize", i32 0}
!326 = !{!"ComputeShaderSecondCompile"}
!327 = !{!"forcedSIMDSize", i8 0}
!328 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!329 = !{!"forceSpillCompression", i1 false}
!330 = !{!"allowLowerSimd", i1 false}
!331 = !{!"disableSimd32Slicing", i1 false}
!332 = !{!"disableSplitOnSpill", i1 false}
!333 = !{!"enableNewSpillCostFunction", i1 false}
!334 = !{!"forceVISAPreSched", i1 false}
!335 = !{!"disableLocalIdOrderOptimizations", i1 false}
!336 = !{!"disableDispatchAlongY", i1 false}
!337 = !{!"neededThreadIdLayout", ptr null}
!338 = !{!"forceTileYWalk", i1 false}
!339 = !{!"atomicBranch", i32 0}
!340 = !{!"disableEarlyOut", i1 false}
!341 = !{!"walkOrderEnabled", i1 false}
!342 = !{!"walkOrderOverride", i32 0}
!343 = !{!"ResForHfPacking"}
!344 = !{!"msInfo", !345, !346, !347, !348, !349, !350, !351, !352, !353}
!345 = !{!"PrimitiveTopology", i32 3}
!346 = !{!"MaxNumOfPrimitives", i32 0}
!347 = !{!"MaxNumOfVertices", i32 0}
!348 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!349 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!350 = !{!"WorkGroupSize", i32 0}
!351 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!352 = !{!"IndexFormat", i32 6}
!353 = !{!"SubgroupSize", i32 0}
!354 = !{!"taskInfo", !355, !350, !351, !353}
!355 = !{!"MaxNumOfOutputs", i32 0}
!356 = !{!"NBarrierCnt", i32 0}
!357 = !{!"rtInfo", !358, !359, !360, !361, !362, !363, !364, !365, !366, !367, !368, !369, !370, !371, !192}
!358 = !{!"RayQueryAllocSizeInBytes", i32 0}
!359 = !{!"NumContinuations", i32 0}
!360 = !{!"RTAsyncStackAddrspace", i32 -1}
!361 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!362 = !{!"SWHotZoneAddrspace", i32 -1}
!363 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!364 = !{!"SWStackAddrspace", i32 -1}
!365 = !{!"SWStackSurfaceStateOffset", ptr null}
!366 = !{!"RTSyncStackAddrspace", i32 -1}
!367 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!368 = !{!"doSyncDispatchRays", i1 false}
!369 = !{!"MemStyle", !"Xe"}
!370 = !{!"GlobalDataStyle", !"Xe"}
!371 = !{!"uberTileDimensions", ptr null}
!372 = !{!"hasSliceLayoutDependency", i1 false}
!373 = !{!"CurUniqueIndirectIdx", i32 0}
!374 = !{!"inlineDynTextures"}
!375 = !{!"inlineResInfoData"}
!376 = !{!"immConstant", !377, !378, !379}
!377 = !{!"data"}
!378 = !{!"sizes"}
!379 = !{!"zeroIdxs"}
!380 = !{!"stringConstants"}
!381 = !{!"inlineBuffers", !382, !386, !387}
!382 = !{!"inlineBuffersVec[0]", !383, !384, !385}
!383 = !{!"alignment", i32 0}
!384 = !{!"allocSize", i64 0}
!385 = !{!"Buffer"}
!386 = !{!"inlineBuffersVec[1]", !383, !384, !385}
!387 = !{!"inlineBuffersVec[2]", !383, !384, !385}
!388 = !{!"GlobalBufferAddressRelocInfo"}
!389 = !{!"ConstantBufferAddressRelocInfo"}
!390 = !{!"forceLscCacheList"}
!391 = !{!"SrvMap"}
!392 = !{!"RasterizerOrderedByteAddressBuffer"}
!393 = !{!"RasterizerOrderedViews"}
!394 = !{!"MinNOSPushConstantSize", i32 0}
!395 = !{!"inlineProgramScopeOffsets"}
!396 = !{!"shaderData", !397}
!397 = !{!"numReplicas", i32 0}
!398 = !{!"URBInfo", !399, !400, !401}
!399 = !{!"has64BVertexHeaderInput", i1 false}
!400 = !{!"has64BVertexHeaderOutput", i1 false}
!401 = !{!"hasVertexHeader", i1 true}
!402 = !{!"UseBindlessImage", i1 true}
!403 = !{!"HasBindlessImageRead", i1 false}
!404 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!405 = !{!"enableRangeReduce", i1 false}
!406 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!407 = !{!"disableMatchMadOptimizationForCS", i1 false}
!408 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!409 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!410 = !{!"statefulResourcesNotAliased", i1 false}
!411 = !{!"disableMixMode", i1 false}
!412 = !{!"genericAccessesResolved", i1 false}
!413 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!414 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!415 = !{!"disableSeparateScratchWA", i1 false}
!416 = !{!"enableRemoveUnusedTGMFence", i1 false}
!417 = !{!"PrivateMemoryPerFG", !418, !419}
!418 = !{!"PrivateMemoryPerFGMap[0]", ptr @simd32}
!419 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!420 = !{!"m_OptsToDisable"}
!421 = !{!"capabilities", !422}
!422 = !{!"globalVariableDecorationsINTEL", i1 false}
!423 = !{!"extensions", !424}
!424 = !{!"spvINTELBindlessImages", i1 false}
!425 = !{!"m_ShaderResourceViewMcsMask", !426, !427}
!426 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!427 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!428 = !{!"computedDepthMode", i32 0}
!429 = !{!"isHDCFastClearShader", i1 false}
!430 = !{!"argRegisterReservations", !431}
!431 = !{!"argRegisterReservationsVec[0]", i32 0}
!432 = !{!"SIMD16_SpillThreshold", i8 0}
!433 = !{!"SIMD32_SpillThreshold", i8 0}
!434 = !{!"m_CacheControlOption", !435, !436, !437, !438}
!435 = !{!"LscLoadCacheControlOverride", i8 0}
!436 = !{!"LscStoreCacheControlOverride", i8 0}
!437 = !{!"TgmLoadCacheControlOverride", i8 0}
!438 = !{!"TgmStoreCacheControlOverride", i8 0}
!439 = !{!"ModuleUsesBindless", i1 false}
!440 = !{!"predicationMap"}
!441 = !{!"lifeTimeStartMap"}
!442 = !{!"HitGroups"}
!443 = !{i32 2, i32 0}
!444 = !{!"clang version 16.0.6"}
!445 = distinct !DISubprogram(name: "simd32", scope: null, file: !4, line: 3, type: !446, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !470, retainedNodes: !458)
!446 = !DISubroutineType(types: !447)
!447 = !{null, !448, !451, !457}
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64, dwarfAddressSpace: 1)
!449 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !450)
!450 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !452, size: 64, dwarfAddressSpace: 1)
!452 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !453, baseType: !454)
!453 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!454 = !DICompositeType(tag: DW_TAG_array_type, baseType: !450, size: 128, flags: DIFlagVector, elements: !455)
!455 = !{!456}
!456 = !DISubrange(count: 4, lowerBound: 0)
!457 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!458 = !{!459, !460, !461, !462, !465, !466, !467, !468}
!459 = !DILocalVariable(name: "in", arg: 1, scope: !445, file: !4, line: 3, type: !448)
!460 = !DILocalVariable(name: "out", arg: 2, scope: !445, file: !4, line: 3, type: !451)
!461 = !DILocalVariable(name: "n", arg: 3, scope: !445, file: !4, line: 3, type: !457)
!462 = !DILocalVariable(name: "i", scope: !445, file: !4, line: 4, type: !463)
!463 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !453, baseType: !464)
!464 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!465 = !DILocalVariable(name: "x", scope: !445, file: !4, line: 5, type: !450)
!466 = !DILocalVariable(name: "v", scope: !445, file: !4, line: 6, type: !452)
!467 = !DILocalVariable(name: "acc", scope: !445, file: !4, line: 7, type: !450)
!468 = !DILocalVariable(name: "k", scope: !469, file: !4, line: 8, type: !457)
!469 = distinct !DILexicalBlock(scope: !445, file: !4, line: 8, column: 3)
!470 = !{}
!471 = !DILocation(line: 0, scope: !445)
!472 = !DILocation(line: 4, column: 14, scope: !445)
!473 = !DILocation(line: 5, column: 13, scope: !445)
!474 = !DILocation(line: 6, column: 28, scope: !445)
!475 = !DILocation(line: 6, column: 40, scope: !445)
!476 = !DILocation(line: 6, column: 38, scope: !445)
!477 = !DILocation(line: 6, column: 45, scope: !445)
!478 = !DILocation(line: 0, scope: !469)
!479 = !DILocation(line: 8, column: 21, scope: !480)
!480 = distinct !DILexicalBlock(scope: !469, file: !4, line: 8, column: 3)
!481 = !DILocation(line: 8, column: 3, scope: !469)
!482 = !DILocation(line: 9, column: 18, scope: !480)
!483 = !DILocation(line: 9, column: 20, scope: !480)
!484 = !DILocation(line: 9, column: 9, scope: !480)
!485 = !DILocation(line: 8, column: 27, scope: !480)
!486 = !{!487}
!487 = !{i32 4469}
!488 = !DILocation(line: 10, column: 14, scope: !445)
!489 = !DILocation(line: 10, column: 3, scope: !445)
!490 = !DILocation(line: 10, column: 10, scope: !445)
!491 = !DILocation(line: 11, column: 1, scope: !445)
