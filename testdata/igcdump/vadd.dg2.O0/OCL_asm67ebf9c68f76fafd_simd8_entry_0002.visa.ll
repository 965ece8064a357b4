; ------------------------------------------------
; OCL_asm67ebf9c68f76fafd_simd8_entry_0002.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @k2(i32 addrspace(1)* %p, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset) #0 !dbg !374 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 25
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !380		; visa id: 28
  %scalar19 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 29
  %scalar20 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar21 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar22 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 29
  %scalar17 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar18 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %2 = mul i32 %1, 8
  %3 = zext i16 %0 to i32		; visa id: 29
  %4 = mul i32 %3, 8		; visa id: 30
  %5 = add i32 %2, %4		; visa id: 31
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)		; visa id: 32
  %7 = bitcast i8* %6 to i32 addrspace(1)**		; visa id: 44
  %8 = bitcast i32 addrspace(1)** %7 to i64*		; visa id: 44
  %9 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %p)
  %10 = extractvalue { i32, i32 } %9, 0		; visa id: 44
  %11 = extractvalue { i32, i32 } %9, 1		; visa id: 44
  %12 = insertelement <2 x i32> undef, i32 %10, i32 0		; visa id: 46
  %13 = insertelement <2 x i32> %12, i32 %11, i32 1		; visa id: 47
  %14 = bitcast i64* %8 to <2 x i32>*		; visa id: 48
  store <2 x i32> %13, <2 x i32>* %14, align 8		; visa id: 48
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !382, !StorageOffset !358, !StorageSize !358		; visa id: 51
  call void @llvm.dbg.declare(metadata i32* %25, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !384, !StorageOffset !354, !StorageSize !385		; visa id: 51
  %cmpDim = icmp eq i32 0, 0, !dbg !386		; visa id: 51
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !386		; visa id: 52
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !386		; visa id: 53
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !386		; visa id: 54
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !386		; visa id: 55
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !386		; visa id: 58
  %localIdX2 = zext i16 %localIdX to i32, !dbg !386		; visa id: 59
  %cmp11.i.i.i.i = icmp ult i32 %localIdX2, 65536, !dbg !386
  %add.i.i.i = add i32 %localIdX2, %mul.i.i.i, !dbg !386
  %add4.i.i.i = add i32 %add.i.i.i, %scalar19, !dbg !386		; visa id: 60
  %cmpDim3 = icmp eq i32 1, 0, !dbg !386
  %tmpOffsetR04 = select i1 %cmpDim3, i8 1, i8 5, !dbg !386
  %.demoted.zext27 = zext i8 %tmpOffsetR04 to i32, !dbg !386
  %offsetR05 = add i32 1, %.demoted.zext27, !dbg !386
  %groupId6 = extractelement <8 x i32> %r0, i32 %offsetR05, !dbg !386
  %mul.i7.i.i = mul i32 %scalar17, %groupId6, !dbg !386
  %localIdY8 = zext i16 %localIdY to i32, !dbg !386
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY8, 65536, !dbg !386
  %add.i9.i.i = add i32 %localIdY8, %mul.i7.i.i, !dbg !386
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar20, !dbg !386
  %cmpDim10 = icmp eq i32 2, 0, !dbg !386
  %tmpOffsetR011 = select i1 %cmpDim10, i8 1, i8 5, !dbg !386
  %.demoted.zext28 = zext i8 %tmpOffsetR011 to i32, !dbg !386
  %offsetR012 = add i32 2, %.demoted.zext28, !dbg !386
  %groupId13 = extractelement <8 x i32> %r0, i32 %offsetR012, !dbg !386
  %mul.i15.i.i = mul i32 %scalar18, %groupId13, !dbg !386
  %localIdZ15 = zext i16 %localIdZ to i32, !dbg !386
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ15, 65536, !dbg !386
  %add.i17.i.i = add i32 %localIdZ15, %mul.i15.i.i, !dbg !386
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar21, !dbg !386
  %15 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !387		; visa id: 61
  %16 = bitcast i64* %15 to <2 x i32>*, !dbg !387		; visa id: 61
  %17 = load <2 x i32>, <2 x i32>* %16, align 8, !dbg !387		; visa id: 61
  %18 = extractelement <2 x i32> %17, i32 0, !dbg !387		; visa id: 62
  %19 = extractelement <2 x i32> %17, i32 1, !dbg !387		; visa id: 62
  %20 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %18, i32 %19), !dbg !387		; visa id: 62
  %call1 = call spir_func i32 @helper(i32 %add4.i.i.i, i32 addrspace(1)* %20) #6, !dbg !388		; visa id: 64
  %21 = mul i32 %1, 0
  %22 = mul i32 %3, 4		; visa id: 69
  %23 = add i32 %21, %22		; visa id: 70
  %24 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %23)		; visa id: 71
  %25 = bitcast i8* %24 to i32*		; visa id: 83
  store i32 %call1, i32* %25, align 4, !dbg !384		; visa id: 83
  %26 = load i32, i32* %25, align 4, !dbg !389		; visa id: 84
  %27 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !390		; visa id: 85
  %28 = bitcast i64* %27 to <2 x i32>*, !dbg !390		; visa id: 85
  %29 = load <2 x i32>, <2 x i32>* %28, align 8, !dbg !390		; visa id: 85
  %30 = extractelement <2 x i32> %29, i32 0, !dbg !390		; visa id: 86
  %31 = extractelement <2 x i32> %29, i32 1, !dbg !390		; visa id: 86
  %32 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %30, i32 %31), !dbg !390		; visa id: 86
  %33 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %32), !dbg !390
  %34 = extractvalue { i32, i32 } %33, 0, !dbg !390		; visa id: 88
  %35 = extractvalue { i32, i32 } %33, 1, !dbg !390		; visa id: 88
  %36 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %34, i32 %35, i32 0, i32 0), !dbg !390
  %37 = extractvalue { i32, i32 } %36, 0, !dbg !390		; visa id: 90
  %38 = extractvalue { i32, i32 } %36, 1, !dbg !390		; visa id: 90
  %39 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %37, i32 %38), !dbg !390		; visa id: 92
  store i32 %26, i32 addrspace(1)* %39, align 4, !dbg !391		; visa id: 94
  ret void, !dbg !392		; visa id: 95
}
