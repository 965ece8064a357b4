package main

import (
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hdwarf/dw/regs"
	"hdwarf/internal/oracle"
)

const dwarfdump22 = "llvm-dwarfdump-22"

// splitDumpSections splits a dump into its sections by their "NAME contents:" titles, each a list
// of lines with whitespace runs made single spaces; blank lines are dropped.
func splitDumpSections(text string) map[string][]string {
	out := map[string][]string{}
	cur := ""
	ws := regexp.MustCompile(`\s+`)
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(ws.ReplaceAllString(l, " "))
		if strings.HasSuffix(l, " contents:") && strings.HasPrefix(l, ".") {
			cur = strings.TrimSuffix(l, " contents:")
			out[cur] = []string{}
			continue
		}
		if l == "" || cur == "" {
			continue
		}
		out[cur] = append(out[cur], l)
	}
	return out
}

var cfaRow = regexp.MustCompile(`^(0x[0-9a-f]+: )?CFA=`)

// fileKind says what the known differences depend on.
type fileKind struct {
	intel bool // decoded under the Intel dialect
	rel   bool // ET_REL
	gpu   bool // e_machine is an Intel GPU (LLVM applies no relocations for it)
	amd   bool // e_machine is EM_AMDGPU
}

// knownDiff is one expected difference between our dump and llvm-dwarfdump-22's: norm
// rewrites a line (ours or llvm's) so that lines differing only in this way become equal.
type knownDiff struct {
	name string
	norm func(line string, k fileKind) string
}

var (
	// Register operands: what follows a register operation of an expression or a CFA rule
	// (a name, a number, or nothing when llvm has no name).
	cfaRegister = regexp.MustCompile(`DW_CFA_register: \S+ \S+`)
	opReg       = regexp.MustCompile(`(DW_OP_b?reg(?:\d+|x)|DW_OP_regval_type) ?(0x[0-9a-f]+|reg\d+|[A-Za-z][A-Za-z0-9_]*)?`)
	cfaReg      = regexp.MustCompile(`(DW_CFA_[a-z_]+:|DW_CFA_register: R) (reg\d+|[A-Za-z][A-Za-z0-9_]*)`)
	addrOp      = regexp.MustCompile(`DW_OP_addr 0x[0-9a-f]+`)
	hexNum      = regexp.MustCompile(`0x[0-9a-f]+`)
	fdePC       = regexp.MustCompile(`pc=[0-9a-f]+\.\.\.[0-9a-f]+`)
	// llvm's numbered AMDGPU register operands: "DW_OP_regx 0x600", "DW_OP_bregx 0x600 +4",
	// "DW_OP_LLVM_aspace_bregx 0x600 0x4" (both operands as numbers), "reg1536" in CFI.
	amdNumberedReg = regexp.MustCompile(`(DW_OP_[A-Za-z_]+) 0x([0-9a-f]+)(?: ([+-]\d+)| 0x([0-9a-f]+))?|\breg(\d+)\b`)
)

// amdWave32Names gives llvm's numbered register operands the names we print for the
// numbers only wave32 code uses.
func amdWave32Names(l string) string {
	return amdNumberedReg.ReplaceAllStringFunc(l, func(m string) string {
		sm := amdNumberedReg.FindStringSubmatch(m)
		if sm[5] != "" {
			n, _ := strconv.ParseUint(sm[5], 10, 64)
			if regs.AMDGPUWave32Only(n) {
				return regs.AMDGPURegName(n)
			}
			return m
		}
		n, _ := strconv.ParseUint(sm[2], 16, 64)
		if !regs.AMDGPUWave32Only(n) {
			return m
		}
		name := sm[1] + " " + regs.AMDGPURegName(n)
		switch sm[1] {
		case "DW_OP_regx", "DW_OP_LLVM_call_frame_entry_reg":
			if sm[3] == "" && sm[4] == "" {
				return name
			}
		case "DW_OP_bregx":
			if sm[3] != "" {
				return name + sm[3]
			}
		case "DW_OP_LLVM_aspace_bregx":
			if sm[4] != "" {
				off, _ := strconv.ParseUint(sm[4], 16, 64)
				return fmt.Sprintf("%s%+d", name, int64(off))
			}
		}
		return m
	})
}

