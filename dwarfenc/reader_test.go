package dwarfenc

import (
	"debug/dwarf"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// resolveSample resolves the sample's relocations as a linker would with .text at 0x1000
// (kernel_b at 0x1040) and the debug sections at 0.
func resolveSample(t *testing.T, secs []Section, be bool) map[string][]byte {
	t.Helper()
	err := Resolve(secs, be, func(a Addr) (uint64, bool) {
		switch {
		case a.Section == ".text":
			return 0x1000, true
		case a.Symbol == "kernel_b":
			return 0x1040, true
		case strings.HasPrefix(a.Section, ".debug_"):
			return 0, true
		}
		return 0, false
	})
	if err != nil {
		t.Fatal(err)
	}
	m := map[string][]byte{}
	for _, s := range secs {
		if len(s.Relocs) != 0 {
			t.Fatalf("%s: %d relocations left", s.Name, len(s.Relocs))
		}
		m[s.Name] = s.Data
	}
	return m
}

// TestGoReader reads the sample back with Go's debug/dwarf, an independent decoder.
func TestGoReader(t *testing.T) {
	for _, l := range allLayouts() {
		for _, o := range allOptions {
			t.Run(l.String()+"-"+o.name, func(t *testing.T) {
				cfg := l.config(o)
				secs, err := buildSample(cfg).Finish()
				if err != nil {
					t.Fatal(err)
				}
				m := resolveSample(t, secs, l.be)
				d, err := dwarf.New(m[".debug_abbrev"], m[".debug_aranges"], nil, m[".debug_info"],
					m[".debug_line"], nil, m[".debug_ranges"], m[".debug_str"])
				if err != nil {
					t.Fatal(err)
				}
				for _, n := range []string{".debug_addr", ".debug_line_str", ".debug_str_offsets", ".debug_rnglists"} {
					if m[n] != nil {
						if err := d.AddSection(n, m[n]); err != nil {
							t.Fatal(err)
						}
					}
				}
				if m[".debug_types"] != nil {
					if err := d.AddTypes("types", m[".debug_types"]); err != nil {
						t.Fatal(err)
					}
				}
				checkGoReader(t, d, l, o)
			})
		}
	}
}

func checkGoReader(t *testing.T, d *dwarf.Data, l layout, o options) {
	r := d.Reader()
	var got []string
	var cu *dwarf.Entry
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		if e == nil {
			break
		}
		if e.Tag == 0 {
			got = append(got, "end")
			continue
		}
		name, _ := e.Val(dwarf.AttrName).(string)
		s := e.Tag.String() + " " + name
		switch name {
		case "kernel_a", "kernel_b":
			s += fmt.Sprintf(" low=%#x high=%v", e.Val(dwarf.AttrLowpc), e.Val(dwarf.AttrHighpc))
		case "minus_five", "big":
			s += fmt.Sprintf(" const=%v", e.Val(dwarf.AttrConstValue))
		case "p":
			s += fmt.Sprintf(" loc=% x", e.Val(dwarf.AttrLocation))
		}
		if e.Tag == dwarf.TagCompileUnit {
			cu = e
		}
		if e.Tag == dwarf.TagCompileUnit || e.Tag == dwarf.TagLexDwarfBlock {
			rs, err := d.Ranges(e)
			if err != nil {
				t.Fatalf("%s ranges: %v", e.Tag, err)
			}
			s += fmt.Sprintf(" ranges=%#x", rs)
		}
		got = append(got, s)
	}
	want := []string{
		"CompileUnit main.c ranges=[[0x1000 0x1040] [0x1040 0x1060]]",
		"BaseType int", "BaseType unsigned long", "PointerType ",
		"Subprogram kernel_a low=0x1000 high=64",
		"FormalParameter n",
		"LexDwarfBlock  ranges=[[0x1004 0x1008] [0x1020 0x1028]]",
		"Variable p loc=51 93 04", "Variable q", "end",
		"Variable minus_five const=-5", "Variable big const=78187493530",
	}
	if l.version >= 5 {
		want = append(want, "Variable wide")
	}
	want = append(want, "end")
	if l.version >= 5 && o.addrIndex {
		want = append(want, "Variable g")
	}
	want = append(want,
		"Subprogram kernel_b low=0x1040 high=32", "FormalParameter n", "end", "end")
	if l.version >= 5 {
		want = append([]string{"TypeUnit ", "BaseType int", "StructType point", "Member x", "Member y", "end", "end"}, want...)
		want = append(want, "PartialUnit ", "BaseType float", "Typedef cint_t", "end")
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("DIEs:\n got %q\nwant %q", got, want)
	}

	lr, err := d.LineReader(cu)
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	var le dwarf.LineEntry
	for lr.Next(&le) == nil {
		rows = append(rows, fmt.Sprintf("%#x %s:%d:%d stmt=%v end=%v", le.Address, le.File.Name, le.Line, le.Column, le.IsStmt, le.EndSequence))
	}
	wantRows := []string{
		"0x1000 /src/main.c:3:1 stmt=true end=false",
		"0x1004 /src/main.c:4:5 stmt=true end=false",
		"0x1008 /src/include/util.h:120:2 stmt=true end=false",
		"0x1010 /src/main.c:2:0 stmt=false end=false",
		"0x1030 /src/main.c:5000:7 stmt=true end=false",
		"0x103c /src/main.c:5001:0 stmt=true end=false",
		"0x1040 /src/main.c:5001:0 stmt=true end=true",
		"0x1040 /src/main.c:20:0 stmt=true end=false",
		"0x1058 /src/main.c:21:0 stmt=true end=false",
		"0x1060 /src/main.c:21:0 stmt=true end=true",
	}
	if !reflect.DeepEqual(rows, wantRows) {
		t.Errorf("line rows:\n got %q\nwant %q", rows, wantRows)
	}
}
