package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/pflag"
)

// common is what the flags every command takes (-v, -q, --report) asked for, and how hdwarf
// was invoked. Parallel jobs each get a copy of the env; log is shared.
type common struct {
	gnu     bool // run as objcopy or strip (argv[0]): GNU's defaults
	verbose bool
	quiet   bool
	log     *reportLog  // nil unless --report was given or -v
	rec     *fileRecord // the file this env is working on, if any
}

// registerCommon adds -v, -q and --report to a command's flags, unless it has its own.
func (e *env) registerCommon(fs *pflag.FlagSet) {
	add := func(name, short, help string) {
		if fs.Lookup(name) != nil {
			return
		}
		if fs.ShorthandLookup(short) != nil {
			short = ""
		}
		fs.BoolP(name, short, false, help)
	}
	add("verbose", "v", "report on standard error what was done to each file (sizes and sections before and after)")
	add("quiet", "q", "print only errors")
	if fs.Lookup("report") == nil {
		fs.String("report", "", "write a JSON report of what was done, `json` to standard output or json:FILE (schema in README)")
	}
}

// afterParse reads the common flags once the command line has been parsed.
func (e *env) afterParse(command string, fs *pflag.FlagSet) error {
	e.verbose, _ = fs.GetBool("verbose")
	e.quiet, _ = fs.GetBool("quiet")
	if e.verbose && e.quiet {
		return errors.New("-v and -q do not go together")
	}
	rep, _ := fs.GetString("report")
	if rep == "" && !e.verbose {
		return nil
	}
	dest := ""
	if rep != "" {
		format, file, _ := strings.Cut(rep, ":")
		if format != "json" {
			return fmt.Errorf("--report %q: want json or json:FILE", rep)
		}
		dest = file
		if dest == "" {
			dest = "-"
		}
		if out := fs.Lookup("output"); dest == "-" && out != nil && out.Value.String() == "-" {
			return errors.New("--report json goes to standard output, and so does -o -: give --report json:FILE")
		}
	}
	e.log = &reportLog{command: command, args: fs.Args(), dest: dest}
	return nil
}

// warnf reports a warning about file: on standard error unless -q, and in the report.
func (e *env) warnf(file, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if e.rec != nil {
		e.rec.warn(msg)
	}
	if !e.quiet {
		fmt.Fprintf(e.stderr, "hdwarf: %s: warning: %s\n", file, msg)
	}
}

// didYouMean suggests the nearest flag of fs for an unknown one: " (did you mean --level?)".
func didYouMean(fs *pflag.FlagSet, err error) string {
	msg := err.Error()
	var bad string
	switch {
	case strings.HasPrefix(msg, "unknown flag: --"):
		bad = strings.TrimPrefix(msg, "unknown flag: --")
	case strings.HasPrefix(msg, "unknown shorthand flag: "):
		// "unknown shorthand flag: 'x' in -xyz": a long flag given with one dash is the
		// usual slip, so the whole word is compared.
		if _, word, ok := strings.Cut(msg, " in -"); ok && len(word) > 1 {
			bad = word
		}
	}
	if bad == "" {
		return ""
	}
	bad, _, _ = strings.Cut(bad, "=")
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		if d := editDistance(bad, f.Name); d <= max(2, len(f.Name)/3) {
			cs = append(cs, cand{f.Name, d})
		}
	})
	if len(cs) == 0 {
		return ""
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	return fmt.Sprintf(" (did you mean --%s?)", cs[0].name)
}

// editDistance is the Levenshtein distance between a and b, counting an adjacent
// transposition as one edit.
func editDistance(a, b string) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// nearestCommand suggests a subcommand for a mistyped one: " (did you mean strip?)".
func nearestCommand(name string) string {
	best, bestD := "", 3
	for _, c := range commands() {
		if d := editDistance(name, c.name); d < bestD {
			best, bestD = c.name, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %s?)", best)
}
