package visa

import (
	"encoding/binary"
	"fmt"
	"strings"

	"hdwarf/internal/bytecursor"
)

var le = binary.LittleEndian

// Wire sizes of fixed-size records.
const (
	mapEntrySize     = 8
	visaIntervalSize = 10 // u16 start, u16 end, u8 virtual, u8 physical, 4-byte mapping
	genIntervalSize  = 14 // u32 start, u32 end, ...
	saveEntrySize    = 9  // u16 srcRegOff, u16 numBytes, u8 dstInReg, 4-byte mapping
	saveSetMinSize   = 6  // u32 genIP, u16 numEntries
)

// cursor is the shared sticky-error reader (the first short read sticks in Err, as a
// *ShortError, and later reads return zeros, so callers check Err once per record) with the
// checks vISA's layouts need. Blobs are little-endian.
type cursor struct{ bytecursor.Cursor }

func newCursor(b []byte) *cursor { return &cursor{bytecursor.Cursor{B: b, Order: le}} }

func (c *cursor) left() int { return len(c.B) - c.Off }

// take returns the next n bytes, capped so that appending to them cannot touch the blob.
func (c *cursor) take(n int) []byte {
	p := c.Bytes(uint64(n))
	return p[:len(p):len(p)]
}

func (c *cursor) u8() uint8   { return c.U8() }
func (c *cursor) u16() uint16 { return uint16(c.Fixed(2)) }
func (c *cursor) u32() uint32 { return uint32(c.Fixed(4)) }

// uw reads an unsigned field of width 1, 2 or 4.
func (c *cursor) uw(width int) uint32 { return uint32(c.Fixed(width)) }

// bool reads a u8 that producers only ever set to 0 or 1; other values mean a wrong layout.
func (c *cursor) bool(field string) bool {
	at := c.Off
	v := c.u8()
	if c.Err == nil && v > 1 {
		c.Err = &ValueError{Offset: at, Field: field, Value: uint64(v), Want: "0 or 1"}
	}
	return v == 1
}

// count checks that n elements of at least min bytes each fit in what remains, so that
// nothing is allocated for a count the input cannot back.
func (c *cursor) count(n uint32, min int) int {
	if c.Err != nil {
		return 0
	}
	if uint64(n)*uint64(min) > uint64(c.left()) {
		c.Err = &CountError{Offset: c.Off, Count: uint64(n), MinSize: min, Have: c.left()}
		return 0
	}
	return int(n)
}

// shortAt records that the field of need bytes at off is cut off, and places it.
func (c *cursor) shortAt(off, need int, format string, args ...any) error {
	c.Off = off
	c.take(need)
	return pathf(c.Err, format, args...)
}

// name reads a length-prefixed, not NUL-terminated name.
func (c *cursor) name(width int) string {
	n := c.uw(width)
	return string(c.take(int(n)))
}

// Decode decodes a blob, trying every layout in the order of Layouts and keeping the first
// that consumes the input exactly. When none does, the *DecodeError says how far each got.
func Decode(b []byte) (*Info, error) {
	if len(b) < 6 {
		return nil, fmt.Errorf("visa: header: %w", &ShortError{Offset: 0, Need: 6, Have: len(b)})
	}
	if !IsBlob(b) {
		return nil, fmt.Errorf("visa: magic %#x at offset 0, want %#x", le.Uint32(b), Magic)
	}
	var de DecodeError
	for i, l := range Layouts {
		info, err := DecodeLayout(b, l)
		if err == nil {
			return info, nil
		}
		de.Attempts[i] = err
	}
	return nil, &de
}

