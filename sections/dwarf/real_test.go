package dwarf_test

import (
	stddwarf "debug/dwarf"
	"debug/elf"
	"fmt"
	"path/filepath"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/internal/dwarftree"
	"hdwarf/sections/dwarf"
)

// TestRealFiles walks IGC's per-kernel debug ELFs (relocatable, RELA relocations into
// .debug_info) and compares every DIE, attribute and value with Go's debug/dwarf, which
// applies the relocations itself; it also reads their CFI and location lists.
func TestRealFiles(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/elf/*.igc.elf")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	total, frames := 0, 0
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			f, err := elfrw.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			d, err := dwarf.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			units, err := d.Units(".debug_info")
			if err != nil {
				t.Fatal(err)
			}
			for _, u := range units {
				r := d.DIEs(u)
				var e dwarf.DIE
				for r.Next(&e) {
					if e.Abbrev == nil {
						continue
					}
					s := fmt.Sprintf("0x%x %v", e.Off, uint32(e.Abbrev.Tag))
					for _, fl := range e.Fields {
						s += fmt.Sprintf(" %d=%s", uint32(fl.Attr), ours(d, u, &fl))
					}
					got = append(got, s)
				}
				if r.Err() != nil {
					t.Fatal(r.Err())
				}
			}
			ef, err := elf.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer ef.Close()
			sd, err := ef.DWARF()
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			err = dwarftree.Walk(sd, func(e *stddwarf.Entry, _ []*stddwarf.Entry) {
				s := fmt.Sprintf("0x%x %v", uint64(e.Offset), uint32(e.Tag))
				for _, fl := range e.Field {
					s += fmt.Sprintf(" %d=%s", uint32(fl.Attr), theirs(fl))
				}
				want = append(want, s)
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("%d DIEs, debug/dwarf reads %d", len(got), len(want))
			}
			for i := range got {
				if got[i] != want[i] {
					t.Errorf("DIE %d: %s, debug/dwarf: %s", i, got[i], want[i])
				}
			}
			total += len(got)
			es, err := d.Frames(".debug_frame")
			if err != nil {
				t.Errorf(".debug_frame: %v", err)
			}
			frames += len(es)
		})
	}
	t.Logf("%d DIEs in %d files agree with debug/dwarf; %d CFI entries read", total, len(files), frames)
	if frames == 0 {
		t.Error("no CFI entry read")
	}
}

// ours and theirs print a value the same way from our reader and from debug/dwarf.
func ours(d *dwarf.File, u *dwarf.Unit, f *dwarf.Field) string {
	switch {
	case dwarf.IsUnitRef(f.Form):
		return fmt.Sprintf("ref 0x%x", u.Off+f.Val)
	case f.Form == dw.FormRefAddr:
		return fmt.Sprintf("ref 0x%x", f.Val)
	case dwarf.IsBlock(f.Form):
		return fmt.Sprintf("% x", f.Block)
	case f.Form == dw.FormString:
		return string(f.Block)
	case f.Form == dw.FormStrp:
		b := d.Sec(".debug_str").Data[f.Val:]
		for i, c := range b {
			if c == 0 {
				return string(b[:i])
			}
		}
	case f.Form == dw.FormFlag || f.Form == dw.FormFlagPresent:
		return fmt.Sprint(f.Val != 0)
	}
	return fmt.Sprintf("0x%x", f.Val)
}

func theirs(f stddwarf.Field) string {
	switch v := f.Val.(type) {
	case stddwarf.Offset:
		return fmt.Sprintf("ref 0x%x", uint64(v))
	case []byte:
		return fmt.Sprintf("% x", v)
	case string:
		return v
	case bool:
		return fmt.Sprint(v)
	case int64:
		return fmt.Sprintf("0x%x", uint64(v))
	case uint64:
		return fmt.Sprintf("0x%x", v)
	}
	return fmt.Sprintf("%v", f.Val)
}
