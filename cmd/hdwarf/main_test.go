package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

const (
	zebin    = "../../testdata/elf/stackcalls.dg2.zebin"
	visaBlob = "../../testdata/visa/stackcalls.dg2.simd8_entry_0001.visa.dbg"
)

// hdwarf runs the command in-process and returns its exit status and output.
func hdwarf(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	st := run(args, strings.NewReader(""), &out, &errOut)
	return st, out.String(), errOut.String()
}

func readFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// readelfHex collects the bytes `readelf -x` shows for a section.
func readelfHex(t *testing.T, file, section string) []byte {
	t.Helper()
	out := oracle.Run(t, "readelf", "-x", section, file)
	line := regexp.MustCompile(`^\s+0x[0-9a-f]+ ((?:[0-9a-f]{2,8} ){1,4})`)
	var all []byte
	for _, l := range strings.Split(out, "\n") {
		m := line.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		b, err := hex.DecodeString(strings.ReplaceAll(m[1], " ", ""))
		if err != nil {
			t.Fatalf("readelf line %q: %v", l, err)
		}
		all = append(all, b...)
	}
	return all
}

func TestCopyAddThenRemoveSection(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "k.zebin")
	orig := readFile(t, zebin)
	os.WriteFile(in, orig, 0o644)
	blob := readFile(t, visaBlob)
	added := filepath.Join(dir, "added.zebin")
	if st, _, stderr := hdwarf(t, "copy", "--add-section", ".visa.debug="+visaBlob, in, "-o", added); st != 0 {
		t.Fatalf("copy --add-section: status %d: %s", st, stderr)
	}
	if got := readelfHex(t, added, ".visa.debug"); !bytes.Equal(got, blob) {
		t.Fatalf("readelf -x shows %d bytes that differ from the %d-byte blob", len(got), len(blob))
	}
	back := filepath.Join(dir, "back.zebin")
	if st, _, stderr := hdwarf(t, "copy", "--remove-section", ".visa.debug", added, "-o", back); st != 0 {
		t.Fatalf("copy --remove-section: status %d: %s", st, stderr)
	}
	if !bytes.Equal(readFile(t, back), orig) {
		t.Fatal("removing the added section does not give the original file back")
	}
	if !bytes.Equal(readFile(t, in), orig) {
		t.Fatal("the input was modified")
	}
}

func TestCopySetSectionTypeAndInPlace(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "k.zebin")
	os.WriteFile(in, readFile(t, zebin), 0o755)
	spv := filepath.Join(dir, "m.spv")
	os.WriteFile(spv, []byte("\x03\x02\x23\x07fake module"), 0o644)
	st, _, stderr := hdwarf(t, "copy", "--remove-section", ".spv", "--add-section", ".spv="+spv, "--set-section-type", ".spv=0xff000009", in, "--in-place")
	if st != 0 {
		t.Fatalf("status %d: %s", st, stderr)
	}
	out := oracle.Run(t, "readelf", "-S", "-W", in)
	if !regexp.MustCompile(`\.spv\s+LOUSER\+0x7f000009`).MatchString(out) {
		t.Errorf("readelf does not show .spv with type 0xff000009:\n%s", out)
	}
	if st, _ := os.Stat(in); st.Mode().Perm() != 0o755 {
		t.Errorf("--in-place changed the permissions to %v", st.Mode().Perm())
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, ".*tmp*")); len(leftovers) > 0 {
		t.Errorf("temporary files left behind: %v", leftovers)
	}
}

func TestCopyToStdout(t *testing.T) {
	st, stdout, stderr := hdwarf(t, "copy", zebin, "-o", "-")
	if st != 0 || !bytes.Equal([]byte(stdout), readFile(t, zebin)) {
		t.Fatalf("copy -o - status %d, %d bytes (stderr %s)", st, len(stdout), stderr)
	}
}

