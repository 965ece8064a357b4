; ------------------------------------------------
; OCL_asm67ebf9c68f76fafd_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @vadd(float addrspace(1)* %a, float addrspace(1)* %b, float addrspace(1)* %c, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2) #0 !dbg !374 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 2
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  %2 = mul i32 %1, 56
  %3 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32()		; visa id: 3
  %4 = mul i32 %3, %2		; visa id: 13
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !383		; visa id: 16
  %scalar21 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 17
  %scalar22 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar28 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 17
  %scalar19 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar20 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %5 = mul i32 %1, 32
  %6 = add i32 %4, %5		; visa id: 17
  %7 = zext i16 %0 to i32		; visa id: 18
  %8 = mul i32 %7, 8
  %9 = add i32 %6, %8		; visa id: 19
  %10 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %11 = extractvalue { i32, i32 } %10, 0		; visa id: 20
  %12 = extractvalue { i32, i32 } %10, 1		; visa id: 20
  %13 = ashr i32 %9, 31		; visa id: 22
  %14 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %11, i32 %12, i32 %9, i32 %13)
  %15 = extractvalue { i32, i32 } %14, 0		; visa id: 23
  %16 = extractvalue { i32, i32 } %14, 1		; visa id: 23
  %17 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %15, i32 %16)		; visa id: 25
  %18 = bitcast i8* %17 to float addrspace(1)**		; visa id: 27
  %19 = bitcast float addrspace(1)** %18 to i64*		; visa id: 27
  %20 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %a)
  %21 = extractvalue { i32, i32 } %20, 0		; visa id: 27
  %22 = extractvalue { i32, i32 } %20, 1		; visa id: 27
  %23 = insertelement <2 x i32> undef, i32 %21, i32 0		; visa id: 29
  %24 = insertelement <2 x i32> %23, i32 %22, i32 1		; visa id: 30
  %25 = bitcast i64* %19 to <2 x i32>*		; visa id: 31
  store <2 x i32> %24, <2 x i32>* %25, align 8		; visa id: 31
  call void @llvm.dbg.declare(metadata float addrspace(1)** %18, metadata !384, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !385, !StorageOffset !386		; visa id: 34
  %26 = mul i32 %1, 40
  %27 = add i32 %4, %26		; visa id: 34
  %28 = mul i32 %7, 8
  %29 = add i32 %27, %28		; visa id: 35
  %30 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %31 = extractvalue { i32, i32 } %30, 0		; visa id: 36
  %32 = extractvalue { i32, i32 } %30, 1		; visa id: 36
  %33 = ashr i32 %29, 31		; visa id: 38
  %34 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %31, i32 %32, i32 %29, i32 %33)
  %35 = extractvalue { i32, i32 } %34, 0		; visa id: 39
  %36 = extractvalue { i32, i32 } %34, 1		; visa id: 39
  %37 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %35, i32 %36)		; visa id: 41
  %38 = bitcast i8* %37 to float addrspace(1)**		; visa id: 43
  %39 = bitcast float addrspace(1)** %38 to i64*		; visa id: 43
  %40 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %b)
  %41 = extractvalue { i32, i32 } %40, 0		; visa id: 43
  %42 = extractvalue { i32, i32 } %40, 1		; visa id: 43
  %43 = insertelement <2 x i32> undef, i32 %41, i32 0		; visa id: 45
  %44 = insertelement <2 x i32> %43, i32 %42, i32 1		; visa id: 46
  %45 = bitcast i64* %39 to <2 x i32>*		; visa id: 47
  store <2 x i32> %44, <2 x i32>* %45, align 8		; visa id: 47
  call void @llvm.dbg.declare(metadata float addrspace(1)** %38, metadata !387, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !388, !StorageOffset !389		; visa id: 50
  %46 = mul i32 %1, 48
  %47 = add i32 %4, %46		; visa id: 50
  %48 = mul i32 %7, 8
  %49 = add i32 %47, %48		; visa id: 51
  %50 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %51 = extractvalue { i32, i32 } %50, 0		; visa id: 52
  %52 = extractvalue { i32, i32 } %50, 1		; visa id: 52
  %53 = ashr i32 %49, 31		; visa id: 54
  %54 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %51, i32 %52, i32 %49, i32 %53)
  %55 = extractvalue { i32, i32 } %54, 0		; visa id: 55
  %56 = extractvalue { i32, i32 } %54, 1		; visa id: 55
  %57 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %55, i32 %56)		; visa id: 57
  %58 = bitcast i8* %57 to float addrspace(1)**		; visa id: 59
  %59 = bitcast float addrspace(1)** %58 to i64*		; visa id: 59
  %60 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %c)
  %61 = extractvalue { i32, i32 } %60, 0		; visa id: 59
  %62 = extractvalue { i32, i32 } %60, 1		; visa id: 59
  %63 = insertelement <2 x i32> undef, i32 %61, i32 0		; visa id: 61
  %64 = insertelement <2 x i32> %63, i32 %62, i32 1		; visa id: 62
  %65 = bitcast i64* %59 to <2 x i32>*		; visa id: 63
  store <2 x i32> %64, <2 x i32>* %65, align 8		; visa id: 63
  call void @llvm.dbg.declare(metadata float addrspace(1)** %58, metadata !390, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391, !StorageOffset !392		; visa id: 66
  %66 = mul i32 %1, 0
  %67 = add i32 %4, %66		; visa id: 66
  %68 = mul i32 %7, 4
  %69 = add i32 %67, %68		; visa id: 67
  %70 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %71 = extractvalue { i32, i32 } %70, 0		; visa id: 68
  %72 = extractvalue { i32, i32 } %70, 1		; visa id: 68
  %73 = ashr i32 %69, 31		; visa id: 70
  %74 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %71, i32 %72, i32 %69, i32 %73)
  %75 = extractvalue { i32, i32 } %74, 0		; visa id: 71
  %76 = extractvalue { i32, i32 } %74, 1		; visa id: 71
  %77 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %75, i32 %76)		; visa id: 73
  %78 = bitcast i8* %77 to i32*		; visa id: 75
  store i32 %n, i32* %78, align 4		; visa id: 75
  call void @llvm.dbg.declare(metadata i32* %78, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !394, !StorageOffset !354		; visa id: 77
  call void @llvm.dbg.declare(metadata i32* %91, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !396, !StorageOffset !397		; visa id: 78
  %cmpDim = icmp eq i32 0, 0, !dbg !398		; visa id: 78
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !398		; visa id: 79
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !398		; visa id: 80
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !398		; visa id: 81
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !398		; visa id: 82
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !398		; visa id: 85
  %localIdX4 = zext i16 %localIdX to i32, !dbg !398		; visa id: 86
  %cmp11.i.i.i.i = icmp ult i32 %localIdX4, 65536, !dbg !398
  %add.i.i.i = add i32 %localIdX4, %mul.i.i.i, !dbg !398
  %add4.i.i.i = add i32 %add.i.i.i, %scalar21, !dbg !398		; visa id: 87
  %cmpDim5 = icmp eq i32 1, 0, !dbg !398
  %tmpOffsetR06 = select i1 %cmpDim5, i8 1, i8 5, !dbg !398
  %.demoted.zext29 = zext i8 %tmpOffsetR06 to i32, !dbg !398
  %offsetR07 = add i32 1, %.demoted.zext29, !dbg !398
  %groupId8 = extractelement <8 x i32> %r0, i32 %offsetR07, !dbg !398
  %mul.i7.i.i = mul i32 %scalar19, %groupId8, !dbg !398
  %localIdY10 = zext i16 %localIdY to i32, !dbg !398
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY10, 65536, !dbg !398
  %add.i9.i.i = add i32 %localIdY10, %mul.i7.i.i, !dbg !398
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar22, !dbg !398
  %cmpDim12 = icmp eq i32 2, 0, !dbg !398
  %tmpOffsetR013 = select i1 %cmpDim12, i8 1, i8 5, !dbg !398
  %.demoted.zext30 = zext i8 %tmpOffsetR013 to i32, !dbg !398
  %offsetR014 = add i32 2, %.demoted.zext30, !dbg !398
  %groupId15 = extractelement <8 x i32> %r0, i32 %offsetR014, !dbg !398
  %mul.i15.i.i = mul i32 %scalar20, %groupId15, !dbg !398
  %localIdZ17 = zext i16 %localIdZ to i32, !dbg !398
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ17, 65536, !dbg !398
  %add.i17.i.i = add i32 %localIdZ17, %mul.i15.i.i, !dbg !398
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar23, !dbg !398
  %79 = mul i32 %1, 4
  %80 = add i32 %4, %79		; visa id: 88
  %81 = mul i32 %7, 4
  %82 = add i32 %80, %81		; visa id: 89
  %83 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %84 = extractvalue { i32, i32 } %83, 0		; visa id: 90
  %85 = extractvalue { i32, i32 } %83, 1		; visa id: 90
  %86 = ashr i32 %82, 31		; visa id: 92
  %87 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %84, i32 %85, i32 %82, i32 %86)
  %88 = extractvalue { i32, i32 } %87, 0		; visa id: 93
  %89 = extractvalue { i32, i32 } %87, 1		; visa id: 93
  %90 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %88, i32 %89)		; visa id: 95
  %91 = bitcast i8* %90 to i32*		; visa id: 97
  store i32 %add4.i.i.i, i32* %91, align 4, !dbg !396		; visa id: 97
  call void @llvm.dbg.declare(metadata %struct.pair_t* %105, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !408, !StorageOffset !358		; visa id: 99
  %92 = load i32, i32* %91, align 4, !dbg !409		; visa id: 99
  %93 = mul i32 %1, 8
  %94 = add i32 %4, %93		; visa id: 100
  %95 = mul i32 %7, 20
  %96 = add i32 %94, %95		; visa id: 101
  %97 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0i8(i8* %privateBase)
  %98 = extractvalue { i32, i32 } %97, 0		; visa id: 102
  %99 = extractvalue { i32, i32 } %97, 1		; visa id: 102
  %100 = ashr i32 %96, 31		; visa id: 104
  %101 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %98, i32 %99, i32 %96, i32 %100)
  %102 = extractvalue { i32, i32 } %101, 0		; visa id: 105
  %103 = extractvalue { i32, i32 } %101, 1		; visa id: 105
  %104 = call i8* @llvm.genx.GenISA.pair.to.ptr.p0i8(i32 %102, i32 %103)		; visa id: 107
  %105 = bitcast i8* %104 to %struct.pair_t*
  %106 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.pair_t(%struct.pair_t* %105), !dbg !410
  %107 = extractvalue { i32, i32 } %106, 0, !dbg !410		; visa id: 109
  %108 = extractvalue { i32, i32 } %106, 1, !dbg !410		; visa id: 109
  %109 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %107, i32 %108, i32 0, i32 0), !dbg !410
  %110 = extractvalue { i32, i32 } %109, 0, !dbg !410		; visa id: 111
  %111 = extractvalue { i32, i32 } %109, 1, !dbg !410		; visa id: 111
  %112 = call i32* @llvm.genx.GenISA.pair.to.ptr.p0i32(i32 %110, i32 %111), !dbg !410		; visa id: 113
  store i32 %92, i32* %112, align 4, !dbg !411		; visa id: 115
  %113 = bitcast float addrspace(1)** %18 to i64*, !dbg !412		; visa id: 116
  %114 = bitcast i64* %113 to <2 x i32>*, !dbg !412		; visa id: 116
  %115 = load <2 x i32>, <2 x i32>* %114, align 8, !dbg !412		; visa id: 116
  %116 = extractelement <2 x i32> %115, i32 0, !dbg !412		; visa id: 117
  %117 = extractelement <2 x i32> %115, i32 1, !dbg !412		; visa id: 117
  %118 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %116, i32 %117), !dbg !412		; visa id: 117
  %119 = load i32, i32* %91, align 4, !dbg !413		; visa id: 119
  %120 = ashr i32 %119, 31, !dbg !412		; visa id: 120
  %121 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %118), !dbg !412
  %122 = extractvalue { i32, i32 } %121, 0, !dbg !412		; visa id: 121
  %123 = extractvalue { i32, i32 } %121, 1, !dbg !412		; visa id: 121
  %124 = shl i32 %119, 2, !dbg !412		; visa id: 123
  %125 = lshr i32 %119, 30, !dbg !412		; visa id: 124
  %126 = shl i32 %120, 2, !dbg !412		; visa id: 125
  %127 = or i32 %126, %125, !dbg !412		; visa id: 126
  %128 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %122, i32 %123, i32 %124, i32 %127), !dbg !412
  %129 = extractvalue { i32, i32 } %128, 0, !dbg !412		; visa id: 127
  %130 = extractvalue { i32, i32 } %128, 1, !dbg !412		; visa id: 127
  %131 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %129, i32 %130), !dbg !412		; visa id: 129
  %132 = load float, float addrspace(1)* %131, align 4, !dbg !412		; visa id: 131
  %133 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.pair_t(%struct.pair_t* %105), !dbg !414
  %134 = extractvalue { i32, i32 } %133, 0, !dbg !414		; visa id: 132
  %135 = extractvalue { i32, i32 } %133, 1, !dbg !414		; visa id: 132
  %136 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %134, i32 %135, i32 4, i32 0), !dbg !414
  %137 = extractvalue { i32, i32 } %136, 0, !dbg !414		; visa id: 134
  %138 = extractvalue { i32, i32 } %136, 1, !dbg !414		; visa id: 134
  %139 = call [4 x float]* @llvm.genx.GenISA.pair.to.ptr.p0a4f32(i32 %137, i32 %138), !dbg !414
  %140 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %137, i32 %138, i32 0, i32 0), !dbg !415
  %141 = extractvalue { i32, i32 } %140, 0, !dbg !415		; visa id: 136
  %142 = extractvalue { i32, i32 } %140, 1, !dbg !415		; visa id: 136
  %143 = call float* @llvm.genx.GenISA.pair.to.ptr.p0f32(i32 %141, i32 %142), !dbg !415		; visa id: 138
  store float %132, float* %143, align 4, !dbg !416		; visa id: 140
  %144 = load i32, i32* %91, align 4, !dbg !417		; visa id: 142
  %145 = load i32, i32* %78, align 4, !dbg !419		; visa id: 143
  %cmp = icmp slt i32 %144, %145, !dbg !420		; visa id: 144
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !421		; visa id: 145

