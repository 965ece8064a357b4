package main

import (
	"fmt"
	"runtime/debug"
)

func versionCommand() command {
	c := command{
		name:    "version",
		summary: "Print the module version and the VCS revision hdwarf was built from.",
		usage:   "version",
		example: "  hdwarf version",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		if st := c.parse(e, fs, args); st >= 0 {
			return st
		}
		fmt.Fprintln(e.stdout, versionString())
		return exitOK
	}
	return c
}

// versionString says which build this is: module version, revision, time, dirty tree.
func versionString() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "hdwarf (no build information)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	rev, when, dirty := "unknown revision", "", ""
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = " " + s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = " (modified)"
			}
		}
	}
	return fmt.Sprintf("hdwarf %s %s%s%s %s", v, rev, when, dirty, bi.GoVersion)
}
