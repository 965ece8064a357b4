package visaasm

import "fmt"

type tokKind uint8

const (
	tokWord   tokKind = iota + 1
	tokString         // "..." with the quotes and escapes removed
	tokEq             // =
	tokAngle          // <...> with the brackets removed (alias=<V0043, 0>)
	tokBrace          // {...} with the braces removed (attrs={Input, Output})
)

type token struct {
	kind tokKind
	text string
	col  int // 1-based
}

// tokenize splits one line into tokens and returns the comment (from "//" on) apart.
// Instruction operands such as V0057(0,0)<1;1,0> stay single words: '<' opens a group only
// at the start of a token, '{' only right after '=' (a decl's attrs={...}).
// The tokens are appended to buf[:0]: a parser reuses one buffer for every line.
func tokenize(l []byte, buf []token) ([]token, []byte, error) {
	toks := buf[:0]
	i := 0
	for i < len(l) {
		c := l[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '/' && i+1 < len(l) && l[i+1] == '/':
			return toks, l[i:], nil
		case c == '=':
			toks = append(toks, token{tokEq, "=", i + 1})
			i++
		case c == '"':
			start := i
			i++
			var s []byte
			for {
				if i >= len(l) {
					return nil, nil, &SyntaxError{Col: start + 1, Msg: "unterminated string"}
				}
				if l[i] == '\\' && i+1 < len(l) {
					s = append(s, l[i+1])
					i += 2
					continue
				}
				if l[i] == '"' {
					i++
					break
				}
				s = append(s, l[i])
				i++
			}
			toks = append(toks, token{tokString, string(s), start + 1})
		case c == '<' || c == '{' && len(toks) > 0 && toks[len(toks)-1].kind == tokEq:
			open, close, kind := c, byte('>'), tokAngle
			if c == '{' {
				close, kind = '}', tokBrace
			}
			start := i
			depth := 0
			for ; i < len(l); i++ {
				if l[i] == open {
					depth++
				} else if l[i] == close {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if i >= len(l) {
				return nil, nil, &SyntaxError{Col: start + 1, Msg: fmt.Sprintf("unterminated '%c'", open)}
			}
			i++
			toks = append(toks, token{kind, string(l[start+1 : i-1]), start + 1})
		default:
			start := i
			for i < len(l) && l[i] != ' ' && l[i] != '\t' && l[i] != '=' && l[i] != '"' &&
				!(l[i] == '/' && i+1 < len(l) && l[i+1] == '/') {
				i++
			}
			toks = append(toks, token{tokWord, string(l[start:i]), start + 1})
		}
	}
	return toks, nil, nil
}
