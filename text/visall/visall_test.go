package visall

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

const dumpDir = "../../testdata/igcdump"

func read(t *testing.T, dir, glob string) *File {
	t.Helper()
	names, _ := filepath.Glob(filepath.Join(dumpDir, dir, glob))
	if len(names) != 1 {
		t.Fatalf("%s/%s: %d files", dir, glob, len(names))
	}
	b, err := os.ReadFile(names[0])
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(names[0], b)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestRealDump reads IGC's files of the dg2 -O0 build of vadd.cl and checks what the text
// says: k2's two dbg.declare calls, their storage nodes and variables in the module dump.
func TestRealDump(t *testing.T) {
	ll := read(t, "vadd.dg2.O0", "*_0002.visa.ll")
	if len(ll.Funcs) != 1 || ll.Funcs[0].Name != "k2" || ll.Funcs[0].Dbg != 374 {
		t.Fatalf("functions %+v", ll.Funcs)
	}
	k2 := ll.Funcs[0]
	if len(k2.Dbgs) != 2 {
		t.Fatalf("k2: %d debug calls", len(k2.Dbgs))
	}
	d := k2.Dbgs[0]
	if d.Kind != Declare || d.Value != "%7" || d.Var != 381 || d.StorageOffset != 358 || d.StorageSize != 358 {
		t.Errorf("first call %+v", d)
	}
	if in := k2.Insts[d.Inst]; in.Callee != "llvm.dbg.declare" || in.VisaID < 0 {
		t.Errorf("call instruction %+v", in)
	}
	i, ok := k2.Def("%7")
	if !ok || k2.Insts[i].VisaID < 0 {
		t.Errorf("%%7 defined at %d (%v): %+v", i, ok, k2.Insts[i])
	}
	mod := read(t, "vadd.dg2.O0", "*_push_analysis.ll")
	for _, name := range []string{"k2", "helper", "vadd"} {
		if mod.Function(name) == nil {
			t.Errorf("module dump: no function %s", name)
		}
	}
	v := mod.Node(381)
	if v == nil || v.Kind != "DILocalVariable" || v.Fields["name"] != "p" || v.Int("arg") != 1 || v.Int("line") != 8 || v.Ref("scope") != 374 {
		t.Errorf("!381 = %+v", v)
	}
	if sp := mod.Node(374); sp == nil || sp.Kind != "DISubprogram" || sp.Fields["name"] != "k2" {
		t.Errorf("!374 = %+v", sp)
	}
	if n, ok := mod.Node(358).TupleInt(); !ok || n != 8 {
		t.Errorf("!358 = %+v", mod.Node(358))
	}
	var blocks int
	for _, n := range mod.Nodes {
		if n.Kind == "DILexicalBlock" {
			blocks++
		}
	}
	if blocks == 0 {
		t.Error("no DILexicalBlock in the module dump")
	}
	o2 := read(t, "vadd.tgllp.O2", "*_0001.visa.ll")
	var values int
	for _, c := range o2.Funcs[0].Dbgs {
		if c.Kind == Value {
			values++
		}
	}
	if values == 0 {
		t.Error("optimized vadd: no dbg.value")
	}
}

func TestErrors(t *testing.T) {
	for _, src := range []string{
		"define void @f() {\n  %x\n}\n",
		"define void @f() {\n  %1 = add i32 0, 1 ; visa id: x\n}\n",
		"!1 = !{i32 1}\n!1 = !{i32 2}\n",
		"}\n",
		"define void @f() {\n",
		"!5 = !DILocalVariable(name \"x\")\n",
		"define void @f() {\n  call void @llvm.dbg.value(metadata i32 %x\n}\n",
	} {
		_, err := Parse("t.ll", []byte(src))
		var se *SyntaxError
		if !errors.As(err, &se) || se.File != "t.ll" || se.Line < 1 {
			t.Errorf("%q: %v", src, err)
		}
	}
}

// FuzzParse: parsing never panics; what parses refers only to its own instructions.
func FuzzParse(f *testing.F) {
	f.Add([]byte("define void @f() !dbg !3 {\n  %1 = add i32 0, 1\t\t; visa id: 4\n  call void @llvm.dbg.value(metadata i32 %1, metadata !5, metadata !DIExpression()), !dbg !6\n}\n!5 = !DILocalVariable(name: \"x\", arg: 1, line: 2)\n!7 = !{i32 16}\n"))
	f.Add([]byte("define void @\"a b\"() {\n  call void @llvm.dbg.declare(metadata i32* %2, metadata !1, metadata !DIExpression()), !StorageOffset !2, !StorageSize !3\n}\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		file, err := Parse("fuzz.ll", b)
		if err != nil {
			return
		}
		for _, fn := range file.Funcs {
			for _, c := range fn.Dbgs {
				if c.Inst < 0 || c.Inst >= len(fn.Insts) || fn.Insts[c.Inst].Line != c.Line {
					t.Fatalf("%s: call %+v does not point at its instruction", fn.Name, c)
				}
			}
		}
	})
}

// TestValueTypes: a debug call's value type keeps all its words (a vector, a pointer with an
// address space).
func TestValueTypes(t *testing.T) {
	src := "define void @f() {\n" +
		"  call void @llvm.dbg.value(metadata <3 x float> %6, metadata !1, metadata !DIExpression()), !dbg !2\n" +
		"  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !3, metadata !DIExpression()), !dbg !2\n" +
		"  call void @llvm.dbg.value(metadata i32 7, metadata !4, metadata !DIExpression()), !dbg !2\n" +
		"}\n"
	f, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"<3 x float>", "i32 addrspace(1)*", "i32"}
	for i, c := range f.Funcs[0].Dbgs {
		if i >= len(want) || c.ValueType != want[i] {
			t.Errorf("call %d: value type %q", i, c.ValueType)
		}
	}
	if len(f.Funcs[0].Dbgs) != len(want) {
		t.Errorf("%d calls", len(f.Funcs[0].Dbgs))
	}
}

