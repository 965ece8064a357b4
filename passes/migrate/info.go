package migrate

import (
	"encoding/binary"
	"fmt"
	"hdwarf/internal/bytecursor"
	"hdwarf/internal/leb128"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/sections/dwarf"
)

// locAttrs are the attributes whose block or section-offset values are location
// expressions or location list offsets.
var locAttrs = map[dw.Attr]bool{
	dw.AttrLocation: true, dw.AttrStringLength: true, dw.AttrReturnAddr: true,
	dw.AttrDataMemberLocation: true, dw.AttrFrameBase: true, dw.AttrSegment: true,
	dw.AttrStaticLink: true, dw.AttrUseLocation: true, dw.AttrVtableElemLocation: true,
	dw.AttrCallValue: true, dw.AttrCallTarget: true, dw.AttrCallTargetClobbered: true,
	dw.AttrCallDataLocation: true, dw.AttrCallDataValue: true,
	dw.AttrGNUCallSiteValue: true, dw.AttrGNUCallSiteDataValue: true,
	dw.AttrGNUCallSiteTarget: true, dw.AttrGNUCallSiteTargetClobbered: true,
	dw.AttrLLVMLanePC: true,
}

// boundAttrs hold DWARF expressions in block forms in DWARF 2 and 3 only.
var boundAttrs = map[dw.Attr]bool{
	dw.AttrLowerBound: true, dw.AttrUpperBound: true, dw.AttrCount: true,
	dw.AttrAllocated: true, dw.AttrAssociated: true, dw.AttrDataLocation: true,
	dw.AttrByteStride: true,
}

func isBoundAttr(a dw.Attr) bool { return a < 0x100 && boundAttrs[a] }

func (m *migrator) isLocAttr(a dw.Attr) bool {
	switch {
	case a == dw.AttrLLVMLanePCROCm:
		return m.opts.From == expr.DialectAMDLegacy || m.opts.From == expr.DialectAMD2020
	case a < 0x100:
		return m.locAttr[a]
	}
	return locAttrs[a]
}

// infoRewriter rewrites .debug_info or .debug_types in two steps. Layout walks each unit's
// DIEs, rewrites its expressions and records every stretch that changes size (a span of
// omap) together with its new bytes. Write walks the DIEs again and copies the unchanged
// bytes in runs, the recorded bytes in place of the spans, and the references and section
// offsets, whose values are known only once every section is laid out. Units are laid out
// and written by several goroutines: each unit depends only on its own layout, the
// section's map and the maps of the other sections.
type infoRewriter struct {
	m     *migrator
	name  string
	sec   *dwarf.Section
	units []*dwarf.Unit
	omap  *offsetMap

	unitSpan []int   // spans of unit k: omap.spans[unitSpan[k]:unitSpan[k+1]]
	unitData []int64 // where unit k's span bytes start in data
	data     []byte  // the new bytes of every span, in order
	redo     []int64 // spans whose bytes hold .debug_info offsets: rewritten again by write
	fixes    []byte  // the fixed-size values write maps, unit by unit (fixes.go)
	unitFix  []int64 // unit k's fixes: fixes[unitFix[k]:unitFix[k+1]]
	walk     []bool  // unit k is written by a DIE walk, not by its fixes

	locRefs      locRefs        // .debug_loc lists the units use, unit by unit
	locUnit      []locMark      // unit k's lists: between locUnit[k] and locUnit[k+1]
	loclistsUnit map[uint64]int // .debug_loclists offset (base or list) -> unit
	work         *exprWork      // counts of the last layout
}

func (m *migrator) newInfoRewriter(name string) (*infoRewriter, error) {
	units, err := m.d.Units(name)
	if err != nil {
		return nil, err
	}
	m.rep.Units += len(units)
	ir := &infoRewriter{m: m, name: name, sec: m.d.Sec(name), units: units, omap: &offsetMap{}}
	m.setMap(name, ir.omap)
	return ir, nil
}

// workers is how many goroutines share n units of size bytes in all: Options.Workers at
// most, one for small inputs.
func (m *migrator) workers(n int, size int) int {
	if n < 2 || size < 1<<20 {
		return 1
	}
	return max(1, m.opts.Workers)
}

// releaseMemory calls Options.ReleaseMemory, if set.
func (m *migrator) releaseMemory() {
	if m.opts.ReleaseMemory != nil {
		m.opts.ReleaseMemory()
	}
}

// chunks splits the units into w runs of about equal size.
func (ir *infoRewriter) chunks(w int) [][2]int {
	if w <= 1 || len(ir.units) < w {
		return [][2]int{{0, len(ir.units)}}
	}
	first := ir.units[0].Off
	total := ir.units[len(ir.units)-1].End - first
	var out [][2]int
	lo := 0
	for c := 1; c < w; c++ {
		goal := first + total*uint64(c)/uint64(w)
		hi := max(sort.Search(len(ir.units), func(i int) bool { return ir.units[i].Off >= goal }), lo)
		out = append(out, [2]int{lo, hi})
		lo = hi
	}
	return append(out, [2]int{lo, len(ir.units)})
}

// walkAll makes the write pass go through the DIE walk for every unit (a variable for the
// tests, which compare its output with the fixes').
var walkAll = false

// layoutPart is what one goroutine lays out: units lo..hi.
type layoutPart struct {
	lo, hi       int
	omap         offsetMap
	unitSpan     []int // relative to omap
	unitData     []int64
	data         []byte
	redo         []int64
	fixes        []byte
	unitFix      []int64
	walk         []bool
	locRefs      locRefs
	locUnit      []locMark
	loclistsUnit map[uint64]int
	widen        formWidths // what this part's units ask
	work         *exprWork
	err          error
}

