package spirv

import (
	"strconv"
	"strings"
)

// name looks v up in a table and falls back to "Type(v)".
func name[T ~uint32 | ~uint16](tab map[T]string, typ string, v T) string {
	if s, ok := tab[v]; ok {
		return s
	}
	return typ + "(" + strconv.FormatUint(uint64(v), 10) + ")"
}

// DebugSet identifies which debug extended instruction set an instruction belongs to.
type DebugSet uint32

const (
	SetNone           DebugSet = iota
	SetOpenCL100               // "OpenCL.DebugInfo.100"
	SetLegacy                  // "SPIRV.debug": same numbering as OpenCL.DebugInfo.100
	SetNonSemantic100          // "NonSemantic.Shader.DebugInfo.100"
	SetNonSemantic101          // "NonSemantic.Shader.DebugInfo.101"
	SetNonSemantic200          // "NonSemantic.Shader.DebugInfo.200" (translator-private)
	numDebugSets
)

var debugSetNames = map[DebugSet]string{
	SetNone:           "none",
	SetOpenCL100:      "OpenCL.DebugInfo.100",
	SetLegacy:         "SPIRV.debug",
	SetNonSemantic100: "NonSemantic.Shader.DebugInfo.100",
	SetNonSemantic101: "NonSemantic.Shader.DebugInfo.101",
	SetNonSemantic200: "NonSemantic.Shader.DebugInfo.200",
}

func (s DebugSet) String() string { return name(debugSetNames, "DebugSet", s) }

// MarshalText makes JSON show the name.
func (s DebugSet) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// NonSemantic reports whether every operand of the set's instructions is an id.
func (s DebugSet) NonSemantic() bool {
	return s == SetNonSemantic100 || s == SetNonSemantic101 || s == SetNonSemantic200
}

// debugSetByName maps an OpExtInstImport name to the set, SetNone when it is not a debug set.
func debugSetByName(n string) DebugSet {
	for s := SetOpenCL100; s < numDebugSets; s++ {
		if debugSetNames[s] == n {
			return s
		}
	}
	return SetNone
}

// ExtOp is the instruction number of a debug extended instruction.
type ExtOp uint32

// Instruction numbers shared by both sets (0-35), the grammar's Intel addition (36) and the
// NonSemantic-only ones (101-110).
const (
	DebugInfoNone                      ExtOp = 0
	DebugCompilationUnit               ExtOp = 1
	DebugTypeBasic                     ExtOp = 2
	DebugTypePointer                   ExtOp = 3
	DebugTypeQualifier                 ExtOp = 4
	DebugTypeArray                     ExtOp = 5
	DebugTypeVector                    ExtOp = 6
	DebugTypedef                       ExtOp = 7
	DebugTypeFunction                  ExtOp = 8
	DebugTypeEnum                      ExtOp = 9
	DebugTypeComposite                 ExtOp = 10
	DebugTypeMember                    ExtOp = 11
	DebugTypeInheritance               ExtOp = 12
	DebugTypePtrToMember               ExtOp = 13
	DebugTypeTemplate                  ExtOp = 14
	DebugTypeTemplateParameter         ExtOp = 15
	DebugTypeTemplateTemplateParameter ExtOp = 16
	DebugTypeTemplateParameterPack     ExtOp = 17
	DebugGlobalVariable                ExtOp = 18
	DebugFunctionDeclaration           ExtOp = 19
	DebugFunction                      ExtOp = 20
	DebugLexicalBlock                  ExtOp = 21
	DebugLexicalBlockDiscriminator     ExtOp = 22
	DebugScope                         ExtOp = 23
	DebugNoScope                       ExtOp = 24
	DebugInlinedAt                     ExtOp = 25
	DebugLocalVariable                 ExtOp = 26
	DebugInlinedVariable               ExtOp = 27
	DebugDeclare                       ExtOp = 28
	DebugValue                         ExtOp = 29
	DebugOperation                     ExtOp = 30
	DebugExpression                    ExtOp = 31
	DebugMacroDef                      ExtOp = 32
	DebugMacroUndef                    ExtOp = 33
	DebugImportedEntity                ExtOp = 34
	DebugSource                        ExtOp = 35
	DebugModuleINTEL                   ExtOp = 36
	DebugFunctionDefinition            ExtOp = 101
	DebugSourceContinued               ExtOp = 102
	DebugLine                          ExtOp = 103
	DebugNoLine                        ExtOp = 104
	DebugBuildIdentifier               ExtOp = 105
	DebugStoragePath                   ExtOp = 106
	DebugEntryPoint                    ExtOp = 107
	DebugTypeMatrix                    ExtOp = 108
	DebugTypeVectorIDEXT               ExtOp = 109
	DebugTypeCooperativeMatrixKHR      ExtOp = 110
)

