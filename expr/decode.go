package expr

import "fmt"

// DecodeError says where decoding an expression stopped.
type DecodeError struct {
	OpOffset int   // offset of the opcode of the operation that could not be decoded
	Err      error // what went wrong, with the offset where it was seen
	Dialect  Dialect
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("DWARF expression (dialect %v): operation at offset 0x%x: %v", e.Dialect, e.OpOffset, e.Err)
}

func (e *DecodeError) Unwrap() error { return e.Err }

// Decode decodes the expression b under dialect d. On error it returns the operations
// decoded before the failing one together with a *DecodeError.
func Decode(ctx Context, d Dialect, b []byte) ([]Operation, error) {
	if err := ctx.check(); err != nil {
		return nil, err
	}
	if d >= numDialects {
		return nil, fmt.Errorf("DWARF expression: unknown dialect %d", d)
	}
	var out []Operation
	c := cursor{B: b, Order: ctx.ByteOrder}
	for c.Off < len(b) {
		o, ok := decodeOne(&c, ctx, d)
		if !ok {
			return out, &DecodeError{OpOffset: o.Offset, Err: c.Err, Dialect: d}
		}
		out = append(out, o)
	}
	return out, nil
}

// DecodeOne decodes the operation at offset off of b.
func DecodeOne(ctx Context, d Dialect, b []byte, off int) (Operation, error) {
	if err := ctx.check(); err != nil {
		return Operation{}, err
	}
	if d >= numDialects {
		return Operation{}, fmt.Errorf("DWARF expression: unknown dialect %d", d)
	}
	if off < 0 || off >= len(b) {
		return Operation{}, fmt.Errorf("DWARF expression: offset 0x%x outside 0x%x bytes", off, len(b))
	}
	c := cursor{B: b, Off: off, Order: ctx.ByteOrder}
	o, ok := decodeOne(&c, ctx, d)
	if !ok {
		return o, &DecodeError{OpOffset: off, Err: c.Err, Dialect: d}
	}
	return o, nil
}

func decodeOne(c *cursor, ctx Context, d Dialect) (Operation, bool) {
	o := Operation{Offset: c.Off}
	code := c.U8()
	e := byCode[d][code]
	if e == nil {
		c.Fail("opcode 0x%02x at offset 0x%x is not an operation in dialect %v", code, o.Offset, d)
		return o, false
	}
	o.Op = e.op
	kinds := e.args
	if e.op == OpLLVMUser {
		at := c.Off
		o.Sub = UserSubOp(c.ULEB())
		if c.Err != nil {
			return o, false
		}
		s := lookupSub(o.Sub)
		if s == nil {
			c.Fail("DW_OP_LLVM_user sub-operation 0x%x at offset 0x%x is unknown", uint64(o.Sub), at)
			return o, false
		}
		kinds = s.args
	}
	for i, k := range kinds {
		switch k {
		case KindU8, KindLenU8, KindEHEnc:
			o.Args[i] = c.Fixed(1)
		case KindS8:
			o.Args[i] = signExtend(c.Fixed(1), 1)
		case KindU16, KindRefCU2:
			o.Args[i] = c.Fixed(2)
		case KindS16:
			o.Args[i] = signExtend(c.Fixed(2), 2)
		case KindU32, KindRefCU4:
			o.Args[i] = c.Fixed(4)
		case KindS32:
			o.Args[i] = signExtend(c.Fixed(4), 4)
		case KindU64, KindS64:
			o.Args[i] = c.Fixed(8)
		case KindAddr:
			o.Args[i] = c.Fixed(ctx.AddrSize)
		case KindRefAddr:
			o.Args[i] = c.Fixed(ctx.RefAddrSize())
		case KindULEB, KindReg, KindBaseType, KindLenULEB, KindSubLen:
			o.Args[i] = c.ULEB()
		case KindSLEB:
			o.Args[i] = uint64(c.SLEB())
		case KindBranch:
			rel := int64(int16(c.Fixed(2)))
			o.Args[i] = uint64(int64(c.Off) + rel)
		case KindBlock:
			o.Block = c.Bytes(o.Args[i-1])
		case KindEHAddr:
			o.Args[i] = readEHAddr(c, ctx, byte(o.Args[i-1]))
		case KindRest:
			o.Block = c.B[c.Off:]
			c.Off = len(c.B)
		}
	}
	o.Len = c.Off - o.Offset
	return o, c.Err == nil
}

// ehAddrSize returns the size of a DW_EH_PE-encoded value (0 for LEB128 forms) and whether
// it is signed; ok is false for encodings DW_OP_GNU_encoded_addr cannot use.
func ehAddrSize(ctx Context, enc byte) (size int, leb, signed, ok bool) {
	switch enc & 0x0f {
	case 0x00:
		return ctx.AddrSize, false, false, true
	case 0x01:
		return 0, true, false, true
	case 0x02:
		return 2, false, false, true
	case 0x03:
		return 4, false, false, true
	case 0x04:
		return 8, false, false, true
	case 0x09:
		return 0, true, true, true
	case 0x0a:
		return 2, false, true, true
	case 0x0b:
		return 4, false, true, true
	case 0x0c:
		return 8, false, true, true
	}
	return 0, false, false, false
}

func readEHAddr(c *cursor, ctx Context, enc byte) uint64 {
	size, leb, signed, ok := ehAddrSize(ctx, enc)
	switch {
	case !ok || enc == 0xff:
		c.Fail("DW_OP_GNU_encoded_addr encoding 0x%02x before offset 0x%x is not supported", enc, c.Off)
		return 0
	case leb && signed:
		return uint64(c.SLEB())
	case leb:
		return c.ULEB()
	case signed:
		return signExtend(c.Fixed(size), size)
	default:
		return c.Fixed(size)
	}
}
