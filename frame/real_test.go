package frame_test

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/expr"
	"hdwarf/frame"
	"hdwarf/internal/oracle"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/dwarf/dwarftext"
	"hdwarf/sections/dwarf/exprtest"
)

// TestRealFiles dumps the .debug_frame sections IGC wrote (two CIEs, 64-bit format,
// Intel vendor operations in DW_CFA_def_cfa_expression and friends): under the intel
// dialect every instruction and expression must decode; under the user dialect our dump
// must equal llvm-dwarfdump-22's line for line, "<decoding error>"s included.
func TestRealFiles(t *testing.T) {
	files, _ := filepath.Glob("../testdata/elf/*.igc.elf")
	frames, entries, lines := 0, 0, 0
	for _, path := range files {
		f, err := elf.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		s := f.Section(".debug_frame")
		var data []byte
		if s != nil {
			data, err = s.Data()
		}
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(data) == 0 {
			continue
		}
		frames++
		name := filepath.Base(path)
		es, err := dwarf.FromSections(f.ByteOrder, 8, map[string][]byte{".debug_frame": data}).Frames(".debug_frame")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		entries += len(es)
		var intel strings.Builder
		if err := dwarftext.WriteFrames(&intel, es, f.ByteOrder, expr.DialectIntel, frame.PrintOptions{}); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(intel.String(), "decoding error") {
			t.Errorf("%s: under the intel dialect:\n%s", name, intel.String())
		}
		if !oracle.Required() && !haveDwarfdump() {
			continue
		}
		ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: f.ByteOrder, Version: 4}
		obj, err := exprtest.Build(ctx, nil, data)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(p, obj.ELF, 0o644); err != nil {
			t.Fatal(err)
		}
		llvm, _, _ := oracle.RunErr(t, dwarfdump, "--debug-frame", p)
		var user strings.Builder
		if err := dwarftext.WriteFrames(&user, es, f.ByteOrder, expr.DialectUser, frame.PrintOptions{}); err != nil {
			t.Fatal(err)
		}
		a, b := comparable(user.String()), comparable(llvm)
		if len(a) != len(b) {
			t.Errorf("%s: %d lines, llvm-dwarfdump %d", name, len(a), len(b))
		}
		for i := 0; i < len(a) && i < len(b); i++ {
			if a[i] != b[i] {
				t.Errorf("%s line %d:\n ours: %q\n llvm: %q", name, i, a[i], b[i])
				break
			}
		}
		lines += len(a)
	}
	if frames == 0 {
		t.Fatal("no .debug_frame in the test files")
	}
	t.Logf("%d .debug_frame sections, %d entries, %d dump lines equal to %s's", frames, entries, lines, dwarfdump)
}

func haveDwarfdump() bool {
	_, err := exec.LookPath(dwarfdump)
	return err == nil
}
