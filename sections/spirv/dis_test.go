package spirv

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// disInst is one instruction as spirv-dis --raw-id --offsets prints it.
type disInst struct {
	word   int
	result string // "%N" or ""
	op     string
	args   []string // operands; strings are kept as "\"...\"" with escapes resolved
}

// disassemble runs spirv-dis on data and splits its output into instructions.
func disassemble(t *testing.T, data []byte) []disInst {
	t.Helper()
	oracle.Want(t, "spirv-dis")
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out := oracle.Run(t, "spirv-dis", "--raw-id", "--no-header", "--no-indent", "--no-color", "--offsets", path)
	var insts []disInst
	var toks []string
	for i := 0; i < len(out); {
		c := out[i]
		switch {
		case c == ' ' || c == '\n' || c == '\t':
			i++
		case c == '"':
			var b strings.Builder
			j := i + 1
			for ; j < len(out) && out[j] != '"'; j++ {
				if out[j] == '\\' && j+1 < len(out) {
					j++
				}
				b.WriteByte(out[j])
			}
			toks = append(toks, strconv.Quote(b.String()))
			i = j + 1
		case c == ';':
			j := strings.IndexByte(out[i:], '\n')
			if j < 0 {
				j = len(out) - i
			}
			off, err := strconv.ParseUint(strings.TrimSpace(out[i+1:i+j]), 0, 32)
			if err != nil {
				t.Fatalf("spirv-dis: bad offset comment %q", out[i:i+j])
			}
			in := disInst{word: int(off) / 4}
			if len(toks) >= 2 && toks[1] == "=" {
				in.result, toks = toks[0], toks[2:]
			}
			if len(toks) == 0 {
				t.Fatalf("spirv-dis: empty instruction at 0x%x", off)
			}
			in.op, in.args = toks[0], toks[1:]
			insts = append(insts, in)
			toks = nil
			i += j
		default:
			j := i
			for j < len(out) && out[j] != ' ' && out[j] != '\n' {
				j++
			}
			toks = append(toks, out[i:j])
			i = j
		}
	}
	return insts
}

// disMaps are what the disassembly says about ids: strings, integer constants, DebugInfoNone.
type disMaps struct {
	strs   map[string]string // "%N" -> quoted string
	consts map[string]string // "%N" -> decimal value
	none   map[string]bool
	sets   map[string]bool // debug set import ids
}

func newDisMaps(insts []disInst) disMaps {
	d := disMaps{strs: map[string]string{}, consts: map[string]string{}, none: map[string]bool{}, sets: map[string]bool{}}
	intTypes := map[string]bool{}
	for _, in := range insts {
		switch in.op {
		case "OpString":
			d.strs[in.result] = in.args[0]
		case "OpTypeInt":
			intTypes[in.result] = true
		case "OpConstant":
			if intTypes[in.args[0]] {
				d.consts[in.result] = in.args[1]
			}
		case "OpConstantTrue", "OpConstantFalse":
			d.consts[in.result] = strings.ToLower(strings.TrimPrefix(in.op, "OpConstant"))
		case "OpExtInstImport":
			name, _ := strconv.Unquote(in.args[0])
			if debugSetByName(name) != SetNone {
				d.sets[in.result] = true
			}
		case "OpExtInst":
			if d.sets[in.args[1]] && in.args[2] == "DebugInfoNone" {
				d.none[in.result] = true
			}
		}
	}
	return d
}

// norm turns an operand of the disassembly into the form render produces.
func (d disMaps) norm(tok string) string {
	switch {
	case d.none[tok]:
		return "none"
	case d.strs[tok] != "":
		return d.strs[tok]
	case d.consts[tok] != "":
		return d.consts[tok]
	}
	return tok
}

// tok is an operand as hdwarf decoded it, with the spellings spirv-dis may use for it.
type tok []string

func (t tok) matches(s string) bool {
	for _, a := range t {
		if a == s {
			return true
		}
	}
	return false
}