// DecodeLayout decodes a blob in one given layout; it fails unless the blob is consumed exactly.
func DecodeLayout(b []byte, l Layout) (*Info, error) {
	if int(l) >= numLayouts {
		return nil, fmt.Errorf("visa: unknown layout %v", l)
	}
	c := newCursor(b)
	if m := c.u32(); c.Err == nil && m != Magic {
		return nil, fmt.Errorf("visa: magic %#x at offset 0, want %#x", m, Magic)
	}
	n := c.count(uint32(c.u16()), minObjectSize(l))
	if c.Err != nil {
		return nil, &PathError{Path: "numCompiledObjects", Err: c.Err}
	}
	info := &Info{Layout: l, Objects: make([]Object, n)}
	for i := range info.Objects {
		o := &info.Objects[i]
		if err := decodeObject(c, l, o); err != nil {
			p := fmt.Sprintf("object %d", i)
			if o.Name != "" {
				p += fmt.Sprintf(" %q", o.Name)
			}
			return nil, &PathError{Path: p, Err: err}
		}
	}
	if c.left() != 0 {
		return nil, &LeftoverError{Offset: c.Off, N: c.left()}
	}
	return info, nil
}

func minObjectSize(l Layout) int {
	// name, reloc, 3 table counts, numSubs, frame size, 3 valid bytes, callee count, caller count
	n := l.nameWidth() + 4 + 4 + 4 + 4 + 2 + 2 + 3 + 2 + l.callerCountWidth()
	if l.hasCE() {
		n += 4
	}
	return n
}

func pathf(err error, format string, args ...any) error {
	return &PathError{Path: fmt.Sprintf(format, args...), Err: err}
}

func decodeObject(c *cursor, l Layout, o *Object) error {
	w := l.nameWidth()
	o.Name = c.name(w)
	if c.Err != nil {
		return pathf(c.Err, "name")
	}
	o.RelocOffset = c.u32()
	if c.Err != nil {
		return pathf(c.Err, "relocOffset")
	}
	var err error
	if o.OffsetMap, err = decodeMap(c, "offsetMap"); err != nil {
		return err
	}
	if o.IndexMap, err = decodeMap(c, "indexMap"); err != nil {
		return err
	}
	if o.Vars, err = decodeVars(c, w); err != nil {
		return err
	}
	if o.Subroutines, err = decodeSubs(c, w); err != nil {
		return err
	}
	return decodeFrame(c, l, &o.Frame)
}

func decodeMap(c *cursor, what string) ([]MapEntry, error) {
	n := c.count(c.u32(), mapEntrySize)
	if c.Err != nil {
		return nil, pathf(c.Err, "%s", what)
	}
	if n == 0 {
		return nil, nil
	}
	m := make([]MapEntry, n)
	p := c.take(n * mapEntrySize)
	for i := range m {
		q := p[i*mapEntrySize : i*mapEntrySize+mapEntrySize]
		m[i] = MapEntry{VISA: le.Uint32(q), Gen: le.Uint32(q[4:])}
	}
	return m, nil
}

// interval decodes the type bytes and mapping shared by both interval kinds; p holds them
// (6 bytes) and at is p's offset in the blob.
func interval(p []byte, at int) (VirtualType, Location, error) {
	v, f := VirtualType(p[0]), PhysicalType(p[1])
	if v > VirtGeneral {
		return 0, Location{}, &ValueError{Offset: at, Field: "virtual type", Value: uint64(v), Want: "0..2"}
	}
	if f > PhysMemory {
		return 0, Location{}, &ValueError{Offset: at + 1, Field: "physical type", Value: uint64(f), Want: "0..3"}
	}
	return v, locationFrom(f, le.Uint32(p[2:])), nil
}

