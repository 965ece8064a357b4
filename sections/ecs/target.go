package ecs

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"sort"
	"strconv"
	"strings"
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
	regs    map[string]uint32
}

var targets = [...]targetInfo{
	AMD32:  {"amd32", elf.EM_386, elf.ELFCLASS32, 4, "ebp", amd32Regs},
	AMD64:  {"amd64", elf.EM_X86_64, elf.ELFCLASS64, 8, "rbp", amd64Regs},
	ARMA32: {"arma32", elf.EM_ARM, elf.ELFCLASS32, 4, "r11", arm32Regs},
	ARMT32: {"armt32", elf.EM_ARM, elf.ELFCLASS32, 4, "r11", arm32Regs},
	ARMA64: {"arma64", elf.EM_AARCH64, elf.ELFCLASS64, 8, "x29", arm64Regs},
	Xtensa: {"xtensa", elf.EM_XTENSA, elf.ELFCLASS32, 4, "a15", xtensaRegs},
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
		return i.regs[i.fp]
	}
	return 0
}

// Register returns the DWARF register number of an ECS register name, following the
// target's psABI. Sub-registers (al, ax, eax; w0; s0 of v0 on AArch64) have the number of the
// register that holds them. Pairs such as "ebx:esi" are split by the caller (see Registers).
func (t Target) Register(name string) (uint32, error) {
	if i := t.info(); i != nil {
		if n, ok := i.regs[name]; ok {
			return n, nil
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
	names := make([]string, 0, len(i.regs))
	for n := range i.regs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
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

// regTable builds a name->number map from groups of names numbered from a base.
type regGroup struct {
	names []string
	base  uint32
}

func regTable(groups ...regGroup) map[string]uint32 {
	m := map[string]uint32{}
	for _, g := range groups {
		for i, n := range g.names {
			if n != "" {
				m[n] = g.base + uint32(i)
			}
		}
	}
	return m
}

// seq returns prefix0 ... prefix(n-1).
func seq(prefix string, n int) []string {
	s := make([]string, n)
	for i := range s {
		s[i] = prefix + strconv.Itoa(i)
	}
	return s
}

func suffixed(names []string, suffix string) []string {
	s := make([]string, len(names))
	for i, n := range names {
		s[i] = n + suffix
	}
	return s
}

// i386 psABI: eax ecx edx ebx esp ebp esi edi = 0-7, st0-7 = 11-18, xmm0-7 = 21-28,
// mm0-7 = 29-36. ECS spells the MMX registers mmx0-mmx7.
var amd32Regs = regTable(
	regGroup{[]string{"eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi"}, 0},
	regGroup{[]string{"ax", "cx", "dx", "bx", "sp", "bp", "si", "di"}, 0},
	regGroup{[]string{"al", "cl", "dl", "bl"}, 0},
	regGroup{[]string{"ah", "ch", "dh", "bh"}, 0},
	regGroup{[]string{"eip"}, 8},
	regGroup{seq("st", 8), 11},
	regGroup{seq("xmm", 8), 21},
	regGroup{seq("mmx", 8), 29},
	regGroup{seq("mm", 8), 29},
)

// x86-64 psABI: rax rdx rcx rbx rsi rdi rbp rsp r8-r15 = 0-15, rip 16, xmm0-15 = 17-32,
// st0-7 = 33-40, mm0-7 = 41-48. (ECS 0.0.41 swaps xmm and mmx and lacks xmm8-15.)
var amd64GPR = []string{"rax", "rdx", "rcx", "rbx", "rsi", "rdi", "rbp", "rsp",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"}

var amd64Regs = regTable(
	regGroup{amd64GPR, 0},
	regGroup{append([]string{"eax", "edx", "ecx", "ebx", "esi", "edi", "ebp", "esp"}, suffixed(amd64GPR[8:], "d")...), 0},
	regGroup{append([]string{"ax", "dx", "cx", "bx", "si", "di", "bp", "sp"}, suffixed(amd64GPR[8:], "w")...), 0},
	regGroup{append([]string{"al", "dl", "cl", "bl", "sil", "dil", "bpl", "spl"}, suffixed(amd64GPR[8:], "b")...), 0},
	regGroup{[]string{"ah", "dh", "ch", "bh"}, 0},
	regGroup{[]string{"rip"}, 16},
	regGroup{seq("xmm", 16), 17},
	regGroup{seq("st", 8), 33},
	regGroup{seq("mmx", 8), 41},
	regGroup{seq("mm", 8), 41},
)

// ARM DWARF ABI (aadwarf32): r0-r15 = 0-15, s0-s31 = 64-95, d0-d31 = 256-287.
var arm32Regs = regTable(
	regGroup{seq("r", 16), 0},
	regGroup{[]string{"sp", "lr", "pc"}, 13},
	regGroup{[]string{"fp", "ip"}, 11},
	regGroup{seq("s", 32), 64},
	regGroup{seq("d", 32), 256},
)

// AArch64 DWARF ABI (aadwarf64): x0-x30 = 0-30, sp 31, pc 32, v0-v31 = 64-95; w, and the
// b/h/s/d/q views of the vector registers, share those numbers.
var arm64Regs = regTable(
	regGroup{seq("x", 31), 0},
	regGroup{seq("w", 31), 0},
	regGroup{[]string{"sp", "pc"}, 31},
	regGroup{[]string{"wsp"}, 31},
	regGroup{[]string{"fp", "lr"}, 29},
	regGroup{seq("v", 32), 64},
	regGroup{seq("q", 32), 64},
	regGroup{seq("d", 32), 64},
	regGroup{seq("s", 32), 64},
	regGroup{seq("h", 32), 64},
	regGroup{seq("b", 32), 64},
)

// Xtensa (GCC's numbering): a0-a15 = 0-15, b0-b15 = 16-31, f0-f15 = 48-63; sp is a1.
// (ECS 0.0.41 uses the ARM table for xtensa.)
var xtensaRegs = regTable(
	regGroup{seq("a", 16), 0},
	regGroup{[]string{"sp"}, 1},
	regGroup{seq("b", 16), 16},
	regGroup{seq("f", 16), 48},
)
