// Package geninst reads what an Intel GPU native instruction (Xe-LP through Xe3P, the
// generations hdwarf converts) writes and when its result arrives: its length, opcode,
// channels, destination register bytes (and an ALU destination's element size and stride),
// software-scoreboard token, branch targets, and a send's shared function and immediate
// descriptor, which message.go reads for the load/store cache's messages. It is not a
// disassembler: whatever it cannot read for certain (an indirect destination, the response
// of an Xe3P sendg other than a load from global memory, an opcode outside the set checked
// against iga64) it reports as unknown, and callers treat such an instruction as writing any
// register.
//
// Field positions are the hardware's (the Gen12 and Xe-HPC native formats, and each
// generation's compaction tables, compact.go); Xe2 and Xe3 read as Xe-HPC, Xe3P as Xe3 but
// for sendg, the three-source destination stride and some compaction tables. The test
// checks every instruction of the corpus kernels (IGC 1.0.12504's and IGC 2.40's, eight
// GPUs) against iga64's reading of them: iga64 12504 up to Xe-HPC, IGC 2.x's for Xe2 on.
package geninst

import (
	"encoding/binary"
	"fmt"
)

// Encoding is a family of native instruction formats.
type Encoding uint8

const (
	// XeLP: tgllp, dg1: 8-bit scoreboard field, byte subregisters.
	XeLP Encoding = iota
	// XeHPG: dg2, mtl: as Xe-LP, but compacted three-source instructions index another
	// control table.
	XeHPG
	// XeHPC: pvc: 10-bit scoreboard field, 64-byte registers, subregisters in 2-byte units
	// (the low bit of the destination's sits in bit 33).
	XeHPC
	// Xe2: bmg, lnl: as Xe-HPC.
	Xe2
	// Xe3: ptl, wcl, nvl-s: as Xe2.
	Xe3
	// Xe3P: cri, nvl-p: as Xe3.
	Xe3P
)

// wide: the Xe-HPC family of formats (64-byte registers, 10-bit scoreboard field).
func (e Encoding) wide() bool { return e >= XeHPC }

func (e Encoding) String() string {
	switch e {
	case XeLP:
		return "XeLP"
	case XeHPG:
		return "XeHPG"
	case XeHPC:
		return "XeHPC"
	case Xe2:
		return "Xe2"
	case Xe3:
		return "Xe3"
	case Xe3P:
		return "Xe3P"
	}
	return fmt.Sprintf("Encoding(%d)", uint8(e))
}

// Opcode is an instruction's 7-bit operation code.
type Opcode uint8

// The opcodes the corpus kernels use (checked against iga64).
const (
	OpIllegal Opcode = 0x00
	OpSync    Opcode = 0x01
	OpJmpi    Opcode = 0x20
	OpBrd     Opcode = 0x21
	OpIf      Opcode = 0x22
	OpBrc     Opcode = 0x23
	OpElse    Opcode = 0x24
	OpEndif   Opcode = 0x25
	OpWhile   Opcode = 0x27
	OpBreak   Opcode = 0x28
	OpCont    Opcode = 0x29
	OpHalt    Opcode = 0x2a
	OpCalla   Opcode = 0x2b
	OpCall    Opcode = 0x2c
	OpRet     Opcode = 0x2d
	OpGoto    Opcode = 0x2e
	OpJoin    Opcode = 0x2f
	OpSend    Opcode = 0x31
	OpSendc   Opcode = 0x32
	OpSendg   Opcode = 0x33 // Xe3P's send (descriptor in a scalar register or immediate)
	OpMath    Opcode = 0x38
	OpAdd     Opcode = 0x40
	OpMul     Opcode = 0x41
	OpRndd    Opcode = 0x45
	OpRndz    Opcode = 0x47
	OpMach    Opcode = 0x49
	OpLzd     Opcode = 0x4a
	OpFbl     Opcode = 0x4c
	OpAddc    Opcode = 0x4e
	OpSubb    Opcode = 0x4f
	OpAdd3    Opcode = 0x52
	OpMacl    Opcode = 0x53
	OpMad     Opcode = 0x5b
	OpMullh   Opcode = 0x5f // Xe3P: 32x32-bit multiply keeping both halves of the product
	OpNop     Opcode = 0x60
	OpMov     Opcode = 0x61
	OpSel     Opcode = 0x62
	OpNot     Opcode = 0x64
	OpAnd     Opcode = 0x65
	OpOr      Opcode = 0x66
	OpXor     Opcode = 0x67
	OpShr     Opcode = 0x68
	OpShl     Opcode = 0x69
	OpBfn     Opcode = 0x6b
	OpAsr     Opcode = 0x6c
	OpCmp     Opcode = 0x70
	OpCsel    Opcode = 0x72
)

