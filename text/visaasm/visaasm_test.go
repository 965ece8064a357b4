package visaasm

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hdwarf/sections/visa"
)

const dataDir = "../../testdata"

var funcFileSuffix = regexp.MustCompile(`_f[0-9]+$`)

// TestRealFiles parses every .visaasm IGC dumped and checks it against the vISA debug info
// blob IGC wrote for the same compilation: every index the blob maps to machine code exists in
// the text, every variable the blob names is declared, and the blob's subroutines start at the
// text's .function labels. The `/// $N` comments are checked by Parse itself.
func TestRealFiles(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "visaasm", "*.visaasm"))
	if len(files) == 0 {
		t.Fatal("no .visaasm files in testdata")
	}
	funcs := map[string]map[string]*Function{} // blob base name -> object name -> function
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if len(f.Functions) != 1 || f.Version != "4.1" {
			t.Fatalf("%s: %d objects, version %q", p, len(f.Functions), f.Version)
		}
		fn := f.Functions[0]
		if fn.SimdSize == 0 || len(fn.Labels) == 0 || fn.Labels[0].Index != 0 {
			t.Errorf("%s: SimdSize %d, labels %v", p, fn.SimdSize, fn.Labels)
		}
		// A kernel takes its payload in declared variables (r0 and the local ids at least);
		// the void-program kernel that holds shared functions has none.
		if (fn.Kind == KindKernel && fn.Name != "Intel_Symbol_Table_Void_Program") != (len(fn.Inputs) > 0) {
			t.Errorf("%s: %s %s has %d inputs", p, fn.Kind, fn.Name, len(fn.Inputs))
		}
		for _, in := range fn.Inputs {
			if d, ok := fn.Decl(in.Name); !ok || in.Size == 0 || in.Offset%uint32(max(d.Type.Size(), 1)) != 0 {
				t.Errorf("%s: input %+v: declared %v", p, in, ok)
			}
		}
		base := strings.TrimSuffix(filepath.Base(p), ".visaasm")
		base = funcFileSuffix.ReplaceAllString(base, "") // k_f0.visaasm is a function of k
		if funcs[base] == nil {
			funcs[base] = map[string]*Function{}
		}
		funcs[base][fn.Name] = fn
	}
	checked := 0
	for base, byName := range funcs {
		blob, err := os.ReadFile(filepath.Join(dataDir, "visa", base+".visa.dbg"))
		if err != nil {
			t.Fatalf("no blob for %s: %v", base, err)
		}
		info, err := visa.Decode(blob)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range info.Objects {
			fn := byName[o.Name]
			if fn == nil {
				t.Errorf("%s: blob object %q has no .visaasm", base, o.Name)
				continue
			}
			sentinel := o.IndexMap[len(o.IndexMap)-1].VISA
			for _, e := range o.IndexMap[:len(o.IndexMap)-1] {
				if e.VISA >= fn.NumIndices || e.VISA >= sentinel {
					t.Errorf("%s %s: index map entry %d beyond the text's %d indices (sentinel %d)", base, o.Name, e.VISA, fn.NumIndices, sentinel)
				}
			}
			for _, v := range o.Vars {
				if _, ok := fn.Decl(v.Name); !ok {
					t.Errorf("%s %s: variable %s not declared", base, o.Name, v.Name)
				}
			}
			for _, s := range o.Subroutines {
				found := false
				for _, l := range fn.Labels {
					found = found || l.Index == s.Start && strings.HasPrefix(l.Name, s.Name)
				}
				if !found {
					t.Errorf("%s %s: subroutine %s at %d has no .function label there (%v)", base, o.Name, s.Name, s.Start, fn.Labels)
				}
			}
			checked++
		}
	}
	t.Logf("%d files, %d compiled objects checked against their blobs", len(files), checked)
}

