; ------------------------------------------------
; OCL_asm67ebf9c68f76fafd_codegen.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

%struct.pair_t = type { i32, [4 x float] }

define spir_kernel void @Intel_Symbol_Table_Void_Program() {
entry:
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @k2(i32 addrspace(1)* %p, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset) #0 !dbg !376 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !382
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
  %2 = mul i32 %1, 8
  %3 = zext i16 %0 to i32
  %4 = mul i32 %3, 8
  %5 = add i32 %2, %4
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)
  %7 = bitcast i8* %6 to i32 addrspace(1)**
  %8 = bitcast i32 addrspace(1)** %7 to i64*
  %9 = ptrtoint i32 addrspace(1)* %p to i64
  store i64 %9, i64* %8, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !383, metadata !DIExpression()), !dbg !384, !StorageOffset !360, !StorageSize !360
  call void @llvm.dbg.declare(metadata i32* %20, metadata !385, metadata !DIExpression()), !dbg !386, !StorageOffset !356, !StorageSize !387
  %cmpDim = icmp eq i32 0, 0, !dbg !388
  %b2s = select i1 %cmpDim, i16 1, i16 5, !dbg !388
  %10 = trunc i16 %b2s to i8, !dbg !388
  %.demoted.zext = zext i8 %10 to i32, !dbg !388
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !388
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !388
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !388
  %localIdX2 = zext i16 %localIdX to i32, !dbg !388
  %cmp11.i.i.i.i = icmp ult i32 %localIdX2, 65536, !dbg !388
  %add.i.i.i = add i32 %localIdX2, %mul.i.i.i, !dbg !388
  %add4.i.i.i = add i32 %add.i.i.i, %scalar19, !dbg !388
  %cmpDim3 = icmp eq i32 1, 0, !dbg !388
  %b2s29 = select i1 %cmpDim3, i16 1, i16 5, !dbg !388
  %11 = trunc i16 %b2s29 to i8, !dbg !388
  %.demoted.zext27 = zext i8 %11 to i32, !dbg !388
  %offsetR05 = add i32 1, %.demoted.zext27, !dbg !388
  %groupId6 = extractelement <8 x i32> %r0, i32 %offsetR05, !dbg !388
  %mul.i7.i.i = mul i32 %scalar17, %groupId6, !dbg !388
  %localIdY8 = zext i16 %localIdY to i32, !dbg !388
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY8, 65536, !dbg !388
  %add.i9.i.i = add i32 %localIdY8, %mul.i7.i.i, !dbg !388
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar20, !dbg !388
  %conv.i12.i.i = zext i32 %add4.i11.i.i to i64, !dbg !388
  %cmpDim10 = icmp eq i32 2, 0, !dbg !388
  %b2s30 = select i1 %cmpDim10, i16 1, i16 5, !dbg !388
  %12 = trunc i16 %b2s30 to i8, !dbg !388
  %.demoted.zext28 = zext i8 %12 to i32, !dbg !388
  %offsetR012 = add i32 2, %.demoted.zext28, !dbg !388
  %groupId13 = extractelement <8 x i32> %r0, i32 %offsetR012, !dbg !388
  %mul.i15.i.i = mul i32 %scalar18, %groupId13, !dbg !388
  %localIdZ15 = zext i16 %localIdZ to i32, !dbg !388
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ15, 65536, !dbg !388
  %add.i17.i.i = add i32 %localIdZ15, %mul.i15.i.i, !dbg !388
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar21, !dbg !388
  %conv.i20.i.i = zext i32 %add4.i19.i.i to i64, !dbg !388
  %conv.i.i.i = zext i32 %add4.i.i.i to i64, !dbg !388
  %conv = trunc i64 %conv.i.i.i to i32, !dbg !389
  %13 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !390
  %14 = load i64, i64* %13, align 8, !dbg !390
  %15 = inttoptr i64 %14 to i32 addrspace(1)*, !dbg !390
  %call1 = call spir_func i32 @helper(i32 %conv, i32 addrspace(1)* %15) #6, !dbg !391
  %16 = mul i32 %1, 0
  %17 = mul i32 %3, 4
  %18 = add i32 %16, %17
  %19 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %18)
  %20 = bitcast i8* %19 to i32*
  store i32 %call1, i32* %20, align 4, !dbg !386
  %21 = load i32, i32* %20, align 4, !dbg !392
  %22 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !393
  %23 = load i64, i64* %22, align 8, !dbg !393
  %24 = inttoptr i64 %23 to i32 addrspace(1)*, !dbg !393
  %25 = ptrtoint i32 addrspace(1)* %24 to i64, !dbg !393
  %26 = inttoptr i64 %25 to i32 addrspace(1)*, !dbg !393
  store i32 %21, i32 addrspace(1)* %26, align 4, !dbg !394
  ret void, !dbg !395
}

