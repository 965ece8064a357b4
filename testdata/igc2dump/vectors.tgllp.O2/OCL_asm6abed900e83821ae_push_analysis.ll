; ------------------------------------------------
; OCL_asm6abed900e83821ae_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32-p131073:32:32:32-p131074:32:32:32"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_kernel void @vec4(ptr addrspace(1) align 16 %in, ptr addrspace(1) align 16 %out, float %s, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !482 {
entry:
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !495, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !496, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  call void @llvm.dbg.value(metadata float %s, metadata !497, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !506
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !506
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !506
  %6 = zext i16 %localIdX to i32, !dbg !506
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !506
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !506
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !506
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !506
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !506
  call void @llvm.dbg.value(metadata i64 undef, metadata !498, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %12 = shl i32 %11, 4, !dbg !507
  %13 = add i32 %12, %bufferOffset, !dbg !507
  %14 = inttoptr i32 %13 to ptr addrspace(131072), !dbg !507
  %15 = load <4 x float>, ptr addrspace(131072) %14, align 16, !dbg !507
  %16 = extractelement <4 x float> %15, i32 0, !dbg !507
  %17 = extractelement <4 x float> %15, i32 1, !dbg !507
  %18 = extractelement <4 x float> %15, i32 2, !dbg !507
  %19 = extractelement <4 x float> %15, i32 3, !dbg !507
  call void @llvm.dbg.value(metadata <4 x float> %15, metadata !501, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %20 = call float @llvm.fma.f32(float %16, float %s, float 1.000000e+00), !dbg !508
  %21 = call float @llvm.fma.f32(float %17, float %s, float 2.000000e+00), !dbg !508
  %22 = call float @llvm.fma.f32(float %18, float %s, float 3.000000e+00), !dbg !508
  %23 = call float @llvm.fma.f32(float %19, float %s, float 4.000000e+00), !dbg !508
  call void @llvm.dbg.value(metadata <4 x float> poison, metadata !502, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %sub18 = fsub float %23, %16, !dbg !509
  %sub19 = fsub float %22, %17, !dbg !509
  %sub20 = fsub float %21, %18, !dbg !509
  %sub21 = fsub float %20, %19, !dbg !509
  %24 = insertelement <4 x float> undef, float %sub18, i32 0, !dbg !509
  %25 = insertelement <4 x float> %24, float %sub19, i32 1, !dbg !509
  %26 = insertelement <4 x float> %25, float %sub20, i32 2, !dbg !509
  %27 = insertelement <4 x float> %26, float %sub21, i32 3, !dbg !509
  call void @llvm.dbg.value(metadata <4 x float> %27, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505
  %28 = add i32 %12, %bufferOffset1, !dbg !510
  %29 = inttoptr i32 %28 to ptr addrspace(131073), !dbg !511
  store <4 x float> %27, ptr addrspace(131073) %29, align 16, !dbg !511
  ret void, !dbg !512
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind
define spir_kernel void @structs(ptr addrspace(1) align 16 %in, ptr addrspace(1) align 4 %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !513 {
entry:
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !518, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !519, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !533
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !533
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !533
  %6 = zext i16 %localIdX to i32, !dbg !533
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !533
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !533
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !533
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !533
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !533
  call void @llvm.dbg.value(metadata i64 undef, metadata !520, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532
  %12 = shl i32 %11, 4, !dbg !534
  %13 = add i32 %12, %bufferOffset, !dbg !534
  %14 = inttoptr i32 %13 to ptr addrspace(131072), !dbg !534
  %15 = load <4 x float>, ptr addrspace(131072) %14, align 16, !dbg !534
  %16 = extractelement <4 x float> %15, i32 0, !dbg !534
  %17 = extractelement <4 x float> %15, i32 1, !dbg !534
  %18 = extractelement <4 x float> %15, i32 2, !dbg !534
  %19 = extractelement <4 x float> %15, i32 3, !dbg !534
  call void @llvm.dbg.value(metadata <4 x float> %15, metadata !521, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 128)), !dbg !532
  call void @llvm.dbg.value(metadata i32 %11, metadata !521, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 128, 32)), !dbg !532
  call void @llvm.dbg.value(metadata float %16, metadata !521, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 160, 32)), !dbg !532
  %mul = fmul float %17, 2.000000e+00, !dbg !535
  call void @llvm.dbg.value(metadata float %mul, metadata !521, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 192, 32)), !dbg !532
  %add = fadd float %18, %mul, !dbg !536
  call void @llvm.dbg.value(metadata float %add, metadata !521, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 224, 32)), !dbg !532
  %add15 = fadd float %16, %add, !dbg !537
  %conv17 = sitofp i32 %11 to float, !dbg !538
  %add18 = fadd float %add15, %conv17, !dbg !539
  %add20 = fadd float %add18, %19, !dbg !540
  %20 = shl i32 %11, 2, !dbg !541
  %21 = add i32 %20, %bufferOffset1, !dbg !541
  %22 = inttoptr i32 %21 to ptr addrspace(131073), !dbg !542
  store float %add20, ptr addrspace(131073) %22, align 4, !dbg !542
  ret void, !dbg !543
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent nounwind
define spir_kernel void @wide(ptr addrspace(1) align 32 %u, ptr addrspace(1) align 32 %f, ptr addrspace(1) align 4 %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2) #0 !dbg !544 {
entry:
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %u, metadata !560, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !566
  call void @llvm.dbg.value(metadata ptr addrspace(1) %f, metadata !561, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !566
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !562, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !566
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !567
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !567
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !567
  %6 = zext i16 %localIdX to i32, !dbg !567
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !567
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !567
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !567
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !567
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !567
  call void @llvm.dbg.value(metadata i64 undef, metadata !563, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !566
  %12 = shl i32 %11, 5, !dbg !568
  %13 = add i32 %12, %bufferOffset, !dbg !568
  %14 = inttoptr i32 %13 to ptr addrspace(131072), !dbg !568
  %15 = load <8 x i32>, ptr addrspace(131072) %14, align 32, !dbg !568
  %16 = extractelement <8 x i32> %15, i32 0, !dbg !568
  %17 = extractelement <8 x i32> %15, i32 3, !dbg !568
  %18 = extractelement <8 x i32> %15, i32 5, !dbg !568
  %19 = extractelement <8 x i32> %15, i32 6, !dbg !568
  %20 = extractelement <8 x i32> %15, i32 7, !dbg !568
  %xor19 = xor i32 %16, %11, !dbg !569
  %xor22 = xor i32 %17, %11, !dbg !569
  %xor24 = xor i32 %18, %11, !dbg !569
  %xor25 = xor i32 %19, %11, !dbg !569
  %xor26 = xor i32 %20, %11, !dbg !569
  call void @llvm.dbg.value(metadata <8 x i32> undef, metadata !564, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !566
  %21 = add i32 %12, %bufferOffset1, !dbg !570
  %22 = inttoptr i32 %21 to ptr addrspace(131073), !dbg !570
  %23 = load <8 x float>, ptr addrspace(131073) %22, align 32, !dbg !570
  %24 = extractelement <8 x float> %23, i32 0, !dbg !570
  %25 = extractelement <8 x float> %23, i32 3, !dbg !570
  %26 = extractelement <8 x float> %23, i32 5, !dbg !570
  %27 = extractelement <8 x float> %23, i32 7, !dbg !570
  %call227 = uitofp i32 %xor19 to float, !dbg !571
  %call230 = uitofp i32 %xor22 to float, !dbg !571
  %call232 = uitofp i32 %xor24 to float, !dbg !571
  %call233 = uitofp i32 %xor25 to float, !dbg !571
  %call234 = uitofp i32 %xor26 to float, !dbg !571
  %mul35 = fmul float %24, %call227, !dbg !572
  %mul38 = fmul float %25, %call230, !dbg !572
  %mul40 = fmul float %26, %call232, !dbg !572
  %mul42 = fmul float %27, %call234, !dbg !572
  call void @llvm.dbg.value(metadata <8 x float> undef, metadata !565, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !566
  %add = fadd float %mul35, %mul38, !dbg !573
  %add3 = fadd float %add, %mul40, !dbg !574
  %add4 = fadd float %add3, %mul42, !dbg !575
  %add6 = fadd float %add4, %call233, !dbg !576
  %28 = shl i32 %11, 2, !dbg !577
  %29 = add i32 %28, %bufferOffset2, !dbg !577
  %30 = inttoptr i32 %29 to ptr addrspace(131074), !dbg !578
  store float %add6, ptr addrspace(131074) %30, align 4, !dbg !578
  ret void, !dbg !579
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #3

declare i32 @printf(ptr addrspace(2), ...)

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare void @llvm.genx.GenISA.CatchAllDebugLine() #5

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

attributes #0 = { convergent nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!spirv.MemoryModel = !{!5}
!spirv.Source = !{!6}
!spirv.Generator = !{!7}
!igc.functions = !{!8, !11, !12}
!IGCMetadata = !{!13}
!opencl.ocl.version = !{!480, !480, !480, !480, !480, !480, !480, !480, !480, !480, !480, !480}
!opencl.spir.version = !{!480, !480, !480, !480, !480, !480, !480, !480, !480, !480, !480, !480}
!llvm.ident = !{!481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481, !481}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "vectors.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @vec4, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{ptr @structs, !9}
!12 = !{ptr @wide, !9}
!13 = !{!"ModuleMD", !14, !15, !129, !308, !339, !356, !377, !387, !389, !390, !405, !406, !407, !408, !409, !413, !414, !421, !422, !423, !424, !425, !426, !427, !428, !429, !431, !435, !436, !437, !438, !439, !440, !441, !442, !443, !444, !445, !446, !447, !448, !449, !227, !450, !457, !458, !460, !462, !465, !466, !467, !469, !470, !471, !476, !477, !478, !479}
!14 = !{!"isPrecise", i1 false}
!15 = !{!"compOpt", !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128}
!16 = !{!"DenormsAreZero", i1 false}
!17 = !{!"BFTFDenormsAreZero", i1 false}
!18 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!19 = !{!"OptDisable", i1 false}
!20 = !{!"MadEnable", i1 false}
!21 = !{!"NoSignedZeros", i1 false}
!22 = !{!"NoNaNs", i1 false}
!23 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!24 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!25 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!26 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_FLUSH_TO_ZERO"}
!27 = !{!"FloatRoundingMode", i32 0}
!28 = !{!"FloatCvtIntRoundingMode", i32 3}
!29 = !{!"LoadCacheDefault", i32 -1}
!30 = !{!"StoreCacheDefault", i32 -1}
!31 = !{!"VISAPreSchedRPThreshold", i32 0}
!32 = !{!"VISAPreSchedCtrl", i32 0}
!33 = !{!"SetLoopUnrollThreshold", i32 0}
!34 = !{!"UnsafeMathOptimizations", i1 false}
!35 = !{!"disableCustomUnsafeOpts", i1 false}
!36 = !{!"disableReducePow", i1 false}
!37 = !{!"disableSqrtOpt", i1 false}
!38 = !{!"FiniteMathOnly", i1 false}
!39 = !{!"FastRelaxedMath", i1 false}
!40 = !{!"DashGSpecified", i1 true}
!41 = !{!"FastCompilation", i1 false}
!42 = !{!"UseScratchSpacePrivateMemory", i1 true}
!43 = !{!"RelaxedBuiltins", i1 false}
!44 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!45 = !{!"GreaterThan2GBBufferRequired", i1 true}
!46 = !{!"GreaterThan4GBBufferRequired", i1 false}
!47 = !{!"DisableA64WA", i1 false}
!48 = !{!"ForceEnableA64WA", i1 false}
!49 = !{!"PushConstantsEnable", i1 true}
!50 = !{!"HasPositivePointerOffset", i1 false}
!51 = !{!"HasBufferOffsetArg", i1 true}
!52 = !{!"BufferOffsetArgOptional", i1 true}
!53 = !{!"replaceGlobalOffsetsByZero", i1 false}
!54 = !{!"forcePixelShaderSIMDMode", i32 0}
!55 = !{!"forceTotalGRFNum", i32 0}
!56 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!57 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!58 = !{!"UniformWGS", i1 false}
!59 = !{!"disableVertexComponentPacking", i1 false}
!60 = !{!"disablePartialVertexComponentPacking", i1 false}
!61 = !{!"PreferBindlessImages", i1 false}
!62 = !{!"UseBindlessMode", i1 false}
!63 = !{!"UseLegacyBindlessMode", i1 true}
!64 = !{!"disableMathRefactoring", i1 false}
!65 = !{!"atomicBranch", i1 false}
!66 = !{!"spillCompression", i1 false}
!67 = !{!"AllowLICM", i1 true}
!68 = !{!"DisableEarlyOut", i1 false}
!69 = !{!"ForceInt32DivRemEmu", i1 false}
!70 = !{!"ForceInt32DivRemEmuSP", i1 false}
!71 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!72 = !{!"DisableFastestSingleCSSIMD", i1 false}
!73 = !{!"DisableFastestLinearScan", i1 false}
!74 = !{!"UseStatelessforPrivateMemory", i1 false}
!75 = !{!"EnableTakeGlobalAddress", i1 false}
!76 = !{!"IsLibraryCompilation", i1 false}
!77 = !{!"LibraryCompileSIMDSize", i32 0}
!78 = !{!"FastVISACompile", i1 false}
!79 = !{!"MatchSinCosPi", i1 false}
!80 = !{!"ExcludeIRFromZEBinary", i1 false}
!81 = !{!"EmitZeBinVISASections", i1 false}
!82 = !{!"FP64GenEmulationEnabled", i1 false}
!83 = !{!"FP64GenConvEmulationEnabled", i1 false}
!84 = !{!"allowDisableRematforCS", i1 false}
!85 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!86 = !{!"DisableCPSOmaskWA", i1 false}
!87 = !{!"DisableFastestGopt", i1 false}
!88 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!89 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!90 = !{!"DisableConstantCoalescing", i1 false}
!91 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!92 = !{!"WaEnableALTModeVisaWA", i1 false}
!93 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!94 = !{!"WaDisableDualSIMD8", i1 false}
!95 = !{!"EnableLdStCombineforLoad", i1 false}
!96 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!97 = !{!"ForceUniformBuffer", i1 false}
!98 = !{!"ForceUniformSurfaceSampler", i1 false}
!99 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!100 = !{!"NewSpillCostFunction", i1 false}
!101 = !{!"EnableVRT", i1 true}
!102 = !{!"ForceLargeGRFNum4RQ", i1 false}
!103 = !{!"DisableEUFusion", i1 false}
!104 = !{!"DisableFDivToFMulInvOpt", i1 false}
!105 = !{!"initializePhiSampleSourceWA", i1 false}
!106 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!107 = !{!"DisableLoosenSimd32Occu", i1 false}
!108 = !{!"FastestS1Options", i32 0}
!109 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!110 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!111 = !{!"LscSamplerRouting", i32 0}
!112 = !{!"UseBarrierControlFlowOptimization", i1 false}
!113 = !{!"EnableDynamicRQManagement", i1 false}
!114 = !{!"WaDisablePayloadCoalescing", i1 false}
!115 = !{!"Quad8InputThreshold", i32 0}
!116 = !{!"UseResourceLoopUnrollNested", i1 false}
!117 = !{!"DisableLoopUnroll", i1 false}
!118 = !{!"ForcePushConstantMode", i32 0}
!119 = !{!"UseInstructionHoistingOptimization", i1 false}
!120 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!121 = !{!"ForceVRTGRFCeiling", i32 0}
!122 = !{!"EnableSamplerBackingByLSC", i32 0}
!123 = !{!"UseLinearScanRA", i1 false}
!124 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!125 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!126 = !{!"VISASpillAllowed", i32 0}
!127 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!128 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!129 = !{!"FuncMD", !130, !131, !269, !270, !281, !282}
!130 = !{!"FuncMDMap[0]", ptr @vec4}
!131 = !{!"FuncMDValue[0]", !132, !133, !137, !140, !141, !142, !143, !144, !166, !167, !168, !191, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !244, !248, !252, !256, !260, !264, !265}
!132 = !{!"localOffsets"}
!133 = !{!"workGroupWalkOrder", !134, !135, !136}
!134 = !{!"dim0", i32 0}
!135 = !{!"dim1", i32 1}
!136 = !{!"dim2", i32 2}
!137 = !{!"threadGroupSize", !134, !138, !139}
!138 = !{!"dim1", i32 0}
!139 = !{!"dim2", i32 0}
!140 = !{!"threadGroupSizeHint", !134, !138, !139}
!141 = !{!"vecTypeHint", !""}
!142 = !{!"funcArgs"}
!143 = !{!"argInfoList"}
!144 = !{!"implicitArgInfoList", !145, !151, !153, !155, !157, !159, !161, !164}
!145 = !{!"implicitArgInfoListVec[0]", !146, !147, !148, !149, !150}
!146 = !{!"argId", i32 0}
!147 = !{!"explicitArgNum", i32 -1}
!148 = !{!"structArgOffset", i32 -1}
!149 = !{!"imgAccessFloatCoords", i32 -1}
!150 = !{!"imgAccessIntCoords", i32 -1}
!151 = !{!"implicitArgInfoListVec[1]", !152, !147, !148, !149, !150}
!152 = !{!"argId", i32 1}
!153 = !{!"implicitArgInfoListVec[2]", !154, !147, !148, !149, !150}
!154 = !{!"argId", i32 7}
!155 = !{!"implicitArgInfoListVec[3]", !156, !147, !148, !149, !150}
!156 = !{!"argId", i32 8}
!157 = !{!"implicitArgInfoListVec[4]", !158, !147, !148, !149, !150}
!158 = !{!"argId", i32 9}
!159 = !{!"implicitArgInfoListVec[5]", !160, !147, !148, !149, !150}
!160 = !{!"argId", i32 10}
!161 = !{!"implicitArgInfoListVec[6]", !162, !163, !148, !149, !150}
!162 = !{!"argId", i32 15}
!163 = !{!"explicitArgNum", i32 0}
!164 = !{!"implicitArgInfoListVec[7]", !162, !165, !148, !149, !150}
!165 = !{!"explicitArgNum", i32 1}
!166 = !{!"functionType", !"KernelFunction"}
!167 = !{!"requiredSubGroupSize", i32 0}
!168 = !{!"rtInfo", !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !186, !187, !188, !189, !190}
!169 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!170 = !{!"isContinuation", i1 false}
!171 = !{!"hasTraceRayPayload", i1 false}
!172 = !{!"hasHitAttributes", i1 false}
!173 = !{!"hasCallableData", i1 false}
!174 = !{!"ShaderStackSize", i32 0}
!175 = !{!"ShaderHash", i64 0}
!176 = !{!"ShaderName", !""}
!177 = !{!"ParentName", !""}
!178 = !{!"SlotNum", ptr null}
!179 = !{!"NOSSize", i32 0}
!180 = !{!"globalRootSignatureSize", i32 0}
!181 = !{!"Entries"}
!182 = !{!"SpillUnions"}
!183 = !{!"CustomHitAttrSizeInBytes", i32 0}
!184 = !{!"Types", !185}
!185 = !{!"FullFrameTys"}
!186 = !{!"Aliases"}
!187 = !{!"numSyncRTStacks", i32 0}
!188 = !{!"NumCoherenceHintBits", i32 0}
!189 = !{!"useSyncHWStack", i1 false}
!190 = !{!"OriginatingShaderName", !""}
!191 = !{!"resAllocMD", !192, !193, !194, !195, !213}
!192 = !{!"uavsNumType", i32 2}
!193 = !{!"srvsNumType", i32 0}
!194 = !{!"samplersNumType", i32 0}
!195 = !{!"argAllocMDList", !196, !200, !202, !205, !206, !207, !208, !209, !210, !211, !212}
!196 = !{!"argAllocMDListVec[0]", !197, !198, !199}
!197 = !{!"type", i32 1}
!198 = !{!"extensionType", i32 -1}
!199 = !{!"indexType", i32 0}
!200 = !{!"argAllocMDListVec[1]", !197, !198, !201}
!201 = !{!"indexType", i32 1}
!202 = !{!"argAllocMDListVec[2]", !203, !198, !204}
!203 = !{!"type", i32 0}
!204 = !{!"indexType", i32 -1}
!205 = !{!"argAllocMDListVec[3]", !203, !198, !204}
!206 = !{!"argAllocMDListVec[4]", !203, !198, !204}
!207 = !{!"argAllocMDListVec[5]", !203, !198, !204}
!208 = !{!"argAllocMDListVec[6]", !203, !198, !204}
!209 = !{!"argAllocMDListVec[7]", !203, !198, !204}
!210 = !{!"argAllocMDListVec[8]", !203, !198, !204}
!211 = !{!"argAllocMDListVec[9]", !203, !198, !204}
!212 = !{!"argAllocMDListVec[10]", !203, !198, !204}
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
!249 = !{!"m_OpenCLArgTypesVec[0]", !"float4*"}
!250 = !{!"m_OpenCLArgTypesVec[1]", !"float4*"}
!251 = !{!"m_OpenCLArgTypesVec[2]", !"float"}
!252 = !{!"m_OpenCLArgBaseTypes", !253, !254, !255}
!253 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float4*"}
!254 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float4*"}
!255 = !{!"m_OpenCLArgBaseTypesVec[2]", !"float"}
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
!269 = !{!"FuncMDMap[1]", ptr @structs}
!270 = !{!"FuncMDValue[1]", !132, !133, !137, !140, !141, !142, !143, !144, !166, !167, !168, !271, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !273, !274, !275, !277, !279, !280, !264, !265}
!271 = !{!"resAllocMD", !192, !193, !194, !272, !213}
!272 = !{!"argAllocMDList", !196, !200, !202, !205, !206, !207, !208, !209, !210, !211}
!273 = !{!"m_OpenCLArgAddressSpaces", !241, !242}
!274 = !{!"m_OpenCLArgAccessQualifiers", !245, !246}
!275 = !{!"m_OpenCLArgTypes", !249, !276}
!276 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!277 = !{!"m_OpenCLArgBaseTypes", !253, !278}
!278 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!279 = !{!"m_OpenCLArgTypeQualifiers", !257, !258}
!280 = !{!"m_OpenCLArgNames", !261, !262}
!281 = !{!"FuncMDMap[2]", ptr @wide}
!282 = !{!"FuncMDValue[2]", !132, !133, !137, !140, !141, !142, !143, !283, !166, !167, !168, !286, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !292, !244, !294, !298, !302, !304, !264, !265}
!283 = !{!"implicitArgInfoList", !145, !151, !153, !155, !157, !159, !161, !164, !284}
!284 = !{!"implicitArgInfoListVec[8]", !162, !285, !148, !149, !150}
!285 = !{!"explicitArgNum", i32 2}
!286 = !{!"resAllocMD", !287, !193, !194, !288, !213}
!287 = !{!"uavsNumType", i32 3}
!288 = !{!"argAllocMDList", !196, !200, !289, !205, !206, !207, !208, !209, !210, !211, !212, !291}
!289 = !{!"argAllocMDListVec[2]", !197, !198, !290}
!290 = !{!"indexType", i32 2}
!291 = !{!"argAllocMDListVec[11]", !203, !198, !204}
!292 = !{!"m_OpenCLArgAddressSpaces", !241, !242, !293}
!293 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!294 = !{!"m_OpenCLArgTypes", !295, !296, !297}
!295 = !{!"m_OpenCLArgTypesVec[0]", !"uint8*"}
!296 = !{!"m_OpenCLArgTypesVec[1]", !"float8*"}
!297 = !{!"m_OpenCLArgTypesVec[2]", !"float*"}
!298 = !{!"m_OpenCLArgBaseTypes", !299, !300, !301}
!299 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int8*"}
!300 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float8*"}
!301 = !{!"m_OpenCLArgBaseTypesVec[2]", !"float*"}
!302 = !{!"m_OpenCLArgTypeQualifiers", !257, !303, !259}
!303 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !"const"}
!304 = !{!"m_OpenCLArgNames", !305, !306, !307}
!305 = !{!"m_OpenCLArgNamesVec[0]", !"u"}
!306 = !{!"m_OpenCLArgNamesVec[1]", !"f"}
!307 = !{!"m_OpenCLArgNamesVec[2]", !"out"}
!308 = !{!"pushInfo", !309, !310, !311, !315, !316, !317, !318, !319, !320, !321, !322, !335, !336, !337, !338}
!309 = !{!"pushableAddresses"}
!310 = !{!"bindlessPushInfo"}
!311 = !{!"dynamicBufferInfo", !312, !313, !314}
!312 = !{!"firstIndex", i32 0}
!313 = !{!"numOffsets", i32 0}
!314 = !{!"forceDisabled", i1 false}
!315 = !{!"MaxNumberOfPushedBuffers", i32 0}
!316 = !{!"inlineConstantBufferSlot", i32 -1}
!317 = !{!"inlineConstantBufferOffset", i32 -1}
!318 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!319 = !{!"constants"}
!320 = !{!"inputs"}
!321 = !{!"constantReg"}
!322 = !{!"simplePushInfoArr", !323, !332, !333, !334}
!323 = !{!"simplePushInfoArrVec[0]", !324, !325, !326, !327, !328, !329, !330, !331}
!324 = !{!"cbIdx", i32 0}
!325 = !{!"pushableAddressGrfOffset", i32 -1}
!326 = !{!"pushableOffsetGrfOffset", i32 -1}
!327 = !{!"offset", i32 0}
!328 = !{!"size", i32 0}
!329 = !{!"isStateless", i1 false}
!330 = !{!"isBindless", i1 false}
!331 = !{!"simplePushLoads"}
!332 = !{!"simplePushInfoArrVec[1]", !324, !325, !326, !327, !328, !329, !330, !331}
!333 = !{!"simplePushInfoArrVec[2]", !324, !325, !326, !327, !328, !329, !330, !331}
!334 = !{!"simplePushInfoArrVec[3]", !324, !325, !326, !327, !328, !329, !330, !331}
!335 = !{!"simplePushBufferUsed", i32 0}
!336 = !{!"pushAnalysisWIInfos"}
!337 = !{!"inlineRTGlobalPtrOffset", i32 0}
!338 = !{!"rtSyncSurfPtrOffset", i32 0}
!339 = !{!"psInfo", !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355}
!340 = !{!"BlendStateDisabledMask", i8 0}
!341 = !{!"SkipSrc0Alpha", i1 false}
!342 = !{!"DualSourceBlendingDisabled", i1 false}
!343 = !{!"ForceEnableSimd32", i1 false}
!344 = !{!"DisableSimd32WithDiscard", i1 false}
!345 = !{!"outputDepth", i1 false}
!346 = !{!"outputStencil", i1 false}
!347 = !{!"outputMask", i1 false}
!348 = !{!"blendToFillEnabled", i1 false}
!349 = !{!"forceEarlyZ", i1 false}
!350 = !{!"hasVersionedLoop", i1 false}
!351 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!352 = !{!"blendOptimizationMode"}
!353 = !{!"colorOutputMask"}
!354 = !{!"isBlendEnabled"}
!355 = !{!"WaDisableVRS", i1 false}
!356 = !{!"csInfo", !357, !358, !359, !360, !55, !31, !32, !361, !33, !362, !363, !364, !365, !366, !367, !368, !369, !370, !371, !372, !66, !373, !374, !375, !376}
!357 = !{!"maxWorkGroupSize", i32 0}
!358 = !{!"waveSize", i32 0}
!359 = !{!"ComputeShaderSecondCompile"}
!360 = !{!"forcedSIMDSize", i8 0}
!361 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!362 = !{!"forceSpillCompression", i1 false}
!363 = !{!"allowLowerSimd", i1 false}
!364 = !{!"disableSimd32Slicing", i1 false}
!365 = !{!"disableSplitOnSpill", i1 false}
!366 = !{!"enableNewSpillCostFunction", i1 false}
!367 = !{!"forceVISAPreSched", i1 false}
!368 = !{!"disableLocalIdOrderOptimizations", i1 false}
!369 = !{!"disableDispatchAlongY", i1 false}
!370 = !{!"neededThreadIdLayout", ptr null}
!371 = !{!"forceTileYWalk", i1 false}
!372 = !{!"atomicBranch", i32 0}
!373 = !{!"disableEarlyOut", i1 false}
!374 = !{!"walkOrderEnabled", i1 false}
!375 = !{!"walkOrderOverride", i32 0}
!376 = !{!"ResForHfPacking"}
!377 = !{!"msInfo", !378, !379, !380, !381, !382, !383, !384, !385, !386}
!378 = !{!"PrimitiveTopology", i32 3}
!379 = !{!"MaxNumOfPrimitives", i32 0}
!380 = !{!"MaxNumOfVertices", i32 0}
!381 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!382 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!383 = !{!"WorkGroupSize", i32 0}
!384 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!385 = !{!"IndexFormat", i32 6}
!386 = !{!"SubgroupSize", i32 0}
!387 = !{!"taskInfo", !388, !383, !384, !386}
!388 = !{!"MaxNumOfOutputs", i32 0}
!389 = !{!"NBarrierCnt", i32 0}
!390 = !{!"rtInfo", !391, !392, !393, !394, !395, !396, !397, !398, !399, !400, !401, !402, !403, !404, !187}
!391 = !{!"RayQueryAllocSizeInBytes", i32 0}
!392 = !{!"NumContinuations", i32 0}
!393 = !{!"RTAsyncStackAddrspace", i32 -1}
!394 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!395 = !{!"SWHotZoneAddrspace", i32 -1}
!396 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!397 = !{!"SWStackAddrspace", i32 -1}
!398 = !{!"SWStackSurfaceStateOffset", ptr null}
!399 = !{!"RTSyncStackAddrspace", i32 -1}
!400 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!401 = !{!"doSyncDispatchRays", i1 false}
!402 = !{!"MemStyle", !"Xe"}
!403 = !{!"GlobalDataStyle", !"Xe"}
!404 = !{!"uberTileDimensions", ptr null}
!405 = !{!"hasSliceLayoutDependency", i1 false}
!406 = !{!"CurUniqueIndirectIdx", i32 0}
!407 = !{!"inlineDynTextures"}
!408 = !{!"inlineResInfoData"}
!409 = !{!"immConstant", !410, !411, !412}
!410 = !{!"data"}
!411 = !{!"sizes"}
!412 = !{!"zeroIdxs"}
!413 = !{!"stringConstants"}
!414 = !{!"inlineBuffers", !415, !419, !420}
!415 = !{!"inlineBuffersVec[0]", !416, !417, !418}
!416 = !{!"alignment", i32 0}
!417 = !{!"allocSize", i64 0}
!418 = !{!"Buffer"}
!419 = !{!"inlineBuffersVec[1]", !416, !417, !418}
!420 = !{!"inlineBuffersVec[2]", !416, !417, !418}
!421 = !{!"GlobalBufferAddressRelocInfo"}
!422 = !{!"ConstantBufferAddressRelocInfo"}
!423 = !{!"forceLscCacheList"}
!424 = !{!"SrvMap"}
!425 = !{!"RasterizerOrderedByteAddressBuffer"}
!426 = !{!"RasterizerOrderedViews"}
!427 = !{!"MinNOSPushConstantSize", i32 0}
!428 = !{!"inlineProgramScopeOffsets"}
!429 = !{!"shaderData", !430}
!430 = !{!"numReplicas", i32 0}
!431 = !{!"URBInfo", !432, !433, !434}
!432 = !{!"has64BVertexHeaderInput", i1 false}
!433 = !{!"has64BVertexHeaderOutput", i1 false}
!434 = !{!"hasVertexHeader", i1 true}
!435 = !{!"UseBindlessImage", i1 false}
!436 = !{!"HasBindlessImageRead", i1 false}
!437 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!438 = !{!"enableRangeReduce", i1 false}
!439 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!440 = !{!"disableMatchMadOptimizationForCS", i1 false}
!441 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!442 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!443 = !{!"statefulResourcesNotAliased", i1 false}
!444 = !{!"disableMixMode", i1 false}
!445 = !{!"genericAccessesResolved", i1 false}
!446 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!447 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!448 = !{!"disableSeparateScratchWA", i1 false}
!449 = !{!"enableRemoveUnusedTGMFence", i1 false}
!450 = !{!"PrivateMemoryPerFG", !451, !452, !453, !454, !455, !456}
!451 = !{!"PrivateMemoryPerFGMap[0]", ptr @vec4}
!452 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!453 = !{!"PrivateMemoryPerFGMap[1]", ptr @structs}
!454 = !{!"PrivateMemoryPerFGValue[1]", i32 0}
!455 = !{!"PrivateMemoryPerFGMap[2]", ptr @wide}
!456 = !{!"PrivateMemoryPerFGValue[2]", i32 0}
!457 = !{!"m_OptsToDisable"}
!458 = !{!"capabilities", !459}
!459 = !{!"globalVariableDecorationsINTEL", i1 false}
!460 = !{!"extensions", !461}
!461 = !{!"spvINTELBindlessImages", i1 false}
!462 = !{!"m_ShaderResourceViewMcsMask", !463, !464}
!463 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!464 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!465 = !{!"computedDepthMode", i32 0}
!466 = !{!"isHDCFastClearShader", i1 false}
!467 = !{!"argRegisterReservations", !468}
!468 = !{!"argRegisterReservationsVec[0]", i32 0}
!469 = !{!"SIMD16_SpillThreshold", i8 0}
!470 = !{!"SIMD32_SpillThreshold", i8 0}
!471 = !{!"m_CacheControlOption", !472, !473, !474, !475}
!472 = !{!"LscLoadCacheControlOverride", i8 0}
!473 = !{!"LscStoreCacheControlOverride", i8 0}
!474 = !{!"TgmLoadCacheControlOverride", i8 0}
!475 = !{!"TgmStoreCacheControlOverride", i8 0}
!476 = !{!"ModuleUsesBindless", i1 false}
!477 = !{!"predicationMap"}
!478 = !{!"lifeTimeStartMap"}
!479 = !{!"HitGroups"}
!480 = !{i32 2, i32 0}
!481 = !{!"clang version 16.0.6"}
!482 = distinct !DISubprogram(name: "vec4", scope: null, file: !4, line: 4, type: !483, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !504, retainedNodes: !494)
!483 = !DISubroutineType(types: !484)
!484 = !{null, !485, !493, !490}
!485 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !486, size: 64, dwarfAddressSpace: 1)
!486 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !487)
!487 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !488, baseType: !489)
!488 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!489 = !DICompositeType(tag: DW_TAG_array_type, baseType: !490, size: 128, flags: DIFlagVector, elements: !491)
!490 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!491 = !{!492}
!492 = !DISubrange(count: 4, lowerBound: 0)
!493 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !487, size: 64, dwarfAddressSpace: 1)
!494 = !{!495, !496, !497, !498, !501, !502, !503}
!495 = !DILocalVariable(name: "in", arg: 1, scope: !482, file: !4, line: 4, type: !485)
!496 = !DILocalVariable(name: "out", arg: 2, scope: !482, file: !4, line: 4, type: !493)
!497 = !DILocalVariable(name: "s", arg: 3, scope: !482, file: !4, line: 4, type: !490)
!498 = !DILocalVariable(name: "i", scope: !482, file: !4, line: 5, type: !499)
!499 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !488, baseType: !500)
!500 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!501 = !DILocalVariable(name: "a", scope: !482, file: !4, line: 6, type: !487)
!502 = !DILocalVariable(name: "b", scope: !482, file: !4, line: 7, type: !487)
!503 = !DILocalVariable(name: "c", scope: !482, file: !4, line: 8, type: !487)
!504 = !{}
!505 = !DILocation(line: 0, scope: !482)
!506 = !DILocation(line: 5, column: 14, scope: !482)
!507 = !DILocation(line: 6, column: 14, scope: !482)
!508 = !DILocation(line: 7, column: 20, scope: !482)
!509 = !DILocation(line: 8, column: 21, scope: !482)
!510 = !DILocation(line: 9, column: 3, scope: !482)
!511 = !DILocation(line: 9, column: 10, scope: !482)
!512 = !DILocation(line: 10, column: 1, scope: !482)
!513 = distinct !DISubprogram(name: "structs", scope: null, file: !4, line: 12, type: !514, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !504, retainedNodes: !517)
!514 = !DISubroutineType(types: !515)
!515 = !{null, !485, !516}
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64, dwarfAddressSpace: 1)
!517 = !{!518, !519, !520, !521}
!518 = !DILocalVariable(name: "in", arg: 1, scope: !513, file: !4, line: 12, type: !485)
!519 = !DILocalVariable(name: "out", arg: 2, scope: !513, file: !4, line: 12, type: !516)
!520 = !DILocalVariable(name: "i", scope: !513, file: !4, line: 13, type: !499)
!521 = !DILocalVariable(name: "p", scope: !513, file: !4, line: 14, type: !522)
!522 = !DIDerivedType(tag: DW_TAG_typedef, name: "particle", file: !4, baseType: !523)
!523 = !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 2, size: 256, elements: !524)
!524 = !{!525, !526, !528}
!525 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !523, file: !4, line: 2, baseType: !487, size: 128, flags: DIFlagPublic)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !523, file: !4, line: 2, baseType: !527, size: 32, offset: 128, flags: DIFlagPublic)
!527 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !523, file: !4, line: 2, baseType: !529, size: 96, offset: 160, flags: DIFlagPublic)
!529 = !DICompositeType(tag: DW_TAG_array_type, baseType: !490, size: 96, elements: !530)
!530 = !{!531}
!531 = !DISubrange(count: 3, lowerBound: 0)
!532 = !DILocation(line: 0, scope: !513)
!533 = !DILocation(line: 13, column: 14, scope: !513)
!534 = !DILocation(line: 15, column: 11, scope: !513)
!535 = !DILocation(line: 17, column: 38, scope: !513)
!536 = !DILocation(line: 17, column: 63, scope: !513)
!537 = !DILocation(line: 18, column: 19, scope: !513)
!538 = !DILocation(line: 18, column: 30, scope: !513)
!539 = !DILocation(line: 18, column: 28, scope: !513)
!540 = !DILocation(line: 18, column: 42, scope: !513)
!541 = !DILocation(line: 18, column: 3, scope: !513)
!542 = !DILocation(line: 18, column: 10, scope: !513)
!543 = !DILocation(line: 19, column: 1, scope: !513)
!544 = distinct !DISubprogram(name: "wide", scope: null, file: !4, line: 21, type: !545, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, templateParams: !504, retainedNodes: !559)
!545 = !DISubroutineType(types: !546)
!546 = !{null, !547, !555, !516}
!547 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !548, size: 64, dwarfAddressSpace: 1)
!548 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !549)
!549 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8", file: !488, baseType: !550)
!550 = !DICompositeType(tag: DW_TAG_array_type, baseType: !551, size: 256, flags: DIFlagVector, elements: !553)
!551 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !488, baseType: !552)
!552 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!553 = !{!554}
!554 = !DISubrange(count: 8, lowerBound: 0)
!555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !556, size: 64, dwarfAddressSpace: 1)
!556 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !557)
!557 = !DIDerivedType(tag: DW_TAG_typedef, name: "float8", file: !488, baseType: !558)
!558 = !DICompositeType(tag: DW_TAG_array_type, baseType: !490, size: 256, flags: DIFlagVector, elements: !553)
!559 = !{!560, !561, !562, !563, !564, !565}
!560 = !DILocalVariable(name: "u", arg: 1, scope: !544, file: !4, line: 21, type: !547)
!561 = !DILocalVariable(name: "f", arg: 2, scope: !544, file: !4, line: 21, type: !555)
!562 = !DILocalVariable(name: "out", arg: 3, scope: !544, file: !4, line: 21, type: !516)
!563 = !DILocalVariable(name: "i", scope: !544, file: !4, line: 22, type: !499)
!564 = !DILocalVariable(name: "a", scope: !544, file: !4, line: 23, type: !549)
!565 = !DILocalVariable(name: "b", scope: !544, file: !4, line: 24, type: !557)
!566 = !DILocation(line: 0, scope: !544)
!567 = !DILocation(line: 22, column: 14, scope: !544)
!568 = !DILocation(line: 23, column: 13, scope: !544)
!569 = !DILocation(line: 23, column: 18, scope: !544)
!570 = !DILocation(line: 24, column: 14, scope: !544)
!571 = !DILocation(line: 24, column: 21, scope: !544)
!572 = !DILocation(line: 24, column: 19, scope: !544)
!573 = !DILocation(line: 25, column: 17, scope: !544)
!574 = !DILocation(line: 25, column: 24, scope: !544)
!575 = !DILocation(line: 25, column: 31, scope: !544)
!576 = !DILocation(line: 25, column: 38, scope: !544)
!577 = !DILocation(line: 25, column: 3, scope: !544)
!578 = !DILocation(line: 25, column: 10, scope: !544)
!579 = !DILocation(line: 26, column: 1, scope: !544)
