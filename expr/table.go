package expr

import "fmt"

// opEntry is one row of the operation table.
type opEntry struct {
	op       Op
	name     string
	args     []Kind
	dialects uint8     // bit d set: the operation exists in Dialect d
	user     UserSubOp // DW_OP_LLVM_user sub-operation with the same meaning, 0 if none
}

// subEntry is one row of the DW_OP_LLVM_user sub-operation table.
type subEntry struct {
	sub  UserSubOp
	name string
	args []Kind
}

const (
	inAll       = 1<<DialectUser | 1<<DialectAMDLegacy | 1<<DialectAMD2020 | 1<<DialectIntel
	inUser      = 1<<DialectUser | 1<<DialectIntel // where DW_OP_LLVM_user exists
	inAMDLegacy = 1 << DialectAMDLegacy
	inAMD2020   = 1 << DialectAMD2020
	inIntel     = 1 << DialectIntel
)

// Operand shapes shared by many rows.
var (
	none      = []Kind(nil)
	u8        = []Kind{KindU8}
	uleb      = []Kind{KindULEB}
	sleb      = []Kind{KindSLEB}
	reg       = []Kind{KindReg}
	ulebULEB  = []Kind{KindULEB, KindULEB}
	baseType  = []Kind{KindBaseType}
	constType = []Kind{KindBaseType, KindLenU8, KindBlock}
	regval    = []Kind{KindReg, KindBaseType}
	derefType = []Kind{KindU8, KindBaseType}
	implPtr   = []Kind{KindRefAddr, KindSLEB}
)

