; ------------------------------------------------
; OCL_asm67ebf9c68f76fafd_simd16_entry_0002.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @k2(i32 addrspace(1)* %p, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset) #0 !dbg !374 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 18
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !380		; visa id: 22
  %scalar19 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 23
  %scalar20 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar21 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar22 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 23
  %scalar17 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar18 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %2 = mul i32 %1, 8
  %3 = zext i16 %0 to i32		; visa id: 23
  %4 = mul i32 %3, 8		; visa id: 24
  %5 = add i32 %2, %4		; visa id: 25
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)		; visa id: 26
  %7 = bitcast i8* %6 to i32 addrspace(1)**		; visa id: 28
  %8 = bitcast i32 addrspace(1)** %7 to i64*		; visa id: 28
  %9 = ptrtoint i32 addrspace(1)* %p to i64		; visa id: 28
  store i64 %9, i64* %8, align 8		; visa id: 28
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !382, !StorageOffset !358, !StorageSize !358		; visa id: 31
  call void @llvm.dbg.declare(metadata i32* %20, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !384, !StorageOffset !354, !StorageSize !385		; visa id: 31
  %cmpDim = icmp eq i32 0, 0, !dbg !386		; visa id: 31
  %b2s = select i1 %cmpDim, i16 1, i16 5, !dbg !386		; visa id: 32
  %10 = trunc i16 %b2s to i8, !dbg !386		; visa id: 33
  %.demoted.zext = zext i8 %10 to i32, !dbg !386		; visa id: 34
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !386		; visa id: 35
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !386		; visa id: 36
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !386		; visa id: 39
  %localIdX2 = zext i16 %localIdX to i32, !dbg !386		; visa id: 40
  %cmp11.i.i.i.i = icmp ult i32 %localIdX2, 65536, !dbg !386
  %add.i.i.i = add i32 %localIdX2, %mul.i.i.i, !dbg !386
  %add4.i.i.i = add i32 %add.i.i.i, %scalar19, !dbg !386		; visa id: 41
  %cmpDim3 = icmp eq i32 1, 0, !dbg !386
  %b2s29 = select i1 %cmpDim3, i16 1, i16 5, !dbg !386
  %11 = trunc i16 %b2s29 to i8, !dbg !386
  %.demoted.zext27 = zext i8 %11 to i32, !dbg !386
  %offsetR05 = add i32 1, %.demoted.zext27, !dbg !386
  %groupId6 = extractelement <8 x i32> %r0, i32 %offsetR05, !dbg !386
  %mul.i7.i.i = mul i32 %scalar17, %groupId6, !dbg !386
  %localIdY8 = zext i16 %localIdY to i32, !dbg !386
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY8, 65536, !dbg !386
  %add.i9.i.i = add i32 %localIdY8, %mul.i7.i.i, !dbg !386
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar20, !dbg !386
  %conv.i12.i.i = zext i32 %add4.i11.i.i to i64, !dbg !386
  %cmpDim10 = icmp eq i32 2, 0, !dbg !386
  %b2s30 = select i1 %cmpDim10, i16 1, i16 5, !dbg !386
  %12 = trunc i16 %b2s30 to i8, !dbg !386
  %.demoted.zext28 = zext i8 %12 to i32, !dbg !386
  %offsetR012 = add i32 2, %.demoted.zext28, !dbg !386
  %groupId13 = extractelement <8 x i32> %r0, i32 %offsetR012, !dbg !386
  %mul.i15.i.i = mul i32 %scalar18, %groupId13, !dbg !386
  %localIdZ15 = zext i16 %localIdZ to i32, !dbg !386
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ15, 65536, !dbg !386
  %add.i17.i.i = add i32 %localIdZ15, %mul.i15.i.i, !dbg !386
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar21, !dbg !386
  %conv.i20.i.i = zext i32 %add4.i19.i.i to i64, !dbg !386
  %conv.i.i.i = zext i32 %add4.i.i.i to i64, !dbg !386		; visa id: 42
  %conv = trunc i64 %conv.i.i.i to i32, !dbg !387		; visa id: 43
  %13 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !388		; visa id: 44
  %14 = load i64, i64* %13, align 8, !dbg !388		; visa id: 44
  %15 = inttoptr i64 %14 to i32 addrspace(1)*, !dbg !388		; visa id: 45
  %call1 = call spir_func i32 @helper(i32 %conv, i32 addrspace(1)* %15) #6, !dbg !389		; visa id: 45
  %16 = mul i32 %1, 0
  %17 = mul i32 %3, 4		; visa id: 49
  %18 = add i32 %16, %17		; visa id: 50
  %19 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %18)		; visa id: 51
  %20 = bitcast i8* %19 to i32*		; visa id: 53
  store i32 %call1, i32* %20, align 4, !dbg !384		; visa id: 53
  %21 = load i32, i32* %20, align 4, !dbg !390		; visa id: 54
  %22 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !391		; visa id: 55
  %23 = load i64, i64* %22, align 8, !dbg !391		; visa id: 55
  %24 = inttoptr i64 %23 to i32 addrspace(1)*, !dbg !391		; visa id: 56
  %25 = ptrtoint i32 addrspace(1)* %24 to i64, !dbg !391		; visa id: 56
  %26 = inttoptr i64 %25 to i32 addrspace(1)*, !dbg !391		; visa id: 56
  store i32 %21, i32 addrspace(1)* %26, align 4, !dbg !392		; visa id: 56
  ret void, !dbg !393		; visa id: 57
}
