; ------------------------------------------------
; OCL_asm67ebf9c68f76fafd_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

%struct.pair_t = type { i32, [4 x float] }

define spir_kernel void @Intel_Symbol_Table_Void_Program() {
entry:
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @k2(i32 addrspace(1)* %p, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset) #0 !dbg !374 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !380
  %scalar19 = extractelement <8 x i32> %payloadHeader, i32 0
  %scalar20 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar21 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar22 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %scalar17 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar18 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %3 = mul i32 %2, 8
  %4 = mul i32 %1, 8
  %5 = add i32 %3, %4
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)
  %7 = bitcast i8* %6 to i32 addrspace(1)**
  %8 = bitcast i32 addrspace(1)** %7 to i64*
  %9 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %p)
  %10 = extractvalue { i32, i32 } %9, 0
  %11 = extractvalue { i32, i32 } %9, 1
  %12 = insertelement <2 x i32> undef, i32 %10, i32 0
  %13 = insertelement <2 x i32> %12, i32 %11, i32 1
  %14 = bitcast i64* %8 to <2 x i32>*
  store <2 x i32> %13, <2 x i32>* %14, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !382, !StorageOffset !358, !StorageSize !358
  call void @llvm.dbg.declare(metadata i32* %25, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !384, !StorageOffset !354, !StorageSize !385
  %cmpDim = icmp eq i32 0, 0, !dbg !386
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !386
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !386
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !386
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !386
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !386
  %localIdX2 = zext i16 %localIdX to i32, !dbg !386
  %cmp11.i.i.i.i = icmp ult i32 %localIdX2, 65536, !dbg !386
  %add.i.i.i = add i32 %localIdX2, %mul.i.i.i, !dbg !386
  %add4.i.i.i = add i32 %add.i.i.i, %scalar19, !dbg !386
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
  %15 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !387
  %16 = bitcast i64* %15 to <2 x i32>*, !dbg !387
  %17 = load <2 x i32>, <2 x i32>* %16, align 8, !dbg !387
  %18 = extractelement <2 x i32> %17, i32 0, !dbg !387
  %19 = extractelement <2 x i32> %17, i32 1, !dbg !387
  %20 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %18, i32 %19), !dbg !387
  %call1 = call spir_func i32 @helper(i32 %add4.i.i.i, i32 addrspace(1)* %20) #6, !dbg !388
  %21 = mul i32 %2, 0
  %22 = mul i32 %1, 4
  %23 = add i32 %21, %22
  %24 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %23)
  %25 = bitcast i8* %24 to i32*
  store i32 %call1, i32* %25, align 4, !dbg !384
  %26 = load i32, i32* %25, align 4, !dbg !389
  %27 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !390
  %28 = bitcast i64* %27 to <2 x i32>*, !dbg !390
  %29 = load <2 x i32>, <2 x i32>* %28, align 8, !dbg !390
  %30 = extractelement <2 x i32> %29, i32 0, !dbg !390
  %31 = extractelement <2 x i32> %29, i32 1, !dbg !390
  %32 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %30, i32 %31), !dbg !390
  %33 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %32), !dbg !390
  %34 = extractvalue { i32, i32 } %33, 0, !dbg !390
  %35 = extractvalue { i32, i32 } %33, 1, !dbg !390
  %36 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %34, i32 %35, i32 0, i32 0), !dbg !390
  %37 = extractvalue { i32, i32 } %36, 0, !dbg !390
  %38 = extractvalue { i32, i32 } %36, 1, !dbg !390
  %39 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %37, i32 %38), !dbg !390
  store i32 %26, i32 addrspace(1)* %39, align 4, !dbg !391
  ret void, !dbg !392
}

; Function Attrs: convergent noinline nounwind optnone
define internal spir_func i32 @helper(i32 %x, i32 addrspace(1)* %p) #1 !dbg !393 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !396
  %3 = mul i32 %2, 0
  %4 = mul i32 %1, 4
  %5 = add i32 %3, %4
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)
  %7 = bitcast i8* %6 to i32*
  store i32 %x, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !398, !StorageOffset !354, !StorageSize !385
  %8 = mul i32 %2, 8
  %9 = mul i32 %1, 8
  %10 = add i32 %8, %9
  %11 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %10)
  %12 = bitcast i8* %11 to i32 addrspace(1)**
  %13 = bitcast i32 addrspace(1)** %12 to i64*
  %14 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %p)
  %15 = extractvalue { i32, i32 } %14, 0
  %16 = extractvalue { i32, i32 } %14, 1
  %17 = insertelement <2 x i32> undef, i32 %15, i32 0
  %18 = insertelement <2 x i32> %17, i32 %16, i32 1
  %19 = bitcast i64* %13 to <2 x i32>*
  store <2 x i32> %18, <2 x i32>* %19, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %12, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !400, !StorageOffset !358, !StorageSize !358
  call void @llvm.dbg.declare(metadata i32* %25, metadata !401, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !402, !StorageOffset !385, !StorageSize !385
  %20 = load i32, i32* %7, align 4, !dbg !403
  %mul = mul nsw i32 %20, 3, !dbg !404
  %21 = mul i32 %2, 4
  %22 = mul i32 %1, 4
  %23 = add i32 %21, %22
  %24 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %23)
  %25 = bitcast i8* %24 to i32*
  store i32 %mul, i32* %25, align 4, !dbg !402
  %26 = load i32, i32* %25, align 4, !dbg !405
  %27 = bitcast i32 addrspace(1)** %12 to i64*, !dbg !406
  %28 = bitcast i64* %27 to <2 x i32>*, !dbg !406
  %29 = load <2 x i32>, <2 x i32>* %28, align 8, !dbg !406
  %30 = extractelement <2 x i32> %29, i32 0, !dbg !406
  %31 = extractelement <2 x i32> %29, i32 1, !dbg !406
  %32 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %30, i32 %31), !dbg !406
  %33 = load i32, i32* %7, align 4, !dbg !407
  %34 = ashr i32 %33, 31, !dbg !406
  %35 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %32), !dbg !406
  %36 = extractvalue { i32, i32 } %35, 0, !dbg !406
  %37 = extractvalue { i32, i32 } %35, 1, !dbg !406
  %38 = shl i32 %33, 2, !dbg !406
  %39 = lshr i32 %33, 30, !dbg !406
  %40 = shl i32 %34, 2, !dbg !406
  %41 = or i32 %40, %39, !dbg !406
  %42 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %36, i32 %37, i32 %38, i32 %41), !dbg !406
  %43 = extractvalue { i32, i32 } %42, 0, !dbg !406
  %44 = extractvalue { i32, i32 } %42, 1, !dbg !406
  %45 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %43, i32 %44), !dbg !406
  store i32 %26, i32 addrspace(1)* %45, align 4, !dbg !408
  %46 = load i32, i32* %25, align 4, !dbg !409
  %add = add nsw i32 %46, 1, !dbg !410
  ret i32 %add, !dbg !411
}

; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @vadd(float addrspace(1)* %a, float addrspace(1)* %b, float addrspace(1)* %c, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2) #0 !dbg !412 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  %3 = mul i32 %2, 56
  %4 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32()
  %5 = mul i32 %4, %3
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !419
  %scalar21 = extractelement <8 x i32> %payloadHeader, i32 0
  %scalar22 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar28 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %scalar19 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar20 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %6 = mul i32 %2, 32
  %7 = add i32 %5, %6
  %8 = mul i32 %1, 8
  %9 = add i32 %7, %8
  %10 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %11 = extractvalue { i32, i32 } %10, 0
  %12 = extractvalue { i32, i32 } %10, 1
  %13 = ashr i32 %9, 31
  %14 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %11, i32 %12, i32 %9, i32 %13)
  %15 = extractvalue { i32, i32 } %14, 0
  %16 = extractvalue { i32, i32 } %14, 1
  %17 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %15, i32 %16)
  %18 = bitcast i8* %17 to float addrspace(1)**
  %19 = bitcast float addrspace(1)** %18 to i64*
  %20 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %a)
  %21 = extractvalue { i32, i32 } %20, 0
  %22 = extractvalue { i32, i32 } %20, 1
  %23 = insertelement <2 x i32> undef, i32 %21, i32 0
  %24 = insertelement <2 x i32> %23, i32 %22, i32 1
  %25 = bitcast i64* %19 to <2 x i32>*
  store <2 x i32> %24, <2 x i32>* %25, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %18, metadata !420, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !421, !StorageOffset !422
  %26 = mul i32 %2, 40
  %27 = add i32 %5, %26
  %28 = mul i32 %1, 8
  %29 = add i32 %27, %28
  %30 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %31 = extractvalue { i32, i32 } %30, 0
  %32 = extractvalue { i32, i32 } %30, 1
  %33 = ashr i32 %29, 31
  %34 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %31, i32 %32, i32 %29, i32 %33)
  %35 = extractvalue { i32, i32 } %34, 0
  %36 = extractvalue { i32, i32 } %34, 1
  %37 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %35, i32 %36)
  %38 = bitcast i8* %37 to float addrspace(1)**
  %39 = bitcast float addrspace(1)** %38 to i64*
  %40 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %b)
  %41 = extractvalue { i32, i32 } %40, 0
  %42 = extractvalue { i32, i32 } %40, 1
  %43 = insertelement <2 x i32> undef, i32 %41, i32 0
  %44 = insertelement <2 x i32> %43, i32 %42, i32 1
  %45 = bitcast i64* %39 to <2 x i32>*
  store <2 x i32> %44, <2 x i32>* %45, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %38, metadata !423, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !424, !StorageOffset !425
  %46 = mul i32 %2, 48
  %47 = add i32 %5, %46
  %48 = mul i32 %1, 8
  %49 = add i32 %47, %48
  %50 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %51 = extractvalue { i32, i32 } %50, 0
  %52 = extractvalue { i32, i32 } %50, 1
  %53 = ashr i32 %49, 31
  %54 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %51, i32 %52, i32 %49, i32 %53)
  %55 = extractvalue { i32, i32 } %54, 0
  %56 = extractvalue { i32, i32 } %54, 1
  %57 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %55, i32 %56)
  %58 = bitcast i8* %57 to float addrspace(1)**
  %59 = bitcast float addrspace(1)** %58 to i64*
  %60 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %c)
  %61 = extractvalue { i32, i32 } %60, 0
  %62 = extractvalue { i32, i32 } %60, 1
  %63 = insertelement <2 x i32> undef, i32 %61, i32 0
  %64 = insertelement <2 x i32> %63, i32 %62, i32 1
  %65 = bitcast i64* %59 to <2 x i32>*
  store <2 x i32> %64, <2 x i32>* %65, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %58, metadata !426, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !427, !StorageOffset !428
  %66 = mul i32 %2, 0
  %67 = add i32 %5, %66
  %68 = mul i32 %1, 4
  %69 = add i32 %67, %68
  %70 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %71 = extractvalue { i32, i32 } %70, 0
  %72 = extractvalue { i32, i32 } %70, 1
  %73 = ashr i32 %69, 31
  %74 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %71, i32 %72, i32 %69, i32 %73)
  %75 = extractvalue { i32, i32 } %74, 0
  %76 = extractvalue { i32, i32 } %74, 1
  %77 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %75, i32 %76)
  %78 = bitcast i8* %77 to i32*
  store i32 %n, i32* %78, align 4
  call void @llvm.dbg.declare(metadata i32* %78, metadata !429, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !430, !StorageOffset !354
  call void @llvm.dbg.declare(metadata i32* %91, metadata !431, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !432, !StorageOffset !385
  %cmpDim = icmp eq i32 0, 0, !dbg !433
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !433
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !433
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !433
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !433
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !433
  %localIdX4 = zext i16 %localIdX to i32, !dbg !433
  %cmp11.i.i.i.i = icmp ult i32 %localIdX4, 65536, !dbg !433
  %add.i.i.i = add i32 %localIdX4, %mul.i.i.i, !dbg !433
  %add4.i.i.i = add i32 %add.i.i.i, %scalar21, !dbg !433
  %cmpDim5 = icmp eq i32 1, 0, !dbg !433
  %tmpOffsetR06 = select i1 %cmpDim5, i8 1, i8 5, !dbg !433
  %.demoted.zext29 = zext i8 %tmpOffsetR06 to i32, !dbg !433
  %offsetR07 = add i32 1, %.demoted.zext29, !dbg !433
  %groupId8 = extractelement <8 x i32> %r0, i32 %offsetR07, !dbg !433
  %mul.i7.i.i = mul i32 %scalar19, %groupId8, !dbg !433
  %localIdY10 = zext i16 %localIdY to i32, !dbg !433
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY10, 65536, !dbg !433
  %add.i9.i.i = add i32 %localIdY10, %mul.i7.i.i, !dbg !433
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar22, !dbg !433
  %cmpDim12 = icmp eq i32 2, 0, !dbg !433
  %tmpOffsetR013 = select i1 %cmpDim12, i8 1, i8 5, !dbg !433
  %.demoted.zext30 = zext i8 %tmpOffsetR013 to i32, !dbg !433
  %offsetR014 = add i32 2, %.demoted.zext30, !dbg !433
  %groupId15 = extractelement <8 x i32> %r0, i32 %offsetR014, !dbg !433
  %mul.i15.i.i = mul i32 %scalar20, %groupId15, !dbg !433
  %localIdZ17 = zext i16 %localIdZ to i32, !dbg !433
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ17, 65536, !dbg !433
  %add.i17.i.i = add i32 %localIdZ17, %mul.i15.i.i, !dbg !433
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar23, !dbg !433
  %79 = mul i32 %2, 4
  %80 = add i32 %5, %79
  %81 = mul i32 %1, 4
  %82 = add i32 %80, %81
  %83 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %84 = extractvalue { i32, i32 } %83, 0
  %85 = extractvalue { i32, i32 } %83, 1
  %86 = ashr i32 %82, 31
  %87 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %84, i32 %85, i32 %82, i32 %86)
  %88 = extractvalue { i32, i32 } %87, 0
  %89 = extractvalue { i32, i32 } %87, 1
  %90 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %88, i32 %89)
  %91 = bitcast i8* %90 to i32*
  store i32 %add4.i.i.i, i32* %91, align 4, !dbg !432
  call void @llvm.dbg.declare(metadata %struct.pair_t* %105, metadata !434, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !443, !StorageOffset !358
  %92 = load i32, i32* %91, align 4, !dbg !444
  %93 = mul i32 %2, 8
  %94 = add i32 %5, %93
  %95 = mul i32 %1, 20
  %96 = add i32 %94, %95
  %97 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %98 = extractvalue { i32, i32 } %97, 0
  %99 = extractvalue { i32, i32 } %97, 1
  %100 = ashr i32 %96, 31
  %101 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %98, i32 %99, i32 %96, i32 %100)
  %102 = extractvalue { i32, i32 } %101, 0
  %103 = extractvalue { i32, i32 } %101, 1
  %104 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %102, i32 %103)
  %105 = bitcast i8* %104 to %struct.pair_t*
  %106 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.pair_t(%struct.pair_t* %105), !dbg !445
  %107 = extractvalue { i32, i32 } %106, 0, !dbg !445
  %108 = extractvalue { i32, i32 } %106, 1, !dbg !445
  %109 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %107, i32 %108, i32 0, i32 0), !dbg !445
  %110 = extractvalue { i32, i32 } %109, 0, !dbg !445
  %111 = extractvalue { i32, i32 } %109, 1, !dbg !445
  %112 = call i32* @llvm.genx.GenISA.pair.to.ptr.p0i32(i32 %110, i32 %111), !dbg !445
  store i32 %92, i32* %112, align 4, !dbg !446
  %113 = bitcast float addrspace(1)** %18 to i64*, !dbg !447
  %114 = bitcast i64* %113 to <2 x i32>*, !dbg !447
  %115 = load <2 x i32>, <2 x i32>* %114, align 8, !dbg !447
  %116 = extractelement <2 x i32> %115, i32 0, !dbg !447
  %117 = extractelement <2 x i32> %115, i32 1, !dbg !447
  %118 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %116, i32 %117), !dbg !447
  %119 = load i32, i32* %91, align 4, !dbg !448
  %120 = ashr i32 %119, 31, !dbg !447
  %121 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %118), !dbg !447
  %122 = extractvalue { i32, i32 } %121, 0, !dbg !447
  %123 = extractvalue { i32, i32 } %121, 1, !dbg !447
  %124 = shl i32 %119, 2, !dbg !447
  %125 = lshr i32 %119, 30, !dbg !447
  %126 = shl i32 %120, 2, !dbg !447
  %127 = or i32 %126, %125, !dbg !447
  %128 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %122, i32 %123, i32 %124, i32 %127), !dbg !447
  %129 = extractvalue { i32, i32 } %128, 0, !dbg !447
  %130 = extractvalue { i32, i32 } %128, 1, !dbg !447
  %131 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %129, i32 %130), !dbg !447
  %132 = load float, float addrspace(1)* %131, align 4, !dbg !447
  %133 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.pair_t(%struct.pair_t* %105), !dbg !449
  %134 = extractvalue { i32, i32 } %133, 0, !dbg !449
  %135 = extractvalue { i32, i32 } %133, 1, !dbg !449
  %136 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %134, i32 %135, i32 4, i32 0), !dbg !449
  %137 = extractvalue { i32, i32 } %136, 0, !dbg !449
  %138 = extractvalue { i32, i32 } %136, 1, !dbg !449
  %139 = call [4 x float]* @llvm.genx.GenISA.pair.to.ptr.p0a4f32(i32 %137, i32 %138), !dbg !449
  %140 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %137, i32 %138, i32 0, i32 0), !dbg !450
  %141 = extractvalue { i32, i32 } %140, 0, !dbg !450
  %142 = extractvalue { i32, i32 } %140, 1, !dbg !450
  %143 = call float* @llvm.genx.GenISA.pair.to.ptr.p0f32(i32 %141, i32 %142), !dbg !450
  store float %132, float* %143, align 4, !dbg !451
  %144 = load i32, i32* %91, align 4, !dbg !452
  %145 = load i32, i32* %78, align 4, !dbg !454
  %cmp = icmp slt i32 %144, %145, !dbg !455
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !456

