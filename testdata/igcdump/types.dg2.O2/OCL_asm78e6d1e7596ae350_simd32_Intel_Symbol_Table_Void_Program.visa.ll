; ------------------------------------------------
; OCL_asm78e6d1e7596ae350_simd32_Intel_Symbol_Table_Void_Program.visa.ll
; ------------------------------------------------
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define spir_kernel void @Intel_Symbol_Table_Void_Program() #8 {
entry:
; BB0 :
  ret void		; visa id: 2
}
