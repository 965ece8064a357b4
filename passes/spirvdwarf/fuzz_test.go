package spirvdwarf

import (
	"bytes"
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"flag"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hdwarf/internal/dwarftree"
	"hdwarf/internal/fuzzseed"
	"hdwarf/internal/hostile"
	"hdwarf/sections/spirv"
)

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/fuzz/FuzzConvert from the real modules")

// fuzzSeeds are the real modules the checked-in corpus is made of: OpenCL C with inlining,
// C++ for OpenCL, the legacy set, a 32-bit module and a NonSemantic shader.
var fuzzSeeds = []string{
	"../../testdata/spirv/inl_o2.cl.spv",
	"../../testdata/spirv/shapes.clcpp.spv",
	"../../testdata/spirvdwarf/vec32.legacy.spv",
	"../../testdata/spirv/lights.frag.spv",
}

// TestUpdateFuzzCorpus writes the seeds in Go's fuzz corpus format (with -update-corpus).
func TestUpdateFuzzCorpus(t *testing.T) {
	if !*updateCorpus {
		t.Skip("run with -update-corpus to rewrite testdata/fuzz/FuzzConvert")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzConvert")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range fuzzSeeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := fuzzseed.Write(dir, "real-"+filepath.Base(p), b); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzConvert: whatever a module decodes to, conversion never panics, and what it writes is
// DWARF that Go's debug/dwarf reads to the end.
func FuzzConvert(f *testing.F) {
	for _, p := range fuzzSeeds[:2] { // the rest are in testdata/fuzz/FuzzConvert
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	// The limits of issue 20: references nested past maxNesting, and fan-out types.
	f.Add(hostile.DebugFunctionTypeChain(maxNesting + 10))
	f.Add(hostile.DebugFanOut(30))
	f.Fuzz(func(t *testing.T, data []byte) {
		convertsCleanly(t, data)
	})
}

// TestMutatedModules converts real modules with words and bytes overwritten and ranges cut
// out (ids, counts and enum values pointing anywhere): every one either fails to decode or
// converts, within a second, to DWARF that debug/dwarf reads. It complements FuzzConvert
// with a fixed, fast set of damaged inputs that always runs.
func TestMutatedModules(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	vals := []uint32{0, 1, 2, 3, 5, 9, 20, 0xffff, 0x10000, 0x7fffffff, 0xffffffff}
	converted := 0
	for i := range 2000 {
		seed, err := os.ReadFile(fuzzSeeds[i%len(fuzzSeeds)])
		if err != nil {
			t.Fatal(err)
		}
		b := append([]byte(nil), seed...)
		for range 1 + rng.Intn(4) {
			w := rng.Intn(len(b)/4) * 4
			switch rng.Intn(4) {
			case 0:
				b[rng.Intn(len(b))] = byte(rng.Intn(256))
			case 1:
				binary.LittleEndian.PutUint32(b[w:], vals[rng.Intn(len(vals))])
			case 2:
				binary.LittleEndian.PutUint32(b[w:], uint32(rng.Intn(400))) // an id in range
			case 3:
				if x := rng.Intn(len(b)-w) / 4 * 4; w > 20 {
					b = append(b[:w:w], b[w+x:]...)
				}
			}
		}
		done := make(chan bool)
		go func() { done <- convertsCleanly(t, b) }()
		select {
		case ok := <-done:
			if ok {
				converted++
			}
		case <-time.After(time.Second):
			t.Fatalf("mutation %d of %s did not finish in a second", i, fuzzSeeds[i%len(fuzzSeeds)])
		}
	}
	t.Logf("%d of 2000 damaged modules decoded and converted", converted)
	if converted == 0 {
		t.Error("no damaged module got as far as conversion")
	}
}

// convertsCleanly reports whether data decoded and converted; a conversion whose DWARF
// debug/dwarf cannot read is an error.
func convertsCleanly(t *testing.T, data []byte) bool {
	m, err := spirv.Decode(data)
	if err != nil {
		return false
	}
	obj, _, err := Object(m, Options{})
	if err != nil {
		return false
	}
	var b bytes.Buffer
	if _, err := obj.WriteTo(&b); err != nil {
		t.Errorf("writing the object: %v", err)
		return false
	}
	ef, err := elf.NewFile(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Errorf("our object is no ELF: %v", err)
		return false
	}
	d, err := ef.DWARF()
	if err != nil {
		t.Errorf("debug/dwarf rejects our DWARF: %v", err)
		return false
	}
	if err := dwarftree.Walk(d, func(*dwarf.Entry, []*dwarf.Entry) {}); err != nil {
		t.Errorf("debug/dwarf: %v", err)
		return false
	}
	return true
}

// TestNestingLimit: references nested past maxNesting fail the conversion with the word
// offset; a chain well inside it converts.
func TestNestingLimit(t *testing.T) {
	m, err := spirv.Decode(hostile.DebugFunctionTypeChain(maxNesting + 10))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Convert(m, Options{}); err == nil || !strings.Contains(err.Error(), "references nest more than") || !strings.HasPrefix(err.Error(), "word 0x") {
		t.Fatalf("a chain past the limit: %v", err)
	}
	m, err = spirv.Decode(hostile.DebugFunctionTypeChain(maxNesting / 2))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Convert(m, Options{}); err != nil {
		t.Fatalf("a chain inside the limit: %v", err)
	}
}
