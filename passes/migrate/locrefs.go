package migrate

import "hdwarf/internal/leb128"

// locRefs holds the .debug_loc offsets that DIEs give, unit by unit in DIE order, each as
// the signed LEB128 difference from the one before it in its unit (the first from 0).
// Producers put a unit's lists one after the other in the order of its DIEs, so most
// references take one or two bytes where an offset takes eight: the 11.7 million
// references of a gigabyte input take 18 MB instead of 94 MB, fresh memory the kernel
// would zero and the walks would stream through.
type locRefs struct {
	b    []byte
	n    int    // references held
	prev uint64 // the last reference of the current unit
	// first and last are the first and last references held; backwards says that some
	// reference is below the one before it (in its unit or an earlier one), which the
	// walk over the lists must then sort.
	first, last uint64
	backwards   bool
}

// locMark is a place in a locRefs: bytes and references before it, and what restart
// needs to go back to it.
type locMark struct {
	at, n     int
	last      uint64
	backwards bool
}

// mark returns the current end, where a unit starts.
func (r *locRefs) mark() locMark { return locMark{len(r.b), r.n, r.last, r.backwards} }

// restart drops what follows m, the start of the unit that is laid out again.
func (r *locRefs) restart(m locMark) {
	r.b, r.n, r.prev, r.last, r.backwards = r.b[:m.at], m.n, 0, m.last, m.backwards
}

// add appends the reference off of the current unit.
func (r *locRefs) add(off uint64) {
	r.b = leb128.AppendSigned(roomFor(r.b, 10), int64(off-r.prev))
	r.prev = off
	if r.n == 0 {
		r.first = off
	}
	r.backwards = r.backwards || off < r.last
	r.last = off
	r.n++
}

// join appends o's references (whole units) to r and returns where they start.
func (r *locRefs) join(o *locRefs) locMark {
	m := r.mark()
	r.b = append(r.b, o.b...)
	r.follow(o)
	return m
}

// follow counts and orders o's references as if they followed r's, without their bytes.
func (r *locRefs) follow(o *locRefs) {
	if o.n > 0 {
		r.backwards = r.backwards || o.backwards || (r.n > 0 && o.first < r.last)
		if r.n == 0 {
			r.first = o.first
		}
		r.last = o.last
	}
	r.n += o.n
	r.prev = 0
}

// locCursor steps through the references of one unit.
type locCursor struct {
	b   []byte
	off uint64
}

// take decodes the next references into buf, as many as it holds, and returns them (none
// at the end). Taking them in batches keeps a call per reference out of the walks.
func (c *locCursor) take(buf []uint64) []uint64 {
	b, off := c.b, c.off
	n := 0
	for n < len(buf) && len(b) > 0 {
		if b[0] < 0x40 { // most differences: one byte, positive
			off += uint64(b[0])
			b = b[1:]
		} else {
			d, k := leb128.Signed(b)
			if k <= 0 {
				b = nil // bytes add did not write: nothing more to read
				break
			}
			off += uint64(d)
			b = b[k:]
		}
		buf[n] = off
		n++
	}
	c.b, c.off = b, off
	return buf[:n]
}
