package main

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"hdwarf/internal/oracle"
	"hdwarf/passes/compress"
)

// debugFileBytes sums the stored sizes of a file's .debug_* sections (compressed sizes where
// compressed, the Elf_Chdr included).
func debugFileBytes(t testing.TB, path string) int64 {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var n int64
	for _, s := range f.Sections {
		if strings.HasPrefix(s.Name, ".debug") && s.Type != elf.SHT_NOBITS {
			n += int64(s.FileSize)
		}
	}
	return n
}

// zlibInputs are real programs' DWARF: node as Debian ships it (2.4 MB of DWARF) and the
// packaging test's gcc -g program.
func zlibInputs(t *testing.T) []string {
	dir := t.TempDir()
	packagingProgram(t, dir)
	files := []string{filepath.Join(dir, "app"), filepath.Join(dir, "obj.o")}
	if _, err := os.Stat("/usr/bin/node"); err == nil {
		files = append(files, "/usr/bin/node")
	} else if oracle.Required() {
		t.Fatal("/usr/bin/node (nodejs) is required under HDWARF_REQUIRE_ORACLES=1")
	}
	return files
}

// TestZlibSizeNearGNU: at zlib's default level our compressed debug sections are at most 0.5%
// bigger than GNU objcopy's (which uses zlib itself), with the libdeflate encoder of cgo builds.
func TestZlibSizeNearGNU(t *testing.T) {
	oracle.Want(t, "objcopy")
	if !strings.HasPrefix(compress.ZlibBackend(), "libdeflate") {
		t.Skipf("zlib encoder %s: size parity is for the libdeflate (cgo) build", compress.ZlibBackend())
	}
	dir := t.TempDir()
	for _, in := range zlibInputs(t) {
		ours, gnu := filepath.Join(dir, "ours"), filepath.Join(dir, "gnu")
		if st, _, stderr := hdwarf(t, "compress", "--type", "zlib", in, "-o", ours); st != 0 {
			t.Fatalf("compress %s: %s", in, stderr)
		}
		oracle.Run(t, "objcopy", "--compress-debug-sections=zlib", in, gnu)
		a, b := debugFileBytes(t, ours), debugFileBytes(t, gnu)
		t.Logf("%s: %d bytes of compressed debug sections, GNU objcopy %d (%.2f%%)", filepath.Base(in), a, b, 100*(float64(a)/float64(b)-1))
		if float64(a) > 1.005*float64(b) {
			t.Errorf("%s: %d bytes, more than 0.5%% over GNU objcopy's %d", in, a, b)
		}
		sameDebugData(t, in, debugData(t, ours), debugData(t, gnu))
	}
}

var (
	goCompileOnce sync.Once
	goCompile     string
)

// BenchmarkZlibReal compresses real programs' DWARF with zlib: node (2.4 MB of DWARF) and Go's
// cmd/compile linked without DWARF compression (20 MB), with hdwarf, llvm-objcopy-22 and GNU
// objcopy. It reports time (fastest of two runs) and the compressed debug bytes of each, and
// the ratios hdwarf/peer.
func BenchmarkZlibReal(b *testing.B) {
	bin := hdwarfBinary(b)
	dir := b.TempDir()
	goCompileOnce.Do(func() {
		p := filepath.Join(os.TempDir(), "hdwarf-bench-gocompile")
		if _, err := os.Stat(p); err != nil {
			if out, err := exec.Command("go", "build", "-ldflags=-compressdwarf=false", "-o", p, "cmd/compile").CombinedOutput(); err != nil {
				b.Logf("cannot build cmd/compile: %v\n%s", err, out)
				return
			}
		}
		goCompile = p
	})
	inputs := []string{"/usr/bin/node", goCompile}
	for _, in := range inputs {
		if _, err := os.Stat(in); in == "" || err != nil {
			continue
		}
		b.Run(filepath.Base(in), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				ours := filepath.Join(dir, "ours")
				me := measure(b, 2, bin, "compress", "--type", "zlib", in, "-o", ours)
				mine := debugFileBytes(b, ours)
				b.ReportMetric(me.wall.Seconds(), "hdwarf-s")
				b.ReportMetric(float64(mine), "hdwarf-bytes")
				for _, tool := range []string{"llvm-objcopy-22", "objcopy"} {
					out := filepath.Join(dir, tool)
					p := measure(b, 2, oracle.Need(b, tool), "--compress-debug-sections=zlib", in, out)
					theirs := debugFileBytes(b, out)
					b.ReportMetric(p.wall.Seconds(), tool+"-s")
					b.ReportMetric(me.wall.Seconds()/p.wall.Seconds(), "time/"+tool)
					b.ReportMetric(float64(mine)/float64(theirs), "size/"+tool)
				}
			}
		})
	}
}