// layout decides the new size of every unit. A unit is laid out until its spans stop
// changing: references written as ULEB128 (DW_FORM_ref_udata, base types inside expressions)
// take the length their new value needs, which depends on the layout.
func (ir *infoRewriter) layout() error {
	m := ir.m
	parts := ir.chunks(ir.m.workers(len(ir.units), len(ir.sec.Raw)))
	ps := make([]*layoutPart, len(parts))
	var wg sync.WaitGroup
	for i, c := range parts {
		p := &layoutPart{lo: c[0], hi: c[1], loclistsUnit: map[uint64]int{}, widen: formWidths{}, work: newExprWork()}
		ps[i] = p
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.err = elfrw.Guard(func() error { return ir.layoutPart(p) })
		}()
	}
	wg.Wait()
	for _, p := range ps {
		if p.err != nil {
			return p.err
		}
	}
	// Join the parts.
	ir.omap.truncate(0)
	ir.unitSpan, ir.unitData, ir.locUnit = ir.unitSpan[:0], ir.unitData[:0], ir.locUnit[:0]
	ir.data, ir.redo = ir.data[:0], ir.redo[:0]
	ir.locRefs.restart(locMark{})
	ir.fixes, ir.unitFix, ir.walk = ir.fixes[:0], ir.unitFix[:0], ir.walk[:0]
	ir.loclistsUnit = map[uint64]int{}
	ir.work = newExprWork()
	if len(ps) > 1 {
		// The other parts join the first part's tables, which were sized for the whole
		// section (they grow once, to the joined size, when the sample misjudged it).
		var nSpans, nRuns, nData, nLoc, nFix int
		for _, p := range ps {
			nSpans, nRuns, nData, nLoc = nSpans+len(p.omap.spans), nRuns+len(p.omap.runs), nData+len(p.data), nLoc+len(p.locRefs.b)
			nFix += len(p.fixes)
		}
		p := ps[0]
		p.omap.spans, p.omap.runs = slices.Grow(p.omap.spans, nSpans-len(p.omap.spans)), slices.Grow(p.omap.runs, nRuns-len(p.omap.runs))
		p.data, p.locRefs.b = slices.Grow(p.data, nData-len(p.data)), slices.Grow(p.locRefs.b, nLoc-len(p.locRefs.b))
		p.fixes = slices.Grow(p.fixes, nFix-len(p.fixes))
	}
	for i, p := range ps {
		nSpan, nData, nFix := len(ir.omap.spans), int64(len(ir.data)), int64(len(ir.fixes))
		var nLoc locMark
		if i == 0 {
			ir.omap.spans, ir.omap.runs, ir.omap.total = p.omap.spans, p.omap.runs, p.omap.total
			ir.data, ir.locRefs, ir.fixes = p.data, p.locRefs, p.fixes
		} else {
			ir.omap.addFrom(&p.omap)
			ir.data = append(ir.data, p.data...)
			nLoc = ir.locRefs.join(&p.locRefs)
			ir.fixes = append(ir.fixes, p.fixes...)
		}
		for k := range p.hi - p.lo {
			ir.unitSpan = append(ir.unitSpan, nSpan+p.unitSpan[k])
			ir.unitData = append(ir.unitData, nData+p.unitData[k])
			ir.locUnit = append(ir.locUnit, locMark{at: nLoc.at + p.locUnit[k].at, n: nLoc.n + p.locUnit[k].n})
			ir.unitFix = append(ir.unitFix, nFix+p.unitFix[k])
		}
		ir.walk = append(ir.walk, p.walk...)
		ir.redo = append(ir.redo, p.redo...)
		for off, k := range p.loclistsUnit {
			ir.loclistsUnit[off] = k
		}
		for off, f := range p.widen {
			if m.widen.widen(off, f) {
				m.widened = true
			}
		}
		ir.work.merge(p.work)
		*p = layoutPart{}
	}
	ir.unitSpan = append(ir.unitSpan, len(ir.omap.spans))
	ir.unitData = append(ir.unitData, int64(len(ir.data)))
	ir.locUnit = append(ir.locUnit, ir.locRefs.mark())
	ir.unitFix = append(ir.unitFix, int64(len(ir.fixes)))
	return nil
}

func (ir *infoRewriter) layoutPart(p *layoutPart) error {
	prev, cur := &offsetMap{}, &offsetMap{}
	e := newUnitLayout(ir, p)
	// The units are read again only when they are written: release them meanwhile.
	var done consumed
	if p.lo < p.hi {
		done = newConsumed(ir.sec, ir.units[p.lo].Off)
		defer done.finish(ir.units[p.hi-1].End)
	}
	// The units of the first sixteenth of the part are the sample presize scales from.
	sampleEnd := -1
	if p.hi-p.lo >= 64 {
		first, end := ir.units[p.lo].Off, ir.units[p.hi-1].End
		sampleEnd = sort.Search(p.hi-p.lo, func(i int) bool { return ir.units[p.lo+i].End-first >= (end-first)/16 }) + p.lo
	}
	for k := p.lo; k < p.hi; k++ {
		u := ir.units[k]
		p.unitSpan = append(p.unitSpan, len(p.omap.spans))
		p.unitData = append(p.unitData, int64(len(p.data)))
		p.locUnit = append(p.locUnit, p.locRefs.mark())
		p.unitFix = append(p.unitFix, int64(len(p.fixes)))
		nData, nRedo, nLoc, nFix := len(p.data), len(p.redo), p.locRefs.mark(), len(p.fixes)
		nSpan := len(p.omap.spans)
		prev.truncate(0)
		// The first attempt puts its spans straight into the part's map: most units settle
		// with it. Later attempts lay out into cur, compared with the attempt before.
		settled := false
		for iter := 0; ; iter++ {
			if iter > 32 {
				return fmt.Errorf("%s: unit at 0x%x: layout does not settle", ir.name, u.Off)
			}
			p.data, p.redo, p.fixes = p.data[:nData], p.redo[:nRedo], p.fixes[:nFix]
			p.locRefs.restart(nLoc)
			p.work.discard()
			out := cur
			if iter == 0 {
				out = &p.omap
			} else {
				cur.truncate(0)
			}
			e.reset(k, out, prev)
			if err := e.run(); err != nil {
				return err
			}
			if iter == 0 {
				if !e.dependent || len(p.omap.spans) == nSpan {
					settled = true
					break
				}
				// Look the next attempt's references up through this one's spans, counted
				// from the unit's start.
				prev.addFrom(&offsetMap{spans: p.omap.spans[nSpan:], runs: p.omap.runs})
				p.omap.truncate(nSpan)
				continue
			}
			if cur.sameSpans(0, prev) {
				break
			}
			prev, cur = cur, prev
		}
		p.work.commit()
		// Values whose size depends on the layout, forms that widen and expressions that
		// hold .debug_info offsets are rewritten by the DIE walk.
		p.walk = append(p.walk, walkAll || e.walked || e.dependent || len(p.redo) > nRedo)
		if !settled {
			p.omap.addFrom(cur)
		}
		done.upTo(u.End)
		if k == sampleEnd {
			// The first part's tables take the others' when the parts join.
			last := p.hi - 1
			if p.lo == 0 {
				last = len(ir.units) - 1
			}
			p.presize(float64(ir.units[last].End-ir.units[p.lo].Off) / float64(u.End-ir.units[p.lo].Off))
		}
	}
	return nil
}

