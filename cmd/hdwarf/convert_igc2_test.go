package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/sections/intelgt"
)

// TestConvertKeepsIGCDWARF: convert on an IGC 2.x zebin, which carries IGC's own DWARF and no
// vISA debug info, keeps IGC's tree and migrates it: the output is, byte for byte, what
// hdwarf migrate --from intel --to user --check makes, and stderr says so and names
// --igc-dump. Where migrate refuses, so does convert, with migrate's reason and the
// alternatives. With --spirv the SPIR-V's tree is converted instead, as asked.
func TestConvertKeepsIGCDWARF(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(td, "igc2", "*.zebin"))
	if len(files) == 0 {
		t.Fatal("no testdata/igc2 zebins")
	}
	dir := t.TempDir()
	kept, refused := 0, 0
	for _, in := range files {
		name := filepath.Base(in)
		conv, mig := filepath.Join(dir, "c-"+name), filepath.Join(dir, "m-"+name)
		cst, _, cerr := hdwarf(t, "convert", in, "-o", conv)
		mst, _, merr := hdwarf(t, "migrate", in, "--from", "intel", "--to", "user", "--check", "-o", mig)
		switch {
		case mst == 0 && cst == 0:
			if !bytes.Equal(readFile(t, conv), readFile(t, mig)) {
				t.Errorf("%s: convert's output differs from migrate's", name)
			}
			if !strings.Contains(cerr, "kept IGC's own DWARF") || !strings.Contains(cerr, "--igc-dump DIR") {
				t.Errorf("%s: convert does not say what it did:\n%s", name, cerr)
			}
			// Vector components the machine code refutes (types.tgllp.O2's p.pos.z in each
			// half) have no location, said as migrate says it.
			const dropped = " vector components written with no location"
			if d := strings.Contains(merr, dropped); d != strings.Contains(cerr, dropped) || d != (name == "types.tgllp.O2.zebin") {
				t.Errorf("%s: components dropped: migrate says %q, convert %q", name, merr, cerr)
			}
			kept++
		case mst != 0 && cst == 1:
			reason := strings.TrimPrefix(strings.TrimSpace(merr), "hdwarf: "+in+": ")
			reason = strings.TrimPrefix(reason, "--check: ")
			reason, _, _ = strings.Cut(reason, " (use --keep-unmappable")
			if !strings.Contains(cerr, "IGC's own DWARF cannot be migrated: ") || !strings.Contains(cerr, reason) ||
				!strings.Contains(cerr, "--igc-dump DIR") {
				t.Errorf("%s: convert's refusal does not give migrate's reason (%s):\n%s", name, reason, cerr)
			}
			refused++
		default:
			t.Errorf("%s: convert exits %d (%s), migrate %d (%s)", name, cst, cerr, mst, merr)
		}
	}
	t.Logf("%d zebins: %d kept and migrated, %d refused as migrate refuses them", len(files), kept, refused)
	if kept == 0 {
		t.Error("no zebin converted")
	}
	// -q says nothing; -v gives the plan and migrate's report.
	in := filepath.Join(td, "igc2", "vectors.bmg.O0.zebin")
	if st, _, stderr := hdwarf(t, "convert", "-q", in, "-o", filepath.Join(dir, "q")); st != 0 || stderr != "" {
		t.Errorf("-q: %d:\n%s", st, stderr)
	}
	if st, _, stderr := hdwarf(t, "convert", "-v", in, "-o", filepath.Join(dir, "v")); st != 0 ||
		!strings.Contains(stderr, "mode IGC's DWARF migrated: no vISA debug info; the input carries IGC's own DWARF (3 compile units") ||
		!strings.Contains(stderr, "migrate intel -> user") {
		t.Errorf("-v: %d:\n%s", st, stderr)
	}
	if st, _, stderr := hdwarf(t, "convert", in, "--dwarf-version", "5", "-o", filepath.Join(dir, "5")); st != exitUsage ||
		!strings.Contains(stderr, "but IGC's own DWARF is kept") {
		t.Errorf("--dwarf-version 5: %d:\n%s", st, stderr)
	}
	if st, _, stderr := hdwarf(t, "convert", in, "--keep-existing-debug", "-o", filepath.Join(dir, "k")); st != 1 ||
		!strings.Contains(stderr, "already has debug sections (.debug_info") {
		t.Errorf("--keep-existing-debug: %d:\n%s", st, stderr)
	}
}

// TestScratchUnitsIGC2: the platform table's scratch unit agrees with IGC 2.40's own CFI on
// every GPU of testdata/igc2: IGC's CFA reads BE_SP and multiplies it by 16 (16-byte units)
// exactly where Platform.ScratchOWords says so (tgllp), and takes it as bytes elsewhere (dg2
// on, Xe2, Xe3, Xe3P).
func TestScratchUnitsIGC2(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(td, "igc2", "stackcall.*.O0.zebin"))
	if len(files) != 8 {
		t.Fatalf("%d stackcall -O0 zebins, want 8", len(files))
	}
	for _, in := range files {
		st, out, stderr := hdwarf(t, "dump", "--dwarf", in)
		if st != 0 {
			t.Fatalf("%s: dump: %d %s", in, st, stderr)
		}
		_, cfa, ok := strings.Cut(out, "DW_CFA_def_cfa_expression: ")
		cfa, _, _ = strings.Cut(cfa, "\n")
		if !ok || !strings.Contains(cfa, "DW_OP_INTEL_regval_bits 0x20") {
			t.Fatalf("%s: no CFA reading BE_SP in IGC's CFI: %q", in, cfa)
		}
		owords := strings.Contains(cfa, "DW_OP_const1u 0x10, DW_OP_mul")
		f, err := elfrw.Open(in)
		if err != nil {
			t.Fatal(err)
		}
		p, _, err := intelgt.PlatformOf(f, nil)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if p.ScratchOWords != owords {
			t.Errorf("%s: platform %s ScratchOWords %v, IGC's CFA %q", filepath.Base(in), p.Name, p.ScratchOWords, cfa)
		}
	}
}
