// Package spirv reads SPIR-V modules and decodes their debug information: the
// OpenCL.DebugInfo.100 extended instruction set (and its legacy alias SPIRV.debug) and
// NonSemantic.Shader.DebugInfo.100, into a typed graph of debug nodes.
//
// Parse reads the module (both byte orders, every word count and result id checked); Decode
// does that and then decodes the debug instructions. Errors carry the word offset of the
// instruction at fault; information lost to producer quirks is reported as warnings in the
// result, never printed.
package spirv

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Magic is the first word of every SPIR-V module.
const Magic uint32 = 0x07230203

// HeaderWords is the size of the module header in words.
const HeaderWords = 5

// ID is a SPIR-V result id. Zero is never a valid id.
type ID uint32

func (id ID) String() string { return "%" + strconv.FormatUint(uint64(id), 10) }

// Header is the five-word module header.
type Header struct {
	ByteOrder binary.ByteOrder `json:"-"`
	Version   uint32           `json:"version"`   // 0x00MMmm00
	Generator uint32           `json:"generator"` // tool<<16 | tool version
	Bound     uint32           `json:"bound"`     // every id is < Bound
	Schema    uint32           `json:"schema"`
}

// VersionString formats the version word as "major.minor".
func (h Header) VersionString() string {
	return fmt.Sprintf("%d.%d", h.Version>>16&0xff, h.Version>>8&0xff)
}

// GeneratorTool is the registered tool number in the generator word (6 = the Khronos
// LLVM/SPIR-V Translator, 8 = glslang).
func (h Header) GeneratorTool() uint32 { return h.Generator >> 16 }

// Generator tool numbers hdwarf treats specially.
const (
	ToolTranslator = 6 // Khronos LLVM/SPIR-V Translator: has the quirks listed in the reference
	ToolGlslang    = 8
)

// Inst is one instruction of the module.
type Inst struct {
	Word     int      // word offset of the instruction in the module
	Op       Opcode   //
	Operands []uint32 // the words after the first one
}

// Result returns the instruction's result id, or 0 when it has none (or its opcode is unknown).
func (in *Inst) Result() ID {
	switch in.Op.result() {
	case resID:
		return ID(in.Operands[0])
	case resTypeID:
		return ID(in.Operands[1])
	}
	return 0
}

// ResultType returns the instruction's result type id, or 0 when it has none.
func (in *Inst) ResultType() ID {
	if in.Op.result() == resTypeID {
		return ID(in.Operands[0])
	}
	return 0
}

// Constant is a scalar OpConstant (or OpConstantTrue/False/Null, OpSpecConstant*) value.
type Constant struct {
	Type   ID     `json:"type"`
	Words  int    `json:"-"`      // value words (1 or 2 for 32/64-bit scalars)
	Bits   uint64 `json:"bits"`   // the raw value, zero-extended
	Signed bool   `json:"signed"` // the type is a signed integer
	Width  uint32 `json:"width"`  // bit width of the type, 0 when not an int/float
	Float  bool   `json:"float"`
}

// Int returns the value, sign-extended when the type is signed.
func (c Constant) Int() int64 {
	if c.Signed && c.Width > 0 && c.Width < 64 {
		sh := 64 - c.Width
		return int64(c.Bits<<sh) >> sh
	}
	return int64(c.Bits)
}

// Func is an OpFunction ... OpFunctionEnd range.
type Func struct {
	ID     ID     `json:"id"`
	Name   string `json:"name,omitempty"` // from OpName
	Word   int    `json:"word"`
	First  int    `json:"-"` // index of OpFunction in Module.Insts
	End    int    `json:"-"` // index of OpFunctionEnd (or len(Insts) if missing)
	Params []ID   `json:"params,omitempty"`
}

// Entry is one OpEntryPoint.
type Entry struct {
	Model    uint32 `json:"model"` // ExecutionModel: 6 = Kernel, 4 = Fragment, 5 = GLCompute ...
	Function ID     `json:"function"`
	Name     string `json:"name"`
}

