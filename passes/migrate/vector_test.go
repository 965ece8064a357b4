package migrate

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"hdwarf/dw"
	"hdwarf/dw/regs"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/geninst"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/intelgt"
)

// vectorOutcome is what placing one file's IGC vectors gives: how many variables (DIEs)
// have every location entry placed from the machine code, how many have components the
// machine code refutes (dropped: written with no location, the rest placed), and how many
// are refused.
type vectorOutcome struct{ placed, dropped, refused int }

// wantVectors lists, for every real Intel file with IGC vectors held in registers, how many
// variables the machine code places and how many it cannot; files not listed have none.
// A change in what the code settles fails the test, so that this table (and the figures in
// docs/reference.md) follow the code.
var wantVectors = map[string]vectorOutcome{
	// IGC 2.40 (testdata/igc2). pvc: the loads settle a, p.pos and wide8's b; compacted
	// instructions (add (32|M0) r5.0<1>:f ...) c.
	"vectors.pvc.O2.zebin": {3, 0, 0},
	"wide8.pvc.O2.zebin":   {1, 0, 0},
	// stackcall.cl's float4 in the kernel and in the noinline helper.
	"stackcall.dg2.O2.zebin": {2, 0, 0}, "stackcall.mtl.O2.zebin": {2, 0, 0}, "stackcall.pvc.O2.zebin": {1, 0, 0},
	// dg2, mtl SIMD16: uint8 a and float8 b of wide8 from gathering loads and ALU writes.
	"wide8.dg2.O2.zebin": {2, 0, 0},
	"wide8.mtl.O2.zebin": {2, 0, 0},
	// SIMD32 on 32-byte GRFs: each half of the lanes has its own block (a, c, p.pos), each
	// half's list placed from it; p's members are one lane split after another.
	"vectors.dg2.O2.zebin": {3, 0, 0},
	"vectors.mtl.O2.zebin": {3, 0, 0},
	// tgllp: the data port's untyped surface reads (SIMD8 and SIMD16, and SIMD32 halves) and
	// ALU writes.
	"vectors.tgllp.O2.zebin":   {3, 0, 0},
	"wide8.tgllp.O2.zebin":     {2, 0, 0},
	"stackcall.tgllp.O2.zebin": {1, 0, 0},
	// Xe2 (bmg, lnl), Xe3 (ptl, nvl-s): as pvc.
	"vectors.bmg.O2.zebin": {3, 0, 0}, "vectors.lnl.O2.zebin": {3, 0, 0}, "vectors.ptl.O2.zebin": {3, 0, 0}, "vectors.nvl-s.O2.zebin": {3, 0, 0},
	"wide8.bmg.O2.zebin": {1, 0, 0}, "wide8.lnl.O2.zebin": {1, 0, 0}, "wide8.ptl.O2.zebin": {1, 0, 0}, "wide8.nvl-s.O2.zebin": {1, 0, 0},
	"stackcall.bmg.O2.zebin": {1, 0, 0}, "stackcall.lnl.O2.zebin": {1, 0, 0}, "stackcall.ptl.O2.zebin": {1, 0, 0}, "stackcall.nvl-s.O2.zebin": {1, 0, 0},
	// Xe3P (cri): as pvc, its loads sendg (the descriptor gives the response).
	"vectors.cri.O2.zebin": {3, 0, 0}, "wide8.cri.O2.zebin": {1, 0, 0}, "stackcall.cri.O2.zebin": {1, 0, 0},
	// types.cl's particle p (float3 pos): placed from its loads, but on tgllp (SIMD32 halves)
	// IGC puts lanes 0-15's z at r35, which the second half's load of x and y writes (z is
	// never loaded: the kernel reads only pos.x and pos.y), as IGC 12504 did: z dropped (no
	// location), x and y placed.
	"types.tgllp.O2.zebin": {0, 1, 0}, "types.dg2.O2.zebin": {1, 0, 0}, "types.mtl.O2.zebin": {1, 0, 0},
	"types.pvc.O2.zebin": {1, 0, 0}, "types.bmg.O2.zebin": {1, 0, 0}, "types.lnl.O2.zebin": {1, 0, 0},
	"types.ptl.O2.zebin": {1, 0, 0}, "types.nvl-s.O2.zebin": {1, 0, 0}, "types.cri.O2.zebin": {1, 0, 0},
	// IGC 12504 (testdata/elf, testdata/migrate). A location expression holds over the
	// variable's scope: reduce.pvc's v over its loop body (a lexical block), where the
	// gathering load writes it. IGC's other locations meet writes of what the registers
	// really hold, which refute them (dropped: every component of spill's, pos.z of types'
	// p; with component 0 refuted, the components placed from it go too): spill.pvc's r1..r35 all at r18, which stages each float4 between its load
	// and its spill (34 loads; at 0x1a08 an hword scratch block read whose data is dead);
	// spill.dg2's r41..r47 at the
	// 64-bit addresses of the a64 stores (4-byte elements at stride 2); types' p.pos (float3)
	// of lanes 16-31 at r26, whose z is never loaded (r30 holds an address). reduce on
	// tgllp and dg2 (SIMD32 halves) is placed. The per-kernel ELFs are read with the GPU
	// their names give (NamePlatform).
	"reduce.pvc.zebin": {2, 0, 0}, "reduce-gtloc.pvc.zebin": {2, 0, 0}, "spill.pvc.zebin": {1, 46, 0}, "spill.dg2.zebin": {0, 7, 0},
	"reduce.tgllp.zebin": {2, 0, 0}, "reduce-gtloc.tgllp.zebin": {2, 0, 0}, "reduce.dg2.zebin": {2, 0, 0},
	"spill.dg2.simd32_entry_0001.igc.elf": {0, 7, 0}, "types.tgllp.simd32_entry_0001.igc.elf": {0, 1, 0},
}

