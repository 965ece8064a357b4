package expr_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"testing"
	"time"

	"hdwarf/dw/regs"
	"hdwarf/expr"
)

var evalCtx = expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binaryLE, Version: 5}

// The test machine: registers 0..15 are 8 bytes holding 0x1000*(r+1); 16..1023 are 32-byte
// GRFs whose byte i is grfByte(r, i); memory byte a of space s is memByte(s, a); an entry
// register holds the complement of the register's bytes.
func grfByte(r uint64, i int) byte { return byte(r*37 + uint64(i)*5 + 1) }

func memByte(s expr.AddrSpace, a uint64) byte { return byte(a*7 + uint64(s)*0x31 + 3) }

func regBytes(r uint64, grf int) ([]byte, error) {
	switch {
	case r < 16:
		return binary.LittleEndian.AppendUint64(nil, 0x1000*(r+1)), nil
	case r < 1024:
		b := make([]byte, grf)
		for i := range b {
			b[i] = grfByte(r, i)
		}
		return b, nil
	}
	return nil, fmt.Errorf("no register %d", r)
}

func memBytes(s expr.AddrSpace, a uint64, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = memByte(s, a+uint64(i))
	}
	return b
}

var testTypes = map[uint64]expr.BaseType{
	0x10: {Size: 4, Encoding: 0x05}, // int
	0x20: {Size: 2, Encoding: 0x07}, // unsigned short
	0x30: {Size: 8, Encoding: 0x07}, // unsigned long
	0x40: {Size: 4, Encoding: 0x04}, // float
}

func testMachine(ctx expr.Context, grf int) *expr.Machine {
	return &expr.Machine{
		Ctx: ctx,
		Reg: func(r uint64) ([]byte, error) { return regBytes(r, grf) },
		EntryReg: func(r uint64) ([]byte, error) {
			b, err := regBytes(r, grf)
			for i := range b {
				b[i] ^= 0xff
			}
			return b, err
		},
		Mem: func(s expr.AddrSpace, a uint64, buf []byte) error {
			copy(buf, memBytes(s, a, len(buf)))
			return nil
		},
		Addr: func(i uint64) (uint64, error) {
			if i < 4 {
				return 0x8000 + 8*i, nil
			}
			return 0, fmt.Errorf("no .debug_addr entry %d", i)
		},
		BaseType: func(off uint64) (expr.BaseType, error) {
			if t, ok := testTypes[off]; ok {
				return t, nil
			}
			return expr.BaseType{}, fmt.Errorf("no base type at 0x%x", off)
		},
	}
}

func gen(x uint64) expr.Result {
	return expr.Result{IsValue: true, Value: expr.Value{Size: 8, Uint: x}}
}

func le(b []byte) uint64 {
	var t [8]byte
	copy(t[:], b)
	return binary.LittleEndian.Uint64(t[:])
}

func grf(r uint64, from, n int) []byte {
	b, _ := regBytes(r, 32)
	return b[from : from+n]
}

func loc(l expr.Location) expr.Result { return expr.Result{Loc: l} }

func mem(s expr.AddrSpace, a uint64) expr.Location {
	return expr.Location{Kind: expr.LocMemory, Space: s, Offset: a}
}

func reg(r, off uint64) expr.Location {
	return expr.Location{Kind: expr.LocRegister, Reg: r, Offset: off}
}

func imp(b ...byte) expr.Location { return expr.Location{Kind: expr.LocImplicit, Value: b} }

func comp(ps ...expr.Piece) expr.Location { return expr.Location{Kind: expr.LocComposite, Pieces: ps} }

func pc(bits uint64, l expr.Location) expr.Piece { return expr.Piece{Bits: bits, Loc: l} }

var undef = expr.Location{}

func sameResult(a, b expr.Result) bool {
	if a.IsValue != b.IsValue {
		return false
	}
	if a.IsValue {
		return a.Value.Equal(b.Value)
	}
	return expr.Equal(a.Loc, b.Loc)
}

func build(t *testing.T, d expr.Dialect, f func(b *expr.Builder)) []byte {
	t.Helper()
	b := expr.Builder{Ctx: evalCtx, Dialect: d}
	f(&b)
	code, err := b.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return append([]byte(nil), code...)
}

type evalCase struct {
	name string
	d    expr.Dialect
	code func(b *expr.Builder)
	raw  []byte                // instead of code
	set  func(m *expr.Machine) // adjusts the machine
	want expr.Result
	err  error // wanted error (errors.Is); *expr.DecodeError when errDecode
}

var errDecode = errors.New("decode error")

func runEvalCases(t *testing.T, cases []evalCase) {
	t.Helper()
	for _, c := range cases {
		code := c.raw
		if c.code != nil {
			code = build(t, c.d, c.code)
		}
		m := testMachine(evalCtx, 32)
		if c.set != nil {
			c.set(m)
		}
		got, err := expr.Eval(code, c.d, m)
		switch {
		case c.err == errDecode:
			var de *expr.DecodeError
			if !errors.As(err, &de) || !errors.Is(err, expr.ErrUnknownOp) {
				t.Errorf("%s (% x): got %v, %v; want a decode error", c.name, code, got, err)
			}
		case c.err != nil:
			var ee *expr.EvalError
			if !errors.As(err, &ee) || (c.err != errAny && !errors.Is(err, c.err)) {
				t.Errorf("%s (% x): got %v, %v; want %v", c.name, code, got, err, c.err)
			}
		case err != nil:
			t.Errorf("%s (% x): %v", c.name, code, err)
		case !sameResult(got, c.want):
			t.Errorf("%s (% x):\n got %v\nwant %v", c.name, code, got, c.want)
		}
	}
}

const (
	user   = expr.DialectUser
	legacy = expr.DialectAMDLegacy
	d2020  = expr.DialectAMD2020
	intel  = expr.DialectIntel
)

