package visa

import (
	"encoding/json"
	"io"
	"strconv"
)

// MarshalJSON gives {"layout":...,"objects":[...]} in the shape `hdwarf dump --visa --json`
// prints per blob: numbers as JSON numbers, machine offsets as stored (relative to
// relocOffset), optional frame parts as null.
func (info *Info) MarshalJSON() ([]byte, error) {
	return AppendJSON(nil, info), nil
}

// WriteJSON writes info as MarshalJSON does, followed by a newline.
func WriteJSON(w io.Writer, info *Info) error {
	_, err := w.Write(append(AppendJSON(nil, info), '\n'))
	return err
}

// AppendJSON appends the JSON form of info to dst.
func AppendJSON(dst []byte, info *Info) []byte {
	j := jsonWriter{b: dst, ce: info.Layout.hasCE()}
	j.s(`{"layout":`)
	j.str(info.Layout.String())
	j.s(`,"objects":[`)
	for i := range info.Objects {
		if i > 0 {
			j.comma()
		}
		j.object(&info.Objects[i])
	}
	j.s("]}")
	return j.b
}

type jsonWriter struct {
	b  []byte
	ce bool // the layout carries the CE fields; otherwise they are null
}

func (j *jsonWriter) s(s string) { j.b = append(j.b, s...) }
func (j *jsonWriter) comma()     { j.b = append(j.b, ',') }
func (j *jsonWriter) u(v uint64) { j.b = strconv.AppendUint(j.b, v, 10) }
func (j *jsonWriter) i(v int64)  { j.b = strconv.AppendInt(j.b, v, 10) }

func (j *jsonWriter) bool(v bool) {
	j.b = strconv.AppendBool(j.b, v)
}

// str writes a JSON string; names are raw bytes, so anything unusual goes through
// encoding/json (escapes, invalid UTF-8 replaced).
func (j *jsonWriter) str(s string) {
	for k := 0; k < len(s); k++ {
		if c := s[k]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			q, _ := json.Marshal(s)
			j.b = append(j.b, q...)
			return
		}
	}
	j.b = append(j.b, '"')
	j.b = append(j.b, s...)
	j.b = append(j.b, '"')
}

func (j *jsonWriter) object(o *Object) {
	j.s(`{"name":`)
	j.str(o.Name)
	j.s(`,"relocOffset":`)
	j.u(uint64(o.RelocOffset))
	j.s(`,"offsetMap":`)
	j.mapTable(o.OffsetMap)
	j.s(`,"indexMap":`)
	j.mapTable(o.IndexMap)
	j.s(`,"vars":[`)
	for i := range o.Vars {
		if i > 0 {
			j.comma()
		}
		j.s(`{"name":`)
		j.str(o.Vars[i].Name)
		j.s(`,"intervals":`)
		j.visaIntervals(o.Vars[i].Intervals)
		j.s("}")
	}
	j.s(`],"subroutines":[`)
	for i := range o.Subroutines {
		s := &o.Subroutines[i]
		if i > 0 {
			j.comma()
		}
		j.s(`{"name":`)
		j.str(s.Name)
		j.s(`,"start":`)
		j.u(uint64(s.Start))
		j.s(`,"end":`)
		j.u(uint64(s.End))
		j.s(`,"retVal":`)
		j.visaIntervals(s.RetVal)
		j.s("}")
	}
	f := &o.Frame
	j.s(`],"frame":{"frameSize":`)
	j.u(uint64(f.Size))
	j.s(`,"befp":`)
	j.genRange(&f.BEFP)
	j.s(`,"callerBefp":`)
	j.genRange(&f.CallerBEFP)
	j.s(`,"retAddr":`)
	j.genRange(&f.RetAddr)
	j.s(`,"ceOffsetFromFP":`)
	j.opt(f.CEOffsetFromFP)
	j.s(`,"ceStoreIP":`)
	j.opt(f.CEStoreIP)
	j.s(`,"calleeSave":`)
	j.saveSets(f.CalleeSave)
	j.s(`,"callerSave":`)
	j.saveSets(f.CallerSave)
	j.s("}}")
}

// opt writes a CE field, or null when the layout has none.
func (j *jsonWriter) opt(v uint16) {
	if !j.ce {
		j.s("null")
		return
	}
	j.u(uint64(v))
}

func (j *jsonWriter) mapTable(m []MapEntry) {
	j.s("[")
	for i, e := range m {
		if i > 0 {
			j.comma()
		}
		j.s("[")
		j.u(uint64(e.VISA))
		j.comma()
		j.u(uint64(e.Gen))
		j.s("]")
	}
	j.s("]")
}

func (j *jsonWriter) interval(start, end uint32, v VirtualType, loc Location) {
	j.s(`{"start":`)
	j.u(uint64(start))
	j.s(`,"end":`)
	j.u(uint64(end))
	j.s(`,"virtualType":`)
	j.u(uint64(v))
	j.s(`,"physicalType":`)
	j.u(uint64(loc.File))
	j.loc(loc)
	j.s("}")
}

// loc writes the location members; memory carries "absolute".
func (j *jsonWriter) loc(loc Location) {
	if loc.File == PhysMemory {
		j.s(`,"memoryOffset":`)
		j.i(int64(loc.Offset))
		j.s(`,"absolute":`)
		j.bool(loc.Absolute)
		return
	}
	j.s(`,"reg":`)
	j.u(uint64(loc.Reg))
	j.s(`,"subReg":`)
	j.u(uint64(loc.SubReg))
}

func (j *jsonWriter) visaIntervals(iv []VISAInterval) {
	j.s("[")
	for i, x := range iv {
		if i > 0 {
			j.comma()
		}
		j.interval(uint32(x.Start), uint32(x.End), x.Virtual, x.Loc)
	}
	j.s("]")
}

func (j *jsonWriter) genRange(r *GenLiveRange) {
	if !r.Valid {
		j.s("null")
		return
	}
	j.s("[")
	for i, x := range r.Intervals {
		if i > 0 {
			j.comma()
		}
		j.interval(x.Start, x.End, x.Virtual, x.Loc)
	}
	j.s("]")
}

func (j *jsonWriter) saveSets(sets []SaveSet) {
	j.s("[")
	for i, s := range sets {
		if i > 0 {
			j.comma()
		}
		j.s(`{"genIP":`)
		j.u(uint64(s.GenIP))
		j.s(`,"entries":[`)
		for k, e := range s.Entries {
			if k > 0 {
				j.comma()
			}
			j.s(`{"srcRegOff":`)
			j.u(uint64(e.SrcRegOff))
			j.s(`,"numBytes":`)
			j.u(uint64(e.NumBytes))
			j.s(`,"dstInReg":`)
			j.bool(e.InReg())
			if e.InReg() {
				j.s(`,"reg":`)
				j.u(uint64(e.Dst.Reg))
				j.s(`,"subReg":`)
				j.u(uint64(e.Dst.SubReg))
			} else {
				j.s(`,"memoryOffset":`)
				j.i(int64(e.Dst.Offset))
				// Producers never set bit 31 here; say so only when one did.
				if e.Dst.Absolute {
					j.s(`,"absolute":true`)
				}
			}
			j.s("}")
		}
		j.s("]}")
	}
	j.s("]")
}
