package spirv

// Node is one decoded debug extended instruction. Every concrete type below embeds NodeBase.
// References to other instructions are kept as ids (forward references are normal); look them
// up with Debug.Node. An id naming DebugInfoNone means "absent" (Debug.IsNone).
type Node interface {
	Base() *NodeBase
}

// NodeBase is what every debug node carries.
type NodeBase struct {
	ID         ID       `json:"id"`
	Kind       ExtOp    `json:"kind"`
	Set        DebugSet `json:"set"`
	Word       int      `json:"word"`                  // word offset of the instruction
	Inst       int      `json:"-"`                     // index in Module.Insts
	InFunction ID       `json:"in_function,omitempty"` // enclosing OpFunction, for body instructions
}

// Base returns the common part of a node.
func (b *NodeBase) Base() *NodeBase { return b }

// Pos is a declaration position: a DebugSource id and line/column (0 when unknown).
type Pos struct {
	Source ID     `json:"source"`
	Line   uint32 `json:"line"`
	Column uint32 `json:"column"`
}

// ConstRef is an id operand that usually names a constant: Known says the value was found.
type ConstRef struct {
	ID    ID    `json:"id"`
	Known bool  `json:"known"`
	Value int64 `json:"value"`
}

// InfoNone is DebugInfoNone.
type InfoNone struct{ NodeBase }

// CompilationUnit is DebugCompilationUnit. Producer is only in NonSemantic.200.
type CompilationUnit struct {
	NodeBase
	Version      uint32         `json:"version"`
	DWARFVersion uint32         `json:"dwarf_version"`
	Source       ID             `json:"source"`
	Language     SourceLanguage `json:"language"`
	Producer     string         `json:"producer,omitempty"`
}

// Source is DebugSource with any DebugSourceContinued text appended. When the text is the
// translator's "//__CSK_<KIND>:<hex>" checksum it is moved to ChecksumKind/Checksum.
type Source struct {
	NodeBase
	File         string `json:"file"`
	Text         string `json:"text,omitempty"`
	ChecksumKind string `json:"checksum_kind,omitempty"` // MD5, SHA1, SHA256
	Checksum     string `json:"checksum,omitempty"`      // lowercase hex
}

// TypeBasic is DebugTypeBasic. Size is in bits.
type TypeBasic struct {
	NodeBase
	Name     string   `json:"name"`
	Size     uint64   `json:"size"`
	Encoding Encoding `json:"encoding"`
	Flags    Flags    `json:"flags"`
}

// TypePointer is DebugTypePointer.
type TypePointer struct {
	NodeBase
	BaseType     ID           `json:"base_type"`
	StorageClass StorageClass `json:"storage_class"`
	Flags        Flags        `json:"flags"`
}

// TypeQualifier is DebugTypeQualifier.
type TypeQualifier struct {
	NodeBase
	BaseType  ID        `json:"base_type"`
	Qualifier Qualifier `json:"qualifier"`
}

// Dim is one dimension of an array: a count (constant, DebugLocalVariable or DebugExpression)
// and an optional lower bound (0 when the producer gave none).
type Dim struct {
	Count ConstRef `json:"count"`
	Lower ConstRef `json:"lower"`
}

// TypeArray is DebugTypeArray, with the translator's trailing lower bounds split off.
type TypeArray struct {
	NodeBase
	BaseType ID    `json:"base_type"`
	Dims     []Dim `json:"dims"`
}

// TypeVector is DebugTypeVector.
type TypeVector struct {
	NodeBase
	BaseType ID     `json:"base_type"`
	Count    uint32 `json:"count"`
}

// Typedef is DebugTypedef.
type Typedef struct {
	NodeBase
	Name     string `json:"name"`
	BaseType ID     `json:"base_type"`
	Pos
	Parent ID `json:"parent"`
}

// TypeFunction is DebugTypeFunction. Return is OpTypeVoid or DebugInfoNone for void.
type TypeFunction struct {
	NodeBase
	Flags  Flags `json:"flags"`
	Return ID    `json:"return"`
	Params []ID  `json:"params"`
}

// Enumerator is one (value, name) pair of a DebugTypeEnum.
type Enumerator struct {
	Name  string `json:"name"`
	Value int64  `json:"value"`
}

// TypeEnum is DebugTypeEnum. Size is in bits.
type TypeEnum struct {
	NodeBase
	Name       string `json:"name"`
	Underlying ID     `json:"underlying"`
	Pos
	Parent      ID           `json:"parent"`
	Size        uint64       `json:"size"`
	Flags       Flags        `json:"flags"`
	Enumerators []Enumerator `json:"enumerators"`
}

// TypeComposite is DebugTypeComposite. Size is in bits (0 when DebugInfoNone).
type TypeComposite struct {
	NodeBase
	Name string       `json:"name"`
	Tag  CompositeTag `json:"tag"`
	Pos
	Parent      ID     `json:"parent"`
	LinkageName string `json:"linkage_name,omitempty"`
	Size        uint64 `json:"size"`
	Flags       Flags  `json:"flags"`
	Members     []ID   `json:"members"`
}

