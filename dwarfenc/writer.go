package dwarfenc

import (
	"encoding/binary"
	"fmt"

	"hdwarf/dw"
)

// StringForm says how DIE strings are stored.
type StringForm uint8

const (
	// StringsStrp puts strings in .debug_str and refers to them by offset (DW_FORM_strp).
	StringsStrp StringForm = iota
	// StringsInline stores strings in the DIE (DW_FORM_string).
	StringsInline
	// StringsStrx refers to strings through .debug_str_offsets (DW_FORM_strx1..4); DWARF 4
	// falls back to strp.
	StringsStrx
)

// Config fixes the shape of everything a Writer emits.
type Config struct {
	Version   int  // 4 or 5
	Dwarf64   bool // 64-bit DWARF format (8-byte section offsets)
	AddrSize  int  // 4 or 8
	ByteOrder binary.ByteOrder
	Strings   StringForm
	// AddrIndex puts addresses in .debug_addr and uses addrx forms (DWARF 5).
	AddrIndex bool
	// ListIndex refers to location and range lists by index (loclistx/rnglistx, DWARF 5).
	ListIndex bool
	// RefUdata uses DW_FORM_ref_udata instead of ref4 for references inside a unit.
	RefUdata bool
	// Siblings adds DW_AT_sibling to every DIE that has children and a next sibling.
	Siblings bool
	// RelocateOffsets emits relocations for offsets between debug sections too (as a
	// compiler does for an object that a linker will concatenate with others).
	RelocateOffsets bool
	// ARanges emits .debug_aranges for compile units.
	ARanges bool
}

func (c *Config) validate() error {
	if c.Version != 4 && c.Version != 5 {
		return fmt.Errorf("DWARF version %d not supported (4 or 5)", c.Version)
	}
	if c.AddrSize != 4 && c.AddrSize != 8 {
		return fmt.Errorf("address size %d not supported (4 or 8)", c.AddrSize)
	}
	if c.ByteOrder == nil {
		return fmt.Errorf("no byte order")
	}
	return nil
}

// section names, indexed by secID.
type secID int

const (
	secAbbrev secID = iota
	secInfo
	secTypes
	secStr
	secStrOffsets
	secLineStr
	secAddr
	secLine
	secLoclists
	secLoc
	secRnglists
	secRanges
	secAranges
	numSecs
)

var secNames = [numSecs]string{
	".debug_abbrev", ".debug_info", ".debug_types", ".debug_str", ".debug_str_offsets",
	".debug_line_str", ".debug_addr", ".debug_line", ".debug_loclists", ".debug_loc",
	".debug_rnglists", ".debug_ranges", ".debug_aranges",
}

type outSec struct {
	buf
	relocs []Reloc
}

// Writer builds the debug sections of one object. All units share one configuration, one
// abbreviation table and one string table.
type Writer struct {
	cfg     Config
	be      bool
	offSize int

	units []*Unit
	lines []*LineTable

	str, lineStr *strTab
	abbrevs      map[string]uint32
	key          []byte
	secs         [numSecs]outSec
	refFixups    []refFixup
	finished     bool
	err          error
}

type refFixup struct {
	off    uint64 // in .debug_info
	reloc  int    // index of its relocation, with Config.RelocateOffsets
	target *DIE
}

// NewWriter returns a writer for cfg; a bad cfg is reported by Finish.
func NewWriter(cfg Config) *Writer {
	w := &Writer{cfg: cfg, str: newStrTab(), lineStr: newStrTab(), abbrevs: map[string]uint32{}}
	w.err = cfg.validate()
	if cfg.ByteOrder != nil {
		w.be = cfg.ByteOrder.Uint16([]byte{0, 1}) == 1
	}
	w.offSize = 4
	if cfg.Dwarf64 {
		w.offSize = 8
	}
	for i := range w.secs {
		w.secs[i].be = w.be
	}
	return w
}

// Config returns the writer's configuration.
func (w *Writer) Config() Config { return w.cfg }

// AddUnit adds a unit of type t (UTCompile, UTType or UTPartial) whose root DIE has tag root.
func (w *Writer) AddUnit(t dw.UnitType, root dw.Tag) *Unit {
	u := &Unit{Type: t, w: w, listIdx: map[any]uint32{}}
	u.Root = u.newDIE(root)
	w.units = append(w.units, u)
	return u
}

