package dwarf_test

import (
	stddwarf "debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/internal/hostile"
	"hdwarf/internal/oracle"
	"hdwarf/sections/dwarf"
)

// lineTestFiles are IGC's per-kernel ELFs (Go's debug/elf cannot relocate zebins), and objects and executables gcc and
// clang-19 build for DWARF 4 and 5.
func lineTestFiles(t *testing.T) []string {
	files, _ := filepath.Glob("../../testdata/elf/*.igc.elf")
	dir := t.TempDir()
	src := filepath.Join(dir, "l.c")
	code := "#include <stdio.h>\nstatic int sq(int x) { return x * x; }\nint main(int c, char **v) {\n  int s = 0;\n  for (int i = 0; i < c; i++)\n    s += sq(i);\n  printf(\"%d\\n\", s);\n  return 0;\n}\n"
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cc := range []string{"gcc", "clang-19"} {
		if _, err := exec.LookPath(cc); err != nil {
			if oracle.Required() {
				t.Fatalf("%s is missing", cc)
			}
			continue
		}
		for _, v := range []string{"4", "5"} {
			for _, obj := range []bool{false, true} {
				out := filepath.Join(dir, cc+v)
				args := []string{"-g", "-gdwarf-" + v, "-O2", src, "-o"}
				if obj {
					out += ".o"
					args = append([]string{"-c"}, args...)
				}
				if b, err := exec.Command(cc, append(args, out)...).CombinedOutput(); err != nil {
					t.Fatalf("%s: %v\n%s", cc, err, b)
				}
				files = append(files, out)
			}
		}
	}
	// Objects of other machines exercise each machine's relocation table and byte order
	// (Go's debug/elf applies the same relocations itself; it applies none in 32-bit PowerPC and MIPS objects and cannot read DWARF 5 strings of
	// big-endian MIPS64 and s390x ones, so only little-endian 64-bit and i386/ARM are here).
	if _, err := exec.LookPath("clang-19"); err == nil {
		src := filepath.Join(dir, "x.c") // no headers: there are none for other machines
		code := "static int sq(int x) { return x * x; }\nint g;\nint f(int c) {\n  int s = 0;\n  for (int i = 0; i < c; i++)\n    s += sq(i) + g;\n  return s;\n}\n"
		if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, target := range []string{"i386-linux-gnu", "aarch64-linux-gnu", "armv7a-linux-gnueabihf", "powerpc64le-linux-gnu",
			"mips64el-linux-gnuabi64", "riscv64-linux-gnu"} {
			out := filepath.Join(dir, target+".o")
			// -mno-relax: RISC-V's relaxable label differences (R_RISCV_ADD/SUB) are
			// applied by neither reader.
			args := []string{"--target=" + target, "-g", "-O2", "-mno-relax", "-Wno-unused-command-line-argument", "-c", src, "-o", out}
			if b, err := exec.Command("clang-19", args...).CombinedOutput(); err != nil {
				t.Fatalf("clang-19 %v: %v\n%s", args, err, b)
			}
			files = append(files, out)
		}
	}
	return files
}

// TestLineTableMatchesGo decodes the line table of every unit and compares each row with
// what Go's debug/dwarf line reader produces for the same unit.
func TestLineTableMatchesGo(t *testing.T) {
	rows, tables := 0, 0
	for _, p := range lineTestFiles(t) {
		f, err := elfrw.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		d, err := dwarf.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		ef, err := elf.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		gd, err := ef.DWARF()
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		units, err := d.Units(".debug_info")
		if err != nil {
			t.Fatal(err)
		}
		gr := gd.Reader()
		for _, u := range units {
			cu, err := gr.Next()
			if err != nil || cu == nil {
				t.Fatalf("%s: Go reader: %v", p, err)
			}
			gr.SkipChildren()
			r := d.DIEs(u)
			var e dwarf.DIE
			if !r.Next(&e) || e.Abbrev == nil {
				continue
			}
			sl := e.Field(dw.AttrStmtList)
			if sl == nil {
				continue
			}
			lt, err := d.LineTable(sl.Val, u.AddrSize)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			lr, err := gd.LineReader(cu)
			if err != nil || lr == nil {
				t.Fatalf("%s: Go line reader: %v", p, err)
			}
			tables++
			for i, ours := range lt.Rows {
				var want stddwarf.LineEntry
				if err := lr.Next(&want); err != nil {
					t.Fatalf("%s: row %d: Go has none: %v", p, i, err)
				}
				got := stddwarf.LineEntry{Address: ours.Address, OpIndex: int(ours.OpIndex), Line: int(ours.Line),
					Column: int(ours.Column), IsStmt: ours.IsStmt, BasicBlock: ours.BasicBlock,
					PrologueEnd: ours.PrologueEnd, EpilogueBegin: ours.EpilogueBegin, ISA: int(ours.ISA),
					Discriminator: int(ours.Discriminator), EndSequence: ours.EndSequence}
				wantName := ""
				if want.File != nil {
					wantName = path.Base(want.File.Name)
				}
				want.File = nil
				if got != want {
					t.Fatalf("%s: row %d:\n ours %+v\n Go   %+v", p, i, got, want)
				}
				idx := int(ours.File)
				if lt.Version < 5 {
					idx--
				}
				if !ours.EndSequence && (idx < 0 || idx >= len(lt.Files) || path.Base(lt.Files[idx].Name) != wantName) {
					t.Fatalf("%s: row %d: file %d, Go says %q", p, i, ours.File, wantName)
				}
				rows++
			}
			var extra stddwarf.LineEntry
			if err := lr.Next(&extra); err != io.EOF {
				t.Fatalf("%s: Go has more rows than our %d", p, len(lt.Rows))
			}
		}
		ef.Close()
		f.Close()
	}
	if tables < 10 {
		t.Fatalf("only %d line tables", tables)
	}
	t.Logf("%d line tables, %d rows equal to Go's", tables, rows)
}

