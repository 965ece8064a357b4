; ------------------------------------------------
; OCL_asm48dbc0f38b536c38_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nounwind null_pointer_is_valid willreturn memory(argmem: readwrite)
define spir_kernel void @mixer(ptr addrspace(1) nocapture readonly align 4 %in, ptr addrspace(1) nocapture writeonly align 4 %out, i32 %s, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #1 !dbg !439 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !450, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !451, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %s, metadata !452, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !460
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !460		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !460		; visa id: 4
  %6 = insertelement <2 x i32> undef, i32 %4, i32 0, !dbg !460		; visa id: 11
  %7 = insertelement <2 x i32> %6, i32 %5, i32 1, !dbg !460		; visa id: 12
  %8 = bitcast <2 x i32> %7 to i64, !dbg !460		; visa id: 13
  %9 = zext i16 %localIdX to i64, !dbg !460		; visa id: 15
  %10 = add nuw i64 %8, %9, !dbg !460		; visa id: 16
  %11 = zext i32 %0 to i64, !dbg !460		; visa id: 17
  %12 = add nuw i64 %10, %11, !dbg !460		; visa id: 18
  call void @llvm.dbg.value(metadata i64 %12, metadata !453, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459		; visa id: 20
  %13 = ptrtoint ptr addrspace(1) %in to i64, !dbg !461		; visa id: 21
  %14 = shl i64 %12, 2, !dbg !461		; visa id: 21
  %15 = add i64 %14, %13, !dbg !461		; visa id: 22
  %16 = inttoptr i64 %15 to ptr addrspace(1), !dbg !461		; visa id: 23
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !461		; visa id: 23
  call void @llvm.dbg.value(metadata i32 %17, metadata !456, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459		; visa id: 25
  %conv = trunc i64 %12 to i32, !dbg !462		; visa id: 26
  call void @llvm.dbg.value(metadata i32 %17, metadata !463, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 28
  call void @llvm.dbg.value(metadata i32 %s, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 28
  call void @llvm.dbg.value(metadata i32 %conv, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 28
  call void @llvm.dbg.value(metadata i32 %17, metadata !473, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480		; visa id: 28
  call void @llvm.dbg.value(metadata i32 %s, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480		; visa id: 28
  %and.i.i = and i32 %s, 15, !dbg !482		; visa id: 29
  %shr.i.i = lshr i32 %17, %and.i.i, !dbg !483		; visa id: 30
  %sub.i.i = sub nuw nsw i32 16, %and.i.i, !dbg !484, !spirv.Decorations !485		; visa id: 31
  %shl.i.i = shl i32 %17, %sub.i.i, !dbg !487		; visa id: 32
  %or.i.i = or i32 %shr.i.i, %shl.i.i, !dbg !488		; visa id: 33
  call void @llvm.dbg.value(metadata i32 %or.i.i, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !480		; visa id: 35
  %add.i.i = add i32 %or.i.i, 2135587861, !dbg !489		; visa id: 36
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !470, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !471		; visa id: 38
  %add.i = add i32 %conv, %s, !dbg !490		; visa id: 39
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498		; visa id: 41
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !496, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498		; visa id: 41
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 41
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 41
  %shl.i.i.i = shl i32 %add.i, 5, !dbg !507		; visa id: 42
  %xor.i.i.i = xor i32 %add.i.i, %shl.i.i.i, !dbg !508		; visa id: 43
  call void @llvm.dbg.value(metadata i32 %xor.i.i.i, metadata !504, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !505		; visa id: 45
  %mul.i.i.i = mul i32 %xor.i.i.i, -1640531535, !dbg !509		; visa id: 46
  call void @llvm.dbg.value(metadata i32 %mul.i.i.i, metadata !497, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498		; visa id: 48
  %shr.i1.i = lshr i32 %mul.i.i.i, 13, !dbg !510		; visa id: 49
  %xor.i.i = xor i32 %shr.i1.i, %mul.i.i.i, !dbg !511		; visa id: 50
  call void @llvm.dbg.value(metadata i32 %xor.i.i, metadata !457, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !459		; visa id: 52
  call void @llvm.dbg.value(metadata i32 %17, metadata !500, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 52
  call void @llvm.dbg.value(metadata i32 %xor.i.i, metadata !503, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 52
  %shl.i = shl i32 %xor.i.i, 5, !dbg !514		; visa id: 53
  %xor.i = xor i32 %17, %shl.i, !dbg !515		; visa id: 54
  call void @llvm.dbg.value(metadata i32 %xor.i, metadata !504, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !512		; visa id: 56
  %mul.i = mul i32 %xor.i, -1640531535, !dbg !516		; visa id: 57
  %add = add i32 %xor.i.i, %mul.i, !dbg !517		; visa id: 59
  %18 = ptrtoint ptr addrspace(1) %out to i64, !dbg !518		; visa id: 60
  %19 = add i64 %14, %18, !dbg !518		; visa id: 60
  %20 = inttoptr i64 %19 to ptr addrspace(1), !dbg !518		; visa id: 61
  store i32 %add, ptr addrspace(1) %20, align 4, !dbg !519		; visa id: 61
  ret void, !dbg !520, !stats.blockFrequency.digits !521, !stats.blockFrequency.scale !522		; visa id: 63
}
