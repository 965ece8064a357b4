; ------------------------------------------------
; OCL_asm67ebf9c68f76fafd_simd16_entry_0002_f0.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define internal spir_func i32 @helper(i32 %x, i32 addrspace(1)* %p) #1 !dbg !374 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 6
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !380		; visa id: 10
  %2 = mul i32 %1, 0
  %3 = zext i16 %0 to i32		; visa id: 11
  %4 = mul i32 %3, 4		; visa id: 12
  %5 = add i32 %2, %4		; visa id: 13
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)		; visa id: 14
  %7 = bitcast i8* %6 to i32*		; visa id: 16
  store i32 %x, i32* %7, align 4		; visa id: 16
  call void @llvm.dbg.declare(metadata i32* %7, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !382, !StorageOffset !354, !StorageSize !383		; visa id: 17
  %8 = mul i32 %1, 8
  %9 = mul i32 %3, 8		; visa id: 17
  %10 = add i32 %8, %9		; visa id: 18
  %11 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %10)		; visa id: 19
  %12 = bitcast i8* %11 to i32 addrspace(1)**		; visa id: 21
  %13 = bitcast i32 addrspace(1)** %12 to i64*		; visa id: 21
  %14 = ptrtoint i32 addrspace(1)* %p to i64		; visa id: 21
  store i64 %14, i64* %13, align 8		; visa id: 21
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %12, metadata !384, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !385, !StorageOffset !358, !StorageSize !358		; visa id: 22
  call void @llvm.dbg.declare(metadata i32* %20, metadata !386, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !387, !StorageOffset !383, !StorageSize !383		; visa id: 22
  %15 = load i32, i32* %7, align 4, !dbg !388		; visa id: 22
  %mul = mul nsw i32 %15, 3, !dbg !389		; visa id: 23
  %16 = mul i32 %1, 4
  %17 = mul i32 %3, 4		; visa id: 24
  %18 = add i32 %16, %17		; visa id: 25
  %19 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %18)		; visa id: 26
  %20 = bitcast i8* %19 to i32*		; visa id: 28
  store i32 %mul, i32* %20, align 4, !dbg !387		; visa id: 28
  %21 = load i32, i32* %20, align 4, !dbg !390		; visa id: 29
  %22 = bitcast i32 addrspace(1)** %12 to i64*, !dbg !391		; visa id: 30
  %23 = load i64, i64* %22, align 8, !dbg !391		; visa id: 30
  %24 = inttoptr i64 %23 to i32 addrspace(1)*, !dbg !391		; visa id: 31
  %25 = load i32, i32* %7, align 4, !dbg !392		; visa id: 31
  %26 = ptrtoint i32 addrspace(1)* %24 to i64, !dbg !391		; visa id: 32
  %idxprom = sext i32 %25 to i64, !dbg !391		; visa id: 32
  %27 = shl i64 %idxprom, 2, !dbg !391		; visa id: 33
  %28 = add i64 %26, %27, !dbg !391		; visa id: 34
  %29 = inttoptr i64 %28 to i32 addrspace(1)*, !dbg !391		; visa id: 35
  store i32 %21, i32 addrspace(1)* %29, align 4, !dbg !393		; visa id: 35
  %30 = load i32, i32* %20, align 4, !dbg !394		; visa id: 36
  %add = add nsw i32 %30, 1, !dbg !395		; visa id: 37
  ret i32 %add, !dbg !396		; visa id: 38
}
