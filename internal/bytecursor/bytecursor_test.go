package bytecursor

import (
	"encoding/binary"
	"strings"
	"testing"
)

func TestReadsAndStickyError(t *testing.T) {
	b := []byte{0x2a, 0x01, 0x02, 0x03, 0xe5, 0x8e, 0x26, 0x7f, 'h', 'i', 0, 0x80}
	c := Cursor{B: b, Order: binary.BigEndian}
	if v := c.U8(); v != 0x2a {
		t.Fatalf("U8 = %#x", v)
	}
	if v := c.Fixed(3); v != 0x010203 {
		t.Fatalf("Fixed(3) big-endian = %#x", v)
	}
	if v := c.ULEB(); v != 624485 { // DWARF 5 §7.6 example
		t.Fatalf("ULEB = %d", v)
	}
	if v := c.SLEB(); v != -1 {
		t.Fatalf("SLEB = %d", v)
	}
	if s := c.CString(); s != "hi" {
		t.Fatalf("CString = %q", s)
	}
	if v := c.ULEB(); v != 0 || c.Err == nil || !strings.Contains(c.Err.Error(), "runs past the end") {
		t.Fatalf("truncated ULEB: %d, %v", v, c.Err)
	}
	first := c.Err
	if c.U8() != 0 || c.Bytes(1) != nil || c.Err != first {
		t.Fatal("reads after an error must return zero and keep the first error")
	}
}
