; ------------------------------------------------
; OCL_asm475b9e6050802b3c_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @scopes(i32 addrspace(1)* %in, i32 addrspace(1)* %out, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !2 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 25
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !357		; visa id: 28
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 29
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar28 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar29 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar30 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 29
  %scalar21 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar22 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  call void @llvm.dbg.declare(metadata [4 x i32] addrspace(3)* @scopes.bins, metadata !358, metadata !DIExpression()), !dbg !359		; visa id: 30
  call void @llvm.dbg.declare(metadata [18 x i32] addrspace(3)* @scopes.tile, metadata !361, metadata !DIExpression()), !dbg !359		; visa id: 30
  %2 = mul i32 %1, 40
  %3 = zext i16 %0 to i32		; visa id: 30
  %4 = mul i32 %3, 8		; visa id: 31
  %5 = add i32 %2, %4		; visa id: 32
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)		; visa id: 33
  %7 = bitcast i8* %6 to i32 addrspace(1)**		; visa id: 45
  %8 = bitcast i32 addrspace(1)** %7 to i64*		; visa id: 45
  %9 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %in)
  %10 = extractvalue { i32, i32 } %9, 0		; visa id: 45
  %11 = extractvalue { i32, i32 } %9, 1		; visa id: 45
  %12 = insertelement <2 x i32> undef, i32 %10, i32 0		; visa id: 47
  %13 = insertelement <2 x i32> %12, i32 %11, i32 1		; visa id: 48
  %14 = bitcast i64* %8 to <2 x i32>*		; visa id: 49
  store <2 x i32> %13, <2 x i32>* %14, align 8		; visa id: 49
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !362, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !360, !StorageOffset !363, !StorageSize !347		; visa id: 53
  %15 = mul i32 %1, 48
  %16 = mul i32 %3, 8		; visa id: 53
  %17 = add i32 %15, %16		; visa id: 54
  %18 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %17)		; visa id: 55
  %19 = bitcast i8* %18 to i32 addrspace(1)**		; visa id: 67
  %20 = bitcast i32 addrspace(1)** %19 to i64*		; visa id: 67
  %21 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %out)
  %22 = extractvalue { i32, i32 } %21, 0		; visa id: 67
  %23 = extractvalue { i32, i32 } %21, 1		; visa id: 67
  %24 = insertelement <2 x i32> undef, i32 %22, i32 0		; visa id: 69
  %25 = insertelement <2 x i32> %24, i32 %23, i32 1		; visa id: 70
  %26 = bitcast i64* %20 to <2 x i32>*		; visa id: 71
  store <2 x i32> %25, <2 x i32>* %26, align 8		; visa id: 71
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %19, metadata !364, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !365, !StorageOffset !366, !StorageSize !347		; visa id: 74
  %27 = mul i32 %1, 8
  %28 = mul i32 %3, 4		; visa id: 74
  %29 = add i32 %27, %28		; visa id: 75
  %30 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %29)		; visa id: 76
  %31 = bitcast i8* %30 to i32*		; visa id: 88
  store i32 %n, i32* %31, align 4		; visa id: 88
  call void @llvm.dbg.declare(metadata i32* %31, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !368, !StorageOffset !347, !StorageSize !369		; visa id: 90
  call void @llvm.dbg.declare(metadata i32* %36, metadata !370, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !371, !StorageOffset !349, !StorageSize !369		; visa id: 91
  %cmpDim = icmp eq i32 0, 0, !dbg !372		; visa id: 91
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !372		; visa id: 92
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !372		; visa id: 93
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !372		; visa id: 94
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !372		; visa id: 95
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !372		; visa id: 98
  %localIdX3 = zext i16 %localIdX to i32, !dbg !372		; visa id: 99
  %cmp11.i.i.i.i = icmp ult i32 %localIdX3, 65536, !dbg !372
  %add.i.i.i = add i32 %localIdX3, %mul.i.i.i, !dbg !372
  %add4.i.i.i = add i32 %add.i.i.i, %scalar23, !dbg !372		; visa id: 100
  %cmpDim4 = icmp eq i32 1, 0, !dbg !372
  %tmpOffsetR05 = select i1 %cmpDim4, i8 1, i8 5, !dbg !372
  %.demoted.zext33 = zext i8 %tmpOffsetR05 to i32, !dbg !372
  %offsetR06 = add i32 1, %.demoted.zext33, !dbg !372
  %groupId7 = extractelement <8 x i32> %r0, i32 %offsetR06, !dbg !372
  %mul.i7.i.i = mul i32 %scalar21, %groupId7, !dbg !372
  %localIdY9 = zext i16 %localIdY to i32, !dbg !372
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY9, 65536, !dbg !372
  %add.i9.i.i = add i32 %localIdY9, %mul.i7.i.i, !dbg !372
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar24, !dbg !372
  %cmpDim11 = icmp eq i32 2, 0, !dbg !372
  %tmpOffsetR012 = select i1 %cmpDim11, i8 1, i8 5, !dbg !372
  %.demoted.zext34 = zext i8 %tmpOffsetR012 to i32, !dbg !372
  %offsetR013 = add i32 2, %.demoted.zext34, !dbg !372
  %groupId14 = extractelement <8 x i32> %r0, i32 %offsetR013, !dbg !372
  %mul.i15.i.i = mul i32 %scalar22, %groupId14, !dbg !372
  %localIdZ16 = zext i16 %localIdZ to i32, !dbg !372
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ16, 65536, !dbg !372
  %add.i17.i.i = add i32 %localIdZ16, %mul.i15.i.i, !dbg !372
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar25, !dbg !372
  %32 = mul i32 %1, 12
  %33 = mul i32 %3, 4		; visa id: 101
  %34 = add i32 %32, %33		; visa id: 102
  %35 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %34)		; visa id: 103
  %36 = bitcast i8* %35 to i32*		; visa id: 115
  store i32 %add4.i.i.i, i32* %36, align 4, !dbg !371		; visa id: 115
  call void @llvm.dbg.declare(metadata i32* %41, metadata !373, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !374, !StorageOffset !375, !StorageSize !369		; visa id: 117
  %localIdX18 = zext i16 %localIdX to i32, !dbg !376		; visa id: 117
  %cmp12.i.i = icmp ult i32 %localIdX18, 65536, !dbg !376
  %localIdY19 = zext i16 %localIdY to i32, !dbg !376
  %cmp14.i.i = icmp ult i32 %localIdY19, 65536, !dbg !376
  %localIdZ20 = zext i16 %localIdZ to i32, !dbg !376
  %cmp16.i.i = icmp ult i32 %localIdZ20, 65536, !dbg !376
  %37 = mul i32 %1, 16
  %38 = mul i32 %3, 4		; visa id: 118
  %39 = add i32 %37, %38		; visa id: 119
  %40 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %39)		; visa id: 120
  %41 = bitcast i8* %40 to i32*		; visa id: 132
  store i32 %localIdX18, i32* %41, align 4, !dbg !374		; visa id: 132
  %42 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !377		; visa id: 134
  %43 = bitcast i64* %42 to <2 x i32>*, !dbg !377		; visa id: 134
  %44 = load <2 x i32>, <2 x i32>* %43, align 8, !dbg !377		; visa id: 134
  %45 = extractelement <2 x i32> %44, i32 0, !dbg !377		; visa id: 135
  %46 = extractelement <2 x i32> %44, i32 1, !dbg !377		; visa id: 135
  %47 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %45, i32 %46), !dbg !377		; visa id: 135
  %48 = load i32, i32* %36, align 4, !dbg !378		; visa id: 137
  %49 = ashr i32 %48, 31, !dbg !377		; visa id: 138
  %50 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %47), !dbg !377
  %51 = extractvalue { i32, i32 } %50, 0, !dbg !377		; visa id: 139
  %52 = extractvalue { i32, i32 } %50, 1, !dbg !377		; visa id: 139
  %53 = shl i32 %48, 2, !dbg !377		; visa id: 141
  %54 = lshr i32 %48, 30, !dbg !377		; visa id: 142
  %55 = shl i32 %49, 2, !dbg !377		; visa id: 143
  %56 = or i32 %55, %54, !dbg !377		; visa id: 144
  %57 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %51, i32 %52, i32 %53, i32 %56), !dbg !377
  %58 = extractvalue { i32, i32 } %57, 0, !dbg !377		; visa id: 145
  %59 = extractvalue { i32, i32 } %57, 1, !dbg !377		; visa id: 145
  %60 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %58, i32 %59), !dbg !377		; visa id: 147
  %61 = load i32, i32 addrspace(1)* %60, align 4, !dbg !377		; visa id: 149
  %62 = load i32, i32* %41, align 4, !dbg !379		; visa id: 150
  %63 = ashr i32 %62, 31, !dbg !380
  %64 = shl i32 %62, 2, !dbg !380		; visa id: 151
  %65 = add i32 0, %64, !dbg !380		; visa id: 152
  %66 = inttoptr i32 %65 to i32 addrspace(3)*, !dbg !380		; visa id: 153
  store i32 %61, i32 addrspace(3)* %66, align 4, !dbg !381		; visa id: 153
  %67 = load i32, i32* %41, align 4, !dbg !382		; visa id: 155
  %cmp = icmp slt i32 %67, 4, !dbg !384		; visa id: 156
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !385		; visa id: 157

