; ------------------------------------------------
; OCL_asmc74b06bce69a798a_simd32_entry_0002.visa.ll
; ------------------------------------------------
; Function Attrs: null_pointer_is_valid
define spir_kernel void @Intel_Symbol_Table_Void_Program() #8 {
entry:
; BB0 :
  ret void, !stats.blockFrequency.digits !484, !stats.blockFrequency.scale !485		; visa id: 2
}
