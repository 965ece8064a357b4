package spirv

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/hostile"
	"hdwarf/internal/oracle"
)

const td = "../../testdata/spirv/"

func load(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(td + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func decodeFile(t testing.TB, name string) *Module {
	t.Helper()
	m, err := Decode(load(t, name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

// nodesOf returns the nodes of type T in module order.
func nodesOf[T Node](m *Module) []T {
	var out []T
	for _, id := range m.Debug.Order {
		if n, ok := m.Debug.Node(id).(T); ok {
			out = append(out, n)
		}
	}
	return out
}

func find[T Node](t *testing.T, m *Module, pred func(T) bool) T {
	t.Helper()
	for _, n := range nodesOf[T](m) {
		if pred(n) {
			return n
		}
	}
	var zero T
	t.Fatalf("no %T matching", zero)
	return zero
}

// TestCPPForOpenCL checks the decoded graph of shapes.clcpp against facts of its source.
func TestCPPForOpenCL(t *testing.T) {
	m := decodeFile(t, "shapes.clcpp.spv")
	d := m.Debug
	cu := d.Node(d.CompilationUnits[0]).(*CompilationUnit)
	if cu.Language != LangCPPForOpenCL || cu.DWARFVersion != 5 {
		t.Errorf("CU language %v DWARF %d, want CPP_for_OpenCL 5", cu.Language, cu.DWARFVersion)
	}
	src := d.Node(cu.Source).(*Source)
	if src.ChecksumKind != "MD5" || len(src.Checksum) != 32 || src.Text != "" {
		t.Errorf("CU source checksum %q %q text %q, want an MD5 split off the text", src.ChecksumKind, src.Checksum, src.Text)
	}
	geo := find(t, m, func(n *LexicalBlock) bool { return n.Namespace })
	if geo.Name != "geo" || geo.Parent != cu.ID {
		t.Errorf("namespace %q parent %v, want geo under the CU", geo.Name, geo.Parent)
	}
	shape := find(t, m, func(n *TypeComposite) bool { return n.Name == "Shape" })
	circle := find(t, m, func(n *TypeComposite) bool { return n.Name == "Circle" })
	if shape.Parent != geo.ID || circle.Parent != geo.ID {
		t.Errorf("Shape/Circle parents %v %v, want namespace %v", shape.Parent, circle.Parent, geo.ID)
	}
	inh := find(t, m, func(n *TypeInheritance) bool { return true })
	if inh.Child != circle.ID || inh.Parent != shape.ID {
		t.Errorf("inheritance %v -> %v, want Circle -> Shape", inh.Child, inh.Parent)
	}
	sides := find(t, m, func(n *TypeMember) bool { return n.Name == "sides" })
	if !sides.Flags.Has(FlagStaticMember) || sides.Value == nil || !sides.Value.Known || sides.Value.Value != 0 {
		t.Errorf("static member sides: flags %v value %+v", sides.Flags, sides.Value)
	}
	if got := m.TypeName(sides.Type); got != "const int" {
		t.Errorf("sides type %q, want const int", got)
	}
	mode := find(t, m, func(n *TypeEnum) bool { return n.Name == "Mode" })
	if fmt.Sprint(mode.Enumerators) != "[{Fast -1} {Exact 7}]" || m.TypeName(mode.Underlying) != "short" {
		t.Errorf("enum Mode %v underlying %s", mode.Enumerators, m.TypeName(mode.Underlying))
	}
	// template <typename T, int N> struct Vec, used as Vec<float, 4>.
	vec := find(t, m, func(n *TypeTemplate) bool {
		c, ok := d.Node(n.Target).(*TypeComposite)
		return ok && c.Name == "Vec<float, 4>"
	})
	var params []string
	for _, p := range vec.Parameters {
		tp := d.Node(p).(*TypeTemplateParameter)
		v := "type"
		if tp.Value.Known {
			v = fmt.Sprint(tp.Value.Value)
		}
		params = append(params, tp.Name+":"+m.TypeName(tp.ActualType)+":"+v)
	}
	if got := strings.Join(params, " "); got != "T:float:type N:int:4" {
		t.Errorf("Vec template parameters %q", got)
	}
	// The member v of Vec names the template, not the composite (reference Q15).
	v := find(t, m, func(n *TypeMember) bool { return n.Name == "v" })
	if c, ok := d.Target(v.Parent).(*TypeComposite); !ok || c.Name != "Vec<float, 4>" {
		t.Errorf("member v parent %v does not resolve to Vec<float, 4>", v.Parent)
	}
	// template <typename... Ts> int count(Ts...): a pack of int, float, char (reference Q1:
	// the translator numbers it 16).
	pack := find(t, m, func(n *TypeTemplateParameterPack) bool { return true })
	if m.Insts[pack.Inst].Operands[3] != uint32(DebugTypeTemplateTemplateParameter) {
		t.Logf("pack is numbered %d (producer fixed Q1?)", m.Insts[pack.Inst].Operands[3])
	}
	var packTypes []string
	for _, p := range pack.Parameters {
		packTypes = append(packTypes, m.TypeName(d.Node(p).(*TypeTemplateParameter).ActualType))
	}
	if pack.Name != "Ts" || strings.Join(packTypes, ",") != "int,float,char" {
		t.Errorf("pack %q %v", pack.Name, packTypes)
	}
	// using geo::Shape; using namespace geo; (reference Q2: 8 operands with a 0 word).
	var imports []string
	for _, ie := range nodesOf[*ImportedEntity](m) {
		entity := m.TypeName(ie.Entity)
		if ie.Entity == geo.ID {
			entity = "namespace geo"
		}
		imports = append(imports, fmt.Sprintf("%v:%s:%d", ie.Tag, entity, ie.Line))
	}
	if got := strings.Join(imports, " "); got != "ImportedDeclaration:struct Shape:31 ImportedModule:namespace geo:32" {
		t.Errorf("imported entities %q", got)
	}
	// Globals with their OpVariables, and the kernel with its OpFunction.
	lut := find(t, m, func(n *GlobalVariable) bool { return n.Name == "lut" })
	if m.TypeName(lut.Type) != "int[3][2]" || m.NameOf(lut.Variable) != "lut" {
		t.Errorf("lut: type %s variable %v (%q)", m.TypeName(lut.Type), lut.Variable, m.NameOf(lut.Variable))
	}
	if bits, err := m.SizeBits(lut.Type); err != nil || bits != 6*32 {
		t.Errorf("lut size %d bits, %v; want 192", bits, err)
	}
	kernel := find(t, m, func(n *Function) bool { return n.Name == "shapes" })
	if f := m.FunctionByID(kernel.Definition); f == nil || f.Name != "shapes" {
		t.Errorf("kernel definition %v is not the OpFunction shapes", kernel.Definition)
	}
	var args []string
	for _, lv := range nodesOf[*LocalVariable](m) {
		if lv.Parent == kernel.ID && lv.ArgNumber > 0 {
			args = append(args, lv.Name+" "+m.TypeName(lv.Type))
		}
	}
	if got := strings.Join(args, ", "); got != "out float*, tmp float*, n int" {
		t.Errorf("kernel parameters %q", got)
	}
	this := find(t, m, func(n *LocalVariable) bool { return n.Name == "this" })
	if !this.Flags.Has(FlagArtificial | FlagObjectPointer) {
		t.Errorf("this flags %v", this.Flags)
	}
	twice := find(t, m, func(n *Function) bool { return n.Name == "twice" })
	if got := m.TypeName(twice.Type); got != "float(const float&)" {
		t.Errorf("twice type %q", got)
	}
	// __local float *tmp: storage class Workgroup = SPIR address space 3.
	tmp := find(t, m, func(n *LocalVariable) bool { return n.Name == "tmp" })
	if as, ok := d.Node(tmp.Type).(*TypePointer).StorageClass.AddressSpace(); !ok || as != 3 {
		t.Errorf("tmp address space %d %v, want 3", as, ok)
	}
	if len(m.Warnings) != 0 {
		t.Errorf("warnings: %v", m.Warnings)
	}
}

// TestLegacySet decodes the SPIRV.debug twin of shapes.clcpp.spv to the same graph.
func TestLegacySet(t *testing.T) {
	legacy := decodeFile(t, "shapes.legacy.spv")
	ocl := decodeFile(t, "shapes.clcpp.spv")
	if !hasSet(legacy, SetLegacy) {
		t.Fatal("shapes.legacy.spv does not import SPIRV.debug")
	}
	a := strings.ReplaceAll(textNoWords(t, legacy), SetLegacy.String(), SetOpenCL100.String())
	b := textNoWords(t, ocl)
	if a != b {
		t.Errorf("SPIRV.debug and OpenCL.DebugInfo.100 decode differently:\n%s", firstDiff(a, b))
	}
}

// TestInlined checks the -O2 module: inlined calls of dist2 chain DebugInlinedAt to the kernel.
func TestInlined(t *testing.T) {
	m := decodeFile(t, "inl_o2.cl.spv")
	d := m.Debug
	dist2 := find(t, m, func(n *Function) bool { return n.Name == "dist2" })
	kernel := find(t, m, func(n *Function) bool { return n.Name == "nearest" })
	ats := nodesOf[*InlinedAt](m)
	if len(ats) == 0 {
		t.Fatal("no DebugInlinedAt")
	}
	lines := map[uint32]bool{}
	for _, at := range ats {
		// The call sites are in the kernel (lines 11 and 13 of inl.cl), in its scope tree.
		s := at.Scope
		for range 10 {
			if s == kernel.ID {
				break
			}
			if lb, ok := d.Node(s).(*LexicalBlock); ok {
				s = lb.Parent
			}
		}
		if s != kernel.ID {
			t.Errorf("inlined-at %v scope %v is not inside the kernel", at.ID, at.Scope)
		}
		lines[at.Line] = true
	}
	if !lines[11] || !lines[13] {
		t.Errorf("inlined-at lines %v, want 11 and 13", lines)
	}
	inlinedScopes := 0
	for _, sc := range nodesOf[*Scope](m) {
		if sc.InlinedAt == 0 || d.IsNone(sc.InlinedAt) {
			continue
		}
		inlinedScopes++
		if _, ok := d.Node(sc.InlinedAt).(*InlinedAt); !ok {
			t.Errorf("scope %v inlined-at %v is not a DebugInlinedAt", sc.ID, sc.InlinedAt)
		}
		// Code inlined into the kernel is in dist2's scope tree.
		s := sc.Scope
		for lb, ok := d.Node(s).(*LexicalBlock); ok; lb, ok = d.Node(s).(*LexicalBlock) {
			s = lb.Parent
		}
		if s != dist2.ID {
			t.Errorf("inlined scope %v is not inside dist2", sc.Scope)
		}
	}
	values := 0
	for _, v := range nodesOf[*Value](m) {
		lv, ok := d.Node(v.LocalVariable).(*LocalVariable)
		if !ok {
			t.Errorf("DebugValue %v variable %v is not a DebugLocalVariable", v.ID, v.LocalVariable)
			continue
		}
		if _, ok := d.Node(v.Expression).(*Expression); !ok {
			t.Errorf("DebugValue %v expression %v", v.ID, v.Expression)
		}
		if lv.Name == "dx" || lv.Name == "dy" {
			values++
		}
	}
	if inlinedScopes == 0 || values == 0 {
		t.Errorf("%d inlined scopes, %d values of dist2's locals", inlinedScopes, values)
	}
	// Rows of the line table inside inlined code carry the inlined-at chain.
	rows := 0
	m.WalkLines(func(i int, st LineState) {
		if st.InlinedAt != 0 && d.Node(st.Scope) != nil {
			rows++
		}
	})
	if rows == 0 {
		t.Error("no line rows in inlined scopes")
	}
}

// TestNonSemantic checks the glslang modules: NonSemantic ids resolved to the same typed values.
func TestNonSemantic(t *testing.T) {
	m := decodeFile(t, "particles.comp.spv")
	d := m.Debug
	if !hasSet(m, SetNonSemantic100) {
		t.Fatal("not NonSemantic")
	}
	cu := d.Node(d.CompilationUnits[0]).(*CompilationUnit)
	src := d.Node(cu.Source).(*Source)
	if cu.Language != LangGLSL || src.File != "particles.comp" || !strings.Contains(src.Text, "float decay(float life, float dt)") {
		t.Errorf("CU %v file %q text %.40q", cu.Language, src.File, src.Text)
	}
	decay := find(t, m, func(n *Function) bool { return n.Name == "decay" })
	if f := m.FunctionByID(decay.Definition); f == nil || !strings.HasPrefix(f.Name, "decay(") {
		t.Errorf("decay is not linked to its OpFunction through DebugFunctionDefinition: %v", decay.Definition)
	}
	if got := m.TypeName(decay.Type); got != "float(float, float)" {
		t.Errorf("decay type %q", got)
	}
	params := find(t, m, func(n *TypeComposite) bool { return n.Name == "Params" })
	var members []string
	for _, id := range params.Members {
		mem := d.Node(id).(*TypeMember)
		if mem.Parent != params.ID {
			t.Errorf("member %s parent %v, want %v", mem.Name, mem.Parent, params.ID)
		}
		members = append(members, mem.Name+" "+m.TypeName(mem.Type))
	}
	if got := strings.Join(members, ", "); got != "xform float4[4], dt float, count uint" {
		t.Errorf("Params members %q", got)
	}
	mat := find(t, m, func(n *TypeMatrix) bool { return true })
	if mat.VectorCount != 4 || !mat.ColumnMajor {
		t.Errorf("mat4 %+v", mat)
	}
	life := find(t, m, func(n *LocalVariable) bool { return n.Name == "life" })
	if life.ArgNumber != 1 || !life.Flags.Has(FlagIsLocal) {
		t.Errorf("life arg %d flags %v", life.ArgNumber, life.Flags)
	}
	scratch := find(t, m, func(n *GlobalVariable) bool { return n.Name == "scratch" })
	if m.TypeName(scratch.Type) != "float[64]" || m.NameOf(scratch.Variable) != "scratch" {
		t.Errorf("scratch %s %q", m.TypeName(scratch.Type), m.NameOf(scratch.Variable))
	}
	// main's body has DebugLine rows for source lines 22..31.
	lines := map[uint32]bool{}
	m.WalkLines(func(i int, st LineState) {
		if m.FunctionAt(i).Name == "main" && m.FileName(st) == "particles.comp" {
			lines[st.Line] = true
		}
	})
	for l := uint32(22); l <= 31; l++ {
		if !lines[l] {
			t.Errorf("no line row for line %d of main (have %v)", l, lines)
			break
		}
	}
	lights := decodeFile(t, "lights.frag.spv")
	shade := find(t, lights, func(n *Function) bool { return n.Name == "shade" })
	if lights.FunctionByID(shade.Definition) == nil {
		t.Error("lights.frag: shade has no OpFunction")
	}
}

// TestByteOrder decodes every module byte-swapped to the same graph.
func TestByteOrder(t *testing.T) {
	files, _ := filepath.Glob(td + "*.spv")
	if len(files) == 0 {
		t.Fatal("no modules in " + td)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		le, err := Decode(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		be, err := Decode(swapEndian(data))
		if err != nil {
			t.Fatalf("%s big-endian: %v", f, err)
		}
		if be.ByteOrder != binary.BigEndian {
			t.Errorf("%s: byte order %v", f, be.ByteOrder)
		}
		a := strings.Replace(textNoWords(t, le), "little-endian", "big-endian", 1)
		if b := textNoWords(t, be); a != b {
			t.Errorf("%s: big-endian decodes differently:\n%s", f, firstDiff(a, b))
		}
	}
}

// TestJSON checks that the JSON form holds every node with its kind and enum names.
func TestJSON(t *testing.T) {
	m := decodeFile(t, "shapes.clcpp.spv")
	var buf bytes.Buffer
	if err := WriteJSON(&buf, m); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Nodes []map[string]any `json:"nodes"`
		Sets  map[string]string
		Funcs []struct {
			Name  string `json:"name"`
			Lines []struct {
				Line     uint32 `json:"line"`
				FileName string `json:"file_name"`
			} `json:"lines"`
		} `json:"functions"`
	}
	if err := json.Unmarshal(buf.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Nodes) != len(m.Debug.Order) {
		t.Errorf("%d JSON nodes, %d decoded", len(out.Nodes), len(m.Debug.Order))
	}
	seen := map[string]bool{}
	for _, n := range out.Nodes {
		seen[fmt.Sprint(n["kind"])] = true
		if n["kind"] == "DebugTypePointer" && n["storage_class"] == nil {
			t.Errorf("pointer without storage_class: %v", n)
		}
	}
	for _, k := range []string{"DebugTypeTemplateParameterPack", "DebugImportedEntity", "DebugTypeInheritance", "DebugLexicalBlock"} {
		if !seen[k] {
			t.Errorf("JSON has no %s", k)
		}
	}
	rows := 0
	for _, f := range out.Funcs {
		for _, l := range f.Lines {
			if l.Line > 0 && strings.HasSuffix(l.FileName, "shapes.clcpp") {
				rows++
			}
		}
	}
	if rows == 0 {
		t.Error("JSON has no line rows")
	}
}

// TestText checks the listing names operands and marks the translator's no-address-space pointer.
func TestText(t *testing.T) {
	m := decodeFile(t, "types.clang15.spv")
	var b strings.Builder
	if err := WriteText(&b, m); err != nil {
		t.Fatal(err)
	}
	s := b.String()
	for _, want := range []string{
		"; debug set %2 = OpenCL.DebugInfo.100",
		`DebugTypeComposite name="node" tag=Structure`,
		`type=%214<struct node*>`,
		`enumerators=[{ name="RED" value=1 } { name="GREEN" value=2 } { name="BLUE" value=4 }]`,
		"; lines of function",
		"types.cl:6:",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("listing lacks %q", want)
		}
	}
}

// mutate returns a copy of data (little-endian) after f changed its words.
func mutate(data []byte, f func(w []uint32) []uint32) []byte {
	w := make([]uint32, len(data)/4)
	for i := range w {
		w[i] = binary.LittleEndian.Uint32(data[4*i:])
	}
	w = f(w)
	out := make([]byte, 4*len(w))
	for i, x := range w {
		binary.LittleEndian.PutUint32(out[4*i:], x)
	}
	return out
}

// TestMalformed feeds broken variants of a real module and wants errors with word offsets.
func TestMalformed(t *testing.T) {
	data := load(t, "types.clang15.spv")
	m := decodeFile(t, "types.clang15.spv")
	nodeAt := func(pred func(Node) bool) *NodeBase {
		for _, id := range m.Debug.Order {
			if n := m.Debug.Node(id); pred(n) {
				return n.Base()
			}
		}
		t.Fatal("no such node")
		return nil
	}
	ext := nodeAt(func(n Node) bool { return n.Base().Kind == DebugTypeBasic })
	extWC := int(m.Insts[ext.Inst].Operands[0]>>16) + len(m.Insts[ext.Inst].Operands) + 1
	typedef := nodeAt(func(n Node) bool { _, ok := n.(*Typedef); return ok })
	member := nodeAt(func(n Node) bool { mem, ok := n.(*TypeMember); return ok && mem.Name == "pos" })
	composite := nodeAt(func(n Node) bool { c, ok := n.(*TypeComposite); return ok && c.Name == "" && c.Tag == TagStructure })
	fn := nodeAt(func(n Node) bool { _, ok := n.(*Function); return ok })
	si, _ := m.DefIndex(ID(m.Insts[ext.Inst].Operands[4]))
	str := m.Insts[si] // the OpString naming the basic type
	_ = extWC
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "word 0x0: need 20 header bytes, have 0"},
		{"short header", data[:12], "word 0x0: need 20 header bytes, have 12"},
		{"bad magic", mutate(data, func(w []uint32) []uint32 { w[0] = 0x12345678; return w }), "word 0x0: bad magic 0x12345678"},
		{"bad version", mutate(data, func(w []uint32) []uint32 { w[1] = 0x00020000; return w }), "word 0x1: unsupported SPIR-V version word 0x00020000"},
		{"zero bound", mutate(data, func(w []uint32) []uint32 { w[3] = 0; return w }), "word 0x3: id bound is 0"},
		{"odd size", data[:len(data)-1], "is not a multiple of 4"},
		{"truncated in an instruction", data[:4*(ext.Word+3)],
			fmt.Sprintf("word 0x%x: OpExtInst word count %d runs past the end (have 3 words)", ext.Word, len(m.Insts[ext.Inst].Operands)+1)},
		{"word count past the end", mutate(data, func(w []uint32) []uint32 {
			w[len(w)-1] = 9<<16 | uint32(OpReturn)
			return w
		}), fmt.Sprintf("word 0x%x: OpReturn word count 9 runs past the end (have 1 words)", len(data)/4-1)},
		{"word count 0", mutate(data, func(w []uint32) []uint32 { w[ext.Word] = 0<<16 | uint32(OpExtInst); return w }),
			fmt.Sprintf("word 0x%x: OpExtInst has word count 0", ext.Word)},
		{"result id out of range", mutate(data, func(w []uint32) []uint32 { w[ext.Word+2] = 0x7fffffff; return w }),
			fmt.Sprintf("word 0x%x: OpExtInst result id 2147483647 out of range (bound 252)", ext.Word)},
		{"operand id out of range", mutate(data, func(w []uint32) []uint32 { w[ext.Word+5] = 4000; return w }),
			fmt.Sprintf("word 0x%x: DebugTypeBasic %v: Name id 4000 out of range (bound 252)", ext.Word, ext.ID)},
		{"operand id 0", mutate(data, func(w []uint32) []uint32 { w[ext.Word+6] = 0; return w }),
			fmt.Sprintf("word 0x%x: DebugTypeBasic %v: Size id 0 out of range", ext.Word, ext.ID)},
		{"duplicate result id", mutate(data, func(w []uint32) []uint32 { w[typedef.Word+2] = uint32(ext.ID); return w }),
			fmt.Sprintf("word 0x%x: OpExtInst redefines %v (first defined at word 0x%x)", typedef.Word, ext.ID, ext.Word)},
		{"missing operand", mutate(data, func(w []uint32) []uint32 {
			// Shorten DebugTypeBasic by one word and fill the hole with an OpNop.
			w[ext.Word] -= 1 << 16
			w[ext.Word+7] = 1<<16 | uint32(OpNop)
			return w
		}), fmt.Sprintf("word 0x%x: DebugTypeBasic %v: missing operand Encoding (has 2 operands)", ext.Word, ext.ID)},
		{"string without nul", mutate(data, func(w []uint32) []uint32 {
			end := str.Word + len(str.Operands)
			w[end] |= 0xff000000
			return w
		}), fmt.Sprintf("word 0x%x: OpString string operand is not nul-terminated", str.Word)},
		{"typedef cycle", mutate(data, func(w []uint32) []uint32 { w[typedef.Word+6] = uint32(typedef.ID); return w }),
			fmt.Sprintf("word 0x%x: type reference cycle: DebugTypedef %v -> DebugTypedef %v", typedef.Word, typedef.ID, typedef.ID)},
		{"composite contains itself", mutate(data, func(w []uint32) []uint32 { w[member.Word+6] = uint32(composite.ID); return w }),
			fmt.Sprintf("word 0x%x: composite contains itself cycle: DebugTypeComposite %v -> DebugTypeComposite %v", composite.Word, composite.ID, composite.ID)},
		{"scope cycle", mutate(data, func(w []uint32) []uint32 { w[fn.Word+10] = uint32(fn.ID); return w }),
			fmt.Sprintf("word 0x%x: scope parent cycle: DebugFunction %v -> DebugFunction %v", fn.Word, fn.ID, fn.ID)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode(tc.data)
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "word 0x") {
				t.Errorf("error %q, want %q", err, tc.want)
			}
		})
	}
}

