package main

import (
	"debug/elf"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// convert routes ECS .dbg text (by content or --ecs) and bare SPIR-V modules to their
// converters; the vISA route is tested in convert_test.go.
func TestConvertRoutesByContent(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		in      string
		args    []string
		machine elf.Machine
		class   elf.Class
		want    string // in llvm-dwarfdump --debug-info
	}{
		{"../../testdata/ecs/Matrix.amd64.dbg", []string{"--comp-dir", "/src/ecs"}, elf.EM_X86_64, elf.ELFCLASS64, `DW_AT_comp_dir	("/src/ecs")`},
		{"../../testdata/ecs/Matrix.arma32.dbg", []string{"--ecs"}, elf.EM_ARM, elf.ELFCLASS32, `DW_AT_name	("Matrix.Fill")`},
		{"../../testdata/ecs/Shapes.arma64.dbg", nil, elf.EM_AARCH64, elf.ELFCLASS64, "DW_TAG_structure_type"},
		{"../../testdata/spirv/inl_o2.cl.spv", nil, elf.EM_X86_64, elf.ELFCLASS64, "DW_TAG_inlined_subroutine"},
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.in), func(t *testing.T) {
			out := filepath.Join(dir, filepath.Base(c.in)+".o")
			args := append(append([]string{"convert"}, c.args...), c.in, "-o", out)
			if st, _, stderr := hdwarf(t, args...); st != 0 {
				t.Fatalf("status %d: %s", st, stderr)
			}
			f, err := elf.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if f.Machine != c.machine || f.Class != c.class || f.Type != elf.ET_REL {
				t.Errorf("got %v %v %v, want ET_REL %v %v", f.Type, f.Machine, f.Class, c.machine, c.class)
			}
			if dump := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", out); !strings.Contains(dump, c.want) {
				t.Errorf("llvm-dwarfdump shows no %q", c.want)
			}
		})
	}
}

func TestConvertBadECSInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "bad.dbg")
	os.WriteFile(in, []byte("\"amd64\" little 8 \"x.mod\"\n  garbage\n"), 0o644)
	out := filepath.Join(dir, "bad.o")
	st, _, stderr := hdwarf(t, "convert", in, "-o", out)
	if st != 1 || !strings.Contains(stderr, "hdwarf: "+in+":2:3: expected") {
		t.Errorf("status %d, stderr %q; want 1 and a FILE:LINE:COL error", st, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an output file was written")
	}
}
