; ------------------------------------------------
; OCL_asm2d24e48b54e10e8e_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32-p131072:32:32:32"
target triple = "spir64-unknown-unknown"

@__MadEnable = local_unnamed_addr addrspace(2) constant i32 0, align 4

; Function Attrs: convergent nounwind
define spir_kernel void @pressure(<4 x float> addrspace(1)* %io, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset) #0 !dbg !292 {
entry:
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !304
  %0 = extractelement <8 x i32> %payloadHeader, i32 0
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %2 = extractelement <8 x i32> %r0, i32 1
  call void @llvm.dbg.value(metadata <4 x float> addrspace(1)* %io, metadata !305, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata i32 %n, metadata !307, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %mul.i.i.i = mul i32 %1, %2, !dbg !308
  %localIdX2 = zext i16 %localIdX to i32, !dbg !308
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX2, !dbg !308
  %add4.i.i.i = add i32 %add.i.i.i, %0, !dbg !308
  call void @llvm.dbg.value(metadata i32 %add4.i.i.i, metadata !309, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %3 = shl i32 %add4.i.i.i, 4, !dbg !310
  %4 = add i32 %3, %bufferOffset, !dbg !310
  %5 = inttoptr i32 %4 to <4 x float> addrspace(131072)*, !dbg !310
  %6 = load <4 x float>, <4 x float> addrspace(131072)* %5, align 16, !dbg !310
  %7 = extractelement <4 x float> %6, i32 0, !dbg !310
  %8 = extractelement <4 x float> %6, i32 1, !dbg !310
  %9 = extractelement <4 x float> %6, i32 2, !dbg !310
  %10 = extractelement <4 x float> %6, i32 3, !dbg !310
  call void @llvm.dbg.value(metadata <4 x float> %6, metadata !311, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %11 = add i32 %3, 16, !dbg !312
  %12 = add i32 %11, %bufferOffset, !dbg !312
  %13 = inttoptr i32 %12 to <4 x float> addrspace(131072)*, !dbg !312
  %14 = load <4 x float>, <4 x float> addrspace(131072)* %13, align 16, !dbg !312
  %15 = extractelement <4 x float> %14, i32 0, !dbg !312
  %16 = extractelement <4 x float> %14, i32 1, !dbg !312
  %17 = extractelement <4 x float> %14, i32 2, !dbg !312
  %18 = extractelement <4 x float> %14, i32 3, !dbg !312
  call void @llvm.dbg.value(metadata <4 x float> %14, metadata !313, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %19 = add i32 %3, 32, !dbg !314
  %20 = add i32 %19, %bufferOffset, !dbg !314
  %21 = inttoptr i32 %20 to <4 x float> addrspace(131072)*, !dbg !314
  %22 = load <4 x float>, <4 x float> addrspace(131072)* %21, align 16, !dbg !314
  %23 = extractelement <4 x float> %22, i32 0, !dbg !314
  %24 = extractelement <4 x float> %22, i32 1, !dbg !314
  %25 = extractelement <4 x float> %22, i32 2, !dbg !314
  %26 = extractelement <4 x float> %22, i32 3, !dbg !314
  call void @llvm.dbg.value(metadata <4 x float> %22, metadata !315, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %27 = add i32 %3, 48, !dbg !316
  %28 = add i32 %27, %bufferOffset, !dbg !316
  %29 = inttoptr i32 %28 to <4 x float> addrspace(131072)*, !dbg !316
  %30 = load <4 x float>, <4 x float> addrspace(131072)* %29, align 16, !dbg !316
  %31 = extractelement <4 x float> %30, i32 0, !dbg !316
  %32 = extractelement <4 x float> %30, i32 1, !dbg !316
  %33 = extractelement <4 x float> %30, i32 2, !dbg !316
  %34 = extractelement <4 x float> %30, i32 3, !dbg !316
  call void @llvm.dbg.value(metadata <4 x float> %30, metadata !317, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %35 = add i32 %3, 64, !dbg !318
  %36 = add i32 %35, %bufferOffset, !dbg !318
  %37 = inttoptr i32 %36 to <4 x float> addrspace(131072)*, !dbg !318
  %38 = load <4 x float>, <4 x float> addrspace(131072)* %37, align 16, !dbg !318
  %39 = extractelement <4 x float> %38, i32 0, !dbg !318
  %40 = extractelement <4 x float> %38, i32 1, !dbg !318
  %41 = extractelement <4 x float> %38, i32 2, !dbg !318
  %42 = extractelement <4 x float> %38, i32 3, !dbg !318
  call void @llvm.dbg.value(metadata <4 x float> %38, metadata !319, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %43 = add i32 %3, 80, !dbg !320
  %44 = add i32 %43, %bufferOffset, !dbg !320
  %45 = inttoptr i32 %44 to <4 x float> addrspace(131072)*, !dbg !320
  %46 = load <4 x float>, <4 x float> addrspace(131072)* %45, align 16, !dbg !320
  %47 = extractelement <4 x float> %46, i32 0, !dbg !320
  %48 = extractelement <4 x float> %46, i32 1, !dbg !320
  %49 = extractelement <4 x float> %46, i32 2, !dbg !320
  %50 = extractelement <4 x float> %46, i32 3, !dbg !320
  call void @llvm.dbg.value(metadata <4 x float> %46, metadata !321, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %51 = add i32 %3, 96, !dbg !322
  %52 = add i32 %51, %bufferOffset, !dbg !322
  %53 = inttoptr i32 %52 to <4 x float> addrspace(131072)*, !dbg !322
  %54 = load <4 x float>, <4 x float> addrspace(131072)* %53, align 16, !dbg !322
  %55 = extractelement <4 x float> %54, i32 0, !dbg !322
  %56 = extractelement <4 x float> %54, i32 1, !dbg !322
  %57 = extractelement <4 x float> %54, i32 2, !dbg !322
  %58 = extractelement <4 x float> %54, i32 3, !dbg !322
  call void @llvm.dbg.value(metadata <4 x float> %54, metadata !323, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %59 = add i32 %3, 112, !dbg !324
  %60 = add i32 %59, %bufferOffset, !dbg !324
  %61 = inttoptr i32 %60 to <4 x float> addrspace(131072)*, !dbg !324
  %62 = load <4 x float>, <4 x float> addrspace(131072)* %61, align 16, !dbg !324
  %63 = extractelement <4 x float> %62, i32 0, !dbg !324
  %64 = extractelement <4 x float> %62, i32 1, !dbg !324
  %65 = extractelement <4 x float> %62, i32 2, !dbg !324
  %66 = extractelement <4 x float> %62, i32 3, !dbg !324
  call void @llvm.dbg.value(metadata <4 x float> %62, metadata !325, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %67 = add i32 %3, 128, !dbg !326
  %68 = add i32 %67, %bufferOffset, !dbg !326
  %69 = inttoptr i32 %68 to <4 x float> addrspace(131072)*, !dbg !326
  %70 = load <4 x float>, <4 x float> addrspace(131072)* %69, align 16, !dbg !326
  %71 = extractelement <4 x float> %70, i32 0, !dbg !326
  %72 = extractelement <4 x float> %70, i32 1, !dbg !326
  %73 = extractelement <4 x float> %70, i32 2, !dbg !326
  %74 = extractelement <4 x float> %70, i32 3, !dbg !326
  call void @llvm.dbg.value(metadata <4 x float> %70, metadata !327, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %75 = add i32 %3, 144, !dbg !328
  %76 = add i32 %75, %bufferOffset, !dbg !328
  %77 = inttoptr i32 %76 to <4 x float> addrspace(131072)*, !dbg !328
  %78 = load <4 x float>, <4 x float> addrspace(131072)* %77, align 16, !dbg !328
  %79 = extractelement <4 x float> %78, i32 0, !dbg !328
  %80 = extractelement <4 x float> %78, i32 1, !dbg !328
  %81 = extractelement <4 x float> %78, i32 2, !dbg !328
  %82 = extractelement <4 x float> %78, i32 3, !dbg !328
  call void @llvm.dbg.value(metadata <4 x float> %78, metadata !329, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %83 = add i32 %3, 160, !dbg !330
  %84 = add i32 %83, %bufferOffset, !dbg !330
  %85 = inttoptr i32 %84 to <4 x float> addrspace(131072)*, !dbg !330
  %86 = load <4 x float>, <4 x float> addrspace(131072)* %85, align 16, !dbg !330
  %87 = extractelement <4 x float> %86, i32 0, !dbg !330
  %88 = extractelement <4 x float> %86, i32 1, !dbg !330
  %89 = extractelement <4 x float> %86, i32 2, !dbg !330
  %90 = extractelement <4 x float> %86, i32 3, !dbg !330
  call void @llvm.dbg.value(metadata <4 x float> %86, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %91 = add i32 %3, 176, !dbg !332
  %92 = add i32 %91, %bufferOffset, !dbg !332
  %93 = inttoptr i32 %92 to <4 x float> addrspace(131072)*, !dbg !332
  %94 = load <4 x float>, <4 x float> addrspace(131072)* %93, align 16, !dbg !332
  %95 = extractelement <4 x float> %94, i32 0, !dbg !332
  %96 = extractelement <4 x float> %94, i32 1, !dbg !332
  %97 = extractelement <4 x float> %94, i32 2, !dbg !332
  %98 = extractelement <4 x float> %94, i32 3, !dbg !332
  call void @llvm.dbg.value(metadata <4 x float> %94, metadata !333, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %99 = add i32 %3, 192, !dbg !334
  %100 = add i32 %99, %bufferOffset, !dbg !334
  %101 = inttoptr i32 %100 to <4 x float> addrspace(131072)*, !dbg !334
  %102 = load <4 x float>, <4 x float> addrspace(131072)* %101, align 16, !dbg !334
  %103 = extractelement <4 x float> %102, i32 0, !dbg !334
  %104 = extractelement <4 x float> %102, i32 1, !dbg !334
  %105 = extractelement <4 x float> %102, i32 2, !dbg !334
  %106 = extractelement <4 x float> %102, i32 3, !dbg !334
  call void @llvm.dbg.value(metadata <4 x float> %102, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %107 = add i32 %3, 208, !dbg !336
  %108 = add i32 %107, %bufferOffset, !dbg !336
  %109 = inttoptr i32 %108 to <4 x float> addrspace(131072)*, !dbg !336
  %110 = load <4 x float>, <4 x float> addrspace(131072)* %109, align 16, !dbg !336
  %111 = extractelement <4 x float> %110, i32 0, !dbg !336
  %112 = extractelement <4 x float> %110, i32 1, !dbg !336
  %113 = extractelement <4 x float> %110, i32 2, !dbg !336
  %114 = extractelement <4 x float> %110, i32 3, !dbg !336
  call void @llvm.dbg.value(metadata <4 x float> %110, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %115 = add i32 %3, 224, !dbg !338
  %116 = add i32 %115, %bufferOffset, !dbg !338
  %117 = inttoptr i32 %116 to <4 x float> addrspace(131072)*, !dbg !338
  %118 = load <4 x float>, <4 x float> addrspace(131072)* %117, align 16, !dbg !338
  %119 = extractelement <4 x float> %118, i32 0, !dbg !338
  %120 = extractelement <4 x float> %118, i32 1, !dbg !338
  %121 = extractelement <4 x float> %118, i32 2, !dbg !338
  %122 = extractelement <4 x float> %118, i32 3, !dbg !338
  call void @llvm.dbg.value(metadata <4 x float> %118, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %123 = add i32 %3, 240, !dbg !340
  %124 = add i32 %123, %bufferOffset, !dbg !340
  %125 = inttoptr i32 %124 to <4 x float> addrspace(131072)*, !dbg !340
  %126 = load <4 x float>, <4 x float> addrspace(131072)* %125, align 16, !dbg !340
  %127 = extractelement <4 x float> %126, i32 0, !dbg !340
  %128 = extractelement <4 x float> %126, i32 1, !dbg !340
  %129 = extractelement <4 x float> %126, i32 2, !dbg !340
  %130 = extractelement <4 x float> %126, i32 3, !dbg !340
  call void @llvm.dbg.value(metadata <4 x float> %126, metadata !341, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %131 = add i32 %3, 256, !dbg !342
  %132 = add i32 %131, %bufferOffset, !dbg !342
  %133 = inttoptr i32 %132 to <4 x float> addrspace(131072)*, !dbg !342
  %134 = load <4 x float>, <4 x float> addrspace(131072)* %133, align 16, !dbg !342
  %135 = extractelement <4 x float> %134, i32 0, !dbg !342
  %136 = extractelement <4 x float> %134, i32 1, !dbg !342
  %137 = extractelement <4 x float> %134, i32 2, !dbg !342
  %138 = extractelement <4 x float> %134, i32 3, !dbg !342
  call void @llvm.dbg.value(metadata <4 x float> %134, metadata !343, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %139 = add i32 %3, 272, !dbg !344
  %140 = add i32 %139, %bufferOffset, !dbg !344
  %141 = inttoptr i32 %140 to <4 x float> addrspace(131072)*, !dbg !344
  %142 = load <4 x float>, <4 x float> addrspace(131072)* %141, align 16, !dbg !344
  %143 = extractelement <4 x float> %142, i32 0, !dbg !344
  %144 = extractelement <4 x float> %142, i32 1, !dbg !344
  %145 = extractelement <4 x float> %142, i32 2, !dbg !344
  %146 = extractelement <4 x float> %142, i32 3, !dbg !344
  call void @llvm.dbg.value(metadata <4 x float> %142, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %147 = add i32 %3, 288, !dbg !346
  %148 = add i32 %147, %bufferOffset, !dbg !346
  %149 = inttoptr i32 %148 to <4 x float> addrspace(131072)*, !dbg !346
  %150 = load <4 x float>, <4 x float> addrspace(131072)* %149, align 16, !dbg !346
  %151 = extractelement <4 x float> %150, i32 0, !dbg !346
  %152 = extractelement <4 x float> %150, i32 1, !dbg !346
  %153 = extractelement <4 x float> %150, i32 2, !dbg !346
  %154 = extractelement <4 x float> %150, i32 3, !dbg !346
  call void @llvm.dbg.value(metadata <4 x float> %150, metadata !347, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %155 = add i32 %3, 304, !dbg !348
  %156 = add i32 %155, %bufferOffset, !dbg !348
  %157 = inttoptr i32 %156 to <4 x float> addrspace(131072)*, !dbg !348
  %158 = load <4 x float>, <4 x float> addrspace(131072)* %157, align 16, !dbg !348
  %159 = extractelement <4 x float> %158, i32 0, !dbg !348
  %160 = extractelement <4 x float> %158, i32 1, !dbg !348
  %161 = extractelement <4 x float> %158, i32 2, !dbg !348
  %162 = extractelement <4 x float> %158, i32 3, !dbg !348
  call void @llvm.dbg.value(metadata <4 x float> %158, metadata !349, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %163 = add i32 %3, 320, !dbg !350
  %164 = add i32 %163, %bufferOffset, !dbg !350
  %165 = inttoptr i32 %164 to <4 x float> addrspace(131072)*, !dbg !350
  %166 = load <4 x float>, <4 x float> addrspace(131072)* %165, align 16, !dbg !350
  %167 = extractelement <4 x float> %166, i32 0, !dbg !350
  %168 = extractelement <4 x float> %166, i32 1, !dbg !350
  %169 = extractelement <4 x float> %166, i32 2, !dbg !350
  %170 = extractelement <4 x float> %166, i32 3, !dbg !350
  call void @llvm.dbg.value(metadata <4 x float> %166, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %171 = add i32 %3, 336, !dbg !352
  %172 = add i32 %171, %bufferOffset, !dbg !352
  %173 = inttoptr i32 %172 to <4 x float> addrspace(131072)*, !dbg !352
  %174 = load <4 x float>, <4 x float> addrspace(131072)* %173, align 16, !dbg !352
  %175 = extractelement <4 x float> %174, i32 0, !dbg !352
  %176 = extractelement <4 x float> %174, i32 1, !dbg !352
  %177 = extractelement <4 x float> %174, i32 2, !dbg !352
  %178 = extractelement <4 x float> %174, i32 3, !dbg !352
  call void @llvm.dbg.value(metadata <4 x float> %174, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %179 = add i32 %3, 352, !dbg !354
  %180 = add i32 %179, %bufferOffset, !dbg !354
  %181 = inttoptr i32 %180 to <4 x float> addrspace(131072)*, !dbg !354
  %182 = load <4 x float>, <4 x float> addrspace(131072)* %181, align 16, !dbg !354
  %183 = extractelement <4 x float> %182, i32 0, !dbg !354
  %184 = extractelement <4 x float> %182, i32 1, !dbg !354
  %185 = extractelement <4 x float> %182, i32 2, !dbg !354
  %186 = extractelement <4 x float> %182, i32 3, !dbg !354
  call void @llvm.dbg.value(metadata <4 x float> %182, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %187 = add i32 %3, 368, !dbg !356
  %188 = add i32 %187, %bufferOffset, !dbg !356
  %189 = inttoptr i32 %188 to <4 x float> addrspace(131072)*, !dbg !356
  %190 = load <4 x float>, <4 x float> addrspace(131072)* %189, align 16, !dbg !356
  %191 = extractelement <4 x float> %190, i32 0, !dbg !356
  %192 = extractelement <4 x float> %190, i32 1, !dbg !356
  %193 = extractelement <4 x float> %190, i32 2, !dbg !356
  %194 = extractelement <4 x float> %190, i32 3, !dbg !356
  call void @llvm.dbg.value(metadata <4 x float> %190, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %195 = add i32 %3, 384, !dbg !358
  %196 = add i32 %195, %bufferOffset, !dbg !358
  %197 = inttoptr i32 %196 to <4 x float> addrspace(131072)*, !dbg !358
  %198 = load <4 x float>, <4 x float> addrspace(131072)* %197, align 16, !dbg !358
  %199 = extractelement <4 x float> %198, i32 0, !dbg !358
  %200 = extractelement <4 x float> %198, i32 1, !dbg !358
  %201 = extractelement <4 x float> %198, i32 2, !dbg !358
  %202 = extractelement <4 x float> %198, i32 3, !dbg !358
  call void @llvm.dbg.value(metadata <4 x float> %198, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %203 = add i32 %3, 400, !dbg !360
  %204 = add i32 %203, %bufferOffset, !dbg !360
  %205 = inttoptr i32 %204 to <4 x float> addrspace(131072)*, !dbg !360
  %206 = load <4 x float>, <4 x float> addrspace(131072)* %205, align 16, !dbg !360
  %207 = extractelement <4 x float> %206, i32 0, !dbg !360
  %208 = extractelement <4 x float> %206, i32 1, !dbg !360
  %209 = extractelement <4 x float> %206, i32 2, !dbg !360
  %210 = extractelement <4 x float> %206, i32 3, !dbg !360
  call void @llvm.dbg.value(metadata <4 x float> %206, metadata !361, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %211 = add i32 %3, 416, !dbg !362
  %212 = add i32 %211, %bufferOffset, !dbg !362
  %213 = inttoptr i32 %212 to <4 x float> addrspace(131072)*, !dbg !362
  %214 = load <4 x float>, <4 x float> addrspace(131072)* %213, align 16, !dbg !362
  %215 = extractelement <4 x float> %214, i32 0, !dbg !362
  %216 = extractelement <4 x float> %214, i32 1, !dbg !362
  %217 = extractelement <4 x float> %214, i32 2, !dbg !362
  %218 = extractelement <4 x float> %214, i32 3, !dbg !362
  call void @llvm.dbg.value(metadata <4 x float> %214, metadata !363, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %219 = add i32 %3, 432, !dbg !364
  %220 = add i32 %219, %bufferOffset, !dbg !364
  %221 = inttoptr i32 %220 to <4 x float> addrspace(131072)*, !dbg !364
  %222 = load <4 x float>, <4 x float> addrspace(131072)* %221, align 16, !dbg !364
  %223 = extractelement <4 x float> %222, i32 0, !dbg !364
  %224 = extractelement <4 x float> %222, i32 1, !dbg !364
  %225 = extractelement <4 x float> %222, i32 2, !dbg !364
  %226 = extractelement <4 x float> %222, i32 3, !dbg !364
  call void @llvm.dbg.value(metadata <4 x float> %222, metadata !365, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %227 = add i32 %3, 448, !dbg !366
  %228 = add i32 %227, %bufferOffset, !dbg !366
  %229 = inttoptr i32 %228 to <4 x float> addrspace(131072)*, !dbg !366
  %230 = load <4 x float>, <4 x float> addrspace(131072)* %229, align 16, !dbg !366
  %231 = extractelement <4 x float> %230, i32 0, !dbg !366
  %232 = extractelement <4 x float> %230, i32 1, !dbg !366
  %233 = extractelement <4 x float> %230, i32 2, !dbg !366
  %234 = extractelement <4 x float> %230, i32 3, !dbg !366
  call void @llvm.dbg.value(metadata <4 x float> %230, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %235 = add i32 %3, 464, !dbg !368
  %236 = add i32 %235, %bufferOffset, !dbg !368
  %237 = inttoptr i32 %236 to <4 x float> addrspace(131072)*, !dbg !368
  %238 = load <4 x float>, <4 x float> addrspace(131072)* %237, align 16, !dbg !368
  %239 = extractelement <4 x float> %238, i32 0, !dbg !368
  %240 = extractelement <4 x float> %238, i32 1, !dbg !368
  %241 = extractelement <4 x float> %238, i32 2, !dbg !368
  %242 = extractelement <4 x float> %238, i32 3, !dbg !368
  call void @llvm.dbg.value(metadata <4 x float> %238, metadata !369, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %243 = add i32 %3, 480, !dbg !370
  %244 = add i32 %243, %bufferOffset, !dbg !370
  %245 = inttoptr i32 %244 to <4 x float> addrspace(131072)*, !dbg !370
  %246 = load <4 x float>, <4 x float> addrspace(131072)* %245, align 16, !dbg !370
  %247 = extractelement <4 x float> %246, i32 0, !dbg !370
  %248 = extractelement <4 x float> %246, i32 1, !dbg !370
  %249 = extractelement <4 x float> %246, i32 2, !dbg !370
  %250 = extractelement <4 x float> %246, i32 3, !dbg !370
  call void @llvm.dbg.value(metadata <4 x float> %246, metadata !371, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %251 = add i32 %3, 496, !dbg !372
  %252 = add i32 %251, %bufferOffset, !dbg !372
  %253 = inttoptr i32 %252 to <4 x float> addrspace(131072)*, !dbg !372
  %254 = load <4 x float>, <4 x float> addrspace(131072)* %253, align 16, !dbg !372
  %255 = extractelement <4 x float> %254, i32 0, !dbg !372
  %256 = extractelement <4 x float> %254, i32 1, !dbg !372
  %257 = extractelement <4 x float> %254, i32 2, !dbg !372
  %258 = extractelement <4 x float> %254, i32 3, !dbg !372
  call void @llvm.dbg.value(metadata <4 x float> %254, metadata !373, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %259 = add i32 %3, 512, !dbg !374
  %260 = add i32 %259, %bufferOffset, !dbg !374
  %261 = inttoptr i32 %260 to <4 x float> addrspace(131072)*, !dbg !374
  %262 = load <4 x float>, <4 x float> addrspace(131072)* %261, align 16, !dbg !374
  %263 = extractelement <4 x float> %262, i32 0, !dbg !374
  %264 = extractelement <4 x float> %262, i32 1, !dbg !374
  %265 = extractelement <4 x float> %262, i32 2, !dbg !374
  %266 = extractelement <4 x float> %262, i32 3, !dbg !374
  call void @llvm.dbg.value(metadata <4 x float> %262, metadata !375, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %267 = add i32 %3, 528, !dbg !376
  %268 = add i32 %267, %bufferOffset, !dbg !376
  %269 = inttoptr i32 %268 to <4 x float> addrspace(131072)*, !dbg !376
  %270 = load <4 x float>, <4 x float> addrspace(131072)* %269, align 16, !dbg !376
  %271 = extractelement <4 x float> %270, i32 0, !dbg !376
  %272 = extractelement <4 x float> %270, i32 1, !dbg !376
  %273 = extractelement <4 x float> %270, i32 2, !dbg !376
  %274 = extractelement <4 x float> %270, i32 3, !dbg !376
  call void @llvm.dbg.value(metadata <4 x float> %270, metadata !377, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %275 = add i32 %3, 544, !dbg !378
  %276 = add i32 %275, %bufferOffset, !dbg !378
  %277 = inttoptr i32 %276 to <4 x float> addrspace(131072)*, !dbg !378
  %278 = load <4 x float>, <4 x float> addrspace(131072)* %277, align 16, !dbg !378
  %279 = extractelement <4 x float> %278, i32 0, !dbg !378
  %280 = extractelement <4 x float> %278, i32 1, !dbg !378
  %281 = extractelement <4 x float> %278, i32 2, !dbg !378
  %282 = extractelement <4 x float> %278, i32 3, !dbg !378
  call void @llvm.dbg.value(metadata <4 x float> %278, metadata !379, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %283 = add i32 %3, 560, !dbg !380
  %284 = add i32 %283, %bufferOffset, !dbg !380
  %285 = inttoptr i32 %284 to <4 x float> addrspace(131072)*, !dbg !380
  %286 = load <4 x float>, <4 x float> addrspace(131072)* %285, align 16, !dbg !380
  %287 = extractelement <4 x float> %286, i32 0, !dbg !380
  %288 = extractelement <4 x float> %286, i32 1, !dbg !380
  %289 = extractelement <4 x float> %286, i32 2, !dbg !380
  %290 = extractelement <4 x float> %286, i32 3, !dbg !380
  call void @llvm.dbg.value(metadata <4 x float> %286, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %291 = add i32 %3, 576, !dbg !382
  %292 = add i32 %291, %bufferOffset, !dbg !382
  %293 = inttoptr i32 %292 to <4 x float> addrspace(131072)*, !dbg !382
  %294 = load <4 x float>, <4 x float> addrspace(131072)* %293, align 16, !dbg !382
  %295 = extractelement <4 x float> %294, i32 0, !dbg !382
  %296 = extractelement <4 x float> %294, i32 1, !dbg !382
  %297 = extractelement <4 x float> %294, i32 2, !dbg !382
  %298 = extractelement <4 x float> %294, i32 3, !dbg !382
  call void @llvm.dbg.value(metadata <4 x float> %294, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %299 = add i32 %3, 592, !dbg !384
  %300 = add i32 %299, %bufferOffset, !dbg !384
  %301 = inttoptr i32 %300 to <4 x float> addrspace(131072)*, !dbg !384
  %302 = load <4 x float>, <4 x float> addrspace(131072)* %301, align 16, !dbg !384
  %303 = extractelement <4 x float> %302, i32 0, !dbg !384
  %304 = extractelement <4 x float> %302, i32 1, !dbg !384
  %305 = extractelement <4 x float> %302, i32 2, !dbg !384
  %306 = extractelement <4 x float> %302, i32 3, !dbg !384
  call void @llvm.dbg.value(metadata <4 x float> %302, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %307 = add i32 %3, 608, !dbg !386
  %308 = add i32 %307, %bufferOffset, !dbg !386
  %309 = inttoptr i32 %308 to <4 x float> addrspace(131072)*, !dbg !386
  %310 = load <4 x float>, <4 x float> addrspace(131072)* %309, align 16, !dbg !386
  %311 = extractelement <4 x float> %310, i32 0, !dbg !386
  %312 = extractelement <4 x float> %310, i32 1, !dbg !386
  %313 = extractelement <4 x float> %310, i32 2, !dbg !386
  %314 = extractelement <4 x float> %310, i32 3, !dbg !386
  call void @llvm.dbg.value(metadata <4 x float> %310, metadata !387, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %315 = add i32 %3, 624, !dbg !388
  %316 = add i32 %315, %bufferOffset, !dbg !388
  %317 = inttoptr i32 %316 to <4 x float> addrspace(131072)*, !dbg !388
  %318 = load <4 x float>, <4 x float> addrspace(131072)* %317, align 16, !dbg !388
  %319 = extractelement <4 x float> %318, i32 0, !dbg !388
  %320 = extractelement <4 x float> %318, i32 1, !dbg !388
  %321 = extractelement <4 x float> %318, i32 2, !dbg !388
  %322 = extractelement <4 x float> %318, i32 3, !dbg !388
  call void @llvm.dbg.value(metadata <4 x float> %318, metadata !389, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %323 = add i32 %3, 640, !dbg !390
  %324 = add i32 %323, %bufferOffset, !dbg !390
  %325 = inttoptr i32 %324 to <4 x float> addrspace(131072)*, !dbg !390
  %326 = load <4 x float>, <4 x float> addrspace(131072)* %325, align 16, !dbg !390
  %327 = extractelement <4 x float> %326, i32 0, !dbg !390
  %328 = extractelement <4 x float> %326, i32 1, !dbg !390
  %329 = extractelement <4 x float> %326, i32 2, !dbg !390
  %330 = extractelement <4 x float> %326, i32 3, !dbg !390
  call void @llvm.dbg.value(metadata <4 x float> %326, metadata !391, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %331 = add i32 %3, 656, !dbg !392
  %332 = add i32 %331, %bufferOffset, !dbg !392
  %333 = inttoptr i32 %332 to <4 x float> addrspace(131072)*, !dbg !392
  %334 = load <4 x float>, <4 x float> addrspace(131072)* %333, align 16, !dbg !392
  %335 = extractelement <4 x float> %334, i32 0, !dbg !392
  %336 = extractelement <4 x float> %334, i32 1, !dbg !392
  %337 = extractelement <4 x float> %334, i32 2, !dbg !392
  %338 = extractelement <4 x float> %334, i32 3, !dbg !392
  call void @llvm.dbg.value(metadata <4 x float> %334, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %339 = add i32 %3, 672, !dbg !394
  %340 = add i32 %339, %bufferOffset, !dbg !394
  %341 = inttoptr i32 %340 to <4 x float> addrspace(131072)*, !dbg !394
  %342 = load <4 x float>, <4 x float> addrspace(131072)* %341, align 16, !dbg !394
  %343 = extractelement <4 x float> %342, i32 0, !dbg !394
  %344 = extractelement <4 x float> %342, i32 1, !dbg !394
  %345 = extractelement <4 x float> %342, i32 2, !dbg !394
  %346 = extractelement <4 x float> %342, i32 3, !dbg !394
  call void @llvm.dbg.value(metadata <4 x float> %342, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %347 = add i32 %3, 688, !dbg !396
  %348 = add i32 %347, %bufferOffset, !dbg !396
  %349 = inttoptr i32 %348 to <4 x float> addrspace(131072)*, !dbg !396
  %350 = load <4 x float>, <4 x float> addrspace(131072)* %349, align 16, !dbg !396
  %351 = extractelement <4 x float> %350, i32 0, !dbg !396
  %352 = extractelement <4 x float> %350, i32 1, !dbg !396
  %353 = extractelement <4 x float> %350, i32 2, !dbg !396
  %354 = extractelement <4 x float> %350, i32 3, !dbg !396
  call void @llvm.dbg.value(metadata <4 x float> %350, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %355 = add i32 %3, 704, !dbg !398
  %356 = add i32 %355, %bufferOffset, !dbg !398
  %357 = inttoptr i32 %356 to <4 x float> addrspace(131072)*, !dbg !398
  %358 = load <4 x float>, <4 x float> addrspace(131072)* %357, align 16, !dbg !398
  %359 = extractelement <4 x float> %358, i32 0, !dbg !398
  %360 = extractelement <4 x float> %358, i32 1, !dbg !398
  %361 = extractelement <4 x float> %358, i32 2, !dbg !398
  %362 = extractelement <4 x float> %358, i32 3, !dbg !398
  call void @llvm.dbg.value(metadata <4 x float> %358, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %363 = add i32 %3, 720, !dbg !400
  %364 = add i32 %363, %bufferOffset, !dbg !400
  %365 = inttoptr i32 %364 to <4 x float> addrspace(131072)*, !dbg !400
  %366 = load <4 x float>, <4 x float> addrspace(131072)* %365, align 16, !dbg !400
  %367 = extractelement <4 x float> %366, i32 0, !dbg !400
  %368 = extractelement <4 x float> %366, i32 1, !dbg !400
  %369 = extractelement <4 x float> %366, i32 2, !dbg !400
  %370 = extractelement <4 x float> %366, i32 3, !dbg !400
  call void @llvm.dbg.value(metadata <4 x float> %366, metadata !401, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %371 = add i32 %3, 736, !dbg !402
  %372 = add i32 %371, %bufferOffset, !dbg !402
  %373 = inttoptr i32 %372 to <4 x float> addrspace(131072)*, !dbg !402
  %374 = load <4 x float>, <4 x float> addrspace(131072)* %373, align 16, !dbg !402
  %375 = extractelement <4 x float> %374, i32 0, !dbg !402
  %376 = extractelement <4 x float> %374, i32 1, !dbg !402
  %377 = extractelement <4 x float> %374, i32 2, !dbg !402
  %378 = extractelement <4 x float> %374, i32 3, !dbg !402
  call void @llvm.dbg.value(metadata <4 x float> %374, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %379 = add i32 %3, 752, !dbg !404
  %380 = add i32 %379, %bufferOffset, !dbg !404
  %381 = inttoptr i32 %380 to <4 x float> addrspace(131072)*, !dbg !404
  %382 = load <4 x float>, <4 x float> addrspace(131072)* %381, align 16, !dbg !404
  %383 = extractelement <4 x float> %382, i32 0, !dbg !404
  %384 = extractelement <4 x float> %382, i32 1, !dbg !404
  %385 = extractelement <4 x float> %382, i32 2, !dbg !404
  %386 = extractelement <4 x float> %382, i32 3, !dbg !404
  call void @llvm.dbg.value(metadata <4 x float> %382, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata i32 0, metadata !406, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !408
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !311, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !313, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !315, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !317, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !319, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !321, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !323, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !325, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !327, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !329, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !333, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !341, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !343, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !347, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !349, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !361, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !363, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !365, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !369, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !371, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !373, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !375, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !377, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !379, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !387, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !389, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !391, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !401, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %cmp610 = icmp sgt i32 %n, 0, !dbg !409
  br i1 %cmp610, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !411

entry.for.end_crit_edge:                          ; preds = %entry
  br label %for.end, !dbg !411

for.body.preheader:                               ; preds = %entry
  br label %for.body, !dbg !411

for.body:                                         ; preds = %for.body.for.body_crit_edge, %for.body.preheader
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
  call void @llvm.dbg.value(metadata i32 %i.0803, metadata !406, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !408
  %387 = call float @llvm.fma.f32(float %r0.0395791, float %r1.0387787, float %r2.0379783) #5, !dbg !412
  %388 = call float @llvm.fma.f32(float %r0.0396792, float %r1.0388788, float %r2.0380784) #5, !dbg !412
  %389 = call float @llvm.fma.f32(float %r0.0397793, float %r1.0389789, float %r2.0381785) #5, !dbg !412
  %390 = call float @llvm.fma.f32(float %r0.0398794, float %r1.0390790, float %r2.0382786) #5, !dbg !412
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !311, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %391 = call float @llvm.fma.f32(float %r1.0387787, float %r2.0379783, float %r3.0371779) #5, !dbg !414
  %392 = call float @llvm.fma.f32(float %r1.0388788, float %r2.0380784, float %r3.0372780) #5, !dbg !414
  %393 = call float @llvm.fma.f32(float %r1.0389789, float %r2.0381785, float %r3.0373781) #5, !dbg !414
  %394 = call float @llvm.fma.f32(float %r1.0390790, float %r2.0382786, float %r3.0374782) #5, !dbg !414
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !313, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %395 = call float @llvm.fma.f32(float %r2.0379783, float %r3.0371779, float %r4.0363775) #5, !dbg !415
  %396 = call float @llvm.fma.f32(float %r2.0380784, float %r3.0372780, float %r4.0364776) #5, !dbg !415
  %397 = call float @llvm.fma.f32(float %r2.0381785, float %r3.0373781, float %r4.0365777) #5, !dbg !415
  %398 = call float @llvm.fma.f32(float %r2.0382786, float %r3.0374782, float %r4.0366778) #5, !dbg !415
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !315, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %399 = call float @llvm.fma.f32(float %r3.0371779, float %r4.0363775, float %r5.0355771) #5, !dbg !416
  %400 = call float @llvm.fma.f32(float %r3.0372780, float %r4.0364776, float %r5.0356772) #5, !dbg !416
  %401 = call float @llvm.fma.f32(float %r3.0373781, float %r4.0365777, float %r5.0357773) #5, !dbg !416
  %402 = call float @llvm.fma.f32(float %r3.0374782, float %r4.0366778, float %r5.0358774) #5, !dbg !416
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !317, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %403 = call float @llvm.fma.f32(float %r4.0363775, float %r5.0355771, float %r6.0347767) #5, !dbg !417
  %404 = call float @llvm.fma.f32(float %r4.0364776, float %r5.0356772, float %r6.0348768) #5, !dbg !417
  %405 = call float @llvm.fma.f32(float %r4.0365777, float %r5.0357773, float %r6.0349769) #5, !dbg !417
  %406 = call float @llvm.fma.f32(float %r4.0366778, float %r5.0358774, float %r6.0350770) #5, !dbg !417
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !319, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %407 = call float @llvm.fma.f32(float %r5.0355771, float %r6.0347767, float %r7.0339763) #5, !dbg !418
  %408 = call float @llvm.fma.f32(float %r5.0356772, float %r6.0348768, float %r7.0340764) #5, !dbg !418
  %409 = call float @llvm.fma.f32(float %r5.0357773, float %r6.0349769, float %r7.0341765) #5, !dbg !418
  %410 = call float @llvm.fma.f32(float %r5.0358774, float %r6.0350770, float %r7.0342766) #5, !dbg !418
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !321, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %411 = call float @llvm.fma.f32(float %r6.0347767, float %r7.0339763, float %r8.0331759) #5, !dbg !419
  %412 = call float @llvm.fma.f32(float %r6.0348768, float %r7.0340764, float %r8.0332760) #5, !dbg !419
  %413 = call float @llvm.fma.f32(float %r6.0349769, float %r7.0341765, float %r8.0333761) #5, !dbg !419
  %414 = call float @llvm.fma.f32(float %r6.0350770, float %r7.0342766, float %r8.0334762) #5, !dbg !419
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !323, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %415 = call float @llvm.fma.f32(float %r7.0339763, float %r8.0331759, float %r9.0323755) #5, !dbg !420
  %416 = call float @llvm.fma.f32(float %r7.0340764, float %r8.0332760, float %r9.0324756) #5, !dbg !420
  %417 = call float @llvm.fma.f32(float %r7.0341765, float %r8.0333761, float %r9.0325757) #5, !dbg !420
  %418 = call float @llvm.fma.f32(float %r7.0342766, float %r8.0334762, float %r9.0326758) #5, !dbg !420
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !325, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %419 = call float @llvm.fma.f32(float %r8.0331759, float %r9.0323755, float %r10.0315751) #5, !dbg !421
  %420 = call float @llvm.fma.f32(float %r8.0332760, float %r9.0324756, float %r10.0316752) #5, !dbg !421
  %421 = call float @llvm.fma.f32(float %r8.0333761, float %r9.0325757, float %r10.0317753) #5, !dbg !421
  %422 = call float @llvm.fma.f32(float %r8.0334762, float %r9.0326758, float %r10.0318754) #5, !dbg !421
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !327, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %423 = call float @llvm.fma.f32(float %r9.0323755, float %r10.0315751, float %r11.0307747) #5, !dbg !422
  %424 = call float @llvm.fma.f32(float %r9.0324756, float %r10.0316752, float %r11.0308748) #5, !dbg !422
  %425 = call float @llvm.fma.f32(float %r9.0325757, float %r10.0317753, float %r11.0309749) #5, !dbg !422
  %426 = call float @llvm.fma.f32(float %r9.0326758, float %r10.0318754, float %r11.0310750) #5, !dbg !422
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !329, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %427 = call float @llvm.fma.f32(float %r10.0315751, float %r11.0307747, float %r12.0299743) #5, !dbg !423
  %428 = call float @llvm.fma.f32(float %r10.0316752, float %r11.0308748, float %r12.0300744) #5, !dbg !423
  %429 = call float @llvm.fma.f32(float %r10.0317753, float %r11.0309749, float %r12.0301745) #5, !dbg !423
  %430 = call float @llvm.fma.f32(float %r10.0318754, float %r11.0310750, float %r12.0302746) #5, !dbg !423
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !331, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %431 = call float @llvm.fma.f32(float %r11.0307747, float %r12.0299743, float %r13.0291739) #5, !dbg !424
  %432 = call float @llvm.fma.f32(float %r11.0308748, float %r12.0300744, float %r13.0292740) #5, !dbg !424
  %433 = call float @llvm.fma.f32(float %r11.0309749, float %r12.0301745, float %r13.0293741) #5, !dbg !424
  %434 = call float @llvm.fma.f32(float %r11.0310750, float %r12.0302746, float %r13.0294742) #5, !dbg !424
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !333, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %435 = call float @llvm.fma.f32(float %r12.0299743, float %r13.0291739, float %r14.0283735) #5, !dbg !425
  %436 = call float @llvm.fma.f32(float %r12.0300744, float %r13.0292740, float %r14.0284736) #5, !dbg !425
  %437 = call float @llvm.fma.f32(float %r12.0301745, float %r13.0293741, float %r14.0285737) #5, !dbg !425
  %438 = call float @llvm.fma.f32(float %r12.0302746, float %r13.0294742, float %r14.0286738) #5, !dbg !425
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !335, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %439 = call float @llvm.fma.f32(float %r13.0291739, float %r14.0283735, float %r15.0275731) #5, !dbg !426
  %440 = call float @llvm.fma.f32(float %r13.0292740, float %r14.0284736, float %r15.0276732) #5, !dbg !426
  %441 = call float @llvm.fma.f32(float %r13.0293741, float %r14.0285737, float %r15.0277733) #5, !dbg !426
  %442 = call float @llvm.fma.f32(float %r13.0294742, float %r14.0286738, float %r15.0278734) #5, !dbg !426
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !337, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %443 = call float @llvm.fma.f32(float %r14.0283735, float %r15.0275731, float %r16.0267727) #5, !dbg !427
  %444 = call float @llvm.fma.f32(float %r14.0284736, float %r15.0276732, float %r16.0268728) #5, !dbg !427
  %445 = call float @llvm.fma.f32(float %r14.0285737, float %r15.0277733, float %r16.0269729) #5, !dbg !427
  %446 = call float @llvm.fma.f32(float %r14.0286738, float %r15.0278734, float %r16.0270730) #5, !dbg !427
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %447 = call float @llvm.fma.f32(float %r15.0275731, float %r16.0267727, float %r17.0259723) #5, !dbg !428
  %448 = call float @llvm.fma.f32(float %r15.0276732, float %r16.0268728, float %r17.0260724) #5, !dbg !428
  %449 = call float @llvm.fma.f32(float %r15.0277733, float %r16.0269729, float %r17.0261725) #5, !dbg !428
  %450 = call float @llvm.fma.f32(float %r15.0278734, float %r16.0270730, float %r17.0262726) #5, !dbg !428
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !341, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %451 = call float @llvm.fma.f32(float %r16.0267727, float %r17.0259723, float %r18.0251719) #5, !dbg !429
  %452 = call float @llvm.fma.f32(float %r16.0268728, float %r17.0260724, float %r18.0252720) #5, !dbg !429
  %453 = call float @llvm.fma.f32(float %r16.0269729, float %r17.0261725, float %r18.0253721) #5, !dbg !429
  %454 = call float @llvm.fma.f32(float %r16.0270730, float %r17.0262726, float %r18.0254722) #5, !dbg !429
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !343, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %455 = call float @llvm.fma.f32(float %r17.0259723, float %r18.0251719, float %r19.0243715) #5, !dbg !430
  %456 = call float @llvm.fma.f32(float %r17.0260724, float %r18.0252720, float %r19.0244716) #5, !dbg !430
  %457 = call float @llvm.fma.f32(float %r17.0261725, float %r18.0253721, float %r19.0245717) #5, !dbg !430
  %458 = call float @llvm.fma.f32(float %r17.0262726, float %r18.0254722, float %r19.0246718) #5, !dbg !430
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !345, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %459 = call float @llvm.fma.f32(float %r18.0251719, float %r19.0243715, float %r20.0235711) #5, !dbg !431
  %460 = call float @llvm.fma.f32(float %r18.0252720, float %r19.0244716, float %r20.0236712) #5, !dbg !431
  %461 = call float @llvm.fma.f32(float %r18.0253721, float %r19.0245717, float %r20.0237713) #5, !dbg !431
  %462 = call float @llvm.fma.f32(float %r18.0254722, float %r19.0246718, float %r20.0238714) #5, !dbg !431
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !347, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %463 = call float @llvm.fma.f32(float %r19.0243715, float %r20.0235711, float %r21.0227707) #5, !dbg !432
  %464 = call float @llvm.fma.f32(float %r19.0244716, float %r20.0236712, float %r21.0228708) #5, !dbg !432
  %465 = call float @llvm.fma.f32(float %r19.0245717, float %r20.0237713, float %r21.0229709) #5, !dbg !432
  %466 = call float @llvm.fma.f32(float %r19.0246718, float %r20.0238714, float %r21.0230710) #5, !dbg !432
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !349, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %467 = call float @llvm.fma.f32(float %r20.0235711, float %r21.0227707, float %r22.0219703) #5, !dbg !433
  %468 = call float @llvm.fma.f32(float %r20.0236712, float %r21.0228708, float %r22.0220704) #5, !dbg !433
  %469 = call float @llvm.fma.f32(float %r20.0237713, float %r21.0229709, float %r22.0221705) #5, !dbg !433
  %470 = call float @llvm.fma.f32(float %r20.0238714, float %r21.0230710, float %r22.0222706) #5, !dbg !433
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !351, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %471 = call float @llvm.fma.f32(float %r21.0227707, float %r22.0219703, float %r23.0211699) #5, !dbg !434
  %472 = call float @llvm.fma.f32(float %r21.0228708, float %r22.0220704, float %r23.0212700) #5, !dbg !434
  %473 = call float @llvm.fma.f32(float %r21.0229709, float %r22.0221705, float %r23.0213701) #5, !dbg !434
  %474 = call float @llvm.fma.f32(float %r21.0230710, float %r22.0222706, float %r23.0214702) #5, !dbg !434
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !353, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %475 = call float @llvm.fma.f32(float %r22.0219703, float %r23.0211699, float %r24.0203695) #5, !dbg !435
  %476 = call float @llvm.fma.f32(float %r22.0220704, float %r23.0212700, float %r24.0204696) #5, !dbg !435
  %477 = call float @llvm.fma.f32(float %r22.0221705, float %r23.0213701, float %r24.0205697) #5, !dbg !435
  %478 = call float @llvm.fma.f32(float %r22.0222706, float %r23.0214702, float %r24.0206698) #5, !dbg !435
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !355, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %479 = call float @llvm.fma.f32(float %r23.0211699, float %r24.0203695, float %r25.0195691) #5, !dbg !436
  %480 = call float @llvm.fma.f32(float %r23.0212700, float %r24.0204696, float %r25.0196692) #5, !dbg !436
  %481 = call float @llvm.fma.f32(float %r23.0213701, float %r24.0205697, float %r25.0197693) #5, !dbg !436
  %482 = call float @llvm.fma.f32(float %r23.0214702, float %r24.0206698, float %r25.0198694) #5, !dbg !436
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !357, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %483 = call float @llvm.fma.f32(float %r24.0203695, float %r25.0195691, float %r26.0187687) #5, !dbg !437
  %484 = call float @llvm.fma.f32(float %r24.0204696, float %r25.0196692, float %r26.0188688) #5, !dbg !437
  %485 = call float @llvm.fma.f32(float %r24.0205697, float %r25.0197693, float %r26.0189689) #5, !dbg !437
  %486 = call float @llvm.fma.f32(float %r24.0206698, float %r25.0198694, float %r26.0190690) #5, !dbg !437
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !359, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %487 = call float @llvm.fma.f32(float %r25.0195691, float %r26.0187687, float %r27.0179683) #5, !dbg !438
  %488 = call float @llvm.fma.f32(float %r25.0196692, float %r26.0188688, float %r27.0180684) #5, !dbg !438
  %489 = call float @llvm.fma.f32(float %r25.0197693, float %r26.0189689, float %r27.0181685) #5, !dbg !438
  %490 = call float @llvm.fma.f32(float %r25.0198694, float %r26.0190690, float %r27.0182686) #5, !dbg !438
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !361, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %491 = call float @llvm.fma.f32(float %r26.0187687, float %r27.0179683, float %r28.0171679) #5, !dbg !439
  %492 = call float @llvm.fma.f32(float %r26.0188688, float %r27.0180684, float %r28.0172680) #5, !dbg !439
  %493 = call float @llvm.fma.f32(float %r26.0189689, float %r27.0181685, float %r28.0173681) #5, !dbg !439
  %494 = call float @llvm.fma.f32(float %r26.0190690, float %r27.0182686, float %r28.0174682) #5, !dbg !439
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !363, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %495 = call float @llvm.fma.f32(float %r27.0179683, float %r28.0171679, float %r29.0163675) #5, !dbg !440
  %496 = call float @llvm.fma.f32(float %r27.0180684, float %r28.0172680, float %r29.0164676) #5, !dbg !440
  %497 = call float @llvm.fma.f32(float %r27.0181685, float %r28.0173681, float %r29.0165677) #5, !dbg !440
  %498 = call float @llvm.fma.f32(float %r27.0182686, float %r28.0174682, float %r29.0166678) #5, !dbg !440
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !365, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %499 = call float @llvm.fma.f32(float %r28.0171679, float %r29.0163675, float %r30.0155671) #5, !dbg !441
  %500 = call float @llvm.fma.f32(float %r28.0172680, float %r29.0164676, float %r30.0156672) #5, !dbg !441
  %501 = call float @llvm.fma.f32(float %r28.0173681, float %r29.0165677, float %r30.0157673) #5, !dbg !441
  %502 = call float @llvm.fma.f32(float %r28.0174682, float %r29.0166678, float %r30.0158674) #5, !dbg !441
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !367, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %503 = call float @llvm.fma.f32(float %r29.0163675, float %r30.0155671, float %r31.0147667) #5, !dbg !442
  %504 = call float @llvm.fma.f32(float %r29.0164676, float %r30.0156672, float %r31.0148668) #5, !dbg !442
  %505 = call float @llvm.fma.f32(float %r29.0165677, float %r30.0157673, float %r31.0149669) #5, !dbg !442
  %506 = call float @llvm.fma.f32(float %r29.0166678, float %r30.0158674, float %r31.0150670) #5, !dbg !442
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !369, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %507 = call float @llvm.fma.f32(float %r30.0155671, float %r31.0147667, float %r32.0139663) #5, !dbg !443
  %508 = call float @llvm.fma.f32(float %r30.0156672, float %r31.0148668, float %r32.0140664) #5, !dbg !443
  %509 = call float @llvm.fma.f32(float %r30.0157673, float %r31.0149669, float %r32.0141665) #5, !dbg !443
  %510 = call float @llvm.fma.f32(float %r30.0158674, float %r31.0150670, float %r32.0142666) #5, !dbg !443
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !371, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %511 = call float @llvm.fma.f32(float %r31.0147667, float %r32.0139663, float %r33.0131659) #5, !dbg !444
  %512 = call float @llvm.fma.f32(float %r31.0148668, float %r32.0140664, float %r33.0132660) #5, !dbg !444
  %513 = call float @llvm.fma.f32(float %r31.0149669, float %r32.0141665, float %r33.0133661) #5, !dbg !444
  %514 = call float @llvm.fma.f32(float %r31.0150670, float %r32.0142666, float %r33.0134662) #5, !dbg !444
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !373, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %515 = call float @llvm.fma.f32(float %r32.0139663, float %r33.0131659, float %r34.0123655) #5, !dbg !445
  %516 = call float @llvm.fma.f32(float %r32.0140664, float %r33.0132660, float %r34.0124656) #5, !dbg !445
  %517 = call float @llvm.fma.f32(float %r32.0141665, float %r33.0133661, float %r34.0125657) #5, !dbg !445
  %518 = call float @llvm.fma.f32(float %r32.0142666, float %r33.0134662, float %r34.0126658) #5, !dbg !445
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !375, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %519 = call float @llvm.fma.f32(float %r33.0131659, float %r34.0123655, float %r35.0115651) #5, !dbg !446
  %520 = call float @llvm.fma.f32(float %r33.0132660, float %r34.0124656, float %r35.0116652) #5, !dbg !446
  %521 = call float @llvm.fma.f32(float %r33.0133661, float %r34.0125657, float %r35.0117653) #5, !dbg !446
  %522 = call float @llvm.fma.f32(float %r33.0134662, float %r34.0126658, float %r35.0118654) #5, !dbg !446
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !377, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %523 = call float @llvm.fma.f32(float %r34.0123655, float %r35.0115651, float %r36.0107647) #5, !dbg !447
  %524 = call float @llvm.fma.f32(float %r34.0124656, float %r35.0116652, float %r36.0108648) #5, !dbg !447
  %525 = call float @llvm.fma.f32(float %r34.0125657, float %r35.0117653, float %r36.0109649) #5, !dbg !447
  %526 = call float @llvm.fma.f32(float %r34.0126658, float %r35.0118654, float %r36.0110650) #5, !dbg !447
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !379, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %527 = call float @llvm.fma.f32(float %r35.0115651, float %r36.0107647, float %r37.099643) #5, !dbg !448
  %528 = call float @llvm.fma.f32(float %r35.0116652, float %r36.0108648, float %r37.0100644) #5, !dbg !448
  %529 = call float @llvm.fma.f32(float %r35.0117653, float %r36.0109649, float %r37.0101645) #5, !dbg !448
  %530 = call float @llvm.fma.f32(float %r35.0118654, float %r36.0110650, float %r37.0102646) #5, !dbg !448
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %531 = call float @llvm.fma.f32(float %r36.0107647, float %r37.099643, float %r38.091639) #5, !dbg !449
  %532 = call float @llvm.fma.f32(float %r36.0108648, float %r37.0100644, float %r38.092640) #5, !dbg !449
  %533 = call float @llvm.fma.f32(float %r36.0109649, float %r37.0101645, float %r38.093641) #5, !dbg !449
  %534 = call float @llvm.fma.f32(float %r36.0110650, float %r37.0102646, float %r38.094642) #5, !dbg !449
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !383, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %535 = call float @llvm.fma.f32(float %r37.099643, float %r38.091639, float %r39.083635) #5, !dbg !450
  %536 = call float @llvm.fma.f32(float %r37.0100644, float %r38.092640, float %r39.084636) #5, !dbg !450
  %537 = call float @llvm.fma.f32(float %r37.0101645, float %r38.093641, float %r39.085637) #5, !dbg !450
  %538 = call float @llvm.fma.f32(float %r37.0102646, float %r38.094642, float %r39.086638) #5, !dbg !450
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !385, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %539 = call float @llvm.fma.f32(float %r38.091639, float %r39.083635, float %r40.075631) #5, !dbg !451
  %540 = call float @llvm.fma.f32(float %r38.092640, float %r39.084636, float %r40.076632) #5, !dbg !451
  %541 = call float @llvm.fma.f32(float %r38.093641, float %r39.085637, float %r40.077633) #5, !dbg !451
  %542 = call float @llvm.fma.f32(float %r38.094642, float %r39.086638, float %r40.078634) #5, !dbg !451
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !387, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %543 = call float @llvm.fma.f32(float %r39.083635, float %r40.075631, float %r41.067627) #5, !dbg !452
  %544 = call float @llvm.fma.f32(float %r39.084636, float %r40.076632, float %r41.068628) #5, !dbg !452
  %545 = call float @llvm.fma.f32(float %r39.085637, float %r40.077633, float %r41.069629) #5, !dbg !452
  %546 = call float @llvm.fma.f32(float %r39.086638, float %r40.078634, float %r41.070630) #5, !dbg !452
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !389, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %547 = call float @llvm.fma.f32(float %r40.075631, float %r41.067627, float %r42.059623) #5, !dbg !453
  %548 = call float @llvm.fma.f32(float %r40.076632, float %r41.068628, float %r42.060624) #5, !dbg !453
  %549 = call float @llvm.fma.f32(float %r40.077633, float %r41.069629, float %r42.061625) #5, !dbg !453
  %550 = call float @llvm.fma.f32(float %r40.078634, float %r41.070630, float %r42.062626) #5, !dbg !453
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !391, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %551 = call float @llvm.fma.f32(float %r41.067627, float %r42.059623, float %r43.051619) #5, !dbg !454
  %552 = call float @llvm.fma.f32(float %r41.068628, float %r42.060624, float %r43.052620) #5, !dbg !454
  %553 = call float @llvm.fma.f32(float %r41.069629, float %r42.061625, float %r43.053621) #5, !dbg !454
  %554 = call float @llvm.fma.f32(float %r41.070630, float %r42.062626, float %r43.054622) #5, !dbg !454
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %555 = call float @llvm.fma.f32(float %r42.059623, float %r43.051619, float %r44.043615) #5, !dbg !455
  %556 = call float @llvm.fma.f32(float %r42.060624, float %r43.052620, float %r44.044616) #5, !dbg !455
  %557 = call float @llvm.fma.f32(float %r42.061625, float %r43.053621, float %r44.045617) #5, !dbg !455
  %558 = call float @llvm.fma.f32(float %r42.062626, float %r43.054622, float %r44.046618) #5, !dbg !455
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %559 = call float @llvm.fma.f32(float %r43.051619, float %r44.043615, float %r45.035611) #5, !dbg !456
  %560 = call float @llvm.fma.f32(float %r43.052620, float %r44.044616, float %r45.036612) #5, !dbg !456
  %561 = call float @llvm.fma.f32(float %r43.053621, float %r44.045617, float %r45.037613) #5, !dbg !456
  %562 = call float @llvm.fma.f32(float %r43.054622, float %r44.046618, float %r45.038614) #5, !dbg !456
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !397, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %563 = call float @llvm.fma.f32(float %r44.043615, float %r45.035611, float %r46.0403795) #5, !dbg !457
  %564 = call float @llvm.fma.f32(float %r44.044616, float %r45.036612, float %r46.0404796) #5, !dbg !457
  %565 = call float @llvm.fma.f32(float %r44.045617, float %r45.037613, float %r46.0405797) #5, !dbg !457
  %566 = call float @llvm.fma.f32(float %r44.046618, float %r45.038614, float %r46.0406798) #5, !dbg !457
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %567 = call float @llvm.fma.f32(float %r45.035611, float %r46.0403795, float %r47.0411799) #5, !dbg !458
  %568 = call float @llvm.fma.f32(float %r45.036612, float %r46.0404796, float %r47.0412800) #5, !dbg !458
  %569 = call float @llvm.fma.f32(float %r45.037613, float %r46.0405797, float %r47.0413801) #5, !dbg !458
  %570 = call float @llvm.fma.f32(float %r45.038614, float %r46.0406798, float %r47.0414802) #5, !dbg !458
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !401, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %571 = call float @llvm.fma.f32(float %r46.0403795, float %r47.0411799, float %387) #5, !dbg !459
  %572 = call float @llvm.fma.f32(float %r46.0404796, float %r47.0412800, float %388) #5, !dbg !459
  %573 = call float @llvm.fma.f32(float %r46.0405797, float %r47.0413801, float %389) #5, !dbg !459
  %574 = call float @llvm.fma.f32(float %r46.0406798, float %r47.0414802, float %390) #5, !dbg !459
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %575 = call float @llvm.fma.f32(float %r47.0411799, float %387, float %391) #5, !dbg !460
  %576 = call float @llvm.fma.f32(float %r47.0412800, float %388, float %392) #5, !dbg !460
  %577 = call float @llvm.fma.f32(float %r47.0413801, float %389, float %393) #5, !dbg !460
  %578 = call float @llvm.fma.f32(float %r47.0414802, float %390, float %394) #5, !dbg !460
  call void @llvm.dbg.value(metadata <4 x float> undef, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !306
  %inc = add nuw nsw i32 %i.0803, 1, !dbg !461
  call void @llvm.dbg.value(metadata i32 %inc, metadata !406, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !408
  %cmp = icmp slt i32 %inc, %n, !dbg !409
  br i1 %cmp, label %for.body.for.body_crit_edge, label %for.end.loopexit, !dbg !411

for.body.for.body_crit_edge:                      ; preds = %for.body
  br label %for.body, !dbg !411

for.end.loopexit:                                 ; preds = %for.body
  br label %for.end, !dbg !462

for.end:                                          ; preds = %entry.for.end_crit_edge, %for.end.loopexit
  %r45.035.lcssa = phi float [ %367, %entry.for.end_crit_edge ], [ %567, %for.end.loopexit ], !dbg !306
  %r45.036.lcssa = phi float [ %368, %entry.for.end_crit_edge ], [ %568, %for.end.loopexit ], !dbg !306
  %r45.037.lcssa = phi float [ %369, %entry.for.end_crit_edge ], [ %569, %for.end.loopexit ], !dbg !306
  %r45.038.lcssa = phi float [ %370, %entry.for.end_crit_edge ], [ %570, %for.end.loopexit ], !dbg !306
  %r44.043.lcssa = phi float [ %359, %entry.for.end_crit_edge ], [ %563, %for.end.loopexit ], !dbg !306
  %r44.044.lcssa = phi float [ %360, %entry.for.end_crit_edge ], [ %564, %for.end.loopexit ], !dbg !306
  %r44.045.lcssa = phi float [ %361, %entry.for.end_crit_edge ], [ %565, %for.end.loopexit ], !dbg !306
  %r44.046.lcssa = phi float [ %362, %entry.for.end_crit_edge ], [ %566, %for.end.loopexit ], !dbg !306
  %r43.051.lcssa = phi float [ %351, %entry.for.end_crit_edge ], [ %559, %for.end.loopexit ], !dbg !306
  %r43.052.lcssa = phi float [ %352, %entry.for.end_crit_edge ], [ %560, %for.end.loopexit ], !dbg !306
  %r43.053.lcssa = phi float [ %353, %entry.for.end_crit_edge ], [ %561, %for.end.loopexit ], !dbg !306
  %r43.054.lcssa = phi float [ %354, %entry.for.end_crit_edge ], [ %562, %for.end.loopexit ], !dbg !306
  %r42.059.lcssa = phi float [ %343, %entry.for.end_crit_edge ], [ %555, %for.end.loopexit ], !dbg !306
  %r42.060.lcssa = phi float [ %344, %entry.for.end_crit_edge ], [ %556, %for.end.loopexit ], !dbg !306
  %r42.061.lcssa = phi float [ %345, %entry.for.end_crit_edge ], [ %557, %for.end.loopexit ], !dbg !306
  %r42.062.lcssa = phi float [ %346, %entry.for.end_crit_edge ], [ %558, %for.end.loopexit ], !dbg !306
  %r41.067.lcssa = phi float [ %335, %entry.for.end_crit_edge ], [ %551, %for.end.loopexit ], !dbg !306
  %r41.068.lcssa = phi float [ %336, %entry.for.end_crit_edge ], [ %552, %for.end.loopexit ], !dbg !306
  %r41.069.lcssa = phi float [ %337, %entry.for.end_crit_edge ], [ %553, %for.end.loopexit ], !dbg !306
  %r41.070.lcssa = phi float [ %338, %entry.for.end_crit_edge ], [ %554, %for.end.loopexit ], !dbg !306
  %r40.075.lcssa = phi float [ %327, %entry.for.end_crit_edge ], [ %547, %for.end.loopexit ], !dbg !306
  %r40.076.lcssa = phi float [ %328, %entry.for.end_crit_edge ], [ %548, %for.end.loopexit ], !dbg !306
  %r40.077.lcssa = phi float [ %329, %entry.for.end_crit_edge ], [ %549, %for.end.loopexit ], !dbg !306
  %r40.078.lcssa = phi float [ %330, %entry.for.end_crit_edge ], [ %550, %for.end.loopexit ], !dbg !306
  %r39.083.lcssa = phi float [ %319, %entry.for.end_crit_edge ], [ %543, %for.end.loopexit ], !dbg !306
  %r39.084.lcssa = phi float [ %320, %entry.for.end_crit_edge ], [ %544, %for.end.loopexit ], !dbg !306
  %r39.085.lcssa = phi float [ %321, %entry.for.end_crit_edge ], [ %545, %for.end.loopexit ], !dbg !306
  %r39.086.lcssa = phi float [ %322, %entry.for.end_crit_edge ], [ %546, %for.end.loopexit ], !dbg !306
  %r38.091.lcssa = phi float [ %311, %entry.for.end_crit_edge ], [ %539, %for.end.loopexit ], !dbg !306
  %r38.092.lcssa = phi float [ %312, %entry.for.end_crit_edge ], [ %540, %for.end.loopexit ], !dbg !306
  %r38.093.lcssa = phi float [ %313, %entry.for.end_crit_edge ], [ %541, %for.end.loopexit ], !dbg !306
  %r38.094.lcssa = phi float [ %314, %entry.for.end_crit_edge ], [ %542, %for.end.loopexit ], !dbg !306
  %r37.099.lcssa = phi float [ %303, %entry.for.end_crit_edge ], [ %535, %for.end.loopexit ], !dbg !306
  %r37.0100.lcssa = phi float [ %304, %entry.for.end_crit_edge ], [ %536, %for.end.loopexit ], !dbg !306
  %r37.0101.lcssa = phi float [ %305, %entry.for.end_crit_edge ], [ %537, %for.end.loopexit ], !dbg !306
  %r37.0102.lcssa = phi float [ %306, %entry.for.end_crit_edge ], [ %538, %for.end.loopexit ], !dbg !306
  %r36.0107.lcssa = phi float [ %295, %entry.for.end_crit_edge ], [ %531, %for.end.loopexit ], !dbg !306
  %r36.0108.lcssa = phi float [ %296, %entry.for.end_crit_edge ], [ %532, %for.end.loopexit ], !dbg !306
  %r36.0109.lcssa = phi float [ %297, %entry.for.end_crit_edge ], [ %533, %for.end.loopexit ], !dbg !306
  %r36.0110.lcssa = phi float [ %298, %entry.for.end_crit_edge ], [ %534, %for.end.loopexit ], !dbg !306
  %r35.0115.lcssa = phi float [ %287, %entry.for.end_crit_edge ], [ %527, %for.end.loopexit ], !dbg !306
  %r35.0116.lcssa = phi float [ %288, %entry.for.end_crit_edge ], [ %528, %for.end.loopexit ], !dbg !306
  %r35.0117.lcssa = phi float [ %289, %entry.for.end_crit_edge ], [ %529, %for.end.loopexit ], !dbg !306
  %r35.0118.lcssa = phi float [ %290, %entry.for.end_crit_edge ], [ %530, %for.end.loopexit ], !dbg !306
  %r34.0123.lcssa = phi float [ %279, %entry.for.end_crit_edge ], [ %523, %for.end.loopexit ], !dbg !306
  %r34.0124.lcssa = phi float [ %280, %entry.for.end_crit_edge ], [ %524, %for.end.loopexit ], !dbg !306
  %r34.0125.lcssa = phi float [ %281, %entry.for.end_crit_edge ], [ %525, %for.end.loopexit ], !dbg !306
  %r34.0126.lcssa = phi float [ %282, %entry.for.end_crit_edge ], [ %526, %for.end.loopexit ], !dbg !306
  %r33.0131.lcssa = phi float [ %271, %entry.for.end_crit_edge ], [ %519, %for.end.loopexit ], !dbg !306
  %r33.0132.lcssa = phi float [ %272, %entry.for.end_crit_edge ], [ %520, %for.end.loopexit ], !dbg !306
  %r33.0133.lcssa = phi float [ %273, %entry.for.end_crit_edge ], [ %521, %for.end.loopexit ], !dbg !306
  %r33.0134.lcssa = phi float [ %274, %entry.for.end_crit_edge ], [ %522, %for.end.loopexit ], !dbg !306
  %r32.0139.lcssa = phi float [ %263, %entry.for.end_crit_edge ], [ %515, %for.end.loopexit ], !dbg !306
  %r32.0140.lcssa = phi float [ %264, %entry.for.end_crit_edge ], [ %516, %for.end.loopexit ], !dbg !306
  %r32.0141.lcssa = phi float [ %265, %entry.for.end_crit_edge ], [ %517, %for.end.loopexit ], !dbg !306
  %r32.0142.lcssa = phi float [ %266, %entry.for.end_crit_edge ], [ %518, %for.end.loopexit ], !dbg !306
  %r31.0147.lcssa = phi float [ %255, %entry.for.end_crit_edge ], [ %511, %for.end.loopexit ], !dbg !306
  %r31.0148.lcssa = phi float [ %256, %entry.for.end_crit_edge ], [ %512, %for.end.loopexit ], !dbg !306
  %r31.0149.lcssa = phi float [ %257, %entry.for.end_crit_edge ], [ %513, %for.end.loopexit ], !dbg !306
  %r31.0150.lcssa = phi float [ %258, %entry.for.end_crit_edge ], [ %514, %for.end.loopexit ], !dbg !306
  %r30.0155.lcssa = phi float [ %247, %entry.for.end_crit_edge ], [ %507, %for.end.loopexit ], !dbg !306
  %r30.0156.lcssa = phi float [ %248, %entry.for.end_crit_edge ], [ %508, %for.end.loopexit ], !dbg !306
  %r30.0157.lcssa = phi float [ %249, %entry.for.end_crit_edge ], [ %509, %for.end.loopexit ], !dbg !306
  %r30.0158.lcssa = phi float [ %250, %entry.for.end_crit_edge ], [ %510, %for.end.loopexit ], !dbg !306
  %r29.0163.lcssa = phi float [ %239, %entry.for.end_crit_edge ], [ %503, %for.end.loopexit ], !dbg !306
  %r29.0164.lcssa = phi float [ %240, %entry.for.end_crit_edge ], [ %504, %for.end.loopexit ], !dbg !306
  %r29.0165.lcssa = phi float [ %241, %entry.for.end_crit_edge ], [ %505, %for.end.loopexit ], !dbg !306
  %r29.0166.lcssa = phi float [ %242, %entry.for.end_crit_edge ], [ %506, %for.end.loopexit ], !dbg !306
  %r28.0171.lcssa = phi float [ %231, %entry.for.end_crit_edge ], [ %499, %for.end.loopexit ], !dbg !306
  %r28.0172.lcssa = phi float [ %232, %entry.for.end_crit_edge ], [ %500, %for.end.loopexit ], !dbg !306
  %r28.0173.lcssa = phi float [ %233, %entry.for.end_crit_edge ], [ %501, %for.end.loopexit ], !dbg !306
  %r28.0174.lcssa = phi float [ %234, %entry.for.end_crit_edge ], [ %502, %for.end.loopexit ], !dbg !306
  %r27.0179.lcssa = phi float [ %223, %entry.for.end_crit_edge ], [ %495, %for.end.loopexit ], !dbg !306
  %r27.0180.lcssa = phi float [ %224, %entry.for.end_crit_edge ], [ %496, %for.end.loopexit ], !dbg !306
  %r27.0181.lcssa = phi float [ %225, %entry.for.end_crit_edge ], [ %497, %for.end.loopexit ], !dbg !306
  %r27.0182.lcssa = phi float [ %226, %entry.for.end_crit_edge ], [ %498, %for.end.loopexit ], !dbg !306
  %r26.0187.lcssa = phi float [ %215, %entry.for.end_crit_edge ], [ %491, %for.end.loopexit ], !dbg !306
  %r26.0188.lcssa = phi float [ %216, %entry.for.end_crit_edge ], [ %492, %for.end.loopexit ], !dbg !306
  %r26.0189.lcssa = phi float [ %217, %entry.for.end_crit_edge ], [ %493, %for.end.loopexit ], !dbg !306
  %r26.0190.lcssa = phi float [ %218, %entry.for.end_crit_edge ], [ %494, %for.end.loopexit ], !dbg !306
  %r25.0195.lcssa = phi float [ %207, %entry.for.end_crit_edge ], [ %487, %for.end.loopexit ], !dbg !306
  %r25.0196.lcssa = phi float [ %208, %entry.for.end_crit_edge ], [ %488, %for.end.loopexit ], !dbg !306
  %r25.0197.lcssa = phi float [ %209, %entry.for.end_crit_edge ], [ %489, %for.end.loopexit ], !dbg !306
  %r25.0198.lcssa = phi float [ %210, %entry.for.end_crit_edge ], [ %490, %for.end.loopexit ], !dbg !306
  %r24.0203.lcssa = phi float [ %199, %entry.for.end_crit_edge ], [ %483, %for.end.loopexit ], !dbg !306
  %r24.0204.lcssa = phi float [ %200, %entry.for.end_crit_edge ], [ %484, %for.end.loopexit ], !dbg !306
  %r24.0205.lcssa = phi float [ %201, %entry.for.end_crit_edge ], [ %485, %for.end.loopexit ], !dbg !306
  %r24.0206.lcssa = phi float [ %202, %entry.for.end_crit_edge ], [ %486, %for.end.loopexit ], !dbg !306
  %r23.0211.lcssa = phi float [ %191, %entry.for.end_crit_edge ], [ %479, %for.end.loopexit ], !dbg !306
  %r23.0212.lcssa = phi float [ %192, %entry.for.end_crit_edge ], [ %480, %for.end.loopexit ], !dbg !306
  %r23.0213.lcssa = phi float [ %193, %entry.for.end_crit_edge ], [ %481, %for.end.loopexit ], !dbg !306
  %r23.0214.lcssa = phi float [ %194, %entry.for.end_crit_edge ], [ %482, %for.end.loopexit ], !dbg !306
  %r22.0219.lcssa = phi float [ %183, %entry.for.end_crit_edge ], [ %475, %for.end.loopexit ], !dbg !306
  %r22.0220.lcssa = phi float [ %184, %entry.for.end_crit_edge ], [ %476, %for.end.loopexit ], !dbg !306
  %r22.0221.lcssa = phi float [ %185, %entry.for.end_crit_edge ], [ %477, %for.end.loopexit ], !dbg !306
  %r22.0222.lcssa = phi float [ %186, %entry.for.end_crit_edge ], [ %478, %for.end.loopexit ], !dbg !306
  %r21.0227.lcssa = phi float [ %175, %entry.for.end_crit_edge ], [ %471, %for.end.loopexit ], !dbg !306
  %r21.0228.lcssa = phi float [ %176, %entry.for.end_crit_edge ], [ %472, %for.end.loopexit ], !dbg !306
  %r21.0229.lcssa = phi float [ %177, %entry.for.end_crit_edge ], [ %473, %for.end.loopexit ], !dbg !306
  %r21.0230.lcssa = phi float [ %178, %entry.for.end_crit_edge ], [ %474, %for.end.loopexit ], !dbg !306
  %r20.0235.lcssa = phi float [ %167, %entry.for.end_crit_edge ], [ %467, %for.end.loopexit ], !dbg !306
  %r20.0236.lcssa = phi float [ %168, %entry.for.end_crit_edge ], [ %468, %for.end.loopexit ], !dbg !306
  %r20.0237.lcssa = phi float [ %169, %entry.for.end_crit_edge ], [ %469, %for.end.loopexit ], !dbg !306
  %r20.0238.lcssa = phi float [ %170, %entry.for.end_crit_edge ], [ %470, %for.end.loopexit ], !dbg !306
  %r19.0243.lcssa = phi float [ %159, %entry.for.end_crit_edge ], [ %463, %for.end.loopexit ], !dbg !306
  %r19.0244.lcssa = phi float [ %160, %entry.for.end_crit_edge ], [ %464, %for.end.loopexit ], !dbg !306
  %r19.0245.lcssa = phi float [ %161, %entry.for.end_crit_edge ], [ %465, %for.end.loopexit ], !dbg !306
  %r19.0246.lcssa = phi float [ %162, %entry.for.end_crit_edge ], [ %466, %for.end.loopexit ], !dbg !306
  %r18.0251.lcssa = phi float [ %151, %entry.for.end_crit_edge ], [ %459, %for.end.loopexit ], !dbg !306
  %r18.0252.lcssa = phi float [ %152, %entry.for.end_crit_edge ], [ %460, %for.end.loopexit ], !dbg !306
  %r18.0253.lcssa = phi float [ %153, %entry.for.end_crit_edge ], [ %461, %for.end.loopexit ], !dbg !306
  %r18.0254.lcssa = phi float [ %154, %entry.for.end_crit_edge ], [ %462, %for.end.loopexit ], !dbg !306
  %r17.0259.lcssa = phi float [ %143, %entry.for.end_crit_edge ], [ %455, %for.end.loopexit ], !dbg !306
  %r17.0260.lcssa = phi float [ %144, %entry.for.end_crit_edge ], [ %456, %for.end.loopexit ], !dbg !306
  %r17.0261.lcssa = phi float [ %145, %entry.for.end_crit_edge ], [ %457, %for.end.loopexit ], !dbg !306
  %r17.0262.lcssa = phi float [ %146, %entry.for.end_crit_edge ], [ %458, %for.end.loopexit ], !dbg !306
  %r16.0267.lcssa = phi float [ %135, %entry.for.end_crit_edge ], [ %451, %for.end.loopexit ], !dbg !306
  %r16.0268.lcssa = phi float [ %136, %entry.for.end_crit_edge ], [ %452, %for.end.loopexit ], !dbg !306
  %r16.0269.lcssa = phi float [ %137, %entry.for.end_crit_edge ], [ %453, %for.end.loopexit ], !dbg !306
  %r16.0270.lcssa = phi float [ %138, %entry.for.end_crit_edge ], [ %454, %for.end.loopexit ], !dbg !306
  %r15.0275.lcssa = phi float [ %127, %entry.for.end_crit_edge ], [ %447, %for.end.loopexit ], !dbg !306
  %r15.0276.lcssa = phi float [ %128, %entry.for.end_crit_edge ], [ %448, %for.end.loopexit ], !dbg !306
  %r15.0277.lcssa = phi float [ %129, %entry.for.end_crit_edge ], [ %449, %for.end.loopexit ], !dbg !306
  %r15.0278.lcssa = phi float [ %130, %entry.for.end_crit_edge ], [ %450, %for.end.loopexit ], !dbg !306
  %r14.0283.lcssa = phi float [ %119, %entry.for.end_crit_edge ], [ %443, %for.end.loopexit ], !dbg !306
  %r14.0284.lcssa = phi float [ %120, %entry.for.end_crit_edge ], [ %444, %for.end.loopexit ], !dbg !306
  %r14.0285.lcssa = phi float [ %121, %entry.for.end_crit_edge ], [ %445, %for.end.loopexit ], !dbg !306
  %r14.0286.lcssa = phi float [ %122, %entry.for.end_crit_edge ], [ %446, %for.end.loopexit ], !dbg !306
  %r13.0291.lcssa = phi float [ %111, %entry.for.end_crit_edge ], [ %439, %for.end.loopexit ], !dbg !306
  %r13.0292.lcssa = phi float [ %112, %entry.for.end_crit_edge ], [ %440, %for.end.loopexit ], !dbg !306
  %r13.0293.lcssa = phi float [ %113, %entry.for.end_crit_edge ], [ %441, %for.end.loopexit ], !dbg !306
  %r13.0294.lcssa = phi float [ %114, %entry.for.end_crit_edge ], [ %442, %for.end.loopexit ], !dbg !306
  %r12.0299.lcssa = phi float [ %103, %entry.for.end_crit_edge ], [ %435, %for.end.loopexit ], !dbg !306
  %r12.0300.lcssa = phi float [ %104, %entry.for.end_crit_edge ], [ %436, %for.end.loopexit ], !dbg !306
  %r12.0301.lcssa = phi float [ %105, %entry.for.end_crit_edge ], [ %437, %for.end.loopexit ], !dbg !306
  %r12.0302.lcssa = phi float [ %106, %entry.for.end_crit_edge ], [ %438, %for.end.loopexit ], !dbg !306
  %r11.0307.lcssa = phi float [ %95, %entry.for.end_crit_edge ], [ %431, %for.end.loopexit ], !dbg !306
  %r11.0308.lcssa = phi float [ %96, %entry.for.end_crit_edge ], [ %432, %for.end.loopexit ], !dbg !306
  %r11.0309.lcssa = phi float [ %97, %entry.for.end_crit_edge ], [ %433, %for.end.loopexit ], !dbg !306
  %r11.0310.lcssa = phi float [ %98, %entry.for.end_crit_edge ], [ %434, %for.end.loopexit ], !dbg !306
  %r10.0315.lcssa = phi float [ %87, %entry.for.end_crit_edge ], [ %427, %for.end.loopexit ], !dbg !306
  %r10.0316.lcssa = phi float [ %88, %entry.for.end_crit_edge ], [ %428, %for.end.loopexit ], !dbg !306
  %r10.0317.lcssa = phi float [ %89, %entry.for.end_crit_edge ], [ %429, %for.end.loopexit ], !dbg !306
  %r10.0318.lcssa = phi float [ %90, %entry.for.end_crit_edge ], [ %430, %for.end.loopexit ], !dbg !306
  %r9.0323.lcssa = phi float [ %79, %entry.for.end_crit_edge ], [ %423, %for.end.loopexit ], !dbg !306
  %r9.0324.lcssa = phi float [ %80, %entry.for.end_crit_edge ], [ %424, %for.end.loopexit ], !dbg !306
  %r9.0325.lcssa = phi float [ %81, %entry.for.end_crit_edge ], [ %425, %for.end.loopexit ], !dbg !306
  %r9.0326.lcssa = phi float [ %82, %entry.for.end_crit_edge ], [ %426, %for.end.loopexit ], !dbg !306
  %r8.0331.lcssa = phi float [ %71, %entry.for.end_crit_edge ], [ %419, %for.end.loopexit ], !dbg !306
  %r8.0332.lcssa = phi float [ %72, %entry.for.end_crit_edge ], [ %420, %for.end.loopexit ], !dbg !306
  %r8.0333.lcssa = phi float [ %73, %entry.for.end_crit_edge ], [ %421, %for.end.loopexit ], !dbg !306
  %r8.0334.lcssa = phi float [ %74, %entry.for.end_crit_edge ], [ %422, %for.end.loopexit ], !dbg !306
  %r7.0339.lcssa = phi float [ %63, %entry.for.end_crit_edge ], [ %415, %for.end.loopexit ], !dbg !306
  %r7.0340.lcssa = phi float [ %64, %entry.for.end_crit_edge ], [ %416, %for.end.loopexit ], !dbg !306
  %r7.0341.lcssa = phi float [ %65, %entry.for.end_crit_edge ], [ %417, %for.end.loopexit ], !dbg !306
  %r7.0342.lcssa = phi float [ %66, %entry.for.end_crit_edge ], [ %418, %for.end.loopexit ], !dbg !306
  %r6.0347.lcssa = phi float [ %55, %entry.for.end_crit_edge ], [ %411, %for.end.loopexit ], !dbg !306
  %r6.0348.lcssa = phi float [ %56, %entry.for.end_crit_edge ], [ %412, %for.end.loopexit ], !dbg !306
  %r6.0349.lcssa = phi float [ %57, %entry.for.end_crit_edge ], [ %413, %for.end.loopexit ], !dbg !306
  %r6.0350.lcssa = phi float [ %58, %entry.for.end_crit_edge ], [ %414, %for.end.loopexit ], !dbg !306
  %r5.0355.lcssa = phi float [ %47, %entry.for.end_crit_edge ], [ %407, %for.end.loopexit ], !dbg !306
  %r5.0356.lcssa = phi float [ %48, %entry.for.end_crit_edge ], [ %408, %for.end.loopexit ], !dbg !306
  %r5.0357.lcssa = phi float [ %49, %entry.for.end_crit_edge ], [ %409, %for.end.loopexit ], !dbg !306
  %r5.0358.lcssa = phi float [ %50, %entry.for.end_crit_edge ], [ %410, %for.end.loopexit ], !dbg !306
  %r4.0363.lcssa = phi float [ %39, %entry.for.end_crit_edge ], [ %403, %for.end.loopexit ], !dbg !306
  %r4.0364.lcssa = phi float [ %40, %entry.for.end_crit_edge ], [ %404, %for.end.loopexit ], !dbg !306
  %r4.0365.lcssa = phi float [ %41, %entry.for.end_crit_edge ], [ %405, %for.end.loopexit ], !dbg !306
  %r4.0366.lcssa = phi float [ %42, %entry.for.end_crit_edge ], [ %406, %for.end.loopexit ], !dbg !306
  %r3.0371.lcssa = phi float [ %31, %entry.for.end_crit_edge ], [ %399, %for.end.loopexit ], !dbg !306
  %r3.0372.lcssa = phi float [ %32, %entry.for.end_crit_edge ], [ %400, %for.end.loopexit ], !dbg !306
  %r3.0373.lcssa = phi float [ %33, %entry.for.end_crit_edge ], [ %401, %for.end.loopexit ], !dbg !306
  %r3.0374.lcssa = phi float [ %34, %entry.for.end_crit_edge ], [ %402, %for.end.loopexit ], !dbg !306
  %r2.0379.lcssa = phi float [ %23, %entry.for.end_crit_edge ], [ %395, %for.end.loopexit ], !dbg !306
  %r2.0380.lcssa = phi float [ %24, %entry.for.end_crit_edge ], [ %396, %for.end.loopexit ], !dbg !306
  %r2.0381.lcssa = phi float [ %25, %entry.for.end_crit_edge ], [ %397, %for.end.loopexit ], !dbg !306
  %r2.0382.lcssa = phi float [ %26, %entry.for.end_crit_edge ], [ %398, %for.end.loopexit ], !dbg !306
  %r1.0387.lcssa = phi float [ %15, %entry.for.end_crit_edge ], [ %391, %for.end.loopexit ], !dbg !306
  %r1.0388.lcssa = phi float [ %16, %entry.for.end_crit_edge ], [ %392, %for.end.loopexit ], !dbg !306
  %r1.0389.lcssa = phi float [ %17, %entry.for.end_crit_edge ], [ %393, %for.end.loopexit ], !dbg !306
  %r1.0390.lcssa = phi float [ %18, %entry.for.end_crit_edge ], [ %394, %for.end.loopexit ], !dbg !306
  %r0.0395.lcssa = phi float [ %7, %entry.for.end_crit_edge ], [ %387, %for.end.loopexit ], !dbg !306
  %r0.0396.lcssa = phi float [ %8, %entry.for.end_crit_edge ], [ %388, %for.end.loopexit ], !dbg !306
  %r0.0397.lcssa = phi float [ %9, %entry.for.end_crit_edge ], [ %389, %for.end.loopexit ], !dbg !306
  %r0.0398.lcssa = phi float [ %10, %entry.for.end_crit_edge ], [ %390, %for.end.loopexit ], !dbg !306
  %r46.0403.lcssa = phi float [ %375, %entry.for.end_crit_edge ], [ %571, %for.end.loopexit ], !dbg !306
  %r46.0404.lcssa = phi float [ %376, %entry.for.end_crit_edge ], [ %572, %for.end.loopexit ], !dbg !306
  %r46.0405.lcssa = phi float [ %377, %entry.for.end_crit_edge ], [ %573, %for.end.loopexit ], !dbg !306
  %r46.0406.lcssa = phi float [ %378, %entry.for.end_crit_edge ], [ %574, %for.end.loopexit ], !dbg !306
  %r47.0411.lcssa = phi float [ %383, %entry.for.end_crit_edge ], [ %575, %for.end.loopexit ], !dbg !306
  %r47.0412.lcssa = phi float [ %384, %entry.for.end_crit_edge ], [ %576, %for.end.loopexit ], !dbg !306
  %r47.0413.lcssa = phi float [ %385, %entry.for.end_crit_edge ], [ %577, %for.end.loopexit ], !dbg !306
  %r47.0414.lcssa = phi float [ %386, %entry.for.end_crit_edge ], [ %578, %for.end.loopexit ], !dbg !306
  %add143419 = fadd float %r0.0395.lcssa, %r1.0387.lcssa, !dbg !462
  %add143420 = fadd float %r0.0396.lcssa, %r1.0388.lcssa, !dbg !462
  %add143421 = fadd float %r0.0397.lcssa, %r1.0389.lcssa, !dbg !462
  %add143422 = fadd float %r0.0398.lcssa, %r1.0390.lcssa, !dbg !462
  %add144423 = fadd float %add143419, %r2.0379.lcssa, !dbg !463
  %add144424 = fadd float %add143420, %r2.0380.lcssa, !dbg !463
  %add144425 = fadd float %add143421, %r2.0381.lcssa, !dbg !463
  %add144426 = fadd float %add143422, %r2.0382.lcssa, !dbg !463
  %add145427 = fadd float %add144423, %r3.0371.lcssa, !dbg !464
  %add145428 = fadd float %add144424, %r3.0372.lcssa, !dbg !464
  %add145429 = fadd float %add144425, %r3.0373.lcssa, !dbg !464
  %add145430 = fadd float %add144426, %r3.0374.lcssa, !dbg !464
  %add146431 = fadd float %add145427, %r4.0363.lcssa, !dbg !465
  %add146432 = fadd float %add145428, %r4.0364.lcssa, !dbg !465
  %add146433 = fadd float %add145429, %r4.0365.lcssa, !dbg !465
  %add146434 = fadd float %add145430, %r4.0366.lcssa, !dbg !465
  %add147435 = fadd float %add146431, %r5.0355.lcssa, !dbg !466
  %add147436 = fadd float %add146432, %r5.0356.lcssa, !dbg !466
  %add147437 = fadd float %add146433, %r5.0357.lcssa, !dbg !466
  %add147438 = fadd float %add146434, %r5.0358.lcssa, !dbg !466
  %add148439 = fadd float %add147435, %r6.0347.lcssa, !dbg !467
  %add148440 = fadd float %add147436, %r6.0348.lcssa, !dbg !467
  %add148441 = fadd float %add147437, %r6.0349.lcssa, !dbg !467
  %add148442 = fadd float %add147438, %r6.0350.lcssa, !dbg !467
  %add149443 = fadd float %add148439, %r7.0339.lcssa, !dbg !468
  %add149444 = fadd float %add148440, %r7.0340.lcssa, !dbg !468
  %add149445 = fadd float %add148441, %r7.0341.lcssa, !dbg !468
  %add149446 = fadd float %add148442, %r7.0342.lcssa, !dbg !468
  %add150447 = fadd float %add149443, %r8.0331.lcssa, !dbg !469
  %add150448 = fadd float %add149444, %r8.0332.lcssa, !dbg !469
  %add150449 = fadd float %add149445, %r8.0333.lcssa, !dbg !469
  %add150450 = fadd float %add149446, %r8.0334.lcssa, !dbg !469
  %add151451 = fadd float %add150447, %r9.0323.lcssa, !dbg !470
  %add151452 = fadd float %add150448, %r9.0324.lcssa, !dbg !470
  %add151453 = fadd float %add150449, %r9.0325.lcssa, !dbg !470
  %add151454 = fadd float %add150450, %r9.0326.lcssa, !dbg !470
  %add152455 = fadd float %add151451, %r10.0315.lcssa, !dbg !471
  %add152456 = fadd float %add151452, %r10.0316.lcssa, !dbg !471
  %add152457 = fadd float %add151453, %r10.0317.lcssa, !dbg !471
  %add152458 = fadd float %add151454, %r10.0318.lcssa, !dbg !471
  %add153459 = fadd float %add152455, %r11.0307.lcssa, !dbg !472
  %add153460 = fadd float %add152456, %r11.0308.lcssa, !dbg !472
  %add153461 = fadd float %add152457, %r11.0309.lcssa, !dbg !472
  %add153462 = fadd float %add152458, %r11.0310.lcssa, !dbg !472
  %add154463 = fadd float %add153459, %r12.0299.lcssa, !dbg !473
  %add154464 = fadd float %add153460, %r12.0300.lcssa, !dbg !473
  %add154465 = fadd float %add153461, %r12.0301.lcssa, !dbg !473
  %add154466 = fadd float %add153462, %r12.0302.lcssa, !dbg !473
  %add155467 = fadd float %add154463, %r13.0291.lcssa, !dbg !474
  %add155468 = fadd float %add154464, %r13.0292.lcssa, !dbg !474
  %add155469 = fadd float %add154465, %r13.0293.lcssa, !dbg !474
  %add155470 = fadd float %add154466, %r13.0294.lcssa, !dbg !474
  %add156471 = fadd float %add155467, %r14.0283.lcssa, !dbg !475
  %add156472 = fadd float %add155468, %r14.0284.lcssa, !dbg !475
  %add156473 = fadd float %add155469, %r14.0285.lcssa, !dbg !475
  %add156474 = fadd float %add155470, %r14.0286.lcssa, !dbg !475
  %add157475 = fadd float %add156471, %r15.0275.lcssa, !dbg !476
  %add157476 = fadd float %add156472, %r15.0276.lcssa, !dbg !476
  %add157477 = fadd float %add156473, %r15.0277.lcssa, !dbg !476
  %add157478 = fadd float %add156474, %r15.0278.lcssa, !dbg !476
  %add158479 = fadd float %add157475, %r16.0267.lcssa, !dbg !477
  %add158480 = fadd float %add157476, %r16.0268.lcssa, !dbg !477
  %add158481 = fadd float %add157477, %r16.0269.lcssa, !dbg !477
  %add158482 = fadd float %add157478, %r16.0270.lcssa, !dbg !477
  %add159483 = fadd float %add158479, %r17.0259.lcssa, !dbg !478
  %add159484 = fadd float %add158480, %r17.0260.lcssa, !dbg !478
  %add159485 = fadd float %add158481, %r17.0261.lcssa, !dbg !478
  %add159486 = fadd float %add158482, %r17.0262.lcssa, !dbg !478
  %add160487 = fadd float %add159483, %r18.0251.lcssa, !dbg !479
  %add160488 = fadd float %add159484, %r18.0252.lcssa, !dbg !479
  %add160489 = fadd float %add159485, %r18.0253.lcssa, !dbg !479
  %add160490 = fadd float %add159486, %r18.0254.lcssa, !dbg !479
  %add161491 = fadd float %add160487, %r19.0243.lcssa, !dbg !480
  %add161492 = fadd float %add160488, %r19.0244.lcssa, !dbg !480
  %add161493 = fadd float %add160489, %r19.0245.lcssa, !dbg !480
  %add161494 = fadd float %add160490, %r19.0246.lcssa, !dbg !480
  %add162495 = fadd float %add161491, %r20.0235.lcssa, !dbg !481
  %add162496 = fadd float %add161492, %r20.0236.lcssa, !dbg !481
  %add162497 = fadd float %add161493, %r20.0237.lcssa, !dbg !481
  %add162498 = fadd float %add161494, %r20.0238.lcssa, !dbg !481
  %add163499 = fadd float %add162495, %r21.0227.lcssa, !dbg !482
  %add163500 = fadd float %add162496, %r21.0228.lcssa, !dbg !482
  %add163501 = fadd float %add162497, %r21.0229.lcssa, !dbg !482
  %add163502 = fadd float %add162498, %r21.0230.lcssa, !dbg !482
  %add164503 = fadd float %add163499, %r22.0219.lcssa, !dbg !483
  %add164504 = fadd float %add163500, %r22.0220.lcssa, !dbg !483
  %add164505 = fadd float %add163501, %r22.0221.lcssa, !dbg !483
  %add164506 = fadd float %add163502, %r22.0222.lcssa, !dbg !483
  %add165507 = fadd float %add164503, %r23.0211.lcssa, !dbg !484
  %add165508 = fadd float %add164504, %r23.0212.lcssa, !dbg !484
  %add165509 = fadd float %add164505, %r23.0213.lcssa, !dbg !484
  %add165510 = fadd float %add164506, %r23.0214.lcssa, !dbg !484
  %add166511 = fadd float %add165507, %r24.0203.lcssa, !dbg !485
  %add166512 = fadd float %add165508, %r24.0204.lcssa, !dbg !485
  %add166513 = fadd float %add165509, %r24.0205.lcssa, !dbg !485
  %add166514 = fadd float %add165510, %r24.0206.lcssa, !dbg !485
  %add167515 = fadd float %add166511, %r25.0195.lcssa, !dbg !486
  %add167516 = fadd float %add166512, %r25.0196.lcssa, !dbg !486
  %add167517 = fadd float %add166513, %r25.0197.lcssa, !dbg !486
  %add167518 = fadd float %add166514, %r25.0198.lcssa, !dbg !486
  %add168519 = fadd float %add167515, %r26.0187.lcssa, !dbg !487
  %add168520 = fadd float %add167516, %r26.0188.lcssa, !dbg !487
  %add168521 = fadd float %add167517, %r26.0189.lcssa, !dbg !487
  %add168522 = fadd float %add167518, %r26.0190.lcssa, !dbg !487
  %add169523 = fadd float %add168519, %r27.0179.lcssa, !dbg !488
  %add169524 = fadd float %add168520, %r27.0180.lcssa, !dbg !488
  %add169525 = fadd float %add168521, %r27.0181.lcssa, !dbg !488
  %add169526 = fadd float %add168522, %r27.0182.lcssa, !dbg !488
  %add170527 = fadd float %add169523, %r28.0171.lcssa, !dbg !489
  %add170528 = fadd float %add169524, %r28.0172.lcssa, !dbg !489
  %add170529 = fadd float %add169525, %r28.0173.lcssa, !dbg !489
  %add170530 = fadd float %add169526, %r28.0174.lcssa, !dbg !489
  %add171531 = fadd float %add170527, %r29.0163.lcssa, !dbg !490
  %add171532 = fadd float %add170528, %r29.0164.lcssa, !dbg !490
  %add171533 = fadd float %add170529, %r29.0165.lcssa, !dbg !490
  %add171534 = fadd float %add170530, %r29.0166.lcssa, !dbg !490
  %add172535 = fadd float %add171531, %r30.0155.lcssa, !dbg !491
  %add172536 = fadd float %add171532, %r30.0156.lcssa, !dbg !491
  %add172537 = fadd float %add171533, %r30.0157.lcssa, !dbg !491
  %add172538 = fadd float %add171534, %r30.0158.lcssa, !dbg !491
  %add173539 = fadd float %add172535, %r31.0147.lcssa, !dbg !492
  %add173540 = fadd float %add172536, %r31.0148.lcssa, !dbg !492
  %add173541 = fadd float %add172537, %r31.0149.lcssa, !dbg !492
  %add173542 = fadd float %add172538, %r31.0150.lcssa, !dbg !492
  %add174543 = fadd float %add173539, %r32.0139.lcssa, !dbg !493
  %add174544 = fadd float %add173540, %r32.0140.lcssa, !dbg !493
  %add174545 = fadd float %add173541, %r32.0141.lcssa, !dbg !493
  %add174546 = fadd float %add173542, %r32.0142.lcssa, !dbg !493
  %add175547 = fadd float %add174543, %r33.0131.lcssa, !dbg !494
  %add175548 = fadd float %add174544, %r33.0132.lcssa, !dbg !494
  %add175549 = fadd float %add174545, %r33.0133.lcssa, !dbg !494
  %add175550 = fadd float %add174546, %r33.0134.lcssa, !dbg !494
  %add176551 = fadd float %add175547, %r34.0123.lcssa, !dbg !495
  %add176552 = fadd float %add175548, %r34.0124.lcssa, !dbg !495
  %add176553 = fadd float %add175549, %r34.0125.lcssa, !dbg !495
  %add176554 = fadd float %add175550, %r34.0126.lcssa, !dbg !495
  %add177555 = fadd float %add176551, %r35.0115.lcssa, !dbg !496
  %add177556 = fadd float %add176552, %r35.0116.lcssa, !dbg !496
  %add177557 = fadd float %add176553, %r35.0117.lcssa, !dbg !496
  %add177558 = fadd float %add176554, %r35.0118.lcssa, !dbg !496
  %add178559 = fadd float %add177555, %r36.0107.lcssa, !dbg !497
  %add178560 = fadd float %add177556, %r36.0108.lcssa, !dbg !497
  %add178561 = fadd float %add177557, %r36.0109.lcssa, !dbg !497
  %add178562 = fadd float %add177558, %r36.0110.lcssa, !dbg !497
  %add179563 = fadd float %add178559, %r37.099.lcssa, !dbg !498
  %add179564 = fadd float %add178560, %r37.0100.lcssa, !dbg !498
  %add179565 = fadd float %add178561, %r37.0101.lcssa, !dbg !498
  %add179566 = fadd float %add178562, %r37.0102.lcssa, !dbg !498
  %add180567 = fadd float %add179563, %r38.091.lcssa, !dbg !499
  %add180568 = fadd float %add179564, %r38.092.lcssa, !dbg !499
  %add180569 = fadd float %add179565, %r38.093.lcssa, !dbg !499
  %add180570 = fadd float %add179566, %r38.094.lcssa, !dbg !499
  %add181571 = fadd float %add180567, %r39.083.lcssa, !dbg !500
  %add181572 = fadd float %add180568, %r39.084.lcssa, !dbg !500
  %add181573 = fadd float %add180569, %r39.085.lcssa, !dbg !500
  %add181574 = fadd float %add180570, %r39.086.lcssa, !dbg !500
  %add182575 = fadd float %add181571, %r40.075.lcssa, !dbg !501
  %add182576 = fadd float %add181572, %r40.076.lcssa, !dbg !501
  %add182577 = fadd float %add181573, %r40.077.lcssa, !dbg !501
  %add182578 = fadd float %add181574, %r40.078.lcssa, !dbg !501
  %add183579 = fadd float %add182575, %r41.067.lcssa, !dbg !502
  %add183580 = fadd float %add182576, %r41.068.lcssa, !dbg !502
  %add183581 = fadd float %add182577, %r41.069.lcssa, !dbg !502
  %add183582 = fadd float %add182578, %r41.070.lcssa, !dbg !502
  %add184583 = fadd float %add183579, %r42.059.lcssa, !dbg !503
  %add184584 = fadd float %add183580, %r42.060.lcssa, !dbg !503
  %add184585 = fadd float %add183581, %r42.061.lcssa, !dbg !503
  %add184586 = fadd float %add183582, %r42.062.lcssa, !dbg !503
  %add185587 = fadd float %add184583, %r43.051.lcssa, !dbg !504
  %add185588 = fadd float %add184584, %r43.052.lcssa, !dbg !504
  %add185589 = fadd float %add184585, %r43.053.lcssa, !dbg !504
  %add185590 = fadd float %add184586, %r43.054.lcssa, !dbg !504
  %add186591 = fadd float %add185587, %r44.043.lcssa, !dbg !505
  %add186592 = fadd float %add185588, %r44.044.lcssa, !dbg !505
  %add186593 = fadd float %add185589, %r44.045.lcssa, !dbg !505
  %add186594 = fadd float %add185590, %r44.046.lcssa, !dbg !505
  %add187595 = fadd float %add186591, %r45.035.lcssa, !dbg !506
  %add187596 = fadd float %add186592, %r45.036.lcssa, !dbg !506
  %add187597 = fadd float %add186593, %r45.037.lcssa, !dbg !506
  %add187598 = fadd float %add186594, %r45.038.lcssa, !dbg !506
  %add188599 = fadd float %add187595, %r46.0403.lcssa, !dbg !507
  %add188600 = fadd float %add187596, %r46.0404.lcssa, !dbg !507
  %add188601 = fadd float %add187597, %r46.0405.lcssa, !dbg !507
  %add188602 = fadd float %add187598, %r46.0406.lcssa, !dbg !507
  %add189603 = fadd float %add188599, %r47.0411.lcssa, !dbg !508
  %add189604 = fadd float %add188600, %r47.0412.lcssa, !dbg !508
  %add189605 = fadd float %add188601, %r47.0413.lcssa, !dbg !508
  %add189606 = fadd float %add188602, %r47.0414.lcssa, !dbg !508
  %assembled.vect = insertelement <4 x float> undef, float %add189603, i32 0, !dbg !508
  %assembled.vect607 = insertelement <4 x float> %assembled.vect, float %add189604, i32 1, !dbg !508
  %assembled.vect608 = insertelement <4 x float> %assembled.vect607, float %add189605, i32 2, !dbg !508
  %assembled.vect609 = insertelement <4 x float> %assembled.vect608, float %add189606, i32 3, !dbg !508
  store <4 x float> %assembled.vect609, <4 x float> addrspace(131072)* %5, align 16, !dbg !509
  ret void, !dbg !510
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #2

; Function Desc: 
; Output: 
; Arg 0: none
; Function Attrs: inaccessiblememonly nounwind
declare void @llvm.genx.GenISA.CatchAllDebugLine() #4

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { inaccessiblememonly nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!IGCMetadata = !{!5}
!igc.functions = !{!277}
!opencl.ocl.version = !{!290, !290, !290, !290, !290}
!opencl.spir.version = !{!290, !290, !290, !290, !290}
!llvm.ident = !{!291, !291, !291, !291, !291}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "spill.cl", directory: "/tmp/hdwarf-src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"ModuleMD", !6, !7, !66, !149, !179, !195, !212, !222, !224, !225, !236, !237, !238, !239, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !256, !260, !261, !262, !263, !264, !265, !266, !124, !267, !270, !272, !275, !276}
!6 = !{!"isPrecise", i1 false}
!7 = !{!"compOpt", !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65}
!8 = !{!"DenormsAreZero", i1 false}
!9 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!10 = !{!"OptDisable", i1 false}
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
!66 = !{!"FuncMD", !67, !68}
!67 = !{!"FuncMDMap[0]", void (<4 x float> addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @pressure}
!68 = !{!"FuncMDValue[0]", !69, !70, !74, !75, !76, !96, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !134, !137, !140, !143, !146}
!69 = !{!"localOffsets"}
!70 = !{!"workGroupWalkOrder", !71, !72, !73}
!71 = !{!"dim0", i32 0}
!72 = !{!"dim1", i32 0}
!73 = !{!"dim2", i32 0}
!74 = !{!"funcArgs"}
!75 = !{!"functionType", !"KernelFunction"}
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
!96 = !{!"resAllocMD", !97, !98, !99, !100, !115}
!97 = !{!"uavsNumType", i32 1}
!98 = !{!"srvsNumType", i32 0}
!99 = !{!"samplersNumType", i32 0}
!100 = !{!"argAllocMDList", !101, !105, !108, !109, !110, !111, !112, !113, !114}
!101 = !{!"argAllocMDListVec[0]", !102, !103, !104}
!102 = !{!"type", i32 1}
!103 = !{!"extensionType", i32 -1}
!104 = !{!"indexType", i32 0}
!105 = !{!"argAllocMDListVec[1]", !106, !103, !107}
!106 = !{!"type", i32 0}
!107 = !{!"indexType", i32 -1}
!108 = !{!"argAllocMDListVec[2]", !106, !103, !107}
!109 = !{!"argAllocMDListVec[3]", !106, !103, !107}
!110 = !{!"argAllocMDListVec[4]", !106, !103, !107}
!111 = !{!"argAllocMDListVec[5]", !106, !103, !107}
!112 = !{!"argAllocMDListVec[6]", !106, !103, !107}
!113 = !{!"argAllocMDListVec[7]", !106, !103, !107}
!114 = !{!"argAllocMDListVec[8]", !106, !103, !107}
!115 = !{!"inlineSamplersMD"}
!116 = !{!"maxByteOffsets"}
!117 = !{!"IsInitializer", i1 false}
!118 = !{!"IsFinalizer", i1 false}
!119 = !{!"CompiledSubGroupsNumber", i32 0}
!120 = !{!"hasInlineVmeSamplers", i1 false}
!121 = !{!"localSize", i32 0}
!122 = !{!"localIDPresent", i1 false}
!123 = !{!"groupIDPresent", i1 false}
!124 = !{!"privateMemoryPerWI", i32 0}
!125 = !{!"globalIDPresent", i1 false}
!126 = !{!"hasSyncRTCalls", i1 false}
!127 = !{!"hasNonKernelArgLoad", i1 false}
!128 = !{!"hasNonKernelArgStore", i1 false}
!129 = !{!"hasNonKernelArgAtomic", i1 false}
!130 = !{!"UserAnnotations"}
!131 = !{!"m_OpenCLArgAddressSpaces", !132, !133}
!132 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!133 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 0}
!134 = !{!"m_OpenCLArgAccessQualifiers", !135, !136}
!135 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!136 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!137 = !{!"m_OpenCLArgTypes", !138, !139}
!138 = !{!"m_OpenCLArgTypesVec[0]", !"float4*"}
!139 = !{!"m_OpenCLArgTypesVec[1]", !"int"}
!140 = !{!"m_OpenCLArgBaseTypes", !141, !142}
!141 = !{!"m_OpenCLArgBaseTypesVec[0]", !"float4*"}
!142 = !{!"m_OpenCLArgBaseTypesVec[1]", !"int"}
!143 = !{!"m_OpenCLArgTypeQualifiers", !144, !145}
!144 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !""}
!145 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !""}
!146 = !{!"m_OpenCLArgNames", !147, !148}
!147 = !{!"m_OpenCLArgNamesVec[0]", !"io"}
!148 = !{!"m_OpenCLArgNamesVec[1]", !"n"}
!149 = !{!"pushInfo", !150, !151, !152, !155, !156, !157, !158, !159, !160, !161, !162, !175, !176, !177, !178}
!150 = !{!"pushableAddresses"}
!151 = !{!"bindlessPushInfo"}
!152 = !{!"dynamicBufferInfo", !153, !154}
!153 = !{!"firstIndex", i32 0}
!154 = !{!"numOffsets", i32 0}
!155 = !{!"MaxNumberOfPushedBuffers", i32 0}
!156 = !{!"inlineConstantBufferSlot", i32 -1}
!157 = !{!"inlineConstantBufferOffset", i32 -1}
!158 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!159 = !{!"constants"}
!160 = !{!"inputs"}
!161 = !{!"constantReg"}
!162 = !{!"simplePushInfoArr", !163, !172, !173, !174}
!163 = !{!"simplePushInfoArrVec[0]", !164, !165, !166, !167, !168, !169, !170, !171}
!164 = !{!"cbIdx", i32 0}
!165 = !{!"pushableAddressGrfOffset", i32 -1}
!166 = !{!"pushableOffsetGrfOffset", i32 -1}
!167 = !{!"offset", i32 0}
!168 = !{!"size", i32 0}
!169 = !{!"isStateless", i1 false}
!170 = !{!"isBindless", i1 false}
!171 = !{!"simplePushLoads"}
!172 = !{!"simplePushInfoArrVec[1]", !164, !165, !166, !167, !168, !169, !170, !171}
!173 = !{!"simplePushInfoArrVec[2]", !164, !165, !166, !167, !168, !169, !170, !171}
!174 = !{!"simplePushInfoArrVec[3]", !164, !165, !166, !167, !168, !169, !170, !171}
!175 = !{!"simplePushBufferUsed", i32 0}
!176 = !{!"pushAnalysisWIInfos"}
!177 = !{!"inlineRTGlobalPtrOffset", i32 0}
!178 = !{!"rtSyncSurfPtrOffset", i32 0}
!179 = !{!"psInfo", !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194}
!180 = !{!"BlendStateDisabledMask", i8 0}
!181 = !{!"SkipSrc0Alpha", i1 false}
!182 = !{!"DualSourceBlendingDisabled", i1 false}
!183 = !{!"ForceEnableSimd32", i1 false}
!184 = !{!"outputDepth", i1 false}
!185 = !{!"outputStencil", i1 false}
!186 = !{!"outputMask", i1 false}
!187 = !{!"blendToFillEnabled", i1 false}
!188 = !{!"forceEarlyZ", i1 false}
!189 = !{!"hasVersionedLoop", i1 false}
!190 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!191 = !{!"NumSamples", i8 0}
!192 = !{!"blendOptimizationMode"}
!193 = !{!"colorOutputMask"}
!194 = !{!"WaDisableVRS", i1 false}
!195 = !{!"csInfo", !196, !197, !198, !199, !200, !16, !17, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !45, !211}
!196 = !{!"maxWorkGroupSize", i32 0}
!197 = !{!"waveSize", i32 0}
!198 = !{!"ComputeShaderSecondCompile"}
!199 = !{!"forcedSIMDSize", i8 0}
!200 = !{!"forceTotalGRFNum", i32 0}
!201 = !{!"allowLowerSimd", i1 false}
!202 = !{!"forcedVISAPreRAScheduler", i1 false}
!203 = !{!"disableLocalIdOrderOptimizations", i1 false}
!204 = !{!"disableDispatchAlongY", i1 false}
!205 = !{!"neededThreadIdLayout", i1* null}
!206 = !{!"forceTileYWalk", i1 false}
!207 = !{!"tileTGWidth_X", i32 0}
!208 = !{!"tileTGWidth_Y", i32 0}
!209 = !{!"maxTileTGDispatch_X", i32 0}
!210 = !{!"maxTileTGDispatch_Y", i32 0}
!211 = !{!"ResForHfPacking"}
!212 = !{!"msInfo", !213, !214, !215, !216, !217, !218, !219, !220, !221}
!213 = !{!"PrimitiveTopology", i32 3}
!214 = !{!"MaxNumOfPrimitives", i32 0}
!215 = !{!"MaxNumOfVertices", i32 0}
!216 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!217 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!218 = !{!"WorkGroupSize", i32 0}
!219 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!220 = !{!"IndexFormat", i32 6}
!221 = !{!"SubgroupSize", i32 0}
!222 = !{!"taskInfo", !223, !218, !219, !221}
!223 = !{!"MaxNumOfOutputs", i32 0}
!224 = !{!"NBarrierCnt", i32 0}
!225 = !{!"rtInfo", !226, !227, !228, !229, !230, !231, !232, !233, !234, !235}
!226 = !{!"RayQueryAllocSizeInBytes", i32 0}
!227 = !{!"NumContinuations", i32 0}
!228 = !{!"RTAsyncStackAddrspace", i32 -1}
!229 = !{!"RTAsyncStackSurfaceStateOffset", i1* null}
!230 = !{!"SWHotZoneAddrspace", i32 -1}
!231 = !{!"SWHotZoneSurfaceStateOffset", i1* null}
!232 = !{!"SWStackAddrspace", i32 -1}
!233 = !{!"SWStackSurfaceStateOffset", i1* null}
!234 = !{!"RTSyncStackAddrspace", i32 -1}
!235 = !{!"RTSyncStackSurfaceStateOffset", i1* null}
!236 = !{!"CurUniqueIndirectIdx", i32 0}
!237 = !{!"inlineDynTextures"}
!238 = !{!"inlineResInfoData"}
!239 = !{!"immConstant", !240, !241, !242}
!240 = !{!"data"}
!241 = !{!"sizes"}
!242 = !{!"zeroIdxs"}
!243 = !{!"inlineConstantBuffers"}
!244 = !{!"inlineGlobalBuffers"}
!245 = !{!"GlobalPointerProgramBinaryInfos"}
!246 = !{!"ConstantPointerProgramBinaryInfos"}
!247 = !{!"GlobalBufferAddressRelocInfo"}
!248 = !{!"ConstantBufferAddressRelocInfo"}
!249 = !{!"forceLscCacheList"}
!250 = !{!"SrvMap"}
!251 = !{!"RasterizerOrderedByteAddressBuffer"}
!252 = !{!"MinNOSPushConstantSize", i32 2}
!253 = !{!"inlineProgramScopeOffsets"}
!254 = !{!"shaderData", !255}
!255 = !{!"numReplicas", i32 0}
!256 = !{!"URBInfo", !257, !258, !259}
!257 = !{!"has64BVertexHeaderInput", i1 false}
!258 = !{!"has64BVertexHeaderOutput", i1 false}
!259 = !{!"hasVertexHeader", i1 true}
!260 = !{!"UseBindlessImage", i1 false}
!261 = !{!"enableRangeReduce", i1 false}
!262 = !{!"allowMatchMadOptimizationforVS", i1 false}
!263 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!264 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!265 = !{!"statefulResourcesNotAliased", i1 false}
!266 = !{!"disableMixMode", i1 false}
!267 = !{!"PrivateMemoryPerFG", !268, !269}
!268 = !{!"PrivateMemoryPerFGMap[0]", void (<4 x float> addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @pressure}
!269 = !{!"PrivateMemoryPerFGValue[0]", i32 0}
!270 = !{!"capabilities", !271}
!271 = !{!"globalVariableDecorationsINTEL", i1 false}
!272 = !{!"m_ShaderResourceViewMcsMask", !273, !274}
!273 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!274 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!275 = !{!"computedDepthMode", i32 0}
!276 = !{!"isHDCFastClearShader", i1 false}
!277 = !{void (<4 x float> addrspace(1)*, i32, <8 x i32>, <8 x i32>, <3 x i32>, i16, i16, i16, i32)* @pressure, !278}
!278 = !{!279, !280, !289}
!279 = !{!"function_type", i32 0}
!280 = !{!"implicit_arg_desc", !281, !282, !283, !284, !285, !286, !287}
!281 = !{i32 0}
!282 = !{i32 1}
!283 = !{i32 6}
!284 = !{i32 7}
!285 = !{i32 8}
!286 = !{i32 9}
!287 = !{i32 14, !288}
!288 = !{!"explicit_arg_num", i32 0}
!289 = !{!"sub_group_size", i32 32}
!290 = !{i32 2, i32 0}
!291 = !{!"Debian clang version 14.0.6"}
!292 = distinct !DISubprogram(name: "pressure", scope: null, file: !1, line: 2, type: !293, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !303, retainedNodes: !303)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !295, !302}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !297, baseType: !298)
!297 = !DIFile(filename: "opencl-c-base.h", directory: "/tmp/hdwarf-src/.")
!298 = !DICompositeType(tag: DW_TAG_array_type, baseType: !299, size: 128, flags: DIFlagVector, elements: !300)
!299 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!300 = !{!301}
!301 = !DISubrange(count: 4, lowerBound: 0)
!302 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!303 = !{}
!304 = !DILocation(line: 2, scope: !292)
!305 = !DILocalVariable(name: "io", arg: 1, scope: !292, file: !1, line: 2, type: !295)
!306 = !DILocation(line: 0, scope: !292)
!307 = !DILocalVariable(name: "n", arg: 2, scope: !292, file: !1, line: 2, type: !302)
!308 = !DILocation(line: 3, column: 11, scope: !292)
!309 = !DILocalVariable(name: "g", scope: !292, file: !1, line: 3, type: !302)
!310 = !DILocation(line: 4, column: 15, scope: !292)
!311 = !DILocalVariable(name: "r0", scope: !292, file: !1, line: 4, type: !296)
!312 = !DILocation(line: 5, column: 15, scope: !292)
!313 = !DILocalVariable(name: "r1", scope: !292, file: !1, line: 5, type: !296)
!314 = !DILocation(line: 6, column: 15, scope: !292)
!315 = !DILocalVariable(name: "r2", scope: !292, file: !1, line: 6, type: !296)
!316 = !DILocation(line: 7, column: 15, scope: !292)
!317 = !DILocalVariable(name: "r3", scope: !292, file: !1, line: 7, type: !296)
!318 = !DILocation(line: 8, column: 15, scope: !292)
!319 = !DILocalVariable(name: "r4", scope: !292, file: !1, line: 8, type: !296)
!320 = !DILocation(line: 9, column: 15, scope: !292)
!321 = !DILocalVariable(name: "r5", scope: !292, file: !1, line: 9, type: !296)
!322 = !DILocation(line: 10, column: 15, scope: !292)
!323 = !DILocalVariable(name: "r6", scope: !292, file: !1, line: 10, type: !296)
!324 = !DILocation(line: 11, column: 15, scope: !292)
!325 = !DILocalVariable(name: "r7", scope: !292, file: !1, line: 11, type: !296)
!326 = !DILocation(line: 12, column: 15, scope: !292)
!327 = !DILocalVariable(name: "r8", scope: !292, file: !1, line: 12, type: !296)
!328 = !DILocation(line: 13, column: 15, scope: !292)
!329 = !DILocalVariable(name: "r9", scope: !292, file: !1, line: 13, type: !296)
!330 = !DILocation(line: 14, column: 16, scope: !292)
!331 = !DILocalVariable(name: "r10", scope: !292, file: !1, line: 14, type: !296)
!332 = !DILocation(line: 15, column: 16, scope: !292)
!333 = !DILocalVariable(name: "r11", scope: !292, file: !1, line: 15, type: !296)
!334 = !DILocation(line: 16, column: 16, scope: !292)
!335 = !DILocalVariable(name: "r12", scope: !292, file: !1, line: 16, type: !296)
!336 = !DILocation(line: 17, column: 16, scope: !292)
!337 = !DILocalVariable(name: "r13", scope: !292, file: !1, line: 17, type: !296)
!338 = !DILocation(line: 18, column: 16, scope: !292)
!339 = !DILocalVariable(name: "r14", scope: !292, file: !1, line: 18, type: !296)
!340 = !DILocation(line: 19, column: 16, scope: !292)
!341 = !DILocalVariable(name: "r15", scope: !292, file: !1, line: 19, type: !296)
!342 = !DILocation(line: 20, column: 16, scope: !292)
!343 = !DILocalVariable(name: "r16", scope: !292, file: !1, line: 20, type: !296)
!344 = !DILocation(line: 21, column: 16, scope: !292)
!345 = !DILocalVariable(name: "r17", scope: !292, file: !1, line: 21, type: !296)
!346 = !DILocation(line: 22, column: 16, scope: !292)
!347 = !DILocalVariable(name: "r18", scope: !292, file: !1, line: 22, type: !296)
!348 = !DILocation(line: 23, column: 16, scope: !292)
!349 = !DILocalVariable(name: "r19", scope: !292, file: !1, line: 23, type: !296)
!350 = !DILocation(line: 24, column: 16, scope: !292)
!351 = !DILocalVariable(name: "r20", scope: !292, file: !1, line: 24, type: !296)
!352 = !DILocation(line: 25, column: 16, scope: !292)
!353 = !DILocalVariable(name: "r21", scope: !292, file: !1, line: 25, type: !296)
!354 = !DILocation(line: 26, column: 16, scope: !292)
!355 = !DILocalVariable(name: "r22", scope: !292, file: !1, line: 26, type: !296)
!356 = !DILocation(line: 27, column: 16, scope: !292)
!357 = !DILocalVariable(name: "r23", scope: !292, file: !1, line: 27, type: !296)
!358 = !DILocation(line: 28, column: 16, scope: !292)
!359 = !DILocalVariable(name: "r24", scope: !292, file: !1, line: 28, type: !296)
!360 = !DILocation(line: 29, column: 16, scope: !292)
!361 = !DILocalVariable(name: "r25", scope: !292, file: !1, line: 29, type: !296)
!362 = !DILocation(line: 30, column: 16, scope: !292)
!363 = !DILocalVariable(name: "r26", scope: !292, file: !1, line: 30, type: !296)
!364 = !DILocation(line: 31, column: 16, scope: !292)
!365 = !DILocalVariable(name: "r27", scope: !292, file: !1, line: 31, type: !296)
!366 = !DILocation(line: 32, column: 16, scope: !292)
!367 = !DILocalVariable(name: "r28", scope: !292, file: !1, line: 32, type: !296)
!368 = !DILocation(line: 33, column: 16, scope: !292)
!369 = !DILocalVariable(name: "r29", scope: !292, file: !1, line: 33, type: !296)
!370 = !DILocation(line: 34, column: 16, scope: !292)
!371 = !DILocalVariable(name: "r30", scope: !292, file: !1, line: 34, type: !296)
!372 = !DILocation(line: 35, column: 16, scope: !292)
!373 = !DILocalVariable(name: "r31", scope: !292, file: !1, line: 35, type: !296)
!374 = !DILocation(line: 36, column: 16, scope: !292)
!375 = !DILocalVariable(name: "r32", scope: !292, file: !1, line: 36, type: !296)
!376 = !DILocation(line: 37, column: 16, scope: !292)
!377 = !DILocalVariable(name: "r33", scope: !292, file: !1, line: 37, type: !296)
!378 = !DILocation(line: 38, column: 16, scope: !292)
!379 = !DILocalVariable(name: "r34", scope: !292, file: !1, line: 38, type: !296)
!380 = !DILocation(line: 39, column: 16, scope: !292)
!381 = !DILocalVariable(name: "r35", scope: !292, file: !1, line: 39, type: !296)
!382 = !DILocation(line: 40, column: 16, scope: !292)
!383 = !DILocalVariable(name: "r36", scope: !292, file: !1, line: 40, type: !296)
!384 = !DILocation(line: 41, column: 16, scope: !292)
!385 = !DILocalVariable(name: "r37", scope: !292, file: !1, line: 41, type: !296)
!386 = !DILocation(line: 42, column: 16, scope: !292)
!387 = !DILocalVariable(name: "r38", scope: !292, file: !1, line: 42, type: !296)
!388 = !DILocation(line: 43, column: 16, scope: !292)
!389 = !DILocalVariable(name: "r39", scope: !292, file: !1, line: 43, type: !296)
!390 = !DILocation(line: 44, column: 16, scope: !292)
!391 = !DILocalVariable(name: "r40", scope: !292, file: !1, line: 44, type: !296)
!392 = !DILocation(line: 45, column: 16, scope: !292)
!393 = !DILocalVariable(name: "r41", scope: !292, file: !1, line: 45, type: !296)
!394 = !DILocation(line: 46, column: 16, scope: !292)
!395 = !DILocalVariable(name: "r42", scope: !292, file: !1, line: 46, type: !296)
!396 = !DILocation(line: 47, column: 16, scope: !292)
!397 = !DILocalVariable(name: "r43", scope: !292, file: !1, line: 47, type: !296)
!398 = !DILocation(line: 48, column: 16, scope: !292)
!399 = !DILocalVariable(name: "r44", scope: !292, file: !1, line: 48, type: !296)
!400 = !DILocation(line: 49, column: 16, scope: !292)
!401 = !DILocalVariable(name: "r45", scope: !292, file: !1, line: 49, type: !296)
!402 = !DILocation(line: 50, column: 16, scope: !292)
!403 = !DILocalVariable(name: "r46", scope: !292, file: !1, line: 50, type: !296)
!404 = !DILocation(line: 51, column: 16, scope: !292)
!405 = !DILocalVariable(name: "r47", scope: !292, file: !1, line: 51, type: !296)
!406 = !DILocalVariable(name: "i", scope: !407, file: !1, line: 52, type: !302)
!407 = distinct !DILexicalBlock(scope: !292, file: !1, line: 52, column: 3)
!408 = !DILocation(line: 0, scope: !407)
!409 = !DILocation(line: 52, column: 21, scope: !410)
!410 = distinct !DILexicalBlock(scope: !407, file: !1, line: 52, column: 3)
!411 = !DILocation(line: 52, column: 3, scope: !407)
!412 = !DILocation(line: 53, column: 15, scope: !413)
!413 = distinct !DILexicalBlock(scope: !410, file: !1, line: 52, column: 31)
!414 = !DILocation(line: 54, column: 15, scope: !413)
!415 = !DILocation(line: 55, column: 15, scope: !413)
!416 = !DILocation(line: 56, column: 15, scope: !413)
!417 = !DILocation(line: 57, column: 15, scope: !413)
!418 = !DILocation(line: 58, column: 15, scope: !413)
!419 = !DILocation(line: 59, column: 15, scope: !413)
!420 = !DILocation(line: 60, column: 15, scope: !413)
!421 = !DILocation(line: 61, column: 15, scope: !413)
!422 = !DILocation(line: 62, column: 16, scope: !413)
!423 = !DILocation(line: 63, column: 18, scope: !413)
!424 = !DILocation(line: 64, column: 18, scope: !413)
!425 = !DILocation(line: 65, column: 18, scope: !413)
!426 = !DILocation(line: 66, column: 18, scope: !413)
!427 = !DILocation(line: 67, column: 18, scope: !413)
!428 = !DILocation(line: 68, column: 18, scope: !413)
!429 = !DILocation(line: 69, column: 18, scope: !413)
!430 = !DILocation(line: 70, column: 18, scope: !413)
!431 = !DILocation(line: 71, column: 18, scope: !413)
!432 = !DILocation(line: 72, column: 18, scope: !413)
!433 = !DILocation(line: 73, column: 18, scope: !413)
!434 = !DILocation(line: 74, column: 18, scope: !413)
!435 = !DILocation(line: 75, column: 18, scope: !413)
!436 = !DILocation(line: 76, column: 18, scope: !413)
!437 = !DILocation(line: 77, column: 18, scope: !413)
!438 = !DILocation(line: 78, column: 18, scope: !413)
!439 = !DILocation(line: 79, column: 18, scope: !413)
!440 = !DILocation(line: 80, column: 18, scope: !413)
!441 = !DILocation(line: 81, column: 18, scope: !413)
!442 = !DILocation(line: 82, column: 18, scope: !413)
!443 = !DILocation(line: 83, column: 18, scope: !413)
!444 = !DILocation(line: 84, column: 18, scope: !413)
!445 = !DILocation(line: 85, column: 18, scope: !413)
!446 = !DILocation(line: 86, column: 18, scope: !413)
!447 = !DILocation(line: 87, column: 18, scope: !413)
!448 = !DILocation(line: 88, column: 18, scope: !413)
!449 = !DILocation(line: 89, column: 18, scope: !413)
!450 = !DILocation(line: 90, column: 18, scope: !413)
!451 = !DILocation(line: 91, column: 18, scope: !413)
!452 = !DILocation(line: 92, column: 18, scope: !413)
!453 = !DILocation(line: 93, column: 18, scope: !413)
!454 = !DILocation(line: 94, column: 18, scope: !413)
!455 = !DILocation(line: 95, column: 18, scope: !413)
!456 = !DILocation(line: 96, column: 18, scope: !413)
!457 = !DILocation(line: 97, column: 18, scope: !413)
!458 = !DILocation(line: 98, column: 18, scope: !413)
!459 = !DILocation(line: 99, column: 18, scope: !413)
!460 = !DILocation(line: 100, column: 17, scope: !413)
!461 = !DILocation(line: 52, column: 27, scope: !410)
!462 = !DILocation(line: 102, column: 13, scope: !292)
!463 = !DILocation(line: 102, column: 16, scope: !292)
!464 = !DILocation(line: 102, column: 19, scope: !292)
!465 = !DILocation(line: 102, column: 22, scope: !292)
!466 = !DILocation(line: 102, column: 25, scope: !292)
!467 = !DILocation(line: 102, column: 28, scope: !292)
!468 = !DILocation(line: 102, column: 31, scope: !292)
!469 = !DILocation(line: 102, column: 34, scope: !292)
!470 = !DILocation(line: 102, column: 37, scope: !292)
!471 = !DILocation(line: 102, column: 40, scope: !292)
!472 = !DILocation(line: 102, column: 44, scope: !292)
!473 = !DILocation(line: 102, column: 48, scope: !292)
!474 = !DILocation(line: 102, column: 52, scope: !292)
!475 = !DILocation(line: 102, column: 56, scope: !292)
!476 = !DILocation(line: 102, column: 60, scope: !292)
!477 = !DILocation(line: 102, column: 64, scope: !292)
!478 = !DILocation(line: 102, column: 68, scope: !292)
!479 = !DILocation(line: 102, column: 72, scope: !292)
!480 = !DILocation(line: 102, column: 76, scope: !292)
!481 = !DILocation(line: 102, column: 80, scope: !292)
!482 = !DILocation(line: 102, column: 84, scope: !292)
!483 = !DILocation(line: 102, column: 88, scope: !292)
!484 = !DILocation(line: 102, column: 92, scope: !292)
!485 = !DILocation(line: 102, column: 96, scope: !292)
!486 = !DILocation(line: 102, column: 100, scope: !292)
!487 = !DILocation(line: 102, column: 104, scope: !292)
!488 = !DILocation(line: 102, column: 108, scope: !292)
!489 = !DILocation(line: 102, column: 112, scope: !292)
!490 = !DILocation(line: 102, column: 116, scope: !292)
!491 = !DILocation(line: 102, column: 120, scope: !292)
!492 = !DILocation(line: 102, column: 124, scope: !292)
!493 = !DILocation(line: 102, column: 128, scope: !292)
!494 = !DILocation(line: 102, column: 132, scope: !292)
!495 = !DILocation(line: 102, column: 136, scope: !292)
!496 = !DILocation(line: 102, column: 140, scope: !292)
!497 = !DILocation(line: 102, column: 144, scope: !292)
!498 = !DILocation(line: 102, column: 148, scope: !292)
!499 = !DILocation(line: 102, column: 152, scope: !292)
!500 = !DILocation(line: 102, column: 156, scope: !292)
!501 = !DILocation(line: 102, column: 160, scope: !292)
!502 = !DILocation(line: 102, column: 164, scope: !292)
!503 = !DILocation(line: 102, column: 168, scope: !292)
!504 = !DILocation(line: 102, column: 172, scope: !292)
!505 = !DILocation(line: 102, column: 176, scope: !292)
!506 = !DILocation(line: 102, column: 180, scope: !292)
!507 = !DILocation(line: 102, column: 184, scope: !292)
!508 = !DILocation(line: 102, column: 188, scope: !292)
!509 = !DILocation(line: 102, column: 9, scope: !292)
!510 = !DILocation(line: 103, column: 1, scope: !292)