// TestVectorPlacement decides, for every IGC vector variable of the real Intel files, each
// of its locations' layouts from the machine code as migrate does, and compares the count of
// variables placed and refused with wantVectors; it logs each refusal's reason.
func TestVectorPlacement(t *testing.T) {
	var paths []string
	for _, g := range []string{"igc2/*.zebin", "igc2/nvl-s/*.zebin", "elf/*.zebin", "elf/*.igc.elf", "migrate/*.zebin"} {
		p, _ := filepath.Glob("../../testdata/" + g)
		paths = append(paths, p...)
	}
	var total vectorOutcome
	for _, p := range paths {
		name := filepath.Base(p)
		got := placeVectors(t, p)
		total.placed += got.placed
		total.dropped += got.dropped
		total.refused += got.refused
		if got != (vectorOutcome{}) {
			t.Logf("%s: %d placed, %d with components dropped, %d refused", name, got.placed, got.dropped, got.refused)
		}
		if got != wantVectors[name] {
			t.Errorf("%s: %d vectors placed, %d with components dropped, %d refused; want %+v", name, got.placed, got.dropped, got.refused, wantVectors[name])
		}
	}
	t.Logf("%d files: %d vector variables placed from the machine code, %d with refuted components dropped, %d refused", len(paths), total.placed, total.dropped, total.refused)
	if total.placed == 0 {
		t.Fatal("nothing placed")
	}
}

// placeVectors places the vectors of the file at path (placer, for each location list entry
// or location expression with IGC's vector elements) and counts the variables.
func placeVectors(t *testing.T, path string) vectorOutcome {
	t.Helper()
	var out vectorOutcome
	name := filepath.Base(path)
	eachLocation(t, path, expr.DialectUser, func(m *migrator, u *dwarf.Unit, die *dwarf.DIE, each func(func(w *exprWork, ctx expr.Context, code []byte))) {
		var reasons, dropped []string
		found := false
		each(func(w *exprWork, ctx expr.Context, code []byte) {
			ok, err := placeOne(m, w, ctx, code)
			found = found || ok || err != nil
			if err != nil {
				reasons = append(reasons, err.Error())
			}
			dropped = append(dropped, w.refutedMsgs...)
			w.refutedMsgs = w.refutedMsgs[:0]
		})
		switch {
		case !found:
		case len(reasons) == 0 && len(dropped) > 0:
			out.dropped++
			t.Logf("%s: DIE 0x%x %s dropped: %s", name, die.Off, m.dieName(u, die), strings.Join(slices.Compact(dropped), "; "))
		case len(reasons) == 0:
			out.placed++
		default:
			out.refused++
			slices.Sort(reasons)
			t.Logf("%s: DIE 0x%x %s refused: %s", name, die.Off, m.dieName(u, die), strings.Join(slices.Compact(reasons), "; "))
		}
	})
	return out
}

