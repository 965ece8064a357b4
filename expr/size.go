package expr

import "hdwarf/internal/leb128"

// Size returns the bytes an operand of kind k takes when they do not depend on its value:
// the constants' and references' widths, Context.AddrSize for an address and
// Context.RefAddrSize() for a .debug_info offset. ok is false for the kinds whose bytes
// say their length (LEB128 numbers, blocks, DW_EH_PE-encoded addresses, the rest). Decode
// and encode step over operands by it; so do the passes that skim expressions.
func (k Kind) Size(ctx Context) (n int, ok bool) {
	switch k {
	case KindU8, KindS8, KindLenU8, KindEHEnc:
		return 1, true
	case KindU16, KindS16, KindRefCU2, KindBranch:
		return 2, true
	case KindU32, KindS32, KindRefCU4:
		return 4, true
	case KindU64, KindS64:
		return 8, true
	case KindAddr:
		return ctx.AddrSize, true
	case KindRefAddr:
		return ctx.RefAddrSize(), true
	}
	return 0, false
}

// OperandsEnd returns where operands of the given kinds that start at code[i] end, stepping
// over them without decoding: -1 when they run past the expression. It is the decoder's walk
// (Decode's Len) for scanners that only skip operations; LEB128 numbers may be padded.
func OperandsEnd(ctx Context, kinds []Kind, code []byte, i int) int {
	n := len(code)
	var last uint64 // the previous operand's value: a block's length, an encoded address's encoding
	for _, k := range kinds {
		if i > n {
			return -1
		}
		size, fixed := k.Size(ctx)
		switch {
		case fixed:
			if i+size <= n && (k == KindLenU8 || k == KindEHEnc) {
				last = uint64(code[i])
			}
		case k == KindSLEB:
			if _, size = leb128.Signed(code[i:]); size <= 0 {
				return -1
			}
		case k == KindULEB || k == KindReg || k == KindBaseType || k == KindLenULEB || k == KindSubLen:
			v, m := leb128.Unsigned(code[i:])
			if m <= 0 {
				return -1
			}
			last, size = v, m
		case k == KindBlock:
			if last > uint64(n-i) {
				return -1
			}
			size = int(last)
		case k == KindEHAddr:
			sz, leb, _, ok := ehAddrSize(ctx, byte(last))
			if !ok {
				return -1
			}
			if size = sz; leb {
				if _, size = leb128.Unsigned(code[i:]); size <= 0 {
					return -1
				}
			}
		case k == KindRest:
			size = n - i
		default:
			return -1
		}
		if size > n-i {
			return -1
		}
		i += size
	}
	return i
}

// StackEffect returns how many values o pops and pushes when it computes from the stack,
// the lane and constants only (literals, constants, the lane number, arithmetic and
// comparisons); ok is false for any other operation (registers, memory, control, pieces).
func (o *Operation) StackEffect() (pop, push int, ok bool) {
	switch {
	case o.Op >= OpLit0 && o.Op <= OpLit0+31,
		o.Op == OpConst1u, o.Op == OpConst2u, o.Op == OpConst4u, o.Op == OpConst8u, o.Op == OpConstu,
		o.Op == OpConst1s, o.Op == OpConst2s, o.Op == OpConst4s, o.Op == OpConst8s, o.Op == OpConsts,
		o.Op == OpIntelPushSimdLane, o.Op == OpLLVMUser && o.Sub == PushLane,
		o.Op == OpLegacyPushLane, o.Op == Op2020PushLane:
		return 0, 1, true
	case o.Op == OpPlusUconst, o.Op == OpNeg, o.Op == OpNot, o.Op == OpAbs:
		return 1, 1, true
	case o.Op == OpPlus, o.Op == OpMinus, o.Op == OpMul, o.Op == OpDiv, o.Op == OpMod,
		o.Op == OpShl, o.Op == OpShr, o.Op == OpShra, o.Op == OpAnd, o.Op == OpOr, o.Op == OpXor,
		o.Op == OpEq, o.Op == OpNe, o.Op == OpLt, o.Op == OpLe, o.Op == OpGt, o.Op == OpGe:
		return 2, 1, true
	}
	return 0, 0, false
}
