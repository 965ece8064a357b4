package elfrw

import (
	"debug/elf"
	"fmt"
	"math"
	"sort"
)

// span is a half-open byte range of the output file.
type span struct{ lo, hi uint64 }

// layout decides where every section and the section header table go.
//
// Bytes that a segment covers, the headers before them and SHF_ALLOC sections never move. Other
// sections keep their offsets up to the first one that changed size or was removed; from there
// on they are packed in their original order at their alignment, which is what linkers and
// assemblers do, so that undoing a change (adding then removing a section) restores the file.
type layout struct {
	keepShoff bool   // the section header table stays where it was
	preserve  uint64 // gaps below this offset keep the input's bytes
	pinned    []span // ranges that hold fixed bytes (headers, segments)
	phoff     uint64 // e_phoff: where the program header table goes
	shoff     uint64
	size      uint64
}

func (f *File) computeLayout() (*layout, error) {
	ehsz, phsz, shsz := headerSizes(f.Class)
	l := &layout{}
	l.pinned = append(l.pinned, span{0, uint64(ehsz)})
	l.phoff = f.Phoff
	phSize := uint64(len(f.Progs) * phsz)
	for _, p := range f.Progs {
		if p.Filesz > 0 {
			l.pinned = append(l.pinned, span{p.Off, p.Off + p.Filesz})
		}
	}
	const never = math.MaxUint64
	firstChange := uint64(never)
	if f.removed {
		firstChange = f.removedAt
	}
	var fixed, moving []*Section
	for i, s := range f.Sections {
		if i == 0 {
			continue
		}
		if s.IsNew() {
			moving = append(moving, s)
			continue
		}
		if f.Pinned(s) {
			if s.HasFileData() && s.Size != uint64(s.origLen) {
				if s.Flags&elf.SHF_ALLOC != 0 {
					return nil, fmt.Errorf("section %s: cannot change the size of a section that is loaded by a segment", s.Name)
				}
				// A non-loaded section that a segment happens to cover moves out; its old
				// bytes stay, as part of the segment.
				moving = append(moving, s)
				continue
			}
			fixed = append(fixed, s)
			continue
		}
		if s.HasFileData() && s.Size != uint64(s.origLen) {
			firstChange = min(firstChange, uint64(s.origOff))
		}
	}
	// A relocatable file's program header table is not loaded; when it lies behind the first
	// change and in no segment (IGC puts it last), it moves to the end like the section header
	// table, so that the file can shrink. Elsewhere it stays where it is.
	movePh := len(f.Progs) > 0 && f.Type == elf.ET_REL && f.Phoff >= firstChange && !f.inSegment(f.Phoff, f.Phoff+phSize)
	if len(f.Progs) > 0 && !movePh {
		l.pinned = append(l.pinned, span{f.Phoff, f.Phoff + phSize})
	}
	for i, s := range f.Sections {
		if i == 0 || s.IsNew() || f.Pinned(s) {
			continue
		}
		if !s.HasFileData() || uint64(s.origOff) < firstChange {
			s.Offset = uint64(s.origOff)
			fixed = append(fixed, s)
		} else {
			moving = append(moving, s)
		}
	}
	// Moving sections keep their input order; new ones follow in index order.
	sort.SliceStable(moving, func(a, b int) bool {
		x, y := moving[a], moving[b]
		if x.IsNew() != y.IsNew() {
			return !x.IsNew()
		}
		if x.IsNew() {
			return false
		}
		return x.origOff < y.origOff
	})

	occupied := append([]span(nil), l.pinned...)
	var end uint64
	for _, s := range fixed {
		if s.HasFileData() {
			occupied = append(occupied, span{s.Offset, s.Offset + s.Size})
		}
	}
	for _, sp := range occupied {
		end = max(end, sp.hi)
	}
	cursor := end
	if firstChange != never {
		cursor = firstChange
	}
	l.preserve = cursor
	if firstChange == never {
		l.preserve = max(cursor, uint64(f.srcSize))
	}
	// Moving sections go at or after the cursor, which only grows, so each is placed among
	// the fixed spans alone (a sorted map: linear in the number of sections in all).
	fixedMap := newSpanMap(occupied)
	for _, s := range moving {
		if !s.HasFileData() {
			s.Offset = cursor
			continue
		}
		s.Offset = fixedMap.place(cursor, s.Size, s.Addralign)
		occupied = append(occupied, span{s.Offset, s.Offset + s.Size})
		cursor = s.Offset + s.Size
		end = max(end, cursor)
	}

	if movePh {
		l.phoff = newSpanMap(occupied).place(max(end, cursor), phSize, uint64(f.AddrSize()))
		occupied = append(occupied, span{l.phoff, l.phoff + phSize})
		end = max(end, l.phoff+phSize)
	}

	unchanged := len(moving) == 0 && firstChange == never && !f.countChanged
	switch {
	case len(f.Sections) == 0:
		l.shoff = 0
	case unchanged && f.Shoff != 0:
		l.shoff = f.Shoff
		l.keepShoff = true
	default:
		// First fit from the end of the ELF header: the table goes back where it was when a
		// change is undone (producers that put it first), and at the end otherwise.
		size := uint64(len(f.Sections) * shsz)
		all := newSpanMap(occupied)
		l.shoff = all.place(uint64(ehsz), size, f.shdrAlign())
		if l.shoff+size > firstData(f.Sections) {
			l.shoff = all.place(max(end, cursor), size, f.shdrAlign())
		}
		if f.Shoff < l.preserve && f.Shoff != 0 {
			// The old table's bytes would survive as a gap; start zeroing there instead.
			l.preserve = f.Shoff
		}
	}
	end = max(end, l.shoff+uint64(len(f.Sections)*shsz))
	if unchanged {
		end = max(end, uint64(f.srcSize))
	}
	l.size = end
	// Everything written comes from the input, replaced data or headers, plus padding.
	bound := uint64(f.srcSize) + uint64((len(f.Sections)+2)*(shsz+maxAlign)) + uint64(ehsz+len(f.Progs)*phsz)
	for _, s := range f.Sections {
		if s.replace || s.IsNew() {
			bound += s.storedLen()
		}
	}
	if l.size > bound {
		return nil, fmt.Errorf("the new layout would need %d bytes, more than the %d its contents call for", l.size, bound)
	}
	return l, nil
}

