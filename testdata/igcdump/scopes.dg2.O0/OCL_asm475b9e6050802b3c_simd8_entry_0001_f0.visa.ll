; ------------------------------------------------
; OCL_asm475b9e6050802b3c_simd8_entry_0001_f0.visa.ll
; ------------------------------------------------
; Function Attrs: builtin convergent noinline norecurse nounwind
define internal spir_func void @__intel_memfence_optnone(i8 %flushRW, i8 %isGlobal, i8 %invalidateL1) local_unnamed_addr #1 {
entry:
; BB0 :
  %0 = and i8 %flushRW, 1
  %cmp = icmp eq i8 %0, 0		; visa id: 9
  br i1 %cmp, label %land.lhs.true, label %entry.if.else_crit_edge		; visa id: 11

land.lhs.true:                                    ; preds = %entry
; BB1 :
  %1 = and i8 %isGlobal, 1
  %cmp6 = icmp eq i8 %1, 0		; visa id: 13
  br i1 %cmp6, label %land.lhs.true8, label %land.lhs.true.if.else_crit_edge		; visa id: 15

land.lhs.true8:                                   ; preds = %land.lhs.true
; BB2 :
  %2 = and i8 %invalidateL1, 1
  %cmp11 = icmp eq i8 %2, 0		; visa id: 17
  br i1 %cmp11, label %if.then, label %land.lhs.true8.if.else_crit_edge		; visa id: 19

if.then:                                          ; preds = %land.lhs.true8
; BB3 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false)		; visa id: 21
  br label %if.end131		; visa id: 22

land.lhs.true8.if.else_crit_edge:                 ; preds = %land.lhs.true8
; BB:
  br label %if.else

land.lhs.true.if.else_crit_edge:                  ; preds = %land.lhs.true
; BB:
  br label %if.else

entry.if.else_crit_edge:                          ; preds = %entry
; BB:
  br label %if.else

if.else:                                          ; preds = %land.lhs.true8.if.else_crit_edge, %land.lhs.true.if.else_crit_edge, %entry.if.else_crit_edge
; BB7 :
  %3 = and i8 %flushRW, 1
  %cmp15 = icmp eq i8 %3, 0		; visa id: 24
  br i1 %cmp15, label %land.lhs.true17, label %if.else.if.else28_crit_edge		; visa id: 26

land.lhs.true17:                                  ; preds = %if.else
; BB8 :
  %4 = and i8 %isGlobal, 1
  %cmp20 = icmp eq i8 %4, 0		; visa id: 28
  br i1 %cmp20, label %land.lhs.true22, label %land.lhs.true17.if.else28_crit_edge		; visa id: 30

land.lhs.true22:                                  ; preds = %land.lhs.true17
; BB9 :
  %5 = and i8 %invalidateL1, 1
  %cmp25.not = icmp eq i8 %5, 0		; visa id: 32
  br i1 %cmp25.not, label %land.lhs.true22.if.else28_crit_edge, label %if.then27		; visa id: 34

if.then27:                                        ; preds = %land.lhs.true22
; BB10 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true)		; visa id: 36
  br label %if.end130		; visa id: 37

land.lhs.true22.if.else28_crit_edge:              ; preds = %land.lhs.true22
; BB:
  br label %if.else28

land.lhs.true17.if.else28_crit_edge:              ; preds = %land.lhs.true17
; BB:
  br label %if.else28

if.else.if.else28_crit_edge:                      ; preds = %if.else
; BB:
  br label %if.else28

if.else28:                                        ; preds = %land.lhs.true22.if.else28_crit_edge, %land.lhs.true17.if.else28_crit_edge, %if.else.if.else28_crit_edge
; BB14 :
  %6 = and i8 %flushRW, 1
  %cmp31 = icmp eq i8 %6, 0		; visa id: 39
  br i1 %cmp31, label %land.lhs.true33, label %if.else28.if.else44_crit_edge		; visa id: 41

land.lhs.true33:                                  ; preds = %if.else28
; BB15 :
  %7 = and i8 %isGlobal, 1
  %cmp36.not = icmp eq i8 %7, 0		; visa id: 43
  br i1 %cmp36.not, label %land.lhs.true33.if.else44_crit_edge, label %land.lhs.true38		; visa id: 45

land.lhs.true38:                                  ; preds = %land.lhs.true33
; BB16 :
  %8 = and i8 %invalidateL1, 1
  %cmp41 = icmp eq i8 %8, 0		; visa id: 47
  br i1 %cmp41, label %if.then43, label %land.lhs.true38.if.else44_crit_edge		; visa id: 49

if.then43:                                        ; preds = %land.lhs.true38
; BB17 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false)		; visa id: 51
  br label %if.end129		; visa id: 52

