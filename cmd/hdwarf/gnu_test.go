package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"hdwarf/internal/oracle"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// hdwarfBinary builds the hdwarf command once per test process, for tests that run it as a
// program (under another name, or many times).
func hdwarfBinary(t testing.TB) string {
	t.Helper()
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hdwarf-bin-")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "hdwarf")
		if out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput(); err != nil {
			binErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

// packagingProgram writes a C program of a few hundred lines (structs, static and global
// functions and data, a shared library and an object) and builds it with gcc -g into dir:
// app (with a build-id), libx.so and obj.o.
func packagingProgram(t *testing.T, dir string) {
	t.Helper()
	gcc := oracle.Need(t, "gcc")
	var lib strings.Builder
	lib.WriteString("#include <stdio.h>\n#include <string.h>\n")
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&lib, "struct rec%d { int id; double w[%d]; const char *name; struct rec%d *next; };\n", i, i%7+1, i)
		fmt.Fprintf(&lib, "static int helper%d(struct rec%d *r, int n) { int s = 0; for (int k = 0; k < n && r; k++, r = r->next) s += r->id * %d + (int)r->w[0]; return s; }\n", i, i, i+1)
		fmt.Fprintf(&lib, "int table%d[%d] = { %d };\n", i, i+2, i)
		fmt.Fprintf(&lib, "int api%d(int n) { struct rec%d a = { n, { %d.5 }, \"r%d\", 0 }, b = { n + 1, { 1.0 }, \"s\", &a }; table%d[0] += n; return helper%d(&b, n) + (int)strlen(b.name); }\n", i, i, i, i, i, i)
	}
	app := "#include <stdio.h>\nint api0(int), api59(int);\nint main(int argc, char **argv) { (void)argv; printf(\"%d\\n\", api0(argc) + api59(argc)); return 0; }\n"
	for name, text := range map[string]string{"lib.c": lib.String(), "app.c": app} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"-g", "-O1", "-Wl,--build-id", "-o", "app", "app.c", "lib.c"},
		{"-g", "-O1", "-fPIC", "-shared", "-o", "libx.so", "lib.c"},
		{"-g", "-O0", "-c", "-o", "obj.o", "lib.c"},
	} {
		cmd := exec.Command(gcc, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("gcc %v: %v\n%s", args, err, out)
		}
	}
}

// packagingScript is a release step written for GNU binutils. $OBJCOPY and $STRIP are objcopy
// and strip, or hdwarf under those names, or "hdwarf objcopy" and "hdwarf strip".
const packagingScript = `set -e
$OBJCOPY --only-keep-debug app app.debug
$OBJCOPY --strip-debug app app.stripped
$OBJCOPY --add-gnu-debuglink=app.debug app.stripped
$STRIP -s -o app.small app
$OBJCOPY -S app app.S
$OBJCOPY -g -R .comment app app.nocomment
cp libx.so libx.work.so; $STRIP --strip-unneeded libx.work.so
cp obj.o obj.work.o; $STRIP --strip-unneeded obj.work.o
$STRIP -g -o obj.g.o obj.o
$STRIP -S --keep-file-symbols -o obj.kfs.o obj.o
$STRIP -d -p -R .comment -o obj.d.o obj.o
$OBJCOPY --compress-debug-sections app.debug app.debug.z
$OBJCOPY --compress-debug-sections=zstd obj.o obj.zstd.o
$OBJCOPY --decompress-debug-sections app.debug.z app.debug.plain
$OBJCOPY --strip-unneeded --compress-debug-sections=zlib libx.so libx.stripped.so
`

// packagingOutputs are the files the script writes.
var packagingOutputs = []string{"app.debug", "app.stripped", "app.small", "app.S", "app.nocomment",
	"libx.work.so", "obj.work.o", "obj.g.o", "obj.kfs.o", "obj.d.o", "app.debug.z", "obj.zstd.o",
	"app.debug.plain", "libx.stripped.so"}

