package geninst

import "fmt"

// SFIDDC1 is the data port's second data cache function on Xe-LP and Xe-HPG (iga64's
// "send.dc1"), whose untyped surface reads load vectors on Xe-LP (and in IGC 1.0.12504's
// code for dg2).
const SFIDDC1 = 0xc

// dc1UntypedRead is the message type (descriptor bits 14-18) of an untyped surface read.
const dc1UntypedRead = 0x01

// dc1UntypedWrite is the message type of an untyped surface write (dc1). The A64 forms of
// both are other message types.
const dc1UntypedWrite = 0x09

// btiStateless is the binding table index of the stateless model: with 32-bit addresses,
// each is an offset from the General State Base Address (IGC's TranslateSendLdStLsc.cpp
// says so of BTI 255 with :a32).
const btiStateless = 0xff

// SFIDUGM is the shared function of the load/store cache's messages to global memory from
// Xe-HPG on (iga64's "send.ugm", and Xe3P's "sendg.ugm"), in a send's SFID field.
const SFIDUGM = 0xf

// SFIDSLM is the shared function of the load/store cache's messages to shared local memory
// (iga64's "send.slm", "sendg.slm"); their descriptors are laid out as SFIDUGM's.
const SFIDSLM = 0xe

// LSCOp is a load/store cache message's operation (descriptor bits 0-5 in both layouts);
// only the two read here are named.
type LSCOp uint8

const (
	LSCLoad  LSCOp = 0x00 // a gathering load: each channel reads its own address
	LSCStore LSCOp = 0x04
)

// lscDataSizes: the descriptor's data size code as iga64 spells it, and the bytes each value
// takes in the registers (d8u32 and d16u32 zero-extend to 32 bits; plain d8 and d16 exist
// transposed only). Xe3P's sendg has the codes up to d16u32 (lastCode).
var lscDataSizes = [8]struct {
	name string
	reg  uint32
}{{"d8", 1}, {"d16", 2}, {"d32", 4}, {"d64", 8}, {"d8u32", 4}, {"d16u32", 4}, {"d16u32h", 4}, {"", 0}}

// lscVectors: the descriptor's vector size code: values per channel.
var lscVectors = [8]uint32{1, 2, 3, 4, 8, 16, 32, 64}

// lscLayout is where a load/store cache descriptor keeps its fields (the low bit of each;
// vector size and data size take 3 bits), and the last data size code it has.
type lscLayout struct {
	vector, transpose, dataSize, lastCode uint8
}

var (
	// lscSend: a send's 32-bit descriptor (Xe-HPG to Xe3).
	lscSend = lscLayout{vector: 12, transpose: 15, dataSize: 9, lastCode: 6}
	// lscSendg: Xe3P sendg's 47-bit descriptor (IGA's E64 load/store messages).
	lscSendg = lscLayout{vector: 7, transpose: 10, dataSize: 11, lastCode: 5}
)

// LSC is what a load/store cache message's descriptor says of its data.
type LSC struct {
	Op        LSCOp
	DataSize  uint8  // the descriptor's code (lscDataSizes)
	Vector    uint32 // values per channel
	Transpose bool   // one channel's values in consecutive slots (a block), not per channel
	sendg     bool   // read from a sendg (iga64 spells its messages a little differently)
}

// LSC reads the descriptor of a send to the load/store cache (SFIDUGM, SFIDSLM) of an
// encoding that has one, a send's or a sendg's; ok is false for any other instruction, an
// operation other than a load or a store, a data size code that does not exist, or a
// non-transposed d8 or d16 (which the hardware does not have).
func (in *Inst) LSC(enc Encoding) (l LSC, ok bool) {
	if enc == XeLP || !in.DescKnown || in.SFID != SFIDUGM && in.SFID != SFIDSLM {
		return LSC{}, false
	}
	f := lscSend
	if in.Op == OpSendg {
		f = lscSendg
	}
	d := in.Desc
	l = LSC{Op: LSCOp(d & 0x3f), DataSize: uint8(d >> f.dataSize & 7), Vector: lscVectors[d>>f.vector&7], Transpose: d>>f.transpose&1 != 0, sendg: in.Op == OpSendg}
	if (l.Op != LSCLoad && l.Op != LSCStore) || l.DataSize > f.lastCode || !l.Transpose && lscDataSizes[l.DataSize].reg < 4 {
		return LSC{}, false
	}
	return l, true
}

