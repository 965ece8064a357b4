; ------------------------------------------------
; OCL_asm3bdd99cfb87e2ccd_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p2490368:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @second(ptr addrspace(1) nocapture writeonly align 4 %b, ptr addrspace(1) nocapture readonly align 4 %c, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !474 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %b, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !489
  call void @llvm.dbg.value(metadata ptr addrspace(1) %c, metadata !483, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !489
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !490
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !490
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !490
  %6 = zext i16 %localIdX to i32, !dbg !490
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !490
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !490
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !490
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !490
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !490
  call void @llvm.dbg.value(metadata i64 undef, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !489
  %12 = shl i32 %11, 2, !dbg !491
  %13 = add i32 %12, %bufferOffset1, !dbg !491
  %14 = inttoptr i32 %bindlessOffset2 to ptr addrspace(2490368), !dbg !491
  %15 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %14, i32 %13, i32 4, i1 false), !dbg !491
  %scale = call spir_func float @scale_GenXClone(float %15, float 2.000000e+00), !dbg !492
  %add = fadd float %scale, %15, !dbg !493
  %16 = add i32 %12, %bufferOffset, !dbg !494
  %17 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !495
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368) %17, i32 %16, float %add, i32 4, i1 false), !dbg !495
  ret void, !dbg !496
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal spir_func float @scale_GenXClone(float %x, float %k) #1 !dbg !497 {
entry:
  call void @llvm.dbg.value(metadata float %x, metadata !501, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !504
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !502, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !504
  %mul = fmul float %x, 2.000000e+00, !dbg !505
  call void @llvm.dbg.value(metadata float %mul, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !504
  %cmp = fcmp ogt float %mul, 1.000000e+02, !dbg !506
  %y.0 = select i1 %cmp, float 1.000000e+02, float %mul, !dbg !508
  call void @llvm.dbg.value(metadata float %y.0, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !504
  %add = fadd float %y.0, 1.000000e+00, !dbg !509
  ret float %add, !dbg !510
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @first(ptr addrspace(1) nocapture align 4 %a, float %k, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bindlessOffset) #0 !dbg !511 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %a, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !518
  call void @llvm.dbg.value(metadata float %k, metadata !516, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !518
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !519
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !519
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !519
  %6 = zext i16 %localIdX to i32, !dbg !519
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !519
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !519
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !519
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !519
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !519
  call void @llvm.dbg.value(metadata i64 undef, metadata !517, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !518
  %12 = shl i32 %11, 2, !dbg !520
  %13 = add i32 %12, %bufferOffset, !dbg !520
  %14 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !520
  %15 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %14, i32 %13, i32 4, i1 false), !dbg !520
  %scale = call spir_func float @scale(float %15, float %k), !dbg !521
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368) %14, i32 %13, float %scale, i32 4, i1 false), !dbg !522
  ret void, !dbg !523
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal spir_func float @scale(float %x, float %k) #1 !dbg !524 {
entry:
  call void @llvm.dbg.value(metadata float %x, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !529
  call void @llvm.dbg.value(metadata float %k, metadata !527, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !529
  %mul = fmul float %x, %k, !dbg !530
  call void @llvm.dbg.value(metadata float %mul, metadata !528, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !529
  %cmp = fcmp ogt float %mul, 1.000000e+02, !dbg !531
  %y.0 = select i1 %cmp, float 1.000000e+02, float %mul, !dbg !533
  call void @llvm.dbg.value(metadata float %y.0, metadata !528, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !529
  %add = fadd float %y.0, 1.000000e+00, !dbg !534
  ret float %add, !dbg !535
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368), i32, float, i32, i1) #3

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(argmem: read)
declare float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368), i32, i32, i1) #4

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.mul.pair(i32, i32, i32, i32) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #5

attributes #0 = { mustprogress nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!spirv.MemoryModel = !{!5}
!spirv.Source = !{!6}
!spirv.Generator = !{!7}
!igc.functions = !{!8, !11, !14, !15}
!IGCMetadata = !{!16}
!opencl.ocl.version = !{!472, !472, !472, !472, !472, !472, !472, !472}
!opencl.spir.version = !{!472, !472, !472, !472, !472, !472, !472, !472}
!llvm.ident = !{!473, !473, !473, !473, !473, !473, !473, !473}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "shared.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @scale, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 2}
!11 = !{ptr @first, !12}
!12 = !{!13}
!13 = !{!"function_type", i32 0}
!14 = !{ptr @second, !12}
!15 = !{ptr @scale_GenXClone, !9}
!16 = !{!"ModuleMD", !17, !18, !132, !302, !333, !350, !371, !381, !383, !384, !399, !400, !401, !402, !403, !407, !408, !415, !416, !417, !418, !419, !420, !421, !422, !423, !425, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !440, !441, !442, !443, !195, !444, !449, !450, !452, !454, !457, !458, !459, !461, !462, !463, !468, !469, !470, !471}
!17 = !{!"isPrecise", i1 false}
!18 = !{!"compOpt", !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131}
!19 = !{!"DenormsAreZero", i1 false}
!20 = !{!"BFTFDenormsAreZero", i1 false}
!21 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!22 = !{!"OptDisable", i1 false}
!23 = !{!"MadEnable", i1 false}
!24 = !{!"NoSignedZeros", i1 false}
!25 = !{!"NoNaNs", i1 false}
!26 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!27 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!28 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!29 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_FLUSH_TO_ZERO"}
!30 = !{!"FloatRoundingMode", i32 0}
!31 = !{!"FloatCvtIntRoundingMode", i32 3}
!32 = !{!"LoadCacheDefault", i32 4}
!33 = !{!"StoreCacheDefault", i32 7}
!34 = !{!"VISAPreSchedRPThreshold", i32 0}
!35 = !{!"VISAPreSchedCtrl", i32 0}
!36 = !{!"SetLoopUnrollThreshold", i32 0}
!37 = !{!"UnsafeMathOptimizations", i1 false}
!38 = !{!"disableCustomUnsafeOpts", i1 false}
!39 = !{!"disableReducePow", i1 false}
!40 = !{!"disableSqrtOpt", i1 false}
!41 = !{!"FiniteMathOnly", i1 false}
!42 = !{!"FastRelaxedMath", i1 false}
!43 = !{!"DashGSpecified", i1 true}
!44 = !{!"FastCompilation", i1 false}
!45 = !{!"UseScratchSpacePrivateMemory", i1 false}
!46 = !{!"RelaxedBuiltins", i1 false}
!47 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!48 = !{!"GreaterThan2GBBufferRequired", i1 true}
!49 = !{!"GreaterThan4GBBufferRequired", i1 false}
!50 = !{!"DisableA64WA", i1 false}
!51 = !{!"ForceEnableA64WA", i1 false}
!52 = !{!"PushConstantsEnable", i1 true}
!53 = !{!"HasPositivePointerOffset", i1 false}
!54 = !{!"HasBufferOffsetArg", i1 true}
!55 = !{!"BufferOffsetArgOptional", i1 true}
!56 = !{!"replaceGlobalOffsetsByZero", i1 false}
!57 = !{!"forcePixelShaderSIMDMode", i32 0}
!58 = !{!"forceTotalGRFNum", i32 0}
!59 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!60 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!61 = !{!"UniformWGS", i1 false}
!62 = !{!"disableVertexComponentPacking", i1 false}
!63 = !{!"disablePartialVertexComponentPacking", i1 false}
!64 = !{!"PreferBindlessImages", i1 true}
!65 = !{!"UseBindlessMode", i1 true}
!66 = !{!"UseLegacyBindlessMode", i1 false}
!67 = !{!"disableMathRefactoring", i1 false}
!68 = !{!"atomicBranch", i1 false}
!69 = !{!"spillCompression", i1 false}
!70 = !{!"AllowLICM", i1 true}
!71 = !{!"DisableEarlyOut", i1 false}
!72 = !{!"ForceInt32DivRemEmu", i1 false}
!73 = !{!"ForceInt32DivRemEmuSP", i1 false}
!74 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!75 = !{!"DisableFastestSingleCSSIMD", i1 false}
!76 = !{!"DisableFastestLinearScan", i1 false}
!77 = !{!"UseStatelessforPrivateMemory", i1 false}
!78 = !{!"EnableTakeGlobalAddress", i1 false}
!79 = !{!"IsLibraryCompilation", i1 false}
!80 = !{!"LibraryCompileSIMDSize", i32 0}
!81 = !{!"FastVISACompile", i1 false}
!82 = !{!"MatchSinCosPi", i1 false}
!83 = !{!"ExcludeIRFromZEBinary", i1 false}
!84 = !{!"EmitZeBinVISASections", i1 false}
!85 = !{!"FP64GenEmulationEnabled", i1 false}
!86 = !{!"FP64GenConvEmulationEnabled", i1 false}
!87 = !{!"allowDisableRematforCS", i1 false}
!88 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!89 = !{!"DisableCPSOmaskWA", i1 false}
!90 = !{!"DisableFastestGopt", i1 false}
!91 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!92 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!93 = !{!"DisableConstantCoalescing", i1 false}
!94 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!95 = !{!"WaEnableALTModeVisaWA", i1 false}
!96 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!97 = !{!"WaDisableDualSIMD8", i1 false}
!98 = !{!"EnableLdStCombineforLoad", i1 false}
!99 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!100 = !{!"ForceUniformBuffer", i1 false}
!101 = !{!"ForceUniformSurfaceSampler", i1 false}
!102 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!103 = !{!"NewSpillCostFunction", i1 false}
!104 = !{!"EnableVRT", i1 true}
!105 = !{!"ForceLargeGRFNum4RQ", i1 false}
!106 = !{!"DisableEUFusion", i1 false}
!107 = !{!"DisableFDivToFMulInvOpt", i1 false}
!108 = !{!"initializePhiSampleSourceWA", i1 false}
!109 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!110 = !{!"DisableLoosenSimd32Occu", i1 false}
!111 = !{!"FastestS1Options", i32 0}
!112 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!113 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!114 = !{!"LscSamplerRouting", i32 0}
!115 = !{!"UseBarrierControlFlowOptimization", i1 false}
!116 = !{!"EnableDynamicRQManagement", i1 false}
!117 = !{!"WaDisablePayloadCoalescing", i1 false}
!118 = !{!"Quad8InputThreshold", i32 0}
!119 = !{!"UseResourceLoopUnrollNested", i1 false}
!120 = !{!"DisableLoopUnroll", i1 false}
!121 = !{!"ForcePushConstantMode", i32 0}
!122 = !{!"UseInstructionHoistingOptimization", i1 false}
!123 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!124 = !{!"ForceVRTGRFCeiling", i32 0}
!125 = !{!"EnableSamplerBackingByLSC", i32 0}
!126 = !{!"UseLinearScanRA", i1 false}
!127 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!128 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!129 = !{!"VISASpillAllowed", i32 0}
!130 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!131 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!132 = !{!"FuncMD", !133, !134, !225, !226, !277, !278, !300, !301}
!133 = !{!"FuncMDMap[0]", ptr @scale}
!134 = !{!"FuncMDValue[0]", !135, !136, !140, !141, !142, !143, !144, !145, !146, !147, !148, !171, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !212, !213, !216, !217, !220, !221}
!135 = !{!"localOffsets"}
!136 = !{!"workGroupWalkOrder", !137, !138, !139}
!137 = !{!"dim0", i32 0}
!138 = !{!"dim1", i32 0}
!139 = !{!"dim2", i32 0}
!140 = !{!"threadGroupSize", !137, !138, !139}
!141 = !{!"threadGroupSizeHint", !137, !138, !139}
!142 = !{!"vecTypeHint", !""}
!143 = !{!"funcArgs"}
!144 = !{!"argInfoList"}
!145 = !{!"implicitArgInfoList"}
!146 = !{!"functionType", !"UserFunction"}
!147 = !{!"requiredSubGroupSize", i32 0}
!148 = !{!"rtInfo", !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !166, !167, !168, !169, !170}
!149 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!150 = !{!"isContinuation", i1 false}
!151 = !{!"hasTraceRayPayload", i1 false}
!152 = !{!"hasHitAttributes", i1 false}
!153 = !{!"hasCallableData", i1 false}
!154 = !{!"ShaderStackSize", i32 0}
!155 = !{!"ShaderHash", i64 0}
!156 = !{!"ShaderName", !""}
!157 = !{!"ParentName", !""}
!158 = !{!"SlotNum", ptr null}
!159 = !{!"NOSSize", i32 0}
!160 = !{!"globalRootSignatureSize", i32 0}
!161 = !{!"Entries"}
!162 = !{!"SpillUnions"}
!163 = !{!"CustomHitAttrSizeInBytes", i32 0}
!164 = !{!"Types", !165}
!165 = !{!"FullFrameTys"}
!166 = !{!"Aliases"}
!167 = !{!"numSyncRTStacks", i32 0}
!168 = !{!"NumCoherenceHintBits", i32 0}
!169 = !{!"useSyncHWStack", i1 false}
!170 = !{!"OriginatingShaderName", !""}
!171 = !{!"resAllocMD", !172, !173, !174, !175, !181}
!172 = !{!"uavsNumType", i32 0}
!173 = !{!"srvsNumType", i32 0}
!174 = !{!"samplersNumType", i32 0}
!175 = !{!"argAllocMDList", !176, !180}
!176 = !{!"argAllocMDListVec[0]", !177, !178, !179}
!177 = !{!"type", i32 0}
!178 = !{!"extensionType", i32 -1}
!179 = !{!"indexType", i32 -1}
!180 = !{!"argAllocMDListVec[1]", !177, !178, !179}
!181 = !{!"inlineSamplersMD"}
!182 = !{!"maxByteOffsets"}
!183 = !{!"IsInitializer", i1 false}
!184 = !{!"IsFinalizer", i1 false}
!185 = !{!"CompiledSubGroupsNumber", i32 0}
!186 = !{!"maxRegPressureSimd16", i32 0}
!187 = !{!"maxRegPressureSimd32", i32 0}
!188 = !{!"maxRegUniformPressure", i32 0}
!189 = !{!"maxRegNonUniformPressure", i32 0}
!190 = !{!"bestGuessSimd", i32 0}
!191 = !{!"hasInlineVmeSamplers", i1 false}
!192 = !{!"localSize", i32 0}
!193 = !{!"localIDPresent", i1 false}
!194 = !{!"groupIDPresent", i1 false}
!195 = !{!"privateMemoryPerWI", i32 0}
!196 = !{!"prevFPOffset", i32 0}
!197 = !{!"globalIDPresent", i1 false}
!198 = !{!"hasSyncRTCalls", i1 false}
!199 = !{!"hasPrintfCalls", i1 false}
!200 = !{!"hasDPAS", i1 false}
!201 = !{!"requireAssertBuffer", i1 false}
!202 = !{!"requireSyncBuffer", i1 false}
!203 = !{!"hasIndirectCalls", i1 false}
!204 = !{!"hasNonKernelArgLoad", i1 false}
!205 = !{!"hasNonKernelArgStore", i1 false}
!206 = !{!"hasNonKernelArgAtomic", i1 false}
!207 = !{!"UserAnnotations"}
!208 = !{!"m_OpenCLArgAddressSpaces"}
!209 = !{!"m_OpenCLArgAccessQualifiers", !210, !211}
!210 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!211 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!212 = !{!"m_OpenCLArgTypes"}
!213 = !{!"m_OpenCLArgBaseTypes", !214, !215}
!214 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float"}
!215 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float"}
!216 = !{!"m_OpenCLArgTypeQualifiers"}
!217 = !{!"m_OpenCLArgNames", !218, !219}
!218 = !{!"m_OpenCLArgNamesVec[0]", !"x"}
!219 = !{!"m_OpenCLArgNamesVec[1]", !"k"}
!220 = !{!"m_OpenCLArgScalarAsPointers"}
!221 = !{!"m_OptsToDisablePerFunc", !222, !223, !224}
!222 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!223 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!224 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!225 = !{!"FuncMDMap[1]", ptr @first}
!226 = !{!"FuncMDValue[1]", !135, !227, !140, !141, !142, !143, !144, !230, !252, !147, !148, !253, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !264, !209, !267, !270, !272, !275, !220, !221}
!227 = !{!"workGroupWalkOrder", !137, !228, !229}
!228 = !{!"dim1", i32 1}
!229 = !{!"dim2", i32 2}
!230 = !{!"implicitArgInfoList", !231, !237, !239, !241, !243, !245, !247, !250}
!231 = !{!"implicitArgInfoListVec[0]", !232, !233, !234, !235, !236}
!232 = !{!"argId", i32 0}
!233 = !{!"explicitArgNum", i32 -1}
!234 = !{!"structArgOffset", i32 -1}
!235 = !{!"imgAccessFloatCoords", i32 -1}
!236 = !{!"imgAccessIntCoords", i32 -1}
!237 = !{!"implicitArgInfoListVec[1]", !238, !233, !234, !235, !236}
!238 = !{!"argId", i32 2}
!239 = !{!"implicitArgInfoListVec[2]", !240, !233, !234, !235, !236}
!240 = !{!"argId", i32 7}
!241 = !{!"implicitArgInfoListVec[3]", !242, !233, !234, !235, !236}
!242 = !{!"argId", i32 8}
!243 = !{!"implicitArgInfoListVec[4]", !244, !233, !234, !235, !236}
!244 = !{!"argId", i32 9}
!245 = !{!"implicitArgInfoListVec[5]", !246, !233, !234, !235, !236}
!246 = !{!"argId", i32 10}
!247 = !{!"implicitArgInfoListVec[6]", !248, !249, !234, !235, !236}
!248 = !{!"argId", i32 15}
!249 = !{!"explicitArgNum", i32 0}
!250 = !{!"implicitArgInfoListVec[7]", !251, !249, !234, !235, !236}
!251 = !{!"argId", i32 54}
!252 = !{!"functionType", !"KernelFunction"}
!253 = !{!"resAllocMD", !254, !173, !174, !255, !181}
!254 = !{!"uavsNumType", i32 1}
!255 = !{!"argAllocMDList", !176, !180, !256, !257, !258, !259, !260, !261, !262, !263}
!256 = !{!"argAllocMDListVec[2]", !177, !178, !179}
!257 = !{!"argAllocMDListVec[3]", !177, !178, !179}
!258 = !{!"argAllocMDListVec[4]", !177, !178, !179}
!259 = !{!"argAllocMDListVec[5]", !177, !178, !179}
!260 = !{!"argAllocMDListVec[6]", !177, !178, !179}
!261 = !{!"argAllocMDListVec[7]", !177, !178, !179}
!262 = !{!"argAllocMDListVec[8]", !177, !178, !179}
!263 = !{!"argAllocMDListVec[9]", !177, !178, !179}
!264 = !{!"m_OpenCLArgAddressSpaces", !265, !266}
!265 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!266 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 0}
!267 = !{!"m_OpenCLArgTypes", !268, !269}
!268 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!269 = !{!"m_OpenCLArgTypesVec[1]", !"float"}
!270 = !{!"m_OpenCLArgBaseTypes", !271, !215}
!271 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!272 = !{!"m_OpenCLArgTypeQualifiers", !273, !274}
!273 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!274 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!275 = !{!"m_OpenCLArgNames", !276, !219}
!276 = !{!"m_OpenCLArgNamesVec[0]", !"a"}
!277 = !{!"FuncMDMap[2]", ptr @second}
!278 = !{!"FuncMDValue[2]", !135, !227, !140, !141, !142, !143, !144, !279, !252, !147, !148, !284, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !289, !209, !291, !293, !295, !297, !220, !221}
!279 = !{!"implicitArgInfoList", !231, !237, !239, !241, !243, !245, !247, !280, !282, !283}
!280 = !{!"implicitArgInfoListVec[7]", !248, !281, !234, !235, !236}
!281 = !{!"explicitArgNum", i32 1}
!282 = !{!"implicitArgInfoListVec[8]", !251, !249, !234, !235, !236}
!283 = !{!"implicitArgInfoListVec[9]", !251, !281, !234, !235, !236}
!284 = !{!"resAllocMD", !285, !173, !174, !286, !181}
!285 = !{!"uavsNumType", i32 2}
!286 = !{!"argAllocMDList", !176, !180, !256, !257, !258, !259, !260, !261, !262, !263, !287, !288}
!287 = !{!"argAllocMDListVec[10]", !177, !178, !179}
!288 = !{!"argAllocMDListVec[11]", !177, !178, !179}
!289 = !{!"m_OpenCLArgAddressSpaces", !265, !290}
!290 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!291 = !{!"m_OpenCLArgTypes", !268, !292}
!292 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!293 = !{!"m_OpenCLArgBaseTypes", !271, !294}
!294 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!295 = !{!"m_OpenCLArgTypeQualifiers", !273, !296}
!296 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !"const"}
!297 = !{!"m_OpenCLArgNames", !298, !299}
!298 = !{!"m_OpenCLArgNamesVec[0]", !"b"}
!299 = !{!"m_OpenCLArgNamesVec[1]", !"c"}
!300 = !{!"FuncMDMap[3]", ptr @scale_GenXClone}
!301 = !{!"FuncMDValue[3]", !135, !136, !140, !141, !142, !143, !144, !145, !146, !147, !148, !171, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !212, !213, !216, !217, !220, !221}
!302 = !{!"pushInfo", !303, !304, !305, !309, !310, !311, !312, !313, !314, !315, !316, !329, !330, !331, !332}
!303 = !{!"pushableAddresses"}
!304 = !{!"bindlessPushInfo"}
!305 = !{!"dynamicBufferInfo", !306, !307, !308}
!306 = !{!"firstIndex", i32 0}
!307 = !{!"numOffsets", i32 0}
!308 = !{!"forceDisabled", i1 false}
!309 = !{!"MaxNumberOfPushedBuffers", i32 0}
!310 = !{!"inlineConstantBufferSlot", i32 -1}
!311 = !{!"inlineConstantBufferOffset", i32 -1}
!312 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!313 = !{!"constants"}
!314 = !{!"inputs"}
!315 = !{!"constantReg"}
!316 = !{!"simplePushInfoArr", !317, !326, !327, !328}
!317 = !{!"simplePushInfoArrVec[0]", !318, !319, !320, !321, !322, !323, !324, !325}
!318 = !{!"cbIdx", i32 0}
!319 = !{!"pushableAddressGrfOffset", i32 -1}
!320 = !{!"pushableOffsetGrfOffset", i32 -1}
!321 = !{!"offset", i32 0}
!322 = !{!"size", i32 0}
!323 = !{!"isStateless", i1 false}
!324 = !{!"isBindless", i1 false}
!325 = !{!"simplePushLoads"}
!326 = !{!"simplePushInfoArrVec[1]", !318, !319, !320, !321, !322, !323, !324, !325}
!327 = !{!"simplePushInfoArrVec[2]", !318, !319, !320, !321, !322, !323, !324, !325}
!328 = !{!"simplePushInfoArrVec[3]", !318, !319, !320, !321, !322, !323, !324, !325}
!329 = !{!"simplePushBufferUsed", i32 0}
!330 = !{!"pushAnalysisWIInfos"}
!331 = !{!"inlineRTGlobalPtrOffset", i32 0}
!332 = !{!"rtSyncSurfPtrOffset", i32 0}
!333 = !{!"psInfo", !334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349}
!334 = !{!"BlendStateDisabledMask", i8 0}
!335 = !{!"SkipSrc0Alpha", i1 false}
!336 = !{!"DualSourceBlendingDisabled", i1 false}
!337 = !{!"ForceEnableSimd32", i1 false}
!338 = !{!"DisableSimd32WithDiscard", i1 false}
!339 = !{!"outputDepth", i1 false}
!340 = !{!"outputStencil", i1 false}
!341 = !{!"outputMask", i1 false}
!342 = !{!"blendToFillEnabled", i1 false}
!343 = !{!"forceEarlyZ", i1 false}
!344 = !{!"hasVersionedLoop", i1 false}
!345 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!346 = !{!"blendOptimizationMode"}
!347 = !{!"colorOutputMask"}
!348 = !{!"isBlendEnabled"}
!349 = !{!"WaDisableVRS", i1 false}
!350 = !{!"csInfo", !351, !352, !353, !354, !58, !34, !35, !355, !36, !356, !357, !358, !359, !360, !361, !362, !363, !364, !365, !366, !69, !367, !368, !369, !370}
!351 = !{!"maxWorkGroupSize", i32 0}
!352 = !{!"waveSize", i32 0}
!353 = !{!"ComputeShaderSecondCompile"}
!354 = !{!"forcedSIMDSize", i8 0}
!355 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!356 = !{!"forceSpillCompression", i1 false}
!357 = !{!"allowLowerSimd", i1 false}
!358 = !{!"disableSimd32Slicing", i1 false}
!359 = !{!"disableSplitOnSpill", i1 false}
!360 = !{!"enableNewSpillCostFunction", i1 false}
!361 = !{!"forceVISAPreSched", i1 false}
!362 = !{!"disableLocalIdOrderOptimizations", i1 false}
!363 = !{!"disableDispatchAlongY", i1 false}
!364 = !{!"neededThreadIdLayout", ptr null}
!365 = !{!"forceTileYWalk", i1 false}
!366 = !{!"atomicBranch", i32 0}
!367 = !{!"disableEarlyOut", i1 false}
!368 = !{!"walkOrderEnabled", i1 false}
!369 = !{!"walkOrderOverride", i32 0}
!370 = !{!"ResForHfPacking"}
!371 = !{!"msInfo", !372, !373, !374, !375, !376, !377, !378, !379, !380}
!372 = !{!"PrimitiveTopology", i32 3}
!373 = !{!"MaxNumOfPrimitives", i32 0}
!374 = !{!"MaxNumOfVertices", i32 0}
!375 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!376 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!377 = !{!"WorkGroupSize", i32 0}
!378 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!379 = !{!"IndexFormat", i32 6}
!380 = !{!"SubgroupSize", i32 0}
!381 = !{!"taskInfo", !382, !377, !378, !380}
!382 = !{!"MaxNumOfOutputs", i32 0}
!383 = !{!"NBarrierCnt", i32 0}
!384 = !{!"rtInfo", !385, !386, !387, !388, !389, !390, !391, !392, !393, !394, !395, !396, !397, !398, !167}
!385 = !{!"RayQueryAllocSizeInBytes", i32 0}
!386 = !{!"NumContinuations", i32 0}
!387 = !{!"RTAsyncStackAddrspace", i32 -1}
!388 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!389 = !{!"SWHotZoneAddrspace", i32 -1}
!390 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!391 = !{!"SWStackAddrspace", i32 -1}
!392 = !{!"SWStackSurfaceStateOffset", ptr null}
!393 = !{!"RTSyncStackAddrspace", i32 -1}
!394 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!395 = !{!"doSyncDispatchRays", i1 false}
!396 = !{!"MemStyle", !"Xe"}
!397 = !{!"GlobalDataStyle", !"Xe"}
!398 = !{!"uberTileDimensions", ptr null}
!399 = !{!"hasSliceLayoutDependency", i1 false}
!400 = !{!"CurUniqueIndirectIdx", i32 0}
!401 = !{!"inlineDynTextures"}
!402 = !{!"inlineResInfoData"}
!403 = !{!"immConstant", !404, !405, !406}
!404 = !{!"data"}
!405 = !{!"sizes"}
!406 = !{!"zeroIdxs"}
!407 = !{!"stringConstants"}
!408 = !{!"inlineBuffers", !409, !413, !414}
!409 = !{!"inlineBuffersVec[0]", !410, !411, !412}
!410 = !{!"alignment", i32 0}
!411 = !{!"allocSize", i64 0}
!412 = !{!"Buffer"}
!413 = !{!"inlineBuffersVec[1]", !410, !411, !412}
!414 = !{!"inlineBuffersVec[2]", !410, !411, !412}
!415 = !{!"GlobalBufferAddressRelocInfo"}
!416 = !{!"ConstantBufferAddressRelocInfo"}
!417 = !{!"forceLscCacheList"}
!418 = !{!"SrvMap"}
!419 = !{!"RasterizerOrderedByteAddressBuffer"}
!420 = !{!"RasterizerOrderedViews"}
!421 = !{!"MinNOSPushConstantSize", i32 2}
!422 = !{!"inlineProgramScopeOffsets"}
!423 = !{!"shaderData", !424}
!424 = !{!"numReplicas", i32 0}
!425 = !{!"URBInfo", !426, !427, !428}
!426 = !{!"has64BVertexHeaderInput", i1 false}
!427 = !{!"has64BVertexHeaderOutput", i1 false}
!428 = !{!"hasVertexHeader", i1 true}
!429 = !{!"UseBindlessImage", i1 true}
!430 = !{!"HasBindlessImageRead", i1 false}
!431 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!432 = !{!"enableRangeReduce", i1 false}
!433 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!434 = !{!"disableMatchMadOptimizationForCS", i1 false}
!435 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!436 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!437 = !{!"statefulResourcesNotAliased", i1 false}
!438 = !{!"disableMixMode", i1 false}
!439 = !{!"genericAccessesResolved", i1 false}
!440 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!441 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!442 = !{!"disableSeparateScratchWA", i1 false}
!443 = !{!"enableRemoveUnusedTGMFence", i1 false}
!444 = !{!"PrivateMemoryPerFG", !445, !446, !447, !448}
!445 = !{!"PrivateMemoryPerFGMap[0]", ptr @second}
!446 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!447 = !{!"PrivateMemoryPerFGMap[1]", ptr @first}
!448 = !{!"PrivateMemoryPerFGValue[1]", i32 0}
!449 = !{!"m_OptsToDisable"}
!450 = !{!"capabilities", !451}
!451 = !{!"globalVariableDecorationsINTEL", i1 false}
!452 = !{!"extensions", !453}
!453 = !{!"spvINTELBindlessImages", i1 false}
!454 = !{!"m_ShaderResourceViewMcsMask", !455, !456}
!455 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!456 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!457 = !{!"computedDepthMode", i32 0}
!458 = !{!"isHDCFastClearShader", i1 false}
!459 = !{!"argRegisterReservations", !460}
!460 = !{!"argRegisterReservationsVec[0]", i32 0}
!461 = !{!"SIMD16_SpillThreshold", i8 0}
!462 = !{!"SIMD32_SpillThreshold", i8 0}
!463 = !{!"m_CacheControlOption", !464, !465, !466, !467}
!464 = !{!"LscLoadCacheControlOverride", i8 0}
!465 = !{!"LscStoreCacheControlOverride", i8 0}
!466 = !{!"TgmLoadCacheControlOverride", i8 0}
!467 = !{!"TgmStoreCacheControlOverride", i8 0}
!468 = !{!"ModuleUsesBindless", i1 true}
!469 = !{!"predicationMap"}
!470 = !{!"lifeTimeStartMap"}
!471 = !{!"HitGroups"}
!472 = !{i32 2, i32 0}
!473 = !{!"clang version 16.0.6"}
!474 = distinct !DISubprogram(name: "second", scope: null, file: !4, line: 13, type: !475, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !488, retainedNodes: !481)
!475 = !DISubroutineType(types: !476)
!476 = !{null, !477, !479}
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 64, dwarfAddressSpace: 1)
!478 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !480, size: 64, dwarfAddressSpace: 1)
!480 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !478)
!481 = !{!482, !483, !484}
!482 = !DILocalVariable(name: "b", arg: 1, scope: !474, file: !4, line: 13, type: !477)
!483 = !DILocalVariable(name: "c", arg: 2, scope: !474, file: !4, line: 13, type: !479)
!484 = !DILocalVariable(name: "i", scope: !474, file: !4, line: 14, type: !485)
!485 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !486, baseType: !487)
!486 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!487 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!488 = !{}
!489 = !DILocation(line: 0, scope: !474)
!490 = !DILocation(line: 14, column: 16, scope: !474)
!491 = !DILocation(line: 15, column: 18, scope: !474)
!492 = !DILocation(line: 15, column: 12, scope: !474)
!493 = !DILocation(line: 15, column: 30, scope: !474)
!494 = !DILocation(line: 15, column: 5, scope: !474)
!495 = !DILocation(line: 15, column: 10, scope: !474)
!496 = !DILocation(line: 16, column: 1, scope: !474)
!497 = distinct !DISubprogram(name: "scale", scope: null, file: !4, line: 1, type: !498, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !488, retainedNodes: !500)
!498 = !DISubroutineType(types: !499)
!499 = !{!478, !478, !478}
!500 = !{!501, !502, !503}
!501 = !DILocalVariable(name: "x", arg: 1, scope: !497, file: !4, line: 1, type: !478)
!502 = !DILocalVariable(name: "k", arg: 2, scope: !497, file: !4, line: 1, type: !478)
!503 = !DILocalVariable(name: "y", scope: !497, file: !4, line: 2, type: !478)
!504 = !DILocation(line: 0, scope: !497)
!505 = !DILocation(line: 2, column: 17, scope: !497)
!506 = !DILocation(line: 3, column: 11, scope: !507)
!507 = distinct !DILexicalBlock(scope: !497, file: !4, line: 3, column: 9)
!508 = !DILocation(line: 3, column: 9, scope: !497)
!509 = !DILocation(line: 5, column: 14, scope: !497)
!510 = !DILocation(line: 5, column: 5, scope: !497)
!511 = distinct !DISubprogram(name: "first", scope: null, file: !4, line: 8, type: !512, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !488, retainedNodes: !514)
!512 = !DISubroutineType(types: !513)
!513 = !{null, !477, !478}
!514 = !{!515, !516, !517}
!515 = !DILocalVariable(name: "a", arg: 1, scope: !511, file: !4, line: 8, type: !477)
!516 = !DILocalVariable(name: "k", arg: 2, scope: !511, file: !4, line: 8, type: !478)
!517 = !DILocalVariable(name: "i", scope: !511, file: !4, line: 9, type: !485)
!518 = !DILocation(line: 0, scope: !511)
!519 = !DILocation(line: 9, column: 16, scope: !511)
!520 = !DILocation(line: 10, column: 18, scope: !511)
!521 = !DILocation(line: 10, column: 12, scope: !511)
!522 = !DILocation(line: 10, column: 10, scope: !511)
!523 = !DILocation(line: 11, column: 1, scope: !511)
!524 = distinct !DISubprogram(name: "scale", scope: null, file: !4, line: 1, type: !498, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !488, retainedNodes: !525)
!525 = !{!526, !527, !528}
!526 = !DILocalVariable(name: "x", arg: 1, scope: !524, file: !4, line: 1, type: !478)
!527 = !DILocalVariable(name: "k", arg: 2, scope: !524, file: !4, line: 1, type: !478)
!528 = !DILocalVariable(name: "y", scope: !524, file: !4, line: 2, type: !478)
!529 = !DILocation(line: 0, scope: !524)
!530 = !DILocation(line: 2, column: 17, scope: !524)
!531 = !DILocation(line: 3, column: 11, scope: !532)
!532 = distinct !DILexicalBlock(scope: !524, file: !4, line: 3, column: 9)
!533 = !DILocation(line: 3, column: 9, scope: !524)
!534 = !DILocation(line: 5, column: 14, scope: !524)
!535 = !DILocation(line: 5, column: 5, scope: !524)
