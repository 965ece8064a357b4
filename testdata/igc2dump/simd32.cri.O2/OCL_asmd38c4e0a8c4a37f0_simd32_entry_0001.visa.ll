; ------------------------------------------------
; OCL_asmd38c4e0a8c4a37f0_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @simd32(ptr addrspace(1) align 4 %in, ptr addrspace(1) align 16 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(1) %indirectDataPointer, ptr addrspace(1) %scratchPointer, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !445 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !459, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !460, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %n, metadata !461, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 3
  %3 = zext i32 %1 to i64, !dbg !472
  %4 = zext i32 %2 to i64, !dbg !472
  %5 = mul nuw i64 %3, %4, !dbg !472		; visa id: 4
  %6 = zext i16 %localIdX to i64, !dbg !472		; visa id: 5
  %7 = add nuw i64 %5, %6, !dbg !472		; visa id: 6
  %8 = zext i32 %0 to i64, !dbg !472		; visa id: 7
  %9 = add nuw i64 %7, %8, !dbg !472		; visa id: 8
  call void @llvm.dbg.value(metadata i64 %9, metadata !462, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 10
  %10 = ptrtoint ptr addrspace(1) %in to i64, !dbg !473		; visa id: 11
  %11 = shl i64 %9, 2, !dbg !473
  %12 = add i64 %11, %10, !dbg !473
  %13 = inttoptr i64 %12 to ptr addrspace(1), !dbg !473
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !473		; visa id: 11
  call void @llvm.dbg.value(metadata float %14, metadata !465, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 13
  %mul = fmul float %14, 2.000000e+00, !dbg !474		; visa id: 14
  %conv = sitofp i32 %n to float, !dbg !475		; visa id: 15
  %add = fadd float %14, %conv, !dbg !476		; visa id: 16
  %sub = fsub float %14, %conv, !dbg !477		; visa id: 17
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !466, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 19
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 19
  call void @llvm.dbg.value(metadata i32 0, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 19
  %15 = icmp sgt i32 %n, 0, !dbg !479		; visa id: 20
  br i1 %15, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !481, !stats.blockFrequency.digits !482, !stats.blockFrequency.scale !483		; visa id: 21

entry.for.end_crit_edge:                          ; preds = %entry
; BB1 :
  br label %for.end, !dbg !481, !stats.blockFrequency.digits !484, !stats.blockFrequency.scale !485		; visa id: 24

for.body.preheader:                               ; preds = %entry
; BB2 :
  br label %for.body, !dbg !481, !stats.blockFrequency.digits !486, !stats.blockFrequency.scale !487		; visa id: 28

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
  %k.025 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %acc.024 = phi float [ %add8, %for.body.for.body_crit_edge ], [ 0.000000e+00, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %k.025, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 30
  call void @llvm.dbg.value(metadata float %acc.024, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 30
  %conv6 = sitofp i32 %k.025 to float, !dbg !488		; visa id: 31
  %16 = call float @llvm.fma.f32(float %14, float %conv6, float %sub), !dbg !489		; visa id: 32
  %add8 = fadd float %acc.024, %16, !dbg !490		; visa id: 33
  call void @llvm.dbg.value(metadata float %add8, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 35
  %inc = add nuw nsw i32 %k.025, 1, !dbg !491, !spirv.Decorations !492		; visa id: 36
  call void @llvm.dbg.value(metadata i32 %inc, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !478		; visa id: 38
  %17 = icmp slt i32 %inc, %n, !dbg !479		; visa id: 39
  br i1 %17, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !481, !stats.blockFrequency.digits !494, !stats.blockFrequency.scale !495		; visa id: 40

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %add8.lcssa = phi float [ %add8, %for.body ], !dbg !490
  br label %for.end, !dbg !496, !stats.blockFrequency.digits !486, !stats.blockFrequency.scale !487

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB:
  br label %for.body, !dbg !481, !stats.blockFrequency.digits !497, !stats.blockFrequency.scale !495

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry.for.end_crit_edge ], [ %add8.lcssa, %for.end.loopexit ], !dbg !471
  %mul920 = fmul float %14, %acc.0.lcssa, !dbg !496		; visa id: 43
  %mul921 = fmul float %mul, %acc.0.lcssa, !dbg !496		; visa id: 44
  %mul922 = fmul float %add, %acc.0.lcssa, !dbg !496		; visa id: 45
  %mul923 = fmul float %sub, %acc.0.lcssa, !dbg !496		; visa id: 46
  %18 = insertelement <4 x float> undef, float %mul920, i64 0, !dbg !496		; visa id: 47
  %19 = insertelement <4 x float> %18, float %mul921, i64 1, !dbg !496		; visa id: 47
  %20 = insertelement <4 x float> %19, float %mul922, i64 2, !dbg !496		; visa id: 47
  %21 = insertelement <4 x float> %20, float %mul923, i64 3, !dbg !496		; visa id: 47
  %22 = ptrtoint ptr addrspace(1) %out to i64, !dbg !498		; visa id: 47
  %23 = shl i64 %9, 4, !dbg !498
  %24 = add i64 %23, %22, !dbg !498
  %25 = inttoptr i64 %24 to ptr addrspace(1), !dbg !498
  store <4 x float> %21, ptr addrspace(1) %25, align 16, !dbg !499		; visa id: 47
  ret void, !dbg !500, !stats.blockFrequency.digits !482, !stats.blockFrequency.scale !483		; visa id: 49
}
