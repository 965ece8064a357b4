; ------------------------------------------------
; OCL_asm159c4509e123db4c_simd8_entry_0001_f1.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define internal spir_func float @leaf2(float %x, i32 %k) #1 !dbg !378 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 10
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.dbg.value(metadata [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], metadata !383, metadata !DIExpression()), !dbg !384		; visa id: 13
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !384		; visa id: 13
  %2 = mul i32 %1, 4
  %3 = zext i16 %0 to i32		; visa id: 14
  %4 = mul i32 %3, 4		; visa id: 15
  %5 = add i32 %2, %4		; visa id: 16
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)		; visa id: 17
  %7 = bitcast i8* %6 to float*		; visa id: 29
  store float %x, float* %7, align 4		; visa id: 29
  call void @llvm.dbg.declare(metadata float* %7, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !386, !StorageOffset !387, !StorageSize !387		; visa id: 30
  %8 = mul i32 %1, 8
  %9 = mul i32 %3, 4		; visa id: 30
  %10 = add i32 %8, %9		; visa id: 31
  %11 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %10)		; visa id: 32
  %12 = bitcast i8* %11 to i32*		; visa id: 44
  store i32 %k, i32* %12, align 4		; visa id: 44
  call void @llvm.dbg.declare(metadata i32* %12, metadata !388, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !389, !StorageOffset !366, !StorageSize !387		; visa id: 45
  call void @llvm.dbg.declare(metadata float* %18, metadata !390, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391, !StorageOffset !368, !StorageSize !387		; visa id: 46
  %13 = load float, float* %7, align 4, !dbg !392		; visa id: 46
  %14 = mul i32 %1, 12
  %15 = mul i32 %3, 4		; visa id: 47
  %16 = add i32 %14, %15		; visa id: 48
  %17 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %16)		; visa id: 49
  %18 = bitcast i8* %17 to float*		; visa id: 61
  store float %13, float* %18, align 4, !dbg !391		; visa id: 61
  call void @llvm.dbg.declare(metadata i32* %23, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !395, !StorageOffset !396, !StorageSize !387		; visa id: 63
  %19 = mul i32 %1, 16
  %20 = mul i32 %3, 4		; visa id: 63
  %21 = add i32 %19, %20		; visa id: 64
  %22 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %21)		; visa id: 65
  %23 = bitcast i8* %22 to i32*		; visa id: 77
  store i32 0, i32* %23, align 4, !dbg !395		; visa id: 77
  %24 = mul i32 %1, 0
  %25 = mul i32 %3, 4		; visa id: 79
  %26 = add i32 %24, %25		; visa id: 80
  %27 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %26)		; visa id: 81
  %28 = bitcast i8* %27 to i32*		; visa id: 93
  %29 = mul i32 %1, 20
  %30 = mul i32 %3, 4		; visa id: 93
  %31 = add i32 %29, %30		; visa id: 94
  %32 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %31)		; visa id: 95
  %33 = bitcast i8* %32 to float*		; visa id: 107
  br label %for.cond, !dbg !397		; visa id: 107

for.cond:                                         ; preds = %for.inc, %entry
; BB1 :
  %34 = load i32, i32* %23, align 4, !dbg !398		; visa id: 108
  %35 = load i32, i32* %12, align 4, !dbg !400		; visa id: 109
  %cmp = icmp slt i32 %34, %35, !dbg !401		; visa id: 110
  br i1 %cmp, label %for.body, label %for.end, !dbg !402		; visa id: 111