// TestLongCycle builds a three-typedef loop and a pointer-only loop and expects the cycle path.
func TestLongCycle(t *testing.T) {
	data := load(t, "types.clang15.spv")
	m := decodeFile(t, "types.clang15.spv")
	var tds []*Typedef
	var ptr *TypePointer
	for _, n := range nodesOf[*Typedef](m) {
		tds = append(tds, n)
	}
	ptr = nodesOf[*TypePointer](m)[0]
	bad := mutate(data, func(w []uint32) []uint32 {
		w[tds[0].Word+6] = uint32(tds[1].ID)
		w[tds[1].Word+6] = uint32(tds[2].ID)
		w[tds[2].Word+6] = uint32(tds[0].ID)
		return w
	})
	_, err := Decode(bad)
	want := fmt.Sprintf("type reference cycle: DebugTypedef %v -> DebugTypedef %v -> DebugTypedef %v -> DebugTypedef %v", tds[0].ID, tds[1].ID, tds[2].ID, tds[0].ID)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
	// The resolvers refuse the loop too, for consumers that build or keep such a graph.
	pm, err := Parse(bad)
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.DecodeDebug(); err == nil {
		t.Fatal("DecodeDebug accepted the loop")
	}
	wantAt := fmt.Sprintf("word 0x%x: type reference cycle through DebugTypedef %v", tds[0].Word, tds[0].ID)
	if _, err := pm.Debug.Strip(tds[0].ID); err == nil || err.Error() != wantAt {
		t.Errorf("Strip: %v, want %q", err, wantAt)
	}
	if _, err := pm.SizeBits(tds[0].ID); err == nil || err.Error() != wantAt {
		t.Errorf("SizeBits: %v, want %q", err, wantAt)
	}
	if s := pm.TypeName(tds[0].ID); !strings.Contains(s, "...") && s != tds[0].Name {
		t.Errorf("TypeName of a loop: %q", s)
	}
	bad = mutate(data, func(w []uint32) []uint32 { w[ptr.Word+5] = uint32(ptr.ID); return w })
	if _, err := Decode(bad); err == nil || !strings.Contains(err.Error(), "type reference cycle: DebugTypePointer") {
		t.Errorf("pointer to itself: %v", err)
	}
	// A struct holding a pointer to itself is fine (struct node { struct node *next; }).
	if _, err := Decode(data); err != nil {
		t.Error(err)
	}
}