; Function Attrs: convergent noinline nounwind optnone
define internal spir_func i32 @helper(i32 %x, i32 addrspace(1)* %p) #1 !dbg !396 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !399
  %2 = mul i32 %1, 0
  %3 = zext i16 %0 to i32
  %4 = mul i32 %3, 4
  %5 = add i32 %2, %4
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)
  %7 = bitcast i8* %6 to i32*
  store i32 %x, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !400, metadata !DIExpression()), !dbg !401, !StorageOffset !356, !StorageSize !387
  %8 = mul i32 %1, 8
  %9 = mul i32 %3, 8
  %10 = add i32 %8, %9
  %11 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %10)
  %12 = bitcast i8* %11 to i32 addrspace(1)**
  %13 = bitcast i32 addrspace(1)** %12 to i64*
  %14 = ptrtoint i32 addrspace(1)* %p to i64
  store i64 %14, i64* %13, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %12, metadata !402, metadata !DIExpression()), !dbg !403, !StorageOffset !360, !StorageSize !360
  call void @llvm.dbg.declare(metadata i32* %20, metadata !404, metadata !DIExpression()), !dbg !405, !StorageOffset !387, !StorageSize !387
  %15 = load i32, i32* %7, align 4, !dbg !406
  %mul = mul nsw i32 %15, 3, !dbg !407
  %16 = mul i32 %1, 4
  %17 = mul i32 %3, 4
  %18 = add i32 %16, %17
  %19 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %18)
  %20 = bitcast i8* %19 to i32*
  store i32 %mul, i32* %20, align 4, !dbg !405
  %21 = load i32, i32* %20, align 4, !dbg !408
  %22 = bitcast i32 addrspace(1)** %12 to i64*, !dbg !409
  %23 = load i64, i64* %22, align 8, !dbg !409
  %24 = inttoptr i64 %23 to i32 addrspace(1)*, !dbg !409
  %25 = load i32, i32* %7, align 4, !dbg !410
  %26 = ptrtoint i32 addrspace(1)* %24 to i64, !dbg !409
  %idxprom = sext i32 %25 to i64, !dbg !409
  %27 = shl i64 %idxprom, 2, !dbg !409
  %28 = add i64 %26, %27, !dbg !409
  %29 = inttoptr i64 %28 to i32 addrspace(1)*, !dbg !409
  store i32 %21, i32 addrspace(1)* %29, align 4, !dbg !411
  %30 = load i32, i32* %20, align 4, !dbg !412
  %add = add nsw i32 %30, 1, !dbg !413
  ret i32 %add, !dbg !414
}

; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @vadd(float addrspace(1)* %a, float addrspace(1)* %b, float addrspace(1)* %c, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2) #0 !dbg !415 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  %2 = mul i32 %1, 56
  %3 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32()
  %4 = mul i32 %3, %2
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !422
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
  %5 = mul i32 %1, 32
  %6 = add i32 %4, %5
  %7 = zext i16 %0 to i32
  %8 = mul i32 %7, 8
  %9 = add i32 %6, %8
  %10 = ptrtoint i8* %privateBase to i64
  %11 = sext i32 %9 to i64
  %12 = add i64 %10, %11
  %13 = inttoptr i64 %12 to i8*
  %14 = bitcast i8* %13 to float addrspace(1)**
  %15 = bitcast float addrspace(1)** %14 to i64*
  %16 = ptrtoint float addrspace(1)* %a to i64
  store i64 %16, i64* %15, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %14, metadata !423, metadata !DIExpression()), !dbg !424, !StorageOffset !425
  %17 = mul i32 %1, 40
  %18 = add i32 %4, %17
  %19 = mul i32 %7, 8
  %20 = add i32 %18, %19
  %21 = ptrtoint i8* %privateBase to i64
  %22 = sext i32 %20 to i64
  %23 = add i64 %21, %22
  %24 = inttoptr i64 %23 to i8*
  %25 = bitcast i8* %24 to float addrspace(1)**
  %26 = bitcast float addrspace(1)** %25 to i64*
  %27 = ptrtoint float addrspace(1)* %b to i64
  store i64 %27, i64* %26, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %25, metadata !426, metadata !DIExpression()), !dbg !427, !StorageOffset !428
  %28 = mul i32 %1, 48
  %29 = add i32 %4, %28
  %30 = mul i32 %7, 8
  %31 = add i32 %29, %30
  %32 = ptrtoint i8* %privateBase to i64
  %33 = sext i32 %31 to i64
  %34 = add i64 %32, %33
  %35 = inttoptr i64 %34 to i8*
  %36 = bitcast i8* %35 to float addrspace(1)**
  %37 = bitcast float addrspace(1)** %36 to i64*
  %38 = ptrtoint float addrspace(1)* %c to i64
  store i64 %38, i64* %37, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %36, metadata !429, metadata !DIExpression()), !dbg !430, !StorageOffset !431
  %39 = mul i32 %1, 0
  %40 = add i32 %4, %39
  %41 = mul i32 %7, 4
  %42 = add i32 %40, %41
  %43 = ptrtoint i8* %privateBase to i64
  %44 = sext i32 %42 to i64
  %45 = add i64 %43, %44
  %46 = inttoptr i64 %45 to i8*
  %47 = bitcast i8* %46 to i32*
  store i32 %n, i32* %47, align 4
  call void @llvm.dbg.declare(metadata i32* %47, metadata !432, metadata !DIExpression()), !dbg !433, !StorageOffset !356
  call void @llvm.dbg.declare(metadata i32* %59, metadata !434, metadata !DIExpression()), !dbg !435, !StorageOffset !387
  %cmpDim = icmp eq i32 0, 0, !dbg !436
  %b2s = select i1 %cmpDim, i16 1, i16 5, !dbg !436
  %48 = trunc i16 %b2s to i8, !dbg !436
  %.demoted.zext = zext i8 %48 to i32, !dbg !436
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !436
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !436
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !436
  %localIdX4 = zext i16 %localIdX to i32, !dbg !436
  %cmp11.i.i.i.i = icmp ult i32 %localIdX4, 65536, !dbg !436
  %add.i.i.i = add i32 %localIdX4, %mul.i.i.i, !dbg !436
  %add4.i.i.i = add i32 %add.i.i.i, %scalar21, !dbg !436
  %cmpDim5 = icmp eq i32 1, 0, !dbg !436
  %b2s31 = select i1 %cmpDim5, i16 1, i16 5, !dbg !436
  %49 = trunc i16 %b2s31 to i8, !dbg !436
  %.demoted.zext29 = zext i8 %49 to i32, !dbg !436
  %offsetR07 = add i32 1, %.demoted.zext29, !dbg !436
  %groupId8 = extractelement <8 x i32> %r0, i32 %offsetR07, !dbg !436
  %mul.i7.i.i = mul i32 %scalar19, %groupId8, !dbg !436
  %localIdY10 = zext i16 %localIdY to i32, !dbg !436
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY10, 65536, !dbg !436
  %add.i9.i.i = add i32 %localIdY10, %mul.i7.i.i, !dbg !436
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar22, !dbg !436
  %conv.i12.i.i = zext i32 %add4.i11.i.i to i64, !dbg !436
  %cmpDim12 = icmp eq i32 2, 0, !dbg !436
  %b2s32 = select i1 %cmpDim12, i16 1, i16 5, !dbg !436
  %50 = trunc i16 %b2s32 to i8, !dbg !436
  %.demoted.zext30 = zext i8 %50 to i32, !dbg !436
  %offsetR014 = add i32 2, %.demoted.zext30, !dbg !436
  %groupId15 = extractelement <8 x i32> %r0, i32 %offsetR014, !dbg !436
  %mul.i15.i.i = mul i32 %scalar20, %groupId15, !dbg !436
  %localIdZ17 = zext i16 %localIdZ to i32, !dbg !436
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ17, 65536, !dbg !436
  %add.i17.i.i = add i32 %localIdZ17, %mul.i15.i.i, !dbg !436
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar23, !dbg !436
  %conv.i20.i.i = zext i32 %add4.i19.i.i to i64, !dbg !436
  %conv.i.i.i = zext i32 %add4.i.i.i to i64, !dbg !436
  %conv = trunc i64 %conv.i.i.i to i32, !dbg !436
  %51 = mul i32 %1, 4
  %52 = add i32 %4, %51
  %53 = mul i32 %7, 4
  %54 = add i32 %52, %53
  %55 = ptrtoint i8* %privateBase to i64
  %56 = sext i32 %54 to i64
  %57 = add i64 %55, %56
  %58 = inttoptr i64 %57 to i8*
  %59 = bitcast i8* %58 to i32*
  store i32 %conv, i32* %59, align 4, !dbg !435
  call void @llvm.dbg.declare(metadata %struct.pair_t* %69, metadata !437, metadata !DIExpression()), !dbg !446, !StorageOffset !360
  %60 = load i32, i32* %59, align 4, !dbg !447
  %61 = mul i32 %1, 8
  %62 = add i32 %4, %61
  %63 = mul i32 %7, 20
  %64 = add i32 %62, %63
  %65 = ptrtoint i8* %privateBase to i64
  %66 = sext i32 %64 to i64
  %67 = add i64 %65, %66
  %68 = inttoptr i64 %67 to i8*
  %69 = bitcast i8* %68 to %struct.pair_t*
  %70 = ptrtoint %struct.pair_t* %69 to i64, !dbg !448
  %71 = inttoptr i64 %70 to i32*, !dbg !448
  store i32 %60, i32* %71, align 4, !dbg !449
  %72 = bitcast float addrspace(1)** %14 to i64*, !dbg !450
  %73 = load i64, i64* %72, align 8, !dbg !450
  %74 = inttoptr i64 %73 to float addrspace(1)*, !dbg !450
  %75 = load i32, i32* %59, align 4, !dbg !451
  %76 = ptrtoint float addrspace(1)* %74 to i64, !dbg !450
  %idxprom = sext i32 %75 to i64, !dbg !450
  %77 = shl i64 %idxprom, 2, !dbg !450
  %78 = add i64 %76, %77, !dbg !450
  %79 = inttoptr i64 %78 to float addrspace(1)*, !dbg !450
  %80 = load float, float addrspace(1)* %79, align 4, !dbg !450
  %81 = ptrtoint %struct.pair_t* %69 to i64, !dbg !452
  %82 = add i64 %81, 4, !dbg !452
  %83 = inttoptr i64 %82 to [4 x float]*, !dbg !452
  %84 = inttoptr i64 %82 to float*, !dbg !453
  store float %80, float* %84, align 4, !dbg !454
  %85 = load i32, i32* %59, align 4, !dbg !455
  %86 = load i32, i32* %47, align 4, !dbg !457
  %cmp = icmp slt i32 %85, %86, !dbg !458
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !459

