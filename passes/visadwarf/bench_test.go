package visadwarf

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"io"
	"runtime"
	"testing"
	"time"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/sections/intelgt"
	"hdwarf/sections/visa"
)

// synthBlob encodes a kernel with n index-map entries (16-byte instructions, vISA indices
// in order except for a swapped pair every 64 entries, as scheduling does) and nv variables
// with three short live intervals each, in GRFs, flags and memory.
func synthBlob(n, nv int) []byte {
	o := visa.Object{Name: "k"}
	o.IndexMap = make([]visa.MapEntry, 0, n+1)
	for i := 0; i < n; i++ {
		v := uint32(i + 1)
		if i%64 == 1 {
			v = uint32(i)
		} else if i%64 == 0 && i > 0 {
			v = uint32(i + 2)
		}
		o.IndexMap = append(o.IndexMap, visa.MapEntry{VISA: v, Gen: uint32(16 * i)})
	}
	o.IndexMap = append(o.IndexMap, visa.MapEntry{VISA: uint32(n + 1), Gen: uint32(16 * n)})
	o.Vars = make([]visa.Var, nv)
	for i := range o.Vars {
		v := &o.Vars[i]
		v.Name = fmt.Sprintf("V%d", 32+i)
		base := uint16((i * 7919) % 60000)
		for k := uint16(0); k < 3; k++ {
			loc := visa.Location{File: visa.PhysGRF, Reg: uint16(i % 120), SubReg: uint16(4 * (i % 8))}
			switch (i + int(k)) % 5 {
			case 3:
				loc = visa.Location{File: visa.PhysFlag, Reg: 1}
			case 4:
				loc = visa.Location{File: visa.PhysMemory, Absolute: true, Offset: int32(64 * i)}
			}
			v.Intervals = append(v.Intervals, visa.VISAInterval{Start: base + 20*k, End: base + 20*k + 12, Virtual: visa.VirtGeneral, Loc: loc})
		}
	}
	return visa.Encode(&visa.Info{Objects: []visa.Object{o}})
}

func synthELF(size int) *elfrw.File {
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elfrw.EMIntelGT)
	f.AddSection(&elfrw.Section{Name: ".text.k", Type: elf.SHT_PROGBITS, Flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR, Addralign: 16}, make([]byte, size))
	return f
}

// convertOnce decodes the blob, converts and writes the ELF.
func convertOnce(tb testing.TB, blob []byte, size int) {
	info, err := visa.Decode(blob)
	if err != nil {
		tb.Fatal(err)
	}
	convertSynth(tb, size, Input{Blobs: []Blob{{Source: "synthetic", Info: info}}})
}

// convertSynth converts in for dg2 into a synthetic ELF with size bytes of code and writes
// the result.
func convertSynth(tb testing.TB, size int, in Input) *Result {
	f := synthELF(size)
	dg2, _ := intelgt.ParsePlatform("dg2")
	res, err := Convert(f, in, Options{Platform: &dg2})
	if err != nil {
		tb.Fatal(err)
	}
	if err := dwarfenc.AddToELF(f, res.Sections, nil); err != nil {
		tb.Fatal(err)
	}
	if _, err := f.WriteTo(io.Discard); err != nil {
		tb.Fatal(err)
	}
	return res
}

// BenchmarkConvert converts a kernel with 1M index-map entries and 100k variables, and one
// twice as large; ns/op of the two shows how the cost grows.
func BenchmarkConvert(b *testing.B) {
	for _, scale := range []int{1, 2} {
		n, nv := scale*1_000_000, scale*100_000
		blob := synthBlob(n, nv)
		b.Run(fmt.Sprintf("entries=%dM,vars=%dk", scale, nv/1000), func(b *testing.B) {
			b.SetBytes(int64(len(blob)))
			for b.Loop() {
				convertOnce(b, blob, 16*n)
			}
		})
	}
}

// TestScaling checks that twice the input costs at most 2.2 times the time (best of three
// runs each) and reports the figures; it runs only with -scaling, as it takes a while.
func TestScaling(t *testing.T) {
	if !*scaling {
		t.Skip("run with -scaling")
	}
	var best [2]time.Duration
	var peak [2]uint64
	for si, scale := range []int{1, 2} {
		n, nv := scale*1_000_000, scale*100_000
		blob := synthBlob(n, nv)
		for r := 0; r < 3; r++ {
			runtime.GC()
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			stop := make(chan uint64)
			go func() { stop <- samplePeak(stop) }()
			start := time.Now()
			convertOnce(t, blob, 16*n)
			d := time.Since(start)
			stop <- 0
			p := <-stop
			if best[si] == 0 || d < best[si] {
				best[si] = d
			}
			peak[si] = max(peak[si], p)
		}
		t.Logf("%dM index-map entries, %dk variables (%d-byte blob): %.2fs, peak heap %d MiB",
			scale, nv/1000, len(blob), best[si].Seconds(), peak[si]>>20)
	}
	ratio := float64(best[1]) / float64(best[0])
	t.Logf("2x input: %.2fx time", ratio)
	if ratio > 2.2 {
		t.Errorf("twice the input took %.2f times as long", ratio)
	}
}

// samplePeak polls the heap size until told to stop and returns the largest seen.
func samplePeak(stop chan uint64) uint64 {
	var ms runtime.MemStats
	var peak uint64
	for {
		select {
		case <-stop:
			return peak
		case <-time.After(20 * time.Millisecond):
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc)
		}
	}
}
