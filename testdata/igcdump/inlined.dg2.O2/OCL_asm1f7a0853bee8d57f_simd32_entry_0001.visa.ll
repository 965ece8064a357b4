; ------------------------------------------------
; OCL_asm1f7a0853bee8d57f_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind
define spir_kernel void @mixer(i32 addrspace(1)* nocapture readonly %in, i32 addrspace(1)* nocapture writeonly %out, i32 %s, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1) #1 !dbg !302 {
entry:
; BB0 :
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !313		; visa id: 4
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 6
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 6
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 6
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %in, metadata !314, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315		; visa id: 7
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %out, metadata !316, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315		; visa id: 7
  call void @llvm.dbg.value(metadata i32 %s, metadata !317, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315		; visa id: 7
  %mul.i.i.i = mul i32 %1, %2, !dbg !318		; visa id: 8
  %localIdX3 = zext i16 %localIdX to i32, !dbg !318		; visa id: 9
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX3, !dbg !318		; visa id: 11
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !318		; visa id: 13
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !319, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !315		; visa id: 16
  %3 = shl i32 %add4.i.i.i, 2, !dbg !322		; visa id: 17
  %4 = inttoptr i32 %3 to i32 addrspace(131072)*, !dbg !322		; visa id: 19
  %5 = load i32, i32 addrspace(131072)* %4, align 4, !dbg !322		; visa id: 19
  call void @llvm.dbg.value(metadata i32 %5, metadata !323, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315		; visa id: 24
  call void @llvm.dbg.value(metadata i32 %5, metadata !324, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !328		; visa id: 24
  call void @llvm.dbg.value(metadata i32 %s, metadata !330, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !328		; visa id: 24
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !328		; visa id: 24
  call void @llvm.dbg.value(metadata i32 %5, metadata !332, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336		; visa id: 24
  call void @llvm.dbg.value(metadata i32 %s, metadata !338, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336		; visa id: 24
  %and.i.i = and i32 %s, 15, !dbg !339		; visa id: 25
  %shr.i.i = lshr i32 %5, %and.i.i, !dbg !340		; visa id: 26
  %sub.i.i = sub nuw nsw i32 16, %and.i.i, !dbg !341		; visa id: 28
  %shl.i.i = shl i32 %5, %sub.i.i, !dbg !342		; visa id: 29
  %or.i.i = or i32 %shr.i.i, %shl.i.i, !dbg !343		; visa id: 31
  call void @llvm.dbg.value(metadata i32 %or.i.i, metadata !344, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336		; visa id: 34
  %add.i.i = add i32 %or.i.i, 2135587861, !dbg !345		; visa id: 35
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !346, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !328		; visa id: 38
  %add.i = add i32 %add4.i.i.i, %s, !dbg !347		; visa id: 39
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !348, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !352		; visa id: 42
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !354, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !352		; visa id: 42
  call void @llvm.dbg.value(metadata i32 %add.i.i, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !357		; visa id: 42
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !357		; visa id: 42
  %shl.i.i.i = shl i32 %add.i, 5, !dbg !360		; visa id: 43
  %xor.i.i.i = xor i32 %add.i.i, %shl.i.i.i, !dbg !361		; visa id: 45
  call void @llvm.dbg.value(metadata i32 %xor.i.i.i, metadata !362, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !357		; visa id: 48
  %mul.i.i.i1 = mul i32 %xor.i.i.i, -1640531535, !dbg !363		; visa id: 49
  call void @llvm.dbg.value(metadata i32 %mul.i.i.i1, metadata !364, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !352		; visa id: 52
  %shr.i1.i = lshr i32 %mul.i.i.i1, 13, !dbg !365		; visa id: 53
  %xor.i.i = xor i32 %shr.i1.i, %mul.i.i.i1, !dbg !366		; visa id: 55
  call void @llvm.dbg.value(metadata i32 %xor.i.i, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !315		; visa id: 58
  call void @llvm.dbg.value(metadata i32 %5, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !368		; visa id: 58
  call void @llvm.dbg.value(metadata i32 %xor.i.i, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !368		; visa id: 58
  %shl.i = shl i32 %xor.i.i, 5, !dbg !370		; visa id: 59
  %xor.i = xor i32 %5, %shl.i, !dbg !371		; visa id: 61
  call void @llvm.dbg.value(metadata i32 %xor.i, metadata !362, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !368		; visa id: 64
  %mul.i = mul i32 %xor.i, -1640531535, !dbg !372		; visa id: 65
  %add = add i32 %xor.i.i, %mul.i, !dbg !373		; visa id: 68
  %6 = inttoptr i32 %3 to i32 addrspace(131073)*, !dbg !374		; visa id: 70
  store i32 %add, i32 addrspace(131073)* %6, align 4, !dbg !374		; visa id: 70
  ret void, !dbg !375		; visa id: 75
}
