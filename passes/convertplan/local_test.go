package convertplan

import (
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/dwarftree"
	"hdwarf/passes/relocate"
	"hdwarf/passes/visadwarf"
	"hdwarf/passes/visalink"
)

// A __local array is where the IGC that built the zebin puts it, in the form its debugger
// reads: IGC 12504 (scopes.dg2.O0, .ze_info 1.20) DW_OP_const8u 10<<56 | the localOffsets
// offset; IGC 2.40 (scopes.cri.O2, .ze_info 1.73) DW_OP_addr offset | 1<<28 on a DIE with
// DW_AT_address_class 1, as IGC's own DWARF of the same kernels (TestLinksAgainstIGC
// evaluates both against IGC's).
func TestLocalArrays(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	b := expr.Builder{Ctx: ctx}
	code := func(f func(*expr.Builder)) string {
		b.Reset()
		f(&b)
		e, err := b.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		return string(e)
	}
	for _, c := range []struct {
		dir   string
		class bool // DW_AT_address_class 1 on the variables
		want  map[string]string
	}{
		{filepath.Join(igcDumpDir, "scopes.dg2.O0"), false, map[string]string{
			"tile": code(func(b *expr.Builder) { b.Const(visadwarf.LocalTag) }),
			"bins": code(func(b *expr.Builder) { b.Const(visadwarf.LocalTag | 0x10000048) }),
		}},
		{filepath.Join(igc2DumpDir, "scopes.cri.O2"), true, map[string]string{
			"tile": code(func(b *expr.Builder) { b.Addr(visadwarf.LocalValidBit) }),
			"bins": code(func(b *expr.Builder) { b.Addr(visadwarf.LocalValidBit | 0x48) }),
		}},
	} {
		in, err := os.ReadFile(c.dir + ".zebin")
		if err != nil {
			t.Fatal(err)
		}
		p, err := Decide(Request{Name: c.dir + ".zebin", Input: in, IGCDump: c.dir})
		if err != nil {
			t.Fatal(err)
		}
		out, err := p.Convert(Options{})
		if err != nil {
			t.Fatal(err)
		}
		// The links' locations, by name.
		got := map[string][]string{}
		for _, k := range out.VISA.Kernels {
			for _, o := range k.Objects {
				for _, l := range o.Links {
					if l.Kind != visalink.Local {
						continue
					}
					for _, e := range l.Entries {
						got[l.Key.Name] = append(got[l.Key.Name], string(e.Expr))
					}
				}
			}
		}
		for name, w := range c.want {
			if len(got[name]) == 0 {
				t.Errorf("%s: %s not located in SLM", c.dir, name)
			}
			for _, g := range got[name] {
				if g != w {
					t.Errorf("%s: %s at % x, want % x", c.dir, name, g, w)
				}
			}
		}
		// The DIEs' address class, as a debugger reads the file.
		if err := relocate.Relocate(out.File, nil); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "out.zebin")
		if err := elfrw.WriteFile(path, out.File, 0o644); err != nil {
			t.Fatal(err)
		}
		ef, err := elf.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := ef.DWARF()
		if err != nil {
			t.Fatal(err)
		}
		seen := 0
		err = dwarftree.Walk(d, func(e *dwarf.Entry, _ []*dwarf.Entry) {
			name, _ := e.Val(dwarf.AttrName).(string)
			if e.Tag != dwarf.TagVariable || c.want[name] == "" {
				return
			}
			seen++
			class, has := e.Val(dwarf.AttrAddrClass).(int64)
			if has != c.class || has && class != int64(dw.AddrClassIntelSLM) {
				t.Errorf("%s: %s has DW_AT_address_class %v (%v), want it: %v", c.dir, name, class, has, c.class)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		ef.Close()
		if seen != len(c.want) {
			t.Errorf("%s: %d of the variables %v declared", c.dir, seen, c.want)
		}
	}
}
