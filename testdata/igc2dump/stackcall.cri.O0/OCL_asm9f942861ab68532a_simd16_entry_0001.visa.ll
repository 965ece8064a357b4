; ------------------------------------------------
; OCL_asm9f942861ab68532a_simd16_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @caller(ptr addrspace(1) align 16 %in, ptr addrspace(1) align 16 %out, i32 %k, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr %privateBase, ptr addrspace(1) %indirectDataPointer, ptr addrspace(1) %scratchPointer, i32 %bufferOffset, i32 %bufferOffset1, i32 %bindlessOffset, i32 %bindlessOffset2) #0 !dbg !472 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 17
  %1 = zext i16 %0 to i32		; visa id: 19
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !494
  %3 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 20
  %4 = extractelement <3 x i32> %globalOffset, i32 1
  %5 = extractelement <3 x i32> %globalOffset, i32 2
  %6 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 20
  %7 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %8 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %9 = mul i32 %2, 8
  %10 = add i32 0, %9
  %11 = mul i32 %1, 8		; visa id: 20
  %12 = add i32 %10, %11		; visa id: 21
  %13 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %12)		; visa id: 22
  %14 = ptrtoint ptr addrspace(1) %in to i64		; visa id: 24
  store i64 %14, ptr %13, align 8, !lsc.cache.ctrl !495		; visa id: 24
  call void @llvm.dbg.declare(metadata ptr %13, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !496		; visa id: 29
  %15 = mul i32 %2, 16
  %16 = add i32 0, %15
  %17 = add i32 %16, %11		; visa id: 29
  %18 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %17)		; visa id: 30
  %19 = ptrtoint ptr addrspace(1) %out to i64		; visa id: 32
  store i64 %19, ptr %18, align 8, !lsc.cache.ctrl !495		; visa id: 32
  call void @llvm.dbg.declare(metadata ptr %18, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497		; visa id: 35
  %20 = mul i32 %2, 0
  %21 = add i32 0, %20
  %22 = mul i32 %1, 4
  %23 = add i32 %21, %22		; visa id: 35
  %24 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %23)		; visa id: 36
  store i32 %k, ptr %24, align 4, !lsc.cache.ctrl !495		; visa id: 38
  call void @llvm.dbg.declare(metadata ptr %24, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !498		; visa id: 40
  call void @llvm.dbg.declare(metadata ptr %63, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !499		; visa id: 41
  %cmpDim = icmp eq i32 0, 0, !dbg !500		; visa id: 41
  %b2s = select i1 %cmpDim, i16 1, i16 5, !dbg !500		; visa id: 42
  %25 = trunc i16 %b2s to i8, !dbg !500		; visa id: 43
  %.demoted.zext = zext i8 %25 to i32, !dbg !500		; visa id: 44
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !500		; visa id: 45
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !500		; visa id: 46
  %26 = zext i32 %groupId to i64, !dbg !500
  %27 = zext i32 %6 to i64, !dbg !500
  %28 = mul nuw i64 %27, %26, !dbg !500		; visa id: 49
  %localIdX4 = zext i16 %localIdX to i32, !dbg !500		; visa id: 50
  %29 = icmp ult i32 %localIdX4, 65536, !dbg !500
  %30 = zext i32 %localIdX4 to i64, !dbg !500		; visa id: 51
  %31 = add nuw i64 %28, %30, !dbg !500		; visa id: 52
  %32 = zext i32 %3 to i64, !dbg !500		; visa id: 53
  %33 = add nuw i64 %31, %32, !dbg !500		; visa id: 54
  %34 = bitcast i64 %33 to <2 x i32>, !dbg !500		; visa id: 55
  %35 = extractelement <2 x i32> %34, i32 0, !dbg !500		; visa id: 57
  %36 = extractelement <2 x i32> %34, i32 1, !dbg !500		; visa id: 57
  %cmpDim6 = icmp eq i32 1, 0, !dbg !500
  %b2s26 = select i1 %cmpDim6, i16 1, i16 5, !dbg !500
  %37 = trunc i16 %b2s26 to i8, !dbg !500
  %.demoted.zext24 = zext i8 %37 to i32, !dbg !500
  %offsetR08 = add i32 1, %.demoted.zext24, !dbg !500
  %groupId9 = extractelement <8 x i32> %r0, i32 %offsetR08, !dbg !500
  %38 = zext i32 %groupId9 to i64, !dbg !500
  %39 = zext i32 %7 to i64, !dbg !500
  %40 = mul nuw i64 %39, %38, !dbg !500
  %localIdY11 = zext i16 %localIdY to i32, !dbg !500
  %41 = icmp ult i32 %localIdY11, 65536, !dbg !500
  %42 = zext i32 %localIdY11 to i64, !dbg !500
  %43 = add nuw i64 %40, %42, !dbg !500
  %44 = zext i32 %4 to i64, !dbg !500
  %45 = add nuw i64 %43, %44, !dbg !500
  %cmpDim13 = icmp eq i32 2, 0, !dbg !500
  %b2s27 = select i1 %cmpDim13, i16 1, i16 5, !dbg !500
  %46 = trunc i16 %b2s27 to i8, !dbg !500
  %.demoted.zext25 = zext i8 %46 to i32, !dbg !500
  %offsetR015 = add i32 2, %.demoted.zext25, !dbg !500
  %groupId16 = extractelement <8 x i32> %r0, i32 %offsetR015, !dbg !500
  %47 = zext i32 %groupId16 to i64, !dbg !500
  %48 = zext i32 %8 to i64, !dbg !500
  %49 = mul nuw i64 %48, %47, !dbg !500
  %localIdZ18 = zext i16 %localIdZ to i32, !dbg !500
  %50 = icmp ult i32 %localIdZ18, 65536, !dbg !500
  %51 = zext i32 %localIdZ18 to i64, !dbg !500
  %52 = add nuw i64 %49, %51, !dbg !500
  %53 = zext i32 %5 to i64, !dbg !500
  %54 = add nuw i64 %52, %53, !dbg !500
  %55 = select i1 true, i32 %35, i32 0, !dbg !500		; visa id: 57
  %56 = select i1 true, i32 %36, i32 0, !dbg !500		; visa id: 59
  %57 = insertelement <2 x i32> undef, i32 %55, i32 0, !dbg !500		; visa id: 61
  %58 = insertelement <2 x i32> %57, i32 %56, i32 1, !dbg !500		; visa id: 62
  %59 = mul i32 %2, 24
  %60 = add i32 0, %59
  %61 = mul i32 %1, 8
  %62 = add i32 %60, %61		; visa id: 63
  %63 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %62)		; visa id: 64
  %64 = bitcast ptr %63 to ptr, !dbg !499		; visa id: 66
  store <2 x i32> %58, ptr %64, align 8, !dbg !499, !lsc.cache.ctrl !495		; visa id: 66
  call void @llvm.dbg.declare(metadata ptr %77, metadata !492, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !501		; visa id: 68
  %65 = load i64, ptr %13, align 8, !dbg !502, !lsc.cache.ctrl !503		; visa id: 68
  %66 = inttoptr i64 %65 to ptr addrspace(1), !dbg !502		; visa id: 69
  %67 = load i64, ptr %63, align 8, !dbg !504, !lsc.cache.ctrl !503		; visa id: 69
  %68 = ptrtoint ptr addrspace(1) %66 to i64, !dbg !502		; visa id: 70
  %69 = shl i64 %67, 4, !dbg !502		; visa id: 70
  %70 = add i64 %68, %69, !dbg !502		; visa id: 71
  %71 = inttoptr i64 %70 to ptr addrspace(1), !dbg !502		; visa id: 72
  %72 = load <4 x float>, ptr addrspace(1) %71, align 16, !dbg !502		; visa id: 72
  %73 = mul i32 %2, 32
  %74 = add i32 0, %73
  %75 = mul i32 %1, 16
  %76 = add i32 %74, %75		; visa id: 73
  %77 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %76)		; visa id: 74
  store <4 x float> %72, ptr %77, align 16, !dbg !501, !lsc.cache.ctrl !495		; visa id: 76
  %78 = load <4 x float>, ptr %77, align 16, !dbg !505, !lsc.cache.ctrl !503		; visa id: 78
  %79 = load i32, ptr %24, align 4, !dbg !506, !lsc.cache.ctrl !503		; visa id: 79
  %call1 = call spir_func <4 x float> @helper(<4 x float> %78, i32 %79) #5, !dbg !507		; visa id: 80
  %80 = extractelement <4 x float> %call1, i32 0, !dbg !507		; visa id: 90
  %81 = extractelement <4 x float> %call1, i32 1, !dbg !507		; visa id: 90
  %82 = extractelement <4 x float> %call1, i32 2, !dbg !507		; visa id: 90
  %83 = extractelement <4 x float> %call1, i32 3, !dbg !507		; visa id: 90
  %84 = load <4 x float>, ptr %77, align 16, !dbg !508, !lsc.cache.ctrl !503		; visa id: 90
  %85 = extractelement <4 x float> %84, i32 0, !dbg !508		; visa id: 91
  %86 = extractelement <4 x float> %84, i32 1, !dbg !508		; visa id: 91
  %87 = extractelement <4 x float> %84, i32 2, !dbg !508		; visa id: 91
  %88 = extractelement <4 x float> %84, i32 3, !dbg !508		; visa id: 91
  %89 = insertelement <4 x float> undef, float %88, i32 0, !dbg !508		; visa id: 91
  %90 = insertelement <4 x float> %89, float %87, i32 1, !dbg !508		; visa id: 92
  %91 = insertelement <4 x float> %90, float %86, i32 2, !dbg !508		; visa id: 93
  %92 = insertelement <4 x float> %91, float %85, i32 3, !dbg !508		; visa id: 94
  %93 = load i32, ptr %24, align 4, !dbg !509, !lsc.cache.ctrl !503		; visa id: 95
  %add = add nsw i32 %93, 1, !dbg !510, !spirv.Decorations !511		; visa id: 96
  %call2 = call spir_func <4 x float> @helper(<4 x float> %92, i32 %add) #5, !dbg !513		; visa id: 97
  %94 = extractelement <4 x float> %call2, i32 0, !dbg !513		; visa id: 107
  %95 = extractelement <4 x float> %call2, i32 1, !dbg !513		; visa id: 107
  %96 = extractelement <4 x float> %call2, i32 2, !dbg !513		; visa id: 107
  %97 = extractelement <4 x float> %call2, i32 3, !dbg !513		; visa id: 107
  %add320 = fadd float %80, %94, !dbg !514		; visa id: 107
  %add321 = fadd float %81, %95, !dbg !514		; visa id: 108
  %add322 = fadd float %82, %96, !dbg !514		; visa id: 109
  %add323 = fadd float %83, %97, !dbg !514		; visa id: 110
  %98 = insertelement <4 x float> undef, float %add320, i32 0, !dbg !514		; visa id: 111
  %99 = insertelement <4 x float> %98, float %add321, i32 1, !dbg !514		; visa id: 112
  %100 = insertelement <4 x float> %99, float %add322, i32 2, !dbg !514		; visa id: 113
  %101 = insertelement <4 x float> %100, float %add323, i32 3, !dbg !514		; visa id: 114
  %102 = load i64, ptr %18, align 8, !dbg !515, !lsc.cache.ctrl !503		; visa id: 115
  %103 = inttoptr i64 %102 to ptr addrspace(1), !dbg !515		; visa id: 116
  %104 = load i64, ptr %63, align 8, !dbg !516, !lsc.cache.ctrl !503		; visa id: 116
  %105 = ptrtoint ptr addrspace(1) %103 to i64, !dbg !515		; visa id: 117
  %106 = shl i64 %104, 4, !dbg !515		; visa id: 117
  %107 = add i64 %105, %106, !dbg !515		; visa id: 118
  %108 = inttoptr i64 %107 to ptr addrspace(1), !dbg !515		; visa id: 119
  store <4 x float> %101, ptr addrspace(1) %108, align 16, !dbg !517		; visa id: 119
  ret void, !dbg !518, !stats.blockFrequency.digits !519, !stats.blockFrequency.scale !520		; visa id: 121
}
