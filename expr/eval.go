package expr

import (
	"errors"
	"fmt"
	"sync"
)

// Machine is the state an expression is evaluated against. Only Ctx is required; an
// operation that needs a missing piece of state fails with ErrNoState.
type Machine struct {
	// Ctx gives operand sizes for decoding; Ctx.AddrSize is also the size of the generic
	// type and of default-address-space addresses, and Ctx.ByteOrder the target's.
	Ctx Context
	// Lane is the SIMD lane being evaluated (DW_OP_LLVM_push_lane,
	// DW_OP_INTEL_push_simd_lane); Lanes, when not 0, is the SIMD width and Lane must be
	// below it.
	Lane, Lanes uint64
	// Reg returns the contents of a DWARF register in target byte order; its length is the
	// register's size. EntryReg does the same for the value a register had on entry to the
	// subprogram (DW_OP_entry_value, DW_OP_LLVM_call_frame_entry_reg). The evaluator calls
	// Reg for every register whose size or contents it needs (so a wrapper can record which
	// registers an expression reaches) and never changes the bytes.
	Reg, EntryReg func(reg uint64) ([]byte, error)
	// Mem fills buf from address addr of address space space.
	Mem func(space AddrSpace, addr uint64, buf []byte) error
	// AddrSize gives the address size in bytes of an address space; ok false means the
	// target has no such space. Nil: every space exists with Ctx.AddrSize-byte addresses.
	AddrSize func(space AddrSpace) (size int, ok bool)
	// FrameBase is the subprogram's DW_AT_frame_base expression (same dialect), for
	// DW_OP_fbreg.
	FrameBase []byte
	// CFA is the canonical frame address (DW_OP_call_frame_cfa); Object is the object
	// DW_OP_push_object_address pushes.
	CFA, Object *Location
	// Initial entries are pushed before evaluation, bottom first (DW_CFA_expression and
	// DW_CFA_val_expression push the CFA).
	Initial []Location
	// Addr returns the entry of that index in the unit's .debug_addr contribution
	// (DW_OP_addrx, DW_OP_constx and their GNU forms).
	Addr func(index uint64) (uint64, error)
	// BaseType describes the base type DIE at a unit offset (DW_OP_const_type,
	// DW_OP_regval_type, DW_OP_deref_type, DW_OP_convert, DW_OP_reinterpret).
	BaseType func(unitOff uint64) (BaseType, error)
}

func (m *Machine) regBytes(reg uint64, entry bool) ([]byte, error) {
	f, what := m.Reg, "register"
	if entry {
		f, what = m.EntryReg, "entry value of register"
	}
	if f == nil {
		return nil, fmt.Errorf("%w: no %s contents", ErrNoState, what)
	}
	b, err := f(reg)
	if err != nil {
		return nil, fmt.Errorf("%s %d: %w", what, reg, err)
	}
	return b, nil
}

func (m *Machine) spaceAddrSize(s AddrSpace) (int, error) {
	if m.AddrSize == nil {
		return m.Ctx.AddrSize, nil
	}
	n, ok := m.AddrSize(s)
	if !ok || n < 1 || n > 8 {
		return 0, fmt.Errorf("%w: the target has no address space %v", ErrKind, s)
	}
	return n, nil
}

// Errors an evaluation can fail with, wrapped in an *EvalError.
var (
	ErrUnderflow   = errors.New("stack underflow")
	ErrKind        = errors.New("ill-formed") // an operand of the wrong kind or value
	ErrOutside     = errors.New("outside its storage")
	ErrBranch      = errors.New("branch target is not the start of an operation")
	ErrBudget      = errors.New("step budget exhausted")
	ErrUndefined   = errors.New("undefined storage read")
	ErrUnknownOp   = errors.New("unknown operation")
	ErrUnsupported = errors.New("not supported by the evaluator")
	ErrNoState     = errors.New("machine state missing")
)

// EvalError says which operation an evaluation failed at.
type EvalError struct {
	Offset  int // offset of the operation's opcode in the expression
	Op      string
	Dialect Dialect
	Err     error
}

