; ------------------------------------------------
; OCL_asma85fc9a8ad8a661d_simd32_entry_0002.visa.ll
; ------------------------------------------------
define spir_kernel void @Intel_Symbol_Table_Void_Program() {
entry:
; BB0 :
  ret void, !stats.blockFrequency.digits !483, !stats.blockFrequency.scale !484		; visa id: 2
}
