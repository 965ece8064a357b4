package dwarf

import (
	"hdwarf/dw"
	"hdwarf/internal/bytecursor"
)

// ArangeSet is the header of one .debug_aranges set.
type ArangeSet struct {
	Off, End    uint64
	Format64    bool
	Version     int
	InfoOff     uint64 // offset of the unit in .debug_info
	InfoOffPos  uint64 // where it is stored
	AddrSize    int
	SegSize     int
	TuplesStart uint64
}

// Aranges reads the set headers of .debug_aranges.
func (d *File) Aranges() ([]ArangeSet, error) {
	data := d.bytes(".debug_aranges")
	var out []ArangeSet
	c := newCursor(".debug_aranges", data, 0, d.ByteOrder)
	for c.err == nil && c.left() > 0 {
		s := ArangeSet{Off: c.off}
		l, f64 := c.initialLength()
		s.Format64 = f64
		s.End = c.end(l)
		s.Version = int(c.u16())
		s.InfoOffPos = c.off
		osz := 4
		if f64 {
			osz = 8
		}
		s.InfoOff = c.fixed(osz)
		s.AddrSize = int(c.u8())
		s.SegSize = int(c.u8())
		s.TuplesStart = c.off
		if c.err != nil {
			break
		}
		out = append(out, s)
		c.off = s.End
	}
	return out, c.err
}

// PubSet is one set of .debug_pubnames or .debug_pubtypes (DWARF 2-4).
type PubSet struct {
	Off, End   uint64
	Format64   bool
	InfoOff    uint64
	InfoOffPos uint64
	InfoLen    uint64
	InfoLenPos uint64
	// Entries are the unit-relative DIE offsets of the names, and where each is stored.
	Entries []PubEntry
}

// PubEntry is one name of a PubSet.
type PubEntry struct {
	DIE, Pos uint64
	Name     []byte
}

// Pubs reads .debug_pubnames or .debug_pubtypes.
func (d *File) Pubs(sec string) ([]PubSet, error) {
	data := d.bytes(sec)
	var out []PubSet
	c := newCursor(sec, data, 0, d.ByteOrder)
	for c.err == nil && c.left() > 0 {
		s := PubSet{Off: c.off}
		l, f64 := c.initialLength()
		s.Format64 = f64
		s.End = c.end(l)
		c.u16()
		osz := 4
		if f64 {
			osz = 8
		}
		s.InfoOffPos = c.off
		s.InfoOff = c.fixed(osz)
		s.InfoLenPos = c.off
		s.InfoLen = c.fixed(osz)
		for c.err == nil && c.off < s.End {
			pos := c.off
			die := c.fixed(osz)
			if die == 0 {
				break
			}
			s.Entries = append(s.Entries, PubEntry{DIE: die, Pos: pos, Name: c.cstr()})
		}
		if c.err != nil {
			break
		}
		out = append(out, s)
		c.off = s.End
	}
	return out, c.err
}

// DW_IDX_* name index attributes.
const (
	IdxCompileUnit = 1
	IdxTypeUnit    = 2
	IdxDIEOffset   = 3
	IdxParent      = 4
	IdxTypeHash    = 5
)

// NameIndex is one .debug_names name index (DWARF 5).
type NameIndex struct {
	Off, End       uint64
	Format64       bool
	Version        int
	CUs            []uint64 // offsets of the units in .debug_info
	CUPos          uint64   // where the CU list starts
	LocalTUs       []uint64
	LocalTUPos     uint64
	ForeignTUCount uint64
	// DIERefs are the DW_IDX_die_offset values of the entry pool.
	DIERefs []NameDIERef
}

// NameDIERef is one DW_IDX_die_offset of an entry: a DIE offset relative to the unit the
// entry names (CU or TU index; -1 when the entry names none, meaning the only CU).
type NameDIERef struct {
	Pos  uint64
	Size int // 0 for a ULEB128 form
	Val  uint64
	CU   int
	TU   int
}

