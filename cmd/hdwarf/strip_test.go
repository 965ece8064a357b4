package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/oracle"
	"hdwarf/passes/strip"
)

var (
	hostOnce sync.Once
	hostDir  string
	hostErr  error
)

// hostDataDir holds hello.c, the host program the release tests use (a static function, a
// global, a loop), as gcc 12 and clang-15 built it (testdata/README.md gives the
// commands): checked in rather than built at run time, so that the recorded tool runs on them
// (testdata/golden, keyed by the input bytes) replay where no compiler and no tools are installed.
const hostDataDir = "../../testdata/host"

// hostBuilds are the files in hostDataDir: executables at two optimization levels, an object, a
// shared library, gas's old .zdebug compression and the new one, clang's, and one linked
// without a build-id note.
var hostBuilds = []string{"gcc.exe", "gcc-O2.exe", "gcc.o", "gcc.so", "gcc-zdebug.exe", "gcc-zdebug.o",
	"gcc-gz.exe", "clang.exe", "clang.o"}

// hostPrograms copies the host builds of hello.c into a temporary directory once per test process
// (tests run tools and hdwarf on them; none may change the checked-in files) and returns their
// paths by name.
func hostPrograms(t *testing.T) map[string]string {
	t.Helper()
	hostOnce.Do(func() {
		if hostDir, hostErr = os.MkdirTemp("", "hdwarf-host-"); hostErr != nil {
			return
		}
		for _, name := range append(hostBuilds, "gcc-noid.exe") {
			b, err := os.ReadFile(filepath.Join(hostDataDir, name))
			if err == nil {
				err = os.WriteFile(filepath.Join(hostDir, name), b, 0o755)
			}
			if err != nil {
				hostErr = err
				return
			}
		}
	})
	if hostErr != nil {
		t.Fatal(hostErr)
	}
	m := map[string]string{}
	for _, name := range hostBuilds {
		m[name] = filepath.Join(hostDir, name)
	}
	return m
}

