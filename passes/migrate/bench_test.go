package migrate_test

import (
	"debug/elf"
	"encoding/binary"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/oracle"
	"hdwarf/passes/migrate"
)

// genLegacy builds DWARF 4 sections of about size bytes: units of 1000 variables, half with
// an exprloc location and half with a two-entry .debug_loc list, typed by a base type at the
// end of their unit (so that every type reference moves). One expression in ten holds AMD
// legacy operations.
func genLegacy(size int) (abbrev, info, loc, str []byte) { return genSized(size, 1000) }

// genSized is genLegacy with perUnit variables in each unit.
func genSized(size, perUnit int) (abbrev, info, loc, str []byte) {
	return genVendor(size, perUnit, expr.DialectAMDLegacy)
}

// genIntel is genLegacy with IGC 12504's operations instead of AMD's: register numbers
// computed from the lane (SIMD16, from DW_AT_INTEL_simd_width on each unit), constant
// registers, the lane as a value.
func genIntel(size int) (abbrev, info, loc, str []byte) {
	return genVendor(size, 1000, expr.DialectIntel)
}

// genVendor is genSized with the vendor operations of dialect d (AMD legacy or Intel).
func genVendor(size, perUnit int, d expr.Dialect) (abbrev, info, loc, str []byte) {
	le := binary.LittleEndian
	cu := []byte{1, 0x11, 1, 0x03, 0x08, 0x11, 0x01, 0, 0} // compile unit: name string, low_pc (the lists' base)
	legacy := [][]byte{{0x30, 0x36, 0xe1}, {0x90, 0x80, 0x14, 0xe2, 0x34, 0x1e, 0xe3}}
	if d == expr.DialectIntel {
		cu = []byte{1, 0x11, 1, 0x03, 0x08, 0x11, 0x01, 0x80, 0x48, 0x0b, 0, 0} // and DW_AT_INTEL_simd_width data1
		legacy = [][]byte{
			// push_simd_lane, lit2, shr, plus_uconst 0x28, regs, push_simd_lane, lit3, and,
			// const1u 0x40, mul, const1u 0x40, push_bit_piece_stack, stack_value
			{0xed, 0x32, 0x25, 0x23, 0x28, 0xeb, 0xed, 0x33, 0x1a, 0x08, 0x40, 0x1e, 0x08, 0x40, 0xec, 0x9f},
			{0x45, 0xeb}, // lit21, regs
			{0xed, 0x9f}, // push_simd_lane, stack_value
		}
	}
	abbrev = append(cu,
		2, 0x34, 0, 0x03, 0x0e, 0x02, 0x18, 0x49, 0x13, 0, 0, // variable: name strp, exprloc, ref4
		3, 0x34, 0, 0x03, 0x0e, 0x02, 0x17, 0x49, 0x13, 0, 0, // variable: name strp, sec_offset, ref4
		4, 0x24, 0, 0x3e, 0x0b, 0x0b, 0x0b, 0, 0, // base type
		0,
	)
	str = []byte("v\x00")
	plain := [][]byte{{0x91, 0x10}, {0x90, 0x80, 0x14, 0x93, 0x04}, {0x03, 1, 2, 3, 4, 5, 6, 7, 8, 0x9f}}
	r := rand.New(rand.NewSource(1))
	pick := func() []byte {
		if r.Intn(10) == 0 {
			return legacy[r.Intn(len(legacy))]
		}
		return plain[r.Intn(len(plain))]
	}
	u32 := func(b []byte, v uint32) []byte { return le.AppendUint32(b, v) }
	for len(info)+len(loc) < size {
		start := len(info)
		info = u32(info, 0) // length, patched below
		info = le.AppendUint16(info, 4)
		info = u32(info, 0)
		info = append(info, 8, 1, 'c', 'u', 0)
		info = le.AppendUint64(info, 0)
		if d == expr.DialectIntel {
			info = append(info, 16)
		}
		var typeRefs []int
		for i := 0; i < perUnit; i++ {
			if i%2 == 0 {
				e := pick()
				info = append(info, 2)
				info = u32(info, 0)
				info = append(info, byte(len(e)))
				info = append(info, e...)
			} else {
				info = append(info, 3)
				info = u32(info, 0)
				info = u32(info, uint32(len(loc)))
				for k := 0; k < 2; k++ {
					e := pick()
					loc = le.AppendUint64(loc, uint64(k*8))
					loc = le.AppendUint64(loc, uint64(k*8+8))
					loc = le.AppendUint16(loc, uint16(len(e)))
					loc = append(loc, e...)
				}
				loc = append(loc, make([]byte, 16)...)
			}
			typeRefs = append(typeRefs, len(info))
			info = u32(info, 0)
		}
		base := len(info) - start
		info = append(info, 4, 5, 4, 0)
		for _, p := range typeRefs {
			le.PutUint32(info[p:], uint32(base))
		}
		le.PutUint32(info[start:], uint32(len(info)-start-4))
	}
	return abbrev, info, loc, str
}

