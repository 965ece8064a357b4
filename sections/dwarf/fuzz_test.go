package dwarf_test

import (
	"encoding/binary"
	"io"
	"testing"

	"hdwarf/expr"
	"hdwarf/frame"
	"hdwarf/internal/hostile"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/dwarf/dwarftext"
)

// FuzzRead feeds every reader of the package. The input is split in two: the first byte
// times four is the length of .debug_abbrev, the rest is .debug_info; the whole input is
// also given as every other section. Readers must return errors, never panic. The seeds
// frame-* are the whole .debug_frame sections of frame's FuzzDecode corpus (IGC's).
func FuzzRead(f *testing.F) {
	// The readers' limits (issue 20): an abbreviation of many attributes without bytes, and
	// deep nesting.
	for _, secs := range []map[string][]byte{hostile.ZeroSizeAttrs(200, 64), hostile.DeepTree(300)} {
		f.Add(fuzzReadInput(secs[".debug_abbrev"], secs[".debug_info"]))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		n := int(data[0]) * 4
		if n > len(data)-1 {
			n = len(data) - 1
		}
		abbrev, info := data[1:1+n], data[1+n:]
		for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
			d := dwarf.FromSections(bo, 8, map[string][]byte{
				".debug_info": info, ".debug_abbrev": abbrev, ".debug_types": info,
				".debug_frame": data, ".eh_frame": data, ".debug_loclists": data, ".debug_rnglists": data,
				".debug_aranges": data, ".debug_names": data, ".debug_pubnames": data,
				".debug_str_offsets": data, ".debug_addr": data,
			})
			readAll(d, data, bo)
		}
	})
}

// fuzzReadInput lays out abbrev and info as FuzzRead cuts its input.
func fuzzReadInput(abbrev, info []byte) []byte {
	n := (len(abbrev) + 3) / 4
	b := append([]byte{byte(n)}, abbrev...)
	b = append(b, make([]byte, 4*n-len(abbrev))...)
	return append(b, info...)
}

// readAll runs every reader over d and returns how many things it read.
func readAll(d *dwarf.File, raw []byte, bo binary.ByteOrder) int {
	n := 0
	for _, sec := range []string{".debug_info", ".debug_types"} {
		units, _ := d.Units(sec)
		for _, u := range units {
			r := d.DIEs(u)
			var e dwarf.DIE
			base := uint64(0)
			for r.Next(&e) {
				n++
				if e.Depth == 0 && e.Abbrev != nil {
					base, _ = dwarf.StrOffsetsBase(u, &e)
				}
				for i := range e.Fields {
					if _, ok := d.Str(u, base, &e.Fields[i]); ok {
						n++
					}
				}
			}
		}
	}
	for _, sec := range []string{".debug_frame", ".eh_frame"} {
		es, _ := d.Frames(sec)
		n += len(es)
		// The entries read before an error print without panicking, in every dialect.
		for _, dl := range expr.Dialects() {
			_ = dwarftext.WriteFrames(io.Discard, es, bo, dl, frame.PrintOptions{})
		}
	}
	hs, _ := d.ListsHeaders(".debug_loclists")
	var le dwarf.ListEntry
	for i := range hs {
		for r := dwarf.NewLoclistsReader(raw, bo, &hs[i], hs[i].ListsOff()); r.Next(&le); {
			n++
		}
		for j := uint64(0); j < hs[i].OffsetCount; j++ {
			hs[i].OffsetEntry(raw, bo, j)
		}
	}
	if hs, _ := d.ListsHeaders(".debug_rnglists"); len(hs) > 0 {
		for r := dwarf.NewRnglistsReader(raw, bo, &hs[0], hs[0].ListsOff()); r.Next(&le); {
			n++
		}
	}
	for r := dwarf.NewLocReader(raw, bo, 0, 8); r.Next(&le); {
		n++
	}
	for r := dwarf.NewRangesReader(raw, bo, 0, 4); r.Next(&le); {
		n++
	}
	a, _ := d.Aranges()
	p, _ := d.Pubs(".debug_pubnames")
	nm, _ := d.Names()
	t1, _ := d.TableHeaders(".debug_str_offsets")
	t2, _ := d.TableHeaders(".debug_addr")
	return n + len(a) + len(p) + len(nm) + len(t1) + len(t2)
}
