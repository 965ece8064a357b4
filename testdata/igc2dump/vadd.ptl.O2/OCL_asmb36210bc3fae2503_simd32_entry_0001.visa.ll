; ------------------------------------------------
; OCL_asmb36210bc3fae2503_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: readwrite)
define spir_kernel void @vadd(ptr addrspace(1) nocapture readonly align 4 %a, ptr addrspace(1) nocapture readonly align 4 %b, ptr addrspace(1) nocapture writeonly align 4 %c, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bindlessOffset, i32 %bindlessOffset3, i32 %bindlessOffset4) #1 !dbg !470 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.declare(metadata ptr undef, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 96)), !dbg !494		; visa id: 4
  call void @llvm.dbg.value(metadata ptr addrspace(1) %a, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 5
  call void @llvm.dbg.value(metadata ptr addrspace(1) %b, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 5
  call void @llvm.dbg.value(metadata ptr addrspace(1) %c, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 5
  call void @llvm.dbg.value(metadata i32 %n, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 5
  %3 = mul i32 %1, %2, !dbg !496		; visa id: 6
  %4 = zext i16 %localIdX to i32, !dbg !496		; visa id: 7
  %5 = add i32 %3, %4, !dbg !496
  %conv = add i32 %5, %0, !dbg !496		; visa id: 8
  call void @llvm.dbg.value(metadata i32 %conv, metadata !483, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 10
  call void @llvm.dbg.value(metadata i32 %conv, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !495		; visa id: 10
  %idxprom = sext i32 %conv to i64, !dbg !497		; visa id: 11
  %6 = ptrtoint ptr addrspace(1) %a to i64, !dbg !497		; visa id: 12
  %7 = shl nsw i64 %idxprom, 2, !dbg !497		; visa id: 12
  %8 = add i64 %7, %6, !dbg !497		; visa id: 13
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !497		; visa id: 14
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !497		; visa id: 14
  call void @llvm.dbg.value(metadata float %10, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !495		; visa id: 16
  %11 = icmp slt i32 %conv, %n, !dbg !498		; visa id: 17
  br i1 %11, label %if.then, label %entry.if.end_crit_edge, !dbg !500, !stats.blockFrequency.digits !501, !stats.blockFrequency.scale !502		; visa id: 18

if.then:                                          ; preds = %entry
; BB1 :
  %12 = ptrtoint ptr addrspace(1) %b to i64, !dbg !503		; visa id: 20
  %13 = add i64 %7, %12, !dbg !503		; visa id: 20
  %14 = inttoptr i64 %13 to ptr addrspace(1), !dbg !503		; visa id: 21
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !503		; visa id: 21
  %add = fadd float %10, %15, !dbg !504		; visa id: 22
  %add11 = fadd float %add, %10, !dbg !505		; visa id: 23
  %16 = ptrtoint ptr addrspace(1) %c to i64, !dbg !506		; visa id: 24
  %17 = add i64 %7, %16, !dbg !506		; visa id: 24
  %18 = inttoptr i64 %17 to ptr addrspace(1), !dbg !506		; visa id: 25
  store float %add11, ptr addrspace(1) %18, align 4, !dbg !507		; visa id: 25
  br label %if.end, !dbg !506, !stats.blockFrequency.digits !508, !stats.blockFrequency.scale !502		; visa id: 26

entry.if.end_crit_edge:                           ; preds = %entry
; BB:
  br label %if.end, !dbg !500, !stats.blockFrequency.digits !508, !stats.blockFrequency.scale !502

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
; BB3 :
  ret void, !dbg !509, !stats.blockFrequency.digits !501, !stats.blockFrequency.scale !502		; visa id: 28
}
