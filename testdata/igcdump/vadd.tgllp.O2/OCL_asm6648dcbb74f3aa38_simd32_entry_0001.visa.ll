; ------------------------------------------------
; OCL_asm6648dcbb74f3aa38_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind
define spir_kernel void @vadd(float addrspace(1)* nocapture readonly %a, float addrspace(1)* nocapture readonly %b, float addrspace(1)* nocapture writeonly %c, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2) #1 !dbg !335 {
entry:
; BB0 :
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !344		; visa id: 4
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 6
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 6
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 6
  call void @llvm.dbg.declare(metadata [3 x float]* undef, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 96)), !dbg !354		; visa id: 7
  call void @llvm.dbg.value(metadata float addrspace(1)* %a, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356		; visa id: 8
  call void @llvm.dbg.value(metadata float addrspace(1)* %b, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356		; visa id: 8
  call void @llvm.dbg.value(metadata float addrspace(1)* %c, metadata !358, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356		; visa id: 8
  call void @llvm.dbg.value(metadata i32 %n, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356		; visa id: 8
  %mul.i.i.i = mul i32 %1, %2, !dbg !360		; visa id: 9
  %localIdX4 = zext i16 %localIdX to i32, !dbg !360		; visa id: 10
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX4, !dbg !360		; visa id: 12
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !360		; visa id: 14
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !361, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !356		; visa id: 17
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !356		; visa id: 17
  call void @llvm.dbg.value(metadata float undef, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !356		; visa id: 17
  %cmp = icmp slt i32 %add4.i.i.i, %n, !dbg !362		; visa id: 18
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !364		; visa id: 20

if.then:                                          ; preds = %entry
; BB1 :
  %3 = shl i32 %add4.i.i.i, 2, !dbg !365		; visa id: 23
  %4 = add i32 %3, %bufferOffset, !dbg !365		; visa id: 25
  %5 = inttoptr i32 %4 to float addrspace(131072)*, !dbg !365		; visa id: 27
  %6 = load float, float addrspace(131072)* %5, align 4, !dbg !365		; visa id: 27
  call void @llvm.dbg.value(metadata float %6, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !356		; visa id: 32
  %7 = add i32 %3, %bufferOffset1, !dbg !366		; visa id: 33
  %8 = inttoptr i32 %7 to float addrspace(131073)*, !dbg !366		; visa id: 35
  %9 = load float, float addrspace(131073)* %8, align 4, !dbg !366		; visa id: 35
  %add = fadd float %6, %9, !dbg !367		; visa id: 39
  %add11 = fadd float %add, %6, !dbg !368		; visa id: 41
  %10 = add i32 %3, %bufferOffset2, !dbg !369		; visa id: 43
  %11 = inttoptr i32 %10 to float addrspace(131074)*, !dbg !370		; visa id: 45
  store float %add11, float addrspace(131074)* %11, align 4, !dbg !370		; visa id: 45
  br label %if.end, !dbg !369		; visa id: 49

entry.if.end_crit_edge:                           ; preds = %entry
; BB:
  br label %if.end, !dbg !364

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
; BB3 :
  ret void, !dbg !371		; visa id: 51
}
