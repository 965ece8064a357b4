package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hdwarf/elfrw"
)

// convertStackcalls converts the dg2 stack-call zebin into dir and returns the output path.
func convertStackcalls(t *testing.T, dir string) string {
	t.Helper()
	c := convCases[0]
	out := filepath.Join(dir, "sc.zebin")
	if st, _, stderr := hdwarf(t, append(c.convertArgs(t, dir, out), "--visa-vars")...); st != 0 {
		t.Fatalf("convert: %d: %s", st, stderr)
	}
	return out
}

// breakSection rewrites one section of the file at path with edit.
func breakSection(t *testing.T, path, out, name string, edit func([]byte)) {
	t.Helper()
	f, err := elfrw.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := f.Section(name)
	if s == nil {
		t.Fatalf("no section %s", name)
	}
	b, err := s.Data()
	if err != nil {
		t.Fatal(err)
	}
	b = append([]byte(nil), b...)
	edit(b)
	s.SetData(b)
	if err := elfrw.WriteFile(out, f, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestVerifyBroken: files broken on purpose make verify exit 3 and name the problem; the
// file they were made from passes.
func TestVerifyBroken(t *testing.T) {
	dir := t.TempDir()
	good := convertStackcalls(t, dir)
	if st, stdout, _ := hdwarf(t, "verify", good); st != 0 || !strings.Contains(stdout, "no problems") {
		t.Fatalf("good file: status %d: %s", st, stdout)
	}
	cases := []struct {
		name, section string
		edit          func([]byte)
		want          string
	}{
		{"reserved DW_OP_LLVM_user sub-op", ".debug_loclists", func(b []byte) {
			i := bytes.Index(b, []byte{0xe9, 0x03}) // DW_OP_LLVM_user DW_OP_LLVM_push_lane
			b[i+1] = 0
		}, "location list entry"},
		{"relocation addend past the code", ".rela.debug_info", func(b []byte) {
			binary.LittleEndian.PutUint64(b[16:], 0x100000)
		}, "points outside .text.chain"},
		{"relocation symbol out of range", ".rela.debug_frame", func(b []byte) {
			binary.LittleEndian.PutUint64(b[8:], 0xffff<<32|1)
		}, "symbol index 65535 out of range"},
		{"FDE expression", ".debug_frame", func(b []byte) {
			i := bytes.Index(b, []byte{0xe9, 0x05}) // DW_OP_LLVM_user DW_OP_LLVM_offset_uconst
			b[i+1] = 0x7f
		}, "FDE at"},
		{"loclist entry outside its function", ".debug_loclists", func(b []byte) {
			i := bytes.IndexByte(b[12:], 0x04) + 12 // first DW_LLE_offset_pair
			b[i+2] = 0xff                           // end offset past the subprogram
			b[i+3] = 0x7f
		}, "is outside"},
	}
	for _, c := range cases {
		bad := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "_")+".zebin")
		breakSection(t, good, bad, c.section, c.edit)
		st, stdout, stderr := hdwarf(t, "verify", bad)
		if st != exitProblems || !strings.Contains(stdout, c.want) || !strings.Contains(stderr, "problems") {
			t.Errorf("%s: status %d, want 3 and %q in:\n%s%s", c.name, st, c.want, stdout, stderr)
		}
	}
	if st, _, _ := hdwarf(t, "verify", "-q", filepath.Join(dir, "reserved_DW_OP_LLVM_user_sub-op.zebin")); st != exitProblems {
		t.Errorf("verify -q: status %d, want 3", st)
	}
}

