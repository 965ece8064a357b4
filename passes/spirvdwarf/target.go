package spirvdwarf

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"sort"
	"strings"

	"hdwarf/elfrw"
	"hdwarf/sections/spirv"
)

// Target is the ELF flavour of the object written: class, byte order and machine. SPIR-V has
// no machine code, so the target only decides the address size and the container.
type Target struct {
	Class   elf.Class
	Order   binary.ByteOrder
	Machine elf.Machine
}

func (t Target) String() string {
	for _, n := range targetNames {
		if n.t.Class == t.Class && n.t.Order == t.Order && n.t.Machine == t.Machine {
			return n.name
		}
	}
	return fmt.Sprintf("%v/%v/%v", t.Class, t.Order, t.Machine)
}

// AddrSize is the size of an address in bytes.
func (t Target) AddrSize() int {
	if t.Class == elf.ELFCLASS32 {
		return 4
	}
	return 8
}

var (
	le = binary.LittleEndian
	be = binary.BigEndian
)

// targetNames are the names --target accepts, first name of a flavour first.
var targetNames = []struct {
	name string
	t    Target
}{
	{"x86_64", Target{elf.ELFCLASS64, le, elf.EM_X86_64}},
	{"x86-64", Target{elf.ELFCLASS64, le, elf.EM_X86_64}},
	{"amd64", Target{elf.ELFCLASS64, le, elf.EM_X86_64}},
	{"i386", Target{elf.ELFCLASS32, le, elf.EM_386}},
	{"x86", Target{elf.ELFCLASS32, le, elf.EM_386}},
	{"intelgt", Target{elf.ELFCLASS64, le, elfrw.EMIntelGT}},
	{"intelgt32", Target{elf.ELFCLASS32, le, elfrw.EMIntelGT}},
	{"amdgpu", Target{elf.ELFCLASS64, le, elf.EM_AMDGPU}},
	{"aarch64", Target{elf.ELFCLASS64, le, elf.EM_AARCH64}},
	{"arm64", Target{elf.ELFCLASS64, le, elf.EM_AARCH64}},
	{"aarch64_be", Target{elf.ELFCLASS64, be, elf.EM_AARCH64}},
	{"arm", Target{elf.ELFCLASS32, le, elf.EM_ARM}},
	{"armeb", Target{elf.ELFCLASS32, be, elf.EM_ARM}},
	{"riscv64", Target{elf.ELFCLASS64, le, elf.EM_RISCV}},
	{"riscv32", Target{elf.ELFCLASS32, le, elf.EM_RISCV}},
	{"ppc64le", Target{elf.ELFCLASS64, le, elf.EM_PPC64}},
	{"ppc64", Target{elf.ELFCLASS64, be, elf.EM_PPC64}},
	{"ppc", Target{elf.ELFCLASS32, be, elf.EM_PPC}},
	{"mips", Target{elf.ELFCLASS32, be, elf.EM_MIPS}},
	{"mipsel", Target{elf.ELFCLASS32, le, elf.EM_MIPS}},
	{"mips64", Target{elf.ELFCLASS64, be, elf.EM_MIPS}},
	{"mips64el", Target{elf.ELFCLASS64, le, elf.EM_MIPS}},
	{"s390x", Target{elf.ELFCLASS64, be, elf.EM_S390}},
	{"sparcv9", Target{elf.ELFCLASS64, be, elf.EM_SPARCV9}},
}

// TargetNames lists the names ParseTarget accepts.
func TargetNames() []string {
	var s []string
	for _, n := range targetNames {
		s = append(s, n.name)
	}
	sort.Strings(s)
	return s
}

// ParseTarget turns a target name (x86_64, i386, intelgt, aarch64, ppc64, ...) into a Target.
func ParseTarget(name string) (Target, error) {
	k := strings.ToLower(strings.TrimSpace(name))
	for _, n := range targetNames {
		if n.name == k {
			return n.t, nil
		}
	}
	return Target{}, fmt.Errorf("unknown target %q (known: %s)", name, strings.Join(TargetNames(), ", "))
}

// DefaultTarget is the target the module's addressing model suggests: Physical32 gives 32-bit
// i386, everything else (Physical64, Logical shaders) 64-bit x86-64, the host the
// translator's reference route is checked on.
func DefaultTarget(m *spirv.Module) Target {
	if m.AddressingModel == 1 {
		return Target{elf.ELFCLASS32, le, elf.EM_386}
	}
	return Target{elf.ELFCLASS64, le, elf.EM_X86_64}
}
