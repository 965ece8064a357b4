; ------------------------------------------------
; OCL_asm24ad01c8ab1f19ab_simd16_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: nofree noinline norecurse nosync nounwind null_pointer_is_valid memory(none)
define internal spir_func <4 x float> @helper(<4 x float> %a, i32 %k) #1 !dbg !459 {
entry:
; BB0 :
  %0 = extractelement <4 x float> %a, i32 0		; visa id: 64
  %1 = extractelement <4 x float> %a, i32 1		; visa id: 64
  %2 = extractelement <4 x float> %a, i32 2		; visa id: 64
  %3 = extractelement <4 x float> %a, i32 3		; visa id: 64
  call void @llvm.dbg.value(metadata <4 x float> %a, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !477		; visa id: 65
  call void @llvm.dbg.value(metadata i32 %k, metadata !471, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !477		; visa id: 65
  %conv = sitofp i32 %k to float, !dbg !478		; visa id: 66
  %mul2 = fmul float %0, %conv, !dbg !479		; visa id: 67
  %mul3 = fmul float %1, %conv, !dbg !479		; visa id: 68
  %mul4 = fmul float %2, %conv, !dbg !479		; visa id: 69
  %mul5 = fmul float %3, %conv, !dbg !479		; visa id: 70
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !472, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !477		; visa id: 72
  call void @llvm.dbg.value(metadata i32 0, metadata !474, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480		; visa id: 72
  %and = and i32 %k, 7, !dbg !481		; visa id: 73
  %.not = icmp eq i32 %and, 0, !dbg !483		; visa id: 74
  br i1 %.not, label %entry.for.end_crit_edge, label %for.body.preheader, !dbg !484, !stats.blockFrequency.digits !485, !stats.blockFrequency.scale !486		; visa id: 75

for.body.preheader:                               ; preds = %entry
; BB1 :
  %mul1 = mul nsw i32 %k, 3, !dbg !487, !spirv.Decorations !488		; visa id: 78
  call void @llvm.dbg.value(metadata i32 %mul1, metadata !473, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !477		; visa id: 80
  br label %for.body, !dbg !484, !stats.blockFrequency.digits !490, !stats.blockFrequency.scale !491		; visa id: 82

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB2 :
  %m.018 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %t.0917 = phi float [ %add713, %for.body.for.body_crit_edge ], [ %mul5, %for.body.preheader ]
  %t.0816 = phi float [ %add712, %for.body.for.body_crit_edge ], [ %mul4, %for.body.preheader ]
  %t.0715 = phi float [ %add711, %for.body.for.body_crit_edge ], [ %mul3, %for.body.preheader ]
  %t.0614 = phi float [ %add710, %for.body.for.body_crit_edge ], [ %mul2, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %m.018, metadata !474, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480		; visa id: 84
  %4 = add i32 %mul1, %m.018
  %add3 = add i32 %4, 1, !dbg !492, !spirv.Decorations !488		; visa id: 85
  %conv4 = sitofp i32 %add3 to float, !dbg !493		; visa id: 86
  %add710 = fadd float %t.0715, %conv4, !dbg !494		; visa id: 87
  %add711 = fadd float %t.0816, %conv4, !dbg !494		; visa id: 88
  %add712 = fadd float %t.0917, %conv4, !dbg !494		; visa id: 89
  %add713 = fadd float %t.0614, %conv4, !dbg !494		; visa id: 90
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !472, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !477		; visa id: 92
  %inc = add nuw nsw i32 %m.018, 1, !dbg !495, !spirv.Decorations !488		; visa id: 93
  call void @llvm.dbg.value(metadata i32 %inc, metadata !474, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480		; visa id: 95
  call void @llvm.dbg.value(metadata <4 x float> poison, metadata !472, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !477		; visa id: 95
  %5 = icmp ult i32 %inc, %and, !dbg !483		; visa id: 96
  br i1 %5, label %for.body.for.body_crit_edge, label %for.cond.for.end_crit_edge, !dbg !484, !stats.blockFrequency.digits !496, !stats.blockFrequency.scale !497		; visa id: 98

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB3 :
  br label %for.body, !dbg !484, !stats.blockFrequency.digits !498, !stats.blockFrequency.scale !497		; visa id: 101

for.cond.for.end_crit_edge:                       ; preds = %for.body
; BB4 :
  %add710.lcssa = phi float [ %add710, %for.body ], !dbg !494
  %add711.lcssa = phi float [ %add711, %for.body ], !dbg !494
  %add712.lcssa = phi float [ %add712, %for.body ], !dbg !494
  %add713.lcssa = phi float [ %add713, %for.body ], !dbg !494
  %6 = insertelement <4 x float> undef, float %add710.lcssa, i64 0, !dbg !477		; visa id: 104
  %7 = insertelement <4 x float> %6, float %add711.lcssa, i64 1, !dbg !477		; visa id: 105
  %8 = insertelement <4 x float> %7, float %add712.lcssa, i64 2, !dbg !477		; visa id: 106
  %9 = insertelement <4 x float> %8, float %add713.lcssa, i64 3, !dbg !477		; visa id: 107
  br label %for.end, !dbg !484, !stats.blockFrequency.digits !490, !stats.blockFrequency.scale !491		; visa id: 109

entry.for.end_crit_edge:                          ; preds = %entry
; BB5 :
  %10 = insertelement <4 x float> undef, float %mul2, i64 0, !dbg !477		; visa id: 112
  %11 = insertelement <4 x float> %10, float %mul3, i64 1, !dbg !477		; visa id: 113
  %12 = insertelement <4 x float> %11, float %mul4, i64 2, !dbg !477		; visa id: 114
  %13 = insertelement <4 x float> %12, float %mul5, i64 3, !dbg !477		; visa id: 115
  call void @llvm.dbg.value(metadata <4 x float> %13, metadata !472, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !477		; visa id: 116
  br label %for.end, !dbg !484, !stats.blockFrequency.digits !499, !stats.blockFrequency.scale !500		; visa id: 117

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.cond.for.end_crit_edge
; BB6 :
  %.lcssa = phi <4 x float> [ %9, %for.cond.for.end_crit_edge ], [ %13, %entry.for.end_crit_edge ], !dbg !477
  ret <4 x float> %.lcssa, !dbg !501, !stats.blockFrequency.digits !485, !stats.blockFrequency.scale !486		; visa id: 119
}
