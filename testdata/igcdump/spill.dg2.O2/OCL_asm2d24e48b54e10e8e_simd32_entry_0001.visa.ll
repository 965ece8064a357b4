; ------------------------------------------------
; OCL_asm2d24e48b54e10e8e_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @pressure(<4 x float> addrspace(1)* %io, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset) #0 !dbg !292 {
entry:
; BB0 :
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !304		; visa id: 4
  %0 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 6
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 6
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 6
  call void @llvm.dbg.value(metadata <4 x float> addrspace(1)* %io, metadata !305, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 7
  call void @llvm.dbg.value(metadata i32 %n, metadata !307, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 7
  %mul.i.i.i = mul i32 %1, %2, !dbg !308		; visa id: 8
  %localIdX2 = zext i16 %localIdX to i32, !dbg !308		; visa id: 9
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX2, !dbg !308
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !308		; visa id: 11
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !309, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 14
  %3 = shl i32 %add4.i.i.i, 4, !dbg !310		; visa id: 15
  %4 = add i32 %3, %bufferOffset, !dbg !310		; visa id: 17
  %5 = inttoptr i32 %4 to <4 x float> addrspace(131072)*, !dbg !310		; visa id: 19
  %6 = load <4 x float>, <4 x float> addrspace(131072)* %5, align 16, !dbg !310		; visa id: 19
  %7 = extractelement <4 x float> %6, i32 0, !dbg !310		; visa id: 23
  %8 = extractelement <4 x float> %6, i32 1, !dbg !310		; visa id: 25
  %9 = extractelement <4 x float> %6, i32 2, !dbg !310		; visa id: 27
  %10 = extractelement <4 x float> %6, i32 3, !dbg !310		; visa id: 29
  call void @llvm.dbg.value(metadata <4 x float> %6, metadata !311, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 32
  %11 = add i32 %3, 16, !dbg !312
  %12 = add i32 %11, %bufferOffset, !dbg !312		; visa id: 33
  %13 = inttoptr i32 %12 to <4 x float> addrspace(131072)*, !dbg !312		; visa id: 35
  %14 = load <4 x float>, <4 x float> addrspace(131072)* %13, align 16, !dbg !312		; visa id: 35
  %15 = extractelement <4 x float> %14, i32 0, !dbg !312		; visa id: 39
  %16 = extractelement <4 x float> %14, i32 1, !dbg !312		; visa id: 41
  %17 = extractelement <4 x float> %14, i32 2, !dbg !312		; visa id: 43
  %18 = extractelement <4 x float> %14, i32 3, !dbg !312		; visa id: 45
  call void @llvm.dbg.value(metadata <4 x float> %14, metadata !313, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 48
  %19 = add i32 %3, 32, !dbg !314
  %20 = add i32 %19, %bufferOffset, !dbg !314		; visa id: 49
  %21 = inttoptr i32 %20 to <4 x float> addrspace(131072)*, !dbg !314		; visa id: 51
  %22 = load <4 x float>, <4 x float> addrspace(131072)* %21, align 16, !dbg !314		; visa id: 51
  %23 = extractelement <4 x float> %22, i32 0, !dbg !314		; visa id: 55
  %24 = extractelement <4 x float> %22, i32 1, !dbg !314		; visa id: 57
  %25 = extractelement <4 x float> %22, i32 2, !dbg !314		; visa id: 59
  %26 = extractelement <4 x float> %22, i32 3, !dbg !314		; visa id: 61
  call void @llvm.dbg.value(metadata <4 x float> %22, metadata !315, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 64
  %27 = add i32 %3, 48, !dbg !316
  %28 = add i32 %27, %bufferOffset, !dbg !316		; visa id: 65
  %29 = inttoptr i32 %28 to <4 x float> addrspace(131072)*, !dbg !316		; visa id: 67
  %30 = load <4 x float>, <4 x float> addrspace(131072)* %29, align 16, !dbg !316		; visa id: 67
  %31 = extractelement <4 x float> %30, i32 0, !dbg !316		; visa id: 71
  %32 = extractelement <4 x float> %30, i32 1, !dbg !316		; visa id: 73
  %33 = extractelement <4 x float> %30, i32 2, !dbg !316		; visa id: 75
  %34 = extractelement <4 x float> %30, i32 3, !dbg !316		; visa id: 77
  call void @llvm.dbg.value(metadata <4 x float> %30, metadata !317, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 80
  %35 = add i32 %3, 64, !dbg !318
  %36 = add i32 %35, %bufferOffset, !dbg !318		; visa id: 81
  %37 = inttoptr i32 %36 to <4 x float> addrspace(131072)*, !dbg !318		; visa id: 83
  %38 = load <4 x float>, <4 x float> addrspace(131072)* %37, align 16, !dbg !318		; visa id: 83
  %39 = extractelement <4 x float> %38, i32 0, !dbg !318		; visa id: 87
  %40 = extractelement <4 x float> %38, i32 1, !dbg !318		; visa id: 89
  %41 = extractelement <4 x float> %38, i32 2, !dbg !318		; visa id: 91
  %42 = extractelement <4 x float> %38, i32 3, !dbg !318		; visa id: 93
  call void @llvm.dbg.value(metadata <4 x float> %38, metadata !319, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 96
  %43 = add i32 %3, 80, !dbg !320
  %44 = add i32 %43, %bufferOffset, !dbg !320		; visa id: 97
  %45 = inttoptr i32 %44 to <4 x float> addrspace(131072)*, !dbg !320		; visa id: 99
  %46 = load <4 x float>, <4 x float> addrspace(131072)* %45, align 16, !dbg !320		; visa id: 99
  %47 = extractelement <4 x float> %46, i32 0, !dbg !320		; visa id: 103
  %48 = extractelement <4 x float> %46, i32 1, !dbg !320		; visa id: 105
  %49 = extractelement <4 x float> %46, i32 2, !dbg !320		; visa id: 107
  %50 = extractelement <4 x float> %46, i32 3, !dbg !320		; visa id: 109
  call void @llvm.dbg.value(metadata <4 x float> %46, metadata !321, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 112
  %51 = add i32 %3, 96, !dbg !322
  %52 = add i32 %51, %bufferOffset, !dbg !322		; visa id: 113
  %53 = inttoptr i32 %52 to <4 x float> addrspace(131072)*, !dbg !322		; visa id: 115
  %54 = load <4 x float>, <4 x float> addrspace(131072)* %53, align 16, !dbg !322		; visa id: 115
  %55 = extractelement <4 x float> %54, i32 0, !dbg !322		; visa id: 119
  %56 = extractelement <4 x float> %54, i32 1, !dbg !322		; visa id: 121
  %57 = extractelement <4 x float> %54, i32 2, !dbg !322		; visa id: 123
  %58 = extractelement <4 x float> %54, i32 3, !dbg !322		; visa id: 125
  call void @llvm.dbg.value(metadata <4 x float> %54, metadata !323, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 128
  %59 = add i32 %3, 112, !dbg !324
  %60 = add i32 %59, %bufferOffset, !dbg !324		; visa id: 129
  %61 = inttoptr i32 %60 to <4 x float> addrspace(131072)*, !dbg !324		; visa id: 131
  %62 = load <4 x float>, <4 x float> addrspace(131072)* %61, align 16, !dbg !324		; visa id: 131
  %63 = extractelement <4 x float> %62, i32 0, !dbg !324		; visa id: 135
  %64 = extractelement <4 x float> %62, i32 1, !dbg !324		; visa id: 137
  %65 = extractelement <4 x float> %62, i32 2, !dbg !324		; visa id: 139
  %66 = extractelement <4 x float> %62, i32 3, !dbg !324		; visa id: 141
  call void @llvm.dbg.value(metadata <4 x float> %62, metadata !325, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 144
  %67 = add i32 %3, 128, !dbg !326
  %68 = add i32 %67, %bufferOffset, !dbg !326		; visa id: 145
  %69 = inttoptr i32 %68 to <4 x float> addrspace(131072)*, !dbg !326		; visa id: 147
  %70 = load <4 x float>, <4 x float> addrspace(131072)* %69, align 16, !dbg !326		; visa id: 147
  %71 = extractelement <4 x float> %70, i32 0, !dbg !326		; visa id: 151
  %72 = extractelement <4 x float> %70, i32 1, !dbg !326		; visa id: 153
  %73 = extractelement <4 x float> %70, i32 2, !dbg !326		; visa id: 155
  %74 = extractelement <4 x float> %70, i32 3, !dbg !326		; visa id: 157
  call void @llvm.dbg.value(metadata <4 x float> %70, metadata !327, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 160
  %75 = add i32 %3, 144, !dbg !328
  %76 = add i32 %75, %bufferOffset, !dbg !328		; visa id: 161
  %77 = inttoptr i32 %76 to <4 x float> addrspace(131072)*, !dbg !328		; visa id: 163
  %78 = load <4 x float>, <4 x float> addrspace(131072)* %77, align 16, !dbg !328		; visa id: 163
  %79 = extractelement <4 x float> %78, i32 0, !dbg !328		; visa id: 167
  %80 = extractelement <4 x float> %78, i32 1, !dbg !328		; visa id: 169
  %81 = extractelement <4 x float> %78, i32 2, !dbg !328		; visa id: 171
  %82 = extractelement <4 x float> %78, i32 3, !dbg !328		; visa id: 173
  call void @llvm.dbg.value(metadata <4 x float> %78, metadata !329, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 176
  %83 = add i32 %3, 160, !dbg !330
  %84 = add i32 %83, %bufferOffset, !dbg !330		; visa id: 177
  %85 = inttoptr i32 %84 to <4 x float> addrspace(131072)*, !dbg !330		; visa id: 179
  %86 = load <4 x float>, <4 x float> addrspace(131072)* %85, align 16, !dbg !330		; visa id: 179
  %87 = extractelement <4 x float> %86, i32 0, !dbg !330		; visa id: 183
  %88 = extractelement <4 x float> %86, i32 1, !dbg !330		; visa id: 185
  %89 = extractelement <4 x float> %86, i32 2, !dbg !330		; visa id: 187
  %90 = extractelement <4 x float> %86, i32 3, !dbg !330		; visa id: 189
  call void @llvm.dbg.value(metadata <4 x float> %86, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 192
  %91 = add i32 %3, 176, !dbg !332
  %92 = add i32 %91, %bufferOffset, !dbg !332		; visa id: 193
  %93 = inttoptr i32 %92 to <4 x float> addrspace(131072)*, !dbg !332		; visa id: 195
  %94 = load <4 x float>, <4 x float> addrspace(131072)* %93, align 16, !dbg !332		; visa id: 195
  %95 = extractelement <4 x float> %94, i32 0, !dbg !332		; visa id: 199
  %96 = extractelement <4 x float> %94, i32 1, !dbg !332		; visa id: 201
  %97 = extractelement <4 x float> %94, i32 2, !dbg !332		; visa id: 203
  %98 = extractelement <4 x float> %94, i32 3, !dbg !332		; visa id: 205
  call void @llvm.dbg.value(metadata <4 x float> %94, metadata !333, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 208
  %99 = add i32 %3, 192, !dbg !334
  %100 = add i32 %99, %bufferOffset, !dbg !334		; visa id: 209
  %101 = inttoptr i32 %100 to <4 x float> addrspace(131072)*, !dbg !334		; visa id: 211
  %102 = load <4 x float>, <4 x float> addrspace(131072)* %101, align 16, !dbg !334		; visa id: 211
  %103 = extractelement <4 x float> %102, i32 0, !dbg !334		; visa id: 215
  %104 = extractelement <4 x float> %102, i32 1, !dbg !334		; visa id: 217
  %105 = extractelement <4 x float> %102, i32 2, !dbg !334		; visa id: 219
  %106 = extractelement <4 x float> %102, i32 3, !dbg !334		; visa id: 221
  call void @llvm.dbg.value(metadata <4 x float> %102, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 224
  %107 = add i32 %3, 208, !dbg !336
  %108 = add i32 %107, %bufferOffset, !dbg !336		; visa id: 225
  %109 = inttoptr i32 %108 to <4 x float> addrspace(131072)*, !dbg !336		; visa id: 227
  %110 = load <4 x float>, <4 x float> addrspace(131072)* %109, align 16, !dbg !336		; visa id: 227
  %111 = extractelement <4 x float> %110, i32 0, !dbg !336		; visa id: 231
  %112 = extractelement <4 x float> %110, i32 1, !dbg !336		; visa id: 233
  %113 = extractelement <4 x float> %110, i32 2, !dbg !336		; visa id: 235
  %114 = extractelement <4 x float> %110, i32 3, !dbg !336		; visa id: 237
  call void @llvm.dbg.value(metadata <4 x float> %110, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 240
  %115 = add i32 %3, 224, !dbg !338
  %116 = add i32 %115, %bufferOffset, !dbg !338		; visa id: 241
  %117 = inttoptr i32 %116 to <4 x float> addrspace(131072)*, !dbg !338		; visa id: 243
  %118 = load <4 x float>, <4 x float> addrspace(131072)* %117, align 16, !dbg !338		; visa id: 243
  %119 = extractelement <4 x float> %118, i32 0, !dbg !338		; visa id: 247
  %120 = extractelement <4 x float> %118, i32 1, !dbg !338		; visa id: 249
  %121 = extractelement <4 x float> %118, i32 2, !dbg !338		; visa id: 251
  %122 = extractelement <4 x float> %118, i32 3, !dbg !338		; visa id: 253
  call void @llvm.dbg.value(metadata <4 x float> %118, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 256
  %123 = add i32 %3, 240, !dbg !340
  %124 = add i32 %123, %bufferOffset, !dbg !340		; visa id: 257
  %125 = inttoptr i32 %124 to <4 x float> addrspace(131072)*, !dbg !340		; visa id: 259
  %126 = load <4 x float>, <4 x float> addrspace(131072)* %125, align 16, !dbg !340		; visa id: 259
  %127 = extractelement <4 x float> %126, i32 0, !dbg !340		; visa id: 263
  %128 = extractelement <4 x float> %126, i32 1, !dbg !340		; visa id: 265
  %129 = extractelement <4 x float> %126, i32 2, !dbg !340		; visa id: 267
  %130 = extractelement <4 x float> %126, i32 3, !dbg !340		; visa id: 269
  call void @llvm.dbg.value(metadata <4 x float> %126, metadata !341, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 272
  %131 = add i32 %3, 256, !dbg !342
  %132 = add i32 %131, %bufferOffset, !dbg !342		; visa id: 273
  %133 = inttoptr i32 %132 to <4 x float> addrspace(131072)*, !dbg !342		; visa id: 275
  %134 = load <4 x float>, <4 x float> addrspace(131072)* %133, align 16, !dbg !342		; visa id: 275
  %135 = extractelement <4 x float> %134, i32 0, !dbg !342		; visa id: 279
  %136 = extractelement <4 x float> %134, i32 1, !dbg !342		; visa id: 281
  %137 = extractelement <4 x float> %134, i32 2, !dbg !342		; visa id: 283
  %138 = extractelement <4 x float> %134, i32 3, !dbg !342		; visa id: 285
  call void @llvm.dbg.value(metadata <4 x float> %134, metadata !343, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 288
  %139 = add i32 %3, 272, !dbg !344
  %140 = add i32 %139, %bufferOffset, !dbg !344		; visa id: 289
  %141 = inttoptr i32 %140 to <4 x float> addrspace(131072)*, !dbg !344		; visa id: 291
  %142 = load <4 x float>, <4 x float> addrspace(131072)* %141, align 16, !dbg !344		; visa id: 291
  %143 = extractelement <4 x float> %142, i32 0, !dbg !344		; visa id: 295
  %144 = extractelement <4 x float> %142, i32 1, !dbg !344		; visa id: 297
  %145 = extractelement <4 x float> %142, i32 2, !dbg !344		; visa id: 299
  %146 = extractelement <4 x float> %142, i32 3, !dbg !344		; visa id: 301
  call void @llvm.dbg.value(metadata <4 x float> %142, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 304
  %147 = add i32 %3, 288, !dbg !346
  %148 = add i32 %147, %bufferOffset, !dbg !346		; visa id: 305
  %149 = inttoptr i32 %148 to <4 x float> addrspace(131072)*, !dbg !346		; visa id: 307
  %150 = load <4 x float>, <4 x float> addrspace(131072)* %149, align 16, !dbg !346		; visa id: 307
  %151 = extractelement <4 x float> %150, i32 0, !dbg !346		; visa id: 311
  %152 = extractelement <4 x float> %150, i32 1, !dbg !346		; visa id: 313
  %153 = extractelement <4 x float> %150, i32 2, !dbg !346		; visa id: 315
  %154 = extractelement <4 x float> %150, i32 3, !dbg !346		; visa id: 317
  call void @llvm.dbg.value(metadata <4 x float> %150, metadata !347, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 320
  %155 = add i32 %3, 304, !dbg !348
  %156 = add i32 %155, %bufferOffset, !dbg !348		; visa id: 321
  %157 = inttoptr i32 %156 to <4 x float> addrspace(131072)*, !dbg !348		; visa id: 323
  %158 = load <4 x float>, <4 x float> addrspace(131072)* %157, align 16, !dbg !348		; visa id: 323
  %159 = extractelement <4 x float> %158, i32 0, !dbg !348		; visa id: 327
  %160 = extractelement <4 x float> %158, i32 1, !dbg !348		; visa id: 329
  %161 = extractelement <4 x float> %158, i32 2, !dbg !348		; visa id: 331
  %162 = extractelement <4 x float> %158, i32 3, !dbg !348		; visa id: 333
  call void @llvm.dbg.value(metadata <4 x float> %158, metadata !349, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 336
  %163 = add i32 %3, 320, !dbg !350
  %164 = add i32 %163, %bufferOffset, !dbg !350		; visa id: 337
  %165 = inttoptr i32 %164 to <4 x float> addrspace(131072)*, !dbg !350		; visa id: 339
  %166 = load <4 x float>, <4 x float> addrspace(131072)* %165, align 16, !dbg !350		; visa id: 339
  %167 = extractelement <4 x float> %166, i32 0, !dbg !350		; visa id: 343
  %168 = extractelement <4 x float> %166, i32 1, !dbg !350		; visa id: 345
  %169 = extractelement <4 x float> %166, i32 2, !dbg !350		; visa id: 347
  %170 = extractelement <4 x float> %166, i32 3, !dbg !350		; visa id: 349
  call void @llvm.dbg.value(metadata <4 x float> %166, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 352
  %171 = add i32 %3, 336, !dbg !352
  %172 = add i32 %171, %bufferOffset, !dbg !352		; visa id: 353
  %173 = inttoptr i32 %172 to <4 x float> addrspace(131072)*, !dbg !352		; visa id: 355
  %174 = load <4 x float>, <4 x float> addrspace(131072)* %173, align 16, !dbg !352		; visa id: 355
  %175 = extractelement <4 x float> %174, i32 0, !dbg !352		; visa id: 359
  %176 = extractelement <4 x float> %174, i32 1, !dbg !352		; visa id: 361
  %177 = extractelement <4 x float> %174, i32 2, !dbg !352		; visa id: 363
  %178 = extractelement <4 x float> %174, i32 3, !dbg !352		; visa id: 365
  call void @llvm.dbg.value(metadata <4 x float> %174, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 368
  %179 = add i32 %3, 352, !dbg !354
  %180 = add i32 %179, %bufferOffset, !dbg !354		; visa id: 369
  %181 = inttoptr i32 %180 to <4 x float> addrspace(131072)*, !dbg !354		; visa id: 371
  %182 = load <4 x float>, <4 x float> addrspace(131072)* %181, align 16, !dbg !354		; visa id: 371
  %183 = extractelement <4 x float> %182, i32 0, !dbg !354		; visa id: 375
  %184 = extractelement <4 x float> %182, i32 1, !dbg !354		; visa id: 377
  %185 = extractelement <4 x float> %182, i32 2, !dbg !354		; visa id: 379
  %186 = extractelement <4 x float> %182, i32 3, !dbg !354		; visa id: 381
  call void @llvm.dbg.value(metadata <4 x float> %182, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 384
  %187 = add i32 %3, 368, !dbg !356
  %188 = add i32 %187, %bufferOffset, !dbg !356		; visa id: 385
  %189 = inttoptr i32 %188 to <4 x float> addrspace(131072)*, !dbg !356		; visa id: 387
  %190 = load <4 x float>, <4 x float> addrspace(131072)* %189, align 16, !dbg !356		; visa id: 387
  %191 = extractelement <4 x float> %190, i32 0, !dbg !356		; visa id: 391
  %192 = extractelement <4 x float> %190, i32 1, !dbg !356		; visa id: 393
  %193 = extractelement <4 x float> %190, i32 2, !dbg !356		; visa id: 395
  %194 = extractelement <4 x float> %190, i32 3, !dbg !356		; visa id: 397
  call void @llvm.dbg.value(metadata <4 x float> %190, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 400
  %195 = add i32 %3, 384, !dbg !358
  %196 = add i32 %195, %bufferOffset, !dbg !358		; visa id: 401
  %197 = inttoptr i32 %196 to <4 x float> addrspace(131072)*, !dbg !358		; visa id: 403
  %198 = load <4 x float>, <4 x float> addrspace(131072)* %197, align 16, !dbg !358		; visa id: 403
  %199 = extractelement <4 x float> %198, i32 0, !dbg !358		; visa id: 407
  %200 = extractelement <4 x float> %198, i32 1, !dbg !358		; visa id: 409
  %201 = extractelement <4 x float> %198, i32 2, !dbg !358		; visa id: 411
  %202 = extractelement <4 x float> %198, i32 3, !dbg !358		; visa id: 413
  call void @llvm.dbg.value(metadata <4 x float> %198, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 416
  %203 = add i32 %3, 400, !dbg !360
  %204 = add i32 %203, %bufferOffset, !dbg !360		; visa id: 417
  %205 = inttoptr i32 %204 to <4 x float> addrspace(131072)*, !dbg !360		; visa id: 419
  %206 = load <4 x float>, <4 x float> addrspace(131072)* %205, align 16, !dbg !360		; visa id: 419
  %207 = extractelement <4 x float> %206, i32 0, !dbg !360		; visa id: 423
  %208 = extractelement <4 x float> %206, i32 1, !dbg !360		; visa id: 425
  %209 = extractelement <4 x float> %206, i32 2, !dbg !360		; visa id: 427
  %210 = extractelement <4 x float> %206, i32 3, !dbg !360		; visa id: 429
  call void @llvm.dbg.value(metadata <4 x float> %206, metadata !361, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 432
  %211 = add i32 %3, 416, !dbg !362
  %212 = add i32 %211, %bufferOffset, !dbg !362		; visa id: 433
  %213 = inttoptr i32 %212 to <4 x float> addrspace(131072)*, !dbg !362		; visa id: 435
  %214 = load <4 x float>, <4 x float> addrspace(131072)* %213, align 16, !dbg !362		; visa id: 435
  %215 = extractelement <4 x float> %214, i32 0, !dbg !362		; visa id: 439
  %216 = extractelement <4 x float> %214, i32 1, !dbg !362		; visa id: 441
  %217 = extractelement <4 x float> %214, i32 2, !dbg !362		; visa id: 443
  %218 = extractelement <4 x float> %214, i32 3, !dbg !362		; visa id: 445
  call void @llvm.dbg.value(metadata <4 x float> %214, metadata !363, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 448
  %219 = add i32 %3, 432, !dbg !364
  %220 = add i32 %219, %bufferOffset, !dbg !364		; visa id: 449
  %221 = inttoptr i32 %220 to <4 x float> addrspace(131072)*, !dbg !364		; visa id: 451
  %222 = load <4 x float>, <4 x float> addrspace(131072)* %221, align 16, !dbg !364		; visa id: 451
  %223 = extractelement <4 x float> %222, i32 0, !dbg !364		; visa id: 455
  %224 = extractelement <4 x float> %222, i32 1, !dbg !364		; visa id: 457
  %225 = extractelement <4 x float> %222, i32 2, !dbg !364		; visa id: 459
  %226 = extractelement <4 x float> %222, i32 3, !dbg !364		; visa id: 461
  call void @llvm.dbg.value(metadata <4 x float> %222, metadata !365, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 464
  %227 = add i32 %3, 448, !dbg !366
  %228 = add i32 %227, %bufferOffset, !dbg !366		; visa id: 465
  %229 = inttoptr i32 %228 to <4 x float> addrspace(131072)*, !dbg !366		; visa id: 467
  %230 = load <4 x float>, <4 x float> addrspace(131072)* %229, align 16, !dbg !366		; visa id: 467
  %231 = extractelement <4 x float> %230, i32 0, !dbg !366		; visa id: 471
  %232 = extractelement <4 x float> %230, i32 1, !dbg !366		; visa id: 473
  %233 = extractelement <4 x float> %230, i32 2, !dbg !366		; visa id: 475
  %234 = extractelement <4 x float> %230, i32 3, !dbg !366		; visa id: 477
  call void @llvm.dbg.value(metadata <4 x float> %230, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 480
  %235 = add i32 %3, 464, !dbg !368
  %236 = add i32 %235, %bufferOffset, !dbg !368		; visa id: 481
  %237 = inttoptr i32 %236 to <4 x float> addrspace(131072)*, !dbg !368		; visa id: 483
  %238 = load <4 x float>, <4 x float> addrspace(131072)* %237, align 16, !dbg !368		; visa id: 483
  %239 = extractelement <4 x float> %238, i32 0, !dbg !368		; visa id: 487
  %240 = extractelement <4 x float> %238, i32 1, !dbg !368		; visa id: 489
  %241 = extractelement <4 x float> %238, i32 2, !dbg !368		; visa id: 491
  %242 = extractelement <4 x float> %238, i32 3, !dbg !368		; visa id: 493
  call void @llvm.dbg.value(metadata <4 x float> %238, metadata !369, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 496
  %243 = add i32 %3, 480, !dbg !370
  %244 = add i32 %243, %bufferOffset, !dbg !370		; visa id: 497
  %245 = inttoptr i32 %244 to <4 x float> addrspace(131072)*, !dbg !370		; visa id: 499
  %246 = load <4 x float>, <4 x float> addrspace(131072)* %245, align 16, !dbg !370		; visa id: 499
  %247 = extractelement <4 x float> %246, i32 0, !dbg !370		; visa id: 503
  %248 = extractelement <4 x float> %246, i32 1, !dbg !370		; visa id: 505
  %249 = extractelement <4 x float> %246, i32 2, !dbg !370		; visa id: 507
  %250 = extractelement <4 x float> %246, i32 3, !dbg !370		; visa id: 509
  call void @llvm.dbg.value(metadata <4 x float> %246, metadata !371, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 512
  %251 = add i32 %3, 496, !dbg !372
  %252 = add i32 %251, %bufferOffset, !dbg !372		; visa id: 513
  %253 = inttoptr i32 %252 to <4 x float> addrspace(131072)*, !dbg !372		; visa id: 515
  %254 = load <4 x float>, <4 x float> addrspace(131072)* %253, align 16, !dbg !372		; visa id: 515
  %255 = extractelement <4 x float> %254, i32 0, !dbg !372		; visa id: 519
  %256 = extractelement <4 x float> %254, i32 1, !dbg !372		; visa id: 521
  %257 = extractelement <4 x float> %254, i32 2, !dbg !372		; visa id: 523
  %258 = extractelement <4 x float> %254, i32 3, !dbg !372		; visa id: 525
  call void @llvm.dbg.value(metadata <4 x float> %254, metadata !373, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 528
  %259 = add i32 %3, 512, !dbg !374
  %260 = add i32 %259, %bufferOffset, !dbg !374		; visa id: 529
  %261 = inttoptr i32 %260 to <4 x float> addrspace(131072)*, !dbg !374		; visa id: 531
  %262 = load <4 x float>, <4 x float> addrspace(131072)* %261, align 16, !dbg !374		; visa id: 531
  %263 = extractelement <4 x float> %262, i32 0, !dbg !374		; visa id: 535
  %264 = extractelement <4 x float> %262, i32 1, !dbg !374		; visa id: 537
  %265 = extractelement <4 x float> %262, i32 2, !dbg !374		; visa id: 539
  %266 = extractelement <4 x float> %262, i32 3, !dbg !374		; visa id: 541
  call void @llvm.dbg.value(metadata <4 x float> %262, metadata !375, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 544
  %267 = add i32 %3, 528, !dbg !376
  %268 = add i32 %267, %bufferOffset, !dbg !376		; visa id: 545
  %269 = inttoptr i32 %268 to <4 x float> addrspace(131072)*, !dbg !376		; visa id: 547
  %270 = load <4 x float>, <4 x float> addrspace(131072)* %269, align 16, !dbg !376		; visa id: 547
  %271 = extractelement <4 x float> %270, i32 0, !dbg !376		; visa id: 551
  %272 = extractelement <4 x float> %270, i32 1, !dbg !376		; visa id: 553
  %273 = extractelement <4 x float> %270, i32 2, !dbg !376		; visa id: 555
  %274 = extractelement <4 x float> %270, i32 3, !dbg !376		; visa id: 557
  call void @llvm.dbg.value(metadata <4 x float> %270, metadata !377, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 560
  %275 = add i32 %3, 544, !dbg !378
  %276 = add i32 %275, %bufferOffset, !dbg !378		; visa id: 561
  %277 = inttoptr i32 %276 to <4 x float> addrspace(131072)*, !dbg !378		; visa id: 563
  %278 = load <4 x float>, <4 x float> addrspace(131072)* %277, align 16, !dbg !378		; visa id: 563
  %279 = extractelement <4 x float> %278, i32 0, !dbg !378		; visa id: 567
  %280 = extractelement <4 x float> %278, i32 1, !dbg !378		; visa id: 569
  %281 = extractelement <4 x float> %278, i32 2, !dbg !378		; visa id: 571
  %282 = extractelement <4 x float> %278, i32 3, !dbg !378		; visa id: 573
  call void @llvm.dbg.value(metadata <4 x float> %278, metadata !379, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 576
  %283 = add i32 %3, 560, !dbg !380
  %284 = add i32 %283, %bufferOffset, !dbg !380		; visa id: 577
  %285 = inttoptr i32 %284 to <4 x float> addrspace(131072)*, !dbg !380		; visa id: 579
  %286 = load <4 x float>, <4 x float> addrspace(131072)* %285, align 16, !dbg !380		; visa id: 579
  %287 = extractelement <4 x float> %286, i32 0, !dbg !380		; visa id: 583
  %288 = extractelement <4 x float> %286, i32 1, !dbg !380		; visa id: 585
  %289 = extractelement <4 x float> %286, i32 2, !dbg !380		; visa id: 587
  %290 = extractelement <4 x float> %286, i32 3, !dbg !380		; visa id: 589
  call void @llvm.dbg.value(metadata <4 x float> %286, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 592
  %291 = add i32 %3, 576, !dbg !382
  %292 = add i32 %291, %bufferOffset, !dbg !382		; visa id: 593
  %293 = inttoptr i32 %292 to <4 x float> addrspace(131072)*, !dbg !382		; visa id: 595
  %294 = load <4 x float>, <4 x float> addrspace(131072)* %293, align 16, !dbg !382		; visa id: 595
  %295 = extractelement <4 x float> %294, i32 0, !dbg !382		; visa id: 599
  %296 = extractelement <4 x float> %294, i32 1, !dbg !382		; visa id: 601
  %297 = extractelement <4 x float> %294, i32 2, !dbg !382		; visa id: 603
  %298 = extractelement <4 x float> %294, i32 3, !dbg !382		; visa id: 605
  call void @llvm.dbg.value(metadata <4 x float> %294, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 608
  %299 = add i32 %3, 592, !dbg !384
  %300 = add i32 %299, %bufferOffset, !dbg !384		; visa id: 609
  %301 = inttoptr i32 %300 to <4 x float> addrspace(131072)*, !dbg !384		; visa id: 611
  %302 = load <4 x float>, <4 x float> addrspace(131072)* %301, align 16, !dbg !384		; visa id: 611
  %303 = extractelement <4 x float> %302, i32 0, !dbg !384		; visa id: 615
  %304 = extractelement <4 x float> %302, i32 1, !dbg !384		; visa id: 617
  %305 = extractelement <4 x float> %302, i32 2, !dbg !384		; visa id: 619
  %306 = extractelement <4 x float> %302, i32 3, !dbg !384		; visa id: 621
  call void @llvm.dbg.value(metadata <4 x float> %302, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 624
  %307 = add i32 %3, 608, !dbg !386
  %308 = add i32 %307, %bufferOffset, !dbg !386		; visa id: 625
  %309 = inttoptr i32 %308 to <4 x float> addrspace(131072)*, !dbg !386		; visa id: 627
  %310 = load <4 x float>, <4 x float> addrspace(131072)* %309, align 16, !dbg !386		; visa id: 627
  %311 = extractelement <4 x float> %310, i32 0, !dbg !386		; visa id: 631
  %312 = extractelement <4 x float> %310, i32 1, !dbg !386		; visa id: 633
  %313 = extractelement <4 x float> %310, i32 2, !dbg !386		; visa id: 635
  %314 = extractelement <4 x float> %310, i32 3, !dbg !386		; visa id: 637
  call void @llvm.dbg.value(metadata <4 x float> %310, metadata !387, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 640
  %315 = add i32 %3, 624, !dbg !388
  %316 = add i32 %315, %bufferOffset, !dbg !388		; visa id: 641
  %317 = inttoptr i32 %316 to <4 x float> addrspace(131072)*, !dbg !388		; visa id: 643
  %318 = load <4 x float>, <4 x float> addrspace(131072)* %317, align 16, !dbg !388		; visa id: 643
  %319 = extractelement <4 x float> %318, i32 0, !dbg !388		; visa id: 647
  %320 = extractelement <4 x float> %318, i32 1, !dbg !388		; visa id: 649
  %321 = extractelement <4 x float> %318, i32 2, !dbg !388		; visa id: 651
  %322 = extractelement <4 x float> %318, i32 3, !dbg !388		; visa id: 653
  call void @llvm.dbg.value(metadata <4 x float> %318, metadata !389, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 656
  %323 = add i32 %3, 640, !dbg !390
  %324 = add i32 %323, %bufferOffset, !dbg !390		; visa id: 657
  %325 = inttoptr i32 %324 to <4 x float> addrspace(131072)*, !dbg !390		; visa id: 659
  %326 = load <4 x float>, <4 x float> addrspace(131072)* %325, align 16, !dbg !390		; visa id: 659
  %327 = extractelement <4 x float> %326, i32 0, !dbg !390		; visa id: 663
  %328 = extractelement <4 x float> %326, i32 1, !dbg !390		; visa id: 665
  %329 = extractelement <4 x float> %326, i32 2, !dbg !390		; visa id: 667
  %330 = extractelement <4 x float> %326, i32 3, !dbg !390		; visa id: 669
  call void @llvm.dbg.value(metadata <4 x float> %326, metadata !391, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 672
  %331 = add i32 %3, 656, !dbg !392
  %332 = add i32 %331, %bufferOffset, !dbg !392		; visa id: 673
  %333 = inttoptr i32 %332 to <4 x float> addrspace(131072)*, !dbg !392		; visa id: 675
  %334 = load <4 x float>, <4 x float> addrspace(131072)* %333, align 16, !dbg !392		; visa id: 675
  %335 = extractelement <4 x float> %334, i32 0, !dbg !392		; visa id: 679
  %336 = extractelement <4 x float> %334, i32 1, !dbg !392		; visa id: 681
  %337 = extractelement <4 x float> %334, i32 2, !dbg !392		; visa id: 683
  %338 = extractelement <4 x float> %334, i32 3, !dbg !392		; visa id: 685
  call void @llvm.dbg.value(metadata <4 x float> %334, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 688
  %339 = add i32 %3, 672, !dbg !394
  %340 = add i32 %339, %bufferOffset, !dbg !394		; visa id: 689
  %341 = inttoptr i32 %340 to <4 x float> addrspace(131072)*, !dbg !394		; visa id: 691
  %342 = load <4 x float>, <4 x float> addrspace(131072)* %341, align 16, !dbg !394		; visa id: 691
  %343 = extractelement <4 x float> %342, i32 0, !dbg !394		; visa id: 695
  %344 = extractelement <4 x float> %342, i32 1, !dbg !394		; visa id: 697
  %345 = extractelement <4 x float> %342, i32 2, !dbg !394		; visa id: 699
  %346 = extractelement <4 x float> %342, i32 3, !dbg !394		; visa id: 701
  call void @llvm.dbg.value(metadata <4 x float> %342, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 704
  %347 = add i32 %3, 688, !dbg !396
  %348 = add i32 %347, %bufferOffset, !dbg !396		; visa id: 705
  %349 = inttoptr i32 %348 to <4 x float> addrspace(131072)*, !dbg !396		; visa id: 707
  %350 = load <4 x float>, <4 x float> addrspace(131072)* %349, align 16, !dbg !396		; visa id: 707
  %351 = extractelement <4 x float> %350, i32 0, !dbg !396		; visa id: 711
  %352 = extractelement <4 x float> %350, i32 1, !dbg !396		; visa id: 713
  %353 = extractelement <4 x float> %350, i32 2, !dbg !396		; visa id: 715
  %354 = extractelement <4 x float> %350, i32 3, !dbg !396		; visa id: 717
  call void @llvm.dbg.value(metadata <4 x float> %350, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 720
  %355 = add i32 %3, 704, !dbg !398
  %356 = add i32 %355, %bufferOffset, !dbg !398		; visa id: 721
  %357 = inttoptr i32 %356 to <4 x float> addrspace(131072)*, !dbg !398		; visa id: 723
  %358 = load <4 x float>, <4 x float> addrspace(131072)* %357, align 16, !dbg !398		; visa id: 723
  %359 = extractelement <4 x float> %358, i32 0, !dbg !398		; visa id: 727
  %360 = extractelement <4 x float> %358, i32 1, !dbg !398		; visa id: 729
  %361 = extractelement <4 x float> %358, i32 2, !dbg !398		; visa id: 731
  %362 = extractelement <4 x float> %358, i32 3, !dbg !398		; visa id: 733
  call void @llvm.dbg.value(metadata <4 x float> %358, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 736
  %363 = add i32 %3, 720, !dbg !400
  %364 = add i32 %363, %bufferOffset, !dbg !400		; visa id: 737
  %365 = inttoptr i32 %364 to <4 x float> addrspace(131072)*, !dbg !400		; visa id: 739
  %366 = load <4 x float>, <4 x float> addrspace(131072)* %365, align 16, !dbg !400		; visa id: 739
  %367 = extractelement <4 x float> %366, i32 0, !dbg !400		; visa id: 743
  %368 = extractelement <4 x float> %366, i32 1, !dbg !400		; visa id: 745
  %369 = extractelement <4 x float> %366, i32 2, !dbg !400		; visa id: 747
  %370 = extractelement <4 x float> %366, i32 3, !dbg !400		; visa id: 749
  call void @llvm.dbg.value(metadata <4 x float> %366, metadata !401, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 752
  %371 = add i32 %3, 736, !dbg !402
  %372 = add i32 %371, %bufferOffset, !dbg !402		; visa id: 753
  %373 = inttoptr i32 %372 to <4 x float> addrspace(131072)*, !dbg !402		; visa id: 755
  %374 = load <4 x float>, <4 x float> addrspace(131072)* %373, align 16, !dbg !402		; visa id: 755
  %375 = extractelement <4 x float> %374, i32 0, !dbg !402		; visa id: 759
  %376 = extractelement <4 x float> %374, i32 1, !dbg !402		; visa id: 761
  %377 = extractelement <4 x float> %374, i32 2, !dbg !402		; visa id: 763
  %378 = extractelement <4 x float> %374, i32 3, !dbg !402		; visa id: 765
  call void @llvm.dbg.value(metadata <4 x float> %374, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 768
  %379 = add i32 %3, 752, !dbg !404
  %380 = add i32 %379, %bufferOffset, !dbg !404		; visa id: 769
  %381 = inttoptr i32 %380 to <4 x float> addrspace(131072)*, !dbg !404		; visa id: 771
  %382 = load <4 x float>, <4 x float> addrspace(131072)* %381, align 16, !dbg !404		; visa id: 771
  %383 = extractelement <4 x float> %382, i32 0, !dbg !404		; visa id: 775
  %384 = extractelement <4 x float> %382, i32 1, !dbg !404		; visa id: 777
  %385 = extractelement <4 x float> %382, i32 2, !dbg !404		; visa id: 779
  %386 = extractelement <4 x float> %382, i32 3, !dbg !404		; visa id: 781
  call void @llvm.dbg.value(metadata <4 x float> %382, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata i32 0, metadata !406, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !408		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !311, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !313, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !315, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !317, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !319, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !321, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !323, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !325, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !327, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !329, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !333, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !341, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !343, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !347, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !349, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !361, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !363, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !365, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !369, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !371, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !373, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !375, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !377, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !379, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !387, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !389, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !391, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !401, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 784
  %cmp610 = icmp sgt i32 %n, 0, !dbg !409		; visa id: 785
  br i1 %cmp610, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !411		; visa id: 787

entry.for.end_crit_edge:                          ; preds = %entry
; BB:
  br label %for.end, !dbg !411

for.body.preheader:                               ; preds = %entry
; BB2 :
  br label %for.body, !dbg !411		; visa id: 790

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
; BB3 :
  %i.0803 = phi i32 [ %inc, %for.body.for.body_crit_edge ], [ 0, %for.body.preheader ]
  %r47.0414802 = phi float [ %578, %for.body.for.body_crit_edge ], [ %386, %for.body.preheader ]
  %r47.0413801 = phi float [ %577, %for.body.for.body_crit_edge ], [ %385, %for.body.preheader ]
  %r47.0412800 = phi float [ %576, %for.body.for.body_crit_edge ], [ %384, %for.body.preheader ]
  %r47.0411799 = phi float [ %575, %for.body.for.body_crit_edge ], [ %383, %for.body.preheader ]
  %r46.0406798 = phi float [ %574, %for.body.for.body_crit_edge ], [ %378, %for.body.preheader ]
  %r46.0405797 = phi float [ %573, %for.body.for.body_crit_edge ], [ %377, %for.body.preheader ]
  %r46.0404796 = phi float [ %572, %for.body.for.body_crit_edge ], [ %376, %for.body.preheader ]
  %r46.0403795 = phi float [ %571, %for.body.for.body_crit_edge ], [ %375, %for.body.preheader ]
  %r0.0398794 = phi float [ %390, %for.body.for.body_crit_edge ], [ %10, %for.body.preheader ]
  %r0.0397793 = phi float [ %389, %for.body.for.body_crit_edge ], [ %9, %for.body.preheader ]
  %r0.0396792 = phi float [ %388, %for.body.for.body_crit_edge ], [ %8, %for.body.preheader ]
  %r0.0395791 = phi float [ %387, %for.body.for.body_crit_edge ], [ %7, %for.body.preheader ]
  %r1.0390790 = phi float [ %394, %for.body.for.body_crit_edge ], [ %18, %for.body.preheader ]
  %r1.0389789 = phi float [ %393, %for.body.for.body_crit_edge ], [ %17, %for.body.preheader ]
  %r1.0388788 = phi float [ %392, %for.body.for.body_crit_edge ], [ %16, %for.body.preheader ]
  %r1.0387787 = phi float [ %391, %for.body.for.body_crit_edge ], [ %15, %for.body.preheader ]
  %r2.0382786 = phi float [ %398, %for.body.for.body_crit_edge ], [ %26, %for.body.preheader ]
  %r2.0381785 = phi float [ %397, %for.body.for.body_crit_edge ], [ %25, %for.body.preheader ]
  %r2.0380784 = phi float [ %396, %for.body.for.body_crit_edge ], [ %24, %for.body.preheader ]
  %r2.0379783 = phi float [ %395, %for.body.for.body_crit_edge ], [ %23, %for.body.preheader ]
  %r3.0374782 = phi float [ %402, %for.body.for.body_crit_edge ], [ %34, %for.body.preheader ]
  %r3.0373781 = phi float [ %401, %for.body.for.body_crit_edge ], [ %33, %for.body.preheader ]
  %r3.0372780 = phi float [ %400, %for.body.for.body_crit_edge ], [ %32, %for.body.preheader ]
  %r3.0371779 = phi float [ %399, %for.body.for.body_crit_edge ], [ %31, %for.body.preheader ]
  %r4.0366778 = phi float [ %406, %for.body.for.body_crit_edge ], [ %42, %for.body.preheader ]
  %r4.0365777 = phi float [ %405, %for.body.for.body_crit_edge ], [ %41, %for.body.preheader ]
  %r4.0364776 = phi float [ %404, %for.body.for.body_crit_edge ], [ %40, %for.body.preheader ]
  %r4.0363775 = phi float [ %403, %for.body.for.body_crit_edge ], [ %39, %for.body.preheader ]
  %r5.0358774 = phi float [ %410, %for.body.for.body_crit_edge ], [ %50, %for.body.preheader ]
  %r5.0357773 = phi float [ %409, %for.body.for.body_crit_edge ], [ %49, %for.body.preheader ]
  %r5.0356772 = phi float [ %408, %for.body.for.body_crit_edge ], [ %48, %for.body.preheader ]
  %r5.0355771 = phi float [ %407, %for.body.for.body_crit_edge ], [ %47, %for.body.preheader ]
  %r6.0350770 = phi float [ %414, %for.body.for.body_crit_edge ], [ %58, %for.body.preheader ]
  %r6.0349769 = phi float [ %413, %for.body.for.body_crit_edge ], [ %57, %for.body.preheader ]
  %r6.0348768 = phi float [ %412, %for.body.for.body_crit_edge ], [ %56, %for.body.preheader ]
  %r6.0347767 = phi float [ %411, %for.body.for.body_crit_edge ], [ %55, %for.body.preheader ]
  %r7.0342766 = phi float [ %418, %for.body.for.body_crit_edge ], [ %66, %for.body.preheader ]
  %r7.0341765 = phi float [ %417, %for.body.for.body_crit_edge ], [ %65, %for.body.preheader ]
  %r7.0340764 = phi float [ %416, %for.body.for.body_crit_edge ], [ %64, %for.body.preheader ]
  %r7.0339763 = phi float [ %415, %for.body.for.body_crit_edge ], [ %63, %for.body.preheader ]
  %r8.0334762 = phi float [ %422, %for.body.for.body_crit_edge ], [ %74, %for.body.preheader ]
  %r8.0333761 = phi float [ %421, %for.body.for.body_crit_edge ], [ %73, %for.body.preheader ]
  %r8.0332760 = phi float [ %420, %for.body.for.body_crit_edge ], [ %72, %for.body.preheader ]
  %r8.0331759 = phi float [ %419, %for.body.for.body_crit_edge ], [ %71, %for.body.preheader ]
  %r9.0326758 = phi float [ %426, %for.body.for.body_crit_edge ], [ %82, %for.body.preheader ]
  %r9.0325757 = phi float [ %425, %for.body.for.body_crit_edge ], [ %81, %for.body.preheader ]
  %r9.0324756 = phi float [ %424, %for.body.for.body_crit_edge ], [ %80, %for.body.preheader ]
  %r9.0323755 = phi float [ %423, %for.body.for.body_crit_edge ], [ %79, %for.body.preheader ]
  %r10.0318754 = phi float [ %430, %for.body.for.body_crit_edge ], [ %90, %for.body.preheader ]
  %r10.0317753 = phi float [ %429, %for.body.for.body_crit_edge ], [ %89, %for.body.preheader ]
  %r10.0316752 = phi float [ %428, %for.body.for.body_crit_edge ], [ %88, %for.body.preheader ]
  %r10.0315751 = phi float [ %427, %for.body.for.body_crit_edge ], [ %87, %for.body.preheader ]
  %r11.0310750 = phi float [ %434, %for.body.for.body_crit_edge ], [ %98, %for.body.preheader ]
  %r11.0309749 = phi float [ %433, %for.body.for.body_crit_edge ], [ %97, %for.body.preheader ]
  %r11.0308748 = phi float [ %432, %for.body.for.body_crit_edge ], [ %96, %for.body.preheader ]
  %r11.0307747 = phi float [ %431, %for.body.for.body_crit_edge ], [ %95, %for.body.preheader ]
  %r12.0302746 = phi float [ %438, %for.body.for.body_crit_edge ], [ %106, %for.body.preheader ]
  %r12.0301745 = phi float [ %437, %for.body.for.body_crit_edge ], [ %105, %for.body.preheader ]
  %r12.0300744 = phi float [ %436, %for.body.for.body_crit_edge ], [ %104, %for.body.preheader ]
  %r12.0299743 = phi float [ %435, %for.body.for.body_crit_edge ], [ %103, %for.body.preheader ]
  %r13.0294742 = phi float [ %442, %for.body.for.body_crit_edge ], [ %114, %for.body.preheader ]
  %r13.0293741 = phi float [ %441, %for.body.for.body_crit_edge ], [ %113, %for.body.preheader ]
  %r13.0292740 = phi float [ %440, %for.body.for.body_crit_edge ], [ %112, %for.body.preheader ]
  %r13.0291739 = phi float [ %439, %for.body.for.body_crit_edge ], [ %111, %for.body.preheader ]
  %r14.0286738 = phi float [ %446, %for.body.for.body_crit_edge ], [ %122, %for.body.preheader ]
  %r14.0285737 = phi float [ %445, %for.body.for.body_crit_edge ], [ %121, %for.body.preheader ]
  %r14.0284736 = phi float [ %444, %for.body.for.body_crit_edge ], [ %120, %for.body.preheader ]
  %r14.0283735 = phi float [ %443, %for.body.for.body_crit_edge ], [ %119, %for.body.preheader ]
  %r15.0278734 = phi float [ %450, %for.body.for.body_crit_edge ], [ %130, %for.body.preheader ]
  %r15.0277733 = phi float [ %449, %for.body.for.body_crit_edge ], [ %129, %for.body.preheader ]
  %r15.0276732 = phi float [ %448, %for.body.for.body_crit_edge ], [ %128, %for.body.preheader ]
  %r15.0275731 = phi float [ %447, %for.body.for.body_crit_edge ], [ %127, %for.body.preheader ]
  %r16.0270730 = phi float [ %454, %for.body.for.body_crit_edge ], [ %138, %for.body.preheader ]
  %r16.0269729 = phi float [ %453, %for.body.for.body_crit_edge ], [ %137, %for.body.preheader ]
  %r16.0268728 = phi float [ %452, %for.body.for.body_crit_edge ], [ %136, %for.body.preheader ]
  %r16.0267727 = phi float [ %451, %for.body.for.body_crit_edge ], [ %135, %for.body.preheader ]
  %r17.0262726 = phi float [ %458, %for.body.for.body_crit_edge ], [ %146, %for.body.preheader ]
  %r17.0261725 = phi float [ %457, %for.body.for.body_crit_edge ], [ %145, %for.body.preheader ]
  %r17.0260724 = phi float [ %456, %for.body.for.body_crit_edge ], [ %144, %for.body.preheader ]
  %r17.0259723 = phi float [ %455, %for.body.for.body_crit_edge ], [ %143, %for.body.preheader ]
  %r18.0254722 = phi float [ %462, %for.body.for.body_crit_edge ], [ %154, %for.body.preheader ]
  %r18.0253721 = phi float [ %461, %for.body.for.body_crit_edge ], [ %153, %for.body.preheader ]
  %r18.0252720 = phi float [ %460, %for.body.for.body_crit_edge ], [ %152, %for.body.preheader ]
  %r18.0251719 = phi float [ %459, %for.body.for.body_crit_edge ], [ %151, %for.body.preheader ]
  %r19.0246718 = phi float [ %466, %for.body.for.body_crit_edge ], [ %162, %for.body.preheader ]
  %r19.0245717 = phi float [ %465, %for.body.for.body_crit_edge ], [ %161, %for.body.preheader ]
  %r19.0244716 = phi float [ %464, %for.body.for.body_crit_edge ], [ %160, %for.body.preheader ]
  %r19.0243715 = phi float [ %463, %for.body.for.body_crit_edge ], [ %159, %for.body.preheader ]
  %r20.0238714 = phi float [ %470, %for.body.for.body_crit_edge ], [ %170, %for.body.preheader ]
  %r20.0237713 = phi float [ %469, %for.body.for.body_crit_edge ], [ %169, %for.body.preheader ]
  %r20.0236712 = phi float [ %468, %for.body.for.body_crit_edge ], [ %168, %for.body.preheader ]
  %r20.0235711 = phi float [ %467, %for.body.for.body_crit_edge ], [ %167, %for.body.preheader ]
  %r21.0230710 = phi float [ %474, %for.body.for.body_crit_edge ], [ %178, %for.body.preheader ]
  %r21.0229709 = phi float [ %473, %for.body.for.body_crit_edge ], [ %177, %for.body.preheader ]
  %r21.0228708 = phi float [ %472, %for.body.for.body_crit_edge ], [ %176, %for.body.preheader ]
  %r21.0227707 = phi float [ %471, %for.body.for.body_crit_edge ], [ %175, %for.body.preheader ]
  %r22.0222706 = phi float [ %478, %for.body.for.body_crit_edge ], [ %186, %for.body.preheader ]
  %r22.0221705 = phi float [ %477, %for.body.for.body_crit_edge ], [ %185, %for.body.preheader ]
  %r22.0220704 = phi float [ %476, %for.body.for.body_crit_edge ], [ %184, %for.body.preheader ]
  %r22.0219703 = phi float [ %475, %for.body.for.body_crit_edge ], [ %183, %for.body.preheader ]
  %r23.0214702 = phi float [ %482, %for.body.for.body_crit_edge ], [ %194, %for.body.preheader ]
  %r23.0213701 = phi float [ %481, %for.body.for.body_crit_edge ], [ %193, %for.body.preheader ]
  %r23.0212700 = phi float [ %480, %for.body.for.body_crit_edge ], [ %192, %for.body.preheader ]
  %r23.0211699 = phi float [ %479, %for.body.for.body_crit_edge ], [ %191, %for.body.preheader ]
  %r24.0206698 = phi float [ %486, %for.body.for.body_crit_edge ], [ %202, %for.body.preheader ]
  %r24.0205697 = phi float [ %485, %for.body.for.body_crit_edge ], [ %201, %for.body.preheader ]
  %r24.0204696 = phi float [ %484, %for.body.for.body_crit_edge ], [ %200, %for.body.preheader ]
  %r24.0203695 = phi float [ %483, %for.body.for.body_crit_edge ], [ %199, %for.body.preheader ]
  %r25.0198694 = phi float [ %490, %for.body.for.body_crit_edge ], [ %210, %for.body.preheader ]
  %r25.0197693 = phi float [ %489, %for.body.for.body_crit_edge ], [ %209, %for.body.preheader ]
  %r25.0196692 = phi float [ %488, %for.body.for.body_crit_edge ], [ %208, %for.body.preheader ]
  %r25.0195691 = phi float [ %487, %for.body.for.body_crit_edge ], [ %207, %for.body.preheader ]
  %r26.0190690 = phi float [ %494, %for.body.for.body_crit_edge ], [ %218, %for.body.preheader ]
  %r26.0189689 = phi float [ %493, %for.body.for.body_crit_edge ], [ %217, %for.body.preheader ]
  %r26.0188688 = phi float [ %492, %for.body.for.body_crit_edge ], [ %216, %for.body.preheader ]
  %r26.0187687 = phi float [ %491, %for.body.for.body_crit_edge ], [ %215, %for.body.preheader ]
  %r27.0182686 = phi float [ %498, %for.body.for.body_crit_edge ], [ %226, %for.body.preheader ]
  %r27.0181685 = phi float [ %497, %for.body.for.body_crit_edge ], [ %225, %for.body.preheader ]
  %r27.0180684 = phi float [ %496, %for.body.for.body_crit_edge ], [ %224, %for.body.preheader ]
  %r27.0179683 = phi float [ %495, %for.body.for.body_crit_edge ], [ %223, %for.body.preheader ]
  %r28.0174682 = phi float [ %502, %for.body.for.body_crit_edge ], [ %234, %for.body.preheader ]
  %r28.0173681 = phi float [ %501, %for.body.for.body_crit_edge ], [ %233, %for.body.preheader ]
  %r28.0172680 = phi float [ %500, %for.body.for.body_crit_edge ], [ %232, %for.body.preheader ]
  %r28.0171679 = phi float [ %499, %for.body.for.body_crit_edge ], [ %231, %for.body.preheader ]
  %r29.0166678 = phi float [ %506, %for.body.for.body_crit_edge ], [ %242, %for.body.preheader ]
  %r29.0165677 = phi float [ %505, %for.body.for.body_crit_edge ], [ %241, %for.body.preheader ]
  %r29.0164676 = phi float [ %504, %for.body.for.body_crit_edge ], [ %240, %for.body.preheader ]
  %r29.0163675 = phi float [ %503, %for.body.for.body_crit_edge ], [ %239, %for.body.preheader ]
  %r30.0158674 = phi float [ %510, %for.body.for.body_crit_edge ], [ %250, %for.body.preheader ]
  %r30.0157673 = phi float [ %509, %for.body.for.body_crit_edge ], [ %249, %for.body.preheader ]
  %r30.0156672 = phi float [ %508, %for.body.for.body_crit_edge ], [ %248, %for.body.preheader ]
  %r30.0155671 = phi float [ %507, %for.body.for.body_crit_edge ], [ %247, %for.body.preheader ]
  %r31.0150670 = phi float [ %514, %for.body.for.body_crit_edge ], [ %258, %for.body.preheader ]
  %r31.0149669 = phi float [ %513, %for.body.for.body_crit_edge ], [ %257, %for.body.preheader ]
  %r31.0148668 = phi float [ %512, %for.body.for.body_crit_edge ], [ %256, %for.body.preheader ]
  %r31.0147667 = phi float [ %511, %for.body.for.body_crit_edge ], [ %255, %for.body.preheader ]
  %r32.0142666 = phi float [ %518, %for.body.for.body_crit_edge ], [ %266, %for.body.preheader ]
  %r32.0141665 = phi float [ %517, %for.body.for.body_crit_edge ], [ %265, %for.body.preheader ]
  %r32.0140664 = phi float [ %516, %for.body.for.body_crit_edge ], [ %264, %for.body.preheader ]
  %r32.0139663 = phi float [ %515, %for.body.for.body_crit_edge ], [ %263, %for.body.preheader ]
  %r33.0134662 = phi float [ %522, %for.body.for.body_crit_edge ], [ %274, %for.body.preheader ]
  %r33.0133661 = phi float [ %521, %for.body.for.body_crit_edge ], [ %273, %for.body.preheader ]
  %r33.0132660 = phi float [ %520, %for.body.for.body_crit_edge ], [ %272, %for.body.preheader ]
  %r33.0131659 = phi float [ %519, %for.body.for.body_crit_edge ], [ %271, %for.body.preheader ]
  %r34.0126658 = phi float [ %526, %for.body.for.body_crit_edge ], [ %282, %for.body.preheader ]
  %r34.0125657 = phi float [ %525, %for.body.for.body_crit_edge ], [ %281, %for.body.preheader ]
  %r34.0124656 = phi float [ %524, %for.body.for.body_crit_edge ], [ %280, %for.body.preheader ]
  %r34.0123655 = phi float [ %523, %for.body.for.body_crit_edge ], [ %279, %for.body.preheader ]
  %r35.0118654 = phi float [ %530, %for.body.for.body_crit_edge ], [ %290, %for.body.preheader ]
  %r35.0117653 = phi float [ %529, %for.body.for.body_crit_edge ], [ %289, %for.body.preheader ]
  %r35.0116652 = phi float [ %528, %for.body.for.body_crit_edge ], [ %288, %for.body.preheader ]
  %r35.0115651 = phi float [ %527, %for.body.for.body_crit_edge ], [ %287, %for.body.preheader ]
  %r36.0110650 = phi float [ %534, %for.body.for.body_crit_edge ], [ %298, %for.body.preheader ]
  %r36.0109649 = phi float [ %533, %for.body.for.body_crit_edge ], [ %297, %for.body.preheader ]
  %r36.0108648 = phi float [ %532, %for.body.for.body_crit_edge ], [ %296, %for.body.preheader ]
  %r36.0107647 = phi float [ %531, %for.body.for.body_crit_edge ], [ %295, %for.body.preheader ]
  %r37.0102646 = phi float [ %538, %for.body.for.body_crit_edge ], [ %306, %for.body.preheader ]
  %r37.0101645 = phi float [ %537, %for.body.for.body_crit_edge ], [ %305, %for.body.preheader ]
  %r37.0100644 = phi float [ %536, %for.body.for.body_crit_edge ], [ %304, %for.body.preheader ]
  %r37.099643 = phi float [ %535, %for.body.for.body_crit_edge ], [ %303, %for.body.preheader ]
  %r38.094642 = phi float [ %542, %for.body.for.body_crit_edge ], [ %314, %for.body.preheader ]
  %r38.093641 = phi float [ %541, %for.body.for.body_crit_edge ], [ %313, %for.body.preheader ]
  %r38.092640 = phi float [ %540, %for.body.for.body_crit_edge ], [ %312, %for.body.preheader ]
  %r38.091639 = phi float [ %539, %for.body.for.body_crit_edge ], [ %311, %for.body.preheader ]
  %r39.086638 = phi float [ %546, %for.body.for.body_crit_edge ], [ %322, %for.body.preheader ]
  %r39.085637 = phi float [ %545, %for.body.for.body_crit_edge ], [ %321, %for.body.preheader ]
  %r39.084636 = phi float [ %544, %for.body.for.body_crit_edge ], [ %320, %for.body.preheader ]
  %r39.083635 = phi float [ %543, %for.body.for.body_crit_edge ], [ %319, %for.body.preheader ]
  %r40.078634 = phi float [ %550, %for.body.for.body_crit_edge ], [ %330, %for.body.preheader ]
  %r40.077633 = phi float [ %549, %for.body.for.body_crit_edge ], [ %329, %for.body.preheader ]
  %r40.076632 = phi float [ %548, %for.body.for.body_crit_edge ], [ %328, %for.body.preheader ]
  %r40.075631 = phi float [ %547, %for.body.for.body_crit_edge ], [ %327, %for.body.preheader ]
  %r41.070630 = phi float [ %554, %for.body.for.body_crit_edge ], [ %338, %for.body.preheader ]
  %r41.069629 = phi float [ %553, %for.body.for.body_crit_edge ], [ %337, %for.body.preheader ]
  %r41.068628 = phi float [ %552, %for.body.for.body_crit_edge ], [ %336, %for.body.preheader ]
  %r41.067627 = phi float [ %551, %for.body.for.body_crit_edge ], [ %335, %for.body.preheader ]
  %r42.062626 = phi float [ %558, %for.body.for.body_crit_edge ], [ %346, %for.body.preheader ]
  %r42.061625 = phi float [ %557, %for.body.for.body_crit_edge ], [ %345, %for.body.preheader ]
  %r42.060624 = phi float [ %556, %for.body.for.body_crit_edge ], [ %344, %for.body.preheader ]
  %r42.059623 = phi float [ %555, %for.body.for.body_crit_edge ], [ %343, %for.body.preheader ]
  %r43.054622 = phi float [ %562, %for.body.for.body_crit_edge ], [ %354, %for.body.preheader ]
  %r43.053621 = phi float [ %561, %for.body.for.body_crit_edge ], [ %353, %for.body.preheader ]
  %r43.052620 = phi float [ %560, %for.body.for.body_crit_edge ], [ %352, %for.body.preheader ]
  %r43.051619 = phi float [ %559, %for.body.for.body_crit_edge ], [ %351, %for.body.preheader ]
  %r44.046618 = phi float [ %566, %for.body.for.body_crit_edge ], [ %362, %for.body.preheader ]
  %r44.045617 = phi float [ %565, %for.body.for.body_crit_edge ], [ %361, %for.body.preheader ]
  %r44.044616 = phi float [ %564, %for.body.for.body_crit_edge ], [ %360, %for.body.preheader ]
  %r44.043615 = phi float [ %563, %for.body.for.body_crit_edge ], [ %359, %for.body.preheader ]
  %r45.038614 = phi float [ %570, %for.body.for.body_crit_edge ], [ %370, %for.body.preheader ]
  %r45.037613 = phi float [ %569, %for.body.for.body_crit_edge ], [ %369, %for.body.preheader ]
  %r45.036612 = phi float [ %568, %for.body.for.body_crit_edge ], [ %368, %for.body.preheader ]
  %r45.035611 = phi float [ %567, %for.body.for.body_crit_edge ], [ %367, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.0803, metadata !406, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !408		; visa id: 792
  %387 = call float @llvm.fma.f32(float %r0.0395791, float %r1.0387787, float %r2.0379783) #5, !dbg !412		; visa id: 793
  %388 = call float @llvm.fma.f32(float %r0.0396792, float %r1.0388788, float %r2.0380784) #5, !dbg !412		; visa id: 795
  %389 = call float @llvm.fma.f32(float %r0.0397793, float %r1.0389789, float %r2.0381785) #5, !dbg !412		; visa id: 797
  %390 = call float @llvm.fma.f32(float %r0.0398794, float %r1.0390790, float %r2.0382786) #5, !dbg !412		; visa id: 799
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !311, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 802
  %391 = call float @llvm.fma.f32(float %r1.0387787, float %r2.0379783, float %r3.0371779) #5, !dbg !414		; visa id: 803
  %392 = call float @llvm.fma.f32(float %r1.0388788, float %r2.0380784, float %r3.0372780) #5, !dbg !414		; visa id: 805
  %393 = call float @llvm.fma.f32(float %r1.0389789, float %r2.0381785, float %r3.0373781) #5, !dbg !414		; visa id: 807
  %394 = call float @llvm.fma.f32(float %r1.0390790, float %r2.0382786, float %r3.0374782) #5, !dbg !414		; visa id: 809
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !313, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 812
  %395 = call float @llvm.fma.f32(float %r2.0379783, float %r3.0371779, float %r4.0363775) #5, !dbg !415		; visa id: 813
  %396 = call float @llvm.fma.f32(float %r2.0380784, float %r3.0372780, float %r4.0364776) #5, !dbg !415		; visa id: 815
  %397 = call float @llvm.fma.f32(float %r2.0381785, float %r3.0373781, float %r4.0365777) #5, !dbg !415		; visa id: 817
  %398 = call float @llvm.fma.f32(float %r2.0382786, float %r3.0374782, float %r4.0366778) #5, !dbg !415		; visa id: 819
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !315, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 822
  %399 = call float @llvm.fma.f32(float %r3.0371779, float %r4.0363775, float %r5.0355771) #5, !dbg !416		; visa id: 823
  %400 = call float @llvm.fma.f32(float %r3.0372780, float %r4.0364776, float %r5.0356772) #5, !dbg !416		; visa id: 825
  %401 = call float @llvm.fma.f32(float %r3.0373781, float %r4.0365777, float %r5.0357773) #5, !dbg !416		; visa id: 827
  %402 = call float @llvm.fma.f32(float %r3.0374782, float %r4.0366778, float %r5.0358774) #5, !dbg !416		; visa id: 829
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !317, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 832
  %403 = call float @llvm.fma.f32(float %r4.0363775, float %r5.0355771, float %r6.0347767) #5, !dbg !417		; visa id: 833
  %404 = call float @llvm.fma.f32(float %r4.0364776, float %r5.0356772, float %r6.0348768) #5, !dbg !417		; visa id: 835
  %405 = call float @llvm.fma.f32(float %r4.0365777, float %r5.0357773, float %r6.0349769) #5, !dbg !417		; visa id: 837
  %406 = call float @llvm.fma.f32(float %r4.0366778, float %r5.0358774, float %r6.0350770) #5, !dbg !417		; visa id: 839
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !319, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 842
  %407 = call float @llvm.fma.f32(float %r5.0355771, float %r6.0347767, float %r7.0339763) #5, !dbg !418		; visa id: 843
  %408 = call float @llvm.fma.f32(float %r5.0356772, float %r6.0348768, float %r7.0340764) #5, !dbg !418		; visa id: 845
  %409 = call float @llvm.fma.f32(float %r5.0357773, float %r6.0349769, float %r7.0341765) #5, !dbg !418		; visa id: 847
  %410 = call float @llvm.fma.f32(float %r5.0358774, float %r6.0350770, float %r7.0342766) #5, !dbg !418		; visa id: 849
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !321, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 852
  %411 = call float @llvm.fma.f32(float %r6.0347767, float %r7.0339763, float %r8.0331759) #5, !dbg !419		; visa id: 853
  %412 = call float @llvm.fma.f32(float %r6.0348768, float %r7.0340764, float %r8.0332760) #5, !dbg !419		; visa id: 855
  %413 = call float @llvm.fma.f32(float %r6.0349769, float %r7.0341765, float %r8.0333761) #5, !dbg !419		; visa id: 857
  %414 = call float @llvm.fma.f32(float %r6.0350770, float %r7.0342766, float %r8.0334762) #5, !dbg !419		; visa id: 859
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !323, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 862
  %415 = call float @llvm.fma.f32(float %r7.0339763, float %r8.0331759, float %r9.0323755) #5, !dbg !420		; visa id: 863
  %416 = call float @llvm.fma.f32(float %r7.0340764, float %r8.0332760, float %r9.0324756) #5, !dbg !420		; visa id: 865
  %417 = call float @llvm.fma.f32(float %r7.0341765, float %r8.0333761, float %r9.0325757) #5, !dbg !420		; visa id: 867
  %418 = call float @llvm.fma.f32(float %r7.0342766, float %r8.0334762, float %r9.0326758) #5, !dbg !420		; visa id: 869
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !325, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 872
  %419 = call float @llvm.fma.f32(float %r8.0331759, float %r9.0323755, float %r10.0315751) #5, !dbg !421		; visa id: 873
  %420 = call float @llvm.fma.f32(float %r8.0332760, float %r9.0324756, float %r10.0316752) #5, !dbg !421		; visa id: 875
  %421 = call float @llvm.fma.f32(float %r8.0333761, float %r9.0325757, float %r10.0317753) #5, !dbg !421		; visa id: 877
  %422 = call float @llvm.fma.f32(float %r8.0334762, float %r9.0326758, float %r10.0318754) #5, !dbg !421		; visa id: 879
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !327, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 882
  %423 = call float @llvm.fma.f32(float %r9.0323755, float %r10.0315751, float %r11.0307747) #5, !dbg !422		; visa id: 883
  %424 = call float @llvm.fma.f32(float %r9.0324756, float %r10.0316752, float %r11.0308748) #5, !dbg !422		; visa id: 885
  %425 = call float @llvm.fma.f32(float %r9.0325757, float %r10.0317753, float %r11.0309749) #5, !dbg !422		; visa id: 887
  %426 = call float @llvm.fma.f32(float %r9.0326758, float %r10.0318754, float %r11.0310750) #5, !dbg !422		; visa id: 889
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !329, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 892
  %427 = call float @llvm.fma.f32(float %r10.0315751, float %r11.0307747, float %r12.0299743) #5, !dbg !423		; visa id: 893
  %428 = call float @llvm.fma.f32(float %r10.0316752, float %r11.0308748, float %r12.0300744) #5, !dbg !423		; visa id: 895
  %429 = call float @llvm.fma.f32(float %r10.0317753, float %r11.0309749, float %r12.0301745) #5, !dbg !423		; visa id: 897
  %430 = call float @llvm.fma.f32(float %r10.0318754, float %r11.0310750, float %r12.0302746) #5, !dbg !423		; visa id: 899
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 902
  %431 = call float @llvm.fma.f32(float %r11.0307747, float %r12.0299743, float %r13.0291739) #5, !dbg !424		; visa id: 903
  %432 = call float @llvm.fma.f32(float %r11.0308748, float %r12.0300744, float %r13.0292740) #5, !dbg !424		; visa id: 905
  %433 = call float @llvm.fma.f32(float %r11.0309749, float %r12.0301745, float %r13.0293741) #5, !dbg !424		; visa id: 907
  %434 = call float @llvm.fma.f32(float %r11.0310750, float %r12.0302746, float %r13.0294742) #5, !dbg !424		; visa id: 909
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !333, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 912
  %435 = call float @llvm.fma.f32(float %r12.0299743, float %r13.0291739, float %r14.0283735) #5, !dbg !425		; visa id: 913
  %436 = call float @llvm.fma.f32(float %r12.0300744, float %r13.0292740, float %r14.0284736) #5, !dbg !425		; visa id: 915
  %437 = call float @llvm.fma.f32(float %r12.0301745, float %r13.0293741, float %r14.0285737) #5, !dbg !425		; visa id: 917
  %438 = call float @llvm.fma.f32(float %r12.0302746, float %r13.0294742, float %r14.0286738) #5, !dbg !425		; visa id: 919
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 922
  %439 = call float @llvm.fma.f32(float %r13.0291739, float %r14.0283735, float %r15.0275731) #5, !dbg !426		; visa id: 923
  %440 = call float @llvm.fma.f32(float %r13.0292740, float %r14.0284736, float %r15.0276732) #5, !dbg !426		; visa id: 925
  %441 = call float @llvm.fma.f32(float %r13.0293741, float %r14.0285737, float %r15.0277733) #5, !dbg !426		; visa id: 927
  %442 = call float @llvm.fma.f32(float %r13.0294742, float %r14.0286738, float %r15.0278734) #5, !dbg !426		; visa id: 929
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 932
  %443 = call float @llvm.fma.f32(float %r14.0283735, float %r15.0275731, float %r16.0267727) #5, !dbg !427		; visa id: 933
  %444 = call float @llvm.fma.f32(float %r14.0284736, float %r15.0276732, float %r16.0268728) #5, !dbg !427		; visa id: 935
  %445 = call float @llvm.fma.f32(float %r14.0285737, float %r15.0277733, float %r16.0269729) #5, !dbg !427		; visa id: 937
  %446 = call float @llvm.fma.f32(float %r14.0286738, float %r15.0278734, float %r16.0270730) #5, !dbg !427		; visa id: 939
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 942
  %447 = call float @llvm.fma.f32(float %r15.0275731, float %r16.0267727, float %r17.0259723) #5, !dbg !428		; visa id: 943
  %448 = call float @llvm.fma.f32(float %r15.0276732, float %r16.0268728, float %r17.0260724) #5, !dbg !428		; visa id: 945
  %449 = call float @llvm.fma.f32(float %r15.0277733, float %r16.0269729, float %r17.0261725) #5, !dbg !428		; visa id: 947
  %450 = call float @llvm.fma.f32(float %r15.0278734, float %r16.0270730, float %r17.0262726) #5, !dbg !428		; visa id: 949
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !341, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 952
  %451 = call float @llvm.fma.f32(float %r16.0267727, float %r17.0259723, float %r18.0251719) #5, !dbg !429		; visa id: 953
  %452 = call float @llvm.fma.f32(float %r16.0268728, float %r17.0260724, float %r18.0252720) #5, !dbg !429		; visa id: 955
  %453 = call float @llvm.fma.f32(float %r16.0269729, float %r17.0261725, float %r18.0253721) #5, !dbg !429		; visa id: 957
  %454 = call float @llvm.fma.f32(float %r16.0270730, float %r17.0262726, float %r18.0254722) #5, !dbg !429		; visa id: 959
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !343, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 962
  %455 = call float @llvm.fma.f32(float %r17.0259723, float %r18.0251719, float %r19.0243715) #5, !dbg !430		; visa id: 963
  %456 = call float @llvm.fma.f32(float %r17.0260724, float %r18.0252720, float %r19.0244716) #5, !dbg !430		; visa id: 965
  %457 = call float @llvm.fma.f32(float %r17.0261725, float %r18.0253721, float %r19.0245717) #5, !dbg !430		; visa id: 967
  %458 = call float @llvm.fma.f32(float %r17.0262726, float %r18.0254722, float %r19.0246718) #5, !dbg !430		; visa id: 969
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 972
  %459 = call float @llvm.fma.f32(float %r18.0251719, float %r19.0243715, float %r20.0235711) #5, !dbg !431		; visa id: 973
  %460 = call float @llvm.fma.f32(float %r18.0252720, float %r19.0244716, float %r20.0236712) #5, !dbg !431		; visa id: 975
  %461 = call float @llvm.fma.f32(float %r18.0253721, float %r19.0245717, float %r20.0237713) #5, !dbg !431		; visa id: 977
  %462 = call float @llvm.fma.f32(float %r18.0254722, float %r19.0246718, float %r20.0238714) #5, !dbg !431		; visa id: 979
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !347, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 982
  %463 = call float @llvm.fma.f32(float %r19.0243715, float %r20.0235711, float %r21.0227707) #5, !dbg !432		; visa id: 983
  %464 = call float @llvm.fma.f32(float %r19.0244716, float %r20.0236712, float %r21.0228708) #5, !dbg !432		; visa id: 985
  %465 = call float @llvm.fma.f32(float %r19.0245717, float %r20.0237713, float %r21.0229709) #5, !dbg !432		; visa id: 987
  %466 = call float @llvm.fma.f32(float %r19.0246718, float %r20.0238714, float %r21.0230710) #5, !dbg !432		; visa id: 989
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !349, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 992
  %467 = call float @llvm.fma.f32(float %r20.0235711, float %r21.0227707, float %r22.0219703) #5, !dbg !433		; visa id: 993
  %468 = call float @llvm.fma.f32(float %r20.0236712, float %r21.0228708, float %r22.0220704) #5, !dbg !433		; visa id: 995
  %469 = call float @llvm.fma.f32(float %r20.0237713, float %r21.0229709, float %r22.0221705) #5, !dbg !433		; visa id: 997
  %470 = call float @llvm.fma.f32(float %r20.0238714, float %r21.0230710, float %r22.0222706) #5, !dbg !433		; visa id: 999
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1002
  %471 = call float @llvm.fma.f32(float %r21.0227707, float %r22.0219703, float %r23.0211699) #5, !dbg !434		; visa id: 1003
  %472 = call float @llvm.fma.f32(float %r21.0228708, float %r22.0220704, float %r23.0212700) #5, !dbg !434		; visa id: 1005
  %473 = call float @llvm.fma.f32(float %r21.0229709, float %r22.0221705, float %r23.0213701) #5, !dbg !434		; visa id: 1007
  %474 = call float @llvm.fma.f32(float %r21.0230710, float %r22.0222706, float %r23.0214702) #5, !dbg !434		; visa id: 1009
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1012
  %475 = call float @llvm.fma.f32(float %r22.0219703, float %r23.0211699, float %r24.0203695) #5, !dbg !435		; visa id: 1013
  %476 = call float @llvm.fma.f32(float %r22.0220704, float %r23.0212700, float %r24.0204696) #5, !dbg !435		; visa id: 1015
  %477 = call float @llvm.fma.f32(float %r22.0221705, float %r23.0213701, float %r24.0205697) #5, !dbg !435		; visa id: 1017
  %478 = call float @llvm.fma.f32(float %r22.0222706, float %r23.0214702, float %r24.0206698) #5, !dbg !435		; visa id: 1019
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1022
  %479 = call float @llvm.fma.f32(float %r23.0211699, float %r24.0203695, float %r25.0195691) #5, !dbg !436		; visa id: 1023
  %480 = call float @llvm.fma.f32(float %r23.0212700, float %r24.0204696, float %r25.0196692) #5, !dbg !436		; visa id: 1025
  %481 = call float @llvm.fma.f32(float %r23.0213701, float %r24.0205697, float %r25.0197693) #5, !dbg !436		; visa id: 1027
  %482 = call float @llvm.fma.f32(float %r23.0214702, float %r24.0206698, float %r25.0198694) #5, !dbg !436		; visa id: 1029
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1032
  %483 = call float @llvm.fma.f32(float %r24.0203695, float %r25.0195691, float %r26.0187687) #5, !dbg !437		; visa id: 1033
  %484 = call float @llvm.fma.f32(float %r24.0204696, float %r25.0196692, float %r26.0188688) #5, !dbg !437		; visa id: 1035
  %485 = call float @llvm.fma.f32(float %r24.0205697, float %r25.0197693, float %r26.0189689) #5, !dbg !437		; visa id: 1037
  %486 = call float @llvm.fma.f32(float %r24.0206698, float %r25.0198694, float %r26.0190690) #5, !dbg !437		; visa id: 1039
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1042
  %487 = call float @llvm.fma.f32(float %r25.0195691, float %r26.0187687, float %r27.0179683) #5, !dbg !438		; visa id: 1043
  %488 = call float @llvm.fma.f32(float %r25.0196692, float %r26.0188688, float %r27.0180684) #5, !dbg !438		; visa id: 1045
  %489 = call float @llvm.fma.f32(float %r25.0197693, float %r26.0189689, float %r27.0181685) #5, !dbg !438		; visa id: 1047
  %490 = call float @llvm.fma.f32(float %r25.0198694, float %r26.0190690, float %r27.0182686) #5, !dbg !438		; visa id: 1049
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !361, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1052
  %491 = call float @llvm.fma.f32(float %r26.0187687, float %r27.0179683, float %r28.0171679) #5, !dbg !439		; visa id: 1053
  %492 = call float @llvm.fma.f32(float %r26.0188688, float %r27.0180684, float %r28.0172680) #5, !dbg !439		; visa id: 1055
  %493 = call float @llvm.fma.f32(float %r26.0189689, float %r27.0181685, float %r28.0173681) #5, !dbg !439		; visa id: 1057
  %494 = call float @llvm.fma.f32(float %r26.0190690, float %r27.0182686, float %r28.0174682) #5, !dbg !439		; visa id: 1059
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !363, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1062
  %495 = call float @llvm.fma.f32(float %r27.0179683, float %r28.0171679, float %r29.0163675) #5, !dbg !440		; visa id: 1063
  %496 = call float @llvm.fma.f32(float %r27.0180684, float %r28.0172680, float %r29.0164676) #5, !dbg !440		; visa id: 1065
  %497 = call float @llvm.fma.f32(float %r27.0181685, float %r28.0173681, float %r29.0165677) #5, !dbg !440		; visa id: 1067
  %498 = call float @llvm.fma.f32(float %r27.0182686, float %r28.0174682, float %r29.0166678) #5, !dbg !440		; visa id: 1069
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !365, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1072
  %499 = call float @llvm.fma.f32(float %r28.0171679, float %r29.0163675, float %r30.0155671) #5, !dbg !441		; visa id: 1073
  %500 = call float @llvm.fma.f32(float %r28.0172680, float %r29.0164676, float %r30.0156672) #5, !dbg !441		; visa id: 1075
  %501 = call float @llvm.fma.f32(float %r28.0173681, float %r29.0165677, float %r30.0157673) #5, !dbg !441		; visa id: 1077
  %502 = call float @llvm.fma.f32(float %r28.0174682, float %r29.0166678, float %r30.0158674) #5, !dbg !441		; visa id: 1079
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1082
  %503 = call float @llvm.fma.f32(float %r29.0163675, float %r30.0155671, float %r31.0147667) #5, !dbg !442		; visa id: 1083
  %504 = call float @llvm.fma.f32(float %r29.0164676, float %r30.0156672, float %r31.0148668) #5, !dbg !442		; visa id: 1085
  %505 = call float @llvm.fma.f32(float %r29.0165677, float %r30.0157673, float %r31.0149669) #5, !dbg !442		; visa id: 1087
  %506 = call float @llvm.fma.f32(float %r29.0166678, float %r30.0158674, float %r31.0150670) #5, !dbg !442		; visa id: 1089
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !369, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1092
  %507 = call float @llvm.fma.f32(float %r30.0155671, float %r31.0147667, float %r32.0139663) #5, !dbg !443		; visa id: 1093
  %508 = call float @llvm.fma.f32(float %r30.0156672, float %r31.0148668, float %r32.0140664) #5, !dbg !443		; visa id: 1095
  %509 = call float @llvm.fma.f32(float %r30.0157673, float %r31.0149669, float %r32.0141665) #5, !dbg !443		; visa id: 1097
  %510 = call float @llvm.fma.f32(float %r30.0158674, float %r31.0150670, float %r32.0142666) #5, !dbg !443		; visa id: 1099
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !371, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1102
  %511 = call float @llvm.fma.f32(float %r31.0147667, float %r32.0139663, float %r33.0131659) #5, !dbg !444		; visa id: 1103
  %512 = call float @llvm.fma.f32(float %r31.0148668, float %r32.0140664, float %r33.0132660) #5, !dbg !444		; visa id: 1105
  %513 = call float @llvm.fma.f32(float %r31.0149669, float %r32.0141665, float %r33.0133661) #5, !dbg !444		; visa id: 1107
  %514 = call float @llvm.fma.f32(float %r31.0150670, float %r32.0142666, float %r33.0134662) #5, !dbg !444		; visa id: 1109
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !373, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1112
  %515 = call float @llvm.fma.f32(float %r32.0139663, float %r33.0131659, float %r34.0123655) #5, !dbg !445		; visa id: 1113
  %516 = call float @llvm.fma.f32(float %r32.0140664, float %r33.0132660, float %r34.0124656) #5, !dbg !445		; visa id: 1115
  %517 = call float @llvm.fma.f32(float %r32.0141665, float %r33.0133661, float %r34.0125657) #5, !dbg !445		; visa id: 1117
  %518 = call float @llvm.fma.f32(float %r32.0142666, float %r33.0134662, float %r34.0126658) #5, !dbg !445		; visa id: 1119
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !375, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1122
  %519 = call float @llvm.fma.f32(float %r33.0131659, float %r34.0123655, float %r35.0115651) #5, !dbg !446		; visa id: 1123
  %520 = call float @llvm.fma.f32(float %r33.0132660, float %r34.0124656, float %r35.0116652) #5, !dbg !446		; visa id: 1125
  %521 = call float @llvm.fma.f32(float %r33.0133661, float %r34.0125657, float %r35.0117653) #5, !dbg !446		; visa id: 1127
  %522 = call float @llvm.fma.f32(float %r33.0134662, float %r34.0126658, float %r35.0118654) #5, !dbg !446		; visa id: 1129
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !377, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1132
  %523 = call float @llvm.fma.f32(float %r34.0123655, float %r35.0115651, float %r36.0107647) #5, !dbg !447		; visa id: 1133
  %524 = call float @llvm.fma.f32(float %r34.0124656, float %r35.0116652, float %r36.0108648) #5, !dbg !447		; visa id: 1135
  %525 = call float @llvm.fma.f32(float %r34.0125657, float %r35.0117653, float %r36.0109649) #5, !dbg !447		; visa id: 1137
  %526 = call float @llvm.fma.f32(float %r34.0126658, float %r35.0118654, float %r36.0110650) #5, !dbg !447		; visa id: 1139
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !379, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1142
  %527 = call float @llvm.fma.f32(float %r35.0115651, float %r36.0107647, float %r37.099643) #5, !dbg !448		; visa id: 1143
  %528 = call float @llvm.fma.f32(float %r35.0116652, float %r36.0108648, float %r37.0100644) #5, !dbg !448		; visa id: 1145
  %529 = call float @llvm.fma.f32(float %r35.0117653, float %r36.0109649, float %r37.0101645) #5, !dbg !448		; visa id: 1147
  %530 = call float @llvm.fma.f32(float %r35.0118654, float %r36.0110650, float %r37.0102646) #5, !dbg !448		; visa id: 1149
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1152
  %531 = call float @llvm.fma.f32(float %r36.0107647, float %r37.099643, float %r38.091639) #5, !dbg !449		; visa id: 1153
  %532 = call float @llvm.fma.f32(float %r36.0108648, float %r37.0100644, float %r38.092640) #5, !dbg !449		; visa id: 1155
  %533 = call float @llvm.fma.f32(float %r36.0109649, float %r37.0101645, float %r38.093641) #5, !dbg !449		; visa id: 1157
  %534 = call float @llvm.fma.f32(float %r36.0110650, float %r37.0102646, float %r38.094642) #5, !dbg !449		; visa id: 1159
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1162
  %535 = call float @llvm.fma.f32(float %r37.099643, float %r38.091639, float %r39.083635) #5, !dbg !450		; visa id: 1163
  %536 = call float @llvm.fma.f32(float %r37.0100644, float %r38.092640, float %r39.084636) #5, !dbg !450		; visa id: 1165
  %537 = call float @llvm.fma.f32(float %r37.0101645, float %r38.093641, float %r39.085637) #5, !dbg !450		; visa id: 1167
  %538 = call float @llvm.fma.f32(float %r37.0102646, float %r38.094642, float %r39.086638) #5, !dbg !450		; visa id: 1169
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1172
  %539 = call float @llvm.fma.f32(float %r38.091639, float %r39.083635, float %r40.075631) #5, !dbg !451		; visa id: 1173
  %540 = call float @llvm.fma.f32(float %r38.092640, float %r39.084636, float %r40.076632) #5, !dbg !451		; visa id: 1175
  %541 = call float @llvm.fma.f32(float %r38.093641, float %r39.085637, float %r40.077633) #5, !dbg !451		; visa id: 1177
  %542 = call float @llvm.fma.f32(float %r38.094642, float %r39.086638, float %r40.078634) #5, !dbg !451		; visa id: 1179
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !387, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1182
  %543 = call float @llvm.fma.f32(float %r39.083635, float %r40.075631, float %r41.067627) #5, !dbg !452		; visa id: 1183
  %544 = call float @llvm.fma.f32(float %r39.084636, float %r40.076632, float %r41.068628) #5, !dbg !452		; visa id: 1185
  %545 = call float @llvm.fma.f32(float %r39.085637, float %r40.077633, float %r41.069629) #5, !dbg !452		; visa id: 1187
  %546 = call float @llvm.fma.f32(float %r39.086638, float %r40.078634, float %r41.070630) #5, !dbg !452		; visa id: 1189
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !389, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1192
  %547 = call float @llvm.fma.f32(float %r40.075631, float %r41.067627, float %r42.059623) #5, !dbg !453		; visa id: 1193
  %548 = call float @llvm.fma.f32(float %r40.076632, float %r41.068628, float %r42.060624) #5, !dbg !453		; visa id: 1195
  %549 = call float @llvm.fma.f32(float %r40.077633, float %r41.069629, float %r42.061625) #5, !dbg !453		; visa id: 1197
  %550 = call float @llvm.fma.f32(float %r40.078634, float %r41.070630, float %r42.062626) #5, !dbg !453		; visa id: 1199
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !391, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1202
  %551 = call float @llvm.fma.f32(float %r41.067627, float %r42.059623, float %r43.051619) #5, !dbg !454		; visa id: 1203
  %552 = call float @llvm.fma.f32(float %r41.068628, float %r42.060624, float %r43.052620) #5, !dbg !454		; visa id: 1205
  %553 = call float @llvm.fma.f32(float %r41.069629, float %r42.061625, float %r43.053621) #5, !dbg !454		; visa id: 1207
  %554 = call float @llvm.fma.f32(float %r41.070630, float %r42.062626, float %r43.054622) #5, !dbg !454		; visa id: 1209
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1212
  %555 = call float @llvm.fma.f32(float %r42.059623, float %r43.051619, float %r44.043615) #5, !dbg !455		; visa id: 1213
  %556 = call float @llvm.fma.f32(float %r42.060624, float %r43.052620, float %r44.044616) #5, !dbg !455		; visa id: 1215
  %557 = call float @llvm.fma.f32(float %r42.061625, float %r43.053621, float %r44.045617) #5, !dbg !455		; visa id: 1217
  %558 = call float @llvm.fma.f32(float %r42.062626, float %r43.054622, float %r44.046618) #5, !dbg !455		; visa id: 1219
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1222
  %559 = call float @llvm.fma.f32(float %r43.051619, float %r44.043615, float %r45.035611) #5, !dbg !456		; visa id: 1223
  %560 = call float @llvm.fma.f32(float %r43.052620, float %r44.044616, float %r45.036612) #5, !dbg !456		; visa id: 1225
  %561 = call float @llvm.fma.f32(float %r43.053621, float %r44.045617, float %r45.037613) #5, !dbg !456		; visa id: 1227
  %562 = call float @llvm.fma.f32(float %r43.054622, float %r44.046618, float %r45.038614) #5, !dbg !456		; visa id: 1229
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1232
  %563 = call float @llvm.fma.f32(float %r44.043615, float %r45.035611, float %r46.0403795) #5, !dbg !457		; visa id: 1233
  %564 = call float @llvm.fma.f32(float %r44.044616, float %r45.036612, float %r46.0404796) #5, !dbg !457		; visa id: 1235
  %565 = call float @llvm.fma.f32(float %r44.045617, float %r45.037613, float %r46.0405797) #5, !dbg !457		; visa id: 1237
  %566 = call float @llvm.fma.f32(float %r44.046618, float %r45.038614, float %r46.0406798) #5, !dbg !457		; visa id: 1239
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1242
  %567 = call float @llvm.fma.f32(float %r45.035611, float %r46.0403795, float %r47.0411799) #5, !dbg !458		; visa id: 1243
  %568 = call float @llvm.fma.f32(float %r45.036612, float %r46.0404796, float %r47.0412800) #5, !dbg !458		; visa id: 1245
  %569 = call float @llvm.fma.f32(float %r45.037613, float %r46.0405797, float %r47.0413801) #5, !dbg !458		; visa id: 1247
  %570 = call float @llvm.fma.f32(float %r45.038614, float %r46.0406798, float %r47.0414802) #5, !dbg !458		; visa id: 1249
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !401, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1252
  %571 = call float @llvm.fma.f32(float %r46.0403795, float %r47.0411799, float %387) #5, !dbg !459		; visa id: 1253
  %572 = call float @llvm.fma.f32(float %r46.0404796, float %r47.0412800, float %388) #5, !dbg !459		; visa id: 1255
  %573 = call float @llvm.fma.f32(float %r46.0405797, float %r47.0413801, float %389) #5, !dbg !459		; visa id: 1257
  %574 = call float @llvm.fma.f32(float %r46.0406798, float %r47.0414802, float %390) #5, !dbg !459		; visa id: 1259
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1262
  %575 = call float @llvm.fma.f32(float %r47.0411799, float %387, float %391) #5, !dbg !460		; visa id: 1263
  %576 = call float @llvm.fma.f32(float %r47.0412800, float %388, float %392) #5, !dbg !460		; visa id: 1265
  %577 = call float @llvm.fma.f32(float %r47.0413801, float %389, float %393) #5, !dbg !460		; visa id: 1267
  %578 = call float @llvm.fma.f32(float %r47.0414802, float %390, float %394) #5, !dbg !460		; visa id: 1269
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306		; visa id: 1272
  %inc = add nuw nsw i32 %i.0803, 1, !dbg !461		; visa id: 1273
  call void @llvm.dbg.value(metadata i32 %inc, metadata !406, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !408		; visa id: 1275
  %cmp = icmp slt i32 %inc, %n, !dbg !409		; visa id: 1276
  br i1 %cmp, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !411		; visa id: 1278

for.body.for.body_crit_edge:                      ; preds = %for.body
; BB:
  br label %for.body, !dbg !411

for.end.loopexit:                                 ; preds = %for.body
; BB:
  %.lcssa1567 = phi float [ %387, %for.body ], !dbg !412
  %.lcssa1566 = phi float [ %388, %for.body ], !dbg !412
  %.lcssa1565 = phi float [ %389, %for.body ], !dbg !412
  %.lcssa1564 = phi float [ %390, %for.body ], !dbg !412
  %.lcssa1563 = phi float [ %391, %for.body ], !dbg !414
  %.lcssa1562 = phi float [ %392, %for.body ], !dbg !414
  %.lcssa1561 = phi float [ %393, %for.body ], !dbg !414
  %.lcssa1560 = phi float [ %394, %for.body ], !dbg !414
  %.lcssa1559 = phi float [ %395, %for.body ], !dbg !415
  %.lcssa1558 = phi float [ %396, %for.body ], !dbg !415
  %.lcssa1557 = phi float [ %397, %for.body ], !dbg !415
  %.lcssa1556 = phi float [ %398, %for.body ], !dbg !415
  %.lcssa1555 = phi float [ %399, %for.body ], !dbg !416
  %.lcssa1554 = phi float [ %400, %for.body ], !dbg !416
  %.lcssa1553 = phi float [ %401, %for.body ], !dbg !416
  %.lcssa1552 = phi float [ %402, %for.body ], !dbg !416
  %.lcssa1551 = phi float [ %403, %for.body ], !dbg !417
  %.lcssa1550 = phi float [ %404, %for.body ], !dbg !417
  %.lcssa1549 = phi float [ %405, %for.body ], !dbg !417
  %.lcssa1548 = phi float [ %406, %for.body ], !dbg !417
  %.lcssa1547 = phi float [ %407, %for.body ], !dbg !418
  %.lcssa1546 = phi float [ %408, %for.body ], !dbg !418
  %.lcssa1545 = phi float [ %409, %for.body ], !dbg !418
  %.lcssa1544 = phi float [ %410, %for.body ], !dbg !418
  %.lcssa1543 = phi float [ %411, %for.body ], !dbg !419
  %.lcssa1542 = phi float [ %412, %for.body ], !dbg !419
  %.lcssa1541 = phi float [ %413, %for.body ], !dbg !419
  %.lcssa1540 = phi float [ %414, %for.body ], !dbg !419
  %.lcssa1539 = phi float [ %415, %for.body ], !dbg !420
  %.lcssa1538 = phi float [ %416, %for.body ], !dbg !420
  %.lcssa1537 = phi float [ %417, %for.body ], !dbg !420
  %.lcssa1536 = phi float [ %418, %for.body ], !dbg !420
  %.lcssa1535 = phi float [ %419, %for.body ], !dbg !421
  %.lcssa1534 = phi float [ %420, %for.body ], !dbg !421
  %.lcssa1533 = phi float [ %421, %for.body ], !dbg !421
  %.lcssa1532 = phi float [ %422, %for.body ], !dbg !421
  %.lcssa1531 = phi float [ %423, %for.body ], !dbg !422
  %.lcssa1530 = phi float [ %424, %for.body ], !dbg !422
  %.lcssa1529 = phi float [ %425, %for.body ], !dbg !422
  %.lcssa1528 = phi float [ %426, %for.body ], !dbg !422
  %.lcssa1527 = phi float [ %427, %for.body ], !dbg !423
  %.lcssa1526 = phi float [ %428, %for.body ], !dbg !423
  %.lcssa1525 = phi float [ %429, %for.body ], !dbg !423
  %.lcssa1524 = phi float [ %430, %for.body ], !dbg !423
  %.lcssa1523 = phi float [ %431, %for.body ], !dbg !424
  %.lcssa1522 = phi float [ %432, %for.body ], !dbg !424
  %.lcssa1521 = phi float [ %433, %for.body ], !dbg !424
  %.lcssa1520 = phi float [ %434, %for.body ], !dbg !424
  %.lcssa1519 = phi float [ %435, %for.body ], !dbg !425
  %.lcssa1518 = phi float [ %436, %for.body ], !dbg !425
  %.lcssa1517 = phi float [ %437, %for.body ], !dbg !425
  %.lcssa1516 = phi float [ %438, %for.body ], !dbg !425
  %.lcssa1515 = phi float [ %439, %for.body ], !dbg !426
  %.lcssa1514 = phi float [ %440, %for.body ], !dbg !426
  %.lcssa1513 = phi float [ %441, %for.body ], !dbg !426
  %.lcssa1512 = phi float [ %442, %for.body ], !dbg !426
  %.lcssa1511 = phi float [ %443, %for.body ], !dbg !427
  %.lcssa1510 = phi float [ %444, %for.body ], !dbg !427
  %.lcssa1509 = phi float [ %445, %for.body ], !dbg !427
  %.lcssa1508 = phi float [ %446, %for.body ], !dbg !427
  %.lcssa1507 = phi float [ %447, %for.body ], !dbg !428
  %.lcssa1506 = phi float [ %448, %for.body ], !dbg !428
  %.lcssa1505 = phi float [ %449, %for.body ], !dbg !428
  %.lcssa1504 = phi float [ %450, %for.body ], !dbg !428
  %.lcssa1503 = phi float [ %451, %for.body ], !dbg !429
  %.lcssa1502 = phi float [ %452, %for.body ], !dbg !429
  %.lcssa1501 = phi float [ %453, %for.body ], !dbg !429
  %.lcssa1500 = phi float [ %454, %for.body ], !dbg !429
  %.lcssa1499 = phi float [ %455, %for.body ], !dbg !430
  %.lcssa1498 = phi float [ %456, %for.body ], !dbg !430
  %.lcssa1497 = phi float [ %457, %for.body ], !dbg !430
  %.lcssa1496 = phi float [ %458, %for.body ], !dbg !430
  %.lcssa1495 = phi float [ %459, %for.body ], !dbg !431
  %.lcssa1494 = phi float [ %460, %for.body ], !dbg !431
  %.lcssa1493 = phi float [ %461, %for.body ], !dbg !431
  %.lcssa1492 = phi float [ %462, %for.body ], !dbg !431
  %.lcssa1491 = phi float [ %463, %for.body ], !dbg !432
  %.lcssa1490 = phi float [ %464, %for.body ], !dbg !432
  %.lcssa1489 = phi float [ %465, %for.body ], !dbg !432
  %.lcssa1488 = phi float [ %466, %for.body ], !dbg !432
  %.lcssa1487 = phi float [ %467, %for.body ], !dbg !433
  %.lcssa1486 = phi float [ %468, %for.body ], !dbg !433
  %.lcssa1485 = phi float [ %469, %for.body ], !dbg !433
  %.lcssa1484 = phi float [ %470, %for.body ], !dbg !433
  %.lcssa1483 = phi float [ %471, %for.body ], !dbg !434
  %.lcssa1482 = phi float [ %472, %for.body ], !dbg !434
  %.lcssa1481 = phi float [ %473, %for.body ], !dbg !434
  %.lcssa1480 = phi float [ %474, %for.body ], !dbg !434
  %.lcssa1479 = phi float [ %475, %for.body ], !dbg !435
  %.lcssa1478 = phi float [ %476, %for.body ], !dbg !435
  %.lcssa1477 = phi float [ %477, %for.body ], !dbg !435
  %.lcssa1476 = phi float [ %478, %for.body ], !dbg !435
  %.lcssa1475 = phi float [ %479, %for.body ], !dbg !436
  %.lcssa1474 = phi float [ %480, %for.body ], !dbg !436
  %.lcssa1473 = phi float [ %481, %for.body ], !dbg !436
  %.lcssa1472 = phi float [ %482, %for.body ], !dbg !436
  %.lcssa1471 = phi float [ %483, %for.body ], !dbg !437
  %.lcssa1470 = phi float [ %484, %for.body ], !dbg !437
  %.lcssa1469 = phi float [ %485, %for.body ], !dbg !437
  %.lcssa1468 = phi float [ %486, %for.body ], !dbg !437
  %.lcssa1467 = phi float [ %487, %for.body ], !dbg !438
  %.lcssa1466 = phi float [ %488, %for.body ], !dbg !438
  %.lcssa1465 = phi float [ %489, %for.body ], !dbg !438
  %.lcssa1464 = phi float [ %490, %for.body ], !dbg !438
  %.lcssa1463 = phi float [ %491, %for.body ], !dbg !439
  %.lcssa1462 = phi float [ %492, %for.body ], !dbg !439
  %.lcssa1461 = phi float [ %493, %for.body ], !dbg !439
  %.lcssa1460 = phi float [ %494, %for.body ], !dbg !439
  %.lcssa1459 = phi float [ %495, %for.body ], !dbg !440
  %.lcssa1458 = phi float [ %496, %for.body ], !dbg !440
  %.lcssa1457 = phi float [ %497, %for.body ], !dbg !440
  %.lcssa1456 = phi float [ %498, %for.body ], !dbg !440
  %.lcssa1455 = phi float [ %499, %for.body ], !dbg !441
  %.lcssa1454 = phi float [ %500, %for.body ], !dbg !441
  %.lcssa1453 = phi float [ %501, %for.body ], !dbg !441
  %.lcssa1452 = phi float [ %502, %for.body ], !dbg !441
  %.lcssa1451 = phi float [ %503, %for.body ], !dbg !442
  %.lcssa1450 = phi float [ %504, %for.body ], !dbg !442
  %.lcssa1449 = phi float [ %505, %for.body ], !dbg !442
  %.lcssa1448 = phi float [ %506, %for.body ], !dbg !442
  %.lcssa1447 = phi float [ %507, %for.body ], !dbg !443
  %.lcssa1446 = phi float [ %508, %for.body ], !dbg !443
  %.lcssa1445 = phi float [ %509, %for.body ], !dbg !443
  %.lcssa1444 = phi float [ %510, %for.body ], !dbg !443
  %.lcssa1443 = phi float [ %511, %for.body ], !dbg !444
  %.lcssa1442 = phi float [ %512, %for.body ], !dbg !444
  %.lcssa1441 = phi float [ %513, %for.body ], !dbg !444
  %.lcssa1440 = phi float [ %514, %for.body ], !dbg !444
  %.lcssa1439 = phi float [ %515, %for.body ], !dbg !445
  %.lcssa1438 = phi float [ %516, %for.body ], !dbg !445
  %.lcssa1437 = phi float [ %517, %for.body ], !dbg !445
  %.lcssa1436 = phi float [ %518, %for.body ], !dbg !445
  %.lcssa1435 = phi float [ %519, %for.body ], !dbg !446
  %.lcssa1434 = phi float [ %520, %for.body ], !dbg !446
  %.lcssa1433 = phi float [ %521, %for.body ], !dbg !446
  %.lcssa1432 = phi float [ %522, %for.body ], !dbg !446
  %.lcssa1431 = phi float [ %523, %for.body ], !dbg !447
  %.lcssa1430 = phi float [ %524, %for.body ], !dbg !447
  %.lcssa1429 = phi float [ %525, %for.body ], !dbg !447
  %.lcssa1428 = phi float [ %526, %for.body ], !dbg !447
  %.lcssa1427 = phi float [ %527, %for.body ], !dbg !448
  %.lcssa1426 = phi float [ %528, %for.body ], !dbg !448
  %.lcssa1425 = phi float [ %529, %for.body ], !dbg !448
  %.lcssa1424 = phi float [ %530, %for.body ], !dbg !448
  %.lcssa1423 = phi float [ %531, %for.body ], !dbg !449
  %.lcssa1422 = phi float [ %532, %for.body ], !dbg !449
  %.lcssa1421 = phi float [ %533, %for.body ], !dbg !449
  %.lcssa1420 = phi float [ %534, %for.body ], !dbg !449
  %.lcssa1419 = phi float [ %535, %for.body ], !dbg !450
  %.lcssa1418 = phi float [ %536, %for.body ], !dbg !450
  %.lcssa1417 = phi float [ %537, %for.body ], !dbg !450
  %.lcssa1416 = phi float [ %538, %for.body ], !dbg !450
  %.lcssa1415 = phi float [ %539, %for.body ], !dbg !451
  %.lcssa1414 = phi float [ %540, %for.body ], !dbg !451
  %.lcssa1413 = phi float [ %541, %for.body ], !dbg !451
  %.lcssa1412 = phi float [ %542, %for.body ], !dbg !451
  %.lcssa1411 = phi float [ %543, %for.body ], !dbg !452
  %.lcssa1410 = phi float [ %544, %for.body ], !dbg !452
  %.lcssa1409 = phi float [ %545, %for.body ], !dbg !452
  %.lcssa1408 = phi float [ %546, %for.body ], !dbg !452
  %.lcssa1407 = phi float [ %547, %for.body ], !dbg !453
  %.lcssa1406 = phi float [ %548, %for.body ], !dbg !453
  %.lcssa1405 = phi float [ %549, %for.body ], !dbg !453
  %.lcssa1404 = phi float [ %550, %for.body ], !dbg !453
  %.lcssa1403 = phi float [ %551, %for.body ], !dbg !454
  %.lcssa1402 = phi float [ %552, %for.body ], !dbg !454
  %.lcssa1401 = phi float [ %553, %for.body ], !dbg !454
  %.lcssa1400 = phi float [ %554, %for.body ], !dbg !454
  %.lcssa1399 = phi float [ %555, %for.body ], !dbg !455
  %.lcssa1398 = phi float [ %556, %for.body ], !dbg !455
  %.lcssa1397 = phi float [ %557, %for.body ], !dbg !455
  %.lcssa1396 = phi float [ %558, %for.body ], !dbg !455
  %.lcssa1395 = phi float [ %559, %for.body ], !dbg !456
  %.lcssa1394 = phi float [ %560, %for.body ], !dbg !456
  %.lcssa1393 = phi float [ %561, %for.body ], !dbg !456
  %.lcssa1392 = phi float [ %562, %for.body ], !dbg !456
  %.lcssa1391 = phi float [ %563, %for.body ], !dbg !457
  %.lcssa1390 = phi float [ %564, %for.body ], !dbg !457
  %.lcssa1389 = phi float [ %565, %for.body ], !dbg !457
  %.lcssa1388 = phi float [ %566, %for.body ], !dbg !457
  %.lcssa1387 = phi float [ %567, %for.body ], !dbg !458
  %.lcssa1386 = phi float [ %568, %for.body ], !dbg !458
  %.lcssa1385 = phi float [ %569, %for.body ], !dbg !458
  %.lcssa1384 = phi float [ %570, %for.body ], !dbg !458
  %.lcssa1383 = phi float [ %571, %for.body ], !dbg !459
  %.lcssa1382 = phi float [ %572, %for.body ], !dbg !459
  %.lcssa1381 = phi float [ %573, %for.body ], !dbg !459
  %.lcssa1380 = phi float [ %574, %for.body ], !dbg !459
  %.lcssa1379 = phi float [ %575, %for.body ], !dbg !460
  %.lcssa1378 = phi float [ %576, %for.body ], !dbg !460
  %.lcssa1377 = phi float [ %577, %for.body ], !dbg !460
  %.lcssa = phi float [ %578, %for.body ], !dbg !460
  br label %for.end, !dbg !462

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
; BB6 :
  %r45.035.lcssa = phi float [ %367, %entry.for.end_crit_edge ], [ %.lcssa1387, %for.end.loopexit ], !dbg !306
  %r45.036.lcssa = phi float [ %368, %entry.for.end_crit_edge ], [ %.lcssa1386, %for.end.loopexit ], !dbg !306
  %r45.037.lcssa = phi float [ %369, %entry.for.end_crit_edge ], [ %.lcssa1385, %for.end.loopexit ], !dbg !306
  %r45.038.lcssa = phi float [ %370, %entry.for.end_crit_edge ], [ %.lcssa1384, %for.end.loopexit ], !dbg !306
  %r44.043.lcssa = phi float [ %359, %entry.for.end_crit_edge ], [ %.lcssa1391, %for.end.loopexit ], !dbg !306
  %r44.044.lcssa = phi float [ %360, %entry.for.end_crit_edge ], [ %.lcssa1390, %for.end.loopexit ], !dbg !306
  %r44.045.lcssa = phi float [ %361, %entry.for.end_crit_edge ], [ %.lcssa1389, %for.end.loopexit ], !dbg !306
  %r44.046.lcssa = phi float [ %362, %entry.for.end_crit_edge ], [ %.lcssa1388, %for.end.loopexit ], !dbg !306
  %r43.051.lcssa = phi float [ %351, %entry.for.end_crit_edge ], [ %.lcssa1395, %for.end.loopexit ], !dbg !306
  %r43.052.lcssa = phi float [ %352, %entry.for.end_crit_edge ], [ %.lcssa1394, %for.end.loopexit ], !dbg !306
  %r43.053.lcssa = phi float [ %353, %entry.for.end_crit_edge ], [ %.lcssa1393, %for.end.loopexit ], !dbg !306
  %r43.054.lcssa = phi float [ %354, %entry.for.end_crit_edge ], [ %.lcssa1392, %for.end.loopexit ], !dbg !306
  %r42.059.lcssa = phi float [ %343, %entry.for.end_crit_edge ], [ %.lcssa1399, %for.end.loopexit ], !dbg !306
  %r42.060.lcssa = phi float [ %344, %entry.for.end_crit_edge ], [ %.lcssa1398, %for.end.loopexit ], !dbg !306
  %r42.061.lcssa = phi float [ %345, %entry.for.end_crit_edge ], [ %.lcssa1397, %for.end.loopexit ], !dbg !306
  %r42.062.lcssa = phi float [ %346, %entry.for.end_crit_edge ], [ %.lcssa1396, %for.end.loopexit ], !dbg !306
  %r41.067.lcssa = phi float [ %335, %entry.for.end_crit_edge ], [ %.lcssa1403, %for.end.loopexit ], !dbg !306
  %r41.068.lcssa = phi float [ %336, %entry.for.end_crit_edge ], [ %.lcssa1402, %for.end.loopexit ], !dbg !306
  %r41.069.lcssa = phi float [ %337, %entry.for.end_crit_edge ], [ %.lcssa1401, %for.end.loopexit ], !dbg !306
  %r41.070.lcssa = phi float [ %338, %entry.for.end_crit_edge ], [ %.lcssa1400, %for.end.loopexit ], !dbg !306
  %r40.075.lcssa = phi float [ %327, %entry.for.end_crit_edge ], [ %.lcssa1407, %for.end.loopexit ], !dbg !306
  %r40.076.lcssa = phi float [ %328, %entry.for.end_crit_edge ], [ %.lcssa1406, %for.end.loopexit ], !dbg !306
  %r40.077.lcssa = phi float [ %329, %entry.for.end_crit_edge ], [ %.lcssa1405, %for.end.loopexit ], !dbg !306
  %r40.078.lcssa = phi float [ %330, %entry.for.end_crit_edge ], [ %.lcssa1404, %for.end.loopexit ], !dbg !306
  %r39.083.lcssa = phi float [ %319, %entry.for.end_crit_edge ], [ %.lcssa1411, %for.end.loopexit ], !dbg !306
  %r39.084.lcssa = phi float [ %320, %entry.for.end_crit_edge ], [ %.lcssa1410, %for.end.loopexit ], !dbg !306
  %r39.085.lcssa = phi float [ %321, %entry.for.end_crit_edge ], [ %.lcssa1409, %for.end.loopexit ], !dbg !306
  %r39.086.lcssa = phi float [ %322, %entry.for.end_crit_edge ], [ %.lcssa1408, %for.end.loopexit ], !dbg !306
  %r38.091.lcssa = phi float [ %311, %entry.for.end_crit_edge ], [ %.lcssa1415, %for.end.loopexit ], !dbg !306
  %r38.092.lcssa = phi float [ %312, %entry.for.end_crit_edge ], [ %.lcssa1414, %for.end.loopexit ], !dbg !306
  %r38.093.lcssa = phi float [ %313, %entry.for.end_crit_edge ], [ %.lcssa1413, %for.end.loopexit ], !dbg !306
  %r38.094.lcssa = phi float [ %314, %entry.for.end_crit_edge ], [ %.lcssa1412, %for.end.loopexit ], !dbg !306
  %r37.099.lcssa = phi float [ %303, %entry.for.end_crit_edge ], [ %.lcssa1419, %for.end.loopexit ], !dbg !306
  %r37.0100.lcssa = phi float [ %304, %entry.for.end_crit_edge ], [ %.lcssa1418, %for.end.loopexit ], !dbg !306
  %r37.0101.lcssa = phi float [ %305, %entry.for.end_crit_edge ], [ %.lcssa1417, %for.end.loopexit ], !dbg !306
  %r37.0102.lcssa = phi float [ %306, %entry.for.end_crit_edge ], [ %.lcssa1416, %for.end.loopexit ], !dbg !306
  %r36.0107.lcssa = phi float [ %295, %entry.for.end_crit_edge ], [ %.lcssa1423, %for.end.loopexit ], !dbg !306
  %r36.0108.lcssa = phi float [ %296, %entry.for.end_crit_edge ], [ %.lcssa1422, %for.end.loopexit ], !dbg !306
  %r36.0109.lcssa = phi float [ %297, %entry.for.end_crit_edge ], [ %.lcssa1421, %for.end.loopexit ], !dbg !306
  %r36.0110.lcssa = phi float [ %298, %entry.for.end_crit_edge ], [ %.lcssa1420, %for.end.loopexit ], !dbg !306
  %r35.0115.lcssa = phi float [ %287, %entry.for.end_crit_edge ], [ %.lcssa1427, %for.end.loopexit ], !dbg !306
  %r35.0116.lcssa = phi float [ %288, %entry.for.end_crit_edge ], [ %.lcssa1426, %for.end.loopexit ], !dbg !306
  %r35.0117.lcssa = phi float [ %289, %entry.for.end_crit_edge ], [ %.lcssa1425, %for.end.loopexit ], !dbg !306
  %r35.0118.lcssa = phi float [ %290, %entry.for.end_crit_edge ], [ %.lcssa1424, %for.end.loopexit ], !dbg !306
  %r34.0123.lcssa = phi float [ %279, %entry.for.end_crit_edge ], [ %.lcssa1431, %for.end.loopexit ], !dbg !306
  %r34.0124.lcssa = phi float [ %280, %entry.for.end_crit_edge ], [ %.lcssa1430, %for.end.loopexit ], !dbg !306
  %r34.0125.lcssa = phi float [ %281, %entry.for.end_crit_edge ], [ %.lcssa1429, %for.end.loopexit ], !dbg !306
  %r34.0126.lcssa = phi float [ %282, %entry.for.end_crit_edge ], [ %.lcssa1428, %for.end.loopexit ], !dbg !306
  %r33.0131.lcssa = phi float [ %271, %entry.for.end_crit_edge ], [ %.lcssa1435, %for.end.loopexit ], !dbg !306
  %r33.0132.lcssa = phi float [ %272, %entry.for.end_crit_edge ], [ %.lcssa1434, %for.end.loopexit ], !dbg !306
  %r33.0133.lcssa = phi float [ %273, %entry.for.end_crit_edge ], [ %.lcssa1433, %for.end.loopexit ], !dbg !306
  %r33.0134.lcssa = phi float [ %274, %entry.for.end_crit_edge ], [ %.lcssa1432, %for.end.loopexit ], !dbg !306
  %r32.0139.lcssa = phi float [ %263, %entry.for.end_crit_edge ], [ %.lcssa1439, %for.end.loopexit ], !dbg !306
  %r32.0140.lcssa = phi float [ %264, %entry.for.end_crit_edge ], [ %.lcssa1438, %for.end.loopexit ], !dbg !306
  %r32.0141.lcssa = phi float [ %265, %entry.for.end_crit_edge ], [ %.lcssa1437, %for.end.loopexit ], !dbg !306
  %r32.0142.lcssa = phi float [ %266, %entry.for.end_crit_edge ], [ %.lcssa1436, %for.end.loopexit ], !dbg !306
  %r31.0147.lcssa = phi float [ %255, %entry.for.end_crit_edge ], [ %.lcssa1443, %for.end.loopexit ], !dbg !306
  %r31.0148.lcssa = phi float [ %256, %entry.for.end_crit_edge ], [ %.lcssa1442, %for.end.loopexit ], !dbg !306
  %r31.0149.lcssa = phi float [ %257, %entry.for.end_crit_edge ], [ %.lcssa1441, %for.end.loopexit ], !dbg !306
  %r31.0150.lcssa = phi float [ %258, %entry.for.end_crit_edge ], [ %.lcssa1440, %for.end.loopexit ], !dbg !306
  %r30.0155.lcssa = phi float [ %247, %entry.for.end_crit_edge ], [ %.lcssa1447, %for.end.loopexit ], !dbg !306
  %r30.0156.lcssa = phi float [ %248, %entry.for.end_crit_edge ], [ %.lcssa1446, %for.end.loopexit ], !dbg !306
  %r30.0157.lcssa = phi float [ %249, %entry.for.end_crit_edge ], [ %.lcssa1445, %for.end.loopexit ], !dbg !306
  %r30.0158.lcssa = phi float [ %250, %entry.for.end_crit_edge ], [ %.lcssa1444, %for.end.loopexit ], !dbg !306
  %r29.0163.lcssa = phi float [ %239, %entry.for.end_crit_edge ], [ %.lcssa1451, %for.end.loopexit ], !dbg !306
  %r29.0164.lcssa = phi float [ %240, %entry.for.end_crit_edge ], [ %.lcssa1450, %for.end.loopexit ], !dbg !306
  %r29.0165.lcssa = phi float [ %241, %entry.for.end_crit_edge ], [ %.lcssa1449, %for.end.loopexit ], !dbg !306
  %r29.0166.lcssa = phi float [ %242, %entry.for.end_crit_edge ], [ %.lcssa1448, %for.end.loopexit ], !dbg !306
  %r28.0171.lcssa = phi float [ %231, %entry.for.end_crit_edge ], [ %.lcssa1455, %for.end.loopexit ], !dbg !306
  %r28.0172.lcssa = phi float [ %232, %entry.for.end_crit_edge ], [ %.lcssa1454, %for.end.loopexit ], !dbg !306
  %r28.0173.lcssa = phi float [ %233, %entry.for.end_crit_edge ], [ %.lcssa1453, %for.end.loopexit ], !dbg !306
  %r28.0174.lcssa = phi float [ %234, %entry.for.end_crit_edge ], [ %.lcssa1452, %for.end.loopexit ], !dbg !306
  %r27.0179.lcssa = phi float [ %223, %entry.for.end_crit_edge ], [ %.lcssa1459, %for.end.loopexit ], !dbg !306
  %r27.0180.lcssa = phi float [ %224, %entry.for.end_crit_edge ], [ %.lcssa1458, %for.end.loopexit ], !dbg !306
  %r27.0181.lcssa = phi float [ %225, %entry.for.end_crit_edge ], [ %.lcssa1457, %for.end.loopexit ], !dbg !306
  %r27.0182.lcssa = phi float [ %226, %entry.for.end_crit_edge ], [ %.lcssa1456, %for.end.loopexit ], !dbg !306
  %r26.0187.lcssa = phi float [ %215, %entry.for.end_crit_edge ], [ %.lcssa1463, %for.end.loopexit ], !dbg !306
  %r26.0188.lcssa = phi float [ %216, %entry.for.end_crit_edge ], [ %.lcssa1462, %for.end.loopexit ], !dbg !306
  %r26.0189.lcssa = phi float [ %217, %entry.for.end_crit_edge ], [ %.lcssa1461, %for.end.loopexit ], !dbg !306
  %r26.0190.lcssa = phi float [ %218, %entry.for.end_crit_edge ], [ %.lcssa1460, %for.end.loopexit ], !dbg !306
  %r25.0195.lcssa = phi float [ %207, %entry.for.end_crit_edge ], [ %.lcssa1467, %for.end.loopexit ], !dbg !306
  %r25.0196.lcssa = phi float [ %208, %entry.for.end_crit_edge ], [ %.lcssa1466, %for.end.loopexit ], !dbg !306
  %r25.0197.lcssa = phi float [ %209, %entry.for.end_crit_edge ], [ %.lcssa1465, %for.end.loopexit ], !dbg !306
  %r25.0198.lcssa = phi float [ %210, %entry.for.end_crit_edge ], [ %.lcssa1464, %for.end.loopexit ], !dbg !306
  %r24.0203.lcssa = phi float [ %199, %entry.for.end_crit_edge ], [ %.lcssa1471, %for.end.loopexit ], !dbg !306
  %r24.0204.lcssa = phi float [ %200, %entry.for.end_crit_edge ], [ %.lcssa1470, %for.end.loopexit ], !dbg !306
  %r24.0205.lcssa = phi float [ %201, %entry.for.end_crit_edge ], [ %.lcssa1469, %for.end.loopexit ], !dbg !306
  %r24.0206.lcssa = phi float [ %202, %entry.for.end_crit_edge ], [ %.lcssa1468, %for.end.loopexit ], !dbg !306
  %r23.0211.lcssa = phi float [ %191, %entry.for.end_crit_edge ], [ %.lcssa1475, %for.end.loopexit ], !dbg !306
  %r23.0212.lcssa = phi float [ %192, %entry.for.end_crit_edge ], [ %.lcssa1474, %for.end.loopexit ], !dbg !306
  %r23.0213.lcssa = phi float [ %193, %entry.for.end_crit_edge ], [ %.lcssa1473, %for.end.loopexit ], !dbg !306
  %r23.0214.lcssa = phi float [ %194, %entry.for.end_crit_edge ], [ %.lcssa1472, %for.end.loopexit ], !dbg !306
  %r22.0219.lcssa = phi float [ %183, %entry.for.end_crit_edge ], [ %.lcssa1479, %for.end.loopexit ], !dbg !306
  %r22.0220.lcssa = phi float [ %184, %entry.for.end_crit_edge ], [ %.lcssa1478, %for.end.loopexit ], !dbg !306
  %r22.0221.lcssa = phi float [ %185, %entry.for.end_crit_edge ], [ %.lcssa1477, %for.end.loopexit ], !dbg !306
  %r22.0222.lcssa = phi float [ %186, %entry.for.end_crit_edge ], [ %.lcssa1476, %for.end.loopexit ], !dbg !306
  %r21.0227.lcssa = phi float [ %175, %entry.for.end_crit_edge ], [ %.lcssa1483, %for.end.loopexit ], !dbg !306
  %r21.0228.lcssa = phi float [ %176, %entry.for.end_crit_edge ], [ %.lcssa1482, %for.end.loopexit ], !dbg !306
  %r21.0229.lcssa = phi float [ %177, %entry.for.end_crit_edge ], [ %.lcssa1481, %for.end.loopexit ], !dbg !306
  %r21.0230.lcssa = phi float [ %178, %entry.for.end_crit_edge ], [ %.lcssa1480, %for.end.loopexit ], !dbg !306
  %r20.0235.lcssa = phi float [ %167, %entry.for.end_crit_edge ], [ %.lcssa1487, %for.end.loopexit ], !dbg !306
  %r20.0236.lcssa = phi float [ %168, %entry.for.end_crit_edge ], [ %.lcssa1486, %for.end.loopexit ], !dbg !306
  %r20.0237.lcssa = phi float [ %169, %entry.for.end_crit_edge ], [ %.lcssa1485, %for.end.loopexit ], !dbg !306
  %r20.0238.lcssa = phi float [ %170, %entry.for.end_crit_edge ], [ %.lcssa1484, %for.end.loopexit ], !dbg !306
  %r19.0243.lcssa = phi float [ %159, %entry.for.end_crit_edge ], [ %.lcssa1491, %for.end.loopexit ], !dbg !306
  %r19.0244.lcssa = phi float [ %160, %entry.for.end_crit_edge ], [ %.lcssa1490, %for.end.loopexit ], !dbg !306
  %r19.0245.lcssa = phi float [ %161, %entry.for.end_crit_edge ], [ %.lcssa1489, %for.end.loopexit ], !dbg !306
  %r19.0246.lcssa = phi float [ %162, %entry.for.end_crit_edge ], [ %.lcssa1488, %for.end.loopexit ], !dbg !306
  %r18.0251.lcssa = phi float [ %151, %entry.for.end_crit_edge ], [ %.lcssa1495, %for.end.loopexit ], !dbg !306
  %r18.0252.lcssa = phi float [ %152, %entry.for.end_crit_edge ], [ %.lcssa1494, %for.end.loopexit ], !dbg !306
  %r18.0253.lcssa = phi float [ %153, %entry.for.end_crit_edge ], [ %.lcssa1493, %for.end.loopexit ], !dbg !306
  %r18.0254.lcssa = phi float [ %154, %entry.for.end_crit_edge ], [ %.lcssa1492, %for.end.loopexit ], !dbg !306
  %r17.0259.lcssa = phi float [ %143, %entry.for.end_crit_edge ], [ %.lcssa1499, %for.end.loopexit ], !dbg !306
  %r17.0260.lcssa = phi float [ %144, %entry.for.end_crit_edge ], [ %.lcssa1498, %for.end.loopexit ], !dbg !306
  %r17.0261.lcssa = phi float [ %145, %entry.for.end_crit_edge ], [ %.lcssa1497, %for.end.loopexit ], !dbg !306
  %r17.0262.lcssa = phi float [ %146, %entry.for.end_crit_edge ], [ %.lcssa1496, %for.end.loopexit ], !dbg !306
  %r16.0267.lcssa = phi float [ %135, %entry.for.end_crit_edge ], [ %.lcssa1503, %for.end.loopexit ], !dbg !306
  %r16.0268.lcssa = phi float [ %136, %entry.for.end_crit_edge ], [ %.lcssa1502, %for.end.loopexit ], !dbg !306
  %r16.0269.lcssa = phi float [ %137, %entry.for.end_crit_edge ], [ %.lcssa1501, %for.end.loopexit ], !dbg !306
  %r16.0270.lcssa = phi float [ %138, %entry.for.end_crit_edge ], [ %.lcssa1500, %for.end.loopexit ], !dbg !306
  %r15.0275.lcssa = phi float [ %127, %entry.for.end_crit_edge ], [ %.lcssa1507, %for.end.loopexit ], !dbg !306
  %r15.0276.lcssa = phi float [ %128, %entry.for.end_crit_edge ], [ %.lcssa1506, %for.end.loopexit ], !dbg !306
  %r15.0277.lcssa = phi float [ %129, %entry.for.end_crit_edge ], [ %.lcssa1505, %for.end.loopexit ], !dbg !306
  %r15.0278.lcssa = phi float [ %130, %entry.for.end_crit_edge ], [ %.lcssa1504, %for.end.loopexit ], !dbg !306
  %r14.0283.lcssa = phi float [ %119, %entry.for.end_crit_edge ], [ %.lcssa1511, %for.end.loopexit ], !dbg !306
  %r14.0284.lcssa = phi float [ %120, %entry.for.end_crit_edge ], [ %.lcssa1510, %for.end.loopexit ], !dbg !306
  %r14.0285.lcssa = phi float [ %121, %entry.for.end_crit_edge ], [ %.lcssa1509, %for.end.loopexit ], !dbg !306
  %r14.0286.lcssa = phi float [ %122, %entry.for.end_crit_edge ], [ %.lcssa1508, %for.end.loopexit ], !dbg !306
  %r13.0291.lcssa = phi float [ %111, %entry.for.end_crit_edge ], [ %.lcssa1515, %for.end.loopexit ], !dbg !306
  %r13.0292.lcssa = phi float [ %112, %entry.for.end_crit_edge ], [ %.lcssa1514, %for.end.loopexit ], !dbg !306
  %r13.0293.lcssa = phi float [ %113, %entry.for.end_crit_edge ], [ %.lcssa1513, %for.end.loopexit ], !dbg !306
  %r13.0294.lcssa = phi float [ %114, %entry.for.end_crit_edge ], [ %.lcssa1512, %for.end.loopexit ], !dbg !306
  %r12.0299.lcssa = phi float [ %103, %entry.for.end_crit_edge ], [ %.lcssa1519, %for.end.loopexit ], !dbg !306
  %r12.0300.lcssa = phi float [ %104, %entry.for.end_crit_edge ], [ %.lcssa1518, %for.end.loopexit ], !dbg !306
  %r12.0301.lcssa = phi float [ %105, %entry.for.end_crit_edge ], [ %.lcssa1517, %for.end.loopexit ], !dbg !306
  %r12.0302.lcssa = phi float [ %106, %entry.for.end_crit_edge ], [ %.lcssa1516, %for.end.loopexit ], !dbg !306
  %r11.0307.lcssa = phi float [ %95, %entry.for.end_crit_edge ], [ %.lcssa1523, %for.end.loopexit ], !dbg !306
  %r11.0308.lcssa = phi float [ %96, %entry.for.end_crit_edge ], [ %.lcssa1522, %for.end.loopexit ], !dbg !306
  %r11.0309.lcssa = phi float [ %97, %entry.for.end_crit_edge ], [ %.lcssa1521, %for.end.loopexit ], !dbg !306
  %r11.0310.lcssa = phi float [ %98, %entry.for.end_crit_edge ], [ %.lcssa1520, %for.end.loopexit ], !dbg !306
  %r10.0315.lcssa = phi float [ %87, %entry.for.end_crit_edge ], [ %.lcssa1527, %for.end.loopexit ], !dbg !306
  %r10.0316.lcssa = phi float [ %88, %entry.for.end_crit_edge ], [ %.lcssa1526, %for.end.loopexit ], !dbg !306
  %r10.0317.lcssa = phi float [ %89, %entry.for.end_crit_edge ], [ %.lcssa1525, %for.end.loopexit ], !dbg !306
  %r10.0318.lcssa = phi float [ %90, %entry.for.end_crit_edge ], [ %.lcssa1524, %for.end.loopexit ], !dbg !306
  %r9.0323.lcssa = phi float [ %79, %entry.for.end_crit_edge ], [ %.lcssa1531, %for.end.loopexit ], !dbg !306
  %r9.0324.lcssa = phi float [ %80, %entry.for.end_crit_edge ], [ %.lcssa1530, %for.end.loopexit ], !dbg !306
  %r9.0325.lcssa = phi float [ %81, %entry.for.end_crit_edge ], [ %.lcssa1529, %for.end.loopexit ], !dbg !306
  %r9.0326.lcssa = phi float [ %82, %entry.for.end_crit_edge ], [ %.lcssa1528, %for.end.loopexit ], !dbg !306
  %r8.0331.lcssa = phi float [ %71, %entry.for.end_crit_edge ], [ %.lcssa1535, %for.end.loopexit ], !dbg !306
  %r8.0332.lcssa = phi float [ %72, %entry.for.end_crit_edge ], [ %.lcssa1534, %for.end.loopexit ], !dbg !306
  %r8.0333.lcssa = phi float [ %73, %entry.for.end_crit_edge ], [ %.lcssa1533, %for.end.loopexit ], !dbg !306
  %r8.0334.lcssa = phi float [ %74, %entry.for.end_crit_edge ], [ %.lcssa1532, %for.end.loopexit ], !dbg !306
  %r7.0339.lcssa = phi float [ %63, %entry.for.end_crit_edge ], [ %.lcssa1539, %for.end.loopexit ], !dbg !306
  %r7.0340.lcssa = phi float [ %64, %entry.for.end_crit_edge ], [ %.lcssa1538, %for.end.loopexit ], !dbg !306
  %r7.0341.lcssa = phi float [ %65, %entry.for.end_crit_edge ], [ %.lcssa1537, %for.end.loopexit ], !dbg !306
  %r7.0342.lcssa = phi float [ %66, %entry.for.end_crit_edge ], [ %.lcssa1536, %for.end.loopexit ], !dbg !306
  %r6.0347.lcssa = phi float [ %55, %entry.for.end_crit_edge ], [ %.lcssa1543, %for.end.loopexit ], !dbg !306
  %r6.0348.lcssa = phi float [ %56, %entry.for.end_crit_edge ], [ %.lcssa1542, %for.end.loopexit ], !dbg !306
  %r6.0349.lcssa = phi float [ %57, %entry.for.end_crit_edge ], [ %.lcssa1541, %for.end.loopexit ], !dbg !306
  %r6.0350.lcssa = phi float [ %58, %entry.for.end_crit_edge ], [ %.lcssa1540, %for.end.loopexit ], !dbg !306
  %r5.0355.lcssa = phi float [ %47, %entry.for.end_crit_edge ], [ %.lcssa1547, %for.end.loopexit ], !dbg !306
  %r5.0356.lcssa = phi float [ %48, %entry.for.end_crit_edge ], [ %.lcssa1546, %for.end.loopexit ], !dbg !306
  %r5.0357.lcssa = phi float [ %49, %entry.for.end_crit_edge ], [ %.lcssa1545, %for.end.loopexit ], !dbg !306
  %r5.0358.lcssa = phi float [ %50, %entry.for.end_crit_edge ], [ %.lcssa1544, %for.end.loopexit ], !dbg !306
  %r4.0363.lcssa = phi float [ %39, %entry.for.end_crit_edge ], [ %.lcssa1551, %for.end.loopexit ], !dbg !306
  %r4.0364.lcssa = phi float [ %40, %entry.for.end_crit_edge ], [ %.lcssa1550, %for.end.loopexit ], !dbg !306
  %r4.0365.lcssa = phi float [ %41, %entry.for.end_crit_edge ], [ %.lcssa1549, %for.end.loopexit ], !dbg !306
  %r4.0366.lcssa = phi float [ %42, %entry.for.end_crit_edge ], [ %.lcssa1548, %for.end.loopexit ], !dbg !306
  %r3.0371.lcssa = phi float [ %31, %entry.for.end_crit_edge ], [ %.lcssa1555, %for.end.loopexit ], !dbg !306
  %r3.0372.lcssa = phi float [ %32, %entry.for.end_crit_edge ], [ %.lcssa1554, %for.end.loopexit ], !dbg !306
  %r3.0373.lcssa = phi float [ %33, %entry.for.end_crit_edge ], [ %.lcssa1553, %for.end.loopexit ], !dbg !306
  %r3.0374.lcssa = phi float [ %34, %entry.for.end_crit_edge ], [ %.lcssa1552, %for.end.loopexit ], !dbg !306
  %r2.0379.lcssa = phi float [ %23, %entry.for.end_crit_edge ], [ %.lcssa1559, %for.end.loopexit ], !dbg !306
  %r2.0380.lcssa = phi float [ %24, %entry.for.end_crit_edge ], [ %.lcssa1558, %for.end.loopexit ], !dbg !306
  %r2.0381.lcssa = phi float [ %25, %entry.for.end_crit_edge ], [ %.lcssa1557, %for.end.loopexit ], !dbg !306
  %r2.0382.lcssa = phi float [ %26, %entry.for.end_crit_edge ], [ %.lcssa1556, %for.end.loopexit ], !dbg !306
  %r1.0387.lcssa = phi float [ %15, %entry.for.end_crit_edge ], [ %.lcssa1563, %for.end.loopexit ], !dbg !306
  %r1.0388.lcssa = phi float [ %16, %entry.for.end_crit_edge ], [ %.lcssa1562, %for.end.loopexit ], !dbg !306
  %r1.0389.lcssa = phi float [ %17, %entry.for.end_crit_edge ], [ %.lcssa1561, %for.end.loopexit ], !dbg !306
  %r1.0390.lcssa = phi float [ %18, %entry.for.end_crit_edge ], [ %.lcssa1560, %for.end.loopexit ], !dbg !306
  %r0.0395.lcssa = phi float [ %7, %entry.for.end_crit_edge ], [ %.lcssa1567, %for.end.loopexit ], !dbg !306
  %r0.0396.lcssa = phi float [ %8, %entry.for.end_crit_edge ], [ %.lcssa1566, %for.end.loopexit ], !dbg !306
  %r0.0397.lcssa = phi float [ %9, %entry.for.end_crit_edge ], [ %.lcssa1565, %for.end.loopexit ], !dbg !306
  %r0.0398.lcssa = phi float [ %10, %entry.for.end_crit_edge ], [ %.lcssa1564, %for.end.loopexit ], !dbg !306
  %r46.0403.lcssa = phi float [ %375, %entry.for.end_crit_edge ], [ %.lcssa1383, %for.end.loopexit ], !dbg !306
  %r46.0404.lcssa = phi float [ %376, %entry.for.end_crit_edge ], [ %.lcssa1382, %for.end.loopexit ], !dbg !306
  %r46.0405.lcssa = phi float [ %377, %entry.for.end_crit_edge ], [ %.lcssa1381, %for.end.loopexit ], !dbg !306
  %r46.0406.lcssa = phi float [ %378, %entry.for.end_crit_edge ], [ %.lcssa1380, %for.end.loopexit ], !dbg !306
  %r47.0411.lcssa = phi float [ %383, %entry.for.end_crit_edge ], [ %.lcssa1379, %for.end.loopexit ], !dbg !306
  %r47.0412.lcssa = phi float [ %384, %entry.for.end_crit_edge ], [ %.lcssa1378, %for.end.loopexit ], !dbg !306
  %r47.0413.lcssa = phi float [ %385, %entry.for.end_crit_edge ], [ %.lcssa1377, %for.end.loopexit ], !dbg !306
  %r47.0414.lcssa = phi float [ %386, %entry.for.end_crit_edge ], [ %.lcssa, %for.end.loopexit ], !dbg !306
  %add143419 = fadd float %r0.0395.lcssa, %r1.0387.lcssa, !dbg !462		; visa id: 1281
  %add143420 = fadd float %r0.0396.lcssa, %r1.0388.lcssa, !dbg !462		; visa id: 1283
  %add143421 = fadd float %r0.0397.lcssa, %r1.0389.lcssa, !dbg !462		; visa id: 1285
  %add143422 = fadd float %r0.0398.lcssa, %r1.0390.lcssa, !dbg !462		; visa id: 1287
  %add144423 = fadd float %add143419, %r2.0379.lcssa, !dbg !463		; visa id: 1289
  %add144424 = fadd float %add143420, %r2.0380.lcssa, !dbg !463		; visa id: 1291
  %add144425 = fadd float %add143421, %r2.0381.lcssa, !dbg !463		; visa id: 1293
  %add144426 = fadd float %add143422, %r2.0382.lcssa, !dbg !463		; visa id: 1295
  %add145427 = fadd float %add144423, %r3.0371.lcssa, !dbg !464		; visa id: 1297
  %add145428 = fadd float %add144424, %r3.0372.lcssa, !dbg !464		; visa id: 1299
  %add145429 = fadd float %add144425, %r3.0373.lcssa, !dbg !464		; visa id: 1301
  %add145430 = fadd float %add144426, %r3.0374.lcssa, !dbg !464		; visa id: 1303
  %add146431 = fadd float %add145427, %r4.0363.lcssa, !dbg !465		; visa id: 1305
  %add146432 = fadd float %add145428, %r4.0364.lcssa, !dbg !465		; visa id: 1307
  %add146433 = fadd float %add145429, %r4.0365.lcssa, !dbg !465		; visa id: 1309
  %add146434 = fadd float %add145430, %r4.0366.lcssa, !dbg !465		; visa id: 1311
  %add147435 = fadd float %add146431, %r5.0355.lcssa, !dbg !466		; visa id: 1313
  %add147436 = fadd float %add146432, %r5.0356.lcssa, !dbg !466		; visa id: 1315
  %add147437 = fadd float %add146433, %r5.0357.lcssa, !dbg !466		; visa id: 1317
  %add147438 = fadd float %add146434, %r5.0358.lcssa, !dbg !466		; visa id: 1319
  %add148439 = fadd float %add147435, %r6.0347.lcssa, !dbg !467		; visa id: 1321
  %add148440 = fadd float %add147436, %r6.0348.lcssa, !dbg !467		; visa id: 1323
  %add148441 = fadd float %add147437, %r6.0349.lcssa, !dbg !467		; visa id: 1325
  %add148442 = fadd float %add147438, %r6.0350.lcssa, !dbg !467		; visa id: 1327
  %add149443 = fadd float %add148439, %r7.0339.lcssa, !dbg !468		; visa id: 1329
  %add149444 = fadd float %add148440, %r7.0340.lcssa, !dbg !468		; visa id: 1331
  %add149445 = fadd float %add148441, %r7.0341.lcssa, !dbg !468		; visa id: 1333
  %add149446 = fadd float %add148442, %r7.0342.lcssa, !dbg !468		; visa id: 1335
  %add150447 = fadd float %add149443, %r8.0331.lcssa, !dbg !469		; visa id: 1337
  %add150448 = fadd float %add149444, %r8.0332.lcssa, !dbg !469		; visa id: 1339
  %add150449 = fadd float %add149445, %r8.0333.lcssa, !dbg !469		; visa id: 1341
  %add150450 = fadd float %add149446, %r8.0334.lcssa, !dbg !469		; visa id: 1343
  %add151451 = fadd float %add150447, %r9.0323.lcssa, !dbg !470		; visa id: 1345
  %add151452 = fadd float %add150448, %r9.0324.lcssa, !dbg !470		; visa id: 1347
  %add151453 = fadd float %add150449, %r9.0325.lcssa, !dbg !470		; visa id: 1349
  %add151454 = fadd float %add150450, %r9.0326.lcssa, !dbg !470		; visa id: 1351
  %add152455 = fadd float %add151451, %r10.0315.lcssa, !dbg !471		; visa id: 1353
  %add152456 = fadd float %add151452, %r10.0316.lcssa, !dbg !471		; visa id: 1355
  %add152457 = fadd float %add151453, %r10.0317.lcssa, !dbg !471		; visa id: 1357
  %add152458 = fadd float %add151454, %r10.0318.lcssa, !dbg !471		; visa id: 1359
  %add153459 = fadd float %add152455, %r11.0307.lcssa, !dbg !472		; visa id: 1361
  %add153460 = fadd float %add152456, %r11.0308.lcssa, !dbg !472		; visa id: 1363
  %add153461 = fadd float %add152457, %r11.0309.lcssa, !dbg !472		; visa id: 1365
  %add153462 = fadd float %add152458, %r11.0310.lcssa, !dbg !472		; visa id: 1367
  %add154463 = fadd float %add153459, %r12.0299.lcssa, !dbg !473		; visa id: 1369
  %add154464 = fadd float %add153460, %r12.0300.lcssa, !dbg !473		; visa id: 1371
  %add154465 = fadd float %add153461, %r12.0301.lcssa, !dbg !473		; visa id: 1373
  %add154466 = fadd float %add153462, %r12.0302.lcssa, !dbg !473		; visa id: 1375
  %add155467 = fadd float %add154463, %r13.0291.lcssa, !dbg !474		; visa id: 1377
  %add155468 = fadd float %add154464, %r13.0292.lcssa, !dbg !474		; visa id: 1379
  %add155469 = fadd float %add154465, %r13.0293.lcssa, !dbg !474		; visa id: 1381
  %add155470 = fadd float %add154466, %r13.0294.lcssa, !dbg !474		; visa id: 1383
  %add156471 = fadd float %add155467, %r14.0283.lcssa, !dbg !475		; visa id: 1385
  %add156472 = fadd float %add155468, %r14.0284.lcssa, !dbg !475		; visa id: 1387
  %add156473 = fadd float %add155469, %r14.0285.lcssa, !dbg !475		; visa id: 1389
  %add156474 = fadd float %add155470, %r14.0286.lcssa, !dbg !475		; visa id: 1391
  %add157475 = fadd float %add156471, %r15.0275.lcssa, !dbg !476		; visa id: 1393
  %add157476 = fadd float %add156472, %r15.0276.lcssa, !dbg !476		; visa id: 1395
  %add157477 = fadd float %add156473, %r15.0277.lcssa, !dbg !476		; visa id: 1397
  %add157478 = fadd float %add156474, %r15.0278.lcssa, !dbg !476		; visa id: 1399
  %add158479 = fadd float %add157475, %r16.0267.lcssa, !dbg !477		; visa id: 1401
  %add158480 = fadd float %add157476, %r16.0268.lcssa, !dbg !477		; visa id: 1403
  %add158481 = fadd float %add157477, %r16.0269.lcssa, !dbg !477		; visa id: 1405
  %add158482 = fadd float %add157478, %r16.0270.lcssa, !dbg !477		; visa id: 1407
  %add159483 = fadd float %add158479, %r17.0259.lcssa, !dbg !478		; visa id: 1409
  %add159484 = fadd float %add158480, %r17.0260.lcssa, !dbg !478		; visa id: 1411
  %add159485 = fadd float %add158481, %r17.0261.lcssa, !dbg !478		; visa id: 1413
  %add159486 = fadd float %add158482, %r17.0262.lcssa, !dbg !478		; visa id: 1415
  %add160487 = fadd float %add159483, %r18.0251.lcssa, !dbg !479		; visa id: 1417
  %add160488 = fadd float %add159484, %r18.0252.lcssa, !dbg !479		; visa id: 1419
  %add160489 = fadd float %add159485, %r18.0253.lcssa, !dbg !479		; visa id: 1421
  %add160490 = fadd float %add159486, %r18.0254.lcssa, !dbg !479		; visa id: 1423
  %add161491 = fadd float %add160487, %r19.0243.lcssa, !dbg !480		; visa id: 1425
  %add161492 = fadd float %add160488, %r19.0244.lcssa, !dbg !480		; visa id: 1427
  %add161493 = fadd float %add160489, %r19.0245.lcssa, !dbg !480		; visa id: 1429
  %add161494 = fadd float %add160490, %r19.0246.lcssa, !dbg !480		; visa id: 1431
  %add162495 = fadd float %add161491, %r20.0235.lcssa, !dbg !481		; visa id: 1433
  %add162496 = fadd float %add161492, %r20.0236.lcssa, !dbg !481		; visa id: 1435
  %add162497 = fadd float %add161493, %r20.0237.lcssa, !dbg !481		; visa id: 1437
  %add162498 = fadd float %add161494, %r20.0238.lcssa, !dbg !481		; visa id: 1439
  %add163499 = fadd float %add162495, %r21.0227.lcssa, !dbg !482		; visa id: 1441
  %add163500 = fadd float %add162496, %r21.0228.lcssa, !dbg !482		; visa id: 1443
  %add163501 = fadd float %add162497, %r21.0229.lcssa, !dbg !482		; visa id: 1445
  %add163502 = fadd float %add162498, %r21.0230.lcssa, !dbg !482		; visa id: 1447
  %add164503 = fadd float %add163499, %r22.0219.lcssa, !dbg !483		; visa id: 1449
  %add164504 = fadd float %add163500, %r22.0220.lcssa, !dbg !483		; visa id: 1451
  %add164505 = fadd float %add163501, %r22.0221.lcssa, !dbg !483		; visa id: 1453
  %add164506 = fadd float %add163502, %r22.0222.lcssa, !dbg !483		; visa id: 1455
  %add165507 = fadd float %add164503, %r23.0211.lcssa, !dbg !484		; visa id: 1457
  %add165508 = fadd float %add164504, %r23.0212.lcssa, !dbg !484		; visa id: 1459
  %add165509 = fadd float %add164505, %r23.0213.lcssa, !dbg !484		; visa id: 1461
  %add165510 = fadd float %add164506, %r23.0214.lcssa, !dbg !484		; visa id: 1463
  %add166511 = fadd float %add165507, %r24.0203.lcssa, !dbg !485		; visa id: 1465
  %add166512 = fadd float %add165508, %r24.0204.lcssa, !dbg !485		; visa id: 1467
  %add166513 = fadd float %add165509, %r24.0205.lcssa, !dbg !485		; visa id: 1469
  %add166514 = fadd float %add165510, %r24.0206.lcssa, !dbg !485		; visa id: 1471
  %add167515 = fadd float %add166511, %r25.0195.lcssa, !dbg !486		; visa id: 1473
  %add167516 = fadd float %add166512, %r25.0196.lcssa, !dbg !486		; visa id: 1475
  %add167517 = fadd float %add166513, %r25.0197.lcssa, !dbg !486		; visa id: 1477
  %add167518 = fadd float %add166514, %r25.0198.lcssa, !dbg !486		; visa id: 1479
  %add168519 = fadd float %add167515, %r26.0187.lcssa, !dbg !487		; visa id: 1481
  %add168520 = fadd float %add167516, %r26.0188.lcssa, !dbg !487		; visa id: 1483
  %add168521 = fadd float %add167517, %r26.0189.lcssa, !dbg !487		; visa id: 1485
  %add168522 = fadd float %add167518, %r26.0190.lcssa, !dbg !487		; visa id: 1487
  %add169523 = fadd float %add168519, %r27.0179.lcssa, !dbg !488		; visa id: 1489
  %add169524 = fadd float %add168520, %r27.0180.lcssa, !dbg !488		; visa id: 1491
  %add169525 = fadd float %add168521, %r27.0181.lcssa, !dbg !488		; visa id: 1493
  %add169526 = fadd float %add168522, %r27.0182.lcssa, !dbg !488		; visa id: 1495
  %add170527 = fadd float %add169523, %r28.0171.lcssa, !dbg !489		; visa id: 1497
  %add170528 = fadd float %add169524, %r28.0172.lcssa, !dbg !489		; visa id: 1499
  %add170529 = fadd float %add169525, %r28.0173.lcssa, !dbg !489		; visa id: 1501
  %add170530 = fadd float %add169526, %r28.0174.lcssa, !dbg !489		; visa id: 1503
  %add171531 = fadd float %add170527, %r29.0163.lcssa, !dbg !490		; visa id: 1505
  %add171532 = fadd float %add170528, %r29.0164.lcssa, !dbg !490		; visa id: 1507
  %add171533 = fadd float %add170529, %r29.0165.lcssa, !dbg !490		; visa id: 1509
  %add171534 = fadd float %add170530, %r29.0166.lcssa, !dbg !490		; visa id: 1511
  %add172535 = fadd float %add171531, %r30.0155.lcssa, !dbg !491		; visa id: 1513
  %add172536 = fadd float %add171532, %r30.0156.lcssa, !dbg !491		; visa id: 1515
  %add172537 = fadd float %add171533, %r30.0157.lcssa, !dbg !491		; visa id: 1517
  %add172538 = fadd float %add171534, %r30.0158.lcssa, !dbg !491		; visa id: 1519
  %add173539 = fadd float %add172535, %r31.0147.lcssa, !dbg !492		; visa id: 1521
  %add173540 = fadd float %add172536, %r31.0148.lcssa, !dbg !492		; visa id: 1523
  %add173541 = fadd float %add172537, %r31.0149.lcssa, !dbg !492		; visa id: 1525
  %add173542 = fadd float %add172538, %r31.0150.lcssa, !dbg !492		; visa id: 1527
  %add174543 = fadd float %add173539, %r32.0139.lcssa, !dbg !493		; visa id: 1529
  %add174544 = fadd float %add173540, %r32.0140.lcssa, !dbg !493		; visa id: 1531
  %add174545 = fadd float %add173541, %r32.0141.lcssa, !dbg !493		; visa id: 1533
  %add174546 = fadd float %add173542, %r32.0142.lcssa, !dbg !493		; visa id: 1535
  %add175547 = fadd float %add174543, %r33.0131.lcssa, !dbg !494		; visa id: 1537
  %add175548 = fadd float %add174544, %r33.0132.lcssa, !dbg !494		; visa id: 1539
  %add175549 = fadd float %add174545, %r33.0133.lcssa, !dbg !494		; visa id: 1541
  %add175550 = fadd float %add174546, %r33.0134.lcssa, !dbg !494		; visa id: 1543
  %add176551 = fadd float %add175547, %r34.0123.lcssa, !dbg !495		; visa id: 1545
  %add176552 = fadd float %add175548, %r34.0124.lcssa, !dbg !495		; visa id: 1547
  %add176553 = fadd float %add175549, %r34.0125.lcssa, !dbg !495		; visa id: 1549
  %add176554 = fadd float %add175550, %r34.0126.lcssa, !dbg !495		; visa id: 1551
  %add177555 = fadd float %add176551, %r35.0115.lcssa, !dbg !496		; visa id: 1553
  %add177556 = fadd float %add176552, %r35.0116.lcssa, !dbg !496		; visa id: 1555
  %add177557 = fadd float %add176553, %r35.0117.lcssa, !dbg !496		; visa id: 1557
  %add177558 = fadd float %add176554, %r35.0118.lcssa, !dbg !496		; visa id: 1559
  %add178559 = fadd float %add177555, %r36.0107.lcssa, !dbg !497		; visa id: 1561
  %add178560 = fadd float %add177556, %r36.0108.lcssa, !dbg !497		; visa id: 1563
  %add178561 = fadd float %add177557, %r36.0109.lcssa, !dbg !497		; visa id: 1565
  %add178562 = fadd float %add177558, %r36.0110.lcssa, !dbg !497		; visa id: 1567
  %add179563 = fadd float %add178559, %r37.099.lcssa, !dbg !498		; visa id: 1569
  %add179564 = fadd float %add178560, %r37.0100.lcssa, !dbg !498		; visa id: 1571
  %add179565 = fadd float %add178561, %r37.0101.lcssa, !dbg !498		; visa id: 1573
  %add179566 = fadd float %add178562, %r37.0102.lcssa, !dbg !498		; visa id: 1575
  %add180567 = fadd float %add179563, %r38.091.lcssa, !dbg !499		; visa id: 1577
  %add180568 = fadd float %add179564, %r38.092.lcssa, !dbg !499		; visa id: 1579
  %add180569 = fadd float %add179565, %r38.093.lcssa, !dbg !499		; visa id: 1581
  %add180570 = fadd float %add179566, %r38.094.lcssa, !dbg !499		; visa id: 1583
  %add181571 = fadd float %add180567, %r39.083.lcssa, !dbg !500		; visa id: 1585
  %add181572 = fadd float %add180568, %r39.084.lcssa, !dbg !500		; visa id: 1587
  %add181573 = fadd float %add180569, %r39.085.lcssa, !dbg !500		; visa id: 1589
  %add181574 = fadd float %add180570, %r39.086.lcssa, !dbg !500		; visa id: 1591
  %add182575 = fadd float %add181571, %r40.075.lcssa, !dbg !501		; visa id: 1593
  %add182576 = fadd float %add181572, %r40.076.lcssa, !dbg !501		; visa id: 1595
  %add182577 = fadd float %add181573, %r40.077.lcssa, !dbg !501		; visa id: 1597
  %add182578 = fadd float %add181574, %r40.078.lcssa, !dbg !501		; visa id: 1599
  %add183579 = fadd float %add182575, %r41.067.lcssa, !dbg !502		; visa id: 1601
  %add183580 = fadd float %add182576, %r41.068.lcssa, !dbg !502		; visa id: 1603
  %add183581 = fadd float %add182577, %r41.069.lcssa, !dbg !502		; visa id: 1605
  %add183582 = fadd float %add182578, %r41.070.lcssa, !dbg !502		; visa id: 1607
  %add184583 = fadd float %add183579, %r42.059.lcssa, !dbg !503		; visa id: 1609
  %add184584 = fadd float %add183580, %r42.060.lcssa, !dbg !503		; visa id: 1611
  %add184585 = fadd float %add183581, %r42.061.lcssa, !dbg !503		; visa id: 1613
  %add184586 = fadd float %add183582, %r42.062.lcssa, !dbg !503		; visa id: 1615
  %add185587 = fadd float %add184583, %r43.051.lcssa, !dbg !504		; visa id: 1617
  %add185588 = fadd float %add184584, %r43.052.lcssa, !dbg !504		; visa id: 1619
  %add185589 = fadd float %add184585, %r43.053.lcssa, !dbg !504		; visa id: 1621
  %add185590 = fadd float %add184586, %r43.054.lcssa, !dbg !504		; visa id: 1623
  %add186591 = fadd float %add185587, %r44.043.lcssa, !dbg !505		; visa id: 1625
  %add186592 = fadd float %add185588, %r44.044.lcssa, !dbg !505		; visa id: 1627
  %add186593 = fadd float %add185589, %r44.045.lcssa, !dbg !505		; visa id: 1629
  %add186594 = fadd float %add185590, %r44.046.lcssa, !dbg !505		; visa id: 1631
  %add187595 = fadd float %add186591, %r45.035.lcssa, !dbg !506		; visa id: 1633
  %add187596 = fadd float %add186592, %r45.036.lcssa, !dbg !506		; visa id: 1635
  %add187597 = fadd float %add186593, %r45.037.lcssa, !dbg !506		; visa id: 1637
  %add187598 = fadd float %add186594, %r45.038.lcssa, !dbg !506		; visa id: 1639
  %add188599 = fadd float %add187595, %r46.0403.lcssa, !dbg !507		; visa id: 1641
  %add188600 = fadd float %add187596, %r46.0404.lcssa, !dbg !507		; visa id: 1643
  %add188601 = fadd float %add187597, %r46.0405.lcssa, !dbg !507		; visa id: 1645
  %add188602 = fadd float %add187598, %r46.0406.lcssa, !dbg !507		; visa id: 1647
  %add189603 = fadd float %add188599, %r47.0411.lcssa, !dbg !508		; visa id: 1649
  %add189604 = fadd float %add188600, %r47.0412.lcssa, !dbg !508		; visa id: 1651
  %add189605 = fadd float %add188601, %r47.0413.lcssa, !dbg !508		; visa id: 1653
  %add189606 = fadd float %add188602, %r47.0414.lcssa, !dbg !508		; visa id: 1655
  %assembled.vect = insertelement <4 x float> undef, float %add189603, i32 0, !dbg !508		; visa id: 1657
  %assembled.vect607 = insertelement <4 x float> %assembled.vect, float %add189604, i32 1, !dbg !508		; visa id: 1659
  %assembled.vect608 = insertelement <4 x float> %assembled.vect607, float %add189605, i32 2, !dbg !508		; visa id: 1661
  %assembled.vect609 = insertelement <4 x float> %assembled.vect608, float %add189606, i32 3, !dbg !508		; visa id: 1663
  store <4 x float> %assembled.vect609, <4 x float> addrspace(131072)* %5, align 16, !dbg !509		; visa id: 1665
  ret void, !dbg !510		; visa id: 1670
}
