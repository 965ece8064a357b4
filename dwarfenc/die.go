package dwarfenc

import "hdwarf/dw"

type valueKind uint8

const (
	kindNone valueKind = iota
	kindUdata
	kindSdata
	kindFlag
	kindString
	kindAddr // str holds the symbol name, num the offset
	kindSecAddr
	kindRef // ptr is *DIE
	kindRefSig
	kindExprloc // str holds the bytes
	kindBlock
	kindData16
	kindLocList   // ptr is *LocList
	kindRangeList // ptr is *RangeList
	kindLinePtr   // ptr is *LineTable
	kindSecOffset // str is the section, num the offset
	kindExprAddr  // ptr is the Addr of a DW_OP_addr expression
)

// Value is an attribute value. The form is chosen when the unit is written, from the kind of
// value, its size and the writer's Config, unless the value was made with a fixed form.
type Value struct {
	kind valueKind
	form dw.Form // fixed form, 0 for automatic
	idx  uint32  // strx/addrx/list index chosen at layout
	num  uint64
	str  string
	ptr  any
}

// Udata is an unsigned constant (data1/2/4/8, the smallest that holds v).
func Udata(v uint64) Value { return Value{kind: kindUdata, num: v} }

// Sdata is a signed constant: sdata when negative, else the smallest dataN in whose signed
// range v lies, so a consumer that sign-extends gets v back.
func Sdata(v int64) Value { return Value{kind: kindSdata, num: uint64(v)} }

// Const is a constant in a fixed form (data1/2/4/8, udata, sdata or implicit_const).
func Const(f dw.Form, v uint64) Value { return Value{kind: kindUdata, form: f, num: v} }

// Flag is a flag: flag_present when true.
func Flag(b bool) Value {
	if b {
		return Value{kind: kindFlag, num: 1}
	}
	return Value{kind: kindFlag}
}

// String is a string, stored inline, in .debug_str, or through .debug_str_offsets, as
// Config.Strings says.
func String(s string) Value { return Value{kind: kindString, str: s} }

// Address is an address (addr, or addrx with Config.AddrIndex).
func Address(a Addr) Value {
	if a.Section != "" {
		return Value{kind: kindSecAddr, str: a.Section, num: a.Off}
	}
	return Value{kind: kindAddr, str: a.Symbol, num: a.Off}
}

// Ref refers to another DIE: ref4 or ref_udata inside the unit, ref_addr across units,
// ref_sig8 to the type DIE of a type unit in another unit.
func Ref(d *DIE) Value { return Value{kind: kindRef, ptr: d} }

// RefSig8 refers to a type unit by its signature.
func RefSig8(sig uint64) Value { return Value{kind: kindRefSig, num: sig} }

// Exprloc is a DWARF expression (DW_FORM_exprloc).
func Exprloc(expr []byte) Value { return Value{kind: kindExprloc, str: string(expr)} }

// ExprAddr is the location expression `DW_OP_addr a` (DW_FORM_exprloc), with the address
// relocated like an Address value: where a static variable lives.
func ExprAddr(a Addr) Value { return Value{kind: kindExprAddr, ptr: a} }

// Block is an uninterpreted block (block1/2/4, by length).
func Block(b []byte) Value { return Value{kind: kindBlock, str: string(b)} }

// Data16 is a 16-byte constant (DWARF 5).
func Data16(b [16]byte) Value { return Value{kind: kindData16, str: string(b[:])} }

// LocListRef refers to a location list (loclistx or sec_offset).
func LocListRef(l *LocList) Value { return Value{kind: kindLocList, ptr: l} }

// RangeListRef refers to a range list (rnglistx or sec_offset).
func RangeListRef(r *RangeList) Value { return Value{kind: kindRangeList, ptr: r} }

// LinePtr refers to a line table (DW_AT_stmt_list).
func LinePtr(t *LineTable) Value { return Value{kind: kindLinePtr, ptr: t} }

// SecOffset is an offset into another debug section (sec_offset, relocated when
// Config.RelocateOffsets).
func SecOffset(section string, off uint64) Value {
	return Value{kind: kindSecOffset, str: section, num: off}
}

// Attribute is one attribute of a DIE.
type Attribute struct {
	Attr dw.Attr
	form dw.Form // chosen at layout
	Val  Value
}

// DIE is a debugging information entry. Children are kept as a linked list so building a
// large tree does not reallocate child slices.
type DIE struct {
	Tag   dw.Tag
	Attrs []Attribute

	unit              *Unit
	first, last, next *DIE
	abbrev            uint32
	off               uint64 // from the start of the unit
	size              uint32 // bytes without ref_udata values
	udataRefs         bool
	sibling           bool
}

// Add appends an attribute and returns d, so calls chain.
func (d *DIE) Add(a dw.Attr, v Value) *DIE {
	d.Attrs = append(d.Attrs, Attribute{Attr: a, Val: v})
	return d
}

// AddChild appends a new child DIE with tag t and returns it.
func (d *DIE) AddChild(t dw.Tag) *DIE {
	c := d.unit.newDIE(t)
	if d.last == nil {
		d.first = c
	} else {
		d.last.next = c
	}
	d.last = c
	return c
}

