package dwarfenc

import "hdwarf/internal/leb128"

// This file lays out and encodes DIEs: forms are chosen once per attribute (layout), then
// offsets are assigned (repeatedly only when ref_udata sizes depend on them), then bytes are
// written.

// layout chooses forms and abbreviations for d and its subtree and records each DIE's fixed
// size.
func (w *Writer) layout(d *DIE) {
	u := d.unit
	key := w.key[:0]
	key = leb128.AppendUnsigned(key, uint64(d.Tag))
	if d.first != nil {
		key = append(key, 1)
	} else {
		key = append(key, 0)
	}
	size := 0
	d.udataRefs = false
	d.sibling = w.cfg.Siblings && d.first != nil && d.next != nil
	if d.sibling {
		if w.cfg.RefUdata {
			key = append(key, byte(AttrSibling), byte(FormRefUdata))
			d.udataRefs = true
		} else {
			key = append(key, byte(AttrSibling), byte(FormRef4))
			size += 4
		}
	}
	for i := range d.Attrs {
		a := &d.Attrs[i]
		f, n := w.chooseForm(u, a)
		if w.err != nil {
			return
		}
		a.form = f
		if f == FormRefUdata {
			d.udataRefs = true
		}
		size += n
		key = leb128.AppendUnsigned(key, uint64(a.Attr))
		key = leb128.AppendUnsigned(key, uint64(f))
		if f == FormImplicitConst {
			key = leb128.AppendSigned(key, int64(a.Val.num))
		}
	}
	key = append(key, 0, 0)
	code, ok := w.abbrevs[string(key)]
	if !ok {
		code = uint32(len(w.abbrevs) + 1)
		w.abbrevs[string(key)] = code
		ab := &w.secs[secAbbrev]
		ab.uleb(uint64(code))
		ab.b = append(ab.b, key...)
	}
	w.key = key
	d.abbrev = code
	size += leb128.UnsignedLen(uint64(code))
	d.size = uint32(size)
	for c := d.first; c != nil; c = c.next {
		w.layout(c)
		if w.err != nil {
			return
		}
	}
}

func constSize(v uint64) (Form, int) {
	switch {
	case v <= 0xff:
		return FormData1, 1
	case v <= 0xffff:
		return FormData2, 2
	case v <= 0xffffffff:
		return FormData4, 4
	}
	return FormData8, 8
}

func indexForm(i uint32, f1 Form) (Form, int) {
	switch {
	case i <= 0xff:
		return f1, 1
	case i <= 0xffff:
		return f1 + 1, 2
	case i <= 0xffffff:
		return f1 + 2, 3
	}
	return f1 + 3, 4
}

