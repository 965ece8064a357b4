package spirv

import (
	"fmt"
	"strings"
)

// Debug is the decoded debug graph of a module.
type Debug struct {
	Sets             map[ID]DebugSet `json:"sets"`  // import id -> debug set
	Order            []ID            `json:"order"` // result ids in module order (Node)
	CompilationUnits []ID            `json:"compilation_units"`
	nodes            idTable[Node]   // result id -> node
}

// Node returns the debug node with result id id, or nil (also for non-debug ids).
func (d *Debug) Node(id ID) Node {
	if d == nil {
		return nil
	}
	return d.nodes.get(id)
}

// IsNone reports whether id names DebugInfoNone (or is 0, the "absent" value hdwarf uses).
func (d *Debug) IsNone(id ID) bool {
	if id == 0 {
		return true
	}
	n := d.Node(id)
	return n != nil && n.Base().Kind == DebugInfoNone
}

// Decode parses a module and decodes its debug information.
func Decode(data []byte) (*Module, error) {
	m, err := Parse(data)
	if err != nil {
		return nil, err
	}
	if err := m.DecodeDebug(); err != nil {
		return nil, err
	}
	return m, nil
}

// DecodeDebug decodes every debug extended instruction into m.Debug and checks the graph for
// reference cycles.
func (m *Module) DecodeDebug() error {
	d := &Debug{Sets: map[ID]DebugSet{}, nodes: newTable[Node](m)}
	for id, name := range m.ExtImports {
		if s := debugSetByName(name); s != SetNone {
			d.Sets[id] = s
		}
	}
	dc := &decoder{m: m, d: d, kinds: newTable[kindMark](m)}
	// First pass: the kind of every debug result, so that forward references can be
	// classified (DebugInfoNone, DebugSource) while decoding.
	for i := range m.Insts {
		in := &m.Insts[i]
		if s := dc.setOf(in); s != SetNone && len(in.Operands) >= 4 {
			dc.kinds.set(in.Result(), kindMark{ExtOp(in.Operands[3]), true})
		}
	}
	var lastSource *Source
	warned200 := false
	for i := range m.Insts {
		in := &m.Insts[i]
		s := dc.setOf(in)
		if s == SetNone {
			continue
		}
		if len(in.Operands) < 4 {
			return errAt(in.Word, "%v of %v has no instruction number", in.Op, s)
		}
		if s == SetNonSemantic200 && !warned200 {
			m.warn(in.Word, "NonSemantic.Shader.DebugInfo.200 is decoded with the .100 operand layouts except DebugCompilationUnit and DebugSource")
			warned200 = true
		}
		base := NodeBase{ID: in.Result(), Kind: ExtOp(in.Operands[3]), Set: s, Word: in.Word, Inst: i}
		if f := m.FunctionAt(i); f != nil {
			base.InFunction = f.ID
		}
		r := &opReader{dc: dc, in: in, base: &base, ops: in.Operands[4:], ns: s.NonSemantic()}
		n := dc.decode(r)
		if r.err != nil {
			return r.err
		}
		if len(r.ops) > r.i && !r.variadic {
			m.warn(in.Word, "%v %v: %d extra operand words ignored", base.Kind, base.ID, len(r.ops)-r.i)
		}
		switch n := n.(type) {
		case *Source:
			lastSource = n
		case *SourceContinued:
			if lastSource == nil {
				m.warn(in.Word, "DebugSourceContinued without a DebugSource")
			} else {
				lastSource.Text += n.Text
			}
		case *CompilationUnit:
			d.CompilationUnits = append(d.CompilationUnits, n.ID)
		}
		d.nodes.set(base.ID, n)
		d.Order = append(d.Order, base.ID)
	}
	m.Debug = d
	for _, id := range d.Order {
		if s, ok := d.Node(id).(*Source); ok {
			s.splitChecksum()
		}
	}
	dc.link()
	return d.checkCycles()
}

// decoder holds the state shared by the operand readers.
type decoder struct {
	m     *Module
	d     *Debug
	kinds idTable[kindMark] // every debug result id's instruction number
}

// kindMark is the instruction number of a debug result; ok tells DebugInfoNone (0) from no
// debug instruction.
type kindMark struct {
	k  ExtOp
	ok bool
}