// format says where an opcode keeps what it writes.
type format uint8

const (
	fmtUnknown format = iota // not read: may write anything
	fmtNone                  // writes no register, continues in order (sync, nop)
	fmtBinary                // one- or two-source ALU
	fmtTernary               // three-source ALU
	fmtSend                  // message to a shared function: writes a register block
	fmtSendg                 // Xe3P's message: the descriptor gives the response length
	fmtBranch                // transfers control
	fmtIllegal               // stops the thread (also what padding decodes to)
)

// branch operand kinds: which of the immediate targets a branch has.
const (
	targetNone = iota // ret: returns after a call, itself a branch
	targetJIP         // one relative target
	targetBoth        // relative JIP and UIP
	targetAbs         // calla: an absolute one (not read)
)

type opInfo struct {
	name    string
	f       format
	targets uint8
}

// opcodes is indexed by the 7-bit opcode; an entry without a name is not read.
var opcodes = [128]opInfo{
	OpIllegal: {"illegal", fmtIllegal, 0},
	OpSync:    {"sync", fmtNone, 0},
	OpJmpi:    {"jmpi", fmtBranch, targetJIP},
	OpBrd:     {"brd", fmtBranch, targetJIP},
	OpIf:      {"if", fmtBranch, targetBoth},
	OpBrc:     {"brc", fmtBranch, targetBoth},
	OpElse:    {"else", fmtBranch, targetBoth},
	OpEndif:   {"endif", fmtBranch, targetJIP},
	OpWhile:   {"while", fmtBranch, targetJIP},
	OpBreak:   {"break", fmtBranch, targetBoth},
	OpCont:    {"cont", fmtBranch, targetBoth},
	OpHalt:    {"halt", fmtBranch, targetBoth},
	OpCalla:   {"calla", fmtBranch, targetAbs},
	OpCall:    {"call", fmtBranch, targetJIP},
	OpRet:     {"ret", fmtBranch, targetNone},
	OpGoto:    {"goto", fmtBranch, targetBoth},
	OpJoin:    {"join", fmtBranch, targetJIP},
	OpSend:    {"send", fmtSend, 0},
	OpSendc:   {"sendc", fmtSend, 0},
	OpSendg:   {"sendg", fmtSendg, 0},
	OpMath:    {"math", fmtBinary, 0},
	OpAdd:     {"add", fmtBinary, 0},
	OpMul:     {"mul", fmtBinary, 0},
	OpRndd:    {"rndd", fmtBinary, 0},
	OpRndz:    {"rndz", fmtBinary, 0},
	OpMach:    {"mach", fmtBinary, 0},
	OpLzd:     {"lzd", fmtBinary, 0},
	OpFbl:     {"fbl", fmtBinary, 0},
	OpAddc:    {"addc", fmtBinary, 0},
	OpSubb:    {"subb", fmtBinary, 0},
	OpAdd3:    {"add3", fmtTernary, 0},
	OpMacl:    {"macl", fmtBinary, 0},
	OpMad:     {"mad", fmtTernary, 0},
	OpMullh:   {"mullh", fmtBinary, 0},
	OpNop:     {"nop", fmtNone, 0},
	OpMov:     {"mov", fmtBinary, 0},
	OpSel:     {"sel", fmtBinary, 0},
	OpNot:     {"not", fmtBinary, 0},
	OpAnd:     {"and", fmtBinary, 0},
	OpOr:      {"or", fmtBinary, 0},
	OpXor:     {"xor", fmtBinary, 0},
	OpShr:     {"shr", fmtBinary, 0},
	OpShl:     {"shl", fmtBinary, 0},
	OpBfn:     {"bfn", fmtTernary, 0},
	OpAsr:     {"asr", fmtBinary, 0},
	OpCmp:     {"cmp", fmtBinary, 0},
	OpCsel:    {"csel", fmtTernary, 0},
}

