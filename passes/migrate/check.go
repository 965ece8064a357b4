package migrate

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"

	"hdwarf/expr"
)

// checkStates is how many random machine states each rewritten expression is evaluated
// against, on every lane.
const checkStates = 3

// ErrNotProven is what Options.Check fails with: a rewritten expression does not evaluate
// as the old one does (the error names the place, the lane and both expressions).
var ErrNotProven = errors.New("rewrite not proven")

// check proves a rewrite (Options.Check): the old expression under From and the new one
// under To give the same value or the same storage for every lane of the SIMD width (64,
// a wavefront, when the file gives none) and checkStates random register and memory
// states. An expression the evaluator cannot finish without state the file does not give
// (a frame base, a base type, an entry value) is not counted. It fails naming the place,
// the lane and both expressions.
func (m *migrator) check(w *exprWork, ctx expr.Context, old, neu []byte, where func() string) error {
	if m.opts.From == expr.DialectIntel {
		// IGC's vectors as the machine code places them, spelled apart from the rewrite.
		if fixed, _, ok, err := igcFix(ctx, old, m.placer(w, true)); err == nil && ok {
			old = fixed
		}
	}
	po, err := expr.Prepare(ctx, m.opts.From, old)
	if err != nil {
		return nil // not decodable as a whole (the rewrite reported what it could)
	}
	pn, err := expr.Prepare(ctx, m.opts.To, neu)
	if err != nil {
		return fmt.Errorf("%s: %w: the new expression does not decode: %w (new % x)", where(), ErrNotProven, err, neu)
	}
	lanes := m.width(w)
	if lanes == 0 {
		lanes = 64
	}
	// Without a lane operation, every lane evaluates alike: one does.
	if !usesLane(ctx, m.opts.From, old) && !usesLane(ctx, m.opts.To, neu) {
		lanes = 1
	}
	h := fnv.New64a()
	h.Write(old)
	seed := h.Sum64()
	n := 0
	for state := 0; state < checkStates; state++ {
		// Registers of 256 bytes hold every GPU register (a SIMD64 vector of 32-bit lanes).
		mach := expr.RandomMachine(ctx, seed+uint64(state), func(uint64) int { return 256 })
		mach.Lanes = uint64(lanes)
		for lane := 0; lane < lanes; lane++ {
			mach.Lane = uint64(lane)
			a, errA := po.Eval(mach)
			if errA != nil && (errors.Is(errA, expr.ErrNoState) || errors.Is(errA, expr.ErrUnsupported)) {
				w.checkedEvals += n
				return nil
			}
			b, errB := pn.Eval(mach)
			same := false
			switch {
			case errA != nil || errB != nil:
				same = errA != nil && errB != nil // both ill-formed here
			default:
				same, err = sameResult(mach, a, b, w.refuted)
				same = same && err == nil
			}
			if !same {
				return fmt.Errorf("%s: %w: lane %d, machine state %d: the old expression gives %v, the new %v (old % x, new % x)",
					where(), ErrNotProven, lane, state, resultOrErr(a, errA), resultOrErr(b, errB), old, neu)
			}
			n++
		}
	}
	w.checked++
	w.checkedEvals += n
	return nil
}

func resultOrErr(r expr.Result, err error) string {
	if err != nil {
		return "an error (" + err.Error() + ")"
	}
	return r.String()
}

// sameResult reports whether two results of evaluation mean the same: the same value or
// storage (expr.Same), or failing that a value against storage holding it, or two
// composites with the same contents.
func sameResult(mach *expr.Machine, a, b expr.Result, refuted []refutation) (bool, error) {
	// Two composites of different sizes describe different objects, though expr.Same
	// compares only the bits both have: a rewrite that loses pieces must not pass.
	if na, ok := compositeBits(mach, a); ok {
		if nb, ok := compositeBits(mach, b); ok && na != nb {
			return false, nil
		}
	}
	same, err := expr.Same(mach, a, b, 0)
	if err == nil && !same && a.IsValue != b.IsValue {
		same, err = sameContents(mach, a, b)
	}
	// Components the machine code refutes are empty pieces of b, or b has no location
	// (expr.Same cannot compare that): decided part by part.
	if (!same || err != nil) && (err == nil || len(refuted) > 0) && !a.IsValue && !b.IsValue {
		same, err = sameComposite(mach, a, b, refuted)
	}
	return same, err
}

// compositeBits returns the size in bits of r's location when it is a composite (ok false
// for a value, any other location, or one that does not resolve).
func compositeBits(mach *expr.Machine, r expr.Result) (n uint64, ok bool) {
	if r.IsValue {
		return 0, false
	}
	l, err := r.Location()
	if err != nil || l.Kind != expr.LocComposite {
		return 0, false
	}
	ps, err := expr.Resolve(mach, l, 0)
	if err != nil {
		return 0, false
	}
	for _, p := range ps {
		n += p.Bits
	}
	return n, true
}

// sameContents compares a value with the contents of a location of the same size (a read
// that became a piece of the storage).
func sameContents(mach *expr.Machine, a, b expr.Result) (bool, error) {
	if !a.IsValue {
		a, b = b, a
	}
	loc, err := b.Location()
	if err != nil {
		return false, err
	}
	want := a.Value.Wide
	if want == nil {
		want = make([]byte, 8)
		mach.Ctx.ByteOrder.PutUint64(want, a.Value.Uint)
		want = want[:a.Value.Size]
	}
	got, err := expr.Read(mach, loc, uint64(len(want))*8)
	if err != nil {
		return false, err
	}
	return bytes.Equal(got, want), nil
}

