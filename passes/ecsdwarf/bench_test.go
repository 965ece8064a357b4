package ecsdwarf

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"hdwarf/text/ecs"
)

// bigFile generates a program of n procedures, each with parameters, nested blocks,
// constants and breakpoints, plus n record types and n variables.
func bigFile(b *testing.B, n int) *ecs.File {
	var s strings.Builder
	s.WriteString("\"amd64\" little 8\n\t\"Big.mod\"\n")
	for i := range n {
		fmt.Fprintf(&s, "type \"Big.R%d\" 0 %d 3 record 16\n\t\"x\" 0 %d 5 \"INTEGER\" 0 0\n\t\"p\" 0 %d 8 pointer \"Big.R%d\" 8 0\n", i, i+1, i+1, i+1, i)
		fmt.Fprintf(&s, "data \"Big.v%d\" 0 %d 3 array 0 %d \"Big.R%d\" %d\n", i, i+2, i%7+1, i, 16*(i%7+1))
		fmt.Fprintf(&s, "code \"Big.P%d\" 0 %d 1 \"INTEGER\" 200\n", i, i+3)
		fmt.Fprintf(&s, "\t\"a\" 0 %d 16 \"rbp\" +16 \"INTEGER\" 8 190\n\t\"b\" 0 %d 19 \"rbp\" +24 \"Big.R%d\" 8 190\n", i+3, i+3, i)
		fmt.Fprintf(&s, "\t\"i\" 0 %d 7 \"rbp\" -4 \"INTEGER\" 8 190\n\t\"j\" 0 %d 7 \"rbx\" \"INTEGER\" 20 60\n", i+4, i+4)
		fmt.Fprintf(&s, "\t\"k\" 0 %d 7 signed -5 \"INTEGER\" 8 190\n", i+5)
		for j := range 8 {
			fmt.Fprintf(&s, "\t%d 0 %d %d\n", 8+j*20, i+5+j, j+2)
		}
	}
	s.WriteString("type \"INTEGER\" signed 4\n")
	f, err := ecs.ParseString("big.dbg", s.String())
	if err != nil {
		b.Fatal(err)
	}
	return f
}

func BenchmarkConvert(b *testing.B) {
	f := bigFile(b, 3000)
	for b.Loop() {
		obj, err := Convert("big.dbg", f, Options{CompDir: "/b"})
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := obj.WriteTo(&buf); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(buf.Len()))
	}
}