// eachLocation calls f for each location attribute of each DIE of the file at path, read as
// a migration from IGC's dialect to to does; f's each calls g for the attribute's
// expression, or each of its list's entries, with w's width and code range set as the
// migration sets them (one w for all the entries of a list).
func eachLocation(t *testing.T, path string, to expr.Dialect, f func(m *migrator, u *dwarf.Unit, die *dwarf.DIE, each func(g func(w *exprWork, ctx expr.Context, code []byte)))) {
	t.Helper()
	in, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ef, err := elfrw.ReadBytes(in)
	if err != nil {
		t.Fatal(err)
	}
	if ef.Section(".debug_info") == nil {
		return
	}
	d, err := dwarf.Load(ef)
	if err != nil {
		t.Fatal(err)
	}
	m := &migrator{opts: Options{From: expr.DialectIntel, To: to, Platform: NamePlatform(t, path)}, d: d, laneCache: &sync.Map{}}
	m.skim = newSkimTable(m.opts.From, m.opts.To, m.translate)
	for a := range locAttrs {
		if a < 0x100 {
			m.locAttr[a] = true
		}
	}
	if m.lanes, err = m.simdWidth(); err != nil {
		t.Fatal(err)
	}
	units, err := d.Units(".debug_info")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range units {
		ctx := unitCtx(m, u)
		r := d.DIEs(u)
		var die dwarf.DIE
		for r.Next(&die) {
			if die.Abbrev == nil {
				continue
			}
			for _, fl := range die.Fields {
				if !m.isLocAttr(fl.Attr) {
					continue
				}
				each := func(g func(w *exprWork, ctx expr.Context, code []byte)) {
					w := newExprWork()
					switch {
					case fl.Form == dw.FormExprloc || dwarf.IsBlock(fl.Form):
						w.lanes = m.widthAt(die.Off)
						w.pc, w.pcErr = m.dieCode(u.Off, die.Off)
						g(w, ctx, fl.Block)
					case fl.Form == dw.FormSecOffset && d.Sec(".debug_loc") != nil:
						lr := dwarf.NewLocReader(d.Sec(".debug_loc").Data, d.ByteOrder, fl.Val, u.AddrSize)
						var e dwarf.ListEntry
						base, baseKnown := uint64(0), false
						for lr.Next(&e) && !e.IsEnd() {
							if e.Kind == uint8(dw.LLEBaseAddress) {
								base, baseKnown = e.Args[0], true
							}
							if e.HasExpr {
								w.lanes = m.listWidths[fl.Val]
								w.pc, w.pcErr = m.entryCode(u.Off, e, base, baseKnown)
								g(w, ctx, e.Expr)
							}
						}
					}
				}
				f(m, u, &die, each)
			}
		}
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
	}
}

// placeOne places IGC's vector in code, if it has one (found), as the migration does: the
// error is a refusal (errVectorLayout) or any other reading error of IGC's vector lists.
func placeOne(m *migrator, w *exprWork, ctx expr.Context, code []byte) (found bool, err error) {
	if !igcSuspect(ctx, code) {
		return false, nil
	}
	_, _, ok, err := igcFix(ctx, code, m.placer(w, false))
	if err != nil && !errors.Is(err, errVectorLayout) {
		return false, fmt.Errorf("not a vector IGC writes: %w", err)
	}
	return ok && err == nil && hasVector(ctx, code), err
}

// hasVector reports whether code holds IGC's vector elements (what igcFix found may be
// another of IGC's defects): placed with a placer that records the call.
func hasVector(ctx expr.Context, code []byte) bool {
	called := false
	igcFix(ctx, code, func(expr.Context, igcRead, uint64, uint64, vectorArm) ([][]expr.Operation, error) {
		called = true
		return nil, errVectorLayout
	})
	return called
}