func (w *Writer) fail(format string, args ...any) {
	if w.err == nil {
		w.err = fmt.Errorf(format, args...)
	}
}

// addr writes a's value in AddrSize bytes, with a relocation when it is symbolic.
func (w *Writer) addr(s *outSec, a Addr) {
	w.value(s, a, w.cfg.AddrSize)
}

func (w *Writer) value(s *outSec, a Addr, size int) {
	if !a.IsAbs() {
		s.relocs = append(s.relocs, Reloc{Offset: uint64(len(s.b)), Size: size, Target: a})
	}
	s.un(a.Off, size)
}

// secOff writes an offset into section id, relocated against that section when asked.
func (w *Writer) secOff(s *outSec, id secID, off uint64) {
	if w.cfg.RelocateOffsets {
		w.value(s, Sec(secNames[id], off), w.offSize)
		return
	}
	s.un(off, w.offSize)
}

// startLength writes a unit_length placeholder and returns where the length is and where the
// counted bytes start.
func (w *Writer) startLength(s *outSec) (at, start uint64) {
	if w.cfg.Dwarf64 {
		s.u32(0xffffffff)
		at = uint64(len(s.b))
		s.u64(0)
	} else {
		at = uint64(len(s.b))
		s.u32(0)
	}
	return at, uint64(len(s.b))
}

func (w *Writer) endLength(s *outSec, id secID, at, start uint64) {
	n := uint64(len(s.b)) - start
	if !w.cfg.Dwarf64 && n >= 0xfffffff0 {
		w.fail("%s: contribution of %#x bytes at offset %#x is too large for 32-bit DWARF", secNames[id], n, at)
		return
	}
	s.patch(at, n, w.offSize)
}

// Finish lays out and encodes everything and returns the non-empty debug sections in a fixed
// order. It may be called once.
func (w *Writer) Finish() ([]Section, error) {
	if w.finished {
		return nil, fmt.Errorf("dwarfenc: Finish called twice")
	}
	w.finished = true
	if w.err != nil {
		return nil, w.err
	}
	for _, t := range w.lines {
		t.emit()
		if w.err != nil {
			return nil, w.err
		}
	}
	for _, u := range w.units {
		w.emitUnit(u)
		if w.err != nil {
			return nil, w.err
		}
	}
	info := &w.secs[secInfo]
	for _, f := range w.refFixups {
		if f.target.unit.w != w {
			return nil, fmt.Errorf("reference at .debug_info offset %#x to a DIE of another writer", f.off)
		}
		info.patch(f.off, f.target.Offset(), w.offSize)
		if w.cfg.RelocateOffsets {
			info.relocs[f.reloc].Target.Off = f.target.Offset()
		}
	}
	if w.cfg.Version >= 5 && w.cfg.Strings == StringsStrx && len(w.str.offs) > 0 {
		s := &w.secs[secStrOffsets]
		at, start := w.startLength(s)
		s.u16(5)
		s.u16(0)
		for _, o := range w.str.offs {
			w.secOff(s, secStr, o)
		}
		w.endLength(s, secStrOffsets, at, start)
	}
	w.secs[secStr].b = w.str.data
	w.secs[secLineStr].b = w.lineStr.data
	if len(w.units) > 0 {
		w.secs[secAbbrev].u8(0)
	}
	if w.cfg.ARanges {
		for _, u := range w.units {
			w.emitARanges(u)
		}
	}
	if w.err != nil {
		return nil, w.err
	}
	var out []Section
	for i := range w.secs {
		s := &w.secs[i]
		if len(s.b) == 0 {
			continue
		}
		out = append(out, Section{Name: secNames[i], Data: s.b, Relocs: s.relocs})
	}
	return out, nil
}

func (w *Writer) unitHeaderSize(u *Unit) uint64 {
	n := uint64(4)
	if w.cfg.Dwarf64 {
		n = 12
	}
	n += 2 + 1 + uint64(w.offSize) // version, address_size, abbrev offset
	if w.cfg.Version >= 5 {
		n++ // unit_type
	}
	if u.Type == dw.UTType {
		n += 8 + uint64(w.offSize)
	}
	return n
}

// listHeaderSize is the size of a DWARF 5 .debug_addr (8/16) or .debug_loclists /
// .debug_rnglists (12/20) contribution header; the *_base attributes point just past it.
func (w *Writer) listHeaderSize(id secID) uint64 {
	n := uint64(4 + 2 + 1 + 1)
	if w.cfg.Dwarf64 {
		n += 8
	}
	if id != secAddr {
		n += 4
	}
	return n
}

