; ------------------------------------------------
; OCL_asm3bdd99cfb87e2ccd_simd8_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @first(ptr addrspace(1) nocapture align 4 %a, float %k, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bindlessOffset) #0 !dbg !474 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %a, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 3
  call void @llvm.dbg.value(metadata float %k, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 3
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !488
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !488		; visa id: 4
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !488		; visa id: 4
  %6 = zext i16 %localIdX to i32, !dbg !488		; visa id: 12
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !488
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !488		; visa id: 13
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !488		; visa id: 13
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !488
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !488		; visa id: 15
  call void @llvm.dbg.value(metadata i64 undef, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !487		; visa id: 17
  %12 = shl i32 %11, 2, !dbg !489		; visa id: 18
  %13 = add i32 %12, %bufferOffset, !dbg !489		; visa id: 19
  %14 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !489		; visa id: 20
  %15 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %14, i32 %13, i32 4, i1 false), !dbg !489, !lsc.cache.ctrl !490		; visa id: 20
  %scale = call spir_func float @scale(float %15, float %k), !dbg !491		; visa id: 21
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368) %14, i32 %13, float %scale, i32 4, i1 false), !dbg !492, !lsc.cache.ctrl !493		; visa id: 25
  ret void, !dbg !494, !stats.blockFrequency.digits !495, !stats.blockFrequency.scale !496		; visa id: 27
}
