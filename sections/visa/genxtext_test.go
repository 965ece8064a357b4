package visa

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// genxParser reads GenX_IR -decodedbg text back into an Info, independently of WriteText,
// so the decoder can be compared with Intel's decoder field by field. GenX_IR does not
// print virtual types; they stay zero.
type genxParser struct {
	lines []string
	i     int
	grf   int
}

func (p *genxParser) fail(format string, args ...any) error {
	return fmt.Errorf("GenX_IR text line %d (%q): %s", p.i+1, p.peek(), fmt.Sprintf(format, args...))
}

func (p *genxParser) peek() string {
	if p.i < len(p.lines) {
		return p.lines[p.i]
	}
	return ""
}

func (p *genxParser) next() string { s := p.peek(); p.i++; return s }

// want consumes a line that must start with prefix and returns the rest.
func (p *genxParser) want(prefix string) (string, error) {
	s := p.peek()
	if !strings.HasPrefix(s, prefix) {
		return "", p.fail("want %q", prefix)
	}
	p.i++
	return s[len(prefix):], nil
}

func (p *genxParser) blank() error {
	_, err := p.want("")
	if err == nil && p.lines[p.i-1] != "" {
		p.i--
		return p.fail("want an empty line")
	}
	return err
}

func num[T uint16 | uint32 | int32](s string) (T, error) {
	v, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	return T(v), err
}

func parseGenX(text string, grf int) (*Info, error) {
	p := &genxParser{lines: strings.Split(text, "\n"), grf: grf}
	if _, err := p.want("=== Start of Debug Dump ==="); err != nil {
		return nil, err
	}
	if _, err := p.want("Magic: 0xdeadd010"); err != nil {
		return nil, err
	}
	s, err := p.want("Number of compiled objects: ")
	if err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return nil, p.fail("%v", err)
	}
	if err := p.blank(); err != nil {
		return nil, err
	}
	info := &Info{}
	for k := 0; k < n; k++ {
		o, err := p.object(k)
		if err != nil {
			return nil, err
		}
		info.Objects = append(info.Objects, o)
	}
	if _, err := p.want("=== End of Debug Dump ==="); err != nil {
		return nil, err
	}
	return info, nil
}

func (p *genxParser) object(k int) (o Object, err error) {
	if _, err = p.want(fmt.Sprintf("Current compiled object index: %d", k)); err != nil {
		return
	}
	if o.Name, err = p.want("Kernel name: "); err != nil {
		return
	}
	if s := p.next(); s != "(kernel)" {
		s = strings.TrimPrefix(s, "(function binary @ gen offset ")
		if o.RelocOffset, err = num[uint32](strings.TrimSuffix(s, " bytes)")); err != nil {
			return o, p.fail("reloc offset: %v", err)
		}
	}
	if _, err = p.want("CISA byte offset -> Gen byte offset mapping"); err != nil {
		return
	}
	if o.OffsetMap, err = p.mapTable(); err != nil {
		return
	}
	if _, err = p.want("CISA index -> Gen byte offset mapping"); err != nil {
		return
	}
	if o.IndexMap, err = p.mapTable(); err != nil {
		return
	}
	if _, err = p.want("Virtual Register -> Physical Register mapping"); err != nil {
		return
	}
	for p.peek() != "" {
		name, ok := strings.CutSuffix(p.next(), "\tLive intervals: ")
		if !ok {
			p.i--
			return o, p.fail("want a variable")
		}
		v := Var{Name: name}
		if v.Intervals, err = visaList(p.intervals()); err != nil {
			return
		}
		o.Vars = append(o.Vars, v)
	}
	for range 2 {
		if err = p.blank(); err != nil {
			return
		}
	}
	s, err := p.want("Number of subroutines: ")
	if err != nil {
		return
	}
	nsub, _ := strconv.Atoi(s)
	for range nsub {
		var sub Subroutine
		if sub.Name, err = p.want("Subroutine name: "); err != nil {
			return
		}
		s, err = p.want("Start VISA: ")
		if err != nil {
			return
		}
		a, b, _ := strings.Cut(s, ", end VISA: ")
		if sub.Start, err = num[uint32](a); err != nil {
			return o, p.fail("%v", err)
		}
		if sub.End, err = num[uint32](b); err != nil {
			return o, p.fail("%v", err)
		}
		if _, err = p.want("Retval: "); err != nil {
			return
		}
		if _, err = p.want("\tLive intervals: "); err != nil {
			return
		}
		if sub.RetVal, err = visaList(p.intervals()); err != nil {
			return
		}
		o.Subroutines = append(o.Subroutines, sub)
	}
	if err = p.blank(); err != nil {
		return
	}
	f := &o.Frame
	if s, err = p.want("Frame size: "); err != nil {
		return
	}
	if f.Size, err = num[uint16](strings.TrimSuffix(s, " bytes")); err != nil {
		return o, p.fail("%v", err)
	}
	for _, r := range []struct {
		valid, invalid string
		dst            *GenLiveRange
	}{
		{"BE_FP: ", "BE_FP not found", &f.BEFP},
		{"Caller BE_FP saved at:", "Caller BE_FP not saved", &f.CallerBEFP},
		{"Return addr saved at:", "Return addr not stored", &f.RetAddr},
	} {
		switch p.next() {
		case r.invalid:
			continue
		case r.valid:
		default:
			p.i--
			return o, p.fail("want %q or %q", r.valid, r.invalid)
		}
		r.dst.Valid = true
		if _, err = p.want("\tLive intervals: "); err != nil {
			return
		}
		iv, err := p.intervals()
		if err != nil {
			return o, err
		}
		for _, x := range iv {
			r.dst.Intervals = append(r.dst.Intervals, GenInterval{Start: x.Start, End: x.End, Loc: x.Loc})
		}
		if err = p.blank(); err != nil {
			return o, err
		}
	}
	if _, err = p.want("Callee save:"); err != nil {
		return
	}
	if f.CalleeSave, err = p.saveSets(); err != nil {
		return
	}
	if _, err = p.want("Caller save:"); err != nil {
		return
	}
	f.CallerSave, err = p.saveSets()
	return
}

