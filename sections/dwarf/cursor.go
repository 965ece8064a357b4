package dwarf

import (
	"encoding/binary"
	"fmt"

	"hdwarf/internal/bytecursor"
	"hdwarf/internal/leb128"
)

// Error is a problem with the bytes of one section, located by offset.
type Error struct {
	Section string
	Off     uint64
	Msg     string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: %s (at offset 0x%x)", e.Section, e.Msg, e.Off)
}

// cursor reads one section with a sticky error: after the first failure every read
// returns zero and the error names the section and the offset where reading stopped.
type cursor struct {
	sec string
	b   []byte
	off uint64
	bo  binary.ByteOrder
	le  bool // bo is little-endian: fixed reads it without calls through the interface
	err error
}

func newCursor(sec string, b []byte, off uint64, bo binary.ByteOrder) *cursor {
	c := makeCursor(sec, b, off, bo)
	return &c
}

func makeCursor(sec string, b []byte, off uint64, bo binary.ByteOrder) cursor {
	c := cursor{sec: sec, b: b, off: off, bo: bo, le: bo == binary.ByteOrder(binary.LittleEndian)}
	if off > uint64(len(b)) {
		c.fail("offset 0x%x is past the end of the section (0x%x bytes)", off, len(b))
	}
	return c
}

func (c *cursor) fail(format string, args ...any) {
	if c.err == nil {
		c.err = &Error{Section: c.sec, Off: c.off, Msg: fmt.Sprintf(format, args...)}
	}
}

func (c *cursor) left() uint64 {
	if c.off >= uint64(len(c.b)) {
		return 0
	}
	return uint64(len(c.b)) - c.off
}

func (c *cursor) need(n uint64) bool {
	if c.err != nil {
		return false
	}
	if n > c.left() {
		c.fail("need %d bytes, have %d", n, c.left())
		return false
	}
	return true
}

func (c *cursor) u8() uint8 {
	if !c.need(1) {
		return 0
	}
	v := c.b[c.off]
	c.off++
	return v
}

func (c *cursor) u16() uint16 { return uint16(c.fixed(2)) }
func (c *cursor) u32() uint32 { return uint32(c.fixed(4)) }
func (c *cursor) u64() uint64 { return c.fixed(8) }

// fixed reads an n-byte unsigned number (n in 1..8).
func (c *cursor) fixed(n int) uint64 {
	if c.le && c.err == nil && c.off <= uint64(len(c.b)) && uint64(n) <= uint64(len(c.b))-c.off {
		b := c.b[c.off:]
		var v uint64
		switch n {
		case 1:
			v = uint64(b[0])
		case 2:
			v = uint64(binary.LittleEndian.Uint16(b))
		case 4:
			v = uint64(binary.LittleEndian.Uint32(b))
		case 8:
			v = binary.LittleEndian.Uint64(b)
		default:
			v = bytecursor.ReadFixed(b, c.bo, n)
		}
		c.off += uint64(n)
		return v
	}
	if !c.need(uint64(n)) {
		return 0
	}
	v := bytecursor.ReadFixed(c.b[c.off:], c.bo, n)
	c.off += uint64(n)
	return v
}

// uleb and sleb read through the shared decoder (leb128: padded numbers of any length, as
// DWARF readers must, no bits past the 64th). uleb reads a one-byte number (most attribute codes, forms and
// small constants) itself: the call costs the DIE reader measurably (docs/benchmarks.md).
func (c *cursor) uleb() uint64 {
	if c.err != nil {
		return 0
	}
	if c.off < uint64(len(c.b)) && c.b[c.off] < 0x80 {
		c.off++
		return uint64(c.b[c.off-1])
	}
	var v uint64
	n := 0
	if c.off < uint64(len(c.b)) {
		v, n = leb128.Unsigned(c.b[c.off:])
	}
	if n <= 0 {
		c.lebFail("ULEB128", n)
		return 0
	}
	c.off += uint64(n)
	return v
}

func (c *cursor) sleb() int64 {
	if c.err != nil {
		return 0
	}
	var v int64
	n := 0
	if c.off < uint64(len(c.b)) {
		v, n = leb128.Signed(c.b[c.off:])
	}
	if n <= 0 {
		c.lebFail("SLEB128", n)
		return 0
	}
	c.off += uint64(n)
	return v
}

// lebFail records why a LEB128 number (leb128's length n: 0 or -1) cannot be read.
func (c *cursor) lebFail(kind string, n int) {
	if n == 0 {
		c.fail("%s runs past the end of the section", kind)
	} else {
		c.fail("%s holds bits past the 64th", kind)
	}
}

// bytes returns the next n bytes (aliasing the section).
func (c *cursor) bytes(n uint64) []byte {
	if !c.need(n) {
		return nil
	}
	b := c.b[c.off : c.off+n]
	c.off += n
	return b
}

// cstr returns the bytes of a NUL-terminated string, without the NUL.
func (c *cursor) cstr() []byte {
	if c.err != nil {
		return nil
	}
	for i := c.off; i < uint64(len(c.b)); i++ {
		if c.b[i] == 0 {
			s := c.b[c.off:i]
			c.off = i + 1
			return s
		}
	}
	c.fail("string is not terminated")
	return nil
}

// initialLength reads a unit_length field: 4 bytes, or 0xffffffff and 8 bytes for the
// 64-bit format. It returns the length and whether the format is 64-bit.
func (c *cursor) initialLength() (uint64, bool) {
	l := uint64(c.u32())
	if l == 0xffffffff {
		return c.u64(), true
	}
	if l >= 0xfffffff0 {
		c.off -= 4
		c.fail("unit length 0x%x is a reserved value", l)
		return 0, false
	}
	return l, false
}

// sub returns the end of a unit of length l starting at the cursor, checking that it fits.
func (c *cursor) end(l uint64) uint64 {
	if !c.need(l) {
		return c.off
	}
	return c.off + l
}