// info is what the table says of o, and whether it is in the table.
func (o Opcode) info() (opInfo, bool) {
	info := opcodes[o&0x7f]
	return info, info.name != ""
}

// infoIn is info for an instruction of enc: sendg and mullh exist from Xe3P on.
func (o Opcode) infoIn(enc Encoding) (opInfo, bool) {
	if (o&0x7f == OpSendg || o&0x7f == OpMullh) && enc < Xe3P {
		return opInfo{}, false
	}
	return o.info()
}

func (o Opcode) String() string {
	if info, ok := o.info(); ok {
		return info.name
	}
	return fmt.Sprintf("op%#02x", uint8(o))
}

// Scoreboard is what an instruction does with a software-scoreboard token.
type Scoreboard uint8

const (
	SBNone    Scoreboard = iota // no token
	SBSet                       // the instruction runs out of order; Token tracks it
	SBWaitDst                   // waits until the results of Token's instruction are written
	SBWaitSrc                   // waits until Token's instruction has read its sources
	SBUnknown                   // not read (a token kind the field cannot say)
)

func (s Scoreboard) String() string {
	switch s {
	case SBNone:
		return "none"
	case SBSet:
		return "set"
	case SBWaitDst:
		return "dst"
	case SBWaitSrc:
		return "src"
	case SBUnknown:
		return "unknown"
	}
	return fmt.Sprintf("Scoreboard(%d)", uint8(s))
}

// Inst is what Decode reads of one instruction.
type Inst struct {
	Op        Opcode
	Len       uint32 // 8 when compacted, else 16
	Compacted bool
	// WriteKnown: Lo and Hi bound the general-register bytes the instruction may write, as
	// byte offsets in the register file (r0 at 0), [Lo, Hi); Lo == Hi when it writes none.
	// Otherwise it may write any register.
	WriteKnown bool
	Lo, Hi     uint32
	SB         Scoreboard
	Token      uint8
	// Flow: the instruction may not continue with the next one (a branch, a call, a return,
	// the end of the thread, an illegal instruction).
	Flow bool
	// TargetsKnown: Targets are every code offset the instruction may transfer to besides the
	// next instruction (a return's, after its call, are not listed: the call is a branch too).
	TargetsKnown bool
	Targets      []uint32
	// ExecSize and ChanOff: the instruction runs channels ChanOff to ChanOff+ExecSize-1
	// (iga64's "(16|M16)"); ExecSize is 0 where they are not read (a compacted instruction
	// other than an ALU one).
	ExecSize, ChanOff uint32
	// DstBytes and DstStride: an ALU destination's element size and horizontal stride in
	// elements, where the instruction writes a general register it names (else 0).
	DstBytes, DstStride uint32
	// DescKnown: the instruction is a send whose message descriptor is immediate: SFID is
	// its shared function, Desc the descriptor: a send's bits 0-29 (bits 30-31 are not
	// read), a sendg's 47 bits (always immediate).
	DescKnown bool
	SFID      uint8
	Desc      uint64
}

