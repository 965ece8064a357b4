// Package bytecursor reads fixed-size and LEB128 fields from a byte slice with a sticky error:
// after the first failure every read returns zero and Err says what went wrong and where, so
// decoders read a whole record and check once.
package bytecursor

import (
	"encoding/binary"
	"fmt"

	"hdwarf/internal/leb128"
)

// Cursor reads B from Off in byte order Order.
type Cursor struct {
	B     []byte
	Off   int
	Order binary.ByteOrder
	Err   error
}

// ShortError says the input ended inside a field: Need bytes at Offset, Have left.
type ShortError struct {
	Offset int // where the field starts
	Need   uint64
	Have   int
}

func (e *ShortError) Error() string {
	return fmt.Sprintf("need %d bytes at offset %#x, have %d", e.Need, e.Offset, e.Have)
}

// short records a *ShortError for n bytes at the cursor.
func (c *Cursor) short(n uint64) {
	if c.Err == nil {
		c.Err = &ShortError{Offset: c.Off, Need: n, Have: len(c.B) - c.Off}
	}
}

// Fail records the first error.
func (c *Cursor) Fail(format string, args ...any) {
	if c.Err == nil {
		c.Err = fmt.Errorf(format, args...)
	}
}

// Need reports whether n more bytes can be read, recording an error when they cannot.
func (c *Cursor) Need(n int) bool {
	if c.Err != nil {
		return false
	}
	if n < 0 {
		c.Fail("need %d bytes at offset 0x%x, have %d", n, c.Off, len(c.B)-c.Off)
		return false
	}
	if len(c.B)-c.Off < n {
		c.short(uint64(n))
		return false
	}
	return true
}

// U8 reads one byte.
func (c *Cursor) U8() byte {
	if !c.Need(1) {
		return 0
	}
	v := c.B[c.Off]
	c.Off++
	return v
}

// Fixed reads a size-byte unsigned number; odd sizes (segment selectors) are assembled in the
// cursor's byte order.
func (c *Cursor) Fixed(size int) uint64 {
	if !c.Need(size) {
		return 0
	}
	v := ReadFixed(c.B[c.Off:], c.Order, size)
	c.Off += size
	return v
}

// ReadFixed reads a size-byte unsigned number (size 0..8) from the start of b in byte order
// bo; b must hold size bytes.
func ReadFixed(b []byte, bo binary.ByteOrder, size int) uint64 {
	switch size {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(bo.Uint16(b))
	case 4:
		return uint64(bo.Uint32(b))
	case 8:
		return bo.Uint64(b)
	}
	var v uint64
	if bo == binary.BigEndian {
		for i := 0; i < size; i++ {
			v = v<<8 | uint64(b[i])
		}
		return v
	}
	for i := size - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// PutFixed stores the low size bytes of v at the start of b in byte order bo; b must hold
// size bytes.
func PutFixed(b []byte, bo binary.ByteOrder, size int, v uint64) {
	switch size {
	case 1:
		b[0] = byte(v)
	case 2:
		bo.PutUint16(b, uint16(v))
	case 4:
		bo.PutUint32(b, uint32(v))
	case 8:
		bo.PutUint64(b, v)
	default:
		AppendFixed(b[:0], bo, size, v)
	}
}

// ULEB reads an unsigned LEB128 number of at most 64 bits.
func (c *Cursor) ULEB() uint64 {
	if c.Err != nil {
		return 0
	}
	v, n := leb128.Unsigned(c.B[c.Off:])
	if !c.lebRead("ULEB128", n) {
		return 0
	}
	return v
}

// SLEB reads a signed LEB128 number of at most 64 bits.
func (c *Cursor) SLEB() int64 {
	if c.Err != nil {
		return 0
	}
	v, n := leb128.Signed(c.B[c.Off:])
	if !c.lebRead("SLEB128", n) {
		return 0
	}
	return v
}

// lebRead steps over a LEB128 number of n bytes that leb128 decoded (0: it did not end
// before the end of B; -1: it holds bits past the 64th), or records why it cannot be read.
func (c *Cursor) lebRead(kind string, n int) bool {
	switch {
	case n > 0:
		c.Off += n
		return true
	case n == 0:
		c.Fail("%s at offset 0x%x runs past the end (0x%x)", kind, c.Off, len(c.B))
	default:
		c.Fail("%s at offset 0x%x overflows 64 bits", kind, c.Off)
	}
	return false
}

// Bytes returns the next n bytes (aliasing B).
func (c *Cursor) Bytes(n uint64) []byte {
	if c.Err != nil {
		return nil
	}
	if n > uint64(len(c.B)-c.Off) {
		c.short(n)
		return nil
	}
	p := c.B[c.Off : c.Off+int(n)]
	c.Off += int(n)
	return p
}

// CString reads a NUL-terminated string.
func (c *Cursor) CString() string {
	if c.Err != nil {
		return ""
	}
	for i := c.Off; i < len(c.B); i++ {
		if c.B[i] == 0 {
			s := string(c.B[c.Off:i])
			c.Off = i + 1
			return s
		}
	}
	c.Fail("string at offset 0x%x is not terminated", c.Off)
	return ""
}

// AppendFixed appends the low size bytes of v in byte order bo. It spells the bytes out
// rather than calling through bo, which would move a scratch buffer to the heap on every
// call; sizes other than 1, 2, 4 and 8 (segment selectors, odd-sized base types) write
// exactly size bytes too.
func AppendFixed(dst []byte, bo binary.ByteOrder, size int, v uint64) []byte {
	if bo == binary.BigEndian {
		for i := size - 1; i >= 0; i-- {
			dst = append(dst, byte(v>>(8*uint(i))))
		}
		return dst
	}
	for i := 0; i < size; i++ {
		dst = append(dst, byte(v>>(8*uint(i))))
	}
	return dst
}
