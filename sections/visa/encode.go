package visa

import (
	"fmt"
	"math"
)

// Encode writes info in info.Layout. A decoded Info encodes back to the bytes it came from.
// Names and lists longer than their length field can hold are cut to fit, so the output
// always decodes; Check reports such values beforehand.
func Encode(info *Info) []byte {
	l := info.Layout
	if int(l) >= numLayouts {
		l = LayoutIGC12504
	}
	e := encoder{l: l, nameMax: nameMax(l)}
	e.b = make([]byte, 0, e.size(info))
	e.u32(Magic)
	objs := info.Objects[:fit(len(info.Objects), math.MaxUint16)]
	e.u16(uint16(len(objs)))
	for i := range objs {
		e.object(&objs[i])
	}
	return e.b
}

func nameMax(l Layout) int {
	if l.nameWidth() == 1 {
		return math.MaxUint8
	}
	return math.MaxUint16
}

// Check reports values that do not fit the fields of info.Layout (Encode would cut them).
func (info *Info) Check() error {
	l := info.Layout
	if int(l) >= numLayouts {
		return fmt.Errorf("visa: unknown layout %v", l)
	}
	nm := nameMax(l)
	name := func(path, s string) error {
		if len(s) > nm {
			return fmt.Errorf("visa: %s: name of %d bytes does not fit layout %v (max %d)", path, len(s), l, nm)
		}
		return nil
	}
	count := func(path string, n int, max uint64) error {
		if uint64(n) > max {
			return fmt.Errorf("visa: %s: %d entries do not fit (max %d)", path, n, max)
		}
		return nil
	}
	const u16, u32 uint64 = math.MaxUint16, math.MaxUint32
	callerMax := u16
	if l.callerCountWidth() == 4 {
		callerMax = u32
	}
	if err := count("objects", len(info.Objects), u16); err != nil {
		return err
	}
	for i := range info.Objects {
		o := &info.Objects[i]
		p := fmt.Sprintf("object %d %q", i, o.Name)
		errs := []error{
			name(p+": name", o.Name),
			count(p+": offsetMap", len(o.OffsetMap), u32),
			count(p+": indexMap", len(o.IndexMap), u32),
			count(p+": vars", len(o.Vars), u32),
			count(p+": subroutines", len(o.Subroutines), u16),
			count(p+": frame.befp", len(o.Frame.BEFP.Intervals), u16),
			count(p+": frame.callerBefp", len(o.Frame.CallerBEFP.Intervals), u16),
			count(p+": frame.retAddr", len(o.Frame.RetAddr.Intervals), u16),
			count(p+": frame.calleeSave", len(o.Frame.CalleeSave), u16),
			count(p+": frame.callerSave", len(o.Frame.CallerSave), callerMax),
		}
		for j, v := range o.Vars {
			errs = append(errs, name(fmt.Sprintf("%s: vars[%d].name", p, j), v.Name),
				count(fmt.Sprintf("%s: vars[%d].intervals", p, j), len(v.Intervals), u16))
		}
		for j, s := range o.Subroutines {
			errs = append(errs, name(fmt.Sprintf("%s: subroutines[%d].name", p, j), s.Name),
				count(fmt.Sprintf("%s: subroutines[%d].retVal", p, j), len(s.RetVal), u16))
		}
		for j, s := range o.Frame.CalleeSave {
			errs = append(errs, count(fmt.Sprintf("%s: frame.calleeSave[%d]", p, j), len(s.Entries), u16))
		}
		for j, s := range o.Frame.CallerSave {
			errs = append(errs, count(fmt.Sprintf("%s: frame.callerSave[%d]", p, j), len(s.Entries), u16))
		}
		for _, err := range errs {
			if err != nil {
				return err
			}
		}
	}
	return nil
}

type encoder struct {
	b       []byte
	l       Layout
	nameMax int
}

func (e *encoder) u8(v uint8)   { e.b = append(e.b, v) }
func (e *encoder) u16(v uint16) { e.b = le.AppendUint16(e.b, v) }
func (e *encoder) u32(v uint32) { e.b = le.AppendUint32(e.b, v) }

func (e *encoder) name(s string) {
	s = s[:min(len(s), e.nameMax)]
	if e.l.nameWidth() == 1 {
		e.u8(uint8(len(s)))
	} else {
		e.u16(uint16(len(s)))
	}
	e.b = append(e.b, s...)
}

func (e *encoder) bool(v bool) {
	if v {
		e.u8(1)
	} else {
		e.u8(0)
	}
}

