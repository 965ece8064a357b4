package frame

import (
	"encoding/binary"
	"fmt"
	"hdwarf/internal/bytecursor"
	"hdwarf/internal/leb128"

	"hdwarf/expr"
)

// Context is what the CIE and the section say about instruction operands.
type Context struct {
	AddrSize   int              // of DW_CFA_set_loc and of addresses inside expressions
	OffsetSize int              // 4 (32-bit DWARF) or 8 (64-bit DWARF)
	ByteOrder  binary.ByteOrder // of fixed-size operands
	Version    int              // CIE version: 1, 3 or 4
	CodeAlign  uint64           // code alignment factor
	DataAlign  int64            // data alignment factor
	Dialect    expr.Dialect     // meaning of vendor opcodes inside expressions
}

// ExprContext is the context expressions inside instructions are decoded under.
func (c Context) ExprContext() expr.Context {
	v := 4
	switch c.Version {
	case 1:
		v = 2
	case 3:
		v = 3
	}
	return expr.Context{AddrSize: c.AddrSize, OffsetSize: c.OffsetSize, ByteOrder: c.ByteOrder, Version: v}
}

func (c Context) check() error {
	switch c.AddrSize {
	case 1, 2, 4, 8:
	default:
		return fmt.Errorf("CFI context: address size %d is not 1, 2, 4 or 8", c.AddrSize)
	}
	if c.OffsetSize != 4 && c.OffsetSize != 8 {
		return fmt.Errorf("CFI context: offset size %d is not 4 or 8", c.OffsetSize)
	}
	if c.ByteOrder == nil {
		return fmt.Errorf("CFI context: no byte order")
	}
	return nil
}

// Instruction is one decoded (or to-be-encoded) call frame instruction.
type Instruction struct {
	Offset int // of the opcode within the instruction bytes it was decoded from
	Len    int // encoded size
	Op     Op
	// Args holds the operands in the order of Op.Operands(), as encoded: deltas and
	// factored offsets are not multiplied by the alignment factors; signed kinds are two's
	// complement. A KindExpr operand's slot is unused; the bytes are in Expr.
	Args [3]uint64
	Expr []byte // may alias the decoded input
}

// Int returns operand i as a signed number.
func (in *Instruction) Int(i int) int64 { return int64(in.Args[i]) }

// Decode decodes a CIE's or FDE's instructions.
func Decode(ctx Context, b []byte) ([]Instruction, error) {
	if err := ctx.check(); err != nil {
		return nil, err
	}
	var out []Instruction
	c := cursor{B: b, Order: ctx.ByteOrder}
	for c.Off < len(b) {
		in, err := decodeOne(&c, ctx)
		if err != nil {
			return out, err
		}
		out = append(out, in)
	}
	return out, nil
}

func decodeOne(c *cursor, ctx Context) (Instruction, error) {
	in := Instruction{Offset: c.Off}
	code := c.U8()
	in.Op = primary(code)
	e := byOp[in.Op]
	if e == nil {
		return in, fmt.Errorf("unknown call frame instruction 0x%02x at offset 0x%x", code, in.Offset)
	}
	for i, k := range e.args {
		switch {
		case i == 0 && code&0xc0 != 0:
			in.Args[0] = uint64(code & 0x3f)
		case k == KindDelta:
			switch in.Op {
			case OpAdvanceLoc1:
				in.Args[i] = c.Fixed(1)
			case OpAdvanceLoc2:
				in.Args[i] = c.Fixed(2)
			case OpAdvanceLoc4:
				in.Args[i] = c.Fixed(4)
			default:
				in.Args[i] = c.Fixed(8)
			}
		case k == KindAddr:
			in.Args[i] = c.Fixed(ctx.AddrSize)
		case k == KindSFactored:
			in.Args[i] = uint64(c.SLEB())
		case k == KindExpr:
			// The expression is not decoded here: a dump shows an undecodable one as
			// llvm-dwarfdump does and goes on.
			in.Expr = c.Bytes(c.ULEB())
		default:
			in.Args[i] = c.ULEB()
		}
	}
	if c.Err != nil {
		return in, fmt.Errorf("%v at offset 0x%x: %w", in.Op, in.Offset, c.Err)
	}
	in.Len = c.Off - in.Offset
	return in, nil
}

// Append encodes in after dst.
func Append(dst []byte, ctx Context, in *Instruction) ([]byte, error) {
	if err := ctx.check(); err != nil {
		return dst, err
	}
	e := byOp[in.Op]
	if e == nil {
		return dst, fmt.Errorf("unknown call frame instruction %v", in.Op)
	}
	if in.Op&0xc0 != 0 {
		if in.Args[0] > 0x3f {
			return dst, fmt.Errorf("%v operand 0x%x does not fit in 6 bits", in.Op, in.Args[0])
		}
		dst = append(dst, byte(in.Op)|byte(in.Args[0]))
	} else {
		dst = append(dst, byte(in.Op))
	}
	for i, k := range e.args {
		v := in.Args[i]
		switch {
		case i == 0 && in.Op&0xc0 != 0:
		case k == KindDelta:
			size := 8
			switch in.Op {
			case OpAdvanceLoc1:
				size = 1
			case OpAdvanceLoc2:
				size = 2
			case OpAdvanceLoc4:
				size = 4
			}
			if size < 8 && v>>(8*uint(size)) != 0 {
				return dst, fmt.Errorf("%v delta 0x%x does not fit in %d bytes", in.Op, v, size)
			}
			dst = bytecursor.AppendFixed(dst, ctx.ByteOrder, size, v)
		case k == KindAddr:
			if ctx.AddrSize < 8 && v>>(8*uint(ctx.AddrSize)) != 0 {
				return dst, fmt.Errorf("%v address 0x%x does not fit in %d bytes", in.Op, v, ctx.AddrSize)
			}
			dst = bytecursor.AppendFixed(dst, ctx.ByteOrder, ctx.AddrSize, v)
		case k == KindSFactored:
			dst = leb128.AppendSigned(dst, int64(v))
		case k == KindExpr:
			if _, err := expr.Decode(ctx.ExprContext(), ctx.Dialect, in.Expr); err != nil {
				return dst, fmt.Errorf("%v: %w", in.Op, err)
			}
			dst = leb128.AppendUnsigned(dst, uint64(len(in.Expr)))
			dst = append(dst, in.Expr...)
		default:
			dst = leb128.AppendUnsigned(dst, v)
		}
	}
	return dst, nil
}

// Encode encodes a list of instructions.
func Encode(ctx Context, ins []Instruction) ([]byte, error) {
	var out []byte
	for i := range ins {
		var err error
		if out, err = Append(out, ctx, &ins[i]); err != nil {
			return nil, fmt.Errorf("instruction %d: %w", i, err)
		}
	}
	return out, nil
}
