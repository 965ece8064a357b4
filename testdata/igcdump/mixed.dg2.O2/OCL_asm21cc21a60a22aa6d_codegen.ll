; ------------------------------------------------
; OCL_asm21cc21a60a22aa6d_codegen.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32-p131073:32:32:32-p131074:32:32:32-p131075:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_kernel void @mixed(float addrspace(1)* %f, i16 addrspace(1)* %u, i64 addrspace(1)* %l, i8 addrspace(1)* %c, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bufferOffset3) #0 !dbg !324 {
entry:
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !340
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata float addrspace(1)* %f, metadata !341, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i16 addrspace(1)* %u, metadata !343, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i64 addrspace(1)* %l, metadata !344, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i8 addrspace(1)* %c, metadata !345, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 %n, metadata !346, metadata !DIExpression()), !dbg !342
  %mul.i.i.i = mul i32 %1, %2, !dbg !347
  %localIdX5 = zext i16 %localIdX to i32, !dbg !347
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX5, !dbg !347
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !347
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !348, metadata !DIExpression()), !dbg !342
  %3 = shl i32 %add4.i.i.i, 2, !dbg !349
  %4 = add i32 %3, %bufferOffset, !dbg !349
  %5 = inttoptr i32 %4 to float addrspace(131072)*, !dbg !349
  %6 = load float, float addrspace(131072)* %5, align 4, !dbg !349
  call void @llvm.dbg.value(metadata float %6, metadata !350, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 0, metadata !351, metadata !DIExpression()), !dbg !353
  %cmp39 = icmp sgt i32 %n, 0, !dbg !354
  br i1 %cmp39, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !356

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !356

for.body.preheader:                               ; preds = %entry
  br label %for.body, !dbg !357

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
  %i.041 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %v.040 = phi float [ %mul, %for.body.for.body_crit_edge ], [ %6, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.041, metadata !351, metadata !DIExpression()), !dbg !353
  call void @llvm.dbg.value(metadata float %v.040, metadata !350, metadata !DIExpression()), !dbg !342
  %mul = fmul float %v.040, 5.000000e-01, !dbg !359
  call void @llvm.dbg.value(metadata float %mul, metadata !350, metadata !DIExpression()), !dbg !342
  %inc = add nuw nsw i32 %i.041, 1, !dbg !360
  call void @llvm.dbg.value(metadata i32 %inc, metadata !351, metadata !DIExpression()), !dbg !353
  %cmp = icmp slt i32 %inc, %n
  %7 = sext i1 %cmp to i32, !dbg !357
  %8 = sub i32 0, %7, !dbg !357
  %9 = fcmp olt float %mul, 1.000000e+00, !dbg !361
  %10 = select i1 %9, i32 0, i32 %8, !dbg !357
  call void @llvm.dbg.value(metadata i32 %inc, metadata !351, metadata !DIExpression()), !dbg !353
  call void @llvm.dbg.value(metadata float %mul, metadata !350, metadata !DIExpression()), !dbg !342
  %11 = trunc i32 %10 to i1, !dbg !357
  br i1 %11, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !357