var extOpNames = map[ExtOp]string{
	DebugInfoNone:                      "DebugInfoNone",
	DebugCompilationUnit:               "DebugCompilationUnit",
	DebugTypeBasic:                     "DebugTypeBasic",
	DebugTypePointer:                   "DebugTypePointer",
	DebugTypeQualifier:                 "DebugTypeQualifier",
	DebugTypeArray:                     "DebugTypeArray",
	DebugTypeVector:                    "DebugTypeVector",
	DebugTypedef:                       "DebugTypedef",
	DebugTypeFunction:                  "DebugTypeFunction",
	DebugTypeEnum:                      "DebugTypeEnum",
	DebugTypeComposite:                 "DebugTypeComposite",
	DebugTypeMember:                    "DebugTypeMember",
	DebugTypeInheritance:               "DebugTypeInheritance",
	DebugTypePtrToMember:               "DebugTypePtrToMember",
	DebugTypeTemplate:                  "DebugTypeTemplate",
	DebugTypeTemplateParameter:         "DebugTypeTemplateParameter",
	DebugTypeTemplateTemplateParameter: "DebugTypeTemplateTemplateParameter",
	DebugTypeTemplateParameterPack:     "DebugTypeTemplateParameterPack",
	DebugGlobalVariable:                "DebugGlobalVariable",
	DebugFunctionDeclaration:           "DebugFunctionDeclaration",
	DebugFunction:                      "DebugFunction",
	DebugLexicalBlock:                  "DebugLexicalBlock",
	DebugLexicalBlockDiscriminator:     "DebugLexicalBlockDiscriminator",
	DebugScope:                         "DebugScope",
	DebugNoScope:                       "DebugNoScope",
	DebugInlinedAt:                     "DebugInlinedAt",
	DebugLocalVariable:                 "DebugLocalVariable",
	DebugInlinedVariable:               "DebugInlinedVariable",
	DebugDeclare:                       "DebugDeclare",
	DebugValue:                         "DebugValue",
	DebugOperation:                     "DebugOperation",
	DebugExpression:                    "DebugExpression",
	DebugMacroDef:                      "DebugMacroDef",
	DebugMacroUndef:                    "DebugMacroUndef",
	DebugImportedEntity:                "DebugImportedEntity",
	DebugSource:                        "DebugSource",
	DebugModuleINTEL:                   "DebugModuleINTEL",
	DebugFunctionDefinition:            "DebugFunctionDefinition",
	DebugSourceContinued:               "DebugSourceContinued",
	DebugLine:                          "DebugLine",
	DebugNoLine:                        "DebugNoLine",
	DebugBuildIdentifier:               "DebugBuildIdentifier",
	DebugStoragePath:                   "DebugStoragePath",
	DebugEntryPoint:                    "DebugEntryPoint",
	DebugTypeMatrix:                    "DebugTypeMatrix",
	DebugTypeVectorIDEXT:               "DebugTypeVectorIdEXT",
	DebugTypeCooperativeMatrixKHR:      "DebugTypeCooperativeMatrixKHR",
}

func (op ExtOp) String() string { return name(extOpNames, "DebugOp", op) }

// MarshalText makes JSON show the name.
func (op ExtOp) MarshalText() ([]byte, error) { return []byte(op.String()), nil }

