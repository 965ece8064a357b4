// Package visall reads the parts of IGC's LLVM IR dumps that link source variables to vISA:
// the per-kernel `*.visa.ll` files (final IR whose instructions carry "; visa id: N") and the
// run's whole-module dumps (`*_push_analysis.ll`), which print the metadata nodes the
// .visa.ll files only refer to. It reads function definitions, instructions with their result
// names, visa ids and callees, the llvm.dbg.declare/llvm.dbg.value calls with their operands
// and attachments, and the metadata nodes (DILocalVariable, DISubprogram, DILexicalBlock,
// integer tuples such as !{i32 16}); everything else in the text is skipped.
package visall

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Limits bound what a text may hold, whatever its size.
const (
	maxLine   = 1 << 20 // bytes in one line
	maxFields = 64      // fields of one metadata node
)

// DbgKind says which debug intrinsic a call is.
type DbgKind uint8

const (
	Declare DbgKind = iota + 1 // llvm.dbg.declare: the operand is the variable's address
	Value                      // llvm.dbg.value: the operand is the variable's value
)

func (k DbgKind) String() string {
	switch k {
	case Declare:
		return "dbg.declare"
	case Value:
		return "dbg.value"
	}
	return "DbgKind(" + strconv.Itoa(int(k)) + ")"
}

// Inst is one instruction of a function body.
type Inst struct {
	Line   int    // source line in the text
	Result string // "%7", "%add4.i.i.i"; "" when the instruction has no result
	VisaID int    // the "; visa id: N" comment; -1 when there is none
	Op     string // the opcode: "bitcast", "call", "store"
	Callee string // for calls, the called function ("llvm.genx.GenISA.StackAlloca")
	// Operands are the value names (%x) the instruction reads, in text order (not the blocks
	// it branches to or a phi's incoming blocks).
	Operands []string
	// Text is the instruction as written, after "%x = " and before its visa id comment
	// ("mul i32 %2, 128, !dbg !490, !perThreadOffset !491").
	Text string
}

// DbgCall is one llvm.dbg.declare or llvm.dbg.value call.
type DbgCall struct {
	Kind DbgKind
	Inst int // index of the call in the function's Insts
	Line int
	// Value is the first operand's value: "%7", "%a", or a constant ("undef", "0"), and
	// ValueType its type as written ("i32", "float", "<3 x float>"; "" when it has none).
	Value, ValueType string
	Var              int // the DILocalVariable's metadata number; -1 when not a reference
	// Expr is the DIExpression's operation list as written ("DW_OP_LLVM_fragment, 0, 32").
	Expr string
	// StorageOffset and StorageSize are the attached nodes' numbers; -1 when absent.
	StorageOffset, StorageSize int
}

// Function is one function definition.
type Function struct {
	Name string
	Line int // line of the define
	Dbg  int // the !dbg attachment of the define (-1: none)
	// Params are the define's parameters as written ("%struct.point* byval(%struct.point)
	// %p", "<4 x float> %v"); nil when they are not read.
	Params []string
	Insts  []Inst
	Dbgs   []DbgCall

	defs map[string]int // result name -> instruction, made on first use
}

// Def returns the index of the instruction whose result is name.
func (f *Function) Def(name string) (int, bool) {
	if f.defs == nil {
		f.defs = make(map[string]int, len(f.Insts))
		for i := range f.Insts {
			if r := f.Insts[i].Result; r != "" {
				f.defs[r] = i
			}
		}
	}
	i, ok := f.defs[name]
	return i, ok
}

// ByVal reports whether name is a parameter passed by value through a pointer (byval): the
// pointer addresses the caller's copy.
func (f *Function) ByVal(name string) bool {
	for _, p := range f.Params {
		if w := strings.Fields(p); len(w) > 1 && w[len(w)-1] == name {
			return strings.Contains(p, " byval(")
		}
	}
	return false
}

// Node is one metadata node "!N = ...".
type Node struct {
	Num  int
	Line int
	// Kind is the specialized node's name without "!" (DILocalVariable, DISubprogram), or ""
	// for a tuple !{...}.
	Kind   string
	Fields map[string]string // name: value as written (strings unquoted)
	Elems  []string          // a tuple's elements as written
}

// Field returns a field as written and whether it is there.
func (n *Node) Field(name string) (string, bool) {
	v, ok := n.Fields[name]
	return v, ok
}

// Int returns an integer field (0 when absent or not a number).
func (n *Node) Int(name string) int64 {
	v, err := strconv.ParseInt(n.Fields[name], 0, 64)
	if err != nil {
		return 0
	}
	return v
}

// Ref returns a field that refers to another node (!N), or -1.
func (n *Node) Ref(name string) int {
	return Ref(n.Fields[name])
}