// TestUnknownInstruction turns a DebugTypeBasic into an unknown vendor number: decoded with a
// warning, the rest of the module intact.
func TestUnknownInstruction(t *testing.T) {
	data := load(t, "types.clang15.spv")
	m := decodeFile(t, "types.clang15.spv")
	basic := nodesOf[*TypeBasic](m)[0]
	bad := mutate(data, func(w []uint32) []uint32 { w[basic.Word+4] = 77; return w })
	m2, err := Decode(bad)
	if err != nil {
		t.Fatal(err)
	}
	u, ok := m2.Debug.Node(basic.ID).(*Unknown)
	if !ok || len(u.Operands) != 3 {
		t.Fatalf("node %T, want *Unknown with 3 operands", m2.Debug.Node(basic.ID))
	}
	if len(m2.Warnings) != 1 || !strings.Contains(m2.Warnings[0].String(), "instruction number 77 is not defined") {
		t.Errorf("warnings %v", m2.Warnings)
	}
	if len(m2.Debug.Order) != len(m.Debug.Order) {
		t.Errorf("%d nodes, want %d", len(m2.Debug.Order), len(m.Debug.Order))
	}
	var b strings.Builder
	if err := WriteText(&b, m2); err != nil || !strings.Contains(b.String(), "DebugOp(77) operands=") {
		t.Errorf("listing of the unknown instruction: %v", err)
	}
}