entry.if.end_crit_edge:                           ; preds = %entry
; BB:
  br label %if.end, !dbg !385

if.then:                                          ; preds = %entry
; BB2 :
  %68 = load i32, i32* %41, align 4, !dbg !386		; visa id: 159
  %69 = ashr i32 %68, 31, !dbg !387
  %70 = inttoptr i32 268435528 to [4 x i32] addrspace(3)*, !dbg !387
  %71 = shl i32 %68, 2, !dbg !387		; visa id: 160
  %72 = add i32 268435528, %71, !dbg !387		; visa id: 161
  %73 = inttoptr i32 %72 to i32 addrspace(3)*, !dbg !387		; visa id: 162
  store i32 0, i32 addrspace(3)* %73, align 4, !dbg !388		; visa id: 162
  br label %if.end, !dbg !387		; visa id: 164

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
; BB3 :
  call spir_func void @__intel_memfence_optnone(i8 0, i8 0, i8 0) #5, !dbg !389		; visa id: 166
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !389		; visa id: 170
  call void @llvm.dbg.declare(metadata i32* %78, metadata !390, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391, !StorageOffset !392, !StorageSize !369		; visa id: 172
  %74 = mul i32 %1, 20
  %75 = mul i32 %3, 4		; visa id: 172
  %76 = add i32 %74, %75		; visa id: 173
  %77 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %76)		; visa id: 174
  %78 = bitcast i8* %77 to i32*		; visa id: 186
  store i32 0, i32* %78, align 4, !dbg !391		; visa id: 186
  call void @llvm.dbg.declare(metadata i32* %83, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !395, !StorageOffset !396, !StorageSize !369		; visa id: 189
  %79 = mul i32 %1, 24
  %80 = mul i32 %3, 4		; visa id: 189
  %81 = add i32 %79, %80		; visa id: 190
  %82 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %81)		; visa id: 191
  %83 = bitcast i8* %82 to i32*		; visa id: 203
  store i32 0, i32* %83, align 4, !dbg !395		; visa id: 203
  %84 = mul i32 %1, 0
  %85 = mul i32 %3, 2		; visa id: 205
  %86 = add i32 %84, %85		; visa id: 206
  %87 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %86)		; visa id: 207
  %88 = bitcast i8* %87 to i16*		; visa id: 219
  %89 = mul i32 %1, 4
  %90 = mul i32 %3, 4		; visa id: 219
  %91 = add i32 %89, %90		; visa id: 220
  %92 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %91)		; visa id: 221
  %93 = bitcast i8* %92 to i32*		; visa id: 233
  %94 = mul i32 %1, 28
  %95 = mul i32 %3, 4		; visa id: 233
  %96 = add i32 %94, %95		; visa id: 234
  %97 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %96)		; visa id: 235
  %98 = bitcast i8* %97 to i32*		; visa id: 247
  %99 = mul i32 %1, 32
  %100 = mul i32 %3, 4		; visa id: 247
  %101 = add i32 %99, %100		; visa id: 248
  %102 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %101)		; visa id: 249
  %103 = bitcast i8* %102 to i32*		; visa id: 261
  br label %for.cond, !dbg !397		; visa id: 261