// SourceInfo is one OpSource (text joined with its OpSourceContinued parts).
type SourceInfo struct {
	Language SourceLanguage `json:"language"`
	Version  uint32         `json:"version"`
	File     string         `json:"file,omitempty"`
	Text     string         `json:"-"`
}

// Module is a parsed SPIR-V module. Debug is nil until DecodeDebug (or Decode) ran.
type Module struct {
	Header
	Insts []Inst

	ExtImports       map[ID]string   // OpExtInstImport set names
	words            int             // module size in words: bounds the id tables
	defs             idTable[int32]  // result id -> 1 + index in Insts (DefIndex)
	strs             idTable[string] // OpString text by id (StringOf)
	names            idTable[string] // OpName by target id (NameOf)
	Functions        []Func          // OpFunction ranges in module order
	EntryPoints      []Entry         // OpEntryPoint
	Sources          []SourceInfo    // OpSource
	ModuleProcessed  []string        // OpModuleProcessed strings
	AddressingModel  uint32          // 0 Logical, 1 Physical32, 2 Physical64, 5348 PhysicalStorageBuffer64
	MemoryModel      uint32          // 0 Simple, 1 GLSL450, 2 OpenCL, 3 Vulkan
	Debug            *Debug          // set by DecodeDebug
	Warnings         []Warning       // problems that may have lost information
	functionOfInst   []int32         // index into Functions per instruction, -1 outside
	functionByResult map[ID]int      // OpFunction result id -> index into Functions
}

// Warning is a problem that did not stop decoding but may have lost information.
type Warning struct {
	Word int    `json:"word"`
	Msg  string `json:"message"`
}

func (w Warning) String() string { return fmt.Sprintf("word 0x%x: %s", w.Word, w.Msg) }

func (m *Module) warn(word int, format string, args ...any) {
	m.Warnings = append(m.Warnings, Warning{Word: word, Msg: fmt.Sprintf(format, args...)})
}

// Error is a decoding error at a word offset.
type Error struct {
	Word int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("word 0x%x: %s", e.Word, e.Msg) }

func errAt(word int, format string, args ...any) error {
	return &Error{Word: word, Msg: fmt.Sprintf(format, args...)}
}

// Detect reports whether data starts with a SPIR-V magic number in either byte order.
func Detect(data []byte) bool {
	if len(data) < 4 {
		return false
	}
	return binary.LittleEndian.Uint32(data) == Magic || binary.BigEndian.Uint32(data) == Magic
}

// maxVersion is the newest SPIR-V version hdwarf accepts (1.6).
const maxVersion = 0x00010600

// Parse reads a SPIR-V module: the header, then every instruction, checking word counts and
// result ids against the header's bound.
func Parse(data []byte) (*Module, error) {
	if len(data) < HeaderWords*4 {
		return nil, errAt(0, "need %d header bytes, have %d", HeaderWords*4, len(data))
	}
	var bo binary.ByteOrder
	switch Magic {
	case binary.LittleEndian.Uint32(data):
		bo = binary.LittleEndian
	case binary.BigEndian.Uint32(data):
		bo = binary.BigEndian
	default:
		return nil, errAt(0, "bad magic 0x%08x, want 0x%08x", binary.LittleEndian.Uint32(data), Magic)
	}
	if len(data)%4 != 0 {
		return nil, errAt(len(data)/4, "module size %d bytes is not a multiple of 4", len(data))
	}
	if len(data)/4 > math.MaxInt32 {
		return nil, errAt(0, "module of %d words is too large: instruction indexes are 31-bit", len(data)/4)
	}
	words := make([]uint32, len(data)/4)
	for i := range words {
		words[i] = bo.Uint32(data[4*i:])
	}
	m := &Module{
		Header:           Header{ByteOrder: bo, Version: words[1], Generator: words[2], Bound: words[3], Schema: words[4]},
		ExtImports:       map[ID]string{},
		functionByResult: map[ID]int{},
	}
	if v := m.Version; v&0xff0000ff != 0 || v < 0x00010000 || v > maxVersion {
		return nil, errAt(1, "unsupported SPIR-V version word 0x%08x", v)
	}
	if m.Bound == 0 {
		return nil, errAt(3, "id bound is 0")
	}
	if m.Schema != 0 {
		m.warn(4, "schema word is %d, want 0", m.Schema)
	}
	if err := m.split(words); err != nil {
		return nil, err
	}
	if err := m.index(); err != nil {
		return nil, err
	}
	return m, nil
}

