package main

import (
	"bytes"
	"debug/elf"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// buildIDPath is where a debug file for path goes under a debug-file-directory:
// .build-id/xx/yyyy.debug.
func buildIDPath(t *testing.T, path string) string {
	t.Helper()
	f := openELF(t, path)
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		b, err := s.Data()
		if err != nil || len(b) < 16 {
			continue
		}
		namesz, descsz, typ := f.ByteOrder.Uint32(b), f.ByteOrder.Uint32(b[4:]), f.ByteOrder.Uint32(b[8:])
		desc := 12 + int((namesz+3)&^3)
		if typ == 3 && string(b[12:15]) == "GNU" && desc+int(descsz) <= len(b) {
			id := hex.EncodeToString(b[desc : desc+int(descsz)])
			return filepath.Join(".build-id", id[:2], id[2:]+".debug")
		}
	}
	t.Fatalf("%s: no build-id note", path)
	return ""
}

// packagingFlows are Debian's dh_strip (debhelper 13: its command lines for executables,
// shared libraries and static libraries, with a dbgsym debug file named by build-id) and
// Fedora's find-debuginfo (eu-strip -f, then objcopy --compress-debug-sections of the debug
// file). DBG/ID is the debug file's path; tools are GNU's names.
var packagingFlows = []struct {
	name, file string
	cmds       [][]string
}{
	{"dh_strip-exe", "app", [][]string{
		{"objcopy", "--only-keep-debug", "--compress-debug-sections", "FILE", "DBG/ID"},
		{"strip", "--remove-section=.comment", "--remove-section=.note", "FILE"},
		{"objcopy", "--add-gnu-debuglink", "DBG/ID", "FILE"},
	}},
	{"dh_strip-so", "libx.so", [][]string{
		{"objcopy", "--only-keep-debug", "--compress-debug-sections", "FILE", "DBG/ID"},
		{"strip", "--remove-section=.comment", "--remove-section=.note", "--strip-unneeded", "FILE"},
		{"objcopy", "--add-gnu-debuglink", "DBG/ID", "FILE"},
	}},
	{"dh_strip-static", "lib.a", [][]string{
		{"strip", "--strip-debug", "--remove-section=.comment", "--remove-section=.note", "--enable-deterministic-archives",
			"-R", ".gnu.lto_*", "-R", ".gnu.debuglto_*", "-N", "__gnu_lto_slim", "-N", "__gnu_lto_v1", "FILE"},
	}},
	{"find-debuginfo-exe", "app", [][]string{
		{"eu-strip", "--remove-comment", "-f", "DBG/ID", "FILE"},
		{"objcopy", "--compress-debug-sections", "DBG/ID"},
	}},
	{"find-debuginfo-so", "libx.so", [][]string{
		{"eu-strip", "--remove-comment", "-f", "DBG/ID", "FILE"},
		{"objcopy", "--compress-debug-sections", "DBG/ID"},
	}},
}

