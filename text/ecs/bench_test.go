package ecs

import (
	"fmt"
	"strings"
	"testing"
)

// bigDbg generates a .dbg text of n code entries with symbols and breakpoints, n type
// entries with records and enumerations, and n data entries.
func bigDbg(n int) []byte {
	var b strings.Builder
	b.WriteString("\"amd64\" little 8\n\t\"Big.mod\"\n\t\"other.def\"\n")
	for i := range n {
		fmt.Fprintf(&b, "type \"Big.R%d\" 0 %d 3 record 24\n", i, i+1)
		fmt.Fprintf(&b, "\t\"x\" 0 %d 5 \"INTEGER\" 0 0\n\t\"flags\" 1 2 3 unsigned 4 4 4080\n", i+1)
		fmt.Fprintf(&b, "\t\"e\" enumeration signed 4 \"A\" 0 3 1 signed -1 \"B\" unsigned 7 8 0\n")
		fmt.Fprintf(&b, "data \"Big.v%d\" 0 %d 3 array 0 %d pointer \"Big.R%d\" %d\n", i, i+2, i%9, i, 8*(i%9))
		fmt.Fprintf(&b, "code \"Big.P%d\" 0 %d 1 \"INTEGER\" 120\n", i, i+3)
		fmt.Fprintf(&b, "\t\"a\" 0 %d 16 \"rbp\" +16 \"INTEGER\" 8 100\n", i+3)
		fmt.Fprintf(&b, "\t\"b\" 0 %d 19 \"rdx\" \"Big.R%d\" 8 100\n", i+3, i)
		fmt.Fprintf(&b, "\t\"c\" 0 %d 7 float 1.5e-10 float 8 8 100\n", i+4)
		fmt.Fprintf(&b, "\t\"odd \\\"name\\\"\" 0 %d 7 \"Big.v%d\" +0 signed 4 8 100\n", i+4, i)
		for j := range 5 {
			fmt.Fprintf(&b, "\t%d 0 %d %d\n", 8+j*20, i+5+j, j+1)
		}
	}
	b.WriteString("type \"INTEGER\" signed 4\n")
	return []byte(b.String())
}

func BenchmarkParse(b *testing.B) {
	src := bigDbg(5000)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Parse("big", src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFormat(b *testing.B) {
	src := bigDbg(5000)
	f, err := Parse("big", src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		Format(f)
	}
}

// TestGeneratedRoundTrip runs the benchmark input, which mixes every construct, through
// parse and format: the text comes back byte for byte.
func TestGeneratedRoundTrip(t *testing.T) {
	src := bigDbg(40)
	f, err := Parse("big", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Entries) != 121 || len(f.Sources) != 2 {
		t.Fatalf("%d entries, %d sources", len(f.Entries), len(f.Sources))
	}
	if out := Format(f); string(out) != string(src) {
		t.Errorf("format differs:\n%s", firstDiff(src, out))
	}
}