// setOf returns the debug set of an OpExtInst, SetNone for anything else.
func (dc *decoder) setOf(in *Inst) DebugSet {
	if in.Op != OpExtInst && in.Op != OpExtInstWithForwardRefsKHR || len(in.Operands) < 3 {
		return SetNone
	}
	return dc.d.Sets[ID(in.Operands[2])]
}

func (dc *decoder) isKind(id ID, k ExtOp) bool {
	got := dc.kinds.get(id)
	return got.ok && got.k == k
}

// opReader walks one instruction's operands with a sticky error.
type opReader struct {
	dc       *decoder
	in       *Inst
	base     *NodeBase
	ops      []uint32
	i        int
	ns       bool // NonSemantic: "literal" operands are ids of constants
	variadic bool // the instruction consumed a variadic tail: no extra-operand warning
	err      error
}

func (r *opReader) more() bool { return r.err == nil && r.i < len(r.ops) }

func (r *opReader) left() int { return len(r.ops) - r.i }

func (r *opReader) warn(format string, args ...any) {
	r.dc.m.warn(r.in.Word, "%v %v: %s", r.base.Kind, r.base.ID, fmt.Sprintf(format, args...))
}

func (r *opReader) word(what string) uint32 {
	if r.err != nil {
		return 0
	}
	if r.i >= len(r.ops) {
		r.err = errAt(r.in.Word, "%v %v: missing operand %s (has %d operands)", r.base.Kind, r.base.ID, what, len(r.ops))
		return 0
	}
	w := r.ops[r.i]
	r.i++
	return w
}

// id reads an id operand, checked against the bound; ids no instruction defines are warned.
func (r *opReader) id(what string) ID {
	w := r.word(what)
	if r.err != nil {
		return 0
	}
	if w == 0 || w >= r.dc.m.Bound {
		r.err = errAt(r.in.Word, "%v %v: %s id %d out of range (bound %d)", r.base.Kind, r.base.ID, what, w, r.dc.m.Bound)
		return 0
	}
	if _, ok := r.dc.m.DefIndex(ID(w)); !ok {
		r.warn("%s refers to %v, which no instruction defines", what, ID(w))
	}
	return ID(w)
}

// lit reads a small-integer operand: a literal word in OpenCL.DebugInfo.100, the id of a
// 32-bit constant in NonSemantic.
func (r *opReader) lit(what string) uint32 {
	if !r.ns {
		return r.word(what)
	}
	id := r.id(what)
	if r.err != nil {
		return 0
	}
	c, ok := r.dc.m.ConstantOf(id)
	if !ok {
		r.warn("%s %v is not a constant", what, id)
		return 0
	}
	return uint32(c.Bits)
}

// str reads the id of an OpString; DebugInfoNone gives "".
func (r *opReader) str(what string) string {
	id := r.id(what)
	if r.err != nil {
		return ""
	}
	if s, ok := r.dc.m.StringOf(id); ok {
		return s
	}
	if !r.dc.isKind(id, DebugInfoNone) {
		r.warn("%s %v is not an OpString", what, id)
	}
	return ""
}

// constRef reads an id that usually names an integer constant.
func (r *opReader) constRef(what string) ConstRef {
	id := r.id(what)
	c, ok := r.dc.m.ConstantOf(id)
	if !ok || c.Float {
		return ConstRef{ID: id}
	}
	return ConstRef{ID: id, Known: true, Value: c.Int()}
}

// size reads a size or offset: the id of a constant, or DebugInfoNone for "unknown" (0).
func (r *opReader) size(what string) uint64 {
	c := r.constRef(what)
	if r.err != nil || c.Known || r.dc.isKind(c.ID, DebugInfoNone) {
		return uint64(c.Value)
	}
	r.warn("%s %v is neither a constant nor DebugInfoNone", what, c.ID)
	return 0
}

func (r *opReader) pos() Pos {
	return Pos{Source: r.id("Source"), Line: r.lit("Line"), Column: r.lit("Column")}
}

// ids reads the variadic tail.
func (r *opReader) ids(what string) []ID {
	r.variadic = true
	if r.err != nil {
		return nil
	}
	out := make([]ID, 0, r.left())
	for r.more() {
		out = append(out, r.id(what))
	}
	return out
}

func (r *opReader) optID(what string) ID {
	if !r.more() {
		return 0
	}
	return r.id(what)
}

