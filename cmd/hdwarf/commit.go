package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Outputs are created and committed in one way, here. Each file a command writes is an
// output of an outputSet: written to a temporary beside it, and renamed into place only when
// every output of the set is complete (commit), so that a failure, or SIGINT / SIGTERM, leaves
// the file system as it was. What the path names decides how the bytes get there, as GNU
// objcopy and strip do it:
//
//   - a new or existing regular file: a temporary, renamed over it; the mode is the input's
//   - the input itself (--in-place): the same, keeping the file's mode (setuid, setgid and
//     sticky bits too), owner and group; a file with several hard links is written into
//     through its own inode once the temporary is complete, so that every link sees the result
//   - a symbolic link: followed; the file it names is replaced, the link stays
//   - anything that is not a regular file (a character device such as /dev/null, a FIFO,
//     /dev/stdout on a pipe or terminal): opened and written into, never replaced.

// outputSet is the outputs of one command.
type outputSet struct {
	mu    sync.Mutex
	outs  []*output
	stop  chan struct{} // closed when the set is done: ends the signal watcher
	sigs  chan os.Signal
	ended bool
}

// output is one file being written.
type output struct {
	path   string   // as the user gave it
	final  string   // the file the bytes end up in (symbolic links followed)
	file   *os.File // the temporary, or the non-regular file written into
	direct bool     // file is the target itself (not a regular file)
	// existing is the file replaced in place (--in-place): its mode, owner and group are
	// kept; links > 1 means it is written into instead of renamed over.
	existing os.FileInfo
}

// create starts an output at path. perm is the mode of a new file; inPlace says path is the
// input being rewritten, whose mode, owner, group and links are kept.
func (s *outputSet) create(path string, perm os.FileMode, inPlace bool) (*os.File, error) {
	o := &output{path: path, final: path}
	// direct writes through path itself, renaming nothing.
	direct := func() (*os.File, error) {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			return nil, err
		}
		o.file, o.direct = f, true
		s.add(o)
		return f, nil
	}
	st, err := os.Stat(path)
	switch {
	case err == nil && !st.Mode().IsRegular():
		// Written into as it is: a device, a FIFO, a terminal.
		return direct()
	case err == nil:
		if o.final, err = filepath.EvalSymlinks(path); err != nil {
			return nil, err
		}
		if strings.HasPrefix(o.final, "/proc/") || strings.HasPrefix(o.final, "/dev/") {
			// /dev/stdout redirected to a file: write through the descriptor, do not rename
			// anything into /proc or /dev.
			return direct()
		}
		if inPlace {
			o.existing = st
		}
	case !errors.Is(err, os.ErrNotExist):
		return nil, err
	}
	// Signals are watched before the temporary exists, so that none can leave it behind.
	s.watch()
	// A short name: the output's own name may already be near NAME_MAX (255 bytes). It is
	// made and recorded under the lock the signal handler takes, so the handler sees it.
	s.mu.Lock()
	if s.ended {
		s.mu.Unlock()
		return nil, errors.New("interrupted")
	}
	tmp, err := os.CreateTemp(filepath.Dir(o.final), ".hdwarf-*.tmp")
	if err == nil {
		o.file = tmp
		s.outs = append(s.outs, o)
	}
	s.mu.Unlock()
	if err != nil {
		// Name the directory, not the temporary's made-up name.
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("cannot create a file in %s: %w", filepath.Dir(o.final), err)
	}
	mode := perm
	if o.existing != nil {
		mode = o.existing.Mode()
		if uid, gid, ok := fileOwner(o.existing); ok {
			// Owner first: a change of owner clears the setuid and setgid bits.
			if err := tmp.Chown(uid, gid); err != nil && !errors.Is(err, syscall.EPERM) {
				return nil, err
			}
		}
	}
	if err := tmp.Chmod(mode.Perm() | mode&(os.ModeSetuid|os.ModeSetgid|os.ModeSticky)); err != nil {
		return nil, err
	}
	return tmp, nil
}

// add records o.
func (s *outputSet) add(o *output) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.outs = append(s.outs, o)
}

// watch starts removing the temporaries on SIGINT and SIGTERM (once per set).
func (s *outputSet) watch() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sigs != nil {
		return
	}
	s.sigs, s.stop = make(chan os.Signal, 1), make(chan struct{})
	signal.Notify(s.sigs, os.Interrupt, syscall.SIGTERM)
	go func(sigs chan os.Signal, stop chan struct{}) {
		select {
		case sig := <-sigs:
			s.unlinkTemps(sig)
		case <-stop:
		}
	}(s.sigs, s.stop)
}

// unlinkTemps removes the temporaries' names on a signal and dies of it, as the shell
// expects of an interrupted program. The files stay open: a write still under way goes on
// into a file without a name, instead of failing and being reported as an error before the
// signal ends the process. The lock is held while the signal is raised again, so that no
// commit renames a temporary in between; if the signal is ignored (a background job's
// SIGINT), commit then reports the interruption.
func (s *outputSet) unlinkTemps(sig os.Signal) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ended = true
	for _, o := range s.outs {
		if o.file != nil && !o.direct {
			os.Remove(o.file.Name())
		}
	}
	signal.Reset(sig)
	if p, err := os.FindProcess(os.Getpid()); err == nil && p.Signal(sig) == nil {
		time.Sleep(time.Second) // the signal's default action ends the process first
	}
}

// removeTemps removes every temporary; the set is over.
func (s *outputSet) removeTemps() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ended = true
	for _, o := range s.outs {
		if o.file != nil && !o.direct {
			o.file.Close()
			os.Remove(o.file.Name())
		}
		if o.direct && o.file != nil {
			o.file.Close()
		}
		o.file = nil
	}
}

// temp is the path of o's temporary (where its bytes are until commit).
func (o *output) temp() string { return o.file.Name() }

// commit closes every output and moves the temporaries into place. Once commit has begun
// renaming, the remaining outputs are still committed and the first error is reported.
func (s *outputSet) commit() error {
	defer s.finish()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return errors.New("interrupted")
	}
	var first error
	for _, o := range s.outs {
		if err := o.commit(); err != nil && first == nil {
			first = fileError{o.path, err}
		}
	}
	return first
}

func (o *output) commit() error {
	f := o.file
	o.file = nil
	if o.direct {
		return f.Close()
	}
	defer os.Remove(f.Name()) // gone after a rename; removed if anything failed
	if o.existing != nil {
		if fileLinks(o.existing) > 1 {
			// Hard links share the inode: write into it.
			defer f.Close()
			return copyInto(f, o.final)
		}
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), o.final)
}

// copyInto replaces the contents of the file at path with src's.
func copyInto(src *os.File, path string) error {
	if _, err := src.Seek(0, io.SeekStart); err != nil {
		return err
	}
	dst, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// abort removes what was not committed; harmless after commit.
func (s *outputSet) abort() {
	s.removeTemps()
	s.finish()
}

func (s *outputSet) finish() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sigs != nil {
		signal.Stop(s.sigs)
		close(s.stop)
		s.sigs = nil
	}
}

// stdoutIsInput reports whether standard output is the input file itself (as with
// `hdwarf copy IN -o - >> IN`): writing it would change the input while it is read.
func stdoutIsInput(stdout io.Writer, input string) bool {
	f, ok := stdout.(*os.File)
	if !ok || input == "" {
		return false
	}
	so, err1 := f.Stat()
	in, err2 := os.Stat(input)
	return err1 == nil && err2 == nil && os.SameFile(so, in)
}
