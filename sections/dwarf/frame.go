package dwarf

import (
	"encoding/binary"
	"fmt"
	"sort"

	"hdwarf/expr"
	"hdwarf/frame"
)

// CFIEntry is a CIE or an FDE of .debug_frame or .eh_frame, with its fields and the spans a
// rewriter needs: where the length and CIE pointer are stored and where the instructions are.
// This is the project's one CFI parser; package frame decodes and prints the
// instructions.
type CFIEntry struct {
	Off      uint64 // of the length field
	End      uint64 // just past the entry
	Format64 bool
	IsCIE    bool
	// Terminator is set for the zero-length entry that ends an .eh_frame.
	Terminator bool

	// CIE fields.
	Version      int
	Augmentation string
	AddrSize     int // address size of the entries that use this CIE
	SegSize      int
	CodeAlign    uint64
	DataAlign    int64
	RAColumn     uint64
	FDEEncoding  byte // DW_EH_PE_* of FDE addresses (.eh_frame with 'R')
	LSDAEncoding byte
	AugData      []byte // 'z' augmentation data

	// FDE fields.
	CIEPointer    uint64 // as stored
	CIEPointerPos uint64 // where it is stored
	CIE           uint64 // offset of the entry's CIE (resolved)
	Segment       uint64 // segment selector (.debug_frame of a version 4 CIE with one)
	// Start and Range are initial_location and address_range as stored: in .eh_frame they
	// are in the CIE's FDEEncoding, not applied (a pc-relative start stays relative).
	Start uint64
	Range uint64

	InsnOff uint64 // first byte of the instructions
	Insns   []byte
}

// DW_EH_PE pointer encodings.
const (
	ehAbsptr = 0x00
	ehOmit   = 0xff
)

// UnitLength is the unit_length field's value: the entry's size after the field.
func (e *CFIEntry) UnitLength() uint64 {
	if e.Format64 {
		return e.End - e.Off - 12
	}
	return e.End - e.Off - 4
}

// Context is the context the entry's instructions decode in, with vendor operations of
// dialect d inside their expressions.
func (e *CFIEntry) Context(bo binary.ByteOrder, d expr.Dialect) frame.Context {
	osz := 4
	if e.Format64 {
		osz = 8
	}
	return frame.Context{AddrSize: e.AddrSize, OffsetSize: osz, ByteOrder: bo, Version: e.Version,
		CodeAlign: e.CodeAlign, DataAlign: e.DataAlign, Dialect: d}
}

// Frames reads the entries of .debug_frame or .eh_frame.
func (d *File) Frames(sec string) ([]CFIEntry, error) {
	data := d.bytes(sec)
	eh := sec == ".eh_frame"
	var out []CFIEntry
	cies := map[uint64]int{}
	c := newCursor(sec, data, 0, d.ByteOrder)
	for c.err == nil && c.left() > 0 {
		e := CFIEntry{Off: c.off}
		l, f64 := c.initialLength()
		if c.err != nil {
			break
		}
		if l == 0 && eh {
			e.Terminator = true
			e.End = c.off
			out = append(out, e)
			continue
		}
		e.Format64 = f64
		e.End = c.end(l)
		osz := 4
		if f64 {
			osz = 8
		}
		e.CIEPointerPos = c.off
		id := c.fixed(osz)
		if c.err != nil {
			break
		}
		ec := newCursor(sec, data[:e.End], c.off, d.ByteOrder)
		cieID := uint64(0xffffffff)
		if f64 {
			cieID = ^uint64(0)
		}
		if eh {
			cieID = 0
		}
		if id == cieID {
			e.IsCIE = true
			d.parseCIE(ec, &e, eh)
			cies[e.Off] = len(out)
		} else {
			e.CIEPointer = id
			e.CIE = id
			if eh {
				if id > e.CIEPointerPos {
					c.off = e.CIEPointerPos
					c.fail("FDE at 0x%x: CIE pointer 0x%x points before the section", e.Off, id)
					break
				}
				e.CIE = e.CIEPointerPos - id
			}
			ci, ok := cies[e.CIE]
			if !ok {
				c.off = e.CIEPointerPos
				c.fail("FDE at 0x%x: no CIE at 0x%x (a CIE must come before its FDEs)", e.Off, e.CIE)
				break
			}
			d.parseFDE(ec, &e, &out[ci], eh)
		}
		if ec.err != nil {
			return out, ec.err
		}
		out = append(out, e)
		c.off = e.End
	}
	return out, c.err
}

