package main

import (
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
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

// measured is what process runs took: wall time, CPU time (user and system) and peak resident
// memory.
type measured struct {
	wall, cpu time.Duration
	rss       int64 // bytes
}

// runOnce runs a command once and measures it.
func runOnce(b *testing.B, name string, args ...string) measured {
	b.Helper()
	cmd := exec.Command(name, args...)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	wall := time.Since(start)
	if err != nil {
		b.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return measured{wall: wall, cpu: cpu, rss: ru.Maxrss * 1024}
}

// median returns the median wall and CPU time of runs, each taken alone, and the largest peak
// RSS.
func median(runs []measured) measured {
	pick := func(get func(measured) time.Duration) time.Duration {
		ds := make([]time.Duration, len(runs))
		for i, r := range runs {
			ds[i] = get(r)
		}
		slices.Sort(ds)
		return ds[len(ds)/2]
	}
	m := measured{wall: pick(func(r measured) time.Duration { return r.wall }), cpu: pick(func(r measured) time.Duration { return r.cpu })}
	for _, r := range runs {
		m.rss = max(m.rss, r.rss)
	}
	return m
}

// measure runs a command `runs` times and keeps the median times and the largest peak RSS.
func measure(b *testing.B, runs int, name string, args ...string) measured {
	b.Helper()
	var all []measured
	for i := 0; i < runs; i++ {
		all = append(all, runOnce(b, name, args...))
	}
	return median(all)
}

// benchRuns is how many times comparePeers runs each command: HDWARF_BENCH_RUNS, or 3.
func benchRuns() int {
	if n, err := strconv.Atoi(os.Getenv("HDWARF_BENCH_RUNS")); err == nil && n > 0 {
		return n
	}
	return 3
}

// comparePeers runs hdwarf's command and each peer's equivalent, alternating (hdwarf, then
// each peer, then hdwarf again...) so that a change in the machine's load falls on all of
// them, and reports the median wall and CPU times, the peak RSS and the ratios hdwarf/peer
// (time/, cpu/, rss/).
func comparePeers(b *testing.B, ours []string, peers map[string][]string) {
	b.Helper()
	bin, _ := benchSetup(b)
	b.StopTimer()
	names := slices.Sorted(maps.Keys(peers))
	tools := map[string]string{}
	for _, name := range names {
		tools[name] = oracle.Need(b, name)
	}
	var mine []measured
	theirs := map[string][]measured{}
	for i := 0; i < benchRuns(); i++ {
		mine = append(mine, runOnce(b, bin, ours...))
		for _, name := range names {
			theirs[name] = append(theirs[name], runOnce(b, tools[name], peers[name]...))
		}
	}
	me := median(mine)
	b.ReportMetric(me.wall.Seconds(), "hdwarf-s")
	b.ReportMetric(me.cpu.Seconds(), "hdwarf-cpu-s")
	b.ReportMetric(float64(me.rss)/(1<<20), "hdwarf-MiB")
	for _, name := range names {
		p := median(theirs[name])
		b.ReportMetric(p.wall.Seconds(), name+"-s")
		b.ReportMetric(p.cpu.Seconds(), name+"-cpu-s")
		b.ReportMetric(float64(p.rss)/(1<<20), name+"-MiB")
		b.ReportMetric(me.wall.Seconds()/p.wall.Seconds(), "time/"+name)
		b.ReportMetric(me.cpu.Seconds()/p.cpu.Seconds(), "cpu/"+name)
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
