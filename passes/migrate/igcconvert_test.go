package migrate

import (
	"bytes"
	"encoding/binary"
	"strings"
	"sync"
	"testing"

	"hdwarf/expr"
	"hdwarf/internal/leb128"
	"hdwarf/sections/intelgt"
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

// TestIGCMembers reads IGC 12504's vector elements written one after the other without
// pieces (reduce.pvc.zebin's float4 v, DIE 0x110: four reads of 128 bits at GRFs
// 10/18/26/34 + lane/4) as a composite of the elements where a SIMD32 kernel's code writes
// them component-major from IGC's first register, on every lane; a trailing fragment of
// the whole vector is dropped, and lists that do not make whole elements are refused naming
// what IGC wrote.
func TestIGCMembers(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, Version: 4, ByteOrder: binary.LittleEndian}
	elem := func(reg byte) []byte {
		return []byte{0xed, 0x32, 0x25, 0x23, reg, 0xeb, 0xed, 0x33, 0x1a, 0x08, 0x80, 0x1e, 0x08, 0x80, 0xec, 0x9f}
	}
	var code []byte
	for _, r := range []byte{0x1a, 0x22, 0x2a, 0x32} {
		code = append(code, elem(r)...)
	}
	fixed, ok, err := igcMembers(ctx, code, componentPlace(32, 64))
	if err != nil || !ok {
		t.Fatalf("igcMembers: ok %v, %v", ok, err)
	}
	p, err := expr.Prepare(ctx, expr.DialectIntel, fixed)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for state := uint64(0); state < 3; state++ {
		m := expr.RandomMachine(ctx, 11+state, func(uint64) int { return 64 })
		m.Lanes = 32
		for lane := uint64(0); lane < 32; lane++ {
			m.Lane = lane
			r, err := p.Eval(m)
			if err != nil {
				t.Fatalf("lane %d: %v", lane, err)
			}
			l, err := r.Location()
			if err != nil {
				t.Fatal(err)
			}
			got, err := expr.Read(m, l, 128)
			if err != nil {
				t.Fatalf("lane %d: %v (%v)", lane, err, r)
			}
			// Element k: 4 bytes at byte k*128 + lane*4 from GRF 10 (DWARF register 26),
			// component-major, read here from the machine directly.
			var want []byte
			for k := uint64(0); k < 4; k++ {
				reg, err := m.Reg(0x1a + (k*128+lane*4)/64)
				if err != nil {
					t.Fatal(err)
				}
				at := (k*128 + lane*4) % 64
				want = append(want, reg[at:at+4]...)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("lane %d: % x, want % x (%v)", lane, got, want, r)
			}
			n++
		}
	}
	t.Logf("%d lane evaluations of %d bytes as % x", n, len(code), fixed)

	// A trailing fragment of the whole vector (types.tgllp simd32: 3 x 96 bits) is dropped.
	e96 := []byte{0xed, 0x31, 0x25, 0x23, 0x26, 0xeb, 0xed, 0x31, 0x1a, 0x08, 0x60, 0x1e, 0x08, 0x60, 0xec, 0x9f}
	three := append(append(append(append([]byte(nil), e96...), e96...), e96...), 0x9d, 0x60, 0x00)
	fixed, ok, err = igcMembers(ctx, three, componentPlace(32, 64))
	if err != nil || !ok {
		t.Fatalf("fragment: ok %v, %v", ok, err)
	}
	ops, err := expr.Decode(ctx, expr.DialectIntel, fixed)
	if err != nil {
		t.Fatal(err)
	}
	pieces := 0
	for _, o := range ops {
		switch o.Op {
		case expr.OpPiece:
			if o.Args[0] != 4 {
				t.Errorf("piece of %d bytes, want 4", o.Args[0])
			}
			pieces++
		case expr.OpBitPiece:
			t.Errorf("the fragment is left: % x", fixed)
		}
	}
	if pieces != 3 {
		t.Errorf("%d pieces, want 3: % x", pieces, fixed)
	}

	for _, c := range []struct {
		code []byte
		want string
	}{
		{append(elem(0x1a), 0xed, 0x32, 0x25, 0x23, 0x22, 0xeb, 0xed, 0x33, 0x1a, 0x08, 0x80, 0x1e, 0x08, 0x40, 0xec, 0x9f), "read 128 bits then 64"},
		{append(append(append([]byte(nil), e96...), e96...), 0x9d, 0x40, 0x00), "not the whole vector"},
		{append(append(append([]byte(nil), e96...), e96...), e96[:len(e96)-2]...), ""}, // not a list: left alone
	} {
		_, ok, err := igcMembers(ctx, c.code, componentPlace(32, 64))
		switch {
		case c.want == "" && (ok || err != nil):
			t.Errorf("% x: ok %v, %v; want it left alone", c.code, ok, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("% x: error %v, want %q", c.code, err, c.want)
		}
	}
	// Three elements of 96 bits are 32 each; seven of 96 do not make whole bytes.
	seven := []byte{}
	for k := 0; k < 7; k++ {
		seven = append(seven, e96...)
	}
	if _, _, err := igcMembers(ctx, seven, componentPlace(32, 64)); err == nil || !strings.Contains(err.Error(), "whole bytes") {
		t.Errorf("seven elements of 96 bits: %v", err)
	}
}

// FuzzIGCFix: reading IGC's defects never panics on any bytes, and what it returns decodes
// in the Intel dialect.
func FuzzIGCFix(f *testing.F) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, Version: 4, ByteOrder: binary.LittleEndian}
	elem := []byte{0xed, 0x32, 0x25, 0x23, 0x1a, 0xeb, 0xed, 0x33, 0x1a, 0x08, 0x80, 0x1e, 0x08, 0x80, 0xec, 0x9f}
	f.Add(append(append([]byte(nil), elem...), elem...))
	f.Add([]byte{0xed, 0x33, 0x25, 0x23, 0x20, 0xeb, 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0x08, 0x20, 0xec, 0x9f, 0x01, 0x10, 0x20, 0x05, 0x01, 0x10, 0x40, 0x05, 0x9f})
	f.Add([]byte{0xed, 0x40, 0x2a, 0x28, 0x10, 0x00, 0xed, 0x31, 0x1e, 0x08, 0x60, 0xfe, 0x60, 0x9f, 0xed, 0x31, 0x1e, 0x08, 0x60, 0xfe, 0x60, 0x9f, 0x9d, 0x60, 0x00})
	// IGC 2.x: a float4 read whole per element, a 256-bit element cut to 0, a piece's size in a byte.
	r128 := []byte{0xed, 0x32, 0x25, 0x23, 0x22, 0xed, 0x33, 0x1a, 0x08, 0x80, 0x1e, 0xfe, 0x80}
	f.Add(append(append(append([]byte(nil), r128...), r128...), 0x9d, 0x00, 0x01, 0x00))
	r256 := []byte{0xed, 0x31, 0x25, 0x23, 0x2d, 0xed, 0x31, 0x1a, 0x0a, 0x00, 0x01, 0x1e, 0xfe, 0x00}
	f.Add(append(append(append([]byte(nil), r256...), r256...), 0x9d, 0x80, 0x00))
	// IGC 2.x's SIMD32 aggregate members, each skipping into its last piece's last byte.
	f.Add(append(append([]byte{0x55, 0x9d, 0x80, 0x00}, simd32Member(0x26, 0x28)...), simd32Member(0x2e, 0x36)...))
	f.Fuzz(func(t *testing.T, code []byte) {
		fixed, _, ok, err := igcFix(ctx, code, componentPlace(32, 64))
		if err != nil || !ok {
			return
		}
		if _, err := expr.Decode(ctx, expr.DialectIntel, fixed); err != nil {
			t.Fatalf("% x read as % x, which does not decode: %v", code, fixed, err)
		}
	})
}

