; ------------------------------------------------
; OCL_asm78e6d1e7596ae350_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32-p131073:32:32:32"
target triple = "spir64-unknown-unknown"

%struct.particle_t = type { <3 x float>, [8 x i8], i32 }
%struct.node = type { i32, %struct.node*, i16, i16 }

@table = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4, !dbg !0
@__OptDisable = local_unnamed_addr addrspace(2) constant i32 0, align 4
@shapes-ExtSLM = external addrspace(3) global [0 x i8]
@llvm.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(2)* bitcast ([4 x i32] addrspace(2)* @table to i8 addrspace(2)*) to i8*), i8* addrspacecast (i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @shapes-ExtSLM, i32 0, i32 0) to i8*)], section "llvm.metadata"

; Function Attrs: convergent nounwind
define spir_kernel void @shapes(%struct.particle_t addrspace(1)* nocapture readonly %ps, float addrspace(3)* nocapture readnone %scratch, i32 addrspace(1)* nocapture writeonly %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %localSize, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* nocapture readnone %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !366 {
entry:
  call void @llvm.dbg.value(metadata [4 x i32] [i32 1, i32 2, i32 3, i32 5], metadata !391, metadata !DIExpression()), !dbg !392
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !392
  %0 = extractelement <3 x i32> %localSize, i32 0
  %1 = extractelement <8 x i32> %payloadHeader, i32 0
  %2 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %3 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.declare(metadata i32* undef, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !402
  call void @llvm.dbg.declare(metadata i32* undef, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 160, 32)), !dbg !402
  call void @llvm.dbg.value(metadata %struct.particle_t addrspace(1)* %ps, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !404
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %out, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !404
  call void @llvm.dbg.value(metadata i16 %localIdX, metadata !406, metadata !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !404
  %mul.i.i.i = mul i32 %2, %3, !dbg !409
  %localIdX6 = zext i16 %localIdX to i32, !dbg !409
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX6, !dbg !409
  %add4.i.i.i = add i32 %add.i.i.i, %1, !dbg !409
  %4 = shl i32 %add4.i.i.i, 5, !dbg !410
  %5 = inttoptr i32 %4 to <3 x float> addrspace(131072)*, !dbg !410
  %6 = load <3 x float>, <3 x float> addrspace(131072)* %5, align 32, !dbg !410
  %7 = extractelement <3 x float> %6, i32 1, !dbg !410
  call void @llvm.dbg.value(metadata <3 x float> %6, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 96)), !dbg !404
  %8 = add i32 %4, 24, !dbg !410
  %9 = inttoptr i32 %8 to i32 addrspace(131072)*, !dbg !410
  %10 = load i32, i32 addrspace(131072)* %9, align 8, !dbg !410
  call void @llvm.dbg.value(metadata i32 %10, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 192, 32)), !dbg !404
  call void @llvm.dbg.value(metadata i32 undef, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 224, 32)), !dbg !404
  %11 = extractelement <3 x float> %6, i32 0, !dbg !412
  %12 = bitcast float %11 to i32, !dbg !412
  call void @llvm.dbg.value(metadata i32 %12, metadata !413, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !404
  call void @llvm.dbg.value(metadata i32 %12, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !404
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 64)), !dbg !404
  call void @llvm.dbg.value(metadata i16 2, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 128, 16)), !dbg !404
  call void @llvm.dbg.value(metadata i16 7, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 144, 16)), !dbg !404
  %13 = shl i16 %localIdX, 2, !dbg !419
  %14 = and i16 %13, 12, !dbg !419
  %15 = zext i16 %14 to i32, !dbg !419
  %16 = ptrtoint [4 x i32] addrspace(2)* @table to i64, !dbg !419
  %17 = bitcast i64 %16 to <2 x i32>, !dbg !419
  %18 = extractelement <2 x i32> %17, i32 0, !dbg !419
  %19 = ptrtoint [4 x i32] addrspace(2)* @table to i64, !dbg !419
  %20 = bitcast i64 %19 to <2 x i32>, !dbg !419
  %21 = extractelement <2 x i32> %20, i32 1, !dbg !419
  %22 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %15, i32 0, i32 %18, i32 %21), !dbg !419
  %23 = extractvalue { i32, i32 } %22, 0, !dbg !419
  %24 = extractvalue { i32, i32 } %22, 1, !dbg !419
  %25 = call <1 x i32> addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2v1i32(i32 %23, i32 %24), !dbg !419
  %26 = load <1 x i32>, <1 x i32> addrspace(2)* %25, align 4, !dbg !419
  %27 = extractelement <1 x i32> %26, i32 0, !dbg !419
  %conv = sitofp i32 %27 to float, !dbg !419
  %mul = fmul float %7, %conv, !dbg !420
  %28 = shl nuw nsw i32 %localIdX6, 2, !dbg !421
  %29 = inttoptr i32 %28 to float addrspace(3)*, !dbg !421
  store float %mul, float addrspace(3)* %29, align 4, !dbg !422
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false), !dbg !423
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !423
  %rem.lhs.trunc = add nuw nsw i32 %localIdX6, 1, !dbg !424
  %tobool.i = icmp eq i32 %0, 0, !dbg !424
  br i1 %tobool.i, label %entry.precompiled_u32divrem_sp.exit_crit_edge, label %if.end.i, !dbg !424

