; ------------------------------------------------
; OCL_asm48dbc0f38b536c38_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #0

; Function Attrs: mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: readwrite)
define spir_kernel void @mixer(ptr addrspace(1) nocapture readonly align 4 %in, ptr addrspace(1) nocapture writeonly align 4 %out, i32 %s, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #1 !dbg !439 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !450, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !451, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459
  call void @llvm.dbg.value(metadata i32 %s, metadata !452, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !460
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !460
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !460
  %6 = insertelement <2 x i32> undef, i32 %4, i32 0, !dbg !460
  %7 = insertelement <2 x i32> %6, i32 %5, i32 1, !dbg !460
  %8 = bitcast <2 x i32> %7 to i64, !dbg !460
  %9 = zext i16 %localIdX to i64, !dbg !460
  %10 = add nuw i64 %8, %9, !dbg !460
  %11 = zext i32 %0 to i64, !dbg !460
  %12 = add nuw i64 %10, %11, !dbg !460
  call void @llvm.dbg.value(metadata i64 %12, metadata !453, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459
  %13 = ptrtoint ptr addrspace(1) %in to i64, !dbg !461
  %14 = shl i64 %12, 2, !dbg !461
  %15 = add i64 %14, %13, !dbg !461
  %16 = inttoptr i64 %15 to ptr addrspace(1), !dbg !461
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !461
  call void @llvm.dbg.value(metadata i32 %17, metadata !456, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459
  %conv = trunc i64 %12 to i32, !dbg !462
  call void @llvm.dbg.value(metadata i32 %17, metadata !463, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  call void @llvm.dbg.value(metadata i32 %s, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  call void @llvm.dbg.value(metadata i32 %conv, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  call void @llvm.dbg.value(metadata i32 %17, metadata !473, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480
  call void @llvm.dbg.value(metadata i32 %s, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480
  %and.i.i = and i32 %s, 15, !dbg !482
  %shr.i.i = lshr i32 %17, %and.i.i, !dbg !483
  %sub.i.i = sub nuw nsw i32 16, %and.i.i, !dbg !484, !spirv.Decorations !485
  %shl.i.i = shl i32 %17, %sub.i.i, !dbg !487
  %or.i.i = or i32 %shr.i.i, %shl.i.i, !dbg !488
  call void @llvm.dbg.value(metadata i32 %or.i.i, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480
  %add.i.i = add i32 %or.i.i, 2135587861, !dbg !489
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471
  %add.i = add i32 %conv, %s, !dbg !490
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !496, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %shl.i.i.i = shl i32 %add.i, 5, !dbg !507
  %xor.i.i.i = xor i32 %add.i.i, %shl.i.i.i, !dbg !508
  call void @llvm.dbg.value(metadata i32 %xor.i.i.i, metadata !504, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %mul.i.i.i = mul i32 %xor.i.i.i, -1640531535, !dbg !509
  call void @llvm.dbg.value(metadata i32 %mul.i.i.i, metadata !497, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498
  %shr.i1.i = lshr i32 %mul.i.i.i, 13, !dbg !510
  %xor.i.i = xor i32 %mul.i.i.i, %shr.i1.i, !dbg !511
  call void @llvm.dbg.value(metadata i32 %xor.i.i, metadata !457, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459
  call void @llvm.dbg.value(metadata i32 %17, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512
  call void @llvm.dbg.value(metadata i32 %xor.i.i, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512
  %shl.i = shl i32 %xor.i.i, 5, !dbg !514
  %xor.i = xor i32 %17, %shl.i, !dbg !515
  call void @llvm.dbg.value(metadata i32 %xor.i, metadata !504, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512
  %mul.i = mul i32 %xor.i, -1640531535, !dbg !516
  %add = add i32 %xor.i.i, %mul.i, !dbg !517
  %18 = ptrtoint ptr addrspace(1) %out to i64, !dbg !518
  %19 = add i64 %14, %18, !dbg !518
  %20 = inttoptr i64 %19 to ptr addrspace(1), !dbg !518
  store i32 %add, ptr addrspace(1) %20, align 4, !dbg !519
  ret void, !dbg !520
}

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

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: readwrite) "less-precise-fpmad"="true" }
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
!opencl.ocl.version = !{!437, !437, !437, !437, !437, !437, !437, !437}
!opencl.spir.version = !{!437, !437, !437, !437, !437, !437, !437, !437}
!llvm.ident = !{!438, !438, !438, !438, !438, !438, !438, !438}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "inlined.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @mixer, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{!"ModuleMD", !12, !13, !127, !269, !300, !317, !338, !348, !350, !351, !366, !367, !368, !369, !370, !374, !375, !382, !383, !384, !385, !386, !387, !388, !389, !390, !392, !396, !397, !398, !399, !400, !401, !402, !403, !404, !405, !406, !407, !408, !409, !410, !227, !411, !414, !415, !417, !419, !422, !423, !424, !426, !427, !428, !433, !434, !435, !436}
!12 = !{!"isPrecise", i1 false}
!13 = !{!"compOpt", !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126}
!14 = !{!"DenormsAreZero", i1 false}
!15 = !{!"BFTFDenormsAreZero", i1 false}
!16 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!17 = !{!"OptDisable", i1 false}
!18 = !{!"MadEnable", i1 true}
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
!128 = !{!"FuncMDMap[0]", ptr @mixer}
!129 = !{!"FuncMDValue[0]", !130, !131, !135, !138, !139, !140, !141, !142, !167, !168, !169, !192, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !244, !248, !252, !256, !260, !264, !265}
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
!142 = !{!"implicitArgInfoList", !143, !149, !151, !153, !155, !157, !159, !162, !164, !166}
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
!159 = !{!"implicitArgInfoListVec[6]", !160, !161, !146, !147, !148}
!160 = !{!"argId", i32 15}
!161 = !{!"explicitArgNum", i32 0}
!162 = !{!"implicitArgInfoListVec[7]", !160, !163, !146, !147, !148}
!163 = !{!"explicitArgNum", i32 1}
!164 = !{!"implicitArgInfoListVec[8]", !165, !161, !146, !147, !148}
!165 = !{!"argId", i32 54}
!166 = !{!"implicitArgInfoListVec[9]", !165, !163, !146, !147, !148}
!167 = !{!"functionType", !"KernelFunction"}
!168 = !{!"requiredSubGroupSize", i32 0}
!169 = !{!"rtInfo", !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !187, !188, !189, !190, !191}
!170 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!171 = !{!"isContinuation", i1 false}
!172 = !{!"hasTraceRayPayload", i1 false}
!173 = !{!"hasHitAttributes", i1 false}
!174 = !{!"hasCallableData", i1 false}
!175 = !{!"ShaderStackSize", i32 0}
!176 = !{!"ShaderHash", i64 0}
!177 = !{!"ShaderName", !""}
!178 = !{!"ParentName", !""}
!179 = !{!"SlotNum", ptr null}
!180 = !{!"NOSSize", i32 0}
!181 = !{!"globalRootSignatureSize", i32 0}
!182 = !{!"Entries"}
!183 = !{!"SpillUnions"}
!184 = !{!"CustomHitAttrSizeInBytes", i32 0}
!185 = !{!"Types", !186}
!186 = !{!"FullFrameTys"}
!187 = !{!"Aliases"}
!188 = !{!"numSyncRTStacks", i32 0}
!189 = !{!"NumCoherenceHintBits", i32 0}
!190 = !{!"useSyncHWStack", i1 false}
!191 = !{!"OriginatingShaderName", !""}
!192 = !{!"resAllocMD", !193, !194, !195, !196, !213}
!193 = !{!"uavsNumType", i32 0}
!194 = !{!"srvsNumType", i32 0}
!195 = !{!"samplersNumType", i32 0}
!196 = !{!"argAllocMDList", !197, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !212}
!197 = !{!"argAllocMDListVec[0]", !198, !199, !200}
!198 = !{!"type", i32 0}
!199 = !{!"extensionType", i32 -1}
!200 = !{!"indexType", i32 -1}
!201 = !{!"argAllocMDListVec[1]", !198, !199, !200}
!202 = !{!"argAllocMDListVec[2]", !198, !199, !200}
!203 = !{!"argAllocMDListVec[3]", !198, !199, !200}
!204 = !{!"argAllocMDListVec[4]", !198, !199, !200}
!205 = !{!"argAllocMDListVec[5]", !198, !199, !200}
!206 = !{!"argAllocMDListVec[6]", !198, !199, !200}
!207 = !{!"argAllocMDListVec[7]", !198, !199, !200}
!208 = !{!"argAllocMDListVec[8]", !198, !199, !200}
!209 = !{!"argAllocMDListVec[9]", !198, !199, !200}
!210 = !{!"argAllocMDListVec[10]", !198, !199, !200}
!211 = !{!"argAllocMDListVec[11]", !198, !199, !200}
!212 = !{!"argAllocMDListVec[12]", !198, !199, !200}
!213 = !{!"inlineSamplersMD"}
!214 = !{!"maxByteOffsets"}
!215 = !{!"IsInitializer", i1 false}
!216 = !{!"IsFinalizer", i1 false}
!217 = !{!"CompiledSubGroupsNumber", i32 0}
!218 = !{!"maxRegPressureSimd16", i32 0}
!219 = !{!"maxRegPressureSimd32", i32 0}
!220 = !{!"maxRegUniformPressure", i32 0}
!221 = !{!"maxRegNonUniformPressure", i32 0}
!222 = !{!"bestGuessSimd", i32 0}
!223 = !{!"hasInlineVmeSamplers", i1 false}
!224 = !{!"localSize", i32 0}
!225 = !{!"localIDPresent", i1 false}
!226 = !{!"groupIDPresent", i1 false}
!227 = !{!"privateMemoryPerWI", i32 0}
!228 = !{!"prevFPOffset", i32 0}
!229 = !{!"globalIDPresent", i1 false}
!230 = !{!"hasSyncRTCalls", i1 false}
!231 = !{!"hasPrintfCalls", i1 false}
!232 = !{!"hasDPAS", i1 false}
!233 = !{!"requireAssertBuffer", i1 false}
!234 = !{!"requireSyncBuffer", i1 false}
!235 = !{!"hasIndirectCalls", i1 false}
!236 = !{!"hasNonKernelArgLoad", i1 false}
!237 = !{!"hasNonKernelArgStore", i1 false}
!238 = !{!"hasNonKernelArgAtomic", i1 false}
!239 = !{!"UserAnnotations"}
!240 = !{!"m_OpenCLArgAddressSpaces", !241, !242, !243}
!241 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!242 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!243 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!244 = !{!"m_OpenCLArgAccessQualifiers", !245, !246, !247}
!245 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!246 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!247 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!248 = !{!"m_OpenCLArgTypes", !249, !250, !251}
!249 = !{!"m_OpenCLArgTypesVec[0]", !"uint*"}
!250 = !{!"m_OpenCLArgTypesVec[1]", !"uint*"}
!251 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!252 = !{!"m_OpenCLArgBaseTypes", !253, !254, !255}
!253 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int*"}
!254 = !{!"m_OpenCLArgBaseTypesVec[1]", !"int*"}
!255 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!256 = !{!"m_OpenCLArgTypeQualifiers", !257, !258, !259}
!257 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!258 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!259 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!260 = !{!"m_OpenCLArgNames", !261, !262, !263}
!261 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!262 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!263 = !{!"m_OpenCLArgNamesVec[2]", !"s"}
!264 = !{!"m_OpenCLArgScalarAsPointers"}
!265 = !{!"m_OptsToDisablePerFunc", !266, !267, !268}
!266 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!267 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!268 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!269 = !{!"pushInfo", !270, !271, !272, !276, !277, !278, !279, !280, !281, !282, !283, !296, !297, !298, !299}
!270 = !{!"pushableAddresses"}
!271 = !{!"bindlessPushInfo"}
!272 = !{!"dynamicBufferInfo", !273, !274, !275}
!273 = !{!"firstIndex", i32 0}
!274 = !{!"numOffsets", i32 0}
!275 = !{!"forceDisabled", i1 false}
!276 = !{!"MaxNumberOfPushedBuffers", i32 0}
!277 = !{!"inlineConstantBufferSlot", i32 -1}
!278 = !{!"inlineConstantBufferOffset", i32 -1}
!279 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!280 = !{!"constants"}
!281 = !{!"inputs"}
!282 = !{!"constantReg"}
!283 = !{!"simplePushInfoArr", !284, !293, !294, !295}
!284 = !{!"simplePushInfoArrVec[0]", !285, !286, !287, !288, !289, !290, !291, !292}
!285 = !{!"cbIdx", i32 0}
!286 = !{!"pushableAddressGrfOffset", i32 -1}
!287 = !{!"pushableOffsetGrfOffset", i32 -1}
!288 = !{!"offset", i32 0}
!289 = !{!"size", i32 0}
!290 = !{!"isStateless", i1 false}
!291 = !{!"isBindless", i1 false}
!292 = !{!"simplePushLoads"}
!293 = !{!"simplePushInfoArrVec[1]", !285, !286, !287, !288, !289, !290, !291, !292}
!294 = !{!"simplePushInfoArrVec[2]", !285, !286, !287, !288, !289, !290, !291, !292}
!295 = !{!"simplePushInfoArrVec[3]", !285, !286, !287, !288, !289, !290, !291, !292}
!296 = !{!"simplePushBufferUsed", i32 0}
!297 = !{!"pushAnalysisWIInfos"}
!298 = !{!"inlineRTGlobalPtrOffset", i32 0}
!299 = !{!"rtSyncSurfPtrOffset", i32 0}
!300 = !{!"psInfo", !301, !302, !303, !304, !305, !306, !307, !308, !309, !310, !311, !312, !313, !314, !315, !316}
!301 = !{!"BlendStateDisabledMask", i8 0}
!302 = !{!"SkipSrc0Alpha", i1 false}
!303 = !{!"DualSourceBlendingDisabled", i1 false}
!304 = !{!"ForceEnableSimd32", i1 false}
!305 = !{!"DisableSimd32WithDiscard", i1 false}
!306 = !{!"outputDepth", i1 false}
!307 = !{!"outputStencil", i1 false}
!308 = !{!"outputMask", i1 false}
!309 = !{!"blendToFillEnabled", i1 false}
!310 = !{!"forceEarlyZ", i1 false}
!311 = !{!"hasVersionedLoop", i1 false}
!312 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!313 = !{!"blendOptimizationMode"}
!314 = !{!"colorOutputMask"}
!315 = !{!"isBlendEnabled"}
!316 = !{!"WaDisableVRS", i1 false}
!317 = !{!"csInfo", !318, !319, !320, !321, !53, !29, !30, !322, !31, !323, !324, !325, !326, !327, !328, !329, !330, !331, !332, !333, !64, !334, !335, !336, !337}
!318 = !{!"maxWorkGroupSize", i32 0}
!319 = !{!"waveSize", i32 0}
!320 = !{!"ComputeShaderSecondCompile"}
!321 = !{!"forcedSIMDSize", i8 0}
!322 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!323 = !{!"forceSpillCompression", i1 false}
!324 = !{!"allowLowerSimd", i1 false}
!325 = !{!"disableSimd32Slicing", i1 false}
!326 = !{!"disableSplitOnSpill", i1 false}
!327 = !{!"enableNewSpillCostFunction", i1 false}
!328 = !{!"forceVISAPreSched", i1 false}
!329 = !{!"disableLocalIdOrderOptimizations", i1 false}
!330 = !{!"disableDispatchAlongY", i1 false}
!331 = !{!"neededThreadIdLayout", ptr null}
!332 = !{!"forceTileYWalk", i1 false}
!333 = !{!"atomicBranch", i32 0}
!334 = !{!"disableEarlyOut", i1 false}
!335 = !{!"walkOrderEnabled", i1 false}
!336 = !{!"walkOrderOverride", i32 0}
!337 = !{!"ResForHfPacking"}
!338 = !{!"msInfo", !339, !340, !341, !342, !343, !344, !345, !346, !347}
!339 = !{!"PrimitiveTopology", i32 3}
!340 = !{!"MaxNumOfPrimitives", i32 0}
!341 = !{!"MaxNumOfVertices", i32 0}
!342 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!343 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!344 = !{!"WorkGroupSize", i32 0}
!345 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!346 = !{!"IndexFormat", i32 6}
!347 = !{!"SubgroupSize", i32 0}
!348 = !{!"taskInfo", !349, !344, !345, !347}
!349 = !{!"MaxNumOfOutputs", i32 0}
!350 = !{!"NBarrierCnt", i32 0}
!351 = !{!"rtInfo", !352, !353, !354, !355, !356, !357, !358, !359, !360, !361, !362, !363, !364, !365, !188}
!352 = !{!"RayQueryAllocSizeInBytes", i32 0}
!353 = !{!"NumContinuations", i32 0}
!354 = !{!"RTAsyncStackAddrspace", i32 -1}
!355 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!356 = !{!"SWHotZoneAddrspace", i32 -1}
!357 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!358 = !{!"SWStackAddrspace", i32 -1}
!359 = !{!"SWStackSurfaceStateOffset", ptr null}
!360 = !{!"RTSyncStackAddrspace", i32 -1}
!361 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!362 = !{!"doSyncDispatchRays", i1 false}
!363 = !{!"MemStyle", !"Xe"}
!364 = !{!"GlobalDataStyle", !"Xe"}
!365 = !{!"uberTileDimensions", ptr null}
!366 = !{!"hasSliceLayoutDependency", i1 false}
!367 = !{!"CurUniqueIndirectIdx", i32 0}
!368 = !{!"inlineDynTextures"}
!369 = !{!"inlineResInfoData"}
!370 = !{!"immConstant", !371, !372, !373}
!371 = !{!"data"}
!372 = !{!"sizes"}
!373 = !{!"zeroIdxs"}
!374 = !{!"stringConstants"}
!375 = !{!"inlineBuffers", !376, !380, !381}
!376 = !{!"inlineBuffersVec[0]", !377, !378, !379}
!377 = !{!"alignment", i32 0}
!378 = !{!"allocSize", i64 0}
!379 = !{!"Buffer"}
!380 = !{!"inlineBuffersVec[1]", !377, !378, !379}
!381 = !{!"inlineBuffersVec[2]", !377, !378, !379}
!382 = !{!"GlobalBufferAddressRelocInfo"}
!383 = !{!"ConstantBufferAddressRelocInfo"}
!384 = !{!"forceLscCacheList"}
!385 = !{!"SrvMap"}
!386 = !{!"RasterizerOrderedByteAddressBuffer"}
!387 = !{!"RasterizerOrderedViews"}
!388 = !{!"MinNOSPushConstantSize", i32 0}
!389 = !{!"inlineProgramScopeOffsets"}
!390 = !{!"shaderData", !391}
!391 = !{!"numReplicas", i32 0}
!392 = !{!"URBInfo", !393, !394, !395}
!393 = !{!"has64BVertexHeaderInput", i1 false}
!394 = !{!"has64BVertexHeaderOutput", i1 false}
!395 = !{!"hasVertexHeader", i1 true}
!396 = !{!"UseBindlessImage", i1 true}
!397 = !{!"HasBindlessImageRead", i1 false}
!398 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!399 = !{!"enableRangeReduce", i1 false}
!400 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!401 = !{!"disableMatchMadOptimizationForCS", i1 false}
!402 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!403 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!404 = !{!"statefulResourcesNotAliased", i1 false}
!405 = !{!"disableMixMode", i1 false}
!406 = !{!"genericAccessesResolved", i1 false}
!407 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!408 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!409 = !{!"disableSeparateScratchWA", i1 false}
!410 = !{!"enableRemoveUnusedTGMFence", i1 false}
!411 = !{!"PrivateMemoryPerFG", !412, !413}
!412 = !{!"PrivateMemoryPerFGMap[0]", ptr @mixer}
!413 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!414 = !{!"m_OptsToDisable"}
!415 = !{!"capabilities", !416}
!416 = !{!"globalVariableDecorationsINTEL", i1 false}
!417 = !{!"extensions", !418}
!418 = !{!"spvINTELBindlessImages", i1 false}
!419 = !{!"m_ShaderResourceViewMcsMask", !420, !421}
!420 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!421 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!422 = !{!"computedDepthMode", i32 0}
!423 = !{!"isHDCFastClearShader", i1 false}
!424 = !{!"argRegisterReservations", !425}
!425 = !{!"argRegisterReservationsVec[0]", i32 0}
!426 = !{!"SIMD16_SpillThreshold", i8 0}
!427 = !{!"SIMD32_SpillThreshold", i8 0}
!428 = !{!"m_CacheControlOption", !429, !430, !431, !432}
!429 = !{!"LscLoadCacheControlOverride", i8 0}
!430 = !{!"LscStoreCacheControlOverride", i8 0}
!431 = !{!"TgmLoadCacheControlOverride", i8 0}
!432 = !{!"TgmStoreCacheControlOverride", i8 0}
!433 = !{!"ModuleUsesBindless", i1 false}
!434 = !{!"predicationMap"}
!435 = !{!"lifeTimeStartMap"}
!436 = !{!"HitGroups"}
!437 = !{i32 2, i32 0}
!438 = !{!"clang version 16.0.6"}
!439 = distinct !DISubprogram(name: "mixer", scope: null, file: !4, line: 24, type: !440, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !458, retainedNodes: !449)
!440 = !DISubroutineType(types: !441)
!441 = !{null, !442, !447, !448}
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !443, size: 64, dwarfAddressSpace: 1)
!443 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !444)
!444 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !445, baseType: !446)
!445 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!446 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 64, dwarfAddressSpace: 1)
!448 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!449 = !{!450, !451, !452, !453, !456, !457}
!450 = !DILocalVariable(name: "in", arg: 1, scope: !439, file: !4, line: 24, type: !442)
!451 = !DILocalVariable(name: "out", arg: 2, scope: !439, file: !4, line: 24, type: !447)
!452 = !DILocalVariable(name: "s", arg: 3, scope: !439, file: !4, line: 24, type: !448)
!453 = !DILocalVariable(name: "i", scope: !439, file: !4, line: 25, type: !454)
!454 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !445, baseType: !455)
!455 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!456 = !DILocalVariable(name: "v", scope: !439, file: !4, line: 26, type: !444)
!457 = !DILocalVariable(name: "h", scope: !439, file: !4, line: 27, type: !444)
!458 = !{}
!459 = !DILocation(line: 0, scope: !439)
!460 = !DILocation(line: 25, column: 14, scope: !439)
!461 = !DILocation(line: 26, column: 12, scope: !439)
!462 = !DILocation(line: 27, column: 24, scope: !439)
!463 = !DILocalVariable(name: "h", arg: 1, scope: !464, file: !4, line: 19, type: !444)
!464 = distinct !DISubprogram(name: "hmix4", scope: null, file: !4, line: 19, type: !465, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !458, retainedNodes: !467)
!465 = !DISubroutineType(types: !466)
!466 = !{!444, !444, !448, !444}
!467 = !{!463, !468, !469, !470}
!468 = !DILocalVariable(name: "s", arg: 2, scope: !464, file: !4, line: 19, type: !448)
!469 = !DILocalVariable(name: "k", arg: 3, scope: !464, file: !4, line: 19, type: !444)
!470 = !DILocalVariable(name: "t", scope: !464, file: !4, line: 20, type: !444)
!471 = !DILocation(line: 0, scope: !464, inlinedAt: !472)
!472 = distinct !DILocation(line: 27, column: 12, scope: !439)
!473 = !DILocalVariable(name: "h", arg: 1, scope: !474, file: !4, line: 9, type: !444)
!474 = distinct !DISubprogram(name: "hmix2", scope: null, file: !4, line: 9, type: !475, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !458, retainedNodes: !477)
!475 = !DISubroutineType(types: !476)
!476 = !{!444, !444, !448}
!477 = !{!473, !478, !479}
!478 = !DILocalVariable(name: "s", arg: 2, scope: !474, file: !4, line: 9, type: !448)
!479 = !DILocalVariable(name: "r", scope: !474, file: !4, line: 10, type: !444)
!480 = !DILocation(line: 0, scope: !474, inlinedAt: !481)
!481 = distinct !DILocation(line: 20, column: 12, scope: !464, inlinedAt: !472)
!482 = !DILocation(line: 10, column: 21, scope: !474, inlinedAt: !481)
!483 = !DILocation(line: 10, column: 15, scope: !474, inlinedAt: !481)
!484 = !DILocation(line: 10, column: 40, scope: !474, inlinedAt: !481)
!485 = !{!486}
!486 = !{i32 4469}
!487 = !DILocation(line: 10, column: 33, scope: !474, inlinedAt: !481)
!488 = !DILocation(line: 10, column: 28, scope: !474, inlinedAt: !481)
!489 = !DILocation(line: 11, column: 12, scope: !474, inlinedAt: !481)
!490 = !DILocation(line: 21, column: 21, scope: !464, inlinedAt: !472)
!491 = !DILocalVariable(name: "h", arg: 1, scope: !492, file: !4, line: 14, type: !444)
!492 = distinct !DISubprogram(name: "hmix3", scope: null, file: !4, line: 14, type: !493, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !458, retainedNodes: !495)
!493 = !DISubroutineType(types: !494)
!494 = !{!444, !444, !444}
!495 = !{!491, !496, !497}
!496 = !DILocalVariable(name: "k", arg: 2, scope: !492, file: !4, line: 14, type: !444)
!497 = !DILocalVariable(name: "m", scope: !492, file: !4, line: 15, type: !444)
!498 = !DILocation(line: 0, scope: !492, inlinedAt: !499)
!499 = distinct !DILocation(line: 21, column: 10, scope: !464, inlinedAt: !472)
!500 = !DILocalVariable(name: "a", arg: 1, scope: !501, file: !4, line: 4, type: !444)
!501 = distinct !DISubprogram(name: "hmix1", scope: null, file: !4, line: 4, type: !493, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !458, retainedNodes: !502)
!502 = !{!500, !503, !504}
!503 = !DILocalVariable(name: "b", arg: 2, scope: !501, file: !4, line: 4, type: !444)
!504 = !DILocalVariable(name: "x", scope: !501, file: !4, line: 5, type: !444)
!505 = !DILocation(line: 0, scope: !501, inlinedAt: !506)
!506 = distinct !DILocation(line: 15, column: 12, scope: !492, inlinedAt: !499)
!507 = !DILocation(line: 5, column: 19, scope: !501, inlinedAt: !506)
!508 = !DILocation(line: 5, column: 14, scope: !501, inlinedAt: !506)
!509 = !DILocation(line: 6, column: 12, scope: !501, inlinedAt: !506)
!510 = !DILocation(line: 16, column: 17, scope: !492, inlinedAt: !499)
!511 = !DILocation(line: 16, column: 12, scope: !492, inlinedAt: !499)
!512 = !DILocation(line: 0, scope: !501, inlinedAt: !513)
!513 = distinct !DILocation(line: 28, column: 16, scope: !439)
!514 = !DILocation(line: 5, column: 19, scope: !501, inlinedAt: !513)
!515 = !DILocation(line: 5, column: 14, scope: !501, inlinedAt: !513)
!516 = !DILocation(line: 6, column: 12, scope: !501, inlinedAt: !513)
!517 = !DILocation(line: 28, column: 14, scope: !439)
!518 = !DILocation(line: 28, column: 3, scope: !439)
!519 = !DILocation(line: 28, column: 10, scope: !439)
!520 = !DILocation(line: 29, column: 1, scope: !439)