// decodeVars reads the variable table in two passes: the first walks names and counts, finds
// any short read with its exact place, and sizes one slab for all intervals and one string
// for all names; the second fills them. This keeps allocations per table, not per variable.
func decodeVars(c *cursor, w int) ([]Var, error) {
	n := c.count(c.u32(), w+2)
	if c.Err != nil {
		return nil, pathf(c.Err, "vars")
	}
	if n == 0 {
		return nil, nil
	}
	b := c.B
	start, off := c.Off, c.Off
	total := 0
	var names strings.Builder // its String() does not copy
	for i := 0; i < n; i++ {
		if len(b)-off < w {
			return nil, c.shortAt(off, w, "vars[%d].name", i)
		}
		ln := int(b[off])
		if w == 2 {
			ln = int(le.Uint16(b[off:]))
		}
		off += w
		if len(b)-off < ln {
			return nil, c.shortAt(off, ln, "vars[%d].name", i)
		}
		names.Write(b[off : off+ln])
		off += ln
		if len(b)-off < 2 {
			return nil, c.shortAt(off, 2, "vars[%d].intervals", i)
		}
		k := int(le.Uint16(b[off:]))
		off += 2
		if have := len(b) - off; have < k*visaIntervalSize {
			off += have / visaIntervalSize * visaIntervalSize
			return nil, c.shortAt(off, visaIntervalSize, "vars[%d].intervals[%d]", i, have/visaIntervalSize)
		}
		off += k * visaIntervalSize
		total += k
	}
	c.Off = off
	vars := make([]Var, n)
	slab := make([]VISAInterval, total)
	// One string holds every name of the table; each Name is a slice of it.
	all := names.String()
	off, np := start, 0
	for i := range vars {
		ln := int(b[off])
		if w == 2 {
			ln = int(le.Uint16(b[off:]))
		}
		off += w
		vars[i].Name = all[np : np+ln]
		np += ln
		off += ln
		k := int(le.Uint16(b[off:]))
		off += 2
		if k == 0 {
			continue
		}
		iv := slab[:k:k]
		slab = slab[k:]
		for j := range iv {
			p := b[off : off+visaIntervalSize]
			// Hot loop: the checks and the mapping split of interval(), inlined.
			v, f, raw := VirtualType(p[4]), PhysicalType(p[5]), le.Uint32(p[6:])
			if v > VirtGeneral || f > PhysMemory {
				_, _, err := interval(p[4:], off+4)
				return nil, pathf(err, "vars[%d].intervals[%d]", i, j)
			}
			x := &iv[j]
			x.Start, x.End, x.Virtual, x.Loc.File = le.Uint16(p), le.Uint16(p[2:]), v, f
			if f == PhysMemory {
				x.Loc.Absolute, x.Loc.Offset = raw&0x80000000 != 0, int32(raw<<1)>>1
			} else {
				x.Loc.Reg, x.Loc.SubReg = uint16(raw), uint16(raw>>16)
			}
			off += visaIntervalSize
		}
		vars[i].Intervals = iv
	}
	return vars, nil
}

// visaIntervals reads a u16-counted list of vISA-index intervals.
func visaIntervals(c *cursor) ([]VISAInterval, error) {
	n := c.count(uint32(c.u16()), visaIntervalSize)
	if c.Err != nil {
		return nil, c.Err
	}
	if n == 0 {
		return nil, nil
	}
	out := make([]VISAInterval, n)
	for j := range out {
		at := c.Off
		p := c.take(visaIntervalSize)
		v, loc, err := interval(p[4:], at+4)
		if err != nil {
			return nil, pathf(err, "[%d]", j)
		}
		out[j] = VISAInterval{Start: le.Uint16(p), End: le.Uint16(p[2:]), Virtual: v, Loc: loc}
	}
	return out, nil
}

// genIntervals reads a u16-counted list of machine-offset intervals.
func genIntervals(c *cursor) ([]GenInterval, error) {
	n := c.count(uint32(c.u16()), genIntervalSize)
	if c.Err != nil {
		return nil, c.Err
	}
	if n == 0 {
		return nil, nil
	}
	out := make([]GenInterval, n)
	for j := range out {
		at := c.Off
		p := c.take(genIntervalSize)
		v, loc, err := interval(p[8:], at+8)
		if err != nil {
			return nil, pathf(err, "[%d]", j)
		}
		out[j] = GenInterval{Start: le.Uint32(p), End: le.Uint32(p[4:]), Virtual: v, Loc: loc}
	}
	return out, nil
}

