package visaasm

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Parse reads a .visaasm text. Every vISA instruction gets the index the vISA builder
// gives it when it reads the text back: indices start at 0 in each .kernel/.global_function;
// .function labels, plain labels, FILE, LOC and every instruction take one; the label line
// right after a .function names the same place and takes none. A trailing `/// $N` comment
// (IGC prints the index of each real instruction that way) must agree with the count.
func Parse(src []byte) (*File, error) {
	p := &parser{f: &File{}}
	for len(src) > 0 {
		p.line++
		var l []byte
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			l, src = src[:i], src[i+1:]
		} else {
			l, src = src, nil
		}
		if err := p.parseLine(bytes.TrimRight(l, "\r")); err != nil {
			return nil, err
		}
	}
	return p.f, nil
}

type parser struct {
	f     *File
	line  int
	cur   *Function
	next  uint32  // next vISA index in cur
	skip  bool    // the next label line repeats the .function's label
	file  string  // current FILE
	count bool    // cur has started counting
	toks  []token // the tokens of the line, reused from line to line
}

func (p *parser) errAt(col int, format string, args ...any) error {
	return &SyntaxError{Line: p.line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) parseLine(l []byte) error {
	toks, comment, err := tokenize(l, p.toks)
	p.toks = toks
	if err != nil {
		se := err.(*SyntaxError)
		se.Line = p.line
		return se
	}
	if len(toks) == 0 {
		return nil
	}
	t0 := toks[0]
	if t0.kind == tokWord && strings.HasPrefix(t0.text, ".") {
		return p.directive(toks)
	}
	if p.cur == nil {
		return p.errAt(t0.col, "instruction %q before any .kernel or .global_function", t0.text)
	}
	// A label: one word ending in ':'.
	if len(toks) == 1 && t0.kind == tokWord && strings.HasSuffix(t0.text, ":") && len(t0.text) > 1 {
		if p.skip {
			p.skip = false
			return nil
		}
		p.cur.Places = append(p.cur.Places, p.take())
		return nil
	}
	p.skip = false
	idx := p.take()
	switch {
	case t0.kind == tokWord && t0.text == "FILE":
		if len(toks) != 2 || toks[1].kind != tokString {
			return p.errAt(t0.col, "FILE wants one quoted file name")
		}
		p.file = toks[1].text
		p.cur.Locs = append(p.cur.Locs, Loc{Index: idx, File: p.file, Line: p.lastLine()})
		p.cur.Places = append(p.cur.Places, idx)
	case t0.kind == tokWord && t0.text == "LOC":
		if len(toks) != 2 || toks[1].kind != tokWord {
			return p.errAt(t0.col, "LOC wants one line number")
		}
		n, err := strconv.ParseUint(toks[1].text, 0, 32)
		if err != nil {
			return p.errAt(toks[1].col, "LOC line %q is not a 32-bit number", toks[1].text)
		}
		p.cur.Locs = append(p.cur.Locs, Loc{Index: idx, File: p.file, Line: uint32(n)})
		p.cur.Places = append(p.cur.Places, idx)
	default:
		p.cur.Insts = append(p.cur.Insts, instOf(idx, toks))
	}
	if n, col, ok := indexComment(comment); ok && n != idx {
		return p.errAt(len(l)-len(comment)+col+1, "the comment says vISA index $%d, the count is %d", n, idx)
	}
	return nil
}

// instOf splits an instruction line: an optional predicate "(P1)", the opcode, an optional
// execution size "(M1, 8)", the operands.
func instOf(idx uint32, toks []token) Inst {
	in := Inst{Index: idx}
	i := skipGroup(toks, 0)
	if i < len(toks) {
		in.Op = toks[i].text
		j := skipGroup(toks, i+1)
		if j > i+1 {
			// "(M1, 16)": the size is the group's last word.
			last := strings.TrimRight(toks[j-1].text, ")")
			if k := strings.LastIndexAny(last, ",("); k >= 0 {
				last = last[k+1:]
			}
			last = strings.TrimSpace(last)
			if n, err := strconv.Atoi(last); err == nil && n > 0 {
				in.ExecSize = n
			}
		}
		i = j
	}
	for ; i < len(toks); i++ {
		in.Operands = append(in.Operands, toks[i].text)
	}
	return in
}

// skipGroup returns the position after a parenthesized group of words starting at i, or i.
func skipGroup(toks []token, i int) int {
	if i >= len(toks) || toks[i].kind != tokWord || !strings.HasPrefix(toks[i].text, "(") {
		return i
	}
	for j := i; j < len(toks); j++ {
		if strings.HasSuffix(toks[j].text, ")") {
			return j + 1
		}
	}
	return i
}

// lastLine is the line in effect before a FILE directive (a new file keeps the line until the
// next LOC).
func (p *parser) lastLine() uint32 {
	if n := len(p.cur.Locs); n > 0 {
		return p.cur.Locs[n-1].Line
	}
	return 0
}

// take gives the next vISA index of the current object.
func (p *parser) take() uint32 {
	i := p.next
	p.next++
	p.cur.NumIndices = p.next
	return i
}

func (p *parser) directive(toks []token) error {
	d := toks[0]
	args := toks[1:]
	switch d.text {
	case ".version":
		if len(args) != 1 {
			return p.errAt(d.col, ".version wants one version number")
		}
		p.f.Version = args[0].text
	case ".kernel", ".global_function":
		if len(args) != 1 || args[0].kind != tokString {
			return p.errAt(d.col, "%s wants one quoted name", d.text)
		}
		k := KindKernel
		if d.text == ".global_function" {
			k = KindFunction
		}
		p.cur = &Function{Kind: k, Name: args[0].text, Line: p.line, decls: map[string]int{}, inputs: map[string]int{}}
		p.f.Functions = append(p.f.Functions, p.cur)
		p.next, p.skip, p.file = 0, false, ""
	case ".function":
		if p.cur == nil {
			return p.errAt(d.col, ".function before any .kernel or .global_function")
		}
		if len(args) != 1 || args[0].kind != tokString {
			return p.errAt(d.col, ".function wants one quoted label")
		}
		idx := p.take()
		p.cur.Labels = append(p.cur.Labels, Label{Name: args[0].text, Index: idx})
		p.cur.Places = append(p.cur.Places, idx)
		p.skip = true
	case ".decl":
		if p.cur == nil {
			return p.errAt(d.col, ".decl before any .kernel or .global_function")
		}
		return p.decl(d, args)
	case ".kernel_attr":
		if p.cur == nil {
			return p.errAt(d.col, ".kernel_attr before any .kernel or .global_function")
		}
		// IGC prints a boolean attribute (Extern, NoBarrier, ...) and an empty string one by
		// its name alone, every other one as NAME=VALUE.
		var a Attr
		switch {
		case len(args) == 1 && args[0].kind == tokWord:
			a = Attr{Name: args[0].text}
		case len(args) == 3 && args[0].kind == tokWord && args[1].kind == tokEq && args[2].kind != tokEq:
			a = Attr{Name: args[0].text, Value: args[2].text, HasValue: true}
		default:
			return p.errAt(d.col, ".kernel_attr wants NAME or NAME=VALUE")
		}
		p.cur.Attrs = append(p.cur.Attrs, a)
		if a.Name == "SimdSize" {
			n, err := strconv.Atoi(a.Value)
			if err != nil || n <= 0 || n > 64 {
				// A SimdSize without =VALUE has only its name to point at.
				return p.errAt(args[len(args)-1].col, "SimdSize %q is not a SIMD width", a.Value)
			}
			p.cur.SimdSize = n
		}
	case ".input":
		if p.cur == nil {
			return p.errAt(d.col, ".input before any .kernel or .global_function")
		}
		return p.input(d, args)
	default:
		if strings.HasPrefix(d.text, ".implicit_") && p.cur != nil {
			return p.input(d, args)
		}
		// .funcdecl, .parameter and other declarations do not matter to debug info and
		// take no vISA index.
		if p.cur == nil && d.text != ".funcdecl" {
			return p.errAt(d.col, "%s before any .kernel or .global_function", d.text)
		}
	}
	return nil
}

// keyValues reads the operands `NAME KEY=VALUE...` of directive d: it calls each for every
// pair in order and returns NAME.
func (p *parser) keyValues(d token, args []token, each func(key string, val token) error) (token, error) {
	if len(args) == 0 || args[0].kind != tokWord {
		return token{}, p.errAt(d.col, "%s wants a variable name", d.text)
	}
	for rest := args[1:]; len(rest) > 0; rest = rest[3:] {
		if len(rest) < 3 || rest[0].kind != tokWord || rest[1].kind != tokEq {
			return token{}, p.errAt(rest[0].col, "want KEY=VALUE")
		}
		if err := each(rest[0].text, rest[2]); err != nil {
			return token{}, err
		}
	}
	return args[0], nil
}

func (p *parser) decl(d token, args []token) error {
	dc := Decl{Line: p.line}
	name, err := p.keyValues(d, args, func(key string, val token) error {
		switch key {
		case "v_type":
			if len(val.text) != 1 || !strings.Contains("GAPST", val.text) {
				return p.errAt(val.col, "v_type %q is not one of G, A, P, S, T", val.text)
			}
			dc.VType = val.text[0]
		case "type":
			t, ok := ParseElemType(val.text)
			if !ok {
				return p.errAt(val.col, "unknown element type %q", val.text)
			}
			dc.Type = t
		case "num_elts":
			n, err := strconv.ParseUint(val.text, 0, 32)
			if err != nil {
				return p.errAt(val.col, "num_elts %q is not a 32-bit number", val.text)
			}
			dc.NumElts = uint32(n)
		case "v_name":
			dc.VName = val.text
		case "alias":
			dc.Alias = val.text
		case "attrs":
			dc.Output = slices.Contains(strings.FieldsFunc(val.text, func(r rune) bool { return strings.ContainsRune("{}, ", r) }), "Output")
		}
		return nil
	})
	if err != nil {
		return err
	}
	dc.Name = name.text
	if dc.VType == 0 {
		return p.errAt(d.col, ".decl %s has no v_type", dc.Name)
	}
	if !p.cur.addDecl(dc) {
		return p.errAt(name.col, "%s declared twice in %s", dc.Name, p.cur.Name)
	}
	return nil
}

// input reads `.input NAME offset=O size=S`.
func (p *parser) input(d token, args []token) error {
	in := Input{Kind: d.text[1:], Line: p.line}
	var seen [2]bool
	name, err := p.keyValues(d, args, func(key string, val token) error {
		var dst *uint32
		switch key {
		case "offset":
			dst, seen[0] = &in.Offset, true
		case "size":
			dst, seen[1] = &in.Size, true
		default:
			return nil
		}
		n, err := strconv.ParseUint(val.text, 0, 32)
		if err != nil {
			return p.errAt(val.col, "%s %s=%q is not a 32-bit number", d.text, key, val.text)
		}
		*dst = uint32(n)
		return nil
	})
	if err != nil {
		return err
	}
	in.Name = name.text
	if !seen[0] || !seen[1] {
		return p.errAt(d.col, "%s %s wants offset= and size=", d.text, in.Name)
	}
	if n := normName(in.Name); p.cur.inputs != nil {
		if _, dup := p.cur.inputs[n]; !dup {
			p.cur.inputs[n] = len(p.cur.Inputs)
		}
	}
	p.cur.Inputs = append(p.cur.Inputs, in)
	return nil
}

// Input returns the .input of a variable as the debug info blob names it ("V34" finds
// "V0034").
func (fn *Function) Input(name string) (*Input, bool) {
	n := normName(name)
	if fn.inputs != nil {
		i, ok := fn.inputs[n]
		if !ok {
			return nil, false
		}
		return &fn.Inputs[i], true
	}
	for i := range fn.Inputs {
		if normName(fn.Inputs[i].Name) == n {
			return &fn.Inputs[i], true
		}
	}
	return nil, false
}

// indexComment finds "/// $N" in a comment; col is the column of the '$' within comment.
func indexComment(c []byte) (uint32, int, bool) {
	i := bytes.Index(c, []byte("$"))
	if !bytes.HasPrefix(c, []byte("///")) || i < 0 {
		return 0, 0, false
	}
	j := i + 1
	for j < len(c) && c[j] >= '0' && c[j] <= '9' {
		j++
	}
	n, err := strconv.ParseUint(string(c[i+1:j]), 10, 32)
	if err != nil {
		return 0, 0, false
	}
	return uint32(n), i, true
}
