package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw/archive"
	"hdwarf/internal/oracle"
)

// staticLibrary builds lib.a in dir with gcc -g and ar: three objects, one with a name longer
// than 15 characters (the "//" table), and a text file, which GNU strip copies unchanged.
func staticLibrary(t *testing.T, dir string) string {
	t.Helper()
	gcc := oracle.Need(t, "gcc")
	ar := oracle.Need(t, "ar")
	srcs := map[string]string{
		"a.c":                     "int a_global = 3; static int s; int afunc(int x) { return x + a_global + s; }\n",
		"long_member_name_file.c": "extern int afunc(int); int common_thing; int long_func(int y) { return afunc(y) * 2; }\n__attribute__((weak)) int weakf(void) { return 1; }\n",
		"b.c":                     "static int helper(void) { return 4; } int bfunc(void) { return helper(); }\n",
	}
	objs := []string{"a.o", "long_member_name_file.o", "notes.txt", "b.o"}
	for name, text := range srcs {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not an object\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{
		{gcc, "-g", "-O1", "-c", "a.c", "long_member_name_file.c", "b.c"},
		append([]string{ar, "rcsD", "lib.a"}, objs...),
	} {
		c := exec.Command(cmd[0], cmd[1:]...)
		c.Dir = dir
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", cmd, err, out)
		}
	}
	return filepath.Join(dir, "lib.a")
}

func parseArchive(t *testing.T, path string) *archive.Archive {
	t.Helper()
	a, err := archive.Parse(readFile(t, path))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return a
}

// armap is nm -s's listing of an archive's index.
func armap(t *testing.T, path string) string {
	out, _, _ := oracle.RunErr(t, "nm", "-s", path) // nm complains of the text member
	i := strings.Index(out, "Archive index:")
	if i < 0 {
		return ""
	}
	out = out[i:]
	if j := strings.Index(out, "\n\n"); j >= 0 {
		out = out[:j]
	}
	return out
}

// TestArchiveLikeGNU strips a static library with GNU strip and objcopy and with hdwarf under
// their names: the members, their headers and the index are GNU's; every object member has
// GNU's sections and symbols; the text member is copied. The archive's layout is checked
// byte for byte against GNU ar's of our members.
func TestArchiveLikeGNU(t *testing.T) {
	oracle.Need(t, "strip")
	oracle.Need(t, "objcopy")
	oracle.Need(t, "nm")
	src := t.TempDir()
	lib := staticLibrary(t, src)
	for _, c := range []struct {
		name string
		args []string
	}{
		{"dh_strip", []string{"strip", "--strip-debug", "--remove-section=.comment", "--remove-section=.note", "--enable-deterministic-archives",
			"-R", ".gnu.lto_*", "-R", ".gnu.debuglto_*", "-N", "__gnu_lto_slim", "-N", "__gnu_lto_v1"}},
		{"strip-g-D", []string{"strip", "-g", "-D"}},
		{"objcopy-strip-unneeded", []string{"objcopy", "--strip-unneeded"}},
		{"objcopy-only-keep-debug", []string{"objcopy", "--only-keep-debug"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			gnu, ours := filepath.Join(dir, "gnu.a"), filepath.Join(dir, "ours.a")
			for _, p := range []string{gnu, ours} {
				if err := os.WriteFile(p, readFile(t, lib), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			cmd := exec.Command(c.args[0], append(c.args[1:], gnu)...)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("GNU %v: %v\n%s", c.args, err, out)
			}
			if st, stderr := runAs(t, c.args[0], append(c.args[1:], ours)...); st != 0 {
				t.Fatalf("hdwarf as %v: exit %d\n%s", c.args, st, stderr)
			} else if !strings.Contains(stderr, "notes.txt is not an ELF file") {
				t.Errorf("no warning for the text member: %q", stderr)
			}
			ga, oa := parseArchive(t, gnu), parseArchive(t, ours)
			if len(ga.Members) != len(oa.Members) || !oa.HasIndex {
				t.Fatalf("%d members (index %v), GNU %d", len(oa.Members), oa.HasIndex, len(ga.Members))
			}
			mdir := t.TempDir()
			var names []string
			for i, g := range ga.Members {
				o := oa.Members[i]
				if o.Name != g.Name || o.Date != g.Date || o.UID != g.UID || o.GID != g.GID || o.Mode != g.Mode {
					t.Errorf("member %d: %s %d %d/%d %o; GNU %s %d %d/%d %o", i, o.Name, o.Date, o.UID, o.GID, o.Mode, g.Name, g.Date, g.UID, g.GID, g.Mode)
				}
				op, gp := filepath.Join(mdir, o.Name), filepath.Join(mdir, "gnu-"+g.Name)
				os.WriteFile(op, o.Data, 0o644)
				os.WriteFile(gp, g.Data, 0o644)
				names = append(names, o.Name)
				if strings.HasSuffix(g.Name, ".o") {
					compareSectionsWithGNU(t, op, gp)
				} else if !bytes.Equal(o.Data, g.Data) {
					t.Errorf("member %s changed", g.Name)
				}
			}
			if a, b := armap(t, ours), armap(t, gnu); a != b || a == "" {
				t.Errorf("index:\n%s\nGNU's:\n%s", a, b)
			}
			// GNU ar, given our members, writes our archive's bytes.
			ref := filepath.Join(mdir, "ref.a")
			cmd = exec.Command("ar", append([]string{"rcsD", ref}, names...)...)
			cmd.Dir = mdir
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("ar: %v\n%s", err, out)
			}
			if !bytes.Equal(readFile(t, ref), readFile(t, ours)) {
				t.Errorf("archive layout differs from GNU ar's of the same members")
			}
		})
	}
}

