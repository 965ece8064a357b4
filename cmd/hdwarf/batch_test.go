package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"hdwarf/internal/oracle"
)

// copies puts n copies of src into dir as name-0, name-1, ... and returns their paths.
func copies(t testing.TB, src, dir, name string, n int) []string {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i := 0; i < n; i++ {
		p := filepath.Join(dir, fmt.Sprintf("%s-%d", name, i))
		if err := os.WriteFile(p, b, 0o755); err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// TestBatchFailuresOneLineEach: many inputs with --output-dir, some bad; each bad one is one
// line on standard error, the others are written exactly as a call of their own writes them,
// and the status is 1.
func TestBatchFailuresOneLineEach(t *testing.T) {
	hp := hostPrograms(t)
	dir, outDir := t.TempDir(), filepath.Join(t.TempDir(), "out")
	good := copies(t, hp["gcc.exe"], dir, "exe", 6)
	missing := filepath.Join(dir, "missing")
	notELF := filepath.Join(dir, "blob")
	if err := os.WriteFile(notELF, readFile(t, visaBlob), 0o644); err != nil {
		t.Fatal(err)
	}
	inputs := append(append([]string{}, good[:3]...), missing, notELF)
	inputs = append(inputs, good[3:]...)
	single := filepath.Join(t.TempDir(), "single")
	if st, _, stderr := hdwarf(t, "strip", good[0], "-o", single); st != 0 {
		t.Fatalf("strip: %d %s", st, stderr)
	}
	for _, cmd := range [][]string{
		append([]string{"strip", "-j", "2", "--output-dir", outDir}, inputs...),
		append([]string{"strip", "-j", "1", "--output-dir", outDir}, inputs...),
	} {
		os.RemoveAll(outDir)
		st, _, stderr := hdwarf(t, cmd...)
		if st != 1 {
			t.Errorf("%v: status %d, want 1", cmd[:3], st)
		}
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		if len(lines) != 2 || !strings.Contains(stderr, "hdwarf: "+missing+": ") || !strings.Contains(stderr, "hdwarf: "+notELF+": ") {
			t.Errorf("%v: want one line per failure, got:\n%s", cmd[:3], stderr)
		}
		for _, g := range good {
			got, err := os.ReadFile(filepath.Join(outDir, filepath.Base(g)))
			if err != nil || !bytes.Equal(got, readFile(t, single)) {
				t.Errorf("%s: not written as a single call writes it (%v)", g, err)
			}
		}
		for _, bad := range []string{missing, notELF} {
			if _, err := os.Stat(filepath.Join(outDir, filepath.Base(bad))); err == nil {
				t.Errorf("output written for failed input %s", bad)
			}
		}
	}
}

// TestBatchInPlaceAndCommands: --in-place over many files for strip, compress, decompress and
// copy, and the usage errors of the output flags.
func TestBatchInPlaceAndCommands(t *testing.T) {
	hp := hostPrograms(t)
	dir := t.TempDir()
	files := copies(t, hp["gcc.exe"], dir, "exe", 4)
	orig := readFile(t, files[0])
	for _, cmd := range [][]string{
		{"compress", "--type", "zstd", "--in-place"},
		{"decompress", "--in-place"},
		{"copy", "--remove-section", ".comment", "--in-place"},
		{"strip", "--in-place"},
	} {
		if st, _, stderr := hdwarf(t, append(cmd, files...)...); st != 0 {
			t.Fatalf("%v: %d %s", cmd, st, stderr)
		}
	}
	for _, f := range files[1:] {
		if !bytes.Equal(readFile(t, f), readFile(t, files[0])) {
			t.Errorf("%s differs from %s", f, files[0])
		}
	}
	if bytes.Equal(orig, readFile(t, files[0])) {
		t.Error("--in-place changed nothing")
	}
	for _, s := range sectionRows(t, files[0]) {
		if strings.HasPrefix(s.Name, ".debug") || s.Name == ".comment" {
			t.Errorf("section %s left", s.Name)
		}
	}
	a := filepath.Join(dir, "a", "x")
	b := filepath.Join(dir, "b", "x")
	os.MkdirAll(filepath.Dir(a), 0o755)
	os.MkdirAll(filepath.Dir(b), 0o755)
	os.WriteFile(a, orig, 0o644)
	os.WriteFile(b, orig, 0o644)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"compress", files[0], files[1], "-o", filepath.Join(dir, "o")}, "-o names one output but 2 INPUTs"},
		{[]string{"compress", files[0], "--in-place", "--output-dir", dir}, "give one of -o, --output-dir and --in-place"},
		{[]string{"copy", files[0], files[1]}, "no output: give -o FILE, -o -, --output-dir DIR or --in-place"},
		{[]string{"compress", "--output-dir", filepath.Join(dir, "out"), a, b}, "would both be written to"},
		{[]string{"compress", "--output-dir", dir, files[0]}, "would be written over itself"},
		{[]string{"strip", "-j", "0", files[0]}, "--jobs 0"},
		{[]string{"strip", "--split-debug", filepath.Join(dir, "d"), files[0], files[1]}, "use --build-id-dir DIR alone"},
	} {
		st, _, stderr := hdwarf(t, c.args...)
		if st != 2 || !strings.Contains(stderr, c.msg) {
			t.Errorf("%v: status %d, stderr %q; want 2 and %q", c.args, st, stderr, c.msg)
		}
	}
}

