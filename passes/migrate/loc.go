package migrate

import (
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"hdwarf/internal/bytecursor"
	"hdwarf/internal/leb128"
	"slices"
	"sort"
	"sync"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/sections/dwarf"
)

// refsFor returns the reference mapper of unit k once every unit is laid out.
func (ir *infoRewriter) refsFor(k int) *unitWriter {
	e := &unitWriter{unitWalk: unitWalk{ir: ir}}
	e.reset(k, nil)
	return e
}

func unitCtx(m *migrator, u *dwarf.Unit) expr.Context {
	return expr.Context{AddrSize: u.AddrSize, OffsetSize: u.OffsetSize(), ByteOrder: m.d.ByteOrder, Version: u.Version}
}

// locUse is a .debug_loc list and the unit that uses it.
type locUse struct {
	off  uint64
	ir   *infoRewriter
	unit int
}

// unitPos names unit k of infos[ii]; {len(infos), 0} is the end.
type unitPos struct{ ii, k int }

// locSorted reports whether the units refer to .debug_loc lists in increasing order (as
// producers emit them, in the order of the DIEs that use them), and how many references
// there are.
func locSorted(infos []*infoRewriter) (bool, int) {
	var all locRefs
	for _, ir := range infos {
		all.follow(&ir.locRefs)
	}
	return !all.backwards, all.n
}

// locCursor steps through the .debug_loc references of unit k.
func (ir *infoRewriter) locCursor(k int) locCursor {
	return locCursor{b: ir.locRefs.b[ir.locUnit[k].at:ir.locUnit[k+1].at]}
}

// unitLocCount is the number of .debug_loc references of units lo..hi.
func (ir *infoRewriter) unitLocCount(lo, hi int) int { return ir.locUnit[hi].n - ir.locUnit[lo].n }

// locSplit returns the unit boundaries that cut the n references into about w equal runs.
func locSplit(infos []*infoRewriter, n, w int) []unitPos {
	cuts := []unitPos{{0, 0}}
	seen := 0
	for ii, ir := range infos {
		for k := range ir.units {
			seen += ir.unitLocCount(k, k+1)
			if len(cuts) < w && seen*w >= n*len(cuts) && seen < n {
				cuts = append(cuts, unitPos{ii, k + 1})
			}
		}
	}
	return append(cuts, unitPos{len(infos), 0})
}

// unitsOf returns the units lo..hi of infos[ii] that lie between from and to.
func unitsOf(infos []*infoRewriter, ii int, from, to unitPos) (lo, hi int) {
	lo, hi = 0, len(infos[ii].units)
	if ii == from.ii {
		lo = from.k
	}
	if ii == to.ii {
		hi = min(to.k, hi)
	}
	return lo, max(lo, hi)
}

// locCount counts the references of the units from..to.
func locCount(infos []*infoRewriter, from, to unitPos) int {
	n := 0
	for ii := from.ii; ii < len(infos) && ii <= to.ii; ii++ {
		lo, hi := unitsOf(infos, ii, from, to)
		n += infos[ii].unitLocCount(lo, hi)
	}
	return n
}