func (d *File) parseCIE(c *cursor, e *CFIEntry, eh bool) {
	e.Version = int(c.u8())
	switch e.Version {
	case 1, 3, 4:
	default:
		c.fail("CIE at 0x%x: version %d is not 1, 3 or 4", e.Off, e.Version)
		return
	}
	e.Augmentation = string(c.cstr())
	e.AddrSize = d.AddrSize
	if e.Version == 4 {
		e.AddrSize = int(c.u8())
		e.SegSize = int(c.u8())
		if e.SegSize > 8 {
			c.fail("CIE at 0x%x: segment selector size %d is larger than 8", e.Off, e.SegSize)
			return
		}
	}
	if len(e.Augmentation) >= 2 && e.Augmentation[:2] == "eh" {
		c.fixed(d.AddrSize) // GNU "eh" augmentation: a pointer
	}
	e.CodeAlign = c.uleb()
	e.DataAlign = c.sleb()
	if e.Version == 1 {
		e.RAColumn = uint64(c.u8())
	} else {
		e.RAColumn = c.uleb()
	}
	e.FDEEncoding = ehAbsptr
	e.LSDAEncoding = ehOmit
	// 'z' augmentation data is skipped in .debug_frame too: its length says where the
	// instructions start.
	if len(e.Augmentation) > 0 && e.Augmentation[0] == 'z' {
		n := c.uleb()
		start := c.off
		e.AugData = c.bytes(n)
		ac := newCursor(c.sec, c.b[:start+uint64(len(e.AugData))], start, c.bo)
		for _, ch := range e.Augmentation[1:] {
			switch ch {
			case 'L':
				e.LSDAEncoding = ac.u8()
			case 'R':
				e.FDEEncoding = ac.u8()
			case 'P':
				enc := ac.u8()
				readEncoded(ac, enc, d.AddrSize)
			case 'S', 'B', 'G':
			default:
				// Unknown letters: the augmentation data length lets us skip the rest.
			}
		}
		if ac.err != nil {
			c.err = ac.err
		}
	}
	switch e.AddrSize {
	case 1, 2, 4, 8:
	default:
		c.fail("CIE at 0x%x: address size %d", e.Off, e.AddrSize)
	}
	e.InsnOff = c.off
	e.Insns = c.bytes(e.End - c.off)
}

func (d *File) parseFDE(c *cursor, e *CFIEntry, cie *CFIEntry, eh bool) {
	e.Version, e.Augmentation, e.AddrSize, e.SegSize = cie.Version, cie.Augmentation, cie.AddrSize, cie.SegSize
	e.CodeAlign, e.DataAlign, e.RAColumn = cie.CodeAlign, cie.DataAlign, cie.RAColumn
	e.FDEEncoding, e.LSDAEncoding = cie.FDEEncoding, cie.LSDAEncoding
	if eh {
		e.Start = readEncoded(c, e.FDEEncoding, d.AddrSize)
		e.Range = readEncoded(c, e.FDEEncoding&0x0f, d.AddrSize)
	} else {
		e.Segment = c.fixed(e.SegSize)
		e.Start = c.fixed(e.AddrSize)
		e.Range = c.fixed(e.AddrSize)
	}
	if len(e.Augmentation) > 0 && e.Augmentation[0] == 'z' {
		e.AugData = c.bytes(c.uleb())
	}
	if c.err != nil {
		return
	}
	e.InsnOff = c.off
	e.Insns = c.bytes(e.End - c.off)
}

// readEncoded reads a DW_EH_PE-encoded pointer as stored (its application, such as
// pc-relative, is not applied).
func readEncoded(c *cursor, enc byte, addrSize int) uint64 {
	if enc == ehOmit {
		return 0
	}
	switch enc & 0x0f {
	case 0x00:
		return c.fixed(addrSize)
	case 0x01:
		return c.uleb()
	case 0x02, 0x0a:
		return c.fixed(2)
	case 0x03, 0x0b:
		return c.fixed(4)
	case 0x04, 0x0c:
		return c.fixed(8)
	case 0x09:
		return uint64(c.sleb())
	}
	c.fail("pointer encoding 0x%02x is not supported", enc)
	return 0
}

// EntryAt returns the index of the entry starting at off, or -1.
func EntryAt(es []CFIEntry, off uint64) int {
	i := sort.Search(len(es), func(i int) bool { return es[i].Off >= off })
	if i < len(es) && es[i].Off == off {
		return i
	}
	return -1
}

func (e *CFIEntry) String() string {
	if e.IsCIE {
		return fmt.Sprintf("CIE at 0x%x", e.Off)
	}
	return fmt.Sprintf("FDE at 0x%x", e.Off)
}
