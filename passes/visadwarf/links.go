package visadwarf

import (
	"fmt"
	"math"

	"hdwarf/dwarfenc"
	"hdwarf/dwarfenc/expr"
	"hdwarf/passes/visalink"
	"hdwarf/sections/visa"
)

// IGC's frame slots (the private memory of dbg.declare'd variables in programs with stack
// calls) are addressed from the front end's frame pointer FE_FP, a 64-bit byte offset kept
// at byte 16 of the GRF that holds BE_FP (IGC's own DWARF reads bits 128..191 of it, on
// tgllp and dg2 alike); the slots start 0x10 above it, past the saved FP and return address.
const (
	feFPByte      = 16
	frameSlotBase = 0x10
)

// LinkReport is one source variable's storage from IGC's dump (a visalink.Link) with the
// location the conversion made for it: Entries over the object's code, or Why not.
type LinkReport struct {
	visalink.Link
	Entries []LinkEntry
	Why     string
}

// LinkEntry is one location-list entry: code [Lo, Hi) as byte offsets from the start of the
// kernel's code section, and the location expression (the conversion's DWARF version and
// form).
type LinkEntry struct {
	Lo, Hi uint64
	Expr   []byte
}

// objectLinks makes the locations of the links of one object, over its own code (scope;
// nil for all of it), and gives them to the kernel's arguments that have none yet.
func (lc *locContext) objectLinks(fl *visalink.Function, scope []span, args []kernelArg) ([]LinkReport, error) {
	if scope == nil {
		scope = []span{{lc.m.start(), lc.m.end()}}
	}
	byDecl := map[string]int{}
	if lc.fn != nil {
		for vi := range lc.o.Vars {
			if d, ok := lc.fn.Decl(lc.o.Vars[vi].Name); ok {
				byDecl[d.Name] = vi
			}
		}
	}
	out := make([]LinkReport, 0, len(fl.Links))
	for _, l := range fl.Links {
		r := LinkReport{Link: l}
		ents, why, err := lc.linkEntries(&l, scope, byDecl)
		if err != nil {
			return nil, fmt.Errorf("%s: %v: %w", l.Where, l.Key, err)
		}
		r.Why = why
		base := uint64(lc.o.RelocOffset)
		for _, e := range ents {
			r.Entries = append(r.Entries, LinkEntry{base + uint64(e.s.Lo), base + uint64(e.s.Hi), e.expr})
		}
		if len(ents) > 0 && l.Key.Arg > 0 && l.FragSize == 0 {
			for i := range args {
				a := &args[i]
				if a.Index+1 == l.Key.Arg && !a.Located && (a.Name == "" || a.Name == l.Key.Name) {
					a.die.Add(dwarfenc.AttrLocation, dwarfenc.LocListRef(lc.list(ents)))
					a.Located, a.Why = true, ""
					if a.Var == "" {
						a.Var = "dump: " + l.Kind.String()
					}
				}
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// linkEntries builds the location entries of one link, or says why it has none.
func (lc *locContext) linkEntries(l *visalink.Link, scope []span, byDecl map[string]int) ([]locEntry, string, error) {
	simd := lc.u.job.simd
	switch l.Kind {
	case visalink.Frame:
		if !lc.befpOK {
			return nil, "the blob gives no BE_FP for the object", nil
		}
		if simd < 1 {
			return nil, "SIMD width unknown", nil
		}
		off := frameSlotBase + l.Offset*int64(simd)
		if l.Size > 1<<20 || off > 1<<30 {
			return nil, fmt.Sprintf("frame slot at %d of %d bytes out of range", l.Offset, l.Size), nil
		}
		b := &lc.c.eb
		b.Reset()
		b.RegX(expr.IntelGRF(uint64(lc.befp.Reg))).OffsetUconst(feFPByte).DerefSize(8).PlusUconst(uint64(off))
		b.Const(uint64(AspacePrivate)).User(expr.FormAspaceAddress)
		if simd > 1 {
			lc.laneOffset(shape{elemSize: int(l.Size), size: int(l.Size), perLane: true})
		}
		e, err := b.Bytes()
		if err != nil {
			return nil, "", err
		}
		var ents []locEntry
		for _, s := range scope {
			ents = append(ents, locEntry{s, append([]byte(nil), e...)})
		}
		return ents, "", nil
	case visalink.Register, visalink.Pointed:
		vi, ok := byDecl[l.Var]
		if !ok {
			return nil, "the blob has no live intervals for " + l.Var, nil
		}
		if d, ok := lc.fn.Decl(l.Var); ok && d.NumElts > 1 && !lc.perLane(d) {
			// A SIMD32 value is two declarations of 16 lanes each, written by two
			// instructions; one of them alone is not the variable of every lane.
			return nil, fmt.Sprintf("%s holds %d elements, not one per lane of SIMD%d", l.Var, d.NumElts, simd), nil
		}
		v := lc.o.Vars[vi]
		// The variable holds the source variable from the defining instruction on.
		ivs := make([]visa.VISAInterval, 0, len(v.Intervals))
		for _, iv := range v.Intervals {
			if uint32(iv.End) < l.From || l.To != 0 && uint32(iv.Start) >= l.To {
				continue
			}
			iv.Start = uint16(max(uint32(iv.Start), l.From))
			if l.To != 0 {
				iv.End = uint16(min(uint32(iv.End), l.To-1))
			}
			ivs = append(ivs, iv)
		}
		v.Intervals = ivs
		ents, err := lc.locEntries(&v, scope)
		if err != nil {
			return nil, "", err
		}
		if len(ents) == 0 {
			return nil, l.Var + " is live in no code from vISA id " + fmt.Sprint(l.From), nil
		}
		if l.Kind == visalink.Pointed {
			// The variable holds each lane's address: the storage is the memory there.
			size := lc.c.eb.Ctx.AddrSize
			for i := range ents {
				ents[i].expr = append(ents[i].expr, byte(expr.OpDerefSize), byte(size))
			}
		}
		return ents, "", nil
	case visalink.Constant:
		end := uint32(math.MaxUint16)
		if l.To != 0 {
			end = l.To - 1
		}
		spans := intersectSpans(lc.m.spans(l.From, end, lc.c.sp), scope)
		if len(spans) == 0 {
			return nil, fmt.Sprintf("no code between vISA ids %d and %d", l.From, end), nil
		}
		b := &lc.c.eb
		b.Reset()
		b.ImplicitValue(l.Bytes)
		e, err := b.Bytes()
		if err != nil {
			return nil, "", err
		}
		var ents []locEntry
		for _, s := range spans {
			ents = append(ents, locEntry{s, append([]byte(nil), e...)})
		}
		return ents, "", nil
	}
	return nil, "", fmt.Errorf("unknown link kind %v", l.Kind)
}