entry.if.end_crit_edge:                           ; preds = %entry
  br label %if.end, !dbg !456

if.then:                                          ; preds = %entry
  %146 = bitcast float addrspace(1)** %18 to i64*, !dbg !457
  %147 = bitcast i64* %146 to <2 x i32>*, !dbg !457
  %148 = load <2 x i32>, <2 x i32>* %147, align 8, !dbg !457
  %149 = extractelement <2 x i32> %148, i32 0, !dbg !457
  %150 = extractelement <2 x i32> %148, i32 1, !dbg !457
  %151 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %149, i32 %150), !dbg !457
  %152 = load i32, i32* %91, align 4, !dbg !458
  %153 = ashr i32 %152, 31, !dbg !457
  %154 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %151), !dbg !457
  %155 = extractvalue { i32, i32 } %154, 0, !dbg !457
  %156 = extractvalue { i32, i32 } %154, 1, !dbg !457
  %157 = shl i32 %152, 2, !dbg !457
  %158 = lshr i32 %152, 30, !dbg !457
  %159 = shl i32 %153, 2, !dbg !457
  %160 = or i32 %159, %158, !dbg !457
  %161 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %155, i32 %156, i32 %157, i32 %160), !dbg !457
  %162 = extractvalue { i32, i32 } %161, 0, !dbg !457
  %163 = extractvalue { i32, i32 } %161, 1, !dbg !457
  %164 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %162, i32 %163), !dbg !457
  %165 = load float, float addrspace(1)* %164, align 4, !dbg !457
  %166 = bitcast float addrspace(1)** %38 to i64*, !dbg !459
  %167 = bitcast i64* %166 to <2 x i32>*, !dbg !459
  %168 = load <2 x i32>, <2 x i32>* %167, align 8, !dbg !459
  %169 = extractelement <2 x i32> %168, i32 0, !dbg !459
  %170 = extractelement <2 x i32> %168, i32 1, !dbg !459
  %171 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %169, i32 %170), !dbg !459
  %172 = load i32, i32* %91, align 4, !dbg !460
  %173 = ashr i32 %172, 31, !dbg !459
  %174 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %171), !dbg !459
  %175 = extractvalue { i32, i32 } %174, 0, !dbg !459
  %176 = extractvalue { i32, i32 } %174, 1, !dbg !459
  %177 = shl i32 %172, 2, !dbg !459
  %178 = lshr i32 %172, 30, !dbg !459
  %179 = shl i32 %173, 2, !dbg !459
  %180 = or i32 %179, %178, !dbg !459
  %181 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %175, i32 %176, i32 %177, i32 %180), !dbg !459
  %182 = extractvalue { i32, i32 } %181, 0, !dbg !459
  %183 = extractvalue { i32, i32 } %181, 1, !dbg !459
  %184 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %182, i32 %183), !dbg !459
  %185 = load float, float addrspace(1)* %184, align 4, !dbg !459
  %add = fadd float %165, %185, !dbg !461
  %186 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.pair_t(%struct.pair_t* %105), !dbg !462
  %187 = extractvalue { i32, i32 } %186, 0, !dbg !462
  %188 = extractvalue { i32, i32 } %186, 1, !dbg !462
  %189 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %187, i32 %188, i32 4, i32 0), !dbg !462
  %190 = extractvalue { i32, i32 } %189, 0, !dbg !462
  %191 = extractvalue { i32, i32 } %189, 1, !dbg !462
  %192 = call [4 x float]* @llvm.genx.GenISA.pair.to.ptr.p0a4f32(i32 %190, i32 %191), !dbg !462
  %193 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %190, i32 %191, i32 0, i32 0), !dbg !463
  %194 = extractvalue { i32, i32 } %193, 0, !dbg !463
  %195 = extractvalue { i32, i32 } %193, 1, !dbg !463
  %196 = call float* @llvm.genx.GenISA.pair.to.ptr.p0f32(i32 %194, i32 %195), !dbg !463
  %197 = load float, float* %196, align 4, !dbg !463
  %add11 = fadd float %add, %197, !dbg !464
  %198 = bitcast float addrspace(1)** %58 to i64*, !dbg !465
  %199 = bitcast i64* %198 to <2 x i32>*, !dbg !465
  %200 = load <2 x i32>, <2 x i32>* %199, align 8, !dbg !465
  %201 = extractelement <2 x i32> %200, i32 0, !dbg !465
  %202 = extractelement <2 x i32> %200, i32 1, !dbg !465
  %203 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %201, i32 %202), !dbg !465
  %204 = load i32, i32* %91, align 4, !dbg !466
  %205 = ashr i32 %204, 31, !dbg !465
  %206 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %203), !dbg !465
  %207 = extractvalue { i32, i32 } %206, 0, !dbg !465
  %208 = extractvalue { i32, i32 } %206, 1, !dbg !465
  %209 = shl i32 %204, 2, !dbg !465
  %210 = lshr i32 %204, 30, !dbg !465
  %211 = shl i32 %205, 2, !dbg !465
  %212 = or i32 %211, %210, !dbg !465
  %213 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %207, i32 %208, i32 %209, i32 %212), !dbg !465
  %214 = extractvalue { i32, i32 } %213, 0, !dbg !465
  %215 = extractvalue { i32, i32 } %213, 1, !dbg !465
  %216 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %214, i32 %215), !dbg !465
  store float %add11, float addrspace(1)* %216, align 4, !dbg !467
  br label %if.end, !dbg !465

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  ret void, !dbg !468
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #3

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #4

