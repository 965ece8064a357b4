// Package inputfile reads whole input files that are not ELF code objects (payloads beside
// the ELF, a section's new contents, a bare module, the files of IGC's dump directory) under
// the rules every command follows.
package inputfile

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrNotRegular is the error for a device, FIFO or directory given as an input.
var ErrNotRegular = errors.New("not a regular file")

// Read reads the file at path. Like binutils, it takes only regular files: a device or FIFO
// has no size to bound the read by (/dev/zero never ends), and a FIFO's read may never return.
// /dev/null is the one exception, an empty file (GNU objcopy --add-section NAME=/dev/null). It
// reads no more than the size the file had when opened, so a file growing meanwhile cannot
// grow the read.
func Read(path string) ([]byte, error) {
	fd, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fd.Close()
	st, err := fd.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(st, null) {
			return nil, nil
		}
		return nil, ErrNotRegular
	}
	b := make([]byte, st.Size())
	if _, err := io.ReadFull(fd, b); err != nil {
		return nil, fmt.Errorf("read %d bytes: %w (the file shrank while being read)", len(b), err)
	}
	return b, nil
}
