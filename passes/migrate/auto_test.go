package migrate

import (
	"debug/elf"
	"encoding/binary"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/expr"
)

// producerCases are DW_AT_producer strings real compilers write (and some none does), with
// what auto decides for an EM_AMDGPU file; files name the objects of testdata/amdgpu that
// carry the producer (clang-22's code, see scripts/gen-amdgpu.sh).
var producerCases = []struct {
	producer string
	want     expr.Dialect
	ok       bool
	files    []string
}{
	// AMD's ROCm clang: legacy operations before LLVM 22.
	{"AMD clang version 17.0.0 (https://github.com/RadeonOpenCompute/llvm-project roc-6.1.0 24103 7db7f5e49612030319346f900c08f474b1f9023a)", expr.DialectAMDLegacy, true, []string{"producer-amd17.o"}},
	{"AMD clang version 14.0.0 (https://github.com/RadeonOpenCompute/llvm-project roc-5.1.0 22114 5cba46feb6af367b1cafaa183ec42dbfb8207b14)", expr.DialectAMDLegacy, true, nil},
	{"AMD clang version 19.0.0git (https://github.com/ROCm/llvm-project.git roc-6.4.0 25133 c7fe45cf4b819c5991fe208aaa96edf142730f1d)", expr.DialectAMDLegacy, true, nil},
	{"clang version 15.0.0 (https://github.com/RadeonOpenCompute/llvm-project roc-5.4.0 22465 d6f0fe8b22e3d8ce0f2cbd657ea14b16043018a5)", expr.DialectAMDLegacy, true, nil},
	{"AMD clang version 22.0.0git (https://github.com/ROCm/llvm-project.git roc-7.2.0 25425 1b0eada6b0ee93e2e694c8c146d23fca90bc11c5)", expr.DialectUser, true, []string{"producer-amd22.o"}},
	// Upstream and distribution clang never wrote them.
	{"Debian clang version 22.1.8 (1~deb12u1)", expr.DialectUser, true, []string{"kernels.gfx90a.O0.o", "kernels.gfx1100.O2.o",
		"kernels.gfx90a.O2.dwarf4.o", "scale.gfx90a.O0.co", "scale.gfx1100.O2.co"}},
	{"Ubuntu clang version 18.1.3 (1ubuntu1)", expr.DialectUser, true, []string{"producer-ubuntu18.o"}},
	{"clang version 19.1.7 (https://github.com/llvm/llvm-project.git cd708029e0b2869e80abe31ddb175f7c35361f90)", expr.DialectUser, true, []string{"producer-upstream19.o"}},
	{"clang version 23.0.0git", expr.DialectUser, true, nil},
	{"Homebrew clang version 20.1.8", expr.DialectUser, true, nil},
	{"clang version 17.0.6 (/build/llvm-proc-17/clang)", expr.DialectUser, true, nil},
	// Nor did GCC's amdgcn offload compiler (its LTO unit says GIMPLE).
	{"GNU C17 12.2.0 -march=gfx906 -g -O2", expr.DialectUser, true, []string{"producer-gnu12.o"}},
	{"GNU GIMPLE 12.2.0 -m64 -mgomp -march=gfx906 -g -O2 -fopenmp", expr.DialectUser, true, nil},
	{"GNU Fortran2008 13.2.0 -march=gfx90a -g", expr.DialectUser, true, nil},
	// Unknown: give --from.
	{"Frobnicator GPU compiler 3.1", 0, false, []string{"producer-unknown.o"}},
	{"AMD clang", 0, false, nil},
	{"GNU", 0, false, nil},
	{"roc-6.1.0", 0, false, nil},
	{"", 0, false, nil},
}