// disFlags spells DebugInfoFlags the way spirv-dis does: one name per bit.
func disFlags(f Flags) string {
	if f == 0 {
		return "None"
	}
	var parts []string
	for b := 0; b < 32; b++ {
		if f&(1<<b) == 0 {
			continue
		}
		if b < 2 {
			parts = append(parts, accessNames[1<<b])
		} else if b < len(flagNames) {
			parts = append(parts, flagNames[b])
		}
	}
	return strings.Join(parts, "|")
}

// render lists a node's operands in instruction order, in the disassembly's spelling after
// disMaps.norm. It is written from the grammar tables in the reference, independently of the
// decoder's operand reader.
func render(m *Module, n Node) []tok {
	ns := n.Base().Set.NonSemantic()
	var out []tok
	id := func(i ID) {
		switch {
		case i == 0 || m.Debug.IsNone(i):
			out = append(out, tok{"none"})
		case isString(m, i):
			s, _ := m.StringOf(i)
			out = append(out, tok{strconv.Quote(s)})
		default:
			if c, ok := m.ConstantOf(i); ok && !c.Float && c.Width > 1 {
				out = append(out, tok{strconv.FormatInt(c.Int(), 10)})
			} else {
				out = append(out, tok{i.String()})
			}
		}
	}
	ids := func(l []ID) {
		for _, i := range l {
			id(i)
		}
	}
	str := func(s string) {
		if s == "" {
			out = append(out, tok{`""`, "none"})
		} else {
			out = append(out, tok{strconv.Quote(s)})
		}
	}
	num := func(v uint64) { out = append(out, tok{strconv.FormatUint(v, 10)}) }
	size := func(v uint64) {
		if v == 0 {
			out = append(out, tok{"0", "none"})
		} else {
			num(v)
		}
	}
	enum := func(s fmt.Stringer, v uint32) {
		if ns {
			num(uint64(v))
		} else {
			out = append(out, tok{s.String(), strconv.FormatUint(uint64(v), 10)})
		}
	}
	flags := func(f Flags) {
		if ns {
			num(uint64(f))
		} else {
			out = append(out, tok{disFlags(f)})
		}
	}
	cref := func(c ConstRef) {
		if c.Known {
			out = append(out, tok{strconv.FormatInt(c.Value, 10)})
		} else {
			id(c.ID)
		}
	}
	pos := func(p Pos) { id(p.Source); num(uint64(p.Line)); num(uint64(p.Column)) }
	switch n := n.(type) {
	case *CompilationUnit:
		num(uint64(n.Version))
		num(uint64(n.DWARFVersion))
		id(n.Source)
		enum(n.Language, uint32(n.Language))
	case *Source:
		str(n.File)
		switch {
		case n.Checksum != "":
			str("//__CSK_" + n.ChecksumKind + ":" + n.Checksum)
		case n.Text != "":
			str(n.Text)
		}
	case *TypeBasic:
		str(n.Name)
		size(n.Size)
		enum(n.Encoding, uint32(n.Encoding))
		if ns {
			flags(n.Flags)
		}
	case *TypePointer:
		id(n.BaseType)
		enum(n.StorageClass, uint32(n.StorageClass))
		flags(n.Flags)
	case *TypeQualifier:
		id(n.BaseType)
		enum(n.Qualifier, uint32(n.Qualifier))
	case *TypeArray:
		id(n.BaseType)
		for _, d := range n.Dims {
			cref(d.Count)
		}
		for _, d := range n.Dims {
			if d.Lower.ID != 0 {
				cref(d.Lower)
			}
		}
	case *TypeVector:
		id(n.BaseType)
		num(uint64(n.Count))
	case *Typedef:
		str(n.Name)
		id(n.BaseType)
		pos(n.Pos)
		id(n.Parent)
	case *TypeFunction:
		flags(n.Flags)
		id(n.Return)
		ids(n.Params)
	case *TypeEnum:
		str(n.Name)
		id(n.Underlying)
		pos(n.Pos)
		id(n.Parent)
		size(n.Size)
		flags(n.Flags)
		for _, e := range n.Enumerators {
			// The translator writes negative values as unsigned 64-bit constants.
			out = append(out, tok{strconv.FormatInt(e.Value, 10), strconv.FormatUint(uint64(e.Value), 10)})
			str(e.Name)
		}
	case *TypeComposite:
		str(n.Name)
		enum(n.Tag, uint32(n.Tag))
		pos(n.Pos)
		id(n.Parent)
		str(n.LinkageName)
		size(n.Size)
		flags(n.Flags)
		ids(n.Members)
	case *TypeMember:
		str(n.Name)
		id(n.Type)
		pos(n.Pos)
		if !ns {
			id(n.Parent)
		}
		size(n.Offset)
		size(n.Size)
		flags(n.Flags)
		if n.Value != nil {
			cref(*n.Value)
		}
	case *TypeInheritance:
		if !ns {
			id(n.Child)
		}
		id(n.Parent)
		size(n.Offset)
		size(n.Size)
		flags(n.Flags)
	case *TypePtrToMember:
		id(n.MemberType)
		id(n.Parent)
	case *TypeTemplate:
		id(n.Target)
		ids(n.Parameters)
	case *TypeTemplateParameter:
		str(n.Name)
		id(n.ActualType)
		cref(n.Value)
		pos(n.Pos)
	case *TypeTemplateTemplateParameter:
		str(n.Name)
		str(n.TemplateName)
		pos(n.Pos)
	case *TypeTemplateParameterPack:
		str(n.Name)
		pos(n.Pos)
		ids(n.Parameters)
	case *GlobalVariable:
		str(n.Name)
		id(n.Type)
		pos(n.Pos)
		id(n.Parent)
		str(n.LinkageName)
		id(n.Variable)
		flags(n.Flags)
		if n.StaticMemberDeclaration != 0 {
			id(n.StaticMemberDeclaration)
		}
	case *FunctionDeclaration:
		str(n.Name)
		id(n.Type)
		pos(n.Pos)
		id(n.Parent)
		str(n.LinkageName)
		flags(n.Flags)
	case *Function:
		str(n.Name)
		id(n.Type)
		pos(n.Pos)
		id(n.Parent)
		str(n.LinkageName)
		flags(n.Flags)
		num(uint64(n.ScopeLine))
		if !ns {
			id(n.Definition)
		}
		if n.Declaration != 0 {
			id(n.Declaration)
		}
	case *LexicalBlock:
		pos(n.Pos)
		id(n.Parent)
		if n.Namespace {
			str(n.Name)
		}
	case *LexicalBlockDiscriminator:
		id(n.Source)
		num(uint64(n.Discriminator))
		id(n.Parent)
	case *Scope:
		id(n.Scope)
		if n.InlinedAt != 0 {
			id(n.InlinedAt)
		}
	case *InlinedAt:
		num(uint64(n.Line))
		id(n.Scope)
		if n.Inlined != 0 {
			id(n.Inlined)
		}
	case *LocalVariable:
		str(n.Name)
		id(n.Type)
		pos(n.Pos)
		id(n.Parent)
		flags(n.Flags)
		if n.ArgNumber != 0 {
			num(uint64(n.ArgNumber))
		}
	case *InlinedVariable:
		id(n.Variable)
		id(n.Inlined)
	case *Declare:
		id(n.LocalVariable)
		id(n.Variable)
		id(n.Expression)
		ids(n.Indexes)
	case *Value:
		id(n.LocalVariable)
		id(n.Value)
		id(n.Expression)
		ids(n.Indexes)
	case *Operation:
		enum(n.Op, uint32(n.Op))
		for _, v := range n.Operands {
			num(v)
		}
	case *Expression:
		ids(n.Operations)
	case *MacroDef:
		id(n.Source)
		num(uint64(n.Line))
		str(n.Name)
		if n.Value != "" {
			str(n.Value)
		}
	case *MacroUndef:
		id(n.Source)
		num(uint64(n.Line))
		id(n.Macro)
	case *ImportedEntity:
		str(n.Name)
		enum(n.Tag, uint32(n.Tag))
		id(n.Source)
		id(n.Entity)
		num(uint64(n.Line))
		num(uint64(n.Column))
		id(n.Parent)
	case *FunctionDefinition:
		id(n.Function)
		id(n.Definition)
	case *Line:
		id(n.Source)
		num(uint64(n.LineStart))
		num(uint64(n.LineEnd))
		num(uint64(n.ColumnStart))
		num(uint64(n.ColumnEnd))
	case *TypeMatrix:
		id(n.VectorType)
		num(uint64(n.VectorCount))
		out = append(out, tok{"true", "1"})
		if !n.ColumnMajor {
			out[len(out)-1] = tok{"false", "0"}
		}
	case *Unknown:
		for _, w := range n.Operands {
			num(uint64(w))
		}
	}
	return out
}