// chooseForm picks a's form and returns it with the value's size in bytes (ref_udata values
// count as 0 here; their size is settled by assignOffsets).
func (w *Writer) chooseForm(u *Unit, a *Attribute) (Form, int) {
	v := &a.Val
	v5 := w.cfg.Version >= 5
	switch v.kind {
	case kindUdata:
		switch v.form {
		case 0:
			return constSize(v.num)
		case FormData1, FormData2, FormData4, FormData8:
			n := fixedSize(v.form)
			if n < 8 && v.num>>(8*n) != 0 {
				w.fail("%v: value %#x does not fit %v", a.Attr, v.num, v.form)
			}
			return v.form, n
		case FormUdata:
			return FormUdata, leb128.UnsignedLen(v.num)
		case FormSdata:
			return FormSdata, leb128.SignedLen(int64(v.num))
		case FormImplicitConst:
			if !v5 {
				w.fail("%v: implicit_const needs DWARF 5", a.Attr)
			}
			return FormImplicitConst, 0
		}
		w.fail("%v: %v is not a constant form", a.Attr, v.form)
		return 0, 0
	case kindSdata:
		s := int64(v.num)
		switch {
		case s < 0:
			return FormSdata, leb128.SignedLen(s)
		case s < 1<<7:
			return FormData1, 1
		case s < 1<<15:
			return FormData2, 2
		case s < 1<<31:
			return FormData4, 4
		}
		return FormData8, 8
	case kindFlag:
		if v.num != 0 {
			return FormFlagPresent, 0
		}
		return FormFlag, 1
	case kindString:
		switch {
		case w.cfg.Strings == StringsInline:
			return FormString, len(v.str) + 1
		case w.cfg.Strings == StringsStrx && v5:
			v.idx = w.str.index(v.str)
			return indexForm(v.idx, FormStrx1)
		}
		v.num = w.str.offset(v.str)
		return FormStrp, w.offSize
	case kindAddr, kindSecAddr:
		if w.cfg.AddrIndex && v5 {
			v.idx = u.addrs.index(v.addr())
			return indexForm(v.idx, FormAddrx1)
		}
		return FormAddr, w.cfg.AddrSize
	case kindRef:
		t, _ := v.ptr.(*DIE)
		switch {
		case t == nil:
			w.fail("%v: reference to a nil DIE", a.Attr)
			return 0, 0
		case t.unit == u:
			if w.cfg.RefUdata {
				return FormRefUdata, 0
			}
			return FormRef4, 4
		case t.unit.w != w:
			w.fail("%v: reference to a DIE of another writer", a.Attr)
			return 0, 0
		case t.unit.Type == UTType && t == t.unit.TypeDIE:
			v.num = t.unit.Signature
			return FormRefSig8, 8
		case t.unit.Type == UTType && !v5:
			w.fail("%v: reference into a DWARF 4 type unit other than to its type DIE", a.Attr)
			return 0, 0
		}
		return FormRefAddr, w.offSize
	case kindRefSig:
		return FormRefSig8, 8
	case kindExprloc:
		return FormExprloc, leb128.UnsignedLen(uint64(len(v.str))) + len(v.str)
	case kindExprAddr:
		n := 1 + w.cfg.AddrSize
		return FormExprloc, leb128.UnsignedLen(uint64(n)) + n
	case kindBlock:
		n := len(v.str)
		switch {
		case n <= 0xff:
			return FormBlock1, 1 + n
		case n <= 0xffff:
			return FormBlock2, 2 + n
		}
		return FormBlock4, 4 + n
	case kindData16:
		if !v5 {
			w.fail("%v: data16 needs DWARF 5", a.Attr)
		}
		return FormData16, 16
	case kindLocList, kindRangeList:
		if v.ptr == nil || v.ptr == (*LocList)(nil) || v.ptr == (*RangeList)(nil) {
			w.fail("%v: nil list", a.Attr)
			return 0, 0
		}
		i, ok := u.listIdx[v.ptr]
		if !ok {
			if l, isLoc := v.ptr.(*LocList); isLoc {
				i = uint32(len(u.locs))
				u.locs = append(u.locs, l)
			} else {
				i = uint32(len(u.rngs))
				u.rngs = append(u.rngs, v.ptr.(*RangeList))
			}
			u.listIdx[v.ptr] = i
		}
		v.idx = i
		if v5 && w.cfg.ListIndex {
			if v.kind == kindLocList {
				return FormLoclistx, leb128.UnsignedLen(uint64(i))
			}
			return FormRnglistx, leb128.UnsignedLen(uint64(i))
		}
		return FormSecOffset, w.offSize
	case kindLinePtr:
		t, _ := v.ptr.(*LineTable)
		if t == nil || t.w != w {
			w.fail("%v: line table missing or from another writer", a.Attr)
			return 0, 0
		}
		return FormSecOffset, w.offSize
	case kindSecOffset:
		return FormSecOffset, w.offSize
	}
	w.fail("%v: empty value", a.Attr)
	return 0, 0
}

// fixedSize is the size of a form's value, or of a block form's length field.
func fixedSize(f Form) int {
	switch f {
	case FormData1, FormStrx1, FormAddrx1, FormBlock1:
		return 1
	case FormData2, FormStrx2, FormAddrx2, FormBlock2:
		return 2
	case FormStrx3, FormAddrx3:
		return 3
	case FormData4, FormStrx4, FormAddrx4, FormBlock4:
		return 4
	}
	return 8
}

// dwOpAddr is DW_OP_addr; the operation table lives in dwarfenc/expr, which this package
// does not import: ExprAddr is the one expression the DIE writer has to relocate itself.
const dwOpAddr = 0x03

func (v *Value) addr() Addr {
	if v.kind == kindSecAddr {
		return Addr{Section: v.str, Off: v.num}
	}
	return Addr{Symbol: v.str, Off: v.num}
}

