package main

import (
	"fmt"

	"hdwarf/passes/visadwarf"
)

func verifyCommand() command {
	c := command{
		name:    "verify",
		summary: "Check debug sections: ranges inside code, location lists inside their function, expressions decoding, relocations resolving.",
		usage:   "verify INPUT",
		example: "  hdwarf verify k.dwarf.zebin && echo ok",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		quiet := fs.BoolP("quiet", "q", false, "print nothing; only the exit status tells (0 good, 3 problems)")
		if st := c.parse(e, fs, args); st >= 0 {
			return st
		}
		if fs.NArg() != 1 {
			return c.usageError(e, "want one INPUT, got %d", fs.NArg())
		}
		in := fs.Arg(0)
		f, err := openInputELF(e, in)
		if err != nil {
			return fail(e, in, err)
		}
		defer f.Close()
		problems, err := visadwarf.Verify(f)
		if err != nil {
			return fail(e, in, err)
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
