package dwarf_test

import (
	"regexp"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/oracle"
	"hdwarf/sections/dwarf"
)

// TestStringsMatchLLVMOnOtherMachines reads the DIE strings of objects of big-endian and
// 32-bit machines (whose DWARF 5 string offsets are all relocations, MIPS64's with its
// three-type r_info) and compares them, in order, with llvm-dwarfdump-22's.
func TestStringsMatchLLVMOnOtherMachines(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	// File names (DW_AT_decl_file) are line table entries, not strings of the DIE.
	quoted := regexp.MustCompile(`DW_AT_(?:name|producer|comp_dir|linkage_name)\s+\("((?:[^"\\]|\\.)*)"\)`)
	for _, target := range []string{"mips64-linux-gnuabi64", "mips64el-linux-gnuabi64", "mips-linux-gnu", "s390x-linux-gnu",
		"powerpc-linux-gnu", "powerpc64le-linux-gnu", "armv7a-linux-gnueabihf", "i386-linux-gnu"} {
		// clang-19 --target=TARGET -g -gdwarf-5 -O1 -c s.c, checked in (testdata/README.md).
		obj := "../../testdata/reloc/s." + target + ".o"
		var want []string
		for _, m := range quoted.FindAllStringSubmatch(oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", obj), -1) {
			want = append(want, m[1])
		}
		f, err := elfrw.Open(obj)
		if err != nil {
			t.Fatal(err)
		}
		d, err := dwarf.Load(f)
		if err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		units, err := d.Units(".debug_info")
		if err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		var got []string
		for _, u := range units {
			r := d.DIEs(u)
			var e dwarf.DIE
			base := uint64(0)
			for r.Next(&e) {
				if e.Depth == 0 && e.Abbrev != nil {
					base, _ = dwarf.StrOffsetsBase(u, &e)
				}
				for i := range e.Fields {
					if s, ok := d.Str(u, base, &e.Fields[i]); ok {
						got = append(got, s)
					}
				}
			}
			if err := r.Err(); err != nil {
				t.Fatalf("%s: %v", target, err)
			}
		}
		if len(want) < 5 || len(got) != len(want) {
			t.Fatalf("%s: %d strings, llvm-dwarfdump-22 shows %d", target, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: string %d is %q, llvm-dwarfdump-22 says %q", target, i, got[i], want[i])
			}
		}
	}
}