for.end.loopexit:                                 ; preds = %for.body
  %mul.lcssa = phi float [ %mul, %for.body ], !dbg !359
  br label %for.end, !dbg !363

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !357

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
  %v.1 = phi float [ %6, %entry.for.end_crit_edge ], [ %mul.lcssa, %for.end.loopexit ], !dbg !342
  call void @llvm.dbg.value(metadata float %v.1, metadata !350, metadata !DIExpression()), !dbg !342
  %12 = shl i32 %add4.i.i.i, 1, !dbg !363
  %13 = add i32 %12, %bufferOffset1, !dbg !363
  %14 = inttoptr i32 %13 to i16 addrspace(131073)*, !dbg !363
  %15 = load i16, i16 addrspace(131073)* %14, align 2, !dbg !363
  %add = add i16 %15, 3, !dbg !364
  call void @llvm.dbg.value(metadata i16 %add, metadata !365, metadata !DIExpression()), !dbg !342
  %mul9 = mul i16 %add, 5, !dbg !366
  call void @llvm.dbg.value(metadata i16 %mul9, metadata !367, metadata !DIExpression()), !dbg !342
  %16 = shl i32 %add4.i.i.i, 3, !dbg !368
  %17 = add i32 %16, %bufferOffset2, !dbg !368
  %18 = inttoptr i32 %17 to i64 addrspace(131074)*, !dbg !368
  %19 = bitcast i64 addrspace(131074)* %18 to <2 x i32> addrspace(131074)*, !dbg !368
  %20 = load <2 x i32>, <2 x i32> addrspace(131074)* %19, align 8, !dbg !368
  %21 = extractelement <2 x i32> %20, i32 0, !dbg !368
  %22 = extractelement <2 x i32> %20, i32 1, !dbg !368
  %23 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %21, i32 %22, i32 3, i32 0), !dbg !369
  %24 = extractvalue { i32, i32 } %23, 0, !dbg !369
  %25 = extractvalue { i32, i32 } %23, 1, !dbg !369
  %26 = zext i16 %mul9 to i32, !dbg !370
  %27 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %24, i32 %25, i32 %26, i32 0), !dbg !371
  %28 = extractvalue { i32, i32 } %27, 0, !dbg !371
  %29 = extractvalue { i32, i32 } %27, 1, !dbg !371
  call void @llvm.dbg.value(metadata i64 undef, metadata !372, metadata !DIExpression()), !dbg !342
  %30 = add i32 %add4.i.i.i, %bufferOffset3, !dbg !373
  %31 = inttoptr i32 %30 to i8 addrspace(131075)*, !dbg !373
  %32 = load i8, i8 addrspace(131075)* %31, align 1, !dbg !373
  %33 = xor i8 %32, 90, !dbg !374
  call void @llvm.dbg.value(metadata i8 %33, metadata !375, metadata !DIExpression()), !dbg !342
  %conv20 = uitofp i16 %add to float, !dbg !377
  %add21 = fadd float %v.1, %conv20, !dbg !378
  store float %add21, float addrspace(131072)* %5, align 4, !dbg !379
  store i16 %mul9, i16 addrspace(131073)* %14, align 2, !dbg !380
  %34 = insertelement <2 x i32> undef, i32 %28, i32 0, !dbg !381
  %35 = insertelement <2 x i32> %34, i32 %29, i32 1, !dbg !381
  %36 = inttoptr i32 %17 to <2 x i32> addrspace(131074)*, !dbg !381
  store <2 x i32> %35, <2 x i32> addrspace(131074)* %36, align 8, !dbg !381
  store i8 %33, i8 addrspace(131075)* %31, align 1, !dbg !382
  ret void, !dbg !383
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

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.mul.pair(i32, i32, i32, i32) #5

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #5

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { inaccessiblememonly nounwind }
attributes #5 = { nounwind readnone }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!IGCMetadata = !{!5}
!igc.functions = !{!304}
!opencl.ocl.version = !{!322, !322, !322, !322, !322}
!opencl.spir.version = !{!322, !322, !322, !322, !322}
!llvm.ident = !{!323, !323, !323, !323, !323}
!printf.strings = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "mixed.cl", directory: "/tmp/hdwarf-src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"ModuleMD", !6, !7, !66, !176, !206, !222, !239, !249, !251, !252, !263, !264, !265, !266, !270, !271, !272, !273, !274, !275, !276, !277, !278, !279, !280, !281, !283, !287, !288, !289, !290, !291, !292, !293, !133, !294, !297, !299, !302, !303}
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
!66 = !{!"FuncMD", !67, !68}
!67 = !{!"FuncMDMap[0]", void (float addrspace(1)*, i16 addrspace(1)*, i64 addrspace(1)*, i8 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32, i32, i32)* @mixed}
!68 = !{!"FuncMDValue[0]", !69, !70, !74, !75, !76, !96, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !146, !152, !158, !164, !170}
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
!96 = !{!"resAllocMD", !97, !98, !99, !100, !124}
!97 = !{!"uavsNumType", i32 4}
!98 = !{!"srvsNumType", i32 0}
!99 = !{!"samplersNumType", i32 0}
!100 = !{!"argAllocMDList", !101, !105, !107, !109, !111, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123}
!101 = !{!"argAllocMDListVec[0]", !102, !103, !104}
!102 = !{!"type", i32 1}
!103 = !{!"extensionType", i32 -1}
!104 = !{!"indexType", i32 0}
!105 = !{!"argAllocMDListVec[1]", !102, !103, !106}
!106 = !{!"indexType", i32 1}
!107 = !{!"argAllocMDListVec[2]", !102, !103, !108}
!108 = !{!"indexType", i32 2}
!109 = !{!"argAllocMDListVec[3]", !102, !103, !110}
!110 = !{!"indexType", i32 3}
!111 = !{!"argAllocMDListVec[4]", !112, !103, !113}
!112 = !{!"type", i32 0}
!113 = !{!"indexType", i32 -1}
!114 = !{!"argAllocMDListVec[5]", !112, !103, !113}
!115 = !{!"argAllocMDListVec[6]", !112, !103, !113}
!116 = !{!"argAllocMDListVec[7]", !112, !103, !113}
!117 = !{!"argAllocMDListVec[8]", !112, !103, !113}
!118 = !{!"argAllocMDListVec[9]", !112, !103, !113}
!119 = !{!"argAllocMDListVec[10]", !112, !103, !113}
!120 = !{!"argAllocMDListVec[11]", !112, !103, !113}
!121 = !{!"argAllocMDListVec[12]", !112, !103, !113}
!122 = !{!"argAllocMDListVec[13]", !112, !103, !113}
!123 = !{!"argAllocMDListVec[14]", !112, !103, !113}
!124 = !{!"inlineSamplersMD"}
!125 = !{!"maxByteOffsets"}
!126 = !{!"IsInitializer", i1 false}
!127 = !{!"IsFinalizer", i1 false}
!128 = !{!"CompiledSubGroupsNumber", i32 0}
!129 = !{!"hasInlineVmeSamplers", i1 false}
!130 = !{!"localSize", i32 0}
!131 = !{!"localIDPresent", i1 false}
!132 = !{!"groupIDPresent", i1 false}
!133 = !{!"privateMemoryPerWI", i32 0}
!134 = !{!"globalIDPresent", i1 false}
!135 = !{!"hasSyncRTCalls", i1 false}
!136 = !{!"hasNonKernelArgLoad", i1 false}
!137 = !{!"hasNonKernelArgStore", i1 false}
!138 = !{!"hasNonKernelArgAtomic", i1 false}
!139 = !{!"UserAnnotations"}
!140 = !{!"m_OpenCLArgAddressSpaces", !141, !142, !143, !144, !145}
!141 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!142 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!143 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!144 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 1}
!145 = !{!"m_OpenCLArgAddressSpacesVec[4]", i32 0}
!146 = !{!"m_OpenCLArgAccessQualifiers", !147, !148, !149, !150, !151}
!147 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!148 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!149 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!150 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!151 = !{!"m_OpenCLArgAccessQualifiersVec[4]", !"none"}
!152 = !{!"m_OpenCLArgTypes", !153, !154, !155, !156, !157}
!153 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!154 = !{!"m_OpenCLArgTypesVec[1]", !"ushort*"}
!155 = !{!"m_OpenCLArgTypesVec[2]", !"long*"}
!156 = !{!"m_OpenCLArgTypesVec[3]", !"uchar*"}
!157 = !{!"m_OpenCLArgTypesVec[4]", !"int"}
!158 = !{!"m_OpenCLArgBaseTypes", !159, !160, !161, !162, !163}
!159 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!160 = !{!"m_OpenCLArgBaseTypesVec[1]", !"short*"}
!161 = !{!"m_OpenCLArgBaseTypesVec[2]", !"long*"}
!162 = !{!"m_OpenCLArgBaseTypesVec[3]", !"char*"}
!163 = !{!"m_OpenCLArgBaseTypesVec[4]", !"int"}
!164 = !{!"m_OpenCLArgTypeQualifiers", !165, !166, !167, !168, !169}
!165 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!166 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!167 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!168 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!169 = !{!"m_OpenCLArgTypeQualifiersVec[4]", !""}
!170 = !{!"m_OpenCLArgNames", !171, !172, !173, !174, !175}
!171 = !{!"m_OpenCLArgNamesVec[0]", !"f"}
!172 = !{!"m_OpenCLArgNamesVec[1]", !"u"}
!173 = !{!"m_OpenCLArgNamesVec[2]", !"l"}
!174 = !{!"m_OpenCLArgNamesVec[3]", !"c"}
!175 = !{!"m_OpenCLArgNamesVec[4]", !"n"}
!176 = !{!"pushInfo", !177, !178, !179, !182, !183, !184, !185, !186, !187, !188, !189, !202, !203, !204, !205}
!177 = !{!"pushableAddresses"}
!178 = !{!"bindlessPushInfo"}
!179 = !{!"dynamicBufferInfo", !180, !181}
!180 = !{!"firstIndex", i32 0}
!181 = !{!"numOffsets", i32 0}
!182 = !{!"MaxNumberOfPushedBuffers", i32 0}
!183 = !{!"inlineConstantBufferSlot", i32 -1}
!184 = !{!"inlineConstantBufferOffset", i32 -1}
!185 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!186 = !{!"constants"}
!187 = !{!"inputs"}
!188 = !{!"constantReg"}
!189 = !{!"simplePushInfoArr", !190, !199, !200, !201}
!190 = !{!"simplePushInfoArrVec[0]", !191, !192, !193, !194, !195, !196, !197, !198}
!191 = !{!"cbIdx", i32 0}
!192 = !{!"pushableAddressGrfOffset", i32 -1}
!193 = !{!"pushableOffsetGrfOffset", i32 -1}
!194 = !{!"offset", i32 0}
!195 = !{!"size", i32 0}
!196 = !{!"isStateless", i1 false}
!197 = !{!"isBindless", i1 false}
!198 = !{!"simplePushLoads"}
!199 = !{!"simplePushInfoArrVec[1]", !191, !192, !193, !194, !195, !196, !197, !198}
!200 = !{!"simplePushInfoArrVec[2]", !191, !192, !193, !194, !195, !196, !197, !198}
!201 = !{!"simplePushInfoArrVec[3]", !191, !192, !193, !194, !195, !196, !197, !198}
!202 = !{!"simplePushBufferUsed", i32 0}
!203 = !{!"pushAnalysisWIInfos"}
!204 = !{!"inlineRTGlobalPtrOffset", i32 0}
!205 = !{!"rtSyncSurfPtrOffset", i32 0}
!206 = !{!"psInfo", !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !220, !221}
!207 = !{!"BlendStateDisabledMask", i8 0}
!208 = !{!"SkipSrc0Alpha", i1 false}
!209 = !{!"DualSourceBlendingDisabled", i1 false}
!210 = !{!"ForceEnableSimd32", i1 false}
!211 = !{!"outputDepth", i1 false}
!212 = !{!"outputStencil", i1 false}
!213 = !{!"outputMask", i1 false}
!214 = !{!"blendToFillEnabled", i1 false}
!215 = !{!"forceEarlyZ", i1 false}
!216 = !{!"hasVersionedLoop", i1 false}
!217 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!218 = !{!"NumSamples", i8 0}
!219 = !{!"blendOptimizationMode"}
!220 = !{!"colorOutputMask"}
!221 = !{!"WaDisableVRS", i1 false}
!222 = !{!"csInfo", !223, !224, !225, !226, !227, !16, !17, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !45, !238}
!223 = !{!"maxWorkGroupSize", i32 0}
!224 = !{!"waveSize", i32 0}
!225 = !{!"ComputeShaderSecondCompile"}
!226 = !{!"forcedSIMDSize", i8 0}
!227 = !{!"forceTotalGRFNum", i32 0}
!228 = !{!"allowLowerSimd", i1 false}
!229 = !{!"forcedVISAPreRAScheduler", i1 false}
!230 = !{!"disableLocalIdOrderOptimizations", i1 false}
!231 = !{!"disableDispatchAlongY", i1 false}
!232 = !{!"neededThreadIdLayout", i1* null}
!233 = !{!"forceTileYWalk", i1 false}
!234 = !{!"tileTGWidth_X", i32 0}
!235 = !{!"tileTGWidth_Y", i32 0}
!236 = !{!"maxTileTGDispatch_X", i32 0}
!237 = !{!"maxTileTGDispatch_Y", i32 0}
!238 = !{!"ResForHfPacking"}
!239 = !{!"msInfo", !240, !241, !242, !243, !244, !245, !246, !247, !248}
!240 = !{!"PrimitiveTopology", i32 3}
!241 = !{!"MaxNumOfPrimitives", i32 0}
!242 = !{!"MaxNumOfVertices", i32 0}
!243 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!244 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!245 = !{!"WorkGroupSize", i32 0}
!246 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!247 = !{!"IndexFormat", i32 6}
!248 = !{!"SubgroupSize", i32 0}
!249 = !{!"taskInfo", !250, !245, !246, !248}
!250 = !{!"MaxNumOfOutputs", i32 0}
!251 = !{!"NBarrierCnt", i32 0}
!252 = !{!"rtInfo", !253, !254, !255, !256, !257, !258, !259, !260, !261, !262}
!253 = !{!"RayQueryAllocSizeInBytes", i32 0}
!254 = !{!"NumContinuations", i32 0}
!255 = !{!"RTAsyncStackAddrspace", i32 -1}
!256 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!257 = !{!"SWHotZoneAddrspace", i32 -1}
!258 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!259 = !{!"SWStackAddrspace", i32 -1}
!260 = !{!"SWStackSurfaceStateOffset", i1* null}
!261 = !{!"RTSyncStackAddrspace", i32 -1}
!262 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!263 = !{!"CurUniqueIndirectIdx", i32 0}
!264 = !{!"inlineDynTextures"}
!265 = !{!"inlineResInfoData"}
!266 = !{!"immConstant", !267, !268, !269}
!267 = !{!"data"}
!268 = !{!"sizes"}
!269 = !{!"zeroIdxs"}
!270 = !{!"inlineConstantBuffers"}
!271 = !{!"inlineGlobalBuffers"}
!272 = !{!"GlobalPointerProgramBinaryInfos"}
!273 = !{!"ConstantPointerProgramBinaryInfos"}
!274 = !{!"GlobalBufferAddressRelocInfo"}
!275 = !{!"ConstantBufferAddressRelocInfo"}
!276 = !{!"forceLscCacheList"}
!277 = !{!"SrvMap"}
!278 = !{!"RasterizerOrderedByteAddressBuffer"}
!279 = !{!"MinNOSPushConstantSize", i32 2}
!280 = !{!"inlineProgramScopeOffsets"}
!281 = !{!"shaderData", !282}
!282 = !{!"numReplicas", i32 0}
!283 = !{!"URBInfo", !284, !285, !286}
!284 = !{!"has64BVertexHeaderInput", i1 false}
!285 = !{!"has64BVertexHeaderOutput", i1 false}
!286 = !{!"hasVertexHeader", i1 true}
!287 = !{!"UseBindlessImage", i1 false}
!288 = !{!"enableRangeReduce", i1 false}
!289 = !{!"allowMatchMadOptimizationforVS", i1 false}
!290 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!291 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!292 = !{!"statefulResourcesNotAliased", i1 false}
!293 = !{!"disableMixMode", i1 false}
!294 = !{!"PrivateMemoryPerFG", !295, !296}
!295 = !{!"PrivateMemoryPerFGMap[0]", void (float addrspace(1)*, i16 addrspace(1)*, i64 addrspace(1)*, i8 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32, i32, i32)* @mixed}
!296 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!297 = !{!"capabilities", !298}
!298 = !{!"globalVariableDecorationsINTEL", i1 false}
!299 = !{!"m_ShaderResourceViewMcsMask", !300, !301}
!300 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!301 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!302 = !{!"computedDepthMode", i32 0}
!303 = !{!"isHDCFastClearShader", i1 false}
!304 = !{void (float addrspace(1)*, i16 addrspace(1)*, i64 addrspace(1)*, i8 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32, i32, i32, i32)* @mixed, !305}
!305 = !{!306, !307}
!306 = !{!"function_type", i32 0}
!307 = !{!"implicit_arg_desc", !308, !309, !310, !311, !312, !313, !314, !316, !318, !320}
!308 = !{i32 0}
!309 = !{i32 1}
!310 = !{i32 6}
!311 = !{i32 7}
!312 = !{i32 8}
!313 = !{i32 9}
!314 = !{i32 14, !315}
!315 = !{!"explicit_arg_num", i32 0}
!316 = !{i32 14, !317}
!317 = !{!"explicit_arg_num", i32 1}
!318 = !{i32 14, !319}
!319 = !{!"explicit_arg_num", i32 2}
!320 = !{i32 14, !321}
!321 = !{!"explicit_arg_num", i32 3}
!322 = !{i32 2, i32 0}
!323 = !{!"Debian clang version 14.0.6"}
!324 = distinct !DISubprogram(name: "mixed", scope: null, file: !1, line: 1, type: !325, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !339, retainedNodes: !339)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !327, !329, !333, !335, !338}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!330 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !331, baseType: !332)
!331 = !DIFile(filename: "opencl-c-base.h", directory: "/tmp/hdwarf-src/.")
!332 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!334 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !331, baseType: !337)
!337 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!338 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!339 = !{}
!340 = !DILocation(line: 1, scope: !324)
!341 = !DILocalVariable(name: "f", arg: 1, scope: !324, file: !1, line: 1, type: !327)
!342 = !DILocation(line: 0, scope: !324)
!343 = !DILocalVariable(name: "u", arg: 2, scope: !324, file: !1, line: 1, type: !329)
!344 = !DILocalVariable(name: "l", arg: 3, scope: !324, file: !1, line: 1, type: !333)
!345 = !DILocalVariable(name: "c", arg: 4, scope: !324, file: !1, line: 1, type: !335)
!346 = !DILocalVariable(name: "n", arg: 5, scope: !324, file: !1, line: 1, type: !338)
!347 = !DILocation(line: 2, column: 13, scope: !324)
!348 = !DILocalVariable(name: "gid", scope: !324, file: !1, line: 2, type: !338)
!349 = !DILocation(line: 3, column: 13, scope: !324)
!350 = !DILocalVariable(name: "v", scope: !324, file: !1, line: 3, type: !328)
!351 = !DILocalVariable(name: "i", scope: !352, file: !1, line: 4, type: !338)
!352 = distinct !DILexicalBlock(scope: !324, file: !1, line: 4, column: 3)
!353 = !DILocation(line: 0, scope: !352)
!354 = !DILocation(line: 4, column: 21, scope: !355)
!355 = distinct !DILexicalBlock(scope: !352, file: !1, line: 4, column: 3)
!356 = !DILocation(line: 4, column: 3, scope: !352)
!357 = !DILocation(line: 6, column: 9, scope: !358)
!358 = distinct !DILexicalBlock(scope: !355, file: !1, line: 4, column: 31)
!359 = !DILocation(line: 5, column: 7, scope: !358)
!360 = !DILocation(line: 4, column: 27, scope: !355)
!361 = !DILocation(line: 6, column: 11, scope: !362)
!362 = distinct !DILexicalBlock(scope: !358, file: !1, line: 6, column: 9)
!363 = !DILocation(line: 8, column: 24, scope: !324)
!364 = !DILocation(line: 8, column: 31, scope: !324)
!365 = !DILocalVariable(name: "us", scope: !324, file: !1, line: 8, type: !330)
!366 = !DILocation(line: 9, column: 28, scope: !324)
!367 = !DILocalVariable(name: "us2", scope: !324, file: !1, line: 9, type: !330)
!368 = !DILocation(line: 10, column: 13, scope: !324)
!369 = !DILocation(line: 10, column: 20, scope: !324)
!370 = !DILocation(line: 10, column: 26, scope: !324)
!371 = !DILocation(line: 10, column: 24, scope: !324)
!372 = !DILocalVariable(name: "lv", scope: !324, file: !1, line: 10, type: !334)
!373 = !DILocation(line: 11, column: 20, scope: !324)
!374 = !DILocation(line: 11, column: 27, scope: !324)
!375 = !DILocalVariable(name: "ch", scope: !324, file: !1, line: 11, type: !376)
!376 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!377 = !DILocation(line: 12, column: 16, scope: !324)
!378 = !DILocation(line: 12, column: 14, scope: !324)
!379 = !DILocation(line: 12, column: 10, scope: !324)
!380 = !DILocation(line: 13, column: 10, scope: !324)
!381 = !DILocation(line: 14, column: 10, scope: !324)
!382 = !DILocation(line: 15, column: 10, scope: !324)
!383 = !DILocation(line: 16, column: 1, scope: !324)
