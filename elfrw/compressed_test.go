package elfrw_test

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/oracle"
	"hdwarf/passes/compress"
)

// The compressed sections of these tests are made by the project's one compressor,
// passes/compress (an external test package, so that elfrw does not depend on it).

// A compressed section whose stream does not inflate to the size in its header is an error,
// not a short or padded result.
func TestCompressedSectionLies(t *testing.T) {
	data := bytes.Repeat([]byte("debug info "), 500)
	for _, typ := range []elf.CompressionType{elf.COMPRESS_ZLIB, elf.COMPRESS_ZSTD} {
		for _, c := range []struct {
			name  string
			patch func(b []byte)
			want  string
		}{
			{"size too large", func(b []byte) { binary.LittleEndian.PutUint64(b[8:], uint64(len(data)+1)) }, "header says"},
			{"size too small", func(b []byte) { binary.LittleEndian.PutUint64(b[8:], uint64(len(data)-1)) }, "more than"},
			{"absurd size", func(b []byte) { binary.LittleEndian.PutUint64(b[8:], 1<<50) }, "claims"},
			{"corrupt stream", func(b []byte) { copy(b[30:], "garbage!garbage!") }, "stream"},
			{"unknown type", func(b []byte) { b[0] = 9 }, "unknown compression type"},
			{"truncated header", nil, "too short"},
		} {
			raw, err := compress.Section(elf.ELFCLASS64, binary.LittleEndian, typ, 0, 1, data)
			if err != nil {
				t.Fatal(err)
			}
			if c.patch != nil {
				c.patch(raw)
			} else {
				raw = raw[:10]
			}
			_, err = elfrw.Decompress(elf.ELFCLASS64, binary.LittleEndian, raw)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s %s: got %v, want %q", typ, c.name, err, c.want)
			}
		}
	}
}

// TestCompressRoundTrip: the reader gives back what the compressor wrote, in every class
// and byte order.
func TestCompressRoundTrip(t *testing.T) {
	data := bytes.Repeat([]byte("abcdefgh"), 1<<12)
	for _, class := range []elf.Class{elf.ELFCLASS32, elf.ELFCLASS64} {
		for _, order := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
			for _, typ := range []elf.CompressionType{elf.COMPRESS_ZLIB, elf.COMPRESS_ZSTD} {
				raw, err := compress.Section(class, order, typ, 0, 8, data)
				if err != nil {
					t.Fatal(err)
				}
				h, _ := elfrw.ParseChdr(class, order, raw)
				if h.Type != typ || h.Size != uint64(len(data)) || h.Addralign != 8 {
					t.Errorf("%s %v %s: header %+v", class, order, typ, h)
				}
				back, err := elfrw.Decompress(class, order, raw)
				if err != nil || !bytes.Equal(back, data) {
					t.Errorf("%s %v %s: round trip failed: %v", class, order, typ, err)
				}
			}
		}
	}
}

// Sections we compress are read by llvm-objcopy and llvm-dwarfdump like their own.
func TestPeersReadOurCompressedSections(t *testing.T) {
	dir := t.TempDir()
	exe := elfrw.DebugProgram(t, dir)
	for _, typ := range []elf.CompressionType{elf.COMPRESS_ZLIB, elf.COMPRESS_ZSTD} {
		f, err := elfrw.Open(exe)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range f.Sections {
			if !strings.HasPrefix(s.Name, ".debug_") {
				continue
			}
			d, _ := s.Data()
			raw, err := compress.Section(f.Class, f.ByteOrder, typ, 0, s.Addralign, d)
			if err != nil {
				t.Fatal(err)
			}
			s.Flags |= elf.SHF_COMPRESSED
			s.Addralign = 8
			s.SetData(raw)
		}
		z := filepath.Join(dir, "ours")
		if err := elfrw.WriteFile(z, f, 0o755); err != nil {
			t.Fatal(err)
		}
		f.Close()
		if out := oracle.Run(t, "llvm-dwarfdump-22", "--verify", z); !strings.Contains(out, "No errors.") {
			t.Errorf("%s: llvm-dwarfdump --verify:\n%s", typ, out)
		}
		back := filepath.Join(dir, "back")
		oracle.Run(t, "llvm-objcopy-22", "--decompress-debug-sections", z, back)
		b, err := elfrw.Open(back)
		if err != nil {
			t.Fatal(err)
		}
		orig, _ := elfrw.Open(exe)
		want, got := elfrw.DebugSections(t, orig), elfrw.DebugSections(t, b)
		for name, w := range want {
			if !bytes.Equal(got[name], w) {
				t.Errorf("%s: llvm-objcopy decompresses our %s to different bytes", typ, name)
			}
		}
		b.Close()
		orig.Close()
		if _, err := exec.Command(z).CombinedOutput(); err != nil {
			t.Errorf("%s: the program no longer runs: %v", typ, err)
		}
	}
}
