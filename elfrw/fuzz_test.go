package elfrw

import (
	"bytes"
	"debug/elf"
	"testing"
)

// FuzzRead feeds the reader mutated real files (seed corpus in testdata/fuzz/FuzzRead, made from
// corpus zebins, IGC debug ELFs and gcc/clang objects of several targets). Reading must never
// panic; a file that reads must write back identical, and edits must not panic either.
func FuzzRead(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := ReadBytes(data)
		if err != nil {
			return
		}
		for _, s := range file.Sections {
			s.Data()
		}
		var buf bytes.Buffer
		if _, err := file.WriteTo(&buf); err == nil && !bytes.Equal(buf.Bytes(), data) {
			t.Fatalf("unchanged file writes back different bytes (%d vs %d, first difference at %#x)", buf.Len(), len(data), firstDiff(buf.Bytes(), data))
		}
		if err := file.RemoveSections(func(s *Section) bool { return s.Type == elf.SHT_PROGBITS && s.Flags&elf.SHF_ALLOC == 0 }); err != nil {
			return
		}
		file.AddSection(&Section{Name: ".fuzz", Type: elf.SHT_PROGBITS, Addralign: 4}, []byte("fuzz"))
		buf.Reset()
		if _, err := file.WriteTo(&buf); err != nil {
			return
		}
		if _, err := ReadBytes(buf.Bytes()); err != nil {
			t.Fatalf("our own output does not read back: %v", err)
		}
	})
}
