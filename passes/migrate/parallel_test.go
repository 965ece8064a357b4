package migrate_test

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/oracle"
	"hdwarf/passes/migrate"
)

// TestMigrateParallelMatchesSerial migrates a generated file large enough for the passes
// to split their work (layout, location lists, write) and checks that one goroutine and
// two give the same bytes, including when the location lists of the two halves are shared
// across the cut (which must fall back to one run).
func TestMigrateParallelMatchesSerial(t *testing.T) {
	abbrev, info, loc, str := genLegacy(3 << 20)
	for _, tc := range []struct {
		name string
		info []byte
	}{{"own-lists", info}, {"shared-unsorted", sharedLists(info)}, {"shared-at-cuts", sharedAtCuts(info, loc)}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, "in.o")
			if err := elfrw.WriteFile(in, legacyELF(abbrev, tc.info, loc, str), 0o644); err != nil {
				t.Fatal(err)
			}
			var outs [][]byte
			var reps []string
			for _, w := range []int{1, 2} {
				g, err := elfrw.Open(in)
				if err != nil {
					t.Fatal(err)
				}
				// Two workers also release memory where the pass says it may: twice here,
				// after the layout and after the moved location lists (the output must not
				// change).
				opts := migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser, Workers: w}
				released := 0
				if w == 2 {
					opts.ReleaseMemory = func() { released++ }
				}
				rep, err := migrate.Run(g, opts)
				if err != nil {
					g.Close()
					t.Fatalf("%d workers: %v", w, err)
				}
				out := filepath.Join(dir, "out.o")
				if err := elfrw.WriteFile(out, g, 0o644); err != nil {
					t.Fatal(err)
				}
				g.Close()
				b, err := os.ReadFile(out)
				if err != nil {
					t.Fatal(err)
				}
				if rep.Grown() <= 0 {
					t.Fatalf("%d workers: nothing rewritten", w)
				}
				if w == 2 && released != 2 {
					t.Errorf("ReleaseMemory called %d times, want 2", released)
				}
				outs, reps = append(outs, b), append(reps, rep.String())
			}
			if !bytes.Equal(outs[0], outs[1]) {
				t.Errorf("one and two workers write different files (%d and %d bytes)", len(outs[0]), len(outs[1]))
			}
			if reps[0] != reps[1] {
				t.Errorf("reports differ:\n%s\n%s", reps[0], reps[1])
			}
		})
	}
}

// genUnits returns the offsets of the units of genLegacy's .debug_info.
func genUnits(info []byte) []int {
	var units []int
	for off := 0; off+4 <= len(info); off += 4 + int(binary.LittleEndian.Uint32(info[off:])) {
		units = append(units, off)
	}
	return units
}

// genListRefs calls visit with the position of each location list offset of the unit at
// u (abbreviation 3: code, strp, sec_offset, ref4), in order.
func genListRefs(out []byte, u int, visit func(pos int)) {
	le := binary.LittleEndian
	end := u + 4 + int(le.Uint32(out[u:]))
	p := u + 11 + 12 // header, then the compile unit DIE: code, "cu\x00" and low_pc
	for p < end {
		switch out[p] {
		case 2:
			p += 1 + 4 + 1 + int(out[p+5]) + 4
		case 3:
			visit(p + 5)
			p += 1 + 4 + 4 + 4
		default:
			return
		}
	}
}

// sharedAtCuts returns a copy of genLegacy's .debug_info in which every location list
// reference names the first list holding a legacy operation: the references stay in
// increasing order, but wherever the units are cut the second run starts inside the list
// the first read, whose rewrite must be made once.
func sharedAtCuts(info, loc []byte) []byte {
	le := binary.LittleEndian
	var shared uint32
	found := false
	for p := 0; p+16 <= len(loc) && !found; {
		list := p
		for p+16 <= len(loc) {
			lo, hi := le.Uint64(loc[p:]), le.Uint64(loc[p+8:])
			p += 16
			if lo == 0 && hi == 0 {
				break
			}
			n := int(le.Uint16(loc[p:]))
			for _, c := range loc[p+2 : p+2+n] {
				if c >= 0xe1 && c <= 0xe3 && !found { // genLegacy's vendor operations
					shared, found = uint32(list), true
				}
			}
			p += 2 + n
		}
	}
	out := bytes.Clone(info)
	for _, u := range genUnits(out) {
		genListRefs(out, u, func(pos int) { le.PutUint32(out[pos:], shared) })
	}
	return out
}

// sharedLists returns a copy of genLegacy's .debug_info in which every unit of the second
// half refers to the location lists of the first unit: the references are out of order.
func sharedLists(info []byte) []byte {
	le := binary.LittleEndian
	out := bytes.Clone(info)
	units := genUnits(out)
	var first []uint32
	genListRefs(out, units[0], func(pos int) { first = append(first, le.Uint32(out[pos:])) })
	for _, u := range units[len(units)/2:] {
		i := 0
		genListRefs(out, u, func(pos int) {
			le.PutUint32(out[pos:], first[i%len(first)])
			i++
		})
	}
	return out
}

// TestPiecesMatch migrates the same generated file with the streamed sections built in
// their usual pieces and in pieces of 16 KiB, which cut .debug_info between many units and
// .debug_loc between many lists, and checks that the files and reports are the same and
// that llvm-dwarfdump-22 --verify accepts the file.
func TestPiecesMatch(t *testing.T) {
	abbrev, info, loc, str := genLegacy(2 << 20)
	dir := t.TempDir()
	var outs [][]byte
	var reps []string
	for _, size := range []int64{0, 16 << 10} {
		g := legacyELF(abbrev, info, loc, str)
		if size > 0 {
			defer migrate.SetPieceSize(size)()
		}
		rep, err := migrate.Run(g, migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser})
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, "out.o")
		if err := elfrw.WriteFile(out, g, 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		outs, reps = append(outs, b), append(reps, rep.String())
	}
	if !bytes.Equal(outs[0], outs[1]) || reps[0] != reps[1] {
		t.Fatalf("pieces of 16 KiB give another file (%d and %d bytes) or report:\n%s\n%s", len(outs[0]), len(outs[1]), reps[0], reps[1])
	}
	if !strings.Contains(reps[0], "units touched") || len(outs[0]) <= len(info)+len(loc) {
		t.Fatalf("nothing grew:\n%s", reps[0])
	}
	oracle.Want(t, dwarfdump)
	if out, _, _ := oracle.RunErr(t, dwarfdump, "--verify", filepath.Join(dir, "out.o")); !strings.Contains(out, "No errors.") {
		t.Errorf("llvm-dwarfdump-22 --verify:\n%.2000s", out)
	}
}
