package dwarftext

import (
	"debug/elf"
	"fmt"
	"strings"

	"hdwarf/dw"
	"hdwarf/dwarfenc/expr"
)

// vendorAttrs are the vendor attributes llvm-dwarfdump names that dwarfenc's table does not
// (dwarfenc names what hdwarf writes; a dump must name what others write too).
var vendorAttrs = map[dw.Attr]string{
	0x2001: "MIPS_fde", 0x2002: "MIPS_loop_begin", 0x2003: "MIPS_tail_loop_begin",
	0x2004: "MIPS_epilog_begin", 0x2005: "MIPS_loop_unroll_factor",
	0x2006: "MIPS_software_pipeline_depth", 0x2008: "MIPS_stride", 0x2009: "MIPS_abstract_name",
	0x200a: "MIPS_clone_origin", 0x200b: "MIPS_has_inlines", 0x200c: "MIPS_stride_byte",
	0x200d: "MIPS_stride_elem", 0x200e: "MIPS_ptr_dopetype", 0x200f: "MIPS_allocatable_dopetype",
	0x2010: "MIPS_assumed_shape_dopetype", 0x2011: "MIPS_assumed_size",
	0x2101: "sf_names", 0x2102: "src_info", 0x2103: "mac_info", 0x2104: "src_coords",
	0x2105: "body_begin", 0x2106: "body_end", 0x2107: "GNU_vector", 0x210f: "GNU_odr_signature",
	0x2110: "GNU_template_name", 0x2111: "GNU_call_site_value", 0x2112: "GNU_call_site_data_value",
	0x2113: "GNU_call_site_target", 0x2114: "GNU_call_site_target_clobbered",
	0x2115: "GNU_tail_call", 0x2116: "GNU_all_tail_call_sites", 0x2117: "GNU_all_call_sites",
	0x2118: "GNU_all_source_call_sites", 0x2119: "GNU_macros", 0x211a: "GNU_deleted",
	0x2136: "GNU_discriminator", 0x2137: "GNU_locviews", 0x2138: "GNU_entry_view",
	0x3fe1: "APPLE_optimized", 0x3fe2: "APPLE_flags", 0x3fe3: "APPLE_isa", 0x3fe4: "APPLE_block",
	0x3fe5: "APPLE_major_runtime_vers", 0x3fe6: "APPLE_runtime_class",
	0x3fe7: "APPLE_omit_frame_ptr", 0x3fe8: "APPLE_property_name",
	0x3fe9: "APPLE_property_getter", 0x3fea: "APPLE_property_setter",
	0x3feb: "APPLE_property_attribute", 0x3fec: "APPLE_objc_complete_type",
	0x3fed: "APPLE_property", 0x3fee: "APPLE_objc_direct", 0x3fef: "APPLE_sdk",
	0x3ff0: "APPLE_origin", 0x3ff1: "APPLE_enum_kind",
	// Not vendor attributes, but not in dwarfenc's table either (DWARF 6 drafts, a GNU
	// split-DWARF leftover), followed by the other vendors' that LLVM 22 names.
	0x75: "dwo_id", 0x90: "language_name", 0x91: "language_version", 0x2012: "HP_raw_data_ptr",
	0x2013: "HP_pass_by_reference", 0x2014: "HP_opt_level", 0x2015: "HP_prof_version_id",
	0x2016: "HP_opt_flags", 0x2017: "HP_cold_region_low_pc", 0x2018: "HP_cold_region_high_pc",
	0x2019: "HP_all_variables_modifiable", 0x201a: "HP_linkage_name", 0x201b: "HP_prof_flags",
	0x201f: "HP_unit_name", 0x2020: "HP_unit_size", 0x2021: "HP_widened_byte_size",
	0x2022: "HP_definition_points", 0x2023: "HP_default_location", 0x2026: "INTEL_other_endian",
	0x2029: "HP_is_result_param", 0x2083: "GHS_rsm", 0x2085: "GHS_frsm", 0x2086: "GHS_frames",
	0x2087: "GHS_rso", 0x2092: "GHS_subcpu", 0x2093: "GHS_lbrace_line", 0x2201: "SUN_template",
	0x2202: "SUN_alignment", 0x2203: "SUN_vtable", 0x2204: "SUN_count_guarantee",
	0x2205: "SUN_command_line", 0x2206: "SUN_vbase", 0x2207: "SUN_compile_options",
	0x2208: "SUN_language", 0x2209: "SUN_browser_file", 0x2210: "SUN_vtable_abi",
	0x2211: "SUN_func_offsets", 0x2212: "SUN_cf_kind", 0x2213: "SUN_vtable_index",
	0x2214: "SUN_omp_tpriv_addr", 0x2215: "SUN_omp_child_func", 0x2216: "SUN_func_offset",
	0x2217: "SUN_memop_type_ref", 0x2218: "SUN_profile_id", 0x2219: "SUN_memop_signature",
	0x2220: "SUN_obj_dir", 0x2221: "SUN_obj_file", 0x2222: "SUN_original_name",
	0x2223: "SUN_hwcprof_signature", 0x2224: "SUN_amd64_parmdump", 0x2225: "SUN_part_link_name",
	0x2226: "SUN_link_name", 0x2227: "SUN_pass_with_const", 0x2228: "SUN_return_with_const",
	0x2229: "SUN_import_by_name", 0x222a: "SUN_90_pointer", 0x222b: "SUN_pass_by_ref",
	0x222c: "SUN_f90_allocatable", 0x222d: "SUN_f90_assumed_shape_array", 0x222e: "SUN_c_vla",
	0x2230: "SUN_return_value_ptr", 0x2231: "SUN_dtor_start", 0x2232: "SUN_dtor_length",
	0x2233: "SUN_dtor_state_initial", 0x2234: "SUN_dtor_state_final", 0x2235: "SUN_dtor_state_deltas",
	0x2236: "SUN_import_by_lname", 0x2237: "SUN_f90_use_only", 0x2238: "SUN_namelist_spec",
	0x2239: "SUN_is_omp_child_func", 0x223a: "SUN_fortran_main_alias", 0x223b: "SUN_fortran_based",
	0x2300: "ALTIUM_loclist", 0x2301: "use_GNAT_descriptive_type", 0x2302: "GNAT_descriptive_type",
	0x2303: "GNU_numerator", 0x2304: "GNU_denominator", 0x2305: "GNU_bias", 0x2900: "GO_kind",
	0x2901: "GO_key", 0x2902: "GO_elem", 0x2903: "GO_embedded_field", 0x2904: "GO_runtime_type",
	0x3210: "UPC_threads_scaled", 0x393e: "IBM_wsa_addr", 0x393f: "IBM_home_location",
	0x3940: "IBM_alt_srcview", 0x3a00: "PGI_lbase", 0x3a01: "PGI_soffset", 0x3a02: "PGI_lstride",
	0x3b11: "BORLAND_property_read", 0x3b12: "BORLAND_property_write",
	0x3b13: "BORLAND_property_implements", 0x3b14: "BORLAND_property_index",
	0x3b15: "BORLAND_property_default", 0x3b20: "BORLAND_Delphi_unit", 0x3b21: "BORLAND_Delphi_class",
	0x3b22: "BORLAND_Delphi_record", 0x3b23: "BORLAND_Delphi_metaclass",
	0x3b24: "BORLAND_Delphi_constructor", 0x3b25: "BORLAND_Delphi_destructor",
	0x3b26: "BORLAND_Delphi_anonymous_method", 0x3b27: "BORLAND_Delphi_interface",
	0x3b28: "BORLAND_Delphi_ABI", 0x3b29: "BORLAND_Delphi_return", 0x3b30: "BORLAND_Delphi_frameptr",
	0x3b31: "BORLAND_closure", 0x3e04: "LLVM_ptrauth_key",
	0x3e05: "LLVM_ptrauth_address_discriminated", 0x3e06: "LLVM_ptrauth_extra_discriminator",
}

