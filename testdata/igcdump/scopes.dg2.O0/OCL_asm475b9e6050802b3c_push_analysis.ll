; ------------------------------------------------
; OCL_asm475b9e6050802b3c_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

@scopes.tile = addrspace(3) global [18 x i32] undef, section "localSLM", align 4, !dbg !0
@scopes.bins = addrspace(3) global [4 x i32] undef, section "localSLM", align 4, !dbg !12
@__OptDisable = local_unnamed_addr addrspace(2) constant i32 1, align 4

; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @scopes(i32 addrspace(1)* %in, i32 addrspace(1)* %out, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !2 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !357
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 0
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar28 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar29 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar30 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %scalar21 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar22 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  call void @llvm.dbg.declare(metadata [4 x i32] addrspace(3)* @scopes.bins, metadata !358, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.declare(metadata [18 x i32] addrspace(3)* @scopes.tile, metadata !361, metadata !DIExpression()), !dbg !359
  %3 = mul i32 %2, 40
  %4 = mul i32 %1, 8
  %5 = add i32 %3, %4
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)
  %7 = bitcast i8* %6 to i32 addrspace(1)**
  %8 = bitcast i32 addrspace(1)** %7 to i64*
  %9 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %in)
  %10 = extractvalue { i32, i32 } %9, 0
  %11 = extractvalue { i32, i32 } %9, 1
  %12 = insertelement <2 x i32> undef, i32 %10, i32 0
  %13 = insertelement <2 x i32> %12, i32 %11, i32 1
  %14 = bitcast i64* %8 to <2 x i32>*
  store <2 x i32> %13, <2 x i32>* %14, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !362, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !360, !StorageOffset !363, !StorageSize !347
  %15 = mul i32 %2, 48
  %16 = mul i32 %1, 8
  %17 = add i32 %15, %16
  %18 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %17)
  %19 = bitcast i8* %18 to i32 addrspace(1)**
  %20 = bitcast i32 addrspace(1)** %19 to i64*
  %21 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %out)
  %22 = extractvalue { i32, i32 } %21, 0
  %23 = extractvalue { i32, i32 } %21, 1
  %24 = insertelement <2 x i32> undef, i32 %22, i32 0
  %25 = insertelement <2 x i32> %24, i32 %23, i32 1
  %26 = bitcast i64* %20 to <2 x i32>*
  store <2 x i32> %25, <2 x i32>* %26, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %19, metadata !364, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !365, !StorageOffset !366, !StorageSize !347
  %27 = mul i32 %2, 8
  %28 = mul i32 %1, 4
  %29 = add i32 %27, %28
  %30 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %29)
  %31 = bitcast i8* %30 to i32*
  store i32 %n, i32* %31, align 4
  call void @llvm.dbg.declare(metadata i32* %31, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !368, !StorageOffset !347, !StorageSize !369
  call void @llvm.dbg.declare(metadata i32* %36, metadata !370, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !371, !StorageOffset !349, !StorageSize !369
  %cmpDim = icmp eq i32 0, 0, !dbg !372
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !372
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !372
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !372
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !372
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !372
  %localIdX3 = zext i16 %localIdX to i32, !dbg !372
  %cmp11.i.i.i.i = icmp ult i32 %localIdX3, 65536, !dbg !372
  %add.i.i.i = add i32 %localIdX3, %mul.i.i.i, !dbg !372
  %add4.i.i.i = add i32 %add.i.i.i, %scalar23, !dbg !372
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
  %32 = mul i32 %2, 12
  %33 = mul i32 %1, 4
  %34 = add i32 %32, %33
  %35 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %34)
  %36 = bitcast i8* %35 to i32*
  store i32 %add4.i.i.i, i32* %36, align 4, !dbg !371
  call void @llvm.dbg.declare(metadata i32* %41, metadata !373, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !374, !StorageOffset !375, !StorageSize !369
  %localIdX18 = zext i16 %localIdX to i32, !dbg !376
  %localIdY19 = zext i16 %localIdY to i32, !dbg !376
  %localIdZ20 = zext i16 %localIdZ to i32, !dbg !376
  %cmp12.i.i = icmp ult i32 %localIdX18, 65536, !dbg !376
  %cmp14.i.i = icmp ult i32 %localIdY19, 65536, !dbg !376
  %cmp16.i.i = icmp ult i32 %localIdZ20, 65536, !dbg !376
  %37 = mul i32 %2, 16
  %38 = mul i32 %1, 4
  %39 = add i32 %37, %38
  %40 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %39)
  %41 = bitcast i8* %40 to i32*
  store i32 %localIdX18, i32* %41, align 4, !dbg !374
  %42 = bitcast i32 addrspace(1)** %7 to i64*, !dbg !377
  %43 = bitcast i64* %42 to <2 x i32>*, !dbg !377
  %44 = load <2 x i32>, <2 x i32>* %43, align 8, !dbg !377
  %45 = extractelement <2 x i32> %44, i32 0, !dbg !377
  %46 = extractelement <2 x i32> %44, i32 1, !dbg !377
  %47 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %45, i32 %46), !dbg !377
  %48 = load i32, i32* %36, align 4, !dbg !378
  %49 = ashr i32 %48, 31, !dbg !377
  %50 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %47), !dbg !377
  %51 = extractvalue { i32, i32 } %50, 0, !dbg !377
  %52 = extractvalue { i32, i32 } %50, 1, !dbg !377
  %53 = shl i32 %48, 2, !dbg !377
  %54 = lshr i32 %48, 30, !dbg !377
  %55 = shl i32 %49, 2, !dbg !377
  %56 = or i32 %55, %54, !dbg !377
  %57 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %51, i32 %52, i32 %53, i32 %56), !dbg !377
  %58 = extractvalue { i32, i32 } %57, 0, !dbg !377
  %59 = extractvalue { i32, i32 } %57, 1, !dbg !377
  %60 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %58, i32 %59), !dbg !377
  %61 = load i32, i32 addrspace(1)* %60, align 4, !dbg !377
  %62 = load i32, i32* %41, align 4, !dbg !379
  %63 = ashr i32 %62, 31, !dbg !380
  %64 = shl i32 %62, 2, !dbg !380
  %65 = add i32 0, %64, !dbg !380
  %66 = inttoptr i32 %65 to i32 addrspace(3)*, !dbg !380
  store i32 %61, i32 addrspace(3)* %66, align 4, !dbg !381
  %67 = load i32, i32* %41, align 4, !dbg !382
  %cmp = icmp slt i32 %67, 4, !dbg !384
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !385

entry.if.end_crit_edge:                           ; preds = %entry
  br label %if.end, !dbg !385