// TestArchiveModes: -U gives members the time, the owner and a new file's mode (as GNU's
// strip, which archives new files), -p with -U their own dates; an archive without an
// index gets none, nor one without objects; thin archives are refused as GNU 2.40 refuses them; a malformed archive is
// an error with its offset, and nothing is written.
func TestArchiveModes(t *testing.T) {
	src := t.TempDir()
	lib := staticLibrary(t, src)
	dir := t.TempDir()
	in := parseArchive(t, lib)
	var ms []archive.WriteMember
	for _, m := range in.Members {
		m.Date, m.Mode = 1234567890, 0o600
		ms = append(ms, archive.WriteMember{Member: m})
	}
	var buf bytes.Buffer
	if err := archive.Write(&buf, ms, archive.Options{}); err != nil {
		t.Fatal(err)
	}
	noIndex := filepath.Join(dir, "noindex.a")
	if err := os.WriteFile(noIndex, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	umask := processUmask()
	for _, c := range []struct {
		args     []string
		date     func(int64) bool
		elfMode  uint32
		textMode uint32
	}{
		{[]string{"-g"}, func(d int64) bool { return d == 0 }, 0o644, 0o644},
		{[]string{"-g", "-U"}, func(d int64) bool { return d > 1234567890 }, uint32(0o666 &^ umask), 0o600},
		{[]string{"-g", "-U", "-p"}, func(d int64) bool { return d == 1234567890 }, uint32(0o666 &^ umask), 0o600},
		// The last of -D and -U wins, as in GNU's.
		{[]string{"-g", "-D", "-U"}, func(d int64) bool { return d > 1234567890 }, uint32(0o666 &^ umask), 0o600},
		{[]string{"-g", "-U", "-D"}, func(d int64) bool { return d == 0 }, 0o644, 0o644},
	} {
		out := filepath.Join(dir, "out.a")
		if st, stderr := runAs(t, "strip", append(c.args, "-o", out, noIndex)...); st != 0 {
			t.Fatalf("%v: %d %s", c.args, st, stderr)
		}
		a := parseArchive(t, out)
		if a.HasIndex {
			t.Errorf("%v: index added to an archive without one", c.args)
		}
		for _, m := range a.Members {
			want := c.elfMode
			if m.Name == "notes.txt" {
				want = c.textMode
			}
			if !c.date(m.Date) || m.Mode != want {
				t.Errorf("%v: member %s date %d mode %o, want mode %o", c.args, m.Name, m.Date, m.Mode, want)
			}
		}
	}

	// An index over no object is dropped, as GNU drops it.
	buf.Reset()
	if err := archive.Write(&buf, []archive.WriteMember{{Member: archive.Member{Name: "notes.txt", Mode: 0o644, Data: []byte("text\n")}}}, archive.Options{Index: true}); err != nil {
		t.Fatal(err)
	}
	textOnly := filepath.Join(dir, "text.a")
	if err := os.WriteFile(textOnly, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, stderr := runAs(t, "strip", "-g", textOnly); st != 0 {
		t.Fatalf("strip of a text-only archive: %d %s", st, stderr)
	}
	if a := parseArchive(t, textOnly); a.HasIndex || len(a.Members) != 1 {
		t.Errorf("text-only archive: index %v, %d members", a.HasIndex, len(a.Members))
	}

	// hdwarf's own strip takes archives too, but does not split them.
	own := filepath.Join(dir, "own.a")
	if st, _, stderr := hdwarf(t, "strip", "-v", lib, "-o", own); st != 0 {
		t.Fatalf("hdwarf strip of an archive: %d %s", st, stderr)
	} else if !strings.Contains(stderr, "4 archive members") {
		t.Errorf("-v on an archive: %q", stderr)
	}
	if a := parseArchive(t, own); len(a.Members) != 4 || !a.HasIndex {
		t.Errorf("hdwarf strip of an archive: %d members, index %v", len(a.Members), a.HasIndex)
	}
	if st, _, stderr := hdwarf(t, "strip", "--split-debug", filepath.Join(dir, "x.debug"), lib, "-o", filepath.Join(dir, "x.a")); st != 1 || !strings.Contains(stderr, "not archives") {
		t.Errorf("--split-debug of an archive: %d %q", st, stderr)
	}

	thin := filepath.Join(src, "thin.a")
	c := exec.Command("ar", "rcsT", thin, "a.o", "b.o")
	c.Dir = src
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("ar T: %v\n%s", err, out)
	}
	before := readFile(t, thin)
	if st, stderr := runAs(t, "strip", "-g", thin); st != 1 || !strings.Contains(stderr, "thin archives are not supported") {
		t.Errorf("thin archive: %d %q", st, stderr)
	}
	if !bytes.Equal(before, readFile(t, thin)) {
		t.Errorf("thin archive changed")
	}

	bad := filepath.Join(dir, "bad.a")
	b := readFile(t, lib)
	if err := os.WriteFile(bad, b[:len(b)-100], 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "bad.out")
	st, stderr := runAs(t, "objcopy", "-g", bad, out)
	if st != 1 || !strings.HasPrefix(stderr, "hdwarf: "+bad+": ") || !strings.Contains(stderr, "(at offset 0x") {
		t.Errorf("truncated archive: %d %q", st, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("output written for a bad archive")
	}
}
