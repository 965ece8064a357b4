package frame

import (
	"encoding/binary"
	"fmt"
)

// cursor reads with a sticky error: after the first failure every read returns zero.
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

func (c *cursor) u8() byte { return byte(c.fixed(1)) }

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
	case 8:
		return c.bo.Uint64(p)
	}
	var v uint64 // odd sizes (segment selectors): assemble in byte order
	for i := 0; i < size; i++ {
		if c.bo == binary.BigEndian {
			v = v<<8 | uint64(p[i])
		} else {
			v |= uint64(p[i]) << (8 * uint(i))
		}
	}
	return v
}

func (c *cursor) uleb() uint64 {
	start := c.off
	var v uint64
	for i := 0; ; i++ {
		b := c.u8()
		if c.err != nil {
			return 0
		}
		if i == 9 && b > 1 {
			c.fail("ULEB128 at offset 0x%x overflows 64 bits", start)
			return 0
		}
		v |= uint64(b&0x7f) << (7 * uint(i))
		if b&0x80 == 0 {
			return v
		}
	}
}

func (c *cursor) sleb() int64 {
	start := c.off
	var v int64
	for i := 0; ; i++ {
		b := c.u8()
		if c.err != nil {
			return 0
		}
		if i == 9 {
			if b != 0 && b != 0x7f {
				c.fail("SLEB128 at offset 0x%x overflows 64 bits", start)
				return 0
			}
			return v | int64(b)<<63
		}
		v |= int64(b&0x7f) << (7 * uint(i))
		if b&0x80 == 0 {
			if b&0x40 != 0 {
				v |= -1 << (7 * uint(i+1))
			}
			return v
		}
	}
}

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

// cstring reads a NUL-terminated string.
func (c *cursor) cstring() string {
	if c.err != nil {
		return ""
	}
	for i := c.off; i < len(c.b); i++ {
		if c.b[i] == 0 {
			s := string(c.b[c.off:i])
			c.off = i + 1
			return s
		}
	}
	c.fail("string at offset 0x%x is not terminated", c.off)
	return ""
}
