package main

import (
	"bytes"
	"debug/dwarf"
	"debug/elf"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/dwarftree"
	"hdwarf/internal/oracle"
)

// TestConvertSPIRVSources converts SPIR-V from every place it is found: a bare module, the
// zebin .spv section, the OpenCL ELF "SPIRV Object" section and --spirv FILE beside an ELF.
// A bare module, an input without code and an asked flavour other than the code object's
// give an ELF relocatable with only debug sections of that flavour; a code object (the
// zebin) keeps its code, symbols and notes and gets the debug sections in its own flavour.
// Each names the kernel of the module, and llvm-dwarfdump-22 --verify accepts it.
func TestConvertSPIRVSources(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name    string
		input   string
		args    []string
		kernel  string
		class   elf.Class
		machine elf.Machine
		mode    string // the mode -v reports
	}{
		{"bare", "../../testdata/spirv/vadd.clang15.spv", nil, "vadd", elf.ELFCLASS64, elf.EM_X86_64, "SPIR-V debugging object"},
		{"bare-32", "../../testdata/spirvdwarf/vec32.legacy.spv", nil, "vec", elf.ELFCLASS32, elf.EM_386, "SPIR-V debugging object"},
		{"zebin", "../../testdata/elf/types.dg2.zebin", nil, "shapes", elf.ELFCLASS64, elf.Machine(205), "SPIR-V into the code object"},
		{"ocl-elf", "../../testdata/elf/vadd.tgllp.ocl.elf", []string{"--target", "intelgt"}, "vadd", elf.ELFCLASS64, elf.Machine(205), "SPIR-V debugging object"},
		{"spirv-flag", "../../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf", []string{"--spirv", "../../testdata/spirv/types.clang15.spv", "--target", "aarch64"}, "shapes", elf.ELFCLASS64, elf.EM_AARCH64, "SPIR-V debugging object"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(dir, c.name+".debug.o")
			st, _, stderr := hdwarf(t, append([]string{"convert", "-v", c.input, "-o", out}, c.args...)...)
			if st != 0 {
				t.Fatalf("status %d: %s", st, stderr)
			}
			if !strings.Contains(stderr, "mode "+c.mode+": ") {
				t.Errorf("-v does not say mode %q:\n%s", c.mode, stderr)
			}
			f, err := elf.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if f.Class != c.class || f.Machine != c.machine || f.Type != elf.ET_REL {
				t.Errorf("got %v %v %v", f.Class, f.Machine, f.Type)
			}
			if c.mode == "SPIR-V into the code object" {
				keepsNonDebug(t, c.input, f)
			} else {
				for _, s := range f.Sections {
					if s.Type != elf.SHT_NULL && s.Type != elf.SHT_STRTAB && !strings.HasPrefix(s.Name, ".debug_") {
						t.Errorf("non-debug section %s", s.Name)
					}
				}
			}
			// The zebin's DWARF has Intel relocations (its __constant table's DW_OP_addr),
			// which debug/elf does not apply.
			d := loadDWARF(t, out).d
			found, located := false, false
			err = dwarftree.Walk(d, func(e *dwarf.Entry, _ []*dwarf.Entry) {
				if e.Tag == dwarf.TagSubprogram && e.Val(dwarf.AttrName) == c.kernel {
					found = true
				}
				if e.Tag == dwarf.TagVariable && e.Val(dwarf.AttrName) == "table" && e.Val(dwarf.AttrLocation) != nil {
					located = true
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if !found {
				t.Errorf("no subprogram %q", c.kernel)
			}
			// A program-scope variable is located in the code object's data (types.cl's
			// __constant table in .data.const), not in a separate debugging object.
			if want := c.name == "zebin"; located != want {
				t.Errorf("__constant table located: %v, want %v", located, want)
			}
			if oracle.Required() || haveTool("llvm-dwarfdump-22") {
				oracle.Want(t, "llvm-dwarfdump-22")
				if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
					t.Errorf("--verify:\n%s", v)
				}
			}
		})
	}
}