func TestEvalValues(t *testing.T) {
	m1 := ^uint64(0)
	runEvalCases(t, []evalCase{
		{name: "lit31", code: func(b *expr.Builder) { b.Lit(31) }, want: gen(31)},
		{name: "const1s", code: func(b *expr.Builder) { b.Op(expr.OpConst1s, uint64(m1-1)) }, want: gen(m1 - 1)},
		{name: "const2u", code: func(b *expr.Builder) { b.Op(expr.OpConst2u, 0xbeef) }, want: gen(0xbeef)},
		{name: "const4s", code: func(b *expr.Builder) { b.Op(expr.OpConst4s, m1-2) }, want: gen(m1 - 2)},
		{name: "const8u", code: func(b *expr.Builder) { b.Op(expr.OpConst8u, 0x0900000000000080) }, want: gen(0x0900000000000080)},
		{name: "constu", code: func(b *expr.Builder) { b.Constu(300) }, want: gen(300)},
		{name: "consts", code: func(b *expr.Builder) { b.Consts(-300) }, want: gen(uint64(1<<64 - 300))},
		{name: "4-byte generic type", code: func(b *expr.Builder) { b.Lit(0).Lit(1).Op(expr.OpMinus) },
			set: func(m *expr.Machine) { m.Ctx.AddrSize = 4 }, want: expr.Result{IsValue: true, Value: expr.Value{Size: 4, Uint: 0xffffffff}}},
		{name: "constx", code: func(b *expr.Builder) { b.Op(expr.OpConstx, 2) }, want: gen(0x8010)},

		{name: "dup", code: func(b *expr.Builder) { b.Lit(5).Op(expr.OpDup).Op(expr.OpPlus) }, want: gen(10)},
		{name: "drop", code: func(b *expr.Builder) { b.Lit(1).Lit(2).Op(expr.OpDrop) }, want: gen(1)},
		{name: "over", code: func(b *expr.Builder) { b.Lit(1).Lit(5).Op(expr.OpOver).Op(expr.OpMinus) }, want: gen(4)},
		{name: "pick", code: func(b *expr.Builder) { b.Lit(7).Lit(1).Lit(2).Op(expr.OpPick, 2) }, want: gen(7)},
		{name: "swap", code: func(b *expr.Builder) { b.Lit(1).Lit(5).Op(expr.OpSwap).Op(expr.OpMinus) }, want: gen(4)},
		{name: "rot", code: func(b *expr.Builder) { b.Lit(1).Lit(2).Lit(3).Op(expr.OpRot).Op(expr.OpDrop).Op(expr.OpDrop) }, want: gen(3)},
		{name: "pick past the stack", code: func(b *expr.Builder) { b.Lit(1).Op(expr.OpPick, 1) }, err: expr.ErrUnderflow},
		{name: "plus on one entry", code: func(b *expr.Builder) { b.Lit(1).Op(expr.OpPlus) }, err: expr.ErrUnderflow},
		{name: "drop on nothing", code: func(b *expr.Builder) { b.Op(expr.OpDrop) }, err: expr.ErrUnderflow},

		{name: "plus", code: func(b *expr.Builder) { b.Lit(5).Lit(7).Op(expr.OpPlus) }, want: gen(12)},
		{name: "minus", code: func(b *expr.Builder) { b.Lit(5).Lit(7).Op(expr.OpMinus) }, want: gen(m1 - 1)},
		{name: "mul", code: func(b *expr.Builder) { b.Lit(6).Lit(7).Op(expr.OpMul) }, want: gen(42)},
		{name: "div is signed", code: func(b *expr.Builder) { b.Consts(-7).Lit(2).Op(expr.OpDiv) }, want: gen(m1 - 2)},
		{name: "mod of the generic type is unsigned", code: func(b *expr.Builder) { b.Consts(-1).Lit(16).Op(expr.OpMod) }, want: gen(15)},
		{name: "div by zero", code: func(b *expr.Builder) { b.Lit(1).Lit(0).Op(expr.OpDiv) }, err: expr.ErrKind},
		{name: "and", code: func(b *expr.Builder) { b.Lit(12).Lit(10).Op(expr.OpAnd) }, want: gen(8)},
		{name: "or", code: func(b *expr.Builder) { b.Lit(12).Lit(10).Op(expr.OpOr) }, want: gen(14)},
		{name: "xor", code: func(b *expr.Builder) { b.Lit(12).Lit(10).Op(expr.OpXor) }, want: gen(6)},
		{name: "shl", code: func(b *expr.Builder) { b.Lit(1).Lit(4).Op(expr.OpShl) }, want: gen(16)},
		{name: "shl 64", code: func(b *expr.Builder) { b.Lit(1).Const(64).Op(expr.OpShl) }, want: gen(0)},
		{name: "shr is logical", code: func(b *expr.Builder) { b.Consts(-16).Lit(2).Op(expr.OpShr) }, want: gen(m1 >> 2 &^ 3)},
		{name: "shra is arithmetic", code: func(b *expr.Builder) { b.Consts(-16).Lit(2).Op(expr.OpShra) }, want: gen(m1 - 3)},
		{name: "neg", code: func(b *expr.Builder) { b.Lit(5).Op(expr.OpNeg) }, want: gen(m1 - 4)},
		{name: "abs", code: func(b *expr.Builder) { b.Consts(-5).Op(expr.OpAbs) }, want: gen(5)},
		{name: "not", code: func(b *expr.Builder) { b.Lit(0).Op(expr.OpNot) }, want: gen(m1)},
		{name: "plus_uconst", code: func(b *expr.Builder) { b.Lit(1).PlusUconst(0x1000) }, want: gen(0x1001)},
		{name: "lt is signed", code: func(b *expr.Builder) { b.Consts(-1).Lit(1).Op(expr.OpLt) }, want: gen(1)},
		{name: "gt", code: func(b *expr.Builder) { b.Consts(-1).Lit(1).Op(expr.OpGt) }, want: gen(0)},
		{name: "le", code: func(b *expr.Builder) { b.Lit(3).Lit(3).Op(expr.OpLe) }, want: gen(1)},
		{name: "ge", code: func(b *expr.Builder) { b.Lit(2).Lit(3).Op(expr.OpGe) }, want: gen(0)},
		{name: "eq", code: func(b *expr.Builder) { b.Lit(3).Lit(3).Op(expr.OpEq) }, want: gen(1)},
		{name: "ne", code: func(b *expr.Builder) { b.Lit(3).Lit(3).Op(expr.OpNe) }, want: gen(0)},

		{name: "const_type", code: func(b *expr.Builder) { b.ConstType(0x20, []byte{0x34, 0x12}) },
			want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x20, Size: 2, Uint: 0x1234}}},
		{name: "typed compare is unsigned", code: func(b *expr.Builder) {
			b.ConstType(0x20, []byte{0xff, 0xff}).ConstType(0x20, []byte{1, 0}).Op(expr.OpLt)
		}, want: gen(0)},
		{name: "typed arithmetic wraps at the type's size", code: func(b *expr.Builder) {
			b.ConstType(0x20, []byte{0xff, 0xff}).ConstType(0x20, []byte{2, 0}).Op(expr.OpPlus)
		}, want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x20, Size: 2, Uint: 1}}},
		{name: "operands of different types", code: func(b *expr.Builder) { b.ConstType(0x20, []byte{1, 0}).Lit(1).Op(expr.OpPlus) }, err: expr.ErrKind},
		{name: "float arithmetic", code: func(b *expr.Builder) {
			b.ConstType(0x40, []byte{0, 0, 0x80, 0x3f}).ConstType(0x40, []byte{0, 0, 0x80, 0x3f}).Op(expr.OpPlus)
		}, err: expr.ErrUnsupported},
		{name: "convert sign-extends a signed type", code: func(b *expr.Builder) { b.ConstType(0x10, []byte{0xfe, 0xff, 0xff, 0xff}).Convert(0) }, want: gen(m1 - 1)},
		{name: "convert truncates", code: func(b *expr.Builder) { b.Const(0x12345).Convert(0x20) },
			want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x20, Size: 2, Uint: 0x2345}}},
		{name: "reinterpret", code: func(b *expr.Builder) { b.ConstType(0x10, []byte{0, 0, 0x80, 0x3f}).Op(expr.OpReinterpret, 0x40) },
			want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x40, Size: 4, Uint: 0x3f800000}}},
		{name: "reinterpret to another size", code: func(b *expr.Builder) { b.Lit(1).Op(expr.OpReinterpret, 0x10) }, err: expr.ErrKind},
		{name: "unknown base type", code: func(b *expr.Builder) { b.Lit(1).Convert(0x99) }, err: errAny},
	})
}