var knownDiffs = []knownDiff{
	// llvm-dwarfdump-22 names AMDGPU registers by the wave64 numbering only; we name the
	// numbers only wave32 code uses too (VGPRs from 1536 and 3584, AGPRs from 2048).
	{"AMDGPU wave32 register names", func(l string, k fileKind) string {
		if !k.amd {
			return l
		}
		return amdWave32Names(l)
	}},
	// dwarfenc names IGC's DW_AT_INTEL_simd_width (0x2400); LLVM does not know it.
	{"DW_AT_INTEL_simd_width", func(l string, k fileKind) string {
		return strings.Replace(l, "DW_AT_INTEL_simd_width", "DW_AT_unknown_2400", 1)
	}},
	// dwarfenc names codes that LLVM allocated after LLVM 22 and the heterogeneous-debugging
	// proposal's DW_LANG_LLVM_HIP, which LLVM never allocated.
	{"names LLVM 22 does not know", func(l string, k fileKind) string {
		l = strings.Replace(l, "DW_AT_LLVM_virtual_call_origin", "DW_AT_unknown_3e14", 1)
		l = strings.Replace(l, "DW_AT_LLVM_language_dialect", "DW_AT_unknown_3e15", 1)
		return strings.Replace(l, "(DW_LANG_LLVM_HIP)", "(33024)", 1)
	}},
	// Under the Intel dialect registers have Intel GPU names; llvm names them as x86-64
	// registers (IGC's per-kernel ELFs say EM_X86_64) or not at all (EM_INTELGT).
	{"Intel register names", func(l string, k fileKind) string {
		if !k.intel {
			return l
		}
		l = cfaRegister.ReplaceAllString(l, "DW_CFA_register: R R")
		for _, re := range []*regexp.Regexp{opReg, cfaReg} {
			l = re.ReplaceAllStringFunc(l, func(m string) string {
				sm := re.FindStringSubmatch(m)
				if strings.HasPrefix(sm[2], "DW_") {
					return m
				}
				return sm[1] + " R"
			})
		}
		return l
	}},
	// In ET_REL files the reader applies relocations everywhere, inside expressions too;
	// llvm-dwarfdump leaves DW_OP_addr operands unrelocated.
	{"relocated DW_OP_addr", func(l string, k fileKind) string {
		if !k.rel {
			return l
		}
		return addrOp.ReplaceAllString(l, "DW_OP_addr A")
	}},
	// LLVM applies no relocations for Intel GPU machines (R_ZE_SYM_ADDR...): its addresses in
	// zebins are the unrelocated zeros.
	{"unrelocated Intel GPU addresses", func(l string, k fileKind) string {
		if !k.rel || !k.gpu {
			return l
		}
		l = fdePC.ReplaceAllString(l, "pc=A")
		if strings.HasPrefix(l, "DW_AT_") && strings.Contains(l, " (0x") || strings.HasPrefix(l, "DW_CFA_advance_loc") {
			return hexNum.ReplaceAllString(l, "A")
		}
		if strings.HasPrefix(l, "[") {
			// A list entry: llvm read the list at the unrelocated offset.
			return "[list entry]"
		}
		return l
	}},
}

// vendorOpsDecoded reports whether ours decodes what llvm-dwarfdump stopped at: the lines are
// equal up to llvm's "<decoding error>", and ours goes on with vendor operations.
func vendorOpsDecoded(ours, llvm string, k fileKind) bool {
	i := strings.Index(llvm, "<decoding error>")
	if i < 0 || strings.Contains(ours, "<decoding error>") || !decodedVendorOp.MatchString(ours[min(i, len(ours)):]) {
		return false
	}
	if !strings.HasPrefix(ours, llvm[:i]) {
		return false
	}
	return !k.intel || strings.Contains(ours[i:], "DW_OP_INTEL_")
}

// implicitPointerInList reports whether the lines are equal up to an operation ours prints
// as DW_OP_implicit_pointer where llvm stopped: llvm-dwarfdump-22 decodes it in .debug_info
// but not when it dumps .debug_loc or .debug_loclists on their own (it has no unit for the
// size of the DIE offset there).
func implicitPointerInList(ours, llvm string) bool {
	i := strings.Index(llvm, "<decoding error> a0 ")
	return i >= 0 && strings.HasPrefix(ours, llvm[:i]+"DW_OP_implicit_pointer ")
}

var decodedVendorOp = regexp.MustCompile(`DW_OP_(INTEL|LLVM|GNU)_[a-z_]+`)

