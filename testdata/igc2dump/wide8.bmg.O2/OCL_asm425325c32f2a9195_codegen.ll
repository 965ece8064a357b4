; ------------------------------------------------
; OCL_asm425325c32f2a9195_codegen.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @wide8(ptr addrspace(1) align 32 %u, ptr addrspace(1) align 32 %f, ptr addrspace(1) align 32 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bindlessOffset, i32 %bindlessOffset3, i32 %bindlessOffset4) #0 !dbg !451 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %u, metadata !471, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata ptr addrspace(1) %f, metadata !472, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !473, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata i32 %n, metadata !474, metadata !DIExpression()), !dbg !483
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !484
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !484
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !484
  %6 = insertelement <2 x i32> undef, i32 %4, i32 0, !dbg !484
  %7 = insertelement <2 x i32> %6, i32 %5, i32 1, !dbg !484
  %8 = bitcast <2 x i32> %7 to i64, !dbg !484
  %9 = zext i16 %localIdX to i64, !dbg !484
  %10 = add nuw i64 %8, %9, !dbg !484
  %11 = zext i32 %0 to i64, !dbg !484
  %12 = add nuw i64 %10, %11, !dbg !484
  call void @llvm.dbg.value(metadata i64 %12, metadata !475, metadata !DIExpression()), !dbg !483
  %13 = shl i64 %12, 5, !dbg !485
  %14 = ptrtoint ptr addrspace(1) %f to i64, !dbg !486
  %15 = add i64 %13, %14, !dbg !486
  %16 = inttoptr i64 %15 to ptr addrspace(1), !dbg !486
  %17 = load <8 x float>, ptr addrspace(1) %16, align 32, !dbg !486
  call void @llvm.dbg.value(metadata <8 x float> %17, metadata !479, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata i32 0, metadata !480, metadata !DIExpression()), !dbg !487
  call void @llvm.dbg.value(metadata <8 x float> %17, metadata !479, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata <8 x i32> undef, metadata !478, metadata !DIExpression()), !dbg !483
  %18 = icmp sgt i32 %n, 0, !dbg !488
  br i1 %18, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !490, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !492

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !490, !stats.blockFrequency.digits !493, !stats.blockFrequency.scale !494