// errAny stands for "some EvalError" in cases whose cause is the machine's own error.
var errAny = errors.New("any")

func TestEvalBranches(t *testing.T) {
	runEvalCases(t, []evalCase{
		{name: "skip", code: func(b *expr.Builder) { l := b.NewLabel(); b.Lit(1).Skip(l).Lit(2).Mark(l) }, want: gen(1)},
		{name: "bra taken", code: func(b *expr.Builder) { l := b.NewLabel(); b.Lit(1).Lit(1).Bra(l).Lit(2).Mark(l) }, want: gen(1)},
		{name: "bra not taken", code: func(b *expr.Builder) { l := b.NewLabel(); b.Lit(1).Lit(0).Bra(l).Lit(2).Mark(l) }, want: gen(2)},
		{name: "loop", code: func(b *expr.Builder) { l := b.NewLabel(); b.Mark(l).Lit(1).Skip(l) }, err: expr.ErrBudget},
		{name: "counting loop ends", code: func(b *expr.Builder) {
			// lit5; L: lit1 minus dup bra L -> 0
			l := b.NewLabel()
			b.Lit(5).Mark(l).Lit(1).Op(expr.OpMinus).Op(expr.OpDup).Bra(l)
		}, want: gen(0)},
		{name: "branch into an operand", raw: []byte{0x2f, 0x01, 0x00, 0x08, 0x05}, err: expr.ErrBranch},
		{name: "branch past the end", raw: []byte{0x2f, 0x10, 0x00}, err: expr.ErrBranch},
		{name: "branch before the start", raw: []byte{0x2f, 0xf0, 0xff}, err: expr.ErrBranch},
		{name: "branch to the end", raw: []byte{0x31, 0x2f, 0x01, 0x00, 0x32}, want: gen(1)},
		{name: "bra on a location", code: func(b *expr.Builder) { l := b.NewLabel(); b.Reg(3).Bra(l).Mark(l) }, err: expr.ErrKind},
	})
}

func TestEvalLocations(t *testing.T) {
	fb := func(f func(b *expr.Builder)) func(m *expr.Machine) {
		return func(m *expr.Machine) { m.FrameBase = build(t, user, f) }
	}
	cfa := mem(0, 0x7000)
	runEvalCases(t, []evalCase{
		{name: "empty", raw: []byte{}, want: loc(undef)},
		{name: "reg3", code: func(b *expr.Builder) { b.Reg(3) }, want: loc(reg(3, 0))},
		{name: "regx", code: func(b *expr.Builder) { b.RegX(40) }, want: loc(reg(40, 0))},
		{name: "breg", code: func(b *expr.Builder) { b.Breg(2, 8) }, want: loc(mem(0, 0x3008))},
		{name: "bregx", code: func(b *expr.Builder) { b.BregX(1, -16) }, want: loc(mem(0, 0x1ff0))},
		{name: "breg plus_uconst", code: func(b *expr.Builder) { b.Breg(2, 8).PlusUconst(8) }, want: gen(0x3010)},
		{name: "regval_type", code: func(b *expr.Builder) { b.RegvalType(40, 0x10) },
			want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x10, Size: 4, Uint: le(grf(40, 0, 4))}}},
		{name: "deref_size of a register", code: func(b *expr.Builder) { b.RegX(40).DerefSize(4) }, want: gen(le(grf(40, 0, 4)))},
		{name: "deref_size inside a register", code: func(b *expr.Builder) { b.RegX(40).OffsetUconst(4).DerefSize(2) }, want: gen(le(grf(40, 4, 2)))},
		{name: "fbreg", code: func(b *expr.Builder) { b.Fbreg(-8) }, set: fb(func(b *expr.Builder) { b.Breg(1, 0x100) }), want: loc(mem(0, 0x20f8))},
		{name: "fbreg over a register frame base", code: func(b *expr.Builder) { b.Fbreg(-8) }, set: fb(func(b *expr.Builder) { b.Reg(1) }), want: loc(mem(0, 0x1ff8))},
		{name: "fbreg over call_frame_cfa", code: func(b *expr.Builder) { b.Fbreg(16) },
			set: func(m *expr.Machine) { m.CFA = &cfa; m.FrameBase = []byte{0x9c} }, want: loc(mem(0, 0x7010))},
		{name: "fbreg in the frame base", code: func(b *expr.Builder) { b.Fbreg(0) }, set: fb(func(b *expr.Builder) { b.Fbreg(0) }), err: expr.ErrKind},
		{name: "fbreg without a frame base", code: func(b *expr.Builder) { b.Fbreg(0) }, err: expr.ErrNoState},

		{name: "addr", code: func(b *expr.Builder) { b.Addr(0x1234) }, want: loc(mem(0, 0x1234))},
		{name: "addrx", code: func(b *expr.Builder) { b.Op(expr.OpAddrx, 1) }, want: loc(mem(0, 0x8008))},
		{name: "addrx without .debug_addr", code: func(b *expr.Builder) { b.Op(expr.OpAddrx, 1) }, set: func(m *expr.Machine) { m.Addr = nil }, err: expr.ErrNoState},
		{name: "deref", code: func(b *expr.Builder) { b.Addr(0x40).Deref() }, want: gen(le(memBytes(0, 0x40, 8)))},
		{name: "deref_size", code: func(b *expr.Builder) { b.Addr(0x40).DerefSize(2) }, want: gen(le(memBytes(0, 0x40, 2)))},
		{name: "deref_size 9", code: func(b *expr.Builder) { b.Addr(0x40).DerefSize(9) }, err: expr.ErrKind},
		{name: "deref_type", code: func(b *expr.Builder) { b.Addr(0x40).Op(expr.OpDerefType, 4, 0x10) },
			want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x10, Size: 4, Uint: le(memBytes(0, 0x40, 4))}}},
		{name: "xderef", code: func(b *expr.Builder) { b.Lit(3).Const(0x40).Op(expr.OpXderef) }, want: gen(le(memBytes(3, 0x40, 8)))},
		{name: "xderef_size", code: func(b *expr.Builder) { b.Lit(3).Const(0x40).Op(expr.OpXderefSize, 1) }, want: gen(uint64(memByte(3, 0x40)))},
		{name: "form_aspace_address", code: func(b *expr.Builder) { b.Const(0x40).Lit(3).User(expr.FormAspaceAddress) }, want: loc(mem(3, 0x40))},
		{name: "form_aspace_address truncates to the space", code: func(b *expr.Builder) { b.Const(0x100000040).Lit(3).User(expr.FormAspaceAddress) },
			set: amdSpaces, want: loc(mem(3, 0x40))},
		{name: "form_aspace_address in a space the target lacks", code: func(b *expr.Builder) { b.Const(0x40).Lit(4).User(expr.FormAspaceAddress) },
			set: amdSpaces, err: expr.ErrKind},
		{name: "aspace_bregx", code: func(b *expr.Builder) { b.Lit(5).AspaceBregx(2, 4) }, want: loc(mem(5, 0x3004))},
		{name: "a non-default space is not a value", code: func(b *expr.Builder) { b.Lit(5).AspaceBregx(2, 4).PlusUconst(1) }, err: expr.ErrKind},
		{name: "call_frame_cfa", code: func(b *expr.Builder) { b.Op(expr.OpCallFrameCFA) }, set: func(m *expr.Machine) { m.CFA = &cfa }, want: loc(cfa)},
		{name: "call_frame_cfa without a CFA", code: func(b *expr.Builder) { b.Op(expr.OpCallFrameCFA) }, err: expr.ErrNoState},
		{name: "push_object_address", code: func(b *expr.Builder) { b.Op(expr.OpPushObjectAddress).OffsetUconst(8) },
			set: func(m *expr.Machine) { o := reg(40, 0); m.Object = &o }, want: loc(reg(40, 8))},
		{name: "initial entries (DW_CFA_expression)", code: func(b *expr.Builder) { b.PlusUconst(8) },
			set: func(m *expr.Machine) { m.Initial = []expr.Location{cfa} }, want: gen(0x7008)},
		{name: "call4", code: func(b *expr.Builder) { b.Op(expr.OpCall4, 0x20) }, err: expr.ErrUnsupported},

		{name: "implicit_value", code: func(b *expr.Builder) { b.ImplicitValue([]byte{1, 2, 3}) }, want: loc(imp(1, 2, 3))},
		{name: "implicit_value deref_size", code: func(b *expr.Builder) { b.ImplicitValue([]byte{1, 2, 3}).DerefSize(2) }, want: gen(0x201)},
		{name: "implicit_value read past its end", code: func(b *expr.Builder) { b.ImplicitValue([]byte{1, 2, 3}).DerefSize(4) }, err: expr.ErrOutside},
		{name: "stack_value", code: func(b *expr.Builder) { b.Lit(5).StackValue() }, want: loc(imp(5, 0, 0, 0, 0, 0, 0, 0))},
		{name: "stack_value of a typed value", code: func(b *expr.Builder) { b.ConstType(0x20, []byte{1, 2}).StackValue() }, want: loc(imp(1, 2))},
		{name: "implicit_pointer", code: func(b *expr.Builder) { b.ImplicitPointer(0x2a, 4) },
			want: loc(expr.Location{Kind: expr.LocImplicitPointer, DIE: 0x2a, PtrOffset: 4})},
		{name: "implicit_pointer cannot be read", code: func(b *expr.Builder) { b.ImplicitPointer(0x2a, 4).Deref() }, err: expr.ErrUnsupported},
		{name: "arithmetic after stack_value", code: func(b *expr.Builder) { b.Lit(5).StackValue().Lit(1).Op(expr.OpPlus) }, err: expr.ErrKind},
		{name: "undefined", code: func(b *expr.Builder) { b.User(expr.Undefined) }, want: loc(undef)},
		{name: "undefined cannot be read", code: func(b *expr.Builder) { b.User(expr.Undefined).Deref() }, err: expr.ErrUndefined},
		{name: "call_frame_entry_reg", code: func(b *expr.Builder) { b.CallFrameEntryReg(3).DerefSize(8) }, want: gen(^uint64(0x4000))},
		{name: "entry_value of a register", code: func(b *expr.Builder) { b.EntryValue(func(s *expr.Builder) { s.Reg(3) }) }, want: gen(^uint64(0x4000))},
		{name: "entry_value of a value", code: func(b *expr.Builder) {
			b.EntryValue(func(s *expr.Builder) { s.Breg(3, 0).DerefSize(1) }).Lit(1).Op(expr.OpPlus)
		}, want: gen(uint64(memByte(0, ^uint64(0x4000))) + 1)},
		{name: "entry_value without entry registers", code: func(b *expr.Builder) { b.EntryValue(func(s *expr.Builder) { s.Reg(3) }) },
			set: func(m *expr.Machine) { m.EntryReg = nil }, err: expr.ErrNoState},
		{name: "push_lane", code: func(b *expr.Builder) { b.User(expr.PushLane) }, set: func(m *expr.Machine) { m.Lane = 5 }, want: gen(5)},
		{name: "lane outside the SIMD width", code: func(b *expr.Builder) { b.User(expr.PushLane) },
			set: func(m *expr.Machine) { m.Lane, m.Lanes = 8, 8 }, err: expr.ErrKind},
		{name: "nop", code: func(b *expr.Builder) { b.Lit(1).Op(expr.OpNop).User(expr.Nop) }, want: gen(1)},
		{name: "no register contents", code: func(b *expr.Builder) { b.RegX(40).DerefSize(1) }, set: func(m *expr.Machine) { m.Reg = nil }, err: expr.ErrNoState},
		{name: "a register the machine lacks", code: func(b *expr.Builder) { b.RegX(5000).DerefSize(1) }, err: errAny},
	})
}

