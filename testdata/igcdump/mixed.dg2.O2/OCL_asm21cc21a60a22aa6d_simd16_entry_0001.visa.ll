; ------------------------------------------------
; OCL_asm21cc21a60a22aa6d_simd16_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @mixed(float addrspace(1)* %f, i16 addrspace(1)* %u, i64 addrspace(1)* %l, i8 addrspace(1)* %c, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bufferOffset3) #0 !dbg !324 {
entry:
; BB0 :
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !340		; visa id: 4
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 5
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 5
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 5
  call void @llvm.dbg.value(metadata float addrspace(1)* %f, metadata !341, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 6
  call void @llvm.dbg.value(metadata i16 addrspace(1)* %u, metadata !343, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 6
  call void @llvm.dbg.value(metadata i64 addrspace(1)* %l, metadata !344, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 6
  call void @llvm.dbg.value(metadata i8 addrspace(1)* %c, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 6
  call void @llvm.dbg.value(metadata i32 %n, metadata !346, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 6
  %mul.i.i.i = mul i32 %1, %2, !dbg !347		; visa id: 7
  %localIdX5 = zext i16 %localIdX to i32, !dbg !347		; visa id: 8
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX5, !dbg !347		; visa id: 9
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !347		; visa id: 10
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !348, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 12
  %3 = shl i32 %add4.i.i.i, 2, !dbg !349		; visa id: 13
  %4 = add i32 %3, %bufferOffset, !dbg !349		; visa id: 14
  %5 = inttoptr i32 %4 to float addrspace(131072)*, !dbg !349		; visa id: 15
  %6 = load float, float addrspace(131072)* %5, align 4, !dbg !349		; visa id: 15
  call void @llvm.dbg.value(metadata float %6, metadata !350, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 18
  call void @llvm.dbg.value(metadata i32 0, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !353		; visa id: 18
  %cmp39 = icmp sgt i32 %n, 0, !dbg !354		; visa id: 19
  br i1 %cmp39, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !356		; visa id: 20

entry.for.end_crit_edge:                          ; preds = %entry
; BB:
  br label %for.end, !dbg !356

for.body.preheader:                               ; preds = %entry
; BB2 :
  br label %for.body, !dbg !357		; visa id: 24

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
  %i.041 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %v.040 = phi float [ %mul, %for.body.for.body_crit_edge ], [ %6, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.041, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !353		; visa id: 26
  call void @llvm.dbg.value(metadata float %v.040, metadata !350, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 26
  %mul = fmul float %v.040, 5.000000e-01, !dbg !359		; visa id: 27
  call void @llvm.dbg.value(metadata float %mul, metadata !350, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 29
  %inc = add nuw nsw i32 %i.041, 1, !dbg !360		; visa id: 30
  call void @llvm.dbg.value(metadata i32 %inc, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !353		; visa id: 32
  %cmp = icmp slt i32 %inc, %n
  %7 = sext i1 %cmp to i32, !dbg !357		; visa id: 33
  %8 = sub i32 0, %7, !dbg !357
  %9 = fcmp olt float %mul, 1.000000e+00, !dbg !361		; visa id: 34
  %10 = select i1 %9, i32 0, i32 %8, !dbg !357		; visa id: 35
  call void @llvm.dbg.value(metadata i32 %inc, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !353		; visa id: 37
  call void @llvm.dbg.value(metadata float %mul, metadata !350, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 37
  %11 = trunc i32 %10 to i1, !dbg !357		; visa id: 38
  br i1 %11, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !357		; visa id: 39

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %mul.lcssa = phi float [ %mul, %for.body ], !dbg !359
  br label %for.end, !dbg !363

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB:
  br label %for.body, !dbg !357

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %v.1 = phi float [ %6, %entry.for.end_crit_edge ], [ %mul.lcssa, %for.end.loopexit ], !dbg !342
  call void @llvm.dbg.value(metadata float %v.1, metadata !350, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 42
  %12 = shl i32 %add4.i.i.i, 1, !dbg !363		; visa id: 43
  %13 = add i32 %12, %bufferOffset1, !dbg !363		; visa id: 44
  %14 = inttoptr i32 %13 to i16 addrspace(131073)*, !dbg !363		; visa id: 45
  %15 = load i16, i16 addrspace(131073)* %14, align 2, !dbg !363		; visa id: 45
  %add = add i16 %15, 3, !dbg !364		; visa id: 48
  call void @llvm.dbg.value(metadata i16 %add, metadata !365, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 50
  %mul9 = mul i16 %add, 5, !dbg !366		; visa id: 51
  call void @llvm.dbg.value(metadata i16 %mul9, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 53
  %16 = shl i32 %add4.i.i.i, 3, !dbg !368		; visa id: 54
  %17 = add i32 %16, %bufferOffset2, !dbg !368		; visa id: 55
  %18 = inttoptr i32 %17 to i64 addrspace(131074)*, !dbg !368		; visa id: 56
  %19 = bitcast i64 addrspace(131074)* %18 to <2 x i32> addrspace(131074)*, !dbg !368		; visa id: 56
  %20 = load <2 x i32>, <2 x i32> addrspace(131074)* %19, align 8, !dbg !368		; visa id: 56
  %21 = extractelement <2 x i32> %20, i32 0, !dbg !368		; visa id: 58
  %22 = extractelement <2 x i32> %20, i32 1, !dbg !368		; visa id: 58
  %23 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %21, i32 %22, i32 3, i32 0), !dbg !369
  %24 = extractvalue { i32, i32 } %23, 0, !dbg !369		; visa id: 58
  %25 = extractvalue { i32, i32 } %23, 1, !dbg !369		; visa id: 58
  %26 = zext i16 %mul9 to i32, !dbg !370		; visa id: 65
  %27 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %24, i32 %25, i32 %26, i32 0), !dbg !371
  %28 = extractvalue { i32, i32 } %27, 0, !dbg !371		; visa id: 66
  %29 = extractvalue { i32, i32 } %27, 1, !dbg !371		; visa id: 66
  call void @llvm.dbg.value(metadata i64 undef, metadata !372, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 71
  %30 = add i32 %add4.i.i.i, %bufferOffset3, !dbg !373		; visa id: 72
  %31 = inttoptr i32 %30 to i8 addrspace(131075)*, !dbg !373		; visa id: 73
  %32 = load i8, i8 addrspace(131075)* %31, align 1, !dbg !373		; visa id: 73
  %33 = xor i8 %32, 90, !dbg !374		; visa id: 76
  call void @llvm.dbg.value(metadata i8 %33, metadata !375, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !342		; visa id: 78
  %conv20 = uitofp i16 %add to float, !dbg !377		; visa id: 79
  %add21 = fadd float %v.1, %conv20, !dbg !378		; visa id: 80
  store float %add21, float addrspace(131072)* %5, align 4, !dbg !379		; visa id: 81
  store i16 %mul9, i16 addrspace(131073)* %14, align 2, !dbg !380		; visa id: 84
  %34 = insertelement <2 x i32> undef, i32 %28, i32 0, !dbg !381		; visa id: 88
  %35 = insertelement <2 x i32> %34, i32 %29, i32 1, !dbg !381		; visa id: 89
  %36 = inttoptr i32 %17 to <2 x i32> addrspace(131074)*, !dbg !381		; visa id: 90
  store <2 x i32> %35, <2 x i32> addrspace(131074)* %36, align 8, !dbg !381		; visa id: 90
  store i8 %33, i8 addrspace(131075)* %31, align 1, !dbg !382		; visa id: 93
  ret void, !dbg !383		; visa id: 97
}
