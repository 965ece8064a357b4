package dwarftext

import (
	"fmt"
	"slices"
	"strings"

	"hdwarf/dw"
	"hdwarf/expr"
	"hdwarf/sections/dwarf"
)

// listCtx is what interpreting a location or range list needs: the unit (nil in section
// dumps, where addresses by index cannot be resolved) and the base address so far.
type listCtx struct {
	dwarf.ListBase
	addrSize int
}

// newListCtx starts a list of unit u (nil in section dumps) at the unit's base address.
func (p *printer) newListCtx(u *unit, addrSize int) *listCtx {
	c := &listCtx{addrSize: addrSize}
	if u != nil {
		c.Base, c.HaveBase = u.lowPC, u.hasLowPC
		c.Addr = func(i uint64) (uint64, bool) { return p.addrIndex(u, i) }
	}
	return c
}

// rawEntry prints an entry as read, for entries that cannot be interpreted.
func rawEntry(b *strings.Builder, e *dwarf.ListEntry, v5 bool, addrSize int, indent string) {
	w := 2 * addrSize
	if !v5 {
		var a, c uint64
		switch dw.LLE(e.Kind) {
		case dw.LLEBaseAddress:
			a = ^uint64(0)
			if addrSize == 4 {
				a = 0xffffffff
			}
			c = e.Args[0]
		case dw.LLEOffsetPair:
			a, c = e.Args[0], e.Args[1]
		default:
			return
		}
		fmt.Fprintf(b, "\n%s(0x%0*x, 0x%0*x)", indent, w, a, w, c)
		return
	}
	name := dw.LLE(e.Kind).String()
	fmt.Fprintf(b, "\n%s%-23s(", indent, name)
	switch dw.LLE(e.Kind) {
	case dw.LLEBaseAddressx, dw.LLEBaseAddress:
		fmt.Fprintf(b, "0x%0*x", w, e.Args[0])
	case dw.LLEEndOfList, dw.LLEDefaultLocation:
	default:
		fmt.Fprintf(b, "0x%0*x, 0x%0*x", w, e.Args[0], w, e.Args[1])
	}
	b.WriteString(")")
}

// dumpLocList prints the list the reader is at: "0xOFF: " and one line per entry.
func (p *printer) dumpLocList(b *strings.Builder, r *dwarf.ListReader, c *listCtx, u *unit, v5 bool, indent string) error {
	fmt.Fprintf(b, "0x%08x: ", r.Off())
	var e dwarf.ListEntry
	for r.Next(&e) {
		if e.IsEnd() {
			return nil
		}
		if dw.LLE(e.Kind) == dw.LLEGNUViewPair && v5 {
			// DW_LLE_GNU_view_pair: views are not addresses; LLVM skips them too.
			continue
		}
		lo, hi, ok, def, err := c.Range(&e, true)
		if err != nil {
			rawEntry(b, &e, v5, c.addrSize, indent)
		} else if ok {
			fmt.Fprintf(b, "\n%s[%s, %s)", indent, fmtAddr(c.addrSize, lo), fmtAddr(c.addrSize, hi))
		} else if def {
			fmt.Fprintf(b, "\n%s<default>", indent)
		}
		if e.HasExpr {
			b.WriteString(": ")
			b.WriteString(p.exprIn(u, c.addrSize, e.Expr))
		}
	}
	return r.Err()
}

// exprIn prints an expression of a list; section dumps have no unit, so the first unit's
// sizes stand in (as they do in llvm-dwarfdump), and base type references, which are
// relative to a unit, are printed as numbers (as llvm-dwarfdump prints them there).
func (p *printer) exprIn(u *unit, addrSize int, b []byte) string {
	if u != nil {
		return p.expr(u, b)
	}
	sizes := &unit{h: &dwarf.Unit{AddrSize: addrSize, Version: 5}}
	if len(p.units) > 0 {
		sizes = p.units[0]
	}
	return expr.Format(sizes.ctx(p.d.ByteOrder), p.o.Dialect, b, expr.PrintOptions{RegName: p.regName})
}

// locHeader returns the .debug_loclists contribution holding offset off.
func (p *printer) locHeader(sec string, off uint64) (*dwarf.ListsHeader, error) {
	hs, err := p.listsHeaders(sec)
	if err != nil {
		return nil, err
	}
	if h, ok := dwarf.ListsAt(hs, off); ok {
		return h, nil
	}
	return nil, &dwarf.Error{Section: sec, Off: off, Msg: "offset is in no contribution"}
}

