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

// TestOutputModeLikeGNU: a new output of objcopy and strip gets the mode GNU's get, whatever
// the input's (0777 or 0666 less the umask: executables and shared objects are executable,
// objects and archives not); a file rewritten in place keeps its mode, setuid included.
// Other commands give the input's mode less the umask.
func TestOutputModeLikeGNU(t *testing.T) {
	oracle.Need(t, "objcopy")
	oracle.Need(t, "strip")
	hp := hostPrograms(t)
	dir := t.TempDir()
	obj := readFile(t, hp["gcc.o"])
	var ar bytes.Buffer
	if err := archive.Write(&ar, []archive.WriteMember{{Member: archive.Member{Name: "gcc.o", Mode: 0o644, Data: obj}}}, archive.Options{Index: true}); err != nil {
		t.Fatal(err)
	}
	inputs := map[string][]byte{"exe": readFile(t, hp["gcc.exe"]), "so": readFile(t, hp["gcc.so"]), "obj": obj, "lib.a": ar.Bytes()}
	for name, b := range inputs {
		for _, mode := range []os.FileMode{0o777, 0o700 | os.ModeSetuid, 0o600} {
			in := filepath.Join(dir, name)
			if err := os.WriteFile(in, b, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(in, mode); err != nil {
				t.Fatal(err)
			}
			for _, tool := range []string{"objcopy", "strip"} {
				gnu, ours := in+".gnu."+tool, in+".ours."+tool
				args := func(out string) []string {
					if tool == "objcopy" {
						return []string{"-g", in, out}
					}
					return []string{"-g", "-o", out, in}
				}
				if out, err := exec.Command(tool, args(gnu)...).CombinedOutput(); err != nil {
					t.Fatalf("GNU %s: %v\n%s", tool, err, out)
				}
				if st, stderr := runAs(t, tool, args(ours)...); st != 0 {
					t.Fatalf("%s: %d %s", tool, st, stderr)
				}
				gi, _ := os.Stat(gnu)
				oi, _ := os.Stat(ours)
				if gi.Mode() != oi.Mode() {
					t.Errorf("%s %s of a %v input: mode %v, GNU's %v", tool, name, mode, oi.Mode(), gi.Mode())
				}
				os.Remove(gnu)
				os.Remove(ours)
			}
			// In place: the input's mode stays.
			if st, stderr := runAs(t, "strip", "-g", in); st != 0 {
				t.Fatalf("strip in place: %d %s", st, stderr)
			}
			if fi, _ := os.Stat(in); fi.Mode() != mode {
				t.Errorf("strip %s in place: mode %v, was %v", name, fi.Mode(), mode)
			}
		}
	}
	in := filepath.Join(dir, "exe")
	os.Chmod(in, 0o777)
	out := filepath.Join(dir, "z")
	if st, _, stderr := hdwarf(t, "compress", in, "-o", out); st != 0 {
		t.Fatalf("compress: %d %s", st, stderr)
	}
	if fi, _ := os.Stat(out); fi.Mode().Perm() != 0o777&^processUmask() {
		t.Errorf("compress of a 0777 input: mode %v, want %v", fi.Mode(), 0o777&^processUmask())
	}
}

// TestStripSymbolLikeGNU: -N removes the named symbols as GNU's does; a name a relocation
// uses is GNU's error, and nothing is written.
func TestStripSymbolLikeGNU(t *testing.T) {
	oracle.Need(t, "objcopy")
	hp := hostPrograms(t)
	dir := t.TempDir()
	gnu, ours := filepath.Join(dir, "gnu.o"), filepath.Join(dir, "ours.o")
	args := []string{"-N", "main", "-N", "nosuch", hp["gcc.o"]}
	oracle.Run(t, "objcopy", append(args, gnu)...)
	if st, stderr := runAs(t, "objcopy", append(args, ours)...); st != 0 {
		t.Fatalf("objcopy -N: %d %s", st, stderr)
	}
	compareSectionsWithGNU(t, ours, gnu)
	for _, r := range symbolRows(t, ours) {
		if strings.HasPrefix(r, "main ") {
			t.Errorf("main kept: %s", r)
		}
	}
	bad := filepath.Join(dir, "bad.o")
	if st, stderr := runAs(t, "objcopy", "-N", "g", hp["gcc.o"], bad); st != 1 || !strings.Contains(stderr, "not stripping symbol `g' because it is named in a relocation") {
		t.Errorf("-N of a symbol a relocation uses: %d %q", st, stderr)
	}
	if _, err := os.Stat(bad); err == nil {
		t.Errorf("output written")
	}
}
