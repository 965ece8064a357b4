package compress

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"hash/adler32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/bigelf"
	"hdwarf/internal/oracle"
)

// realDWARF opens /usr/bin/node, which Debian ships with 2.4 MB of gcc's DWARF (the biggest
// section 0.9 MB): real debug sections to compress. Where node is not installed (found by its
// path, as the release tests find it) it opens a 4 MB file internal/bigelf generates instead,
// whose debug sections hold debug-like bytes of the same order of size and compressibility.
func realDWARF(t *testing.T) *elfrw.File {
	t.Helper()
	path := "/usr/bin/node"
	if _, err := os.Stat(path); err != nil {
		if oracle.Required() {
			oracle.Need(t, "node")
		}
		path = filepath.Join(t.TempDir(), "big.elf")
		if err := bigelf.Create(path, bigelf.DebugSpec(4<<20)); err != nil {
			t.Fatal(err)
		}
	}
	f, err := elfrw.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func writeFile(t *testing.T, f *elfrw.File) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "out")
	if err := elfrw.WriteFile(p, f, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestChunkedStreams cuts real sections into many chunks (small chunk sizes, one not a power of
// two) and checks that Go's own decoders (compress/zlib, internal/zstd in debug/elf) read the
// joined streams back, and that the bytes do not depend on the number of workers.
func TestChunkedStreams(t *testing.T) {
	want := map[string][]byte{}
	{
		f := realDWARF(t)
		for _, s := range f.Sections {
			if IsDebug(s) {
				b, _ := s.Data()
				want[s.Name] = bytes.Clone(b)
			}
		}
	}
	for _, typ := range []elf.CompressionType{elf.COMPRESS_ZLIB, elf.COMPRESS_ZSTD} {
		for _, chunk := range []int{64 << 10, 100000, chunkFor(typ)} {
			var first []byte
			for _, workers := range []int{1, 3} {
				f := realDWARF(t)
				st, err := sections(f, Options{Type: typ, Workers: workers}, chunk)
				if err != nil {
					t.Fatal(err)
				}
				if st.Sections == 0 || st.Out >= st.In {
					t.Fatalf("%v chunk %d: stats %+v", typ, chunk, st)
				}
				p := writeFile(t, f)
				out, _ := os.ReadFile(p)
				if first == nil {
					first = out
				} else if !bytes.Equal(out, first) {
					t.Errorf("%v chunk %d: %d workers give other bytes than 1", typ, chunk, workers)
				}
				g, err := elf.Open(p)
				if err != nil {
					t.Fatal(err)
				}
				for name, w := range want {
					s := g.Section(name)
					got, err := s.Data()
					if err != nil || !bytes.Equal(got, w) {
						t.Errorf("%v chunk %d: %s decodes to %d bytes (%v), want the %d original", typ, chunk, name, len(got), err, len(w))
					}
				}
				g.Close()
				// debug/elf shows ch_addralign; the header itself must say 8 for the Chdr.
				r, err := elfrw.Open(p)
				if err != nil {
					t.Fatal(err)
				}
				for _, s := range r.Sections {
					if s.Flags&elf.SHF_COMPRESSED != 0 && s.Addralign != 8 {
						t.Errorf("%s: sh_addralign %d, want 8", s.Name, s.Addralign)
					}
				}
				r.Close()
			}
		}
	}
}

// TestAdlerCombine: combining the checksums of the pieces of real data gives the checksum of
// the whole, for pieces of any length (including ones past the modulus).
func TestAdlerCombine(t *testing.T) {
	f := realDWARF(t)
	loc := f.Section(".debug_loc")
	if loc == nil {
		loc = f.Section(".debug_loclists") // the generated file's
	}
	data, _ := loc.Data()
	if len(data) <= 200000 {
		t.Fatalf("%s: %d bytes, too few for the cuts", loc.Name, len(data))
	}
	for _, cut := range []int{0, 1, 5552, 65521, 65522, 200000, len(data) / 3, len(data)} {
		if cut > len(data) {
			continue
		}
		a, b := data[:cut], data[cut:]
		got := adlerCombine(adler32.Checksum(a), adler32.Checksum(b), uint64(len(b)))
		if want := adler32.Checksum(data); got != want {
			t.Errorf("cut at %d: %#x, want %#x", cut, got, want)
		}
	}
}

// TestZlibHeader: RFC 1950 requires CMF*256+FLG to be a multiple of 31; FLEVEL follows the level.
func TestZlibHeader(t *testing.T) {
	for level := 1; level <= 9; level++ {
		h := zlibHeader(level)
		if h[0] != 0x78 || (int(h[0])<<8|int(h[1]))%31 != 0 || h[1]&0x20 != 0 {
			t.Errorf("level %d: header % x is not a valid zlib header", level, h)
		}
	}
	if zlibHeader(1)[1]>>6 != 0 || zlibHeader(6)[1]>>6 != 2 || zlibHeader(9)[1]>>6 != 3 {
		t.Error("FLEVEL does not follow the level")
	}
}

// TestSkipsWhatDoesNotShrink: a section that compression would make bigger stays as it is.
func TestSkipsWhatDoesNotShrink(t *testing.T) {
	f := realDWARF(t)
	// .comment is a few dozen bytes of text: the header alone is 24.
	s := f.Section(".comment")
	before, _ := s.Raw()
	before = bytes.Clone(before)
	st, err := Sections(f, Options{Type: elf.COMPRESS_ZSTD, Match: func(x *elfrw.Section) bool { return x == s }})
	if err != nil {
		t.Fatal(err)
	}
	after, _ := s.Raw()
	if st.Skipped == 0 || s.Flags&elf.SHF_COMPRESSED != 0 || !bytes.Equal(before, after) {
		t.Errorf("%s (%d bytes) was compressed to %d bytes; stats %+v", s.Name, len(before), len(after), st)
	}
}

func TestGNUHeaderErrors(t *testing.T) {
	cases := []struct {
		name string
		b    []byte
	}{
		{"short", []byte("ZLIB\x00\x00")},
		{"magic", []byte("ZLIX\x00\x00\x00\x00\x00\x00\x00\x10\x78\x9c")},
		{"absurd size", []byte("ZLIB\x7f\x00\x00\x00\x00\x00\x00\x10\x78\x9c\x03\x00")},
		{"size lies", []byte("ZLIB\x00\x00\x00\x00\x00\x00\x00\x05\x78\x9c\x03\x00\x00\x00\x00\x01")},
	}
	for _, c := range cases {
		if _, err := DecompressGNU(c.b); err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
}

// FuzzDecompressGNU: any bytes give an error or exactly the size the header declares; the
// seeds are gas's .zdebug_* sections (gcc -gz=zlib-gnu).
func FuzzDecompressGNU(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) {
		out, err := DecompressGNU(b)
		if err != nil {
			return
		}
		size, _ := ParseGNUHeader(b)
		if uint64(len(out)) != size {
			t.Fatalf("inflated %d bytes, header says %d", len(out), size)
		}
	})
}

// TestRelocatableSegment: in an IGC per-kernel ELF (ET_REL, one PT_LOAD over the whole file)
// the debug sections behind the kernel's code can be compressed and the segment is cut back
// to the code; one that a loaded section follows cannot, and says so.
func TestRelocatableSegment(t *testing.T) {
	const in = "../../testdata/elf/vadd.dg2.simd8_entry_0001.igc.elf"
	f, err := elfrw.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	text, info, data := f.Section(".text.vadd"), f.Section(".debug_info"), f.Section(".data")
	if f.Type != elf.ET_REL || len(f.Progs) != 1 || info.Offset < text.Offset+text.Size || data.Offset < info.Offset {
		t.Fatalf("%s is not laid out as expected", in)
	}
	if err := Compressible(f, info); err != nil {
		t.Fatal(err)
	}
	// A loaded section with bytes behind .debug_info keeps it inside what the segment loads.
	data.Size = 1
	err = Compressible(f, info)
	data.Size = 0
	if err == nil || !strings.Contains(err.Error(), "lies between the loaded sections of segment 0 (PT_LOAD, file bytes [0x0, ") {
		t.Errorf("with a loaded section behind it: %v", err)
	}
	oldEnd := f.Progs[0].Off + f.Progs[0].Filesz
	st, err := Sections(f, Options{Type: elf.COMPRESS_ZLIB})
	if err != nil {
		t.Fatal(err)
	}
	p := f.Progs[0]
	if st.Sections == 0 || len(st.Trimmed) != 1 || p.Filesz != text.Offset+text.Size || p.Memsz != p.Filesz ||
		st.Trimmed[0].OldFilesz != oldEnd || st.Trimmed[0].NewFilesz != p.Filesz {
		t.Errorf("stats %+v, segment now [%#x, %#x) memsz %#x", st, p.Off, p.Off+p.Filesz, p.Memsz)
	}
	if st.Empty != 4 || len(st.Declined) != 0 {
		t.Errorf("%d empty sections (want the 4 empty debug sections), declined %v", st.Empty, st.Declined)
	}
}

// TestSectionIsWhatSectionsWrites: Section, which migrate uses for sections that stay
// compressed, gives the bytes Sections gives the same section, header included, in both
// types; and it compresses what would not shrink.
func TestSectionIsWhatSectionsWrites(t *testing.T) {
	for _, typ := range []elf.CompressionType{elf.COMPRESS_ZLIB, elf.COMPRESS_ZSTD} {
		f := realDWARF(t)
		want := map[string][]byte{}
		for _, s := range f.Sections {
			if !IsDebug(s) {
				continue
			}
			data, err := s.Raw()
			if err != nil {
				t.Fatal(err)
			}
			if want[s.Name], err = Section(f.Class, f.ByteOrder, typ, 0, s.Addralign, bytes.Clone(data)); err != nil {
				t.Fatal(err)
			}
		}
		st, err := Sections(f, Options{Type: typ, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		compared := 0
		for _, s := range f.Sections {
			if w, ok := want[s.Name]; ok && s.Flags&elf.SHF_COMPRESSED != 0 {
				got, _ := s.Raw()
				if !bytes.Equal(got, w) {
					t.Errorf("%s %s: Section gives %d bytes, Sections %d", typ, s.Name, len(w), len(got))
				}
				compared++
			}
		}
		if compared == 0 || compared != st.Sections {
			t.Errorf("%s: %d sections compared, %d compressed", typ, compared, st.Sections)
		}
		f.Close()
	}
	small := []byte("x")
	b, err := Section(elf.ELFCLASS64, binary.LittleEndian, elf.COMPRESS_ZLIB, 0, 1, small)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := elfrw.Decompress(elf.ELFCLASS64, binary.LittleEndian, b); err != nil || !bytes.Equal(back, small) || len(b) <= len(small) {
		t.Errorf("one byte: %d bytes, back %q, %v", len(b), back, err)
	}
}