if.then:                                          ; preds = %entry
  %68 = load i32, i32* %41, align 4, !dbg !386
  %69 = ashr i32 %68, 31, !dbg !387
  %70 = inttoptr i32 268435528 to [4 x i32] addrspace(3)*, !dbg !387
  %71 = shl i32 %68, 2, !dbg !387
  %72 = add i32 268435528, %71, !dbg !387
  %73 = inttoptr i32 %72 to i32 addrspace(3)*, !dbg !387
  store i32 0, i32 addrspace(3)* %73, align 4, !dbg !388
  br label %if.end, !dbg !387

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  call spir_func void @__intel_memfence_optnone(i8 0, i8 0, i8 0) #5, !dbg !389
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !389
  call void @llvm.dbg.declare(metadata i32* %78, metadata !390, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391, !StorageOffset !392, !StorageSize !369
  %74 = mul i32 %2, 20
  %75 = mul i32 %1, 4
  %76 = add i32 %74, %75
  %77 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %76)
  %78 = bitcast i8* %77 to i32*
  store i32 0, i32* %78, align 4, !dbg !391
  call void @llvm.dbg.declare(metadata i32* %83, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !395, !StorageOffset !396, !StorageSize !369
  %79 = mul i32 %2, 24
  %80 = mul i32 %1, 4
  %81 = add i32 %79, %80
  %82 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %81)
  %83 = bitcast i8* %82 to i32*
  store i32 0, i32* %83, align 4, !dbg !395
  %84 = mul i32 %2, 0
  %85 = mul i32 %1, 2
  %86 = add i32 %84, %85
  %87 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %86)
  %88 = bitcast i8* %87 to i16*
  %89 = mul i32 %2, 4
  %90 = mul i32 %1, 4
  %91 = add i32 %89, %90
  %92 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %91)
  %93 = bitcast i8* %92 to i32*
  %94 = mul i32 %2, 28
  %95 = mul i32 %1, 4
  %96 = add i32 %94, %95
  %97 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %96)
  %98 = bitcast i8* %97 to i32*
  %99 = mul i32 %2, 32
  %100 = mul i32 %1, 4
  %101 = add i32 %99, %100
  %102 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %101)
  %103 = bitcast i8* %102 to i32*
  br label %for.cond, !dbg !397

for.cond:                                         ; preds = %for.inc23, %if.end
  %104 = load i32, i32* %83, align 4, !dbg !398
  %105 = load i32, i32* %31, align 4, !dbg !400
  %cmp8 = icmp slt i32 %104, %105, !dbg !401
  br i1 %cmp8, label %for.body, label %for.end25, !dbg !402

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %98, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !405, !StorageOffset !406, !StorageSize !369
  %106 = load i32, i32* %41, align 4, !dbg !407
  %107 = load i32, i32* %83, align 4, !dbg !408
  %add = add nsw i32 %106, %107, !dbg !409
  %shr1.i = ashr i32 %add, 31, !dbg !410
  %add2.i = add nsw i32 %shr1.i, %add, !dbg !410
  %xor3.i = xor i32 %add2.i, %shr1.i, !dbg !410
  %108 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 18) #8, !dbg !410
  %conv.i = fptoui float %108 to i32, !dbg !410
  %sub.i = sub i32 18, %conv.i, !dbg !410
  %109 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub.i) #8, !dbg !410
  %110 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %xor3.i) #8, !dbg !410
  %conv6.i = fptoui float %110 to i32, !dbg !410
  %sub7.i = sub i32 %xor3.i, %conv6.i, !dbg !410
  %111 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub7.i) #8, !dbg !410
  %div.i = fdiv float 1.000000e+00, %108, !dbg !410, !fpmath !411
  %112 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %div.i, float 0xBE98000000000000, float %div.i) #8, !dbg !410
  %113 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %110, float %112) #8, !dbg !410
  %conv11.i = fptoui float %113 to i32, !dbg !410
  %114 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %conv11.i) #8, !dbg !410
  %sub13.i = fsub float -0.000000e+00, %108, !dbg !410
  %115 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %sub13.i, float %114, float %110) #8, !dbg !410
  %sub15.i = fsub float -0.000000e+00, %109, !dbg !410
  %116 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %sub15.i, float %114, float %111) #8, !dbg !410
  %117 = call float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float %115, float %116) #8, !dbg !410
  %118 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %112, float %117) #8, !dbg !410
  %conv19.i = fptoui float %118 to i32, !dbg !410
  %add20.i = add i32 %conv19.i, %conv11.i, !dbg !410
  %mul.i = mul i32 %add20.i, 18, !dbg !410
  %sub22.i = sub i32 %xor3.i, %mul.i, !dbg !410
  %cmp.i = icmp uge i32 %sub22.i, 18, !dbg !410
  %cond.i = sext i1 %cmp.i to i32, !dbg !410
  %and.i = and i32 %cond.i, 1, !dbg !410
  %and25.i = and i32 18, %cond.i, !dbg !410
  %sub26.i = add i32 %sub22.i, %shr1.i, !dbg !410
  %add27.i = sub i32 %sub26.i, %and25.i, !dbg !410
  %xor28.i = xor i32 %add27.i, %shr1.i, !dbg !410
  store i32 %xor28.i, i32* %93, align 4, !dbg !410, !tbaa !412
  %add24.i = add i32 %add20.i, %shr1.i, !dbg !410
  %add29.i = add i32 %add24.i, %and.i, !dbg !410
  %xor30.i = xor i32 %add29.i, %shr1.i, !dbg !410
  %rem32 = load i32, i32* %93, align 4, !dbg !410
  %119 = ashr i32 %rem32, 31, !dbg !416
  %120 = shl i32 %rem32, 2, !dbg !416
  %121 = add i32 0, %120, !dbg !416
  %122 = inttoptr i32 %121 to i32 addrspace(3)*, !dbg !416
  %123 = load i32, i32 addrspace(3)* %122, align 4, !dbg !416
  store i32 %123, i32* %98, align 4, !dbg !405
  %124 = load i32, i32* %98, align 4, !dbg !417
  %cmp12 = icmp sgt i32 %124, 0, !dbg !419
  br i1 %cmp12, label %if.then14, label %for.body.if.end22_crit_edge, !dbg !420

for.body.if.end22_crit_edge:                      ; preds = %for.body
  br label %if.end22, !dbg !420