// TestCheckRefutedPieces: --check accepts an empty piece (or no location at all) only where
// the migration recorded that the machine code refutes the component. On the real files
// whose components are dropped, each expression with refuted components is proven against
// IGC's expression with every component where the layout puts it; the same rewrite with the
// refutations forgotten, or with one more component emptied that no refutation covers,
// fails.
func TestCheckRefutedPieces(t *testing.T) {
	for _, c := range []struct {
		path string
		// exprs: expressions with refuted components; empty: those of them with no
		// component left (no location).
		// extras: those with a placed component, emptied unrecorded.
		exprs, empty, extras int
	}{
		{"../../testdata/igc2/types.tgllp.O2.zebin", 1, 0, 1},
		{"../../testdata/elf/types.tgllp.simd32_entry_0001.igc.elf", 1, 0, 1},
		{"../../testdata/elf/spill.pvc.zebin", 46, 46, 0},
		{"../../testdata/elf/spill.dg2.zebin", 7, 6, 0},
	} {
		name := filepath.Base(c.path)
		exprs, empty, extras := 0, 0, 0
		eachLocation(t, c.path, expr.DialectIntel, func(m *migrator, u *dwarf.Unit, die *dwarf.DIE, each func(func(*exprWork, expr.Context, []byte))) {
			each(func(w *exprWork, ctx expr.Context, code []byte) {
				where := func() string { return fmt.Sprintf("%s DIE 0x%x", name, die.Off) }
				w.refuted = w.refuted[:0]
				fixed, _, ok, err := igcFix(ctx, code, m.placer(w, false))
				if err != nil || !ok || len(w.refuted) == 0 {
					return
				}
				exprs++
				if len(fixed) == 0 {
					empty++
				}
				if err := m.check(w, ctx, code, fixed, where); err != nil {
					t.Errorf("%s: the rewrite with its refuted components dropped fails: %v", where(), err)
				}
				recorded := w.refuted
				w.refuted = nil
				if err := m.check(w, ctx, code, fixed, where); !errors.Is(err, ErrNotProven) {
					t.Errorf("%s: with no refutation recorded, the empty pieces give %v", where(), err)
				}
				// One more component emptied (the first placed one), unrecorded.
				w.refuted = recorded
				extra := false
				more, _, _, err := igcFix(ctx, code, func(ctx expr.Context, first igcRead, n, es uint64, arm vectorArm) ([][]expr.Operation, error) {
					saved := len(w.refuted)
					reads, err := m.placer(w, false)(ctx, first, n, es, arm)
					w.refuted = w.refuted[:saved] // recorded once, above
					for k := range reads {
						if !extra && len(reads[k]) > 0 {
							reads[k], extra = nil, true
						}
					}
					return reads, err
				})
				if err != nil {
					t.Fatalf("%s: %v", where(), err)
				}
				w.refuted = recorded
				if extra {
					extras++
					if err := m.check(w, ctx, code, more, where); !errors.Is(err, ErrNotProven) {
						t.Errorf("%s: an unrecorded empty piece gives %v", where(), err)
					}
				}
			})
		})
		if exprs != c.exprs || empty != c.empty || extras != c.extras {
			t.Errorf("%s: %d expressions with refuted components, %d with none left, %d with a placed one; want %d, %d, %d", name, exprs, empty, extras, c.exprs, c.empty, c.extras)
		}
	}
}

