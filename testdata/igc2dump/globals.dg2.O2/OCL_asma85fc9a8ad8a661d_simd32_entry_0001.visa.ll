; ------------------------------------------------
; OCL_asma85fc9a8ad8a661d_simd32_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent nounwind
define spir_kernel void @globals(ptr addrspace(1) align 4 %out, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr addrspace(2) %constBase, ptr addrspace(1) %globalBase, ptr %privateBase, i32 %bufferOffset, i32 %bindlessOffset, i32 %bindlessOffset1, i32 %bindlessOffset2) #0 !dbg !483 {
entry:
; BB0 :
  call void @llvm.dbg.value(metadata [3 x float] [float 5.000000e-01, float 1.500000e+00, float 2.500000e+00], metadata !495, metadata !DIExpression()), !dbg !496		; visa id: 4
  %0 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 4
  %1 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 4
  %2 = extractelement <8 x i32> %r0, i32 1		; visa id: 4
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !488, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497		; visa id: 5
  %3 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %1, i32 0, i32 %2, i32 0), !dbg !498
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !498		; visa id: 6
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !498		; visa id: 6
  %6 = zext i16 %localIdX to i32, !dbg !498		; visa id: 14
  %7 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %4, i32 %5, i32 %6, i32 0), !dbg !498
  %8 = extractvalue { i32, i32 } %7, 0, !dbg !498		; visa id: 16
  %9 = extractvalue { i32, i32 } %7, 1, !dbg !498		; visa id: 16
  %10 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %8, i32 %9, i32 %0, i32 0), !dbg !498
  %11 = extractvalue { i32, i32 } %10, 0, !dbg !498		; visa id: 24
  %12 = extractvalue { i32, i32 } %10, 1, !dbg !498		; visa id: 24
  call void @llvm.dbg.value(metadata i64 undef, metadata !489, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497		; visa id: 33
  %13 = shl i32 %11, 2, !dbg !499		; visa id: 34
  %14 = add i32 %13, %bufferOffset, !dbg !499		; visa id: 36
  %15 = inttoptr i32 %bindlessOffset to ptr addrspace(2490368), !dbg !499		; visa id: 38
  %16 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %15, i32 %14, i32 4, i1 false), !dbg !499, !lsc.cache.ctrl !500		; visa id: 38
  %17 = icmp ult i32 %12, 1, !dbg !501		; visa id: 40
  br i1 %17, label %udiv_pow2_64b_as_32b, label %udiv_pow2_64b, !dbg !501, !stats.blockFrequency.digits !502, !stats.blockFrequency.scale !503		; visa id: 42

udiv_pow2_64b:                                    ; preds = %entry
; BB1 :
  %18 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %11, i32 0, i32 -1431655765, i32 0), !dbg !501
  %19 = extractvalue { i32, i32 } %18, 1, !dbg !501		; visa id: 44
  %20 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %12, i32 0, i32 -1431655765, i32 0), !dbg !501
  %21 = extractvalue { i32, i32 } %20, 0, !dbg !501		; visa id: 54
  %22 = extractvalue { i32, i32 } %20, 1, !dbg !501		; visa id: 54
  %23 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %21, i32 %22, i32 %19, i32 0), !dbg !501
  %24 = extractvalue { i32, i32 } %23, 0, !dbg !501		; visa id: 70
  %25 = extractvalue { i32, i32 } %23, 1, !dbg !501		; visa id: 70
  %26 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %11, i32 0, i32 -1431655766, i32 0), !dbg !501
  %27 = extractvalue { i32, i32 } %26, 0, !dbg !501		; visa id: 78
  %28 = extractvalue { i32, i32 } %26, 1, !dbg !501		; visa id: 78
  %29 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %27, i32 %28, i32 %24, i32 0), !dbg !501
  %30 = extractvalue { i32, i32 } %29, 1, !dbg !501		; visa id: 94
  %31 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %12, i32 0, i32 -1431655766, i32 0), !dbg !501
  %32 = extractvalue { i32, i32 } %31, 0, !dbg !501		; visa id: 102
  %33 = extractvalue { i32, i32 } %31, 1, !dbg !501		; visa id: 102
  %34 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %32, i32 %33, i32 %25, i32 0), !dbg !501
  %35 = extractvalue { i32, i32 } %34, 0, !dbg !501		; visa id: 118
  %36 = extractvalue { i32, i32 } %34, 1, !dbg !501		; visa id: 118
  %37 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %35, i32 %36, i32 %30, i32 0), !dbg !501
  %38 = extractvalue { i32, i32 } %37, 0, !dbg !501		; visa id: 126
  %39 = extractvalue { i32, i32 } %37, 1, !dbg !501		; visa id: 126
  %40 = lshr i32 %39, 1, !dbg !501		; visa id: 134
  %41 = shl i32 %39, 31, !dbg !501		; visa id: 136
  %42 = lshr i32 %38, 1, !dbg !501		; visa id: 138
  %43 = or i32 %42, %41, !dbg !501		; visa id: 140
  %44 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %43, i32 %40, i32 -3, i32 0), !dbg !501
  %45 = extractvalue { i32, i32 } %44, 0, !dbg !501		; visa id: 142
  %46 = extractvalue { i32, i32 } %44, 1, !dbg !501		; visa id: 142
  %47 = call { i32, i32 } @llvm.genx.GenISA.add.pair(i32 %45, i32 %46, i32 %11, i32 %12), !dbg !501
  %48 = extractvalue { i32, i32 } %47, 0, !dbg !501		; visa id: 158
  br label %49, !dbg !501, !stats.blockFrequency.digits !504, !stats.blockFrequency.scale !503		; visa id: 160

