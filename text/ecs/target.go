package ecs

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	"hdwarf/dw/regs"
)

// Target is an ECS target architecture that has an ELF machine and a DWARF register
// numbering. ECS has more back ends (amd16, avr, mips32, ppc64 ...); LookupTarget rejects them.
type Target uint8

const (
	AMD32 Target = iota + 1
	AMD64
	ARMA32 // ARM (A32 instruction set)
	ARMT32 // ARM (Thumb-2); also the header of armt32fpe files
	ARMA64
	Xtensa
)

type targetInfo struct {
	name    string
	machine elf.Machine
	class   elf.Class
	size    int    // address size in octets
	fp      string // frame pointer register
	regs    *regs.Table
}

var targets = [...]targetInfo{
	AMD32:  {"amd32", elf.EM_386, elf.ELFCLASS32, 4, "ebp", regs.I386},
	AMD64:  {"amd64", elf.EM_X86_64, elf.ELFCLASS64, 8, "rbp", regs.X86_64},
	ARMA32: {"arma32", elf.EM_ARM, elf.ELFCLASS32, 4, "r11", regs.ARM},
	ARMT32: {"armt32", elf.EM_ARM, elf.ELFCLASS32, 4, "r11", regs.ARM},
	ARMA64: {"arma64", elf.EM_AARCH64, elf.ELFCLASS64, 8, "x29", regs.AArch64},
	Xtensa: {"xtensa", elf.EM_XTENSA, elf.ELFCLASS32, 4, "a15", regs.Xtensa},
}

func (t Target) info() *targetInfo {
	if t == 0 || int(t) >= len(targets) {
		return nil
	}
	return &targets[t]
}

func (t Target) String() string {
	if i := t.info(); i != nil {
		return i.name
	}
	return "Target(" + strconv.Itoa(int(t)) + ")"
}

// LookupTarget returns the target named in a .dbg header.
func LookupTarget(name string) (Target, error) {
	for t := AMD32; int(t) < len(targets); t++ {
		if targets[t].name == name {
			return t, nil
		}
	}
	names := make([]string, 0, len(targets))
	for t := AMD32; int(t) < len(targets); t++ {
		names = append(names, targets[t].name)
	}
	return 0, fmt.Errorf("unsupported target %s (supported: %s)", quote(name), strings.Join(names, ", "))
}

// TargetOf resolves the header of f and checks that its byte order and pointer size are the
// target's; the error carries the position of the target name.
func TargetOf(name string, h Header) (Target, error) {
	t, err := LookupTarget(h.Name)
	if err != nil {
		return 0, fmt.Errorf("%s:%d:%d: %w", fileName(name), h.Pos.Line, h.Pos.Col, err)
	}
	if h.ByteOrder != Little {
		return 0, fmt.Errorf("%s:%d:%d: target %s is little endian, header says %s", fileName(name), h.Pos.Line, h.Pos.Col, t, h.ByteOrder)
	}
	if h.PointerSize != uint64(t.AddressSize()) {
		return 0, fmt.Errorf("%s:%d:%d: target %s has %d-byte pointers, header says %d", fileName(name), h.Pos.Line, h.Pos.Col, t, t.AddressSize(), h.PointerSize)
	}
	return t, nil
}

func fileName(name string) string {
	if name == "" {
		return "<input>"
	}
	return name
}

// Machine is the ELF e_machine of the target.
func (t Target) Machine() elf.Machine {
	if i := t.info(); i != nil {
		return i.machine
	}
	return elf.EM_NONE
}

// Class is the ELF class (32 or 64 bit) of the target.
func (t Target) Class() elf.Class {
	if i := t.info(); i != nil {
		return i.class
	}
	return elf.ELFCLASSNONE
}

// ByteOrder is the byte order of the target; every ECS target with DWARF is little endian.
func (t Target) ByteOrder() binary.ByteOrder { return binary.LittleEndian }

// AddressSize is the size of an address in octets.
func (t Target) AddressSize() int {
	if i := t.info(); i != nil {
		return i.size
	}
	return 0
}

// FramePointer is the DWARF number of the register ECS uses as frame pointer; variables
// at positive displacements from it are parameters.
func (t Target) FramePointer() uint32 {
	if i := t.info(); i != nil {
		n, _ := i.regs.Number(i.fp)
		return uint32(n)
	}
	return 0
}

// Register returns the DWARF register number of an ECS register name, following the
// target's psABI. Sub-registers (al, ax, eax; w0; s0 of v0 on AArch64) have the number of the
// register that holds them. Pairs such as "ebx:esi" are split by the caller (see Registers).
func (t Target) Register(name string) (uint32, error) {
	if i := t.info(); i != nil {
		if n, ok := i.regs.Number(name); ok {
			return uint32(n), nil
		}
	}
	return 0, fmt.Errorf("unknown register %s for target %s", quote(name), t)
}

// RegisterNames lists the register names the target knows, sorted.
func (t Target) RegisterNames() []string {
	i := t.info()
	if i == nil {
		return nil
	}
	return i.regs.Names()
}

// Registers returns the DWARF numbers of a register string: one name, or several joined by
// ':' for a value spread over registers (low part first, as ECS writes "ebx:esi").
func (t Target) Registers(s string) ([]uint32, error) {
	parts := strings.Split(s, ":")
	out := make([]uint32, 0, len(parts))
	for _, p := range parts {
		n, err := t.Register(p)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}
