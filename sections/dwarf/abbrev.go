package dwarf

import (
	"fmt"

	"hdwarf/dw"
)

// AttrSpec is one (attribute, form) pair of an abbreviation, with where its bytes are in
// .debug_abbrev so that a rewriter can change the attribute code or the form in place.
type AttrSpec struct {
	Attr     dw.Attr
	Form     dw.Form
	Implicit int64  // value of DW_FORM_implicit_const
	AttrOff  uint64 // offset of the attribute code's ULEB128
	AttrLen  int
	FormOff  uint64 // offset of the form code's ULEB128
	FormLen  int
}

// Abbrev is one abbreviation declaration.
type Abbrev struct {
	Off      uint64 // of the code
	Code     uint64
	Tag      dw.Tag
	Children bool
	Attrs    []AttrSpec
	// empty counts the attributes whose values take no bytes (DW_FORM_flag_present,
	// DW_FORM_implicit_const): a reader bounds how many of those a unit may yield.
	empty int
}

// AbbrevTable is the abbreviation table at one offset of .debug_abbrev.
type AbbrevTable struct {
	Off, End uint64 // End is just past the terminating 0
	List     []Abbrev
	dense    []int32 // code -> index+1 in List, when codes are small
	sparse   map[uint64]int
}

// Lookup returns the abbreviation with the given code, or nil.
func (t *AbbrevTable) Lookup(code uint64) *Abbrev {
	if i := t.index(code); i >= 0 {
		return &t.List[i]
	}
	return nil
}

// index returns the index in List of the abbreviation with the given code, or -1.
func (t *AbbrevTable) index(code uint64) int {
	if code < uint64(len(t.dense)) {
		if i := t.dense[code]; i > 0 {
			return int(i - 1)
		}
	}
	if i, ok := t.sparse[code]; ok {
		return i
	}
	return -1
}

// ParseAbbrevs reads the abbreviation table at offset off of .debug_abbrev data.
func ParseAbbrevs(data []byte, off uint64) (*AbbrevTable, error) {
	c := newCursor(".debug_abbrev", data, off, nil)
	t := &AbbrevTable{Off: off}
	for c.err == nil {
		at := c.off
		code := c.uleb()
		if c.err != nil {
			break
		}
		if code == 0 {
			break
		}
		a := Abbrev{Off: at, Code: code, Tag: dw.Tag(c.uleb())}
		a.Children = c.u8() != 0
		for c.err == nil {
			var s AttrSpec
			s.AttrOff = c.off
			attr := c.uleb()
			s.AttrLen = int(c.off - s.AttrOff)
			s.FormOff = c.off
			form := c.uleb()
			s.FormLen = int(c.off - s.FormOff)
			if attr == 0 && form == 0 {
				break
			}
			if attr > 0xffffffff || form > 0xffff {
				c.off = s.AttrOff
				c.fail("attribute 0x%x / form 0x%x out of range", attr, form)
				break
			}
			s.Attr, s.Form = dw.Attr(attr), dw.Form(form)
			if s.Form == dw.FormImplicitConst {
				s.Implicit = c.sleb()
			}
			if s.Form == dw.FormImplicitConst || s.Form == dw.FormFlagPresent {
				a.empty++
			}
			a.Attrs = append(a.Attrs, s)
		}
		if t.Lookup(a.Code) != nil {
			return nil, &Error{Section: ".debug_abbrev", Off: at, Msg: fmt.Sprintf("abbreviation code %d declared twice", a.Code)}
		}
		// Codes are usually 1, 2, 3...: index those densely, bounded by the table's size.
		if a.Code <= uint64(len(t.List))+64 {
			for uint64(len(t.dense)) <= a.Code {
				t.dense = append(t.dense, 0)
			}
			t.dense[a.Code] = int32(len(t.List) + 1)
		} else {
			if t.sparse == nil {
				t.sparse = map[uint64]int{}
			}
			t.sparse[a.Code] = len(t.List)
		}
		t.List = append(t.List, a)
	}
	if c.err != nil {
		return nil, c.err
	}
	t.End = c.off
	return t, nil
}