for.body:                                         ; preds = %for.cond
; BB2 :
  call void @llvm.dbg.declare(metadata float* %33, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !405, !StorageOffset !406, !StorageSize !387		; visa id: 114
  %36 = load i32, i32* %23, align 4, !dbg !407		; visa id: 114
  %shr1.i = ashr i32 %36, 31, !dbg !408		; visa id: 115
  %add2.i = add nsw i32 %shr1.i, %36, !dbg !408		; visa id: 116
  %xor3.i = xor i32 %add2.i, %shr1.i, !dbg !408		; visa id: 117
  %37 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 3) #6, !dbg !408		; visa id: 118
  %conv.i = fptoui float %37 to i32, !dbg !408		; visa id: 120
  %sub.i = sub i32 3, %conv.i, !dbg !408		; visa id: 121
  %38 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub.i) #6, !dbg !408		; visa id: 122
  %39 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %xor3.i) #6, !dbg !408		; visa id: 123
  %conv6.i = fptoui float %39 to i32, !dbg !408		; visa id: 124
  %sub7.i = sub i32 %xor3.i, %conv6.i, !dbg !408		; visa id: 125
  %40 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub7.i) #6, !dbg !408		; visa id: 126
  %div.i = fdiv float 1.000000e+00, %37, !dbg !408, !fpmath !409		; visa id: 127
  %41 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %div.i, float 0xBE98000000000000, float %div.i) #6, !dbg !408		; visa id: 128
  %42 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %39, float %41) #6, !dbg !408		; visa id: 129
  %conv11.i = fptoui float %42 to i32, !dbg !408		; visa id: 130
  %43 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %conv11.i) #6, !dbg !408		; visa id: 131
  %sub13.i = fsub float -0.000000e+00, %37, !dbg !408		; visa id: 132
  %44 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %sub13.i, float %43, float %39) #6, !dbg !408		; visa id: 133
  %sub15.i = fsub float -0.000000e+00, %38, !dbg !408		; visa id: 134
  %45 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %sub15.i, float %43, float %40) #6, !dbg !408		; visa id: 135
  %46 = call float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float %44, float %45) #6, !dbg !408		; visa id: 136
  %47 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %41, float %46) #6, !dbg !408		; visa id: 137
  %conv19.i = fptoui float %47 to i32, !dbg !408		; visa id: 139
  %add20.i = add i32 %conv19.i, %conv11.i, !dbg !408		; visa id: 140
  %mul.i3 = mul i32 %add20.i, 3, !dbg !408
  %sub22.i = sub i32 %xor3.i, %mul.i3, !dbg !408		; visa id: 141
  %cmp.i = icmp uge i32 %sub22.i, 3, !dbg !408
  %cond.i = sext i1 %cmp.i to i32, !dbg !408		; visa id: 142
  %and.i = and i32 %cond.i, 1, !dbg !408
  %and25.i = and i32 3, %cond.i, !dbg !408		; visa id: 143
  %sub26.i = add i32 %sub22.i, %shr1.i, !dbg !408
  %add27.i = sub i32 %sub26.i, %and25.i, !dbg !408		; visa id: 144
  %xor28.i = xor i32 %add27.i, %shr1.i, !dbg !408		; visa id: 145
  store i32 %xor28.i, i32* %28, align 4, !dbg !408, !tbaa !410		; visa id: 146
  %add24.i = add i32 %add20.i, %shr1.i, !dbg !408
  %add29.i = add i32 %add24.i, %and.i, !dbg !408
  %xor30.i = xor i32 %add29.i, %shr1.i, !dbg !408
  %rem2 = load i32, i32* %28, align 4, !dbg !408		; visa id: 147
  %48 = ashr i32 %rem2, 31, !dbg !414		; visa id: 148
  %49 = shl i32 %rem2, 2, !dbg !414		; visa id: 149
  %50 = lshr i32 %rem2, 30, !dbg !414		; visa id: 150
  %51 = shl i32 %48, 2, !dbg !414		; visa id: 151
  %52 = or i32 %51, %50, !dbg !414		; visa id: 152
  %53 = ptrtoint [3 x float] addrspace(2)* @weights to i64, !dbg !414		; visa id: 153
  %54 = bitcast i64 %53 to <2 x i32>, !dbg !414		; visa id: 154
  %55 = extractelement <2 x i32> %54, i32 0, !dbg !414		; visa id: 155
  %56 = ptrtoint [3 x float] addrspace(2)* @weights to i64, !dbg !414		; visa id: 155
  %57 = bitcast i64 %56 to <2 x i32>, !dbg !414		; visa id: 156
  %58 = extractelement <2 x i32> %57, i32 1, !dbg !414		; visa id: 157
  %59 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %55, i32 %58, i32 %49, i32 %52), !dbg !414
  %60 = extractvalue { i32, i32 } %59, 0, !dbg !414		; visa id: 157
  %61 = extractvalue { i32, i32 } %59, 1, !dbg !414		; visa id: 157
  %62 = call float addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2f32(i32 %60, i32 %61), !dbg !414
  %63 = call <1 x float> addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2v1f32(i32 %60, i32 %61), !dbg !414		; visa id: 159
  %64 = load <1 x float>, <1 x float> addrspace(2)* %63, align 4, !dbg !414		; visa id: 161
  %65 = extractelement <1 x float> %64, i32 0, !dbg !414		; visa id: 162
  %66 = load float, float addrspace(2)* %62, align 4, !dbg !414
  store float %65, float* %33, align 4, !dbg !405		; visa id: 162
  %67 = load float, float* %33, align 4, !dbg !415		; visa id: 164
  %68 = load float, float* %7, align 4, !dbg !416		; visa id: 165
  %69 = load float, float* %18, align 4, !dbg !417		; visa id: 166
  %mul.i = fmul float %67, %68, !dbg !417
  %add.i = fadd float %mul.i, %69, !dbg !417
  %70 = call float @llvm.fma.f32(float %67, float %68, float %69) #6, !dbg !417		; visa id: 167
  store float %70, float* %18, align 4, !dbg !417		; visa id: 168
  br label %for.inc, !dbg !418		; visa id: 170

for.inc:                                          ; preds = %for.body
; BB3 :
  %71 = load i32, i32* %23, align 4, !dbg !419		; visa id: 172
  %inc = add nsw i32 %71, 1, !dbg !419		; visa id: 173
  store i32 %inc, i32* %23, align 4, !dbg !419		; visa id: 174
  br label %for.cond, !dbg !420		; visa id: 175

for.end:                                          ; preds = %for.cond
; BB4 :
  %72 = load float, float* %18, align 4, !dbg !421		; visa id: 178
  ret float %72, !dbg !422		; visa id: 179
}