// TestPackagingFlowsLikeGNU runs each distribution's packaging flow with GNU's objcopy and
// strip and with hdwarf under their names (eu-strip is eu-strip in both), on an executable, a
// shared library and a static library gcc builds here. The outputs are compared section by
// section (contents decompressed, symbols by name; archives member by member), and gdb finds
// hdwarf's debug files by build-id.
func TestPackagingFlowsLikeGNU(t *testing.T) {
	for _, tool := range []string{"objcopy", "strip", "eu-strip", "gdb", "ar", "nm"} {
		oracle.Need(t, tool)
	}
	src := t.TempDir()
	packagingProgram(t, src)
	staticLibrary(t, src)
	for _, fl := range packagingFlows {
		t.Run(fl.name, func(t *testing.T) {
			var debugs [2]string
			var outs [2]string
			for k, side := range []string{"gnu", "ours"} {
				dir := t.TempDir()
				pkg, dbg := filepath.Join(dir, "pkg"), filepath.Join(dir, "debug")
				os.MkdirAll(pkg, 0o755)
				file := filepath.Join(pkg, fl.file)
				if err := os.WriteFile(file, readFile(t, filepath.Join(src, fl.file)), 0o755); err != nil {
					t.Fatal(err)
				}
				debug := ""
				if fl.file != "lib.a" {
					debug = filepath.Join(dbg, buildIDPath(t, file))
					os.MkdirAll(filepath.Dir(debug), 0o755)
				}
				for _, cmd := range fl.cmds {
					args := make([]string, len(cmd)-1)
					for i, a := range cmd[1:] {
						args[i] = strings.NewReplacer("FILE", file, "DBG/ID", debug).Replace(a)
					}
					if side == "ours" && cmd[0] != "eu-strip" {
						if st, stderr := runAs(t, cmd[0], args...); st != 0 {
							t.Fatalf("hdwarf as %s %v: %d\n%s", cmd[0], args, st, stderr)
						}
						continue
					}
					if out, err := exec.Command(cmd[0], args...).CombinedOutput(); err != nil {
						t.Fatalf("%s %v: %v\n%s", cmd[0], args, err, out)
					}
				}
				outs[k], debugs[k] = file, debug
				if debug == "" {
					continue
				}
				// gdb finds the debug file by build-id (no debug link resolves: it is not beside).
				out, _, _ := oracle.RunErr(t, "gdb", "-nx", "-batch", "-iex", "set debug-file-directory "+dbg, "-ex", "info line api0", file)
				if !regexp.MustCompile(`Line \d+ of "lib.c"`).MatchString(out) {
					t.Errorf("%s: gdb does not find the debug information:\n%s", side, out)
				}
			}
			if fl.file == "lib.a" {
				compareArchivesWithGNU(t, outs[1], outs[0])
				return
			}
			compareSectionsWithGNU(t, debugs[1], debugs[0])
			if strings.HasPrefix(fl.name, "find-debuginfo") {
				// eu-strip wrote the stripped file on both sides; its link's CRC is of the
				// debug file before compression, on both.
				if !bytes.Equal(readFile(t, outs[0]), readFile(t, outs[1])) {
					t.Errorf("eu-strip's stripped files differ")
				}
				return
			}
			// The debug link is checked against a copy of each side's debug file beside it.
			for k := range outs {
				link := filepath.Join(filepath.Dir(outs[k]), filepath.Base(debugs[k]))
				if err := os.WriteFile(link, readFile(t, debugs[k]), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			compareSectionsWithGNU(t, outs[1], outs[0])
			if fi, _ := os.Stat(debugs[1]); fi.Mode().Perm()&0o111 == 0 && strings.HasPrefix(fl.name, "dh_strip") {
				t.Errorf("debug file mode %v: GNU's is executable", fi.Mode())
			}
		})
	}
}

// compareArchivesWithGNU compares two archives member by member: names, headers, sections
// of object members, bytes of the others, and the index.
func compareArchivesWithGNU(t *testing.T, ours, gnu string) {
	t.Helper()
	ga, oa := parseArchive(t, gnu), parseArchive(t, ours)
	if len(ga.Members) != len(oa.Members) || ga.HasIndex != oa.HasIndex {
		t.Fatalf("%d members (index %v), GNU %d (index %v)", len(oa.Members), oa.HasIndex, len(ga.Members), ga.HasIndex)
	}
	dir := t.TempDir()
	for i, g := range ga.Members {
		o := oa.Members[i]
		if o.Name != g.Name || o.Date != g.Date || o.UID != g.UID || o.GID != g.GID || o.Mode != g.Mode {
			t.Errorf("member %d: %s %d %d/%d %o; GNU %s %d %d/%d %o", i, o.Name, o.Date, o.UID, o.GID, o.Mode, g.Name, g.Date, g.UID, g.GID, g.Mode)
		}
		if !bytes.HasPrefix(g.Data, []byte(elf.ELFMAG)) {
			if !bytes.Equal(o.Data, g.Data) {
				t.Errorf("member %s changed", g.Name)
			}
			continue
		}
		op, gp := filepath.Join(dir, o.Name), filepath.Join(dir, "gnu-"+g.Name)
		os.WriteFile(op, o.Data, 0o644)
		os.WriteFile(gp, g.Data, 0o644)
		compareSectionsWithGNU(t, op, gp)
	}
	if a, b := armap(t, ours), armap(t, gnu); a != b || a == "" {
		t.Errorf("index:\n%s\nGNU's:\n%s", a, b)
	}
}
