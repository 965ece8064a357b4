package migrate

import (
	"slices"
	"sort"
	"unsafe"
)

// run says that n bytes at old offset old (relative to the start of a span) are found,
// unchanged, at new offset new (relative to the new span).
type run struct{ old, new, n int64 }

// mapRun is a run as a map keeps it: a span is one value (an expression and its length), so
// 32 bits hold its offsets, in half the memory. The runs of a span over 4 GiB are not kept:
// an offset inside it then fails to map, as one between runs does.
type mapRun struct{ old, new, n uint32 }

// appendMapRuns appends inner, moved by oldBy and newBy, to dst as a map keeps it; false,
// and nothing appended, when it does not fit.
func appendMapRuns(dst []mapRun, inner []run, oldBy, newBy int64) ([]mapRun, bool) {
	const most = 1<<32 - 1
	for _, r := range inner {
		if o, n := r.old+oldBy, r.new+newBy; o < 0 || n < 0 || r.n < 0 || o+r.n > most || n+r.n > most {
			return dst, false
		}
	}
	dst = roomFor(dst, len(inner))
	for _, r := range inner {
		dst = append(dst, mapRun{uint32(r.old + oldBy), uint32(r.new + newBy), uint32(r.n)})
	}
	return dst, true
}

// span is one stretch of a section that was replaced by bytes of another length. Its
// inner runs (runs[innerAt:innerAt+innerN] of the map) map the positions inside it that
// survived (operations copied as they were), so that a relocation or an offset pointing
// into the stretch can follow. Spans hold no pointers: a map of millions of them costs the
// garbage collector nothing.
type span struct {
	off, oldLen, newLen int64
	cum                 int64 // growth of the spans before this one
	innerAt, innerN     int32
}

// offsetMap maps offsets of a section before the rewrite to offsets after it. Spans are
// added in increasing order and do not overlap.
type offsetMap struct {
	spans []span
	runs  []mapRun
	total int64
	// limit is one past the old size of the section mapped (0: not known, as for the maps
	// of parts). An offset past the section's end maps to nothing: shifting it by the
	// growth would silently move a value that never pointed into the section (IGC's
	// zebins relocate code addresses against symbols defined in debug sections).
	limit int64
}

// roomFor returns s with room for n more elements. A large slice doubles when it grows,
// where append would add a quarter: the tables of a gigabyte input are copied (and their
// fresh pages faulted in) about once instead of four times. Its new array is advised to
// use huge pages before the copy touches it (elements must hold no pointers).
func roomFor[T any](s []T, n int) []T {
	if cap(s)-len(s) >= n {
		return s
	}
	c := len(s) + max(n, len(s))
	var zero T
	if size := uintptr(c) * unsafe.Sizeof(zero); size >= 4*hugePage {
		t := make([]T, len(s), c)
		adviseHuge(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(t))), size))
		copy(t, s)
		return t
	}
	return slices.Grow(s, max(n, len(s)))
}

// sampleScaled returns s with room for scale times what it holds, and a twentieth more,
// when that is more than it has: sized from a sample of the input, the tables of a large
// section are allocated about once instead of growing step by step (each step a copy, and
// fresh memory to fault in).
func sampleScaled[T any](s []T, scale float64) []T {
	return roomFor(s, int(float64(len(s))*scale*1.05)-len(s))
}

// presize gives the map's tables room for scale times what they hold (sampleScaled).
func (m *offsetMap) presize(scale float64) {
	m.spans = sampleScaled(m.spans, scale)
	m.runs = sampleScaled(m.runs, scale)
}

func (m *offsetMap) add(off, oldLen, newLen int64, inner []run) {
	m.addShifted(off, oldLen, newLen, inner, 0, 0)
}

// addShifted adds a span whose inner runs are given relative to a value that starts
// oldBy bytes into the old span and newBy bytes into the new one.
func (m *offsetMap) addShifted(off, oldLen, newLen int64, inner []run, oldBy, newBy int64) {
	at := len(m.runs)
	runs, ok := appendMapRuns(m.runs, inner, oldBy, newBy)
	m.runs = runs
	n := len(m.runs) - at
	if !ok {
		n = 0
	}
	m.spans = append(roomFor(m.spans, 1), span{off: off, oldLen: oldLen, newLen: newLen, cum: m.total,
		innerAt: int32(at), innerN: int32(n)})
	m.total += newLen - oldLen
}