if.then:                                          ; preds = %entry
  %87 = bitcast float addrspace(1)** %14 to i64*, !dbg !460
  %88 = load i64, i64* %87, align 8, !dbg !460
  %89 = inttoptr i64 %88 to float addrspace(1)*, !dbg !460
  %90 = load i32, i32* %59, align 4, !dbg !461
  %91 = ptrtoint float addrspace(1)* %89 to i64, !dbg !460
  %idxprom5 = sext i32 %90 to i64, !dbg !460
  %92 = shl i64 %idxprom5, 2, !dbg !460
  %93 = add i64 %91, %92, !dbg !460
  %94 = inttoptr i64 %93 to float addrspace(1)*, !dbg !460
  %95 = load float, float addrspace(1)* %94, align 4, !dbg !460
  %96 = bitcast float addrspace(1)** %25 to i64*, !dbg !462
  %97 = load i64, i64* %96, align 8, !dbg !462
  %98 = inttoptr i64 %97 to float addrspace(1)*, !dbg !462
  %99 = load i32, i32* %59, align 4, !dbg !463
  %100 = ptrtoint float addrspace(1)* %98 to i64, !dbg !462
  %idxprom7 = sext i32 %99 to i64, !dbg !462
  %101 = shl i64 %idxprom7, 2, !dbg !462
  %102 = add i64 %100, %101, !dbg !462
  %103 = inttoptr i64 %102 to float addrspace(1)*, !dbg !462
  %104 = load float, float addrspace(1)* %103, align 4, !dbg !462
  %add = fadd float %95, %104, !dbg !464
  %105 = ptrtoint %struct.pair_t* %69 to i64, !dbg !465
  %106 = add i64 %105, 4, !dbg !465
  %107 = inttoptr i64 %106 to [4 x float]*, !dbg !465
  %108 = inttoptr i64 %106 to float*, !dbg !466
  %109 = load float, float* %108, align 4, !dbg !466
  %add11 = fadd float %add, %109, !dbg !467
  %110 = bitcast float addrspace(1)** %36 to i64*, !dbg !468
  %111 = load i64, i64* %110, align 8, !dbg !468
  %112 = inttoptr i64 %111 to float addrspace(1)*, !dbg !468
  %113 = load i32, i32* %59, align 4, !dbg !469
  %114 = ptrtoint float addrspace(1)* %112 to i64, !dbg !468
  %idxprom12 = sext i32 %113 to i64, !dbg !468
  %115 = shl i64 %idxprom12, 2, !dbg !468
  %116 = add i64 %114, %115, !dbg !468
  %117 = inttoptr i64 %116 to float addrspace(1)*, !dbg !468
  store float %add11, float addrspace(1)* %117, align 4, !dbg !470
  br label %if.end, !dbg !468

