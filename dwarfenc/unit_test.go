package dwarfenc

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"hdwarf/dw"
)

// TestForms checks the automatic choice of forms at their boundaries.
func TestForms(t *testing.T) {
	cases := []struct {
		v    Value
		want dw.Form
	}{
		{Udata(0xff), dw.FormData1}, {Udata(0x100), dw.FormData2}, {Udata(0xffff), dw.FormData2},
		{Udata(0x10000), dw.FormData4}, {Udata(0xffffffff), dw.FormData4}, {Udata(1 << 32), dw.FormData8},
		{Sdata(127), dw.FormData1}, {Sdata(128), dw.FormData2}, {Sdata(-1), dw.FormSdata},
		{Sdata(1 << 31), dw.FormData8}, {Const(dw.FormUdata, 5), dw.FormUdata}, {Const(dw.FormData4, 1), dw.FormData4},
		{Flag(true), dw.FormFlagPresent}, {Flag(false), dw.FormFlag},
		{Block(make([]byte, 255)), dw.FormBlock1}, {Block(make([]byte, 256)), dw.FormBlock2},
		{Block(make([]byte, 1<<16)), dw.FormBlock4}, {Exprloc([]byte{0x9c}), dw.FormExprloc},
		{RefSig8(7), dw.FormRefSig8}, {SecOffset(".debug_macro", 0), dw.FormSecOffset},
		{Address(Abs(1)), dw.FormAddr},
	}
	for _, c := range cases {
		w := NewWriter(Config{Version: 5, AddrSize: 8, ByteOrder: binary.LittleEndian})
		u := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
		u.Root.Add(dw.AttrConstValue, c.v)
		if _, err := w.Finish(); err != nil {
			t.Fatal(err)
		}
		if got := u.Root.Attrs[0].form; got != c.want {
			t.Errorf("%+v: form %v, want %v", c.v, got, c.want)
		}
	}
}

func TestErrors(t *testing.T) {
	le := binary.LittleEndian
	cases := []struct {
		name  string
		cfg   Config
		build func(w *Writer)
		want  string
	}{
		{"version", Config{Version: 3, AddrSize: 8, ByteOrder: le}, func(*Writer) {}, "version 3"},
		{"addrsize", Config{Version: 5, AddrSize: 2, ByteOrder: le}, func(*Writer) {}, "address size 2"},
		{"order", Config{Version: 5, AddrSize: 8}, func(*Writer) {}, "byte order"},
		{"data16-v4", Config{Version: 4, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			w.AddUnit(dw.UTCompile, dw.TagCompileUnit).Root.Add(dw.AttrConstValue, Data16([16]byte{}))
		}, "data16 needs DWARF 5"},
		{"const-overflow", Config{Version: 5, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			w.AddUnit(dw.UTCompile, dw.TagCompileUnit).Root.Add(dw.AttrConstValue, Const(dw.FormData1, 256))
		}, "does not fit"},
		{"nil-ref", Config{Version: 5, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			w.AddUnit(dw.UTCompile, dw.TagCompileUnit).Root.Add(dw.AttrType, Ref(nil))
		}, "nil DIE"},
		{"default-loc-v4", Config{Version: 4, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			w.AddUnit(dw.UTCompile, dw.TagCompileUnit).Root.AddChild(dw.TagVariable).Add(dw.AttrLocation, LocListRef((&LocList{}).AddDefault([]byte{0x50})))
		}, "default location"},
		{"loc-range-addr4", Config{Version: 4, AddrSize: 4, ByteOrder: le}, func(w *Writer) {
			w.AddUnit(dw.UTCompile, dw.TagCompileUnit).Root.Add(dw.AttrRanges, RangeListRef((&RangeList{}).Add(Abs(0), 1<<33)))
		}, "does not fit 4-byte"},
		{"type-unit-no-type", Config{Version: 5, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			w.AddUnit(dw.UTType, dw.TagTypeUnit)
		}, "no type DIE"},
		{"row-back", Config{Version: 5, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			lt := w.NewLineTable("/")
			f := lt.AddFile("a", 0, nil)
			lt.StartSequence(Abs(0))
			lt.AddRow(LineRow{Off: 8, File: f, Line: 1})
			lt.AddRow(LineRow{Off: 4, File: f, Line: 1})
			lt.EndSequence(16)
		}, "goes back"},
		{"row-file", Config{Version: 5, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			lt := w.NewLineTable("/")
			lt.StartSequence(Abs(0))
			lt.AddRow(LineRow{Off: 0, File: 3, Line: 1})
		}, "names file 3"},
		{"open-sequence", Config{Version: 4, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			lt := w.NewLineTable("/")
			lt.AddFile("a", 0, nil)
			lt.StartSequence(Abs(0))
		}, "never ended"},
		{"min-inst", Config{Version: 4, AddrSize: 8, ByteOrder: le}, func(w *Writer) {
			lt := w.NewLineTable("/")
			f := lt.AddFile("a", 0, nil)
			lt.MinInstLength = 4
			lt.StartSequence(Abs(0))
			lt.AddRow(LineRow{Off: 6, File: f, Line: 1})
			lt.EndSequence(8)
		}, "not a multiple"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := NewWriter(c.cfg)
			c.build(w)
			_, err := w.Finish()
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one containing %q", err, c.want)
			}
		})
	}
	w := NewWriter(Config{Version: 5, AddrSize: 8, ByteOrder: le})
	if _, err := w.Finish(); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Finish(); err == nil {
		t.Fatal("second Finish succeeded")
	}
}

