package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestSplitArgs: response files split as libiberty's buildargv splits them.
func TestSplitArgs(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{" \n\t ", nil},
		{"-g\n-R .comment  in out\n", []string{"-g", "-R", ".comment", "in", "out"}},
		{`'a b' "c d" e\ f`, []string{"a b", "c d", "e f"}},
		{`x'y z'w`, []string{"xy zw"}},
		{`"it's" 'say "hi"'`, []string{"it's", `say "hi"`}},
		{`"a\"b" 'c\'d' \\`, []string{`a"b`, "c'd", `\`}},
		{`"" ''`, []string{"", ""}},
		{"a\\\nb", []string{"a\nb"}},
		{`"unterminated`, []string{"unterminated"}},
	} {
		if got := splitArgs(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("splitArgs(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestAtFile: @FILE arguments are replaced by the file's arguments, nested files too; a
// missing file leaves @FILE as an argument; a file naming itself ends with an error; objcopy
// and strip read them.
func TestAtFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	inner := write("inner", "-R '.my sec'")
	outer := write("outer", "-g @"+inner+" x")
	self := write("self", "@"+filepath.Join(dir, "self"))
	empty := write("empty", "\n")
	for _, c := range []struct {
		in   []string
		want []string
		err  string
	}{
		{[]string{"a", "@" + outer, "b"}, []string{"a", "-g", "-R", ".my sec", "x", "b"}, ""},
		{[]string{"@" + empty, "in"}, []string{"in"}, ""},
		{[]string{"@" + filepath.Join(dir, "missing"), "@"}, []string{"@" + filepath.Join(dir, "missing"), "@"}, ""},
		{[]string{"@" + dir}, nil, "refers to a directory"},
		{[]string{"@" + self}, nil, "too many @-files"},
	} {
		got, err := expandAtFiles(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %q, %v; want %q", c.in, got, err, c.want)
		}
	}

	hp := hostPrograms(t)
	out := filepath.Join(dir, "out")
	opts := write("opts", "--strip-debug\n'"+hp["gcc.exe"]+"' \""+out+"\"\n")
	if st, stderr := runAs(t, "objcopy", "@"+opts); st != 0 {
		t.Fatalf("objcopy @opts: %d %s", st, stderr)
	}
	for _, s := range openELF(t, out).Sections {
		if strings.HasPrefix(s.Name, ".debug") {
			t.Errorf("objcopy @opts: %s kept: --strip-debug not read from the file", s.Name)
		}
	}
	sopts := write("sopts", "-g -o "+out+".s")
	if st, stderr := runAs(t, "strip", "@"+sopts, hp["gcc.exe"]); st != 0 {
		t.Fatalf("strip @sopts: %d %s", st, stderr)
	}
}
