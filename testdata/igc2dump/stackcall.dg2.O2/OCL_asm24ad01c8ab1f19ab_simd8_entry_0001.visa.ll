; ------------------------------------------------
; OCL_asm24ad01c8ab1f19ab_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind memory(argmem: readwrite)
define spir_kernel void @caller(ptr addrspace(1) nocapture readonly align 16 %in, ptr addrspace(1) nocapture writeonly align 16 %out, i32 %k, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !460 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !474, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !475, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %k, metadata !476, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !483
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !483		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !483		; visa id: 4
  %6 = zext i16 %localIdX to i32, !dbg !483		; visa id: 12
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !483
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !483		; visa id: 13
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !483		; visa id: 13
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !483
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !483		; visa id: 15
  call void @llvm.dbg.value(metadata i64 undef, metadata !477, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482		; visa id: 17
  %12 = shl i32 %11, 4, !dbg !484		; visa id: 18
  %13 = add i32 %12, %bufferOffset, !dbg !484		; visa id: 19
  %14 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !484		; visa id: 20
  %15 = call <4 x float> @llvm.genx.GenISA.ldrawvector.indexed.v4f32.p2490368(ptr addrspace(2490368) %14, i32 %13, i32 16, i1 false), !dbg !484, !lsc.cache.ctrl !485		; visa id: 20
  call void @llvm.dbg.value(metadata <4 x float> %15, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !482		; visa id: 22
  %helper3 = call spir_func <4 x float> @helper(<4 x float> %15, i32 %k), !dbg !486		; visa id: 23
  %16 = extractelement <4 x float> %helper3, i32 0, !dbg !486		; visa id: 33
  %17 = extractelement <4 x float> %helper3, i32 1, !dbg !486		; visa id: 33
  %18 = extractelement <4 x float> %helper3, i32 2, !dbg !486		; visa id: 33
  %19 = extractelement <4 x float> %helper3, i32 3, !dbg !486		; visa id: 33
  %20 = extractelement <4 x float> %15, i32 3, !dbg !487		; visa id: 33
  %21 = insertelement <4 x float> undef, float %20, i32 0, !dbg !487		; visa id: 34
  %22 = extractelement <4 x float> %15, i32 2, !dbg !487		; visa id: 35
  %23 = insertelement <4 x float> %21, float %22, i32 1, !dbg !487		; visa id: 36
  %24 = extractelement <4 x float> %15, i32 1, !dbg !487		; visa id: 37
  %25 = insertelement <4 x float> %23, float %24, i32 2, !dbg !487		; visa id: 38
  %26 = extractelement <4 x float> %15, i32 0, !dbg !487		; visa id: 39
  %27 = insertelement <4 x float> %25, float %26, i32 3, !dbg !487		; visa id: 40
  %add = add nsw i32 %k, 1, !dbg !488, !spirv.Decorations !489		; visa id: 41
  %helper = call spir_func <4 x float> @helper(<4 x float> %27, i32 %add), !dbg !491		; visa id: 42
  %28 = extractelement <4 x float> %helper, i32 0, !dbg !491		; visa id: 52
  %29 = extractelement <4 x float> %helper, i32 1, !dbg !491		; visa id: 52
  %30 = extractelement <4 x float> %helper, i32 2, !dbg !491		; visa id: 52
  %31 = extractelement <4 x float> %helper, i32 3, !dbg !491		; visa id: 52
  %add321 = fadd float %16, %28, !dbg !492		; visa id: 52
  %add322 = fadd float %17, %29, !dbg !492		; visa id: 53
  %add323 = fadd float %18, %30, !dbg !492		; visa id: 54
  %add324 = fadd float %19, %31, !dbg !492		; visa id: 55
  %32 = insertelement <4 x float> undef, float %add321, i32 0, !dbg !492		; visa id: 56
  %33 = insertelement <4 x float> %32, float %add322, i32 1, !dbg !492		; visa id: 57
  %34 = insertelement <4 x float> %33, float %add323, i32 2, !dbg !492		; visa id: 58
  %35 = insertelement <4 x float> %34, float %add324, i32 3, !dbg !492		; visa id: 59
  %36 = add i32 %12, %bufferOffset1, !dbg !493		; visa id: 60
  %37 = inttoptr i32 %bindlessOffset2 to ptr addrspace(2490368), !dbg !494		; visa id: 61
  call void @llvm.genx.GenISA.storerawvector.indexed.p2490368.v4f32(ptr addrspace(2490368) %37, i32 %36, <4 x float> %35, i32 16, i1 false), !dbg !494, !lsc.cache.ctrl !495		; visa id: 61
  ret void, !dbg !496, !stats.blockFrequency.digits !497, !stats.blockFrequency.scale !498		; visa id: 63
}