// Writes reports whether the instruction may write any byte of [lo, hi).
func (in *Inst) Writes(lo, hi uint32) bool {
	return !in.WriteKnown || in.Lo < hi && lo < in.Hi
}

// Decode reads the instruction at off in code for a register file of grf-byte registers.
func Decode(enc Encoding, code []byte, off uint32, grf uint32) (Inst, error) {
	if uint64(off)+8 > uint64(len(code)) {
		return Inst{}, fmt.Errorf("instruction at %#x: code ends at %#x", off, len(code))
	}
	lo := binary.LittleEndian.Uint64(code[off:])
	in := Inst{Op: Opcode(lo & 0x7f)}
	if lo>>29&1 != 0 {
		in.decodeCompacted(enc, lo, grf)
	} else {
		if uint64(off)+16 > uint64(len(code)) {
			return Inst{}, fmt.Errorf("instruction at %#x: code ends at %#x inside it", off, len(code))
		}
		in.decodeNative(enc, lo, binary.LittleEndian.Uint64(code[off+8:]), off, grf)
	}
	in.clampToFile(grf)
	return in, nil
}

// decodeCompacted reads an 8-byte instruction.
func (in *Inst) decodeCompacted(enc Encoding, lo uint64, grf uint32) {
	in.Len, in.Compacted, in.SB = 8, true, SBUnknown
	info, known := in.Op.infoIn(enc)
	if !known || info.f == fmtBranch || info.f == fmtIllegal {
		in.Flow = true
	}
	if enc.wide() {
		in.SB, in.Token = scoreboardXeHPC(uint16(lo>>8)&0x3ff, in.Op)
	} else {
		in.SB, in.Token = scoreboardGen12(uint8(lo>>8), in.Op)
	}
	switch {
	case !known:
	case info.f == fmtBinary || info.f == fmtTernary:
		native := expandCompacted(enc, info.f, lo)
		in.ExecSize, in.ChanOff = channels(enc, native)
		in.Lo, in.Hi, in.DstBytes, in.DstStride, in.WriteKnown = destination(enc, info.f, in.Op, native, grf)
	case info.f == fmtNone:
		in.WriteKnown = true
	}
}

// decodeNative reads a 16-byte instruction at off, whose quadwords are lo and hi.
func (in *Inst) decodeNative(enc Encoding, lo, hi uint64, off, grf uint32) {
	in.Len = 16
	in.ExecSize, in.ChanOff = channels(enc, lo)
	info, _ := in.Op.infoIn(enc)
	if !enc.wide() {
		in.SB, in.Token = scoreboardGen12(uint8(lo>>8), in.Op)
	} else {
		in.SB, in.Token = scoreboardXeHPC(uint16(lo>>8)&0x3ff, in.Op)
	}
	switch info.f {
	case fmtUnknown:
		in.Flow = true // an opcode not read may branch as well as write
	case fmtNone:
		in.WriteKnown = true
	case fmtIllegal:
		in.WriteKnown, in.Flow, in.TargetsKnown = true, true, true
	case fmtBranch:
		in.Flow = true
		in.TargetsKnown = branchTargets(in, info.targets, lo, hi, off)
	case fmtSend:
		in.Flow = lo>>34&1 != 0 // end of thread
		in.TargetsKnown = true
		if lo>>48&1 == 0 {
			in.DescKnown, in.SFID, in.Desc = true, uint8(hi>>28&0xf), sendDesc(lo, hi)
		}
		switch {
		case lo>>48&1 != 0: // the descriptor is in a register: the response length is unknown
		case lo>>50&1 == 0: // the destination is null
			in.WriteKnown = true
		default:
			n := uint32(lo >> 51 & 0x1f)
			if n == 31 {
				n = 32
			}
			reg := uint32(lo >> 56 & 0xff)
			in.WriteKnown, in.Lo, in.Hi = true, reg*grf, (reg+n)*grf
		}
	case fmtSendg:
		// Bit 32 ends the thread; bit 33 says the destination is a register (in bits 56-63),
		// whose length the message descriptor gives (sendgWrites).
		in.Flow = lo>>32&1 != 0
		in.TargetsKnown = true
		in.DescKnown, in.SFID, in.Desc = true, uint8(hi>>28&0xf), sendgDesc(lo, hi)
		if lo>>33&1 == 0 {
			in.WriteKnown = true
		} else {
			in.sendgWrites(uint32(lo>>56&0xff), grf)
		}
	case fmtBinary, fmtTernary:
		in.Lo, in.Hi, in.DstBytes, in.DstStride, in.WriteKnown = destination(enc, info.f, in.Op, lo, grf)
	}
}

