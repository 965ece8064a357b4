package expr

import (
	"testing"

	"hdwarf/dw/regs"
)

// TestBuilderLabels builds IGC's SIMD32 split shape (push_simd_lane lit16 ge bra ...
// skip ...) with labels and an entry value, and checks where the branches land once
// decoded.
func TestBuilderLabels(t *testing.T) {
	b := Builder{Ctx: Context{AddrSize: 8, OffsetSize: 4, ByteOrder: beBO, Version: 5}, Dialect: DialectIntel}
	second, end := b.NewLabel(), b.NewLabel()
	b.IntelPushSimdLane().Lit(16).Op(OpGe).Bra(second)
	b.RegX(regs.IntelGRF(10)).Skip(end)
	b.Mark(second).RegX(regs.IntelGRF(12))
	b.Mark(end).EntryValue(func(s *Builder) { s.Reg(5).Deref() }).StackValue()
	code, err := b.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	ops, err := Decode(b.Ctx, DialectIntel, code)
	if err != nil {
		t.Fatal(err)
	}
	want := []Op{OpIntelPushSimdLane, OpLit0 + 16, OpGe, OpBra, OpRegx, OpSkip, OpRegx, OpEntryValue, OpReg0 + 5, OpDeref, OpStackValue}
	if len(ops) != len(want) {
		t.Fatalf("%d operations, want %d", len(ops), len(want))
	}
	for i := range want {
		if ops[i].Op != want[i] {
			t.Fatalf("operation %d is %v, want %v", i, ops[i].Op, want[i])
		}
	}
	if got := int(ops[3].Args[0]); got != ops[6].Offset {
		t.Errorf("bra lands at 0x%x, want the second register at 0x%x", got, ops[6].Offset)
	}
	if got := int(ops[5].Args[0]); got != ops[7].Offset {
		t.Errorf("skip lands at 0x%x, want the entry value at 0x%x", got, ops[7].Offset)
	}
	if got := ops[7].Args[0]; got != uint64(ops[8].Len+ops[9].Len) {
		t.Errorf("entry value length %d, want %d", got, ops[8].Len+ops[9].Len)
	}

	// Moving operations: insert one before the branch target and re-encode; the branch
	// must follow its target.
	ins := append([]Operation{}, ops[:6]...)
	ins = append(ins, Operation{Offset: -1, Op: OpNop})
	ins = append(ins, ops[6:]...)
	moved, err := Encode(b.Ctx, DialectIntel, ins)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Decode(b.Ctx, DialectIntel, moved)
	if err != nil {
		t.Fatal(err)
	}
	if int(again[3].Args[0]) != again[7].Offset || int(again[5].Args[0]) != again[8].Offset {
		t.Errorf("after inserting a nop the branches go to 0x%x and 0x%x, want 0x%x and 0x%x",
			again[3].Args[0], again[5].Args[0], again[7].Offset, again[8].Offset)
	}

	var u Builder
	u.Mark(u.NewLabel())
	if _, err := u.Skip(Label(7)).Bytes(); err == nil {
		t.Error("an unknown label was accepted")
	}
}

// TestBuilderConst checks that Const picks the shortest encoding for each range.
func TestBuilderConst(t *testing.T) {
	cases := []struct {
		v    uint64
		op   Op
		size int
	}{
		{31, OpLit0 + 31, 1}, {32, OpConstu, 2}, {0x80, OpConst1u, 2}, {0xff, OpConst1u, 2}, {0x100, OpConstu, 3},
		{0x3fff, OpConstu, 3}, {0x4000, OpConst2u, 3}, {0xffff, OpConst2u, 3}, {0x10000, OpConstu, 4},
		{0xfffffff, OpConstu, 5}, {0x10000000, OpConst4u, 5}, {1 << 40, OpConstu, 7}, {1 << 62, OpConst8u, 9},
	}
	for _, c := range cases {
		b := Builder{Ctx: Context{AddrSize: 8, OffsetSize: 4, ByteOrder: leBO, Version: 5}}
		code, err := b.Const(c.v).Bytes()
		if err != nil {
			t.Fatal(err)
		}
		ops, err := Decode(b.Ctx, DialectUser, code)
		if err != nil || len(ops) != 1 || ops[0].Op != c.op || len(code) != c.size {
			t.Errorf("Const(0x%x) = % x, want %v in %d bytes", c.v, code, c.op, c.size)
			continue
		}
		if v := ops[0].Args[0]; c.op >= OpLit0 && c.op < OpLit0+32 {
			v = uint64(ops[0].Op - OpLit0)
			if v != c.v {
				t.Errorf("Const(0x%x) decodes to %d", c.v, v)
			}
		} else if v != c.v {
			t.Errorf("Const(0x%x) decodes to 0x%x", c.v, v)
		}
	}
}
