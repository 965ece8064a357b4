package ecs

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SyntaxError is a parse error at a position of the .dbg text.
type SyntaxError struct {
	File     string // as given to Parse; may be empty
	Pos      Pos
	Expected string
	Found    string
}

func (e *SyntaxError) Error() string {
	file := e.File
	if file == "" {
		file = "<input>"
	}
	return fmt.Sprintf("%s:%d:%d: expected %s, found %s", file, e.Pos.Line, e.Pos.Col, e.Expected, e.Found)
}

// maxDepth bounds the nesting of type declarations, so a hostile file cannot exhaust the
// stack; real files nest a handful of levels.
const maxDepth = 1000

// Parse reads a whole .dbg file. name is used in error messages only.
func Parse(name string, src []byte) (*File, error) {
	p := &parser{name: name, lex: newLexer(src)}
	p.tok = p.lex.next()
	f := p.file()
	if p.err != nil {
		return nil, p.err
	}
	return f, nil
}

// ParseString is Parse for a string.
func ParseString(name, src string) (*File, error) { return Parse(name, []byte(src)) }

// parser is a recursive-descent parser with one token of look-ahead and a sticky error:
// after the first error every method returns zero values without looking at the input.
type parser struct {
	name    string
	lex     *lexer
	tok     token
	err     error
	depth   int
	sources int // number of sources, to check location indices
}

func (p *parser) fail(expected string) {
	if p.err == nil {
		p.err = &SyntaxError{File: p.name, Pos: p.tok.pos, Expected: expected, Found: p.tok.describe()}
	}
}

func (p *parser) failAt(pos Pos, expected, found string) {
	if p.err == nil {
		p.err = &SyntaxError{File: p.name, Pos: pos, Expected: expected, Found: found}
	}
}

func (p *parser) advance() { p.tok = p.lex.next() }

func (p *parser) isWord(w string) bool {
	return p.err == nil && p.tok.kind == tokWord && p.tok.text == w
}

// isPlainNumber reports whether the current token is a number without sign: the start of a
// location or breakpoint (ECS's reader peeks for a digit).
func (p *parser) isPlainNumber() bool {
	return p.err == nil && p.tok.kind == tokNumber && isDigit(p.tok.text[0])
}

func (p *parser) isString() bool { return p.err == nil && p.tok.kind == tokString }

func (p *parser) str(what string) string {
	if p.err != nil {
		return ""
	}
	if p.tok.kind != tokString {
		p.fail(what)
		return ""
	}
	s := p.tok.text
	p.advance()
	return s
}

// unsigned reads a decimal integer without sign.
func (p *parser) unsigned(what string) uint64 {
	if p.err != nil {
		return 0
	}
	if p.tok.kind != tokNumber || !allDigits(p.tok.text) {
		p.fail(what)
		return 0
	}
	v, err := strconv.ParseUint(p.tok.text, 10, 64)
	if err != nil {
		p.fail(what + " (at most 18446744073709551615)")
		return 0
	}
	p.advance()
	return v
}

// signed reads a decimal integer with an optional sign; needSign demands one (displacements).
func (p *parser) signed(what string, needSign bool) int64 {
	if p.err != nil {
		return 0
	}
	t := p.tok.text
	if p.tok.kind != tokNumber {
		p.fail(what)
		return 0
	}
	digits := t
	if t[0] == '+' || t[0] == '-' {
		digits = t[1:]
	} else if needSign {
		p.fail(what)
		return 0
	}
	if !allDigits(digits) {
		p.fail(what)
		return 0
	}
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		p.fail(what + " (within 64 bits)")
		return 0
	}
	p.advance()
	return v
}

// float reads what C's strtod accepts in decimal: [sign] digits [. digits] [e [sign] digits],
// inf, infinity, nan.
func (p *parser) float(what string) float64 {
	if p.err != nil {
		return 0
	}
	if p.tok.kind != tokNumber && p.tok.kind != tokWord {
		p.fail(what)
		return 0
	}
	v, ok := parseFloat(p.tok.text)
	if !ok {
		p.fail(what)
		return 0
	}
	p.advance()
	return v
}

