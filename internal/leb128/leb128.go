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

// Unsigned decodes the unsigned LEB128 number at the start of b and returns it with its
// length in bytes. It is the one read rule: numbers of any length are read, as a DWARF
// reader must (producers pad fields they patch later), values past 64 bits are not. The
// length is 0 when b ends inside the number and -1 when it holds bits past the 64th.
func Unsigned(b []byte) (uint64, int) {
	var v uint64
	var shift uint
	wide := false
	for i, c := range b {
		p := uint64(c & 0x7f)
		switch {
		case shift < 63:
			v |= p << shift
		case shift == 63:
			v |= p << shift
			wide = wide || p > 1
		default:
			wide = wide || p != 0
		}
		shift += 7
		if c&0x80 == 0 {
			if wide {
				return 0, -1
			}
			return v, i + 1
		}
	}
	return 0, 0
}

// Signed is Unsigned for signed numbers: the sign comes from the last byte, and every bit
// past the 64th must repeat the 64th.
func Signed(b []byte) (int64, int) {
	var v int64
	var shift uint
	wide := false
	hi := -1 // the seven bits each byte from bit 63 on holds: all 0 or all 1
	for i, c := range b {
		p := int(c & 0x7f)
		if shift < 64 {
			v |= int64(p) << shift
		}
		if shift >= 63 {
			wide = wide || p != 0 && p != 0x7f || hi >= 0 && p != hi
			hi = p
		}
		shift += 7
		if c&0x80 == 0 {
			if wide {
				return 0, -1
			}
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1
		}
	}
	return 0, 0
}
