package dwarf

import (
	"fmt"

	"hdwarf/dw"
)

// Unit is a unit header of .debug_info or .debug_types.
type Unit struct {
	Section   string
	Off       uint64 // of unit_length
	End       uint64 // just past the unit
	DIEOff    uint64 // of the first DIE
	Format64  bool
	Version   int
	Type      dw.UnitType // DW_UT_type for DWARF 4 .debug_types units, DW_UT_compile before DWARF 5
	AddrSize  int
	AbbrevOff uint64
	// AbbrevOffPos is where debug_abbrev_offset is stored.
	AbbrevOffPos uint64
	Signature    uint64
	// TypeOffset is the unit-relative offset of the type DIE of a type unit; TypeOffsetPos is
	// where it is stored (0 when the unit has none).
	TypeOffset    uint64
	TypeOffsetPos uint64
	DWOID         uint64
	Abbrevs       *AbbrevTable
}

// OffsetSize is 4 for 32-bit DWARF and 8 for 64-bit DWARF.
func (u *Unit) OffsetSize() int {
	if u.Format64 {
		return 8
	}
	return 4
}

// LengthSize is the size of the unit_length field.
func (u *Unit) LengthSize() int {
	if u.Format64 {
		return 12
	}
	return 4
}

// RefAddrSize is the size of a DW_FORM_ref_addr value.
func (u *Unit) RefAddrSize() int {
	if u.Version == 2 {
		return u.AddrSize
	}
	return u.OffsetSize()
}

// Units reads the unit headers of .debug_info or .debug_types (and their abbreviation
// tables, shared between units that name the same offset).
func (d *File) Units(sec string) ([]*Unit, error) {
	data := d.bytes(sec)
	abbrev := d.bytes(".debug_abbrev")
	tables := map[uint64]*AbbrevTable{}
	var units []*Unit
	c := newCursor(sec, data, 0, d.ByteOrder)
	for c.err == nil && c.left() > 0 {
		u := &Unit{Section: sec, Off: c.off}
		l, f64 := c.initialLength()
		u.Format64 = f64
		u.End = c.end(l)
		u.Version = int(c.u16())
		if c.err != nil {
			break
		}
		if u.Version < 2 || u.Version > 5 {
			c.off -= 2
			c.fail("unit version %d is not 2..5", u.Version)
			break
		}
		u.Type = dw.UTCompile
		if sec == ".debug_types" {
			u.Type = dw.UTType
		}
		if u.Version >= 5 {
			u.Type = dw.UnitType(c.u8())
			u.AddrSize = int(c.u8())
			u.AbbrevOffPos = c.off
			u.AbbrevOff = c.fixed(u.OffsetSize())
		} else {
			u.AbbrevOffPos = c.off
			u.AbbrevOff = c.fixed(u.OffsetSize())
			u.AddrSize = int(c.u8())
		}
		switch {
		case u.Type == dw.UTType || u.Type == dw.UTSplitType:
			u.Signature = c.u64()
			u.TypeOffsetPos = c.off
			u.TypeOffset = c.fixed(u.OffsetSize())
		case u.Version >= 5 && (u.Type == dw.UTSkeleton || u.Type == dw.UTSplitCompile):
			u.DWOID = c.u64()
		}
		if c.err != nil {
			break
		}
		switch u.AddrSize {
		case 1, 2, 4, 8:
		default:
			c.fail("unit at 0x%x: address size %d is not 1, 2, 4 or 8", u.Off, u.AddrSize)
		}
		if c.off > u.End {
			c.fail("unit at 0x%x: header is longer than the unit", u.Off)
		}
		if c.err != nil {
			break
		}
		u.DIEOff = c.off
		t, ok := tables[u.AbbrevOff]
		if !ok {
			var err error
			if t, err = ParseAbbrevs(abbrev, u.AbbrevOff); err != nil {
				return units, fmt.Errorf("unit at %s offset 0x%x: %w", sec, u.Off, err)
			}
			tables[u.AbbrevOff] = t
		}
		u.Abbrevs = t
		units = append(units, u)
		c.off = u.End
	}
	if c.err != nil {
		return units, c.err
	}
	return units, nil
}

