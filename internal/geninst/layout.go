package geninst

import (
	"fmt"
	"slices"
)

// Vector is a vector in the register file laid out component-major, as IGC's vISA vectors
// are: N components of ES bytes for the Count lanes from Base, component k of lane l at byte
// V + k*Count*ES + (l-Base)*ES.
type Vector struct {
	V, N, ES, Base, Count uint64
}

// Code is a code section's instructions, decoded once and indexed by the general registers
// they write, for many ComponentMajor checks: each looks only at the instructions that write
// its vector's registers.
type Code struct {
	enc   Encoding
	grf   uint32
	name  string
	insts []Inst
	offs  []uint64
	byReg [256][]int32 // by register: the instructions that write it (WriteKnown), in order
	err   error        // why decoding stopped at errAt (nil: it did not)
	errAt uint64
}

// NewCode decodes code (the section name, for messages) for ComponentMajor checks.
func NewCode(enc Encoding, grf uint32, code []byte, name string) *Code {
	c := &Code{enc: enc, grf: grf, name: name}
	for off := uint64(0); off < uint64(len(code)); {
		in, err := Decode(enc, code, uint32(off), grf)
		if err != nil {
			c.err, c.errAt = fmt.Errorf("%s: %w", name, err), off
			break
		}
		k := int32(len(c.insts))
		c.insts = append(c.insts, in)
		c.offs = append(c.offs, off)
		if in.WriteKnown && in.Hi > in.Lo && grf > 0 {
			for r := in.Lo / grf; r <= (in.Hi-1)/grf && r < 256; r++ {
				c.byReg[r] = append(c.byReg[r], k)
			}
		}
		off += uint64(in.Len)
	}
	return c
}

// ComponentMajor checks that the machine code code (of the section name, for messages)
// writes the vector vec so over code [lo, hi) (Code.ComponentMajor).
func ComponentMajor(enc Encoding, grf uint32, code []byte, name string, lo, hi uint64, vec Vector) error {
	if lo > hi || hi > uint64(len(code)) {
		return fmt.Errorf("the range [0x%x, 0x%x) is not inside %s (0x%x bytes)", lo, hi, name, len(code))
	}
	// An instruction that starts before hi ends at most 16 bytes on.
	return NewCode(enc, grf, code[:min(uint64(len(code)), hi+16)], name).ComponentMajor(lo, hi, vec)
}

// ComponentMajor checks that the code writes the vector vec so over [lo, hi): every
// instruction of [lo, hi) that writes a byte of the vector's registers must write lanes of
// one component there (an ALU destination of ES-byte elements at stride 1, or a gathering
// load of ES-byte values), and one of them, or else the last instruction before lo that
// writes V, must write V. An instruction whose writes are not read (WriteKnown false) is not
// counted.
func (c *Code) ComponentMajor(lo, hi uint64, vec Vector) error {
	enc, grf, name := c.enc, c.grf, c.name
	v, es, base, count := vec.V, vec.ES, vec.Base, vec.Count
	size := vec.N * count * es
	end := v + size
	if c.err != nil && c.errAt < hi {
		return c.err
	}
	if lo > hi || grf == 0 || size == 0 || end/uint64(grf) > 256 {
		return fmt.Errorf("the range [0x%x, 0x%x) or the vector at byte %d of %d bytes is not inside %s", lo, hi, v, size, name)
	}
	// The instructions that write the vector's registers, in code order, before hi.
	var cand []int32
	for r := v / uint64(grf); r <= (end-1)/uint64(grf); r++ {
		for _, k := range c.byReg[r] {
			if c.offs[k] >= hi {
				break
			}
			cand = append(cand, k)
		}
	}
	slices.Sort(cand)
	cand = slices.Compact(cand)
	// fits reports whether lanes [first, first+x) of a component written from byte at (at is
	// lane first's byte) are where the layout puts them.
	fits := func(at, first, x uint64) bool {
		if first < base || first+x > base+count || at < v+(first-base)*es {
			return false
		}
		rel := at - v - (first-base)*es
		return rel%(count*es) == 0 && rel < size
	}
	// last: the last instruction before lo that writes v (lastAt < 0: none).
	lastAt, lastOK, lastRead, lastWhat := int64(-1), false, false, ""
	defined := false
	for _, k := range cand {
		in, at := &c.insts[k], c.offs[k]
		if uint64(in.Hi) <= v || uint64(in.Lo) >= end {
			continue // writes nothing of the vector
		}
		ok, read := false, false
		writesFirst := uint64(in.Lo) <= v && v < uint64(in.Hi)
		what := "writes them another way"
		if in.Op == OpSend || in.Op == OpSendc {
			what = "is a send whose message is not a gathering load read here"
			if in.DescKnown {
				what += fmt.Sprintf(" (SFID %d, descriptor 0x%08x)", in.SFID, in.Desc)
			}
		}
		if g, isGather := in.Gather(enc, grf); isGather {
			what, read = fmt.Sprintf("loads %d components of %d bytes for channels %d-%d", g.Components, g.ElemBytes, g.ChanOff, g.ChanOff+g.Lanes-1), true
			ok = uint64(g.ElemBytes) == es && uint64(g.Lanes)*es == uint64(g.CompStride)
			for j := uint32(0); ok && j < g.Components; j++ {
				start := uint64(g.Dst + j*g.CompStride)
				if start+uint64(g.CompStride) <= v || start >= end {
					continue
				}
				ok = fits(start, uint64(g.ChanOff), uint64(g.Lanes))
			}
		} else if in.DstBytes != 0 && in.ExecSize != 0 {
			what, read = fmt.Sprintf("writes %d-byte elements at stride %d for channels %d-%d", in.DstBytes, in.DstStride, in.ChanOff, in.ChanOff+in.ExecSize-1), true
			ok = uint64(in.DstBytes) == es && in.DstStride == 1 && fits(uint64(in.Lo), uint64(in.ChanOff), uint64(in.ExecSize))
		}
		if at < lo {
			if writesFirst {
				lastAt, lastOK, lastRead, lastWhat = int64(at), ok, read, what
			}
			continue
		}
		if !ok {
			return &LayoutError{fmt.Sprintf("%s+0x%x %s, not component-major", name, at, what), read}
		}
		defined = defined || writesFirst
	}
	switch {
	case defined:
	case lastAt < 0:
		return fmt.Errorf("no instruction of %s before 0x%x whose writes are read writes its first byte", name, hi)
	case !lastOK:
		return &LayoutError{fmt.Sprintf("%s+0x%x, the last instruction before the range to write its first byte, %s, not component-major", name, lastAt, lastWhat), lastRead}
	}
	return nil
}

// A LayoutError is an instruction that writes a vector's bytes otherwise than
// component-major. Refutes says the instruction's write was read (an ALU destination's or a
// gathering load's element size, stride and channels), so the bytes provably hold something
// else there; otherwise (a send whose message is not read, a destination not read) the code
// settles nothing.
type LayoutError struct {
	msg     string
	Refutes bool
}

func (e *LayoutError) Error() string { return e.msg }