// SpliceIf puts the children of each child c of d for which drop(c) is true in c's place, in
// their order (a scope that is not written, its entries moved to the scope around it). drop
// is called once per child, in order, before that child's children move; one pass over the
// children.
func (d *DIE) SpliceIf(drop func(*DIE) bool) {
	var prev *DIE // the last child kept or moved up
	for c := d.first; c != nil; {
		next := c.next
		if !drop(c) {
			prev, c = c, next
			continue
		}
		first, last := c.first, c.last
		if first == nil {
			first, last = next, prev
		} else {
			last.next = next
		}
		if prev == nil {
			d.first = first
		} else {
			prev.next = first
		}
		if next == nil {
			d.last = last
		}
		if c.first != nil {
			prev = c.last
		}
		c.first, c.last, c.next = nil, nil, nil
		c = next
	}
}

// MoveIf makes each child c of d for which move(c) is true a child of to, after to's
// children, in their order, with their children; one pass over d's children.
func (d *DIE) MoveIf(to *DIE, move func(*DIE) bool) {
	var prev *DIE
	for c := d.first; c != nil; {
		next := c.next
		if to == d || !move(c) {
			prev, c = c, next
			continue
		}
		if prev == nil {
			d.first = next
		} else {
			prev.next = next
		}
		if next == nil {
			d.last = prev
		}
		c.next = nil
		if to.last == nil {
			to.first = c
		} else {
			to.last.next = c
		}
		to.last = c
		c = next
	}
}

// Children calls f for each child in order.
func (d *DIE) Children(f func(*DIE)) {
	for c := d.first; c != nil; c = c.next {
		f(c)
	}
}

// Unit returns the unit d belongs to.
func (d *DIE) Unit() *Unit { return d.unit }

// Offset is d's offset in its section (.debug_info, or .debug_types for DWARF 4 type units),
// valid after Writer.Finish.
func (d *DIE) Offset() uint64 { return d.unit.off + d.off }

// Unit is a compile, type or partial unit.
type Unit struct {
	Type dw.UnitType
	Root *DIE
	// Signature and TypeDIE describe a type unit.
	Signature uint64
	TypeDIE   *DIE
	// ARanges are the code ranges listed for this unit in .debug_aranges (with
	// Config.ARanges). When empty they are taken from the root's low_pc/high_pc or ranges.
	ARanges []Range

	w                          *Writer
	off                        uint64 // section offset of the header
	slab                       []DIE
	aslab                      []Attribute
	addrs                      addrTab
	locs                       []*LocList
	rngs                       []*RangeList
	locOffs                    []uint64 // section offset of each list in locs
	rngOffs                    []uint64
	listIdx                    map[any]uint32
	addrBase, locBase, rngBase uint64
}

// attrsPerDIE is how many attribute slots each DIE gets from the unit's shared slab before
// append has to move them to the heap: five hold a located variable's name, file, line,
// type and location (with four, every located variable moved its attributes once: 100 MB
// of the source-level benchmark's 1.1 GB at 200k variables).
const attrsPerDIE = 5

func (u *Unit) newDIE(t dw.Tag) *DIE {
	if len(u.slab) == cap(u.slab) {
		u.slab = make([]DIE, 0, 1024)
		u.aslab = make([]Attribute, 1024*attrsPerDIE)
	}
	u.slab = append(u.slab, DIE{Tag: t, unit: u})
	d := &u.slab[len(u.slab)-1]
	i := (len(u.slab) - 1) * attrsPerDIE
	d.Attrs = u.aslab[i : i : i+attrsPerDIE]
	return d
}

// Range is a code range.
type Range struct {
	Start Addr
	Len   uint64
}

// LocList is a location list: each entry gives an expression valid over a code range.
type LocList struct {
	entries []locEntry
}

type locEntry struct {
	Range
	expr  []byte
	deflt bool
}

// Add appends an entry: expr is the location over [start, start+length).
func (l *LocList) Add(start Addr, length uint64, expr []byte) *LocList {
	l.entries = append(l.entries, locEntry{Range: Range{start, length}, expr: expr})
	return l
}

// NewLocList returns an empty location list with room for n entries, so that a list whose
// size is known grows in one allocation.
func NewLocList(n int) *LocList { return &LocList{entries: make([]locEntry, 0, n)} }

// AddDefault appends a default location (DW_LLE_default_location; DWARF 5 only).
func (l *LocList) AddDefault(expr []byte) *LocList {
	l.entries = append(l.entries, locEntry{expr: expr, deflt: true})
	return l
}

// RangeList is a list of code ranges (DW_AT_ranges).
type RangeList struct {
	Ranges []Range
}

// Add appends a range.
func (r *RangeList) Add(start Addr, length uint64) *RangeList {
	r.Ranges = append(r.Ranges, Range{start, length})
	return r
}

// AddrIndex returns the index of a in the unit's .debug_addr table (Config.AddrIndex,
// DWARF 5), for DW_OP_addrx/DW_OP_constx operands in location expressions.
func (u *Unit) AddrIndex(a Addr) uint32 { return u.addrs.index(a) }