// compareDumps compares one section of our dump with llvm's; it returns how many lines were
// equal and how many were accepted by each known difference.
func compareDumps(t *testing.T, file, sec string, ours, llvm []string, k fileKind, known map[string]int) int {
	t.Helper()
	if sec == ".debug_frame" {
		var l []string
		for _, s := range llvm {
			if !cfaRow.MatchString(s) {
				l = append(l, s)
			}
		}
		llvm = l
	}
	equal := 0
	for i := 0; i < len(ours) || i < len(llvm); i++ {
		if i >= len(ours) || i >= len(llvm) {
			t.Errorf("%s %s: %d lines, llvm-dwarfdump %d; first extra: %q", file, sec, len(ours), len(llvm),
				append(ours[min(i, len(ours)):], llvm[min(i, len(llvm)):]...)[0])
			return equal
		}
		if ours[i] == llvm[i] {
			equal++
			continue
		}
		accepted := false
		o, l := ours[i], llvm[i]
		for _, kd := range knownDiffs {
			o2, l2 := kd.norm(o, k), kd.norm(l, k)
			if o2 != o || l2 != l {
				o, l = o2, l2
				if o == l || vendorOpsDecoded(o, l, k) {
					known[kd.name]++
					accepted = true
					break
				}
			}
		}
		if !accepted && (sec == ".debug_loclists" || sec == ".debug_loc") && implicitPointerInList(o, l) {
			known["DW_OP_implicit_pointer in llvm's list section dump"]++
			accepted = true
		}
		if !accepted && vendorOpsDecoded(o, l, k) {
			known["vendor operations llvm cannot decode"]++
			accepted = true
		}
		if !accepted {
			t.Errorf("%s %s line %d:\n ours: %s\n llvm: %s", file, sec, i, ours[i], llvm[i])
			return equal
		}
	}
	return equal
}

var (
	listStart = regexp.MustCompile(`^(0x[0-9a-f]{8}):$`)
	listNamed = regexp.MustCompile(`^DW_AT_[a-z_]+ \((?:indexed \(0x[0-9a-f]+\) loclist = )?(0x[0-9a-f]{8}):$`)
)

// keepNamedLists keeps, of a location list section dump, the header lines and the lists
// that the DIEs of info name and that the other dump has too.
func keepNamedLists(ls, info, other []string) []string {
	named, inOther := map[string]bool{}, map[string]bool{}
	for _, s := range other {
		if m := listStart.FindStringSubmatch(s); m != nil {
			inOther[m[1]] = true
		}
	}
	for _, s := range info {
		if m := listNamed.FindStringSubmatch(s); m != nil && inOther[m[1]] {
			named[m[1]] = true
		}
	}
	var out []string
	keep := true
	for _, s := range ls {
		if m := listStart.FindStringSubmatch(s); m != nil {
			keep = named[m[1]]
		} else if strings.HasPrefix(s, "locations list header") || s == "offsets: [" {
			keep = true
		}
		if keep {
			out = append(out, s)
		}
	}
	return out
}

// dropEntries drops the lines of location and range list entries.
func dropEntries(ls []string) []string {
	var out []string
	for _, s := range ls {
		if !strings.HasPrefix(s, "[") {
			out = append(out, s)
		}
	}
	return out
}

// buildCompiled compiles a C file with gcc and clang-19 for DWARF 4 and 5, as objects
// (relocations applied by the reader) and executables.
func buildCompiled(t *testing.T, dir string) []string {
	src := filepath.Join(dir, "t.c")
	if err := os.WriteFile(src, []byte(testC), 0o644); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, cc := range []string{"gcc", "clang-19"} {
		if _, err := exec.LookPath(cc); err != nil {
			if oracle.Required() {
				t.Fatalf("%s is missing", cc)
			}
			continue
		}
		for _, v := range []string{"4", "5"} {
			for _, opt := range []string{"-O0", "-O2"} {
				for _, obj := range []bool{true, false} {
					name := filepath.Join(dir, cc+"-dwarf"+v+opt)
					args := []string{"-g", "-gdwarf-" + v, opt, "-fno-asynchronous-unwind-tables", src, "-o"}
					if obj {
						name += ".o"
						args = append([]string{"-c"}, args...)
					}
					args = append(args, name)
					if b, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
						t.Fatalf("%s %v: %v\n%s", cc, args, err, b)
					}
					out = append(out, name)
				}
			}
		}
	}
	return out
}

