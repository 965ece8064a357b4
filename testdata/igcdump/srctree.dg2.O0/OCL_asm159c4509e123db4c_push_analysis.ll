; ------------------------------------------------
; OCL_asm159c4509e123db4c_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

%struct.point = type { <2 x float>, i32 }

@weights = addrspace(2) constant [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], align 4, !dbg !0
@__MadEnable = local_unnamed_addr addrspace(2) constant i32 0, align 4
@llvm.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(2)* bitcast ([3 x float] addrspace(2)* @weights to i8 addrspace(2)*) to i8*)], section "llvm.metadata"

define spir_kernel void @Intel_Symbol_Table_Void_Program() {
entry:
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @srctree(<4 x float> addrspace(1)* %in, float addrspace(1)* %out, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !378 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !391, metadata !DIExpression()), !dbg !392
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !392
  %scalar20 = extractelement <8 x i32> %payloadHeader, i32 0
  %scalar21 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar22 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %scalar18 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar19 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %3 = mul i32 %2, 24
  %4 = mul i32 %1, 8
  %5 = add i32 %3, %4
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)
  %7 = bitcast i8* %6 to <4 x float> addrspace(1)**
  %8 = bitcast <4 x float> addrspace(1)** %7 to i64*
  %9 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)* %in)
  %10 = extractvalue { i32, i32 } %9, 0
  %11 = extractvalue { i32, i32 } %9, 1
  %12 = insertelement <2 x i32> undef, i32 %10, i32 0
  %13 = insertelement <2 x i32> %12, i32 %11, i32 1
  %14 = bitcast i64* %8 to <2 x i32>*
  store <2 x i32> %13, <2 x i32>* %14, align 8
  call void @llvm.dbg.declare(metadata <4 x float> addrspace(1)** %7, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !394, !StorageOffset !395, !StorageSize !366
  %15 = mul i32 %2, 32
  %16 = mul i32 %1, 8
  %17 = add i32 %15, %16
  %18 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %17)
  %19 = bitcast i8* %18 to float addrspace(1)**
  %20 = bitcast float addrspace(1)** %19 to i64*
  %21 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %out)
  %22 = extractvalue { i32, i32 } %21, 0
  %23 = extractvalue { i32, i32 } %21, 1
  %24 = insertelement <2 x i32> undef, i32 %22, i32 0
  %25 = insertelement <2 x i32> %24, i32 %23, i32 1
  %26 = bitcast i64* %20 to <2 x i32>*
  store <2 x i32> %25, <2 x i32>* %26, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %19, metadata !396, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !397, !StorageOffset !398, !StorageSize !366
  %27 = mul i32 %2, 0
  %28 = mul i32 %1, 4
  %29 = add i32 %27, %28
  %30 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %29)
  %31 = bitcast i8* %30 to i32*
  store i32 %n, i32* %31, align 4
  call void @llvm.dbg.declare(metadata i32* %31, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !400, !StorageOffset !362, !StorageSize !401
  call void @llvm.dbg.declare(metadata i32* %36, metadata !402, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !403, !StorageOffset !401, !StorageSize !401
  %cmpDim = icmp eq i32 0, 0, !dbg !404
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !404
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !404
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !404
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !404
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !404
  %localIdX3 = zext i16 %localIdX to i32, !dbg !404
  %cmp11.i.i.i.i = icmp ult i32 %localIdX3, 65536, !dbg !404
  %add.i.i.i = add i32 %localIdX3, %mul.i.i.i, !dbg !404
  %add4.i.i.i = add i32 %add.i.i.i, %scalar20, !dbg !404
  %cmpDim4 = icmp eq i32 1, 0, !dbg !404
  %tmpOffsetR05 = select i1 %cmpDim4, i8 1, i8 5, !dbg !404
  %.demoted.zext37 = zext i8 %tmpOffsetR05 to i32, !dbg !404
  %offsetR06 = add i32 1, %.demoted.zext37, !dbg !404
  %groupId7 = extractelement <8 x i32> %r0, i32 %offsetR06, !dbg !404
  %mul.i7.i.i = mul i32 %scalar18, %groupId7, !dbg !404
  %localIdY9 = zext i16 %localIdY to i32, !dbg !404
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY9, 65536, !dbg !404
  %add.i9.i.i = add i32 %localIdY9, %mul.i7.i.i, !dbg !404
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar21, !dbg !404
  %cmpDim11 = icmp eq i32 2, 0, !dbg !404
  %tmpOffsetR012 = select i1 %cmpDim11, i8 1, i8 5, !dbg !404
  %.demoted.zext38 = zext i8 %tmpOffsetR012 to i32, !dbg !404
  %offsetR013 = add i32 2, %.demoted.zext38, !dbg !404
  %groupId14 = extractelement <8 x i32> %r0, i32 %offsetR013, !dbg !404
  %mul.i15.i.i = mul i32 %scalar19, %groupId14, !dbg !404
  %localIdZ16 = zext i16 %localIdZ to i32, !dbg !404
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ16, 65536, !dbg !404
  %add.i17.i.i = add i32 %localIdZ16, %mul.i15.i.i, !dbg !404
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar22, !dbg !404
  %32 = mul i32 %2, 4
  %33 = mul i32 %1, 4
  %34 = add i32 %32, %33
  %35 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %34)
  %36 = bitcast i8* %35 to i32*
  store i32 %add4.i.i.i, i32* %36, align 4, !dbg !403
  call void @llvm.dbg.declare(metadata %struct.point* %87, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !415, !StorageOffset !416, !StorageSize !417
  %37 = bitcast <4 x float> addrspace(1)** %7 to i64*, !dbg !418
  %38 = bitcast i64* %37 to <2 x i32>*, !dbg !418
  %39 = load <2 x i32>, <2 x i32>* %38, align 8, !dbg !418
  %40 = extractelement <2 x i32> %39, i32 0, !dbg !418
  %41 = extractelement <2 x i32> %39, i32 1, !dbg !418
  %42 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %40, i32 %41), !dbg !418
  %43 = load i32, i32* %36, align 4, !dbg !419
  %44 = ashr i32 %43, 31, !dbg !418
  %45 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)* %42), !dbg !418
  %46 = extractvalue { i32, i32 } %45, 0, !dbg !418
  %47 = extractvalue { i32, i32 } %45, 1, !dbg !418
  %48 = shl i32 %43, 4, !dbg !418
  %49 = lshr i32 %43, 28, !dbg !418
  %50 = shl i32 %44, 4, !dbg !418
  %51 = or i32 %50, %49, !dbg !418
  %52 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %46, i32 %47, i32 %48, i32 %51), !dbg !418
  %53 = extractvalue { i32, i32 } %52, 0, !dbg !418
  %54 = extractvalue { i32, i32 } %52, 1, !dbg !418
  %55 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %53, i32 %54), !dbg !418
  %56 = load <4 x float>, <4 x float> addrspace(1)* %55, align 16, !dbg !418
  %scalar28 = extractelement <4 x float> %56, i32 0, !dbg !418
  %scalar29 = extractelement <4 x float> %56, i32 1, !dbg !418
  %scalar30 = extractelement <4 x float> %56, i32 2, !dbg !418
  %scalar31 = extractelement <4 x float> %56, i32 3, !dbg !418
  %57 = bitcast <4 x float> addrspace(1)** %7 to i64*, !dbg !420
  %58 = bitcast i64* %57 to <2 x i32>*, !dbg !420
  %59 = load <2 x i32>, <2 x i32>* %58, align 8, !dbg !420
  %60 = extractelement <2 x i32> %59, i32 0, !dbg !420
  %61 = extractelement <2 x i32> %59, i32 1, !dbg !420
  %62 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %60, i32 %61), !dbg !420
  %63 = load i32, i32* %36, align 4, !dbg !421
  %64 = ashr i32 %63, 31, !dbg !420
  %65 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)* %62), !dbg !420
  %66 = extractvalue { i32, i32 } %65, 0, !dbg !420
  %67 = extractvalue { i32, i32 } %65, 1, !dbg !420
  %68 = shl i32 %63, 4, !dbg !420
  %69 = lshr i32 %63, 28, !dbg !420
  %70 = shl i32 %64, 4, !dbg !420
  %71 = or i32 %70, %69, !dbg !420
  %72 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %66, i32 %67, i32 %68, i32 %71), !dbg !420
  %73 = extractvalue { i32, i32 } %72, 0, !dbg !420
  %74 = extractvalue { i32, i32 } %72, 1, !dbg !420
  %75 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %73, i32 %74), !dbg !420
  %76 = load <4 x float>, <4 x float> addrspace(1)* %75, align 16, !dbg !420
  %scalar32 = extractelement <4 x float> %76, i32 0, !dbg !420
  %scalar33 = extractelement <4 x float> %76, i32 1, !dbg !420
  %scalar34 = extractelement <4 x float> %76, i32 2, !dbg !420
  %scalar35 = extractelement <4 x float> %76, i32 3, !dbg !420
  %assembled.vect = insertelement <2 x float> undef, float %scalar28, i32 0, !dbg !422
  %assembled.vect36 = insertelement <2 x float> %assembled.vect, float %scalar33, i32 1, !dbg !422
  %77 = mul i32 %2, 56
  %78 = mul i32 %1, 8
  %79 = add i32 %77, %78
  %80 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %79)
  %81 = bitcast i8* %80 to <2 x float>*
  store <2 x float> %assembled.vect36, <2 x float>* %81, align 8, !dbg !423
  %82 = load <2 x float>, <2 x float>* %81, align 8, !dbg !423
  %83 = mul i32 %2, 40
  %84 = mul i32 %1, 16
  %85 = add i32 %83, %84
  %86 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %85)
  %87 = bitcast i8* %86 to %struct.point*
  %88 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %87), !dbg !424
  %89 = extractvalue { i32, i32 } %88, 0, !dbg !424
  %90 = extractvalue { i32, i32 } %88, 1, !dbg !424
  %91 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %89, i32 %90, i32 0, i32 0), !dbg !424
  %92 = extractvalue { i32, i32 } %91, 0, !dbg !424
  %93 = extractvalue { i32, i32 } %91, 1, !dbg !424
  %94 = call <2 x float>* @llvm.genx.GenISA.pair.to.ptr.p0v2f32(i32 %92, i32 %93), !dbg !424
  store <2 x float> %82, <2 x float>* %94, align 8, !dbg !425
  %95 = load i32, i32* %36, align 4, !dbg !426
  %96 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %87), !dbg !427
  %97 = extractvalue { i32, i32 } %96, 0, !dbg !427
  %98 = extractvalue { i32, i32 } %96, 1, !dbg !427
  %99 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %97, i32 %98, i32 8, i32 0), !dbg !427
  %100 = extractvalue { i32, i32 } %99, 0, !dbg !427
  %101 = extractvalue { i32, i32 } %99, 1, !dbg !427
  %102 = call i32* @llvm.genx.GenISA.pair.to.ptr.p0i32(i32 %100, i32 %101), !dbg !427
  store i32 %95, i32* %102, align 8, !dbg !428
  call void @llvm.dbg.declare(metadata <4 x float>* %127, metadata !429, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !430, !StorageOffset !431, !StorageSize !417
  %103 = bitcast <4 x float> addrspace(1)** %7 to i64*, !dbg !432
  %104 = bitcast i64* %103 to <2 x i32>*, !dbg !432
  %105 = load <2 x i32>, <2 x i32>* %104, align 8, !dbg !432
  %106 = extractelement <2 x i32> %105, i32 0, !dbg !432
  %107 = extractelement <2 x i32> %105, i32 1, !dbg !432
  %108 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %106, i32 %107), !dbg !432
  %109 = load i32, i32* %36, align 4, !dbg !433
  %110 = ashr i32 %109, 31, !dbg !432
  %111 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)* %108), !dbg !432
  %112 = extractvalue { i32, i32 } %111, 0, !dbg !432
  %113 = extractvalue { i32, i32 } %111, 1, !dbg !432
  %114 = shl i32 %109, 4, !dbg !432
  %115 = lshr i32 %109, 28, !dbg !432
  %116 = shl i32 %110, 4, !dbg !432
  %117 = or i32 %116, %115, !dbg !432
  %118 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %112, i32 %113, i32 %114, i32 %117), !dbg !432
  %119 = extractvalue { i32, i32 } %118, 0, !dbg !432
  %120 = extractvalue { i32, i32 } %118, 1, !dbg !432
  %121 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %119, i32 %120), !dbg !432
  %122 = load <4 x float>, <4 x float> addrspace(1)* %121, align 16, !dbg !432
  %123 = mul i32 %2, 64
  %124 = mul i32 %1, 16
  %125 = add i32 %123, %124
  %126 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %125)
  %127 = bitcast i8* %126 to <4 x float>*
  store <4 x float> %122, <4 x float>* %127, align 16, !dbg !430
  call void @llvm.dbg.declare(metadata float* %132, metadata !434, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !435, !StorageOffset !366, !StorageSize !401
  %128 = mul i32 %2, 8
  %129 = mul i32 %1, 4
  %130 = add i32 %128, %129
  %131 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %130)
  %132 = bitcast i8* %131 to float*
  store float 0.000000e+00, float* %132, align 4, !dbg !435
  call void @llvm.dbg.declare(metadata i32* %137, metadata !436, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !438, !StorageOffset !368, !StorageSize !401
  %133 = mul i32 %2, 12
  %134 = mul i32 %1, 4
  %135 = add i32 %133, %134
  %136 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %135)
  %137 = bitcast i8* %136 to i32*
  store i32 0, i32* %137, align 4, !dbg !438
  %138 = mul i32 %2, 16
  %139 = mul i32 %1, 4
  %140 = add i32 %138, %139
  %141 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %140)
  %142 = bitcast i8* %141 to float*
  br label %for.cond, !dbg !439

