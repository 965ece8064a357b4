package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
	"hdwarf/passes/strip"
)

// TestBuildIDDirForGDB: --build-id-dir names the .build-id directory itself, and gdb finds the
// debug file when its debug-file-directory is the directory holding .build-id (and, as a
// control, not when it is the .build-id directory).
func TestBuildIDDirForGDB(t *testing.T) {
	dir := t.TempDir()
	app := hostPrograms(t)["gcc.exe"] // gcc links with a build-id note
	debugRoot := filepath.Join(dir, "debug")
	stripped := filepath.Join(dir, "bin", "app") // elsewhere: only the build-id can lead to the debug file
	os.MkdirAll(filepath.Dir(stripped), 0o755)
	if st, _, stderr := hdwarf(t, "strip", "--build-id-dir", filepath.Join(debugRoot, ".build-id"), app, "-o", stripped); st != 0 {
		t.Fatalf("strip: %d %s", st, stderr)
	}
	files, _ := filepath.Glob(filepath.Join(debugRoot, ".build-id", "??", "*.debug"))
	if len(files) != 1 {
		t.Fatalf("build-id tree holds %v", files)
	}
	if id, err := strip.BuildID(mustOpen(t, app)); err != nil || len(id) == 0 || files[0] != filepath.Join(debugRoot, ".build-id", strip.BuildIDPath(id)) {
		t.Errorf("build-id tree holds %s, the build id is %x (%v)", files[0], id, err)
	}
	t.Run("gdb", func(t *testing.T) {
		gdb := oracle.Need(t, "gdb")
		lineOfMain := func(debugDir string) string {
			out, _ := exec.Command(gdb, "-nx", "-batch", "-iex", "set debuginfod enabled off", "-iex", "set debug-file-directory "+debugDir,
				"-ex", "info line main", stripped).CombinedOutput()
			return string(out)
		}
		if out := lineOfMain(debugRoot); !strings.Contains(out, "Line 4 of") {
			t.Errorf("gdb with debug-file-directory %s does not find the debug file:\n%s", debugRoot, out)
		}
		if out := lineOfMain(filepath.Join(debugRoot, ".build-id")); strings.Contains(out, "Line 4 of") {
			t.Errorf("gdb found the debug file with debug-file-directory set to the .build-id directory itself; the control is wrong:\n%s", out)
		}
	})
}
