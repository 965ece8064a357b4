package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The keys of --report json, as README's schema lists them: a new field must be documented.
var (
	reportKeys  = []string{"args", "command", "files", "schema", "status"}
	fileKeys    = []string{"bytes_after", "bytes_before", "error", "input", "operations", "output", "sections", "status", "warnings"}
	sectionKeys = []string{"after", "before", "change", "name"}
	infoKeys    = []string{"compressed", "flags", "size", "type"}
)

// checkKeys fails when m has a key the schema does not list; required keys must be present.
func checkKeys(t *testing.T, what string, m map[string]any, allowed []string, required ...string) {
	t.Helper()
	ok := map[string]bool{}
	for _, k := range allowed {
		ok[k] = true
	}
	for k := range m {
		if !ok[k] {
			t.Errorf("%s: key %q is not in the documented schema", what, k)
		}
	}
	for _, k := range required {
		if _, has := m[k]; !has {
			t.Errorf("%s: key %q missing", what, k)
		}
	}
}

type reportDoc struct {
	Schema  string
	Command string
	Status  int
	Files   []struct {
		Input, Output, Status, Error string
		BytesBefore                  int64 `json:"bytes_before"`
		BytesAfter                   int64 `json:"bytes_after"`
		Sections                     []struct {
			Name, Change  string
			Before, After *struct {
				Type, Flags string
				Size        uint64
				Compressed  bool
			}
		}
		Operations map[string]int
		Warnings   []string
	}
}

// parseReport decodes a report and checks it against the schema, key by key.
func parseReport(t *testing.T, b []byte) reportDoc {
	t.Helper()
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("report is not JSON: %v\n%s", err, b)
	}
	checkKeys(t, "report", raw, reportKeys, reportKeys...)
	files, _ := raw["files"].([]any)
	for _, f := range files {
		fm := f.(map[string]any)
		checkKeys(t, "files[]", fm, fileKeys, "input", "status", "bytes_before", "bytes_after", "sections", "warnings")
		secs, _ := fm["sections"].([]any)
		for _, s := range secs {
			sm := s.(map[string]any)
			checkKeys(t, "sections[]", sm, sectionKeys, sectionKeys...)
			for _, side := range []string{"before", "after"} {
				if im, ok := sm[side].(map[string]any); ok {
					checkKeys(t, "sections[]."+side, im, infoKeys, "type", "flags", "size")
				}
			}
		}
	}
	var doc reportDoc
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Schema != reportSchema {
		t.Errorf("schema %q", doc.Schema)
	}
	return doc
}

func TestReportJSON(t *testing.T) {
	hp := hostPrograms(t)
	dir := t.TempDir()
	in := hp["gcc.exe"]
	out := filepath.Join(dir, "out")
	rep := filepath.Join(dir, "rep.json")

	// strip: debug sections removed, sizes before and after, report to a file.
	st, _, stderr := hdwarf(t, "strip", "--report", "json:"+rep, in, "-o", out)
	if st != 0 {
		t.Fatalf("strip: %d %s", st, stderr)
	}
	doc := parseReport(t, readFile(t, rep))
	if doc.Command != "strip" || doc.Status != 0 || len(doc.Files) != 1 {
		t.Fatalf("report %+v", doc)
	}
	f := doc.Files[0]
	if f.Input != in || f.Output != out || f.Status != "ok" || f.BytesBefore != fileSize(t, in) || f.BytesAfter != fileSize(t, out) {
		t.Errorf("file record %+v", f)
	}
	changes := map[string]string{}
	for _, s := range f.Sections {
		changes[s.Name] = s.Change
	}
	want := map[string]string{".debug_info": "removed", ".debug_line": "removed", ".text": "unchanged", ".symtab": "resized"}
	for n, c := range want {
		if changes[n] != c {
			t.Errorf("section %s: change %q, want %q", n, changes[n], c)
		}
	}
	if len(f.Sections) != len(sectionRows(t, in)) {
		t.Errorf("%d sections listed, the input has %d", len(f.Sections), len(sectionRows(t, in)))
	}

	// compress to standard output's neighbour: the report on standard output.
	st, stdout, stderr := hdwarf(t, "compress", "--type", "zstd", "--report", "json", in, "-o", out)
	if st != 0 {
		t.Fatalf("compress: %d %s", st, stderr)
	}
	doc = parseReport(t, []byte(stdout))
	for _, s := range doc.Files[0].Sections {
		if s.Name == ".debug_info" && (s.Change != "compressed" || !s.After.Compressed || s.After.Size >= s.Before.Size) {
			t.Errorf(".debug_info: %+v", s)
		}
	}

	// many files, one failing: a record each, the failure with its message; status 1.
	files := copies(t, in, dir, "exe", 2)
	st, _, _ = hdwarf(t, "strip", "--report", "json:"+rep, "--output-dir", filepath.Join(dir, "o"), files[0], filepath.Join(dir, "nope"), files[1])
	doc = parseReport(t, readFile(t, rep))
	if st != 1 || doc.Status != 1 || len(doc.Files) != 3 {
		t.Fatalf("status %d, report %+v", st, doc)
	}
	sort.Slice(doc.Files, func(i, j int) bool { return doc.Files[i].Input < doc.Files[j].Input })
	for _, f := range doc.Files {
		failed := strings.HasSuffix(f.Input, "nope")
		if failed != (f.Status == "failed") || failed != strings.Contains(f.Error, "nope") {
			t.Errorf("record %s: status %s, error %q", f.Input, f.Status, f.Error)
		}
	}

	// migrate: the operations rewritten, by kind.
	igc := "../../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf"
	st, _, stderr = hdwarf(t, "migrate", "--from", "intel", "--keep-unmappable", "-q", "--report", "json:"+rep, igc, "-o", out)
	if st != 0 {
		t.Fatalf("migrate: %d %s", st, stderr)
	}
	if stderr != "" {
		t.Errorf("-q: stderr %q", stderr)
	}
	doc = parseReport(t, readFile(t, rep))
	n := 0
	for _, c := range doc.Files[0].Operations {
		n += c
	}
	if n == 0 {
		t.Errorf("migrate report has no operations: %+v", doc.Files[0])
	}

	// A command without files still reports its status.
	st, stdout, _ = hdwarf(t, "verify", "-q", "--report", "json:"+rep, zebin)
	doc = parseReport(t, readFile(t, rep))
	if doc.Command != "verify" || doc.Status != st || len(doc.Files) != 0 || stdout != "" {
		t.Errorf("verify report %+v, stdout %q", doc, stdout)
	}
}

