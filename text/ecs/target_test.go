package ecs

import (
	"debug/elf"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

func TestLookupTarget(t *testing.T) {
	tests := []struct {
		name    string
		machine elf.Machine
		class   elf.Class
		size    int
	}{
		{"amd32", elf.EM_386, elf.ELFCLASS32, 4},
		{"amd64", elf.EM_X86_64, elf.ELFCLASS64, 8},
		{"arma32", elf.EM_ARM, elf.ELFCLASS32, 4},
		{"armt32", elf.EM_ARM, elf.ELFCLASS32, 4},
		{"arma64", elf.EM_AARCH64, elf.ELFCLASS64, 8},
		{"xtensa", elf.EM_XTENSA, elf.ELFCLASS32, 4},
	}
	for _, tc := range tests {
		tg, err := LookupTarget(tc.name)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if tg.String() != tc.name || tg.Machine() != tc.machine || tg.Class() != tc.class || tg.AddressSize() != tc.size {
			t.Errorf("%s: got %s %v %v %d", tc.name, tg, tg.Machine(), tg.Class(), tg.AddressSize())
		}
	}
	for _, bad := range []string{"mips32", "amd16", "", "AMD64", "armt32fpe"} {
		_, err := LookupTarget(bad)
		if err == nil || !strings.Contains(err.Error(), "unsupported target "+quote(bad)) {
			t.Errorf("LookupTarget(%q) = %v", bad, err)
		}
	}
	if s := Target(99).String(); s != "Target(99)" {
		t.Errorf("Target(99) = %s", s)
	}
}

func TestTargetOf(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`"amd64" little 8 "a"`, ""},
		{`"mips32" big 4 "a"`, `h.dbg:1:1: unsupported target "mips32"`},
		{`"amd64" big 8 "a"`, "h.dbg:1:1: target amd64 is little endian, header says big"},
		{`  "arma64" little 4 "a"`, "h.dbg:1:3: target arma64 has 8-byte pointers, header says 4"},
	} {
		f, err := ParseString("h.dbg", tc.src)
		if err != nil {
			t.Fatal(err)
		}
		_, err = TargetOf("h.dbg", f.Header)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)) {
			t.Errorf("%s: err = %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestCorpusTargets resolves the header and every register string of every real file,
// including the xtensa files ECS's own converter rejects, and checks that the register most
// used as the base of variables is the target's frame pointer.
func TestCorpusTargets(t *testing.T) {
	for _, path := range corpusFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Parse(path, src)
		if err != nil {
			t.Fatal(err)
		}
		tg, err := TargetOf(path, f.Header)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if want := strings.Split(filepath.Base(path), ".")[1]; want != tg.String() && !(want == "armt32fpe" && tg == ARMT32) {
			t.Errorf("%s: target %s", path, tg)
		}
		bases := map[uint32]int{}
		for _, e := range f.Entries {
			for _, s := range e.Symbols {
				if s.Kind == Constant || s.IsAlias() {
					continue
				}
				regs, err := tg.Registers(s.Register)
				if err != nil {
					t.Errorf("%s: symbol %q: %v", path, s.Name, err)
					continue
				}
				if s.Kind == Variable {
					bases[regs[0]]++
				}
			}
		}
		best, most := uint32(0), 0
		for r, n := range bases {
			if n > most {
				best, most = r, n
			}
		}
		if most > 0 && best != tg.FramePointer() {
			t.Errorf("%s: most used base register %d, frame pointer %d", path, best, tg.FramePointer())
		}
	}
}

// TestRegistersAgainstAssembler compares the register numbers with LLVM's: every name is
// written into a .cfi_offset directive, assembled with llvm-mc-22, and the number is read
// back from the CFI with GNU readelf. Names LLVM rejects or has no DWARF number for
// (sub-registers such as r9d, and the ARM s registers, for which the ARM ABI keeps the
// obsolescent numbers 64-95 and LLVM uses pieces of d registers) are not compared. Xtensa
// is not covered: llvm-mc knows no register names in CFI directives for it.
func TestRegistersAgainstAssembler(t *testing.T) {
	oracle.Want(t, "llvm-mc-22")
	oracle.Want(t, "readelf")
	tests := []struct {
		target   Target
		triple   string
		spell    func(string) string
		minCheck int
	}{
		{AMD32, "i386-linux-gnu", x86Spelling, 40},
		{AMD64, "x86_64-linux-gnu", x86Spelling, 55},
		{ARMA32, "armv7-linux-gnueabihf", func(s string) string { return s }, 50},
		{ARMT32, "thumbv7-linux-gnueabihf", func(s string) string { return s }, 50},
		{ARMA64, "aarch64-linux-gnu", func(s string) string { return s }, 200},
	}
	dir := t.TempDir()
	for _, tc := range tests {
		t.Run(tc.target.String(), func(t *testing.T) {
			names := tc.target.RegisterNames()
			llvm := assembleCFI(t, dir, tc.triple, names, tc.spell)
			checked := 0
			for _, n := range names {
				want, ok := llvm[n]
				if !ok {
					continue
				}
				got, _ := tc.target.Register(n)
				if got != want {
					t.Errorf("%s: ours %d, LLVM %d", n, got, want)
				}
				checked++
			}
			if checked < tc.minCheck {
				t.Errorf("only %d of %d names compared, want at least %d", checked, len(names), tc.minCheck)
			}
			t.Logf("%d of %d names compared with LLVM", checked, len(names))
		})
	}
}

func x86Spelling(s string) string {
	if strings.HasPrefix(s, "st") {
		return "%st(" + s[2:] + ")"
	}
	if strings.HasPrefix(s, "mmx") {
		return "%mm" + s[3:]
	}
	return "%" + s
}

var (
	asmErrLine = regexp.MustCompile(`(?m)^[^:\n]*\.s:(\d+):\d+: error`)
	cfiReg     = regexp.MustCompile(`DW_CFA_offset(?:_extended_sf)?: (?:bad register: )?r(-?\d+).* at cfa\+(\d+)`)
)

// assembleCFI returns the DWARF number LLVM gives each name it accepts.
func assembleCFI(t *testing.T, dir, triple string, names []string, spell func(string) string) map[string]uint32 {
	t.Helper()
	keep := append([]string(nil), names...)
	src := filepath.Join(dir, triple+".s")
	obj := filepath.Join(dir, triple+".o")
	for range 3 {
		var b strings.Builder
		b.WriteString(".cfi_startproc\n")
		// The offset numbers the directive, since LLVM drops some (pc on AArch64) silently.
		for i, n := range keep {
			fmt.Fprintf(&b, ".cfi_offset %s, %d\n", spell(n), 8*(i+1))
		}
		b.WriteString(".cfi_endproc\n")
		if err := os.WriteFile(src, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		_, stderr, err := oracle.RunErr(t, "llvm-mc-22", "-triple="+triple, "-filetype=obj", src, "-o", obj)
		if err == nil {
			break
		}
		bad := map[int]bool{}
		for _, m := range asmErrLine.FindAllStringSubmatch(stderr, -1) {
			line, _ := strconv.Atoi(m[1])
			bad[line-2] = true // line 1 is .cfi_startproc
		}
		if len(bad) == 0 {
			t.Fatalf("llvm-mc: %v\n%s", err, stderr)
		}
		var rest []string
		for i, n := range keep {
			if !bad[i] {
				rest = append(rest, n)
			}
		}
		keep = rest
	}
	out := oracle.Run(t, "readelf", "--debug-dump=frames", obj)
	fde := strings.Index(out, "FDE")
	if fde < 0 {
		t.Fatalf("no FDE in readelf output:\n%s", out)
	}
	res := map[string]uint32{}
	for _, m := range cfiReg.FindAllStringSubmatch(out[fde:], -1) {
		n, _ := strconv.Atoi(m[1])
		off, _ := strconv.Atoi(m[2])
		i := off/8 - 1
		if i < 0 || i >= len(keep) {
			t.Fatalf("CFI offset %d matches no directive", off)
		}
		if n >= 0 {
			res[keep[i]] = uint32(n)
		}
	}
	return res
}

func TestRegisterErrors(t *testing.T) {
	if _, err := AMD64.Register("xmm32"); err == nil || err.Error() != `unknown register "xmm32" for target amd64` {
		t.Errorf("xmm32: %v", err)
	}
	if _, err := Xtensa.Registers("a4:q5"); err == nil || !strings.Contains(err.Error(), `"q5"`) {
		t.Errorf("a4:q5: %v", err)
	}
	if _, err := Target(0).Register("eax"); err == nil {
		t.Error("Target(0) knows eax")
	}
}
