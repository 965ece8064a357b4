package spirvdwarf

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/oracle"
	"hdwarf/sections/spirv"
)

// dieKey is what the agreement check compares: tag, name, the name llvm-dwarfdump gives the
// DW_AT_type, and the declaration line.
type dieKey struct{ tag, name, typ, line string }

func (k dieKey) String() string {
	return fmt.Sprintf("%s name=%q type=%q line=%s", k.tag, k.name, k.typ, k.line)
}

var (
	dumpTag  = regexp.MustCompile(`^0x[0-9a-f]+:\s+(DW_TAG_\w+|NULL)`)
	dumpAttr = regexp.MustCompile(`^\s+(DW_AT_\w+)\s+\((.*)\)$`)
	typeName = regexp.MustCompile(`^0x[0-9a-f]+ "(.*)"$`)
)

// dieKeys parses `llvm-dwarfdump --debug-info` output into the set of DIE keys (the compile
// units themselves are left out: their names are files).
func dieKeys(dump string) map[dieKey]bool {
	keys := map[dieKey]bool{}
	var cur *dieKey
	flush := func() {
		if cur != nil && cur.tag != "DW_TAG_compile_unit" {
			keys[*cur] = true
		}
		cur = nil
	}
	for _, line := range strings.Split(dump, "\n") {
		if m := dumpTag.FindStringSubmatch(line); m != nil {
			flush()
			if m[1] != "NULL" {
				cur = &dieKey{tag: m[1]}
			}
			continue
		}
		m := dumpAttr.FindStringSubmatch(line)
		if m == nil || cur == nil {
			continue
		}
		switch m[1] {
		case "DW_AT_name":
			cur.name = strings.Trim(m[2], `"`)
		case "DW_AT_type":
			if t := typeName.FindStringSubmatch(m[2]); t != nil {
				cur.typ = t[1]
			}
		case "DW_AT_decl_line":
			cur.line = m[2]
		}
	}
	flush()
	return keys
}

// corpus lists the modules of testdata/spirv (the corpus and the C++ for OpenCL / GLSL ones)
// and testdata/spirvdwarf (made for this package).
func corpus(t *testing.T) []string {
	files, err := filepath.Glob("../../testdata/spirv/*.spv")
	more, err2 := filepath.Glob("../../testdata/spirvdwarf/*.spv")
	files = append(files, more...)
	if err != nil || err2 != nil || len(files) == 0 {
		t.Fatalf("no modules in testdata/spirv: %v", err)
	}
	return files
}

func decodeFile(t *testing.T, path string) *spirv.Module {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := spirv.Decode(b)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return m
}

func isNonSemantic(m *spirv.Module) bool {
	for _, s := range m.Debug.Sets {
		if s.NonSemantic() {
			return true
		}
	}
	return false
}

// writeObject converts a module and writes the debugging object to dir.
func writeObject(t *testing.T, m *spirv.Module, dir, name string) (string, *Result) {
	t.Helper()
	f, r, err := Object(m, Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	out := filepath.Join(dir, name+".debug.o")
	if err := elfrw.WriteFile(out, f, 0o644); err != nil {
		t.Fatal(err)
	}
	return out, r
}

// TestAgainstTranslator compares every module's DWARF with the reference route: llvm-spirv-15
// -r, llc-22 for x86-64, llvm-dwarfdump-22. At least 98% of the reference's (tag, name, type
// name, decl_line) keys must be in ours, and llvm-dwarfdump-22 --verify must accept ours.
func TestAgainstTranslator(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	oracle.Want(t, "llvm-spirv-15")
	oracle.Want(t, "llc-22")
	dir := t.TempDir()
	totalRef, totalHit := 0, 0
	for _, path := range corpus(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".spv")
		t.Run(name, func(t *testing.T) {
			m := decodeFile(t, path)
			ours, _ := writeObject(t, m, dir, name)
			verify := oracle.Run(t, "llvm-dwarfdump-22", "--verify", ours)
			if !strings.Contains(verify, "No errors.") {
				t.Errorf("llvm-dwarfdump-22 --verify on ours:\n%s", verify)
			}
			if isNonSemantic(m) {
				t.Skip("llvm-spirv-15 cannot read NonSemantic.Shader.DebugInfo.100: no reference; verified only")
			}
			bc := filepath.Join(dir, name+".bc")
			ref := filepath.Join(dir, name+".ref.o")
			oracle.Run(t, "llvm-spirv-15", "-r", path, "-o", bc)
			oracle.Run(t, "llc-22", "-mtriple=x86_64-linux-gnu", "-filetype=obj", bc, "-o", ref)
			refKeys := dieKeys(oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", ref))
			ourKeys := dieKeys(oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", ours))
			var missing, extra []string
			for k := range refKeys {
				if !ourKeys[k] {
					missing = append(missing, k.String())
				}
			}
			for k := range ourKeys {
				if !refKeys[k] {
					extra = append(extra, k.String())
				}
			}
			sort.Strings(missing)
			sort.Strings(extra)
			hit := len(refKeys) - len(missing)
			totalRef += len(refKeys)
			totalHit += hit
			pct := 100 * float64(hit) / float64(max(len(refKeys), 1))
			t.Logf("%s: %d of %d reference DIEs agree (%.1f%%); ours has %d more", name, hit, len(refKeys), pct, len(extra))
			for _, s := range missing {
				t.Logf("  only in reference: %s", s)
			}
			for _, s := range extra {
				t.Logf("  only in ours:      %s", s)
			}
			if len(refKeys) < 10 {
				t.Errorf("the reference has only %d DIEs: the route lost the debug info", len(refKeys))
			}
			if pct < 98 {
				t.Errorf("agreement %.1f%% is below 98%%", pct)
			}
		})
	}
	if totalRef > 0 {
		t.Logf("all modules: %d of %d reference DIEs agree (%.1f%%)", totalHit, totalRef, 100*float64(totalHit)/float64(totalRef))
	}
}