// TestBlockOperands reads leaf2 of the tgllp -O2 build of srctree.cl: a branch's target and a
// phi's incoming blocks are no values it reads (a parameter read through phis is read by the
// fma alone).
func TestBlockOperands(t *testing.T) {
	f := read(t, "srctree.tgllp.O2", "*_f1.visa.ll")
	fn := f.Funcs[0]
	want := map[string]string{
		"br i1 %cmp1, label %for.body.preheader, label %entry.for.end_crit_edge, !dbg !390": "[%cmp1]",
		"br label %for.end, !dbg !390": "[]",
		"phi float [ %2, %for.body.for.body_crit_edge ], [ %x, %for.body.preheader ]":           "[%2 %x]",
		"phi float [ %x, %entry.for.end_crit_edge ], [ %.lcssa, %for.end.loopexit ], !dbg !381": "[%x %.lcssa]",
		"call float @llvm.fma.f32(float %1, float %x, float %acc.02) #1, !dbg !396":             "[%1 %x %acc.02]",
	}
	seen := 0
	for _, in := range fn.Insts {
		if w, ok := want[in.Text]; ok {
			seen++
			if got := fmt.Sprint(in.Operands); got != w {
				t.Errorf("%s: operands %s, want %s", in.Text, got, w)
			}
		}
	}
	if seen != len(want) {
		t.Errorf("%d of the %d instructions found", seen, len(want))
	}
}

func TestVectorType(t *testing.T) {
	for in, want := range map[string]string{
		"<4 x float>": "4x4", "<2 x double>": "2x8", "<3 x i32>": "3x4", "<8 x i16>": "8x2", "<2 x half>": "2x2",
		"<16 x i8>": "16x1", "<1 x i64>": "1x8", "<300 x float>": "300x4",
		"float": "none", "": "none", "<4 x float": "none", "4 x float>": "none", "<x x float>": "none",
		"<0 x float>": "none", "<4 x i1>": "none", "<4 x ptr>": "none",
	} {
		got := "none"
		if n, size, ok := VectorType(in); ok {
			got = fmt.Sprintf("%dx%d", n, size)
		}
		if got != want {
			t.Errorf("VectorType(%q) = %s, want %s", in, got, want)
		}
	}
}
