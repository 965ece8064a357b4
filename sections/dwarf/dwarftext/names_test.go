package dwarftext

import (
	"testing"

	"hdwarf/dw"
)

// TestNamesFromDW checks the dump's spelling of tags, attributes and forms: dw's names, vendor ones
// included, and llvm-dwarfdump's bare hex for values without a name.
func TestNamesFromDW(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{tagName(dw.TagSubprogram), "DW_TAG_subprogram"},
		{tagName(0x4104), "DW_TAG_GNU_BINCL"},
		{tagName(0x4110), "DW_TAG_unknown_4110"},
		{attrName(dw.AttrLowpc), "DW_AT_low_pc"},
		{attrName(0x2400), "DW_AT_INTEL_simd_width"},
		{attrName(0x3e11), "DW_AT_LLVM_lanes"},
		{attrName(0x2001), "DW_AT_MIPS_fde"},
		{attrName(0x3e16), "DW_AT_unknown_3e16"},
		{formName(dw.FormLineStrp), "DW_FORM_line_strp"},
		{formName(0x2d), "DW_FORM_unknown_2d"},
	} {
		if c.got != c.want {
			t.Errorf("got %s, want %s", c.got, c.want)
		}
	}
}

// TestEnumValue checks the names of enumerated attribute values, and that a value too wide
// for its code's type is not taken for the narrow value it would truncate to.
func TestEnumValue(t *testing.T) {
	for _, c := range []struct {
		a    dw.Attr
		v    uint64
		want string
	}{
		{dw.AttrLanguage, 0x1d, "DW_LANG_C11"},
		{dw.AttrLanguage, 0x8100, "DW_LANG_LLVM_HIP"},
		{dw.AttrLanguage, 0x10001, ""},
		{dw.AttrLanguage, 0x3a, ""},
		{dw.AttrAPPLERuntimeClass, 0x10, "DW_LANG_ObjC"},
		{dw.AttrEncoding, 0x05, "DW_ATE_signed"},
		{dw.AttrEncoding, 0x105, ""},
		{dw.AttrAccessibility, 3, "DW_ACCESS_private"},
		{dw.AttrAccessibility, 0x103, ""},
		{dw.AttrVisibility, 1, "DW_VIS_local"},
		{dw.AttrVirtuality, 2, "DW_VIRTUALITY_pure_virtual"},
		{dw.AttrIdentifierCase, 3, "DW_ID_case_insensitive"},
		{dw.AttrCallingConvention, 0xc1, "DW_CC_LLVM_Win64"},
		{dw.AttrCallingConvention, 0x6, ""},
		{dw.AttrInline, 3, "DW_INL_declared_inlined"},
		{dw.AttrOrdering, 1, "DW_ORD_col_major"},
		{dw.AttrDecimalSign, 4, "DW_DS_leading_separate"},
		{dw.AttrEndianity, 0x40, "DW_END_lo_user"},
		{dw.AttrDefaulted, 2, "DW_DEFAULTED_out_of_class"},
		{dw.AttrLanguageName, 0x2c, "DW_LNAME_Metal"},
		{dw.AttrLanguageName, 0x10001, ""},
		{dw.AttrAPPLEEnumKind, 1, "DW_APPLE_ENUM_KIND_Open"},
		{dw.AttrName, 1, ""},
	} {
		if got := enumValue(c.a, c.v); got != c.want {
			t.Errorf("enumValue(%s, %#x) = %q, want %q", c.a, c.v, got, c.want)
		}
	}
}