// presize makes room in the part's tables for scale times what they hold (sampleScaled).
func (p *layoutPart) presize(scale float64) {
	p.omap.presize(scale)
	p.data = sampleScaled(p.data, scale)
	p.locRefs.b = sampleScaled(p.locRefs.b, scale)
	p.fixes = sampleScaled(p.fixes, scale)
}

// write produces the new bytes of the section with every map known.
func (ir *infoRewriter) write() error {
	raw := ir.sec.Raw
	size := int64(len(raw)) + ir.omap.total
	if size < 0 {
		return fmt.Errorf("%s: layout gives a negative size", ir.name)
	}
	if !slices.Contains(ir.walk, true) {
		ir.stream(size)
		return nil
	}
	out := newOutput(size)
	touched, err := ir.inParts(func(lo, hi int) (int, error) { return ir.writeUnits(out, lo, hi) })
	if err != nil {
		return err
	}
	ir.m.countTouched(touched)
	// Bytes after the last unit (padding) are kept.
	tail := uint64(0)
	if n := len(ir.units); n > 0 {
		tail = ir.units[n-1].End
	}
	at, _ := ir.omap.lookup(tail)
	if int64(at)+int64(len(raw))-int64(tail) != size {
		return fmt.Errorf("%s: the units end at 0x%x, laid out to end at 0x%x", ir.name, at, size-int64(len(raw))+int64(tail))
	}
	copy(out[at:], raw[tail:])
	ir.m.setOut(ir.name, out)
	return nil
}

// stream makes the section's new contents, of the given size, a stream that copies each
// unit and patches its fixes while the file is written: the output needs no buffer of the
// section's size, and building it shares the cores with the file's writing, which on its
// own keeps one busy. The fixes are mapped only then, once: a value that does not map fails
// the file's writing (an elfrw.ContentError, the DIE walk naming the value), and the units
// touched are counted into the report as their pieces are built.
func (ir *infoRewriter) stream(size int64) {
	raw := ir.sec.Raw
	m := ir.m
	if ir.omap.identity() && m.mapOf(".debug_info") == nil && m.mapOf(".debug_loc") == nil && m.mapOf(".debug_loclists") == nil {
		// Every value maps to itself: the section keeps its bytes.
		return
	}
	// Pieces of whole units, the bytes before the first and after the last in the first
	// and last pieces.
	var pieces []int64
	var first []int // the first unit of each piece
	for k, u := range ir.units {
		at, _ := ir.omap.lookup(u.Off)
		if k == 0 || int64(at)-pieces[len(pieces)-1] >= pieceSize {
			pieces, first = append(pieces, int64(at)), append(first, k)
		}
	}
	if len(pieces) == 0 {
		pieces, first = []int64{0}, []int{0}
	}
	pieces[0] = 0
	first = append(first, len(ir.units))
	release := releaser(ir.sec)
	counted := make([]atomic.Bool, len(pieces)) // a piece built twice is counted once
	ir.m.setStream(ir.name, size, pieces, func(p int, buf []byte) error {
		base := pieces[p]
		lo, hi := first[p], first[p+1]
		from, to := uint64(0), uint64(len(raw)) // the input the piece covers
		if p > 0 {
			from = ir.units[lo].Off
		}
		if p+1 < len(pieces) {
			to = ir.units[hi].Off
		}
		e := newUnitWriter(ir)
		at, touched := from, 0
		for k := lo; k < hi; k++ {
			u := ir.units[k]
			start, _ := ir.omap.lookup(u.Off)
			end, _ := ir.omap.lookup(u.End)
			// Bytes before the unit that no unit holds (none between units the reader
			// found) are kept, just before it.
			gap := raw[at:u.Off]
			if int64(start)-base < int64(len(gap)) || int64(end)-base > int64(len(buf)) || end < start {
				return fmt.Errorf("%s: unit at 0x%x: laid out at 0x%x..0x%x, outside its piece", ir.name, u.Off, start, end)
			}
			copy(buf[int64(start)-base-int64(len(gap)):], gap)
			e.reset(k, buf[int64(start)-base:int64(end)-base:int64(end)-base])
			if err := e.run(); err != nil {
				return err
			}
			if e.touched {
				touched++
			}
			at = u.End
		}
		// Bytes after the last unit (padding) are kept.
		if at < to {
			pos, _ := ir.omap.lookup(at)
			if int64(pos)-base+int64(to-at) != int64(len(buf)) {
				return fmt.Errorf("%s: the units end at 0x%x, laid out to end at 0x%x", ir.name, pos, base+int64(len(buf))-int64(to-at))
			}
			copy(buf[int64(pos)-base:], raw[at:to])
		}
		if release != nil {
			release(int64(from), int64(to-from))
		}
		if !counted[p].Swap(true) {
			m.countTouched(touched)
		}
		return nil
	})
}