func TestIndexCounting(t *testing.T) {
	src := `.version 4.1
.kernel "k"
.decl V0032 v_type=G type=f num_elts=16 align=hword v_name=acc
.decl P1 v_type=P num_elts=1
.kernel_attr SimdSize=16
.function "_main_0"

_main_0:
    mov (M1, 16) V0032(0,0)<1> 0x0:f                 /// $1
    FILE "a.cl"
    LOC 3
lbl:
    add (M1, 16) V0032(0,0)<1> V0032(0,0)<1;1,0> 0x1:f  /// $5
    FILE "b.cl"
    LOC 9
    ret (M1, 1)                                      /// $8
.function "sub_1"

sub_1:
    ret (M1, 1)                                      /// $10
`
	f, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Function("k")
	if fn == nil || fn.Kind != KindKernel || fn.SimdSize != 16 || fn.NumIndices != 11 {
		t.Fatalf("got %+v", fn)
	}
	want := []Loc{{2, "a.cl", 0}, {3, "a.cl", 3}, {6, "b.cl", 3}, {7, "b.cl", 9}}
	if len(fn.Locs) != len(want) {
		t.Fatalf("locs %v, want %v", fn.Locs, want)
	}
	for i := range want {
		if fn.Locs[i] != want[i] {
			t.Errorf("loc %d = %v, want %v", i, fn.Locs[i], want[i])
		}
	}
	if l, ok := fn.LineAt(5); !ok || l.Line != 3 || l.File != "a.cl" {
		t.Errorf("LineAt(5) = %v %v", l, ok)
	}
	if _, ok := fn.LineAt(1); ok {
		t.Error("LineAt(1) is before any LOC")
	}
	if l, _ := fn.LineAt(100); l.Line != 9 || l.File != "b.cl" {
		t.Errorf("LineAt(100) = %v", l)
	}
	if d, ok := fn.Decl("V32"); !ok || d.Type != TypeF || d.NumElts != 16 || d.VName != "acc" || d.Type.Size() != 4 {
		t.Errorf("Decl(V32) = %+v %v", d, ok)
	}
	if d, ok := fn.Decl("P1"); !ok || d.VType != 'P' {
		t.Errorf("Decl(P1) = %+v %v", d, ok)
	}
	if len(fn.Labels) != 2 || fn.Labels[1] != (Label{"sub_1", 9}) {
		t.Errorf("labels %v", fn.Labels)
	}
}

func TestErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"index comment", ".kernel \"k\"\n.function \"f\"\nf:\n  mov (M1, 1) V1 V2 /// $2\n", "line 4:25: the comment says vISA index $2, the count is 1"},
		{"unterminated", ".kernel \"k\n", "line 1:9: unterminated string"},
		{"no kernel", "  mov (M1, 1) V1 V2\n", "line 1:3: instruction \"mov\" before any .kernel"},
		{"bad loc", ".kernel \"k\"\n  LOC x12\n", "line 2:7: LOC line \"x12\" is not a 32-bit number"},
		{"bad type", ".kernel \"k\"\n.decl V1 v_type=G type=zz num_elts=1\n", "line 2:24: unknown element type \"zz\""},
		{"dup decl", ".kernel \"k\"\n.decl V01 v_type=G type=d\n.decl V1 v_type=G type=d\n", "line 3:7: V1 declared twice in k"},
		{"simd", ".kernel \"k\"\n.kernel_attr SimdSize=0\n", "line 2:23: SimdSize \"0\" is not a SIMD width"},
		{"angle", ".kernel \"k\"\n.decl V1 v_type=G type=d alias=<V2, 0\n", "line 2:32: unterminated '<'"},
		{"file", ".kernel \"k\"\n  FILE a.cl\n", "line 2:3: FILE wants one quoted file name"},
		// .decl and .input share their NAME KEY=VALUE reading (keyValues).
		{"decl no name", ".kernel \"k\"\n.decl\n", "line 2:1: .decl wants a variable name"},
		{"decl no value", ".kernel \"k\"\n.decl V1 v_type=G type\n", "line 2:19: want KEY=VALUE"},
		{"decl no v_type", ".kernel \"k\"\n.decl V1 type=d\n", "line 2:1: .decl V1 has no v_type"},
		{"input no name", ".kernel \"k\"\n.input\n", "line 2:1: .input wants a variable name"},
		{"input bad offset", ".kernel \"k\"\n.input V1 offset=x size=4\n", "line 2:18: .input offset=\"x\" is not a 32-bit number"},
		{"input no size", ".kernel \"k\"\n.implicit_LOCAL_SIZE V1 offset=0\n", "line 2:1: .implicit_LOCAL_SIZE V1 wants offset= and size="},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.src))
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}