// TestIGCBitPieces reads the operands of IGC's DW_OP_bit_piece, which IGC writes in the
// smallest fixed-size form rather than ULEB128 (vectors.pvc.O2.zebin's struct: a float4
// member as "9d 80 00", 128 bits at 0), as IGC means them, and moves branches over them;
// minimal ULEB128 operands are left alone, and a skip into such a piece is refused naming it.
func TestIGCBitPieces(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, Version: 4, ByteOrder: binary.LittleEndian}
	read32 := []byte{0xed, 0x34, 0x25, 0x23, 0x22, 0xed, 0x3f, 0x1a, 0x08, 0x20, 0x1e, 0xfe, 0x20, 0x9f}
	for _, c := range []struct {
		name       string
		code, want []byte
	}{
		{"128 bits (data1)", append(append([]byte(nil), read32...), 0x9d, 0x80, 0x00), append(append([]byte(nil), read32...), 0x9d, 0x80, 0x01, 0x00)},
		{"256 bits (data2)", append(append([]byte(nil), read32...), 0x9d, 0x00, 0x01, 0x00), append(append([]byte(nil), read32...), 0x9d, 0x80, 0x02, 0x00)},
		// skip +3 over the piece to lit0: +4 once the size takes two bytes.
		{"a branch over it", []byte{0x2f, 0x03, 0x00, 0x9d, 0x80, 0x00, 0x30}, []byte{0x2f, 0x04, 0x00, 0x9d, 0x80, 0x01, 0x00, 0x30}},
		{"ULEB128 already", append(append([]byte(nil), read32...), 0x9d, 0x80, 0x01, 0x00), nil},
		{"below 128", append(append([]byte(nil), read32...), 0x9d, 0x20, 0x00), nil},
	} {
		fixed, ok, err := igcBitPieces(ctx, c.code)
		switch {
		case err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want == nil && ok:
			t.Errorf("%s: % x read as % x; want it left alone", c.name, c.code, fixed)
		case c.want != nil && !bytes.Equal(fixed, c.want):
			t.Errorf("%s: % x read as % x (ok %v), want % x", c.name, c.code, fixed, ok, c.want)
		}
		if c.want == nil {
			continue
		}
		ops, err := expr.Decode(ctx, expr.DialectIntel, fixed)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if last := ops[len(ops)-1]; c.name != "a branch over it" && (last.Op != expr.OpBitPiece || last.Args[1] != 0 || last.Args[0] < 128) {
			t.Errorf("%s: ends in %s %d %d", c.name, last.Name(), last.Args[0], last.Args[1])
		}
	}
}