// ops is the operation table. DW_OP_lit*, DW_OP_reg* and DW_OP_breg* are added by init.
var ops = []opEntry{
	{OpAddr, "DW_OP_addr", []Kind{KindAddr}, inAll, 0},
	{OpDeref, "DW_OP_deref", none, inAll, 0},
	{OpConst1u, "DW_OP_const1u", u8, inAll, 0},
	{OpConst1s, "DW_OP_const1s", []Kind{KindS8}, inAll, 0},
	{OpConst2u, "DW_OP_const2u", []Kind{KindU16}, inAll, 0},
	{OpConst2s, "DW_OP_const2s", []Kind{KindS16}, inAll, 0},
	{OpConst4u, "DW_OP_const4u", []Kind{KindU32}, inAll, 0},
	{OpConst4s, "DW_OP_const4s", []Kind{KindS32}, inAll, 0},
	{OpConst8u, "DW_OP_const8u", []Kind{KindU64}, inAll, 0},
	{OpConst8s, "DW_OP_const8s", []Kind{KindS64}, inAll, 0},
	{OpConstu, "DW_OP_constu", uleb, inAll, 0},
	{OpConsts, "DW_OP_consts", sleb, inAll, 0},
	{OpDup, "DW_OP_dup", none, inAll, 0},
	{OpDrop, "DW_OP_drop", none, inAll, 0},
	{OpOver, "DW_OP_over", none, inAll, 0},
	{OpPick, "DW_OP_pick", u8, inAll, 0},
	{OpSwap, "DW_OP_swap", none, inAll, 0},
	{OpRot, "DW_OP_rot", none, inAll, 0},
	{OpXderef, "DW_OP_xderef", none, inAll, 0},
	{OpAbs, "DW_OP_abs", none, inAll, 0},
	{OpAnd, "DW_OP_and", none, inAll, 0},
	{OpDiv, "DW_OP_div", none, inAll, 0},
	{OpMinus, "DW_OP_minus", none, inAll, 0},
	{OpMod, "DW_OP_mod", none, inAll, 0},
	{OpMul, "DW_OP_mul", none, inAll, 0},
	{OpNeg, "DW_OP_neg", none, inAll, 0},
	{OpNot, "DW_OP_not", none, inAll, 0},
	{OpOr, "DW_OP_or", none, inAll, 0},
	{OpPlus, "DW_OP_plus", none, inAll, 0},
	{OpPlusUconst, "DW_OP_plus_uconst", uleb, inAll, 0},
	{OpShl, "DW_OP_shl", none, inAll, 0},
	{OpShr, "DW_OP_shr", none, inAll, 0},
	{OpShra, "DW_OP_shra", none, inAll, 0},
	{OpXor, "DW_OP_xor", none, inAll, 0},
	{OpBra, "DW_OP_bra", []Kind{KindBranch}, inAll, 0},
	{OpEq, "DW_OP_eq", none, inAll, 0},
	{OpGe, "DW_OP_ge", none, inAll, 0},
	{OpGt, "DW_OP_gt", none, inAll, 0},
	{OpLe, "DW_OP_le", none, inAll, 0},
	{OpLt, "DW_OP_lt", none, inAll, 0},
	{OpNe, "DW_OP_ne", none, inAll, 0},
	{OpSkip, "DW_OP_skip", []Kind{KindBranch}, inAll, 0},
	{OpRegx, "DW_OP_regx", reg, inAll, 0},
	{OpFbreg, "DW_OP_fbreg", sleb, inAll, 0},
	{OpBregx, "DW_OP_bregx", []Kind{KindReg, KindSLEB}, inAll, 0},
	{OpPiece, "DW_OP_piece", uleb, inAll, 0},
	{OpDerefSize, "DW_OP_deref_size", u8, inAll, 0},
	{OpXderefSize, "DW_OP_xderef_size", u8, inAll, 0},
	{OpNop, "DW_OP_nop", none, inAll, 0},
	{OpPushObjectAddress, "DW_OP_push_object_address", none, inAll, 0},
	{OpCall2, "DW_OP_call2", []Kind{KindRefCU2}, inAll, 0},
	{OpCall4, "DW_OP_call4", []Kind{KindRefCU4}, inAll, 0},
	{OpCallRef, "DW_OP_call_ref", []Kind{KindRefAddr}, inAll, 0},
	{OpFormTLSAddress, "DW_OP_form_tls_address", none, inAll, 0},
	{OpCallFrameCFA, "DW_OP_call_frame_cfa", none, inAll, 0},
	{OpBitPiece, "DW_OP_bit_piece", ulebULEB, inAll, 0},
	{OpImplicitValue, "DW_OP_implicit_value", []Kind{KindLenULEB, KindBlock}, inAll, 0},
	{OpStackValue, "DW_OP_stack_value", none, inAll, 0},
	{OpImplicitPointer, "DW_OP_implicit_pointer", implPtr, inAll, 0},
	{OpAddrx, "DW_OP_addrx", uleb, inAll, 0},
	{OpConstx, "DW_OP_constx", uleb, inAll, 0},
	{OpEntryValue, "DW_OP_entry_value", []Kind{KindSubLen}, inAll, 0},
	{OpConstType, "DW_OP_const_type", constType, inAll, 0},
	{OpRegvalType, "DW_OP_regval_type", regval, inAll, 0},
	{OpDerefType, "DW_OP_deref_type", derefType, inAll, 0},
	{OpXderefType, "DW_OP_xderef_type", derefType, inAll, 0},
	{OpConvert, "DW_OP_convert", baseType, inAll, 0},
	{OpReinterpret, "DW_OP_reinterpret", baseType, inAll, 0},

	{OpGNUPushTLSAddress, "DW_OP_GNU_push_tls_address", none, inAll, 0},
	{OpGNUUninit, "DW_OP_GNU_uninit", none, inAll, 0},
	{OpGNUEncodedAddr, "DW_OP_GNU_encoded_addr", []Kind{KindEHEnc, KindEHAddr}, inAll, 0},
	{OpGNUImplicitPointer, "DW_OP_GNU_implicit_pointer", implPtr, inAll, 0},
	{OpGNUEntryValue, "DW_OP_GNU_entry_value", []Kind{KindSubLen}, inAll, 0},
	{OpGNUConstType, "DW_OP_GNU_const_type", constType, inAll, 0},
	{OpGNURegvalType, "DW_OP_GNU_regval_type", regval, inAll, 0},
	{OpGNUDerefType, "DW_OP_GNU_deref_type", derefType, inAll, 0},
	{OpGNUConvert, "DW_OP_GNU_convert", baseType, inAll, 0},
	{OpGNUReinterpret, "DW_OP_GNU_reinterpret", baseType, inAll, 0},
	{OpGNUParameterRef, "DW_OP_GNU_parameter_ref", []Kind{KindRefCU4}, inAll, 0},
	{OpGNUAddrIndex, "DW_OP_GNU_addr_index", uleb, inAll, 0},
	{OpGNUConstIndex, "DW_OP_GNU_const_index", uleb, inAll, 0},
	{OpGNUVariableValue, "DW_OP_GNU_variable_value", []Kind{KindRefAddr}, inAll, 0},

	{OpLLVMUser, "DW_OP_LLVM_user", none, inUser, 0},

	{OpLegacyFormAspaceAddress, "DW_OP_LLVM_form_aspace_address", none, inAMDLegacy, FormAspaceAddress},
	{OpLegacyPushLane, "DW_OP_LLVM_push_lane", none, inAMDLegacy, PushLane},
	{OpLegacyOffset, "DW_OP_LLVM_offset", none, inAMDLegacy, Offset},
	{OpLegacyOffsetUconst, "DW_OP_LLVM_offset_uconst", uleb, inAMDLegacy, OffsetUconst},
	{OpLegacyBitOffset, "DW_OP_LLVM_bit_offset", none, inAMDLegacy, BitOffset},
	{OpLegacyCallFrameEntryReg, "DW_OP_LLVM_call_frame_entry_reg", reg, inAMDLegacy, CallFrameEntryReg},
	{OpLegacyUndefined, "DW_OP_LLVM_undefined", none, inAMDLegacy, Undefined},
	{OpLegacyAspaceBregx, "DW_OP_LLVM_aspace_bregx", []Kind{KindReg, KindSLEB}, inAMDLegacy, AspaceBregx},
	// No DW_OP_LLVM_user form was ever assigned to aspace_implicit_pointer.
	{OpLegacyAspaceImplicitPointer, "DW_OP_LLVM_aspace_implicit_pointer", implPtr, inAMDLegacy, 0},
	{OpLegacyPieceEnd, "DW_OP_LLVM_piece_end", none, inAMDLegacy, PieceEnd},
	{OpLegacyExtend, "DW_OP_LLVM_extend", ulebULEB, inAMDLegacy, Extend},
	{OpLegacySelectBitPiece, "DW_OP_LLVM_select_bit_piece", ulebULEB, inAMDLegacy, SelectBitPiece},

	{Op2020FormAspaceAddress, "DW_OP_LLVM_form_aspace_address", none, inAMD2020, FormAspaceAddress},
	{Op2020Offset, "DW_OP_LLVM_offset", none, inAMD2020, Offset},
	{Op2020PushLane, "DW_OP_LLVM_push_lane", none, inAMD2020, PushLane},

	{OpIntelRegs, "DW_OP_INTEL_regs", none, inIntel, 0},
	{OpIntelPushBitPieceStack, "DW_OP_INTEL_push_bit_piece_stack", none, inIntel, 0},
	{OpIntelPushSimdLane, "DW_OP_INTEL_push_simd_lane", none, inIntel, 0},
	{OpIntelPieceStack, "DW_OP_INTEL_piece_stack", none, inIntel, 0},
	{OpIntelBitPieceStack, "DW_OP_INTEL_bit_piece_stack", none, inIntel, 0},
	{OpIntelRegvalBits, "DW_OP_INTEL_regval_bits", u8, inIntel, 0},
}

