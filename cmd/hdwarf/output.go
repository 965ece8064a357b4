package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/pflag"

	"hdwarf/elfrw"
)

// outputFlags are the flags every file-writing subcommand shares.
type outputFlags struct {
	out     string
	inPlace bool
}

func (o *outputFlags) register(fs *pflag.FlagSet) {
	fs.StringVarP(&o.out, "output", "o", "", "write the result to `FILE` ('-' for standard output)")
	fs.BoolVar(&o.inPlace, "in-place", false, "replace INPUT with the result (atomically)")
}

// target checks the output flags against the input and says where to write.
func (o *outputFlags) target(input string) (string, error) {
	switch {
	case o.inPlace && o.out != "":
		return "", errors.New("give either -o or --in-place, not both")
	case o.inPlace:
		return input, nil
	case o.out == "":
		return "", errors.New("no output: give -o FILE, -o - or --in-place")
	}
	if o.out != "-" && sameFile(o.out, input) {
		return "", errors.New("the output is the input file: use --in-place to rewrite it")
	}
	return o.out, nil
}

func sameFile(a, b string) bool {
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	if err1 == nil && err2 == nil {
		return os.SameFile(sa, sb)
	}
	x, _ := filepath.Abs(a)
	y, _ := filepath.Abs(b)
	return x == y
}

// writeELF writes f to path ('-' is standard output); a file is written to a temporary name
// and renamed into place only on success, so a failure leaves no output behind.
// The new file gets the input's permissions.
func writeELF(e *env, path, input string, f *elfrw.File) error {
	return writeOutput(e, path, input, func(w io.Writer) error {
		_, err := f.WriteTo(w)
		return err
	})
}

func writeOutput(e *env, path, input string, write func(io.Writer) error) error {
	if path == "-" {
		bw := bufio.NewWriterSize(e.stdout, 1<<20)
		if err := write(bw); err != nil {
			return err
		}
		return bw.Flush()
	}
	perm := os.FileMode(0o644)
	if st, err := os.Stat(input); err == nil {
		perm = st.Mode().Perm()
	}
	return elfrw.WriteAtomic(path, perm, write)
}
