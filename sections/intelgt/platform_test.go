package intelgt

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/geninst"
	"hdwarf/sections/zeinfo"
)

// TestPlatformOf reads the compat notes of real zebins, and refuses to guess for a file
// without one or with a product family it does not know.
func TestPlatformOf(t *testing.T) {
	for _, c := range []struct {
		file string
		want Platform
	}{
		{"vadd.tgllp.zebin", Platform{"tgllp", 32, true, true, geninst.XeLP, SIMD8 | SIMD16 | SIMD32, 16}},
		{"vadd.dg2.zebin", Platform{"dg2", 32, false, false, geninst.XeHPG, SIMD8 | SIMD16 | SIMD32, 16}},
		{"vadd.pvc.zebin", Platform{"pvc", 64, false, false, geninst.XeHPC, SIMD16 | SIMD32, 16}},
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
	if !errors.As(err, &ue) || ue.Family != 1250 || !errors.Is(err, ErrNoPlatform) ||
		!strings.Contains(err.Error(), "family 1250, which has no known GRF size") {
		t.Errorf("family 1250: %v", err)
	}
	// nvl-p (Xe3P-LPG): known by name, but its machine code is not read.
	binary.LittleEndian.PutUint32(data[i:], uint32(ProductNVLP))
	s.SetData(data)
	if _, _, err = PlatformOf(f, nil); !errors.As(err, &ue) || !strings.Contains(err.Error(), "1360 (nvl-p), whose machine code") {
		t.Errorf("nvl-p: %v", err)
	}
}

// TestPlatformIGC2: the compat notes of IGC 2.40's builds for the nine GPUs of testdata/igc2
// and igc2/nvl-s (ocloc 26.27) name their product families, each gives its generation, and every kernel's
// SIMD width (.ze_info) is one the generation runs.
func TestPlatformIGC2(t *testing.T) {
	want := map[string]struct {
		fam  ProductFamily
		plat string
		grf  int
	}{
		"tgllp": {ProductTGLLP, "tgllp", 32}, "dg2": {ProductDG2, "dg2", 32}, "mtl": {ProductMTL, "mtl", 32},
		"pvc": {ProductPVC, "pvc", 64}, "bmg": {ProductBMG, "xe2", 64}, "lnl": {ProductLNL, "xe2", 64},
		"ptl": {ProductPTL, "xe3", 64}, "cri": {ProductCRI, "xe3p", 64}, "nvl-s": {ProductNVLS, "xe3", 64},
	}
	files, _ := filepath.Glob("../../testdata/igc2/*.zebin")
	more, _ := filepath.Glob("../../testdata/igc2/nvl-s/*.zebin")
	files = append(files, more...)
	seen := map[string]int{}
	for _, path := range files {
		dev := strings.Split(filepath.Base(path), ".")[1]
		w, ok := want[dev]
		if !ok {
			t.Errorf("%s: device %q not in the table", path, dev)
			continue
		}
		f, err := elfrw.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		p, from, err := PlatformOf(f, nil)
		if err != nil || from != "the compat note" || p.Name != w.plat || p.GRFBytes != w.grf {
			t.Errorf("%s: %+v from %q, %v; want %s", path, p, from, err, w.plat)
		}
		if byName, err := ParsePlatform(dev); err != nil || byName != p {
			t.Errorf("%s: --platform %s gives %+v, %v; the note %+v", path, dev, byName, err, p)
		}
		if q, ok := platformOf(w.fam); !ok || q != p || w.fam.String() != dev {
			t.Errorf("%s: family %d (%s) gives %+v", path, uint32(w.fam), w.fam, q)
		}
		zi, err := zeinfo.Of(f)
		if err != nil || zi == nil {
			t.Fatalf("%s: .ze_info: %v", path, err)
		}
		for _, k := range zi.Kernels {
			if !p.SIMD.Has(k.SIMDSize) {
				t.Errorf("%s: kernel %s is SIMD%d, not in %s's %s", path, k.Name, k.SIMDSize, p.Name, p.SIMD)
			}
			seen[p.Name+"/"+fmt.Sprint(k.SIMDSize)]++
		}
		f.Close()
	}
	if len(files) != 126 {
		t.Errorf("%d zebins in testdata/igc2 and igc2/nvl-s, want 126", len(files))
	}
	t.Logf("kernels per generation and SIMD width: %v", seen)
}

func TestSIMDWidths(t *testing.T) {
	for _, c := range []struct {
		s    SIMDWidths
		want string
	}{
		{SIMD8 | SIMD16 | SIMD32, "SIMD8/16/32"}, {SIMD16 | SIMD32, "SIMD16/32"}, {0, "SIMDWidths(0x0)"}, {3, "SIMDWidths(0x3)"},
	} {
		if got := c.s.String(); got != c.want {
			t.Errorf("%#x: %q, want %q", uint8(c.s), got, c.want)
		}
	}
	s := SIMD16 | SIMD32
	for w, want := range map[int]bool{8: false, 16: true, 32: true, 0: false, 24: false, 48: false, -16: false} {
		if s.Has(w) != want {
			t.Errorf("SIMD16/32 has %d: %v", w, !want)
		}
	}
}
