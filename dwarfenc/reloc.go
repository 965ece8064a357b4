package dwarfenc

import (
	"debug/elf"
	"fmt"
)

// Addr is an address, or a section offset, given relative to a symbol or to the start of a
// section. With both names empty it is the absolute value Off. Symbolic values become
// relocations whose addend is Off; the addend is also stored in place, so the bytes are right
// for REL targets and for readers that ignore RELA addends' in-place slots.
type Addr struct {
	Symbol  string
	Section string
	Off     uint64
}

// Abs is an absolute address.
func Abs(v uint64) Addr { return Addr{Off: v} }

// Sym is the address Off bytes past symbol name.
func Sym(name string, off uint64) Addr { return Addr{Symbol: name, Off: off} }

// Sec is the address Off bytes into section name.
func Sec(name string, off uint64) Addr { return Addr{Section: name, Off: off} }

// IsAbs reports whether a needs no relocation.
func (a Addr) IsAbs() bool { return a.Symbol == "" && a.Section == "" }

// sameBase reports whether a and b are relative to the same symbol or section, so their
// difference is a constant.
func (a Addr) sameBase(b Addr) bool { return a.Symbol == b.Symbol && a.Section == b.Section }

func (a Addr) String() string {
	switch {
	case a.Symbol != "":
		return fmt.Sprintf("%s+%#x", a.Symbol, a.Off)
	case a.Section != "":
		return fmt.Sprintf("[%s]+%#x", a.Section, a.Off)
	}
	return fmt.Sprintf("%#x", a.Off)
}

// Reloc asks for Size bytes at Offset of a debug section to hold the value of Target (symbol
// or section start plus the addend Target.Off). It is machine-neutral: RelocType picks the
// ELF relocation type.
type Reloc struct {
	Offset uint64
	Size   int // 4 or 8
	Target Addr
}

// Section is one emitted debug section with the relocations it needs.
type Section struct {
	Name   string
	Data   []byte
	Relocs []Reloc
}

// Intel GPU (e_machine 205) relocation types used in zebin debug sections.
const (
	R_ZE_SYM_ADDR    = 1 // 64-bit symbol address
	R_ZE_SYM_ADDR_32 = 2 // 32-bit symbol address
)

// AMDGPU relocation types (debug/elf does not define them).
const (
	R_AMDGPU_ABS64 = 3
	R_AMDGPU_ABS32 = 6
)

// EMIntelGPU is the e_machine Intel's zebin uses for GPU code.
const EMIntelGPU elf.Machine = 205

// RelocType returns the ELF relocation type that stores a symbol's absolute address in size
// bytes (4 or 8) for machine m, and whether the target uses REL (addend in place) rather
// than RELA sections by convention.
func RelocType(m elf.Machine, class elf.Class, size int) (typ uint32, rel bool, err error) {
	type key struct {
		m    elf.Machine
		size int
	}
	var t uint32
	ok := true
	switch (key{m, size}) {
	case key{elf.EM_X86_64, 8}:
		t = uint32(elf.R_X86_64_64)
	case key{elf.EM_X86_64, 4}:
		t = uint32(elf.R_X86_64_32)
	case key{elf.EM_386, 4}:
		t, rel = uint32(elf.R_386_32), true
	case key{EMIntelGPU, 8}:
		t = R_ZE_SYM_ADDR
	case key{EMIntelGPU, 4}:
		t = R_ZE_SYM_ADDR_32
	case key{elf.EM_AMDGPU, 8}:
		t = R_AMDGPU_ABS64
	case key{elf.EM_AMDGPU, 4}:
		t = R_AMDGPU_ABS32
	case key{elf.EM_AARCH64, 8}:
		t = uint32(elf.R_AARCH64_ABS64)
	case key{elf.EM_AARCH64, 4}:
		t = uint32(elf.R_AARCH64_ABS32)
	case key{elf.EM_ARM, 4}:
		t, rel = uint32(elf.R_ARM_ABS32), true
	case key{elf.EM_PPC, 4}:
		t = uint32(elf.R_PPC_ADDR32)
	case key{elf.EM_PPC64, 8}:
		t = uint32(elf.R_PPC64_ADDR64)
	case key{elf.EM_PPC64, 4}:
		t = uint32(elf.R_PPC64_ADDR32)
	case key{elf.EM_MIPS, 4}:
		t, rel = uint32(elf.R_MIPS_32), class == elf.ELFCLASS32
	case key{elf.EM_MIPS, 8}:
		t = uint32(elf.R_MIPS_64)
	case key{elf.EM_RISCV, 4}:
		t = uint32(elf.R_RISCV_32)
	case key{elf.EM_RISCV, 8}:
		t = uint32(elf.R_RISCV_64)
	case key{elf.EM_S390, 4}:
		t = uint32(elf.R_390_32)
	case key{elf.EM_S390, 8}:
		t = uint32(elf.R_390_64)
	case key{elf.EM_SPARC, 4}, key{elf.EM_SPARCV9, 4}:
		t = uint32(elf.R_SPARC_UA32)
	case key{elf.EM_SPARCV9, 8}:
		t = uint32(elf.R_SPARC_UA64)
	case key{elf.EM_LOONGARCH, 4}:
		t = uint32(elf.R_LARCH_32)
	case key{elf.EM_LOONGARCH, 8}:
		t = uint32(elf.R_LARCH_64)
	case key{elf.EM_XTENSA, 4}:
		t = 1 // R_XTENSA_32
	case key{elf.EM_BPF, 8}:
		t = 2 // R_BPF_64_ABS64
	case key{elf.EM_BPF, 4}:
		t = 3 // R_BPF_64_ABS32
	default:
		ok = false
	}
	if !ok {
		return 0, false, fmt.Errorf("no %d-byte absolute relocation known for %v", size, m)
	}
	return t, rel, nil
}

// Resolve stores final values in place for every relocation whose target lookup knows, and
// returns the sections with only the relocations that remain. lookup returns the address of
// a symbol or section (the addend is added here). A value that does not fit its 4-byte slot
// is an error.
func Resolve(secs []Section, bigEndian bool, lookup func(Addr) (uint64, bool)) error {
	for i := range secs {
		s := &secs[i]
		kept := s.Relocs[:0]
		for _, r := range s.Relocs {
			base, ok := lookup(Addr{Symbol: r.Target.Symbol, Section: r.Target.Section})
			if !ok {
				kept = append(kept, r)
				continue
			}
			if r.Offset+uint64(r.Size) > uint64(len(s.Data)) || r.Offset+uint64(r.Size) < r.Offset {
				return fmt.Errorf("%s: relocation at offset %#x size %d past end %#x", s.Name, r.Offset, r.Size, len(s.Data))
			}
			v := base + r.Target.Off
			if r.Size == 4 && v>>32 != 0 && v>>31 != 1<<33-1 {
				return fmt.Errorf("%s: value %#x of %v does not fit 4 bytes at offset %#x", s.Name, v, r.Target, r.Offset)
			}
			putN(s.Data[r.Offset:], v, r.Size, bigEndian)
		}
		s.Relocs = kept
	}
	return nil
}
