package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"hdwarf/passes/relocate"
)

func relocateCommand() command {
	c := command{
		name:    "relocate",
		summary: "Give code sections load addresses and apply the relocations of the debug sections, as a GPU driver does before a debugger sees the file.",
		usage:   "relocate INPUT --section NAME=ADDR... -o OUT",
		example: "  hdwarf relocate --section .text.k2=0xff000000 k.dwarf.zebin -o k.loaded.zebin",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		var o outputFlags
		secs := fs.StringArray("section", nil, "load section `NAME=ADDR` at ADDR (0x... or decimal); repeatable")
		o.register(fs)
		if st := c.parse(e, fs, args); st >= 0 {
			return st
		}
		addrs := map[string]uint64{}
		for _, s := range *secs {
			name, val, ok := strings.Cut(s, "=")
			if !ok || name == "" {
				return c.usageError(e, "--section %q: want NAME=ADDR", s)
			}
			a, err := strconv.ParseUint(val, 0, 64)
			if err != nil {
				return c.usageError(e, "--section %q: address %q is not a number", s, val)
			}
			addrs[name] = a
		}
		if len(addrs) == 0 {
			return c.usageError(e, "no --section NAME=ADDR given: say where each code section is loaded")
		}
		in, out, st := c.oneInput(e, fs, &o)
		if st >= 0 {
			return st
		}
		// An address that cannot hold its section is a wrong command line (exit 2); the
		// other refusals are about the input (exit 1). Nothing is written either way.
		f, err := openInputELF(e, in)
		if err != nil {
			return fail(e, in, err)
		}
		defer f.Close()
		if err := relocate.Relocate(f, addrs); err != nil {
			if ae := (*relocate.AddressError)(nil); errors.As(err, &ae) && ae.Where == "" {
				return c.usageError(e, "%s: %v", in, err)
			}
			if se := (*relocate.SectionError)(nil); errors.As(err, &se) {
				err = fmt.Errorf("--section %v", se)
			}
			return fail(e, in, err)
		}
		return saveELF(e, in, out, f)
	}
	return c
}
