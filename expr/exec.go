package expr

import (
	"encoding/binary"
	"fmt"
	"math"
)

type entKind uint8

const (
	entValue      entKind = iota
	entLoc                // a location description (complete, when composite)
	entIncomplete         // an incomplete composite: loc.Pieces so far
)

// entry is one stack entry.
type entry struct {
	kind entKind
	v    Value
	loc  Location
	// sv marks the implicit location DW_OP_stack_value made from v. Intel's debugger keeps
	// such a value a value (its DW_OP_stack_value only sets a flag), so in DialectIntel it
	// converts back to v where an operation needs a value.
	sv bool
}

type evaluator struct {
	m       *Machine
	stack   []entry
	work    uint64 // composite parts that may still be copied
	dialect Dialect
	skipTo  int // operation index step asks run to continue at

	// Scratch space reused between reads: values are at most 255 bytes (deref_type) or
	// maxValueBits.
	scratch [256]byte
	memBuf  [264]byte
	parts   []Piece
}

func (ev *evaluator) charge(n uint64) error {
	if n > ev.work {
		ev.work = 0
		return fmt.Errorf("%w: composite locations grow past the bound the expression's length allows", ErrBudget)
	}
	ev.work -= n
	return nil
}

func (ev *evaluator) push(e entry) { ev.stack = append(ev.stack, e) }

func (ev *evaluator) pushValue(v Value) { ev.push(entry{kind: entValue, v: v}) }

func (ev *evaluator) pushLoc(l Location) { ev.push(entry{kind: entLoc, loc: l}) }

func (ev *evaluator) need(n int) error {
	if len(ev.stack) < n {
		return fmt.Errorf("%w: needs %d entries, the stack has %d", ErrUnderflow, n, len(ev.stack))
	}
	for i := len(ev.stack) - n; i < len(ev.stack); i++ {
		if ev.stack[i].kind == entIncomplete {
			return fmt.Errorf("%w: an incomplete composite location is an operand", ErrKind)
		}
	}
	return nil
}

func (ev *evaluator) pop() (entry, error) {
	if err := ev.need(1); err != nil {
		return entry{}, err
	}
	e := ev.stack[len(ev.stack)-1]
	ev.stack = ev.stack[:len(ev.stack)-1]
	return e, nil
}

func (ev *evaluator) generic(x uint64) Value {
	v := Value{Size: ev.m.Ctx.AddrSize}
	return v.with(x)
}

// toValue converts a stack entry to a value: a memory location in the default address
// space at a byte boundary converts to its address (the extension's implicit conversion).
func (ev *evaluator) toValue(e *entry) (Value, error) {
	switch {
	case e.kind == entValue:
		return e.v, nil
	case e.sv && ev.dialect == DialectIntel:
		return e.v, nil
	case e.kind == entLoc && e.loc.Kind == LocMemory && e.loc.Space == AspaceLLVMNone && e.loc.Bit == 0:
		v := ev.generic(e.loc.Offset)
		if v.Uint != e.loc.Offset {
			return Value{}, fmt.Errorf("%w: address 0x%x does not fit the generic type", ErrKind, e.loc.Offset)
		}
		return v, nil
	}
	return Value{}, fmt.Errorf("%w: needs a value, the stack has %v", ErrKind, e.loc)
}

func (ev *evaluator) popValue() (Value, error) {
	n := len(ev.stack)
	if n == 0 || ev.stack[n-1].kind == entIncomplete {
		return Value{}, ev.need(1)
	}
	e := &ev.stack[n-1]
	ev.stack = ev.stack[:n-1]
	if e.kind == entValue {
		return e.v, nil
	}
	return ev.toValue(e)
}

// popInt pops a value of an integral type.
func (ev *evaluator) popInt() (Value, error) {
	v, err := ev.popValue()
	if err == nil && !v.integral() {
		err = fmt.Errorf("%w: value %v is not of an integral type", ErrKind, v)
	}
	return v, err
}

// popTwoInts pops two integral values: the top, then the one under it (the Intel
// operations take their operands so).
func (ev *evaluator) popTwoInts() (top, next Value, err error) {
	if top, err = ev.popInt(); err != nil {
		return top, next, err
	}
	next, err = ev.popInt()
	return top, next, err
}

// toLoc converts a stack entry to a location: a generic-type value is an address in the
// default address space.
func (ev *evaluator) toLoc(e *entry) (Location, error) {
	switch e.kind {
	case entLoc:
		return e.loc, nil
	case entValue:
		if e.v.Type == 0 && e.v.Wide == nil {
			return Location{Kind: LocMemory, Offset: e.v.Uint}, nil
		}
		return Location{}, fmt.Errorf("%w: value %v of a base type is not a location", ErrKind, e.v)
	}
	return Location{}, fmt.Errorf("%w: an incomplete composite location is an operand", ErrKind)
}

