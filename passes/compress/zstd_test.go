package compress

import (
	"bytes"
	"debug/elf"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// zstdInputs are what the zstd tests compress: edge sizes, incompressible and compressible
// synthetic bytes, the real ELF files in testdata/elf (whole files and their debug sections)
// and, when node is installed, its gcc DWARF.
func zstdInputs(t *testing.T) map[string][]byte {
	t.Helper()
	in := map[string][]byte{
		"empty":        {},
		"1 byte":       {0x2a},
		"2 bytes":      {0, 0},
		"random 1000":  random(1000, 1),
		"random 1 MiB": random(1<<20, 2),
		"zeros 1 MiB":  make([]byte, 1<<20),
		"debug-like":   debugLike(3<<20, 3),
	}
	files, err := filepath.Glob("../../testdata/elf/*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no real files in testdata/elf: %v", err)
	}
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		in[filepath.Base(p)] = b
		f, err := elf.Open(p)
		if err != nil {
			continue // not every file is one debug/elf reads (OpenCL ELF types)
		}
		for _, s := range f.Sections {
			if strings.HasPrefix(s.Name, ".debug") && s.Type != elf.SHT_NOBITS {
				if d, err := s.Data(); err == nil {
					in[filepath.Base(p)+":"+s.Name] = d
				}
			}
		}
		f.Close()
	}
	if _, err := os.Stat("/usr/bin/node"); err == nil {
		f := realDWARF(t)
		for _, s := range f.Sections {
			if IsDebug(s) {
				d, err := s.Data()
				if err != nil {
					t.Fatal(err)
				}
				in["node:"+s.Name] = bytes.Clone(d)
			}
		}
	}
	return in
}

func random(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, seed))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// debugLike is about as compressible as DWARF: names, small numbers, some noise.
func debugLike(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, seed))
	words := []string{"int", "unsigned", "char", "size_t", "buffer", "length", "struct node", "next", "main.c", "/usr/include/stdio.h"}
	b := make([]byte, 0, n+64)
	for len(b) < n {
		switch x := r.Uint64(); x % 4 {
		case 0, 1:
			b = append(append(b, words[(x>>8)%uint64(len(words))]...), 0)
		case 2:
			b = append(b, byte(x>>8)&0x1f, byte(x>>16)&0x1f, byte(x>>24)&0x3f)
		default:
			b = append(b, byte(x>>8), byte(x>>16), byte(x>>24), byte(x>>32))
		}
	}
	return b[:n]
}

