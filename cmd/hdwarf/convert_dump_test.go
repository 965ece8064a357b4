package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// TestConvertIGCDump converts a zebin with the IGC dump directory of its build: the blobs and
// .visaasm texts are found there, the .visa.ll links locate k2's and helper's variables in
// their frames (helper's parameters in the argument registers before its prolog stores them),
// -v reports them, and the output verifies.
func TestConvertIGCDump(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.zebin")
	st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "igcdump", "vadd.dg2.zebin"), "--igc-dump", filepath.Join(td, "igcdump", "vadd.dg2.O0"), "-v", "-o", out)
	if st != 0 {
		t.Fatalf("status %d: %s", st, stderr)
	}
	for _, want := range []string{
		"11 source variables linked to storage",
		"source variables from the dump: 6 linked, 6 with a location",
		"source variables from the dump: 2 linked, 2 with a location (p=frame+8/8, v=frame+0/4), 2 given to the source tree's variables",
		// helper's parameters: in the argument registers until the prolog stores them.
		"source variables from the dump: 3 linked, 3 with a location (x=frame+0/4 from 0xb30, argument registers [0x8d0, 0xb30), p=frame+8/8 from 0xca0, argument registers [0x8d0, 0xca0), t=frame+4/4), 3 given to the source tree's variables",
		"arguments: 4, 4 named, 4 typed, 4 with a location",
		"arguments: 1, 1 named, 1 typed, 1 with a location",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("-v does not say %q:\n%s", want, stderr)
		}
	}
	ps, _ := kernelParams(t, loadDWARF(t, out))
	for _, k := range []string{"vadd", "k2"} {
		for _, p := range ps[k] {
			if !p.loc {
				t.Errorf("%s: parameter %s without a location", k, p.name)
			}
		}
	}
	oracle.Want(t, "llvm-dwarfdump-22")
	if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
		t.Errorf("llvm-dwarfdump --verify:\n%s", v)
	}
	// The locals of the source tree have the links' locations: i and pr in vadd's private
	// memory, v and t in their frames.
	for _, name := range []string{"i", "pr", "v", "t"} {
		dump := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", "--name="+name, out)
		if !strings.Contains(dump, "DW_TAG_variable") || !strings.Contains(dump, "DW_AT_location") {
			t.Errorf("%s has no location:\n%s", name, dump)
		}
	}
	frame := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", "--name=v", out)
	// IGC's address (the front end's frame pointer + the slot), in the default address space.
	if !strings.Contains(frame, "DW_OP_deref_size 0x8, DW_OP_plus_uconst 0x10, DW_OP_LLVM_user DW_OP_LLVM_push_lane") || strings.Contains(frame, "aspace") {
		t.Errorf("v is not in its frame slot:\n%s", frame)
	}
	if st, stdout, stderr := hdwarf(t, "verify", out); st != 0 {
		t.Errorf("hdwarf verify: %d %s %s", st, stdout, stderr)
	}
}

// TestConvertIGCDumpWrongKernel: a dump whose kernels' files were swapped is refused (exit 1,
// no output), naming both kernels.
func TestConvertIGCDumpWrongKernel(t *testing.T) {
	dump := t.TempDir()
	from := filepath.Join(td, "igcdump", "vadd.dg2.O0")
	ents, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(from, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		n := e.Name()
		if strings.HasSuffix(n, "_0001.visaasm") {
			n = strings.Replace(n, "_0001", "_0002", 1)
		} else if strings.HasSuffix(n, "_0002.visaasm") {
			n = strings.Replace(n, "_0002", "_0001", 1)
		}
		if err := os.WriteFile(filepath.Join(dump, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "out.zebin")
	st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "igcdump", "vadd.dg2.zebin"), "--igc-dump", dump, "-o", out)
	if st != exitFailure || !strings.Contains(stderr, "kernel vadd") || !strings.Contains(stderr, "kernel k2") {
		t.Errorf("status %d: %s", st, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an output was written")
	}
}