// subs is the DW_OP_LLVM_user sub-operation table, in sub-operation order.
var subs = []subEntry{
	{Nop, "DW_OP_LLVM_nop", none},
	{FormAspaceAddress, "DW_OP_LLVM_form_aspace_address", none},
	{PushLane, "DW_OP_LLVM_push_lane", none},
	{Offset, "DW_OP_LLVM_offset", none},
	{OffsetUconst, "DW_OP_LLVM_offset_uconst", uleb},
	{BitOffset, "DW_OP_LLVM_bit_offset", none},
	{CallFrameEntryReg, "DW_OP_LLVM_call_frame_entry_reg", reg},
	{Undefined, "DW_OP_LLVM_undefined", none},
	// The spec says SLEB128; LLVM 22 reads ULEB128 (see the package documentation of Print).
	{AspaceBregx, "DW_OP_LLVM_aspace_bregx", []Kind{KindReg, KindSLEB}},
	{PieceEnd, "DW_OP_LLVM_piece_end", none},
	{Extend, "DW_OP_LLVM_extend", ulebULEB},
	{SelectBitPiece, "DW_OP_LLVM_select_bit_piece", ulebULEB},
	// The selector names an NVIDIA operation whose operands are not published; the rest of
	// the expression is kept as opaque bytes.
	{NVIDIAMux, "DW_OP_LLVM_NVIDIA_mux", []Kind{KindULEB, KindRest}},
}

