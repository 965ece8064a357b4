package visadwarf

import (
	"fmt"
	"strconv"
	"strings"

	"hdwarf/passes/visalink"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
)

// Stack-call parameters before their store. At -O0 IGC declares a stack-called function's
// parameters in frame slots, which its prolog fills from the argument registers the caller
// wrote (vISA's %arg, at the GRF the blob gives the variable aliasing it). Before the store
// the slot holds whatever the frame held; the value is in the argument registers. vISA's
// stack-call ABI lays the parameters out in order, each over SIMD × its size bytes rounded up
// to whole registers, lane i of a scalar or pointer at i × its size (IGC 12504 dg2: helper's
// x in r26, p in r27-r28 read as V0037(1,0)<2;1,0>; IGC 2.40 cri: k after float4 a's four
// registers, V0037(4,0); a itself in those four rows, one per element). That layout is taken only where the function's .visaasm reads the
// %arg variable at the parameter's first register, and the registers hold the value where the
// machine code shows it: from the entry up to and including the first instruction that may
// write them (payloadSpans, the walk that bounds the kernel's payload).

// stackParams are the frame-slot links of a stack-called function's own parameters, by
// function and argument number.
type stackParams map[string]map[uint32]*visalink.Link

func newStackParams(links []visalink.Link) stackParams {
	sp := stackParams{}
	for i := range links {
		l := &links[i]
		if l.Kind != visalink.Frame || l.Key.Arg <= 0 || l.Key.Inlined != "" {
			continue
		}
		m := sp[l.Key.Function]
		if m == nil {
			m = map[uint32]*visalink.Link{}
			sp[l.Key.Function] = m
		}
		if _, dup := m[uint32(l.Key.Arg)]; !dup {
			m[uint32(l.Key.Arg)] = l
		}
	}
	return sp
}

// argEntries locates parameter l of the object's stack-called function in its argument
// registers from the function's entry up to home (where its frame slot holds it); nil and why
// where the inputs do not show where it is.
func (lc *locContext) argEntries(l *visalink.Link, params stackParams, home uint32) ([]locEntry, string, error) {
	fn := lc.fn
	simd := uint32(lc.u.job.simd)
	grf := uint32(lc.c.plat.GRFBytes)
	switch {
	case fn == nil || fn.Kind != visaasm.KindFunction || l.Key.Function != lc.o.Name:
		return nil, "not a stack-called function's own parameter", nil
	case simd < 1 || grf == 0:
		return nil, "SIMD width unknown", nil
	}
	// A scalar or pointer is one element per lane; a vector's elements are rows of all lanes,
	// each a whole number of registers (what the caller's copies and the prolog's store
	// read: IGC 2.40 cri stores a float4 from r26-r29 as store.ugm.d32x4).
	elem, n := uint32(l.Size), uint32(1)
	if c, t, ok := vectorType(l.Stored); ok {
		elem, n = c, t
	}
	switch {
	case elem != 4 && elem != 8 || elem*n != uint32(l.Size):
		return nil, fmt.Sprintf("a parameter of %d bytes stored as %q: the argument registers' layout is known for elements of 4 and 8 bytes", l.Size, l.Stored), nil
	case n > 1 && simd*elem%grf != 0:
		return nil, fmt.Sprintf("a vector whose rows of %d bytes are no whole registers", simd*elem), nil
	}
	// The parameter's first byte in %arg: its predecessors' registers.
	off := uint32(0)
	for a := uint32(1); a < uint32(l.Key.Arg); a++ {
		p := params[l.Key.Function][a]
		if p == nil || p.Size <= 0 || p.Size > 1<<10 {
			return nil, fmt.Sprintf("parameter %d has no frame slot: where the argument registers hold parameter %d is not known", a, l.Key.Arg), nil
		}
		off += (simd*uint32(p.Size) + grf - 1) / grf * grf
	}
	size := simd * uint32(l.Size)
	if n, ok := argSizeGRFs(fn); !ok || off+size > n*grf {
		return nil, fmt.Sprintf("bytes %d-%d of the arguments lie outside the %d registers ArgSize gives (passed on the stack)", off, off+size, n), nil
	}
	// The %arg variable, its aliases, and its register from the function's entry.
	args := map[string]bool{}
	for _, d := range fn.Decls {
		// alias=<V, 0>: the same bytes (an alias is declared after what it aliases).
		a, off, _ := strings.Cut(strings.Trim(d.Alias, "<>"), ",")
		if a = strings.TrimSpace(a); strings.TrimSpace(off) == "0" && (a == "%arg" || args[a]) {
			args[d.Name] = true
		}
	}
	var reg visa.Location
	found := false
	for vi := range lc.o.Vars {
		v := &lc.o.Vars[vi]
		if i, ok := fn.DeclIndex(v.Name); !ok || !args[fn.Decls[i].Name] {
			continue
		}
		for _, iv := range v.Intervals {
			if iv.Start == 0 && iv.Loc.File == visa.PhysGRF {
				reg, found = iv.Loc, true
			}
		}
	}
	if !found {
		return nil, "the blob gives %arg no register at the function's entry", nil
	}
	for c := range n {
		if row := (off + c*simd*elem) / grf; !readsArgRow(fn, args, row, grf) {
			return nil, fmt.Sprintf("the function reads no %%arg register %d, where the parameter would be", row), nil
		}
	}
	at := uint32(reg.Reg)*grf + uint32(reg.SubReg) + off
	if lc.code == nil && lc.codeErr == nil {
		lc.code, lc.codeErr = lc.u.job.sec.Data()
	}
	if lc.codeErr != nil {
		return nil, "", lc.codeErr
	}
	lo, hi := uint64(lc.o.RelocOffset), uint64(lc.o.RelocOffset)+uint64(lc.m.end())
	if hi > uint64(len(lc.code)) {
		return nil, "the function's code lies outside its section", nil
	}
	held := payloadSpans(lc.c.plat.Encoding, lc.code[lo:hi], grf, lc.m.firstVISA(), true, []payloadPart{{at, at + size}})[0]
	if !held.ok {
		return nil, "its argument registers: " + held.why, nil
	}
	where := intersectSpans([]span{held.s}, []span{{lc.m.start(), home}})
	if len(where) == 0 {
		return nil, fmt.Sprintf("its argument registers are written before the store at %#x", home), nil
	}
	b := &lc.c.eb
	b.Reset()
	for c := range n {
		a := at + c*simd*elem
		lc.grfLocation(uint16(a/grf), int(a%grf), shape{elemSize: int(elem), size: int(elem), perLane: true})
		if n > 1 {
			b.Piece(uint64(elem))
		}
	}
	e, err := b.Bytes()
	if err != nil {
		return nil, "", err
	}
	e = lc.c.ea.copy(e)
	ents := make([]locEntry, len(where))
	for i, s := range where {
		ents[i] = locEntry{s, e}
	}
	return ents, "", nil
}