// v4Table is a small DWARF 4 line table: one directory, one file, a set_address, a special
// opcode, advance_pc and end_sequence.
func v4Table() []byte {
	b := []byte{0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 1, 1, 1, 0xfb, 14, 13, 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1}
	b = append(b, 'd', 0, 0, 'a', '.', 'c', 0, 1, 0, 0, 0)
	hl := len(b) - 10
	binary.LittleEndian.PutUint32(b[6:], uint32(hl))
	b = append(b, 0, 9, 2, 0x10, 0, 0, 0, 0, 0, 0, 0) // DW_LNE_set_address 0x10
	b = append(b, 0x14)                               // special: addr +0, line +2
	b = append(b, 2, 4)                               // advance_pc 4
	b = append(b, 0, 1, 1)                            // end_sequence
	binary.LittleEndian.PutUint32(b, uint32(len(b)-4))
	return b
}

func TestLineTableSmall(t *testing.T) {
	d := dwarf.FromSections(binary.LittleEndian, 8, map[string][]byte{".debug_line": v4Table()})
	lt, err := d.LineTable(0, 8)
	if err != nil {
		t.Fatal(err)
	}
	if len(lt.Rows) != 2 || lt.Rows[0].Address != 0x10 || lt.Rows[0].Line != 3 || lt.Rows[1].Address != 0x14 ||
		!lt.Rows[1].EndSequence || len(lt.Files) != 1 || lt.Files[0].Name != "a.c" || lt.Dirs[0].Name != "d" {
		t.Fatalf("got %+v", lt)
	}
}

// TestLineTableBad truncates and corrupts a table: every case is an error with an offset,
// never a panic.
func TestLineTableBad(t *testing.T) {
	good := v4Table()
	cases := []struct {
		name string
		edit func(b []byte) []byte
	}{
		{"version 1", func(b []byte) []byte { b[4] = 1; return b }},
		{"version 6", func(b []byte) []byte { b[4] = 6; return b }},
		{"reserved length", func(b []byte) []byte { binary.LittleEndian.PutUint32(b, 0xfffffff0); return b }},
		{"length past the end", func(b []byte) []byte { binary.LittleEndian.PutUint32(b, 0x1000); return b }},
		{"header past the table", func(b []byte) []byte { binary.LittleEndian.PutUint32(b[6:], 0x1000); return b }},
		{"set_address of 9 bytes", func(b []byte) []byte { b[len(b)-16] = 10; return b }},
		{"extended op past the table", func(b []byte) []byte { b[len(b)-2] = 0x7f; return b }},
	}
	for n := 0; n < len(good); n++ {
		cases = append(cases, struct {
			name string
			edit func(b []byte) []byte
		}{"truncated", func(b []byte) []byte {
			binary.LittleEndian.PutUint32(b, uint32(len(good)-4))
			return b[:n]
		}})
	}
	for _, c := range cases {
		b := c.edit(append([]byte(nil), good...))
		d := dwarf.FromSections(binary.LittleEndian, 8, map[string][]byte{".debug_line": b})
		_, err := d.LineTable(0, 8)
		var de *dwarf.Error
		if err == nil {
			t.Errorf("%s (%d bytes): no error", c.name, len(b))
		} else if !asError(err, &de) || de.Section != ".debug_line" {
			t.Errorf("%s: error %v is not located in .debug_line", c.name, err)
		}
	}
}

func asError(err error, de **dwarf.Error) bool {
	e, ok := err.(*dwarf.Error)
	*de = e
	return ok
}

// FuzzLineTable feeds the line table decoder; its seeds are real tables.
func FuzzLineTable(f *testing.F) {
	f.Add(v4Table())
	f.Add(hostile.HugeLineHeader()[".debug_line"]) // 2^32-1 directories claimed in a few bytes
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
			d := dwarf.FromSections(bo, 8, map[string][]byte{".debug_line": data, ".debug_line_str": data, ".debug_str": data})
			lt, err := d.LineTable(0, 8)
			if err == nil && uint64(len(lt.Rows)) > uint64(len(data)) {
				t.Fatalf("%d rows from %d bytes", len(lt.Rows), len(data))
			}
		}
	})
}
