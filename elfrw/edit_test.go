package elfrw

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// editInputs are real files of each kind the editor must handle: a zebin (ET_REL, vendor
// section types), IGC debug ELFs (ET_EXEC and ET_REL with .rela.debug_*), the OpenCL ELF
// (vendor e_type), host objects, executables and libraries built with debug info.
func editInputs(t *testing.T) []string {
	t.Helper()
	files := []string{
		"../testdata/elf/stackcalls.dg2.zebin",
		"../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf",
		"../testdata/elf/stackcalls.dg2.simd8_entry_0001.igc.elf",
		"../testdata/elf/vadd.tgllp.ocl.elf",
	}
	// Host builds of gcc 12, checked in (testdata/host) so that the recorded checker runs
	// on them replay where the tools are missing.
	for _, name := range []string{"gcc.o", "gcc.exe", "gcc.so"} {
		files = append(files, "../testdata/host/"+name)
	}
	return files
}

func writeTo(t *testing.T, f *File, path string) []byte {
	t.Helper()
	if err := WriteFile(path, f, 0o644); err != nil {
		t.Fatalf("write %s: %v", path, err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// complaints runs the outside ELF checkers and returns what they say about a file, with the
// file's name removed so that the reports of two files can be compared.
func complaints(t *testing.T, path string) string {
	t.Helper()
	var all []string
	for _, tool := range []string{"readelf", "llvm-readelf-22"} {
		_, stderr, err := oracle.RunErr(t, tool, "-a", "-W", path)
		if err != nil && stderr == "" {
			stderr = err.Error()
		}
		all = append(all, tool+": "+strings.ReplaceAll(stderr, path, "FILE"))
	}
	return strings.Join(all, "\n")
}

// elflint returns eu-elflint's findings for ordinary files (it does not know GPU machines).
func elflint(t *testing.T, path string) string {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		return ""
	}
	m := f.Machine
	f.Close()
	if m != elf.EM_X86_64 {
		return ""
	}
	out, _, _ := oracle.RunErr(t, "eu-elflint", "--gnu-ld", path)
	return strings.ReplaceAll(out, path, "FILE")
}

func TestAddReplaceRemoveSection(t *testing.T) {
	blob, err := os.ReadFile("../testdata/elf/stackcalls.dg2.simd8_entry_0001.igc.elf")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range editInputs(t) {
		t.Run(filepath.Base(in), func(t *testing.T) {
			orig, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			before := complaints(t, in)
			lintBefore := elflint(t, in)

			f, err := ReadBytes(orig)
			if err != nil {
				t.Fatal(err)
			}
			f.AddSection(&Section{Name: ".visa.debug", Type: elf.SHT_PROGBITS, Addralign: 1}, blob)
			added := filepath.Join(dir, "added")
			addedBytes := writeTo(t, f, added)

			// The new section's bytes are where its header says, and other readers agree.
			g, err := elf.Open(added)
			if err != nil {
				t.Fatalf("debug/elf rejects our output: %v", err)
			}
			got, err := g.Section(".visa.debug").Data()
			g.Close()
			if err != nil || !bytes.Equal(got, blob) {
				t.Fatalf("added section reads back wrong (err %v)", err)
			}
			if c := complaints(t, added); c != before {
				t.Errorf("checkers complain about the output:\n%s\nbut about the input only:\n%s", c, before)
			}
			if l := elflint(t, added); l != lintBefore {
				t.Errorf("eu-elflint on output:\n%s\non input:\n%s", l, lintBefore)
			}
			// Sections loaded by a segment are where they were.
			assertAllocUnmoved(t, orig, addedBytes)

			// Replace it with something larger, then remove it: the input comes back.
			f2, err := ReadBytes(addedBytes)
			if err != nil {
				t.Fatal(err)
			}
			f2.Section(".visa.debug").SetData(bytes.Repeat(blob, 3))
			replaced := writeTo(t, f2, filepath.Join(dir, "replaced"))
			f3, err := ReadBytes(replaced)
			if err != nil {
				t.Fatal(err)
			}
			if d, _ := f3.Section(".visa.debug").Data(); !bytes.Equal(d, bytes.Repeat(blob, 3)) {
				t.Fatal("replaced section reads back wrong")
			}
			if err := f3.RemoveSections(func(s *Section) bool { return s.Name == ".visa.debug" }); err != nil {
				t.Fatal(err)
			}
			removedPath := filepath.Join(dir, "removed")
			removed := writeTo(t, f3, removedPath)
			if c := complaints(t, removedPath); c != before {
				t.Errorf("checkers complain about the output:\n%s\nbut about the input only:\n%s", c, before)
			}
			if coveredBySegment(orig) {
				// IGC's debug ELFs have one segment over the whole file, section names included:
				// the grown name table had to move out of it, so only the contents come back.
				assertSameSections(t, orig, removed)
			} else if !bytes.Equal(removed, orig) {
				t.Errorf("add, replace, remove does not give the input back (first difference at %#x, sizes %d/%d)", firstDiff(removed, orig), len(removed), len(orig))
			}
		})
	}
}

func assertAllocUnmoved(t *testing.T, orig, out []byte) {
	t.Helper()
	a, _ := ReadBytes(orig)
	b, _ := ReadBytes(out)
	for _, s := range a.Sections {
		if s.Flags&elf.SHF_ALLOC == 0 || !s.HasFileData() {
			continue
		}
		n := b.Section(s.Name)
		if n == nil || n.Offset != s.Offset {
			t.Errorf("loaded section %s moved", s.Name)
			continue
		}
		x, _ := s.Raw()
		y, _ := n.Raw()
		if !bytes.Equal(x, y) {
			t.Errorf("loaded section %s changed", s.Name)
		}
	}
}

// Removing debug sections from a relocatable object must also drop their relocation
// sections and section symbols and renumber the rest; the result still links.
func TestRemoveDebugFromObject(t *testing.T) {
	dir := t.TempDir()
	f, err := Open("../testdata/host/helper.o")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.RemoveSections(func(s *Section) bool { return strings.HasPrefix(s.Name, ".debug_") }); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "stripped.o")
	g, err := ReadBytes(writeTo(t, f, out))
	if err != nil {
		t.Fatal(err)
	}
	if g.Section(".text") == nil || g.Section(".symtab") == nil {
		t.Error("the stripped object lost .text or .symtab")
	}
	for _, s := range g.Sections {
		if strings.Contains(s.Name, "debug") {
			t.Errorf("section %s survived", s.Name)
		}
	}
	if c := complaints(t, out); strings.Contains(c, "Warning") || strings.Contains(c, "warning") {
		t.Errorf("checkers complain:\n%s", c)
	}
	t.Run("links", func(t *testing.T) {
		linkAndRun(t, out, filepath.Join(dir, "m"), 3)
	})
}

// linkAndRun links an object with gcc (it skips without gcc: linking is not recorded) and
// checks the program's exit status.
func linkAndRun(t *testing.T, obj, exe string, status int) {
	t.Helper()
	gcc := oracle.Need(t, "gcc")
	if b, err := exec.Command(gcc, obj, "-o", exe).CombinedOutput(); err != nil {
		t.Fatalf("linking %s fails: %v\n%s", filepath.Base(obj), err, b)
	}
	err := exec.Command(exe).Run()
	got := 0
	if ee, ok := err.(*exec.ExitError); ok {
		got = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if got != status {
		t.Errorf("the program linked from %s exits with status %d, want %d", filepath.Base(obj), got, status)
	}
}

// A section another one links to cannot be removed on its own.
func TestRemoveLinkedSectionFails(t *testing.T) {
	f, err := Open("../testdata/elf/stackcalls.dg2.zebin")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	err = f.RemoveSections(func(s *Section) bool { return s.Name == ".symtab" })
	if err == nil || !strings.Contains(err.Error(), "links to it") {
		t.Fatalf("removing .symtab: got %v, want a 'links to it' error", err)
	}
	if f.Section(".symtab") == nil {
		t.Fatal("a failed removal changed the file")
	}
}

func TestNewFileFromScratch(t *testing.T) {
	for _, c := range []struct {
		class elf.Class
		big   bool
	}{{elf.ELFCLASS64, false}, {elf.ELFCLASS32, false}, {elf.ELFCLASS64, true}, {elf.ELFCLASS32, true}} {
		order := binaryOrder(c.big)
		f := New(c.class, order, elf.ET_REL, elf.EM_X86_64)
		f.AddSection(&Section{Name: ".debug_str", Type: elf.SHT_PROGBITS, Flags: elf.SHF_MERGE | elf.SHF_STRINGS, Entsize: 1, Addralign: 1}, []byte("hello\x00"))
		var buf bytes.Buffer
		if _, err := f.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		g, err := elf.NewFile(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%s big=%v: %v", c.class, c.big, err)
		}
		d, err := g.Section(".debug_str").Data()
		if err != nil || string(d) != "hello\x00" {
			t.Errorf("%s big=%v: .debug_str = %q, %v", c.class, c.big, d, err)
		}
	}
}

func binaryOrder(big bool) binary.ByteOrder {
	if big {
		return binary.BigEndian
	}
	return binary.LittleEndian
}

// coveredBySegment reports whether a segment covers the section-name table.
func coveredBySegment(b []byte) bool {
	f, err := ReadBytes(b)
	if err != nil || f.Shstrndx == 0 {
		return false
	}
	return f.Pinned(f.Sections[f.Shstrndx]) && f.Sections[f.Shstrndx].Flags&elf.SHF_ALLOC == 0
}

func assertSameSections(t *testing.T, orig, out []byte) {
	t.Helper()
	a, _ := ReadBytes(orig)
	b, _ := ReadBytes(out)
	if len(a.Sections) != len(b.Sections) {
		t.Fatalf("%d sections, want %d", len(b.Sections), len(a.Sections))
	}
	for i, s := range a.Sections {
		n := b.Sections[i]
		x, _ := s.Raw()
		y, _ := n.Raw()
		if n.Name != s.Name || n.Type != s.Type || n.Flags != s.Flags || !bytes.Equal(x, y) {
			t.Errorf("section %d (%s) differs", i, s.Name)
		}
	}
}

// In a relocatable object without segments, loaded sections can grow (migrate rewrites
// .eh_frame): the section moves, and the object still links and runs.
func TestGrowLoadedSectionInObject(t *testing.T) {
	dir := t.TempDir()
	f, err := Open("../testdata/host/global.o")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	data := f.Section(".data")
	old, _ := data.Data()
	data.SetData(append(bytes.Clone(old), make([]byte, 64)...))
	grown := filepath.Join(dir, "grown.o")
	// What was written reads back with the grown .data and every other section as it was.
	g, err := ReadBytes(writeTo(t, f, grown))
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := g.Section(".data").Data(); !bytes.Equal(d, append(bytes.Clone(old), make([]byte, 64)...)) {
		t.Errorf(".data reads back as %d bytes, want %d", len(d), len(old)+64)
	}
	for _, s := range f.Sections {
		if s.Name == ".data" || !s.HasFileData() {
			continue
		}
		x, _ := s.Data()
		if n := g.Section(s.Name); n == nil {
			t.Errorf("section %s lost", s.Name)
		} else if y, _ := n.Data(); !bytes.Equal(x, y) {
			t.Errorf("section %s changed", s.Name)
		}
	}
	if c := complaints(t, grown); strings.Contains(strings.ToLower(c), "warning") {
		t.Errorf("checkers complain:\n%s", c)
	}
	t.Run("links", func(t *testing.T) {
		linkAndRun(t, grown, filepath.Join(dir, "g"), 0)
	})
}
