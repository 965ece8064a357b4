; ------------------------------------------------
; OCL_asme67f0c8db51dec0b_simd16_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: nounwind null_pointer_is_valid memory(argmem: readwrite)
define spir_kernel void @chain(ptr addrspace(1) nocapture readonly align 4 %in, ptr addrspace(1) nocapture writeonly align 4 %out, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !459 {
entry:
; BB0 :
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 2
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 2
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 2
  call void @llvm.dbg.value(metadata ptr addrspace(1) %in, metadata !467, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 3
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !468, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 3
  %3 = mul i32 %1, %2, !dbg !474		; visa id: 4
  %4 = zext i16 %localIdX to i32, !dbg !474		; visa id: 5
  %5 = add i32 %3, %4, !dbg !474
  %conv = add i32 %5, %0, !dbg !474		; visa id: 6
  call void @llvm.dbg.value(metadata i32 %conv, metadata !469, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 8
  %mid = call spir_func float @mid(ptr addrspace(1) %in, i32 %conv), !dbg !475		; visa id: 9
  call void @llvm.dbg.value(metadata float %mid, metadata !471, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !473		; visa id: 14
  %leaf = call spir_func float @leaf(float %mid, float 3.000000e+00), !dbg !476		; visa id: 15
  %idxprom = sext i32 %conv to i64, !dbg !477		; visa id: 19
  %6 = ptrtoint ptr addrspace(1) %out to i64, !dbg !477		; visa id: 20
  %7 = shl nsw i64 %idxprom, 2, !dbg !477		; visa id: 20
  %8 = add i64 %7, %6, !dbg !477		; visa id: 21
  %9 = inttoptr i64 %8 to ptr addrspace(1), !dbg !477		; visa id: 22
  store float %leaf, ptr addrspace(1) %9, align 4, !dbg !478		; visa id: 22
  ret void, !dbg !479, !stats.blockFrequency.digits !480, !stats.blockFrequency.scale !481		; visa id: 24
}
