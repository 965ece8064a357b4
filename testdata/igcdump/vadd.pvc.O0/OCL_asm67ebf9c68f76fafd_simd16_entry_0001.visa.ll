; ------------------------------------------------
; OCL_asm67ebf9c68f76fafd_simd16_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @vadd(float addrspace(1)* %a, float addrspace(1)* %b, float addrspace(1)* %c, i32 %n, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* %privateBase, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2) #0 !dbg !374 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 2
  %1 = call i32 @llvm.genx.GenISA.simdSize()
  %2 = mul i32 %1, 56
  %3 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32()		; visa id: 4
  %4 = mul i32 %3, %2		; visa id: 14
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !383		; visa id: 17
  %scalar21 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 18
  %scalar22 = extractelement <8 x i32> %payloadHeader, i32 1
  %scalar23 = extractelement <8 x i32> %payloadHeader, i32 2
  %scalar24 = extractelement <8 x i32> %payloadHeader, i32 3
  %scalar25 = extractelement <8 x i32> %payloadHeader, i32 4
  %scalar26 = extractelement <8 x i32> %payloadHeader, i32 5
  %scalar27 = extractelement <8 x i32> %payloadHeader, i32 6
  %scalar28 = extractelement <8 x i32> %payloadHeader, i32 7
  %scalar = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 18
  %scalar19 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %scalar20 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %5 = mul i32 %1, 32
  %6 = add i32 %4, %5		; visa id: 18
  %7 = zext i16 %0 to i32		; visa id: 19
  %8 = mul i32 %7, 8
  %9 = add i32 %6, %8		; visa id: 20
  %10 = ptrtoint i8* %privateBase to i64		; visa id: 21
  %11 = sext i32 %9 to i64		; visa id: 21
  %12 = add i64 %10, %11		; visa id: 22
  %13 = inttoptr i64 %12 to i8*		; visa id: 23
  %14 = bitcast i8* %13 to float addrspace(1)**		; visa id: 23
  %15 = bitcast float addrspace(1)** %14 to i64*		; visa id: 23
  %16 = ptrtoint float addrspace(1)* %a to i64		; visa id: 23
  store i64 %16, i64* %15, align 8		; visa id: 23
  call void @llvm.dbg.declare(metadata float addrspace(1)** %14, metadata !384, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !385, !StorageOffset !386		; visa id: 26
  %17 = mul i32 %1, 40
  %18 = add i32 %4, %17		; visa id: 26
  %19 = mul i32 %7, 8
  %20 = add i32 %18, %19		; visa id: 27
  %21 = ptrtoint i8* %privateBase to i64		; visa id: 28
  %22 = sext i32 %20 to i64		; visa id: 28
  %23 = add i64 %21, %22		; visa id: 29
  %24 = inttoptr i64 %23 to i8*		; visa id: 30
  %25 = bitcast i8* %24 to float addrspace(1)**		; visa id: 30
  %26 = bitcast float addrspace(1)** %25 to i64*		; visa id: 30
  %27 = ptrtoint float addrspace(1)* %b to i64		; visa id: 30
  store i64 %27, i64* %26, align 8		; visa id: 30
  call void @llvm.dbg.declare(metadata float addrspace(1)** %25, metadata !387, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !388, !StorageOffset !389		; visa id: 33
  %28 = mul i32 %1, 48
  %29 = add i32 %4, %28		; visa id: 33
  %30 = mul i32 %7, 8
  %31 = add i32 %29, %30		; visa id: 34
  %32 = ptrtoint i8* %privateBase to i64		; visa id: 35
  %33 = sext i32 %31 to i64		; visa id: 35
  %34 = add i64 %32, %33		; visa id: 36
  %35 = inttoptr i64 %34 to i8*		; visa id: 37
  %36 = bitcast i8* %35 to float addrspace(1)**		; visa id: 37
  %37 = bitcast float addrspace(1)** %36 to i64*		; visa id: 37
  %38 = ptrtoint float addrspace(1)* %c to i64		; visa id: 37
  store i64 %38, i64* %37, align 8		; visa id: 37
  call void @llvm.dbg.declare(metadata float addrspace(1)** %36, metadata !390, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !391, !StorageOffset !392		; visa id: 40
  %39 = mul i32 %1, 0
  %40 = add i32 %4, %39		; visa id: 40
  %41 = mul i32 %7, 4
  %42 = add i32 %40, %41		; visa id: 41
  %43 = ptrtoint i8* %privateBase to i64		; visa id: 42
  %44 = sext i32 %42 to i64		; visa id: 42
  %45 = add i64 %43, %44		; visa id: 43
  %46 = inttoptr i64 %45 to i8*		; visa id: 44
  %47 = bitcast i8* %46 to i32*		; visa id: 44
  store i32 %n, i32* %47, align 4		; visa id: 44
  call void @llvm.dbg.declare(metadata i32* %47, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !394, !StorageOffset !354		; visa id: 46
  call void @llvm.dbg.declare(metadata i32* %59, metadata !395, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !396, !StorageOffset !397		; visa id: 47
  %cmpDim = icmp eq i32 0, 0, !dbg !398		; visa id: 47
  %b2s = select i1 %cmpDim, i16 1, i16 5, !dbg !398		; visa id: 48
  %48 = trunc i16 %b2s to i8, !dbg !398		; visa id: 49
  %.demoted.zext = zext i8 %48 to i32, !dbg !398		; visa id: 50
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !398		; visa id: 51
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !398		; visa id: 52
  %mul.i.i.i = mul i32 %scalar, %groupId, !dbg !398		; visa id: 55
  %localIdX4 = zext i16 %localIdX to i32, !dbg !398		; visa id: 56
  %cmp11.i.i.i.i = icmp ult i32 %localIdX4, 65536, !dbg !398
  %add.i.i.i = add i32 %localIdX4, %mul.i.i.i, !dbg !398
  %add4.i.i.i = add i32 %add.i.i.i, %scalar21, !dbg !398		; visa id: 57
  %cmpDim5 = icmp eq i32 1, 0, !dbg !398
  %b2s31 = select i1 %cmpDim5, i16 1, i16 5, !dbg !398
  %49 = trunc i16 %b2s31 to i8, !dbg !398
  %.demoted.zext29 = zext i8 %49 to i32, !dbg !398
  %offsetR07 = add i32 1, %.demoted.zext29, !dbg !398
  %groupId8 = extractelement <8 x i32> %r0, i32 %offsetR07, !dbg !398
  %mul.i7.i.i = mul i32 %scalar19, %groupId8, !dbg !398
  %localIdY10 = zext i16 %localIdY to i32, !dbg !398
  %cmp11.i.i8.i.i = icmp ult i32 %localIdY10, 65536, !dbg !398
  %add.i9.i.i = add i32 %localIdY10, %mul.i7.i.i, !dbg !398
  %add4.i11.i.i = add i32 %add.i9.i.i, %scalar22, !dbg !398
  %conv.i12.i.i = zext i32 %add4.i11.i.i to i64, !dbg !398
  %cmpDim12 = icmp eq i32 2, 0, !dbg !398
  %b2s32 = select i1 %cmpDim12, i16 1, i16 5, !dbg !398
  %50 = trunc i16 %b2s32 to i8, !dbg !398
  %.demoted.zext30 = zext i8 %50 to i32, !dbg !398
  %offsetR014 = add i32 2, %.demoted.zext30, !dbg !398
  %groupId15 = extractelement <8 x i32> %r0, i32 %offsetR014, !dbg !398
  %mul.i15.i.i = mul i32 %scalar20, %groupId15, !dbg !398
  %localIdZ17 = zext i16 %localIdZ to i32, !dbg !398
  %cmp11.i.i16.i.i = icmp ult i32 %localIdZ17, 65536, !dbg !398
  %add.i17.i.i = add i32 %localIdZ17, %mul.i15.i.i, !dbg !398
  %add4.i19.i.i = add i32 %add.i17.i.i, %scalar23, !dbg !398
  %conv.i20.i.i = zext i32 %add4.i19.i.i to i64, !dbg !398
  %conv.i.i.i = zext i32 %add4.i.i.i to i64, !dbg !398		; visa id: 58
  %conv = trunc i64 %conv.i.i.i to i32, !dbg !398		; visa id: 59
  %51 = mul i32 %1, 4
  %52 = add i32 %4, %51		; visa id: 60
  %53 = mul i32 %7, 4
  %54 = add i32 %52, %53		; visa id: 61
  %55 = ptrtoint i8* %privateBase to i64		; visa id: 62
  %56 = sext i32 %54 to i64		; visa id: 62
  %57 = add i64 %55, %56		; visa id: 63
  %58 = inttoptr i64 %57 to i8*		; visa id: 64
  %59 = bitcast i8* %58 to i32*		; visa id: 64
  store i32 %conv, i32* %59, align 4, !dbg !396		; visa id: 64
  call void @llvm.dbg.declare(metadata %struct.pair_t* %69, metadata !399, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !408, !StorageOffset !358		; visa id: 66
  %60 = load i32, i32* %59, align 4, !dbg !409		; visa id: 66
  %61 = mul i32 %1, 8
  %62 = add i32 %4, %61		; visa id: 67
  %63 = mul i32 %7, 20
  %64 = add i32 %62, %63		; visa id: 68
  %65 = ptrtoint i8* %privateBase to i64		; visa id: 69
  %66 = sext i32 %64 to i64		; visa id: 69
  %67 = add i64 %65, %66		; visa id: 70
  %68 = inttoptr i64 %67 to i8*		; visa id: 71
  %69 = bitcast i8* %68 to %struct.pair_t*		; visa id: 71
  %70 = ptrtoint %struct.pair_t* %69 to i64, !dbg !410		; visa id: 71
  %71 = inttoptr i64 %70 to i32*, !dbg !410		; visa id: 71
  store i32 %60, i32* %71, align 4, !dbg !411		; visa id: 71
  %72 = bitcast float addrspace(1)** %14 to i64*, !dbg !412		; visa id: 72
  %73 = load i64, i64* %72, align 8, !dbg !412		; visa id: 72
  %74 = inttoptr i64 %73 to float addrspace(1)*, !dbg !412		; visa id: 73
  %75 = load i32, i32* %59, align 4, !dbg !413		; visa id: 73
  %76 = ptrtoint float addrspace(1)* %74 to i64, !dbg !412		; visa id: 74
  %idxprom = sext i32 %75 to i64, !dbg !412		; visa id: 74
  %77 = shl i64 %idxprom, 2, !dbg !412		; visa id: 75
  %78 = add i64 %76, %77, !dbg !412		; visa id: 76
  %79 = inttoptr i64 %78 to float addrspace(1)*, !dbg !412		; visa id: 77
  %80 = load float, float addrspace(1)* %79, align 4, !dbg !412		; visa id: 77
  %81 = ptrtoint %struct.pair_t* %69 to i64, !dbg !414		; visa id: 78
  %82 = add i64 %81, 4, !dbg !414		; visa id: 78
  %83 = inttoptr i64 %82 to [4 x float]*, !dbg !414
  %84 = inttoptr i64 %82 to float*, !dbg !415		; visa id: 79
  store float %80, float* %84, align 4, !dbg !416		; visa id: 79
  %85 = load i32, i32* %59, align 4, !dbg !417		; visa id: 81
  %86 = load i32, i32* %47, align 4, !dbg !419		; visa id: 82
  %cmp = icmp slt i32 %85, %86, !dbg !420		; visa id: 83
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !421		; visa id: 84

if.then:                                          ; preds = %entry
; BB1 :
  %87 = bitcast float addrspace(1)** %14 to i64*, !dbg !422		; visa id: 86
  %88 = load i64, i64* %87, align 8, !dbg !422		; visa id: 86
  %89 = inttoptr i64 %88 to float addrspace(1)*, !dbg !422		; visa id: 87
  %90 = load i32, i32* %59, align 4, !dbg !423		; visa id: 87
  %91 = ptrtoint float addrspace(1)* %89 to i64, !dbg !422		; visa id: 88
  %idxprom5 = sext i32 %90 to i64, !dbg !422		; visa id: 88
  %92 = shl i64 %idxprom5, 2, !dbg !422		; visa id: 89
  %93 = add i64 %91, %92, !dbg !422		; visa id: 90
  %94 = inttoptr i64 %93 to float addrspace(1)*, !dbg !422		; visa id: 91
  %95 = load float, float addrspace(1)* %94, align 4, !dbg !422		; visa id: 91
  %96 = bitcast float addrspace(1)** %25 to i64*, !dbg !424		; visa id: 92
  %97 = load i64, i64* %96, align 8, !dbg !424		; visa id: 92
  %98 = inttoptr i64 %97 to float addrspace(1)*, !dbg !424		; visa id: 93
  %99 = load i32, i32* %59, align 4, !dbg !425		; visa id: 93
  %100 = ptrtoint float addrspace(1)* %98 to i64, !dbg !424		; visa id: 94
  %idxprom7 = sext i32 %99 to i64, !dbg !424		; visa id: 94
  %101 = shl i64 %idxprom7, 2, !dbg !424		; visa id: 95
  %102 = add i64 %100, %101, !dbg !424		; visa id: 96
  %103 = inttoptr i64 %102 to float addrspace(1)*, !dbg !424		; visa id: 97
  %104 = load float, float addrspace(1)* %103, align 4, !dbg !424		; visa id: 97
  %add = fadd float %95, %104, !dbg !426		; visa id: 98
  %105 = ptrtoint %struct.pair_t* %69 to i64, !dbg !427		; visa id: 99
  %106 = add i64 %105, 4, !dbg !427		; visa id: 99
  %107 = inttoptr i64 %106 to [4 x float]*, !dbg !427
  %108 = inttoptr i64 %106 to float*, !dbg !428		; visa id: 100
  %109 = load float, float* %108, align 4, !dbg !428		; visa id: 100
  %add11 = fadd float %add, %109, !dbg !429		; visa id: 101
  %110 = bitcast float addrspace(1)** %36 to i64*, !dbg !430		; visa id: 102
  %111 = load i64, i64* %110, align 8, !dbg !430		; visa id: 102
  %112 = inttoptr i64 %111 to float addrspace(1)*, !dbg !430		; visa id: 103
  %113 = load i32, i32* %59, align 4, !dbg !431		; visa id: 103
  %114 = ptrtoint float addrspace(1)* %112 to i64, !dbg !430		; visa id: 104
  %idxprom12 = sext i32 %113 to i64, !dbg !430		; visa id: 104
  %115 = shl i64 %idxprom12, 2, !dbg !430		; visa id: 105
  %116 = add i64 %114, %115, !dbg !430		; visa id: 106
  %117 = inttoptr i64 %116 to float addrspace(1)*, !dbg !430		; visa id: 107
  store float %add11, float addrspace(1)* %117, align 4, !dbg !432		; visa id: 107
  br label %if.end, !dbg !430		; visa id: 108

entry.if.end_crit_edge:                           ; preds = %entry
; BB:
  br label %if.end, !dbg !421

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
; BB3 :
  ret void, !dbg !433		; visa id: 110
}