// inParts runs do on runs of the units, several at once, and adds up the counts they return.
func (ir *infoRewriter) inParts(do func(lo, hi int) (int, error)) (int, error) {
	parts := ir.chunks(ir.m.workers(len(ir.units), len(ir.sec.Raw)))
	errs := make([]error, len(parts))
	counts := make([]int, len(parts))
	var wg sync.WaitGroup
	for i, c := range parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = elfrw.Guard(func() (err error) { counts[i], err = do(c[0], c[1]); return err })
		}()
	}
	wg.Wait()
	n := 0
	for i := range parts {
		if errs[i] != nil {
			return 0, errs[i]
		}
		n += counts[i]
	}
	return n, nil
}

// writeUnits writes units lo..hi into their place in out and returns how many changed.
func (ir *infoRewriter) writeUnits(out []byte, lo, hi int) (int, error) {
	touched := 0
	e := newUnitWriter(ir)
	// The units are not read again once written: a mapped input can drop them.
	var done consumed
	if lo < hi {
		done = newConsumed(ir.sec, ir.units[lo].Off)
	}
	for k := lo; k < hi; k++ {
		u := ir.units[k]
		start, _ := ir.omap.lookup(u.Off)
		end, _ := ir.omap.lookup(u.End)
		if end < start || end > uint64(len(out)) {
			return 0, fmt.Errorf("%s: unit at 0x%x: laid out at 0x%x..0x%x", ir.name, u.Off, start, end)
		}
		e.reset(k, out[start:end:end])
		if err := e.run(); err != nil {
			return 0, err
		}
		if e.touched {
			touched++
		}
		done.upTo(u.End)
	}
	if lo < hi {
		done.finish(ir.units[hi-1].End)
	}
	return touched, nil
}

// A unit is laid out and written by one DIE walk, unitWalk, which hands every value that
// matters to field1. field1 decides the value's new form and bytes, the same for both
// passes; what a pass does with them is its dieVisitor's: unitLayout records sizes,
// offsets, spans and form widths, unitWriter puts the bytes in place.

// dieVisitor is what one pass over a unit does with the values its walk hands over. It maps
// the references inside expressions too (refMapper).
type dieVisitor interface {
	refMapper
	// value sees each value first, in form (its abbreviation's, widened) and reports
	// whether it dealt with the value itself, which field1 then leaves.
	value(ctx expr.Context, f *dwarf.Field, kind valueKind, form dw.Form, formOff uint64) (bool, error)
	// offset deals with a value of kind valueRefAddr, valueLocOffset or
	// valueLoclistsBase, whose new value is known only once other sections are laid out.
	offset(f *dwarf.Field, kind valueKind) error
	// replace gives f the new bytes b (the block's inner runs, when a block). always
	// makes a span of the value even when its length stays; infoRefs says b holds
	// .debug_info offsets.
	replace(f *dwarf.Field, b []byte, inner []run, always, infoRefs bool) error
	// widen asks for the abbreviation form at formOff to become f.
	widen(formOff uint64, f dw.Form)
}

// unitWalk is the state of a DIE walk over one unit that both passes share.
type unitWalk struct {
	ir      *infoRewriter
	v       dieVisitor // the pass: the unitLayout or unitWriter that holds this walk
	k       int
	u       *dwarf.Unit
	work    *exprWork
	whereFn func() string

	dependent bool   // the unit holds values whose size depends on the layout
	newStart  uint64 // where the unit starts in the pass's map
	die       *dwarf.DIE
	dieBuf    dwarf.DIE
	field     *dwarf.Field
	filter    *dwarf.FieldFilter // the values field1 looks at
}

// start prepares the walk for unit k.
func (e *unitWalk) start(k int) {
	e.k, e.u = k, e.ir.units[k]
	e.dependent = false
}

// dies returns the unit's expression context and a reader of its DIEs that decodes only
// the values field1 looks at.
func (e *unitWalk) dies() (expr.Context, *dwarf.DIEReader) {
	u := e.u
	ctx := expr.Context{AddrSize: u.AddrSize, OffsetSize: u.OffsetSize(), ByteOrder: e.ir.m.d.ByteOrder, Version: u.Version}
	r := e.ir.m.d.DIEs(u)
	if e.filter == nil {
		e.filter = dwarf.NewFieldClasses(e.ir.m.classify)
	}
	r.Filter(e.filter)
	e.die = &e.dieBuf
	return ctx, r
}

// walk hands every value of the DIEs r reads to field1.
func (e *unitWalk) walk(ctx expr.Context, r *dwarf.DIEReader) error {
	for r.Next(e.die) {
		if err := e.fields(ctx); err != nil {
			return err
		}
	}
	return r.Err()
}

// fields hands every value of the DIE just read to field1.
func (e *unitWalk) fields(ctx expr.Context) error {
	die := e.die
	if die.Abbrev == nil {
		return nil
	}
	for i := range die.Fields {
		f := &die.Fields[i]
		e.field = f
		if err := e.field1(ctx, f, die.Abbrev.Attrs[f.Spec].FormOff); err != nil {
			return err
		}
	}
	return nil
}

// where names the current DIE and attribute for messages. The walk decodes only the values
// field1 looks at, so the DIE is read again whole for its name.
func (e *unitWalk) where() string {
	s := fmt.Sprintf("%s: DIE 0x%x (%v", e.ir.name, e.die.Off, e.die.Abbrev.Tag)
	var whole dwarf.DIE
	if e.ir.m.d.DIEsAt(e.u, e.die.Off).Next(&whole) {
		if n := e.ir.m.dieName(e.u, &whole); n != "" {
			s += " " + n
		}
	}
	return s + fmt.Sprintf(") %v", e.field.Attr)
}

