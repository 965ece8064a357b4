package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/oracle"
)

// Tests of issue 30's GNU behaviours under the names objcopy and strip. Inputs are assembled
// with as or built with elfrw; where GNU binutils is installed, its output is the reference.

// gnuObject assembles src into dir/name.o.
func gnuObject(t *testing.T, dir, name, src string) string {
	t.Helper()
	as := oracle.Need(t, "as")
	s := filepath.Join(dir, name+".s")
	o := filepath.Join(dir, name+".o")
	if err := os.WriteFile(s, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(as, s, "-o", o).CombinedOutput(); err != nil {
		t.Fatalf("as: %v\n%s", err, out)
	}
	return o
}

// gnuRun runs GNU's prog (objcopy or strip) with args when binutils is installed, and reports
// whether it did; a failure fails the test.
func gnuRun(t *testing.T, prog string, args ...string) bool {
	t.Helper()
	p, err := exec.LookPath(prog)
	if err != nil {
		return false
	}
	if out, err := exec.Command(p, args...).CombinedOutput(); err != nil {
		t.Fatalf("GNU %s %v: %v\n%s", prog, args, err, out)
	}
	return true
}

// ourRun runs hdwarf under the name prog and fails the test unless it succeeds.
func ourRun(t *testing.T, prog string, args ...string) {
	t.Helper()
	if st, stderr := runAs(t, prog, args...); st != 0 {
		t.Fatalf("%s %v: status %d: %s", prog, args, st, stderr)
	}
}

// sectionNames lists the section names of path with their types.
func sectionTypes(t *testing.T, path string) map[string]elf.SectionType {
	m := map[string]elf.SectionType{}
	for _, s := range openELF(t, path).Sections[1:] {
		m[s.Name] = s.Type
	}
	return m
}

// symbolNames lists the names of path's .symtab symbols (entry 0 left out).
func symbolNames(t *testing.T, path string) []string {
	var names []string
	syms, _ := openELF(t, path).Symbols()
	for _, s := range syms {
		names = append(names, s.Name)
	}
	return names
}

const gnuWeakSrc = `
	.section .text.w,"axG",%progbits,w,comdat
	.weak w
	.type w,@function
w:	ret
	.section .text.v,"axG",%progbits,v,comdat
	.weak v
v:	ret
	.text
	.globl main
main:	call w
	ret
	.section .mysec,"a"
	.globl inmysec
inmysec: .long 1
	.globl undef_unused
	.long undef_used
	.section .debug_foo,"",%progbits
	.globl indebug
indebug: .long 2
`

// Point 3: removing a section drops the symbols it defines, global and weak ones too; only a
// relocation still using one is an error (GNU: "symbol `w' required but not present").
func TestGNURemoveDefiningSection(t *testing.T) {
	dir := t.TempDir()
	in := gnuObject(t, dir, "w", gnuWeakSrc)
	for _, c := range []struct {
		args []string
		gone string
	}{
		{[]string{"-R", ".mysec"}, "inmysec"},
		{[]string{"--strip-debug"}, "indebug"},
		{[]string{"-R", ".text.v"}, "v"}, // a COMDAT member defining a weak symbol
	} {
		ours := filepath.Join(dir, "ours"+c.args[len(c.args)-1])
		ourRun(t, "objcopy", append(slices.Clone(c.args), in, ours)...)
		got := symbolNames(t, ours)
		if slices.Contains(got, c.gone) || !slices.Contains(got, "main") {
			t.Errorf("objcopy %v: symbols %v; want %s gone and main kept", c.args, got, c.gone)
		}
		gnu := filepath.Join(dir, "gnu"+c.args[len(c.args)-1])
		if gnuRun(t, "objcopy", append(slices.Clone(c.args), in, gnu)...) {
			if want := symbolNames(t, gnu); !slices.Equal(got, want) {
				t.Errorf("objcopy %v: symbols %v, GNU's %v", c.args, got, want)
			}
		}
	}
	out := filepath.Join(dir, "x")
	st, stderr := runAs(t, "objcopy", "-R", ".text.w", in, out)
	if st != 1 || !strings.Contains(stderr, `uses symbol "w", defined in the removed section .text.w`) {
		t.Errorf("-R .text.w (w is relocated against): status %d, %q", st, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed -R wrote its output")
	}
}

const gnuGroup7Src = `
	.section .data.foo,"awG",%progbits,foo,comdat
	.globl foo
foo:	.quad foo
	.section .data2.foo,"awG",%progbits,foo,comdat
	.long 0
`

// Point 4: a group all of whose members are removed is removed too (binutils group-6,
// group-7c); the members of a group that goes are no longer SHF_GROUP.
func TestGNUEmptyGroupDropped(t *testing.T) {
	dir := t.TempDir()
	in := gnuObject(t, dir, "g7", gnuGroup7Src)
	out := filepath.Join(dir, "out.o")
	ourRun(t, "objcopy", "-R", ".data.foo", "-R", ".data2.foo", in, out)
	f := openELF(t, out)
	for _, s := range f.Sections {
		if s.Type == elf.SHT_GROUP || strings.Contains(s.Name, "foo") {
			t.Errorf("section %s (%v) left after removing every member of its group", s.Name, s.Type)
		}
	}
	if r, err := exec.LookPath("readelf"); err == nil {
		b, _ := exec.Command(r, "-gW", out).CombinedOutput()
		if !strings.Contains(string(b), "There are no section groups in this file") {
			t.Errorf("readelf -g:\n%s", b)
		}
	}
	if gnu := filepath.Join(dir, "gnu.o"); gnuRun(t, "objcopy", "-R", ".data.foo", "-R", ".data2.foo", in, gnu) {
		compareSectionsWithGNU(t, out, gnu)
	}
}

// Point 5: --strip-unneeded removes the undefined symbols no relocation uses, and keeps ARM and
// AArch64 mapping symbols ($x, $d, $d.foo) that no relocation uses.
func TestGNUStripUnneededUndefinedAndMapping(t *testing.T) {
	dir := t.TempDir()
	in := gnuObject(t, dir, "w", gnuWeakSrc)
	out := filepath.Join(dir, "u.o")
	ourRun(t, "objcopy", "--strip-unneeded", in, out)
	got := symbolNames(t, out)
	if slices.Contains(got, "undef_unused") || !slices.Contains(got, "undef_used") {
		t.Errorf("--strip-unneeded: symbols %v; want undef_unused gone, undef_used kept", got)
	}
	if gnu := filepath.Join(dir, "gnu.o"); gnuRun(t, "objcopy", "--strip-unneeded", in, gnu) {
		if want := symbolNames(t, gnu); !slices.Equal(got, want) {
			t.Errorf("--strip-unneeded: symbols %v, GNU's %v", got, want)
		}
	}

	// An AArch64 object with mapping symbols, a plain local and an unused undefined symbol.
	arm := filepath.Join(dir, "arm.o")
	writeSymbolObject(t, arm, elf.EM_AARCH64, []testSym{
		{"$x", elf.STB_LOCAL, 1}, {"$d.rodata", elf.STB_LOCAL, 1}, {"$d", elf.STB_LOCAL, 1},
		{"$xyz", elf.STB_LOCAL, 1}, {"local", elf.STB_LOCAL, 1},
		{"global", elf.STB_GLOBAL, 1}, {"undefined", elf.STB_GLOBAL, 0},
	})
	armOut := filepath.Join(dir, "arm-u.o")
	ourRun(t, "strip", "--strip-unneeded", arm, "-o", armOut)
	if got, want := symbolNames(t, armOut), []string{"$x", "$d.rodata", "$d", "global"}; !slices.Equal(got, want) {
		t.Errorf("AArch64 --strip-unneeded: symbols %v, want %v", got, want)
	}
}

type testSym struct {
	name  string
	bind  elf.SymBind
	shndx uint16
}

// writeSymbolObject writes a relocatable ELF64 file for machine with a .text (section 2) and
// a symbol table holding syms (each defined in section shndx: 0 undefined, 1 .text).
func writeSymbolObject(t *testing.T, path string, machine elf.Machine, syms []testSym) {
	t.Helper()
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, machine)
	f.AddSection(&elfrw.Section{Name: ".text", Type: elf.SHT_PROGBITS, Flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR, Addralign: 4}, make([]byte, 8))
	strs := []byte{0}
	tab := make([]byte, 24)
	locals := uint32(1)
	for _, s := range syms {
		e := make([]byte, 24)
		binary.LittleEndian.PutUint32(e, uint32(len(strs)))
		e[4] = byte(s.bind) << 4
		if s.shndx != 0 {
			binary.LittleEndian.PutUint16(e[6:], 2)
		}
		if s.bind == elf.STB_LOCAL {
			locals++
		}
		strs = append(append(strs, s.name...), 0)
		tab = append(tab, e...)
	}
	f.AddSection(&elfrw.Section{Name: ".symtab", Type: elf.SHT_SYMTAB, Link: 4, Info: locals, Addralign: 8, Entsize: 24}, tab)
	f.AddSection(&elfrw.Section{Name: ".strtab", Type: elf.SHT_STRTAB, Addralign: 1}, strs)
	writeELFFile(t, f, path)
}

// writeELFFile writes f to path.
func writeELFFile(t *testing.T, f *elfrw.File, path string) {
	t.Helper()
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

const gnuGroupSrc = `
	.file "g.c"
	.section .text.foo,"axG",%progbits,foo_group,comdat
	.global foo
foo:	.word 0
	.section .data.foo,"awG",%progbits,foo_group,comdat
	.global bar
bar:	.word 0
	.text
	call foo
`

// Point 6: strip, strip -s and objcopy -S on a relocatable object remove every symbol, the
// relocations and the groups, as GNU does (binutils strip-1, -4, -6, -8); hdwarf's own strip
// keeps the symbol table of relocatable files.
func TestGNUStripRelocatable(t *testing.T) {
	dir := t.TempDir()
	in := gnuObject(t, dir, "g", gnuGroupSrc)
	for i, c := range [][]string{{"strip"}, {"strip", "-s"}, {"objcopy", "-S"}} {
		out := filepath.Join(dir, strings.Join(c, "")+".o")
		args := append(slices.Clone(c[1:]), in, out)
		if c[0] == "strip" {
			args = append(slices.Clone(c[1:]), in, "-o", out)
		}
		ourRun(t, c[0], args...)
		for _, s := range openELF(t, out).Sections {
			if s.Type == elf.SHT_GROUP || s.Type == elf.SHT_SYMTAB || s.Type == elf.SHT_RELA || s.Flags&elf.SHF_GROUP != 0 {
				t.Errorf("%v: section %s (%v %v) kept", c, s.Name, s.Type, s.Flags)
			}
		}
		gnu := filepath.Join(dir, "gnu"+strings.Join(c, "")+".o")
		gargs := append(slices.Clone(args[:len(args)-1]), gnu)
		if gnuRun(t, c[0], gargs...) && i == 0 {
			compareSectionsWithGNU(t, out, gnu)
		}
	}
	// --keep-file-symbols keeps the STT_FILE symbols, with -s and with --strip-unneeded.
	for _, opt := range []string{"-s", "--strip-unneeded"} {
		kf := filepath.Join(dir, "kf"+opt+".o")
		ourRun(t, "strip", opt, "--keep-file-symbols", in, "-o", kf)
		if got := symbolNames(t, kf); !slices.Contains(got, "g.c") {
			t.Errorf("strip %s --keep-file-symbols: symbols %v, want g.c kept", opt, got)
		}
		if gnu := filepath.Join(dir, "gnu-kf"+opt+".o"); gnuRun(t, "strip", opt, "--keep-file-symbols", in, "-o", gnu) {
			if got, want := symbolNames(t, kf), symbolNames(t, gnu); !slices.Equal(got, want) {
				t.Errorf("strip %s --keep-file-symbols: symbols %v, GNU's %v", opt, got, want)
			}
		}
	}
	h := filepath.Join(dir, "h.o")
	if st, _, stderr := hdwarf(t, "strip", "--strip-all", in, "-o", h); st != 0 {
		t.Fatalf("hdwarf strip --strip-all: %d %s", st, stderr)
	}
	if !slices.Contains(symbolNames(t, h), "foo") {
		t.Error("hdwarf strip --strip-all removed the symbols of a relocatable file")
	}
}

// Point 7: GNU's "!PATTERN" keeps what it matches whatever other patterns say, in objcopy,
// strip and hdwarf copy; --keep-section keeps what -R would remove; --remove-relocations and
// --only-section take patterns the same way.
func TestGNURemoveSectionNegation(t *testing.T) {
	dir := t.TempDir()
	in := gnuObject(t, dir, "g", gnuGroupSrc)
	check := func(what, out string) {
		t.Helper()
		types := sectionTypes(t, out)
		if _, ok := types[".text"]; !ok {
			t.Errorf("%s: .text removed although -R '!.text' keeps it", what)
		}
		for _, n := range []string{".text.foo", ".rela.text", ".data"} {
			if _, ok := types[n]; ok {
				t.Errorf("%s: %s kept", what, n)
			}
		}
	}
	args := []string{"-R", "!.text", "-R", ".te*", "-R", ".d[!x]ta", "-R", ".rela.text"}
	ours := filepath.Join(dir, "o.o")
	ourRun(t, "objcopy", append(slices.Clone(args), in, ours)...)
	check("objcopy", ours)
	s := filepath.Join(dir, "s.o")
	ourRun(t, "strip", append(slices.Clone(args), "--strip-debug", in, "-o", s)...)
	check("strip", s)
	// --keep-section keeps what -R would remove.
	k := filepath.Join(dir, "k.o")
	ourRun(t, "objcopy", "-R", ".te*", "--keep-section", ".text.f[o]o", in, k)
	if _, ok := sectionTypes(t, k)[".text.foo"]; !ok {
		t.Error("--keep-section .text.f[o]o: .text.foo removed")
	}
	// --remove-relocations removes the relocation sections of what it matches, negation too.
	for _, c := range []struct {
		pats []string
		gone bool
	}{{[]string{".te*"}, true}, {[]string{".te*", "!.text"}, false}} {
		out := filepath.Join(dir, "rr.o")
		var args []string
		for _, p := range c.pats {
			args = append(args, "--remove-relocations", p)
		}
		ourRun(t, "objcopy", append(args, in, out)...)
		if _, kept := sectionTypes(t, out)[".rela.text"]; kept == c.gone {
			t.Errorf("--remove-relocations %v: .rela.text kept %v", c.pats, kept)
		}
	}
	// -j copies what it matches, less what a negation matches, with .symtab and the kept
	// sections' relocations (binutils only-section-01).
	j := filepath.Join(dir, "j.o")
	ourRun(t, "objcopy", "-j", ".[td]*", "--only-section", "!.data.foo", in, j)
	types := sectionTypes(t, j)
	for n, want := range map[string]bool{".text": true, ".rela.text": true, ".symtab": true, ".text.foo": true, ".data": true,
		".data.foo": false, ".group": false, ".bss": false} {
		if _, ok := types[n]; ok != want {
			t.Errorf("-j '.[td]*' -j '!.data.foo': %s kept %v, want %v", n, ok, want)
		}
	}
	if gnu := filepath.Join(dir, "gnu-j.o"); gnuRun(t, "objcopy", "-j", ".[td]*", "--only-section", "!.data.foo", in, gnu) {
		if got, want := sortedCopy(keys(types)), sortedCopy(keys(sectionTypes(t, gnu))); !slices.Equal(got, want) {
			t.Errorf("-j: sections %v, GNU's %v", got, want)
		}
	}
	c := filepath.Join(dir, "c.o")
	if st, _, stderr := hdwarf(t, append([]string{"copy", "--remove-section", ".te*", "--remove-section", "!.text",
		"--remove-section", ".data", "--remove-section", ".rela.text", in, "-o"}, c)...); st != 0 {
		t.Fatalf("hdwarf copy: %d %s", st, stderr)
	}
	check("copy", c)
	if gnu := filepath.Join(dir, "gnu.o"); gnuRun(t, "objcopy", append(slices.Clone(args), in, gnu)...) {
		compareSectionsWithGNU(t, ours, gnu)
	}
	if st, stderr := runAs(t, "objcopy", "-R", `!x\`, in, filepath.Join(dir, "bad")); st != 2 || !strings.Contains(stderr, `--remove-section "!x\\"`) {
		t.Errorf(`-R '!x\': status %d, %q`, st, stderr)
	}
	// fnmatch's classes: "]" first is a member, and an unclosed "[" is itself.
	for pat, want := range map[string]bool{"[]xyz]": true, ".[!x]ext": true, ".tex[": false, "[.]text": true} {
		name := "]"
		if pat != "[]xyz]" {
			name = ".text"
		}
		if got := sectionPatterns([]string{pat}).match(name); got != want {
			t.Errorf("pattern %q matches %q: %v, want %v", pat, name, got, want)
		}
	}
}

// Point 8: --add-section gives well-known names GNU's type, flags and entry size (binutils
// note-1); other names are SHT_PROGBITS; /dev/null adds an empty section.
func TestGNUAddSectionTypes(t *testing.T) {
	dir := t.TempDir()
	in := gnuObject(t, dir, "g", gnuGroupSrc)
	payload := filepath.Join(dir, "p")
	if err := os.WriteFile(payload, []byte("abcdefgh"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := map[string]elf.SectionType{
		".note": elf.SHT_NOTE, ".note.x": elf.SHT_NOTE, ".note.GNU-stack": elf.SHT_PROGBITS,
		".init_array": elf.SHT_INIT_ARRAY, ".fini_array.5": elf.SHT_FINI_ARRAY,
		".preinit_array": elf.SHT_PREINIT_ARRAY, ".tdata.x": elf.SHT_PROGBITS,
		".fini_arrayX": elf.SHT_PROGBITS, ".mine": elf.SHT_PROGBITS,
	}
	for name, typ := range want {
		out := filepath.Join(dir, "o"+name)
		ourRun(t, "objcopy", "--add-section", name+"="+payload, in, out)
		got := sectionRowsByName(t, out)[name]
		if got.Type != typ {
			t.Errorf("--add-section %s: type %v, want %v", name, got.Type, typ)
		}
		gnu := filepath.Join(dir, "g"+name)
		if gnuRun(t, "objcopy", "--add-section", name+"="+payload, in, gnu) {
			g := sectionRowsByName(t, gnu)[name]
			if got.Type != g.Type || got.Flags != g.Flags || got.Entsz != g.Entsz || got.Size != g.Size {
				t.Errorf("--add-section %s:\nours %v\nGNU  %v", name, got, g)
			}
		}
	}
	// GNU does not look into what it adds: bytes that are no notes are added as they are.
	bad := filepath.Join(dir, "o.note.bad")
	ourRun(t, "objcopy", "--add-section", ".note.bad="+payload, in, bad)
	out := filepath.Join(dir, "null.o")
	ourRun(t, "objcopy", "--add-section", ".empty=/dev/null", in, out)
	if r, ok := sectionRowsByName(t, out)[".empty"]; !ok || r.Size != 0 {
		t.Errorf("--add-section .empty=/dev/null: %v", r)
	}
}

func sectionRowsByName(t *testing.T, path string) map[string]secRow {
	m := map[string]secRow{}
	for _, r := range sectionRows(t, path) {
		m[r.Name] = r
	}
	return m
}

// Point 10: every sh_link, and sh_info under SHF_INFO_LINK, is renumbered when an earlier
// section goes (LLVM linked-section.test); a link to a removed section becomes 0.
func TestGNURenumberLinks(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.o")
	one := []byte{1}
	writeTestELFData(t, in, []*elfrw.Section{
		{Name: ".foo", Type: elf.SHT_PROGBITS},                                     // 2
		{Name: ".bar", Type: elf.SHT_PROGBITS},                                     // 3
		{Name: ".baz", Type: elf.SHT_PROGBITS, Link: 3},                            // 4
		{Name: ".info", Type: elf.SHT_PROGBITS, Flags: elf.SHF_INFO_LINK, Info: 3}, // 5
		{Name: ".dangling", Type: elf.SHT_PROGBITS, Link: 2},                       // 6
	}, [][]byte{one, one, one, one, one})
	out := filepath.Join(dir, "out.o")
	ourRun(t, "objcopy", "--remove-section", ".foo", in, out)
	g := openELF(t, out)
	idx := map[string]int{}
	for i, s := range g.Sections {
		idx[s.Name] = i
	}
	for _, c := range []struct {
		name      string
		got, want uint32
	}{
		{".baz link", g.Section(".baz").Link, uint32(idx[".bar"])},
		{".info info", g.Section(".info").Info, uint32(idx[".bar"])},
		{".dangling link", g.Section(".dangling").Link, 0},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
}

// Point 12: -R leaving only the null symbol drops .symtab and .strtab as GNU does; "-R=NAME"
// is read as GNU reads it; the same file named twice to strip is stripped.
func TestGNUSmallCases(t *testing.T) {
	dir := t.TempDir()
	in := gnuObject(t, dir, "only", "\t.section .mysec,\"a\"\n\t.globl x\nx:\t.long 1\n")
	out := filepath.Join(dir, "out.o")
	ourRun(t, "objcopy", "-R", ".mysec", in, out)
	types := sectionTypes(t, out)
	for _, n := range []string{".symtab", ".strtab"} {
		if _, ok := types[n]; ok {
			t.Errorf("-R .mysec left an empty %s", n)
		}
	}
	if gnu := filepath.Join(dir, "gnu.o"); gnuRun(t, "objcopy", "-R", ".mysec", in, gnu) {
		compareSectionsWithGNU(t, out, gnu)
	}
	// "-R=.mysec" is GNU getopt's: the pattern "=.mysec", which removes nothing (LLVM
	// explicit-only-section-remove.test; pflag alone would read ".mysec").
	eq := filepath.Join(dir, "eq.o")
	ourRun(t, "objcopy", "-R=.mysec", in, eq)
	if _, ok := sectionTypes(t, eq)[".mysec"]; !ok {
		t.Error("-R=.mysec removed .mysec")
	}
	if gnu := filepath.Join(dir, "eq-gnu.o"); gnuRun(t, "objcopy", "-R=.mysec", in, gnu) {
		compareSectionsWithGNU(t, eq, gnu)
	}
	twice := filepath.Join(dir, "twice.o")
	if err := os.WriteFile(twice, readFile(t, gnuObject(t, dir, "g", gnuGroupSrc)), 0o644); err != nil {
		t.Fatal(err)
	}
	ourRun(t, "strip", twice, twice)
	if _, ok := sectionTypes(t, twice)[".symtab"]; ok {
		t.Error("strip a.o a.o left .symtab")
	}

	// Sections overlapping in the file are copied, each with its own bytes (LLVM
	// overlapping-sections.test).
	ov := filepath.Join(dir, "overlap.o")
	writeTestELFData(t, ov, []*elfrw.Section{{Name: ".first", Type: elf.SHT_PROGBITS}, {Name: ".second", Type: elf.SHT_PROGBITS}},
		[][]byte{{1, 2, 3, 4}, {5, 6, 7, 8}})
	b := readFile(t, ov)
	f := openELF(t, ov)
	first := f.Section(".first")
	shoff := binary.LittleEndian.Uint64(b[0x28:])
	binary.LittleEndian.PutUint64(b[shoff+3*64+0x18:], first.Offset+1) // .second starts inside .first
	if err := os.WriteFile(ov, b, 0o644); err != nil {
		t.Fatal(err)
	}
	ovOut := filepath.Join(dir, "overlap-out.o")
	ourRun(t, "objcopy", ov, ovOut)
	g := openELF(t, ovOut)
	x, y := g.Section(".first"), g.Section(".second")
	if x.Offset+x.Size > y.Offset && y.Offset+y.Size > x.Offset {
		t.Errorf("output sections still overlap: %#x+%d, %#x+%d", x.Offset, x.Size, y.Offset, y.Size)
	}
	if d, _ := y.Data(); !bytes.Equal(d, []byte{2, 3, 4, 5}) {
		t.Errorf(".second holds % x, want the input's bytes 02 03 04 05", d)
	}
	if gnu := filepath.Join(dir, "overlap-gnu.o"); gnuRun(t, "objcopy", ov, gnu) {
		if want, _ := openELF(t, gnu).Section(".second").Data(); !bytes.Equal(want, []byte{2, 3, 4, 5}) {
			t.Errorf("GNU's .second holds % x", want)
		}
	}
	// Run as objcopy, relocation sections and .symtab take GNU's alignment: 4 in ELF32,
	// whatever the input had (0 and 8 here).
	f32 := elfrw.New(elf.ELFCLASS32, binary.LittleEndian, elf.ET_REL, elf.EM_386)
	f32.AddSection(&elfrw.Section{Name: ".text", Type: elf.SHT_PROGBITS, Flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR, Addralign: 4}, make([]byte, 8))
	rel := make([]byte, 8)
	binary.LittleEndian.PutUint32(rel[4:], 1<<8|uint32(elf.R_386_32))
	f32.AddSection(&elfrw.Section{Name: ".rel.text", Type: elf.SHT_REL, Link: 4, Info: 2, Entsize: 8}, rel)
	sym := make([]byte, 32)
	binary.LittleEndian.PutUint32(sym[16:], 1)
	sym[16+12] = byte(elf.STB_GLOBAL) << 4
	f32.AddSection(&elfrw.Section{Name: ".symtab", Type: elf.SHT_SYMTAB, Link: 5, Info: 1, Addralign: 8, Entsize: 16}, sym)
	f32.AddSection(&elfrw.Section{Name: ".strtab", Type: elf.SHT_STRTAB, Addralign: 1}, []byte("\x00x\x00"))
	in32 := filepath.Join(dir, "in32.o")
	writeELFFile(t, f32, in32)
	out32 := filepath.Join(dir, "out32.o")
	ourRun(t, "objcopy", in32, out32)
	rows := sectionRowsByName(t, out32)
	if rows[".rel.text"].Addralign != 4 || rows[".symtab"].Addralign != 4 {
		t.Errorf("ELF32 alignment: .rel.text %d, .symtab %d; want 4 and 4", rows[".rel.text"].Addralign, rows[".symtab"].Addralign)
	}
	if gnu := filepath.Join(dir, "gnu32.o"); gnuRun(t, "objcopy", in32, gnu) {
		g := sectionRowsByName(t, gnu)
		if g[".rel.text"].Addralign != rows[".rel.text"].Addralign || g[".symtab"].Addralign != rows[".symtab"].Addralign {
			t.Errorf("ELF32 alignment: ours %d/%d, GNU's %d/%d", rows[".rel.text"].Addralign, rows[".symtab"].Addralign, g[".rel.text"].Addralign, g[".symtab"].Addralign)
		}
	}
	t.Run("in a segment", func(t *testing.T) {
		yaml2obj := oracle.Need(t, "yaml2obj-22")
		y := filepath.Join(dir, "seg.yaml")
		in := filepath.Join(dir, "seg")
		if err := os.WriteFile(y, []byte(overlapInSegmentYAML), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(yaml2obj, y, "-o", in).CombinedOutput(); err != nil {
			t.Fatalf("yaml2obj: %v\n%s", err, out)
		}
		out := filepath.Join(dir, "seg-out")
		ourRun(t, "objcopy", in, out)
		// Sections a segment holds stay where they are, overlapping as they did.
		if a, b := readFile(t, in), readFile(t, out); !bytes.Equal(a[0x1000:0x1005], b[0x1000:0x1005]) {
			t.Errorf("segment bytes % x, want % x", b[0x1000:0x1005], a[0x1000:0x1005])
		}
		if d, _ := openELF(t, out).Section(".second").Data(); !bytes.Equal(d, []byte{0x23, 0x45, 0x67, 0x89}) {
			t.Errorf(".second holds % x", d)
		}
	})
}

// overlapInSegmentYAML is LLVM's overlapping-sections-in-segments input: two sections a
// PT_LOAD holds, the second starting inside the first.
const overlapInSegmentYAML = `--- !ELF
FileHeader:
  Class:   ELFCLASS64
  Data:    ELFDATA2LSB
  Type:    ET_EXEC
  Machine: EM_X86_64
Sections:
  - Name: .first
    Type: SHT_PROGBITS
    Content: '01234567'
    AddressAlign: 0x1000
  - Name: .second
    Type: SHT_PROGBITS
    Content: '89abcdef'
    ShOffset: 0x1001
ProgramHeaders:
  - Type:     PT_LOAD
    FileSize: 5
    Offset:   0x1000
    Align:    0x1000
`

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// -N rebuilds .strtab without the names that went, --keep-file-symbols keeps an STT_FILE
// symbol -N names, strip -N removes only those symbols, and -j drops the undefined and
// absolute symbols (LLVM strip-symbol, keep-file-symbols, only-section-strip-undefined).
func TestGNUStripSymbolAndOnlySection(t *testing.T) {
	dir := t.TempDir()
	in := gnuObject(t, dir, "n", "\t.file \"foo\"\n\t.text\n\t.globl foo, bar, baz\nfoo:\tret\nbar:\tret\nbaz:\tret\n"+
		"\t.section .other,\"a\"\n\t.long 0\n\t.section .keep,\"a\"\n\t.globl undef\n\t.long undef\n")
	strtab := func(path string) uint64 { return openELF(t, path).Section(".strtab").Size }
	cases := []struct {
		prog string
		args []string
		want []string // symbol names (not section symbols) left
	}{
		{"objcopy", []string{"-N", "baz", "--strip-symbol", "bar"}, []string{"foo", "foo", "undef"}},
		{"objcopy", []string{"--keep-file-symbols", "-N", "foo"}, []string{"foo", "bar", "baz", "undef"}},
		{"strip", []string{"--keep-file-symbols", "-N", "foo"}, []string{"foo", "bar", "baz", "undef"}},
		{"objcopy", []string{"-j", ".other"}, nil},
	}
	for i, c := range cases {
		out := filepath.Join(dir, fmt.Sprintf("out%d.o", i))
		files := func(o string) []string {
			if c.prog == "strip" {
				return []string{in, "-o", o}
			}
			return []string{in, o}
		}
		ourRun(t, c.prog, append(c.args, files(out)...)...)
		var got []string
		for _, n := range symbolNames(t, out) {
			if n != "" && !strings.HasPrefix(n, ".") {
				got = append(got, n)
			}
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s %v: symbols %v, want %v", c.prog, c.args, got, c.want)
		}
		gnu := filepath.Join(dir, fmt.Sprintf("gnu%d.o", i))
		if !gnuRun(t, c.prog, append(c.args, files(gnu)...)...) {
			continue
		}
		compareSectionsWithGNU(t, out, gnu)
		if _, ok := sectionTypes(t, gnu)[".strtab"]; ok && strtab(out) != strtab(gnu) {
			t.Errorf("%s %v: .strtab %d bytes, GNU %d", c.prog, c.args, strtab(out), strtab(gnu))
		}
	}
}

// A file whose only sections are symbol and name tables is refused when LLVM refuses it too:
// two SHT_SYMTAB sections, or a symbol in an unknown reserved section index (GNU refuses any
// such file: "has no sections"; LLVM multiple-symtab, section-index-unsupported).
func TestGNURefusedByBoth(t *testing.T) {
	dir := t.TempDir()
	sym := func(name uint32, shndx uint16) []byte {
		e := make([]byte, 24)
		binary.LittleEndian.PutUint32(e, name)
		e[4] = byte(elf.STB_GLOBAL) << 4
		binary.LittleEndian.PutUint16(e[6:], shndx)
		return e
	}
	// writeTestELFData puts .shstrtab first, so .strtab is section 3.
	tab := func(name string) *elfrw.Section {
		return &elfrw.Section{Name: name, Type: elf.SHT_SYMTAB, Link: 3, Info: 1, Entsize: 24, Addralign: 8}
	}
	strtab := &elfrw.Section{Name: ".strtab", Type: elf.SHT_STRTAB}
	for _, c := range []struct {
		name string
		secs []*elfrw.Section
		data [][]byte
	}{
		{"reserved", []*elfrw.Section{tab(".symtab"), strtab}, [][]byte{append(make([]byte, 24), sym(1, 0xff05)...), []byte("\x00test\x00")}},
		{"two", []*elfrw.Section{tab(".symtab"), {Name: ".strtab", Type: elf.SHT_STRTAB}, tab(".symtab2")}, [][]byte{make([]byte, 24), {0}, make([]byte, 24)}},
	} {
		in := filepath.Join(dir, c.name)
		writeTestELFData(t, in, c.secs, c.data)
		out := filepath.Join(dir, c.name+".out")
		st, stderr := runAs(t, "objcopy", in, out)
		if st != 1 || !strings.Contains(stderr, "at offset 0x") {
			t.Errorf("%s: status %d, %q; want 1 and an error naming an offset", c.name, st, stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: an output was written", c.name)
		}
		if p, err := exec.LookPath("objcopy"); err == nil {
			if exec.Command(p, in, out+".gnu").Run() == nil {
				t.Errorf("%s: GNU objcopy copies it", c.name)
			}
		}
	}
	// One symbol table and no content: LLVM copies it, and so does hdwarf.
	in := filepath.Join(dir, "one")
	writeTestELFData(t, in, []*elfrw.Section{tab(".symtab"), {Name: ".strtab", Type: elf.SHT_STRTAB}}, [][]byte{make([]byte, 24), {0}})
	ourRun(t, "objcopy", in, filepath.Join(dir, "one.out"))
}

// A plain copy writes no symbol table that holds only the null symbol, as GNU's objcopy
// (LLVM invalid-e_shoff; LLVM keeps it in relocatable files, null-symbol).
func TestGNUCopyDropsNullOnlySymtab(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.o")
	writeTestELFData(t, in, []*elfrw.Section{
		{Name: ".text", Type: elf.SHT_PROGBITS, Flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR},
		{Name: ".symtab", Type: elf.SHT_SYMTAB, Link: 4, Info: 1, Entsize: 24, Addralign: 8}, // .shstrtab is section 1
		{Name: ".strtab", Type: elf.SHT_STRTAB},
	}, [][]byte{{0xc3}, make([]byte, 24), {0}})
	out := filepath.Join(dir, "out.o")
	ourRun(t, "objcopy", in, out)
	if _, ok := sectionTypes(t, out)[".symtab"]; ok {
		t.Error("objcopy kept a .symtab holding only the null symbol")
	}
	if gnu := filepath.Join(dir, "gnu.o"); gnuRun(t, "objcopy", in, gnu) {
		compareSectionsWithGNU(t, out, gnu)
	}
}

// A file with SHT_CREL relocations is refused, as GNU 2.40 refuses it (LLVM crel,
// strip-reloc-symbol, reloc-error-remove-symtab with CREL).
func TestGNURefusesCREL(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "crel.o")
	writeTestELFData(t, in, []*elfrw.Section{
		{Name: ".text", Type: elf.SHT_PROGBITS, Flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR},
		{Name: ".crel.text", Type: shtCREL, Flags: elf.SHF_INFO_LINK, Link: 4, Info: 2}, // .shstrtab is section 1
		{Name: ".symtab", Type: elf.SHT_SYMTAB, Link: 5, Info: 1, Entsize: 24, Addralign: 8},
		{Name: ".strtab", Type: elf.SHT_STRTAB},
	}, [][]byte{{0xc3}, {0}, make([]byte, 24), {0}})
	out := filepath.Join(dir, "out.o")
	if st, stderr := runAs(t, "objcopy", in, out); st != 1 || !strings.Contains(stderr, "SHT_CREL") {
		t.Errorf("status %d, %q; want 1 and an SHT_CREL error", st, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an output was written")
	}
	if p, err := exec.LookPath("objcopy"); err == nil && exec.Command(p, in, out+".gnu").Run() == nil {
		t.Error("GNU objcopy copies it")
	}
}

// TestUpdateSectionInSegment: an --update-section with more bytes than a section a segment
// loads is refused, as llvm-objcopy refuses it (LLVM update-section.test): the bytes would
// move out of the segment's reach. GNU 2.40 writes the segment with no bytes instead. The same
// update of a section no segment covers, or with no more bytes, goes through.
func TestUpdateSectionInSegment(t *testing.T) {
	dir := t.TempDir()
	yaml := filepath.Join(dir, "in.yaml")
	put(t, yaml, []byte(`--- !ELF
FileHeader:
  Class: ELFCLASS64
  Data:  ELFDATA2LSB
  Type:  ET_EXEC
Sections:
  - Name:    .in_segment
    Type:    SHT_PROGBITS
    Content: "3030303030303030"
  - Name:    .not_in_segment
    Type:    SHT_PROGBITS
ProgramHeaders:
  - Type:     PT_LOAD
    VAddr:    0x1000
    FirstSec: .in_segment
    LastSec:  .in_segment
`))
	in := filepath.Join(dir, "in")
	oracle.Run(t, "yaml2obj-22", yaml, "-o", in)
	larger, same := filepath.Join(dir, "larger"), filepath.Join(dir, "same")
	put(t, larger, []byte("111122223"))
	put(t, same, []byte("11112222"))
	out := filepath.Join(dir, "out")
	if st, stderr := runAs(t, "objcopy", "--update-section", ".in_segment="+larger, in, out); st != 1 ||
		!strings.Contains(stderr, "--update-section .in_segment: "+larger+" has 9 bytes, more than the 8 a segment loads") {
		t.Errorf("larger update in a segment: status %d, %s", st, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused update wrote an output")
	}
	for _, upd := range []string{".in_segment=" + same, ".not_in_segment=" + larger} {
		if st, stderr := runAs(t, "objcopy", "--update-section", upd, in, out); st != 0 {
			t.Errorf("--update-section %s: status %d, %s", upd, st, stderr)
		}
	}
	if got, _ := openELF(t, out).Section(".not_in_segment").Data(); string(got) != "111122223" {
		t.Errorf(".not_in_segment holds %q", got)
	}
}
