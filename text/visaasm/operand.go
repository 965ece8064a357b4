package visaasm

import (
	"strconv"
	"strings"
)

// Operand is a general variable operand as an instruction writes it: "V0064(2,0)<1>" is
// V0064 from row 2, element 0, with region "1"; "V0126.0" (a raw operand) is row 0,
// element 0, with no region.
type Operand struct {
	Name     string
	Row, Col int
	Region   string // between the angle brackets, "" when there are none
}

// ParseOperand reads a variable operand; ok is false for anything else (an immediate, an
// address register, a predicate, an indirect r[A0(0),0] operand).
func ParseOperand(s string) (Operand, bool) {
	s = strings.TrimLeft(s, "-!(")
	i := strings.IndexAny(s, "(.<")
	if i <= 0 || s[0] != 'V' {
		return Operand{}, false
	}
	o := Operand{Name: s[:i]}
	rest := s[i:]
	switch rest[0] {
	case '(':
		end := strings.IndexByte(rest, ')')
		if end < 0 {
			return Operand{}, false
		}
		r, c, ok := strings.Cut(rest[1:end], ",")
		row, err1 := strconv.Atoi(strings.TrimSpace(r))
		col, err2 := strconv.Atoi(strings.TrimSpace(c))
		if !ok || err1 != nil || err2 != nil || row < 0 || col < 0 {
			return Operand{}, false
		}
		o.Row, o.Col, rest = row, col, rest[end+1:]
	case '.':
		rest = strings.TrimLeft(rest[1:], "0123456789")
	}
	if strings.HasPrefix(rest, "<") {
		end := strings.IndexByte(rest, '>')
		if end < 0 {
			return Operand{}, false
		}
		o.Region, rest = rest[1:end], rest[end+1:]
	}
	if rest != "" && !strings.HasPrefix(rest, ":") {
		return Operand{}, false
	}
	return o, true
}
