package main

import (
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// TestConvertProgramScopeGDB converts IGC 12504's optimized srctree build with its dump,
// relocates it as the runtime loads it (code and .data.const each at an address of their own)
// and asks gdb for the program-scope `__constant float weights[3] = {0.25f, 0.5f, 0.25f}`:
// declared with its type, at .data.const's address (the symbol's offset 0), with the value
// the section holds; llvm-dwarfdump-22 --verify and hdwarf verify find nothing wrong.
func TestConvertProgramScopeGDB(t *testing.T) {
	dir := t.TempDir()
	build := filepath.Join(td, "igcdump", "srctree.tgllp.O2")
	conv, rel := filepath.Join(dir, "out.zebin"), filepath.Join(dir, "rel.zebin")
	if st, _, stderr := hdwarf(t, "convert", build+".zebin", "--igc-dump", build, "-v", "-o", conv); st != 0 {
		t.Fatalf("convert: status %d: %s", st, stderr)
	} else if !strings.Contains(stderr, "1 globals, 1 of them at their symbol's data address") {
		t.Errorf("convert does not report weights located:\n%s", stderr)
	}
	if st, _, stderr := hdwarf(t, "relocate", conv, "--section", ".text.srctree=0x100000",
		"--section", ".text.Intel_Symbol_Table_Void_Program=0x200000", "--section", ".data.const=0x300000", "-o", rel); st != 0 {
		t.Fatalf("relocate: status %d: %s", st, stderr)
	}
	if st, stdout, stderr := hdwarf(t, "verify", rel); st != 0 {
		t.Errorf("hdwarf verify: status %d: %s%s", st, stdout, stderr)
	}
	if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", rel); !strings.Contains(v, "No errors.") {
		t.Errorf("llvm-dwarfdump-22 --verify:\n%s", v)
	}
	out, _, _ := oracle.RunErr(t, "gdb", "-nx", "-batch", "-ex", "ptype weights", "-ex", "print weights", "-ex", "info address weights", rel)
	for _, want := range []string{"type = float [3]", "$1 = {0.25, 0.5, 0.25}", `Symbol "weights" is static storage at address 0x300000.`} {
		if !strings.Contains(out, want) {
			t.Errorf("gdb does not say %q:\n%s", want, out)
		}
	}
}
