; ------------------------------------------------
; OCL_asm24ad01c8ab1f19ab_simd8_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal spir_func <4 x float> @helper(<4 x float> %a, i32 %k) #1 !dbg !460 {
entry:
; BB0 :
  %0 = extractelement <4 x float> %a, i32 0		; visa id: 65
  %1 = extractelement <4 x float> %a, i32 1		; visa id: 65
  %2 = extractelement <4 x float> %a, i32 2		; visa id: 65
  %3 = extractelement <4 x float> %a, i32 3		; visa id: 65
  call void @llvm.dbg.value(metadata <4 x float> %a, metadata !471, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 66
  call void @llvm.dbg.value(metadata i32 %k, metadata !472, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 66
  %conv = sitofp i32 %k to float, !dbg !479		; visa id: 67
  %mul2 = fmul float %0, %conv, !dbg !480		; visa id: 68
  %mul3 = fmul float %1, %conv, !dbg !480		; visa id: 69
  %mul4 = fmul float %2, %conv, !dbg !480		; visa id: 70
  %mul5 = fmul float %3, %conv, !dbg !480		; visa id: 71
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !473, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 73
  call void @llvm.dbg.value(metadata i32 0, metadata !475, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !481		; visa id: 73
  %and = and i32 %k, 7, !dbg !482		; visa id: 74
  %.not = icmp eq i32 %and, 0, !dbg !484		; visa id: 75
  br i1 %.not, label %entry.for.end_crit_edge, label %for.body.preheader, !dbg !485, !stats.blockFrequency.digits !486, !stats.blockFrequency.scale !487		; visa id: 76

for.body.preheader:                               ; preds = %entry
; BB1 :
  %mul1 = mul nsw i32 %k, 3, !dbg !488, !spirv.Decorations !489		; visa id: 79
  call void @llvm.dbg.value(metadata i32 %mul1, metadata !474, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !478		; visa id: 81
  br label %for.body, !dbg !485, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !492		; visa id: 83

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB2 :
  %m.018 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %t.0917 = phi float [ %add713, %for.body.for.body_crit_edge ], [ %mul5, %for.body.preheader ]
  %t.0816 = phi float [ %add712, %for.body.for.body_crit_edge ], [ %mul4, %for.body.preheader ]
  %t.0715 = phi float [ %add711, %for.body.for.body_crit_edge ], [ %mul3, %for.body.preheader ]
  %t.0614 = phi float [ %add710, %for.body.for.body_crit_edge ], [ %mul2, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %m.018, metadata !475, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !481		; visa id: 85
  %4 = add i32 %mul1, %m.018
  %add3 = add i32 %4, 1, !dbg !493, !spirv.Decorations !489		; visa id: 86
  %conv4 = sitofp i32 %add3 to float, !dbg !494		; visa id: 87
  %add710 = fadd float %t.0715, %conv4, !dbg !495		; visa id: 88
  %add711 = fadd float %t.0816, %conv4, !dbg !495		; visa id: 89
  %add712 = fadd float %t.0917, %conv4, !dbg !495		; visa id: 90
  %add713 = fadd float %t.0614, %conv4, !dbg !495		; visa id: 91
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !473, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 93
  %inc = add nuw nsw i32 %m.018, 1, !dbg !496, !spirv.Decorations !489		; visa id: 94
  call void @llvm.dbg.value(metadata i32 %inc, metadata !475, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !481		; visa id: 96
  call void @llvm.dbg.value(metadata <4 x float> poison, metadata !473, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 96
  %5 = icmp ult i32 %inc, %and, !dbg !484		; visa id: 97
  br i1 %5, label %for.body.for.body_crit_edge, label %for.cond.for.end_crit_edge, !dbg !485, !stats.blockFrequency.digits !497, !stats.blockFrequency.scale !498		; visa id: 99

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB3 :
  br label %for.body, !dbg !485, !stats.blockFrequency.digits !499, !stats.blockFrequency.scale !498		; visa id: 102

for.cond.for.end_crit_edge:                       ; preds = %for.body
; BB4 :
  %add710.lcssa = phi float [ %add710, %for.body ], !dbg !495
  %add711.lcssa = phi float [ %add711, %for.body ], !dbg !495
  %add712.lcssa = phi float [ %add712, %for.body ], !dbg !495
  %add713.lcssa = phi float [ %add713, %for.body ], !dbg !495
  %6 = insertelement <4 x float> undef, float %add710.lcssa, i32 0, !dbg !478		; visa id: 105
  %7 = insertelement <4 x float> %6, float %add711.lcssa, i32 1, !dbg !478		; visa id: 106
  %8 = insertelement <4 x float> %7, float %add712.lcssa, i32 2, !dbg !478		; visa id: 107
  %9 = insertelement <4 x float> %8, float %add713.lcssa, i32 3, !dbg !478		; visa id: 108
  br label %for.end, !dbg !485, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !492		; visa id: 110

entry.for.end_crit_edge:                          ; preds = %entry
; BB5 :
  %10 = insertelement <4 x float> undef, float %mul2, i32 0, !dbg !478		; visa id: 113
  %11 = insertelement <4 x float> %10, float %mul3, i32 1, !dbg !478		; visa id: 114
  %12 = insertelement <4 x float> %11, float %mul4, i32 2, !dbg !478		; visa id: 115
  %13 = insertelement <4 x float> %12, float %mul5, i32 3, !dbg !478		; visa id: 116
  call void @llvm.dbg.value(metadata <4 x float> %13, metadata !473, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 117
  br label %for.end, !dbg !485, !stats.blockFrequency.digits !500, !stats.blockFrequency.scale !501		; visa id: 118

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.cond.for.end_crit_edge
; BB6 :
  %.lcssa = phi <4 x float> [ %9, %for.cond.for.end_crit_edge ], [ %13, %entry.for.end_crit_edge ], !dbg !478
  ret <4 x float> %.lcssa, !dbg !502, !stats.blockFrequency.digits !486, !stats.blockFrequency.scale !487		; visa id: 120
}
