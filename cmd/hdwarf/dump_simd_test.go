package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/sections/dwarf"
)

// TestDumpSIMDWidth: dump --dwarf prints the SIMD width of each subprogram of IGC's files
// (DW_AT_INTEL_simd_width, as read from the DWARF directly), before and after migrate.
func TestDumpSIMDWidth(t *testing.T) {
	a, _ := filepath.Glob("../../testdata/elf/*.igc.elf")
	b, _ := filepath.Glob("../../testdata/migrate/*.zebin")
	dir := t.TempDir()
	subprograms := 0
	for _, in := range append(a, b...) {
		want := subprogramWidths(t, in)
		if len(want) == 0 {
			continue
		}
		out := filepath.Join(dir, filepath.Base(in))
		args := []string{"migrate", "--from", "auto", in, "-o", out}
		if strings.HasSuffix(in, ".igc.elf") {
			// IGC's per-kernel ELFs do not say their GPU; the file name does.
			args = append(args, "--platform", strings.Split(filepath.Base(in), ".")[1])
		}
		paths := []string{in, out}
		if st, _, stderr := hdwarf(t, args...); st != exitOK {
			// migrate refuses IGC vectors the machine code does not place (docs/reference.md,
			// "Where IGC's vector elements are"); the input's widths are still printed.
			if !strings.Contains(stderr, "IGC's ") || !strings.Contains(stderr, "vector") {
				t.Fatalf("%s: migrate: %s", in, stderr)
			}
			t.Logf("%s: migrate refuses: %s", in, strings.TrimSpace(stderr))
			paths = paths[:1]
		}
		for _, p := range paths {
			st, dump, stderr := hdwarf(t, "dump", "--dwarf", p)
			if st != exitOK {
				t.Fatalf("%s: dump: %s", p, stderr)
			}
			var got []string
			tag := ""
			for _, l := range strings.Split(dump, "\n") {
				if i := strings.Index(l, "DW_TAG_"); i >= 0 && strings.HasPrefix(l, "0x") {
					tag = strings.TrimSpace(l[i:])
				}
				if tag == "DW_TAG_subprogram" && strings.Contains(l, "DW_AT_INTEL_simd_width") {
					got = append(got, strings.Join(strings.Fields(l), " "))
				}
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s: dump prints\n%s\nwant\n%s", p, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		}
		subprograms += len(want)
	}
	if subprograms < 10 {
		t.Fatalf("only %d subprograms with a SIMD width", subprograms)
	}
	t.Logf("%d subprograms' SIMD widths printed", subprograms)
}

// subprogramWidths lists, as dump prints them, the DW_AT_INTEL_simd_width of each
// subprogram of the file.
func subprogramWidths(t *testing.T, path string) []string {
	t.Helper()
	f, err := elfrw.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d, err := dwarf.Load(f)
	if err != nil || d.Sec(".debug_info") == nil {
		return nil
	}
	units, err := d.Units(".debug_info")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	var die dwarf.DIE
	for _, u := range units {
		r := d.DIEs(u)
		for r.Next(&die) {
			if die.Abbrev == nil || die.Abbrev.Tag != dw.TagSubprogram {
				continue
			}
			if fl := die.Field(dw.AttrINTELSIMDWidth); fl != nil {
				out = append(out, fmt.Sprintf("DW_AT_INTEL_simd_width (0x%04x)", fl.Val))
			}
		}
	}
	return out
}