// simd32Member is IGC 2.x's member of 32 bits of an aggregate in SIMD32 halves, as
// vectors.tgllp.O2.zebin's p (.debug_loc 0x15d, at 0x7f) has it: lanes 0-15 read DWARF
// register r1+lane/8, lanes 16-31 r2+(lane-16)/8, at bit (lane%8)*32; the first half's
// piece has no stack_value, and its skip goes to the last byte of the second half's
// "stack_value, bit_piece 0x20 0" (skip +0x12).
func simd32Member(r1, r2 byte) []byte {
	half1 := []byte{0xed, 0x33, 0x25, 0x23, r1, 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0xfe, 0x20, 0x9d, 0x20, 0x00}
	half2 := []byte{0xed, 0x40, 0x1c, 0x33, 0x25, 0x23, r2, 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0xfe, 0x20, 0x9f, 0x9d, 0x20, 0x00}
	member := []byte{0xed, 0x40, 0x2a, 0x28, 0x13, 0x00}
	return append(append(append(member, half1...), 0x2f, 0x12, 0x00), half2...)
}

// TestIGCMemberSkips reads IGC 2.x's SIMD32 aggregate members as IGC means them: the first
// half's read a value (DW_OP_stack_value before its piece) and its skip past the second
// half's piece, each member one lane split after the other; on every lane and three random
// machines each member's 4 bytes are the lane's own in its half's register. A skip into a
// piece in any other shape is refused naming it.
func TestIGCMemberSkips(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, Version: 4, ByteOrder: binary.LittleEndian}
	pos := []byte{0x55, 0x9d, 0x80, 0x00} // a member before it (DW_OP_reg5), IGC's fixed-size piece
	code := append(append(append([]byte(nil), pos...), simd32Member(0x26, 0x28)...), simd32Member(0x2e, 0x36)...)
	fixed, ok, err := igcBitPieces(ctx, code)
	if err != nil || !ok {
		t.Fatalf("igcBitPieces: ok %v, %v", ok, err)
	}
	// bra +0x14 (the first half one byte longer), the first half's "stack_value, bit_piece",
	// skip +0x13 past the second half's piece.
	want := []byte{0x55, 0x9d, 0x80, 0x01, 0x00}
	for _, r := range [][2]byte{{0x26, 0x28}, {0x2e, 0x36}} {
		want = append(want, 0xed, 0x40, 0x2a, 0x28, 0x14, 0x00, 0xed, 0x33, 0x25, 0x23, r[0], 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0xfe, 0x20, 0x9f, 0x9d, 0x20, 0x00, 0x2f, 0x13, 0x00)
		want = append(want, 0xed, 0x40, 0x1c, 0x33, 0x25, 0x23, r[1], 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0xfe, 0x20, 0x9f, 0x9d, 0x20, 0x00)
	}
	if !bytes.Equal(fixed, want) {
		t.Fatalf("read as\n% x\nwant\n% x", fixed, want)
	}
	// Without a fixed-size piece anywhere the members are read alike.
	members := append(simd32Member(0x26, 0x28), simd32Member(0x2e, 0x36)...)
	if fixed2, ok, err := igcBitPieces(ctx, members); err != nil || !ok || !bytes.Equal(fixed2, want[5:]) {
		t.Errorf("members alone: ok %v, %v: % x", ok, err, fixed2)
	}
	// Every lane: pos's 16 bytes of register 5, then each member's dword in its half's
	// register.
	p, err := expr.Prepare(ctx, expr.DialectIntel, fixed)
	if err != nil {
		t.Fatal(err)
	}
	for state := uint64(0); state < 3; state++ {
		m := expr.RandomMachine(ctx, 11+state, func(uint64) int { return 32 })
		m.Lanes = 32
		for lane := uint64(0); lane < 32; lane++ {
			m.Lane = lane
			r, err := p.Eval(m)
			if err != nil {
				t.Fatalf("lane %d: %v", lane, err)
			}
			l, err := r.Location()
			if err != nil {
				t.Fatal(err)
			}
			got, err := expr.Read(m, l, 128+64)
			if err != nil {
				t.Fatalf("lane %d: %v (%v)", lane, err, r)
			}
			r5, err := m.Reg(5)
			if err != nil {
				t.Fatal(err)
			}
			want := append([]byte(nil), r5[:16]...)
			for _, reg := range [][2]uint64{{0x26, 0x28}, {0x2e, 0x36}} {
				n, half := reg[0]+lane/8, lane
				if lane >= 16 {
					n, half = reg[1]+(lane-16)/8, lane-16
				}
				b, err := m.Reg(n)
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, b[4*(half%8):4*(half%8)+4]...)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("lane %d: % x, want % x (%v)", lane, got, want, r)
			}
		}
	}
	// Refused: a skip into the piece's first operand byte, and a first half whose piece
	// differs from the second's.
	early := simd32Member(0x26, 0x28)
	early[23] = 0x11 // skip +0x11
	other := simd32Member(0x26, 0x28)
	other[20] = 0x10 // the first half's bit_piece 0x10 0
	for name, code := range map[string][]byte{"into the size": early, "another piece": other} {
		if _, _, err := igcBitPieces(ctx, code); err == nil || !strings.Contains(err.Error(), "not IGC 2.x's SIMD32 member") {
			t.Errorf("%s: %v, want a refusal", name, err)
		}
	}
	// Migrated with --check to user and to intel: every lane evaluated.
	for _, to := range []expr.Dialect{expr.DialectUser, expr.DialectIntel} {
		m := &migrator{opts: Options{From: expr.DialectIntel, To: to, Check: true}, lanes: 32, laneCache: &sync.Map{}}
		m.skim = newSkimTable(m.opts.From, m.opts.To, m.translate)
		w := newExprWork()
		if _, err := m.rewriteExpr(w, ctx, members, nil, func() string { return "members" }); err != nil {
			t.Fatalf("--to %v: %v", to, err)
		}
		if w.checked != 1 || w.checkedEvals != 32*checkStates {
			t.Errorf("--to %v: %d rewrites proven in %d lane evaluations, want 1 in %d", to, w.checked, w.checkedEvals, 32*checkStates)
		}
	}
}

