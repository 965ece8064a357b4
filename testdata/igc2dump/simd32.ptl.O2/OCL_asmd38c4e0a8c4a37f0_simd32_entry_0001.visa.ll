; ------------------------------------------------
; OCL_asmd38c4e0a8c4a37f0_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind null_pointer_is_valid
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
  %6 = insertelement <2 x i32> undef, i32 %4, i32 0, !dbg !466		; visa id: 11
  %7 = insertelement <2 x i32> %6, i32 %5, i32 1, !dbg !466		; visa id: 12
  %8 = bitcast <2 x i32> %7 to i64, !dbg !466		; visa id: 13
  %9 = zext i16 %localIdX to i64, !dbg !466		; visa id: 15
  %10 = add nuw i64 %8, %9, !dbg !466		; visa id: 16
  %11 = zext i32 %0 to i64, !dbg !466		; visa id: 17
  %12 = add nuw i64 %10, %11, !dbg !466		; visa id: 18
  call void @llvm.dbg.value(metadata i64 %12, metadata !456, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 20
  %13 = ptrtoint ptr addrspace(1) %in to i64, !dbg !467		; visa id: 21
  %14 = shl i64 %12, 2, !dbg !467		; visa id: 21
  %15 = add i64 %14, %13, !dbg !467		; visa id: 22
  %16 = inttoptr i64 %15 to ptr addrspace(1), !dbg !467		; visa id: 23
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !467		; visa id: 23
  call void @llvm.dbg.value(metadata float %17, metadata !459, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 25
  %mul = fmul float %17, 2.000000e+00, !dbg !468		; visa id: 26
  %conv = sitofp i32 %n to float, !dbg !469		; visa id: 27
  %add = fadd float %17, %conv, !dbg !470		; visa id: 28
  %sub = fsub float %17, %conv, !dbg !471		; visa id: 29
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !460, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 31
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 31
  call void @llvm.dbg.value(metadata i32 0, metadata !462, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !472		; visa id: 31
  %18 = icmp sgt i32 %n, 0, !dbg !473		; visa id: 32
  br i1 %18, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !475, !stats.blockFrequency.digits !476, !stats.blockFrequency.scale !477		; visa id: 33

entry.for.end_crit_edge:                          ; preds = %entry
; BB1 :
  br label %for.end, !dbg !475, !stats.blockFrequency.digits !478, !stats.blockFrequency.scale !479		; visa id: 36

for.body.preheader:                               ; preds = %entry
; BB2 :
  br label %for.body, !dbg !475, !stats.blockFrequency.digits !480, !stats.blockFrequency.scale !481		; visa id: 40

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
  %k.025 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %acc.024 = phi float [ %add8, %for.body.for.body_crit_edge ], [ 0.000000e+00, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %k.025, metadata !462, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !472		; visa id: 42
  call void @llvm.dbg.value(metadata float %acc.024, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 42
  %conv6 = sitofp i32 %k.025 to float, !dbg !482		; visa id: 43
  %19 = call float @llvm.fma.f32(float %17, float %conv6, float %sub), !dbg !483		; visa id: 44
  %add8 = fadd float %acc.024, %19, !dbg !484		; visa id: 45
  call void @llvm.dbg.value(metadata float %add8, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !465		; visa id: 47
  %inc = add nuw nsw i32 %k.025, 1, !dbg !485, !spirv.Decorations !486		; visa id: 48
  call void @llvm.dbg.value(metadata i32 %inc, metadata !462, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !472		; visa id: 50
  %20 = icmp slt i32 %inc, %n, !dbg !473		; visa id: 51
  br i1 %20, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !475, !stats.blockFrequency.digits !488, !stats.blockFrequency.scale !489		; visa id: 52

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %add8.lcssa = phi float [ %add8, %for.body ], !dbg !484
  br label %for.end, !dbg !490, !stats.blockFrequency.digits !480, !stats.blockFrequency.scale !481

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB:
  br label %for.body, !dbg !475, !stats.blockFrequency.digits !491, !stats.blockFrequency.scale !489

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry.for.end_crit_edge ], [ %add8.lcssa, %for.end.loopexit ], !dbg !465
  %mul920 = fmul float %17, %acc.0.lcssa, !dbg !490		; visa id: 55
  %mul921 = fmul float %mul, %acc.0.lcssa, !dbg !490		; visa id: 56
  %mul922 = fmul float %add, %acc.0.lcssa, !dbg !490		; visa id: 57
  %mul923 = fmul float %sub, %acc.0.lcssa, !dbg !490		; visa id: 58
  %21 = insertelement <4 x float> undef, float %mul920, i64 0, !dbg !490		; visa id: 59
  %22 = insertelement <4 x float> %21, float %mul921, i64 1, !dbg !490		; visa id: 59
  %23 = insertelement <4 x float> %22, float %mul922, i64 2, !dbg !490		; visa id: 59
  %24 = insertelement <4 x float> %23, float %mul923, i64 3, !dbg !490		; visa id: 59
  %25 = ptrtoint ptr addrspace(1) %out to i64, !dbg !492		; visa id: 59
  %26 = shl i64 %12, 4, !dbg !492		; visa id: 59
  %27 = add i64 %26, %25, !dbg !492		; visa id: 60
  %28 = inttoptr i64 %27 to ptr addrspace(1), !dbg !492		; visa id: 61
  store <4 x float> %24, ptr addrspace(1) %28, align 16, !dbg !493		; visa id: 61
  ret void, !dbg !494, !stats.blockFrequency.digits !476, !stats.blockFrequency.scale !477		; visa id: 63
}