// usesLane reports whether code (of dialect d) pushes the lane.
func usesLane(ctx expr.Context, d expr.Dialect, code []byte) bool {
	ops, err := expr.Decode(ctx, d, code)
	if err != nil {
		return true
	}
	for i := range ops {
		o := &ops[i]
		switch {
		case o.Op == expr.OpIntelPushSimdLane, o.Op == expr.OpLegacyPushLane, o.Op == expr.Op2020PushLane,
			o.Op == expr.OpLLVMUser && o.Sub == expr.PushLane:
			return true
		}
	}
	return false
}

// sameComposite compares the contents of two locations of the same size where one is a
// composite holding implicit values (IGC's vector elements, each a value, become pieces of
// the registers that hold them): bits undefined in a must be undefined in b (IGC's trailing
// empty pieces), and the others hold the same bytes. Bits b leaves undefined where a has
// contents are accepted only as a whole part of a whose bytes are those of a recorded
// refutation for the lane (a vector component the machine code refutes, placer), and b may
// then be no location at all (every component refuted).
func sameComposite(mach *expr.Machine, a, b expr.Result, refuted []refutation) (bool, error) {
	la, err := a.Location()
	if err != nil {
		return false, err
	}
	lb, err := b.Location()
	if err != nil {
		return false, err
	}
	if la.Kind != expr.LocComposite && lb.Kind != expr.LocComposite && (lb.Kind != expr.LocUndefined || len(refuted) == 0) {
		return false, nil
	}
	pa, na, okA, err := compositeParts(mach, la)
	if err != nil || !okA || na == 0 {
		return false, err
	}
	var pb []part
	nb := na
	if lb.Kind == expr.LocComposite || len(refuted) == 0 {
		var okB bool
		if pb, nb, okB, err = compositeParts(mach, lb); err != nil || !okB {
			return false, err
		}
	} else {
		pb = []part{{bits: na, undef: true}} // no location at all
	}
	if na != nb {
		return false, nil
	}
	// undefB reports whether b leaves bits [pos, pos+bits) undefined: whole (all) or in
	// part (some).
	undefB := func(pos, bits uint64) (all, some bool) {
		all = true
		for _, p := range pb {
			if p.pos+p.bits <= pos || p.pos >= pos+bits {
				continue
			}
			if p.undef {
				some = true
			} else {
				all = false
			}
		}
		return all, some
	}
	for _, p := range pa {
		all, some := undefB(p.pos, p.bits)
		switch {
		case p.undef && !all:
			return false, nil
		case p.undef:
		case all:
			if ok, err := refutedPart(mach, p, refuted); err != nil || !ok {
				return false, err
			}
		case some:
			return false, nil
		default:
			if !bytes.Equal(p.data, bytesAt(pb, p.pos, p.bits)) {
				return false, nil
			}
		}
	}
	return true, nil
}

// part is one piece of a resolved composite: bits bits from bit pos, undefined or holding
// data.
type part struct {
	pos, bits uint64
	undef     bool
	data      []byte
}

// compositeParts resolves l into its parts and their total size; ok is false for implicit
// pointers and parts not in whole bytes (compared as locations only).
func compositeParts(mach *expr.Machine, l expr.Location) (parts []part, n uint64, ok bool, err error) {
	ps, err := expr.Resolve(mach, l, 0)
	if err != nil {
		return nil, 0, false, err
	}
	for _, p := range ps {
		switch {
		case p.Loc.Kind == expr.LocUndefined:
			parts = append(parts, part{pos: n, bits: p.Bits, undef: true})
		case p.Bits%8 != 0 || (p.Loc.Kind != expr.LocImplicit && p.Loc.Kind != expr.LocRegister && p.Loc.Kind != expr.LocMemory):
			return nil, 0, false, nil
		default:
			b, err := expr.Read(mach, p.Loc, p.Bits)
			if err != nil {
				return nil, 0, false, err
			}
			parts = append(parts, part{pos: n, bits: p.Bits, data: b})
		}
		n += p.Bits
	}
	return parts, n, true, nil
}

// bytesAt returns the bytes of parts at bits [pos, pos+bits), whole bytes (nil where a part
// there is undefined or not on a byte boundary).
func bytesAt(parts []part, pos, bits uint64) []byte {
	var out []byte
	for _, p := range parts {
		lo, hi := max(pos, p.pos), min(pos+bits, p.pos+p.bits)
		if lo >= hi {
			continue
		}
		if p.undef || (lo-p.pos)%8 != 0 || (hi-p.pos)%8 != 0 {
			return nil
		}
		out = append(out, p.data[(lo-p.pos)/8:(hi-p.pos)/8]...)
	}
	return out
}

// refutedPart reports whether the part p of the reference expression is a component the
// migration recorded as refuted for the machine's lane: its size, and its bytes those of
// the refuted register bytes (the reference reads them there).
func refutedPart(mach *expr.Machine, p part, refuted []refutation) (bool, error) {
	for _, r := range refuted {
		reg, off, ok := r.at(mach.Lane)
		if !ok || r.es*8 != p.bits {
			continue
		}
		b, err := expr.Read(mach, expr.Location{Kind: expr.LocRegister, Reg: reg, Offset: off}, p.bits)
		if err != nil {
			return false, err
		}
		if bytes.Equal(b, p.data) {
			return true, nil
		}
	}
	return false, nil
}
