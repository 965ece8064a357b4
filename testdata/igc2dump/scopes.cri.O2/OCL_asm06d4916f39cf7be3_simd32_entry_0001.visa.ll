; ------------------------------------------------
; OCL_asm06d4916f39cf7be3_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @scopes(ptr addrspace(1) align 4 %in, ptr addrspace(1) align 4 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr %privateBase, ptr addrspace(1) %indirectDataPointer, ptr addrspace(1) %scratchPointer, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !2 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !18, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !19, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %n, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 3
  call void @llvm.dbg.declare(metadata ptr addrspace(3) @scopes.tile, metadata !496, metadata !DIExpression()), !dbg !497		; visa id: 4
  call void @llvm.dbg.declare(metadata ptr addrspace(3) @scopes.bins, metadata !498, metadata !DIExpression()), !dbg !497		; visa id: 4
  %3 = mul i32 %1, %2, !dbg !499		; visa id: 5
  %4 = zext i16 %localIdX to i32, !dbg !499		; visa id: 6
  %5 = add i32 %3, %4, !dbg !499
  %conv = add i32 %5, %0, !dbg !499		; visa id: 7
  call void @llvm.dbg.value(metadata i32 %conv, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 9
  call void @llvm.dbg.value(metadata i32 %4, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 9
  %6 = ptrtoint ptr addrspace(1) %in to i64, !dbg !500		; visa id: 10
  %idxprom = sext i32 %conv to i64, !dbg !500
  %7 = shl nsw i64 %idxprom, 2, !dbg !500
  %8 = add i64 %7, %6, !dbg !500
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !500
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !500		; visa id: 10
  %11 = shl nuw nsw i32 %4, 2, !dbg !501		; visa id: 11
  %12 = inttoptr i32 %11 to ptr addrspace(3), !dbg !501		; visa id: 12
  store i32 %10, ptr addrspace(3) %12, align 4, !dbg !502		; visa id: 12
  %13 = icmp ult i16 %localIdX, 4, !dbg !503		; visa id: 14
  br i1 %13, label %if.then, label %entry.if.end_crit_edge, !dbg !505, !stats.blockFrequency.digits !506, !stats.blockFrequency.scale !507		; visa id: 15

entry.if.end_crit_edge:                           ; preds = %entry
; BB:
  br label %if.end, !dbg !505, !stats.blockFrequency.digits !506, !stats.blockFrequency.scale !508

if.then:                                          ; preds = %entry
; BB2 :
  %14 = add i32 %11, 268435528, !dbg !509
  %15 = inttoptr i32 %14 to ptr addrspace(3), !dbg !509
  store i32 0, ptr addrspace(3) %15, align 4, !dbg !510		; visa id: 17
  br label %if.end, !dbg !509, !stats.blockFrequency.digits !506, !stats.blockFrequency.scale !508		; visa id: 19

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
; BB3 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i32 0), !dbg !511		; visa id: 21
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !511		; visa id: 22
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 24
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 24
  %16 = icmp sgt i32 %n, 0, !dbg !513		; visa id: 25
  br i1 %16, label %for.body.lr.ph, label %if.end.for.end26_crit_edge, !dbg !514, !stats.blockFrequency.digits !506, !stats.blockFrequency.scale !507		; visa id: 26

if.end.for.end26_crit_edge:                       ; preds = %if.end
; BB4 :
  br label %for.end26, !dbg !514, !stats.blockFrequency.digits !515, !stats.blockFrequency.scale !516		; visa id: 29

for.body.lr.ph:                                   ; preds = %if.end
; BB5 :
  %xtraiter = and i32 %n, 3, !dbg !514		; visa id: 31
  %17 = icmp ult i32 %n, 4, !dbg !514		; visa id: 32
  br i1 %17, label %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge, label %for.body.lr.ph.new, !dbg !514, !stats.blockFrequency.digits !517, !stats.blockFrequency.scale !518		; visa id: 34

for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge: ; preds = %for.body.lr.ph
; BB6 :
  br label %for.cond.for.end26_crit_edge.unr-lcssa, !dbg !514, !stats.blockFrequency.digits !519, !stats.blockFrequency.scale !516		; visa id: 38

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
; BB7 :
  %unroll_iter = and i32 %n, -4, !dbg !514		; visa id: 40
  br label %for.body, !dbg !514, !stats.blockFrequency.digits !519, !stats.blockFrequency.scale !516		; visa id: 44

for.body:                                         ; preds = %for.inc24.3.for.body_crit_edge, %for.body.lr.ph.new
; BB8 :
  %i.026 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc25.3, %for.inc24.3.for.body_crit_edge ]
  %sum.025 = phi i32 [ 0, %for.body.lr.ph.new ], [ %sum.2.3, %for.inc24.3.for.body_crit_edge ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.inc24.3.for.body_crit_edge ]
  call void @llvm.dbg.value(metadata i32 %i.026, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 46
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 46
  %add = add nuw nsw i32 %i.026, %4, !dbg !520, !spirv.Decorations !521		; visa id: 47
  %q_appx = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add, i32 954437177), !dbg !523		; visa id: 48
  %q_appx28 = lshr i32 %q_appx, 2, !dbg !523		; visa id: 49
  %q_times_d.neg = mul i32 %q_appx28, 1073741806, !dbg !523
  %rem29 = add i32 %q_times_d.neg, %add, !dbg !523		; visa id: 50
  %18 = shl i32 %rem29, 2, !dbg !524		; visa id: 51
  %19 = inttoptr i32 %18 to ptr addrspace(3), !dbg !524		; visa id: 52
  %20 = load i32, ptr addrspace(3) %19, align 4, !dbg !524		; visa id: 52
  call void @llvm.dbg.value(metadata i32 %20, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !525		; visa id: 54
  %21 = icmp sgt i32 %20, 0, !dbg !526		; visa id: 55
  br i1 %21, label %for.cond15.preheader, label %for.body.for.inc24_crit_edge, !dbg !527, !stats.blockFrequency.digits !528, !stats.blockFrequency.scale !529		; visa id: 56

for.body.for.inc24_crit_edge:                     ; preds = %for.body
; BB:
  br label %for.inc24, !dbg !527, !stats.blockFrequency.digits !530, !stats.blockFrequency.scale !531

for.cond15.preheader:                             ; preds = %for.body
; BB10 :
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 59
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 59
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 59
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 59
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 59
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 59
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 59
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 59
  call void @llvm.dbg.value(metadata i32 %sum.025, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 59
  call void @llvm.dbg.value(metadata i32 %20, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 59
  %22 = bitcast i32 %20 to <2 x i16>, !dbg !534		; visa id: 60
  %23 = extractelement <2 x i16> %22, i32 0, !dbg !534		; visa id: 61
  %24 = sext i16 %23 to i32, !dbg !534		; visa id: 61
  %add22.1 = add nsw i32 %sum.025, %24, !dbg !535, !spirv.Decorations !521
  call void @llvm.dbg.value(metadata i32 %add22.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 63
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 63
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 63
  call void @llvm.dbg.value(metadata i32 %add22.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 63
  %mul.2 = shl i32 %20, 17, !dbg !536		; visa id: 64
  call void @llvm.dbg.value(metadata i32 %mul.2, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 66
  %25 = bitcast i32 %mul.2 to <2 x i16>, !dbg !534		; visa id: 67
  %26 = extractelement <2 x i16> %25, i32 1, !dbg !534		; visa id: 68
  %27 = sext i16 %26 to i32, !dbg !534		; visa id: 68
  %add22.2 = add nsw i32 %add22.1, %27, !dbg !535, !spirv.Decorations !521		; visa id: 69
  call void @llvm.dbg.value(metadata i32 %add22.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 71
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 71
  br label %for.inc24, !dbg !537, !stats.blockFrequency.digits !538, !stats.blockFrequency.scale !531		; visa id: 72

for.inc24:                                        ; preds = %for.body.for.inc24_crit_edge, %for.cond15.preheader
; BB11 :
  %sum.2 = phi i32 [ %add22.2, %for.cond15.preheader ], [ %sum.025, %for.body.for.inc24_crit_edge ], !dbg !539
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 74
  %inc25 = or i32 %i.026, 1, !dbg !537		; visa id: 75
  call void @llvm.dbg.value(metadata i32 %inc25, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 77
  call void @llvm.dbg.value(metadata i32 %inc25, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 77
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 77
  %add.1 = add nuw nsw i32 %inc25, %4, !dbg !520, !spirv.Decorations !521		; visa id: 78
  %q_appx30 = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add.1, i32 954437177), !dbg !523		; visa id: 79
  %q_appx31 = lshr i32 %q_appx30, 2, !dbg !523		; visa id: 80
  %q_times_d32.neg = mul i32 %q_appx31, 1073741806, !dbg !523
  %rem = add i32 %q_times_d32.neg, %add.1, !dbg !523		; visa id: 81
  %28 = shl i32 %rem, 2, !dbg !524		; visa id: 82
  %29 = inttoptr i32 %28 to ptr addrspace(3), !dbg !524		; visa id: 83
  %30 = load i32, ptr addrspace(3) %29, align 4, !dbg !524		; visa id: 83
  call void @llvm.dbg.value(metadata i32 %30, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !525		; visa id: 85
  %31 = icmp sgt i32 %30, 0, !dbg !526		; visa id: 86
  br i1 %31, label %for.cond15.preheader.1, label %for.inc24.for.inc24.1_crit_edge, !dbg !527, !stats.blockFrequency.digits !528, !stats.blockFrequency.scale !529		; visa id: 87

for.inc24.for.inc24.1_crit_edge:                  ; preds = %for.inc24
; BB:
  br label %for.inc24.1, !dbg !527, !stats.blockFrequency.digits !530, !stats.blockFrequency.scale !531

for.cond15.preheader.1:                           ; preds = %for.inc24
; BB13 :
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 90
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 90
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 90
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 90
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 90
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 90
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 90
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 90
  call void @llvm.dbg.value(metadata i32 %sum.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 90
  call void @llvm.dbg.value(metadata i32 %30, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 90
  %32 = bitcast i32 %30 to <2 x i16>, !dbg !534		; visa id: 91
  %33 = extractelement <2 x i16> %32, i32 0, !dbg !534		; visa id: 92
  %34 = sext i16 %33 to i32, !dbg !534		; visa id: 92
  %add22.1.1 = add nsw i32 %sum.2, %34, !dbg !535, !spirv.Decorations !521
  call void @llvm.dbg.value(metadata i32 %add22.1.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 94
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 94
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 94
  call void @llvm.dbg.value(metadata i32 %add22.1.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 94
  %mul.2.1 = shl i32 %30, 17, !dbg !536		; visa id: 95
  call void @llvm.dbg.value(metadata i32 %mul.2.1, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 97
  %35 = bitcast i32 %mul.2.1 to <2 x i16>, !dbg !534		; visa id: 98
  %36 = extractelement <2 x i16> %35, i32 1, !dbg !534		; visa id: 99
  %37 = sext i16 %36 to i32, !dbg !534		; visa id: 99
  %add22.2.1 = add nsw i32 %add22.1.1, %37, !dbg !535, !spirv.Decorations !521		; visa id: 100
  call void @llvm.dbg.value(metadata i32 %add22.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 102
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 102
  br label %for.inc24.1, !dbg !537, !stats.blockFrequency.digits !538, !stats.blockFrequency.scale !531		; visa id: 103

for.inc24.1:                                      ; preds = %for.inc24.for.inc24.1_crit_edge, %for.cond15.preheader.1
; BB14 :
  %sum.2.1 = phi i32 [ %add22.2.1, %for.cond15.preheader.1 ], [ %sum.2, %for.inc24.for.inc24.1_crit_edge ], !dbg !539
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 105
  %inc25.1 = or i32 %i.026, 2, !dbg !537		; visa id: 106
  call void @llvm.dbg.value(metadata i32 %inc25.1, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 108
  call void @llvm.dbg.value(metadata i32 %inc25.1, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 108
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 108
  %add.2 = add nuw nsw i32 %inc25.1, %4, !dbg !520, !spirv.Decorations !521		; visa id: 109
  %q_appx33 = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add.2, i32 954437177), !dbg !523		; visa id: 110
  %q_appx34 = lshr i32 %q_appx33, 2, !dbg !523		; visa id: 111
  %q_times_d35.neg = mul i32 %q_appx34, 1073741806, !dbg !523
  %rem36 = add i32 %q_times_d35.neg, %add.2, !dbg !523		; visa id: 112
  %38 = shl i32 %rem36, 2, !dbg !524		; visa id: 113
  %39 = inttoptr i32 %38 to ptr addrspace(3), !dbg !524		; visa id: 114
  %40 = load i32, ptr addrspace(3) %39, align 4, !dbg !524		; visa id: 114
  call void @llvm.dbg.value(metadata i32 %40, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !525		; visa id: 116
  %41 = icmp sgt i32 %40, 0, !dbg !526		; visa id: 117
  br i1 %41, label %for.cond15.preheader.2, label %for.inc24.1.for.inc24.2_crit_edge, !dbg !527, !stats.blockFrequency.digits !528, !stats.blockFrequency.scale !529		; visa id: 118

for.inc24.1.for.inc24.2_crit_edge:                ; preds = %for.inc24.1
; BB:
  br label %for.inc24.2, !dbg !527, !stats.blockFrequency.digits !530, !stats.blockFrequency.scale !531

for.cond15.preheader.2:                           ; preds = %for.inc24.1
; BB16 :
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 121
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 121
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 121
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 121
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 121
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 121
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 121
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 121
  call void @llvm.dbg.value(metadata i32 %sum.2.1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 121
  call void @llvm.dbg.value(metadata i32 %40, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 121
  %42 = bitcast i32 %40 to <2 x i16>, !dbg !534		; visa id: 122
  %43 = extractelement <2 x i16> %42, i32 0, !dbg !534		; visa id: 123
  %44 = sext i16 %43 to i32, !dbg !534		; visa id: 123
  %add22.1.2 = add nsw i32 %sum.2.1, %44, !dbg !535, !spirv.Decorations !521
  call void @llvm.dbg.value(metadata i32 %add22.1.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 125
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 125
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 125
  call void @llvm.dbg.value(metadata i32 %add22.1.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 125
  %mul.2.2 = shl i32 %40, 17, !dbg !536		; visa id: 126
  call void @llvm.dbg.value(metadata i32 %mul.2.2, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 128
  %45 = bitcast i32 %mul.2.2 to <2 x i16>, !dbg !534		; visa id: 129
  %46 = extractelement <2 x i16> %45, i32 1, !dbg !534		; visa id: 130
  %47 = sext i16 %46 to i32, !dbg !534		; visa id: 130
  %add22.2.2 = add nsw i32 %add22.1.2, %47, !dbg !535, !spirv.Decorations !521		; visa id: 131
  call void @llvm.dbg.value(metadata i32 %add22.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 133
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 133
  br label %for.inc24.2, !dbg !537, !stats.blockFrequency.digits !538, !stats.blockFrequency.scale !531		; visa id: 134

for.inc24.2:                                      ; preds = %for.inc24.1.for.inc24.2_crit_edge, %for.cond15.preheader.2
; BB17 :
  %sum.2.2 = phi i32 [ %add22.2.2, %for.cond15.preheader.2 ], [ %sum.2.1, %for.inc24.1.for.inc24.2_crit_edge ], !dbg !539
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 136
  %inc25.2 = or i32 %i.026, 3, !dbg !537		; visa id: 137
  call void @llvm.dbg.value(metadata i32 %inc25.2, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 139
  call void @llvm.dbg.value(metadata i32 %inc25.2, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 139
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 139
  %add.3 = add nuw nsw i32 %inc25.2, %4, !dbg !520, !spirv.Decorations !521		; visa id: 140
  %q_appx37 = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add.3, i32 954437177), !dbg !523		; visa id: 141
  %q_appx38 = lshr i32 %q_appx37, 2, !dbg !523		; visa id: 142
  %q_times_d39.neg = mul i32 %q_appx38, 1073741806, !dbg !523
  %rem40 = add i32 %q_times_d39.neg, %add.3, !dbg !523		; visa id: 143
  %48 = shl i32 %rem40, 2, !dbg !524		; visa id: 144
  %49 = inttoptr i32 %48 to ptr addrspace(3), !dbg !524		; visa id: 145
  %50 = load i32, ptr addrspace(3) %49, align 4, !dbg !524		; visa id: 145
  call void @llvm.dbg.value(metadata i32 %50, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !525		; visa id: 147
  %51 = icmp sgt i32 %50, 0, !dbg !526		; visa id: 148
  br i1 %51, label %for.cond15.preheader.3, label %for.inc24.2.for.inc24.3_crit_edge, !dbg !527, !stats.blockFrequency.digits !528, !stats.blockFrequency.scale !529		; visa id: 149

for.inc24.2.for.inc24.3_crit_edge:                ; preds = %for.inc24.2
; BB:
  br label %for.inc24.3, !dbg !527, !stats.blockFrequency.digits !530, !stats.blockFrequency.scale !531

for.cond15.preheader.3:                           ; preds = %for.inc24.2
; BB19 :
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 152
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 152
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 152
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 152
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 152
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 152
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 152
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 152
  call void @llvm.dbg.value(metadata i32 %sum.2.2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 152
  call void @llvm.dbg.value(metadata i32 %50, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 152
  %52 = bitcast i32 %50 to <2 x i16>, !dbg !534		; visa id: 153
  %53 = extractelement <2 x i16> %52, i32 0, !dbg !534		; visa id: 154
  %54 = sext i16 %53 to i32, !dbg !534		; visa id: 154
  %add22.1.3 = add nsw i32 %sum.2.2, %54, !dbg !535, !spirv.Decorations !521
  call void @llvm.dbg.value(metadata i32 %add22.1.3, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 156
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 156
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 156
  call void @llvm.dbg.value(metadata i32 %add22.1.3, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 156
  %mul.2.3 = shl i32 %50, 17, !dbg !536		; visa id: 157
  call void @llvm.dbg.value(metadata i32 %mul.2.3, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 159
  %55 = bitcast i32 %mul.2.3 to <2 x i16>, !dbg !534		; visa id: 160
  %56 = extractelement <2 x i16> %55, i32 1, !dbg !534		; visa id: 161
  %57 = sext i16 %56 to i32, !dbg !534		; visa id: 161
  %add22.2.3 = add nsw i32 %add22.1.3, %57, !dbg !535, !spirv.Decorations !521		; visa id: 162
  call void @llvm.dbg.value(metadata i32 %add22.2.3, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 164
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 164
  br label %for.inc24.3, !dbg !537, !stats.blockFrequency.digits !538, !stats.blockFrequency.scale !531		; visa id: 165

for.inc24.3:                                      ; preds = %for.inc24.2.for.inc24.3_crit_edge, %for.cond15.preheader.3
; BB20 :
  %sum.2.3 = phi i32 [ %add22.2.3, %for.cond15.preheader.3 ], [ %sum.2.2, %for.inc24.2.for.inc24.3_crit_edge ], !dbg !539
  call void @llvm.dbg.value(metadata i32 %sum.2.3, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 167
  %inc25.3 = add nuw nsw i32 %i.026, 4, !dbg !537, !spirv.Decorations !521		; visa id: 168
  call void @llvm.dbg.value(metadata i32 %inc25.3, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 170
  %niter.next.3 = add i32 %niter, 4, !dbg !514		; visa id: 171
  %niter.ncmp.3.not = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !514		; visa id: 172
  br i1 %niter.ncmp.3.not, label %for.cond.for.end26_crit_edge.unr-lcssa.loopexit, label %for.inc24.3.for.body_crit_edge, !dbg !514, !stats.blockFrequency.digits !528, !stats.blockFrequency.scale !529		; visa id: 173

for.cond.for.end26_crit_edge.unr-lcssa.loopexit:  ; preds = %for.inc24.3
; BB21 :
  %sum.2.3.lcssa = phi i32 [ %sum.2.3, %for.inc24.3 ], !dbg !539
  %inc25.3.lcssa = phi i32 [ %inc25.3, %for.inc24.3 ], !dbg !537
  br label %for.cond.for.end26_crit_edge.unr-lcssa, !dbg !527, !stats.blockFrequency.digits !519, !stats.blockFrequency.scale !516		; visa id: 177

for.inc24.3.for.body_crit_edge:                   ; preds = %for.inc24.3
; BB:
  br label %for.body, !stats.blockFrequency.digits !540, !stats.blockFrequency.scale !529

for.cond.for.end26_crit_edge.unr-lcssa:           ; preds = %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge, %for.cond.for.end26_crit_edge.unr-lcssa.loopexit
; BB23 :
  %sum.2.lcssa.ph = phi i32 [ undef, %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge ], [ %sum.2.3.lcssa, %for.cond.for.end26_crit_edge.unr-lcssa.loopexit ], !dbg !514
  %i.026.unr = phi i32 [ 0, %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge ], [ %inc25.3.lcssa, %for.cond.for.end26_crit_edge.unr-lcssa.loopexit ]
  %sum.025.unr = phi i32 [ 0, %for.body.lr.ph.for.cond.for.end26_crit_edge.unr-lcssa_crit_edge ], [ %sum.2.3.lcssa, %for.cond.for.end26_crit_edge.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !527		; visa id: 178
  br i1 %lcmp.mod.not, label %for.cond.for.end26_crit_edge.unr-lcssa.for.end26_crit_edge, label %for.body.epil.preheader, !dbg !527, !stats.blockFrequency.digits !517, !stats.blockFrequency.scale !518		; visa id: 179

for.cond.for.end26_crit_edge.unr-lcssa.for.end26_crit_edge: ; preds = %for.cond.for.end26_crit_edge.unr-lcssa
; BB:
  br label %for.end26, !dbg !527, !stats.blockFrequency.digits !541, !stats.blockFrequency.scale !516

for.body.epil.preheader:                          ; preds = %for.cond.for.end26_crit_edge.unr-lcssa
; BB25 :
  br label %for.body.epil, !dbg !527, !stats.blockFrequency.digits !542, !stats.blockFrequency.scale !516		; visa id: 183

for.body.epil:                                    ; preds = %for.inc24.epil.for.body.epil_crit_edge, %for.body.epil.preheader
; BB26 :
  %i.026.epil = phi i32 [ %inc25.epil, %for.inc24.epil.for.body.epil_crit_edge ], [ %i.026.unr, %for.body.epil.preheader ]
  %sum.025.epil = phi i32 [ %sum.2.epil, %for.inc24.epil.for.body.epil_crit_edge ], [ %sum.025.unr, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.inc24.epil.for.body.epil_crit_edge ], [ 0, %for.body.epil.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.026.epil, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 185
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 185
  %add.epil = add nuw nsw i32 %i.026.epil, %4, !dbg !520, !spirv.Decorations !521		; visa id: 186
  %q_appx41 = call i32 @llvm.genx.GenISA.umulH.i32(i32 %add.epil, i32 954437177), !dbg !523		; visa id: 187
  %q_appx42 = lshr i32 %q_appx41, 2, !dbg !523		; visa id: 188
  %q_times_d43.neg = mul i32 %q_appx42, 1073741806, !dbg !523
  %rem44 = add i32 %q_times_d43.neg, %add.epil, !dbg !523		; visa id: 189
  %58 = shl i32 %rem44, 2, !dbg !524		; visa id: 190
  %59 = inttoptr i32 %58 to ptr addrspace(3), !dbg !524		; visa id: 191
  %60 = load i32, ptr addrspace(3) %59, align 4, !dbg !524		; visa id: 191
  call void @llvm.dbg.value(metadata i32 %60, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !525		; visa id: 193
  %61 = icmp sgt i32 %60, 0, !dbg !526		; visa id: 194
  br i1 %61, label %for.cond15.preheader.epil, label %for.body.epil.for.inc24.epil_crit_edge, !dbg !527, !stats.blockFrequency.digits !538, !stats.blockFrequency.scale !529		; visa id: 195

for.body.epil.for.inc24.epil_crit_edge:           ; preds = %for.body.epil
; BB:
  br label %for.inc24.epil, !dbg !527, !stats.blockFrequency.digits !543, !stats.blockFrequency.scale !531

for.cond15.preheader.epil:                        ; preds = %for.body.epil
; BB28 :
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 198
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 198
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 198
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 198
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 198
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 198
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 198
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 198
  call void @llvm.dbg.value(metadata i32 %sum.025.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 198
  call void @llvm.dbg.value(metadata i32 %60, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 198
  %62 = bitcast i32 %60 to <2 x i16>, !dbg !534		; visa id: 199
  %63 = extractelement <2 x i16> %62, i32 0, !dbg !534		; visa id: 200
  %64 = sext i16 %63 to i32, !dbg !534		; visa id: 200
  %add22.1.epil = add nsw i32 %sum.025.epil, %64, !dbg !535, !spirv.Decorations !521
  call void @llvm.dbg.value(metadata i32 %add22.1.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 202
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 202
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 202
  call void @llvm.dbg.value(metadata i32 %add22.1.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 202
  %mul.2.epil = shl i32 %60, 17, !dbg !536		; visa id: 203
  call void @llvm.dbg.value(metadata i32 %mul.2.epil, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !533		; visa id: 205
  %65 = bitcast i32 %mul.2.epil to <2 x i16>, !dbg !534		; visa id: 206
  %66 = extractelement <2 x i16> %65, i32 1, !dbg !534		; visa id: 207
  %67 = sext i16 %66 to i32, !dbg !534		; visa id: 207
  %add22.2.epil = add nsw i32 %add22.1.epil, %67, !dbg !535, !spirv.Decorations !521		; visa id: 208
  call void @llvm.dbg.value(metadata i32 %add22.2.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 210
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !532		; visa id: 210
  br label %for.inc24.epil, !dbg !537, !stats.blockFrequency.digits !544, !stats.blockFrequency.scale !529		; visa id: 211

for.inc24.epil:                                   ; preds = %for.body.epil.for.inc24.epil_crit_edge, %for.cond15.preheader.epil
; BB29 :
  %sum.2.epil = phi i32 [ %add22.2.epil, %for.cond15.preheader.epil ], [ %sum.025.epil, %for.body.epil.for.inc24.epil_crit_edge ], !dbg !539
  call void @llvm.dbg.value(metadata i32 %sum.2.epil, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 213
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !514		; visa id: 214
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !514		; visa id: 215
  br i1 %epil.iter.cmp.not, label %for.end26.loopexit, label %for.inc24.epil.for.body.epil_crit_edge, !dbg !514, !llvm.loop !545, !stats.blockFrequency.digits !538, !stats.blockFrequency.scale !529		; visa id: 216

for.end26.loopexit:                               ; preds = %for.inc24.epil
; BB:
  %sum.2.epil.lcssa = phi i32 [ %sum.2.epil, %for.inc24.epil ], !dbg !539
  br label %for.end26, !dbg !547, !stats.blockFrequency.digits !542, !stats.blockFrequency.scale !516

for.inc24.epil.for.body.epil_crit_edge:           ; preds = %for.inc24.epil
; BB31 :
  %inc25.epil = add nuw nsw i32 %i.026.epil, 1, !dbg !537, !spirv.Decorations !521		; visa id: 218
  call void @llvm.dbg.value(metadata i32 %inc25.epil, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 220
  br label %for.body.epil, !dbg !514, !stats.blockFrequency.digits !548, !stats.blockFrequency.scale !529		; visa id: 221

for.end26:                                        ; preds = %for.cond.for.end26_crit_edge.unr-lcssa.for.end26_crit_edge, %if.end.for.end26_crit_edge, %for.end26.loopexit
; BB32 :
  %sum.0.lcssa = phi i32 [ 0, %if.end.for.end26_crit_edge ], [ %sum.2.lcssa.ph, %for.cond.for.end26_crit_edge.unr-lcssa.for.end26_crit_edge ], [ %sum.2.epil.lcssa, %for.end26.loopexit ], !dbg !539
  %and = shl i32 %sum.0.lcssa, 2, !dbg !549		; visa id: 224
  %68 = and i32 %and, 12, !dbg !549		; visa id: 225
  %69 = add nuw nsw i32 %68, 268435528, !dbg !549		; visa id: 226
  %70 = inttoptr i32 %69 to ptr addrspace(3), !dbg !549		; visa id: 227
  %71 = call i32 @llvm.genx.GenISA.intatomicraw.i32.p3.i32(ptr addrspace(3) nonnull %70, i32 %69, i32 poison, i32 2), !dbg !550		; visa id: 227
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i32 0), !dbg !551		; visa id: 229
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !551		; visa id: 230
  %72 = and i32 %11, 12, !dbg !552		; visa id: 232
  %73 = add i32 %72, 268435528, !dbg !552
  %74 = inttoptr i32 %73 to ptr addrspace(3), !dbg !552
  %75 = load i32, ptr addrspace(3) %74, align 4, !dbg !552		; visa id: 233
  %add33 = add nsw i32 %sum.0.lcssa, %75, !dbg !553, !spirv.Decorations !521		; visa id: 234
  %76 = ptrtoint ptr addrspace(1) %out to i64, !dbg !554		; visa id: 235
  %77 = add i64 %7, %76, !dbg !554
  %78 = inttoptr i64 %77 to ptr addrspace(1), !dbg !554
  store i32 %add33, ptr addrspace(1) %78, align 4, !dbg !555		; visa id: 235
  ret void, !dbg !556, !stats.blockFrequency.digits !506, !stats.blockFrequency.scale !507		; visa id: 237
}
