package main

import (
	"strconv"
	"strings"

	"hdwarf/elfrw"
	"hdwarf/passes/visadwarf"
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
		in, out, st := c.oneInput(e, fs, &o)
		if st >= 0 {
			return st
		}
		return editELF(e, in, out, func(f *elfrw.File) error { return visadwarf.Relocate(f, addrs) })
	}
	return c
}
