package frame

import (
	"bytes"
	"encoding/binary"
	"testing"

	"hdwarf/expr"
)

// FuzzDecode feeds arbitrary bytes to the instruction decoder: it may not panic, printing
// must not panic, and decoded instructions whose expressions decode must re-encode and
// decode back equal. (Sections are parsed by sections/dwarf, whose FuzzRead feeds the
// parser and the printer of package dwarftext.)
func FuzzDecode(f *testing.F) {
	f.Add([]byte{0x30, 0x40, 0x00, 0x06, 0x31, 0x41, 0x7e, 0x06, 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02}, uint8(1|1<<4))
	f.Fuzz(func(t *testing.T, data []byte, flags uint8) {
		var bo binary.ByteOrder = binary.LittleEndian
		if flags&4 != 0 {
			bo = binary.BigEndian
		}
		addr := 4
		if flags&1 != 0 {
			addr = 8
		}
		ctx := Context{AddrSize: addr, OffsetSize: 4, ByteOrder: bo, Version: 4,
			CodeAlign: uint64(flags >> 4), DataAlign: -int64(flags >> 4), Dialect: expr.Dialect(flags>>3&1) * expr.DialectIntel}
		if flags&2 != 0 {
			ctx.OffsetSize = 8
		}
		ins, err := Decode(ctx, data)
		pc := uint64(0x1000)
		_ = Format(ctx, ins, &pc, PrintOptions{})
		if err != nil {
			return
		}
		b, err := Encode(ctx, ins)
		if err != nil {
			for _, in := range ins {
				if in.Expr != nil {
					return // an expression that does not decode under the dialect
				}
			}
			t.Fatalf("decoded instructions do not re-encode: %v", err)
		}
		again, err := Decode(ctx, b)
		if err != nil || len(again) != len(ins) {
			t.Fatalf("re-encoded % x: %v", b, err)
		}
		for i := range ins {
			if ins[i].Op != again[i].Op || ins[i].Args != again[i].Args || !bytes.Equal(ins[i].Expr, again[i].Expr) {
				t.Fatalf("instruction %d changed: %+v then %+v", i, ins[i], again[i])
			}
		}
	})
}
