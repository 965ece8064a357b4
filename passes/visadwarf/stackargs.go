package visadwarf

import (
	"fmt"
	"strconv"
	"strings"

	"hdwarf/passes/visalink"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
	"hdwarf/text/visall"
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

// stackArgs are where the argument registers hold the parameters of the object's
// stack-called function, laid out once for all of them (one walk of the code).
type stackArgs struct {
	lay map[*visalink.Link]*argLayout
}

// argLayout is one parameter's bytes in the register file: n elements of elem bytes per lane
// from at (one row of all lanes each when n > 1), held over held; why says why not.
type argLayout struct {
	at, elem, n uint32
	held        payloadHeld
	why         string
}

// newStackArgs lays out the parameters ps (frame-slot links of the object's own function,
// among all the function's links).
func (lc *locContext) newStackArgs(all []visalink.Link, ps []*visalink.Link) (*stackArgs, error) {
	sa := &stackArgs{lay: make(map[*visalink.Link]*argLayout, len(ps))}
	fn := lc.fn
	simd := uint32(lc.u.job.simd)
	grf := uint32(lc.c.plat.GRFBytes)
	fail := func(why string) (*stackArgs, error) {
		for _, l := range ps {
			sa.lay[l] = &argLayout{why: why}
		}
		return sa, nil
	}
	switch {
	case fn == nil || fn.Kind != visaasm.KindFunction:
		return fail("not a stack-called function's parameter")
	case simd < 1 || grf == 0:
		return fail("SIMD width unknown")
	}
	nArgs, ok := argSizeGRFs(fn)
	if !ok {
		return fail("the function's .visaasm gives no ArgSize")
	}
	// The %arg variable and its aliases, the rows of them the function reads, and its
	// register from the function's entry.
	args := argVars(fn)
	rows := argRowsRead(fn, args, grf)
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
		return fail("the blob gives %arg no register at the function's entry")
	}
	// Each parameter's first byte in %arg: its predecessors' registers.
	slot := map[uint32]*visalink.Link{}
	for i := range all {
		l := &all[i]
		if l.Kind == visalink.Frame && l.Key.Arg > 0 && l.Key.Inlined == "" && l.Key.Function == lc.o.Name && slot[uint32(l.Key.Arg)] == nil {
			slot[uint32(l.Key.Arg)] = l
		}
	}
	offs := []uint32{0} // offs[a-1]: parameter a's offset, while its predecessors are known
	for a := uint32(1); slot[a] != nil && slot[a].Size > 0 && slot[a].Size <= 1<<10 && offs[a-1] <= nArgs*grf; a++ {
		offs = append(offs, offs[a-1]+(simd*uint32(slot[a].Size)+grf-1)/grf*grf)
	}
	var parts []payloadPart
	var laid []*argLayout
	for _, l := range ps {
		la := &argLayout{}
		sa.lay[l] = la
		// A scalar or pointer is one element per lane; a vector's elements are rows of all
		// lanes, each whole registers (what the caller's copies and the prolog's store
		// read: IGC 2.40 cri stores a float4 from r26-r29 as store.ugm.d32x4).
		la.elem, la.n = uint32(l.Size), 1
		if c, k, ok := vectorType(l.Stored); ok {
			la.elem, la.n = c, k
		}
		arg := uint32(l.Key.Arg)
		switch {
		case l.Key.Function != lc.o.Name:
			la.why = "a vISA subroutine's parameter: not in the stack call's argument registers"
		case la.elem != 4 && la.elem != 8 || la.elem*la.n != uint32(l.Size):
			la.why = fmt.Sprintf("a parameter of %d bytes stored as %q: the argument registers' layout is known for elements of 4 and 8 bytes", l.Size, l.Stored)
		case la.n > 1 && simd*la.elem%grf != 0:
			la.why = fmt.Sprintf("a vector whose rows of %d bytes are no whole registers", simd*la.elem)
		case arg > uint32(len(offs)):
			la.why = fmt.Sprintf("a parameter before it has no frame slot: where the argument registers hold parameter %d is not known", arg)
		case offs[arg-1]+simd*uint32(l.Size) > nArgs*grf:
			la.why = fmt.Sprintf("its bytes %d-%d of the arguments lie outside the %d registers ArgSize gives (passed on the stack)", offs[arg-1], offs[arg-1]+simd*uint32(l.Size), nArgs)
		}
		if la.why != "" {
			continue
		}
		off := offs[arg-1]
		for c := range la.n {
			if row := (off + c*simd*la.elem) / grf; !rows[row] {
				la.why = fmt.Sprintf("the function reads no %%arg register %d, where the parameter would be", row)
			}
		}
		if la.why != "" {
			continue
		}
		la.at = uint32(reg.Reg)*grf + uint32(reg.SubReg) + off
		parts = append(parts, payloadPart{la.at, la.at + simd*uint32(l.Size)})
		laid = append(laid, la)
	}
	if len(parts) == 0 {
		return sa, nil
	}
	if err := lc.loadCode(); err != nil {
		return nil, err
	}
	lo, hi := uint64(lc.o.RelocOffset), uint64(lc.o.RelocOffset)+uint64(lc.m.end())
	if hi > uint64(len(lc.code)) {
		for _, la := range laid {
			la.why = "the function's code lies outside its section"
		}
		return sa, nil
	}
	// The caller put them there: they hold from the entry (atEntry).
	for i, h := range payloadSpans(lc.c.plat.Encoding, lc.code[lo:hi], grf, lc.m.firstVISA(), true, parts) {
		laid[i].held = h
		if !h.ok {
			laid[i].why = "its argument registers: " + h.why
		}
	}
	return sa, nil
}

