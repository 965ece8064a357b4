package geninst

import "fmt"

// SFIDDC1 is the data port's second data cache function on Xe-LP and Xe-HPG (iga64's
// "send.dc1"), whose untyped surface reads load vectors on Xe-LP (and in IGC 1.0.12504's
// code for dg2).
const SFIDDC1 = 0xc

// dc1UntypedRead is the message type (descriptor bits 14-18) of an untyped surface read.
const dc1UntypedRead = 0x01

// SFIDUGM is the shared function of the load/store cache's messages to global memory on
// Xe-HPG and Xe-HPC (iga64's "send.ugm"), in a send's SFID field.
const SFIDUGM = 0xf

// LSCOp is a load/store cache message's operation (descriptor bits 0-5); only the two
// read here are named.
type LSCOp uint8

const (
	LSCLoad  LSCOp = 0x00 // a gathering load: each channel reads its own address
	LSCStore LSCOp = 0x04
)

// lscDataSizes: the descriptor's data size field (bits 9-11) as iga64 spells it, and the
// bytes each value takes in the registers (a d8 or d16 value is zero-extended to 32 bits
// by d8u32 and d16u32; plain d8 and d16 are only transposed: 0, not read).
var lscDataSizes = [8]struct {
	name string
	reg  uint32
}{{"d8", 0}, {"d16", 0}, {"d32", 4}, {"d64", 8}, {"d8u32", 4}, {"d16u32", 4}, {"d16u32h", 4}, {"", 0}}

// lscVectors: the descriptor's vector size field (bits 12-14): values per channel.
var lscVectors = [8]uint32{1, 2, 3, 4, 8, 16, 32, 64}

// LSC is what a load/store cache message's descriptor says of its data.
type LSC struct {
	Op        LSCOp
	DataSize  uint8  // the descriptor's code (lscDataSizes)
	Vector    uint32 // values per channel
	Transpose bool   // one channel's values in consecutive slots (a block), not per channel
}

// LSC reads the descriptor of a send to the load/store cache (SFIDUGM) of an encoding
// that has one; ok is false for any other instruction, an operation other than a load or
// a store, or a data size code that does not exist.
func (in *Inst) LSC(enc Encoding) (l LSC, ok bool) {
	if enc == XeLP || !in.DescKnown || in.SFID != SFIDUGM {
		return LSC{}, false
	}
	l = LSC{Op: LSCOp(in.Desc & 0x3f), DataSize: uint8(in.Desc >> 9 & 7), Vector: lscVectors[in.Desc>>12&7], Transpose: in.Desc>>15&1 != 0}
	if (l.Op != LSCLoad && l.Op != LSCStore) || lscDataSizes[l.DataSize].name == "" {
		return LSC{}, false
	}
	return l, true
}

// String spells the message as iga64 does, without the shared function and the address
// and cache parts: "load.d32x4", "load.d32x16t", "store.d64".
func (l LSC) String() string {
	op := "load"
	if l.Op == LSCStore {
		op = "store"
	}
	s := fmt.Sprintf("%s.%s", op, lscDataSizes[l.DataSize].name)
	if l.Vector != 1 || l.Transpose {
		s += fmt.Sprintf("x%d", l.Vector)
	}
	if l.Transpose {
		s += "t"
	}
	return s
}

// Gather is where a gathering load puts what it read: Components blocks of Lanes values,
// component-major (all channels' first value, then all channels' second, ...): component
// j of channel ChanOff+l is at byte Dst + j*CompStride + l*ElemBytes of the register file.
type Gather struct {
	Dst, Components, ElemBytes, CompStride, Lanes, ChanOff uint32
}

// Gather returns the layout of a gathering load's result (an LSC load that is not
// transposed, of values of 4 or 8 bytes in the registers; on Xe-LP and Xe-HPG an untyped
// surface read of the data port, 4-byte values, one component per channel its mask enables), each
// component padded to whole registers of grf bytes; ok is false for anything else, and where
// the response length does not cover the components (the destination would not be what the
// message writes).
func (in *Inst) Gather(enc Encoding, grf uint32) (g Gather, ok bool) {
	if enc == XeLP || enc == XeHPG && in.SFID == SFIDDC1 {
		return in.untypedRead(grf)
	}
	l, ok := in.LSC(enc)
	if !ok || l.Op != LSCLoad || l.Transpose || in.ExecSize == 0 || !in.WriteKnown || in.Hi <= in.Lo {
		return Gather{}, false
	}
	size := lscDataSizes[l.DataSize].reg
	if size == 0 {
		return Gather{}, false
	}
	stride := (in.ExecSize*size + grf - 1) / grf * grf
	if in.Desc>>20&0x1f != l.Vector*stride/grf || in.Hi-in.Lo != l.Vector*stride {
		return Gather{}, false // the block is not the components (or runs past r255)
	}
	return Gather{Dst: in.Lo, Components: l.Vector, ElemBytes: size, CompStride: stride, Lanes: in.ExecSize, ChanOff: in.ChanOff}, true
}

// untypedRead is Gather for the untyped surface read of Xe-LP and Xe-HPG (data cache 1, message type 1):
// descriptor bits 8-11 disable the x, y, z, w channels, bits 12-13 give the SIMD mode (1:
// SIMD16, 2: SIMD8), which must be the instruction's execution size.
func (in *Inst) untypedRead(grf uint32) (Gather, bool) {
	if !in.DescKnown || in.SFID != SFIDDC1 || in.Desc>>14&0x1f != dc1UntypedRead || !in.WriteKnown || in.Hi <= in.Lo {
		return Gather{}, false
	}
	lanes := map[uint32]uint32{1: 16, 2: 8}[in.Desc>>12&3]
	if lanes == 0 || lanes != in.ExecSize {
		return Gather{}, false
	}
	n := uint32(0)
	for c := uint32(0); c < 4; c++ {
		if in.Desc>>(8+c)&1 == 0 {
			n++
		}
	}
	stride := (lanes*4 + grf - 1) / grf * grf
	if n == 0 || in.Desc>>20&0x1f != n*stride/grf || in.Hi-in.Lo != n*stride {
		return Gather{}, false
	}
	return Gather{Dst: in.Lo, Components: n, ElemBytes: 4, CompStride: stride, Lanes: lanes, ChanOff: in.ChanOff}, true
}
