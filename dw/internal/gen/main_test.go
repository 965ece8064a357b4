package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratedIsCurrent regenerates zstring.go in memory and fails when the checked-in
// file differs, so a constant added to consts.go without "go generate" cannot go unnoticed.
func TestGeneratedIsCurrent(t *testing.T) {
	dir := filepath.Join("..", "..")
	want, err := generate(dir)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, output))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("dw/%s is stale: run go generate ./dw", output)
	}
}

// TestGenerateRejects checks that declarations the String methods could not name
// faithfully stop the generator with the position and the reason.
func TestGenerateRejects(t *testing.T) {
	const head = "package p\n\n// K is a DW_K_* value.\ntype K uint8\n\n"
	for _, c := range []struct{ name, src, want string }{
		{"no name", "const A K = 1\n", `trailing comment "" is not a DW_K_* name`},
		{"other family", "const A K = 1 // DW_AT_name\n", `"DW_AT_name" is not a DW_K_* name`},
		{"bare prefix", "const A K = 1 // DW_K_\n", `"DW_K_" is not a DW_K_* name`},
		{"duplicate", "const (\n\tA K = 1 // DW_K_a\n\tB K = 0x1 // DW_K_b\n)\n", "value 0x1 already named by A"},
		{"untyped", "const A = 1 // DW_K_a\n", "without one of the package's types"},
		{"converted to another type", "const A = uint8(1)\n", "without one of the package's types"},
		{"expression", "const A K = 1 << 2 // DW_K_a\n", "not an integer literal"},
		{"two names", "const A, B K = 1, 2 // DW_K_a\n", "one constant per line"},
		{"no family", "const A K = 1 // DW_K_a\n\n// L is a thing.\ntype L uint8\n", "type L: doc comment names no DW_XXX_* family"},
		{"empty family", "const A K = 1 // DW_K_a\n\n// L is a DW_L_* value.\ntype L uint8\n", "type L has no constants"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "c.go"), []byte(head+c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := generate(dir)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got error %v, want one containing %q", err, c.want)
			}
		})
	}
}

// TestGenerateSmall checks the generated source of a small family, including the form of
// unknown values and that a stale zstring.go in the directory is not read as input.
func TestGenerateSmall(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\n// K is a DW_K_* value.\ntype K uint16\n\nconst (\n\tKA K = 0x2 // DW_K_a\n\tKB K = 0x10 // DW_K_GNU_b\n)\n"
	if err := os.WriteFile(filepath.Join(dir, "c.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, output), []byte("package p\n\nconst X = 1 // not a K\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := generate(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"func (k K) String() string {",
		"case KA:\n\t\treturn \"DW_K_a\"",
		"case KB:\n\t\treturn \"DW_K_GNU_b\"",
		"return \"DW_K_unknown_\" + unknownHex(uint64(k))",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("generated source lacks %q:\n%s", want, out)
		}
	}
}
