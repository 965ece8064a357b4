package migrate

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"sync"
	"testing"

	"hdwarf/sections/dwarf"
)

// TestStreamPatches streams random contents in random pieces through a streamOut with random
// patches that do not overlap, as relocated fields do not (some straddling two pieces, some at
// the ends), and compares with patching the whole buffer.
func TestStreamPatches(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for n := 0; n < 300; n++ {
		data := make([]byte, 1+r.Intn(200))
		r.Read(data)
		want := bytes.Clone(data)
		st := &streamOut{size: int64(len(data))}
		taken := make([]bool, len(data))
	patches:
		for k := r.Intn(6); k > 0; k-- {
			size := []int{1, 2, 4, 8}[r.Intn(4)]
			if size > len(data) {
				continue
			}
			off := r.Intn(len(data) - size + 1)
			for i := off; i < off+size; i++ {
				if taken[i] {
					continue patches
				}
			}
			for i := off; i < off+size; i++ {
				taken[i] = true
			}
			v := r.Uint64()
			bo := binary.ByteOrder(binary.LittleEndian)
			if r.Intn(2) == 0 {
				bo = binary.BigEndian
			}
			st.patch(uint64(off), size, v, bo)
			var tmp [8]byte
			if bo == binary.ByteOrder(binary.LittleEndian) {
				binary.LittleEndian.PutUint64(tmp[:], v)
				copy(want[off:off+size], tmp[:size])
			} else {
				binary.BigEndian.PutUint64(tmp[:], v<<(64-8*uint(size)))
				copy(want[off:off+size], tmp[:size])
			}
		}
		input := bytes.Clone(data)
		st.pieces = []int64{0}
		for at := 0; ; {
			at += 1 + r.Intn(9)
			if at >= len(input) {
				break
			}
			st.pieces = append(st.pieces, int64(at))
		}
		st.fill = func(k int, buf []byte) error {
			off, _ := st.piece(k)
			copy(buf, input[off:])
			return nil
		}
		got, err := st.bytes()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("case %d: got\n% x\nwant\n% x", n, got, want)
		}
		// Written at offsets, by several goroutines.
		at := &bufferAt{b: make([]byte, len(data))}
		if err := st.writeTo(at); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(at.b, want) {
			t.Fatalf("case %d: written at offsets:\n% x\nwant\n% x", n, at.b, want)
		}
		if !bytes.Equal(input, data) {
			t.Fatalf("case %d: the streamed input was modified", n)
		}
	}
}

// bufferAt is an output that takes bytes at offsets or in order, as a file does.
type bufferAt struct {
	mu  sync.Mutex
	b   []byte
	pos int
}

func (w *bufferAt) Write(p []byte) (int, error) {
	n := copy(w.b[w.pos:], p)
	w.pos += n
	return n, nil
}

func (w *bufferAt) WriteAt(p []byte, off int64) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return copy(w.b[off:], p), nil
}

// TestCutSpans builds sections from random spans piece by piece, in a random order, and
// compares them with replacing the spans in one pass.
func TestCutSpans(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	defer SetPieceSize(64 << 10)()
	ps := int(pieceSize)
	for n := 0; n < 200; n++ {
		raw := make([]byte, r.Intn(3*ps))
		r.Read(raw)
		om := &offsetMap{}
		var repl, want []byte
		at := 0
		for at < len(raw) {
			gap := r.Intn(2 * ps / (1 + r.Intn(64)))
			oldLen := r.Intn(40)
			if at+gap+oldLen > len(raw) {
				break
			}
			newB := make([]byte, r.Intn(40))
			r.Read(newB)
			want = append(want, raw[at:at+gap]...)
			want = append(want, newB...)
			om.add(int64(at+gap), int64(oldLen), int64(len(newB)), nil)
			repl = append(repl, newB...)
			at += gap + oldLen
		}
		want = append(want, raw[at:]...)
		m := &migrator{streams: map[string]*streamOut{}}
		m.streamSpans(".debug_loc", raw, om, repl, &dwarf.Section{})
		st := m.streams[".debug_loc"]
		if st.size != int64(len(want)) {
			t.Fatalf("case %d: size %d, want %d", n, st.size, len(want))
		}
		got := make([]byte, len(want))
		for _, k := range r.Perm(len(st.pieces)) {
			off, size := st.piece(k)
			buf, err := st.build(k, nil)
			if err != nil {
				t.Fatalf("case %d: %v", n, err)
			}
			if int64(len(buf)) != size {
				t.Fatalf("case %d: piece %d has %d bytes, want %d", n, k, len(buf), size)
			}
			copy(got[off:], buf)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("case %d: pieces differ from the spans replaced in one pass", n)
		}
	}
}
