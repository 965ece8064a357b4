package spirv

import "strconv"

// Opcode is a core SPIR-V instruction opcode (the low 16 bits of an instruction's first word).
type Opcode uint16

// The core opcodes hdwarf reads or must recognise to find result ids. Numbers are from the
// SPIR-V unified grammar.
const (
	OpNop                       Opcode = 0
	OpUndef                     Opcode = 1
	OpSourceContinued           Opcode = 2
	OpSource                    Opcode = 3
	OpSourceExtension           Opcode = 4
	OpName                      Opcode = 5
	OpMemberName                Opcode = 6
	OpString                    Opcode = 7
	OpLine                      Opcode = 8
	OpExtension                 Opcode = 10
	OpExtInstImport             Opcode = 11
	OpExtInst                   Opcode = 12
	OpMemoryModel               Opcode = 14
	OpEntryPoint                Opcode = 15
	OpExecutionMode             Opcode = 16
	OpCapability                Opcode = 17
	OpTypeVoid                  Opcode = 19
	OpTypeBool                  Opcode = 20
	OpTypeInt                   Opcode = 21
	OpTypeFloat                 Opcode = 22
	OpTypeVector                Opcode = 23
	OpTypeMatrix                Opcode = 24
	OpTypeImage                 Opcode = 25
	OpTypeSampler               Opcode = 26
	OpTypeSampledImage          Opcode = 27
	OpTypeArray                 Opcode = 28
	OpTypeRuntimeArray          Opcode = 29
	OpTypeStruct                Opcode = 30
	OpTypeOpaque                Opcode = 31
	OpTypePointer               Opcode = 32
	OpTypeFunction              Opcode = 33
	OpTypeEvent                 Opcode = 34
	OpTypeDeviceEvent           Opcode = 35
	OpTypeReserveID             Opcode = 36
	OpTypeQueue                 Opcode = 37
	OpTypePipe                  Opcode = 38
	OpTypeForwardPointer        Opcode = 39
	OpConstantTrue              Opcode = 41
	OpConstantFalse             Opcode = 42
	OpConstant                  Opcode = 43
	OpConstantComposite         Opcode = 44
	OpConstantSampler           Opcode = 45
	OpConstantNull              Opcode = 46
	OpSpecConstantTrue          Opcode = 48
	OpSpecConstantFalse         Opcode = 49
	OpSpecConstant              Opcode = 50
	OpSpecConstantComposite     Opcode = 51
	OpSpecConstantOp            Opcode = 52
	OpFunction                  Opcode = 54
	OpFunctionParameter         Opcode = 55
	OpFunctionEnd               Opcode = 56
	OpFunctionCall              Opcode = 57
	OpVariable                  Opcode = 59
	OpImageTexelPointer         Opcode = 60
	OpLoad                      Opcode = 61
	OpStore                     Opcode = 62
	OpCopyMemory                Opcode = 63
	OpCopyMemorySized           Opcode = 64
	OpAccessChain               Opcode = 65
	OpInBoundsAccessChain       Opcode = 66
	OpPtrAccessChain            Opcode = 67
	OpArrayLength               Opcode = 68
	OpGenericPtrMemSemantics    Opcode = 69
	OpInBoundsPtrAccessChain    Opcode = 70
	OpDecorate                  Opcode = 71
	OpMemberDecorate            Opcode = 72
	OpDecorationGroup           Opcode = 73
	OpGroupDecorate             Opcode = 74
	OpGroupMemberDecorate       Opcode = 75
	OpVectorExtractDynamic      Opcode = 77
	OpVectorInsertDynamic       Opcode = 78
	OpVectorShuffle             Opcode = 79
	OpCompositeConstruct        Opcode = 80
	OpCompositeExtract          Opcode = 81
	OpCompositeInsert           Opcode = 82
	OpCopyObject                Opcode = 83
	OpTranspose                 Opcode = 84
	OpConvertFToU               Opcode = 109
	OpConvertFToS               Opcode = 110
	OpConvertSToF               Opcode = 111
	OpConvertUToF               Opcode = 112
	OpUConvert                  Opcode = 113
	OpSConvert                  Opcode = 114
	OpFConvert                  Opcode = 115
	OpConvertPtrToU             Opcode = 117
	OpConvertUToPtr             Opcode = 120
	OpPtrCastToGeneric          Opcode = 121
	OpGenericCastToPtr          Opcode = 122
	OpBitcast                   Opcode = 124
	OpSNegate                   Opcode = 126
	OpFNegate                   Opcode = 127
	OpIAdd                      Opcode = 128
	OpFAdd                      Opcode = 129
	OpISub                      Opcode = 130
	OpFSub                      Opcode = 131
	OpIMul                      Opcode = 132
	OpFMul                      Opcode = 133
	OpUDiv                      Opcode = 134
	OpSDiv                      Opcode = 135
	OpFDiv                      Opcode = 136
	OpUMod                      Opcode = 137
	OpSRem                      Opcode = 138
	OpSMod                      Opcode = 139
	OpFRem                      Opcode = 140
	OpFMod                      Opcode = 141
	OpVectorTimesScalar         Opcode = 142
	OpDot                       Opcode = 148
	OpLogicalOr                 Opcode = 166
	OpLogicalAnd                Opcode = 167
	OpLogicalNot                Opcode = 168
	OpSelect                    Opcode = 169
	OpIEqual                    Opcode = 170
	OpINotEqual                 Opcode = 171
	OpUGreaterThan              Opcode = 172
	OpSGreaterThan              Opcode = 173
	OpUGreaterThanEqual         Opcode = 174
	OpSGreaterThanEqual         Opcode = 175
	OpULessThan                 Opcode = 176
	OpSLessThan                 Opcode = 177
	OpULessThanEqual            Opcode = 178
	OpSLessThanEqual            Opcode = 179
	OpFOrdEqual                 Opcode = 180
	OpFOrdLessThan              Opcode = 184
	OpFOrdGreaterThan           Opcode = 186
	OpShiftRightLogical         Opcode = 194
	OpShiftRightArithmetic      Opcode = 195
	OpShiftLeftLogical          Opcode = 196
	OpBitwiseOr                 Opcode = 197
	OpBitwiseXor                Opcode = 198
	OpBitwiseAnd                Opcode = 199
	OpNot                       Opcode = 200
	OpControlBarrier            Opcode = 224
	OpMemoryBarrier             Opcode = 225
	OpPhi                       Opcode = 245
	OpLoopMerge                 Opcode = 246
	OpSelectionMerge            Opcode = 247
	OpLabel                     Opcode = 248
	OpBranch                    Opcode = 249
	OpBranchConditional         Opcode = 250
	OpSwitch                    Opcode = 251
	OpKill                      Opcode = 252
	OpReturn                    Opcode = 253
	OpReturnValue               Opcode = 254
	OpUnreachable               Opcode = 255
	OpLifetimeStart             Opcode = 256
	OpLifetimeStop              Opcode = 257
	OpNoLine                    Opcode = 317
	OpModuleProcessed           Opcode = 330
	OpExecutionModeID           Opcode = 331
	OpDecorateID                Opcode = 332
	OpExtInstWithForwardRefsKHR Opcode = 4433
)