// split cuts the word stream into instructions. Each instruction's operands alias words.
func (m *Module) split(words []uint32) error {
	// Count the instructions first so that the slice is made once; every instruction has
	// at least one word, which bounds the count. A bad word count ends the count: the loop
	// below reports it.
	n := 0
	for off := HeaderWords; off < len(words); n++ {
		wc := int(words[off] >> 16)
		if wc == 0 || off+wc > len(words) {
			n++
			break
		}
		off += wc
	}
	m.Insts = make([]Inst, 0, n)
	m.words = len(words)
	m.defs = newTable[int32](m)
	m.strs, m.names = newTable[string](m), newTable[string](m)
	for off := HeaderWords; off < len(words); {
		w := words[off]
		wc, op := int(w>>16), Opcode(w&0xffff)
		if wc == 0 {
			return errAt(off, "%v has word count 0", op)
		}
		if off+wc > len(words) {
			return errAt(off, "%v word count %d runs past the end (have %d words)", op, wc, len(words)-off)
		}
		in := Inst{Word: off, Op: op, Operands: words[off+1 : off+wc : off+wc]}
		switch op.result() {
		case resID:
			if len(in.Operands) < 1 {
				return errAt(off, "%v has no result id (word count %d)", op, wc)
			}
		case resTypeID:
			if len(in.Operands) < 2 {
				return errAt(off, "%v has no result type and id (word count %d)", op, wc)
			}
			if err := m.checkID(off, op, "result type", ID(in.Operands[0])); err != nil {
				return err
			}
		}
		if r := in.Result(); r != 0 || op.result() == resID || op.result() == resTypeID {
			if err := m.checkID(off, op, "result id", r); err != nil {
				return err
			}
			if prev, dup := m.DefIndex(r); dup {
				return errAt(off, "%v redefines %v (first defined at word 0x%x)", op, r, m.Insts[prev].Word)
			}
			m.defs.set(r, int32(len(m.Insts)+1)) // Parse bounds the module below 1<<31 words
		}
		m.Insts = append(m.Insts, in)
		off += wc
	}
	return nil
}

// checkID reports an id that is 0 or not below the header's bound.
func (m *Module) checkID(word int, op fmt.Stringer, what string, id ID) error {
	if id == 0 || uint32(id) >= m.Bound {
		return errAt(word, "%v %s %d out of range (bound %d)", op, what, uint32(id), m.Bound)
	}
	return nil
}

// literalString decodes a nul-terminated UTF-8 string packed little-end-first into words and
// returns it with the number of words it used.
func literalString(ws []uint32) (string, int, bool) {
	// Find the nul first, so that the string is made in one allocation of its own size.
	n, used := -1, 0
	for i, w := range ws {
		for b := range 4 {
			if byte(w>>(8*b)) == 0 {
				n, used = 4*i+b, i+1
				break
			}
		}
		if n >= 0 {
			break
		}
	}
	if n < 0 {
		return "", len(ws), false
	}
	var sb strings.Builder
	sb.Grow(n)
	for i := range n {
		sb.WriteByte(byte(ws[i/4] >> (8 * (i % 4))))
	}
	return sb.String(), used, true
}