// size is the exact encoded size, so Encode allocates once.
func (e *encoder) size(info *Info) int {
	nw := e.l.nameWidth()
	n := 6
	for _, o := range info.Objects[:fit(len(info.Objects), math.MaxUint16)] {
		n += minObjectSize(e.l) + min(len(o.Name), e.nameMax)
		n += (len(o.OffsetMap) + len(o.IndexMap)) * mapEntrySize
		for _, v := range o.Vars {
			n += nw + min(len(v.Name), e.nameMax) + 2 + fit(len(v.Intervals), math.MaxUint16)*visaIntervalSize
		}
		for _, s := range o.Subroutines[:fit(len(o.Subroutines), math.MaxUint16)] {
			n += nw + min(len(s.Name), e.nameMax) + 8 + 2 + fit(len(s.RetVal), math.MaxUint16)*visaIntervalSize
		}
		f := &o.Frame
		for _, r := range []*GenLiveRange{&f.BEFP, &f.CallerBEFP, &f.RetAddr} {
			if r.Valid {
				n += 2 + fit(len(r.Intervals), math.MaxUint16)*genIntervalSize
			}
		}
		for _, s := range f.CalleeSave[:fit(len(f.CalleeSave), math.MaxUint16)] {
			n += saveSetMinSize + fit(len(s.Entries), math.MaxUint16)*saveEntrySize
		}
		for _, s := range f.CallerSave[:fit(len(f.CallerSave), e.callerMax())] {
			n += saveSetMinSize + fit(len(s.Entries), math.MaxUint16)*saveEntrySize
		}
	}
	return n
}

func (e *encoder) callerMax() uint64 {
	if e.l.callerCountWidth() == 4 {
		return math.MaxUint32
	}
	return math.MaxUint16
}

func (e *encoder) object(o *Object) {
	e.name(o.Name)
	e.u32(o.RelocOffset)
	e.mapTable(o.OffsetMap)
	e.mapTable(o.IndexMap)
	vars := o.Vars[:fit(len(o.Vars), math.MaxUint32)]
	e.u32(uint32(len(vars)))
	for i := range vars {
		e.name(vars[i].Name)
		e.visaIntervals(vars[i].Intervals)
	}
	subs := o.Subroutines[:fit(len(o.Subroutines), math.MaxUint16)]
	e.u16(uint16(len(subs)))
	for i := range subs {
		s := &subs[i]
		e.name(s.Name)
		e.u32(s.Start)
		e.u32(s.End)
		e.visaIntervals(s.RetVal)
	}
	f := &o.Frame
	e.u16(f.Size)
	for _, r := range []*GenLiveRange{&f.BEFP, &f.CallerBEFP, &f.RetAddr} {
		e.bool(r.Valid)
		if r.Valid {
			e.genIntervals(r.Intervals)
		}
	}
	if e.l.hasCE() {
		e.u16(f.CEOffsetFromFP)
		e.u16(f.CEStoreIP)
	}
	callee := f.CalleeSave[:fit(len(f.CalleeSave), math.MaxUint16)]
	e.u16(uint16(len(callee)))
	e.saveSets(callee)
	caller := f.CallerSave[:fit(len(f.CallerSave), e.callerMax())]
	if e.l.callerCountWidth() == 4 {
		e.u32(uint32(len(caller)))
	} else {
		e.u16(uint16(len(caller)))
	}
	e.saveSets(caller)
}

func (e *encoder) mapTable(m []MapEntry) {
	m = m[:fit(len(m), math.MaxUint32)]
	e.u32(uint32(len(m)))
	for _, x := range m {
		e.u32(x.VISA)
		e.u32(x.Gen)
	}
}

func (e *encoder) typed(v VirtualType, loc Location) {
	e.u8(uint8(v))
	e.u8(uint8(loc.File))
	e.u32(loc.raw())
}

func (e *encoder) visaIntervals(iv []VISAInterval) {
	iv = iv[:fit(len(iv), math.MaxUint16)]
	e.u16(uint16(len(iv)))
	for _, x := range iv {
		e.u16(x.Start)
		e.u16(x.End)
		e.typed(x.Virtual, x.Loc)
	}
}

func (e *encoder) genIntervals(iv []GenInterval) {
	iv = iv[:fit(len(iv), math.MaxUint16)]
	e.u16(uint16(len(iv)))
	for _, x := range iv {
		e.u32(x.Start)
		e.u32(x.End)
		e.typed(x.Virtual, x.Loc)
	}
}

func (e *encoder) saveSets(sets []SaveSet) {
	for _, s := range sets {
		e.u32(s.GenIP)
		ents := s.Entries[:fit(len(s.Entries), math.MaxUint16)]
		e.u16(uint16(len(ents)))
		for _, x := range ents {
			e.u16(x.SrcRegOff)
			e.u16(x.NumBytes)
			e.bool(x.InReg())
			e.u32(x.Dst.raw())
		}
	}
}

// fit cuts a length to what a count field of the given maximum can say.
func fit(n int, max uint64) int {
	if uint64(n) > max {
		return int(max)
	}
	return n
}

// ObjectOffset is the offset in the blob of object i: where the encoding of the objects
// before it ends (a decoded blob encodes back to its bytes). For messages about an object.
func (info *Info) ObjectOffset(i int) int {
	return len(Encode(&Info{Layout: info.Layout, Objects: info.Objects[:i]}))
}

// IndexMapOffset is the offset of the object's first index-map entry from the object's
// start; entry k is mapEntrySize (8) bytes per entry after it.
func (o *Object) IndexMapOffset(l Layout) int {
	return l.nameWidth() + len(o.Name) + 4 + 4 + mapEntrySize*len(o.OffsetMap) + 4
}
