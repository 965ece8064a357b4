package dwarftext

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/sections/dwarf"
)

// TestWriteMatchesBuild checks that the dump printed DIE by DIE (Write, WriteJSON) is the
// dump built whole (Build), rendered as text and as json.Encoder writes it, on real files
// with type references, location lists, frames and line tables.
func TestWriteMatchesBuild(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "testdata", "*", "*"))
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, name := range files {
		f, err := elfrw.Open(name)
		if err != nil {
			continue // not an ELF file
		}
		d, err := dwarf.Load(f)
		if err != nil || d.Sec(".debug_info") == nil {
			f.Close()
			continue
		}
		o := Options{Dialect: expr.DialectIntel, Machine: f.Machine, Flags: f.Flags}
		doc, err := Build(d, o)
		if err != nil {
			f.Close()
			continue
		}
		seen++
		var want, got bytes.Buffer
		if err := Render(&want, doc); err != nil {
			t.Fatal(err)
		}
		if err := Write(&got, d, o); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: Write differs from Render(Build) (%d and %d bytes)", name, got.Len(), want.Len())
		}
		want.Reset()
		got.Reset()
		enc := json.NewEncoder(&want)
		enc.SetIndent("", "  ")
		if err := enc.Encode(struct {
			File string `json:"file"`
			*Doc
		}{name, doc}); err != nil {
			t.Fatal(err)
		}
		if err := WriteJSON(&got, name, d, o); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: WriteJSON differs from json.Encoder (%d and %d bytes)", name, got.Len(), want.Len())
		}
		f.Close()
	}
	t.Logf("%d files", seen)
	if seen < 5 {
		t.Fatalf("only %d files with DWARF in testdata", seen)
	}
}

// TestWriteNothingOnError checks that an error met after the DIEs (here in .debug_line)
// stops Write and WriteJSON before they print anything.
func TestWriteNothingOnError(t *testing.T) {
	d := buildUnits(t, dwarfenc.Config{Version: 5, AddrSize: 8, ByteOrder: binary.LittleEndian}, tinyUnit)
	secs := map[string][]byte{}
	for _, n := range []string{".debug_info", ".debug_abbrev", ".debug_str", ".debug_str_offsets", ".debug_addr", ".debug_line_str"} {
		if s := d.Sec(n); s != nil {
			secs[n] = s.Data
		}
	}
	secs[".debug_line"] = []byte{0xff, 0xff, 0xff, 0x7f, 5, 0}
	bad := dwarf.FromSections(binary.LittleEndian, 8, secs)
	var b bytes.Buffer
	var de *dwarf.Error
	if err := Write(&b, bad, Options{}); !errors.As(err, &de) || de.Section != ".debug_line" {
		t.Errorf("Write: got %v, want a .debug_line error", err)
	}
	if err := WriteJSON(&b, "x", bad, Options{}); !errors.As(err, &de) || de.Section != ".debug_line" {
		t.Errorf("WriteJSON: got %v, want a .debug_line error", err)
	}
	if b.Len() != 0 {
		t.Errorf("printed %d bytes before the error: %.200q", b.Len(), b.String())
	}
	// Without the bad table the same unit prints.
	delete(secs, ".debug_line")
	if err := Write(&b, dwarf.FromSections(binary.LittleEndian, 8, secs), Options{}); err != nil || b.Len() == 0 {
		t.Errorf("good input: %v, %d bytes", err, b.Len())
	}
}
