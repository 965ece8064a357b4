; ------------------------------------------------
; OCL_asm2f6167fc7b1a7f52_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @wide8(ptr addrspace(1) align 32 %u, ptr addrspace(1) align 32 %f, ptr addrspace(1) align 32 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr %privateBase, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bindlessOffset, i32 %bindlessOffset3, i32 %bindlessOffset4) #0 !dbg !458 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 2
  %1 = zext i16 %0 to i32		; visa id: 3
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  %3 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32(), !dbg !490		; visa id: 6
  %4 = mul i32 %2, 128, !dbg !490
  %5 = mul i32 %3, %4, !dbg !490, !perThreadOffset !491		; visa id: 14
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !490
  %6 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 15
  %7 = extractelement <3 x i32> %globalOffset, i32 1
  %8 = extractelement <3 x i32> %globalOffset, i32 2
  %9 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 15
  %10 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %11 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %12 = mul i32 %2, 8
  %13 = add i32 0, %12
  %14 = mul i32 %1, 8		; visa id: 15
  %15 = add i32 %13, %14
  %16 = add nuw nsw i32 %5, %15		; visa id: 16
  %17 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %18 = extractvalue { i32, i32 } %17, 0		; visa id: 17
  %19 = extractvalue { i32, i32 } %17, 1		; visa id: 17
  %20 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %18, i32 %19, i32 %16, i32 0)
  %21 = extractvalue { i32, i32 } %20, 0		; visa id: 19
  %22 = extractvalue { i32, i32 } %20, 1		; visa id: 19
  %23 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %21, i32 %22)		; visa id: 21
  %24 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1(ptr addrspace(1) %u)
  %25 = extractvalue { i32, i32 } %24, 0		; visa id: 23
  %26 = extractvalue { i32, i32 } %24, 1		; visa id: 23
  %27 = insertelement <2 x i32> undef, i32 %25, i32 0		; visa id: 25
  %28 = insertelement <2 x i32> %27, i32 %26, i32 1		; visa id: 26
  store <2 x i32> %28, ptr %23, align 8, !lsc.cache.ctrl !492		; visa id: 27
  call void @llvm.dbg.declare(metadata ptr %23, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !493		; visa id: 30
  %29 = mul i32 %2, 16
  %30 = add i32 0, %29
  %31 = mul i32 %1, 8		; visa id: 30
  %32 = add i32 %30, %31
  %33 = add nuw nsw i32 %5, %32		; visa id: 31
  %34 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %35 = extractvalue { i32, i32 } %34, 0		; visa id: 32
  %36 = extractvalue { i32, i32 } %34, 1		; visa id: 32
  %37 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %35, i32 %36, i32 %33, i32 0)
  %38 = extractvalue { i32, i32 } %37, 0		; visa id: 34
  %39 = extractvalue { i32, i32 } %37, 1		; visa id: 34
  %40 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %38, i32 %39)		; visa id: 36
  %41 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1(ptr addrspace(1) %f)
  %42 = extractvalue { i32, i32 } %41, 0		; visa id: 38
  %43 = extractvalue { i32, i32 } %41, 1		; visa id: 38
  %44 = insertelement <2 x i32> undef, i32 %42, i32 0		; visa id: 40
  %45 = insertelement <2 x i32> %44, i32 %43, i32 1		; visa id: 41
  store <2 x i32> %45, ptr %40, align 8, !lsc.cache.ctrl !492		; visa id: 42
  call void @llvm.dbg.declare(metadata ptr %40, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 45
  %46 = mul i32 %2, 24
  %47 = add i32 0, %46
  %48 = mul i32 %1, 8		; visa id: 45
  %49 = add i32 %47, %48
  %50 = add nuw nsw i32 %5, %49		; visa id: 46
  %51 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %52 = extractvalue { i32, i32 } %51, 0		; visa id: 47
  %53 = extractvalue { i32, i32 } %51, 1		; visa id: 47
  %54 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %52, i32 %53, i32 %50, i32 0)
  %55 = extractvalue { i32, i32 } %54, 0		; visa id: 49
  %56 = extractvalue { i32, i32 } %54, 1		; visa id: 49
  %57 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %55, i32 %56)		; visa id: 51
  %58 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1(ptr addrspace(1) %out)
  %59 = extractvalue { i32, i32 } %58, 0		; visa id: 53
  %60 = extractvalue { i32, i32 } %58, 1		; visa id: 53
  %61 = insertelement <2 x i32> undef, i32 %59, i32 0		; visa id: 55
  %62 = insertelement <2 x i32> %61, i32 %60, i32 1		; visa id: 56
  store <2 x i32> %62, ptr %57, align 8, !lsc.cache.ctrl !492		; visa id: 57
  call void @llvm.dbg.declare(metadata ptr %57, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 60
  %63 = mul i32 %2, 0
  %64 = add i32 0, %63
  %65 = mul i32 %1, 4		; visa id: 60
  %66 = add i32 %64, %65
  %67 = add nuw nsw i32 %5, %66		; visa id: 61
  %68 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %69 = extractvalue { i32, i32 } %68, 0		; visa id: 62
  %70 = extractvalue { i32, i32 } %68, 1		; visa id: 62
  %71 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %69, i32 %70, i32 %67, i32 0)
  %72 = extractvalue { i32, i32 } %71, 0		; visa id: 64
  %73 = extractvalue { i32, i32 } %71, 1		; visa id: 64
  %74 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %72, i32 %73)		; visa id: 66
  store i32 %n, ptr %74, align 4, !lsc.cache.ctrl !492		; visa id: 68
  call void @llvm.dbg.declare(metadata ptr %74, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !496		; visa id: 70
  call void @llvm.dbg.declare(metadata ptr %118, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497		; visa id: 71
  %cmpDim = icmp eq i32 0, 0, !dbg !498		; visa id: 71
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !498		; visa id: 72
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !498		; visa id: 73
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !498		; visa id: 74
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !498		; visa id: 75
  %75 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %9, i32 0, i32 %groupId, i32 0), !dbg !498
  %76 = extractvalue { i32, i32 } %75, 0, !dbg !498		; visa id: 78
  %77 = extractvalue { i32, i32 } %75, 1, !dbg !498		; visa id: 78
  %localIdX6 = zext i16 %localIdX to i32, !dbg !498		; visa id: 86
  %78 = icmp ult i32 %localIdX6, 65536, !dbg !498
  %79 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %76, i32 %77, i32 %localIdX6, i32 0), !dbg !498
  %80 = extractvalue { i32, i32 } %79, 0, !dbg !498		; visa id: 87
  %81 = extractvalue { i32, i32 } %79, 1, !dbg !498		; visa id: 87
  %82 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %80, i32 %81, i32 %6, i32 0), !dbg !498
  %83 = extractvalue { i32, i32 } %82, 0, !dbg !498		; visa id: 89
  %84 = extractvalue { i32, i32 } %82, 1, !dbg !498		; visa id: 89
  %cmpDim8 = icmp eq i32 1, 0, !dbg !498
  %tmpOffsetR09 = select i1 %cmpDim8, i8 1, i8 5, !dbg !498
  %.demoted.zext46 = zext i8 %tmpOffsetR09 to i32, !dbg !498
  %offsetR010 = add i32 1, %.demoted.zext46, !dbg !498
  %groupId11 = extractelement <8 x i32> %r0, i32 %offsetR010, !dbg !498
  %85 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %10, i32 0, i32 %groupId11, i32 0), !dbg !498
  %86 = extractvalue { i32, i32 } %85, 0, !dbg !498
  %87 = extractvalue { i32, i32 } %85, 1, !dbg !498
  %localIdY13 = zext i16 %localIdY to i32, !dbg !498
  %88 = icmp ult i32 %localIdY13, 65536, !dbg !498
  %89 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %86, i32 %87, i32 %localIdY13, i32 0), !dbg !498
  %90 = extractvalue { i32, i32 } %89, 0, !dbg !498
  %91 = extractvalue { i32, i32 } %89, 1, !dbg !498
  %92 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %90, i32 %91, i32 %7, i32 0), !dbg !498
  %93 = extractvalue { i32, i32 } %92, 0, !dbg !498
  %94 = extractvalue { i32, i32 } %92, 1, !dbg !498
  %cmpDim15 = icmp eq i32 2, 0, !dbg !498
  %tmpOffsetR016 = select i1 %cmpDim15, i8 1, i8 5, !dbg !498
  %.demoted.zext47 = zext i8 %tmpOffsetR016 to i32, !dbg !498
  %offsetR017 = add i32 2, %.demoted.zext47, !dbg !498
  %groupId18 = extractelement <8 x i32> %r0, i32 %offsetR017, !dbg !498
  %95 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %11, i32 0, i32 %groupId18, i32 0), !dbg !498
  %96 = extractvalue { i32, i32 } %95, 0, !dbg !498
  %97 = extractvalue { i32, i32 } %95, 1, !dbg !498
  %localIdZ20 = zext i16 %localIdZ to i32, !dbg !498
  %98 = icmp ult i32 %localIdZ20, 65536, !dbg !498
  %99 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %96, i32 %97, i32 %localIdZ20, i32 0), !dbg !498
  %100 = extractvalue { i32, i32 } %99, 0, !dbg !498
  %101 = extractvalue { i32, i32 } %99, 1, !dbg !498
  %102 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %100, i32 %101, i32 %8, i32 0), !dbg !498
  %103 = extractvalue { i32, i32 } %102, 0, !dbg !498
  %104 = extractvalue { i32, i32 } %102, 1, !dbg !498
  %105 = select i1 true, i32 %83, i32 0, !dbg !498		; visa id: 91
  %106 = select i1 true, i32 %84, i32 0, !dbg !498		; visa id: 93
  %107 = mul i32 %2, 32
  %108 = add i32 0, %107
  %109 = mul i32 %1, 8		; visa id: 95
  %110 = add i32 %108, %109
  %111 = add nuw nsw i32 %5, %110		; visa id: 96
  %112 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %113 = extractvalue { i32, i32 } %112, 0		; visa id: 97
  %114 = extractvalue { i32, i32 } %112, 1		; visa id: 97
  %115 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %113, i32 %114, i32 %111, i32 0)
  %116 = extractvalue { i32, i32 } %115, 0		; visa id: 99
  %117 = extractvalue { i32, i32 } %115, 1		; visa id: 99
  %118 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %116, i32 %117)		; visa id: 101
  %119 = insertelement <2 x i32> undef, i32 %105, i32 0, !dbg !497		; visa id: 103
  %120 = insertelement <2 x i32> %119, i32 %106, i32 1, !dbg !497		; visa id: 104
  %121 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %116, i32 %117), !dbg !497		; visa id: 105
  store <2 x i32> %120, ptr %121, align 8, !dbg !497, !lsc.cache.ctrl !492		; visa id: 107
  call void @llvm.dbg.declare(metadata ptr %149, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !499		; visa id: 109
  %122 = load <2 x i32>, ptr %23, align 8, !dbg !500, !lsc.cache.ctrl !501		; visa id: 109
  %123 = extractelement <2 x i32> %122, i32 0, !dbg !500		; visa id: 110
  %124 = extractelement <2 x i32> %122, i32 1, !dbg !500		; visa id: 110
  %125 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %123, i32 %124), !dbg !500
  %126 = load <2 x i32>, ptr %118, align 8, !dbg !502, !lsc.cache.ctrl !501		; visa id: 110
  %127 = extractelement <2 x i32> %126, i32 0, !dbg !502		; visa id: 111
  %128 = extractelement <2 x i32> %126, i32 1, !dbg !502		; visa id: 111
  %129 = shl i32 %127, 5, !dbg !500		; visa id: 111
  %130 = lshr i32 %127, 27, !dbg !500		; visa id: 112
  %131 = shl i32 %128, 5, !dbg !500		; visa id: 113
  %132 = or i32 %131, %130, !dbg !500		; visa id: 114
  %133 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %123, i32 %124, i32 %129, i32 %132), !dbg !500
  %134 = extractvalue { i32, i32 } %133, 0, !dbg !500		; visa id: 115
  %135 = extractvalue { i32, i32 } %133, 1, !dbg !500		; visa id: 115
  %136 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %134, i32 %135), !dbg !500		; visa id: 117
  %137 = load <8 x i32>, ptr addrspace(1) %136, align 32, !dbg !500, !lsc.cache.ctrl !501		; visa id: 119
  %138 = mul i32 %2, 64
  %139 = add i32 0, %138
  %140 = mul i32 %1, 32		; visa id: 120
  %141 = add i32 %139, %140
  %142 = add nuw nsw i32 %5, %141		; visa id: 121
  %143 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %144 = extractvalue { i32, i32 } %143, 0		; visa id: 122
  %145 = extractvalue { i32, i32 } %143, 1		; visa id: 122
  %146 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %144, i32 %145, i32 %142, i32 0)
  %147 = extractvalue { i32, i32 } %146, 0		; visa id: 124
  %148 = extractvalue { i32, i32 } %146, 1		; visa id: 124
  %149 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %147, i32 %148)		; visa id: 126
  store <8 x i32> %137, ptr %149, align 32, !dbg !499, !lsc.cache.ctrl !492		; visa id: 128
  call void @llvm.dbg.declare(metadata ptr %177, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503		; visa id: 130
  %150 = load <2 x i32>, ptr %40, align 8, !dbg !504, !lsc.cache.ctrl !501		; visa id: 130
  %151 = extractelement <2 x i32> %150, i32 0, !dbg !504		; visa id: 131
  %152 = extractelement <2 x i32> %150, i32 1, !dbg !504		; visa id: 131
  %153 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %151, i32 %152), !dbg !504
  %154 = load <2 x i32>, ptr %118, align 8, !dbg !505, !lsc.cache.ctrl !501		; visa id: 131
  %155 = extractelement <2 x i32> %154, i32 0, !dbg !505		; visa id: 132
  %156 = extractelement <2 x i32> %154, i32 1, !dbg !505		; visa id: 132
  %157 = shl i32 %155, 5, !dbg !504		; visa id: 132
  %158 = lshr i32 %155, 27, !dbg !504		; visa id: 133
  %159 = shl i32 %156, 5, !dbg !504		; visa id: 134
  %160 = or i32 %159, %158, !dbg !504		; visa id: 135
  %161 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %151, i32 %152, i32 %157, i32 %160), !dbg !504
  %162 = extractvalue { i32, i32 } %161, 0, !dbg !504		; visa id: 136
  %163 = extractvalue { i32, i32 } %161, 1, !dbg !504		; visa id: 136
  %164 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %162, i32 %163), !dbg !504		; visa id: 138
  %165 = load <8 x float>, ptr addrspace(1) %164, align 32, !dbg !504, !lsc.cache.ctrl !501		; visa id: 140
  %166 = mul i32 %2, 96
  %167 = add i32 0, %166
  %168 = mul i32 %1, 32		; visa id: 141
  %169 = add i32 %167, %168
  %170 = add nuw nsw i32 %5, %169		; visa id: 142
  %171 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %172 = extractvalue { i32, i32 } %171, 0		; visa id: 143
  %173 = extractvalue { i32, i32 } %171, 1		; visa id: 143
  %174 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %172, i32 %173, i32 %170, i32 0)
  %175 = extractvalue { i32, i32 } %174, 0		; visa id: 145
  %176 = extractvalue { i32, i32 } %174, 1		; visa id: 145
  %177 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %175, i32 %176)		; visa id: 147
  store <8 x float> %165, ptr %177, align 32, !dbg !503, !lsc.cache.ctrl !492		; visa id: 149
  call void @llvm.dbg.declare(metadata ptr %189, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !506		; visa id: 151
  %178 = mul i32 %2, 4
  %179 = add i32 0, %178
  %180 = mul i32 %1, 4		; visa id: 151
  %181 = add i32 %179, %180
  %182 = add nuw nsw i32 %5, %181		; visa id: 152
  %183 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %184 = extractvalue { i32, i32 } %183, 0		; visa id: 153
  %185 = extractvalue { i32, i32 } %183, 1		; visa id: 153
  %186 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %184, i32 %185, i32 %182, i32 0)
  %187 = extractvalue { i32, i32 } %186, 0		; visa id: 155
  %188 = extractvalue { i32, i32 } %186, 1		; visa id: 155
  %189 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %187, i32 %188)		; visa id: 157
  store i32 0, ptr %189, align 4, !dbg !506, !lsc.cache.ctrl !492		; visa id: 159
  br label %for.cond, !dbg !507, !stats.blockFrequency.digits !508, !stats.blockFrequency.scale !509		; visa id: 161

