package dwarftext

import (
	"debug/elf"
	"fmt"
	"strings"

	"hdwarf/dw"
	"hdwarf/dwarfenc/expr"
	"hdwarf/elfrw"
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
	if o.Dialect == expr.DialectIntel || elfrw.IsIntelGPU(o.Machine) {
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
