package expr

import (
	"hdwarf/internal/bytecursor"
)

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
