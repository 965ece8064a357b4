package convertplan

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/passes/visadwarf"
)

const dumpDir = "../../testdata/igcdump"

// TestReadDump finds both kernels of a real dump with their files, and links k2's and
// helper's variables under k2.
func TestReadDump(t *testing.T) {
	d, err := ReadDump(filepath.Join(dumpDir, "vadd.dg2.O0"))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Blobs) != 2 || len(d.Asm) != 3 || !strings.HasSuffix(d.Module, "_push_analysis.ll") {
		t.Fatalf("%d blobs, %d texts, module %q", len(d.Blobs), len(d.Asm), d.Module)
	}
	for key, n := range map[visadwarf.LinkKey]int{{Kernel: "vadd", Object: "vadd"}: 6, {Kernel: "k2", Object: "k2"}: 2, {Kernel: "k2", Object: "helper"}: 3} {
		if fl := d.Links[key]; fl == nil || len(fl.Links) != n {
			t.Errorf("%v: %+v, want %d links", key, fl, n)
		}
	}
	t.Log(strings.Join(d.Kernels, "\n"))
}

// copyDump copies a test dump directory's files to a new one, renamed by rename.
func copyDump(t *testing.T, from string, rename func(string) string) string {
	t.Helper()
	dir := t.TempDir()
	ents, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(from, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, rename(e.Name())), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestDumpWrongKernel: a kernel's files swapped with another's are refused, naming both.
func TestDumpWrongKernel(t *testing.T) {
	for _, ext := range []string{".visaasm", ".visa.ll"} {
		dir := copyDump(t, filepath.Join(dumpDir, "vadd.dg2.O0"), func(n string) string {
			switch {
			case strings.HasSuffix(n, "_0001"+ext):
				return strings.Replace(n, "_0001", "_0002", 1)
			case strings.HasSuffix(n, "_0002"+ext):
				return strings.Replace(n, "_0002", "_0001", 1)
			}
			return n
		})
		_, err := ReadDump(dir)
		if err == nil || !strings.Contains(err.Error(), "kernel vadd") || !strings.Contains(err.Error(), "kernel k2") {
			t.Errorf("%s swapped: %v", ext, err)
		}
	}
	if _, err := ReadDump(t.TempDir()); err == nil || !strings.Contains(err.Error(), "no vISA debug info blob") {
		t.Errorf("empty directory: %v", err)
	}
}

// TestDumpNotRegular: a dump file that is a device (a .dbg or .visaasm linked to /dev/zero,
// which would be read without end) is refused by name, as inputs on the command line are.
func TestDumpNotRegular(t *testing.T) {
	for _, ext := range []string{".dbg", ".visaasm"} {
		dir := copyDump(t, filepath.Join(dumpDir, "vadd.dg2.O0"), func(n string) string { return n })
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var victim string
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), ext) {
				victim = filepath.Join(dir, e.Name())
				break
			}
		}
		if victim == "" {
			t.Fatalf("no %s file in the dump", ext)
		}
		if err := os.Remove(victim); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("/dev/zero", victim); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadDump(dir); err == nil || !strings.Contains(err.Error(), "not a regular file") || !strings.Contains(err.Error(), filepath.Base(victim)) {
			t.Errorf("%s linked to /dev/zero: %v", filepath.Base(victim), err)
		}
	}
}

// TestPlanWithDump: the plan reads the dump beside a zebin and says what it found.
func TestPlanWithDump(t *testing.T) {
	f, err := elfrw.Open(filepath.Join(dumpDir, "vadd.dg2.zebin"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := Decide(Request{Name: "vadd.dg2.zebin", File: f, IGCDump: filepath.Join(dumpDir, "vadd.dg2.O0")})
	if err != nil {
		t.Fatal(err)
	}
	if p.Mode != ModeVISA || p.Dump == nil || !strings.Contains(p.Reason, "11 source variables linked") {
		t.Fatalf("%v: %s", p.Mode, p.Reason)
	}
	if _, err := Decide(Request{Name: "vadd.dg2.zebin", File: f, IGCDump: dumpDir + "/vadd.dg2.O0", SPIRV: []byte{1}}); err == nil {
		t.Error("a dump with a SPIR-V module given: no conflict")
	}
}

// TestDumpRetry: IGC's retry compile dumps a kernel a second time, its files' stem with the
// retry's number (OCL_asmH_1_simd32_entry_0001.* beside OCL_asmH_simd32_entry_0001.*, and a
// module dump OCL_asmH_push_analysis_1.ll), as spill.cl's did on tgllp and dg2 optimized,
// where both blobs are the same bytes: one kernel, the first compile's, which converts.
func TestDumpRetry(t *testing.T) {
	src := filepath.Join(dumpDir, "spill.dg2.O2")
	dir := copyDump(t, src, func(n string) string { return n })
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		n := e.Name()
		retry := strings.Replace(strings.Replace(n, "_simd32_", "_1_simd32_", 1), "_push_analysis.ll", "_push_analysis_1.ll", 1)
		if retry == n {
			t.Fatalf("%s: not a kernel or module file", n)
		}
		b, err := os.ReadFile(filepath.Join(src, n))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, retry), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	d, err := ReadDump(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Blobs) != 1 || len(d.Asm) != 1 || strings.Contains(d.Blobs[0].Source, "_1_") || strings.Contains(d.Asm[0].Source, "_1_") {
		t.Fatalf("%d blobs (%v), %d texts: want the first compile's one", len(d.Blobs), d.Kernels, len(d.Asm))
	}
	in, err := os.ReadFile(src + ".zebin")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Decide(Request{Name: src + ".zebin", Input: in, IGCDump: dir})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.Convert(Options{})
	if err != nil {
		t.Fatalf("convert with the retry's files beside: %v", err)
	}
	if n := len(out.VISA.Kernels); n != 1 {
		t.Errorf("%d kernels converted, want 1", n)
	}
}
