package elfrw

import (
	"debug/elf"
	"fmt"
	"strconv"
)

// Intel GPU (EM_INTELGT) relocation types used in zebin debug sections.
const (
	R_ZE_SYM_ADDR       = 1 // 64-bit symbol address
	R_ZE_SYM_ADDR_32    = 2 // 32-bit symbol address
	R_ZE_SYM_ADDR_32_HI = 3 // high 32 bits of a symbol address
)

// AMDGPU relocation types (debug/elf does not define them).
const (
	R_AMDGPU_ABS32_LO = 1
	R_AMDGPU_ABS32_HI = 2
	R_AMDGPU_ABS64    = 3
	R_AMDGPU_REL32    = 4
	R_AMDGPU_REL64    = 5
	R_AMDGPU_ABS32    = 6
)

// RelocKind is what a relocation type writes into a data section.
type RelocKind struct {
	Size  int  // bytes written
	PCRel bool // the value is relative to the place
	// Addr marks the type a writer uses to store a symbol's whole absolute address in
	// Size bytes (not a part of it, a TLS offset or a place-relative value).
	Addr bool
}

// relocType is one row of a machine's table.
type relocType struct {
	typ  uint32
	kind RelocKind
}

// machineRelocs is a machine's data relocation types and whether that machine uses REL
// (addend in place) rather than RELA sections by convention.
type machineRelocs struct {
	types []relocType
	rel   func(elf.Class) bool
}

func always(elf.Class) bool { return true }

