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
				same, err = sameResult(mach, a, b)
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
func sameResult(mach *expr.Machine, a, b expr.Result) (bool, error) {
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
	if err == nil && !same && !a.IsValue && !b.IsValue {
		same, err = sameComposite(mach, a, b)
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
// the registers that hold them): the same bits must be undefined in both (IGC's trailing
// empty pieces), and the others hold the same bytes.
func sameComposite(mach *expr.Machine, a, b expr.Result) (bool, error) {
	la, err := a.Location()
	if err != nil {
		return false, err
	}
	lb, err := b.Location()
	if err != nil {
		return false, err
	}
	if la.Kind != expr.LocComposite && lb.Kind != expr.LocComposite {
		return false, nil
	}
	// contents returns the bytes of the defined parts one after the other and where the
	// undefined parts lie (bit position, size); ok is false for implicit pointers and
	// parts not in whole bytes.
	contents := func(l expr.Location) (data []byte, undef [][2]uint64, n uint64, ok bool, err error) {
		ps, err := expr.Resolve(mach, l, 0)
		if err != nil {
			return nil, nil, 0, false, err
		}
		for _, p := range ps {
			switch {
			case p.Loc.Kind == expr.LocUndefined:
				undef = append(undef, [2]uint64{n, p.Bits})
			case p.Bits%8 != 0 || (p.Loc.Kind != expr.LocImplicit && p.Loc.Kind != expr.LocRegister && p.Loc.Kind != expr.LocMemory):
				return nil, nil, 0, false, nil // compared as locations only
			default:
				b, err := expr.Read(mach, p.Loc, p.Bits)
				if err != nil {
					return nil, nil, 0, false, err
				}
				data = append(data, b...)
			}
			n += p.Bits
		}
		return data, undef, n, true, nil
	}
	ca, ua, na, okA, err := contents(la)
	if err != nil || !okA {
		return false, err
	}
	cb, ub, nb, okB, err := contents(lb)
	if err != nil || !okB || na == 0 || na != nb {
		return false, err
	}
	if len(ua) != len(ub) {
		return false, nil
	}
	for k := range ua {
		if ua[k] != ub[k] {
			return false, nil
		}
	}
	return bytes.Equal(ca, cb), nil
}
