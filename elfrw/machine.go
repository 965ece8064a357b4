package elfrw

import "debug/elf"

// The e_machine values of Intel GPU ELF files, which debug/elf does not name: the one home
// of these numbers (a test fails on them written as literals elsewhere).
const (
	// EMIntelGT is Intel's zebin for GPU code (EM_INTELGT).
	EMIntelGT elf.Machine = 205
	// EMIntelGen is IGC's older per-kernel debug ELFs (EM_INTEL182, "EM_INTEL_GEN" in IGC);
	// they use the x86-64 relocation numbers.
	EMIntelGen elf.Machine = 182
)

// IsIntelGPU reports whether m is the machine of an Intel GPU ELF file.
func IsIntelGPU(m elf.Machine) bool { return m == EMIntelGT || m == EMIntelGen }

// AddrSize is the size of an address in f: 4 for ELFCLASS32, else 8.
func (f *File) AddrSize() int {
	if f.Class == elf.ELFCLASS32 {
		return 4
	}
	return 8
}