// TestGenerated regenerates the C++ for OpenCL and NonSemantic modules from their sources with
// today's tools and checks them against spirv-dis like the checked-in ones.
func TestGenerated(t *testing.T) {
	dir := t.TempDir()
	t.Run("clcpp", func(t *testing.T) {
		oracle.Need(t, "clang-15")
		oracle.Need(t, "llvm-spirv-15")
		bc, spv := filepath.Join(dir, "s.bc"), filepath.Join(dir, "s.spv")
		oracle.Run(t, "clang-15", "-c", "-target", "spir64", "-cl-std=clc++", "-Xclang", "-finclude-default-header",
			"-g", "-O0", "-emit-llvm", td+"shapes.clcpp", "-o", bc)
		oracle.Run(t, "llvm-spirv-15", bc, "-o", spv)
		data, err := os.ReadFile(spv)
		if err != nil {
			t.Fatal(err)
		}
		compareWithDis(t, data)
	})
	t.Run("glsl", func(t *testing.T) {
		oracle.Need(t, "glslangValidator")
		spv := filepath.Join(dir, "p.spv")
		oracle.Run(t, "glslangValidator", "-V", "-gVS", td+"particles.comp", "-o", spv)
		data, err := os.ReadFile(spv)
		if err != nil {
			t.Fatal(err)
		}
		compareWithDis(t, data)
	})
}

