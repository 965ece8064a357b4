package elfrw

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
)

// ErrInputChanged is a read of a mapped input that faulted: the file was truncated (or
// otherwise changed) by another program while it was being read.
var ErrInputChanged = errors.New("the input file changed while it was being read (truncated by another program?)")

// Guard runs fn and turns a memory fault while it reads a mapped input (SIGBUS once the file
// is truncated under the mapping) into ErrInputChanged instead of a crash. The setting is per
// goroutine: every goroutine that reads input bytes runs its work under Guard.
func Guard(fn func() error) (err error) {
	old := debug.SetPanicOnFault(true)
	defer func() {
		debug.SetPanicOnFault(old)
		if r := recover(); r != nil {
			if fault, ok := r.(interface{ Addr() uintptr }); ok {
				err = fmt.Errorf("%w (memory fault at %#x)", ErrInputChanged, fault.Addr())
				return
			}
			panic(r)
		}
	}()
	return fn()
}

// source is where unchanged bytes come from: a mapping of the input file when there is one
// (slices cost nothing), otherwise any io.ReaderAt.
type source struct {
	mem   []byte      // the whole input when mapped or given in memory
	r     io.ReaderAt // used when mem is nil
	file  *os.File    // the input file, for copy_file_range on write
	unmap bool
}

func (s *source) ReadAt(p []byte, off int64) (int, error) {
	if s.mem != nil {
		if off < 0 || off > int64(len(s.mem)) {
			return 0, io.EOF
		}
		n := copy(p, s.mem[off:])
		if n < len(p) {
			return n, io.EOF
		}
		return n, nil
	}
	if s.r == nil {
		return 0, io.EOF
	}
	return s.r.ReadAt(p, off)
}

// slice returns n bytes at off: aliased from the mapping, or read into a new buffer.
func (s *source) slice(off, n int64) ([]byte, error) {
	if s.mem != nil {
		return s.mem[off : off+n : off+n], nil
	}
	b := make([]byte, n)
	if _, err := s.ReadAt(b, off); err != nil {
		return nil, fmt.Errorf("read %d bytes at offset %#x: %w", n, off, err)
	}
	return b, nil
}

func (s *source) close() error {
	var err error
	if s.unmap && s.mem != nil {
		err = unmapFile(s.mem)
		s.mem = nil
	}
	if s.file != nil {
		if e := s.file.Close(); err == nil {
			err = e
		}
		s.file = nil
	}
	return err
}

// Open reads the ELF file at path, mapping it into memory so that large sections are never
// copied unless they change. Call Close when done.
func Open(path string) (*File, error) {
	fd, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := fd.Stat()
	if err != nil {
		fd.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		fd.Close()
		return nil, errors.New("not a regular file")
	}
	size := st.Size()
	src := &source{file: fd, r: fd}
	if size > 0 && int64(int(size)) == size {
		if mem, err := mapFile(fd, int(size)); err == nil {
			src.mem, src.unmap = mem, true
		}
	}
	f, err := read(src, size)
	if err != nil {
		src.close()
		return nil, err
	}
	return f, nil
}

// Read parses an ELF file from r, which must stay readable until the file is written.
func Read(r io.ReaderAt, size int64) (*File, error) {
	return read(&source{r: r}, size)
}

// ReadBytes parses an ELF file held in memory; section contents alias b.
func ReadBytes(b []byte) (*File, error) {
	return read(&source{mem: b}, int64(len(b)))
}