// BenchmarkBatch200 strips 200 small gcc -g programs with one call and -j 2, and with 200 calls
// of one file each, and reports the ratio of the times (batch/separate; the target is at most
// 0.55). Both run the built binary as a process, as a packaging script would.
func BenchmarkBatch200(b *testing.B) {
	bin := hdwarfBinary(b)
	src := hostProgramsB(b)
	dir := b.TempDir()
	files := copies(b, src, dir, "exe", 200)
	outDir := filepath.Join(dir, "out")
	var batch, separate time.Duration
	for i := 0; i < b.N; i++ {
		os.RemoveAll(outDir)
		start := time.Now()
		if out, err := exec.Command(bin, append([]string{"strip", "-j", "2", "--output-dir", outDir}, files...)...).CombinedOutput(); err != nil {
			b.Fatalf("batch: %v\n%s", err, out)
		}
		batch += time.Since(start)
		os.RemoveAll(outDir)
		os.MkdirAll(outDir, 0o755)
		start = time.Now()
		for _, f := range files {
			if out, err := exec.Command(bin, "strip", f, "-o", filepath.Join(outDir, filepath.Base(f))).CombinedOutput(); err != nil {
				b.Fatalf("separate: %v\n%s", err, out)
			}
		}
		separate += time.Since(start)
	}
	b.ReportMetric(batch.Seconds()/float64(b.N), "batch-s")
	b.ReportMetric(separate.Seconds()/float64(b.N), "separate-s")
	b.ReportMetric(batch.Seconds()/separate.Seconds(), "batch/separate")
}

// hostProgramsB builds a gcc -g program for a benchmark.
func hostProgramsB(b *testing.B) string {
	b.Helper()
	gcc := oracle.Need(b, "gcc")
	exe := filepath.Join(b.TempDir(), "hello")
	if out, err := exec.Command(gcc, "-g", "-O2", "-o", exe, filepath.Join(hostDataDir, "hello.c")).CombinedOutput(); err != nil {
		b.Fatalf("gcc: %v\n%s", err, out)
	}
	return exe
}

// openPTY opens a pseudo-terminal: the controlling side and the terminal side.
func openPTY(t *testing.T) (ptmx, tty *os.File) {
	t.Helper()
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals: %v", err)
	}
	t.Cleanup(func() { ptmx.Close() })
	var unlock int32
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptmx.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		t.Skipf("unlockpt: %v", e)
	}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptmx.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		t.Skipf("ptsname: %v", e)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("open tty: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	return ptmx, tty
}

// TestProgressOnTerminal: on a terminal a batch shows "N of M files" once it has run for the
// delay, clears it for messages and at the end; on a pipe or under -q it shows nothing.
func TestProgressOnTerminal(t *testing.T) {
	ptmx, tty := openPTY(t)
	var mu sync.Mutex
	done := 0
	e := &env{stderr: tty}
	p := startProgress(e, 3, &mu, &done, 0)
	time.Sleep(100 * time.Millisecond)
	mu.Lock()
	done = 2
	mu.Unlock()
	time.Sleep(400 * time.Millisecond)
	p.stop()
	tty.Write([]byte("END\n"))
	var got []byte
	buf := make([]byte, 4096)
	for !bytes.Contains(got, []byte("END")) {
		n, err := ptmx.Read(buf)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, buf[:n]...)
	}
	for _, want := range []string{"\rhdwarf: 0 of 3 files\x1b[K", "\rhdwarf: 2 of 3 files\x1b[K", "\r\x1b[KEND"} {
		if !bytes.Contains(got, []byte(want)) {
			t.Errorf("terminal got %q, want %q in it", got, want)
		}
	}
	// Not a terminal, or -q: nothing.
	r, w, _ := os.Pipe()
	defer r.Close()
	for _, e := range []*env{{stderr: w}, {stderr: tty, common: common{quiet: true}}} {
		if p := startProgress(e, 3, &mu, &done, 0); p.stopc != nil {
			t.Errorf("progress started on %v (quiet %v)", e.stderr, e.quiet)
			p.stop()
		}
	}
	w.Close()
}