// decode builds the node of one instruction.
func (dc *decoder) decode(r *opReader) Node {
	b := *r.base
	switch b.Kind {
	case DebugInfoNone:
		return &InfoNone{b}
	case DebugCompilationUnit:
		n := &CompilationUnit{NodeBase: b, Version: r.lit("Version"), DWARFVersion: r.lit("DWARF Version"),
			Source: r.id("Source"), Language: SourceLanguage(r.lit("Language"))}
		if b.Set == SetNonSemantic200 && r.more() {
			n.Producer = r.str("Producer")
		}
		return n
	case DebugSource:
		n := &Source{NodeBase: b, File: r.str("File")}
		if b.Set == SetNonSemantic200 && r.left() >= 2 {
			if c, ok := dc.m.ConstantOf(ID(r.ops[r.i])); ok {
				r.i++
				n.ChecksumKind = [...]string{"MD5", "SHA1", "SHA256", "?"}[min(c.Bits, 3)]
				n.Checksum = r.str("Checksum Value")
			}
		}
		if r.more() {
			n.Text = r.str("Text")
		}
		return n
	case DebugTypeBasic:
		n := &TypeBasic{NodeBase: b, Name: r.str("Name"), Size: r.size("Size"), Encoding: Encoding(r.lit("Encoding"))}
		if r.ns && r.more() {
			n.Flags = Flags(r.lit("Flags"))
		}
		if b.Set == SetNonSemantic101 && r.more() {
			r.lit("FP Encoding") // no DWARF counterpart
		}
		return n
	case DebugTypePointer:
		return &TypePointer{NodeBase: b, BaseType: r.id("Base Type"), StorageClass: StorageClass(r.lit("Storage Class")), Flags: Flags(r.lit("Flags"))}
	case DebugTypeQualifier:
		return &TypeQualifier{NodeBase: b, BaseType: r.id("Base Type"), Qualifier: Qualifier(r.lit("Type Qualifier"))}
	case DebugTypeArray:
		return dc.array(r, b)
	case DebugTypeVector:
		return &TypeVector{NodeBase: b, BaseType: r.id("Base Type"), Count: r.lit("Component Count")}
	case DebugTypedef:
		return &Typedef{NodeBase: b, Name: r.str("Name"), BaseType: r.id("Base Type"), Pos: r.pos(), Parent: r.id("Parent")}
	case DebugTypeFunction:
		return &TypeFunction{NodeBase: b, Flags: Flags(r.lit("Flags")), Return: r.id("Return Type"), Params: r.ids("Parameter Type")}
	case DebugTypeEnum:
		n := &TypeEnum{NodeBase: b, Name: r.str("Name"), Underlying: r.id("Underlying Type"), Pos: r.pos(),
			Parent: r.id("Parent"), Size: r.size("Size"), Flags: Flags(r.lit("Flags"))}
		if r.left()%2 != 0 {
			r.warn("odd enumerator operand count %d; last word ignored", r.left())
		}
		n.Enumerators = make([]Enumerator, 0, r.left()/2)
		for r.left() >= 2 && r.err == nil {
			v := r.constRef("Enumerator Value")
			if !v.Known && r.err == nil {
				r.warn("enumerator value %v is not an integer constant", v.ID)
			}
			n.Enumerators = append(n.Enumerators, Enumerator{Value: v.Value, Name: r.str("Enumerator Name")})
		}
		r.variadic = true
		return n
	case DebugTypeComposite:
		return &TypeComposite{NodeBase: b, Name: r.str("Name"), Tag: CompositeTag(r.lit("Tag")), Pos: r.pos(),
			Parent: r.id("Parent"), LinkageName: r.str("Linkage Name"), Size: r.size("Size"),
			Flags: Flags(r.lit("Flags")), Members: r.ids("Member")}
	case DebugTypeMember:
		n := &TypeMember{NodeBase: b, Name: r.str("Name"), Type: r.id("Type"), Pos: r.pos()}
		if !r.ns {
			n.Parent = r.id("Parent")
		}
		n.Offset, n.Size, n.Flags = r.size("Offset"), r.size("Size"), Flags(r.lit("Flags"))
		if r.more() {
			v := r.constRef("Value")
			n.Value = &v
		}
		return n
	case DebugTypeInheritance:
		n := &TypeInheritance{NodeBase: b}
		if !r.ns {
			n.Child = r.id("Child")
		}
		n.Parent, n.Offset, n.Size, n.Flags = r.id("Parent"), r.size("Offset"), r.size("Size"), Flags(r.lit("Flags"))
		return n
	case DebugTypePtrToMember:
		return &TypePtrToMember{NodeBase: b, MemberType: r.id("Member Type"), Parent: r.id("Parent")}
	case DebugTypeTemplate:
		return &TypeTemplate{NodeBase: b, Target: r.id("Target"), Parameters: r.ids("Parameter")}
	case DebugTypeTemplateParameter:
		return &TypeTemplateParameter{NodeBase: b, Name: r.str("Name"), ActualType: r.id("Actual Type"),
			Value: r.constRef("Value"), Pos: r.pos()}
	case DebugTypeTemplateTemplateParameter, DebugTypeTemplateParameterPack:
		return dc.templateParamOrPack(r, b)
	case DebugGlobalVariable:
		n := &GlobalVariable{NodeBase: b, Name: r.str("Name"), Type: r.id("Type"), Pos: r.pos(), Parent: r.id("Parent"),
			LinkageName: r.str("Linkage Name"), Variable: r.id("Variable"), Flags: Flags(r.lit("Flags"))}
		n.StaticMemberDeclaration = r.optID("Static Member Declaration")
		return n
	case DebugFunctionDeclaration:
		return &FunctionDeclaration{NodeBase: b, Name: r.str("Name"), Type: r.id("Type"), Pos: r.pos(),
			Parent: r.id("Parent"), LinkageName: r.str("Linkage Name"), Flags: Flags(r.lit("Flags"))}
	case DebugFunction:
		n := &Function{NodeBase: b, Name: r.str("Name"), Type: r.id("Type"), Pos: r.pos(), Parent: r.id("Parent"),
			LinkageName: r.str("Linkage Name"), Flags: Flags(r.lit("Flags")), ScopeLine: r.lit("Scope Line")}
		if !r.ns {
			fn := r.id("Function")
			switch {
			case r.err != nil || dc.isKind(fn, DebugInfoNone):
			case dc.m.FunctionByID(fn) != nil:
				n.Definition = fn
			default:
				r.warn("Function operand %v is neither an OpFunction nor DebugInfoNone", fn)
			}
		}
		n.Declaration = r.optID("Declaration")
		return n
	case DebugLexicalBlock:
		n := &LexicalBlock{NodeBase: b, Pos: r.pos(), Parent: r.id("Parent")}
		if r.more() {
			n.Name, n.Namespace = r.str("Name"), true
		}
		return n
	case DebugLexicalBlockDiscriminator:
		return &LexicalBlockDiscriminator{NodeBase: b, Source: r.id("Source"), Discriminator: r.lit("Discriminator"), Parent: r.id("Parent")}
	case DebugScope:
		return &Scope{NodeBase: b, Scope: r.id("Scope"), InlinedAt: r.optID("Inlined At")}
	case DebugNoScope:
		return &NoScope{b}
	case DebugInlinedAt:
		return &InlinedAt{NodeBase: b, Line: r.lit("Line"), Scope: r.id("Scope"), Inlined: r.optID("Inlined")}
	case DebugLocalVariable:
		n := &LocalVariable{NodeBase: b, Name: r.str("Name"), Type: r.id("Type"), Pos: r.pos(), Parent: r.id("Parent"), Flags: Flags(r.lit("Flags"))}
		if r.more() {
			n.ArgNumber = r.lit("Arg Number")
		}
		return n
	case DebugInlinedVariable:
		return &InlinedVariable{NodeBase: b, Variable: r.id("Variable"), Inlined: r.id("Inlined")}
	case DebugDeclare:
		n := &Declare{NodeBase: b, LocalVariable: r.id("Local Variable"), Variable: r.id("Variable"), Expression: r.id("Expression")}
		if r.more() {
			n.Indexes = r.ids("Index")
		}
		return n
	case DebugValue:
		return &Value{NodeBase: b, LocalVariable: r.id("Local Variable"), Value: r.id("Value"), Expression: r.id("Expression"), Indexes: r.ids("Index")}
	case DebugOperation:
		n := &Operation{NodeBase: b, Op: ExprOp(r.lit("OpCode"))}
		n.Operands = make([]uint64, 0, r.left())
		for r.more() {
			if r.ns {
				n.Operands = append(n.Operands, uint64(r.constRef("Operand").Value))
			} else {
				n.Operands = append(n.Operands, uint64(r.word("Operand")))
			}
		}
		r.variadic = true
		if want := n.Op.Operands(); want < 0 {
			r.warn("unknown DebugOperation opcode %d", uint32(n.Op))
		} else if want != len(n.Operands) {
			r.warn("%v takes %d operands, has %d", n.Op, want, len(n.Operands))
		}
		return n
	case DebugExpression:
		return &Expression{NodeBase: b, Operations: r.ids("Operation")}
	case DebugMacroDef:
		n := &MacroDef{NodeBase: b, Source: r.id("Source"), Line: r.lit("Line"), Name: r.str("Name")}
		if r.more() {
			n.Value = r.str("Value")
		}
		return n
	case DebugMacroUndef:
		return &MacroUndef{NodeBase: b, Source: r.id("Source"), Line: r.lit("Line"), Macro: r.id("Macro")}
	case DebugImportedEntity:
		n := &ImportedEntity{NodeBase: b, Name: r.str("Name"), Tag: ImportKind(r.lit("Tag"))}
		// The translator's OpenCL writer leaves a 0 word before Source (reference Q2).
		if !r.ns && r.left() == 6 && r.ops[r.i] == 0 {
			r.i++
		}
		n.Pos.Source = r.id("Source")
		n.Entity = r.id("Entity")
		n.Pos.Line, n.Pos.Column = r.lit("Line"), r.lit("Column")
		n.Parent = r.id("Parent")
		return n
	case DebugModuleINTEL:
		return &ModuleINTEL{NodeBase: b, Name: r.str("Name"), Source: r.id("Source"), Parent: r.id("Parent"),
			Line: r.lit("Line"), ConfigurationMacros: r.str("ConfigurationMacros"), IncludePath: r.str("IncludePath"),
			APINotesFile: r.str("APINotesFile"), IsDeclaration: r.lit("IsDeclaration") != 0}
	}
	if !b.Kind.validIn(b.Set) {
		return dc.unknown(r, b)
	}
	switch b.Kind {
	case DebugFunctionDefinition:
		return &FunctionDefinition{NodeBase: b, Function: r.id("Function"), Definition: r.id("Definition")}
	case DebugSourceContinued:
		return &SourceContinued{NodeBase: b, Text: r.str("Text")}
	case DebugLine:
		return &Line{NodeBase: b, Source: r.id("Source"), LineStart: r.lit("Line Start"), LineEnd: r.lit("Line End"),
			ColumnStart: r.lit("Column Start"), ColumnEnd: r.lit("Column End")}
	case DebugNoLine:
		return &NoLine{b}
	case DebugBuildIdentifier:
		return &BuildIdentifier{NodeBase: b, Identifier: r.str("Identifier"), Flags: r.lit("Flags")}
	case DebugStoragePath:
		return &StoragePath{NodeBase: b, Path: r.str("Path")}
	case DebugEntryPoint:
		return &EntryPoint{NodeBase: b, Function: r.id("Entry Point"), CompilationUnit: r.id("Compilation Unit"),
			CompilerSignature: r.str("Compiler Signature"), Arguments: r.str("Command-line Arguments")}
	case DebugTypeMatrix:
		return &TypeMatrix{NodeBase: b, VectorType: r.id("Vector Type"), VectorCount: r.lit("Vector Count"), ColumnMajor: r.lit("Column Major") != 0}
	case DebugTypeVectorIDEXT:
		return &TypeVectorIDEXT{NodeBase: b, ComponentType: r.id("Component Type"), ComponentCount: r.constRef("Component Count")}
	case DebugTypeCooperativeMatrixKHR:
		return &TypeCooperativeMatrixKHR{NodeBase: b, ComponentType: r.id("Component Type"), Scope: r.constRef("Scope"),
			Rows: r.constRef("Rows"), Columns: r.constRef("Columns"), Use: r.constRef("Use")}
	}
	return dc.unknown(r, b)
}

