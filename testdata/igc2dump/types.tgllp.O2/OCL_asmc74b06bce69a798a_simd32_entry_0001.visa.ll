; ------------------------------------------------
; OCL_asmc74b06bce69a798a_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @shapes(ptr addrspace(1) align 16 %ps, ptr addrspace(3) align 4 %scratch, ptr addrspace(1) align 4 %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %localSize, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(2) %constBase, ptr %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !488 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata [4 x i32] [i32 1, i32 2, i32 3, i32 5], metadata !536, metadata !DIExpression()), !dbg !537		; visa id: 4
  %0 = extractelement <3 x i32> %localSize, i32 0		; visa id: 4
  %1 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 4
  %2 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 4
  %3 = extractelement <8 x i32> %r0, i32 1		; visa id: 4
  call void @llvm.dbg.declare(metadata ptr undef, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !538		; visa id: 5
  call void @llvm.dbg.declare(metadata ptr undef, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 160, 32)), !dbg !538		; visa id: 5
  call void @llvm.dbg.value(metadata ptr addrspace(1) %ps, metadata !513, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539		; visa id: 6
  call void @llvm.dbg.value(metadata ptr addrspace(3) @shapes-ExtSLM, metadata !514, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539		; visa id: 6
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !515, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539		; visa id: 6
  call void @llvm.dbg.value(metadata i64 undef, metadata !516, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539		; visa id: 6
  %4 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %2, i32 0, i32 %3, i32 0), !dbg !540
  %5 = extractvalue { i32, i32 } %4, 0, !dbg !540		; visa id: 7
  %6 = extractvalue { i32, i32 } %4, 1, !dbg !540		; visa id: 7
  %7 = zext i16 %localIdX to i32, !dbg !541		; visa id: 16
  %8 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %5, i32 %6, i32 %7, i32 0), !dbg !540
  %9 = extractvalue { i32, i32 } %8, 0, !dbg !540		; visa id: 19
  %10 = extractvalue { i32, i32 } %8, 1, !dbg !540		; visa id: 19
  %11 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %9, i32 %10, i32 %1, i32 0), !dbg !540
  %12 = extractvalue { i32, i32 } %11, 0, !dbg !540		; visa id: 27
  %13 = shl i32 %12, 5, !dbg !542		; visa id: 29
  %14 = add i32 %13, %bufferOffset, !dbg !542		; visa id: 31
  %15 = inttoptr i32 %14 to ptr addrspace(131072), !dbg !542		; visa id: 33
  %16 = load <3 x float>, ptr addrspace(131072) %15, align 16, !dbg !542		; visa id: 33
  %17 = extractelement <3 x float> %16, i32 1, !dbg !542		; visa id: 37
  call void @llvm.dbg.value(metadata <3 x float> %16, metadata !519, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 96)), !dbg !539		; visa id: 38
  %18 = add i32 %14, 24, !dbg !542		; visa id: 39
  %19 = inttoptr i32 %18 to ptr addrspace(131072), !dbg !542		; visa id: 41
  %20 = load i32, ptr addrspace(131072) %19, align 8, !dbg !542		; visa id: 41
  call void @llvm.dbg.value(metadata i32 %20, metadata !519, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 192, 32)), !dbg !539		; visa id: 46
  call void @llvm.dbg.value(metadata i32 poison, metadata !519, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 224, 32)), !dbg !539		; visa id: 46
  %21 = extractelement <3 x float> %16, i32 0, !dbg !543		; visa id: 47
  %22 = bitcast float %21 to i32, !dbg !543
  call void @llvm.dbg.value(metadata i32 %22, metadata !520, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !539		; visa id: 48
  call void @llvm.dbg.value(metadata i32 %22, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !539		; visa id: 48
  call void @llvm.dbg.value(metadata ptr null, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 64)), !dbg !539		; visa id: 48
  call void @llvm.dbg.value(metadata i16 2, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 128, 16)), !dbg !539		; visa id: 48
  call void @llvm.dbg.value(metadata i16 7, metadata !526, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 144, 16)), !dbg !539		; visa id: 48
  %23 = shl i16 %localIdX, 2, !dbg !544		; visa id: 49
  %24 = and i16 %23, 12, !dbg !544		; visa id: 51
  %25 = inttoptr i16 %24 to ptr addrspace(131074), !dbg !544		; visa id: 53
  %26 = load i32, ptr addrspace(131074) %25, align 4, !dbg !544, !invariant.load !545		; visa id: 55
  %conv = sitofp i32 %26 to float, !dbg !544		; visa id: 59
  %mul = fmul float %17, %conv, !dbg !546		; visa id: 61
  %27 = zext i16 %localIdX to i32, !dbg !547		; visa id: 63
  %28 = shl nuw nsw i32 %27, 2, !dbg !547		; visa id: 65
  %29 = inttoptr i32 %28 to ptr addrspace(3), !dbg !547		; visa id: 67
  store float %mul, ptr addrspace(3) %29, align 4, !dbg !548		; visa id: 67
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i32 0), !dbg !549		; visa id: 70
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !549		; visa id: 71
  %rem.lhs.trunc = add nuw nsw i32 %27, 1, !dbg !550		; visa id: 73
  %rem48 = urem i32 %rem.lhs.trunc, %0, !dbg !550		; visa id: 75
  %30 = shl nuw nsw i32 %rem48, 2, !dbg !551		; visa id: 77
  %31 = inttoptr i32 %30 to ptr addrspace(3), !dbg !551		; visa id: 79
  %32 = load float, ptr addrspace(3) %31, align 4, !dbg !551		; visa id: 79
  %conv8 = fptosi float %32 to i32, !dbg !552		; visa id: 81
  %add9 = add nsw i32 %22, %conv8, !dbg !553, !spirv.Decorations !554		; visa id: 83
  %add10 = add i32 %add9, %20, !dbg !556		; visa id: 85
  %add13 = add i32 %add10, 7, !dbg !557		; visa id: 87
  %33 = shl i32 %12, 2, !dbg !558		; visa id: 89
  %34 = add i32 %33, %bufferOffset1, !dbg !558		; visa id: 91
  %35 = inttoptr i32 %34 to ptr addrspace(131073), !dbg !559		; visa id: 93
  store i32 %add13, ptr addrspace(131073) %35, align 4, !dbg !559		; visa id: 93
  ret void, !dbg !560, !stats.blockFrequency.digits !561, !stats.blockFrequency.scale !562		; visa id: 98
}