func (ev *evaluator) popLoc() (Location, error) {
	n := len(ev.stack)
	if n == 0 || ev.stack[n-1].kind == entIncomplete {
		return Location{}, ev.need(1)
	}
	e := &ev.stack[n-1]
	ev.stack = ev.stack[:n-1]
	return ev.toLoc(e)
}

// run executes the operations of p from index from until control leaves [from, to) at
// its end, and returns the top of the stack as the result.
func (ev *evaluator) run(p *Program, from, to, depth int) (Result, error) {
	ev.dialect = p.dialect
	lo, hi := 0, p.size
	if from < len(p.ops) {
		lo = p.ops[from].Offset
	}
	if to < len(p.ops) {
		hi = p.ops[to].Offset
	}
	steps := uint64(stepsPerByte)*uint64(hi-lo) + stepsPerByte
	for i := from; i < to; {
		o := &p.ops[i]
		fail := func(err error) (Result, error) { return Result{}, opError(p, o, err) }
		if steps == 0 {
			return fail(fmt.Errorf("%w: %d operations executed in a %d-byte expression", ErrBudget, stepsPerByte*(hi-lo)+stepsPerByte, hi-lo))
		}
		steps--
		next, err := ev.step(p, i, depth)
		if err != nil {
			return fail(err)
		}
		if len(ev.stack) > maxStack+4*p.size {
			return fail(fmt.Errorf("%w: a stack of %d entries for a %d-byte expression", ErrBudget, len(ev.stack), p.size))
		}
		if next >= 0 {
			if next > p.size || p.at[next] == 0 || next < lo || next > hi {
				return fail(fmt.Errorf("%w: 0x%x (the expression spans 0x%x..0x%x)", ErrBranch, next, lo, hi))
			}
			i = int(p.at[next]) - 1
			continue
		}
		if next == skipTo {
			i = ev.skipTo
			continue
		}
		i++
	}
	if len(ev.stack) == 0 {
		return Result{Loc: Location{Kind: LocUndefined}}, nil
	}
	top := &ev.stack[len(ev.stack)-1]
	switch top.kind {
	case entValue:
		return Result{IsValue: true, Value: top.v}, nil
	case entIncomplete:
		top.kind = entLoc
	}
	return Result{Loc: top.loc}, nil
}

// opError says that operation o of p failed with err.
func opError(p *Program, o *Operation, err error) error {
	if _, ok := err.(*EvalError); ok {
		return err
	}
	return &EvalError{Offset: o.Offset, Op: o.Name(), Dialect: p.dialect, Err: err}
}

// step's results besides a branch target (a byte offset).
const (
	fallThrough = -1
	skipTo      = -2 // continue at operation index ev.skipTo
)

