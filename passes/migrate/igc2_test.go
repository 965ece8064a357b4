package migrate_test

import (
	"bytes"
	"debug/elf"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/leb128"
	"hdwarf/internal/oracle"
	"hdwarf/passes/migrate"
	"hdwarf/passes/relocate"
)

// igc2Refused lists the corpus files of testdata/igc2 (IGC 2.40, scripts/gen-intel-igc2.sh)
// that a migration still refuses, by mode, with what the error says; every other file must
// migrate, the optimized SIMD32 kernels of 32-byte-GRF parts included (lanes split by a
// branch whose halves join at a stack_value), and so must IGC's vectors whose layout the
// machine code settles (vectorLayout) and aggregates of per-member values. A file that starts to
// migrate, or fails differently, fails the test so that this table follows the code.
var igc2Refused = map[string]map[expr.Dialect]string{
	// None: types.cl's float3 p.pos on tgllp (SIMD32 halves), whose lanes 0-15's z IGC puts
	// at r35, where the second half's load of x and y goes, migrates with z dropped (no
	// location) and x and y placed (TestVectorPlacement).
}

// TestIGC2Corpus migrates every zebin of testdata/igc2 to DW_OP_LLVM_user with every rewrite
// proven equal by evaluation, and to Intel's current operations, and compares the outcome
// with igc2Refused; the DW_OP_LLVM_user files pass llvm-dwarfdump-22 --verify once
// relocated, and go back to Intel's operations, proven.
func TestIGC2Corpus(t *testing.T) {
	paths, err := filepath.Glob("../../testdata/igc2/*.zebin")
	nvl, _ := filepath.Glob("../../testdata/igc2/nvl-s/*.zebin")
	paths = append(paths, nvl...)
	if err != nil || len(paths) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	pass := map[expr.Dialect]int{}
	pieces, back := 0, 0
	for _, p := range paths {
		name := filepath.Base(p)
		in, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, to := range []expr.Dialect{expr.DialectUser, expr.DialectIntel} {
			f, err := elfrw.ReadBytes(in)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			_, err = migrate.Run(f, migrate.Options{From: expr.DialectIntel, To: to, Check: true})
			var out bytes.Buffer
			if err == nil {
				_, err = f.WriteTo(&out)
			}
			if err == nil {
				pieces += checkPieceOperands(t, name, to, out.Bytes())
				if to == expr.DialectUser {
					verifyRelocated(t, name, out.Bytes())
					// Back to Intel's operations, proven, with nothing else left.
					g, err := elfrw.ReadBytes(out.Bytes())
					if err != nil {
						t.Fatal(err)
					}
					if _, err := migrate.Run(g, migrate.Options{From: expr.DialectUser, To: expr.DialectIntel, Check: true}); err != nil {
						t.Errorf("%s: user -> intel: %v", name, err)
					} else {
						writtenForIntel(t, name, g)
						back++
					}
				}
			}
			want := igc2Refused[name][to]
			switch {
			case want == "" && err != nil:
				t.Errorf("%s --to %v: %v", name, to, err)
			case want != "" && err == nil:
				t.Errorf("%s --to %v: migrated; igc2Refused expects %q", name, to, want)
			case want != "" && !strings.Contains(err.Error(), want):
				t.Errorf("%s --to %v: %v; igc2Refused expects %q", name, to, err, want)
			case err == nil:
				pass[to]++
			}
		}
	}
	t.Logf("%d files: %d migrate to user, %d to intel, %d back from user to intel; %d DW_OP_bit_piece written", len(paths), pass[expr.DialectUser], pass[expr.DialectIntel], back, pieces)
	if back != pass[expr.DialectUser] {
		t.Errorf("%d of %d user outputs go back to intel", back, pass[expr.DialectUser])
	}
}

// verifyRelocated loads every code section of a migrated file (DW_OP_LLVM_user) at its own
// address, as a driver does before a debugger reads it (relocate.Relocate), and requires
// llvm-dwarfdump-22 --verify to say "No errors." (recorded runs replay without it).
func verifyRelocated(t *testing.T, name string, out []byte) {
	t.Helper()
	f, err := elfrw.ReadBytes(out)
	if err != nil {
		t.Fatal(err)
	}
	addrs := map[string]uint64{}
	next := uint64(0xff000000)
	for _, s := range f.Sections {
		if s.Flags&elf.SHF_EXECINSTR != 0 {
			addrs[s.Name] = next
			next += 1 << 20
		}
	}
	if err := relocate.Relocate(f, addrs); err != nil {
		t.Errorf("%s: relocate: %v", name, err)
		return
	}
	path := filepath.Join(t.TempDir(), name)
	if err := elfrw.WriteFile(path, f, 0o644); err != nil {
		t.Fatal(err)
	}
	// A subtest: without the tool and its record only this skips.
	t.Run("verify/"+name, func(t *testing.T) {
		if v, _, _ := oracle.RunErr(t, dwarfdump, "--verify", path); !strings.Contains(v, "No errors.") {
			t.Errorf("llvm-dwarfdump-22 --verify after relocate:\n%s", v)
		}
	})
}

// checkPieceOperands fails on a DW_OP_bit_piece of a migrated file whose operands are not
// minimal ULEB128 numbers or whose size is 0: IGC's fixed-size operands ("9d 80 00" for 128
// bits at 0) left as IGC wrote them, which every DWARF reader decodes as something else;
// and on a DW_OP_INTEL_regval_bits of 0 bits (IGC's 256 cut to a byte). It returns how
// many pieces it saw.
func checkPieceOperands(t *testing.T, name string, d expr.Dialect, out []byte) int {
	t.Helper()
	locs, _ := locations(t, out)
	n := 0
	for _, l := range locs {
		ops, err := expr.Decode(l.ctx, d, l.code)
		if err != nil {
			t.Errorf("%s --to %v %s: %v", name, d, l.where, err)
			continue
		}
		for _, o := range ops {
			if o.Op == expr.OpIntelRegvalBits && o.Args[0] == 0 {
				t.Errorf("%s --to %v %s: DW_OP_INTEL_regval_bits 0 at 0x%x left (IGC's size cut to a byte)", name, d, l.where, o.Offset)
			}
			if o.Op != expr.OpBitPiece {
				continue
			}
			n++
			if o.Args[0] == 0 || o.Len != 1+leb128.UnsignedLen(o.Args[0])+leb128.UnsignedLen(o.Args[1]) {
				t.Errorf("%s --to %v %s: DW_OP_bit_piece at 0x%x written as % x", name, d, l.where, o.Offset, l.code[o.Offset:o.End()])
			}
		}
	}
	return n
}