// listHeaders is what reading one section's contribution headers gave.
type listHeaders struct {
	hs  []dwarf.ListsHeader
	err error
}

// listsHeaders returns the contribution headers of sec, read on first use.
func (p *printer) listsHeaders(sec string) ([]dwarf.ListsHeader, error) {
	l, ok := p.lists[sec]
	if !ok {
		l.hs, l.err = p.d.ListsHeaders(sec)
		if p.lists == nil {
			p.lists = map[string]listHeaders{}
		}
		p.lists[sec] = l
	}
	return l.hs, l.err
}

// headerForBase returns the contribution whose offset table starts at base, or the one
// holding base.
func (p *printer) headerForBase(sec string, base uint64) (*dwarf.ListsHeader, error) {
	hs, err := p.listsHeaders(sec)
	if err != nil {
		return nil, err
	}
	if h, ok := dwarf.ListsWithBase(hs, base); ok {
		return h, nil
	}
	return nil, &dwarf.Error{Section: sec, Off: base, Msg: "offset is in no contribution"}
}

// locListAttr prints a DW_AT_location (or other) attribute that names a location list.
func (p *printer) locListAttr(u *unit, f *dwarf.Field) (string, error) {
	var b strings.Builder
	off := f.Val
	data := p.secData(".debug_loc")
	var r *dwarf.ListReader
	if u.h.Version >= 5 {
		const sec = ".debug_loclists"
		data = p.secData(sec)
		var h *dwarf.ListsHeader
		var err error
		if f.Form == dw.FormLoclistx {
			if h, off, err = p.indexedList(u, f, sec, "loclist", u.loclistsBase, u.hasLoclistsB); err != nil {
				return "", err
			}
			fmt.Fprintf(&b, "indexed (0x%x) loclist = ", f.Val)
		} else if h, err = p.locHeader(sec, off); err != nil {
			return "", err
		}
		r = dwarf.NewLoclistsReader(data, p.d.ByteOrder, h, off)
	} else {
		if data == nil || off >= uint64(len(data)) {
			return "", &dwarf.Error{Section: ".debug_loc", Off: off, Msg: "location list offset is past the end of the section"}
		}
		r = dwarf.NewLocReader(data, p.d.ByteOrder, off, u.h.AddrSize)
	}
	p.locRefs[locSet(u.h.Version)][off] = u
	c := p.newListCtx(u, u.h.AddrSize)
	if err := p.dumpLocList(&b, r, c, u, u.h.Version >= 5, ""); err != nil {
		return "", err
	}
	return b.String(), nil
}

// rangesAttr prints DW_AT_ranges: the list's offset, then one line per range.
func (p *printer) rangesAttr(u *unit, f *dwarf.Field) (string, error) {
	var b strings.Builder
	off := f.Val
	var r *dwarf.ListReader
	sec := ".debug_ranges" // the section errors name
	if u.h.Version >= 5 {
		sec = ".debug_rnglists"
		data := p.secData(sec)
		var h *dwarf.ListsHeader
		var err error
		if f.Form == dw.FormRnglistx {
			if h, off, err = p.indexedList(u, f, sec, "rnglist", u.rnglistsBase, u.hasRnglistsB); err != nil {
				return "", err
			}
			fmt.Fprintf(&b, "indexed (0x%x) rangelist = ", f.Val)
		} else if h, err = p.locHeader(sec, off); err != nil {
			return "", err
		}
		r = dwarf.NewRnglistsReader(data, p.d.ByteOrder, h, off)
	} else {
		data := p.secData(".debug_ranges")
		if data == nil || off >= uint64(len(data)) {
			return "", &dwarf.Error{Section: ".debug_ranges", Off: off, Msg: "range list offset is past the end of the section"}
		}
		r = dwarf.NewRangesReader(data, p.d.ByteOrder, off, u.h.AddrSize)
	}
	fmt.Fprintf(&b, "0x%0*x", 2*u.h.OffsetSize(), off)
	c := p.newListCtx(u, u.h.AddrSize)
	var e dwarf.ListEntry
	for r.Next(&e) {
		if e.IsEnd() {
			return b.String(), nil
		}
		lo, hi, ok, _, err := c.Range(&e, false)
		if err != nil {
			return "", &dwarf.Error{Section: sec, Off: e.Off, Msg: err.Error()}
		}
		if ok {
			fmt.Fprintf(&b, "\n[%s, %s)", fmtAddr(c.addrSize, lo), fmtAddr(c.addrSize, hi))
		}
	}
	if err := r.Err(); err != nil {
		return "", err
	}
	return b.String(), nil
}

