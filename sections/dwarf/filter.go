package dwarf

import (
	"bytes"

	"hdwarf/dw"
)

// FieldFilter makes DIEReaders decode only the attribute values a caller wants. For each
// abbreviation it works out once which values to decode and how many bytes of fixed-size
// values lie between them, so that a skipped fixed-size value costs nothing. A rewriter
// that touches two attributes in ten reads a unit several times faster this way.
//
// A FieldFilter is not safe for concurrent use: give each goroutine its own.
type FieldFilter struct {
	class func(u *Unit, attr dw.Attr, form dw.Form) uint8
	plans map[planKey][]abbrevPlan
}

// NewFieldClasses returns a filter that keeps the values class puts in a class other than
// 0 and hands each kept value's class over in Field.Class, so that the caller need not
// classify the value again. class must depend only on its arguments (and on the unit only
// through its version and sizes).
func NewFieldClasses(class func(u *Unit, attr dw.Attr, form dw.Form) uint8) *FieldFilter {
	return &FieldFilter{class: class, plans: map[planKey][]abbrevPlan{}}
}

// planKey is what a plan depends on besides the abbreviation: the sizes of address, offset
// and ref_addr values, and the version the class function may look at.
type planKey struct {
	t                   *AbbrevTable
	version, addr, offs int
}

// abbrevPlan is how to read one abbreviation's values.
type abbrevPlan struct {
	steps []planStep
	tail  uint64 // bytes of fixed-size skipped values after the last step
	slow  bool   // a form given in the DIE (DW_FORM_indirect) or unknown: decode everything
	kept  int    // steps that keep their value
}

// planStep is one value that must be looked at: kept, or skipped but of variable size.
type planStep struct {
	skip  uint64 // bytes of fixed-size skipped values before it
	spec  int
	form  dw.Form
	size  int   // of a kept number of 1 to 8 bytes, read without DIEReader.value; else 0
	class uint8 // of a kept value; 0 for a skipped one
}

// plansFor returns the plans of u's abbreviations, by index in u.Abbrevs.List.
func (ff *FieldFilter) plansFor(u *Unit) []abbrevPlan {
	k := planKey{u.Abbrevs, u.Version, u.AddrSize, u.OffsetSize()}
	if p, ok := ff.plans[k]; ok {
		return p
	}
	ps := make([]abbrevPlan, len(u.Abbrevs.List))
	for i := range u.Abbrevs.List {
		a := &u.Abbrevs.List[i]
		p := &ps[i]
		var pending uint64
		for j := range a.Attrs {
			s := &a.Attrs[j]
			if s.Form == dw.FormIndirect {
				p.slow = true
				break
			}
			size, known := formSize(u, s.Form)
			if !known {
				p.slow = true
				break
			}
			class := ff.class(u, s.Attr, s.Form)
			keep := class != 0
			if !keep && size >= 0 {
				pending += uint64(size)
				continue
			}
			st := planStep{skip: pending, spec: j, form: s.Form, class: class}
			if keep && size >= 1 && size <= 8 {
				st.size = size
			}
			if keep {
				p.kept++
			}
			p.steps = append(p.steps, st)
			pending = 0
		}
		p.tail = pending
	}
	ff.plans[k] = ps
	return ps
}

