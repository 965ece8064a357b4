; ------------------------------------------------
; OCL_asm14d62b96c3c32ada_simd8_entry_0001_f1.visa.ll
; ------------------------------------------------
; Function Attrs: nofree noinline nosync nounwind readnone
define internal spir_func float @leaf2(float %x, i32 %k) #3 !dbg !375 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !380, metadata !DIExpression()), !dbg !381		; visa id: 114
  call void @llvm.dbg.value(metadata float %x, metadata !382, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !381		; visa id: 114
  call void @llvm.dbg.value(metadata i32 %k, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !381		; visa id: 114
  call void @llvm.dbg.value(metadata float %x, metadata !384, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !381		; visa id: 114
  call void @llvm.dbg.value(metadata i32 0, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !387		; visa id: 114
  %cmp1 = icmp sgt i32 %k, 0, !dbg !388		; visa id: 115
  br i1 %cmp1, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !390		; visa id: 116

entry.for.end_crit_edge:                          ; preds = %entry
; BB1 :
  br label %for.end, !dbg !390		; visa id: 119

for.body.preheader:                               ; preds = %entry
; BB2 :
  br label %for.body, !dbg !390		; visa id: 123

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
  %j.03 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %acc.02 = phi float [ %2, %for.body.for.body_crit_edge ], [ %x, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %j.03, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !387		; visa id: 125
  call void @llvm.dbg.value(metadata float %acc.02, metadata !384, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !381		; visa id: 125
  %q_appx = call i32 @llvm.genx.GenISA.umulH.i32(i32 %j.03, i32 -1431655765), !dbg !391		; visa id: 126
  %q_appx4 = lshr i32 %q_appx, 1, !dbg !391		; visa id: 127
  %q_times_d.neg = mul i32 %q_appx4, -3, !dbg !391
  %rem5 = add i32 %q_times_d.neg, %j.03, !dbg !391		; visa id: 128
  %0 = and i32 %rem5, 1, !dbg !393
  %.not = icmp eq i32 %0, 0, !dbg !393		; visa id: 129
  %1 = select i1 %.not, float 2.500000e-01, float 5.000000e-01, !dbg !393		; visa id: 131
  call void @llvm.dbg.value(metadata float %1, metadata !394, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !395		; visa id: 133
  %2 = call float @llvm.fma.f32(float %1, float %x, float %acc.02) #1, !dbg !396		; visa id: 134
  call void @llvm.dbg.value(metadata float %2, metadata !384, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !381		; visa id: 136
  %inc = add nuw nsw i32 %j.03, 1, !dbg !397		; visa id: 137
  call void @llvm.dbg.value(metadata i32 %inc, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !387		; visa id: 139
  %cmp = icmp slt i32 %inc, %k, !dbg !388		; visa id: 140
  br i1 %cmp, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !390		; visa id: 142

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %.lcssa = phi float [ %2, %for.body ], !dbg !396
  br label %for.end, !dbg !398

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB5 :
  br label %for.body, !dbg !390		; visa id: 145

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %acc.0.lcssa = phi float [ %x, %entry.for.end_crit_edge ], [ %.lcssa, %for.end.loopexit ], !dbg !381
  ret float %acc.0.lcssa, !dbg !398		; visa id: 148
}
