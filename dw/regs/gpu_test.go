package regs_test

import (
	"testing"

	"hdwarf/dw/regs"
)

// TestRegNames checks each register range's ends and the numbers between the ranges: the
// names llvm-dwarfdump-22 (AMDGPU) and gdb-oneapi (Intel) print.
func TestRegNames(t *testing.T) {
	for _, c := range []struct {
		name func(uint64) string
		reg  uint64
		want string
	}{
		{regs.AMDGPURegName, 31, ""}, {regs.AMDGPURegName, 32, "SGPR0"}, {regs.AMDGPURegName, 95, "SGPR63"},
		{regs.AMDGPURegName, 96, ""}, {regs.AMDGPURegName, 1088, "SGPR64"}, {regs.AMDGPURegName, 1129, "SGPR105"},
		{regs.AMDGPURegName, 1130, ""}, {regs.AMDGPURegName, 1536, "VGPR0"}, {regs.AMDGPURegName, 2047, "VGPR511"},
		{regs.AMDGPURegName, 2048, "AGPR0"}, {regs.AMDGPURegName, 2303, "AGPR255"}, {regs.AMDGPURegName, 2304, ""},
		{regs.AMDGPURegName, 2560, "VGPR0"}, {regs.AMDGPURegName, 3071, "VGPR511"}, {regs.AMDGPURegName, 3072, "AGPR0"},
		{regs.AMDGPURegName, 3327, "AGPR255"}, {regs.AMDGPURegName, 3328, ""}, {regs.AMDGPURegName, 3584, "VGPR512"},
		{regs.AMDGPURegName, 4095, "VGPR1023"}, {regs.AMDGPURegName, 4096, ""}, {regs.AMDGPURegName, regs.AMDGPUExecMask64, "EXEC"},
		{regs.IntelRegName, 0, "ip"}, {regs.IntelRegName, 15, ""}, {regs.IntelRegName, 16, "r0"},
		{regs.IntelRegName, 271, "r255"}, {regs.IntelRegName, 272, "a0"}, {regs.IntelRegName, 288, "f0"},
		{regs.IntelRegName, 304, "acc0"}, {regs.IntelRegName, 319, "acc15"}, {regs.IntelRegName, 320, ""},
		{regs.IntelRegName, 335, "mme0"}, {regs.IntelRegName, 349, "mme14"}, {regs.IntelRegName, 350, "r256"},
		{regs.IntelRegName, 605, "r511"}, {regs.IntelRegName, 606, ""},
		{regs.IntelRegName, regs.IntelGRF(300), "r300"}, {regs.IntelRegName, regs.IntelMME(3), "mme3"},
	} {
		if got := c.name(c.reg); got != c.want {
			t.Errorf("register %d: %q, want %q", c.reg, got, c.want)
		}
	}
}

// TestGPUNumbers reads every name the GPU numberings print back to its number: Intel's from
// 0 to 1023, AMDGPU's from 0 to 4095 (a VGPR or AGPR name gives wave64's number, which
// names the same register; the numbers only wave32 uses are the others).
func TestGPUNumbers(t *testing.T) {
	for reg := uint64(0); reg < 1024; reg++ {
		name := regs.IntelRegName(reg)
		if name == "" {
			continue
		}
		if n, ok := regs.IntelRegNumber(name); !ok || n != reg {
			t.Errorf("Intel %d is %q, which reads back as %d, %v", reg, name, n, ok)
		}
	}
	named := 0
	for reg := uint64(0); reg < 4096; reg++ {
		name := regs.AMDGPURegName(reg)
		if name == "" {
			continue
		}
		named++
		n, ok := regs.AMDGPURegNumber(name)
		if !ok || n != reg && !(regs.AMDGPUWave32Only(reg) && regs.AMDGPURegName(n) == name) {
			t.Errorf("AMDGPU %d is %q, which reads back as %d, %v", reg, name, n, ok)
		}
	}
	if named < 2000 {
		t.Errorf("only %d AMDGPU numbers named", named)
	}
	for _, bad := range []string{"r", "r01", "r512", "acc16", "x3", "SGPR106", "VGPR1024", ""} {
		if n, ok := regs.IntelRegNumber(bad); ok {
			t.Errorf("Intel %q read as %d", bad, n)
		}
		if n, ok := regs.AMDGPURegNumber(bad); ok {
			t.Errorf("AMDGPU %q read as %d", bad, n)
		}
	}
}