entry.precompiled_u32divrem_sp.exit_crit_edge:    ; preds = %entry
  br label %precompiled_u32divrem_sp.exit, !dbg !424

if.end.i:                                         ; preds = %entry
  %30 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %0) #12, !dbg !424
  %conv.i = fptoui float %30 to i32, !dbg !424
  %sub.i = sub i32 %0, %conv.i, !dbg !424
  %31 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub.i) #12, !dbg !424
  %32 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %rem.lhs.trunc) #12, !dbg !424
  %conv3.i = fptoui float %32 to i32, !dbg !424
  %sub4.i = sub i32 %rem.lhs.trunc, %conv3.i, !dbg !424
  %33 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub4.i) #12, !dbg !424
  %div.i = fdiv float 1.000000e+00, %30, !dbg !424, !fpmath !425
  %34 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %div.i, float 0xBE98000000000000, float %div.i) #12, !dbg !424
  %35 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %32, float %34) #12, !dbg !424
  %conv8.i = fptoui float %35 to i32, !dbg !424
  %36 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %conv8.i) #12, !dbg !424
  %37 = fsub float 0.000000e+00, %30, !dbg !424
  %38 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %37, float %36, float %32) #12, !dbg !424
  %39 = fsub float 0.000000e+00, %31, !dbg !424
  %40 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %39, float %36, float %33) #12, !dbg !424
  %41 = call float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float %38, float %40) #12, !dbg !424
  %42 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %34, float %41) #12, !dbg !424
  %conv16.i = fptoui float %42 to i32, !dbg !424
  %add.i = add i32 %conv16.i, %conv8.i, !dbg !424
  %mul.i = mul i32 %add.i, %0, !dbg !424
  %sub17.i = sub i32 %rem.lhs.trunc, %mul.i, !dbg !424
  %cmp.i.not = icmp ult i32 %sub17.i, %0, !dbg !424
  %and20.i = select i1 %cmp.i.not, i32 0, i32 %0, !dbg !424
  %sub21.i = sub i32 %sub17.i, %and20.i, !dbg !424
  %phi.bo = shl i32 %sub21.i, 2, !dbg !424
  br label %precompiled_u32divrem_sp.exit, !dbg !424

precompiled_u32divrem_sp.exit:                    ; preds = %entry.precompiled_u32divrem_sp.exit_crit_edge, %if.end.i
  %storemerge.i = phi i32 [ %phi.bo, %if.end.i ], [ -4, %entry.precompiled_u32divrem_sp.exit_crit_edge ]
  %43 = inttoptr i32 %storemerge.i to float addrspace(3)*, !dbg !426
  %44 = load float, float addrspace(3)* %43, align 4, !dbg !426
  %conv8 = fptosi float %44 to i32, !dbg !427
  %add9 = add nsw i32 %12, %conv8, !dbg !428
  %add10 = add i32 %add9, %10, !dbg !429
  %add13 = add i32 %add10, 7, !dbg !430
  %45 = shl i32 %add4.i.i.i, 2, !dbg !431
  %46 = inttoptr i32 %45 to i32 addrspace(131073)*, !dbg !432
  store i32 %add13, i32 addrspace(131073)* %46, align 4, !dbg !432
  ret void, !dbg !433
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p1i8.i64(i8* noalias nocapture writeonly, i8 addrspace(1)* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: convergent
declare spir_func void @__builtin_IB_memfence(i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #4

; Function Attrs: convergent
declare spir_func void @__builtin_IB_thread_group_barrier() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_size(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #5

; Function Attrs: inaccessiblememonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #5

; Function Desc: 
; Output: 
; Arg 0: Commit Enable
; Arg 1: L3_Flush_RW_Data
; Arg 2: L3_Flush_Constant_Data
; Arg 3: L3_Flush_Texture_Data
; Arg 4: L3_Flush_Instructions
; Arg 5: Fence has global effect
; Arg 6: L1 Invalidate
; Function Attrs: convergent nounwind
declare void @llvm.genx.GenISA.memoryfence(i1, i1, i1, i1, i1, i1, i1) #7

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: convergent nounwind
declare void @llvm.genx.GenISA.threadgroupbarrier() #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define spir_kernel void @Intel_Symbol_Table_Void_Program() #8 {
entry:
  ret void
}

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #9

; Function Attrs: convergent
declare dso_local float @GenISA_uitof_rtz(i32) local_unnamed_addr #10

; Function Attrs: convergent
declare dso_local float @GenISA_fma_rtz(float, float, float) local_unnamed_addr #10

; Function Attrs: convergent
declare dso_local float @GenISA_mul_rtz(float, float) local_unnamed_addr #10

; Function Attrs: convergent
declare dso_local float @GenISA_add_rtz(float, float) local_unnamed_addr #10

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float, float, float) #11

; Function Desc: 
; Output: result
; Arg 0: input
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32) #11

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float, float) #11

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float, float) #11

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #11

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare <1 x i32> addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2v1i32(i32, i32) #11

