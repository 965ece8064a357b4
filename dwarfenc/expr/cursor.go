package expr

import (
	"encoding/binary"
	"fmt"
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

// cursor reads an expression with a sticky error: after the first failure every read
// returns zero, and err says what went wrong and where.
type cursor struct {
	b   []byte
	off int
	bo  binary.ByteOrder
	err error
}

func (c *cursor) fail(format string, args ...any) {
	if c.err == nil {
		c.err = fmt.Errorf(format, args...)
	}
}

func (c *cursor) need(n int) bool {
	if c.err != nil {
		return false
	}
	if n < 0 || len(c.b)-c.off < n {
		c.fail("need %d bytes at offset 0x%x, have %d", n, c.off, len(c.b)-c.off)
		return false
	}
	return true
}

func (c *cursor) u8() byte {
	if !c.need(1) {
		return 0
	}
	v := c.b[c.off]
	c.off++
	return v
}

// fixed reads a size-byte unsigned number.
func (c *cursor) fixed(size int) uint64 {
	if !c.need(size) {
		return 0
	}
	p := c.b[c.off : c.off+size]
	c.off += size
	switch size {
	case 1:
		return uint64(p[0])
	case 2:
		return uint64(c.bo.Uint16(p))
	case 4:
		return uint64(c.bo.Uint32(p))
	default:
		return c.bo.Uint64(p)
	}
}

// signExtend widens the low size bytes of v as a signed number.
func signExtend(v uint64, size int) uint64 {
	if size >= 8 {
		return v
	}
	shift := 64 - 8*uint(size)
	return uint64(int64(v<<shift) >> shift)
}

func (c *cursor) uleb() uint64 {
	start := c.off
	var v uint64
	for i := 0; ; i++ {
		if c.err != nil {
			return 0
		}
		if c.off >= len(c.b) {
			c.fail("ULEB128 at offset 0x%x runs past the end (0x%x)", start, len(c.b))
			return 0
		}
		b := c.b[c.off]
		c.off++
		if i == 9 && b > 1 {
			c.fail("ULEB128 at offset 0x%x overflows 64 bits", start)
			return 0
		}
		v |= uint64(b&0x7f) << (7 * uint(i))
		if b&0x80 == 0 {
			return v
		}
		if i == 9 {
			c.fail("ULEB128 at offset 0x%x overflows 64 bits", start)
			return 0
		}
	}
}

func (c *cursor) sleb() int64 {
	start := c.off
	var v int64
	for i := 0; ; i++ {
		if c.err != nil {
			return 0
		}
		if c.off >= len(c.b) {
			c.fail("SLEB128 at offset 0x%x runs past the end (0x%x)", start, len(c.b))
			return 0
		}
		b := c.b[c.off]
		c.off++
		if i == 9 {
			// Only the sign may remain in the tenth byte.
			if b != 0 && b != 0x7f {
				c.fail("SLEB128 at offset 0x%x overflows 64 bits", start)
				return 0
			}
			return v | int64(b)<<63
		}
		v |= int64(b&0x7f) << (7 * uint(i))
		if b&0x80 == 0 {
			if b&0x40 != 0 && i < 9 {
				v |= -1 << (7 * uint(i+1))
			}
			return v
		}
	}
}

// bytes returns the next n bytes (aliasing the input).
func (c *cursor) bytes(n uint64) []byte {
	if c.err != nil {
		return nil
	}
	if n > uint64(len(c.b)-c.off) {
		c.fail("need %d bytes at offset 0x%x, have %d", n, c.off, len(c.b)-c.off)
		return nil
	}
	p := c.b[c.off : c.off+int(n)]
	c.off += int(n)
	return p
}
