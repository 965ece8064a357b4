; ------------------------------------------------
; OCL_asm2f6167fc7b1a7f52_push_analysis.ll
; ------------------------------------------------
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "spir64-unknown-unknown"

@0 = internal unnamed_addr addrspace(2) constant [23 x i8] c"Pointer: %p, Type: %s\0A\00"

; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @wide8(ptr addrspace(1) align 32 %u, ptr addrspace(1) align 32 %f, ptr addrspace(1) align 32 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr %privateBase, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bindlessOffset, i32 %bindlessOffset3, i32 %bindlessOffset4) #0 !dbg !458 {
entry:
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()
  %1 = zext i16 %0 to i32
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  %3 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32(), !dbg !490
  %4 = mul i32 %2, 128, !dbg !490
  %5 = mul i32 %3, %4, !dbg !490, !perThreadOffset !491
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !490
  %6 = extractelement <3 x i32> %globalOffset, i32 0
  %7 = extractelement <3 x i32> %globalOffset, i32 1
  %8 = extractelement <3 x i32> %globalOffset, i32 2
  %9 = extractelement <3 x i32> %enqueuedLocalSize, i32 0
  %10 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %11 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %12 = mul i32 %2, 8
  %13 = add i32 0, %12
  %14 = mul i32 %1, 8
  %15 = add i32 %13, %14
  %16 = add nuw nsw i32 %5, %15
  %17 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %18 = extractvalue { i32, i32 } %17, 0
  %19 = extractvalue { i32, i32 } %17, 1
  %20 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %18, i32 %19, i32 %16, i32 0)
  %21 = extractvalue { i32, i32 } %20, 0
  %22 = extractvalue { i32, i32 } %20, 1
  %23 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %21, i32 %22)
  %24 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1(ptr addrspace(1) %u)
  %25 = extractvalue { i32, i32 } %24, 0
  %26 = extractvalue { i32, i32 } %24, 1
  %27 = insertelement <2 x i32> undef, i32 %25, i32 0
  %28 = insertelement <2 x i32> %27, i32 %26, i32 1
  store <2 x i32> %28, ptr %23, align 8
  call void @llvm.dbg.declare(metadata ptr %23, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !492
  %29 = mul i32 %2, 16
  %30 = add i32 0, %29
  %31 = mul i32 %1, 8
  %32 = add i32 %30, %31
  %33 = add nuw nsw i32 %5, %32
  %34 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %35 = extractvalue { i32, i32 } %34, 0
  %36 = extractvalue { i32, i32 } %34, 1
  %37 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %35, i32 %36, i32 %33, i32 0)
  %38 = extractvalue { i32, i32 } %37, 0
  %39 = extractvalue { i32, i32 } %37, 1
  %40 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %38, i32 %39)
  %41 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1(ptr addrspace(1) %f)
  %42 = extractvalue { i32, i32 } %41, 0
  %43 = extractvalue { i32, i32 } %41, 1
  %44 = insertelement <2 x i32> undef, i32 %42, i32 0
  %45 = insertelement <2 x i32> %44, i32 %43, i32 1
  store <2 x i32> %45, ptr %40, align 8
  call void @llvm.dbg.declare(metadata ptr %40, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !493
  %46 = mul i32 %2, 24
  %47 = add i32 0, %46
  %48 = mul i32 %1, 8
  %49 = add i32 %47, %48
  %50 = add nuw nsw i32 %5, %49
  %51 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %52 = extractvalue { i32, i32 } %51, 0
  %53 = extractvalue { i32, i32 } %51, 1
  %54 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %52, i32 %53, i32 %50, i32 0)
  %55 = extractvalue { i32, i32 } %54, 0
  %56 = extractvalue { i32, i32 } %54, 1
  %57 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %55, i32 %56)
  %58 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1(ptr addrspace(1) %out)
  %59 = extractvalue { i32, i32 } %58, 0
  %60 = extractvalue { i32, i32 } %58, 1
  %61 = insertelement <2 x i32> undef, i32 %59, i32 0
  %62 = insertelement <2 x i32> %61, i32 %60, i32 1
  store <2 x i32> %62, ptr %57, align 8
  call void @llvm.dbg.declare(metadata ptr %57, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494
  %63 = mul i32 %2, 0
  %64 = add i32 0, %63
  %65 = mul i32 %1, 4
  %66 = add i32 %64, %65
  %67 = add nuw nsw i32 %5, %66
  %68 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %69 = extractvalue { i32, i32 } %68, 0
  %70 = extractvalue { i32, i32 } %68, 1
  %71 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %69, i32 %70, i32 %67, i32 0)
  %72 = extractvalue { i32, i32 } %71, 0
  %73 = extractvalue { i32, i32 } %71, 1
  %74 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %72, i32 %73)
  store i32 %n, ptr %74, align 4
  call void @llvm.dbg.declare(metadata ptr %74, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495
  call void @llvm.dbg.declare(metadata ptr %118, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !496
  %cmpDim = icmp eq i32 0, 0, !dbg !497
  %tmpOffsetR0 = select i1 %cmpDim, i8 1, i8 5, !dbg !497
  %.demoted.zext = zext i8 %tmpOffsetR0 to i32, !dbg !497
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !497
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !497
  %75 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %9, i32 0, i32 %groupId, i32 0), !dbg !497
  %76 = extractvalue { i32, i32 } %75, 0, !dbg !497
  %77 = extractvalue { i32, i32 } %75, 1, !dbg !497
  %localIdX6 = zext i16 %localIdX to i32, !dbg !497
  %78 = icmp ult i32 %localIdX6, 65536, !dbg !497
  %79 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %76, i32 %77, i32 %localIdX6, i32 0), !dbg !497
  %80 = extractvalue { i32, i32 } %79, 0, !dbg !497
  %81 = extractvalue { i32, i32 } %79, 1, !dbg !497
  %82 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %80, i32 %81, i32 %6, i32 0), !dbg !497
  %83 = extractvalue { i32, i32 } %82, 0, !dbg !497
  %84 = extractvalue { i32, i32 } %82, 1, !dbg !497
  %cmpDim8 = icmp eq i32 1, 0, !dbg !497
  %tmpOffsetR09 = select i1 %cmpDim8, i8 1, i8 5, !dbg !497
  %.demoted.zext46 = zext i8 %tmpOffsetR09 to i32, !dbg !497
  %offsetR010 = add i32 1, %.demoted.zext46, !dbg !497
  %groupId11 = extractelement <8 x i32> %r0, i32 %offsetR010, !dbg !497
  %85 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %10, i32 0, i32 %groupId11, i32 0), !dbg !497
  %86 = extractvalue { i32, i32 } %85, 0, !dbg !497
  %87 = extractvalue { i32, i32 } %85, 1, !dbg !497
  %localIdY13 = zext i16 %localIdY to i32, !dbg !497
  %88 = icmp ult i32 %localIdY13, 65536, !dbg !497
  %89 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %86, i32 %87, i32 %localIdY13, i32 0), !dbg !497
  %90 = extractvalue { i32, i32 } %89, 0, !dbg !497
  %91 = extractvalue { i32, i32 } %89, 1, !dbg !497
  %92 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %90, i32 %91, i32 %7, i32 0), !dbg !497
  %93 = extractvalue { i32, i32 } %92, 0, !dbg !497
  %94 = extractvalue { i32, i32 } %92, 1, !dbg !497
  %cmpDim15 = icmp eq i32 2, 0, !dbg !497
  %tmpOffsetR016 = select i1 %cmpDim15, i8 1, i8 5, !dbg !497
  %.demoted.zext47 = zext i8 %tmpOffsetR016 to i32, !dbg !497
  %offsetR017 = add i32 2, %.demoted.zext47, !dbg !497
  %groupId18 = extractelement <8 x i32> %r0, i32 %offsetR017, !dbg !497
  %95 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %11, i32 0, i32 %groupId18, i32 0), !dbg !497
  %96 = extractvalue { i32, i32 } %95, 0, !dbg !497
  %97 = extractvalue { i32, i32 } %95, 1, !dbg !497
  %localIdZ20 = zext i16 %localIdZ to i32, !dbg !497
  %98 = icmp ult i32 %localIdZ20, 65536, !dbg !497
  %99 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %96, i32 %97, i32 %localIdZ20, i32 0), !dbg !497
  %100 = extractvalue { i32, i32 } %99, 0, !dbg !497
  %101 = extractvalue { i32, i32 } %99, 1, !dbg !497
  %102 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %100, i32 %101, i32 %8, i32 0), !dbg !497
  %103 = extractvalue { i32, i32 } %102, 0, !dbg !497
  %104 = extractvalue { i32, i32 } %102, 1, !dbg !497
  %105 = select i1 true, i32 %83, i32 0, !dbg !497
  %106 = select i1 true, i32 %84, i32 0, !dbg !497
  %107 = mul i32 %2, 32
  %108 = add i32 0, %107
  %109 = mul i32 %1, 8
  %110 = add i32 %108, %109
  %111 = add nuw nsw i32 %5, %110
  %112 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %113 = extractvalue { i32, i32 } %112, 0
  %114 = extractvalue { i32, i32 } %112, 1
  %115 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %113, i32 %114, i32 %111, i32 0)
  %116 = extractvalue { i32, i32 } %115, 0
  %117 = extractvalue { i32, i32 } %115, 1
  %118 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %116, i32 %117)
  %119 = insertelement <2 x i32> undef, i32 %105, i32 0, !dbg !496
  %120 = insertelement <2 x i32> %119, i32 %106, i32 1, !dbg !496
  %121 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %116, i32 %117), !dbg !496
  store <2 x i32> %120, ptr %121, align 8, !dbg !496
  call void @llvm.dbg.declare(metadata ptr %149, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498
  %122 = load <2 x i32>, ptr %23, align 8, !dbg !499
  %123 = extractelement <2 x i32> %122, i32 0, !dbg !499
  %124 = extractelement <2 x i32> %122, i32 1, !dbg !499
  %125 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %123, i32 %124), !dbg !499
  %126 = load <2 x i32>, ptr %118, align 8, !dbg !500
  %127 = extractelement <2 x i32> %126, i32 0, !dbg !500
  %128 = extractelement <2 x i32> %126, i32 1, !dbg !500
  %129 = shl i32 %127, 5, !dbg !499
  %130 = lshr i32 %127, 27, !dbg !499
  %131 = shl i32 %128, 5, !dbg !499
  %132 = or i32 %131, %130, !dbg !499
  %133 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %123, i32 %124, i32 %129, i32 %132), !dbg !499
  %134 = extractvalue { i32, i32 } %133, 0, !dbg !499
  %135 = extractvalue { i32, i32 } %133, 1, !dbg !499
  %136 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %134, i32 %135), !dbg !499
  %137 = load <8 x i32>, ptr addrspace(1) %136, align 32, !dbg !499
  %138 = mul i32 %2, 64
  %139 = add i32 0, %138
  %140 = mul i32 %1, 32
  %141 = add i32 %139, %140
  %142 = add nuw nsw i32 %5, %141
  %143 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %144 = extractvalue { i32, i32 } %143, 0
  %145 = extractvalue { i32, i32 } %143, 1
  %146 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %144, i32 %145, i32 %142, i32 0)
  %147 = extractvalue { i32, i32 } %146, 0
  %148 = extractvalue { i32, i32 } %146, 1
  %149 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %147, i32 %148)
  store <8 x i32> %137, ptr %149, align 32, !dbg !498
  call void @llvm.dbg.declare(metadata ptr %177, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !501
  %150 = load <2 x i32>, ptr %40, align 8, !dbg !502
  %151 = extractelement <2 x i32> %150, i32 0, !dbg !502
  %152 = extractelement <2 x i32> %150, i32 1, !dbg !502
  %153 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %151, i32 %152), !dbg !502
  %154 = load <2 x i32>, ptr %118, align 8, !dbg !503
  %155 = extractelement <2 x i32> %154, i32 0, !dbg !503
  %156 = extractelement <2 x i32> %154, i32 1, !dbg !503
  %157 = shl i32 %155, 5, !dbg !502
  %158 = lshr i32 %155, 27, !dbg !502
  %159 = shl i32 %156, 5, !dbg !502
  %160 = or i32 %159, %158, !dbg !502
  %161 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %151, i32 %152, i32 %157, i32 %160), !dbg !502
  %162 = extractvalue { i32, i32 } %161, 0, !dbg !502
  %163 = extractvalue { i32, i32 } %161, 1, !dbg !502
  %164 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %162, i32 %163), !dbg !502
  %165 = load <8 x float>, ptr addrspace(1) %164, align 32, !dbg !502
  %166 = mul i32 %2, 96
  %167 = add i32 0, %166
  %168 = mul i32 %1, 32
  %169 = add i32 %167, %168
  %170 = add nuw nsw i32 %5, %169
  %171 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %172 = extractvalue { i32, i32 } %171, 0
  %173 = extractvalue { i32, i32 } %171, 1
  %174 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %172, i32 %173, i32 %170, i32 0)
  %175 = extractvalue { i32, i32 } %174, 0
  %176 = extractvalue { i32, i32 } %174, 1
  %177 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %175, i32 %176)
  store <8 x float> %165, ptr %177, align 32, !dbg !501
  call void @llvm.dbg.declare(metadata ptr %189, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !504
  %178 = mul i32 %2, 4
  %179 = add i32 0, %178
  %180 = mul i32 %1, 4
  %181 = add i32 %179, %180
  %182 = add nuw nsw i32 %5, %181
  %183 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr %privateBase)
  %184 = extractvalue { i32, i32 } %183, 0
  %185 = extractvalue { i32, i32 } %183, 1
  %186 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %184, i32 %185, i32 %182, i32 0)
  %187 = extractvalue { i32, i32 } %186, 0
  %188 = extractvalue { i32, i32 } %186, 1
  %189 = call ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32 %187, i32 %188)
  store i32 0, ptr %189, align 4, !dbg !504
  br label %for.cond, !dbg !505

