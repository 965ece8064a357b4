package migrate_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/oracle"
	"hdwarf/passes/migrate"
	"hdwarf/sections/dwarf"
)

// TestIntelByEvaluation migrates IGC's DWARF of every real file in testdata/elf (IGC's
// per-kernel ELFs and the zebins) from intel to user and proves each location the same by
// evaluation: the old expression under Intel's semantics and the new one under the
// heterogeneous-debugging extension, for every lane of the kernel's SIMD width and three
// random register states, give the same value or the same storage. Files that IGC's
// defects make unmigratable must fail with the expected message (undecodable). The new
// files must pass llvm-dwarfdump-22 --verify.
func TestIntelByEvaluation(t *testing.T) {
	var paths []string
	for _, g := range []string{"elf/*.igc.elf", "elf/*.zebin", "migrate/*.zebin"} {
		p, _ := filepath.Glob("../../testdata/" + g)
		paths = append(paths, p...)
	}
	var files, exprs, evals, computed, checked, checkEvals int
	dropped := map[string]int{}
	outs, inputs := map[string][]byte{}, map[string][]byte{}
	for _, p := range paths {
		in := mustRead(t, p)
		f, err := elfrw.ReadBytes(in)
		if err != nil {
			t.Fatal(err)
		}
		if f.Section(".debug_info") == nil {
			continue
		}
		name := filepath.Base(p)
		rep, err := migrate.Run(f, migrate.Options{From: expr.DialectIntel, To: expr.DialectUser, Check: true, Platform: migrate.NamePlatform(t, p)})
		if why, ok := undecodable[name]; ok {
			if err == nil || !strings.Contains(err.Error(), why) {
				t.Errorf("%s: expected an error saying %q, got %v", name, why, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for k, n := range rep.Ops {
			if strings.Contains(k, "composite") {
				computed += n
			}
		}
		checked += rep.Checked
		checkEvals += rep.CheckedEvals
		var out bytes.Buffer
		if _, err := f.WriteTo(&out); err != nil {
			t.Fatal(err)
		}
		if len(rep.Dropped) > 0 {
			// Components with no location: empty pieces, or an empty expression, which
			// llvm-dwarfdump-22 --verify must accept (no location over the entry's range).
			dropped[name] = len(rep.Dropped)
			verifyRelocated(t, name, out.Bytes())
		}
		e, n := compareByEvaluation(t, name, in, out.Bytes(), expr.DialectUser)
		files++
		exprs += e
		evals += n
		outs[name], inputs[name] = out.Bytes(), in
	}
	t.Logf("%d files, %d locations (%d computed registers rewritten), %d lane evaluations proven equal; --check proved %d rewrites (%d lane evaluations)", files, exprs, computed, evals, checked, checkEvals)
	// The vector components the machine code refutes, written with no location
	// (TestVectorPlacement says which).
	wantDropped := map[string]int{"spill.dg2.zebin": 52, "spill.dg2.simd32_entry_0001.igc.elf": 52, "spill.pvc.zebin": 184, "types.tgllp.simd32_entry_0001.igc.elf": 1}
	if !maps.Equal(dropped, wantDropped) {
		t.Errorf("components dropped per file: %v; want %v", dropped, wantDropped)
	}
	if checked == 0 {
		t.Error("--check proved nothing")
	}
	if files < 10 || computed == 0 {
		t.Fatalf("too little checked: %d files, %d computed registers", files, computed)
	}
	t.Run("llvm-dwarfdump", func(t *testing.T) {
		oracle.Want(t, dwarfdump)
		dir := t.TempDir()
		for name, b := range outs {
			tmp := filepath.Join(dir, name)
			if err := os.WriteFile(tmp, b, 0o644); err != nil {
				t.Fatal(err)
			}
			res, _, _ := oracle.RunErr(t, dwarfdump, "--verify", tmp)
			if !strings.Contains(res, "No errors.") {
				// IGC's own range defects (a subprogram whose high_pc equals its low_pc)
				// stay: every complaint must be one the input gets too.
				if err := os.WriteFile(tmp, inputs[name], 0o644); err != nil {
					t.Fatal(err)
				}
				was, _, _ := oracle.RunErr(t, dwarfdump, "--verify", tmp)
				for _, l := range strings.Split(res, "\n") {
					if strings.HasPrefix(l, "error:") && !strings.Contains(was, l) {
						t.Errorf("%s: llvm-dwarfdump-22 --verify: %s (not in the input's verification)", name, l)
					}
				}
				if err := os.WriteFile(tmp, b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			all, _, _ := oracle.RunErr(t, dwarfdump, "--debug-info", "--debug-loc", tmp)
			for _, bad := range []string{"decoding error", "DW_OP_INTEL", "DW_OP_unknown", "<unknown"} {
				if strings.Contains(all, bad) {
					t.Errorf("%s: llvm-dwarfdump-22 prints %q: it does not decode every expression", name, bad)
				}
			}
		}
	})
}

func mustReadELF(t *testing.T, b []byte) *elfrw.File {
	t.Helper()
	f, err := elfrw.ReadBytes(b)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// located is one location expression of a file: where it is and its code.
type located struct {
	where string
	code  []byte
	ctx   expr.Context
}

// locations lists the location expressions of a file's DIEs (exprloc and .debug_loc
// entries) in order, with the largest DW_AT_INTEL_simd_width.
func locations(t *testing.T, b []byte) ([]located, int) {
	t.Helper()
	d, err := dwarf.Load(mustReadELF(t, b))
	if err != nil {
		t.Fatal(err)
	}
	units, err := d.Units(".debug_info")
	if err != nil {
		t.Fatal(err)
	}
	var out []located
	lanes := 0
	var die dwarf.DIE
	for _, u := range units {
		ctx := expr.Context{AddrSize: u.AddrSize, OffsetSize: u.OffsetSize(), ByteOrder: d.ByteOrder, Version: u.Version}
		r := d.DIEs(u)
		k := 0
		for r.Next(&die) {
			if die.Abbrev == nil {
				continue
			}
			k++
			for _, f := range die.Fields {
				switch {
				case f.Attr == dw.AttrINTELSIMDWidth:
					lanes = max(lanes, int(f.Val))
				case f.Attr != dw.AttrLocation:
				case f.Form == dw.FormExprloc || dwarf.IsBlock(f.Form):
					out = append(out, located{fmt.Sprintf("DIE %d", k), f.Block, ctx})
				case f.Form == dw.FormSecOffset:
					lr := dwarf.NewLocReader(d.Sec(".debug_loc").Data, d.ByteOrder, f.Val, u.AddrSize)
					var e dwarf.ListEntry
					for j := 0; lr.Next(&e) && !e.IsEnd(); j++ {
						if e.HasExpr {
							out = append(out, located{fmt.Sprintf("DIE %d entry %d [%#x, %#x)", k, j, e.Args[0], e.Args[1]), e.Expr, ctx})
						}
					}
				}
			}
		}
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return out, lanes
}

// compareByEvaluation evaluates every location of before (Intel) and after (user) for each
// lane and random register contents; it returns the locations and lane evaluations checked.
func compareByEvaluation(t *testing.T, name string, before, after []byte, to expr.Dialect) (int, int) {
	t.Helper()
	old, lanes := locations(t, before)
	neu, _ := locations(t, after)
	if len(old) != len(neu) {
		t.Fatalf("%s: %d locations before, %d after", name, len(old), len(neu))
	}
	if lanes == 0 {
		lanes = 1
	}
	rng := rand.New(rand.NewSource(int64(len(before))))
	n, vectors := 0, 0
	defer func() {
		if vectors > 0 {
			t.Logf("%s: %d locations of IGC vectors, placed from the machine code, proven by --check only", name, vectors)
		}
	}()
	for i := range old {
		if _, err := migrate.IGCMeaning(old[i].ctx, old[i].code); migrate.IsVectorRefusal(err) {
			// IGC's own places are wrong: the migration's placer, which reads the machine
			// code, is what --check proved the new expression against.
			vectors++
			continue
		}
		for state := 0; state < 3; state++ {
			reg := expr.RandomMachine(old[i].ctx, rng.Uint64(), func(uint64) int { return 64 }).Reg
			for lane := 0; lane < lanes; lane++ {
				m := &expr.Machine{Ctx: old[i].ctx, Lane: uint64(lane), Lanes: uint64(lanes), Reg: reg}
				code := old[i].code
				if len(code) == 5 && code[0] == byte(expr.OpAddr) && m.Ctx.AddrSize == 8 {
					// IGC's SLM address: DW_OP_addr with a 4-byte operand (the address).
					code = append([]byte{byte(expr.OpAddr)}, binary.LittleEndian.AppendUint64(nil, uint64(binary.LittleEndian.Uint32(code[1:])))...)
				}
				if fixed, err := migrate.IGCMeaning(m.Ctx, code); err == nil {
					code = fixed // IGC's convert bytes as IGC means them
				}
				a, errA := expr.Eval(code, expr.DialectIntel, m)
				b, errB := expr.Eval(neu[i].code, to, m)
				if errA != nil {
					if errors.Is(errA, expr.ErrNoState) || errors.Is(errA, expr.ErrUnsupported) {
						break // a location that needs memory or a frame base: its rewrite is checked elsewhere
					}
					t.Errorf("%s %s lane %d: the old expression fails: %v (% x)", name, old[i].where, lane, errA, old[i].code)
					break
				}
				if errB != nil {
					t.Errorf("%s %s lane %d: the new expression fails: %v\nold % x\nnew % x", name, old[i].where, lane, errB, old[i].code, neu[i].code)
					break
				}
				same, err := migrate.SameResult(m, a, b)
				if err != nil || !same {
					t.Errorf("%s %s lane %d: %v and %v differ (%v)\nold % x\nnew % x", name, old[i].where, lane, a, b, err, old[i].code, neu[i].code)
					break
				}
				n++
			}
		}
	}
	return len(old), n
}

// TestIntelToIntel upgrades IGC 12504's DWARF for current Intel debuggers (--to intel) on
// every real file: no DW_OP_INTEL_regs, push_bit_piece_stack, piece_stack, bit_piece_stack
// or DW_OP_LLVM_user is left in any location, and each is proven equal by evaluation on
// every lane.
func TestIntelToIntel(t *testing.T) {
	var paths []string
	for _, g := range []string{"elf/*.igc.elf", "elf/*.zebin", "migrate/*.zebin"} {
		p, _ := filepath.Glob("../../testdata/" + g)
		paths = append(paths, p...)
	}
	var files, exprs, evals, upgraded int
	for _, p := range paths {
		in := mustRead(t, p)
		f := mustReadELF(t, in)
		if f.Section(".debug_info") == nil {
			continue
		}
		name := filepath.Base(p)
		rep, err := migrate.Run(f, migrate.Options{From: expr.DialectIntel, To: expr.DialectIntel, Check: true, Platform: migrate.NamePlatform(t, p)})
		if why, ok := undecodable[name]; ok && err != nil {
			if !strings.Contains(err.Error(), why) {
				t.Errorf("%s: expected an error saying %q, got %v", name, why, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, n := range rep.Ops {
			upgraded += n
		}
		out := writtenForIntel(t, name, f)
		e, n := compareByEvaluation(t, name, in, out, expr.DialectIntel)
		files++
		exprs += e
		evals += n
	}
	t.Logf("%d files, %d locations, %d operations upgraded, %d lane evaluations proven equal", files, exprs, upgraded, evals)
	if files < 10 || upgraded == 0 {
		t.Fatalf("too little checked: %d files, %d upgraded", files, upgraded)
	}
}

// writtenForIntel writes f (the file name) and checks that its locations hold only what
// current Intel debuggers decode: no DW_OP_INTEL_regs, push_bit_piece_stack, piece_stack,
// bit_piece_stack or DW_OP_LLVM_user.
func writtenForIntel(t *testing.T, name string, f *elfrw.File) []byte {
	t.Helper()
	var out bytes.Buffer
	if _, err := f.WriteTo(&out); err != nil {
		t.Fatal(err)
	}
	locs, _ := locations(t, out.Bytes())
	for _, l := range locs {
		ops, err := expr.Decode(l.ctx, expr.DialectIntel, l.code)
		if err != nil {
			t.Errorf("%s %s: %v", name, l.where, err)
			continue
		}
		for _, o := range ops {
			switch o.Op {
			case expr.OpIntelRegs, expr.OpIntelPushBitPieceStack, expr.OpIntelPieceStack, expr.OpIntelBitPieceStack, expr.OpLLVMUser:
				t.Errorf("%s %s: %s left (% x)", name, l.where, o.Name(), l.code)
			}
		}
	}
	return out.Bytes()
}

// TestIntelRoundTrip: Intel -> user -> Intel keeps every location's meaning, proven by
// evaluation on every lane, and the result holds only what current Intel debuggers decode.
func TestIntelRoundTrip(t *testing.T) {
	var paths []string
	for _, g := range []string{"elf/*.igc.elf", "elf/*.zebin", "migrate/*.zebin"} {
		p, _ := filepath.Glob("../../testdata/" + g)
		paths = append(paths, p...)
	}
	var files, evals, back int
	for _, p := range paths {
		in := mustRead(t, p)
		f := mustReadELF(t, in)
		name := filepath.Base(p)
		if f.Section(".debug_info") == nil || undecodable[name] != "" {
			continue
		}
		if _, err := migrate.Run(f, migrate.Options{From: expr.DialectIntel, To: expr.DialectUser, Platform: migrate.NamePlatform(t, p)}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var mid bytes.Buffer
		if _, err := f.WriteTo(&mid); err != nil {
			t.Fatal(err)
		}
		g := mustReadELF(t, mid.Bytes())
		rep, err := migrate.Run(g, migrate.Options{From: expr.DialectUser, To: expr.DialectIntel, Check: true})
		if err != nil {
			t.Errorf("%s: user -> intel: %v", name, err)
			continue
		}
		for k, n := range rep.Ops {
			if strings.Contains(k, "regval_bits") {
				back += n
			}
		}
		out := writtenForIntel(t, name, g)
		_, n := compareByEvaluation(t, name, in, out, expr.DialectIntel)
		files++
		evals += n
	}
	t.Logf("%d files round-tripped, %d reads of registers back to regval_bits, %d lane evaluations proven equal", files, back, evals)
	if files < 10 || back == 0 {
		t.Fatalf("too little checked: %d files, %d regval_bits", files, back)
	}
}

// TestSIMDWidthPerSubprogram: computed registers take the lanes of their subprogram's
// DW_AT_INTEL_simd_width, not the file's largest. structarg.tgllp.simd8_entry_0001.igc.elf
// (unit and subprogram SIMD8, 5 computed registers) is patched: with the unit at 16 and the
// subprogram at 8, the rewrites are those of the original, proven on 8 lanes; with the
// subprogram at 16, on 16 lanes, and their composites reach more registers.
func TestSIMDWidthPerSubprogram(t *testing.T) {
	in := mustRead(t, "../../testdata/elf/structarg.tgllp.simd8_entry_0001.igc.elf")
	f := mustReadELF(t, in)
	d, err := dwarf.Load(f)
	if err != nil {
		t.Fatal(err)
	}
	at := map[dw.Tag]uint64{} // file offset of each DIE's width, by tag
	units, err := d.Units(".debug_info")
	if err != nil {
		t.Fatal(err)
	}
	base := f.Section(".debug_info").Offset
	var die dwarf.DIE
	for _, u := range units {
		r := d.DIEs(u)
		for r.Next(&die) {
			if die.Abbrev == nil {
				continue
			}
			for _, fl := range die.Fields {
				if fl.Attr == dw.AttrINTELSIMDWidth {
					if fl.Form != dw.FormData2 || fl.Val != 8 {
						t.Fatalf("width %v %d", fl.Form, fl.Val)
					}
					at[die.Abbrev.Tag] = base + fl.ValOff
				}
			}
		}
	}
	if len(at) != 2 {
		t.Fatalf("widths found on %v", at)
	}
	run := func(unit, sub uint16) (migrate.Report, []byte) {
		b := bytes.Clone(in)
		binary.LittleEndian.PutUint16(b[at[dw.TagCompileUnit]:], unit)
		binary.LittleEndian.PutUint16(b[at[dw.TagSubprogram]:], sub)
		g := mustReadELF(t, b)
		rep, err := migrate.Run(g, migrate.Options{From: expr.DialectIntel, To: expr.DialectUser, Check: true})
		if err != nil {
			t.Fatalf("unit %d, subprogram %d: %v", unit, sub, err)
		}
		var out bytes.Buffer
		if _, err := g.WriteTo(&out); err != nil {
			t.Fatal(err)
		}
		return *rep, out.Bytes()
	}
	orig, origOut := run(8, 8)
	if orig.Checked != 5 || orig.CheckedEvals != 5*8*3 {
		t.Fatalf("original: %d rewrites, %d lane evaluations", orig.Checked, orig.CheckedEvals)
	}
	unit16, unit16Out := run(16, 8)
	// The unit's width comes first in .debug_info, where no rewrite moves it: put it back
	// to compare the rest.
	u16 := bytes.Clone(debugInfo(t, unit16Out))
	binary.LittleEndian.PutUint16(u16[at[dw.TagCompileUnit]-base:], 8)
	if unit16.CheckedEvals != orig.CheckedEvals || !bytes.Equal(u16, debugInfo(t, origOut)) {
		t.Errorf("unit 16, subprogram 8: %d lane evaluations, want %d, and the same rewrites", unit16.CheckedEvals, orig.CheckedEvals)
	}
	sub16, sub16Out := run(8, 16)
	if sub16.CheckedEvals != 5*16*3 {
		t.Errorf("subprogram 16: %d lane evaluations, want %d", sub16.CheckedEvals, 5*16*3)
	}
	regs := func(b []byte) int { return bytes.Count(b, []byte{byte(expr.OpRegx)}) }
	if n, m := regs(debugInfo(t, sub16Out)), regs(debugInfo(t, origOut)); n <= m {
		t.Errorf("subprogram 16: %d DW_OP_regx bytes, SIMD8 %d: the composites do not reach more registers", n, m)
	}
	t.Logf("SIMD8: %d rewrites, %d lane evaluations; unit 16/subprogram 8: %d; subprogram 16: %d", orig.Checked, orig.CheckedEvals, unit16.CheckedEvals, sub16.CheckedEvals)
}

func debugInfo(t *testing.T, b []byte) []byte {
	t.Helper()
	s := mustReadELF(t, b).Section(".debug_info")
	if s == nil {
		t.Fatal("no .debug_info")
	}
	data, err := s.Data()
	if err != nil {
		t.Fatal(err)
	}
	return data
}
