package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"hdwarf/internal/oracle"
)

const gccAMDGCN = "x86_64-linux-gnu-accel-amdgcn-amdhsa-gcc-12" // Debian's gcc-12-offload-amdgcn

var (
	gccOffloadOnce sync.Once
	gccOffloadDir  string // removed by TestMain
	gccOffloadObj  string
	gccOffloadErr  string
)

const gccOffloadC = `int main(void) {
  int a[64];
  int k = 3;
#pragma omp target map(tofrom: a) map(to: k)
  for (int i = 0; i < 64; i++) a[i] = i * k;
  return a[5] == 15 ? 0 : 1;
}
`

// gccOffloadObject builds an OpenMP program with gcc-12 offloading to amdgcn and returns
// the device code object mkoffload made (linked with GCC's device libgomp and newlib, 60
// and more units, about 1 MB: built here, not kept in testdata), or "" (with the test
// skipped) when the compilers are missing. It is built once per test binary.
func gccOffloadObject(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"gcc-12", gccAMDGCN} {
		if _, err := exec.LookPath(tool); err != nil {
			if oracle.Required() {
				t.Fatalf("%s is missing", tool)
			}
			t.Skipf("%s is missing", tool)
		}
	}
	gccOffloadOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hdwarf-gcc-offload-")
		if err != nil {
			gccOffloadErr = err.Error()
			return
		}
		gccOffloadDir = dir
		if err := os.WriteFile(filepath.Join(dir, "omp.c"), []byte(gccOffloadC), 0o644); err != nil {
			gccOffloadErr = err.Error()
			return
		}
		cmd := exec.Command("gcc-12", "-fopenmp", "-foffload=amdgcn-amdhsa", "-foffload-options=-march=gfx906 -g",
			"-g", "-O2", "omp.c", "-o", "omp", "-save-temps")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			gccOffloadErr = err.Error() + "\n" + string(out)
			return
		}
		gccOffloadObj = filepath.Join(dir, "omp.xamdgcn-amdhsa.mkoffload.hsaco")
	})
	if gccOffloadErr != "" {
		t.Fatalf("gcc-12 offloading to amdgcn: %s", gccOffloadErr)
	}
	return gccOffloadObj
}

// TestMigrateAutoAMDGPU runs migrate --from auto on the AMD GPU objects of clang-22 and
// gcc-12: the files of compilers that never wrote AMD's legacy operations come out
// byte-identical with "nothing to rewrite", AMD's clang before LLVM 22 is migrated as
// amd-legacy, and a producer auto does not know asks for --from.
func TestMigrateAutoAMDGPU(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(td, "amdgpu", "*.o"))
	cos, _ := filepath.Glob(filepath.Join(td, "amdgpu", "*.co"))
	files = append(files, cos...)
	if len(files) < 14 {
		t.Fatalf("testdata/amdgpu has %d objects", len(files))
	}
	if _, err := exec.LookPath("gcc-12"); err == nil || oracle.Required() {
		files = append(files, gccOffloadObject(t))
	}
	dir := t.TempDir()
	for _, in := range files {
		name := filepath.Base(in)
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(dir, name)
			os.Remove(out)
			st, _, stderr := hdwarf(t, "migrate", "--from", "auto", in, "-o", out)
			switch {
			case name == "producer-unknown.o":
				if st != exitFailure || !strings.Contains(stderr, `"Frobnicator GPU compiler 3.1"`) || !strings.Contains(stderr, "give --from") {
					t.Fatalf("status %d, stderr %q", st, stderr)
				}
				if _, err := os.Stat(out); err == nil {
					t.Error("an output was written")
				}
				return
			case st != exitOK:
				t.Fatalf("status %d: %s", st, stderr)
			case !bytes.Equal(readFile(t, out), readFile(t, in)):
				t.Fatal("the output differs from the input")
			}
			_, _, verbose := hdwarf(t, "migrate", "--from", "auto", "-v", in, "-o", out)
			if name == "producer-amd17.o" {
				// AMD's clang 17 wrote the legacy operations; clang-22's bytes have none.
				if stderr != "" || !strings.Contains(verbose, "--from auto: amd-legacy") ||
					!strings.Contains(verbose, "AMD clang before LLVM 22") || !strings.Contains(verbose, "operations rewritten: 0") {
					t.Errorf("stderr %q, -v %q", stderr, verbose)
				}
				return
			}
			if !strings.Contains(stderr, "nothing to rewrite: the input is already in the user dialect") {
				t.Errorf("stderr %q", stderr)
			}
			why := "clang, which never wrote"
			switch {
			case name == "producer-amd22.o":
				why = "AMD clang of LLVM 22 or later"
			case name == "producer-gnu12.o" || strings.HasSuffix(name, ".hsaco"):
				why = "GCC, which never wrote"
			}
			if !strings.Contains(verbose, "--from auto: user (EM_AMDGPU and producer ") || !strings.Contains(verbose, why) ||
				!strings.Contains(verbose, "nothing to rewrite") {
				t.Errorf("-v: %q, want %q", verbose, why)
			}
		})
	}
}