// stand4None replaces StorageNone in modules given to spirv-dis; OpenCL modules never use it.
const stand4None = StoragePrivate

// repairForDis rewrites the translator's 8-operand DebugImportedEntity (reference Q2) into the
// grammar's 7-operand form and its StorageNone pointers into stand4None, which spirv-dis accepts.
func repairForDis(t *testing.T, data []byte) ([]byte, map[string]int) {
	repairs := map[string]int{}
	m, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	sets := map[ID]bool{}
	for id, n := range m.ExtImports {
		sets[id] = debugSetByName(n) != SetNone
	}
	out := append([]byte(nil), data[:HeaderWords*4]...)
	for _, in := range m.Insts {
		ops := in.Operands
		if in.Op == OpExtInst && sets[ID(ops[2])] && ops[3] == uint32(DebugImportedEntity) && len(ops) == 12 && ops[6] == 0 {
			ops = append(append([]uint32(nil), ops[:6]...), ops[7:]...)
			repairs["Q2"]++
		}
		// Reference Q1: spirv-dis reads a pack numbered 16 as a template template parameter and
		// stops at its "Source" id 0. Number it as decoded.
		if n := m.Debug.Node(in.Result()); n != nil && (n.Base().Kind == DebugTypeTemplateParameterPack || n.Base().Kind == DebugTypeTemplateTemplateParameter) && ops[3] != uint32(n.Base().Kind) {
			ops = append([]uint32(nil), ops...)
			ops[3] = uint32(n.Base().Kind)
			repairs["Q1"]++
		}
		// Reference Q4: spirv-dis rejects the translator's ~0 "no address space" storage class.
		if in.Op == OpExtInst && sets[ID(ops[2])] && ops[3] == uint32(DebugTypePointer) && len(ops) == 7 && ops[5] == uint32(StorageNone) {
			ops = append([]uint32(nil), ops...)
			ops[5] = uint32(stand4None)
			repairs["Q4"]++
		}
		out = m.ByteOrder.(binary.AppendByteOrder).AppendUint32(out, uint32(len(ops)+1)<<16|uint32(in.Op))
		for _, w := range ops {
			out = m.ByteOrder.(binary.AppendByteOrder).AppendUint32(out, w)
		}
	}
	return out, repairs
}

