package compress

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// openEnd turns a complete raw deflate stream (RFC 1951, its last block marked final) into one
// that stays open and ends byte-aligned, the way a sync flush ends: the final bit of the last
// block is cleared and an empty stored block follows it. Streams made by encoders that only
// compress whole buffers (libdeflate) can then follow each other as the chunks of one stream.
// It walks the blocks to find where the last one starts and ends, decoding Huffman codes but
// not building output.
func openEnd(b []byte) ([]byte, error) {
	start, end, err := lastBlock(b)
	if err != nil {
		return nil, err
	}
	b[start>>3] &^= 1 << (start & 7) // BFINAL of the last block
	// Keep the bits before end; then BFINAL=0 and BTYPE=00 (three zero bits), zero padding to
	// the byte, LEN=0 and NLEN=0xffff.
	n := (end + 3 + 7) >> 3
	for len(b) < n {
		b = append(b, 0)
	}
	b = b[:n]
	i := end >> 3
	b[i] &= byte(1<<(end&7) - 1)
	clear(b[i+1:])
	return append(b, 0, 0, 0xff, 0xff), nil
}

// bitReader reads a deflate stream's bits, least significant first, through a 64-bit
// accumulator; past the end it reads zeros (the callers check the position against the end).
type bitReader struct {
	b   []byte
	i   int    // next byte to load (may pass len(b))
	acc uint64 // loaded bits not yet consumed
	n   int    // how many
}

// fill loads bytes until at least 56 bits are ready.
func (r *bitReader) fill() {
	if r.n >= 56 {
		return
	}
	if r.i+8 <= len(r.b) {
		r.acc |= binary.LittleEndian.Uint64(r.b[r.i:]) << r.n
		k := (63 - r.n) >> 3
		r.i += k
		r.n += 8 * k
		return
	}
	for r.n <= 56 {
		if r.i < len(r.b) {
			r.acc |= uint64(r.b[r.i]) << r.n
		}
		r.i++
		r.n += 8
	}
}

// pos is the position of the next bit.
func (r *bitReader) pos() int { return 8*r.i - r.n }

// seek moves to bit position p.
func (r *bitReader) seek(p int) {
	r.i, r.acc, r.n = p>>3, 0, 0
	r.fill()
	r.skip(p & 7)
}

func (r *bitReader) skip(k int) {
	r.acc >>= k
	r.n -= k
}

// get returns the next k (at most 32) bits.
func (r *bitReader) get(k int) uint32 {
	if r.n < k {
		r.fill()
	}
	v := uint32(r.acc & (1<<k - 1))
	r.skip(k)
	return v
}

// huffman decodes one canonical prefix code by lookup of its longest code's width of bits.
type huffman struct {
	table []uint32 // symbol<<4 | code length; 0 where no code starts
	width int
}

// build makes the table from code lengths (0: symbol unused). Codes that do not fill the
// space are accepted (a deflate distance code may have one code); bits no code starts with
// decode as an error.
func (h *huffman) build(lengths []uint8) {
	var count [16]int
	h.width = 0
	for _, l := range lengths {
		if l > 0 {
			count[l]++
			h.width = max(h.width, int(l))
		}
	}
	var next [16]uint32
	code := uint32(0)
	for l := 1; l < 16; l++ {
		code = (code + uint32(count[l-1])) << 1
		next[l] = code
	}
	size := 1 << h.width
	if cap(h.table) < size {
		h.table = make([]uint32, size)
	}
	h.table = h.table[:size]
	clear(h.table)
	for sym, l := range lengths {
		if l == 0 {
			continue
		}
		c := next[l]
		next[l]++
		rev := uint32(0)
		for i := 0; i < int(l); i++ {
			rev |= (c >> i & 1) << (int(l) - 1 - i)
		}
		for k := int(rev); k < size; k += 1 << l {
			h.table[k] = uint32(sym)<<4 | uint32(l)
		}
	}
}

var errBadCode = errors.New("invalid Huffman code")

// decode reads one code; the caller has filled the reader with enough bits.
func (h *huffman) decode(r *bitReader) (int, error) {
	e := h.table[r.acc&(1<<h.width-1)]
	if e == 0 {
		return 0, errBadCode
	}
	r.skip(int(e & 15))
	return int(e >> 4), nil
}

