package migrate

import (
	"bytes"
	"encoding/binary"
	"io"
	"math/rand"
	"testing"
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
		st.write = func(w io.Writer) error {
			for i := 0; i < len(input); {
				k := 1 + r.Intn(9)
				k = min(k, len(input)-i)
				if _, err := w.Write(input[i : i+k]); err != nil {
					return err
				}
				i += k
			}
			return nil
		}
		got, err := st.bytes()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("case %d: got\n% x\nwant\n% x", n, got, want)
		}
		if !bytes.Equal(input, data) {
			t.Fatalf("case %d: the streamed input was modified", n)
		}
	}
}
