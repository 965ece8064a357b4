package bytecursor

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
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

// TestShortError: a read past the end records a *ShortError placing the field, for fixed
// fields and byte runs alike (a huge run included), with the message decoders print.
func TestShortError(t *testing.T) {
	for _, c := range []struct {
		read func(*Cursor)
		want ShortError
		msg  string
	}{
		{func(c *Cursor) { c.Fixed(4) }, ShortError{Offset: 1, Need: 4, Have: 2}, "need 4 bytes at offset 0x1, have 2"},
		{func(c *Cursor) { c.Bytes(^uint64(0)) }, ShortError{Offset: 1, Need: ^uint64(0), Have: 2}, "need 18446744073709551615 bytes at offset 0x1, have 2"},
	} {
		cur := Cursor{B: []byte{1, 2, 3}, Off: 1, Order: binary.LittleEndian}
		c.read(&cur)
		var se *ShortError
		if !errors.As(cur.Err, &se) || *se != c.want || se.Error() != c.msg {
			t.Errorf("error %v, want %+v %q", cur.Err, c.want, c.msg)
		}
	}
}

// TestAppendFixed writes exactly size bytes in either byte order, odd sizes included.
func TestAppendFixed(t *testing.T) {
	for _, c := range []struct {
		size int
		le   []byte
	}{{1, []byte{0x08}}, {2, []byte{0x08, 0x07}}, {3, []byte{0x08, 0x07, 0x06}}, {4, []byte{0x08, 0x07, 0x06, 0x05}},
		{8, []byte{0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01}}} {
		v := uint64(0x0102030405060708)
		if got := AppendFixed([]byte{0xaa}, binary.LittleEndian, c.size, v); !bytes.Equal(got, append([]byte{0xaa}, c.le...)) {
			t.Errorf("LE %d: % x", c.size, got)
		}
		be := slices.Clone(c.le)
		slices.Reverse(be)
		if got := AppendFixed(nil, binary.BigEndian, c.size, v); !bytes.Equal(got, be) {
			t.Errorf("BE %d: % x, want % x", c.size, got, be)
		}
		// What Fixed reads back.
		cur := Cursor{B: AppendFixed(nil, binary.BigEndian, c.size, v), Order: binary.BigEndian}
		if got, mask := cur.Fixed(c.size), uint64(1)<<(8*uint(c.size))-1; c.size < 8 && got != v&mask || c.size == 8 && got != v {
			t.Errorf("BE %d reads back %#x", c.size, got)
		}
	}
}

// TestPutReadFixed stores and reads back every size 1..8 in both byte orders.
func TestPutReadFixed(t *testing.T) {
	v := uint64(0x8877665544332211)
	for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
		for size := 1; size <= 8; size++ {
			b := bytes.Repeat([]byte{0xee}, 9)
			PutFixed(b, bo, size, v)
			if !bytes.Equal(b[:size], AppendFixed(nil, bo, size, v)) || b[size] != 0xee {
				t.Errorf("%v %d: % x", bo, size, b)
			}
			want := v
			if size < 8 {
				want &= 1<<(8*uint(size)) - 1
			}
			if got := ReadFixed(b, bo, size); got != want {
				t.Errorf("%v %d: read %#x, want %#x", bo, size, got, want)
			}
		}
	}
}
