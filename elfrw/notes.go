package elfrw

import (
	"encoding/binary"
	"fmt"
)

// Note is one ELF note (Elf_Nhdr, name, descriptor).
type Note struct {
	Name string
	Type uint32
	Desc []byte
}

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