func amdSpaces(m *expr.Machine) {
	m.AddrSize = func(s expr.AddrSpace) (int, bool) {
		switch s {
		case expr.AspaceLLVMNone, expr.AspaceAMDGPUGeneric:
			return 8, true
		case expr.AspaceAMDGPURegion, expr.AspaceAMDGPULocal, expr.AspaceAMDGPUPrivateLane, expr.AspaceAMDGPUPrivateWave:
			return 4, true
		}
		return 0, false
	}
}

func TestEvalComposites(t *testing.T) {
	r40r41 := func(b *expr.Builder) { b.RegX(40).Piece(32).RegX(41).Piece(32).User(expr.PieceEnd) }
	withOff := func(l expr.Location, off uint64) expr.Location { l.Offset = off; return l }
	c4041 := comp(pc(256, reg(40, 0)), pc(256, reg(41, 0)))
	runEvalCases(t, []evalCase{
		{name: "DWARF 5 pieces", code: func(b *expr.Builder) { b.Reg(3).Piece(4).Reg(4).Piece(4) }, want: loc(comp(pc(32, reg(3, 0)), pc(32, reg(4, 0))))},
		{name: "bit_piece", code: func(b *expr.Builder) { b.RegX(40).BitPiece(32, 64) }, want: loc(comp(pc(32, reg(40, 8))))},
		{name: "empty piece", code: func(b *expr.Builder) { b.Piece(4).Reg(3).Piece(4) }, want: loc(comp(pc(32, undef), pc(32, reg(3, 0))))},
		{name: "pieces of memory and an implicit value", code: func(b *expr.Builder) { b.Addr(0x40).Piece(2).Lit(7).StackValue().Piece(1) },
			want: loc(comp(pc(16, mem(0, 0x40)), pc(8, imp(7, 0, 0, 0, 0, 0, 0, 0))))},
		{name: "piece_end, offset", code: func(b *expr.Builder) { r40r41(b); b.OffsetUconst(40) }, want: loc(withOff(c4041, 40))},
		{name: "offset by a computed displacement", code: func(b *expr.Builder) { r40r41(b); b.Lit(5).Lit(8).Op(expr.OpMul).User(expr.Offset) }, want: loc(withOff(c4041, 40))},
		{name: "piece of a composite is flattened", code: func(b *expr.Builder) { r40r41(b); b.OffsetUconst(24).Piece(16) },
			want: loc(comp(pc(64, reg(40, 24)), pc(64, reg(41, 0))))},
		{name: "contiguous parts merge", code: func(b *expr.Builder) { b.RegX(40).BitPiece(32, 0).RegX(40).BitPiece(32, 32) }, want: loc(comp(pc(64, reg(40, 0))))},
		{name: "offset to the composite's end", code: func(b *expr.Builder) { b.RegX(40).Piece(32).User(expr.PieceEnd).OffsetUconst(32) }, err: expr.ErrOutside},
		{name: "offset to a register's last byte", code: func(b *expr.Builder) { b.RegX(40).OffsetUconst(31) }, want: loc(reg(40, 31))},
		{name: "offset past a register", code: func(b *expr.Builder) { b.RegX(40).OffsetUconst(32) }, err: expr.ErrOutside},
		{name: "negative offset", code: func(b *expr.Builder) { b.RegX(40).Consts(-1).User(expr.Offset) }, err: expr.ErrOutside},
		{name: "bit_offset", code: func(b *expr.Builder) { b.RegX(40).Lit(11).User(expr.BitOffset) },
			want: loc(expr.Location{Kind: expr.LocRegister, Reg: 40, Offset: 1, Bit: 3})},
		{name: "offset of undefined", code: func(b *expr.Builder) { b.User(expr.Undefined).OffsetUconst(1000) }, want: loc(undef)},
		{name: "offset into an implicit value", code: func(b *expr.Builder) { b.ImplicitValue([]byte{1, 2, 3}).OffsetUconst(2).DerefSize(1) }, want: gen(3)},
		{name: "offset past an implicit value", code: func(b *expr.Builder) { b.ImplicitValue([]byte{1, 2, 3}).OffsetUconst(3) }, err: expr.ErrOutside},
		{name: "offset of memory", code: func(b *expr.Builder) { b.Addr(0x40).OffsetUconst(8) }, want: loc(mem(0, 0x48))},
		{name: "offset below address 0", code: func(b *expr.Builder) { b.Addr(0x40).Consts(-0x41).User(expr.Offset) }, err: expr.ErrOutside},
		{name: "offset past a 4-byte address space", code: func(b *expr.Builder) { b.Const(0xfffffff0).Lit(3).User(expr.FormAspaceAddress).OffsetUconst(16) },
			set: amdSpaces, err: expr.ErrOutside},
		{name: "piece past a register", code: func(b *expr.Builder) { b.RegX(40).Piece(33) }, err: expr.ErrOutside},
		{name: "bit_piece past a register", code: func(b *expr.Builder) { b.RegX(40).BitPiece(64, 200) }, err: expr.ErrOutside},
		{name: "piece past a composite", code: func(b *expr.Builder) { r40r41(b); b.Piece(65) }, err: expr.ErrOutside},
		{name: "piece of a typed value", code: func(b *expr.Builder) { b.ConstType(0x20, []byte{1, 2}).Piece(2) }, err: expr.ErrKind},
		{name: "extend", code: func(b *expr.Builder) { b.Reg(3).Extend(32, 2) }, want: loc(comp(pc(32, reg(3, 0)), pc(32, reg(3, 0))))},
		{name: "extend undefined", code: func(b *expr.Builder) { b.User(expr.Undefined).Extend(64, 64) }, want: loc(comp(pc(4096, undef)))},
		{name: "extend by 0", code: func(b *expr.Builder) { b.Reg(3).Extend(32, 0) }, err: expr.ErrKind},
		{name: "extend past its storage", code: func(b *expr.Builder) { b.Reg(3).Extend(65, 2) }, err: expr.ErrOutside},
		{name: "extend too often", code: func(b *expr.Builder) { b.Reg(3).Extend(1, 1<<40) }, err: expr.ErrBudget},
		{name: "select_bit_piece", code: func(b *expr.Builder) { b.RegX(40).RegX(41).Lit(5).SelectBitPiece(32, 3) },
			want: loc(comp(pc(32, reg(41, 0)), pc(32, reg(40, 4)), pc(32, reg(41, 8))))},
		{name: "select_bit_piece wider than its mask", code: func(b *expr.Builder) { b.RegX(40).RegX(41).Lit(5).SelectBitPiece(1, 65) }, err: expr.ErrKind},
		{name: "piece_end without a composite", code: func(b *expr.Builder) { b.Reg(3).User(expr.PieceEnd) }, err: expr.ErrKind},
		{name: "dup of an incomplete composite", code: func(b *expr.Builder) { b.Reg(3).Piece(4).Op(expr.OpDup) }, err: expr.ErrKind},
		{name: "offset of an incomplete composite", code: func(b *expr.Builder) { b.Reg(3).Piece(4).OffsetUconst(1) }, err: expr.ErrKind},
		{name: "an incomplete composite below a new part", code: func(b *expr.Builder) { b.Reg(3).Piece(4).Reg(4).Lit(0).User(expr.Offset).Piece(2) },
			want: loc(comp(pc(32, reg(3, 0)), pc(16, reg(4, 0))))},
	})
}