// checkFrames decodes a stream of zstd frames with the pure-Go decoder (the one decompress
// uses) and checks that it gives want back, that there are frames frames, none with a
// checksum, and, from libzstd, each with its content size, as LLVM's zstd::compress writes
// them (the pure-Go encoder leaves the size out of frames of less than 1 KiB).
func checkFrames(t *testing.T, what string, stream, want []byte, frames int) {
	t.Helper()
	d, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	got, err := d.DecodeAll(stream, nil)
	if err != nil {
		t.Fatalf("%s: %d bytes of zstd do not decode: %v", what, len(stream), err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s: decodes to %d bytes that differ from the %d compressed", what, len(got), len(want))
	}
	libzstd := strings.HasPrefix(ZstdBackend(), "libzstd")
	n, total := 0, uint64(0)
	for rest := stream; len(rest) > 0; n++ {
		var h zstd.Header
		if err := h.Decode(rest); err != nil {
			t.Fatalf("%s: frame %d: %v", what, n, err)
		}
		if h.HasCheckSum || libzstd && !h.HasFCS {
			t.Errorf("%s: frame %d: content size given %v, checksum %v", what, n, h.HasFCS, h.HasCheckSum)
		}
		total += h.FrameContentSize
		size, err := frameSize(rest)
		if err != nil {
			t.Fatalf("%s: frame %d: %v", what, n, err)
		}
		rest = rest[size:]
	}
	if n != frames || libzstd && total != uint64(len(want)) {
		t.Errorf("%s: %d frames holding %d bytes, want %d holding %d", what, n, total, frames, len(want))
	}
}

// frameSize walks one zstd frame (RFC 8878 3.1.1): header, then blocks up to the last one.
func frameSize(b []byte) (int, error) {
	if len(b) < 6 {
		return 0, fmt.Errorf("%d bytes are no frame", len(b))
	}
	fhd := b[4]
	single := fhd>>5&1 == 1
	fcs := [4]int{0, 2, 4, 8}[fhd>>6]
	if fcs == 0 && single {
		fcs = 1
	}
	did := [4]int{0, 1, 2, 4}[fhd&3]
	p := 5 + did + fcs
	if !single {
		p++
	}
	for {
		if p+3 > len(b) {
			return 0, fmt.Errorf("block header at %d past the end", p)
		}
		h := int(b[p]) | int(b[p+1])<<8 | int(b[p+2])<<16
		last, typ, size := h&1 == 1, h>>1&3, h>>3
		if typ == 1 { // RLE: one byte stored
			size = 1
		}
		p += 3 + size
		if last {
			break
		}
	}
	if fhd>>2&1 == 1 {
		p += 4
	}
	if p > len(b) {
		return 0, fmt.Errorf("frame of %d bytes past the end (%d)", p, len(b))
	}
	return p, nil
}

// TestZstdChunker: one chunk of anything, at several levels, is one frame that decodes to it.
func TestZstdChunker(t *testing.T) {
	t.Logf("zstd encoder: %s", ZstdBackend())
	inputs := zstdInputs(t)
	for _, level := range []int{1, 3, DefaultZstdLevel, 9, 19} {
		c, err := newZstdChunker(level)
		if err != nil {
			t.Fatal(err)
		}
		for name, in := range inputs {
			if level > 9 && len(in) > 1<<20 {
				continue
			}
			out, sum, err := c.chunk(in, true)
			if err != nil {
				t.Fatalf("level %d, %s: %v", level, name, err)
			}
			if sum != 0 {
				t.Errorf("level %d, %s: zstd chunk returns a checksum", level, name)
			}
			checkFrames(t, fmt.Sprintf("level %d, %s", level, name), out, in, 1)
		}
		c.close()
		c.close() // twice is harmless
	}
}

// TestZstdChunkBoundaries compresses inputs of the sizes around chunk boundaries, both with a
// small chunk and with the real one, through the workers and the join, and checks the stream
// (one frame per chunk, one for an empty section) and that the bytes do not depend on the
// number of workers.
func TestZstdChunkBoundaries(t *testing.T) {
	data := debugLike(2*zstdChunkSize+100, 4)
	for _, chunk := range []int{4096, zstdChunkSize} {
		enc, err := newEncoding(elf.COMPRESS_ZSTD, 0, chunk)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{0, 1, chunk - 1, chunk, chunk + 1, 2*chunk + 17} {
			in := data[:n]
			var first []byte
			for _, workers := range []int{1, 3} {
				j := &sectionJob{data: in, owned: true}
				if err := runChunks([]*sectionJob{j}, enc, workers, nil); err != nil {
					t.Fatal(err)
				}
				body := enc.join(j.out, j.data, j.sums)
				stream := body.appendTo(nil)
				if uint64(len(stream)) != body.size {
					t.Errorf("chunk %d, %d bytes: join says %d bytes, writes %d", chunk, n, body.size, len(stream))
				}
				what := fmt.Sprintf("chunk %d, %d bytes, %d workers", chunk, n, workers)
				checkFrames(t, what, stream, in, max(1, (n+chunk-1)/chunk))
				if first == nil {
					first = stream
				} else if !bytes.Equal(stream, first) {
					t.Errorf("%s: other bytes than with 1 worker", what)
				}
			}
		}
	}
}
