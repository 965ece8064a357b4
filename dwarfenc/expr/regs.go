package expr

import "fmt"

// AddrSpace is a DW_ASPACE_* address space number, as DW_OP_LLVM_form_aspace_address,
// DW_OP_LLVM_aspace_bregx and DW_CFA_LLVM_def_aspace_cfa take it.
type AddrSpace uint64

// Address spaces of the heterogeneous-debugging extensions (AMDGPU mapping).
const (
	AspaceLLVMNone          AddrSpace = 0x00 // default; LLVM global and constant
	AspaceAMDGPUGeneric     AddrSpace = 0x01 // flat
	AspaceAMDGPURegion      AddrSpace = 0x02
	AspaceAMDGPULocal       AddrSpace = 0x03
	AspaceAMDGPUPrivateLane AddrSpace = 0x05
	AspaceAMDGPUPrivateWave AddrSpace = 0x06 // what AMDGPU CFAs live in
	aspaceAMDGPULane0       AddrSpace = 0x20 // private_lane<N> for N in 0..63
)

// AspaceAMDGPUPrivateLaneN is DW_ASPACE_AMDGPU_private_lane<n>, n < 64.
func AspaceAMDGPUPrivateLaneN(n uint8) (AddrSpace, bool) {
	return aspaceAMDGPULane0 + AddrSpace(n), n < 64
}

var aspaceNames = map[AddrSpace]string{
	AspaceLLVMNone:          "DW_ASPACE_LLVM_none",
	AspaceAMDGPUGeneric:     "DW_ASPACE_AMDGPU_generic",
	AspaceAMDGPURegion:      "DW_ASPACE_AMDGPU_region",
	AspaceAMDGPULocal:       "DW_ASPACE_AMDGPU_local",
	AspaceAMDGPUPrivateLane: "DW_ASPACE_AMDGPU_private_lane",
	AspaceAMDGPUPrivateWave: "DW_ASPACE_AMDGPU_private_wave",
}

func (a AddrSpace) String() string {
	if n, ok := aspaceNames[a]; ok {
		return n
	}
	if a >= aspaceAMDGPULane0 && a < aspaceAMDGPULane0+64 {
		return fmt.Sprintf("DW_ASPACE_AMDGPU_private_lane%d", a-aspaceAMDGPULane0)
	}
	return fmt.Sprintf("DW_ASPACE_0x%x", uint64(a))
}

// AMDGPU DWARF register numbers (SIRegisterInfo.td; reference §6).
const (
	AMDGPUPC32       uint64 = 0
	AMDGPUExecMask32 uint64 = 1
	AMDGPUPC64       uint64 = 16 // the return address column for both wave sizes
	AMDGPUExecMask64 uint64 = 17
	AMDGPUSCC        uint64 = 128
	AMDGPUVCC32      uint64 = 512
	AMDGPUVCC64      uint64 = 768
)

// AMDGPUSGPR is the DWARF number of SGPR n (n < 106).
func AMDGPUSGPR(n uint64) uint64 {
	if n < 64 {
		return 32 + n
	}
	return 1024 + n
}

// AMDGPUVGPR is the DWARF number of VGPR n: 0..511 in either wave size, 512..1023 only
// for wave32 (gfx1250-class targets); ok is false outside those ranges.
func AMDGPUVGPR(n uint64, wave64 bool) (reg uint64, ok bool) {
	switch {
	case wave64 && n < 512:
		return 2560 + n, true
	case !wave64 && n < 512:
		return 1536 + n, true
	case !wave64 && n < 1024:
		return 3072 + n, true
	}
	return 0, false
}

// AMDGPUAGPR is the DWARF number of AGPR n (n < 256).
func AMDGPUAGPR(n uint64, wave64 bool) (reg uint64, ok bool) {
	if n >= 256 {
		return 0, false
	}
	if wave64 {
		return 3072 + n, true
	}
	return 2048 + n, true
}

