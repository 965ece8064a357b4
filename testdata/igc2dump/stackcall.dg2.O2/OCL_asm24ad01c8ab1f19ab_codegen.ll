; ------------------------------------------------
; OCL_asm24ad01c8ab1f19ab_codegen.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p2490368:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind memory(argmem: readwrite)
define spir_kernel void @caller(ptr addrspace(1) nocapture readonly align 16 %in, ptr addrspace(1) nocapture writeonly align 16 %out, i32 %k, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !463 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !477, metadata !DIExpression()), !dbg !485
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !478, metadata !DIExpression()), !dbg !485
  call void @llvm.dbg.value(metadata i32 %k, metadata !479, metadata !DIExpression()), !dbg !485
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !486
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !486
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !486
  %6 = zext i16 %localIdX to i32, !dbg !486
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !486
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !486
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !486
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !486
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !486
  call void @llvm.dbg.value(metadata i64 undef, metadata !480, metadata !DIExpression()), !dbg !485
  %12 = shl i32 %11, 4, !dbg !487
  %13 = add i32 %12, %bufferOffset, !dbg !487
  %14 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !487
  %15 = call <4 x float> @llvm.genx.GenISA.ldrawvector.indexed.v4f32.p2490368(ptr addrspace(2490368) %14, i32 %13, i32 16, i1 false), !dbg !487, !lsc.cache.ctrl !488
  call void @llvm.dbg.value(metadata <4 x float> %15, metadata !483, metadata !DIExpression()), !dbg !485
  %helper3 = call spir_func <4 x float> @helper(<4 x float> %15, i32 %k), !dbg !489
  %16 = extractelement <4 x float> %helper3, i32 0, !dbg !489
  %17 = extractelement <4 x float> %helper3, i32 1, !dbg !489
  %18 = extractelement <4 x float> %helper3, i32 2, !dbg !489
  %19 = extractelement <4 x float> %helper3, i32 3, !dbg !489
  %20 = extractelement <4 x float> %15, i32 3, !dbg !490
  %21 = insertelement <4 x float> undef, float %20, i32 0, !dbg !490
  %22 = extractelement <4 x float> %15, i32 2, !dbg !490
  %23 = insertelement <4 x float> %21, float %22, i32 1, !dbg !490
  %24 = extractelement <4 x float> %15, i32 1, !dbg !490
  %25 = insertelement <4 x float> %23, float %24, i32 2, !dbg !490
  %26 = extractelement <4 x float> %15, i32 0, !dbg !490
  %27 = insertelement <4 x float> %25, float %26, i32 3, !dbg !490
  %add = add nsw i32 %k, 1, !dbg !491, !spirv.Decorations !492
  %helper = call spir_func <4 x float> @helper(<4 x float> %27, i32 %add), !dbg !494
  %28 = extractelement <4 x float> %helper, i32 0, !dbg !494
  %29 = extractelement <4 x float> %helper, i32 1, !dbg !494
  %30 = extractelement <4 x float> %helper, i32 2, !dbg !494
  %31 = extractelement <4 x float> %helper, i32 3, !dbg !494
  %add321 = fadd float %16, %28, !dbg !495
  %add322 = fadd float %17, %29, !dbg !495
  %add323 = fadd float %18, %30, !dbg !495
  %add324 = fadd float %19, %31, !dbg !495
  %32 = insertelement <4 x float> undef, float %add321, i32 0, !dbg !495
  %33 = insertelement <4 x float> %32, float %add322, i32 1, !dbg !495
  %34 = insertelement <4 x float> %33, float %add323, i32 2, !dbg !495
  %35 = insertelement <4 x float> %34, float %add324, i32 3, !dbg !495
  %36 = add i32 %12, %bufferOffset1, !dbg !496
  %37 = inttoptr i32 %bindlessOffset2 to ptr addrspace(2490368), !dbg !497
  call void @llvm.genx.GenISA.storerawvector.indexed.p2490368.v4f32(ptr addrspace(2490368) %37, i32 %36, <4 x float> %35, i32 16, i1 false), !dbg !497, !lsc.cache.ctrl !498
  ret void, !dbg !499, !stats.blockFrequency.digits !500, !stats.blockFrequency.scale !501
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal spir_func <4 x float> @helper(<4 x float> %a, i32 %k) #1 !dbg !502 {
entry:
  %0 = extractelement <4 x float> %a, i32 0
  %1 = extractelement <4 x float> %a, i32 1
  %2 = extractelement <4 x float> %a, i32 2
  %3 = extractelement <4 x float> %a, i32 3
  call void @llvm.dbg.value(metadata <4 x float> %a, metadata !506, metadata !DIExpression()), !dbg !512
  call void @llvm.dbg.value(metadata i32 %k, metadata !507, metadata !DIExpression()), !dbg !512
  %conv = sitofp i32 %k to float, !dbg !513
  %mul2 = fmul float %0, %conv, !dbg !514
  %mul3 = fmul float %1, %conv, !dbg !514
  %mul4 = fmul float %2, %conv, !dbg !514
  %mul5 = fmul float %3, %conv, !dbg !514
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !508, metadata !DIExpression()), !dbg !512
  call void @llvm.dbg.value(metadata i32 0, metadata !510, metadata !DIExpression()), !dbg !515
  %and = and i32 %k, 7, !dbg !516
  %.not = icmp eq i32 %and, 0, !dbg !518
  br i1 %.not, label %entry.for.end_crit_edge, label %for.body.preheader, !dbg !519, !stats.blockFrequency.digits !520, !stats.blockFrequency.scale !521

