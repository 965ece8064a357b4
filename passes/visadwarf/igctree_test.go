package visadwarf

import (
	"slices"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/intelgt"
	"hdwarf/sections/visa"
)

const igcTreeKernel = "../../testdata/srctree/srctree.dg2.simd8_entry_0001"

// igcTreeInput reads IGC's per-kernel ELF of srctree.dg2 (no SPIR-V) with its blob, and
// the debug sections IGC wrote in it.
func igcTreeInput(t testing.TB) (*elfrw.File, Input, map[string][]byte) {
	t.Helper()
	f, err := elfrw.ReadBytes(readTestFile(t, igcTreeKernel+".igc.elf"))
	if err != nil {
		t.Fatal(err)
	}
	info, err := visa.Decode(readTestFile(t, igcTreeKernel+".visa.dbg"))
	if err != nil {
		t.Fatal(err)
	}
	secs := map[string][]byte{}
	for _, s := range f.Sections {
		if dwarf.IsDebugSection(s.Name) {
			if secs[s.Name], err = s.Data(); err != nil {
				t.Fatal(err)
			}
		}
	}
	return f, Input{Blobs: []Blob{{Source: "blob", Info: info, Off: -1}}}, secs
}

func convertIGC(t testing.TB, f *elfrw.File, in Input, d *dwarf.File) (*Result, error) {
	tree, err := ReadIGCTree(d)
	if err != nil {
		return nil, err
	}
	in.IGC = tree
	dg2, _ := intelgt.ParsePlatform("dg2")
	return Convert(f, in, Options{Platform: &dg2})
}

// The source tree of srctree.dg2 from IGC's DWARF: every subprogram bound, parameters in
// order with their argument numbers, locals of nested blocks, each under the key a dump link
// names it by (the same keys the SPIR-V gives, TestSourceTreeKeys).
func TestIGCTreeKeys(t *testing.T) {
	f, in, secs := igcTreeInput(t)
	res, err := convertIGC(t, f, in, dwarf.FromSections(f.ByteOrder, 8, secs))
	if err != nil {
		t.Fatal(err)
	}
	k := res.Kernels[0]
	if k.SourceFrom != "IGC's DWARF" {
		t.Errorf("source from %q", k.SourceFrom)
	}
	want := []LocalKey{
		{"srctree", "in", 19, 1, ""}, {"srctree", "out", 19, 2, ""}, {"srctree", "n", 19, 3, ""},
		{"srctree", "weights", 2, 0, ""}, {"srctree", "gid", 20, 0, ""}, {"srctree", "p", 21, 0, ""}, {"srctree", "v", 24, 0, ""},
		{"srctree", "r", 25, 0, ""}, {"srctree", "i", 26, 0, ""}, {"srctree", "m", 27, 0, ""},
		{"leaf2", "x", 3, 1, ""}, {"leaf2", "k", 3, 2, ""}, {"leaf2", "weights", 2, 0, ""}, {"leaf2", "acc", 4, 0, ""}, {"leaf2", "j", 5, 0, ""},
	}
	for _, w := range want {
		if !slices.Contains(k.Declared, w) {
			t.Errorf("%v not declared (declared %v)", w, k.Declared)
		}
	}
	wantRep := []SourceReport{{"srctree", true, 3, 7}, {"mid2", true, 2, 3}, {"leaf2", true, 2, 4}}
	if !slices.Equal(k.SourceTree, wantRep) {
		t.Errorf("source report %+v, want %+v", k.SourceTree, wantRep)
	}
}

// IGC's DWARF whose references all point at their own DIE (types that contain themselves,
// variables typed by themselves) or past the unit converts, in bounded time, to DWARF the
// writer accepts.
func TestIGCTreeHostileRefs(t *testing.T) {
	f, in, secs := igcTreeInput(t)
	for _, mode := range []string{"self", "outside", "parent"} {
		d := dwarf.FromSections(f.ByteOrder, 8, secs)
		tree, err := ReadIGCTree(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range tree.nodes {
			for i := range n.fields {
				fl := &n.fields[i]
				if !dwarf.IsUnitRef(fl.Form) {
					continue
				}
				switch mode {
				case "self":
					fl.Val = n.off - n.unit.u.Off
				case "outside":
					fl.Val = 1 << 40
				case "parent":
					if n.parent != nil {
						fl.Val = n.parent.off - n.unit.u.Off
					}
				}
			}
		}
		in := in
		in.IGC = tree
		dg2, _ := intelgt.ParsePlatform("dg2")
		if _, err := Convert(f, in, Options{Platform: &dg2}); err != nil {
			t.Errorf("%s: %v", mode, err)
		}
	}
}

// FuzzIGCTree converts srctree.dg2 with mutated IGC .debug_info: an error or DWARF, never a
// panic.
func FuzzIGCTree(f *testing.F) {
	file, in, secs := igcTreeInput(f)
	f.Add(secs[".debug_info"])
	f.Fuzz(func(t *testing.T, info []byte) {
		s := map[string][]byte{}
		for k, v := range secs {
			s[k] = v
		}
		s[".debug_info"] = info
		_, _ = convertIGC(t, file, in, dwarf.FromSections(file.ByteOrder, 8, s))
	})
}

// A file without .debug_info gives no tree; a .debug_info that ends inside its unit header
// is an error naming the section.
func TestIGCTreeNone(t *testing.T) {
	f, _, secs := igcTreeInput(t)
	if tr, err := ReadIGCTree(dwarf.FromSections(f.ByteOrder, 8, nil)); tr != nil || err != nil {
		t.Errorf("no .debug_info: %v, %v", tr, err)
	}
	secs[".debug_info"] = secs[".debug_info"][:7]
	if _, err := ReadIGCTree(dwarf.FromSections(f.ByteOrder, 8, secs)); err == nil || !strings.Contains(err.Error(), ".debug_info") {
		t.Errorf("truncated .debug_info: %v", err)
	}
}

// A DWARF 5 tree (ours, with its DWARF 5 line table and string forms) read back as the
// source tree declares the same variables under the same keys, with the same file names.
func TestIGCTreeDWARF5RoundTrip(t *testing.T) {
	f, in, secs := igcTreeInput(t)
	first, err := convertIGC(t, f, in, dwarf.FromSections(f.ByteOrder, 8, secs))
	if err != nil {
		t.Fatal(err)
	}
	ours := map[string][]byte{}
	for _, s := range first.Sections {
		ours[s.Name] = s.Data
	}
	d := dwarf.FromSections(f.ByteOrder, 8, ours)
	tree, err := ReadIGCTree(d)
	if err != nil || tree == nil {
		t.Fatalf("reading our DWARF 5: %v", err)
	}
	if iu := tree.units[0]; iu.u.Version != 5 || !slices.Contains(iu.files, "/tmp/hdwarf-src/srctree.cl") {
		t.Errorf("version %d, files %q", iu.u.Version, iu.files)
	}
	second, err := convertIGC(t, f, in, d)
	if err != nil {
		t.Fatal(err)
	}
	a, b := first.Kernels[0], second.Kernels[0]
	if !slices.Equal(a.Declared, b.Declared) || !slices.Equal(a.SourceTree, b.SourceTree) {
		t.Errorf("declared %v / %v\nreport %v / %v", a.Declared, b.Declared, a.SourceTree, b.SourceTree)
	}
}
