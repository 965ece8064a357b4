// Package oracle finds the outside tools (llvm-dwarfdump-22, GenX_IR, readelf, ...) that
// tests compare hdwarf against. Runs of a missing tool replay the recordings in the package's
// testdata/golden (go test -update writes them where the tools are installed); a missing tool
// with no recording skips the test, except under
// HDWARF_REQUIRE_ORACLES=1 (set by CI), where it fails it: CI must never pass by skipping.
package oracle

import (
	"os"
	"os/exec"
	"testing"
)

// Required reports whether missing oracles are failures rather than skips.
func Required() bool { return os.Getenv("HDWARF_REQUIRE_ORACLES") == "1" }

// chrootOnly are tools no Debian package of the release CI runs on provides: they run in a
// chroot of another release (scripts/oracles). Where missing, their runs replay their
// recordings even under HDWARF_REQUIRE_ORACLES=1, and a run without a recording fails there.
var chrootOnly = map[string]bool{
	"iga64-sid": true, // IGC 2.x's iga64 (Debian sid's libigc2-tools), for Xe2, Xe3, Xe3P
}

// mustRun reports whether a missing tool fails the test before any recording is looked at.
func mustRun(name string) bool { return Required() && !chrootOnly[name] }

// Need returns the path of the named tool, or skips (fails under HDWARF_REQUIRE_ORACLES=1) the
// test when it is not installed.
func Need(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if Required() {
			t.Fatalf("oracle %s is required (HDWARF_REQUIRE_ORACLES=1) but not installed", name)
		}
		t.Skipf("oracle %s not installed", name)
	}
	return p
}

// Run runs the named tool with args and returns its standard output; a non-zero exit fails the
// test with the tool's standard error.
func Run(t testing.TB, name string, args ...string) string {
	t.Helper()
	out, errOut, err := RunErr(t, name, args...)
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, errOut)
	}
	return out
}

// RunErr runs the named tool and returns stdout, stderr and the exit error, for tests that
// expect the tool to fail or want to read its complaints. Where the tool is not installed it
// replays the package's recording of the same run on the same input bytes (testdata/golden,
// written by go test -update), and skips when there is none.
func RunErr(t testing.TB, name string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	return runGolden(t, name, args...)
}
