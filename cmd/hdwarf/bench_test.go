package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"hdwarf/internal/bigelf"
	"hdwarf/internal/oracle"
)

// Peer benchmarks run hdwarf and the tools people use today as separate processes on the same
// generated input, and report wall time and peak RSS of each and their ratios (hdwarf / peer).
// Run them with `make bench`; HDWARF_BENCH_SIZE (bytes) changes the input size.

// benchSize is the size of generated inputs: 1 GiB unless the environment says otherwise.
func benchSize() int64 {
	if s := os.Getenv("HDWARF_BENCH_SIZE"); s != "" {
		var n int64
		for _, c := range s {
			if c < '0' || c > '9' {
				break
			}
			n = n*10 + int64(c-'0')
		}
		if n > 0 {
			return n
		}
	}
	return 1 << 30
}

var (
	benchOnce  sync.Once
	benchDir   string
	benchBin   string
	benchInput string
	benchErr   error
)

// benchSetup builds the hdwarf binary and generates the big input once per test process.
func benchSetup(b *testing.B) (bin, input string) {
	b.Helper()
	benchOnce.Do(func() {
		benchDir, benchErr = os.MkdirTemp("", "hdwarf-bench-")
		if benchErr != nil {
			return
		}
		benchBin = filepath.Join(benchDir, "hdwarf")
		if out, err := exec.Command("go", "build", "-o", benchBin, ".").CombinedOutput(); err != nil {
			benchErr = &exec.Error{Name: "go build: " + string(out), Err: err}
			return
		}
		benchInput = filepath.Join(benchDir, "big.elf")
		benchErr = bigelf.Create(benchInput, bigelf.DebugSpec(benchSize()))
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	return benchBin, benchInput
}

// TestMain removes the benchmark files and the host programs' copies after the run.
func TestMain(m *testing.M) {
	code := m.Run()
	if benchDir != "" {
		os.RemoveAll(benchDir)
	}
	if hostDir != "" {
		os.RemoveAll(hostDir)
	}
	if gccOffloadDir != "" {
		os.RemoveAll(gccOffloadDir)
	}
	os.Exit(code)
}

// measured is one process run: wall time and peak resident memory.
type measured struct {
	wall time.Duration
	rss  int64 // bytes
}

// measure runs a command `runs` times and keeps the fastest run and the largest peak RSS.
func measure(b *testing.B, runs int, name string, args ...string) measured {
	b.Helper()
	var best measured
	for i := 0; i < runs; i++ {
		cmd := exec.Command(name, args...)
		start := time.Now()
		out, err := cmd.CombinedOutput()
		wall := time.Since(start)
		if err != nil {
			b.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
		rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss * 1024
		if i == 0 || wall < best.wall {
			best.wall = wall
		}
		best.rss = max(best.rss, rss)
	}
	return best
}

// comparePeers runs hdwarf's command and each peer's equivalent and reports the figures.
// Outputs are removed after each run so that the disk holds at most one of them.
func comparePeers(b *testing.B, ours []string, peers map[string][]string) {
	b.Helper()
	bin, _ := benchSetup(b)
	const runs = 2
	b.StopTimer()
	me := measure(b, runs, bin, ours...)
	b.ReportMetric(me.wall.Seconds(), "hdwarf-s")
	b.ReportMetric(float64(me.rss)/(1<<20), "hdwarf-MiB")
	for name, args := range peers {
		tool := oracle.Need(b, name)
		p := measure(b, runs, tool, args...)
		b.ReportMetric(p.wall.Seconds(), name+"-s")
		b.ReportMetric(float64(p.rss)/(1<<20), name+"-MiB")
		b.ReportMetric(me.wall.Seconds()/p.wall.Seconds(), "time/"+name)
		b.ReportMetric(float64(me.rss)/float64(p.rss), "rss/"+name)
	}
}

// BenchmarkCopyRemoveSection removes a section from the middle of a 1 GiB file (so that the
// sections after it move) with hdwarf copy and llvm-objcopy-22.
func BenchmarkCopyRemoveSection(b *testing.B) {
	_, in := benchSetup(b)
	out := filepath.Join(benchDir, "out.elf")
	defer os.Remove(out)
	for i := 0; i < b.N; i++ {
		comparePeers(b, []string{"copy", "--remove-section", ".debug_abbrev", in, "-o", out},
			map[string][]string{"llvm-objcopy-22": {"--remove-section", ".debug_abbrev", in, out}})
	}
}

// BenchmarkCopyAddSection adds a vISA blob to a 1 GiB file.
func BenchmarkCopyAddSection(b *testing.B) {
	_, in := benchSetup(b)
	out := filepath.Join(benchDir, "out.elf")
	defer os.Remove(out)
	blob, _ := filepath.Abs(visaBlob)
	for i := 0; i < b.N; i++ {
		comparePeers(b, []string{"copy", "--add-section", ".visa.debug=" + blob, in, "-o", out},
			map[string][]string{"llvm-objcopy-22": {"--add-section", ".visa.debug=" + blob, in, out}})
	}
}