// TestTypesPosFromLoads: types.tgllp.O2's p (IGC 2.40, SIMD32 halves on tgllp) migrated to
// DW_OP_LLVM_user reads, on every lane, p.pos.x and p.pos.y where the kernel's two loads
// of them (untyped surface reads of 2 components, one per half, as geninst reads them) put
// that lane's values, and p.pos.z, which no instruction loads and whose place IGC gives to
// the other half's x and y, has no location.
func TestTypesPosFromLoads(t *testing.T) {
	path := "../../testdata/igc2/types.tgllp.O2.zebin"
	entries := 0
	eachLocation(t, path, expr.DialectUser, func(m *migrator, u *dwarf.Unit, die *dwarf.DIE, each func(func(*exprWork, expr.Context, []byte))) {
		if m.dieName(u, die) != `"p"` {
			return
		}
		uc := m.unitCode(u.Off)
		if uc.err != nil {
			t.Fatal(uc.err)
		}
		kc := uc.code
		grf := uint32(kc.plat.GRFBytes)
		// The loads of x and y: gathering loads of 2 components of 4 bytes, by channel.
		var loads []geninst.Gather
		for off := uint32(0); off < uint32(len(kc.code)); {
			in, err := geninst.Decode(kc.plat.Encoding, kc.code, off, grf)
			if err != nil && int(off)+16 > len(kc.code) {
				break // the section's padding after its last instruction
			}
			if err != nil {
				t.Fatalf("%s+0x%x: %v", kc.name, off, err)
			}
			if g, ok := in.Gather(kc.plat.Encoding, grf); ok && g.Components == 2 && g.ElemBytes == 4 {
				loads = append(loads, g)
			}
			off += uint32(in.Len)
		}
		if len(loads) != 2 {
			t.Fatalf("%d loads of 2 components of 4 bytes; want one per half", len(loads))
		}
		for _, g := range loads {
			t.Logf("x and y of channels %d-%d loaded at r%d and r%d", g.ChanOff, g.ChanOff+g.Lanes-1, g.Dst/grf, (g.Dst+g.CompStride)/grf)
		}
		each(func(w *exprWork, ctx expr.Context, code []byte) {
			entries++
			where := func() string { return "p" }
			res, err := m.rewriteExprFull(w, ctx, code, nil, where)
			if err != nil {
				t.Fatal(err)
			}
			if len(w.refuted) != 2 {
				t.Errorf("%d components refuted; want z of each half", len(w.refuted))
			}
			prog, err := expr.Prepare(ctx, expr.DialectUser, res.code)
			if err != nil {
				t.Fatal(err)
			}
			for state := range uint64(3) {
				mach := expr.RandomMachine(ctx, state, func(uint64) int { return 256 })
				mach.Lanes = 32
				for lane := range uint64(32) {
					mach.Lane = lane
					r, err := prog.Eval(mach)
					if err != nil {
						t.Fatalf("lane %d: %v", lane, err)
					}
					l, err := r.Location()
					if err != nil {
						t.Fatal(err)
					}
					ps, err := expr.Resolve(mach, l, 0)
					if err != nil || len(ps) < 3 {
						t.Fatalf("lane %d: %d pieces, %v", lane, len(ps), err)
					}
					var g geninst.Gather
					for _, x := range loads {
						if uint64(x.ChanOff) <= lane && lane < uint64(x.ChanOff+x.Lanes) {
							g = x
						}
					}
					for k, name := range []string{"x", "y"} {
						b := uint64(g.Dst) + uint64(k)*uint64(g.CompStride) + (lane-uint64(g.ChanOff))*4
						want, err := expr.Read(mach, expr.Location{Kind: expr.LocRegister, Reg: regs.IntelGRF(b / uint64(grf)), Offset: b % uint64(grf)}, 32)
						if err != nil {
							t.Fatal(err)
						}
						got, err := expr.Read(mach, ps[k].Loc, ps[k].Bits)
						if err != nil || !bytes.Equal(got, want) {
							t.Errorf("lane %d: p.pos.%s reads % x (%v); the load wrote % x at r%d.%d", lane, name, got, err, want, b/uint64(grf), b%uint64(grf))
						}
					}
					if ps[2].Loc.Kind != expr.LocUndefined || ps[2].Bits != 32 {
						t.Errorf("lane %d: p.pos.z is %v (%d bits); want no location", lane, ps[2].Loc, ps[2].Bits)
					}
				}
			}
		})
	})
	if entries != 1 {
		t.Errorf("%d entries of p; want 1", entries)
	}
}

// TestUnsettledStillRefused: only a readable instruction refutes a component. The per-kernel
// ELFs whose components the code refutes with their GPU given are refused without it (no
// instruction is read), naming the DIE, and with nothing dropped.
func TestUnsettledStillRefused(t *testing.T) {
	for _, name := range []string{"types.tgllp.simd32_entry_0001.igc.elf", "spill.dg2.simd32_entry_0001.igc.elf"} {
		in, err := os.ReadFile("../../testdata/elf/" + name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := elfrw.ReadBytes(in)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Run(f, Options{From: expr.DialectIntel, To: expr.DialectUser, Check: true})
		if !errors.Is(err, errVectorLayout) || !errors.Is(err, intelgt.ErrNoPlatform) || !strings.Contains(err.Error(), "(DW_TAG_variable") || rep != nil {
			t.Errorf("%s without its GPU: %v; want the vector refused, naming the DIE", name, err)
		}
	}
}
