package dwarfenc

import (
	"debug/dwarf"
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/internal/oracle"
)

// buildStress makes a unit large enough to need every width of index and reference form:
// more than 65,536 strings (strx3), 300 addresses (addrx2), forward and backward references
// whose ref_udata sizes change as offsets grow, and line rows with large line and address
// jumps.
func buildStress(cfg Config) (*Writer, []LineRow) {
	w := NewWriter(cfg)
	lt := w.NewLineTable("/s")
	f := lt.AddFile("s.c", 0, nil)
	lt.MinInstLength = 4
	u := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
	u.Root.Add(dw.AttrName, String("s.c")).Add(dw.AttrStmtList, LinePtr(lt))
	// A type defined last and referred to first forces forward ref_udata values.
	var subs, types []*DIE
	for i := 0; i < 300; i++ {
		s := u.Root.AddChild(dw.TagSubprogram)
		s.Add(dw.AttrName, String(fmt.Sprintf("f%d", i))).Add(dw.AttrLowpc, Address(Sec(".text", uint64(i)*0x100))).Add(dw.AttrHighpc, Udata(0x100))
		subs = append(subs, s)
		types = append(types, s.AddChild(dw.TagTypedef))
	}
	last := u.Root.AddChild(dw.TagBaseType)
	for i, s := range subs {
		s.Add(dw.AttrType, Ref(last))
		types[i].Add(dw.AttrName, String(fmt.Sprintf("t%d", i))).Add(dw.AttrType, Ref(last))
		for j := 0; j < 230; j++ {
			s.AddChild(dw.TagVariable).Add(dw.AttrName, String(fmt.Sprintf("v%d_%d", i, j))).Add(dw.AttrType, Ref(types[(i+j)%len(types)]))
		}
	}
	last.Add(dw.AttrName, String("int")).Add(dw.AttrEncoding, Udata(uint64(dw.EncSigned))).Add(dw.AttrByteSize, Udata(4))

	var rows []LineRow
	lt.StartSequence(Sec(".text", 0))
	off, line := uint64(0), uint32(1)
	for i := 0; i < 2000; i++ {
		switch i % 5 {
		case 0:
			off += 4
			line++
		case 1:
			off += 4 * 17 // needs const_add_pc
			line += 3
		case 2:
			off += 4 * 1000 // needs advance_pc
			line -= 2
		case 3:
			line += 100000 // needs advance_line
		case 4:
			off += 4 * 63
			line -= 90000
		}
		r := LineRow{Off: off, File: f, Line: line, IsStmt: i%2 == 0}
		lt.AddRow(r)
		rows = append(rows, r)
	}
	lt.EndSequence(off + 4)
	return w, rows
}

func TestStress(t *testing.T) {
	for _, l := range []layout{{4, false, 8, false}, {5, false, 8, false}, {5, true, 4, true}, {5, true, 8, false}, {5, false, 4, true}} {
		for _, o := range allOptions {
			t.Run(l.String()+"-"+o.name, func(t *testing.T) {
				w, rows := buildStress(l.config(o))
				secs, err := w.Finish()
				if err != nil {
					t.Fatal(err)
				}
				// Keep a copy for llvm-dwarfdump before resolving in place.
				var obj []Section
				for _, s := range secs {
					obj = append(obj, Section{s.Name, append([]byte(nil), s.Data...), append([]Reloc(nil), s.Relocs...)})
				}
				if oracle.Required() || hasTool(dwarfdump) {
					p := writeObject(t, l, obj, t.TempDir(), "stress.o")
					out, errOut, err := oracle.RunErr(t, dwarfdump, "--verify", p)
					if err != nil || !strings.Contains(out, "No errors.") {
						t.Fatalf("verify: %v\n%s\n%s", err, lastLines(out, 30), errOut)
					}
				}
				// The bases come first on the unit DIE, so Go's debug/dwarf, which resolves
				// strx values as it meets them, reads 32-bit units; with 64-bit offsets it
				// still misreads .debug_str_offsets ("underflow"), which llvm-dwarfdump
				// above reads without complaint.
				if !(l.dwarf64 && o.strings == StringsStrx) {
					checkStressGo(t, secs, l, rows)
				}
			})
		}
	}
}

func checkStressGo(t *testing.T, secs []Section, l layout, rows []LineRow) {
	m := map[string][]byte{}
	if err := Resolve(secs, l.be, func(a Addr) (uint64, bool) {
		if a.Section == ".text" {
			return 0x10000, true
		}
		return 0, true
	}); err != nil {
		t.Fatal(err)
	}
	for _, s := range secs {
		m[s.Name] = s.Data
	}
	d, err := dwarf.New(m[".debug_abbrev"], nil, nil, m[".debug_info"], m[".debug_line"], nil, nil, m[".debug_str"])
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{".debug_addr", ".debug_line_str", ".debug_str_offsets"} {
		if m[n] != nil {
			if err := d.AddSection(n, m[n]); err != nil {
				t.Fatal(err)
			}
		}
	}
	r := d.Reader()
	cu, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	var subs, types []dwarf.Offset
	var intOff dwarf.Offset
	type ref struct {
		name string
		to   dwarf.Offset
	}
	var refs []ref
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		if e == nil {
			break
		}
		switch e.Tag {
		case dwarf.TagSubprogram:
			subs = append(subs, e.Offset)
			if low := e.Val(dwarf.AttrLowpc); low != uint64(0x10000+0x100*(len(subs)-1)) {
				t.Fatalf("f%d low_pc = %#x", len(subs)-1, low)
			}
		case dwarf.TagBaseType:
			intOff = e.Offset
		case dwarf.TagTypedef:
			types = append(types, e.Offset)
		case dwarf.TagVariable:
			refs = append(refs, ref{e.Val(dwarf.AttrName).(string), e.Val(dwarf.AttrType).(dwarf.Offset)})
		}
	}
	if len(subs) != 300 || len(types) != 300 || len(refs) != 300*230 || intOff == 0 {
		t.Fatalf("read %d subprograms, %d variables", len(subs), len(refs))
	}
	for k, rf := range refs {
		i, j := k/230, k%230
		if want := fmt.Sprintf("v%d_%d", i, j); rf.name != want || rf.to != types[(i+j)%300] {
			t.Fatalf("variable %d: %s -> %#x, want %s -> %#x", k, rf.name, rf.to, want, types[(i+j)%300])
		}
	}
	lr, err := d.LineReader(cu)
	if err != nil {
		t.Fatal(err)
	}
	var le dwarf.LineEntry
	for i, want := range rows {
		if err := lr.Next(&le); err != nil {
			t.Fatalf("row %d: %v", i, err)
		}
		if le.Address != 0x10000+want.Off || le.Line != int(want.Line) || le.IsStmt != want.IsStmt {
			t.Fatalf("row %d: %#x line %d stmt %v, want %#x line %d stmt %v", i, le.Address, le.Line, le.IsStmt, 0x10000+want.Off, want.Line, want.IsStmt)
		}
	}
}

func hasTool(name string) bool {
	_, err := exec.LookPath(name)
	return err == nil
}

func lastLines(s string, n int) string {
	ls := strings.Split(s, "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, "\n")
}