// validIn reports whether op is defined in set s (numbers above 36 only exist in NonSemantic).
func (op ExtOp) validIn(s DebugSet) bool {
	switch {
	case op <= DebugModuleINTEL:
		return true
	case op >= DebugFunctionDefinition && op <= DebugTypeMatrix:
		return s.NonSemantic()
	case op == DebugTypeVectorIDEXT || op == DebugTypeCooperativeMatrixKHR:
		return s == SetNonSemantic101
	}
	return false
}

// Flags is DebugInfoFlags. The access field (bits 0-1) is a 2-bit value: 1 protected,
// 2 private, 3 public.
type Flags uint32

const (
	FlagIsProtected           Flags = 1 << 0
	FlagIsPrivate             Flags = 1 << 1
	FlagIsPublic              Flags = FlagIsProtected | FlagIsPrivate
	FlagIsLocal               Flags = 1 << 2
	FlagIsDefinition          Flags = 1 << 3
	FlagFwdDecl               Flags = 1 << 4
	FlagArtificial            Flags = 1 << 5
	FlagExplicit              Flags = 1 << 6
	FlagPrototyped            Flags = 1 << 7
	FlagObjectPointer         Flags = 1 << 8
	FlagStaticMember          Flags = 1 << 9
	FlagIndirectVariable      Flags = 1 << 10
	FlagLValueReference       Flags = 1 << 11
	FlagRValueReference       Flags = 1 << 12
	FlagIsOptimized           Flags = 1 << 13
	FlagIsEnumClass           Flags = 1 << 14
	FlagTypePassByValue       Flags = 1 << 15
	FlagTypePassByReference   Flags = 1 << 16
	FlagUnknownPhysicalLayout Flags = 1 << 17 // NonSemantic only
	FlagBitField              Flags = 1 << 18 // translator-private, NonSemantic path
)

// flagNames names the single-bit flags from bit 2 up; bits 0-1 are the access field.
var flagNames = [...]string{
	2: "FlagIsLocal", "FlagIsDefinition", "FlagFwdDecl", "FlagArtificial", "FlagExplicit",
	"FlagPrototyped", "FlagObjectPointer", "FlagStaticMember", "FlagIndirectVariable",
	"FlagLValueReference", "FlagRValueReference", "FlagIsOptimized", "FlagIsEnumClass",
	"FlagTypePassByValue", "FlagTypePassByReference", "FlagUnknownPhysicalLayout", "FlagBitField",
}

var accessNames = [4]string{"", "FlagIsProtected", "FlagIsPrivate", "FlagIsPublic"}

// Access returns the 2-bit access field: 0 none, 1 protected, 2 private, 3 public.
func (f Flags) Access() uint32 { return uint32(f & FlagIsPublic) }

// Has reports whether every bit of g is set in f (for single-bit flags).
func (f Flags) Has(g Flags) bool { return f&g == g }

func (f Flags) String() string {
	if f == 0 {
		return "None"
	}
	var parts []string
	if a := f.Access(); a != 0 {
		parts = append(parts, accessNames[a])
	}
	rest := f &^ FlagIsPublic
	for b := 2; b < len(flagNames); b++ {
		if rest&(1<<b) != 0 {
			parts = append(parts, flagNames[b])
			rest &^= 1 << b
		}
	}
	if rest != 0 {
		parts = append(parts, "0x"+strconv.FormatUint(uint64(rest), 16))
	}
	return strings.Join(parts, "|")
}

// MarshalText makes JSON show the names.
func (f Flags) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// Encoding is DebugBaseTypeAttributeEncoding.
type Encoding uint32

const (
	EncUnspecified  Encoding = 0
	EncAddress      Encoding = 1
	EncBoolean      Encoding = 2
	EncFloat        Encoding = 3
	EncSigned       Encoding = 4
	EncSignedChar   Encoding = 5
	EncUnsigned     Encoding = 6
	EncUnsignedChar Encoding = 7
	EncComplex      Encoding = 8 // translator-private (NonSemantic.200)
)

var encodingNames = map[Encoding]string{
	EncUnspecified: "Unspecified", EncAddress: "Address", EncBoolean: "Boolean", EncFloat: "Float",
	EncSigned: "Signed", EncSignedChar: "SignedChar", EncUnsigned: "Unsigned",
	EncUnsignedChar: "UnsignedChar", EncComplex: "Complex",
}