// runScript copies the programs from src into dir and runs the script there.
func runScript(t *testing.T, src, dir string, env ...string) {
	t.Helper()
	for _, n := range []string{"app", "libx.so", "obj.o"} {
		if err := os.WriteFile(filepath.Join(dir, n), readFile(t, filepath.Join(src, n)), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("sh", "-c", packagingScript)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("packaging script (%v): %v\n%s", env, err, out)
	}
}

// TestPackagingScriptLikeGNU runs a packaging script written with GNU objcopy and strip
// spellings through GNU binutils, through hdwarf linked as objcopy and strip (argv[0]), and
// through `hdwarf objcopy` / `hdwarf strip`, on programs gcc builds here, and compares the
// outputs section by section: names, types, flags, addresses, the contents of every kept
// section (decompressed where compressed, with the same compression type), the symbols, and
// .gnu_debuglink's name and CRC (of each tool's own debug file).
func TestPackagingScriptLikeGNU(t *testing.T) {
	oracle.Need(t, "objcopy")
	oracle.Need(t, "strip")
	bin := hdwarfBinary(t)
	src, gnu, linked, sub := t.TempDir(), t.TempDir(), t.TempDir(), t.TempDir()
	packagingProgram(t, src)
	links := t.TempDir()
	for _, n := range []string{"objcopy", "strip"} {
		if err := os.Symlink(bin, filepath.Join(links, n)); err != nil {
			t.Fatal(err)
		}
	}
	runScript(t, src, gnu, "OBJCOPY=objcopy", "STRIP=strip")
	runScript(t, src, linked, "OBJCOPY=objcopy", "STRIP=strip", "PATH="+links+string(os.PathListSeparator)+os.Getenv("PATH"))
	runScript(t, src, sub, "OBJCOPY="+bin+" objcopy", "STRIP="+bin+" strip")
	for _, name := range packagingOutputs {
		t.Run(name, func(t *testing.T) {
			ours, peer := filepath.Join(linked, name), filepath.Join(gnu, name)
			if a, b := readFile(t, ours), readFile(t, filepath.Join(sub, name)); !bytes.Equal(a, b) {
				t.Errorf("hdwarf as %s and as hdwarf %s write different bytes", name, name)
			}
			compareSectionsWithGNU(t, ours, peer)
		})
	}
	// -p kept the input's modification time.
	si, _ := os.Stat(filepath.Join(linked, "obj.o"))
	so, _ := os.Stat(filepath.Join(linked, "obj.d.o"))
	if !si.ModTime().Equal(so.ModTime()) {
		t.Errorf("strip -p: output time %v, input %v", so.ModTime(), si.ModTime())
	}
}

// gnuSection is one section as the comparison sees it.
type gnuSection struct {
	typ        elf.SectionType
	flags      elf.SectionFlag
	addr       uint64
	entsize    uint64
	compressed elf.CompressionType // 0: not compressed
	data       []byte              // decompressed contents; nil for NOBITS
}

func gnuSections(t *testing.T, path string) (map[string]gnuSection, []string) {
	f := openELF(t, path)
	m := map[string]gnuSection{}
	var names []string
	for i, s := range f.Sections[1:] {
		g := gnuSection{typ: s.Type, flags: s.Flags, addr: s.Addr, entsize: s.Entsize}
		if s.Type != elf.SHT_NOBITS {
			b, err := s.Data()
			if err != nil {
				t.Fatalf("%s: section %s: %v", path, s.Name, err)
			}
			g.data = b
		}
		if s.Flags&elf.SHF_COMPRESSED != 0 {
			g.compressed, _, _ = chdr(t, path, f, f.Sections[i+1])
		}
		if _, dup := m[s.Name]; dup {
			t.Fatalf("%s: two sections named %s", path, s.Name)
		}
		m[s.Name] = g
		names = append(names, s.Name)
	}
	return m, names
}

// compareSectionsWithGNU compares our output with GNU's. Known differences, each checked
// rather than skipped: the string tables (.shstrtab, .strtab) are laid out by each tool its own
// way (symbols are compared by name instead); .gnu_debuglink holds the CRC of each tool's own
// debug file; GNU drops SHF_INFO_LINK from relocation sections --only-keep-debug empties (we
// keep it, as llvm-objcopy does).
func compareSectionsWithGNU(t *testing.T, ours, peer string) {
	t.Helper()
	a, names := gnuSections(t, ours)
	b, peerNames := gnuSections(t, peer)
	if got, want := sortedCopy(names), sortedCopy(peerNames); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("sections:\nours %v\nGNU  %v", names, peerNames)
		return
	}
	for _, n := range names {
		x, y := a[n], b[n]
		if x.typ == elf.SHT_NOBITS && y.typ == elf.SHT_NOBITS && (x.flags^y.flags) == elf.SHF_INFO_LINK {
			y.flags = x.flags
		}
		if x.typ != y.typ || x.flags != y.flags || x.addr != y.addr || x.entsize != y.entsize || x.compressed != y.compressed {
			t.Errorf("section %s: ours %v %v addr %#x es %d compressed %v; GNU %v %v addr %#x es %d compressed %v",
				n, x.typ, x.flags, x.addr, x.entsize, x.compressed, y.typ, y.flags, y.addr, y.entsize, y.compressed)
			continue
		}
		switch {
		case n == ".shstrtab" || n == ".strtab" || x.typ == elf.SHT_SYMTAB:
			continue // compared through the symbols below
		case n == ".gnu_debuglink":
			checkDebugLink(t, ours, x.data)
			checkDebugLink(t, peer, y.data)
			if i, j := bytes.IndexByte(x.data, 0), bytes.IndexByte(y.data, 0); i < 0 || j < 0 || string(x.data[:i]) != string(y.data[:j]) {
				t.Errorf(".gnu_debuglink names %q, GNU's %q", x.data, y.data)
			}
			continue
		}
		if !bytes.Equal(x.data, y.data) {
			t.Errorf("section %s: contents differ from GNU's (%d bytes, GNU %d)", n, len(x.data), len(y.data))
		}
	}
	if sa, sb := symbolRows(t, ours), symbolRows(t, peer); strings.Join(sa, "\n") != strings.Join(sb, "\n") {
		t.Errorf("symbols differ:\nours:\n%s\nGNU:\n%s", strings.Join(sa, "\n"), strings.Join(sb, "\n"))
	}
}

