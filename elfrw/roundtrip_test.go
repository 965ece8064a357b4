package elfrw

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"
)

// realELFs lists the ELF files tests run over: the corpus copies in testdata/elf and host
// files of every kind (executables, shared libraries, objects) found at test time.
func realELFs(t testing.TB) []string {
	t.Helper()
	files, _ := filepath.Glob("../testdata/elf/*")
	if len(files) == 0 {
		t.Fatal("no ELF files in testdata/elf")
	}
	var host []string
	for _, pattern := range []string{"/usr/bin/*", "/usr/lib/x86_64-linux-gnu/*.so*", "/usr/lib/x86_64-linux-gnu/*.o", "/usr/lib/gcc/x86_64-linux-gnu/*/*.o", "/usr/local/go/pkg/tool/linux_amd64/*"} {
		m, _ := filepath.Glob(pattern)
		host = append(host, m...)
	}
	sort.Strings(host)
	picked := 0
	for _, p := range host {
		st, err := os.Lstat(p)
		if err != nil || !st.Mode().IsRegular() || st.Size() < 64 {
			continue
		}
		if !isELF(p) {
			continue
		}
		// Every file would take long; a stride keeps variety (small and large, exe and .so).
		if picked++; picked%7 == 0 || st.Size() > 20<<20 {
			files = append(files, p)
		}
	}
	return files
}

func isELF(path string) bool {
	fd, err := os.Open(path)
	if err != nil {
		return false
	}
	defer fd.Close()
	var m [4]byte
	_, err = fd.ReadAt(m[:], 0)
	return err == nil && string(m[:]) == elf.ELFMAG
}

func TestRoundTripIdentical(t *testing.T) {
	files := append(realELFs(t), crossObjects(t)...)
	n := 0
	for _, p := range files {
		want, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		f, err := Open(p)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		var buf bytes.Buffer
		if _, err := f.WriteTo(&buf); err != nil {
			t.Errorf("%s: write: %v", p, err)
		} else if !bytes.Equal(buf.Bytes(), want) {
			t.Errorf("%s: round trip differs (got %d bytes, want %d; first difference at %#x)", p, buf.Len(), len(want), firstDiff(buf.Bytes(), want))
		}
		f.Close()
		n++
	}
	t.Logf("%d ELF files round-tripped byte for byte", n)
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// crossObjects compiles a small C file for several targets (32-bit, big-endian, AMDGPU) with
// whatever clang is installed, so the reader sees classes and byte orders the host lacks.
func crossObjects(t testing.TB) []string {
	t.Helper()
	clang := ""
	for _, c := range []string{"clang-22", "clang-19", "clang"} {
		if p, err := exec.LookPath(c); err == nil {
			clang = p
			break
		}
	}
	if clang == "" {
		if os.Getenv("HDWARF_REQUIRE_ORACLES") == "1" {
			t.Fatal("clang-19 is required for cross-target objects")
		}
		return nil
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "t.c")
	os.WriteFile(src, []byte("int g = 3;\nstatic int s[4];\nint f(int x) { s[x & 3] = x; return x * g + s[0]; }\n"), 0o644)
	var out []string
	for _, target := range []string{"powerpc-linux-gnu", "mips-linux-gnu", "mips64el-linux-gnuabi64", "armv7a-linux-gnueabihf", "aarch64-linux-gnu", "i386-linux-gnu", "x86_64-linux-gnu", "s390x-linux-gnu", "amdgcn-amd-amdhsa"} {
		obj := filepath.Join(dir, target+".o")
		args := []string{"-target", target, "-g", "-O1", "-c", src, "-o", obj}
		if target == "amdgcn-amd-amdhsa" {
			args = append(args, "-mcpu=gfx900", "-nogpulib")
		}
		if b, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
			t.Logf("%s: %v\n%s", target, err, b)
			continue
		}
		out = append(out, obj)
		if target == "amdgcn-amd-amdhsa" {
			// A linked code object too (ET_DYN), as the runtime loads it.
			so := filepath.Join(dir, "amdgcn.so")
			if b, err := exec.Command(clang, "-target", target, "-mcpu=gfx900", "-nogpulib", "-g", "-O1", src, "-o", so).CombinedOutput(); err == nil {
				out = append(out, so)
			} else {
				t.Logf("amdgcn link: %v\n%s", err, b)
			}
		}
	}
	return out
}
