package migrate

import (
	"fmt"
	"sort"

	"hdwarf/dwarfenc/expr"
	"hdwarf/sections/dwarf"
)

// refsFor returns the reference mapper of unit k once every unit is laid out.
func (ir *infoRewriter) refsFor(k int) *unitEmitter {
	u := ir.units[k]
	ns, _ := ir.omap.lookup(u.Off)
	return &unitEmitter{ir: ir, k: k, u: u, newStart: ns}
}

func unitCtx(m *migrator, u *dwarf.Unit) expr.Context {
	return expr.Context{AddrSize: u.AddrSize, OffsetSize: u.OffsetSize(), ByteOrder: m.d.ByteOrder, Version: u.Version}
}

// rewriteLoc rewrites the DWARF 2-4 location lists the units refer to. Lists are read from
// each referenced offset to their end-of-list entry; bytes no list covers are kept.
func (m *migrator) rewriteLoc(infos []*infoRewriter) error {
	sec := m.d.Sec(".debug_loc")
	if sec == nil {
		return nil
	}
	type ref struct {
		off  uint64
		ir   *infoRewriter
		unit int
	}
	var refs []ref
	for _, ir := range infos {
		for _, r := range ir.locRefs {
			refs = append(refs, ref{r.off, ir, r.unit})
		}
	}
	sort.SliceStable(refs, func(i, j int) bool { return refs[i].off < refs[j].off })
	raw, data := sec.Raw, sec.Data
	bo := m.d.ByteOrder
	om := &offsetMap{}
	m.maps[".debug_loc"] = om
	out := make([]byte, 0, len(raw)+len(raw)/8)
	var pending, covered uint64
	var e dwarf.ListEntry
	for _, rf := range refs {
		if rf.off < covered {
			continue
		}
		u := rf.ir.units[rf.unit]
		ctx := unitCtx(m, u)
		refs := rf.ir.refsFor(rf.unit)
		r := dwarf.NewLocReader(data, bo, rf.off, u.AddrSize)
		for r.Next(&e) {
			if e.HasExpr {
				where := func() string {
					return fmt.Sprintf(".debug_loc: list at 0x%x, entry at 0x%x (unit at 0x%x)", rf.off, e.Off, u.Off)
				}
				res, err := m.rewriteExpr(ctx, e.Expr, refs, where)
				if err != nil {
					return err
				}
				if res.changed {
					if len(res.code) > 0xffff {
						return fmt.Errorf("%s: expression grows to %d bytes, more than a .debug_loc entry holds", where(), len(res.code))
					}
					out = append(out, raw[pending:e.LenOff]...)
					out = appendFixed(out, bo, 2, uint64(len(res.code)))
					out = append(out, res.code...)
					pending = e.End
					om.add(span{off: int64(e.LenOff), oldLen: int64(e.End - e.LenOff), newLen: int64(2 + len(res.code)), inner: shiftRuns(res.inner, 2, 2)})
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
	}
	out = append(out, raw[pending:]...)
	m.setOut(".debug_loc", out)
	return nil
}

func shiftRuns(rs []run, oldBy, newBy int64) []run {
	out := make([]run, len(rs))
	for i, r := range rs {
		out[i] = run{r.old + oldBy, r.new + newBy, r.n}
	}
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
	out := make([]byte, 0, len(raw))
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
			res, err := m.rewriteExpr(ctx, e.Expr, refs, where)
			if err != nil {
				return err
			}
			if !res.changed {
				continue
			}
			out = append(out, raw[pending:e.LenOff]...)
			n := expr.ULEB128Len(uint64(len(res.code)))
			out = expr.AppendULEB128(out, uint64(len(res.code)))
			out = append(out, res.code...)
			pending = e.End
			oldPre := int64(e.End-e.LenOff) - int64(len(e.Expr))
			om.add(span{off: int64(e.LenOff), oldLen: int64(e.End - e.LenOff), newLen: int64(n + len(res.code)), inner: shiftRuns(res.inner, oldPre, int64(n))})
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