// igcElems evaluates code as migrate reads it (igcFix) for a SIMD32 kernel that writes the
// vector component-major from DWARF register first (registers of grf bytes) on every lane
// and three random machines, and compares the first n*4 bytes of the result with element
// k's 4 bytes there, read from the machine directly.
func igcElems(t *testing.T, name string, code []byte, n, first, grf uint64) {
	t.Helper()
	// Component-major: element k of lane l at byte k*32*4 + l*4 from GRF first's start.
	reg := func(k, lane uint64) uint64 { return first + (k*128+lane*4)/grf }
	at := func(k, lane uint64) uint64 { return (k*128 + lane*4) % grf }
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, Version: 4, ByteOrder: binary.LittleEndian}
	fixed, _, ok, err := igcFix(ctx, code, componentPlace(32, grf))
	if err != nil || !ok {
		t.Fatalf("%s: igcFix: ok %v, %v", name, ok, err)
	}
	p, err := expr.Prepare(ctx, expr.DialectIntel, fixed)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for state := uint64(0); state < 3; state++ {
		m := expr.RandomMachine(ctx, 5+state, func(uint64) int { return 64 })
		m.Lanes = 32
		for lane := uint64(0); lane < 32; lane++ {
			m.Lane = lane
			r, err := p.Eval(m)
			if err != nil {
				t.Fatalf("%s lane %d: %v", name, lane, err)
			}
			l, err := r.Location()
			if err != nil {
				t.Fatal(err)
			}
			got, err := expr.Read(m, l, 32*n)
			if err != nil {
				t.Fatalf("%s lane %d: %v (%v)", name, lane, err, r)
			}
			var want []byte
			for k := uint64(0); k < n; k++ {
				b, err := m.Reg(reg(k, lane))
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, b[at(k, lane):at(k, lane)+4]...)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s lane %d: % x, want % x (%v; % x)", name, lane, got, want, r, fixed)
			}
		}
	}
}