const testC = `#include <stdio.h>
struct S { int a; float b[4]; struct S *next; unsigned bits : 3; };
typedef struct S S_t;
union U { int i; float f; };
enum E { A, B = 5 };
static int helper(int x, const char **argv) { return x * 3 + (argv ? 1 : 0); }
int (*fp)(int, const char **) = helper;
volatile unsigned long long g;
const char *const names[2] = {"a", "b"};
int grid[2][3];
static void va(int n, ...) { g += n; }
int main(int argc, char **argv) {
  S_t s = {argc, {1, 2, 3, 4}, 0, 1};
  union U u; u.i = argc;
  enum E e = argc > 2 ? B : A;
  for (int i = 0; i < argc; i++) g += helper(i, (const char **)argv) + s.a + e + grid[i % 2][i % 3];
  va(argc, u.f);
  printf("%llu %s\n", g, names[argc & 1]);
  return 0;
}
`

// TestDumpDWARFMatchesLLVM dumps every ELF with DWARF among the test files, objects and
// executables gcc and clang-19 build for DWARF 4 and 5, and outputs of hdwarf convert, and
// compares the DIE trees, location lists, line tables and CFI with llvm-dwarfdump-22's.
func TestDumpDWARFMatchesLLVM(t *testing.T) {
	oracle.Want(t, dwarfdump22)
	dir := t.TempDir()
	var files []string
	elfs, _ := filepath.Glob(filepath.Join(td, "elf", "*"))
	// AMD GPU code objects of clang-22 (scripts/gen-amdgpu.sh).
	amd, _ := filepath.Glob(filepath.Join(td, "amdgpu", "*.o"))
	amdCO, _ := filepath.Glob(filepath.Join(td, "amdgpu", "*.co"))
	if len(amd) < 10 || len(amdCO) < 4 {
		t.Fatalf("testdata/amdgpu has %d objects and %d code objects", len(amd), len(amdCO))
	}
	elfs = append(append(elfs, amd...), amdCO...)
	if _, err := exec.LookPath("gcc-12"); err == nil || oracle.Required() {
		// gcc-12's amdgcn offload compiler: DWARF 5 with GNU operations and DW_FORM_ref_addr.
		elfs = append(elfs, gccOffloadObject(t))
	}
	for _, f := range elfs {
		b, _, _ := oracle.RunErr(t, "llvm-readelf-22", "-S", "-W", f)
		if strings.Contains(b, ".debug_info") {
			files = append(files, f)
		}
	}
	files = append(files, buildCompiled(t, dir)...)
	for i, c := range convCases[:4] {
		out := filepath.Join(dir, "conv"+string(rune('a'+i))+".elf")
		if st, _, stderr := hdwarf(t, append(c.convertArgs(t, dir, out), "--visa-vars")...); st != 0 {
			t.Fatalf("convert %s: %s", c.name, stderr)
		}
		files = append(files, out)
	}
	known := map[string]int{}
	lines, secs := 0, 0
	for _, f := range files {
		st, ours, stderr := hdwarf(t, "dump", "--dwarf", f)
		if st != 0 {
			t.Errorf("%s: status %d: %s", f, st, stderr)
			continue
		}
		k := fileKind{intel: strings.Contains(strings.SplitN(ours, "\n", 2)[0], "(dialect intel)")}
		if ef, err := elf.Open(f); err == nil {
			k.rel = ef.Type == elf.ET_REL
			k.gpu = ef.Machine == 182 || ef.Machine == 205
			k.amd = ef.Machine == elf.EM_AMDGPU
			ef.Close()
		}
		// llvm-dwarfdump exits 1 when its walk of .debug_loc reads GCC's view lists as
		// location lists; what it printed is still compared.
		llvm, _, _ := oracle.RunErr(t, dwarfdump22, "--debug-info", "--debug-loc", "--debug-loclists", "--debug-frame", "--debug-line", f)
		o, l := splitDumpSections(ours), splitDumpSections(llvm)
		views := strings.Contains(llvm, "DW_AT_GNU_locviews")
		for _, sec := range []string{".debug_info", ".debug_loc", ".debug_loclists", ".debug_frame", ".debug_line"} {
			if len(l[sec]) == 0 && len(o[sec]) == 0 {
				continue
			}
			if k.gpu && k.rel {
				// llvm reads location lists at their unrelocated offsets: drop the entries.
				o[sec], l[sec] = dropEntries(o[sec]), dropEntries(l[sec])
			}
			if views && sec == ".debug_loc" {
				// GCC's location view lists (DW_AT_GNU_locviews) are pairs of ULEB128 view
				// numbers between the location lists; llvm-dwarfdump walks .debug_loc from its
				// start and reads them as address pairs. We print the lists DIEs name.
				known["GNU location views"]++
				continue
			}
			if views && sec == ".debug_loclists" {
				// In .debug_loclists they read as empty lists (zero views) or as garbage.
				// llvm's walk can lose step and skip real lists; compare the lists both print.
				l[sec], o[sec] = keepNamedLists(l[sec], l[".debug_info"], o[sec]), keepNamedLists(o[sec], l[".debug_info"], l[sec])
				known["GNU location views"]++
			}
			secs++
			lines += compareDumps(t, filepath.Base(f), sec, o[sec], l[sec], k, known)
		}
	}
	t.Logf("%d files, %d sections, %d lines equal to %s's; known differences: %v", len(files), secs, lines, dwarfdump22, known)
	if len(files) < 20 {
		t.Errorf("only %d files compared", len(files))
	}
}