// unitLayout is the layout pass over one unit: it records the spans of the values whose
// length changes (with their new bytes), the fixes, the list offsets the unit uses and the
// forms that must widen.
type unitLayout struct {
	unitWalk
	part *layoutPart
	// spans collects this unit's spans (the map starts at the unit, with no growth before
	// it); prev is the previous attempt's, which references are mapped by.
	spans, prev *offsetMap
	walked      bool // the unit holds values its fixes cannot write
	// firstLayout: laying out with an empty map (the unit's first attempt) and no form
	// widened.
	firstLayout bool
	fixPrev     uint64        // where the last fix recorded is
	values      []dwarf.Value // firstValues: a batch
	fieldBuf    dwarf.Field   // firstValues: the value handed to field1
}

func newUnitLayout(ir *infoRewriter, p *layoutPart) *unitLayout {
	e := &unitLayout{unitWalk: unitWalk{ir: ir, work: p.work}, part: p}
	e.v, e.whereFn = e, e.where
	return e
}

// reset prepares e for an attempt at unit k, into spans, mapping references through prev.
func (e *unitLayout) reset(k int, spans, prev *offsetMap) {
	e.start(k)
	e.spans, e.prev = spans, prev
	e.walked = false
	e.firstLayout = prev.identity() && len(e.ir.m.widen) == 0
	e.fixPrev = e.u.Off
	e.newStart = e.u.Off
}

func (e *unitLayout) run() error {
	ctx, r := e.dies()
	if e.firstLayout {
		return e.firstValues(ctx, r)
	}
	return e.walk(ctx, r)
}

// firstValues is the DIE walk of a unit's first layout. The values come in batches
// (DIEReader.Values), and the common ones (fixed-size references, location list offsets,
// expressions with nothing to rewrite) are dealt with without making a Field of each; the
// others go to field1 as the general walk would give them, and DIEs the batches leave
// to Next take the general walk.
func (e *unitLayout) firstValues(ctx expr.Context, r *dwarf.DIEReader) error {
	m, u := e.ir.m, e.u
	data := e.ir.sec.Data
	abbrevs := u.Abbrevs.List
	if e.values == nil {
		e.values = make([]dwarf.Value, 0, 256)
	}
	die := &e.dieBuf
	for {
		vs, more := r.Values(e.values[:0])
		for i := range vs {
			v := &vs[i]
			switch valueKind(v.Class) {
			case valueUnitRef:
				if v.Form == dw.FormRef4 || v.Form == dw.FormRef8 {
					e.recordFix(v.ValOff, valueUnitRef, int(v.End-v.ValOff))
					continue
				}
			case valueRefAddr:
				e.recordFix(v.ValOff, valueRefAddr, int(v.End-v.ValOff))
				continue
			case valueLocOffset:
				if u.Version < 5 {
					e.part.locRefs.add(v.Val)
					e.recordFix(v.ValOff, valueLocOffset, int(v.End-v.ValOff))
					continue
				}
			case valueExpr:
				if m.plain(ctx, data[v.End-v.Val:v.End]) {
					continue
				}
			}
			a := &abbrevs[v.Abbrev]
			spec := &a.Attrs[v.Spec]
			f := &e.fieldBuf
			*f = dwarf.Field{Attr: spec.Attr, Form: v.Form, Class: v.Class, Spec: int(v.Spec), Off: v.ValOff, ValOff: v.ValOff, End: v.End, Val: v.Val}
			if dwarf.IsBlock(v.Form) {
				f.Block = data[v.End-v.Val : v.End]
			}
			die.Off, die.Abbrev = v.DIE, a
			e.field = f
			if err := e.field1(ctx, f, spec.FormOff); err != nil {
				return err
			}
		}
		if more {
			continue
		}
		// The end of the unit, or a DIE left to the general walk.
		if !r.Next(die) {
			return r.Err()
		}
		if err := e.fields(ctx); err != nil {
			return err
		}
	}
}

// value notes how the value will be written: by a fix when it is a fixed-size value the
// maps move, by the DIE walk when its form changes.
func (e *unitLayout) value(_ expr.Context, f *dwarf.Field, kind valueKind, form dw.Form, _ uint64) (bool, error) {
	switch {
	case f.Indirect || form != f.Form:
		e.walked = true
	case kind != valueExpr && kind != valueKept:
		e.recordFix(f.ValOff, kind, int(f.End-f.ValOff))
	}
	return false, nil
}

// offset records the list offsets the unit uses; .debug_info offsets are mapped by the
// write.
func (e *unitLayout) offset(f *dwarf.Field, kind valueKind) error {
	switch {
	case kind == valueLocOffset && e.u.Version < 5:
		e.part.locRefs.add(f.Val)
	case kind == valueLocOffset || kind == valueLoclistsBase:
		e.part.loclistsUnit[f.Val] = e.k
	}
	return nil
}

// replace makes a value of another length (or any, when always) a span of the map, with b
// as its bytes.
func (e *unitLayout) replace(f *dwarf.Field, b []byte, inner []run, always, infoRefs bool) error {
	oldLen := int64(f.End - f.ValOff)
	if always || oldLen != int64(len(b)) {
		e.spans.add(int64(f.ValOff), oldLen, int64(len(b)), inner)
		e.part.data = append(roomFor(e.part.data, len(b)), b...)
		if infoRefs {
			e.part.redo = append(e.part.redo, int64(f.ValOff))
		}
	}
	return nil
}

// widen asks for the form for every unit from the next layout on.
func (e *unitLayout) widen(formOff uint64, f dw.Form) {
	e.part.widen.widen(formOff, f)
}