// locSection dumps the lists of .debug_loc that DIEs name, in offset order. (llvm-dwarfdump
// walks the section from its start instead, which reads GCC's location view lists, named by
// DW_AT_GNU_locviews, as garbage; both agree on sections without them.)
func (p *printer) locSection() (*ListsDoc, error) {
	data := p.secData(".debug_loc")
	var b strings.Builder
	refs := p.locRefs[locSet(4)]
	for _, off := range refsIn(refs, 0, uint64(len(data))) {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		addrSize := refs[off].h.AddrSize
		r := dwarf.NewLocReader(data, p.d.ByteOrder, off, addrSize)
		c := p.newListCtx(nil, addrSize)
		if err := p.dumpLocList(&b, r, c, nil, false, "            "); err != nil {
			return nil, err
		}
		b.WriteString("\n")
	}
	return &ListsDoc{Lines: splitLines(b.String())}, nil
}

// locSet is the index in printer.locRefs of the lists a unit of this version names.
func locSet(version int) int {
	if version >= 5 {
		return 1
	}
	return 0
}

// refsIn returns the offsets of refs (location lists DIEs name) in [lo, hi), sorted.
func refsIn(refs map[uint64]*unit, lo, hi uint64) []uint64 {
	var offs []uint64
	for off := range refs {
		if off >= lo && off < hi {
			offs = append(offs, off)
		}
	}
	slices.Sort(offs)
	return offs
}

// loclistsSection dumps .debug_loclists: each contribution's header, offsets and lists.
func (p *printer) loclistsSection() (*ListsDoc, error) {
	const sec = ".debug_loclists"
	data := p.secData(sec)
	hs, err := p.listsHeaders(sec)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	for i := range hs {
		h := &hs[i]
		format := "DWARF32"
		if h.Format64 {
			format = "DWARF64"
		}
		osz := h.OffsetSize()
		fmt.Fprintf(&b, "locations list header: length = 0x%0*x, format = %s, version = 0x%04x, addr_size = 0x%02x, seg_size = 0x%02x, offset_entry_count = 0x%08x\n",
			2*osz, h.End-h.Off-uint64(4+osz/8*8), format, h.Version, h.AddrSize, h.SegSize, h.OffsetCount)
		if h.OffsetCount > 0 {
			b.WriteString("offsets: [\n")
			for j := uint64(0); j < h.OffsetCount; j++ {
				v, _ := h.OffsetEntry(data, p.d.ByteOrder, j)
				fmt.Fprintf(&b, "0x%0*x\n", 2*osz, v)
			}
			b.WriteString("]\n")
		}
		for i, off := range refsIn(p.locRefs[locSet(5)], h.ListsOff(), h.End) {
			if i > 0 {
				b.WriteString("\n")
			}
			r := dwarf.NewLoclistsReader(data, p.d.ByteOrder, h, off)
			c := p.newListCtx(nil, h.AddrSize)
			if err := p.dumpLocList(&b, r, c, nil, true, "            "); err != nil {
				return nil, err
			}
			b.WriteString("\n")
		}
	}
	return &ListsDoc{Lines: splitLines(b.String())}, nil
}

func splitLines(s string) []string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// indexedList resolves a loclistx/rnglistx value through the offset table of the unit's
// contribution to sec (at its DW_AT_*_base, or right after the first header when it has none).
func (p *printer) indexedList(u *unit, f *dwarf.Field, sec, kind string, base uint64, hasBase bool) (*dwarf.ListsHeader, uint64, error) {
	if !hasBase {
		base = 12
		if u.h.Format64 {
			base = 20
		}
	}
	h, err := p.headerForBase(sec, base)
	if err != nil {
		return nil, 0, err
	}
	if f.Val >= h.OffsetCount {
		return nil, 0, &dwarf.Error{Section: ".debug_info", Off: f.ValOff,
			Msg: fmt.Sprintf("%s index %d is past the %d offsets of the contribution at 0x%x", kind, f.Val, h.OffsetCount, h.Off)}
	}
	v, _ := h.OffsetEntry(p.secData(sec), p.d.ByteOrder, f.Val)
	return h, h.Base + v, nil
}
