package migrate

import (
	"debug/elf"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"hdwarf/dwarfenc"
	"hdwarf/dwarfenc/expr"
	"hdwarf/elfrw"
	"hdwarf/sections/dwarf"
)

// AutoHelp says how Detect decides, for --help.
const AutoHelp = `auto decides from e_machine and the units' DW_AT_producer, never from opcode bytes:
  intel       e_machine EM_INTEL_GEN (182) or EM_INTELGT (205), or a compile unit with
              DW_AT_INTEL_simd_width (IGC's per-kernel ELFs say x86-64), or a producer
              naming Intel's graphics compiler;
  amd-legacy  e_machine EM_AMDGPU (224) with a producer of an AMD/ROCm clang older than
              LLVM 22 ("AMD clang version 17.0.0 (... roc-6.1.0 ...)");
  user        EM_AMDGPU with an upstream clang or a clang of LLVM 22 or later, and every
              other machine (no vendor operations are expected there).
Anything else (EM_AMDGPU without a producer) is an error: give --from.`

var clangVersion = regexp.MustCompile(`clang version (\d+)\.`)

// Detect decides the dialect of f's DWARF expressions from e_machine and DW_AT_producer.
// reason says which evidence decided.
func Detect(f *elfrw.File) (d expr.Dialect, reason string, err error) {
	switch f.Machine {
	case 182, 205:
		return expr.DialectIntel, fmt.Sprintf("e_machine %d is an Intel GPU", int(f.Machine)), nil
	}
	dw, err := dwarf.Load(f)
	if err != nil {
		return 0, "", err
	}
	var producers []string
	simd := false
	if dw.Sec(".debug_info") != nil {
		units, err := dw.Units(".debug_info")
		if err != nil {
			return 0, "", err
		}
		var die dwarf.DIE
		for _, u := range units {
			r := dw.DIEs(u)
			if !r.Next(&die) || die.Abbrev == nil {
				if err := r.Err(); err != nil {
					return 0, "", err
				}
				continue
			}
			if die.Field(dwarfenc.AttrINTELSIMDWidth) != nil {
				simd = true
			}
			m := &migrator{d: dw}
			if s := producer(m, &die); s != "" {
				producers = append(producers, s)
			}
		}
	}
	if simd {
		return expr.DialectIntel, "a compile unit has DW_AT_INTEL_simd_width", nil
	}
	for _, p := range producers {
		if strings.Contains(p, "Intel(R) Graphics") || strings.Contains(p, "IGC") {
			return expr.DialectIntel, fmt.Sprintf("producer %q", p), nil
		}
	}
	if f.Machine != elf.EM_AMDGPU {
		return expr.DialectUser, fmt.Sprintf("e_machine %v has no vendor operations", f.Machine), nil
	}
	for _, p := range producers {
		amd := strings.Contains(p, "AMD clang") || strings.Contains(p, "roc-") || strings.Contains(p, "ROCm")
		mm := clangVersion.FindStringSubmatch(p)
		if mm == nil {
			continue
		}
		v, _ := strconv.Atoi(mm[1])
		if amd && v < 22 {
			return expr.DialectAMDLegacy, fmt.Sprintf("EM_AMDGPU and producer %q (AMD clang before LLVM 22)", p), nil
		}
		return expr.DialectUser, fmt.Sprintf("EM_AMDGPU and producer %q", p), nil
	}
	return 0, "", fmt.Errorf("--from auto: EM_AMDGPU file without a recognised DW_AT_producer: give --from")
}

// producer returns the DW_AT_producer of a unit DIE (DW_FORM_string, strp, line_strp).
func producer(m *migrator, e *dwarf.DIE) string {
	f := e.Field(dwarfenc.AttrProducer)
	if f == nil {
		return ""
	}
	sec := ""
	switch f.Form {
	case dwarfenc.FormString:
		return string(f.Block)
	case dwarfenc.FormStrp:
		sec = ".debug_str"
	case dwarfenc.FormLineStrp:
		sec = ".debug_line_str"
	default:
		return ""
	}
	s := m.d.Sec(sec)
	if s == nil || f.Val >= uint64(len(s.Data)) {
		return ""
	}
	b := s.Data[f.Val:]
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return ""
}