func TestEvalIntel(t *testing.T) {
	lane := func(n uint64) func(m *expr.Machine) { return func(m *expr.Machine) { m.Lane, m.Lanes = n, 8 } }
	runEvalCases(t, []evalCase{
		{name: "INTEL_regs", d: intel, code: func(b *expr.Builder) { b.Const(40).Op(expr.OpIntelRegs) }, want: loc(reg(40, 0))},
		{name: "INTEL_regs of a location", d: intel, code: func(b *expr.Builder) { b.Reg(3).Op(expr.OpIntelRegs) }, err: expr.ErrKind},
		{name: "push_simd_lane", d: intel, code: func(b *expr.Builder) { b.IntelPushSimdLane() }, set: lane(5), want: gen(5)},
		{name: "push_bit_piece_stack of a register", d: intel, code: func(b *expr.Builder) {
			b.RegX(40).Const(64).Const(32).Op(expr.OpIntelPushBitPieceStack)
		}, want: gen(le(grf(40, 8, 4)))},
		{name: "push_bit_piece_stack of memory", d: intel, code: func(b *expr.Builder) {
			b.Const(0x40).Lit(12).Lit(8).Op(expr.OpIntelPushBitPieceStack)
		}, want: gen(uint64(memByte(0, 0x41)>>4 | memByte(0, 0x42)<<4))},
		{name: "push_bit_piece_stack of a stack value", d: intel, code: func(b *expr.Builder) {
			b.Const(0x1234).StackValue().Lit(8).Lit(8).Op(expr.OpIntelPushBitPieceStack)
		}, want: gen(0x1234)},
		{name: "push_bit_piece_stack of an implicit value", d: intel, code: func(b *expr.Builder) {
			b.ImplicitValue([]byte{0x34, 0x12}).Lit(8).Lit(8).Op(expr.OpIntelPushBitPieceStack)
		}, want: gen(0x12)},
		{name: "push_bit_piece_stack of 96 bits", d: intel, code: func(b *expr.Builder) {
			b.RegX(40).Lit(0).Const(96).Op(expr.OpIntelPushBitPieceStack)
		}, want: expr.Result{IsValue: true, Value: expr.Value{Size: 12, Wide: grf(40, 0, 12)}}},
		{name: "a 96-bit value as a stack value", d: intel, code: func(b *expr.Builder) {
			b.RegX(40).Lit(0).Const(96).Op(expr.OpIntelPushBitPieceStack).StackValue().BitPiece(96, 0)
		}, want: loc(comp(pc(96, imp(grf(40, 0, 12)...))))},
		{name: "arithmetic on a 96-bit value", d: intel, code: func(b *expr.Builder) {
			b.RegX(40).Lit(0).Const(96).Op(expr.OpIntelPushBitPieceStack).Lit(1).Op(expr.OpPlus)
		}, err: expr.ErrKind},
		{name: "push_bit_piece_stack past a register", d: intel, code: func(b *expr.Builder) {
			b.RegX(40).Const(224).Const(64).Op(expr.OpIntelPushBitPieceStack)
		}, err: expr.ErrOutside},
		{name: "push_bit_piece_stack too wide", d: intel, code: func(b *expr.Builder) {
			b.RegX(40).Lit(0).Const(2048).Op(expr.OpIntelPushBitPieceStack)
		}, err: expr.ErrKind},
		{name: "regval_bits", d: intel, code: func(b *expr.Builder) { b.Const(40).Const(128).IntelRegvalBits(64) }, want: gen(le(grf(40, 16, 8)))},
		{name: "regval_bits past a register", d: intel, code: func(b *expr.Builder) { b.Const(40).Const(224).IntelRegvalBits(64) }, err: expr.ErrOutside},
		{name: "piece_stack", d: intel, code: func(b *expr.Builder) {
			b.Reg(3).Lit(4).Op(expr.OpIntelPieceStack).Reg(4).Lit(4).Op(expr.OpIntelPieceStack)
		},
			want: loc(comp(pc(32, reg(3, 0)), pc(32, reg(4, 0))))},
		{name: "bit_piece_stack", d: intel, code: func(b *expr.Builder) { b.RegX(40).Const(64).Lit(16).Op(expr.OpIntelBitPieceStack) },
			want: loc(comp(pc(16, reg(40, 8))))},
		{name: "a stack value stays a value (Intel)", d: intel, code: func(b *expr.Builder) {
			b.Const(0x12345).StackValue().Op(expr.OpConst2u, 0xffff).Op(expr.OpAnd).StackValue()
		}, want: loc(imp(0x45, 0x23, 0, 0, 0, 0, 0, 0))},
		{name: "a stack value is a location (user)", d: user, code: func(b *expr.Builder) {
			b.Const(0x12345).StackValue().Op(expr.OpConst2u, 0xffff).Op(expr.OpAnd).StackValue()
		}, err: expr.ErrKind},
		{name: "DW_OP_LLVM_user in the Intel dialect", d: intel, code: func(b *expr.Builder) { b.Const(41).Op(expr.OpIntelRegs).OffsetUconst(8) }, want: loc(reg(41, 8))},
		{name: "0xeb is not an operation of the user dialect", raw: []byte{0x30, 0xeb}, err: errDecode},
		{name: "0xe1 is not an operation of the Intel dialect", d: intel, raw: []byte{0x30, 0xe1}, err: errDecode},
		{name: "a cut-short operand", d: intel, raw: []byte{0x30, 0x08}, err: expr.ErrKind},
	})
}

