package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConvertVisaasmOfAnotherKernel: a --visaasm that describes none of the converted
// objects is an error naming the file and both kernels, where its lines used to be dropped
// silently for vISA instruction numbers.
func TestConvertVisaasmOfAnotherKernel(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.zebin")
	other := asmPath("stackcalls.dg2.simd8_entry_0001")
	st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "elf", "vadd.dg2.zebin"), "--visa", blobPath("vadd.dg2.simd8_entry_0001"),
		"--visaasm", other, "-o", out)
	want := other + ": the vISA text is for kernel chain, but the vISA debug info is for kernel vadd"
	if st != exitFailure || !strings.Contains(stderr, want) {
		t.Errorf("status %d, want 1 and %q in:\n%s", st, want, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an output file was written")
	}
	// The function texts of a kernel are used through its objects: no error.
	n := "vadd.dg2.simd8_entry_0002"
	if st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "elf", "vadd.dg2.zebin"), "--visa", blobPath(n),
		"--visaasm", asmPath(n), "--visaasm", asmPath(n+"_f0"), "-o", out); st != 0 {
		t.Errorf("kernel and function texts: %d: %s", st, stderr)
	}
}