// FuzzDecode: any input decodes or fails with an error; decoded modules print, walk and
// resolve without panics or hangs.
func FuzzDecode(f *testing.F) {
	for _, name := range []string{"types.clang15.spv", "shapes.clcpp.spv"} { // more seeds in testdata/fuzz/FuzzDecode
		f.Add(load(f, name))
	}
	f.Add(hostile.DebugFanOut(40)) // TypeName's node budget (issue 20)
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "word 0x") {
				t.Fatalf("error without word offset: %v", err)
			}
			return
		}
		var b bytes.Buffer
		if err := WriteText(&b, m); err != nil {
			t.Fatal(err)
		}
		b.Reset()
		if err := WriteJSON(&b, m); err != nil {
			t.Fatal(err)
		}
		for _, id := range m.Debug.Order {
			m.TypeName(id)
			if _, err := m.SizeBits(id); err != nil {
				t.Fatalf("SizeBits after a successful decode: %v", err)
			}
			if _, err := m.Debug.Strip(id); err != nil {
				t.Fatalf("Strip after a successful decode: %v", err)
			}
			m.Debug.Target(id)
		}
	})
}

// BenchmarkDecode decodes a generated module with many types, functions and line changes.
func BenchmarkDecode(b *testing.B) {
	data := bigModule(2000)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}
