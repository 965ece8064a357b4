package leb128

import (
	"bytes"
	"math"
	"testing"
)

// The examples of DWARF 5 §7.6, figures 22 and 23, plus the extremes.
func TestSpecExamples(t *testing.T) {
	unsigned := []struct {
		v    uint64
		want []byte
	}{
		{2, []byte{2}}, {127, []byte{127}}, {128, []byte{0x80, 1}}, {129, []byte{0x81, 1}},
		{130, []byte{0x82, 1}}, {12857, []byte{0xb9, 100}},
		{math.MaxUint64, []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 1}},
	}
	for _, c := range unsigned {
		if got := AppendUnsigned(nil, c.v); !bytes.Equal(got, c.want) || UnsignedLen(c.v) != len(c.want) {
			t.Errorf("unsigned %d: % x (len %d), want % x", c.v, got, UnsignedLen(c.v), c.want)
		}
		if v, n := Unsigned(append(c.want, 0x55)); v != c.v || n != len(c.want) {
			t.Errorf("Unsigned(% x) = %d, %d bytes; want %d, %d bytes", c.want, v, n, c.v, len(c.want))
		}
		if _, n := Unsigned(c.want[:len(c.want)-1]); n != 0 {
			t.Errorf("Unsigned(% x), cut short, reads %d bytes", c.want[:len(c.want)-1], n)
		}
	}
	signed := []struct {
		v    int64
		want []byte
	}{
		{2, []byte{2}}, {-2, []byte{0x7e}}, {127, []byte{0xff, 0}}, {-127, []byte{0x81, 0x7f}},
		{128, []byte{0x80, 1}}, {-128, []byte{0x80, 0x7f}}, {129, []byte{0x81, 1}}, {-129, []byte{0xff, 0x7e}},
		{math.MinInt64, []byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x7f}},
	}
	for _, c := range signed {
		if got := AppendSigned(nil, c.v); !bytes.Equal(got, c.want) || SignedLen(c.v) != len(c.want) {
			t.Errorf("signed %d: % x (len %d), want % x", c.v, got, SignedLen(c.v), c.want)
		}
		if v, n := Signed(append(c.want, 0x55)); v != c.v || n != len(c.want) {
			t.Errorf("Signed(% x) = %d, %d bytes; want %d, %d bytes", c.want, v, n, c.v, len(c.want))
		}
		if _, n := Signed(c.want[:len(c.want)-1]); n != 0 {
			t.Errorf("Signed(% x), cut short, reads %d bytes", c.want[:len(c.want)-1], n)
		}
	}
}

// TestSignedRoundTrip decodes what AppendSigned writes, around each power of two.
func TestSignedRoundTrip(t *testing.T) {
	for sh := 0; sh < 64; sh++ {
		for _, base := range []int64{1 << sh, -(1 << sh)} {
			for _, v := range []int64{base - 1, base, base + 1} {
				b := AppendSigned(nil, v)
				if got, n := Signed(b); got != v || n != len(b) {
					t.Fatalf("%d: % x decodes to %d in %d bytes", v, b, got, n)
				}
			}
		}
	}
}

// TestPadded reads numbers padded past ten bytes, refuses those whose bits run past the
// 64th (-1), and a number cut short (0).
func TestPadded(t *testing.T) {
	padded := append(bytes.Repeat([]byte{0x85}, 1), append(bytes.Repeat([]byte{0x80}, 14), 0)...) // 5 in 16 bytes
	if v, n := Unsigned(padded); v != 5 || n != 16 {
		t.Errorf("padded 5 read as %d in %d bytes", v, n)
	}
	if v, n := Signed(padded); v != 5 || n != 16 {
		t.Errorf("padded signed 5 read as %d in %d bytes", v, n)
	}
	neg := append([]byte{0xff}, append(bytes.Repeat([]byte{0xff}, 11), 0x7f)...) // -1 in 13 bytes
	if v, n := Signed(neg); v != -1 || n != 13 {
		t.Errorf("padded -1 read as %d in %d bytes", v, n)
	}
	if _, n := Unsigned(padded[:15]); n != 0 {
		t.Error("a number cut short was read")
	}
	if _, n := Signed(neg[:12]); n != 0 {
		t.Error("a signed number cut short was read")
	}
	for _, c := range []struct {
		b      []byte
		signed bool
	}{
		{append(bytes.Repeat([]byte{0x80}, 9), 0x02), false},                  // bit 64
		{append(bytes.Repeat([]byte{0x80}, 10), 0x01), false},                 // bit 70, in an eleventh byte
		{append(bytes.Repeat([]byte{0x80}, 9), 0x01), true},                   // bit 63 set, bits past it clear
		{append(bytes.Repeat([]byte{0xff}, 9), 0xff, 0x00), true},             // ones, then a zero byte
		{append(bytes.Repeat([]byte{0x80}, 9), 0x80, 0x80, 0x80, 0x01), true}, // a one long past the sign
	} {
		var n int
		if c.signed {
			_, n = Signed(c.b)
		} else {
			_, n = Unsigned(c.b)
		}
		if n != -1 {
			t.Errorf("% x (signed %v): length %d, want -1 (past 64 bits)", c.b, c.signed, n)
		}
	}
	if v, n := Unsigned(append(bytes.Repeat([]byte{0xff}, 9), 0x81, 0x80, 0x00)); v != math.MaxUint64 || n != 12 {
		t.Errorf("padded MaxUint64 read as %#x in %d bytes", v, n)
	}
}
