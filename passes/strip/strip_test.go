package strip

import (
	"bytes"
	"cmp"
	"debug/elf"
	"encoding/binary"
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/oracle"
)

// TestBuildIDAgreesWithReadelf reads the build-id notes of real files as readelf -n does: a
// gcc -g build (testdata/host, checked in so that readelf's recorded run replays without it)
// and installed programs, each a subtest (their recordings hold only on the machine that made
// them).
func TestBuildIDAgreesWithReadelf(t *testing.T) {
	for _, path := range []string{"../../testdata/host/gcc.exe", "/usr/bin/ls", "/usr/bin/gzip"} {
		t.Run(filepath.Base(path), func(t *testing.T) {
			if _, err := os.Stat(path); err != nil {
				t.Skip(err)
			}
			f, err := elfrw.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			id, err := BuildID(f)
			f.Close()
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			m := regexp.MustCompile(`Build ID: ([0-9a-f]+)`).FindStringSubmatch(oracle.Run(t, "readelf", "-n", path))
			if m == nil || hex.EncodeToString(id) != m[1] {
				t.Errorf("%s: build id %x, readelf says %v", path, id, m)
			}
		})
	}
}

// TestNotesOfZebin: IGC's note sections decode as readelf -n decodes them: the compat notes
// owned by IntelGT, and the zero-filled metrics section as five empty notes followed by a
// 4-byte remainder that readelf calls corrupt too.
func TestNotesOfZebin(t *testing.T) {
	path := "../../testdata/elf/stackcalls.dg2.zebin"
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := oracle.Run(t, "readelf", "-n", "-W", path)
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		b, _ := s.Data()
		notes, err := elfrw.ParseNotes(f.ByteOrder, b, s.Addralign)
		part := out[strings.Index(out, "found in: "+s.Name):]
		if k := strings.Index(part[1:], "Displaying notes"); k > 0 {
			part = part[:k]
		}
		rows := regexp.MustCompile(`(?m)^\s+(\S+)\s+0x[0-9a-f]+\s`).FindAllStringSubmatch(part, -1)
		if len(rows) != len(notes) {
			t.Errorf("%s: %d notes, readelf shows %d", s.Name, len(notes), len(rows))
			continue
		}
		for i, r := range rows {
			if owner := cmp.Or(notes[i].Name, "(NONE)"); owner != r[1] {
				t.Errorf("%s: note %d owner %q, readelf %q", s.Name, i, owner, r[1])
			}
		}
		if wantErr := s.Name == ".note.intelgt.metrics"; (err != nil) != wantErr {
			t.Errorf("%s: error %v, want one: %v", s.Name, err, wantErr)
		}
	}
}

// TestBuildStrtab lays out the names of real symbol tables: node's (tens of thousands of C++
// names) where it is installed, and always the go command's (the Go linker's, thousands of
// Go names sharing package prefixes and suffixes). Every offset must read back as its name, and
// no stored string may end another stored one.
func TestBuildStrtab(t *testing.T) {
	// The go command that runs this test: test binaries themselves are linked without symbols.
	t.Run("go", func(t *testing.T) { checkStrtab(t, filepath.Join(runtime.GOROOT(), "bin", "go")) })
	t.Run("node", func(t *testing.T) {
		if _, err := os.Stat("/usr/bin/node"); err != nil && !oracle.Required() {
			t.Skip(err)
		} else if err != nil {
			oracle.Need(t, "node")
		}
		checkStrtab(t, "/usr/bin/node")
	})
}

func checkStrtab(t *testing.T, path string) {
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, len(syms))
	for i, s := range syms {
		names[i] = s.Name
	}
	table, offs := buildStrtab(names)
	for i, n := range names {
		end := bytes.IndexByte(table[offs[i]:], 0)
		if string(table[offs[i]:int(offs[i])+end]) != n {
			t.Fatalf("name %q at %#x reads back as %q", n, offs[i], table[offs[i]:int(offs[i])+end])
		}
	}
	stored := strings.Split(string(table[1:len(table)-1]), "\x00")
	sort.Slice(stored, func(i, j int) bool { return len(stored[i]) > len(stored[j]) })
	seen := map[string]bool{}
	for _, s := range stored {
		if seen[s] {
			t.Fatalf("%q stored twice", s)
		}
		seen[s] = true
	}
	strtab := f.Section(".strtab")
	if uint64(len(table)) > strtab.Size {
		t.Errorf("rebuilt table is %d bytes, the linker's %d", len(table), strtab.Size)
	}
	t.Logf("%d names: %d bytes (linker: %d)", len(names), len(table), strtab.Size)
}

func TestDebugLinkRoundTrip(t *testing.T) {
	for _, order := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
		for _, name := range []string{"a", "abc", "abcd", "prog.debug"} {
			d := DebugLink{File: name, CRC: 0xb81a40af}
			b := d.Encode(order)
			if len(b)%4 != 0 {
				t.Errorf("%q: %d bytes, not a multiple of 4", name, len(b))
			}
			got, err := ParseDebugLink(order, b)
			if err != nil || got != d {
				t.Errorf("%q: got %+v, %v", name, got, err)
			}
		}
	}
	if _, err := ParseDebugLink(binary.LittleEndian, []byte("abc\x00\x01")); err == nil {
		t.Error("a link without its CRC parsed")
	}
}

// FuzzParseDebugLink: parsing never panics, and what parses encodes back to a prefix-equal link.
func FuzzParseDebugLink(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := ParseDebugLink(binary.LittleEndian, b)
		if err != nil {
			return
		}
		if enc := d.Encode(binary.LittleEndian); !bytes.HasPrefix(b, enc[:len(d.File)+1]) {
			t.Fatalf("%+v does not encode back to the start of % x", d, b)
		}
	})
}
