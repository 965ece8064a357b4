; ------------------------------------------------
; OCL_asmb36210bc3fae2503_simd32_entry_0002.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: write)
define spir_kernel void @k2(ptr addrspace(1) nocapture writeonly align 4 %p, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bindlessOffset) #3 !dbg !470 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %p, metadata !476, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !479		; visa id: 3
  %3 = mul i32 %1, %2, !dbg !480		; visa id: 4
  %4 = zext i16 %localIdX to i32, !dbg !480		; visa id: 5
  %5 = add i32 %3, %4, !dbg !480
  %conv = add i32 %5, %0, !dbg !480		; visa id: 6
  call void @llvm.dbg.value(metadata i32 %conv, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !488		; visa id: 8
  call void @llvm.dbg.value(metadata ptr addrspace(1) %p, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !488		; visa id: 8
  %mul.i = mul nsw i32 %conv, 3, !dbg !490, !spirv.Decorations !491		; visa id: 9
  call void @llvm.dbg.value(metadata i32 %mul.i, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !488		; visa id: 11
  %idxprom.i = sext i32 %conv to i64, !dbg !493		; visa id: 12
  %6 = ptrtoint ptr addrspace(1) %p to i64, !dbg !493		; visa id: 13
  %7 = shl nsw i64 %idxprom.i, 2, !dbg !493		; visa id: 13
  %8 = add i64 %7, %6, !dbg !493		; visa id: 14
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !493		; visa id: 15
  store i32 %mul.i, ptr addrspace(1) %9, align 4, !dbg !494		; visa id: 15
  %add.i = add nsw i32 %mul.i, 1, !dbg !495, !spirv.Decorations !491		; visa id: 16
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !477, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !479		; visa id: 18
  store i32 %add.i, ptr addrspace(1) %p, align 4, !dbg !496		; visa id: 19
  ret void, !dbg !497, !stats.blockFrequency.digits !498, !stats.blockFrequency.scale !499		; visa id: 23
}