if.then14:                                        ; preds = %for.body
  call void @llvm.dbg.declare(metadata i32* %103, metadata !421, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !424, !StorageOffset !425, !StorageSize !369
  store i32 0, i32* %103, align 4, !dbg !424
  br label %for.cond15, !dbg !426

for.cond15:                                       ; preds = %for.inc, %if.then14
  %125 = load i32, i32* %103, align 4, !dbg !427
  %cmp16 = icmp slt i32 %125, 3, !dbg !429
  br i1 %cmp16, label %for.body18, label %for.end, !dbg !430

for.body18:                                       ; preds = %for.cond15
  call void @llvm.dbg.declare(metadata i16* %88, metadata !431, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !434, !StorageOffset !343, !StorageSize !435
  %126 = load i32, i32* %98, align 4, !dbg !436
  %127 = load i32, i32* %103, align 4, !dbg !437
  %mul = mul nsw i32 %126, %127, !dbg !438
  %conv19 = trunc i32 %mul to i16, !dbg !439
  store i16 %conv19, i16* %88, align 2, !dbg !434
  %128 = load i16, i16* %88, align 2, !dbg !440
  %conv20 = sext i16 %128 to i32, !dbg !440
  %129 = load i32, i32* %78, align 4, !dbg !441
  %add21 = add nsw i32 %129, %conv20, !dbg !441
  store i32 %add21, i32* %78, align 4, !dbg !441
  br label %for.inc, !dbg !442

for.inc:                                          ; preds = %for.body18
  %130 = load i32, i32* %103, align 4, !dbg !443
  %inc = add nsw i32 %130, 1, !dbg !443
  store i32 %inc, i32* %103, align 4, !dbg !443
  br label %for.cond15, !dbg !444

for.end:                                          ; preds = %for.cond15
  br label %if.end22, !dbg !445

if.end22:                                         ; preds = %for.body.if.end22_crit_edge, %for.end
  br label %for.inc23, !dbg !446

for.inc23:                                        ; preds = %if.end22
  %131 = load i32, i32* %83, align 4, !dbg !447
  %inc24 = add nsw i32 %131, 1, !dbg !447
  store i32 %inc24, i32* %83, align 4, !dbg !447
  br label %for.cond, !dbg !448

for.end25:                                        ; preds = %for.cond
  %132 = load i32, i32* %78, align 4, !dbg !449
  %and = and i32 %132, 3, !dbg !450
  %133 = ashr i32 %and, 31, !dbg !451
  %134 = inttoptr i32 268435528 to [4 x i32] addrspace(3)*, !dbg !451
  %135 = shl i32 %and, 2, !dbg !451
  %136 = add i32 268435528, %135, !dbg !451
  %137 = inttoptr i32 %136 to i32 addrspace(3)*, !dbg !451
  %PtrDstToInt = ptrtoint i32 addrspace(3)* %137 to i32, !dbg !452
  %call.i2 = call i32 @llvm.genx.GenISA.intatomicraw.i32.p3i32.i32(i32 addrspace(3)* %137, i32 %PtrDstToInt, i32 1, i32 0), !dbg !452
  call spir_func void @__intel_memfence_optnone(i8 0, i8 0, i8 0) #5, !dbg !453
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !453
  %138 = load i32, i32* %78, align 4, !dbg !454
  %139 = load i32, i32* %41, align 4, !dbg !455
  %and29 = and i32 %139, 3, !dbg !456
  %140 = ashr i32 %and29, 31, !dbg !457
  %141 = inttoptr i32 268435528 to [4 x i32] addrspace(3)*, !dbg !457
  %142 = shl i32 %and29, 2, !dbg !457
  %143 = add i32 268435528, %142, !dbg !457
  %144 = inttoptr i32 %143 to i32 addrspace(3)*, !dbg !457
  %145 = load i32, i32 addrspace(3)* %144, align 4, !dbg !457
  %add32 = add nsw i32 %138, %145, !dbg !458
  %146 = bitcast i32 addrspace(1)** %19 to i64*, !dbg !459
  %147 = bitcast i64* %146 to <2 x i32>*, !dbg !459
  %148 = load <2 x i32>, <2 x i32>* %147, align 8, !dbg !459
  %149 = extractelement <2 x i32> %148, i32 0, !dbg !459
  %150 = extractelement <2 x i32> %148, i32 1, !dbg !459
  %151 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %149, i32 %150), !dbg !459
  %152 = load i32, i32* %36, align 4, !dbg !460
  %153 = ashr i32 %152, 31, !dbg !459
  %154 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %151), !dbg !459
  %155 = extractvalue { i32, i32 } %154, 0, !dbg !459
  %156 = extractvalue { i32, i32 } %154, 1, !dbg !459
  %157 = shl i32 %152, 2, !dbg !459
  %158 = lshr i32 %152, 30, !dbg !459
  %159 = shl i32 %153, 2, !dbg !459
  %160 = or i32 %159, %158, !dbg !459
  %161 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %155, i32 %156, i32 %157, i32 %160), !dbg !459
  %162 = extractvalue { i32, i32 } %161, 0, !dbg !459
  %163 = extractvalue { i32, i32 } %161, 1, !dbg !459
  %164 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %162, i32 %163), !dbg !459
  store i32 %add32, i32 addrspace(1)* %164, align 4, !dbg !461
  ret void, !dbg !462
}

; Function Attrs: builtin convergent noinline norecurse nounwind
define internal spir_func void @__intel_memfence_optnone(i8 %flushRW, i8 %isGlobal, i8 %invalidateL1) local_unnamed_addr #1 {
entry:
  %0 = and i8 %flushRW, 1
  %cmp = icmp eq i8 %0, 0
  br i1 %cmp, label %land.lhs.true, label %entry.if.else_crit_edge

entry.if.else_crit_edge:                          ; preds = %entry
  br label %if.else

land.lhs.true:                                    ; preds = %entry
  %1 = and i8 %isGlobal, 1
  %cmp6 = icmp eq i8 %1, 0
  br i1 %cmp6, label %land.lhs.true8, label %land.lhs.true.if.else_crit_edge

land.lhs.true.if.else_crit_edge:                  ; preds = %land.lhs.true
  br label %if.else

land.lhs.true8:                                   ; preds = %land.lhs.true
  %2 = and i8 %invalidateL1, 1
  %cmp11 = icmp eq i8 %2, 0
  br i1 %cmp11, label %if.then, label %land.lhs.true8.if.else_crit_edge

land.lhs.true8.if.else_crit_edge:                 ; preds = %land.lhs.true8
  br label %if.else

if.then:                                          ; preds = %land.lhs.true8
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false)
  br label %if.end131

if.else:                                          ; preds = %land.lhs.true8.if.else_crit_edge, %land.lhs.true.if.else_crit_edge, %entry.if.else_crit_edge
  %3 = and i8 %flushRW, 1
  %cmp15 = icmp eq i8 %3, 0
  br i1 %cmp15, label %land.lhs.true17, label %if.else.if.else28_crit_edge

if.else.if.else28_crit_edge:                      ; preds = %if.else
  br label %if.else28

land.lhs.true17:                                  ; preds = %if.else
  %4 = and i8 %isGlobal, 1
  %cmp20 = icmp eq i8 %4, 0
  br i1 %cmp20, label %land.lhs.true22, label %land.lhs.true17.if.else28_crit_edge

land.lhs.true17.if.else28_crit_edge:              ; preds = %land.lhs.true17
  br label %if.else28

land.lhs.true22:                                  ; preds = %land.lhs.true17
  %5 = and i8 %invalidateL1, 1
  %cmp25.not = icmp eq i8 %5, 0
  br i1 %cmp25.not, label %land.lhs.true22.if.else28_crit_edge, label %if.then27

land.lhs.true22.if.else28_crit_edge:              ; preds = %land.lhs.true22
  br label %if.else28

if.then27:                                        ; preds = %land.lhs.true22
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true)
  br label %if.end130

if.else28:                                        ; preds = %land.lhs.true22.if.else28_crit_edge, %land.lhs.true17.if.else28_crit_edge, %if.else.if.else28_crit_edge
  %6 = and i8 %flushRW, 1
  %cmp31 = icmp eq i8 %6, 0
  br i1 %cmp31, label %land.lhs.true33, label %if.else28.if.else44_crit_edge

if.else28.if.else44_crit_edge:                    ; preds = %if.else28
  br label %if.else44

land.lhs.true33:                                  ; preds = %if.else28
  %7 = and i8 %isGlobal, 1
  %cmp36.not = icmp eq i8 %7, 0
  br i1 %cmp36.not, label %land.lhs.true33.if.else44_crit_edge, label %land.lhs.true38

land.lhs.true33.if.else44_crit_edge:              ; preds = %land.lhs.true33
  br label %if.else44

land.lhs.true38:                                  ; preds = %land.lhs.true33
  %8 = and i8 %invalidateL1, 1
  %cmp41 = icmp eq i8 %8, 0
  br i1 %cmp41, label %if.then43, label %land.lhs.true38.if.else44_crit_edge

land.lhs.true38.if.else44_crit_edge:              ; preds = %land.lhs.true38
  br label %if.else44

if.then43:                                        ; preds = %land.lhs.true38
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false)
  br label %if.end129