func (dc *decoder) unknown(r *opReader, b NodeBase) Node {
	r.warn("instruction number %d is not defined by %v; kept undecoded", uint32(b.Kind), b.Set)
	r.variadic = true
	ops := make([]uint32, len(r.ops))
	copy(ops, r.ops)
	return &Unknown{NodeBase: b, Operands: ops}
}

// array reads DebugTypeArray. The translator writes {Base, count1..countN, lower1..lowerN}
// (reference Q3); other producers write counts only.
func (dc *decoder) array(r *opReader, b NodeBase) Node {
	n := &TypeArray{NodeBase: b, BaseType: r.id("Base Type")}
	refs := make([]ConstRef, 0, r.left())
	for r.more() {
		refs = append(refs, r.constRef("Component Count"))
	}
	r.variadic = true
	counts, lowers := refs, []ConstRef(nil)
	if k := len(refs); k >= 2 && k%2 == 0 {
		allNone := true
		for _, c := range refs[k/2:] {
			allNone = allNone && dc.isKind(c.ID, DebugInfoNone)
		}
		if allNone || dc.m.GeneratorTool() == ToolTranslator {
			counts, lowers = refs[:k/2], refs[k/2:]
		}
	}
	n.Dims = make([]Dim, len(counts))
	for i, c := range counts {
		n.Dims[i].Count = c
		if lowers != nil {
			n.Dims[i].Lower = lowers[i]
		}
	}
	return n
}