for.cond:                                         ; preds = %for.inc, %entry
  %143 = load i32, i32* %137, align 4, !dbg !440
  %144 = load i32, i32* %31, align 4, !dbg !442
  %cmp = icmp slt i32 %143, %144, !dbg !443
  br i1 %cmp, label %for.body, label %for.end, !dbg !444

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata float* %142, metadata !445, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !447, !StorageOffset !417, !StorageSize !401
  %145 = load <4 x float>, <4 x float>* %127, align 16, !dbg !448
  %call7 = call spir_func float @mid2(%struct.point* byval(%struct.point) %87, <4 x float> %145) #6, !dbg !449
  store float %call7, float* %142, align 4, !dbg !447
  %146 = load float, float* %142, align 4, !dbg !450
  %147 = load float, float* %132, align 4, !dbg !451
  %add = fadd float %147, %146, !dbg !451
  store float %add, float* %132, align 4, !dbg !451
  br label %for.inc, !dbg !452

for.inc:                                          ; preds = %for.body
  %148 = load i32, i32* %137, align 4, !dbg !453
  %inc = add nsw i32 %148, 1, !dbg !453
  store i32 %inc, i32* %137, align 4, !dbg !453
  br label %for.cond, !dbg !454

for.end:                                          ; preds = %for.cond
  %149 = load float, float* %132, align 4, !dbg !455
  %150 = bitcast float addrspace(1)** %19 to i64*, !dbg !456
  %151 = bitcast i64* %150 to <2 x i32>*, !dbg !456
  %152 = load <2 x i32>, <2 x i32>* %151, align 8, !dbg !456
  %153 = extractelement <2 x i32> %152, i32 0, !dbg !456
  %154 = extractelement <2 x i32> %152, i32 1, !dbg !456
  %155 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %153, i32 %154), !dbg !456
  %156 = load i32, i32* %36, align 4, !dbg !457
  %157 = ashr i32 %156, 31, !dbg !456
  %158 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %155), !dbg !456
  %159 = extractvalue { i32, i32 } %158, 0, !dbg !456
  %160 = extractvalue { i32, i32 } %158, 1, !dbg !456
  %161 = shl i32 %156, 2, !dbg !456
  %162 = lshr i32 %156, 30, !dbg !456
  %163 = shl i32 %157, 2, !dbg !456
  %164 = or i32 %163, %162, !dbg !456
  %165 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %159, i32 %160, i32 %161, i32 %164), !dbg !456
  %166 = extractvalue { i32, i32 } %165, 0, !dbg !456
  %167 = extractvalue { i32, i32 } %165, 1, !dbg !456
  %168 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %166, i32 %167), !dbg !456
  store float %149, float addrspace(1)* %168, align 4, !dbg !458
  ret void, !dbg !459
}