func (e Encoding) String() string { return name(encodingNames, "Encoding", e) }

// MarshalText makes JSON show the name.
func (e Encoding) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// CompositeTag is DebugCompositeType.
type CompositeTag uint32

const (
	TagClass     CompositeTag = 0
	TagStructure CompositeTag = 1
	TagUnion     CompositeTag = 2
)

var compositeTagNames = map[CompositeTag]string{TagClass: "Class", TagStructure: "Structure", TagUnion: "Union"}

func (t CompositeTag) String() string { return name(compositeTagNames, "CompositeTag", t) }

// MarshalText makes JSON show the name.
func (t CompositeTag) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// Qualifier is DebugTypeQualifier.
type Qualifier uint32

const (
	QualConst    Qualifier = 0
	QualVolatile Qualifier = 1
	QualRestrict Qualifier = 2
	QualAtomic   Qualifier = 3
)

var qualifierNames = map[Qualifier]string{
	QualConst: "ConstType", QualVolatile: "VolatileType", QualRestrict: "RestrictType", QualAtomic: "AtomicType",
}

func (q Qualifier) String() string { return name(qualifierNames, "Qualifier", q) }

// MarshalText makes JSON show the name.
func (q Qualifier) MarshalText() ([]byte, error) { return []byte(q.String()), nil }

// ImportKind is DebugImportedEntity.
type ImportKind uint32

const (
	ImportedModule      ImportKind = 0
	ImportedDeclaration ImportKind = 1
)

var importKindNames = map[ImportKind]string{ImportedModule: "ImportedModule", ImportedDeclaration: "ImportedDeclaration"}

func (k ImportKind) String() string { return name(importKindNames, "ImportKind", k) }