// TypeMember is DebugTypeMember. Offset and Size are in bits. In NonSemantic the parent is the
// composite that lists the member (filled in after decoding).
type TypeMember struct {
	NodeBase
	Name string `json:"name"`
	Type ID     `json:"type"`
	Pos
	Parent ID        `json:"parent"`
	Offset uint64    `json:"offset"`
	Size   uint64    `json:"size"`
	Flags  Flags     `json:"flags"`
	Value  *ConstRef `json:"value,omitempty"` // static member initial value
}

// TypeInheritance is DebugTypeInheritance: Child derives from Parent. In NonSemantic Child is
// the composite that lists it.
type TypeInheritance struct {
	NodeBase
	Child  ID     `json:"child"`
	Parent ID     `json:"parent"`
	Offset uint64 `json:"offset"`
	Size   uint64 `json:"size"`
	Flags  Flags  `json:"flags"`
}

// TypePtrToMember is DebugTypePtrToMember.
type TypePtrToMember struct {
	NodeBase
	MemberType ID `json:"member_type"`
	Parent     ID `json:"parent"`
}

// TypeTemplate is DebugTypeTemplate. Producers use its id in place of Target (reference Q15).
type TypeTemplate struct {
	NodeBase
	Target     ID   `json:"target"`
	Parameters []ID `json:"parameters"`
}

// TypeTemplateParameter is DebugTypeTemplateParameter; Value.ID is DebugInfoNone for a type
// parameter.
type TypeTemplateParameter struct {
	NodeBase
	Name       string   `json:"name"`
	ActualType ID       `json:"actual_type"`
	Value      ConstRef `json:"value"`
	Pos
}

// TypeTemplateTemplateParameter is DebugTypeTemplateTemplateParameter.
type TypeTemplateTemplateParameter struct {
	NodeBase
	Name         string `json:"name"`
	TemplateName string `json:"template_name"`
	Pos
}

// TypeTemplateParameterPack is DebugTypeTemplateParameterPack.
type TypeTemplateParameterPack struct {
	NodeBase
	Name string `json:"name"`
	Pos
	Parameters []ID `json:"parameters"`
}

// GlobalVariable is DebugGlobalVariable. Variable is an OpVariable, a constant, a
// DebugExpression or DebugInfoNone.
type GlobalVariable struct {
	NodeBase
	Name string `json:"name"`
	Type ID     `json:"type"`
	Pos
	Parent                  ID     `json:"parent"`
	LinkageName             string `json:"linkage_name,omitempty"`
	Variable                ID     `json:"variable"`
	Flags                   Flags  `json:"flags"`
	StaticMemberDeclaration ID     `json:"static_member_declaration,omitempty"`
}

// FunctionDeclaration is DebugFunctionDeclaration.
type FunctionDeclaration struct {
	NodeBase
	Name string `json:"name"`
	Type ID     `json:"type"`
	Pos
	Parent      ID     `json:"parent"`
	LinkageName string `json:"linkage_name,omitempty"`
	Flags       Flags  `json:"flags"`
}

// Function is DebugFunction. Definition is the OpFunction it describes (OpenCL: its Function
// operand; NonSemantic: from DebugFunctionDefinition), 0 when there is none.
type Function struct {
	NodeBase
	Name string `json:"name"`
	Type ID     `json:"type"`
	Pos
	Parent      ID     `json:"parent"`
	LinkageName string `json:"linkage_name,omitempty"`
	Flags       Flags  `json:"flags"`
	ScopeLine   uint32 `json:"scope_line"`
	Definition  ID     `json:"definition"`
	Declaration ID     `json:"declaration,omitempty"`
}

// LexicalBlock is DebugLexicalBlock; with a Name it is a C++ namespace.
type LexicalBlock struct {
	NodeBase
	Pos
	Parent    ID     `json:"parent"`
	Name      string `json:"name,omitempty"`
	Namespace bool   `json:"namespace"`
}

// LexicalBlockDiscriminator is DebugLexicalBlockDiscriminator.
type LexicalBlockDiscriminator struct {
	NodeBase
	Source        ID     `json:"source"`
	Discriminator uint32 `json:"discriminator"`
	Parent        ID     `json:"parent"`
}

// Scope is DebugScope.
type Scope struct {
	NodeBase
	Scope     ID `json:"scope"`
	InlinedAt ID `json:"inlined_at,omitempty"`
}

// NoScope is DebugNoScope.
type NoScope struct{ NodeBase }

// InlinedAt is DebugInlinedAt: the call site (Line in Scope), chained through Inlined.
type InlinedAt struct {
	NodeBase
	Line    uint32 `json:"line"`
	Scope   ID     `json:"scope"`
	Inlined ID     `json:"inlined,omitempty"`
}

// LocalVariable is DebugLocalVariable; ArgNumber is 0 for a non-parameter.
type LocalVariable struct {
	NodeBase
	Name string `json:"name"`
	Type ID     `json:"type"`
	Pos
	Parent    ID     `json:"parent"`
	Flags     Flags  `json:"flags"`
	ArgNumber uint32 `json:"arg_number,omitempty"`
}