// index fills the module's maps and the function list.
func (m *Module) index() error {
	m.functionOfInst = make([]int32, len(m.Insts))
	cur := -1
	var lastSource = -1
	for i := range m.Insts {
		in := &m.Insts[i]
		ops := in.Operands
		m.functionOfInst[i] = int32(cur)
		str := func(from int) (string, int, error) {
			if from >= len(ops) {
				return "", 0, errAt(in.Word, "%v lacks its string operand", in.Op)
			}
			s, n, ok := literalString(ops[from:])
			if !ok {
				return "", 0, errAt(in.Word, "%v string operand is not nul-terminated", in.Op)
			}
			if !utf8.ValidString(s) {
				m.warn(in.Word, "%v string is not valid UTF-8", in.Op)
			}
			return s, n, nil
		}
		need := func(n int) error {
			if len(ops) < n {
				return errAt(in.Word, "%v needs %d operand words, has %d", in.Op, n, len(ops))
			}
			return nil
		}
		refID := func(what string, id ID) error { return m.checkID(in.Word, in.Op, what, id) }
		switch in.Op {
		case OpString:
			s, _, err := str(1)
			if err != nil {
				return err
			}
			m.strs.set(ID(ops[0]), s) // the id is below the bound: split checked it
		case OpExtInstImport:
			s, _, err := str(1)
			if err != nil {
				return err
			}
			m.ExtImports[ID(ops[0])] = s
		case OpName:
			if err := need(2); err != nil {
				return err
			}
			if err := refID("target", ID(ops[0])); err != nil {
				return err
			}
			s, _, err := str(1)
			if err != nil {
				return err
			}
			m.names.set(ID(ops[0]), s)
		case OpModuleProcessed:
			s, _, err := str(0)
			if err != nil {
				return err
			}
			m.ModuleProcessed = append(m.ModuleProcessed, s)
		case OpMemoryModel:
			if err := need(2); err != nil {
				return err
			}
			m.AddressingModel, m.MemoryModel = ops[0], ops[1]
		case OpEntryPoint:
			if err := need(3); err != nil {
				return err
			}
			if err := refID("entry point", ID(ops[1])); err != nil {
				return err
			}
			s, _, err := str(2)
			if err != nil {
				return err
			}
			m.EntryPoints = append(m.EntryPoints, Entry{Model: ops[0], Function: ID(ops[1]), Name: s})
		case OpSource:
			if err := need(2); err != nil {
				return err
			}
			si := SourceInfo{Language: SourceLanguage(ops[0]), Version: ops[1]}
			if len(ops) > 2 {
				if err := refID("file", ID(ops[2])); err != nil {
					return err
				}
				si.File, _ = m.StringOf(ID(ops[2]))
			}
			if len(ops) > 3 {
				s, _, err := str(3)
				if err != nil {
					return err
				}
				si.Text = s
			}
			m.Sources = append(m.Sources, si)
			lastSource = len(m.Sources) - 1
		case OpSourceContinued:
			s, _, err := str(0)
			if err != nil {
				return err
			}
			if lastSource < 0 {
				m.warn(in.Word, "OpSourceContinued without OpSource")
				break
			}
			m.Sources[lastSource].Text += s
		case OpLine:
			if err := need(3); err != nil {
				return err
			}
			if err := refID("file", ID(ops[0])); err != nil {
				return err
			}
		case OpExtInst, OpExtInstWithForwardRefsKHR:
			if err := need(3); err != nil {
				return err
			}
			if err := refID("set", ID(ops[2])); err != nil {
				return err
			}
		case OpConstant, OpSpecConstant:
			if err := need(3); err != nil {
				return err
			}
			// ConstantOf decodes the value when asked; the layout is checked here.
		case OpFunction:
			if cur >= 0 {
				return errAt(in.Word, "OpFunction inside function %v (no OpFunctionEnd)", m.Functions[cur].ID)
			}
			id := in.Result()
			m.Functions = append(m.Functions, Func{ID: id, Word: in.Word, First: i, End: len(m.Insts), Name: m.names.get(id)})
			cur = len(m.Functions) - 1
			m.functionOfInst[i] = int32(cur)
			m.functionByResult[id] = cur
		case OpFunctionParameter:
			if cur < 0 {
				return errAt(in.Word, "OpFunctionParameter outside a function")
			}
			m.Functions[cur].Params = append(m.Functions[cur].Params, in.Result())
		case OpFunctionEnd:
			if cur < 0 {
				return errAt(in.Word, "OpFunctionEnd outside a function")
			}
			m.Functions[cur].End = i
			cur = -1
		}
	}
	if cur >= 0 {
		m.warn(m.Functions[cur].Word, "function %v has no OpFunctionEnd", m.Functions[cur].ID)
	}
	return nil
}

