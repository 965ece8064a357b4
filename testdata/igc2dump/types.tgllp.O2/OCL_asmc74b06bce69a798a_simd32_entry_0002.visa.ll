; ------------------------------------------------
; OCL_asmc74b06bce69a798a_simd32_entry_0002.visa.ll
; ------------------------------------------------
define spir_kernel void @Intel_Symbol_Table_Void_Program() {
entry:
; BB0 :
  ret void, !stats.blockFrequency.digits !488, !stats.blockFrequency.scale !489		; visa id: 2
}
