package migrate

import (
	"encoding/binary"
	"hdwarf/internal/bytecursor"

	"hdwarf/internal/leb128"
)

// Laying out a unit decodes every DIE; writing it would decode them again only to find the
// fixed-size values that are mapped through the section maps (references, list offsets).
// Layout records those values as fixes instead, and a unit whose values are all fixes is
// written by copying it and patching the fixes, without a DIE walk. Each fix is the
// ULEB128 distance from the previous fix (from the unit's start for the first) and one
// byte: the value kind in the high half, the value's size in bytes in the low half. Two
// bytes per value for most DIEs keep the stream far smaller than .debug_info itself.

// recordFix notes that the size-byte value at input offset off is mapped as kind.
func (e *unitLayout) recordFix(off uint64, kind valueKind, size int) {
	p := e.part
	p.fixes = leb128.AppendUnsigned(roomFor(p.fixes, 11), off-e.fixPrev)
	p.fixes = append(p.fixes, byte(kind)<<4|byte(size))
	e.fixPrev = off
}

// applyFixes maps the fixed values of the unit copied into e.out. It returns false, with
// e.out partly patched, when a value does not map or does not fit: the DIE walk then
// writes the unit again and names the value in its error.
func (e *unitWriter) applyFixes(fx []byte) bool {
	ir, u := e.ir, e.u
	bo, data := ir.m.d.ByteOrder, ir.sec.Data
	le := bo == binary.ByteOrder(binary.LittleEndian)
	spans := ir.omap.spans[ir.unitSpan[e.k]:ir.unitSpan[e.k+1]]
	// growth is how much the unit's spans before the current value grew, plus the growth
	// of the units before it.
	growth := int64(e.newStart) - int64(u.Off)
	si := 0
	off := u.Off
	for i := 0; i < len(fx); {
		d, n := leb128.Unsigned(fx[i:])
		if n <= 0 || i+n >= len(fx) {
			return false
		}
		i += n
		c := fx[i]
		i++
		off += d
		for si < len(spans) && spans[si].off < int64(off) {
			s := &spans[si]
			growth = s.cum + s.newLen - s.oldLen
			si++
		}
		size := int(c & 0xf)
		if off+uint64(size) > uint64(len(data)) {
			return false
		}
		pos := int64(off) + growth - int64(e.newStart)
		if pos < 0 || pos+int64(size) > int64(len(e.out)) {
			return false
		}
		dst := e.out[pos : pos+int64(size)]
		// The value is read as relocated (in an ET_REL file the section's bytes can hold
		// only the addend's placeholder). Four-byte little-endian values, most of them,
		// go without a call through the byte order's interface.
		if le && size == 4 {
			nv, ok := e.mapFix(valueKind(c>>4), uint64(binary.LittleEndian.Uint32(data[off:])))
			if !ok || nv>>32 != 0 {
				return false
			}
			if uint32(nv) != binary.LittleEndian.Uint32(dst) {
				binary.LittleEndian.PutUint32(dst, uint32(nv))
				e.touched = true
			}
			continue
		}
		nv, ok := e.mapFix(valueKind(c>>4), bytecursor.ReadFixed(data[off:], bo, size))
		if !ok || (size < 8 && nv>>(8*size) != 0) {
			return false
		}
		if nv != bytecursor.ReadFixed(dst, bo, size) {
			bytecursor.PutFixed(dst, bo, size, nv)
			e.touched = true
		}
	}
	return true
}

// mapFix maps a recorded value of the given kind.
func (e *unitWriter) mapFix(kind valueKind, v uint64) (uint64, bool) {
	switch kind {
	case valueUnitRef:
		nt, ok := e.refs.lookup(e.u.Off + v)
		return nt - e.newStart, ok
	case valueRefAddr:
		return e.ir.m.mapOf(".debug_info").lookup(v)
	case valueLocOffset:
		if e.u.Version < 5 {
			return e.secOffset(0, ".debug_loc", v)
		}
		return e.secOffset(1, ".debug_loclists", v)
	case valueLoclistsBase:
		return e.secOffset(1, ".debug_loclists", v)
	}
	return 0, false
}
