package offload_test

import (
	"bytes"
	"debug/elf"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"

	"hdwarf/internal/fuzzseed"
	"hdwarf/internal/oracle"
	"hdwarf/sections/offload"
)

// sectionOf reads a section of a testdata/hip file with Go's reader, not with the code tested.
func sectionOf(t testing.TB, file, name string) []byte {
	t.Helper()
	f, err := elf.Open(filepath.Join("..", "..", "testdata", "hip", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := f.Section(name)
	if s == nil {
		t.Fatalf("%s has no %s", file, name)
	}
	b, err := s.Data()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var hipIDs = []string{"host-x86_64-unknown-linux-gnu-", "hipv4-amdgcn-amd-amdhsa--gfx1100", "hipv4-amdgcn-amd-amdhsa--gfx90a"}

func ids(c offload.Container) []string {
	var s []string
	for _, e := range c.Entries {
		s = append(s, e.ID)
	}
	return s
}

// TestBundles decodes the bundles clang-22 wrote, checks the entries against what
// clang-offload-bundler lists and unbundles, and encodes each back to the same bytes.
func TestBundles(t *testing.T) {
	for _, tc := range []struct {
		file   string
		format offload.Format
	}{
		{"app.o", offload.FormatBundle},
		{"app-z.o", offload.FormatCompressed},
		{"app", offload.FormatBundle},
		{"app-z", offload.FormatCompressed},
		{"libapp.so", offload.FormatBundle},
	} {
		t.Run(tc.file, func(t *testing.T) {
			b := sectionOf(t, tc.file, ".hip_fatbin")
			cs, err := offload.Parse(b, offload.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(cs) != 1 || cs[0].Format != tc.format || cs[0].Offset != 0 {
				t.Fatalf("containers %+v, want one %v at 0", cs, tc.format)
			}
			c := cs[0]
			if got := strings.Join(ids(c), " "); got != strings.Join(hipIDs, " ") {
				t.Errorf("entries %s, want %s", got, strings.Join(hipIDs, " "))
			}
			if c.Align != offload.DefaultAlign {
				t.Errorf("alignment %d, want clang's %d", c.Align, offload.DefaultAlign)
			}
			for _, e := range c.Entries[1:] {
				if !e.IsELF() {
					t.Errorf("entry %s is not a code object", e.ID)
				}
			}
			plain := offload.EncodeBundle(c.Entries, c.Align)
			if c.Compressed == nil {
				if !bytes.Equal(plain, b[:c.Size]) {
					t.Errorf("the bundle encodes to %d different bytes (was %d)", len(plain), c.Size)
				}
			} else {
				h := c.Compressed
				if h.Version != 3 || h.Method != offload.MethodZstd || !h.HashOK || h.Size != uint64(len(plain)) {
					t.Errorf("compressed header %+v (bundle %d bytes), want version 3, zstd, MD5 hash", *h, len(plain))
				}
				if c.Size != len(b) {
					t.Errorf("compressed bundle takes %d of the section's %d bytes", c.Size, len(b))
				}
			}
			// The outside view: the same entries, and the same bytes in each.
			dir := t.TempDir()
			in := filepath.Join(dir, "fatbin")
			if err := os.WriteFile(in, b, 0o644); err != nil {
				t.Fatal(err)
			}
			list := oracle.Run(t, "clang-offload-bundler-22", "--list", "--type=o", "--input="+in)
			if got, want := sortedLines(list), sortedLines(strings.Join(hipIDs, "\n")); got != want {
				t.Errorf("clang-offload-bundler lists\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func sortedLines(s string) string {
	l := strings.Fields(s)
	for i := range l {
		for j := i + 1; j < len(l); j++ {
			if l[j] < l[i] {
				l[i], l[j] = l[j], l[i]
			}
		}
	}
	return strings.Join(l, "\n")
}

// TestHash checks Hash against the hash clang wrote for a bundle it compressed.
func TestHash(t *testing.T) {
	b := sectionOf(t, "app-z.o", ".hip_fatbin")
	cs, err := offload.Parse(b, offload.Options{})
	if err != nil {
		t.Fatal(err)
	}
	plain := offload.EncodeBundle(cs[0].Entries, cs[0].Align)
	if got, want := offload.Hash(plain), cs[0].Compressed.Hash; got != want {
		t.Errorf("Hash = %#x, clang wrote %#x", got, want)
	}
}

// TestImages decodes the offload images of the new driver (LLVM bitcode, one per target)
// for HIP and for OpenMP.
func TestImages(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"app-new.o", "hip-amdgcn-amd-amdhsa--gfx1100 hip-amdgcn-amd-amdhsa--gfx90a"},
		{"omp.o", "openmp-amdgcn-amd-amdhsa--gfx90a"},
	} {
		t.Run(tc.file, func(t *testing.T) { checkImages(t, tc.file, tc.want) })
	}
}

func checkImages(t *testing.T, file, want string) {
	b := sectionOf(t, file, ".llvm.offloading")
	cs, err := offload.Parse(b, offload.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	end := 0
	for _, c := range cs {
		if c.Format != offload.FormatImage || c.Offset != end {
			t.Errorf("container %v at %#x, want an image at %#x", c.Format, c.Offset, end)
		}
		end = c.Offset + c.Size
		for _, e := range c.Entries {
			got = append(got, e.ID)
			if !bytes.HasPrefix(e.Data, []byte("BC\xc0\xde")) || e.Image.ImageKind != 2 {
				t.Errorf("%s: not bitcode (image kind %d)", e.ID, e.Image.ImageKind)
			}
		}
	}
	if end != len(b) {
		t.Errorf("images end at %#x, the section at %#x", end, len(b))
	}
	if s := strings.Join(got, " "); s != want {
		t.Errorf("entries %s, want %s", s, want)
	}
}

// TestBadInput: every truncation of a real container is an error with an offset, never a panic.
func TestBadInput(t *testing.T) {
	for _, f := range []struct{ file, sec string }{{"app.o", ".hip_fatbin"}, {"app-z.o", ".hip_fatbin"}, {"app-new.o", ".llvm.offloading"}} {
		b := sectionOf(t, f.file, f.sec)
		for _, n := range []int{3, 20, 31, 40, 100, 0x1000, len(b) - 1} {
			if n >= len(b) {
				continue
			}
			_, err := offload.Parse(b[:n], offload.Options{})
			var oe *offload.Error
			if err == nil || !strings.Contains(err.Error(), "offset") {
				t.Errorf("%s cut at %d: error %v, want one naming an offset", f.file, n, err)
			} else if !asError(err, &oe) {
				t.Errorf("%s cut at %d: %T", f.file, n, err)
			}
		}
	}
}

func asError(err error, oe **offload.Error) bool {
	e, ok := err.(*offload.Error)
	*oe = e
	return ok
}

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/fuzz/FuzzParse from testdata/hip")

// TestUpdateCorpus rewrites FuzzParse's seeds from the containers of testdata/hip.
func TestUpdateCorpus(t *testing.T) {
	if !*updateCorpus {
		t.Skip("-update-corpus not given")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzParse")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string][2]string{"bundle": {"app.o", ".hip_fatbin"}, "ccob": {"app-z.o", ".hip_fatbin"}, "image": {"app-new.o", ".llvm.offloading"}} {
		if err := fuzzseed.Write(dir, name, sectionOf(t, f[0], f[1])); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzParse: Parse never panics; a bundle it decodes encodes to one that decodes to the same
// entries.
func FuzzParse(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) {
		cs, err := offload.Parse(b, offload.Options{})
		if err != nil {
			return
		}
		for _, c := range cs {
			if c.Format == offload.FormatImage {
				continue
			}
			again, err := offload.Parse(offload.EncodeBundle(c.Entries, c.Align), offload.Options{})
			if err != nil {
				t.Fatalf("re-encoded bundle: %v", err)
			}
			if len(again) != 1 || len(again[0].Entries) != len(c.Entries) {
				t.Fatalf("re-encoded bundle decodes to %d containers", len(again))
			}
			for k, e := range again[0].Entries {
				if e.ID != c.Entries[k].ID || !bytes.Equal(e.Data, c.Entries[k].Data) {
					t.Fatalf("entry %d changed in the round trip", k)
				}
			}
		}
	})
}

// TestPadCompressed: a compressed bundle padded to a larger place decodes to the same
// entries with its hash intact, and takes the whole place.
func TestPadCompressed(t *testing.T) {
	b := sectionOf(t, "app-z.o", ".hip_fatbin")
	cs, err := offload.Parse(b, offload.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p, ok := offload.PadCompressed(b, len(b)+100)
	if !ok || len(p) != len(b)+100 {
		t.Fatalf("padded to %d bytes (%v), want %d", len(p), ok, len(b)+100)
	}
	again, err := offload.Parse(p, offload.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != 1 || again[0].Size != len(p) || !again[0].Compressed.HashOK || strings.Join(ids(again[0]), " ") != strings.Join(ids(cs[0]), " ") {
		t.Errorf("padded bundle decodes to %d containers, %+v", len(again), again)
	}
	if _, ok := offload.PadCompressed(b, len(b)+7); ok {
		t.Error("padded with fewer bytes than a skippable frame takes")
	}
}

// TestCompressedNotBundle: a compressed bundle whose stream inflates to something else is an
// error at the container's start (the inner offset would be in the inflated bytes).
func TestCompressedNotBundle(t *testing.T) {
	plain := []byte("not a bundle at all, but long enough to have a header's worth of bytes")
	enc, err := zstd.NewWriter(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := offload.EncodeCompressed(offload.Compressed{Version: 3, Method: offload.MethodZstd}, plain, enc.EncodeAll(plain, nil))
	if err != nil {
		t.Fatal(err)
	}
	_, err = offload.Parse(append(make([]byte, 16), b...), offload.Options{})
	var oe *offload.Error
	if !asError(err, &oe) || oe.Off != 16 || !strings.Contains(oe.Msg, "once inflated") {
		t.Errorf("error %v, want one at 0x10 saying the inflated bytes are no bundle", err)
	}
}