// argEntries locates parameter l in its argument registers from the function's entry up to
// home (where its frame slot holds it); nil and why where the inputs do not show where it is.
func (lc *locContext) argEntries(sa *stackArgs, l *visalink.Link, home uint32) ([]locEntry, string, error) {
	la := sa.lay[l]
	if la == nil {
		return nil, "not laid out", nil
	}
	if la.why != "" {
		return nil, la.why, nil
	}
	where := intersectSpans([]span{la.held.s}, []span{{lc.m.start(), home}})
	if len(where) == 0 {
		return nil, fmt.Sprintf("its argument registers are written before the store at %#x", home), nil
	}
	simd := uint32(lc.u.job.simd)
	grf := uint32(lc.c.plat.GRFBytes)
	b := &lc.c.eb
	b.Reset()
	for c := range la.n {
		a := la.at + c*simd*la.elem
		lc.grfLocation(uint16(a/grf), int(a%grf), shape{elemSize: int(la.elem), size: int(la.elem), perLane: true})
		if la.n > 1 {
			b.Piece(uint64(la.elem))
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

// argVars are the variables of fn that are %arg: its aliases at offset 0 (alias=<V, 0>,
// the same bytes; an alias is declared after what it aliases).
func argVars(fn *visaasm.Function) map[string]bool {
	args := map[string]bool{}
	for _, d := range fn.Decls {
		if a, off, ok := d.Aliased(); ok && off == 0 && (a == "%arg" || args[a]) {
			args[d.Name] = true
		}
	}
	return args
}

// argRowsRead are the registers of the variables args (%arg and its aliases) that fn's
// instructions read: a source region V(row,...), or a message's raw operand V.OFF or V:TYPE
// (OFF 0) at byte OFF = row × grf.
func argRowsRead(fn *visaasm.Function, args map[string]bool, grf uint32) map[uint32]bool {
	rows := map[uint32]bool{}
	for _, in := range fn.Insts {
		raw := strings.HasPrefix(in.Op, "svm_") || strings.HasPrefix(in.Op, "lsc_")
		for i, op := range in.Operands {
			if name, rest, ok := strings.Cut(op, "("); ok {
				r, _, _ := strings.Cut(rest, ",")
				if n, err := strconv.ParseUint(r, 10, 16); i > 0 && args[name] && err == nil {
					rows[uint32(n)] = true // a source region (the first operand is the destination)
				}
				continue
			}
			if !raw {
				continue
			}
			op, _, _ = strings.Cut(op, ":")
			name, off, dotted := strings.Cut(op, ".")
			if !args[name] {
				continue
			}
			if !dotted {
				rows[0] = true
			} else if n, err := strconv.ParseUint(off, 10, 32); err == nil && uint32(n)%grf == 0 {
				rows[uint32(n)/grf] = true
			}
		}
	}
	return rows
}

// vectorType reads an LLVM vector type of 2 to 255 elements of 4 or 8 bytes (the layouts of
// the argument registers known here): the element's bytes and their number.
func vectorType(t string) (elem, n uint32, ok bool) {
	k, c, ok := visall.VectorType(t)
	if !ok || k < 2 || k > 255 || c != 4 && c != 8 {
		return 0, 0, false
	}
	return uint32(c), uint32(k), true
}
