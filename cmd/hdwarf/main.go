// Command hdwarf turns GPU vendor debug information into standard DWARF and does the release
// chores around debug sections. See README.md for the subcommands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"hdwarf/elfrw"
)

// Exit statuses.
const (
	exitOK       = 0
	exitFailure  = 1
	exitUsage    = 2
	exitProblems = 3 // verify found problems
)

func main() {
	stop := startProfile()
	st := runProgram(os.Args[0], os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(st)
}

// env is what a subcommand may touch: its streams, and what the common flags asked for
// (common.go). There are no globals.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	common
	limits limits // --max-expand and the like, which every subcommand takes (input.go)
	// gnuPerm gives new outputs the mode GNU objcopy and strip give them (output.go), set by
	// those commands before any job starts.
	gnuPerm bool
}

// command is one subcommand: its name, one line of help, its synopsis and an example.
type command struct {
	name    string
	summary string
	usage   string
	example string
	run     func(e *env, args []string) int
}

// commands is the table of subcommands.
func commands() []command {
	return []command{
		objcopyCommand(),
		copyCommand(),
		stripCommand(),
		compressCommand(),
		decompressCommand(),
		dumpCommand(),
		migrateCommand(),
		convertCommand(),
		verifyCommand(),
		relocateCommand(),
		versionCommand(),
	}
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runProgram("hdwarf", args, stdin, stdout, stderr)
}

// runProgram runs hdwarf as the program named prog (argv[0]): installed or linked as objcopy or
// strip, it is that command with GNU's defaults (gnu.go).
func runProgram(prog string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	if name, ok := gnuProgram(prog); ok {
		e.gnu = true
		args = append([]string{name}, args...)
	}
	return e.finishReport(dispatch(e, args))
}

func dispatch(e *env, args []string) int {
	stdout, stderr := e.stdout, e.stderr
	if len(args) == 0 {
		printUsage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "--help", "help":
		printUsage(stdout)
		return exitOK
	case "--version", "-V":
		return versionCommand().run(e, nil)
	}
	for _, c := range commands() {
		if c.name == args[0] {
			st := exitFailure
			if err := elfrw.Guard(func() error { st = c.run(e, args[1:]); return nil }); err != nil {
				fmt.Fprintf(stderr, "hdwarf: %v\n", err)
				return exitFailure
			}
			return st
		}
	}
	fmt.Fprintf(stderr, "hdwarf: unknown command %q%s\n\n", args[0], nearestCommand(args[0]))
	printUsage(stderr)
	return exitUsage
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: hdwarf COMMAND [options] INPUT...")
	fmt.Fprintln(w, "\nCommands:")
	cs := commands()
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'hdwarf COMMAND --help' for a command's options and an example.")
	fmt.Fprintln(w, "Exit status: 0 success, 1 failure, 2 usage error, 3 verify found problems.")
}

// flags makes the flag set of a subcommand, with --help text from the table entry.
func (c command) flags(e *env) *pflag.FlagSet {
	fs := pflag.NewFlagSet(c.name, pflag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.SortFlags = false
	fs.Usage = func() { c.printHelp(e.stderr, fs) }
	return fs
}

func (c command) printHelp(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprintf(w, "usage: hdwarf %s\n\n%s\n\nOptions:\n%s\nExample:\n%s\n", c.usage, c.summary, fs.FlagUsages(), c.example)
}

// parse parses args; it returns the exit status to stop with, or -1 to go on.
func (c command) parse(e *env, fs *pflag.FlagSet, args []string) int {
	fs.Usage = func() {}
	e.registerCommon(fs)
	e.limits.register(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			c.printHelp(e.stdout, fs)
			return exitOK
		}
		fmt.Fprintf(e.stderr, "hdwarf %s: %v%s\nRun 'hdwarf %s --help' for usage.\n", c.name, err, didYouMean(fs, err), c.name)
		return exitUsage
	}
	if err := e.afterParse(c.name, fs); err != nil {
		return c.usageError(e, "%v", err)
	}
	return -1
}

// usageError reports a wrong command line.
func (c command) usageError(e *env, format string, args ...any) int {
	fmt.Fprintf(e.stderr, "hdwarf %s: %s\nRun 'hdwarf %s --help' for usage.\n", c.name, fmt.Sprintf(format, args...), c.name)
	return exitUsage
}

// fail reports an error about a file: "hdwarf: FILE: what (at offset 0x...)".
func fail(e *env, file string, err error) int {
	msg := err.Error() + limitHint(err)
	if strings.HasPrefix(msg, file+":") {
		// Already positioned (FILE:LINE:COL: ... from text parsers).
		fmt.Fprintf(e.stderr, "hdwarf: %s\n", msg)
		return exitFailure
	}
	fmt.Fprintf(e.stderr, "hdwarf: %s: %s\n", file, msg)
	return exitFailure
}