// vendorTags are the vendor tags llvm-dwarfdump-22 names that dwarfenc's table does not.
var vendorTags = map[dw.Tag]string{
	0x4104: "GNU_BINCL", 0x4105: "GNU_EINCL", 0x4200: "APPLE_property",
	0x4201: "SUN_function_template", 0x4202: "SUN_class_template", 0x4203: "SUN_struct_template",
	0x4204: "SUN_union_template", 0x4205: "SUN_indirect_inheritance", 0x4206: "SUN_codeflags",
	0x4207: "SUN_memop_info", 0x4208: "SUN_omp_child_func", 0x4209: "SUN_rtti_descriptor",
	0x420a: "SUN_dtor_info", 0x420b: "SUN_dtor", 0x420c: "SUN_f90_interface",
	0x420d: "SUN_fortran_vax_structure", 0x42ff: "SUN_hi", 0x5101: "ALTIUM_circ_type",
	0x5102: "ALTIUM_mwa_circ_type", 0x5103: "ALTIUM_rev_carry_type", 0x5111: "ALTIUM_rom",
	0x8004: "GHS_namespace", 0x8005: "GHS_using_namespace", 0x8006: "GHS_using_declaration",
	0x8007: "GHS_template_templ_param", 0x8765: "UPC_shared_type", 0x8766: "UPC_strict_type",
	0x8767: "UPC_relaxed", 0xa000: "PGI_kanji_type", 0xa020: "PGI_interface_block",
	0xb000: "BORLAND_property", 0xb001: "BORLAND_Delphi_string",
	0xb002: "BORLAND_Delphi_dynamic_array", 0xb003: "BORLAND_Delphi_set",
	0xb004: "BORLAND_Delphi_variant",
}

