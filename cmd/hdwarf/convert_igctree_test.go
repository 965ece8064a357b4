package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// igcTreeCase is one conversion whose source tree can only come from IGC's DWARF: IGC's
// per-kernel ELF itself, or a zebin built with -g with its .spv removed.
type igcTreeCase struct {
	name string
	args func(t *testing.T, dir, out string) []string
	ref  string // IGC's per-kernel ELF of the kernel
	// spirvArgs converts the same input with its .spv (nil for a per-kernel ELF, which has
	// none): the parameters' locations must be the same either way.
	spirvArgs func(t *testing.T, dir, out string) []string
}

// kernelFiles finds the blob and .visaasm texts of the kernel of IGC's per-kernel ELF ref
// (named <kernel>.igc.elf), in ref's directory or the testdata visa/ and visaasm/ ones.
func kernelFiles(t *testing.T, ref string) (blob string, asm []string) {
	t.Helper()
	base := strings.TrimSuffix(filepath.Base(ref), ".igc.elf")
	for _, d := range []string{filepath.Dir(ref), filepath.Join(td, "visa")} {
		if p := filepath.Join(d, base+".visa.dbg"); fileExists(p) {
			blob = p
			break
		}
	}
	if blob == "" {
		t.Fatalf("no blob for %s", ref)
	}
	for _, d := range []string{filepath.Dir(ref), filepath.Join(td, "visaasm")} {
		for _, suf := range []string{"", "_f*"} {
			m, _ := filepath.Glob(filepath.Join(d, base+suf+".visaasm"))
			asm = append(asm, m...)
		}
	}
	return blob, asm
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// igcTreeCases are, for every kernel of srcTreeCases, its per-kernel ELF converted with its
// blob and .visaasm, and each of those zebins that holds IGC's DWARF, converted without
// its .spv.
func igcTreeCases(t *testing.T) []igcTreeCase {
	var out []igcTreeCase
	for _, c := range srcTreeCases() {
		for _, ref := range c.refs {
			if c.dump != "" {
				// With the dump: the parameters are located as with the SPIR-V's tree.
				out = append(out, igcTreeCase{name: filepath.Base(ref), ref: ref, spirvArgs: c.convertArgs,
					args: func(t *testing.T, _, o string) []string {
						return []string{"convert", ref, "--igc-dump", c.dump, "--platform", c.platform, "-o", o}
					}})
				continue
			}
			blob, asm := kernelFiles(t, ref)
			// <source>.<platform>.simd<N>_<kernel>.igc.elf
			plat := strings.Split(filepath.Base(ref), ".")[1]
			out = append(out, igcTreeCase{name: filepath.Base(ref), ref: ref, args: func(t *testing.T, _, o string) []string {
				args := []string{"convert", ref, "--visa", blob, "--platform", plat, "-o", o}
				for _, a := range asm {
					args = append(args, "--visaasm", a)
				}
				return args
			}})
		}
		if len(c.refs) != 1 {
			continue
		}
		args := c.convertArgs(t, t.TempDir(), "x")
		if !sectionsOf(t, args[1])[".debug_info"] {
			continue
		}
		out = append(out, igcTreeCase{name: c.name + " without .spv", ref: c.refs[0], spirvArgs: c.convertArgs,
			args: func(t *testing.T, dir, o string) []string {
				args := c.convertArgs(t, dir, o)
				in := filepath.Join(dir, "nospv.zebin")
				if st, _, stderr := hdwarf(t, "copy", args[1], "--remove-section", ".spv", "-o", in); st != 0 {
					t.Fatalf("copy --remove-section .spv: status %d: %s", st, stderr)
				}
				args[1] = in
				return args
			}})
	}
	return out
}

// sectionsOf is the set of section names of an ELF file.
func sectionsOf(t *testing.T, path string) map[string]bool {
	t.Helper()
	st, stdout, stderr := hdwarf(t, "dump", path, "--sections")
	if st != 0 {
		t.Fatalf("dump --sections %s: status %d: %s", path, st, stderr)
	}
	m := map[string]bool{}
	for _, f := range strings.Fields(stdout) {
		m[f] = true
	}
	return m
}

// TestConvertSourceTreeIGC converts every kernel of the source-tree measure where there is
// no SPIR-V (IGC's per-kernel ELF; a -g zebin without its .spv) and measures the source
// tree taken from IGC's DWARF against IGC's DWARF: at least 98% of IGC's subprograms,
// parameters and named locals are in ours with the same name, type name and declaration
// line. -v says where the tree came from; no IGC location is copied (the parameters of a
// zebin have the locations they have with the SPIR-V); llvm-dwarfdump-22 --verify and hdwarf
// verify are clean.
func TestConvertSourceTreeIGC(t *testing.T) {
	var all srcTreeTally
	cases := igcTreeCases(t)
	if len(cases) < 10 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "out.elf")
			st, _, stderr := hdwarf(t, append(c.args(t, dir, out), "-v")...)
			if st != 0 {
				t.Fatalf("convert: status %d: %s", st, stderr)
			}
			if !strings.Contains(stderr, "; source tree: IGC DWARF (section .debug_info") || !strings.Contains(stderr, "source tree from IGC's DWARF: ") {
				t.Errorf("-v does not report the source tree from IGC's DWARF:\n%s", stderr)
			}
			if st, stdout, stderr := hdwarf(t, "verify", out); st != 0 {
				t.Errorf("hdwarf verify: status %d:\n%s%s", st, stdout, stderr)
			}
			t.Run("llvm-dwarfdump-22", func(t *testing.T) {
				oracle.Want(t, "llvm-dwarfdump-22")
				if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
					t.Errorf("llvm-dwarfdump-22 --verify:\n%s", v)
				}
				if all, _, _ := oracle.RunErr(t, "llvm-dwarfdump-22", "--debug-info", out); strings.Contains(all, "DW_OP_INTEL") {
					t.Errorf("an IGC location was copied")
				}
			})
			ours := readSrcTree(t, loadDWARF(t, out))
			if ours.visaVars != 0 {
				t.Errorf("default output holds %d vISA variables", ours.visaVars)
			}
			if c.spirvArgs == nil {
				// A per-kernel ELF has no .ze_info: no input places the parameters, which
				// IGC's DWARF all locates.
				for k, loc := range ours.paramLoc {
					if loc {
						t.Errorf("parameter %s has a location", k)
					}
				}
			} else {
				sOut := filepath.Join(dir, "spirv.elf")
				if st, _, stderr := hdwarf(t, c.spirvArgs(t, dir, sOut)...); st != 0 {
					t.Fatalf("convert with the SPIR-V: status %d: %s", st, stderr)
				}
				withSPIRV := readSrcTree(t, loadDWARF(t, sOut))
				located := 0
				for k, loc := range withSPIRV.paramLoc {
					if loc {
						located++
					}
					if ours.paramLoc[k] != loc {
						t.Errorf("parameter %s: location %v from the SPIR-V's tree, %v from IGC's", k, loc, ours.paramLoc[k])
					}
				}
				t.Logf("%d of %d parameters located either way", located, len(withSPIRV.paramLoc))
			}
			all.add(t, ours, c.ref)
		})
	}
	all.check(t)
}

