; ------------------------------------------------
; OCL_asmd38c4e0a8c4a37f0_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @simd32(ptr addrspace(1) align 4 %in, ptr addrspace(1) align 16 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !439 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !453, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !454, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %n, metadata !455, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !466
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !466		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !466		; visa id: 4
  %6 = zext i16 %localIdX to i32, !dbg !466		; visa id: 12
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !466
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !466		; visa id: 14
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !466		; visa id: 14
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !466
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !466		; visa id: 22
  call void @llvm.dbg.value(metadata i64 undef, metadata !456, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 25
  %12 = shl i32 %11, 2, !dbg !467		; visa id: 26
  %13 = add i32 %12, %bufferOffset, !dbg !467		; visa id: 28
  %14 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !467		; visa id: 30
  %15 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %14, i32 %13, i32 4, i1 false), !dbg !467, !lsc.cache.ctrl !468		; visa id: 30
  call void @llvm.dbg.value(metadata float %15, metadata !459, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 33
  %mul = fmul float %15, 2.000000e+00, !dbg !469		; visa id: 34
  %conv = sitofp i32 %n to float, !dbg !470		; visa id: 36
  %add = fadd float %15, %conv, !dbg !471		; visa id: 37
  %sub = fsub float %15, %conv, !dbg !472		; visa id: 39
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !460, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 42
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 42
  call void @llvm.dbg.value(metadata i32 0, metadata !462, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 42
  %16 = icmp sgt i32 %n, 0, !dbg !474		; visa id: 43
  br i1 %16, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !476, !stats.blockFrequency.digits !477, !stats.blockFrequency.scale !478		; visa id: 45

entry.for.end_crit_edge:                          ; preds = %entry
; BB1 :
  br label %for.end, !dbg !476, !stats.blockFrequency.digits !479, !stats.blockFrequency.scale !480		; visa id: 49

for.body.preheader:                               ; preds = %entry
; BB2 :
  br label %for.body, !dbg !476, !stats.blockFrequency.digits !481, !stats.blockFrequency.scale !482		; visa id: 54

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
  %k.025 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %acc.024 = phi float [ %add8, %for.body.for.body_crit_edge ], [ 0.000000e+00, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %k.025, metadata !462, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 56
  call void @llvm.dbg.value(metadata float %acc.024, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 56
  %conv6 = sitofp i32 %k.025 to float, !dbg !483		; visa id: 57
  %17 = call float @llvm.fma.f32(float %15, float %conv6, float %sub), !dbg !484		; visa id: 58
  %add8 = fadd float %acc.024, %17, !dbg !485		; visa id: 60
  call void @llvm.dbg.value(metadata float %add8, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 63
  %inc = add nuw nsw i32 %k.025, 1, !dbg !486, !spirv.Decorations !487		; visa id: 64
  call void @llvm.dbg.value(metadata i32 %inc, metadata !462, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 66
  %18 = icmp slt i32 %inc, %n, !dbg !474		; visa id: 67
  br i1 %18, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !476, !stats.blockFrequency.digits !489, !stats.blockFrequency.scale !490		; visa id: 69

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %add8.lcssa = phi float [ %add8, %for.body ], !dbg !485
  br label %for.end, !dbg !491, !stats.blockFrequency.digits !481, !stats.blockFrequency.scale !482

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB:
  br label %for.body, !dbg !476, !stats.blockFrequency.digits !492, !stats.blockFrequency.scale !490

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry.for.end_crit_edge ], [ %add8.lcssa, %for.end.loopexit ], !dbg !465
  %mul920 = fmul float %15, %acc.0.lcssa, !dbg !491		; visa id: 72
  %mul921 = fmul float %mul, %acc.0.lcssa, !dbg !491		; visa id: 74
  %mul922 = fmul float %add, %acc.0.lcssa, !dbg !491		; visa id: 76
  %mul923 = fmul float %sub, %acc.0.lcssa, !dbg !491		; visa id: 78
  %19 = insertelement <4 x float> undef, float %mul920, i32 0, !dbg !491		; visa id: 80
  %20 = insertelement <4 x float> %19, float %mul921, i32 1, !dbg !491		; visa id: 82
  %21 = insertelement <4 x float> %20, float %mul922, i32 2, !dbg !491		; visa id: 84
  %22 = insertelement <4 x float> %21, float %mul923, i32 3, !dbg !491		; visa id: 86
  %23 = shl i32 %11, 4, !dbg !493		; visa id: 88
  %24 = add i32 %23, %bufferOffset1, !dbg !493		; visa id: 90
  %25 = inttoptr i32 %bindlessOffset2 to ptr addrspace(2490368), !dbg !494		; visa id: 92
  call void @llvm.genx.GenISA.storerawvector.indexed.p2490368.v4f32(ptr addrspace(2490368) %25, i32 %24, <4 x float> %22, i32 16, i1 false), !dbg !494, !lsc.cache.ctrl !495		; visa id: 92
  ret void, !dbg !496, !stats.blockFrequency.digits !477, !stats.blockFrequency.scale !478		; visa id: 95
}