func (ev *evaluator) step(p *Program, i, depth int) (next int, err error) {
	o := &p.ops[i]
	op, sub := o.Op, o.Sub
	if s, ok := op.UserEquivalent(); ok {
		op, sub = OpLLVMUser, s
	}
	bo := ev.m.Ctx.ByteOrder
	switch {
	case op >= OpLit0 && op < OpLit0+32:
		ev.pushValue(ev.generic(uint64(op - OpLit0)))
		return fallThrough, nil
	case op >= OpReg0 && op < OpReg0+32:
		ev.pushLoc(Location{Kind: LocRegister, Reg: uint64(op - OpReg0)})
		return fallThrough, nil
	case op >= OpBreg0 && op < OpBreg0+32:
		return fallThrough, ev.breg(uint64(op-OpBreg0), o.Int(0), AspaceLLVMNone)
	}
	switch op {
	case OpAddr, OpGNUEncodedAddr:
		a := o.Args[0]
		if op == OpGNUEncodedAddr {
			a = o.Args[1]
		}
		ev.pushLoc(Location{Kind: LocMemory, Offset: a})
	case OpAddrx, OpGNUAddrIndex, OpConstx, OpGNUConstIndex:
		if ev.m.Addr == nil {
			return 0, fmt.Errorf("%w: no .debug_addr", ErrNoState)
		}
		a, err := ev.m.Addr(o.Args[0])
		if err != nil {
			return 0, fmt.Errorf(".debug_addr entry %d: %w", o.Args[0], err)
		}
		if op == OpConstx || op == OpGNUConstIndex {
			ev.pushValue(ev.generic(a))
		} else {
			ev.pushLoc(Location{Kind: LocMemory, Offset: a})
		}
	case OpConst1u, OpConst1s, OpConst2u, OpConst2s, OpConst4u, OpConst4s, OpConst8u, OpConst8s, OpConstu, OpConsts:
		ev.pushValue(ev.generic(o.Args[0]))

	case OpDup, OpOver, OpPick:
		n := 0
		if op == OpOver {
			n = 1
		} else if op == OpPick {
			n = int(o.Args[0])
		}
		if err := ev.need(n + 1); err != nil {
			return 0, err
		}
		ev.push(ev.stack[len(ev.stack)-1-n])
	case OpDrop:
		_, err = ev.pop()
	case OpSwap:
		if err := ev.need(2); err != nil {
			return 0, err
		}
		s := ev.stack[len(ev.stack)-2:]
		s[0], s[1] = s[1], s[0]
	case OpRot:
		if err := ev.need(3); err != nil {
			return 0, err
		}
		s := ev.stack[len(ev.stack)-3:]
		s[0], s[1], s[2] = s[2], s[0], s[1]

	case OpDeref, OpDerefSize, OpDerefType, OpGNUDerefType:
		l, err := ev.popLoc()
		if err != nil {
			return 0, err
		}
		return fallThrough, ev.deref(op, o, l)
	case OpXderef, OpXderefSize, OpXderefType:
		a, err := ev.popInt()
		if err != nil {
			return 0, err
		}
		as, err := ev.popInt()
		if err != nil {
			return 0, err
		}
		l, err := ev.spaceAddress(AddrSpace(as.Uint), a.Uint)
		if err != nil {
			return 0, err
		}
		return fallThrough, ev.deref(op, o, l)

	case OpAbs, OpNeg, OpNot, OpPlusUconst:
		v, err := ev.popValue()
		if err != nil {
			return 0, err
		}
		if !v.integral() {
			return 0, fmt.Errorf("%w: arithmetic on %v", ErrUnsupported, v)
		}
		switch op {
		case OpAbs:
			if (v.Type == 0 || v.signedType()) && v.int() < 0 {
				v = v.with(-v.Uint)
			}
		case OpNeg:
			v = v.with(-v.Uint)
		case OpNot:
			v = v.with(^v.Uint)
		case OpPlusUconst:
			v = v.with(v.Uint + o.Args[0])
		}
		ev.pushValue(v)
	case OpAnd, OpDiv, OpMinus, OpMod, OpMul, OpOr, OpPlus, OpShl, OpShr, OpShra, OpXor,
		OpEq, OpGe, OpGt, OpLe, OpLt, OpNe:
		return fallThrough, ev.binary(op)

	case OpSkip:
		return ev.target(o)
	case OpBra:
		v, err := ev.popInt()
		if err != nil {
			return 0, err
		}
		if v.Uint != 0 {
			return ev.target(o)
		}

	case OpRegx:
		ev.pushLoc(Location{Kind: LocRegister, Reg: o.Args[0]})
	case OpBregx:
		return fallThrough, ev.breg(o.Args[0], o.Int(1), AspaceLLVMNone)
	case OpFbreg:
		return fallThrough, ev.fbreg(p, o.Int(0), depth)
	case OpRegvalType, OpGNURegvalType:
		t, err := ev.baseType(o.Args[1])
		if err != nil {
			return 0, err
		}
		b := ev.scratch[:t.Size]
		if err := ev.readTo(b, Location{Kind: LocRegister, Reg: o.Args[0]}, 8*uint64(t.Size)); err != nil {
			return 0, err
		}
		ev.pushValue(valueFromBytes(o.Args[1], t.Size, t.Encoding, b, bo))

	case OpPiece:
		if o.Args[0] > math.MaxUint64/8 {
			return 0, fmt.Errorf("%w: a %d-byte piece", ErrOutside, o.Args[0])
		}
		return fallThrough, ev.piece(8*o.Args[0], 0)
	case OpBitPiece:
		return fallThrough, ev.piece(o.Args[0], o.Args[1])
	case OpIntelPieceStack:
		size, err := ev.popInt()
		if err != nil {
			return 0, err
		}
		if size.Uint > math.MaxUint64/8 {
			return 0, fmt.Errorf("%w: a %d-byte piece", ErrOutside, size.Uint)
		}
		return fallThrough, ev.piece(8*size.Uint, 0)
	case OpIntelBitPieceStack:
		size, off, err := ev.popTwoInts()
		if err != nil {
			return 0, err
		}
		return fallThrough, ev.piece(size.Uint, off.Uint)

	case OpImplicitValue:
		ev.pushLoc(Location{Kind: LocImplicit, Value: o.Block})
	case OpStackValue:
		v, err := ev.popValue()
		if err != nil {
			return 0, err
		}
		ev.push(entry{kind: entLoc, loc: Location{Kind: LocImplicit, Value: v.Bytes(bo)}, v: v, sv: true})
	case OpImplicitPointer, OpGNUImplicitPointer:
		ev.pushLoc(Location{Kind: LocImplicitPointer, DIE: o.Args[0], PtrOffset: o.Int(1)})
	case OpLegacyAspaceImplicitPointer:
		as, err := ev.popInt()
		if err != nil {
			return 0, err
		}
		if _, err := ev.m.spaceAddrSize(AddrSpace(as.Uint)); err != nil {
			return 0, err
		}
		ev.pushLoc(Location{Kind: LocImplicitPointer, Space: AddrSpace(as.Uint), DIE: o.Args[0], PtrOffset: o.Int(1)})

	case OpNop, OpGNUUninit:
	case OpCallFrameCFA, OpPushObjectAddress:
		l, what := ev.m.CFA, "CFA"
		if op == OpPushObjectAddress {
			l, what = ev.m.Object, "object address"
		}
		if l == nil {
			return 0, fmt.Errorf("%w: no %s", ErrNoState, what)
		}
		ev.pushLoc(*l)
	case OpEntryValue, OpGNUEntryValue:
		return ev.entryValue(p, i, depth)

	case OpConstType, OpGNUConstType:
		t, err := ev.baseType(o.Args[0])
		if err != nil {
			return 0, err
		}
		if t.Size != len(o.Block) {
			return 0, fmt.Errorf("%w: %d bytes for a %d-byte base type", ErrKind, len(o.Block), t.Size)
		}
		ev.pushValue(valueFromBytes(o.Args[0], t.Size, t.Encoding, o.Block, bo))
	case OpConvert, OpGNUConvert, OpReinterpret, OpGNUReinterpret:
		v, err := ev.popValue()
		if err != nil {
			return 0, err
		}
		v, err = ev.convert(v, o.Args[0], op == OpReinterpret || op == OpGNUReinterpret)
		if err != nil {
			return 0, err
		}
		ev.pushValue(v)

	case OpIntelRegs:
		r, err := ev.popInt()
		if err != nil {
			return 0, err
		}
		ev.pushLoc(Location{Kind: LocRegister, Reg: r.Uint})
	case OpIntelPushSimdLane:
		ev.pushValue(ev.generic(ev.m.Lane))
	case OpIntelPushBitPieceStack:
		size, off, err := ev.popTwoInts()
		if err != nil {
			return 0, err
		}
		e, err := ev.pop()
		if err != nil {
			return 0, err
		}
		if e.sv && ev.dialect == DialectIntel {
			// Intel's debugger leaves a stack value as it is ("the value is already on the
			// top of the stack") and the entry is a plain value again.
			ev.pushValue(e.v)
			return fallThrough, nil
		}
		l, err := ev.toLoc(&e)
		if err != nil {
			return 0, err
		}
		return fallThrough, ev.pushBits(l, off.Uint, size.Uint)
	case OpIntelRegvalBits:
		off, r, err := ev.popTwoInts()
		if err != nil {
			return 0, err
		}
		return fallThrough, ev.pushBits(Location{Kind: LocRegister, Reg: r.Uint}, off.Uint, o.Args[0])

	case OpLLVMUser:
		return fallThrough, ev.user(o, sub)

	case OpCall2, OpCall4, OpCallRef, OpFormTLSAddress, OpGNUPushTLSAddress, OpGNUParameterRef, OpGNUVariableValue:
		return 0, fmt.Errorf("%w: needs the debugging information entries or the run-time environment", ErrUnsupported)
	default:
		return 0, fmt.Errorf("%w: the evaluator has no meaning for it", ErrUnknownOp)
	}
	return fallThrough, err
}