; Function Desc: 
; Output: result
; Arg 0: none
; Function Attrs: nounwind readnone
declare i16 @llvm.genx.GenISA.simdLaneId() #5

; Function Desc: 
; Output: result
; Arg 0: none
; Function Attrs: nounwind readnone
declare i32 @llvm.genx.GenISA.simdSize() #5

; Function Desc: 
; Output: result
; Arg 0: offset
; Function Attrs: nounwind readnone
declare i8* @llvm.genx.GenISA.StackAlloca(i32) #5

; Function Desc: returns the hardware thread id that is located at 'PREDEFINED_HW_TID' and this ID should be used only by alloca
; Output: result
; Arg 0: none
; Function Attrs: nounwind readnone
declare i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32() #5

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)*) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32, i32) #5

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #5

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8*) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32, i32) #5

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)*) #5

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.pair_t(%struct.pair_t*) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare i32* @llvm.genx.GenISA.pair.to.ptr.p0i32(i32, i32) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32, i32) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare [4 x float]* @llvm.genx.GenISA.pair.to.ptr.p0a4f32(i32, i32) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare float* @llvm.genx.GenISA.pair.to.ptr.p0f32(i32, i32) #5

attributes #0 = { convergent noinline nounwind optnone }
attributes #1 = { convergent noinline nounwind optnone "visaStackCall" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { inaccessiblememonly nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!IGCMetadata = !{!5}
!igc.functions = !{!347, !350, !367, !370}
!opencl.ocl.version = !{!372, !372, !372, !372, !372}
!opencl.spir.version = !{!372, !372, !372, !372, !372}
!llvm.ident = !{!373, !373, !373, !373, !373}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "vadd.cl", directory: "/build/hdwarf/testdata/src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"ModuleMD", !6, !7, !66, !215, !245, !261, !278, !288, !290, !291, !302, !303, !304, !305, !309, !310, !311, !312, !313, !314, !315, !316, !317, !318, !319, !320, !322, !326, !327, !328, !329, !330, !331, !332, !159, !333, !340, !342, !345, !346}
!6 = !{!"isPrecise", i1 false}
!7 = !{!"compOpt", !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65}
!8 = !{!"DenormsAreZero", i1 false}
!9 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!10 = !{!"OptDisable", i1 true}
!11 = !{!"MadEnable", i1 false}
!12 = !{!"NoSignedZeros", i1 false}
!13 = !{!"NoNaNs", i1 false}
!14 = !{!"FloatRoundingMode", i32 0}
!15 = !{!"FloatCvtIntRoundingMode", i32 3}
!16 = !{!"VISAPreSchedRPThreshold", i32 0}
!17 = !{!"SetLoopUnrollThreshold", i32 0}
!18 = !{!"UnsafeMathOptimizations", i1 false}
!19 = !{!"FiniteMathOnly", i1 false}
!20 = !{!"FastRelaxedMath", i1 false}
!21 = !{!"DashGSpecified", i1 true}
!22 = !{!"FastCompilation", i1 false}
!23 = !{!"UseScratchSpacePrivateMemory", i1 false}
!24 = !{!"RelaxedBuiltins", i1 false}
!25 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!26 = !{!"GreaterThan2GBBufferRequired", i1 true}
!27 = !{!"GreaterThan4GBBufferRequired", i1 false}
!28 = !{!"DisableA64WA", i1 false}
!29 = !{!"ForceEnableA64WA", i1 false}
!30 = !{!"PushConstantsEnable", i1 true}
!31 = !{!"HasPositivePointerOffset", i1 false}
!32 = !{!"HasBufferOffsetArg", i1 true}
!33 = !{!"BufferOffsetArgOptional", i1 true}
!34 = !{!"HasSubDWAlignedPtrArg", i1 false}
!35 = !{!"replaceGlobalOffsetsByZero", i1 false}
!36 = !{!"forcePixelShaderSIMDMode", i32 0}
!37 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!38 = !{!"UniformWGS", i1 false}
!39 = !{!"disableVertexComponentPacking", i1 false}
!40 = !{!"disablePartialVertexComponentPacking", i1 false}
!41 = !{!"PreferBindlessImages", i1 false}
!42 = !{!"UseBindlessMode", i1 false}
!43 = !{!"UseLegacyBindlessMode", i1 true}
!44 = !{!"disableMathRefactoring", i1 false}
!45 = !{!"atomicBranch", i1 false}
!46 = !{!"ForceInt32DivRemEmu", i1 false}
!47 = !{!"ForceInt32DivRemEmuSP", i1 false}
!48 = !{!"ForceMinSimdSizeForFastestCS", i1 false}
!49 = !{!"EnableFastestLinearScan", i1 false}
!50 = !{!"UseStatelessforPrivateMemory", i1 false}
!51 = !{!"EnableTakeGlobalAddress", i1 false}
!52 = !{!"IsLibraryCompilation", i1 false}
!53 = !{!"FastVISACompile", i1 false}
!54 = !{!"MatchSinCosPi", i1 false}
!55 = !{!"CaptureCompilerStats", i1 false}
!56 = !{!"ExcludeIRFromZEBinary", i1 false}
!57 = !{!"EmitZeBinVISASections", i1 false}
!58 = !{!"allowDisableRematforCS", i1 false}
!59 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!60 = !{!"DisableCPSOmaskWA", i1 false}
!61 = !{!"DisableFastestGopt", i1 false}
!62 = !{!"WaForceHalfPromotion", i1 false}
!63 = !{!"DisableConstantCoalescing", i1 false}
!64 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!65 = !{!"WaEnableALTModeVisaWA", i1 false}
!66 = !{!"FuncMD", !67, !68, !136, !137, !188, !189, !206, !207}
!67 = !{!"FuncMDMap[0]", i32 (i32, i32 addrspace(1)*)* @helper}
!68 = !{!"FuncMDValue[0]", !69, !70, !74, !75, !76, !96, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !128, !129, !132, !133}
!69 = !{!"localOffsets"}
!70 = !{!"workGroupWalkOrder", !71, !72, !73}
!71 = !{!"dim0", i32 0}
!72 = !{!"dim1", i32 0}
!73 = !{!"dim2", i32 0}
!74 = !{!"funcArgs"}
!75 = !{!"functionType", !"UserFunction"}
!76 = !{!"rtInfo", !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !95}
!77 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!78 = !{!"isContinuation", i1 false}
!79 = !{!"hasTraceRayPayload", i1 false}
!80 = !{!"hasHitAttributes", i1 false}
!81 = !{!"hasCallableData", i1 false}
!82 = !{!"ShaderStackSize", i32 0}
!83 = !{!"ShaderHash", i64 0}
!84 = !{!"ShaderName", !""}
!85 = !{!"ParentName", !""}
!86 = !{!"SlotNum", i1* null}
!87 = !{!"NOSSize", i32 0}
!88 = !{!"Entries"}
!89 = !{!"SpillUnions"}
!90 = !{!"CustomHitAttrSizeInBytes", i32 0}
!91 = !{!"Types", !92, !93, !94}
!92 = !{!"FrameStartTys"}
!93 = !{!"ArgumentTys"}
!94 = !{!"FullFrameTys"}
!95 = !{!"Aliases"}
!96 = !{!"resAllocMD", !97, !98, !99, !100, !108}
!97 = !{!"uavsNumType", i32 1}
!98 = !{!"srvsNumType", i32 0}
!99 = !{!"samplersNumType", i32 0}
!100 = !{!"argAllocMDList", !101, !105}
!101 = !{!"argAllocMDListVec[0]", !102, !103, !104}
!102 = !{!"type", i32 0}
!103 = !{!"extensionType", i32 -1}
!104 = !{!"indexType", i32 -1}
!105 = !{!"argAllocMDListVec[1]", !106, !103, !107}
!106 = !{!"type", i32 1}
!107 = !{!"indexType", i32 0}
!108 = !{!"inlineSamplersMD"}
!109 = !{!"maxByteOffsets"}
!110 = !{!"IsInitializer", i1 false}
!111 = !{!"IsFinalizer", i1 false}
!112 = !{!"CompiledSubGroupsNumber", i32 0}
!113 = !{!"hasInlineVmeSamplers", i1 false}
!114 = !{!"localSize", i32 0}
!115 = !{!"localIDPresent", i1 false}
!116 = !{!"groupIDPresent", i1 false}
!117 = !{!"privateMemoryPerWI", i32 16}
!118 = !{!"globalIDPresent", i1 false}
!119 = !{!"hasSyncRTCalls", i1 false}
!120 = !{!"hasNonKernelArgLoad", i1 false}
!121 = !{!"hasNonKernelArgStore", i1 false}
!122 = !{!"hasNonKernelArgAtomic", i1 false}
!123 = !{!"UserAnnotations"}
!124 = !{!"m_OpenCLArgAddressSpaces"}
!125 = !{!"m_OpenCLArgAccessQualifiers", !126, !127}
!126 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!127 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!128 = !{!"m_OpenCLArgTypes"}
!129 = !{!"m_OpenCLArgBaseTypes", !130, !131}
!130 = !{!"m_OpenCLArgBaseTypesVec[0]", !"i32"}
!131 = !{!"m_OpenCLArgBaseTypesVec[1]", !"i32 addrspace(1)*"}
!132 = !{!"m_OpenCLArgTypeQualifiers"}
!133 = !{!"m_OpenCLArgNames", !134, !135}
!134 = !{!"m_OpenCLArgNamesVec[0]", !"x"}
!135 = !{!"m_OpenCLArgNamesVec[1]", !"p"}
!136 = !{!"FuncMDMap[1]", void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32, i32)* @vadd}
!137 = !{!"FuncMDValue[1]", !69, !70, !74, !138, !76, !139, !109, !110, !111, !112, !113, !114, !115, !116, !159, !118, !119, !120, !121, !122, !123, !160, !165, !168, !173, !178, !183}
!138 = !{!"functionType", !"KernelFunction"}
!139 = !{!"resAllocMD", !140, !98, !99, !141, !108}
!140 = !{!"uavsNumType", i32 4}
!141 = !{!"argAllocMDList", !142, !143, !145, !147, !148, !149, !150, !151, !152, !153, !154, !156, !157, !158}
!142 = !{!"argAllocMDListVec[0]", !106, !103, !107}
!143 = !{!"argAllocMDListVec[1]", !106, !103, !144}
!144 = !{!"indexType", i32 1}
!145 = !{!"argAllocMDListVec[2]", !106, !103, !146}
!146 = !{!"indexType", i32 2}
!147 = !{!"argAllocMDListVec[3]", !102, !103, !104}
!148 = !{!"argAllocMDListVec[4]", !102, !103, !104}
!149 = !{!"argAllocMDListVec[5]", !102, !103, !104}
!150 = !{!"argAllocMDListVec[6]", !102, !103, !104}
!151 = !{!"argAllocMDListVec[7]", !102, !103, !104}
!152 = !{!"argAllocMDListVec[8]", !102, !103, !104}
!153 = !{!"argAllocMDListVec[9]", !102, !103, !104}
!154 = !{!"argAllocMDListVec[10]", !106, !103, !155}
!155 = !{!"indexType", i32 3}
!156 = !{!"argAllocMDListVec[11]", !102, !103, !104}
!157 = !{!"argAllocMDListVec[12]", !102, !103, !104}
!158 = !{!"argAllocMDListVec[13]", !102, !103, !104}
!159 = !{!"privateMemoryPerWI", i32 56}
!160 = !{!"m_OpenCLArgAddressSpaces", !161, !162, !163, !164}
!161 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!162 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!163 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!164 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 0}
!165 = !{!"m_OpenCLArgAccessQualifiers", !126, !127, !166, !167}
!166 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!167 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!168 = !{!"m_OpenCLArgTypes", !169, !170, !171, !172}
!169 = !{!"m_OpenCLArgTypesVec[0]", !"float*"}
!170 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!171 = !{!"m_OpenCLArgTypesVec[2]", !"float*"}
!172 = !{!"m_OpenCLArgTypesVec[3]", !"int"}
!173 = !{!"m_OpenCLArgBaseTypes", !174, !175, !176, !177}
!174 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float*"}
!175 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!176 = !{!"m_OpenCLArgBaseTypesVec[2]", !"float*"}
!177 = !{!"m_OpenCLArgBaseTypesVec[3]", !"int"}
!178 = !{!"m_OpenCLArgTypeQualifiers", !179, !180, !181, !182}
!179 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!180 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !"const"}
!181 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!182 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!183 = !{!"m_OpenCLArgNames", !184, !185, !186, !187}
!184 = !{!"m_OpenCLArgNamesVec[0]", !"a"}
!185 = !{!"m_OpenCLArgNamesVec[1]", !"b"}
!186 = !{!"m_OpenCLArgNamesVec[2]", !"c"}
!187 = !{!"m_OpenCLArgNamesVec[3]", !"n"}
!188 = !{!"FuncMDMap[2]", void (i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32)* @k2}
!189 = !{!"FuncMDValue[2]", !69, !70, !74, !138, !76, !190, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !196, !197, !198, !200, !202, !204}
!190 = !{!"resAllocMD", !191, !98, !99, !192, !108}
!191 = !{!"uavsNumType", i32 2}
!192 = !{!"argAllocMDList", !142, !193, !194, !147, !148, !149, !150, !195, !152}
!193 = !{!"argAllocMDListVec[1]", !102, !103, !104}
!194 = !{!"argAllocMDListVec[2]", !102, !103, !104}
!195 = !{!"argAllocMDListVec[7]", !106, !103, !144}
!196 = !{!"m_OpenCLArgAddressSpaces", !161}
!197 = !{!"m_OpenCLArgAccessQualifiers", !126}
!198 = !{!"m_OpenCLArgTypes", !199}
!199 = !{!"m_OpenCLArgTypesVec[0]", !"int*"}
!200 = !{!"m_OpenCLArgBaseTypes", !201}
!201 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int*"}
!202 = !{!"m_OpenCLArgTypeQualifiers", !203}
!203 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!204 = !{!"m_OpenCLArgNames", !205}
!205 = !{!"m_OpenCLArgNamesVec[0]", !"p"}
!206 = !{!"FuncMDMap[3]", void ()* @Intel_Symbol_Table_Void_Program}
!207 = !{!"FuncMDValue[3]", !69, !70, !74, !138, !76, !208, !109, !110, !111, !112, !113, !114, !115, !116, !211, !118, !119, !120, !121, !122, !123, !124, !212, !128, !213, !132, !214}
!208 = !{!"resAllocMD", !209, !98, !99, !210, !108}
!209 = !{!"uavsNumType", i32 0}
!210 = !{!"argAllocMDList"}
!211 = !{!"privateMemoryPerWI", i32 0}
!212 = !{!"m_OpenCLArgAccessQualifiers"}
!213 = !{!"m_OpenCLArgBaseTypes"}
!214 = !{!"m_OpenCLArgNames"}
!215 = !{!"pushInfo", !216, !217, !218, !221, !222, !223, !224, !225, !226, !227, !228, !241, !242, !243, !244}
!216 = !{!"pushableAddresses"}
!217 = !{!"bindlessPushInfo"}
!218 = !{!"dynamicBufferInfo", !219, !220}
!219 = !{!"firstIndex", i32 0}
!220 = !{!"numOffsets", i32 0}
!221 = !{!"MaxNumberOfPushedBuffers", i32 0}
!222 = !{!"inlineConstantBufferSlot", i32 -1}
!223 = !{!"inlineConstantBufferOffset", i32 -1}
!224 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!225 = !{!"constants"}
!226 = !{!"inputs"}
!227 = !{!"constantReg"}
!228 = !{!"simplePushInfoArr", !229, !238, !239, !240}
!229 = !{!"simplePushInfoArrVec[0]", !230, !231, !232, !233, !234, !235, !236, !237}
!230 = !{!"cbIdx", i32 0}
!231 = !{!"pushableAddressGrfOffset", i32 -1}
!232 = !{!"pushableOffsetGrfOffset", i32 -1}
!233 = !{!"offset", i32 0}
!234 = !{!"size", i32 0}
!235 = !{!"isStateless", i1 false}
!236 = !{!"isBindless", i1 false}
!237 = !{!"simplePushLoads"}
!238 = !{!"simplePushInfoArrVec[1]", !230, !231, !232, !233, !234, !235, !236, !237}
!239 = !{!"simplePushInfoArrVec[2]", !230, !231, !232, !233, !234, !235, !236, !237}
!240 = !{!"simplePushInfoArrVec[3]", !230, !231, !232, !233, !234, !235, !236, !237}
!241 = !{!"simplePushBufferUsed", i32 0}
!242 = !{!"pushAnalysisWIInfos"}
!243 = !{!"inlineRTGlobalPtrOffset", i32 0}
!244 = !{!"rtSyncSurfPtrOffset", i32 0}
!245 = !{!"psInfo", !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !259, !260}
!246 = !{!"BlendStateDisabledMask", i8 0}
!247 = !{!"SkipSrc0Alpha", i1 false}
!248 = !{!"DualSourceBlendingDisabled", i1 false}
!249 = !{!"ForceEnableSimd32", i1 false}
!250 = !{!"outputDepth", i1 false}
!251 = !{!"outputStencil", i1 false}
!252 = !{!"outputMask", i1 false}
!253 = !{!"blendToFillEnabled", i1 false}
!254 = !{!"forceEarlyZ", i1 false}
!255 = !{!"hasVersionedLoop", i1 false}
!256 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!257 = !{!"NumSamples", i8 0}
!258 = !{!"blendOptimizationMode"}
!259 = !{!"colorOutputMask"}
!260 = !{!"WaDisableVRS", i1 false}
!261 = !{!"csInfo", !262, !263, !264, !265, !266, !16, !17, !267, !268, !269, !270, !271, !272, !273, !274, !275, !276, !45, !277}
!262 = !{!"maxWorkGroupSize", i32 0}
!263 = !{!"waveSize", i32 0}
!264 = !{!"ComputeShaderSecondCompile"}
!265 = !{!"forcedSIMDSize", i8 0}
!266 = !{!"forceTotalGRFNum", i32 0}
!267 = !{!"allowLowerSimd", i1 false}
!268 = !{!"forcedVISAPreRAScheduler", i1 false}
!269 = !{!"disableLocalIdOrderOptimizations", i1 false}
!270 = !{!"disableDispatchAlongY", i1 false}
!271 = !{!"neededThreadIdLayout", i1* null}
!272 = !{!"forceTileYWalk", i1 false}
!273 = !{!"tileTGWidth_X", i32 0}
!274 = !{!"tileTGWidth_Y", i32 0}
!275 = !{!"maxTileTGDispatch_X", i32 0}
!276 = !{!"maxTileTGDispatch_Y", i32 0}
!277 = !{!"ResForHfPacking"}
!278 = !{!"msInfo", !279, !280, !281, !282, !283, !284, !285, !286, !287}
!279 = !{!"PrimitiveTopology", i32 3}
!280 = !{!"MaxNumOfPrimitives", i32 0}
!281 = !{!"MaxNumOfVertices", i32 0}
!282 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!283 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!284 = !{!"WorkGroupSize", i32 0}
!285 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!286 = !{!"IndexFormat", i32 6}
!287 = !{!"SubgroupSize", i32 0}
!288 = !{!"taskInfo", !289, !284, !285, !287}
!289 = !{!"MaxNumOfOutputs", i32 0}
!290 = !{!"NBarrierCnt", i32 0}
!291 = !{!"rtInfo", !292, !293, !294, !295, !296, !297, !298, !299, !300, !301}
!292 = !{!"RayQueryAllocSizeInBytes", i32 0}
!293 = !{!"NumContinuations", i32 0}
!294 = !{!"RTAsyncStackAddrspace", i32 -1}
!295 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!296 = !{!"SWHotZoneAddrspace", i32 -1}
!297 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!298 = !{!"SWStackAddrspace", i32 -1}
!299 = !{!"SWStackSurfaceStateOffset", i1* null}
!300 = !{!"RTSyncStackAddrspace", i32 -1}
!301 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!302 = !{!"CurUniqueIndirectIdx", i32 0}
!303 = !{!"inlineDynTextures"}
!304 = !{!"inlineResInfoData"}
!305 = !{!"immConstant", !306, !307, !308}
!306 = !{!"data"}
!307 = !{!"sizes"}
!308 = !{!"zeroIdxs"}
!309 = !{!"inlineConstantBuffers"}
!310 = !{!"inlineGlobalBuffers"}
!311 = !{!"GlobalPointerProgramBinaryInfos"}
!312 = !{!"ConstantPointerProgramBinaryInfos"}
!313 = !{!"GlobalBufferAddressRelocInfo"}
!314 = !{!"ConstantBufferAddressRelocInfo"}
!315 = !{!"forceLscCacheList"}
!316 = !{!"SrvMap"}
!317 = !{!"RasterizerOrderedByteAddressBuffer"}
!318 = !{!"MinNOSPushConstantSize", i32 2}
!319 = !{!"inlineProgramScopeOffsets"}
!320 = !{!"shaderData", !321}
!321 = !{!"numReplicas", i32 0}
!322 = !{!"URBInfo", !323, !324, !325}
!323 = !{!"has64BVertexHeaderInput", i1 false}
!324 = !{!"has64BVertexHeaderOutput", i1 false}
!325 = !{!"hasVertexHeader", i1 true}
!326 = !{!"UseBindlessImage", i1 false}
!327 = !{!"enableRangeReduce", i1 false}
!328 = !{!"allowMatchMadOptimizationforVS", i1 false}
!329 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!330 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!331 = !{!"statefulResourcesNotAliased", i1 false}
!332 = !{!"disableMixMode", i1 false}
!333 = !{!"PrivateMemoryPerFG", !334, !335, !336, !337, !338, !339}
!334 = !{!"PrivateMemoryPerFGMap[0]", void ()* @Intel_Symbol_Table_Void_Program}
!335 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!336 = !{!"PrivateMemoryPerFGMap[1]", void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32, i32)* @vadd}
!337 = !{!"PrivateMemoryPerFGValue[1]", i32 56}
!338 = !{!"PrivateMemoryPerFGMap[2]", void (i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32)* @k2}
!339 = !{!"PrivateMemoryPerFGValue[2]", i32 112}
!340 = !{!"capabilities", !341}
!341 = !{!"globalVariableDecorationsINTEL", i1 false}
!342 = !{!"m_ShaderResourceViewMcsMask", !343, !344}
!343 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!344 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!345 = !{!"computedDepthMode", i32 0}
!346 = !{!"isHDCFastClearShader", i1 false}
!347 = !{i32 (i32, i32 addrspace(1)*)* @helper, !348}
!348 = !{!349}
!349 = !{!"function_type", i32 2}
!350 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32, i32)* @vadd, !351}
!351 = !{!352, !353}
!352 = !{!"function_type", i32 0}
!353 = !{!"implicit_arg_desc", !354, !355, !356, !357, !358, !359, !360, !361, !363, !365}
!354 = !{i32 0}
!355 = !{i32 1}
!356 = !{i32 6}
!357 = !{i32 7}
!358 = !{i32 8}
!359 = !{i32 9}
!360 = !{i32 12}
!361 = !{i32 14, !362}
!362 = !{!"explicit_arg_num", i32 0}
!363 = !{i32 14, !364}
!364 = !{!"explicit_arg_num", i32 1}
!365 = !{i32 14, !366}
!366 = !{!"explicit_arg_num", i32 2}
!367 = !{void (i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32)* @k2, !368}
!368 = !{!352, !369}
!369 = !{!"implicit_arg_desc", !354, !355, !356, !357, !358, !359, !360, !361}
!370 = !{void ()* @Intel_Symbol_Table_Void_Program, !371}
!371 = !{!352}
!372 = !{i32 2, i32 0}
!373 = !{!"Debian clang version 14.0.6"}
!374 = distinct !DISubprogram(name: "k2", scope: null, file: !1, line: 8, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !379, retainedNodes: !379)
!375 = !DISubroutineType(types: !376)
!376 = !{null, !377}
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!378 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!379 = !{}
!380 = !DILocation(line: 8, scope: !374)
!381 = !DILocalVariable(name: "p", arg: 1, scope: !374, file: !1, line: 8, type: !377)
!382 = !DILocation(line: 8, column: 32, scope: !374)
!383 = !DILocalVariable(name: "v", scope: !374, file: !1, line: 8, type: !378)
!384 = !DILocation(line: 8, column: 41, scope: !374)
!385 = !{i32 4}
!386 = !DILocation(line: 8, column: 57, scope: !374)
!387 = !DILocation(line: 8, column: 75, scope: !374)
!388 = !DILocation(line: 8, column: 45, scope: !374)
!389 = !DILocation(line: 8, column: 86, scope: !374)
!390 = !DILocation(line: 8, column: 79, scope: !374)
!391 = !DILocation(line: 8, column: 84, scope: !374)
!392 = !DILocation(line: 8, column: 89, scope: !374)
!393 = distinct !DISubprogram(name: "helper", scope: null, file: !1, line: 2, type: !394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !379, retainedNodes: !379)
!394 = !DISubroutineType(types: !395)
!395 = !{!378, !378, !377}
!396 = !DILocation(line: 2, scope: !393)
!397 = !DILocalVariable(name: "x", arg: 1, scope: !393, file: !1, line: 2, type: !378)
!398 = !DILocation(line: 2, column: 16, scope: !393)
!399 = !DILocalVariable(name: "p", arg: 2, scope: !393, file: !1, line: 2, type: !377)
!400 = !DILocation(line: 2, column: 33, scope: !393)
!401 = !DILocalVariable(name: "t", scope: !393, file: !1, line: 2, type: !378)
!402 = !DILocation(line: 2, column: 42, scope: !393)
!403 = !DILocation(line: 2, column: 46, scope: !393)
!404 = !DILocation(line: 2, column: 48, scope: !393)
!405 = !DILocation(line: 2, column: 60, scope: !393)
!406 = !DILocation(line: 2, column: 53, scope: !393)
!407 = !DILocation(line: 2, column: 55, scope: !393)
!408 = !DILocation(line: 2, column: 58, scope: !393)
!409 = !DILocation(line: 2, column: 70, scope: !393)
!410 = !DILocation(line: 2, column: 72, scope: !393)
!411 = !DILocation(line: 2, column: 63, scope: !393)
!412 = distinct !DISubprogram(name: "vadd", scope: null, file: !1, line: 3, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !379, retainedNodes: !379)
!413 = !DISubroutineType(types: !414)
!414 = !{null, !415, !415, !418, !378}
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !416, size: 64)
!416 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !417)
!417 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !417, size: 64)
!419 = !DILocation(line: 3, scope: !412)
!420 = !DILocalVariable(name: "a", arg: 1, scope: !412, file: !1, line: 3, type: !415)
!421 = !DILocation(line: 3, column: 42, scope: !412)
!422 = !{i32 32}
!423 = !DILocalVariable(name: "b", arg: 2, scope: !412, file: !1, line: 3, type: !415)
!424 = !DILocation(line: 3, column: 67, scope: !412)
!425 = !{i32 40}
!426 = !DILocalVariable(name: "c", arg: 3, scope: !412, file: !1, line: 3, type: !418)
!427 = !DILocation(line: 3, column: 86, scope: !412)
!428 = !{i32 48}
!429 = !DILocalVariable(name: "n", arg: 4, scope: !412, file: !1, line: 3, type: !378)
!430 = !DILocation(line: 3, column: 93, scope: !412)
!431 = !DILocalVariable(name: "i", scope: !412, file: !1, line: 4, type: !378)
!432 = !DILocation(line: 4, column: 7, scope: !412)
!433 = !DILocation(line: 4, column: 11, scope: !412)
!434 = !DILocalVariable(name: "pr", scope: !412, file: !1, line: 5, type: !435)
!435 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair_t", file: !1, baseType: !436)
!436 = !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 1, size: 160, elements: !437)
!437 = !{!438, !439}
!438 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !436, file: !1, line: 1, baseType: !378, size: 32, flags: DIFlagPublic)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !436, file: !1, line: 1, baseType: !440, size: 128, offset: 32, flags: DIFlagPublic)
!440 = !DICompositeType(tag: DW_TAG_array_type, baseType: !417, size: 128, elements: !441)
!441 = !{!442}
!442 = !DISubrange(count: 4, lowerBound: 0)
!443 = !DILocation(line: 5, column: 10, scope: !412)
!444 = !DILocation(line: 5, column: 21, scope: !412)
!445 = !DILocation(line: 5, column: 17, scope: !412)
!446 = !DILocation(line: 5, column: 19, scope: !412)
!447 = !DILocation(line: 5, column: 34, scope: !412)
!448 = !DILocation(line: 5, column: 36, scope: !412)
!449 = !DILocation(line: 5, column: 27, scope: !412)
!450 = !DILocation(line: 5, column: 24, scope: !412)
!451 = !DILocation(line: 5, column: 32, scope: !412)
!452 = !DILocation(line: 6, column: 7, scope: !453)
!453 = distinct !DILexicalBlock(scope: !412, file: !1, line: 6, column: 7)
!454 = !DILocation(line: 6, column: 11, scope: !453)
!455 = !DILocation(line: 6, column: 9, scope: !453)
!456 = !DILocation(line: 6, column: 7, scope: !412)
!457 = !DILocation(line: 6, column: 21, scope: !453)
!458 = !DILocation(line: 6, column: 23, scope: !453)
!459 = !DILocation(line: 6, column: 28, scope: !453)
!460 = !DILocation(line: 6, column: 30, scope: !453)
!461 = !DILocation(line: 6, column: 26, scope: !453)
!462 = !DILocation(line: 6, column: 38, scope: !453)
!463 = !DILocation(line: 6, column: 35, scope: !453)
!464 = !DILocation(line: 6, column: 33, scope: !453)
!465 = !DILocation(line: 6, column: 14, scope: !453)
!466 = !DILocation(line: 6, column: 16, scope: !453)
!467 = !DILocation(line: 6, column: 19, scope: !453)
!468 = !DILocation(line: 7, column: 1, scope: !412)
