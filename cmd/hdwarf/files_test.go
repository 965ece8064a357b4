package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"hdwarf/internal/bigelf"
	"hdwarf/internal/oracle"
)

// The file-system cases of issue 20: how outputs land, run as processes (the built hdwarf,
// and GNU objcopy beside it where both can do the same).

// runBin runs the built hdwarf in dir and returns status, stdout and stderr.
func runBin(t *testing.T, dir string, args ...string) (int, []byte, string) {
	t.Helper()
	cmd := exec.Command(hostileBinary(t), args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), out.Bytes(), errb.String()
}

// expected is what `hdwarf copy IN -o FILE` writes for a regular file.
func expected(t *testing.T, dir, in string) []byte {
	t.Helper()
	ref := filepath.Join(t.TempDir(), "ref")
	if st, _, stderr := runBin(t, dir, "copy", in, "-o", ref); st != 0 {
		t.Fatalf("copy: %s", stderr)
	}
	return readFile(t, ref)
}

func tempNames(t *testing.T, dir string) []string {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
	return m
}

// TestOutputIntoNonRegularFiles: -o naming a character device, a FIFO or /dev/stdout writes
// into it; none is replaced by a regular file.
func TestOutputIntoNonRegularFiles(t *testing.T) {
	in, _ := filepath.Abs(zebin)
	dir := t.TempDir()
	want := expected(t, dir, in)

	t.Run("dev-null", func(t *testing.T) {
		if st, _, stderr := runBin(t, dir, "copy", in, "-o", "/dev/null"); st != 0 {
			t.Fatalf("status %d: %s", st, stderr)
		}
		if fi, err := os.Stat("/dev/null"); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
			t.Fatalf("/dev/null is no longer a character device: %v %v", fi.Mode(), err)
		}
		// GNU objcopy writes into /dev/null too.
		objcopy := oracle.Need(t, "objcopy")
		host := hostPrograms(t)["gcc.exe"]
		if out, err := exec.Command(objcopy, host, "/dev/null").CombinedOutput(); err != nil {
			t.Fatalf("objcopy: %v %s", err, out)
		}
		if st, _, stderr := runBin(t, dir, "copy", host, "-o", "/dev/null"); st != 0 {
			t.Fatalf("status %d: %s", st, stderr)
		}
	})

	t.Run("fifo", func(t *testing.T) {
		fifo := filepath.Join(dir, "fifo")
		if err := syscall.Mkfifo(fifo, 0o644); err != nil {
			t.Fatal(err)
		}
		got := make(chan []byte)
		go func() {
			b, _ := os.ReadFile(fifo)
			got <- b
		}()
		if st, _, stderr := runBin(t, dir, "copy", in, "-o", fifo); st != 0 {
			t.Fatalf("status %d: %s", st, stderr)
		}
		if b := <-got; !bytes.Equal(b, want) {
			t.Fatalf("read %d bytes from the FIFO, want the %d of a copy", len(b), len(want))
		}
		if fi, _ := os.Lstat(fifo); fi.Mode()&os.ModeNamedPipe == 0 {
			t.Fatalf("the FIFO was replaced (%v)", fi.Mode())
		}
		if tmp := tempNames(t, dir); len(tmp) > 0 {
			t.Fatalf("temporaries left: %v", tmp)
		}
	})

	t.Run("dev-stdout-pipe", func(t *testing.T) {
		st, out, stderr := runBin(t, dir, "copy", in, "-o", "/dev/stdout")
		if st != 0 || !bytes.Equal(out, want) {
			t.Fatalf("status %d, %d bytes on the pipe (want %d): %s", st, len(out), len(want), stderr)
		}
	})

	t.Run("dev-stdout-file", func(t *testing.T) {
		// /dev/stdout redirected to a file: written through the descriptor, nothing renamed
		// into /proc or /dev.
		out := filepath.Join(dir, "redirected")
		cmd := exec.Command("/bin/sh", "-c", `"$0" copy "$1" -o /dev/stdout > "$2"`, hostileBinary(t), in, out)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v %s", err, b)
		}
		if !bytes.Equal(readFile(t, out), want) {
			t.Fatal("the redirected file does not hold the copy")
		}
	})
}

// TestStdoutIsTheInput: `copy IN -o - >> IN` is refused and leaves IN as it was.
func TestStdoutIsTheInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.zebin")
	orig := readFile(t, zebin)
	if err := os.WriteFile(in, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("/bin/sh", "-c", `"$0" copy "$1" -o - >> "$1"`, hostileBinary(t), in)
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("status %v, want 1: %s", err, out)
	}
	if !strings.Contains(string(out), "standard output is the input file") {
		t.Errorf("message %q", out)
	}
	if !bytes.Equal(readFile(t, in), orig) {
		t.Fatal("the input changed")
	}
}

