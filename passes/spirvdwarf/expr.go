package spirvdwarf

import (
	"hdwarf/expr"
	"hdwarf/sections/spirv"
)

// llvmFragment is DW_OP_LLVM_fragment, which the translator maps Fragment to (reference
// §2.3); LLVM lowers it to pieces before writing DWARF, and so does expression.
const (
	llvmFragment = 0x1000
)

// expression encodes a DebugExpression as DWARF expression bytes, as LLVM writes it: the
// operation table of package expr encodes each operation, DebugOperation BitPiece swaps its
// operands into DWARF's (size, offset) order, and a Fragment becomes DW_OP_piece (or
// DW_OP_bit_piece when it is not on whole bytes). False, with a warning, when an operation
// has no DWARF form outside LLVM.
func (c *conv) expression(id spirv.ID) ([]byte, bool) {
	e, ok := c.d.Node(id).(*spirv.Expression)
	if !ok {
		return nil, false
	}
	b := expr.Builder{Ctx: expr.Context{AddrSize: c.w.Config().AddrSize, OffsetSize: 4,
		ByteOrder: c.w.Config().ByteOrder, Version: c.ver}}
	for _, oid := range e.Operations {
		o, ok := c.d.Node(oid).(*spirv.Operation)
		if !ok {
			c.warnf(e.Word, "expression operand %v is no DebugOperation; expression dropped", oid)
			return nil, false
		}
		code, known := o.Op.DWARF()
		if !known || o.Op.Operands() != len(o.Operands) {
			c.warnf(o.Word, "DebugOperation %v with %d operands has no DWARF form; expression dropped", o.Op, len(o.Operands))
			return nil, false
		}
		switch {
		case o.Op == spirv.ExprBitPiece:
			b.BitPiece(o.Operands[1], o.Operands[0])
		case code == llvmFragment:
			off, size := o.Operands[0], o.Operands[1]
			if off%8 == 0 && size%8 == 0 && off == 0 {
				b.Piece(size / 8)
			} else {
				b.BitPiece(size, off)
			}
		case code >= 0x100:
			c.warnf(o.Word, "DebugOperation %v is LLVM-internal (0x%x) and needs its context; expression dropped", o.Op, code)
			return nil, false
		default:
			b.Op(expr.Op(code), o.Operands...)
		}
	}
	bytes, err := b.Bytes()
	if err != nil {
		c.warnf(e.Word, "expression: %v; dropped", err)
		return nil, false
	}
	return bytes, true
}