udiv_pow2_64b_as_32b:                             ; preds = %entry
; BB2 :
  %q_appx = call i32 @llvm.genx.GenISA.umulH.i32(i32 %11, i32 -1431655765), !dbg !501		; visa id: 162
  %q_appx20 = lshr i32 %q_appx, 1, !dbg !501		; visa id: 164
  %q_times_d.neg = mul i32 %q_appx20, -3, !dbg !501
  %rem21 = add i32 %q_times_d.neg, %11, !dbg !501		; visa id: 166
  br label %49, !dbg !501, !stats.blockFrequency.digits !504, !stats.blockFrequency.scale !503		; visa id: 168

49:                                               ; preds = %udiv_pow2_64b, %udiv_pow2_64b_as_32b
; BB3 :
  %.off0 = phi i32 [ %rem21, %udiv_pow2_64b_as_32b ], [ %48, %udiv_pow2_64b ]
  %50 = shl i32 %.off0, 2, !dbg !505		; visa id: 169
  %51 = inttoptr i32 %bindlessOffset1 to ptr addrspace(2490368), !dbg !505		; visa id: 171
  %52 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %51, i32 %50, i32 4, i1 false), !dbg !505, !lsc.cache.ctrl !500		; visa id: 171
  %53 = and i32 %13, 4, !dbg !506		; visa id: 173
  %54 = add nuw nsw i32 %53, 4, !dbg !506		; visa id: 175
  %55 = inttoptr i32 %bindlessOffset2 to ptr addrspace(2490368), !dbg !506		; visa id: 177
  %56 = call float @llvm.genx.GenISA.ldraw.indexed.f32.p2490368(ptr addrspace(2490368) %55, i32 %54, i32 4, i1 false), !dbg !506, !lsc.cache.ctrl !500		; visa id: 177
  %57 = call float @llvm.fma.f32(float %16, float %52, float %56), !dbg !507		; visa id: 179
  call void @llvm.dbg.value(metadata float %57, metadata !493, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497		; visa id: 182
  %58 = load i32, ptr addrspace(1) %globalBase, align 4, !dbg !508, !lsc.cache.ctrl !500		; visa id: 183
  %conv = sitofp i32 %58 to float, !dbg !508		; visa id: 185
  %add = fadd float %57, %conv, !dbg !509		; visa id: 186
  call void @llvm.genx.GenISA.storeraw.indexed.p2490368.f32(ptr addrspace(2490368) %15, i32 %14, float %add, i32 4, i1 false), !dbg !510, !lsc.cache.ctrl !511		; visa id: 188
  %59 = icmp eq i32 %12, 0, !dbg !512
  %60 = icmp eq i32 %11, 0, !dbg !512		; visa id: 191
  %61 = and i1 %59, %60, !dbg !512		; visa id: 193
  br i1 %61, label %if.then, label %.if.end_crit_edge, !dbg !514, !stats.blockFrequency.digits !502, !stats.blockFrequency.scale !503		; visa id: 197

if.then:                                          ; preds = %49
; BB4 :
  %62 = load i32, ptr addrspace(1) %globalBase, align 4, !dbg !515, !lsc.cache.ctrl !500		; visa id: 199
  %add5 = add nsw i32 %62, 1, !dbg !515, !spirv.Decorations !516		; visa id: 201
  store i32 %add5, ptr addrspace(1) %globalBase, align 4, !dbg !515, !lsc.cache.ctrl !511		; visa id: 202
  br label %if.end, !dbg !518, !stats.blockFrequency.digits !504, !stats.blockFrequency.scale !503		; visa id: 204

.if.end_crit_edge:                                ; preds = %49
; BB:
  br label %if.end, !dbg !514, !stats.blockFrequency.digits !504, !stats.blockFrequency.scale !503

if.end:                                           ; preds = %.if.end_crit_edge, %if.then
; BB6 :
  ret void, !dbg !519, !stats.blockFrequency.digits !502, !stats.blockFrequency.scale !503		; visa id: 206
}