if.then:                                          ; preds = %entry
; BB1 :
  %146 = bitcast float addrspace(1)** %18 to i64*, !dbg !422		; visa id: 147
  %147 = bitcast i64* %146 to <2 x i32>*, !dbg !422		; visa id: 147
  %148 = load <2 x i32>, <2 x i32>* %147, align 8, !dbg !422		; visa id: 147
  %149 = extractelement <2 x i32> %148, i32 0, !dbg !422		; visa id: 148
  %150 = extractelement <2 x i32> %148, i32 1, !dbg !422		; visa id: 148
  %151 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %149, i32 %150), !dbg !422		; visa id: 148
  %152 = load i32, i32* %91, align 4, !dbg !423		; visa id: 150
  %153 = ashr i32 %152, 31, !dbg !422		; visa id: 151
  %154 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %151), !dbg !422
  %155 = extractvalue { i32, i32 } %154, 0, !dbg !422		; visa id: 152
  %156 = extractvalue { i32, i32 } %154, 1, !dbg !422		; visa id: 152
  %157 = shl i32 %152, 2, !dbg !422		; visa id: 154
  %158 = lshr i32 %152, 30, !dbg !422		; visa id: 155
  %159 = shl i32 %153, 2, !dbg !422		; visa id: 156
  %160 = or i32 %159, %158, !dbg !422		; visa id: 157
  %161 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %155, i32 %156, i32 %157, i32 %160), !dbg !422
  %162 = extractvalue { i32, i32 } %161, 0, !dbg !422		; visa id: 158
  %163 = extractvalue { i32, i32 } %161, 1, !dbg !422		; visa id: 158
  %164 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %162, i32 %163), !dbg !422		; visa id: 160
  %165 = load float, float addrspace(1)* %164, align 4, !dbg !422		; visa id: 162
  %166 = bitcast float addrspace(1)** %38 to i64*, !dbg !424		; visa id: 163
  %167 = bitcast i64* %166 to <2 x i32>*, !dbg !424		; visa id: 163
  %168 = load <2 x i32>, <2 x i32>* %167, align 8, !dbg !424		; visa id: 163
  %169 = extractelement <2 x i32> %168, i32 0, !dbg !424		; visa id: 164
  %170 = extractelement <2 x i32> %168, i32 1, !dbg !424		; visa id: 164
  %171 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %169, i32 %170), !dbg !424		; visa id: 164
  %172 = load i32, i32* %91, align 4, !dbg !425		; visa id: 166
  %173 = ashr i32 %172, 31, !dbg !424		; visa id: 167
  %174 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %171), !dbg !424
  %175 = extractvalue { i32, i32 } %174, 0, !dbg !424		; visa id: 168
  %176 = extractvalue { i32, i32 } %174, 1, !dbg !424		; visa id: 168
  %177 = shl i32 %172, 2, !dbg !424		; visa id: 170
  %178 = lshr i32 %172, 30, !dbg !424		; visa id: 171
  %179 = shl i32 %173, 2, !dbg !424		; visa id: 172
  %180 = or i32 %179, %178, !dbg !424		; visa id: 173
  %181 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %175, i32 %176, i32 %177, i32 %180), !dbg !424
  %182 = extractvalue { i32, i32 } %181, 0, !dbg !424		; visa id: 174
  %183 = extractvalue { i32, i32 } %181, 1, !dbg !424		; visa id: 174
  %184 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %182, i32 %183), !dbg !424		; visa id: 176
  %185 = load float, float addrspace(1)* %184, align 4, !dbg !424		; visa id: 178
  %add = fadd float %165, %185, !dbg !426		; visa id: 179
  %186 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0struct.pair_t(%struct.pair_t* %105), !dbg !427
  %187 = extractvalue { i32, i32 } %186, 0, !dbg !427		; visa id: 180
  %188 = extractvalue { i32, i32 } %186, 1, !dbg !427		; visa id: 180
  %189 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %187, i32 %188, i32 4, i32 0), !dbg !427
  %190 = extractvalue { i32, i32 } %189, 0, !dbg !427		; visa id: 182
  %191 = extractvalue { i32, i32 } %189, 1, !dbg !427		; visa id: 182
  %192 = call [4 x float]* @llvm.genx.GenISA.pair.to.ptr.p0a4f32(i32 %190, i32 %191), !dbg !427
  %193 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %190, i32 %191, i32 0, i32 0), !dbg !428
  %194 = extractvalue { i32, i32 } %193, 0, !dbg !428		; visa id: 184
  %195 = extractvalue { i32, i32 } %193, 1, !dbg !428		; visa id: 184
  %196 = call float* @llvm.genx.GenISA.pair.to.ptr.p0f32(i32 %194, i32 %195), !dbg !428		; visa id: 186
  %197 = load float, float* %196, align 4, !dbg !428		; visa id: 188
  %add11 = fadd float %add, %197, !dbg !429		; visa id: 189
  %198 = bitcast float addrspace(1)** %58 to i64*, !dbg !430		; visa id: 190
  %199 = bitcast i64* %198 to <2 x i32>*, !dbg !430		; visa id: 190
  %200 = load <2 x i32>, <2 x i32>* %199, align 8, !dbg !430		; visa id: 190
  %201 = extractelement <2 x i32> %200, i32 0, !dbg !430		; visa id: 191
  %202 = extractelement <2 x i32> %200, i32 1, !dbg !430		; visa id: 191
  %203 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %201, i32 %202), !dbg !430		; visa id: 191
  %204 = load i32, i32* %91, align 4, !dbg !431		; visa id: 193
  %205 = ashr i32 %204, 31, !dbg !430		; visa id: 194
  %206 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1f32(float addrspace(1)* %203), !dbg !430
  %207 = extractvalue { i32, i32 } %206, 0, !dbg !430		; visa id: 195
  %208 = extractvalue { i32, i32 } %206, 1, !dbg !430		; visa id: 195
  %209 = shl i32 %204, 2, !dbg !430		; visa id: 197
  %210 = lshr i32 %204, 30, !dbg !430		; visa id: 198
  %211 = shl i32 %205, 2, !dbg !430		; visa id: 199
  %212 = or i32 %211, %210, !dbg !430		; visa id: 200
  %213 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %207, i32 %208, i32 %209, i32 %212), !dbg !430
  %214 = extractvalue { i32, i32 } %213, 0, !dbg !430		; visa id: 201
  %215 = extractvalue { i32, i32 } %213, 1, !dbg !430		; visa id: 201
  %216 = call float addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1f32(i32 %214, i32 %215), !dbg !430		; visa id: 203
  store float %add11, float addrspace(1)* %216, align 4, !dbg !432		; visa id: 205
  br label %if.end, !dbg !430		; visa id: 206

entry.if.end_crit_edge:                           ; preds = %entry
; BB:
  br label %if.end, !dbg !421

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
; BB3 :
  ret void, !dbg !433		; visa id: 208
}
