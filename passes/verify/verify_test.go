package verify

import (
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/expr"
	sdwarf "hdwarf/sections/dwarf"
)

// TestVerifyDWARF5Lists verifies clang-22's AMD GPU objects and a clang-19 x86-64 program,
// whose DWARF 5 location lists are named by DW_FORM_loclistx (the program's also through
// DW_LLE_base_addressx), and gcc's DWARF 4 + 5 program: none has a problem
// (llvm-dwarfdump-22 --verify says "No errors." of the clang ones). Then, in each object
// with lists, it breaks one entry's expression, one base address index and one range, and
// verify must say so.
func TestVerifyDWARF5Lists(t *testing.T) {
	objs, _ := filepath.Glob("../../testdata/amdgpu/*.o")
	codeObjs, _ := filepath.Glob("../../testdata/amdgpu/*.co")
	files := append(objs, codeObjs...)
	files = append(files, "../../testdata/elf/lists.clang19-O2-dwarf5", "../../testdata/elf/mixed-dwarf4-5")
	broken := map[string]int{}
	withLists := 0
	for _, p := range files {
		f, err := elfrw.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		probs, err := Verify(f, expr.DialectUser)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if len(probs) > 0 {
			t.Errorf("%s: %d problems, first %s", p, len(probs), probs[0])
		}
		s := f.Section(".debug_loclists")
		if s == nil {
			continue
		}
		orig, err := s.Data()
		if err != nil {
			t.Fatal(err)
		}
		withLists++
		entries := listEntries(t, f, orig)
		breakAt := func(what string, e *sdwarf.ListEntry, pos func(*sdwarf.ListEntry) uint64, b byte, want string) {
			t.Helper()
			if e == nil {
				return // not in this file's lists
			}
			broken[what]++
			bad := append([]byte(nil), orig...)
			bad[pos(e)] = b
			s.SetData(bad)
			probs, err := Verify(f, expr.DialectUser)
			if err != nil || !hasProblem(probs, want) {
				t.Errorf("%s: %s (entry at %#x) is not a problem %q: %q, %v", p, what, e.Off, want, probs, err)
			}
			s.SetData(orig)
		}
		withExpr := entries.find(func(e *sdwarf.ListEntry) bool { return e.HasExpr && len(e.Expr) > 0 })
		breakAt("an unknown operation", withExpr, func(e *sdwarf.ListEntry) uint64 { return e.LenOff + 1 }, 0xff, "location list entry [")
		// DW_LLE_base_addressx (1) in the clang-19 program; DW_LLE_offset_pair (4) in all.
		base := entries.find(func(e *sdwarf.ListEntry) bool { return e.Kind == 1 })
		breakAt("an address index past .debug_addr", base, func(e *sdwarf.ListEntry) uint64 { return e.ArgOff[0] }, 0x7f, "is not in .debug_addr")
		pair := entries.find(func(e *sdwarf.ListEntry) bool { return e.Kind == 4 && e.Args[1] < 0x7f })
		breakAt("a range that ends before it starts", pair, func(e *sdwarf.ListEntry) uint64 { return e.ArgOff[0] }, 0x7f, "ends before it starts")
	}
	if withLists < 6 || len(broken) < 3 {
		t.Fatalf("%d files with .debug_loclists; broken entries %v: want 6 files and each kind broken", withLists, broken)
	}
	t.Logf("%d files with .debug_loclists verify clean; broken entries found: %v", withLists, broken)
}

type entryList []sdwarf.ListEntry

func (es entryList) find(ok func(*sdwarf.ListEntry) bool) *sdwarf.ListEntry {
	for i := range es {
		if ok(&es[i]) {
			return &es[i]
		}
	}
	return nil
}

// listEntries reads every entry of f's first .debug_loclists contribution.
func listEntries(t *testing.T, f *elfrw.File, b []byte) entryList {
	t.Helper()
	d := sdwarf.FromSections(f.ByteOrder, 8, map[string][]byte{".debug_loclists": b})
	hs, err := d.ListsHeaders(".debug_loclists")
	if err != nil || len(hs) == 0 {
		t.Fatalf("contributions: %v", err)
	}
	r := sdwarf.NewLoclistsReader(b, f.ByteOrder, &hs[0], hs[0].ListsOff())
	var out entryList
	var e sdwarf.ListEntry
	for r.Next(&e) {
		out = append(out, e)
	}
	return out
}

func hasProblem(probs []string, s string) bool {
	for _, p := range probs {
		if strings.Contains(p, s) {
			return true
		}
	}
	return false
}
