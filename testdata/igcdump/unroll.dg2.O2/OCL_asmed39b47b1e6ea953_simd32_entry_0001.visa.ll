; ------------------------------------------------
; OCL_asmed39b47b1e6ea953_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @unroll(i32 addrspace(1)* %out, i32 %x, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset) #0 !dbg !291 {
entry:
; BB0 :
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !297		; visa id: 4
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 6
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 6
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 6
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %out, metadata !298, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 7
  call void @llvm.dbg.value(metadata i32 %x, metadata !300, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 7
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 7
  call void @llvm.dbg.value(metadata i32 0, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304		; visa id: 7
  call void @llvm.dbg.value(metadata i32 0, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304		; visa id: 7
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 7
  call void @llvm.dbg.value(metadata i32 0, metadata !305, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !309		; visa id: 7
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 7
  call void @llvm.dbg.value(metadata i32 1, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304		; visa id: 7
  call void @llvm.dbg.value(metadata i32 1, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304		; visa id: 7
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 7
  call void @llvm.dbg.value(metadata i32 %x, metadata !305, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !309		; visa id: 7
  %sext.1 = shl i32 %x, 16, !dbg !310		; visa id: 8
  %3 = bitcast i32 %sext.1 to <2 x i16>, !dbg !310		; visa id: 9
  %4 = extractelement <2 x i16> %3, i32 1, !dbg !310		; visa id: 10
  call void @llvm.dbg.value(metadata i32 undef, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 11
  call void @llvm.dbg.value(metadata i32 2, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304		; visa id: 11
  call void @llvm.dbg.value(metadata i32 2, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304		; visa id: 11
  call void @llvm.dbg.value(metadata i32 undef, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 11
  %mul.2 = shl i32 %x, 17, !dbg !311		; visa id: 12
  call void @llvm.dbg.value(metadata i32 %mul.2, metadata !305, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !309		; visa id: 14
  %5 = bitcast i32 %mul.2 to <2 x i16>, !dbg !310		; visa id: 15
  %6 = extractelement <2 x i16> %5, i32 1, !dbg !310		; visa id: 16
  %7 = sext i16 %4 to i32, !dbg !310		; visa id: 16
  call void @llvm.dbg.value(metadata i32 %7, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 18
  call void @llvm.dbg.value(metadata i32 %7, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 18
  %8 = sext i16 %6 to i32, !dbg !310		; visa id: 19
  %add.2 = add nsw i32 %7, %8, !dbg !312		; visa id: 20
  call void @llvm.dbg.value(metadata i32 %add.2, metadata !301, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !299		; visa id: 22
  call void @llvm.dbg.value(metadata i32 3, metadata !302, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !304		; visa id: 22
  %mul.i.i.i = mul i32 %1, %2, !dbg !313		; visa id: 23
  %localIdX2 = zext i16 %localIdX to i32, !dbg !313		; visa id: 24
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX2, !dbg !313
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !313		; visa id: 26
  %9 = shl i32 %add4.i.i.i, 2, !dbg !314		; visa id: 28
  %10 = inttoptr i32 %9 to i32 addrspace(131072)*, !dbg !315		; visa id: 30
  store i32 %add.2, i32 addrspace(131072)* %10, align 4, !dbg !315		; visa id: 30
  ret void, !dbg !316		; visa id: 37
}
