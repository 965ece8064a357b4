package expr_test

import (
	"testing"

	"hdwarf/dwarfenc/expr"
)

// TestRegNames checks each register range's ends and the numbers between the ranges: the
// names llvm-dwarfdump-22 (AMDGPU) and gdb-oneapi (Intel) print.
func TestRegNames(t *testing.T) {
	for _, c := range []struct {
		name func(uint64) string
		reg  uint64
		want string
	}{
		{expr.AMDGPURegName, 31, ""}, {expr.AMDGPURegName, 32, "SGPR0"}, {expr.AMDGPURegName, 95, "SGPR63"},
		{expr.AMDGPURegName, 96, ""}, {expr.AMDGPURegName, 1088, "SGPR64"}, {expr.AMDGPURegName, 1129, "SGPR105"},
		{expr.AMDGPURegName, 1130, ""}, {expr.AMDGPURegName, 1536, "VGPR0"}, {expr.AMDGPURegName, 2047, "VGPR511"},
		{expr.AMDGPURegName, 2048, "AGPR0"}, {expr.AMDGPURegName, 2303, "AGPR255"}, {expr.AMDGPURegName, 2304, ""},
		{expr.AMDGPURegName, 2560, "VGPR0"}, {expr.AMDGPURegName, 3071, "VGPR511"}, {expr.AMDGPURegName, 3072, "AGPR0"},
		{expr.AMDGPURegName, 3327, "AGPR255"}, {expr.AMDGPURegName, 3328, ""}, {expr.AMDGPURegName, 3584, "VGPR512"},
		{expr.AMDGPURegName, 4095, "VGPR1023"}, {expr.AMDGPURegName, 4096, ""}, {expr.AMDGPURegName, expr.AMDGPUExecMask64, "EXEC"},
		{expr.IntelRegName, 0, "ip"}, {expr.IntelRegName, 15, ""}, {expr.IntelRegName, 16, "r0"},
		{expr.IntelRegName, 271, "r255"}, {expr.IntelRegName, 272, "a0"}, {expr.IntelRegName, 288, "f0"},
		{expr.IntelRegName, 304, "acc0"}, {expr.IntelRegName, 319, "acc15"}, {expr.IntelRegName, 320, ""},
		{expr.IntelRegName, 335, "mme0"}, {expr.IntelRegName, 349, "mme14"}, {expr.IntelRegName, 350, "r256"},
		{expr.IntelRegName, 605, "r511"}, {expr.IntelRegName, 606, ""},
		{expr.IntelRegName, expr.IntelGRF(300), "r300"}, {expr.IntelRegName, expr.IntelMME(3), "mme3"},
	} {
		if got := c.name(c.reg); got != c.want {
			t.Errorf("register %d: %q, want %q", c.reg, got, c.want)
		}
	}
}