// joinIndex turns the "[3]: ..." path that the interval readers add into "field[3]".
func joinIndex(field string, err error) error {
	if pe, ok := err.(*PathError); ok && len(pe.Path) > 0 && pe.Path[0] == '[' {
		return &PathError{Path: field + pe.Path, Err: pe.Err}
	}
	return &PathError{Path: field, Err: err}
}

func decodeSubs(c *cursor, w int) ([]Subroutine, error) {
	n := c.count(uint32(c.u16()), w+4+4+2)
	if c.Err != nil {
		return nil, pathf(c.Err, "subroutines")
	}
	if n == 0 {
		return nil, nil
	}
	subs := make([]Subroutine, n)
	for i := range subs {
		s := &subs[i]
		s.Name = c.name(w)
		if c.Err != nil {
			return nil, pathf(c.Err, "subroutines[%d].name", i)
		}
		s.Start = c.u32()
		s.End = c.u32()
		if c.Err != nil {
			return nil, pathf(c.Err, "subroutines[%d]", i)
		}
		var err error
		if s.RetVal, err = visaIntervals(c); err != nil {
			return nil, joinIndex(fmt.Sprintf("subroutines[%d].retVal", i), err)
		}
	}
	return subs, nil
}

func decodeFrame(c *cursor, l Layout, f *Frame) error {
	f.Size = c.u16()
	if c.Err != nil {
		return pathf(c.Err, "frame.size")
	}
	for _, r := range []struct {
		name string
		dst  *GenLiveRange
	}{{"befp", &f.BEFP}, {"callerBefp", &f.CallerBEFP}, {"retAddr", &f.RetAddr}} {
		r.dst.Valid = c.bool("valid flag")
		if c.Err != nil {
			return pathf(c.Err, "frame.%s", r.name)
		}
		if !r.dst.Valid {
			continue
		}
		var err error
		if r.dst.Intervals, err = genIntervals(c); err != nil {
			return joinIndex("frame."+r.name, err)
		}
	}
	if l.hasCE() {
		f.CEOffsetFromFP = c.u16()
		f.CEStoreIP = c.u16()
		if c.Err != nil {
			return pathf(c.Err, "frame.ce")
		}
	}
	var err error
	if f.CalleeSave, err = saveSets(c, 2, "frame.calleeSave"); err != nil {
		return err
	}
	f.CallerSave, err = saveSets(c, l.callerCountWidth(), "frame.callerSave")
	return err
}

func saveSets(c *cursor, countWidth int, what string) ([]SaveSet, error) {
	n := c.count(c.uw(countWidth), saveSetMinSize)
	if c.Err != nil {
		return nil, pathf(c.Err, "%s", what)
	}
	if n == 0 {
		return nil, nil
	}
	sets := make([]SaveSet, n)
	for i := range sets {
		s := &sets[i]
		s.GenIP = c.u32()
		k := c.count(uint32(c.u16()), saveEntrySize)
		if c.Err != nil {
			return nil, pathf(c.Err, "%s[%d]", what, i)
		}
		if k == 0 {
			continue
		}
		s.Entries = make([]SaveEntry, k)
		for j := range s.Entries {
			at := c.Off
			p := c.take(saveEntrySize)
			if p[4] > 1 {
				err := &ValueError{Offset: at + 4, Field: "dstInReg", Value: uint64(p[4]), Want: "0 or 1"}
				return nil, pathf(err, "%s[%d].entries[%d]", what, i, j)
			}
			f := PhysMemory
			if p[4] == 1 {
				f = PhysGRF
			}
			s.Entries[j] = SaveEntry{SrcRegOff: le.Uint16(p), NumBytes: le.Uint16(p[2:]), Dst: locationFrom(f, le.Uint32(p[5:]))}
		}
	}
	return sets, nil
}