// spanMap is a set of occupied spans, merged where they overlap and sorted.
type spanMap []span

func newSpanMap(occupied []span) spanMap {
	m := make(spanMap, 0, len(occupied))
	for _, sp := range occupied {
		if sp.hi > sp.lo {
			m = append(m, sp)
		}
	}
	sort.Slice(m, func(a, b int) bool { return m[a].lo < m[b].lo })
	out := m[:0]
	for _, sp := range m {
		if n := len(out); n > 0 && sp.lo < out[n-1].hi {
			out[n-1].hi = max(out[n-1].hi, sp.hi)
			continue
		}
		out = append(out, sp)
	}
	return out
}

// place finds the first offset at or after from, aligned, where size bytes overlap nothing.
func (m spanMap) place(from, size, align uint64) uint64 {
	pos := alignUp(from, align)
	for i := sort.Search(len(m), func(i int) bool { return m[i].hi > pos }); i < len(m); i++ {
		if m[i].lo >= pos+max(size, 1) {
			break
		}
		if pos < m[i].hi {
			pos = alignUp(m[i].hi, align)
		}
	}
	return pos
}

// maxAlign caps the alignment honoured when placing a section: real non-loaded sections ask
// for at most a page, and a damaged header must not make the output huge.
const maxAlign = 1 << 16

func alignUp(v, a uint64) uint64 {
	a = min(a, maxAlign)
	if a <= 1 {
		return v
	}
	return (v + a - 1) / a * a
}

// Pinned reports whether the section's bytes must stay where they are in the input: a segment
// loads them (or, for a loaded section, will).
func (f *File) Pinned(s *Section) bool {
	if s.IsNew() {
		return false
	}
	// In a relocatable file without segments nothing is loaded from file offsets yet: a
	// linker places SHF_ALLOC sections itself, so they may move like the others.
	if s.Flags&elf.SHF_ALLOC != 0 && (f.Type != elf.ET_REL || len(f.Progs) > 0) {
		// Except, in a relocatable file, an empty one that no segment reaches (any more, once
		// a segment was cut back): nothing of it is loaded from the file.
		return f.Type != elf.ET_REL || s.origLen > 0 || f.reaches(uint64(s.origOff))
	}
	return f.inSegment(uint64(s.origOff), uint64(s.origOff+s.origLen))
}

// reaches reports whether a segment's file bytes cover offset off or end there.
func (f *File) reaches(off uint64) bool {
	for _, p := range f.Progs {
		if p.Filesz > 0 && off >= p.Off && off <= p.Off+p.Filesz {
			return true
		}
	}
	return false
}

// inSegment reports whether a segment's file bytes cover the non-empty range [lo, hi).
func (f *File) inSegment(lo, hi uint64) bool {
	for _, p := range f.Progs {
		if p.Filesz > 0 && lo >= p.Off && hi <= p.Off+p.Filesz && hi > lo {
			return true
		}
	}
	return false
}

// shdrAlign is the alignment for a moved section header table. Some producers (IGC's zebin
// writer) align nothing; keeping to that lets an undone change restore their files exactly.
func (f *File) shdrAlign() uint64 {
	w := uint64(f.AddrSize())
	if f.Shoff != 0 && f.Shoff%w != 0 {
		return 1
	}
	for _, s := range f.Sections {
		if s.Addralign > 1 {
			return w
		}
	}
	if len(f.Sections) > 2 {
		return 1
	}
	return w
}

// firstData is the lowest offset of any section's bytes.
func firstData(secs []*Section) uint64 {
	lo := uint64(math.MaxUint64)
	for _, s := range secs {
		if s.HasFileData() && s.Size > 0 {
			lo = min(lo, s.Offset)
		}
	}
	return lo
}