// target returns the byte offset a DW_OP_skip or DW_OP_bra goes to.
func (ev *evaluator) target(o *Operation) (int, error) {
	t := int64(o.Args[0])
	if t < 0 || t > math.MaxInt32 {
		return 0, fmt.Errorf("%w: %d", ErrBranch, t)
	}
	return int(t), nil
}

func (ev *evaluator) user(o *Operation, sub UserSubOp) error {
	switch sub {
	case Nop:
	case FormAspaceAddress:
		as, err := ev.popInt()
		if err != nil {
			return err
		}
		a, err := ev.popInt()
		if err != nil {
			return err
		}
		l, err := ev.spaceAddress(AddrSpace(as.Uint), a.Uint)
		if err != nil {
			return err
		}
		ev.pushLoc(l)
	case PushLane:
		ev.pushValue(ev.generic(ev.m.Lane))
	case Offset, BitOffset:
		d, err := ev.popInt()
		if err != nil {
			return err
		}
		delta := d.int()
		if d.Type != 0 && !d.signedType() {
			if d.Uint > math.MaxInt64 {
				return fmt.Errorf("%w: displacement 0x%x", ErrOutside, d.Uint)
			}
			delta = int64(d.Uint)
		}
		if sub == Offset {
			if delta > math.MaxInt64/8 || delta < math.MinInt64/8 {
				return fmt.Errorf("%w: displacement %d bytes", ErrOutside, delta)
			}
			delta *= 8
		}
		return ev.offsetTop(delta)
	case OffsetUconst:
		if o.Args[0] > math.MaxInt64/8 {
			return fmt.Errorf("%w: displacement 0x%x bytes", ErrOutside, o.Args[0])
		}
		return ev.offsetTop(int64(o.Args[0]) * 8)
	case CallFrameEntryReg:
		ev.pushLoc(Location{Kind: LocRegister, Reg: o.Args[0], Entry: true})
	case Undefined:
		ev.pushLoc(Location{Kind: LocUndefined})
	case AspaceBregx:
		as, err := ev.popInt()
		if err != nil {
			return err
		}
		return ev.breg(o.Args[0], o.Int(1), AddrSpace(as.Uint))
	case PieceEnd:
		if len(ev.stack) == 0 || ev.stack[len(ev.stack)-1].kind != entIncomplete {
			return fmt.Errorf("%w: no incomplete composite location on the top of the stack", ErrKind)
		}
		ev.stack[len(ev.stack)-1].kind = entLoc
	case Extend:
		return ev.extend(o.Args[0], o.Args[1])
	case SelectBitPiece:
		return ev.selectBitPiece(o.Args[0], o.Args[1])
	default:
		return fmt.Errorf("%w: %v", ErrUnsupported, sub)
	}
	return nil
}