for.cond:                                         ; preds = %for.inc23, %if.end
; BB4 :
  %104 = load i32, i32* %83, align 4, !dbg !398		; visa id: 262
  %105 = load i32, i32* %31, align 4, !dbg !400		; visa id: 263
  %cmp8 = icmp slt i32 %104, %105, !dbg !401		; visa id: 264
  br i1 %cmp8, label %for.body, label %for.end25, !dbg !402		; visa id: 265

for.body:                                         ; preds = %for.cond
; BB5 :
  call void @llvm.dbg.declare(metadata i32* %98, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !405, !StorageOffset !406, !StorageSize !369		; visa id: 268
  %106 = load i32, i32* %41, align 4, !dbg !407		; visa id: 268
  %107 = load i32, i32* %83, align 4, !dbg !408		; visa id: 269
  %add = add nsw i32 %106, %107, !dbg !409		; visa id: 270
  %shr1.i = ashr i32 %add, 31, !dbg !410		; visa id: 271
  %add2.i = add nsw i32 %shr1.i, %add, !dbg !410		; visa id: 272
  %xor3.i = xor i32 %add2.i, %shr1.i, !dbg !410		; visa id: 273
  %108 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 18) #8, !dbg !410		; visa id: 274
  %conv.i = fptoui float %108 to i32, !dbg !410		; visa id: 276
  %sub.i = sub i32 18, %conv.i, !dbg !410		; visa id: 277
  %109 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub.i) #8, !dbg !410		; visa id: 278
  %110 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %xor3.i) #8, !dbg !410		; visa id: 279
  %conv6.i = fptoui float %110 to i32, !dbg !410		; visa id: 280
  %sub7.i = sub i32 %xor3.i, %conv6.i, !dbg !410		; visa id: 281
  %111 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub7.i) #8, !dbg !410		; visa id: 282
  %div.i = fdiv float 1.000000e+00, %108, !dbg !410, !fpmath !411		; visa id: 283
  %112 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %div.i, float 0xBE98000000000000, float %div.i) #8, !dbg !410		; visa id: 284
  %113 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %110, float %112) #8, !dbg !410		; visa id: 285
  %conv11.i = fptoui float %113 to i32, !dbg !410		; visa id: 286
  %114 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %conv11.i) #8, !dbg !410		; visa id: 287
  %sub13.i = fsub float -0.000000e+00, %108, !dbg !410		; visa id: 288
  %115 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %sub13.i, float %114, float %110) #8, !dbg !410		; visa id: 289
  %sub15.i = fsub float -0.000000e+00, %109, !dbg !410		; visa id: 290
  %116 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %sub15.i, float %114, float %111) #8, !dbg !410		; visa id: 291
  %117 = call float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float %115, float %116) #8, !dbg !410		; visa id: 292
  %118 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %112, float %117) #8, !dbg !410		; visa id: 293
  %conv19.i = fptoui float %118 to i32, !dbg !410		; visa id: 295
  %add20.i = add i32 %conv19.i, %conv11.i, !dbg !410		; visa id: 296
  %mul.i = mul i32 %add20.i, 18, !dbg !410
  %sub22.i = sub i32 %xor3.i, %mul.i, !dbg !410		; visa id: 297
  %cmp.i = icmp uge i32 %sub22.i, 18, !dbg !410
  %cond.i = sext i1 %cmp.i to i32, !dbg !410		; visa id: 298
  %and.i = and i32 %cond.i, 1, !dbg !410
  %and25.i = and i32 18, %cond.i, !dbg !410		; visa id: 299
  %sub26.i = add i32 %sub22.i, %shr1.i, !dbg !410
  %add27.i = sub i32 %sub26.i, %and25.i, !dbg !410		; visa id: 300
  %xor28.i = xor i32 %add27.i, %shr1.i, !dbg !410		; visa id: 301
  store i32 %xor28.i, i32* %93, align 4, !dbg !410, !tbaa !412		; visa id: 302
  %add24.i = add i32 %add20.i, %shr1.i, !dbg !410
  %add29.i = add i32 %add24.i, %and.i, !dbg !410
  %xor30.i = xor i32 %add29.i, %shr1.i, !dbg !410
  %rem32 = load i32, i32* %93, align 4, !dbg !410		; visa id: 303
  %119 = ashr i32 %rem32, 31, !dbg !416
  %120 = shl i32 %rem32, 2, !dbg !416		; visa id: 304
  %121 = add i32 0, %120, !dbg !416		; visa id: 305
  %122 = inttoptr i32 %121 to i32 addrspace(3)*, !dbg !416		; visa id: 306
  %123 = load i32, i32 addrspace(3)* %122, align 4, !dbg !416		; visa id: 306
  store i32 %123, i32* %98, align 4, !dbg !405		; visa id: 307
  %124 = load i32, i32* %98, align 4, !dbg !417		; visa id: 309
  %cmp12 = icmp sgt i32 %124, 0, !dbg !419		; visa id: 310
  br i1 %cmp12, label %if.then14, label %for.body.if.end22_crit_edge, !dbg !420		; visa id: 311

