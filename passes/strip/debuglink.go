package strip

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"

	"hdwarf/elfrw"
)

// DebugLinkName is the section that names a separate debug file and holds its CRC.
const DebugLinkName = ".gnu_debuglink"

// DebugLink is the contents of a .gnu_debuglink section: the debug file's base name, NUL,
// zero padding to a multiple of 4 (from the start of the section), then the IEEE CRC-32 of the
// whole debug file in the ELF file's byte order.
type DebugLink struct {
	File string
	CRC  uint32
}

// Encode returns the section bytes.
func (d DebugLink) Encode(order binary.ByteOrder) []byte {
	n := (len(d.File) + 1 + 3) &^ 3
	b := make([]byte, n+4)
	copy(b, d.File)
	order.PutUint32(b[n:], d.CRC)
	return b
}

// ParseDebugLink decodes a .gnu_debuglink section.
func ParseDebugLink(order binary.ByteOrder, b []byte) (DebugLink, error) {
	k := bytes.IndexByte(b, 0)
	if k < 0 {
		return DebugLink{}, fmt.Errorf("debug link file name is not NUL-terminated within the %d-byte section", len(b))
	}
	if k == 0 {
		return DebugLink{}, fmt.Errorf("debug link names no file (NUL at offset 0)")
	}
	n := (k + 1 + 3) &^ 3
	if len(b) < n+4 {
		return DebugLink{}, fmt.Errorf("need 4 bytes of CRC at offset %#x, have %d", n, max(0, len(b)-n))
	}
	return DebugLink{File: string(b[:k]), CRC: order.Uint32(b[n:])}, nil
}

// SetDebugLink adds a .gnu_debuglink section to f (non-loaded, 4-byte aligned), or replaces the
// contents of the one it has.
func SetDebugLink(f *elfrw.File, d DebugLink) {
	b := d.Encode(f.ByteOrder)
	if s := f.Section(DebugLinkName); s != nil && s.Type == elf.SHT_PROGBITS && s.Flags&elf.SHF_ALLOC == 0 {
		s.Flags &^= elf.SHF_COMPRESSED
		s.SetData(b)
		return
	}
	f.AddSection(&elfrw.Section{Name: DebugLinkName, Type: elf.SHT_PROGBITS, Addralign: 4}, b)
}

// CRC is the checksum .gnu_debuglink records: IEEE CRC-32 of everything r holds.
func CRC(r io.Reader) (uint32, error) {
	h := crc32.NewIEEE()
	if _, err := io.CopyBuffer(h, r, make([]byte, 1<<20)); err != nil {
		return 0, err
	}
	return h.Sum32(), nil
}
