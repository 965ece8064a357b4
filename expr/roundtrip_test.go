package expr

import (
	"bytes"
	"math/rand"
	"testing"
)

// TestRoundTrip encodes random operation sequences under every dialect and context and
// decodes them back: every row of the table must come back equal, branch targets and
// entry-value extents must land on the same operations, and re-encoding the decoded
// operations must give the same bytes.
func TestRoundTrip(t *testing.T) {
	seen := map[choice]bool{}
	for _, d := range Dialects() {
		cs := choices(d, nil)
		for ci, ctx := range contexts() {
			for iter := 0; iter < 8; iter++ {
				r := rand.New(rand.NewSource(int64(int(d)*10000 + ci*100 + iter)))
				ops := genOps(r, ctx, cs, r.Intn(40), 0)
				b, err := Encode(ctx, d, ops)
				if err != nil {
					t.Fatalf("%v %+v: encode: %v", d, ctx, err)
				}
				got, err := Decode(ctx, d, b)
				if err != nil {
					t.Fatalf("%v %+v: decode % x: %v", d, ctx, b, err)
				}
				if len(got) != len(ops) {
					t.Fatalf("%v %+v: %d operations encoded, %d decoded", d, ctx, len(ops), len(got))
				}
				off := 0
				for i := range ops {
					w, g := &ops[i], &got[i]
					seen[choice{w.Op, w.Sub}] = true
					if g.Offset != off {
						t.Fatalf("operation %d at 0x%x, want 0x%x", i, g.Offset, off)
					}
					off += g.Len
					if g.Op != w.Op || g.Sub != w.Sub || !bytes.Equal(g.Block, w.Block) {
						t.Fatalf("%v: operation %d: got %s block % x, want %s block % x", d, i, g.Name(), g.Block, w.Name(), w.Block)
					}
					for j, k := range w.Kinds() {
						want := w.Args[j]
						switch k {
						case KindBranch:
							want = uint64(len(b))
							if int(w.Args[j]) < len(got) {
								want = uint64(got[w.Args[j]].Offset)
							}
						case KindSubLen:
							want = 0
							for c := 1; c <= int(w.Args[j]); c++ {
								want += uint64(got[i+c].Len)
							}
						}
						if g.Args[j] != want {
							t.Fatalf("%v %+v: operation %d %s operand %d (%v): got 0x%x, want 0x%x\n% x",
								d, ctx, i, w.Name(), j, k, g.Args[j], want, b)
						}
					}
				}
				again, err := Encode(ctx, d, got)
				if err != nil || !bytes.Equal(again, b) {
					t.Fatalf("%v: re-encoding the decoded operations: %v\n got % x\nwant % x", d, err, again, b)
				}
			}
		}
	}
	for _, op := range Ops() {
		if op == OpLLVMUser {
			continue
		}
		if !seen[choice{op: op}] {
			t.Errorf("%v (0x%03x) never exercised", op, uint16(op))
		}
	}
	for _, s := range UserSubOps() {
		if !seen[choice{OpLLVMUser, s}] {
			t.Errorf("DW_OP_LLVM_user %v never exercised", s)
		}
	}
}

// TestDialectsDisagree checks the point of dialects: the same bytes decode to different
// operations, and an operation cannot be encoded where its dialect does not define it.
func TestDialectsDisagree(t *testing.T) {
	ctx := Context{AddrSize: 8, OffsetSize: 4, ByteOrder: leBO, Version: 5}
	cases := []struct {
		code byte
		want map[Dialect]Op // missing: not an operation there
	}{
		{0xe1, map[Dialect]Op{DialectAMDLegacy: OpLegacyFormAspaceAddress}},
		{0xe7, map[Dialect]Op{DialectAMDLegacy: OpLegacyUndefined, DialectAMD2020: Op2020FormAspaceAddress}},
		{0xe9, map[Dialect]Op{DialectUser: OpLLVMUser, DialectIntel: OpLLVMUser,
			DialectAMDLegacy: OpLegacyAspaceImplicitPointer, DialectAMD2020: Op2020Offset}},
		{0xea, map[Dialect]Op{DialectAMDLegacy: OpLegacyPieceEnd, DialectAMD2020: Op2020PushLane}},
		{0xeb, map[Dialect]Op{DialectAMDLegacy: OpLegacyExtend, DialectIntel: OpIntelRegs}},
		{0xec, map[Dialect]Op{DialectAMDLegacy: OpLegacySelectBitPiece, DialectIntel: OpIntelPushBitPieceStack}},
		{0xfe, map[Dialect]Op{DialectIntel: OpIntelRegvalBits}},
		{0xe0, map[Dialect]Op{DialectUser: OpGNUPushTLSAddress, DialectIntel: OpGNUPushTLSAddress,
			DialectAMDLegacy: OpGNUPushTLSAddress, DialectAMD2020: OpGNUPushTLSAddress}},
	}
	for _, c := range cases {
		for _, d := range Dialects() {
			got, ok := Lookup(d, c.code)
			want, wantOK := c.want[d]
			if ok != wantOK || got != want {
				t.Errorf("Lookup(%v, 0x%02x) = %v, %v; want %v, %v", d, c.code, got, ok, want, wantOK)
			}
			if !wantOK {
				if _, err := Decode(ctx, d, []byte{c.code, 0, 0, 0, 0, 0}); err == nil {
					t.Errorf("decoding 0x%02x under %v succeeded", c.code, d)
				}
			}
		}
	}
	if _, err := Encode(ctx, DialectUser, []Operation{{Offset: -1, Op: OpIntelRegvalBits, Args: [3]uint64{32}}}); err == nil {
		t.Error("an Intel operation was encoded under the user dialect")
	}
	if _, err := Encode(ctx, DialectAMDLegacy, []Operation{{Offset: -1, Op: OpLLVMUser, Sub: PushLane}}); err == nil {
		t.Error("DW_OP_LLVM_user was encoded under the amd-legacy dialect")
	}
	// Every legacy and draft operation with a user equivalent has the same operands.
	for _, op := range Ops() {
		sub, ok := op.UserEquivalent()
		if !ok {
			continue
		}
		if a, b := op.Operands(), sub.Operands(); len(a) != len(b) || (len(a) > 0 && a[0] != b[0]) {
			t.Errorf("%v operands %v, its user form %v has %v", op, a, sub, b)
		}
		if op.String() != sub.String() {
			t.Errorf("%v is named differently from its user form %v", op, sub)
		}
	}
}

func TestParseDialect(t *testing.T) {
	for _, d := range Dialects() {
		got, err := ParseDialect(d.String())
		if err != nil || got != d {
			t.Errorf("ParseDialect(%q) = %v, %v", d.String(), got, err)
		}
	}
	if _, err := ParseDialect("hp"); err == nil {
		t.Error("ParseDialect accepted an unknown name")
	}
}