func parseFloat(t string) (float64, bool) {
	body := t
	neg := false
	if body != "" && (body[0] == '+' || body[0] == '-') {
		neg = body[0] == '-'
		body = body[1:]
	}
	switch strings.ToLower(body) {
	case "inf", "infinity":
		if neg {
			return math.Inf(-1), true
		}
		return math.Inf(1), true
	case "nan":
		// One NaN value whatever the sign, so that printing and parsing again is stable.
		return math.NaN(), true
	}
	if !isDecimalFloat(body) {
		return 0, false
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil {
		return 0, false
	}
	return v, true
}

func isDecimalFloat(s string) bool {
	i, mant := 0, 0
	for i < len(s) && isDigit(s[i]) {
		i++
		mant++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
			mant++
		}
	}
	if mant == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		exp := 0
		for i < len(s) && isDigit(s[i]) {
			i++
			exp++
		}
		if exp == 0 {
			return false
		}
	}
	return i == len(s)
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func (p *parser) file() *File {
	f := &File{}
	f.Header.Pos = p.tok.pos
	f.Header.Name = p.str("target name")
	switch {
	case p.isWord("little"):
		f.Header.ByteOrder = Little
		p.advance()
	case p.isWord("big"):
		f.Header.ByteOrder = Big
		p.advance()
	default:
		p.fail("byte order (little or big)")
	}
	f.Header.PointerSize = p.unsigned("pointer size")
	f.Sources = append(f.Sources, p.str("source file name"))
	for p.isString() {
		f.Sources = append(f.Sources, p.str("source file name"))
	}
	p.sources = len(f.Sources)
	for p.err == nil && p.tok.kind != tokEOF {
		f.Entries = append(f.Entries, p.entry())
	}
	return f
}

func (p *parser) entry() *Entry {
	e := &Entry{Pos: p.tok.pos}
	switch {
	case p.isWord("code"):
		e.Kind = Code
	case p.isWord("data"):
		e.Kind = Data
	case p.isWord("type"):
		e.Kind = TypeEntry
	default:
		p.fail("entry (code, data or type)")
		return e
	}
	p.advance()
	e.Name = p.str("entry name")
	e.Loc = p.optLocation()
	e.Type = p.typ()
	if e.Kind == TypeEntry {
		return e
	}
	e.Size = p.unsigned("entry size")
	if e.Kind == Data {
		return e
	}
	for p.isString() {
		e.Symbols = append(e.Symbols, p.symbol())
	}
	for p.isPlainNumber() {
		var b Breakpoint
		b.Offset = p.unsigned("breakpoint offset")
		b.Loc = p.location()
		e.Breakpoints = append(e.Breakpoints, b)
	}
	return e
}

// optLocation reads a location if the next token is a number without sign.
func (p *parser) optLocation() *Location {
	if !p.isPlainNumber() {
		return nil
	}
	l := p.location()
	return &l
}

func (p *parser) location() Location {
	var l Location
	pos, found := p.tok.pos, p.tok.describe()
	l.Source = p.unsigned("source index")
	if p.err == nil && l.Source >= uint64(p.sources) {
		p.failAt(pos, fmt.Sprintf("source index below %d", p.sources), found)
	}
	l.Line = p.unsigned("line number")
	l.Column = p.unsigned("column number")
	return l
}

func (p *parser) symbol() *Symbol {
	s := &Symbol{Pos: p.tok.pos}
	s.Name = p.str("symbol name")
	s.Loc = p.location()
	switch {
	case p.isWord("signed"), p.isWord("unsigned"), p.isWord("float"):
		s.Kind = Constant
		s.Value = p.value()
	case p.isString():
		s.Register = p.str("register name")
		s.Kind = Register
		// Only an explicit sign tells a displacement (variable) from a register symbol.
		if p.err == nil && p.tok.kind == tokNumber && (p.tok.text[0] == '+' || p.tok.text[0] == '-') {
			s.Kind = Variable
			s.Displacement = p.signed("displacement", true)
		}
	default:
		p.fail("symbol kind (signed, unsigned, float constant or register name)")
	}
	s.Type = p.typ()
	s.Begin = p.unsigned("lifetime begin")
	s.End = p.unsigned("lifetime end")
	return s
}

