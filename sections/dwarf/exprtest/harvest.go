package exprtest

import (
	"debug/dwarf"
	"debug/elf"
	"fmt"

	"hdwarf/expr"
	"hdwarf/frame"
	sdwarf "hdwarf/sections/dwarf"
)

// Found is an expression found in a real file.
type Found struct {
	Where string // e.g. "DIE 0x2a DW_AT_location", ".debug_loc 0x40", ".debug_frame 0x18 insn 3"
	Ctx   expr.Context
	Code  []byte
}

// Harvest collects the DWARF expressions of an ELF file: every exprloc attribute of
// .debug_info (relocations applied by debug/elf), every DWARF 4 .debug_loc list entry, and
// every expression inside .debug_frame instructions. Units are read with the context of
// the first unit header (the producers this is used on write one unit per file). It also
// returns the raw .debug_frame bytes (nil when there are none).
func Harvest(path string) (found []Found, debugFrame []byte, err error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	addr := 8
	if f.Class == elf.ELFCLASS32 {
		addr = 4
	}
	ctx := expr.Context{AddrSize: addr, OffsetSize: 4, ByteOrder: f.ByteOrder, Version: 4}
	if s := f.Section(".debug_info"); s != nil {
		raw, err := s.Data()
		if err != nil {
			return nil, nil, err
		}
		secs := map[string][]byte{".debug_info": raw}
		if a := f.Section(".debug_abbrev"); a != nil {
			if secs[".debug_abbrev"], err = a.Data(); err != nil {
				return nil, nil, err
			}
		}
		units, err := sdwarf.FromSections(f.ByteOrder, addr, secs).Units(".debug_info")
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", path, err)
		}
		if len(units) > 0 {
			ctx.Version, ctx.OffsetSize = units[0].Version, units[0].OffsetSize()
		}
		d, err := f.DWARF()
		if err != nil {
			return nil, nil, err
		}
		r := d.Reader()
		for {
			e, err := r.Next()
			if err != nil {
				return nil, nil, err
			}
			if e == nil {
				break
			}
			for _, fl := range e.Field {
				if b, ok := fl.Val.([]byte); ok && fl.Class == dwarf.ClassExprLoc {
					found = append(found, Found{fmt.Sprintf("DIE 0x%x %v", e.Offset, fl.Attr), ctx, b})
				}
			}
		}
	}
	if s := f.Section(".debug_loc"); s != nil {
		raw, err := s.Data()
		if err != nil {
			return nil, nil, err
		}
		locs, err := debugLoc(raw, ctx)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", path, err)
		}
		found = append(found, locs...)
	}
	if s := f.Section(".debug_frame"); s != nil {
		debugFrame, err = s.Data()
		if err != nil {
			return nil, nil, err
		}
		// The reader's CFI parser, as the tools use it; package frame decodes the instructions.
		entries, err := sdwarf.FromSections(f.ByteOrder, addr, map[string][]byte{".debug_frame": debugFrame}).Frames(".debug_frame")
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", path, err)
		}
		for _, en := range entries {
			fctx := en.Context(f.ByteOrder, expr.DialectIntel)
			ins, err := frame.Decode(fctx, en.Insns)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: .debug_frame entry 0x%x: %w", path, en.Off, err)
			}
			for i, in := range ins {
				if in.Expr != nil {
					found = append(found, Found{fmt.Sprintf(".debug_frame 0x%x insn %d", en.Off, i), fctx.ExprContext(), in.Expr})
				}
			}
		}
	}
	return found, debugFrame, nil
}

// debugLoc reads every entry of a DWARF 4 .debug_loc section whose addresses need no
// relocation, list after list, through the reader's list reader.
func debugLoc(b []byte, ctx expr.Context) ([]Found, error) {
	var out []Found
	r := sdwarf.NewLocReader(b, ctx.ByteOrder, 0, ctx.AddrSize)
	var e sdwarf.ListEntry
	for r.Next(&e) {
		if e.HasExpr {
			out = append(out, Found{fmt.Sprintf(".debug_loc 0x%x", e.Off), ctx, e.Expr})
		}
	}
	return out, r.Err()
}