for.body.preheader:                               ; preds = %entry
  %19 = ptrtoint ptr addrspace(1) %u to i64, !dbg !485
  %20 = add i64 %13, %19, !dbg !485
  %21 = inttoptr i64 %20 to ptr addrspace(1), !dbg !485
  %22 = load <8 x i32>, ptr addrspace(1) %21, align 32, !dbg !485
  call void @llvm.dbg.value(metadata <8 x i32> %22, metadata !478, metadata !DIExpression()), !dbg !483
  %23 = extractelement <8 x i32> %22, i32 0, !dbg !485
  %24 = extractelement <8 x i32> %22, i32 1, !dbg !485
  %25 = extractelement <8 x i32> %22, i32 2, !dbg !485
  %26 = extractelement <8 x i32> %22, i32 3, !dbg !485
  %27 = extractelement <8 x i32> %22, i32 4, !dbg !485
  %28 = extractelement <8 x i32> %22, i32 5, !dbg !485
  %29 = extractelement <8 x i32> %22, i32 6, !dbg !485
  %30 = extractelement <8 x i32> %22, i32 7, !dbg !485
  %31 = extractelement <8 x float> %17, i32 0, !dbg !486
  %32 = extractelement <8 x float> %17, i32 1, !dbg !486
  %33 = extractelement <8 x float> %17, i32 2, !dbg !486
  %34 = extractelement <8 x float> %17, i32 3, !dbg !486
  %35 = extractelement <8 x float> %17, i32 4, !dbg !486
  %36 = extractelement <8 x float> %17, i32 5, !dbg !486
  %37 = extractelement <8 x float> %17, i32 6, !dbg !486
  %38 = extractelement <8 x float> %17, i32 7, !dbg !486
  br label %for.body, !dbg !490, !stats.blockFrequency.digits !495, !stats.blockFrequency.scale !496

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
  %k.078 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %b.03777 = phi float [ %mul61, %for.body.for.body_crit_edge ], [ %38, %for.body.preheader ]
  %b.03676 = phi float [ %mul60, %for.body.for.body_crit_edge ], [ %37, %for.body.preheader ]
  %b.03575 = phi float [ %mul59, %for.body.for.body_crit_edge ], [ %36, %for.body.preheader ]
  %b.03474 = phi float [ %mul58, %for.body.for.body_crit_edge ], [ %35, %for.body.preheader ]
  %b.03373 = phi float [ %mul57, %for.body.for.body_crit_edge ], [ %34, %for.body.preheader ]
  %b.03272 = phi float [ %mul56, %for.body.for.body_crit_edge ], [ %33, %for.body.preheader ]
  %b.03171 = phi float [ %mul55, %for.body.for.body_crit_edge ], [ %32, %for.body.preheader ]
  %b.03070 = phi float [ %mul54, %for.body.for.body_crit_edge ], [ %31, %for.body.preheader ]
  %a.02969 = phi i32 [ %xor45, %for.body.for.body_crit_edge ], [ %30, %for.body.preheader ]
  %a.02868 = phi i32 [ %xor44, %for.body.for.body_crit_edge ], [ %29, %for.body.preheader ]
  %a.02767 = phi i32 [ %xor43, %for.body.for.body_crit_edge ], [ %28, %for.body.preheader ]
  %a.02666 = phi i32 [ %xor42, %for.body.for.body_crit_edge ], [ %27, %for.body.preheader ]
  %a.02565 = phi i32 [ %xor41, %for.body.for.body_crit_edge ], [ %26, %for.body.preheader ]
  %a.02464 = phi i32 [ %xor40, %for.body.for.body_crit_edge ], [ %25, %for.body.preheader ]
  %a.02363 = phi i32 [ %xor39, %for.body.for.body_crit_edge ], [ %24, %for.body.preheader ]
  %a.02262 = phi i32 [ %xor38, %for.body.for.body_crit_edge ], [ %23, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %k.078, metadata !480, metadata !DIExpression()), !dbg !487
  %xor38 = xor i32 %a.02363, %k.078, !dbg !497
  %xor39 = xor i32 %a.02464, %k.078, !dbg !497
  %xor40 = xor i32 %a.02565, %k.078, !dbg !497
  %xor41 = xor i32 %a.02666, %k.078, !dbg !497
  %xor42 = xor i32 %a.02767, %k.078, !dbg !497
  %xor43 = xor i32 %a.02868, %k.078, !dbg !497
  %xor44 = xor i32 %a.02969, %k.078, !dbg !497
  %xor45 = xor i32 %a.02262, %k.078, !dbg !497
  call void @llvm.dbg.value(metadata <8 x i32> undef, metadata !478, metadata !DIExpression()), !dbg !483
  %call246 = uitofp i32 %xor38 to float, !dbg !499
  %call247 = uitofp i32 %xor39 to float, !dbg !499
  %call248 = uitofp i32 %xor40 to float, !dbg !499
  %call249 = uitofp i32 %xor41 to float, !dbg !499
  %call250 = uitofp i32 %xor42 to float, !dbg !499
  %call251 = uitofp i32 %xor43 to float, !dbg !499
  %call252 = uitofp i32 %xor44 to float, !dbg !499
  %call253 = uitofp i32 %xor45 to float, !dbg !499
  %mul54 = fmul float %b.03777, %call246, !dbg !500
  %mul55 = fmul float %b.03676, %call247, !dbg !500
  %mul56 = fmul float %b.03575, %call248, !dbg !500
  %mul57 = fmul float %b.03474, %call249, !dbg !500
  %mul58 = fmul float %b.03373, %call250, !dbg !500
  %mul59 = fmul float %b.03272, %call251, !dbg !500
  %mul60 = fmul float %b.03171, %call252, !dbg !500
  %mul61 = fmul float %b.03070, %call253, !dbg !500
  call void @llvm.dbg.value(metadata <8 x float> undef, metadata !479, metadata !DIExpression()), !dbg !483
  %inc = add nuw nsw i32 %k.078, 1, !dbg !501, !spirv.Decorations !502
  call void @llvm.dbg.value(metadata i32 %inc, metadata !480, metadata !DIExpression()), !dbg !487
  call void @llvm.dbg.value(metadata <8 x float> poison, metadata !479, metadata !DIExpression()), !dbg !483
  %39 = icmp slt i32 %inc, %n, !dbg !488
  br i1 %39, label %for.body.for.body_crit_edge, label %for.cond.for.end_crit_edge, !dbg !490, !stats.blockFrequency.digits !504, !stats.blockFrequency.scale !505

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !490, !stats.blockFrequency.digits !506, !stats.blockFrequency.scale !505