// sendgWrites sets what a sendg writes to register dst: the response of a load from global
// or shared local memory, as long as its descriptor says (sendg has no response length field); of any other
// message, unknown.
func (in *Inst) sendgWrites(dst, grf uint32) {
	n, ok := in.sendgResponse(grf)
	if !ok {
		return
	}
	in.WriteKnown, in.Lo, in.Hi = true, dst*grf, dst*grf+roundUp(n, grf)
}

// sendgResponse is the bytes a sendg load from global or shared local memory returns (iga64's "rd:N B"):
// a transposed one its values; otherwise each value per channel in a block of the channels,
// a block taking a whole register when there are several values and it would take less.
func (in *Inst) sendgResponse(grf uint32) (uint32, bool) {
	l, ok := in.LSC(Xe3P)
	if !ok || in.Op != OpSendg || l.Op != LSCLoad || in.ExecSize == 0 {
		return 0, false
	}
	size := lscDataSizes[l.DataSize].reg
	if l.Transpose {
		return size * l.Vector, true
	}
	block := size * in.ExecSize
	if block < grf && l.Vector > 1 {
		block = grf
	}
	return block * l.Vector, true
}

// String spells the message as iga64 does, without the shared function and the address
// and cache parts: "load.d32x4", "load.d32x16t", "store.d64"; a transposed single value
// "d64x1t" of a send, "d64t" of a sendg.
func (l LSC) String() string {
	op := "load"
	if l.Op == LSCStore {
		op = "store"
	}
	s := fmt.Sprintf("%s.%s", op, lscDataSizes[l.DataSize].name)
	if l.Vector != 1 || l.Transpose && !l.sendg {
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
	stride := roundUp(in.ExecSize*size, grf)
	if in.Hi-in.Lo != l.Vector*stride {
		return Gather{}, false // the block is not the components (or runs past r255)
	}
	return Gather{Dst: in.Lo, Components: l.Vector, ElemBytes: size, CompStride: stride, Lanes: in.ExecSize, ChanOff: in.ChanOff}, true
}

// StatelessA32 reports whether the instruction is a data port untyped surface read or write
// (dc1, Xe-LP and Xe-HPG) of binding table index 255 with 32-bit addresses: each channel's
// address is an offset from the General State Base Address. IGC's private memory in the
// scratch space is addressed so on Xe-LP (vISA's %scratch surface).
func (in *Inst) StatelessA32() bool {
	if !in.DescKnown || in.SFID != SFIDDC1 || in.Desc&0xff != btiStateless {
		return false
	}
	t := in.Desc >> 14 & 0x1f
	return t == dc1UntypedRead || t == dc1UntypedWrite
}

// untypedRead is Gather for the untyped surface read of Xe-LP and Xe-HPG (data cache 1, message type 1):
// descriptor bits 8-11 disable the x, y, z, w channels, bits 12-13 give the SIMD mode (1:
// SIMD16, 2: SIMD8), which must be the instruction's execution size.
func (in *Inst) untypedRead(grf uint32) (Gather, bool) {
	if !in.DescKnown || in.SFID != SFIDDC1 || in.Desc>>14&0x1f != dc1UntypedRead || !in.WriteKnown || in.Hi <= in.Lo {
		return Gather{}, false
	}
	lanes := map[uint64]uint32{1: 16, 2: 8}[in.Desc>>12&3]
	if lanes == 0 || lanes != in.ExecSize {
		return Gather{}, false
	}
	n := uint32(0)
	for c := uint32(0); c < 4; c++ {
		if in.Desc>>(8+c)&1 == 0 {
			n++
		}
	}
	stride := roundUp(lanes*4, grf)
	if n == 0 || in.Hi-in.Lo != n*stride { // the block is not the components
		return Gather{}, false
	}
	return Gather{Dst: in.Lo, Components: n, ElemBytes: 4, CompStride: stride, Lanes: lanes, ChanOff: in.ChanOff}, true
}
