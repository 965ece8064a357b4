; ------------------------------------------------
; OCL_asm6648dcbb74f3aa38_simd32_entry_0002.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind
define spir_kernel void @k2(i32 addrspace(1)* nocapture writeonly %p, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset) #1 !dbg !335 {
entry:
; BB0 :
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !341		; visa id: 4
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 6
  %scalar24 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 6
  %scalar17 = extractelement <8 x i32> %r0, i32 1		; visa id: 6
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !342, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !343		; visa id: 7
  %mul.i.i.i = mul i32 %scalar24, %scalar17, !dbg !344		; visa id: 8
  %localIdX2 = zext i16 %localIdX to i32, !dbg !344		; visa id: 9
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX2, !dbg !344		; visa id: 11
  %add4.i.i.i = add i32 %add.i.i.i, %scalar27, !dbg !344		; visa id: 13
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !349		; visa id: 16
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !349		; visa id: 16
  %mul.i = mul nsw i32 %add4.i.i.i, 3, !dbg !352		; visa id: 17
  call void @llvm.dbg.value(metadata i32 %mul.i, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !349		; visa id: 20
  %0 = shl i32 %add4.i.i.i, 2, !dbg !354		; visa id: 21
  %1 = add i32 %0, %bufferOffset, !dbg !354		; visa id: 23
  %2 = inttoptr i32 %1 to i32 addrspace(131072)*, !dbg !355		; visa id: 25
  store i32 %mul.i, i32 addrspace(131072)* %2, align 4, !dbg !355		; visa id: 25
  %add.i = add nsw i32 %mul.i, 1, !dbg !356		; visa id: 29
  call void @llvm.dbg.value(metadata i32 %add.i, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !343		; visa id: 32
  store i32 %add.i, i32 addrspace(1)* %p, align 4, !dbg !358		; visa id: 33
  ret void, !dbg !359		; visa id: 45
}