// locUsesSorted yields the references of the units from..to, in order.
func locUsesSorted(infos []*infoRewriter, from, to unitPos, yield func(locUse) error) error {
	for ii := from.ii; ii < len(infos) && ii <= to.ii; ii++ {
		ir := infos[ii]
		lo, hi := unitsOf(infos, ii, from, to)
		var buf [64]uint64
		for k := lo; k < hi; k++ {
			c := ir.locCursor(k)
			for offs := c.take(buf[:]); len(offs) > 0; offs = c.take(buf[:]) {
				for _, off := range offs {
					if err := yield(locUse{off, ir, k}); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// locUsesUnsorted yields every reference by offset, from a sorted copy.
func locUsesUnsorted(infos []*infoRewriter, n int, yield func(locUse) error) error {
	all := make([]locUse, 0, n)
	_ = locUsesSorted(infos, unitPos{0, 0}, unitPos{len(infos), 0}, func(r locUse) error {
		all = append(all, r)
		return nil
	})
	slices.SortStableFunc(all, func(a, b locUse) int {
		switch {
		case a.off < b.off:
			return -1
		case a.off > b.off:
			return 1
		}
		return 0
	})
	for _, r := range all {
		if err := yield(r); err != nil {
			return err
		}
	}
	return nil
}

// locPart is what rewriting the lists of a run of references gives.
type locPart struct {
	expect  int // references the part reads
	reserve int // references its tables are sized for
	om      offsetMap
	repl    []byte // the new bytes of om's spans, in order
	first   uint64 // offset of the first list read
	read    bool   // some list was read
	covered uint64 // end of the last list read
	work    *exprWork
	err     error
}

// rewriteLoc rewrites the DWARF 2-4 location lists the units refer to. Lists are read from
// each referenced offset to their end-of-list entry; bytes no list covers are kept. The
// rewritten entries are collected first, so that the new section is allocated once, at
// its final size. When the references come in increasing order, runs of units are
// rewritten by several goroutines; the runs join when no list of one reaches into the next
// (else the lists are read again in one run).
func (m *migrator) rewriteLoc(infos []*infoRewriter) error {
	// The references are not needed once the lists are rewritten: drop them before the
	// sections are written.
	defer func() {
		for _, ir := range infos {
			ir.locRefs, ir.locUnit = locRefs{}, nil
		}
	}()
	sec := m.d.Sec(".debug_loc")
	if sec == nil {
		return nil
	}
	raw := sec.Raw
	sorted, n := locSorted(infos)
	var parts []*locPart
	if sorted {
		cuts := locSplit(infos, n, m.workers(n, len(raw)))
		parts = make([]*locPart, len(cuts)-1)
		var wg sync.WaitGroup
		for i := range parts {
			from, to := cuts[i], cuts[i+1]
			// The first part's tables take the others' when the parts join: size them
			// for every reference.
			p := &locPart{work: newExprWork(), expect: locCount(infos, from, to), reserve: n}
			if i > 0 {
				p.reserve = p.expect
			}
			parts[i] = p
			wg.Add(1)
			go func() {
				defer wg.Done()
				p.err = elfrw.Guard(func() error {
					return m.rewriteLocPart(sec, p, func(yield func(locUse) error) error {
						return locUsesSorted(infos, from, to, yield)
					})
				})
			}()
		}
		wg.Wait()
		// reach is where the lists read so far end: a later run that starts before it read
		// lists that one run would have skipped as covered.
		var reach uint64
		for i, p := range parts {
			if p.err != nil {
				return p.err
			}
			if p.read {
				reach = max(reach, p.covered)
			}
			if i+1 < len(parts) && parts[i+1].read && reach > parts[i+1].first {
				parts = nil
				break
			}
		}
	}
	if parts == nil {
		p := &locPart{work: newExprWork()}
		p.err = m.rewriteLocPart(sec, p, func(yield func(locUse) error) error {
			if sorted {
				return locUsesSorted(infos, unitPos{0, 0}, unitPos{len(infos), 0}, yield)
			}
			return locUsesUnsorted(infos, n, yield)
		})
		if p.err != nil {
			return p.err
		}
		parts = []*locPart{p}
	}
	om, repl := &parts[0].om, parts[0].repl
	if len(parts) > 1 {
		// The others join the first part's tables, which have room for them when the
		// parts were alike (else they grow once, to the joined size).
		var nSpans, nRuns, nRepl int
		for _, p := range parts {
			nSpans, nRuns, nRepl = nSpans+len(p.om.spans), nRuns+len(p.om.runs), nRepl+len(p.repl)
		}
		om = &parts[0].om
		om.spans = slices.Grow(om.spans, nSpans-len(om.spans))
		om.runs = slices.Grow(om.runs, nRuns-len(om.runs))
		repl = slices.Grow(repl, nRepl-len(repl))
		for _, p := range parts[1:] {
			om.addFrom(&p.om)
			repl = append(repl, p.repl...)
			p.om, p.repl = offsetMap{}, nil
		}
	}
	work := parts[0].work
	for _, p := range parts[1:] {
		work.merge(p.work)
	}
	m.works = append(m.works, work)
	m.setMap(".debug_loc", om)
	if len(om.spans) == 0 {
		return nil
	}
	// The old lists are not read again: a mapped input can drop them as they are copied.
	// The parts' tables are garbage now: give their memory back before .debug_info's
	// output is made.
	m.releaseMemory()
	m.streamSpans(".debug_loc", raw, om, repl, sec)
	return nil
}

// rewriteLocPart rewrites the lists of the references uses yields into p.
func (m *migrator) rewriteLocPart(sec *dwarf.Section, p *locPart, uses func(func(locUse) error) error) error {
	data := sec.Data
	bo := m.d.ByteOrder
	om, w := &p.om, p.work
	var e dwarf.ListEntry
	var r *dwarf.ListReader
	rAddr := 0
	var cur struct {
		ir    *infoRewriter
		unit  int
		known bool
		refs  *unitWriter // made when needed
		ctx   expr.Context
	}
	// The lists are read again only to be copied: release them as they are read.
	var done consumed
	defer func() { done.finish(p.covered) }()
	// put records the rewritten expression of the entry at entry of the list at list (of
	// the unit at unit), whose length field is at lenOff and whose expression ends at end.
	put := func(list, entry, unit, lenOff, end uint64, res exprResult) error {
		w.commit()
		if !res.changed {
			return nil
		}
		if len(res.code) > 0xffff {
			return fmt.Errorf("%s: expression grows to %d bytes, more than a .debug_loc entry holds", locWhere(list, entry, unit), len(res.code))
		}
		p.repl = bytecursor.AppendFixed(roomFor(p.repl, 2+len(res.code)), bo, 2, uint64(len(res.code)))
		p.repl = append(p.repl, res.code...)
		om.addShifted(int64(lenOff), int64(end-lenOff), int64(2+len(res.code)), res.inner, 2, 2)
		return nil
	}
	// After a sixteenth of the references, size the tables for all of them.
	seen, sample := 0, -1
	if p.expect >= 1024 {
		sample = p.expect / 16
	}
	return uses(func(rf locUse) error {
		if seen++; seen == sample {
			scale := float64(p.reserve) / float64(seen)
			om.presize(scale)
			p.repl = sampleScaled(p.repl, scale)
		}
		if p.read && rf.off < p.covered {
			return nil
		}
		if !p.read {
			p.first, p.read = rf.off, true
			done = newConsumed(sec, rf.off)
		}
		u := rf.ir.units[rf.unit]
		if cur.ir != rf.ir || cur.unit != rf.unit || !cur.known {
			// The reference mapper is made when an expression needs it.
			cur.ir, cur.unit, cur.refs, cur.known = rf.ir, rf.unit, nil, true
			cur.ctx = unitCtx(m, u)
		}
		ctx := cur.ctx
		// Most entries are address pairs with expressions that stay as they are, or that
		// translate one for one: deal with those here, and read the rest of the list with
		// the reader from the first entry that is anything else.
		off := rf.off
		for {
			next, ok, x0, x1 := m.skimLocList(data, off, ctx)
			if ok {
				p.covered = next
				done.upTo(next)
				return nil
			}
			off = next
			if x1 == 0 {
				break
			}
			if m.opts.Check {
				break // every rewrite goes through rewriteExpr, which checks it
			}
			res, quick := m.quickTranslate(w, ctx, data[x0:x1])
			if !quick {
				break
			}
			if err := put(rf.off, next, u.Off, x0-2, x1, res); err != nil {
				return err
			}
			off = x1
		}
		if r == nil || rAddr != u.AddrSize {
			r, rAddr = dwarf.NewLocReader(data, bo, off, u.AddrSize), u.AddrSize
		} else {
			r.Seek(off)
		}
		base, baseKnown := uint64(0), false
		for r.Next(&e) {
			if e.Kind == uint8(dw.LLEBaseAddress) {
				base, baseKnown = e.Args[0], true
			}
			if e.HasExpr && !m.plain(ctx, e.Expr) {
				where := func() string { return locWhere(rf.off, e.Off, u.Off) }
				if cur.refs == nil {
					cur.refs = rf.ir.refsFor(rf.unit)
				}
				w.lanes = m.listWidths[rf.off]
				w.pc, w.pcErr = m.entryCode(u.Off, e, base, baseKnown)
				nDropped := len(w.pendingDropped)
				res, err := m.rewriteExpr(w, ctx, e.Expr, cur.refs, where)
				if errors.Is(err, errVectorLayout) {
					return fmt.Errorf("%s: %w", m.listUser(u, rf.off), err)
				}
				if err != nil {
					return err
				}
				if nDropped < len(w.pendingDropped) {
					user := m.listUser(u, rf.off)
					for k := nDropped; k < len(w.pendingDropped); k++ {
						w.pendingDropped[k] = user + ": " + w.pendingDropped[k]
					}
				}
				if err := put(rf.off, e.Off, u.Off, e.LenOff, e.End, res); err != nil {
					return err
				}
			}
			if e.IsEnd() {
				break
			}
		}
		if err := r.Err(); err != nil {
			return fmt.Errorf("list at 0x%x (unit at 0x%x): %w", rf.off, u.Off, err)
		}
		p.covered = r.Off()
		done.upTo(p.covered)
		return nil
	})
}

// errNotLocList: the expression is not a .debug_loc entry, whose range says which code
// holds the variable.
var errNotLocList = errors.New("the expression is not in a .debug_loc list, whose entries give the code it holds in")

// entryCode returns the code a .debug_loc entry e of the unit at unit covers: offsets from
// the unit's base address in its code section, or from a base address entry's (which is an
// address this pass cannot place: none).
func (m *migrator) entryCode(unit uint64, e dwarf.ListEntry, base uint64, baseKnown bool) (*codeRange, error) {
	if !m.skim.valueGoesOn {
		return nil, errNotLocList // the vectors are read only from Intel's dialect
	}
	if baseKnown || e.Kind != uint8(dw.LLEOffsetPair) {
		return nil, fmt.Errorf("the entry's range is not an offset pair from the unit's base address")
	}
	uc := m.unitCode(unit)
	if uc.err != nil {
		return nil, uc.err
	}
	return &codeRange{code: uc.code, lo: uc.base + e.Args[0], hi: uc.base + e.Args[1]}, nil
}

// locWhere names a .debug_loc entry for messages.
func locWhere(list, entry, unit uint64) string {
	return fmt.Sprintf(".debug_loc: list at 0x%x, entry at 0x%x (unit at 0x%x)", list, entry, unit)
}

// skimLocList steps over the entries of the DWARF 2-4 location list at off that need no
// rewrite: address pairs whose expressions are plain, and base address selections. It
// returns the end of the list and true when it reached the end-of-list entry, or the offset
// of the first entry that needs a closer look (or does not fit in data) and false; when
// that entry is an address pair whose expression is not plain, x0 and x1 bound the
// expression (else they are 0).
func (m *migrator) skimLocList(data []byte, off uint64, ctx expr.Context) (end uint64, ok bool, x0, x1 uint64) {
	as := uint64(ctx.AddrSize)
	if as != 4 && as != 8 {
		return off, false, 0, 0
	}
	le := ctx.ByteOrder == binary.ByteOrder(binary.LittleEndian)
	n := uint64(len(data))
	all := ^uint64(0) >> (64 - 8*as) // a base address selection's first address
	for {
		if off > n || 2*as+2 > n-off {
			// Too short for a pair with an expression: the end entry (or an error) is
			// the reader's.
			return off, false, 0, 0
		}
		b := data[off : off+2*as+2]
		var lo, hi uint64
		var l uint64
		switch {
		case as == 8 && le:
			lo, hi, l = binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[8:]), uint64(binary.LittleEndian.Uint16(b[16:]))
		case as == 8:
			lo, hi, l = binary.BigEndian.Uint64(b), binary.BigEndian.Uint64(b[8:]), uint64(binary.BigEndian.Uint16(b[16:]))
		case le:
			lo, hi, l = uint64(binary.LittleEndian.Uint32(b)), uint64(binary.LittleEndian.Uint32(b[4:])), uint64(binary.LittleEndian.Uint16(b[8:]))
		default:
			lo, hi, l = uint64(binary.BigEndian.Uint32(b)), uint64(binary.BigEndian.Uint32(b[4:])), uint64(binary.BigEndian.Uint16(b[8:]))
		}
		switch {
		case lo == 0 && hi == 0:
			return off + 2*as, true, 0, 0
		case lo == all:
			off += 2 * as
			continue
		}
		start := off + 2*as + 2
		if l > n-start {
			return off, false, 0, 0
		}
		if !m.plain(ctx, data[start:start+l]) {
			return off, false, start, start + l
		}
		off = start + l
	}
}

// pieceSize is about how many bytes of a streamed section each piece holds (a variable for
// tests, which cut small sections into many pieces).
var pieceSize int64 = 4 << 20

// spanCut is where a piece of a section rewritten by spans starts: in the input, in the
// output, in the spans' new bytes, and the first span at or after it.
type spanCut struct {
	in, out, repl int64
	span          int
}

// cutSpans cuts the new contents of raw with the spans of om replaced (by their new bytes,
// in order in repl) into pieces of about pieceSize bytes, none of which cuts a span.
func cutSpans(raw []byte, om *offsetMap) []spanCut {
	cuts := []spanCut{{}}
	in, out, repl := int64(0), int64(0), int64(0)
	next := pieceSize // where the next cut is due
	for i := 0; ; i++ {
		gapEnd := int64(len(raw))
		if i < len(om.spans) {
			gapEnd = om.spans[i].off
		}
		// Unchanged bytes can be cut anywhere.
		for next < out+gapEnd-in {
			cuts = append(cuts, spanCut{in: in + next - out, out: next, repl: repl, span: i})
			next += pieceSize
		}
		out += gapEnd - in
		in = gapEnd
		if i == len(om.spans) {
			return cuts
		}
		s := &om.spans[i]
		in, out, repl = in+s.oldLen, out+s.newLen, repl+s.newLen
		if out >= next {
			cuts = append(cuts, spanCut{in: in, out: out, repl: repl, span: i + 1})
			next = out + pieceSize
		}
	}
}

// streamSpans makes sec's new contents a stream: raw with the spans of om replaced by
// their new bytes, given in order in repl. Each piece releases the input it was built from.
func (m *migrator) streamSpans(name string, raw []byte, om *offsetMap, repl []byte, sec *dwarf.Section) {
	cuts := cutSpans(raw, om)
	pieces := make([]int64, len(cuts))
	for k, c := range cuts {
		pieces[k] = c.out
	}
	release := releaser(sec)
	m.setStream(name, int64(len(raw))+om.total, pieces, func(k int, buf []byte) error {
		c := cuts[k]
		in, at, o := c.in, c.repl, 0
		for i := c.span; o < len(buf); i++ {
			gapEnd := int64(len(raw))
			if i < len(om.spans) {
				gapEnd = om.spans[i].off
			}
			o += copy(buf[o:], raw[in:gapEnd])
			if o == len(buf) || i == len(om.spans) {
				break
			}
			s := &om.spans[i]
			o += copy(buf[o:], repl[at:at+s.newLen])
			at += s.newLen
			in = s.off + s.oldLen
		}
		if o != len(buf) {
			return fmt.Errorf("%s: piece %d built in %d bytes, laid out in %d", name, k, o, len(buf))
		}
		if release != nil {
			end := int64(len(raw))
			if k+1 < len(cuts) {
				end = cuts[k+1].in
			}
			release(c.in, end-c.in)
		}
		return nil
	})
}

// releaseStep is how many bytes of input are consumed between releases.
const releaseStep = 4 << 20

// consumed releases the pages of a mapped section as a walk moves past them, a few
// megabytes at a time, so that the input need not stay resident beside the output. The
// pages come back from the page cache if the section is read again.
type consumed struct {
	release func(off, n int64)
	done    int64
}

func newConsumed(sec *dwarf.Section, from uint64) consumed {
	return consumed{release: releaser(sec), done: int64(from)}
}

// upTo says that the bytes before off are not needed for now.
func (c *consumed) upTo(off uint64) {
	if c.release != nil && int64(off)-c.done >= releaseStep {
		c.finish(off)
	}
}

// finish releases the bytes before off now.
func (c *consumed) finish(off uint64) {
	if c.release != nil && int64(off) > c.done {
		c.release(c.done, int64(off)-c.done)
		c.done = int64(off)
	}
}

// releaser returns the function that releases consumed input bytes of sec, or nil when its
// bytes are not the mapped input's (compressed sections are decompressed on the heap).
func releaser(sec *dwarf.Section) func(off, n int64) {
	if sec.ELF == nil || sec.ELF.Flags&elf.SHF_COMPRESSED != 0 {
		return nil
	}
	return sec.ELF.ReleaseRaw
}

// rewriteLoclists rewrites .debug_loclists: every list of every contribution, the offset
// tables (relative to DW_AT_loclists_base) and the contribution lengths.
func (m *migrator) rewriteLoclists(infos []*infoRewriter) error {
	sec := m.d.Sec(".debug_loclists")
	if sec == nil {
		return nil
	}
	hs, err := m.d.ListsHeaders(".debug_loclists")
	if err != nil {
		return err
	}
	// Which unit uses each contribution (for base type references inside expressions).
	type user struct {
		off  uint64
		ir   *infoRewriter
		unit int
	}
	var users []user
	for _, ir := range infos {
		for off, k := range ir.loclistsUnit {
			users = append(users, user{off, ir, k})
		}
	}
	sort.Slice(users, func(i, j int) bool { return users[i].off < users[j].off })
	raw, data := sec.Raw, sec.Data
	bo := m.d.ByteOrder
	om := &offsetMap{}
	m.setMap(".debug_loclists", om)
	w := m.newWork()
	out := make([]byte, 0, len(raw)+len(raw)/8)
	var pending uint64
	var e dwarf.ListEntry
	for hi := range hs {
		h := &hs[hi]
		out = append(out, raw[pending:h.Off]...)
		start := len(out)
		out = append(out, raw[h.Off:h.ListsOff()]...)
		pending = h.ListsOff()
		var refs refMapper
		var version = 5
		i := sort.Search(len(users), func(i int) bool { return users[i].off >= h.Off })
		if i < len(users) && users[i].off < h.End {
			refs = users[i].ir.refsFor(users[i].unit)
			version = users[i].ir.units[users[i].unit].Version
		}
		ctx := expr.Context{AddrSize: h.AddrSize, OffsetSize: h.OffsetSize(), ByteOrder: bo, Version: version}
		r := dwarf.NewLoclistsReader(data, bo, h, h.ListsOff())
		for r.Next(&e) {
			if !e.HasExpr {
				continue
			}
			where := func() string {
				return fmt.Sprintf(".debug_loclists: entry at 0x%x (contribution at 0x%x)", e.Off, h.Off)
			}
			w.lanes = 0 // the file's width: DWARF 5 lists are not matched to their DIEs
			w.pc, w.pcErr = nil, errNotLocList
			res, err := m.rewriteExpr(w, ctx, e.Expr, refs, where)
			if err != nil {
				return err
			}
			w.commit()
			if !res.changed {
				continue
			}
			out = append(out, raw[pending:e.LenOff]...)
			n := leb128.UnsignedLen(uint64(len(res.code)))
			out = leb128.AppendUnsigned(out, uint64(len(res.code)))
			out = append(out, res.code...)
			pending = e.End
			oldPre := int64(e.End-e.LenOff) - int64(len(e.Expr))
			om.addShifted(int64(e.LenOff), int64(e.End-e.LenOff), int64(n+len(res.code)), res.inner, oldPre, int64(n))
		}
		if err := r.Err(); err != nil {
			return err
		}
		out = append(out, raw[pending:h.End]...)
		pending = h.End
		// Offset table entries are relative to the base.
		nb, _ := om.lookup(h.Base)
		for j := uint64(0); j < h.OffsetCount; j++ {
			rel, pos := h.OffsetEntry(data, bo, j)
			nt, ok := om.lookup(h.Base + rel)
			if !ok {
				return &dwarf.Error{Section: ".debug_loclists", Off: pos, Msg: fmt.Sprintf("offset table entry 0x%x points inside a rewritten entry", rel)}
			}
			np, _ := om.lookup(pos)
			bytecursor.PutFixed(out[np:], bo, h.OffsetSize(), nt-nb)
		}
		n := uint64(len(out) - start)
		if h.Format64 {
			bo.PutUint64(out[start+4:], n-12)
		} else {
			bo.PutUint32(out[start:], uint32(n-4))
		}
	}
	out = append(out, raw[pending:]...)
	m.setOut(".debug_loclists", out)
	return nil
}