// channels reads the execution size and the first channel (the "M" offset: bits 19-21 in
// units of four channels; on Xe-HPC bits 24-25 in units of eight, of which the corpus has
// M0 and M16 only) of a native instruction's first quadword.
func channels(enc Encoding, lo uint64) (size, first uint32) {
	if enc.wide() {
		return 1 << (lo >> 18 & 7), uint32(lo>>24&3) * 8
	}
	return 1 << (lo >> 16 & 7), uint32(lo>>19&7) * 4
}

// sendDesc gathers a native send's immediate message descriptor, bits 0-29, from the four
// places the instruction keeps them (bits 0-10, 11-19, 20-24 and 25-29 of the descriptor).
func sendDesc(lo, hi uint64) uint64 {
	return hi>>17&0x7ff | (hi>>49&0x1ff)<<11 | (lo>>51&0x1f)<<20 | (hi>>3&0x1f)<<25
}

// sendgDesc gathers sendg's 47-bit message descriptor from the six places the instruction
// keeps it (bits 0-15, 16-27, 28-29, 30-31, 32-39 and 40-46 of the descriptor).
func sendgDesc(lo, hi uint64) uint64 {
	return hi>>48&0xffff | (hi>>16&0xfff)<<16 | (hi>>32&3)<<28 | (hi&3)<<30 | (lo>>48&0xff)<<32 | (lo>>36&0x7f)<<40
}

// registers is the number of general registers both encodings address.
const registers = 256

// clampToFile keeps a write inside the register file: a region that runs past r255 (a large
// execution size or response length on a high register) writes nothing beyond it.
func (in *Inst) clampToFile(grf uint32) {
	end := registers * grf
	in.Hi = min(in.Hi, end)
	in.Lo = min(in.Lo, in.Hi)
}

// destination returns the register bytes an ALU instruction's destination covers, and, when
// it is a general register it names, its element size and horizontal stride (in elements).
func destination(enc Encoding, f format, op Opcode, lo uint64, grf uint32) (from, to, size, stride uint32, ok bool) {
	execSize := uint32(1) << (lo >> 16 & 7)
	if enc.wide() {
		execSize = 1 << (lo >> 18 & 7)
	}
	if f == fmtBinary && lo>>35&1 != 0 { // indirect: the register is computed
		return 0, 0, 0, 0, false
	}
	dst := uint32(lo >> 48 & 0xffff)
	if dst>>2&1 == 0 { // an architecture register (null, acc, flag, ...), not a general one
		return 0, 0, 0, 0, true
	}
	typ := uint32(lo >> 36 & 0xf)
	if typ == 0xf {
		return 0, 0, 0, 0, false
	}
	size = 1 << (typ & 3)
	sub := dst >> 3 & 0x1f
	if enc.wide() {
		sub = sub<<1 | uint32(lo>>33&1)
	}
	switch {
	case f == fmtTernary && enc == Xe3P:
		// Xe3P's three-source destination: one stride bit (bit 49 means something else).
		stride = 1 << (dst & 1)
	case f == fmtTernary:
		stride = 1 << (dst & 3)
	default:
		stride = (1 << (dst & 3)) >> 1
	}
	span := ((execSize-1)*stride + 1) * size
	base := (dst >> 8) * grf
	if op == OpMath {
		// The macro forms use the subregister field for an accumulator selector; cover from
		// the register's start.
		return base, base + sub + span, size, stride, true
	}
	if op == OpMullh {
		// iga64 prints one destination, but the product's high dwords land after it: in
		// scopes.cri.O2, "mullh (16|M0) r5.0<1>:ud" is followed by "mov r8 <- r6" feeding
		// the quotient's shift. Whether the high half starts at the next register or right
		// after the low half is not seen apart (they coincide there), so cover both.
		return base + sub, roundUp(base+sub+span, grf) + roundUp(span, grf), size, stride, true
	}
	return base + sub, base + sub + span, size, stride, true
}

