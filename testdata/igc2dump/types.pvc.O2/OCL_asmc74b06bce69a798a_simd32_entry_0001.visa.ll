; ------------------------------------------------
; OCL_asmc74b06bce69a798a_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind null_pointer_is_valid
define spir_kernel void @shapes(ptr addrspace(1) align 16 %ps, ptr addrspace(3) align 4 %scratch, ptr addrspace(1) align 4 %out, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %localSize, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(2) %constBase, ptr %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !484 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata [4 x i32] [i32 1, i32 2, i32 3, i32 5], metadata !532, metadata !DIExpression()), !dbg !533		; visa id: 4
  %0 = extractelement <3 x i32> %localSize, i32 0		; visa id: 4
  %1 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 4
  %2 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 4
  %3 = extractelement <8 x i32> %r0, i32 1		; visa id: 4
  call void @llvm.dbg.declare(metadata ptr undef, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !534		; visa id: 5
  call void @llvm.dbg.declare(metadata ptr undef, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 160, 32)), !dbg !534		; visa id: 5
  call void @llvm.dbg.value(metadata ptr addrspace(1) %ps, metadata !509, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535		; visa id: 6
  call void @llvm.dbg.value(metadata ptr addrspace(3) @shapes-ExtSLM, metadata !510, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535		; visa id: 6
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !511, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535		; visa id: 6
  %4 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %2, i32 0, i32 %3, i32 0), !dbg !536
  %5 = extractvalue { i32, i32 } %4, 0, !dbg !536		; visa id: 7
  %6 = extractvalue { i32, i32 } %4, 1, !dbg !536		; visa id: 7
  %7 = insertelement <2 x i32> undef, i32 %5, i32 0, !dbg !536		; visa id: 14
  %8 = insertelement <2 x i32> %7, i32 %6, i32 1, !dbg !536		; visa id: 15
  %9 = bitcast <2 x i32> %8 to i64, !dbg !536		; visa id: 16
  %10 = zext i16 %localIdX to i64, !dbg !537		; visa id: 19
  call void @llvm.dbg.value(metadata i64 %10, metadata !512, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535		; visa id: 21
  %11 = add nuw i64 %9, %10, !dbg !536		; visa id: 22
  %12 = zext i32 %1 to i64, !dbg !536		; visa id: 23
  %13 = add nuw i64 %11, %12, !dbg !536		; visa id: 24
  %14 = ptrtoint ptr addrspace(1) %ps to i64, !dbg !538		; visa id: 25
  %15 = shl i64 %13, 5, !dbg !538		; visa id: 25
  %16 = add i64 %15, %14, !dbg !538		; visa id: 26
  %17 = inttoptr i64 %16 to ptr addrspace(1), !dbg !538		; visa id: 27
  %p.sroa.0.0.copyload = load <3 x float>, ptr addrspace(1) %17, align 16, !dbg !538		; visa id: 27
  %18 = add i64 %16, 24, !dbg !538		; visa id: 28
  %19 = inttoptr i64 %18 to ptr addrspace(1), !dbg !538		; visa id: 29
  %p.sroa.53.0.copyload = load i32, ptr addrspace(1) %19, align 8, !dbg !538		; visa id: 29
  %20 = extractelement <3 x float> %p.sroa.0.0.copyload, i32 1, !dbg !538		; visa id: 30
  call void @llvm.dbg.value(metadata <3 x float> %p.sroa.0.0.copyload, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 96)), !dbg !535		; visa id: 31
  call void @llvm.dbg.value(metadata i32 %p.sroa.53.0.copyload, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 192, 32)), !dbg !535		; visa id: 31
  call void @llvm.dbg.value(metadata i32 poison, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 224, 32)), !dbg !535		; visa id: 31
  %21 = extractelement <3 x float> %p.sroa.0.0.copyload, i32 0, !dbg !539		; visa id: 32
  %22 = bitcast float %21 to i32, !dbg !539
  call void @llvm.dbg.value(metadata i32 %22, metadata !516, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !535		; visa id: 33
  call void @llvm.dbg.value(metadata i32 %22, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !535		; visa id: 33
  call void @llvm.dbg.value(metadata ptr null, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 64)), !dbg !535		; visa id: 33
  call void @llvm.dbg.value(metadata i16 2, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 128, 16)), !dbg !535		; visa id: 33
  call void @llvm.dbg.value(metadata i16 7, metadata !522, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 144, 16)), !dbg !535		; visa id: 33
  %23 = shl i16 %localIdX, 2, !dbg !540		; visa id: 34
  %24 = and i16 %23, 12, !dbg !540		; visa id: 35
  %25 = ptrtoint ptr addrspace(2) %constBase to i64, !dbg !540		; visa id: 36
  %offset.i64 = zext i16 %24 to i64, !dbg !540		; visa id: 36
  %narrow.address = add i64 %25, %offset.i64, !dbg !540		; visa id: 37
  %chunkPtr = inttoptr i64 %narrow.address to ptr addrspace(2), !dbg !540		; visa id: 38
  %26 = load <1 x i32>, ptr addrspace(2) %chunkPtr, align 4, !dbg !540, !lsc.cache.ctrl !541		; visa id: 38
  %27 = extractelement <1 x i32> %26, i32 0, !dbg !540		; visa id: 39
  %conv = sitofp i32 %27 to float, !dbg !540		; visa id: 39
  %mul = fmul float %20, %conv, !dbg !542		; visa id: 40
  %28 = zext i16 %localIdX to i32, !dbg !543		; visa id: 41
  %29 = shl nuw nsw i32 %28, 2, !dbg !543		; visa id: 42
  %30 = inttoptr i32 %29 to ptr addrspace(3), !dbg !543		; visa id: 43
  store float %mul, ptr addrspace(3) %30, align 4, !dbg !544		; visa id: 43
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i32 0), !dbg !545		; visa id: 45
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !545		; visa id: 46
  %tobool.i = icmp eq i32 %0, 0, !dbg !546		; visa id: 48
  br i1 %tobool.i, label %entry.precompiled_u32divrem.exit_crit_edge, label %if.end.i, !dbg !546, !stats.blockFrequency.digits !547, !stats.blockFrequency.scale !548		; visa id: 49

