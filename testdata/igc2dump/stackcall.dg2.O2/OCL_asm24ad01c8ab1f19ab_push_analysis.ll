; ------------------------------------------------
; OCL_asm24ad01c8ab1f19ab_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p2490368:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind memory(argmem: readwrite)
define spir_kernel void @caller(ptr addrspace(1) nocapture readonly align 16 %in, ptr addrspace(1) nocapture writeonly align 16 %out, i32 %k, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !460 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !474, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !475, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482
  call void @llvm.dbg.value(metadata i32 %k, metadata !476, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !483
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !483
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !483
  %6 = zext i16 %localIdX to i32, !dbg !483
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !483
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !483
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !483
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !483
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !483
  call void @llvm.dbg.value(metadata i64 undef, metadata !477, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482
  %12 = shl i32 %11, 4, !dbg !484
  %13 = add i32 %12, %bufferOffset, !dbg !484
  %14 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !484
  %15 = call <4 x float> @llvm.genx.GenISA.ldrawvector.indexed.v4f32.p2490368(ptr addrspace(2490368) %14, i32 %13, i32 16, i1 false), !dbg !484
  call void @llvm.dbg.value(metadata <4 x float> %15, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482
  %helper3 = call spir_func <4 x float> @helper(<4 x float> %15, i32 %k), !dbg !485
  %16 = extractelement <4 x float> %helper3, i32 0, !dbg !485
  %17 = extractelement <4 x float> %helper3, i32 1, !dbg !485
  %18 = extractelement <4 x float> %helper3, i32 2, !dbg !485
  %19 = extractelement <4 x float> %helper3, i32 3, !dbg !485
  %20 = extractelement <4 x float> %15, i32 3, !dbg !486
  %21 = insertelement <4 x float> undef, float %20, i32 0, !dbg !486
  %22 = extractelement <4 x float> %15, i32 2, !dbg !486
  %23 = insertelement <4 x float> %21, float %22, i32 1, !dbg !486
  %24 = extractelement <4 x float> %15, i32 1, !dbg !486
  %25 = insertelement <4 x float> %23, float %24, i32 2, !dbg !486
  %26 = extractelement <4 x float> %15, i32 0, !dbg !486
  %27 = insertelement <4 x float> %25, float %26, i32 3, !dbg !486
  %add = add nsw i32 %k, 1, !dbg !487, !spirv.Decorations !488
  %helper = call spir_func <4 x float> @helper(<4 x float> %27, i32 %add), !dbg !490
  %28 = extractelement <4 x float> %helper, i32 0, !dbg !490
  %29 = extractelement <4 x float> %helper, i32 1, !dbg !490
  %30 = extractelement <4 x float> %helper, i32 2, !dbg !490
  %31 = extractelement <4 x float> %helper, i32 3, !dbg !490
  %add321 = fadd float %16, %28, !dbg !491
  %add322 = fadd float %17, %29, !dbg !491
  %add323 = fadd float %18, %30, !dbg !491
  %add324 = fadd float %19, %31, !dbg !491
  %32 = insertelement <4 x float> undef, float %add321, i32 0, !dbg !491
  %33 = insertelement <4 x float> %32, float %add322, i32 1, !dbg !491
  %34 = insertelement <4 x float> %33, float %add323, i32 2, !dbg !491
  %35 = insertelement <4 x float> %34, float %add324, i32 3, !dbg !491
  %36 = add i32 %12, %bufferOffset1, !dbg !492
  %37 = inttoptr i32 %bindlessOffset2 to ptr addrspace(2490368), !dbg !493
  call void @llvm.genx.GenISA.storerawvector.indexed.p2490368.v4f32(ptr addrspace(2490368) %37, i32 %36, <4 x float> %35, i32 16, i1 false), !dbg !493
  ret void, !dbg !494
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal spir_func <4 x float> @helper(<4 x float> %a, i32 %k) #1 !dbg !495 {
entry:
  %0 = extractelement <4 x float> %a, i32 0
  %1 = extractelement <4 x float> %a, i32 1
  %2 = extractelement <4 x float> %a, i32 2
  %3 = extractelement <4 x float> %a, i32 3
  call void @llvm.dbg.value(metadata <4 x float> %a, metadata !499, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  call void @llvm.dbg.value(metadata i32 %k, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %conv = sitofp i32 %k to float, !dbg !506
  %mul2 = fmul float %0, %conv, !dbg !507
  %mul3 = fmul float %1, %conv, !dbg !507
  %mul4 = fmul float %2, %conv, !dbg !507
  %mul5 = fmul float %3, %conv, !dbg !507
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !501, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %mul1 = mul nsw i32 %k, 3, !dbg !508, !spirv.Decorations !488
  call void @llvm.dbg.value(metadata i32 %mul1, metadata !502, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !505
  call void @llvm.dbg.value(metadata i32 0, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  %4 = insertelement <4 x float> undef, float %mul2, i32 0, !dbg !505
  %5 = insertelement <4 x float> %4, float %mul3, i32 1, !dbg !505
  %6 = insertelement <4 x float> %5, float %mul4, i32 2, !dbg !505
  %7 = insertelement <4 x float> %6, float %mul5, i32 3, !dbg !505
  call void @llvm.dbg.value(metadata <4 x float> %7, metadata !501, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %and = and i32 %k, 7, !dbg !510
  %.not = icmp eq i32 %and, 0, !dbg !512
  br i1 %.not, label %entry.for.end_crit_edge, label %for.body.preheader, !dbg !513

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !513

for.body.preheader:                               ; preds = %entry
  br label %for.body, !dbg !513

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
  %m.018 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %t.0917 = phi float [ %add713, %for.body.for.body_crit_edge ], [ %mul5, %for.body.preheader ]
  %t.0816 = phi float [ %add712, %for.body.for.body_crit_edge ], [ %mul4, %for.body.preheader ]
  %t.0715 = phi float [ %add711, %for.body.for.body_crit_edge ], [ %mul3, %for.body.preheader ]
  %t.0614 = phi float [ %add710, %for.body.for.body_crit_edge ], [ %mul2, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %m.018, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  %8 = add i32 %mul1, %m.018
  %add3 = add i32 %8, 1, !dbg !514, !spirv.Decorations !488
  %conv4 = sitofp i32 %add3 to float, !dbg !515
  %add710 = fadd float %t.0715, %conv4, !dbg !516
  %add711 = fadd float %t.0816, %conv4, !dbg !516
  %add712 = fadd float %t.0917, %conv4, !dbg !516
  %add713 = fadd float %t.0614, %conv4, !dbg !516
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !501, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %inc = add nuw nsw i32 %m.018, 1, !dbg !517, !spirv.Decorations !488
  call void @llvm.dbg.value(metadata i32 %inc, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata <4 x float> poison, metadata !501, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %9 = icmp ult i32 %inc, %and, !dbg !512
  br i1 %9, label %for.body.for.body_crit_edge, label %for.cond.for.end_crit_edge, !dbg !513

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !513

for.cond.for.end_crit_edge:                       ; preds = %for.body
  %10 = insertelement <4 x float> undef, float %add710, i32 0, !dbg !505
  %11 = insertelement <4 x float> %10, float %add711, i32 1, !dbg !505
  %12 = insertelement <4 x float> %11, float %add712, i32 2, !dbg !505
  %13 = insertelement <4 x float> %12, float %add713, i32 3, !dbg !505
  br label %for.end, !dbg !513

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.cond.for.end_crit_edge
  %.lcssa = phi <4 x float> [ %13, %for.cond.for.end_crit_edge ], [ %7, %entry.for.end_crit_edge ], !dbg !505
  ret <4 x float> %.lcssa, !dbg !518
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
!opencl.ocl.version = !{!458, !458, !458, !458, !458, !458, !458, !458}
!opencl.spir.version = !{!458, !458, !458, !458, !458, !458, !458, !458}
!llvm.ident = !{!459, !459, !459, !459, !459, !459, !459, !459}

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
!14 = !{!"ModuleMD", !15, !16, !130, !290, !321, !338, !359, !369, !371, !372, !387, !388, !389, !390, !391, !395, !396, !403, !404, !405, !406, !407, !408, !409, !410, !411, !413, !417, !418, !419, !420, !421, !422, !423, !424, !425, !426, !427, !428, !429, !430, !431, !193, !432, !435, !436, !438, !440, !443, !444, !445, !447, !448, !449, !454, !455, !456, !457}
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
!184 = !{!"maxRegPressureSimd16", i32 0}
!185 = !{!"maxRegPressureSimd32", i32 0}
!186 = !{!"maxRegUniformPressure", i32 0}
!187 = !{!"maxRegNonUniformPressure", i32 0}
!188 = !{!"bestGuessSimd", i32 0}
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
!224 = !{!"FuncMDValue[1]", !133, !225, !138, !139, !140, !141, !142, !228, !253, !145, !146, !254, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !268, !272, !274, !278, !282, !286, !218, !219}
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
!268 = !{!"m_OpenCLArgAddressSpaces", !269, !270, !271}
!269 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!270 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!271 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!272 = !{!"m_OpenCLArgAccessQualifiers", !208, !209, !273}
!273 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!274 = !{!"m_OpenCLArgTypes", !275, !276, !277}
!275 = !{!"m_OpenCLArgTypesVec[0]", !"float4*"}
!276 = !{!"m_OpenCLArgTypesVec[1]", !"float4*"}
!277 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!278 = !{!"m_OpenCLArgBaseTypes", !279, !280, !281}
!279 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float4*"}
!280 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float4*"}
!281 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!282 = !{!"m_OpenCLArgTypeQualifiers", !283, !284, !285}
!283 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!284 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!285 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!286 = !{!"m_OpenCLArgNames", !287, !288, !289}
!287 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!288 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!289 = !{!"m_OpenCLArgNamesVec[2]", !"k"}
!290 = !{!"pushInfo", !291, !292, !293, !297, !298, !299, !300, !301, !302, !303, !304, !317, !318, !319, !320}
!291 = !{!"pushableAddresses"}
!292 = !{!"bindlessPushInfo"}
!293 = !{!"dynamicBufferInfo", !294, !295, !296}
!294 = !{!"firstIndex", i32 0}
!295 = !{!"numOffsets", i32 0}
!296 = !{!"forceDisabled", i1 false}
!297 = !{!"MaxNumberOfPushedBuffers", i32 0}
!298 = !{!"inlineConstantBufferSlot", i32 -1}
!299 = !{!"inlineConstantBufferOffset", i32 -1}
!300 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!301 = !{!"constants"}
!302 = !{!"inputs"}
!303 = !{!"constantReg"}
!304 = !{!"simplePushInfoArr", !305, !314, !315, !316}
!305 = !{!"simplePushInfoArrVec[0]", !306, !307, !308, !309, !310, !311, !312, !313}
!306 = !{!"cbIdx", i32 0}
!307 = !{!"pushableAddressGrfOffset", i32 -1}
!308 = !{!"pushableOffsetGrfOffset", i32 -1}
!309 = !{!"offset", i32 0}
!310 = !{!"size", i32 0}
!311 = !{!"isStateless", i1 false}
!312 = !{!"isBindless", i1 false}
!313 = !{!"simplePushLoads"}
!314 = !{!"simplePushInfoArrVec[1]", !306, !307, !308, !309, !310, !311, !312, !313}
!315 = !{!"simplePushInfoArrVec[2]", !306, !307, !308, !309, !310, !311, !312, !313}
!316 = !{!"simplePushInfoArrVec[3]", !306, !307, !308, !309, !310, !311, !312, !313}
!317 = !{!"simplePushBufferUsed", i32 0}
!318 = !{!"pushAnalysisWIInfos"}
!319 = !{!"inlineRTGlobalPtrOffset", i32 0}
!320 = !{!"rtSyncSurfPtrOffset", i32 0}
!321 = !{!"psInfo", !322, !323, !324, !325, !326, !327, !328, !329, !330, !331, !332, !333, !334, !335, !336, !337}
!322 = !{!"BlendStateDisabledMask", i8 0}
!323 = !{!"SkipSrc0Alpha", i1 false}
!324 = !{!"DualSourceBlendingDisabled", i1 false}
!325 = !{!"ForceEnableSimd32", i1 false}
!326 = !{!"DisableSimd32WithDiscard", i1 false}
!327 = !{!"outputDepth", i1 false}
!328 = !{!"outputStencil", i1 false}
!329 = !{!"outputMask", i1 false}
!330 = !{!"blendToFillEnabled", i1 false}
!331 = !{!"forceEarlyZ", i1 false}
!332 = !{!"hasVersionedLoop", i1 false}
!333 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!334 = !{!"blendOptimizationMode"}
!335 = !{!"colorOutputMask"}
!336 = !{!"isBlendEnabled"}
!337 = !{!"WaDisableVRS", i1 false}
!338 = !{!"csInfo", !339, !340, !341, !342, !56, !32, !33, !343, !34, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !67, !355, !356, !357, !358}
!339 = !{!"maxWorkGroupSize", i32 0}
!340 = !{!"waveSize", i32 0}
!341 = !{!"ComputeShaderSecondCompile"}
!342 = !{!"forcedSIMDSize", i8 0}
!343 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!344 = !{!"forceSpillCompression", i1 false}
!345 = !{!"allowLowerSimd", i1 false}
!346 = !{!"disableSimd32Slicing", i1 false}
!347 = !{!"disableSplitOnSpill", i1 false}
!348 = !{!"enableNewSpillCostFunction", i1 false}
!349 = !{!"forceVISAPreSched", i1 false}
!350 = !{!"disableLocalIdOrderOptimizations", i1 false}
!351 = !{!"disableDispatchAlongY", i1 false}
!352 = !{!"neededThreadIdLayout", ptr null}
!353 = !{!"forceTileYWalk", i1 false}
!354 = !{!"atomicBranch", i32 0}
!355 = !{!"disableEarlyOut", i1 false}
!356 = !{!"walkOrderEnabled", i1 false}
!357 = !{!"walkOrderOverride", i32 0}
!358 = !{!"ResForHfPacking"}
!359 = !{!"msInfo", !360, !361, !362, !363, !364, !365, !366, !367, !368}
!360 = !{!"PrimitiveTopology", i32 3}
!361 = !{!"MaxNumOfPrimitives", i32 0}
!362 = !{!"MaxNumOfVertices", i32 0}
!363 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!364 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!365 = !{!"WorkGroupSize", i32 0}
!366 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!367 = !{!"IndexFormat", i32 6}
!368 = !{!"SubgroupSize", i32 0}
!369 = !{!"taskInfo", !370, !365, !366, !368}
!370 = !{!"MaxNumOfOutputs", i32 0}
!371 = !{!"NBarrierCnt", i32 0}
!372 = !{!"rtInfo", !373, !374, !375, !376, !377, !378, !379, !380, !381, !382, !383, !384, !385, !386, !165}
!373 = !{!"RayQueryAllocSizeInBytes", i32 0}
!374 = !{!"NumContinuations", i32 0}
!375 = !{!"RTAsyncStackAddrspace", i32 -1}
!376 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!377 = !{!"SWHotZoneAddrspace", i32 -1}
!378 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!379 = !{!"SWStackAddrspace", i32 -1}
!380 = !{!"SWStackSurfaceStateOffset", ptr null}
!381 = !{!"RTSyncStackAddrspace", i32 -1}
!382 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!383 = !{!"doSyncDispatchRays", i1 false}
!384 = !{!"MemStyle", !"Xe"}
!385 = !{!"GlobalDataStyle", !"Xe"}
!386 = !{!"uberTileDimensions", ptr null}
!387 = !{!"hasSliceLayoutDependency", i1 false}
!388 = !{!"CurUniqueIndirectIdx", i32 0}
!389 = !{!"inlineDynTextures"}
!390 = !{!"inlineResInfoData"}
!391 = !{!"immConstant", !392, !393, !394}
!392 = !{!"data"}
!393 = !{!"sizes"}
!394 = !{!"zeroIdxs"}
!395 = !{!"stringConstants"}
!396 = !{!"inlineBuffers", !397, !401, !402}
!397 = !{!"inlineBuffersVec[0]", !398, !399, !400}
!398 = !{!"alignment", i32 0}
!399 = !{!"allocSize", i64 0}
!400 = !{!"Buffer"}
!401 = !{!"inlineBuffersVec[1]", !398, !399, !400}
!402 = !{!"inlineBuffersVec[2]", !398, !399, !400}
!403 = !{!"GlobalBufferAddressRelocInfo"}
!404 = !{!"ConstantBufferAddressRelocInfo"}
!405 = !{!"forceLscCacheList"}
!406 = !{!"SrvMap"}
!407 = !{!"RasterizerOrderedByteAddressBuffer"}
!408 = !{!"RasterizerOrderedViews"}
!409 = !{!"MinNOSPushConstantSize", i32 2}
!410 = !{!"inlineProgramScopeOffsets"}
!411 = !{!"shaderData", !412}
!412 = !{!"numReplicas", i32 0}
!413 = !{!"URBInfo", !414, !415, !416}
!414 = !{!"has64BVertexHeaderInput", i1 false}
!415 = !{!"has64BVertexHeaderOutput", i1 false}
!416 = !{!"hasVertexHeader", i1 true}
!417 = !{!"UseBindlessImage", i1 true}
!418 = !{!"HasBindlessImageRead", i1 false}
!419 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!420 = !{!"enableRangeReduce", i1 false}
!421 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!422 = !{!"disableMatchMadOptimizationForCS", i1 false}
!423 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!424 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!425 = !{!"statefulResourcesNotAliased", i1 false}
!426 = !{!"disableMixMode", i1 false}
!427 = !{!"genericAccessesResolved", i1 false}
!428 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!429 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!430 = !{!"disableSeparateScratchWA", i1 false}
!431 = !{!"enableRemoveUnusedTGMFence", i1 false}
!432 = !{!"PrivateMemoryPerFG", !433, !434}
!433 = !{!"PrivateMemoryPerFGMap[0]", ptr @caller}
!434 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!435 = !{!"m_OptsToDisable"}
!436 = !{!"capabilities", !437}
!437 = !{!"globalVariableDecorationsINTEL", i1 false}
!438 = !{!"extensions", !439}
!439 = !{!"spvINTELBindlessImages", i1 false}
!440 = !{!"m_ShaderResourceViewMcsMask", !441, !442}
!441 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!442 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!443 = !{!"computedDepthMode", i32 0}
!444 = !{!"isHDCFastClearShader", i1 false}
!445 = !{!"argRegisterReservations", !446}
!446 = !{!"argRegisterReservationsVec[0]", i32 0}
!447 = !{!"SIMD16_SpillThreshold", i8 0}
!448 = !{!"SIMD32_SpillThreshold", i8 0}
!449 = !{!"m_CacheControlOption", !450, !451, !452, !453}
!450 = !{!"LscLoadCacheControlOverride", i8 0}
!451 = !{!"LscStoreCacheControlOverride", i8 0}
!452 = !{!"TgmLoadCacheControlOverride", i8 0}
!453 = !{!"TgmStoreCacheControlOverride", i8 0}
!454 = !{!"ModuleUsesBindless", i1 true}
!455 = !{!"predicationMap"}
!456 = !{!"lifeTimeStartMap"}
!457 = !{!"HitGroups"}
!458 = !{i32 2, i32 0}
!459 = !{!"clang version 16.0.6"}
!460 = distinct !DISubprogram(name: "caller", scope: null, file: !4, line: 11, type: !461, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !481, retainedNodes: !473)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !463, !471, !472}
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64, dwarfAddressSpace: 1)
!464 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !465)
!465 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !466, baseType: !467)
!466 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!467 = !DICompositeType(tag: DW_TAG_array_type, baseType: !468, size: 128, flags: DIFlagVector, elements: !469)
!468 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!469 = !{!470}
!470 = !DISubrange(count: 4, lowerBound: 0)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !465, size: 64, dwarfAddressSpace: 1)
!472 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!473 = !{!474, !475, !476, !477, !480}
!474 = !DILocalVariable(name: "in", arg: 1, scope: !460, file: !4, line: 11, type: !463)
!475 = !DILocalVariable(name: "out", arg: 2, scope: !460, file: !4, line: 11, type: !471)
!476 = !DILocalVariable(name: "k", arg: 3, scope: !460, file: !4, line: 11, type: !472)
!477 = !DILocalVariable(name: "i", scope: !460, file: !4, line: 12, type: !478)
!478 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !466, baseType: !479)
!479 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!480 = !DILocalVariable(name: "v", scope: !460, file: !4, line: 13, type: !465)
!481 = !{}
!482 = !DILocation(line: 0, scope: !460)
!483 = !DILocation(line: 12, column: 14, scope: !460)
!484 = !DILocation(line: 13, column: 14, scope: !460)
!485 = !DILocation(line: 14, column: 12, scope: !460)
!486 = !DILocation(line: 14, column: 34, scope: !460)
!487 = !DILocation(line: 14, column: 44, scope: !460)
!488 = !{!489}
!489 = !{i32 4469}
!490 = !DILocation(line: 14, column: 27, scope: !460)
!491 = !DILocation(line: 14, column: 25, scope: !460)
!492 = !DILocation(line: 14, column: 3, scope: !460)
!493 = !DILocation(line: 14, column: 10, scope: !460)
!494 = !DILocation(line: 15, column: 1, scope: !460)
!495 = distinct !DISubprogram(name: "helper", scope: null, file: !4, line: 3, type: !496, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !481, retainedNodes: !498)
!496 = !DISubroutineType(types: !497)
!497 = !{!465, !465, !472}
!498 = !{!499, !500, !501, !502, !503}
!499 = !DILocalVariable(name: "a", arg: 1, scope: !495, file: !4, line: 3, type: !465)
!500 = !DILocalVariable(name: "k", arg: 2, scope: !495, file: !4, line: 3, type: !472)
!501 = !DILocalVariable(name: "t", scope: !495, file: !4, line: 4, type: !465)
!502 = !DILocalVariable(name: "j", scope: !495, file: !4, line: 5, type: !472)
!503 = !DILocalVariable(name: "m", scope: !504, file: !4, line: 6, type: !472)
!504 = distinct !DILexicalBlock(scope: !495, file: !4, line: 6, column: 3)
!505 = !DILocation(line: 0, scope: !495)
!506 = !DILocation(line: 4, column: 18, scope: !495)
!507 = !DILocation(line: 4, column: 16, scope: !495)
!508 = !DILocation(line: 5, column: 13, scope: !495)
!509 = !DILocation(line: 0, scope: !504)
!510 = !DILocation(line: 6, column: 26, scope: !511)
!511 = distinct !DILexicalBlock(scope: !504, file: !4, line: 6, column: 3)
!512 = !DILocation(line: 6, column: 21, scope: !511)
!513 = !DILocation(line: 6, column: 3, scope: !504)
!514 = !DILocation(line: 7, column: 28, scope: !511)
!515 = !DILocation(line: 7, column: 18, scope: !511)
!516 = !DILocation(line: 7, column: 16, scope: !511)
!517 = !DILocation(line: 6, column: 33, scope: !511)
!518 = !DILocation(line: 8, column: 3, scope: !495)
