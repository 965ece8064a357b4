package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// ulebBytes is v as ULEB128.
func ulebBytes(v uint64) []byte {
	var b []byte
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

// byteLine writes a .byte directive of b.
func byteLine(sb *strings.Builder, b []byte) {
	sb.WriteString(".byte ")
	for i, c := range b {
		if i > 0 {
			sb.WriteByte(',')
		}
		fmt.Fprintf(sb, "%d", c)
	}
	sb.WriteByte('\n')
}

// amdRegsAsm is assembly for llvm-mc-22 of a unit with one variable per DWARF register
// number 0..4199 located by DW_OP_regx and one by DW_OP_bregx, DW_OP_reg0..31 and
// DW_OP_breg0..31, and a .debug_frame whose FDE has rules for the numbers at the edges of
// each AMDGPU register range.
func amdRegsAsm() string {
	uleb := ulebBytes
	var sb strings.Builder
	line := func(b []byte) { byteLine(&sb, b) }
	variable := func(e []byte) { line(append([]byte{2, byte(len(e))}, e...)) }
	sb.WriteString(".section .debug_abbrev,\"\",@progbits\n.byte 1,0x11,1,0,0\n.byte 2,0x34,0,0x02,0x18,0,0\n.byte 0\n")
	sb.WriteString(".section .debug_info,\"\",@progbits\n.long .Linfo_end-.Linfo\n.Linfo:\n.short 4\n.long 0\n.byte 8\n.byte 1\n")
	for r := uint64(0); r < 4200; r++ {
		variable(append([]byte{0x90}, uleb(r)...))                  // DW_OP_regx r
		variable(append(append([]byte{0x92}, uleb(r)...), 0x7d))    // DW_OP_bregx r -3
		variable(append(append([]byte{0xe9, 0x09}, uleb(r)...), 4)) // DW_OP_LLVM_user aspace_bregx r 4
	}
	for r := byte(0); r < 32; r++ {
		variable([]byte{0x50 + r})    // DW_OP_reg<r>
		variable([]byte{0x70 + r, 5}) // DW_OP_breg<r> +5
	}
	sb.WriteString(".byte 0\n.Linfo_end:\n")
	sb.WriteString(".section .debug_frame,\"\",@progbits\n.long .Lcie_end-.Lcie\n.Lcie:\n.long 0xffffffff\n.byte 4,0,8,0,4,4,16\n.Lcie_end:\n")
	sb.WriteString(".long .Lfde_end-.Lfde\n.Lfde:\n.long 0\n.quad 0\n.quad 0x100\n")
	for _, r := range []uint64{0, 1, 15, 16, 17, 31, 32, 95, 96, 128, 512, 768, 1087, 1088, 1129, 1130,
		1535, 1536, 2047, 2048, 2303, 2304, 2559, 2560, 3071, 3072, 3327, 3328, 3583, 3584, 4095, 4096} {
		line(append([]byte{0x07}, uleb(r)...))                      // DW_CFA_undefined r
		line(append(append([]byte{0x05}, uleb(r)...), 2))           // DW_CFA_offset_extended r, 2
		line(append(append([]byte{0x09}, uleb(r)...), uleb(65)...)) // DW_CFA_register r, SGPR33
		line(append(append([]byte{0x0c}, uleb(r)...), 0))           // DW_CFA_def_cfa r, 0
	}
	sb.WriteString(".Lfde_end:\n")
	return sb.String()
}

// TestDumpDWARFAMDGPURegisters checks the AMDGPU register names of every DWARF register
// number against llvm-dwarfdump-22's, for a wave64 and a wave32 target (llvm names both
// by the wave64 numbering; we also name the numbers only wave32 code uses) and for an
// object without a target (EF_AMDGPU_MACH none: llvm knows no registers, nor do we).
func TestDumpDWARFAMDGPURegisters(t *testing.T) {
	oracle.Want(t, dwarfdump22)
	oracle.Want(t, "llvm-mc-22")
	dir := t.TempDir()
	src := filepath.Join(dir, "regs.s")
	if err := os.WriteFile(src, []byte(amdRegsAsm()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cpu := range []string{"gfx90a", "gfx1100", ""} {
		obj := filepath.Join(dir, "regs-"+cpu+".o")
		args := []string{"-triple", "amdgcn-amd-amdhsa", "-filetype=obj", src, "-o", obj}
		if cpu != "" {
			args = append(args, "-mcpu="+cpu)
		}
		oracle.Run(t, "llvm-mc-22", args...)
		st, ours, stderr := hdwarf(t, "dump", "--dwarf", obj)
		if st != 0 {
			t.Fatalf("%s: status %d: %s", cpu, st, stderr)
		}
		llvm, _, _ := oracle.RunErr(t, dwarfdump22, "--debug-info", "--debug-frame", obj)
		o, l := splitDumpSections(ours), splitDumpSections(llvm)
		known := map[string]int{}
		k := fileKind{amd: true, rel: true}
		equal := 0
		for _, sec := range []string{".debug_info", ".debug_frame"} {
			equal += compareDumps(t, "regs-"+cpu, sec, o[sec], l[sec], k, known)
		}
		// What llvm names, named as it does; what only wave32 uses, named by us.
		want := []string{"DW_OP_regx EXEC_LO", "DW_OP_regx PC_REG", "DW_OP_regx EXEC", "DW_OP_regx SGPR0",
			"DW_OP_regx SGPR63", "DW_OP_regx SGPR64", "DW_OP_regx SGPR105", "DW_OP_bregx VGPR0-3",
			"DW_OP_regx VGPR511", "DW_OP_regx AGPR0", "DW_OP_regx AGPR255", "DW_OP_reg1 EXEC_LO",
			"DW_OP_breg16 PC_REG+5", "DW_OP_LLVM_user DW_OP_LLVM_aspace_bregx SGPR33+4",
			"DW_OP_regx VGPR1023", "DW_CFA_undefined: VGPR0", "DW_CFA_register: SGPR0 SGPR33", "DW_CFA_register: VGPR0 SGPR33",
			"DW_OP_regx 0x80", "DW_OP_regx 0x200", "DW_OP_regx 0x1000"}
		wave32 := known["AMDGPU wave32 register names"]
		if cpu == "" {
			// No target: every register is a number, as llvm prints it.
			want = []string{"DW_OP_regx 0x20", "DW_OP_bregx 0xa00 -3", "DW_CFA_undefined: reg2560"}
			if wave32 != 0 {
				t.Errorf("no target: %d wave32 names", wave32)
			}
		} else if wave32 < 3*(512+256+512) {
			t.Errorf("%s: %d lines with wave32 names, want one per wave32 number and operation", cpu, wave32)
		}
		text := strings.Join(o[".debug_info"], "\n") + "\n" + strings.Join(o[".debug_frame"], "\n")
		for _, w := range want {
			if !strings.Contains(text, w+")") && !strings.Contains(text, w+"\n") && !strings.Contains(text, w+",") {
				t.Errorf("%s: no %q in our dump", cpu, w)
			}
		}
		t.Logf("%s: %d lines equal to llvm-dwarfdump-22's; known differences %v", cpu, equal, known)
	}
}