if.end.i:                                         ; preds = %entry
; BB1 :
  %rem.lhs.trunc = add nuw nsw i32 %28, 1, !dbg !546		; visa id: 51
  %conv.i = uitofp i32 %0 to float, !dbg !546		; visa id: 52
  %div.i = fdiv float 1.000000e+00, %conv.i, !dbg !546, !fpmath !549		; visa id: 53
  %conv1.i = uitofp i32 %0 to double, !dbg !546		; visa id: 54
  %31 = fsub double 0.000000e+00, %conv1.i, !dbg !546		; visa id: 55
  %conv3.i = fpext float %div.i to double, !dbg !546		; visa id: 56
  %conv2.i = uitofp i32 %rem.lhs.trunc to double, !dbg !546		; visa id: 57
  %32 = call double @llvm.genx.GenISA.fma.rtz.f64.f64.f64.f64(double %31, double %conv3.i, double 0x3FF0000000004000), !dbg !546		; visa id: 58
  %33 = call double @llvm.genx.GenISA.mul.rtz.f64.f64.f64(double %conv3.i, double %conv2.i), !dbg !546		; visa id: 60
  %34 = call double @llvm.genx.GenISA.fma.rtz.f64.f64.f64.f64(double %33, double %32, double %33), !dbg !546		; visa id: 61
  %conv6.i = fptoui double %34 to i32, !dbg !546		; visa id: 63
  %mul.i = mul i32 %0, %conv6.i, !dbg !546		; visa id: 64
  %sub7.i = sub i32 %rem.lhs.trunc, %mul.i, !dbg !546		; visa id: 65
  %35 = shl i32 %sub7.i, 2, !dbg !550		; visa id: 66
  br label %precompiled_u32divrem.exit, !dbg !546, !stats.blockFrequency.digits !551, !stats.blockFrequency.scale !552		; visa id: 67

entry.precompiled_u32divrem.exit_crit_edge:       ; preds = %entry
; BB2 :
  br label %precompiled_u32divrem.exit, !dbg !546, !stats.blockFrequency.digits !553, !stats.blockFrequency.scale !554		; visa id: 70

precompiled_u32divrem.exit:                       ; preds = %entry.precompiled_u32divrem.exit_crit_edge, %if.end.i
; BB3 :
  %storemerge.i = phi i32 [ %35, %if.end.i ], [ -4, %entry.precompiled_u32divrem.exit_crit_edge ]
  %36 = inttoptr i32 %storemerge.i to ptr addrspace(3), !dbg !550		; visa id: 71
  %37 = load float, ptr addrspace(3) %36, align 4, !dbg !550		; visa id: 71
  %conv8 = fptosi float %37 to i32, !dbg !555		; visa id: 72
  %add9 = add nsw i32 %22, %conv8, !dbg !556, !spirv.Decorations !557		; visa id: 73
  %add10 = add i32 %add9, %p.sroa.53.0.copyload, !dbg !559
  %add13 = add i32 %add10, 7, !dbg !560		; visa id: 74
  %38 = ptrtoint ptr addrspace(1) %out to i64, !dbg !561		; visa id: 75
  %39 = shl i64 %13, 2, !dbg !561		; visa id: 75
  %40 = add i64 %39, %38, !dbg !561		; visa id: 76
  %41 = inttoptr i64 %40 to ptr addrspace(1), !dbg !561		; visa id: 77
  store i32 %add13, ptr addrspace(1) %41, align 4, !dbg !562		; visa id: 77
  ret void, !dbg !563, !stats.blockFrequency.digits !547, !stats.blockFrequency.scale !548		; visa id: 79
}
