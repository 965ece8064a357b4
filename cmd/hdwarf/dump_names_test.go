package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// namesAsm is assembly for llvm-mc-22 of a DWARF 4 unit with one DIE per attribute code
// (0x02..0xff and the vendor range 0x2000..0x3fff, as data1 0x63), one per tag code of the
// standard and vendor ranges, and one per value 0..255 (and some vendor languages) of each
// attribute whose values llvm-dwarfdump-22 names.
func namesAsm() string {
	var abbrev, info strings.Builder
	abbrev.WriteString(".section .debug_abbrev,\"\",@progbits\n.byte 1,0x11,1,0,0\n")
	code := uint64(2)
	// abbrev declares a childless DIE of the tag with one attribute of the form (none when
	// attr is 0) and returns its code.
	decl := func(tag, attr uint64, form byte) []byte {
		b := append(ulebBytes(code), ulebBytes(tag)...)
		b = append(b, 0)
		if attr != 0 {
			b = append(append(b, ulebBytes(attr)...), form)
		}
		byteLine(&abbrev, append(b, 0, 0))
		code++
		return ulebBytes(code - 1)
	}
	// Attributes llvm reads as offsets, addresses or references are left out.
	skip := map[uint64]bool{0x01: true, 0x10: true, 0x11: true, 0x12: true, 0x55: true}
	for a := uint64(0x02); a < 0x4000; a++ {
		if a == 0x100 {
			a = 0x2000
		}
		if !skip[a] {
			byteLine(&info, append(decl(0x34, a, 0x0b), 0x63)) // DW_TAG_variable, data1
		}
	}
	var tags []uint64
	for _, r := range [][2]uint64{{0x01, 0x100}, {0x4080, 0x4400}, {0x5100, 0x5200}, {0x6000, 0x6010},
		{0x8000, 0x8010}, {0x8760, 0x8770}, {0xa000, 0xa030}, {0xb000, 0xb010}} {
		for t := r[0]; t < r[1]; t++ {
			if t != 0x11 && t != 0x41 && t != 0x4a && t != 0x3c && t != 0x10 { // unit tags
				tags = append(tags, t)
			}
		}
	}
	for _, t := range tags {
		byteLine(&info, decl(t, 0, 0))
	}
	enums := []uint64{0x09, 0x13, 0x20, 0x32, 0x36, 0x3e, 0x42, 0x4c, 0x5e, 0x65, 0x8b, 0x90, 0x91, 0x3feb, 0x3ff1}
	for _, a := range enums {
		c := decl(0x34, a, 0x0f) // udata
		vals := []uint64{}
		for v := uint64(0); v < 0x100; v++ {
			vals = append(vals, v)
		}
		if a == 0x13 { // DW_AT_language: the vendor languages
			vals = append(vals, 0x8001, 0x8100, 0x8765, 0x8e57, 0xb000)
		}
		if a == 0x3feb { // DW_AT_APPLE_property_attribute: bits beyond the named ones
			vals = append(vals, 0x8000, 0x10000, 0xffff)
		}
		for _, v := range vals {
			byteLine(&info, append(append([]byte{}, c...), ulebBytes(v)...))
		}
	}
	abbrev.WriteString(".byte 0\n")
	return abbrev.String() + ".section .debug_info,\"\",@progbits\n.long .Linfo_end-.Linfo\n.Linfo:\n" +
		".short 4\n.long 0\n.byte 8\n.byte 1\n" + info.String() + ".byte 0\n.Linfo_end:\n"
}

// TestDumpDWARFNamesMatchLLVM checks the names of every attribute, tag and enumerated value
// against llvm-dwarfdump-22's (LLVM 22's names: DW_CC_LLVM_DeviceKernel, DW_LNAME_*, vendor
// attributes and tags); our names for codes LLVM 22 does not know are listed differences.
func TestDumpDWARFNamesMatchLLVM(t *testing.T) {
	oracle.Want(t, dwarfdump22)
	oracle.Want(t, "llvm-mc-22")
	dir := t.TempDir()
	src, obj := filepath.Join(dir, "names.s"), filepath.Join(dir, "names.o")
	if err := os.WriteFile(src, []byte(namesAsm()), 0o644); err != nil {
		t.Fatal(err)
	}
	oracle.Run(t, "llvm-mc-22", "-triple", "x86_64-linux-gnu", "-filetype=obj", src, "-o", obj)
	st, ours, stderr := hdwarf(t, "dump", "--dwarf", obj)
	if st != 0 {
		t.Fatalf("status %d: %s", st, stderr)
	}
	llvm, _, _ := oracle.RunErr(t, dwarfdump22, "--debug-info", obj)
	o, l := splitDumpSections(ours), splitDumpSections(llvm)
	known := map[string]int{}
	equal := compareDumps(t, "names.o", ".debug_info", o[".debug_info"], l[".debug_info"], fileKind{rel: true}, known)
	for _, want := range []string{"DW_AT_calling_convention (DW_CC_LLVM_DeviceKernel)", "DW_AT_language_name (DW_LNAME_Metal)",
		"DW_AT_language (DW_LANG_Hylo)", "DW_AT_encoding (DW_ATE_HP_float128)", "DW_TAG_SUN_dtor", "DW_AT_GO_kind (0x63)",
		"DW_AT_APPLE_property_attribute (65535 (DW_APPLE_PROPERTY_readonly,"} {
		if !strings.Contains(ours, want) && !strings.Contains(strings.Join(o[".debug_info"], "\n"), want) {
			t.Errorf("no %q in our dump", want)
		}
	}
	if equal < 15000 {
		t.Errorf("only %d lines equal", equal)
	}
	t.Logf("%d lines equal to %s's; known differences %v", equal, dwarfdump22, known)
}