func (p *genxParser) mapTable() ([]MapEntry, error) {
	var m []MapEntry
	for p.peek() != "" {
		a, b, ok := strings.Cut(p.next(), "\t")
		x, err1 := num[uint32](a)
		y, err2 := num[uint32](b)
		if !ok || err1 != nil || err2 != nil {
			p.i--
			return nil, p.fail("want a map entry")
		}
		m = append(m, MapEntry{VISA: x, Gen: y})
	}
	return m, p.blank()
}

// intervals reads interval lines up to the blank line that ends them, as GenIntervals
// (start/end wide enough for both kinds).
func (p *genxParser) intervals() ([]GenInterval, error) {
	var out []GenInterval
	for p.peek() != "" {
		s := p.next()
		head, loc, ok := strings.Cut(s, " @ \t")
		a, b, ok2 := strings.Cut(strings.Trim(head, "()"), ", ")
		start, err1 := num[uint32](a)
		end, err2 := num[uint32](b)
		if !ok || !ok2 || err1 != nil || err2 != nil {
			p.i--
			return nil, p.fail("want an interval")
		}
		x := GenInterval{Start: start, End: end}
		if rest, ok := strings.CutPrefix(loc, "Spilled (offset = "); ok {
			v, kind, _ := strings.Cut(rest, " bytes) ")
			off, err := num[int32](v)
			if err != nil || (kind != "(absolute offset)" && kind != "(off be_fp)") {
				p.i--
				return nil, p.fail("want a memory location")
			}
			x.Loc = Location{File: PhysMemory, Offset: off, Absolute: kind == "(absolute offset)"}
		} else {
			file := map[byte]PhysicalType{'a': PhysAddress, 'f': PhysFlag, 'r': PhysGRF}
			f, ok := file[loc[0]]
			r, sub, ok2 := strings.Cut(strings.TrimSuffix(loc[1:], ":ub"), ".")
			reg, err1 := num[uint16](r)
			subReg, err2 := num[uint16](sub)
			if !ok || !ok2 || err1 != nil || err2 != nil || (f == PhysGRF) != strings.HasSuffix(loc, ":ub") {
				p.i--
				return nil, p.fail("want a register location")
			}
			x.Loc = Location{File: f, Reg: reg, SubReg: subReg}
		}
		out = append(out, x)
	}
	return out, p.blank()
}

func visaList(iv []GenInterval, err error) ([]VISAInterval, error) {
	var out []VISAInterval
	for _, x := range iv {
		out = append(out, VISAInterval{Start: uint16(x.Start), End: uint16(x.End), Loc: x.Loc})
	}
	return out, err
}