// Field is one attribute of a DIE, with the span of its bytes.
type Field struct {
	Attr     dw.Attr
	Form     dw.Form // after DW_FORM_indirect
	Indirect bool    // the form was given in the DIE (DW_FORM_indirect)
	Class    uint8   // under a FieldFilter, the class it gave the value (else 0)
	Spec     int     // index in the abbreviation's Attrs
	Off      uint64  // first byte (the indirect form code, if any)
	ValOff   uint64  // first byte of the value
	End      uint64  // just past the value
	// Val is the value of constants, flags, offsets, indexes and references (as stored:
	// unit-relative for ref1..ref_udata); for blocks and exprloc it is the length.
	Val   uint64
	Block []byte // contents of blocks, exprloc and data16; bytes of DW_FORM_string
}

// LenSize is the size of the length prefix of a block or exprloc value.
func (f *Field) LenSize() int { return int(f.End-f.ValOff) - len(f.Block) }

// DIE is one debugging information entry; Abbrev is nil for the null entry that ends a
// list of siblings.
type DIE struct {
	Off    uint64
	Code   uint64
	Abbrev *Abbrev
	Fields []Field
	End    uint64
	Depth  int // 0 for the unit DIE
}

// Field returns the DIE's attribute a, or nil.
func (e *DIE) Field(a dw.Attr) *Field {
	for i := range e.Fields {
		if e.Fields[i].Attr == a {
			return &e.Fields[i]
		}
	}
	return nil
}

// DIEReader walks the DIEs of one unit in order.
type DIEReader struct {
	u     *Unit
	c     *cursor
	depth int
	ff    *FieldFilter
	plans []abbrevPlan // ff's plans for u, by abbreviation index
	// empty is how many more values without bytes (see Abbrev.empty) the unit may yield: a
	// one-byte DIE of an abbreviation with thousands of them would otherwise turn a few
	// kilobytes into gigabytes of fields for whoever keeps them.
	empty int64
}

// emptyPerByte bounds the values without bytes a unit may yield, per byte of the unit: real
// producers give a few flags per DIE of several bytes.
const emptyPerByte = 16

// DIEs returns a reader of u's DIEs.
func (d *File) DIEs(u *Unit) *DIEReader {
	return d.DIEsAt(u, u.DIEOff)
}

// DIEsAt returns a reader of u's DIEs from the one at offset off of the section on.
func (d *File) DIEsAt(u *Unit, off uint64) *DIEReader {
	c := newCursor(u.Section, d.bytes(u.Section)[:u.End], off, d.ByteOrder)
	return &DIEReader{u: u, c: c, empty: emptyPerByte*int64(u.End-min(off, u.End)) + 1024}
}

// Err is the error that stopped the reader.
func (r *DIEReader) Err() error { return r.c.err }

// Next reads the next DIE into e (reusing its Fields) and reports whether there was one.
func (r *DIEReader) Next(e *DIE) bool {
	c := r.c
	if c.err != nil || c.off >= r.u.End {
		return false
	}
	e.Off = c.off
	e.Depth = r.depth
	e.Fields = e.Fields[:0]
	e.Code = c.uleb()
	if c.err != nil {
		return false
	}
	if e.Code == 0 {
		e.Abbrev = nil
		e.End = c.off
		if r.depth > 0 {
			r.depth--
		}
		return true
	}
	idx := r.u.Abbrevs.index(e.Code)
	if idx < 0 {
		c.off = e.Off
		c.fail("DIE uses abbreviation code %d, which table 0x%x does not declare", e.Code, r.u.AbbrevOff)
		return false
	}
	a := &r.u.Abbrevs.List[idx]
	if r.empty -= int64(a.empty); r.empty < 0 {
		c.off = e.Off
		c.fail("DIE of abbreviation %d (%d attributes without bytes): the unit yields more such values than %d per byte of it", e.Code, a.empty, emptyPerByte)
		return false
	}
	if r.ff != nil {
		return r.nextFiltered(e, a, idx)
	}
	return r.nextAll(e, a)
}

