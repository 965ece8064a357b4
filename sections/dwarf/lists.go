package dwarf

import (
	"encoding/binary"
	"fmt"
	"hdwarf/internal/bytecursor"

	"hdwarf/dw"
)

// ListsHeader is the header of one contribution to .debug_loclists or .debug_rnglists
// (DWARF 5), or to .debug_str_offsets / .debug_addr (whose headers share the shape but
// have no offset table).
type ListsHeader struct {
	Off      uint64 // of unit_length
	End      uint64 // just past the contribution
	Format64 bool
	Version  int
	AddrSize int
	SegSize  int
	// OffsetCount is the number of entries of the offset table, which starts at Base, the
	// value DW_AT_loclists_base / DW_AT_rnglists_base give.
	OffsetCount uint64
	Base        uint64
}

// OffsetSize is 4 or 8.
func (h *ListsHeader) OffsetSize() int {
	if h.Format64 {
		return 8
	}
	return 4
}

// ListsOff is the offset of the first list, after the offset table.
func (h *ListsHeader) ListsOff() uint64 { return h.Base + h.OffsetCount*uint64(h.OffsetSize()) }

// ListsHeaders reads the contribution headers of .debug_loclists or .debug_rnglists.
func (d *File) ListsHeaders(sec string) ([]ListsHeader, error) {
	data := d.bytes(sec)
	var hs []ListsHeader
	c := newCursor(sec, data, 0, d.ByteOrder)
	for c.err == nil && c.left() > 0 {
		h := ListsHeader{Off: c.off}
		l, f64 := c.initialLength()
		h.Format64 = f64
		h.End = c.end(l)
		h.Version = int(c.u16())
		h.AddrSize = int(c.u8())
		h.SegSize = int(c.u8())
		h.OffsetCount = uint64(c.u32())
		h.Base = c.off
		if c.err != nil {
			break
		}
		if h.Version != 5 {
			c.fail("contribution at 0x%x: version %d is not 5", h.Off, h.Version)
			break
		}
		if h.Base > h.End || h.OffsetCount > (h.End-h.Base)/uint64(h.OffsetSize()) {
			c.fail("contribution at 0x%x: %d offsets do not fit in it", h.Off, h.OffsetCount)
			break
		}
		hs = append(hs, h)
		c.off = h.End
	}
	return hs, c.err
}

// OffsetEntry returns entry i of the offset table (relative to Base) and where it is stored.
func (h *ListsHeader) OffsetEntry(data []byte, bo binary.ByteOrder, i uint64) (val, pos uint64) {
	pos = h.Base + i*uint64(h.OffsetSize())
	if i >= h.OffsetCount || pos+uint64(h.OffsetSize()) > uint64(len(data)) {
		return 0, pos
	}
	return bytecursor.ReadFixed(data[pos:], bo, h.OffsetSize()), pos
}

// ListEntry is one entry of a location or range list. Entries of DWARF 2-4 .debug_loc and
// .debug_ranges are given the DWARF 5 kind that means the same: an address pair is
// DW_LLE_offset_pair (it is relative to the base address), a base address selection is
// DW_LLE_base_address, the (0, 0) pair is DW_LLE_end_of_list.
type ListEntry struct {
	Off  uint64 // of the entry
	Kind uint8  // dw.LLE or dw.RLE value
	Args [2]uint64
	// ArgOff is where each operand is stored (for relocations and rewriting).
	ArgOff  [2]uint64
	HasExpr bool
	LenOff  uint64 // of the expression's length field
	Expr    []byte
	End     uint64
}

// ListReader reads the entries of location or range lists in order.
type ListReader struct {
	c        *cursor
	cur      cursor // what c points at: one allocation per reader
	end      uint64
	addrSize int
	v5       bool
	loc      bool
}

// NewLocReader reads DWARF 2-4 .debug_loc lists from off, with the unit's address size.
func NewLocReader(data []byte, bo binary.ByteOrder, off uint64, addrSize int) *ListReader {
	r := &ListReader{cur: makeCursor(".debug_loc", data, off, bo), end: uint64(len(data)), addrSize: addrSize, loc: true}
	r.c = &r.cur
	return r
}

// Seek restarts r at offset off of the same section, clearing its error, so that one
// reader serves many lists.
func (r *ListReader) Seek(off uint64) {
	*r.c = makeCursor(r.c.sec, r.c.b, off, r.c.bo)
}

// NewRangesReader reads DWARF 2-4 .debug_ranges lists from off.
func NewRangesReader(data []byte, bo binary.ByteOrder, off uint64, addrSize int) *ListReader {
	r := &ListReader{cur: makeCursor(".debug_ranges", data, off, bo), end: uint64(len(data)), addrSize: addrSize}
	r.c = &r.cur
	return r
}

