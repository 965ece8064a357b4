; ------------------------------------------------
; OCL_asm6648dcbb74f3aa38_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32-p131073:32:32:32-p131074:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #0

; Function Attrs: nounwind
define spir_kernel void @vadd(float addrspace(1)* nocapture readonly %a, float addrspace(1)* nocapture readonly %b, float addrspace(1)* nocapture writeonly %c, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2) #1 !dbg !335 {
entry:
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !344
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.declare(metadata [3 x float]* undef, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 96)), !dbg !354
  call void @llvm.dbg.value(metadata float addrspace(1)* %a, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata float addrspace(1)* %b, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata float addrspace(1)* %c, metadata !358, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata i32 %n, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  %mul.i.i.i = mul i32 %1, %2, !dbg !360
  %localIdX4 = zext i16 %localIdX to i32, !dbg !360
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX4, !dbg !360
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !360
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !361, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !356
  %3 = shl i32 %add4.i.i.i, 2, !dbg !362
  %4 = add i32 %3, %bufferOffset, !dbg !362
  %5 = inttoptr i32 %4 to float addrspace(131072)*, !dbg !362
  %6 = load float, float addrspace(131072)* %5, align 4, !dbg !362
  call void @llvm.dbg.value(metadata float %6, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !356
  %cmp = icmp slt i32 %add4.i.i.i, %n, !dbg !363
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !365

entry.if.end_crit_edge:                           ; preds = %entry
  br label %if.end, !dbg !365

if.then:                                          ; preds = %entry
  %7 = add i32 %3, %bufferOffset1, !dbg !366
  %8 = inttoptr i32 %7 to float addrspace(131073)*, !dbg !366
  %9 = load float, float addrspace(131073)* %8, align 4, !dbg !366
  %add = fadd float %6, %9, !dbg !367
  %add11 = fadd float %add, %6, !dbg !368
  %10 = add i32 %3, %bufferOffset2, !dbg !369
  %11 = inttoptr i32 %10 to float addrspace(131074)*, !dbg !370
  store float %add11, float addrspace(131074)* %11, align 4, !dbg !370
  br label %if.end, !dbg !369

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  ret void, !dbg !371
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #0

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
define spir_kernel void @k2(i32 addrspace(1)* nocapture writeonly %p, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset) #1 !dbg !372 {
entry:
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !376
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 0
  %scalar24 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %scalar17 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !377, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !378
  %mul.i.i.i = mul i32 %scalar24, %scalar17, !dbg !379
  %localIdX2 = zext i16 %localIdX to i32, !dbg !379
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX2, !dbg !379
  %add4.i.i.i = add i32 %add.i.i.i, %scalar27, !dbg !379
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !380, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !384
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !386, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !384
  %mul.i = mul nsw i32 %add4.i.i.i, 3, !dbg !387
  call void @llvm.dbg.value(metadata i32 %mul.i, metadata !388, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !384
  %0 = shl i32 %add4.i.i.i, 2, !dbg !389
  %1 = add i32 %0, %bufferOffset, !dbg !389
  %2 = inttoptr i32 %1 to i32 addrspace(131072)*, !dbg !390
  store i32 %mul.i, i32 addrspace(131072)* %2, align 4, !dbg !390
  %add.i = add nsw i32 %mul.i, 1, !dbg !391
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !392, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !378
  store i32 %add.i, i32 addrspace(1)* %p, align 4, !dbg !393
  ret void, !dbg !394
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #3

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #5

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { nounwind }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { inaccessiblememonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { inaccessiblememonly nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!IGCMetadata = !{!5}
!igc.functions = !{!314, !330}
!opencl.ocl.version = !{!333, !333, !333, !333, !333}
!opencl.spir.version = !{!333, !333, !333, !333, !333}
!llvm.ident = !{!334, !334, !334, !334, !334}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "vadd.cl", directory: "/build/hdwarf/testdata/src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"ModuleMD", !6, !7, !66, !184, !214, !230, !247, !257, !259, !260, !271, !272, !273, !274, !278, !279, !280, !281, !282, !283, !284, !285, !286, !287, !288, !289, !291, !295, !296, !297, !298, !299, !300, !301, !130, !302, !307, !309, !312, !313}
!6 = !{!"isPrecise", i1 false}
!7 = !{!"compOpt", !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65}
!8 = !{!"DenormsAreZero", i1 false}
!9 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!10 = !{!"OptDisable", i1 false}
!11 = !{!"MadEnable", i1 false}
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
!23 = !{!"UseScratchSpacePrivateMemory", i1 true}
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
!66 = !{!"FuncMD", !67, !68, !167, !168}
!67 = !{!"FuncMDMap[0]", void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32, i32)* @vadd}
!68 = !{!"FuncMDValue[0]", !69, !70, !74, !75, !76, !96, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !142, !147, !152, !157, !162}
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
!96 = !{!"resAllocMD", !97, !98, !99, !100, !121}
!97 = !{!"uavsNumType", i32 3}
!98 = !{!"srvsNumType", i32 0}
!99 = !{!"samplersNumType", i32 0}
!100 = !{!"argAllocMDList", !101, !105, !107, !109, !112, !113, !114, !115, !116, !117, !118, !119, !120}
!101 = !{!"argAllocMDListVec[0]", !102, !103, !104}
!102 = !{!"type", i32 1}
!103 = !{!"extensionType", i32 -1}
!104 = !{!"indexType", i32 0}
!105 = !{!"argAllocMDListVec[1]", !102, !103, !106}
!106 = !{!"indexType", i32 1}
!107 = !{!"argAllocMDListVec[2]", !102, !103, !108}
!108 = !{!"indexType", i32 2}
!109 = !{!"argAllocMDListVec[3]", !110, !103, !111}
!110 = !{!"type", i32 0}
!111 = !{!"indexType", i32 -1}
!112 = !{!"argAllocMDListVec[4]", !110, !103, !111}
!113 = !{!"argAllocMDListVec[5]", !110, !103, !111}
!114 = !{!"argAllocMDListVec[6]", !110, !103, !111}
!115 = !{!"argAllocMDListVec[7]", !110, !103, !111}
!116 = !{!"argAllocMDListVec[8]", !110, !103, !111}
!117 = !{!"argAllocMDListVec[9]", !110, !103, !111}
!118 = !{!"argAllocMDListVec[10]", !110, !103, !111}
!119 = !{!"argAllocMDListVec[11]", !110, !103, !111}
!120 = !{!"argAllocMDListVec[12]", !110, !103, !111}
!121 = !{!"inlineSamplersMD"}
!122 = !{!"maxByteOffsets"}
!123 = !{!"IsInitializer", i1 false}
!124 = !{!"IsFinalizer", i1 false}
!125 = !{!"CompiledSubGroupsNumber", i32 0}
!126 = !{!"hasInlineVmeSamplers", i1 false}
!127 = !{!"localSize", i32 0}
!128 = !{!"localIDPresent", i1 false}
!129 = !{!"groupIDPresent", i1 false}
!130 = !{!"privateMemoryPerWI", i32 0}
!131 = !{!"globalIDPresent", i1 false}
!132 = !{!"hasSyncRTCalls", i1 false}
!133 = !{!"hasNonKernelArgLoad", i1 false}
!134 = !{!"hasNonKernelArgStore", i1 false}
!135 = !{!"hasNonKernelArgAtomic", i1 false}
!136 = !{!"UserAnnotations"}
!137 = !{!"m_OpenCLArgAddressSpaces", !138, !139, !140, !141}
!138 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!139 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!140 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!141 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 0}
!142 = !{!"m_OpenCLArgAccessQualifiers", !143, !144, !145, !146}
!143 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!144 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!145 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!146 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!147 = !{!"m_OpenCLArgTypes", !148, !149, !150, !151}
!148 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!149 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!150 = !{!"m_OpenCLArgTypesVec[2]", !"float*"}
!151 = !{!"m_OpenCLArgTypesVec[3]", !"int"}
!152 = !{!"m_OpenCLArgBaseTypes", !153, !154, !155, !156}
!153 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!154 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!155 = !{!"m_OpenCLArgBaseTypesVec[2]", !"float*"}
!156 = !{!"m_OpenCLArgBaseTypesVec[3]", !"int"}
!157 = !{!"m_OpenCLArgTypeQualifiers", !158, !159, !160, !161}
!158 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!159 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !"const"}
!160 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!161 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!162 = !{!"m_OpenCLArgNames", !163, !164, !165, !166}
!163 = !{!"m_OpenCLArgNamesVec[0]", !"a"}
!164 = !{!"m_OpenCLArgNamesVec[1]", !"b"}
!165 = !{!"m_OpenCLArgNamesVec[2]", !"c"}
!166 = !{!"m_OpenCLArgNamesVec[3]", !"n"}
!167 = !{!"FuncMDMap[1]", void (i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @k2}
!168 = !{!"FuncMDValue[1]", !69, !70, !74, !75, !76, !169, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !174, !175, !176, !178, !180, !182}
!169 = !{!"resAllocMD", !170, !98, !99, !171, !121}
!170 = !{!"uavsNumType", i32 1}
!171 = !{!"argAllocMDList", !101, !172, !173, !109, !112, !113, !114, !115}
!172 = !{!"argAllocMDListVec[1]", !110, !103, !111}
!173 = !{!"argAllocMDListVec[2]", !110, !103, !111}
!174 = !{!"m_OpenCLArgAddressSpaces", !138}
!175 = !{!"m_OpenCLArgAccessQualifiers", !143}
!176 = !{!"m_OpenCLArgTypes", !177}
!177 = !{!"m_OpenCLArgTypesVec[0]", !"int*"}
!178 = !{!"m_OpenCLArgBaseTypes", !179}
!179 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int*"}
!180 = !{!"m_OpenCLArgTypeQualifiers", !181}
!181 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!182 = !{!"m_OpenCLArgNames", !183}
!183 = !{!"m_OpenCLArgNamesVec[0]", !"p"}
!184 = !{!"pushInfo", !185, !186, !187, !190, !191, !192, !193, !194, !195, !196, !197, !210, !211, !212, !213}
!185 = !{!"pushableAddresses"}
!186 = !{!"bindlessPushInfo"}
!187 = !{!"dynamicBufferInfo", !188, !189}
!188 = !{!"firstIndex", i32 0}
!189 = !{!"numOffsets", i32 0}
!190 = !{!"MaxNumberOfPushedBuffers", i32 0}
!191 = !{!"inlineConstantBufferSlot", i32 -1}
!192 = !{!"inlineConstantBufferOffset", i32 -1}
!193 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!194 = !{!"constants"}
!195 = !{!"inputs"}
!196 = !{!"constantReg"}
!197 = !{!"simplePushInfoArr", !198, !207, !208, !209}
!198 = !{!"simplePushInfoArrVec[0]", !199, !200, !201, !202, !203, !204, !205, !206}
!199 = !{!"cbIdx", i32 0}
!200 = !{!"pushableAddressGrfOffset", i32 -1}
!201 = !{!"pushableOffsetGrfOffset", i32 -1}
!202 = !{!"offset", i32 0}
!203 = !{!"size", i32 0}
!204 = !{!"isStateless", i1 false}
!205 = !{!"isBindless", i1 false}
!206 = !{!"simplePushLoads"}
!207 = !{!"simplePushInfoArrVec[1]", !199, !200, !201, !202, !203, !204, !205, !206}
!208 = !{!"simplePushInfoArrVec[2]", !199, !200, !201, !202, !203, !204, !205, !206}
!209 = !{!"simplePushInfoArrVec[3]", !199, !200, !201, !202, !203, !204, !205, !206}
!210 = !{!"simplePushBufferUsed", i32 0}
!211 = !{!"pushAnalysisWIInfos"}
!212 = !{!"inlineRTGlobalPtrOffset", i32 0}
!213 = !{!"rtSyncSurfPtrOffset", i32 0}
!214 = !{!"psInfo", !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229}
!215 = !{!"BlendStateDisabledMask", i8 0}
!216 = !{!"SkipSrc0Alpha", i1 false}
!217 = !{!"DualSourceBlendingDisabled", i1 false}
!218 = !{!"ForceEnableSimd32", i1 false}
!219 = !{!"outputDepth", i1 false}
!220 = !{!"outputStencil", i1 false}
!221 = !{!"outputMask", i1 false}
!222 = !{!"blendToFillEnabled", i1 false}
!223 = !{!"forceEarlyZ", i1 false}
!224 = !{!"hasVersionedLoop", i1 false}
!225 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!226 = !{!"NumSamples", i8 0}
!227 = !{!"blendOptimizationMode"}
!228 = !{!"colorOutputMask"}
!229 = !{!"WaDisableVRS", i1 false}
!230 = !{!"csInfo", !231, !232, !233, !234, !235, !16, !17, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !45, !246}
!231 = !{!"maxWorkGroupSize", i32 0}
!232 = !{!"waveSize", i32 0}
!233 = !{!"ComputeShaderSecondCompile"}
!234 = !{!"forcedSIMDSize", i8 0}
!235 = !{!"forceTotalGRFNum", i32 0}
!236 = !{!"allowLowerSimd", i1 false}
!237 = !{!"forcedVISAPreRAScheduler", i1 false}
!238 = !{!"disableLocalIdOrderOptimizations", i1 false}
!239 = !{!"disableDispatchAlongY", i1 false}
!240 = !{!"neededThreadIdLayout", i1* null}
!241 = !{!"forceTileYWalk", i1 false}
!242 = !{!"tileTGWidth_X", i32 0}
!243 = !{!"tileTGWidth_Y", i32 0}
!244 = !{!"maxTileTGDispatch_X", i32 0}
!245 = !{!"maxTileTGDispatch_Y", i32 0}
!246 = !{!"ResForHfPacking"}
!247 = !{!"msInfo", !248, !249, !250, !251, !252, !253, !254, !255, !256}
!248 = !{!"PrimitiveTopology", i32 3}
!249 = !{!"MaxNumOfPrimitives", i32 0}
!250 = !{!"MaxNumOfVertices", i32 0}
!251 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!252 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!253 = !{!"WorkGroupSize", i32 0}
!254 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!255 = !{!"IndexFormat", i32 6}
!256 = !{!"SubgroupSize", i32 0}
!257 = !{!"taskInfo", !258, !253, !254, !256}
!258 = !{!"MaxNumOfOutputs", i32 0}
!259 = !{!"NBarrierCnt", i32 0}
!260 = !{!"rtInfo", !261, !262, !263, !264, !265, !266, !267, !268, !269, !270}
!261 = !{!"RayQueryAllocSizeInBytes", i32 0}
!262 = !{!"NumContinuations", i32 0}
!263 = !{!"RTAsyncStackAddrspace", i32 -1}
!264 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!265 = !{!"SWHotZoneAddrspace", i32 -1}
!266 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!267 = !{!"SWStackAddrspace", i32 -1}
!268 = !{!"SWStackSurfaceStateOffset", i1* null}
!269 = !{!"RTSyncStackAddrspace", i32 -1}
!270 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!271 = !{!"CurUniqueIndirectIdx", i32 0}
!272 = !{!"inlineDynTextures"}
!273 = !{!"inlineResInfoData"}
!274 = !{!"immConstant", !275, !276, !277}
!275 = !{!"data"}
!276 = !{!"sizes"}
!277 = !{!"zeroIdxs"}
!278 = !{!"inlineConstantBuffers"}
!279 = !{!"inlineGlobalBuffers"}
!280 = !{!"GlobalPointerProgramBinaryInfos"}
!281 = !{!"ConstantPointerProgramBinaryInfos"}
!282 = !{!"GlobalBufferAddressRelocInfo"}
!283 = !{!"ConstantBufferAddressRelocInfo"}
!284 = !{!"forceLscCacheList"}
!285 = !{!"SrvMap"}
!286 = !{!"RasterizerOrderedByteAddressBuffer"}
!287 = !{!"MinNOSPushConstantSize", i32 0}
!288 = !{!"inlineProgramScopeOffsets"}
!289 = !{!"shaderData", !290}
!290 = !{!"numReplicas", i32 0}
!291 = !{!"URBInfo", !292, !293, !294}
!292 = !{!"has64BVertexHeaderInput", i1 false}
!293 = !{!"has64BVertexHeaderOutput", i1 false}
!294 = !{!"hasVertexHeader", i1 true}
!295 = !{!"UseBindlessImage", i1 false}
!296 = !{!"enableRangeReduce", i1 false}
!297 = !{!"allowMatchMadOptimizationforVS", i1 false}
!298 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!299 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!300 = !{!"statefulResourcesNotAliased", i1 false}
!301 = !{!"disableMixMode", i1 false}
!302 = !{!"PrivateMemoryPerFG", !303, !304, !305, !306}
!303 = !{!"PrivateMemoryPerFGMap[0]", void (i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @k2}
!304 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!305 = !{!"PrivateMemoryPerFGMap[1]", void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32, i32)* @vadd}
!306 = !{!"PrivateMemoryPerFGValue[1]", i32 0}
!307 = !{!"capabilities", !308}
!308 = !{!"globalVariableDecorationsINTEL", i1 false}
!309 = !{!"m_ShaderResourceViewMcsMask", !310, !311}
!310 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!311 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!312 = !{!"computedDepthMode", i32 0}
!313 = !{!"isHDCFastClearShader", i1 false}
!314 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32, i32)* @vadd, !315}
!315 = !{!316, !317}
!316 = !{!"function_type", i32 0}
!317 = !{!"implicit_arg_desc", !318, !319, !320, !321, !322, !323, !324, !326, !328}
!318 = !{i32 0}
!319 = !{i32 1}
!320 = !{i32 6}
!321 = !{i32 7}
!322 = !{i32 8}
!323 = !{i32 9}
!324 = !{i32 14, !325}
!325 = !{!"explicit_arg_num", i32 0}
!326 = !{i32 14, !327}
!327 = !{!"explicit_arg_num", i32 1}
!328 = !{i32 14, !329}
!329 = !{!"explicit_arg_num", i32 2}
!330 = !{void (i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @k2, !331}
!331 = !{!316, !332}
!332 = !{!"implicit_arg_desc", !318, !319, !320, !321, !322, !323, !324}
!333 = !{i32 2, i32 0}
!334 = !{!"Debian clang version 14.0.6"}
!335 = distinct !DISubprogram(name: "vadd", scope: null, file: !1, line: 3, type: !336, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !343, retainedNodes: !343)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !338, !338, !341, !342}
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!339 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !340)
!340 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !340, size: 64)
!342 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!343 = !{}
!344 = !DILocation(line: 3, scope: !335)
!345 = !DILocalVariable(name: "pr", scope: !335, file: !1, line: 5, type: !346)
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair_t", file: !1, baseType: !347)
!347 = !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 1, size: 160, elements: !348)
!348 = !{!349, !350}
!349 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !347, file: !1, line: 1, baseType: !342, size: 32, flags: DIFlagPublic)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !347, file: !1, line: 1, baseType: !351, size: 128, offset: 32, flags: DIFlagPublic)
!351 = !DICompositeType(tag: DW_TAG_array_type, baseType: !340, size: 128, elements: !352)
!352 = !{!353}
!353 = !DISubrange(count: 4, lowerBound: 0)
!354 = !DILocation(line: 5, column: 10, scope: !335)
!355 = !DILocalVariable(name: "a", arg: 1, scope: !335, file: !1, line: 3, type: !338)
!356 = !DILocation(line: 0, scope: !335)
!357 = !DILocalVariable(name: "b", arg: 2, scope: !335, file: !1, line: 3, type: !338)
!358 = !DILocalVariable(name: "c", arg: 3, scope: !335, file: !1, line: 3, type: !341)
!359 = !DILocalVariable(name: "n", arg: 4, scope: !335, file: !1, line: 3, type: !342)
!360 = !DILocation(line: 4, column: 11, scope: !335)
!361 = !DILocalVariable(name: "i", scope: !335, file: !1, line: 4, type: !342)
!362 = !DILocation(line: 5, column: 34, scope: !335)
!363 = !DILocation(line: 6, column: 9, scope: !364)
!364 = distinct !DILexicalBlock(scope: !335, file: !1, line: 6, column: 7)
!365 = !DILocation(line: 6, column: 7, scope: !335)
!366 = !DILocation(line: 6, column: 28, scope: !364)
!367 = !DILocation(line: 6, column: 26, scope: !364)
!368 = !DILocation(line: 6, column: 33, scope: !364)
!369 = !DILocation(line: 6, column: 14, scope: !364)
!370 = !DILocation(line: 6, column: 19, scope: !364)
!371 = !DILocation(line: 7, column: 1, scope: !335)
!372 = distinct !DISubprogram(name: "k2", scope: null, file: !1, line: 8, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !343, retainedNodes: !343)
!373 = !DISubroutineType(types: !374)
!374 = !{null, !375}
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !342, size: 64)
!376 = !DILocation(line: 8, scope: !372)
!377 = !DILocalVariable(name: "p", arg: 1, scope: !372, file: !1, line: 8, type: !375)
!378 = !DILocation(line: 0, scope: !372)
!379 = !DILocation(line: 8, column: 57, scope: !372)
!380 = !DILocalVariable(name: "x", arg: 1, scope: !381, file: !1, line: 2, type: !342)
!381 = distinct !DISubprogram(name: "helper", scope: null, file: !1, line: 2, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !343, retainedNodes: !343)
!382 = !DISubroutineType(types: !383)
!383 = !{!342, !342, !375}
!384 = !DILocation(line: 0, scope: !381, inlinedAt: !385)
!385 = distinct !DILocation(line: 8, column: 45, scope: !372)
!386 = !DILocalVariable(name: "p", arg: 2, scope: !381, file: !1, line: 2, type: !375)
!387 = !DILocation(line: 2, column: 48, scope: !381, inlinedAt: !385)
!388 = !DILocalVariable(name: "t", scope: !381, file: !1, line: 2, type: !342)
!389 = !DILocation(line: 2, column: 53, scope: !381, inlinedAt: !385)
!390 = !DILocation(line: 2, column: 58, scope: !381, inlinedAt: !385)
!391 = !DILocation(line: 2, column: 72, scope: !381, inlinedAt: !385)
!392 = !DILocalVariable(name: "v", scope: !372, file: !1, line: 8, type: !342)
!393 = !DILocation(line: 8, column: 84, scope: !372)
!394 = !DILocation(line: 8, column: 89, scope: !372)
