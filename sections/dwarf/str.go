package dwarf

import (
	"hdwarf/dw"
	"hdwarf/internal/bytecursor"
)

// StrOffsetsBase is where the string offsets of unit u start: its unit DIE's
// DW_AT_str_offsets_base (set is then true), or, in DWARF 5 without one, just past the
// first contribution's header, which is what LLVM assumes.
func StrOffsetsBase(u *Unit, unitDIE *DIE) (base uint64, set bool) {
	if f := unitDIE.Field(dw.AttrStrOffsetsBase); f != nil {
		return f.Val, true
	}
	if u.Version >= 5 {
		if u.Format64 {
			return 16, false
		}
		return 8, false
	}
	return 0, false
}

// Str returns the string a field of a DIE of unit u holds, in any string form (inline,
// .debug_str, .debug_line_str, or an index into .debug_str_offsets from strOffBase, see
// StrOffsetsBase); ok is false for other forms and for offsets outside the sections.
func (d *File) Str(u *Unit, strOffBase uint64, f *Field) (s string, ok bool) {
	switch f.Form {
	case dw.FormString:
		return string(f.Block), true
	case dw.FormStrp, dw.FormGNUStrpAlt:
		return cstrAt(d.bytes(".debug_str"), f.Val)
	case dw.FormLineStrp:
		return cstrAt(d.bytes(".debug_line_str"), f.Val)
	case dw.FormStrx, dw.FormStrx1, dw.FormStrx2, dw.FormStrx3, dw.FormStrx4,
		dw.FormGNUStrIndex:
		so := d.bytes(".debug_str_offsets")
		osz := uint64(u.OffsetSize())
		// Both the base (from the input) and the index are bounded before they are added.
		n := uint64(len(so))
		if strOffBase > n || f.Val > (n-strOffBase)/osz {
			return "", false
		}
		pos := strOffBase + f.Val*osz
		if n-pos < osz {
			return "", false
		}
		return cstrAt(d.bytes(".debug_str"), bytecursor.ReadFixed(so[pos:], d.ByteOrder, int(osz)))
	}
	return "", false
}

// cstrAt is the NUL-terminated string at off in b.
func cstrAt(b []byte, off uint64) (string, bool) {
	if off >= uint64(len(b)) {
		return "", false
	}
	s := b[off:]
	for i, c := range s {
		if c == 0 {
			return string(s[:i]), true
		}
	}
	return "", false
}
