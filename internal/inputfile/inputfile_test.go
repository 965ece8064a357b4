package inputfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestRead: a regular file is read whole; /dev/null is empty; a device and a FIFO are refused
// without a read (a FIFO with no writer would block it for ever).
func TestRead(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, []byte("payload"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := Read(p); err != nil || string(b) != "payload" {
		t.Errorf("regular file: %q, %v", b, err)
	}
	if b, err := Read(os.DevNull); err != nil || len(b) != 0 {
		t.Errorf("%s: %q, %v", os.DevNull, b, err)
	}
	if _, err := Read("/dev/zero"); !errors.Is(err, ErrNotRegular) {
		t.Errorf("/dev/zero: %v, want %v", err, ErrNotRegular)
	}
	if _, err := Read(dir); !errors.Is(err, ErrNotRegular) {
		t.Errorf("a directory: %v, want %v", err, ErrNotRegular)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	// Opening a FIFO for reading blocks until a writer comes: give it one that writes nothing.
	go func() {
		if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			w.Close()
		}
	}()
	if _, err := Read(fifo); !errors.Is(err, ErrNotRegular) {
		t.Errorf("a FIFO: %v, want %v", err, ErrNotRegular)
	}
}
