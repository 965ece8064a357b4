package dwarf_test

import (
	"encoding/binary"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/internal/hostile"
	"hdwarf/sections/dwarf"
)

// TestValuesWithoutBytesBudget: a unit whose one-byte DIEs each carry dozens of
// DW_FORM_flag_present values fails at the DIE where it runs over its budget (Next and
// Values alike); a few such values per DIE, as real producers write, read to the end.
func TestValuesWithoutBytesBudget(t *testing.T) {
	read := func(secs map[string][]byte, batched bool) (int, error) {
		d := dwarf.FromSections(binary.LittleEndian, 8, secs)
		units, err := d.Units(".debug_info")
		if err != nil {
			t.Fatal(err)
		}
		r := d.DIEs(units[0])
		n := 0
		if batched {
			r.Filter(dwarf.NewFieldClasses(func(*dwarf.Unit, dw.Attr, dw.Form) uint8 { return 1 }))
			vs := make([]dwarf.Value, 0, 64)
			for {
				var more bool
				vs, more = r.Values(vs[:0])
				n += len(vs)
				if !more {
					break
				}
			}
		}
		var e dwarf.DIE
		for r.Next(&e) {
			n++
		}
		return n, r.Err()
	}
	for _, batched := range []bool{false, true} {
		if _, err := read(hostile.ZeroSizeAttrs(40, 1000), batched); err == nil || !strings.Contains(err.Error(), "40 attributes without bytes") {
			t.Errorf("batched %v: 40 flags per one-byte DIE: %v", batched, err)
		}
		if n, err := read(hostile.ZeroSizeAttrs(4, 1000), batched); err != nil || n < 1000 {
			t.Errorf("batched %v: 4 flags per DIE: %d read, %v", batched, n, err)
		}
	}
}