func (ev *evaluator) offsetTop(delta int64) error {
	l, err := ev.popLoc()
	if err != nil {
		return err
	}
	if l, err = ev.offsetBy(l, delta); err != nil {
		return err
	}
	ev.pushLoc(l)
	return nil
}

// spaceAddress is the memory location at address a of space as (a truncated to the
// space's address size).
func (ev *evaluator) spaceAddress(as AddrSpace, a uint64) (Location, error) {
	n, err := ev.m.spaceAddrSize(as)
	if err != nil {
		return Location{}, err
	}
	v := Value{Size: n}
	return Location{Kind: LocMemory, Space: as, Offset: v.with(a).Uint}, nil
}

// regAddress reads register r as an unsigned address of size bytes.
func (ev *evaluator) regAddress(r uint64, size int) (uint64, error) {
	b, err := ev.m.regBytes(r, false)
	if err != nil {
		return 0, err
	}
	n := len(b)
	if n > size {
		n = size
	}
	if n == 0 {
		return 0, fmt.Errorf("%w: register %d has no bytes", ErrKind, r)
	}
	bo := ev.m.Ctx.ByteOrder
	if bo == binary.BigEndian {
		b = b[len(b)-n:]
	}
	return valueFromBytes(0, n, 0, b, bo).Uint, nil
}

func (ev *evaluator) breg(r uint64, d int64, as AddrSpace) error {
	n, err := ev.m.spaceAddrSize(as)
	if err != nil {
		return err
	}
	a, err := ev.regAddress(r, n)
	if err != nil {
		return err
	}
	l, err := ev.spaceAddress(as, a+uint64(d))
	if err != nil {
		return err
	}
	ev.pushLoc(l)
	return nil
}

