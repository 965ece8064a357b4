package spirv

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// generatorNames are the registered generator tools hdwarf names in listings.
var generatorNames = map[uint32]string{
	6: "Khronos LLVM/SPIR-V Translator", 7: "Khronos SPIR-V Tools Assembler", 8: "Khronos Glslang Reference Front End",
	13: "Google Shaderc over Glslang", 14: "Google spiregg", 40: "Slang", 43: "LLVM SPIR-V Backend",
}

// WriteText prints the module's debug graph: one line per debug instruction in module order,
// with its operands named as in the specification (references as %id, DebugInfoNone as none,
// type references followed by their C-like name), then the source positions of every function
// where they change, then the warnings. Decode must have run.
func WriteText(w io.Writer, m *Module) error {
	bw := bufio.NewWriter(w)
	gen := generatorNames[m.GeneratorTool()]
	if gen == "" {
		gen = "tool " + strconv.FormatUint(uint64(m.GeneratorTool()), 10)
	}
	fmt.Fprintf(bw, "; SPIR-V %s, generator %s version %d, bound %d, %s\n",
		m.VersionString(), gen, m.Generator&0xffff, m.Bound, byteOrderName(m))
	if m.Debug == nil {
		fmt.Fprintf(bw, "; no debug information decoded\n")
		return bw.Flush()
	}
	for _, id := range sortedIDs(m.Debug.Sets) {
		fmt.Fprintf(bw, "; debug set %v = %v\n", id, m.Debug.Sets[id])
	}
	for _, id := range m.Debug.Order {
		n := m.Debug.Node(id)
		fmt.Fprintf(bw, "%v = %v", id, n.Base().Kind)
		writeFields(bw, m, reflect.ValueOf(n).Elem())
		if f := n.Base().InFunction; f != 0 {
			fmt.Fprintf(bw, " ; in %v", f)
		}
		fmt.Fprintf(bw, " ; word 0x%x\n", n.Base().Word)
	}
	writeLines(bw, m)
	for _, wn := range m.Warnings {
		fmt.Fprintf(bw, "; warning: %v\n", wn)
	}
	return bw.Flush()
}

func byteOrderName(m *Module) string {
	if m.ByteOrder != nil && m.ByteOrder.String() == "BigEndian" {
		return "big-endian"
	}
	return "little-endian"
}

