; ------------------------------------------------
; OCL_asm812bbf3ce4ddedd2_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind
define spir_kernel void @chain(float addrspace(1)* nocapture readonly %in, float addrspace(1)* nocapture writeonly %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !326 {
entry:
; BB0 :
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !334		; visa id: 4
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 5
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 5
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 5
  call void @llvm.dbg.value(metadata float addrspace(1)* %in, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336		; visa id: 6
  call void @llvm.dbg.value(metadata float addrspace(1)* %out, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336		; visa id: 6
  %mul.i.i.i = mul i32 %1, %2, !dbg !338		; visa id: 7
  %localIdX3 = zext i16 %localIdX to i32, !dbg !338		; visa id: 8
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX3, !dbg !338
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !338		; visa id: 9
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336		; visa id: 11
  %mid = call spir_func float @mid(float addrspace(1)* %in, i32 %add4.i.i.i), !dbg !341		; visa id: 12
  call void @llvm.dbg.value(metadata float %mid, metadata !342, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !336		; visa id: 18
  %leaf = call spir_func float @leaf(float %mid, float 3.000000e+00), !dbg !343		; visa id: 19
  %3 = shl i32 %add4.i.i.i, 2, !dbg !344		; visa id: 23
  %4 = add i32 %3, %bufferOffset1, !dbg !344		; visa id: 24
  %5 = inttoptr i32 %4 to float addrspace(131073)*, !dbg !345		; visa id: 25
  store float %leaf, float addrspace(131073)* %5, align 4, !dbg !345		; visa id: 25
  ret void, !dbg !346		; visa id: 28
}
