package compress

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"strings"

	"github.com/klauspost/compress/zlib"

	"hdwarf/elfrw"
)

// gnuMagic starts a section in the GNU compressed form (.zdebug_*, from before SHF_COMPRESSED):
// "ZLIB", the uncompressed size as 8 big-endian bytes, then a zlib stream.
const gnuMagic = "ZLIB"

const gnuHeaderSize = 12

// maxDeflateRatio is the most that deflate can expand (a 258-byte match per 2 bits, about
// 1032:1); a header claiming more is lying, and is refused before anything is allocated.
const maxDeflateRatio = 1032

// IsGNU reports whether s is a .zdebug_* section whose contents start with the GNU header.
func IsGNU(s *elfrw.Section) bool {
	if !strings.HasPrefix(s.Name, ".zdebug") || !s.HasFileData() || s.Size < gnuHeaderSize {
		return false
	}
	raw, err := s.Raw()
	return err == nil && len(raw) >= len(gnuMagic) && string(raw[:len(gnuMagic)]) == gnuMagic
}

// ParseGNUHeader returns the uncompressed size a GNU-form section declares.
func ParseGNUHeader(b []byte) (uint64, error) {
	if len(b) < gnuHeaderSize {
		return 0, fmt.Errorf("need %d bytes of ZLIB header at offset 0, have %d", gnuHeaderSize, len(b))
	}
	if string(b[:4]) != gnuMagic {
		return 0, fmt.Errorf("no ZLIB magic at offset 0 (found % x)", b[:4])
	}
	return binary.BigEndian.Uint64(b[4:]), nil
}

// decompressGNU inflates a .zdebug_* section of f within f's decompression budget.
func decompressGNU(f *elfrw.File, s *elfrw.Section, b []byte) ([]byte, error) {
	size, err := ParseGNUHeader(b)
	if err != nil {
		return nil, err
	}
	if err := f.Expand(s.Name, int64(s.Offset)+4, size); err != nil {
		return nil, err
	}
	return DecompressGNU(b)
}

// DecompressGNU inflates a section in the GNU form. The stream must give exactly the size the
// header declares. Offsets in errors are relative to the section.
func DecompressGNU(b []byte) ([]byte, error) {
	size, err := ParseGNUHeader(b)
	if err != nil {
		return nil, err
	}
	body := b[gnuHeaderSize:]
	if size/maxDeflateRatio > uint64(len(body)) {
		return nil, fmt.Errorf("ZLIB header at offset 0 claims %d bytes from %d compressed bytes", size, len(body))
	}
	zr, err := zlib.NewReader(bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("zlib stream at offset %#x: %v", gnuHeaderSize, err)
	}
	defer zr.Close()
	out := make([]byte, size)
	if n, err := io.ReadFull(zr, out); err != nil {
		return nil, fmt.Errorf("zlib stream at offset %#x inflates to %d bytes, header says %d: %v", gnuHeaderSize, n, size, err)
	}
	var extra [1]byte
	switch k, err := zr.Read(extra[:]); {
	case k > 0:
		return nil, fmt.Errorf("zlib stream at offset %#x inflates to more than the %d bytes the header says", gnuHeaderSize, size)
	case err != nil && err != io.EOF:
		return nil, fmt.Errorf("zlib stream at offset %#x: %v", gnuHeaderSize, err)
	}
	return out, nil
}