// TestEvalAMDDialects evaluates every AMD legacy and 2020-draft operation the table maps to
// a DW_OP_LLVM_user sub-operation, in a small program, and the same program with the
// sub-operation: both must evaluate, to the same result.
func TestEvalAMDDialects(t *testing.T) {
	type prog struct {
		pre, post func(b *expr.Builder)
		args      []uint64
	}
	none := func(*expr.Builder) {}
	progs := map[expr.UserSubOp]prog{
		expr.FormAspaceAddress: {pre: func(b *expr.Builder) { b.Const(0x40).Lit(3) }},
		expr.PushLane:          {post: func(b *expr.Builder) { b.Lit(4).Op(expr.OpMul) }},
		expr.Offset:            {pre: func(b *expr.Builder) { b.RegX(40).Lit(4) }},
		expr.OffsetUconst:      {pre: func(b *expr.Builder) { b.RegX(40) }, args: []uint64{4}},
		expr.BitOffset:         {pre: func(b *expr.Builder) { b.RegX(40).Lit(12) }},
		expr.CallFrameEntryReg: {args: []uint64{3}, post: func(b *expr.Builder) { b.DerefSize(8) }},
		expr.Undefined:         {post: func(b *expr.Builder) { b.Piece(4) }},
		expr.AspaceBregx:       {pre: func(b *expr.Builder) { b.Lit(5) }, args: []uint64{2, 4}},
		expr.PieceEnd:          {pre: func(b *expr.Builder) { b.RegX(40).Piece(4).RegX(41).Piece(4) }, post: func(b *expr.Builder) { b.Piece(6) }},
		expr.Extend:            {pre: func(b *expr.Builder) { b.Reg(3) }, args: []uint64{32, 2}},
		expr.SelectBitPiece:    {pre: func(b *expr.Builder) { b.RegX(40).RegX(41).Lit(5) }, args: []uint64{32, 3}},
	}
	m := testMachine(evalCtx, 32)
	m.Lane = 5
	n := 0
	for _, d := range []expr.Dialect{legacy, d2020} {
		for _, op := range expr.Ops() {
			sub, ok := op.UserEquivalent()
			if !ok || !op.In(d) {
				continue
			}
			p, ok := progs[sub]
			if !ok {
				t.Errorf("%v (%v): no test program for %v", op, d, sub)
				continue
			}
			if p.pre == nil {
				p.pre = none
			}
			if p.post == nil {
				p.post = none
			}
			old := build(t, d, func(b *expr.Builder) { p.pre(b); b.Op(op, p.args...); p.post(b) })
			neu := build(t, user, func(b *expr.Builder) { p.pre(b); b.User(sub, p.args...); p.post(b) })
			ro, err := expr.Eval(old, d, m)
			if err != nil {
				t.Errorf("%v (%v) % x: %v", op, d, old, err)
				continue
			}
			ru, err := expr.Eval(neu, user, m)
			if err != nil {
				t.Errorf("%v (user) % x: %v", sub, neu, err)
				continue
			}
			same, err := expr.Same(m, ro, ru, 0)
			if err != nil || !same || !sameResult(ro, ru) {
				t.Errorf("%v (%v): %v, but %v gives %v (%v)", op, d, ro, sub, ru, err)
			}
			n++
		}
	}
	if n < len(progs)+3 {
		t.Errorf("%d operations compared; the table has %d legacy ones and 3 of the 2020 draft", n, len(progs))
	}
	// The legacy aspace_implicit_pointer has no DW_OP_LLVM_user form.
	runEvalCases(t, []evalCase{
		{name: "legacy aspace_implicit_pointer", d: legacy, raw: []byte{0x33, 0xe9, 0x2a, 0, 0, 0, 0x7c},
			want: loc(expr.Location{Kind: expr.LocImplicitPointer, Space: 3, DIE: 0x2a, PtrOffset: -4})},
		{name: "legacy aspace_implicit_pointer in a space the target lacks", d: legacy, raw: []byte{0x34, 0xe9, 0x2a, 0, 0, 0, 0x7c},
			set: amdSpaces, err: expr.ErrKind},
	})
}

