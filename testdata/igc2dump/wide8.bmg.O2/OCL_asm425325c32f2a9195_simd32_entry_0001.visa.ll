; ------------------------------------------------
; OCL_asm425325c32f2a9195_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @wide8(ptr addrspace(1) align 32 %u, ptr addrspace(1) align 32 %f, ptr addrspace(1) align 32 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bindlessOffset, i32 %bindlessOffset3, i32 %bindlessOffset4) #0 !dbg !451 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %u, metadata !471, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %f, metadata !472, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !473, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %n, metadata !474, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !484
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !484		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !484		; visa id: 4
  %6 = insertelement <2 x i32> undef, i32 %4, i32 0, !dbg !484		; visa id: 11
  %7 = insertelement <2 x i32> %6, i32 %5, i32 1, !dbg !484		; visa id: 12
  %8 = bitcast <2 x i32> %7 to i64, !dbg !484		; visa id: 13
  %9 = zext i16 %localIdX to i64, !dbg !484		; visa id: 15
  %10 = add nuw i64 %8, %9, !dbg !484		; visa id: 16
  %11 = zext i32 %0 to i64, !dbg !484		; visa id: 17
  %12 = add nuw i64 %10, %11, !dbg !484		; visa id: 18
  call void @llvm.dbg.value(metadata i64 %12, metadata !475, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 20
  %13 = shl i64 %12, 5, !dbg !485		; visa id: 21
  %14 = ptrtoint ptr addrspace(1) %f to i64, !dbg !486		; visa id: 23
  %15 = add i64 %13, %14, !dbg !486		; visa id: 23
  %16 = inttoptr i64 %15 to ptr addrspace(1), !dbg !486		; visa id: 24
  %17 = load <8 x float>, ptr addrspace(1) %16, align 32, !dbg !486		; visa id: 24
  call void @llvm.dbg.value(metadata <8 x float> %17, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 28
  call void @llvm.dbg.value(metadata i32 0, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 28
  call void @llvm.dbg.value(metadata <8 x float> %17, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 28
  call void @llvm.dbg.value(metadata <8 x i32> undef, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 28
  %18 = icmp sgt i32 %n, 0, !dbg !488		; visa id: 29
  br i1 %18, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !490, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !492		; visa id: 30

entry.for.end_crit_edge:                          ; preds = %entry
; BB:
  br label %for.end, !dbg !490, !stats.blockFrequency.digits !493, !stats.blockFrequency.scale !494

for.body.preheader:                               ; preds = %entry
; BB2 :
  %19 = ptrtoint ptr addrspace(1) %u to i64, !dbg !485		; visa id: 33
  %20 = add i64 %13, %19, !dbg !485		; visa id: 33
  %21 = inttoptr i64 %20 to ptr addrspace(1), !dbg !485		; visa id: 34
  %22 = load <8 x i32>, ptr addrspace(1) %21, align 32, !dbg !485		; visa id: 34
  call void @llvm.dbg.value(metadata <8 x i32> %22, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 38
  %23 = extractelement <8 x i32> %22, i32 0, !dbg !485		; visa id: 39
  %24 = extractelement <8 x i32> %22, i32 1, !dbg !485		; visa id: 40
  %25 = extractelement <8 x i32> %22, i32 2, !dbg !485		; visa id: 41
  %26 = extractelement <8 x i32> %22, i32 3, !dbg !485		; visa id: 42
  %27 = extractelement <8 x i32> %22, i32 4, !dbg !485		; visa id: 43
  %28 = extractelement <8 x i32> %22, i32 5, !dbg !485		; visa id: 44
  %29 = extractelement <8 x i32> %22, i32 6, !dbg !485		; visa id: 45
  %30 = extractelement <8 x i32> %22, i32 7, !dbg !485		; visa id: 46
  %31 = extractelement <8 x float> %17, i32 0, !dbg !486		; visa id: 48
  %32 = extractelement <8 x float> %17, i32 1, !dbg !486		; visa id: 49
  %33 = extractelement <8 x float> %17, i32 2, !dbg !486		; visa id: 50
  %34 = extractelement <8 x float> %17, i32 3, !dbg !486		; visa id: 51
  %35 = extractelement <8 x float> %17, i32 4, !dbg !486		; visa id: 52
  %36 = extractelement <8 x float> %17, i32 5, !dbg !486		; visa id: 53
  %37 = extractelement <8 x float> %17, i32 6, !dbg !486		; visa id: 54
  %38 = extractelement <8 x float> %17, i32 7, !dbg !486		; visa id: 55
  br label %for.body, !dbg !490, !stats.blockFrequency.digits !495, !stats.blockFrequency.scale !496		; visa id: 58

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
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
  call void @llvm.dbg.value(metadata i32 %k.078, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 60
  %xor38 = xor i32 %a.02363, %k.078, !dbg !497		; visa id: 61
  %xor39 = xor i32 %a.02464, %k.078, !dbg !497		; visa id: 62
  %xor40 = xor i32 %a.02565, %k.078, !dbg !497		; visa id: 63
  %xor41 = xor i32 %a.02666, %k.078, !dbg !497		; visa id: 64
  %xor42 = xor i32 %a.02767, %k.078, !dbg !497		; visa id: 65
  %xor43 = xor i32 %a.02868, %k.078, !dbg !497		; visa id: 66
  %xor44 = xor i32 %a.02969, %k.078, !dbg !497		; visa id: 67
  %xor45 = xor i32 %a.02262, %k.078, !dbg !497		; visa id: 68
  call void @llvm.dbg.value(metadata <8 x i32> undef, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 70
  %call246 = uitofp i32 %xor38 to float, !dbg !499		; visa id: 71
  %call247 = uitofp i32 %xor39 to float, !dbg !499		; visa id: 72
  %call248 = uitofp i32 %xor40 to float, !dbg !499		; visa id: 73
  %call249 = uitofp i32 %xor41 to float, !dbg !499		; visa id: 74
  %call250 = uitofp i32 %xor42 to float, !dbg !499		; visa id: 75
  %call251 = uitofp i32 %xor43 to float, !dbg !499		; visa id: 76
  %call252 = uitofp i32 %xor44 to float, !dbg !499		; visa id: 77
  %call253 = uitofp i32 %xor45 to float, !dbg !499		; visa id: 78
  %mul54 = fmul float %b.03777, %call246, !dbg !500		; visa id: 79
  %mul55 = fmul float %b.03676, %call247, !dbg !500		; visa id: 80
  %mul56 = fmul float %b.03575, %call248, !dbg !500		; visa id: 81
  %mul57 = fmul float %b.03474, %call249, !dbg !500		; visa id: 82
  %mul58 = fmul float %b.03373, %call250, !dbg !500		; visa id: 83
  %mul59 = fmul float %b.03272, %call251, !dbg !500		; visa id: 84
  %mul60 = fmul float %b.03171, %call252, !dbg !500		; visa id: 85
  %mul61 = fmul float %b.03070, %call253, !dbg !500		; visa id: 86
  call void @llvm.dbg.value(metadata <8 x float> undef, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 88
  %inc = add nuw nsw i32 %k.078, 1, !dbg !501, !spirv.Decorations !502		; visa id: 89
  call void @llvm.dbg.value(metadata i32 %inc, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 91
  call void @llvm.dbg.value(metadata <8 x float> poison, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 91
  %39 = icmp slt i32 %inc, %n, !dbg !488		; visa id: 92
  br i1 %39, label %for.body.for.body_crit_edge, label %for.cond.for.end_crit_edge, !dbg !490, !stats.blockFrequency.digits !504, !stats.blockFrequency.scale !505		; visa id: 97

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB4 :
  br label %for.body, !dbg !490, !stats.blockFrequency.digits !506, !stats.blockFrequency.scale !505		; visa id: 104

for.cond.for.end_crit_edge:                       ; preds = %for.body
; BB5 :
  %mul54.lcssa = phi float [ %mul54, %for.body ], !dbg !500
  %mul55.lcssa = phi float [ %mul55, %for.body ], !dbg !500
  %mul56.lcssa = phi float [ %mul56, %for.body ], !dbg !500
  %mul57.lcssa = phi float [ %mul57, %for.body ], !dbg !500
  %mul58.lcssa = phi float [ %mul58, %for.body ], !dbg !500
  %mul59.lcssa = phi float [ %mul59, %for.body ], !dbg !500
  %mul60.lcssa = phi float [ %mul60, %for.body ], !dbg !500
  %mul61.lcssa = phi float [ %mul61, %for.body ], !dbg !500
  %40 = insertelement <8 x float> undef, float %mul54.lcssa, i64 0, !dbg !483		; visa id: 107
  %41 = insertelement <8 x float> %40, float %mul55.lcssa, i64 1, !dbg !483		; visa id: 108
  %42 = insertelement <8 x float> %41, float %mul56.lcssa, i64 2, !dbg !483		; visa id: 109
  %43 = insertelement <8 x float> %42, float %mul57.lcssa, i64 3, !dbg !483		; visa id: 110
  %44 = insertelement <8 x float> %43, float %mul58.lcssa, i64 4, !dbg !483		; visa id: 111
  %45 = insertelement <8 x float> %44, float %mul59.lcssa, i64 5, !dbg !483		; visa id: 112
  %46 = insertelement <8 x float> %45, float %mul60.lcssa, i64 6, !dbg !483		; visa id: 113
  %47 = insertelement <8 x float> %46, float %mul61.lcssa, i64 7, !dbg !483		; visa id: 114
  br label %for.end, !dbg !490, !stats.blockFrequency.digits !495, !stats.blockFrequency.scale !496		; visa id: 116

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.cond.for.end_crit_edge
; BB6 :
  %.lcssa = phi <8 x float> [ %47, %for.cond.for.end_crit_edge ], [ %17, %entry.for.end_crit_edge ], !dbg !483
  %48 = ptrtoint ptr addrspace(1) %out to i64, !dbg !507		; visa id: 118
  %49 = add i64 %13, %48, !dbg !507		; visa id: 118
  %50 = inttoptr i64 %49 to ptr addrspace(1), !dbg !507		; visa id: 119
  store <8 x float> %.lcssa, ptr addrspace(1) %50, align 32, !dbg !508		; visa id: 119
  ret void, !dbg !509, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !492		; visa id: 123
}
