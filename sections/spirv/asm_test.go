package spirv

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"
)

// asm assembles small modules for tests and benchmarks.
type asm struct {
	w    []uint32
	next uint32
	void ID
	u32  ID
	set  ID
}

func newAsm(set string) *asm {
	a := &asm{w: []uint32{Magic, 0x00010400, 6 << 16, 0, 0}, next: 1}
	a.set = a.id()
	a.inst(OpExtInstImport, append([]uint32{uint32(a.set)}, strWords(set)...)...)
	a.inst(OpMemoryModel, 2, 2)
	a.void = a.id()
	a.inst(OpTypeVoid, uint32(a.void))
	a.u32 = a.id()
	a.inst(OpTypeInt, uint32(a.u32), 32, 0)
	return a
}

func strWords(s string) []uint32 {
	b := append([]byte(s), make([]byte, 4-len(s)%4)...)
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}

func (a *asm) id() ID { a.next++; return ID(a.next - 1) }

func (a *asm) inst(op Opcode, ops ...uint32) {
	a.w = append(a.w, uint32(len(ops)+1)<<16|uint32(op))
	a.w = append(a.w, ops...)
}

func (a *asm) str(s string) uint32 {
	id := a.id()
	a.inst(OpString, append([]uint32{uint32(id)}, strWords(s)...)...)
	return uint32(id)
}

func (a *asm) konst(v uint32) uint32 {
	id := a.id()
	a.inst(OpConstant, uint32(a.u32), uint32(id), v)
	return uint32(id)
}

func (a *asm) ext(op ExtOp, ops ...uint32) uint32 {
	id := a.id()
	a.inst(OpExtInst, append([]uint32{uint32(a.void), uint32(id), uint32(a.set), uint32(op)}, ops...)...)
	return uint32(id)
}

func (a *asm) bytes() []byte {
	a.w[3] = a.next
	out := make([]byte, 4*len(a.w))
	for i, x := range a.w {
		binary.LittleEndian.PutUint32(out[4*i:], x)
	}
	return out
}

// bigModule makes an OpenCL.DebugInfo.100 module with n types, n functions and line changes.
func bigModule(n int) []byte {
	a := newAsm("OpenCL.DebugInfo.100")
	size := a.konst(32)
	file := a.str("big.cl")
	none := a.ext(DebugInfoNone)
	src := a.ext(DebugSource, file)
	cu := a.ext(DebugCompilationUnit, 65536, 5, src, 3)
	var prev uint32 = none
	type fn struct{ id, dbg uint32 }
	var fns []fn
	for i := range n {
		name := a.str(fmt.Sprintf("t%d", i))
		basic := a.ext(DebugTypeBasic, name, size, 4)
		ptr := a.ext(DebugTypePointer, basic, 5, 0)
		td := a.ext(DebugTypedef, name, ptr, src, uint32(i), 0, cu)
		mem := a.id()
		comp := a.ext(DebugTypeComposite, name, 1, src, uint32(i), 0, cu, none, size, 0, uint32(mem))
		a.inst(OpExtInst, uint32(a.void), uint32(mem), uint32(a.set), uint32(DebugTypeMember), name, td, src, 1, 0, comp, size, size, 3)
		ft := a.ext(DebugTypeFunction, 0, prev, comp)
		prev = td
		fid := uint32(a.id()) // forward reference to the OpFunction below
		fns = append(fns, fn{fid, a.ext(DebugFunction, name, ft, src, uint32(i), 0, cu, name, 8, uint32(i), fid, none)})
	}
	fnType := a.id()
	a.inst(OpTypeFunction, uint32(fnType), uint32(a.void))
	for _, f := range fns {
		a.inst(OpFunction, uint32(a.void), f.id, 0, uint32(fnType))
		a.inst(OpLabel, uint32(a.id()))
		for l := range 8 {
			a.ext(DebugScope, f.dbg)
			a.inst(OpLine, file, uint32(l+1), 1)
			a.inst(OpNop)
		}
		a.inst(OpReturn)
		a.inst(OpFunctionEnd)
	}
	return a.bytes()
}