; Function Attrs: convergent noinline nounwind optnone
define internal spir_func float @mid2(%struct.point*  byval(%struct.point) %p, <4 x float> %v) #1 !dbg !460 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !463, metadata !DIExpression()), !dbg !464
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !464
  call void @llvm.dbg.declare(metadata %struct.point* %p, metadata !465, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !466
  %3 = mul i32 %2, 16
  %4 = mul i32 %1, 16
  %5 = add i32 %3, %4
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)
  %7 = bitcast i8* %6 to <4 x float>*
  store <4 x float> %v, <4 x float>* %7, align 16
  call void @llvm.dbg.declare(metadata <4 x float>* %7, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !468, !StorageOffset !417, !StorageSize !417
  call void @llvm.dbg.declare(metadata float* %14, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !470, !StorageOffset !362, !StorageSize !401
  %8 = load <4 x float>, <4 x float>* %7, align 16, !dbg !471
  %scalar = extractelement <4 x float> %8, i32 0, !dbg !471
  %scalar1 = extractelement <4 x float> %8, i32 1, !dbg !471
  %scalar2 = extractelement <4 x float> %8, i32 2, !dbg !471
  %scalar3 = extractelement <4 x float> %8, i32 3, !dbg !471
  %9 = load <4 x float>, <4 x float>* %7, align 16, !dbg !472
  %scalar4 = extractelement <4 x float> %9, i32 0, !dbg !472
  %scalar5 = extractelement <4 x float> %9, i32 1, !dbg !472
  %scalar6 = extractelement <4 x float> %9, i32 2, !dbg !472
  %scalar7 = extractelement <4 x float> %9, i32 3, !dbg !472
  %add = fadd float %scalar, %scalar5, !dbg !473
  %10 = mul i32 %2, 0
  %11 = mul i32 %1, 4
  %12 = add i32 %10, %11
  %13 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %12)
  %14 = bitcast i8* %13 to float*
  store float %add, float* %14, align 4, !dbg !470
  call void @llvm.dbg.declare(metadata i32* %27, metadata !474, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !476, !StorageOffset !401, !StorageSize !401
  %15 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %p), !dbg !477
  %16 = extractvalue { i32, i32 } %15, 0, !dbg !477
  %17 = extractvalue { i32, i32 } %15, 1, !dbg !477
  %18 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %16, i32 %17, i32 8, i32 0), !dbg !477
  %19 = extractvalue { i32, i32 } %18, 0, !dbg !477
  %20 = extractvalue { i32, i32 } %18, 1, !dbg !477
  %21 = call i32* @llvm.genx.GenISA.pair.to.ptr.p0i32(i32 %19, i32 %20), !dbg !477
  %22 = load i32, i32* %21, align 8, !dbg !477
  %mul = mul nsw i32 %22, 2, !dbg !478
  %23 = mul i32 %2, 4
  %24 = mul i32 %1, 4
  %25 = add i32 %23, %24
  %26 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %25)
  %27 = bitcast i8* %26 to i32*
  store i32 %mul, i32* %27, align 4, !dbg !476
  %28 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %p), !dbg !479
  %29 = extractvalue { i32, i32 } %28, 0, !dbg !479
  %30 = extractvalue { i32, i32 } %28, 1, !dbg !479
  %31 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %29, i32 %30, i32 0, i32 0), !dbg !479
  %32 = extractvalue { i32, i32 } %31, 0, !dbg !479
  %33 = extractvalue { i32, i32 } %31, 1, !dbg !479
  %34 = call <2 x float>* @llvm.genx.GenISA.pair.to.ptr.p0v2f32(i32 %32, i32 %33), !dbg !479
  %35 = load <2 x float>, <2 x float>* %34, align 8, !dbg !480
  %scalar8 = extractelement <2 x float> %35, i32 0, !dbg !480
  %scalar9 = extractelement <2 x float> %35, i32 1, !dbg !480
  %36 = load i32, i32* %27, align 4, !dbg !481
  %call = call spir_func float @leaf2(float %scalar8, i32 %36) #6, !dbg !482
  %37 = load float, float* %14, align 4, !dbg !483
  %add1 = fadd float %37, %call, !dbg !483
  store float %add1, float* %14, align 4, !dbg !483
  %38 = load float, float* %14, align 4, !dbg !484
  ret float %38, !dbg !485
}

; Function Attrs: convergent noinline nounwind optnone
define internal spir_func float @leaf2(float %x, i32 %k) #1 !dbg !486 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !489, metadata !DIExpression()), !dbg !490
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !490
  %3 = mul i32 %2, 4
  %4 = mul i32 %1, 4
  %5 = add i32 %3, %4
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)
  %7 = bitcast i8* %6 to float*
  store float %x, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !491, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !492, !StorageOffset !401, !StorageSize !401
  %8 = mul i32 %2, 8
  %9 = mul i32 %1, 4
  %10 = add i32 %8, %9
  %11 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %10)
  %12 = bitcast i8* %11 to i32*
  store i32 %k, i32* %12, align 4
  call void @llvm.dbg.declare(metadata i32* %12, metadata !493, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494, !StorageOffset !366, !StorageSize !401
  call void @llvm.dbg.declare(metadata float* %18, metadata !495, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !496, !StorageOffset !368, !StorageSize !401
  %13 = load float, float* %7, align 4, !dbg !497
  %14 = mul i32 %2, 12
  %15 = mul i32 %1, 4
  %16 = add i32 %14, %15
  %17 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %16)
  %18 = bitcast i8* %17 to float*
  store float %13, float* %18, align 4, !dbg !496
  call void @llvm.dbg.declare(metadata i32* %23, metadata !498, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !500, !StorageOffset !417, !StorageSize !401
  %19 = mul i32 %2, 16
  %20 = mul i32 %1, 4
  %21 = add i32 %19, %20
  %22 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %21)
  %23 = bitcast i8* %22 to i32*
  store i32 0, i32* %23, align 4, !dbg !500
  %24 = mul i32 %2, 0
  %25 = mul i32 %1, 4
  %26 = add i32 %24, %25
  %27 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %26)
  %28 = bitcast i8* %27 to i32*
  %29 = mul i32 %2, 20
  %30 = mul i32 %1, 4
  %31 = add i32 %29, %30
  %32 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %31)
  %33 = bitcast i8* %32 to float*
  br label %for.cond, !dbg !501