// TestIGCVectors2 reads IGC 2.x's vectors: one read of the whole vector per element with no
// DW_OP_stack_value (vectors.pvc.O2's float4 a: four regval_bits 0x80 at GRFs 18/26/34/42 +
// lane/4), and a 256-bit vector whose size IGC cut to the byte 0 (wide8.tgllp.O2's uint8:
// eight regval_bits 0x0, GRF 21+16k+lane; wide8.pvc.O2's at (lane%2)*32 of GRF
// 29+16k+lane/2), and 12504's same cut in DW_OP_INTEL_push_bit_piece_stack ("lit0"): placed
// component-major from IGC's first register, as the machine code writes them.
func TestIGCVectors2(t *testing.T) {
	list := func(n int, elem func(k int) []byte) []byte {
		var code []byte
		for k := range n {
			code = append(code, elem(k)...)
		}
		return code
	}
	uleb := func(v int) []byte { return leb128.AppendUnsigned(nil, uint64(v)) }
	float4 := list(4, func(k int) []byte {
		return append(append([]byte{0xed, 0x32, 0x25, 0x23}, uleb(0x22+8*k)...), 0xed, 0x33, 0x1a, 0x08, 0x80, 0x1e, 0xfe, 0x80)
	})
	igcElems(t, "float4", float4, 4, 0x22, 64)
	// As a struct's member: IGC's fragment of the whole vector, in its fixed-size bytes.
	igcElems(t, "float4 member", append(append([]byte(nil), float4...), 0x9d, 0x80, 0x00), 4, 0x22, 64)
	uint8tgl := list(8, func(k int) []byte {
		return append(append([]byte{0xed, 0x30, 0x25, 0x23}, uleb(0x25+16*k)...), 0xed, 0x30, 0x1a, 0x0a, 0x00, 0x01, 0x1e, 0xfe, 0x00)
	})
	igcElems(t, "uint8 (32-byte GRFs)", uint8tgl, 8, 0x25, 32)
	uint8pvc := list(8, func(k int) []byte {
		return append(append([]byte{0xed, 0x31, 0x25, 0x23}, uleb(0x2d+16*k)...), 0xed, 0x31, 0x1a, 0x0a, 0x00, 0x01, 0x1e, 0xfe, 0x00)
	})
	igcElems(t, "uint8 (64-byte GRFs)", uint8pvc, 8, 0x2d, 64)
	igcElems(t, "uint8 member", append(append([]byte(nil), uint8pvc...), 0x9d, 0x00, 0x01, 0x00), 8, 0x2d, 64)
	// 12504: <R> DW_OP_INTEL_regs <B> lit0 DW_OP_INTEL_push_bit_piece_stack stack_value.
	uint8old := list(8, func(k int) []byte {
		return append(append([]byte{0xed, 0x31, 0x25, 0x23}, uleb(0x2d+16*k)...), 0xeb, 0xed, 0x31, 0x1a, 0x0a, 0x00, 0x01, 0x1e, 0x30, 0xec, 0x9f)
	})
	igcElems(t, "uint8 (12504)", uint8old, 8, 0x2d, 64)

	// Without the machine code (here: not a location list entry of a unit with code), each
	// is refused: the layout is not guessed.
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, Version: 4, ByteOrder: binary.LittleEndian}
	for name, code := range map[string][]byte{"float4": float4, "uint8 (32-byte GRFs)": uint8tgl, "uint8 (64-byte GRFs)": uint8pvc, "uint8 (12504)": uint8old} {
		for _, to := range []expr.Dialect{expr.DialectUser, expr.DialectIntel} {
			m := &migrator{opts: Options{From: expr.DialectIntel, To: to, Check: true}, lanes: 32, laneCache: &sync.Map{}}
			m.skim = newSkimTable(m.opts.From, m.opts.To, m.translate)
			w := newExprWork()
			where := func() string { return name }
			w.pcErr = errNotLocList
			if _, err := m.rewriteExpr(w, ctx, code, nil, where); err == nil || !strings.Contains(err.Error(), "no machine code to take its layout from") {
				t.Errorf("%s --to %v: %v, want a refusal", name, to, err)
			}
		}
	}
	// A read of 0 bits whose offset is no multiple of 256 bits says no size: left alone.
	zero := list(2, func(k int) []byte {
		return append(append([]byte{0xed, 0x31, 0x25, 0x23}, uleb(0x2d+16*k)...), 0xed, 0x31, 0x1a, 0x08, 0x80, 0x1e, 0xfe, 0x00)
	})
	if fixed, _, ok, err := igcFix(ctx, zero, componentPlace(32, 64)); ok || err != nil {
		t.Errorf("0 bits at a stride of 128: read as % x (%v)", fixed, err)
	}
}