// TestInPlaceKeepsTheFile: --in-place through a symbolic link keeps the link, the file's
// inode (and so its hard links), mode with setuid and sticky bits, owner and group. GNU
// objcopy keeps the same, except that it drops setuid (it changes the owner after the mode).
func TestInPlaceKeepsTheFile(t *testing.T) {
	host := hostPrograms(t)["gcc.exe"]
	root := os.Geteuid() == 0
	setup := func(t *testing.T, dir string) (file, link, hard string) {
		file, link, hard = filepath.Join(dir, "prog"), filepath.Join(dir, "link"), filepath.Join(dir, "hard")
		if err := os.WriteFile(file, readFile(t, host), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(file, 0o755|os.ModeSetuid|os.ModeSticky); err != nil {
			t.Fatal(err)
		}
		if root {
			if err := os.Chown(file, 1234, 5678); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.Link(file, hard); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("prog", link); err != nil {
			t.Fatal(err)
		}
		return
	}
	type state struct {
		mode     os.FileMode
		uid, gid uint32
		ino      uint64
		nlink    uint64
		linkKept bool
	}
	stateOf := func(t *testing.T, file, link string) state {
		fi, err := os.Stat(file)
		if err != nil {
			t.Fatal(err)
		}
		sys := fi.Sys().(*syscall.Stat_t)
		li, _ := os.Lstat(link)
		return state{fi.Mode(), sys.Uid, sys.Gid, sys.Ino, uint64(sys.Nlink), li != nil && li.Mode()&os.ModeSymlink != 0}
	}

	dir := t.TempDir()
	file, link, hard := setup(t, dir)
	before := stateOf(t, file, link)
	if st, _, stderr := runBin(t, dir, "strip", "--in-place", link); st != 0 {
		t.Fatalf("strip --in-place: %s", stderr)
	}
	after := stateOf(t, file, link)
	if after != before {
		t.Errorf("--in-place changed the file: before %+v, after %+v", before, after)
	}
	if !bytes.Equal(readFile(t, hard), readFile(t, file)) || bytes.Equal(readFile(t, file), readFile(t, host)) {
		t.Error("the hard link does not see the stripped file")
	}
	if tmp := tempNames(t, dir); len(tmp) > 0 {
		t.Errorf("temporaries left: %v", tmp)
	}

	// GNU objcopy on the same setup, for comparison (it is not recorded: it edits in place).
	t.Run("like GNU objcopy", func(t *testing.T) {
		objcopy := oracle.Need(t, "objcopy")
		gdir := t.TempDir()
		gfile, glink, _ := setup(t, gdir)
		gbefore := stateOf(t, gfile, glink)
		if out, err := exec.Command(objcopy, "--strip-debug", glink).CombinedOutput(); err != nil {
			t.Fatalf("objcopy: %v %s", err, out)
		}
		gafter := stateOf(t, gfile, glink)
		gbefore.mode &^= os.ModeSetuid
		if gafter != gbefore {
			t.Errorf("GNU objcopy: before %+v (setuid aside), after %+v", gbefore, gafter)
		}
		after.mode &^= os.ModeSetuid
		after.ino, gafter.ino = 0, 0 // different files
		if after != gafter {
			t.Errorf("hdwarf %+v, GNU objcopy %+v (setuid aside)", after, gafter)
		}
	})
}

// TestLongOutputName: output names up to NAME_MAX (255 bytes) work.
func TestLongOutputName(t *testing.T) {
	in, _ := filepath.Abs(zebin)
	dir := t.TempDir()
	for _, n := range []int{241, 250, 255} {
		name := strings.Repeat("o", n)
		if st, _, stderr := runBin(t, dir, "copy", in, "-o", name); st != 0 {
			t.Fatalf("%d-byte name: status %d: %s", n, st, stderr)
		}
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSignalRemovesTemporary runs this test binary again as a child that starts an output,
// writes into its temporary and waits (signalChild): SIGTERM or SIGINT must remove the
// temporary and end the child by that signal. Where SIGINT is ignored (a background job, as
// the shell starts them), the child still removes the temporary and exits 1, "interrupted".
func TestSignalRemovesTemporary(t *testing.T) {
	if path := os.Getenv("HDWARF_SIGNAL_CHILD"); path != "" {
		signalChild(path)
		return
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			out := t.TempDir()
			cmd := exec.Command(os.Args[0], "-test.run=^TestSignalRemovesTemporary$")
			cmd.Env = append(os.Environ(), "HDWARF_SIGNAL_CHILD="+filepath.Join(out, "out.elf"))
			var errb bytes.Buffer
			cmd.Stderr = &errb
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			line, _ := bufio.NewReader(stdout).ReadString('\n')
			if line != "ready\n" || len(tempNames(t, out)) != 1 {
				cmd.Process.Kill()
				cmd.Wait()
				t.Fatalf("the child did not start its output: %q, temporaries %v (%s)", line, tempNames(t, out), errb.String())
			}
			cmd.Process.Signal(sig)
			err = cmd.Wait()
			ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
			switch {
			case sig == syscall.SIGINT && signal.Ignored(sig):
				if ws.Signaled() || ws.ExitStatus() != 1 || !strings.Contains(errb.String(), "interrupted") {
					t.Errorf("with SIGINT ignored: %v, want exit status 1, interrupted (%s)", err, errb.String())
				}
			case !ws.Signaled() || ws.Signal() != sig:
				t.Errorf("the child did not die of %v: %v (%s)", sig, err, errb.String())
			}
			if left, _ := os.ReadDir(out); len(left) > 0 {
				t.Errorf("left behind: %v", left)
			}
		})
	}
}

// signalChild is the child of TestSignalRemovesTemporary: an output at path, some bytes in
// its temporary, "ready" on standard output, then a wait for the signal.
func signalChild(path string) {
	var s outputSet
	f, err := s.create(path, 0o644, false)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if _, err := f.Write(make([]byte, 1<<20)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Println("ready")
	time.Sleep(20 * time.Second) // the signal comes long before
	if err := s.commit(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(0)
}

// TestSplitFailureKeepsOldDebugFiles: when the last step of strip --split-debug fails, the
// debug file and the build-id file that existed before still hold what they held.
func TestSplitFailureKeepsOldDebugFiles(t *testing.T) {
	exe := hostPrograms(t)["clang.exe"] // linked with --build-id
	dir := t.TempDir()
	ids := filepath.Join(dir, "ids")
	dbg := filepath.Join(dir, "app.debug")
	// A first, good run makes the files.
	if st, _, stderr := runBin(t, dir, "strip", "--split-debug", dbg, "--build-id-dir", ids, exe, "-o", filepath.Join(dir, "app")); st != 0 {
		t.Fatalf("strip: %s", stderr)
	}
	var idFiles []string
	filepath.Walk(ids, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.Mode().IsRegular() {
			idFiles = append(idFiles, p)
		}
		return nil
	})
	if len(idFiles) != 1 {
		t.Fatalf("build-id files: %v", idFiles)
	}
	old := []byte("what the files held before")
	for _, p := range []string{dbg, idFiles[0]} {
		if err := os.WriteFile(p, old, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// OUT in a directory that does not exist: the last output cannot be made.
	st, _, stderr := runBin(t, dir, "strip", "--split-debug", dbg, "--build-id-dir", ids, exe, "-o", filepath.Join(dir, "missing", "app"))
	if st != 1 {
		t.Fatalf("status %d, want 1 (%s)", st, stderr)
	}
	for _, p := range []string{dbg, idFiles[0]} {
		if !bytes.Equal(readFile(t, p), old) {
			t.Errorf("%s was overwritten by the failed run", p)
		}
	}
	if tmp := append(tempNames(t, dir), tempNames(t, filepath.Dir(idFiles[0]))...); len(tmp) > 0 {
		t.Errorf("temporaries left: %v", tmp)
	}
}

// TestInputTruncatedWhileRunning truncates the (memory-mapped) input while hdwarf waits to
// open its output, a FIFO: the reads that follow fault, and hdwarf must say so and exit 1
// instead of dying of SIGBUS.
func TestInputTruncatedWhileRunning(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "big.elf")
	if err := bigelf.Create(in, bigelf.DebugSpec(8<<20)); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(hostileBinary(t), "copy", in, "-o", fifo)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Opening a FIFO for writing blocks until a reader comes: wait for hdwarf to be there.
	wchan := fmt.Sprintf("/proc/%d/wchan", cmd.Process.Pid)
	var wchanSeen string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		b, _ := os.ReadFile(wchan)
		if wchanSeen = string(b); strings.Contains(wchanSeen, "fifo") || strings.Contains(wchanSeen, "partner") {
			break
		}
	}
	if err := os.Truncate(in, 0); err != nil {
		t.Fatal(err)
	}
	r, err := os.Open(fifo)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, r)
	r.Close()
	err = cmd.Wait()
	t.Logf("wchan %q; stderr %s", wchanSeen, errb.String())
	if cmd.ProcessState.ExitCode() != 1 || !strings.Contains(errb.String(), "hdwarf: "+in+": the input file changed while it was being read") {
		t.Fatalf("status %v, stderr %q; want 1 and the input named as changed", err, errb.String())
	}
}