// gpuInputs are the GPU corpus files: zebins, IGC debug ELFs (with .rela.debug_*), OpenCL ELFs.
func gpuInputs(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../../testdata/elf/*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no GPU corpus: %v", err)
	}
	return files
}

// systemInputs are installed programs: stripped ones with .gnu_debuglink (Debian's), and,
// under HDWARF_LARGE_INPUTS=1, node (99 MB here), which ships with DWARF and a 2.6 MB symbol
// table: its runs took half of this package's test time, and the host programs built with -g
// and gdb (10 MB) check the same paths.
func systemInputs() []string {
	var files []string
	progs := []string{"/usr/bin/ls", "/usr/bin/gzip", "/usr/bin/gdb"}
	if largeInputs() {
		progs = append(progs, "/usr/bin/node")
	}
	for _, f := range progs {
		if _, err := os.Stat(f); err == nil {
			files = append(files, f)
		}
	}
	return files
}

// largeInputs says whether HDWARF_LARGE_INPUTS=1 asks for the tests' large installed inputs.
func largeInputs() bool { return os.Getenv("HDWARF_LARGE_INPUTS") == "1" }

// releaseInputs is every real file the release commands are checked on.
func releaseInputs(t *testing.T) []string {
	var files []string
	for _, p := range hostPrograms(t) {
		files = append(files, p)
	}
	sort.Strings(files)
	files = append(files, systemInputs()...)
	return append(files, gpuInputs(t)...)
}

// secRow is what two tools doing the same job must agree on for each section.
type secRow struct {
	Name, Link       string
	Type             elf.SectionType
	Flags            elf.SectionFlag
	Addr, Size       uint64
	Addralign, Entsz uint64
}

func (r secRow) String() string {
	return fmt.Sprintf("%-20s %-12v %-22v addr %#x size %#x align %d es %d link %s", r.Name, r.Type, r.Flags, r.Addr, r.Size, r.Addralign, r.Entsz, r.Link)
}

func openELF(t *testing.T, path string) *elf.File {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatalf("Go's debug/elf cannot read %s: %v", path, err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// sectionRows lists the sections as Go's debug/elf reads them; sizes are as stored.
func sectionRows(t *testing.T, path string) []secRow {
	f := openELF(t, path)
	var rows []secRow
	for _, s := range f.Sections[1:] {
		r := secRow{Name: s.Name, Type: s.Type, Flags: s.Flags, Addr: s.Addr, Size: s.FileSize, Addralign: s.Addralign, Entsz: s.Entsize}
		if s.Type == elf.SHT_NOBITS || s.Flags&elf.SHF_COMPRESSED == 0 {
			r.Size = s.Size
		}
		if s.Link > 0 && int(s.Link) < len(f.Sections) {
			r.Link = f.Sections[s.Link].Name
		}
		rows = append(rows, r)
	}
	return rows
}

// symbolRows lists a file's symbols by name, value, size, type and section name.
func symbolRows(t *testing.T, path string) []string {
	f := openELF(t, path)
	syms, err := f.Symbols()
	if err != nil {
		if err == elf.ErrNoSymbols {
			return nil
		}
		t.Fatalf("%s: symbols: %v", path, err)
	}
	var rows []string
	for _, s := range syms {
		sec := fmt.Sprint(s.Section)
		if int(s.Section) < len(f.Sections) && s.Section > 0 && s.Section < elf.SHN_LORESERVE {
			sec = f.Sections[s.Section].Name
		}
		rows = append(rows, fmt.Sprintf("%s %#x %d %d %d %s", s.Name, s.Value, s.Size, s.Info, s.Other, sec))
	}
	return rows
}

// complaints runs readelf -a, llvm-readelf-22 -a and eu-elflint --gnu-ld (with --debuginfo for
// separate debug files) and returns what they report, with the file name taken out.
func complaints(t *testing.T, path string, debugFile bool) []string {
	t.Helper()
	var all []string
	add := func(tool, text string) {
		text = strings.ReplaceAll(text, path, "FILE")
		text = strings.ReplaceAll(text, filepath.Base(path), "FILE")
		for _, l := range strings.Split(text, "\n") {
			if l = strings.TrimSpace(l); l != "" && l != "No errors" {
				all = append(all, tool+": "+l)
			}
		}
	}
	for _, tool := range []string{"readelf", "llvm-readelf-22"} {
		_, stderr, _ := oracle.RunErr(t, tool, "-a", "-W", path)
		add(tool, stderr)
	}
	args := []string{"--gnu-ld", "-q"}
	if debugFile {
		args = append(args, "--debuginfo")
	}
	stdout, stderr, _ := oracle.RunErr(t, "eu-elflint", append(args, path)...)
	add("eu-elflint", stdout+stderr)
	sort.Strings(all)
	return all
}

// newComplaints returns the complaints about got that none of the baseline files draw.
func newComplaints(t *testing.T, got string, debugFile bool, baseline ...string) []string {
	known := map[string]bool{}
	for _, b := range baseline {
		for _, c := range complaints(t, b, debugFile) {
			known[c] = true
		}
	}
	var fresh []string
	for _, c := range complaints(t, got, debugFile) {
		if !known[c] {
			fresh = append(fresh, c)
		}
	}
	return fresh
}

// compareWithPeer checks that two outputs of the same job list the same sections (names,
// types, flags, addresses, sizes, alignment, links; the section-name table's size aside, as
// each tool lays it out its own way) with the same contents, and the same symbols. Where the
// peer changes an alignment that we keep as the input has it (llvm-objcopy sets 8 on the
// symbol and relocation tables it regenerates), the input's value is accepted.
func compareWithPeer(t *testing.T, in, ours, peer string) {
	t.Helper()
	a, b := sectionRows(t, ours), sectionRows(t, peer)
	if len(a) != len(b) {
		t.Errorf("we write %d sections, the peer %d:\nours:\n%s\npeer:\n%s", len(a), len(b), rowsText(a), rowsText(b))
		return
	}
	identical := bytes.Equal(readFile(t, in), readFile(t, ours))
	inAlign := map[string]uint64{}
	for _, r := range sectionRows(t, in) {
		inAlign[r.Name] = r.Addralign
	}
	fa, fb := openELF(t, ours), openELF(t, peer)
	for i := range a {
		x, y := a[i], b[i]
		if x.Name == ".shstrtab" || x.Type == elf.SHT_STRTAB && identical {
			// A file we leave as it is keeps its string tables; llvm-objcopy always
			// rebuilds them.
			x.Size, y.Size = 0, 0
		}
		if x.Type == shtLLVMAddrsig && y.Link == "" {
			// llvm-objcopy-22 marks the table stale (sh_link 0) instead of renumbering it;
			// ours must name the same symbols as the input's.
			if got, want := addrsigNames(t, ours), addrsigNames(t, in); got != want {
				t.Errorf(".llvm_addrsig names %s, the input's %s", got, want)
			}
			continue
		}
		if al, ok := inAlign[x.Name]; ok && x.Addralign == al {
			y.Addralign = al
		}
		if x != y {
			t.Errorf("section %d differs:\nours %v\npeer %v", i+1, x, y)
			continue
		}
		if x.Type == elf.SHT_NOBITS || x.Type == elf.SHT_SYMTAB || x.Name == ".shstrtab" || x.Name == ".strtab" {
			continue
		}
		if p, q := rawSection(t, ours, fa, i+1), rawSection(t, peer, fb, i+1); !bytes.Equal(p, q) {
			t.Errorf("section %s: contents differ from the peer's", x.Name)
		}
	}
	if sa, sb := symbolRows(t, ours), symbolRows(t, peer); strings.Join(sa, "\n") != strings.Join(sb, "\n") {
		t.Errorf("symbols differ:\nours:\n%s\npeer:\n%s", strings.Join(sa, "\n"), strings.Join(sb, "\n"))
	}
}

// keptContents checks that every section of out with contents that the input has too holds the
// input's bytes (symbol and string tables aside), whatever the peers do.
func keptContents(t *testing.T, in, out string) {
	t.Helper()
	fi, fo := openELF(t, in), openELF(t, out)
	for i, s := range fo.Sections {
		switch s.Type {
		case elf.SHT_NULL, elf.SHT_NOBITS, elf.SHT_SYMTAB, elf.SHT_STRTAB, elf.SHT_REL, elf.SHT_RELA, shtLLVMAddrsig:
			// Symbol indices and names are renumbered when symbols go.
			continue
		}
		var orig *elf.Section
		for _, c := range fi.Sections {
			if c.Name == s.Name && c.Type == s.Type {
				orig = c
			}
		}
		if orig == nil {
			continue
		}
		if !bytes.Equal(rawSection(t, out, fo, i), rawSection(t, in, fi, indexOf(fi, orig))) {
			t.Errorf("section %s: contents differ from the input's", s.Name)
		}
	}
}

// addrsigNames lists the symbols a file's .llvm_addrsig names.
func addrsigNames(t *testing.T, path string) string {
	f := openELF(t, path)
	syms, _ := f.Symbols()
	s := f.Section(".llvm_addrsig")
	b := rawSection(t, path, f, indexOf(f, s))
	var names []string
	for len(b) > 0 {
		v, n := binary.Uvarint(b)
		if n <= 0 || v == 0 || int(v) > len(syms) {
			t.Fatalf("%s: bad .llvm_addrsig entry % x", path, b)
		}
		names = append(names, syms[v-1].Name) // Symbols() leaves out entry 0
		b = b[n:]
	}
	return strings.Join(names, " ")
}

// shtLLVMAddrsig is SHT_LLVM_ADDRSIG, clang's table of address-significant symbols.
const shtLLVMAddrsig elf.SectionType = 0x6fff4c03

func indexOf(f *elf.File, s *elf.Section) int {
	for i, c := range f.Sections {
		if c == s {
			return i
		}
	}
	return -1
}

// sanePeer reports whether a peer's output is one to compare with: readable by Go's debug/elf
// and naming only sections the input has. llvm-objcopy and GNU objcopy both garble IGC's debug
// ELFs (relocatable files with a segment and one string table for all names).
func sanePeer(t *testing.T, in, peer string) bool {
	p, err := elf.Open(peer)
	if err != nil {
		return false
	}
	defer p.Close()
	names := map[string]bool{".gnu_debuglink": true}
	for _, s := range openELF(t, in).Sections {
		names[s.Name] = true
	}
	for _, s := range p.Sections {
		if !names[s.Name] {
			return false
		}
	}
	return true
}

// rawSection returns section i's stored bytes (compressed ones as stored).
func rawSection(t *testing.T, path string, f *elf.File, i int) []byte {
	s := f.Sections[i]
	if s.Type == elf.SHT_NOBITS || s.FileSize == 0 {
		return nil
	}
	b := readFile(t, path)
	if s.Offset+s.FileSize > uint64(len(b)) {
		t.Fatalf("%s: section %s runs past the end of the file", path, s.Name)
	}
	return b[s.Offset : s.Offset+s.FileSize]
}

func rowsText(rows []secRow) string {
	var b strings.Builder
	for _, r := range rows {
		fmt.Fprintln(&b, " ", r)
	}
	return b.String()
}

func runOK(t *testing.T, args ...string) {
	t.Helper()
	if st, _, stderr := hdwarf(t, args...); st != 0 {
		t.Fatalf("hdwarf %v: status %d: %s", args, st, stderr)
	}
}

// TestStripMatchesLLVM runs strip and strip --only-keep-debug on every real file and
// llvm-objcopy-22 --strip-debug / --only-keep-debug next to it: same sections, same contents,
// same symbols, and no complaint from the ELF checkers that the input or the peer's output
// does not draw too. It needs the live tools: its runs on every release input would take about
// 1.7 MB of recordings (scripts/update-golden.sh prunes them).
func TestStripMatchesLLVM(t *testing.T) {
	oracle.Need(t, "llvm-objcopy-22")
	dir := t.TempDir()
	modes := []struct {
		name  string
		ours  []string
		peer  string
		debug bool
	}{
		{"strip-debug", nil, "--strip-debug", false},
		{"only-keep-debug", []string{"--only-keep-debug"}, "--only-keep-debug", true},
	}
	compared := 0
	for _, in := range releaseInputs(t) {
		for _, m := range modes {
			t.Run(filepath.Base(in)+"/"+m.name, func(t *testing.T) {
				ours := filepath.Join(dir, filepath.Base(in)+"."+m.name+".ours")
				runOK(t, append(append([]string{"strip"}, m.ours...), in, "-o", ours)...)
				keptContents(t, in, ours)
				// llvm-objcopy-22 keeps .zdebug_* sections: GNU objcopy is the peer there.
				tool := "llvm-objcopy-22"
				if strings.Contains(in, "zdebug") && m.name == "strip-debug" {
					tool = "objcopy"
				}
				peer := filepath.Join(dir, filepath.Base(in)+"."+m.name+".peer")
				baseline := []string{in}
				if _, _, err := oracle.RunErr(t, tool, m.peer, in, peer); err == nil && sanePeer(t, in, peer) {
					compareWithPeer(t, in, ours, peer)
					baseline = append(baseline, peer)
					compared++
				} else {
					t.Logf("%s gives no usable output; checked on our own", tool)
				}
				if fresh := newComplaints(t, ours, m.debug, baseline...); len(fresh) > 0 {
					t.Errorf("new complaints:\n%s", strings.Join(fresh, "\n"))
				}
			})
		}
	}
	t.Logf("%d outputs compared with a peer's", compared)
}

// TestStripKeepsUntouchedFilesIdentical: a file with nothing to strip comes out byte for byte
// (Debian's installed programs are already stripped and keep their .gnu_debuglink).
func TestStripKeepsUntouchedFilesIdentical(t *testing.T) {
	dir := t.TempDir()
	for _, in := range append(systemInputs()[:2], "../../testdata/elf/types.dg2.zebin", "../../testdata/elf/vadd.tgllp.ocl.elf") {
		out := filepath.Join(dir, filepath.Base(in))
		runOK(t, "strip", in, "-o", out)
		if !bytes.Equal(readFile(t, out), readFile(t, in)) {
			t.Errorf("%s: stripping a file without debug information changed it", in)
		}
	}
}

// TestStripAll: --strip-all removes .symtab and .strtab from executables and libraries (like
// GNU strip --strip-all) but keeps the dynamic symbols, .gnu_debuglink and the build-id, and the
// symbol table of relocatable files, whose relocations need it.
func TestStripAll(t *testing.T) {
	hp := hostPrograms(t)
	dir := t.TempDir()
	cases := []struct {
		in     string
		symtab bool
	}{
		{hp["gcc.exe"], false}, {hp["gcc.so"], false}, {hp["clang.exe"], false},
		{hp["gcc.o"], true}, {"../../testdata/elf/stackcalls.dg2.zebin", true},
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.in), func(t *testing.T) {
			withLink := filepath.Join(dir, filepath.Base(c.in)+".linked")
			dbg := filepath.Join(dir, filepath.Base(c.in)+".debug")
			runOK(t, "strip", "--split-debug", dbg, c.in, "-o", withLink)
			out := filepath.Join(dir, filepath.Base(c.in)+".all")
			runOK(t, "strip", "--strip-all", withLink, "-o", out)
			f := openELF(t, out)
			if got := f.Section(".symtab") != nil; got != c.symtab {
				t.Errorf(".symtab present: %v, want %v", got, c.symtab)
			}
			if f.Section(".gnu_debuglink") == nil {
				t.Error(".gnu_debuglink was removed")
			}
			in := openELF(t, c.in)
			for _, keep := range []string{".dynsym", ".dynstr", ".note.gnu.build-id", ".text", ".rela.text"} {
				if in.Section(keep) != nil && f.Section(keep) == nil {
					t.Errorf("%s was removed", keep)
				}
			}
			if c.symtab {
				return
			}
			// GNU strip --strip-all removes exactly the symbol and debug sections too.
			gnu := filepath.Join(dir, filepath.Base(c.in)+".gnu")
			oracle.Run(t, "objcopy", "--strip-all", withLink, gnu)
			var want, got []string
			for _, r := range sectionRows(t, gnu) {
				want = append(want, r.Name)
			}
			for _, r := range sectionRows(t, out) {
				got = append(got, r.Name)
			}
			// GNU puts .gnu_debuglink before .shstrtab, we after (as llvm-objcopy does).
			sort.Strings(got)
			sort.Strings(want)
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("sections %v, GNU objcopy --strip-all keeps %v", got, want)
			}
			if fresh := newComplaints(t, out, false, c.in, gnu); len(fresh) > 0 {
				t.Errorf("new complaints:\n%s", strings.Join(fresh, "\n"))
			}
		})
	}
}

// TestSplitDebug: --split-debug writes the debug file and links the stripped file to it with
// the .gnu_debuglink llvm-objcopy-22 --add-gnu-debuglink writes for the same file, and gdb finds
// the program's lines through the link and through the build-id directory.
func TestSplitDebug(t *testing.T) {
	oracle.Want(t, "llvm-objcopy-22")
	hp := hostPrograms(t)
	for _, name := range []string{"gcc.exe", "gcc-O2.exe", "clang.exe", "gcc-zdebug.exe"} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			in := hp[name]
			out := filepath.Join(dir, "prog")
			dbg := filepath.Join(dir, "prog.debug")
			ids := filepath.Join(dir, "debugroot", ".build-id")
			runOK(t, "strip", "--split-debug", dbg, "--build-id-dir", ids, in, "-o", out)

			// The link: name, padding, CRC of the whole debug file, as llvm-objcopy writes it.
			f := openELF(t, out)
			link := f.Section(".gnu_debuglink")
			if link == nil || link.Addralign != 4 {
				t.Fatalf(".gnu_debuglink missing or not 4-byte aligned: %+v", link)
			}
			got, _ := link.Data()
			d, err := strip.ParseDebugLink(f.ByteOrder, got)
			if err != nil || d.File != "prog.debug" || d.CRC != crc32.ChecksumIEEE(readFile(t, dbg)) {
				t.Errorf("debug link %+v (%v), want prog.debug with CRC %#x", d, err, crc32.ChecksumIEEE(readFile(t, dbg)))
			}
			peer := filepath.Join(dir, "peer")
			stripped := filepath.Join(dir, "stripped")
			runOK(t, "strip", in, "-o", stripped)
			oracle.Run(t, "llvm-objcopy-22", "--add-gnu-debuglink="+dbg, stripped, peer)
			want, _ := openELF(t, peer).Section(".gnu_debuglink").Data()
			if !bytes.Equal(got, want) {
				t.Errorf(".gnu_debuglink % x, llvm-objcopy-22 writes % x", got, want)
			}
			if fresh := newComplaints(t, out, false, in, peer); len(fresh) > 0 {
				t.Errorf("new complaints about the stripped file:\n%s", strings.Join(fresh, "\n"))
			}

			// The build-id copy is the debug file.
			id, err := strip.BuildID(mustOpen(t, in))
			if err != nil || id == nil {
				t.Fatalf("no build id in %s: %v", in, err)
			}
			byID := filepath.Join(ids, strip.BuildIDPath(id))
			if !bytes.Equal(readFile(t, byID), readFile(t, dbg)) {
				t.Errorf("%s differs from %s", byID, dbg)
			}

			// gdb: without debug info no lines; through the link; through the build id alone.
			t.Run("gdb", func(t *testing.T) {
				gdb := oracle.Need(t, "gdb")
				lines := regexp.MustCompile(`Line \d+ of ".*hello.c" starts at address`)
				gdbLine := func(exe string, extra ...string) string {
					args := append([]string{"-nx", "-batch"}, extra...)
					args = append(args, "-ex", "file "+exe, "-ex", "info line main")
					b, _ := exec.Command(gdb, args...).CombinedOutput()
					return string(b)
				}
				alone := filepath.Join(t.TempDir(), "prog")
				os.WriteFile(alone, readFile(t, out), 0o755)
				if s := gdbLine(alone, "-ex", "set debug-file-directory /nonexistent"); lines.MatchString(s) {
					t.Fatalf("gdb finds lines in the stripped program alone, so the checks below prove nothing:\n%s", s)
				}
				if s := gdbLine(out, "-ex", "set debug-file-directory /nonexistent"); !lines.MatchString(s) {
					t.Errorf("gdb does not find lines through .gnu_debuglink:\n%s", s)
				}
				if s := gdbLine(alone, "-ex", "set debug-file-directory "+filepath.Dir(ids)); !lines.MatchString(s) {
					t.Errorf("gdb does not find lines through the build-id directory:\n%s", s)
				}
			})
		})
	}
}

func mustOpen(t *testing.T, path string) *elfrw.File {
	t.Helper()
	f, err := elfrw.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// TestSplitDebugCompressed: --type on strip compresses what goes into the debug file; gdb
// still reads it.
func TestSplitDebugCompressed(t *testing.T) {
	in := hostPrograms(t)["gcc.exe"]
	for _, typ := range []string{"zlib", "zstd"} {
		dir := t.TempDir()
		out, dbg := filepath.Join(dir, "prog"), filepath.Join(dir, "prog.debug")
		runOK(t, "strip", "--split-debug", dbg, "--type", typ, in, "-o", out)
		compressed := 0
		for _, s := range openELF(t, dbg).Sections {
			if s.Flags&elf.SHF_COMPRESSED != 0 {
				compressed++
			}
		}
		if compressed == 0 {
			t.Errorf("%s: no section of the debug file is compressed", typ)
		}
		t.Run(typ+"/gdb", func(t *testing.T) {
			gdb := oracle.Need(t, "gdb")
			b, _ := exec.Command(gdb, "-nx", "-batch", "-ex", "info line main", out).CombinedOutput()
			if !regexp.MustCompile(`Line \d+ of ".*hello.c" starts at address`).Match(b) {
				t.Errorf("%s: gdb does not read the compressed debug file:\n%s", typ, b)
			}
		})
	}
}

// TestStripErrors: wrong requests and inputs fail with a clear message and status, and leave
// no output (nor a half-made debug file) behind.
func TestStripErrors(t *testing.T) {
	dir := t.TempDir()
	hp := hostPrograms(t)
	out := filepath.Join(dir, "out")
	dbg := filepath.Join(dir, "out.debug")
	noID := filepath.Join(hostDir, "gcc-noid.exe") // linked with --build-id=none
	cases := []struct {
		name   string
		args   []string
		status int
		stderr string
	}{
		{"missing debug link target", []string{"strip", "--add-debuglink", filepath.Join(dir, "nope.debug"), hp["gcc.exe"], "-o", out}, 1, "nope.debug: cannot link to the debug file"},
		{"no build id", []string{"strip", "--split-debug", dbg, "--build-id-dir", filepath.Join(dir, "ids"), noID, "-o", out}, 1, "no build-id note"},
		{"debug dir missing", []string{"strip", "--split-debug", filepath.Join(dir, "a/b\x00/c.debug"), hp["gcc.exe"], "-o", out}, 1, "c.debug"},
		{"keep and split", []string{"strip", "--only-keep-debug", "--split-debug", dbg, hp["gcc.exe"], "-o", out}, 2, "does not go with"},
		{"bad type", []string{"strip", "--only-keep-debug", "--type", "lzma", hp["gcc.exe"], "-o", out}, 2, `--type "lzma"`},
		{"split to stdout", []string{"strip", "--split-debug", "-", hp["gcc.exe"], "-o", out}, 2, "needs a file name"},
		{"not ELF", []string{"strip", visaBlob, "-o", out}, 1, "hdwarf: " + visaBlob + ": "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, _, stderr := hdwarf(t, c.args...)
			if st != c.status || !strings.Contains(stderr, c.stderr) {
				t.Errorf("status %d, stderr %q; want %d and %q", st, stderr, c.status, c.stderr)
			}
			left, _ := filepath.Glob(filepath.Join(dir, "out*"))
			ids, _ := filepath.Glob(filepath.Join(dir, "ids/*/*"))
			if left = append(left, ids...); len(left) > 0 {
				t.Errorf("files left after a failure: %v", left)
				for _, l := range left {
					os.Remove(l)
				}
			}
		})
	}
}

