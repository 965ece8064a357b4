; ------------------------------------------------
; OCL_asm24ad01c8ab1f19ab_simd16_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind null_pointer_is_valid memory(argmem: readwrite)
define spir_kernel void @caller(ptr addrspace(1) nocapture readonly align 16 %in, ptr addrspace(1) nocapture writeonly align 16 %out, i32 %k, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !459 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !473, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !481		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !474, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !481		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %k, metadata !475, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !481		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !482
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !482		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !482		; visa id: 4
  %6 = insertelement <2 x i32> undef, i32 %4, i32 0, !dbg !482		; visa id: 11
  %7 = insertelement <2 x i32> %6, i32 %5, i32 1, !dbg !482		; visa id: 12
  %8 = bitcast <2 x i32> %7 to i64, !dbg !482		; visa id: 13
  %9 = zext i16 %localIdX to i64, !dbg !482		; visa id: 15
  %10 = add nuw i64 %8, %9, !dbg !482		; visa id: 16
  %11 = zext i32 %0 to i64, !dbg !482		; visa id: 17
  %12 = add nuw i64 %10, %11, !dbg !482		; visa id: 18
  call void @llvm.dbg.value(metadata i64 %12, metadata !476, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !481		; visa id: 20
  %13 = ptrtoint ptr addrspace(1) %in to i64, !dbg !483		; visa id: 21
  %14 = shl i64 %12, 4, !dbg !483		; visa id: 21
  %15 = add i64 %14, %13, !dbg !483		; visa id: 22
  %16 = inttoptr i64 %15 to ptr addrspace(1), !dbg !483		; visa id: 23
  %17 = load <4 x float>, ptr addrspace(1) %16, align 16, !dbg !483		; visa id: 23
  call void @llvm.dbg.value(metadata <4 x float> %17, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !481		; visa id: 25
  %helper3 = call spir_func <4 x float> @helper(<4 x float> %17, i32 %k), !dbg !484		; visa id: 26
  %18 = extractelement <4 x float> %helper3, i32 0, !dbg !484		; visa id: 36
  %19 = extractelement <4 x float> %helper3, i32 1, !dbg !484		; visa id: 36
  %20 = extractelement <4 x float> %helper3, i32 2, !dbg !484		; visa id: 36
  %21 = extractelement <4 x float> %helper3, i32 3, !dbg !484		; visa id: 36
  %22 = extractelement <4 x float> %17, i32 3, !dbg !485		; visa id: 36
  %23 = insertelement <4 x float> undef, float %22, i32 0, !dbg !485		; visa id: 37
  %24 = extractelement <4 x float> %17, i32 2, !dbg !485		; visa id: 38
  %25 = insertelement <4 x float> %23, float %24, i32 1, !dbg !485		; visa id: 39
  %26 = extractelement <4 x float> %17, i32 1, !dbg !485		; visa id: 40
  %27 = insertelement <4 x float> %25, float %26, i32 2, !dbg !485		; visa id: 41
  %28 = extractelement <4 x float> %17, i32 0, !dbg !485		; visa id: 42
  %29 = insertelement <4 x float> %27, float %28, i32 3, !dbg !485		; visa id: 43
  %add = add nsw i32 %k, 1, !dbg !486, !spirv.Decorations !487		; visa id: 44
  %helper = call spir_func <4 x float> @helper(<4 x float> %29, i32 %add), !dbg !489		; visa id: 45
  %30 = extractelement <4 x float> %helper, i32 0, !dbg !489		; visa id: 55
  %31 = extractelement <4 x float> %helper, i32 1, !dbg !489		; visa id: 55
  %32 = extractelement <4 x float> %helper, i32 2, !dbg !489		; visa id: 55
  %33 = extractelement <4 x float> %helper, i32 3, !dbg !489		; visa id: 55
  %add321 = fadd float %18, %30, !dbg !490		; visa id: 55
  %add322 = fadd float %19, %31, !dbg !490		; visa id: 56
  %add323 = fadd float %20, %32, !dbg !490		; visa id: 57
  %add324 = fadd float %21, %33, !dbg !490		; visa id: 58
  %34 = insertelement <4 x float> undef, float %add321, i64 0, !dbg !490		; visa id: 59
  %35 = insertelement <4 x float> %34, float %add322, i64 1, !dbg !490		; visa id: 59
  %36 = insertelement <4 x float> %35, float %add323, i64 2, !dbg !490		; visa id: 59
  %37 = insertelement <4 x float> %36, float %add324, i64 3, !dbg !490		; visa id: 59
  %38 = ptrtoint ptr addrspace(1) %out to i64, !dbg !491		; visa id: 59
  %39 = add i64 %14, %38, !dbg !491		; visa id: 59
  %40 = inttoptr i64 %39 to ptr addrspace(1), !dbg !491		; visa id: 60
  store <4 x float> %37, ptr addrspace(1) %40, align 16, !dbg !492		; visa id: 60
  ret void, !dbg !493, !stats.blockFrequency.digits !494, !stats.blockFrequency.scale !495		; visa id: 62
}
