package dwarfenc

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/internal/oracle"
)

// TestDumpText compares llvm-dwarfdump's text for small units with expectations written by
// hand from the DWARF specification (offsets and forms worked out on paper), so a change in
// form choice or layout shows up as a readable diff.
func TestDumpText(t *testing.T) {
	oracle.Want(t, dwarfdump)
	cases := []struct {
		file string
		l    layout
		o    options
	}{
		{"tiny-v4-dwarf32-addr8-le.txt", layout{4, false, 8, false}, options{}},
		{"tiny-v5-dwarf64-addr4-be.txt", layout{5, true, 4, true}, options{strings: StringsStrx}},
	}
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			w := NewWriter(c.l.config(c.o))
			u := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
			u.Root.Add(dw.AttrProducer, String("hdwarf")).Add(dw.AttrLanguage, Udata(uint64(dw.LangC99))).Add(dw.AttrName, String("t.c"))
			it := u.Root.AddChild(dw.TagBaseType)
			it.Add(dw.AttrName, String("int")).Add(dw.AttrEncoding, Udata(uint64(dw.EncSigned))).Add(dw.AttrByteSize, Udata(4))
			m := u.Root.AddChild(dw.TagSubprogram)
			m.Add(dw.AttrName, String("main")).Add(dw.AttrType, Ref(it)).Add(dw.AttrExternal, Flag(true)).
				Add(dw.AttrLowpc, Address(Abs(0x1000))).Add(dw.AttrHighpc, Udata(0x10))
			m.AddChild(dw.TagVariable).Add(dw.AttrName, String("x")).Add(dw.AttrType, Ref(it)).Add(dw.AttrLocation, Exprloc([]byte{0x91, 0x7c}))
			secs, err := w.Finish()
			if err != nil {
				t.Fatal(err)
			}
			p := writeObject(t, c.l, secs, dir, c.file+".o")
			out := oracle.Run(t, dwarfdump, "--debug-info", p)
			_, out, _ = strings.Cut(out, "\n") // drop the "file format" line
			want, err := os.ReadFile(filepath.Join("..", "testdata", "dwarfenc", c.file))
			if err != nil {
				t.Fatal(err)
			}
			if strings.TrimSpace(out) != strings.TrimSpace(string(want)) {
				t.Errorf("llvm-dwarfdump:\n%s\nwant:\n%s", out, want)
			}
		})
	}
}