var (
	accessNames     = map[uint64]string{1: "public", 2: "protected", 3: "private"}
	visibilityNames = map[uint64]string{1: "local", 2: "exported", 3: "qualified"}
	virtualityNames = map[uint64]string{0: "none", 1: "virtual", 2: "pure_virtual"}
	idCaseNames     = map[uint64]string{0: "case_sensitive", 1: "up_case", 2: "down_case", 3: "case_insensitive"}
	ccNames         = map[uint64]string{
		1: "normal", 2: "program", 3: "nocall", 4: "pass_by_reference", 5: "pass_by_value",
		0x40: "GNU_renesas_sh", 0x41: "GNU_borland_fastcall_i386",
		0xb0: "BORLAND_safecall", 0xb1: "BORLAND_stdcall", 0xb2: "BORLAND_pascal",
		0xb3: "BORLAND_msfastcall", 0xb4: "BORLAND_msreturn", 0xb5: "BORLAND_thiscall",
		0xb6: "BORLAND_fastcall", 0xc0: "LLVM_vectorcall", 0xc1: "LLVM_Win64", 0xc2: "LLVM_X86_64SysV",
		0xc3: "LLVM_AAPCS", 0xc4: "LLVM_AAPCS_VFP", 0xc5: "LLVM_IntelOclBicc", 0xc6: "LLVM_SpirFunction",
		0xc7: "LLVM_DeviceKernel", 0xc8: "LLVM_Swift", 0xc9: "LLVM_PreserveMost",
		0xca: "LLVM_PreserveAll", 0xcb: "LLVM_X86RegCall", 0xcc: "LLVM_M68kRTD",
		0xcd: "LLVM_PreserveNone", 0xce: "LLVM_RISCVVectorCall", 0xcf: "LLVM_SwiftTail",
		0xd0: "LLVM_RISCVVLSCall", 0xff: "GDB_IBM_OpenCL",
	}
	// DW_AT_language_name (DWARF 6): DW_LNAME_* as LLVM 22 names them.
	lnameNames = map[uint64]string{
		0x01: "Ada", 0x02: "BLISS", 0x03: "C", 0x04: "C_plus_plus", 0x05: "Cobol", 0x06: "Crystal",
		0x07: "D", 0x08: "Dylan", 0x09: "Fortran", 0x0a: "Go", 0x0b: "Haskell", 0x0c: "Java",
		0x0d: "Julia", 0x0e: "Kotlin", 0x0f: "Modula2", 0x10: "Modula3", 0x11: "ObjC",
		0x12: "ObjC_plus_plus", 0x13: "OCaml", 0x14: "OpenCL_C", 0x15: "Pascal", 0x16: "PLI",
		0x17: "Python", 0x18: "RenderScript", 0x19: "Rust", 0x1a: "Swift", 0x1b: "UPC", 0x1c: "Zig",
		0x1d: "Assembly", 0x1e: "C_sharp", 0x1f: "Mojo", 0x20: "GLSL", 0x21: "GLSL_ES", 0x22: "HLSL",
		0x23: "OpenCL_CPP", 0x24: "CPP_for_OpenCL", 0x25: "SYCL", 0x26: "Ruby", 0x27: "Move",
		0x28: "Hylo", 0x2c: "Metal",
	}
	appleEnumKindNames = map[uint64]string{0: "Closed", 1: "Open"}
	// DW_AT_APPLE_property_attribute bits, lowest first.
	applePropertyBits = []string{"readonly", "getter", "assign", "readwrite", "retain", "copy",
		"nonatomic", "setter", "atomic", "weak", "strong", "unsafe_unretained", "nullability",
		"null_resettable", "class"}
	inlineNames    = map[uint64]string{0: "not_inlined", 1: "inlined", 2: "declared_not_inlined", 3: "declared_inlined"}
	orderingNames  = map[uint64]string{0: "row_major", 1: "col_major"}
	dsNames        = map[uint64]string{1: "unsigned", 2: "leading_overpunch", 3: "trailing_overpunch", 4: "leading_separate", 5: "trailing_separate"}
	endNames       = map[uint64]string{0: "default", 1: "big", 2: "little", 0x40: "lo_user", 0xff: "hi_user"}
	defaultedNames = map[uint64]string{0: "no", 1: "in_class", 2: "out_of_class"}
)

