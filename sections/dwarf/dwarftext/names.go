package dwarftext

import (
	"debug/elf"
	"fmt"
	"strings"

	"hdwarf/dwarfenc"
	"hdwarf/dwarfenc/expr"
)

// vendorAttrs are the vendor attributes llvm-dwarfdump names that dwarfenc's table does not
// (dwarfenc names what hdwarf writes; a dump must name what others write too).
var vendorAttrs = map[dwarfenc.Attr]string{
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
		0xff: "GDB_IBM_OpenCL",
	}
	inlineNames    = map[uint64]string{0: "not_inlined", 1: "inlined", 2: "declared_not_inlined", 3: "declared_inlined"}
	orderingNames  = map[uint64]string{0: "row_major", 1: "col_major"}
	dsNames        = map[uint64]string{1: "unsigned", 2: "leading_overpunch", 3: "trailing_overpunch", 4: "leading_separate", 5: "trailing_separate"}
	endNames       = map[uint64]string{0: "default", 1: "big", 2: "little", 0x40: "lo_user", 0xff: "hi_user"}
	defaultedNames = map[uint64]string{0: "no", 1: "in_class", 2: "out_of_class"}
)

// enumValue is llvm's AttributeValueString: the name of an enumerated attribute value, or
// "" when the attribute is not enumerated or the value has no name.
func enumValue(a dwarfenc.Attr, v uint64) string {
	pick := func(prefix string, names map[uint64]string) string {
		if s, ok := names[v]; ok {
			return prefix + s
		}
		return ""
	}
	switch a {
	case dwarfenc.AttrLanguage, 0x3fe6: // DW_AT_APPLE_runtime_class
		if v > 0xffff {
			return ""
		}
		s := dwarfenc.Lang(v).String()
		if strings.Contains(s, "unknown_") {
			return ""
		}
		return s
	case dwarfenc.AttrEncoding:
		if v > 0xff {
			return ""
		}
		s := dwarfenc.Encoding(v).String()
		if strings.Contains(s, "unknown_") {
			return ""
		}
		return s
	case dwarfenc.AttrAccessibility:
		return pick("DW_ACCESS_", accessNames)
	case dwarfenc.AttrVisibility:
		return pick("DW_VIS_", visibilityNames)
	case dwarfenc.AttrVirtuality:
		return pick("DW_VIRTUALITY_", virtualityNames)
	case dwarfenc.AttrIdentifierCase:
		return pick("DW_ID_", idCaseNames)
	case dwarfenc.AttrCallingConvention:
		return pick("DW_CC_", ccNames)
	case dwarfenc.AttrInline:
		return pick("DW_INL_", inlineNames)
	case dwarfenc.AttrOrdering:
		return pick("DW_ORD_", orderingNames)
	case dwarfenc.AttrDecimalSign:
		return pick("DW_DS_", dsNames)
	case dwarfenc.AttrEndianity:
		return pick("DW_END_", endNames)
	case dwarfenc.AttrDefaulted:
		return pick("DW_DEFAULTED_", defaultedNames)
	}
	return ""
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
