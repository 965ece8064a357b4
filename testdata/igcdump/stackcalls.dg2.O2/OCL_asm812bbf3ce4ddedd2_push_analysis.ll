; ------------------------------------------------
; OCL_asm812bbf3ce4ddedd2_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131073:32:32:32"
target triple = "spir64-unknown-unknown"

@__MadEnable = local_unnamed_addr addrspace(2) constant i32 0, align 4

; Function Attrs: nounwind
define spir_kernel void @chain(float addrspace(1)* nocapture readonly %in, float addrspace(1)* nocapture writeonly %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !326 {
entry:
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !334
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata float addrspace(1)* %in, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336
  call void @llvm.dbg.value(metadata float addrspace(1)* %out, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336
  %mul.i.i.i = mul i32 %1, %2, !dbg !338
  %localIdX3 = zext i16 %localIdX to i32, !dbg !338
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX3, !dbg !338
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !338
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336
  %mid = call spir_func float @mid(float addrspace(1)* %in, i32 %add4.i.i.i), !dbg !341
  call void @llvm.dbg.value(metadata float %mid, metadata !342, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336
  %leaf = call spir_func float @leaf(float %mid, float 3.000000e+00), !dbg !343
  %3 = shl i32 %add4.i.i.i, 2, !dbg !344
  %4 = add i32 %3, %bufferOffset1, !dbg !344
  %5 = inttoptr i32 %4 to float addrspace(131073)*, !dbg !345
  store float %leaf, float addrspace(131073)* %5, align 4, !dbg !345
  ret void, !dbg !346
}

; Function Attrs: nofree noinline nosync nounwind readonly
define internal spir_func float @mid(float addrspace(1)* nocapture readonly %in, i32 %i) #1 !dbg !347 {
entry:
  call void @llvm.dbg.value(metadata float addrspace(1)* %in, metadata !350, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  call void @llvm.dbg.value(metadata i32 %i, metadata !352, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  call void @llvm.dbg.value(metadata i32 0, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata i32 0, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  %0 = ashr i32 %i, 31, !dbg !357
  %1 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %in), !dbg !357
  %2 = extractvalue { i32, i32 } %1, 0, !dbg !357
  %3 = extractvalue { i32, i32 } %1, 1, !dbg !357
  %4 = shl i32 %i, 2, !dbg !357
  %5 = lshr i32 %i, 30, !dbg !357
  %6 = shl i32 %0, 2, !dbg !357
  %7 = or i32 %6, %5, !dbg !357
  %8 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %7, i32 %2, i32 %3), !dbg !357
  %9 = extractvalue { i32, i32 } %8, 0, !dbg !357
  %10 = extractvalue { i32, i32 } %8, 1, !dbg !357
  %11 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %9, i32 %10), !dbg !357
  %12 = load <4 x float>, <4 x float> addrspace(1)* %11, align 4, !dbg !357
  %13 = extractelement <4 x float> %12, i32 0, !dbg !357
  %14 = extractelement <4 x float> %12, i32 1, !dbg !357
  %15 = extractelement <4 x float> %12, i32 2, !dbg !357
  %16 = extractelement <4 x float> %12, i32 3, !dbg !357
  %leaf = call spir_func float @leaf(float %13, float 0.000000e+00), !dbg !359
  %add1 = fadd float %leaf, 0.000000e+00, !dbg !360
  call void @llvm.dbg.value(metadata float %add1, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  call void @llvm.dbg.value(metadata i32 1, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata i32 1, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata float %add1, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  %leaf.1 = call spir_func float @leaf(float %14, float 1.000000e+00), !dbg !359
  %add1.1 = fadd float %add1, %leaf.1, !dbg !360
  call void @llvm.dbg.value(metadata float %add1.1, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  call void @llvm.dbg.value(metadata i32 2, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata i32 2, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata float %add1.1, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  %leaf.2 = call spir_func float @leaf(float %15, float 2.000000e+00), !dbg !359
  %add1.2 = fadd float %add1.1, %leaf.2, !dbg !360
  call void @llvm.dbg.value(metadata float %add1.2, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  call void @llvm.dbg.value(metadata i32 3, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata i32 3, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  call void @llvm.dbg.value(metadata float %add1.2, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  %leaf.3 = call spir_func float @leaf(float %16, float 3.000000e+00), !dbg !359
  %add1.3 = fadd float %add1.2, %leaf.3, !dbg !360
  call void @llvm.dbg.value(metadata float %add1.3, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !351
  call void @llvm.dbg.value(metadata i32 4, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356
  ret float %add1.3, !dbg !361
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define internal spir_func float @leaf(float %x, float %y) #2 !dbg !362 {
entry:
  call void @llvm.dbg.value(metadata float %x, metadata !365, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !366
  call void @llvm.dbg.value(metadata float %y, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !366
  %0 = call float @llvm.fma.f32(float %x, float %y, float 1.000000e+00) #0, !dbg !368
  call void @llvm.dbg.value(metadata float %0, metadata !369, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !366
  %add = fadd float %x, 2.000000e+00, !dbg !370
  %1 = bitcast float %add to i32, !dbg !371
  %2 = and i32 %1, 2139095040, !dbg !371
  %3 = icmp eq i32 %2, 0, !dbg !371
  %4 = select i1 %3, float 0x41F0000000000000, float 1.000000e+00, !dbg !371
  %5 = icmp uge i32 %2, 1677721600, !dbg !371
  %6 = select i1 %5, float 0x3DF0000000000000, float %4, !dbg !371
  %7 = fmul float %add, %6, !dbg !371
  %8 = fdiv float 1.000000e+00, %7, !dbg !371
  %9 = fmul float %8, %0, !dbg !371
  %10 = fmul float %9, %6, !dbg !371
  ret float %10, !dbg !372
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #4

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #5

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)*) #6

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #6

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32, i32) #6

attributes #0 = { nounwind }
attributes #1 = { nofree noinline nosync nounwind readonly }
attributes #2 = { mustprogress nofree noinline nosync nounwind readnone willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { inaccessiblememonly nounwind }
attributes #6 = { nounwind readnone }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!IGCMetadata = !{!5}
!igc.functions = !{!306, !309, !310}
!opencl.ocl.version = !{!324, !324, !324, !324, !324}
!opencl.spir.version = !{!324, !324, !324, !324, !324}
!llvm.ident = !{!325, !325, !325, !325, !325}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "stackcalls.cl", directory: "/build/hdwarf/testdata/src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"ModuleMD", !6, !7, !66, !178, !208, !224, !241, !251, !253, !254, !265, !266, !267, !268, !272, !273, !274, !275, !276, !277, !278, !279, !280, !281, !282, !283, !285, !289, !290, !291, !292, !293, !294, !295, !115, !296, !299, !301, !304, !305}
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
!66 = !{!"FuncMD", !67, !68, !134, !135, !148, !149}
!67 = !{!"FuncMDMap[0]", float (float, float)* @leaf}
!68 = !{!"FuncMDValue[0]", !69, !70, !74, !75, !76, !96, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !126, !127, !130, !131}
!69 = !{!"localOffsets"}
!70 = !{!"workGroupWalkOrder", !71, !72, !73}
!71 = !{!"dim0", i32 0}
!72 = !{!"dim1", i32 0}
!73 = !{!"dim2", i32 0}
!74 = !{!"funcArgs"}
!75 = !{!"functionType", !"UserFunction"}
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
!96 = !{!"resAllocMD", !97, !98, !99, !100, !106}
!97 = !{!"uavsNumType", i32 0}
!98 = !{!"srvsNumType", i32 0}
!99 = !{!"samplersNumType", i32 0}
!100 = !{!"argAllocMDList", !101, !105}
!101 = !{!"argAllocMDListVec[0]", !102, !103, !104}
!102 = !{!"type", i32 0}
!103 = !{!"extensionType", i32 -1}
!104 = !{!"indexType", i32 -1}
!105 = !{!"argAllocMDListVec[1]", !102, !103, !104}
!106 = !{!"inlineSamplersMD"}
!107 = !{!"maxByteOffsets"}
!108 = !{!"IsInitializer", i1 false}
!109 = !{!"IsFinalizer", i1 false}
!110 = !{!"CompiledSubGroupsNumber", i32 0}
!111 = !{!"hasInlineVmeSamplers", i1 false}
!112 = !{!"localSize", i32 0}
!113 = !{!"localIDPresent", i1 false}
!114 = !{!"groupIDPresent", i1 false}
!115 = !{!"privateMemoryPerWI", i32 0}
!116 = !{!"globalIDPresent", i1 false}
!117 = !{!"hasSyncRTCalls", i1 false}
!118 = !{!"hasNonKernelArgLoad", i1 false}
!119 = !{!"hasNonKernelArgStore", i1 false}
!120 = !{!"hasNonKernelArgAtomic", i1 false}
!121 = !{!"UserAnnotations"}
!122 = !{!"m_OpenCLArgAddressSpaces"}
!123 = !{!"m_OpenCLArgAccessQualifiers", !124, !125}
!124 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!125 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!126 = !{!"m_OpenCLArgTypes"}
!127 = !{!"m_OpenCLArgBaseTypes", !128, !129}
!128 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float"}
!129 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float"}
!130 = !{!"m_OpenCLArgTypeQualifiers"}
!131 = !{!"m_OpenCLArgNames", !132, !133}
!132 = !{!"m_OpenCLArgNamesVec[0]", !"x"}
!133 = !{!"m_OpenCLArgNamesVec[1]", !"y"}
!134 = !{!"FuncMDMap[1]", float (float addrspace(1)*, i32)* @mid}
!135 = !{!"FuncMDValue[1]", !69, !70, !74, !75, !76, !136, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !126, !142, !130, !145}
!136 = !{!"resAllocMD", !137, !98, !99, !138, !106}
!137 = !{!"uavsNumType", i32 1}
!138 = !{!"argAllocMDList", !139, !105}
!139 = !{!"argAllocMDListVec[0]", !140, !103, !141}
!140 = !{!"type", i32 1}
!141 = !{!"indexType", i32 0}
!142 = !{!"m_OpenCLArgBaseTypes", !143, !144}
!143 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float addrspace(1)*"}
!144 = !{!"m_OpenCLArgBaseTypesVec[1]", !"i32"}
!145 = !{!"m_OpenCLArgNames", !146, !147}
!146 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!147 = !{!"m_OpenCLArgNamesVec[1]", !"i"}
!148 = !{!"FuncMDMap[2]", void (float addrspace(1)*, float addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32)* @chain}
!149 = !{!"FuncMDValue[2]", !69, !70, !74, !150, !76, !151, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !164, !123, !167, !170, !173, !176}
!150 = !{!"functionType", !"KernelFunction"}
!151 = !{!"resAllocMD", !152, !98, !99, !153, !106}
!152 = !{!"uavsNumType", i32 2}
!153 = !{!"argAllocMDList", !139, !154, !156, !157, !158, !159, !160, !161, !162, !163}
!154 = !{!"argAllocMDListVec[1]", !140, !103, !155}
!155 = !{!"indexType", i32 1}
!156 = !{!"argAllocMDListVec[2]", !102, !103, !104}
!157 = !{!"argAllocMDListVec[3]", !102, !103, !104}
!158 = !{!"argAllocMDListVec[4]", !102, !103, !104}
!159 = !{!"argAllocMDListVec[5]", !102, !103, !104}
!160 = !{!"argAllocMDListVec[6]", !102, !103, !104}
!161 = !{!"argAllocMDListVec[7]", !102, !103, !104}
!162 = !{!"argAllocMDListVec[8]", !102, !103, !104}
!163 = !{!"argAllocMDListVec[9]", !102, !103, !104}
!164 = !{!"m_OpenCLArgAddressSpaces", !165, !166}
!165 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!166 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!167 = !{!"m_OpenCLArgTypes", !168, !169}
!168 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!169 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!170 = !{!"m_OpenCLArgBaseTypes", !171, !172}
!171 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!172 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!173 = !{!"m_OpenCLArgTypeQualifiers", !174, !175}
!174 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!175 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!176 = !{!"m_OpenCLArgNames", !146, !177}
!177 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!178 = !{!"pushInfo", !179, !180, !181, !184, !185, !186, !187, !188, !189, !190, !191, !204, !205, !206, !207}
!179 = !{!"pushableAddresses"}
!180 = !{!"bindlessPushInfo"}
!181 = !{!"dynamicBufferInfo", !182, !183}
!182 = !{!"firstIndex", i32 0}
!183 = !{!"numOffsets", i32 0}
!184 = !{!"MaxNumberOfPushedBuffers", i32 0}
!185 = !{!"inlineConstantBufferSlot", i32 -1}
!186 = !{!"inlineConstantBufferOffset", i32 -1}
!187 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!188 = !{!"constants"}
!189 = !{!"inputs"}
!190 = !{!"constantReg"}
!191 = !{!"simplePushInfoArr", !192, !201, !202, !203}
!192 = !{!"simplePushInfoArrVec[0]", !193, !194, !195, !196, !197, !198, !199, !200}
!193 = !{!"cbIdx", i32 0}
!194 = !{!"pushableAddressGrfOffset", i32 -1}
!195 = !{!"pushableOffsetGrfOffset", i32 -1}
!196 = !{!"offset", i32 0}
!197 = !{!"size", i32 0}
!198 = !{!"isStateless", i1 false}
!199 = !{!"isBindless", i1 false}
!200 = !{!"simplePushLoads"}
!201 = !{!"simplePushInfoArrVec[1]", !193, !194, !195, !196, !197, !198, !199, !200}
!202 = !{!"simplePushInfoArrVec[2]", !193, !194, !195, !196, !197, !198, !199, !200}
!203 = !{!"simplePushInfoArrVec[3]", !193, !194, !195, !196, !197, !198, !199, !200}
!204 = !{!"simplePushBufferUsed", i32 0}
!205 = !{!"pushAnalysisWIInfos"}
!206 = !{!"inlineRTGlobalPtrOffset", i32 0}
!207 = !{!"rtSyncSurfPtrOffset", i32 0}
!208 = !{!"psInfo", !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223}
!209 = !{!"BlendStateDisabledMask", i8 0}
!210 = !{!"SkipSrc0Alpha", i1 false}
!211 = !{!"DualSourceBlendingDisabled", i1 false}
!212 = !{!"ForceEnableSimd32", i1 false}
!213 = !{!"outputDepth", i1 false}
!214 = !{!"outputStencil", i1 false}
!215 = !{!"outputMask", i1 false}
!216 = !{!"blendToFillEnabled", i1 false}
!217 = !{!"forceEarlyZ", i1 false}
!218 = !{!"hasVersionedLoop", i1 false}
!219 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!220 = !{!"NumSamples", i8 0}
!221 = !{!"blendOptimizationMode"}
!222 = !{!"colorOutputMask"}
!223 = !{!"WaDisableVRS", i1 false}
!224 = !{!"csInfo", !225, !226, !227, !228, !229, !16, !17, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !45, !240}
!225 = !{!"maxWorkGroupSize", i32 0}
!226 = !{!"waveSize", i32 0}
!227 = !{!"ComputeShaderSecondCompile"}
!228 = !{!"forcedSIMDSize", i8 0}
!229 = !{!"forceTotalGRFNum", i32 0}
!230 = !{!"allowLowerSimd", i1 false}
!231 = !{!"forcedVISAPreRAScheduler", i1 false}
!232 = !{!"disableLocalIdOrderOptimizations", i1 false}
!233 = !{!"disableDispatchAlongY", i1 false}
!234 = !{!"neededThreadIdLayout", i1* null}
!235 = !{!"forceTileYWalk", i1 false}
!236 = !{!"tileTGWidth_X", i32 0}
!237 = !{!"tileTGWidth_Y", i32 0}
!238 = !{!"maxTileTGDispatch_X", i32 0}
!239 = !{!"maxTileTGDispatch_Y", i32 0}
!240 = !{!"ResForHfPacking"}
!241 = !{!"msInfo", !242, !243, !244, !245, !246, !247, !248, !249, !250}
!242 = !{!"PrimitiveTopology", i32 3}
!243 = !{!"MaxNumOfPrimitives", i32 0}
!244 = !{!"MaxNumOfVertices", i32 0}
!245 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!246 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!247 = !{!"WorkGroupSize", i32 0}
!248 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!249 = !{!"IndexFormat", i32 6}
!250 = !{!"SubgroupSize", i32 0}
!251 = !{!"taskInfo", !252, !247, !248, !250}
!252 = !{!"MaxNumOfOutputs", i32 0}
!253 = !{!"NBarrierCnt", i32 0}
!254 = !{!"rtInfo", !255, !256, !257, !258, !259, !260, !261, !262, !263, !264}
!255 = !{!"RayQueryAllocSizeInBytes", i32 0}
!256 = !{!"NumContinuations", i32 0}
!257 = !{!"RTAsyncStackAddrspace", i32 -1}
!258 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!259 = !{!"SWHotZoneAddrspace", i32 -1}
!260 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!261 = !{!"SWStackAddrspace", i32 -1}
!262 = !{!"SWStackSurfaceStateOffset", i1* null}
!263 = !{!"RTSyncStackAddrspace", i32 -1}
!264 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!265 = !{!"CurUniqueIndirectIdx", i32 0}
!266 = !{!"inlineDynTextures"}
!267 = !{!"inlineResInfoData"}
!268 = !{!"immConstant", !269, !270, !271}
!269 = !{!"data"}
!270 = !{!"sizes"}
!271 = !{!"zeroIdxs"}
!272 = !{!"inlineConstantBuffers"}
!273 = !{!"inlineGlobalBuffers"}
!274 = !{!"GlobalPointerProgramBinaryInfos"}
!275 = !{!"ConstantPointerProgramBinaryInfos"}
!276 = !{!"GlobalBufferAddressRelocInfo"}
!277 = !{!"ConstantBufferAddressRelocInfo"}
!278 = !{!"forceLscCacheList"}
!279 = !{!"SrvMap"}
!280 = !{!"RasterizerOrderedByteAddressBuffer"}
!281 = !{!"MinNOSPushConstantSize", i32 2}
!282 = !{!"inlineProgramScopeOffsets"}
!283 = !{!"shaderData", !284}
!284 = !{!"numReplicas", i32 0}
!285 = !{!"URBInfo", !286, !287, !288}
!286 = !{!"has64BVertexHeaderInput", i1 false}
!287 = !{!"has64BVertexHeaderOutput", i1 false}
!288 = !{!"hasVertexHeader", i1 true}
!289 = !{!"UseBindlessImage", i1 false}
!290 = !{!"enableRangeReduce", i1 false}
!291 = !{!"allowMatchMadOptimizationforVS", i1 false}
!292 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!293 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!294 = !{!"statefulResourcesNotAliased", i1 false}
!295 = !{!"disableMixMode", i1 false}
!296 = !{!"PrivateMemoryPerFG", !297, !298}
!297 = !{!"PrivateMemoryPerFGMap[0]", void (float addrspace(1)*, float addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32)* @chain}
!298 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!299 = !{!"capabilities", !300}
!300 = !{!"globalVariableDecorationsINTEL", i1 false}
!301 = !{!"m_ShaderResourceViewMcsMask", !302, !303}
!302 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!303 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!304 = !{!"computedDepthMode", i32 0}
!305 = !{!"isHDCFastClearShader", i1 false}
!306 = !{float (float, float)* @leaf, !307}
!307 = !{!308}
!308 = !{!"function_type", i32 2}
!309 = !{float (float addrspace(1)*, i32)* @mid, !307}
!310 = !{void (float addrspace(1)*, float addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32)* @chain, !311}
!311 = !{!312, !313}
!312 = !{!"function_type", i32 0}
!313 = !{!"implicit_arg_desc", !314, !315, !316, !317, !318, !319, !320, !322}
!314 = !{i32 0}
!315 = !{i32 1}
!316 = !{i32 6}
!317 = !{i32 7}
!318 = !{i32 8}
!319 = !{i32 9}
!320 = !{i32 14, !321}
!321 = !{!"explicit_arg_num", i32 0}
!322 = !{i32 14, !323}
!323 = !{!"explicit_arg_num", i32 1}
!324 = !{i32 2, i32 0}
!325 = !{!"Debian clang version 14.0.6"}
!326 = distinct !DISubprogram(name: "chain", scope: null, file: !1, line: 7, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !333, retainedNodes: !333)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !329, !332}
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!330 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !331)
!331 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!333 = !{}
!334 = !DILocation(line: 7, scope: !326)
!335 = !DILocalVariable(name: "in", arg: 1, scope: !326, file: !1, line: 7, type: !329)
!336 = !DILocation(line: 0, scope: !326)
!337 = !DILocalVariable(name: "out", arg: 2, scope: !326, file: !1, line: 7, type: !332)
!338 = !DILocation(line: 8, column: 13, scope: !326)
!339 = !DILocalVariable(name: "gid", scope: !326, file: !1, line: 8, type: !340)
!340 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!341 = !DILocation(line: 9, column: 13, scope: !326)
!342 = !DILocalVariable(name: "v", scope: !326, file: !1, line: 9, type: !331)
!343 = !DILocation(line: 10, column: 14, scope: !326)
!344 = !DILocation(line: 10, column: 3, scope: !326)
!345 = !DILocation(line: 10, column: 12, scope: !326)
!346 = !DILocation(line: 11, column: 1, scope: !326)
!347 = distinct !DISubprogram(name: "mid", scope: null, file: !1, line: 2, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !333, retainedNodes: !333)
!348 = !DISubroutineType(types: !349)
!349 = !{!331, !329, !340}
!350 = !DILocalVariable(name: "in", arg: 1, scope: !347, file: !1, line: 2, type: !329)
!351 = !DILocation(line: 0, scope: !347)
!352 = !DILocalVariable(name: "i", arg: 2, scope: !347, file: !1, line: 2, type: !340)
!353 = !DILocalVariable(name: "acc", scope: !347, file: !1, line: 3, type: !331)
!354 = !DILocalVariable(name: "k", scope: !355, file: !1, line: 4, type: !340)
!355 = distinct !DILexicalBlock(scope: !347, file: !1, line: 4, column: 3)
!356 = !DILocation(line: 0, scope: !355)
!357 = !DILocation(line: 4, column: 43, scope: !358)
!358 = distinct !DILexicalBlock(scope: !355, file: !1, line: 4, column: 3)
!359 = !DILocation(line: 4, column: 38, scope: !358)
!360 = !DILocation(line: 4, column: 35, scope: !358)
!361 = !DILocation(line: 5, column: 3, scope: !347)
!362 = distinct !DISubprogram(name: "leaf", scope: null, file: !1, line: 1, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !333, retainedNodes: !333)
!363 = !DISubroutineType(types: !364)
!364 = !{!331, !331, !331}
!365 = !DILocalVariable(name: "x", arg: 1, scope: !362, file: !1, line: 1, type: !331)
!366 = !DILocation(line: 0, scope: !362)
!367 = !DILocalVariable(name: "y", arg: 2, scope: !362, file: !1, line: 1, type: !331)
!368 = !DILocation(line: 1, column: 74, scope: !362)
!369 = !DILocalVariable(name: "r", scope: !362, file: !1, line: 1, type: !331)
!370 = !DILocation(line: 1, column: 96, scope: !362)
!371 = !DILocation(line: 1, column: 91, scope: !362)
!372 = !DILocation(line: 1, column: 82, scope: !362)