// enumValue is llvm's AttributeValueString: the name of an enumerated attribute value, or
// "" when the attribute is not enumerated or the value has no name.
func enumValue(a dw.Attr, v uint64) string {
	pick := func(prefix string, names map[uint64]string) string {
		if s, ok := names[v]; ok {
			return prefix + s
		}
		return ""
	}
	switch a {
	case dw.AttrLanguage, 0x3fe6: // DW_AT_APPLE_runtime_class
		if v > 0xffff {
			return ""
		}
		s := dw.Lang(v).String()
		if strings.Contains(s, "unknown_") {
			return ""
		}
		return s
	case dw.AttrEncoding:
		if v > 0xff {
			return ""
		}
		s := dw.Encoding(v).String()
		if strings.Contains(s, "unknown_") {
			return ""
		}
		return s
	case dw.AttrAccessibility:
		return pick("DW_ACCESS_", accessNames)
	case dw.AttrVisibility:
		return pick("DW_VIS_", visibilityNames)
	case dw.AttrVirtuality:
		return pick("DW_VIRTUALITY_", virtualityNames)
	case dw.AttrIdentifierCase:
		return pick("DW_ID_", idCaseNames)
	case dw.AttrCallingConvention:
		return pick("DW_CC_", ccNames)
	case dw.AttrInline:
		return pick("DW_INL_", inlineNames)
	case dw.AttrOrdering:
		return pick("DW_ORD_", orderingNames)
	case dw.AttrDecimalSign:
		return pick("DW_DS_", dsNames)
	case dw.AttrEndianity:
		return pick("DW_END_", endNames)
	case dw.AttrDefaulted:
		return pick("DW_DEFAULTED_", defaultedNames)
	case attrLanguageName:
		return pick("DW_LNAME_", lnameNames)
	case attrAPPLEEnumKind:
		return pick("DW_APPLE_ENUM_KIND_", appleEnumKindNames)
	}
	return ""
}

