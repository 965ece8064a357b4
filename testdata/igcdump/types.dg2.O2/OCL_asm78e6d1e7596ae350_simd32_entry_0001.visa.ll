; ------------------------------------------------
; OCL_asm78e6d1e7596ae350_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @shapes(%struct.particle_t addrspace(1)* nocapture readonly %ps, float addrspace(3)* nocapture readnone %scratch, i32 addrspace(1)* nocapture writeonly %out, <8 x i32> %r0, <8 x i32> %payloadHeader, <3 x i32> %localSize, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, i8* nocapture readnone %privateBase, i32 %bufferOffset, i32 %bufferOffset1) #0 !dbg !366 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata [4 x i32] [i32 1, i32 2, i32 3, i32 5], metadata !391, metadata !DIExpression()), !dbg !392		; visa id: 5
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !392		; visa id: 5
  %0 = extractelement <3 x i32> %localSize, i32 0		; visa id: 7
  %1 = extractelement <8 x i32> %payloadHeader, i32 0		; visa id: 7
  %2 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 7
  %3 = extractelement <8 x i32> %r0, i32 1		; visa id: 7
  call void @llvm.dbg.declare(metadata i32* undef, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32)), !dbg !402		; visa id: 8
  call void @llvm.dbg.declare(metadata i32* undef, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 160, 32)), !dbg !402		; visa id: 8
  call void @llvm.dbg.value(metadata %struct.particle_t addrspace(1)* %ps, metadata !403, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !404		; visa id: 9
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %out, metadata !405, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !404		; visa id: 9
  call void @llvm.dbg.value(metadata i16 %localIdX, metadata !406, metadata !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !404		; visa id: 9
  %mul.i.i.i = mul i32 %2, %3, !dbg !409		; visa id: 10
  %localIdX6 = zext i16 %localIdX to i32, !dbg !409		; visa id: 11
  %add.i.i.i = add i32 %mul.i.i.i, %localIdX6, !dbg !409
  %add4.i.i.i = add i32 %add.i.i.i, %1, !dbg !409		; visa id: 13
  %4 = shl i32 %add4.i.i.i, 5, !dbg !410		; visa id: 15
  %5 = inttoptr i32 %4 to <3 x float> addrspace(131072)*, !dbg !410		; visa id: 17
  %6 = load <3 x float>, <3 x float> addrspace(131072)* %5, align 32, !dbg !410		; visa id: 17
  %7 = extractelement <3 x float> %6, i32 1, !dbg !410		; visa id: 21
  call void @llvm.dbg.value(metadata <3 x float> %6, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 96)), !dbg !404		; visa id: 24
  %8 = add i32 %4, 24, !dbg !410		; visa id: 25
  %9 = inttoptr i32 %8 to i32 addrspace(131072)*, !dbg !410		; visa id: 27
  %10 = load i32, i32 addrspace(131072)* %9, align 8, !dbg !410		; visa id: 27
  call void @llvm.dbg.value(metadata i32 %10, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 192, 32)), !dbg !404		; visa id: 32
  call void @llvm.dbg.value(metadata i32 undef, metadata !411, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 224, 32)), !dbg !404		; visa id: 32
  %11 = extractelement <3 x float> %6, i32 0, !dbg !412		; visa id: 33
  %12 = bitcast float %11 to i32, !dbg !412		; visa id: 35
  call void @llvm.dbg.value(metadata i32 %12, metadata !413, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !404		; visa id: 36
  call void @llvm.dbg.value(metadata i32 %12, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32)), !dbg !404		; visa id: 36
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 64)), !dbg !404		; visa id: 36
  call void @llvm.dbg.value(metadata i16 2, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 128, 16)), !dbg !404		; visa id: 36
  call void @llvm.dbg.value(metadata i16 7, metadata !393, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 144, 16)), !dbg !404		; visa id: 36
  %13 = shl i16 %localIdX, 2, !dbg !419		; visa id: 37
  %14 = and i16 %13, 12, !dbg !419		; visa id: 39
  %15 = ptrtoint [4 x i32] addrspace(2)* @table to i64, !dbg !419		; visa id: 41
  %16 = bitcast i64 %15 to <2 x i32>, !dbg !419		; visa id: 42
  %17 = extractelement <2 x i32> %16, i32 0, !dbg !419		; visa id: 43
  %18 = ptrtoint [4 x i32] addrspace(2)* @table to i64, !dbg !419		; visa id: 43
  %19 = bitcast i64 %18 to <2 x i32>, !dbg !419		; visa id: 44
  %20 = extractelement <2 x i32> %19, i32 1, !dbg !419		; visa id: 45
  %21 = zext i16 %14 to i32, !dbg !419		; visa id: 45
  %22 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %21, i32 0, i32 %17, i32 %20), !dbg !419
  %23 = extractvalue { i32, i32 } %22, 0, !dbg !419		; visa id: 47
  %24 = extractvalue { i32, i32 } %22, 1, !dbg !419		; visa id: 47
  %25 = call <1 x i32> addrspace(2)* @llvm.genx.GenISA.pair.to.ptr.p2v1i32(i32 %23, i32 %24), !dbg !419		; visa id: 55
  %26 = load <1 x i32>, <1 x i32> addrspace(2)* %25, align 4, !dbg !419		; visa id: 59
  %27 = extractelement <1 x i32> %26, i32 0, !dbg !419		; visa id: 61
  %conv = sitofp i32 %27 to float, !dbg !419		; visa id: 61
  %mul = fmul float %7, %conv, !dbg !420		; visa id: 63
  %28 = shl nuw nsw i32 %localIdX6, 2, !dbg !421		; visa id: 65
  %29 = inttoptr i32 %28 to float addrspace(3)*, !dbg !421		; visa id: 67
  store float %mul, float addrspace(3)* %29, align 4, !dbg !422		; visa id: 67
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false), !dbg !423		; visa id: 70
  call void @llvm.genx.GenISA.threadgroupbarrier(), !dbg !423		; visa id: 71
  %tobool.i = icmp eq i32 %0, 0, !dbg !424		; visa id: 73
  br i1 %tobool.i, label %entry.precompiled_u32divrem_sp.exit_crit_edge, label %if.end.i, !dbg !424		; visa id: 75

