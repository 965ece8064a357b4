package dwarfenc

import (
	"encoding/binary"
	"regexp"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/internal/oracle"
)

// llvmUnnamed lists codes our tables name that llvm-dwarfdump-22 prints as unknown.
var llvmUnnamed = map[string]bool{
	"DW_AT_INTEL_simd_width": true, // Intel's IGC attribute; not in LLVM's Dwarf.def
	"DW_LANG_LLVM_HIP":       true, // heterogeneous-debugging proposal only (reference §2.4)
	// Allocated upstream after the LLVM 22 branch (reference §2.1).
	"DW_AT_LLVM_virtual_call_origin": true,
	"DW_AT_LLVM_language_dialect":    true,
}

// TestNamesMatchLLVM checks the Tag, Attr, Lang and Encoding name tables against
// llvm-dwarfdump-22's names for the same codes.
func TestNamesMatchLLVM(t *testing.T) {
	oracle.Want(t, dwarfdump)
	w := NewWriter(Config{Version: 5, AddrSize: 8, ByteOrder: binary.LittleEndian, Strings: StringsInline})
	u := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
	var want []string
	for _, tag := range named[dw.Tag](1 << 16) {
		if tag == dw.TagCompileUnit || tag == dw.TagPartialUnit || tag == dw.TagTypeUnit || tag == dw.TagSkeletonUnit {
			continue // unit tags may only be roots
		}
		u.Root.AddChild(tag)
		want = append(want, tag.String())
	}
	for _, a := range named[dw.Attr](1 << 16) {
		if a == dw.AttrSibling || a == dw.AttrRanges || a == dw.AttrAPPLEProperty {
			continue // llvm-dwarfdump follows these as offsets or references, not constants
		}
		u.Root.AddChild(dw.TagVariable).Add(a, Udata(1))
		want = append(want, dw.TagVariable.String(), a.String())
		switch a { // the value 1 is printed by name too
		case dw.AttrLanguage, dw.AttrAPPLERuntimeClass:
			want = append(want, dw.Lang(1).String())
		case dw.AttrEncoding:
			want = append(want, dw.Encoding(1).String())
		}
	}
	for _, l := range named[dw.Lang](1 << 16) {
		u.Root.AddChild(dw.TagVariable).Add(dw.AttrLanguage, Udata(uint64(l)))
		want = append(want, dw.TagVariable.String(), dw.AttrLanguage.String())
		if !llvmUnnamed[l.String()] { // printed as a bare number
			want = append(want, l.String())
		}
	}
	for _, e := range named[dw.Encoding](1 << 8) {
		u.Root.AddChild(dw.TagBaseType).Add(dw.AttrEncoding, Udata(uint64(e)))
		want = append(want, dw.TagBaseType.String(), dw.AttrEncoding.String(), e.String())
	}
	secs, err := w.Finish()
	if err != nil {
		t.Fatal(err)
	}
	l := layout{version: 5, addrSize: 8}
	p := writeObject(t, l, secs, t.TempDir(), "names.o")
	out := oracle.Run(t, dwarfdump, "--debug-info", p)
	got := regexp.MustCompile(`DW_(?:TAG|AT|LANG|ATE)_[A-Za-z0-9_]+`).FindAllString(out, -1)
	if len(got) < 1 || got[0] != "DW_TAG_compile_unit" {
		t.Fatalf("dump does not start with the unit:\n%s", out)
	}
	got = got[1:]
	for i := range want {
		if i >= len(got) {
			t.Fatalf("llvm-dwarfdump printed %d names, we expected %d", len(got), len(want))
		}
		if got[i] == want[i] {
			continue
		}
		if llvmUnnamed[want[i]] && regexp.MustCompile(`_unknown_`).MatchString(got[i]) {
			continue
		}
		t.Errorf("name %d: llvm-dwarfdump says %s, we say %s", i, got[i], want[i])
	}
}

// named lists, lowest first, the values below limit that T's String names.
func named[T interface {
	~uint8 | ~uint16 | ~uint32
	String() string
}](limit uint64) []T {
	var vs []T
	for v := uint64(0); v < limit; v++ {
		if !strings.Contains(T(v).String(), "unknown_") {
			vs = append(vs, T(v))
		}
	}
	return vs
}
