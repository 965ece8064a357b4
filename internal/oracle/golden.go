package oracle

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// update is the one -update test flag of the project: with it, every oracle run rewrites its
// recording under testdata/golden from the live tool.
var update = flag.Bool("update", false, "rewrite testdata/golden recordings from the installed outside tools")

// goldenDir is where a package's recordings live, relative to the package directory that go
// test runs in.
const goldenDir = "testdata/golden"

// A recording is one run of an outside tool: its arguments with input files replaced by their
// content hashes (the key), what it printed with file arguments replaced by placeholders, its
// exit code, and the files it wrote. Replaying it stands in for the tool on exactly those input
// bytes, so a comparison still runs where the tool is not installed.
type recording struct {
	Tool   string
	Args   []string
	Exit   int
	Stdout string
	Stderr string
	// Raw holds standard output and error when either is not UTF-8, which JSON strings
	// cannot carry.
	Raw [][]byte `json:",omitempty"`
	// Files maps the index of an argument naming a file the tool created or changed to the
	// file's contents afterwards.
	Files map[int][]byte `json:",omitempty"`
}

// maxRecording bounds what one recording may hold (output and files, before compression):
// runs on large host binaries are not worth carrying in the repository.
const maxRecording = 8 << 20

func (r *recording) size() int {
	n := len(r.Stdout) + len(r.Stderr)
	for _, b := range r.Raw {
		n += len(b)
	}
	for _, b := range r.Files {
		n += len(b)
	}
	return n
}

// logReplay appends the recording's absolute path and the top-level test that replayed it to
// the file named by HDWARF_GOLDEN_LOG, so a run without the tools can list the recordings it
// used (-update's unused ones are pruned) and index them by their tests
// (scripts/update-golden.sh writes testdata/golden/INDEX).
func logReplay(path, test string) {
	logPath := os.Getenv("HDWARF_GOLDEN_LOG")
	if logPath == "" {
		return
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return
	}
	f, err := os.OpenFile(logPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	test, _, _ = strings.Cut(test, "/")
	fmt.Fprintf(f, "%s\t%s\n", abs, test)
}

// errRecorded is the exit error of a replayed run that exited non-zero.
type errRecorded struct{ code int }

func (e errRecorded) Error() string { return fmt.Sprintf("exit status %d (recorded)", e.code) }

// ExitCode matches exec.ExitError's method, so callers can read the code either way.
func (e errRecorded) ExitCode() int { return e.code }

// argFile is a candidate file named by an argument, whole ("in.o") or after an '='
// ("--file=in.o").
type argFile struct {
	idx    int
	prefix string
	path   string
	before []byte // nil when the file did not exist before the run
	exists bool
}

// argFiles lists the arguments that name files or look like paths, with the contents of those
// that exist.
func argFiles(args []string) ([]argFile, error) {
	var out []argFile
	for i, a := range args {
		prefix, p := "", a
		if j := strings.IndexByte(a, '='); j >= 0 && strings.HasPrefix(a, "-") {
			prefix, p = a[:j+1], a[j+1:]
		}
		if p == "" || p == "-" {
			continue
		}
		st, err := os.Stat(p)
		switch {
		case err == nil && st.Mode().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return nil, err
			}
			out = append(out, argFile{idx: i, prefix: prefix, path: p, before: b, exists: true})
		case err == nil && st.IsDir():
			out = append(out, argFile{idx: i, prefix: prefix, path: p, exists: true})
		case err != nil && strings.ContainsRune(p, '/') && !strings.HasPrefix(p, "/dev/"):
			out = append(out, argFile{idx: i, prefix: prefix, path: p})
		}
	}
	return out, nil
}

// key normalizes the arguments (files by content, other paths by position) and names the
// recording file.
func key(tool string, args []string, files []argFile) ([]string, string) {
	norm := append([]string(nil), args...)
	for _, f := range files {
		switch {
		case f.before != nil:
			s := sha256.Sum256(f.before)
			norm[f.idx] = f.prefix + "@file:" + hex.EncodeToString(s[:])
		case f.exists:
			norm[f.idx] = f.prefix + "@dir"
		default:
			norm[f.idx] = f.prefix + "@path"
		}
	}
	h := sha256.New()
	io.WriteString(h, tool)
	for _, a := range norm {
		io.WriteString(h, "\x00"+a)
	}
	name := filepath.Base(tool)
	return norm, filepath.Join(goldenDir, name, hex.EncodeToString(h.Sum(nil))[:24]+".json.gz")
}

