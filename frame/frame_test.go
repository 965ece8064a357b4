package frame

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"testing"

	"hdwarf/dw/regs"
	"hdwarf/expr"
)

func ctxFor(addr, off int, bo binary.ByteOrder, version int) Context {
	return Context{AddrSize: addr, OffsetSize: off, ByteOrder: bo, Version: version,
		CodeAlign: 4, DataAlign: -8, Dialect: expr.DialectUser}
}

// heteroExprs covers every DW_OP_LLVM_user sub-operation that LLVM 22 decodes, in the
// shapes AMDGPU CFI uses them (reference §5.1) and one at a time.
func heteroExprs(t testing.TB, ctx expr.Context) [][]byte {
	build := func(f func(b *expr.Builder)) []byte {
		b := expr.Builder{Ctx: ctx}
		f(&b)
		code, err := b.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		return append([]byte(nil), code...)
	}
	vgpr := func(n uint64) uint64 {
		r, _ := regs.AMDGPUVGPR(n, true)
		return r
	}
	out := [][]byte{
		// Kernel CFA: address 0 in private_wave.
		build(func(b *expr.Builder) { b.Lit(0).Lit(6).User(expr.FormAspaceAddress) }),
		// Function CFA with flat scratch: SGPR32 swizzled by the wave size.
		build(func(b *expr.Builder) {
			b.RegX(regs.AMDGPUSGPR(32)).DerefSize(4).Lit(6).Op(expr.OpShl).Lit(6).User(expr.FormAspaceAddress)
		}),
		// VGPR spilled to memory, lanes selected by the entry EXEC.
		build(func(b *expr.Builder) {
			b.RegX(vgpr(40)).Op(expr.OpSwap).OffsetUconst(256).
				CallFrameEntryReg(regs.AMDGPUExecMask64).DerefSize(8).SelectBitPiece(32, 64)
		}),
		// SGPR spilled to a VGPR lane.
		build(func(b *expr.Builder) { b.RegX(vgpr(0)).OffsetUconst(12) }),
		build(func(b *expr.Builder) { b.AspaceBregx(regs.AMDGPUSGPR(33), 16) }),
	}
	for _, s := range expr.UserSubOps() {
		if s == expr.NVIDIAMux {
			continue // after LLVM 22
		}
		args := make([]uint64, len(s.Operands()))
		for i := range args {
			args[i] = uint64(i + 2)
		}
		out = append(out, build(func(b *expr.Builder) { b.User(s, args...) }))
	}
	return out
}

// TestRoundTrip encodes every instruction of the table with random operands and decodes
// it back, under every format, address size and byte order.
func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, addr := range []int{4, 8} {
		for _, off := range []int{4, 8} {
			for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
				ctx := ctxFor(addr, off, bo, 4)
				exprs := heteroExprs(t, ctx.ExprContext())
				for iter := 0; iter < 20; iter++ {
					var ins []Instruction
					for _, i := range r.Perm(len(table)) {
						ins = append(ins, randInstruction(r, ctx, table[i].op, exprs))
					}
					b, err := Encode(ctx, ins)
					if err != nil {
						t.Fatal(err)
					}
					got, err := Decode(ctx, b)
					if err != nil {
						t.Fatalf("decode % x: %v", b, err)
					}
					if len(got) != len(ins) {
						t.Fatalf("%d instructions, %d decoded", len(ins), len(got))
					}
					for i := range ins {
						w, g := ins[i], got[i]
						if g.Op != w.Op || g.Args != w.Args || !bytes.Equal(g.Expr, w.Expr) {
							t.Fatalf("instruction %d: got %v %x % x, want %v %x % x", i, g.Op, g.Args, g.Expr, w.Op, w.Args, w.Expr)
						}
					}
				}
			}
		}
	}
}

func randInstruction(r *rand.Rand, ctx Context, op Op, exprs [][]byte) Instruction {
	in := Instruction{Op: op}
	for i, k := range op.Operands() {
		var v uint64
		switch {
		case i == 0 && op&0xc0 != 0:
			v = uint64(r.Intn(64))
		case k == KindDelta:
			v = r.Uint64()
			switch op {
			case OpAdvanceLoc1:
				v &= 0xff
			case OpAdvanceLoc2:
				v &= 0xffff
			case OpAdvanceLoc4:
				v &= 0xffffffff
			}
		case k == KindAddr:
			v = r.Uint64()
			if ctx.AddrSize < 8 {
				v &= 1<<(8*uint(ctx.AddrSize)) - 1
			}
		case k == KindSFactored:
			v = uint64(int64(r.Uint64()) >> uint(r.Intn(64)))
		case k == KindExpr:
			in.Expr = exprs[r.Intn(len(exprs))]
		default:
			v = r.Uint64() >> uint(r.Intn(64))
		}
		in.Args[i] = v
	}
	return in
}

// TestProgramChoosesForms checks that the Program methods pick the encodings the DWARF
// rules require for each range of operands.
func TestProgramChoosesForms(t *testing.T) {
	ctx := ctxFor(8, 4, binary.LittleEndian, 4)
	cases := []struct {
		build func(p *Program)
		want  []Op
	}{
		{func(p *Program) { p.AdvanceLoc(4 * 63) }, []Op{OpAdvanceLoc}},
		{func(p *Program) { p.AdvanceLoc(4 * 64) }, []Op{OpAdvanceLoc1}},
		{func(p *Program) { p.AdvanceLoc(4 * 256) }, []Op{OpAdvanceLoc2}},
		{func(p *Program) { p.AdvanceLoc(4 * 65536) }, []Op{OpAdvanceLoc4}},
		{func(p *Program) { p.Offset(16, -16) }, []Op{OpOffset}},
		{func(p *Program) { p.Offset(2600, -16) }, []Op{OpOffsetExtended}},
		{func(p *Program) { p.Offset(16, 16) }, []Op{OpOffsetExtendedSF}},
		{func(p *Program) { p.DefCFA(7, 8).DefCFA(7, -8) }, []Op{OpDefCFA, OpDefCFASF}},
		{func(p *Program) { p.LLVMDefAspaceCFA(64, 0, 6).LLVMDefAspaceCFA(64, -16, 6) }, []Op{OpLLVMDefAspaceCFA, OpLLVMDefAspaceCFASF}},
		{func(p *Program) { p.Restore(3).Restore(100) }, []Op{OpRestore, OpRestoreExtended}},
	}
	for i, c := range cases {
		p := Program{Ctx: ctx}
		c.build(&p)
		b, err := p.Bytes()
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		ins, err := Decode(ctx, b)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		var got []Op
		for _, in := range ins {
			got = append(got, in.Op)
		}
		if len(got) != len(c.want) {
			t.Errorf("case %d: %v, want %v", i, got, c.want)
			continue
		}
		for j := range got {
			if got[j] != c.want[j] {
				t.Errorf("case %d: %v, want %v", i, got, c.want)
			}
		}
	}
	p := Program{Ctx: ctx}
	if _, err := p.Offset(1, -12).Bytes(); err == nil {
		t.Error("an offset that is not a multiple of the data alignment factor was accepted")
	}
	p = Program{Ctx: ctx}
	if _, err := p.Expression(1, []byte{0xeb}).Bytes(); err == nil {
		t.Error("an expression that does not decode under the dialect was accepted")
	}
}
