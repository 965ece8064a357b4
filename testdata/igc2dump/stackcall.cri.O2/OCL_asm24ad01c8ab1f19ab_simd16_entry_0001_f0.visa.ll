; ------------------------------------------------
; OCL_asm24ad01c8ab1f19ab_simd16_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: nofree noinline norecurse nosync nounwind null_pointer_is_valid memory(none)
define internal spir_func <4 x float> @helper(<4 x float> %a, i32 %k) #1 !dbg !465 {
entry:
; BB0 :
  %0 = extractelement <4 x float> %a, i32 0		; visa id: 51
  %1 = extractelement <4 x float> %a, i32 1		; visa id: 51
  %2 = extractelement <4 x float> %a, i32 2		; visa id: 51
  %3 = extractelement <4 x float> %a, i32 3		; visa id: 51
  call void @llvm.dbg.value(metadata <4 x float> %a, metadata !476, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 52
  call void @llvm.dbg.value(metadata i32 %k, metadata !477, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 52
  %conv = sitofp i32 %k to float, !dbg !484		; visa id: 53
  %mul2 = fmul float %0, %conv, !dbg !485		; visa id: 54
  %mul3 = fmul float %1, %conv, !dbg !485		; visa id: 55
  %mul4 = fmul float %2, %conv, !dbg !485		; visa id: 56
  %mul5 = fmul float %3, %conv, !dbg !485		; visa id: 57
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 59
  call void @llvm.dbg.value(metadata i32 0, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !486		; visa id: 59
  %and = and i32 %k, 7, !dbg !487		; visa id: 60
  %.not = icmp eq i32 %and, 0, !dbg !489		; visa id: 61
  br i1 %.not, label %entry.for.end_crit_edge, label %for.body.preheader, !dbg !490, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !492		; visa id: 62

for.body.preheader:                               ; preds = %entry
; BB1 :
  %mul1 = mul nsw i32 %k, 3, !dbg !493, !spirv.Decorations !494		; visa id: 65
  call void @llvm.dbg.value(metadata i32 %mul1, metadata !479, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !483		; visa id: 67
  br label %for.body, !dbg !490, !stats.blockFrequency.digits !496, !stats.blockFrequency.scale !497		; visa id: 69

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB2 :
  %m.018 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %t.0917 = phi float [ %add713, %for.body.for.body_crit_edge ], [ %mul5, %for.body.preheader ]
  %t.0816 = phi float [ %add712, %for.body.for.body_crit_edge ], [ %mul4, %for.body.preheader ]
  %t.0715 = phi float [ %add711, %for.body.for.body_crit_edge ], [ %mul3, %for.body.preheader ]
  %t.0614 = phi float [ %add710, %for.body.for.body_crit_edge ], [ %mul2, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %m.018, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !486		; visa id: 71
  %4 = add i32 %mul1, %m.018
  %add3 = add i32 %4, 1, !dbg !498, !spirv.Decorations !494		; visa id: 72
  %conv4 = sitofp i32 %add3 to float, !dbg !499		; visa id: 73
  %add710 = fadd float %t.0715, %conv4, !dbg !500		; visa id: 74
  %add711 = fadd float %t.0816, %conv4, !dbg !500		; visa id: 75
  %add712 = fadd float %t.0917, %conv4, !dbg !500		; visa id: 76
  %add713 = fadd float %t.0614, %conv4, !dbg !500		; visa id: 77
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 79
  %inc = add nuw nsw i32 %m.018, 1, !dbg !501, !spirv.Decorations !494		; visa id: 80
  call void @llvm.dbg.value(metadata i32 %inc, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !486		; visa id: 82
  call void @llvm.dbg.value(metadata <4 x float> poison, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 82
  %5 = icmp ult i32 %inc, %and, !dbg !489		; visa id: 83
  br i1 %5, label %for.body.for.body_crit_edge, label %for.cond.for.end_crit_edge, !dbg !490, !stats.blockFrequency.digits !502, !stats.blockFrequency.scale !503		; visa id: 85

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB3 :
  br label %for.body, !dbg !490, !stats.blockFrequency.digits !504, !stats.blockFrequency.scale !503		; visa id: 88

for.cond.for.end_crit_edge:                       ; preds = %for.body
; BB4 :
  %add710.lcssa = phi float [ %add710, %for.body ], !dbg !500
  %add711.lcssa = phi float [ %add711, %for.body ], !dbg !500
  %add712.lcssa = phi float [ %add712, %for.body ], !dbg !500
  %add713.lcssa = phi float [ %add713, %for.body ], !dbg !500
  %6 = insertelement <4 x float> undef, float %add710.lcssa, i64 0, !dbg !483		; visa id: 91
  %7 = insertelement <4 x float> %6, float %add711.lcssa, i64 1, !dbg !483		; visa id: 92
  %8 = insertelement <4 x float> %7, float %add712.lcssa, i64 2, !dbg !483		; visa id: 93
  %9 = insertelement <4 x float> %8, float %add713.lcssa, i64 3, !dbg !483		; visa id: 94
  br label %for.end, !dbg !490, !stats.blockFrequency.digits !496, !stats.blockFrequency.scale !497		; visa id: 96

entry.for.end_crit_edge:                          ; preds = %entry
; BB5 :
  %10 = insertelement <4 x float> undef, float %mul2, i64 0, !dbg !483		; visa id: 99
  %11 = insertelement <4 x float> %10, float %mul3, i64 1, !dbg !483		; visa id: 100
  %12 = insertelement <4 x float> %11, float %mul4, i64 2, !dbg !483		; visa id: 101
  %13 = insertelement <4 x float> %12, float %mul5, i64 3, !dbg !483		; visa id: 102
  call void @llvm.dbg.value(metadata <4 x float> %13, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !483		; visa id: 103
  br label %for.end, !dbg !490, !stats.blockFrequency.digits !505, !stats.blockFrequency.scale !506		; visa id: 104

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.cond.for.end_crit_edge
; BB6 :
  %.lcssa = phi <4 x float> [ %9, %for.cond.for.end_crit_edge ], [ %13, %entry.for.end_crit_edge ], !dbg !483
  ret <4 x float> %.lcssa, !dbg !507, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !492		; visa id: 106
}
