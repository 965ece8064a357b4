package main

import (
	"bytes"
	"debug/elf"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// TestCompressedOutputs runs migrate and convert (SPIR-V, ECS and vISA inputs) with and without
// --type: with it, the output's debug sections are SHF_COMPRESSED (the largest at least),
// llvm-dwarfdump-22 --verify still passes where it did, and decompressing gives back the
// uncompressed run's bytes.
func TestCompressedOutputs(t *testing.T) {
	oracle.Want(t, "llvm-mc-22")
	dir := t.TempDir()
	obj := filepath.Join(dir, "legacy.o")
	oracle.Run(t, "llvm-mc-22", "-filetype=obj", "-triple", "x86_64", "--defsym", "V=4", "--defsym", "D64=0",
		"../../testdata/migrate/legacy.s", "-o", obj)
	for _, tc := range []struct {
		name   string
		args   []string
		verify bool
	}{
		{"migrate", []string{"migrate", "--from", "amd-legacy", obj}, true},
		{"convert-spirv", []string{"convert", "../../testdata/spirv/inl_o2.cl.spv"}, true},
		{"convert-ecs", []string{"convert", "../../testdata/ecs/Matrix.amd64.dbg", "--comp-dir", "/src"}, false},
		// An IGC per-kernel ELF: its segment covers the input's debug sections, not the new ones.
		{"convert-igc", []string{"convert", "../../testdata/elf/vadd.dg2.simd8_entry_0001.igc.elf",
			"--visa", "../../testdata/visa/vadd.dg2.simd8_entry_0001.visa.dbg", "--platform", "dg2"}, true},
	} {
		for _, typ := range []string{"zlib", "zstd"} {
			t.Run(tc.name+"-"+typ, func(t *testing.T) {
				plain := filepath.Join(dir, tc.name+".o")
				if st, _, stderr := hdwarf(t, append(tc.args, "-o", plain)...); st != exitOK {
					t.Fatalf("status %d: %s", st, stderr)
				}
				packed := filepath.Join(dir, tc.name+"."+typ+".o")
				if st, _, stderr := hdwarf(t, append(tc.args, "--type", typ, "-o", packed)...); st != exitOK {
					t.Fatalf("--type %s: status %d: %s", typ, st, stderr)
				}
				f, err := elf.Open(packed)
				if err != nil {
					t.Fatal(err)
				}
				// Sections that would not get smaller stay as they are; the largest shrinks.
				var largest *elf.Section
				for _, s := range f.Sections {
					if strings.HasPrefix(s.Name, ".debug") && (largest == nil || s.FileSize > largest.FileSize) {
						largest = s
					}
				}
				f.Close()
				if largest == nil || largest.Flags&elf.SHF_COMPRESSED == 0 {
					t.Fatalf("the largest debug section (%v) is not compressed", largest)
				}
				if tc.verify {
					if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", packed); !strings.Contains(v, "No errors.") {
						t.Errorf("verify:\n%s", v)
					}
				}
				back := filepath.Join(dir, tc.name+"."+typ+".back.o")
				if st, _, stderr := hdwarf(t, "decompress", packed, "-o", back); st != exitOK {
					t.Fatalf("decompress: status %d: %s", st, stderr)
				}
				a, b := sectionBytes(t, plain), sectionBytes(t, back)
				for name, want := range a {
					if strings.HasPrefix(name, ".debug") && !bytes.Equal(b[name], want) {
						t.Errorf("%s: decompressed bytes differ from the uncompressed run's", name)
					}
				}
			})
		}
	}
	if st, _, stderr := hdwarf(t, "migrate", "--from", "amd-legacy", "--type", "lz4", obj, "-o", filepath.Join(dir, "x.o")); st != exitUsage || !strings.Contains(stderr, "want zlib or zstd") {
		t.Errorf("--type lz4: status %d, %q", st, stderr)
	}
}

// sectionBytes returns the stored bytes of every section of an ELF file by name.
func sectionBytes(t *testing.T, path string) map[string][]byte {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]byte{}
	for _, s := range f.Sections {
		if s.Type == elf.SHT_NOBITS || s.Type == elf.SHT_NULL {
			continue
		}
		b, err := s.Data()
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		out[s.Name] = b
	}
	return out
}