// checkDebugLink checks that a .gnu_debuglink names a file beside path whose CRC-32 it holds.
func checkDebugLink(t *testing.T, path string, b []byte) {
	t.Helper()
	i := bytes.IndexByte(b, 0)
	if i < 0 || len(b) < 4 || len(b)%4 != 0 {
		t.Errorf("%s: malformed .gnu_debuglink % x", path, b)
		return
	}
	dbg := filepath.Join(filepath.Dir(path), string(b[:i]))
	r, err := os.Open(dbg)
	if err != nil {
		t.Errorf("%s: .gnu_debuglink: %v", path, err)
		return
	}
	defer r.Close()
	h := crc32.NewIEEE()
	io.Copy(h, r)
	if got := binary.LittleEndian.Uint32(b[len(b)-4:]); got != h.Sum32() {
		t.Errorf("%s: .gnu_debuglink CRC %#x, %s has %#x", path, got, dbg, h.Sum32())
	}
}

func sortedCopy(s []string) []string {
	c := append([]string(nil), s...)
	sort.Strings(c)
	return c
}

// runAs runs hdwarf in-process under the program name prog.
func runAs(t *testing.T, prog string, args ...string) (int, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	st := runProgram(prog, args, strings.NewReader(""), &out, &errOut)
	return st, errOut.String()
}

