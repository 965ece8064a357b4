package expr

import "fmt"

// Op identifies one entry of the operation table. For the standard and GNU operations and
// DW_OP_LLVM_user the value is the opcode byte itself; a vendor operation that only one
// dialect defines is that dialect's number in the high byte and the opcode in the low byte,
// so the same byte can mean different operations without ambiguity once decoded.
type Op uint16

// Code is the opcode byte written for op.
func (op Op) Code() byte { return byte(op) }

func (op Op) String() string {
	if e := lookupOp(op); e != nil {
		return e.name
	}
	return fmt.Sprintf("DW_OP_<0x%x>", uint16(op))
}

// DWARF 5 operations (DWARF 5 section 7.7.1, table 7.9).
const (
	OpAddr              Op = 0x03
	OpDeref             Op = 0x06
	OpConst1u           Op = 0x08
	OpConst1s           Op = 0x09
	OpConst2u           Op = 0x0a
	OpConst2s           Op = 0x0b
	OpConst4u           Op = 0x0c
	OpConst4s           Op = 0x0d
	OpConst8u           Op = 0x0e
	OpConst8s           Op = 0x0f
	OpConstu            Op = 0x10
	OpConsts            Op = 0x11
	OpDup               Op = 0x12
	OpDrop              Op = 0x13
	OpOver              Op = 0x14
	OpPick              Op = 0x15
	OpSwap              Op = 0x16
	OpRot               Op = 0x17
	OpXderef            Op = 0x18
	OpAbs               Op = 0x19
	OpAnd               Op = 0x1a
	OpDiv               Op = 0x1b
	OpMinus             Op = 0x1c
	OpMod               Op = 0x1d
	OpMul               Op = 0x1e
	OpNeg               Op = 0x1f
	OpNot               Op = 0x20
	OpOr                Op = 0x21
	OpPlus              Op = 0x22
	OpPlusUconst        Op = 0x23
	OpShl               Op = 0x24
	OpShr               Op = 0x25
	OpShra              Op = 0x26
	OpXor               Op = 0x27
	OpBra               Op = 0x28
	OpEq                Op = 0x29
	OpGe                Op = 0x2a
	OpGt                Op = 0x2b
	OpLe                Op = 0x2c
	OpLt                Op = 0x2d
	OpNe                Op = 0x2e
	OpSkip              Op = 0x2f
	OpLit0              Op = 0x30 // OpLit0+n for n in 0..31
	OpReg0              Op = 0x50 // OpReg0+n for n in 0..31
	OpBreg0             Op = 0x70 // OpBreg0+n for n in 0..31
	OpRegx              Op = 0x90
	OpFbreg             Op = 0x91
	OpBregx             Op = 0x92
	OpPiece             Op = 0x93
	OpDerefSize         Op = 0x94
	OpXderefSize        Op = 0x95
	OpNop               Op = 0x96
	OpPushObjectAddress Op = 0x97
	OpCall2             Op = 0x98
	OpCall4             Op = 0x99
	OpCallRef           Op = 0x9a
	OpFormTLSAddress    Op = 0x9b
	OpCallFrameCFA      Op = 0x9c
	OpBitPiece          Op = 0x9d
	OpImplicitValue     Op = 0x9e
	OpStackValue        Op = 0x9f
	OpImplicitPointer   Op = 0xa0
	OpAddrx             Op = 0xa1
	OpConstx            Op = 0xa2
	OpEntryValue        Op = 0xa3
	OpConstType         Op = 0xa4
	OpRegvalType        Op = 0xa5
	OpDerefType         Op = 0xa6
	OpXderefType        Op = 0xa7
	OpConvert           Op = 0xa8
	OpReinterpret       Op = 0xa9
)

// GNU operations, valid in every dialect (none of the dialects reuses their bytes).
const (
	OpGNUPushTLSAddress  Op = 0xe0
	OpGNUUninit          Op = 0xf0
	OpGNUEncodedAddr     Op = 0xf1
	OpGNUImplicitPointer Op = 0xf2
	OpGNUEntryValue      Op = 0xf3
	OpGNUConstType       Op = 0xf4
	OpGNURegvalType      Op = 0xf5
	OpGNUDerefType       Op = 0xf6
	OpGNUConvert         Op = 0xf7
	OpGNUReinterpret     Op = 0xf9
	OpGNUParameterRef    Op = 0xfa
	OpGNUAddrIndex       Op = 0xfb
	OpGNUConstIndex      Op = 0xfc
	OpGNUVariableValue   Op = 0xfd
)

// OpLLVMUser is DW_OP_LLVM_user (0xe9): a ULEB128 sub-operation (UserSubOp) follows.
// Valid in DialectUser and DialectIntel.
const OpLLVMUser Op = 0xe9

// ROCm's legacy single-byte operations (DialectAMDLegacy).
const (
	OpLegacyFormAspaceAddress     Op = Op(DialectAMDLegacy)<<8 | 0xe1
	OpLegacyPushLane              Op = Op(DialectAMDLegacy)<<8 | 0xe2
	OpLegacyOffset                Op = Op(DialectAMDLegacy)<<8 | 0xe3
	OpLegacyOffsetUconst          Op = Op(DialectAMDLegacy)<<8 | 0xe4
	OpLegacyBitOffset             Op = Op(DialectAMDLegacy)<<8 | 0xe5
	OpLegacyCallFrameEntryReg     Op = Op(DialectAMDLegacy)<<8 | 0xe6
	OpLegacyUndefined             Op = Op(DialectAMDLegacy)<<8 | 0xe7
	OpLegacyAspaceBregx           Op = Op(DialectAMDLegacy)<<8 | 0xe8
	OpLegacyAspaceImplicitPointer Op = Op(DialectAMDLegacy)<<8 | 0xe9
	OpLegacyPieceEnd              Op = Op(DialectAMDLegacy)<<8 | 0xea
	OpLegacyExtend                Op = Op(DialectAMDLegacy)<<8 | 0xeb
	OpLegacySelectBitPiece        Op = Op(DialectAMDLegacy)<<8 | 0xec
)