if.else44:                                        ; preds = %land.lhs.true38.if.else44_crit_edge, %land.lhs.true33.if.else44_crit_edge, %if.else28.if.else44_crit_edge
  %9 = and i8 %flushRW, 1
  %cmp47 = icmp eq i8 %9, 0
  br i1 %cmp47, label %land.lhs.true49, label %if.else44.if.else60_crit_edge

if.else44.if.else60_crit_edge:                    ; preds = %if.else44
  br label %if.else60

land.lhs.true49:                                  ; preds = %if.else44
  %10 = and i8 %isGlobal, 1
  %cmp52.not = icmp eq i8 %10, 0
  br i1 %cmp52.not, label %land.lhs.true49.if.else60_crit_edge, label %land.lhs.true54

land.lhs.true49.if.else60_crit_edge:              ; preds = %land.lhs.true49
  br label %if.else60

land.lhs.true54:                                  ; preds = %land.lhs.true49
  %11 = and i8 %invalidateL1, 1
  %cmp57.not = icmp eq i8 %11, 0
  br i1 %cmp57.not, label %land.lhs.true54.if.else60_crit_edge, label %if.then59

land.lhs.true54.if.else60_crit_edge:              ; preds = %land.lhs.true54
  br label %if.else60

if.then59:                                        ; preds = %land.lhs.true54
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true)
  br label %if.end128

if.else60:                                        ; preds = %land.lhs.true54.if.else60_crit_edge, %land.lhs.true49.if.else60_crit_edge, %if.else44.if.else60_crit_edge
  %12 = and i8 %flushRW, 1
  %cmp63.not = icmp eq i8 %12, 0
  br i1 %cmp63.not, label %if.else60.if.else76_crit_edge, label %land.lhs.true65

if.else60.if.else76_crit_edge:                    ; preds = %if.else60
  br label %if.else76

land.lhs.true65:                                  ; preds = %if.else60
  %13 = and i8 %isGlobal, 1
  %cmp68 = icmp eq i8 %13, 0
  br i1 %cmp68, label %land.lhs.true70, label %land.lhs.true65.if.else76_crit_edge

land.lhs.true65.if.else76_crit_edge:              ; preds = %land.lhs.true65
  br label %if.else76

land.lhs.true70:                                  ; preds = %land.lhs.true65
  %14 = and i8 %invalidateL1, 1
  %cmp73 = icmp eq i8 %14, 0
  br i1 %cmp73, label %if.then75, label %land.lhs.true70.if.else76_crit_edge

land.lhs.true70.if.else76_crit_edge:              ; preds = %land.lhs.true70
  br label %if.else76

if.then75:                                        ; preds = %land.lhs.true70
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false)
  br label %if.end127

if.else76:                                        ; preds = %land.lhs.true70.if.else76_crit_edge, %land.lhs.true65.if.else76_crit_edge, %if.else60.if.else76_crit_edge
  %15 = and i8 %flushRW, 1
  %cmp79.not = icmp eq i8 %15, 0
  br i1 %cmp79.not, label %if.else76.if.else92_crit_edge, label %land.lhs.true81

if.else76.if.else92_crit_edge:                    ; preds = %if.else76
  br label %if.else92

land.lhs.true81:                                  ; preds = %if.else76
  %16 = and i8 %isGlobal, 1
  %cmp84 = icmp eq i8 %16, 0
  br i1 %cmp84, label %land.lhs.true86, label %land.lhs.true81.if.else92_crit_edge

land.lhs.true81.if.else92_crit_edge:              ; preds = %land.lhs.true81
  br label %if.else92

land.lhs.true86:                                  ; preds = %land.lhs.true81
  %17 = and i8 %invalidateL1, 1
  %cmp89.not = icmp eq i8 %17, 0
  br i1 %cmp89.not, label %land.lhs.true86.if.else92_crit_edge, label %if.then91

land.lhs.true86.if.else92_crit_edge:              ; preds = %land.lhs.true86
  br label %if.else92

if.then91:                                        ; preds = %land.lhs.true86
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true)
  br label %if.end126

if.else92:                                        ; preds = %land.lhs.true86.if.else92_crit_edge, %land.lhs.true81.if.else92_crit_edge, %if.else76.if.else92_crit_edge
  %18 = and i8 %flushRW, 1
  %cmp95.not = icmp eq i8 %18, 0
  br i1 %cmp95.not, label %if.else92.if.else108_crit_edge, label %land.lhs.true97

if.else92.if.else108_crit_edge:                   ; preds = %if.else92
  br label %if.else108

land.lhs.true97:                                  ; preds = %if.else92
  %19 = and i8 %isGlobal, 1
  %cmp100.not = icmp eq i8 %19, 0
  br i1 %cmp100.not, label %land.lhs.true97.if.else108_crit_edge, label %land.lhs.true102

land.lhs.true97.if.else108_crit_edge:             ; preds = %land.lhs.true97
  br label %if.else108

land.lhs.true102:                                 ; preds = %land.lhs.true97
  %20 = and i8 %invalidateL1, 1
  %cmp105 = icmp eq i8 %20, 0
  br i1 %cmp105, label %if.then107, label %land.lhs.true102.if.else108_crit_edge

land.lhs.true102.if.else108_crit_edge:            ; preds = %land.lhs.true102
  br label %if.else108

if.then107:                                       ; preds = %land.lhs.true102
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false)
  br label %if.end125

if.else108:                                       ; preds = %land.lhs.true102.if.else108_crit_edge, %land.lhs.true97.if.else108_crit_edge, %if.else92.if.else108_crit_edge
  %21 = and i8 %flushRW, 1
  %cmp111.not = icmp eq i8 %21, 0
  br i1 %cmp111.not, label %if.else108.if.else124_crit_edge, label %land.lhs.true113

if.else108.if.else124_crit_edge:                  ; preds = %if.else108
  br label %if.else124

land.lhs.true113:                                 ; preds = %if.else108
  %22 = and i8 %isGlobal, 1
  %cmp116.not = icmp eq i8 %22, 0
  br i1 %cmp116.not, label %land.lhs.true113.if.else124_crit_edge, label %land.lhs.true118

land.lhs.true113.if.else124_crit_edge:            ; preds = %land.lhs.true113
  br label %if.else124

land.lhs.true118:                                 ; preds = %land.lhs.true113
  %23 = and i8 %invalidateL1, 1
  %cmp121.not = icmp eq i8 %23, 0
  br i1 %cmp121.not, label %land.lhs.true118.if.else124_crit_edge, label %if.then123

land.lhs.true118.if.else124_crit_edge:            ; preds = %land.lhs.true118
  br label %if.else124

if.then123:                                       ; preds = %land.lhs.true118
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true)
  br label %if.end

if.else124:                                       ; preds = %land.lhs.true118.if.else124_crit_edge, %land.lhs.true113.if.else124_crit_edge, %if.else108.if.else124_crit_edge
  br label %if.end

if.end:                                           ; preds = %if.else124, %if.then123
  br label %if.end125

if.end125:                                        ; preds = %if.end, %if.then107
  br label %if.end126

if.end126:                                        ; preds = %if.end125, %if.then91
  br label %if.end127

if.end127:                                        ; preds = %if.end126, %if.then75
  br label %if.end128

if.end128:                                        ; preds = %if.end127, %if.then59
  br label %if.end129

if.end129:                                        ; preds = %if.end128, %if.then43
  br label %if.end130

if.end130:                                        ; preds = %if.end129, %if.then27
  br label %if.end131

if.end131:                                        ; preds = %if.end130, %if.then
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #3

