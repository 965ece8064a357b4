package ecs

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// tokKind is the class of a token.
type tokKind uint8

const (
	tokEOF    tokKind = iota
	tokString         // "..." with escapes decoded into text
	tokWord           // keyword or other bare identifier (code, little, inf ...)
	tokNumber         // anything starting with a digit, a sign or a dot
	tokBad            // a lexical error; text says what is wrong
)

type token struct {
	kind tokKind
	text string // decoded string, word, number as written, or the error description
	pos  Pos
}

// describe renders a token for "found ..." in error messages.
func (t token) describe() string {
	switch t.kind {
	case tokEOF:
		return "end of file"
	case tokString:
		s := t.text
		if len(s) > 40 {
			s = s[:40]
			for !utf8.ValidString(s) && len(s) > 0 {
				s = s[:len(s)-1]
			}
			return quote(s) + "..."
		}
		return quote(s)
	case tokBad:
		return t.text
	}
	if len(t.text) > 40 {
		return t.text[:40] + "..."
	}
	return t.text
}

// lexer splits .dbg text into tokens, tracking line and column.
type lexer struct {
	src       []byte
	off       int
	line, col int
}

func newLexer(src []byte) *lexer { return &lexer{src: src, line: 1, col: 1} }

// advance moves over one character (a UTF-8 sequence or a single invalid byte).
func (l *lexer) advance() {
	if l.src[l.off] == '\n' {
		l.line++
		l.col = 1
		l.off++
		return
	}
	_, n := utf8.DecodeRune(l.src[l.off:])
	l.off += n
	l.col++
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' }

func (l *lexer) next() token {
	for l.off < len(l.src) && isSpace(l.src[l.off]) {
		l.advance()
	}
	pos := Pos{l.line, l.col}
	if l.off >= len(l.src) {
		return token{kind: tokEOF, pos: pos}
	}
	c := l.src[l.off]
	switch {
	case c == '"':
		return l.str(pos)
	case isDigit(c) || c == '+' || c == '-' || c == '.':
		start := l.off
		l.advance()
		for l.off < len(l.src) {
			c := l.src[l.off]
			prev := l.src[l.off-1]
			if isDigit(c) || isLetter(c) || c == '.' || (c == '+' || c == '-') && (prev == 'e' || prev == 'E') {
				l.advance()
				continue
			}
			break
		}
		return token{kind: tokNumber, text: string(l.src[start:l.off]), pos: pos}
	case isLetter(c):
		start := l.off
		for l.off < len(l.src) && (isLetter(l.src[l.off]) || isDigit(l.src[l.off])) {
			l.advance()
		}
		return token{kind: tokWord, text: string(l.src[start:l.off]), pos: pos}
	}
	r, n := utf8.DecodeRune(l.src[l.off:])
	var what string
	if r == utf8.RuneError && n <= 1 {
		what = "invalid byte 0x" + strconv.FormatUint(uint64(c), 16)
	} else {
		what = "invalid character " + strconv.QuoteRune(r)
	}
	l.advance()
	return token{kind: tokBad, text: what, pos: pos}
}

// str reads a double-quoted string with C escapes (what ECS's WriteString produces).
func (l *lexer) str(pos Pos) token {
	l.advance() // opening quote
	var b strings.Builder
	for {
		if l.off >= len(l.src) {
			return token{kind: tokBad, text: "unterminated string", pos: pos}
		}
		c := l.src[l.off]
		switch {
		case c == '"':
			l.advance()
			return token{kind: tokString, text: b.String(), pos: pos}
		case c == '\\':
			epos := Pos{l.line, l.col}
			if err := l.escape(&b); err != "" {
				return token{kind: tokBad, text: err, pos: epos}
			}
		case c < 0x20 || c == 0x7f:
			// ECS's reader stops at non-printable characters; a raw newline ends the line.
			return token{kind: tokBad, text: "unterminated string", pos: pos}
		default:
			b.WriteByte(c)
			l.off++
			if c < 0x80 || utf8.RuneStart(c) {
				l.col++
			}
		}
	}
}

var simpleEscapes = map[byte]byte{
	'"': '"', '\\': '\\', '\'': '\'', '?': '?', '0': 0,
	'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v',
}

// escape decodes one escape sequence starting at the backslash; it returns a description
// of the problem or "".
func (l *lexer) escape(b *strings.Builder) string {
	l.advance() // backslash
	if l.off >= len(l.src) {
		return "unterminated string"
	}
	c := l.src[l.off]
	if v, ok := simpleEscapes[c]; ok {
		b.WriteByte(v)
		l.advance()
		return ""
	}
	digits := 0
	switch c {
	case 'x':
		digits = 2
	case 'u':
		digits = 4
	case 'U':
		digits = 8
	default:
		if c < 0x20 || c >= 0x7f {
			return "invalid escape in string"
		}
		return "invalid escape \\" + string(rune(c)) + " in string"
	}
	l.advance()
	if len(l.src)-l.off < digits {
		return "invalid escape \\" + string(rune(c)) + " in string"
	}
	v, err := strconv.ParseUint(string(l.src[l.off:l.off+digits]), 16, 32)
	if err != nil {
		return "invalid escape \\" + string(rune(c)) + " in string"
	}
	for range digits {
		l.advance()
	}
	if c == 'x' {
		b.WriteByte(byte(v))
		return ""
	}
	r := rune(v)
	if !utf8.ValidRune(r) {
		return "invalid code point \\" + string(rune(c)) + " in string"
	}
	b.WriteRune(r)
	return ""
}

// quote writes s in the .dbg string syntax: printable ASCII as is, C escapes for the rest,
// \u or \U for valid non-ASCII characters and \x for other bytes.
func quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x80 {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				b.WriteString(`\x`)
				b.WriteString(hex(uint64(c), 2))
			} else if r <= 0xffff {
				b.WriteString(`\u`)
				b.WriteString(hex(uint64(r), 4))
			} else {
				b.WriteString(`\U`)
				b.WriteString(hex(uint64(r), 8))
			}
			i += n
			continue
		}
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case 0:
			b.WriteString(`\0`)
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\v':
			b.WriteString(`\v`)
		default:
			if c < 0x20 || c == 0x7f {
				b.WriteString(`\x`)
				b.WriteString(hex(uint64(c), 2))
			} else {
				b.WriteByte(c)
			}
		}
		i++
	}
	b.WriteByte('"')
	return b.String()
}

func hex(v uint64, width int) string {
	s := strconv.FormatUint(v, 16)
	for len(s) < width {
		s = "0" + s
	}
	return s
}
