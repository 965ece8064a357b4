package intelgt

import (
	"path/filepath"
	"testing"

	"hdwarf/elfrw"
)

// TestDataObjects reads the program-scope variables of IGC 2.40's globals.dg2.O2 zebin:
// readelf -s lists coef (12 bytes at 0 of .data.const), counter (4 at 0) and bias (8 at 4 of
// .data.global), and nothing else in a data section.
func TestDataObjects(t *testing.T) {
	f, err := elfrw.Open(filepath.Join("..", "..", "testdata", "igc2dump", "globals.dg2.O2.zebin"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	objs, err := DataObjects(f)
	if err != nil {
		t.Fatal(err)
	}
	type obj struct {
		sec         string
		value, size uint64
	}
	want := map[string]obj{"coef": {".data.const", 0, 12}, "counter": {".data.global", 0, 4}, "bias": {".data.global", 4, 8}}
	if len(objs) != len(want) {
		t.Errorf("%d objects, want %d: %v", len(objs), len(want), objs)
	}
	for n, w := range want {
		s, ok := objs[n]
		if got := (obj{f.Sections[s.Shndx].Name, s.Value, s.Size}); !ok || got != w {
			t.Errorf("%s: %+v (found %v), want %+v", n, got, ok, w)
		}
	}
}