// FunctionAt returns the function that instruction i lies in, or nil.
func (m *Module) FunctionAt(i int) *Func {
	if i < 0 || i >= len(m.functionOfInst) || m.functionOfInst[i] < 0 {
		return nil
	}
	return &m.Functions[m.functionOfInst[i]]
}

// FunctionByID returns the OpFunction with result id id, or nil.
func (m *Module) FunctionByID(id ID) *Func {
	if i, ok := m.functionByResult[id]; ok {
		return &m.Functions[i]
	}
	return nil
}

// Def returns the instruction defining id, or nil.
func (m *Module) Def(id ID) *Inst {
	if i, ok := m.DefIndex(id); ok {
		return &m.Insts[i]
	}
	return nil
}

// DefIndex is the index in Insts of the instruction defining id; false when none does.
func (m *Module) DefIndex(id ID) (int, bool) {
	if i := m.defs.get(id); i > 0 {
		return int(i - 1), true
	}
	return 0, false
}

// newTable is an id table for m's ids, dense when its bound is within a few times its size.
func newTable[T any](m *Module) idTable[T] { return newIDTable[T](uint64(m.Bound), m.words) }

// StringOf is the text of OpString id; false when id is no OpString.
func (m *Module) StringOf(id ID) (string, bool) {
	if in := m.Def(id); in != nil && in.Op == OpString {
		return m.strs.get(id), true
	}
	return "", false
}

// NameOf is the OpName of id, "" when it has none (the last one when it has several).
func (m *Module) NameOf(id ID) string { return m.names.get(id) }

// TypeOf returns the OpType* instruction defining id, or nil.
func (m *Module) TypeOf(id ID) *Inst {
	if in := m.Def(id); in != nil && isTypeOp(in.Op) {
		return in
	}
	return nil
}

func isTypeOp(op Opcode) bool { return op >= OpTypeVoid && op <= OpTypePipe }

// ConstantOf returns the scalar constant (OpConstant, OpConstantTrue/False/Null,
// OpSpecConstant*) with result id id; false when id is none. Its width and signedness come
// from its type when that is an OpTypeInt or OpTypeFloat defined before it.
func (m *Module) ConstantOf(id ID) (Constant, bool) {
	ci, ok := m.DefIndex(id)
	if !ok {
		return Constant{}, false
	}
	in := &m.Insts[ci]
	ops := in.Operands // index checked the operand counts
	switch in.Op {
	case OpConstant, OpSpecConstant:
		c := Constant{Type: ID(ops[0]), Words: len(ops) - 2, Bits: uint64(ops[2])}
		if len(ops) > 3 {
			c.Bits |= uint64(ops[3]) << 32
		}
		if ti, ok := m.DefIndex(c.Type); ok && ti < ci && isTypeOp(m.Insts[ti].Op) && len(m.Insts[ti].Operands) >= 2 {
			t := &m.Insts[ti]
			switch t.Op {
			case OpTypeInt:
				c.Width = t.Operands[1]
				c.Signed = len(t.Operands) > 2 && t.Operands[2] == 1
			case OpTypeFloat:
				c.Width, c.Float = t.Operands[1], true
			}
		}
		if c.Width > 0 && c.Width < 64 {
			c.Bits &= 1<<c.Width - 1
		}
		return c, true
	case OpConstantTrue, OpSpecConstantTrue:
		return Constant{Type: ID(ops[0]), Bits: 1, Width: 1}, true
	case OpConstantFalse, OpSpecConstantFalse, OpConstantNull:
		return Constant{Type: ID(ops[0]), Width: 1}, true
	}
	return Constant{}, false
}

// IsVoidType reports whether id is an OpTypeVoid.
func (m *Module) IsVoidType(id ID) bool {
	t := m.TypeOf(id)
	return t != nil && t.Op == OpTypeVoid
}
