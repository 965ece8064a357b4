package main

import (
	"errors"
	"os"
	"strings"

	"hdwarf/internal/inputfile"
)

// maxAtFiles bounds the @FILE expansions of one command line, as libiberty's 2000, so that a
// file naming itself ends.
const maxAtFiles = 2000

// expandAtFiles replaces each @FILE argument by the arguments FILE holds, as GNU's programs
// do (libiberty's expandargv): FILE is split at white space, with '...' and "..." quoting and
// \ escaping the next character anywhere; an @FILE inside is expanded in turn; an @FILE
// whose FILE cannot be read stays as it is, an argument.
func expandAtFiles(args []string) ([]string, error) {
	out := args
	copied := false
	n := 0
	for i := 0; i < len(out); i++ {
		a := out[i]
		if !strings.HasPrefix(a, "@") {
			continue
		}
		if n++; n == maxAtFiles {
			return nil, errors.New("too many @-files encountered")
		}
		name := a[1:]
		st, err := os.Stat(name)
		if err != nil {
			continue
		}
		if st.IsDir() {
			return nil, errors.New(a + ": @-file refers to a directory")
		}
		b, err := inputfile.Read(name)
		if err != nil {
			continue
		}
		words := splitArgs(string(b))
		if !copied {
			out = append([]string(nil), out...)
			copied = true
		}
		out = append(out[:i], append(words, out[i+1:]...)...)
		i-- // the first word may be an @FILE too
	}
	return out, nil
}

// splitArgs splits a response file's text as libiberty's buildargv does; text of white space
// only is no argument.
func splitArgs(s string) []string {
	var args []string
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' }
	i := 0
	for {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		if i >= len(s) {
			return args
		}
		var arg []byte
		squote, dquote, bsquote := false, false, false
		for ; i < len(s); i++ {
			c := s[i]
			switch {
			case isSpace(c) && !squote && !dquote && !bsquote:
				goto done
			case bsquote:
				bsquote = false
				arg = append(arg, c)
			case c == '\\':
				bsquote = true
			case squote:
				if c == '\'' {
					squote = false
				} else {
					arg = append(arg, c)
				}
			case dquote:
				if c == '"' {
					dquote = false
				} else {
					arg = append(arg, c)
				}
			case c == '\'':
				squote = true
			case c == '"':
				dquote = true
			default:
				arg = append(arg, c)
			}
		}
	done:
		args = append(args, string(arg))
	}
}