// unitRef maps a unit-relative DIE offset of this unit through the previous attempt.
func (e *unitLayout) unitRef(old uint64) (uint64, error) {
	return mapUnitRef(e.prev, e.u.Off, e.newStart, old)
}

// offsetLookup maps an old .debug_info offset to its new one: a layout attempt's map or the
// section's.
type offsetLookup interface {
	lookup(x uint64) (uint64, bool)
}

// mapUnitRef maps a DIE reference relative to the unit at unitOff through m, to one relative
// to the unit's new start.
func mapUnitRef(m offsetLookup, unitOff, newStart, old uint64) (uint64, error) {
	nt, ok := m.lookup(unitOff + old)
	if !ok {
		return 0, fmt.Errorf("reference 0x%x points inside rewritten bytes", old)
	}
	return nt - newStart, nil
}

// infoRef leaves a .debug_info offset as it is: its value is known only once every unit
// is laid out, and its size does not depend on it.
func (e *unitLayout) infoRef(old uint64) (uint64, error) {
	return old, nil
}

// unitWriter is the write pass over one unit: it copies the unit with its spans' bytes
// into out and writes the values whose contents change in place.
type unitWriter struct {
	unitWalk
	out []byte
	// refs maps unit references through the unit's spans of the section's map; spans
	// are the section's spans up to the unit's last, span the next of them and dataAt
	// where its bytes are; redo the next entry of ir.redo that can matter.
	refs    mapCursor
	spans   []span
	span    int
	dataAt  int64
	redo    int
	locCur  [2]mapCursor // .debug_loc, .debug_loclists
	locInit [2]bool

	touched bool  // the unit's bytes change
	delta   int64 // growth of the unit's spans before the current value
	valLen  int64 // laid-out size of the current value
}

func newUnitWriter(ir *infoRewriter) *unitWriter {
	e := &unitWriter{unitWalk: unitWalk{ir: ir, work: newExprWork()}}
	e.v, e.whereFn = e, e.where
	return e
}

// reset prepares e for unit k, to be written into out.
func (e *unitWriter) reset(k int, out []byte) {
	ir := e.ir
	e.start(k)
	e.out = out
	e.touched, e.delta = false, 0
	e.newStart, _ = ir.omap.lookup(e.u.Off)
	e.spans = ir.omap.spans[:ir.unitSpan[k+1]]
	e.span, e.dataAt = ir.unitSpan[k], ir.unitData[k]
	e.refs = newMapCursor(ir.omap, ir.unitSpan[k], ir.unitSpan[k+1])
	e.redo = sort.Search(len(ir.redo), func(i int) bool { return ir.redo[i] >= int64(e.u.Off) })
}

func (e *unitWriter) run() error {
	ir := e.ir
	u := e.u
	// The unit's bytes with its spans replaced go out in one copy; the walk then patches
	// the values whose contents change in place.
	if err := e.copyUnit(e.spans[e.span:]); err != nil {
		return err
	}
	if u.TypeOffsetPos != 0 {
		nt, err := e.unitRef(u.TypeOffset)
		if err == nil {
			err = e.patch(u.TypeOffsetPos, bytecursor.AppendFixed(nil, ir.m.d.ByteOrder, u.OffsetSize(), nt), int64(u.OffsetSize()))
		}
		if err != nil {
			return fmt.Errorf("%s: unit at 0x%x: type offset: %w", ir.name, u.Off, err)
		}
	}
	if !ir.walk[e.k] {
		if e.applyFixes(ir.fixes[ir.unitFix[e.k]:ir.unitFix[e.k+1]]) {
			return e.putLength()
		}
		// A value that does not map: write the unit again by its DIEs, which names
		// the value in the error.
		e.touched, e.dataAt = false, ir.unitData[e.k]
		if err := e.copyUnit(e.spans[e.span:]); err != nil {
			return err
		}
	}
	ctx, r := e.dies()
	if err := e.walk(ctx, r); err != nil {
		return err
	}
	return e.putLength()
}

// value deals with a value laid out already: its bytes are in place, unless they hold
// offsets of .debug_info, which are mapped now.
func (e *unitWriter) value(ctx expr.Context, f *dwarf.Field, kind valueKind, form dw.Form, formOff uint64) (bool, error) {
	if e.span >= len(e.spans) || uint64(e.spans[e.span].off) != f.ValOff {
		e.valLen = int64(f.End - f.ValOff)
		return false, nil
	}
	s := &e.spans[e.span]
	e.span++
	ir := e.ir
	for e.redo < len(ir.redo) && ir.redo[e.redo] < s.off {
		e.redo++
	}
	e.valLen = s.newLen
	if e.redo < len(ir.redo) && ir.redo[e.redo] == s.off {
		if err := e.rewrite(ctx, f, kind, form, formOff); err != nil {
			return true, err
		}
	}
	e.delta += s.newLen - s.oldLen
	return true, nil
}

// offset maps a section offset now that every section is laid out.
func (e *unitWriter) offset(f *dwarf.Field, kind valueKind) error {
	switch {
	case kind == valueRefAddr:
		nv, err := e.ir.m.mapOff(".debug_info", f.Val)
		if err != nil {
			return fmt.Errorf("%s: %w", e.where(), err)
		}
		if nv != f.Val {
			var tmp [8]byte
			return e.replace(f, bytecursor.AppendFixed(tmp[:0], e.ir.m.d.ByteOrder, e.u.RefAddrSize(), nv), nil, false, false)
		}
		return nil
	case kind == valueLocOffset && e.u.Version < 5:
		return e.mapSecOffset(f, 0, ".debug_loc")
	}
	return e.mapSecOffset(f, 1, ".debug_loclists")
}

