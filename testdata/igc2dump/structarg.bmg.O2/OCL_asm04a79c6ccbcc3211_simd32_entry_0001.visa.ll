; ------------------------------------------------
; OCL_asm04a79c6ccbcc3211_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @scale(ptr addrspace(1) align 4 %x, ptr byval(%struct.params_t) align 8 %p, float %bias, i32 %n, ptr addrspace(3) align 4 %tmp, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr %privateBase, i32 %const_reg_dword, float %const_reg_fp32, i64 %const_reg_qword, i32 %bufferOffset, i32 %bindlessOffset) #0 !dbg !467 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata i32 %const_reg_dword, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata float %const_reg_fp32, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata i64 %const_reg_qword, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 64)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %x, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata float %bias, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %n, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(3) @scale-ExtSLM, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !495
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !495		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !495		; visa id: 4
  %6 = insertelement <2 x i32> undef, i32 %4, i32 0, !dbg !495		; visa id: 11
  %7 = insertelement <2 x i32> %6, i32 %5, i32 1, !dbg !495		; visa id: 12
  %8 = bitcast <2 x i32> %7 to i64, !dbg !495		; visa id: 13
  %9 = zext i16 %localIdX to i64, !dbg !495		; visa id: 15
  %10 = add nuw i64 %8, %9, !dbg !495		; visa id: 16
  %11 = zext i32 %0 to i64, !dbg !495		; visa id: 17
  %12 = add nuw i64 %10, %11, !dbg !495		; visa id: 18
  %13 = bitcast i64 %12 to <2 x i32>, !dbg !494		; visa id: 20
  %14 = extractelement <2 x i32> %13, i32 0, !dbg !494		; visa id: 24
  %15 = extractelement <2 x i32> %13, i32 1, !dbg !494		; visa id: 24
  call void @llvm.dbg.value(metadata i64 %12, metadata !490, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 24
  %16 = zext i16 %localIdX to i32, !dbg !496		; visa id: 25
  %17 = shl nuw nsw i32 %16, 2, !dbg !496		; visa id: 26
  %18 = inttoptr i32 %17 to ptr addrspace(3), !dbg !496		; visa id: 27
  store i32 %const_reg_dword, ptr addrspace(3) %18, align 4, !dbg !497		; visa id: 27
  %19 = icmp eq i32 %15, 0, !dbg !498
  %20 = icmp ult i32 %14, %n, !dbg !498		; visa id: 30
  %21 = and i1 %19, %20, !dbg !498		; visa id: 31
  call void @llvm.genx.GenISA.LSCFence(i32 3, i32 0, i32 0), !dbg !500		; visa id: 33
  br i1 %21, label %if.then, label %entry.if.end_crit_edge, !dbg !500, !stats.blockFrequency.digits !501, !stats.blockFrequency.scale !502		; visa id: 34

if.then:                                          ; preds = %entry
; BB1 :
  %22 = ptrtoint ptr addrspace(1) %x to i64, !dbg !503		; visa id: 36
  %23 = shl i64 %12, 2, !dbg !503		; visa id: 36
  %24 = add i64 %23, %22, !dbg !503		; visa id: 37
  %25 = inttoptr i64 %24 to ptr addrspace(1), !dbg !503		; visa id: 38
  %26 = load float, ptr addrspace(1) %25, align 4, !dbg !503		; visa id: 38
  %27 = call float @llvm.fma.f32(float %26, float %const_reg_fp32, float %bias), !dbg !504		; visa id: 39
  %conv4 = sitofp i64 %const_reg_qword to float, !dbg !505		; visa id: 40
  %add = fadd float %27, %conv4, !dbg !506		; visa id: 41
  %28 = load i32, ptr addrspace(3) null, align 4294967296, !dbg !507		; visa id: 42
  %conv6 = sitofp i32 %28 to float, !dbg !507		; visa id: 44
  %add7 = fadd float %add, %conv6, !dbg !508		; visa id: 45
  store float %add7, ptr addrspace(1) %25, align 4, !dbg !509		; visa id: 46
  br label %if.end, !dbg !510, !stats.blockFrequency.digits !511, !stats.blockFrequency.scale !502		; visa id: 47

entry.if.end_crit_edge:                           ; preds = %entry
; BB:
  br label %if.end, !dbg !500, !stats.blockFrequency.digits !511, !stats.blockFrequency.scale !502

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
; BB3 :
  ret void, !dbg !512, !stats.blockFrequency.digits !501, !stats.blockFrequency.scale !502		; visa id: 49
}
