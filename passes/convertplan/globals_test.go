package convertplan

import (
	"bytes"
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/dwarftree"
	"hdwarf/passes/relocate"
	"hdwarf/passes/visadwarf"
)

// programConst is a program-scope variable of a unit: its type, declaration line and, for
// ours, the address DW_OP_addr gives; for IGC's, the value DW_AT_const_value gives.
type programConst struct {
	typ   string
	line  int64
	addr  uint64
	value []byte
	loc   bool // ours has a DW_AT_location
}

// TestProgramScopeConstants converts builds whose source has program-scope variables
// (srctree.cl's __constant weights, types.cl's __constant table, globals.cl's __constant coef
// and __global counter and bias) and checks each against IGC: declared in the unit with IGC's
// type and line, and located by DW_OP_addr of its symbol so that after relocation (every loaded
// section at its own address) it addresses bytes of the loaded data section equal to the value
// IGC gives it (DW_AT_const_value in the functions that use a __constant); IGC declares a
// __global in the unit with neither value nor location, so its bytes are compared with the
// source's initializer. The checked-in builds' figures are required; HDWARF_IGC_DUMPS's types,
// srctree and globals builds are measured and must agree wherever they locate.
func TestProgramScopeConstants(t *testing.T) {
	type build struct {
		dir  string
		want []string // the variables located at IGC's value (or the initializer), sorted
	}
	builds := []build{
		{filepath.Join(igcDumpDir, "srctree.tgllp.O2"), []string{"weights"}}, // IGC 12504
		{filepath.Join(igc2DumpDir, "types.tgllp.O2"), []string{"table"}},    // IGC 2.40
		// IGC 2.40, OpenCL C 3.0: .data.const's coef, .data.global's counter at 0, bias at 4.
		{filepath.Join(igc2DumpDir, "globals.dg2.O2"), []string{"bias", "coef", "counter"}},
	}
	// The initializers of testdata/src/globals.cl's __global variables, which IGC's DWARF
	// does not give.
	init := map[string][]byte{
		"counter": binary.LittleEndian.AppendUint32(nil, 7),
		"bias":    binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, math.Float32bits(0.25)), math.Float32bits(-1)),
	}
	checked := len(builds)
	if extra := os.Getenv(igcDumpsEnv); extra != "" {
		for _, src := range []string{"types", "srctree", "globals"} {
			dirs, _ := filepath.Glob(filepath.Join(extra, src+".*.*"))
			for _, d := range dirs {
				if fi, err := os.Stat(d); err == nil && fi.IsDir() {
					builds = append(builds, build{dir: d})
				}
			}
		}
	}
	for bi, b := range builds {
		name := filepath.Base(b.dir)
		in, err := os.ReadFile(b.dir + ".zebin")
		if err != nil {
			t.Fatal(err)
		}
		p, err := Decide(Request{Name: b.dir + ".zebin", Input: in, IGCDump: b.dir})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out, err := p.Convert(Options{VISA: visadwarf.Options{Version: 4}})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// Every loaded section at an address of its own, so that an address names one.
		addrs := map[string]uint64{}
		for i, s := range out.File.Sections {
			if s.Flags&elf.SHF_ALLOC != 0 {
				addrs[s.Name] = uint64(i+1) << 24
			}
		}
		if err := relocate.Relocate(out.File, addrs); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		path := filepath.Join(t.TempDir(), "out.zebin")
		if err := elfrw.WriteFile(path, out.File, 0o644); err != nil {
			t.Fatal(err)
		}
		ours := programConsts(t, path, true)
		igc := map[string]programConst{}
		elfs, _ := filepath.Glob(filepath.Join(b.dir, "*.elf"))
		for _, e := range elfs {
			for n, v := range programConsts(t, e, false) {
				igc[n] = v
			}
		}
		ef, err := elf.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		var located []string
		for _, n := range sortedKeys(igc) {
			g, o := igc[n], ours[n]
			switch {
			case o.typ == "":
				t.Errorf("%s: IGC's %s (%s, line %d) is not declared in our unit", name, n, g.typ, g.line)
				continue
			case o.typ != g.typ || o.line != g.line:
				t.Errorf("%s: %s is %s at line %d, IGC's %s at line %d", name, n, o.typ, o.line, g.typ, g.line)
			case !o.loc:
				t.Logf("%s: %s declared without a location", name, n)
				continue
			}
			want, from := g.value, "IGC's value"
			if want == nil {
				want, from = init[n], "the initializer"
			}
			got := loaded(ef, o.addr, len(want))
			if want == nil || string(got) != string(want) {
				t.Errorf("%s: %s at %#x holds % x, %s is % x", name, n, o.addr, got, from, want)
				continue
			}
			located = append(located, n)
			t.Logf("%s: %s (%s, line %d) at %#x holds %s % x", name, n, o.typ, o.line, o.addr, from, got)
		}
		ef.Close()
		if bi < checked && strings.Join(located, " ") != strings.Join(b.want, " ") {
			t.Errorf("%s: located at IGC's value %v, want %v", name, located, b.want)
		}
		if len(igc) == 0 {
			t.Errorf("%s: IGC's DWARF has no program-scope constant", name)
		}
	}
}

