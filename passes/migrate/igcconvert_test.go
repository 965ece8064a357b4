package migrate

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"hdwarf/dwarfenc/expr"
)

// TestIGCConvert reads IGC 12504's DW_OP_LLVM_convert bytes as IGC means them: the
// expression of testdata/migrate/reduce.tgllp.zebin (.debug_loc 0xc1, a SIMD32 lane branch
// whose halves end in "stack_value 01 10 20 05 01 10 40 05 stack_value") gives, on every
// lane and three random machines, the 32 bits the expression reads sign-extended to 64:
// the same expression without the convert bytes evaluated and extended here.
func TestIGCConvert(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, Version: 4, ByteOrder: binary.LittleEndian}
	chain := []byte{0x01, 0x10, 0x20, 0x05, 0x01, 0x10, 0x40, 0x05, 0x9f}
	half1 := []byte{0xed, 0x33, 0x25, 0x23, 0x20, 0xeb, 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0x08, 0x20, 0xec, 0x9f}
	half2 := []byte{0xed, 0x40, 0x1c, 0x33, 0x25, 0x23, 0x22, 0xeb, 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0x08, 0x20, 0xec, 0x9f}
	// push_simd_lane, lit16, ge, bra <half 2>, half 1, skip <end>, half 2.
	build := func(tail []byte) []byte {
		h1 := append(append([]byte(nil), half1...), tail...)
		h2 := append(append([]byte(nil), half2...), tail...)
		code := []byte{0xed, 0x40, 0x2a, 0x28}
		code = binary.LittleEndian.AppendUint16(code, uint16(len(h1)+3))
		code = append(code, h1...)
		code = append(code, 0x2f)
		code = binary.LittleEndian.AppendUint16(code, uint16(len(h2)))
		return append(code, h2...)
	}
	igc, plain := build(chain), build(nil)
	if !bytes.Contains(igc, []byte{0xec, 0x9f, 0x01, 0x10, 0x20, 0x05}) {
		t.Fatalf("test expression % x", igc)
	}
	fixed, ok, err := igcConvert(ctx, igc)
	if err != nil || !ok {
		t.Fatalf("igcConvert: ok %v, %v", ok, err)
	}
	if _, err := expr.Decode(ctx, expr.DialectIntel, igc); err == nil {
		t.Fatal("IGC's bytes decode as they are")
	}
	pf, err := expr.Prepare(ctx, expr.DialectIntel, fixed)
	if err != nil {
		t.Fatal(err)
	}
	pp, err := expr.Prepare(ctx, expr.DialectIntel, plain)
	if err != nil {
		t.Fatal(err)
	}
	negative, n := 0, 0
	for state := uint64(0); state < 3; state++ {
		m := expr.RandomMachine(ctx, 7+state, func(uint64) int { return 32 })
		m.Lanes = 32
		for lane := uint64(0); lane < 32; lane++ {
			m.Lane = lane
			a, err := pf.Eval(m)
			if err != nil {
				t.Fatalf("lane %d: %v (% x)", lane, err, fixed)
			}
			b, err := pp.Eval(m)
			if err != nil {
				t.Fatalf("lane %d: %v", lane, err)
			}
			got, read := implicitUint(t, a), implicitUint(t, b)
			want := uint64(int64(int32(uint32(read))))
			if got != want {
				t.Fatalf("lane %d: got %v, want %#x (read %#x)", lane, a, want, read)
			}
			if int64(want) < 0 {
				negative++
			}
			n++
		}
	}
	if negative == 0 {
		t.Fatal("no lane read a negative value: the sign extension is not tested")
	}
	t.Logf("%d lane evaluations (%d negative) of % x as % x", n, negative, igc, fixed)

	for _, c := range []struct {
		code []byte
		want string
	}{
		{append(append([]byte(nil), half1...), 0x01, 0x10, 0x20, 0x04, 0x9f), "neither signed nor unsigned"},
		{append(append([]byte(nil), half1...), 0x01, 0x10, 0x80, 0x05, 0x9f), "cannot hold"},
		{append(append([]byte(nil), half1...), 0x01, 0x10, 0x20, 0x05), "not followed by DW_OP_stack_value"},
		{append(append([]byte(nil), half1[:len(half1)-1]...), 0x01, 0x10, 0x20, 0x05, 0x9f), "not after DW_OP_stack_value"},
		{append(append([]byte(nil), half1...), 0x01, 0x10, 0x20), "cut short"},
	} {
		_, _, err := igcConvert(ctx, c.code)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "01 10") {
			t.Errorf("% x: error %v, want %q naming the bytes", c.code, err, c.want)
		}
	}
	// Expressions without the bytes are left to decode as they are.
	if _, ok, err := igcConvert(ctx, plain); ok || err != nil {
		t.Errorf("plain expression: ok %v, %v", ok, err)
	}
}

// implicitUint is the value of DW_OP_stack_value's implicit location r.
func implicitUint(t *testing.T, r expr.Result) uint64 {
	t.Helper()
	l, err := r.Location()
	if err != nil || l.Kind != expr.LocImplicit || len(l.Value) != 8 {
		t.Fatalf("%v is not an 8-byte implicit value (%v)", r, err)
	}
	return binary.LittleEndian.Uint64(l.Value)
}
