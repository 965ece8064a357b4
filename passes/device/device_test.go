package device_test

import (
	"bytes"
	"debug/elf"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/fuzzseed"
	"hdwarf/passes/device"
	"hdwarf/passes/strip"
	"hdwarf/sections/offload"
)

const hipDir = "../../testdata/hip"

func read(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(hipDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// sectionOf reads a section with Go's reader.
func sectionOf(t testing.TB, file, name string) []byte {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(read(t, file)))
	if err != nil {
		t.Fatal(err)
	}
	b, err := f.Section(name).Data()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// rewriteWith puts sec in app.o's .hip_fatbin, strips the device code objects and returns
// the containers of the written file's section.
func rewriteWith(t testing.TB, host, sec []byte) ([]offload.Container, []offload.Container, error) {
	f, err := elfrw.ReadBytes(host)
	if err != nil {
		t.Fatal(err)
	}
	f.Section(".hip_fatbin").SetData(sec)
	before, perr := offload.Parse(sec, offload.Options{})
	if _, err := device.Rewrite(f, func(_ string, co *elfrw.File) error { return strip.Debug(co) }, device.Options{}); err != nil || perr != nil || !offload.Is(sec) {
		// Not containers (Rewrite leaves the section alone), or ones it refused.
		return nil, nil, err
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		return before, nil, err
	}
	g, err := elfrw.ReadBytes(buf.Bytes())
	if err != nil {
		t.Fatalf("the output does not read back: %v", err)
	}
	out, err := g.Section(".hip_fatbin").Data()
	if err != nil {
		t.Fatal(err)
	}
	after, err := offload.Parse(out, offload.Options{})
	if err != nil {
		t.Fatalf("the rewritten section does not parse: %v", err)
	}
	return before, after, nil
}

// TestRewriteKeepsEntries: every container keeps its offset, entry order and IDs; code
// objects lose their debug sections and nothing else.
func TestRewriteKeepsEntries(t *testing.T) {
	host := read(t, "app.o")
	for _, src := range []struct{ file, sec string }{{"app.o", ".hip_fatbin"}, {"app-z.o", ".hip_fatbin"}} {
		before, after, err := rewriteWith(t, host, sectionOf(t, src.file, src.sec))
		if err != nil {
			t.Fatal(err)
		}
		if len(before) != len(after) {
			t.Fatalf("%s: %d containers, was %d", src.file, len(after), len(before))
		}
		for k := range before {
			b, a := before[k], after[k]
			if a.Offset != b.Offset || len(a.Entries) != len(b.Entries) || (a.Compressed == nil) != (b.Compressed == nil) {
				t.Fatalf("%s: container %d changed shape", src.file, k)
			}
			for i := range b.Entries {
				if a.Entries[i].ID != b.Entries[i].ID {
					t.Errorf("%s: entry %d is %s, was %s", src.file, i, a.Entries[i].ID, b.Entries[i].ID)
				}
				if !b.Entries[i].IsELF() {
					continue
				}
				names := func(d []byte) (all, kept []string) {
					f, err := elf.NewFile(bytes.NewReader(d))
					if err != nil {
						t.Fatal(err)
					}
					for _, s := range f.Sections {
						all = append(all, s.Name)
						if len(s.Name) < 7 || s.Name[:7] != ".debug_" {
							kept = append(kept, s.Name)
						}
					}
					return
				}
				allB, keptB := names(b.Entries[i].Data)
				allA, _ := names(a.Entries[i].Data)
				if len(allA) == len(allB) || bytes.Compare([]byte(join(allA)), []byte(join(keptB))) != 0 {
					t.Errorf("%s %s: sections %v, want %v", src.file, b.Entries[i].ID, allA, keptB)
				}
			}
		}
	}
}

func join(s []string) string {
	var b bytes.Buffer
	for _, x := range s {
		b.WriteString(x + " ")
	}
	return b.String()
}

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/fuzz/FuzzRewrite from testdata/hip")

// TestUpdateCorpus rewrites FuzzRewrite's seeds: the offload sections of testdata/hip.
func TestUpdateCorpus(t *testing.T) {
	if !*updateCorpus {
		t.Skip("-update-corpus not given")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzRewrite")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string][2]string{"bundle": {"app.o", ".hip_fatbin"}, "ccob": {"app-z.o", ".hip_fatbin"}, "image": {"app-new.o", ".llvm.offloading"}} {
		if err := fuzzseed.Write(dir, name, sectionOf(t, f[0], f[1])); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzRewrite puts arbitrary bytes in a host object's .hip_fatbin and strips its device code
// objects: no panic, and a rewrite that succeeds leaves containers that parse, in the same
// number, at the same offsets, with the same entry IDs.
func FuzzRewrite(f *testing.F) {
	host := read(f, "app.o")
	f.Fuzz(func(t *testing.T, sec []byte) {
		before, after, err := rewriteWith(t, host, sec)
		if err != nil || before == nil {
			return
		}
		if len(before) != len(after) {
			t.Fatalf("%d containers, was %d", len(after), len(before))
		}
		for k := range before {
			if before[k].Offset != after[k].Offset || len(before[k].Entries) != len(after[k].Entries) {
				t.Fatalf("container %d moved or lost entries", k)
			}
			for i, e := range before[k].Entries {
				if after[k].Entries[i].ID != e.ID {
					t.Fatalf("container %d entry %d: %s, was %s", k, i, after[k].Entries[i].ID, e.ID)
				}
			}
		}
	})
}