// relocTables lists, per machine, the data relocation types debug sections use: the one
// place that knows them (the writer's choice of type, the reader's sizes, the verifier's
// check all come from here).
var relocTables = map[elf.Machine]machineRelocs{
	elf.EM_X86_64: {types: []relocType{
		{uint32(elf.R_X86_64_64), RelocKind{8, false, true}},
		{uint32(elf.R_X86_64_32), RelocKind{4, false, true}},
		{uint32(elf.R_X86_64_32S), RelocKind{4, false, false}},
		{uint32(elf.R_X86_64_PC32), RelocKind{4, true, false}},
		{uint32(elf.R_X86_64_PC64), RelocKind{8, true, false}},
		{uint32(elf.R_X86_64_DTPOFF32), RelocKind{4, false, false}},
		{uint32(elf.R_X86_64_DTPOFF64), RelocKind{8, false, false}},
		{uint32(elf.R_X86_64_16), RelocKind{2, false, false}},
	}},
	elf.EM_386: {rel: always, types: []relocType{
		{uint32(elf.R_386_32), RelocKind{4, false, true}},
		{uint32(elf.R_386_PC32), RelocKind{4, true, false}},
		{uint32(elf.R_386_TLS_LDO_32), RelocKind{4, false, false}},
		{uint32(elf.R_386_16), RelocKind{2, false, false}},
	}},
	elf.EM_AARCH64: {types: []relocType{
		{uint32(elf.R_AARCH64_ABS64), RelocKind{8, false, true}},
		{uint32(elf.R_AARCH64_ABS32), RelocKind{4, false, true}},
		{uint32(elf.R_AARCH64_ABS16), RelocKind{2, false, false}},
		{uint32(elf.R_AARCH64_PREL64), RelocKind{8, true, false}},
		{uint32(elf.R_AARCH64_PREL32), RelocKind{4, true, false}},
	}},
	elf.EM_ARM: {rel: always, types: []relocType{
		{uint32(elf.R_ARM_ABS32), RelocKind{4, false, true}},
		{uint32(elf.R_ARM_REL32), RelocKind{4, true, false}},
	}},
	elf.EM_PPC64: {types: []relocType{
		{uint32(elf.R_PPC64_ADDR64), RelocKind{8, false, true}},
		{uint32(elf.R_PPC64_ADDR32), RelocKind{4, false, true}},
		{uint32(elf.R_PPC64_ADDR16), RelocKind{2, false, false}},
		{uint32(elf.R_PPC64_REL64), RelocKind{8, true, false}},
		{uint32(elf.R_PPC64_REL32), RelocKind{4, true, false}},
		{uint32(elf.R_PPC64_DTPREL64), RelocKind{8, false, false}},
	}},
	elf.EM_PPC: {types: []relocType{
		{uint32(elf.R_PPC_ADDR32), RelocKind{4, false, true}},
		{uint32(elf.R_PPC_REL32), RelocKind{4, true, false}},
	}},
	// MIPS: o32 (ELF32) uses REL, n64 (ELF64) RELA. In ELF64 a type may be composed of
	// up to three (see Relocations); only the plain ones are listed.
	elf.EM_MIPS: {rel: func(c elf.Class) bool { return c == elf.ELFCLASS32 }, types: []relocType{
		{uint32(elf.R_MIPS_32), RelocKind{4, false, true}},
		{uint32(elf.R_MIPS_64), RelocKind{8, false, true}},
	}},
	elf.EM_RISCV: {types: []relocType{
		{uint32(elf.R_RISCV_32), RelocKind{4, false, true}},
		{uint32(elf.R_RISCV_64), RelocKind{8, false, true}},
	}},
	elf.EM_S390: {types: []relocType{
		{uint32(elf.R_390_32), RelocKind{4, false, true}},
		{uint32(elf.R_390_64), RelocKind{8, false, true}},
	}},
	elf.EM_SPARC: {types: []relocType{
		{uint32(elf.R_SPARC_UA32), RelocKind{4, false, true}},
	}},
	elf.EM_SPARCV9: {types: []relocType{
		{uint32(elf.R_SPARC_UA32), RelocKind{4, false, true}},
		{uint32(elf.R_SPARC_UA64), RelocKind{8, false, true}},
	}},
	elf.EM_LOONGARCH: {types: []relocType{
		{uint32(elf.R_LARCH_32), RelocKind{4, false, true}},
		{uint32(elf.R_LARCH_64), RelocKind{8, false, true}},
	}},
	elf.EM_XTENSA: {types: []relocType{
		{1, RelocKind{4, false, true}}, // R_XTENSA_32
	}},
	elf.EM_BPF: {types: []relocType{
		{2, RelocKind{8, false, true}}, // R_BPF_64_ABS64
		{3, RelocKind{4, false, true}}, // R_BPF_64_ABS32
	}},
	elf.EM_AMDGPU: {types: []relocType{
		{R_AMDGPU_ABS32_LO, RelocKind{4, false, false}},
		{R_AMDGPU_ABS32_HI, RelocKind{4, false, false}},
		{R_AMDGPU_ABS64, RelocKind{8, false, true}},
		{R_AMDGPU_REL32, RelocKind{4, true, false}},
		{R_AMDGPU_REL64, RelocKind{8, true, false}},
		{R_AMDGPU_ABS32, RelocKind{4, false, true}},
	}},
	EMIntelGT: {types: []relocType{
		{R_ZE_SYM_ADDR, RelocKind{8, false, true}},
		{R_ZE_SYM_ADDR_32, RelocKind{4, false, true}},
		{R_ZE_SYM_ADDR_32_HI, RelocKind{4, false, false}},
	}},
	// Read only: hdwarf writes no relocations for these debug ELFs.
	EMIntelGen: {types: []relocType{
		{uint32(elf.R_X86_64_64), RelocKind{8, false, false}},
		{uint32(elf.R_X86_64_32), RelocKind{4, false, false}},
	}},
}

// RelocKindOf returns what relocation type t of machine m writes, and false when the table
// does not know the type (code relocations, composed MIPS64 types).
func RelocKindOf(m elf.Machine, t uint32) (RelocKind, bool) {
	for _, r := range relocTables[m].types {
		if r.typ == t {
			return r.kind, true
		}
	}
	return RelocKind{}, false
}