// TestIGCMemberComposite: IGC 2.x's aggregate of per-element values ("regval_bits 0x20,
// stack_value, bit_piece 0x20 0" per element) is not 12504's vector defect, whatever the
// count: igcFix leaves 2, 4 and 32 elements alone (the defect's reading would cut 2 and 4
// into 16- and 8-bit pieces, and refuse 32), while 12504's elements without pieces between
// them are still read as the defect.
func TestIGCMemberComposite(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, Version: 4, ByteOrder: binary.LittleEndian}
	member := func(k int) []byte {
		return []byte{0xed, 0x34, 0x25, 0x23, byte(0x20 + k%32), 0xed, 0x3f, 0x1a, 0x08, 0x20, 0x1e, 0xfe, 0x20, 0x9f, 0x9d, 0x20, 0x00}
	}
	for _, n := range []int{2, 4, 32} {
		var code []byte
		for k := range n {
			code = append(code, member(k)...)
		}
		if fixed, _, ok, err := igcFix(ctx, code, componentPlace(32, 64)); ok || err != nil {
			t.Errorf("%d members: read as % x (%v), want them left alone", n, fixed, err)
		}
		// The defect: the same reads, each the whole vector, no pieces between.
		if n > 4 {
			continue
		}
		var defect []byte
		for k := range n {
			defect = append(defect, member(k)[:14]...)
		}
		fixed, _, ok, err := igcFix(ctx, defect, componentPlace(32, 32))
		if err != nil || !ok {
			t.Fatalf("%d elements without pieces: ok %v, %v", n, ok, err)
		}
		ops, err := expr.Decode(ctx, expr.DialectIntel, fixed)
		if err != nil {
			t.Fatal(err)
		}
		pieces := 0
		for _, o := range ops {
			if o.Op == expr.OpPiece && o.Args[0] == uint64(4/n) {
				pieces++
			}
		}
		if pieces != n {
			t.Errorf("%d elements without pieces: % x, want %d pieces of %d bytes", n, fixed, n, 4/n)
		}
	}
}

// componentPlace places IGC's vectors as the machine code of a SIMD-width kernel with
// grf-byte registers does when it writes them component-major (what vectorLayout checks on
// real code): element k of lane l at v + k*width*es + l*es, v where IGC puts
// element 0 of lane 0.
func componentPlace(width, grf uint64) vectorPlace {
	return func(ctx expr.Context, first igcRead, n, es uint64, arm vectorArm) ([][]expr.Operation, error) {
		base, count, err := armLanes(ctx, arm, int(width))
		if err != nil {
			return nil, err
		}
		v, err := firstByte(ctx, first, intelgt.Platform{GRFBytes: int(grf)}, base)
		if err != nil {
			return nil, err
		}
		return placeComponents(v, n, es, base, count, grf, false)
	}
}
