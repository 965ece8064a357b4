package expr_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/bits"
	"testing"

	"hdwarf/expr"
)

// igcShape is one of IGC's computed-register patterns (reference intel-gpu-debug.md §5):
// elements of elem bytes, per GRF of grf bytes, for a kernel of SIMD width simd. SIMD32
// kernels branch on the lane into two halves with their own base registers.
type igcShape struct {
	simd, grf, elem int
	base, base2     uint64 // DWARF register of each half's first GRF
}

func (s igcShape) per() int { return s.grf / s.elem }

// regsPerHalf is how many GRFs the lanes of one half (or of the whole kernel below SIMD32)
// reach.
func (s igcShape) regsPerHalf() int {
	lanes := s.simd
	if s.simd == 32 {
		lanes = 16
	}
	return (lanes*s.elem + s.grf - 1) / s.grf
}

// half writes IGC's register number (push_simd_lane [lit16 minus] litS shr plus_uconst R
// INTEL_regs) and, when tail is given, what follows it for the lane's element.
func (s igcShape) half(b *expr.Builder, base uint64, second bool, tail func(b *expr.Builder)) {
	shift := uint8(bits.TrailingZeros(uint(s.per())))
	b.IntelPushSimdLane()
	if second {
		b.Lit(16).Op(expr.OpMinus)
	}
	b.Lit(shift).Op(expr.OpShr).PlusUconst(base).Op(expr.OpIntelRegs)
	tail(b)
}

// intel writes the whole IGC expression with tail after each INTEL_regs.
func (s igcShape) intel(b *expr.Builder, tail func(b *expr.Builder)) {
	if s.simd != 32 {
		s.half(b, s.base, false, tail)
		return
	}
	second, end := b.NewLabel(), b.NewLabel()
	b.IntelPushSimdLane().Lit(16).Op(expr.OpGe).Bra(second)
	s.half(b, s.base, false, tail)
	b.Skip(end).Mark(second)
	s.half(b, s.base2, true, tail)
	b.Mark(end)
}

// bitOffset is IGC's "push_simd_lane litM and const1u 8E mul" (the AND uses the lane as
// it is, also in the second half, as IGC writes it).
func (s igcShape) bitOffset(b *expr.Builder) {
	b.IntelPushSimdLane().Const(uint64(s.per() - 1)).Op(expr.OpAnd).Const(uint64(8 * s.elem)).Op(expr.OpMul)
}

// regs lists the GRFs of the §6 composite, in lane order.
func (s igcShape) regs() []uint64 {
	var out []uint64
	for i := 0; i < s.regsPerHalf(); i++ {
		out = append(out, s.base+uint64(i))
	}
	if s.simd == 32 {
		for i := 0; i < s.regsPerHalf(); i++ {
			out = append(out, s.base2+uint64(i))
		}
	}
	return out
}

// composite writes the §6 shape: regx R, piece G, ..., piece_end, then the lane's byte
// offset (push_lane, E, mul, offset).
func (s igcShape) composite(b *expr.Builder, regs []uint64) {
	for _, r := range regs {
		b.RegX(r).Piece(uint64(s.grf))
	}
	b.User(expr.PieceEnd).User(expr.PushLane).Const(uint64(s.elem)).Op(expr.OpMul).User(expr.Offset)
}

func (s igcShape) String() string {
	return fmt.Sprintf("SIMD%d, %d-byte GRFs, %d-byte elements", s.simd, s.grf, s.elem)
}

// TestIGCComputedRegisters evaluates IGC's computed-register expressions on every lane of
// SIMD8/16/32 kernels with 32- and 64-byte GRFs and 1- to 8-byte elements, and shows each
// equal to the heterogeneous-debugging composite of reference §6: the lane's location (the
// INTEL_regs register offset by the lane's bits) is the same storage as the composite's
// offset location; the value IGC reads with DW_OP_INTEL_push_bit_piece_stack (with and
// without DW_OP_stack_value) is the value deref_size reads from the composite; and the
// registers the lanes reach are exactly the composite's registers.
func TestIGCComputedRegisters(t *testing.T) {
	shapes, lanes := 0, 0
	for _, simd := range []int{8, 16, 32} {
		for _, grf := range []int{32, 64} {
			for _, elem := range []int{1, 2, 4, 8} {
				s := igcShape{simd: simd, grf: grf, elem: elem, base: 40, base2: 72}
				if simd == 32 && s.per() > 16 {
					continue // IGC splits SIMD32 only where a half fills whole GRFs
				}
				lanes += checkShape(t, s, s.regs())
				shapes++
			}
		}
	}
	t.Logf("%d shapes, %d lane evaluations of 6 expressions each, equal to the §6 composite", shapes, lanes)

	// The comparison can fail: a composite one register off differs on some lane.
	s := igcShape{simd: 16, grf: 32, elem: 8, base: 40}
	regs := s.regs()
	regs[1]++
	m := testMachine(evalCtx, s.grf)
	m.Lanes = 16
	differ := false
	for l := uint64(0); l < 16 && !differ; l++ {
		m.Lane = l
		a := evalOK(t, m, intel, func(b *expr.Builder) { s.intel(b, func(b *expr.Builder) { s.bitOffset(b); b.User(expr.BitOffset) }) })
		c := evalOK(t, m, user, func(b *expr.Builder) { s.composite(b, regs) })
		same, err := expr.Same(m, a, c, uint64(8*s.elem))
		differ = err == nil && !same
	}
	if !differ {
		t.Error("a composite with a wrong register is the same as IGC's expression on every lane")
	}
}

