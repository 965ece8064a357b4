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
	}
}