land.lhs.true38.if.else44_crit_edge:              ; preds = %land.lhs.true38
; BB:
  br label %if.else44

land.lhs.true33.if.else44_crit_edge:              ; preds = %land.lhs.true33
; BB:
  br label %if.else44

if.else28.if.else44_crit_edge:                    ; preds = %if.else28
; BB:
  br label %if.else44

if.else44:                                        ; preds = %land.lhs.true38.if.else44_crit_edge, %land.lhs.true33.if.else44_crit_edge, %if.else28.if.else44_crit_edge
; BB21 :
  %9 = and i8 %flushRW, 1
  %cmp47 = icmp eq i8 %9, 0		; visa id: 54
  br i1 %cmp47, label %land.lhs.true49, label %if.else44.if.else60_crit_edge		; visa id: 56

land.lhs.true49:                                  ; preds = %if.else44
; BB22 :
  %10 = and i8 %isGlobal, 1
  %cmp52.not = icmp eq i8 %10, 0		; visa id: 58
  br i1 %cmp52.not, label %land.lhs.true49.if.else60_crit_edge, label %land.lhs.true54		; visa id: 60

land.lhs.true54:                                  ; preds = %land.lhs.true49
; BB23 :
  %11 = and i8 %invalidateL1, 1
  %cmp57.not = icmp eq i8 %11, 0		; visa id: 62
  br i1 %cmp57.not, label %land.lhs.true54.if.else60_crit_edge, label %if.then59		; visa id: 64

if.then59:                                        ; preds = %land.lhs.true54
; BB24 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true)		; visa id: 66
  br label %if.end128		; visa id: 67

land.lhs.true54.if.else60_crit_edge:              ; preds = %land.lhs.true54
; BB:
  br label %if.else60

land.lhs.true49.if.else60_crit_edge:              ; preds = %land.lhs.true49
; BB:
  br label %if.else60

if.else44.if.else60_crit_edge:                    ; preds = %if.else44
; BB:
  br label %if.else60

if.else60:                                        ; preds = %land.lhs.true54.if.else60_crit_edge, %land.lhs.true49.if.else60_crit_edge, %if.else44.if.else60_crit_edge
; BB28 :
  %12 = and i8 %flushRW, 1
  %cmp63.not = icmp eq i8 %12, 0		; visa id: 69
  br i1 %cmp63.not, label %if.else60.if.else76_crit_edge, label %land.lhs.true65		; visa id: 71

land.lhs.true65:                                  ; preds = %if.else60
; BB29 :
  %13 = and i8 %isGlobal, 1
  %cmp68 = icmp eq i8 %13, 0		; visa id: 73
  br i1 %cmp68, label %land.lhs.true70, label %land.lhs.true65.if.else76_crit_edge		; visa id: 75

land.lhs.true70:                                  ; preds = %land.lhs.true65
; BB30 :
  %14 = and i8 %invalidateL1, 1
  %cmp73 = icmp eq i8 %14, 0		; visa id: 77
  br i1 %cmp73, label %if.then75, label %land.lhs.true70.if.else76_crit_edge		; visa id: 79

if.then75:                                        ; preds = %land.lhs.true70
; BB31 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false)		; visa id: 81
  br label %if.end127		; visa id: 82

land.lhs.true70.if.else76_crit_edge:              ; preds = %land.lhs.true70
; BB:
  br label %if.else76

land.lhs.true65.if.else76_crit_edge:              ; preds = %land.lhs.true65
; BB:
  br label %if.else76

if.else60.if.else76_crit_edge:                    ; preds = %if.else60
; BB:
  br label %if.else76

if.else76:                                        ; preds = %land.lhs.true70.if.else76_crit_edge, %land.lhs.true65.if.else76_crit_edge, %if.else60.if.else76_crit_edge
; BB35 :
  %15 = and i8 %flushRW, 1
  %cmp79.not = icmp eq i8 %15, 0		; visa id: 84
  br i1 %cmp79.not, label %if.else76.if.else92_crit_edge, label %land.lhs.true81		; visa id: 86

land.lhs.true81:                                  ; preds = %if.else76
; BB36 :
  %16 = and i8 %isGlobal, 1
  %cmp84 = icmp eq i8 %16, 0		; visa id: 88
  br i1 %cmp84, label %land.lhs.true86, label %land.lhs.true81.if.else92_crit_edge		; visa id: 90

land.lhs.true86:                                  ; preds = %land.lhs.true81
; BB37 :
  %17 = and i8 %invalidateL1, 1
  %cmp89.not = icmp eq i8 %17, 0		; visa id: 92
  br i1 %cmp89.not, label %land.lhs.true86.if.else92_crit_edge, label %if.then91		; visa id: 94

