; ------------------------------------------------
; OCL_asm04a79c6ccbcc3211_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

%struct.params_t = type { i32, float, i64 }

@scale-ExtSLM = external addrspace(3) global [0 x i8]
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(3) @scale-ExtSLM to ptr)], section "llvm.metadata"

; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @scale(ptr addrspace(1) align 4 %x, ptr byval(%struct.params_t) align 8 %p, float %bias, i32 %n, ptr addrspace(3) align 4 %tmp, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr %privateBase, i32 %const_reg_dword, float %const_reg_fp32, i64 %const_reg_qword, i32 %bufferOffset, i32 %bindlessOffset) #0 !dbg !467 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata i32 %const_reg_dword, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !494
  call void @llvm.dbg.value(metadata float %const_reg_fp32, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !494
  call void @llvm.dbg.value(metadata i64 %const_reg_qword, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 64)), !dbg !494
  call void @llvm.dbg.value(metadata ptr addrspace(1) %x, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  call void @llvm.dbg.value(metadata float %bias, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  call void @llvm.dbg.value(metadata i32 %n, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  call void @llvm.dbg.value(metadata ptr addrspace(3) @scale-ExtSLM, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !495
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !495
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !495
  %6 = insertelement <2 x i32> undef, i32 %4, i32 0, !dbg !495
  %7 = insertelement <2 x i32> %6, i32 %5, i32 1, !dbg !495
  %8 = bitcast <2 x i32> %7 to i64, !dbg !495
  %9 = zext i16 %localIdX to i64, !dbg !495
  %10 = add nuw i64 %8, %9, !dbg !495
  %11 = zext i32 %0 to i64, !dbg !495
  %12 = add nuw i64 %10, %11, !dbg !495
  %13 = bitcast i64 %12 to <2 x i32>, !dbg !494
  %14 = extractelement <2 x i32> %13, i32 0, !dbg !494
  %15 = extractelement <2 x i32> %13, i32 1, !dbg !494
  call void @llvm.dbg.value(metadata i64 %12, metadata !490, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %16 = zext i16 %localIdX to i32, !dbg !496
  %17 = shl nuw nsw i32 %16, 2, !dbg !496
  %18 = inttoptr i32 %17 to ptr addrspace(3), !dbg !496
  store i32 %const_reg_dword, ptr addrspace(3) %18, align 4, !dbg !497
  %19 = icmp ult i32 %14, %n, !dbg !498
  %20 = icmp eq i32 %15, 0, !dbg !498
  %21 = and i1 %20, %19, !dbg !498
  call void @llvm.genx.GenISA.LSCFence(i32 3, i32 0, i32 0), !dbg !500
  br i1 %21, label %if.then, label %entry.if.end_crit_edge, !dbg !500

entry.if.end_crit_edge:                           ; preds = %entry
  br label %if.end, !dbg !500

if.then:                                          ; preds = %entry
  %22 = ptrtoint ptr addrspace(1) %x to i64, !dbg !501
  %23 = shl i64 %12, 2, !dbg !501
  %24 = add i64 %23, %22, !dbg !501
  %25 = inttoptr i64 %24 to ptr addrspace(1), !dbg !501
  %26 = load float, ptr addrspace(1) %25, align 4, !dbg !501
  %27 = call float @llvm.fma.f32(float %26, float %const_reg_fp32, float %bias), !dbg !502
  %conv4 = sitofp i64 %const_reg_qword to float, !dbg !503
  %add = fadd float %27, %conv4, !dbg !504
  %28 = load i32, ptr addrspace(3) null, align 4294967296, !dbg !505
  %conv6 = sitofp i32 %28 to float, !dbg !505
  %add7 = fadd float %add, %conv6, !dbg !506
  store float %add7, ptr addrspace(1) %25, align 4, !dbg !507
  br label %if.end, !dbg !508

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  ret void, !dbg !509
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

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
; Function Attrs: convergent nounwind memory(readwrite)
declare void @llvm.genx.GenISA.LSCFence(i32, i32, i32) #5

attributes #0 = { convergent nounwind null_pointer_is_valid }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind memory(readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!spirv.MemoryModel = !{!5}
!spirv.Source = !{!6}
!spirv.Generator = !{!7}
!igc.functions = !{!8}
!IGCMetadata = !{!11}
!opencl.ocl.version = !{!465, !465, !465, !465, !465, !465, !465, !465, !465, !465, !465, !465}
!opencl.spir.version = !{!465, !465, !465, !465, !465, !465, !465, !465, !465, !465, !465, !465}
!llvm.ident = !{!466, !466, !466, !466, !466, !466, !466, !466, !466, !466, !466, !466}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "structarg.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @scale, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{!"ModuleMD", !12, !13, !127, !297, !328, !345, !366, !376, !378, !379, !394, !395, !396, !397, !398, !402, !403, !410, !411, !412, !413, !414, !415, !416, !417, !418, !420, !424, !425, !426, !427, !428, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !243, !439, !442, !443, !445, !447, !450, !451, !452, !454, !455, !456, !461, !462, !463, !464}
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
!27 = !{!"LoadCacheDefault", i32 4}
!28 = !{!"StoreCacheDefault", i32 2}
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
!128 = !{!"FuncMDMap[0]", ptr @scale}
!129 = !{!"FuncMDValue[0]", !130, !134, !138, !141, !142, !143, !144, !145, !179, !180, !181, !204, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !262, !268, !274, !280, !286, !292, !293}
!130 = !{!"localOffsets", !131}
!131 = !{!"localOffsetsVec[0]", !132, !133}
!132 = !{!"m_Offset", i32 0}
!133 = !{!"m_Var", ptr addrspace(3) @scale-ExtSLM}
!134 = !{!"workGroupWalkOrder", !135, !136, !137}
!135 = !{!"dim0", i32 0}
!136 = !{!"dim1", i32 1}
!137 = !{!"dim2", i32 2}
!138 = !{!"threadGroupSize", !135, !139, !140}
!139 = !{!"dim1", i32 0}
!140 = !{!"dim2", i32 0}
!141 = !{!"threadGroupSizeHint", !135, !139, !140}
!142 = !{!"vecTypeHint", !""}
!143 = !{!"funcArgs"}
!144 = !{!"argInfoList"}
!145 = !{!"implicitArgInfoList", !146, !152, !154, !156, !158, !160, !162, !164, !168, !171, !174, !177}
!146 = !{!"implicitArgInfoListVec[0]", !147, !148, !149, !150, !151}
!147 = !{!"argId", i32 0}
!148 = !{!"explicitArgNum", i32 -1}
!149 = !{!"structArgOffset", i32 -1}
!150 = !{!"imgAccessFloatCoords", i32 -1}
!151 = !{!"imgAccessIntCoords", i32 -1}
!152 = !{!"implicitArgInfoListVec[1]", !153, !148, !149, !150, !151}
!153 = !{!"argId", i32 2}
!154 = !{!"implicitArgInfoListVec[2]", !155, !148, !149, !150, !151}
!155 = !{!"argId", i32 7}
!156 = !{!"implicitArgInfoListVec[3]", !157, !148, !149, !150, !151}
!157 = !{!"argId", i32 8}
!158 = !{!"implicitArgInfoListVec[4]", !159, !148, !149, !150, !151}
!159 = !{!"argId", i32 9}
!160 = !{!"implicitArgInfoListVec[5]", !161, !148, !149, !150, !151}
!161 = !{!"argId", i32 10}
!162 = !{!"implicitArgInfoListVec[6]", !163, !148, !149, !150, !151}
!163 = !{!"argId", i32 13}
!164 = !{!"implicitArgInfoListVec[7]", !165, !166, !167, !150, !151}
!165 = !{!"argId", i32 18}
!166 = !{!"explicitArgNum", i32 1}
!167 = !{!"structArgOffset", i32 0}
!168 = !{!"implicitArgInfoListVec[8]", !169, !166, !170, !150, !151}
!169 = !{!"argId", i32 16}
!170 = !{!"structArgOffset", i32 4}
!171 = !{!"implicitArgInfoListVec[9]", !172, !166, !173, !150, !151}
!172 = !{!"argId", i32 17}
!173 = !{!"structArgOffset", i32 8}
!174 = !{!"implicitArgInfoListVec[10]", !175, !176, !149, !150, !151}
!175 = !{!"argId", i32 15}
!176 = !{!"explicitArgNum", i32 0}
!177 = !{!"implicitArgInfoListVec[11]", !178, !176, !149, !150, !151}
!178 = !{!"argId", i32 54}
!179 = !{!"functionType", !"KernelFunction"}
!180 = !{!"requiredSubGroupSize", i32 0}
!181 = !{!"rtInfo", !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !199, !200, !201, !202, !203}
!182 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!183 = !{!"isContinuation", i1 false}
!184 = !{!"hasTraceRayPayload", i1 false}
!185 = !{!"hasHitAttributes", i1 false}
!186 = !{!"hasCallableData", i1 false}
!187 = !{!"ShaderStackSize", i32 0}
!188 = !{!"ShaderHash", i64 0}
!189 = !{!"ShaderName", !""}
!190 = !{!"ParentName", !""}
!191 = !{!"SlotNum", ptr null}
!192 = !{!"NOSSize", i32 0}
!193 = !{!"globalRootSignatureSize", i32 0}
!194 = !{!"Entries"}
!195 = !{!"SpillUnions"}
!196 = !{!"CustomHitAttrSizeInBytes", i32 0}
!197 = !{!"Types", !198}
!198 = !{!"FullFrameTys"}
!199 = !{!"Aliases"}
!200 = !{!"numSyncRTStacks", i32 0}
!201 = !{!"NumCoherenceHintBits", i32 0}
!202 = !{!"useSyncHWStack", i1 false}
!203 = !{!"OriginatingShaderName", !""}
!204 = !{!"resAllocMD", !205, !206, !207, !208, !229}
!205 = !{!"uavsNumType", i32 0}
!206 = !{!"srvsNumType", i32 0}
!207 = !{!"samplersNumType", i32 0}
!208 = !{!"argAllocMDList", !209, !213, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228}
!209 = !{!"argAllocMDListVec[0]", !210, !211, !212}
!210 = !{!"type", i32 0}
!211 = !{!"extensionType", i32 -1}
!212 = !{!"indexType", i32 -1}
!213 = !{!"argAllocMDListVec[1]", !210, !211, !212}
!214 = !{!"argAllocMDListVec[2]", !210, !211, !212}
!215 = !{!"argAllocMDListVec[3]", !210, !211, !212}
!216 = !{!"argAllocMDListVec[4]", !210, !211, !212}
!217 = !{!"argAllocMDListVec[5]", !210, !211, !212}
!218 = !{!"argAllocMDListVec[6]", !210, !211, !212}
!219 = !{!"argAllocMDListVec[7]", !210, !211, !212}
!220 = !{!"argAllocMDListVec[8]", !210, !211, !212}
!221 = !{!"argAllocMDListVec[9]", !210, !211, !212}
!222 = !{!"argAllocMDListVec[10]", !210, !211, !212}
!223 = !{!"argAllocMDListVec[11]", !210, !211, !212}
!224 = !{!"argAllocMDListVec[12]", !210, !211, !212}
!225 = !{!"argAllocMDListVec[13]", !210, !211, !212}
!226 = !{!"argAllocMDListVec[14]", !210, !211, !212}
!227 = !{!"argAllocMDListVec[15]", !210, !211, !212}
!228 = !{!"argAllocMDListVec[16]", !210, !211, !212}
!229 = !{!"inlineSamplersMD"}
!230 = !{!"maxByteOffsets"}
!231 = !{!"IsInitializer", i1 false}
!232 = !{!"IsFinalizer", i1 false}
!233 = !{!"CompiledSubGroupsNumber", i32 0}
!234 = !{!"maxRegPressureSimd16", i32 0}
!235 = !{!"maxRegPressureSimd32", i32 0}
!236 = !{!"maxRegUniformPressure", i32 0}
!237 = !{!"maxRegNonUniformPressure", i32 0}
!238 = !{!"bestGuessSimd", i32 0}
!239 = !{!"hasInlineVmeSamplers", i1 false}
!240 = !{!"localSize", i32 0}
!241 = !{!"localIDPresent", i1 false}
!242 = !{!"groupIDPresent", i1 false}
!243 = !{!"privateMemoryPerWI", i32 0}
!244 = !{!"prevFPOffset", i32 0}
!245 = !{!"globalIDPresent", i1 false}
!246 = !{!"hasSyncRTCalls", i1 false}
!247 = !{!"hasPrintfCalls", i1 false}
!248 = !{!"hasDPAS", i1 false}
!249 = !{!"requireAssertBuffer", i1 false}
!250 = !{!"requireSyncBuffer", i1 false}
!251 = !{!"hasIndirectCalls", i1 false}
!252 = !{!"hasNonKernelArgLoad", i1 false}
!253 = !{!"hasNonKernelArgStore", i1 false}
!254 = !{!"hasNonKernelArgAtomic", i1 false}
!255 = !{!"UserAnnotations"}
!256 = !{!"m_OpenCLArgAddressSpaces", !257, !258, !259, !260, !261}
!257 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!258 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 0}
!259 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!260 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 0}
!261 = !{!"m_OpenCLArgAddressSpacesVec[4]", i32 3}
!262 = !{!"m_OpenCLArgAccessQualifiers", !263, !264, !265, !266, !267}
!263 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!264 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!265 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!266 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!267 = !{!"m_OpenCLArgAccessQualifiersVec[4]", !"none"}
!268 = !{!"m_OpenCLArgTypes", !269, !270, !271, !272, !273}
!269 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!270 = !{!"m_OpenCLArgTypesVec[1]", !"params_t"}
!271 = !{!"m_OpenCLArgTypesVec[2]", !"float"}
!272 = !{!"m_OpenCLArgTypesVec[3]", !"uint"}
!273 = !{!"m_OpenCLArgTypesVec[4]", !"int*"}
!274 = !{!"m_OpenCLArgBaseTypes", !275, !276, !277, !278, !279}
!275 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!276 = !{!"m_OpenCLArgBaseTypesVec[1]", !"params_t"}
!277 = !{!"m_OpenCLArgBaseTypesVec[2]", !"float"}
!278 = !{!"m_OpenCLArgBaseTypesVec[3]", !"int"}
!279 = !{!"m_OpenCLArgBaseTypesVec[4]", !"int*"}
!280 = !{!"m_OpenCLArgTypeQualifiers", !281, !282, !283, !284, !285}
!281 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!282 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!283 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!284 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!285 = !{!"m_OpenCLArgTypeQualifiersVec[4]", !""}
!286 = !{!"m_OpenCLArgNames", !287, !288, !289, !290, !291}
!287 = !{!"m_OpenCLArgNamesVec[0]", !"x"}
!288 = !{!"m_OpenCLArgNamesVec[1]", !"p"}
!289 = !{!"m_OpenCLArgNamesVec[2]", !"bias"}
!290 = !{!"m_OpenCLArgNamesVec[3]", !"n"}
!291 = !{!"m_OpenCLArgNamesVec[4]", !"tmp"}
!292 = !{!"m_OpenCLArgScalarAsPointers"}
!293 = !{!"m_OptsToDisablePerFunc", !294, !295, !296}
!294 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!295 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!296 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!297 = !{!"pushInfo", !298, !299, !300, !304, !305, !306, !307, !308, !309, !310, !311, !324, !325, !326, !327}
!298 = !{!"pushableAddresses"}
!299 = !{!"bindlessPushInfo"}
!300 = !{!"dynamicBufferInfo", !301, !302, !303}
!301 = !{!"firstIndex", i32 0}
!302 = !{!"numOffsets", i32 0}
!303 = !{!"forceDisabled", i1 false}
!304 = !{!"MaxNumberOfPushedBuffers", i32 0}
!305 = !{!"inlineConstantBufferSlot", i32 -1}
!306 = !{!"inlineConstantBufferOffset", i32 -1}
!307 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!308 = !{!"constants"}
!309 = !{!"inputs"}
!310 = !{!"constantReg"}
!311 = !{!"simplePushInfoArr", !312, !321, !322, !323}
!312 = !{!"simplePushInfoArrVec[0]", !313, !314, !315, !316, !317, !318, !319, !320}
!313 = !{!"cbIdx", i32 0}
!314 = !{!"pushableAddressGrfOffset", i32 -1}
!315 = !{!"pushableOffsetGrfOffset", i32 -1}
!316 = !{!"offset", i32 0}
!317 = !{!"size", i32 0}
!318 = !{!"isStateless", i1 false}
!319 = !{!"isBindless", i1 false}
!320 = !{!"simplePushLoads"}
!321 = !{!"simplePushInfoArrVec[1]", !313, !314, !315, !316, !317, !318, !319, !320}
!322 = !{!"simplePushInfoArrVec[2]", !313, !314, !315, !316, !317, !318, !319, !320}
!323 = !{!"simplePushInfoArrVec[3]", !313, !314, !315, !316, !317, !318, !319, !320}
!324 = !{!"simplePushBufferUsed", i32 0}
!325 = !{!"pushAnalysisWIInfos"}
!326 = !{!"inlineRTGlobalPtrOffset", i32 0}
!327 = !{!"rtSyncSurfPtrOffset", i32 0}
!328 = !{!"psInfo", !329, !330, !331, !332, !333, !334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344}
!329 = !{!"BlendStateDisabledMask", i8 0}
!330 = !{!"SkipSrc0Alpha", i1 false}
!331 = !{!"DualSourceBlendingDisabled", i1 false}
!332 = !{!"ForceEnableSimd32", i1 false}
!333 = !{!"DisableSimd32WithDiscard", i1 false}
!334 = !{!"outputDepth", i1 false}
!335 = !{!"outputStencil", i1 false}
!336 = !{!"outputMask", i1 false}
!337 = !{!"blendToFillEnabled", i1 false}
!338 = !{!"forceEarlyZ", i1 false}
!339 = !{!"hasVersionedLoop", i1 false}
!340 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!341 = !{!"blendOptimizationMode"}
!342 = !{!"colorOutputMask"}
!343 = !{!"isBlendEnabled"}
!344 = !{!"WaDisableVRS", i1 false}
!345 = !{!"csInfo", !346, !347, !348, !349, !53, !29, !30, !350, !31, !351, !352, !353, !354, !355, !356, !357, !358, !359, !360, !361, !64, !362, !363, !364, !365}
!346 = !{!"maxWorkGroupSize", i32 0}
!347 = !{!"waveSize", i32 0}
!348 = !{!"ComputeShaderSecondCompile"}
!349 = !{!"forcedSIMDSize", i8 0}
!350 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!351 = !{!"forceSpillCompression", i1 false}
!352 = !{!"allowLowerSimd", i1 false}
!353 = !{!"disableSimd32Slicing", i1 false}
!354 = !{!"disableSplitOnSpill", i1 false}
!355 = !{!"enableNewSpillCostFunction", i1 false}
!356 = !{!"forceVISAPreSched", i1 false}
!357 = !{!"disableLocalIdOrderOptimizations", i1 false}
!358 = !{!"disableDispatchAlongY", i1 false}
!359 = !{!"neededThreadIdLayout", ptr null}
!360 = !{!"forceTileYWalk", i1 false}
!361 = !{!"atomicBranch", i32 0}
!362 = !{!"disableEarlyOut", i1 false}
!363 = !{!"walkOrderEnabled", i1 false}
!364 = !{!"walkOrderOverride", i32 0}
!365 = !{!"ResForHfPacking"}
!366 = !{!"msInfo", !367, !368, !369, !370, !371, !372, !373, !374, !375}
!367 = !{!"PrimitiveTopology", i32 3}
!368 = !{!"MaxNumOfPrimitives", i32 0}
!369 = !{!"MaxNumOfVertices", i32 0}
!370 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!371 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!372 = !{!"WorkGroupSize", i32 0}
!373 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!374 = !{!"IndexFormat", i32 6}
!375 = !{!"SubgroupSize", i32 0}
!376 = !{!"taskInfo", !377, !372, !373, !375}
!377 = !{!"MaxNumOfOutputs", i32 0}
!378 = !{!"NBarrierCnt", i32 0}
!379 = !{!"rtInfo", !380, !381, !382, !383, !384, !385, !386, !387, !388, !389, !390, !391, !392, !393, !200}
!380 = !{!"RayQueryAllocSizeInBytes", i32 0}
!381 = !{!"NumContinuations", i32 0}
!382 = !{!"RTAsyncStackAddrspace", i32 -1}
!383 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!384 = !{!"SWHotZoneAddrspace", i32 -1}
!385 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!386 = !{!"SWStackAddrspace", i32 -1}
!387 = !{!"SWStackSurfaceStateOffset", ptr null}
!388 = !{!"RTSyncStackAddrspace", i32 -1}
!389 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!390 = !{!"doSyncDispatchRays", i1 false}
!391 = !{!"MemStyle", !"Xe"}
!392 = !{!"GlobalDataStyle", !"Xe"}
!393 = !{!"uberTileDimensions", ptr null}
!394 = !{!"hasSliceLayoutDependency", i1 false}
!395 = !{!"CurUniqueIndirectIdx", i32 0}
!396 = !{!"inlineDynTextures"}
!397 = !{!"inlineResInfoData"}
!398 = !{!"immConstant", !399, !400, !401}
!399 = !{!"data"}
!400 = !{!"sizes"}
!401 = !{!"zeroIdxs"}
!402 = !{!"stringConstants"}
!403 = !{!"inlineBuffers", !404, !408, !409}
!404 = !{!"inlineBuffersVec[0]", !405, !406, !407}
!405 = !{!"alignment", i32 0}
!406 = !{!"allocSize", i64 0}
!407 = !{!"Buffer"}
!408 = !{!"inlineBuffersVec[1]", !405, !406, !407}
!409 = !{!"inlineBuffersVec[2]", !405, !406, !407}
!410 = !{!"GlobalBufferAddressRelocInfo"}
!411 = !{!"ConstantBufferAddressRelocInfo"}
!412 = !{!"forceLscCacheList"}
!413 = !{!"SrvMap"}
!414 = !{!"RasterizerOrderedByteAddressBuffer"}
!415 = !{!"RasterizerOrderedViews"}
!416 = !{!"MinNOSPushConstantSize", i32 0}
!417 = !{!"inlineProgramScopeOffsets"}
!418 = !{!"shaderData", !419}
!419 = !{!"numReplicas", i32 0}
!420 = !{!"URBInfo", !421, !422, !423}
!421 = !{!"has64BVertexHeaderInput", i1 false}
!422 = !{!"has64BVertexHeaderOutput", i1 false}
!423 = !{!"hasVertexHeader", i1 true}
!424 = !{!"UseBindlessImage", i1 true}
!425 = !{!"HasBindlessImageRead", i1 false}
!426 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!427 = !{!"enableRangeReduce", i1 false}
!428 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!429 = !{!"disableMatchMadOptimizationForCS", i1 false}
!430 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!431 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!432 = !{!"statefulResourcesNotAliased", i1 false}
!433 = !{!"disableMixMode", i1 false}
!434 = !{!"genericAccessesResolved", i1 false}
!435 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!436 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!437 = !{!"disableSeparateScratchWA", i1 false}
!438 = !{!"enableRemoveUnusedTGMFence", i1 false}
!439 = !{!"PrivateMemoryPerFG", !440, !441}
!440 = !{!"PrivateMemoryPerFGMap[0]", ptr @scale}
!441 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!442 = !{!"m_OptsToDisable"}
!443 = !{!"capabilities", !444}
!444 = !{!"globalVariableDecorationsINTEL", i1 false}
!445 = !{!"extensions", !446}
!446 = !{!"spvINTELBindlessImages", i1 false}
!447 = !{!"m_ShaderResourceViewMcsMask", !448, !449}
!448 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!449 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!450 = !{!"computedDepthMode", i32 0}
!451 = !{!"isHDCFastClearShader", i1 false}
!452 = !{!"argRegisterReservations", !453}
!453 = !{!"argRegisterReservationsVec[0]", i32 0}
!454 = !{!"SIMD16_SpillThreshold", i8 0}
!455 = !{!"SIMD32_SpillThreshold", i8 0}
!456 = !{!"m_CacheControlOption", !457, !458, !459, !460}
!457 = !{!"LscLoadCacheControlOverride", i8 0}
!458 = !{!"LscStoreCacheControlOverride", i8 0}
!459 = !{!"TgmLoadCacheControlOverride", i8 0}
!460 = !{!"TgmStoreCacheControlOverride", i8 0}
!461 = !{!"ModuleUsesBindless", i1 false}
!462 = !{!"predicationMap"}
!463 = !{!"lifeTimeStartMap"}
!464 = !{!"HitGroups"}
!465 = !{i32 2, i32 0}
!466 = !{!"clang version 16.0.6"}
!467 = distinct !DISubprogram(name: "scale", scope: null, file: !4, line: 2, type: !468, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !493, retainedNodes: !484)
!468 = !DISubroutineType(types: !469)
!469 = !{null, !470, !472, !471, !480, !483}
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !471, size: 64, dwarfAddressSpace: 1)
!471 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!472 = !DIDerivedType(tag: DW_TAG_typedef, name: "params_t", file: !4, baseType: !473)
!473 = !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 1, size: 128, elements: !474)
!474 = !{!475, !477, !478}
!475 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !473, file: !4, line: 1, baseType: !476, size: 32, flags: DIFlagPublic)
!476 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !473, file: !4, line: 1, baseType: !471, size: 32, offset: 32, flags: DIFlagPublic)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "off", scope: !473, file: !4, line: 1, baseType: !479, size: 64, offset: 64, flags: DIFlagPublic)
!479 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!480 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !481, baseType: !482)
!481 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!482 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 64, dwarfAddressSpace: 3)
!484 = !{!485, !486, !487, !488, !489, !490}
!485 = !DILocalVariable(name: "x", arg: 1, scope: !467, file: !4, line: 2, type: !470)
!486 = !DILocalVariable(name: "p", arg: 2, scope: !467, file: !4, line: 2, type: !472)
!487 = !DILocalVariable(name: "bias", arg: 3, scope: !467, file: !4, line: 2, type: !471)
!488 = !DILocalVariable(name: "n", arg: 4, scope: !467, file: !4, line: 2, type: !480)
!489 = !DILocalVariable(name: "tmp", arg: 5, scope: !467, file: !4, line: 2, type: !483)
!490 = !DILocalVariable(name: "i", scope: !467, file: !4, line: 3, type: !491)
!491 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !481, baseType: !492)
!492 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!493 = !{}
!494 = !DILocation(line: 0, scope: !467)
!495 = !DILocation(line: 3, column: 14, scope: !467)
!496 = !DILocation(line: 4, column: 3, scope: !467)
!497 = !DILocation(line: 4, column: 24, scope: !467)
!498 = !DILocation(line: 5, column: 9, scope: !499)
!499 = distinct !DILexicalBlock(scope: !467, file: !4, line: 5, column: 7)
!500 = !DILocation(line: 5, column: 7, scope: !467)
!501 = !DILocation(line: 5, column: 21, scope: !499)
!502 = !DILocation(line: 5, column: 32, scope: !499)
!503 = !DILocation(line: 5, column: 41, scope: !499)
!504 = !DILocation(line: 5, column: 39, scope: !499)
!505 = !DILocation(line: 5, column: 56, scope: !499)
!506 = !DILocation(line: 5, column: 54, scope: !499)
!507 = !DILocation(line: 5, column: 19, scope: !499)
!508 = !DILocation(line: 5, column: 14, scope: !499)
!509 = !DILocation(line: 6, column: 1, scope: !467)
