package migrate

import "sort"

// run says that n bytes at old offset old (relative to the start of a span) are found,
// unchanged, at new offset new (relative to the new span).
type run struct{ old, new, n int64 }

// span is one stretch of a section that was replaced by bytes of another length. inner
// maps the positions inside it that survived (operations copied as they were), so that a
// relocation or an offset pointing into the stretch can follow.
type span struct {
	off, oldLen, newLen int64
	inner               []run
}

// offsetMap maps offsets of a section before the rewrite to offsets after it. Spans are
// added in increasing order and do not overlap.
type offsetMap struct {
	spans []span
	cum   []int64 // cum[i]: growth of spans[:i]
	total int64
}

func (m *offsetMap) add(s span) {
	m.spans = append(m.spans, s)
	m.cum = append(m.cum, m.total)
	m.total += s.newLen - s.oldLen
}

// truncate drops the spans from index n on.
func (m *offsetMap) truncate(n int) {
	if n >= len(m.spans) {
		return
	}
	m.total = m.cum[n]
	m.spans, m.cum = m.spans[:n], m.cum[:n]
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
	if i < 0 {
		return x, true
	}
	s := &m.spans[i]
	base := s.off + m.cum[i]
	switch {
	case xi == s.off:
		return uint64(base), true
	case xi >= s.off+s.oldLen:
		return uint64(xi + m.cum[i] + s.newLen - s.oldLen), true
	}
	rel := xi - s.off
	for _, r := range s.inner {
		if rel >= r.old && rel < r.old+r.n {
			return uint64(base + r.new + rel - r.old), true
		}
	}
	return 0, false
}

// sameSpans reports whether m's spans from index from on have the same places and sizes as
// want (the values inside may differ).
func (m *offsetMap) sameSpans(from int, want []span) bool {
	got := m.spans[from:]
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if got[i].off != want[i].off || got[i].oldLen != want[i].oldLen || got[i].newLen != want[i].newLen {
			return false
		}
	}
	return true
}
