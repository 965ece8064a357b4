; ------------------------------------------------
; OCL_asm14d62b96c3c32ada_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind
define spir_kernel void @srctree(<4 x float> addrspace(1)* nocapture readonly %in, float addrspace(1)* nocapture writeonly %out, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* nocapture readnone %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #1 !dbg !375 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 2
  %1 = extractelement <8 x i32> %r0, i32 5		; visa id: 3
  %2 = and i32 %1, -1024		; visa id: 3
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !388, metadata !DIExpression()), !dbg !389		; visa id: 6
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !389		; visa id: 6
  %3 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 7
  %4 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 7
  %5 = extractelement <8 x i32> %r0, i32 1		; visa id: 7
  call void @llvm.dbg.value(metadata <4 x float> addrspace(1)* %in, metadata !390, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 8
  call void @llvm.dbg.value(metadata float addrspace(1)* %out, metadata !392, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 8
  call void @llvm.dbg.value(metadata i32 %n, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 8
  %mul.i.i.i = mul i32 %4, %5, !dbg !394		; visa id: 9
  %localIdX3 = zext i16 %localIdX to i32, !dbg !394		; visa id: 10
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX3, !dbg !394		; visa id: 11
  %add4.i.i.i = add i32 %add.i.i.i, %3, !dbg !394		; visa id: 12
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 14
  %6 = zext i16 %0 to i32		; visa id: 14
  %7 = shl nuw nsw i32 %6, 4		; visa id: 15
  %8 = add i32 %2, %7		; visa id: 16
  %9 = inttoptr i32 %8 to i8*, !dbg !396		; visa id: 18
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %9), !dbg !396		; visa id: 18
  call void @llvm.dbg.declare(metadata %struct.point* %21, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !407		; visa id: 18
  %10 = shl i32 %add4.i.i.i, 4, !dbg !408		; visa id: 19
  %11 = add i32 %10, %bufferOffset, !dbg !408		; visa id: 20
  %12 = inttoptr i32 %11 to <4 x float> addrspace(131072)*, !dbg !408		; visa id: 21
  %13 = load <4 x float>, <4 x float> addrspace(131072)* %12, align 16, !dbg !408		; visa id: 21
  %14 = extractelement <4 x float> %13, i32 0, !dbg !409		; visa id: 24
  %15 = insertelement <3 x float> undef, float %14, i32 0, !dbg !409		; visa id: 25
  %16 = extractelement <4 x float> %13, i32 1, !dbg !409		; visa id: 26
  %17 = insertelement <3 x float> %15, float %16, i32 1, !dbg !409		; visa id: 27
  %18 = bitcast i32 %add4.i.i.i to float, !dbg !409		; visa id: 28
  %19 = insertelement <3 x float> %17, float %18, i32 2, !dbg !409		; visa id: 28
  %20 = inttoptr i32 %8 to <3 x float>*, !dbg !409		; visa id: 29
  store <3 x float> %19, <3 x float>* %20, align 16, !dbg !409		; visa id: 29
  call void @llvm.dbg.value(metadata <4 x float> %13, metadata !410, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 31
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 31
  call void @llvm.dbg.value(metadata i32 0, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414		; visa id: 31
  %cmp45 = icmp sgt i32 %n, 0, !dbg !415		; visa id: 32
  br i1 %cmp45, label %for.body.lr.ph, label %entry.for.end_crit_edge, !dbg !417		; visa id: 33

entry.for.end_crit_edge:                          ; preds = %entry
; BB1 :
  br label %for.end, !dbg !417		; visa id: 36

for.body.lr.ph:                                   ; preds = %entry
; BB2 :
  %21 = inttoptr i32 %8 to %struct.point*		; visa id: 38
  %mid2 = call spir_func float @mid2(%struct.point* nonnull %21, <4 x float> %13), !dbg !391		; visa id: 39
  br label %for.body, !dbg !417		; visa id: 49

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.lr.ph
; BB3 :
  %i.047 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body.for.body_crit_edge ]
  %r.046 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add, %for.body.for.body_crit_edge ]
  call void @llvm.dbg.value(metadata i32 %i.047, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414		; visa id: 51
  call void @llvm.dbg.value(metadata float %r.046, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 51
  call void @llvm.dbg.value(metadata float %mid2, metadata !418, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !420		; visa id: 51
  %add = fadd float %r.046, %mid2, !dbg !421		; visa id: 52
  call void @llvm.dbg.value(metadata float %add, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 54
  %inc = add nuw nsw i32 %i.047, 1, !dbg !422		; visa id: 55
  call void @llvm.dbg.value(metadata i32 %inc, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414		; visa id: 57
  %cmp = icmp slt i32 %inc, %n, !dbg !415		; visa id: 58
  br i1 %cmp, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !417		; visa id: 59

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %add.lcssa = phi float [ %add, %for.body ], !dbg !421
  br label %for.end, !dbg !423

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB:
  br label %for.body, !dbg !417

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %r.0.lcssa = phi float [ 0.000000e+00, %entry.for.end_crit_edge ], [ %add.lcssa, %for.end.loopexit ], !dbg !391
  %22 = shl i32 %add4.i.i.i, 2, !dbg !423		; visa id: 62
  %23 = add i32 %22, %bufferOffset1, !dbg !423		; visa id: 63
  %24 = inttoptr i32 %23 to float addrspace(131073)*, !dbg !424		; visa id: 64
  store float %r.0.lcssa, float addrspace(131073)* %24, align 4, !dbg !424		; visa id: 64
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %9), !dbg !425		; visa id: 67
  ret void, !dbg !425		; visa id: 67
}