// Names reads .debug_names.
func (d *File) Names() ([]NameIndex, error) {
	data := d.bytes(".debug_names")
	var out []NameIndex
	c := newCursor(".debug_names", data, 0, d.ByteOrder)
	for c.err == nil && c.left() > 0 {
		n := NameIndex{Off: c.off}
		l, f64 := c.initialLength()
		n.Format64 = f64
		n.End = c.end(l)
		n.Version = int(c.u16())
		c.u16()
		cuCount, ltuCount, ftuCount := uint64(c.u32()), uint64(c.u32()), uint64(c.u32())
		buckets, names := uint64(c.u32()), uint64(c.u32())
		abbrevSize := uint64(c.u32())
		augSize := uint64(c.u32())
		c.bytes((augSize + 3) &^ 3)
		if c.err != nil {
			break
		}
		osz := uint64(4)
		if f64 {
			osz = 8
		}
		if c.off > n.End {
			c.fail("name index at 0x%x: header is longer than the index", n.Off)
			break
		}
		left := n.End - c.off
		if cuCount > left/osz || ltuCount > left/osz || ftuCount > left/8 || buckets > left/4 || names > left/4 {
			c.fail("name index at 0x%x: counts do not fit in it", n.Off)
			break
		}
		n.CUPos = c.off
		n.CUs = make([]uint64, cuCount)
		for i := range n.CUs {
			n.CUs[i] = c.fixed(int(osz))
		}
		n.LocalTUPos = c.off
		n.LocalTUs = make([]uint64, ltuCount)
		for i := range n.LocalTUs {
			n.LocalTUs[i] = c.fixed(int(osz))
		}
		n.ForeignTUCount = ftuCount
		c.bytes(ftuCount * 8)
		c.bytes(buckets * 4)
		if buckets > 0 {
			c.bytes(names * 4) // hashes
		}
		c.bytes(names * osz) // string offsets
		entryOffsPos := c.off
		c.bytes(names * osz)
		abbrevStart := c.off
		abbrevs := d.nameAbbrevs(c, abbrevStart+abbrevSize)
		c.off = abbrevStart + abbrevSize
		pool := c.off
		if c.err != nil {
			break
		}
		if c.off > n.End {
			c.fail("name index at 0x%x: abbreviation table runs past its end", n.Off)
			break
		}
		seen := map[uint64]bool{}
		for i := uint64(0); i < names && c.err == nil; i++ {
			if entryOffsPos+(i+1)*osz > uint64(len(data)) {
				c.fail("name index at 0x%x: entry offsets run past the section", n.Off)
				break
			}
			eo := bytecursor.ReadFixed(data[entryOffsPos+i*osz:], d.ByteOrder, int(osz))
			ec := newCursor(".debug_names", data[:n.End], pool+eo, d.ByteOrder)
			for ec.err == nil && !seen[ec.off] {
				seen[ec.off] = true
				code := ec.uleb()
				if code == 0 {
					break
				}
				ab, ok := abbrevs[code]
				if !ok {
					ec.fail("name entry uses undeclared abbreviation %d", code)
					break
				}
				ref := NameDIERef{CU: -1, TU: -1}
				have := false
				for _, a := range ab {
					pos := ec.off
					v, size := nameValue(ec, a.form, int(osz))
					switch a.idx {
					case IdxCompileUnit:
						ref.CU = int(v)
					case IdxTypeUnit:
						ref.TU = int(v)
					case IdxDIEOffset:
						ref.Pos, ref.Size, ref.Val, have = pos, size, v, true
					}
				}
				if have {
					n.DIERefs = append(n.DIERefs, ref)
				}
			}
			if ec.err != nil {
				c.err = ec.err
			}
		}
		if c.err != nil {
			break
		}
		out = append(out, n)
		c.off = n.End
	}
	return out, c.err
}

type nameAttr struct {
	idx  uint64
	form dw.Form
}

func (d *File) nameAbbrevs(c *cursor, end uint64) map[uint64][]nameAttr {
	m := map[uint64][]nameAttr{}
	for c.err == nil && c.off < end {
		code := c.uleb()
		if code == 0 {
			break
		}
		c.uleb() // tag
		var as []nameAttr
		for c.err == nil {
			idx, form := c.uleb(), c.uleb()
			if idx == 0 && form == 0 {
				break
			}
			as = append(as, nameAttr{idx, dw.Form(form)})
		}
		m[code] = as
	}
	return m
}

// nameValue reads one value of a name index entry; size is 0 for LEB128 forms.
func nameValue(c *cursor, f dw.Form, osz int) (uint64, int) {
	switch f {
	case dw.FormData1, dw.FormRef1, dw.FormFlag:
		return c.fixed(1), 1
	case dw.FormData2, dw.FormRef2:
		return c.fixed(2), 2
	case dw.FormData4, dw.FormRef4:
		return c.fixed(4), 4
	case dw.FormData8, dw.FormRef8, dw.FormRefSig8:
		return c.fixed(8), 8
	case dw.FormUdata, dw.FormRefUdata:
		return c.uleb(), 0
	case dw.FormSdata:
		return uint64(c.sleb()), 0
	case dw.FormFlagPresent:
		return 1, -1
	case dw.FormSecOffset, dw.FormStrp:
		return c.fixed(osz), osz
	}
	c.fail("name index form %v is not supported", f)
	return 0, 0
}