// roundUp rounds v up to a multiple of grf.
func roundUp(v, grf uint32) uint32 { return (v + grf - 1) / grf * grf }

// branchTargets fills in a branch's immediate targets and reports whether they are all of
// them.
func branchTargets(in *Inst, kind uint8, lo, hi uint64, off uint32) bool {
	switch kind {
	case targetNone:
		return true
	case targetAbs:
		return false
	}
	if lo>>46&1 == 0 { // the target is in a register
		return false
	}
	add := func(rel int32) {
		in.Targets = append(in.Targets, uint32(int64(off)+int64(rel)))
	}
	add(int32(uint32(hi >> 32)))
	if kind == targetBoth {
		add(int32(uint32(hi)))
	}
	return true
}

// outOfOrder: the operations whose token, when they carry one, is set rather than waited on.
func outOfOrder(op Opcode) bool {
	return op == OpSend || op == OpSendc || op == OpSendg || op == OpMath
}

// scoreboardGen12 reads the 8-bit scoreboard field: bit 7 set combines a token with a
// register distance; otherwise mode (bits 4-6) 2, 3 and 4 wait for a token's destination,
// wait for its sources, or set it, and any other mode is a register distance alone.
func scoreboardGen12(s uint8, op Opcode) (Scoreboard, uint8) {
	token := s & 0xf
	if s&0x80 != 0 {
		if outOfOrder(op) {
			return SBSet, token
		}
		return SBWaitDst, token
	}
	if mode := s >> 4 & 7; mode >= 2 && mode <= 4 {
		return tokenKind(uint16(mode - 2)), token
	}
	return SBNone, 0
}

// tokenKind reads a token's kind as both encodings number it: 0 waits for the destination,
// 1 for the sources, 2 sets the token.
func tokenKind(k uint16) Scoreboard {
	switch k {
	case 0:
		return SBWaitDst
	case 1:
		return SBWaitSrc
	case 2:
		return SBSet
	}
	return SBUnknown
}

// scoreboardXeHPC reads the 10-bit scoreboard field: a non-zero mode (bits 8-9) combines a
// token (bits 0-4) with a register distance; otherwise bit 7 marks a token whose kind is in
// bits 5-6 (destination, sources, set). With a distance, a send's mode names the distance's
// pipe and the token is set; any other instruction's (math included, which sets its token
// only without a distance) waits for the token's destination (modes 1 and 3) or sources (2),
// as iga64-sid assembles "@2,$5.src" for math.inv.
func scoreboardXeHPC(s uint16, op Opcode) (Scoreboard, uint8) {
	token := uint8(s & 0x1f)
	if s == 0xf0 { // the "no accumulator" marker
		return SBNone, 0
	}
	if mode := s >> 8 & 3; mode != 0 {
		switch {
		case op == OpSend || op == OpSendc || op == OpSendg:
			return SBSet, token
		case mode&1 != 0:
			return SBWaitDst, token
		}
		return SBWaitSrc, token
	}
	if s&0x80 == 0 {
		return SBNone, 0
	}
	return tokenKind(s >> 5 & 3), token
}
