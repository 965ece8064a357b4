package dwarfenc

import (
	"hdwarf/dw"
	"hdwarf/internal/leb128"
)

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
			key = append(key, byte(dw.AttrSibling), byte(dw.FormRefUdata))
			d.udataRefs = true
		} else {
			key = append(key, byte(dw.AttrSibling), byte(dw.FormRef4))
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
		if f == dw.FormRefUdata {
			d.udataRefs = true
		}
		size += n
		key = leb128.AppendUnsigned(key, uint64(a.Attr))
		key = leb128.AppendUnsigned(key, uint64(f))
		if f == dw.FormImplicitConst {
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

func constSize(v uint64) (dw.Form, int) {
	switch {
	case v <= 0xff:
		return dw.FormData1, 1
	case v <= 0xffff:
		return dw.FormData2, 2
	case v <= 0xffffffff:
		return dw.FormData4, 4
	}
	return dw.FormData8, 8
}

func indexForm(i uint32, f1 dw.Form) (dw.Form, int) {
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
func (w *Writer) chooseForm(u *Unit, a *Attribute) (dw.Form, int) {
	v := &a.Val
	v5 := w.cfg.Version >= 5
	switch v.kind {
	case kindUdata:
		switch v.form {
		case 0:
			return constSize(v.num)
		case dw.FormData1, dw.FormData2, dw.FormData4, dw.FormData8:
			n := fixedSize(v.form)
			if n < 8 && v.num>>(8*n) != 0 {
				w.fail("%v: value %#x does not fit %v", a.Attr, v.num, v.form)
			}
			return v.form, n
		case dw.FormUdata:
			return dw.FormUdata, leb128.UnsignedLen(v.num)
		case dw.FormSdata:
			return dw.FormSdata, leb128.SignedLen(int64(v.num))
		case dw.FormImplicitConst:
			if !v5 {
				w.fail("%v: implicit_const needs DWARF 5", a.Attr)
			}
			return dw.FormImplicitConst, 0
		}
		w.fail("%v: %v is not a constant form", a.Attr, v.form)
		return 0, 0
	case kindSdata:
		s := int64(v.num)
		switch {
		case s < 0:
			return dw.FormSdata, leb128.SignedLen(s)
		case s < 1<<7:
			return dw.FormData1, 1
		case s < 1<<15:
			return dw.FormData2, 2
		case s < 1<<31:
			return dw.FormData4, 4
		}
		return dw.FormData8, 8
	case kindFlag:
		if v.num != 0 {
			return dw.FormFlagPresent, 0
		}
		return dw.FormFlag, 1
	case kindString:
		switch {
		case w.cfg.Strings == StringsInline:
			return dw.FormString, len(v.str) + 1
		case w.cfg.Strings == StringsStrx && v5:
			v.idx = w.str.index(v.str)
			return indexForm(v.idx, dw.FormStrx1)
		}
		v.num = w.str.offset(v.str)
		return dw.FormStrp, w.offSize
	case kindAddr, kindSecAddr:
		if w.cfg.AddrIndex && v5 {
			v.idx = u.addrs.index(v.addr())
			return indexForm(v.idx, dw.FormAddrx1)
		}
		return dw.FormAddr, w.cfg.AddrSize
	case kindRef:
		t, _ := v.ptr.(*DIE)
		switch {
		case t == nil:
			w.fail("%v: reference to a nil DIE", a.Attr)
			return 0, 0
		case t.unit == u:
			if w.cfg.RefUdata {
				return dw.FormRefUdata, 0
			}
			return dw.FormRef4, 4
		case t.unit.w != w:
			w.fail("%v: reference to a DIE of another writer", a.Attr)
			return 0, 0
		case t.unit.Type == dw.UTType && t == t.unit.TypeDIE:
			v.num = t.unit.Signature
			return dw.FormRefSig8, 8
		case t.unit.Type == dw.UTType && !v5:
			w.fail("%v: reference into a DWARF 4 type unit other than to its type DIE", a.Attr)
			return 0, 0
		}
		return dw.FormRefAddr, w.offSize
	case kindRefSig:
		return dw.FormRefSig8, 8
	case kindExprloc:
		return dw.FormExprloc, leb128.UnsignedLen(uint64(len(v.str))) + len(v.str)
	case kindExprAddr:
		n := 1 + w.cfg.AddrSize
		return dw.FormExprloc, leb128.UnsignedLen(uint64(n)) + n
	case kindBlock:
		n := len(v.str)
		switch {
		case n <= 0xff:
			return dw.FormBlock1, 1 + n
		case n <= 0xffff:
			return dw.FormBlock2, 2 + n
		}
		return dw.FormBlock4, 4 + n
	case kindData16:
		if !v5 {
			w.fail("%v: data16 needs DWARF 5", a.Attr)
		}
		return dw.FormData16, 16
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
				return dw.FormLoclistx, leb128.UnsignedLen(uint64(i))
			}
			return dw.FormRnglistx, leb128.UnsignedLen(uint64(i))
		}
		return dw.FormSecOffset, w.offSize
	case kindLinePtr:
		t, _ := v.ptr.(*LineTable)
		if t == nil || t.w != w {
			w.fail("%v: line table missing or from another writer", a.Attr)
			return 0, 0
		}
		return dw.FormSecOffset, w.offSize
	case kindSecOffset:
		return dw.FormSecOffset, w.offSize
	}
	w.fail("%v: empty value", a.Attr)
	return 0, 0
}

// fixedSize is the size of a form's value, or of a block form's length field.
func fixedSize(f dw.Form) int {
	switch f {
	case dw.FormData1, dw.FormStrx1, dw.FormAddrx1, dw.FormBlock1:
		return 1
	case dw.FormData2, dw.FormStrx2, dw.FormAddrx2, dw.FormBlock2:
		return 2
	case dw.FormStrx3, dw.FormAddrx3:
		return 3
	case dw.FormData4, dw.FormStrx4, dw.FormAddrx4, dw.FormBlock4:
		return 4
	}
	return 8
}

// dwOpAddr is DW_OP_addr; the operation table lives in expr, which this package
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
		if d.Attrs[i].form == dw.FormRefUdata {
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
		case dw.FormData1, dw.FormData2, dw.FormData4, dw.FormData8, dw.FormStrx1, dw.FormStrx2, dw.FormStrx3, dw.FormStrx4,
			dw.FormAddrx1, dw.FormAddrx2, dw.FormAddrx3, dw.FormAddrx4:
			n := fixedSize(a.form)
			x := v.num
			if a.form >= dw.FormStrx1 {
				x = uint64(v.idx)
			}
			s.un(x, n)
		case dw.FormUdata:
			s.uleb(v.num)
		case dw.FormSdata:
			s.sleb(int64(v.num))
		case dw.FormImplicitConst, dw.FormFlagPresent:
		case dw.FormFlag:
			s.u8(uint8(v.num))
		case dw.FormString:
			s.str(v.str)
		case dw.FormStrp:
			w.secOff(s, secStr, v.num)
		case dw.FormAddr:
			w.addr(s, v.addr())
		case dw.FormRef4:
			s.u32(uint32(v.ptr.(*DIE).off))
		case dw.FormRefUdata:
			s.uleb(v.ptr.(*DIE).off)
		case dw.FormRefAddr:
			t := v.ptr.(*DIE)
			w.refFixups = append(w.refFixups, refFixup{off: uint64(len(s.b)), reloc: len(s.relocs), target: t})
			w.secOff(s, secInfo, 0)
		case dw.FormRefSig8:
			s.u64(v.num)
		case dw.FormExprloc:
			if v.kind == kindExprAddr {
				s.uleb(uint64(1 + w.cfg.AddrSize))
				s.u8(dwOpAddr)
				w.addr(s, v.ptr.(Addr))
				break
			}
			s.uleb(uint64(len(v.str)))
			s.b = append(s.b, v.str...)
		case dw.FormBlock1, dw.FormBlock2, dw.FormBlock4:
			s.un(uint64(len(v.str)), fixedSize(a.form))
			s.b = append(s.b, v.str...)
		case dw.FormData16:
			s.b = append(s.b, v.str...)
		case dw.FormLoclistx, dw.FormRnglistx:
			s.uleb(uint64(v.idx))
		case dw.FormSecOffset:
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
