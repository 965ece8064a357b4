package main

import (
	"fmt"

	"hdwarf/passes/verify"
)

func verifyCommand() command {
	c := command{
		name:    "verify",
		summary: "Check debug sections: ranges inside code, location lists inside their function, expressions decoding, relocations resolving.",
		usage:   "verify INPUT [--dialect D] [-v]",
		example: "  hdwarf verify k.dwarf.zebin && echo ok\n  hdwarf verify -v k.igc.elf",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		quiet := fs.BoolP("quiet", "q", false, "print nothing; only the exit status tells (0 good, 3 problems)")
		dialect := fs.String("dialect", "auto", dialectFlagHelp)
		verbose := fs.BoolP("verbose", "v", false, "say which dialect expressions are read in, and why")
		if st := c.parse(e, fs, args); st >= 0 {
			return st
		}
		if fs.NArg() != 1 {
			return c.usageError(e, "want one INPUT, got %d", fs.NArg())
		}
		if err := checkDialectFlag(*dialect); err != nil {
			return c.usageError(e, "--dialect: %v", err)
		}
		in := fs.Arg(0)
		f, err := openInputELF(e, in)
		if err != nil {
			return fail(e, in, err)
		}
		defer f.Close()
		// The file, then each device code object it carries in offload containers.
		files := []deviceEntry{{"", f}}
		es, err := deviceEntries(e, f)
		if err != nil {
			return fail(e, in, err)
		}
		files = append(files, es...)
		var problems []string
		for _, x := range files {
			name := in
			if x.id != "" {
				name += ":" + x.id
			}
			d, why, err := fileDialect(x.f, *dialect)
			if err != nil {
				return fail(e, name, err)
			}
			if *verbose {
				fmt.Fprintf(e.stderr, "hdwarf: %s: dialect %v (%s)\n", name, d, why)
			}
			ps, err := verify.Verify(x.f, d)
			if err != nil {
				return fail(e, name, err)
			}
			for _, p := range ps {
				if x.id != "" {
					problems = append(problems, x.id+": "+p)
				} else {
					problems = append(problems, p)
				}
			}
		}
		if len(problems) == 0 {
			if !*quiet {
				fmt.Fprintf(e.stdout, "%s: no problems\n", in)
			}
			return exitOK
		}
		if !*quiet {
			for _, p := range problems {
				fmt.Fprintf(e.stdout, "%s: %s\n", in, p)
			}
			fmt.Fprintf(e.stderr, "hdwarf: %s: %d problems\n", in, len(problems))
		}
		return exitProblems
	}
	return c
}
