package dwarf

import (
	"encoding/binary"
	"testing"

	"hdwarf/internal/leb128"
)

// lebInput is DIE-like data: mostly one-byte LEB128 values (attribute codes, small
// constants), some two- and five-byte ones, and a few negative signed ones.
func lebInput() []byte {
	var b []byte
	for i := 0; len(b) < 1<<20; i++ {
		switch {
		case i%16 == 0:
			b = leb128.AppendUnsigned(b, 1<<30+uint64(i))
		case i%4 == 0:
			b = leb128.AppendUnsigned(b, 200+uint64(i%1000))
		default:
			b = leb128.AppendUnsigned(b, uint64(i%100))
		}
	}
	return b
}

// ulebInline is the loop the cursor had before it called leb128.Unsigned; it stays
// here only as the reference the benchmark compares against (docs/benchmarks.md).
func (c *cursor) ulebInline() uint64 {
	if c.err != nil {
		return 0
	}
	var v uint64
	var shift uint
	start := c.off
	for {
		if c.off >= uint64(len(c.b)) {
			c.off = start
			c.fail("ULEB128 runs past the end of the section")
			return 0
		}
		b := c.b[c.off]
		c.off++
		if shift < 64 {
			v |= uint64(b&0x7f) << shift
		}
		shift += 7
		if b&0x80 == 0 {
			return v
		}
	}
}

var sink uint64

func benchULEB(b *testing.B, read func(*cursor) uint64) {
	in := lebInput()
	b.SetBytes(int64(len(in)))
	for i := 0; i < b.N; i++ {
		c := makeCursor(".debug_info", in, 0, binary.LittleEndian)
		var s uint64
		for c.off < uint64(len(in)) {
			s += read(&c)
		}
		sink += s
	}
}

// BenchmarkULEBShared and BenchmarkULEBInline compare the DIE reader's ULEB128 through the
// shared decoder with the inlined loop it replaced.
func BenchmarkULEBShared(b *testing.B) { benchULEB(b, (*cursor).uleb) }
func BenchmarkULEBInline(b *testing.B) { benchULEB(b, (*cursor).ulebInline) }

// TestULEBSharedMatchesInline checks the two agree on the benchmark's input and on input cut
// short.
func TestULEBSharedMatchesInline(t *testing.T) {
	in := lebInput()
	for _, b := range [][]byte{in, in[:len(in)-1], {0x80, 0x80}, {}} {
		c1, c2 := makeCursor("s", b, 0, binary.LittleEndian), makeCursor("s", b, 0, binary.LittleEndian)
		for c1.err == nil && c1.off < uint64(len(b))+1 {
			v1, v2 := c1.uleb(), c2.ulebInline()
			if v1 != v2 || c1.off != c2.off || (c1.err == nil) != (c2.err == nil) {
				t.Fatalf("at %#x: %#x/%#x, offsets %#x/%#x, errors %v/%v", c1.off, v1, v2, c1.off, c2.off, c1.err, c2.err)
			}
		}
		if c1.err != nil && c1.err.Error() != c2.err.Error() {
			t.Fatalf("errors differ: %v / %v", c1.err, c2.err)
		}
	}
}
