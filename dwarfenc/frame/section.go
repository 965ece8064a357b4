package frame

import (
	"encoding/binary"
	"fmt"
	"io"
	"strings"

	"hdwarf/dwarfenc/expr"
)

// CIE is a Common Information Entry.
type CIE struct {
	Offset       uint64 // of the entry in the section (set by Parse)
	Format64     bool   // 64-bit DWARF format
	Version      uint8  // 1 (DWARF 2), 3 (DWARF 3) or 4 (DWARF 4 and 5)
	Augmentation string
	AddrSize     uint8 // version 4 only; 0 elsewhere
	SegmentSize  uint8 // version 4 only
	CodeAlign    uint64
	DataAlign    int64
	RAColumn     uint64
	Instructions []byte // including trailing DW_CFA_nop padding
}

// FDE is a Frame Description Entry.
type FDE struct {
	Offset       uint64 // of the entry in the section
	Format64     bool
	CIEPointer   uint64 // offset of its CIE in the section
	CIE          *CIE
	Segment      uint64
	Start        uint64 // initial_location
	Range        uint64 // address_range
	Instructions []byte
}

// Entry is a CIE or an FDE; exactly one is set.
type Entry struct {
	CIE    *CIE
	FDE    *FDE
	Length uint64 // the unit_length value as read
}

// Context returns the instruction context of the CIE. addrSize is the section's default
// address size (the ELF class), used by CIEs older than version 4.
func (c *CIE) Context(bo binary.ByteOrder, addrSize int, d expr.Dialect) Context {
	a := addrSize
	if c.Version >= 4 && c.AddrSize != 0 {
		a = int(c.AddrSize)
	}
	off := 4
	if c.Format64 {
		off = 8
	}
	return Context{AddrSize: a, OffsetSize: off, ByteOrder: bo, Version: int(c.Version),
		CodeAlign: c.CodeAlign, DataAlign: c.DataAlign, Dialect: d}
}

// Parse reads a .debug_frame section. addrSize is the default address size (from the ELF
// class) for CIEs that do not state one. It returns the entries read before any error.
func Parse(data []byte, bo binary.ByteOrder, addrSize int) ([]Entry, error) {
	c := cursor{B: data, Order: bo}
	cies := map[uint64]*CIE{}
	var out []Entry
	for c.Off < len(data) {
		start := uint64(c.Off)
		length := c.Fixed(4)
		f64 := false
		if length == 0xffffffff {
			f64 = true
			length = c.Fixed(8)
		} else if length >= 0xfffffff0 {
			return out, fmt.Errorf(".debug_frame: reserved unit length 0x%x at offset 0x%x", length, start)
		}
		if c.Err != nil {
			return out, fmt.Errorf(".debug_frame: entry at offset 0x%x: %w", start, c.Err)
		}
		if length == 0 {
			continue // zero padding between or after entries
		}
		body := c.Bytes(length)
		if c.Err != nil {
			return out, fmt.Errorf(".debug_frame: entry at offset 0x%x: %w", start, c.Err)
		}
		bodyOff := c.Off - len(body)
		e := cursor{B: data[:bodyOff+len(body)], Off: bodyOff, Order: bo}
		osz := 4
		if f64 {
			osz = 8
		}
		id := e.Fixed(osz)
		isCIE := (!f64 && id == 0xffffffff) || (f64 && id == ^uint64(0))
		var err error
		if isCIE {
			cie := &CIE{Offset: start, Format64: f64}
			err = parseCIE(&e, cie)
			cies[start] = cie
			out = append(out, Entry{CIE: cie, Length: length})
		} else {
			fde := &FDE{Offset: start, Format64: f64, CIEPointer: id}
			fde.CIE = cies[id]
			if fde.CIE == nil {
				return out, fmt.Errorf(".debug_frame: FDE at offset 0x%x points to 0x%x, which is not a CIE before it", start, id)
			}
			err = parseFDE(&e, fde, addrSize)
			out = append(out, Entry{FDE: fde, Length: length})
		}
		if err != nil {
			return out, fmt.Errorf(".debug_frame: entry at offset 0x%x: %w", start, err)
		}
	}
	return out, nil
}