// AMDGPURegName names an AMDGPU DWARF register as llvm-dwarfdump-22 does: by LLVM's
// register records under the wave64 numbering, which its tools use for every object
// (EXEC_LO, PC_REG, EXEC, SGPRn, VGPRn, AGPRn; the numbers only the reference gives, such
// as SCC and VCC, stay numbers there). The numbers only wave32 code uses (VGPRs from 1536
// and 3584, AGPRs from 2048), which LLVM 22's tools leave as numbers, are named too: no
// wave64 register has them. "" when the number names nothing.
func AMDGPURegName(reg uint64) string {
	switch reg {
	case AMDGPUExecMask32:
		return "EXEC_LO" // wave32's whole mask, wave64's low half
	case AMDGPUPC64:
		return "PC_REG"
	case AMDGPUExecMask64:
		return "EXEC"
	}
	return amdgpuRegs.name(reg)
}

// regRange names the registers lo..hi-1 prefix+first, prefix+first+1, ...
type regRange struct {
	lo, hi uint64
	prefix string
	first  uint64
}

// regRanges is a register file's numbered registers, by range of DWARF numbers.
type regRanges []regRange

// name is reg's name, "" when no range holds it.
func (rs regRanges) name(reg uint64) string {
	for _, r := range rs {
		if reg >= r.lo && reg < r.hi {
			return fmt.Sprintf("%s%d", r.prefix, reg-r.lo+r.first)
		}
	}
	return ""
}

// amdgpuRegs are AMDGPU's numbered registers (see AMDGPURegName).
var amdgpuRegs = regRanges{
	{32, 96, "SGPR", 0},
	{1088, 1130, "SGPR", 64},
	{1536, 2048, "VGPR", 0},
	{2048, 2304, "AGPR", 0},
	{2560, 3072, "VGPR", 0},
	{3072, 3328, "AGPR", 0},
	{3584, 4096, "VGPR", 512},
}

// AMDGPUWave32Only reports whether reg is a number only wave32 code uses (see
// AMDGPURegName), one LLVM 22's tools print as a number.
func AMDGPUWave32Only(reg uint64) bool {
	return reg >= 1536 && reg < 2304 || reg >= 3584 && reg < 4096
}

// Intel GPU DWARF register numbers (IGC RegisterNumbering; reference visa-debug-info §2.2).
const (
	IntelIP                       uint64 = 0 // also the CFI return address column
	IntelExecMask                 uint64 = 1
	IntelBTBase                   uint64 = 5
	IntelScratchBase              uint64 = 6
	IntelGenStateBase             uint64 = 7
	IntelSurfStateBase            uint64 = 8
	IntelBindlessSurfStateBase    uint64 = 9
	IntelBindlessSamplerStateBase uint64 = 10
	IntelScratchBaseSlot1         uint64 = 11
)

// IntelGRF is the DWARF number of GRF r<n>: 16+n below 256, 350+(n-256) for the
// 512-GRF mode's upper half.
func IntelGRF(n uint64) uint64 {
	if n < 256 {
		return 16 + n
	}
	return 350 + (n - 256)
}

// IntelA0 is the DWARF number of address register a<n>.
func IntelA0(n uint64) uint64 { return 272 + n }

// IntelF0 is the DWARF number of flag register f<n>.
func IntelF0(n uint64) uint64 { return 288 + n }

// IntelAcc is the DWARF number of accumulator acc<n>.
func IntelAcc(n uint64) uint64 { return 304 + n }

// IntelMME is the DWARF number of mme<n> as IGC numbers it.
func IntelMME(n uint64) uint64 { return 335 + n }

var intelFixed = map[uint64]string{
	IntelIP: "ip", IntelExecMask: "ce", IntelBTBase: "btbase", IntelScratchBase: "scrbase",
	IntelGenStateBase: "genstbase", IntelSurfStateBase: "sustbase",
	IntelBindlessSurfStateBase: "blsustbase", IntelBindlessSamplerStateBase: "blsastbase",
	IntelScratchBaseSlot1: "scrbase2",
}

// IntelRegName names an Intel GPU DWARF register with gdb-oneapi's names ("" when the
// number means nothing).
func IntelRegName(reg uint64) string {
	if n, ok := intelFixed[reg]; ok {
		return n
	}
	return intelRegs.name(reg)
}

// intelRegs are the Intel GPU's numbered registers (IntelGRF, IntelA0, IntelF0, IntelAcc,
// IntelMME).
var intelRegs = regRanges{
	{16, 272, "r", 0},
	{272, 288, "a", 0},
	{288, 304, "f", 0},
	{304, 320, "acc", 0},
	{335, 350, "mme", 0},
	{350, 606, "r", 256},
}