// Extra bits of the length codes 257..285 and of the distance codes 0..29.
var (
	lengthExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	distExtra   = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	// clOrder is the order of the code-length code's lengths in a dynamic block header.
	clOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}
)

// lastBlock walks the blocks of a raw deflate stream and returns the bit positions where the
// final block starts and where it ends.
func lastBlock(b []byte) (start, end int, err error) {
	r := bitReader{b: b}
	r.fill()
	limit := 8 * len(b)
	var lit, dist, cl huffman
	lengths := make([]uint8, 288+32)
	for {
		start = r.pos()
		final := r.get(1)
		switch r.get(2) {
		case 0: // stored
			r.skip(r.n & 7) // to the byte: loads are whole bytes
			n, nn := r.get(16), r.get(16)
			if n != ^nn&0xffff {
				return 0, 0, fmt.Errorf("deflate: stored block at bit %d: length %#x does not match %#x", start, n, nn)
			}
			r.seek(r.pos() + 8*int(n))
		case 1: // fixed codes
			for i := range 288 {
				switch {
				case i < 144:
					lengths[i] = 8
				case i < 256:
					lengths[i] = 9
				case i < 280:
					lengths[i] = 7
				default:
					lengths[i] = 8
				}
			}
			lit.build(lengths[:288])
			for i := range 30 {
				lengths[i] = 5
			}
			dist.build(lengths[:30])
			if err := skipCodes(&r, &lit, &dist, limit); err != nil {
				return 0, 0, fmt.Errorf("deflate: block at bit %d: %w", start, err)
			}
		case 2: // dynamic codes
			nlit, ndist, ncl := int(r.get(5))+257, int(r.get(5))+1, int(r.get(4))+4
			var cls [19]uint8
			for i := 0; i < ncl; i++ {
				cls[clOrder[i]] = uint8(r.get(3))
			}
			cl.build(cls[:])
			all := lengths[:nlit+ndist]
			for i := 0; i < len(all); {
				r.fill()
				sym, err := cl.decode(&r)
				if err != nil || r.pos() > limit {
					return 0, 0, fmt.Errorf("deflate: block at bit %d: bad code lengths", start)
				}
				rep, val := 1, uint8(sym)
				switch sym {
				case 16:
					if i == 0 {
						return 0, 0, fmt.Errorf("deflate: block at bit %d: repeat with no length before it", start)
					}
					rep, val = 3+int(r.get(2)), all[i-1]
				case 17:
					rep, val = 3+int(r.get(3)), 0
				case 18:
					rep, val = 11+int(r.get(7)), 0
				}
				if i+rep > len(all) {
					return 0, 0, fmt.Errorf("deflate: block at bit %d: code lengths overrun", start)
				}
				for ; rep > 0; rep-- {
					all[i] = val
					i++
				}
			}
			lit.build(all[:nlit])
			dist.build(all[nlit:])
			if err := skipCodes(&r, &lit, &dist, limit); err != nil {
				return 0, 0, fmt.Errorf("deflate: block at bit %d: %w", start, err)
			}
		default:
			return 0, 0, fmt.Errorf("deflate: block at bit %d: reserved block type", start)
		}
		if r.pos() > limit {
			return 0, 0, fmt.Errorf("deflate: block at bit %d runs past the end of the stream", start)
		}
		if final == 1 {
			return start, r.pos(), nil
		}
	}
}

// skipCodes reads literal/length and distance codes up to the end of a block.
func skipCodes(r *bitReader, lit, dist *huffman, limit int) error {
	for r.pos() <= limit {
		r.fill() // 56 bits: a length code and a distance code with their extra bits
		sym, err := lit.decode(r)
		if err != nil {
			return err
		}
		switch {
		case sym < 256:
			continue
		case sym == 256:
			return nil
		case sym > 285:
			return fmt.Errorf("length code %d", sym)
		}
		r.skip(int(lengthExtra[sym-257]))
		d, err := dist.decode(r)
		if err != nil {
			return err
		}
		if d >= 30 {
			return fmt.Errorf("distance code %d", d)
		}
		r.skip(int(distExtra[d]))
	}
	return errors.New("runs past the end of the stream")
}
