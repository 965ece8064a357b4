package oracle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecordReplay records a run of a stand-in tool under -update, then replays it with the
// tool gone: same output (with the new input path in place of the old), the file it wrote, its
// exit code; a run on other input bytes has no recording and skips.
func TestRecordReplay(t *testing.T) {
	t.Setenv("HDWARF_REQUIRE_ORACLES", "") // replay is what runs where tools may be missing
	dir := t.TempDir()
	t.Chdir(dir)
	bin := filepath.Join(dir, "bin")
	if err := os.Mkdir(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	const tool = "hdwarf-oracle-standin"
	script := "#!/bin/sh\nread line < \"$1\"\necho \"$1: $line\"\necho complaint >&2\necho \"copy of $line\" > \"$2\"\nexit 3\n"
	if err := os.WriteFile(filepath.Join(bin, tool), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "a", "in.txt")
	os.Mkdir(filepath.Dir(in), 0o755)
	if err := os.WriteFile(in, []byte("payload\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	*update = true
	defer func() { *update = false }()
	out, errOut, err := RunErr(t, tool, in, filepath.Join(dir, "a", "out.txt"))
	if want := in + ": payload\n"; out != want || errOut != "complaint\n" || err == nil {
		t.Fatalf("live run: %q %q %v, want %q", out, errOut, err, want)
	}
	*update = false
	recs, _ := filepath.Glob(filepath.Join(dir, "testdata", "golden", tool, "*.json.gz"))
	idx, err := os.ReadFile(filepath.Join(dir, "testdata", "golden", "INDEX"))
	if len(recs) != 1 || err != nil || string(idx) != "TestRecordReplay\t"+tool+"/"+filepath.Base(recs[0])+"\n" {
		t.Fatalf("recordings %v, INDEX %q (%v): want the one record under TestRecordReplay", recs, idx, err)
	}

	// The tool is gone; the same bytes at another path replay the recording.
	t.Setenv("PATH", filepath.Join(dir, "nothing"))
	in2 := filepath.Join(dir, "b", "other.txt")
	os.Mkdir(filepath.Dir(in2), 0o755)
	if err := os.WriteFile(in2, []byte("payload\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out2 := filepath.Join(dir, "b", "result.txt")
	out, errOut, err = RunErr(t, tool, in2, out2)
	if want := in2 + ": payload\n"; out != want || errOut != "complaint\n" {
		t.Fatalf("replay: %q %q, want %q", out, errOut, want)
	}
	if ec, ok := err.(interface{ ExitCode() int }); !ok || ec.ExitCode() != 3 {
		t.Fatalf("replay exit: %v, want exit status 3", err)
	}
	if b, err := os.ReadFile(out2); err != nil || string(b) != "copy of payload\n" {
		t.Fatalf("replayed output file: %q %v", b, err)
	}

	// A wrapper whose program is missing (exit 127, the shell's "not found") is no tool: the
	// recording replays, where a live run would disagree with it.
	wrap := filepath.Join(dir, "wrap")
	if err := os.Mkdir(wrap, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(wrap, tool), []byte("#!/bin/sh\necho no program >&2\nexit 127\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", wrap+string(os.PathListSeparator)+os.Getenv("PATH"))
	os.Remove(out2)
	out, errOut, err = RunErr(t, tool, in2, out2)
	if ec, ok := err.(interface{ ExitCode() int }); out != in2+": payload\n" || errOut != "complaint\n" || !ok || ec.ExitCode() != 3 {
		t.Fatalf("wrapper without its program: %q %q %v, want the replay", out, errOut, err)
	}
	if b, err := os.ReadFile(out2); err != nil || string(b) != "copy of payload\n" {
		t.Fatalf("wrapper without its program: output file %q %v", b, err)
	}

	// Other bytes were never recorded: the run skips, naming -update.
	if err := os.WriteFile(in2, []byte("changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var skipped bool
	t.Run("unrecorded", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		RunErr(t, tool, in2, out2)
		t.Error("an unrecorded run of a missing tool did not skip")
	})
	if !skipped {
		t.Fatal("unrecorded run did not skip")
	}
}

// TestRecordingDiffers checks that a live run disagreeing with its recording is reported, and
// that written files and temporary directories in the output are not held against it.
func TestRecordingDiffers(t *testing.T) {
	rec := &recording{Stdout: "a", Files: map[int][]byte{1: []byte("x")}}
	tmp := &recording{Stdout: "name " + os.TempDir() + "/TestA123/001/x.s"}
	if d := sameRecording(&recording{Stdout: "name " + os.TempDir() + "/TestA98765/001/x.s"}, tmp); d != "" {
		t.Errorf("temporary directories compared: %s", d)
	}
	for _, c := range []struct {
		live *recording
		want string
	}{
		{&recording{Stdout: "a", Files: map[int][]byte{1: []byte("x")}}, ""},
		{&recording{Stdout: "b", Files: map[int][]byte{1: []byte("x")}}, "standard output differs"},
		{&recording{Stdout: "a", Exit: 1, Files: map[int][]byte{1: []byte("x")}}, "exit 1, recorded 0"},
		{&recording{Stdout: "a", Files: map[int][]byte{1: []byte("y")}}, ""},
		{&recording{Stdout: "a"}, "wrote 0 files, recorded 1"},
	} {
		if got := sameRecording(c.live, rec); got != c.want {
			t.Errorf("sameRecording(%+v) = %q, want %q", c.live, got, c.want)
		}
	}
}

// TestGoldenIndexed checks that every package's recordings are indexed by the tests that
// replay them (testdata/golden/INDEX, written by scripts/update-golden.sh) and that the index
// names no recording that is gone.
func TestGoldenIndexed(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "..", "*", "testdata", "golden"))
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob(filepath.Join("..", "..", "*", "*", "testdata", "golden"))
	deeper, _ := filepath.Glob(filepath.Join("..", "..", "*", "*", "*", "testdata", "golden"))
	dirs = append(append(dirs, more...), deeper...)
	if len(dirs) < 5 {
		t.Fatalf("found %d golden directories; is the test run from internal/oracle?", len(dirs))
	}
	for _, dir := range dirs {
		recs, _ := filepath.Glob(filepath.Join(dir, "*", "*.json.gz"))
		idx, err := os.ReadFile(filepath.Join(dir, "INDEX"))
		if err != nil {
			t.Errorf("%s: %v (run scripts/update-golden.sh --index-only)", dir, err)
			continue
		}
		listed := map[string]bool{}
		for _, line := range strings.Split(strings.TrimSpace(string(idx)), "\n") {
			test, rec, ok := strings.Cut(line, "\t")
			if !ok || !strings.HasPrefix(test, "Test") && !strings.HasPrefix(test, "Fuzz") && !strings.HasPrefix(test, "Example") {
				t.Errorf("%s/INDEX: line %q is not TEST<TAB>RECORD", dir, line)
				continue
			}
			if _, err := os.Stat(filepath.Join(dir, rec)); err != nil {
				t.Errorf("%s/INDEX: %s (of %s) is gone", dir, rec, test)
			}
			listed[rec] = true
		}
		for _, r := range recs {
			rel, _ := filepath.Rel(dir, r)
			if !listed[filepath.ToSlash(rel)] {
				t.Errorf("%s: %s is in no test's index (run scripts/update-golden.sh --index-only)", dir, rel)
			}
		}
	}
}

// TestChrootOnly: under HDWARF_REQUIRE_ORACLES=1 a missing tool fails the test, except one
// that only runs in a chroot of another Debian release, whose recordings replay.
func TestChrootOnly(t *testing.T) {
	t.Setenv("HDWARF_REQUIRE_ORACLES", "1")
	if !mustRun("readelf") || mustRun("iga64-sid") {
		t.Errorf("required: readelf %v, iga64-sid %v", mustRun("readelf"), mustRun("iga64-sid"))
	}
	t.Setenv("HDWARF_REQUIRE_ORACLES", "")
	if mustRun("readelf") || mustRun("iga64-sid") {
		t.Error("a tool must run although oracles are not required")
	}
}
