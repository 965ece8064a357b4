package expr

import (
	"fmt"

	"hdwarf/internal/leb128"
)

// Builder encodes an expression operation by operation:
//
//	var b expr.Builder
//	b.RegX(regs.IntelGRF(3)).User(expr.PushLane).Lit(4).Op(expr.OpMul).User(expr.Offset)
//	code, err := b.Bytes()
//
// The zero value builds DialectUser expressions; operations whose operand sizes depend on
// the unit (DW_OP_addr, DW_OP_call_ref, fixed-size constants) need Ctx to be set. The
// first error is kept and returned by Bytes; later calls do nothing.
type Builder struct {
	Ctx     Context
	Dialect Dialect

	buf    []byte
	err    error
	labels []int // byte offset of each label, -1 until marked
	fixups []fixup
}

type fixup struct {
	at    int // offset of the 2-byte displacement
	label Label
}

// Label names a place in the expression that DW_OP_skip and DW_OP_bra can jump to.
type Label int

// Bytes resolves branch labels and returns the expression. The slice is the builder's
// own; call Reset before reusing the builder.
func (b *Builder) Bytes() ([]byte, error) {
	if b.err != nil {
		return nil, b.err
	}
	for _, f := range b.fixups {
		to := b.labels[f.label]
		if to < 0 {
			return nil, fmt.Errorf("expression builder: label %d is used but never marked", f.label)
		}
		rel := to - (f.at + 2)
		if rel < -0x8000 || rel > 0x7fff {
			return nil, fmt.Errorf("expression builder: branch at 0x%x to 0x%x is too far", f.at-1, to)
		}
		b.Ctx.ByteOrder.PutUint16(b.buf[f.at:], uint16(int16(rel)))
	}
	b.fixups = b.fixups[:0]
	return b.buf, nil
}

// Err returns the first error met so far.
func (b *Builder) Err() error { return b.err }

// Len is the number of bytes written so far.
func (b *Builder) Len() int { return len(b.buf) }

// Reset empties the builder, keeping Ctx and Dialect.
func (b *Builder) Reset() {
	b.buf, b.err, b.labels, b.fixups = b.buf[:0], nil, b.labels[:0], b.fixups[:0]
}

func (b *Builder) fail(format string, args ...any) *Builder {
	if b.err == nil {
		b.err = fmt.Errorf("expression builder: "+format, args...)
	}
	return b
}

// Add appends one operation given as a value (see Operation). Branches need labels: use
// Skip and Bra.
func (b *Builder) Add(o Operation) *Builder {
	if b.err != nil {
		return b
	}
	if !o.Op.In(b.Dialect) {
		return b.fail("%v does not exist in dialect %v", o.Op, b.Dialect)
	}
	for _, k := range o.Kinds() {
		switch k {
		case KindBranch:
			return b.fail("%v needs a label: use Skip or Bra", o.Op)
		case KindAddr, KindRefAddr, KindU16, KindS16, KindU32, KindS32, KindU64, KindS64,
			KindRefCU2, KindRefCU4, KindEHAddr:
			if err := b.Ctx.check(); err != nil {
				return b.fail("%v: %v", o.Name(), err)
			}
		}
	}
	var err error
	sub := uint64(0)
	if isEntryValue(o.Op) {
		sub = o.Args[0]
	}
	b.buf, err = appendOp(b.buf, b.Ctx, &o, sub, nil)
	if err != nil {
		return b.fail("%s: %v", o.Name(), err)
	}
	return b
}

// Op appends op with its operands in table order. Operations with a block operand are
// added with Add or their own method.
func (b *Builder) Op(op Op, args ...uint64) *Builder {
	return b.withArgs(Operation{Op: op}, op.Operands(), args)
}

// User appends DW_OP_LLVM_user with sub-operation sub and its operands.
func (b *Builder) User(sub UserSubOp, args ...uint64) *Builder {
	if !sub.Known() {
		return b.fail("unknown DW_OP_LLVM_user sub-operation 0x%x", uint64(sub))
	}
	return b.withArgs(Operation{Op: OpLLVMUser, Sub: sub}, sub.Operands(), args)
}