for.cond.for.end_crit_edge:                       ; preds = %for.body
  %mul54.lcssa = phi float [ %mul54, %for.body ], !dbg !500
  %mul55.lcssa = phi float [ %mul55, %for.body ], !dbg !500
  %mul56.lcssa = phi float [ %mul56, %for.body ], !dbg !500
  %mul57.lcssa = phi float [ %mul57, %for.body ], !dbg !500
  %mul58.lcssa = phi float [ %mul58, %for.body ], !dbg !500
  %mul59.lcssa = phi float [ %mul59, %for.body ], !dbg !500
  %mul60.lcssa = phi float [ %mul60, %for.body ], !dbg !500
  %mul61.lcssa = phi float [ %mul61, %for.body ], !dbg !500
  %40 = insertelement <8 x float> undef, float %mul54.lcssa, i64 0, !dbg !483
  %41 = insertelement <8 x float> %40, float %mul55.lcssa, i64 1, !dbg !483
  %42 = insertelement <8 x float> %41, float %mul56.lcssa, i64 2, !dbg !483
  %43 = insertelement <8 x float> %42, float %mul57.lcssa, i64 3, !dbg !483
  %44 = insertelement <8 x float> %43, float %mul58.lcssa, i64 4, !dbg !483
  %45 = insertelement <8 x float> %44, float %mul59.lcssa, i64 5, !dbg !483
  %46 = insertelement <8 x float> %45, float %mul60.lcssa, i64 6, !dbg !483
  %47 = insertelement <8 x float> %46, float %mul61.lcssa, i64 7, !dbg !483
  br label %for.end, !dbg !490, !stats.blockFrequency.digits !495, !stats.blockFrequency.scale !496

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.cond.for.end_crit_edge
  %.lcssa = phi <8 x float> [ %47, %for.cond.for.end_crit_edge ], [ %17, %entry.for.end_crit_edge ], !dbg !483
  %48 = ptrtoint ptr addrspace(1) %out to i64, !dbg !507
  %49 = add i64 %13, %48, !dbg !507
  %50 = inttoptr i64 %49 to ptr addrspace(1), !dbg !507
  store <8 x float> %.lcssa, ptr addrspace(1) %50, align 32, !dbg !508
  ret void, !dbg !509, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !492
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

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

