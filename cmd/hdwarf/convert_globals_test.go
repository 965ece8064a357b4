package main

import (
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// TestConvertProgramScopeGDB converts builds with program-scope variables with their dumps,
// relocates them as the runtime loads them (code, .data.const and .data.global each at an
// address of its own) and asks gdb for the variables: IGC 12504's optimized srctree (`__constant
// float weights[3] = {0.25f, 0.5f, 0.25f}`) and IGC 2.40's optimized globals.cl on dg2 (a
// __constant float[3] and two __global variables, bias 4 bytes into .data.global): each
// declared with its type, at its section's address plus its symbol's value, with the value the
// section holds; llvm-dwarfdump-22 --verify and hdwarf verify find nothing wrong.
func TestConvertProgramScopeGDB(t *testing.T) {
	for _, c := range []struct {
		build    string
		sections []string
		report   string
		gdb      []string // gdb commands
		want     []string // in gdb's output
	}{
		{filepath.Join(td, "igcdump", "srctree.tgllp.O2"),
			[]string{".text.srctree=0x100000", ".text.Intel_Symbol_Table_Void_Program=0x200000", ".data.const=0x300000"},
			"1 globals, 1 of them at their symbol's data address",
			[]string{"ptype weights", "print weights", "info address weights"},
			[]string{"type = float [3]", "$1 = {0.25, 0.5, 0.25}", `Symbol "weights" is static storage at address 0x300000.`}},
		{filepath.Join(td, "igc2dump", "globals.dg2.O2"),
			[]string{".text.globals=0x100000", ".text.Intel_Symbol_Table_Void_Program=0x200000", ".data.const=0x300000", ".data.global=0x400000"},
			"3 globals, 3 of them at their symbol's data address",
			[]string{"print coef", "print counter", "print bias", "ptype bias", "info address counter", "info address bias"},
			[]string{"$1 = {0.5, 1.5, 2.5}", "$2 = 7", "$3 = {0.25, -1}", "type = float [2]",
				`Symbol "counter" is static storage at address 0x400000.`, `Symbol "bias" is static storage at address 0x400004.`}},
	} {
		name := filepath.Base(c.build)
		dir := t.TempDir()
		conv, rel := filepath.Join(dir, "out.zebin"), filepath.Join(dir, "rel.zebin")
		if st, _, stderr := hdwarf(t, "convert", c.build+".zebin", "--igc-dump", c.build, "-v", "-o", conv); st != 0 {
			t.Fatalf("%s: convert: status %d: %s", name, st, stderr)
		} else if !strings.Contains(stderr, c.report) {
			t.Errorf("%s: convert does not report %q:\n%s", name, c.report, stderr)
		}
		args := []string{"relocate", conv, "-o", rel}
		for _, s := range c.sections {
			args = append(args, "--section", s)
		}
		if st, _, stderr := hdwarf(t, args...); st != 0 {
			t.Fatalf("%s: relocate: status %d: %s", name, st, stderr)
		}
		if st, stdout, stderr := hdwarf(t, "verify", rel); st != 0 {
			t.Errorf("%s: hdwarf verify: status %d: %s%s", name, st, stdout, stderr)
		}
		if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", rel); !strings.Contains(v, "No errors.") {
			t.Errorf("%s: llvm-dwarfdump-22 --verify:\n%s", name, v)
		}
		gdb := []string{"-nx", "-batch"}
		for _, g := range c.gdb {
			gdb = append(gdb, "-ex", g)
		}
		out, _, _ := oracle.RunErr(t, "gdb", append(gdb, rel)...)
		for _, want := range c.want {
			if !strings.Contains(out, want) {
				t.Errorf("%s: gdb does not say %q:\n%s", name, want, out)
			}
		}
	}
}
