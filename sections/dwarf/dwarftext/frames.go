package dwarftext

import (
	"encoding/binary"
	"fmt"
	"io"
	"strings"

	"hdwarf/expr"
	"hdwarf/frame"
	"hdwarf/sections/dwarf"
)

// WriteFrames prints .debug_frame entries read by dwarf.File.Frames as llvm-dwarfdump-22
// --debug-frame does, without the unwind table rows it computes after each entry's
// instructions. Vendor operations in expressions are read in dialect d.
func WriteFrames(w io.Writer, es []dwarf.CFIEntry, bo binary.ByteOrder, d expr.Dialect, opts frame.PrintOptions) error {
	for i := range es {
		e := &es[i]
		if e.Terminator {
			continue // .eh_frame's end; .debug_frame has none
		}
		var b strings.Builder
		if e.IsCIE {
			if e.Format64 {
				fmt.Fprintf(&b, "%08x %016x %016x CIE\n", e.Off, e.UnitLength(), ^uint64(0))
			} else {
				fmt.Fprintf(&b, "%08x %08x %08x CIE\n", e.Off, e.UnitLength(), uint32(0xffffffff))
			}
			fmt.Fprintf(&b, "  Format:                %s\n", formatName(e.Format64))
			fmt.Fprintf(&b, "  Version:               %d\n", e.Version)
			fmt.Fprintf(&b, "  Augmentation:          %q\n", e.Augmentation)
			if e.Version >= 4 {
				fmt.Fprintf(&b, "  Address size:          %d\n", e.AddrSize)
				fmt.Fprintf(&b, "  Segment desc size:     %d\n", e.SegSize)
			}
			fmt.Fprintf(&b, "  Code alignment factor: %d\n", e.CodeAlign)
			fmt.Fprintf(&b, "  Data alignment factor: %d\n", e.DataAlign)
			fmt.Fprintf(&b, "  Return address column: %d\n\n", e.RAColumn)
			writeInstructions(&b, e.Context(bo, d), e.Insns, nil, opts)
		} else {
			if e.Format64 {
				fmt.Fprintf(&b, "%08x %016x %016x FDE ", e.Off, e.UnitLength(), e.CIEPointer)
			} else {
				fmt.Fprintf(&b, "%08x %08x %08x FDE ", e.Off, e.UnitLength(), e.CIEPointer)
			}
			fmt.Fprintf(&b, "cie=%08x pc=%08x...%08x\n", e.CIEPointer, e.Start, e.Start+e.Range)
			fmt.Fprintf(&b, "  Format:       %s\n", formatName(e.Format64))
			pc := e.Start
			writeInstructions(&b, e.Context(bo, d), e.Insns, &pc, opts)
		}
		b.WriteString("\n")
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
	}
	return nil
}

func writeInstructions(b *strings.Builder, ctx frame.Context, code []byte, pc *uint64, opts frame.PrintOptions) {
	ins, err := frame.Decode(ctx, code)
	for _, l := range frame.Format(ctx, ins, pc, opts) {
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
