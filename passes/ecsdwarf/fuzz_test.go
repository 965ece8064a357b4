package ecsdwarf

import (
	"bytes"
	"testing"

	"hdwarf/text/ecs"
)

// FuzzConvert checks that every file the parser accepts either converts or gives an error,
// never a panic, and that a converted object can be written. The seeds in
// testdata/fuzz/FuzzConvert are small real .dbg files from testdata/ecs.
func FuzzConvert(f *testing.F) {
	f.Add([]byte(`"amd64" little 8 "a.mod" type "A" "A" type "B" pointer "B" code "f" 0 1 1 "A" 4 "x" 0 1 2 "rbp" +16 "B" 0 4 "c" 0 1 3 float 1.5 "A" 0 4 2 0 1 1`))
	f.Add([]byte(`"xtensa" little 4 "a.cpp" code "g" void 8 "r" 0 1 1 "a4:a5" array 2 0 record 4 "" 0 1 1 "T" 0 0 2 8 0 1 2 3`))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := ecs.Parse("fuzz.dbg", src)
		if err != nil {
			return
		}
		obj, err := Convert("fuzz.dbg", file, Options{CompDir: "/fuzz"})
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if _, err := obj.WriteTo(&buf); err != nil {
			t.Fatalf("writing the object: %v", err)
		}
	})
}