func TestRandomMachine(t *testing.T) {
	a := expr.RandomMachine(evalCtx, 7, expr.IntelRegSize(64))
	b := expr.RandomMachine(evalCtx, 7, expr.IntelRegSize(64))
	c := expr.RandomMachine(evalCtx, 8, expr.IntelRegSize(64))
	ra, _ := a.Reg(regs.IntelGRF(3))
	rb, _ := b.Reg(regs.IntelGRF(3))
	rc, _ := c.Reg(regs.IntelGRF(3))
	ea, _ := a.EntryReg(regs.IntelGRF(3))
	if len(ra) != 64 || string(ra) != string(rb) || string(ra) == string(rc) || string(ra) == string(ea) {
		t.Errorf("registers: seed 7 % x, again % x, seed 8 % x, entry % x", ra, rb, rc, ea)
	}
	if n, _ := a.Reg(regs.IntelExecMask); len(n) != 8 {
		t.Errorf("ce has %d bytes", len(n))
	}
	if _, err := a.Reg(2); err == nil {
		t.Error("register 2, which IGC does not assign, exists")
	}
	if n, _ := a.Reg(regs.IntelGRF(300)); len(n) != 64 {
		t.Errorf("r300 has %d bytes", len(n))
	}
	m1, m2 := make([]byte, 16), make([]byte, 16)
	_ = a.Mem(3, 0x100, m1)
	_ = b.Mem(3, 0x108, m2[:8])
	if string(m1[8:]) != string(m2[:8]) {
		t.Errorf("memory at 0x108 reads % x and % x", m1[8:], m2[:8])
	}
	_ = a.Mem(4, 0x100, m2)
	if string(m1) == string(m2) {
		t.Error("two address spaces hold the same bytes")
	}
}

// TestSameAndRead checks the comparisons the package documentation describes.
func TestSameAndRead(t *testing.T) {
	m := testMachine(evalCtx, 32)
	eval := func(d expr.Dialect, f func(b *expr.Builder)) expr.Result {
		t.Helper()
		r, err := expr.Eval(build(t, d, f), d, m)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	u := func() expr.Result { return eval(user, func(b *expr.Builder) { b.User(expr.Undefined) }) }
	comp := eval(user, func(b *expr.Builder) { b.RegX(40).Piece(32).RegX(41).Piece(32).User(expr.PieceEnd).OffsetUconst(40) })
	igc := eval(intel, func(b *expr.Builder) { b.Const(41).Op(expr.OpIntelRegs).OffsetUconst(8) })
	r40 := eval(intel, func(b *expr.Builder) { b.Lit(9).Op(expr.OpIntelRegs) })
	for _, n := range []uint64{0, 8, 192} {
		if same, err := expr.Same(m, comp, igc, n); err != nil || !same {
			t.Errorf("%d bits: %v and %v differ (%v)", n, comp, igc, err)
		}
	}
	if same, err := expr.Same(m, comp, igc, 193); err == nil || same {
		t.Errorf("193 bits of a 192-bit extent: same %v, %v", same, err)
	}
	// nbits 0 compares the shorter extent: the rest of register 41 against a composite
	// that goes on into registers 42 and 43.
	longer := eval(user, func(b *expr.Builder) {
		b.RegX(40).Piece(32).RegX(41).Piece(32).RegX(42).Piece(32).RegX(43).Piece(32).User(expr.PieceEnd).OffsetUconst(40)
	})
	if same, err := expr.Same(m, longer, igc, 0); err != nil || !same {
		t.Errorf("%v and %v differ over the shorter extent (%v)", longer, igc, err)
	}
	if same, err := expr.Same(m, longer, igc, 25*8); err == nil && same {
		t.Errorf("%v and %v are the same over 25 bytes", longer, igc)
	}
	if same, err := expr.Same(m, u(), igc, 0); err != nil || same {
		t.Errorf("undefined is the same as %v (%v)", igc, err)
	}
	if same, err := expr.Same(m, u(), u(), 0); err != nil || !same {
		t.Errorf("undefined is not the same as undefined (%v)", err)
	}
	if same, err := expr.Same(m, comp, r40, 8); err != nil || same {
		t.Errorf("%v and %v are the same (%v)", comp, r40, err)
	}
	if expr.Equal(comp.Loc, igc.Loc) {
		t.Error("Equal compares the descriptions: a composite is not a register location")
	}
	got, err := expr.Read(m, comp.Loc, 24)
	if err != nil || string(got) != string(grf(41, 8, 3)) {
		t.Errorf("Read: % x (%v), want % x", got, err, grf(41, 8, 3))
	}
	// Reading across two parts and at a bit offset.
	across := eval(user, func(b *expr.Builder) {
		b.RegX(40).Piece(32).RegX(41).Piece(32).User(expr.PieceEnd).OffsetUconst(31).Lit(4).User(expr.BitOffset)
	})
	got, err = expr.Read(m, across.Loc, 8)
	if want := grf(40, 31, 1)[0]>>4 | grf(41, 0, 1)[0]<<4; err != nil || len(got) != 1 || got[0] != want {
		t.Errorf("Read across parts: % x (%v), want %02x", got, err, want)
	}
	// An address value and DW_OP_addr are the same location; a typed value is none.
	addr := eval(user, func(b *expr.Builder) { b.Addr(0x40) })
	val := eval(user, func(b *expr.Builder) { b.Const(0x40) })
	if same, err := expr.Same(m, addr, val, 64); err != nil || !same {
		t.Errorf("DW_OP_addr and an address value differ (%v)", err)
	}
	typed := eval(user, func(b *expr.Builder) { b.ConstType(0x20, []byte{0x40, 0}) })
	if _, err := expr.Same(m, addr, typed, 64); !errors.Is(err, expr.ErrKind) {
		t.Errorf("a typed value compared with a location: %v", err)
	}
	if same, _ := expr.Same(m, val, typed, 0); same {
		t.Error("a generic and a typed value are the same")
	}
	// Undefined parts compare equal whatever their position, and cannot be read.
	u1 := eval(user, func(b *expr.Builder) { b.Piece(4).Reg(3).Piece(4) })
	u2 := eval(user, func(b *expr.Builder) { b.User(expr.Undefined).Piece(4).Reg(3).Piece(4) })
	if same, err := expr.Same(m, u1, u2, 0); err != nil || !same {
		t.Errorf("%v and %v differ (%v)", u1, u2, err)
	}
	if _, err := expr.Read(m, u1.Loc, 64); !errors.Is(err, expr.ErrUndefined) {
		t.Errorf("reading undefined bits: %v", err)
	}
	if _, err := expr.Read(m, u1.Loc, 0); err == nil {
		t.Error("a read of 0 bits")
	}
	// Resolve to the end of each kind of storage.
	for _, c := range []struct {
		l    expr.Location
		bits uint64
	}{{reg(40, 4), 224}, {imp(1, 2, 3), 24}, {expr.Location{Kind: expr.LocImplicit, Value: []byte{1, 2}, Offset: 1, Bit: 2}, 6}} {
		ps, err := expr.Resolve(m, c.l, 0)
		if err != nil || len(ps) != 1 || ps[0].Bits != c.bits {
			t.Errorf("Resolve(%v): %v (%v), want %d bits", c.l, ps, err, c.bits)
		}
	}
	if ps, err := expr.Resolve(m, undef, 0); err != nil || len(ps) != 0 {
		t.Errorf("Resolve(undefined): %v, %v", ps, err)
	}
	if _, err := expr.Resolve(m, reg(40, 40), 8); !errors.Is(err, expr.ErrOutside) {
		t.Errorf("Resolve past a register: %v", err)
	}
	// A caller's composite whose part passes the end of its register.
	bad := expr.Location{Kind: expr.LocComposite, Pieces: []expr.Piece{pc(512, reg(40, 0))}}
	if _, err := expr.Read(m, bad, 512); !errors.Is(err, expr.ErrOutside) {
		t.Errorf("Read of a part past its register: %v", err)
	}
}

// TestEvalLinear runs expressions built to make an evaluator do quadratic work (a loop
// over a large implicit value, a composite that grows and is sliced on every turn, a stack
// that grows on every turn) at 20 to 60 KB: each must end quickly, with a result or an error.
func TestEvalLinear(t *testing.T) {
	big := make([]byte, 20000)
	cases := map[string]func(b *expr.Builder){
		"implicit value in a loop": func(b *expr.Builder) {
			l := b.NewLabel()
			b.Mark(l).ImplicitValue(big).DerefSize(8).Op(expr.OpDrop).Skip(l)
		},
		"large composite sliced in a loop": func(b *expr.Builder) {
			k := 0
			for b.Len() < 20000 {
				b.RegX(40).BitPiece(1, 0).RegX(41).BitPiece(1, 0)
				k += 2
			}
			l := b.NewLabel()
			b.User(expr.PieceEnd).Mark(l).Op(expr.OpDup).Const(uint64(k-1)).User(expr.BitOffset).BitPiece(1, 0).User(expr.PieceEnd).Op(expr.OpDrop).Skip(l)
		},
		"composite copies": func(b *expr.Builder) {
			b.RegX(40).Piece(32).RegX(41).Piece(32).User(expr.PieceEnd)
			for b.Len() < 60000 {
				b.Op(expr.OpDup).OffsetUconst(1).Piece(60).User(expr.PieceEnd).Extend(480, 64)
			}
		},
		"deep stack": func(b *expr.Builder) {
			l := b.NewLabel()
			b.Lit(0).Mark(l)
			for b.Len() < 30000 {
				b.Op(expr.OpDup).Lit(0).Op(expr.OpOver).Op(expr.OpDrop)
			}
			b.Skip(l)
		},
	}
	for name, f := range cases {
		code := build(t, user, f)
		m := testMachine(evalCtx, 32)
		start := time.Now()
		r, err := expr.Eval(code, user, m)
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%s (%d bytes): %v", name, len(code), d)
		}
		t.Logf("%s (%d bytes): %v, %v in %v", name, len(code), r.Loc.Kind, err, time.Since(start))
	}
}

