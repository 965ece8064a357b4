package migrate

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"sync"
	"testing"

	"hdwarf/expr"
)

// TestCheckFindsDifferences: --check accepts a rewrite that means the same and names the
// place, the lane and both expressions for one that does not.
func TestCheckFindsDifferences(t *testing.T) {
	m := &migrator{opts: Options{From: expr.DialectIntel, To: expr.DialectUser, Check: true}, lanes: 16}
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	enc := func(d expr.Dialect, ops ...expr.Operation) []byte {
		b, err := expr.Encode(ctx, d, ops)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	lane := expr.Operation{Op: expr.OpIntelPushSimdLane}
	// push_simd_lane, lit2, shr, plus_uconst 40, regs, push_simd_lane, lit3, and, const1u 64, mul, const1u 64, push_bit_piece_stack
	old := enc(expr.DialectIntel, lane, expr.Operation{Op: expr.OpLit0 + 2}, expr.Operation{Op: expr.OpShr},
		expr.Operation{Op: expr.OpPlusUconst, Args: [3]uint64{40}}, expr.Operation{Op: expr.OpIntelRegs},
		lane, expr.Operation{Op: expr.OpLit0 + 3}, expr.Operation{Op: expr.OpAnd}, expr.Operation{Op: expr.OpConst1u, Args: [3]uint64{64}},
		expr.Operation{Op: expr.OpMul}, expr.Operation{Op: expr.OpConst1u, Args: [3]uint64{64}}, expr.Operation{Op: expr.OpIntelPushBitPieceStack})
	w := newExprWork()
	where := func() string { return "DIE 0x10" }
	good, err := func() ([]byte, error) {
		m.skim = newSkimTable(m.opts.From, m.opts.To, m.translate)
		res, err := m.rewriteExprFull(w, ctx, old, nil, where)
		return append([]byte(nil), res.code...), err
	}()
	if err != nil {
		t.Fatal(err)
	}
	if err := m.check(w, ctx, old, good, where); err != nil {
		t.Fatalf("a correct rewrite fails: %v", err)
	}
	if w.checked != 1 || w.checkedEvals != 16*checkStates {
		t.Errorf("checked %d, %d evaluations; want 1, %d", w.checked, w.checkedEvals, 16*checkStates)
	}
	// The same with the composite starting one register too high.
	bad := append([]byte(nil), good...)
	bad[1]++ // DW_OP_regx R0's operand
	err = m.check(w, ctx, old, bad, where)
	if !errors.Is(err, ErrNotProven) || !strings.Contains(err.Error(), "DIE 0x10: rewrite not proven: lane 0") || !strings.Contains(err.Error(), "old ed") {
		t.Fatalf("a wrong rewrite gives %v", err)
	}
	// A composite that lost its last piece describes a smaller object, though its first
	// piece is right (an aggregate's member whose composite of registers joined the
	// aggregate's: vectors.tgllp.O2's p, lanes 16-31, without the guard).
	two := enc(expr.DialectIntel, expr.Operation{Op: expr.OpLit0 + 1}, expr.Operation{Op: expr.OpStackValue}, expr.Operation{Op: expr.OpPiece, Args: [3]uint64{4}},
		expr.Operation{Op: expr.OpLit0 + 2}, expr.Operation{Op: expr.OpStackValue}, expr.Operation{Op: expr.OpPiece, Args: [3]uint64{4}})
	one := enc(expr.DialectUser, expr.Operation{Op: expr.OpLit0 + 1}, expr.Operation{Op: expr.OpStackValue}, expr.Operation{Op: expr.OpPiece, Args: [3]uint64{4}})
	if err := m.check(w, ctx, two, one, where); !errors.Is(err, ErrNotProven) {
		t.Fatalf("a composite cut short gives %v", err)
	}
	if err := m.check(w, ctx, two, two, where); err != nil {
		t.Fatalf("the same composite gives %v", err)
	}
}

// TestIntelRewritesProveEqual rewrites random expressions built from IGC's pieces (the lane,
// small constants, arithmetic, the Intel operations, stack_value, pieces) to user and to
// intel with a SIMD32 width: no rewrite may panic, and every rewrite that succeeds must be
// proven equal by evaluation (check) on every lane.
func TestIntelRewritesProveEqual(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	r := rand.New(rand.NewSource(5))
	pieces := [][]expr.Operation{
		{{Op: expr.OpIntelPushSimdLane}},
		{{Op: expr.OpLit0 + 2}}, {{Op: expr.OpLit0 + 3}}, {{Op: expr.OpLit0 + 16}},
		{{Op: expr.OpConst1u, Args: [3]uint64{0x20}}}, {{Op: expr.OpConst1u, Args: [3]uint64{0x40}}},
		{{Op: expr.OpPlusUconst, Args: [3]uint64{0x28}}},
		{{Op: expr.OpShr}}, {{Op: expr.OpAnd}}, {{Op: expr.OpMul}}, {{Op: expr.OpMinus}},
		{{Op: expr.OpIntelRegs}}, {{Op: expr.OpIntelPushBitPieceStack}}, {{Op: expr.OpIntelRegvalBits, Args: [3]uint64{0x20}}},
		{{Op: expr.OpIntelPieceStack}}, {{Op: expr.OpIntelBitPieceStack}}, {{Op: expr.OpStackValue}},
		{{Op: expr.OpRegx, Args: [3]uint64{40}}},
		// IGC's whole computed read, as a unit
		{{Op: expr.OpIntelPushSimdLane}, {Op: expr.OpLit0 + 2}, {Op: expr.OpShr}, {Op: expr.OpPlusUconst, Args: [3]uint64{0x28}}, {Op: expr.OpIntelRegs},
			{Op: expr.OpIntelPushSimdLane}, {Op: expr.OpLit0 + 3}, {Op: expr.OpAnd}, {Op: expr.OpConst1u, Args: [3]uint64{0x40}}, {Op: expr.OpMul},
			{Op: expr.OpConst1u, Args: [3]uint64{0x40}}, {Op: expr.OpIntelPushBitPieceStack}},
	}
	proven := 0
	for _, to := range []expr.Dialect{expr.DialectUser, expr.DialectIntel} {
		m := &migrator{opts: Options{From: expr.DialectIntel, To: to, Check: true}, lanes: 32, laneCache: &sync.Map{}}
		m.skim = newSkimTable(m.opts.From, m.opts.To, m.translate)
		w := newExprWork()
		for n := 0; n < 8000; n++ {
			var ops []expr.Operation
			for k := 1 + r.Intn(5); k > 0; k-- {
				ops = append(ops, pieces[r.Intn(len(pieces))]...)
			}
			for i := range ops {
				ops[i].Offset = -1
			}
			code, err := expr.Encode(ctx, expr.DialectIntel, ops)
			if err != nil {
				continue
			}
			where := func() string { return fmt.Sprintf("expression % x", code) }
			before := w.checked
			if _, err := m.rewriteExpr(w, ctx, code, nil, where); err != nil {
				if strings.Contains(err.Error(), "--check") {
					t.Fatalf("to %v: %v", to, err)
				}
				continue
			}
			proven += w.checked - before
		}
	}
	// From user to intel: the shapes migrate writes, cut and mixed.
	user := func(sub expr.UserSubOp) expr.Operation { return expr.Operation{Op: expr.OpLLVMUser, Sub: sub} }
	uPieces := [][]expr.Operation{
		{user(expr.PushLane)}, {{Op: expr.OpLit0 + 2}}, {{Op: expr.OpLit0 + 3}}, {{Op: expr.OpShr}}, {{Op: expr.OpAnd}}, {{Op: expr.OpMul}},
		{{Op: expr.OpRegx, Args: [3]uint64{40}}}, {{Op: expr.OpPiece, Args: [3]uint64{32}}}, {user(expr.PieceEnd)},
		{user(expr.Offset)}, {user(expr.BitOffset)}, {{Op: expr.OpDerefSize, Args: [3]uint64{8}}}, {{Op: expr.OpStackValue}},
		// regx R, <B>, bit_offset, deref_size
		{{Op: expr.OpRegx, Args: [3]uint64{41}}, user(expr.PushLane), {Op: expr.OpLit0 + 3}, {Op: expr.OpAnd}, {Op: expr.OpConst1u, Args: [3]uint64{0x40}}, {Op: expr.OpMul},
			user(expr.BitOffset), {Op: expr.OpDerefSize, Args: [3]uint64{8}}},
		// the composite of registers 40..47 for SIMD32 lanes (4 a register), read
		append(append(func() []expr.Operation {
			var c []expr.Operation
			for r := uint64(40); r < 48; r++ {
				c = append(c, expr.Operation{Op: expr.OpRegx, Args: [3]uint64{r}}, expr.Operation{Op: expr.OpPiece, Args: [3]uint64{32}})
			}
			return c
		}(), user(expr.PieceEnd), user(expr.PushLane), expr.Operation{Op: expr.OpLit0 + 2}, expr.Operation{Op: expr.OpShr},
			expr.Operation{Op: expr.OpPlusUconst, Args: [3]uint64{40}}, expr.Operation{Op: expr.OpConstu, Args: [3]uint64{40}}, expr.Operation{Op: expr.OpMinus},
			expr.Operation{Op: expr.OpConstu, Args: [3]uint64{32}}, expr.Operation{Op: expr.OpMul}, user(expr.Offset)),
			user(expr.PushLane), expr.Operation{Op: expr.OpLit0 + 3}, expr.Operation{Op: expr.OpAnd}, expr.Operation{Op: expr.OpConst1u, Args: [3]uint64{0x40}},
			expr.Operation{Op: expr.OpMul}, user(expr.BitOffset), expr.Operation{Op: expr.OpDerefSize, Args: [3]uint64{8}}),
	}
	m := &migrator{opts: Options{From: expr.DialectUser, To: expr.DialectIntel, Check: true}, lanes: 32, laneCache: &sync.Map{}}
	m.skim = newSkimTable(m.opts.From, m.opts.To, m.translate)
	w := newExprWork()
	back := 0
	for n := 0; n < 8000; n++ {
		var ops []expr.Operation
		for k := 1 + r.Intn(4); k > 0; k-- {
			ops = append(ops, uPieces[r.Intn(len(uPieces))]...)
		}
		valueGoesOn := false // ill-formed under the extension, meaningful under Intel's reading
		for i := range ops {
			ops[i].Offset = -1
			valueGoesOn = valueGoesOn || (ops[i].Op == expr.OpStackValue && i+1 < len(ops))
		}
		if valueGoesOn {
			continue
		}
		code, err := expr.Encode(ctx, expr.DialectUser, ops)
		if err != nil {
			continue
		}
		where := func() string { return fmt.Sprintf("expression % x", code) }
		before := w.checked
		res, err := m.rewriteExpr(w, ctx, code, nil, where)
		if err != nil {
			if strings.Contains(err.Error(), "--check") {
				t.Fatalf("user to intel: %v", err)
			}
			continue
		}
		if bytes.Contains(res.code, []byte{expr.OpIntelRegvalBits.Code()}) {
			back++
		}
		proven += w.checked - before
	}
	if back == 0 {
		t.Error("no composite or register read became regval_bits")
	}
	t.Logf("%d random rewrites proven equal (%d from user with regval_bits)", proven, back)
	if proven < 1000 {
		t.Errorf("only %d rewrites proven", proven)
	}
}

// TestSameCompositeUndefined: a composite of values and one of the registers holding them
// are the same when the same bits are undefined in both (IGC's trailing empty pieces,
// vectors.bmg.O2's struct); undefined bits in one place only, or other contents, are not.
func TestSameCompositeUndefined(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	m := expr.RandomMachine(ctx, 3, func(uint64) int { return 64 })
	eval := func(d expr.Dialect, ops ...expr.Operation) expr.Result {
		t.Helper()
		b, err := expr.Encode(ctx, d, ops)
		if err != nil {
			t.Fatal(err)
		}
		r, err := expr.Eval(b, d, m)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	reg, err := m.Reg(40)
	if err != nil {
		t.Fatal(err)
	}
	v := uint64(binary.LittleEndian.Uint32(reg))
	piece := func(n uint64) expr.Operation { return expr.Operation{Op: expr.OpPiece, Args: [3]uint64{n}} }
	value := []expr.Operation{{Op: expr.OpConstu, Args: [3]uint64{v}}, {Op: expr.OpStackValue}, piece(4)}
	other := []expr.Operation{{Op: expr.OpConstu, Args: [3]uint64{v ^ 1}}, {Op: expr.OpStackValue}, piece(4)}
	inReg := []expr.Operation{{Op: expr.OpRegx, Args: [3]uint64{40}}, piece(4)}
	empty := []expr.Operation{piece(4)}
	cat := func(parts ...[]expr.Operation) []expr.Operation {
		var out []expr.Operation
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	for _, c := range []struct {
		name string
		a, b []expr.Operation
		want bool
	}{
		{"value and its register, then 4 undefined bytes", cat(value, empty), cat(inReg, empty), true},
		{"undefined first in one, last in the other", cat(value, empty), cat(empty, inReg), false},
		{"other contents", cat(other, empty), cat(inReg, empty), false},
	} {
		got, err := sameComposite(m, eval(expr.DialectIntel, c.a...), eval(expr.DialectUser, c.b...), nil)
		if err != nil || got != c.want {
			t.Errorf("%s: %v (%v), want %v", c.name, got, err, c.want)
		}
	}
}