// formSize is the size of a value of form f in unit u, -1 when it varies; known is false for
// forms the reader does not know. DIEReader.value reads the fixed-size forms by it.
func formSize(u *Unit, f dw.Form) (size int, known bool) {
	switch f {
	case dw.FormAddr:
		return u.AddrSize, true
	case dw.FormData1, dw.FormRef1, dw.FormFlag, dw.FormStrx1, dw.FormAddrx1:
		return 1, true
	case dw.FormData2, dw.FormRef2, dw.FormStrx2, dw.FormAddrx2:
		return 2, true
	case dw.FormStrx3, dw.FormAddrx3:
		return 3, true
	case dw.FormData4, dw.FormRef4, dw.FormRefSup4, dw.FormStrx4, dw.FormAddrx4:
		return 4, true
	case dw.FormData8, dw.FormRef8, dw.FormRefSig8, dw.FormRefSup8:
		return 8, true
	case dw.FormData16:
		return 16, true
	case dw.FormStrp, dw.FormLineStrp, dw.FormSecOffset, dw.FormStrpSup,
		dw.FormGNURefAlt, dw.FormGNUStrpAlt:
		return u.OffsetSize(), true
	case dw.FormRefAddr:
		return u.RefAddrSize(), true
	case dw.FormFlagPresent, dw.FormImplicitConst:
		return 0, true
	case dw.FormSdata, dw.FormUdata, dw.FormRefUdata, dw.FormStrx, dw.FormAddrx,
		dw.FormLoclistx, dw.FormRnglistx, dw.FormGNUAddrIndex, dw.FormGNUStrIndex,
		dw.FormString, dw.FormBlock1, dw.FormBlock2, dw.FormBlock4, dw.FormBlock,
		dw.FormExprloc:
		return -1, true
	}
	return 0, false
}

// Filter makes r decode only the values ff keeps: Next then fills DIE.Fields with those
// alone (Spec still says which attribute of the abbreviation each is). Errors are the ones
// an unfiltered reader reports.
func (r *DIEReader) Filter(ff *FieldFilter) {
	r.ff = ff
	r.plans = ff.plansFor(r.u)
}

// nextFiltered is Next under a filter. Anything out of the ordinary (a value running past
// the unit, a form given in the DIE) is read again by the unfiltered path, which reports it.
func (r *DIEReader) nextFiltered(e *DIE, a *Abbrev, idx int) bool {
	c := r.c
	p := &r.plans[idx]
	if p.slow {
		return r.nextAll(e, a)
	}
	start := c.off
	n := uint64(len(c.b))
	e.Abbrev = a
	e.Fields = e.Fields[:0]
	for si := range p.steps {
		st := &p.steps[si]
		if st.skip > n-c.off {
			return r.again(e, a, start)
		}
		c.off += st.skip
		if st.class != 0 {
			s := &a.Attrs[st.spec]
			// Reuse the slots: storing a whole Field would cost a write barrier for Block.
			k := len(e.Fields)
			if k < cap(e.Fields) {
				e.Fields = e.Fields[:k+1]
			} else {
				e.Fields = append(e.Fields, Field{})
			}
			f := &e.Fields[k]
			f.Attr, f.Form, f.Indirect, f.Spec, f.Off, f.ValOff, f.Val = s.Attr, s.Form, false, st.spec, c.off, c.off, 0
			f.Class = st.class
			if f.Block != nil {
				f.Block = nil
			}
			if st.size > 0 {
				f.Val = c.fixed(st.size)
			} else {
				r.value(f, s)
			}
			f.End = c.off
			if c.err != nil {
				return r.again(e, a, start)
			}
			continue
		}
		if !r.skipValue(st.form) {
			return r.again(e, a, start)
		}
	}
	if p.tail > n-c.off {
		return r.again(e, a, start)
	}
	c.off += p.tail
	e.End = c.off
	if a.Children {
		r.depth++
	}
	return true
}

// again reads the DIE at start without the filter, so that its error is the usual one.
func (r *DIEReader) again(e *DIE, a *Abbrev, start uint64) bool {
	r.c.err = nil
	r.c.off = start
	return r.nextAll(e, a)
}

// skipValue steps over a variable-size value of form f.
func (r *DIEReader) skipValue(f dw.Form) bool {
	c := r.c
	b := c.b
	switch f {
	case dw.FormString:
		i := bytes.IndexByte(b[c.off:], 0)
		if i < 0 {
			return false
		}
		c.off += uint64(i) + 1
		return true
	case dw.FormBlock1, dw.FormBlock2, dw.FormBlock4, dw.FormBlock, dw.FormExprloc:
		var l uint64
		switch f {
		case dw.FormBlock1:
			l = c.fixed(1)
		case dw.FormBlock2:
			l = c.fixed(2)
		case dw.FormBlock4:
			l = c.fixed(4)
		default:
			l = c.uleb()
		}
		if c.err != nil || l > uint64(len(b))-c.off {
			return false
		}
		c.off += l
		return true
	}
	// The LEB128 forms, read as the unfiltered reader reads them: a number with bits past
	// the 64th is an error there, so it must not be stepped over here.
	if f == dw.FormSdata {
		c.sleb()
	} else {
		c.uleb()
	}
	return c.err == nil
}

