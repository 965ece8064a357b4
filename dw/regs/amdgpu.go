package regs

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

// amdgpuRegs are AMDGPU's numbered registers (see AMDGPURegName).
var amdgpuRegs = regRanges{
	{32, 96, "SGPR", 0},
	{1088, 1130, "SGPR", 64},
	{2560, 3072, "VGPR", 0}, // wave64 before wave32, so that a name's number is wave64's
	{3072, 3328, "AGPR", 0},
	{1536, 2048, "VGPR", 0},
	{2048, 2304, "AGPR", 0},
	{3584, 4096, "VGPR", 512},
}

// AMDGPURegNumber is the DWARF number of a name AMDGPURegName gives (a VGPR below 512 by
// the wave64 numbering, as LLVM's tools name them).
func AMDGPURegNumber(name string) (uint64, bool) {
	switch name {
	case "EXEC_LO":
		return AMDGPUExecMask32, true
	case "PC_REG":
		return AMDGPUPC64, true
	case "EXEC":
		return AMDGPUExecMask64, true
	}
	return amdgpuRegs.number(name)
}

// AMDGPUWave32Only reports whether reg is a number only wave32 code uses (see
// AMDGPURegName), one LLVM 22's tools print as a number.
func AMDGPUWave32Only(reg uint64) bool {
	return reg >= 1536 && reg < 2304 || reg >= 3584 && reg < 4096
}