// InlinedVariable is DebugInlinedVariable.
type InlinedVariable struct {
	NodeBase
	Variable ID `json:"variable"`
	Inlined  ID `json:"inlined"`
}

// Declare is DebugDeclare: LocalVariable lives in the memory Variable points to.
type Declare struct {
	NodeBase
	LocalVariable ID   `json:"local_variable"`
	Variable      ID   `json:"variable"`
	Expression    ID   `json:"expression"`
	Indexes       []ID `json:"indexes,omitempty"`
}

// Value is DebugValue: LocalVariable has the value Value from here on.
type Value struct {
	NodeBase
	LocalVariable ID   `json:"local_variable"`
	Value         ID   `json:"value"`
	Expression    ID   `json:"expression"`
	Indexes       []ID `json:"indexes,omitempty"`
}

// Operation is DebugOperation with its operands (constants resolved in NonSemantic).
type Operation struct {
	NodeBase
	Op       ExprOp   `json:"op"`
	Operands []uint64 `json:"operands"`
}

// Expression is DebugExpression: a list of DebugOperation ids.
type Expression struct {
	NodeBase
	Operations []ID `json:"operations"`
}

// MacroDef is DebugMacroDef.
type MacroDef struct {
	NodeBase
	Source ID     `json:"source"`
	Line   uint32 `json:"line"`
	Name   string `json:"name"`
	Value  string `json:"value,omitempty"`
}

// MacroUndef is DebugMacroUndef.
type MacroUndef struct {
	NodeBase
	Source ID     `json:"source"`
	Line   uint32 `json:"line"`
	Macro  ID     `json:"macro"`
}

// ImportedEntity is DebugImportedEntity (the translator's 8-operand form is read too).
type ImportedEntity struct {
	NodeBase
	Name   string     `json:"name"`
	Tag    ImportKind `json:"tag"`
	Entity ID         `json:"entity"`
	Pos
	Parent ID `json:"parent"`
}

// ModuleINTEL is the grammar's DebugModuleINTEL (a Clang module / Fortran module).
type ModuleINTEL struct {
	NodeBase
	Name                string `json:"name"`
	Source              ID     `json:"source"`
	Parent              ID     `json:"parent"`
	Line                uint32 `json:"line"`
	ConfigurationMacros string `json:"configuration_macros,omitempty"`
	IncludePath         string `json:"include_path,omitempty"`
	APINotesFile        string `json:"api_notes_file,omitempty"`
	IsDeclaration       bool   `json:"is_declaration"`
}

// FunctionDefinition is NonSemantic DebugFunctionDefinition.
type FunctionDefinition struct {
	NodeBase
	Function   ID `json:"function"`   // the DebugFunction
	Definition ID `json:"definition"` // the OpFunction
}

// SourceContinued is NonSemantic DebugSourceContinued (its text is also appended to the Source).
type SourceContinued struct {
	NodeBase
	Text string `json:"text"`
}

// Line is NonSemantic DebugLine.
type Line struct {
	NodeBase
	Source      ID     `json:"source"`
	LineStart   uint32 `json:"line_start"`
	LineEnd     uint32 `json:"line_end"`
	ColumnStart uint32 `json:"column_start"`
	ColumnEnd   uint32 `json:"column_end"`
}

// NoLine is NonSemantic DebugNoLine.
type NoLine struct{ NodeBase }

// BuildIdentifier is NonSemantic DebugBuildIdentifier.
type BuildIdentifier struct {
	NodeBase
	Identifier string `json:"identifier"`
	Flags      uint32 `json:"flags"`
}

// StoragePath is NonSemantic DebugStoragePath.
type StoragePath struct {
	NodeBase
	Path string `json:"path"`
}

// EntryPoint is NonSemantic DebugEntryPoint.
type EntryPoint struct {
	NodeBase
	Function          ID     `json:"function"` // the DebugFunction
	CompilationUnit   ID     `json:"compilation_unit"`
	CompilerSignature string `json:"compiler_signature"`
	Arguments         string `json:"arguments"`
}

// TypeMatrix is NonSemantic DebugTypeMatrix.
type TypeMatrix struct {
	NodeBase
	VectorType  ID     `json:"vector_type"`
	VectorCount uint32 `json:"vector_count"`
	ColumnMajor bool   `json:"column_major"`
}

// TypeVectorIDEXT is NonSemantic.101 DebugTypeVectorIdEXT (the count may be a spec constant).
type TypeVectorIDEXT struct {
	NodeBase
	ComponentType  ID       `json:"component_type"`
	ComponentCount ConstRef `json:"component_count"`
}

// TypeCooperativeMatrixKHR is NonSemantic.101 DebugTypeCooperativeMatrixKHR.
type TypeCooperativeMatrixKHR struct {
	NodeBase
	ComponentType ID       `json:"component_type"`
	Scope         ConstRef `json:"scope"`
	Rows          ConstRef `json:"rows"`
	Columns       ConstRef `json:"columns"`
	Use           ConstRef `json:"use"`
}

// Unknown is an instruction number the set does not define (vendor extensions); its operand
// words are kept.
type Unknown struct {
	NodeBase
	Operands []uint32 `json:"operands"`
}
