; ------------------------------------------------
; OCL_asm4a909f8020789b98_simd16_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @mixed(ptr addrspace(1) align 4 %f, ptr addrspace(1) align 2 %u, ptr addrspace(1) align 8 %l, ptr addrspace(1) align 1 %c, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bufferOffset3, i32 %bindlessOffset, i32 %bindlessOffset4, i32 %bindlessOffset5, i32 %bindlessOffset6) #0 !dbg !463 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %f, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %u, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %l, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %c, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %n, metadata !483, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  %3 = mul i32 %1, %2, !dbg !495		; visa id: 4
  %4 = zext i16 %localIdX to i32, !dbg !495		; visa id: 5
  %5 = add i32 %3, %4, !dbg !495
  %conv = add i32 %5, %0, !dbg !495		; visa id: 6
  call void @llvm.dbg.value(metadata i32 %conv, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 8
  %6 = shl i32 %conv, 2, !dbg !496		; visa id: 9
  %7 = add i32 %6, %bufferOffset, !dbg !496		; visa id: 10
  %8 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !496		; visa id: 11
  %9 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %8, i32 %7, i32 4, i1 false), !dbg !496, !lsc.cache.ctrl !497		; visa id: 11
  call void @llvm.dbg.value(metadata float %9, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 13
  call void @llvm.dbg.value(metadata i32 0, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498		; visa id: 13
  %10 = icmp sgt i32 %n, 0, !dbg !499		; visa id: 14
  br i1 %10, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !501, !stats.blockFrequency.digits !502, !stats.blockFrequency.scale !503		; visa id: 15

entry.for.end_crit_edge:                          ; preds = %entry
; BB:
  br label %for.end, !dbg !501, !stats.blockFrequency.digits !504, !stats.blockFrequency.scale !505

for.body.preheader:                               ; preds = %entry
; BB2 :
  br label %for.body, !dbg !506, !stats.blockFrequency.digits !508, !stats.blockFrequency.scale !509		; visa id: 19

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
  %i.026 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %v.025 = phi float [ %mul, %for.body.for.body_crit_edge ], [ %9, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.026, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498		; visa id: 21
  call void @llvm.dbg.value(metadata float %v.025, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 21
  %mul = fmul float %v.025, 5.000000e-01, !dbg !510		; visa id: 22
  call void @llvm.dbg.value(metadata float %mul, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 24
  %11 = fcmp olt float %mul, 1.000000e+00, !dbg !511		; visa id: 25
  %12 = xor i1 %11, true, !dbg !511		; visa id: 26
  %inc = add nuw nsw i32 %i.026, 1, !dbg !513, !spirv.Decorations !514		; visa id: 28
  call void @llvm.dbg.value(metadata i32 %inc, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498		; visa id: 30
  %13 = icmp slt i32 %inc, %n
  %14 = and i1 %12, %13, !dbg !506		; visa id: 31
  call void @llvm.dbg.value(metadata i32 %inc, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498		; visa id: 34
  call void @llvm.dbg.value(metadata float %mul, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 34
  br i1 %14, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !506, !stats.blockFrequency.digits !516, !stats.blockFrequency.scale !517		; visa id: 35

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %mul.lcssa = phi float [ %mul, %for.body ], !dbg !510
  br label %for.end, !dbg !518, !stats.blockFrequency.digits !508, !stats.blockFrequency.scale !509

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB:
  br label %for.body, !dbg !506, !stats.blockFrequency.digits !519, !stats.blockFrequency.scale !517

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %v.1 = phi float [ %9, %entry.for.end_crit_edge ], [ %mul.lcssa, %for.end.loopexit ], !dbg !494
  call void @llvm.dbg.value(metadata float %v.1, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 38
  %15 = shl i32 %conv, 1, !dbg !518		; visa id: 39
  %16 = add i32 %15, %bufferOffset1, !dbg !518		; visa id: 40
  %17 = inttoptr i32 %bindlessOffset4 to ptr addrspace(2490368), !dbg !518		; visa id: 41
  %18 = call i16 @llvm.genx.GenISA.ldraw.indexed.i16.p2490368(ptr addrspace(2490368) %17, i32 %16, i32 2, i1 false), !dbg !518, !lsc.cache.ctrl !497		; visa id: 41
  %add = add i16 %18, 3, !dbg !520		; visa id: 43
  call void @llvm.dbg.value(metadata i16 %add, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 45
  %mul9 = mul i16 %add, 5, !dbg !521		; visa id: 46
  call void @llvm.dbg.value(metadata i16 %mul9, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 48
  %19 = shl i32 %conv, 3, !dbg !522		; visa id: 49
  %20 = add i32 %19, %bufferOffset2, !dbg !522		; visa id: 50
  %21 = inttoptr i32 %bindlessOffset5 to ptr addrspace(2490368), !dbg !522		; visa id: 51
  %22 = call i64 @llvm.genx.GenISA.ldraw.indexed.i64.p2490368(ptr addrspace(2490368) %21, i32 %20, i32 8, i1 false), !dbg !522, !lsc.cache.ctrl !497		; visa id: 51
  %23 = bitcast i64 %22 to <2 x i32>, !dbg !522		; visa id: 52
  %24 = extractelement <2 x i32> %23, i32 0, !dbg !522		; visa id: 56
  %25 = extractelement <2 x i32> %23, i32 1, !dbg !522		; visa id: 56
  %26 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %24, i32 %25, i32 3, i32 0), !dbg !523
  %27 = extractvalue { i32, i32 } %26, 0, !dbg !523		; visa id: 56
  %28 = extractvalue { i32, i32 } %26, 1, !dbg !523		; visa id: 56
  %29 = zext i16 %mul9 to i32, !dbg !524		; visa id: 64
  %30 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %27, i32 %28, i32 %29, i32 0), !dbg !525
  %31 = extractvalue { i32, i32 } %30, 0, !dbg !525		; visa id: 65
  %32 = extractvalue { i32, i32 } %30, 1, !dbg !525		; visa id: 65
  call void @llvm.dbg.value(metadata i64 undef, metadata !490, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 70
  %33 = add i32 %conv, %bufferOffset3, !dbg !526		; visa id: 71
  %34 = inttoptr i32 %bindlessOffset6 to ptr addrspace(2490368), !dbg !526		; visa id: 72
  %35 = call i8 @llvm.genx.GenISA.ldraw.indexed.i8.p2490368(ptr addrspace(2490368) %34, i32 %33, i32 1, i1 false), !dbg !526, !lsc.cache.ctrl !497		; visa id: 72
  %36 = xor i8 %35, 90, !dbg !527		; visa id: 74
  call void @llvm.dbg.value(metadata i8 %36, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 76
  %conv20 = uitofp i16 %add to float, !dbg !528		; visa id: 77
  %add21 = fadd float %v.1, %conv20, !dbg !529		; visa id: 78
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368) %8, i32 %7, float %add21, i32 4, i1 false), !dbg !530, !lsc.cache.ctrl !531		; visa id: 79
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.i16(ptr addrspace(2490368) %17, i32 %16, i16 %mul9, i32 2, i1 false), !dbg !532, !lsc.cache.ctrl !531		; visa id: 81
  %37 = insertelement <2 x i32> undef, i32 %31, i32 0, !dbg !533		; visa id: 84
  %38 = insertelement <2 x i32> %37, i32 %32, i32 1, !dbg !533		; visa id: 85
  %39 = bitcast <2 x i32> %38 to i64, !dbg !533		; visa id: 86
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.i64(ptr addrspace(2490368) %21, i32 %20, i64 %39, i32 8, i1 false), !dbg !533, !lsc.cache.ctrl !531		; visa id: 90
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.i8(ptr addrspace(2490368) %34, i32 %33, i8 %36, i32 1, i1 false), !dbg !534, !lsc.cache.ctrl !531		; visa id: 92
  ret void, !dbg !535, !stats.blockFrequency.digits !502, !stats.blockFrequency.scale !503		; visa id: 95
}
