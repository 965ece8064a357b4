package visaasm

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDeclOutput: IGC 2.40 at -O0 declares the private base and the thread's offset
// attrs={Output} (kept live for the debugger), and nothing else in wide8's kernel.
func TestDeclOutput(t *testing.T) {
	paths, _ := filepath.Glob("../../testdata/igc2dump/wide8.bmg.O0/*.visaasm")
	if len(paths) != 1 {
		t.Fatalf("%d .visaasm files", len(paths))
	}
	b, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Functions[0].Decls {
		if d.Output {
			out = append(out, d.Name)
		}
	}
	if len(out) != 2 || out[0] != "V0045" || out[1] != "V0063" {
		t.Errorf("Output declarations %v, want V0045 (the private base) and V0063 (the thread's offset)", out)
	}
}