entry.if.end_crit_edge:                           ; preds = %entry
  br label %if.end, !dbg !459

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  ret void, !dbg !471
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
!igc.functions = !{!349, !352, !369, !372}
!opencl.ocl.version = !{!374, !374, !374, !374, !374}
!opencl.spir.version = !{!374, !374, !374, !374, !374}
!llvm.ident = !{!375, !375, !375, !375, !375}
!printf.strings = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "vadd.cl", directory: "/build/hdwarf/testdata/src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"ModuleMD", !6, !7, !66, !215, !245, !261, !278, !288, !290, !291, !302, !303, !304, !305, !309, !310, !311, !312, !313, !314, !315, !316, !317, !318, !319, !320, !322, !326, !327, !328, !329, !330, !331, !332, !159, !333, !342, !344, !347, !348}
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
!27 = !{!"GreaterThan4GBBufferRequired", i1 true}
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
!265 = !{!"forcedSIMDSize", i8 16}
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
!333 = !{!"PrivateMemoryPerFG", !334, !335, !336, !337, !338, !339, !340, !341}
!334 = !{!"PrivateMemoryPerFGMap[0]", i32 (i32, i32 addrspace(1)*)* @helper}
!335 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!336 = !{!"PrivateMemoryPerFGMap[1]", void ()* @Intel_Symbol_Table_Void_Program}
!337 = !{!"PrivateMemoryPerFGValue[1]", i32 0}
!338 = !{!"PrivateMemoryPerFGMap[2]", void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32, i32)* @vadd}
!339 = !{!"PrivateMemoryPerFGValue[2]", i32 56}
!340 = !{!"PrivateMemoryPerFGMap[3]", void (i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32)* @k2}
!341 = !{!"PrivateMemoryPerFGValue[3]", i32 112}
!342 = !{!"capabilities", !343}
!343 = !{!"globalVariableDecorationsINTEL", i1 false}
!344 = !{!"m_ShaderResourceViewMcsMask", !345, !346}
!345 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!346 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!347 = !{!"computedDepthMode", i32 0}
!348 = !{!"isHDCFastClearShader", i1 false}
!349 = !{i32 (i32, i32 addrspace(1)*)* @helper, !350}
!350 = !{!351}
!351 = !{!"function_type", i32 2}
!352 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32, i32)* @vadd, !353}
!353 = !{!354, !355}
!354 = !{!"function_type", i32 0}
!355 = !{!"implicit_arg_desc", !356, !357, !358, !359, !360, !361, !362, !363, !365, !367}
!356 = !{i32 0}
!357 = !{i32 1}
!358 = !{i32 6}
!359 = !{i32 7}
!360 = !{i32 8}
!361 = !{i32 9}
!362 = !{i32 12}
!363 = !{i32 14, !364}
!364 = !{!"explicit_arg_num", i32 0}
!365 = !{i32 14, !366}
!366 = !{!"explicit_arg_num", i32 1}
!367 = !{i32 14, !368}
!368 = !{!"explicit_arg_num", i32 2}
!369 = !{void (i32 addrspace(1)*, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32)* @k2, !370}
!370 = !{!354, !371}
!371 = !{!"implicit_arg_desc", !356, !357, !358, !359, !360, !361, !362, !363}
!372 = !{void ()* @Intel_Symbol_Table_Void_Program, !373}
!373 = !{!354}
!374 = !{i32 2, i32 0}
!375 = !{!"Debian clang version 14.0.6"}
!376 = distinct !DISubprogram(name: "k2", scope: null, file: !1, line: 8, type: !377, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !381, retainedNodes: !381)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !379}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!380 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!381 = !{}
!382 = !DILocation(line: 8, scope: !376)
!383 = !DILocalVariable(name: "p", arg: 1, scope: !376, file: !1, line: 8, type: !379)
!384 = !DILocation(line: 8, column: 32, scope: !376)
!385 = !DILocalVariable(name: "v", scope: !376, file: !1, line: 8, type: !380)
!386 = !DILocation(line: 8, column: 41, scope: !376)
!387 = !{i32 4}
!388 = !DILocation(line: 8, column: 57, scope: !376)
!389 = !DILocation(line: 8, column: 52, scope: !376)
!390 = !DILocation(line: 8, column: 75, scope: !376)
!391 = !DILocation(line: 8, column: 45, scope: !376)
!392 = !DILocation(line: 8, column: 86, scope: !376)
!393 = !DILocation(line: 8, column: 79, scope: !376)
!394 = !DILocation(line: 8, column: 84, scope: !376)
!395 = !DILocation(line: 8, column: 89, scope: !376)
!396 = distinct !DISubprogram(name: "helper", scope: null, file: !1, line: 2, type: !397, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !381, retainedNodes: !381)
!397 = !DISubroutineType(types: !398)
!398 = !{!380, !380, !379}
!399 = !DILocation(line: 2, scope: !396)
!400 = !DILocalVariable(name: "x", arg: 1, scope: !396, file: !1, line: 2, type: !380)
!401 = !DILocation(line: 2, column: 16, scope: !396)
!402 = !DILocalVariable(name: "p", arg: 2, scope: !396, file: !1, line: 2, type: !379)
!403 = !DILocation(line: 2, column: 33, scope: !396)
!404 = !DILocalVariable(name: "t", scope: !396, file: !1, line: 2, type: !380)
!405 = !DILocation(line: 2, column: 42, scope: !396)
!406 = !DILocation(line: 2, column: 46, scope: !396)
!407 = !DILocation(line: 2, column: 48, scope: !396)
!408 = !DILocation(line: 2, column: 60, scope: !396)
!409 = !DILocation(line: 2, column: 53, scope: !396)
!410 = !DILocation(line: 2, column: 55, scope: !396)
!411 = !DILocation(line: 2, column: 58, scope: !396)
!412 = !DILocation(line: 2, column: 70, scope: !396)
!413 = !DILocation(line: 2, column: 72, scope: !396)
!414 = !DILocation(line: 2, column: 63, scope: !396)
!415 = distinct !DISubprogram(name: "vadd", scope: null, file: !1, line: 3, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !381, retainedNodes: !381)
!416 = !DISubroutineType(types: !417)
!417 = !{null, !418, !418, !421, !380}
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !419, size: 64)
!419 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !420)
!420 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !420, size: 64)
!422 = !DILocation(line: 3, scope: !415)
!423 = !DILocalVariable(name: "a", arg: 1, scope: !415, file: !1, line: 3, type: !418)
!424 = !DILocation(line: 3, column: 42, scope: !415)
!425 = !{i32 32}
!426 = !DILocalVariable(name: "b", arg: 2, scope: !415, file: !1, line: 3, type: !418)
!427 = !DILocation(line: 3, column: 67, scope: !415)
!428 = !{i32 40}
!429 = !DILocalVariable(name: "c", arg: 3, scope: !415, file: !1, line: 3, type: !421)
!430 = !DILocation(line: 3, column: 86, scope: !415)
!431 = !{i32 48}
!432 = !DILocalVariable(name: "n", arg: 4, scope: !415, file: !1, line: 3, type: !380)
!433 = !DILocation(line: 3, column: 93, scope: !415)
!434 = !DILocalVariable(name: "i", scope: !415, file: !1, line: 4, type: !380)
!435 = !DILocation(line: 4, column: 7, scope: !415)
!436 = !DILocation(line: 4, column: 11, scope: !415)
!437 = !DILocalVariable(name: "pr", scope: !415, file: !1, line: 5, type: !438)
!438 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair_t", file: !1, baseType: !439)
!439 = !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 1, size: 160, elements: !440)
!440 = !{!441, !442}
!441 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !439, file: !1, line: 1, baseType: !380, size: 32, flags: DIFlagPublic)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !439, file: !1, line: 1, baseType: !443, size: 128, offset: 32, flags: DIFlagPublic)
!443 = !DICompositeType(tag: DW_TAG_array_type, baseType: !420, size: 128, elements: !444)
!444 = !{!445}
!445 = !DISubrange(count: 4, lowerBound: 0)
!446 = !DILocation(line: 5, column: 10, scope: !415)
!447 = !DILocation(line: 5, column: 21, scope: !415)
!448 = !DILocation(line: 5, column: 17, scope: !415)
!449 = !DILocation(line: 5, column: 19, scope: !415)
!450 = !DILocation(line: 5, column: 34, scope: !415)
!451 = !DILocation(line: 5, column: 36, scope: !415)
!452 = !DILocation(line: 5, column: 27, scope: !415)
!453 = !DILocation(line: 5, column: 24, scope: !415)
!454 = !DILocation(line: 5, column: 32, scope: !415)
!455 = !DILocation(line: 6, column: 7, scope: !456)
!456 = distinct !DILexicalBlock(scope: !415, file: !1, line: 6, column: 7)
!457 = !DILocation(line: 6, column: 11, scope: !456)
!458 = !DILocation(line: 6, column: 9, scope: !456)
!459 = !DILocation(line: 6, column: 7, scope: !415)
!460 = !DILocation(line: 6, column: 21, scope: !456)
!461 = !DILocation(line: 6, column: 23, scope: !456)
!462 = !DILocation(line: 6, column: 28, scope: !456)
!463 = !DILocation(line: 6, column: 30, scope: !456)
!464 = !DILocation(line: 6, column: 26, scope: !456)
!465 = !DILocation(line: 6, column: 38, scope: !456)
!466 = !DILocation(line: 6, column: 35, scope: !456)
!467 = !DILocation(line: 6, column: 33, scope: !456)
!468 = !DILocation(line: 6, column: 14, scope: !456)
!469 = !DILocation(line: 6, column: 16, scope: !456)
!470 = !DILocation(line: 6, column: 19, scope: !456)
!471 = !DILocation(line: 7, column: 1, scope: !415)
