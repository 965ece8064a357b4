// Package fuzzseed writes seed files of Go's fuzzing corpus (testdata/fuzz/FuzzX/NAME), for the
// tests that rebuild a checked-in corpus from the real files.
package fuzzseed

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Write writes the seed dir/name holding the fuzz target's arguments in order, in the
// "go test fuzz v1" format; []byte and uint8 are the kinds hdwarf's targets take.
func Write(dir, name string, args ...any) error {
	var b strings.Builder
	b.WriteString("go test fuzz v1\n")
	for _, a := range args {
		switch v := a.(type) {
		case []byte:
			b.WriteString("[]byte(" + strconv.Quote(string(v)) + ")\n")
		case uint8:
			fmt.Fprintf(&b, "uint8(%d)\n", v)
		default:
			return fmt.Errorf("fuzz seed %s: an argument of type %T", name, a)
		}
	}
	return os.WriteFile(filepath.Join(dir, name), []byte(b.String()), 0o644)
}
