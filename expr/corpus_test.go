package expr_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"hdwarf/expr"
	"hdwarf/internal/fuzzseed"
	"hdwarf/sections/dwarf/exprtest"
)

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/fuzz/FuzzDecode from the real files")

// TestUpdateCorpus rewrites the checked-in fuzz seed corpus from the expressions of the
// real files (go test -run UpdateCorpus -update-corpus).
func TestUpdateCorpus(t *testing.T) {
	if !*updateCorpus {
		t.Skip("-update-corpus not given")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzDecode")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	n := 0
	for _, path := range realFiles(t) {
		found, _, err := exprtest.Harvest(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			if seen[string(f.Code)] {
				continue
			}
			seen[string(f.Code)] = true
			var flags uint8
			if f.Ctx.AddrSize == 8 {
				flags |= 1
			}
			if f.Ctx.OffsetSize == 8 {
				flags |= 2
			}
			for _, d := range []expr.Dialect{expr.DialectUser, expr.DialectIntel, expr.DialectAMDLegacy} {
				if err := fuzzseed.Write(dir, fmt.Sprintf("real-%03d-%v", n, d), f.Code, uint8(d), flags); err != nil {
					t.Fatal(err)
				}
			}
			n++
		}
	}
	t.Logf("%d expressions written", n)
}