// TestAMDGPUProducer checks each rule on the producer strings and on the real objects that
// carry them, whose DW_AT_producer is read through DW_FORM_strx1 (DWARF 5) or strp
// (DWARF 4).
func TestAMDGPUProducer(t *testing.T) {
	files := 0
	for _, c := range producerCases {
		d, why, ok := amdgpuProducer(c.producer)
		if ok != c.ok || ok && d != c.want {
			t.Errorf("%q: %v %v (%s), want %v %v", c.producer, d, ok, why, c.want, c.ok)
		}
		for _, name := range c.files {
			files++
			checkDetect(t, name, c.producer, c.want, c.ok)
		}
	}
	if files < 11 {
		t.Errorf("only %d objects checked", files)
	}
}

func checkDetect(t *testing.T, name, producer string, want expr.Dialect, ok bool) {
	t.Helper()
	f, err := elfrw.Open(filepath.Join("..", "..", "testdata", "amdgpu", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d, why, err := Detect(f)
	switch {
	case !ok:
		if ue := (*UndecidedError)(nil); !errors.As(err, &ue) || !strings.Contains(ue.Reason, producer) {
			t.Errorf("%s: %v %q, %v; want an error naming the producer", name, d, why, err)
		}
	case err != nil:
		t.Errorf("%s: %v", name, err)
	case d != want || !strings.Contains(why, producer):
		t.Errorf("%s: %v (%s), want %v from %q", name, d, why, want, producer)
	}
}

// amdgpuUnits is an EM_AMDGPU object with one compile unit per producer ("" for a unit
// without DW_AT_producer), strings stored in the given form.
func amdgpuUnits(t *testing.T, strs dwarfenc.StringForm, producers ...string) *elfrw.File {
	t.Helper()
	w := dwarfenc.NewWriter(dwarfenc.Config{Version: 5, AddrSize: 8, ByteOrder: binary.LittleEndian, Strings: strs})
	for _, p := range producers {
		u := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
		if p != "" {
			u.Root.Add(dw.AttrProducer, dwarfenc.String(p))
		}
		u.Root.Add(dw.AttrName, dwarfenc.String("k.cl"))
	}
	secs, err := w.Finish()
	if err != nil {
		t.Fatal(err)
	}
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elf.EM_AMDGPU)
	for _, s := range secs {
		f.AddSection(&elfrw.Section{Name: s.Name, Type: elf.SHT_PROGBITS, Addralign: 1}, s.Data)
	}
	return f
}

// TestDetectUnits checks how the units of one file decide together, with the producer in
// each string form: all must be known and agree; units without a producer do not count.
func TestDetectUnits(t *testing.T) {
	const (
		debian = "Debian clang version 22.1.8 (1~deb12u1)"
		gnu    = "GNU C17 12.2.0 -march=gfx906 -g -O2"
		amd17  = "AMD clang version 17.0.0 (https://github.com/RadeonOpenCompute/llvm-project roc-6.1.0 24103 7db7f5e49612030319346f900c08f474b1f9023a)"
	)
	for _, strs := range []dwarfenc.StringForm{dwarfenc.StringsInline, dwarfenc.StringsStrp, dwarfenc.StringsStrx} {
		for _, c := range []struct {
			producers []string
			want      expr.Dialect
			err       string
		}{
			{[]string{debian}, expr.DialectUser, ""},
			{[]string{"", debian, gnu}, expr.DialectUser, ""},
			{[]string{amd17, "", amd17}, expr.DialectAMDLegacy, ""},
			{[]string{debian, amd17}, 0, "units disagree"},
			{[]string{debian, "Frobnicator GPU compiler 3.1"}, 0, `"Frobnicator GPU compiler 3.1", a compiler auto does not know`},
			{[]string{""}, 0, "name no DW_AT_producer"},
		} {
			d, why, err := Detect(amdgpuUnits(t, strs, c.producers...))
			switch {
			case c.err != "":
				if ue := (*UndecidedError)(nil); !errors.As(err, &ue) || !strings.Contains(ue.Reason, c.err) {
					t.Errorf("strings %d, %q: %v (%s), %v; want an error %q", strs, c.producers, d, why, err, c.err)
				}
			case err != nil || d != c.want:
				t.Errorf("strings %d, %q: %v (%s), %v; want %v", strs, c.producers, d, why, err, c.want)
			}
		}
	}
}