// TestSynthetic decodes the instructions no real producer here writes: macros, modules,
// inlined variables, pointers to members, template template parameters, discriminators, and
// the NonSemantic-only ones.
func TestSynthetic(t *testing.T) {
	a := newAsm("OpenCL.DebugInfo.100")
	none := a.ext(DebugInfoNone)
	src := a.ext(DebugSource, a.str("m.cl"), a.str("int x;"))
	cu := a.ext(DebugCompilationUnit, 65536, 4, src, 3)
	def := a.ext(DebugMacroDef, src, 3, a.str("N"), a.str("4"))
	undef := a.ext(DebugMacroUndef, src, 9, def)
	_ = undef
	mod := a.ext(DebugModuleINTEL, a.str("mod"), src, cu, 2, a.str("-DX"), a.str("/inc"), a.str(""), 1)
	basic := a.ext(DebugTypeBasic, a.str("int"), a.konst(32), 4)
	comp := a.ext(DebugTypeComposite, a.str("S"), 0, src, 1, 0, mod, none, a.konst(64), 0)
	a.ext(DebugTypePtrToMember, basic, comp)
	a.ext(DebugTypeTemplateTemplateParameter, a.str("TT"), a.str("vector"), src, 5, 6)
	fnType := a.ext(DebugTypeFunction, 0, none)
	fn := a.ext(DebugFunction, a.str("f"), fnType, src, 7, 0, cu, a.str(""), 8, 7, none)
	a.ext(DebugLexicalBlockDiscriminator, src, 2, fn)
	lv := a.ext(DebugLocalVariable, a.str("x"), basic, src, 8, 3, fn, 0)
	at := a.ext(DebugInlinedAt, 12, fn)
	a.ext(DebugInlinedVariable, lv, at)
	a.ext(DebugOperation, 200, 1, 2)
	a.ext(DebugTypeArray, basic, a.konst(2), a.konst(3))
	m, err := Decode(a.bytes())
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := WriteText(&b, m); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, want := range []string{
		`DebugSource file="m.cl" text="int x;"`,
		fmt.Sprintf(`DebugMacroDef source=%%%d line=3 name="N" value="4"`, src),
		fmt.Sprintf(`DebugMacroUndef source=%%%d line=9 macro=%%%d`, src, def),
		fmt.Sprintf(`DebugModuleINTEL name="mod" source=%%%d parent=%%%d line=2 configuration_macros="-DX" include_path="/inc" is_declaration=true`, src, cu),
		fmt.Sprintf(`DebugTypePtrToMember member_type=%%%d<int> parent=%%%d`, basic, comp),
		fmt.Sprintf(`DebugTypeTemplateTemplateParameter name="TT" template_name="vector" source=%%%d line=5 column=6`, src),
		fmt.Sprintf(`DebugLexicalBlockDiscriminator source=%%%d discriminator=2 parent=%%%d`, src, fn),
		fmt.Sprintf(`DebugLocalVariable name="x" type=%%%d<int> source=%%%d line=8 column=3 parent=%%%d flags=None`, basic, src, fn),
		fmt.Sprintf(`DebugInlinedAt line=12 scope=%%%d`, fn),
		fmt.Sprintf(`DebugInlinedVariable variable=%%%d inlined=%%%d`, lv, at),
		`DebugOperation op=ExprOp(200) operands=[1 2]`,
		// The generator is the translator: an even count tail splits into counts and bounds.
		fmt.Sprintf(`DebugTypeArray base_type=%%%d<int> dims=[{ count=2 lower=3 }]`, basic),
	} {
		if !strings.Contains(got, want) {
			t.Errorf("listing lacks %q\n%s", want, got)
		}
	}
	if len(m.Warnings) != 1 || !strings.Contains(m.Warnings[0].Msg, "unknown DebugOperation opcode 200") {
		t.Errorf("warnings %v", m.Warnings)
	}

	ns := newAsm("NonSemantic.Shader.DebugInfo.100")
	k := func(v uint32) uint32 { return ns.konst(v) }
	nsrc := ns.ext(DebugSource, ns.str("s.glsl"), ns.str("void main() {"))
	ns.ext(DebugSourceContinued, ns.str(" }"))
	ncu := ns.ext(DebugCompilationUnit, k(1), k(4), nsrc, k(2))
	nfn := ns.ext(DebugFunction, ns.str("main"), ns.ext(DebugTypeFunction, k(3), uint32(ns.void)), nsrc, k(1), k(1), ncu, ns.str("main"), k(3), k(1))
	ns.ext(DebugEntryPoint, nfn, ncu, ns.str("glslang 12"), ns.str("-gVS"))
	ns.ext(DebugBuildIdentifier, ns.str("0123456789abcdef0123456789abcdef"), k(1))
	ns.ext(DebugStoragePath, ns.str("/tmp/s.dbg"))
	nbasic := ns.ext(DebugTypeBasic, ns.str("float"), k(32), k(3), k(0))
	ns.ext(DebugTypeInheritance, nbasic, k(0), k(32), k(3))
	ns.ext(DebugOperation, k(uint32(ExprPlusUconst)), k(16))
	one, five, nine := k(1), k(5), k(9)
	main := ns.id()
	ns.inst(OpFunction, uint32(ns.void), uint32(main), 0, uint32(ns.void))
	ns.inst(OpLabel, uint32(ns.id()))
	ns.ext(DebugFunctionDefinition, nfn, uint32(main))
	ns.ext(DebugScope, nfn)
	ns.ext(DebugLine, nsrc, one, one, five, nine)
	ns.inst(OpNop)
	ns.ext(DebugNoLine)
	ns.inst(OpNop)
	ns.inst(OpReturn)
	ns.inst(OpFunctionEnd)
	nm, err := Decode(ns.bytes())
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if err := WriteText(&b, nm); err != nil {
		t.Fatal(err)
	}
	got = b.String()
	for _, want := range []string{
		`DebugSource file="s.glsl" text="void main() { }"`,
		`DebugCompilationUnit version=1 dwarf_version=4 source=`,
		`language=GLSL`,
		`flags=FlagIsPublic scope_line=1 definition=` + main.String(),
		`DebugEntryPoint function=%`,
		`compiler_signature="glslang 12" arguments="-gVS"`,
		`DebugBuildIdentifier identifier="0123456789abcdef0123456789abcdef" flags=1`,
		`DebugStoragePath path="/tmp/s.dbg"`,
		`DebugTypeBasic name="float" size=32 encoding=Float flags=None`,
		`DebugOperation op=PlusUconst operands=[16]`,
		`s.glsl:1:5 scope=`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("NonSemantic listing lacks %q\n%s", want, got)
		}
	}
	inh := nodesOf[*TypeInheritance](nm)[0]
	if inh.Parent != ID(nbasic) || inh.Size != 32 || inh.Flags != FlagIsPublic {
		t.Errorf("NonSemantic inheritance %+v", inh)
	}
	var states []LineState
	nm.WalkLines(func(i int, st LineState) { states = append(states, st) })
	// DebugFunctionDefinition (before any scope), OpNop under DebugLine, OpNop after
	// DebugNoLine, OpReturn.
	if len(states) != 4 || states[0].Scope != 0 || states[1].Line != 1 || states[1].Column != 5 || states[1].EndColumn != 9 ||
		states[2].Line != 0 || states[2].Scope != ID(nfn) {
		t.Errorf("line states %+v", states)
	}
}
