package expr

import "fmt"

// AppendEncodeOffsets is Encode appending to dst, for rewriters that must know where each
// operation landed without decoding the result again. It returns the extended dst and
// offs, where offs[i] is the offset of operation i relative to the start of the encoded
// expression and offs[len(ops)] is its length; offs reuses the buf argument's storage when
// it is large enough. The bytes and errors are those of Encode.
func AppendEncodeOffsets(dst []byte, ctx Context, d Dialect, ops []Operation, buf []int) ([]byte, []int, error) {
	if err := ctx.check(); err != nil {
		return dst, nil, err
	}
	if d >= numDialects {
		return dst, nil, fmt.Errorf("DWARF expression: unknown dialect %d", d)
	}
	n := len(ops)
	oldEnd := 0
	for i := range ops {
		if o := &ops[i]; o.Offset >= 0 && o.Offset+o.Len > oldEnd {
			oldEnd = o.Offset + o.Len
		}
	}
	// offs holds the sizes first (last to first: an entry value's length depends on the
	// operations after it), then the running offsets. subLen is only needed for entry
	// values, which are rare: recompute it while writing.
	offs := buf[:0]
	if cap(offs) < n+1 {
		offs = make([]int, n+1)
	}
	offs = offs[:n+1]
	subLen := func(i int) uint64 {
		o := &ops[i]
		if !isEntryValue(o.Op) || o.Offset < 0 {
			return o.Args[0]
		}
		sum := 0
		for j := i + 1; j <= lastCovered(ops, i); j++ {
			sum += offs[j+1] - offs[j]
		}
		return uint64(sum)
	}
	size := offs[1:]
	for i := n - 1; i >= 0; i-- {
		o := &ops[i]
		if !o.Op.In(d) {
			return dst, nil, fmt.Errorf("operation %d (%v) does not exist in dialect %v", i, o.Op, d)
		}
		var sl uint64
		if isEntryValue(o.Op) {
			sl = o.Args[0]
			if o.Offset >= 0 {
				sum := 0
				for j := i + 1; j <= lastCovered(ops, i); j++ {
					sum += size[j]
				}
				sl = uint64(sum)
			}
		}
		s, err := opSize(ctx, o, sl)
		if err != nil {
			return dst, nil, fmt.Errorf("operation %d (%s): %w", i, o.Name(), err)
		}
		size[i] = s
	}
	offs[0] = 0
	for i := 0; i < n; i++ {
		offs[i+1] += offs[i]
	}
	base := len(dst)
	for i := range ops {
		o := &ops[i]
		var err error
		dst, err = appendOp(dst, ctx, o, subLen(i), func(target uint64) (int64, error) {
			t := int(int64(target))
			at := -1
			if int64(target) >= 0 {
				for j := range ops {
					if ops[j].Offset == t {
						at = offs[j]
						break
					}
				}
				if at < 0 && t == oldEnd {
					at = offs[n]
				}
			}
			if at < 0 {
				return 0, fmt.Errorf("branch target 0x%x is not the start of an operation", int64(target))
			}
			return int64(at - offs[i+1]), nil
		})
		if err != nil {
			return dst[:base], nil, fmt.Errorf("operation %d (%s): %w", i, o.Name(), err)
		}
	}
	return dst, offs, nil
}