// TupleInt returns the integer of a one-element tuple such as !{i32 16}.
func (n *Node) TupleInt() (int64, bool) {
	if n.Kind != "" || len(n.Elems) != 1 {
		return 0, false
	}
	ty, v, ok := strings.Cut(n.Elems[0], " ")
	if !ok || !strings.HasPrefix(ty, "i") {
		return 0, false
	}
	x, err := strconv.ParseInt(v, 10, 64)
	return x, err == nil
}

// File is one parsed IR text.
type File struct {
	Name  string
	Funcs []*Function
	Nodes map[int]*Node
}

// Function returns the definition of name, or nil.
func (f *File) Function(name string) *Function {
	for _, fn := range f.Funcs {
		if fn.Name == name {
			return fn
		}
	}
	return nil
}

// Node returns metadata node n, or nil.
func (f *File) Node(n int) *Node { return f.Nodes[n] }

// SyntaxError is a line the reader cannot read.
type SyntaxError struct {
	File string
	Line int
	Msg  string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Parse reads an IR text; name is used in errors.
func Parse(name string, src []byte) (*File, error) {
	f := &File{Name: name, Nodes: map[int]*Node{}}
	var cur *Function
	for ln := 1; len(src) > 0; ln++ {
		l := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			l, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		if len(l) > maxLine {
			return nil, &SyntaxError{name, ln, fmt.Sprintf("line of %d bytes", len(l))}
		}
		s := strings.TrimRight(string(l), "\r")
		fail := func(format string, args ...any) error {
			return &SyntaxError{name, ln, fmt.Sprintf(format, args...)}
		}
		switch {
		case strings.HasPrefix(s, "define "):
			if cur != nil {
				return nil, fail("define inside function %s", cur.Name)
			}
			fn, err := define(s)
			if err != nil {
				return nil, fail("%v", err)
			}
			fn.Line = ln
			cur = fn
			f.Funcs = append(f.Funcs, fn)
		case s == "}":
			if cur == nil {
				return nil, fail("'}' outside a function")
			}
			cur = nil
		case strings.HasPrefix(s, "!") && cur == nil:
			n, err := node(s)
			if err != nil {
				return nil, fail("%v", err)
			}
			if n == nil {
				continue // a named node (!llvm.module.flags = ...)
			}
			n.Line = ln
			if _, dup := f.Nodes[n.Num]; dup {
				return nil, fail("metadata node !%d defined twice", n.Num)
			}
			f.Nodes[n.Num] = n
		case cur != nil && strings.HasPrefix(s, "  "):
			if err := cur.inst(strings.TrimSpace(s), ln); err != nil {
				return nil, fail("%v", err)
			}
		}
	}
	if cur != nil {
		return nil, &SyntaxError{name, cur.Line, "function " + cur.Name + " has no end"}
	}
	return f, nil
}

// define reads "define ... @name(...) ... !dbg !N {".
func define(s string) (*Function, error) {
	at := strings.IndexByte(s, '@')
	if at < 0 {
		return nil, fmt.Errorf("define without a function name")
	}
	name, rest, err := global(s[at+1:])
	if err != nil {
		return nil, err
	}
	fn := &Function{Name: name, Dbg: -1}
	if params, _, err := group(rest); err == nil {
		fn.Params = params
	}
	if i := strings.LastIndex(rest, "!dbg "); i >= 0 {
		if w := strings.Fields(rest[i+5:]); len(w) > 0 {
			fn.Dbg = Ref(w[0])
		}
	}
	return fn, nil
}

// global reads a global name, plain or quoted, and returns the rest of the text.
func global(s string) (name, rest string, err error) {
	if strings.HasPrefix(s, `"`) {
		end := strings.IndexByte(s[1:], '"')
		if end < 0 {
			return "", "", fmt.Errorf("unterminated quoted name")
		}
		return s[1 : end+1], s[end+2:], nil
	}
	i := 0
	for i < len(s) && isNameByte(s[i]) {
		i++
	}
	if i == 0 {
		return "", "", fmt.Errorf("empty global name")
	}
	return s[:i], s[i:], nil
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '$' || c == '-'
}

// Ref reads a metadata reference "!N" as written; -1 when it is not one.
func Ref(s string) int {
	if !strings.HasPrefix(s, "!") {
		return -1
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 0 {
		return -1
	}
	return n
}

const visaID = "; visa id: "

// inst reads one body line.
func (fn *Function) inst(s string, ln int) error {
	if strings.HasPrefix(s, ";") {
		return nil // a comment such as "; BB0 :"
	}
	in := Inst{Line: ln, VisaID: -1}
	if i := strings.LastIndex(s, visaID); i >= 0 {
		id, err := strconv.Atoi(strings.TrimSpace(s[i+len(visaID):]))
		if err != nil || id < 0 {
			return fmt.Errorf("bad visa id %q", s[i+len(visaID):])
		}
		in.VisaID, s = id, strings.TrimRight(s[:i], " \t")
	}
	if strings.HasPrefix(s, "%") {
		res, rest, ok := strings.Cut(s, " = ")
		if !ok {
			if strings.HasSuffix(s, ":") {
				return nil
			}
			return fmt.Errorf("value %q without an instruction", s)
		}
		in.Result, s = res, rest
	} else if strings.HasSuffix(s, ":") {
		return nil // a block label
	}
	if op, _, ok := strings.Cut(s, " "); ok {
		in.Op = op
		if op == "tail" || op == "notail" || op == "musttail" {
			in.Op = "call"
		}
	}
	if i := strings.Index(s, "call "); i >= 0 {
		if at := strings.IndexByte(s[i:], '@'); at >= 0 {
			name, _, err := global(s[i+at+1:])
			if err != nil {
				return err
			}
			in.Callee = name
		}
	}
	in.Operands, in.Text = operands(s), s
	fn.Insts = append(fn.Insts, in)
	switch in.Callee {
	case "llvm.dbg.declare":
		return fn.dbgCall(Declare, s, ln)
	case "llvm.dbg.value":
		return fn.dbgCall(Value, s, ln)
	}
	return nil
}

// operands lists the local value names an instruction's text mentions.
func operands(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		if s[i] != '%' || i+1 >= len(s) || !isNameByte(s[i+1]) {
			continue
		}
		j := i + 1
		for j < len(s) && isNameByte(s[j]) {
			j++
		}
		if j < len(s) && s[j] == '*' || j < len(s) && s[j] == ' ' && strings.HasPrefix(s[i:], "%struct.") {
			// A named type such as %struct.pair_t* or %struct.pair_t, not a value.
			i = j
			continue
		}
		if blockRef(s, i, j) {
			i = j
			continue
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}

// blockRef reports whether the name s[i:j] is a basic block, not a value: a branch's
// "label %for.end" or a phi's incoming block, the second of "[ %v, %for.body ]".
func blockRef(s string, i, j int) bool {
	if strings.HasSuffix(s[:i], "label ") {
		return true
	}
	rest := strings.TrimLeft(s[j:], " ")
	return strings.HasPrefix(rest, "]") && strings.HasSuffix(strings.TrimRight(s[:i], " "), ",")
}

// dbgCall reads "call void @llvm.dbg.X(metadata T V, metadata !N, metadata E), !dbg !M,
// !StorageOffset !a, !StorageSize !b".
func (fn *Function) dbgCall(k DbgKind, s string, ln int) error {
	open := strings.IndexByte(s, '(')
	if open < 0 {
		return fmt.Errorf("%v without operands", k)
	}
	args, rest, err := group(s[open:])
	if err != nil {
		return err
	}
	if len(args) < 2 {
		return fmt.Errorf("%v with %d operands", k, len(args))
	}
	c := DbgCall{Kind: k, Inst: len(fn.Insts) - 1, Line: ln, Var: -1, StorageOffset: -1, StorageSize: -1}
	v := strings.Fields(args[0])
	if len(v) < 2 || v[0] != "metadata" {
		return fmt.Errorf("%v: first operand %q is not metadata", k, args[0])
	}
	c.Value = v[len(v)-1]
	if len(v) >= 3 {
		c.ValueType = strings.Join(v[1:len(v)-1], " ") // "<3 x float>", "i32 addrspace(1)*"
	}
	if m := strings.Fields(args[1]); len(m) == 2 && m[0] == "metadata" {
		c.Var = Ref(m[1])
	}
	if len(args) > 2 {
		e := strings.TrimSpace(strings.TrimPrefix(args[2], "metadata"))
		if strings.HasPrefix(e, "!DIExpression(") && strings.HasSuffix(e, ")") {
			c.Expr = e[len("!DIExpression(") : len(e)-1]
		}
	}
	for _, a := range split(rest) {
		kind, val, ok := strings.Cut(strings.TrimSpace(a), " ")
		if !ok {
			continue
		}
		switch kind {
		case "!StorageOffset":
			c.StorageOffset = Ref(val)
		case "!StorageSize":
			c.StorageSize = Ref(val)
		}
	}
	fn.Dbgs = append(fn.Dbgs, c)
	return nil
}

// group reads a parenthesized, comma-separated list at the start of s and returns its
// elements and the text after it.
func group(s string) (elems []string, rest string, err error) {
	if !strings.HasPrefix(s, "(") && !strings.HasPrefix(s, "{") {
		return nil, "", fmt.Errorf("missing '(' or '{'")
	}
	start := 1
	end, err := scanList(s, 1, func(i int) {
		elems = append(elems, strings.TrimSpace(s[start:i]))
		start = i + 1
	})
	if err != nil {
		return nil, "", err
	}
	if end < 0 {
		return nil, "", fmt.Errorf("unterminated list")
	}
	if t := strings.TrimSpace(s[start:end]); t != "" || len(elems) > 0 {
		elems = append(elems, t)
	}
	return elems, s[end+1:], nil
}

// split cuts s at the commas outside brackets and quotes.
func split(s string) []string {
	var out []string
	start := 0
	scanList(s, 0, func(i int) {
		out = append(out, s[start:i])
		start = i + 1
	})
	if strings.TrimSpace(s[start:]) != "" {
		out = append(out, s[start:])
	}
	return out
}

// scanList walks s, skipping quoted strings, and calls comma(i) for each comma at bracket
// depth level. It returns the index of the bracket that brings the depth back to 0 (-1 when
// none does), or an error when brackets close more than they open.
func scanList(s string, level int, comma func(i int)) (int, error) {
	depth, quoted := 0, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quoted:
			if c == '\\' {
				i++
			} else if c == '"' {
				quoted = false
			}
		case c == '"':
			quoted = true
		case c == '(' || c == '{' || c == '<' || c == '[':
			depth++
		case c == ')' || c == '}' || c == '>' || c == ']':
			depth--
			if depth == 0 && level > 0 {
				return i, nil
			}
			if depth < 0 {
				if level == 0 {
					continue // split: a stray closing bracket is text
				}
				return -1, fmt.Errorf("unbalanced %q", c)
			}
		case c == ',' && depth == level:
			comma(i)
		}
	}
	return -1, nil
}

// node reads "!N = [distinct] !Kind(f: v, ...)" or "!N = [distinct] !{...}"; nil for a named
// node.
func node(s string) (*Node, error) {
	lhs, rhs, ok := strings.Cut(s, " = ")
	if !ok {
		return nil, fmt.Errorf("metadata line without ' = '")
	}
	num := Ref(lhs)
	if num < 0 {
		if len(lhs) > 1 && (lhs[1] < '0' || lhs[1] > '9') {
			return nil, nil
		}
		return nil, fmt.Errorf("bad metadata number %q", lhs)
	}
	rhs = strings.TrimPrefix(rhs, "distinct ")
	n := &Node{Num: num}
	switch {
	case strings.HasPrefix(rhs, "!{"):
		elems, _, err := group(rhs[1:])
		if err != nil {
			return nil, err
		}
		n.Elems = elems
	case strings.HasPrefix(rhs, "!"):
		open := strings.IndexByte(rhs, '(')
		if open < 0 {
			return nil, fmt.Errorf("metadata node without fields")
		}
		n.Kind = rhs[1:open]
		fields, _, err := group(rhs[open:])
		if err != nil {
			return nil, err
		}
		if len(fields) > maxFields {
			return nil, fmt.Errorf("%s with %d fields", n.Kind, len(fields))
		}
		n.Fields = make(map[string]string, len(fields))
		for _, fv := range fields {
			k, v, ok := strings.Cut(fv, ": ")
			if !ok {
				return nil, fmt.Errorf("%s field %q without a name", n.Kind, fv)
			}
			if strings.HasPrefix(v, `"`) {
				u, err := strconv.Unquote(v)
				if err != nil {
					u = strings.Trim(v, `"`) // LLVM's \XX escapes: keep the text
				}
				v = u
			}
			n.Fields[k] = v
		}
	default:
		return nil, fmt.Errorf("metadata %q is neither a node nor a tuple", rhs)
	}
	return n, nil
}

// VectorType reads an LLVM vector type "<N x T>" of integer or floating-point elements: N and
// each element's bytes; false for any other type.
func VectorType(t string) (n, elemBytes int, ok bool) {
	inner, open := strings.CutPrefix(t, "<")
	inner, closed := strings.CutSuffix(inner, ">")
	count, elem, found := strings.Cut(inner, " x ")
	if !open || !closed || !found {
		return 0, 0, false
	}
	n, err := strconv.Atoi(count)
	if err != nil || n < 1 {
		return 0, 0, false
	}
	switch elem {
	case "i8":
		elemBytes = 1
	case "i16", "half":
		elemBytes = 2
	case "i32", "float":
		elemBytes = 4
	case "i64", "double":
		elemBytes = 8
	default:
		return 0, 0, false
	}
	return n, elemBytes, true
}
