package strip

import (
	"bytes"
	"cmp"
	"debug/elf"
	"encoding/binary"
	"fmt"

	"hdwarf/elfrw"
)

// Note is one ELF note (Elf_Nhdr, name, descriptor).
type Note struct {
	Name string
	Type uint32
	Desc []byte
}

// ntGNUBuildID is NT_GNU_BUILD_ID, the type of the "GNU" note holding the build ID.
const ntGNUBuildID = 3

// ParseNotes decodes the notes of a note section or segment. align is the section's alignment:
// 8 for notes laid out with 8-byte padding (.note.gnu.property on ELF64), 4 otherwise.
func ParseNotes(order binary.ByteOrder, b []byte, align uint64) ([]Note, error) {
	pad := uint64(4)
	if align == 8 {
		pad = 8
	}
	up := func(v uint64) uint64 { return (v + pad - 1) &^ (pad - 1) }
	var notes []Note
	for off := uint64(0); off < uint64(len(b)); {
		rest := uint64(len(b)) - off
		if rest < 12 {
			return notes, fmt.Errorf("need 12 bytes of note header at offset %#x, have %d", off, rest)
		}
		namesz, descsz := uint64(order.Uint32(b[off:])), uint64(order.Uint32(b[off+4:]))
		typ := order.Uint32(b[off+8:])
		nameAt := off + 12
		if namesz > rest {
			return notes, fmt.Errorf("note at offset %#x: name of %d bytes does not fit the %d bytes left", off, namesz, rest)
		}
		descAt := off + up(12+namesz)
		if descAt > uint64(len(b)) || descsz > uint64(len(b))-descAt {
			return notes, fmt.Errorf("note at offset %#x: name of %d and descriptor of %d bytes do not fit the %d bytes left", off, namesz, descsz, rest)
		}
		name := b[nameAt : nameAt+namesz]
		if namesz > 0 && name[namesz-1] == 0 {
			name = name[:namesz-1]
		}
		notes = append(notes, Note{Name: string(name), Type: typ, Desc: b[descAt : descAt+descsz]})
		off += up(descAt - off + descsz)
	}
	return notes, nil
}

// BuildID returns (a copy of) the descriptor of f's GNU build-ID note, or nil when f has none.
// A damaged note section (IGC writes zero-filled ones) does not hide a build ID found
// elsewhere; it is reported only when no build ID was found.
func BuildID(f *elfrw.File) ([]byte, error) {
	var firstErr error
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		b, err := s.Data()
		if err != nil {
			firstErr = cmp.Or(firstErr, fmt.Errorf("section %s: %w", s.Name, err))
			continue
		}
		notes, err := ParseNotes(f.ByteOrder, b, s.Addralign)
		if err != nil {
			firstErr = cmp.Or(firstErr, fmt.Errorf("section %s (at offset %#x): %w", s.Name, s.Offset, err))
		}
		for _, n := range notes {
			if n.Name == "GNU" && n.Type == ntGNUBuildID && len(n.Desc) > 0 {
				return bytes.Clone(n.Desc), nil
			}
		}
	}
	return nil, firstErr
}

// BuildIDPath is where debuggers look for the debug file of a build ID, relative to a
// .build-id directory: the first byte in hex, a slash, the rest in hex, ".debug".
func BuildIDPath(id []byte) string {
	return fmt.Sprintf("%02x/%x.debug", id[0], id[1:])
}
