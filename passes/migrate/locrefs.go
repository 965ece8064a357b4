package migrate

import "hdwarf/internal/leb128"

// locRefs holds the .debug_loc offsets that DIEs give, unit by unit in DIE order, each as
// the signed LEB128 difference from the one before it in its unit (the first from 0).
// Producers put a unit's lists one after the other in the order of its DIEs, so most
// references take one or two bytes where an offset takes eight: the 11.7 million
// references of a gigabyte input take 14 MB instead of 94 MB, fresh memory the kernel
// would zero and the walks would stream through.
type locRefs struct {
	b    []byte
	n    int    // references held
	prev uint64 // the last reference of the current unit
}

// locMark is a place in a locRefs: bytes and references before it.
type locMark struct{ at, n int }

// mark returns the current end, where a unit starts.
func (r *locRefs) mark() locMark { return locMark{len(r.b), r.n} }

// restart drops what follows m, the start of the unit that is laid out again.
func (r *locRefs) restart(m locMark) {
	r.b, r.n, r.prev = r.b[:m.at], m.n, 0
}

// add appends the reference off of the current unit.
func (r *locRefs) add(off uint64) {
	r.b = leb128.AppendSigned(roomFor(r.b, 10), int64(off-r.prev))
	r.prev = off
	r.n++
}

// join appends o's references (whole units) to r and returns where they start.
func (r *locRefs) join(o *locRefs) locMark {
	m := r.mark()
	r.b = append(r.b, o.b...)
	r.n += o.n
	r.prev = 0
	return m
}

// locCursor steps through the references of one unit.
type locCursor struct {
	b   []byte
	off uint64
}

// next returns the next reference; false at the end.
func (c *locCursor) next() (uint64, bool) {
	if len(c.b) > 0 && c.b[0] < 0x40 { // most differences: one byte, positive
		c.off += uint64(c.b[0])
		c.b = c.b[1:]
		return c.off, true
	}
	d, n := leb128.Signed(c.b)
	if n == 0 {
		return 0, false // the end (or bytes add did not write: nothing more to read)
	}
	c.off += uint64(d)
	c.b = c.b[n:]
	return c.off, true
}