if.end.i:                                         ; preds = %entry
; BB1 :
  %rem.lhs.trunc = add nuw nsw i32 %localIdX6, 1, !dbg !424		; visa id: 77
  %30 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %0) #12, !dbg !424		; visa id: 79
  %conv.i = fptoui float %30 to i32, !dbg !424		; visa id: 81
  %sub.i = sub i32 %0, %conv.i, !dbg !424		; visa id: 82
  %31 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub.i) #12, !dbg !424		; visa id: 83
  %32 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %rem.lhs.trunc) #12, !dbg !424		; visa id: 84
  %conv3.i = fptoui float %32 to i32, !dbg !424		; visa id: 86
  %sub4.i = sub i32 %rem.lhs.trunc, %conv3.i, !dbg !424		; visa id: 88
  %33 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %sub4.i) #12, !dbg !424		; visa id: 90
  %div.i = fdiv float 1.000000e+00, %30, !dbg !424, !fpmath !425		; visa id: 92
  %34 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %div.i, float 0xBE98000000000000, float %div.i) #12, !dbg !424		; visa id: 93
  %35 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %32, float %34) #12, !dbg !424		; visa id: 94
  %conv8.i = fptoui float %35 to i32, !dbg !424		; visa id: 96
  %36 = call float @llvm.genx.GenISA.uitof.rtz.f32.i32(i32 %conv8.i) #12, !dbg !424		; visa id: 98
  %37 = fsub float 0.000000e+00, %30, !dbg !424		; visa id: 100
  %38 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %37, float %36, float %32) #12, !dbg !424		; visa id: 101
  %39 = fsub float 0.000000e+00, %31, !dbg !424		; visa id: 103
  %40 = call float @llvm.genx.GenISA.fma.rtz.f32.f32.f32.f32(float %39, float %36, float %33) #12, !dbg !424		; visa id: 104
  %41 = call float @llvm.genx.GenISA.add.rtz.f32.f32.f32(float %38, float %40) #12, !dbg !424		; visa id: 106
  %42 = call float @llvm.genx.GenISA.mul.rtz.f32.f32.f32(float %34, float %41) #12, !dbg !424		; visa id: 108
  %conv16.i = fptoui float %42 to i32, !dbg !424		; visa id: 113
  %add.i = add i32 %conv16.i, %conv8.i, !dbg !424		; visa id: 115
  %mul.i = mul i32 %add.i, %0, !dbg !424		; visa id: 117
  %sub17.i = sub i32 %rem.lhs.trunc, %mul.i, !dbg !424		; visa id: 119
  %cmp.i.not = icmp ult i32 %sub17.i, %0, !dbg !424		; visa id: 121
  %and20.i = select i1 %cmp.i.not, i32 0, i32 %0, !dbg !424		; visa id: 123
  %sub21.i = sub i32 %sub17.i, %and20.i, !dbg !424		; visa id: 125
  %phi.bo = shl i32 %sub21.i, 2, !dbg !424		; visa id: 127
  br label %precompiled_u32divrem_sp.exit, !dbg !424		; visa id: 129

entry.precompiled_u32divrem_sp.exit_crit_edge:    ; preds = %entry
; BB2 :
  br label %precompiled_u32divrem_sp.exit, !dbg !424		; visa id: 133

precompiled_u32divrem_sp.exit:                    ; preds = %entry.precompiled_u32divrem_sp.exit_crit_edge, %if.end.i
; BB3 :
  %storemerge.i = phi i32 [ %phi.bo, %if.end.i ], [ -4, %entry.precompiled_u32divrem_sp.exit_crit_edge ]
  %43 = inttoptr i32 %storemerge.i to float addrspace(3)*, !dbg !426		; visa id: 134
  %44 = load float, float addrspace(3)* %43, align 4, !dbg !426		; visa id: 134
  %conv8 = fptosi float %44 to i32, !dbg !427		; visa id: 136
  %add9 = add nsw i32 %12, %conv8, !dbg !428		; visa id: 138
  %add10 = add i32 %add9, %10, !dbg !429
  %add13 = add i32 %add10, 7, !dbg !430		; visa id: 140
  %45 = shl i32 %add4.i.i.i, 2, !dbg !431		; visa id: 142
  %46 = inttoptr i32 %45 to i32 addrspace(131073)*, !dbg !432		; visa id: 144
  store i32 %add13, i32 addrspace(131073)* %46, align 4, !dbg !432		; visa id: 144
  ret void, !dbg !433		; visa id: 149
}
