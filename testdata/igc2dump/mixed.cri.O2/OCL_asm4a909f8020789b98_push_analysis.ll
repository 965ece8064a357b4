; ------------------------------------------------
; OCL_asm4a909f8020789b98_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @mixed(ptr addrspace(1) align 4 %f, ptr addrspace(1) align 2 %u, ptr addrspace(1) align 8 %l, ptr addrspace(1) align 1 %c, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(1) %indirectDataPointer, ptr addrspace(1) %scratchPointer, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bufferOffset3, i32 %bindlessOffset, i32 %bindlessOffset4, i32 %bindlessOffset5, i32 %bindlessOffset6) #0 !dbg !469 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %f, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  call void @llvm.dbg.value(metadata ptr addrspace(1) %u, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  call void @llvm.dbg.value(metadata ptr addrspace(1) %l, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  call void @llvm.dbg.value(metadata ptr addrspace(1) %c, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  call void @llvm.dbg.value(metadata i32 %n, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %3 = mul i32 %1, %2, !dbg !501
  %4 = zext i16 %localIdX to i32, !dbg !501
  %5 = add i32 %3, %4, !dbg !501
  %conv = add i32 %5, %0, !dbg !501
  call void @llvm.dbg.value(metadata i32 %conv, metadata !490, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %idxprom = sext i32 %conv to i64, !dbg !502
  %6 = ptrtoint ptr addrspace(1) %f to i64, !dbg !502
  %7 = shl nsw i64 %idxprom, 2, !dbg !502
  %8 = add i64 %7, %6, !dbg !502
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !502
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !502
  call void @llvm.dbg.value(metadata float %10, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  call void @llvm.dbg.value(metadata i32 0, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503
  %11 = icmp sgt i32 %n, 0, !dbg !504
  br i1 %11, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !506

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !506

for.body.preheader:                               ; preds = %entry
  br label %for.body, !dbg !507

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
  %i.026 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %v.025 = phi float [ %mul, %for.body.for.body_crit_edge ], [ %10, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.026, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503
  call void @llvm.dbg.value(metadata float %v.025, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %mul = fmul float %v.025, 5.000000e-01, !dbg !509
  call void @llvm.dbg.value(metadata float %mul, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %12 = fcmp olt float %mul, 1.000000e+00, !dbg !510
  %13 = xor i1 %12, true, !dbg !510
  %inc = add nuw nsw i32 %i.026, 1, !dbg !512, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %inc, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503
  %14 = icmp slt i32 %inc, %n
  %15 = and i1 %13, %14, !dbg !507
  call void @llvm.dbg.value(metadata i32 %inc, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503
  call void @llvm.dbg.value(metadata float %mul, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  br i1 %15, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !507

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !507

for.end.loopexit:                                 ; preds = %for.body
  br label %for.end, !dbg !515

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
  %v.1 = phi float [ %10, %entry.for.end_crit_edge ], [ %mul, %for.end.loopexit ], !dbg !500
  call void @llvm.dbg.value(metadata float %v.1, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %16 = ptrtoint ptr addrspace(1) %u to i64, !dbg !515
  %17 = shl nsw i64 %idxprom, 1, !dbg !515
  %18 = add i64 %17, %16, !dbg !515
  %19 = inttoptr i64 %18 to ptr addrspace(1), !dbg !515
  %20 = load i16, ptr addrspace(1) %19, align 2, !dbg !515
  %add = add i16 %20, 3, !dbg !516
  call void @llvm.dbg.value(metadata i16 %add, metadata !494, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %mul9 = mul i16 %add, 5, !dbg !517
  call void @llvm.dbg.value(metadata i16 %mul9, metadata !495, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %21 = ptrtoint ptr addrspace(1) %l to i64, !dbg !518
  %22 = shl nsw i64 %idxprom, 3, !dbg !518
  %23 = add i64 %22, %21, !dbg !518
  %24 = inttoptr i64 %23 to ptr addrspace(1), !dbg !518
  %25 = load i64, ptr addrspace(1) %24, align 8, !dbg !518
  %mul13 = mul nsw i64 %25, 3, !dbg !519, !spirv.Decorations !513
  %conv14 = zext i16 %mul9 to i64, !dbg !520
  %add15 = add nsw i64 %mul13, %conv14, !dbg !521, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i64 %add15, metadata !496, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %26 = ptrtoint ptr addrspace(1) %c to i64, !dbg !522
  %27 = add i64 %26, %idxprom, !dbg !522
  %28 = inttoptr i64 %27 to ptr addrspace(1), !dbg !522
  %29 = load i8, ptr addrspace(1) %28, align 1, !dbg !522
  %30 = xor i8 %29, 90, !dbg !523
  call void @llvm.dbg.value(metadata i8 %30, metadata !497, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500
  %conv20 = uitofp i16 %add to float, !dbg !524
  %add21 = fadd float %v.1, %conv20, !dbg !525
  store float %add21, ptr addrspace(1) %9, align 4, !dbg !526
  store i16 %mul9, ptr addrspace(1) %19, align 2, !dbg !527
  %31 = bitcast i64 %add15 to <2 x i32>, !dbg !528
  %32 = inttoptr i64 %23 to ptr addrspace(1), !dbg !528
  store <2 x i32> %31, ptr addrspace(1) %32, align 8, !dbg !528
  store i8 %30, ptr addrspace(1) %28, align 1, !dbg !529
  ret void, !dbg !530
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

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
!opencl.ocl.version = !{!467, !467, !467, !467, !467, !467, !467, !467}
!opencl.spir.version = !{!467, !467, !467, !467, !467, !467, !467, !467}
!llvm.ident = !{!468, !468, !468, !468, !468, !468, !468, !468}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "mixed.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @mixed, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{!"ModuleMD", !12, !13, !127, !299, !330, !347, !368, !378, !380, !381, !396, !397, !398, !399, !400, !404, !405, !412, !413, !414, !415, !416, !417, !418, !419, !420, !422, !426, !427, !428, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !440, !245, !441, !444, !445, !447, !449, !452, !453, !454, !456, !457, !458, !463, !464, !465, !466}
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
!128 = !{!"FuncMDMap[0]", ptr @mixed}
!129 = !{!"FuncMDValue[0]", !130, !131, !135, !138, !139, !140, !141, !142, !177, !178, !179, !202, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !264, !270, !276, !282, !288, !294, !295}
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
!142 = !{!"implicitArgInfoList", !143, !149, !151, !153, !155, !157, !159, !161, !163, !166, !168, !170, !172, !174, !175, !176}
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
!168 = !{!"implicitArgInfoListVec[10]", !164, !169, !146, !147, !148}
!169 = !{!"explicitArgNum", i32 2}
!170 = !{!"implicitArgInfoListVec[11]", !164, !171, !146, !147, !148}
!171 = !{!"explicitArgNum", i32 3}
!172 = !{!"implicitArgInfoListVec[12]", !173, !165, !146, !147, !148}
!173 = !{!"argId", i32 54}
!174 = !{!"implicitArgInfoListVec[13]", !173, !167, !146, !147, !148}
!175 = !{!"implicitArgInfoListVec[14]", !173, !169, !146, !147, !148}
!176 = !{!"implicitArgInfoListVec[15]", !173, !171, !146, !147, !148}
!177 = !{!"functionType", !"KernelFunction"}
!178 = !{!"requiredSubGroupSize", i32 0}
!179 = !{!"rtInfo", !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !197, !198, !199, !200, !201}
!180 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!181 = !{!"isContinuation", i1 false}
!182 = !{!"hasTraceRayPayload", i1 false}
!183 = !{!"hasHitAttributes", i1 false}
!184 = !{!"hasCallableData", i1 false}
!185 = !{!"ShaderStackSize", i32 0}
!186 = !{!"ShaderHash", i64 0}
!187 = !{!"ShaderName", !""}
!188 = !{!"ParentName", !""}
!189 = !{!"SlotNum", ptr null}
!190 = !{!"NOSSize", i32 0}
!191 = !{!"globalRootSignatureSize", i32 0}
!192 = !{!"Entries"}
!193 = !{!"SpillUnions"}
!194 = !{!"CustomHitAttrSizeInBytes", i32 0}
!195 = !{!"Types", !196}
!196 = !{!"FullFrameTys"}
!197 = !{!"Aliases"}
!198 = !{!"numSyncRTStacks", i32 0}
!199 = !{!"NumCoherenceHintBits", i32 0}
!200 = !{!"useSyncHWStack", i1 false}
!201 = !{!"OriginatingShaderName", !""}
!202 = !{!"resAllocMD", !203, !204, !205, !206, !231}
!203 = !{!"uavsNumType", i32 0}
!204 = !{!"srvsNumType", i32 0}
!205 = !{!"samplersNumType", i32 0}
!206 = !{!"argAllocMDList", !207, !211, !212, !213, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230}
!207 = !{!"argAllocMDListVec[0]", !208, !209, !210}
!208 = !{!"type", i32 0}
!209 = !{!"extensionType", i32 -1}
!210 = !{!"indexType", i32 -1}
!211 = !{!"argAllocMDListVec[1]", !208, !209, !210}
!212 = !{!"argAllocMDListVec[2]", !208, !209, !210}
!213 = !{!"argAllocMDListVec[3]", !208, !209, !210}
!214 = !{!"argAllocMDListVec[4]", !208, !209, !210}
!215 = !{!"argAllocMDListVec[5]", !208, !209, !210}
!216 = !{!"argAllocMDListVec[6]", !208, !209, !210}
!217 = !{!"argAllocMDListVec[7]", !208, !209, !210}
!218 = !{!"argAllocMDListVec[8]", !208, !209, !210}
!219 = !{!"argAllocMDListVec[9]", !208, !209, !210}
!220 = !{!"argAllocMDListVec[10]", !208, !209, !210}
!221 = !{!"argAllocMDListVec[11]", !208, !209, !210}
!222 = !{!"argAllocMDListVec[12]", !208, !209, !210}
!223 = !{!"argAllocMDListVec[13]", !208, !209, !210}
!224 = !{!"argAllocMDListVec[14]", !208, !209, !210}
!225 = !{!"argAllocMDListVec[15]", !208, !209, !210}
!226 = !{!"argAllocMDListVec[16]", !208, !209, !210}
!227 = !{!"argAllocMDListVec[17]", !208, !209, !210}
!228 = !{!"argAllocMDListVec[18]", !208, !209, !210}
!229 = !{!"argAllocMDListVec[19]", !208, !209, !210}
!230 = !{!"argAllocMDListVec[20]", !208, !209, !210}
!231 = !{!"inlineSamplersMD"}
!232 = !{!"maxByteOffsets"}
!233 = !{!"IsInitializer", i1 false}
!234 = !{!"IsFinalizer", i1 false}
!235 = !{!"CompiledSubGroupsNumber", i32 0}
!236 = !{!"maxRegPressureSimd16", i32 0}
!237 = !{!"maxRegPressureSimd32", i32 0}
!238 = !{!"maxRegUniformPressure", i32 0}
!239 = !{!"maxRegNonUniformPressure", i32 0}
!240 = !{!"bestGuessSimd", i32 0}
!241 = !{!"hasInlineVmeSamplers", i1 false}
!242 = !{!"localSize", i32 0}
!243 = !{!"localIDPresent", i1 false}
!244 = !{!"groupIDPresent", i1 false}
!245 = !{!"privateMemoryPerWI", i32 0}
!246 = !{!"prevFPOffset", i32 0}
!247 = !{!"globalIDPresent", i1 false}
!248 = !{!"hasSyncRTCalls", i1 false}
!249 = !{!"hasPrintfCalls", i1 false}
!250 = !{!"hasDPAS", i1 false}
!251 = !{!"requireAssertBuffer", i1 false}
!252 = !{!"requireSyncBuffer", i1 false}
!253 = !{!"hasIndirectCalls", i1 false}
!254 = !{!"hasNonKernelArgLoad", i1 false}
!255 = !{!"hasNonKernelArgStore", i1 false}
!256 = !{!"hasNonKernelArgAtomic", i1 false}
!257 = !{!"UserAnnotations"}
!258 = !{!"m_OpenCLArgAddressSpaces", !259, !260, !261, !262, !263}
!259 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!260 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!261 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!262 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 1}
!263 = !{!"m_OpenCLArgAddressSpacesVec[4]", i32 0}
!264 = !{!"m_OpenCLArgAccessQualifiers", !265, !266, !267, !268, !269}
!265 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!266 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!267 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!268 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!269 = !{!"m_OpenCLArgAccessQualifiersVec[4]", !"none"}
!270 = !{!"m_OpenCLArgTypes", !271, !272, !273, !274, !275}
!271 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!272 = !{!"m_OpenCLArgTypesVec[1]", !"ushort*"}
!273 = !{!"m_OpenCLArgTypesVec[2]", !"long*"}
!274 = !{!"m_OpenCLArgTypesVec[3]", !"uchar*"}
!275 = !{!"m_OpenCLArgTypesVec[4]", !"int"}
!276 = !{!"m_OpenCLArgBaseTypes", !277, !278, !279, !280, !281}
!277 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!278 = !{!"m_OpenCLArgBaseTypesVec[1]", !"short*"}
!279 = !{!"m_OpenCLArgBaseTypesVec[2]", !"long*"}
!280 = !{!"m_OpenCLArgBaseTypesVec[3]", !"char*"}
!281 = !{!"m_OpenCLArgBaseTypesVec[4]", !"int"}
!282 = !{!"m_OpenCLArgTypeQualifiers", !283, !284, !285, !286, !287}
!283 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!284 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!285 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!286 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!287 = !{!"m_OpenCLArgTypeQualifiersVec[4]", !""}
!288 = !{!"m_OpenCLArgNames", !289, !290, !291, !292, !293}
!289 = !{!"m_OpenCLArgNamesVec[0]", !"f"}
!290 = !{!"m_OpenCLArgNamesVec[1]", !"u"}
!291 = !{!"m_OpenCLArgNamesVec[2]", !"l"}
!292 = !{!"m_OpenCLArgNamesVec[3]", !"c"}
!293 = !{!"m_OpenCLArgNamesVec[4]", !"n"}
!294 = !{!"m_OpenCLArgScalarAsPointers"}
!295 = !{!"m_OptsToDisablePerFunc", !296, !297, !298}
!296 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!297 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!298 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!299 = !{!"pushInfo", !300, !301, !302, !306, !307, !308, !309, !310, !311, !312, !313, !326, !327, !328, !329}
!300 = !{!"pushableAddresses"}
!301 = !{!"bindlessPushInfo"}
!302 = !{!"dynamicBufferInfo", !303, !304, !305}
!303 = !{!"firstIndex", i32 0}
!304 = !{!"numOffsets", i32 0}
!305 = !{!"forceDisabled", i1 false}
!306 = !{!"MaxNumberOfPushedBuffers", i32 0}
!307 = !{!"inlineConstantBufferSlot", i32 -1}
!308 = !{!"inlineConstantBufferOffset", i32 -1}
!309 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!310 = !{!"constants"}
!311 = !{!"inputs"}
!312 = !{!"constantReg"}
!313 = !{!"simplePushInfoArr", !314, !323, !324, !325}
!314 = !{!"simplePushInfoArrVec[0]", !315, !316, !317, !318, !319, !320, !321, !322}
!315 = !{!"cbIdx", i32 0}
!316 = !{!"pushableAddressGrfOffset", i32 -1}
!317 = !{!"pushableOffsetGrfOffset", i32 -1}
!318 = !{!"offset", i32 0}
!319 = !{!"size", i32 0}
!320 = !{!"isStateless", i1 false}
!321 = !{!"isBindless", i1 false}
!322 = !{!"simplePushLoads"}
!323 = !{!"simplePushInfoArrVec[1]", !315, !316, !317, !318, !319, !320, !321, !322}
!324 = !{!"simplePushInfoArrVec[2]", !315, !316, !317, !318, !319, !320, !321, !322}
!325 = !{!"simplePushInfoArrVec[3]", !315, !316, !317, !318, !319, !320, !321, !322}
!326 = !{!"simplePushBufferUsed", i32 0}
!327 = !{!"pushAnalysisWIInfos"}
!328 = !{!"inlineRTGlobalPtrOffset", i32 0}
!329 = !{!"rtSyncSurfPtrOffset", i32 0}
!330 = !{!"psInfo", !331, !332, !333, !334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !346}
!331 = !{!"BlendStateDisabledMask", i8 0}
!332 = !{!"SkipSrc0Alpha", i1 false}
!333 = !{!"DualSourceBlendingDisabled", i1 false}
!334 = !{!"ForceEnableSimd32", i1 false}
!335 = !{!"DisableSimd32WithDiscard", i1 false}
!336 = !{!"outputDepth", i1 false}
!337 = !{!"outputStencil", i1 false}
!338 = !{!"outputMask", i1 false}
!339 = !{!"blendToFillEnabled", i1 false}
!340 = !{!"forceEarlyZ", i1 false}
!341 = !{!"hasVersionedLoop", i1 false}
!342 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!343 = !{!"blendOptimizationMode"}
!344 = !{!"colorOutputMask"}
!345 = !{!"isBlendEnabled"}
!346 = !{!"WaDisableVRS", i1 false}
!347 = !{!"csInfo", !348, !349, !350, !351, !53, !29, !30, !352, !31, !353, !354, !355, !356, !357, !358, !359, !360, !361, !362, !363, !64, !364, !365, !366, !367}
!348 = !{!"maxWorkGroupSize", i32 0}
!349 = !{!"waveSize", i32 0}
!350 = !{!"ComputeShaderSecondCompile"}
!351 = !{!"forcedSIMDSize", i8 0}
!352 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!353 = !{!"forceSpillCompression", i1 false}
!354 = !{!"allowLowerSimd", i1 false}
!355 = !{!"disableSimd32Slicing", i1 false}
!356 = !{!"disableSplitOnSpill", i1 false}
!357 = !{!"enableNewSpillCostFunction", i1 false}
!358 = !{!"forceVISAPreSched", i1 false}
!359 = !{!"disableLocalIdOrderOptimizations", i1 false}
!360 = !{!"disableDispatchAlongY", i1 false}
!361 = !{!"neededThreadIdLayout", ptr null}
!362 = !{!"forceTileYWalk", i1 false}
!363 = !{!"atomicBranch", i32 0}
!364 = !{!"disableEarlyOut", i1 false}
!365 = !{!"walkOrderEnabled", i1 false}
!366 = !{!"walkOrderOverride", i32 0}
!367 = !{!"ResForHfPacking"}
!368 = !{!"msInfo", !369, !370, !371, !372, !373, !374, !375, !376, !377}
!369 = !{!"PrimitiveTopology", i32 3}
!370 = !{!"MaxNumOfPrimitives", i32 0}
!371 = !{!"MaxNumOfVertices", i32 0}
!372 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!373 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!374 = !{!"WorkGroupSize", i32 0}
!375 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!376 = !{!"IndexFormat", i32 6}
!377 = !{!"SubgroupSize", i32 0}
!378 = !{!"taskInfo", !379, !374, !375, !377}
!379 = !{!"MaxNumOfOutputs", i32 0}
!380 = !{!"NBarrierCnt", i32 0}
!381 = !{!"rtInfo", !382, !383, !384, !385, !386, !387, !388, !389, !390, !391, !392, !393, !394, !395, !198}
!382 = !{!"RayQueryAllocSizeInBytes", i32 0}
!383 = !{!"NumContinuations", i32 0}
!384 = !{!"RTAsyncStackAddrspace", i32 -1}
!385 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!386 = !{!"SWHotZoneAddrspace", i32 -1}
!387 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!388 = !{!"SWStackAddrspace", i32 -1}
!389 = !{!"SWStackSurfaceStateOffset", ptr null}
!390 = !{!"RTSyncStackAddrspace", i32 -1}
!391 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!392 = !{!"doSyncDispatchRays", i1 false}
!393 = !{!"MemStyle", !"Xe"}
!394 = !{!"GlobalDataStyle", !"Xe"}
!395 = !{!"uberTileDimensions", ptr null}
!396 = !{!"hasSliceLayoutDependency", i1 false}
!397 = !{!"CurUniqueIndirectIdx", i32 0}
!398 = !{!"inlineDynTextures"}
!399 = !{!"inlineResInfoData"}
!400 = !{!"immConstant", !401, !402, !403}
!401 = !{!"data"}
!402 = !{!"sizes"}
!403 = !{!"zeroIdxs"}
!404 = !{!"stringConstants"}
!405 = !{!"inlineBuffers", !406, !410, !411}
!406 = !{!"inlineBuffersVec[0]", !407, !408, !409}
!407 = !{!"alignment", i32 0}
!408 = !{!"allocSize", i64 0}
!409 = !{!"Buffer"}
!410 = !{!"inlineBuffersVec[1]", !407, !408, !409}
!411 = !{!"inlineBuffersVec[2]", !407, !408, !409}
!412 = !{!"GlobalBufferAddressRelocInfo"}
!413 = !{!"ConstantBufferAddressRelocInfo"}
!414 = !{!"forceLscCacheList"}
!415 = !{!"SrvMap"}
!416 = !{!"RasterizerOrderedByteAddressBuffer"}
!417 = !{!"RasterizerOrderedViews"}
!418 = !{!"MinNOSPushConstantSize", i32 0}
!419 = !{!"inlineProgramScopeOffsets"}
!420 = !{!"shaderData", !421}
!421 = !{!"numReplicas", i32 0}
!422 = !{!"URBInfo", !423, !424, !425}
!423 = !{!"has64BVertexHeaderInput", i1 false}
!424 = !{!"has64BVertexHeaderOutput", i1 false}
!425 = !{!"hasVertexHeader", i1 true}
!426 = !{!"UseBindlessImage", i1 true}
!427 = !{!"HasBindlessImageRead", i1 false}
!428 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!429 = !{!"enableRangeReduce", i1 false}
!430 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!431 = !{!"disableMatchMadOptimizationForCS", i1 false}
!432 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!433 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!434 = !{!"statefulResourcesNotAliased", i1 false}
!435 = !{!"disableMixMode", i1 false}
!436 = !{!"genericAccessesResolved", i1 false}
!437 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!438 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!439 = !{!"disableSeparateScratchWA", i1 false}
!440 = !{!"enableRemoveUnusedTGMFence", i1 false}
!441 = !{!"PrivateMemoryPerFG", !442, !443}
!442 = !{!"PrivateMemoryPerFGMap[0]", ptr @mixed}
!443 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!444 = !{!"m_OptsToDisable"}
!445 = !{!"capabilities", !446}
!446 = !{!"globalVariableDecorationsINTEL", i1 false}
!447 = !{!"extensions", !448}
!448 = !{!"spvINTELBindlessImages", i1 false}
!449 = !{!"m_ShaderResourceViewMcsMask", !450, !451}
!450 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!451 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!452 = !{!"computedDepthMode", i32 0}
!453 = !{!"isHDCFastClearShader", i1 false}
!454 = !{!"argRegisterReservations", !455}
!455 = !{!"argRegisterReservationsVec[0]", i32 0}
!456 = !{!"SIMD16_SpillThreshold", i8 0}
!457 = !{!"SIMD32_SpillThreshold", i8 0}
!458 = !{!"m_CacheControlOption", !459, !460, !461, !462}
!459 = !{!"LscLoadCacheControlOverride", i8 0}
!460 = !{!"LscStoreCacheControlOverride", i8 0}
!461 = !{!"TgmLoadCacheControlOverride", i8 0}
!462 = !{!"TgmStoreCacheControlOverride", i8 0}
!463 = !{!"ModuleUsesBindless", i1 false}
!464 = !{!"predicationMap"}
!465 = !{!"lifeTimeStartMap"}
!466 = !{!"HitGroups"}
!467 = !{i32 2, i32 0}
!468 = !{!"clang version 16.0.6"}
!469 = distinct !DISubprogram(name: "mixed", scope: null, file: !4, line: 1, type: !470, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !499, retainedNodes: !484)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !472, !474, !478, !480, !483}
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !473, size: 64, dwarfAddressSpace: 1)
!473 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!474 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !475, size: 64, dwarfAddressSpace: 1)
!475 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !476, baseType: !477)
!476 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!477 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!478 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !479, size: 64, dwarfAddressSpace: 1)
!479 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !481, size: 64, dwarfAddressSpace: 1)
!481 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !476, baseType: !482)
!482 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!483 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!484 = !{!485, !486, !487, !488, !489, !490, !491, !492, !494, !495, !496, !497}
!485 = !DILocalVariable(name: "f", arg: 1, scope: !469, file: !4, line: 1, type: !472)
!486 = !DILocalVariable(name: "u", arg: 2, scope: !469, file: !4, line: 1, type: !474)
!487 = !DILocalVariable(name: "l", arg: 3, scope: !469, file: !4, line: 1, type: !478)
!488 = !DILocalVariable(name: "c", arg: 4, scope: !469, file: !4, line: 1, type: !480)
!489 = !DILocalVariable(name: "n", arg: 5, scope: !469, file: !4, line: 1, type: !483)
!490 = !DILocalVariable(name: "gid", scope: !469, file: !4, line: 2, type: !483)
!491 = !DILocalVariable(name: "v", scope: !469, file: !4, line: 3, type: !473)
!492 = !DILocalVariable(name: "i", scope: !493, file: !4, line: 4, type: !483)
!493 = distinct !DILexicalBlock(scope: !469, file: !4, line: 4, column: 3)
!494 = !DILocalVariable(name: "us", scope: !469, file: !4, line: 8, type: !475)
!495 = !DILocalVariable(name: "us2", scope: !469, file: !4, line: 9, type: !475)
!496 = !DILocalVariable(name: "lv", scope: !469, file: !4, line: 10, type: !479)
!497 = !DILocalVariable(name: "ch", scope: !469, file: !4, line: 11, type: !498)
!498 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!499 = !{}
!500 = !DILocation(line: 0, scope: !469)
!501 = !DILocation(line: 2, column: 13, scope: !469)
!502 = !DILocation(line: 3, column: 13, scope: !469)
!503 = !DILocation(line: 0, scope: !493)
!504 = !DILocation(line: 4, column: 21, scope: !505)
!505 = distinct !DILexicalBlock(scope: !493, file: !4, line: 4, column: 3)
!506 = !DILocation(line: 4, column: 3, scope: !493)
!507 = !DILocation(line: 6, column: 9, scope: !508)
!508 = distinct !DILexicalBlock(scope: !505, file: !4, line: 4, column: 31)
!509 = !DILocation(line: 5, column: 7, scope: !508)
!510 = !DILocation(line: 6, column: 11, scope: !511)
!511 = distinct !DILexicalBlock(scope: !508, file: !4, line: 6, column: 9)
!512 = !DILocation(line: 4, column: 27, scope: !505)
!513 = !{!514}
!514 = !{i32 4469}
!515 = !DILocation(line: 8, column: 24, scope: !469)
!516 = !DILocation(line: 8, column: 31, scope: !469)
!517 = !DILocation(line: 9, column: 28, scope: !469)
!518 = !DILocation(line: 10, column: 13, scope: !469)
!519 = !DILocation(line: 10, column: 20, scope: !469)
!520 = !DILocation(line: 10, column: 26, scope: !469)
!521 = !DILocation(line: 10, column: 24, scope: !469)
!522 = !DILocation(line: 11, column: 20, scope: !469)
!523 = !DILocation(line: 11, column: 27, scope: !469)
!524 = !DILocation(line: 12, column: 16, scope: !469)
!525 = !DILocation(line: 12, column: 14, scope: !469)
!526 = !DILocation(line: 12, column: 10, scope: !469)
!527 = !DILocation(line: 13, column: 10, scope: !469)
!528 = !DILocation(line: 14, column: 10, scope: !469)
!529 = !DILocation(line: 15, column: 10, scope: !469)
!530 = !DILocation(line: 16, column: 1, scope: !469)