// Value is a kept value as DIEReader.Values gives it: where it lies and what the filter made
// of it. The attribute is the Spec'th of the DIE's abbreviation, the Abbrev'th of the unit's
// table. A walk that needs only that is spared filling a DIE's Fields one at a time.
type Value struct {
	DIE    uint64 // offset of the value's DIE
	ValOff uint64 // first byte of the value (of a block: of its length)
	End    uint64 // just past the value
	Val    uint64 // as Field.Val; of a block, its length (its bytes end at End)
	Abbrev int32
	Spec   int32
	Form   dw.Form
	Class  uint8
}

// Values reads DIEs under the filter and appends their kept values to vs, DIE by DIE, while
// another DIE's values fit in cap(vs). It returns true when it stopped for room, false at
// the end of the unit or before a DIE it leaves to Next: one with a form given in the DIE,
// more values than vs holds, or one that fails to read (Next then reports the error). Next
// and Values may take turns.
func (r *DIEReader) Values(vs []Value) ([]Value, bool) {
	c := r.c
	b := c.b
	n := uint64(len(b))
	end := min(r.u.End, n)
	t := r.u.Abbrevs
	for c.err == nil && c.off < end {
		start := c.off
		// The abbreviation code, by its one-byte form when it has it.
		var code uint64
		if x := b[c.off]; x < 0x80 {
			code = uint64(x)
			c.off++
		} else if code = c.uleb(); c.err != nil {
			c.err, c.off = nil, start
			return vs, false
		}
		if code == 0 {
			if r.depth > 0 {
				r.depth--
			}
			continue
		}
		idx := t.index(code)
		if idx < 0 {
			c.off = start
			return vs, false
		}
		p := &r.plans[idx]
		if p.slow || int64(t.List[idx].empty) > r.empty {
			// Next reports a unit over its budget of values without bytes.
			c.off = start
			return vs, false
		}
		if cap(vs)-len(vs) < p.kept {
			// A DIE with more values than a batch holds is left to Next.
			c.off = start
			return vs, len(vs) > 0
		}
		mark := len(vs)
		ok := true
		for si := range p.steps {
			st := &p.steps[si]
			if st.skip > n-c.off {
				ok = false
				break
			}
			c.off += st.skip
			if st.class == 0 {
				if !r.skipValue(st.form) {
					ok = false
					break
				}
				continue
			}
			v := Value{DIE: start, ValOff: c.off, Abbrev: int32(idx), Spec: int32(st.spec), Form: st.form, Class: st.class}
			switch {
			case st.size > 0:
				if uint64(st.size) > n-c.off {
					ok = false
					break
				}
				v.Val = c.fixed(st.size)
			case st.form == dw.FormExprloc || st.form == dw.FormBlock:
				v.Val = c.uleb()
				if c.err != nil || v.Val > n-c.off {
					ok = false
					break
				}
				c.off += v.Val
			default:
				f := Field{Attr: t.List[idx].Attrs[st.spec].Attr, Form: st.form}
				r.value(&f, &t.List[idx].Attrs[st.spec])
				v.Val = f.Val
			}
			if !ok || c.err != nil {
				ok = false
				break
			}
			v.End = c.off
			vs = append(vs, v)
		}
		if ok && p.tail > n-c.off {
			ok = false
		}
		if !ok {
			c.err, c.off = nil, start
			return vs[:mark], false
		}
		c.off += p.tail
		r.empty -= int64(t.List[idx].empty)
		if t.List[idx].Children {
			r.depth++
		}
	}
	return vs, false
}