// TestEvalBigEndian evaluates on a 32-bit big-endian target: operands, memory and register
// contents are read in its byte order, and the generic type has 4 bytes.
func TestEvalBigEndian(t *testing.T) {
	ctx := expr.Context{AddrSize: 4, OffsetSize: 4, ByteOrder: binary.BigEndian, Version: 4}
	m := testMachine(ctx, 32)
	b := expr.Builder{Ctx: ctx}
	b.Op(expr.OpConst4u, 0x40).DerefSize(2).Op(expr.OpConst2u, 0x100).Op(expr.OpPlus)
	code, err := b.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	r, err := expr.Eval(code, user, m)
	want := uint64(memByte(0, 0x40))<<8 | uint64(memByte(0, 0x41)) + 0x100
	if err != nil || !r.IsValue || r.Value.Uint != want || r.Value.Size != 4 {
		t.Errorf("% x: %v (%v), want 0x%x", code, r, err, want)
	}
	b.Reset()
	b.Breg(2, 0x10).Op(expr.OpStackValue)
	code, _ = b.Bytes()
	r, err = expr.Eval(code, user, m)
	// Register 2 holds 0x3000 in 8 little-endian bytes; a big-endian target reads its last
	// four (0) as the address.
	if err != nil || r.IsValue || string(r.Loc.Value) != string([]byte{0, 0, 0, 0x10}) {
		t.Errorf("% x: %v (%v)", code, r, err)
	}
}

// TestEvalGNU evaluates the GNU forms of DWARF 5 operations, which mean the same.
func TestEvalGNU(t *testing.T) {
	runEvalCases(t, []evalCase{
		{name: "GNU_encoded_addr", code: func(b *expr.Builder) { b.Op(expr.OpGNUEncodedAddr, 0x00, 0x1234) }, want: loc(mem(0, 0x1234))},
		{name: "GNU_addr_index", code: func(b *expr.Builder) { b.Op(expr.OpGNUAddrIndex, 3) }, want: loc(mem(0, 0x8018))},
		{name: "GNU_const_index", code: func(b *expr.Builder) { b.Op(expr.OpGNUConstIndex, 0) }, want: gen(0x8000)},
		{name: "GNU_regval_type", code: func(b *expr.Builder) { b.Op(expr.OpGNURegvalType, 40, 0x20) },
			want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x20, Size: 2, Uint: le(grf(40, 0, 2))}}},
		{name: "GNU_deref_type", code: func(b *expr.Builder) { b.Addr(0x40).Op(expr.OpGNUDerefType, 2, 0x20) },
			want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x20, Size: 2, Uint: le(memBytes(0, 0x40, 2))}}},
		{name: "GNU_convert", code: func(b *expr.Builder) { b.Const(0x12345).Op(expr.OpGNUConvert, 0x20) },
			want: expr.Result{IsValue: true, Value: expr.Value{Type: 0x20, Size: 2, Uint: 0x2345}}},
		{name: "GNU_entry_value", code: func(b *expr.Builder) {
			b.Add(expr.Operation{Op: expr.OpGNUEntryValue, Offset: -1, Args: [3]uint64{1}}).Reg(3)
		}, want: gen(^uint64(0x4000))},
		{name: "GNU_implicit_pointer", code: func(b *expr.Builder) { b.Op(expr.OpGNUImplicitPointer, 0x2a, 8) },
			want: loc(expr.Location{Kind: expr.LocImplicitPointer, DIE: 0x2a, PtrOffset: 8})},
		{name: "GNU_uninit", code: func(b *expr.Builder) { b.Reg(3).Op(expr.OpGNUUninit) }, want: loc(reg(3, 0))},
		{name: "GNU_parameter_ref", code: func(b *expr.Builder) { b.Op(expr.OpGNUParameterRef, 0x30) }, err: expr.ErrUnsupported},
		{name: "GNU_push_tls_address", code: func(b *expr.Builder) { b.Lit(8).Op(expr.OpGNUPushTLSAddress) }, err: expr.ErrUnsupported},
	})
}