// nextAll reads every value of a DIE of abbreviation a; under a filter it then keeps only
// the values the filter keeps.
func (r *DIEReader) nextAll(e *DIE, a *Abbrev) bool {
	c := r.c
	e.Abbrev = a
	// Fill the fields in place: copying each into the slice costs more than reading it.
	if cap(e.Fields) < len(a.Attrs) {
		e.Fields = make([]Field, len(a.Attrs), len(a.Attrs)+8)
	}
	e.Fields = e.Fields[:len(a.Attrs)]
	for i := range a.Attrs {
		s := &a.Attrs[i]
		f := &e.Fields[i]
		// Set the fields one by one: zeroing Block when it is nil already would cost a
		// write barrier per attribute while the collector runs.
		f.Attr, f.Form, f.Indirect, f.Spec, f.Off, f.Val = s.Attr, s.Form, false, i, c.off, 0
		f.Class = 0
		if f.Block != nil {
			f.Block = nil
		}
		if f.Form == dw.FormIndirect {
			f.Indirect = true
			f.Form = dw.Form(c.uleb())
			if f.Form == dw.FormIndirect || f.Form == dw.FormImplicitConst {
				c.fail("DW_FORM_indirect names form %v", f.Form)
			}
		}
		f.ValOff = c.off
		r.value(f, s)
		f.End = c.off
		if c.err != nil {
			e.Fields = e.Fields[:i]
			return false
		}
	}
	e.End = c.off
	if r.ff != nil {
		kept := e.Fields[:0]
		for _, f := range e.Fields {
			if f.Class = r.ff.class(r.u, f.Attr, f.Form); f.Class != 0 {
				kept = append(kept, f)
			}
		}
		e.Fields = kept
	}
	if a.Children {
		r.depth++
	}
	return true
}

func (r *DIEReader) value(f *Field, s *AttrSpec) {
	c, u := r.c, r.u
	switch f.Form {
	case dw.FormData16:
		f.Block = c.bytes(16)
	case dw.FormSdata:
		f.Val = uint64(c.sleb())
	case dw.FormUdata, dw.FormRefUdata, dw.FormStrx, dw.FormAddrx,
		dw.FormLoclistx, dw.FormRnglistx, dw.FormGNUAddrIndex, dw.FormGNUStrIndex:
		f.Val = c.uleb()
	case dw.FormString:
		f.Block = c.cstr()
	case dw.FormBlock1:
		f.Val = c.fixed(1)
		f.Block = c.bytes(f.Val)
	case dw.FormBlock2:
		f.Val = c.fixed(2)
		f.Block = c.bytes(f.Val)
	case dw.FormBlock4:
		f.Val = c.fixed(4)
		f.Block = c.bytes(f.Val)
	case dw.FormBlock, dw.FormExprloc:
		f.Val = c.uleb()
		f.Block = c.bytes(f.Val)
	case dw.FormFlagPresent:
		f.Val = 1
	case dw.FormImplicitConst:
		f.Val = uint64(s.Implicit)
	default:
		// Every other known form is a number of a fixed size.
		if n, known := formSize(u, f.Form); known && n > 0 {
			f.Val = c.fixed(n)
		} else {
			c.fail("attribute %v has unknown form 0x%x", f.Attr, uint16(f.Form))
		}
	}
}

// IsUnitRef reports whether form holds a DIE offset relative to its unit.
func IsUnitRef(f dw.Form) bool {
	switch f {
	case dw.FormRef1, dw.FormRef2, dw.FormRef4, dw.FormRef8, dw.FormRefUdata:
		return true
	}
	return false
}

// IsBlock reports whether form holds a length-prefixed block (exprloc included).
func IsBlock(f dw.Form) bool {
	switch f {
	case dw.FormBlock1, dw.FormBlock2, dw.FormBlock4, dw.FormBlock, dw.FormExprloc:
		return true
	}
	return false
}
