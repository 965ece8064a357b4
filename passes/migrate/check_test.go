package migrate

import (
	"encoding/binary"
	"strings"
	"testing"

	"hdwarf/dwarfenc/expr"
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
	if err == nil || !strings.Contains(err.Error(), "DIE 0x10: --check: lane 0") || !strings.Contains(err.Error(), "old ed") {
		t.Fatalf("a wrong rewrite gives %v", err)
	}
}
