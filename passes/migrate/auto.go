package migrate

import (
	"debug/elf"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/sections/dwarf"
)

// AutoHelp says how Detect decides, for --help.
const AutoHelp = `auto decides from e_machine and the units' DW_AT_producer, never from opcode bytes:
  intel       e_machine EM_INTEL_GEN (182) or EM_INTELGT (205), or a compile unit with
              DW_AT_INTEL_simd_width (IGC's per-kernel ELFs say x86-64), or a producer
              naming Intel's graphics compiler;
  amd-legacy  e_machine EM_AMDGPU (224) and AMD's own clang older than LLVM 22, the only
              compiler that wrote the legacy operations ("AMD clang version 17.0.0 (...
              roc-6.1.0 ...)", or a "clang version" naming a roc-N release);
  user        EM_AMDGPU and any other clang ("clang version 19...", "Debian clang version
              22...", "Ubuntu clang ...", AMD clang of LLVM 22 or later) or GCC's amdgcn
              offload compiler ("GNU C17 ..."), and every other machine (no vendor
              operations are expected there); nothing to rewrite then.
An EM_AMDGPU file whose units name no producer, a producer none of these, or producers
that disagree is an error: give --from.`

var (
	clangVersion = regexp.MustCompile(`(?:^|\s)clang version (\d+)\.`)
	// amdCompiler: AMD's ROCm clang, which names itself or its roc-N release.
	amdCompiler = regexp.MustCompile(`^AMD clang |\broc-\d|\bROCm\b`)
	// gnuCompiler: GCC's front ends ("GNU C17 12.2.0 -march=gfx906 ...", "GNU Fortran2008
	// ...") and gas ("GNU AS 2.40").
	gnuCompiler = regexp.MustCompile(`^GNU [A-Za-z][\w+]* \d`)
)

// amdgpuProducer says which dialect the compiler that wrote producer p writes for
// EM_AMDGPU, and why; ok is false for a compiler it does not know.
func amdgpuProducer(p string) (d expr.Dialect, why string, ok bool) {
	v := -1
	if m := clangVersion.FindStringSubmatch(p); m != nil {
		v, _ = strconv.Atoi(m[1])
	}
	switch {
	case v >= 0 && amdCompiler.MatchString(p) && v < 22:
		return expr.DialectAMDLegacy, "AMD clang before LLVM 22", true
	case v >= 0 && amdCompiler.MatchString(p):
		return expr.DialectUser, "AMD clang of LLVM 22 or later", true
	case v >= 0:
		return expr.DialectUser, "clang, which never wrote AMD's legacy operations", true
	case gnuCompiler.MatchString(p):
		return expr.DialectUser, "GCC, which never wrote AMD's legacy operations", true
	}
	return 0, "", false
}

// UndecidedError says why Detect cannot decide a file's dialect; the caller has to be told
// the dialect another way.
type UndecidedError struct{ Reason string }

func (e *UndecidedError) Error() string { return "the dialect cannot be decided: " + e.Reason }

// Detect decides the dialect of f's DWARF expressions from e_machine and DW_AT_producer.
// reason says which evidence decided.
func Detect(f *elfrw.File) (d expr.Dialect, reason string, err error) {
	if elfrw.IsIntelGPU(f.Machine) {
		return expr.DialectIntel, fmt.Sprintf("e_machine %d is an Intel GPU", int(f.Machine)), nil
	}
	dwf, err := dwarf.Load(f)
	if err != nil {
		return 0, "", err
	}
	var producers []string
	simd := false
	if dwf.Sec(".debug_info") != nil {
		units, err := dwf.Units(".debug_info")
		if err != nil {
			return 0, "", err
		}
		var die dwarf.DIE
		for _, u := range units {
			r := dwf.DIEs(u)
			if !r.Next(&die) || die.Abbrev == nil {
				if err := r.Err(); err != nil {
					return 0, "", err
				}
				continue
			}
			if die.Field(dw.AttrINTELSIMDWidth) != nil {
				simd = true
			}
			if fp := die.Field(dw.AttrProducer); fp != nil {
				base, _ := dwarf.StrOffsetsBase(u, &die)
				if s, ok := dwf.Str(u, base, fp); ok && s != "" {
					producers = append(producers, s)
				}
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
	if len(producers) == 0 {
		return 0, "", &UndecidedError{"EM_AMDGPU file whose units name no DW_AT_producer"}
	}
	first := ""
	for _, p := range producers {
		pd, why, ok := amdgpuProducer(p)
		if !ok {
			return 0, "", &UndecidedError{fmt.Sprintf("EM_AMDGPU file with DW_AT_producer %q, a compiler auto does not know", p)}
		}
		if first == "" {
			d, first, reason = pd, p, fmt.Sprintf("EM_AMDGPU and producer %q (%s)", p, why)
		} else if pd != d {
			return 0, "", &UndecidedError{fmt.Sprintf("EM_AMDGPU file whose units disagree: producer %q writes %v, %q writes %v", first, d, p, pd)}
		}
	}
	return d, reason, nil
}
