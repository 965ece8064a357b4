package expr

import (
	"bytes"
	"testing"

	"hdwarf/dw/regs"
	"hdwarf/internal/leb128"
)

// fuzzContext turns a fuzzer byte into one of the contexts the decoder must handle.
func fuzzContext(flags uint8) Context {
	ctx := Context{AddrSize: 4, OffsetSize: 4, ByteOrder: leBO, Version: 5}
	if flags&1 != 0 {
		ctx.AddrSize = 8
	}
	if flags&2 != 0 {
		ctx.OffsetSize = 8
	}
	if flags&4 != 0 {
		ctx.ByteOrder = beBO
	}
	if flags&8 != 0 {
		ctx.Version = 2
		ctx.OffsetSize = 4
	}
	return ctx
}

func hasBranch(ops []Operation) bool {
	for i := range ops {
		for _, k := range ops[i].Kinds() {
			if k == KindBranch {
				return true
			}
		}
	}
	return false
}

// FuzzDecode decodes arbitrary bytes under a dialect: it must not panic, printing must not
// panic, and what decodes must re-encode to bytes that decode and re-encode to themselves.
func FuzzDecode(f *testing.F) {
	// Hand seeds for the dialects the real files do not use.
	f.Add([]byte{0x90, 0xa8, 0x14, 0xe9, 0x03, 0x34, 0x1e, 0xe9, 0x04, 0xe9, 0x09, 0x10, 0x7f}, uint8(DialectUser), uint8(1))
	f.Add([]byte{0xe1, 0xe4, 0x00, 0xe8, 0x00, 0x02, 0xe9, 0x01, 0x00, 0x00, 0x00, 0x02, 0xeb, 0, 0}, uint8(DialectAMDLegacy), uint8(1))
	f.Add([]byte{0x30, 0x36, 0xe7, 0xea, 0xe9}, uint8(DialectAMD2020), uint8(0))
	f.Add([]byte{0xa3, 0x02, 0x75, 0x08, 0x28, 0x01, 0x00, 0x96, 0x2f, 0xfd, 0xff}, uint8(DialectUser), uint8(4))
	f.Fuzz(func(t *testing.T, data []byte, dialect, flags uint8) {
		d := Dialect(dialect % uint8(numDialects))
		ctx := fuzzContext(flags)
		_ = Format(ctx, d, data, PrintOptions{RegName: regs.IntelRegName})
		ops, err := Decode(ctx, d, data)
		if err != nil {
			return
		}
		for i := range ops {
			o := &ops[i]
			start := o.Offset + 1
			if o.Op == OpLLVMUser { // the sub-operation's number comes first
				_, m := leb128.Unsigned(data[start:])
				start += m
			}
			if end := OperandsEnd(ctx, o.Kinds(), data, start); end != o.Offset+o.Len {
				t.Fatalf("%v at %#x: OperandsEnd says %d, Decode %d", o.Op, o.Offset, end, o.Offset+o.Len)
			}
		}
		b, err := Encode(ctx, d, ops)
		if err != nil {
			if !hasBranch(ops) {
				t.Fatalf("decoded operations without branches do not re-encode: %v", err)
			}
			return
		}
		again, err := Decode(ctx, d, b)
		if err != nil {
			t.Fatalf("re-encoded bytes % x do not decode: %v", b, err)
		}
		if len(again) != len(ops) {
			t.Fatalf("%d operations became %d", len(ops), len(again))
		}
		b2, err := Encode(ctx, d, again)
		if err != nil || !bytes.Equal(b, b2) {
			t.Fatalf("encoding is not a fixed point: % x then % x (%v)", b, b2, err)
		}
	})
}
