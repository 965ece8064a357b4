; ------------------------------------------------
; OCL_asm159c4509e123db4c_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @srctree(<4 x float> addrspace(1)* %in, float addrspace(1)* %out, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !378 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 25
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !391, metadata !DIExpression()), !dbg !392		; visa id: 28
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !392		; visa id: 28
  %scalar20 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 29
  %scalar21 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar22 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 29
  %scalar18 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar19 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %2 = mul i32 %1, 24
  %3 = zext i16 %0 to i32		; visa id: 29
  %4 = mul i32 %3, 8		; visa id: 30
  %5 = add i32 %2, %4		; visa id: 31
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)		; visa id: 32
  %7 = bitcast i8* %6 to <4 x float> addrspace(1)**		; visa id: 44
  %8 = bitcast <4 x float> addrspace(1)** %7 to i64*		; visa id: 44
  %9 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)* %in)
  %10 = extractvalue { i32, i32 } %9, 0		; visa id: 44
  %11 = extractvalue { i32, i32 } %9, 1		; visa id: 44
  %12 = insertelement <2 x i32> undef, i32 %10, i32 0		; visa id: 46
  %13 = insertelement <2 x i32> %12, i32 %11, i32 1		; visa id: 47
  %14 = bitcast i64* %8 to <2 x i32>*		; visa id: 48
  store <2 x i32> %13, <2 x i32>* %14, align 8		; visa id: 48
  call void @llvm.dbg.declare(metadata <4 x float> addrspace(1)** %7, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !394, !StorageOffset !395, !StorageSize !366		; visa id: 51
  %15 = mul i32 %1, 32
  %16 = mul i32 %3, 8		; visa id: 51
  %17 = add i32 %15, %16		; visa id: 52
  %18 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %17)		; visa id: 53
  %19 = bitcast i8* %18 to float addrspace(1)**		; visa id: 65
  %20 = bitcast float addrspace(1)** %19 to i64*		; visa id: 65
  %21 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %out)
  %22 = extractvalue { i32, i32 } %21, 0		; visa id: 65
  %23 = extractvalue { i32, i32 } %21, 1		; visa id: 65
  %24 = insertelement <2 x i32> undef, i32 %22, i32 0		; visa id: 67
  %25 = insertelement <2 x i32> %24, i32 %23, i32 1		; visa id: 68
  %26 = bitcast i64* %20 to <2 x i32>*		; visa id: 69
  store <2 x i32> %25, <2 x i32>* %26, align 8		; visa id: 69
  call void @llvm.dbg.declare(metadata float addrspace(1)** %19, metadata !396, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !397, !StorageOffset !398, !StorageSize !366		; visa id: 72
  %27 = mul i32 %1, 0
  %28 = mul i32 %3, 4		; visa id: 72
  %29 = add i32 %27, %28		; visa id: 73
  %30 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %29)		; visa id: 74
  %31 = bitcast i8* %30 to i32*		; visa id: 86
  store i32 %n, i32* %31, align 4		; visa id: 86
  call void @llvm.dbg.declare(metadata i32* %31, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !400, !StorageOffset !362, !StorageSize !401		; visa id: 88
  call void @llvm.dbg.declare(metadata i32* %36, metadata !402, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !403, !StorageOffset !401, !StorageSize !401		; visa id: 89
  %cmpDim = icmp eq i32 0, 0, !dbg !404		; visa id: 89
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !404		; visa id: 90
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !404		; visa id: 91
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !404		; visa id: 92
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !404		; visa id: 93
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !404		; visa id: 96
  %localIdX3 = zext i16 %localIdX to i32, !dbg !404		; visa id: 97
  %cmp11.i.i.i.i = icmp ult i32 %localIdX3, 65536, !dbg !404
  %add.i.i.i = add i32 %localIdX3, %mul.i.i.i, !dbg !404
  %add4.i.i.i = add i32 %add.i.i.i, %scalar20, !dbg !404		; visa id: 98
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
  %32 = mul i32 %1, 4
  %33 = mul i32 %3, 4		; visa id: 99
  %34 = add i32 %32, %33		; visa id: 100
  %35 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %34)		; visa id: 101
  %36 = bitcast i8* %35 to i32*		; visa id: 113
  store i32 %add4.i.i.i, i32* %36, align 4, !dbg !403		; visa id: 113
  call void @llvm.dbg.declare(metadata %struct.point* %87, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !415, !StorageOffset !416, !StorageSize !417		; visa id: 115
  %37 = bitcast <4 x float> addrspace(1)** %7 to i64*, !dbg !418		; visa id: 116
  %38 = bitcast i64* %37 to <2 x i32>*, !dbg !418		; visa id: 116
  %39 = load <2 x i32>, <2 x i32>* %38, align 8, !dbg !418		; visa id: 116
  %40 = extractelement <2 x i32> %39, i32 0, !dbg !418		; visa id: 117
  %41 = extractelement <2 x i32> %39, i32 1, !dbg !418		; visa id: 117
  %42 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %40, i32 %41), !dbg !418		; visa id: 117
  %43 = load i32, i32* %36, align 4, !dbg !419		; visa id: 119
  %44 = ashr i32 %43, 31, !dbg !418		; visa id: 120
  %45 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)* %42), !dbg !418
  %46 = extractvalue { i32, i32 } %45, 0, !dbg !418		; visa id: 121
  %47 = extractvalue { i32, i32 } %45, 1, !dbg !418		; visa id: 121
  %48 = shl i32 %43, 4, !dbg !418		; visa id: 123
  %49 = lshr i32 %43, 28, !dbg !418		; visa id: 124
  %50 = shl i32 %44, 4, !dbg !418		; visa id: 125
  %51 = or i32 %50, %49, !dbg !418		; visa id: 126
  %52 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %46, i32 %47, i32 %48, i32 %51), !dbg !418
  %53 = extractvalue { i32, i32 } %52, 0, !dbg !418		; visa id: 127
  %54 = extractvalue { i32, i32 } %52, 1, !dbg !418		; visa id: 127
  %55 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %53, i32 %54), !dbg !418		; visa id: 129
  %56 = load <4 x float>, <4 x float> addrspace(1)* %55, align 16, !dbg !418		; visa id: 131
  %scalar28 = extractelement <4 x float> %56, i32 0, !dbg !418		; visa id: 132
  %scalar29 = extractelement <4 x float> %56, i32 1, !dbg !418
  %scalar30 = extractelement <4 x float> %56, i32 2, !dbg !418
  %scalar31 = extractelement <4 x float> %56, i32 3, !dbg !418
  %57 = bitcast <4 x float> addrspace(1)** %7 to i64*, !dbg !420		; visa id: 132
  %58 = bitcast i64* %57 to <2 x i32>*, !dbg !420		; visa id: 132
  %59 = load <2 x i32>, <2 x i32>* %58, align 8, !dbg !420		; visa id: 132
  %60 = extractelement <2 x i32> %59, i32 0, !dbg !420		; visa id: 133
  %61 = extractelement <2 x i32> %59, i32 1, !dbg !420		; visa id: 133
  %62 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %60, i32 %61), !dbg !420		; visa id: 133
  %63 = load i32, i32* %36, align 4, !dbg !421		; visa id: 135
  %64 = ashr i32 %63, 31, !dbg !420		; visa id: 136
  %65 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)* %62), !dbg !420
  %66 = extractvalue { i32, i32 } %65, 0, !dbg !420		; visa id: 137
  %67 = extractvalue { i32, i32 } %65, 1, !dbg !420		; visa id: 137
  %68 = shl i32 %63, 4, !dbg !420		; visa id: 139
  %69 = lshr i32 %63, 28, !dbg !420		; visa id: 140
  %70 = shl i32 %64, 4, !dbg !420		; visa id: 141
  %71 = or i32 %70, %69, !dbg !420		; visa id: 142
  %72 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %66, i32 %67, i32 %68, i32 %71), !dbg !420
  %73 = extractvalue { i32, i32 } %72, 0, !dbg !420		; visa id: 143
  %74 = extractvalue { i32, i32 } %72, 1, !dbg !420		; visa id: 143
  %75 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %73, i32 %74), !dbg !420		; visa id: 145
  %76 = load <4 x float>, <4 x float> addrspace(1)* %75, align 16, !dbg !420		; visa id: 147
  %scalar32 = extractelement <4 x float> %76, i32 0, !dbg !420
  %scalar33 = extractelement <4 x float> %76, i32 1, !dbg !420		; visa id: 148
  %scalar34 = extractelement <4 x float> %76, i32 2, !dbg !420
  %scalar35 = extractelement <4 x float> %76, i32 3, !dbg !420
  %assembled.vect = insertelement <2 x float> undef, float %scalar28, i32 0, !dbg !422		; visa id: 148
  %assembled.vect36 = insertelement <2 x float> %assembled.vect, float %scalar33, i32 1, !dbg !422		; visa id: 149
  %77 = mul i32 %1, 56
  %78 = mul i32 %3, 8		; visa id: 150
  %79 = add i32 %77, %78		; visa id: 151
  %80 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %79)		; visa id: 152
  %81 = bitcast i8* %80 to <2 x float>*		; visa id: 164
  store <2 x float> %assembled.vect36, <2 x float>* %81, align 8, !dbg !423		; visa id: 164
  %82 = load <2 x float>, <2 x float>* %81, align 8, !dbg !423		; visa id: 165
  %83 = mul i32 %1, 40
  %84 = mul i32 %3, 16		; visa id: 166
  %85 = add i32 %83, %84		; visa id: 167
  %86 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %85)		; visa id: 168
  %87 = bitcast i8* %86 to %struct.point*		; visa id: 180
  %88 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %87), !dbg !424
  %89 = extractvalue { i32, i32 } %88, 0, !dbg !424		; visa id: 180
  %90 = extractvalue { i32, i32 } %88, 1, !dbg !424		; visa id: 180
  %91 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %89, i32 %90, i32 0, i32 0), !dbg !424
  %92 = extractvalue { i32, i32 } %91, 0, !dbg !424		; visa id: 182
  %93 = extractvalue { i32, i32 } %91, 1, !dbg !424		; visa id: 182
  %94 = call <2 x float>* @llvm.genx.GenISA.pair.to.ptr.p0v2f32(i32 %92, i32 %93), !dbg !424		; visa id: 184
  store <2 x float> %82, <2 x float>* %94, align 8, !dbg !425		; visa id: 186
  %95 = load i32, i32* %36, align 4, !dbg !426		; visa id: 188
  %96 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.point(%struct.point* %87), !dbg !427
  %97 = extractvalue { i32, i32 } %96, 0, !dbg !427		; visa id: 189
  %98 = extractvalue { i32, i32 } %96, 1, !dbg !427		; visa id: 189
  %99 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %97, i32 %98, i32 8, i32 0), !dbg !427
  %100 = extractvalue { i32, i32 } %99, 0, !dbg !427		; visa id: 191
  %101 = extractvalue { i32, i32 } %99, 1, !dbg !427		; visa id: 191
  %102 = call i32* @llvm.genx.GenISA.pair.to.ptr.p0i32(i32 %100, i32 %101), !dbg !427		; visa id: 193
  store i32 %95, i32* %102, align 8, !dbg !428		; visa id: 195
  call void @llvm.dbg.declare(metadata <4 x float>* %127, metadata !429, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !430, !StorageOffset !431, !StorageSize !417		; visa id: 197
  %103 = bitcast <4 x float> addrspace(1)** %7 to i64*, !dbg !432		; visa id: 197
  %104 = bitcast i64* %103 to <2 x i32>*, !dbg !432		; visa id: 197
  %105 = load <2 x i32>, <2 x i32>* %104, align 8, !dbg !432		; visa id: 197
  %106 = extractelement <2 x i32> %105, i32 0, !dbg !432		; visa id: 198
  %107 = extractelement <2 x i32> %105, i32 1, !dbg !432		; visa id: 198
  %108 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %106, i32 %107), !dbg !432		; visa id: 198
  %109 = load i32, i32* %36, align 4, !dbg !433		; visa id: 200
  %110 = ashr i32 %109, 31, !dbg !432		; visa id: 201
  %111 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1v4f32(<4 x float> addrspace(1)* %108), !dbg !432
  %112 = extractvalue { i32, i32 } %111, 0, !dbg !432		; visa id: 202
  %113 = extractvalue { i32, i32 } %111, 1, !dbg !432		; visa id: 202
  %114 = shl i32 %109, 4, !dbg !432		; visa id: 204
  %115 = lshr i32 %109, 28, !dbg !432		; visa id: 205
  %116 = shl i32 %110, 4, !dbg !432		; visa id: 206
  %117 = or i32 %116, %115, !dbg !432		; visa id: 207
  %118 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %112, i32 %113, i32 %114, i32 %117), !dbg !432
  %119 = extractvalue { i32, i32 } %118, 0, !dbg !432		; visa id: 208
  %120 = extractvalue { i32, i32 } %118, 1, !dbg !432		; visa id: 208
  %121 = call <4 x float> addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1v4f32(i32 %119, i32 %120), !dbg !432		; visa id: 210
  %122 = load <4 x float>, <4 x float> addrspace(1)* %121, align 16, !dbg !432		; visa id: 212
  %123 = mul i32 %1, 64
  %124 = mul i32 %3, 16		; visa id: 213
  %125 = add i32 %123, %124		; visa id: 214
  %126 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %125)		; visa id: 215
  %127 = bitcast i8* %126 to <4 x float>*		; visa id: 227
  store <4 x float> %122, <4 x float>* %127, align 16, !dbg !430		; visa id: 227
  call void @llvm.dbg.declare(metadata float* %132, metadata !434, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !435, !StorageOffset !366, !StorageSize !401		; visa id: 229
  %128 = mul i32 %1, 8
  %129 = mul i32 %3, 4		; visa id: 229
  %130 = add i32 %128, %129		; visa id: 230
  %131 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %130)		; visa id: 231
  %132 = bitcast i8* %131 to float*		; visa id: 243
  store float 0.000000e+00, float* %132, align 4, !dbg !435		; visa id: 243
  call void @llvm.dbg.declare(metadata i32* %137, metadata !436, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !438, !StorageOffset !368, !StorageSize !401		; visa id: 246
  %133 = mul i32 %1, 12
  %134 = mul i32 %3, 4		; visa id: 246
  %135 = add i32 %133, %134		; visa id: 247
  %136 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %135)		; visa id: 248
  %137 = bitcast i8* %136 to i32*		; visa id: 260
  store i32 0, i32* %137, align 4, !dbg !438		; visa id: 260
  %138 = mul i32 %1, 16
  %139 = mul i32 %3, 4		; visa id: 262
  %140 = add i32 %138, %139		; visa id: 263
  %141 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %140)		; visa id: 264
  %142 = bitcast i8* %141 to float*		; visa id: 276
  br label %for.cond, !dbg !439		; visa id: 276