// fbreg evaluates the frame base and offsets it. A frame base that is a register location
// (DW_AT_frame_base DW_OP_reg6, as compilers write it) means the address that register
// holds, as debuggers read it.
func (ev *evaluator) fbreg(p *Program, d int64, depth int) error {
	if ev.m.FrameBase == nil {
		return fmt.Errorf("%w: no frame base", ErrNoState)
	}
	if depth+1 >= maxDepth {
		return fmt.Errorf("%w: frame base nested %d deep", ErrKind, depth+1)
	}
	fb, err := Prepare(ev.m.Ctx, p.dialect, ev.m.FrameBase)
	if err != nil {
		return fmt.Errorf("frame base: %w", err)
	}
	saved := ev.stack
	ev.stack = nil
	r, err := ev.run(fb, 0, len(fb.ops), depth+1)
	ev.stack, ev.dialect = saved, p.dialect
	if err != nil {
		return fmt.Errorf("frame base: %w", err)
	}
	l, err := r.Location()
	if err != nil {
		return fmt.Errorf("frame base: %w", err)
	}
	if l.Kind == LocRegister && !l.Entry && l.Offset == 0 && l.Bit == 0 {
		a, err := ev.regAddress(l.Reg, ev.m.Ctx.AddrSize)
		if err != nil {
			return fmt.Errorf("frame base: %w", err)
		}
		l = Location{Kind: LocMemory, Offset: a}
	}
	if d > math.MaxInt64/8 || d < math.MinInt64/8 {
		return fmt.Errorf("%w: displacement %d bytes", ErrOutside, d)
	}
	if l, err = ev.offsetBy(l, d*8); err != nil {
		return err
	}
	ev.pushLoc(l)
	return nil
}

// entryValue evaluates the sub-expression of DW_OP_entry_value i against the registers as
// they were on entry to the subprogram and pushes its value (a register location's
// contents, or the value it computed).
func (ev *evaluator) entryValue(p *Program, i, depth int) (int, error) {
	o := &p.ops[i]
	end := uint64(o.End()) + o.Args[0]
	if o.Args[0] > uint64(p.size) || end > uint64(p.size) || p.at[end] == 0 {
		return 0, fmt.Errorf("%w: sub-expression of %d bytes", ErrKind, o.Args[0])
	}
	if ev.m.EntryReg == nil {
		return 0, fmt.Errorf("%w: no entry values of registers", ErrNoState)
	}
	if depth+1 >= maxDepth {
		return 0, fmt.Errorf("%w: entry value nested %d deep", ErrKind, depth+1)
	}
	last := int(p.at[end]) - 1
	entryMachine := *ev.m
	entryMachine.Reg, entryMachine.EntryReg = ev.m.EntryReg, nil
	saved, savedM := ev.stack, ev.m
	ev.stack, ev.m = nil, &entryMachine
	r, err := ev.run(p, i+1, last, depth+1)
	if err == nil && !r.IsValue {
		if r.Loc.Kind != LocRegister || r.Loc.Offset != 0 || r.Loc.Bit != 0 {
			err = fmt.Errorf("%w: entry value of %v", ErrKind, r.Loc)
		} else {
			var a uint64
			a, err = ev.regAddress(r.Loc.Reg, ev.m.Ctx.AddrSize)
			r = Result{IsValue: true, Value: ev.generic(a)}
		}
	}
	ev.stack, ev.m, ev.dialect = saved, savedM, p.dialect
	if err != nil {
		return 0, err
	}
	ev.pushValue(r.Value)
	ev.skipTo = last
	return skipTo, nil
}

func (ev *evaluator) baseType(off uint64) (BaseType, error) {
	if off == 0 {
		return BaseType{Size: ev.m.Ctx.AddrSize}, nil
	}
	if ev.m.BaseType == nil {
		return BaseType{}, fmt.Errorf("%w: no base type at unit offset 0x%x", ErrNoState, off)
	}
	t, err := ev.m.BaseType(off)
	if err != nil {
		return BaseType{}, fmt.Errorf("base type at unit offset 0x%x: %w", off, err)
	}
	if t.Size < 1 || t.Size > 255 {
		return BaseType{}, fmt.Errorf("%w: base type at unit offset 0x%x has %d bytes", ErrKind, off, t.Size)
	}
	return t, nil
}

// deref reads a value from l for the DW_OP_deref and DW_OP_xderef families.
func (ev *evaluator) deref(op Op, o *Operation, l Location) error {
	size, t, typeOff := ev.m.Ctx.AddrSize, BaseType{}, uint64(0)
	switch op {
	case OpDerefSize, OpXderefSize:
		size = int(o.Args[0])
		if size < 1 || size > ev.m.Ctx.AddrSize {
			return fmt.Errorf("%w: %d bytes do not fit the %d-byte generic type", ErrKind, size, ev.m.Ctx.AddrSize)
		}
	case OpDerefType, OpXderefType, OpGNUDerefType:
		var err error
		typeOff = o.Args[1]
		if t, err = ev.baseType(typeOff); err != nil {
			return err
		}
		size = int(o.Args[0])
		if size != t.Size {
			return fmt.Errorf("%w: %d bytes for a %d-byte base type", ErrKind, size, t.Size)
		}
	}
	b := ev.scratch[:size]
	if err := ev.readTo(b, l, 8*uint64(size)); err != nil {
		return err
	}
	v := valueFromBytes(typeOff, size, t.Encoding, b, ev.m.Ctx.ByteOrder)
	if typeOff == 0 {
		v.Size = ev.m.Ctx.AddrSize // zero-extended to the generic type
	}
	ev.pushValue(v)
	return nil
}

