; ------------------------------------------------
; OCL_asm06d4916f39cf7be3_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

@scopes.tile = addrspace(3) global [18 x i32] undef, section "localSLM", align 4, !dbg !0, !spirv.Decorations !41
@scopes.bins = addrspace(3) global [4 x i32] undef, section "localSLM", align 4, !dbg !12, !spirv.Decorations !41

; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @scopes(ptr addrspace(1) align 4 %in, ptr addrspace(1) align 4 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr %privateBase, ptr addrspace(1) %indirectDataPointer, ptr addrspace(1) %scratchPointer, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !2 {
entry:
  %0 = extractelement <3 x i32> %globalOffset, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !18, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !19, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %n, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.declare(metadata ptr addrspace(3) @scopes.tile, metadata !496, metadata !DIExpression()), !dbg !497
  call void @llvm.dbg.declare(metadata ptr addrspace(3) @scopes.bins, metadata !498, metadata !DIExpression()), !dbg !497
  %3 = mul i32 %1, %2, !dbg !499
  %4 = zext i16 %localIdX to i32, !dbg !499
  %5 = add i32 %3, %4, !dbg !499
  %conv = add i32 %5, %0, !dbg !499
  call void @llvm.dbg.value(metadata i32 %conv, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %4, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %idxprom = sext i32 %conv to i64, !dbg !500
  %6 = ptrtoint ptr addrspace(1) %in to i64, !dbg !500
  %7 = shl nsw i64 %idxprom, 2, !dbg !500
  %8 = add i64 %7, %6, !dbg !500
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !500
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !500
  %11 = shl nuw nsw i32 %4, 2, !dbg !501
  %12 = inttoptr i32 %11 to ptr addrspace(3), !dbg !501
  store i32 %10, ptr addrspace(3) %12, align 4, !dbg !502
  %13 = icmp ult i16 %localIdX, 4, !dbg !503
  br i1 %13, label %if.then, label %entry.if.end_crit_edge, !dbg !505

entry.if.end_crit_edge:                           ; preds = %entry
  br label %if.end, !dbg !505

if.then:                                          ; preds = %entry
  %14 = add nuw nsw i32 %11, 268435528, !dbg !506
  %15 = inttoptr i32 %14 to ptr addrspace(3), !dbg !506
  store i32 0, ptr addrspace(3) %15, align 4, !dbg !507
  br label %if.end, !dbg !506

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i32 0), !dbg !508
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !508
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  %16 = icmp sgt i32 %n, 0, !dbg !510
  br i1 %16, label %for.body.lr.ph, label %if.end.for.end26_crit_edge, !dbg !511

if.end.for.end26_crit_edge:                       ; preds = %if.end
  br label %for.end26, !dbg !511

for.body.lr.ph:                                   ; preds = %if.end
  %xtraiter = and i32 %n, 3, !dbg !511
  %17 = icmp ult i32 %n, 4, !dbg !511
  br i1 %17, label %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge, label %for.body.lr.ph.new, !dbg !511

for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge: ; preds = %for.body.lr.ph
  br label %for.cond.for.end26_crit_edge.unr-lcssa, !dbg !511

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, -4, !dbg !511
  br label %for.body, !dbg !511

for.body:                                         ; preds = %for.inc24.3.for.body_crit_edge, %for.body.lr.ph.new
  %i.026 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc25.3, %for.inc24.3.for.body_crit_edge ]
  %sum.025 = phi i32 [ 0, %for.body.lr.ph.new ], [ %sum.2.3, %for.inc24.3.for.body_crit_edge ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.inc24.3.for.body_crit_edge ]
  call void @llvm.dbg.value(metadata i32 %i.026, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %add = add nuw nsw i32 %i.026, %4, !dbg !512, !spirv.Decorations !513
  %q_appx = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add, i32 954437177), !dbg !515
  %q_appx28 = lshr i32 %q_appx, 2, !dbg !515
  %q_times_d.neg = mul i32 %q_appx28, 1073741806, !dbg !515
  %rem29 = add i32 %q_times_d.neg, %add, !dbg !515
  %18 = shl i32 %rem29, 2, !dbg !516
  %19 = inttoptr i32 %18 to ptr addrspace(3), !dbg !516
  %20 = load i32, ptr addrspace(3) %19, align 4, !dbg !516
  call void @llvm.dbg.value(metadata i32 %20, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !517
  %21 = icmp sgt i32 %20, 0, !dbg !518
  br i1 %21, label %for.cond15.preheader, label %for.body.for.inc24_crit_edge, !dbg !519

for.body.for.inc24_crit_edge:                     ; preds = %for.body
  br label %for.inc24, !dbg !519

for.cond15.preheader:                             ; preds = %for.body
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %20, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %22 = bitcast i32 %20 to <2 x i16>, !dbg !522
  %23 = extractelement <2 x i16> %22, i32 0, !dbg !522
  %24 = sext i16 %23 to i32, !dbg !522
  %add22.1 = add nsw i32 %sum.025, %24, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %add22.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %mul.2 = shl i32 %20, 17, !dbg !524
  call void @llvm.dbg.value(metadata i32 %mul.2, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %25 = bitcast i32 %mul.2 to <2 x i16>, !dbg !522
  %26 = extractelement <2 x i16> %25, i32 1, !dbg !522
  %27 = sext i16 %26 to i32, !dbg !522
  %add22.2 = add nsw i32 %add22.1, %27, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  br label %for.inc24, !dbg !525

for.inc24:                                        ; preds = %for.body.for.inc24_crit_edge, %for.cond15.preheader
  %sum.2 = phi i32 [ %add22.2, %for.cond15.preheader ], [ %sum.025, %for.body.for.inc24_crit_edge ], !dbg !526
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %inc25 = or i32 %i.026, 1, !dbg !525
  call void @llvm.dbg.value(metadata i32 %inc25, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata i32 %inc25, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %add.1 = add nuw nsw i32 %inc25, %4, !dbg !512, !spirv.Decorations !513
  %q_appx30 = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add.1, i32 954437177), !dbg !515
  %q_appx31 = lshr i32 %q_appx30, 2, !dbg !515
  %q_times_d32.neg = mul i32 %q_appx31, 1073741806, !dbg !515
  %rem = add i32 %q_times_d32.neg, %add.1, !dbg !515
  %28 = shl i32 %rem, 2, !dbg !516
  %29 = inttoptr i32 %28 to ptr addrspace(3), !dbg !516
  %30 = load i32, ptr addrspace(3) %29, align 4, !dbg !516
  call void @llvm.dbg.value(metadata i32 %30, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !517
  %31 = icmp sgt i32 %30, 0, !dbg !518
  br i1 %31, label %for.cond15.preheader.1, label %for.inc24.for.inc24.1_crit_edge, !dbg !519

for.inc24.for.inc24.1_crit_edge:                  ; preds = %for.inc24
  br label %for.inc24.1, !dbg !519

for.cond15.preheader.1:                           ; preds = %for.inc24
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %30, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %32 = bitcast i32 %30 to <2 x i16>, !dbg !522
  %33 = extractelement <2 x i16> %32, i32 0, !dbg !522
  %34 = sext i16 %33 to i32, !dbg !522
  %add22.1.1 = add nsw i32 %sum.2, %34, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.1.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %add22.1.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %mul.2.1 = shl i32 %30, 17, !dbg !524
  call void @llvm.dbg.value(metadata i32 %mul.2.1, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %35 = bitcast i32 %mul.2.1 to <2 x i16>, !dbg !522
  %36 = extractelement <2 x i16> %35, i32 1, !dbg !522
  %37 = sext i16 %36 to i32, !dbg !522
  %add22.2.1 = add nsw i32 %add22.1.1, %37, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  br label %for.inc24.1, !dbg !525

for.inc24.1:                                      ; preds = %for.inc24.for.inc24.1_crit_edge, %for.cond15.preheader.1
  %sum.2.1 = phi i32 [ %add22.2.1, %for.cond15.preheader.1 ], [ %sum.2, %for.inc24.for.inc24.1_crit_edge ], !dbg !526
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %inc25.1 = or i32 %i.026, 2, !dbg !525
  call void @llvm.dbg.value(metadata i32 %inc25.1, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata i32 %inc25.1, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %add.2 = add nuw nsw i32 %inc25.1, %4, !dbg !512, !spirv.Decorations !513
  %q_appx33 = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add.2, i32 954437177), !dbg !515
  %q_appx34 = lshr i32 %q_appx33, 2, !dbg !515
  %q_times_d35.neg = mul i32 %q_appx34, 1073741806, !dbg !515
  %rem36 = add i32 %q_times_d35.neg, %add.2, !dbg !515
  %38 = shl i32 %rem36, 2, !dbg !516
  %39 = inttoptr i32 %38 to ptr addrspace(3), !dbg !516
  %40 = load i32, ptr addrspace(3) %39, align 4, !dbg !516
  call void @llvm.dbg.value(metadata i32 %40, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !517
  %41 = icmp sgt i32 %40, 0, !dbg !518
  br i1 %41, label %for.cond15.preheader.2, label %for.inc24.1.for.inc24.2_crit_edge, !dbg !519

for.inc24.1.for.inc24.2_crit_edge:                ; preds = %for.inc24.1
  br label %for.inc24.2, !dbg !519

for.cond15.preheader.2:                           ; preds = %for.inc24.1
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %40, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %42 = bitcast i32 %40 to <2 x i16>, !dbg !522
  %43 = extractelement <2 x i16> %42, i32 0, !dbg !522
  %44 = sext i16 %43 to i32, !dbg !522
  %add22.1.2 = add nsw i32 %sum.2.1, %44, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.1.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %add22.1.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %mul.2.2 = shl i32 %40, 17, !dbg !524
  call void @llvm.dbg.value(metadata i32 %mul.2.2, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %45 = bitcast i32 %mul.2.2 to <2 x i16>, !dbg !522
  %46 = extractelement <2 x i16> %45, i32 1, !dbg !522
  %47 = sext i16 %46 to i32, !dbg !522
  %add22.2.2 = add nsw i32 %add22.1.2, %47, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  br label %for.inc24.2, !dbg !525

for.inc24.2:                                      ; preds = %for.inc24.1.for.inc24.2_crit_edge, %for.cond15.preheader.2
  %sum.2.2 = phi i32 [ %add22.2.2, %for.cond15.preheader.2 ], [ %sum.2.1, %for.inc24.1.for.inc24.2_crit_edge ], !dbg !526
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %inc25.2 = or i32 %i.026, 3, !dbg !525
  call void @llvm.dbg.value(metadata i32 %inc25.2, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata i32 %inc25.2, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %add.3 = add nuw nsw i32 %inc25.2, %4, !dbg !512, !spirv.Decorations !513
  %q_appx37 = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add.3, i32 954437177), !dbg !515
  %q_appx38 = lshr i32 %q_appx37, 2, !dbg !515
  %q_times_d39.neg = mul i32 %q_appx38, 1073741806, !dbg !515
  %rem40 = add i32 %q_times_d39.neg, %add.3, !dbg !515
  %48 = shl i32 %rem40, 2, !dbg !516
  %49 = inttoptr i32 %48 to ptr addrspace(3), !dbg !516
  %50 = load i32, ptr addrspace(3) %49, align 4, !dbg !516
  call void @llvm.dbg.value(metadata i32 %50, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !517
  %51 = icmp sgt i32 %50, 0, !dbg !518
  br i1 %51, label %for.cond15.preheader.3, label %for.inc24.2.for.inc24.3_crit_edge, !dbg !519

for.inc24.2.for.inc24.3_crit_edge:                ; preds = %for.inc24.2
  br label %for.inc24.3, !dbg !519

for.cond15.preheader.3:                           ; preds = %for.inc24.2
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %50, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %52 = bitcast i32 %50 to <2 x i16>, !dbg !522
  %53 = extractelement <2 x i16> %52, i32 0, !dbg !522
  %54 = sext i16 %53 to i32, !dbg !522
  %add22.1.3 = add nsw i32 %sum.2.2, %54, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.1.3, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %add22.1.3, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %mul.2.3 = shl i32 %50, 17, !dbg !524
  call void @llvm.dbg.value(metadata i32 %mul.2.3, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %55 = bitcast i32 %mul.2.3 to <2 x i16>, !dbg !522
  %56 = extractelement <2 x i16> %55, i32 1, !dbg !522
  %57 = sext i16 %56 to i32, !dbg !522
  %add22.2.3 = add nsw i32 %add22.1.3, %57, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.2.3, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  br label %for.inc24.3, !dbg !525

for.inc24.3:                                      ; preds = %for.inc24.2.for.inc24.3_crit_edge, %for.cond15.preheader.3
  %sum.2.3 = phi i32 [ %add22.2.3, %for.cond15.preheader.3 ], [ %sum.2.2, %for.inc24.2.for.inc24.3_crit_edge ], !dbg !526
  call void @llvm.dbg.value(metadata i32 %sum.2.3, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %inc25.3 = add nuw nsw i32 %i.026, 4, !dbg !525, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %inc25.3, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  %niter.next.3 = add i32 %niter, 4, !dbg !511
  %niter.ncmp.3.not = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !511
  br i1 %niter.ncmp.3.not, label %for.cond.for.end26_crit_edge.unr-lcssa.loopexit, label %for.inc24.3.for.body_crit_edge, !dbg !511

for.inc24.3.for.body_crit_edge:                   ; preds = %for.inc24.3
  br label %for.body, !dbg !511

for.cond.for.end26_crit_edge.unr-lcssa.loopexit:  ; preds = %for.inc24.3
  br label %for.cond.for.end26_crit_edge.unr-lcssa, !dbg !519

for.cond.for.end26_crit_edge.unr-lcssa:           ; preds = %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge, %for.cond.for.end26_crit_edge.unr-lcssa.loopexit
  %sum.2.lcssa.ph = phi i32 [ undef, %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge ], [ %sum.2.3, %for.cond.for.end26_crit_edge.unr-lcssa.loopexit ]
  %i.026.unr = phi i32 [ 0, %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge ], [ %inc25.3, %for.cond.for.end26_crit_edge.unr-lcssa.loopexit ]
  %sum.025.unr = phi i32 [ 0, %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge ], [ %sum.2.3, %for.cond.for.end26_crit_edge.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !519
  br i1 %lcmp.mod.not, label %for.cond.for.end26_crit_edge.unr-lcssa.for.end26_crit_edge, label %for.body.epil.preheader, !dbg !519

for.cond.for.end26_crit_edge.unr-lcssa.for.end26_crit_edge: ; preds = %for.cond.for.end26_crit_edge.unr-lcssa
  br label %for.end26, !dbg !519

for.body.epil.preheader:                          ; preds = %for.cond.for.end26_crit_edge.unr-lcssa
  br label %for.body.epil, !dbg !519

for.body.epil:                                    ; preds = %for.inc24.epil.for.body.epil_crit_edge, %for.body.epil.preheader
  %i.026.epil = phi i32 [ %inc25.epil, %for.inc24.epil.for.body.epil_crit_edge ], [ %i.026.unr, %for.body.epil.preheader ]
  %sum.025.epil = phi i32 [ %sum.2.epil, %for.inc24.epil.for.body.epil_crit_edge ], [ %sum.025.unr, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.inc24.epil.for.body.epil_crit_edge ], [ 0, %for.body.epil.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.026.epil, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %add.epil = add nuw nsw i32 %i.026.epil, %4, !dbg !512, !spirv.Decorations !513
  %q_appx41 = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add.epil, i32 954437177), !dbg !515
  %q_appx42 = lshr i32 %q_appx41, 2, !dbg !515
  %q_times_d43.neg = mul i32 %q_appx42, 1073741806, !dbg !515
  %rem44 = add i32 %q_times_d43.neg, %add.epil, !dbg !515
  %58 = shl i32 %rem44, 2, !dbg !516
  %59 = inttoptr i32 %58 to ptr addrspace(3), !dbg !516
  %60 = load i32, ptr addrspace(3) %59, align 4, !dbg !516
  call void @llvm.dbg.value(metadata i32 %60, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !517
  %61 = icmp sgt i32 %60, 0, !dbg !518
  br i1 %61, label %for.cond15.preheader.epil, label %for.body.epil.for.inc24.epil_crit_edge, !dbg !519

for.body.epil.for.inc24.epil_crit_edge:           ; preds = %for.body.epil
  br label %for.inc24.epil, !dbg !519

for.cond15.preheader.epil:                        ; preds = %for.body.epil
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 %60, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %62 = bitcast i32 %60 to <2 x i16>, !dbg !522
  %63 = extractelement <2 x i16> %62, i32 0, !dbg !522
  %64 = sext i16 %63 to i32, !dbg !522
  %add22.1.epil = add nsw i32 %sum.025.epil, %64, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.1.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  call void @llvm.dbg.value(metadata i32 %add22.1.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %mul.2.epil = shl i32 %60, 17, !dbg !524
  call void @llvm.dbg.value(metadata i32 %mul.2.epil, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !521
  %65 = bitcast i32 %mul.2.epil to <2 x i16>, !dbg !522
  %66 = extractelement <2 x i16> %65, i32 1, !dbg !522
  %67 = sext i16 %66 to i32, !dbg !522
  %add22.2.epil = add nsw i32 %add22.1.epil, %67, !dbg !523, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %add22.2.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !520
  br label %for.inc24.epil, !dbg !525

for.inc24.epil:                                   ; preds = %for.body.epil.for.inc24.epil_crit_edge, %for.cond15.preheader.epil
  %sum.2.epil = phi i32 [ %add22.2.epil, %for.cond15.preheader.epil ], [ %sum.025.epil, %for.body.epil.for.inc24.epil_crit_edge ], !dbg !526
  call void @llvm.dbg.value(metadata i32 %sum.2.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  %inc25.epil = add nuw nsw i32 %i.026.epil, 1, !dbg !525, !spirv.Decorations !513
  call void @llvm.dbg.value(metadata i32 %inc25.epil, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !511
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !511
  br i1 %epil.iter.cmp.not, label %for.end26.loopexit, label %for.inc24.epil.for.body.epil_crit_edge, !dbg !511, !llvm.loop !527

for.inc24.epil.for.body.epil_crit_edge:           ; preds = %for.inc24.epil
  br label %for.body.epil, !dbg !511

for.end26.loopexit:                               ; preds = %for.inc24.epil
  br label %for.end26, !dbg !529

for.end26:                                        ; preds = %for.cond.for.end26_crit_edge.unr-lcssa.for.end26_crit_edge, %if.end.for.end26_crit_edge, %for.end26.loopexit
  %sum.0.lcssa = phi i32 [ 0, %if.end.for.end26_crit_edge ], [ %sum.2.lcssa.ph, %for.cond.for.end26_crit_edge.unr-lcssa.for.end26_crit_edge ], [ %sum.2.epil, %for.end26.loopexit ], !dbg !526
  %and = shl i32 %sum.0.lcssa, 2, !dbg !530
  %68 = and i32 %and, 12, !dbg !530
  %69 = add nuw nsw i32 %68, 268435528, !dbg !530
  %70 = inttoptr i32 %69 to ptr addrspace(3), !dbg !530
  %71 = call i32 @llvm.genx.GenISA.intatomicraw.i32.p3.i32(ptr addrspace(3) nonnull %70, i32 %69, i32 poison, i32 2), !dbg !531
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i32 0), !dbg !532
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !532
  %72 = and i32 %11, 12, !dbg !533
  %73 = add nuw nsw i32 %72, 268435528, !dbg !533
  %74 = inttoptr i32 %73 to ptr addrspace(3), !dbg !533
  %75 = load i32, ptr addrspace(3) %74, align 4, !dbg !533
  %add33 = add nsw i32 %sum.0.lcssa, %75, !dbg !534, !spirv.Decorations !513
  %76 = ptrtoint ptr addrspace(1) %out to i64, !dbg !535
  %77 = add i64 %7, %76, !dbg !535
  %78 = inttoptr i64 %77 to ptr addrspace(1), !dbg !535
  store i32 %add33, ptr addrspace(1) %78, align 4, !dbg !536
  ret void, !dbg !537
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind
declare spir_func void @__builtin_IB_memfence(i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @__builtin_IB_atomic_add_local_i32(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func void @__builtin_IB_thread_group_barrier() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #3

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare i32 @llvm.genx.GenISA.intatomicraw.i32.p3.i32(ptr addrspace(3), i32, i32, i32) #5

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
declare void @llvm.genx.GenISA.memoryfence(i1, i1, i1, i1, i1, i1, i1, i1, i32) #6

; Function Desc: 
; Output: 
; Function Attrs: convergent nounwind memory(readwrite)
declare void @llvm.genx.GenISA.threadgroupbarrier() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare void @llvm.genx.GenISA.CatchAllDebugLine() #7

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.genx.GenISA.umulH.i32(i32, i32) #7

attributes #0 = { convergent nounwind null_pointer_is_valid "less-precise-fpmad"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind memory(readwrite) }
attributes #7 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!43, !44, !45}
!llvm.dbg.cu = !{!10}
!spirv.MemoryModel = !{!46}
!spirv.Source = !{!47}
!spirv.Generator = !{!48}
!igc.functions = !{!49}
!IGCMetadata = !{!52}
!opencl.ocl.version = !{!493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493}
!opencl.spir.version = !{!493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493, !493}
!llvm.ident = !{!494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494, !494}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 2, type: !38, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "scopes", scope: null, file: !3, line: 1, type: !4, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, templateParams: !37, retainedNodes: !17)
!3 = !DIFile(filename: "scopes.cl", directory: "/src/kernels")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "bins", scope: !2, file: !3, line: 2, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4, lowerBound: 0)
!17 = !{!18, !19, !20, !21, !22, !23, !24, !26, !29, !33}
!18 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 1, type: !6)
!19 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 1, type: !9)
!20 = !DILocalVariable(name: "n", arg: 3, scope: !2, file: !3, line: 1, type: !8)
!21 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 3, type: !8)
!22 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 4, type: !8)
!23 = !DILocalVariable(name: "sum", scope: !2, file: !3, line: 8, type: !8)
!24 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 9, type: !8)
!25 = distinct !DILexicalBlock(scope: !2, file: !3, line: 9, column: 3)
!26 = !DILocalVariable(name: "x", scope: !27, file: !3, line: 10, type: !8)
!27 = distinct !DILexicalBlock(scope: !28, file: !3, line: 9, column: 31)
!28 = distinct !DILexicalBlock(scope: !25, file: !3, line: 9, column: 3)
!29 = !DILocalVariable(name: "k", scope: !30, file: !3, line: 12, type: !8)
!30 = distinct !DILexicalBlock(scope: !31, file: !3, line: 12, column: 7)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 11, column: 16)
!32 = distinct !DILexicalBlock(scope: !27, file: !3, line: 11, column: 9)
!33 = !DILocalVariable(name: "s", scope: !34, file: !3, line: 13, type: !36)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 12, column: 35)
!35 = distinct !DILexicalBlock(scope: !30, file: !3, line: 12, column: 7)
!36 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!37 = !{}
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 576, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 18, lowerBound: 0)
!41 = !{!42}
!42 = !{i32 44, i32 4}
!43 = !{i32 7, !"Dwarf Version", i32 4}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 2, i32 2}
!47 = !{i32 3, i32 102000}
!48 = !{i16 6, i16 14}
!49 = !{ptr @scopes, !50}
!50 = !{!51}
!51 = !{!"function_type", i32 0}
!52 = !{!"ModuleMD", !53, !54, !168, !325, !356, !373, !394, !404, !406, !407, !422, !423, !424, !425, !426, !430, !431, !438, !439, !440, !441, !442, !443, !444, !445, !446, !448, !452, !453, !454, !455, !456, !457, !458, !459, !460, !461, !462, !463, !464, !465, !466, !283, !467, !470, !471, !473, !475, !478, !479, !480, !482, !483, !484, !489, !490, !491, !492}
!53 = !{!"isPrecise", i1 false}
!54 = !{!"compOpt", !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167}
!55 = !{!"DenormsAreZero", i1 false}
!56 = !{!"BFTFDenormsAreZero", i1 false}
!57 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!58 = !{!"OptDisable", i1 false}
!59 = !{!"MadEnable", i1 true}
!60 = !{!"NoSignedZeros", i1 false}
!61 = !{!"NoNaNs", i1 false}
!62 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!63 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!64 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!65 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_RETAIN"}
!66 = !{!"FloatRoundingMode", i32 0}
!67 = !{!"FloatCvtIntRoundingMode", i32 3}
!68 = !{!"LoadCacheDefault", i32 25}
!69 = !{!"StoreCacheDefault", i32 30}
!70 = !{!"VISAPreSchedRPThreshold", i32 0}
!71 = !{!"VISAPreSchedCtrl", i32 0}
!72 = !{!"SetLoopUnrollThreshold", i32 0}
!73 = !{!"UnsafeMathOptimizations", i1 false}
!74 = !{!"disableCustomUnsafeOpts", i1 false}
!75 = !{!"disableReducePow", i1 false}
!76 = !{!"disableSqrtOpt", i1 false}
!77 = !{!"FiniteMathOnly", i1 false}
!78 = !{!"FastRelaxedMath", i1 false}
!79 = !{!"DashGSpecified", i1 true}
!80 = !{!"FastCompilation", i1 false}
!81 = !{!"UseScratchSpacePrivateMemory", i1 true}
!82 = !{!"RelaxedBuiltins", i1 false}
!83 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!84 = !{!"GreaterThan2GBBufferRequired", i1 true}
!85 = !{!"GreaterThan4GBBufferRequired", i1 true}
!86 = !{!"DisableA64WA", i1 false}
!87 = !{!"ForceEnableA64WA", i1 false}
!88 = !{!"PushConstantsEnable", i1 true}
!89 = !{!"HasPositivePointerOffset", i1 false}
!90 = !{!"HasBufferOffsetArg", i1 true}
!91 = !{!"BufferOffsetArgOptional", i1 true}
!92 = !{!"replaceGlobalOffsetsByZero", i1 false}
!93 = !{!"forcePixelShaderSIMDMode", i32 0}
!94 = !{!"forceTotalGRFNum", i32 0}
!95 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!96 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!97 = !{!"UniformWGS", i1 false}
!98 = !{!"disableVertexComponentPacking", i1 false}
!99 = !{!"disablePartialVertexComponentPacking", i1 false}
!100 = !{!"PreferBindlessImages", i1 true}
!101 = !{!"UseBindlessMode", i1 true}
!102 = !{!"UseLegacyBindlessMode", i1 false}
!103 = !{!"disableMathRefactoring", i1 false}
!104 = !{!"atomicBranch", i1 false}
!105 = !{!"spillCompression", i1 false}
!106 = !{!"AllowLICM", i1 true}
!107 = !{!"DisableEarlyOut", i1 false}
!108 = !{!"ForceInt32DivRemEmu", i1 false}
!109 = !{!"ForceInt32DivRemEmuSP", i1 false}
!110 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!111 = !{!"DisableFastestSingleCSSIMD", i1 false}
!112 = !{!"DisableFastestLinearScan", i1 false}
!113 = !{!"UseStatelessforPrivateMemory", i1 false}
!114 = !{!"EnableTakeGlobalAddress", i1 false}
!115 = !{!"IsLibraryCompilation", i1 false}
!116 = !{!"LibraryCompileSIMDSize", i32 0}
!117 = !{!"FastVISACompile", i1 false}
!118 = !{!"MatchSinCosPi", i1 false}
!119 = !{!"ExcludeIRFromZEBinary", i1 false}
!120 = !{!"EmitZeBinVISASections", i1 false}
!121 = !{!"FP64GenEmulationEnabled", i1 false}
!122 = !{!"FP64GenConvEmulationEnabled", i1 false}
!123 = !{!"allowDisableRematforCS", i1 false}
!124 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!125 = !{!"DisableCPSOmaskWA", i1 false}
!126 = !{!"DisableFastestGopt", i1 false}
!127 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!128 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!129 = !{!"DisableConstantCoalescing", i1 false}
!130 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!131 = !{!"WaEnableALTModeVisaWA", i1 false}
!132 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!133 = !{!"WaDisableDualSIMD8", i1 false}
!134 = !{!"EnableLdStCombineforLoad", i1 false}
!135 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!136 = !{!"ForceUniformBuffer", i1 false}
!137 = !{!"ForceUniformSurfaceSampler", i1 false}
!138 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!139 = !{!"NewSpillCostFunction", i1 false}
!140 = !{!"EnableVRT", i1 true}
!141 = !{!"ForceLargeGRFNum4RQ", i1 false}
!142 = !{!"DisableEUFusion", i1 false}
!143 = !{!"DisableFDivToFMulInvOpt", i1 false}
!144 = !{!"initializePhiSampleSourceWA", i1 false}
!145 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!146 = !{!"DisableLoosenSimd32Occu", i1 false}
!147 = !{!"FastestS1Options", i32 0}
!148 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!149 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!150 = !{!"LscSamplerRouting", i32 0}
!151 = !{!"UseBarrierControlFlowOptimization", i1 false}
!152 = !{!"EnableDynamicRQManagement", i1 false}
!153 = !{!"WaDisablePayloadCoalescing", i1 false}
!154 = !{!"Quad8InputThreshold", i32 0}
!155 = !{!"UseResourceLoopUnrollNested", i1 false}
!156 = !{!"DisableLoopUnroll", i1 false}
!157 = !{!"ForcePushConstantMode", i32 0}
!158 = !{!"UseInstructionHoistingOptimization", i1 false}
!159 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!160 = !{!"ForceVRTGRFCeiling", i32 0}
!161 = !{!"EnableSamplerBackingByLSC", i32 0}
!162 = !{!"UseLinearScanRA", i1 false}
!163 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!164 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!165 = !{!"VISASpillAllowed", i32 0}
!166 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!167 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!168 = !{!"FuncMD", !169, !170}
!169 = !{!"FuncMDMap[0]", ptr @scopes}
!170 = !{!"FuncMDValue[0]", !171, !178, !182, !185, !186, !187, !188, !189, !220, !221, !222, !245, !270, !271, !272, !273, !274, !275, !276, !277, !278, !279, !280, !281, !282, !283, !284, !285, !286, !287, !288, !289, !290, !291, !292, !293, !294, !295, !296, !300, !304, !308, !312, !316, !320, !321}
!171 = !{!"localOffsets", !172, !175}
!172 = !{!"localOffsetsVec[0]", !173, !174}
!173 = !{!"m_Offset", i32 0}
!174 = !{!"m_Var", ptr addrspace(3) @scopes.tile}
!175 = !{!"localOffsetsVec[1]", !176, !177}
!176 = !{!"m_Offset", i32 268435528}
!177 = !{!"m_Var", ptr addrspace(3) @scopes.bins}
!178 = !{!"workGroupWalkOrder", !179, !180, !181}
!179 = !{!"dim0", i32 0}
!180 = !{!"dim1", i32 1}
!181 = !{!"dim2", i32 2}
!182 = !{!"threadGroupSize", !179, !183, !184}
!183 = !{!"dim1", i32 0}
!184 = !{!"dim2", i32 0}
!185 = !{!"threadGroupSizeHint", !179, !183, !184}
!186 = !{!"vecTypeHint", !""}
!187 = !{!"funcArgs"}
!188 = !{!"argInfoList"}
!189 = !{!"implicitArgInfoList", !190, !196, !198, !200, !202, !204, !206, !208, !210, !212, !215, !217, !219}
!190 = !{!"implicitArgInfoListVec[0]", !191, !192, !193, !194, !195}
!191 = !{!"argId", i32 0}
!192 = !{!"explicitArgNum", i32 -1}
!193 = !{!"structArgOffset", i32 -1}
!194 = !{!"imgAccessFloatCoords", i32 -1}
!195 = !{!"imgAccessIntCoords", i32 -1}
!196 = !{!"implicitArgInfoListVec[1]", !197, !192, !193, !194, !195}
!197 = !{!"argId", i32 2}
!198 = !{!"implicitArgInfoListVec[2]", !199, !192, !193, !194, !195}
!199 = !{!"argId", i32 7}
!200 = !{!"implicitArgInfoListVec[3]", !201, !192, !193, !194, !195}
!201 = !{!"argId", i32 8}
!202 = !{!"implicitArgInfoListVec[4]", !203, !192, !193, !194, !195}
!203 = !{!"argId", i32 9}
!204 = !{!"implicitArgInfoListVec[5]", !205, !192, !193, !194, !195}
!205 = !{!"argId", i32 10}
!206 = !{!"implicitArgInfoListVec[6]", !207, !192, !193, !194, !195}
!207 = !{!"argId", i32 13}
!208 = !{!"implicitArgInfoListVec[7]", !209, !192, !193, !194, !195}
!209 = !{!"argId", i32 57}
!210 = !{!"implicitArgInfoListVec[8]", !211, !192, !193, !194, !195}
!211 = !{!"argId", i32 58}
!212 = !{!"implicitArgInfoListVec[9]", !213, !214, !193, !194, !195}
!213 = !{!"argId", i32 15}
!214 = !{!"explicitArgNum", i32 0}
!215 = !{!"implicitArgInfoListVec[10]", !213, !216, !193, !194, !195}
!216 = !{!"explicitArgNum", i32 1}
!217 = !{!"implicitArgInfoListVec[11]", !218, !214, !193, !194, !195}
!218 = !{!"argId", i32 54}
!219 = !{!"implicitArgInfoListVec[12]", !218, !216, !193, !194, !195}
!220 = !{!"functionType", !"KernelFunction"}
!221 = !{!"requiredSubGroupSize", i32 0}
!222 = !{!"rtInfo", !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !240, !241, !242, !243, !244}
!223 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!224 = !{!"isContinuation", i1 false}
!225 = !{!"hasTraceRayPayload", i1 false}
!226 = !{!"hasHitAttributes", i1 false}
!227 = !{!"hasCallableData", i1 false}
!228 = !{!"ShaderStackSize", i32 0}
!229 = !{!"ShaderHash", i64 0}
!230 = !{!"ShaderName", !""}
!231 = !{!"ParentName", !""}
!232 = !{!"SlotNum", ptr null}
!233 = !{!"NOSSize", i32 0}
!234 = !{!"globalRootSignatureSize", i32 0}
!235 = !{!"Entries"}
!236 = !{!"SpillUnions"}
!237 = !{!"CustomHitAttrSizeInBytes", i32 0}
!238 = !{!"Types", !239}
!239 = !{!"FullFrameTys"}
!240 = !{!"Aliases"}
!241 = !{!"numSyncRTStacks", i32 0}
!242 = !{!"NumCoherenceHintBits", i32 0}
!243 = !{!"useSyncHWStack", i1 false}
!244 = !{!"OriginatingShaderName", !""}
!245 = !{!"resAllocMD", !246, !247, !248, !249, !269}
!246 = !{!"uavsNumType", i32 0}
!247 = !{!"srvsNumType", i32 0}
!248 = !{!"samplersNumType", i32 0}
!249 = !{!"argAllocMDList", !250, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268}
!250 = !{!"argAllocMDListVec[0]", !251, !252, !253}
!251 = !{!"type", i32 0}
!252 = !{!"extensionType", i32 -1}
!253 = !{!"indexType", i32 -1}
!254 = !{!"argAllocMDListVec[1]", !251, !252, !253}
!255 = !{!"argAllocMDListVec[2]", !251, !252, !253}
!256 = !{!"argAllocMDListVec[3]", !251, !252, !253}
!257 = !{!"argAllocMDListVec[4]", !251, !252, !253}
!258 = !{!"argAllocMDListVec[5]", !251, !252, !253}
!259 = !{!"argAllocMDListVec[6]", !251, !252, !253}
!260 = !{!"argAllocMDListVec[7]", !251, !252, !253}
!261 = !{!"argAllocMDListVec[8]", !251, !252, !253}
!262 = !{!"argAllocMDListVec[9]", !251, !252, !253}
!263 = !{!"argAllocMDListVec[10]", !251, !252, !253}
!264 = !{!"argAllocMDListVec[11]", !251, !252, !253}
!265 = !{!"argAllocMDListVec[12]", !251, !252, !253}
!266 = !{!"argAllocMDListVec[13]", !251, !252, !253}
!267 = !{!"argAllocMDListVec[14]", !251, !252, !253}
!268 = !{!"argAllocMDListVec[15]", !251, !252, !253}
!269 = !{!"inlineSamplersMD"}
!270 = !{!"maxByteOffsets"}
!271 = !{!"IsInitializer", i1 false}
!272 = !{!"IsFinalizer", i1 false}
!273 = !{!"CompiledSubGroupsNumber", i32 0}
!274 = !{!"maxRegPressureSimd16", i32 0}
!275 = !{!"maxRegPressureSimd32", i32 0}
!276 = !{!"maxRegUniformPressure", i32 0}
!277 = !{!"maxRegNonUniformPressure", i32 0}
!278 = !{!"bestGuessSimd", i32 0}
!279 = !{!"hasInlineVmeSamplers", i1 false}
!280 = !{!"localSize", i32 96}
!281 = !{!"localIDPresent", i1 false}
!282 = !{!"groupIDPresent", i1 false}
!283 = !{!"privateMemoryPerWI", i32 0}
!284 = !{!"prevFPOffset", i32 0}
!285 = !{!"globalIDPresent", i1 false}
!286 = !{!"hasSyncRTCalls", i1 false}
!287 = !{!"hasPrintfCalls", i1 false}
!288 = !{!"hasDPAS", i1 false}
!289 = !{!"requireAssertBuffer", i1 false}
!290 = !{!"requireSyncBuffer", i1 false}
!291 = !{!"hasIndirectCalls", i1 false}
!292 = !{!"hasNonKernelArgLoad", i1 false}
!293 = !{!"hasNonKernelArgStore", i1 false}
!294 = !{!"hasNonKernelArgAtomic", i1 false}
!295 = !{!"UserAnnotations"}
!296 = !{!"m_OpenCLArgAddressSpaces", !297, !298, !299}
!297 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!298 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!299 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!300 = !{!"m_OpenCLArgAccessQualifiers", !301, !302, !303}
!301 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!302 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!303 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!304 = !{!"m_OpenCLArgTypes", !305, !306, !307}
!305 = !{!"m_OpenCLArgTypesVec[0]", !"int*"}
!306 = !{!"m_OpenCLArgTypesVec[1]", !"int*"}
!307 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!308 = !{!"m_OpenCLArgBaseTypes", !309, !310, !311}
!309 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int*"}
!310 = !{!"m_OpenCLArgBaseTypesVec[1]", !"int*"}
!311 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!312 = !{!"m_OpenCLArgTypeQualifiers", !313, !314, !315}
!313 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!314 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!315 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!316 = !{!"m_OpenCLArgNames", !317, !318, !319}
!317 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!318 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!319 = !{!"m_OpenCLArgNamesVec[2]", !"n"}
!320 = !{!"m_OpenCLArgScalarAsPointers"}
!321 = !{!"m_OptsToDisablePerFunc", !322, !323, !324}
!322 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!323 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!324 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!325 = !{!"pushInfo", !326, !327, !328, !332, !333, !334, !335, !336, !337, !338, !339, !352, !353, !354, !355}
!326 = !{!"pushableAddresses"}
!327 = !{!"bindlessPushInfo"}
!328 = !{!"dynamicBufferInfo", !329, !330, !331}
!329 = !{!"firstIndex", i32 0}
!330 = !{!"numOffsets", i32 0}
!331 = !{!"forceDisabled", i1 false}
!332 = !{!"MaxNumberOfPushedBuffers", i32 0}
!333 = !{!"inlineConstantBufferSlot", i32 -1}
!334 = !{!"inlineConstantBufferOffset", i32 -1}
!335 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!336 = !{!"constants"}
!337 = !{!"inputs"}
!338 = !{!"constantReg"}
!339 = !{!"simplePushInfoArr", !340, !349, !350, !351}
!340 = !{!"simplePushInfoArrVec[0]", !341, !342, !343, !344, !345, !346, !347, !348}
!341 = !{!"cbIdx", i32 0}
!342 = !{!"pushableAddressGrfOffset", i32 -1}
!343 = !{!"pushableOffsetGrfOffset", i32 -1}
!344 = !{!"offset", i32 0}
!345 = !{!"size", i32 0}
!346 = !{!"isStateless", i1 false}
!347 = !{!"isBindless", i1 false}
!348 = !{!"simplePushLoads"}
!349 = !{!"simplePushInfoArrVec[1]", !341, !342, !343, !344, !345, !346, !347, !348}
!350 = !{!"simplePushInfoArrVec[2]", !341, !342, !343, !344, !345, !346, !347, !348}
!351 = !{!"simplePushInfoArrVec[3]", !341, !342, !343, !344, !345, !346, !347, !348}
!352 = !{!"simplePushBufferUsed", i32 0}
!353 = !{!"pushAnalysisWIInfos"}
!354 = !{!"inlineRTGlobalPtrOffset", i32 0}
!355 = !{!"rtSyncSurfPtrOffset", i32 0}
!356 = !{!"psInfo", !357, !358, !359, !360, !361, !362, !363, !364, !365, !366, !367, !368, !369, !370, !371, !372}
!357 = !{!"BlendStateDisabledMask", i8 0}
!358 = !{!"SkipSrc0Alpha", i1 false}
!359 = !{!"DualSourceBlendingDisabled", i1 false}
!360 = !{!"ForceEnableSimd32", i1 false}
!361 = !{!"DisableSimd32WithDiscard", i1 false}
!362 = !{!"outputDepth", i1 false}
!363 = !{!"outputStencil", i1 false}
!364 = !{!"outputMask", i1 false}
!365 = !{!"blendToFillEnabled", i1 false}
!366 = !{!"forceEarlyZ", i1 false}
!367 = !{!"hasVersionedLoop", i1 false}
!368 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!369 = !{!"blendOptimizationMode"}
!370 = !{!"colorOutputMask"}
!371 = !{!"isBlendEnabled"}
!372 = !{!"WaDisableVRS", i1 false}
!373 = !{!"csInfo", !374, !375, !376, !377, !94, !70, !71, !378, !72, !379, !380, !381, !382, !383, !384, !385, !386, !387, !388, !389, !105, !390, !391, !392, !393}
!374 = !{!"maxWorkGroupSize", i32 0}
!375 = !{!"waveSize", i32 0}
!376 = !{!"ComputeShaderSecondCompile"}
!377 = !{!"forcedSIMDSize", i8 0}
!378 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!379 = !{!"forceSpillCompression", i1 false}
!380 = !{!"allowLowerSimd", i1 false}
!381 = !{!"disableSimd32Slicing", i1 false}
!382 = !{!"disableSplitOnSpill", i1 false}
!383 = !{!"enableNewSpillCostFunction", i1 false}
!384 = !{!"forceVISAPreSched", i1 false}
!385 = !{!"disableLocalIdOrderOptimizations", i1 false}
!386 = !{!"disableDispatchAlongY", i1 false}
!387 = !{!"neededThreadIdLayout", ptr null}
!388 = !{!"forceTileYWalk", i1 false}
!389 = !{!"atomicBranch", i32 0}
!390 = !{!"disableEarlyOut", i1 false}
!391 = !{!"walkOrderEnabled", i1 false}
!392 = !{!"walkOrderOverride", i32 0}
!393 = !{!"ResForHfPacking"}
!394 = !{!"msInfo", !395, !396, !397, !398, !399, !400, !401, !402, !403}
!395 = !{!"PrimitiveTopology", i32 3}
!396 = !{!"MaxNumOfPrimitives", i32 0}
!397 = !{!"MaxNumOfVertices", i32 0}
!398 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!399 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!400 = !{!"WorkGroupSize", i32 0}
!401 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!402 = !{!"IndexFormat", i32 6}
!403 = !{!"SubgroupSize", i32 0}
!404 = !{!"taskInfo", !405, !400, !401, !403}
!405 = !{!"MaxNumOfOutputs", i32 0}
!406 = !{!"NBarrierCnt", i32 0}
!407 = !{!"rtInfo", !408, !409, !410, !411, !412, !413, !414, !415, !416, !417, !418, !419, !420, !421, !241}
!408 = !{!"RayQueryAllocSizeInBytes", i32 0}
!409 = !{!"NumContinuations", i32 0}
!410 = !{!"RTAsyncStackAddrspace", i32 -1}
!411 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!412 = !{!"SWHotZoneAddrspace", i32 -1}
!413 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!414 = !{!"SWStackAddrspace", i32 -1}
!415 = !{!"SWStackSurfaceStateOffset", ptr null}
!416 = !{!"RTSyncStackAddrspace", i32 -1}
!417 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!418 = !{!"doSyncDispatchRays", i1 false}
!419 = !{!"MemStyle", !"Xe"}
!420 = !{!"GlobalDataStyle", !"Xe"}
!421 = !{!"uberTileDimensions", ptr null}
!422 = !{!"hasSliceLayoutDependency", i1 false}
!423 = !{!"CurUniqueIndirectIdx", i32 0}
!424 = !{!"inlineDynTextures"}
!425 = !{!"inlineResInfoData"}
!426 = !{!"immConstant", !427, !428, !429}
!427 = !{!"data"}
!428 = !{!"sizes"}
!429 = !{!"zeroIdxs"}
!430 = !{!"stringConstants"}
!431 = !{!"inlineBuffers", !432, !436, !437}
!432 = !{!"inlineBuffersVec[0]", !433, !434, !435}
!433 = !{!"alignment", i32 0}
!434 = !{!"allocSize", i64 0}
!435 = !{!"Buffer"}
!436 = !{!"inlineBuffersVec[1]", !433, !434, !435}
!437 = !{!"inlineBuffersVec[2]", !433, !434, !435}
!438 = !{!"GlobalBufferAddressRelocInfo"}
!439 = !{!"ConstantBufferAddressRelocInfo"}
!440 = !{!"forceLscCacheList"}
!441 = !{!"SrvMap"}
!442 = !{!"RasterizerOrderedByteAddressBuffer"}
!443 = !{!"RasterizerOrderedViews"}
!444 = !{!"MinNOSPushConstantSize", i32 0}
!445 = !{!"inlineProgramScopeOffsets"}
!446 = !{!"shaderData", !447}
!447 = !{!"numReplicas", i32 0}
!448 = !{!"URBInfo", !449, !450, !451}
!449 = !{!"has64BVertexHeaderInput", i1 false}
!450 = !{!"has64BVertexHeaderOutput", i1 false}
!451 = !{!"hasVertexHeader", i1 true}
!452 = !{!"UseBindlessImage", i1 true}
!453 = !{!"HasBindlessImageRead", i1 false}
!454 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!455 = !{!"enableRangeReduce", i1 false}
!456 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!457 = !{!"disableMatchMadOptimizationForCS", i1 false}
!458 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!459 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!460 = !{!"statefulResourcesNotAliased", i1 false}
!461 = !{!"disableMixMode", i1 false}
!462 = !{!"genericAccessesResolved", i1 false}
!463 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!464 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!465 = !{!"disableSeparateScratchWA", i1 false}
!466 = !{!"enableRemoveUnusedTGMFence", i1 false}
!467 = !{!"PrivateMemoryPerFG", !468, !469}
!468 = !{!"PrivateMemoryPerFGMap[0]", ptr @scopes}
!469 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!470 = !{!"m_OptsToDisable"}
!471 = !{!"capabilities", !472}
!472 = !{!"globalVariableDecorationsINTEL", i1 false}
!473 = !{!"extensions", !474}
!474 = !{!"spvINTELBindlessImages", i1 false}
!475 = !{!"m_ShaderResourceViewMcsMask", !476, !477}
!476 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!477 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!478 = !{!"computedDepthMode", i32 0}
!479 = !{!"isHDCFastClearShader", i1 false}
!480 = !{!"argRegisterReservations", !481}
!481 = !{!"argRegisterReservationsVec[0]", i32 0}
!482 = !{!"SIMD16_SpillThreshold", i8 0}
!483 = !{!"SIMD32_SpillThreshold", i8 0}
!484 = !{!"m_CacheControlOption", !485, !486, !487, !488}
!485 = !{!"LscLoadCacheControlOverride", i8 0}
!486 = !{!"LscStoreCacheControlOverride", i8 0}
!487 = !{!"TgmLoadCacheControlOverride", i8 0}
!488 = !{!"TgmStoreCacheControlOverride", i8 0}
!489 = !{!"ModuleUsesBindless", i1 false}
!490 = !{!"predicationMap"}
!491 = !{!"lifeTimeStartMap"}
!492 = !{!"HitGroups"}
!493 = !{i32 2, i32 0}
!494 = !{!"clang version 16.0.6"}
!495 = !DILocation(line: 0, scope: !2)
!496 = !DILocalVariable(name: "tile", scope: !2, file: !3, line: 2, type: !38)
!497 = !DILocation(line: 2, scope: !2)
!498 = !DILocalVariable(name: "bins", scope: !2, file: !3, line: 2, type: !14)
!499 = !DILocation(line: 3, column: 13, scope: !2)
!500 = !DILocation(line: 5, column: 15, scope: !2)
!501 = !DILocation(line: 5, column: 3, scope: !2)
!502 = !DILocation(line: 5, column: 13, scope: !2)
!503 = !DILocation(line: 6, column: 11, scope: !504)
!504 = distinct !DILexicalBlock(scope: !2, file: !3, line: 6, column: 7)
!505 = !DILocation(line: 6, column: 7, scope: !2)
!506 = !DILocation(line: 6, column: 16, scope: !504)
!507 = !DILocation(line: 6, column: 26, scope: !504)
!508 = !DILocation(line: 7, column: 3, scope: !2)
!509 = !DILocation(line: 0, scope: !25)
!510 = !DILocation(line: 9, column: 21, scope: !28)
!511 = !DILocation(line: 9, column: 3, scope: !25)
!512 = !DILocation(line: 10, column: 23, scope: !27)
!513 = !{!514}
!514 = !{i32 4469}
!515 = !DILocation(line: 10, column: 28, scope: !27)
!516 = !DILocation(line: 10, column: 13, scope: !27)
!517 = !DILocation(line: 0, scope: !27)
!518 = !DILocation(line: 11, column: 11, scope: !32)
!519 = !DILocation(line: 11, column: 9, scope: !27)
!520 = !DILocation(line: 0, scope: !30)
!521 = !DILocation(line: 0, scope: !34)
!522 = !DILocation(line: 14, column: 16, scope: !34)
!523 = !DILocation(line: 14, column: 13, scope: !34)
!524 = !DILocation(line: 13, column: 29, scope: !34)
!525 = !DILocation(line: 9, column: 27, scope: !28)
!526 = !DILocation(line: 8, column: 7, scope: !2)
!527 = distinct !{!527, !528}
!528 = !{!"llvm.loop.unroll.disable"}
!529 = !DILocation(line: 18, column: 24, scope: !2)
!530 = !DILocation(line: 18, column: 15, scope: !2)
!531 = !DILocation(line: 18, column: 3, scope: !2)
!532 = !DILocation(line: 19, column: 3, scope: !2)
!533 = !DILocation(line: 20, column: 20, scope: !2)
!534 = !DILocation(line: 20, column: 18, scope: !2)
!535 = !DILocation(line: 20, column: 3, scope: !2)
!536 = !DILocation(line: 20, column: 12, scope: !2)
!537 = !DILocation(line: 21, column: 1, scope: !2)