attributes #0 = { convergent nounwind "less-precise-fpmad"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { convergent "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { inaccessiblememonly mustprogress nofree nosync nounwind willreturn }
attributes #7 = { convergent nounwind }
attributes #8 = { mustprogress nofree norecurse nosync nounwind readnone willreturn }
attributes #9 = { inaccessiblememonly nounwind }
attributes #10 = { convergent "correctly-rounded-divide-sqrt-fp-math"="false" "denorms-are-zero"="false" "disable-tail-calls"="false" "frame-pointer"="none" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="false" "stack-protector-buffer-size"="8" "target-features"="+mmx,+sse,+sse2,+x87" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #11 = { nounwind readnone }
attributes #12 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18}
!IGCMetadata = !{!19}
!igc.functions = !{!345, !361}
!opencl.ocl.version = !{!363, !363, !363, !363, !363, !363}
!opencl.spir.version = !{!363, !363, !363, !363, !363}
!llvm.ident = !{!364, !364, !364, !364, !364, !365}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 5, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11)
!3 = !DIFile(filename: "types.cl", directory: "/tmp/hdwarf-src")
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
!16 = !{i32 2, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{!"ModuleMD", !20, !21, !80, !190, !220, !236, !253, !263, !265, !266, !277, !278, !279, !280, !284, !308, !309, !310, !311, !312, !313, !314, !315, !316, !317, !320, !322, !326, !327, !328, !329, !330, !331, !332, !147, !333, !338, !340, !343, !344}
!20 = !{!"isPrecise", i1 false}
!21 = !{!"compOpt", !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79}
!22 = !{!"DenormsAreZero", i1 false}
!23 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!24 = !{!"OptDisable", i1 false}
!25 = !{!"MadEnable", i1 true}
!26 = !{!"NoSignedZeros", i1 false}
!27 = !{!"NoNaNs", i1 false}
!28 = !{!"FloatRoundingMode", i32 0}
!29 = !{!"FloatCvtIntRoundingMode", i32 3}
!30 = !{!"VISAPreSchedRPThreshold", i32 0}
!31 = !{!"SetLoopUnrollThreshold", i32 0}
!32 = !{!"UnsafeMathOptimizations", i1 false}
!33 = !{!"FiniteMathOnly", i1 false}
!34 = !{!"FastRelaxedMath", i1 false}
!35 = !{!"DashGSpecified", i1 true}
!36 = !{!"FastCompilation", i1 false}
!37 = !{!"UseScratchSpacePrivateMemory", i1 false}
!38 = !{!"RelaxedBuiltins", i1 false}
!39 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!40 = !{!"GreaterThan2GBBufferRequired", i1 true}
!41 = !{!"GreaterThan4GBBufferRequired", i1 false}
!42 = !{!"DisableA64WA", i1 false}
!43 = !{!"ForceEnableA64WA", i1 false}
!44 = !{!"PushConstantsEnable", i1 true}
!45 = !{!"HasPositivePointerOffset", i1 false}
!46 = !{!"HasBufferOffsetArg", i1 true}
!47 = !{!"BufferOffsetArgOptional", i1 true}
!48 = !{!"HasSubDWAlignedPtrArg", i1 false}
!49 = !{!"replaceGlobalOffsetsByZero", i1 false}
!50 = !{!"forcePixelShaderSIMDMode", i32 0}
!51 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!52 = !{!"UniformWGS", i1 false}
!53 = !{!"disableVertexComponentPacking", i1 false}
!54 = !{!"disablePartialVertexComponentPacking", i1 false}
!55 = !{!"PreferBindlessImages", i1 false}
!56 = !{!"UseBindlessMode", i1 false}
!57 = !{!"UseLegacyBindlessMode", i1 true}
!58 = !{!"disableMathRefactoring", i1 false}
!59 = !{!"atomicBranch", i1 false}
!60 = !{!"ForceInt32DivRemEmu", i1 false}
!61 = !{!"ForceInt32DivRemEmuSP", i1 false}
!62 = !{!"ForceMinSimdSizeForFastestCS", i1 false}
!63 = !{!"EnableFastestLinearScan", i1 false}
!64 = !{!"UseStatelessforPrivateMemory", i1 false}
!65 = !{!"EnableTakeGlobalAddress", i1 false}
!66 = !{!"IsLibraryCompilation", i1 false}
!67 = !{!"FastVISACompile", i1 false}
!68 = !{!"MatchSinCosPi", i1 false}
!69 = !{!"CaptureCompilerStats", i1 false}
!70 = !{!"ExcludeIRFromZEBinary", i1 false}
!71 = !{!"EmitZeBinVISASections", i1 false}
!72 = !{!"allowDisableRematforCS", i1 false}
!73 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!74 = !{!"DisableCPSOmaskWA", i1 false}
!75 = !{!"DisableFastestGopt", i1 false}
!76 = !{!"WaForceHalfPromotion", i1 false}
!77 = !{!"DisableConstantCoalescing", i1 false}
!78 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!79 = !{!"WaEnableALTModeVisaWA", i1 false}
!80 = !{!"FuncMD", !81, !82, !178, !179}
!81 = !{!"FuncMDMap[0]", void (%struct.particle_t addrspace(1)*, float addrspace(3)*, i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @shapes}
!82 = !{!"FuncMDValue[0]", !83, !87, !91, !92, !93, !113, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !158, !162, !166, !170, !174}
!83 = !{!"localOffsets", !84}
!84 = !{!"localOffsetsVec[0]", !85, !86}
!85 = !{!"m_Offset", i32 0}
!86 = !{!"m_Var", [0 x i8] addrspace(3)* @shapes-ExtSLM}
!87 = !{!"workGroupWalkOrder", !88, !89, !90}
!88 = !{!"dim0", i32 0}
!89 = !{!"dim1", i32 0}
!90 = !{!"dim2", i32 0}
!91 = !{!"funcArgs"}
!92 = !{!"functionType", !"KernelFunction"}
!93 = !{!"rtInfo", !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !112}
!94 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!95 = !{!"isContinuation", i1 false}
!96 = !{!"hasTraceRayPayload", i1 false}
!97 = !{!"hasHitAttributes", i1 false}
!98 = !{!"hasCallableData", i1 false}
!99 = !{!"ShaderStackSize", i32 0}
!100 = !{!"ShaderHash", i64 0}
!101 = !{!"ShaderName", !""}
!102 = !{!"ParentName", !""}
!103 = !{!"SlotNum", i1* null}
!104 = !{!"NOSSize", i32 0}
!105 = !{!"Entries"}
!106 = !{!"SpillUnions"}
!107 = !{!"CustomHitAttrSizeInBytes", i32 0}
!108 = !{!"Types", !109, !110, !111}
!109 = !{!"FrameStartTys"}
!110 = !{!"ArgumentTys"}
!111 = !{!"FullFrameTys"}
!112 = !{!"Aliases"}
!113 = !{!"resAllocMD", !114, !115, !116, !117, !138}
!114 = !{!"uavsNumType", i32 3}
!115 = !{!"srvsNumType", i32 0}
!116 = !{!"samplersNumType", i32 0}
!117 = !{!"argAllocMDList", !118, !122, !125, !127, !128, !129, !130, !131, !132, !133, !134, !136, !137}
!118 = !{!"argAllocMDListVec[0]", !119, !120, !121}
!119 = !{!"type", i32 1}
!120 = !{!"extensionType", i32 -1}
!121 = !{!"indexType", i32 0}
!122 = !{!"argAllocMDListVec[1]", !123, !120, !124}
!123 = !{!"type", i32 0}
!124 = !{!"indexType", i32 -1}
!125 = !{!"argAllocMDListVec[2]", !119, !120, !126}
!126 = !{!"indexType", i32 1}
!127 = !{!"argAllocMDListVec[3]", !123, !120, !124}
!128 = !{!"argAllocMDListVec[4]", !123, !120, !124}
!129 = !{!"argAllocMDListVec[5]", !123, !120, !124}
!130 = !{!"argAllocMDListVec[6]", !123, !120, !124}
!131 = !{!"argAllocMDListVec[7]", !123, !120, !124}
!132 = !{!"argAllocMDListVec[8]", !123, !120, !124}
!133 = !{!"argAllocMDListVec[9]", !123, !120, !124}
!134 = !{!"argAllocMDListVec[10]", !119, !120, !135}
!135 = !{!"indexType", i32 2}
!136 = !{!"argAllocMDListVec[11]", !123, !120, !124}
!137 = !{!"argAllocMDListVec[12]", !123, !120, !124}
!138 = !{!"inlineSamplersMD"}
!139 = !{!"maxByteOffsets"}
!140 = !{!"IsInitializer", i1 false}
!141 = !{!"IsFinalizer", i1 false}
!142 = !{!"CompiledSubGroupsNumber", i32 0}
!143 = !{!"hasInlineVmeSamplers", i1 false}
!144 = !{!"localSize", i32 0}
!145 = !{!"localIDPresent", i1 false}
!146 = !{!"groupIDPresent", i1 false}
!147 = !{!"privateMemoryPerWI", i32 0}
!148 = !{!"globalIDPresent", i1 false}
!149 = !{!"hasSyncRTCalls", i1 false}
!150 = !{!"hasNonKernelArgLoad", i1 false}
!151 = !{!"hasNonKernelArgStore", i1 false}
!152 = !{!"hasNonKernelArgAtomic", i1 false}
!153 = !{!"UserAnnotations"}
!154 = !{!"m_OpenCLArgAddressSpaces", !155, !156, !157}
!155 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!156 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 3}
!157 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!158 = !{!"m_OpenCLArgAccessQualifiers", !159, !160, !161}
!159 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!160 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!161 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!162 = !{!"m_OpenCLArgTypes", !163, !164, !165}
!163 = !{!"m_OpenCLArgTypesVec[0]", !"particle_t*"}
!164 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!165 = !{!"m_OpenCLArgTypesVec[2]", !"int*"}
!166 = !{!"m_OpenCLArgBaseTypes", !167, !168, !169}
!167 = !{!"m_OpenCLArgBaseTypesVec[0]", !"struct particle_t*"}
!168 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!169 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int*"}
!170 = !{!"m_OpenCLArgTypeQualifiers", !171, !172, !173}
!171 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!172 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!173 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!174 = !{!"m_OpenCLArgNames", !175, !176, !177}
!175 = !{!"m_OpenCLArgNamesVec[0]", !"ps"}
!176 = !{!"m_OpenCLArgNamesVec[1]", !"scratch"}
!177 = !{!"m_OpenCLArgNamesVec[2]", !"out"}
!178 = !{!"FuncMDMap[1]", void ()* @Intel_Symbol_Table_Void_Program}
!179 = !{!"FuncMDValue[1]", !180, !87, !91, !92, !93, !181, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !184, !185, !186, !187, !188, !189}
!180 = !{!"localOffsets"}
!181 = !{!"resAllocMD", !182, !115, !116, !183, !138}
!182 = !{!"uavsNumType", i32 0}
!183 = !{!"argAllocMDList"}
!184 = !{!"m_OpenCLArgAddressSpaces"}
!185 = !{!"m_OpenCLArgAccessQualifiers"}
!186 = !{!"m_OpenCLArgTypes"}
!187 = !{!"m_OpenCLArgBaseTypes"}
!188 = !{!"m_OpenCLArgTypeQualifiers"}
!189 = !{!"m_OpenCLArgNames"}
!190 = !{!"pushInfo", !191, !192, !193, !196, !197, !198, !199, !200, !201, !202, !203, !216, !217, !218, !219}
!191 = !{!"pushableAddresses"}
!192 = !{!"bindlessPushInfo"}
!193 = !{!"dynamicBufferInfo", !194, !195}
!194 = !{!"firstIndex", i32 0}
!195 = !{!"numOffsets", i32 0}
!196 = !{!"MaxNumberOfPushedBuffers", i32 0}
!197 = !{!"inlineConstantBufferSlot", i32 -1}
!198 = !{!"inlineConstantBufferOffset", i32 -1}
!199 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!200 = !{!"constants"}
!201 = !{!"inputs"}
!202 = !{!"constantReg"}
!203 = !{!"simplePushInfoArr", !204, !213, !214, !215}
!204 = !{!"simplePushInfoArrVec[0]", !205, !206, !207, !208, !209, !210, !211, !212}
!205 = !{!"cbIdx", i32 0}
!206 = !{!"pushableAddressGrfOffset", i32 -1}
!207 = !{!"pushableOffsetGrfOffset", i32 -1}
!208 = !{!"offset", i32 0}
!209 = !{!"size", i32 0}
!210 = !{!"isStateless", i1 false}
!211 = !{!"isBindless", i1 false}
!212 = !{!"simplePushLoads"}
!213 = !{!"simplePushInfoArrVec[1]", !205, !206, !207, !208, !209, !210, !211, !212}
!214 = !{!"simplePushInfoArrVec[2]", !205, !206, !207, !208, !209, !210, !211, !212}
!215 = !{!"simplePushInfoArrVec[3]", !205, !206, !207, !208, !209, !210, !211, !212}
!216 = !{!"simplePushBufferUsed", i32 0}
!217 = !{!"pushAnalysisWIInfos"}
!218 = !{!"inlineRTGlobalPtrOffset", i32 0}
!219 = !{!"rtSyncSurfPtrOffset", i32 0}
!220 = !{!"psInfo", !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235}
!221 = !{!"BlendStateDisabledMask", i8 0}
!222 = !{!"SkipSrc0Alpha", i1 false}
!223 = !{!"DualSourceBlendingDisabled", i1 false}
!224 = !{!"ForceEnableSimd32", i1 false}
!225 = !{!"outputDepth", i1 false}
!226 = !{!"outputStencil", i1 false}
!227 = !{!"outputMask", i1 false}
!228 = !{!"blendToFillEnabled", i1 false}
!229 = !{!"forceEarlyZ", i1 false}
!230 = !{!"hasVersionedLoop", i1 false}
!231 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!232 = !{!"NumSamples", i8 0}
!233 = !{!"blendOptimizationMode"}
!234 = !{!"colorOutputMask"}
!235 = !{!"WaDisableVRS", i1 false}
!236 = !{!"csInfo", !237, !238, !239, !240, !241, !30, !31, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !59, !252}
!237 = !{!"maxWorkGroupSize", i32 0}
!238 = !{!"waveSize", i32 0}
!239 = !{!"ComputeShaderSecondCompile"}
!240 = !{!"forcedSIMDSize", i8 0}
!241 = !{!"forceTotalGRFNum", i32 0}
!242 = !{!"allowLowerSimd", i1 false}
!243 = !{!"forcedVISAPreRAScheduler", i1 false}
!244 = !{!"disableLocalIdOrderOptimizations", i1 false}
!245 = !{!"disableDispatchAlongY", i1 false}
!246 = !{!"neededThreadIdLayout", i1* null}
!247 = !{!"forceTileYWalk", i1 false}
!248 = !{!"tileTGWidth_X", i32 0}
!249 = !{!"tileTGWidth_Y", i32 0}
!250 = !{!"maxTileTGDispatch_X", i32 0}
!251 = !{!"maxTileTGDispatch_Y", i32 0}
!252 = !{!"ResForHfPacking"}
!253 = !{!"msInfo", !254, !255, !256, !257, !258, !259, !260, !261, !262}
!254 = !{!"PrimitiveTopology", i32 3}
!255 = !{!"MaxNumOfPrimitives", i32 0}
!256 = !{!"MaxNumOfVertices", i32 0}
!257 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!258 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!259 = !{!"WorkGroupSize", i32 0}
!260 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!261 = !{!"IndexFormat", i32 6}
!262 = !{!"SubgroupSize", i32 0}
!263 = !{!"taskInfo", !264, !259, !260, !262}
!264 = !{!"MaxNumOfOutputs", i32 0}
!265 = !{!"NBarrierCnt", i32 0}
!266 = !{!"rtInfo", !267, !268, !269, !270, !271, !272, !273, !274, !275, !276}
!267 = !{!"RayQueryAllocSizeInBytes", i32 0}
!268 = !{!"NumContinuations", i32 0}
!269 = !{!"RTAsyncStackAddrspace", i32 -1}
!270 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!271 = !{!"SWHotZoneAddrspace", i32 -1}
!272 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!273 = !{!"SWStackAddrspace", i32 -1}
!274 = !{!"SWStackSurfaceStateOffset", i1* null}
!275 = !{!"RTSyncStackAddrspace", i32 -1}
!276 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!277 = !{!"CurUniqueIndirectIdx", i32 0}
!278 = !{!"inlineDynTextures"}
!279 = !{!"inlineResInfoData"}
!280 = !{!"immConstant", !281, !282, !283}
!281 = !{!"data"}
!282 = !{!"sizes"}
!283 = !{!"zeroIdxs"}
!284 = !{!"inlineConstantBuffers", !285, !305}
!285 = !{!"inlineConstantBuffersVec[0]", !286, !287, !288}
!286 = !{!"alignment", i32 0}
!287 = !{!"allocSize", i32 16}
!288 = !{!"Buffer", !289, !290, !291, !292, !293, !294, !295, !296, !297, !298, !299, !300, !301, !302, !303, !304}
!289 = !{!"BufferVec[0]", i8 1}
!290 = !{!"BufferVec[1]", i8 0}
!291 = !{!"BufferVec[2]", i8 0}
!292 = !{!"BufferVec[3]", i8 0}
!293 = !{!"BufferVec[4]", i8 2}
!294 = !{!"BufferVec[5]", i8 0}
!295 = !{!"BufferVec[6]", i8 0}
!296 = !{!"BufferVec[7]", i8 0}
!297 = !{!"BufferVec[8]", i8 3}
!298 = !{!"BufferVec[9]", i8 0}
!299 = !{!"BufferVec[10]", i8 0}
!300 = !{!"BufferVec[11]", i8 0}
!301 = !{!"BufferVec[12]", i8 5}
!302 = !{!"BufferVec[13]", i8 0}
!303 = !{!"BufferVec[14]", i8 0}
!304 = !{!"BufferVec[15]", i8 0}
!305 = !{!"inlineConstantBuffersVec[1]", !286, !306, !307}
!306 = !{!"allocSize", i32 0}
!307 = !{!"Buffer"}
!308 = !{!"inlineGlobalBuffers"}
!309 = !{!"GlobalPointerProgramBinaryInfos"}
!310 = !{!"ConstantPointerProgramBinaryInfos"}
!311 = !{!"GlobalBufferAddressRelocInfo"}
!312 = !{!"ConstantBufferAddressRelocInfo"}
!313 = !{!"forceLscCacheList"}
!314 = !{!"SrvMap"}
!315 = !{!"RasterizerOrderedByteAddressBuffer"}
!316 = !{!"MinNOSPushConstantSize", i32 2}
!317 = !{!"inlineProgramScopeOffsets", !318, !319}
!318 = !{!"inlineProgramScopeOffsetsMap[0]", [4 x i32] addrspace(2)* @table}
!319 = !{!"inlineProgramScopeOffsetsValue[0]", i32 0}
!320 = !{!"shaderData", !321}
!321 = !{!"numReplicas", i32 0}
!322 = !{!"URBInfo", !323, !324, !325}
!323 = !{!"has64BVertexHeaderInput", i1 false}
!324 = !{!"has64BVertexHeaderOutput", i1 false}
!325 = !{!"hasVertexHeader", i1 true}
!326 = !{!"UseBindlessImage", i1 false}
!327 = !{!"enableRangeReduce", i1 false}
!328 = !{!"allowMatchMadOptimizationforVS", i1 false}
!329 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!330 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!331 = !{!"statefulResourcesNotAliased", i1 false}
!332 = !{!"disableMixMode", i1 false}
!333 = !{!"PrivateMemoryPerFG", !334, !335, !336, !337}
!334 = !{!"PrivateMemoryPerFGMap[0]", void (%struct.particle_t addrspace(1)*, float addrspace(3)*, i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @shapes}
!335 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!336 = !{!"PrivateMemoryPerFGMap[1]", void ()* @Intel_Symbol_Table_Void_Program}
!337 = !{!"PrivateMemoryPerFGValue[1]", i32 0}
!338 = !{!"capabilities", !339}
!339 = !{!"globalVariableDecorationsINTEL", i1 false}
!340 = !{!"m_ShaderResourceViewMcsMask", !341, !342}
!341 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!342 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!343 = !{!"computedDepthMode", i32 0}
!344 = !{!"isHDCFastClearShader", i1 false}
!345 = !{void (%struct.particle_t addrspace(1)*, float addrspace(3)*, i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @shapes, !346}
!346 = !{!347, !348}
!347 = !{!"function_type", i32 0}
!348 = !{!"implicit_arg_desc", !349, !350, !351, !352, !353, !354, !355, !356, !357, !359}
!349 = !{i32 0}
!350 = !{i32 1}
!351 = !{i32 5}
!352 = !{i32 6}
!353 = !{i32 7}
!354 = !{i32 8}
!355 = !{i32 9}
!356 = !{i32 12}
!357 = !{i32 14, !358}
!358 = !{!"explicit_arg_num", i32 0}
!359 = !{i32 14, !360}
!360 = !{!"explicit_arg_num", i32 2}
!361 = !{void ()* @Intel_Symbol_Table_Void_Program, !362}
!362 = !{!347}
!363 = !{i32 2, i32 0}
!364 = !{!"Debian clang version 14.0.6"}
!365 = !{!"clang version 7.0.0 "}
!366 = distinct !DISubprogram(name: "shapes", scope: null, file: !3, line: 6, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !390, retainedNodes: !390)
!367 = !DISubroutineType(types: !368)
!368 = !{null, !369, !388, !389}
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "particle_t", file: !3, baseType: !371)
!371 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 4, size: 256, elements: !372)
!372 = !{!373, !380, !386}
!373 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !371, file: !3, line: 4, baseType: !374, size: 128, flags: DIFlagPublic)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !375, baseType: !376)
!375 = !DIFile(filename: "opencl-c-base.h", directory: "/tmp/hdwarf-src/.")
!376 = !DICompositeType(tag: DW_TAG_array_type, baseType: !377, size: 96, flags: DIFlagVector, elements: !378)
!377 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!378 = !{!379}
!379 = !DISubrange(count: 3, lowerBound: 0)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !371, file: !3, line: 4, baseType: !381, size: 64, offset: 128, flags: DIFlagPublic)
!381 = !DICompositeType(tag: DW_TAG_array_type, baseType: !382, size: 64, elements: !384)
!382 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !375, baseType: !383)
!383 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!384 = !{!385}
!385 = !DISubrange(count: 8, lowerBound: 0)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !371, file: !3, line: 4, baseType: !387, size: 32, offset: 192, flags: DIFlagPublic)
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "color_t", file: !3, baseType: !5)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !377, size: 64)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!390 = !{}
!391 = !DILocalVariable(name: "table", scope: !366, file: !3, line: 5, type: !12)
!392 = !DILocation(line: 6, scope: !366)
!393 = !DILocalVariable(name: "nd", scope: !366, file: !3, line: 10, type: !394)
!394 = !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 3, size: 192, elements: !395)
!395 = !{!396, !397, !399, !401}
!396 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !394, file: !3, line: 3, baseType: !13, size: 32, flags: DIFlagPublic)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !394, file: !3, line: 3, baseType: !398, size: 64, offset: 64, flags: DIFlagPublic)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !394, file: !3, line: 3, baseType: !400, size: 16, offset: 128, flags: DIFlagPublic)
!400 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !394, file: !3, line: 3, baseType: !400, size: 16, offset: 144, flags: DIFlagPublic)
!402 = !DILocation(line: 10, column: 15, scope: !366)
!403 = !DILocalVariable(name: "ps", arg: 1, scope: !366, file: !3, line: 6, type: !369)
!404 = !DILocation(line: 0, scope: !366)
!405 = !DILocalVariable(name: "out", arg: 3, scope: !366, file: !3, line: 6, type: !389)
!406 = !DILocalVariable(name: "lid", scope: !366, file: !3, line: 7, type: !407)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !375, baseType: !408)
!408 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!409 = !DILocation(line: 8, column: 21, scope: !366)
!410 = !DILocation(line: 8, column: 18, scope: !366)
!411 = !DILocalVariable(name: "p", scope: !366, file: !3, line: 8, type: !370)
!412 = !DILocation(line: 9, column: 17, scope: !366)
!413 = !DILocalVariable(name: "b", scope: !366, file: !3, line: 9, type: !414)
!414 = !DIDerivedType(tag: DW_TAG_typedef, name: "bits_t", file: !3, baseType: !415)
!415 = !DICompositeType(tag: DW_TAG_union_type, file: !3, line: 2, size: 32, elements: !416)
!416 = !{!417, !418}
!417 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !415, file: !3, line: 2, baseType: !13, size: 32, flags: DIFlagPublic)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !415, file: !3, line: 2, baseType: !377, size: 32, flags: DIFlagPublic)
!419 = !DILocation(line: 11, column: 28, scope: !366)
!420 = !DILocation(line: 11, column: 26, scope: !366)
!421 = !DILocation(line: 11, column: 3, scope: !366)
!422 = !DILocation(line: 11, column: 16, scope: !366)
!423 = !DILocation(line: 12, column: 3, scope: !366)
!424 = !DILocation(line: 13, column: 59, scope: !366)
!425 = !{float 2.500000e+00}
!426 = !DILocation(line: 13, column: 41, scope: !366)
!427 = !DILocation(line: 13, column: 36, scope: !366)
!428 = !DILocation(line: 13, column: 34, scope: !366)
!429 = !DILocation(line: 13, column: 80, scope: !366)
!430 = !DILocation(line: 13, column: 86, scope: !366)
!431 = !DILocation(line: 13, column: 3, scope: !366)
!432 = !DILocation(line: 13, column: 25, scope: !366)
!433 = !DILocation(line: 14, column: 1, scope: !366)