// TestDumpDWARFIntelOps checks that the operations llvm-dwarfdump-22 cannot decode in IGC's
// files are printed by name.
func TestDumpDWARFIntelOps(t *testing.T) {
	for _, f := range []string{"vadd.tgllp.simd8_entry_0001.igc.elf", "stackcalls.dg2.simd8_entry_0001.igc.elf"} {
		st, out, stderr := hdwarf(t, "dump", "--dwarf", filepath.Join(td, "elf", f))
		if st != 0 {
			t.Fatalf("%s: %s", f, stderr)
		}
		for _, want := range []string{"(dialect intel)", "DW_OP_INTEL_push_simd_lane", "DW_OP_INTEL_push_bit_piece_stack"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: no %s in the dump", f, want)
			}
		}
		if strings.Contains(out, "<decoding error>") {
			t.Errorf("%s: decoding error under the Intel dialect", f)
		}
		// Under --dialect user the same bytes cannot be decoded.
		_, out, _ = hdwarf(t, "dump", "--dwarf", "--dialect", "user", filepath.Join(td, "elf", f))
		if !strings.Contains(out, "<decoding error>") || strings.Contains(out, "DW_OP_INTEL_") {
			t.Errorf("%s: --dialect user decodes Intel operations", f)
		}
	}
	if st, _, stderr := hdwarf(t, "dump", "--dwarf", "--dialect", "nonsense", filepath.Join(td, "elf", "vadd.dg2.zebin")); st != exitUsage || !strings.Contains(stderr, "nonsense") {
		t.Errorf("bad dialect: status %d, %q", st, stderr)
	}
}