func (e *EvalError) Error() string {
	if e.Op == "" {
		return fmt.Sprintf("DWARF expression (dialect %v): %v", e.Dialect, e.Err)
	}
	return fmt.Sprintf("DWARF expression (dialect %v): %s at offset 0x%x: %v", e.Dialect, e.Op, e.Offset, e.Err)
}

func (e *EvalError) Unwrap() error { return e.Err }

// Program is a decoded expression ready to be evaluated many times (every lane, several
// machine states) without decoding it again.
type Program struct {
	ops     []Operation
	at      []int32 // at[off] is 1+ the index of the operation starting at byte off, 0 elsewhere
	dialect Dialect
	size    int
}

// Prepare decodes code under dialect d for evaluation. Bytes that do not decode give an
// *EvalError that wraps the *DecodeError, and ErrUnknownOp when the opcode means nothing in
// the dialect (ErrKind when its operands are cut short).
func Prepare(ctx Context, d Dialect, code []byte) (*Program, error) {
	// The program keeps its own copy: implicit values refer to its bytes without copying
	// them on every run, and results may share them.
	code = append([]byte(nil), code...)
	ops, err := Decode(ctx, d, code)
	if err != nil {
		var de *DecodeError
		if !errors.As(err, &de) {
			return nil, &EvalError{Dialect: d, Err: err}
		}
		why := ErrKind
		if _, known := Lookup(d, code[de.OpOffset]); !known {
			why = ErrUnknownOp
		}
		return nil, &EvalError{Offset: de.OpOffset, Dialect: d, Err: fmt.Errorf("%w: %w", why, de)}
	}
	p := &Program{ops: ops, at: make([]int32, len(code)+1), dialect: d, size: len(code)}
	for i := range ops {
		p.at[ops[i].Offset] = int32(i + 1)
	}
	p.at[len(code)] = int32(len(ops) + 1)
	return p, nil
}

// Eval decodes code under dialect d and evaluates it against m.
func Eval(code []byte, d Dialect, m *Machine) (Result, error) {
	p, err := Prepare(m.Ctx, d, code)
	if err != nil {
		return Result{}, err
	}
	return p.Eval(m)
}

// Limits that keep evaluation near-linear in the expression's length whatever its bytes.
const (
	stepsPerByte     = 32      // operations executed per expression byte (loops end there)
	workPerByte      = 256     // composite parts copied per expression byte, plus workBase
	workBase         = 1 << 14 // (DW_OP_LLVM_extend 64 64 on a 64-part composite is 4096)
	maxValueBits     = 1024    // widest value push_bit_piece_stack and regval_bits can push
	maxCompositeBits = 1 << 62 // composite storage size bound (the extension bounds it by the largest address space)
	maxDepth         = 4       // nesting of DW_AT_frame_base and DW_OP_entry_value evaluations
	maxStack         = 64      // stack entries, plus 4 per expression byte
)

// Eval evaluates the program against m.
func (p *Program) Eval(m *Machine) (Result, error) {
	if m == nil {
		return Result{}, &EvalError{Dialect: p.dialect, Err: fmt.Errorf("%w: no machine", ErrNoState)}
	}
	if err := m.Ctx.check(); err != nil {
		return Result{}, &EvalError{Dialect: p.dialect, Err: err}
	}
	if m.Lanes != 0 && m.Lane >= m.Lanes {
		return Result{}, &EvalError{Dialect: p.dialect, Err: fmt.Errorf("%w: lane %d of a SIMD%d machine", ErrKind, m.Lane, m.Lanes)}
	}
	ev := evaluators.Get().(*evaluator)
	ev.m, ev.work, ev.stack = m, workBase+workPerByte*uint64(p.size), ev.stack[:0]
	for _, l := range m.Initial {
		ev.push(entry{kind: entLoc, loc: l})
	}
	r, err := ev.run(p, 0, len(p.ops), 0)
	ev.m, ev.parts = nil, ev.parts[:0]
	if cap(ev.stack) > 1024 { // a rare deep stack is not kept
		ev.stack = nil
	}
	evaluators.Put(ev)
	return r, err
}

// evaluators keeps evaluators and their stacks between runs: evaluating every lane of
// every expression of a file would otherwise spend most of its time growing stacks. What a
// pooled stack still refers to is freed when the pool is emptied, at the next collections.
var evaluators = sync.Pool{New: func() any { return new(evaluator) }}
