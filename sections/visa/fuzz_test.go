package visa

import (
	"bytes"
	"encoding/json"
	"io"
	"runtime"
	"testing"
)

// FuzzDecode: decoding never panics, allocates at most a small multiple of the input, and
// whatever decodes re-encodes to the same bytes and prints. The checked-in corpus
// (testdata/fuzz/FuzzDecode) holds the small real blobs; the synthetic ones of every layout
// are added here.
func FuzzDecode(f *testing.F) {
	for _, l := range Layouts {
		f.Add(Encode(synthInfo(l)))
		f.Add(handBlob(l))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		info, err := Decode(b)
		runtime.ReadMemStats(&after)
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64*uint64(len(b))+16<<10 {
			t.Errorf("decoding %d bytes allocated %d", len(b), alloc)
		}
		if err != nil {
			return
		}
		if got := Encode(info); !bytes.Equal(got, b) {
			t.Fatalf("re-encoded as %v differs from input", info.Layout)
		}
		if err := info.Check(); err != nil {
			t.Fatal(err)
		}
		if err := WriteText(io.Discard, info); err != nil {
			t.Fatal(err)
		}
		if data, err := json.Marshal(info); err != nil || !json.Valid(data) {
			t.Fatalf("JSON: %v", err)
		}
	})
}
