package visadwarf

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/sections/spirv"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
)

// stackcallsInput reads the dg2 stack-call zebin with its blob, .visaasm texts and .spv.
func stackcallsInput(t testing.TB) (*elfrw.File, Input) {
	t.Helper()
	f, err := elfrw.ReadBytes(readTestFile(t, "../../testdata/elf/stackcalls.dg2.zebin"))
	if err != nil {
		t.Fatal(err)
	}
	info, err := visa.Decode(readTestFile(t, "../../testdata/visa/stackcalls.dg2.simd8_entry_0001.visa.dbg"))
	if err != nil {
		t.Fatal(err)
	}
	in := Input{Blobs: []Blob{{Source: "blob", Info: info}}}
	for _, n := range []string{"", "_f0", "_f1"} {
		a, err := visaasm.Parse(readTestFile(t, "../../testdata/visaasm/stackcalls.dg2.simd8_entry_0001"+n+".visaasm"))
		if err != nil {
			t.Fatal(err)
		}
		in.Asm = append(in.Asm, Asm{Source: n, File: a})
	}
	spv, err := f.Section(".spv").Data()
	if err != nil {
		t.Fatal(err)
	}
	if in.Module, err = spirv.Decode(spv); err != nil {
		t.Fatal(err)
	}
	return f, in
}

// The source tree of stackcalls.dg2: each subprogram bound to its DebugFunction declares
// the SPIR-V's parameters and locals once, under the key a dump link names them by; the
// kernel's arguments are the parameters the argument link made. Without the SPIR-V there
// is no source tree.
func TestSourceTreeKeys(t *testing.T) {
	f, in := stackcallsInput(t)
	res, err := Convert(f, in, Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := res.Kernels[0]
	want := []LocalKey{
		{"chain", "in", 7, 1, ""}, {"chain", "out", 7, 2, ""}, {"chain", "gid", 8, 0, ""}, {"chain", "v", 9, 0, ""},
		{"mid", "in", 2, 1, ""}, {"mid", "i", 2, 2, ""}, {"mid", "acc", 3, 0, ""}, {"mid", "k", 4, 0, ""},
		{"leaf", "x", 1, 1, ""}, {"leaf", "y", 1, 2, ""}, {"leaf", "r", 1, 0, ""},
	}
	got := slices.Clone(k.Declared)
	slices.SortFunc(got, cmpKey)
	slices.SortFunc(want, cmpKey)
	if !slices.Equal(got, want) {
		t.Errorf("declared %v\nwant %v", got, want)
	}
	wantRep := []SourceReport{{"chain", true, 2, 2}, {"mid", true, 2, 2}, {"leaf", true, 2, 1}}
	if !slices.Equal(k.SourceTree, wantRep) {
		t.Errorf("source report %+v, want %+v", k.SourceTree, wantRep)
	}
	in.Module = nil
	res, err = Convert(f, in, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if k := res.Kernels[0]; len(k.Declared) != 0 || len(k.SourceTree) != 0 {
		t.Errorf("without SPIR-V: declared %v, report %v", k.Declared, k.SourceTree)
	}
}

func cmpKey(a, b LocalKey) int {
	return cmp.Or(strings.Compare(a.Function, b.Function), strings.Compare(a.Name, b.Name),
		cmp.Compare(a.Line, b.Line), cmp.Compare(a.Arg, b.Arg))
}

// FuzzSourceTree converts stackcalls.dg2 with a mutated SPIR-V module: whatever the module
// says (parameter numbers past the function type, scopes that loop, missing types), the
// conversion returns DWARF or an error, never panics.
func FuzzSourceTree(f *testing.F) {
	file, in := stackcallsInput(f)
	spv, err := file.Section(".spv").Data()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(spv)
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := spirv.Decode(data)
		if err != nil {
			return
		}
		in := in
		in.Module = m
		if _, err := Convert(file, in, Options{}); err != nil {
			return
		}
	})
}

// A module whose parameter numbers run past the function type and whose lexical block is its
// own parent converts: the missing parameters are declared by position; the looping block's
// variable, whose scope reaches no function, is not declared.
func TestSourceTreeHostile(t *testing.T) {
	f, in := stackcallsInput(t)
	d := in.Module.Debug
	for _, id := range d.Order {
		switch n := d.Node(id).(type) {
		case *spirv.LocalVariable:
			if n.Name == "x" {
				n.ArgNumber = 50
			}
		case *spirv.LexicalBlock:
			n.Parent = id
		}
	}
	res, err := Convert(f, in, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range res.Kernels[0].SourceTree {
		if s.Function == "leaf" && s.Params != 50 {
			t.Errorf("leaf: %d parameters, want 50", s.Params)
		}
	}
	decl := res.Kernels[0].Declared
	if slices.Contains(decl, LocalKey{"mid", "k", 4, 0, ""}) || !slices.Contains(decl, LocalKey{"leaf", "x", 1, 50, ""}) {
		t.Errorf("declared %v", decl)
	}
}