// placeholders replaces file arguments in tool output with "<ARGn>" (longest paths first, so a
// path that prefixes another is not replaced inside it) or back.
func placeholders(s string, args []string, files []argFile, toPlaceholder bool) string {
	fs := append([]argFile(nil), files...)
	sort.Slice(fs, func(i, j int) bool { return len(fs[i].path) > len(fs[j].path) })
	for _, f := range fs {
		ph := fmt.Sprintf("<ARG%d>", f.idx)
		if toPlaceholder {
			s = strings.ReplaceAll(s, f.path, ph)
		} else {
			s = strings.ReplaceAll(s, ph, f.path)
		}
	}
	return s
}

func readRecording(path string) (*recording, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var r recording
	if err := json.NewDecoder(zr).Decode(&r); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &r, nil
}

// indexMu serializes the updates of a package's INDEX by parallel tests.
var indexMu sync.Mutex

// indexRecording adds "TEST<TAB>tool/record.json.gz" to the INDEX beside the recording at
// path (testdata/golden/tool/record.json.gz), keeping the lines sorted and unique, so that a
// record made with -update is owned by its test at once (scripts/update-golden.sh rewrites
// the index from a whole run, which also drops what no test replays).
func indexRecording(path, test string) error {
	indexMu.Lock()
	defer indexMu.Unlock()
	test, _, _ = strings.Cut(test, "/")
	dir := filepath.Dir(filepath.Dir(path))
	rel, err := filepath.Rel(dir, path)
	if err != nil {
		return err
	}
	idx := filepath.Join(dir, "INDEX")
	old, err := os.ReadFile(idx)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	lines := strings.Split(strings.TrimSpace(string(old)), "\n")
	lines = append(lines, test+"\t"+filepath.ToSlash(rel))
	sort.Strings(lines)
	lines = slices.Compact(lines)
	if lines[0] == "" {
		lines = lines[1:]
	}
	return os.WriteFile(idx, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
}

func writeRecording(path string, r *recording) error {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	enc := json.NewEncoder(zw)
	enc.SetIndent("", " ")
	if err := enc.Encode(r); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// tmpPath matches a temporary directory under os.TempDir, which a tool's output may name when
// its input was made in one (a source file assembled in t.TempDir).
var tmpPath = regexp.MustCompile(regexp.QuoteMeta(os.TempDir()) + `/[^/\s"'\x00]+`)

// sameRecording reports how a live run differs from its recording, or "" when it does not.
// Temporary directories in the output are not compared, nor the files written, which may
// embed them (an assembler's DW_AT_name).
func sameRecording(live, rec *recording) string {
	norm := func(s string) string { return tmpPath.ReplaceAllString(s, "<TMP>") }
	switch {
	case live.Exit != rec.Exit:
		return fmt.Sprintf("exit %d, recorded %d", live.Exit, rec.Exit)
	case norm(live.Stdout) != norm(rec.Stdout):
		return "standard output differs"
	case norm(live.Stderr) != norm(rec.Stderr):
		return "standard error differs"
	case len(live.Raw) != len(rec.Raw):
		return "raw output differs"
	case len(live.Files) != len(rec.Files):
		return fmt.Sprintf("wrote %d files, recorded %d", len(live.Files), len(rec.Files))
	}
	return ""
}

// notFound is the exit status a shell gives a command it cannot find.
const notFound = 127

// runGolden runs the tool live when it is installed (checking the run against its recording,
// or rewriting the recording under -update) and replays the recording when it is not.
func runGolden(t testing.TB, name string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	files, ferr := argFiles(args)
	if ferr != nil {
		t.Fatalf("oracle %s: %v", name, ferr)
	}
	norm, path := key(name, args, files)
	p, lookErr := exec.LookPath(name)
	if lookErr != nil && mustRun(name) {
		t.Fatalf("oracle %s is required (HDWARF_REQUIRE_ORACLES=1) but not installed", name)
	}
	// replay answers from the recording, as the tool answered when it was recorded.
	replay := func() (stdout, stderr string, err error) {
		rec, rerr := readRecording(path)
		if rerr != nil {
			if !errors.Is(rerr, os.ErrNotExist) {
				t.Fatalf("oracle %s: %v", name, rerr)
			}
			if Required() {
				t.Fatalf("oracle %s is not installed and there is no recording %s of %v (HDWARF_REQUIRE_ORACLES=1)", name, path, args)
			}
			t.Skipf("oracle %s not installed and no recording %s of %v (run go test -update where it is installed)", name, path, args)
		}
		for _, f := range files {
			b, ok := rec.Files[f.idx]
			if !ok {
				continue
			}
			if err := os.WriteFile(f.path, b, 0o644); err != nil {
				t.Fatalf("oracle %s replay: %v", name, err)
			}
		}
		logReplay(path, t.Name())
		if rec.Exit != 0 {
			err = errRecorded{rec.Exit}
		}
		if len(rec.Raw) == 2 {
			return string(rec.Raw[0]), string(rec.Raw[1]), err
		}
		return placeholders(rec.Stdout, args, files, false), placeholders(rec.Stderr, args, files, false), err
	}
	if lookErr != nil {
		return replay()
	}
	var o, e bytes.Buffer
	cmd := exec.Command(p, args...)
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return o.String(), e.String(), err // the tool did not run: nothing to record
	}
	// A wrapper on PATH whose program is missing (scripts/oracles/iga64-sid without its
	// chroot) exits 127, the shell's "not found": the tool is not installed after all.
	if ee != nil && ee.ExitCode() == notFound && !mustRun(name) && !*update {
		return replay()
	}
	live := &recording{Tool: filepath.Base(name), Args: norm, Stdout: placeholders(o.String(), args, files, true),
		Stderr: placeholders(e.String(), args, files, true)}
	if !utf8.Valid(o.Bytes()) || !utf8.Valid(e.Bytes()) {
		live.Stdout, live.Stderr, live.Raw = "", "", [][]byte{o.Bytes(), e.Bytes()}
	}
	if ee != nil {
		live.Exit = ee.ExitCode()
	}
	for _, f := range files {
		b, rerr := os.ReadFile(f.path)
		if rerr != nil || (f.before != nil && bytes.Equal(b, f.before)) {
			continue
		}
		if f.exists && f.before == nil {
			continue // a directory
		}
		if live.Files == nil {
			live.Files = map[int][]byte{}
		}
		live.Files[f.idx] = b
	}
	if *update && live.size() > maxRecording {
		t.Logf("oracle %s %v: %d bytes of results, not recorded (limit %d)", name, args, live.size(), maxRecording)
	} else if *update {
		if werr := writeRecording(path, live); werr != nil {
			t.Fatalf("oracle %s: recording: %v", name, werr)
		}
		if werr := indexRecording(path, t.Name()); werr != nil {
			t.Fatalf("oracle %s: indexing: %v", name, werr)
		}
	} else if rec, rerr := readRecording(path); rerr == nil {
		if d := sameRecording(live, rec); d != "" {
			t.Errorf("oracle %s %v: live run disagrees with recording %s (%s); run go test -update to rewrite it", name, args, path, d)
		}
	} else if !errors.Is(rerr, os.ErrNotExist) {
		t.Errorf("oracle %s: %v", name, rerr)
	}
	return o.String(), e.String(), err
}

// Want checks, before a test does its work, that the named tool is installed or that this
// package holds recordings of it to replay; otherwise it skips (fails under
// HDWARF_REQUIRE_ORACLES=1) like Need. Each Run or RunErr then replays or skips on its own.
func Want(t testing.TB, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err == nil || mustRun(name) {
		Need(t, name)
		return
	}
	if st, err := os.Stat(filepath.Join(goldenDir, filepath.Base(name))); err == nil && st.IsDir() {
		return
	}
	Need(t, name)
}