for.cond:                                         ; preds = %for.inc, %entry
; BB1 :
  %190 = load i32, ptr %189, align 4, !dbg !510, !lsc.cache.ctrl !501		; visa id: 162
  %191 = load i32, ptr %74, align 4, !dbg !512, !lsc.cache.ctrl !501		; visa id: 163
  %192 = icmp slt i32 %190, %191, !dbg !513		; visa id: 164
  br i1 %192, label %for.body, label %for.end, !dbg !514, !stats.blockFrequency.digits !515, !stats.blockFrequency.scale !509		; visa id: 165

for.body:                                         ; preds = %for.cond
; BB2 :
  %193 = load <8 x i32>, ptr %149, align 32, !dbg !516, !lsc.cache.ctrl !501		; visa id: 168
  %194 = extractelement <8 x i32> %193, i32 0, !dbg !516		; visa id: 169
  %195 = extractelement <8 x i32> %193, i32 1, !dbg !516		; visa id: 169
  %196 = extractelement <8 x i32> %193, i32 2, !dbg !516		; visa id: 169
  %197 = extractelement <8 x i32> %193, i32 3, !dbg !516		; visa id: 169
  %198 = extractelement <8 x i32> %193, i32 4, !dbg !516		; visa id: 169
  %199 = extractelement <8 x i32> %193, i32 5, !dbg !516		; visa id: 169
  %200 = extractelement <8 x i32> %193, i32 6, !dbg !516		; visa id: 169
  %201 = extractelement <8 x i32> %193, i32 7, !dbg !516		; visa id: 169
  %202 = load i32, ptr %189, align 4, !dbg !518, !lsc.cache.ctrl !501		; visa id: 169
  %xor22 = xor i32 %195, %202, !dbg !519		; visa id: 170
  %xor23 = xor i32 %196, %202, !dbg !519		; visa id: 171
  %xor24 = xor i32 %197, %202, !dbg !519		; visa id: 172
  %xor25 = xor i32 %198, %202, !dbg !519		; visa id: 173
  %xor26 = xor i32 %199, %202, !dbg !519		; visa id: 174
  %xor27 = xor i32 %200, %202, !dbg !519		; visa id: 175
  %xor28 = xor i32 %201, %202, !dbg !519		; visa id: 176
  %xor29 = xor i32 %194, %202, !dbg !519		; visa id: 177
  %203 = insertelement <8 x i32> undef, i32 %xor22, i32 0, !dbg !519		; visa id: 178
  %204 = insertelement <8 x i32> %203, i32 %xor23, i32 1, !dbg !519		; visa id: 179
  %205 = insertelement <8 x i32> %204, i32 %xor24, i32 2, !dbg !519		; visa id: 180
  %206 = insertelement <8 x i32> %205, i32 %xor25, i32 3, !dbg !519		; visa id: 181
  %207 = insertelement <8 x i32> %206, i32 %xor26, i32 4, !dbg !519		; visa id: 182
  %208 = insertelement <8 x i32> %207, i32 %xor27, i32 5, !dbg !519		; visa id: 183
  %209 = insertelement <8 x i32> %208, i32 %xor28, i32 6, !dbg !519		; visa id: 184
  %210 = insertelement <8 x i32> %209, i32 %xor29, i32 7, !dbg !519		; visa id: 185
  store <8 x i32> %210, ptr %149, align 32, !dbg !520, !lsc.cache.ctrl !492		; visa id: 186
  %211 = load <8 x float>, ptr %177, align 32, !dbg !521, !lsc.cache.ctrl !501		; visa id: 188
  %212 = extractelement <8 x float> %211, i32 0, !dbg !521		; visa id: 189
  %213 = extractelement <8 x float> %211, i32 1, !dbg !521		; visa id: 189
  %214 = extractelement <8 x float> %211, i32 2, !dbg !521		; visa id: 189
  %215 = extractelement <8 x float> %211, i32 3, !dbg !521		; visa id: 189
  %216 = extractelement <8 x float> %211, i32 4, !dbg !521		; visa id: 189
  %217 = extractelement <8 x float> %211, i32 5, !dbg !521		; visa id: 189
  %218 = extractelement <8 x float> %211, i32 6, !dbg !521		; visa id: 189
  %219 = extractelement <8 x float> %211, i32 7, !dbg !521		; visa id: 189
  %220 = load <8 x i32>, ptr %149, align 32, !dbg !522, !lsc.cache.ctrl !501		; visa id: 189
  %221 = extractelement <8 x i32> %220, i32 0, !dbg !522		; visa id: 190
  %222 = extractelement <8 x i32> %220, i32 1, !dbg !522		; visa id: 190
  %223 = extractelement <8 x i32> %220, i32 2, !dbg !522		; visa id: 190
  %224 = extractelement <8 x i32> %220, i32 3, !dbg !522		; visa id: 190
  %225 = extractelement <8 x i32> %220, i32 4, !dbg !522		; visa id: 190
  %226 = extractelement <8 x i32> %220, i32 5, !dbg !522		; visa id: 190
  %227 = extractelement <8 x i32> %220, i32 6, !dbg !522		; visa id: 190
  %228 = extractelement <8 x i32> %220, i32 7, !dbg !522		; visa id: 190
  %call230 = uitofp i32 %221 to float, !dbg !523		; visa id: 190
  %call231 = uitofp i32 %222 to float, !dbg !523		; visa id: 191
  %call232 = uitofp i32 %223 to float, !dbg !523		; visa id: 192
  %call233 = uitofp i32 %224 to float, !dbg !523		; visa id: 193
  %call234 = uitofp i32 %225 to float, !dbg !523		; visa id: 194
  %call235 = uitofp i32 %226 to float, !dbg !523		; visa id: 195
  %call236 = uitofp i32 %227 to float, !dbg !523		; visa id: 196
  %call237 = uitofp i32 %228 to float, !dbg !523		; visa id: 197
  %mul38 = fmul float %219, %call230, !dbg !524		; visa id: 198
  %mul39 = fmul float %218, %call231, !dbg !524		; visa id: 199
  %mul40 = fmul float %217, %call232, !dbg !524		; visa id: 200
  %mul41 = fmul float %216, %call233, !dbg !524		; visa id: 201
  %mul42 = fmul float %215, %call234, !dbg !524		; visa id: 202
  %mul43 = fmul float %214, %call235, !dbg !524		; visa id: 203
  %mul44 = fmul float %213, %call236, !dbg !524		; visa id: 204
  %mul45 = fmul float %212, %call237, !dbg !524		; visa id: 205
  %229 = insertelement <8 x float> undef, float %mul38, i32 0, !dbg !524		; visa id: 206
  %230 = insertelement <8 x float> %229, float %mul39, i32 1, !dbg !524		; visa id: 207
  %231 = insertelement <8 x float> %230, float %mul40, i32 2, !dbg !524		; visa id: 208
  %232 = insertelement <8 x float> %231, float %mul41, i32 3, !dbg !524		; visa id: 209
  %233 = insertelement <8 x float> %232, float %mul42, i32 4, !dbg !524		; visa id: 210
  %234 = insertelement <8 x float> %233, float %mul43, i32 5, !dbg !524		; visa id: 211
  %235 = insertelement <8 x float> %234, float %mul44, i32 6, !dbg !524		; visa id: 212
  %236 = insertelement <8 x float> %235, float %mul45, i32 7, !dbg !524		; visa id: 213
  store <8 x float> %236, ptr %177, align 32, !dbg !525, !lsc.cache.ctrl !492		; visa id: 214
  br label %for.inc, !dbg !526, !stats.blockFrequency.digits !527, !stats.blockFrequency.scale !509		; visa id: 216

