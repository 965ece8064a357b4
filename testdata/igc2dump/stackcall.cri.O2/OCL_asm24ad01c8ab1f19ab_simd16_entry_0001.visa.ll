; ------------------------------------------------
; OCL_asm24ad01c8ab1f19ab_simd16_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind null_pointer_is_valid memory(argmem: readwrite)
define spir_kernel void @caller(ptr addrspace(1) nocapture readonly align 16 %in, ptr addrspace(1) nocapture writeonly align 16 %out, i32 %k, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(1) nocapture readnone %indirectDataPointer, ptr addrspace(1) nocapture readnone %scratchPointer, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !465 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 3
  call void @llvm.dbg.value(metadata i32 %k, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 3
  %3 = zext i32 %1 to i64, !dbg !488
  %4 = zext i32 %2 to i64, !dbg !488
  %5 = mul nuw i64 %3, %4, !dbg !488		; visa id: 4
  %6 = zext i16 %localIdX to i64, !dbg !488		; visa id: 5
  %7 = add nuw i64 %5, %6, !dbg !488		; visa id: 6
  %8 = zext i32 %0 to i64, !dbg !488		; visa id: 7
  %9 = add nuw i64 %7, %8, !dbg !488		; visa id: 8
  call void @llvm.dbg.value(metadata i64 %9, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 10
  %10 = ptrtoint ptr addrspace(1) %in to i64, !dbg !489		; visa id: 11
  %11 = shl i64 %9, 4, !dbg !489
  %12 = add i64 %11, %10, !dbg !489
  %13 = inttoptr i64 %12 to ptr addrspace(1), !dbg !489
  %14 = load <4 x float>, ptr addrspace(1) %13, align 16, !dbg !489		; visa id: 11
  call void @llvm.dbg.value(metadata <4 x float> %14, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 13
  %helper3 = call spir_func <4 x float> @helper(<4 x float> %14, i32 %k), !dbg !490		; visa id: 14
  %15 = extractelement <4 x float> %helper3, i32 0, !dbg !490		; visa id: 24
  %16 = extractelement <4 x float> %helper3, i32 1, !dbg !490		; visa id: 24
  %17 = extractelement <4 x float> %helper3, i32 2, !dbg !490		; visa id: 24
  %18 = extractelement <4 x float> %helper3, i32 3, !dbg !490		; visa id: 24
  %19 = extractelement <4 x float> %14, i32 3, !dbg !491		; visa id: 24
  %20 = insertelement <4 x float> undef, float %19, i32 0, !dbg !491		; visa id: 25
  %21 = extractelement <4 x float> %14, i32 2, !dbg !491		; visa id: 26
  %22 = insertelement <4 x float> %20, float %21, i32 1, !dbg !491		; visa id: 27
  %23 = extractelement <4 x float> %14, i32 1, !dbg !491		; visa id: 28
  %24 = insertelement <4 x float> %22, float %23, i32 2, !dbg !491		; visa id: 29
  %25 = extractelement <4 x float> %14, i32 0, !dbg !491		; visa id: 30
  %26 = insertelement <4 x float> %24, float %25, i32 3, !dbg !491		; visa id: 31
  %add = add nsw i32 %k, 1, !dbg !492, !spirv.Decorations !493		; visa id: 32
  %helper = call spir_func <4 x float> @helper(<4 x float> %26, i32 %add), !dbg !495		; visa id: 33
  %27 = extractelement <4 x float> %helper, i32 0, !dbg !495		; visa id: 43
  %28 = extractelement <4 x float> %helper, i32 1, !dbg !495		; visa id: 43
  %29 = extractelement <4 x float> %helper, i32 2, !dbg !495		; visa id: 43
  %30 = extractelement <4 x float> %helper, i32 3, !dbg !495		; visa id: 43
  %add321 = fadd float %15, %27, !dbg !496		; visa id: 43
  %add322 = fadd float %16, %28, !dbg !496		; visa id: 44
  %add323 = fadd float %17, %29, !dbg !496		; visa id: 45
  %add324 = fadd float %18, %30, !dbg !496		; visa id: 46
  %31 = insertelement <4 x float> undef, float %add321, i64 0, !dbg !496		; visa id: 47
  %32 = insertelement <4 x float> %31, float %add322, i64 1, !dbg !496		; visa id: 47
  %33 = insertelement <4 x float> %32, float %add323, i64 2, !dbg !496		; visa id: 47
  %34 = insertelement <4 x float> %33, float %add324, i64 3, !dbg !496		; visa id: 47
  %35 = ptrtoint ptr addrspace(1) %out to i64, !dbg !497		; visa id: 47
  %36 = add i64 %11, %35, !dbg !497
  %37 = inttoptr i64 %36 to ptr addrspace(1), !dbg !497
  store <4 x float> %34, ptr addrspace(1) %37, align 16, !dbg !498		; visa id: 47
  ret void, !dbg !499, !stats.blockFrequency.digits !500, !stats.blockFrequency.scale !501		; visa id: 49
}