// TestStripDeterministic: the same input gives the same bytes, debug link CRC included.
func TestStripDeterministic(t *testing.T) {
	in := hostPrograms(t)["gcc.exe"]
	var outs [2][]byte
	for i := range outs {
		dir := t.TempDir()
		runOK(t, "strip", "--split-debug", filepath.Join(dir, "p.debug"), "--type", "zstd", in, "-o", filepath.Join(dir, "p"))
		outs[i] = append(readFile(t, filepath.Join(dir, "p")), readFile(t, filepath.Join(dir, "p.debug"))...)
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Error("two runs gave different files")
	}
}

// A split that fails after writing the debug file takes back what it made (the build-id
// directories, new files) but leaves a debug file that existed before in place.
func TestSplitFailureKeepsExistingFiles(t *testing.T) {
	exe := hostPrograms(t)["gcc.exe"]
	dir := t.TempDir()
	old := filepath.Join(dir, "app.debug")
	os.WriteFile(old, []byte("an older debug file"), 0o644)
	ids := filepath.Join(dir, "ids")
	// OUT in a directory that does not exist: the last step fails.
	out := filepath.Join(dir, "missing", "app")
	st, _, stderr := hdwarf(t, "strip", "--split-debug", old, "--build-id-dir", ids, exe, "-o", out)
	if st != exitFailure {
		t.Fatalf("status %d, want 1 (%s)", st, stderr)
	}
	if _, err := os.Stat(old); err != nil {
		t.Errorf("the debug file that existed before is gone: %v", err)
	}
	if _, err := os.Stat(ids); !os.IsNotExist(err) {
		t.Errorf("the build-id directory made by the failed run is still there (%v)", err)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("an output was left behind")
	}
}
