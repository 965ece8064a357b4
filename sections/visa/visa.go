// Package visa decodes and encodes the vISA debug information blob (magic 0xdeadd010) that
// Intel's vISA finalizer writes for every kernel: vISA-to-machine-code offset maps, where every
// vISA variable lives, subroutines, and call-frame data for stack calls.
//
// The blob has no version field and its layout changed over time; Decode tries every known
// Layout and keeps the one that consumes the input exactly. All machine offsets (maps, frame
// intervals, save IPs) are kept as stored, relative to the object's RelocOffset.
package visa

import "strconv"

// Magic is the first word of every blob (little-endian on the wire).
const Magic uint32 = 0xdeadd010

// IsBlob reports whether b starts with the vISA debug info magic.
func IsBlob(b []byte) bool {
	return len(b) >= 4 && b[0] == 0x10 && b[1] == 0xd0 && b[2] == 0xad && b[3] == 0xde
}

// Layout is one of the wire layouts producers have used. The zero value is the documented
// layout, so a hand-built Info encodes in the form every consumer reads.
type Layout uint8

const (
	// LayoutIGC12504 is the documented layout, written by IGC 1.0.12504 (Debian's) and by
	// producers from Dec 2020 to Sep 2024: u16 name lengths, u16 caller-save count.
	LayoutIGC12504 Layout = iota
	// LayoutIGC2024 is the newer layout: two u16 CE fields after the return-address
	// interval and a u32 caller-save count.
	LayoutIGC2024
	// LayoutU8Names is the pre-Dec-2020 layout: like LayoutIGC12504 but with u8 name lengths.
	LayoutU8Names

	numLayouts = 3
)

var layoutNames = [...]string{"igc-12504", "igc-2024", "u8-names"}

func (l Layout) String() string {
	if int(l) < len(layoutNames) {
		return layoutNames[l]
	}
	return "Layout(" + strconv.Itoa(int(l)) + ")"
}

// Layouts lists every layout in the order Decode tries them.
var Layouts = [numLayouts]Layout{LayoutIGC12504, LayoutIGC2024, LayoutU8Names}

// ParseLayout returns the layout with the given String() name.
func ParseLayout(s string) (Layout, bool) {
	for i, n := range layoutNames {
		if n == s {
			return Layout(i), true
		}
	}
	return 0, false
}

// nameWidth is the byte width of name length prefixes.
func (l Layout) nameWidth() int {
	if l == LayoutU8Names {
		return 1
	}
	return 2
}

// hasCE reports whether the frame carries CEOffsetFromFP and CEStoreIP.
func (l Layout) hasCE() bool { return l == LayoutIGC2024 }

// callerCountWidth is the byte width of numCallerSaveEntries.
func (l Layout) callerCountWidth() int {
	if l == LayoutIGC2024 {
		return 4
	}
	return 2
}

// VirtualType is the register file of the vISA variable.
type VirtualType uint8

const (
	VirtAddress VirtualType = 0
	VirtFlag    VirtualType = 1
	VirtGeneral VirtualType = 2
)

var virtualNames = [...]string{"address", "flag", "general"}

func (v VirtualType) String() string {
	if int(v) < len(virtualNames) {
		return virtualNames[v]
	}
	return "VirtualType(" + strconv.Itoa(int(v)) + ")"
}

// PhysicalType is where the variable was allocated.
type PhysicalType uint8

const (
	PhysAddress PhysicalType = 0 // a0 sub-register; SubReg is an element index
	PhysFlag    PhysicalType = 1 // flag register; SubReg is a word index
	PhysGRF     PhysicalType = 2 // GRF; SubReg is a byte offset
	PhysMemory  PhysicalType = 3 // spilled to scratch memory
)

var physicalNames = [...]string{"address", "flag", "grf", "memory"}

func (p PhysicalType) String() string {
	if int(p) < len(physicalNames) {
		return physicalNames[p]
	}
	return "PhysicalType(" + strconv.Itoa(int(p)) + ")"
}