// argSizeGRFs is the function's .kernel_attr ArgSize: the registers of its arguments.
func argSizeGRFs(fn *visaasm.Function) (uint32, bool) {
	for _, a := range fn.Attrs {
		if a.Name == "ArgSize" && a.HasValue {
			n, err := strconv.ParseUint(a.Value, 10, 16)
			return uint32(n), err == nil
		}
	}
	return 0, false
}

// readsArgRow reports whether an instruction of fn reads register row of one of the
// variables args (%arg and its aliases): a region operand V(row,...), or a raw operand (a
// message's payload) V.OFF or V:TYPE (OFF 0) at byte OFF = row × grf.
func readsArgRow(fn *visaasm.Function, args map[string]bool, row, grf uint32) bool {
	for _, in := range fn.Insts {
		raw := strings.HasPrefix(in.Op, "svm_") || strings.HasPrefix(in.Op, "lsc_")
		for i, op := range in.Operands {
			if name, rest, ok := strings.Cut(op, "("); ok {
				r, _, _ := strings.Cut(rest, ",")
				if i > 0 && args[name] && r == strconv.FormatUint(uint64(row), 10) {
					return true // a source region (the first operand is the destination)
				}
				continue
			}
			if !raw {
				continue
			}
			op, _, _ = strings.Cut(op, ":")
			name, off, dotted := strings.Cut(op, ".")
			if args[name] && (!dotted && row == 0 || dotted && off == strconv.FormatUint(uint64(row*grf), 10)) {
				return true
			}
		}
	}
	return false
}

// vectorType reads an LLVM vector type "<N x T>" of 4- or 8-byte elements: the element's
// bytes and N; false for any other type.
func vectorType(t string) (elem, n uint32, ok bool) {
	inner, found := strings.CutPrefix(t, "<")
	if inner, found = strings.CutSuffix(inner, ">"); !found {
		return 0, 0, false
	}
	count, et, found := strings.Cut(inner, " x ")
	k, err := strconv.ParseUint(count, 10, 8)
	if !found || err != nil || k < 2 {
		return 0, 0, false
	}
	switch et {
	case "float", "i32":
		elem = 4
	case "double", "i64":
		elem = 8
	default:
		return 0, 0, false
	}
	return elem, uint32(k), true
}