// replace writes b over the value of f, in its laid-out place and size.
func (e *unitWriter) replace(f *dwarf.Field, b []byte, _ []run, _, _ bool) error {
	if err := e.patch(f.ValOff, b, e.valLen); err != nil {
		return fmt.Errorf("%s: %w", e.where(), err)
	}
	return nil
}

// widen has nothing to do: a value that needs a wider form than laid out is caught by the
// unit's size check.
func (e *unitWriter) widen(uint64, dw.Form) {}

// unitRef maps a unit-relative DIE offset of this unit through the section's map.
func (e *unitWriter) unitRef(old uint64) (uint64, error) {
	return mapUnitRef(&e.refs, e.u.Off, e.newStart, old)
}

// infoRef maps a .debug_info offset.
func (e *unitWriter) infoRef(old uint64) (uint64, error) {
	return e.ir.m.mapOff(".debug_info", old)
}

// putLength writes the unit length of the unit written into e.out.
func (e *unitWriter) putLength() error {
	u, bo := e.u, e.ir.m.d.ByteOrder
	n := uint64(len(e.out) - u.LengthSize())
	if u.Format64 {
		bo.PutUint64(e.out[4:], n)
	} else {
		if n >= 0xfffffff0 {
			return fmt.Errorf("%s: unit at 0x%x grows to 0x%x bytes, too long for the 32-bit DWARF format", e.ir.name, u.Off, n)
		}
		bo.PutUint32(e.out, uint32(n))
	}
	return nil
}

// copyUnit fills e.out with the unit's input bytes, the spans (the first of which this
// unit's) replaced by their laid-out bytes.
func (e *unitWriter) copyUnit(spans []span) error {
	ir, u := e.ir, e.u
	raw := ir.sec.Raw
	o, from, at := int64(0), int64(u.Off), e.dataAt
	for i := range spans {
		s := &spans[i]
		if s.off >= int64(u.End) {
			break
		}
		o += int64(copy(e.out[o:], raw[from:s.off]))
		o += int64(copy(e.out[o:], ir.data[at:at+s.newLen]))
		at += s.newLen
		from = s.off + s.oldLen
	}
	o += int64(copy(e.out[o:], raw[from:u.End]))
	if o != int64(len(e.out)) {
		return fmt.Errorf("%s: unit at 0x%x: written in 0x%x bytes, laid out in 0x%x", ir.name, u.Off, o, len(e.out))
	}
	e.touched = e.touched || at != e.dataAt
	e.dataAt = at
	return nil
}

// patch writes b over the value at input offset off, laid out in n bytes.
func (e *unitWriter) patch(off uint64, b []byte, n int64) error {
	if int64(len(b)) != n {
		return fmt.Errorf("value laid out in %d bytes is written in %d", n, len(b))
	}
	pos := int64(off) - int64(e.u.Off) + e.delta
	dst := e.out[pos : pos+n]
	if string(dst) != string(b) {
		copy(dst, b)
		e.touched = true
	}
	return nil
}

// valueKind is what field1 does with an attribute value.
type valueKind uint8

const (
	valueKept         valueKind = iota // copied as it is
	valueExpr                          // a DWARF expression: rewritten
	valueUnitRef                       // a reference within the unit: mapped
	valueRefAddr                       // a .debug_info offset: mapped
	valueLocOffset                     // a location list offset: mapped
	valueLoclistsBase                  // DW_AT_loclists_base: mapped
)

var valueKindNames = [...]string{"kept", "expression", "unit reference", "ref_addr", "location list offset", "loclists base"}

func (k valueKind) String() string {
	if int(k) < len(valueKindNames) {
		return valueKindNames[k]
	}
	return fmt.Sprintf("valueKind(%d)", uint8(k))
}

// kindOf classifies a value of attribute a in form f in unit u.
func (m *migrator) kindOf(u *dwarf.Unit, a dw.Attr, f dw.Form) valueKind {
	switch {
	case f == dw.FormExprloc || (dwarf.IsBlock(f) && (m.isLocAttr(a) || (u.Version <= 3 && isBoundAttr(a)))):
		return valueExpr
	case dwarf.IsUnitRef(f):
		return valueUnitRef
	case f == dw.FormRefAddr:
		return valueRefAddr
	case m.isLocAttr(a) && (f == dw.FormSecOffset || (u.Version <= 3 && (f == dw.FormData4 || f == dw.FormData8))):
		return valueLocOffset
	case a == dw.AttrLoclistsBase && f == dw.FormSecOffset:
		return valueLoclistsBase
	}
	return valueKept
}

// classify is kindOf as the classes of the DIE walks' filter: the walks read only the values
// field1 does something with, and hand their kinds over in Field.Class.
func (m *migrator) classify(u *dwarf.Unit, a dw.Attr, f dw.Form) uint8 {
	return uint8(m.kindOf(u, a, f))
}

// field1 decides a value's form and hands it to the pass: first to its value, then, unless
// that dealt with it, to rewrite.
func (e *unitWalk) field1(ctx expr.Context, f *dwarf.Field, formOff uint64) error {
	m := e.ir.m
	kind := valueKind(f.Class)
	form := f.Form
	if len(m.widen) > 0 {
		if w, ok := m.widen[formOff]; ok && !f.Indirect {
			form = w
		}
	}
	if done, err := e.v.value(ctx, f, kind, form, formOff); done || err != nil {
		return err
	}
	return e.rewrite(ctx, f, kind, form, formOff)
}

