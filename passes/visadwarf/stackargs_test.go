package visadwarf

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"hdwarf/text/visaasm"
)

// The rows of %arg a stack-called function reads, from the real .visaasm of the -O0 dumps:
// region sources V(row,...), and messages' raw operands (dg2 svm_scatter's V0037.0, pvc
// lsc_store's V0037:d32 and V0057.64:d64 through an alias, 64-byte registers).
func TestArgRowsRead(t *testing.T) {
	for _, c := range []struct {
		file string
		grf  uint32
		want []uint32
		size uint32 // ArgSize
	}{
		{"igcdump/vadd.dg2.O0/OCL_asm67ebf9c68f76fafd_simd8_entry_0002_f0.visaasm", 32, []uint32{0, 1}, 3},
		{"igcdump/vadd.pvc.O0/OCL_asm67ebf9c68f76fafd_simd16_entry_0002_f0.visaasm", 64, []uint32{0, 1}, 3},
		{"igc2dump/stackcall.cri.O0/OCL_asm9f942861ab68532a_simd16_entry_0001_f0.visaasm", 64, []uint32{0, 1, 2, 3, 4}, 5},
	} {
		af, err := visaasm.Parse(readTestFile(t, filepath.Join("../../testdata", c.file)))
		if err != nil {
			t.Fatal(err)
		}
		fn := af.Functions[0]
		var got []uint32
		for r := range argRowsRead(fn, argVars(fn), c.grf) {
			got = append(got, r)
		}
		slices.Sort(got)
		n, ok := argSizeGRFs(fn)
		if !slices.Equal(got, c.want) || !ok || n != c.size {
			t.Errorf("%s: rows %v, ArgSize %d (%v); want %v, %d", c.file, got, n, ok, c.want, c.size)
		}
	}
}

func TestVectorType(t *testing.T) {
	for in, want := range map[string]string{
		"<4 x float>": "4x4", "<2 x double>": "8x2", "<3 x i32>": "4x3", "<2 x i64>": "8x2",
		"<2 x half>": "none", "<1 x float>": "none", "float": "none", "i32": "none", "": "none",
		"<4 x float": "none", "<x x float>": "none", "<300 x float>": "none",
	} {
		got := "none"
		if e, n, ok := vectorType(in); ok {
			got = fmt.Sprintf("%dx%d", e, n)
		}
		if got != want {
			t.Errorf("vectorType(%q) = %s, want %s", in, got, want)
		}
	}
}