for.body.preheader:                               ; preds = %entry
  %mul1 = mul nsw i32 %k, 3, !dbg !522, !spirv.Decorations !492
  call void @llvm.dbg.value(metadata i32 %mul1, metadata !509, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !512
  br label %for.body, !dbg !519, !stats.blockFrequency.digits !523, !stats.blockFrequency.scale !524

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
  %m.018 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %t.0917 = phi float [ %add713, %for.body.for.body_crit_edge ], [ %mul5, %for.body.preheader ]
  %t.0816 = phi float [ %add712, %for.body.for.body_crit_edge ], [ %mul4, %for.body.preheader ]
  %t.0715 = phi float [ %add711, %for.body.for.body_crit_edge ], [ %mul3, %for.body.preheader ]
  %t.0614 = phi float [ %add710, %for.body.for.body_crit_edge ], [ %mul2, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %m.018, metadata !510, metadata !DIExpression()), !dbg !515
  %4 = add i32 %mul1, %m.018
  %add3 = add i32 %4, 1, !dbg !525, !spirv.Decorations !492
  %conv4 = sitofp i32 %add3 to float, !dbg !526
  %add710 = fadd float %t.0715, %conv4, !dbg !527
  %add711 = fadd float %t.0816, %conv4, !dbg !527
  %add712 = fadd float %t.0917, %conv4, !dbg !527
  %add713 = fadd float %t.0614, %conv4, !dbg !527
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !508, metadata !DIExpression()), !dbg !512
  %inc = add nuw nsw i32 %m.018, 1, !dbg !528, !spirv.Decorations !492
  call void @llvm.dbg.value(metadata i32 %inc, metadata !510, metadata !DIExpression()), !dbg !515
  call void @llvm.dbg.value(metadata <4 x float> poison, metadata !508, metadata !DIExpression()), !dbg !512
  %5 = icmp ult i32 %inc, %and, !dbg !518
  br i1 %5, label %for.body.for.body_crit_edge, label %for.cond.for.end_crit_edge, !dbg !519, !stats.blockFrequency.digits !529, !stats.blockFrequency.scale !530

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !519, !stats.blockFrequency.digits !531, !stats.blockFrequency.scale !530

for.cond.for.end_crit_edge:                       ; preds = %for.body
  %add710.lcssa = phi float [ %add710, %for.body ], !dbg !527
  %add711.lcssa = phi float [ %add711, %for.body ], !dbg !527
  %add712.lcssa = phi float [ %add712, %for.body ], !dbg !527
  %add713.lcssa = phi float [ %add713, %for.body ], !dbg !527
  %6 = insertelement <4 x float> undef, float %add710.lcssa, i32 0, !dbg !512
  %7 = insertelement <4 x float> %6, float %add711.lcssa, i32 1, !dbg !512
  %8 = insertelement <4 x float> %7, float %add712.lcssa, i32 2, !dbg !512
  %9 = insertelement <4 x float> %8, float %add713.lcssa, i32 3, !dbg !512
  br label %for.end, !dbg !519, !stats.blockFrequency.digits !523, !stats.blockFrequency.scale !524

entry.for.end_crit_edge:                          ; preds = %entry
  %10 = insertelement <4 x float> undef, float %mul2, i32 0, !dbg !512
  %11 = insertelement <4 x float> %10, float %mul3, i32 1, !dbg !512
  %12 = insertelement <4 x float> %11, float %mul4, i32 2, !dbg !512
  %13 = insertelement <4 x float> %12, float %mul5, i32 3, !dbg !512
  call void @llvm.dbg.value(metadata <4 x float> %13, metadata !508, metadata !DIExpression()), !dbg !512
  br label %for.end, !dbg !519, !stats.blockFrequency.digits !532, !stats.blockFrequency.scale !533

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.cond.for.end_crit_edge
  %.lcssa = phi <4 x float> [ %9, %for.cond.for.end_crit_edge ], [ %13, %entry.for.end_crit_edge ], !dbg !512
  ret <4 x float> %.lcssa, !dbg !534, !stats.blockFrequency.digits !520, !stats.blockFrequency.scale !521
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.genx.GenISA.ldrawvector.indexed.v4f32.p2490368(ptr addrspace(2490368), i32, i32, i1) #3

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.genx.GenISA.storerawvector.indexed.p2490368.v4f32(ptr addrspace(2490368), i32, <4 x float>, i32, i1) #4

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