// value reads a kinded constant: signed N, unsigned N or float F.
func (p *parser) value() Value {
	var v Value
	switch {
	case p.isWord("signed"):
		p.advance()
		v.Kind = SignedValue
		v.Signed = p.signed("signed integer", false)
	case p.isWord("unsigned"):
		p.advance()
		v.Kind = UnsignedValue
		v.Unsigned = p.unsigned("unsigned integer")
	case p.isWord("float"):
		p.advance()
		v.Kind = FloatValue
		v.Float = p.float("floating-point number")
	default:
		p.fail("value (signed, unsigned or float)")
	}
	return v
}

func (p *parser) typ() *Type {
	t := &Type{}
	if p.err != nil {
		return t
	}
	if p.depth >= maxDepth {
		p.fail(fmt.Sprintf("type nested at most %d deep", maxDepth))
		return t
	}
	p.depth++
	defer func() { p.depth-- }()
	if p.tok.kind == tokString {
		t.Kind = Named
		t.Name = p.str("type name")
		return t
	}
	if p.tok.kind != tokWord {
		p.fail("type")
		return t
	}
	switch p.tok.text {
	case "void":
		t.Kind = Void
		p.advance()
	case "signed", "unsigned", "float":
		t.Kind = Signed
		if p.tok.text == "unsigned" {
			t.Kind = Unsigned
		} else if p.tok.text == "float" {
			t.Kind = Float
		}
		p.advance()
		t.Size = p.unsigned("type size")
	case "array":
		t.Kind = Array
		p.advance()
		t.Index = p.signed("array first index", false)
		t.Size = p.unsigned("array element count")
		t.Elem = p.typ()
	case "record":
		t.Kind = Record
		p.advance()
		t.Size = p.unsigned("record size")
		// Like ECS's reader, the field list ends at the first token that is not a string.
		for p.isString() {
			t.Fields = append(t.Fields, p.field())
		}
	case "pointer", "reference":
		t.Kind = Pointer
		if p.tok.text == "reference" {
			t.Kind = Reference
		}
		p.advance()
		t.Elem = p.typ()
	case "function":
		t.Kind = Function
		p.advance()
		n := p.unsigned("parameter count")
		t.Elem = p.typ()
		// Every parameter takes at least one token, so the loop ends at the end of the input
		// at the latest; nothing is allocated from n.
		for i := uint64(0); i < n && p.err == nil; i++ {
			t.Params = append(t.Params, p.typ())
		}
	case "enumeration":
		t.Kind = Enumeration
		p.advance()
		t.Elem = p.typ()
		for p.isString() {
			e := &Enumerator{}
			e.Name = p.str("enumerator name")
			e.Loc = p.optLocation()
			e.Value = p.value()
			t.Enumerators = append(t.Enumerators, e)
		}
	default:
		p.fail("type")
	}
	return t
}

func (p *parser) field() *Field {
	f := &Field{}
	f.Name = p.str("field name")
	f.Loc = p.optLocation()
	f.Type = p.typ()
	f.Offset = p.unsigned("field offset")
	f.Mask = p.unsigned("field bit mask")
	return f
}

// Looks reports whether src starts like a .dbg file (a quoted target name, little or big,
// a pointer size and a quoted source name), for telling .dbg text from other inputs by
// content. It reads only the first few tokens.
func Looks(src []byte) bool {
	p := &parser{lex: newLexer(src)}
	p.tok = p.lex.next()
	p.str("target name")
	if !p.isWord("little") && !p.isWord("big") {
		return false
	}
	p.advance()
	p.unsigned("pointer size")
	p.str("source file name")
	return p.err == nil
}
