; ------------------------------------------------
; OCL_asmc74b06bce69a798a_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32-p131073:32:32:32-p131074:32:32:32"
target triple = "spir64-unknown-unknown"

@table = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4, !dbg !0, !spirv.Decorations !16
@shapes-ExtSLM = external addrspace(3) global [0 x i8]
@llvm.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(2) @table to ptr), ptr addrspacecast (ptr addrspace(3) @shapes-ExtSLM to ptr)], section "llvm.metadata"

; Function Attrs: convergent nounwind
define spir_kernel void @shapes(ptr addrspace(1) align 16 %ps, ptr addrspace(3) align 4 %scratch, ptr addrspace(1) align 4 %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %localSize, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(2) %constBase, ptr %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !488 {
entry:
  call void @llvm.dbg.value(metadata [4 x i32] [i32 1, i32 2, i32 3, i32 5], metadata !536, metadata !DIExpression()), !dbg !537
  %0 = extractelement <3 x i32> %localSize, i32 0
  %1 = extractelement <8 x i32> %payloadHeader, i32 0
  %2 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %3 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.declare(metadata ptr undef, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !538
  call void @llvm.dbg.declare(metadata ptr undef, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 160, 32)), !dbg !538
  call void @llvm.dbg.value(metadata ptr addrspace(1) %ps, metadata !513, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539
  call void @llvm.dbg.value(metadata ptr addrspace(3) @shapes-ExtSLM, metadata !514, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539
  %4 = zext i16 %localIdX to i32, !dbg !540
  call void @llvm.dbg.value(metadata i64 undef, metadata !516, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539
  %5 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %2, i32 0, i32 %3, i32 0), !dbg !541
  %6 = extractvalue { i32, i32 } %5, 0, !dbg !541
  %7 = extractvalue { i32, i32 } %5, 1, !dbg !541
  %8 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %6, i32 %7, i32 %4, i32 0), !dbg !541
  %9 = extractvalue { i32, i32 } %8, 0, !dbg !541
  %10 = extractvalue { i32, i32 } %8, 1, !dbg !541
  %11 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %9, i32 %10, i32 %1, i32 0), !dbg !541
  %12 = extractvalue { i32, i32 } %11, 0, !dbg !541
  %13 = shl i32 %12, 5, !dbg !542
  %14 = add i32 %13, %bufferOffset, !dbg !542
  %15 = inttoptr i32 %14 to ptr addrspace(131072), !dbg !542
  %16 = load <3 x float>, ptr addrspace(131072) %15, align 16, !dbg !542
  %17 = extractelement <3 x float> %16, i32 1, !dbg !542
  call void @llvm.dbg.value(metadata <3 x float> %16, metadata !519, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 96)), !dbg !539
  %18 = add i32 %14, 24, !dbg !542
  %19 = inttoptr i32 %18 to ptr addrspace(131072), !dbg !542
  %20 = load i32, ptr addrspace(131072) %19, align 8, !dbg !542
  call void @llvm.dbg.value(metadata i32 %20, metadata !519, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 192, 32)), !dbg !539
  call void @llvm.dbg.value(metadata i32 poison, metadata !519, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 224, 32)), !dbg !539
  %21 = extractelement <3 x float> %16, i32 0, !dbg !543
  %22 = bitcast float %21 to i32, !dbg !543
  call void @llvm.dbg.value(metadata i32 %22, metadata !520, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539
  call void @llvm.dbg.value(metadata i32 %22, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !539
  call void @llvm.dbg.value(metadata ptr null, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 64)), !dbg !539
  call void @llvm.dbg.value(metadata i16 2, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 128, 16)), !dbg !539
  call void @llvm.dbg.value(metadata i16 7, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 144, 16)), !dbg !539
  %23 = shl i16 %localIdX, 2, !dbg !544
  %24 = and i16 %23, 12, !dbg !544
  %25 = inttoptr i16 %24 to ptr addrspace(131074), !dbg !544
  %26 = load i32, ptr addrspace(131074) %25, align 4, !dbg !544, !invariant.load !545
  %conv = sitofp i32 %26 to float, !dbg !544
  %mul = fmul float %17, %conv, !dbg !546
  %27 = zext i16 %localIdX to i32, !dbg !547
  %28 = shl nuw nsw i32 %27, 2, !dbg !547
  %29 = inttoptr i32 %28 to ptr addrspace(3), !dbg !547
  store float %mul, ptr addrspace(3) %29, align 4, !dbg !548
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i32 0), !dbg !549
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !549
  %rem.lhs.trunc = add nuw nsw i32 %27, 1, !dbg !550
  %rem48 = urem i32 %rem.lhs.trunc, %0, !dbg !550
  %30 = shl nuw nsw i32 %rem48, 2, !dbg !551
  %31 = inttoptr i32 %30 to ptr addrspace(3), !dbg !551
  %32 = load float, ptr addrspace(3) %31, align 4, !dbg !551
  %conv8 = fptosi float %32 to i32, !dbg !552
  %add9 = add nsw i32 %22, %conv8, !dbg !553, !spirv.Decorations !554
  %add10 = add i32 %add9, %20, !dbg !556
  %add13 = add i32 %add10, 7, !dbg !557
  %33 = shl i32 %12, 2, !dbg !558
  %34 = add i32 %33, %bufferOffset1, !dbg !558
  %35 = inttoptr i32 %34 to ptr addrspace(131073), !dbg !559
  store i32 %add13, ptr addrspace(131073) %35, align 4, !dbg !559
  ret void, !dbg !560
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent nounwind
declare spir_func void @__builtin_IB_memfence(i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @__builtin_IB_thread_group_barrier() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_size(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #5

declare i32 @printf(ptr addrspace(2), ...)

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Arg 5: 
; Arg 6: 
; Arg 7: 
; Arg 8: 
; Function Attrs: convergent nounwind memory(readwrite)
declare void @llvm.genx.GenISA.memoryfence(i1, i1, i1, i1, i1, i1, i1, i1, i32) #7

; Function Desc: 
; Output: 
; Function Attrs: convergent nounwind memory(readwrite)
declare void @llvm.genx.GenISA.threadgroupbarrier() #7

define spir_kernel void @Intel_Symbol_Table_Void_Program() {
entry:
  ret void
}

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare void @llvm.genx.GenISA.CatchAllDebugLine() #8

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.mul.pair(i32, i32, i32, i32) #8

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #8

attributes #0 = { convergent nounwind "less-precise-fpmad"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind memory(readwrite) }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!20, !21, !22}
!llvm.dbg.cu = !{!2}
!spirv.MemoryModel = !{!23}
!spirv.Source = !{!24}
!spirv.Generator = !{!25}
!igc.functions = !{!26, !29}
!IGCMetadata = !{!30}
!opencl.ocl.version = !{!486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486}
!opencl.spir.version = !{!486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486, !486}
!llvm.ident = !{!487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487, !487}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 5, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11)
!3 = !DIFile(filename: "types.cl", directory: "/src/kernels")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 1, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10}
!8 = !DIEnumerator(name: "RED", value: 1)
!9 = !DIEnumerator(name: "GREEN", value: 2)
!10 = !DIEnumerator(name: "BLUE", value: 4)
!11 = !{!0}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !14)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DISubrange(count: 4, lowerBound: 0)
!16 = !{!17, !18, !19}
!17 = !{i32 22}
!18 = !{i32 41, !"table", i32 0}
!19 = !{i32 44, i32 4}
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 2, i32 2}
!24 = !{i32 3, i32 102000}
!25 = !{i16 6, i16 14}
!26 = !{ptr @shapes, !27}
!27 = !{!28}
!28 = !{!"function_type", i32 0}
!29 = !{ptr @Intel_Symbol_Table_Void_Program, !27}
!30 = !{!"ModuleMD", !31, !32, !146, !313, !344, !361, !382, !392, !394, !395, !410, !411, !412, !413, !414, !418, !419, !427, !428, !429, !430, !431, !432, !433, !434, !437, !439, !443, !444, !445, !446, !447, !448, !449, !450, !451, !452, !453, !454, !455, !456, !457, !257, !458, !463, !464, !466, !468, !471, !472, !473, !475, !476, !477, !482, !483, !484, !485}
!31 = !{!"isPrecise", i1 false}
!32 = !{!"compOpt", !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145}
!33 = !{!"DenormsAreZero", i1 false}
!34 = !{!"BFTFDenormsAreZero", i1 false}
!35 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!36 = !{!"OptDisable", i1 false}
!37 = !{!"MadEnable", i1 true}
!38 = !{!"NoSignedZeros", i1 false}
!39 = !{!"NoNaNs", i1 false}
!40 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!41 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!42 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!43 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_FLUSH_TO_ZERO"}
!44 = !{!"FloatRoundingMode", i32 0}
!45 = !{!"FloatCvtIntRoundingMode", i32 3}
!46 = !{!"LoadCacheDefault", i32 -1}
!47 = !{!"StoreCacheDefault", i32 -1}
!48 = !{!"VISAPreSchedRPThreshold", i32 0}
!49 = !{!"VISAPreSchedCtrl", i32 0}
!50 = !{!"SetLoopUnrollThreshold", i32 0}
!51 = !{!"UnsafeMathOptimizations", i1 false}
!52 = !{!"disableCustomUnsafeOpts", i1 false}
!53 = !{!"disableReducePow", i1 false}
!54 = !{!"disableSqrtOpt", i1 false}
!55 = !{!"FiniteMathOnly", i1 false}
!56 = !{!"FastRelaxedMath", i1 false}
!57 = !{!"DashGSpecified", i1 true}
!58 = !{!"FastCompilation", i1 false}
!59 = !{!"UseScratchSpacePrivateMemory", i1 true}
!60 = !{!"RelaxedBuiltins", i1 false}
!61 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!62 = !{!"GreaterThan2GBBufferRequired", i1 true}
!63 = !{!"GreaterThan4GBBufferRequired", i1 false}
!64 = !{!"DisableA64WA", i1 false}
!65 = !{!"ForceEnableA64WA", i1 false}
!66 = !{!"PushConstantsEnable", i1 true}
!67 = !{!"HasPositivePointerOffset", i1 false}
!68 = !{!"HasBufferOffsetArg", i1 true}
!69 = !{!"BufferOffsetArgOptional", i1 true}
!70 = !{!"replaceGlobalOffsetsByZero", i1 false}
!71 = !{!"forcePixelShaderSIMDMode", i32 0}
!72 = !{!"forceTotalGRFNum", i32 0}
!73 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!74 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!75 = !{!"UniformWGS", i1 false}
!76 = !{!"disableVertexComponentPacking", i1 false}
!77 = !{!"disablePartialVertexComponentPacking", i1 false}
!78 = !{!"PreferBindlessImages", i1 false}
!79 = !{!"UseBindlessMode", i1 false}
!80 = !{!"UseLegacyBindlessMode", i1 true}
!81 = !{!"disableMathRefactoring", i1 false}
!82 = !{!"atomicBranch", i1 false}
!83 = !{!"spillCompression", i1 false}
!84 = !{!"AllowLICM", i1 true}
!85 = !{!"DisableEarlyOut", i1 false}
!86 = !{!"ForceInt32DivRemEmu", i1 false}
!87 = !{!"ForceInt32DivRemEmuSP", i1 false}
!88 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!89 = !{!"DisableFastestSingleCSSIMD", i1 false}
!90 = !{!"DisableFastestLinearScan", i1 false}
!91 = !{!"UseStatelessforPrivateMemory", i1 false}
!92 = !{!"EnableTakeGlobalAddress", i1 false}
!93 = !{!"IsLibraryCompilation", i1 false}
!94 = !{!"LibraryCompileSIMDSize", i32 0}
!95 = !{!"FastVISACompile", i1 false}
!96 = !{!"MatchSinCosPi", i1 false}
!97 = !{!"ExcludeIRFromZEBinary", i1 false}
!98 = !{!"EmitZeBinVISASections", i1 false}
!99 = !{!"FP64GenEmulationEnabled", i1 false}
!100 = !{!"FP64GenConvEmulationEnabled", i1 false}
!101 = !{!"allowDisableRematforCS", i1 false}
!102 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!103 = !{!"DisableCPSOmaskWA", i1 false}
!104 = !{!"DisableFastestGopt", i1 false}
!105 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!106 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!107 = !{!"DisableConstantCoalescing", i1 false}
!108 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!109 = !{!"WaEnableALTModeVisaWA", i1 false}
!110 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!111 = !{!"WaDisableDualSIMD8", i1 false}
!112 = !{!"EnableLdStCombineforLoad", i1 false}
!113 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!114 = !{!"ForceUniformBuffer", i1 false}
!115 = !{!"ForceUniformSurfaceSampler", i1 false}
!116 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!117 = !{!"NewSpillCostFunction", i1 false}
!118 = !{!"EnableVRT", i1 true}
!119 = !{!"ForceLargeGRFNum4RQ", i1 false}
!120 = !{!"DisableEUFusion", i1 false}
!121 = !{!"DisableFDivToFMulInvOpt", i1 false}
!122 = !{!"initializePhiSampleSourceWA", i1 false}
!123 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!124 = !{!"DisableLoosenSimd32Occu", i1 false}
!125 = !{!"FastestS1Options", i32 0}
!126 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!127 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!128 = !{!"LscSamplerRouting", i32 0}
!129 = !{!"UseBarrierControlFlowOptimization", i1 false}
!130 = !{!"EnableDynamicRQManagement", i1 false}
!131 = !{!"WaDisablePayloadCoalescing", i1 false}
!132 = !{!"Quad8InputThreshold", i32 0}
!133 = !{!"UseResourceLoopUnrollNested", i1 false}
!134 = !{!"DisableLoopUnroll", i1 false}
!135 = !{!"ForcePushConstantMode", i32 0}
!136 = !{!"UseInstructionHoistingOptimization", i1 false}
!137 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!138 = !{!"ForceVRTGRFCeiling", i32 0}
!139 = !{!"EnableSamplerBackingByLSC", i32 0}
!140 = !{!"UseLinearScanRA", i1 false}
!141 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!142 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!143 = !{!"VISASpillAllowed", i32 0}
!144 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!145 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!146 = !{!"FuncMD", !147, !148, !299, !300}
!147 = !{!"FuncMDMap[0]", ptr @shapes}
!148 = !{!"FuncMDValue[0]", !149, !153, !157, !160, !161, !162, !163, !164, !192, !193, !194, !217, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !270, !274, !278, !282, !286, !290, !294, !295}
!149 = !{!"localOffsets", !150}
!150 = !{!"localOffsetsVec[0]", !151, !152}
!151 = !{!"m_Offset", i32 0}
!152 = !{!"m_Var", ptr addrspace(3) @shapes-ExtSLM}
!153 = !{!"workGroupWalkOrder", !154, !155, !156}
!154 = !{!"dim0", i32 0}
!155 = !{!"dim1", i32 1}
!156 = !{!"dim2", i32 2}
!157 = !{!"threadGroupSize", !154, !158, !159}
!158 = !{!"dim1", i32 0}
!159 = !{!"dim2", i32 0}
!160 = !{!"threadGroupSizeHint", !154, !158, !159}
!161 = !{!"vecTypeHint", !""}
!162 = !{!"funcArgs"}
!163 = !{!"argInfoList"}
!164 = !{!"implicitArgInfoList", !165, !171, !173, !175, !177, !179, !181, !183, !185, !187, !190}
!165 = !{!"implicitArgInfoListVec[0]", !166, !167, !168, !169, !170}
!166 = !{!"argId", i32 0}
!167 = !{!"explicitArgNum", i32 -1}
!168 = !{!"structArgOffset", i32 -1}
!169 = !{!"imgAccessFloatCoords", i32 -1}
!170 = !{!"imgAccessIntCoords", i32 -1}
!171 = !{!"implicitArgInfoListVec[1]", !172, !167, !168, !169, !170}
!172 = !{!"argId", i32 1}
!173 = !{!"implicitArgInfoListVec[2]", !174, !167, !168, !169, !170}
!174 = !{!"argId", i32 6}
!175 = !{!"implicitArgInfoListVec[3]", !176, !167, !168, !169, !170}
!176 = !{!"argId", i32 7}
!177 = !{!"implicitArgInfoListVec[4]", !178, !167, !168, !169, !170}
!178 = !{!"argId", i32 8}
!179 = !{!"implicitArgInfoListVec[5]", !180, !167, !168, !169, !170}
!180 = !{!"argId", i32 9}
!181 = !{!"implicitArgInfoListVec[6]", !182, !167, !168, !169, !170}
!182 = !{!"argId", i32 10}
!183 = !{!"implicitArgInfoListVec[7]", !184, !167, !168, !169, !170}
!184 = !{!"argId", i32 11}
!185 = !{!"implicitArgInfoListVec[8]", !186, !167, !168, !169, !170}
!186 = !{!"argId", i32 13}
!187 = !{!"implicitArgInfoListVec[9]", !188, !189, !168, !169, !170}
!188 = !{!"argId", i32 15}
!189 = !{!"explicitArgNum", i32 0}
!190 = !{!"implicitArgInfoListVec[10]", !188, !191, !168, !169, !170}
!191 = !{!"explicitArgNum", i32 2}
!192 = !{!"functionType", !"KernelFunction"}
!193 = !{!"requiredSubGroupSize", i32 0}
!194 = !{!"rtInfo", !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !212, !213, !214, !215, !216}
!195 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!196 = !{!"isContinuation", i1 false}
!197 = !{!"hasTraceRayPayload", i1 false}
!198 = !{!"hasHitAttributes", i1 false}
!199 = !{!"hasCallableData", i1 false}
!200 = !{!"ShaderStackSize", i32 0}
!201 = !{!"ShaderHash", i64 0}
!202 = !{!"ShaderName", !""}
!203 = !{!"ParentName", !""}
!204 = !{!"SlotNum", ptr null}
!205 = !{!"NOSSize", i32 0}
!206 = !{!"globalRootSignatureSize", i32 0}
!207 = !{!"Entries"}
!208 = !{!"SpillUnions"}
!209 = !{!"CustomHitAttrSizeInBytes", i32 0}
!210 = !{!"Types", !211}
!211 = !{!"FullFrameTys"}
!212 = !{!"Aliases"}
!213 = !{!"numSyncRTStacks", i32 0}
!214 = !{!"NumCoherenceHintBits", i32 0}
!215 = !{!"useSyncHWStack", i1 false}
!216 = !{!"OriginatingShaderName", !""}
!217 = !{!"resAllocMD", !218, !219, !220, !221, !243}
!218 = !{!"uavsNumType", i32 3}
!219 = !{!"srvsNumType", i32 0}
!220 = !{!"samplersNumType", i32 0}
!221 = !{!"argAllocMDList", !222, !226, !229, !231, !232, !233, !234, !235, !236, !237, !238, !240, !241, !242}
!222 = !{!"argAllocMDListVec[0]", !223, !224, !225}
!223 = !{!"type", i32 1}
!224 = !{!"extensionType", i32 -1}
!225 = !{!"indexType", i32 0}
!226 = !{!"argAllocMDListVec[1]", !227, !224, !228}
!227 = !{!"type", i32 0}
!228 = !{!"indexType", i32 -1}
!229 = !{!"argAllocMDListVec[2]", !223, !224, !230}
!230 = !{!"indexType", i32 1}
!231 = !{!"argAllocMDListVec[3]", !227, !224, !228}
!232 = !{!"argAllocMDListVec[4]", !227, !224, !228}
!233 = !{!"argAllocMDListVec[5]", !227, !224, !228}
!234 = !{!"argAllocMDListVec[6]", !227, !224, !228}
!235 = !{!"argAllocMDListVec[7]", !227, !224, !228}
!236 = !{!"argAllocMDListVec[8]", !227, !224, !228}
!237 = !{!"argAllocMDListVec[9]", !227, !224, !228}
!238 = !{!"argAllocMDListVec[10]", !223, !224, !239}
!239 = !{!"indexType", i32 2}
!240 = !{!"argAllocMDListVec[11]", !227, !224, !228}
!241 = !{!"argAllocMDListVec[12]", !227, !224, !228}
!242 = !{!"argAllocMDListVec[13]", !227, !224, !228}
!243 = !{!"inlineSamplersMD"}
!244 = !{!"maxByteOffsets"}
!245 = !{!"IsInitializer", i1 false}
!246 = !{!"IsFinalizer", i1 false}
!247 = !{!"CompiledSubGroupsNumber", i32 0}
!248 = !{!"maxRegPressureSimd16", i32 0}
!249 = !{!"maxRegPressureSimd32", i32 0}
!250 = !{!"maxRegUniformPressure", i32 0}
!251 = !{!"maxRegNonUniformPressure", i32 0}
!252 = !{!"bestGuessSimd", i32 0}
!253 = !{!"hasInlineVmeSamplers", i1 false}
!254 = !{!"localSize", i32 0}
!255 = !{!"localIDPresent", i1 false}
!256 = !{!"groupIDPresent", i1 false}
!257 = !{!"privateMemoryPerWI", i32 0}
!258 = !{!"prevFPOffset", i32 0}
!259 = !{!"globalIDPresent", i1 false}
!260 = !{!"hasSyncRTCalls", i1 false}
!261 = !{!"hasPrintfCalls", i1 false}
!262 = !{!"hasDPAS", i1 false}
!263 = !{!"requireAssertBuffer", i1 false}
!264 = !{!"requireSyncBuffer", i1 false}
!265 = !{!"hasIndirectCalls", i1 false}
!266 = !{!"hasNonKernelArgLoad", i1 false}
!267 = !{!"hasNonKernelArgStore", i1 false}
!268 = !{!"hasNonKernelArgAtomic", i1 false}
!269 = !{!"UserAnnotations"}
!270 = !{!"m_OpenCLArgAddressSpaces", !271, !272, !273}
!271 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!272 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 3}
!273 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!274 = !{!"m_OpenCLArgAccessQualifiers", !275, !276, !277}
!275 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!276 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!277 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!278 = !{!"m_OpenCLArgTypes", !279, !280, !281}
!279 = !{!"m_OpenCLArgTypesVec[0]", !"particle_t*"}
!280 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!281 = !{!"m_OpenCLArgTypesVec[2]", !"int*"}
!282 = !{!"m_OpenCLArgBaseTypes", !283, !284, !285}
!283 = !{!"m_OpenCLArgBaseTypesVec[0]", !"struct particle_t*"}
!284 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!285 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int*"}
!286 = !{!"m_OpenCLArgTypeQualifiers", !287, !288, !289}
!287 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!288 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!289 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!290 = !{!"m_OpenCLArgNames", !291, !292, !293}
!291 = !{!"m_OpenCLArgNamesVec[0]", !"ps"}
!292 = !{!"m_OpenCLArgNamesVec[1]", !"scratch"}
!293 = !{!"m_OpenCLArgNamesVec[2]", !"out"}
!294 = !{!"m_OpenCLArgScalarAsPointers"}
!295 = !{!"m_OptsToDisablePerFunc", !296, !297, !298}
!296 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!297 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!298 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!299 = !{!"FuncMDMap[1]", ptr @Intel_Symbol_Table_Void_Program}
!300 = !{!"FuncMDValue[1]", !301, !302, !157, !160, !161, !162, !163, !303, !192, !193, !194, !304, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !307, !308, !309, !310, !311, !312, !294, !295}
!301 = !{!"localOffsets"}
!302 = !{!"workGroupWalkOrder", !154, !158, !159}
!303 = !{!"implicitArgInfoList"}
!304 = !{!"resAllocMD", !305, !219, !220, !306, !243}
!305 = !{!"uavsNumType", i32 0}
!306 = !{!"argAllocMDList"}
!307 = !{!"m_OpenCLArgAddressSpaces"}
!308 = !{!"m_OpenCLArgAccessQualifiers"}
!309 = !{!"m_OpenCLArgTypes"}
!310 = !{!"m_OpenCLArgBaseTypes"}
!311 = !{!"m_OpenCLArgTypeQualifiers"}
!312 = !{!"m_OpenCLArgNames"}
!313 = !{!"pushInfo", !314, !315, !316, !320, !321, !322, !323, !324, !325, !326, !327, !340, !341, !342, !343}
!314 = !{!"pushableAddresses"}
!315 = !{!"bindlessPushInfo"}
!316 = !{!"dynamicBufferInfo", !317, !318, !319}
!317 = !{!"firstIndex", i32 0}
!318 = !{!"numOffsets", i32 0}
!319 = !{!"forceDisabled", i1 false}
!320 = !{!"MaxNumberOfPushedBuffers", i32 0}
!321 = !{!"inlineConstantBufferSlot", i32 -1}
!322 = !{!"inlineConstantBufferOffset", i32 -1}
!323 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!324 = !{!"constants"}
!325 = !{!"inputs"}
!326 = !{!"constantReg"}
!327 = !{!"simplePushInfoArr", !328, !337, !338, !339}
!328 = !{!"simplePushInfoArrVec[0]", !329, !330, !331, !332, !333, !334, !335, !336}
!329 = !{!"cbIdx", i32 0}
!330 = !{!"pushableAddressGrfOffset", i32 -1}
!331 = !{!"pushableOffsetGrfOffset", i32 -1}
!332 = !{!"offset", i32 0}
!333 = !{!"size", i32 0}
!334 = !{!"isStateless", i1 false}
!335 = !{!"isBindless", i1 false}
!336 = !{!"simplePushLoads"}
!337 = !{!"simplePushInfoArrVec[1]", !329, !330, !331, !332, !333, !334, !335, !336}
!338 = !{!"simplePushInfoArrVec[2]", !329, !330, !331, !332, !333, !334, !335, !336}
!339 = !{!"simplePushInfoArrVec[3]", !329, !330, !331, !332, !333, !334, !335, !336}
!340 = !{!"simplePushBufferUsed", i32 0}
!341 = !{!"pushAnalysisWIInfos"}
!342 = !{!"inlineRTGlobalPtrOffset", i32 0}
!343 = !{!"rtSyncSurfPtrOffset", i32 0}
!344 = !{!"psInfo", !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !357, !358, !359, !360}
!345 = !{!"BlendStateDisabledMask", i8 0}
!346 = !{!"SkipSrc0Alpha", i1 false}
!347 = !{!"DualSourceBlendingDisabled", i1 false}
!348 = !{!"ForceEnableSimd32", i1 false}
!349 = !{!"DisableSimd32WithDiscard", i1 false}
!350 = !{!"outputDepth", i1 false}
!351 = !{!"outputStencil", i1 false}
!352 = !{!"outputMask", i1 false}
!353 = !{!"blendToFillEnabled", i1 false}
!354 = !{!"forceEarlyZ", i1 false}
!355 = !{!"hasVersionedLoop", i1 false}
!356 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!357 = !{!"blendOptimizationMode"}
!358 = !{!"colorOutputMask"}
!359 = !{!"isBlendEnabled"}
!360 = !{!"WaDisableVRS", i1 false}
!361 = !{!"csInfo", !362, !363, !364, !365, !72, !48, !49, !366, !50, !367, !368, !369, !370, !371, !372, !373, !374, !375, !376, !377, !83, !378, !379, !380, !381}
!362 = !{!"maxWorkGroupSize", i32 0}
!363 = !{!"waveSize", i32 0}
!364 = !{!"ComputeShaderSecondCompile"}
!365 = !{!"forcedSIMDSize", i8 0}
!366 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!367 = !{!"forceSpillCompression", i1 false}
!368 = !{!"allowLowerSimd", i1 false}
!369 = !{!"disableSimd32Slicing", i1 false}
!370 = !{!"disableSplitOnSpill", i1 false}
!371 = !{!"enableNewSpillCostFunction", i1 false}
!372 = !{!"forceVISAPreSched", i1 false}
!373 = !{!"disableLocalIdOrderOptimizations", i1 false}
!374 = !{!"disableDispatchAlongY", i1 false}
!375 = !{!"neededThreadIdLayout", ptr null}
!376 = !{!"forceTileYWalk", i1 false}
!377 = !{!"atomicBranch", i32 0}
!378 = !{!"disableEarlyOut", i1 false}
!379 = !{!"walkOrderEnabled", i1 false}
!380 = !{!"walkOrderOverride", i32 0}
!381 = !{!"ResForHfPacking"}
!382 = !{!"msInfo", !383, !384, !385, !386, !387, !388, !389, !390, !391}
!383 = !{!"PrimitiveTopology", i32 3}
!384 = !{!"MaxNumOfPrimitives", i32 0}
!385 = !{!"MaxNumOfVertices", i32 0}
!386 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!387 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!388 = !{!"WorkGroupSize", i32 0}
!389 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!390 = !{!"IndexFormat", i32 6}
!391 = !{!"SubgroupSize", i32 0}
!392 = !{!"taskInfo", !393, !388, !389, !391}
!393 = !{!"MaxNumOfOutputs", i32 0}
!394 = !{!"NBarrierCnt", i32 0}
!395 = !{!"rtInfo", !396, !397, !398, !399, !400, !401, !402, !403, !404, !405, !406, !407, !408, !409, !213}
!396 = !{!"RayQueryAllocSizeInBytes", i32 0}
!397 = !{!"NumContinuations", i32 0}
!398 = !{!"RTAsyncStackAddrspace", i32 -1}
!399 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!400 = !{!"SWHotZoneAddrspace", i32 -1}
!401 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!402 = !{!"SWStackAddrspace", i32 -1}
!403 = !{!"SWStackSurfaceStateOffset", ptr null}
!404 = !{!"RTSyncStackAddrspace", i32 -1}
!405 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!406 = !{!"doSyncDispatchRays", i1 false}
!407 = !{!"MemStyle", !"Xe"}
!408 = !{!"GlobalDataStyle", !"Xe"}
!409 = !{!"uberTileDimensions", ptr null}
!410 = !{!"hasSliceLayoutDependency", i1 false}
!411 = !{!"CurUniqueIndirectIdx", i32 0}
!412 = !{!"inlineDynTextures"}
!413 = !{!"inlineResInfoData"}
!414 = !{!"immConstant", !415, !416, !417}
!415 = !{!"data"}
!416 = !{!"sizes"}
!417 = !{!"zeroIdxs"}
!418 = !{!"stringConstants"}
!419 = !{!"inlineBuffers", !420, !424, !426}
!420 = !{!"inlineBuffersVec[0]", !421, !422, !423}
!421 = !{!"alignment", i32 0}
!422 = !{!"allocSize", i64 16}
!423 = !{!"Buffer"}
!424 = !{!"inlineBuffersVec[1]", !421, !425, !423}
!425 = !{!"allocSize", i64 0}
!426 = !{!"inlineBuffersVec[2]", !421, !425, !423}
!427 = !{!"GlobalBufferAddressRelocInfo"}
!428 = !{!"ConstantBufferAddressRelocInfo"}
!429 = !{!"forceLscCacheList"}
!430 = !{!"SrvMap"}
!431 = !{!"RasterizerOrderedByteAddressBuffer"}
!432 = !{!"RasterizerOrderedViews"}
!433 = !{!"MinNOSPushConstantSize", i32 0}
!434 = !{!"inlineProgramScopeOffsets", !435, !436}
!435 = !{!"inlineProgramScopeOffsetsMap[0]", ptr addrspace(2) @table}
!436 = !{!"inlineProgramScopeOffsetsValue[0]", i64 0}
!437 = !{!"shaderData", !438}
!438 = !{!"numReplicas", i32 0}
!439 = !{!"URBInfo", !440, !441, !442}
!440 = !{!"has64BVertexHeaderInput", i1 false}
!441 = !{!"has64BVertexHeaderOutput", i1 false}
!442 = !{!"hasVertexHeader", i1 true}
!443 = !{!"UseBindlessImage", i1 false}
!444 = !{!"HasBindlessImageRead", i1 false}
!445 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!446 = !{!"enableRangeReduce", i1 false}
!447 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!448 = !{!"disableMatchMadOptimizationForCS", i1 false}
!449 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!450 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!451 = !{!"statefulResourcesNotAliased", i1 false}
!452 = !{!"disableMixMode", i1 false}
!453 = !{!"genericAccessesResolved", i1 false}
!454 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!455 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!456 = !{!"disableSeparateScratchWA", i1 false}
!457 = !{!"enableRemoveUnusedTGMFence", i1 false}
!458 = !{!"PrivateMemoryPerFG", !459, !460, !461, !462}
!459 = !{!"PrivateMemoryPerFGMap[0]", ptr @shapes}
!460 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!461 = !{!"PrivateMemoryPerFGMap[1]", ptr @Intel_Symbol_Table_Void_Program}
!462 = !{!"PrivateMemoryPerFGValue[1]", i32 0}
!463 = !{!"m_OptsToDisable"}
!464 = !{!"capabilities", !465}
!465 = !{!"globalVariableDecorationsINTEL", i1 false}
!466 = !{!"extensions", !467}
!467 = !{!"spvINTELBindlessImages", i1 false}
!468 = !{!"m_ShaderResourceViewMcsMask", !469, !470}
!469 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!470 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!471 = !{!"computedDepthMode", i32 0}
!472 = !{!"isHDCFastClearShader", i1 false}
!473 = !{!"argRegisterReservations", !474}
!474 = !{!"argRegisterReservationsVec[0]", i32 0}
!475 = !{!"SIMD16_SpillThreshold", i8 0}
!476 = !{!"SIMD32_SpillThreshold", i8 0}
!477 = !{!"m_CacheControlOption", !478, !479, !480, !481}
!478 = !{!"LscLoadCacheControlOverride", i8 0}
!479 = !{!"LscStoreCacheControlOverride", i8 0}
!480 = !{!"TgmLoadCacheControlOverride", i8 0}
!481 = !{!"TgmStoreCacheControlOverride", i8 0}
!482 = !{!"ModuleUsesBindless", i1 false}
!483 = !{!"predicationMap"}
!484 = !{!"lifeTimeStartMap"}
!485 = !{!"HitGroups"}
!486 = !{i32 2, i32 0}
!487 = !{!"clang version 16.0.6"}
!488 = distinct !DISubprogram(name: "shapes", scope: null, file: !3, line: 6, type: !489, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !535, retainedNodes: !512)
!489 = !DISubroutineType(types: !490)
!490 = !{null, !491, !510, !511}
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !492, size: 64, dwarfAddressSpace: 1)
!492 = !DIDerivedType(tag: DW_TAG_typedef, name: "particle_t", file: !3, baseType: !493)
!493 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 4, size: 256, elements: !494)
!494 = !{!495, !502, !508}
!495 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !493, file: !3, line: 4, baseType: !496, size: 128, flags: DIFlagPublic)
!496 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !497, baseType: !498)
!497 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!498 = !DICompositeType(tag: DW_TAG_array_type, baseType: !499, size: 128, flags: DIFlagVector, elements: !500)
!499 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!500 = !{!501}
!501 = !DISubrange(count: 3, lowerBound: 0)
!502 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !493, file: !3, line: 4, baseType: !503, size: 64, offset: 128, flags: DIFlagPublic)
!503 = !DICompositeType(tag: DW_TAG_array_type, baseType: !504, size: 64, elements: !506)
!504 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !497, baseType: !505)
!505 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!506 = !{!507}
!507 = !DISubrange(count: 8, lowerBound: 0)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !493, file: !3, line: 4, baseType: !509, size: 32, offset: 192, flags: DIFlagPublic)
!509 = !DIDerivedType(tag: DW_TAG_typedef, name: "color_t", file: !3, baseType: !5)
!510 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !499, size: 64, dwarfAddressSpace: 3)
!511 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!512 = !{!513, !514, !515, !516, !519, !520, !526}
!513 = !DILocalVariable(name: "ps", arg: 1, scope: !488, file: !3, line: 6, type: !491)
!514 = !DILocalVariable(name: "scratch", arg: 2, scope: !488, file: !3, line: 6, type: !510)
!515 = !DILocalVariable(name: "out", arg: 3, scope: !488, file: !3, line: 6, type: !511)
!516 = !DILocalVariable(name: "lid", scope: !488, file: !3, line: 7, type: !517)
!517 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !497, baseType: !518)
!518 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!519 = !DILocalVariable(name: "p", scope: !488, file: !3, line: 8, type: !492)
!520 = !DILocalVariable(name: "b", scope: !488, file: !3, line: 9, type: !521)
!521 = !DIDerivedType(tag: DW_TAG_typedef, name: "bits_t", file: !3, baseType: !522)
!522 = !DICompositeType(tag: DW_TAG_union_type, file: !3, line: 2, size: 32, elements: !523)
!523 = !{!524, !525}
!524 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !522, file: !3, line: 2, baseType: !13, size: 32, flags: DIFlagPublic)
!525 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !522, file: !3, line: 2, baseType: !499, size: 32, flags: DIFlagPublic)
!526 = !DILocalVariable(name: "nd", scope: !488, file: !3, line: 10, type: !527)
!527 = !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 3, size: 192, elements: !528)
!528 = !{!529, !530, !532, !534}
!529 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !527, file: !3, line: 3, baseType: !13, size: 32, flags: DIFlagPublic)
!530 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !527, file: !3, line: 3, baseType: !531, size: 64, offset: 64, flags: DIFlagPublic)
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !527, size: 64, dwarfAddressSpace: 0)
!532 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !527, file: !3, line: 3, baseType: !533, size: 16, offset: 128, flags: DIFlagPublic)
!533 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !527, file: !3, line: 3, baseType: !533, size: 16, offset: 144, flags: DIFlagPublic)
!535 = !{}
!536 = !DILocalVariable(name: "table", scope: !488, file: !3, line: 5, type: !12)
!537 = !DILocation(line: 6, scope: !488)
!538 = !DILocation(line: 10, column: 15, scope: !488)
!539 = !DILocation(line: 0, scope: !488)
!540 = !DILocation(line: 7, column: 16, scope: !488)
!541 = !DILocation(line: 8, column: 21, scope: !488)
!542 = !DILocation(line: 8, column: 18, scope: !488)
!543 = !DILocation(line: 9, column: 17, scope: !488)
!544 = !DILocation(line: 11, column: 28, scope: !488)
!545 = !{!"invariant.load"}
!546 = !DILocation(line: 11, column: 26, scope: !488)
!547 = !DILocation(line: 11, column: 3, scope: !488)
!548 = !DILocation(line: 11, column: 16, scope: !488)
!549 = !DILocation(line: 12, column: 3, scope: !488)
!550 = !DILocation(line: 13, column: 59, scope: !488)
!551 = !DILocation(line: 13, column: 41, scope: !488)
!552 = !DILocation(line: 13, column: 36, scope: !488)
!553 = !DILocation(line: 13, column: 34, scope: !488)
!554 = !{!555}
!555 = !{i32 4469}
!556 = !DILocation(line: 13, column: 80, scope: !488)
!557 = !DILocation(line: 13, column: 86, scope: !488)
!558 = !DILocation(line: 13, column: 3, scope: !488)
!559 = !DILocation(line: 13, column: 25, scope: !488)
!560 = !DILocation(line: 14, column: 1, scope: !488)
