package elfrw

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"testing"

	"hdwarf/internal/hostile"
)

// FuzzRead feeds the reader mutated real files (seed corpus in testdata/fuzz/FuzzRead, made from
// corpus zebins, IGC debug ELFs and gcc/clang objects of several targets). Reading must never
// panic; a file that reads must write back identical (unless it is a debug file whose stale
// segments the reader fitted, or its sections overlap), and edits must not panic either.
func FuzzRead(f *testing.F) {
	for _, b := range hostileSeeds(f) {
		f.Add(b)
	}
	f.Add(segmentPastEnd(f, elf.SHT_NOBITS, false))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := ReadBytes(data)
		if err != nil {
			return
		}
		for _, s := range file.Sections {
			s.Data()
		}
		// Overlapping sections are each given their own bytes (checkOverlaps marks the file
		// changed from the first overlap on), so only a file without them writes back as read.
		repacked := file.removed
		var buf bytes.Buffer
		if _, err := file.WriteTo(&buf); err == nil && !file.fitted && !repacked && !bytes.Equal(buf.Bytes(), data) {
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

// hostileSeeds are files at the reader's limits (issue 20): a zstd section declaring 4 GiB
// behind a skippable frame, a long sh_link chain, a section over the ELF header.
func hostileSeeds(f *testing.F) [][]byte {
	write := func(file *File) []byte {
		var buf bytes.Buffer
		if _, err := file.WriteTo(&buf); err != nil {
			f.Fatal(err)
		}
		return buf.Bytes()
	}
	bomb := New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elf.EM_X86_64)
	raw := AppendChdr(elf.ELFCLASS64, binary.LittleEndian, nil, Chdr{Type: elf.COMPRESS_ZSTD, Size: 4 << 30, Addralign: 1})
	bomb.AddSection(&Section{Name: ".debug_info", Type: elf.SHT_PROGBITS, Flags: elf.SHF_COMPRESSED, Addralign: 8}, append(raw, hostile.ZstdBomb(1<<20, 4096)...))
	chain := New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elf.EM_X86_64)
	for i := 0; i < 300; i++ {
		chain.AddSection(&Section{Name: ".l", Type: elf.SHT_PROGBITS, Flags: elf.SHF_LINK_ORDER, Link: uint32(len(chain.Sections) - 1), Addralign: 1}, nil)
	}
	over := New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elf.EM_X86_64)
	over.AddSection(&Section{Name: ".data", Type: elf.SHT_PROGBITS, Addralign: 1}, []byte("0123456789abcdef"))
	b := write(over)
	shoff := binary.LittleEndian.Uint64(b[0x28:])
	binary.LittleEndian.PutUint64(b[shoff+2*64+24:], 8)
	return [][]byte{write(bomb), write(chain), b}
}
