package visa

import (
	"bufio"
	"io"
	"strconv"
)

// TGLGRFBytes is the GRF size `GenX_IR -platform TGLLP` assumes when it prints srcRegOff.
const TGLGRFBytes = 32

// WriteText writes info in the text form of `GenX_IR -platform TGLLP -decodedbg FILE`
// (IGC 1.0.12504; the CE line of LayoutIGC2024 follows newer GenX_IR): same order, same
// numbers, same lines, so the two can be compared line by line.
func WriteText(w io.Writer, info *Info) error {
	return WriteTextGRF(w, info, TGLGRFBytes)
}

// WriteTextGRF is WriteText with the GRF size used to split save entries' srcRegOff into
// register and sub-register (64 for PVC and later).
func WriteTextGRF(w io.Writer, info *Info, grfBytes int) error {
	if grfBytes <= 0 {
		grfBytes = TGLGRFBytes
	}
	t := textWriter{w: bufio.NewWriterSize(w, 64<<10), grf: uint32(grfBytes)}
	t.s("=== Start of Debug Dump ===\nMagic: 0x")
	t.b = strconv.AppendUint(t.b, uint64(Magic), 16)
	t.s("\nNumber of compiled objects: ")
	t.u(uint64(len(info.Objects)))
	t.s("\n\n")
	for i := range info.Objects {
		t.object(i, &info.Objects[i], info.Layout)
		if t.err != nil {
			return t.err
		}
	}
	t.s("=== End of Debug Dump ===\n")
	t.flush()
	if t.err == nil {
		t.err = t.w.Flush()
	}
	return t.err
}

// textWriter builds lines in b and hands them to w in large pieces; the first write error sticks.
type textWriter struct {
	w   *bufio.Writer
	b   []byte
	grf uint32
	err error
}

func (t *textWriter) s(s string) { t.b = append(t.b, s...) }

func (t *textWriter) u(v uint64) { t.b = strconv.AppendUint(t.b, v, 10) }

func (t *textWriter) i(v int32) { t.b = strconv.AppendInt(t.b, int64(v), 10) }

func (t *textWriter) flush() {
	if t.err == nil {
		_, t.err = t.w.Write(t.b)
	}
	t.b = t.b[:0]
}

func (t *textWriter) line() {
	t.b = append(t.b, '\n')
	if len(t.b) >= 32<<10 {
		t.flush()
	}
}

func (t *textWriter) object(idx int, o *Object, l Layout) {
	t.s("Current compiled object index: ")
	t.u(uint64(idx))
	t.s("\nKernel name: ")
	t.s(o.Name)
	t.line()
	if o.RelocOffset == 0 {
		t.s("(kernel)\n")
	} else {
		t.s("(function binary @ gen offset ")
		t.u(uint64(o.RelocOffset))
		t.s(" bytes)\n")
	}
	t.s("CISA byte offset -> Gen byte offset mapping\n")
	t.mapTable(o.OffsetMap)
	t.s("CISA index -> Gen byte offset mapping\n")
	t.mapTable(o.IndexMap)
	t.s("Virtual Register -> Physical Register mapping\n")
	for i := range o.Vars {
		t.s(o.Vars[i].Name)
		t.visaIntervals(o.Vars[i].Intervals)
	}
	t.s("\n\nNumber of subroutines: ")
	t.u(uint64(len(o.Subroutines)))
	t.line()
	for i := range o.Subroutines {
		s := &o.Subroutines[i]
		t.s("Subroutine name: ")
		t.s(s.Name)
		t.s("\nStart VISA: ")
		t.u(uint64(s.Start))
		t.s(", end VISA: ")
		t.u(uint64(s.End))
		t.s("\nRetval: \n")
		t.visaIntervals(s.RetVal)
	}
	f := &o.Frame
	t.s("\nFrame size: ")
	t.u(uint64(f.Size))
	t.s(" bytes\n")
	t.frameRange(&f.BEFP, "BE_FP: \n", "BE_FP not found")
	t.frameRange(&f.CallerBEFP, "Caller BE_FP saved at:\n", "Caller BE_FP not saved")
	t.frameRange(&f.RetAddr, "Return addr saved at:\n", "Return addr not stored")
	if l.hasCE() {
		if f.CEOffsetFromFP != 0xffff {
			t.s("CE saved at: FP + ")
			t.u(uint64(f.CEOffsetFromFP))
			t.s(" from IP ")
			t.u(uint64(f.CEStoreIP))
			t.line()
		} else {
			t.s("CE not saved\n")
		}
		t.line()
	}
	t.s("Callee save:\n")
	t.saveSets(f.CalleeSave)
	t.s("\nCaller save:\n")
	t.saveSets(f.CallerSave)
	t.line()
	t.flush()
}

func (t *textWriter) mapTable(m []MapEntry) {
	for _, e := range m {
		t.u(uint64(e.VISA))
		t.b = append(t.b, '\t')
		t.u(uint64(e.Gen))
		t.line()
	}
	t.line()
}

func (t *textWriter) frameRange(r *GenLiveRange, valid, invalid string) {
	if !r.Valid {
		t.s(invalid)
		t.line()
		return
	}
	t.s(valid)
	t.s("\tLive intervals: \n")
	for _, iv := range r.Intervals {
		t.interval(iv.Start, iv.End, iv.Loc)
	}
	t.line()
	t.line()
}

func (t *textWriter) visaIntervals(iv []VISAInterval) {
	t.s("\tLive intervals: \n")
	for _, x := range iv {
		t.interval(uint32(x.Start), uint32(x.End), x.Loc)
	}
	t.line()
}

func (t *textWriter) interval(start, end uint32, loc Location) {
	t.b = append(t.b, '(')
	t.u(uint64(start))
	t.s(", ")
	t.u(uint64(end))
	t.s(") @ \t")
	switch loc.File {
	case PhysMemory:
		t.s("Spilled (offset = ")
		t.i(loc.Offset)
		if loc.Absolute {
			t.s(" bytes) (absolute offset)")
		} else {
			t.s(" bytes) (off be_fp)")
		}
	default:
		t.b = append(t.b, "afr"[min(loc.File, PhysGRF)])
		t.u(uint64(loc.Reg))
		t.b = append(t.b, '.')
		t.u(uint64(loc.SubReg))
		if loc.File == PhysGRF {
			t.s(":ub")
		}
	}
	t.line()
}

func (t *textWriter) saveSets(sets []SaveSet) {
	for _, s := range sets {
		t.s("Gen ISA offset: ")
		t.u(uint64(s.GenIP))
		t.line()
		for _, e := range s.Entries {
			t.s("\tr")
			t.u(uint64(uint32(e.SrcRegOff) / t.grf))
			t.b = append(t.b, '.')
			t.u(uint64(uint8(uint32(e.SrcRegOff) % t.grf)))
			t.s(":ub (")
			t.u(uint64(e.NumBytes))
			t.s(" bytes) -> ")
			switch {
			case e.InReg():
				t.b = append(t.b, 'r')
				t.u(uint64(e.Dst.Reg))
				t.b = append(t.b, '.')
				t.u(uint64(e.Dst.SubReg))
				t.s(":ub")
			case e.Dst.Absolute:
				t.i(e.Dst.Offset)
			default:
				// GenX_IR prints the stored word as unsigned here.
				t.s("BE_FP + ")
				t.u(uint64(memRaw(e.Dst.Offset, false)))
			}
			t.s(" bytes")
			t.line()
		}
	}
}
