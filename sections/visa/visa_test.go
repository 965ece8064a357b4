package visa

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// realBlobs returns every .visa.dbg under testdata/visa (made by scripts/gen-intel.sh).
func realBlobs(t testing.TB) map[string][]byte {
	t.Helper()
	paths, err := filepath.Glob("../../testdata/visa/*.visa.dbg")
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no .visa.dbg files in testdata/visa")
	}
	out := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[p] = b
	}
	return out
}

func TestDecodeRealRoundTrip(t *testing.T) {
	for path, b := range realBlobs(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			info, err := Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			if info.Layout != LayoutIGC12504 {
				t.Errorf("layout %v, want %v (IGC 1.0.12504 produced it)", info.Layout, LayoutIGC12504)
			}
			if err := info.Check(); err != nil {
				t.Error(err)
			}
			if got := Encode(info); !bytes.Equal(got, b) {
				t.Errorf("re-encoded %d bytes differ from the %d read (first difference at %#x)", len(got), len(b), firstDiff(got, b))
			}
		})
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// genxText runs Intel's decoder and returns its dump from the start marker on (GenX_IR
// first echoes its command line).
func genxText(t *testing.T, path string) string {
	out := oracle.Run(t, "GenX_IR", "-platform", "TGLLP", "-decodedbg", path)
	i := strings.Index(out, "=== Start of Debug Dump ===")
	if i < 0 {
		t.Fatalf("GenX_IR output has no start marker:\n%s", out)
	}
	return out[i:]
}

func TestTextMatchesGenXIR(t *testing.T) {
	oracle.Want(t, "GenX_IR")
	for path, b := range realBlobs(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			info, err := Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			var ours bytes.Buffer
			if err := WriteText(&ours, info); err != nil {
				t.Fatal(err)
			}
			text := genxText(t, path)
			parsed, err := parseGenX(text, TGLGRFBytes)
			if err != nil {
				t.Fatal(err)
			}
			compareInfo(t, withoutVirtual(info), parsed)
			want := strings.Split(text, "\n")
			got := strings.Split(ours.String(), "\n")
			for i := range max(len(got), len(want)) {
				var g, w string
				if i < len(got) {
					g = got[i]
				}
				if i < len(want) {
					w = want[i]
				}
				if g != w {
					t.Fatalf("line %d: got %q, GenX_IR says %q", i+1, g, w)
				}
			}
		})
	}
}

// TestObjectOffsets: the offsets given for messages point at each object's name and at its
// index map's entries in the real blobs.
func TestObjectOffsets(t *testing.T) {
	paths, _ := filepath.Glob("../../testdata/visa/*.visa.dbg")
	if len(paths) == 0 {
		t.Fatal("no blobs")
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		info, err := Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		for i := range info.Objects {
			o := &info.Objects[i]
			at := info.ObjectOffset(i)
			w := info.Layout.nameWidth()
			if got := string(b[at+w : at+w+len(o.Name)]); got != o.Name {
				t.Errorf("%s object %d: name at %#x reads %q, want %q", p, i, at, got, o.Name)
			}
			for k, e := range o.IndexMap {
				q := at + o.IndexMapOffset(info.Layout) + 8*k
				if le.Uint32(b[q:]) != e.VISA || le.Uint32(b[q+4:]) != e.Gen {
					t.Fatalf("%s object %d: index map entry %d not at %#x", p, i, k, q)
				}
			}
		}
	}
}