// With IGC's dump, the links to storage find the source variables declared from IGC's DWARF
// by the same keys as from the SPIR-V: IGC's per-kernel ELF of the optimized stackcalls.dg2
// build, converted with its dump directory, gives every located link to a variable.
func TestConvertIGCTreeDumpLinks(t *testing.T) {
	dir := filepath.Join(td, "igcdump", "stackcalls.dg2.O2")
	out := filepath.Join(t.TempDir(), "out.elf")
	st, _, stderr := hdwarf(t, "convert", filepath.Join(dir, "OCL_asm812bbf3ce4ddedd2_simd8_entry_0001.elf"), "--igc-dump", dir,
		"--platform", "dg2", "-v", "-o", out)
	if st != 0 {
		t.Fatalf("convert: status %d: %s", st, stderr)
	}
	m := regexp.MustCompile(`(\d+) linked, (\d+) with a location .*, (\d+) given to the source tree's variables`).FindStringSubmatch(stderr)
	if m == nil || m[2] != m[3] || m[2] == "0" || !strings.Contains(stderr, "source tree from IGC's DWARF") {
		t.Errorf("links not all given to IGC's source tree:\n%s", stderr)
	} else {
		t.Logf("%s links, %s with a location, %s given to the variables declared from IGC's DWARF", m[1], m[2], m[3])
	}
	if st, stdout, stderr := hdwarf(t, "verify", out); st != 0 {
		t.Errorf("hdwarf verify: status %d:\n%s%s", st, stdout, stderr)
	}
	oracle.Want(t, "llvm-dwarfdump-22")
	if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
		t.Errorf("llvm-dwarfdump-22 --verify:\n%s", v)
	}
}

