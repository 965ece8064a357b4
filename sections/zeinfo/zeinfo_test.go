package zeinfo

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/fuzzseed"
)

const dataDir = "../../testdata"

// realZeInfo returns the .ze_info of a zebin in testdata/elf.
func realZeInfo(t testing.TB, name string) []byte {
	t.Helper()
	f, err := elfrw.Open(filepath.Join(dataDir, "elf", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := f.Section(".ze_info")
	if s == nil {
		t.Fatalf("%s: no .ze_info", name)
	}
	b, err := s.Data()
	if err != nil {
		t.Fatal(err)
	}
	return append([]byte(nil), b...)
}

var realZebins = []string{"vadd.dg2.zebin", "vadd.tgllp.zebin", "vadd.pvc.zebin", "types.tgllp.zebin",
	"types.dg2.zebin", "stackcalls.tgllp.zebin", "stackcalls.dg2.zebin", "spill.dg2.zebin",
	"shared.tgllp.zebin", "inverted.tgllp.zebin"}

func TestDecodeVaddDG2(t *testing.T) {
	info, err := Decode(realZeInfo(t, "vadd.dg2.zebin"))
	if err != nil {
		t.Fatal(err)
	}
	if info.Version != "1.20" || len(info.Kernels) != 2 || len(info.MiscInfo) != 2 {
		t.Fatalf("version %q, %d kernels, %d misc", info.Version, len(info.Kernels), len(info.MiscInfo))
	}
	k := info.Kernel("vadd")
	if k == nil || k.SIMDSize != 8 {
		t.Fatalf("kernel vadd: %+v", k)
	}
	ex := k.Explicit()
	want := []struct {
		off, size uint32
		idx       int
		mode      string
	}{{32, 8, 0, "stateless"}, {40, 8, 1, "stateless"}, {48, 8, 2, "stateless"}, {56, 4, 3, ""}}
	if len(ex) != len(want) {
		t.Fatalf("explicit payload entries %+v", ex)
	}
	for i, w := range want {
		if ex[i].Offset != w.off || ex[i].Size != w.size || ex[i].ArgIndex != w.idx || ex[i].AddrMode != w.mode {
			t.Errorf("entry %d: %+v, want %+v", i, ex[i], w)
		}
	}
	m := info.Misc("vadd")
	names := []string{"a", "b", "c", "n"}
	types := []string{"float*", "float*", "float*", "int"}
	for i := range names {
		a := m.Arg(i)
		if a == nil || a.Name != names[i] || a.TypeName != types[i] {
			t.Errorf("args_info %d: %+v", i, a)
		}
	}
	if m.Arg(4) != nil || info.Misc("nope").Arg(0) != nil {
		t.Error("found an argument that is not there")
	}
}

// Every real .ze_info decodes, and every kernel's explicit arguments have names.
func TestDecodeReal(t *testing.T) {
	for _, z := range realZebins {
		info, err := Decode(realZeInfo(t, z))
		if err != nil {
			t.Fatalf("%s: %v", z, err)
		}
		if len(info.Kernels) == 0 {
			t.Fatalf("%s: no kernels", z)
		}
		for _, k := range info.Kernels {
			if k.SIMDSize == 0 {
				t.Errorf("%s: kernel %s: no simd_size", z, k.Name)
			}
			for _, p := range k.Explicit() {
				if a := info.Misc(k.Name).Arg(p.ArgIndex); a == nil || a.Name == "" {
					t.Errorf("%s: kernel %s: argument %d has no args_info name", z, k.Name, p.ArgIndex)
				}
			}
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"kernels: 3\n", "line 1: kernels is not a sequence"},
		{"kernels:\n  - name: k\n    payload_arguments:\n      - offset: -4\n", `line 4: offset "-4" is not a 32-bit unsigned number`},
		{"kernels:\n  - name: k\n    payload_arguments:\n      - arg_index: 99999999\n", "line 4: arg_index 99999999 is not an argument index"},
		{"kernels: [\n", "line 1: did not find expected node content"},
		{"- a\n- b\n", "the document is not a mapping"},
		{"kernels:\n  - name: [x]\n", "line 2: name is not a scalar"},
	} {
		_, err := Decode([]byte(c.in))
		var ze *Error
		if err == nil || !errors.As(err, &ze) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.in, err, c.want)
		}
	}
	if _, err := Decode(make([]byte, MaxSize+1)); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("oversized input: %v", err)
	}
	if info, err := Decode(nil); err != nil || len(info.Kernels) != 0 {
		t.Errorf("empty input: %v %v", info, err)
	}
}

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/fuzz/FuzzDecode from the real zebins")

func TestUpdateCorpus(t *testing.T) {
	if !*updateCorpus {
		t.Skip("run with -update-corpus to rewrite the fuzz corpus")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzDecode")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i, z := range realZebins[:4] {
		if err := fuzzseed.Write(dir, fmt.Sprintf("real-%03d", i), realZeInfo(t, z)); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzDecode: decoding never panics, and what decodes keeps its invariants.
func FuzzDecode(f *testing.F) {
	for _, z := range realZebins[:4] {
		f.Add(realZeInfo(f, z))
	}
	f.Add([]byte("a: &x [*x, *x]\nkernels: *x\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		info, err := Decode(b)
		if err != nil {
			return
		}
		for _, k := range info.Kernels {
			for _, p := range k.Payload {
				if p.ArgIndex < NoIndex || p.ArgIndex > 1<<16 {
					t.Fatalf("arg_index %d", p.ArgIndex)
				}
			}
		}
	})
}

// TestHandle: IGC 2.40's SIMD32 kernel on dg2 passes its pointer arguments twice, stateless
// (the address, 8 bytes) and bindless (a surface-state handle, 4 bytes); the handles are not
// the arguments' values. On bmg the same kernel passes them stateless only.
func TestHandle(t *testing.T) {
	for _, c := range []struct {
		zebin   string
		handles []uint32 // payload offsets of the handles
	}{
		{"simd32.dg2.O2.zebin", []uint32{52, 56}},
		{"simd32.bmg.O2.zebin", nil},
	} {
		f, err := elfrw.Open(filepath.Join(dataDir, "igc2", c.zebin))
		if err != nil {
			t.Fatal(err)
		}
		b, err := f.Section(".ze_info").Data()
		if err != nil {
			t.Fatal(err)
		}
		info, err := Decode(b)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		k := info.Kernel("simd32")
		var got []uint32
		values := map[int]int{}
		for _, p := range k.Explicit() {
			if k.Handle(&p) {
				got = append(got, p.Offset)
			} else {
				values[p.ArgIndex]++
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(c.handles) {
			t.Errorf("%s: handles at %v, want %v", c.zebin, got, c.handles)
		}
		if len(values) != 3 || values[0] != 1 || values[1] != 1 || values[2] != 1 {
			t.Errorf("%s: value entries per argument %v, want one each", c.zebin, values)
		}
	}
	// A bindless pointer without a stateless entry is its only entry, not a handle.
	k := &Kernel{Payload: []PayloadArg{{Type: "arg_bypointer", Size: 4, ArgIndex: 0, AddrMode: "bindless"}}}
	if k.Handle(&k.Payload[0]) {
		t.Error("a lone bindless entry is a handle")
	}
}