// AbsRelocType returns the relocation type that stores a symbol's absolute address in size
// bytes for machine m, and whether the target uses REL (addend in place) rather than RELA
// sections by convention.
func AbsRelocType(m elf.Machine, class elf.Class, size int) (typ uint32, rel bool, err error) {
	mt := relocTables[m]
	for _, r := range mt.types {
		if r.kind.Addr && r.kind.Size == size {
			return r.typ, mt.rel != nil && mt.rel(class), nil
		}
	}
	return 0, false, fmt.Errorf("no %d-byte absolute relocation known for %v", size, m)
}

// RelocTypeName names relocation type t of machine m the way debug/elf (and llvm-readelf)
// do; a composed MIPS64 type (see Relocations) is its three names joined by '/'.
func RelocTypeName(m elf.Machine, class elf.Class, t uint32) string {
	switch m {
	case elf.EM_X86_64, EMIntelGen:
		return elf.R_X86_64(t).String()
	case elf.EM_386:
		return elf.R_386(t).String()
	case elf.EM_AARCH64:
		return elf.R_AARCH64(t).String()
	case elf.EM_ARM:
		return elf.R_ARM(t).String()
	case elf.EM_PPC64:
		return elf.R_PPC64(t).String()
	case elf.EM_PPC:
		return elf.R_PPC(t).String()
	case elf.EM_MIPS:
		if class == elf.ELFCLASS64 {
			return elf.R_MIPS(t&0xff).String() + "/" + elf.R_MIPS(t>>8&0xff).String() + "/" + elf.R_MIPS(t>>16&0xff).String()
		}
		return elf.R_MIPS(t).String()
	case elf.EM_RISCV:
		if n, ok := riscvNames[t]; ok {
			return n
		}
		return elf.R_RISCV(t).String()
	case elf.EM_S390:
		return elf.R_390(t).String()
	case elf.EM_SPARC, elf.EM_SPARCV9:
		return elf.R_SPARC(t).String()
	case elf.EM_LOONGARCH:
		return elf.R_LARCH(t).String()
	case elf.EM_AMDGPU:
		if n, ok := amdgpuNames[t]; ok {
			return n
		}
	case EMIntelGT:
		if n, ok := intelGPUNames[t]; ok {
			return n
		}
	}
	return strconv.FormatUint(uint64(t), 10)
}

var amdgpuNames = map[uint32]string{
	0: "R_AMDGPU_NONE", R_AMDGPU_ABS32_LO: "R_AMDGPU_ABS32_LO", R_AMDGPU_ABS32_HI: "R_AMDGPU_ABS32_HI",
	R_AMDGPU_ABS64: "R_AMDGPU_ABS64", R_AMDGPU_REL32: "R_AMDGPU_REL32", R_AMDGPU_REL64: "R_AMDGPU_REL64",
	R_AMDGPU_ABS32: "R_AMDGPU_ABS32", 7: "R_AMDGPU_GOTPCREL", 8: "R_AMDGPU_GOTPCREL32_LO",
	9: "R_AMDGPU_GOTPCREL32_HI", 10: "R_AMDGPU_REL32_LO", 11: "R_AMDGPU_REL32_HI", 13: "R_AMDGPU_RELATIVE64",
	14: "R_AMDGPU_REL16",
}

var intelGPUNames = map[uint32]string{
	0: "R_ZE_NONE", R_ZE_SYM_ADDR: "R_ZE_SYM_ADDR", R_ZE_SYM_ADDR_32: "R_ZE_SYM_ADDR_32",
	R_ZE_SYM_ADDR_32_HI: "R_ZE_SYM_ADDR_32_HI",
}

// riscvNames are RISC-V types newer than debug/elf's list (LLVM emits them in
// .debug_loclists and .debug_rnglists).
var riscvNames = map[uint32]string{60: "R_RISCV_SET_ULEB128", 61: "R_RISCV_SUB_ULEB128"}