for.cond:                                         ; preds = %for.inc, %entry
  %34 = load i32, i32* %23, align 4, !dbg !502
  %35 = load i32, i32* %12, align 4, !dbg !504
  %cmp = icmp slt i32 %34, %35, !dbg !505
  br i1 %cmp, label %for.body, label %for.end, !dbg !506

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata float* %33, metadata !507, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !509, !StorageOffset !510, !StorageSize !401
  %36 = load i32, i32* %23, align 4, !dbg !511
  %shr1.i = ashr i32 %36, 31, !dbg !512
  %add2.i = add nsw i32 %shr1.i, %36, !dbg !512
  %xor3.i = xor i32 %add2.i, %shr1.i, !dbg !512
  %37 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 3) #6, !dbg !512
  %conv.i = fptoui float %37 to i32, !dbg !512
  %sub.i = sub i32 3, %conv.i, !dbg !512
  %38 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub.i) #6, !dbg !512
  %39 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %xor3.i) #6, !dbg !512
  %conv6.i = fptoui float %39 to i32, !dbg !512
  %sub7.i = sub i32 %xor3.i, %conv6.i, !dbg !512
  %40 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub7.i) #6, !dbg !512
  %div.i = fdiv float 1.000000e+00, %37, !dbg !512, !fpmath !513
  %41 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %div.i, float 0xBE98000000000000, float %div.i) #6, !dbg !512
  %42 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %39, float %41) #6, !dbg !512
  %conv11.i = fptoui float %42 to i32, !dbg !512
  %43 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %conv11.i) #6, !dbg !512
  %sub13.i = fsub float -0.000000e+00, %37, !dbg !512
  %44 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %sub13.i, float %43, float %39) #6, !dbg !512
  %sub15.i = fsub float -0.000000e+00, %38, !dbg !512
  %45 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %sub15.i, float %43, float %40) #6, !dbg !512
  %46 = call float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float %44, float %45) #6, !dbg !512
  %47 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %41, float %46) #6, !dbg !512
  %conv19.i = fptoui float %47 to i32, !dbg !512
  %add20.i = add i32 %conv19.i, %conv11.i, !dbg !512
  %mul.i3 = mul i32 %add20.i, 3, !dbg !512
  %sub22.i = sub i32 %xor3.i, %mul.i3, !dbg !512
  %cmp.i = icmp uge i32 %sub22.i, 3, !dbg !512
  %cond.i = sext i1 %cmp.i to i32, !dbg !512
  %and.i = and i32 %cond.i, 1, !dbg !512
  %and25.i = and i32 3, %cond.i, !dbg !512
  %sub26.i = add i32 %sub22.i, %shr1.i, !dbg !512
  %add27.i = sub i32 %sub26.i, %and25.i, !dbg !512
  %xor28.i = xor i32 %add27.i, %shr1.i, !dbg !512
  store i32 %xor28.i, i32* %28, align 4, !dbg !512, !tbaa !514
  %add24.i = add i32 %add20.i, %shr1.i, !dbg !512
  %add29.i = add i32 %add24.i, %and.i, !dbg !512
  %xor30.i = xor i32 %add29.i, %shr1.i, !dbg !512
  %rem2 = load i32, i32* %28, align 4, !dbg !512
  %48 = ashr i32 %rem2, 31, !dbg !518
  %49 = shl i32 %rem2, 2, !dbg !518
  %50 = lshr i32 %rem2, 30, !dbg !518
  %51 = shl i32 %48, 2, !dbg !518
  %52 = or i32 %51, %50, !dbg !518
  %53 = ptrtoint [3 x float] addrspace(2)* @weights to i64, !dbg !518
  %54 = bitcast i64 %53 to <2 x i32>, !dbg !518
  %55 = extractelement <2 x i32> %54, i32 0, !dbg !518
  %56 = ptrtoint [3 x float] addrspace(2)* @weights to i64, !dbg !518
  %57 = bitcast i64 %56 to <2 x i32>, !dbg !518
  %58 = extractelement <2 x i32> %57, i32 1, !dbg !518
  %59 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %55, i32 %58, i32 %49, i32 %52), !dbg !518
  %60 = extractvalue { i32, i32 } %59, 0, !dbg !518
  %61 = extractvalue { i32, i32 } %59, 1, !dbg !518
  %62 = call float addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2f32(i32 %60, i32 %61), !dbg !518
  %63 = call <1 x float> addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2v1f32(i32 %60, i32 %61), !dbg !518
  %64 = load <1 x float>, <1 x float> addrspace(2)* %63, align 4, !dbg !518
  %65 = extractelement <1 x float> %64, i32 0, !dbg !518
  %66 = load float, float addrspace(2)* %62, align 4, !dbg !518
  store float %65, float* %33, align 4, !dbg !509
  %67 = load float, float* %33, align 4, !dbg !519
  %68 = load float, float* %7, align 4, !dbg !520
  %69 = load float, float* %18, align 4, !dbg !521
  %mul.i = fmul float %67, %68, !dbg !521
  %add.i = fadd float %mul.i, %69, !dbg !521
  %70 = call float @llvm.fma.f32(float %67, float %68, float %69) #6, !dbg !521
  store float %70, float* %18, align 4, !dbg !521
  br label %for.inc, !dbg !522

for.inc:                                          ; preds = %for.body
  %71 = load i32, i32* %23, align 4, !dbg !523
  %inc = add nsw i32 %71, 1, !dbg !523
  store i32 %inc, i32* %23, align 4, !dbg !523
  br label %for.cond, !dbg !524

for.end:                                          ; preds = %for.cond
  %72 = load float, float* %18, align 4, !dbg !525
  ret float %72, !dbg !526
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #3

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float, float, float) #5

; Function Desc: 
; Output: result
; Arg 0: input
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float, float) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float, float) #5

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

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)*) #5

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)*) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32, i32) #5

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
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point*) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare <2 x float>* @llvm.genx.GenISA.pair.to.ptr.p0v2f32(i32, i32) #5

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
declare float addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2f32(i32, i32) #5

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare <1 x float> addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2v1f32(i32, i32) #5