attributes #0 = { nounwind memory(argmem: readwrite) }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind willreturn memory(argmem: read) }
attributes #4 = { nounwind memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!spirv.MemoryModel = !{!5}
!spirv.Source = !{!6}
!spirv.Generator = !{!7}
!igc.functions = !{!8, !11}
!IGCMetadata = !{!14}
!opencl.ocl.version = !{!461, !461, !461, !461, !461, !461, !461, !461}
!opencl.spir.version = !{!461, !461, !461, !461, !461, !461, !461, !461}
!llvm.ident = !{!462, !462, !462, !462, !462, !462, !462, !462}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "stackcall.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @helper, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 2}
!11 = !{ptr @caller, !12}
!12 = !{!13}
!13 = !{!"function_type", i32 0}
!14 = !{!"ModuleMD", !15, !16, !130, !293, !324, !341, !362, !372, !374, !375, !390, !391, !392, !393, !394, !398, !399, !406, !407, !408, !409, !410, !411, !412, !413, !414, !416, !420, !421, !422, !423, !424, !425, !426, !427, !428, !429, !430, !431, !432, !433, !434, !193, !435, !438, !439, !441, !443, !446, !447, !448, !450, !451, !452, !457, !458, !459, !460}
!15 = !{!"isPrecise", i1 false}
!16 = !{!"compOpt", !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129}
!17 = !{!"DenormsAreZero", i1 false}
!18 = !{!"BFTFDenormsAreZero", i1 false}
!19 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!20 = !{!"OptDisable", i1 false}
!21 = !{!"MadEnable", i1 false}
!22 = !{!"NoSignedZeros", i1 false}
!23 = !{!"NoNaNs", i1 false}
!24 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!25 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!26 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!27 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_FLUSH_TO_ZERO"}
!28 = !{!"FloatRoundingMode", i32 0}
!29 = !{!"FloatCvtIntRoundingMode", i32 3}
!30 = !{!"LoadCacheDefault", i32 4}
!31 = !{!"StoreCacheDefault", i32 7}
!32 = !{!"VISAPreSchedRPThreshold", i32 0}
!33 = !{!"VISAPreSchedCtrl", i32 0}
!34 = !{!"SetLoopUnrollThreshold", i32 0}
!35 = !{!"UnsafeMathOptimizations", i1 false}
!36 = !{!"disableCustomUnsafeOpts", i1 false}
!37 = !{!"disableReducePow", i1 false}
!38 = !{!"disableSqrtOpt", i1 false}
!39 = !{!"FiniteMathOnly", i1 false}
!40 = !{!"FastRelaxedMath", i1 false}
!41 = !{!"DashGSpecified", i1 true}
!42 = !{!"FastCompilation", i1 false}
!43 = !{!"UseScratchSpacePrivateMemory", i1 false}
!44 = !{!"RelaxedBuiltins", i1 false}
!45 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!46 = !{!"GreaterThan2GBBufferRequired", i1 true}
!47 = !{!"GreaterThan4GBBufferRequired", i1 false}
!48 = !{!"DisableA64WA", i1 false}
!49 = !{!"ForceEnableA64WA", i1 false}
!50 = !{!"PushConstantsEnable", i1 true}
!51 = !{!"HasPositivePointerOffset", i1 false}
!52 = !{!"HasBufferOffsetArg", i1 true}
!53 = !{!"BufferOffsetArgOptional", i1 true}
!54 = !{!"replaceGlobalOffsetsByZero", i1 false}
!55 = !{!"forcePixelShaderSIMDMode", i32 0}
!56 = !{!"forceTotalGRFNum", i32 0}
!57 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!58 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!59 = !{!"UniformWGS", i1 false}
!60 = !{!"disableVertexComponentPacking", i1 false}
!61 = !{!"disablePartialVertexComponentPacking", i1 false}
!62 = !{!"PreferBindlessImages", i1 true}
!63 = !{!"UseBindlessMode", i1 true}
!64 = !{!"UseLegacyBindlessMode", i1 false}
!65 = !{!"disableMathRefactoring", i1 false}
!66 = !{!"atomicBranch", i1 false}
!67 = !{!"spillCompression", i1 false}
!68 = !{!"AllowLICM", i1 true}
!69 = !{!"DisableEarlyOut", i1 false}
!70 = !{!"ForceInt32DivRemEmu", i1 false}
!71 = !{!"ForceInt32DivRemEmuSP", i1 false}
!72 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!73 = !{!"DisableFastestSingleCSSIMD", i1 false}
!74 = !{!"DisableFastestLinearScan", i1 false}
!75 = !{!"UseStatelessforPrivateMemory", i1 false}
!76 = !{!"EnableTakeGlobalAddress", i1 false}
!77 = !{!"IsLibraryCompilation", i1 false}
!78 = !{!"LibraryCompileSIMDSize", i32 0}
!79 = !{!"FastVISACompile", i1 false}
!80 = !{!"MatchSinCosPi", i1 false}
!81 = !{!"ExcludeIRFromZEBinary", i1 false}
!82 = !{!"EmitZeBinVISASections", i1 false}
!83 = !{!"FP64GenEmulationEnabled", i1 false}
!84 = !{!"FP64GenConvEmulationEnabled", i1 false}
!85 = !{!"allowDisableRematforCS", i1 false}
!86 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!87 = !{!"DisableCPSOmaskWA", i1 false}
!88 = !{!"DisableFastestGopt", i1 false}
!89 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!90 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!91 = !{!"DisableConstantCoalescing", i1 false}
!92 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!93 = !{!"WaEnableALTModeVisaWA", i1 false}
!94 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!95 = !{!"WaDisableDualSIMD8", i1 false}
!96 = !{!"EnableLdStCombineforLoad", i1 false}
!97 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!98 = !{!"ForceUniformBuffer", i1 false}
!99 = !{!"ForceUniformSurfaceSampler", i1 false}
!100 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!101 = !{!"NewSpillCostFunction", i1 false}
!102 = !{!"EnableVRT", i1 true}
!103 = !{!"ForceLargeGRFNum4RQ", i1 false}
!104 = !{!"DisableEUFusion", i1 false}
!105 = !{!"DisableFDivToFMulInvOpt", i1 false}
!106 = !{!"initializePhiSampleSourceWA", i1 false}
!107 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!108 = !{!"DisableLoosenSimd32Occu", i1 false}
!109 = !{!"FastestS1Options", i32 0}
!110 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!111 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!112 = !{!"LscSamplerRouting", i32 0}
!113 = !{!"UseBarrierControlFlowOptimization", i1 false}
!114 = !{!"EnableDynamicRQManagement", i1 false}
!115 = !{!"WaDisablePayloadCoalescing", i1 false}
!116 = !{!"Quad8InputThreshold", i32 0}
!117 = !{!"UseResourceLoopUnrollNested", i1 false}
!118 = !{!"DisableLoopUnroll", i1 false}
!119 = !{!"ForcePushConstantMode", i32 0}
!120 = !{!"UseInstructionHoistingOptimization", i1 false}
!121 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!122 = !{!"ForceVRTGRFCeiling", i32 0}
!123 = !{!"EnableSamplerBackingByLSC", i32 0}
!124 = !{!"UseLinearScanRA", i1 false}
!125 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!126 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!127 = !{!"VISASpillAllowed", i32 0}
!128 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!129 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!130 = !{!"FuncMD", !131, !132, !223, !224}
!131 = !{!"FuncMDMap[0]", ptr @helper}
!132 = !{!"FuncMDValue[0]", !133, !134, !138, !139, !140, !141, !142, !143, !144, !145, !146, !169, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !210, !211, !214, !215, !218, !219}
!133 = !{!"localOffsets"}
!134 = !{!"workGroupWalkOrder", !135, !136, !137}
!135 = !{!"dim0", i32 0}
!136 = !{!"dim1", i32 0}
!137 = !{!"dim2", i32 0}
!138 = !{!"threadGroupSize", !135, !136, !137}
!139 = !{!"threadGroupSizeHint", !135, !136, !137}
!140 = !{!"vecTypeHint", !""}
!141 = !{!"funcArgs"}
!142 = !{!"argInfoList"}
!143 = !{!"implicitArgInfoList"}
!144 = !{!"functionType", !"UserFunction"}
!145 = !{!"requiredSubGroupSize", i32 0}
!146 = !{!"rtInfo", !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !164, !165, !166, !167, !168}
!147 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!148 = !{!"isContinuation", i1 false}
!149 = !{!"hasTraceRayPayload", i1 false}
!150 = !{!"hasHitAttributes", i1 false}
!151 = !{!"hasCallableData", i1 false}
!152 = !{!"ShaderStackSize", i32 0}
!153 = !{!"ShaderHash", i64 0}
!154 = !{!"ShaderName", !""}
!155 = !{!"ParentName", !""}
!156 = !{!"SlotNum", ptr null}
!157 = !{!"NOSSize", i32 0}
!158 = !{!"globalRootSignatureSize", i32 0}
!159 = !{!"Entries"}
!160 = !{!"SpillUnions"}
!161 = !{!"CustomHitAttrSizeInBytes", i32 0}
!162 = !{!"Types", !163}
!163 = !{!"FullFrameTys"}
!164 = !{!"Aliases"}
!165 = !{!"numSyncRTStacks", i32 0}
!166 = !{!"NumCoherenceHintBits", i32 0}
!167 = !{!"useSyncHWStack", i1 false}
!168 = !{!"OriginatingShaderName", !""}
!169 = !{!"resAllocMD", !170, !171, !172, !173, !179}
!170 = !{!"uavsNumType", i32 0}
!171 = !{!"srvsNumType", i32 0}
!172 = !{!"samplersNumType", i32 0}
!173 = !{!"argAllocMDList", !174, !178}
!174 = !{!"argAllocMDListVec[0]", !175, !176, !177}
!175 = !{!"type", i32 0}
!176 = !{!"extensionType", i32 -1}
!177 = !{!"indexType", i32 -1}
!178 = !{!"argAllocMDListVec[1]", !175, !176, !177}
!179 = !{!"inlineSamplersMD"}
!180 = !{!"maxByteOffsets"}
!181 = !{!"IsInitializer", i1 false}
!182 = !{!"IsFinalizer", i1 false}
!183 = !{!"CompiledSubGroupsNumber", i32 0}
!184 = !{!"maxRegPressureSimd16", i32 35}
!185 = !{!"maxRegPressureSimd32", i32 69}
!186 = !{!"maxRegUniformPressure", i32 12}
!187 = !{!"maxRegNonUniformPressure", i32 68}
!188 = !{!"bestGuessSimd", i32 8}
!189 = !{!"hasInlineVmeSamplers", i1 false}
!190 = !{!"localSize", i32 0}
!191 = !{!"localIDPresent", i1 false}
!192 = !{!"groupIDPresent", i1 false}
!193 = !{!"privateMemoryPerWI", i32 0}
!194 = !{!"prevFPOffset", i32 0}
!195 = !{!"globalIDPresent", i1 false}
!196 = !{!"hasSyncRTCalls", i1 false}
!197 = !{!"hasPrintfCalls", i1 false}
!198 = !{!"hasDPAS", i1 false}
!199 = !{!"requireAssertBuffer", i1 false}
!200 = !{!"requireSyncBuffer", i1 false}
!201 = !{!"hasIndirectCalls", i1 false}
!202 = !{!"hasNonKernelArgLoad", i1 false}
!203 = !{!"hasNonKernelArgStore", i1 false}
!204 = !{!"hasNonKernelArgAtomic", i1 false}
!205 = !{!"UserAnnotations"}
!206 = !{!"m_OpenCLArgAddressSpaces"}
!207 = !{!"m_OpenCLArgAccessQualifiers", !208, !209}
!208 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!209 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!210 = !{!"m_OpenCLArgTypes"}
!211 = !{!"m_OpenCLArgBaseTypes", !212, !213}
!212 = !{!"m_OpenCLArgBaseTypesVec[0]", !"<4 x float>"}
!213 = !{!"m_OpenCLArgBaseTypesVec[1]", !"i32"}
!214 = !{!"m_OpenCLArgTypeQualifiers"}
!215 = !{!"m_OpenCLArgNames", !216, !217}
!216 = !{!"m_OpenCLArgNamesVec[0]", !"a"}
!217 = !{!"m_OpenCLArgNamesVec[1]", !"k"}
!218 = !{!"m_OpenCLArgScalarAsPointers"}
!219 = !{!"m_OptsToDisablePerFunc", !220, !221, !222}
!220 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!221 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!222 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!223 = !{!"FuncMDMap[1]", ptr @caller}
!224 = !{!"FuncMDValue[1]", !133, !225, !138, !139, !140, !141, !142, !228, !253, !145, !146, !254, !180, !181, !182, !183, !268, !269, !186, !270, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !271, !275, !277, !281, !285, !289, !218, !219}
!225 = !{!"workGroupWalkOrder", !135, !226, !227}
!226 = !{!"dim1", i32 1}
!227 = !{!"dim2", i32 2}
!228 = !{!"implicitArgInfoList", !229, !235, !237, !239, !241, !243, !245, !248, !250, !252}
!229 = !{!"implicitArgInfoListVec[0]", !230, !231, !232, !233, !234}
!230 = !{!"argId", i32 0}
!231 = !{!"explicitArgNum", i32 -1}
!232 = !{!"structArgOffset", i32 -1}
!233 = !{!"imgAccessFloatCoords", i32 -1}
!234 = !{!"imgAccessIntCoords", i32 -1}
!235 = !{!"implicitArgInfoListVec[1]", !236, !231, !232, !233, !234}
!236 = !{!"argId", i32 2}
!237 = !{!"implicitArgInfoListVec[2]", !238, !231, !232, !233, !234}
!238 = !{!"argId", i32 7}
!239 = !{!"implicitArgInfoListVec[3]", !240, !231, !232, !233, !234}
!240 = !{!"argId", i32 8}
!241 = !{!"implicitArgInfoListVec[4]", !242, !231, !232, !233, !234}
!242 = !{!"argId", i32 9}
!243 = !{!"implicitArgInfoListVec[5]", !244, !231, !232, !233, !234}
!244 = !{!"argId", i32 10}
!245 = !{!"implicitArgInfoListVec[6]", !246, !247, !232, !233, !234}
!246 = !{!"argId", i32 15}
!247 = !{!"explicitArgNum", i32 0}
!248 = !{!"implicitArgInfoListVec[7]", !246, !249, !232, !233, !234}
!249 = !{!"explicitArgNum", i32 1}
!250 = !{!"implicitArgInfoListVec[8]", !251, !247, !232, !233, !234}
!251 = !{!"argId", i32 54}
!252 = !{!"implicitArgInfoListVec[9]", !251, !249, !232, !233, !234}
!253 = !{!"functionType", !"KernelFunction"}
!254 = !{!"resAllocMD", !255, !171, !172, !256, !179}
!255 = !{!"uavsNumType", i32 2}
!256 = !{!"argAllocMDList", !174, !178, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267}
!257 = !{!"argAllocMDListVec[2]", !175, !176, !177}
!258 = !{!"argAllocMDListVec[3]", !175, !176, !177}
!259 = !{!"argAllocMDListVec[4]", !175, !176, !177}
!260 = !{!"argAllocMDListVec[5]", !175, !176, !177}
!261 = !{!"argAllocMDListVec[6]", !175, !176, !177}
!262 = !{!"argAllocMDListVec[7]", !175, !176, !177}
!263 = !{!"argAllocMDListVec[8]", !175, !176, !177}
!264 = !{!"argAllocMDListVec[9]", !175, !176, !177}
!265 = !{!"argAllocMDListVec[10]", !175, !176, !177}
!266 = !{!"argAllocMDListVec[11]", !175, !176, !177}
!267 = !{!"argAllocMDListVec[12]", !175, !176, !177}
!268 = !{!"maxRegPressureSimd16", i32 29}
!269 = !{!"maxRegPressureSimd32", i32 57}
!270 = !{!"maxRegNonUniformPressure", i32 56}
!271 = !{!"m_OpenCLArgAddressSpaces", !272, !273, !274}
!272 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!273 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!274 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!275 = !{!"m_OpenCLArgAccessQualifiers", !208, !209, !276}
!276 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!277 = !{!"m_OpenCLArgTypes", !278, !279, !280}
!278 = !{!"m_OpenCLArgTypesVec[0]", !"float4*"}
!279 = !{!"m_OpenCLArgTypesVec[1]", !"float4*"}
!280 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!281 = !{!"m_OpenCLArgBaseTypes", !282, !283, !284}
!282 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float4*"}
!283 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float4*"}
!284 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!285 = !{!"m_OpenCLArgTypeQualifiers", !286, !287, !288}
!286 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!287 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!288 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!289 = !{!"m_OpenCLArgNames", !290, !291, !292}
!290 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!291 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!292 = !{!"m_OpenCLArgNamesVec[2]", !"k"}
!293 = !{!"pushInfo", !294, !295, !296, !300, !301, !302, !303, !304, !305, !306, !307, !320, !321, !322, !323}
!294 = !{!"pushableAddresses"}
!295 = !{!"bindlessPushInfo"}
!296 = !{!"dynamicBufferInfo", !297, !298, !299}
!297 = !{!"firstIndex", i32 0}
!298 = !{!"numOffsets", i32 0}
!299 = !{!"forceDisabled", i1 false}
!300 = !{!"MaxNumberOfPushedBuffers", i32 0}
!301 = !{!"inlineConstantBufferSlot", i32 -1}
!302 = !{!"inlineConstantBufferOffset", i32 -1}
!303 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!304 = !{!"constants"}
!305 = !{!"inputs"}
!306 = !{!"constantReg"}
!307 = !{!"simplePushInfoArr", !308, !317, !318, !319}
!308 = !{!"simplePushInfoArrVec[0]", !309, !310, !311, !312, !313, !314, !315, !316}
!309 = !{!"cbIdx", i32 0}
!310 = !{!"pushableAddressGrfOffset", i32 -1}
!311 = !{!"pushableOffsetGrfOffset", i32 -1}
!312 = !{!"offset", i32 0}
!313 = !{!"size", i32 0}
!314 = !{!"isStateless", i1 false}
!315 = !{!"isBindless", i1 false}
!316 = !{!"simplePushLoads"}
!317 = !{!"simplePushInfoArrVec[1]", !309, !310, !311, !312, !313, !314, !315, !316}
!318 = !{!"simplePushInfoArrVec[2]", !309, !310, !311, !312, !313, !314, !315, !316}
!319 = !{!"simplePushInfoArrVec[3]", !309, !310, !311, !312, !313, !314, !315, !316}
!320 = !{!"simplePushBufferUsed", i32 0}
!321 = !{!"pushAnalysisWIInfos"}
!322 = !{!"inlineRTGlobalPtrOffset", i32 0}
!323 = !{!"rtSyncSurfPtrOffset", i32 0}
!324 = !{!"psInfo", !325, !326, !327, !328, !329, !330, !331, !332, !333, !334, !335, !336, !337, !338, !339, !340}
!325 = !{!"BlendStateDisabledMask", i8 0}
!326 = !{!"SkipSrc0Alpha", i1 false}
!327 = !{!"DualSourceBlendingDisabled", i1 false}
!328 = !{!"ForceEnableSimd32", i1 false}
!329 = !{!"DisableSimd32WithDiscard", i1 false}
!330 = !{!"outputDepth", i1 false}
!331 = !{!"outputStencil", i1 false}
!332 = !{!"outputMask", i1 false}
!333 = !{!"blendToFillEnabled", i1 false}
!334 = !{!"forceEarlyZ", i1 false}
!335 = !{!"hasVersionedLoop", i1 false}
!336 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!337 = !{!"blendOptimizationMode"}
!338 = !{!"colorOutputMask"}
!339 = !{!"isBlendEnabled"}
!340 = !{!"WaDisableVRS", i1 false}
!341 = !{!"csInfo", !342, !343, !344, !345, !56, !32, !33, !346, !34, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !357, !67, !358, !359, !360, !361}
!342 = !{!"maxWorkGroupSize", i32 0}
!343 = !{!"waveSize", i32 0}
!344 = !{!"ComputeShaderSecondCompile"}
!345 = !{!"forcedSIMDSize", i8 0}
!346 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!347 = !{!"forceSpillCompression", i1 false}
!348 = !{!"allowLowerSimd", i1 false}
!349 = !{!"disableSimd32Slicing", i1 false}
!350 = !{!"disableSplitOnSpill", i1 false}
!351 = !{!"enableNewSpillCostFunction", i1 false}
!352 = !{!"forceVISAPreSched", i1 false}
!353 = !{!"disableLocalIdOrderOptimizations", i1 false}
!354 = !{!"disableDispatchAlongY", i1 false}
!355 = !{!"neededThreadIdLayout", ptr null}
!356 = !{!"forceTileYWalk", i1 false}
!357 = !{!"atomicBranch", i32 0}
!358 = !{!"disableEarlyOut", i1 false}
!359 = !{!"walkOrderEnabled", i1 false}
!360 = !{!"walkOrderOverride", i32 0}
!361 = !{!"ResForHfPacking"}
!362 = !{!"msInfo", !363, !364, !365, !366, !367, !368, !369, !370, !371}
!363 = !{!"PrimitiveTopology", i32 3}
!364 = !{!"MaxNumOfPrimitives", i32 0}
!365 = !{!"MaxNumOfVertices", i32 0}
!366 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!367 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!368 = !{!"WorkGroupSize", i32 0}
!369 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!370 = !{!"IndexFormat", i32 6}
!371 = !{!"SubgroupSize", i32 0}
!372 = !{!"taskInfo", !373, !368, !369, !371}
!373 = !{!"MaxNumOfOutputs", i32 0}
!374 = !{!"NBarrierCnt", i32 0}
!375 = !{!"rtInfo", !376, !377, !378, !379, !380, !381, !382, !383, !384, !385, !386, !387, !388, !389, !165}
!376 = !{!"RayQueryAllocSizeInBytes", i32 0}
!377 = !{!"NumContinuations", i32 0}
!378 = !{!"RTAsyncStackAddrspace", i32 -1}
!379 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!380 = !{!"SWHotZoneAddrspace", i32 -1}
!381 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!382 = !{!"SWStackAddrspace", i32 -1}
!383 = !{!"SWStackSurfaceStateOffset", ptr null}
!384 = !{!"RTSyncStackAddrspace", i32 -1}
!385 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!386 = !{!"doSyncDispatchRays", i1 false}
!387 = !{!"MemStyle", !"Xe"}
!388 = !{!"GlobalDataStyle", !"Xe"}
!389 = !{!"uberTileDimensions", ptr null}
!390 = !{!"hasSliceLayoutDependency", i1 false}
!391 = !{!"CurUniqueIndirectIdx", i32 0}
!392 = !{!"inlineDynTextures"}
!393 = !{!"inlineResInfoData"}
!394 = !{!"immConstant", !395, !396, !397}
!395 = !{!"data"}
!396 = !{!"sizes"}
!397 = !{!"zeroIdxs"}
!398 = !{!"stringConstants"}
!399 = !{!"inlineBuffers", !400, !404, !405}
!400 = !{!"inlineBuffersVec[0]", !401, !402, !403}
!401 = !{!"alignment", i32 0}
!402 = !{!"allocSize", i64 0}
!403 = !{!"Buffer"}
!404 = !{!"inlineBuffersVec[1]", !401, !402, !403}
!405 = !{!"inlineBuffersVec[2]", !401, !402, !403}
!406 = !{!"GlobalBufferAddressRelocInfo"}
!407 = !{!"ConstantBufferAddressRelocInfo"}
!408 = !{!"forceLscCacheList"}
!409 = !{!"SrvMap"}
!410 = !{!"RasterizerOrderedByteAddressBuffer"}
!411 = !{!"RasterizerOrderedViews"}
!412 = !{!"MinNOSPushConstantSize", i32 2}
!413 = !{!"inlineProgramScopeOffsets"}
!414 = !{!"shaderData", !415}
!415 = !{!"numReplicas", i32 0}
!416 = !{!"URBInfo", !417, !418, !419}
!417 = !{!"has64BVertexHeaderInput", i1 false}
!418 = !{!"has64BVertexHeaderOutput", i1 false}
!419 = !{!"hasVertexHeader", i1 true}
!420 = !{!"UseBindlessImage", i1 true}
!421 = !{!"HasBindlessImageRead", i1 false}
!422 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!423 = !{!"enableRangeReduce", i1 false}
!424 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!425 = !{!"disableMatchMadOptimizationForCS", i1 false}
!426 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!427 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!428 = !{!"statefulResourcesNotAliased", i1 false}
!429 = !{!"disableMixMode", i1 false}
!430 = !{!"genericAccessesResolved", i1 false}
!431 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!432 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!433 = !{!"disableSeparateScratchWA", i1 false}
!434 = !{!"enableRemoveUnusedTGMFence", i1 false}
!435 = !{!"PrivateMemoryPerFG", !436, !437}
!436 = !{!"PrivateMemoryPerFGMap[0]", ptr @caller}
!437 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!438 = !{!"m_OptsToDisable"}
!439 = !{!"capabilities", !440}
!440 = !{!"globalVariableDecorationsINTEL", i1 false}
!441 = !{!"extensions", !442}
!442 = !{!"spvINTELBindlessImages", i1 false}
!443 = !{!"m_ShaderResourceViewMcsMask", !444, !445}
!444 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!445 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!446 = !{!"computedDepthMode", i32 0}
!447 = !{!"isHDCFastClearShader", i1 false}
!448 = !{!"argRegisterReservations", !449}
!449 = !{!"argRegisterReservationsVec[0]", i32 0}
!450 = !{!"SIMD16_SpillThreshold", i8 0}
!451 = !{!"SIMD32_SpillThreshold", i8 0}
!452 = !{!"m_CacheControlOption", !453, !454, !455, !456}
!453 = !{!"LscLoadCacheControlOverride", i8 0}
!454 = !{!"LscStoreCacheControlOverride", i8 0}
!455 = !{!"TgmLoadCacheControlOverride", i8 0}
!456 = !{!"TgmStoreCacheControlOverride", i8 0}
!457 = !{!"ModuleUsesBindless", i1 true}
!458 = !{!"predicationMap"}
!459 = !{!"lifeTimeStartMap"}
!460 = !{!"HitGroups"}
!461 = !{i32 2, i32 0}
!462 = !{!"clang version 16.0.6"}
!463 = distinct !DISubprogram(name: "caller", scope: null, file: !4, line: 11, type: !464, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !484, retainedNodes: !476)
!464 = !DISubroutineType(types: !465)
!465 = !{null, !466, !474, !475}
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !467, size: 64, dwarfAddressSpace: 1)
!467 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !468)
!468 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !469, baseType: !470)
!469 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!470 = !DICompositeType(tag: DW_TAG_array_type, baseType: !471, size: 128, flags: DIFlagVector, elements: !472)
!471 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!472 = !{!473}
!473 = !DISubrange(count: 4, lowerBound: 0)
!474 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !468, size: 64, dwarfAddressSpace: 1)
!475 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!476 = !{!477, !478, !479, !480, !483}
!477 = !DILocalVariable(name: "in", arg: 1, scope: !463, file: !4, line: 11, type: !466)
!478 = !DILocalVariable(name: "out", arg: 2, scope: !463, file: !4, line: 11, type: !474)
!479 = !DILocalVariable(name: "k", arg: 3, scope: !463, file: !4, line: 11, type: !475)
!480 = !DILocalVariable(name: "i", scope: !463, file: !4, line: 12, type: !481)
!481 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !469, baseType: !482)
!482 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!483 = !DILocalVariable(name: "v", scope: !463, file: !4, line: 13, type: !468)
!484 = !{}
!485 = !DILocation(line: 0, scope: !463)
!486 = !DILocation(line: 12, column: 14, scope: !463)
!487 = !DILocation(line: 13, column: 14, scope: !463)
!488 = !{i32 4}
!489 = !DILocation(line: 14, column: 12, scope: !463)
!490 = !DILocation(line: 14, column: 34, scope: !463)
!491 = !DILocation(line: 14, column: 44, scope: !463)
!492 = !{!493}
!493 = !{i32 4469}
!494 = !DILocation(line: 14, column: 27, scope: !463)
!495 = !DILocation(line: 14, column: 25, scope: !463)
!496 = !DILocation(line: 14, column: 3, scope: !463)
!497 = !DILocation(line: 14, column: 10, scope: !463)
!498 = !{i32 7}
!499 = !DILocation(line: 15, column: 1, scope: !463)
!500 = !{!"80"}
!501 = !{!"-3"}
!502 = distinct !DISubprogram(name: "helper", scope: null, file: !4, line: 3, type: !503, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !484, retainedNodes: !505)
!503 = !DISubroutineType(types: !504)
!504 = !{!468, !468, !475}
!505 = !{!506, !507, !508, !509, !510}
!506 = !DILocalVariable(name: "a", arg: 1, scope: !502, file: !4, line: 3, type: !468)
!507 = !DILocalVariable(name: "k", arg: 2, scope: !502, file: !4, line: 3, type: !475)
!508 = !DILocalVariable(name: "t", scope: !502, file: !4, line: 4, type: !468)
!509 = !DILocalVariable(name: "j", scope: !502, file: !4, line: 5, type: !475)
!510 = !DILocalVariable(name: "m", scope: !511, file: !4, line: 6, type: !475)
!511 = distinct !DILexicalBlock(scope: !502, file: !4, line: 6, column: 3)
!512 = !DILocation(line: 0, scope: !502)
!513 = !DILocation(line: 4, column: 18, scope: !502)
!514 = !DILocation(line: 4, column: 16, scope: !502)
!515 = !DILocation(line: 0, scope: !511)
!516 = !DILocation(line: 6, column: 26, scope: !517)
!517 = distinct !DILexicalBlock(scope: !511, file: !4, line: 6, column: 3)
!518 = !DILocation(line: 6, column: 21, scope: !517)
!519 = !DILocation(line: 6, column: 3, scope: !511)
!520 = !{!"11529215046068469760"}
!521 = !{!"-59"}
!522 = !DILocation(line: 5, column: 13, scope: !502)
!523 = !{!"14274266247513343513"}
!524 = !{!"-60"}
!525 = !DILocation(line: 7, column: 28, scope: !517)
!526 = !DILocation(line: 7, column: 18, scope: !517)
!527 = !DILocation(line: 7, column: 16, scope: !517)
!528 = !DILocation(line: 6, column: 33, scope: !517)
!529 = !{!"14617397647693952731"}
!530 = !{!"-55"}
!531 = !{!"14171326827459160746"}
!532 = !{!"17568327689247192015"}
!533 = !{!"-61"}
!534 = !DILocation(line: 8, column: 3, scope: !502)