// templateParamOrPack decides between DebugTypeTemplateTemplateParameter and
// DebugTypeTemplateParameterPack from the operands: the translator swaps the numbers 16 and 17
// (reference Q1). A pack has a DebugSource second; a template template parameter an OpString.
func (dc *decoder) templateParamOrPack(r *opReader, b NodeBase) Node {
	pack := b.Kind == DebugTypeTemplateParameterPack
	if r.left() > 5 {
		pack = true
	} else if r.left() >= 2 {
		switch second := ID(r.ops[r.i+1]); {
		case dc.isKind(second, DebugSource):
			pack = true
		case isString(dc.m, second):
			pack = false
		}
	}
	if pack {
		n := &TypeTemplateParameterPack{NodeBase: b, Name: r.str("Name"), Pos: r.pos(), Parameters: r.ids("Template Parameter")}
		n.Kind = DebugTypeTemplateParameterPack
		return n
	}
	n := &TypeTemplateTemplateParameter{NodeBase: b, Name: r.str("Name"), TemplateName: r.str("Template Name"), Pos: r.pos()}
	n.Kind = DebugTypeTemplateTemplateParameter
	return n
}

func isString(m *Module, id ID) bool { _, ok := m.StringOf(id); return ok }

// splitChecksum moves the translator's "//__CSK_MD5:<hex>" text (reference Q7) to the
// checksum fields.
func (s *Source) splitChecksum() {
	const prefix = "//__CSK_"
	if !strings.HasPrefix(s.Text, prefix) {
		return
	}
	kind, sum, ok := strings.Cut(s.Text[len(prefix):], ":")
	if !ok || strings.ContainsAny(sum, " \n") {
		return
	}
	s.ChecksumKind, s.Checksum, s.Text = kind, strings.ToLower(sum), ""
}

// link fills in what NonSemantic leaves implicit: member and inheritance parents come from the
// composite listing them, the OpFunction of a DebugFunction from DebugFunctionDefinition.
func (dc *decoder) link() {
	d := dc.d
	for _, id := range d.Order {
		switch n := d.Node(id).(type) {
		case *TypeComposite:
			for _, mid := range n.Members {
				switch mem := d.Node(mid).(type) {
				case *TypeMember:
					if mem.Parent == 0 {
						mem.Parent = n.ID
					}
				case *TypeInheritance:
					if mem.Child == 0 {
						mem.Child = n.ID
					}
				}
			}
		case *FunctionDefinition:
			f, ok := d.Node(n.Function).(*Function)
			if !ok {
				dc.m.warn(n.Word, "DebugFunctionDefinition %v: %v is not a DebugFunction", n.ID, n.Function)
				continue
			}
			if dc.m.FunctionByID(n.Definition) == nil {
				dc.m.warn(n.Word, "DebugFunctionDefinition %v: %v is not an OpFunction", n.ID, n.Definition)
				continue
			}
			f.Definition = n.Definition
		}
	}
}