for.inc:                                          ; preds = %for.body
; BB3 :
  %237 = load i32, ptr %189, align 4, !dbg !528, !lsc.cache.ctrl !501		; visa id: 218
  %inc = add nsw i32 %237, 1, !dbg !528, !spirv.Decorations !529		; visa id: 219
  store i32 %inc, ptr %189, align 4, !dbg !528, !lsc.cache.ctrl !492		; visa id: 220
  br label %for.cond, !dbg !531, !stats.blockFrequency.digits !527, !stats.blockFrequency.scale !509		; visa id: 221

for.end:                                          ; preds = %for.cond
; BB4 :
  %238 = load <8 x float>, ptr %177, align 32, !dbg !532, !lsc.cache.ctrl !501		; visa id: 224
  %239 = load <2 x i32>, ptr %57, align 8, !dbg !533, !lsc.cache.ctrl !501		; visa id: 225
  %240 = extractelement <2 x i32> %239, i32 0, !dbg !533		; visa id: 226
  %241 = extractelement <2 x i32> %239, i32 1, !dbg !533		; visa id: 226
  %242 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %240, i32 %241), !dbg !533
  %243 = load <2 x i32>, ptr %118, align 8, !dbg !534, !lsc.cache.ctrl !501		; visa id: 226
  %244 = extractelement <2 x i32> %243, i32 0, !dbg !534		; visa id: 227
  %245 = extractelement <2 x i32> %243, i32 1, !dbg !534		; visa id: 227
  %246 = shl i32 %244, 5, !dbg !533		; visa id: 227
  %247 = lshr i32 %244, 27, !dbg !533		; visa id: 228
  %248 = shl i32 %245, 5, !dbg !533		; visa id: 229
  %249 = or i32 %248, %247, !dbg !533		; visa id: 230
  %250 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %240, i32 %241, i32 %246, i32 %249), !dbg !533
  %251 = extractvalue { i32, i32 } %250, 0, !dbg !533		; visa id: 231
  %252 = extractvalue { i32, i32 } %250, 1, !dbg !533		; visa id: 231
  %253 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %251, i32 %252), !dbg !533		; visa id: 233
  store <8 x float> %238, ptr addrspace(1) %253, align 32, !dbg !535, !lsc.cache.ctrl !492		; visa id: 235
  ret void, !dbg !536, !stats.blockFrequency.digits !508, !stats.blockFrequency.scale !509		; visa id: 237
}
