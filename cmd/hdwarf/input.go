package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"

	"hdwarf/elfrw"
)

// readInput reads a whole input file given on the command line (a payload beside the ELF, a
// section's new contents, a bare module). Like binutils, it takes only regular files: a
// device or FIFO has no size to bound the read by (/dev/zero never ends). It reads no more
// than the size the file had when opened, so a file growing meanwhile cannot grow the read.
func readInput(path string) ([]byte, error) {
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
		// /dev/null is an empty payload (GNU objcopy --add-section NAME=/dev/null).
		if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(st, null) {
			return nil, nil
		}
		return nil, errors.New("not a regular file")
	}
	b := make([]byte, st.Size())
	if _, err := io.ReadFull(fd, b); err != nil {
		return nil, fmt.Errorf("read %d bytes: %w (the file shrank while being read)", len(b), err)
	}
	return b, nil
}

// limits are the bounds on what hostile input may make hdwarf spend, as flags.
type limits struct {
	maxExpand uint64
}

func (l *limits) register(fs *pflag.FlagSet) {
	fs.Uint64Var(&l.maxExpand, "max-expand", elfrw.DefaultMaxExpand, "let compressed sections expand to `N` times the input's size in all (more is refused as a likely compression bomb)")
}

// openInputELF opens an ELF input under the limits.
func openInputELF(e *env, path string) (*elfrw.File, error) {
	f, err := elfrw.Open(path)
	if err != nil {
		return nil, err
	}
	f.MaxExpand = e.limits.maxExpand
	return f, nil
}

// limitHint says how to raise the limit an error hit, or "".
func limitHint(err error) string {
	if xe := (*elfrw.ExpandError)(nil); errors.As(err, &xe) {
		return fmt.Sprintf(" (a likely compression bomb; a larger --max-expand than %d allows it)", xe.Ratio)
	}
	return ""
}