attributes #0 = { convergent noinline nounwind optnone }
attributes #1 = { convergent noinline nounwind optnone "visaStackCall" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { inaccessiblememonly nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11}
!IGCMetadata = !{!12}
!igc.functions = !{!354, !357, !358, !373}
!opencl.ocl.version = !{!375, !375, !375, !375, !375, !375}
!opencl.spir.version = !{!375, !375, !375, !375, !375}
!llvm.ident = !{!376, !376, !376, !376, !376, !377}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "srctree.cl", directory: "/tmp/hdwarf-src")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 3, lowerBound: 0)
!9 = !{i32 2, !"Dwarf Version", i32 4}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{!"ModuleMD", !13, !14, !73, !203, !233, !249, !266, !276, !278, !279, !290, !291, !292, !293, !297, !317, !318, !319, !320, !321, !322, !323, !324, !325, !326, !329, !331, !335, !336, !337, !338, !339, !340, !341, !122, !342, !347, !349, !352, !353}
!13 = !{!"isPrecise", i1 false}
!14 = !{!"compOpt", !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72}
!15 = !{!"DenormsAreZero", i1 false}
!16 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!17 = !{!"OptDisable", i1 true}
!18 = !{!"MadEnable", i1 false}
!19 = !{!"NoSignedZeros", i1 false}
!20 = !{!"NoNaNs", i1 false}
!21 = !{!"FloatRoundingMode", i32 0}
!22 = !{!"FloatCvtIntRoundingMode", i32 3}
!23 = !{!"VISAPreSchedRPThreshold", i32 0}
!24 = !{!"SetLoopUnrollThreshold", i32 0}
!25 = !{!"UnsafeMathOptimizations", i1 false}
!26 = !{!"FiniteMathOnly", i1 false}
!27 = !{!"FastRelaxedMath", i1 false}
!28 = !{!"DashGSpecified", i1 true}
!29 = !{!"FastCompilation", i1 false}
!30 = !{!"UseScratchSpacePrivateMemory", i1 false}
!31 = !{!"RelaxedBuiltins", i1 false}
!32 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!33 = !{!"GreaterThan2GBBufferRequired", i1 true}
!34 = !{!"GreaterThan4GBBufferRequired", i1 false}
!35 = !{!"DisableA64WA", i1 false}
!36 = !{!"ForceEnableA64WA", i1 false}
!37 = !{!"PushConstantsEnable", i1 true}
!38 = !{!"HasPositivePointerOffset", i1 false}
!39 = !{!"HasBufferOffsetArg", i1 true}
!40 = !{!"BufferOffsetArgOptional", i1 true}
!41 = !{!"HasSubDWAlignedPtrArg", i1 false}
!42 = !{!"replaceGlobalOffsetsByZero", i1 false}
!43 = !{!"forcePixelShaderSIMDMode", i32 0}
!44 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!45 = !{!"UniformWGS", i1 false}
!46 = !{!"disableVertexComponentPacking", i1 false}
!47 = !{!"disablePartialVertexComponentPacking", i1 false}
!48 = !{!"PreferBindlessImages", i1 false}
!49 = !{!"UseBindlessMode", i1 false}
!50 = !{!"UseLegacyBindlessMode", i1 true}
!51 = !{!"disableMathRefactoring", i1 false}
!52 = !{!"atomicBranch", i1 false}
!53 = !{!"ForceInt32DivRemEmu", i1 false}
!54 = !{!"ForceInt32DivRemEmuSP", i1 false}
!55 = !{!"ForceMinSimdSizeForFastestCS", i1 false}
!56 = !{!"EnableFastestLinearScan", i1 false}
!57 = !{!"UseStatelessforPrivateMemory", i1 false}
!58 = !{!"EnableTakeGlobalAddress", i1 false}
!59 = !{!"IsLibraryCompilation", i1 false}
!60 = !{!"FastVISACompile", i1 false}
!61 = !{!"MatchSinCosPi", i1 false}
!62 = !{!"CaptureCompilerStats", i1 false}
!63 = !{!"ExcludeIRFromZEBinary", i1 false}
!64 = !{!"EmitZeBinVISASections", i1 false}
!65 = !{!"allowDisableRematforCS", i1 false}
!66 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!67 = !{!"DisableCPSOmaskWA", i1 false}
!68 = !{!"DisableFastestGopt", i1 false}
!69 = !{!"WaForceHalfPromotion", i1 false}
!70 = !{!"DisableConstantCoalescing", i1 false}
!71 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!72 = !{!"WaEnableALTModeVisaWA", i1 false}
!73 = !{!"FuncMD", !74, !75, !141, !142, !150, !151, !195, !196}
!74 = !{!"FuncMDMap[0]", float (float, i32)* @leaf2}
!75 = !{!"FuncMDValue[0]", !76, !77, !81, !82, !83, !103, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !133, !134, !137, !138}
!76 = !{!"localOffsets"}
!77 = !{!"workGroupWalkOrder", !78, !79, !80}
!78 = !{!"dim0", i32 0}
!79 = !{!"dim1", i32 0}
!80 = !{!"dim2", i32 0}
!81 = !{!"funcArgs"}
!82 = !{!"functionType", !"UserFunction"}
!83 = !{!"rtInfo", !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !102}
!84 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!85 = !{!"isContinuation", i1 false}
!86 = !{!"hasTraceRayPayload", i1 false}
!87 = !{!"hasHitAttributes", i1 false}
!88 = !{!"hasCallableData", i1 false}
!89 = !{!"ShaderStackSize", i32 0}
!90 = !{!"ShaderHash", i64 0}
!91 = !{!"ShaderName", !""}
!92 = !{!"ParentName", !""}
!93 = !{!"SlotNum", i1* null}
!94 = !{!"NOSSize", i32 0}
!95 = !{!"Entries"}
!96 = !{!"SpillUnions"}
!97 = !{!"CustomHitAttrSizeInBytes", i32 0}
!98 = !{!"Types", !99, !100, !101}
!99 = !{!"FrameStartTys"}
!100 = !{!"ArgumentTys"}
!101 = !{!"FullFrameTys"}
!102 = !{!"Aliases"}
!103 = !{!"resAllocMD", !104, !105, !106, !107, !113}
!104 = !{!"uavsNumType", i32 0}
!105 = !{!"srvsNumType", i32 0}
!106 = !{!"samplersNumType", i32 0}
!107 = !{!"argAllocMDList", !108, !112}
!108 = !{!"argAllocMDListVec[0]", !109, !110, !111}
!109 = !{!"type", i32 0}
!110 = !{!"extensionType", i32 -1}
!111 = !{!"indexType", i32 -1}
!112 = !{!"argAllocMDListVec[1]", !109, !110, !111}
!113 = !{!"inlineSamplersMD"}
!114 = !{!"maxByteOffsets"}
!115 = !{!"IsInitializer", i1 false}
!116 = !{!"IsFinalizer", i1 false}
!117 = !{!"CompiledSubGroupsNumber", i32 0}
!118 = !{!"hasInlineVmeSamplers", i1 false}
!119 = !{!"localSize", i32 0}
!120 = !{!"localIDPresent", i1 false}
!121 = !{!"groupIDPresent", i1 false}
!122 = !{!"privateMemoryPerWI", i32 24}
!123 = !{!"globalIDPresent", i1 false}
!124 = !{!"hasSyncRTCalls", i1 false}
!125 = !{!"hasNonKernelArgLoad", i1 false}
!126 = !{!"hasNonKernelArgStore", i1 false}
!127 = !{!"hasNonKernelArgAtomic", i1 false}
!128 = !{!"UserAnnotations"}
!129 = !{!"m_OpenCLArgAddressSpaces"}
!130 = !{!"m_OpenCLArgAccessQualifiers", !131, !132}
!131 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!132 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!133 = !{!"m_OpenCLArgTypes"}
!134 = !{!"m_OpenCLArgBaseTypes", !135, !136}
!135 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float"}
!136 = !{!"m_OpenCLArgBaseTypesVec[1]", !"i32"}
!137 = !{!"m_OpenCLArgTypeQualifiers"}
!138 = !{!"m_OpenCLArgNames", !139, !140}
!139 = !{!"m_OpenCLArgNamesVec[0]", !"x"}
!140 = !{!"m_OpenCLArgNamesVec[1]", !"k"}
!141 = !{!"FuncMDMap[1]", float (%struct.point*, <4 x float>)* @mid2}
!142 = !{!"FuncMDValue[1]", !76, !77, !81, !82, !83, !103, !114, !115, !116, !117, !118, !119, !120, !121, !143, !123, !124, !125, !126, !127, !128, !129, !130, !133, !144, !137, !147}
!143 = !{!"privateMemoryPerWI", i32 32}
!144 = !{!"m_OpenCLArgBaseTypes", !145, !146}
!145 = !{!"m_OpenCLArgBaseTypesVec[0]", !"%struct.point*"}
!146 = !{!"m_OpenCLArgBaseTypesVec[1]", !"<4 x float>"}
!147 = !{!"m_OpenCLArgNames", !148, !149}
!148 = !{!"m_OpenCLArgNamesVec[0]", !"p"}
!149 = !{!"m_OpenCLArgNamesVec[1]", !"v"}
!150 = !{!"FuncMDMap[2]", void (<4 x float> addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @srctree}
!151 = !{!"FuncMDValue[2]", !76, !77, !81, !152, !83, !153, !114, !115, !116, !117, !118, !119, !120, !121, !172, !123, !124, !125, !126, !127, !128, !173, !177, !179, !183, !187, !191}
!152 = !{!"functionType", !"KernelFunction"}
!153 = !{!"resAllocMD", !154, !105, !106, !155, !113}
!154 = !{!"uavsNumType", i32 3}
!155 = !{!"argAllocMDList", !156, !159, !161, !162, !163, !164, !165, !166, !167, !168, !170, !171}
!156 = !{!"argAllocMDListVec[0]", !157, !110, !158}
!157 = !{!"type", i32 1}
!158 = !{!"indexType", i32 0}
!159 = !{!"argAllocMDListVec[1]", !157, !110, !160}
!160 = !{!"indexType", i32 1}
!161 = !{!"argAllocMDListVec[2]", !109, !110, !111}
!162 = !{!"argAllocMDListVec[3]", !109, !110, !111}
!163 = !{!"argAllocMDListVec[4]", !109, !110, !111}
!164 = !{!"argAllocMDListVec[5]", !109, !110, !111}
!165 = !{!"argAllocMDListVec[6]", !109, !110, !111}
!166 = !{!"argAllocMDListVec[7]", !109, !110, !111}
!167 = !{!"argAllocMDListVec[8]", !109, !110, !111}
!168 = !{!"argAllocMDListVec[9]", !157, !110, !169}
!169 = !{!"indexType", i32 2}
!170 = !{!"argAllocMDListVec[10]", !109, !110, !111}
!171 = !{!"argAllocMDListVec[11]", !109, !110, !111}
!172 = !{!"privateMemoryPerWI", i32 80}
!173 = !{!"m_OpenCLArgAddressSpaces", !174, !175, !176}
!174 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!175 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!176 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!177 = !{!"m_OpenCLArgAccessQualifiers", !131, !132, !178}
!178 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!179 = !{!"m_OpenCLArgTypes", !180, !181, !182}
!180 = !{!"m_OpenCLArgTypesVec[0]", !"float4*"}
!181 = !{!"m_OpenCLArgTypesVec[1]", !"float*"}
!182 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!183 = !{!"m_OpenCLArgBaseTypes", !184, !185, !186}
!184 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float4*"}
!185 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float*"}
!186 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!187 = !{!"m_OpenCLArgTypeQualifiers", !188, !189, !190}
!188 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!189 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!190 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!191 = !{!"m_OpenCLArgNames", !192, !193, !194}
!192 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!193 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!194 = !{!"m_OpenCLArgNamesVec[2]", !"n"}
!195 = !{!"FuncMDMap[3]", void ()* @Intel_Symbol_Table_Void_Program}
!196 = !{!"FuncMDValue[3]", !76, !77, !81, !152, !83, !197, !114, !115, !116, !117, !118, !119, !120, !121, !199, !123, !124, !125, !126, !127, !128, !129, !200, !133, !201, !137, !202}
!197 = !{!"resAllocMD", !104, !105, !106, !198, !113}
!198 = !{!"argAllocMDList"}
!199 = !{!"privateMemoryPerWI", i32 0}
!200 = !{!"m_OpenCLArgAccessQualifiers"}
!201 = !{!"m_OpenCLArgBaseTypes"}
!202 = !{!"m_OpenCLArgNames"}
!203 = !{!"pushInfo", !204, !205, !206, !209, !210, !211, !212, !213, !214, !215, !216, !229, !230, !231, !232}
!204 = !{!"pushableAddresses"}
!205 = !{!"bindlessPushInfo"}
!206 = !{!"dynamicBufferInfo", !207, !208}
!207 = !{!"firstIndex", i32 0}
!208 = !{!"numOffsets", i32 0}
!209 = !{!"MaxNumberOfPushedBuffers", i32 0}
!210 = !{!"inlineConstantBufferSlot", i32 -1}
!211 = !{!"inlineConstantBufferOffset", i32 -1}
!212 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!213 = !{!"constants"}
!214 = !{!"inputs"}
!215 = !{!"constantReg"}
!216 = !{!"simplePushInfoArr", !217, !226, !227, !228}
!217 = !{!"simplePushInfoArrVec[0]", !218, !219, !220, !221, !222, !223, !224, !225}
!218 = !{!"cbIdx", i32 0}
!219 = !{!"pushableAddressGrfOffset", i32 -1}
!220 = !{!"pushableOffsetGrfOffset", i32 -1}
!221 = !{!"offset", i32 0}
!222 = !{!"size", i32 0}
!223 = !{!"isStateless", i1 false}
!224 = !{!"isBindless", i1 false}
!225 = !{!"simplePushLoads"}
!226 = !{!"simplePushInfoArrVec[1]", !218, !219, !220, !221, !222, !223, !224, !225}
!227 = !{!"simplePushInfoArrVec[2]", !218, !219, !220, !221, !222, !223, !224, !225}
!228 = !{!"simplePushInfoArrVec[3]", !218, !219, !220, !221, !222, !223, !224, !225}
!229 = !{!"simplePushBufferUsed", i32 0}
!230 = !{!"pushAnalysisWIInfos"}
!231 = !{!"inlineRTGlobalPtrOffset", i32 0}
!232 = !{!"rtSyncSurfPtrOffset", i32 0}
!233 = !{!"psInfo", !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248}
!234 = !{!"BlendStateDisabledMask", i8 0}
!235 = !{!"SkipSrc0Alpha", i1 false}
!236 = !{!"DualSourceBlendingDisabled", i1 false}
!237 = !{!"ForceEnableSimd32", i1 false}
!238 = !{!"outputDepth", i1 false}
!239 = !{!"outputStencil", i1 false}
!240 = !{!"outputMask", i1 false}
!241 = !{!"blendToFillEnabled", i1 false}
!242 = !{!"forceEarlyZ", i1 false}
!243 = !{!"hasVersionedLoop", i1 false}
!244 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!245 = !{!"NumSamples", i8 0}
!246 = !{!"blendOptimizationMode"}
!247 = !{!"colorOutputMask"}
!248 = !{!"WaDisableVRS", i1 false}
!249 = !{!"csInfo", !250, !251, !252, !253, !254, !23, !24, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !52, !265}
!250 = !{!"maxWorkGroupSize", i32 0}
!251 = !{!"waveSize", i32 0}
!252 = !{!"ComputeShaderSecondCompile"}
!253 = !{!"forcedSIMDSize", i8 0}
!254 = !{!"forceTotalGRFNum", i32 0}
!255 = !{!"allowLowerSimd", i1 false}
!256 = !{!"forcedVISAPreRAScheduler", i1 false}
!257 = !{!"disableLocalIdOrderOptimizations", i1 false}
!258 = !{!"disableDispatchAlongY", i1 false}
!259 = !{!"neededThreadIdLayout", i1* null}
!260 = !{!"forceTileYWalk", i1 false}
!261 = !{!"tileTGWidth_X", i32 0}
!262 = !{!"tileTGWidth_Y", i32 0}
!263 = !{!"maxTileTGDispatch_X", i32 0}
!264 = !{!"maxTileTGDispatch_Y", i32 0}
!265 = !{!"ResForHfPacking"}
!266 = !{!"msInfo", !267, !268, !269, !270, !271, !272, !273, !274, !275}
!267 = !{!"PrimitiveTopology", i32 3}
!268 = !{!"MaxNumOfPrimitives", i32 0}
!269 = !{!"MaxNumOfVertices", i32 0}
!270 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!271 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!272 = !{!"WorkGroupSize", i32 0}
!273 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!274 = !{!"IndexFormat", i32 6}
!275 = !{!"SubgroupSize", i32 0}
!276 = !{!"taskInfo", !277, !272, !273, !275}
!277 = !{!"MaxNumOfOutputs", i32 0}
!278 = !{!"NBarrierCnt", i32 0}
!279 = !{!"rtInfo", !280, !281, !282, !283, !284, !285, !286, !287, !288, !289}
!280 = !{!"RayQueryAllocSizeInBytes", i32 0}
!281 = !{!"NumContinuations", i32 0}
!282 = !{!"RTAsyncStackAddrspace", i32 -1}
!283 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!284 = !{!"SWHotZoneAddrspace", i32 -1}
!285 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!286 = !{!"SWStackAddrspace", i32 -1}
!287 = !{!"SWStackSurfaceStateOffset", i1* null}
!288 = !{!"RTSyncStackAddrspace", i32 -1}
!289 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!290 = !{!"CurUniqueIndirectIdx", i32 0}
!291 = !{!"inlineDynTextures"}
!292 = !{!"inlineResInfoData"}
!293 = !{!"immConstant", !294, !295, !296}
!294 = !{!"data"}
!295 = !{!"sizes"}
!296 = !{!"zeroIdxs"}
!297 = !{!"inlineConstantBuffers", !298, !314}
!298 = !{!"inlineConstantBuffersVec[0]", !299, !300, !301}
!299 = !{!"alignment", i32 0}
!300 = !{!"allocSize", i32 12}
!301 = !{!"Buffer", !302, !303, !304, !305, !306, !307, !308, !309, !310, !311, !312, !313}
!302 = !{!"BufferVec[0]", i8 0}
!303 = !{!"BufferVec[1]", i8 0}
!304 = !{!"BufferVec[2]", i8 -128}
!305 = !{!"BufferVec[3]", i8 62}
!306 = !{!"BufferVec[4]", i8 0}
!307 = !{!"BufferVec[5]", i8 0}
!308 = !{!"BufferVec[6]", i8 0}
!309 = !{!"BufferVec[7]", i8 63}
!310 = !{!"BufferVec[8]", i8 0}
!311 = !{!"BufferVec[9]", i8 0}
!312 = !{!"BufferVec[10]", i8 -128}
!313 = !{!"BufferVec[11]", i8 62}
!314 = !{!"inlineConstantBuffersVec[1]", !299, !315, !316}
!315 = !{!"allocSize", i32 0}
!316 = !{!"Buffer"}
!317 = !{!"inlineGlobalBuffers"}
!318 = !{!"GlobalPointerProgramBinaryInfos"}
!319 = !{!"ConstantPointerProgramBinaryInfos"}
!320 = !{!"GlobalBufferAddressRelocInfo"}
!321 = !{!"ConstantBufferAddressRelocInfo"}
!322 = !{!"forceLscCacheList"}
!323 = !{!"SrvMap"}
!324 = !{!"RasterizerOrderedByteAddressBuffer"}
!325 = !{!"MinNOSPushConstantSize", i32 2}
!326 = !{!"inlineProgramScopeOffsets", !327, !328}
!327 = !{!"inlineProgramScopeOffsetsMap[0]", [3 x float] addrspace(2)* @weights}
!328 = !{!"inlineProgramScopeOffsetsValue[0]", i32 0}
!329 = !{!"shaderData", !330}
!330 = !{!"numReplicas", i32 0}
!331 = !{!"URBInfo", !332, !333, !334}
!332 = !{!"has64BVertexHeaderInput", i1 false}
!333 = !{!"has64BVertexHeaderOutput", i1 false}
!334 = !{!"hasVertexHeader", i1 true}
!335 = !{!"UseBindlessImage", i1 false}
!336 = !{!"enableRangeReduce", i1 false}
!337 = !{!"allowMatchMadOptimizationforVS", i1 false}
!338 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!339 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!340 = !{!"statefulResourcesNotAliased", i1 false}
!341 = !{!"disableMixMode", i1 false}
!342 = !{!"PrivateMemoryPerFG", !343, !344, !345, !346}
!343 = !{!"PrivateMemoryPerFGMap[0]", void ()* @Intel_Symbol_Table_Void_Program}
!344 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!345 = !{!"PrivateMemoryPerFGMap[1]", void (<4 x float> addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @srctree}
!346 = !{!"PrivateMemoryPerFGValue[1]", i32 280}
!347 = !{!"capabilities", !348}
!348 = !{!"globalVariableDecorationsINTEL", i1 false}
!349 = !{!"m_ShaderResourceViewMcsMask", !350, !351}
!350 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!351 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!352 = !{!"computedDepthMode", i32 0}
!353 = !{!"isHDCFastClearShader", i1 false}
!354 = !{float (float, i32)* @leaf2, !355}
!355 = !{!356}
!356 = !{!"function_type", i32 2}
!357 = !{float (%struct.point*, <4 x float>)* @mid2, !355}
!358 = !{void (<4 x float> addrspace(1)*, float addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @srctree, !359}
!359 = !{!360, !361}
!360 = !{!"function_type", i32 0}
!361 = !{!"implicit_arg_desc", !362, !363, !364, !365, !366, !367, !368, !369, !371}
!362 = !{i32 0}
!363 = !{i32 1}
!364 = !{i32 6}
!365 = !{i32 7}
!366 = !{i32 8}
!367 = !{i32 9}
!368 = !{i32 12}
!369 = !{i32 14, !370}
!370 = !{!"explicit_arg_num", i32 0}
!371 = !{i32 14, !372}
!372 = !{!"explicit_arg_num", i32 1}
!373 = !{void ()* @Intel_Symbol_Table_Void_Program, !374}
!374 = !{!360}
!375 = !{i32 2, i32 0}
!376 = !{!"Debian clang version 14.0.6"}
!377 = !{!"clang version 7.0.0 "}
!378 = distinct !DISubprogram(name: "srctree", scope: null, file: !3, line: 19, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !390, retainedNodes: !390)
!379 = !DISubroutineType(types: !380)
!380 = !{null, !381, !388, !389}
!381 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !382, size: 64)
!382 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !383)
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !384, baseType: !385)
!384 = !DIFile(filename: "opencl-c-base.h", directory: "/tmp/hdwarf-src/.")
!385 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !386)
!386 = !{!387}
!387 = !DISubrange(count: 4, lowerBound: 0)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!389 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!390 = !{}
!391 = !DILocalVariable(name: "weights", scope: !378, file: !3, line: 2, type: !5)
!392 = !DILocation(line: 19, scope: !378)
!393 = !DILocalVariable(name: "in", arg: 1, scope: !378, file: !3, line: 19, type: !381)
!394 = !DILocation(line: 19, column: 46, scope: !378)
!395 = !{i32 24}
!396 = !DILocalVariable(name: "out", arg: 2, scope: !378, file: !3, line: 19, type: !388)
!397 = !DILocation(line: 19, column: 66, scope: !378)
!398 = !{i32 32}
!399 = !DILocalVariable(name: "n", arg: 3, scope: !378, file: !3, line: 19, type: !389)
!400 = !DILocation(line: 19, column: 75, scope: !378)
!401 = !{i32 4}
!402 = !DILocalVariable(name: "gid", scope: !378, file: !3, line: 20, type: !389)
!403 = !DILocation(line: 20, column: 7, scope: !378)
!404 = !DILocation(line: 20, column: 13, scope: !378)
!405 = !DILocalVariable(name: "p", scope: !378, file: !3, line: 21, type: !406)
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "point", file: !3, baseType: !407)
!407 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 1, size: 128, elements: !408)
!408 = !{!409, !414}
!409 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !407, file: !3, line: 1, baseType: !410, size: 64, flags: DIFlagPublic)
!410 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !384, baseType: !411)
!411 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, flags: DIFlagVector, elements: !412)
!412 = !{!413}
!413 = !DISubrange(count: 2, lowerBound: 0)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !407, file: !3, line: 1, baseType: !389, size: 32, offset: 64, flags: DIFlagPublic)
!415 = !DILocation(line: 21, column: 9, scope: !378)
!416 = !{i32 40}
!417 = !{i32 16}
!418 = !DILocation(line: 22, column: 20, scope: !378)
!419 = !DILocation(line: 22, column: 23, scope: !378)
!420 = !DILocation(line: 22, column: 31, scope: !378)
!421 = !DILocation(line: 22, column: 34, scope: !378)
!422 = !DILocation(line: 22, column: 19, scope: !378)
!423 = !DILocation(line: 22, column: 11, scope: !378)
!424 = !DILocation(line: 22, column: 5, scope: !378)
!425 = !DILocation(line: 22, column: 9, scope: !378)
!426 = !DILocation(line: 23, column: 10, scope: !378)
!427 = !DILocation(line: 23, column: 5, scope: !378)
!428 = !DILocation(line: 23, column: 8, scope: !378)
!429 = !DILocalVariable(name: "v", scope: !378, file: !3, line: 24, type: !383)
!430 = !DILocation(line: 24, column: 10, scope: !378)
!431 = !{i32 64}
!432 = !DILocation(line: 24, column: 14, scope: !378)
!433 = !DILocation(line: 24, column: 17, scope: !378)
!434 = !DILocalVariable(name: "r", scope: !378, file: !3, line: 25, type: !6)
!435 = !DILocation(line: 25, column: 9, scope: !378)
!436 = !DILocalVariable(name: "i", scope: !437, file: !3, line: 26, type: !389)
!437 = distinct !DILexicalBlock(scope: !378, file: !3, line: 26, column: 3)
!438 = !DILocation(line: 26, column: 12, scope: !437)
!439 = !DILocation(line: 26, column: 8, scope: !437)
!440 = !DILocation(line: 26, column: 19, scope: !441)
!441 = distinct !DILexicalBlock(scope: !437, file: !3, line: 26, column: 3)
!442 = !DILocation(line: 26, column: 23, scope: !441)
!443 = !DILocation(line: 26, column: 21, scope: !441)
!444 = !DILocation(line: 26, column: 3, scope: !437)
!445 = !DILocalVariable(name: "m", scope: !446, file: !3, line: 27, type: !6)
!446 = distinct !DILexicalBlock(scope: !441, file: !3, line: 26, column: 31)
!447 = !DILocation(line: 27, column: 11, scope: !446)
!448 = !DILocation(line: 27, column: 23, scope: !446)
!449 = !DILocation(line: 27, column: 15, scope: !446)
!450 = !DILocation(line: 28, column: 10, scope: !446)
!451 = !DILocation(line: 28, column: 7, scope: !446)
!452 = !DILocation(line: 29, column: 3, scope: !446)
!453 = !DILocation(line: 26, column: 27, scope: !441)
!454 = !DILocation(line: 26, column: 3, scope: !441)
!455 = !DILocation(line: 30, column: 14, scope: !378)
!456 = !DILocation(line: 30, column: 3, scope: !378)
!457 = !DILocation(line: 30, column: 7, scope: !378)
!458 = !DILocation(line: 30, column: 12, scope: !378)
!459 = !DILocation(line: 31, column: 1, scope: !378)
!460 = distinct !DISubprogram(name: "mid2", scope: null, file: !3, line: 11, type: !461, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !390, retainedNodes: !390)
!461 = !DISubroutineType(types: !462)
!462 = !{!6, !406, !383}
!463 = !DILocalVariable(name: "weights", scope: !460, file: !3, line: 2, type: !5)
!464 = !DILocation(line: 11, scope: !460)
!465 = !DILocalVariable(name: "p", arg: 1, scope: !460, file: !3, line: 11, type: !406)
!466 = !DILocation(line: 11, column: 44, scope: !460)
!467 = !DILocalVariable(name: "v", arg: 2, scope: !460, file: !3, line: 11, type: !383)
!468 = !DILocation(line: 11, column: 54, scope: !460)
!469 = !DILocalVariable(name: "s", scope: !460, file: !3, line: 12, type: !6)
!470 = !DILocation(line: 12, column: 9, scope: !460)
!471 = !DILocation(line: 12, column: 13, scope: !460)
!472 = !DILocation(line: 12, column: 19, scope: !460)
!473 = !DILocation(line: 12, column: 17, scope: !460)
!474 = !DILocalVariable(name: "q", scope: !475, file: !3, line: 14, type: !389)
!475 = distinct !DILexicalBlock(scope: !460, file: !3, line: 13, column: 3)
!476 = !DILocation(line: 14, column: 9, scope: !475)
!477 = !DILocation(line: 14, column: 15, scope: !475)
!478 = !DILocation(line: 14, column: 18, scope: !475)
!479 = !DILocation(line: 15, column: 18, scope: !475)
!480 = !DILocation(line: 15, column: 16, scope: !475)
!481 = !DILocation(line: 15, column: 25, scope: !475)
!482 = !DILocation(line: 15, column: 10, scope: !475)
!483 = !DILocation(line: 15, column: 7, scope: !475)
!484 = !DILocation(line: 17, column: 10, scope: !460)
!485 = !DILocation(line: 17, column: 3, scope: !460)
!486 = distinct !DISubprogram(name: "leaf2", scope: null, file: !3, line: 3, type: !487, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !390, retainedNodes: !390)
!487 = !DISubroutineType(types: !488)
!488 = !{!6, !6, !389}
!489 = !DILocalVariable(name: "weights", scope: !486, file: !3, line: 2, type: !5)
!490 = !DILocation(line: 3, scope: !486)
!491 = !DILocalVariable(name: "x", arg: 1, scope: !486, file: !3, line: 3, type: !6)
!492 = !DILocation(line: 3, column: 45, scope: !486)
!493 = !DILocalVariable(name: "k", arg: 2, scope: !486, file: !3, line: 3, type: !389)
!494 = !DILocation(line: 3, column: 52, scope: !486)
!495 = !DILocalVariable(name: "acc", scope: !486, file: !3, line: 4, type: !6)
!496 = !DILocation(line: 4, column: 9, scope: !486)
!497 = !DILocation(line: 4, column: 15, scope: !486)
!498 = !DILocalVariable(name: "j", scope: !499, file: !3, line: 5, type: !389)
!499 = distinct !DILexicalBlock(scope: !486, file: !3, line: 5, column: 3)
!500 = !DILocation(line: 5, column: 12, scope: !499)
!501 = !DILocation(line: 5, column: 8, scope: !499)
!502 = !DILocation(line: 5, column: 19, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !3, line: 5, column: 3)
!504 = !DILocation(line: 5, column: 23, scope: !503)
!505 = !DILocation(line: 5, column: 21, scope: !503)
!506 = !DILocation(line: 5, column: 3, scope: !499)
!507 = !DILocalVariable(name: "t", scope: !508, file: !3, line: 6, type: !6)
!508 = distinct !DILexicalBlock(scope: !503, file: !3, line: 5, column: 31)
!509 = !DILocation(line: 6, column: 11, scope: !508)
!510 = !{i32 20}
!511 = !DILocation(line: 6, column: 23, scope: !508)
!512 = !DILocation(line: 6, column: 25, scope: !508)
!513 = !{float 2.500000e+00}
!514 = !{!515, !515, i64 0}
!515 = !{!"int", !516, i64 0}
!516 = !{!"omnipotent char", !517, i64 0}
!517 = !{!"Simple C/C++ TBAA"}
!518 = !DILocation(line: 6, column: 15, scope: !508)
!519 = !DILocation(line: 7, column: 12, scope: !508)
!520 = !DILocation(line: 7, column: 16, scope: !508)
!521 = !DILocation(line: 7, column: 9, scope: !508)
!522 = !DILocation(line: 8, column: 3, scope: !508)
!523 = !DILocation(line: 5, column: 27, scope: !503)
!524 = !DILocation(line: 5, column: 3, scope: !503)
!525 = !DILocation(line: 9, column: 10, scope: !486)
!526 = !DILocation(line: 9, column: 3, scope: !486)
