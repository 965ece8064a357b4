package dwarftext

import (
	"debug/elf"
	"fmt"
	"strings"

	"hdwarf/dw"
	"hdwarf/dw/regs"
	"hdwarf/elfrw"
	"hdwarf/expr"
)

// applePropertyBits names the bits of DW_AT_APPLE_property_attribute, lowest first
// (DW_APPLE_PROPERTY_*: flags, not an enumeration, so not in package dw).
var applePropertyBits = []string{"readonly", "getter", "assign", "readwrite", "retain", "copy",
	"nonatomic", "setter", "atomic", "weak", "strong", "unsafe_unretained", "nullability",
	"null_resettable", "class"}

// enumValue is llvm's AttributeValueString: the name of an enumerated attribute value, or
// "" when the attribute is not enumerated or the value has no name.
func enumValue(a dw.Attr, v uint64) string {
	switch a {
	case dw.AttrLanguage, dw.AttrAPPLERuntimeClass:
		return known[dw.Lang](v)
	case dw.AttrEncoding:
		return known[dw.Encoding](v)
	case dw.AttrAccessibility:
		return known[dw.Access](v)
	case dw.AttrVisibility:
		return known[dw.Visibility](v)
	case dw.AttrVirtuality:
		return known[dw.Virtuality](v)
	case dw.AttrIdentifierCase:
		return known[dw.IDCase](v)
	case dw.AttrCallingConvention:
		return known[dw.CallingConvention](v)
	case dw.AttrInline:
		return known[dw.Inline](v)
	case dw.AttrOrdering:
		return known[dw.Ordering](v)
	case dw.AttrDecimalSign:
		return known[dw.DecimalSign](v)
	case dw.AttrEndianity:
		return known[dw.Endianity](v)
	case dw.AttrDefaulted:
		return known[dw.Defaulted](v)
	case dw.AttrLanguageName:
		return known[dw.LName](v)
	case dw.AttrAPPLEEnumKind:
		return known[dw.AppleEnumKind](v)
	}
	return ""
}

// known is the name package dw gives v as a T, or "" when v does not fit T or has no name.
func known[T interface {
	~uint8 | ~uint16 | ~uint32
	String() string
}](v uint64) string {
	if uint64(T(v)) != v {
		return ""
	}
	s := T(v).String()
	if strings.Contains(s, "unknown_") {
		return ""
	}
	return s
}

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

// regNamer picks the register names of the target: Intel GPU names under the Intel
// dialect (IGC's per-kernel ELFs say x86-64 but number Intel GPU registers), else the
// names llvm-dwarfdump uses for the ELF machine, else none.
func regNamer(o Options) func(uint64) string {
	if o.Dialect == expr.DialectIntel || elfrw.IsIntelGPU(o.Machine) {
		return regs.IntelRegName
	}
	var t *regs.Table
	switch o.Machine {
	case elf.EM_X86_64:
		t = regs.X86_64
	case elf.EM_386:
		t = regs.I386
	case elf.EM_AMDGPU:
		// LLVM takes the architecture from EF_AMDGPU_MACH: 0x20..0x5f are amdgcn targets
		// (r600 and none below); for others it has no register names.
		if mach := o.Flags & 0xff; mach < 0x20 || mach > 0x5f {
			return nil
		}
		return regs.AMDGPURegName
	default:
		return nil
	}
	return t.Name
}
