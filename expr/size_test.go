package expr

import (
	"encoding/binary"
	"testing"
)

// TestKindSize checks Kind.Size against what decoding reads: every operation whose operands
// all have a size, encoded in units of each address and offset size, decodes to one
// operation of 1 + the sum of its operands' sizes.
func TestKindSize(t *testing.T) {
	ctxs := []Context{
		{AddrSize: 4, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5},
		{AddrSize: 8, OffsetSize: 8, ByteOrder: binary.BigEndian, Version: 4},
		{AddrSize: 2, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 2},
	}
	tested := 0
	for _, ctx := range ctxs {
		for _, op := range Ops() {
			kinds := op.Operands()
			if op == OpLLVMUser || len(kinds) == 0 {
				continue
			}
			want := 1
			for _, k := range kinds {
				n, ok := k.Size(ctx)
				if !ok {
					want = -1
					break
				}
				want += n
			}
			if want < 0 {
				continue
			}
			d := dialectOf(op)
			b := make([]byte, want)
			b[0] = op.Code()
			if op == OpSkip || op == OpBra {
				b[1], b[2] = 0, 0 // a branch to the next operation
			}
			o, err := DecodeOne(ctx, d, b, 0)
			if err != nil {
				t.Errorf("%v, context %+v: %v", op, ctx, err)
				continue
			}
			if o.Len != want {
				t.Errorf("%v, context %+v: decoded %d bytes, Size says %d", op, ctx, o.Len, want)
			}
			tested++
		}
	}
	if tested < 20 {
		t.Fatalf("only %d operations of fixed-size operands", tested)
	}
}

// dialectOf returns a dialect that has op.
func dialectOf(op Op) Dialect {
	for _, d := range Dialects() {
		if op.In(d) {
			return d
		}
	}
	return DialectUser
}