// assignOffsets gives every DIE its offset from the unit start and returns the unit's size.
// With ref_udata the size of a reference depends on the offset it holds, so the pass repeats
// until nothing moves; offsets only grow between passes, so this ends.
func (w *Writer) assignOffsets(u *Unit, hdr uint64) uint64 {
	for {
		changed := false
		var walk func(d *DIE, off uint64) uint64
		walk = func(d *DIE, off uint64) uint64 {
			if d.off != off {
				d.off, changed = off, true
			}
			off += uint64(d.size)
			if d.udataRefs {
				off += w.udataRefSizes(d)
			}
			if d.first != nil {
				for c := d.first; c != nil; c = c.next {
					off = walk(c, off)
				}
				off++ // null entry ending the children
			}
			return off
		}
		end := walk(u.Root, hdr)
		if !changed {
			return end
		}
	}
}

func (w *Writer) udataRefSizes(d *DIE) uint64 {
	var n uint64
	if d.sibling && w.cfg.RefUdata {
		n += uint64(leb128.UnsignedLen(d.next.off))
	}
	for i := range d.Attrs {
		if d.Attrs[i].form == FormRefUdata {
			n += uint64(leb128.UnsignedLen(d.Attrs[i].Val.ptr.(*DIE).off))
		}
	}
	return n
}

func (w *Writer) emitDIE(s *outSec, id secID, d *DIE) {
	u := d.unit
	s.uleb(uint64(d.abbrev))
	if d.sibling {
		if w.cfg.RefUdata {
			s.uleb(d.next.off)
		} else {
			s.u32(uint32(d.next.off))
		}
	}
	for i := range d.Attrs {
		a := &d.Attrs[i]
		v := &a.Val
		switch a.form {
		case FormData1, FormData2, FormData4, FormData8, FormStrx1, FormStrx2, FormStrx3, FormStrx4,
			FormAddrx1, FormAddrx2, FormAddrx3, FormAddrx4:
			n := fixedSize(a.form)
			x := v.num
			if a.form >= FormStrx1 {
				x = uint64(v.idx)
			}
			s.un(x, n)
		case FormUdata:
			s.uleb(v.num)
		case FormSdata:
			s.sleb(int64(v.num))
		case FormImplicitConst, FormFlagPresent:
		case FormFlag:
			s.u8(uint8(v.num))
		case FormString:
			s.str(v.str)
		case FormStrp:
			w.secOff(s, secStr, v.num)
		case FormAddr:
			w.addr(s, v.addr())
		case FormRef4:
			s.u32(uint32(v.ptr.(*DIE).off))
		case FormRefUdata:
			s.uleb(v.ptr.(*DIE).off)
		case FormRefAddr:
			t := v.ptr.(*DIE)
			w.refFixups = append(w.refFixups, refFixup{off: uint64(len(s.b)), reloc: len(s.relocs), target: t})
			w.secOff(s, secInfo, 0)
		case FormRefSig8:
			s.u64(v.num)
		case FormExprloc:
			if v.kind == kindExprAddr {
				s.uleb(uint64(1 + w.cfg.AddrSize))
				s.u8(dwOpAddr)
				w.addr(s, v.ptr.(Addr))
				break
			}
			s.uleb(uint64(len(v.str)))
			s.b = append(s.b, v.str...)
		case FormBlock1, FormBlock2, FormBlock4:
			s.un(uint64(len(v.str)), fixedSize(a.form))
			s.b = append(s.b, v.str...)
		case FormData16:
			s.b = append(s.b, v.str...)
		case FormLoclistx, FormRnglistx:
			s.uleb(uint64(v.idx))
		case FormSecOffset:
			switch v.kind {
			case kindLocList:
				id := secLoc
				if w.cfg.Version >= 5 {
					id = secLoclists
				}
				w.secOff(s, id, u.locOffs[v.idx])
			case kindRangeList:
				id := secRanges
				if w.cfg.Version >= 5 {
					id = secRnglists
				}
				w.secOff(s, id, u.rngOffs[v.idx])
			case kindLinePtr:
				w.secOff(s, secLine, v.ptr.(*LineTable).off)
			default:
				if w.cfg.RelocateOffsets {
					w.value(s, Sec(v.str, v.num), w.offSize)
				} else {
					s.un(v.num, w.offSize)
				}
			}
		}
	}
	if d.first != nil {
		for c := d.first; c != nil; c = c.next {
			w.emitDIE(s, id, c)
		}
		s.u8(0)
	}
}
