package dwarfenc

import "hdwarf/dw"

// emitLists writes the unit's location and range lists: one DWARF 5 contribution per unit in
// .debug_loclists/.debug_rnglists, or plain lists in .debug_loc/.debug_ranges for DWARF 4.
// A list starts a new base address where its entries change symbol or go backwards, and
// gives its entries as offsets from that base.
func (w *Writer) emitLists(u *Unit) {
	if w.cfg.Version >= 5 {
		if len(u.locs) > 0 {
			u.locOffs = w.emitListsV5(u, secLoclists, len(u.locs), func(s *outSec, i int) {
				var b listBase
				for _, e := range u.locs[i].entries {
					if e.deflt {
						s.u8(uint8(dw.LLEDefaultLocation))
					} else {
						w.base(u, s, &b, e.Start, uint8(dw.LLEBaseAddressx), uint8(dw.LLEBaseAddress))
						s.u8(uint8(dw.LLEOffsetPair))
						s.uleb(e.Start.Off - b.a.Off)
						s.uleb(e.Start.Off - b.a.Off + e.Len)
					}
					s.uleb(uint64(len(e.expr)))
					s.b = append(s.b, e.expr...)
				}
				s.u8(uint8(dw.LLEEndOfList))
			})
		}
		if len(u.rngs) > 0 {
			u.rngOffs = w.emitListsV5(u, secRnglists, len(u.rngs), func(s *outSec, i int) {
				var b listBase
				for _, r := range u.rngs[i].Ranges {
					w.base(u, s, &b, r.Start, uint8(dw.RLEBaseAddressx), uint8(dw.RLEBaseAddress))
					s.u8(uint8(dw.RLEOffsetPair))
					s.uleb(r.Start.Off - b.a.Off)
					s.uleb(r.Start.Off - b.a.Off + r.Len)
				}
				s.u8(uint8(dw.RLEEndOfList))
			})
		}
		return
	}
	s := &w.secs[secLoc]
	for _, l := range u.locs {
		u.locOffs = append(u.locOffs, uint64(len(s.b)))
		var b listBase
		for _, e := range l.entries {
			if e.deflt {
				w.fail(".debug_loc: default location entries need DWARF 5")
				return
			}
			if e.Len == 0 {
				continue // an empty pair could read as the end of the list
			}
			if !w.baseV4(s, &b, e.Range, ".debug_loc") {
				return
			}
			s.un(e.Start.Off-b.a.Off, w.cfg.AddrSize)
			s.un(e.Start.Off-b.a.Off+e.Len, w.cfg.AddrSize)
			if len(e.expr) > 0xffff {
				w.fail(".debug_loc: expression of %d bytes does not fit DWARF 4's 2-byte length", len(e.expr))
				return
			}
			s.u16(uint16(len(e.expr)))
			s.b = append(s.b, e.expr...)
		}
		s.un(0, w.cfg.AddrSize)
		s.un(0, w.cfg.AddrSize)
	}
	s = &w.secs[secRanges]
	for _, l := range u.rngs {
		u.rngOffs = append(u.rngOffs, uint64(len(s.b)))
		var b listBase
		for _, r := range l.Ranges {
			if r.Len == 0 {
				continue
			}
			if !w.baseV4(s, &b, r, ".debug_ranges") {
				return
			}
			s.un(r.Start.Off-b.a.Off, w.cfg.AddrSize)
			s.un(r.Start.Off-b.a.Off+r.Len, w.cfg.AddrSize)
		}
		s.un(0, w.cfg.AddrSize)
		s.un(0, w.cfg.AddrSize)
	}
}

// listBase is the base address in force while a list is written.
type listBase struct {
	a  Addr
	ok bool
}

// base writes a DWARF 5 base-address entry when start cannot be reached from the current base.
func (w *Writer) base(u *Unit, s *outSec, b *listBase, start Addr, opx, op uint8) {
	if b.ok && start.sameBase(b.a) && start.Off >= b.a.Off {
		return
	}
	b.a, b.ok = start, true
	if w.cfg.AddrIndex {
		s.u8(opx)
		s.uleb(uint64(u.addrs.index(start)))
		return
	}
	s.u8(op)
	w.addr(s, start)
}

