; ------------------------------------------------
; OCL_asm9f942861ab68532a_simd16_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define internal spir_func <4 x float> @helper(<4 x float> %a, i32 %k) #1 !dbg !472 !non_kernel_arg_type_hints !490 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 12
  %1 = zext i16 %0 to i32		; visa id: 14
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !491
  %3 = mul i32 %2, 16
  %4 = add i32 0, %3
  %5 = mul i32 %1, 16		; visa id: 15
  %6 = add i32 %4, %5		; visa id: 16
  %7 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %6)		; visa id: 17
  store <4 x float> %a, ptr %7, align 16, !lsc.cache.ctrl !492		; visa id: 19
  call void @llvm.dbg.declare(metadata ptr %7, metadata !483, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !493		; visa id: 22
  %8 = mul i32 %2, 0
  %9 = add i32 0, %8
  %10 = mul i32 %1, 4		; visa id: 22
  %11 = add i32 %9, %10		; visa id: 23
  %12 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %11)		; visa id: 24
  store i32 %k, ptr %12, align 4, !lsc.cache.ctrl !492		; visa id: 26
  call void @llvm.dbg.declare(metadata ptr %12, metadata !484, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 27
  call void @llvm.dbg.declare(metadata ptr %26, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 28
  %13 = load <4 x float>, ptr %7, align 16, !dbg !496, !lsc.cache.ctrl !497		; visa id: 28
  %14 = extractelement <4 x float> %13, i32 0, !dbg !496		; visa id: 29
  %15 = extractelement <4 x float> %13, i32 1, !dbg !496		; visa id: 29
  %16 = extractelement <4 x float> %13, i32 2, !dbg !496		; visa id: 29
  %17 = extractelement <4 x float> %13, i32 3, !dbg !496		; visa id: 29
  %18 = load i32, ptr %12, align 4, !dbg !498, !lsc.cache.ctrl !497		; visa id: 29
  %conv = sitofp i32 %18 to float, !dbg !499		; visa id: 30
  %mul2 = fmul float %14, %conv, !dbg !500		; visa id: 31
  %mul3 = fmul float %15, %conv, !dbg !500		; visa id: 32
  %mul4 = fmul float %16, %conv, !dbg !500		; visa id: 33
  %mul5 = fmul float %17, %conv, !dbg !500		; visa id: 34
  %19 = insertelement <4 x float> undef, float %mul2, i32 0, !dbg !500		; visa id: 35
  %20 = insertelement <4 x float> %19, float %mul3, i32 1, !dbg !500		; visa id: 36
  %21 = insertelement <4 x float> %20, float %mul4, i32 2, !dbg !500		; visa id: 37
  %22 = insertelement <4 x float> %21, float %mul5, i32 3, !dbg !500		; visa id: 38
  %23 = mul i32 %2, 32
  %24 = add i32 0, %23
  %25 = add i32 %24, %5		; visa id: 39
  %26 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %25)		; visa id: 40
  store <4 x float> %22, ptr %26, align 16, !dbg !495, !lsc.cache.ctrl !492		; visa id: 42
  call void @llvm.dbg.declare(metadata ptr %31, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !501		; visa id: 44
  %27 = load i32, ptr %12, align 4, !dbg !502, !lsc.cache.ctrl !497		; visa id: 44
  %mul1 = mul nsw i32 %27, 3, !dbg !503, !spirv.Decorations !504
  %add = add nsw i32 %mul1, 1, !dbg !506, !spirv.Decorations !504		; visa id: 45
  %28 = mul i32 %2, 4
  %29 = add i32 0, %28
  %30 = add i32 %29, %10		; visa id: 46
  %31 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %30)		; visa id: 47
  store i32 %add, ptr %31, align 4, !dbg !501, !lsc.cache.ctrl !492		; visa id: 49
  call void @llvm.dbg.declare(metadata ptr %35, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !507		; visa id: 51
  %32 = mul i32 %2, 8
  %33 = add i32 0, %32
  %34 = add i32 %33, %10		; visa id: 51
  %35 = call ptr @llvm.genx.GenISA.StackAlloca(i32 %34)		; visa id: 52
  store i32 0, ptr %35, align 4, !dbg !507, !lsc.cache.ctrl !492		; visa id: 54
  br label %for.cond, !dbg !508, !stats.blockFrequency.digits !509, !stats.blockFrequency.scale !510		; visa id: 56

for.cond:                                         ; preds = %for.inc, %entry
; BB1 :
  %36 = load i32, ptr %35, align 4, !dbg !511, !lsc.cache.ctrl !497		; visa id: 57
  %37 = load i32, ptr %12, align 4, !dbg !513, !lsc.cache.ctrl !497		; visa id: 58
  %and = and i32 %37, 7, !dbg !514		; visa id: 59
  %38 = icmp slt i32 %36, %and, !dbg !515		; visa id: 60
  br i1 %38, label %for.body, label %for.end, !dbg !516, !stats.blockFrequency.digits !517, !stats.blockFrequency.scale !510		; visa id: 61

for.body:                                         ; preds = %for.cond
; BB2 :
  %39 = load <4 x float>, ptr %26, align 16, !dbg !518, !lsc.cache.ctrl !497		; visa id: 64
  %40 = extractelement <4 x float> %39, i32 0, !dbg !518		; visa id: 65
  %41 = extractelement <4 x float> %39, i32 1, !dbg !518		; visa id: 65
  %42 = extractelement <4 x float> %39, i32 2, !dbg !518		; visa id: 65
  %43 = extractelement <4 x float> %39, i32 3, !dbg !518		; visa id: 65
  %44 = load i32, ptr %31, align 4, !dbg !519, !lsc.cache.ctrl !497		; visa id: 65
  %45 = load i32, ptr %35, align 4, !dbg !520, !lsc.cache.ctrl !497		; visa id: 66
  %add3 = add nsw i32 %44, %45, !dbg !521, !spirv.Decorations !504		; visa id: 67
  %conv4 = sitofp i32 %add3 to float, !dbg !522		; visa id: 68
  %add76 = fadd float %41, %conv4, !dbg !523		; visa id: 69
  %add77 = fadd float %42, %conv4, !dbg !523		; visa id: 70
  %add78 = fadd float %43, %conv4, !dbg !523		; visa id: 71
  %add79 = fadd float %40, %conv4, !dbg !523		; visa id: 72
  %46 = insertelement <4 x float> undef, float %add76, i32 0, !dbg !523		; visa id: 73
  %47 = insertelement <4 x float> %46, float %add77, i32 1, !dbg !523		; visa id: 74
  %48 = insertelement <4 x float> %47, float %add78, i32 2, !dbg !523		; visa id: 75
  %49 = insertelement <4 x float> %48, float %add79, i32 3, !dbg !523		; visa id: 76
  store <4 x float> %49, ptr %26, align 16, !dbg !524, !lsc.cache.ctrl !492		; visa id: 77
  br label %for.inc, !dbg !525, !stats.blockFrequency.digits !526, !stats.blockFrequency.scale !510		; visa id: 78

for.inc:                                          ; preds = %for.body
; BB3 :
  %50 = load i32, ptr %35, align 4, !dbg !527, !lsc.cache.ctrl !497		; visa id: 80
  %inc = add nsw i32 %50, 1, !dbg !527, !spirv.Decorations !504		; visa id: 81
  store i32 %inc, ptr %35, align 4, !dbg !527, !lsc.cache.ctrl !492		; visa id: 82
  br label %for.cond, !dbg !528, !stats.blockFrequency.digits !526, !stats.blockFrequency.scale !510		; visa id: 83

for.end:                                          ; preds = %for.cond
; BB4 :
  %51 = load <4 x float>, ptr %26, align 16, !dbg !529, !lsc.cache.ctrl !497		; visa id: 86
  ret <4 x float> %51, !dbg !530, !stats.blockFrequency.digits !509, !stats.blockFrequency.scale !510		; visa id: 87
}