// legacyELF is an AMDGPU object holding the sections genLegacy makes.
func legacyELF(abbrev, info, loc, str []byte) *elfrw.File {
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elf.EM_AMDGPU)
	for _, s := range []struct {
		name string
		data []byte
	}{{".debug_abbrev", abbrev}, {".debug_info", info}, {".debug_loc", loc}, {".debug_str", str}} {
		f.AddSection(&elfrw.Section{Name: s.name, Type: elf.SHT_PROGBITS, Addralign: 1}, s.data)
	}
	return f
}

func benchSize() int {
	if s := os.Getenv("HDWARF_BENCH_MB"); s != "" {
		if n, err := strconv.Atoi(s); err == nil {
			return n << 20
		}
	}
	return 64 << 20
}

// peakRSS returns the process's peak resident set (VmHWM) in bytes; resetPeak restarts it.
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmHWM:") {
			f := strings.Fields(l)
			n, _ := strconv.ParseInt(f[1], 10, 64)
			return n << 10
		}
	}
	return 0
}

// warm reads the file at path, so that its pages are in the page cache.
func warm(b *testing.B, path string) {
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4<<20)
	for {
		if _, err := f.Read(buf); err != nil {
			return
		}
	}
}

func resetPeak() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// BenchmarkMigrate migrates a generated ELF file whose .debug_info and .debug_loc hold
// HDWARF_BENCH_MB megabytes (64 by default, 1024 under make bench), one expression in ten
// with legacy operations, from the file to a new file. It reports MB/s over the debug
// sections and the peak memory (resident set) relative to their size. Each run is followed
// by llvm-objcopy-22 copying the same file, prepared the same way, as a reference taken in
// the same minutes: time/llvm-objcopy-22 is the ratio of the two.
func BenchmarkMigrate(b *testing.B) { benchMigrate(b, expr.DialectAMDLegacy, genLegacy) }

// BenchmarkMigrateIntel is BenchmarkMigrate on an input of the same size with IGC's
// operations (genIntel): one expression in ten computes its register from the lane. With
// HDWARF_BENCH_CHECK=1 both run with Options.Check.
func BenchmarkMigrateIntel(b *testing.B) { benchMigrate(b, expr.DialectIntel, genIntel) }

func benchMigrate(b *testing.B, from expr.Dialect, gen func(int) (abbrev, info, loc, str []byte)) {
	peer := oracle.Need(b, "llvm-objcopy-22")
	dir := b.TempDir()
	in := filepath.Join(dir, "big.o")
	abbrev, info, loc, str := gen(benchSize())
	f := legacyELF(abbrev, info, loc, str)
	if err := elfrw.WriteFile(in, f, 0o644); err != nil {
		b.Fatal(err)
	}
	debugSize := int64(len(abbrev) + len(info) + len(loc) + len(str))
	abbrev, info, loc, str = nil, nil, nil, nil
	f = nil
	debug.FreeOSMemory()
	b.SetBytes(debugSize)
	b.ResetTimer()
	var peak int64
	var ours, theirs time.Duration
	out := filepath.Join(dir, "out.o")
	// prepare puts the machine in the same state before each timed job. Deleting the
	// previous output (the kernel freeing its blocks and pages) and writing back what
	// earlier writes left dirty are not the job's work. The input is read once beforehand,
	// as a post-link step finds the object the linker just wrote in the page cache
	// (machines that page out idle page cache, as DAMON does here, would otherwise time
	// the disk).
	prepare := func() {
		os.Remove(out)
		syscall.Sync()
		warm(b, in)
		runtime.GC()
	}
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		prepare()
		b.StartTimer()
		start := time.Now()
		resetPeak()
		base := peakRSS()
		g, err := elfrw.Open(in)
		if err != nil {
			b.Fatal(err)
		}
		// The command's choices (cmd/hdwarf/migrate.go): the machine's cores, memory
		// returned between the phases.
		rep, err := migrate.Run(g, migrate.Options{From: from, To: expr.DialectUser, Check: os.Getenv("HDWARF_BENCH_CHECK") == "1",
			Workers: runtime.GOMAXPROCS(0), ReleaseMemory: debug.FreeOSMemory})
		if err != nil {
			b.Fatal(err)
		}
		if err := elfrw.WriteFile(out, g, 0o644); err != nil {
			b.Fatal(err)
		}
		g.Close()
		ours += time.Since(start)
		b.StopTimer()
		if rep.Grown() <= 0 {
			b.Fatal("nothing rewritten")
		}
		peak = max(peak, peakRSS()-base)
		prepare()
		start = time.Now()
		if msg, err := exec.Command(peer, in, out).CombinedOutput(); err != nil {
			b.Fatalf("%s: %v\n%s", peer, err, msg)
		}
		theirs += time.Since(start)
		b.StartTimer()
	}
	b.ReportMetric(float64(debugSize)/(1<<20), "debugMB")
	b.ReportMetric(float64(peak)/float64(debugSize), "peak/debug")
	b.ReportMetric(theirs.Seconds()/float64(b.N), "objcopy-s")
	b.ReportMetric(ours.Seconds()/theirs.Seconds(), "time/llvm-objcopy-22")
}
