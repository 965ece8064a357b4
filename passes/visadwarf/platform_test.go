package visadwarf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/geninst"
)

// TestPlatformOf reads the compat notes of real zebins, and refuses to guess for a file
// without one or with a product family it does not know.
func TestPlatformOf(t *testing.T) {
	for _, c := range []struct {
		file string
		want Platform
	}{
		{"vadd.tgllp.zebin", Platform{"tgllp", 32, true, true, geninst.XeLP}},
		{"vadd.dg2.zebin", Platform{"dg2", 32, false, false, geninst.XeHPG}},
		{"vadd.pvc.zebin", Platform{"pvc", 64, false, false, geninst.XeHPC}},
	} {
		f, err := elfrw.Open("../../testdata/elf/" + c.file)
		if err != nil {
			t.Fatal(err)
		}
		p, from, err := PlatformOf(f, nil)
		if err != nil || p != c.want || from != "the compat note" {
			t.Errorf("%s: %+v from %q, %v; want %+v", c.file, p, from, err, c.want)
		}
		mtl, _ := ParsePlatform("mtl")
		if p, from, _ := PlatformOf(f, &mtl); p != mtl || from != "given" {
			t.Errorf("%s: a given platform does not win: %+v from %q", c.file, p, from)
		}
		f.Close()
	}
	f, err := elfrw.Open("../../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := PlatformOf(f, nil); !errors.Is(err, ErrNoPlatform) {
		t.Errorf("per-kernel ELF: %v, want ErrNoPlatform", err)
	}
	f.Close()
	// The dg2 zebin's note with product family 1250 (XeHP SDV): no known platform.
	f, err = elfrw.Open("../../testdata/elf/vadd.dg2.zebin")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := f.Section(".note.intelgt.compat")
	data, _ := s.Data()
	data = append([]byte(nil), data...)
	fam := binary.LittleEndian.AppendUint32(nil, 1270)
	i := bytes.Index(data, fam)
	if i < 0 {
		t.Fatal("no product family 1270 in the dg2 note")
	}
	binary.LittleEndian.PutUint32(data[i:], 1250)
	s.SetData(data)
	_, _, err = PlatformOf(f, nil)
	var ue *UnknownProductError
	if !errors.As(err, &ue) || ue.Family != 1250 || !errors.Is(err, ErrNoPlatform) {
		t.Errorf("family 1250: %v", err)
	}
}