// MarshalText makes JSON show the name.
func (k ImportKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// ExprOp is a DebugOperation opcode. 0-9 are the specification's; 10-167 are the translator's
// extension (--spirv-allow-extra-diexpressions, NonSemantic.200).
type ExprOp uint32

const (
	ExprDeref      ExprOp = 0
	ExprPlus       ExprOp = 1
	ExprMinus      ExprOp = 2
	ExprPlusUconst ExprOp = 3
	ExprBitPiece   ExprOp = 4
	ExprSwap       ExprOp = 5
	ExprXderef     ExprOp = 6
	ExprStackValue ExprOp = 7
	ExprConstu     ExprOp = 8
	ExprFragment   ExprOp = 9
	ExprConvert    ExprOp = 10
	ExprAddr       ExprOp = 11
	ExprConsts     ExprOp = 20
	ExprLit0       ExprOp = 46
	ExprReg0       ExprOp = 78
	ExprBreg0      ExprOp = 110
	ExprRegx       ExprOp = 142
	ExprFbreg      ExprOp = 143
	ExprBregx      ExprOp = 144
	ExprPiece      ExprOp = 145
	ExprLLVMArg    ExprOp = 165
	ExprTagOffset  ExprOp = 167
	numExprOps            = 168
)

// exprOpInfo is one row of the DebugOperation table: name, DWARF opcode (LLVM-internal values
// above 0xff for DW_OP_LLVM_*), and operand count after the opcode.
type exprOpInfo struct {
	name  string
	dwarf uint16
	nargs uint8
}

// exprOps is indexed by ExprOp; the families Lit/Reg/Breg are filled in by init.
var exprOps = [numExprOps]exprOpInfo{
	0: {"Deref", 0x06, 0}, {"Plus", 0x22, 0}, {"Minus", 0x1c, 0}, {"PlusUconst", 0x23, 1},
	{"BitPiece", 0x9d, 2}, {"Swap", 0x16, 0}, {"Xderef", 0x18, 0}, {"StackValue", 0x9f, 0},
	{"Constu", 0x10, 1}, {"Fragment", 0x1000, 2}, {"Convert", 0x1001, 2}, {"Addr", 0x03, 1},
	{"Const1u", 0x08, 1}, {"Const1s", 0x09, 1}, {"Const2u", 0x0a, 1}, {"Const2s", 0x0b, 1},
	{"Const4u", 0x0c, 1}, {"Const4s", 0x0d, 1}, {"Const8u", 0x0e, 1}, {"Const8s", 0x0f, 1},
	{"Consts", 0x11, 1}, {"Dup", 0x12, 0}, {"Drop", 0x13, 0}, {"Over", 0x14, 0}, {"Pick", 0x15, 0},
	{"Rot", 0x17, 0}, {"Abs", 0x19, 0}, {"And", 0x1a, 0}, {"Div", 0x1b, 0}, {"Mod", 0x1d, 0},
	{"Mul", 0x1e, 0}, {"Neg", 0x1f, 0}, {"Not", 0x20, 0}, {"Or", 0x21, 0}, {"Shl", 0x24, 0},
	{"Shr", 0x25, 0}, {"Shra", 0x26, 0}, {"Xor", 0x27, 0}, {"Bra", 0x28, 1}, {"Eq", 0x29, 0},
	{"Ge", 0x2a, 0}, {"Gt", 0x2b, 0}, {"Le", 0x2c, 0}, {"Lt", 0x2d, 0}, {"Ne", 0x2e, 0},
	{"Skip", 0x2f, 1},
	142: {"Regx", 0x90, 1}, {"Fbreg", 0x91, 0}, {"Bregx", 0x92, 2}, {"Piece", 0x93, 1},
	{"DerefSize", 0x94, 1}, {"XderefSize", 0x95, 1}, {"Nop", 0x96, 0}, {"PushObjectAddress", 0x97, 0},
	{"Call2", 0x98, 1}, {"Call4", 0x99, 1}, {"CallRef", 0x9a, 1}, {"FormTlsAddress", 0x9b, 0},
	{"CallFrameCfa", 0x9c, 0}, {"ImplicitValue", 0x9e, 2}, {"ImplicitPointer", 0xa0, 2},
	{"Addrx", 0xa1, 1}, {"Constx", 0xa2, 1}, {"EntryValue", 0xa3, 2}, {"ConstTypeOp", 0xa4, 3},
	{"RegvalType", 0xa5, 2}, {"DerefType", 0xa6, 2}, {"XderefType", 0xa7, 2}, {"Reinterpret", 0xa9, 1},
	{"LLVMArg", 0x1005, 1}, {"ImplicitPointerTag", 0x1004, 1}, {"TagOffset", 0x1002, 1},
}

func init() {
	for i := range 32 {
		s := strconv.Itoa(i)
		exprOps[int(ExprLit0)+i] = exprOpInfo{"Lit" + s, uint16(0x30 + i), 0}
		exprOps[int(ExprReg0)+i] = exprOpInfo{"Reg" + s, uint16(0x50 + i), 0}
		exprOps[int(ExprBreg0)+i] = exprOpInfo{"Breg" + s, uint16(0x70 + i), 1}
	}
}

func (op ExprOp) String() string {
	if op < numExprOps {
		return exprOps[op].name
	}
	return "ExprOp(" + strconv.FormatUint(uint64(op), 10) + ")"
}

// MarshalText makes JSON show the name.
func (op ExprOp) MarshalText() ([]byte, error) { return []byte(op.String()), nil }

// DWARF returns the DWARF operation the translator maps op to (0x1000 and up are LLVM's
// internal DW_OP_LLVM_* numbers) and whether op is known.
func (op ExprOp) DWARF() (uint16, bool) {
	if op < numExprOps {
		return exprOps[op].dwarf, true
	}
	return 0, false
}

// Operands returns how many operand words follow op, or -1 when op is unknown.
func (op ExprOp) Operands() int {
	if op < numExprOps {
		return int(exprOps[op].nargs)
	}
	return -1
}

// SourceLanguage is the core SourceLanguage enum.
type SourceLanguage uint32

const (
	LangUnknown      SourceLanguage = 0
	LangESSL         SourceLanguage = 1
	LangGLSL         SourceLanguage = 2
	LangOpenCLC      SourceLanguage = 3
	LangOpenCLCPP    SourceLanguage = 4
	LangHLSL         SourceLanguage = 5
	LangCPPForOpenCL SourceLanguage = 6
	LangSYCL         SourceLanguage = 7
	LangHEROC        SourceLanguage = 8
	LangNZSL         SourceLanguage = 9
	LangWGSL         SourceLanguage = 10
	LangSlang        SourceLanguage = 11
	LangZig          SourceLanguage = 12
	LangRust         SourceLanguage = 13
)

var sourceLanguageNames = map[SourceLanguage]string{
	LangUnknown: "Unknown", LangESSL: "ESSL", LangGLSL: "GLSL", LangOpenCLC: "OpenCL_C",
	LangOpenCLCPP: "OpenCL_CPP", LangHLSL: "HLSL", LangCPPForOpenCL: "CPP_for_OpenCL", LangSYCL: "SYCL",
	LangHEROC: "HERO_C", LangNZSL: "NZSL", LangWGSL: "WGSL", LangSlang: "Slang", LangZig: "Zig",
	LangRust: "Rust",
}

func (l SourceLanguage) String() string { return name(sourceLanguageNames, "SourceLanguage", l) }

// MarshalText makes JSON show the name.
func (l SourceLanguage) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// StorageClass is the core StorageClass enum, plus the translator's ~0 "no address space".
type StorageClass uint32

const (
	StorageUniformConstant  StorageClass = 0
	StorageInput            StorageClass = 1
	StorageUniform          StorageClass = 2
	StorageOutput           StorageClass = 3
	StorageWorkgroup        StorageClass = 4
	StorageCrossWorkgroup   StorageClass = 5
	StoragePrivate          StorageClass = 6
	StorageFunction         StorageClass = 7
	StorageGeneric          StorageClass = 8
	StoragePushConstant     StorageClass = 9
	StorageAtomicCounter    StorageClass = 10
	StorageImage            StorageClass = 11
	StorageStorageBuffer    StorageClass = 12
	StoragePhysicalStorage  StorageClass = 5349
	StorageCodeSectionINTEL StorageClass = 5605
	StorageDeviceOnlyINTEL  StorageClass = 5936
	StorageHostOnlyINTEL    StorageClass = 5937
	StorageNone             StorageClass = 0xFFFFFFFF // translator: pointer without an address space
)

var storageClassNames = map[StorageClass]string{
	StorageUniformConstant: "UniformConstant", StorageInput: "Input", StorageUniform: "Uniform",
	StorageOutput: "Output", StorageWorkgroup: "Workgroup", StorageCrossWorkgroup: "CrossWorkgroup",
	StoragePrivate: "Private", StorageFunction: "Function", StorageGeneric: "Generic",
	StoragePushConstant: "PushConstant", StorageAtomicCounter: "AtomicCounter", StorageImage: "Image",
	StorageStorageBuffer: "StorageBuffer", StoragePhysicalStorage: "PhysicalStorageBuffer",
	StorageCodeSectionINTEL: "CodeSectionINTEL", StorageDeviceOnlyINTEL: "DeviceOnlyINTEL",
	StorageHostOnlyINTEL: "HostOnlyINTEL", StorageNone: "None",
}

func (c StorageClass) String() string { return name(storageClassNames, "StorageClass", c) }

// MarshalText makes JSON show the name.
func (c StorageClass) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// spirAddressSpace maps a storage class to the SPIR address space the translator gives LLVM,
// which LLVM emits as DW_AT_address_class.
var spirAddressSpace = map[StorageClass]uint32{
	StorageFunction: 0, StorageCrossWorkgroup: 1, StorageUniformConstant: 2, StorageWorkgroup: 3,
	StorageGeneric: 4, StorageDeviceOnlyINTEL: 5, StorageHostOnlyINTEL: 6, StorageInput: 7,
	StorageCodeSectionINTEL: 9,
}

// AddressSpace returns the SPIR address space (DW_AT_address_class value) of the storage class,
// false when it has none (StorageNone, or a class the translator does not map).
func (c StorageClass) AddressSpace() (uint32, bool) {
	as, ok := spirAddressSpace[c]
	return as, ok
}
