package elfrw

import (
	"encoding/binary"
	"testing"
)

// FuzzParseNotes: any bytes give notes whose descriptors lie inside the input, or an error.
func FuzzParseNotes(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte, align uint64) {
		notes, _ := ParseNotes(binary.LittleEndian, b, align)
		total := 0
		for _, n := range notes {
			total += len(n.Desc) + len(n.Name)
		}
		if total > len(b) {
			t.Fatalf("notes hold %d bytes of a %d-byte input", total, len(b))
		}
	})
}