// TestProgramScopeWithoutAddress converts the checked-in srctree build with its symbol
// weights made undefined (no section gives its address): weights is declared with its type
// and line as before, without a location.
func TestProgramScopeWithoutAddress(t *testing.T) {
	dir := filepath.Join(igcDumpDir, "srctree.tgllp.O2")
	in, err := os.ReadFile(dir + ".zebin")
	if err != nil {
		t.Fatal(err)
	}
	ef, err := elf.NewFile(bytes.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	tab := ef.Section(".symtab")
	syms, err := ef.Symbols()
	if err != nil || tab == nil || ef.Class != elf.ELFCLASS64 {
		t.Fatalf("symbols: %v", err)
	}
	in = append([]byte(nil), in...)
	undefined := 0
	for i, s := range syms { // Symbols leaves out the null symbol: entry i+1
		if s.Name == "weights" {
			// st_shndx of an Elf64_Sym: after st_name (4), st_info and st_other.
			binary.LittleEndian.PutUint16(in[tab.Offset+uint64(i+1)*tab.Entsize+6:], uint16(elf.SHN_UNDEF))
			undefined++
		}
	}
	if undefined != 1 {
		t.Fatalf("%d symbols weights, want 1", undefined)
	}
	p, err := Decide(Request{Name: dir + ".zebin", Input: in, IGCDump: dir})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.Convert(Options{VISA: visadwarf.Options{Version: 4}})
	if err != nil {
		t.Fatal(err)
	}
	if err := relocate.Relocate(out.File, nil); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "out.zebin")
	if err := elfrw.WriteFile(path, out.File, 0o644); err != nil {
		t.Fatal(err)
	}
	got := programConsts(t, path, true)["weights"]
	if want := (programConst{typ: "[3]float", line: 2}); got.typ != want.typ || got.line != want.line || got.loc {
		t.Errorf("weights: %+v, want %+v (declared, no location)", got, want)
	}
}

// programConsts reads the unit-level variables and, of IGC's (unit false), those of any scope
// with a constant value, by name; ours with their DW_OP_addr.
func programConsts(t *testing.T, path string, unit bool) map[string]programConst {
	t.Helper()
	ef, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ef.Close()
	d, err := ef.DWARF()
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out := map[string]programConst{}
	err = dwarftree.Walk(d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
		at := len(parents) // 1: a unit's own
		if e.Tag != dwarf.TagVariable || unit && at != 1 {
			return
		}
		_, hasValue := e.Val(dwarf.AttrConstValue).([]byte)
		if !unit && at != 1 && !hasValue {
			return
		}
		n, _ := e.Val(dwarf.AttrName).(string)
		v := programConst{}
		v.line, _ = e.Val(dwarf.AttrDeclLine).(int64)
		if off, ok := e.Val(dwarf.AttrType).(dwarf.Offset); ok {
			if ty, err := d.Type(off); err == nil {
				v.typ = ty.String()
			}
		}
		if unit {
			v.loc = e.Val(dwarf.AttrLocation) != nil
			if loc, ok := e.Val(dwarf.AttrLocation).([]byte); ok && len(loc) == 9 && loc[0] == byte(expr.OpAddr) {
				v.addr = binary.LittleEndian.Uint64(loc[1:])
			}
		} else {
			v.value, _ = e.Val(dwarf.AttrConstValue).([]byte)
		}
		out[n] = v
	})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return out
}

// loaded is n bytes at address a of the loaded sections of ef, nil when no one section holds
// them all.
func loaded(ef *elf.File, a uint64, n int) []byte {
	for _, s := range ef.Sections {
		if s.Flags&elf.SHF_ALLOC == 0 || s.Type == elf.SHT_NOBITS || a < s.Addr || a+uint64(n) > s.Addr+s.Size {
			continue
		}
		b, err := s.Data()
		if err != nil {
			return nil
		}
		return b[a-s.Addr : a-s.Addr+uint64(n)]
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