func (b *Builder) withArgs(o Operation, kinds []Kind, args []uint64) *Builder {
	if len(args) != len(kinds) {
		return b.fail("%s takes %d operands, got %d", o.Name(), len(kinds), len(args))
	}
	for _, k := range kinds {
		if k == KindBlock || k == KindRest {
			return b.fail("%s has a block operand: use Add", o.Name())
		}
	}
	copy(o.Args[:], args)
	return b.Add(o)
}

// NewLabel returns a label to be placed with Mark.
func (b *Builder) NewLabel() Label {
	b.labels = append(b.labels, -1)
	return Label(len(b.labels) - 1)
}

// Mark places l at the current end of the expression.
func (b *Builder) Mark(l Label) *Builder {
	if int(l) < 0 || int(l) >= len(b.labels) {
		return b.fail("unknown label %d", l)
	}
	b.labels[l] = len(b.buf)
	return b
}

func (b *Builder) branch(op Op, l Label) *Builder {
	if b.err != nil {
		return b
	}
	if int(l) < 0 || int(l) >= len(b.labels) {
		return b.fail("unknown label %d", l)
	}
	if b.Ctx.ByteOrder == nil {
		return b.fail("%v needs Ctx.ByteOrder", op)
	}
	b.buf = append(b.buf, op.Code(), 0, 0)
	b.fixups = append(b.fixups, fixup{at: len(b.buf) - 2, label: l})
	return b
}

// Skip appends DW_OP_skip to l.
func (b *Builder) Skip(l Label) *Builder { return b.branch(OpSkip, l) }

// Bra appends DW_OP_bra to l.
func (b *Builder) Bra(l Label) *Builder { return b.branch(OpBra, l) }

// Addr appends DW_OP_addr a (Ctx.AddrSize bytes).
func (b *Builder) Addr(a uint64) *Builder { return b.Op(OpAddr, a) }

// Lit appends DW_OP_lit<n>, n < 32.
func (b *Builder) Lit(n uint8) *Builder {
	if n >= 32 {
		return b.fail("DW_OP_lit%d does not exist", n)
	}
	return b.Op(OpLit0 + Op(n))
}

// Const appends the shortest operation that pushes the unsigned constant v.
func (b *Builder) Const(v uint64) *Builder {
	if v < 32 {
		return b.Op(OpLit0 + Op(v))
	}
	// Fixed sizes other than one byte need the unit's byte order.
	op, size := OpConstu, 1+leb128.UnsignedLen(v)
	if v <= 0xff && size > 2 {
		op, size = OpConst1u, 2
	}
	if b.Ctx.ByteOrder != nil {
		if v <= 0xffff && size > 3 {
			op, size = OpConst2u, 3
		}
		if v <= 0xffffffff && size > 5 {
			op, size = OpConst4u, 5
		}
		if size > 9 {
			op = OpConst8u
		}
	}
	return b.Op(op, v)
}

// Constu appends DW_OP_constu v.
func (b *Builder) Constu(v uint64) *Builder { return b.Op(OpConstu, v) }

// Consts appends DW_OP_consts v.
func (b *Builder) Consts(v int64) *Builder { return b.Op(OpConsts, uint64(v)) }

// Reg appends DW_OP_reg<r> for r < 32, DW_OP_regx r otherwise.
func (b *Builder) Reg(r uint64) *Builder {
	if r < 32 {
		return b.Op(OpReg0 + Op(r))
	}
	return b.Op(OpRegx, r)
}

// RegX appends DW_OP_regx r.
func (b *Builder) RegX(r uint64) *Builder { return b.Op(OpRegx, r) }

// Breg appends DW_OP_breg<r> off for r < 32, DW_OP_bregx r off otherwise.
func (b *Builder) Breg(r uint64, off int64) *Builder {
	if r < 32 {
		return b.Op(OpBreg0+Op(r), uint64(off))
	}
	return b.Op(OpBregx, r, uint64(off))
}

// BregX appends DW_OP_bregx r off.
func (b *Builder) BregX(r uint64, off int64) *Builder { return b.Op(OpBregx, r, uint64(off)) }

// Fbreg appends DW_OP_fbreg off.
func (b *Builder) Fbreg(off int64) *Builder { return b.Op(OpFbreg, uint64(off)) }

// Piece appends DW_OP_piece size.
func (b *Builder) Piece(size uint64) *Builder { return b.Op(OpPiece, size) }