// pushBits pushes size bits read at bit offset off of l (DW_OP_INTEL_push_bit_piece_stack,
// DW_OP_INTEL_regval_bits) as a generic value, zero-extended. Intel's debugger refuses more
// bits than the generic type has; IGC writes such reads for 3-element vectors (96 bits), so
// the evaluator pushes them as a Wide value of whole bytes, up to maxValueBits.
func (ev *evaluator) pushBits(l Location, off, size uint64) error {
	if size > maxValueBits {
		return fmt.Errorf("%w: %d bits are wider than the %d an evaluated value may have", ErrKind, size, maxValueBits)
	}
	if off > math.MaxInt64 {
		return fmt.Errorf("%w: bit offset 0x%x", ErrOutside, off)
	}
	l, err := ev.offsetBy(l, int64(off))
	if err != nil {
		return err
	}
	if size == 0 {
		ev.pushValue(ev.generic(0))
		return nil
	}
	b := ev.scratch[:(size+7)/8]
	if err := ev.readTo(b, l, size); err != nil {
		return err
	}
	bo := ev.m.Ctx.ByteOrder
	if size <= 8*uint64(ev.m.Ctx.AddrSize) {
		v := valueFromBytes(0, len(b), 0, b, bo)
		v.Size = ev.m.Ctx.AddrSize
		ev.pushValue(v)
		return nil
	}
	ev.pushValue(Value{Size: len(b), Wide: append([]byte(nil), b...)})
	return nil
}

// piece implements DW_OP_piece, DW_OP_bit_piece and Intel's computed forms: bits bits of
// the location on the top of the stack (offset by d bits) are appended to the incomplete
// composite below it, or start a new one.
func (ev *evaluator) piece(bits, d uint64) error {
	var parts []Piece
	n := len(ev.stack)
	if n == 0 || ev.stack[n-1].kind == entIncomplete {
		parts = []Piece{{Bits: bits}}
	} else {
		e := &ev.stack[n-1]
		ev.stack = ev.stack[:n-1]
		l, err := ev.toLoc(e)
		if err != nil {
			return err
		}
		if d > math.MaxInt64 {
			return fmt.Errorf("%w: bit offset 0x%x", ErrOutside, d)
		}
		if d != 0 {
			if l, err = ev.offsetBy(l, int64(d)); err != nil {
				return err
			}
		}
		if parts, err = ev.part(l, bits, nil); err != nil {
			return err
		}
	}
	if n = len(ev.stack); n > 0 && ev.stack[n-1].kind == entIncomplete {
		top := &ev.stack[n-1]
		return ev.appendParts(&top.loc, parts)
	}
	c := Location{Kind: LocComposite}
	if err := ev.appendParts(&c, parts); err != nil {
		return err
	}
	ev.push(entry{kind: entIncomplete, loc: c})
	return nil
}

// part returns the parts that bits bits at l are: l itself, or the selected parts of a
// composite.
func (ev *evaluator) part(l Location, bits uint64, out []Piece) ([]Piece, error) {
	if l.Kind == LocComposite {
		return ev.slice(&l, bits, out)
	}
	if err := ev.within(&l, bits); err != nil {
		return nil, err
	}
	if err := ev.charge(1); err != nil {
		return nil, err
	}
	return appendPiece(out, Piece{Bits: bits, Loc: l}), nil
}

// appendParts adds parts to composite c, keeping its cached size.
func (ev *evaluator) appendParts(c *Location, parts []Piece) error {
	for _, p := range parts {
		if p.Bits > maxCompositeBits-c.bits {
			return fmt.Errorf("%w: composite location of more than 2^62 bits", ErrKind)
		}
		c.bits += p.Bits
		c.Pieces = appendPiece(c.Pieces, p)
	}
	return nil
}

func (ev *evaluator) extend(s, c uint64) error {
	l, err := ev.popLoc()
	if err != nil {
		return err
	}
	if s == 0 || c == 0 {
		return fmt.Errorf("%w: element size %d, count %d", ErrKind, s, c)
	}
	if s > maxCompositeBits/c {
		return fmt.Errorf("%w: composite location of more than 2^62 bits", ErrKind)
	}
	one, err := ev.part(l, s, nil)
	if err != nil {
		return err
	}
	if n := uint64(len(one)) + 1; c > ev.work/n {
		return ev.charge(ev.work + 1)
	} else if err := ev.charge(c * n); err != nil {
		return err
	}
	out := Location{Kind: LocComposite}
	for i := uint64(0); i < c; i++ {
		if err := ev.appendParts(&out, one); err != nil {
			return err
		}
	}
	ev.pushLoc(out)
	return nil
}

