package expr

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
