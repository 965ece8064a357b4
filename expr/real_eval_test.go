package expr_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hdwarf/expr"
	"hdwarf/internal/fuzzseed"
	"hdwarf/sections/dwarf/exprtest"
)

var simdRE = regexp.MustCompile(`\.simd(\d+)_`)

// TestEvalRealFiles evaluates every expression IGC wrote into the corpus's per-kernel debug
// ELFs (exprlocs, .debug_loc entries, CFI) under the Intel dialect, on every lane of the
// kernel's SIMD width and three random machine states (32-byte GRFs, as on tgllp and dg2):
// none may fail. CFI expressions get
// the CFA pushed first, as DW_CFA_expression does.
func TestEvalRealFiles(t *testing.T) {
	files, exprs, evals := 0, 0, 0
	kinds := map[string]int{}
	for _, path := range realFiles(t) {
		found, _, err := exprtest.Harvest(path)
		if err != nil {
			t.Fatal(err)
		}
		simd := 32
		if m := simdRE.FindStringSubmatch(filepath.Base(path)); m != nil {
			simd, _ = strconv.Atoi(m[1])
		}
		files++
		for _, f := range found {
			p, err := expr.Prepare(f.Ctx, expr.DialectIntel, f.Code)
			if err != nil {
				t.Errorf("%s %s: %v", filepath.Base(path), f.Where, err)
				continue
			}
			exprs++
			for seed := int64(0); seed < 3; seed++ {
				m := expr.RandomMachine(f.Ctx, uint64(seed), expr.IntelRegSize(32))
				m.Lanes = uint64(simd)
				if strings.HasPrefix(f.Where, ".debug_frame") {
					cfa := expr.Location{Kind: expr.LocMemory, Offset: 0x10000 + uint64(seed)*0x100}
					m.CFA, m.Initial = &cfa, []expr.Location{cfa}
				}
				for lane := 0; lane < simd; lane++ {
					m.Lane = uint64(lane)
					r, err := p.Eval(m)
					if err != nil {
						t.Errorf("%s %s lane %d: %v\n%s", filepath.Base(path), f.Where, lane, err,
							expr.Format(f.Ctx, expr.DialectIntel, f.Code, expr.PrintOptions{}))
						break
					}
					evals++
					if r.IsValue {
						kinds["value"]++
					} else {
						kinds[r.Loc.Kind.String()]++
					}
				}
			}
		}
	}
	t.Logf("%d files, %d expressions, %d lane evaluations without error; results: %v", files, exprs, evals, kinds)
	if exprs == 0 || evals == 0 {
		t.Error("nothing evaluated")
	}
}

// TestUpdateEvalCorpus rewrites the checked-in FuzzEval seeds from the real files' distinct
// expressions that use an Intel operation or a branch (go test -run UpdateEvalCorpus
// -update-corpus), each for a lane of its own.
func TestUpdateEvalCorpus(t *testing.T) {
	if !*updateCorpus {
		t.Skip("-update-corpus not given")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzEval")
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
			ops, err := expr.Decode(f.Ctx, expr.DialectIntel, f.Code)
			if err != nil || seen[string(f.Code)] {
				continue
			}
			interesting := false
			for _, o := range ops {
				interesting = interesting || o.Op>>8 == expr.Op(expr.DialectIntel) || o.Op == expr.OpBra
			}
			if !interesting || n >= 40 {
				continue
			}
			seen[string(f.Code)] = true
			flags := uint8(0x31) // 8-byte addresses, every piece of machine state
			if err := fuzzseed.Write(dir, fmt.Sprintf("real-%03d", n), f.Code, uint8(expr.DialectIntel), flags, uint8(n%32)); err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	t.Logf("%d expressions written", n)
}

// BenchmarkEvalIGC evaluates every expression of the corpus IGC ELFs, prepared once, on
// every lane of a fixed machine state; it reports the time of one lane evaluation.
func BenchmarkEvalIGC(b *testing.B) {
	type job struct {
		p *expr.Program
		m *expr.Machine
	}
	var jobs []job
	lanes := 0
	files, _ := filepath.Glob("../testdata/elf/*.igc.elf")
	for _, path := range files {
		found, _, err := exprtest.Harvest(path)
		if err != nil {
			b.Fatal(err)
		}
		for _, f := range found {
			p, err := expr.Prepare(f.Ctx, expr.DialectIntel, f.Code)
			if err != nil {
				b.Fatal(err)
			}
			m := expr.RandomMachine(f.Ctx, 1, expr.IntelRegSize(32))
			m.Lanes = 32
			cfa := expr.Location{Kind: expr.LocMemory, Offset: 0x10000}
			m.CFA, m.Initial = &cfa, []expr.Location{cfa}
			jobs = append(jobs, job{p, m})
			lanes += 32
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, j := range jobs {
			for l := uint64(0); l < 32; l++ {
				j.m.Lane = l
				if _, err := j.p.Eval(j.m); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(lanes), "ns/lane-eval")
}
