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

// TestConvertInvertedIntervals: IGC writes live intervals that end before they start for
// instructions it removed (here 4 of them, (745, 26) for V57 and V59, in an optimized SIMD32
// tgllp build). They are dropped and counted under -v, and the rest of the kernel converts.
func TestConvertInvertedIntervals(t *testing.T) {
	n := "inverted.tgllp.simd32_entry_0001"
	info := decodeBlob(t, n)
	inverted := 0
	for _, v := range info.Objects[0].Vars {
		for _, iv := range v.Intervals {
			if iv.End < iv.Start {
				inverted++
			}
		}
	}
	if inverted != 4 {
		t.Fatalf("the test blob has %d inverted intervals, want the 4 IGC wrote", inverted)
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "out.zebin")
	st, _, stderr := hdwarf(t, "convert", "-v", filepath.Join(td, "elf", "inverted.tgllp.zebin"), "--visa", blobPath(n), "--visaasm", asmPath(n), "--visa-vars", "-o", out)
	if st != 0 {
		t.Fatalf("convert: %d: %s", st, stderr)
	}
	if !strings.Contains(stderr, "521 variables, 0 without code, 0 subroutines, 4 inverted live intervals dropped") {
		t.Errorf("-v does not count the dropped intervals:\n%s", stderr)
	}
	if st, stdout, _ := hdwarf(t, "verify", out); st != 0 {
		t.Errorf("verify: %d: %s", st, stdout)
	}
	df := loadDWARF(t, out)
	checkVariables(t, df, info)
}

// TestConvertSharedFunction: two kernels calling one noinline function make IGC compile the
// function once, in its symbol-table program, with `.kernel_attr Extern` (no value) in its
// vISA text; the whole program converts with it.
func TestConvertSharedFunction(t *testing.T) {
	p := "shared.tgllp.simd8_"
	if src := string(readFile(t, asmPath(p+"Intel_Symbol_Table_Void_Program_f0"))); !strings.Contains(src, "\n.kernel_attr Extern\n") {
		t.Fatal("the test text lost its .kernel_attr Extern")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "out.zebin")
	args := []string{"convert", "-v", filepath.Join(td, "elf", "shared.tgllp.zebin"), "-o", out}
	for _, k := range []string{"Intel_Symbol_Table_Void_Program", "entry_0001", "entry_0002"} {
		args = append(args, "--visa", blobPath(p+k), "--visaasm", asmPath(p+k))
	}
	args = append(args, "--visaasm", asmPath(p+"Intel_Symbol_Table_Void_Program_f0"))
	st, _, stderr := hdwarf(t, args...)
	if st != 0 {
		t.Fatalf("convert: %d: %s", st, stderr)
	}
	for _, w := range []string{"kernel first (.text.first", "kernel second (.text.second", "  scale                    [0x40, 0x6d0) 72 variables"} {
		if !strings.Contains(stderr, w) {
			t.Errorf("-v lacks %q:\n%s", w, stderr)
		}
	}
	if st, stdout, _ := hdwarf(t, "verify", out); st != 0 {
		t.Errorf("verify: %d: %s", st, stdout)
	}
	df := loadDWARF(t, out)
	if len(df.subs["scale"]) != 1 {
		t.Errorf("scale: ranges %v", df.subs["scale"])
	}
}

// TestConvertPlatform: the platform comes from the zebin's compat note (product family 29
// tgllp, 1270 dg2, 1271 pvc with 64-byte GRFs); --platform overrides it; a file that says
// nothing (IGC's per-kernel ELFs) without --platform is a usage error asking for it, where
// 32-byte GRFs used to be guessed.
func TestConvertPlatform(t *testing.T) {
	dir := t.TempDir()
	pvc := []string{filepath.Join(td, "elf", "vadd.pvc.zebin"), "--visa", blobPath("vadd.pvc.simd16_entry_0001"), "--visa", blobPath("vadd.pvc.simd16_entry_0002"), "--visa-vars"}
	conv := func(name string, args ...string) (string, string) {
		t.Helper()
		out := filepath.Join(dir, name)
		st, _, stderr := hdwarf(t, append([]string{"convert", "-v", "-o", out}, args...)...)
		if st != 0 {
			t.Fatalf("%s: %d: %s", name, st, stderr)
		}
		return string(readFile(t, out)), stderr
	}
	fromNote, stderr := conv("note.zebin", pvc...)
	if !strings.Contains(stderr, "platform pvc (from the compat note)") {
		t.Errorf("pvc zebin:\n%s", stderr)
	}
	given, _ := conv("given.zebin", append(pvc, "--platform", "pvc")...)
	if fromNote != given {
		t.Error("the compat note and --platform pvc give different output")
	}
	dg2, stderr := conv("dg2.zebin", append(pvc, "--platform", "dg2")...)
	if dg2 == fromNote || !strings.Contains(stderr, "platform dg2 (from --platform)") {
		t.Errorf("--platform dg2 does not override the note:\n%s", stderr)
	}
	for _, c := range []struct{ zebin, blob, want string }{
		{"vadd.tgllp.zebin", "vadd.tgllp.simd8_entry_0001", "platform tgllp (from the compat note)"},
		{"vadd.dg2.zebin", "vadd.dg2.simd8_entry_0001", "platform dg2 (from the compat note)"},
	} {
		if _, stderr := conv(c.zebin, filepath.Join(td, "elf", c.zebin), "--visa", blobPath(c.blob)); !strings.Contains(stderr, c.want) {
			t.Errorf("%s:\n%s", c.zebin, stderr)
		}
	}
	// Xe2 has no SIMD8: a SIMD8 kernel said to be for it is refused.
	st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "elf", "vadd.tgllp.zebin"), "--visa", blobPath("vadd.tgllp.simd8_entry_0001"),
		"--platform", "bmg", "-o", filepath.Join(dir, "bmg.zebin"))
	if st != 1 || !strings.Contains(stderr, "kernel vadd is SIMD8, which xe2 (SIMD16/32) does not run: the platform (given) is wrong") {
		t.Errorf("SIMD8 kernel with --platform bmg: status %d:\n%s", st, stderr)
	}
	out := filepath.Join(dir, "x.elf")
	igc := filepath.Join(td, "elf", "vadd.tgllp.simd32_entry_0001.igc.elf")
	st, _, stderr = hdwarf(t, "convert", igc, "--visa", blobPath("vadd.tgllp.simd32_entry_0001"), "-o", out)
	if st != exitUsage || !strings.Contains(stderr, igc+": the file does not say which GPU generation its code is for") ||
		!strings.Contains(stderr, "give --platform tgllp|dg1|dg2|mtl|pvc|xe2|xe3|xe3p") {
		t.Errorf("per-kernel ELF without --platform: status %d:\n%s", st, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an output file was written")
	}
}
