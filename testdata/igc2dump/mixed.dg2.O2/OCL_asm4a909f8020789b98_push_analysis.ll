; ------------------------------------------------
; OCL_asm4a909f8020789b98_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p2490368:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_kernel void @mixed(ptr addrspace(1) align 4 %f, ptr addrspace(1) align 2 %u, ptr addrspace(1) align 8 %l, ptr addrspace(1) align 1 %c, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bufferOffset3, i32 %bindlessOffset, i32 %bindlessOffset4, i32 %bindlessOffset5, i32 %bindlessOffset6) #0 !dbg !463 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %f, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  call void @llvm.dbg.value(metadata ptr addrspace(1) %u, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  call void @llvm.dbg.value(metadata ptr addrspace(1) %l, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  call void @llvm.dbg.value(metadata ptr addrspace(1) %c, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  call void @llvm.dbg.value(metadata i32 %n, metadata !483, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %3 = mul i32 %1, %2, !dbg !495
  %4 = zext i16 %localIdX to i32, !dbg !495
  %5 = add i32 %3, %4, !dbg !495
  %conv = add i32 %5, %0, !dbg !495
  call void @llvm.dbg.value(metadata i32 %conv, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %6 = shl i32 %conv, 2, !dbg !496
  %7 = add i32 %6, %bufferOffset, !dbg !496
  %8 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !496
  %9 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %8, i32 %7, i32 4, i1 false), !dbg !496
  call void @llvm.dbg.value(metadata float %9, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  call void @llvm.dbg.value(metadata i32 0, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497
  %10 = icmp sgt i32 %n, 0, !dbg !498
  br i1 %10, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !500

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !500

for.body.preheader:                               ; preds = %entry
  br label %for.body, !dbg !501

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
  %i.026 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %v.025 = phi float [ %mul, %for.body.for.body_crit_edge ], [ %9, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.026, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497
  call void @llvm.dbg.value(metadata float %v.025, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %mul = fmul float %v.025, 5.000000e-01, !dbg !503
  call void @llvm.dbg.value(metadata float %mul, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %11 = fcmp olt float %mul, 1.000000e+00, !dbg !504
  %12 = xor i1 %11, true, !dbg !504
  %inc = add nuw nsw i32 %i.026, 1, !dbg !506, !spirv.Decorations !507
  call void @llvm.dbg.value(metadata i32 %inc, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497
  %13 = icmp slt i32 %inc, %n
  %14 = and i1 %12, %13, !dbg !501
  call void @llvm.dbg.value(metadata i32 %inc, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497
  call void @llvm.dbg.value(metadata float %mul, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  br i1 %14, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !501

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !501

for.end.loopexit:                                 ; preds = %for.body
  br label %for.end, !dbg !509

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
  %v.1 = phi float [ %9, %entry.for.end_crit_edge ], [ %mul, %for.end.loopexit ], !dbg !494
  call void @llvm.dbg.value(metadata float %v.1, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %15 = shl i32 %conv, 1, !dbg !509
  %16 = add i32 %15, %bufferOffset1, !dbg !509
  %17 = inttoptr i32 %bindlessOffset4 to ptr addrspace(2490368), !dbg !509
  %18 = call i16 @llvm.genx.GenISA.ldraw.indexed.i16.p2490368(ptr addrspace(2490368) %17, i32 %16, i32 2, i1 false), !dbg !509
  %add = add i16 %18, 3, !dbg !510
  call void @llvm.dbg.value(metadata i16 %add, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %mul9 = mul i16 %add, 5, !dbg !511
  call void @llvm.dbg.value(metadata i16 %mul9, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %19 = shl i32 %conv, 3, !dbg !512
  %20 = add i32 %19, %bufferOffset2, !dbg !512
  %21 = inttoptr i32 %bindlessOffset5 to ptr addrspace(2490368), !dbg !512
  %22 = call i64 @llvm.genx.GenISA.ldraw.indexed.i64.p2490368(ptr addrspace(2490368) %21, i32 %20, i32 8, i1 false), !dbg !512
  %23 = bitcast i64 %22 to <2 x i32>, !dbg !512
  %24 = extractelement <2 x i32> %23, i32 0, !dbg !512
  %25 = extractelement <2 x i32> %23, i32 1, !dbg !512
  %26 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %24, i32 %25, i32 3, i32 0), !dbg !513
  %27 = extractvalue { i32, i32 } %26, 0, !dbg !513
  %28 = extractvalue { i32, i32 } %26, 1, !dbg !513
  %29 = zext i16 %mul9 to i32, !dbg !514
  %30 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %27, i32 %28, i32 %29, i32 0), !dbg !515
  %31 = extractvalue { i32, i32 } %30, 0, !dbg !515
  %32 = extractvalue { i32, i32 } %30, 1, !dbg !515
  call void @llvm.dbg.value(metadata i64 undef, metadata !490, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %33 = add i32 %conv, %bufferOffset3, !dbg !516
  %34 = inttoptr i32 %bindlessOffset6 to ptr addrspace(2490368), !dbg !516
  %35 = call i8 @llvm.genx.GenISA.ldraw.indexed.i8.p2490368(ptr addrspace(2490368) %34, i32 %33, i32 1, i1 false), !dbg !516
  %36 = xor i8 %35, 90, !dbg !517
  call void @llvm.dbg.value(metadata i8 %36, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %conv20 = uitofp i16 %add to float, !dbg !518
  %add21 = fadd float %v.1, %conv20, !dbg !519
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368) %8, i32 %7, float %add21, i32 4, i1 false), !dbg !520
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.i16(ptr addrspace(2490368) %17, i32 %16, i16 %mul9, i32 2, i1 false), !dbg !521
  %37 = insertelement <2 x i32> undef, i32 %31, i32 0, !dbg !522
  %38 = insertelement <2 x i32> %37, i32 %32, i32 1, !dbg !522
  %39 = bitcast <2 x i32> %38 to i64, !dbg !522
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.i64(ptr addrspace(2490368) %21, i32 %20, i64 %39, i32 8, i1 false), !dbg !522
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.i8(ptr addrspace(2490368) %34, i32 %33, i8 %36, i32 1, i1 false), !dbg !523
  ret void, !dbg !524
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
; Function Attrs: nounwind willreturn memory(argmem: read)
declare float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368), i32, i32, i1) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368), i32, float, i32, i1) #6

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(argmem: read)
declare i16 @llvm.genx.GenISA.ldraw.indexed.i16.p2490368(ptr addrspace(2490368), i32, i32, i1) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.genx.GenISA.storeraw.indexed.p2490368.i16(ptr addrspace(2490368), i32, i16, i32, i1) #6

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(argmem: read)
declare i64 @llvm.genx.GenISA.ldraw.indexed.i64.p2490368(ptr addrspace(2490368), i32, i32, i1) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.genx.GenISA.storeraw.indexed.p2490368.i64(ptr addrspace(2490368), i32, i64, i32, i1) #6

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(argmem: read)
declare i8 @llvm.genx.GenISA.ldraw.indexed.i8.p2490368(ptr addrspace(2490368), i32, i32, i1) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Arg 4: 
; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.genx.GenISA.storeraw.indexed.p2490368.i8(ptr addrspace(2490368), i32, i8, i32, i1) #6

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
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #4

attributes #0 = { convergent nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!spirv.MemoryModel = !{!5}
!spirv.Source = !{!6}
!spirv.Generator = !{!7}
!igc.functions = !{!8}
!IGCMetadata = !{!11}
!opencl.ocl.version = !{!461, !461, !461, !461, !461, !461, !461, !461}
!opencl.spir.version = !{!461, !461, !461, !461, !461, !461, !461, !461}
!llvm.ident = !{!462, !462, !462, !462, !462, !462, !462, !462}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "mixed.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @mixed, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{!"ModuleMD", !12, !13, !127, !293, !324, !341, !362, !372, !374, !375, !390, !391, !392, !393, !394, !398, !399, !406, !407, !408, !409, !410, !411, !412, !413, !414, !416, !420, !421, !422, !423, !424, !425, !426, !427, !428, !429, !430, !431, !432, !433, !434, !239, !435, !438, !439, !441, !443, !446, !447, !448, !450, !451, !452, !457, !458, !459, !460}
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
!24 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_FLUSH_TO_ZERO"}
!25 = !{!"FloatRoundingMode", i32 0}
!26 = !{!"FloatCvtIntRoundingMode", i32 3}
!27 = !{!"LoadCacheDefault", i32 4}
!28 = !{!"StoreCacheDefault", i32 7}
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
!40 = !{!"UseScratchSpacePrivateMemory", i1 false}
!41 = !{!"RelaxedBuiltins", i1 false}
!42 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!43 = !{!"GreaterThan2GBBufferRequired", i1 true}
!44 = !{!"GreaterThan4GBBufferRequired", i1 false}
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
!128 = !{!"FuncMDMap[0]", ptr @mixed}
!129 = !{!"FuncMDValue[0]", !130, !131, !135, !138, !139, !140, !141, !142, !173, !174, !175, !198, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !258, !264, !270, !276, !282, !288, !289}
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
!142 = !{!"implicitArgInfoList", !143, !149, !151, !153, !155, !157, !159, !162, !164, !166, !168, !170, !171, !172}
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
!166 = !{!"implicitArgInfoListVec[9]", !160, !167, !146, !147, !148}
!167 = !{!"explicitArgNum", i32 3}
!168 = !{!"implicitArgInfoListVec[10]", !169, !161, !146, !147, !148}
!169 = !{!"argId", i32 54}
!170 = !{!"implicitArgInfoListVec[11]", !169, !163, !146, !147, !148}
!171 = !{!"implicitArgInfoListVec[12]", !169, !165, !146, !147, !148}
!172 = !{!"implicitArgInfoListVec[13]", !169, !167, !146, !147, !148}
!173 = !{!"functionType", !"KernelFunction"}
!174 = !{!"requiredSubGroupSize", i32 0}
!175 = !{!"rtInfo", !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !193, !194, !195, !196, !197}
!176 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!177 = !{!"isContinuation", i1 false}
!178 = !{!"hasTraceRayPayload", i1 false}
!179 = !{!"hasHitAttributes", i1 false}
!180 = !{!"hasCallableData", i1 false}
!181 = !{!"ShaderStackSize", i32 0}
!182 = !{!"ShaderHash", i64 0}
!183 = !{!"ShaderName", !""}
!184 = !{!"ParentName", !""}
!185 = !{!"SlotNum", ptr null}
!186 = !{!"NOSSize", i32 0}
!187 = !{!"globalRootSignatureSize", i32 0}
!188 = !{!"Entries"}
!189 = !{!"SpillUnions"}
!190 = !{!"CustomHitAttrSizeInBytes", i32 0}
!191 = !{!"Types", !192}
!192 = !{!"FullFrameTys"}
!193 = !{!"Aliases"}
!194 = !{!"numSyncRTStacks", i32 0}
!195 = !{!"NumCoherenceHintBits", i32 0}
!196 = !{!"useSyncHWStack", i1 false}
!197 = !{!"OriginatingShaderName", !""}
!198 = !{!"resAllocMD", !199, !200, !201, !202, !225}
!199 = !{!"uavsNumType", i32 4}
!200 = !{!"srvsNumType", i32 0}
!201 = !{!"samplersNumType", i32 0}
!202 = !{!"argAllocMDList", !203, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224}
!203 = !{!"argAllocMDListVec[0]", !204, !205, !206}
!204 = !{!"type", i32 0}
!205 = !{!"extensionType", i32 -1}
!206 = !{!"indexType", i32 -1}
!207 = !{!"argAllocMDListVec[1]", !204, !205, !206}
!208 = !{!"argAllocMDListVec[2]", !204, !205, !206}
!209 = !{!"argAllocMDListVec[3]", !204, !205, !206}
!210 = !{!"argAllocMDListVec[4]", !204, !205, !206}
!211 = !{!"argAllocMDListVec[5]", !204, !205, !206}
!212 = !{!"argAllocMDListVec[6]", !204, !205, !206}
!213 = !{!"argAllocMDListVec[7]", !204, !205, !206}
!214 = !{!"argAllocMDListVec[8]", !204, !205, !206}
!215 = !{!"argAllocMDListVec[9]", !204, !205, !206}
!216 = !{!"argAllocMDListVec[10]", !204, !205, !206}
!217 = !{!"argAllocMDListVec[11]", !204, !205, !206}
!218 = !{!"argAllocMDListVec[12]", !204, !205, !206}
!219 = !{!"argAllocMDListVec[13]", !204, !205, !206}
!220 = !{!"argAllocMDListVec[14]", !204, !205, !206}
!221 = !{!"argAllocMDListVec[15]", !204, !205, !206}
!222 = !{!"argAllocMDListVec[16]", !204, !205, !206}
!223 = !{!"argAllocMDListVec[17]", !204, !205, !206}
!224 = !{!"argAllocMDListVec[18]", !204, !205, !206}
!225 = !{!"inlineSamplersMD"}
!226 = !{!"maxByteOffsets"}
!227 = !{!"IsInitializer", i1 false}
!228 = !{!"IsFinalizer", i1 false}
!229 = !{!"CompiledSubGroupsNumber", i32 0}
!230 = !{!"maxRegPressureSimd16", i32 0}
!231 = !{!"maxRegPressureSimd32", i32 0}
!232 = !{!"maxRegUniformPressure", i32 0}
!233 = !{!"maxRegNonUniformPressure", i32 0}
!234 = !{!"bestGuessSimd", i32 0}
!235 = !{!"hasInlineVmeSamplers", i1 false}
!236 = !{!"localSize", i32 0}
!237 = !{!"localIDPresent", i1 false}
!238 = !{!"groupIDPresent", i1 false}
!239 = !{!"privateMemoryPerWI", i32 0}
!240 = !{!"prevFPOffset", i32 0}
!241 = !{!"globalIDPresent", i1 false}
!242 = !{!"hasSyncRTCalls", i1 false}
!243 = !{!"hasPrintfCalls", i1 false}
!244 = !{!"hasDPAS", i1 false}
!245 = !{!"requireAssertBuffer", i1 false}
!246 = !{!"requireSyncBuffer", i1 false}
!247 = !{!"hasIndirectCalls", i1 false}
!248 = !{!"hasNonKernelArgLoad", i1 false}
!249 = !{!"hasNonKernelArgStore", i1 false}
!250 = !{!"hasNonKernelArgAtomic", i1 false}
!251 = !{!"UserAnnotations"}
!252 = !{!"m_OpenCLArgAddressSpaces", !253, !254, !255, !256, !257}
!253 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!254 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!255 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!256 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 1}
!257 = !{!"m_OpenCLArgAddressSpacesVec[4]", i32 0}
!258 = !{!"m_OpenCLArgAccessQualifiers", !259, !260, !261, !262, !263}
!259 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!260 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!261 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!262 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!263 = !{!"m_OpenCLArgAccessQualifiersVec[4]", !"none"}
!264 = !{!"m_OpenCLArgTypes", !265, !266, !267, !268, !269}
!265 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!266 = !{!"m_OpenCLArgTypesVec[1]", !"ushort*"}
!267 = !{!"m_OpenCLArgTypesVec[2]", !"long*"}
!268 = !{!"m_OpenCLArgTypesVec[3]", !"uchar*"}
!269 = !{!"m_OpenCLArgTypesVec[4]", !"int"}
!270 = !{!"m_OpenCLArgBaseTypes", !271, !272, !273, !274, !275}
!271 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!272 = !{!"m_OpenCLArgBaseTypesVec[1]", !"short*"}
!273 = !{!"m_OpenCLArgBaseTypesVec[2]", !"long*"}
!274 = !{!"m_OpenCLArgBaseTypesVec[3]", !"char*"}
!275 = !{!"m_OpenCLArgBaseTypesVec[4]", !"int"}
!276 = !{!"m_OpenCLArgTypeQualifiers", !277, !278, !279, !280, !281}
!277 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!278 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!279 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!280 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!281 = !{!"m_OpenCLArgTypeQualifiersVec[4]", !""}
!282 = !{!"m_OpenCLArgNames", !283, !284, !285, !286, !287}
!283 = !{!"m_OpenCLArgNamesVec[0]", !"f"}
!284 = !{!"m_OpenCLArgNamesVec[1]", !"u"}
!285 = !{!"m_OpenCLArgNamesVec[2]", !"l"}
!286 = !{!"m_OpenCLArgNamesVec[3]", !"c"}
!287 = !{!"m_OpenCLArgNamesVec[4]", !"n"}
!288 = !{!"m_OpenCLArgScalarAsPointers"}
!289 = !{!"m_OptsToDisablePerFunc", !290, !291, !292}
!290 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!291 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!292 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
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
!341 = !{!"csInfo", !342, !343, !344, !345, !53, !29, !30, !346, !31, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !357, !64, !358, !359, !360, !361}
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
!375 = !{!"rtInfo", !376, !377, !378, !379, !380, !381, !382, !383, !384, !385, !386, !387, !388, !389, !194}
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
!436 = !{!"PrivateMemoryPerFGMap[0]", ptr @mixed}
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
!463 = distinct !DISubprogram(name: "mixed", scope: null, file: !4, line: 1, type: !464, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !493, retainedNodes: !478)
!464 = !DISubroutineType(types: !465)
!465 = !{null, !466, !468, !472, !474, !477}
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !467, size: 64, dwarfAddressSpace: 1)
!467 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !469, size: 64, dwarfAddressSpace: 1)
!469 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !470, baseType: !471)
!470 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!471 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !473, size: 64, dwarfAddressSpace: 1)
!473 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!474 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !475, size: 64, dwarfAddressSpace: 1)
!475 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !470, baseType: !476)
!476 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!477 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!478 = !{!479, !480, !481, !482, !483, !484, !485, !486, !488, !489, !490, !491}
!479 = !DILocalVariable(name: "f", arg: 1, scope: !463, file: !4, line: 1, type: !466)
!480 = !DILocalVariable(name: "u", arg: 2, scope: !463, file: !4, line: 1, type: !468)
!481 = !DILocalVariable(name: "l", arg: 3, scope: !463, file: !4, line: 1, type: !472)
!482 = !DILocalVariable(name: "c", arg: 4, scope: !463, file: !4, line: 1, type: !474)
!483 = !DILocalVariable(name: "n", arg: 5, scope: !463, file: !4, line: 1, type: !477)
!484 = !DILocalVariable(name: "gid", scope: !463, file: !4, line: 2, type: !477)
!485 = !DILocalVariable(name: "v", scope: !463, file: !4, line: 3, type: !467)
!486 = !DILocalVariable(name: "i", scope: !487, file: !4, line: 4, type: !477)
!487 = distinct !DILexicalBlock(scope: !463, file: !4, line: 4, column: 3)
!488 = !DILocalVariable(name: "us", scope: !463, file: !4, line: 8, type: !469)
!489 = !DILocalVariable(name: "us2", scope: !463, file: !4, line: 9, type: !469)
!490 = !DILocalVariable(name: "lv", scope: !463, file: !4, line: 10, type: !473)
!491 = !DILocalVariable(name: "ch", scope: !463, file: !4, line: 11, type: !492)
!492 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!493 = !{}
!494 = !DILocation(line: 0, scope: !463)
!495 = !DILocation(line: 2, column: 13, scope: !463)
!496 = !DILocation(line: 3, column: 13, scope: !463)
!497 = !DILocation(line: 0, scope: !487)
!498 = !DILocation(line: 4, column: 21, scope: !499)
!499 = distinct !DILexicalBlock(scope: !487, file: !4, line: 4, column: 3)
!500 = !DILocation(line: 4, column: 3, scope: !487)
!501 = !DILocation(line: 6, column: 9, scope: !502)
!502 = distinct !DILexicalBlock(scope: !499, file: !4, line: 4, column: 31)
!503 = !DILocation(line: 5, column: 7, scope: !502)
!504 = !DILocation(line: 6, column: 11, scope: !505)
!505 = distinct !DILexicalBlock(scope: !502, file: !4, line: 6, column: 9)
!506 = !DILocation(line: 4, column: 27, scope: !499)
!507 = !{!508}
!508 = !{i32 4469}
!509 = !DILocation(line: 8, column: 24, scope: !463)
!510 = !DILocation(line: 8, column: 31, scope: !463)
!511 = !DILocation(line: 9, column: 28, scope: !463)
!512 = !DILocation(line: 10, column: 13, scope: !463)
!513 = !DILocation(line: 10, column: 20, scope: !463)
!514 = !DILocation(line: 10, column: 26, scope: !463)
!515 = !DILocation(line: 10, column: 24, scope: !463)
!516 = !DILocation(line: 11, column: 20, scope: !463)
!517 = !DILocation(line: 11, column: 27, scope: !463)
!518 = !DILocation(line: 12, column: 16, scope: !463)
!519 = !DILocation(line: 12, column: 14, scope: !463)
!520 = !DILocation(line: 12, column: 10, scope: !463)
!521 = !DILocation(line: 13, column: 10, scope: !463)
!522 = !DILocation(line: 14, column: 10, scope: !463)
!523 = !DILocation(line: 15, column: 10, scope: !463)
!524 = !DILocation(line: 16, column: 1, scope: !463)
