package main

import (
	"bufio"
	"debug/elf"
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

// writeCompressedELF compresses f's debug sections as --type and --level ask (cf may be nil),
// then writes f.
func writeCompressedELF(e *env, path, input string, f *elfrw.File, cf *compressFlags) error {
	if cf != nil {
		if err := compressOutput(e, f, cf); err != nil {
			return err
		}
	}
	return writeELF(e, path, input, f)
}

// writeELF writes f to path ('-' is standard output); a file is written to a temporary name
// and renamed into place only on success, so a failure leaves no output behind.
// A new file gets the input's permissions less the umask (objcopy and strip: GNU's, gnuPerm).
func writeELF(e *env, path, input string, f *elfrw.File) error {
	return writeOutput(e, path, input, outputPerm(e, input, f), func(w io.Writer) error {
		_, err := f.WriteTo(w)
		return err
	})
}

// writeOutput writes what write writes to path ('-' is standard output); a new file gets perm.
func writeOutput(e *env, path, input string, perm os.FileMode, write func(io.Writer) error) error {
	if path == "-" {
		if stdoutIsInput(e.stdout, input) {
			return errors.New("standard output is the input file")
		}
		bw := bufio.NewWriterSize(e.stdout, 1<<20)
		if err := write(bw); err != nil {
			return err
		}
		return bw.Flush()
	}
	var set outputSet
	defer set.abort()
	w, err := set.create(path, perm, sameFile(path, input))
	if err != nil {
		return err
	}
	if err := write(w); err != nil {
		return err
	}
	return set.commit()
}

// inputPerm is the mode a new output gets: the input's less the umask, as a file created by
// open(2) with the input's mode would get.
func inputPerm(input string) os.FileMode {
	if st, err := os.Stat(input); err == nil {
		return st.Mode().Perm() &^ processUmask()
	}
	return 0o644 &^ processUmask()
}

// outputPerm is the mode of a new file written from f, read from input.
func outputPerm(e *env, input string, f *elfrw.File) os.FileMode {
	if e.gnuPerm {
		return gnuPerm(f.Type != elf.ET_REL)
	}
	return inputPerm(input)
}

// gnuPerm is the mode GNU objcopy and strip give a new output, whatever the input's: BFD
// creates it 0666 less the umask and makes it executable (0777 less the umask) when it is an
// executable or shared object (EXEC_P); an archive is not. A file rewritten in place keeps
// its mode.
func gnuPerm(exec bool) os.FileMode {
	if exec {
		return 0o777 &^ processUmask()
	}
	return 0o666 &^ processUmask()
}

// oneInput checks that the command line names exactly one INPUT and where the result goes. A
// status of -1 means go on; any other is the usage error's exit status.
func (c command) oneInput(e *env, fs *pflag.FlagSet, o *outputFlags) (in, out string, status int) {
	if fs.NArg() != 1 {
		return "", "", c.usageError(e, "want one INPUT, got %d", fs.NArg())
	}
	in = fs.Arg(0)
	out, err := o.target(in)
	if err != nil {
		return "", "", c.usageError(e, "%v", err)
	}
	e.begin(in, out)
	return in, out, -1
}

// parseOne parses args, then checks for one INPUT and where the result goes (oneInput).
func (c command) parseOne(e *env, fs *pflag.FlagSet, args []string, o *outputFlags) (in, out string, status int) {
	if st := c.parse(e, fs, args); st >= 0 {
		return "", "", st
	}
	return c.oneInput(e, fs, o)
}

// editELF opens in, lets edit change it, and writes the result to out: the shape of every
// command that rewrites one ELF file. Errors name the file they concern.
func editELF(e *env, in, out string, edit func(f *elfrw.File) error) int {
	f, err := openInputELF(e, in)
	if err != nil {
		return fail(e, in, err)
	}
	defer f.Close()
	// A fault while the mapped input is read (it was truncated meanwhile) names the input.
	if err := elfrw.Guard(func() error { return edit(f) }); err != nil {
		return fail(e, in, err)
	}
	return saveELF(e, in, out, f)
}

// saveELF writes f, read from in and changed, to out.
func saveELF(e *env, in, out string, f *elfrw.File) int {
	if err := elfrw.Guard(func() error { return writeELF(e, out, in, f) }); errors.Is(err, elfrw.ErrInputChanged) {
		return fail(e, in, err)
	} else if err != nil {
		// A section streamed to the output fails on what it reads from the input.
		if ce := (*elfrw.ContentError)(nil); errors.As(err, &ce) {
			return fail(e, in, err)
		}
		return fail(e, out, err)
	}
	return exitOK
}