func parseCIE(e *cursor, c *CIE) error {
	c.Version = e.U8()
	if e.Err == nil && c.Version != 1 && c.Version != 3 && c.Version != 4 {
		return fmt.Errorf("CIE version %d is not 1, 3 or 4", c.Version)
	}
	c.Augmentation = e.CString()
	if c.Version >= 4 {
		c.AddrSize = e.U8()
		c.SegmentSize = e.U8()
	}
	c.CodeAlign = e.ULEB()
	c.DataAlign = e.SLEB()
	if c.Version == 1 {
		c.RAColumn = uint64(e.U8())
	} else {
		c.RAColumn = e.ULEB()
	}
	if strings.HasPrefix(c.Augmentation, "z") {
		e.Bytes(e.ULEB()) // augmentation data, as in .eh_frame
	}
	c.Instructions = e.B[e.Off:]
	return e.Err
}

func parseFDE(e *cursor, f *FDE, addrSize int) error {
	a := addrSize
	if f.CIE.Version >= 4 && f.CIE.AddrSize != 0 {
		a = int(f.CIE.AddrSize)
	}
	if a != 1 && a != 2 && a != 4 && a != 8 {
		return fmt.Errorf("address size %d is not 1, 2, 4 or 8", a)
	}
	if s := int(f.CIE.SegmentSize); s > 0 {
		if s > 8 {
			return fmt.Errorf("segment selector size %d is larger than 8", s)
		}
		f.Segment = e.Fixed(s)
	}
	f.Start = e.Fixed(a)
	f.Range = e.Fixed(a)
	if strings.HasPrefix(f.CIE.Augmentation, "z") {
		e.Bytes(e.ULEB())
	}
	f.Instructions = e.B[e.Off:]
	return e.Err
}

// Dump prints entries as llvm-dwarfdump-22 --debug-frame does, without the unwind table
// rows it computes after each entry's instructions.
func Dump(w io.Writer, entries []Entry, bo binary.ByteOrder, addrSize int, d expr.Dialect, opts PrintOptions) error {
	for _, en := range entries {
		var b strings.Builder
		if c := en.CIE; c != nil {
			if c.Format64 {
				fmt.Fprintf(&b, "%08x %016x %016x CIE\n", c.Offset, en.Length, ^uint64(0))
			} else {
				fmt.Fprintf(&b, "%08x %08x %08x CIE\n", c.Offset, en.Length, uint32(0xffffffff))
			}
			fmt.Fprintf(&b, "  Format:                %s\n", formatName(c.Format64))
			fmt.Fprintf(&b, "  Version:               %d\n", c.Version)
			fmt.Fprintf(&b, "  Augmentation:          %q\n", c.Augmentation)
			if c.Version >= 4 {
				fmt.Fprintf(&b, "  Address size:          %d\n", c.AddrSize)
				fmt.Fprintf(&b, "  Segment desc size:     %d\n", c.SegmentSize)
			}
			fmt.Fprintf(&b, "  Code alignment factor: %d\n", c.CodeAlign)
			fmt.Fprintf(&b, "  Data alignment factor: %d\n", c.DataAlign)
			fmt.Fprintf(&b, "  Return address column: %d\n\n", c.RAColumn)
			writeInstructions(&b, c.Context(bo, addrSize, d), c.Instructions, nil, opts)
		} else {
			f := en.FDE
			if f.Format64 {
				fmt.Fprintf(&b, "%08x %016x %016x FDE ", f.Offset, en.Length, f.CIEPointer)
			} else {
				fmt.Fprintf(&b, "%08x %08x %08x FDE ", f.Offset, en.Length, f.CIEPointer)
			}
			fmt.Fprintf(&b, "cie=%08x pc=%08x...%08x\n", f.CIEPointer, f.Start, f.Start+f.Range)
			fmt.Fprintf(&b, "  Format:       %s\n", formatName(f.Format64))
			pc := f.Start
			writeInstructions(&b, f.CIE.Context(bo, addrSize, d), f.Instructions, &pc, opts)
		}
		b.WriteString("\n")
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
	}
	return nil
}

func writeInstructions(b *strings.Builder, ctx Context, code []byte, pc *uint64, opts PrintOptions) {
	ins, err := Decode(ctx, code)
	for _, l := range Format(ctx, ins, pc, opts) {
		b.WriteString("  " + l + "\n")
	}
	if err != nil {
		fmt.Fprintf(b, "  <decoding error: %v>\n", err)
	}
}

func formatName(f64 bool) string {
	if f64 {
		return "DWARF64"
	}
	return "DWARF32"
}
