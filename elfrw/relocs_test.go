package elfrw

import (
	"debug/elf"
	"regexp"
	"strconv"
	"testing"

	"hdwarf/internal/oracle"
)

// Symbols and Relocations agree with readelf on objects of several classes and byte orders.
func TestSymbolsAndRelocationsMatchReadelf(t *testing.T) {
	files := append([]string{"../testdata/elf/stackcalls.dg2.zebin", "../testdata/elf/vadd.dg2.simd8_entry_0001.igc.elf"}, crossObjects(t)...)
	relocLine := regexp.MustCompile(`(?m)^([0-9a-f]{8,16})\s+([0-9a-f]{8,16})\s+\S+`)
	symCount := regexp.MustCompile(`Symbol table '\.symtab' contains (\d+) entries`)
	checked := 0
	for _, p := range files {
		f, err := Open(p)
		if err != nil {
			t.Fatal(err)
		}
		out := oracle.Run(t, "readelf", "-r", "-s", "-W", p)
		var offs []uint64
		for _, m := range relocLine.FindAllStringSubmatch(out, -1) {
			v, _ := strconv.ParseUint(m[1], 16, 64)
			offs = append(offs, v)
		}
		var ours []uint64
		for _, s := range f.Sections {
			if s.Type != elf.SHT_REL && s.Type != elf.SHT_RELA {
				continue
			}
			rs, err := f.Relocations(s)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			for _, r := range rs {
				ours = append(ours, r.Off)
			}
		}
		if len(ours) != len(offs) {
			t.Errorf("%s: %d relocations, readelf shows %d", p, len(ours), len(offs))
		} else {
			for i := range ours {
				if ours[i] != offs[i] {
					t.Errorf("%s: relocation %d at %#x, readelf %#x", p, i, ours[i], offs[i])
					break
				}
			}
		}
		if tab := f.Section(".symtab"); tab != nil {
			syms, err := f.Symbols(tab)
			if err != nil {
				t.Fatal(err)
			}
			m := symCount.FindStringSubmatch(out)
			if m == nil || m[1] != strconv.Itoa(len(syms)) {
				t.Errorf("%s: %d symbols, readelf: %v", p, len(syms), m)
			}
		}
		f.Close()
		checked++
	}
	t.Logf("%d files checked", checked)
}