// Location is a register (File 0..2: Reg, SubReg) or memory (File PhysMemory: Offset,
// Absolute). On the wire both are 4 bytes.
type Location struct {
	File     PhysicalType
	Absolute bool   // memory: Offset is an absolute scratch offset, not from BE_FP (bit 31)
	Reg      uint16 // register number
	SubReg   uint16 // sub-register (unit depends on File)
	Offset   int32  // memory: signed 31-bit byte offset
}

// raw is the 4-byte mapping word.
func (l Location) raw() uint32 {
	if l.File == PhysMemory {
		return memRaw(l.Offset, l.Absolute)
	}
	return uint32(l.Reg) | uint32(l.SubReg)<<16
}

func memRaw(off int32, abs bool) uint32 {
	v := uint32(off) & 0x7fffffff
	if abs {
		v |= 0x80000000
	}
	return v
}

// locationFrom splits a mapping word; the memory offset is a sign-extended 31-bit field.
func locationFrom(f PhysicalType, raw uint32) Location {
	if f == PhysMemory {
		return Location{File: f, Absolute: raw&0x80000000 != 0, Offset: int32(raw<<1) >> 1}
	}
	return Location{File: f, Reg: uint16(raw), SubReg: uint16(raw >> 16)}
}

// MapEntry maps a vISA byte offset (offset map) or vISA instruction index (index map) to the
// byte offset of the first machine instruction made from it, relative to RelocOffset.
type MapEntry struct {
	VISA uint32
	Gen  uint32
}

// VISAInterval is a live interval in vISA instruction indices (inclusive).
type VISAInterval struct {
	Start, End uint16
	Virtual    VirtualType
	Loc        Location
}

// GenInterval is a live interval in machine byte offsets relative to RelocOffset.
type GenInterval struct {
	Start, End uint32
	Virtual    VirtualType
	Loc        Location
}

// Var is one vISA variable ("V33", "P1", "A0"...) and where it lives.
type Var struct {
	Name      string
	Intervals []VISAInterval
}

// Subroutine is a vISA subroutine inside the object; RetVal says where its return IP lives.
type Subroutine struct {
	Name       string
	Start, End uint32 // vISA indices of the label and of the ret
	RetVal     []VISAInterval
}

// GenLiveRange is an optional list of machine-offset intervals (the "valid" byte on the wire).
type GenLiveRange struct {
	Valid     bool
	Intervals []GenInterval
}

// SaveEntry says where a saved GRF range is stored. Dst.File is PhysGRF when the register was
// saved to another register, PhysMemory when saved to memory (off BE_FP).
type SaveEntry struct {
	SrcRegOff uint16 // GRF number times GRF size in bytes
	NumBytes  uint16
	Dst       Location
}

// InReg reports whether the destination is a register (dstInReg on the wire).
func (e SaveEntry) InReg() bool { return e.Dst.File != PhysMemory }

// SaveSet lists the saved registers in effect from machine offset GenIP (just after the
// save or restore instruction, relative to RelocOffset). An empty set ends a save region.
type SaveSet struct {
	GenIP   uint32
	Entries []SaveEntry
}

// Frame is the call-frame information of an object.
type Frame struct {
	Size       uint16
	BEFP       GenLiveRange // where BE_FP lives
	CallerBEFP GenLiveRange // where the caller's BE_FP was saved
	RetAddr    GenLiveRange // where the return address was saved (stack-call functions)
	// CE fields exist only in LayoutIGC2024; CEOffsetFromFP 0xffff means not stored.
	CEOffsetFromFP uint16
	CEStoreIP      uint16
	CalleeSave     []SaveSet
	CallerSave     []SaveSet
}

// Object is the debug info of one compiled object: a kernel (RelocOffset 0) or a stack-call
// function stitched into the kernel's binary at RelocOffset.
type Object struct {
	Name        string
	RelocOffset uint32
	OffsetMap   []MapEntry // vISA byte offset -> machine offset; empty in practice
	IndexMap    []MapEntry // vISA index -> machine offset; last entry is the end sentinel
	Vars        []Var
	Subroutines []Subroutine
	Frame       Frame
}

// Info is one decoded blob.
type Info struct {
	Layout  Layout
	Objects []Object
}