// NewLoclistsReader reads the .debug_loclists entries of contribution h from off.
func NewLoclistsReader(data []byte, bo binary.ByteOrder, h *ListsHeader, off uint64) *ListReader {
	r := &ListReader{cur: makeCursor(".debug_loclists", data[:h.End], off, bo), end: h.End, addrSize: h.AddrSize, v5: true, loc: true}
	r.c = &r.cur
	return r
}

// NewRnglistsReader reads the .debug_rnglists entries of contribution h from off.
func NewRnglistsReader(data []byte, bo binary.ByteOrder, h *ListsHeader, off uint64) *ListReader {
	r := &ListReader{cur: makeCursor(".debug_rnglists", data[:h.End], off, bo), end: h.End, addrSize: h.AddrSize, v5: true}
	r.c = &r.cur
	return r
}

// Err is the error that stopped the reader.
func (r *ListReader) Err() error { return r.c.err }

// Off is the offset of the next entry.
func (r *ListReader) Off() uint64 { return r.c.off }

// Next reads one entry; it returns false at the end of the data or on error.
func (r *ListReader) Next(e *ListEntry) bool {
	c := r.c
	if c.err != nil || c.off >= r.end {
		return false
	}
	*e = ListEntry{Off: c.off}
	if r.v5 {
		r.nextV5(e)
	} else {
		r.nextV4(e)
	}
	if e.HasExpr {
		e.LenOff = c.off
		var n uint64
		if r.v5 {
			n = c.uleb()
		} else {
			n = uint64(c.u16())
		}
		e.Expr = c.bytes(n)
	}
	e.End = c.off
	return c.err == nil
}

func (r *ListReader) nextV4(e *ListEntry) {
	c := r.c
	e.ArgOff[0] = c.off
	a := c.fixed(r.addrSize)
	e.ArgOff[1] = c.off
	b := c.fixed(r.addrSize)
	e.Args = [2]uint64{a, b}
	max := uint64(1)<<(8*uint(r.addrSize)) - 1
	if r.addrSize == 8 {
		max = ^uint64(0)
	}
	switch {
	case a == 0 && b == 0:
		e.Kind = uint8(dw.LLEEndOfList)
	case a == max:
		e.Kind = uint8(dw.LLEBaseAddress)
		e.Args = [2]uint64{b, 0}
		e.ArgOff[0] = e.ArgOff[1]
	default:
		e.Kind = uint8(dw.LLEOffsetPair)
		e.HasExpr = r.loc
	}
}

func (r *ListReader) nextV5(e *ListEntry) {
	c := r.c
	e.Kind = c.u8()
	uleb := func(i int) { e.ArgOff[i] = c.off; e.Args[i] = c.uleb() }
	addr := func(i int) { e.ArgOff[i] = c.off; e.Args[i] = c.fixed(r.addrSize) }
	if r.loc {
		switch dw.LLE(e.Kind) {
		case dw.LLEEndOfList:
		case dw.LLEBaseAddressx:
			uleb(0)
		case dw.LLEStartxEndx, dw.LLEStartxLength, dw.LLEOffsetPair:
			uleb(0)
			uleb(1)
			e.HasExpr = true
		case dw.LLEDefaultLocation:
			e.HasExpr = true
		case dw.LLEBaseAddress:
			addr(0)
		case dw.LLEStartEnd:
			addr(0)
			addr(1)
			e.HasExpr = true
		case dw.LLEStartLength:
			addr(0)
			uleb(1)
			e.HasExpr = true
		case 0x09: // DW_LLE_GNU_view_pair
			uleb(0)
			uleb(1)
		default:
			c.off = e.Off
			c.fail("unknown location list entry kind 0x%02x", e.Kind)
		}
		return
	}
	switch dw.RLE(e.Kind) {
	case dw.RLEEndOfList:
	case dw.RLEBaseAddressx:
		uleb(0)
	case dw.RLEStartxEndx, dw.RLEStartxLength, dw.RLEOffsetPair:
		uleb(0)
		uleb(1)
	case dw.RLEBaseAddress:
		addr(0)
	case dw.RLEStartEnd:
		addr(0)
		addr(1)
	case dw.RLEStartLength:
		addr(0)
		uleb(1)
	default:
		c.off = e.Off
		c.fail("unknown range list entry kind 0x%02x", e.Kind)
	}
}

// IsEnd reports whether the entry ends its list.
func (e *ListEntry) IsEnd() bool { return e.Kind == 0 }

// TableHeader is the header of a .debug_str_offsets or .debug_addr contribution (DWARF 5):
// DW_AT_str_offsets_base / DW_AT_addr_base point at Base, just after it.
type TableHeader struct {
	Off, End, Base uint64
	Format64       bool
	Version        int
	AddrSize       int // .debug_addr only
}