// TestGNUEntry: the program name picks the command and GNU's defaults (strip with no option
// removes all symbols, in place); GNU options hdwarf lacks are refused by name; the
// --split-debug slip is explained.
func TestGNUEntry(t *testing.T) {
	hp := hostPrograms(t)
	dir := t.TempDir()
	in := hp["gcc.exe"]
	for _, c := range []struct {
		prog string
		cmd  string
		ok   bool
	}{{"strip", "strip", true}, {"/usr/local/bin/x86_64-linux-gnu-strip", "strip", true}, {"objcopy", "objcopy", true},
		{"llvm-strip", "", false}, {"hdwarf", "", false}, {"stripper", "", false}} {
		if cmd, ok := gnuProgram(c.prog); cmd != c.cmd || ok != c.ok {
			t.Errorf("gnuProgram(%q) = %q, %v", c.prog, cmd, ok)
		}
	}
	// strip FILE: in place, every symbol gone, as GNU strip FILE.
	ours, gnu := copies(t, in, dir, "ours", 1)[0], copies(t, in, dir, "gnu", 1)[0]
	if st, stderr := runAs(t, "/opt/bin/strip", ours); st != 0 {
		t.Fatalf("strip: %d %s", st, stderr)
	}
	oracle.Run(t, "strip", gnu)
	compareSectionsWithGNU(t, ours, gnu)
	// hdwarf strip FILE: in place too, but it removes debug information only.
	h := copies(t, in, dir, "h", 1)[0]
	if st, _, stderr := hdwarf(t, "strip", h); st != 0 {
		t.Fatalf("hdwarf strip: %d %s", st, stderr)
	}
	if symbolRows(t, h) == nil {
		t.Error("hdwarf strip FILE removed the symbol table")
	}
	// objcopy IN: in place.
	o := copies(t, in, dir, "o", 1)[0]
	if st, stderr := runAs(t, "objcopy", "-g", o); st != 0 {
		t.Fatalf("objcopy: %d %s", st, stderr)
	}
	for _, s := range sectionRows(t, o) {
		if strings.HasPrefix(s.Name, ".debug") {
			t.Errorf("objcopy -g IN left %s", s.Name)
		}
	}
	for _, c := range []struct {
		prog string
		args []string
		msg  string
	}{
		{"objcopy", []string{"-x", "-K", "main", "--rename-section", ".a=.b", in, filepath.Join(dir, "x")}, "GNU option not supported by hdwarf: --discard-all (-x), --keep-symbol (-K), --rename-section"},
		{"strip", []string{"-K", "main", in, "-o", filepath.Join(dir, "x")}, "not supported by hdwarf: --keep-symbol (-K)"},
		{"objcopy", []string{"--compress-debug-sections=zlib-gnu", in, filepath.Join(dir, "x")}, "zlib-gnu (the old .zdebug_* form) is not supported"},
		{"objcopy", []string{"-g", "-S", in, filepath.Join(dir, "x")}, "give one of --strip-debug, --strip-unneeded and --strip-all"},
		{"objcopy", []string{in, filepath.Join(dir, "x"), filepath.Join(dir, "y")}, "want IN [OUT], got 3 file names"},
		{"hdwarf", []string{"strip", "--split-debug", in, "-o", filepath.Join(dir, "x")}, "--split-debug takes the name of the debug file to write, so \"" + in + "\" was taken as that"},
	} {
		args := c.args
		prog := c.prog
		st, stderr := runAs(t, prog, args...)
		if st != 2 || !strings.Contains(stderr, c.msg) {
			t.Errorf("%s %v: status %d, stderr %q; want 2 and %q", prog, args, st, stderr, c.msg)
		}
		if _, err := os.Stat(filepath.Join(dir, "x")); err == nil {
			t.Errorf("%s %v: output written", prog, args)
		}
	}
}

// TestGNUVersionAndPreserveDates: objcopy and strip share their GNU parsing (parseGNU) and
// --preserve-dates (keepDates): -V prints the version, -p gives the output the input's times,
// and without -p the output has new ones.
func TestGNUVersionAndPreserveDates(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	old := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	if err := os.WriteFile(in, readFile(t, hostPrograms(t)["gcc.exe"]), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(in, old, old); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cmd  []string
		keep bool
	}{
		{[]string{"objcopy", "-p", "-g"}, true},
		{[]string{"strip", "-p", "-g", "-o"}, true},
		{[]string{"objcopy", "-g"}, false},
		{[]string{"strip", "-g", "-o"}, false},
	} {
		if st, stdout, stderr := hdwarf(t, tc.cmd[0], "-V"); st != 0 || !strings.HasPrefix(stdout, "hdwarf ") {
			t.Errorf("%s -V: %d %q %q", tc.cmd[0], st, stdout, stderr)
		}
		out := filepath.Join(dir, strings.Join(tc.cmd, ""))
		args := append(append([]string{}, tc.cmd...), out)
		if tc.cmd[0] == "objcopy" {
			args = append(append([]string{}, tc.cmd...), in, out)
		} else {
			args = append(args, in)
		}
		if st, _, stderr := hdwarf(t, args...); st != 0 {
			t.Fatalf("%v: %d %s", args, st, stderr)
		}
		fi, err := os.Stat(out)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.ModTime().Equal(old); got != tc.keep {
			t.Errorf("%v: output modified %v, input %v", args, fi.ModTime(), old)
		}
	}
}