// keepsNonDebug checks that every section of the input that is not DWARF is in out with the
// same type, flags and bytes: code, symbols, notes, .ze_info, .spv.
func keepsNonDebug(t *testing.T, input string, out *elf.File) {
	t.Helper()
	in, err := elf.Open(input)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	kept := 0
	for _, s := range in.Sections {
		if s.Type == elf.SHT_NULL || elfrw.IsDebugOrRelocName(s.Name) || s.Type == elf.SHT_STRTAB {
			continue
		}
		o := out.Section(s.Name)
		if o == nil || o.Type != s.Type || o.Flags != s.Flags {
			t.Errorf("section %s lost or changed: %+v", s.Name, o)
			continue
		}
		kept++
		if s.Type == elf.SHT_SYMTAB {
			continue // compared by symbol below: symbols in the replaced debug sections go
		}
		a, _ := s.Data()
		b, _ := o.Data()
		if !bytes.Equal(a, b) {
			t.Errorf("section %s: bytes changed", s.Name)
		}
	}
	inSyms, _ := in.Symbols()
	outSyms, _ := out.Symbols()
	var want []string
	for _, y := range inSyms {
		if int(y.Section) < len(in.Sections) && elfrw.IsDebugOrRelocName(in.Sections[y.Section].Name) {
			continue
		}
		want = append(want, fmt.Sprintf("%s %v %#x %d", y.Name, elf.ST_TYPE(y.Info), y.Value, y.Size))
	}
	var got []string
	for _, y := range outSyms {
		got = append(got, fmt.Sprintf("%s %v %#x %d", y.Name, elf.ST_TYPE(y.Info), y.Value, y.Size))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("symbols:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if kept < 4 {
		t.Errorf("only %d sections compared", kept)
	}
	if in.Machine != out.Machine || in.Class != out.Class {
		t.Errorf("machine %v %v, input %v %v", out.Machine, out.Class, in.Machine, in.Class)
	}
}

// TestConvertNeverReplacesCode: a zebin without vISA debug info converted --in-place stays a
// zebin (code, symbols, notes) with SPIR-V DWARF added; asking for another flavour --in-place,
// or rewriting the OpenCL ELF into a debugging object, is refused with exit 1 and the input
// untouched, where convert used to replace the GPU code object by an x86-64 debugging object.
func TestConvertNeverReplacesCode(t *testing.T) {
	dir := t.TempDir()
	copyIn := func(name string) (string, []byte) {
		b := readFile(t, filepath.Join(td, "elf", name))
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p, b
	}
	zebin, orig := copyIn("vadd.dg2.zebin")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--target", "x86_64"}, "refusing to replace " + zebin + " (an ELF code object for intelgt) by a debugging object for x86_64 holding only debug sections"},
	} {
		st, _, stderr := hdwarf(t, append([]string{"convert", zebin, "--in-place"}, c.args...)...)
		if st != exitFailure || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: status %d, want 1 and %q:\n%s", c.args, st, c.want, stderr)
		}
		if !bytes.Equal(readFile(t, zebin), orig) {
			t.Fatalf("%v: the input changed", c.args)
		}
	}
	ocl, oclOrig := copyIn("vadd.tgllp.ocl.elf")
	if st, _, stderr := hdwarf(t, "convert", ocl, "--in-place"); st != exitFailure || !strings.Contains(stderr, "refusing to replace "+ocl+" (an ELF file) by a debugging object for x86_64") {
		t.Errorf("OpenCL ELF --in-place: status %d:\n%s", st, stderr)
	}
	if !bytes.Equal(readFile(t, ocl), oclOrig) {
		t.Error("the OpenCL ELF changed")
	}
	st, _, stderr := hdwarf(t, "convert", "-v", zebin, "--in-place")
	if st != 0 || !strings.Contains(stderr, "mode SPIR-V into the code object: no vISA debug info; a SPIR-V module found in section .spv; added to the code object (intelgt)") {
		t.Fatalf("zebin --in-place: status %d:\n%s", st, stderr)
	}
	f, err := elf.Open(zebin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	keepsNonDebug(t, filepath.Join(td, "elf", "vadd.dg2.zebin"), f)
	if f.Section(".debug_info") == nil {
		t.Error("no .debug_info added")
	}
	if st, stdout, _ := hdwarf(t, "verify", zebin); st != 0 {
		t.Errorf("verify: %d: %s", st, stdout)
	}
}

func haveTool(name string) bool {
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if st, err := os.Stat(filepath.Join(d, name)); err == nil && !st.IsDir() {
			return true
		}
	}
	return false
}

// TestConvertSPIRVDeclines checks what convert refuses: an ELF with neither vISA debug info
// nor SPIR-V, a --spirv file that is no module, a malformed module, an unknown --target, and
// vISA debug info and a SPIR-V module given together.
func TestConvertSPIRVDeclines(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.o")
	mod, err := os.ReadFile("../../testdata/spirv/vadd.clang15.spv")
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.spv")
	if err := os.WriteFile(cut, mod[:len(mod)/2+2], 0o644); err != nil {
		t.Fatal(err)
	}
	igc := "../../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf"
	for _, c := range []struct {
		name   string
		args   []string
		status int
		want   string
	}{
		{"ELF without SPIR-V or vISA", []string{igc}, 1, "no vendor debug info found"},
		{"--spirv with an ELF", []string{"../../testdata/elf/vadd.tgllp.zebin", "--spirv", "../../testdata/elf/vadd.tgllp.zebin"}, 1, "not a SPIR-V module"},
		{"truncated module", []string{cut}, 1, "word"},
		{"--target vax", []string{"../../testdata/spirv/vadd.clang15.spv", "--target", "vax"}, 2, "unknown target"},
		{"--visa and --spirv", []string{igc, "--visa", blobPath("vadd.tgllp.simd8_entry_0001"), "--spirv", "../../testdata/spirv/vadd.clang15.spv"}, 2, "both vISA debug info and a SPIR-V module were given"},
		{"--visaasm without vISA debug info", []string{"../../testdata/elf/vadd.dg2.zebin", "--visaasm", asmPath("vadd.dg2.simd8_entry_0001")}, 2, "vISA text was given, but the conversion reads SPIR-V"},
		{"--visa with a bare module", []string{"../../testdata/spirv/vadd.clang15.spv", "--visa", blobPath("vadd.tgllp.simd8_entry_0001")}, 2, "is a SPIR-V module, not the ELF code object"},
	} {
		st, _, stderr := hdwarf(t, append([]string{"convert", "-o", out}, c.args...)...)
		if st != c.status || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: status %d, want %d with %q:\n%s", c.name, st, c.status, c.want, stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: an output file was written", c.name)
			os.Remove(out)
		}
	}
}
