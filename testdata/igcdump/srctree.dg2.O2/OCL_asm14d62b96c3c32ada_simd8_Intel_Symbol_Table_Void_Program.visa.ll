; ------------------------------------------------
; OCL_asm14d62b96c3c32ada_simd8_Intel_Symbol_Table_Void_Program.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define spir_kernel void @Intel_Symbol_Table_Void_Program() #0 {
entry:
; BB0 :
  ret void		; visa id: 2
}