if.then91:                                        ; preds = %land.lhs.true86
; BB38 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true)		; visa id: 96
  br label %if.end126		; visa id: 97

land.lhs.true86.if.else92_crit_edge:              ; preds = %land.lhs.true86
; BB:
  br label %if.else92

land.lhs.true81.if.else92_crit_edge:              ; preds = %land.lhs.true81
; BB:
  br label %if.else92

if.else76.if.else92_crit_edge:                    ; preds = %if.else76
; BB:
  br label %if.else92

if.else92:                                        ; preds = %land.lhs.true86.if.else92_crit_edge, %land.lhs.true81.if.else92_crit_edge, %if.else76.if.else92_crit_edge
; BB42 :
  %18 = and i8 %flushRW, 1
  %cmp95.not = icmp eq i8 %18, 0		; visa id: 99
  br i1 %cmp95.not, label %if.else92.if.else108_crit_edge, label %land.lhs.true97		; visa id: 101

land.lhs.true97:                                  ; preds = %if.else92
; BB43 :
  %19 = and i8 %isGlobal, 1
  %cmp100.not = icmp eq i8 %19, 0		; visa id: 103
  br i1 %cmp100.not, label %land.lhs.true97.if.else108_crit_edge, label %land.lhs.true102		; visa id: 105

land.lhs.true102:                                 ; preds = %land.lhs.true97
; BB44 :
  %20 = and i8 %invalidateL1, 1
  %cmp105 = icmp eq i8 %20, 0		; visa id: 107
  br i1 %cmp105, label %if.then107, label %land.lhs.true102.if.else108_crit_edge		; visa id: 109

if.then107:                                       ; preds = %land.lhs.true102
; BB45 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false)		; visa id: 111
  br label %if.end125		; visa id: 112

land.lhs.true102.if.else108_crit_edge:            ; preds = %land.lhs.true102
; BB:
  br label %if.else108

land.lhs.true97.if.else108_crit_edge:             ; preds = %land.lhs.true97
; BB:
  br label %if.else108

if.else92.if.else108_crit_edge:                   ; preds = %if.else92
; BB:
  br label %if.else108

if.else108:                                       ; preds = %land.lhs.true102.if.else108_crit_edge, %land.lhs.true97.if.else108_crit_edge, %if.else92.if.else108_crit_edge
; BB49 :
  %21 = and i8 %flushRW, 1
  %cmp111.not = icmp eq i8 %21, 0		; visa id: 114
  br i1 %cmp111.not, label %if.else108.if.else124_crit_edge, label %land.lhs.true113		; visa id: 116

land.lhs.true113:                                 ; preds = %if.else108
; BB50 :
  %22 = and i8 %isGlobal, 1
  %cmp116.not = icmp eq i8 %22, 0		; visa id: 118
  br i1 %cmp116.not, label %land.lhs.true113.if.else124_crit_edge, label %land.lhs.true118		; visa id: 120

land.lhs.true118:                                 ; preds = %land.lhs.true113
; BB51 :
  %23 = and i8 %invalidateL1, 1
  %cmp121.not = icmp eq i8 %23, 0		; visa id: 122
  br i1 %cmp121.not, label %land.lhs.true118.if.else124_crit_edge, label %if.then123		; visa id: 124

if.then123:                                       ; preds = %land.lhs.true118
; BB52 :
  call void @llvm.genx.GenISA.memoryfence(i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true)		; visa id: 126
  br label %if.end		; visa id: 127

land.lhs.true118.if.else124_crit_edge:            ; preds = %land.lhs.true118
; BB:
  br label %if.else124

land.lhs.true113.if.else124_crit_edge:            ; preds = %land.lhs.true113
; BB:
  br label %if.else124

if.else108.if.else124_crit_edge:                  ; preds = %if.else108
; BB:
  br label %if.else124

if.else124:                                       ; preds = %land.lhs.true118.if.else124_crit_edge, %land.lhs.true113.if.else124_crit_edge, %if.else108.if.else124_crit_edge
; BB:
  br label %if.end

if.end:                                           ; preds = %if.else124, %if.then123
; BB:
  br label %if.end125

if.end125:                                        ; preds = %if.end, %if.then107
; BB:
  br label %if.end126

if.end126:                                        ; preds = %if.end125, %if.then91
; BB:
  br label %if.end127

if.end127:                                        ; preds = %if.end126, %if.then75
; BB:
  br label %if.end128

if.end128:                                        ; preds = %if.end127, %if.then59
; BB:
  br label %if.end129

if.end129:                                        ; preds = %if.end128, %if.then43
; BB:
  br label %if.end130

if.end130:                                        ; preds = %if.end129, %if.then27
; BB:
  br label %if.end131

if.end131:                                        ; preds = %if.end130, %if.then
; BB64 :
  ret void		; visa id: 128
}
