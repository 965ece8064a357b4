package visalink

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"hdwarf/text/visaasm"
	"hdwarf/text/visall"
)

const dumpDir = "../../testdata/igcdump"

// dumpFunc reads one function's files from a test dump directory: base is the file name
// without its extension ("OCL_..._simd8_entry_0002_f0").
func dumpInput(t testing.TB, dir, base string) Input {
	t.Helper()
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(dumpDir, dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	ll, err := visall.Parse(base+".visa.ll", read(base+".visa.ll"))
	if err != nil {
		t.Fatal(err)
	}
	mods, _ := filepath.Glob(filepath.Join(dumpDir, dir, "*_push_analysis.ll"))
	if len(mods) != 1 {
		t.Fatalf("%s: %d module dumps", dir, len(mods))
	}
	mod, err := visall.Parse(filepath.Base(mods[0]), read(filepath.Base(mods[0])))
	if err != nil {
		t.Fatal(err)
	}
	af, err := visaasm.Parse(read(base + ".visaasm"))
	if err != nil {
		t.Fatal(err)
	}
	if len(af.Functions) != 1 {
		t.Fatalf("%s.visaasm: %d functions", base, len(af.Functions))
	}
	return Input{LL: ll, Module: mod, Asm: af.Functions[0]}
}

func TestLinksDG2(t *testing.T) {
	want := map[string]string{
		"OCL_asm67ebf9c68f76fafd_simd8_entry_0002":    "k2:p@8 (arg 1)=frame slot+8/8 k2:v@8=frame slot+0/4",
		"OCL_asm67ebf9c68f76fafd_simd8_entry_0002_f0": "helper:x@2 (arg 1)=frame slot+0/4 helper:p@2 (arg 2)=frame slot+8/8 helper:t@2=frame slot+4/4",
	}
	for base, w := range want {
		fs, err := Links(dumpInput(t, "vadd.dg2.O0", base))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, l := range fs[0].Links {
			got = append(got, l.Key.String()+"="+l.Kind.String()+"+"+itoa(l.Offset)+"/"+itoa(l.Size))
		}
		if g := strings.Join(got, " "); g != w || len(fs[0].Unlinked) != 0 {
			t.Errorf("%s:\n got %s\nwant %s\nunlinked %+v", base, g, w, fs[0].Unlinked)
		}
	}
	fs, err := Links(dumpInput(t, "vadd.dg2.O0", "OCL_asm67ebf9c68f76fafd_simd8_entry_0001"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range fs[0].Links {
		t.Logf("vadd: %v -> %v %s from $%d", l.Key, l.Kind, l.Var, l.From)
		if l.Kind != Pointed || l.Var == "" {
			t.Errorf("vadd: %+v", l)
		}
	}
	if len(fs[0].Links) != 6 {
		t.Errorf("vadd: %d links, %d unlinked %+v", len(fs[0].Links), len(fs[0].Unlinked), fs[0].Unlinked)
	}
}

func TestLinksOptimized(t *testing.T) {
	// k2 inlines helper: its variables keep helper's name; arguments are left to the
	// payload inputs.
	want := map[string]string{
		// pr.b[0] is a load's value: gather4_scaled names its destination last, after the
		// movs that sets its surface.
		"OCL_asm6648dcbb74f3aa38_simd32_entry_0001": "vadd:i@4=V0053 vadd:pr@5=V0053 vadd:pr@5=V0061",
		"OCL_asm6648dcbb74f3aa38_simd32_entry_0002": "helper:x@2 (arg 1) inlined at helper@8=V0047 helper:t@2 inlined at helper@8=V0051 k2:v@8=V0055",
	}
	for base, w := range want {
		fs, err := Links(dumpInput(t, "vadd.tgllp.O2", base))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, l := range fs[0].Links {
			t.Logf("%v -> %v %s (%s) from $%d, bits %d+%d", l.Key, l.Kind, l.Var, l.Var2, l.From, l.FragOffset, l.FragSize)
			if l.Kind != Register {
				t.Errorf("%v: %v", l.Key, l.Kind)
			}
			got = append(got, l.Key.String()+"="+l.Var)
		}
		if g := strings.Join(got, " "); g != w {
			t.Errorf("%s:\n got %s\nwant %s", base, g, w)
		}
		for _, u := range fs[0].Unlinked {
			t.Logf("%v: %s", u.Key, u.Why)
		}
	}
}

// TestWrongBuild: a .visa.ll paired with another build's module dump is refused, naming both.
func TestWrongBuild(t *testing.T) {
	in := dumpInput(t, "vadd.dg2.O0", "OCL_asm67ebf9c68f76fafd_simd8_entry_0002")
	other := dumpInput(t, "vadd.tgllp.O2", "OCL_asm6648dcbb74f3aa38_simd32_entry_0002")
	in.Module = other.Module
	_, err := Links(in)
	if err == nil || !strings.Contains(err.Error(), in.LL.Name) || !strings.Contains(err.Error(), other.Module.Name) {
		t.Fatalf("got %v", err)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestConstantsAndRanges: in optimized stackcalls.dg2, mid (a vISA subroutine of chain, so
// linked with chain's .visaasm) sets its unrolled loop counter k by constants; each value
// holds from its debug call to the next one of k.
func TestConstantsAndRanges(t *testing.T) {
	in := dumpInput(t, "stackcalls.dg2.O2", "OCL_asm812bbf3ce4ddedd2_simd8_entry_0001")
	b, err := os.ReadFile(filepath.Join(dumpDir, "stackcalls.dg2.O2", "OCL_asm812bbf3ce4ddedd2_simd8_entry_0001_f0.visa.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if in.LL, err = visall.Parse("f0.visa.ll", b); err != nil {
		t.Fatal(err)
	}
	fs, err := Links(in)
	if err != nil {
		t.Fatal(err)
	}
	var ks []Link
	for _, l := range fs[0].Links {
		if l.Key.Name == "k" {
			ks = append(ks, l)
		}
	}
	if len(ks) < 2 {
		t.Fatalf("k: %+v", ks)
	}
	for i, l := range ks {
		if l.Kind != Constant || len(l.Bytes) != 4 || l.Bytes[0] != byte(i) || l.Bytes[1]|l.Bytes[2]|l.Bytes[3] != 0 {
			t.Errorf("k link %d: %+v", i, l)
		}
		if i > 0 && ks[i-1].To != l.From && ks[i-1].From != l.From {
			t.Errorf("k link %d starts at %d, the previous ends at %d", i, l.From, ks[i-1].To)
		}
	}
	for _, l := range fs[0].Links {
		if l.To != 0 && l.To <= l.From {
			t.Errorf("%v: range [%d, %d)", l.Key, l.From, l.To)
		}
	}
	if b, ok := constant("float", "0x3FF0000000000000"); !ok || len(b) != 4 || b[3] != 0x3f || b[2] != 0x80 {
		t.Errorf("float 1.0 = % x", b)
	}
	if _, ok := constant("i32", "undef"); ok {
		t.Error("undef encoded")
	}
	if b, ok := constant("%struct.node*", "null"); !ok || len(b) != 8 || b[0]|b[7] != 0 {
		t.Errorf("null = % x %v", b, ok)
	}
	if _, ok := constant("i32 addrspace(3)*", "null"); ok {
		t.Error("a null of another address space encoded (its size is not known)")
	}
}

// TestVectorValue: a dbg.value of a vector is linked by element, each a row of all lanes:
// from a load, the rows of its destination one after the other (ExecSize lanes each); from a
// chain of insertelements, where each element's instruction writes it, in SIMD32 code
// written 16 lanes at a time with the other half's variable.
func TestVectorValue(t *testing.T) {
	cases := []struct {
		name, ll, asm string
		want          []Elem
		from          uint32
	}{
		{"load", "  %6 = load <3 x float>, <3 x float>* %5\t\t; visa id: 1\n" +
			"  call void @llvm.dbg.value(metadata <3 x float> %6, metadata !1, metadata !DIExpression()), !dbg !2\t\t; visa id: 2\n",
			".decl V0033 v_type=G type=f num_elts=48 align=hword\n    mov (M1, 16) V0033(0,0)<1> 0x0:f /// $0\n    lsc_load.ugm (M1, 16)  V0033:d32x3  flat[V0034]:a64 /// $1\n",
			[]Elem{{Var: "V0033"}, {Var: "V0033", Bytes: 64}, {Var: "V0033", Bytes: 128}}, 2},
		{"insertelement", "  %a = fadd float %x, %y\t\t; visa id: 1\n  %b = fadd float %x, %y\t\t; visa id: 3\n" +
			"  %v0 = insertelement <2 x float> undef, float %a, i32 0\t\t; visa id: 5\n" +
			"  %v1 = insertelement <2 x float> %v0, float %b, i32 1\t\t; visa id: 5\n" +
			"  call void @llvm.dbg.value(metadata <2 x float> %v1, metadata !1, metadata !DIExpression()), !dbg !2\t\t; visa id: 5\n",
			".kernel_attr SimdSize=32\n.decl V0040 v_type=G type=f num_elts=32 align=hword\n.decl V0041 v_type=G type=f num_elts=32 align=hword\n" +
				"    mov (M1, 16) V0040(0,0)<1> 0x0:f /// $0\n    add (M1, 16) V0040(0,0)<1> V0050(0,0)<1;1,0> V0051(0,0)<1;1,0> /// $1\n    add (M5, 16) V0041(0,0)<1> V0052(0,0)<1;1,0> V0053(0,0)<1;1,0> /// $2\n" +
				"    add (M1, 16) V0040(2,0)<1> V0050(0,0)<1;1,0> V0051(0,0)<1;1,0> /// $3\n    add (M5, 16) V0041(2,0)<1> V0052(0,0)<1;1,0> V0053(0,0)<1;1,0> /// $4\n",
			[]Elem{{Var: "V0040", Var2: "V0041"}, {Var: "V0040", Row: 2, Var2: "V0041", Row2: 2}}, 5},
	}
	for _, c := range cases {
		ll := "define void @f() {\n" + c.ll + "}\n"
		mod := ll + "!1 = !DILocalVariable(name: \"p\", scope: !3, line: 8)\n!3 = distinct !DISubprogram(name: \"f\")\n"
		fs := linksOf(t, "f.visa.ll", ll, "f_push_analysis.ll", mod, ".kernel \"f\"\n"+c.asm)
		if len(fs[0].Links) != 1 || !slices.Equal(fs[0].Links[0].Elems, c.want) || fs[0].Links[0].ElemSize != 4 || fs[0].Links[0].From != c.from {
			t.Errorf("%s: links %+v, unlinked %+v; want elements %+v from %d", c.name, fs[0].Links, fs[0].Unlinked, c.want, c.from)
		}
	}
}

// FuzzLinks: linking any .visa.ll text against a real module dump and .visaasm never panics,
// and every link names a variable.
func FuzzLinks(f *testing.F) {
	in := dumpInput(f, "vadd.dg2.O0", "OCL_asm67ebf9c68f76fafd_simd8_entry_0002_f0")
	b, err := os.ReadFile(filepath.Join(dumpDir, "vadd.dg2.O0", "OCL_asm67ebf9c68f76fafd_simd8_entry_0002_f0.visa.ll"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add([]byte("define void @helper() {\n  %1 = add i32 0, 1\t\t; visa id: 30\n  call void @llvm.dbg.value(metadata i32 %1, metadata !381, metadata !DIExpression())\t\t; visa id: 31\n}\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		ll, err := visall.Parse("fuzz.visa.ll", b)
		if err != nil {
			return
		}
		fs, err := Links(Input{LL: ll, Module: in.Module, Asm: in.Asm})
		if err != nil {
			return
		}
		for _, fn := range fs {
			for _, l := range fn.Links {
				if l.Kind < Frame || l.Kind > Private || (l.To != 0 && l.To <= l.From) {
					t.Fatalf("%+v", l)
				}
			}
		}
	})
}

// TestLinksPatternResult: leaf's r = fma(x, y, 1.0) (stackcalls.dg2.O2, a vISA subroutine of
// chain): the pattern at $77 first materializes the addend (mov V0086 = 1.0), then the mad at
// $78 writes the result into V0085, which is r's variable.
func TestLinksPatternResult(t *testing.T) {
	dir := filepath.Join(dumpDir, "stackcalls.dg2.O2")
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	const stem = "OCL_asm812bbf3ce4ddedd2"
	fs := linksOf(t, stem+"_simd8_entry_0001_f1.visa.ll", string(read(stem+"_simd8_entry_0001_f1.visa.ll")),
		stem+"_push_analysis.ll", string(read(stem+"_push_analysis.ll")), string(read(stem+"_simd8_entry_0001.visaasm")))
	for _, l := range fs[0].Links {
		if l.Key.Name == "r" {
			if l.Kind != Register || l.Var != "V0085" || l.From != 80 {
				t.Errorf("leaf:r -> %v %s from $%d, want the mad's V0085 from $80", l.Kind, l.Var, l.From)
			}
			return
		}
	}
	t.Errorf("no link of leaf:r: %+v", fs[0].Unlinked)
}

// TestLinksPrivateBudget: an address whose every step adds a value to itself (2^40 paths
// through 40 instructions) is read within the step budget and not taken for a private slot.
func TestLinksPrivateBudget(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("define spir_kernel void @k(ptr %privateBase) {\n")
	sb.WriteString("  %0 = call i16 @llvm.genx.GenISA.simdLaneId()\t\t; visa id: 2\n")
	sb.WriteString("  %1 = zext i16 %0 to i32\t\t; visa id: 3\n")
	for i := 2; i < 42; i++ {
		fmt.Fprintf(&sb, "  %%%d = add i32 %%%d, %%%d\t\t; visa id: %d\n", i, i-1, i-1, i+2)
	}
	sb.WriteString("  %42 = zext i32 %41 to i64\n  %43 = ptrtoint ptr %privateBase to i64\t\t; visa id: 44\n")
	sb.WriteString("  %44 = add i64 %43, %42\n  %45 = inttoptr i64 %44 to ptr\t\t; visa id: 45\n")
	sb.WriteString("  call void @llvm.dbg.declare(metadata ptr %45, metadata !5, metadata !DIExpression())\t\t; visa id: 46\n}\n")
	ll, err := visall.Parse("budget.visa.ll", []byte(sb.String()))
	if err != nil {
		t.Fatal(err)
	}
	e := evaluator{fn: ll.Funcs[0], simd: 16}
	def, _ := ll.Funcs[0].Def("%45")
	start := time.Now()
	if _, ok := e.inst(def, 0); ok || e.steps > maxLinearSteps+maxLinearDepth+1 {
		t.Errorf("read as a linear form (ok %v) in %d steps", ok, e.steps)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("took %v", d)
	}
}

// TestLinkArith: what a dbg.value's DIExpression computes (IGC 2.40's forms) is carried or
// unlinks the call, never dropped.
func TestLinkArith(t *testing.T) {
	const marker = "DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef"
	for _, c := range []struct {
		expr, typ string
		kind      Kind
		add       int64
		size      int
		refused   bool
	}{
		{marker, "i32", Register, 0, 0, false},
		{marker + ", DW_OP_LLVM_fragment, 32, 32", "i32", Register, 0, 0, false},
		{"DW_OP_plus_uconst, 1, " + marker + ", DW_OP_stack_value", "i32", Register, 1, 4, false},
		{"DW_OP_plus_uconst, 1, " + marker + ", DW_OP_stack_value", "i64", Register, 1, 8, false},
		{"DW_OP_plus_uconst, 1, " + marker + ", DW_OP_stack_value", "float", Register, 0, 0, true},
		{"DW_OP_plus_uconst, 1, " + marker, "i32", Register, 0, 0, true}, // no stack value
		{"DW_OP_plus_uconst, 1, " + marker + ", DW_OP_stack_value", "i32", Constant, 0, 0, true},
		{"DW_OP_minus, " + marker + ", DW_OP_stack_value", "i32", Register, 0, 0, true},
		{"DW_OP_plus_uconst, x, DW_OP_stack_value", "i32", Register, 0, 0, true},
	} {
		l := Link{Kind: c.kind}
		why := l.arith(visall.DbgCall{Expr: c.expr, ValueType: c.typ, Value: "%mul1"})
		if (why != "") != c.refused || l.Add != c.add || l.AddSize != c.size {
			t.Errorf("%s on %s: add %d in %d bytes, refused %q", c.expr, c.typ, l.Add, l.AddSize, why)
		}
	}
}

// TestSubroutineParams: a parameter of a function that is not the kernel (a vISA subroutine
// compiled into the kernel's object) is the live-in variable its lone reader reads (x, by
// the add), or, read only with placed parameters, the one live-in variable of the reader's
// pattern they do not hold (y, by the mad with x); a parameter no instruction shows is
// unlinked with why (w, which no instruction reads).
func TestSubroutineParams(t *testing.T) {
	ll := "define internal spir_func float @leaf(float %x, float %y, float %w) {\n" +
		"  call void @llvm.dbg.value(metadata float %x, metadata !1, metadata !DIExpression()), !dbg !2\t\t; visa id: 3\n" +
		"  call void @llvm.dbg.value(metadata float %y, metadata !4, metadata !DIExpression()), !dbg !2\t\t; visa id: 3\n" +
		"  call void @llvm.dbg.value(metadata float %w, metadata !5, metadata !DIExpression()), !dbg !2\t\t; visa id: 3\n" +
		"  %0 = call float @llvm.fma.f32(float %x, float %y, float 1.000000e+00)\t\t; visa id: 4\n" +
		"  %add = fadd float %x, 2.000000e+00\t\t; visa id: 6\n" +
		"  ret float %add\t\t; visa id: 7\n}\n"
	mod := ll + "!1 = !DILocalVariable(name: \"x\", arg: 1, scope: !3, line: 1)\n!4 = !DILocalVariable(name: \"y\", arg: 2, scope: !3, line: 1)\n" +
		"!5 = !DILocalVariable(name: \"w\", arg: 3, scope: !3, line: 1)\n!3 = distinct !DISubprogram(name: \"leaf\")\n"
	asm := ".kernel \"k\"\n.decl V0055 v_type=G type=f num_elts=8 align=hword\n.decl V0056 v_type=G type=f num_elts=8 align=hword\n" +
		".decl V0085 v_type=G type=f num_elts=8 align=hword\n.decl V0086 v_type=G type=f num_elts=1 align=dword\n.decl V0087 v_type=G type=f num_elts=8 align=hword\n" +
		"    mov (M1, 8) V0055(0,0)<1> 0x0:f /// $0\n    mov (M1, 8) V0056(0,0)<1> 0x0:f /// $1\n    call (M1, 8) leaf_1 /// $2\n    ret (M1, 1) /// $3\n" +
		"    mov (M1_NM, 1) V0086(0,0)<1> 0x3f800000:f /// $4\n    mad (M1, 8) V0085(0,0)<1> V0055(0,0)<1;1,0> V0056(0,0)<1;1,0> V0086(0,0)<0;1,0> /// $5\n" +
		"    add (M1, 8) V0087(0,0)<1> V0055(0,0)<1;1,0> 0x40000000:f /// $6\n    ret (M1, 8) /// $7\n"
	fs := linksOf(t, "leaf.visa.ll", ll, "m_push_analysis.ll", mod, asm)
	got := map[string]string{}
	for _, l := range fs[0].Links {
		got[l.Key.Name] = fmt.Sprintf("%v %s from %d", l.Kind, l.Var, l.From)
	}
	for _, u := range fs[0].Unlinked {
		got[u.Key.Name] = u.Why
	}
	want := map[string]string{
		"x": "vISA variable V0055 from 4",
		"y": "vISA variable V0056 from 4",
		"w": "%w is a parameter of the function whose variable no instruction of it shows (no label starts the function's code)",
	}
	if !maps.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestSubroutineParamsReal links srctree.cl's parameters of mid2 and leaf2 (and types.cl's
// b, an element of a vector) on real dumps:
// optimized tgllp, where they are vISA subroutines of the kernel object (leaf2's x read by
// its fma alone, mid2's float4 v through extractelements without code, mid2's byval p a
// 32-bit scratch offset), and dg2 -O0, where mid2 is stack-called and its prolog copies p's
// 64-bit address from %arg.
func TestSubroutineParamsReal(t *testing.T) {
	type want struct {
		dir, file string
		key       string // Key.String()
		link      string // "kind var from elems" or "unlinked: why"
	}
	const o2, o0 = "OCL_asm14d62b96c3c32ada_simd8_entry_0001", "OCL_asm159c4509e123db4c_simd8_entry_0001"
	cases := []want{
		{"srctree.tgllp.O2", o2 + "_f1", "leaf2:x@3 (arg 1)", "vISA variable V0081 from 95 []"},
		{"srctree.tgllp.O2", o2 + "_f1", "leaf2:k@3 (arg 2)", "vISA variable V0082 from 95 []"},
		{"srctree.tgllp.O2", o2 + "_f0", "mid2:v@11 (arg 2)", "vISA variable  from 72 [{V0065 0 0 0  0 0 0} {V0065 0 0 32  0 0 0} {V0065 0 0 64  0 0 0} {V0065 0 0 96  0 0 0}]"},
		// A 32-bit offset a lane, which the gather at $77 addresses memory with (from a
		// copy, V0073); the kernel's own p, an inttoptr without code of V0053.
		{"srctree.tgllp.O2", o2 + "_f0", "mid2:p@11 (arg 1)", "memory addressed by a vISA variable V0064 from 71 [] offsets for $77"},
		{"srctree.tgllp.O2", o2, "srctree:p@21", "memory addressed by a vISA variable V0053 from 16 [] offsets for $29"},
		{"srctree.dg2.O0", o0 + "_f0", "mid2:p@11 (arg 1)", "memory addressed by a vISA variable V0034 from 15 []"},
		// IGC 2.40, types.cl: b = p.pos.x, an extractelement (no code) of the float3 the load
		// wrote component-major (gather4_scaled.RG, M1 into V0084, M5 into V0085): element 0, the
		// first row of each half.
		{"../igc2dump/types.tgllp.O2", "OCL_asmc74b06bce69a798a_simd32_entry_0001", "shapes:b@9", "vISA variable  from 48 [{V0084 0 0 0 V0085 0 0 0}]"},
	}
	for _, c := range cases {
		read := func(name string) []byte {
			b, err := os.ReadFile(filepath.Join(dumpDir, c.dir, name))
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		stem, _, _ := strings.Cut(c.file, "_simd")
		ll, err := visall.Parse(c.file+".visa.ll", read(c.file+".visa.ll"))
		if err != nil {
			t.Fatal(err)
		}
		mod, err := visall.Parse(stem+"_push_analysis.ll", read(stem+"_push_analysis.ll"))
		if err != nil {
			t.Fatal(err)
		}
		// A subroutine's .visaasm is its kernel object's; a stack-called function has its own.
		asm := c.file + ".visaasm"
		if _, err := os.Stat(filepath.Join(dumpDir, c.dir, asm)); err != nil {
			asm = strings.TrimSuffix(strings.TrimSuffix(c.file, "_f0"), "_f1") + ".visaasm"
		}
		af, err := visaasm.Parse(read(asm))
		if err != nil {
			t.Fatal(err)
		}
		in := Input{LL: ll, Module: mod, Asm: af.Functions[0]}
		fs, err := Links(in)
		if err != nil {
			t.Fatal(err)
		}
		got := "none"
		for _, l := range fs[0].Links {
			if l.Key.String() == c.key {
				got = fmt.Sprintf("%v %s from %d %v", l.Kind, l.Var, l.From, l.Elems)
				if l.A32 {
					got += fmt.Sprintf(" offsets for $%d", l.Access)
				}
				break
			}
		}
		for _, u := range fs[0].Unlinked {
			if got == "none" && u.Key.String() == c.key {
				got = "unlinked: " + u.Why
			}
		}
		if got != c.link {
			t.Errorf("%s %s: %s, want %s", c.dir, c.key, got, c.link)
		}
	}
}

// TestParamByCall: scale(x, k)'s one mul reads both parameters, so no instruction shows either
// alone; each is the variable the call's copy at its position writes, where every call has one
// copy per parameter and all calls agree (shared.cl on dg2: mov V0067; mov V0068; call).
func TestParamByCall(t *testing.T) {
	cases := []struct {
		name  string
		calls []string // the caller's instructions, numbered from $0
		want  map[string]string
	}{
		{"one call", []string{"mov (M1, 8) V0067(0,0)<1> V0065(0,0)<1;1,0>", "mov (M1, 8) V0068(0,0)<1> 0x40000000:f", "call (M1, 8) scale_1"},
			map[string]string{"x": "vISA variable V0067 from 5", "k": "vISA variable V0068 from 5"}},
		{"callers disagree", []string{"mov (M1, 8) V0067(0,0)<1> V0065(0,0)<1;1,0>", "mov (M1, 8) V0068(0,0)<1> 0x40000000:f", "call (M1, 8) scale_1",
			"mov (M1, 8) V0068(0,0)<1> V0065(0,0)<1;1,0>", "mov (M1, 8) V0067(0,0)<1> 0x40000000:f", "call (M1, 8) scale_1"},
			map[string]string{"x": "%x is a parameter of the function whose variable no instruction of it shows (its callers copy it into V0067 and V0068)",
				"k": "%k is a parameter of the function whose variable no instruction of it shows (its callers copy it into V0068 and V0067)"}},
		{"one copy", []string{"mov (M1, 8) V0065(0,0)<1> 0x0:f", "mov (M1, 8) V0068(0,0)<1> 0x40000000:f", "call (M1, 8) scale_1"},
			map[string]string{"x": "%x is a parameter of the function whose variable no instruction of it shows (the call at vISA id 2 is not preceded by 2 copies into distinct variables the function reads)",
				"k": "%k is a parameter of the function whose variable no instruction of it shows (the call at vISA id 2 is not preceded by 2 copies into distinct variables the function reads)"}},
	}
	for _, c := range cases {
		asm := ".kernel \"k\"\n.decl V0065 v_type=G type=f num_elts=8 align=hword\n.decl V0067 v_type=G type=f num_elts=8 align=hword\n" +
			".decl V0068 v_type=G type=f num_elts=8 align=hword\n.decl V0071 v_type=G type=f num_elts=8 align=hword\n"
		for i, in := range c.calls {
			asm += fmt.Sprintf("    %s /// $%d\n", in, i)
		}
		n := len(c.calls)
		asm += fmt.Sprintf("    ret (M1, 1) /// $%d\n.function \"scale_1\"\nscale_1:\n", n) +
			fmt.Sprintf("    mul (M1, 8) V0071(0,0)<1> V0067(0,0)<1;1,0> V0068(0,0)<1;1,0> /// $%d\n    ret (M1, 8) /// $%d\n", n+2, n+3)
		ll := "define internal spir_func float @scale(float %x, float %k) {\n" +
			fmt.Sprintf("  call void @llvm.dbg.value(metadata float %%x, metadata !1, metadata !DIExpression()), !dbg !2\t\t; visa id: %d\n", n+2) +
			fmt.Sprintf("  call void @llvm.dbg.value(metadata float %%k, metadata !4, metadata !DIExpression()), !dbg !2\t\t; visa id: %d\n", n+2) +
			fmt.Sprintf("  %%mul = fmul float %%x, %%k\t\t; visa id: %d\n  ret float %%mul\t\t; visa id: %d\n}\n", n+2, n+3)
		mod := ll + "!1 = !DILocalVariable(name: \"x\", arg: 1, scope: !3, line: 1)\n!4 = !DILocalVariable(name: \"k\", arg: 2, scope: !3, line: 1)\n" +
			"!3 = distinct !DISubprogram(name: \"scale\")\n"
		fs := linksOf(t, "scale.visa.ll", ll, "m_push_analysis.ll", mod, asm)
		got := map[string]string{}
		for _, l := range fs[0].Links {
			got[l.Key.Name] = fmt.Sprintf("%v %s from %d", l.Kind, l.Var, l.From)
		}
		for _, u := range fs[0].Unlinked {
			got[u.Key.Name] = u.Why
		}
		if !maps.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// linksOf parses a function's .visa.ll text, its module's text and a .visaasm text (the first
// function of which is the kernel's) and links them.
func linksOf(t *testing.T, llName, ll, modName, mod, asm string) []Function {
	t.Helper()
	l, err := visall.Parse(llName, []byte(ll))
	if err != nil {
		t.Fatal(err)
	}
	m, err := visall.Parse(modName, []byte(mod))
	if err != nil {
		t.Fatal(err)
	}
	af, err := visaasm.Parse([]byte(asm))
	if err != nil {
		t.Fatal(err)
	}
	fs, err := Links(Input{LL: l, Module: m, Asm: af.Functions[0]})
	if err != nil {
		t.Fatal(err)
	}
	return fs
}
