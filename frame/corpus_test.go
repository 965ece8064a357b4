package frame_test

import (
	"debug/elf"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"hdwarf/internal/fuzzseed"
	"hdwarf/sections/dwarf"
)

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/fuzz/FuzzDecode from the real files")

// TestUpdateCorpus rewrites the checked-in fuzz seed corpus from the .debug_frame sections
// of the real files, whole and entry by entry (go test -run UpdateCorpus -update-corpus).
func TestUpdateCorpus(t *testing.T) {
	if !*updateCorpus {
		t.Skip("-update-corpus not given")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzDecode")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../testdata/elf/*.igc.elf")
	n := 0
	write := func(data []byte, flags uint8) {
		if err := fuzzseed.Write(dir, fmt.Sprintf("real-%03d", n), data, flags); err != nil {
			t.Fatal(err)
		}
		n++
	}
	for _, path := range files {
		f, err := elf.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		s := f.Section(".debug_frame")
		var data []byte
		if s != nil {
			data, _ = s.Data()
		}
		f.Close()
		if len(data) == 0 {
			continue
		}
		// Flags: 8-byte addresses, 64-bit format, code and data alignment 1, intel dialect.
		write(data, 1|2|8|1<<4)
		es, err := dwarf.FromSections(f.ByteOrder, 8, map[string][]byte{".debug_frame": data}).Frames(".debug_frame")
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			if !e.IsCIE {
				write(e.Insns, 1|2|8|1<<4)
			}
		}
	}
	t.Logf("%d seeds written", n)
}
