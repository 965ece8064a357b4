package expr

import (
	"fmt"
	"hdwarf/internal/bytecursor"

	"hdwarf/internal/leb128"
)

// Encode lays out ops under dialect d and returns the bytes. It is the inverse of Decode
// and is meant for rewriting: operations keep the Offset they were decoded at, so that
//   - a DW_OP_skip/DW_OP_bra target (an old offset) is moved to where the operation that
//     started there now starts (the first operation with that Offset, or the end of the
//     expression when it pointed just past the last decoded operation), and
//   - a DW_OP_entry_value length is recomputed from the operations whose old offsets lay
//     inside its old extent (with any new operations between them).
//
// New operations carry Offset -1; they cannot be branch targets.
func Encode(ctx Context, d Dialect, ops []Operation) ([]byte, error) {
	if err := ctx.check(); err != nil {
		return nil, err
	}
	if d >= numDialects {
		return nil, fmt.Errorf("DWARF expression: unknown dialect %d", d)
	}
	n := len(ops)
	first := make(map[int]int, n) // old offset -> index of the first op there
	oldEnd := 0
	for i := range ops {
		o := &ops[i]
		if o.Offset < 0 {
			continue
		}
		if _, dup := first[o.Offset]; !dup {
			first[o.Offset] = i
		}
		if e := o.Offset + o.Len; e > oldEnd {
			oldEnd = e
		}
	}

	// Sizes, last to first: an entry value's length depends on the operations after it.
	size := make([]int, n)
	subLen := make([]uint64, n)
	for i := n - 1; i >= 0; i-- {
		o := &ops[i]
		if !o.Op.In(d) {
			return nil, fmt.Errorf("operation %d (%v) does not exist in dialect %v", i, o.Op, d)
		}
		if isEntryValue(o.Op) {
			subLen[i] = o.Args[0]
			if o.Offset >= 0 {
				last := lastCovered(ops, i)
				var sum int
				for j := i + 1; j <= last; j++ {
					sum += size[j]
				}
				subLen[i] = uint64(sum)
			}
		}
		s, err := opSize(ctx, o, subLen[i])
		if err != nil {
			return nil, fmt.Errorf("operation %d (%s): %w", i, o.Name(), err)
		}
		size[i] = s
	}
	newOff := make([]int, n+1)
	for i := 0; i < n; i++ {
		newOff[i+1] = newOff[i] + size[i]
	}

	out := make([]byte, 0, newOff[n])
	for i := range ops {
		o := &ops[i]
		var err error
		out, err = appendOp(out, ctx, o, subLen[i], func(target uint64) (int64, error) {
			t := int(int64(target))
			var at int
			if j, ok := first[t]; ok && int64(target) >= 0 {
				at = newOff[j]
			} else if t == oldEnd && int64(target) >= 0 {
				at = newOff[n]
			} else {
				return 0, fmt.Errorf("branch target 0x%x is not the start of an operation", int64(target))
			}
			return int64(at - newOff[i+1]), nil
		})
		if err != nil {
			return nil, fmt.Errorf("operation %d (%s): %w", i, o.Name(), err)
		}
	}
	return out, nil
}

func isEntryValue(op Op) bool { return op == OpEntryValue || op == OpGNUEntryValue }

// lastCovered returns the index of the last operation after i whose old offset lies in the
// old extent of entry value i (i itself when there is none).
func lastCovered(ops []Operation, i int) int {
	start := uint64(ops[i].Offset + ops[i].Len)
	end := start + ops[i].Args[0]
	last := i
	for j := i + 1; j < len(ops); j++ {
		off := ops[j].Offset
		if off < 0 {
			continue
		}
		if uint64(off) >= end || uint64(off) < start {
			break
		}
		last = j
	}
	return last
}

// opSize is the encoded size of o with entry-value length subLen.
func opSize(ctx Context, o *Operation, subLen uint64) (int, error) {
	n := 1
	kinds := o.Op.Operands()
	if o.Op == OpLLVMUser {
		if !o.Sub.Known() {
			return 0, fmt.Errorf("unknown DW_OP_LLVM_user sub-operation 0x%x", uint64(o.Sub))
		}
		n += leb128.UnsignedLen(uint64(o.Sub))
		kinds = o.Sub.Operands()
	}
	for i, k := range kinds {
		v := o.Args[i]
		if size, ok := k.Size(ctx); ok {
			n += size
			continue
		}
		switch k {
		case KindULEB, KindReg, KindBaseType:
			n += leb128.UnsignedLen(v)
		case KindLenULEB:
			n += leb128.UnsignedLen(uint64(len(o.Block)))
		case KindSubLen:
			n += leb128.UnsignedLen(subLen)
		case KindSLEB:
			n += leb128.SignedLen(int64(v))
		case KindBlock, KindRest:
			n += len(o.Block)
		case KindEHAddr:
			size, leb, signed, ok := ehAddrSize(ctx, byte(o.Args[i-1]))
			switch {
			case !ok:
				return 0, fmt.Errorf("DW_EH_PE encoding 0x%02x is not supported", o.Args[i-1])
			case leb && signed:
				n += leb128.SignedLen(int64(v))
			case leb:
				n += leb128.UnsignedLen(v)
			default:
				n += size
			}
		}
	}
	return n, nil
}