// resultKind says which leading operands of an instruction are its result type and result id.
type resultKind uint8

const (
	resNone    resultKind = iota // no result
	resID                        // operand 0 is the result id
	resTypeID                    // operand 0 is the result type, operand 1 the result id
	resUnknown                   // opcode not in the table: ids are not checked
)

type opInfo struct {
	name string
	res  resultKind
}

var opTable = map[Opcode]opInfo{
	OpNop:                       {"OpNop", resNone},
	OpUndef:                     {"OpUndef", resTypeID},
	OpSourceContinued:           {"OpSourceContinued", resNone},
	OpSource:                    {"OpSource", resNone},
	OpSourceExtension:           {"OpSourceExtension", resNone},
	OpName:                      {"OpName", resNone},
	OpMemberName:                {"OpMemberName", resNone},
	OpString:                    {"OpString", resID},
	OpLine:                      {"OpLine", resNone},
	OpExtension:                 {"OpExtension", resNone},
	OpExtInstImport:             {"OpExtInstImport", resID},
	OpExtInst:                   {"OpExtInst", resTypeID},
	OpMemoryModel:               {"OpMemoryModel", resNone},
	OpEntryPoint:                {"OpEntryPoint", resNone},
	OpExecutionMode:             {"OpExecutionMode", resNone},
	OpCapability:                {"OpCapability", resNone},
	OpTypeVoid:                  {"OpTypeVoid", resID},
	OpTypeBool:                  {"OpTypeBool", resID},
	OpTypeInt:                   {"OpTypeInt", resID},
	OpTypeFloat:                 {"OpTypeFloat", resID},
	OpTypeVector:                {"OpTypeVector", resID},
	OpTypeMatrix:                {"OpTypeMatrix", resID},
	OpTypeImage:                 {"OpTypeImage", resID},
	OpTypeSampler:               {"OpTypeSampler", resID},
	OpTypeSampledImage:          {"OpTypeSampledImage", resID},
	OpTypeArray:                 {"OpTypeArray", resID},
	OpTypeRuntimeArray:          {"OpTypeRuntimeArray", resID},
	OpTypeStruct:                {"OpTypeStruct", resID},
	OpTypeOpaque:                {"OpTypeOpaque", resID},
	OpTypePointer:               {"OpTypePointer", resID},
	OpTypeFunction:              {"OpTypeFunction", resID},
	OpTypeEvent:                 {"OpTypeEvent", resID},
	OpTypeDeviceEvent:           {"OpTypeDeviceEvent", resID},
	OpTypeReserveID:             {"OpTypeReserveId", resID},
	OpTypeQueue:                 {"OpTypeQueue", resID},
	OpTypePipe:                  {"OpTypePipe", resID},
	OpTypeForwardPointer:        {"OpTypeForwardPointer", resNone},
	OpConstantTrue:              {"OpConstantTrue", resTypeID},
	OpConstantFalse:             {"OpConstantFalse", resTypeID},
	OpConstant:                  {"OpConstant", resTypeID},
	OpConstantComposite:         {"OpConstantComposite", resTypeID},
	OpConstantSampler:           {"OpConstantSampler", resTypeID},
	OpConstantNull:              {"OpConstantNull", resTypeID},
	OpSpecConstantTrue:          {"OpSpecConstantTrue", resTypeID},
	OpSpecConstantFalse:         {"OpSpecConstantFalse", resTypeID},
	OpSpecConstant:              {"OpSpecConstant", resTypeID},
	OpSpecConstantComposite:     {"OpSpecConstantComposite", resTypeID},
	OpSpecConstantOp:            {"OpSpecConstantOp", resTypeID},
	OpFunction:                  {"OpFunction", resTypeID},
	OpFunctionParameter:         {"OpFunctionParameter", resTypeID},
	OpFunctionEnd:               {"OpFunctionEnd", resNone},
	OpFunctionCall:              {"OpFunctionCall", resTypeID},
	OpVariable:                  {"OpVariable", resTypeID},
	OpImageTexelPointer:         {"OpImageTexelPointer", resTypeID},
	OpLoad:                      {"OpLoad", resTypeID},
	OpStore:                     {"OpStore", resNone},
	OpCopyMemory:                {"OpCopyMemory", resNone},
	OpCopyMemorySized:           {"OpCopyMemorySized", resNone},
	OpAccessChain:               {"OpAccessChain", resTypeID},
	OpInBoundsAccessChain:       {"OpInBoundsAccessChain", resTypeID},
	OpPtrAccessChain:            {"OpPtrAccessChain", resTypeID},
	OpArrayLength:               {"OpArrayLength", resTypeID},
	OpGenericPtrMemSemantics:    {"OpGenericPtrMemSemantics", resTypeID},
	OpInBoundsPtrAccessChain:    {"OpInBoundsPtrAccessChain", resTypeID},
	OpDecorate:                  {"OpDecorate", resNone},
	OpMemberDecorate:            {"OpMemberDecorate", resNone},
	OpDecorationGroup:           {"OpDecorationGroup", resID},
	OpGroupDecorate:             {"OpGroupDecorate", resNone},
	OpGroupMemberDecorate:       {"OpGroupMemberDecorate", resNone},
	OpVectorExtractDynamic:      {"OpVectorExtractDynamic", resTypeID},
	OpVectorInsertDynamic:       {"OpVectorInsertDynamic", resTypeID},
	OpVectorShuffle:             {"OpVectorShuffle", resTypeID},
	OpCompositeConstruct:        {"OpCompositeConstruct", resTypeID},
	OpCompositeExtract:          {"OpCompositeExtract", resTypeID},
	OpCompositeInsert:           {"OpCompositeInsert", resTypeID},
	OpCopyObject:                {"OpCopyObject", resTypeID},
	OpTranspose:                 {"OpTranspose", resTypeID},
	OpConvertFToU:               {"OpConvertFToU", resTypeID},
	OpConvertFToS:               {"OpConvertFToS", resTypeID},
	OpConvertSToF:               {"OpConvertSToF", resTypeID},
	OpConvertUToF:               {"OpConvertUToF", resTypeID},
	OpUConvert:                  {"OpUConvert", resTypeID},
	OpSConvert:                  {"OpSConvert", resTypeID},
	OpFConvert:                  {"OpFConvert", resTypeID},
	OpConvertPtrToU:             {"OpConvertPtrToU", resTypeID},
	OpConvertUToPtr:             {"OpConvertUToPtr", resTypeID},
	OpPtrCastToGeneric:          {"OpPtrCastToGeneric", resTypeID},
	OpGenericCastToPtr:          {"OpGenericCastToPtr", resTypeID},
	OpBitcast:                   {"OpBitcast", resTypeID},
	OpSNegate:                   {"OpSNegate", resTypeID},
	OpFNegate:                   {"OpFNegate", resTypeID},
	OpIAdd:                      {"OpIAdd", resTypeID},
	OpFAdd:                      {"OpFAdd", resTypeID},
	OpISub:                      {"OpISub", resTypeID},
	OpFSub:                      {"OpFSub", resTypeID},
	OpIMul:                      {"OpIMul", resTypeID},
	OpFMul:                      {"OpFMul", resTypeID},
	OpUDiv:                      {"OpUDiv", resTypeID},
	OpSDiv:                      {"OpSDiv", resTypeID},
	OpFDiv:                      {"OpFDiv", resTypeID},
	OpUMod:                      {"OpUMod", resTypeID},
	OpSRem:                      {"OpSRem", resTypeID},
	OpSMod:                      {"OpSMod", resTypeID},
	OpFRem:                      {"OpFRem", resTypeID},
	OpFMod:                      {"OpFMod", resTypeID},
	OpVectorTimesScalar:         {"OpVectorTimesScalar", resTypeID},
	OpDot:                       {"OpDot", resTypeID},
	OpLogicalOr:                 {"OpLogicalOr", resTypeID},
	OpLogicalAnd:                {"OpLogicalAnd", resTypeID},
	OpLogicalNot:                {"OpLogicalNot", resTypeID},
	OpSelect:                    {"OpSelect", resTypeID},
	OpIEqual:                    {"OpIEqual", resTypeID},
	OpINotEqual:                 {"OpINotEqual", resTypeID},
	OpUGreaterThan:              {"OpUGreaterThan", resTypeID},
	OpSGreaterThan:              {"OpSGreaterThan", resTypeID},
	OpUGreaterThanEqual:         {"OpUGreaterThanEqual", resTypeID},
	OpSGreaterThanEqual:         {"OpSGreaterThanEqual", resTypeID},
	OpULessThan:                 {"OpULessThan", resTypeID},
	OpSLessThan:                 {"OpSLessThan", resTypeID},
	OpULessThanEqual:            {"OpULessThanEqual", resTypeID},
	OpSLessThanEqual:            {"OpSLessThanEqual", resTypeID},
	OpFOrdEqual:                 {"OpFOrdEqual", resTypeID},
	OpFOrdLessThan:              {"OpFOrdLessThan", resTypeID},
	OpFOrdGreaterThan:           {"OpFOrdGreaterThan", resTypeID},
	OpShiftRightLogical:         {"OpShiftRightLogical", resTypeID},
	OpShiftRightArithmetic:      {"OpShiftRightArithmetic", resTypeID},
	OpShiftLeftLogical:          {"OpShiftLeftLogical", resTypeID},
	OpBitwiseOr:                 {"OpBitwiseOr", resTypeID},
	OpBitwiseXor:                {"OpBitwiseXor", resTypeID},
	OpBitwiseAnd:                {"OpBitwiseAnd", resTypeID},
	OpNot:                       {"OpNot", resTypeID},
	OpControlBarrier:            {"OpControlBarrier", resNone},
	OpMemoryBarrier:             {"OpMemoryBarrier", resNone},
	OpPhi:                       {"OpPhi", resTypeID},
	OpLoopMerge:                 {"OpLoopMerge", resNone},
	OpSelectionMerge:            {"OpSelectionMerge", resNone},
	OpLabel:                     {"OpLabel", resID},
	OpBranch:                    {"OpBranch", resNone},
	OpBranchConditional:         {"OpBranchConditional", resNone},
	OpSwitch:                    {"OpSwitch", resNone},
	OpKill:                      {"OpKill", resNone},
	OpReturn:                    {"OpReturn", resNone},
	OpReturnValue:               {"OpReturnValue", resNone},
	OpUnreachable:               {"OpUnreachable", resNone},
	OpLifetimeStart:             {"OpLifetimeStart", resNone},
	OpLifetimeStop:              {"OpLifetimeStop", resNone},
	OpNoLine:                    {"OpNoLine", resNone},
	OpModuleProcessed:           {"OpModuleProcessed", resNone},
	OpExecutionModeID:           {"OpExecutionModeId", resNone},
	OpDecorateID:                {"OpDecorateId", resNone},
	OpExtInstWithForwardRefsKHR: {"OpExtInstWithForwardRefsKHR", resTypeID},
}

func (op Opcode) String() string {
	if in, ok := opTable[op]; ok {
		return in.name
	}
	return "Op(" + strconv.Itoa(int(op)) + ")"
}

// Known reports whether the opcode is in hdwarf's table (its result id position is known).
func (op Opcode) Known() bool { _, ok := opTable[op]; return ok }

func (op Opcode) result() resultKind {
	if int(op) < len(opResults) {
		return opResults[op]
	}
	return resUnknown
}

// opResults is opTable's result kinds indexed by opcode (resUnknown where it has none):
// result is asked several times per instruction, and an index is cheaper than a map lookup.
var opResults = func() []resultKind {
	var hi Opcode
	for op := range opTable {
		hi = max(hi, op)
	}
	t := make([]resultKind, int(hi)+1)
	for i := range t {
		t[i] = resUnknown
	}
	for op, in := range opTable {
		t[op] = in.res
	}
	return t
}()

// isBlockTerminator reports whether op ends a basic block (line and scope state reset there).
func (op Opcode) isBlockTerminator() bool {
	switch op {
	case OpBranch, OpBranchConditional, OpSwitch, OpKill, OpReturn, OpReturnValue, OpUnreachable:
		return true
	}
	return false
}
