package visaasm

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"hdwarf/internal/fuzzseed"
)

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/fuzz/FuzzParse from the real files")

// corpusFiles are the small real files the checked-in fuzz corpus is made from.
var corpusFiles = []string{
	"types.tgllp.simd32_Intel_Symbol_Table_Void_Program.visaasm",
	"vadd.tgllp.simd32_entry_0002.visaasm",
	"stackcalls.tgllp.simd8_entry_0001.visaasm",
	"vadd.dg2.simd8_entry_0002_f0.visaasm",
	"shared.tgllp.simd8_Intel_Symbol_Table_Void_Program_f0.visaasm", // .kernel_attr Extern
}

func TestUpdateCorpus(t *testing.T) {
	if !*updateCorpus {
		t.Skip("run with -update-corpus to rewrite the fuzz corpus")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzParse")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i, name := range corpusFiles {
		b, err := os.ReadFile(filepath.Join(dataDir, "visaasm", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := fuzzseed.Write(dir, fmt.Sprintf("real-%03d", i), b); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzParse: parsing never panics, and what parses keeps its invariants: locations in index
// order and below NumIndices, labels likewise, every decl found by its own name.
func FuzzParse(f *testing.F) {
	f.Add([]byte(".kernel \"k\"\n.function \"f\"\nf:\n  LOC 1\n  mov (M1, 1) V1 V2 /// $2\n"))
	f.Add([]byte(".kernel \"k\"\n.decl V1 v_type=G type=d alias=<V2, 0> v_name=\"x\"\n"))
	f.Add([]byte(".kernel \"k\"\n.input V0034 offset=160 size=8\n.implicit_LOCAL_ID V2 offset=0 size=6\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		file, err := Parse(b)
		if err != nil {
			return
		}
		for _, fn := range file.Functions {
			last := uint32(0)
			for i, l := range fn.Locs {
				if l.Index >= fn.NumIndices || (i > 0 && l.Index < last) {
					t.Fatalf("%s: loc %v out of order or past %d", fn.Name, l, fn.NumIndices)
				}
				last = l.Index
			}
			for _, l := range fn.Labels {
				if l.Index >= fn.NumIndices {
					t.Fatalf("%s: label %v past %d", fn.Name, l, fn.NumIndices)
				}
			}
			for _, d := range fn.Decls {
				if got, ok := fn.Decl(d.Name); !ok || got.Name != d.Name {
					t.Fatalf("%s: decl %s not found by name", fn.Name, d.Name)
				}
			}
			for _, in := range fn.Inputs {
				if _, ok := fn.Input(in.Name); !ok {
					t.Fatalf("%s: input %s not found by name", fn.Name, in.Name)
				}
			}
		}
	})
}