// baseV4 writes a DWARF 4 base address selection entry when needed and checks that the
// entry's offsets fit the address size.
func (w *Writer) baseV4(s *outSec, b *listBase, r Range, name string) bool {
	if !b.ok || !r.Start.sameBase(b.a) || r.Start.Off < b.a.Off {
		b.a, b.ok = r.Start, true
		s.un(^uint64(0), w.cfg.AddrSize)
		w.addr(s, r.Start)
	}
	if end := r.Start.Off - b.a.Off + r.Len; w.cfg.AddrSize == 4 && end>>32 != 0 {
		w.fail("%s: range %v+%#x does not fit 4-byte addresses", name, r.Start, r.Len)
		return false
	}
	return true
}

// emitListsV5 writes one unit's contribution to .debug_loclists or .debug_rnglists and
// returns the section offset of each list. With Config.ListIndex the header is followed by
// the offsets array that loclistx/rnglistx index.
func (w *Writer) emitListsV5(u *Unit, id secID, n int, list func(s *outSec, i int)) []uint64 {
	s := &w.secs[id]
	at, start := w.startLength(s)
	s.u16(5)
	s.u8(uint8(w.cfg.AddrSize))
	s.u8(0)
	indexed := w.cfg.ListIndex
	if indexed {
		s.u32(uint32(n))
	} else {
		s.u32(0)
	}
	table := uint64(len(s.b))
	if indexed {
		s.b = append(s.b, make([]byte, n*w.offSize)...)
	}
	offs := make([]uint64, n)
	for i := 0; i < n; i++ {
		offs[i] = uint64(len(s.b))
		if indexed {
			s.patch(table+uint64(i*w.offSize), offs[i]-table, w.offSize)
		}
		list(s, i)
	}
	w.endLength(s, id, at, start)
	return offs
}

// emitARanges writes the .debug_aranges set of a compile unit.
func (w *Writer) emitARanges(u *Unit) {
	if u.Type != dw.UTCompile {
		return
	}
	rs := u.ARanges
	if len(rs) == 0 {
		rs = u.rootRanges()
	}
	if len(rs) == 0 {
		return
	}
	s := &w.secs[secAranges]
	at, start := w.startLength(s)
	s.u16(2)
	w.secOff(s, secInfo, u.off)
	s.u8(uint8(w.cfg.AddrSize))
	s.u8(0)
	// Tuples are aligned to twice the address size from the start of the set.
	set := at
	if w.cfg.Dwarf64 {
		set -= 4
	}
	for (uint64(len(s.b))-set)%uint64(2*w.cfg.AddrSize) != 0 {
		s.u8(0)
	}
	for _, r := range rs {
		w.addr(s, r.Start)
		s.un(r.Len, w.cfg.AddrSize)
	}
	s.un(0, w.cfg.AddrSize)
	s.un(0, w.cfg.AddrSize)
	w.endLength(s, secAranges, at, start)
}

// rootRanges derives a compile unit's code ranges from its root DIE: low_pc with high_pc
// (an address or a length), or ranges.
func (u *Unit) rootRanges() []Range {
	var lo, hi *Value
	for i := range u.Root.Attrs {
		a := &u.Root.Attrs[i]
		switch a.Attr {
		case dw.AttrLowpc:
			lo = &a.Val
		case dw.AttrHighpc:
			hi = &a.Val
		case dw.AttrRanges:
			if r, ok := a.Val.ptr.(*RangeList); ok && r != nil {
				return r.Ranges
			}
		}
	}
	if lo == nil || hi == nil || (lo.kind != kindAddr && lo.kind != kindSecAddr) {
		return nil
	}
	l := lo.addr()
	switch hi.kind {
	case kindUdata:
		return []Range{{l, hi.num}}
	case kindAddr, kindSecAddr:
		if h := hi.addr(); h.sameBase(l) && h.Off >= l.Off {
			return []Range{{l, h.Off - l.Off}}
		}
	}
	return nil
}