; Function Desc: 
; Output: 
; Arg 0: Dst Buffer
; Arg 1: dst address
; Arg 2: src0
; Arg 3: Instruction type (add, or, xor etc)
; Function Attrs: argmemonly nounwind
declare i32 @llvm.genx.GenISA.intatomicraw.i32.p3i32.i32(i32 addrspace(3)*, i32, i32, i32) #4

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: convergent nounwind
declare void @llvm.genx.GenISA.threadgroupbarrier() #5

; Function Desc: 
; Output: 
; Arg 0: Commit Enable
; Arg 1: L3_Flush_RW_Data
; Arg 2: L3_Flush_Constant_Data
; Arg 3: L3_Flush_Texture_Data
; Arg 4: L3_Flush_Instructions
; Arg 5: Fence has global effect
; Arg 6: L1 Invalidate
; Function Attrs: convergent nounwind
declare void @llvm.genx.GenISA.memoryfence(i1, i1, i1, i1, i1, i1, i1) #5

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #6

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float, float, float) #7

; Function Desc: 
; Output: result
; Arg 0: input
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32) #7

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float, float) #7

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float, float) #7

; Function Desc: 
; Output: result
; Arg 0: none
; Function Attrs: nounwind readnone
declare i16 @llvm.genx.GenISA.simdLaneId() #7

; Function Desc: 
; Output: result
; Arg 0: none
; Function Attrs: nounwind readnone
declare i32 @llvm.genx.GenISA.simdSize() #7

; Function Desc: 
; Output: result
; Arg 0: offset
; Function Attrs: nounwind readnone
declare i8* @llvm.genx.GenISA.StackAlloca(i32) #7

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)*) #7

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind readnone
declare i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32, i32) #7

; Function Desc: 
; Output: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind readnone
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #7