for.body.if.end22_crit_edge:                      ; preds = %for.body
; BB:
  br label %if.end22, !dbg !420

if.then14:                                        ; preds = %for.body
; BB7 :
  call void @llvm.dbg.declare(metadata i32* %103, metadata !421, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !424, !StorageOffset !425, !StorageSize !369		; visa id: 314
  store i32 0, i32* %103, align 4, !dbg !424		; visa id: 314
  br label %for.cond15, !dbg !426		; visa id: 316

for.cond15:                                       ; preds = %for.inc, %if.then14
; BB8 :
  %125 = load i32, i32* %103, align 4, !dbg !427		; visa id: 317
  %cmp16 = icmp slt i32 %125, 3, !dbg !429		; visa id: 318
  br i1 %cmp16, label %for.body18, label %for.end, !dbg !430		; visa id: 319

for.end:                                          ; preds = %for.cond15
; BB:
  br label %if.end22, !dbg !431

for.body18:                                       ; preds = %for.cond15
; BB10 :
  call void @llvm.dbg.declare(metadata i16* %88, metadata !432, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !435, !StorageOffset !343, !StorageSize !436		; visa id: 322
  %126 = load i32, i32* %98, align 4, !dbg !437		; visa id: 322
  %127 = load i32, i32* %103, align 4, !dbg !438		; visa id: 323
  %mul = mul nsw i32 %126, %127, !dbg !439		; visa id: 324
  %conv19 = trunc i32 %mul to i16, !dbg !440		; visa id: 325
  store i16 %conv19, i16* %88, align 2, !dbg !435		; visa id: 326
  %128 = load i16, i16* %88, align 2, !dbg !441		; visa id: 329
  %129 = load i32, i32* %78, align 4, !dbg !442		; visa id: 331
  %conv20 = sext i16 %128 to i32, !dbg !441		; visa id: 332
  %add21 = add nsw i32 %129, %conv20, !dbg !442		; visa id: 333
  store i32 %add21, i32* %78, align 4, !dbg !442		; visa id: 334
  br label %for.inc, !dbg !443		; visa id: 336

for.inc:                                          ; preds = %for.body18
; BB11 :
  %130 = load i32, i32* %103, align 4, !dbg !444		; visa id: 338
  %inc = add nsw i32 %130, 1, !dbg !444		; visa id: 339
  store i32 %inc, i32* %103, align 4, !dbg !444		; visa id: 340
  br label %for.cond15, !dbg !445		; visa id: 341

if.end22:                                         ; preds = %for.body.if.end22_crit_edge, %for.end
; BB:
  br label %for.inc23, !dbg !446

for.inc23:                                        ; preds = %if.end22
; BB13 :
  %131 = load i32, i32* %83, align 4, !dbg !447		; visa id: 344
  %inc24 = add nsw i32 %131, 1, !dbg !447		; visa id: 345
  store i32 %inc24, i32* %83, align 4, !dbg !447		; visa id: 346
  br label %for.cond, !dbg !448		; visa id: 347

for.end25:                                        ; preds = %for.cond
; BB14 :
  %132 = load i32, i32* %78, align 4, !dbg !449		; visa id: 350
  %and = and i32 %132, 3, !dbg !450		; visa id: 351
  %133 = ashr i32 %and, 31, !dbg !451
  %134 = inttoptr i32 268435528 to [4 x i32] addrspace(3)*, !dbg !451
  %135 = shl i32 %and, 2, !dbg !451		; visa id: 352
  %136 = add i32 268435528, %135, !dbg !451		; visa id: 353
  %137 = inttoptr i32 %136 to i32 addrspace(3)*, !dbg !451		; visa id: 354
  %PtrDstToInt = ptrtoint i32 addrspace(3)* %137 to i32, !dbg !452		; visa id: 354
  %call.i2 = call i32 @llvm.genx.GenISA.intatomicraw.i32.p3i32.i32(i32 addrspace(3)* %137, i32 %PtrDstToInt, i32 1, i32 0), !dbg !452		; visa id: 354
  call spir_func void @__intel_memfence_optnone(i8 0, i8 0, i8 0) #5, !dbg !453		; visa id: 357
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !453		; visa id: 361
  %138 = load i32, i32* %78, align 4, !dbg !454		; visa id: 363
  %139 = load i32, i32* %41, align 4, !dbg !455		; visa id: 364
  %and29 = and i32 %139, 3, !dbg !456		; visa id: 365
  %140 = ashr i32 %and29, 31, !dbg !457
  %141 = inttoptr i32 268435528 to [4 x i32] addrspace(3)*, !dbg !457
  %142 = shl i32 %and29, 2, !dbg !457		; visa id: 366
  %143 = add i32 268435528, %142, !dbg !457		; visa id: 367
  %144 = inttoptr i32 %143 to i32 addrspace(3)*, !dbg !457		; visa id: 368
  %145 = load i32, i32 addrspace(3)* %144, align 4, !dbg !457		; visa id: 368
  %add32 = add nsw i32 %138, %145, !dbg !458		; visa id: 369
  %146 = bitcast i32 addrspace(1)** %19 to i64*, !dbg !459		; visa id: 370
  %147 = bitcast i64* %146 to <2 x i32>*, !dbg !459		; visa id: 370
  %148 = load <2 x i32>, <2 x i32>* %147, align 8, !dbg !459		; visa id: 370
  %149 = extractelement <2 x i32> %148, i32 0, !dbg !459		; visa id: 371
  %150 = extractelement <2 x i32> %148, i32 1, !dbg !459		; visa id: 371
  %151 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %149, i32 %150), !dbg !459		; visa id: 371
  %152 = load i32, i32* %36, align 4, !dbg !460		; visa id: 373
  %153 = ashr i32 %152, 31, !dbg !459		; visa id: 374
  %154 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %151), !dbg !459
  %155 = extractvalue { i32, i32 } %154, 0, !dbg !459		; visa id: 375
  %156 = extractvalue { i32, i32 } %154, 1, !dbg !459		; visa id: 375
  %157 = shl i32 %152, 2, !dbg !459		; visa id: 377
  %158 = lshr i32 %152, 30, !dbg !459		; visa id: 378
  %159 = shl i32 %153, 2, !dbg !459		; visa id: 379
  %160 = or i32 %159, %158, !dbg !459		; visa id: 380
  %161 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %155, i32 %156, i32 %157, i32 %160), !dbg !459
  %162 = extractvalue { i32, i32 } %161, 0, !dbg !459		; visa id: 381
  %163 = extractvalue { i32, i32 } %161, 1, !dbg !459		; visa id: 381
  %164 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %162, i32 %163), !dbg !459		; visa id: 383
  store i32 %add32, i32 addrspace(1)* %164, align 4, !dbg !461		; visa id: 385
  ret void, !dbg !462		; visa id: 387
}
