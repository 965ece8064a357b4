; ------------------------------------------------
; OCL_asm4a909f8020789b98_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @mixed(ptr addrspace(1) align 4 %f, ptr addrspace(1) align 2 %u, ptr addrspace(1) align 8 %l, ptr addrspace(1) align 1 %c, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(1) %indirectDataPointer, ptr addrspace(1) %scratchPointer, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bufferOffset3, i32 %bindlessOffset, i32 %bindlessOffset4, i32 %bindlessOffset5, i32 %bindlessOffset6) #0 !dbg !469 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %f, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %u, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %l, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %c, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %n, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 3
  %3 = mul i32 %1, %2, !dbg !501		; visa id: 4
  %4 = zext i16 %localIdX to i32, !dbg !501		; visa id: 5
  %5 = add i32 %3, %4, !dbg !501
  %conv = add i32 %5, %0, !dbg !501		; visa id: 6
  call void @llvm.dbg.value(metadata i32 %conv, metadata !490, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 8
  %6 = ptrtoint ptr addrspace(1) %f to i64, !dbg !502		; visa id: 9
  %idxprom = sext i32 %conv to i64, !dbg !502
  %7 = shl nsw i64 %idxprom, 2, !dbg !502
  %8 = add i64 %7, %6, !dbg !502
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !502
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !502		; visa id: 9
  call void @llvm.dbg.value(metadata float %10, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 11
  call void @llvm.dbg.value(metadata i32 0, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503		; visa id: 11
  %11 = icmp sgt i32 %n, 0, !dbg !504		; visa id: 12
  br i1 %11, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !506, !stats.blockFrequency.digits !507, !stats.blockFrequency.scale !508		; visa id: 13

entry.for.end_crit_edge:                          ; preds = %entry
; BB:
  br label %for.end, !dbg !506, !stats.blockFrequency.digits !509, !stats.blockFrequency.scale !510

for.body.preheader:                               ; preds = %entry
; BB2 :
  br label %for.body, !dbg !511, !stats.blockFrequency.digits !513, !stats.blockFrequency.scale !514		; visa id: 17

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
  %i.026 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %v.025 = phi float [ %mul, %for.body.for.body_crit_edge ], [ %10, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.026, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503		; visa id: 19
  call void @llvm.dbg.value(metadata float %v.025, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 19
  %mul = fmul float %v.025, 5.000000e-01, !dbg !515		; visa id: 20
  call void @llvm.dbg.value(metadata float %mul, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 22
  %12 = fcmp olt float %mul, 1.000000e+00, !dbg !516		; visa id: 23
  %13 = xor i1 %12, true, !dbg !516		; visa id: 24
  %inc = add nuw nsw i32 %i.026, 1, !dbg !518, !spirv.Decorations !519		; visa id: 26
  call void @llvm.dbg.value(metadata i32 %inc, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503		; visa id: 28
  %14 = icmp slt i32 %inc, %n
  %15 = and i1 %13, %14, !dbg !511		; visa id: 29
  call void @llvm.dbg.value(metadata i32 %inc, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503		; visa id: 32
  call void @llvm.dbg.value(metadata float %mul, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 32
  br i1 %15, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !511, !stats.blockFrequency.digits !521, !stats.blockFrequency.scale !522		; visa id: 33

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %mul.lcssa = phi float [ %mul, %for.body ], !dbg !515
  br label %for.end, !dbg !523, !stats.blockFrequency.digits !513, !stats.blockFrequency.scale !514

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB:
  br label %for.body, !dbg !511, !stats.blockFrequency.digits !524, !stats.blockFrequency.scale !522

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %v.1 = phi float [ %10, %entry.for.end_crit_edge ], [ %mul.lcssa, %for.end.loopexit ], !dbg !500
  call void @llvm.dbg.value(metadata float %v.1, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 36
  %16 = ptrtoint ptr addrspace(1) %u to i64, !dbg !523		; visa id: 37
  %17 = shl nsw i64 %idxprom, 1, !dbg !523
  %18 = add i64 %17, %16, !dbg !523
  %19 = inttoptr i64 %18 to ptr addrspace(1), !dbg !523
  %20 = load i16, ptr addrspace(1) %19, align 2, !dbg !523		; visa id: 37
  %21 = shl nsw i64 %idxprom, 3, !dbg !525
  %22 = ptrtoint ptr addrspace(1) %l to i64, !dbg !525		; visa id: 40
  %23 = add i64 %21, %22, !dbg !525
  %24 = inttoptr i64 %23 to ptr addrspace(1), !dbg !525
  %25 = load i64, ptr addrspace(1) %24, align 8, !dbg !525		; visa id: 40
  %26 = ptrtoint ptr addrspace(1) %c to i64, !dbg !526		; visa id: 42
  %27 = add i64 %26, %idxprom, !dbg !526
  %28 = inttoptr i64 %27 to ptr addrspace(1), !dbg !526
  %29 = load i8, ptr addrspace(1) %28, align 1, !dbg !526		; visa id: 42
  %b2s = sext i8 %29 to i16, !dbg !527		; visa id: 45
  %add = add i16 %20, 3, !dbg !527		; visa id: 46
  call void @llvm.dbg.value(metadata i16 %add, metadata !494, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 48
  %mul9 = mul i16 %add, 5, !dbg !528		; visa id: 49
  call void @llvm.dbg.value(metadata i16 %mul9, metadata !495, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 51
  %mul13 = mul nsw i64 %25, 3, !dbg !529, !spirv.Decorations !519		; visa id: 52
  %conv14 = zext i16 %mul9 to i64, !dbg !530		; visa id: 59
  %add15 = add nsw i64 %mul13, %conv14, !dbg !531, !spirv.Decorations !519		; visa id: 60
  call void @llvm.dbg.value(metadata i64 %add15, metadata !496, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 62
  %b2s28 = xor i16 %b2s, 90, !dbg !500		; visa id: 62
  call void @llvm.dbg.value(metadata i16 %b2s28, metadata !497, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500		; visa id: 63
  %conv20 = uitofp i16 %add to float, !dbg !532		; visa id: 64
  %add21 = fadd float %v.1, %conv20, !dbg !533		; visa id: 65
  store float %add21, ptr addrspace(1) %9, align 4, !dbg !534		; visa id: 66
  store i16 %mul9, ptr addrspace(1) %19, align 2, !dbg !535		; visa id: 68
  %30 = bitcast i64 %add15 to <2 x i32>, !dbg !536		; visa id: 71
  %31 = inttoptr i64 %23 to ptr addrspace(1), !dbg !536
  store <2 x i32> %30, ptr addrspace(1) %31, align 8, !dbg !536		; visa id: 75
  %32 = trunc i16 %b2s28 to i8, !dbg !537		; visa id: 77
  store i8 %32, ptr addrspace(1) %28, align 1, !dbg !537		; visa id: 78
  ret void, !dbg !538, !stats.blockFrequency.digits !507, !stats.blockFrequency.scale !508		; visa id: 81
}