// The 2020 AMDGPUUsage draft's operations (DialectAMD2020).
const (
	Op2020FormAspaceAddress Op = Op(DialectAMD2020)<<8 | 0xe7
	Op2020Offset            Op = Op(DialectAMD2020)<<8 | 0xe9
	Op2020PushLane          Op = Op(DialectAMD2020)<<8 | 0xea
)

// Intel IGC's vendor operations (DialectIntel).
const (
	OpIntelRegs              Op = Op(DialectIntel)<<8 | 0xeb
	OpIntelPushBitPieceStack Op = Op(DialectIntel)<<8 | 0xec
	OpIntelPushSimdLane      Op = Op(DialectIntel)<<8 | 0xed
	OpIntelPieceStack        Op = Op(DialectIntel)<<8 | 0xee
	OpIntelBitPieceStack     Op = Op(DialectIntel)<<8 | 0xef
	OpIntelRegvalBits        Op = Op(DialectIntel)<<8 | 0xfe
)

// UserSubOp is a DW_OP_LLVM_user sub-operation code (the ULEB128 after 0xe9).
type UserSubOp uint64

// DW_OP_LLVM_user sub-operations. 0 is reserved.
const (
	Nop               UserSubOp = 0x01
	FormAspaceAddress UserSubOp = 0x02
	PushLane          UserSubOp = 0x03
	Offset            UserSubOp = 0x04
	OffsetUconst      UserSubOp = 0x05
	BitOffset         UserSubOp = 0x06
	CallFrameEntryReg UserSubOp = 0x07
	Undefined         UserSubOp = 0x08
	AspaceBregx       UserSubOp = 0x09
	PieceEnd          UserSubOp = 0x0a
	Extend            UserSubOp = 0x0b
	SelectBitPiece    UserSubOp = 0x0c
	NVIDIAMux         UserSubOp = 0x0d
	maxUserSubOp                = NVIDIAMux
)

func (s UserSubOp) String() string {
	if e := lookupSub(s); e != nil {
		return e.name
	}
	return fmt.Sprintf("DW_OP_LLVM_user_<0x%x>", uint64(s))
}

// Kind says how an operand is encoded and what it means.
type Kind uint8

const (
	KindU8       Kind = iota + 1 // 1-byte unsigned constant
	KindS8                       // 1-byte signed constant
	KindU16                      // 2-byte unsigned constant
	KindS16                      // 2-byte signed constant
	KindU32                      // 4-byte unsigned constant
	KindS32                      // 4-byte signed constant
	KindU64                      // 8-byte unsigned constant
	KindS64                      // 8-byte signed constant
	KindULEB                     // ULEB128 constant
	KindSLEB                     // SLEB128 constant
	KindAddr                     // target address, Context.AddrSize bytes
	KindReg                      // ULEB128 DWARF register number
	KindBranch                   // 2-byte signed displacement; decoded as the target's byte offset
	KindBaseType                 // ULEB128 unit-relative offset of a base type DIE (0: generic type)
	KindRefCU2                   // 2-byte unit-relative DIE offset
	KindRefCU4                   // 4-byte unit-relative DIE offset
	KindRefAddr                  // .debug_info offset of a DIE, Context.RefAddrSize() bytes
	KindLenULEB                  // ULEB128 length of the KindBlock operand that follows
	KindLenU8                    // 1-byte length of the KindBlock operand that follows
	KindBlock                    // bytes, held in Operation.Block
	KindSubLen                   // ULEB128 length of the sub-expression that follows (entry_value)
	KindEHEnc                    // 1-byte DW_EH_PE encoding of the KindEHAddr operand that follows
	KindEHAddr                   // address encoded as the preceding KindEHEnc says
	KindRest                     // the rest of the expression, opaque (held in Operation.Block)
	numKinds
)

var kindNames = [numKinds]string{"", "u8", "s8", "u16", "s16", "u32", "s32", "u64", "s64", "uleb", "sleb",
	"addr", "reg", "branch", "base-type", "ref-cu2", "ref-cu4", "ref-addr", "len-uleb", "len-u8", "block",
	"sub-len", "eh-enc", "eh-addr", "rest"}

func (k Kind) String() string {
	if k > 0 && k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Signed reports whether the operand's value is a two's-complement signed number.
func (k Kind) Signed() bool {
	switch k {
	case KindS8, KindS16, KindS32, KindS64, KindSLEB:
		return true
	}
	return false
}

// IsDIERef reports whether the operand is a reference to a DIE, which a rewriter that moves
// DIEs must fix.
func (k Kind) IsDIERef() bool {
	switch k {
	case KindBaseType, KindRefCU2, KindRefCU4, KindRefAddr:
		return true
	}
	return false
}

// IsUnitRelative reports whether a DIE reference is relative to its unit's header (as
// opposed to the start of .debug_info).
func (k Kind) IsUnitRelative() bool {
	return k == KindBaseType || k == KindRefCU2 || k == KindRefCU4
}