// BitPiece appends DW_OP_bit_piece size offset.
func (b *Builder) BitPiece(size, offset uint64) *Builder { return b.Op(OpBitPiece, size, offset) }

// Deref appends DW_OP_deref.
func (b *Builder) Deref() *Builder { return b.Op(OpDeref) }

// DerefSize appends DW_OP_deref_size n.
func (b *Builder) DerefSize(n uint8) *Builder { return b.Op(OpDerefSize, uint64(n)) }

// PlusUconst appends DW_OP_plus_uconst n.
func (b *Builder) PlusUconst(n uint64) *Builder { return b.Op(OpPlusUconst, n) }

// StackValue appends DW_OP_stack_value.
func (b *Builder) StackValue() *Builder { return b.Op(OpStackValue) }

// ImplicitValue appends DW_OP_implicit_value with data.
func (b *Builder) ImplicitValue(data []byte) *Builder {
	return b.Add(Operation{Op: OpImplicitValue, Args: [3]uint64{uint64(len(data))}, Block: data})
}

// ImplicitPointer appends DW_OP_implicit_pointer to the DIE at .debug_info offset die.
func (b *Builder) ImplicitPointer(die uint64, off int64) *Builder {
	return b.Op(OpImplicitPointer, die, uint64(off))
}

// ConstType appends DW_OP_const_type with the unit-relative base type offset and value bytes.
func (b *Builder) ConstType(baseType uint64, value []byte) *Builder {
	return b.Add(Operation{Op: OpConstType, Args: [3]uint64{baseType, uint64(len(value))}, Block: value})
}

// RegvalType appends DW_OP_regval_type r baseType.
func (b *Builder) RegvalType(r, baseType uint64) *Builder { return b.Op(OpRegvalType, r, baseType) }

// Convert appends DW_OP_convert baseType (0: the generic type).
func (b *Builder) Convert(baseType uint64) *Builder { return b.Op(OpConvert, baseType) }

// EntryValue appends DW_OP_entry_value around the sub-expression that f builds.
func (b *Builder) EntryValue(f func(*Builder)) *Builder {
	if b.err != nil {
		return b
	}
	sub := Builder{Ctx: b.Ctx, Dialect: b.Dialect}
	f(&sub)
	code, err := sub.Bytes()
	if err != nil {
		return b.fail("entry value: %v", err)
	}
	b.buf = append(b.buf, OpEntryValue.Code())
	b.buf = leb128.AppendUnsigned(b.buf, uint64(len(code)))
	b.buf = append(b.buf, code...)
	return b
}

// OffsetUconst appends DW_OP_LLVM_user DW_OP_LLVM_offset_uconst n.
func (b *Builder) OffsetUconst(n uint64) *Builder { return b.User(OffsetUconst, n) }

// CallFrameEntryReg appends DW_OP_LLVM_user DW_OP_LLVM_call_frame_entry_reg r.
func (b *Builder) CallFrameEntryReg(r uint64) *Builder { return b.User(CallFrameEntryReg, r) }

// AspaceBregx appends DW_OP_LLVM_user DW_OP_LLVM_aspace_bregx r off (off as SLEB128, as
// the specification says).
func (b *Builder) AspaceBregx(r uint64, off int64) *Builder {
	return b.User(AspaceBregx, r, uint64(off))
}

// Extend appends DW_OP_LLVM_user DW_OP_LLVM_extend bits count.
func (b *Builder) Extend(bits, count uint64) *Builder { return b.User(Extend, bits, count) }

// SelectBitPiece appends DW_OP_LLVM_user DW_OP_LLVM_select_bit_piece bits count.
func (b *Builder) SelectBitPiece(bits, count uint64) *Builder {
	return b.User(SelectBitPiece, bits, count)
}

// IntelRegvalBits appends DW_OP_INTEL_regval_bits bits (DialectIntel).
func (b *Builder) IntelRegvalBits(bits uint8) *Builder { return b.Op(OpIntelRegvalBits, uint64(bits)) }

// IntelPushSimdLane appends DW_OP_INTEL_push_simd_lane (DialectIntel).
func (b *Builder) IntelPushSimdLane() *Builder { return b.Op(OpIntelPushSimdLane) }