// TestAgainstSpirvDis decodes every module in testdata and compares every instruction with
// spirv-dis: offsets, opcode names, result ids, and for each debug instruction its kind and
// every operand (names, constants, enums, flags, references).
func TestAgainstSpirvDis(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/spirv/*.spv")
	if len(files) == 0 {
		t.Fatal("no SPIR-V modules in testdata/spirv")
	}
	passed := 0
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			compareWithDis(t, data)
			if !t.Failed() && !t.Skipped() {
				passed++
			}
		})
	}
	t.Logf("%d of %d modules agree with spirv-dis (SPIRV.debug ones skipped)", passed, len(files))
}

// compareWithDis decodes data and checks it instruction by instruction against spirv-dis.
func compareWithDis(t *testing.T, data []byte) {
	m0, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if hasSet(m0, SetLegacy) {
		t.Skip("spirv-dis cannot read SPIRV.debug; covered by TestLegacySet")
	}
	fixed, repairs := repairForDis(t, data)
	m, err := Decode(fixed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(fixed, data) {
		// The translator's quirks and their repaired forms must decode to the same graph.
		a := strings.ReplaceAll(textNoWords(t, m0), "storage_class=None", "storage_class="+stand4None.String())
		if b := textNoWords(t, m); a != b {
			t.Errorf("decoding differs after repairing for spirv-dis:\n%s", firstDiff(a, b))
		}
	}
	dis := disassemble(t, fixed)
	if len(dis) != len(m.Insts) {
		t.Fatalf("spirv-dis lists %d instructions, hdwarf %d", len(dis), len(m.Insts))
	}
	maps := newDisMaps(dis)
	kinds, operands := map[string]int{}, 0
	for i, d := range dis {
		in := &m.Insts[i]
		if d.word != in.Word {
			t.Fatalf("instruction %d: spirv-dis at word 0x%x, hdwarf 0x%x", i, d.word, in.Word)
		}
		if in.Op.Known() {
			if d.op != in.Op.String() {
				t.Errorf("word 0x%x: spirv-dis %s, hdwarf %v", in.Word, d.op, in.Op)
			}
			if d.result != "" && d.result != in.Result().String() {
				t.Errorf("word 0x%x: %s result spirv-dis %s, hdwarf %v", in.Word, d.op, d.result, in.Result())
			}
		}
		if d.op != "OpExtInst" || !maps.sets[d.args[1]] {
			continue
		}
		n := m.Debug.Node(in.Result())
		if n == nil {
			t.Errorf("word 0x%x: %s %s not decoded", in.Word, d.result, d.args[2])
			continue
		}
		kind := n.Base().Kind.String()
		if kind != d.args[2] {
			t.Errorf("word 0x%x: %s is %s for spirv-dis, %s for hdwarf", in.Word, d.result, d.args[2], kind)
			continue
		}
		kinds[kind]++
		want := d.args[3:]
		got := render(m, n)
		// Trailing DebugInfoNone/empty operands are the same as absent ones.
		for len(got) > len(want) && got[len(got)-1].matches("none") {
			got = got[:len(got)-1]
		}
		for len(want) > len(got) && (maps.norm(want[len(want)-1]) == `""` || maps.norm(want[len(want)-1]) == "none") {
			want = want[:len(want)-1]
		}
		if len(got) != len(want) {
			t.Errorf("word 0x%x: %s %s: spirv-dis has %d operands %v, hdwarf %d %v", in.Word, kind, d.result, len(want), want, len(got), got)
			continue
		}
		for j, w := range want {
			if nw := maps.norm(w); !got[j].matches(nw) {
				t.Errorf("word 0x%x: %s %s operand %d: spirv-dis %s (%s), hdwarf %v", in.Word, kind, d.result, j, nw, w, got[j])
			}
			operands++
		}
	}
	total := 0
	for _, c := range kinds {
		total += c
	}
	if total == 0 {
		t.Error("no debug instructions compared")
	}
	t.Logf("%d instructions, %d debug instructions of %d kinds, %d operands agree with spirv-dis; repaired for spirv-dis: %v; %d warnings",
		len(dis), total, len(kinds), operands, repairs, len(m.Warnings))
}

func hasSet(m *Module, s DebugSet) bool {
	for _, set := range m.Debug.Sets {
		if set == s {
			return true
		}
	}
	return false
}

// textNoWords is the text listing without word offsets (which move when words are removed).
func textNoWords(t *testing.T, m *Module) string {
	var b strings.Builder
	if err := WriteText(&b, m); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(b.String(), "\n") {
		if strings.HasPrefix(l, ";   word") || strings.HasPrefix(l, "; warning") {
			continue
		}
		if i := strings.Index(l, " ; word 0x"); i >= 0 {
			l = l[:i]
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "- " + al[i] + "\n+ " + bl[i]
		}
	}
	return fmt.Sprintf("%d vs %d lines", len(al), len(bl))
}

// swapEndian returns the module with every word byte-swapped.
func swapEndian(data []byte) []byte {
	out := make([]byte, len(data))
	for i := 0; i+4 <= len(data); i += 4 {
		binary.BigEndian.PutUint32(out[i:], binary.LittleEndian.Uint32(data[i:]))
	}
	return out
}