// TestEveryDirective reads one of each directive the vISA text writer of IGC 1.0.12504 can
// print (visa/IsaDisassembly.cpp: printKernelHeader, printFunctionDecl, printVariableDecl,
// printAddressDecl, printPredicateDecl, printSamplerDecl, printSurfaceDecl, printFuncInput
// with the .implicit_* kinds of Common_ISA.cpp, printOneAttribute, printAttributes, and the
// .function of a subroutine label), in the forms it prints them.
func TestEveryDirective(t *testing.T) {
	src := `.version 4.1
.kernel "k"
.funcdecl "helper"

/// VISA Predefined Variables
// .decl V0 v_type=G v_name=%null
// .decl T0 v_type=T v_name=%slm
.decl V32 v_type=G type=d num_elts=8 align=GRF
.decl V33 v_type=G type=ud num_elts=8 alias=<V32, 0>
.decl V34 v_type=G type=q num_elts=1 align=qword attrs={Input, Output}
.decl V35 v_type=G type=f num_elts=16 attrs={Scope=1, DoNotSpill}
.decl A0 v_type=A num_elts=2 attrs={NoWidening}
.decl P1 v_type=P num_elts=16
.decl S0 v_type=S num_elts=1 v_name=S0
.decl T6 v_type=T num_elts=1 v_name=T6 attrs={SurfaceUsage=2}
.input V32 offset=64 size=32
.input T6 offset=96 size=4
.implicit_EXPLICIT V34 offset=104 size=8
.implicit_LOCAL_SIZE V33 offset=112 size=12
.implicit_GROUP_COUNT V33 offset=124 size=12
.implicit_LOCAL_ID V33 offset=0 size=6
.implicit_PSEUDO_INPUT V35 offset=136 size=64
.implicit_UNDEFINED_9 V35 offset=200 size=4
.kernel_attr Extern
.kernel_attr NoBarrier
.kernel_attr SLMSize=0
.kernel_attr CrossThreadInputSize=-1
.kernel_attr Target="3d"
.kernel_attr Target=7
.kernel_attr OutputAsmPath="k.asm"
.kernel_attr SimdSize=16    
.function "_main_0"

_main_0:
    mov (M1, 16) V35(0,0)<1> 0x0:f                 /// $1
.function "sub_x_1" /// Original Name: "sub.x_1"

sub_x_1:
    ret (M1, 1)                                      /// $3
.global_function "helper"
.decl V40 v_type=G type=d num_elts=8
.parameter V40 size=32
.parameter S0 size=4
.kernel_attr ArgSize=4
.kernel_attr Extern
.function "helper_0"

helper_0:
    ret (M1, 1)                                      /// $1
`
	f, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	k, h := f.Function("k"), f.Function("helper")
	if k == nil || h == nil || h.Kind != KindFunction || k.SimdSize != 16 || k.NumIndices != 4 || h.NumIndices != 2 {
		t.Fatalf("k %+v, helper %+v", k, h)
	}
	wantAttrs := []Attr{{"Extern", "", false}, {"NoBarrier", "", false}, {"SLMSize", "0", true}, {"CrossThreadInputSize", "-1", true},
		{"Target", "3d", true}, {"Target", "7", true}, {"OutputAsmPath", "k.asm", true}, {"SimdSize", "16", true}}
	if len(k.Attrs) != len(wantAttrs) {
		t.Fatalf("attrs %v, want %v", k.Attrs, wantAttrs)
	}
	for i, a := range wantAttrs {
		if k.Attrs[i] != a {
			t.Errorf("attr %d = %+v, want %+v", i, k.Attrs[i], a)
		}
	}
	if len(h.Attrs) != 2 || h.Attrs[1] != (Attr{Name: "Extern"}) {
		t.Errorf("helper attrs %v", h.Attrs)
	}
	for _, n := range []string{"V32", "V33", "V34", "V35", "A0", "P1", "S0", "T6"} {
		if _, ok := k.Decl(n); !ok {
			t.Errorf("%s not declared", n)
		}
	}
	if d, _ := k.Decl("V35"); d.Type != TypeF || d.NumElts != 16 {
		t.Errorf("V35 = %+v", d)
	}
	if d, _ := k.Decl("V33"); d.Alias != "V32, 0" {
		t.Errorf("V33 alias %q", d.Alias)
	}
	wantIn := []Input{{"input", "V32", 64, 32, 16}, {"input", "T6", 96, 4, 17}, {"implicit_EXPLICIT", "V34", 104, 8, 18},
		{"implicit_LOCAL_SIZE", "V33", 112, 12, 19}, {"implicit_GROUP_COUNT", "V33", 124, 12, 20}, {"implicit_LOCAL_ID", "V33", 0, 6, 21},
		{"implicit_PSEUDO_INPUT", "V35", 136, 64, 22}, {"implicit_UNDEFINED_9", "V35", 200, 4, 23}}
	if len(k.Inputs) != len(wantIn) {
		t.Fatalf("inputs %+v", k.Inputs)
	}
	for i, w := range wantIn {
		if k.Inputs[i] != w {
			t.Errorf("input %d = %+v, want %+v", i, k.Inputs[i], w)
		}
	}
	if in, ok := k.Input("V0034"); !ok || in.Offset != 104 {
		t.Errorf("Input(V0034) = %+v %v", in, ok)
	}
	if _, ok := k.Input("V36"); ok || len(h.Inputs) != 0 {
		t.Errorf("inputs found that are not there: %+v", h.Inputs)
	}
	if len(k.Labels) != 2 || k.Labels[1] != (Label{"sub_x_1", 2}) {
		t.Errorf("labels %v", k.Labels)
	}
	for _, c := range []struct{ src, want string }{
		{".kernel \"k\"\n.kernel_attr A B\n", "line 2:1: .kernel_attr wants NAME or NAME=VALUE"},
		{".kernel \"k\"\n.kernel_attr A=\n", "line 2:1: .kernel_attr wants NAME or NAME=VALUE"},
		{".kernel \"k\"\n.decl V1 v_type=G type=d attrs={Input\n", "line 2:32: unterminated '{'"},
		{".kernel \"k\"\n.input V1 offset=x size=4\n", "line 2:18: .input offset=\"x\" is not a 32-bit number"},
		{".kernel \"k\"\n.input V1 size=4\n", "line 2:1: .input V1 wants offset= and size="},
		{".kernel \"k\"\n.implicit_LOCAL_ID \"x\"\n", "line 2:1: .implicit_LOCAL_ID wants a variable name"},
		{".input V1 offset=0 size=4\n", "line 1:1: .input before any .kernel"},
	} {
		if _, err := Parse([]byte(c.src)); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
}

// Decl finds V<n> through the number table and through the map alike: with or without
// leading zeros, a number past the table, and names that are no general variable.
func TestDeclByNumber(t *testing.T) {
	src := ".kernel \"k\"\n.decl V0032 v_type=G type=d num_elts=8\n.decl V33 v_type=G type=f num_elts=1\n" +
		".decl V999999 v_type=G type=w num_elts=2\n.decl P1 v_type=P num_elts=8\n"
	f, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Functions[0]
	if len(fn.vDecls) == 0 {
		t.Fatal("no number table")
	}
	for name, want := range map[string]ElemType{"V32": TypeD, "V0032": TypeD, "V033": TypeF, "V999999": TypeW, "V0999999": TypeW} {
		if d, ok := fn.Decl(name); !ok || d.Type != want {
			t.Errorf("Decl(%q) = %+v, %v", name, d, ok)
		}
	}
	for _, name := range []string{"V0", "V31", "V34", "V1000000", "V", "Vx", "V18446744073709551648", "V99999999999999999999999"} {
		if d, ok := fn.Decl(name); ok {
			t.Errorf("Decl(%q) = %+v", name, d)
		}
	}
	if d, ok := fn.Decl("P1"); !ok || d.VType != 'P' {
		t.Errorf("Decl(P1) = %+v, %v", d, ok)
	}
}

// A number filed in the map (past the table's bound when declared) is still a duplicate of
// the same number declared later inside the grown table, and the reverse; every declaration
// is found at its own index.
func TestDeclByNumberBound(t *testing.T) {
	var src strings.Builder
	src.WriteString(".kernel \"k\"\n.decl V100 v_type=G type=d num_elts=1\n")
	for i := range 60 {
		fmt.Fprintf(&src, ".decl V%d v_type=G type=d num_elts=1\n", 32+i)
	}
	f, err := Parse([]byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Functions[0]
	if fn.vInMap != 1 || len(fn.vDecls) == 0 {
		t.Fatalf("V100 should be in the map and the others in the table: vInMap %d, table %d", fn.vInMap, len(fn.vDecls))
	}
	for i, d := range fn.Decls {
		if j, ok := fn.DeclIndex(d.Name); !ok || j != i {
			t.Errorf("DeclIndex(%q) = %d, %v; want %d", d.Name, j, ok, i)
		}
	}
	if j, ok := fn.DeclIndex("V0100"); !ok || j != 0 {
		t.Errorf("DeclIndex(V0100) = %d, %v; want 0", j, ok)
	}
	for _, dup := range []string{".decl V0100 v_type=G type=d\n", ".decl V050 v_type=G type=d\n"} {
		if _, err := Parse([]byte(src.String() + dup)); err == nil || !strings.Contains(err.Error(), "declared twice") {
			t.Errorf("%q after the others: got %v, want a duplicate error", dup, err)
		}
	}
}