for.cond:                                         ; preds = %for.inc, %entry
  %190 = load i32, ptr %189, align 4, !dbg !506
  %191 = load i32, ptr %74, align 4, !dbg !508
  %192 = icmp slt i32 %190, %191, !dbg !509
  br i1 %192, label %for.body, label %for.end, !dbg !510

for.body:                                         ; preds = %for.cond
  %193 = load <8 x i32>, ptr %149, align 32, !dbg !511
  %194 = extractelement <8 x i32> %193, i32 0, !dbg !511
  %195 = extractelement <8 x i32> %193, i32 1, !dbg !511
  %196 = extractelement <8 x i32> %193, i32 2, !dbg !511
  %197 = extractelement <8 x i32> %193, i32 3, !dbg !511
  %198 = extractelement <8 x i32> %193, i32 4, !dbg !511
  %199 = extractelement <8 x i32> %193, i32 5, !dbg !511
  %200 = extractelement <8 x i32> %193, i32 6, !dbg !511
  %201 = extractelement <8 x i32> %193, i32 7, !dbg !511
  %202 = load i32, ptr %189, align 4, !dbg !513
  %xor22 = xor i32 %195, %202, !dbg !514
  %xor23 = xor i32 %196, %202, !dbg !514
  %xor24 = xor i32 %197, %202, !dbg !514
  %xor25 = xor i32 %198, %202, !dbg !514
  %xor26 = xor i32 %199, %202, !dbg !514
  %xor27 = xor i32 %200, %202, !dbg !514
  %xor28 = xor i32 %201, %202, !dbg !514
  %xor29 = xor i32 %194, %202, !dbg !514
  %203 = insertelement <8 x i32> undef, i32 %xor22, i32 0, !dbg !514
  %204 = insertelement <8 x i32> %203, i32 %xor23, i32 1, !dbg !514
  %205 = insertelement <8 x i32> %204, i32 %xor24, i32 2, !dbg !514
  %206 = insertelement <8 x i32> %205, i32 %xor25, i32 3, !dbg !514
  %207 = insertelement <8 x i32> %206, i32 %xor26, i32 4, !dbg !514
  %208 = insertelement <8 x i32> %207, i32 %xor27, i32 5, !dbg !514
  %209 = insertelement <8 x i32> %208, i32 %xor28, i32 6, !dbg !514
  %210 = insertelement <8 x i32> %209, i32 %xor29, i32 7, !dbg !514
  store <8 x i32> %210, ptr %149, align 32, !dbg !515
  %211 = load <8 x float>, ptr %177, align 32, !dbg !516
  %212 = extractelement <8 x float> %211, i32 0, !dbg !516
  %213 = extractelement <8 x float> %211, i32 1, !dbg !516
  %214 = extractelement <8 x float> %211, i32 2, !dbg !516
  %215 = extractelement <8 x float> %211, i32 3, !dbg !516
  %216 = extractelement <8 x float> %211, i32 4, !dbg !516
  %217 = extractelement <8 x float> %211, i32 5, !dbg !516
  %218 = extractelement <8 x float> %211, i32 6, !dbg !516
  %219 = extractelement <8 x float> %211, i32 7, !dbg !516
  %220 = load <8 x i32>, ptr %149, align 32, !dbg !517
  %221 = extractelement <8 x i32> %220, i32 0, !dbg !517
  %222 = extractelement <8 x i32> %220, i32 1, !dbg !517
  %223 = extractelement <8 x i32> %220, i32 2, !dbg !517
  %224 = extractelement <8 x i32> %220, i32 3, !dbg !517
  %225 = extractelement <8 x i32> %220, i32 4, !dbg !517
  %226 = extractelement <8 x i32> %220, i32 5, !dbg !517
  %227 = extractelement <8 x i32> %220, i32 6, !dbg !517
  %228 = extractelement <8 x i32> %220, i32 7, !dbg !517
  %call230 = uitofp i32 %221 to float, !dbg !518
  %call231 = uitofp i32 %222 to float, !dbg !518
  %call232 = uitofp i32 %223 to float, !dbg !518
  %call233 = uitofp i32 %224 to float, !dbg !518
  %call234 = uitofp i32 %225 to float, !dbg !518
  %call235 = uitofp i32 %226 to float, !dbg !518
  %call236 = uitofp i32 %227 to float, !dbg !518
  %call237 = uitofp i32 %228 to float, !dbg !518
  %mul38 = fmul float %219, %call230, !dbg !519
  %mul39 = fmul float %218, %call231, !dbg !519
  %mul40 = fmul float %217, %call232, !dbg !519
  %mul41 = fmul float %216, %call233, !dbg !519
  %mul42 = fmul float %215, %call234, !dbg !519
  %mul43 = fmul float %214, %call235, !dbg !519
  %mul44 = fmul float %213, %call236, !dbg !519
  %mul45 = fmul float %212, %call237, !dbg !519
  %229 = insertelement <8 x float> undef, float %mul38, i32 0, !dbg !519
  %230 = insertelement <8 x float> %229, float %mul39, i32 1, !dbg !519
  %231 = insertelement <8 x float> %230, float %mul40, i32 2, !dbg !519
  %232 = insertelement <8 x float> %231, float %mul41, i32 3, !dbg !519
  %233 = insertelement <8 x float> %232, float %mul42, i32 4, !dbg !519
  %234 = insertelement <8 x float> %233, float %mul43, i32 5, !dbg !519
  %235 = insertelement <8 x float> %234, float %mul44, i32 6, !dbg !519
  %236 = insertelement <8 x float> %235, float %mul45, i32 7, !dbg !519
  store <8 x float> %236, ptr %177, align 32, !dbg !520
  br label %for.inc, !dbg !521

