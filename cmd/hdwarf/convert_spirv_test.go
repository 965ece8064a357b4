package main

import (
	"bytes"
	"debug/elf"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"hdwarf/internal/oracle"
)

// TestConvertSPIRVSources converts SPIR-V from every place it is found: a bare module, the
// zebin .spv section, the OpenCL ELF "SPIRV Object" section and --spirv FILE beside an ELF;
// the result is an ELF relocatable with only debug sections, of the flavour --target asks
// for, naming the kernel of the module, and llvm-dwarfdump-22 --verify accepts it.
func TestConvertSPIRVSources(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name    string
		input   string
		args    []string
		kernel  string
		class   elf.Class
		machine elf.Machine
	}{
		{"bare", "../../testdata/spirv/vadd.clang15.spv", nil, "vadd", elf.ELFCLASS64, elf.EM_X86_64},
		{"bare-32", "../../testdata/spirvdwarf/vec32.legacy.spv", nil, "vec", elf.ELFCLASS32, elf.EM_386},
		{"zebin", "../../testdata/elf/stackcalls.dg2.zebin", nil, "chain", elf.ELFCLASS64, elf.EM_X86_64},
		{"ocl-elf", "../../testdata/elf/vadd.tgllp.ocl.elf", []string{"--target", "intelgt"}, "vadd", elf.ELFCLASS64, elf.Machine(205)},
		{"missing", "../../testdata/elf/no-such-file.zebin", nil, "", 0, 0},
		{"spirv-flag", "../../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf", []string{"--spirv", "../../testdata/spirv/types.clang15.spv", "--target", "aarch64"}, "shapes", elf.ELFCLASS64, elf.EM_AARCH64},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fs := pflag.NewFlagSet("convert", pflag.ContinueOnError)
			var o spirvOptions
			o.register(fs)
			if err := fs.Parse(c.args); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, c.name+".debug.o")
			var stderr bytes.Buffer
			e := &env{stdout: &bytes.Buffer{}, stderr: &stderr}
			done, err := o.convertIfSPIRV(e, c.input, out, 0)
			if c.kernel == "" {
				if err == nil {
					t.Fatalf("a missing input converted (done=%v)", done)
				}
				return
			}
			if err != nil || !done {
				t.Fatalf("done=%v err=%v stderr=%s", done, err, stderr.String())
			}
			f, err := elf.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if f.Class != c.class || f.Machine != c.machine || f.Type != elf.ET_REL {
				t.Errorf("got %v %v %v", f.Class, f.Machine, f.Type)
			}
			for _, s := range f.Sections {
				if s.Type != elf.SHT_NULL && s.Type != elf.SHT_STRTAB && !strings.HasPrefix(s.Name, ".debug_") {
					t.Errorf("non-debug section %s", s.Name)
				}
			}
			d, err := f.DWARF()
			if err != nil {
				t.Fatal(err)
			}
			r := d.Reader()
			found := false
			for en, err := r.Next(); en != nil && err == nil; en, err = r.Next() {
				if en.Tag == 0x2e && en.Val(0x03) == c.kernel {
					found = true
				}
			}
			if !found {
				t.Errorf("no subprogram %q", c.kernel)
			}
			if oracle.Required() || haveTool("llvm-dwarfdump-22") {
				oracle.Need(t, "llvm-dwarfdump-22")
				if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
					t.Errorf("--verify:\n%s", v)
				}
			}
		})
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

// TestConvertSPIRVDeclines checks what the SPIR-V route leaves to others or refuses: an ELF
// with no SPIR-V is not converted, a --spirv file that is no module and a malformed module
// are errors naming the problem, and an unknown --target is an error.
func TestConvertSPIRVDeclines(t *testing.T) {
	dir := t.TempDir()
	e := &env{stdout: &bytes.Buffer{}, stderr: &bytes.Buffer{}}
	out := filepath.Join(dir, "x.o")

	o := spirvOptions{}
	done, err := o.convertIfSPIRV(e, "../../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf", out, 0)
	if done || err != nil {
		t.Errorf("ELF without SPIR-V: done=%v err=%v", done, err)
	}

	o = spirvOptions{file: "../../testdata/elf/vadd.tgllp.zebin"}
	if _, err := o.convertIfSPIRV(e, "../../testdata/elf/vadd.tgllp.zebin", out, 0); err == nil || !strings.Contains(err.Error(), "not a SPIR-V module") {
		t.Errorf("--spirv with an ELF: %v", err)
	}

	mod, err := os.ReadFile("../../testdata/spirv/vadd.clang15.spv")
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.spv")
	if err := os.WriteFile(cut, mod[:len(mod)/2+2], 0o644); err != nil {
		t.Fatal(err)
	}
	o = spirvOptions{}
	if _, err := o.convertIfSPIRV(e, cut, out, 0); err == nil || !strings.Contains(err.Error(), "word") {
		t.Errorf("truncated module: %v", err)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed conversion left an output file")
	}

	o = spirvOptions{target: "vax"}
	if _, err := o.convertIfSPIRV(e, "../../testdata/spirv/vadd.clang15.spv", out, 0); err == nil || !strings.Contains(err.Error(), "unknown target") {
		t.Errorf("--target vax: %v", err)
	}
}