// TestVerifyIGCDialect: IGC's per-kernel ELFs use Intel's vendor operations; verify reads them
// in the dialect dump and migrate --from auto choose (intel, from DW_AT_INTEL_simd_width), so
// none of their expressions is reported, while --dialect user reports them as before.
// stackcalls.tgllp's remaining problems are IGC's: its subprogram mid has the empty range
// [0xd8, 0xd8) and chain ends at 0xd8, yet their variables have locations past that (which
// llvm-dwarfdump-22 --verify reports as a lexical block outside its parent's ranges).
func TestVerifyIGCDialect(t *testing.T) {
	files, err := filepath.Glob("../../testdata/elf/*.igc.elf")
	if err != nil || len(files) < 10 {
		t.Fatalf("want the IGC ELFs of testdata/elf, got %d (%v)", len(files), err)
	}
	// The entries are named by section and offset, not by the addresses verify placed the
	// relocatable file's sections at.
	igcOwn := regexp.MustCompile(`: location list entry \[\.text\.chain\+0x[0-9a-f]+, \.text\.chain\+0x[0-9a-f]+\) is outside \.debug_info DIE at 0x[0-9a-f]+ \(Subprogram (chain|mid)\)$`)
	userProblems := 0
	for _, in := range files {
		base := filepath.Base(in)
		st, stdout, stderr := hdwarf(t, "verify", "-v", in)
		if !strings.Contains(stderr, "dialect intel (a compile unit has DW_AT_INTEL_simd_width)") {
			t.Errorf("%s: -v does not name the dialect: %s", base, stderr)
		}
		if base == "stackcalls.tgllp.simd8_entry_0001.igc.elf" {
			lines := strings.Split(strings.TrimSpace(stdout), "\n")
			for _, l := range lines {
				if !igcOwn.MatchString(l) {
					t.Errorf("%s: unexpected problem: %s", base, l)
				}
			}
			if st != 3 || len(lines) != 9 {
				t.Errorf("%s: status %d, %d problems, want 3 and IGC's 9", base, st, len(lines))
			}
		} else if st != 0 || !strings.HasSuffix(stdout, ": no problems\n") {
			t.Errorf("%s: status %d: %s%s", base, st, stdout, stderr)
		}
		st, stdout, _ = hdwarf(t, "verify", "--dialect", "user", in)
		n := strings.Count(stdout, "is not an operation in dialect user")
		if st != 3 || n == 0 {
			t.Errorf("%s --dialect user: status %d, %d undecodable expressions, want 3 and some", base, st, n)
		}
		userProblems += n
		if st, _, _ := hdwarf(t, "verify", "--dialect", "intel", in); st != 0 && base != "stackcalls.tgllp.simd8_entry_0001.igc.elf" {
			t.Errorf("%s --dialect intel: status %d", base, st)
		}
	}
	t.Logf("%d files: no expression problems in the auto dialect, %d under --dialect user", len(files), userProblems)
	if st, _, stderr := hdwarf(t, "verify", "--dialect", "klingon", files[0]); st != 2 || !strings.Contains(stderr, `unknown dialect "klingon"`) {
		t.Errorf("bad --dialect: status %d: %s", st, stderr)
	}
}

// TestVerifyUndefinedSymbolInObject: clang-22's -O2 OpenCL objects for gfx90a and gfx1100 put a
// kernel's __local array in a symbol they leave undefined (vsum.tile) and relocate
// .debug_addr against it; in a relocatable object that is the linker's to resolve, not a
// problem.
func TestVerifyUndefinedSymbolInObject(t *testing.T) {
	for _, cpu := range []string{"gfx90a", "gfx1100"} {
		in := "../../testdata/amdgpu/vsum." + cpu + ".O2.o"
		f, err := elf.Open(in)
		if err != nil {
			t.Fatal(err)
		}
		syms, err := f.Symbols()
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		undefined := false
		for _, s := range syms {
			undefined = undefined || s.Name == "vsum.tile" && s.Section == elf.SHN_UNDEF
		}
		if !undefined {
			t.Fatalf("%s: vsum.tile is not an undefined symbol: the input no longer shows the case", in)
		}
		if st, stdout, stderr := hdwarf(t, "verify", in); st != 0 || !strings.HasSuffix(stdout, ": no problems\n") {
			t.Errorf("%s: status %d: %s%s", in, st, stdout, stderr)
		}
	}
}