func sortedIDs[V any](mp map[ID]V) []ID {
	out := make([]ID, 0, len(mp))
	for id := range mp {
		out = append(out, id)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

var (
	idType       = reflect.TypeFor[ID]()
	nodeBaseType = reflect.TypeFor[NodeBase]()
	constRefType = reflect.TypeFor[ConstRef]()
)

// typeFields are the fields whose references are types: the listing adds the type's name.
var typeFields = map[string]bool{
	"type": true, "base_type": true, "return": true, "params": true, "underlying": true,
	"actual_type": true, "member_type": true, "vector_type": true, "component_type": true,
}

// writeFields prints the exported fields of a node struct as key=value, flattening embedded
// structs (Pos) and skipping NodeBase.
func writeFields(w io.Writer, m *Module, v reflect.Value) {
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Type == nodeBaseType {
			continue
		}
		if f.Anonymous {
			writeFields(w, m, v.Field(i))
			continue
		}
		tag := strings.Split(f.Tag.Get("json"), ",")
		key := tag[0]
		if key == "" || key == "-" {
			key = f.Name
		}
		fv := v.Field(i)
		if len(tag) > 1 && tag[1] == "omitempty" && fv.IsZero() {
			continue
		}
		if f.Type.Kind() == reflect.Pointer {
			if fv.IsNil() {
				continue
			}
			fv = fv.Elem()
		}
		fmt.Fprintf(w, " %s=%s", key, formatValue(m, fv, typeFields[key]))
	}
}

func formatValue(m *Module, v reflect.Value, isType bool) string {
	switch {
	case v.Type() == idType:
		return formatID(m, ID(v.Uint()), isType)
	case v.Type() == constRefType:
		c := v.Interface().(ConstRef)
		if c.Known {
			return strconv.FormatInt(c.Value, 10)
		}
		return formatID(m, c.ID, false)
	}
	if s, ok := v.Interface().(fmt.Stringer); ok {
		return s.String()
	}
	switch v.Kind() {
	case reflect.String:
		return strconv.Quote(v.String())
	case reflect.Slice:
		parts := make([]string, v.Len())
		for i := range parts {
			parts[i] = formatValue(m, v.Index(i), isType)
		}
		return "[" + strings.Join(parts, " ") + "]"
	case reflect.Struct:
		var b strings.Builder
		b.WriteString("{")
		writeFields(&b, m, v)
		b.WriteString(" }")
		return b.String()
	}
	return fmt.Sprint(v.Interface())
}

func formatID(m *Module, id ID, isType bool) string {
	switch {
	case id == 0:
		return "-"
	case m.Debug.IsNone(id):
		return "none"
	case isType:
		return id.String() + "<" + m.TypeName(id) + ">"
	}
	return id.String()
}

// writeLines prints, per function, the positions where the line state changes.
func writeLines(w io.Writer, m *Module) {
	var last LineState
	lastFn := ID(0)
	m.WalkLines(func(i int, st LineState) {
		f := m.FunctionAt(i)
		if f.ID != lastFn {
			fmt.Fprintf(w, "; lines of function %v %q\n", f.ID, f.Name)
			lastFn, last = f.ID, LineState{}
		}
		if st == last {
			return
		}
		last = st
		fmt.Fprintf(w, ";   word 0x%x %s:%d:%d", m.Insts[i].Word, m.FileName(st), st.Line, st.Column)
		if st.Scope != 0 {
			fmt.Fprintf(w, " scope=%v", st.Scope)
		}
		if st.InlinedAt != 0 {
			fmt.Fprintf(w, " inlined_at=%v", st.InlinedAt)
		}
		fmt.Fprintln(w)
	})
}

// jsonModule is the JSON form of a decoded module.
type jsonModule struct {
	Version          string          `json:"version"`
	Generator        uint32          `json:"generator"`
	Bound            uint32          `json:"bound"`
	ByteOrder        string          `json:"byte_order"`
	AddressingModel  uint32          `json:"addressing_model"`
	Sets             map[ID]DebugSet `json:"sets"`
	Nodes            []Node          `json:"nodes"`
	Functions        []jsonFunction  `json:"functions"`
	CompilationUnits []ID            `json:"compilation_units"`
	Warnings         []Warning       `json:"warnings"`
}

type jsonFunction struct {
	Func
	Lines []jsonLine `json:"lines"`
}

type jsonLine struct {
	Word int `json:"word"`
	LineState
	FileName string `json:"file_name,omitempty"`
}

// WriteJSON writes the decoded module as one indented JSON object: header facts, the debug
// sets, every debug node (the fields of the Go types, enums by name), per function the
// positions where the line state changes, and the warnings. Decode must have run.
func WriteJSON(w io.Writer, m *Module) error {
	out := jsonModule{
		Version: m.VersionString(), Generator: m.Generator, Bound: m.Bound, ByteOrder: byteOrderName(m),
		AddressingModel: m.AddressingModel, Warnings: m.Warnings,
		Nodes: []Node{}, Functions: []jsonFunction{},
	}
	if out.Warnings == nil {
		out.Warnings = []Warning{}
	}
	if m.Debug != nil {
		out.Sets, out.CompilationUnits = m.Debug.Sets, m.Debug.CompilationUnits
		for _, id := range m.Debug.Order {
			out.Nodes = append(out.Nodes, m.Debug.Node(id))
		}
		byFn := map[ID]int{}
		for _, f := range m.Functions {
			byFn[f.ID] = len(out.Functions)
			out.Functions = append(out.Functions, jsonFunction{Func: f, Lines: []jsonLine{}})
		}
		var last LineState
		m.WalkLines(func(i int, st LineState) {
			jf := &out.Functions[byFn[m.FunctionAt(i).ID]]
			if len(jf.Lines) > 0 && st == last {
				return
			}
			last = st
			jf.Lines = append(jf.Lines, jsonLine{Word: m.Insts[i].Word, LineState: st, FileName: m.FileName(st)})
		})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
