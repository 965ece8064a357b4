package compress

import (
	"bytes"
	stdflate "compress/flate"
	"io"
	"testing"
)

// TestOpenEnd: complete deflate streams of pieces, made by the standard library at every level
// (stored, fixed and dynamic blocks), opened with openEnd and followed by the last piece's
// complete stream, inflate to the whole input; the walker finds the same end as the encoder.
func TestOpenEnd(t *testing.T) {
	inputs := map[string][]byte{
		"empty":      nil,
		"one byte":   {7},
		"debug-like": debugLike(300<<10, 1),
		"random":     random(70<<10, 2),
		"text":       bytes.Repeat([]byte("DW_TAG_subprogram DW_AT_name main\n"), 5000),
	}
	for name, data := range inputs {
		for _, level := range []int{0, 1, 6, 9, stdflate.HuffmanOnly} {
			for _, parts := range []int{1, 2, 5} {
				var stream []byte
				step := (len(data) + parts - 1) / max(parts, 1)
				for k := 0; k < parts; k++ {
					lo, hi := min(k*step, len(data)), min((k+1)*step, len(data))
					var buf bytes.Buffer
					w, _ := stdflate.NewWriter(&buf, level)
					w.Write(data[lo:hi])
					w.Close()
					piece := buf.Bytes()
					if k < parts-1 {
						var err error
						if piece, err = openEnd(piece); err != nil {
							t.Fatalf("%s level %d: %v", name, level, err)
						}
						if !bytes.HasSuffix(piece, []byte{0, 0, 0xff, 0xff}) {
							t.Fatalf("%s level %d: no sync marker", name, level)
						}
					}
					stream = append(stream, piece...)
				}
				got, err := io.ReadAll(stdflate.NewReader(bytes.NewReader(stream)))
				if err != nil || !bytes.Equal(got, data) {
					t.Errorf("%s level %d, %d parts: inflate gives %d bytes (%v), want %d", name, level, parts, len(got), err, len(data))
				}
			}
		}
	}
}

func TestOpenEndBadInput(t *testing.T) {
	var buf bytes.Buffer
	w, _ := stdflate.NewWriter(&buf, 6)
	w.Write(debugLike(64<<10, 3))
	w.Close()
	good := buf.Bytes()
	for _, b := range [][]byte{nil, {0xff}, {0x07}, good[:len(good)/2], {0x00, 0x05, 0x00, 0x00, 0x00}} {
		if _, err := openEnd(append([]byte(nil), b...)); err == nil {
			t.Errorf("openEnd(% x...) accepted a broken stream", b[:min(len(b), 8)])
		}
	}
}

func FuzzOpenEnd(f *testing.F) {
	var buf bytes.Buffer
	w, _ := stdflate.NewWriter(&buf, 6)
	w.Write([]byte("hello hello hello debug"))
	w.Close()
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, b []byte) {
		// A stream the standard inflater reads completely must open, and the opened stream
		// closed by a final empty fixed block (0x03 0x00) must inflate to the same bytes.
		r := stdflate.NewReader(bytes.NewReader(b))
		want, err := io.ReadAll(io.LimitReader(r, 1<<20))
		if err != nil || len(want) == 1<<20 {
			openEnd(append([]byte(nil), b...)) // must not panic
			return
		}
		opened, err := openEnd(append([]byte(nil), b...))
		if err != nil {
			t.Fatalf("a stream the inflater reads did not open: %v", err)
		}
		got, err := io.ReadAll(stdflate.NewReader(bytes.NewReader(append(opened, 0x03, 0x00))))
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("opened stream inflates to %d bytes (%v), want %d", len(got), err, len(want))
		}
	})
}

// BenchmarkZlibChunk compresses 2 MiB chunks of DWARF-like data with the zlib chunker compiled
// in (libdeflate with cgo), and times openEnd's walk on its own.
func BenchmarkZlibChunk(b *testing.B) {
	data := debugLike(2<<20, 5)
	c, err := newZlibChunker(DefaultZlibLevel)
	if err != nil {
		b.Fatal(err)
	}
	defer c.close()
	b.Run("chunk", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for i := 0; i < b.N; i++ {
			if _, _, err := c.chunk(data, false); err != nil {
				b.Fatal(err)
			}
		}
	})
	full, _, _ := c.chunk(data, true)
	b.Run("openEnd", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		buf := make([]byte, len(full), len(full)+8)
		for i := 0; i < b.N; i++ {
			copy(buf, full)
			if _, err := openEnd(buf[:len(full)]); err != nil {
				b.Fatal(err)
			}
		}
	})
}