// rewrite makes the new bytes of a value of the given kind, now in form, and hands them to
// the pass (replace), with the wider forms they need (widen) and the section offsets,
// which only the pass can map (offset).
func (e *unitWalk) rewrite(ctx expr.Context, f *dwarf.Field, kind valueKind, form dw.Form, formOff uint64) error {
	m := e.ir.m
	bo := m.d.ByteOrder
	switch kind {
	case valueExpr:
		if form == f.Form && m.plain(ctx, f.Block) {
			return nil
		}
		e.work.lanes = m.widthAt(e.die.Off)
		e.work.pc, e.work.pcErr = m.dieCode(e.u.Off, e.die.Off)
		res, err := m.rewriteExpr(e.work, ctx, f.Block, e.v, e.whereFn)
		if err != nil {
			return err
		}
		if res.unitRefs {
			e.dependent = true
		}
		need := blockForm(form, len(res.code))
		if need != form {
			if f.Indirect {
				return fmt.Errorf("%s: expression of %d bytes does not fit in %v (given by DW_FORM_indirect)", e.where(), len(res.code), form)
			}
			e.v.widen(formOff, need)
			form = need
		}
		if !res.changed && form == f.Form {
			return nil
		}
		var tmp [16]byte
		b := appendBlockLen(tmp[:0], bo, form, len(res.code))
		prefix := int64(len(b))
		b = append(b, res.code...)
		oldPrefix := int64(f.LenSize())
		inner := e.work.inner[len(e.work.inner):]
		for _, r := range res.inner {
			inner = append(inner, run{r.old + oldPrefix, r.new + prefix, r.n})
		}
		if !res.changed {
			inner = append(inner, run{oldPrefix, prefix, int64(len(res.code))})
		}
		return e.v.replace(f, b, inner, true, res.infoRefs)
	case valueUnitRef:
		nv, err := e.v.unitRef(f.Val)
		if err != nil {
			return fmt.Errorf("%s: %w", e.where(), err)
		}
		if f.Form != dw.FormRef4 && f.Form != dw.FormRef8 {
			e.dependent = true
		}
		need := refForm(form, nv)
		if need != form {
			if f.Indirect {
				return fmt.Errorf("%s: reference 0x%x does not fit in %v (given by DW_FORM_indirect)", e.where(), nv, form)
			}
			e.v.widen(formOff, need)
			form = need
		}
		if nv == f.Val && form == f.Form {
			return nil
		}
		var tmp [16]byte
		var b []byte
		if form == dw.FormRefUdata {
			b = leb128.AppendUnsigned(tmp[:0], nv)
		} else {
			b = bytecursor.AppendFixed(tmp[:0], bo, refSize(form), nv)
		}
		return e.v.replace(f, b, nil, false, false)
	case valueRefAddr, valueLocOffset, valueLoclistsBase:
		return e.v.offset(f, kind)
	}
	return nil
}

// mapSecOffset maps the offset of section sec (which as for secOffset) f holds.
func (e *unitWriter) mapSecOffset(f *dwarf.Field, which int, sec string) error {
	nv, ok := e.secOffset(which, sec, f.Val)
	if !ok {
		return fmt.Errorf("%s: offset 0x%x of %s points inside bytes that were rewritten", e.where(), f.Val, sec)
	}
	if nv != f.Val {
		var tmp [8]byte
		return e.replace(f, bytecursor.AppendFixed(tmp[:0], e.ir.m.d.ByteOrder, int(f.End-f.ValOff), nv), nil, false, false)
	}
	return nil
}

// secOffset maps offset v of section sec (which: 0 for .debug_loc, 1 for .debug_loclists)
// through a cursor kept across the unit's values.
func (e *unitWriter) secOffset(which int, sec string, v uint64) (uint64, bool) {
	if !e.locInit[which] {
		e.locCur[which] = newMapCursor(e.ir.m.mapOf(sec), 0, 0)
		if om := e.locCur[which].m; om != nil {
			e.locCur[which].hi = len(om.spans)
		}
		e.locInit[which] = true
	}
	return e.locCur[which].lookup(v)
}

// formWidths maps abbreviation forms (by offset in .debug_abbrev) to the wider forms they
// must become: what one part of a layout asks, and what the run decided from all parts.
type formWidths map[uint64]dw.Form

// widen asks for the form at off to become at least as wide as f and reports whether
// that changed w (forms only widen).
func (w formWidths) widen(off uint64, f dw.Form) bool {
	if old, ok := w[off]; ok && formRank(old) >= formRank(f) {
		return false
	}
	w[off] = f
	return true
}

func formRank(f dw.Form) int {
	switch f {
	case dw.FormBlock1, dw.FormRef1:
		return 1
	case dw.FormBlock2, dw.FormRef2:
		return 2
	case dw.FormBlock4, dw.FormRef4:
		return 4
	}
	return 8
}

// blockForm is the narrowest form at least as wide as f that holds n bytes.
func blockForm(f dw.Form, n int) dw.Form {
	switch {
	case f == dw.FormBlock1 && n > 0xff:
		return blockForm(dw.FormBlock2, n)
	case f == dw.FormBlock2 && n > 0xffff:
		return dw.FormBlock4
	}
	return f
}

func appendBlockLen(b []byte, bo binary.ByteOrder, f dw.Form, n int) []byte {
	switch f {
	case dw.FormBlock1:
		return append(b, byte(n))
	case dw.FormBlock2:
		return bytecursor.AppendFixed(b, bo, 2, uint64(n))
	case dw.FormBlock4:
		return bytecursor.AppendFixed(b, bo, 4, uint64(n))
	}
	return leb128.AppendUnsigned(b, uint64(n))
}

// refForm is the narrowest unit reference form at least as wide as f that holds v.
func refForm(f dw.Form, v uint64) dw.Form {
	switch {
	case f == dw.FormRef1 && v > 0xff:
		return refForm(dw.FormRef2, v)
	case f == dw.FormRef2 && v > 0xffff:
		return refForm(dw.FormRef4, v)
	case f == dw.FormRef4 && v > 0xffffffff:
		return dw.FormRef8
	}
	return f
}

func refSize(f dw.Form) int {
	switch f {
	case dw.FormRef1:
		return 1
	case dw.FormRef2:
		return 2
	case dw.FormRef4:
		return 4
	}
	return 8
}