// TestDeterministic builds the sample twice and expects identical bytes and relocations.
func TestDeterministic(t *testing.T) {
	l := layout{5, false, 8, false}
	a, err := buildSample(l.config(allOptions[1])).Finish()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := buildSample(l.config(allOptions[1])).Finish()
	if len(a) != len(b) {
		t.Fatalf("%d sections, then %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Name != b[i].Name || !bytes.Equal(a[i].Data, b[i].Data) || len(a[i].Relocs) != len(b[i].Relocs) {
			t.Errorf("%s differs between runs", a[i].Name)
		}
	}
}

func TestResolve(t *testing.T) {
	secs := []Section{{Name: ".debug_info", Data: make([]byte, 16), Relocs: []Reloc{
		{Offset: 0, Size: 8, Target: Sym("f", 4)},
		{Offset: 8, Size: 4, Target: Sec(".text", 0x10)},
		{Offset: 12, Size: 4, Target: Sym("unknown", 1)},
	}}}
	err := Resolve(secs, true, func(a Addr) (uint64, bool) {
		switch {
		case a.Symbol == "f":
			return 0x1122334455660000, true
		case a.Section == ".text":
			return 0x8000, true
		}
		return 0, false
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0, 4, 0, 0, 0x80, 0x10, 0, 0, 0, 0}
	if !bytes.Equal(secs[0].Data, want) || len(secs[0].Relocs) != 1 || secs[0].Relocs[0].Target.Symbol != "unknown" {
		t.Fatalf("got % x, relocs %v", secs[0].Data, secs[0].Relocs)
	}
	secs[0].Relocs = []Reloc{{Offset: 0, Size: 4, Target: Sym("f", 0)}}
	if err := Resolve(secs, false, func(Addr) (uint64, bool) { return 1 << 32, true }); err == nil {
		t.Fatal("a 33-bit value fitted a 4-byte slot")
	}
}

// SpliceIf puts the dropped children's children in their place, keeping their order and the
// parent's first and last child right (a later AddChild goes last); MoveIf takes children with
// theirs to the end of another DIE's.
func TestSpliceMove(t *testing.T) {
	w := NewWriter(Config{Version: 5, AddrSize: 8, ByteOrder: binary.LittleEndian})
	u := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
	names := func(d *DIE) string {
		var s []string
		d.Children(func(c *DIE) {
			for _, a := range c.Attrs {
				s = append(s, a.Val.str)
			}
			if len(c.Attrs) == 0 {
				s = append(s, "{"+strings.TrimSpace(func() string {
					var b strings.Builder
					c.Children(func(k *DIE) {
						for _, a := range k.Attrs {
							b.WriteString(a.Val.str + " ")
						}
					})
					return b.String()
				}())+"}")
			}
		})
		return strings.Join(s, " ")
	}
	add := func(p *DIE, name string) *DIE {
		return p.AddChild(dw.TagVariable).Add(dw.AttrName, String(name))
	}
	r := u.Root
	first := r.AddChild(dw.TagLexicalBlock)
	add(first, "f1")
	add(r, "a")
	b := r.AddChild(dw.TagLexicalBlock)
	add(b, "b1")
	add(b, "b2")
	r.AddChild(dw.TagLexicalBlock) // empty
	add(r, "c")
	last := r.AddChild(dw.TagLexicalBlock)
	add(last, "d")
	calls := 0
	r.SpliceIf(func(c *DIE) bool { calls++; return c.Tag == dw.TagLexicalBlock })
	add(r, "e")
	if got, want := names(r), "f1 a b1 b2 c d e"; got != want || calls != 6 {
		t.Errorf("after SpliceIf: children %q (%d calls), want %q (6)", got, calls, want)
	}
	r2 := u.Root.AddChild(dw.TagSubprogram)
	x := r2.AddChild(dw.TagLexicalBlock)
	add(x, "x1")
	add(r2, "v")
	y := r2.AddChild(dw.TagLexicalBlock)
	add(y, "y1")
	to := r2.AddChild(dw.TagLexicalBlock)
	add(to, "t")
	r2.MoveIf(to, func(c *DIE) bool { return c.Tag == dw.TagLexicalBlock && c != to })
	add(r2, "w")
	if got, want := names(r2), "v {t} w"; got != want {
		t.Errorf("after MoveIf: children %q, want %q", got, want)
	}
	var inTo []*DIE
	to.Children(func(c *DIE) { inTo = append(inTo, c) })
	if len(inTo) != 3 || inTo[1] != x || inTo[2] != y || x.first == nil || to.last != y {
		t.Errorf("moved: %d children of to", len(inTo))
	}
	if _, err := w.Finish(); err != nil {
		t.Fatal(err)
	}
}
