; ------------------------------------------------
; OCL_asmb36210bc3fae2503_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #0

; Function Attrs: mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: readwrite)
define spir_kernel void @vadd(ptr addrspace(1) nocapture readonly align 4 %a, ptr addrspace(1) nocapture readonly align 4 %b, ptr addrspace(1) nocapture writeonly align 4 %c, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bindlessOffset, i32 %bindlessOffset3, i32 %bindlessOffset4) #1 !dbg !470 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.declare(metadata ptr undef, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 96)), !dbg !494
  call void @llvm.dbg.value(metadata ptr addrspace(1) %a, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata ptr addrspace(1) %b, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata ptr addrspace(1) %c, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %n, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %3 = mul i32 %1, %2, !dbg !496
  %4 = zext i16 %localIdX to i32, !dbg !496
  %5 = add i32 %3, %4, !dbg !496
  %conv = add i32 %5, %0, !dbg !496
  call void @llvm.dbg.value(metadata i32 %conv, metadata !483, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %conv, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !495
  %idxprom = sext i32 %conv to i64, !dbg !497
  %6 = ptrtoint ptr addrspace(1) %a to i64, !dbg !497
  %7 = shl nsw i64 %idxprom, 2, !dbg !497
  %8 = add i64 %7, %6, !dbg !497
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !497
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !497
  call void @llvm.dbg.value(metadata float %10, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !495
  %11 = icmp slt i32 %conv, %n, !dbg !498
  br i1 %11, label %if.then, label %entry.if.end_crit_edge, !dbg !500

entry.if.end_crit_edge:                           ; preds = %entry
  br label %if.end, !dbg !500

if.then:                                          ; preds = %entry
  %12 = ptrtoint ptr addrspace(1) %b to i64, !dbg !501
  %13 = add i64 %7, %12, !dbg !501
  %14 = inttoptr i64 %13 to ptr addrspace(1), !dbg !501
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !501
  %add = fadd float %10, %15, !dbg !502
  %add11 = fadd float %add, %10, !dbg !503
  %16 = ptrtoint ptr addrspace(1) %c to i64, !dbg !504
  %17 = add i64 %7, %16, !dbg !504
  %18 = inttoptr i64 %17 to ptr addrspace(1), !dbg !504
  store float %add11, ptr addrspace(1) %18, align 4, !dbg !505
  br label %if.end, !dbg !504

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  ret void, !dbg !506
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: write)
define spir_kernel void @k2(ptr addrspace(1) nocapture writeonly align 4 %p, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bindlessOffset) #3 !dbg !507 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %p, metadata !512, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !514
  %3 = mul i32 %1, %2, !dbg !515
  %4 = zext i16 %localIdX to i32, !dbg !515
  %5 = add i32 %3, %4, !dbg !515
  %conv = add i32 %5, %0, !dbg !515
  call void @llvm.dbg.value(metadata i32 %conv, metadata !516, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !523
  call void @llvm.dbg.value(metadata ptr addrspace(1) %p, metadata !521, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !523
  %mul.i = mul nsw i32 %conv, 3, !dbg !525, !spirv.Decorations !526
  call void @llvm.dbg.value(metadata i32 %mul.i, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !523
  %idxprom.i = sext i32 %conv to i64, !dbg !528
  %6 = ptrtoint ptr addrspace(1) %p to i64, !dbg !528
  %7 = shl nsw i64 %idxprom.i, 2, !dbg !528
  %8 = add i64 %7, %6, !dbg !528
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !528
  store i32 %mul.i, ptr addrspace(1) %9, align 4, !dbg !529
  %add.i = add nsw i32 %mul.i, 1, !dbg !530, !spirv.Decorations !526
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !513, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !514
  store i32 %add.i, ptr addrspace(1) %p, align 4, !dbg !531
  ret void, !dbg !532
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #4

declare i32 @printf(ptr addrspace(2), ...)

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare void @llvm.genx.GenISA.CatchAllDebugLine() #6

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: write) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!spirv.MemoryModel = !{!5}
!spirv.Source = !{!6}
!spirv.Generator = !{!7}
!igc.functions = !{!8, !11}
!IGCMetadata = !{!12}
!opencl.ocl.version = !{!468, !468, !468, !468, !468, !468, !468, !468}
!opencl.spir.version = !{!468, !468, !468, !468, !468, !468, !468, !468}
!llvm.ident = !{!469, !469, !469, !469, !469, !469, !469, !469}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "vadd.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @vadd, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{ptr @k2, !9}
!12 = !{!"ModuleMD", !13, !14, !128, !298, !329, !346, !367, !377, !379, !380, !395, !396, !397, !398, !399, !403, !404, !411, !412, !413, !414, !415, !416, !417, !418, !419, !421, !425, !426, !427, !428, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !234, !440, !445, !446, !448, !450, !453, !454, !455, !457, !458, !459, !464, !465, !466, !467}
!13 = !{!"isPrecise", i1 false}
!14 = !{!"compOpt", !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127}
!15 = !{!"DenormsAreZero", i1 false}
!16 = !{!"BFTFDenormsAreZero", i1 false}
!17 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!18 = !{!"OptDisable", i1 false}
!19 = !{!"MadEnable", i1 false}
!20 = !{!"NoSignedZeros", i1 false}
!21 = !{!"NoNaNs", i1 false}
!22 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!23 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!24 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!25 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_RETAIN"}
!26 = !{!"FloatRoundingMode", i32 0}
!27 = !{!"FloatCvtIntRoundingMode", i32 3}
!28 = !{!"LoadCacheDefault", i32 4}
!29 = !{!"StoreCacheDefault", i32 7}
!30 = !{!"VISAPreSchedRPThreshold", i32 0}
!31 = !{!"VISAPreSchedCtrl", i32 0}
!32 = !{!"SetLoopUnrollThreshold", i32 0}
!33 = !{!"UnsafeMathOptimizations", i1 false}
!34 = !{!"disableCustomUnsafeOpts", i1 false}
!35 = !{!"disableReducePow", i1 false}
!36 = !{!"disableSqrtOpt", i1 false}
!37 = !{!"FiniteMathOnly", i1 false}
!38 = !{!"FastRelaxedMath", i1 false}
!39 = !{!"DashGSpecified", i1 true}
!40 = !{!"FastCompilation", i1 false}
!41 = !{!"UseScratchSpacePrivateMemory", i1 true}
!42 = !{!"RelaxedBuiltins", i1 false}
!43 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!44 = !{!"GreaterThan2GBBufferRequired", i1 true}
!45 = !{!"GreaterThan4GBBufferRequired", i1 true}
!46 = !{!"DisableA64WA", i1 false}
!47 = !{!"ForceEnableA64WA", i1 false}
!48 = !{!"PushConstantsEnable", i1 true}
!49 = !{!"HasPositivePointerOffset", i1 false}
!50 = !{!"HasBufferOffsetArg", i1 true}
!51 = !{!"BufferOffsetArgOptional", i1 true}
!52 = !{!"replaceGlobalOffsetsByZero", i1 false}
!53 = !{!"forcePixelShaderSIMDMode", i32 0}
!54 = !{!"forceTotalGRFNum", i32 0}
!55 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!56 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!57 = !{!"UniformWGS", i1 false}
!58 = !{!"disableVertexComponentPacking", i1 false}
!59 = !{!"disablePartialVertexComponentPacking", i1 false}
!60 = !{!"PreferBindlessImages", i1 true}
!61 = !{!"UseBindlessMode", i1 true}
!62 = !{!"UseLegacyBindlessMode", i1 false}
!63 = !{!"disableMathRefactoring", i1 false}
!64 = !{!"atomicBranch", i1 false}
!65 = !{!"spillCompression", i1 false}
!66 = !{!"AllowLICM", i1 true}
!67 = !{!"DisableEarlyOut", i1 false}
!68 = !{!"ForceInt32DivRemEmu", i1 false}
!69 = !{!"ForceInt32DivRemEmuSP", i1 false}
!70 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!71 = !{!"DisableFastestSingleCSSIMD", i1 false}
!72 = !{!"DisableFastestLinearScan", i1 false}
!73 = !{!"UseStatelessforPrivateMemory", i1 false}
!74 = !{!"EnableTakeGlobalAddress", i1 false}
!75 = !{!"IsLibraryCompilation", i1 false}
!76 = !{!"LibraryCompileSIMDSize", i32 0}
!77 = !{!"FastVISACompile", i1 false}
!78 = !{!"MatchSinCosPi", i1 false}
!79 = !{!"ExcludeIRFromZEBinary", i1 false}
!80 = !{!"EmitZeBinVISASections", i1 false}
!81 = !{!"FP64GenEmulationEnabled", i1 false}
!82 = !{!"FP64GenConvEmulationEnabled", i1 false}
!83 = !{!"allowDisableRematforCS", i1 false}
!84 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!85 = !{!"DisableCPSOmaskWA", i1 false}
!86 = !{!"DisableFastestGopt", i1 false}
!87 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!88 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!89 = !{!"DisableConstantCoalescing", i1 false}
!90 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!91 = !{!"WaEnableALTModeVisaWA", i1 false}
!92 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!93 = !{!"WaDisableDualSIMD8", i1 false}
!94 = !{!"EnableLdStCombineforLoad", i1 false}
!95 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!96 = !{!"ForceUniformBuffer", i1 false}
!97 = !{!"ForceUniformSurfaceSampler", i1 false}
!98 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!99 = !{!"NewSpillCostFunction", i1 false}
!100 = !{!"EnableVRT", i1 true}
!101 = !{!"ForceLargeGRFNum4RQ", i1 false}
!102 = !{!"DisableEUFusion", i1 false}
!103 = !{!"DisableFDivToFMulInvOpt", i1 false}
!104 = !{!"initializePhiSampleSourceWA", i1 false}
!105 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!106 = !{!"DisableLoosenSimd32Occu", i1 false}
!107 = !{!"FastestS1Options", i32 0}
!108 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!109 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!110 = !{!"LscSamplerRouting", i32 0}
!111 = !{!"UseBarrierControlFlowOptimization", i1 false}
!112 = !{!"EnableDynamicRQManagement", i1 false}
!113 = !{!"WaDisablePayloadCoalescing", i1 false}
!114 = !{!"Quad8InputThreshold", i32 0}
!115 = !{!"UseResourceLoopUnrollNested", i1 false}
!116 = !{!"DisableLoopUnroll", i1 false}
!117 = !{!"ForcePushConstantMode", i32 0}
!118 = !{!"UseInstructionHoistingOptimization", i1 false}
!119 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!120 = !{!"ForceVRTGRFCeiling", i32 0}
!121 = !{!"EnableSamplerBackingByLSC", i32 0}
!122 = !{!"UseLinearScanRA", i1 false}
!123 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!124 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!125 = !{!"VISASpillAllowed", i32 0}
!126 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!127 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!128 = !{!"FuncMD", !129, !130, !282, !283}
!129 = !{!"FuncMDMap[0]", ptr @vadd}
!130 = !{!"FuncMDValue[0]", !131, !132, !136, !139, !140, !141, !142, !143, !171, !172, !173, !196, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !252, !257, !262, !267, !272, !277, !278}
!131 = !{!"localOffsets"}
!132 = !{!"workGroupWalkOrder", !133, !134, !135}
!133 = !{!"dim0", i32 0}
!134 = !{!"dim1", i32 1}
!135 = !{!"dim2", i32 2}
!136 = !{!"threadGroupSize", !133, !137, !138}
!137 = !{!"dim1", i32 0}
!138 = !{!"dim2", i32 0}
!139 = !{!"threadGroupSizeHint", !133, !137, !138}
!140 = !{!"vecTypeHint", !""}
!141 = !{!"funcArgs"}
!142 = !{!"argInfoList"}
!143 = !{!"implicitArgInfoList", !144, !150, !152, !154, !156, !158, !160, !163, !165, !167, !169, !170}
!144 = !{!"implicitArgInfoListVec[0]", !145, !146, !147, !148, !149}
!145 = !{!"argId", i32 0}
!146 = !{!"explicitArgNum", i32 -1}
!147 = !{!"structArgOffset", i32 -1}
!148 = !{!"imgAccessFloatCoords", i32 -1}
!149 = !{!"imgAccessIntCoords", i32 -1}
!150 = !{!"implicitArgInfoListVec[1]", !151, !146, !147, !148, !149}
!151 = !{!"argId", i32 2}
!152 = !{!"implicitArgInfoListVec[2]", !153, !146, !147, !148, !149}
!153 = !{!"argId", i32 7}
!154 = !{!"implicitArgInfoListVec[3]", !155, !146, !147, !148, !149}
!155 = !{!"argId", i32 8}
!156 = !{!"implicitArgInfoListVec[4]", !157, !146, !147, !148, !149}
!157 = !{!"argId", i32 9}
!158 = !{!"implicitArgInfoListVec[5]", !159, !146, !147, !148, !149}
!159 = !{!"argId", i32 10}
!160 = !{!"implicitArgInfoListVec[6]", !161, !162, !147, !148, !149}
!161 = !{!"argId", i32 15}
!162 = !{!"explicitArgNum", i32 0}
!163 = !{!"implicitArgInfoListVec[7]", !161, !164, !147, !148, !149}
!164 = !{!"explicitArgNum", i32 1}
!165 = !{!"implicitArgInfoListVec[8]", !161, !166, !147, !148, !149}
!166 = !{!"explicitArgNum", i32 2}
!167 = !{!"implicitArgInfoListVec[9]", !168, !162, !147, !148, !149}
!168 = !{!"argId", i32 54}
!169 = !{!"implicitArgInfoListVec[10]", !168, !164, !147, !148, !149}
!170 = !{!"implicitArgInfoListVec[11]", !168, !166, !147, !148, !149}
!171 = !{!"functionType", !"KernelFunction"}
!172 = !{!"requiredSubGroupSize", i32 0}
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
!196 = !{!"resAllocMD", !197, !198, !199, !200, !220}
!197 = !{!"uavsNumType", i32 0}
!198 = !{!"srvsNumType", i32 0}
!199 = !{!"samplersNumType", i32 0}
!200 = !{!"argAllocMDList", !201, !205, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219}
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
!219 = !{!"argAllocMDListVec[15]", !202, !203, !204}
!220 = !{!"inlineSamplersMD"}
!221 = !{!"maxByteOffsets"}
!222 = !{!"IsInitializer", i1 false}
!223 = !{!"IsFinalizer", i1 false}
!224 = !{!"CompiledSubGroupsNumber", i32 0}
!225 = !{!"maxRegPressureSimd16", i32 0}
!226 = !{!"maxRegPressureSimd32", i32 0}
!227 = !{!"maxRegUniformPressure", i32 0}
!228 = !{!"maxRegNonUniformPressure", i32 0}
!229 = !{!"bestGuessSimd", i32 0}
!230 = !{!"hasInlineVmeSamplers", i1 false}
!231 = !{!"localSize", i32 0}
!232 = !{!"localIDPresent", i1 false}
!233 = !{!"groupIDPresent", i1 false}
!234 = !{!"privateMemoryPerWI", i32 0}
!235 = !{!"prevFPOffset", i32 0}
!236 = !{!"globalIDPresent", i1 false}
!237 = !{!"hasSyncRTCalls", i1 false}
!238 = !{!"hasPrintfCalls", i1 false}
!239 = !{!"hasDPAS", i1 false}
!240 = !{!"requireAssertBuffer", i1 false}
!241 = !{!"requireSyncBuffer", i1 false}
!242 = !{!"hasIndirectCalls", i1 false}
!243 = !{!"hasNonKernelArgLoad", i1 false}
!244 = !{!"hasNonKernelArgStore", i1 false}
!245 = !{!"hasNonKernelArgAtomic", i1 false}
!246 = !{!"UserAnnotations"}
!247 = !{!"m_OpenCLArgAddressSpaces", !248, !249, !250, !251}
!248 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!249 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!250 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!251 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 0}
!252 = !{!"m_OpenCLArgAccessQualifiers", !253, !254, !255, !256}
!253 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!254 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!255 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!256 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!257 = !{!"m_OpenCLArgTypes", !258, !259, !260, !261}
!258 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!259 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!260 = !{!"m_OpenCLArgTypesVec[2]", !"float*"}
!261 = !{!"m_OpenCLArgTypesVec[3]", !"int"}
!262 = !{!"m_OpenCLArgBaseTypes", !263, !264, !265, !266}
!263 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!264 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!265 = !{!"m_OpenCLArgBaseTypesVec[2]", !"float*"}
!266 = !{!"m_OpenCLArgBaseTypesVec[3]", !"int"}
!267 = !{!"m_OpenCLArgTypeQualifiers", !268, !269, !270, !271}
!268 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!269 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !"const"}
!270 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!271 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!272 = !{!"m_OpenCLArgNames", !273, !274, !275, !276}
!273 = !{!"m_OpenCLArgNamesVec[0]", !"a"}
!274 = !{!"m_OpenCLArgNamesVec[1]", !"b"}
!275 = !{!"m_OpenCLArgNamesVec[2]", !"c"}
!276 = !{!"m_OpenCLArgNamesVec[3]", !"n"}
!277 = !{!"m_OpenCLArgScalarAsPointers"}
!278 = !{!"m_OptsToDisablePerFunc", !279, !280, !281}
!279 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!280 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!281 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!282 = !{!"FuncMDMap[1]", ptr @k2}
!283 = !{!"FuncMDValue[1]", !131, !132, !136, !139, !140, !141, !142, !284, !171, !172, !173, !286, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !288, !289, !290, !292, !294, !296, !277, !278}
!284 = !{!"implicitArgInfoList", !144, !150, !152, !154, !156, !158, !160, !285}
!285 = !{!"implicitArgInfoListVec[7]", !168, !162, !147, !148, !149}
!286 = !{!"resAllocMD", !197, !198, !199, !287, !220}
!287 = !{!"argAllocMDList", !201, !205, !206, !207, !208, !209, !210, !211, !212}
!288 = !{!"m_OpenCLArgAddressSpaces", !248}
!289 = !{!"m_OpenCLArgAccessQualifiers", !253}
!290 = !{!"m_OpenCLArgTypes", !291}
!291 = !{!"m_OpenCLArgTypesVec[0]", !"int*"}
!292 = !{!"m_OpenCLArgBaseTypes", !293}
!293 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int*"}
!294 = !{!"m_OpenCLArgTypeQualifiers", !295}
!295 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!296 = !{!"m_OpenCLArgNames", !297}
!297 = !{!"m_OpenCLArgNamesVec[0]", !"p"}
!298 = !{!"pushInfo", !299, !300, !301, !305, !306, !307, !308, !309, !310, !311, !312, !325, !326, !327, !328}
!299 = !{!"pushableAddresses"}
!300 = !{!"bindlessPushInfo"}
!301 = !{!"dynamicBufferInfo", !302, !303, !304}
!302 = !{!"firstIndex", i32 0}
!303 = !{!"numOffsets", i32 0}
!304 = !{!"forceDisabled", i1 false}
!305 = !{!"MaxNumberOfPushedBuffers", i32 0}
!306 = !{!"inlineConstantBufferSlot", i32 -1}
!307 = !{!"inlineConstantBufferOffset", i32 -1}
!308 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!309 = !{!"constants"}
!310 = !{!"inputs"}
!311 = !{!"constantReg"}
!312 = !{!"simplePushInfoArr", !313, !322, !323, !324}
!313 = !{!"simplePushInfoArrVec[0]", !314, !315, !316, !317, !318, !319, !320, !321}
!314 = !{!"cbIdx", i32 0}
!315 = !{!"pushableAddressGrfOffset", i32 -1}
!316 = !{!"pushableOffsetGrfOffset", i32 -1}
!317 = !{!"offset", i32 0}
!318 = !{!"size", i32 0}
!319 = !{!"isStateless", i1 false}
!320 = !{!"isBindless", i1 false}
!321 = !{!"simplePushLoads"}
!322 = !{!"simplePushInfoArrVec[1]", !314, !315, !316, !317, !318, !319, !320, !321}
!323 = !{!"simplePushInfoArrVec[2]", !314, !315, !316, !317, !318, !319, !320, !321}
!324 = !{!"simplePushInfoArrVec[3]", !314, !315, !316, !317, !318, !319, !320, !321}
!325 = !{!"simplePushBufferUsed", i32 0}
!326 = !{!"pushAnalysisWIInfos"}
!327 = !{!"inlineRTGlobalPtrOffset", i32 0}
!328 = !{!"rtSyncSurfPtrOffset", i32 0}
!329 = !{!"psInfo", !330, !331, !332, !333, !334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345}
!330 = !{!"BlendStateDisabledMask", i8 0}
!331 = !{!"SkipSrc0Alpha", i1 false}
!332 = !{!"DualSourceBlendingDisabled", i1 false}
!333 = !{!"ForceEnableSimd32", i1 false}
!334 = !{!"DisableSimd32WithDiscard", i1 false}
!335 = !{!"outputDepth", i1 false}
!336 = !{!"outputStencil", i1 false}
!337 = !{!"outputMask", i1 false}
!338 = !{!"blendToFillEnabled", i1 false}
!339 = !{!"forceEarlyZ", i1 false}
!340 = !{!"hasVersionedLoop", i1 false}
!341 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!342 = !{!"blendOptimizationMode"}
!343 = !{!"colorOutputMask"}
!344 = !{!"isBlendEnabled"}
!345 = !{!"WaDisableVRS", i1 false}
!346 = !{!"csInfo", !347, !348, !349, !350, !54, !30, !31, !351, !32, !352, !353, !354, !355, !356, !357, !358, !359, !360, !361, !362, !65, !363, !364, !365, !366}
!347 = !{!"maxWorkGroupSize", i32 0}
!348 = !{!"waveSize", i32 0}
!349 = !{!"ComputeShaderSecondCompile"}
!350 = !{!"forcedSIMDSize", i8 0}
!351 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!352 = !{!"forceSpillCompression", i1 false}
!353 = !{!"allowLowerSimd", i1 false}
!354 = !{!"disableSimd32Slicing", i1 false}
!355 = !{!"disableSplitOnSpill", i1 false}
!356 = !{!"enableNewSpillCostFunction", i1 false}
!357 = !{!"forceVISAPreSched", i1 false}
!358 = !{!"disableLocalIdOrderOptimizations", i1 false}
!359 = !{!"disableDispatchAlongY", i1 false}
!360 = !{!"neededThreadIdLayout", ptr null}
!361 = !{!"forceTileYWalk", i1 false}
!362 = !{!"atomicBranch", i32 0}
!363 = !{!"disableEarlyOut", i1 false}
!364 = !{!"walkOrderEnabled", i1 false}
!365 = !{!"walkOrderOverride", i32 0}
!366 = !{!"ResForHfPacking"}
!367 = !{!"msInfo", !368, !369, !370, !371, !372, !373, !374, !375, !376}
!368 = !{!"PrimitiveTopology", i32 3}
!369 = !{!"MaxNumOfPrimitives", i32 0}
!370 = !{!"MaxNumOfVertices", i32 0}
!371 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!372 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!373 = !{!"WorkGroupSize", i32 0}
!374 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!375 = !{!"IndexFormat", i32 6}
!376 = !{!"SubgroupSize", i32 0}
!377 = !{!"taskInfo", !378, !373, !374, !376}
!378 = !{!"MaxNumOfOutputs", i32 0}
!379 = !{!"NBarrierCnt", i32 0}
!380 = !{!"rtInfo", !381, !382, !383, !384, !385, !386, !387, !388, !389, !390, !391, !392, !393, !394, !192}
!381 = !{!"RayQueryAllocSizeInBytes", i32 0}
!382 = !{!"NumContinuations", i32 0}
!383 = !{!"RTAsyncStackAddrspace", i32 -1}
!384 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!385 = !{!"SWHotZoneAddrspace", i32 -1}
!386 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!387 = !{!"SWStackAddrspace", i32 -1}
!388 = !{!"SWStackSurfaceStateOffset", ptr null}
!389 = !{!"RTSyncStackAddrspace", i32 -1}
!390 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!391 = !{!"doSyncDispatchRays", i1 false}
!392 = !{!"MemStyle", !"Xe"}
!393 = !{!"GlobalDataStyle", !"Xe"}
!394 = !{!"uberTileDimensions", ptr null}
!395 = !{!"hasSliceLayoutDependency", i1 false}
!396 = !{!"CurUniqueIndirectIdx", i32 0}
!397 = !{!"inlineDynTextures"}
!398 = !{!"inlineResInfoData"}
!399 = !{!"immConstant", !400, !401, !402}
!400 = !{!"data"}
!401 = !{!"sizes"}
!402 = !{!"zeroIdxs"}
!403 = !{!"stringConstants"}
!404 = !{!"inlineBuffers", !405, !409, !410}
!405 = !{!"inlineBuffersVec[0]", !406, !407, !408}
!406 = !{!"alignment", i32 0}
!407 = !{!"allocSize", i64 0}
!408 = !{!"Buffer"}
!409 = !{!"inlineBuffersVec[1]", !406, !407, !408}
!410 = !{!"inlineBuffersVec[2]", !406, !407, !408}
!411 = !{!"GlobalBufferAddressRelocInfo"}
!412 = !{!"ConstantBufferAddressRelocInfo"}
!413 = !{!"forceLscCacheList"}
!414 = !{!"SrvMap"}
!415 = !{!"RasterizerOrderedByteAddressBuffer"}
!416 = !{!"RasterizerOrderedViews"}
!417 = !{!"MinNOSPushConstantSize", i32 0}
!418 = !{!"inlineProgramScopeOffsets"}
!419 = !{!"shaderData", !420}
!420 = !{!"numReplicas", i32 0}
!421 = !{!"URBInfo", !422, !423, !424}
!422 = !{!"has64BVertexHeaderInput", i1 false}
!423 = !{!"has64BVertexHeaderOutput", i1 false}
!424 = !{!"hasVertexHeader", i1 true}
!425 = !{!"UseBindlessImage", i1 true}
!426 = !{!"HasBindlessImageRead", i1 false}
!427 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!428 = !{!"enableRangeReduce", i1 false}
!429 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!430 = !{!"disableMatchMadOptimizationForCS", i1 false}
!431 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!432 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!433 = !{!"statefulResourcesNotAliased", i1 false}
!434 = !{!"disableMixMode", i1 false}
!435 = !{!"genericAccessesResolved", i1 false}
!436 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!437 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!438 = !{!"disableSeparateScratchWA", i1 false}
!439 = !{!"enableRemoveUnusedTGMFence", i1 false}
!440 = !{!"PrivateMemoryPerFG", !441, !442, !443, !444}
!441 = !{!"PrivateMemoryPerFGMap[0]", ptr @vadd}
!442 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!443 = !{!"PrivateMemoryPerFGMap[1]", ptr @k2}
!444 = !{!"PrivateMemoryPerFGValue[1]", i32 0}
!445 = !{!"m_OptsToDisable"}
!446 = !{!"capabilities", !447}
!447 = !{!"globalVariableDecorationsINTEL", i1 false}
!448 = !{!"extensions", !449}
!449 = !{!"spvINTELBindlessImages", i1 false}
!450 = !{!"m_ShaderResourceViewMcsMask", !451, !452}
!451 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!452 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!453 = !{!"computedDepthMode", i32 0}
!454 = !{!"isHDCFastClearShader", i1 false}
!455 = !{!"argRegisterReservations", !456}
!456 = !{!"argRegisterReservationsVec[0]", i32 0}
!457 = !{!"SIMD16_SpillThreshold", i8 0}
!458 = !{!"SIMD32_SpillThreshold", i8 0}
!459 = !{!"m_CacheControlOption", !460, !461, !462, !463}
!460 = !{!"LscLoadCacheControlOverride", i8 0}
!461 = !{!"LscStoreCacheControlOverride", i8 0}
!462 = !{!"TgmLoadCacheControlOverride", i8 0}
!463 = !{!"TgmStoreCacheControlOverride", i8 0}
!464 = !{!"ModuleUsesBindless", i1 false}
!465 = !{!"predicationMap"}
!466 = !{!"lifeTimeStartMap"}
!467 = !{!"HitGroups"}
!468 = !{i32 2, i32 0}
!469 = !{!"clang version 16.0.6"}
!470 = distinct !DISubprogram(name: "vadd", scope: null, file: !4, line: 3, type: !471, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !493, retainedNodes: !478)
!471 = !DISubroutineType(types: !472)
!472 = !{null, !473, !473, !476, !477}
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !474, size: 64, dwarfAddressSpace: 1)
!474 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !475)
!475 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !475, size: 64, dwarfAddressSpace: 1)
!477 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!478 = !{!479, !480, !481, !482, !483, !484}
!479 = !DILocalVariable(name: "a", arg: 1, scope: !470, file: !4, line: 3, type: !473)
!480 = !DILocalVariable(name: "b", arg: 2, scope: !470, file: !4, line: 3, type: !473)
!481 = !DILocalVariable(name: "c", arg: 3, scope: !470, file: !4, line: 3, type: !476)
!482 = !DILocalVariable(name: "n", arg: 4, scope: !470, file: !4, line: 3, type: !477)
!483 = !DILocalVariable(name: "i", scope: !470, file: !4, line: 4, type: !477)
!484 = !DILocalVariable(name: "pr", scope: !470, file: !4, line: 5, type: !485)
!485 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair_t", file: !4, baseType: !486)
!486 = !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 1, size: 160, elements: !487)
!487 = !{!488, !489}
!488 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !486, file: !4, line: 1, baseType: !477, size: 32, flags: DIFlagPublic)
!489 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !486, file: !4, line: 1, baseType: !490, size: 128, offset: 32, flags: DIFlagPublic)
!490 = !DICompositeType(tag: DW_TAG_array_type, baseType: !475, size: 128, elements: !491)
!491 = !{!492}
!492 = !DISubrange(count: 4, lowerBound: 0)
!493 = !{}
!494 = !DILocation(line: 5, column: 10, scope: !470)
!495 = !DILocation(line: 0, scope: !470)
!496 = !DILocation(line: 4, column: 11, scope: !470)
!497 = !DILocation(line: 5, column: 34, scope: !470)
!498 = !DILocation(line: 6, column: 9, scope: !499)
!499 = distinct !DILexicalBlock(scope: !470, file: !4, line: 6, column: 7)
!500 = !DILocation(line: 6, column: 7, scope: !470)
!501 = !DILocation(line: 6, column: 28, scope: !499)
!502 = !DILocation(line: 6, column: 26, scope: !499)
!503 = !DILocation(line: 6, column: 33, scope: !499)
!504 = !DILocation(line: 6, column: 14, scope: !499)
!505 = !DILocation(line: 6, column: 19, scope: !499)
!506 = !DILocation(line: 7, column: 1, scope: !470)
!507 = distinct !DISubprogram(name: "k2", scope: null, file: !4, line: 8, type: !508, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !493, retainedNodes: !511)
!508 = !DISubroutineType(types: !509)
!509 = !{null, !510}
!510 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64, dwarfAddressSpace: 1)
!511 = !{!512, !513}
!512 = !DILocalVariable(name: "p", arg: 1, scope: !507, file: !4, line: 8, type: !510)
!513 = !DILocalVariable(name: "v", scope: !507, file: !4, line: 8, type: !477)
!514 = !DILocation(line: 0, scope: !507)
!515 = !DILocation(line: 8, column: 57, scope: !507)
!516 = !DILocalVariable(name: "x", arg: 1, scope: !517, file: !4, line: 2, type: !477)
!517 = distinct !DISubprogram(name: "helper", scope: null, file: !4, line: 2, type: !518, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !493, retainedNodes: !520)
!518 = !DISubroutineType(types: !519)
!519 = !{!477, !477, !510}
!520 = !{!516, !521, !522}
!521 = !DILocalVariable(name: "p", arg: 2, scope: !517, file: !4, line: 2, type: !510)
!522 = !DILocalVariable(name: "t", scope: !517, file: !4, line: 2, type: !477)
!523 = !DILocation(line: 0, scope: !517, inlinedAt: !524)
!524 = distinct !DILocation(line: 8, column: 45, scope: !507)
!525 = !DILocation(line: 2, column: 48, scope: !517, inlinedAt: !524)
!526 = !{!527}
!527 = !{i32 4469}
!528 = !DILocation(line: 2, column: 53, scope: !517, inlinedAt: !524)
!529 = !DILocation(line: 2, column: 58, scope: !517, inlinedAt: !524)
!530 = !DILocation(line: 2, column: 72, scope: !517, inlinedAt: !524)
!531 = !DILocation(line: 8, column: 84, scope: !507)
!532 = !DILocation(line: 8, column: 89, scope: !507)
