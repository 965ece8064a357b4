package dw

import (
	"fmt"
	"testing"
)

// TestString checks names from each family, vendor names and the spelling of values
// without a name, which dumps and error messages have always printed as
// DW_XXX_unknown_%#x.
func TestString(t *testing.T) {
	for _, c := range []struct {
		got  fmt.Stringer
		want string
	}{
		{TagSubprogram, "DW_TAG_subprogram"},
		{Tag(0x4104), "DW_TAG_GNU_BINCL"},
		{Tag(0), "DW_TAG_unknown_0x0"},
		{Tag(0x4110), "DW_TAG_unknown_0x4110"},
		{AttrName, "DW_AT_name"},
		{AttrLowpc, "DW_AT_low_pc"},
		{Attr(0x3e11), "DW_AT_LLVM_lanes"},
		{Attr(0x2400), "DW_AT_INTEL_simd_width"},
		{Attr(0x3fe1), "DW_AT_APPLE_optimized"},
		{Attr(0x3e16), "DW_AT_unknown_0x3e16"},
		{FormData16, "DW_FORM_data16"},
		{Form(0x1f21), "DW_FORM_GNU_strp_alt"},
		{Form(0x2d), "DW_FORM_unknown_0x2d"},
		{Lang(0x8100), "DW_LANG_LLVM_HIP"},
		{Lang(0x05), "DW_LANG_Cobol74"},
		{Encoding(0x86), "DW_ATE_HP_imaginary_float128"},
		{Encoding(0xff), "DW_ATE_unknown_0xff"},
		{LNSSetISA, "DW_LNS_set_isa"},
		{LineOp(0x0d), "DW_LNS_unknown_0xd"},
		{LNESetDiscriminator, "DW_LNE_set_discriminator"},
		{LNCTLLVMSource, "DW_LNCT_LLVM_source"},
		{LLEStartLength, "DW_LLE_start_length"},
		{RLEStartLength, "DW_RLE_start_length"},
		{UTSplitType, "DW_UT_split_type"},
		{AccessPrivate, "DW_ACCESS_private"},
		{VisQualified, "DW_VIS_qualified"},
		{VirtualityPureVirtual, "DW_VIRTUALITY_pure_virtual"},
		{IDCaseInsensitive, "DW_ID_case_insensitive"},
		{CallingConvention(0xc6), "DW_CC_LLVM_SpirFunction"},
		{InlDeclaredInlined, "DW_INL_declared_inlined"},
		{OrdColMajor, "DW_ORD_col_major"},
		{DSTrailingSeparate, "DW_DS_trailing_separate"},
		{EndHiUser, "DW_END_hi_user"},
		{DefaultedOutOfClass, "DW_DEFAULTED_out_of_class"},
		{LName(0x2c), "DW_LNAME_Metal"},
		{AppleEnumKindOpen, "DW_APPLE_ENUM_KIND_Open"},
	} {
		if s := c.got.String(); s != c.want {
			t.Errorf("%T: got %s, want %s", c.got, s, c.want)
		}
	}
}