const maxOp = 0x400 // Op values stay below (numDialects << 8)

var (
	byOp   [maxOp]*opEntry
	byCode [numDialects][256]*opEntry
	bySub  [maxUserSubOp + 1]*subEntry
)

func init() {
	for n := 0; n < 32; n++ {
		ops = append(ops,
			opEntry{OpLit0 + Op(n), fmt.Sprintf("DW_OP_lit%d", n), none, inAll, 0},
			opEntry{OpReg0 + Op(n), fmt.Sprintf("DW_OP_reg%d", n), none, inAll, 0},
			opEntry{OpBreg0 + Op(n), fmt.Sprintf("DW_OP_breg%d", n), sleb, inAll, 0})
	}
	for i := range ops {
		e := &ops[i]
		if byOp[e.op] != nil {
			panic(fmt.Sprintf("expr: operation table lists %v twice", e.op))
		}
		byOp[e.op] = e
		for d := Dialect(0); d < numDialects; d++ {
			if e.dialects&(1<<d) == 0 {
				continue
			}
			if byCode[d][e.op.Code()] != nil {
				panic(fmt.Sprintf("expr: opcode 0x%02x has two meanings in dialect %v", e.op.Code(), d))
			}
			byCode[d][e.op.Code()] = e
		}
	}
	for i := range subs {
		bySub[subs[i].sub] = &subs[i]
	}
}

func lookupOp(op Op) *opEntry {
	if op < maxOp {
		return byOp[op]
	}
	return nil
}

func lookupSub(s UserSubOp) *subEntry {
	if s <= maxUserSubOp {
		return bySub[s]
	}
	return nil
}

// Lookup returns the operation that the opcode byte means in dialect d.
func Lookup(d Dialect, code byte) (Op, bool) {
	if d >= numDialects {
		return 0, false
	}
	if e := byCode[d][code]; e != nil {
		return e.op, true
	}
	return 0, false
}

// Ops lists every operation of the table, in table order.
func Ops() []Op {
	out := make([]Op, len(ops))
	for i := range ops {
		out[i] = ops[i].op
	}
	return out
}

// UserSubOps lists every DW_OP_LLVM_user sub-operation of the table.
func UserSubOps() []UserSubOp {
	out := make([]UserSubOp, len(subs))
	for i := range subs {
		out[i] = subs[i].sub
	}
	return out
}

// Known reports whether op is in the table.
func (op Op) Known() bool { return lookupOp(op) != nil }

// In reports whether op exists in dialect d.
func (op Op) In(d Dialect) bool {
	e := lookupOp(op)
	return e != nil && d < numDialects && e.dialects&(1<<d) != 0
}

// Operands lists the operand kinds of op (for DW_OP_LLVM_user, of the sub-operation:
// see UserSubOp.Operands).
func (op Op) Operands() []Kind {
	if e := lookupOp(op); e != nil {
		return e.args
	}
	return nil
}

// UserEquivalent returns the DW_OP_LLVM_user sub-operation that means the same as a legacy
// or 2020-draft AMD operation; ok is false when there is none.
func (op Op) UserEquivalent() (sub UserSubOp, ok bool) {
	if e := lookupOp(op); e != nil && e.user != 0 {
		return e.user, true
	}
	return 0, false
}

// Known reports whether s is in the sub-operation table.
func (s UserSubOp) Known() bool { return lookupSub(s) != nil }

// Operands lists the operand kinds that follow the sub-operation code.
func (s UserSubOp) Operands() []Kind {
	if e := lookupSub(s); e != nil {
		return e.args
	}
	return nil
}
