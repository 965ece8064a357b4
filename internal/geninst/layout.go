package geninst

import "fmt"

// Vector is a vector in the register file laid out component-major, as IGC's vISA vectors
// are: N components of ES bytes for the Count lanes from Base, component k of lane l at byte
// V + k*Count*ES + (l-Base)*ES.
type Vector struct {
	V, N, ES, Base, Count uint64
}

// ComponentMajor checks that the machine code code (of the section name, for messages)
// writes the vector vec so over code [lo, hi): every instruction of [lo, hi) that writes a
// byte of the vector's registers must write lanes of one component there (an ALU
// destination of ES-byte elements at stride 1, or a gathering load of ES-byte values), and
// one of them, or else the last instruction before lo that writes V, must write V. An
// instruction whose writes are not read (WriteKnown false) is not counted.
func ComponentMajor(enc Encoding, grf uint32, code []byte, name string, lo, hi uint64, vec Vector) error {
	v, es, base, count := vec.V, vec.ES, vec.Base, vec.Count
	size := vec.N * count * es
	end := v + size
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
	lastAt, lastOK, lastWhat := int64(-1), false, ""
	defined := false
	if lo > hi || hi > uint64(len(code)) {
		return fmt.Errorf("the range [0x%x, 0x%x) is not inside %s (0x%x bytes)", lo, hi, name, len(code))
	}
	for off := uint64(0); off < hi && off < uint64(len(code)); {
		in, err := Decode(enc, code, uint32(off), grf)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		at := off
		off += uint64(in.Len)
		if !in.WriteKnown || uint64(in.Hi) <= v || uint64(in.Lo) >= end {
			continue // writes nothing of the vector, or what it writes is not read
		}
		ok := false
		writesFirst := uint64(in.Lo) <= v && v < uint64(in.Hi)
		what := "writes them another way"
		if in.Op == OpSend || in.Op == OpSendc {
			what = "is a send whose message is not a gathering load read here"
		}
		if g, isGather := in.Gather(enc, grf); isGather {
			what = fmt.Sprintf("loads %d components of %d bytes for channels %d-%d", g.Components, g.ElemBytes, g.ChanOff, g.ChanOff+g.Lanes-1)
			ok = uint64(g.ElemBytes) == es && uint64(g.Lanes)*es == uint64(g.CompStride)
			for j := uint32(0); ok && j < g.Components; j++ {
				start := uint64(g.Dst + j*g.CompStride)
				if start+uint64(g.CompStride) <= v || start >= end {
					continue
				}
				ok = fits(start, uint64(g.ChanOff), uint64(g.Lanes))
			}
		} else if in.DstBytes != 0 && in.ExecSize != 0 {
			what = fmt.Sprintf("writes %d-byte elements at stride %d for channels %d-%d", in.DstBytes, in.DstStride, in.ChanOff, in.ChanOff+in.ExecSize-1)
			ok = uint64(in.DstBytes) == es && in.DstStride == 1 && fits(uint64(in.Lo), uint64(in.ChanOff), uint64(in.ExecSize))
		}
		if at < lo {
			if writesFirst {
				lastAt, lastOK, lastWhat = int64(at), ok, what
			}
			continue
		}
		if !ok {
			return fmt.Errorf("%s+0x%x %s, not component-major", name, at, what)
		}
		defined = defined || writesFirst
	}
	switch {
	case defined:
	case lastAt < 0:
		return fmt.Errorf("no instruction of %s before 0x%x whose writes are read writes its first byte", name, hi)
	case !lastOK:
		return fmt.Errorf("%s+0x%x, the last instruction before the range to write its first byte, %s, not component-major", name, lastAt, lastWhat)
	}
	return nil
}