for.inc:                                          ; preds = %for.body
  %237 = load i32, ptr %189, align 4, !dbg !522
  %inc = add nsw i32 %237, 1, !dbg !522, !spirv.Decorations !523
  store i32 %inc, ptr %189, align 4, !dbg !522
  br label %for.cond, !dbg !525

for.end:                                          ; preds = %for.cond
  %238 = load <8 x float>, ptr %177, align 32, !dbg !526
  %239 = load <2 x i32>, ptr %57, align 8, !dbg !527
  %240 = extractelement <2 x i32> %239, i32 0, !dbg !527
  %241 = extractelement <2 x i32> %239, i32 1, !dbg !527
  %242 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %240, i32 %241), !dbg !527
  %243 = load <2 x i32>, ptr %118, align 8, !dbg !528
  %244 = extractelement <2 x i32> %243, i32 0, !dbg !528
  %245 = extractelement <2 x i32> %243, i32 1, !dbg !528
  %246 = shl i32 %244, 5, !dbg !527
  %247 = lshr i32 %244, 27, !dbg !527
  %248 = shl i32 %245, 5, !dbg !527
  %249 = or i32 %248, %247, !dbg !527
  %250 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %240, i32 %241, i32 %246, i32 %249), !dbg !527
  %251 = extractvalue { i32, i32 } %250, 0, !dbg !527
  %252 = extractvalue { i32, i32 } %250, 1, !dbg !527
  %253 = call ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32 %251, i32 %252), !dbg !527
  store <8 x float> %238, ptr addrspace(1) %253, align 32, !dbg !529
  ret void, !dbg !530
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_group_id(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_enqueued_local_size(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_x() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_y() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_local_id_z() local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @__builtin_IB_get_global_offset(i32 noundef) local_unnamed_addr #2

declare i32 @printf(ptr addrspace(2), ...)

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare void @llvm.genx.GenISA.CatchAllDebugLine() #4

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare i16 @llvm.genx.GenISA.simdLaneId() #4

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.genx.GenISA.simdSize() #4

; Function Desc: 
; Output: 
; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32() #4

; Function Desc: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p0(ptr) #4

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.add.pair(i32, i32, i32, i32) #4

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind willreturn memory(none)
declare ptr @llvm.genx.GenISA.pair.to.ptr.p0(i32, i32) #4

; Function Desc: 
; Output: 
; Arg 0: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1(ptr addrspace(1)) #4

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Arg 2: 
; Arg 3: 
; Function Attrs: nounwind willreturn memory(none)
declare { i32, i32 } @llvm.genx.GenISA.mul.pair(i32, i32, i32, i32) #4

; Function Desc: 
; Output: 
; Arg 0: 
; Arg 1: 
; Function Attrs: nounwind willreturn memory(none)
declare ptr addrspace(1) @llvm.genx.GenISA.pair.to.ptr.p1(i32, i32) #4

attributes #0 = { convergent noinline nounwind optnone "less-precise-fpmad"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!spirv.MemoryModel = !{!5}
!spirv.Source = !{!6}
!spirv.Generator = !{!7}
!igc.functions = !{!8}
!IGCMetadata = !{!11}
!opencl.ocl.version = !{!456, !456, !456, !456, !456, !456, !456, !456}
!opencl.spir.version = !{!456, !456, !456, !456, !456, !456, !456, !456}
!llvm.ident = !{!457, !457, !457, !457, !457, !457, !457, !457}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !4, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "wide8.cl", directory: "/src/kernels")
!5 = !{i32 2, i32 2}
!6 = !{i32 3, i32 102000}
!7 = !{i16 6, i16 14}
!8 = !{ptr @wide8, !9}
!9 = !{!10}
!10 = !{!"function_type", i32 0}
!11 = !{!"ModuleMD", !12, !13, !127, !287, !318, !335, !356, !366, !368, !369, !384, !385, !386, !387, !388, !392, !393, !400, !401, !402, !403, !404, !405, !406, !407, !408, !410, !414, !415, !416, !417, !418, !419, !420, !421, !422, !423, !424, !425, !426, !427, !428, !429, !430, !433, !434, !436, !438, !441, !442, !443, !445, !446, !447, !452, !453, !454, !455}
!12 = !{!"isPrecise", i1 false}
!13 = !{!"compOpt", !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126}
!14 = !{!"DenormsAreZero", i1 false}
!15 = !{!"BFTFDenormsAreZero", i1 false}
!16 = !{!"CorrectlyRoundedDivSqrt", i1 false}
!17 = !{!"OptDisable", i1 true}
!18 = !{!"MadEnable", i1 true}
!19 = !{!"NoSignedZeros", i1 false}
!20 = !{!"NoNaNs", i1 false}
!21 = !{!"FloatDenormMode16", !"FLOAT_DENORM_RETAIN"}
!22 = !{!"FloatDenormMode32", !"FLOAT_DENORM_RETAIN"}
!23 = !{!"FloatDenormMode64", !"FLOAT_DENORM_RETAIN"}
!24 = !{!"FloatDenormModeBFTF", !"FLOAT_DENORM_FLUSH_TO_ZERO"}
!25 = !{!"FloatRoundingMode", i32 0}
!26 = !{!"FloatCvtIntRoundingMode", i32 3}
!27 = !{!"LoadCacheDefault", i32 4}
!28 = !{!"StoreCacheDefault", i32 7}
!29 = !{!"VISAPreSchedRPThreshold", i32 0}
!30 = !{!"VISAPreSchedCtrl", i32 0}
!31 = !{!"SetLoopUnrollThreshold", i32 0}
!32 = !{!"UnsafeMathOptimizations", i1 false}
!33 = !{!"disableCustomUnsafeOpts", i1 false}
!34 = !{!"disableReducePow", i1 false}
!35 = !{!"disableSqrtOpt", i1 false}
!36 = !{!"FiniteMathOnly", i1 false}
!37 = !{!"FastRelaxedMath", i1 false}
!38 = !{!"DashGSpecified", i1 true}
!39 = !{!"FastCompilation", i1 false}
!40 = !{!"UseScratchSpacePrivateMemory", i1 false}
!41 = !{!"RelaxedBuiltins", i1 false}
!42 = !{!"SubgroupIndependentForwardProgressRequired", i1 true}
!43 = !{!"GreaterThan2GBBufferRequired", i1 true}
!44 = !{!"GreaterThan4GBBufferRequired", i1 false}
!45 = !{!"DisableA64WA", i1 false}
!46 = !{!"ForceEnableA64WA", i1 false}
!47 = !{!"PushConstantsEnable", i1 true}
!48 = !{!"HasPositivePointerOffset", i1 false}
!49 = !{!"HasBufferOffsetArg", i1 true}
!50 = !{!"BufferOffsetArgOptional", i1 true}
!51 = !{!"replaceGlobalOffsetsByZero", i1 false}
!52 = !{!"forcePixelShaderSIMDMode", i32 0}
!53 = !{!"forceTotalGRFNum", i32 0}
!54 = !{!"ForceGeomFFShaderSIMDMode", i32 0}
!55 = !{!"pixelShaderDoNotAbortOnSpill", i1 false}
!56 = !{!"UniformWGS", i1 false}
!57 = !{!"disableVertexComponentPacking", i1 false}
!58 = !{!"disablePartialVertexComponentPacking", i1 false}
!59 = !{!"PreferBindlessImages", i1 true}
!60 = !{!"UseBindlessMode", i1 true}
!61 = !{!"UseLegacyBindlessMode", i1 false}
!62 = !{!"disableMathRefactoring", i1 false}
!63 = !{!"atomicBranch", i1 false}
!64 = !{!"spillCompression", i1 false}
!65 = !{!"AllowLICM", i1 true}
!66 = !{!"DisableEarlyOut", i1 false}
!67 = !{!"ForceInt32DivRemEmu", i1 false}
!68 = !{!"ForceInt32DivRemEmuSP", i1 false}
!69 = !{!"DisableIntDivRemIncrementReduction", i1 false}
!70 = !{!"DisableFastestSingleCSSIMD", i1 false}
!71 = !{!"DisableFastestLinearScan", i1 false}
!72 = !{!"UseStatelessforPrivateMemory", i1 false}
!73 = !{!"EnableTakeGlobalAddress", i1 false}
!74 = !{!"IsLibraryCompilation", i1 false}
!75 = !{!"LibraryCompileSIMDSize", i32 0}
!76 = !{!"FastVISACompile", i1 false}
!77 = !{!"MatchSinCosPi", i1 false}
!78 = !{!"ExcludeIRFromZEBinary", i1 false}
!79 = !{!"EmitZeBinVISASections", i1 false}
!80 = !{!"FP64GenEmulationEnabled", i1 false}
!81 = !{!"FP64GenConvEmulationEnabled", i1 false}
!82 = !{!"allowDisableRematforCS", i1 false}
!83 = !{!"DisableIncSpillCostAllAddrTaken", i1 false}
!84 = !{!"DisableCPSOmaskWA", i1 false}
!85 = !{!"DisableFastestGopt", i1 false}
!86 = !{!"WaForceHalfPromotionComputeShader", i1 false}
!87 = !{!"WaForceHalfPromotionPixelVertexShader", i1 false}
!88 = !{!"DisableConstantCoalescing", i1 false}
!89 = !{!"EnableUndefAlphaOutputAsRed", i1 true}
!90 = !{!"WaEnableALTModeVisaWA", i1 false}
!91 = !{!"WaConvergentGradientsOnGenISA", i1 false}
!92 = !{!"WaDisableDualSIMD8", i1 false}
!93 = !{!"EnableLdStCombineforLoad", i1 false}
!94 = !{!"EnableLdStCombinewithDummyLoad", i1 false}
!95 = !{!"ForceUniformBuffer", i1 false}
!96 = !{!"ForceUniformSurfaceSampler", i1 false}
!97 = !{!"EnableIndependentSharedMemoryFenceFunctionality", i1 false}
!98 = !{!"NewSpillCostFunction", i1 false}
!99 = !{!"EnableVRT", i1 true}
!100 = !{!"ForceLargeGRFNum4RQ", i1 false}
!101 = !{!"DisableEUFusion", i1 false}
!102 = !{!"DisableFDivToFMulInvOpt", i1 false}
!103 = !{!"initializePhiSampleSourceWA", i1 false}
!104 = !{!"WaDisableSubspanUseNoMaskForCB", i1 false}
!105 = !{!"DisableLoosenSimd32Occu", i1 false}
!106 = !{!"FastestS1Options", i32 0}
!107 = !{!"DisableFastestForWaveIntrinsicsCS", i1 false}
!108 = !{!"ForceLinearWalkOnLinearUAV", i1 false}
!109 = !{!"LscSamplerRouting", i32 0}
!110 = !{!"UseBarrierControlFlowOptimization", i1 false}
!111 = !{!"EnableDynamicRQManagement", i1 false}
!112 = !{!"WaDisablePayloadCoalescing", i1 false}
!113 = !{!"Quad8InputThreshold", i32 0}
!114 = !{!"UseResourceLoopUnrollNested", i1 false}
!115 = !{!"DisableLoopUnroll", i1 false}
!116 = !{!"ForcePushConstantMode", i32 0}
!117 = !{!"UseInstructionHoistingOptimization", i1 false}
!118 = !{!"DisableResourceLoopDestLifeTimeStart", i1 false}
!119 = !{!"ForceVRTGRFCeiling", i32 0}
!120 = !{!"EnableSamplerBackingByLSC", i32 0}
!121 = !{!"UseLinearScanRA", i1 false}
!122 = !{!"DisableConvertingAtomicIAddToIncDec", i1 false}
!123 = !{!"ZeroInitRegistersBeforeExecution", i1 false}
!124 = !{!"VISASpillAllowed", i32 0}
!125 = !{!"ConstantCoalescingMaxBBDepthDelta", i32 0}
!126 = !{!"ConstantCoalescingDepthCheckMinBytes", i32 0}
!127 = !{!"FuncMD", !128, !129}
!128 = !{!"FuncMDMap[0]", ptr @wide8}
!129 = !{!"FuncMDValue[0]", !130, !131, !135, !138, !139, !140, !141, !142, !172, !173, !174, !197, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !254, !259, !264, !269, !274, !279, !283}
!130 = !{!"localOffsets"}
!131 = !{!"workGroupWalkOrder", !132, !133, !134}
!132 = !{!"dim0", i32 0}
!133 = !{!"dim1", i32 1}
!134 = !{!"dim2", i32 2}
!135 = !{!"threadGroupSize", !132, !136, !137}
!136 = !{!"dim1", i32 0}
!137 = !{!"dim2", i32 0}
!138 = !{!"threadGroupSizeHint", !132, !136, !137}
!139 = !{!"vecTypeHint", !""}
!140 = !{!"funcArgs"}
!141 = !{!"argInfoList"}
!142 = !{!"implicitArgInfoList", !143, !149, !151, !153, !155, !157, !159, !161, !164, !166, !168, !170, !171}
!143 = !{!"implicitArgInfoListVec[0]", !144, !145, !146, !147, !148}
!144 = !{!"argId", i32 0}
!145 = !{!"explicitArgNum", i32 -1}
!146 = !{!"structArgOffset", i32 -1}
!147 = !{!"imgAccessFloatCoords", i32 -1}
!148 = !{!"imgAccessIntCoords", i32 -1}
!149 = !{!"implicitArgInfoListVec[1]", !150, !145, !146, !147, !148}
!150 = !{!"argId", i32 2}
!151 = !{!"implicitArgInfoListVec[2]", !152, !145, !146, !147, !148}
!152 = !{!"argId", i32 7}
!153 = !{!"implicitArgInfoListVec[3]", !154, !145, !146, !147, !148}
!154 = !{!"argId", i32 8}
!155 = !{!"implicitArgInfoListVec[4]", !156, !145, !146, !147, !148}
!156 = !{!"argId", i32 9}
!157 = !{!"implicitArgInfoListVec[5]", !158, !145, !146, !147, !148}
!158 = !{!"argId", i32 10}
!159 = !{!"implicitArgInfoListVec[6]", !160, !145, !146, !147, !148}
!160 = !{!"argId", i32 13}
!161 = !{!"implicitArgInfoListVec[7]", !162, !163, !146, !147, !148}
!162 = !{!"argId", i32 15}
!163 = !{!"explicitArgNum", i32 0}
!164 = !{!"implicitArgInfoListVec[8]", !162, !165, !146, !147, !148}
!165 = !{!"explicitArgNum", i32 1}
!166 = !{!"implicitArgInfoListVec[9]", !162, !167, !146, !147, !148}
!167 = !{!"explicitArgNum", i32 2}
!168 = !{!"implicitArgInfoListVec[10]", !169, !163, !146, !147, !148}
!169 = !{!"argId", i32 54}
!170 = !{!"implicitArgInfoListVec[11]", !169, !165, !146, !147, !148}
!171 = !{!"implicitArgInfoListVec[12]", !169, !167, !146, !147, !148}
!172 = !{!"functionType", !"KernelFunction"}
!173 = !{!"requiredSubGroupSize", i32 0}
!174 = !{!"rtInfo", !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !192, !193, !194, !195, !196}
!175 = !{!"callableShaderType", !"NumberOfCallableShaderTypes"}
!176 = !{!"isContinuation", i1 false}
!177 = !{!"hasTraceRayPayload", i1 false}
!178 = !{!"hasHitAttributes", i1 false}
!179 = !{!"hasCallableData", i1 false}
!180 = !{!"ShaderStackSize", i32 0}
!181 = !{!"ShaderHash", i64 0}
!182 = !{!"ShaderName", !""}
!183 = !{!"ParentName", !""}
!184 = !{!"SlotNum", ptr null}
!185 = !{!"NOSSize", i32 0}
!186 = !{!"globalRootSignatureSize", i32 0}
!187 = !{!"Entries"}
!188 = !{!"SpillUnions"}
!189 = !{!"CustomHitAttrSizeInBytes", i32 0}
!190 = !{!"Types", !191}
!191 = !{!"FullFrameTys"}
!192 = !{!"Aliases"}
!193 = !{!"numSyncRTStacks", i32 0}
!194 = !{!"NumCoherenceHintBits", i32 0}
!195 = !{!"useSyncHWStack", i1 false}
!196 = !{!"OriginatingShaderName", !""}
!197 = !{!"resAllocMD", !198, !199, !200, !201, !222}
!198 = !{!"uavsNumType", i32 0}
!199 = !{!"srvsNumType", i32 0}
!200 = !{!"samplersNumType", i32 0}
!201 = !{!"argAllocMDList", !202, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !220, !221}
!202 = !{!"argAllocMDListVec[0]", !203, !204, !205}
!203 = !{!"type", i32 0}
!204 = !{!"extensionType", i32 -1}
!205 = !{!"indexType", i32 -1}
!206 = !{!"argAllocMDListVec[1]", !203, !204, !205}
!207 = !{!"argAllocMDListVec[2]", !203, !204, !205}
!208 = !{!"argAllocMDListVec[3]", !203, !204, !205}
!209 = !{!"argAllocMDListVec[4]", !203, !204, !205}
!210 = !{!"argAllocMDListVec[5]", !203, !204, !205}
!211 = !{!"argAllocMDListVec[6]", !203, !204, !205}
!212 = !{!"argAllocMDListVec[7]", !203, !204, !205}
!213 = !{!"argAllocMDListVec[8]", !203, !204, !205}
!214 = !{!"argAllocMDListVec[9]", !203, !204, !205}
!215 = !{!"argAllocMDListVec[10]", !203, !204, !205}
!216 = !{!"argAllocMDListVec[11]", !203, !204, !205}
!217 = !{!"argAllocMDListVec[12]", !203, !204, !205}
!218 = !{!"argAllocMDListVec[13]", !203, !204, !205}
!219 = !{!"argAllocMDListVec[14]", !203, !204, !205}
!220 = !{!"argAllocMDListVec[15]", !203, !204, !205}
!221 = !{!"argAllocMDListVec[16]", !203, !204, !205}
!222 = !{!"inlineSamplersMD"}
!223 = !{!"maxByteOffsets"}
!224 = !{!"IsInitializer", i1 false}
!225 = !{!"IsFinalizer", i1 false}
!226 = !{!"CompiledSubGroupsNumber", i32 0}
!227 = !{!"maxRegPressureSimd16", i32 0}
!228 = !{!"maxRegPressureSimd32", i32 0}
!229 = !{!"maxRegUniformPressure", i32 0}
!230 = !{!"maxRegNonUniformPressure", i32 0}
!231 = !{!"bestGuessSimd", i32 0}
!232 = !{!"hasInlineVmeSamplers", i1 false}
!233 = !{!"localSize", i32 0}
!234 = !{!"localIDPresent", i1 false}
!235 = !{!"groupIDPresent", i1 false}
!236 = !{!"privateMemoryPerWI", i32 128}
!237 = !{!"prevFPOffset", i32 0}
!238 = !{!"globalIDPresent", i1 false}
!239 = !{!"hasSyncRTCalls", i1 false}
!240 = !{!"hasPrintfCalls", i1 false}
!241 = !{!"hasDPAS", i1 false}
!242 = !{!"requireAssertBuffer", i1 false}
!243 = !{!"requireSyncBuffer", i1 false}
!244 = !{!"hasIndirectCalls", i1 false}
!245 = !{!"hasNonKernelArgLoad", i1 false}
!246 = !{!"hasNonKernelArgStore", i1 false}
!247 = !{!"hasNonKernelArgAtomic", i1 false}
!248 = !{!"UserAnnotations"}
!249 = !{!"m_OpenCLArgAddressSpaces", !250, !251, !252, !253}
!250 = !{!"m_OpenCLArgAddressSpacesVec[0]", i32 1}
!251 = !{!"m_OpenCLArgAddressSpacesVec[1]", i32 1}
!252 = !{!"m_OpenCLArgAddressSpacesVec[2]", i32 1}
!253 = !{!"m_OpenCLArgAddressSpacesVec[3]", i32 0}
!254 = !{!"m_OpenCLArgAccessQualifiers", !255, !256, !257, !258}
!255 = !{!"m_OpenCLArgAccessQualifiersVec[0]", !"none"}
!256 = !{!"m_OpenCLArgAccessQualifiersVec[1]", !"none"}
!257 = !{!"m_OpenCLArgAccessQualifiersVec[2]", !"none"}
!258 = !{!"m_OpenCLArgAccessQualifiersVec[3]", !"none"}
!259 = !{!"m_OpenCLArgTypes", !260, !261, !262, !263}
!260 = !{!"m_OpenCLArgTypesVec[0]", !"uint8*"}
!261 = !{!"m_OpenCLArgTypesVec[1]", !"float8*"}
!262 = !{!"m_OpenCLArgTypesVec[2]", !"float8*"}
!263 = !{!"m_OpenCLArgTypesVec[3]", !"int"}
!264 = !{!"m_OpenCLArgBaseTypes", !265, !266, !267, !268}
!265 = !{!"m_OpenCLArgBaseTypesVec[0]", !"int8*"}
!266 = !{!"m_OpenCLArgBaseTypesVec[1]", !"float8*"}
!267 = !{!"m_OpenCLArgBaseTypesVec[2]", !"float8*"}
!268 = !{!"m_OpenCLArgBaseTypesVec[3]", !"int"}
!269 = !{!"m_OpenCLArgTypeQualifiers", !270, !271, !272, !273}
!270 = !{!"m_OpenCLArgTypeQualifiersVec[0]", !"const"}
!271 = !{!"m_OpenCLArgTypeQualifiersVec[1]", !"const"}
!272 = !{!"m_OpenCLArgTypeQualifiersVec[2]", !""}
!273 = !{!"m_OpenCLArgTypeQualifiersVec[3]", !""}
!274 = !{!"m_OpenCLArgNames", !275, !276, !277, !278}
!275 = !{!"m_OpenCLArgNamesVec[0]", !"u"}
!276 = !{!"m_OpenCLArgNamesVec[1]", !"f"}
!277 = !{!"m_OpenCLArgNamesVec[2]", !"out"}
!278 = !{!"m_OpenCLArgNamesVec[3]", !"n"}
!279 = !{!"m_OpenCLArgScalarAsPointers", !280, !281, !282}
!280 = !{!"m_OpenCLArgScalarAsPointersSet[0]", i32 0}
!281 = !{!"m_OpenCLArgScalarAsPointersSet[1]", i32 1}
!282 = !{!"m_OpenCLArgScalarAsPointersSet[2]", i32 2}
!283 = !{!"m_OptsToDisablePerFunc", !284, !285, !286}
!284 = !{!"m_OptsToDisablePerFuncSet[0]", !"IGC-AddressArithmeticSinking"}
!285 = !{!"m_OptsToDisablePerFuncSet[1]", !"IGC-AllowSimd32Slicing"}
!286 = !{!"m_OptsToDisablePerFuncSet[2]", !"IGC-SinkLoadOpt"}
!287 = !{!"pushInfo", !288, !289, !290, !294, !295, !296, !297, !298, !299, !300, !301, !314, !315, !316, !317}
!288 = !{!"pushableAddresses"}
!289 = !{!"bindlessPushInfo"}
!290 = !{!"dynamicBufferInfo", !291, !292, !293}
!291 = !{!"firstIndex", i32 0}
!292 = !{!"numOffsets", i32 0}
!293 = !{!"forceDisabled", i1 false}
!294 = !{!"MaxNumberOfPushedBuffers", i32 0}
!295 = !{!"inlineConstantBufferSlot", i32 -1}
!296 = !{!"inlineConstantBufferOffset", i32 -1}
!297 = !{!"inlineConstantBufferGRFOffset", i32 -1}
!298 = !{!"constants"}
!299 = !{!"inputs"}
!300 = !{!"constantReg"}
!301 = !{!"simplePushInfoArr", !302, !311, !312, !313}
!302 = !{!"simplePushInfoArrVec[0]", !303, !304, !305, !306, !307, !308, !309, !310}
!303 = !{!"cbIdx", i32 0}
!304 = !{!"pushableAddressGrfOffset", i32 -1}
!305 = !{!"pushableOffsetGrfOffset", i32 -1}
!306 = !{!"offset", i32 0}
!307 = !{!"size", i32 0}
!308 = !{!"isStateless", i1 false}
!309 = !{!"isBindless", i1 false}
!310 = !{!"simplePushLoads"}
!311 = !{!"simplePushInfoArrVec[1]", !303, !304, !305, !306, !307, !308, !309, !310}
!312 = !{!"simplePushInfoArrVec[2]", !303, !304, !305, !306, !307, !308, !309, !310}
!313 = !{!"simplePushInfoArrVec[3]", !303, !304, !305, !306, !307, !308, !309, !310}
!314 = !{!"simplePushBufferUsed", i32 0}
!315 = !{!"pushAnalysisWIInfos"}
!316 = !{!"inlineRTGlobalPtrOffset", i32 0}
!317 = !{!"rtSyncSurfPtrOffset", i32 0}
!318 = !{!"psInfo", !319, !320, !321, !322, !323, !324, !325, !326, !327, !328, !329, !330, !331, !332, !333, !334}
!319 = !{!"BlendStateDisabledMask", i8 0}
!320 = !{!"SkipSrc0Alpha", i1 false}
!321 = !{!"DualSourceBlendingDisabled", i1 false}
!322 = !{!"ForceEnableSimd32", i1 false}
!323 = !{!"DisableSimd32WithDiscard", i1 false}
!324 = !{!"outputDepth", i1 false}
!325 = !{!"outputStencil", i1 false}
!326 = !{!"outputMask", i1 false}
!327 = !{!"blendToFillEnabled", i1 false}
!328 = !{!"forceEarlyZ", i1 false}
!329 = !{!"hasVersionedLoop", i1 false}
!330 = !{!"forceSingleSourceRTWAfterDualSourceRTW", i1 false}
!331 = !{!"blendOptimizationMode"}
!332 = !{!"colorOutputMask"}
!333 = !{!"isBlendEnabled"}
!334 = !{!"WaDisableVRS", i1 false}
!335 = !{!"csInfo", !336, !337, !338, !339, !53, !29, !30, !340, !31, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !64, !352, !353, !354, !355}
!336 = !{!"maxWorkGroupSize", i32 0}
!337 = !{!"waveSize", i32 0}
!338 = !{!"ComputeShaderSecondCompile"}
!339 = !{!"forcedSIMDSize", i8 0}
!340 = !{!"VISAPreSchedScheduleExtraGRF", i32 0}
!341 = !{!"forceSpillCompression", i1 false}
!342 = !{!"allowLowerSimd", i1 false}
!343 = !{!"disableSimd32Slicing", i1 false}
!344 = !{!"disableSplitOnSpill", i1 false}
!345 = !{!"enableNewSpillCostFunction", i1 false}
!346 = !{!"forceVISAPreSched", i1 false}
!347 = !{!"disableLocalIdOrderOptimizations", i1 false}
!348 = !{!"disableDispatchAlongY", i1 false}
!349 = !{!"neededThreadIdLayout", ptr null}
!350 = !{!"forceTileYWalk", i1 false}
!351 = !{!"atomicBranch", i32 0}
!352 = !{!"disableEarlyOut", i1 false}
!353 = !{!"walkOrderEnabled", i1 false}
!354 = !{!"walkOrderOverride", i32 0}
!355 = !{!"ResForHfPacking"}
!356 = !{!"msInfo", !357, !358, !359, !360, !361, !362, !363, !364, !365}
!357 = !{!"PrimitiveTopology", i32 3}
!358 = !{!"MaxNumOfPrimitives", i32 0}
!359 = !{!"MaxNumOfVertices", i32 0}
!360 = !{!"MaxNumOfPerPrimitiveOutputs", i32 0}
!361 = !{!"MaxNumOfPerVertexOutputs", i32 0}
!362 = !{!"WorkGroupSize", i32 0}
!363 = !{!"WorkGroupMemorySizeInBytes", i32 0}
!364 = !{!"IndexFormat", i32 6}
!365 = !{!"SubgroupSize", i32 0}
!366 = !{!"taskInfo", !367, !362, !363, !365}
!367 = !{!"MaxNumOfOutputs", i32 0}
!368 = !{!"NBarrierCnt", i32 0}
!369 = !{!"rtInfo", !370, !371, !372, !373, !374, !375, !376, !377, !378, !379, !380, !381, !382, !383, !193}
!370 = !{!"RayQueryAllocSizeInBytes", i32 0}
!371 = !{!"NumContinuations", i32 0}
!372 = !{!"RTAsyncStackAddrspace", i32 -1}
!373 = !{!"RTAsyncStackSurfaceStateOffset", ptr null}
!374 = !{!"SWHotZoneAddrspace", i32 -1}
!375 = !{!"SWHotZoneSurfaceStateOffset", ptr null}
!376 = !{!"SWStackAddrspace", i32 -1}
!377 = !{!"SWStackSurfaceStateOffset", ptr null}
!378 = !{!"RTSyncStackAddrspace", i32 -1}
!379 = !{!"RTSyncStackSurfaceStateOffset", ptr null}
!380 = !{!"doSyncDispatchRays", i1 false}
!381 = !{!"MemStyle", !"Xe"}
!382 = !{!"GlobalDataStyle", !"Xe"}
!383 = !{!"uberTileDimensions", ptr null}
!384 = !{!"hasSliceLayoutDependency", i1 false}
!385 = !{!"CurUniqueIndirectIdx", i32 0}
!386 = !{!"inlineDynTextures"}
!387 = !{!"inlineResInfoData"}
!388 = !{!"immConstant", !389, !390, !391}
!389 = !{!"data"}
!390 = !{!"sizes"}
!391 = !{!"zeroIdxs"}
!392 = !{!"stringConstants"}
!393 = !{!"inlineBuffers", !394, !398, !399}
!394 = !{!"inlineBuffersVec[0]", !395, !396, !397}
!395 = !{!"alignment", i32 0}
!396 = !{!"allocSize", i64 0}
!397 = !{!"Buffer"}
!398 = !{!"inlineBuffersVec[1]", !395, !396, !397}
!399 = !{!"inlineBuffersVec[2]", !395, !396, !397}
!400 = !{!"GlobalBufferAddressRelocInfo"}
!401 = !{!"ConstantBufferAddressRelocInfo"}
!402 = !{!"forceLscCacheList"}
!403 = !{!"SrvMap"}
!404 = !{!"RasterizerOrderedByteAddressBuffer"}
!405 = !{!"RasterizerOrderedViews"}
!406 = !{!"MinNOSPushConstantSize", i32 2}
!407 = !{!"inlineProgramScopeOffsets"}
!408 = !{!"shaderData", !409}
!409 = !{!"numReplicas", i32 0}
!410 = !{!"URBInfo", !411, !412, !413}
!411 = !{!"has64BVertexHeaderInput", i1 false}
!412 = !{!"has64BVertexHeaderOutput", i1 false}
!413 = !{!"hasVertexHeader", i1 true}
!414 = !{!"UseBindlessImage", i1 true}
!415 = !{!"HasBindlessImageRead", i1 false}
!416 = !{!"UseBindlessImageWithSamplerTracking", i1 false}
!417 = !{!"enableRangeReduce", i1 false}
!418 = !{!"allowMatchMadOptimizationforPosition", i1 false}
!419 = !{!"disableMatchMadOptimizationForCS", i1 false}
!420 = !{!"disableMemOptforNegativeOffsetLoads", i1 false}
!421 = !{!"enableThreeWayLoadSpiltOpt", i1 false}
!422 = !{!"statefulResourcesNotAliased", i1 false}
!423 = !{!"disableMixMode", i1 false}
!424 = !{!"genericAccessesResolved", i1 false}
!425 = !{!"disableSeparateSpillPvtScratchSpace", i1 false}
!426 = !{!"enableSeparateSpillPvtScratchSpace", i1 false}
!427 = !{!"disableSeparateScratchWA", i1 false}
!428 = !{!"enableRemoveUnusedTGMFence", i1 false}
!429 = !{!"privateMemoryPerWI", i32 0}
!430 = !{!"PrivateMemoryPerFG", !431, !432}
!431 = !{!"PrivateMemoryPerFGMap[0]", ptr @wide8}
!432 = !{!"PrivateMemoryPerFGValue[0]", i32 128}
!433 = !{!"m_OptsToDisable"}
!434 = !{!"capabilities", !435}
!435 = !{!"globalVariableDecorationsINTEL", i1 false}
!436 = !{!"extensions", !437}
!437 = !{!"spvINTELBindlessImages", i1 false}
!438 = !{!"m_ShaderResourceViewMcsMask", !439, !440}
!439 = !{!"m_ShaderResourceViewMcsMaskVec[0]", i64 0}
!440 = !{!"m_ShaderResourceViewMcsMaskVec[1]", i64 0}
!441 = !{!"computedDepthMode", i32 0}
!442 = !{!"isHDCFastClearShader", i1 false}
!443 = !{!"argRegisterReservations", !444}
!444 = !{!"argRegisterReservationsVec[0]", i32 0}
!445 = !{!"SIMD16_SpillThreshold", i8 0}
!446 = !{!"SIMD32_SpillThreshold", i8 0}
!447 = !{!"m_CacheControlOption", !448, !449, !450, !451}
!448 = !{!"LscLoadCacheControlOverride", i8 0}
!449 = !{!"LscStoreCacheControlOverride", i8 0}
!450 = !{!"TgmLoadCacheControlOverride", i8 0}
!451 = !{!"TgmStoreCacheControlOverride", i8 0}
!452 = !{!"ModuleUsesBindless", i1 false}
!453 = !{!"predicationMap"}
!454 = !{!"lifeTimeStartMap"}
!455 = !{!"HitGroups"}
!456 = !{i32 2, i32 0}
!457 = !{!"clang version 16.0.6"}
!458 = distinct !DISubprogram(name: "wide8", scope: null, file: !4, line: 2, type: !459, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !3, templateParams: !489, retainedNodes: !477)
!459 = !DISubroutineType(types: !460)
!460 = !{null, !461, !470, !475, !476}
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64, dwarfAddressSpace: 1)
!462 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !463)
!463 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8", file: !464, baseType: !465)
!464 = !DIFile(filename: "opencl-c-base.h", directory: "/src/kernels/.")
!465 = !DICompositeType(tag: DW_TAG_array_type, baseType: !466, size: 256, flags: DIFlagVector, elements: !468)
!466 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !464, baseType: !467)
!467 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!468 = !{!469}
!469 = !DISubrange(count: 8, lowerBound: 0)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !471, size: 64, dwarfAddressSpace: 1)
!471 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !472)
!472 = !DIDerivedType(tag: DW_TAG_typedef, name: "float8", file: !464, baseType: !473)
!473 = !DICompositeType(tag: DW_TAG_array_type, baseType: !474, size: 256, flags: DIFlagVector, elements: !468)
!474 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !472, size: 64, dwarfAddressSpace: 1)
!476 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!477 = !{!478, !479, !480, !481, !482, !485, !486, !487}
!478 = !DILocalVariable(name: "u", arg: 1, scope: !458, file: !4, line: 2, type: !461)
!479 = !DILocalVariable(name: "f", arg: 2, scope: !458, file: !4, line: 2, type: !470)
!480 = !DILocalVariable(name: "out", arg: 3, scope: !458, file: !4, line: 2, type: !475)
!481 = !DILocalVariable(name: "n", arg: 4, scope: !458, file: !4, line: 2, type: !476)
!482 = !DILocalVariable(name: "i", scope: !458, file: !4, line: 3, type: !483)
!483 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !464, baseType: !484)
!484 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!485 = !DILocalVariable(name: "a", scope: !458, file: !4, line: 4, type: !463)
!486 = !DILocalVariable(name: "b", scope: !458, file: !4, line: 5, type: !472)
!487 = !DILocalVariable(name: "k", scope: !488, file: !4, line: 6, type: !476)
!488 = distinct !DILexicalBlock(scope: !458, file: !4, line: 6, column: 3)
!489 = !{}
!490 = !DILocation(line: 2, scope: !458)
!491 = !{null}
!492 = !DILocation(line: 2, column: 43, scope: !458)
!493 = !DILocation(line: 2, column: 69, scope: !458)
!494 = !DILocation(line: 2, column: 89, scope: !458)
!495 = !DILocation(line: 2, column: 98, scope: !458)
!496 = !DILocation(line: 3, column: 10, scope: !458)
!497 = !DILocation(line: 3, column: 14, scope: !458)
!498 = !DILocation(line: 4, column: 9, scope: !458)
!499 = !DILocation(line: 4, column: 13, scope: !458)
!500 = !DILocation(line: 4, column: 15, scope: !458)
!501 = !DILocation(line: 5, column: 10, scope: !458)
!502 = !DILocation(line: 5, column: 14, scope: !458)
!503 = !DILocation(line: 5, column: 16, scope: !458)
!504 = !DILocation(line: 6, column: 12, scope: !488)
!505 = !DILocation(line: 6, column: 8, scope: !488)
!506 = !DILocation(line: 6, column: 19, scope: !507)
!507 = distinct !DILexicalBlock(scope: !488, file: !4, line: 6, column: 3)
!508 = !DILocation(line: 6, column: 23, scope: !507)
!509 = !DILocation(line: 6, column: 21, scope: !507)
!510 = !DILocation(line: 6, column: 3, scope: !488)
!511 = !DILocation(line: 7, column: 9, scope: !512)
!512 = distinct !DILexicalBlock(scope: !507, file: !4, line: 6, column: 31)
!513 = !DILocation(line: 7, column: 31, scope: !512)
!514 = !DILocation(line: 7, column: 21, scope: !512)
!515 = !DILocation(line: 7, column: 7, scope: !512)
!516 = !DILocation(line: 8, column: 9, scope: !512)
!517 = !DILocation(line: 8, column: 38, scope: !512)
!518 = !DILocation(line: 8, column: 23, scope: !512)
!519 = !DILocation(line: 8, column: 21, scope: !512)
!520 = !DILocation(line: 8, column: 7, scope: !512)
!521 = !DILocation(line: 9, column: 3, scope: !512)
!522 = !DILocation(line: 6, column: 27, scope: !507)
!523 = !{!524}
!524 = !{i32 4469}
!525 = !DILocation(line: 6, column: 3, scope: !507)
!526 = !DILocation(line: 10, column: 12, scope: !458)
!527 = !DILocation(line: 10, column: 3, scope: !458)
!528 = !DILocation(line: 10, column: 7, scope: !458)
!529 = !DILocation(line: 10, column: 10, scope: !458)
!530 = !DILocation(line: 11, column: 1, scope: !458)
