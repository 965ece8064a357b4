; ------------------------------------------------
; OCL_asm1f7a0853bee8d57f_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32-p131073:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #0

; Function Attrs: nounwind
define spir_kernel void @mixer(i32 addrspace(1)* nocapture readonly %in, i32 addrspace(1)* nocapture writeonly %out, i32 %s, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1) #1 !dbg !302 {
entry:
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !313
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %in, metadata !314, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %out, metadata !316, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315
  call void @llvm.dbg.value(metadata i32 %s, metadata !317, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315
  %mul.i.i.i = mul i32 %1, %2, !dbg !318
  %localIdX3 = zext i16 %localIdX to i32, !dbg !318
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX3, !dbg !318
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !318
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !319, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !315
  %3 = shl i32 %add4.i.i.i, 2, !dbg !322
  %4 = inttoptr i32 %3 to i32 addrspace(131072)*, !dbg !322
  %5 = load i32, i32 addrspace(131072)* %4, align 4, !dbg !322
  call void @llvm.dbg.value(metadata i32 %5, metadata !323, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315
  call void @llvm.dbg.value(metadata i32 %5, metadata !324, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !328
  call void @llvm.dbg.value(metadata i32 %s, metadata !330, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !328
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !328
  call void @llvm.dbg.value(metadata i32 %5, metadata !332, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336
  call void @llvm.dbg.value(metadata i32 %s, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336
  %and.i.i = and i32 %s, 15, !dbg !339
  %shr.i.i = lshr i32 %5, %and.i.i, !dbg !340
  %sub.i.i = sub nuw nsw i32 16, %and.i.i, !dbg !341
  %shl.i.i = shl i32 %5, %sub.i.i, !dbg !342
  %or.i.i = or i32 %shr.i.i, %shl.i.i, !dbg !343
  call void @llvm.dbg.value(metadata i32 %or.i.i, metadata !344, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336
  %add.i.i = add i32 %or.i.i, 2135587861, !dbg !345
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !346, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !328
  %add.i = add i32 %add4.i.i.i, %s, !dbg !347
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !348, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !352
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !352
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !357
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !357
  %shl.i.i.i = shl i32 %add.i, 5, !dbg !360
  %xor.i.i.i = xor i32 %add.i.i, %shl.i.i.i, !dbg !361
  call void @llvm.dbg.value(metadata i32 %xor.i.i.i, metadata !362, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !357
  %mul.i.i.i1 = mul i32 %xor.i.i.i, -1640531535, !dbg !363
  call void @llvm.dbg.value(metadata i32 %mul.i.i.i1, metadata !364, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !352
  %shr.i1.i = lshr i32 %mul.i.i.i1, 13, !dbg !365
  %xor.i.i = xor i32 %mul.i.i.i1, %shr.i1.i, !dbg !366
  call void @llvm.dbg.value(metadata i32 %xor.i.i, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315
  call void @llvm.dbg.value(metadata i32 %5, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !368
  call void @llvm.dbg.value(metadata i32 %xor.i.i, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !368
  %shl.i = shl i32 %xor.i.i, 5, !dbg !370
  %xor.i = xor i32 %5, %shl.i, !dbg !371
  call void @llvm.dbg.value(metadata i32 %xor.i, metadata !362, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !368
  %mul.i = mul i32 %xor.i, -1640531535, !dbg !372
  %add = add i32 %xor.i.i, %mul.i, !dbg !373
  %6 = inttoptr i32 %3 to i32 addrspace(131073)*, !dbg !374
  store i32 %add, i32 addrspace(131073)* %6, align 4, !dbg !374
  ret void, !dbg !375
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nosync nounwind willreturn
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

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { nounwind "less-precise-fpmad"="true" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { inaccessiblememonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { inaccessiblememonly nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!IGCMetadata = !{!5}
!igc.functions = !{!286}
!opencl.ocl.version = !{!300, !300, !300, !300, !300}
!opencl.spir.version = !{!300, !300, !300, !300, !300}
!llvm.ident = !{!301, !301, !301, !301, !301}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "inlined.cl", directory: "/work/wt-inlined/testdata/igc2")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"ModuleMD", !6, !7, !66, !158, !188, !204, !221, !231, !233, !234, !245, !246, !247, !248, !252, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !265, !269, !270, !271, !272, !273, !274, !275, !127, !276, !279, !281, !284, !285}
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
!67 = !{!"FuncMDMap[0]", void (i32 addrspace(1)*, i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32)* @mixer}
!68 = !{!"FuncMDValue[0]", !69, !70, !74, !75, !76, !96, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !138, !142, !146, !150, !154}
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
!96 = !{!"resAllocMD", !97, !98, !99, !100, !118}
!97 = !{!"uavsNumType", i32 2}
!98 = !{!"srvsNumType", i32 0}
!99 = !{!"samplersNumType", i32 0}
!100 = !{!"argAllocMDList", !101, !105, !107, !110, !111, !112, !113, !114, !115, !116, !117}
!101 = !{!"argAllocMDListVec[0]", !102, !103, !104}
!102 = !{!"type", i32 1}
!103 = !{!"extensionType", i32 -1}
!104 = !{!"indexType", i32 0}
!105 = !{!"argAllocMDListVec[1]", !102, !103, !106}
!106 = !{!"indexType", i32 1}
!107 = !{!"argAllocMDListVec[2]", !108, !103, !109}
!108 = !{!"type", i32 0}
!109 = !{!"indexType", i32 -1}
!110 = !{!"argAllocMDListVec[3]", !108, !103, !109}
!111 = !{!"argAllocMDListVec[4]", !108, !103, !109}
!112 = !{!"argAllocMDListVec[5]", !108, !103, !109}
!113 = !{!"argAllocMDListVec[6]", !108, !103, !109}
!114 = !{!"argAllocMDListVec[7]", !108, !103, !109}
!115 = !{!"argAllocMDListVec[8]", !108, !103, !109}
!116 = !{!"argAllocMDListVec[9]", !108, !103, !109}
!117 = !{!"argAllocMDListVec[10]", !108, !103, !109}
!118 = !{!"inlineSamplersMD"}
!119 = !{!"maxByteOffsets"}
!120 = !{!"IsInitializer", i1 false}
!121 = !{!"IsFinalizer", i1 false}
!122 = !{!"CompiledSubGroupsNumber", i32 0}
!123 = !{!"hasInlineVmeSamplers", i1 false}
!124 = !{!"localSize", i32 0}
!125 = !{!"localIDPresent", i1 false}
!126 = !{!"groupIDPresent", i1 false}
!127 = !{!"privateMemoryPerWI", i32 0}
!128 = !{!"globalIDPresent", i1 false}
!129 = !{!"hasSyncRTCalls", i1 false}
!130 = !{!"hasNonKernelArgLoad", i1 false}
!131 = !{!"hasNonKernelArgStore", i1 false}
!132 = !{!"hasNonKernelArgAtomic", i1 false}
!133 = !{!"UserAnnotations"}
!134 = !{!"m_OpenCLArgAddressSpaces", !135, !136, !137}
!135 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!136 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!137 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!138 = !{!"m_OpenCLArgAccessQualifiers", !139, !140, !141}
!139 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!140 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!141 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!142 = !{!"m_OpenCLArgTypes", !143, !144, !145}
!143 = !{!"m_OpenCLArgTypesVec[0]", !"uint*"}
!144 = !{!"m_OpenCLArgTypesVec[1]", !"uint*"}
!145 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!146 = !{!"m_OpenCLArgBaseTypes", !147, !148, !149}
!147 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int*"}
!148 = !{!"m_OpenCLArgBaseTypesVec[1]", !"int*"}
!149 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!150 = !{!"m_OpenCLArgTypeQualifiers", !151, !152, !153}
!151 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!152 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!153 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!154 = !{!"m_OpenCLArgNames", !155, !156, !157}
!155 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!156 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!157 = !{!"m_OpenCLArgNamesVec[2]", !"s"}
!158 = !{!"pushInfo", !159, !160, !161, !164, !165, !166, !167, !168, !169, !170, !171, !184, !185, !186, !187}
!159 = !{!"pushableAddresses"}
!160 = !{!"bindlessPushInfo"}
!161 = !{!"dynamicBufferInfo", !162, !163}
!162 = !{!"firstIndex", i32 0}
!163 = !{!"numOffsets", i32 0}
!164 = !{!"MaxNumberOfPushedBuffers", i32 0}
!165 = !{!"inlineConstantBufferSlot", i32 -1}
!166 = !{!"inlineConstantBufferOffset", i32 -1}
!167 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!168 = !{!"constants"}
!169 = !{!"inputs"}
!170 = !{!"constantReg"}
!171 = !{!"simplePushInfoArr", !172, !181, !182, !183}
!172 = !{!"simplePushInfoArrVec[0]", !173, !174, !175, !176, !177, !178, !179, !180}
!173 = !{!"cbIdx", i32 0}
!174 = !{!"pushableAddressGrfOffset", i32 -1}
!175 = !{!"pushableOffsetGrfOffset", i32 -1}
!176 = !{!"offset", i32 0}
!177 = !{!"size", i32 0}
!178 = !{!"isStateless", i1 false}
!179 = !{!"isBindless", i1 false}
!180 = !{!"simplePushLoads"}
!181 = !{!"simplePushInfoArrVec[1]", !173, !174, !175, !176, !177, !178, !179, !180}
!182 = !{!"simplePushInfoArrVec[2]", !173, !174, !175, !176, !177, !178, !179, !180}
!183 = !{!"simplePushInfoArrVec[3]", !173, !174, !175, !176, !177, !178, !179, !180}
!184 = !{!"simplePushBufferUsed", i32 0}
!185 = !{!"pushAnalysisWIInfos"}
!186 = !{!"inlineRTGlobalPtrOffset", i32 0}
!187 = !{!"rtSyncSurfPtrOffset", i32 0}
!188 = !{!"psInfo", !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203}
!189 = !{!"BlendStateDisabledMask", i8 0}
!190 = !{!"SkipSrc0Alpha", i1 false}
!191 = !{!"DualSourceBlendingDisabled", i1 false}
!192 = !{!"ForceEnableSimd32", i1 false}
!193 = !{!"outputDepth", i1 false}
!194 = !{!"outputStencil", i1 false}
!195 = !{!"outputMask", i1 false}
!196 = !{!"blendToFillEnabled", i1 false}
!197 = !{!"forceEarlyZ", i1 false}
!198 = !{!"hasVersionedLoop", i1 false}
!199 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!200 = !{!"NumSamples", i8 0}
!201 = !{!"blendOptimizationMode"}
!202 = !{!"colorOutputMask"}
!203 = !{!"WaDisableVRS", i1 false}
!204 = !{!"csInfo", !205, !206, !207, !208, !209, !16, !17, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !45, !220}
!205 = !{!"maxWorkGroupSize", i32 0}
!206 = !{!"waveSize", i32 0}
!207 = !{!"ComputeShaderSecondCompile"}
!208 = !{!"forcedSIMDSize", i8 0}
!209 = !{!"forceTotalGRFNum", i32 0}
!210 = !{!"allowLowerSimd", i1 false}
!211 = !{!"forcedVISAPreRAScheduler", i1 false}
!212 = !{!"disableLocalIdOrderOptimizations", i1 false}
!213 = !{!"disableDispatchAlongY", i1 false}
!214 = !{!"neededThreadIdLayout", i1* null}
!215 = !{!"forceTileYWalk", i1 false}
!216 = !{!"tileTGWidth_X", i32 0}
!217 = !{!"tileTGWidth_Y", i32 0}
!218 = !{!"maxTileTGDispatch_X", i32 0}
!219 = !{!"maxTileTGDispatch_Y", i32 0}
!220 = !{!"ResForHfPacking"}
!221 = !{!"msInfo", !222, !223, !224, !225, !226, !227, !228, !229, !230}
!222 = !{!"PrimitiveTopology", i32 3}
!223 = !{!"MaxNumOfPrimitives", i32 0}
!224 = !{!"MaxNumOfVertices", i32 0}
!225 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!226 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!227 = !{!"WorkGroupSize", i32 0}
!228 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!229 = !{!"IndexFormat", i32 6}
!230 = !{!"SubgroupSize", i32 0}
!231 = !{!"taskInfo", !232, !227, !228, !230}
!232 = !{!"MaxNumOfOutputs", i32 0}
!233 = !{!"NBarrierCnt", i32 0}
!234 = !{!"rtInfo", !235, !236, !237, !238, !239, !240, !241, !242, !243, !244}
!235 = !{!"RayQueryAllocSizeInBytes", i32 0}
!236 = !{!"NumContinuations", i32 0}
!237 = !{!"RTAsyncStackAddrspace", i32 -1}
!238 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!239 = !{!"SWHotZoneAddrspace", i32 -1}
!240 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!241 = !{!"SWStackAddrspace", i32 -1}
!242 = !{!"SWStackSurfaceStateOffset", i1* null}
!243 = !{!"RTSyncStackAddrspace", i32 -1}
!244 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!245 = !{!"CurUniqueIndirectIdx", i32 0}
!246 = !{!"inlineDynTextures"}
!247 = !{!"inlineResInfoData"}
!248 = !{!"immConstant", !249, !250, !251}
!249 = !{!"data"}
!250 = !{!"sizes"}
!251 = !{!"zeroIdxs"}
!252 = !{!"inlineConstantBuffers"}
!253 = !{!"inlineGlobalBuffers"}
!254 = !{!"GlobalPointerProgramBinaryInfos"}
!255 = !{!"ConstantPointerProgramBinaryInfos"}
!256 = !{!"GlobalBufferAddressRelocInfo"}
!257 = !{!"ConstantBufferAddressRelocInfo"}
!258 = !{!"forceLscCacheList"}
!259 = !{!"SrvMap"}
!260 = !{!"RasterizerOrderedByteAddressBuffer"}
!261 = !{!"MinNOSPushConstantSize", i32 2}
!262 = !{!"inlineProgramScopeOffsets"}
!263 = !{!"shaderData", !264}
!264 = !{!"numReplicas", i32 0}
!265 = !{!"URBInfo", !266, !267, !268}
!266 = !{!"has64BVertexHeaderInput", i1 false}
!267 = !{!"has64BVertexHeaderOutput", i1 false}
!268 = !{!"hasVertexHeader", i1 true}
!269 = !{!"UseBindlessImage", i1 false}
!270 = !{!"enableRangeReduce", i1 false}
!271 = !{!"allowMatchMadOptimizationforVS", i1 false}
!272 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!273 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!274 = !{!"statefulResourcesNotAliased", i1 false}
!275 = !{!"disableMixMode", i1 false}
!276 = !{!"PrivateMemoryPerFG", !277, !278}
!277 = !{!"PrivateMemoryPerFGMap[0]", void (i32 addrspace(1)*, i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32)* @mixer}
!278 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!279 = !{!"capabilities", !280}
!280 = !{!"globalVariableDecorationsINTEL", i1 false}
!281 = !{!"m_ShaderResourceViewMcsMask", !282, !283}
!282 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!283 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!284 = !{!"computedDepthMode", i32 0}
!285 = !{!"isHDCFastClearShader", i1 false}
!286 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32)* @mixer, !287}
!287 = !{!288, !289}
!288 = !{!"function_type", i32 0}
!289 = !{!"implicit_arg_desc", !290, !291, !292, !293, !294, !295, !296, !298}
!290 = !{i32 0}
!291 = !{i32 1}
!292 = !{i32 6}
!293 = !{i32 7}
!294 = !{i32 8}
!295 = !{i32 9}
!296 = !{i32 14, !297}
!297 = !{!"explicit_arg_num", i32 0}
!298 = !{i32 14, !299}
!299 = !{!"explicit_arg_num", i32 1}
!300 = !{i32 2, i32 0}
!301 = !{!"Debian clang version 14.0.6"}
!302 = distinct !DISubprogram(name: "mixer", scope: null, file: !1, line: 24, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !312, retainedNodes: !312)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !305, !310, !311}
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !307)
!307 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !308, baseType: !309)
!308 = !DIFile(filename: "opencl-c-base.h", directory: "/work/wt-inlined/.")
!309 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!311 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!312 = !{}
!313 = !DILocation(line: 24, scope: !302)
!314 = !DILocalVariable(name: "in", arg: 1, scope: !302, file: !1, line: 24, type: !305)
!315 = !DILocation(line: 0, scope: !302)
!316 = !DILocalVariable(name: "out", arg: 2, scope: !302, file: !1, line: 24, type: !310)
!317 = !DILocalVariable(name: "s", arg: 3, scope: !302, file: !1, line: 24, type: !311)
!318 = !DILocation(line: 25, column: 14, scope: !302)
!319 = !DILocalVariable(name: "i", scope: !302, file: !1, line: 25, type: !320)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !308, baseType: !321)
!321 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!322 = !DILocation(line: 26, column: 12, scope: !302)
!323 = !DILocalVariable(name: "v", scope: !302, file: !1, line: 26, type: !307)
!324 = !DILocalVariable(name: "h", arg: 1, scope: !325, file: !1, line: 19, type: !307)
!325 = distinct !DISubprogram(name: "hmix4", scope: null, file: !1, line: 19, type: !326, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !312, retainedNodes: !312)
!326 = !DISubroutineType(types: !327)
!327 = !{!307, !307, !311, !307}
!328 = !DILocation(line: 0, scope: !325, inlinedAt: !329)
!329 = distinct !DILocation(line: 27, column: 12, scope: !302)
!330 = !DILocalVariable(name: "s", arg: 2, scope: !325, file: !1, line: 19, type: !311)
!331 = !DILocalVariable(name: "k", arg: 3, scope: !325, file: !1, line: 19, type: !307)
!332 = !DILocalVariable(name: "h", arg: 1, scope: !333, file: !1, line: 9, type: !307)
!333 = distinct !DISubprogram(name: "hmix2", scope: null, file: !1, line: 9, type: !334, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !312, retainedNodes: !312)
!334 = !DISubroutineType(types: !335)
!335 = !{!307, !307, !311}
!336 = !DILocation(line: 0, scope: !333, inlinedAt: !337)
!337 = distinct !DILocation(line: 20, column: 12, scope: !325, inlinedAt: !329)
!338 = !DILocalVariable(name: "s", arg: 2, scope: !333, file: !1, line: 9, type: !311)
!339 = !DILocation(line: 10, column: 21, scope: !333, inlinedAt: !337)
!340 = !DILocation(line: 10, column: 15, scope: !333, inlinedAt: !337)
!341 = !DILocation(line: 10, column: 40, scope: !333, inlinedAt: !337)
!342 = !DILocation(line: 10, column: 33, scope: !333, inlinedAt: !337)
!343 = !DILocation(line: 10, column: 28, scope: !333, inlinedAt: !337)
!344 = !DILocalVariable(name: "r", scope: !333, file: !1, line: 10, type: !307)
!345 = !DILocation(line: 11, column: 12, scope: !333, inlinedAt: !337)
!346 = !DILocalVariable(name: "t", scope: !325, file: !1, line: 20, type: !307)
!347 = !DILocation(line: 21, column: 21, scope: !325, inlinedAt: !329)
!348 = !DILocalVariable(name: "h", arg: 1, scope: !349, file: !1, line: 14, type: !307)
!349 = distinct !DISubprogram(name: "hmix3", scope: null, file: !1, line: 14, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !312, retainedNodes: !312)
!350 = !DISubroutineType(types: !351)
!351 = !{!307, !307, !307}
!352 = !DILocation(line: 0, scope: !349, inlinedAt: !353)
!353 = distinct !DILocation(line: 21, column: 10, scope: !325, inlinedAt: !329)
!354 = !DILocalVariable(name: "k", arg: 2, scope: !349, file: !1, line: 14, type: !307)
!355 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !1, line: 4, type: !307)
!356 = distinct !DISubprogram(name: "hmix1", scope: null, file: !1, line: 4, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !312, retainedNodes: !312)
!357 = !DILocation(line: 0, scope: !356, inlinedAt: !358)
!358 = distinct !DILocation(line: 15, column: 12, scope: !349, inlinedAt: !353)
!359 = !DILocalVariable(name: "b", arg: 2, scope: !356, file: !1, line: 4, type: !307)
!360 = !DILocation(line: 5, column: 19, scope: !356, inlinedAt: !358)
!361 = !DILocation(line: 5, column: 14, scope: !356, inlinedAt: !358)
!362 = !DILocalVariable(name: "x", scope: !356, file: !1, line: 5, type: !307)
!363 = !DILocation(line: 6, column: 12, scope: !356, inlinedAt: !358)
!364 = !DILocalVariable(name: "m", scope: !349, file: !1, line: 15, type: !307)
!365 = !DILocation(line: 16, column: 17, scope: !349, inlinedAt: !353)
!366 = !DILocation(line: 16, column: 12, scope: !349, inlinedAt: !353)
!367 = !DILocalVariable(name: "h", scope: !302, file: !1, line: 27, type: !307)
!368 = !DILocation(line: 0, scope: !356, inlinedAt: !369)
!369 = distinct !DILocation(line: 28, column: 16, scope: !302)
!370 = !DILocation(line: 5, column: 19, scope: !356, inlinedAt: !369)
!371 = !DILocation(line: 5, column: 14, scope: !356, inlinedAt: !369)
!372 = !DILocation(line: 6, column: 12, scope: !356, inlinedAt: !369)
!373 = !DILocation(line: 28, column: 14, scope: !302)
!374 = !DILocation(line: 28, column: 10, scope: !302)
!375 = !DILocation(line: 29, column: 1, scope: !302)