func (p *genxParser) saveSets() ([]SaveSet, error) {
	var sets []SaveSet
	for p.peek() != "" {
		s, err := p.want("Gen ISA offset: ")
		if err != nil {
			return nil, err
		}
		set := SaveSet{}
		if set.GenIP, err = num[uint32](s); err != nil {
			return nil, p.fail("%v", err)
		}
		for strings.HasPrefix(p.peek(), "\tr") {
			line := p.next()
			var reg, sub, nb int
			var dst string
			if _, err := fmt.Sscanf(line, "\tr%d.%d:ub (%d bytes) -> ", &reg, &sub, &nb); err != nil {
				p.i--
				return nil, p.fail("want a save entry: %v", err)
			}
			_, dst, _ = strings.Cut(line, " -> ")
			e := SaveEntry{SrcRegOff: uint16(reg*p.grf + sub), NumBytes: uint16(nb)}
			switch {
			case strings.HasPrefix(dst, "r"):
				var r, sr int
				if _, err := fmt.Sscanf(dst, "r%d.%d:ub", &r, &sr); err != nil {
					p.i--
					return nil, p.fail("want a register: %v", err)
				}
				e.Dst = Location{File: PhysGRF, Reg: uint16(r), SubReg: uint16(sr)}
			case strings.HasPrefix(dst, "BE_FP + "):
				v, err := strconv.ParseUint(strings.TrimSuffix(dst[8:], " bytes"), 10, 32)
				if err != nil {
					p.i--
					return nil, p.fail("want a memory offset: %v", err)
				}
				e.Dst = locationFrom(PhysMemory, uint32(v))
			default:
				v, err := num[int32](strings.TrimSuffix(dst, " bytes"))
				if err != nil {
					p.i--
					return nil, p.fail("want an absolute offset: %v", err)
				}
				e.Dst = Location{File: PhysMemory, Offset: v, Absolute: true}
			}
			set.Entries = append(set.Entries, e)
		}
		sets = append(sets, set)
	}
	return sets, p.blank()
}

// withoutVirtual copies info with every virtual type cleared (GenX_IR does not print them).
func withoutVirtual(info *Info) *Info {
	out := &Info{Objects: make([]Object, len(info.Objects))}
	for i, o := range info.Objects {
		clearV := func(iv []VISAInterval) []VISAInterval {
			if iv == nil {
				return nil
			}
			c := append([]VISAInterval(nil), iv...)
			for k := range c {
				c[k].Virtual = 0
			}
			return c
		}
		clearG := func(r GenLiveRange) GenLiveRange {
			if r.Intervals != nil {
				r.Intervals = append([]GenInterval(nil), r.Intervals...)
				for k := range r.Intervals {
					r.Intervals[k].Virtual = 0
				}
			}
			return r
		}
		o.Vars = append([]Var(nil), o.Vars...)
		for k := range o.Vars {
			o.Vars[k].Intervals = clearV(o.Vars[k].Intervals)
		}
		o.Subroutines = append([]Subroutine(nil), o.Subroutines...)
		for k := range o.Subroutines {
			o.Subroutines[k].RetVal = clearV(o.Subroutines[k].RetVal)
		}
		o.Frame.BEFP = clearG(o.Frame.BEFP)
		o.Frame.CallerBEFP = clearG(o.Frame.CallerBEFP)
		o.Frame.RetAddr = clearG(o.Frame.RetAddr)
		if len(o.Vars) == 0 {
			o.Vars = nil
		}
		if len(o.Subroutines) == 0 {
			o.Subroutines = nil
		}
		out.Objects[i] = o
	}
	return out
}

// compareInfo reports every object, map entry, variable, interval and save entry that
// differs, each with its path.
func compareInfo(t *testing.T, got, want *Info) {
	t.Helper()
	if len(got.Objects) != len(want.Objects) {
		t.Fatalf("%d objects, GenX_IR shows %d", len(got.Objects), len(want.Objects))
	}
	errs := 0
	diff := func(path string, g, w any) {
		if !reflect.DeepEqual(g, w) {
			errs++
			if errs <= 20 {
				t.Errorf("%s: decoded %+v, GenX_IR shows %+v", path, g, w)
			}
		}
	}
	list := func(path string, g, w any) {
		gv, wv := reflect.ValueOf(g), reflect.ValueOf(w)
		if gv.Len() != wv.Len() {
			diff(path+" length", gv.Len(), wv.Len())
		}
		for k := range min(gv.Len(), wv.Len()) {
			diff(fmt.Sprintf("%s[%d]", path, k), gv.Index(k).Interface(), wv.Index(k).Interface())
		}
	}
	for i := range got.Objects {
		g, w := &got.Objects[i], &want.Objects[i]
		p := fmt.Sprintf("object %d %q", i, w.Name)
		diff(p+" name", g.Name, w.Name)
		diff(p+" relocOffset", g.RelocOffset, w.RelocOffset)
		list(p+" offsetMap", g.OffsetMap, w.OffsetMap)
		list(p+" indexMap", g.IndexMap, w.IndexMap)
		list(p+" vars", g.Vars, w.Vars)
		list(p+" subroutines", g.Subroutines, w.Subroutines)
		diff(p+" frame.size", g.Frame.Size, w.Frame.Size)
		diff(p+" frame.befp", g.Frame.BEFP, w.Frame.BEFP)
		diff(p+" frame.callerBefp", g.Frame.CallerBEFP, w.Frame.CallerBEFP)
		diff(p+" frame.retAddr", g.Frame.RetAddr, w.Frame.RetAddr)
		list(p+" frame.calleeSave", g.Frame.CalleeSave, w.Frame.CalleeSave)
		list(p+" frame.callerSave", g.Frame.CallerSave, w.Frame.CallerSave)
	}
}