func (w *Writer) emitUnit(u *Unit) {
	if u.Type != dw.UTCompile && u.Type != dw.UTType && u.Type != dw.UTPartial {
		w.fail("unit type %v not supported", u.Type)
		return
	}
	if u.Type == dw.UTType && (u.TypeDIE == nil || u.TypeDIE.unit != u) {
		w.fail("type unit %#x has no type DIE inside it", u.Signature)
		return
	}
	v5 := w.cfg.Version >= 5
	hasAddr, hasLoc, hasRng := u.scan()
	if v5 {
		// The unit's bases go first on its root DIE: readers that resolve strx/addrx values as
		// they meet them (Go's debug/dwarf) need the bases before the indexed attributes.
		var bases []Attribute
		if w.cfg.Strings == StringsStrx {
			bases = append(bases, Attribute{Attr: dw.AttrStrOffsetsBase, Val: SecOffset(secNames[secStrOffsets], w.listHeaderSize(secAddr))})
		}
		if w.cfg.AddrIndex && (hasAddr || hasLoc || hasRng) {
			u.addrBase = uint64(len(w.secs[secAddr].b)) + w.listHeaderSize(secAddr)
			bases = append(bases, Attribute{Attr: dw.AttrAddrBase, Val: SecOffset(secNames[secAddr], u.addrBase)})
		}
		if w.cfg.ListIndex && hasLoc {
			u.locBase = uint64(len(w.secs[secLoclists].b)) + w.listHeaderSize(secLoclists)
			bases = append(bases, Attribute{Attr: dw.AttrLoclistsBase, Val: SecOffset(secNames[secLoclists], u.locBase)})
		}
		if w.cfg.ListIndex && hasRng {
			u.rngBase = uint64(len(w.secs[secRnglists].b)) + w.listHeaderSize(secRnglists)
			bases = append(bases, Attribute{Attr: dw.AttrRnglistsBase, Val: SecOffset(secNames[secRnglists], u.rngBase)})
		}
		u.Root.Attrs = append(bases, u.Root.Attrs...)
	}
	w.layout(u.Root)
	if w.err != nil {
		return
	}
	hdr := w.unitHeaderSize(u)
	end := w.assignOffsets(u, hdr)

	w.emitLists(u)
	if v5 && w.cfg.AddrIndex && u.addrBase != 0 {
		s := &w.secs[secAddr]
		at, start := w.startLength(s)
		s.u16(5)
		s.u8(uint8(w.cfg.AddrSize))
		s.u8(0)
		for _, a := range u.addrs.entries {
			w.addr(s, a)
		}
		w.endLength(s, secAddr, at, start)
	}

	id := secInfo
	if u.Type == dw.UTType && !v5 {
		id = secTypes
	}
	s := &w.secs[id]
	u.off = uint64(len(s.b))
	at, start := w.startLength(s)
	s.u16(uint16(w.cfg.Version))
	if v5 {
		s.u8(uint8(u.Type))
		s.u8(uint8(w.cfg.AddrSize))
		w.secOff(s, secAbbrev, 0)
	} else {
		w.secOff(s, secAbbrev, 0)
		s.u8(uint8(w.cfg.AddrSize))
	}
	if u.Type == dw.UTType {
		s.u64(u.Signature)
		s.un(u.TypeDIE.off, w.offSize)
	}
	w.emitDIE(s, id, u.Root)
	if uint64(len(s.b))-u.off != end {
		w.fail("internal: unit at %#x laid out as %#x bytes, wrote %#x", u.off, end, uint64(len(s.b))-u.off)
	}
	w.endLength(s, id, at, start)
}

// scan reports whether the unit's DIEs use addresses and location or range lists.
func (u *Unit) scan() (addr, loc, rng bool) {
	var walk func(d *DIE)
	walk = func(d *DIE) {
		for i := range d.Attrs {
			switch d.Attrs[i].Val.kind {
			case kindAddr, kindSecAddr:
				addr = true
			case kindLocList:
				loc = true
			case kindRangeList:
				rng = true
			}
		}
		for c := d.first; c != nil; c = c.next {
			walk(c)
		}
	}
	walk(u.Root)
	return
}
