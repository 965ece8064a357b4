package dwarftext_test

import (
	"encoding/binary"
	"io"
	"testing"

	"hdwarf/expr"
	"hdwarf/internal/hostile"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/dwarf/dwarftext"
)

// FuzzBuild dumps arbitrary sections: the input is cut in four by its first three bytes
// (each times four: the lengths of .debug_abbrev, .debug_line and .debug_loc), the rest is
// .debug_info. Build must return an error or a dump, never panic. Seeds are IGC's sections.
func FuzzBuild(f *testing.F) {
	// The limits of issue 20: values without bytes, and nesting past the indentation cap.
	for _, secs := range []map[string][]byte{hostile.ZeroSizeAttrs(200, 64), hostile.DeepTree(100)} {
		ab := secs[".debug_abbrev"]
		n := (len(ab) + 3) / 4
		b := append([]byte{byte(n), 0, 0}, ab...)
		b = append(b, make([]byte, 4*n-len(ab))...)
		f.Add(append(b, secs[".debug_info"]...))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 3 {
			return
		}
		cut := func(n int) []byte {
			n *= 4
			if n > len(data)-3 {
				n = len(data) - 3
			}
			b := data[3 : 3+n]
			data = append(data[:3:3], data[3+n:]...)
			return b
		}
		abbrev, line, loc := cut(int(data[0])), cut(int(data[1])), cut(int(data[2]))
		info := data[3:]
		for _, d := range expr.Dialects() {
			df := dwarf.FromSections(binary.LittleEndian, 8, map[string][]byte{
				".debug_info": info, ".debug_abbrev": abbrev, ".debug_line": line, ".debug_loc": loc,
				".debug_str": info, ".debug_frame": loc,
			})
			o := dwarftext.Options{Dialect: d, Machine: 62}
			doc, err := dwarftext.Build(df, o)
			if err == nil {
				if err := dwarftext.Render(io.Discard, doc); err != nil {
					t.Fatal(err)
				}
			}
			// The printers that go DIE by DIE fail exactly when the whole dump does.
			if werr := dwarftext.Write(io.Discard, df, o); (werr == nil) != (err == nil) {
				t.Fatalf("Build: %v; Write: %v", err, werr)
			}
			if werr := dwarftext.WriteJSON(io.Discard, "f", df, o); (werr == nil) != (err == nil) {
				t.Fatalf("Build: %v; WriteJSON: %v", err, werr)
			}
		}
	})
}
