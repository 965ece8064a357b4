package elfrw

import (
	"bytes"
	"debug/elf"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// debugProgram copies a small gcc -g program (testdata/host, checked in so that the recorded
// tool runs on it replay without the tools) into dir and returns its path.
func debugProgram(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile("../testdata/host/gcc-O2.exe")
	if err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "p")
	if err := os.WriteFile(exe, b, 0o755); err != nil {
		t.Fatal(err)
	}
	return exe
}

func debugSections(t *testing.T, f *File) map[string][]byte {
	t.Helper()
	m := map[string][]byte{}
	for _, s := range f.Sections {
		if strings.HasPrefix(s.Name, ".debug_") {
			d, err := s.Data()
			if err != nil {
				t.Fatalf("%s: %v", s.Name, err)
			}
			m[s.Name] = d
		}
	}
	return m
}

// Sections compressed by llvm-objcopy read back as the original bytes, and such files round
// trip unchanged.
func TestReadPeerCompressedSections(t *testing.T) {
	dir := t.TempDir()
	exe := debugProgram(t, dir)
	plain, err := Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	want := debugSections(t, plain)
	for _, typ := range []string{"zlib", "zstd"} {
		z := filepath.Join(dir, "p."+typ)
		oracle.Run(t, "llvm-objcopy-22", "--compress-debug-sections="+typ, exe, z)
		raw, _ := os.ReadFile(z)
		f, err := ReadBytes(raw)
		if err != nil {
			t.Fatal(err)
		}
		compressed := 0
		for _, s := range f.Sections {
			if s.Flags&elf.SHF_COMPRESSED != 0 {
				compressed++
			}
		}
		if compressed == 0 {
			t.Fatalf("%s: llvm-objcopy compressed nothing", typ)
		}
		got := debugSections(t, f)
		for name, w := range want {
			if !bytes.Equal(got[name], w) {
				t.Errorf("%s: %s decompresses to %d bytes that differ from the original %d", typ, name, len(got[name]), len(w))
			}
		}
		var buf bytes.Buffer
		if _, err := f.WriteTo(&buf); err != nil || !bytes.Equal(buf.Bytes(), raw) {
			t.Errorf("%s: compressed file does not round-trip (%v)", typ, err)
		}
	}
}