attributes #0 = { convergent noinline nounwind optnone "less-precise-fpmad"="false" }
attributes #1 = { builtin convergent noinline norecurse nounwind "frame-pointer"="none" "less-precise-fpmad"="true" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "visaStackCall" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { argmemonly nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { inaccessiblememonly nounwind }
attributes #7 = { nounwind readnone }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!21, !22, !23}
!IGCMetadata = !{!24}
!igc.functions = !{!335, !339}
!opencl.ocl.version = !{!354, !354, !354, !354, !354, !354}
!opencl.spir.version = !{!354, !354, !354, !354, !354}
!llvm.ident = !{!355, !355, !355, !355, !355, !356}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 2, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "scopes", scope: null, file: !3, line: 1, type: !4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, templateParams: !17, retainedNodes: !17)
!3 = !DIFile(filename: "scopes.cl", directory: "/tmp/hdwarf-src")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "bins", scope: !2, file: !3, line: 2, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4, lowerBound: 0)
!17 = !{}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 576, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 18, lowerBound: 0)
!21 = !{i32 2, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{!"ModuleMD", !25, !26, !85, !207, !237, !253, !270, !280, !282, !283, !294, !295, !296, !297, !301, !302, !303, !304, !305, !306, !307, !308, !309, !310, !311, !312, !314, !318, !319, !320, !321, !322, !323, !324, !135, !325, !328, !330, !333, !334}
!25 = !{!"isPrecise", i1 false}
!26 = !{!"compOpt", !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84}
!27 = !{!"DenormsAreZero", i1 false}
!28 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!29 = !{!"OptDisable", i1 true}
!30 = !{!"MadEnable", i1 true}
!31 = !{!"NoSignedZeros", i1 false}
!32 = !{!"NoNaNs", i1 false}
!33 = !{!"FloatRoundingMode", i32 0}
!34 = !{!"FloatCvtIntRoundingMode", i32 3}
!35 = !{!"VISAPreSchedRPThreshold", i32 0}
!36 = !{!"SetLoopUnrollThreshold", i32 0}
!37 = !{!"UnsafeMathOptimizations", i1 false}
!38 = !{!"FiniteMathOnly", i1 false}
!39 = !{!"FastRelaxedMath", i1 false}
!40 = !{!"DashGSpecified", i1 true}
!41 = !{!"FastCompilation", i1 false}
!42 = !{!"UseScratchSpacePrivateMemory", i1 false}
!43 = !{!"RelaxedBuiltins", i1 false}
!44 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!45 = !{!"GreaterThan2GBBufferRequired", i1 true}
!46 = !{!"GreaterThan4GBBufferRequired", i1 false}
!47 = !{!"DisableA64WA", i1 false}
!48 = !{!"ForceEnableA64WA", i1 false}
!49 = !{!"PushConstantsEnable", i1 true}
!50 = !{!"HasPositivePointerOffset", i1 false}
!51 = !{!"HasBufferOffsetArg", i1 true}
!52 = !{!"BufferOffsetArgOptional", i1 true}
!53 = !{!"HasSubDWAlignedPtrArg", i1 false}
!54 = !{!"replaceGlobalOffsetsByZero", i1 false}
!55 = !{!"forcePixelShaderSIMDMode", i32 0}
!56 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!57 = !{!"UniformWGS", i1 false}
!58 = !{!"disableVertexComponentPacking", i1 false}
!59 = !{!"disablePartialVertexComponentPacking", i1 false}
!60 = !{!"PreferBindlessImages", i1 false}
!61 = !{!"UseBindlessMode", i1 false}
!62 = !{!"UseLegacyBindlessMode", i1 true}
!63 = !{!"disableMathRefactoring", i1 false}
!64 = !{!"atomicBranch", i1 false}
!65 = !{!"ForceInt32DivRemEmu", i1 false}
!66 = !{!"ForceInt32DivRemEmuSP", i1 false}
!67 = !{!"ForceMinSimdSizeForFastestCS", i1 false}
!68 = !{!"EnableFastestLinearScan", i1 false}
!69 = !{!"UseStatelessforPrivateMemory", i1 false}
!70 = !{!"EnableTakeGlobalAddress", i1 false}
!71 = !{!"IsLibraryCompilation", i1 false}
!72 = !{!"FastVISACompile", i1 false}
!73 = !{!"MatchSinCosPi", i1 false}
!74 = !{!"CaptureCompilerStats", i1 false}
!75 = !{!"ExcludeIRFromZEBinary", i1 false}
!76 = !{!"EmitZeBinVISASections", i1 false}
!77 = !{!"allowDisableRematforCS", i1 false}
!78 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!79 = !{!"DisableCPSOmaskWA", i1 false}
!80 = !{!"DisableFastestGopt", i1 false}
!81 = !{!"WaForceHalfPromotion", i1 false}
!82 = !{!"DisableConstantCoalescing", i1 false}
!83 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!84 = !{!"WaEnableALTModeVisaWA", i1 false}
!85 = !{!"FuncMD", !86, !87, !157, !158}
!86 = !{!"FuncMDMap[0]", void (i8, i8, i8)* @__intel_memfence_optnone}
!87 = !{!"FuncMDValue[0]", !88, !89, !93, !94, !95, !115, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !147, !148, !152, !153}
!88 = !{!"localOffsets"}
!89 = !{!"workGroupWalkOrder", !90, !91, !92}
!90 = !{!"dim0", i32 0}
!91 = !{!"dim1", i32 0}
!92 = !{!"dim2", i32 0}
!93 = !{!"funcArgs"}
!94 = !{!"functionType", !"UserFunction"}
!95 = !{!"rtInfo", !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !114}
!96 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!97 = !{!"isContinuation", i1 false}
!98 = !{!"hasTraceRayPayload", i1 false}
!99 = !{!"hasHitAttributes", i1 false}
!100 = !{!"hasCallableData", i1 false}
!101 = !{!"ShaderStackSize", i32 0}
!102 = !{!"ShaderHash", i64 0}
!103 = !{!"ShaderName", !""}
!104 = !{!"ParentName", !""}
!105 = !{!"SlotNum", i1* null}
!106 = !{!"NOSSize", i32 0}
!107 = !{!"Entries"}
!108 = !{!"SpillUnions"}
!109 = !{!"CustomHitAttrSizeInBytes", i32 0}
!110 = !{!"Types", !111, !112, !113}
!111 = !{!"FrameStartTys"}
!112 = !{!"ArgumentTys"}
!113 = !{!"FullFrameTys"}
!114 = !{!"Aliases"}
!115 = !{!"resAllocMD", !116, !117, !118, !119, !126}
!116 = !{!"uavsNumType", i32 0}
!117 = !{!"srvsNumType", i32 0}
!118 = !{!"samplersNumType", i32 0}
!119 = !{!"argAllocMDList", !120, !124, !125}
!120 = !{!"argAllocMDListVec[0]", !121, !122, !123}
!121 = !{!"type", i32 0}
!122 = !{!"extensionType", i32 -1}
!123 = !{!"indexType", i32 -1}
!124 = !{!"argAllocMDListVec[1]", !121, !122, !123}
!125 = !{!"argAllocMDListVec[2]", !121, !122, !123}
!126 = !{!"inlineSamplersMD"}
!127 = !{!"maxByteOffsets"}
!128 = !{!"IsInitializer", i1 false}
!129 = !{!"IsFinalizer", i1 false}
!130 = !{!"CompiledSubGroupsNumber", i32 0}
!131 = !{!"hasInlineVmeSamplers", i1 false}
!132 = !{!"localSize", i32 0}
!133 = !{!"localIDPresent", i1 false}
!134 = !{!"groupIDPresent", i1 false}
!135 = !{!"privateMemoryPerWI", i32 0}
!136 = !{!"globalIDPresent", i1 false}
!137 = !{!"hasSyncRTCalls", i1 false}
!138 = !{!"hasNonKernelArgLoad", i1 false}
!139 = !{!"hasNonKernelArgStore", i1 false}
!140 = !{!"hasNonKernelArgAtomic", i1 false}
!141 = !{!"UserAnnotations"}
!142 = !{!"m_OpenCLArgAddressSpaces"}
!143 = !{!"m_OpenCLArgAccessQualifiers", !144, !145, !146}
!144 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!145 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!146 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!147 = !{!"m_OpenCLArgTypes"}
!148 = !{!"m_OpenCLArgBaseTypes", !149, !150, !151}
!149 = !{!"m_OpenCLArgBaseTypesVec[0]", !"i8"}
!150 = !{!"m_OpenCLArgBaseTypesVec[1]", !"i8"}
!151 = !{!"m_OpenCLArgBaseTypesVec[2]", !"i8"}
!152 = !{!"m_OpenCLArgTypeQualifiers"}
!153 = !{!"m_OpenCLArgNames", !154, !155, !156}
!154 = !{!"m_OpenCLArgNamesVec[0]", !"flushRW"}
!155 = !{!"m_OpenCLArgNamesVec[1]", !"isGlobal"}
!156 = !{!"m_OpenCLArgNamesVec[2]", !"invalidateL1"}
!157 = !{!"FuncMDMap[1]", void (i32 addrspace(1)*, i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @scopes}
!158 = !{!"FuncMDValue[1]", !159, !89, !93, !166, !95, !167, !127, !128, !129, !130, !131, !185, !133, !134, !186, !136, !137, !138, !139, !140, !141, !187, !143, !191, !195, !199, !203}
!159 = !{!"localOffsets", !160, !163}
!160 = !{!"localOffsetsVec[0]", !161, !162}
!161 = !{!"m_Offset", i32 0}
!162 = !{!"m_Var", [18 x i32] addrspace(3)* @scopes.tile}
!163 = !{!"localOffsetsVec[1]", !164, !165}
!164 = !{!"m_Offset", i32 268435528}
!165 = !{!"m_Var", [4 x i32] addrspace(3)* @scopes.bins}
!166 = !{!"functionType", !"KernelFunction"}
!167 = !{!"resAllocMD", !168, !117, !118, !169, !126}
!168 = !{!"uavsNumType", i32 3}
!169 = !{!"argAllocMDList", !170, !173, !125, !175, !176, !177, !178, !179, !180, !181, !183, !184}
!170 = !{!"argAllocMDListVec[0]", !171, !122, !172}
!171 = !{!"type", i32 1}
!172 = !{!"indexType", i32 0}
!173 = !{!"argAllocMDListVec[1]", !171, !122, !174}
!174 = !{!"indexType", i32 1}
!175 = !{!"argAllocMDListVec[3]", !121, !122, !123}
!176 = !{!"argAllocMDListVec[4]", !121, !122, !123}
!177 = !{!"argAllocMDListVec[5]", !121, !122, !123}
!178 = !{!"argAllocMDListVec[6]", !121, !122, !123}
!179 = !{!"argAllocMDListVec[7]", !121, !122, !123}
!180 = !{!"argAllocMDListVec[8]", !121, !122, !123}
!181 = !{!"argAllocMDListVec[9]", !171, !122, !182}
!182 = !{!"indexType", i32 2}
!183 = !{!"argAllocMDListVec[10]", !121, !122, !123}
!184 = !{!"argAllocMDListVec[11]", !121, !122, !123}
!185 = !{!"localSize", i32 96}
!186 = !{!"privateMemoryPerWI", i32 56}
!187 = !{!"m_OpenCLArgAddressSpaces", !188, !189, !190}
!188 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!189 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!190 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 0}
!191 = !{!"m_OpenCLArgTypes", !192, !193, !194}
!192 = !{!"m_OpenCLArgTypesVec[0]", !"int*"}
!193 = !{!"m_OpenCLArgTypesVec[1]", !"int*"}
!194 = !{!"m_OpenCLArgTypesVec[2]", !"int"}
!195 = !{!"m_OpenCLArgBaseTypes", !196, !197, !198}
!196 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int*"}
!197 = !{!"m_OpenCLArgBaseTypesVec[1]", !"int*"}
!198 = !{!"m_OpenCLArgBaseTypesVec[2]", !"int"}
!199 = !{!"m_OpenCLArgTypeQualifiers", !200, !201, !202}
!200 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!201 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!202 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!203 = !{!"m_OpenCLArgNames", !204, !205, !206}
!204 = !{!"m_OpenCLArgNamesVec[0]", !"in"}
!205 = !{!"m_OpenCLArgNamesVec[1]", !"out"}
!206 = !{!"m_OpenCLArgNamesVec[2]", !"n"}
!207 = !{!"pushInfo", !208, !209, !210, !213, !214, !215, !216, !217, !218, !219, !220, !233, !234, !235, !236}
!208 = !{!"pushableAddresses"}
!209 = !{!"bindlessPushInfo"}
!210 = !{!"dynamicBufferInfo", !211, !212}
!211 = !{!"firstIndex", i32 0}
!212 = !{!"numOffsets", i32 0}
!213 = !{!"MaxNumberOfPushedBuffers", i32 0}
!214 = !{!"inlineConstantBufferSlot", i32 -1}
!215 = !{!"inlineConstantBufferOffset", i32 -1}
!216 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!217 = !{!"constants"}
!218 = !{!"inputs"}
!219 = !{!"constantReg"}
!220 = !{!"simplePushInfoArr", !221, !230, !231, !232}
!221 = !{!"simplePushInfoArrVec[0]", !222, !223, !224, !225, !226, !227, !228, !229}
!222 = !{!"cbIdx", i32 0}
!223 = !{!"pushableAddressGrfOffset", i32 -1}
!224 = !{!"pushableOffsetGrfOffset", i32 -1}
!225 = !{!"offset", i32 0}
!226 = !{!"size", i32 0}
!227 = !{!"isStateless", i1 false}
!228 = !{!"isBindless", i1 false}
!229 = !{!"simplePushLoads"}
!230 = !{!"simplePushInfoArrVec[1]", !222, !223, !224, !225, !226, !227, !228, !229}
!231 = !{!"simplePushInfoArrVec[2]", !222, !223, !224, !225, !226, !227, !228, !229}
!232 = !{!"simplePushInfoArrVec[3]", !222, !223, !224, !225, !226, !227, !228, !229}
!233 = !{!"simplePushBufferUsed", i32 0}
!234 = !{!"pushAnalysisWIInfos"}
!235 = !{!"inlineRTGlobalPtrOffset", i32 0}
!236 = !{!"rtSyncSurfPtrOffset", i32 0}
!237 = !{!"psInfo", !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252}
!238 = !{!"BlendStateDisabledMask", i8 0}
!239 = !{!"SkipSrc0Alpha", i1 false}
!240 = !{!"DualSourceBlendingDisabled", i1 false}
!241 = !{!"ForceEnableSimd32", i1 false}
!242 = !{!"outputDepth", i1 false}
!243 = !{!"outputStencil", i1 false}
!244 = !{!"outputMask", i1 false}
!245 = !{!"blendToFillEnabled", i1 false}
!246 = !{!"forceEarlyZ", i1 false}
!247 = !{!"hasVersionedLoop", i1 false}
!248 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!249 = !{!"NumSamples", i8 0}
!250 = !{!"blendOptimizationMode"}
!251 = !{!"colorOutputMask"}
!252 = !{!"WaDisableVRS", i1 false}
!253 = !{!"csInfo", !254, !255, !256, !257, !258, !35, !36, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !64, !269}
!254 = !{!"maxWorkGroupSize", i32 0}
!255 = !{!"waveSize", i32 0}
!256 = !{!"ComputeShaderSecondCompile"}
!257 = !{!"forcedSIMDSize", i8 0}
!258 = !{!"forceTotalGRFNum", i32 0}
!259 = !{!"allowLowerSimd", i1 false}
!260 = !{!"forcedVISAPreRAScheduler", i1 false}
!261 = !{!"disableLocalIdOrderOptimizations", i1 false}
!262 = !{!"disableDispatchAlongY", i1 false}
!263 = !{!"neededThreadIdLayout", i1* null}
!264 = !{!"forceTileYWalk", i1 false}
!265 = !{!"tileTGWidth_X", i32 0}
!266 = !{!"tileTGWidth_Y", i32 0}
!267 = !{!"maxTileTGDispatch_X", i32 0}
!268 = !{!"maxTileTGDispatch_Y", i32 0}
!269 = !{!"ResForHfPacking"}
!270 = !{!"msInfo", !271, !272, !273, !274, !275, !276, !277, !278, !279}
!271 = !{!"PrimitiveTopology", i32 3}
!272 = !{!"MaxNumOfPrimitives", i32 0}
!273 = !{!"MaxNumOfVertices", i32 0}
!274 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!275 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!276 = !{!"WorkGroupSize", i32 0}
!277 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!278 = !{!"IndexFormat", i32 6}
!279 = !{!"SubgroupSize", i32 0}
!280 = !{!"taskInfo", !281, !276, !277, !279}
!281 = !{!"MaxNumOfOutputs", i32 0}
!282 = !{!"NBarrierCnt", i32 0}
!283 = !{!"rtInfo", !284, !285, !286, !287, !288, !289, !290, !291, !292, !293}
!284 = !{!"RayQueryAllocSizeInBytes", i32 0}
!285 = !{!"NumContinuations", i32 0}
!286 = !{!"RTAsyncStackAddrspace", i32 -1}
!287 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!288 = !{!"SWHotZoneAddrspace", i32 -1}
!289 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!290 = !{!"SWStackAddrspace", i32 -1}
!291 = !{!"SWStackSurfaceStateOffset", i1* null}
!292 = !{!"RTSyncStackAddrspace", i32 -1}
!293 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!294 = !{!"CurUniqueIndirectIdx", i32 0}
!295 = !{!"inlineDynTextures"}
!296 = !{!"inlineResInfoData"}
!297 = !{!"immConstant", !298, !299, !300}
!298 = !{!"data"}
!299 = !{!"sizes"}
!300 = !{!"zeroIdxs"}
!301 = !{!"inlineConstantBuffers"}
!302 = !{!"inlineGlobalBuffers"}
!303 = !{!"GlobalPointerProgramBinaryInfos"}
!304 = !{!"ConstantPointerProgramBinaryInfos"}
!305 = !{!"GlobalBufferAddressRelocInfo"}
!306 = !{!"ConstantBufferAddressRelocInfo"}
!307 = !{!"forceLscCacheList"}
!308 = !{!"SrvMap"}
!309 = !{!"RasterizerOrderedByteAddressBuffer"}
!310 = !{!"MinNOSPushConstantSize", i32 2}
!311 = !{!"inlineProgramScopeOffsets"}
!312 = !{!"shaderData", !313}
!313 = !{!"numReplicas", i32 0}
!314 = !{!"URBInfo", !315, !316, !317}
!315 = !{!"has64BVertexHeaderInput", i1 false}
!316 = !{!"has64BVertexHeaderOutput", i1 false}
!317 = !{!"hasVertexHeader", i1 true}
!318 = !{!"UseBindlessImage", i1 false}
!319 = !{!"enableRangeReduce", i1 false}
!320 = !{!"allowMatchMadOptimizationforVS", i1 false}
!321 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!322 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!323 = !{!"statefulResourcesNotAliased", i1 false}
!324 = !{!"disableMixMode", i1 false}
!325 = !{!"PrivateMemoryPerFG", !326, !327}
!326 = !{!"PrivateMemoryPerFGMap[0]", void (i32 addrspace(1)*, i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @scopes}
!327 = !{!"PrivateMemoryPerFGValue[0]", i32 136}
!328 = !{!"capabilities", !329}
!329 = !{!"globalVariableDecorationsINTEL", i1 false}
!330 = !{!"m_ShaderResourceViewMcsMask", !331, !332}
!331 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!332 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!333 = !{!"computedDepthMode", i32 0}
!334 = !{!"isHDCFastClearShader", i1 false}
!335 = !{void (i8, i8, i8)* @__intel_memfence_optnone, !336}
!336 = !{!337, !338}
!337 = !{!"function_type", i32 2}
!338 = !{!"implicit_arg_desc"}
!339 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i8*, i32, i32)* @scopes, !340}
!340 = !{!341, !342}
!341 = !{!"function_type", i32 0}
!342 = !{!"implicit_arg_desc", !343, !344, !345, !346, !347, !348, !349, !350, !352}
!343 = !{i32 0}
!344 = !{i32 1}
!345 = !{i32 6}
!346 = !{i32 7}
!347 = !{i32 8}
!348 = !{i32 9}
!349 = !{i32 12}
!350 = !{i32 14, !351}
!351 = !{!"explicit_arg_num", i32 0}
!352 = !{i32 14, !353}
!353 = !{!"explicit_arg_num", i32 1}
!354 = !{i32 2, i32 0}
!355 = !{!"Debian clang version 14.0.6"}
!356 = !{!"clang version 7.0.0 "}
!357 = !DILocation(line: 1, scope: !2)
!358 = !DILocalVariable(name: "bins", scope: !2, file: !3, line: 2, type: !14)
!359 = !DILocation(line: 2, scope: !2, inlinedAt: !360)
!360 = !DILocation(line: 1, column: 42, scope: !2)
!361 = !DILocalVariable(name: "tile", scope: !2, file: !3, line: 2, type: !18)
!362 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 1, type: !6)
!363 = !{i32 40}
!364 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 1, type: !9)
!365 = !DILocation(line: 1, column: 60, scope: !2)
!366 = !{i32 48}
!367 = !DILocalVariable(name: "n", arg: 3, scope: !2, file: !3, line: 1, type: !8)
!368 = !DILocation(line: 1, column: 69, scope: !2)
!369 = !{i32 4}
!370 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 3, type: !8)
!371 = !DILocation(line: 3, column: 7, scope: !2)
!372 = !DILocation(line: 3, column: 13, scope: !2)
!373 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 4, type: !8)
!374 = !DILocation(line: 4, column: 7, scope: !2)
!375 = !{i32 16}
!376 = !DILocation(line: 4, column: 13, scope: !2)
!377 = !DILocation(line: 5, column: 15, scope: !2)
!378 = !DILocation(line: 5, column: 18, scope: !2)
!379 = !DILocation(line: 5, column: 8, scope: !2)
!380 = !DILocation(line: 5, column: 3, scope: !2)
!381 = !DILocation(line: 5, column: 13, scope: !2)
!382 = !DILocation(line: 6, column: 7, scope: !383)
!383 = distinct !DILexicalBlock(scope: !2, file: !3, line: 6, column: 7)
!384 = !DILocation(line: 6, column: 11, scope: !383)
!385 = !DILocation(line: 6, column: 7, scope: !2)
!386 = !DILocation(line: 6, column: 21, scope: !383)
!387 = !DILocation(line: 6, column: 16, scope: !383)
!388 = !DILocation(line: 6, column: 26, scope: !383)
!389 = !DILocation(line: 7, column: 3, scope: !2)
!390 = !DILocalVariable(name: "sum", scope: !2, file: !3, line: 8, type: !8)
!391 = !DILocation(line: 8, column: 7, scope: !2)
!392 = !{i32 20}
!393 = !DILocalVariable(name: "i", scope: !394, file: !3, line: 9, type: !8)
!394 = distinct !DILexicalBlock(scope: !2, file: !3, line: 9, column: 3)
!395 = !DILocation(line: 9, column: 12, scope: !394)
!396 = !{i32 24}
!397 = !DILocation(line: 9, column: 8, scope: !394)
!398 = !DILocation(line: 9, column: 19, scope: !399)
!399 = distinct !DILexicalBlock(scope: !394, file: !3, line: 9, column: 3)
!400 = !DILocation(line: 9, column: 23, scope: !399)
!401 = !DILocation(line: 9, column: 21, scope: !399)
!402 = !DILocation(line: 9, column: 3, scope: !394)
!403 = !DILocalVariable(name: "x", scope: !404, file: !3, line: 10, type: !8)
!404 = distinct !DILexicalBlock(scope: !399, file: !3, line: 9, column: 31)
!405 = !DILocation(line: 10, column: 9, scope: !404)
!406 = !{i32 28}
!407 = !DILocation(line: 10, column: 19, scope: !404)
!408 = !DILocation(line: 10, column: 25, scope: !404)
!409 = !DILocation(line: 10, column: 23, scope: !404)
!410 = !DILocation(line: 10, column: 28, scope: !404)
!411 = !{float 2.500000e+00}
!412 = !{!413, !413, i64 0}
!413 = !{!"int", !414, i64 0}
!414 = !{!"omnipotent char", !415, i64 0}
!415 = !{!"Simple C/C++ TBAA"}
!416 = !DILocation(line: 10, column: 13, scope: !404)
!417 = !DILocation(line: 11, column: 9, scope: !418)
!418 = distinct !DILexicalBlock(scope: !404, file: !3, line: 11, column: 9)
!419 = !DILocation(line: 11, column: 11, scope: !418)
!420 = !DILocation(line: 11, column: 9, scope: !404)
!421 = !DILocalVariable(name: "k", scope: !422, file: !3, line: 12, type: !8)
!422 = distinct !DILexicalBlock(scope: !423, file: !3, line: 12, column: 7)
!423 = distinct !DILexicalBlock(scope: !418, file: !3, line: 11, column: 16)
!424 = !DILocation(line: 12, column: 16, scope: !422)
!425 = !{i32 32}
!426 = !DILocation(line: 12, column: 12, scope: !422)
!427 = !DILocation(line: 12, column: 23, scope: !428)
!428 = distinct !DILexicalBlock(scope: !422, file: !3, line: 12, column: 7)
!429 = !DILocation(line: 12, column: 25, scope: !428)
!430 = !DILocation(line: 12, column: 7, scope: !422)
!431 = !DILocalVariable(name: "s", scope: !432, file: !3, line: 13, type: !433)
!432 = distinct !DILexicalBlock(scope: !428, file: !3, line: 12, column: 35)
!433 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!434 = !DILocation(line: 13, column: 15, scope: !432)
!435 = !{i32 2}
!436 = !DILocation(line: 13, column: 27, scope: !432)
!437 = !DILocation(line: 13, column: 31, scope: !432)
!438 = !DILocation(line: 13, column: 29, scope: !432)
!439 = !DILocation(line: 13, column: 19, scope: !432)
!440 = !DILocation(line: 14, column: 16, scope: !432)
!441 = !DILocation(line: 14, column: 13, scope: !432)
!442 = !DILocation(line: 15, column: 7, scope: !432)
!443 = !DILocation(line: 12, column: 31, scope: !428)
!444 = !DILocation(line: 12, column: 7, scope: !428)
!445 = !DILocation(line: 16, column: 5, scope: !423)
!446 = !DILocation(line: 17, column: 3, scope: !404)
!447 = !DILocation(line: 9, column: 27, scope: !399)
!448 = !DILocation(line: 9, column: 3, scope: !399)
!449 = !DILocation(line: 18, column: 20, scope: !2)
!450 = !DILocation(line: 18, column: 24, scope: !2)
!451 = !DILocation(line: 18, column: 15, scope: !2)
!452 = !DILocation(line: 18, column: 3, scope: !2)
!453 = !DILocation(line: 19, column: 3, scope: !2)
!454 = !DILocation(line: 20, column: 14, scope: !2)
!455 = !DILocation(line: 20, column: 25, scope: !2)
!456 = !DILocation(line: 20, column: 29, scope: !2)
!457 = !DILocation(line: 20, column: 20, scope: !2)
!458 = !DILocation(line: 20, column: 18, scope: !2)
!459 = !DILocation(line: 20, column: 3, scope: !2)
!460 = !DILocation(line: 20, column: 7, scope: !2)
!461 = !DILocation(line: 20, column: 12, scope: !2)
!462 = !DILocation(line: 21, column: 1, scope: !2)
