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

// releaseTag is the git tag the binary was built from, stamped by `make build`
// (-ldflags -X main.releaseTag=...): Go's build info knows only tags spelled vX.Y.Z and shows
// a pseudo-version (v0.0.0-<date>-<hash>) for any other, or for a clone without its tags.
var releaseTag string

// versionString says which build this is: module version, revision, time, dirty tree.
func versionString() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "hdwarf (no build information)"
	}
	return formatVersion(bi, releaseTag)
}

// formatVersion prefers the release tag to the module version of the build info.
func formatVersion(bi *debug.BuildInfo, tag string) string {
	v := bi.Main.Version
	if tag != "" {
		v = tag
	}
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
