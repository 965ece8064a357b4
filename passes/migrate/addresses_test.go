package migrate_test

import (
	"bytes"
	"debug/elf"
	"fmt"
	"hdwarf/internal/bytecursor"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/passes/migrate"
	"hdwarf/passes/relocate"
	"hdwarf/passes/verify"
	"hdwarf/sections/dwarf"
)

// TestZebinAddressesKept migrates every zebin of testdata/elf that carries IGC's DWARF and
// checks that no code address moved: both files are loaded as Intel's runtime loads them
// (hdwarf relocate: each .text.<kernel> at its own address, the relocations applied, IGC's
// .text.<kernel> symbols of the debug sections resolved to the kernel's code), and every
// address is compared: unit and subprogram ranges, line rows, FDE ranges and location list
// entries.
func TestZebinAddressesKept(t *testing.T) {
	paths := zebins()
	checked := 0
	for _, p := range paths {
		in := mustRead(t, p)
		f, err := elfrw.ReadBytes(in)
		if err != nil {
			t.Fatal(err)
		}
		if f.Section(".debug_info") == nil {
			continue
		}
		t.Run(filepath.Base(p), func(t *testing.T) {
			_, err := migrate.Run(f, migrate.Options{From: expr.DialectIntel, To: expr.DialectUser, KeepUnmappable: true})
			if why, ok := undecodable[filepath.Base(p)]; ok {
				// Kept here so that the day they migrate, this list is brought up to date.
				if err == nil || !strings.Contains(err.Error(), why) {
					t.Fatalf("expected an error saying %q, got %v", why, err)
				}
				t.Logf("not migrated: %v", err)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if _, err := f.WriteTo(&out); err != nil {
				t.Fatal(err)
			}
			// verify resolves the relocations as the runtime does: none points outside; and
			// migrating adds no problem (IGC's own, such as location lists past their
			// subprogram, stay; those of its vendor operations go).
			dieOff := regexp.MustCompile(`DIE at 0x[0-9a-f]+`)
			had := map[string]bool{}
			for k, b := range [][]byte{in, out.Bytes()} {
				g, err := elfrw.ReadBytes(b)
				if err != nil {
					t.Fatal(err)
				}
				d := expr.DialectIntel // IGC's input; the output is in the user form
				if k == 1 {
					d = expr.DialectUser
				}
				problems, err := verify.Verify(g, d)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range problems {
					if strings.Contains(p, ".rela.") {
						t.Errorf("verify: %s", p)
					}
					p = dieOff.ReplaceAllString(p, "DIE")
					if k == 0 {
						had[p] = true
					} else if !had[p] {
						t.Errorf("verify finds a problem the input does not have: %s", p)
					}
				}
			}
			before, after := loadedAddresses(t, in), loadedAddresses(t, out.Bytes())
			if len(before) == 0 {
				t.Fatal("no addresses found")
			}
			// IGC's .text.<kernel> symbols resolve to the kernel's code, loaded at 0xff000000.
			for _, a := range before {
				if strings.HasPrefix(a, "DW_TAG_compile_unit") && !strings.HasPrefix(a, "DW_TAG_compile_unit: [0xff0") {
					t.Errorf("the unit's range is not in the kernel's code: %s", a)
				}
			}
			if !slices.Equal(before, after) {
				for i := range max(len(before), len(after)) {
					var b, a string
					if i < len(before) {
						b = before[i]
					}
					if i < len(after) {
						a = after[i]
					}
					if a != b {
						t.Errorf("address %d: before %q, after %q", i, b, a)
					}
				}
			}
			t.Logf("%d addresses kept", len(before))
		})
		checked++
	}
	if checked < 3 {
		t.Fatalf("only %d zebins with DWARF found", checked)
	}
}

// zebins lists the real zebins of testdata: elf/ (IGC's DWARF that llvm-dwarfdump-22 reads
// as we do) and migrate/ (IGC's DWARF with defects that decode differently).
func zebins() []string {
	a, _ := filepath.Glob("../../testdata/elf/*.zebin")
	b, _ := filepath.Glob("../../testdata/migrate/*.zebin")
	return append(a, b...)
}

// undecodable lists the files migrate refuses, and the message: IGC 12504's vectors whose
// layout the machine code does not settle (vectorLayout), read with the platform the name of
// a per-kernel ELF gives (NamePlatform). IGC's DW_OP_LLVM_convert bytes (reduce.tgllp,
// reduce.dg2, reduce-gtloc.tgllp) are read as IGC means them (TestIGCConvert). None is
// refused now: where the machine code refutes IGC's location (spill.dg2's r41..r47 at the
// 64-bit addresses of the a64 stores, spill.pvc's r1..r35 at r18, which stages each float4
// between its load and its spill, types' p.pos.z of lanes 16-31 at r30, where the address of
// p.c is computed), those components have no location (TestVectorPlacement).
var undecodable = map[string]string{}

// loadedAddresses relocates a zebin as the runtime would (kernel k's code at 0xff000000 +
// k<<24) and lists every code address its DWARF gives, in order.
func loadedAddresses(t *testing.T, b []byte) []string {
	t.Helper()
	f, err := elfrw.ReadBytes(b)
	if err != nil {
		t.Fatal(err)
	}
	addrs := map[string]uint64{}
	for _, s := range f.Sections {
		if strings.HasPrefix(s.Name, ".text.") && s.Flags&elf.SHF_ALLOC != 0 {
			addrs[s.Name] = 0xff000000 + uint64(len(addrs))<<24
		}
	}
	if err := relocate.Relocate(f, addrs); err != nil {
		t.Fatal(err)
	}
	d, err := dwarf.Load(f)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	units, err := d.Units(".debug_info")
	if err != nil {
		t.Fatal(err)
	}
	bo := d.ByteOrder
	var die dwarf.DIE
	for _, u := range units {
		var lowPC uint64
		r := d.DIEs(u)
		for r.Next(&die) {
			if die.Abbrev == nil {
				continue
			}
			tag := die.Abbrev.Tag
			var low, high uint64
			var highIsLen, hasLow bool
			for _, fl := range die.Fields {
				switch {
				case fl.Attr == dw.AttrLowpc:
					low, hasLow = fl.Val, true
				case fl.Attr == dw.AttrStmtList:
					lt, err := d.LineTable(fl.Val, u.AddrSize)
					if err != nil {
						t.Fatal(err)
					}
					for _, row := range lt.Rows {
						out = append(out, fmt.Sprintf("line %d:%d: %#x", row.Line, row.Column, row.Address))
					}
				case fl.Attr == dw.AttrHighpc:
					high, highIsLen = fl.Val, fl.Form != dw.FormAddr
				case (fl.Attr == dw.AttrLocation || fl.Attr == dw.AttrFrameBase) && fl.Form == dw.FormSecOffset && u.Version < 5:
					lr := dwarf.NewLocReader(d.Sec(".debug_loc").Data, bo, fl.Val, u.AddrSize)
					var e dwarf.ListEntry
					for lr.Next(&e) && !e.IsEnd() {
						out = append(out, fmt.Sprintf("loc of %v: [%#x, %#x) base %#x", fl.Attr, e.Args[0], e.Args[1], lowPC))
					}
					if err := lr.Err(); err != nil {
						t.Fatal(err)
					}
				}
			}
			if highIsLen {
				high += low
			}
			if tag == dw.TagCompileUnit {
				lowPC = low
			}
			if hasLow {
				out = append(out, fmt.Sprintf("%v: [%#x, %#x)", tag, low, high))
			}
		}
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
	}
	if s := d.Sec(".debug_frame"); s != nil {
		fs, err := d.Frames(".debug_frame")
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range fs {
			if e.IsCIE || e.Terminator {
				continue
			}
			cie := fs[dwarf.EntryAt(fs, e.CIE)]
			at := e.CIEPointerPos + 4
			if e.Format64 {
				at += 4
			}
			n := cie.AddrSize
			lo := bytecursor.ReadFixed(s.Data[at:], bo, n)
			ln := bytecursor.ReadFixed(s.Data[at+uint64(n):], bo, n)
			out = append(out, fmt.Sprintf("fde: [%#x, %#x)", lo, lo+ln))
		}
	}
	return out
}