// Attributes whose values the dump names, beyond dwarfenc's table.
const (
	attrLanguageName           dw.Attr = 0x90
	attrLanguageVersion        dw.Attr = 0x91
	attrAPPLEPropertyAttribute dw.Attr = 0x3feb
	attrAPPLEEnumKind          dw.Attr = 0x3ff1
)

// applePropertyFlags is what llvm-dwarfdump prints after a DW_AT_APPLE_property_attribute
// value: each set bit by name ("0x8000" for bits it has no name for), "0x0" for none.
func applePropertyFlags(v uint64) string {
	if v == 0 {
		return "DW_APPLE_PROPERTY_0x0"
	}
	var names []string
	for i := 0; i < 64; i++ {
		bit := uint64(1) << i
		if v&bit == 0 {
			continue
		}
		if i < len(applePropertyBits) {
			names = append(names, "DW_APPLE_PROPERTY_"+applePropertyBits[i])
		} else {
			names = append(names, fmt.Sprintf("DW_APPLE_PROPERTY_0x%x", bit))
		}
	}
	return strings.Join(names, ", ")
}

// Register names of x86-64 and i386 as LLVM's register information has them.
var x86_64Regs = func() map[uint64]string {
	m := map[uint64]string{
		0: "RAX", 1: "RDX", 2: "RCX", 3: "RBX", 4: "RSI", 5: "RDI", 6: "RBP", 7: "RSP", 16: "RIP",
		49: "EFLAGS", 50: "ES", 51: "CS", 52: "SS", 53: "DS", 54: "FS", 55: "GS",
		58: "FS_BASE", 59: "GS_BASE",
	}
	for i := uint64(8); i < 16; i++ {
		m[i] = fmt.Sprintf("R%d", i)
	}
	for i := uint64(16); i < 32; i++ { // APX's extra registers, numbered 130 on
		m[114+i] = fmt.Sprintf("R%d", i)
	}
	for i := uint64(0); i < 16; i++ {
		m[17+i] = fmt.Sprintf("XMM%d", i)
		m[67+i] = fmt.Sprintf("XMM%d", 16+i)
		m[75+i] = fmt.Sprintf("XMM%d", 24+i)
	}
	for i := uint64(0); i < 8; i++ {
		m[33+i] = fmt.Sprintf("ST%d", i)
		m[41+i] = fmt.Sprintf("MM%d", i)
		m[118+i] = fmt.Sprintf("K%d", i)
	}
	return m
}()

var i386Regs = func() map[uint64]string {
	m := map[uint64]string{0: "EAX", 1: "ECX", 2: "EDX", 3: "EBX", 4: "ESP", 5: "EBP", 6: "ESI", 7: "EDI", 8: "EIP", 9: "EFLAGS"}
	for i := uint64(0); i < 8; i++ {
		m[11+i] = fmt.Sprintf("ST%d", i)
		m[21+i] = fmt.Sprintf("XMM%d", i)
		m[29+i] = fmt.Sprintf("MM%d", i)
		m[93+i] = fmt.Sprintf("K%d", i)
	}
	return m
}()

// regNamer picks the register names of the target: Intel GPU names under the Intel
// dialect (IGC's per-kernel ELFs say x86-64 but number Intel GPU registers), else the
// names llvm-dwarfdump uses for the ELF machine, else none.
func regNamer(o Options) func(uint64) string {
	if o.Dialect == expr.DialectIntel || o.Machine == 182 || o.Machine == 205 {
		return expr.IntelRegName
	}
	var m map[uint64]string
	switch o.Machine {
	case elf.EM_X86_64:
		m = x86_64Regs
	case elf.EM_386:
		m = i386Regs
	case elf.EM_AMDGPU:
		// LLVM takes the architecture from EF_AMDGPU_MACH: 0x20..0x5f are amdgcn targets
		// (r600 and none below); for others it has no register names.
		if mach := o.Flags & 0xff; mach < 0x20 || mach > 0x5f {
			return nil
		}
		return expr.AMDGPURegName
	default:
		return nil
	}
	return func(r uint64) string { return m[r] }
}