for.cond:                                         ; preds = %for.inc, %entry
; BB1 :
  %143 = load i32, i32* %137, align 4, !dbg !440		; visa id: 277
  %144 = load i32, i32* %31, align 4, !dbg !442		; visa id: 278
  %cmp = icmp slt i32 %143, %144, !dbg !443		; visa id: 279
  br i1 %cmp, label %for.body, label %for.end, !dbg !444		; visa id: 280

for.body:                                         ; preds = %for.cond
; BB2 :
  call void @llvm.dbg.declare(metadata float* %142, metadata !445, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !447, !StorageOffset !417, !StorageSize !401		; visa id: 283
  %145 = load <4 x float>, <4 x float>* %127, align 16, !dbg !448		; visa id: 283
  %call7 = call spir_func float @mid2(%struct.point* byval(%struct.point) %87, <4 x float> %145) #6, !dbg !449		; visa id: 284
  store float %call7, float* %142, align 4, !dbg !447		; visa id: 292
  %146 = load float, float* %142, align 4, !dbg !450		; visa id: 294
  %147 = load float, float* %132, align 4, !dbg !451		; visa id: 295
  %add = fadd float %147, %146, !dbg !451		; visa id: 296
  store float %add, float* %132, align 4, !dbg !451		; visa id: 297
  br label %for.inc, !dbg !452		; visa id: 299

for.inc:                                          ; preds = %for.body
; BB3 :
  %148 = load i32, i32* %137, align 4, !dbg !453		; visa id: 301
  %inc = add nsw i32 %148, 1, !dbg !453		; visa id: 302
  store i32 %inc, i32* %137, align 4, !dbg !453		; visa id: 303
  br label %for.cond, !dbg !454		; visa id: 304

for.end:                                          ; preds = %for.cond
; BB4 :
  %149 = load float, float* %132, align 4, !dbg !455		; visa id: 307
  %150 = bitcast float addrspace(1)** %19 to i64*, !dbg !456		; visa id: 308
  %151 = bitcast i64* %150 to <2 x i32>*, !dbg !456		; visa id: 308
  %152 = load <2 x i32>, <2 x i32>* %151, align 8, !dbg !456		; visa id: 308
  %153 = extractelement <2 x i32> %152, i32 0, !dbg !456		; visa id: 309
  %154 = extractelement <2 x i32> %152, i32 1, !dbg !456		; visa id: 309
  %155 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %153, i32 %154), !dbg !456		; visa id: 309
  %156 = load i32, i32* %36, align 4, !dbg !457		; visa id: 311
  %157 = ashr i32 %156, 31, !dbg !456		; visa id: 312
  %158 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %155), !dbg !456
  %159 = extractvalue { i32, i32 } %158, 0, !dbg !456		; visa id: 313
  %160 = extractvalue { i32, i32 } %158, 1, !dbg !456		; visa id: 313
  %161 = shl i32 %156, 2, !dbg !456		; visa id: 315
  %162 = lshr i32 %156, 30, !dbg !456		; visa id: 316
  %163 = shl i32 %157, 2, !dbg !456		; visa id: 317
  %164 = or i32 %163, %162, !dbg !456		; visa id: 318
  %165 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %159, i32 %160, i32 %161, i32 %164), !dbg !456
  %166 = extractvalue { i32, i32 } %165, 0, !dbg !456		; visa id: 319
  %167 = extractvalue { i32, i32 } %165, 1, !dbg !456		; visa id: 319
  %168 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %166, i32 %167), !dbg !456		; visa id: 321
  store float %149, float addrspace(1)* %168, align 4, !dbg !458		; visa id: 323
  ret void, !dbg !459		; visa id: 325
}