func (ev *evaluator) selectBitPiece(s, c uint64) error {
	mask, err := ev.popInt()
	if err != nil {
		return err
	}
	one, err := ev.popLoc()
	if err != nil {
		return err
	}
	zero, err := ev.popLoc()
	if err != nil {
		return err
	}
	if s == 0 || c == 0 || c > 8*uint64(mask.Size) || c > 64 {
		return fmt.Errorf("%w: element size %d, count %d, %d-byte mask", ErrKind, s, c, mask.Size)
	}
	if s > maxCompositeBits/c {
		return fmt.Errorf("%w: composite location of more than 2^62 bits", ErrKind)
	}
	out := Location{Kind: LocComposite}
	for i := uint64(0); i < c; i++ {
		l := zero
		if mask.Uint>>i&1 != 0 {
			l = one
		}
		if l, err = ev.offsetBy(l, int64(i*s)); err != nil {
			return err
		}
		parts, err := ev.part(l, s, nil)
		if err != nil {
			return err
		}
		if err := ev.appendParts(&out, parts); err != nil {
			return err
		}
	}
	ev.pushLoc(out)
	return nil
}

func (ev *evaluator) binary(op Op) error {
	b, err := ev.popValue()
	if err != nil {
		return err
	}
	a, err := ev.popValue()
	if err != nil {
		return err
	}
	if a.Type != b.Type || a.Size != b.Size {
		return fmt.Errorf("%w: operands of different types (0x%x and 0x%x)", ErrKind, a.Type, b.Type)
	}
	if !a.integral() {
		return fmt.Errorf("%w: arithmetic on %v", ErrUnsupported, a)
	}
	signed := a.Type == 0 || a.signedType()
	x, y := a.Uint, b.Uint
	var r uint64
	switch op {
	case OpPlus:
		r = x + y
	case OpMinus:
		r = x - y
	case OpMul:
		r = x * y
	case OpAnd:
		r = x & y
	case OpOr:
		r = x | y
	case OpXor:
		r = x ^ y
	case OpDiv, OpMod:
		if y == 0 {
			return fmt.Errorf("%w: division by zero", ErrKind)
		}
		switch {
		case op == OpDiv && signed:
			r = uint64(a.int() / b.int())
		case op == OpDiv:
			r = x / y
		case a.Type != 0 && signed: // DW_OP_mod on the generic type is unsigned, as debuggers do it
			r = uint64(a.int() % b.int())
		default:
			r = x % y
		}
	case OpShl, OpShr:
		if y < 64 {
			if op == OpShl {
				r = x << y
			} else {
				r = x >> y
			}
		}
	case OpShra:
		if y > 63 {
			y = 63
		}
		r = uint64(a.int() >> y)
	default: // comparisons: signed for the generic type and signed types
		var lt, eq bool
		if signed {
			lt, eq = a.int() < b.int(), a.int() == b.int()
		} else {
			lt, eq = x < y, x == y
		}
		var t bool
		switch op {
		case OpEq:
			t = eq
		case OpNe:
			t = !eq
		case OpLt:
			t = lt
		case OpLe:
			t = lt || eq
		case OpGt:
			t = !lt && !eq
		case OpGe:
			t = !lt
		}
		if t {
			r = 1
		}
		ev.pushValue(ev.generic(r))
		return nil
	}
	ev.pushValue(a.with(r))
	return nil
}

// convert implements DW_OP_convert (integral types: truncate, or extend by the source's
// signedness) and DW_OP_reinterpret (same size, new type).
func (ev *evaluator) convert(v Value, to uint64, reinterpret bool) (Value, error) {
	t, err := ev.baseType(to)
	if err != nil {
		return Value{}, err
	}
	w := Value{Type: to, Size: t.Size, Encoding: t.Encoding}
	if reinterpret {
		if v.Size != t.Size {
			return Value{}, fmt.Errorf("%w: reinterpreting %d bytes as %d", ErrKind, v.Size, t.Size)
		}
		w.Uint, w.Wide = v.Uint, v.Wide
		return w, nil
	}
	if !v.integral() || !w.integral() || t.Size > 8 {
		return Value{}, fmt.Errorf("%w: conversion between base types other than integral ones", ErrUnsupported)
	}
	x := v.Uint
	if v.signedType() || (v.Type == 0 && w.signedType()) {
		x = uint64(v.int())
	}
	return w.with(x), nil
}
