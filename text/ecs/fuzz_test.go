package ecs

import (
	"bytes"
	"testing"
)

// FuzzParse checks that Parse never panics, that whatever it accepts formats to text that
// parses back to the same values, and that formatting is then stable. The seeds in
// testdata/fuzz/FuzzParse are real .dbg files from testdata/ecs.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`"amd64" little 8 "a.mod" type "E" enumeration unsigned 1 "A" unsigned 0`))
	f.Add([]byte(`"arma64" little 8 "x" code "f" 0 1 1 function 1 record 4 "r" signed 4 0 15 void 12 "s" 0 2 2 "x29" -8 array 1 0 float 8 4 12 4 0 3 4`))
	f.Fuzz(func(t *testing.T, src []byte) {
		a, err := Parse("fuzz", src)
		if err != nil {
			if _, ok := err.(*SyntaxError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		text := Format(a)
		b, err := Parse("formatted", text)
		if err != nil {
			t.Fatalf("formatted text does not parse: %v\n%s", err, text)
		}
		if !sameValues(a, b) {
			t.Fatalf("values differ after format and parse:\n%s", text)
		}
		if again := Format(b); !bytes.Equal(again, text) {
			t.Fatalf("format not stable:\n%s\n----\n%s", text, again)
		}
	})
}
