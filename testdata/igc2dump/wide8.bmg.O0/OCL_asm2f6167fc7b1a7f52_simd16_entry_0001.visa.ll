; ------------------------------------------------
; OCL_asm2f6167fc7b1a7f52_simd16_entry_0001.visa.ll
; ------------------------------------------------
; Function Attrs: convergent noinline nounwind optnone
define spir_kernel void @wide8(ptr addrspace(1) align 32 %u, ptr addrspace(1) align 32 %f, ptr addrspace(1) align 32 %out, i32 %n, <8 x i32> %r0, <3 x i32> %globalOffset, <3 x i32> %enqueuedLocalSize, i16 %localIdX, i16 %localIdY, i16 %localIdZ, ptr %privateBase, i32 %bufferOffset, i32 %bufferOffset1, i32 %bufferOffset2, i32 %bindlessOffset, i32 %bindlessOffset3, i32 %bindlessOffset4) #0 !dbg !458 {
entry:
; BB0 :
  %0 = call i16 @llvm.genx.GenISA.simdLaneId()		; visa id: 2
  %1 = zext i16 %0 to i32		; visa id: 4
  %2 = call i32 @llvm.genx.GenISA.simdSize()
  %3 = call i32 @llvm.genx.GenISA.hw.thread.id.alloca.i32(), !dbg !490		; visa id: 7
  %4 = mul i32 %2, 128, !dbg !490
  %5 = mul i32 %3, %4, !dbg !490, !perThreadOffset !491		; visa id: 15
  call void @llvm.genx.GenISA.CatchAllDebugLine(), !dbg !490
  %6 = extractelement <3 x i32> %globalOffset, i32 0		; visa id: 16
  %7 = extractelement <3 x i32> %globalOffset, i32 1
  %8 = extractelement <3 x i32> %globalOffset, i32 2
  %9 = extractelement <3 x i32> %enqueuedLocalSize, i32 0		; visa id: 16
  %10 = extractelement <3 x i32> %enqueuedLocalSize, i32 1
  %11 = extractelement <3 x i32> %enqueuedLocalSize, i32 2
  %12 = mul i32 %2, 8
  %13 = add i32 0, %12
  %14 = mul i32 %1, 8		; visa id: 16
  %15 = add i32 %13, %14
  %16 = add nuw nsw i32 %5, %15		; visa id: 17
  %17 = zext i32 %16 to i64		; visa id: 18
  %18 = ptrtoint ptr %privateBase to i64		; visa id: 19
  %19 = add i64 %18, %17		; visa id: 19
  %20 = inttoptr i64 %19 to ptr		; visa id: 20
  %21 = ptrtoint ptr addrspace(1) %u to i64		; visa id: 20
  store i64 %21, ptr %20, align 8, !lsc.cache.ctrl !492		; visa id: 20
  call void @llvm.dbg.declare(metadata ptr %20, metadata !478, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !493		; visa id: 23
  %22 = mul i32 %2, 16
  %23 = add i32 0, %22
  %24 = mul i32 %1, 8		; visa id: 23
  %25 = add i32 %23, %24
  %26 = add nuw nsw i32 %5, %25		; visa id: 24
  %27 = zext i32 %26 to i64		; visa id: 25
  %28 = ptrtoint ptr %privateBase to i64		; visa id: 26
  %29 = add i64 %28, %27		; visa id: 26
  %30 = inttoptr i64 %29 to ptr		; visa id: 27
  %31 = ptrtoint ptr addrspace(1) %f to i64		; visa id: 27
  store i64 %31, ptr %30, align 8, !lsc.cache.ctrl !492		; visa id: 27
  call void @llvm.dbg.declare(metadata ptr %30, metadata !479, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !494		; visa id: 30
  %32 = mul i32 %2, 24
  %33 = add i32 0, %32
  %34 = mul i32 %1, 8		; visa id: 30
  %35 = add i32 %33, %34
  %36 = add nuw nsw i32 %5, %35		; visa id: 31
  %37 = zext i32 %36 to i64		; visa id: 32
  %38 = ptrtoint ptr %privateBase to i64		; visa id: 33
  %39 = add i64 %38, %37		; visa id: 33
  %40 = inttoptr i64 %39 to ptr		; visa id: 34
  %41 = ptrtoint ptr addrspace(1) %out to i64		; visa id: 34
  store i64 %41, ptr %40, align 8, !lsc.cache.ctrl !492		; visa id: 34
  call void @llvm.dbg.declare(metadata ptr %40, metadata !480, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !495		; visa id: 37
  %42 = mul i32 %2, 0
  %43 = add i32 0, %42
  %44 = mul i32 %1, 4		; visa id: 37
  %45 = add i32 %43, %44
  %46 = add nuw nsw i32 %5, %45		; visa id: 38
  %47 = zext i32 %46 to i64		; visa id: 39
  %48 = ptrtoint ptr %privateBase to i64		; visa id: 40
  %49 = add i64 %48, %47		; visa id: 40
  %50 = inttoptr i64 %49 to ptr		; visa id: 41
  store i32 %n, ptr %50, align 4, !lsc.cache.ctrl !492		; visa id: 41
  call void @llvm.dbg.declare(metadata ptr %50, metadata !481, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !496		; visa id: 43
  call void @llvm.dbg.declare(metadata ptr %108, metadata !482, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !497		; visa id: 44
  %cmpDim = icmp eq i32 0, 0, !dbg !498		; visa id: 44
  %b2s = select i1 %cmpDim, i16 1, i16 5, !dbg !498		; visa id: 45
  %51 = trunc i16 %b2s to i8, !dbg !498		; visa id: 46
  %.demoted.zext = zext i8 %51 to i32, !dbg !498		; visa id: 47
  %offsetR0 = add i32 0, %.demoted.zext, !dbg !498		; visa id: 48
  %groupId = extractelement <8 x i32> %r0, i32 %offsetR0, !dbg !498		; visa id: 49
  %52 = zext i32 %groupId to i64, !dbg !498
  %53 = zext i32 %9 to i64, !dbg !498
  %54 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %9, i32 0, i32 %groupId, i32 0), !dbg !498
  %55 = extractvalue { i32, i32 } %54, 0, !dbg !498		; visa id: 52
  %56 = extractvalue { i32, i32 } %54, 1, !dbg !498		; visa id: 52
  %57 = insertelement <2 x i32> undef, i32 %55, i32 0, !dbg !498		; visa id: 59
  %58 = insertelement <2 x i32> %57, i32 %56, i32 1, !dbg !498		; visa id: 60
  %59 = bitcast <2 x i32> %58 to i64, !dbg !498		; visa id: 61
  %localIdX6 = zext i16 %localIdX to i32, !dbg !498		; visa id: 63
  %60 = icmp ult i32 %localIdX6, 65536, !dbg !498
  %61 = zext i32 %localIdX6 to i64, !dbg !498		; visa id: 64
  %62 = add nuw i64 %59, %61, !dbg !498		; visa id: 65
  %63 = zext i32 %6 to i64, !dbg !498		; visa id: 66
  %64 = add nuw i64 %62, %63, !dbg !498		; visa id: 67
  %65 = bitcast i64 %64 to <2 x i32>, !dbg !498		; visa id: 68
  %66 = extractelement <2 x i32> %65, i32 0, !dbg !498		; visa id: 70
  %67 = extractelement <2 x i32> %65, i32 1, !dbg !498		; visa id: 70
  %cmpDim8 = icmp eq i32 1, 0, !dbg !498
  %b2s48 = select i1 %cmpDim8, i16 1, i16 5, !dbg !498
  %68 = trunc i16 %b2s48 to i8, !dbg !498
  %.demoted.zext46 = zext i8 %68 to i32, !dbg !498
  %offsetR010 = add i32 1, %.demoted.zext46, !dbg !498
  %groupId11 = extractelement <8 x i32> %r0, i32 %offsetR010, !dbg !498
  %69 = zext i32 %groupId11 to i64, !dbg !498
  %70 = zext i32 %10 to i64, !dbg !498
  %71 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %10, i32 0, i32 %groupId11, i32 0), !dbg !498
  %72 = extractvalue { i32, i32 } %71, 0, !dbg !498
  %73 = extractvalue { i32, i32 } %71, 1, !dbg !498
  %74 = insertelement <2 x i32> undef, i32 %72, i32 0, !dbg !498
  %75 = insertelement <2 x i32> %74, i32 %73, i32 1, !dbg !498
  %76 = bitcast <2 x i32> %75 to i64, !dbg !498
  %localIdY13 = zext i16 %localIdY to i32, !dbg !498
  %77 = icmp ult i32 %localIdY13, 65536, !dbg !498
  %78 = zext i32 %localIdY13 to i64, !dbg !498
  %79 = add nuw i64 %76, %78, !dbg !498
  %80 = zext i32 %7 to i64, !dbg !498
  %81 = add nuw i64 %79, %80, !dbg !498
  %cmpDim15 = icmp eq i32 2, 0, !dbg !498
  %b2s49 = select i1 %cmpDim15, i16 1, i16 5, !dbg !498
  %82 = trunc i16 %b2s49 to i8, !dbg !498
  %.demoted.zext47 = zext i8 %82 to i32, !dbg !498
  %offsetR017 = add i32 2, %.demoted.zext47, !dbg !498
  %groupId18 = extractelement <8 x i32> %r0, i32 %offsetR017, !dbg !498
  %83 = zext i32 %groupId18 to i64, !dbg !498
  %84 = zext i32 %11 to i64, !dbg !498
  %85 = call { i32, i32 } @llvm.genx.GenISA.mul.pair(i32 %11, i32 0, i32 %groupId18, i32 0), !dbg !498
  %86 = extractvalue { i32, i32 } %85, 0, !dbg !498
  %87 = extractvalue { i32, i32 } %85, 1, !dbg !498
  %88 = insertelement <2 x i32> undef, i32 %86, i32 0, !dbg !498
  %89 = insertelement <2 x i32> %88, i32 %87, i32 1, !dbg !498
  %90 = bitcast <2 x i32> %89 to i64, !dbg !498
  %localIdZ20 = zext i16 %localIdZ to i32, !dbg !498
  %91 = icmp ult i32 %localIdZ20, 65536, !dbg !498
  %92 = zext i32 %localIdZ20 to i64, !dbg !498
  %93 = add nuw i64 %90, %92, !dbg !498
  %94 = zext i32 %8 to i64, !dbg !498
  %95 = add nuw i64 %93, %94, !dbg !498
  %96 = select i1 true, i32 %66, i32 0, !dbg !498		; visa id: 70
  %97 = select i1 true, i32 %67, i32 0, !dbg !498		; visa id: 72
  %98 = insertelement <2 x i32> undef, i32 %96, i32 0, !dbg !498		; visa id: 74
  %99 = insertelement <2 x i32> %98, i32 %97, i32 1, !dbg !498		; visa id: 75
  %100 = mul i32 %2, 32
  %101 = add i32 0, %100
  %102 = mul i32 %1, 8		; visa id: 76
  %103 = add i32 %101, %102
  %104 = add nuw nsw i32 %5, %103		; visa id: 77
  %105 = zext i32 %104 to i64		; visa id: 78
  %106 = ptrtoint ptr %privateBase to i64		; visa id: 79
  %107 = add i64 %106, %105		; visa id: 79
  %108 = inttoptr i64 %107 to ptr		; visa id: 80
  %109 = inttoptr i64 %107 to ptr, !dbg !497		; visa id: 80
  store <2 x i32> %99, ptr %109, align 8, !dbg !497, !lsc.cache.ctrl !492		; visa id: 80
  call void @llvm.dbg.declare(metadata ptr %126, metadata !485, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !499		; visa id: 82
  %110 = load i64, ptr %20, align 8, !dbg !500, !lsc.cache.ctrl !501		; visa id: 82
  %111 = inttoptr i64 %110 to ptr addrspace(1), !dbg !500		; visa id: 83
  %112 = load i64, ptr %108, align 8, !dbg !502, !lsc.cache.ctrl !501		; visa id: 83
  %113 = ptrtoint ptr addrspace(1) %111 to i64, !dbg !500		; visa id: 84
  %114 = shl i64 %112, 5, !dbg !500		; visa id: 84
  %115 = add i64 %113, %114, !dbg !500		; visa id: 85
  %116 = inttoptr i64 %115 to ptr addrspace(1), !dbg !500		; visa id: 86
  %117 = load <8 x i32>, ptr addrspace(1) %116, align 32, !dbg !500		; visa id: 86
  %118 = mul i32 %2, 64
  %119 = add i32 0, %118
  %120 = mul i32 %1, 32		; visa id: 87
  %121 = add i32 %119, %120
  %122 = add nuw nsw i32 %5, %121		; visa id: 88
  %123 = zext i32 %122 to i64		; visa id: 89
  %124 = ptrtoint ptr %privateBase to i64		; visa id: 90
  %125 = add i64 %124, %123		; visa id: 90
  %126 = inttoptr i64 %125 to ptr		; visa id: 91
  store <8 x i32> %117, ptr %126, align 32, !dbg !499, !lsc.cache.ctrl !492		; visa id: 91
  call void @llvm.dbg.declare(metadata ptr %143, metadata !486, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !503		; visa id: 93
  %127 = load i64, ptr %30, align 8, !dbg !504, !lsc.cache.ctrl !501		; visa id: 93
  %128 = inttoptr i64 %127 to ptr addrspace(1), !dbg !504		; visa id: 94
  %129 = load i64, ptr %108, align 8, !dbg !505, !lsc.cache.ctrl !501		; visa id: 94
  %130 = ptrtoint ptr addrspace(1) %128 to i64, !dbg !504		; visa id: 95
  %131 = shl i64 %129, 5, !dbg !504		; visa id: 95
  %132 = add i64 %130, %131, !dbg !504		; visa id: 96
  %133 = inttoptr i64 %132 to ptr addrspace(1), !dbg !504		; visa id: 97
  %134 = load <8 x float>, ptr addrspace(1) %133, align 32, !dbg !504		; visa id: 97
  %135 = mul i32 %2, 96
  %136 = add i32 0, %135
  %137 = mul i32 %1, 32		; visa id: 98
  %138 = add i32 %136, %137
  %139 = add nuw nsw i32 %5, %138		; visa id: 99
  %140 = zext i32 %139 to i64		; visa id: 100
  %141 = ptrtoint ptr %privateBase to i64		; visa id: 101
  %142 = add i64 %141, %140		; visa id: 101
  %143 = inttoptr i64 %142 to ptr		; visa id: 102
  store <8 x float> %134, ptr %143, align 32, !dbg !503, !lsc.cache.ctrl !492		; visa id: 102
  call void @llvm.dbg.declare(metadata ptr %152, metadata !487, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !506		; visa id: 104
  %144 = mul i32 %2, 4
  %145 = add i32 0, %144
  %146 = mul i32 %1, 4		; visa id: 104
  %147 = add i32 %145, %146
  %148 = add nuw nsw i32 %5, %147		; visa id: 105
  %149 = zext i32 %148 to i64		; visa id: 106
  %150 = ptrtoint ptr %privateBase to i64		; visa id: 107
  %151 = add i64 %150, %149		; visa id: 107
  %152 = inttoptr i64 %151 to ptr		; visa id: 108
  store i32 0, ptr %152, align 4, !dbg !506, !lsc.cache.ctrl !492		; visa id: 108
  br label %for.cond, !dbg !507, !stats.blockFrequency.digits !508, !stats.blockFrequency.scale !509		; visa id: 110

for.cond:                                         ; preds = %for.inc, %entry
; BB1 :
  %153 = load i32, ptr %152, align 4, !dbg !510, !lsc.cache.ctrl !501		; visa id: 111
  %154 = load i32, ptr %50, align 4, !dbg !512, !lsc.cache.ctrl !501		; visa id: 112
  %155 = icmp slt i32 %153, %154, !dbg !513		; visa id: 113
  br i1 %155, label %for.body, label %for.end, !dbg !514, !stats.blockFrequency.digits !515, !stats.blockFrequency.scale !509		; visa id: 114

for.body:                                         ; preds = %for.cond
; BB2 :
  %156 = load <8 x i32>, ptr %126, align 32, !dbg !516, !lsc.cache.ctrl !501		; visa id: 117
  %157 = extractelement <8 x i32> %156, i32 0, !dbg !516		; visa id: 118
  %158 = extractelement <8 x i32> %156, i32 1, !dbg !516		; visa id: 118
  %159 = extractelement <8 x i32> %156, i32 2, !dbg !516		; visa id: 118
  %160 = extractelement <8 x i32> %156, i32 3, !dbg !516		; visa id: 118
  %161 = extractelement <8 x i32> %156, i32 4, !dbg !516		; visa id: 118
  %162 = extractelement <8 x i32> %156, i32 5, !dbg !516		; visa id: 118
  %163 = extractelement <8 x i32> %156, i32 6, !dbg !516		; visa id: 118
  %164 = extractelement <8 x i32> %156, i32 7, !dbg !516		; visa id: 118
  %165 = load i32, ptr %152, align 4, !dbg !518, !lsc.cache.ctrl !501		; visa id: 118
  %xor22 = xor i32 %158, %165, !dbg !519		; visa id: 119
  %xor23 = xor i32 %159, %165, !dbg !519		; visa id: 120
  %xor24 = xor i32 %160, %165, !dbg !519		; visa id: 121
  %xor25 = xor i32 %161, %165, !dbg !519		; visa id: 122
  %xor26 = xor i32 %162, %165, !dbg !519		; visa id: 123
  %xor27 = xor i32 %163, %165, !dbg !519		; visa id: 124
  %xor28 = xor i32 %164, %165, !dbg !519		; visa id: 125
  %xor29 = xor i32 %157, %165, !dbg !519		; visa id: 126
  %166 = insertelement <8 x i32> undef, i32 %xor22, i32 0, !dbg !519		; visa id: 127
  %167 = insertelement <8 x i32> %166, i32 %xor23, i32 1, !dbg !519		; visa id: 128
  %168 = insertelement <8 x i32> %167, i32 %xor24, i32 2, !dbg !519		; visa id: 129
  %169 = insertelement <8 x i32> %168, i32 %xor25, i32 3, !dbg !519		; visa id: 130
  %170 = insertelement <8 x i32> %169, i32 %xor26, i32 4, !dbg !519		; visa id: 131
  %171 = insertelement <8 x i32> %170, i32 %xor27, i32 5, !dbg !519		; visa id: 132
  %172 = insertelement <8 x i32> %171, i32 %xor28, i32 6, !dbg !519		; visa id: 133
  %173 = insertelement <8 x i32> %172, i32 %xor29, i32 7, !dbg !519		; visa id: 134
  store <8 x i32> %173, ptr %126, align 32, !dbg !520, !lsc.cache.ctrl !492		; visa id: 135
  %174 = load <8 x float>, ptr %143, align 32, !dbg !521, !lsc.cache.ctrl !501		; visa id: 137
  %175 = extractelement <8 x float> %174, i32 0, !dbg !521		; visa id: 138
  %176 = extractelement <8 x float> %174, i32 1, !dbg !521		; visa id: 138
  %177 = extractelement <8 x float> %174, i32 2, !dbg !521		; visa id: 138
  %178 = extractelement <8 x float> %174, i32 3, !dbg !521		; visa id: 138
  %179 = extractelement <8 x float> %174, i32 4, !dbg !521		; visa id: 138
  %180 = extractelement <8 x float> %174, i32 5, !dbg !521		; visa id: 138
  %181 = extractelement <8 x float> %174, i32 6, !dbg !521		; visa id: 138
  %182 = extractelement <8 x float> %174, i32 7, !dbg !521		; visa id: 138
  %183 = load <8 x i32>, ptr %126, align 32, !dbg !522, !lsc.cache.ctrl !501		; visa id: 138
  %184 = extractelement <8 x i32> %183, i32 0, !dbg !522		; visa id: 139
  %185 = extractelement <8 x i32> %183, i32 1, !dbg !522		; visa id: 139
  %186 = extractelement <8 x i32> %183, i32 2, !dbg !522		; visa id: 139
  %187 = extractelement <8 x i32> %183, i32 3, !dbg !522		; visa id: 139
  %188 = extractelement <8 x i32> %183, i32 4, !dbg !522		; visa id: 139
  %189 = extractelement <8 x i32> %183, i32 5, !dbg !522		; visa id: 139
  %190 = extractelement <8 x i32> %183, i32 6, !dbg !522		; visa id: 139
  %191 = extractelement <8 x i32> %183, i32 7, !dbg !522		; visa id: 139
  %call230 = uitofp i32 %184 to float, !dbg !523		; visa id: 139
  %call231 = uitofp i32 %185 to float, !dbg !523		; visa id: 140
  %call232 = uitofp i32 %186 to float, !dbg !523		; visa id: 141
  %call233 = uitofp i32 %187 to float, !dbg !523		; visa id: 142
  %call234 = uitofp i32 %188 to float, !dbg !523		; visa id: 143
  %call235 = uitofp i32 %189 to float, !dbg !523		; visa id: 144
  %call236 = uitofp i32 %190 to float, !dbg !523		; visa id: 145
  %call237 = uitofp i32 %191 to float, !dbg !523		; visa id: 146
  %mul38 = fmul float %182, %call230, !dbg !524		; visa id: 147
  %mul39 = fmul float %181, %call231, !dbg !524		; visa id: 148
  %mul40 = fmul float %180, %call232, !dbg !524		; visa id: 149
  %mul41 = fmul float %179, %call233, !dbg !524		; visa id: 150
  %mul42 = fmul float %178, %call234, !dbg !524		; visa id: 151
  %mul43 = fmul float %177, %call235, !dbg !524		; visa id: 152
  %mul44 = fmul float %176, %call236, !dbg !524		; visa id: 153
  %mul45 = fmul float %175, %call237, !dbg !524		; visa id: 154
  %192 = insertelement <8 x float> undef, float %mul38, i32 0, !dbg !524		; visa id: 155
  %193 = insertelement <8 x float> %192, float %mul39, i32 1, !dbg !524		; visa id: 156
  %194 = insertelement <8 x float> %193, float %mul40, i32 2, !dbg !524		; visa id: 157
  %195 = insertelement <8 x float> %194, float %mul41, i32 3, !dbg !524		; visa id: 158
  %196 = insertelement <8 x float> %195, float %mul42, i32 4, !dbg !524		; visa id: 159
  %197 = insertelement <8 x float> %196, float %mul43, i32 5, !dbg !524		; visa id: 160
  %198 = insertelement <8 x float> %197, float %mul44, i32 6, !dbg !524		; visa id: 161
  %199 = insertelement <8 x float> %198, float %mul45, i32 7, !dbg !524		; visa id: 162
  store <8 x float> %199, ptr %143, align 32, !dbg !525, !lsc.cache.ctrl !492		; visa id: 163
  br label %for.inc, !dbg !526, !stats.blockFrequency.digits !527, !stats.blockFrequency.scale !509		; visa id: 165

for.inc:                                          ; preds = %for.body
; BB3 :
  %200 = load i32, ptr %152, align 4, !dbg !528, !lsc.cache.ctrl !501		; visa id: 167
  %inc = add nsw i32 %200, 1, !dbg !528, !spirv.Decorations !529		; visa id: 168
  store i32 %inc, ptr %152, align 4, !dbg !528, !lsc.cache.ctrl !492		; visa id: 169
  br label %for.cond, !dbg !531, !stats.blockFrequency.digits !527, !stats.blockFrequency.scale !509		; visa id: 170

for.end:                                          ; preds = %for.cond
; BB4 :
  %201 = load <8 x float>, ptr %143, align 32, !dbg !532, !lsc.cache.ctrl !501		; visa id: 173
  %202 = load i64, ptr %40, align 8, !dbg !533, !lsc.cache.ctrl !501		; visa id: 174
  %203 = inttoptr i64 %202 to ptr addrspace(1), !dbg !533		; visa id: 175
  %204 = load i64, ptr %108, align 8, !dbg !534, !lsc.cache.ctrl !501		; visa id: 175
  %205 = ptrtoint ptr addrspace(1) %203 to i64, !dbg !533		; visa id: 176
  %206 = shl i64 %204, 5, !dbg !533		; visa id: 176
  %207 = add i64 %205, %206, !dbg !533		; visa id: 177
  %208 = inttoptr i64 %207 to ptr addrspace(1), !dbg !533		; visa id: 178
  store <8 x float> %201, ptr addrspace(1) %208, align 32, !dbg !535		; visa id: 178
  ret void, !dbg !536, !stats.blockFrequency.digits !508, !stats.blockFrequency.scale !509		; visa id: 180
}
