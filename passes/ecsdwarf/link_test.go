package ecsdwarf

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
	"hdwarf/text/ecs"
)

// TestLinkWithGDB links the debugging object of an amd64 program with an object whose
// sections stand for the code and data entries (made with as: section "ecs.NAME" defining
// the global symbol NAME, filled to the entry's size; as cannot give a global symbol the
// name of its own section) and asks gdb about the result.
func TestLinkWithGDB(t *testing.T) {
	oracle.Want(t, "as")
	oracle.Want(t, "ld")
	oracle.Want(t, "gdb")
	dir := t.TempDir()
	const name = "Matrix.amd64.dbg"
	f := parseCorpus(t, name)
	obj, err := Convert(name, f, Options{CompDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := obj.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	debugObj := filepath.Join(dir, "Matrix.debug.o")
	if err := os.WriteFile(debugObj, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var asm strings.Builder
	for _, e := range f.Entries {
		flags, fill := `"ax"`, 0x90
		switch e.Kind {
		case ecs.Code:
		case ecs.Data:
			flags, fill = `"aw"`, 0
		default:
			continue
		}
		fmt.Fprintf(&asm, ".section %q,%s,@progbits\n.globl %q\n%q:\n.fill %d,1,%d\n", "ecs."+e.Name, flags, e.Name, e.Name, e.Size, fill)
	}
	src := filepath.Join(dir, "Matrix.s")
	if err := os.WriteFile(src, []byte(asm.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	codeObj := filepath.Join(dir, "Matrix.o")
	combined := filepath.Join(dir, "Matrix.combined.o")
	prog := filepath.Join(dir, "Matrix")
	oracle.Run(t, "as", "--64", src, "-o", codeObj)
	// ld -r first, as a build that keeps debug objects beside code objects would.
	oracle.Run(t, "ld", "-r", "-o", combined, codeObj, debugObj)
	oracle.Run(t, "ld", "-o", prog, combined, "-e", "Matrix._body")

	out := oracle.Run(t, "gdb", "-batch", "-nx",
		"-ex", "info functions Matrix",
		"-ex", "info scope Matrix.Fill",
		"-ex", "info line Matrix.Apply.Dot",
		"-ex", "info address Matrix.grid",
		prog)
	for _, e := range f.Entries {
		if e.Kind == ecs.Code && !strings.Contains(out, e.Name+"(") {
			t.Errorf("gdb lists no function %s", e.Name)
		}
	}
	for _, want := range []string{
		// Parameters of Matrix.Fill (`"m" ... "rbp" +16`, `"start" ... +40`, `"step" ... +48`).
		"Symbol m is a complex DWARF expression:\n     0: DW_OP_bregx register 6 [$rbp] offset 16",
		"Symbol start is a complex DWARF expression:\n     0: DW_OP_bregx register 6 [$rbp] offset 40",
		"Symbol step is a complex DWARF expression:\n     0: DW_OP_bregx register 6 [$rbp] offset 48",
		// `code "Matrix.Apply.Dot" 0 61 3`
		`Line 61 of "Matrix.mod" starts at address`,
		`Symbol "Matrix.grid" is static storage at address`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("gdb output lacks %q:\n%s", want, out)
		}
	}
}

// TestObjectShape checks the unlinked objects for every target: machine, class, the
// relocation section kind of the psABI, and one undefined global symbol per code and data
// section the DWARF refers to.
func TestObjectShape(t *testing.T) {
	tests := []struct {
		file    string
		machine elf.Machine
		class   elf.Class
		relType elf.SectionType
	}{
		{"direct.amd64.dbg", elf.EM_X86_64, elf.ELFCLASS64, elf.SHT_RELA},
		{"direct.amd32.dbg", elf.EM_386, elf.ELFCLASS32, elf.SHT_REL},
		{"direct.arma32.dbg", elf.EM_ARM, elf.ELFCLASS32, elf.SHT_REL},
		{"direct.armt32.dbg", elf.EM_ARM, elf.ELFCLASS32, elf.SHT_REL},
		{"direct.arma64.dbg", elf.EM_AARCH64, elf.ELFCLASS64, elf.SHT_RELA},
		{"direct.xtensa.dbg", elf.EM_XTENSA, elf.ELFCLASS32, elf.SHT_RELA},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			f := parseCorpus(t, tc.file)
			obj, err := Convert(tc.file, f, Options{CompDir: "/build"})
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if _, err := obj.WriteTo(&buf); err != nil {
				t.Fatal(err)
			}
			ef, err := elf.NewFile(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			if ef.Machine != tc.machine || ef.Class != tc.class || ef.Type != elf.ET_REL {
				t.Errorf("machine %v class %v type %v", ef.Machine, ef.Class, ef.Type)
			}
			rels := 0
			for _, s := range ef.Sections {
				if s.Type == elf.SHT_REL || s.Type == elf.SHT_RELA {
					rels++
					if s.Type != tc.relType {
						t.Errorf("%s is %v, want %v", s.Name, s.Type, tc.relType)
					}
				}
			}
			if rels == 0 {
				t.Error("no relocation sections")
			}
			syms, err := ef.Symbols()
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range syms {
				if elf.ST_BIND(s.Info) == elf.STB_GLOBAL {
					if s.Section != elf.SHN_UNDEF {
						t.Errorf("symbol %q is defined", s.Name)
					}
					got = append(got, s.Name)
				}
			}
			// Code and data entries, and the data sections aliased by symbols ("counter").
			want := map[string]bool{}
			for _, e := range f.Entries {
				if e.Kind != ecs.TypeEntry {
					want[e.Name] = true
				}
				for _, s := range e.Symbols {
					if s.IsAlias() {
						want[s.Register] = true
					}
				}
			}
			var wantList []string
			for n := range want {
				wantList = append(wantList, n)
			}
			sort.Strings(wantList)
			if strings.Join(got, "|") != strings.Join(wantList, "|") {
				t.Errorf("undefined symbols\n  got  %q\n  want %q", got, wantList)
			}
			// The DWARF reader of the standard library agrees with the relocated sections.
			if _, err := ef.DWARF(); err != nil && tc.machine != elf.EM_XTENSA && tc.machine != elf.EM_ARM {
				t.Errorf("debug/elf DWARF: %v", err)
			}
		})
	}
}

// TestDeterministic converts the same file twice and compares the bytes.
func TestDeterministic(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpusDir, "Shapes.arma64.dbg"))
	if err != nil {
		t.Fatal(err)
	}
	var outs [2][]byte
	for i := range outs {
		obj, err := ConvertText("Shapes.arma64.dbg", src, Options{CompDir: "/x"})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := obj.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		outs[i] = buf.Bytes()
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Error("two conversions differ")
	}
}

// TestEdgeLocations checks the locations of Edges, the corner cases ECS's own converter
// rejects or gets wrong, decoded from our DWARF by llvm-dwarfdump.
func TestEdgeLocations(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	tests := []struct {
		file string
		want []string // "name: location" as llvm-dwarfdump prints it
	}{
		{"Edges.amd64.dbg", []string{
			"sp_plus_zero: DW_OP_bregx RSP+0", // a register at offset 0, not a section named rsp
			"pair: DW_OP_regx RDX",
			`odd "name"	with\escapes: DW_OP_addr 0x0`,
		}},
		{"Edges.amd32.dbg", []string{
			"pair: DW_OP_regx EBX, DW_OP_piece 0x4, DW_OP_regx ESI, DW_OP_piece 0x4",
			"sp_plus_zero: DW_OP_bregx ESP+0",
		}},
		{"Edges.arma32.dbg", []string{"pair: DW_OP_regx R2, DW_OP_piece 0x4, DW_OP_regx R3, DW_OP_piece 0x4"}},
		// "v1" is vector register 65, which LLVM names after its byte view.
		{"Edges.arma64.dbg", []string{"sp_word: DW_OP_bregx B1+8", "sp_plus_zero: DW_OP_bregx WSP+0"}},
		// LLVM's own Xtensa names: a15 is 15, sp (a1) is 1.
		{"Edges.xtensa.dbg", []string{"x: DW_OP_bregx A15+8", "sp_word: DW_OP_bregx SP+8", "pair: DW_OP_regx A4, DW_OP_piece 0x4, DW_OP_regx A5, DW_OP_piece 0x4"}},
		{"direct.amd64.dbg", []string{"factor: DW_OP_regx XMM1"}},
	}
	dir := t.TempDir()
	locRE := regexp.MustCompile(`(?m)DW_AT_location\s+\((.*)\)`)
	nameRE := regexp.MustCompile(`(?m)DW_AT_name\s+\((".*")\)`)
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			obj, err := Convert(tc.file, parseCorpus(t, tc.file), Options{})
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if _, err := obj.WriteTo(&buf); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, tc.file+".o")
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", path)
			got := map[string]bool{}
			for _, die := range strings.Split(out, "\n\n") {
				n := nameRE.FindStringSubmatch(die)
				l := locRE.FindStringSubmatch(die)
				if n != nil && l != nil {
					name := n[1]
					if u, err := unquoteC(name); err == nil {
						name = u
					}
					got[name+": "+l[1]] = true
				}
			}
			for _, w := range tc.want {
				if !got[w] {
					t.Errorf("no %q in:\n%v", w, got)
				}
			}
		})
	}
}

func unquoteC(s string) (string, error) {
	f, err := ecs.ParseString("q", `"x" little 1 `+s)
	if err != nil {
		return "", err
	}
	return f.Sources[0], nil
}
