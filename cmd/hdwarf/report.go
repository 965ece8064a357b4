package main

import (
	"bytes"
	"debug/elf"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"

	"hdwarf/elfrw"
)

// reportSchema names the layout of --report json; it changes when a field changes meaning.
const reportSchema = "hdwarf-report/1"

// reportLog collects a record per file a command worked on, for --report json and -v.
type reportLog struct {
	command string
	args    []string
	dest    string // "-" standard output, a file name, or "" (-v only)

	mu    sync.Mutex
	files []*fileRecord
}

// fileRecord is what was done to one input. The section tables are read from the input before
// the command runs and from the output after it, so the record says what happened whichever
// command did it.
type fileRecord struct {
	Input       string         `json:"input"`
	Output      string         `json:"output,omitempty"`
	Status      string         `json:"status"` // "ok" or "failed"
	Error       string         `json:"error,omitempty"`
	BytesBefore int64          `json:"bytes_before"`
	BytesAfter  int64          `json:"bytes_after"`
	Sections    []sectionDelta `json:"sections"`
	Operations  map[string]int `json:"operations,omitempty"`
	Warnings    []string       `json:"warnings"`

	// Members is the number of members of an archive input, whose sections are not listed.
	Members int `json:"members,omitempty"`

	mu     sync.Mutex
	before []sectionInfo
	msgs   bytes.Buffer // what the command wrote to standard error for this file
	done   bool
}

// sectionInfo is a section as the report shows it.
type sectionInfo struct {
	Type       string `json:"type"`
	Flags      string `json:"flags"`
	Size       uint64 `json:"size"` // sh_size: bytes in the file (compressed size when compressed)
	Compressed bool   `json:"compressed,omitempty"`

	name string
}

// sectionDelta is one section of the input or the output and what became of it.
type sectionDelta struct {
	Name string `json:"name"`
	// Change is one of unchanged, resized, flags, compressed, decompressed, retyped, removed,
	// added.
	Change string       `json:"change"`
	Before *sectionInfo `json:"before"`
	After  *sectionInfo `json:"after"`
}

func (r *fileRecord) warn(msg string) {
	r.mu.Lock()
	r.Warnings = append(r.Warnings, msg)
	r.mu.Unlock()
}

// addOperations adds counts of rewritten operations (migrate) to the record.
func (e *env) addOperations(ops map[string]int) {
	if e.rec == nil {
		return
	}
	e.rec.mu.Lock()
	defer e.rec.mu.Unlock()
	if e.rec.Operations == nil {
		e.rec.Operations = map[string]int{}
	}
	for k, n := range ops {
		e.rec.Operations[k] += n
	}
}

// begin starts the record of in (written to out) when a report is being made, reading the
// input's sections before anything changes them. What the command writes to standard error
// from here on is kept for the record as well.
func (e *env) begin(in, out string) {
	if e.log == nil {
		return
	}
	r := &fileRecord{Input: in, Output: out, Warnings: []string{}}
	r.before, r.BytesBefore = snapshot(in)
	e.rec = r
	e.stderr = io.MultiWriter(e.stderr, &limitedWriter{w: &r.msgs, n: 64 << 10})
	e.log.mu.Lock()
	e.log.files = append(e.log.files, r)
	e.log.mu.Unlock()
}

// finish completes the record of the current file with the command's status.
func (e *env) finish(status int) {
	r := e.rec
	if r == nil || r.done {
		return
	}
	r.done = true
	r.Status = "ok"
	if status != exitOK {
		r.Status = "failed"
		lines := strings.Split(strings.TrimSpace(r.msgs.String()), "\n")
		r.Error = lines[len(lines)-1]
	}
	var after []sectionInfo
	if status == exitOK && r.Output != "" && r.Output != "-" {
		after, r.BytesAfter = snapshot(r.Output)
	}
	r.Sections = compareSections(r.before, after, status == exitOK && r.Output != "-")
	if e.verbose && status == exitOK {
		fmt.Fprintln(e.stderr, r.summary())
	}
}