func evalOK(t *testing.T, m *expr.Machine, d expr.Dialect, f func(b *expr.Builder)) expr.Result {
	t.Helper()
	code := build(t, d, f)
	r, err := expr.Eval(code, d, m)
	if err != nil {
		t.Fatalf("lane %d: %v\n%s", m.Lane, err, expr.Format(evalCtx, d, code, expr.PrintOptions{}))
	}
	return r
}

func checkShape(t *testing.T, s igcShape, regs []uint64) int {
	t.Helper()
	m := testMachine(evalCtx, s.grf)
	m.Lanes = uint64(s.simd)
	bitsE := uint64(8 * s.elem)
	reached := map[uint64]bool{}
	for l := 0; l < s.simd; l++ {
		m.Lane = uint64(l)
		// The lane's location, both ways.
		il := evalOK(t, m, intel, func(b *expr.Builder) { s.intel(b, func(b *expr.Builder) { s.bitOffset(b); b.User(expr.BitOffset) }) })
		cl := evalOK(t, m, user, func(b *expr.Builder) { s.composite(b, regs) })
		parts, err := expr.Resolve(m, il.Loc, bitsE)
		if err != nil || len(parts) != 1 || parts[0].Loc.Kind != expr.LocRegister {
			t.Fatalf("%v lane %d: IGC's location %v resolves to %v (%v)", s, l, il, parts, err)
		}
		half, r := 0, s.base
		if s.simd == 32 && l >= 16 {
			half, r = 16, s.base2
		}
		wantReg := r + uint64((l-half)/s.per())
		wantOff := uint64((l % s.per()) * s.elem)
		if p := parts[0].Loc; p.Reg != wantReg || p.Offset != wantOff || p.Bit != 0 {
			t.Errorf("%v lane %d: IGC's location is %v, want reg%d+0x%x", s, l, p, wantReg, wantOff)
		}
		reached[parts[0].Loc.Reg] = true
		for _, n := range []uint64{bitsE, 0} {
			if same, err := expr.Same(m, il, cl, n); err != nil || !same {
				t.Errorf("%v lane %d, %d bits: IGC's %v is not the composite's %v (%v)", s, l, n, il, cl, err)
			}
		}
		// The value read there, both ways, and as stack values.
		for _, sv := range []bool{false, true} {
			iv := evalOK(t, m, intel, func(b *expr.Builder) {
				s.intel(b, func(b *expr.Builder) {
					s.bitOffset(b)
					b.Const(bitsE).Op(expr.OpIntelPushBitPieceStack)
					if sv {
						b.StackValue()
					}
				})
			})
			cv := evalOK(t, m, user, func(b *expr.Builder) {
				s.composite(b, regs)
				b.DerefSize(uint8(s.elem))
				if sv {
					b.StackValue()
				}
			})
			if same, err := expr.Same(m, iv, cv, 0); err != nil || !same || !sameResult(iv, cv) {
				t.Errorf("%v lane %d (stack value %v): IGC reads %v, the composite %v (%v)", s, l, sv, iv, cv, err)
			}
			if !sv {
				got, err := expr.Read(m, cl.Loc, bitsE)
				want := binary.LittleEndian.AppendUint64(nil, iv.Value.Uint)[:s.elem]
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("%v lane %d: the composite holds % x, IGC read % x (%v)", s, l, got, want, err)
				}
			}
		}
	}
	if len(reached) != len(regs) {
		t.Errorf("%v: the lanes reach %d registers, the composite has %d", s, len(reached), len(regs))
	}
	for _, r := range regs {
		if !reached[r] {
			t.Errorf("%v: no lane reaches reg%d of the composite", s, r)
		}
	}
	return s.simd
}
