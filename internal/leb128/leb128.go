// Package leb128 encodes and decodes the variable-length integers DWARF uses everywhere
// (DWARF 5 §7.6); the writer, the operation table, the CFI encoder and migrate all share it.
package leb128

// AppendUnsigned appends v as unsigned LEB128.
func AppendUnsigned(dst []byte, v uint64) []byte {
	for v >= 0x80 {
		dst = append(dst, byte(v)|0x80)
		v >>= 7
	}
	return append(dst, byte(v))
}

// AppendSigned appends v as signed LEB128: seven bits a byte until the rest is the sign.
func AppendSigned(dst []byte, v int64) []byte {
	for {
		b := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && b&0x40 == 0) || (v == -1 && b&0x40 != 0) {
			return append(dst, b)
		}
		dst = append(dst, b|0x80)
	}
}

// UnsignedLen is the number of bytes AppendUnsigned writes for v.
func UnsignedLen(v uint64) int {
	n := 1
	for v >= 0x80 {
		v >>= 7
		n++
	}
	return n
}

// SignedLen is the number of bytes AppendSigned writes for v.
func SignedLen(v int64) int {
	n := 1
	for {
		b := v & 0x7f
		v >>= 7
		if (v == 0 && b&0x40 == 0) || (v == -1 && b&0x40 != 0) {
			return n
		}
		n++
	}
}

// Unsigned decodes the unsigned LEB128 at the start of b and returns it with its length in
// bytes; the length is 0 when b ends inside it or it runs past ten bytes.
func Unsigned(b []byte) (uint64, int) {
	var v uint64
	for i := 0; i < len(b) && i < 10; i++ {
		v |= uint64(b[i]&0x7f) << (7 * i)
		if b[i]&0x80 == 0 {
			return v, i + 1
		}
	}
	return 0, 0
}

// Signed decodes the signed LEB128 at the start of b and returns it with its length in
// bytes; the length is 0 when b ends inside it or it runs past ten bytes.
func Signed(b []byte) (int64, int) {
	var v int64
	for i, shift := 0, uint(0); i < len(b) && i < 10; i, shift = i+1, shift+7 {
		c := b[i]
		v |= int64(c&0x7f) << shift
		if c&0x80 == 0 {
			if shift+7 < 64 && c&0x40 != 0 {
				v |= -1 << (shift + 7)
			}
			return v, i + 1
		}
	}
	return 0, 0
}

// UnsignedPadded decodes like Unsigned but takes a number of any length, dropping the bits
// past the 64th, as a DWARF reader must (producers pad LEB128 fields they patch later); the
// length is 0 when b ends inside it.
func UnsignedPadded(b []byte) (uint64, int) {
	var v uint64
	var shift uint
	for i, c := range b {
		if shift < 64 {
			v |= uint64(c&0x7f) << shift
		}
		shift += 7
		if c&0x80 == 0 {
			return v, i + 1
		}
	}
	return 0, 0
}

// SignedPadded is UnsignedPadded for signed numbers: the sign comes from the last byte.
func SignedPadded(b []byte) (int64, int) {
	var v int64
	var shift uint
	for i, c := range b {
		if shift < 64 {
			v |= int64(c&0x7f) << shift
		}
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1
		}
	}
	return 0, 0
}