// summary is the line -v prints for a file.
func (r *fileRecord) summary() string {
	counts := map[string]int{}
	for _, d := range r.Sections {
		if d.Change != "unchanged" {
			counts[d.Change]++
		}
	}
	var kinds []string
	for k := range counts {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var parts []string
	for _, k := range kinds {
		parts = append(parts, fmt.Sprintf("%d %s", counts[k], k))
	}
	changes := "no section changed"
	if r.Members > 0 {
		changes = fmt.Sprintf("%d archive members", r.Members)
	} else if len(parts) > 0 {
		changes = "sections: " + strings.Join(parts, ", ")
	}
	if r.Output == "-" || r.Output == "" {
		return fmt.Sprintf("hdwarf: %s: %d bytes", r.Input, r.BytesBefore)
	}
	return fmt.Sprintf("hdwarf: %s -> %s: %d -> %d bytes, %s", r.Input, r.Output, r.BytesBefore, r.BytesAfter, changes)
}

// finishReport ends the run: the open record gets the status, and the report is written.
func (e *env) finishReport(status int) int {
	if e.log == nil {
		return status
	}
	e.finish(status)
	if e.log.dest == "" {
		return status
	}
	doc := struct {
		Schema  string        `json:"schema"`
		Command string        `json:"command"`
		Args    []string      `json:"args"`
		Status  int           `json:"status"`
		Files   []*fileRecord `json:"files"`
	}{reportSchema, e.log.command, e.log.args, status, e.log.files}
	if doc.Args == nil {
		doc.Args = []string{}
	}
	if doc.Files == nil {
		doc.Files = []*fileRecord{}
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return fail(e, e.log.dest, err)
	}
	b = append(b, '\n')
	if e.log.dest == "-" {
		_, err = e.stdout.Write(b)
	} else {
		err = writeOutput(e, e.log.dest, "", 0o644&^processUmask(), func(w io.Writer) error { _, err := w.Write(b); return err })
	}
	if err != nil {
		fail(e, e.log.dest, err)
		return max(status, exitFailure)
	}
	return status
}

// snapshot reads the section table and size of an ELF file; a file that cannot be read gives
// none (the command itself reports why).
func snapshot(path string) ([]sectionInfo, int64) {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return nil, 0
	}
	f, err := elfrw.Open(path)
	if err != nil {
		return nil, st.Size()
	}
	defer f.Close()
	var out []sectionInfo
	for i, s := range f.Sections {
		if i == 0 {
			continue // the null section; a file may also have none at all
		}
		out = append(out, sectionInfo{
			name:       s.Name,
			Type:       sectionTypeName(s.Type),
			Flags:      flagLetters(s.Flags),
			Size:       s.Size,
			Compressed: s.Flags&elf.SHF_COMPRESSED != 0,
		})
	}
	return out, st.Size()
}

// compareSections pairs the sections of the input and the output by name (the n-th of a name
// with the n-th) and says what became of each. Without an output (written to standard output,
// or the command failed) the input's sections are listed as they were.
func compareSections(before, after []sectionInfo, haveAfter bool) []sectionDelta {
	out := []sectionDelta{}
	if !haveAfter {
		for i := range before {
			out = append(out, sectionDelta{Name: before[i].name, Change: "unchanged", Before: &before[i]})
		}
		return out
	}
	type key struct {
		name string
		n    int
	}
	seen := map[string]int{}
	index := map[key]int{}
	for i, s := range after {
		index[key{s.name, seen[s.name]}] = i
		seen[s.name]++
	}
	used := make([]bool, len(after))
	seen = map[string]int{}
	for i := range before {
		b := &before[i]
		k := key{b.name, seen[b.name]}
		seen[b.name]++
		j, ok := index[k]
		if !ok {
			out = append(out, sectionDelta{Name: b.name, Change: "removed", Before: b})
			continue
		}
		used[j] = true
		a := &after[j]
		change := "unchanged"
		switch {
		case !b.Compressed && a.Compressed:
			change = "compressed"
		case b.Compressed && !a.Compressed:
			change = "decompressed"
		case b.Type != a.Type:
			change = "retyped"
		case b.Size != a.Size:
			change = "resized"
		case b.Flags != a.Flags:
			change = "flags"
		}
		out = append(out, sectionDelta{Name: b.name, Change: change, Before: b, After: a})
	}
	for j := range after {
		if !used[j] {
			out = append(out, sectionDelta{Name: after[j].name, Change: "added", After: &after[j]})
		}
	}
	return out
}

// limitedWriter keeps at most n bytes and accepts the rest silently.
type limitedWriter struct {
	w io.Writer
	n int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(len(p), l.n)
		l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}
