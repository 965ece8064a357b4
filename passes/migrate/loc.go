package migrate

import (
	"fmt"
	"hdwarf/internal/leb128"
	"slices"
	"sort"

	"hdwarf/dwarfenc/expr"
	"hdwarf/sections/dwarf"
)

// refsFor returns the reference mapper of unit k once every unit is laid out.
func (ir *infoRewriter) refsFor(k int) *unitEmitter {
	e := &unitEmitter{ir: ir}
	e.reset(k, nil, nil)
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

// locUses lists the .debug_loc lists the units use, by offset. Producers emit the lists in
// the order of the DIEs that use them; only when they did not is a sorted copy made.
func locUses(infos []*infoRewriter, yield func(locUse) error) error {
	sorted := true
	var last uint64
	n := 0
	for _, ir := range infos {
		for _, off := range ir.locOffs {
			if off < last {
				sorted = false
			}
			last = off
			n++
		}
	}
	if sorted {
		for _, ir := range infos {
			for k := range ir.units {
				for _, off := range ir.locOffs[ir.locUnit[k]:ir.locUnit[k+1]] {
					if err := yield(locUse{off, ir, k}); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	all := make([]locUse, 0, n)
	for _, ir := range infos {
		for k := range ir.units {
			for _, off := range ir.locOffs[ir.locUnit[k]:ir.locUnit[k+1]] {
				all = append(all, locUse{off, ir, k})
			}
		}
	}
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

// rewriteLoc rewrites the DWARF 2-4 location lists the units refer to. Lists are read from
// each referenced offset to their end-of-list entry; bytes no list covers are kept. The
// rewritten entries are collected first, so that the new section is allocated once, at
// its final size.
func (m *migrator) rewriteLoc(infos []*infoRewriter) error {
	sec := m.d.Sec(".debug_loc")
	if sec == nil {
		return nil
	}
	raw, data := sec.Raw, sec.Data
	bo := m.d.ByteOrder
	om := &offsetMap{}
	m.maps[".debug_loc"] = om
	w := m.newWork()
	var repl []byte // the new bytes of om's spans, in order
	var covered uint64
	var e dwarf.ListEntry
	var r *dwarf.ListReader
	rAddr := 0
	var cur struct {
		ir   *infoRewriter
		unit int
		refs *unitEmitter
	}
	err := locUses(infos, func(rf locUse) error {
		if rf.off < covered {
			return nil
		}
		u := rf.ir.units[rf.unit]
		if cur.ir != rf.ir || cur.unit != rf.unit || cur.refs == nil {
			cur.ir, cur.unit, cur.refs = rf.ir, rf.unit, rf.ir.refsFor(rf.unit)
		}
		ctx := unitCtx(m, u)
		if r == nil || rAddr != u.AddrSize {
			r, rAddr = dwarf.NewLocReader(data, bo, rf.off, u.AddrSize), u.AddrSize
		} else {
			r.Seek(rf.off)
		}
		for r.Next(&e) {
			if e.HasExpr && !m.plain(ctx, e.Expr) {
				where := func() string {
					return fmt.Sprintf(".debug_loc: list at 0x%x, entry at 0x%x (unit at 0x%x)", rf.off, e.Off, u.Off)
				}
				res, err := m.rewriteExpr(w, ctx, e.Expr, cur.refs, where)
				if err != nil {
					return err
				}
				w.commit()
				if res.changed {
					if len(res.code) > 0xffff {
						return fmt.Errorf("%s: expression grows to %d bytes, more than a .debug_loc entry holds", where(), len(res.code))
					}
					repl = appendFixed(repl, bo, 2, uint64(len(res.code)))
					repl = append(repl, res.code...)
					om.addShifted(int64(e.LenOff), int64(e.End-e.LenOff), int64(2+len(res.code)), res.inner, 2, 2)
				}
			}
			if e.IsEnd() {
				break
			}
		}
		if err := r.Err(); err != nil {
			return fmt.Errorf("list at 0x%x (unit at 0x%x): %w", rf.off, u.Off, err)
		}
		covered = r.Off()
		return nil
	})
	if err != nil {
		return err
	}
	if len(om.spans) == 0 {
		return nil
	}
	m.setOut(".debug_loc", applySpans(raw, om, repl))
	return nil
}

// applySpans returns raw with the spans of om replaced by their new bytes, given in order
// in repl.
func applySpans(raw []byte, om *offsetMap, repl []byte) []byte {
	out := make([]byte, int64(len(raw))+om.total)
	o, pending, at := 0, int64(0), int64(0)
	for i := range om.spans {
		s := &om.spans[i]
		o += copy(out[o:], raw[pending:s.off])
		o += copy(out[o:], repl[at:at+s.newLen])
		at += s.newLen
		pending = s.off + s.oldLen
	}
	copy(out[o:], raw[pending:])
	return out
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
	m.maps[".debug_loclists"] = om
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
			dwarf.PutFixed(out[np:], bo, h.OffsetSize(), nt-nb)
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
