package expr

import (
	"encoding/binary"
	"hdwarf/internal/bytecursor"
)

// appendFixed appends the low size bytes of v in byte order bo.
func appendFixed(dst []byte, bo binary.ByteOrder, size int, v uint64) []byte {
	var tmp [8]byte
	switch size {
	case 1:
		return append(dst, byte(v))
	case 2:
		bo.PutUint16(tmp[:], uint16(v))
	case 4:
		bo.PutUint32(tmp[:], uint32(v))
	default:
		bo.PutUint64(tmp[:], v)
		size = 8
	}
	return append(dst, tmp[:size]...)
}

// fitsUnsigned reports whether v fits in size bytes.
func fitsUnsigned(v uint64, size int) bool {
	return size >= 8 || v>>(8*uint(size)) == 0
}

// fitsSigned reports whether the two's-complement v fits in size bytes.
func fitsSigned(v uint64, size int) bool {
	if size >= 8 {
		return true
	}
	s := int64(v)
	lim := int64(1) << (8*uint(size) - 1)
	return s >= -lim && s < lim
}

// cursor is the shared sticky-error reader.
type cursor = bytecursor.Cursor

// signExtend widens the low size bytes of v as a signed number.
func signExtend(v uint64, size int) uint64 {
	if size >= 8 {
		return v
	}
	shift := 64 - 8*uint(size)
	return uint64(int64(v<<shift) >> shift)
}
