; ------------------------------------------------
; OCL_asm67ebf9c68f76fafd_simd8_entry_0002_f0.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define internal spir_func i32 @helper(i32 %x, i32 addrspace(1)* %p) #1 !dbg !374 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 9
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !380		; visa id: 12
  %2 = mul i32 %1, 0
  %3 = zext i16 %0 to i32		; visa id: 13
  %4 = mul i32 %3, 4		; visa id: 14
  %5 = add i32 %2, %4		; visa id: 15
  %6 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %5)		; visa id: 16
  %7 = bitcast i8* %6 to i32*		; visa id: 28
  store i32 %x, i32* %7, align 4		; visa id: 28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !381, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !382, !StorageOffset !354, !StorageSize !383		; visa id: 29
  %8 = mul i32 %1, 8
  %9 = mul i32 %3, 8		; visa id: 29
  %10 = add i32 %8, %9		; visa id: 30
  %11 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %10)		; visa id: 31
  %12 = bitcast i8* %11 to i32 addrspace(1)**		; visa id: 43
  %13 = bitcast i32 addrspace(1)** %12 to i64*		; visa id: 43
  %14 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %p)
  %15 = extractvalue { i32, i32 } %14, 0		; visa id: 43
  %16 = extractvalue { i32, i32 } %14, 1		; visa id: 43
  %17 = insertelement <2 x i32> undef, i32 %15, i32 0		; visa id: 45
  %18 = insertelement <2 x i32> %17, i32 %16, i32 1		; visa id: 46
  %19 = bitcast i64* %13 to <2 x i32>*		; visa id: 47
  store <2 x i32> %18, <2 x i32>* %19, align 8		; visa id: 47
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %12, metadata !384, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !385, !StorageOffset !358, !StorageSize !358		; visa id: 48
  call void @llvm.dbg.declare(metadata i32* %25, metadata !386, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !387, !StorageOffset !383, !StorageSize !383		; visa id: 48
  %20 = load i32, i32* %7, align 4, !dbg !388		; visa id: 48
  %mul = mul nsw i32 %20, 3, !dbg !389		; visa id: 49
  %21 = mul i32 %1, 4
  %22 = mul i32 %3, 4		; visa id: 50
  %23 = add i32 %21, %22		; visa id: 51
  %24 = call i8* @llvm.genx.GenISA.StackAlloca(i32 %23)		; visa id: 52
  %25 = bitcast i8* %24 to i32*		; visa id: 64
  store i32 %mul, i32* %25, align 4, !dbg !387		; visa id: 64
  %26 = load i32, i32* %25, align 4, !dbg !390		; visa id: 65
  %27 = bitcast i32 addrspace(1)** %12 to i64*, !dbg !391		; visa id: 66
  %28 = bitcast i64* %27 to <2 x i32>*, !dbg !391		; visa id: 66
  %29 = load <2 x i32>, <2 x i32>* %28, align 8, !dbg !391		; visa id: 66
  %30 = extractelement <2 x i32> %29, i32 0, !dbg !391		; visa id: 67
  %31 = extractelement <2 x i32> %29, i32 1, !dbg !391		; visa id: 67
  %32 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %30, i32 %31), !dbg !391		; visa id: 67
  %33 = load i32, i32* %7, align 4, !dbg !392		; visa id: 69
  %34 = ashr i32 %33, 31, !dbg !391		; visa id: 70
  %35 = call { i32, i32 } @llvm.genx.GenISA.ptr.to.pair.p1i32(i32 addrspace(1)* %32), !dbg !391
  %36 = extractvalue { i32, i32 } %35, 0, !dbg !391		; visa id: 71
  %37 = extractvalue { i32, i32 } %35, 1, !dbg !391		; visa id: 71
  %38 = shl i32 %33, 2, !dbg !391		; visa id: 73
  %39 = lshr i32 %33, 30, !dbg !391		; visa id: 74
  %40 = shl i32 %34, 2, !dbg !391		; visa id: 75
  %41 = or i32 %40, %39, !dbg !391		; visa id: 76
  %42 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %36, i32 %37, i32 %38, i32 %41), !dbg !391
  %43 = extractvalue { i32, i32 } %42, 0, !dbg !391		; visa id: 77
  %44 = extractvalue { i32, i32 } %42, 1, !dbg !391		; visa id: 77
  %45 = call i32 addrspace(1)* @llvm.genx.GenISA.pair.to.ptr.p1i32(i32 %43, i32 %44), !dbg !391		; visa id: 79
  store i32 %26, i32 addrspace(1)* %45, align 4, !dbg !393		; visa id: 81
  %46 = load i32, i32* %25, align 4, !dbg !394		; visa id: 82
  %add = add nsw i32 %46, 1, !dbg !395		; visa id: 83
  ret i32 %add, !dbg !396		; visa id: 84
}
