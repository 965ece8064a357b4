; ------------------------------------------------
; OCL_asm14d62b96c3c32ada_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind
define spir_kernel void @srctree(<4 x float> addrspace(1)* nocapture readonly %in, float addrspace(1)* nocapture writeonly %out, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* nocapture readnone %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #1 !dbg !375 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 2
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  %2 = shl i32 %1, 4
  %3 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32()		; visa id: 3
  %4 = mul i32 %3, %2		; visa id: 13
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !388, metadata !DIExpression()), !dbg !389		; visa id: 16
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !389		; visa id: 16
  %5 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 17
  %6 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 17
  %7 = extractelement <8 x i32> %r0, i32 1		; visa id: 17
  call void @llvm.dbg.value(metadata <4 x float> addrspace(1)* %in, metadata !390, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 18
  call void @llvm.dbg.value(metadata float addrspace(1)* %out, metadata !392, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 18
  call void @llvm.dbg.value(metadata i32 %n, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 18
  %mul.i.i.i = mul i32 %6, %7, !dbg !394		; visa id: 19
  %localIdX3 = zext i16 %localIdX to i32, !dbg !394		; visa id: 20
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX3, !dbg !394
  %add4.i.i.i = add i32 %add.i.i.i, %5, !dbg !394		; visa id: 21
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 23
  %8 = zext i16 %0 to i32		; visa id: 23
  %9 = shl nuw nsw i32 %8, 4		; visa id: 24
  %10 = add i32 %4, %9		; visa id: 25
  %11 = ashr i32 %10, 31		; visa id: 26
  %12 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %13 = extractvalue { i32, i32 } %12, 0		; visa id: 27
  %14 = extractvalue { i32, i32 } %12, 1		; visa id: 27
  %15 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %13, i32 %14, i32 %10, i32 %11)
  %16 = extractvalue { i32, i32 } %15, 0		; visa id: 29
  %17 = extractvalue { i32, i32 } %15, 1		; visa id: 29
  %18 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %16, i32 %17)		; visa id: 31
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %18), !dbg !396		; visa id: 34
  call void @llvm.dbg.declare(metadata %struct.point* %30, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !407, !StorageOffset !360		; visa id: 34
  %19 = shl i32 %add4.i.i.i, 4, !dbg !408		; visa id: 35
  %20 = add i32 %19, %bufferOffset, !dbg !408		; visa id: 36
  %21 = inttoptr i32 %20 to <4 x float> addrspace(131072)*, !dbg !408		; visa id: 37
  %22 = load <4 x float>, <4 x float> addrspace(131072)* %21, align 16, !dbg !408		; visa id: 37
  %23 = extractelement <4 x float> %22, i32 0, !dbg !409		; visa id: 40
  %24 = insertelement <3 x float> undef, float %23, i32 0, !dbg !409		; visa id: 41
  %25 = extractelement <4 x float> %22, i32 1, !dbg !409		; visa id: 42
  %26 = insertelement <3 x float> %24, float %25, i32 1, !dbg !409		; visa id: 43
  %27 = bitcast i32 %add4.i.i.i to float, !dbg !409		; visa id: 44
  %28 = insertelement <3 x float> %26, float %27, i32 2, !dbg !409		; visa id: 44
  %29 = call <3 x float>* @llvm.genx.GenISA.pair.to.ptr.p0v3f32(i32 %16, i32 %17), !dbg !409		; visa id: 45
  store <3 x float> %28, <3 x float>* %29, align 8, !dbg !409		; visa id: 47
  call void @llvm.dbg.value(metadata <4 x float> %22, metadata !410, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 49
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 49
  call void @llvm.dbg.value(metadata i32 0, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414		; visa id: 49
  %cmp45 = icmp sgt i32 %n, 0, !dbg !415		; visa id: 50
  br i1 %cmp45, label %for.body.lr.ph, label %entry.for.end_crit_edge, !dbg !417		; visa id: 51

entry.for.end_crit_edge:                          ; preds = %entry
; BB1 :
  br label %for.end, !dbg !417		; visa id: 54

for.body.lr.ph:                                   ; preds = %entry
; BB2 :
  %30 = call %struct.point* @llvm.genx.GenISA.pair.to.ptr.p0struct.point(i32 %16, i32 %17)		; visa id: 56
  %mid2 = call spir_func float @mid2(%struct.point* nonnull %30, <4 x float> %22), !dbg !391		; visa id: 59
  br label %for.body, !dbg !417		; visa id: 70

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.lr.ph
; BB3 :
  %i.047 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body.for.body_crit_edge ]
  %r.046 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add, %for.body.for.body_crit_edge ]
  call void @llvm.dbg.value(metadata i32 %i.047, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414		; visa id: 72
  call void @llvm.dbg.value(metadata float %r.046, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 72
  call void @llvm.dbg.value(metadata float %mid2, metadata !418, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !420		; visa id: 72
  %add = fadd float %r.046, %mid2, !dbg !421		; visa id: 73
  call void @llvm.dbg.value(metadata float %add, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391		; visa id: 75
  %inc = add nuw nsw i32 %i.047, 1, !dbg !422		; visa id: 76
  call void @llvm.dbg.value(metadata i32 %inc, metadata !412, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !414		; visa id: 78
  %cmp = icmp slt i32 %inc, %n, !dbg !415		; visa id: 79
  br i1 %cmp, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !417		; visa id: 80

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
  %31 = shl i32 %add4.i.i.i, 2, !dbg !423		; visa id: 83
  %32 = add i32 %31, %bufferOffset1, !dbg !423		; visa id: 84
  %33 = inttoptr i32 %32 to float addrspace(131073)*, !dbg !424		; visa id: 85
  store float %r.0.lcssa, float addrspace(131073)* %33, align 4, !dbg !424		; visa id: 85
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %18), !dbg !425		; visa id: 88
  ret void, !dbg !425		; visa id: 88
}