// TableHeaders reads the contribution headers of .debug_str_offsets or .debug_addr.
func (d *File) TableHeaders(sec string) ([]TableHeader, error) {
	data := d.bytes(sec)
	var hs []TableHeader
	c := newCursor(sec, data, 0, d.ByteOrder)
	for c.err == nil && c.left() > 0 {
		h := TableHeader{Off: c.off}
		l, f64 := c.initialLength()
		h.Format64 = f64
		h.End = c.end(l)
		h.Version = int(c.u16())
		if sec == ".debug_addr" {
			h.AddrSize = int(c.u8())
			c.u8() // segment selector size
		} else {
			c.u16() // padding
		}
		h.Base = c.off
		if c.err == nil && h.Version != 5 {
			c.fail("contribution at 0x%x: version %d is not 5", h.Off, h.Version)
		}
		if c.err != nil {
			break
		}
		hs = append(hs, h)
		c.off = h.End
	}
	return hs, c.err
}

// ListsAt returns the contribution of hs that holds offset off.
func ListsAt(hs []ListsHeader, off uint64) (*ListsHeader, bool) {
	for i := range hs {
		if hs[i].Off <= off && off < hs[i].End {
			return &hs[i], true
		}
	}
	return nil, false
}

// ListsWithBase returns the contribution of hs whose offset table starts at base (the value
// of DW_AT_loclists_base or DW_AT_rnglists_base), or else the one holding base.
func ListsWithBase(hs []ListsHeader, base uint64) (*ListsHeader, bool) {
	for i := range hs {
		if hs[i].Base == base {
			return &hs[i], true
		}
	}
	return ListsAt(hs, base)
}

// AddrAt reads entry i of the .debug_addr contribution whose entries start at base (the
// unit's DW_AT_addr_base); false when the entry is not in addr.
func AddrAt(addr []byte, bo binary.ByteOrder, base uint64, addrSize int, i uint64) (uint64, bool) {
	sz := uint64(addrSize)
	if sz == 0 || sz > 8 || i > uint64(len(addr))/sz {
		return 0, false
	}
	pos := base + i*sz
	if pos+sz > uint64(len(addr)) || pos < base {
		return 0, false
	}
	return bytecursor.ReadFixed(addr[pos:], bo, addrSize), true
}

// ListBase resolves the entries of one location or range list to address ranges, keeping
// the base address the entries set.
type ListBase struct {
	// Addr resolves an index into the unit's .debug_addr contribution; nil where there is
	// no unit (a section read on its own), so that indexed entries cannot be resolved.
	Addr     func(i uint64) (uint64, bool)
	Base     uint64
	HaveBase bool
}

// Range applies entry e of a location list (loc) or range list: it returns the address
// range the entry covers, or ok false when it gives none (a base address, the end of the
// list, or a default location: isDefault) or cannot be resolved (err set).
func (b *ListBase) Range(e *ListEntry, loc bool) (lo, hi uint64, ok, isDefault bool, err error) {
	idx := func(i uint64) (uint64, error) {
		if b.Addr == nil {
			return 0, fmt.Errorf("no unit to resolve address index %d", i)
		}
		a, ok := b.Addr(i)
		if !ok {
			return 0, fmt.Errorf("address index %d is not in .debug_addr", i)
		}
		return a, nil
	}
	kind := e.Kind
	if !loc && kind >= uint8(dw.RLEBaseAddress) {
		// Range list kinds 5..7 are location list kinds 6..8.
		kind++
	}
	switch dw.LLE(kind) {
	case dw.LLEEndOfList:
		return
	case dw.LLEBaseAddressx:
		a, err := idx(e.Args[0])
		if err != nil {
			return 0, 0, false, false, err
		}
		b.Base, b.HaveBase = a, true
		return 0, 0, false, false, nil
	case dw.LLEBaseAddress:
		b.Base, b.HaveBase = e.Args[0], true
		return
	case dw.LLEStartxEndx:
		lo, err := idx(e.Args[0])
		if err != nil {
			return 0, 0, false, false, err
		}
		hi, err := idx(e.Args[1])
		if err != nil {
			return 0, 0, false, false, err
		}
		return lo, hi, true, false, nil
	case dw.LLEStartxLength:
		lo, err := idx(e.Args[0])
		if err != nil {
			return 0, 0, false, false, err
		}
		return lo, lo + e.Args[1], true, false, nil
	case dw.LLEOffsetPair:
		if !b.HaveBase {
			return 0, 0, false, false, fmt.Errorf("no base address")
		}
		return b.Base + e.Args[0], b.Base + e.Args[1], true, false, nil
	case dw.LLEDefaultLocation:
		return 0, 0, false, true, nil
	case dw.LLEStartEnd:
		return e.Args[0], e.Args[1], true, false, nil
	case dw.LLEStartLength:
		return e.Args[0], e.Args[0] + e.Args[1], true, false, nil
	}
	return 0, 0, false, false, fmt.Errorf("entry kind 0x%02x", e.Kind)
}