// addFrom appends the spans of o (whose runs are its own) to m. The spans and their runs
// are copied in bulk and then moved to m's growth and runs: joining the maps of the parts
// of a large section copies millions of them.
func (m *offsetMap) addFrom(o *offsetMap) {
	if len(o.spans) == 0 {
		return
	}
	first, last := &o.spans[0], &o.spans[len(o.spans)-1]
	runsFrom, runsTo := first.innerAt, last.innerAt+last.innerN
	dCum, dAt := m.total-first.cum, int32(len(m.runs))-runsFrom
	n := len(m.spans)
	m.spans = append(roomFor(m.spans, len(o.spans)), o.spans...)
	m.runs = append(roomFor(m.runs, int(runsTo-runsFrom)), o.runs[runsFrom:runsTo]...)
	for i := n; i < len(m.spans); i++ {
		s := &m.spans[i]
		s.cum += dCum
		s.innerAt += dAt
	}
	m.total += last.cum + last.newLen - last.oldLen - first.cum
}

// truncate drops the spans from index n on.
func (m *offsetMap) truncate(n int) {
	if n >= len(m.spans) {
		return
	}
	m.total = m.spans[n].cum
	m.runs = m.runs[:m.spans[n].innerAt]
	m.spans = m.spans[:n]
}

func (m *offsetMap) identity() bool { return m == nil || len(m.spans) == 0 }

// lookup maps x. An offset at the start of a span maps to the start of its replacement, one
// at its end to the end of the replacement; an offset strictly inside maps only when an
// inner run covers it (ok is false otherwise).
func (m *offsetMap) lookup(x uint64) (uint64, bool) {
	if m == nil || len(m.spans) == 0 {
		return x, true
	}
	xi := int64(x)
	i := sort.Search(len(m.spans), func(i int) bool { return m.spans[i].off > xi }) - 1
	return m.at(i, x)
}

// at maps x given i, the index of the last span starting at or before x (-1: none).
func (m *offsetMap) at(i int, x uint64) (uint64, bool) {
	xi := int64(x)
	if m.limit > 0 && x >= uint64(m.limit) {
		return 0, false
	}
	if i < 0 {
		return x, true
	}
	s := &m.spans[i]
	base := s.off + s.cum
	switch {
	case xi == s.off:
		return uint64(base), true
	case xi >= s.off+s.oldLen:
		return uint64(xi + s.cum + s.newLen - s.oldLen), true
	}
	rel := xi - s.off
	for _, r := range m.runs[s.innerAt : s.innerAt+s.innerN] {
		if old := int64(r.old); rel >= old && rel < old+int64(r.n) {
			return uint64(base + int64(r.new) + rel - old), true
		}
	}
	return 0, false
}

// mapCursor looks offsets up in spans[lo:hi] of a map, starting from the span found last:
// offsets looked up in about increasing order (references of a unit, list offsets of
// consecutive DIEs) cost a few comparisons instead of a search of the whole map.
type mapCursor struct {
	m      *offsetMap
	lo, hi int // the spans that can matter; x before spans[lo] maps through spans[lo-1]
	i      int // last answer, in lo-1..hi-1
}

func newMapCursor(m *offsetMap, lo, hi int) mapCursor {
	return mapCursor{m: m, lo: lo, hi: hi, i: lo - 1}
}

func (c *mapCursor) lookup(x uint64) (uint64, bool) {
	if c.m == nil || len(c.m.spans) == 0 {
		return x, true
	}
	sp := c.m.spans
	xi := int64(x)
	i := c.i
	// Move forward a few spans, then give up and search.
	if i < c.lo-1 || (i >= c.lo && sp[i].off > xi) {
		i = c.search(xi)
	} else {
		for k := 0; ; k++ {
			if i+1 >= c.hi || sp[i+1].off > xi {
				break
			}
			if k == 8 {
				i = c.search(xi)
				break
			}
			i++
		}
	}
	c.i = i
	return c.m.at(i, x)
}

// search returns the index of the last span of lo..hi starting at or before xi (lo-1
// when none does).
func (c *mapCursor) search(xi int64) int {
	sp := c.m.spans[c.lo:c.hi]
	return c.lo + sort.Search(len(sp), func(i int) bool { return sp[i].off > xi }) - 1
}

// sameSpans reports whether m's spans from index from on have the same places and sizes as
// want's (the values inside may differ).
func (m *offsetMap) sameSpans(from int, want *offsetMap) bool {
	got := m.spans[from:]
	if len(got) != len(want.spans) {
		return false
	}
	for i := range got {
		g, w := &got[i], &want.spans[i]
		if g.off != w.off || g.oldLen != w.oldLen || g.newLen != w.newLen {
			return false
		}
	}
	return true
}