// appendOp encodes o. rel turns a branch operand into the displacement to write.
func appendOp(dst []byte, ctx Context, o *Operation, subLen uint64, rel func(uint64) (int64, error)) ([]byte, error) {
	dst = append(dst, o.Op.Code())
	kinds := o.Op.Operands()
	if o.Op == OpLLVMUser {
		if !o.Sub.Known() {
			return dst, fmt.Errorf("unknown DW_OP_LLVM_user sub-operation 0x%x", uint64(o.Sub))
		}
		dst = leb128.AppendUnsigned(dst, uint64(o.Sub))
		kinds = o.Sub.Operands()
	}
	bo := ctx.ByteOrder
	for i, k := range kinds {
		v := o.Args[i]
		var err error
		switch k {
		case KindU8, KindU16, KindU32, KindU64, KindRefCU2, KindRefCU4, KindAddr, KindRefAddr, KindEHEnc:
			size := fixedSize(ctx, k)
			if !fitsUnsigned(v, size) {
				err = fmt.Errorf("operand %d (%v) 0x%x does not fit in %d bytes", i, k, v, size)
			}
			dst = bytecursor.AppendFixed(dst, bo, size, v)
		case KindS8, KindS16, KindS32, KindS64:
			size := fixedSize(ctx, k)
			if !fitsSigned(v, size) {
				err = fmt.Errorf("operand %d (%v) %d does not fit in %d bytes", i, k, int64(v), size)
			}
			dst = bytecursor.AppendFixed(dst, bo, size, v)
		case KindULEB, KindReg, KindBaseType:
			dst = leb128.AppendUnsigned(dst, v)
		case KindSLEB:
			dst = leb128.AppendSigned(dst, int64(v))
		case KindSubLen:
			dst = leb128.AppendUnsigned(dst, subLen)
		case KindLenULEB, KindLenU8:
			if v != uint64(len(o.Block)) {
				err = fmt.Errorf("length operand %d is %d but the block has %d bytes", i, v, len(o.Block))
			} else if k == KindLenU8 && len(o.Block) > 0xff {
				err = fmt.Errorf("block of %d bytes is longer than 255", len(o.Block))
			}
			if k == KindLenU8 {
				dst = append(dst, byte(len(o.Block)))
			} else {
				dst = leb128.AppendUnsigned(dst, uint64(len(o.Block)))
			}
		case KindBlock, KindRest:
			dst = append(dst, o.Block...)
		case KindBranch:
			var r int64
			if r, err = rel(v); err == nil && (r < -0x8000 || r > 0x7fff) {
				err = fmt.Errorf("branch displacement %d does not fit in 2 bytes", r)
			}
			dst = bytecursor.AppendFixed(dst, bo, 2, uint64(r))
		case KindEHAddr:
			enc := byte(o.Args[i-1])
			size, leb, signed, ok := ehAddrSize(ctx, enc)
			switch {
			case !ok:
				err = fmt.Errorf("DW_EH_PE encoding 0x%02x is not supported", enc)
			case leb && signed:
				dst = leb128.AppendSigned(dst, int64(v))
			case leb:
				dst = leb128.AppendUnsigned(dst, v)
			case signed:
				if !fitsSigned(v, size) {
					err = fmt.Errorf("encoded address %d does not fit in %d bytes", int64(v), size)
				}
				dst = bytecursor.AppendFixed(dst, bo, size, v)
			default:
				if !fitsUnsigned(v, size) {
					err = fmt.Errorf("encoded address 0x%x does not fit in %d bytes", v, size)
				}
				dst = bytecursor.AppendFixed(dst, bo, size, v)
			}
		}
		if err != nil {
			return dst, err
		}
	}
	return dst, nil
}

// fixedSize is the size of an operand of a fixed-size kind.
func fixedSize(ctx Context, k Kind) int {
	n, _ := k.Size(ctx)
	return n
}