func TestCommonFlags(t *testing.T) {
	hp := hostPrograms(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	for _, c := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"strip", "-v", "-q", hp["gcc.exe"], "-o", out}, 2, "-v and -q do not go together"},
		{[]string{"strip", "--report", "json", hp["gcc.exe"], "-o", "-"}, 2, "give --report json:FILE"},
		{[]string{"strip", "--report", "yaml", hp["gcc.exe"], "-o", out}, 2, `--report "yaml": want json or json:FILE`},
		{[]string{"compress", "--levle", "3", hp["gcc.exe"], "-o", out}, 2, "unknown flag: --levle (did you mean --level?)"},
		{[]string{"strip", "--strip-debgu", hp["gcc.exe"], "-o", out}, 2, "(did you mean --strip-debug?)"},
		{[]string{"copy", "-remove-section", ".x", hp["gcc.exe"], "-o", out}, 2, "(did you mean --remove-section?)"},
		{[]string{"compress", "--type", "zlib", "--level", "0", hp["gcc.exe"], "-o", out}, 2, "--level 0: want 1-9 for zlib"},
		{[]string{"compress", "--type", "zstd", "--level", "0", hp["gcc.exe"], "-o", out}, 2, "--level 0: want 1-22 for zstd"},
		{[]string{"strip", "--level", "0", hp["gcc.exe"], "-o", out}, 2, "--level needs --type"},
		{[]string{"strp", hp["gcc.exe"]}, 2, `unknown command "strp" (did you mean strip?)`},
		{[]string{"strip", "--frobnicate", hp["gcc.exe"], "-o", out}, 2, "unknown flag: --frobnicate\n"},
	} {
		st, _, stderr := hdwarf(t, c.args...)
		if st != c.status || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%v: status %d, stderr %q; want %d and %q", c.args, st, stderr, c.status, c.stderr)
		}
	}
	// -v: a line per file with sizes and what became of the sections.
	st, _, stderr := hdwarf(t, "strip", "-v", hp["gcc.exe"], "-o", out)
	if st != 0 || !strings.Contains(stderr, hp["gcc.exe"]+" -> "+out+": ") || !strings.Contains(stderr, " removed") {
		t.Errorf("strip -v: %d %q", st, stderr)
	}
	for _, c := range commands() {
		if c.name == "version" {
			continue
		}
		st, stdout, _ := hdwarf(t, c.name, "--help")
		if st != 0 || !strings.Contains(stdout, "--quiet") || !strings.Contains(stdout, "--verbose") || !strings.Contains(stdout, "--report") {
			t.Errorf("%s --help does not list -v, -q and --report", c.name)
		}
	}
	os.Remove(out)
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{{"", "", 0}, {"level", "level", 0}, {"levle", "level", 1}, {"lvl", "level", 2}, {"type", "typo", 1}, {"", "abc", 3}, {"abc", "", 3}, {"ab", "ba", 1}} {
		if got := editDistance(c.a, c.b); got != c.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}