attributes #0 = { convergent nounwind null_pointer_is_valid "less-precise-fpmad"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!opencl.ocl.version = !{!449, !449, !449, !449, !449, !449, !449, !449}
!opencl.spir.version = !{!449, !449, !449, !449, !449, !449, !449, !449}
!llvm.ident = !{!450, !450, !450, !450, !450, !450, !450, !450}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "wide8.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @wide8, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{!"ModuleMD", !12, !13, !127, !281, !312, !329, !350, !360, !362, !363, !378, !379, !380, !381, !382, !386, !387, !394, !395, !396, !397, !398, !399, !400, !401, !402, !404, !408, !409, !410, !411, !412, !413, !414, !415, !416, !417, !418, !419, !420, !421, !422, !233, !423, !426, !427, !429, !431, !434, !435, !436, !438, !439, !440, !445, !446, !447, !448}
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
!128 = !{!"FuncMDMap[0]", ptr @wide8}
!129 = !{!"FuncMDValue[0]", !130, !131, !135, !138, !139, !140, !141, !142, !170, !171, !172, !195, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !251, !256, !261, !266, !271, !276, !277}
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
!142 = !{!"implicitArgInfoList", !143, !149, !151, !153, !155, !157, !159, !162, !164, !166, !168, !169}
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
!164 = !{!"implicitArgInfoListVec[8]", !160, !165, !146, !147, !148}
!165 = !{!"explicitArgNum", i32 2}
!166 = !{!"implicitArgInfoListVec[9]", !167, !161, !146, !147, !148}
!167 = !{!"argId", i32 54}
!168 = !{!"implicitArgInfoListVec[10]", !167, !163, !146, !147, !148}
!169 = !{!"implicitArgInfoListVec[11]", !167, !165, !146, !147, !148}
!170 = !{!"functionType", !"KernelFunction"}
!171 = !{!"requiredSubGroupSize", i32 0}
!172 = !{!"rtInfo", !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !190, !191, !192, !193, !194}
!173 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!174 = !{!"isContinuation", i1 false}
!175 = !{!"hasTraceRayPayload", i1 false}
!176 = !{!"hasHitAttributes", i1 false}
!177 = !{!"hasCallableData", i1 false}
!178 = !{!"ShaderStackSize", i32 0}
!179 = !{!"ShaderHash", i64 0}
!180 = !{!"ShaderName", !""}
!181 = !{!"ParentName", !""}
!182 = !{!"SlotNum", ptr null}
!183 = !{!"NOSSize", i32 0}
!184 = !{!"globalRootSignatureSize", i32 0}
!185 = !{!"Entries"}
!186 = !{!"SpillUnions"}
!187 = !{!"CustomHitAttrSizeInBytes", i32 0}
!188 = !{!"Types", !189}
!189 = !{!"FullFrameTys"}
!190 = !{!"Aliases"}
!191 = !{!"numSyncRTStacks", i32 0}
!192 = !{!"NumCoherenceHintBits", i32 0}
!193 = !{!"useSyncHWStack", i1 false}
!194 = !{!"OriginatingShaderName", !""}
!195 = !{!"resAllocMD", !196, !197, !198, !199, !219}
!196 = !{!"uavsNumType", i32 0}
!197 = !{!"srvsNumType", i32 0}
!198 = !{!"samplersNumType", i32 0}
!199 = !{!"argAllocMDList", !200, !204, !205, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218}
!200 = !{!"argAllocMDListVec[0]", !201, !202, !203}
!201 = !{!"type", i32 0}
!202 = !{!"extensionType", i32 -1}
!203 = !{!"indexType", i32 -1}
!204 = !{!"argAllocMDListVec[1]", !201, !202, !203}
!205 = !{!"argAllocMDListVec[2]", !201, !202, !203}
!206 = !{!"argAllocMDListVec[3]", !201, !202, !203}
!207 = !{!"argAllocMDListVec[4]", !201, !202, !203}
!208 = !{!"argAllocMDListVec[5]", !201, !202, !203}
!209 = !{!"argAllocMDListVec[6]", !201, !202, !203}
!210 = !{!"argAllocMDListVec[7]", !201, !202, !203}
!211 = !{!"argAllocMDListVec[8]", !201, !202, !203}
!212 = !{!"argAllocMDListVec[9]", !201, !202, !203}
!213 = !{!"argAllocMDListVec[10]", !201, !202, !203}
!214 = !{!"argAllocMDListVec[11]", !201, !202, !203}
!215 = !{!"argAllocMDListVec[12]", !201, !202, !203}
!216 = !{!"argAllocMDListVec[13]", !201, !202, !203}
!217 = !{!"argAllocMDListVec[14]", !201, !202, !203}
!218 = !{!"argAllocMDListVec[15]", !201, !202, !203}
!219 = !{!"inlineSamplersMD"}
!220 = !{!"maxByteOffsets"}
!221 = !{!"IsInitializer", i1 false}
!222 = !{!"IsFinalizer", i1 false}
!223 = !{!"CompiledSubGroupsNumber", i32 0}
!224 = !{!"maxRegPressureSimd16", i32 27}
!225 = !{!"maxRegPressureSimd32", i32 53}
!226 = !{!"maxRegUniformPressure", i32 1728}
!227 = !{!"maxRegNonUniformPressure", i32 0}
!228 = !{!"bestGuessSimd", i32 16}
!229 = !{!"hasInlineVmeSamplers", i1 false}
!230 = !{!"localSize", i32 0}
!231 = !{!"localIDPresent", i1 false}
!232 = !{!"groupIDPresent", i1 false}
!233 = !{!"privateMemoryPerWI", i32 0}
!234 = !{!"prevFPOffset", i32 0}
!235 = !{!"globalIDPresent", i1 false}
!236 = !{!"hasSyncRTCalls", i1 false}
!237 = !{!"hasPrintfCalls", i1 false}
!238 = !{!"hasDPAS", i1 false}
!239 = !{!"requireAssertBuffer", i1 false}
!240 = !{!"requireSyncBuffer", i1 false}
!241 = !{!"hasIndirectCalls", i1 false}
!242 = !{!"hasNonKernelArgLoad", i1 false}
!243 = !{!"hasNonKernelArgStore", i1 false}
!244 = !{!"hasNonKernelArgAtomic", i1 false}
!245 = !{!"UserAnnotations"}
!246 = !{!"m_OpenCLArgAddressSpaces", !247, !248, !249, !250}
!247 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!248 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!249 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!250 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 0}
!251 = !{!"m_OpenCLArgAccessQualifiers", !252, !253, !254, !255}
!252 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!253 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!254 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!255 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!256 = !{!"m_OpenCLArgTypes", !257, !258, !259, !260}
!257 = !{!"m_OpenCLArgTypesVec[0]", !"uint8*"}
!258 = !{!"m_OpenCLArgTypesVec[1]", !"float8*"}
!259 = !{!"m_OpenCLArgTypesVec[2]", !"float8*"}
!260 = !{!"m_OpenCLArgTypesVec[3]", !"int"}
!261 = !{!"m_OpenCLArgBaseTypes", !262, !263, !264, !265}
!262 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int8*"}
!263 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float8*"}
!264 = !{!"m_OpenCLArgBaseTypesVec[2]", !"float8*"}
!265 = !{!"m_OpenCLArgBaseTypesVec[3]", !"int"}
!266 = !{!"m_OpenCLArgTypeQualifiers", !267, !268, !269, !270}
!267 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!268 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !"const"}
!269 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!270 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!271 = !{!"m_OpenCLArgNames", !272, !273, !274, !275}
!272 = !{!"m_OpenCLArgNamesVec[0]", !"u"}
!273 = !{!"m_OpenCLArgNamesVec[1]", !"f"}
!274 = !{!"m_OpenCLArgNamesVec[2]", !"out"}
!275 = !{!"m_OpenCLArgNamesVec[3]", !"n"}
!276 = !{!"m_OpenCLArgScalarAsPointers"}
!277 = !{!"m_OptsToDisablePerFunc", !278, !279, !280}
!278 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!279 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!280 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!281 = !{!"pushInfo", !282, !283, !284, !288, !289, !290, !291, !292, !293, !294, !295, !308, !309, !310, !311}
!282 = !{!"pushableAddresses"}
!283 = !{!"bindlessPushInfo"}
!284 = !{!"dynamicBufferInfo", !285, !286, !287}
!285 = !{!"firstIndex", i32 0}
!286 = !{!"numOffsets", i32 0}
!287 = !{!"forceDisabled", i1 false}
!288 = !{!"MaxNumberOfPushedBuffers", i32 0}
!289 = !{!"inlineConstantBufferSlot", i32 -1}
!290 = !{!"inlineConstantBufferOffset", i32 -1}
!291 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!292 = !{!"constants"}
!293 = !{!"inputs"}
!294 = !{!"constantReg"}
!295 = !{!"simplePushInfoArr", !296, !305, !306, !307}
!296 = !{!"simplePushInfoArrVec[0]", !297, !298, !299, !300, !301, !302, !303, !304}
!297 = !{!"cbIdx", i32 0}
!298 = !{!"pushableAddressGrfOffset", i32 -1}
!299 = !{!"pushableOffsetGrfOffset", i32 -1}
!300 = !{!"offset", i32 0}
!301 = !{!"size", i32 0}
!302 = !{!"isStateless", i1 false}
!303 = !{!"isBindless", i1 false}
!304 = !{!"simplePushLoads"}
!305 = !{!"simplePushInfoArrVec[1]", !297, !298, !299, !300, !301, !302, !303, !304}
!306 = !{!"simplePushInfoArrVec[2]", !297, !298, !299, !300, !301, !302, !303, !304}
!307 = !{!"simplePushInfoArrVec[3]", !297, !298, !299, !300, !301, !302, !303, !304}
!308 = !{!"simplePushBufferUsed", i32 0}
!309 = !{!"pushAnalysisWIInfos"}
!310 = !{!"inlineRTGlobalPtrOffset", i32 0}
!311 = !{!"rtSyncSurfPtrOffset", i32 0}
!312 = !{!"psInfo", !313, !314, !315, !316, !317, !318, !319, !320, !321, !322, !323, !324, !325, !326, !327, !328}
!313 = !{!"BlendStateDisabledMask", i8 0}
!314 = !{!"SkipSrc0Alpha", i1 false}
!315 = !{!"DualSourceBlendingDisabled", i1 false}
!316 = !{!"ForceEnableSimd32", i1 false}
!317 = !{!"DisableSimd32WithDiscard", i1 false}
!318 = !{!"outputDepth", i1 false}
!319 = !{!"outputStencil", i1 false}
!320 = !{!"outputMask", i1 false}
!321 = !{!"blendToFillEnabled", i1 false}
!322 = !{!"forceEarlyZ", i1 false}
!323 = !{!"hasVersionedLoop", i1 false}
!324 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!325 = !{!"blendOptimizationMode"}
!326 = !{!"colorOutputMask"}
!327 = !{!"isBlendEnabled"}
!328 = !{!"WaDisableVRS", i1 false}
!329 = !{!"csInfo", !330, !331, !332, !333, !53, !29, !30, !334, !31, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !64, !346, !347, !348, !349}
!330 = !{!"maxWorkGroupSize", i32 0}
!331 = !{!"waveSize", i32 0}
!332 = !{!"ComputeShaderSecondCompile"}
!333 = !{!"forcedSIMDSize", i8 0}
!334 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!335 = !{!"forceSpillCompression", i1 false}
!336 = !{!"allowLowerSimd", i1 false}
!337 = !{!"disableSimd32Slicing", i1 false}
!338 = !{!"disableSplitOnSpill", i1 false}
!339 = !{!"enableNewSpillCostFunction", i1 false}
!340 = !{!"forceVISAPreSched", i1 false}
!341 = !{!"disableLocalIdOrderOptimizations", i1 false}
!342 = !{!"disableDispatchAlongY", i1 false}
!343 = !{!"neededThreadIdLayout", ptr null}
!344 = !{!"forceTileYWalk", i1 false}
!345 = !{!"atomicBranch", i32 0}
!346 = !{!"disableEarlyOut", i1 false}
!347 = !{!"walkOrderEnabled", i1 false}
!348 = !{!"walkOrderOverride", i32 0}
!349 = !{!"ResForHfPacking"}
!350 = !{!"msInfo", !351, !352, !353, !354, !355, !356, !357, !358, !359}
!351 = !{!"PrimitiveTopology", i32 3}
!352 = !{!"MaxNumOfPrimitives", i32 0}
!353 = !{!"MaxNumOfVertices", i32 0}
!354 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!355 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!356 = !{!"WorkGroupSize", i32 0}
!357 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!358 = !{!"IndexFormat", i32 6}
!359 = !{!"SubgroupSize", i32 0}
!360 = !{!"taskInfo", !361, !356, !357, !359}
!361 = !{!"MaxNumOfOutputs", i32 0}
!362 = !{!"NBarrierCnt", i32 0}
!363 = !{!"rtInfo", !364, !365, !366, !367, !368, !369, !370, !371, !372, !373, !374, !375, !376, !377, !191}
!364 = !{!"RayQueryAllocSizeInBytes", i32 0}
!365 = !{!"NumContinuations", i32 0}
!366 = !{!"RTAsyncStackAddrspace", i32 -1}
!367 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!368 = !{!"SWHotZoneAddrspace", i32 -1}
!369 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!370 = !{!"SWStackAddrspace", i32 -1}
!371 = !{!"SWStackSurfaceStateOffset", ptr null}
!372 = !{!"RTSyncStackAddrspace", i32 -1}
!373 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!374 = !{!"doSyncDispatchRays", i1 false}
!375 = !{!"MemStyle", !"Xe"}
!376 = !{!"GlobalDataStyle", !"Xe"}
!377 = !{!"uberTileDimensions", ptr null}
!378 = !{!"hasSliceLayoutDependency", i1 false}
!379 = !{!"CurUniqueIndirectIdx", i32 0}
!380 = !{!"inlineDynTextures"}
!381 = !{!"inlineResInfoData"}
!382 = !{!"immConstant", !383, !384, !385}
!383 = !{!"data"}
!384 = !{!"sizes"}
!385 = !{!"zeroIdxs"}
!386 = !{!"stringConstants"}
!387 = !{!"inlineBuffers", !388, !392, !393}
!388 = !{!"inlineBuffersVec[0]", !389, !390, !391}
!389 = !{!"alignment", i32 0}
!390 = !{!"allocSize", i64 0}
!391 = !{!"Buffer"}
!392 = !{!"inlineBuffersVec[1]", !389, !390, !391}
!393 = !{!"inlineBuffersVec[2]", !389, !390, !391}
!394 = !{!"GlobalBufferAddressRelocInfo"}
!395 = !{!"ConstantBufferAddressRelocInfo"}
!396 = !{!"forceLscCacheList"}
!397 = !{!"SrvMap"}
!398 = !{!"RasterizerOrderedByteAddressBuffer"}
!399 = !{!"RasterizerOrderedViews"}
!400 = !{!"MinNOSPushConstantSize", i32 0}
!401 = !{!"inlineProgramScopeOffsets"}
!402 = !{!"shaderData", !403}
!403 = !{!"numReplicas", i32 0}
!404 = !{!"URBInfo", !405, !406, !407}
!405 = !{!"has64BVertexHeaderInput", i1 false}
!406 = !{!"has64BVertexHeaderOutput", i1 false}
!407 = !{!"hasVertexHeader", i1 true}
!408 = !{!"UseBindlessImage", i1 true}
!409 = !{!"HasBindlessImageRead", i1 false}
!410 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!411 = !{!"enableRangeReduce", i1 false}
!412 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!413 = !{!"disableMatchMadOptimizationForCS", i1 false}
!414 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!415 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!416 = !{!"statefulResourcesNotAliased", i1 false}
!417 = !{!"disableMixMode", i1 false}
!418 = !{!"genericAccessesResolved", i1 false}
!419 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!420 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!421 = !{!"disableSeparateScratchWA", i1 false}
!422 = !{!"enableRemoveUnusedTGMFence", i1 false}
!423 = !{!"PrivateMemoryPerFG", !424, !425}
!424 = !{!"PrivateMemoryPerFGMap[0]", ptr @wide8}
!425 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!426 = !{!"m_OptsToDisable"}
!427 = !{!"capabilities", !428}
!428 = !{!"globalVariableDecorationsINTEL", i1 false}
!429 = !{!"extensions", !430}
!430 = !{!"spvINTELBindlessImages", i1 false}
!431 = !{!"m_ShaderResourceViewMcsMask", !432, !433}
!432 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!433 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!434 = !{!"computedDepthMode", i32 0}
!435 = !{!"isHDCFastClearShader", i1 false}
!436 = !{!"argRegisterReservations", !437}
!437 = !{!"argRegisterReservationsVec[0]", i32 0}
!438 = !{!"SIMD16_SpillThreshold", i8 0}
!439 = !{!"SIMD32_SpillThreshold", i8 0}
!440 = !{!"m_CacheControlOption", !441, !442, !443, !444}
!441 = !{!"LscLoadCacheControlOverride", i8 0}
!442 = !{!"LscStoreCacheControlOverride", i8 0}
!443 = !{!"TgmLoadCacheControlOverride", i8 0}
!444 = !{!"TgmStoreCacheControlOverride", i8 0}
!445 = !{!"ModuleUsesBindless", i1 false}
!446 = !{!"predicationMap"}
!447 = !{!"lifeTimeStartMap"}
!448 = !{!"HitGroups"}
!449 = !{i32 2, i32 0}
!450 = !{!"clang version 16.0.6"}
!451 = distinct !DISubprogram(name: "wide8", scope: null, file: !4, line: 2, type: !452, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !482, retainedNodes: !470)
!452 = !DISubroutineType(types: !453)
!453 = !{null, !454, !463, !468, !469}
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 64, dwarfAddressSpace: 1)
!455 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !456)
!456 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8", file: !457, baseType: !458)
!457 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!458 = !DICompositeType(tag: DW_TAG_array_type, baseType: !459, size: 256, flags: DIFlagVector, elements: !461)
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !457, baseType: !460)
!460 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!461 = !{!462}
!462 = !DISubrange(count: 8, lowerBound: 0)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64, dwarfAddressSpace: 1)
!464 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !465)
!465 = !DIDerivedType(tag: DW_TAG_typedef, name: "float8", file: !457, baseType: !466)
!466 = !DICompositeType(tag: DW_TAG_array_type, baseType: !467, size: 256, flags: DIFlagVector, elements: !461)
!467 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !465, size: 64, dwarfAddressSpace: 1)
!469 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!470 = !{!471, !472, !473, !474, !475, !478, !479, !480}
!471 = !DILocalVariable(name: "u", arg: 1, scope: !451, file: !4, line: 2, type: !454)
!472 = !DILocalVariable(name: "f", arg: 2, scope: !451, file: !4, line: 2, type: !463)
!473 = !DILocalVariable(name: "out", arg: 3, scope: !451, file: !4, line: 2, type: !468)
!474 = !DILocalVariable(name: "n", arg: 4, scope: !451, file: !4, line: 2, type: !469)
!475 = !DILocalVariable(name: "i", scope: !451, file: !4, line: 3, type: !476)
!476 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !457, baseType: !477)
!477 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!478 = !DILocalVariable(name: "a", scope: !451, file: !4, line: 4, type: !456)
!479 = !DILocalVariable(name: "b", scope: !451, file: !4, line: 5, type: !465)
!480 = !DILocalVariable(name: "k", scope: !481, file: !4, line: 6, type: !469)
!481 = distinct !DILexicalBlock(scope: !451, file: !4, line: 6, column: 3)
!482 = !{}
!483 = !DILocation(line: 0, scope: !451)
!484 = !DILocation(line: 3, column: 14, scope: !451)
!485 = !DILocation(line: 4, column: 13, scope: !451)
!486 = !DILocation(line: 5, column: 14, scope: !451)
!487 = !DILocation(line: 0, scope: !481)
!488 = !DILocation(line: 6, column: 21, scope: !489)
!489 = distinct !DILexicalBlock(scope: !481, file: !4, line: 6, column: 3)
!490 = !DILocation(line: 6, column: 3, scope: !481)
!491 = !{!"5764607523034234880"}
!492 = !{!"-59"}
!493 = !{!"17568327689247192015"}
!494 = !{!"-62"}
!495 = !{!"14274266247513343513"}
!496 = !{!"-61"}
!497 = !DILocation(line: 7, column: 21, scope: !498)
!498 = distinct !DILexicalBlock(scope: !489, file: !4, line: 6, column: 31)
!499 = !DILocation(line: 8, column: 23, scope: !498)
!500 = !DILocation(line: 8, column: 21, scope: !498)
!501 = !DILocation(line: 6, column: 27, scope: !489)
!502 = !{!503}
!503 = !{i32 4469}
!504 = !{!"14617397647693952731"}
!505 = !{!"-56"}
!506 = !{!"14171326827459160746"}
!507 = !DILocation(line: 10, column: 3, scope: !451)
!508 = !DILocation(line: 10, column: 10, scope: !451)
!509 = !DILocation(line: 11, column: 1, scope: !451)