// TestDumpDWARFMalformed corrupts real files' debug sections: the dump must exit 1 with a
// message naming the file and the offset, never panic.
func TestDumpDWARFMalformed(t *testing.T) {
	const igc = "vadd.tgllp.simd8_entry_0001.igc.elf"
	const igcLoc = "stackcalls.tgllp.simd8_entry_0001.igc.elf"
	const igcFrame = "stackcalls.dg2.simd8_entry_0001.igc.elf"
	cases := []struct {
		name, file, sec string
		off             int
		bytes           []byte
		want            string
	}{
		{"reserved unit length", igc, ".debug_info", 0, []byte{0xf0, 0xff, 0xff, 0xff}, ".debug_info"},
		{"unit past the section", igc, ".debug_info", 0, []byte{0x00, 0x10, 0x00, 0x00}, ".debug_info"},
		{"unit version 9", igc, ".debug_info", 4, []byte{9, 0}, ".debug_info"},
		{"unknown abbreviation code", igc, ".debug_info", 11, []byte{0x7f}, "abbreviation code"},
		{"unknown form", igc, ".debug_abbrev", 4, []byte{0x7f}, "unknown form"},
		{"line table version 1", igc, ".debug_line", 4, []byte{1, 0}, ".debug_line"},
		{"line header past the table", igc, ".debug_line", 6, []byte{0xff, 0xff, 0, 0}, ".debug_line"},
		{"line table past the section", igc, ".debug_line", 0, []byte{0xff, 0xff, 0, 0}, ".debug_line"},
		{"location expression past the section", igcLoc, ".debug_loc", 16, []byte{0xff, 0xff}, ".debug_loc"},
		{"CIE past the section", igcFrame, ".debug_frame", 0, []byte{0xf0, 0xff, 0xff, 0x0f}, ".debug_frame"},
	}
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := filepath.Join(td, "elf", c.file)
			b := readFile(t, src)
			ef, err := elf.Open(src)
			if err != nil {
				t.Fatal(err)
			}
			s := ef.Section(c.sec)
			ef.Close()
			if s == nil || c.off+len(c.bytes) > int(s.Size) {
				t.Fatalf("%s has no %s of %d bytes", c.file, c.sec, c.off+len(c.bytes))
			}
			copy(b[int(s.Offset)+c.off:], c.bytes)
			p := filepath.Join(dir, "bad.elf")
			if err := os.WriteFile(p, b, 0o644); err != nil {
				t.Fatal(err)
			}
			st, out, stderr := hdwarf(t, "dump", "--dwarf", p)
			if st != 1 {
				t.Fatalf("status %d, want 1; stdout %d bytes, stderr %q", st, len(out), stderr)
			}
			if !strings.HasPrefix(stderr, "hdwarf: "+p+": ") || !strings.Contains(stderr, c.want) ||
				!regexp.MustCompile(`\(at offset 0x[0-9a-f]+\)`).MatchString(stderr) {
				t.Errorf("message %q: want %q, the file, and the offset", stderr, c.want)
			}
		})
	}
}

// TestDumpDWARFMixedVersions: a program (and an ld -r object) linked from a gcc DWARF 4 and a
// gcc DWARF 5 object has .debug_loc and .debug_loclists side by side, at overlapping offsets;
// each unit's lists are read from its version's section. The dump equals llvm-dwarfdump-22's,
// verify finds nothing, and migrate reads and writes it.
func TestDumpDWARFMixedVersions(t *testing.T) {
	oracle.Want(t, dwarfdump22)
	dir := t.TempDir()
	for _, name := range []string{"mixed-dwarf4-5", "mixed-dwarf4-5.o"} {
		in := filepath.Join(td, "elf", name)
		st, ours, stderr := hdwarf(t, "dump", "--dwarf", in)
		if st != 0 {
			t.Fatalf("%s: status %d: %s", name, st, stderr)
		}
		llvm := oracle.Run(t, dwarfdump22, "--debug-info", "--debug-loc", "--debug-loclists", in)
		for _, v := range []string{"version = 0x0004", "version = 0x0005"} {
			if !strings.Contains(llvm, v) {
				t.Fatalf("%s: no unit with %s", name, v)
			}
		}
		k := fileKind{rel: strings.HasSuffix(name, ".o")}
		o, l := splitDumpSections(ours), splitDumpSections(llvm)
		known := map[string]int{}
		for _, sec := range []string{".debug_info", ".debug_loc", ".debug_loclists"} {
			lists := 0
			for _, s := range l[sec] {
				if strings.HasPrefix(s, "[0x") || strings.HasPrefix(s, "(0x") {
					lists++
				}
			}
			if sec != ".debug_info" && lists < 5 {
				t.Errorf("%s %s: %d list entries in llvm's dump, want the file to have some", name, sec, lists)
			}
			if n := compareDumps(t, name, sec, o[sec], l[sec], k, known); n < len(l[sec])-known["relocated DW_OP_addr"] {
				t.Errorf("%s %s: %d of %d lines equal", name, sec, n, len(l[sec]))
			}
		}
		if st, stdout, _ := hdwarf(t, "verify", in); st != 0 {
			t.Errorf("%s: verify: status %d: %s", name, st, stdout)
		}
		out := filepath.Join(dir, name+".user")
		if st, _, stderr := hdwarf(t, "migrate", "--from", "auto", in, "-o", out); st != 0 {
			t.Errorf("%s: migrate: status %d: %s", name, st, stderr)
		} else if v, _, _ := oracle.RunErr(t, dwarfdump22, "--verify", out); !strings.Contains(v, "No errors.") {
			t.Errorf("%s: llvm-dwarfdump-22 --verify of migrate's output:\n%s", name, v)
		}
	}
}
