package dwarf_test

import (
	"encoding/binary"
	"fmt"
	"reflect"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/sections/dwarf"
)

// keepSome is a filter that keeps some fixed-size and some variable-size values, so that
// both the skipping and the decoding paths run.
func keepSome(u *dwarf.Unit, a dw.Attr, f dw.Form) bool {
	return dwarf.IsBlock(f) || dwarf.IsUnitRef(f) || f == dw.FormString || (uint32(a)+uint32(u.Version))%3 == 0
}

// compareFiltered reads every unit of d with and without a filter and fails when the
// filtered reader's DIEs are not the unfiltered ones less the values the filter drops, or
// when the two stop differently. It returns the number of DIEs compared.
func compareFiltered(t *testing.T, d *dwarf.File, keep func(*dwarf.Unit, dw.Attr, dw.Form) bool) int {
	t.Helper()
	n := 0
	// Kept values get one of three classes, so that the test sees classes handed over.
	class := func(u *dwarf.Unit, a dw.Attr, f dw.Form) uint8 {
		if keep(u, a, f) {
			return uint8(1 + (int(a)+int(f))%3)
		}
		return 0
	}
	ff := dwarf.NewFieldClasses(class)
	for _, sec := range []string{".debug_info", ".debug_types"} {
		units, _ := d.Units(sec)
		for _, u := range units {
			all, some := d.DIEs(u), d.DIEs(u)
			some.Filter(ff)
			var a, s dwarf.DIE
			for {
				okA, okS := all.Next(&a), some.Next(&s)
				if okA != okS {
					t.Fatalf("%s unit 0x%x: DIE at 0x%x read %v unfiltered, %v filtered (%v / %v)", sec, u.Off, a.Off, okA, okS, all.Err(), some.Err())
				}
				if !okA {
					break
				}
				n++
				var want []dwarf.Field
				for _, f := range a.Fields {
					if f.Class = class(u, f.Attr, f.Form); f.Class != 0 {
						want = append(want, f)
					}
				}
				if len(want) == 0 {
					want = nil
				}
				got := s.Fields
				if len(got) == 0 {
					got = nil
				}
				if a.Off != s.Off || a.End != s.End || a.Code != s.Code || a.Abbrev != s.Abbrev || !reflect.DeepEqual(want, got) {
					t.Fatalf("%s DIE 0x%x: filtered reader gives\n%+v\nwant\n%+v", sec, a.Off, s, want)
				}
			}
			if fmt.Sprint(all.Err()) != fmt.Sprint(some.Err()) {
				t.Fatalf("%s unit 0x%x: errors differ: %v / %v", sec, u.Off, all.Err(), some.Err())
			}
			compareValues(t, d, u, ff, class)
		}
	}
	return n
}

// compareValues reads u's kept values in batches (DIEReader.Values, taking turns with Next
// where Values stops) and fails when they are not the values the unfiltered reader keeps,
// or when the two stop differently. Batches of three values make both stop often.
func compareValues(t *testing.T, d *dwarf.File, u *dwarf.Unit, ff *dwarf.FieldFilter, class func(*dwarf.Unit, dw.Attr, dw.Form) uint8) {
	t.Helper()
	valueOf := func(e *dwarf.DIE, f *dwarf.Field) dwarf.Value {
		v := dwarf.Value{DIE: e.Off, ValOff: f.ValOff, End: f.End, Val: f.Val, Spec: int32(f.Spec), Form: f.Form, Class: f.Class, Abbrev: -1}
		for i := range u.Abbrevs.List {
			if &u.Abbrevs.List[i] == e.Abbrev {
				v.Abbrev = int32(i)
			}
		}
		return v
	}
	var want, got []dwarf.Value
	all := d.DIEs(u)
	var e dwarf.DIE
	for all.Next(&e) {
		for i := range e.Fields {
			f := &e.Fields[i]
			if f.Class = class(u, f.Attr, f.Form); f.Class != 0 && !f.Indirect {
				want = append(want, valueOf(&e, f))
			}
		}
	}
	some := d.DIEs(u)
	some.Filter(ff)
	buf := make([]dwarf.Value, 0, 3)
	for {
		vs, more := some.Values(buf[:0])
		got = append(got, vs...)
		if more {
			continue
		}
		if !some.Next(&e) {
			break
		}
		for i := range e.Fields {
			if f := &e.Fields[i]; !f.Indirect {
				got = append(got, valueOf(&e, f))
			}
		}
	}
	if len(want) == 0 {
		want = nil
	}
	if len(got) == 0 {
		got = nil
	}
	if !reflect.DeepEqual(want, got) {
		t.Fatalf("unit 0x%x: Values gives\n%+v\nwant\n%+v", u.Off, got, want)
	}
	if fmt.Sprint(all.Err()) != fmt.Sprint(some.Err()) {
		t.Fatalf("unit 0x%x: errors differ: %v / %v", u.Off, all.Err(), some.Err())
	}
}

// TestFilterRealFiles compares the filtered reader with the plain one on the DWARF of real
// producers: IGC's per-kernel ELFs, and gcc and clang-19 objects and executables (DWARF 4
// and 5) built here.
func TestFilterRealFiles(t *testing.T) {
	files := lineTestFiles(t)
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	total := 0
	for _, path := range files {
		f, err := elfrw.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := dwarf.Load(f)
		if err != nil {
			f.Close()
			t.Fatal(err)
		}
		for _, keep := range []func(*dwarf.Unit, dw.Attr, dw.Form) bool{
			keepSome,
			func(*dwarf.Unit, dw.Attr, dw.Form) bool { return false },
			func(*dwarf.Unit, dw.Attr, dw.Form) bool { return true },
		} {
			total += compareFiltered(t, d, keep)
		}
		f.Close()
	}
	if total == 0 {
		t.Fatal("no DIEs compared")
	}
	t.Logf("%d DIEs compared", total)
}

// FuzzFilter checks on any input (split as FuzzRead splits it) that the filtered reader
// reads what the plain one reads, less the dropped values, and fails where it fails.
func FuzzFilter(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		n := min(int(data[0])*4, len(data)-1)
		abbrev, info := data[1:1+n], data[1+n:]
		for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
			d := dwarf.FromSections(bo, 8, map[string][]byte{".debug_info": info, ".debug_abbrev": abbrev, ".debug_types": info})
			compareFiltered(t, d, keepSome)
		}
	})
}
