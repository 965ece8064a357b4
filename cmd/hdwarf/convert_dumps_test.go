package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// igcDumpsEnv names a directory of more IGC dump directories (SRC.PLATFORM.OPT, as
// KEEP_DUMP=DIR scripts/gen-intel.sh makes them) whose builds' zebins are converted too.
const igcDumpsEnv = "HDWARF_IGC_DUMPS"

// dumpZebin is the zebin of the build whose dump is dir: DIR.zebin beside it, or the zebin
// gen-intel.sh wrote in its output directory out.NAME beside the dump (through a link).
func dumpZebin(dir string) string {
	if _, err := os.Stat(dir + ".zebin"); err == nil {
		return dir + ".zebin"
	}
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real // a dump set of links to the dumps gen-intel.sh left
	}
	name := filepath.Base(dir)
	f := strings.Split(name, ".")
	if len(f) != 3 {
		return ""
	}
	p := filepath.Join(filepath.Dir(dir), "out."+name, f[0]+"."+f[1]+".zebin")
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

// TestConvertIGCDumpsVerify converts the zebin of every IGC dump (the checked-in twelve, and
// those under HDWARF_IGC_DUMPS) with its dump directory: llvm-dwarfdump-22 --verify says
// "No errors." and hdwarf verify finds no problem in each output.
func TestConvertIGCDumpsVerify(t *testing.T) {
	dumps := []struct{ zebin, dir string }{
		{filepath.Join(td, "igcdump", "vadd.dg2.zebin"), filepath.Join(td, "igcdump", "vadd.dg2.O0")},
		{filepath.Join(td, "igcdump", "vadd.tgllp.O2.zebin"), filepath.Join(td, "igcdump", "vadd.tgllp.O2")},
		{filepath.Join(td, "igcdump", "stackcalls.dg2.O2.zebin"), filepath.Join(td, "igcdump", "stackcalls.dg2.O2")},
		{filepath.Join(td, "igcdump", "vadd.pvc.O0.zebin"), filepath.Join(td, "igcdump", "vadd.pvc.O0")},
		{filepath.Join(td, "igcdump", "scopes.dg2.O0.zebin"), filepath.Join(td, "igcdump", "scopes.dg2.O0")},
		{filepath.Join(td, "igcdump", "srctree.tgllp.O2.zebin"), filepath.Join(td, "igcdump", "srctree.tgllp.O2")},
		{filepath.Join(td, "igcdump", "srctree.dg2.O2.zebin"), filepath.Join(td, "igcdump", "srctree.dg2.O2")},
		{filepath.Join(td, "igcdump", "types.dg2.O2.zebin"), filepath.Join(td, "igcdump", "types.dg2.O2")},
		{filepath.Join(td, "igcdump", "spill.dg2.O2.zebin"), filepath.Join(td, "igcdump", "spill.dg2.O2")},
		{filepath.Join(td, "igcdump", "unroll.dg2.O2.zebin"), filepath.Join(td, "igcdump", "unroll.dg2.O2")},
		{filepath.Join(td, "igcdump", "mixed.dg2.O2.zebin"), filepath.Join(td, "igcdump", "mixed.dg2.O2")},
		{filepath.Join(td, "igcdump", "srctree.dg2.O0.zebin"), filepath.Join(td, "igcdump", "srctree.dg2.O0")},
	}
	// IGC 2.40 builds: dg2, bmg (Xe2), ptl (Xe3), cri (Xe3P).
	for _, b := range []string{"simd32.dg2.O2", "wide8.dg2.O0", "wide8.bmg.O0", "stackcall.ptl.O2", "simd32.cri.O2", "stackcall.cri.O0"} {
		dumps = append(dumps, struct{ zebin, dir string }{filepath.Join(td, "igc2", b+".zebin"), filepath.Join(td, "igc2dump", b)})
	}
	if extra := os.Getenv(igcDumpsEnv); extra != "" {
		dirs, _ := filepath.Glob(filepath.Join(extra, "*.*.*"))
		for _, d := range dirs {
			if fi, err := os.Stat(d); err != nil || !fi.IsDir() {
				continue
			}
			z := dumpZebin(d)
			if z == "" {
				t.Errorf("%s: no zebin of its build (%s.zebin, or ../out.NAME/SRC.PLATFORM.zebin)", d, d)
				continue
			}
			dumps = append(dumps, struct{ zebin, dir string }{z, d})
		}
	}
	oracle.Want(t, "llvm-dwarfdump-22")
	out := t.TempDir()
	for i, d := range dumps {
		o := filepath.Join(out, fmt.Sprintf("%d.%s.zebin", i, filepath.Base(d.dir)))
		st, _, stderr := hdwarf(t, "convert", d.zebin, "--igc-dump", d.dir, "-v", "-o", o)
		if st != 0 {
			t.Errorf("%s: convert: status %d: %s", d.dir, st, stderr)
			continue
		}
		if !strings.Contains(stderr, "source variables linked to storage") {
			t.Errorf("%s: the dump linked no source variables:\n%s", d.dir, stderr)
		}
		v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", o)
		if !strings.Contains(v, "No errors.") {
			t.Errorf("%s: llvm-dwarfdump-22 --verify:\n%s", d.dir, v)
		}
		st, stdout, stderr := hdwarf(t, "verify", o)
		if st != 0 {
			t.Errorf("%s: hdwarf verify: status %d\n%s%s", d.dir, st, stdout, stderr)
		}
		t.Logf("%d. %s + %s: llvm-dwarfdump-22 --verify: No errors.; hdwarf verify: no problems", i+1, filepath.Base(d.zebin), filepath.Base(d.dir))
	}
}

// TestConvertIGCDumpFragmentsJoined: vadd's pr (vadd.tgllp.O2) is two fragments, pr.a and
// pr.b[0], each from its own dbg.value; where both are located one entry holds both (a
// debugger takes one entry for the whole variable), not an entry per fragment.
func TestConvertIGCDumpFragmentsJoined(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.zebin")
	if st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "igcdump", "vadd.tgllp.O2.zebin"), "--igc-dump", filepath.Join(td, "igcdump", "vadd.tgllp.O2"), "-o", out); st != 0 {
		t.Fatalf("status %d: %s", st, stderr)
	}
	oracle.Want(t, "llvm-dwarfdump-22")
	dump := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", "--name=pr", out)
	both := 0
	var prevHi uint64
	for _, line := range strings.Split(dump, "\n") {
		rng, ex, ok := strings.Cut(strings.TrimSpace(line), "): ")
		if !ok || !strings.HasPrefix(rng, "[0x") {
			continue
		}
		var lo, hi uint64
		if _, err := fmt.Sscanf(rng, "[0x%x, 0x%x", &lo, &hi); err != nil {
			t.Fatalf("%q: %v", rng, err)
		}
		if lo < prevHi {
			t.Errorf("entries overlap at %#x: one per fragment", lo)
		}
		prevHi = hi
		// pr.a's location, its piece, pr.b[0]'s location, its piece.
		if !strings.HasPrefix(ex, "DW_OP_piece") && strings.Count(ex, "DW_OP_piece 0x4") == 2 {
			both++
		}
	}
	if both == 0 {
		t.Errorf("no entry locates both of pr's fragments:\n%s", dump)
	}
}
