; ------------------------------------------------
; OCL_asmed39b47b1e6ea953_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_kernel void @unroll(i32 addrspace(1)* %out, i32 %x, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset) #0 !dbg !291 {
entry:
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !297
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %out, metadata !298, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  call void @llvm.dbg.value(metadata i32 %x, metadata !300, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  call void @llvm.dbg.value(metadata i32 0, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304
  call void @llvm.dbg.value(metadata i32 0, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  call void @llvm.dbg.value(metadata i32 0, metadata !305, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !309
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  call void @llvm.dbg.value(metadata i32 1, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304
  call void @llvm.dbg.value(metadata i32 1, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  call void @llvm.dbg.value(metadata i32 %x, metadata !305, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !309
  %sext.1 = shl i32 %x, 16, !dbg !310
  %3 = bitcast i32 %sext.1 to <2 x i16>, !dbg !310
  %4 = extractelement <2 x i16> %3, i32 1, !dbg !310
  %5 = sext i16 %4 to i32, !dbg !310
  call void @llvm.dbg.value(metadata i32 %5, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  call void @llvm.dbg.value(metadata i32 2, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304
  call void @llvm.dbg.value(metadata i32 2, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304
  call void @llvm.dbg.value(metadata i32 %5, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  %mul.2 = shl i32 %x, 17, !dbg !311
  call void @llvm.dbg.value(metadata i32 %mul.2, metadata !305, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !309
  %6 = bitcast i32 %mul.2 to <2 x i16>, !dbg !310
  %7 = extractelement <2 x i16> %6, i32 1, !dbg !310
  %8 = sext i16 %7 to i32, !dbg !310
  %add.2 = add nsw i32 %5, %8, !dbg !312
  call void @llvm.dbg.value(metadata i32 %add.2, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299
  call void @llvm.dbg.value(metadata i32 3, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304
  %mul.i.i.i = mul i32 %1, %2, !dbg !313
  %localIdX2 = zext i16 %localIdX to i32, !dbg !313
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX2, !dbg !313
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !313
  %9 = shl i32 %add4.i.i.i, 2, !dbg !314
  %10 = inttoptr i32 %9 to i32 addrspace(131072)*, !dbg !315
  store i32 %add.2, i32 addrspace(131072)* %10, align 4, !dbg !315
  ret void, !dbg !316
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #2

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #4

attributes #0 = { convergent nounwind "less-precise-fpmad"="true" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { inaccessiblememonly nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!IGCMetadata = !{!5}
!igc.functions = !{!277}
!opencl.ocl.version = !{!289, !289, !289, !289, !289}
!opencl.spir.version = !{!289, !289, !289, !289, !289}
!llvm.ident = !{!290, !290, !290, !290, !290}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "unroll.cl", directory: "/tmp/hdwarf-src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"ModuleMD", !6, !7, !66, !149, !179, !195, !212, !222, !224, !225, !236, !237, !238, !239, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !256, !260, !261, !262, !263, !264, !265, !266, !124, !267, !270, !272, !275, !276}
!6 = !{!"isPrecise", i1 false}
!7 = !{!"compOpt", !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65}
!8 = !{!"DenormsAreZero", i1 false}
!9 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!10 = !{!"OptDisable", i1 false}
!11 = !{!"MadEnable", i1 true}
!12 = !{!"NoSignedZeros", i1 false}
!13 = !{!"NoNaNs", i1 false}
!14 = !{!"FloatRoundingMode", i32 0}
!15 = !{!"FloatCvtIntRoundingMode", i32 3}
!16 = !{!"VISAPreSchedRPThreshold", i32 0}
!17 = !{!"SetLoopUnrollThreshold", i32 0}
!18 = !{!"UnsafeMathOptimizations", i1 false}
!19 = !{!"FiniteMathOnly", i1 false}
!20 = !{!"FastRelaxedMath", i1 false}
!21 = !{!"DashGSpecified", i1 true}
!22 = !{!"FastCompilation", i1 false}
!23 = !{!"UseScratchSpacePrivateMemory", i1 false}
!24 = !{!"RelaxedBuiltins", i1 false}
!25 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!26 = !{!"GreaterThan2GBBufferRequired", i1 true}
!27 = !{!"GreaterThan4GBBufferRequired", i1 false}
!28 = !{!"DisableA64WA", i1 false}
!29 = !{!"ForceEnableA64WA", i1 false}
!30 = !{!"PushConstantsEnable", i1 true}
!31 = !{!"HasPositivePointerOffset", i1 false}
!32 = !{!"HasBufferOffsetArg", i1 true}
!33 = !{!"BufferOffsetArgOptional", i1 true}
!34 = !{!"HasSubDWAlignedPtrArg", i1 false}
!35 = !{!"replaceGlobalOffsetsByZero", i1 false}
!36 = !{!"forcePixelShaderSIMDMode", i32 0}
!37 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!38 = !{!"UniformWGS", i1 false}
!39 = !{!"disableVertexComponentPacking", i1 false}
!40 = !{!"disablePartialVertexComponentPacking", i1 false}
!41 = !{!"PreferBindlessImages", i1 false}
!42 = !{!"UseBindlessMode", i1 false}
!43 = !{!"UseLegacyBindlessMode", i1 true}
!44 = !{!"disableMathRefactoring", i1 false}
!45 = !{!"atomicBranch", i1 false}
!46 = !{!"ForceInt32DivRemEmu", i1 false}
!47 = !{!"ForceInt32DivRemEmuSP", i1 false}
!48 = !{!"ForceMinSimdSizeForFastestCS", i1 false}
!49 = !{!"EnableFastestLinearScan", i1 false}
!50 = !{!"UseStatelessforPrivateMemory", i1 false}
!51 = !{!"EnableTakeGlobalAddress", i1 false}
!52 = !{!"IsLibraryCompilation", i1 false}
!53 = !{!"FastVISACompile", i1 false}
!54 = !{!"MatchSinCosPi", i1 false}
!55 = !{!"CaptureCompilerStats", i1 false}
!56 = !{!"ExcludeIRFromZEBinary", i1 false}
!57 = !{!"EmitZeBinVISASections", i1 false}
!58 = !{!"allowDisableRematforCS", i1 false}
!59 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!60 = !{!"DisableCPSOmaskWA", i1 false}
!61 = !{!"DisableFastestGopt", i1 false}
!62 = !{!"WaForceHalfPromotion", i1 false}
!63 = !{!"DisableConstantCoalescing", i1 false}
!64 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!65 = !{!"WaEnableALTModeVisaWA", i1 false}
!66 = !{!"FuncMD", !67, !68}
!67 = !{!"FuncMDMap[0]", void (i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @unroll}
!68 = !{!"FuncMDValue[0]", !69, !70, !74, !75, !76, !96, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !134, !137, !140, !143, !146}
!69 = !{!"localOffsets"}
!70 = !{!"workGroupWalkOrder", !71, !72, !73}
!71 = !{!"dim0", i32 0}
!72 = !{!"dim1", i32 0}
!73 = !{!"dim2", i32 0}
!74 = !{!"funcArgs"}
!75 = !{!"functionType", !"KernelFunction"}
!76 = !{!"rtInfo", !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !95}
!77 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!78 = !{!"isContinuation", i1 false}
!79 = !{!"hasTraceRayPayload", i1 false}
!80 = !{!"hasHitAttributes", i1 false}
!81 = !{!"hasCallableData", i1 false}
!82 = !{!"ShaderStackSize", i32 0}
!83 = !{!"ShaderHash", i64 0}
!84 = !{!"ShaderName", !""}
!85 = !{!"ParentName", !""}
!86 = !{!"SlotNum", i1* null}
!87 = !{!"NOSSize", i32 0}
!88 = !{!"Entries"}
!89 = !{!"SpillUnions"}
!90 = !{!"CustomHitAttrSizeInBytes", i32 0}
!91 = !{!"Types", !92, !93, !94}
!92 = !{!"FrameStartTys"}
!93 = !{!"ArgumentTys"}
!94 = !{!"FullFrameTys"}
!95 = !{!"Aliases"}
!96 = !{!"resAllocMD", !97, !98, !99, !100, !115}
!97 = !{!"uavsNumType", i32 1}
!98 = !{!"srvsNumType", i32 0}
!99 = !{!"samplersNumType", i32 0}
!100 = !{!"argAllocMDList", !101, !105, !108, !109, !110, !111, !112, !113, !114}
!101 = !{!"argAllocMDListVec[0]", !102, !103, !104}
!102 = !{!"type", i32 1}
!103 = !{!"extensionType", i32 -1}
!104 = !{!"indexType", i32 0}
!105 = !{!"argAllocMDListVec[1]", !106, !103, !107}
!106 = !{!"type", i32 0}
!107 = !{!"indexType", i32 -1}
!108 = !{!"argAllocMDListVec[2]", !106, !103, !107}
!109 = !{!"argAllocMDListVec[3]", !106, !103, !107}
!110 = !{!"argAllocMDListVec[4]", !106, !103, !107}
!111 = !{!"argAllocMDListVec[5]", !106, !103, !107}
!112 = !{!"argAllocMDListVec[6]", !106, !103, !107}
!113 = !{!"argAllocMDListVec[7]", !106, !103, !107}
!114 = !{!"argAllocMDListVec[8]", !106, !103, !107}
!115 = !{!"inlineSamplersMD"}
!116 = !{!"maxByteOffsets"}
!117 = !{!"IsInitializer", i1 false}
!118 = !{!"IsFinalizer", i1 false}
!119 = !{!"CompiledSubGroupsNumber", i32 0}
!120 = !{!"hasInlineVmeSamplers", i1 false}
!121 = !{!"localSize", i32 0}
!122 = !{!"localIDPresent", i1 false}
!123 = !{!"groupIDPresent", i1 false}
!124 = !{!"privateMemoryPerWI", i32 0}
!125 = !{!"globalIDPresent", i1 false}
!126 = !{!"hasSyncRTCalls", i1 false}
!127 = !{!"hasNonKernelArgLoad", i1 false}
!128 = !{!"hasNonKernelArgStore", i1 false}
!129 = !{!"hasNonKernelArgAtomic", i1 false}
!130 = !{!"UserAnnotations"}
!131 = !{!"m_OpenCLArgAddressSpaces", !132, !133}
!132 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!133 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 0}
!134 = !{!"m_OpenCLArgAccessQualifiers", !135, !136}
!135 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!136 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!137 = !{!"m_OpenCLArgTypes", !138, !139}
!138 = !{!"m_OpenCLArgTypesVec[0]", !"int*"}
!139 = !{!"m_OpenCLArgTypesVec[1]", !"int"}
!140 = !{!"m_OpenCLArgBaseTypes", !141, !142}
!141 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int*"}
!142 = !{!"m_OpenCLArgBaseTypesVec[1]", !"int"}
!143 = !{!"m_OpenCLArgTypeQualifiers", !144, !145}
!144 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!145 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!146 = !{!"m_OpenCLArgNames", !147, !148}
!147 = !{!"m_OpenCLArgNamesVec[0]", !"out"}
!148 = !{!"m_OpenCLArgNamesVec[1]", !"x"}
!149 = !{!"pushInfo", !150, !151, !152, !155, !156, !157, !158, !159, !160, !161, !162, !175, !176, !177, !178}
!150 = !{!"pushableAddresses"}
!151 = !{!"bindlessPushInfo"}
!152 = !{!"dynamicBufferInfo", !153, !154}
!153 = !{!"firstIndex", i32 0}
!154 = !{!"numOffsets", i32 0}
!155 = !{!"MaxNumberOfPushedBuffers", i32 0}
!156 = !{!"inlineConstantBufferSlot", i32 -1}
!157 = !{!"inlineConstantBufferOffset", i32 -1}
!158 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!159 = !{!"constants"}
!160 = !{!"inputs"}
!161 = !{!"constantReg"}
!162 = !{!"simplePushInfoArr", !163, !172, !173, !174}
!163 = !{!"simplePushInfoArrVec[0]", !164, !165, !166, !167, !168, !169, !170, !171}
!164 = !{!"cbIdx", i32 0}
!165 = !{!"pushableAddressGrfOffset", i32 -1}
!166 = !{!"pushableOffsetGrfOffset", i32 -1}
!167 = !{!"offset", i32 0}
!168 = !{!"size", i32 0}
!169 = !{!"isStateless", i1 false}
!170 = !{!"isBindless", i1 false}
!171 = !{!"simplePushLoads"}
!172 = !{!"simplePushInfoArrVec[1]", !164, !165, !166, !167, !168, !169, !170, !171}
!173 = !{!"simplePushInfoArrVec[2]", !164, !165, !166, !167, !168, !169, !170, !171}
!174 = !{!"simplePushInfoArrVec[3]", !164, !165, !166, !167, !168, !169, !170, !171}
!175 = !{!"simplePushBufferUsed", i32 0}
!176 = !{!"pushAnalysisWIInfos"}
!177 = !{!"inlineRTGlobalPtrOffset", i32 0}
!178 = !{!"rtSyncSurfPtrOffset", i32 0}
!179 = !{!"psInfo", !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194}
!180 = !{!"BlendStateDisabledMask", i8 0}
!181 = !{!"SkipSrc0Alpha", i1 false}
!182 = !{!"DualSourceBlendingDisabled", i1 false}
!183 = !{!"ForceEnableSimd32", i1 false}
!184 = !{!"outputDepth", i1 false}
!185 = !{!"outputStencil", i1 false}
!186 = !{!"outputMask", i1 false}
!187 = !{!"blendToFillEnabled", i1 false}
!188 = !{!"forceEarlyZ", i1 false}
!189 = !{!"hasVersionedLoop", i1 false}
!190 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!191 = !{!"NumSamples", i8 0}
!192 = !{!"blendOptimizationMode"}
!193 = !{!"colorOutputMask"}
!194 = !{!"WaDisableVRS", i1 false}
!195 = !{!"csInfo", !196, !197, !198, !199, !200, !16, !17, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !45, !211}
!196 = !{!"maxWorkGroupSize", i32 0}
!197 = !{!"waveSize", i32 0}
!198 = !{!"ComputeShaderSecondCompile"}
!199 = !{!"forcedSIMDSize", i8 0}
!200 = !{!"forceTotalGRFNum", i32 0}
!201 = !{!"allowLowerSimd", i1 false}
!202 = !{!"forcedVISAPreRAScheduler", i1 false}
!203 = !{!"disableLocalIdOrderOptimizations", i1 false}
!204 = !{!"disableDispatchAlongY", i1 false}
!205 = !{!"neededThreadIdLayout", i1* null}
!206 = !{!"forceTileYWalk", i1 false}
!207 = !{!"tileTGWidth_X", i32 0}
!208 = !{!"tileTGWidth_Y", i32 0}
!209 = !{!"maxTileTGDispatch_X", i32 0}
!210 = !{!"maxTileTGDispatch_Y", i32 0}
!211 = !{!"ResForHfPacking"}
!212 = !{!"msInfo", !213, !214, !215, !216, !217, !218, !219, !220, !221}
!213 = !{!"PrimitiveTopology", i32 3}
!214 = !{!"MaxNumOfPrimitives", i32 0}
!215 = !{!"MaxNumOfVertices", i32 0}
!216 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!217 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!218 = !{!"WorkGroupSize", i32 0}
!219 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!220 = !{!"IndexFormat", i32 6}
!221 = !{!"SubgroupSize", i32 0}
!222 = !{!"taskInfo", !223, !218, !219, !221}
!223 = !{!"MaxNumOfOutputs", i32 0}
!224 = !{!"NBarrierCnt", i32 0}
!225 = !{!"rtInfo", !226, !227, !228, !229, !230, !231, !232, !233, !234, !235}
!226 = !{!"RayQueryAllocSizeInBytes", i32 0}
!227 = !{!"NumContinuations", i32 0}
!228 = !{!"RTAsyncStackAddrspace", i32 -1}
!229 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!230 = !{!"SWHotZoneAddrspace", i32 -1}
!231 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!232 = !{!"SWStackAddrspace", i32 -1}
!233 = !{!"SWStackSurfaceStateOffset", i1* null}
!234 = !{!"RTSyncStackAddrspace", i32 -1}
!235 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!236 = !{!"CurUniqueIndirectIdx", i32 0}
!237 = !{!"inlineDynTextures"}
!238 = !{!"inlineResInfoData"}
!239 = !{!"immConstant", !240, !241, !242}
!240 = !{!"data"}
!241 = !{!"sizes"}
!242 = !{!"zeroIdxs"}
!243 = !{!"inlineConstantBuffers"}
!244 = !{!"inlineGlobalBuffers"}
!245 = !{!"GlobalPointerProgramBinaryInfos"}
!246 = !{!"ConstantPointerProgramBinaryInfos"}
!247 = !{!"GlobalBufferAddressRelocInfo"}
!248 = !{!"ConstantBufferAddressRelocInfo"}
!249 = !{!"forceLscCacheList"}
!250 = !{!"SrvMap"}
!251 = !{!"RasterizerOrderedByteAddressBuffer"}
!252 = !{!"MinNOSPushConstantSize", i32 2}
!253 = !{!"inlineProgramScopeOffsets"}
!254 = !{!"shaderData", !255}
!255 = !{!"numReplicas", i32 0}
!256 = !{!"URBInfo", !257, !258, !259}
!257 = !{!"has64BVertexHeaderInput", i1 false}
!258 = !{!"has64BVertexHeaderOutput", i1 false}
!259 = !{!"hasVertexHeader", i1 true}
!260 = !{!"UseBindlessImage", i1 false}
!261 = !{!"enableRangeReduce", i1 false}
!262 = !{!"allowMatchMadOptimizationforVS", i1 false}
!263 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!264 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!265 = !{!"statefulResourcesNotAliased", i1 false}
!266 = !{!"disableMixMode", i1 false}
!267 = !{!"PrivateMemoryPerFG", !268, !269}
!268 = !{!"PrivateMemoryPerFGMap[0]", void (i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @unroll}
!269 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!270 = !{!"capabilities", !271}
!271 = !{!"globalVariableDecorationsINTEL", i1 false}
!272 = !{!"m_ShaderResourceViewMcsMask", !273, !274}
!273 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!274 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!275 = !{!"computedDepthMode", i32 0}
!276 = !{!"isHDCFastClearShader", i1 false}
!277 = !{void (i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @unroll, !278}
!278 = !{!279, !280}
!279 = !{!"function_type", i32 0}
!280 = !{!"implicit_arg_desc", !281, !282, !283, !284, !285, !286, !287}
!281 = !{i32 0}
!282 = !{i32 1}
!283 = !{i32 6}
!284 = !{i32 7}
!285 = !{i32 8}
!286 = !{i32 9}
!287 = !{i32 14, !288}
!288 = !{!"explicit_arg_num", i32 0}
!289 = !{i32 2, i32 0}
!290 = !{!"Debian clang version 14.0.6"}
!291 = distinct !DISubprogram(name: "unroll", scope: null, file: !1, line: 1, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !296, retainedNodes: !296)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !294, !295}
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!295 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!296 = !{}
!297 = !DILocation(line: 1, scope: !291)
!298 = !DILocalVariable(name: "out", arg: 1, scope: !291, file: !1, line: 1, type: !294)
!299 = !DILocation(line: 0, scope: !291)
!300 = !DILocalVariable(name: "x", arg: 2, scope: !291, file: !1, line: 1, type: !295)
!301 = !DILocalVariable(name: "sum", scope: !291, file: !1, line: 2, type: !295)
!302 = !DILocalVariable(name: "k", scope: !303, file: !1, line: 3, type: !295)
!303 = distinct !DILexicalBlock(scope: !291, file: !1, line: 3, column: 3)
!304 = !DILocation(line: 0, scope: !303)
!305 = !DILocalVariable(name: "s", scope: !306, file: !1, line: 4, type: !308)
!306 = distinct !DILexicalBlock(scope: !307, file: !1, line: 3, column: 31)
!307 = distinct !DILexicalBlock(scope: !303, file: !1, line: 3, column: 3)
!308 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!309 = !DILocation(line: 0, scope: !306)
!310 = !DILocation(line: 5, column: 12, scope: !306)
!311 = !DILocation(line: 4, column: 25, scope: !306)
!312 = !DILocation(line: 5, column: 9, scope: !306)
!313 = !DILocation(line: 7, column: 7, scope: !291)
!314 = !DILocation(line: 7, column: 3, scope: !291)
!315 = !DILocation(line: 7, column: 25, scope: !291)
!316 = !DILocation(line: 8, column: 1, scope: !291)