// IGC's -O0 kernel with nested blocks (scopes.cl on dg2) declares the blocks' variables i, x,
// k and s only in its concrete subprogram. Converted from IGC's per-kernel ELF with the dump,
// they are declared in their blocks and given their links (12 of 12, as with the SPIR-V's
// tree); gdb has all four in scope at the code of the innermost loop's body (line 13, where s
// is declared) and none at the kernel's entry.
func TestConvertIGCTreeConcreteBlocks(t *testing.T) {
	dir := filepath.Join(td, "igcdump", "scopes.dg2.O0")
	out := filepath.Join(t.TempDir(), "out.elf")
	st, _, stderr := hdwarf(t, "convert", filepath.Join(dir, "OCL_asm475b9e6050802b3c_simd8_entry_0001.elf"), "--igc-dump", dir,
		"--platform", "dg2", "-v", "-o", out)
	if st != 0 {
		t.Fatalf("convert: status %d: %s", st, stderr)
	}
	if !strings.Contains(stderr, "12 linked, 12 with a location") || !strings.Contains(stderr, "12 given to the source tree's variables") ||
		strings.Contains(stderr, "the source tree declares no") {
		t.Errorf("links not all given to IGC's source tree:\n%s", stderr)
	}
	df := loadDWARF(t, out)
	for _, v := range []string{"i", "x", "k", "s"} {
		if !df.vars["scopes"][v] {
			t.Errorf("%s is not declared with a location", v)
		}
	}
	var body uint64
	rows := df.lines["scopes"]
	for i, r := range rows {
		if r.Line == 13 && i+1 < len(rows) && rows[i+1].Address > r.Address {
			body = r.Address
			break
		}
	}
	if body == 0 {
		t.Fatalf("no code of line 13 in the line table")
	}
	oracle.Need(t, "gdb")
	// gdb cannot read the locations (DW_OP_LLVM_user); the names of the blocks around a pc
	// are what a debugger has in scope there.
	script := fmt.Sprintf("for pc in (0, %#x):\n  b = gdb.block_for_pc(pc)\n  names = []\n"+
		"  while b is not None and not b.is_static and not b.is_global:\n    names += [s.name for s in b]\n    b = b.superblock\n"+
		"  print('%%#x: %%s' %% (pc, ' '.join(sorted(names))))\n", body)
	got, _, err := oracle.RunErr(t, "gdb", "-nx", "-batch", "-ex", "python exec("+strconv.Quote(script)+")", out)
	if err != nil {
		t.Fatalf("gdb: %v\n%s", err, got)
	}
	want := fmt.Sprintf("0x0: bins gid in lid n out sum tile\n%#x: bins gid i in k lid n out s sum tile x\n", body)
	if got != want {
		t.Errorf("gdb's names in scope:\n%s\nwant:\n%s", got, want)
	}
	t.Logf("gdb's names in scope:\n%s", got)
}