func TestExitStatusAndMessages(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.elf")
	b := readFile(t, zebin)
	b[0x3c] = 0xff // e_shnum: far more headers than the file holds
	os.WriteFile(bad, b, 0o644)
	out := filepath.Join(dir, "out")
	cases := []struct {
		name   string
		args   []string
		status int
		stderr string
	}{
		{"no arguments", nil, 2, "usage: hdwarf COMMAND"},
		{"unknown command", []string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{"unknown flag", []string{"copy", "--frob", zebin, "-o", out}, 2, "unknown flag: --frob"},
		{"no output", []string{"copy", zebin}, 2, "no output"},
		{"output is input", []string{"copy", zebin, "-o", zebin}, 2, "use --in-place"},
		{"missing input", []string{"copy", filepath.Join(dir, "nope"), "-o", out}, 1, "hdwarf: " + filepath.Join(dir, "nope") + ": open"},
		{"bad section table", []string{"copy", bad, "-o", out}, 1, "hdwarf: " + bad + ": "},
		{"remove missing section", []string{"copy", "--remove-section", ".nothing", zebin, "-o", out}, 1, "no such section"},
		{"add existing section", []string{"copy", "--add-section", ".spv=" + visaBlob, zebin, "-o", out}, 1, "exists"},
		{"dump not ELF", []string{"dump", "--sections", visaBlob}, 1, "not an ELF file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, _, stderr := hdwarf(t, c.args...)
			if st != c.status || !strings.Contains(stderr, c.stderr) {
				t.Errorf("status %d, stderr %q; want %d and %q", st, stderr, c.status, c.stderr)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("an output file was left after a failure")
				os.Remove(out)
			}
		})
	}
	// Input errors name the offset.
	_, _, stderr := hdwarf(t, "copy", bad, "-o", out)
	if !regexp.MustCompile(`\(at offset 0x[0-9a-f]+\)`).MatchString(stderr) {
		t.Errorf("error does not give an offset: %q", stderr)
	}
}

func TestHelpForEveryCommand(t *testing.T) {
	for _, c := range commands() {
		st, stdout, _ := hdwarf(t, c.name, "--help")
		if st != 0 || !strings.Contains(stdout, "Example:") || !strings.Contains(stdout, "usage: hdwarf "+c.name) {
			t.Errorf("%s --help: status %d, output %q", c.name, st, stdout)
		}
	}
	if st, stdout, _ := hdwarf(t, "--help"); st != 0 || !strings.Contains(stdout, "copy") {
		t.Errorf("--help: status %d, output %q", st, stdout)
	}
}

func TestDumpSections(t *testing.T) {
	st, stdout, stderr := hdwarf(t, "dump", "--sections", "--json", zebin)
	if st != 0 {
		t.Fatalf("status %d: %s", st, stderr)
	}
	var got struct {
		Machine  string
		Sections []sectionRow
	}
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatal(err)
	}
	// readelf is the outside judge of names, offsets and sizes.
	re := regexp.MustCompile(`\[\s*(\d+)\] (\S+)\s+\S+\s+[0-9a-f]+ ([0-9a-f]+) ([0-9a-f]+)`)
	lines := re.FindAllStringSubmatch(oracle.Run(t, "readelf", "-S", "-W", zebin), -1)
	if len(lines) != len(got.Sections)-1 {
		t.Fatalf("readelf lists %d named sections, we list %d", len(lines), len(got.Sections)-1)
	}
	for _, m := range lines {
		var r sectionRow
		for _, s := range got.Sections {
			if s.Name == m[2] {
				r = s
			}
		}
		off, _ := strconv.ParseUint(m[3], 16, 64)
		size, _ := strconv.ParseUint(m[4], 16, 64)
		if r.Name == "" || r.Offset != off || r.Size != size {
			t.Errorf("section %s: we say offset %#x size %#x, readelf %#x %#x", m[2], r.Offset, r.Size, off, size)
		}
	}
	st, text, _ := hdwarf(t, "dump", zebin)
	if st != 0 || !strings.Contains(text, ".text.chain") || !strings.Contains(text, "0xff000009") {
		t.Errorf("text dump: status %d\n%s", st, text)
	}
}

func TestVersion(t *testing.T) {
	st, stdout, _ := hdwarf(t, "version")
	if st != 0 || !strings.HasPrefix(stdout, "hdwarf ") || !strings.Contains(stdout, "go1.") {
		t.Errorf("version: %d %q", st, stdout)
	}
}

// TestVersionFromTag: a release tag stamped at build time is the version shown, whatever Go's
// build info made of it; without one, the module version.
func TestVersionFromTag(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26", Main: debug.Module{Version: "v0.0.0-20261124170000-0123456789ab"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef"}}}
	if got := formatVersion(bi, "v2.0"); !strings.HasPrefix(got, "hdwarf v2.0 0123456789abcdef") {
		t.Errorf("with tag: %q", got)
	}
	if got := formatVersion(bi, ""); !strings.HasPrefix(got, "hdwarf v0.0.0-20261124170000-0123456789ab ") {
		t.Errorf("without tag: %q", got)
	}
	// The stamp reaches the binary the way the Makefile passes it.
	bin := filepath.Join(t.TempDir(), "hdwarf")
	if out, err := exec.Command("go", "build", "-ldflags", "-X main.releaseTag=v9.8", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil || !strings.HasPrefix(string(out), "hdwarf v9.8 ") {
		t.Errorf("stamped binary: %q %v", out, err)
	}
}
