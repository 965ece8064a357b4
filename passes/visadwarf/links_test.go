package visadwarf

import (
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/dwarfenc/expr"
	"hdwarf/elfrw"
	"hdwarf/passes/visalink"
	"hdwarf/sections/visa"
	"hdwarf/sections/visaasm"
	"hdwarf/sections/visall"
)

const igcDumpDir = "../../testdata/igcdump"

// dumpKernel is one kernel of a test dump directory: its files start with base.
type dumpKernel struct {
	dir, base, platform string
}

// dumpLinks reads the kernel's .visa.ll files (kernel and _fN functions) with the run's
// module dump and .visaasm texts, and links them.
func (k dumpKernel) links(t *testing.T) (map[string]*visalink.Function, []Asm) {
	t.Helper()
	d := filepath.Join(igcDumpDir, k.dir)
	mods, _ := filepath.Glob(filepath.Join(d, "*_push_analysis.ll"))
	if len(mods) != 1 {
		t.Fatalf("%s: %d module dumps", d, len(mods))
	}
	mod, err := visall.Parse(filepath.Base(mods[0]), readTestFile(t, mods[0]))
	if err != nil {
		t.Fatal(err)
	}
	lls, _ := filepath.Glob(filepath.Join(d, k.base+"*.visa.ll"))
	out := map[string]*visalink.Function{}
	var asms []Asm
	for _, p := range lls {
		name := strings.TrimSuffix(p, ".visa.ll")
		ll, err := visall.Parse(filepath.Base(p), readTestFile(t, p))
		if err != nil {
			t.Fatal(err)
		}
		af, err := visaasm.Parse(readTestFile(t, name+".visaasm"))
		if err != nil {
			t.Fatal(err)
		}
		asms = append(asms, Asm{Source: name + ".visaasm", File: af})
		fs, err := visalink.Links(visalink.Input{LL: ll, Module: mod, Asm: af.Functions[0]})
		if err != nil {
			t.Fatal(err)
		}
		for i := range fs {
			out[fs[i].Name] = &fs[i]
		}
	}
	return out, asms
}

// igcVar is a variable of IGC's DWARF with a single location expression.
type igcVar struct {
	key  visalink.Key // Function, Name, Line (Arg is not compared)
	loc  []byte
	list bool // a location list (not compared)
}

// igcVars reads the variables and parameters of IGC's DWARF in an ELF.
func igcVars(t *testing.T, path string) []igcVar {
	t.Helper()
	ef, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ef.Close()
	d, err := ef.DWARF()
	if err != nil {
		t.Fatal(err)
	}
	var out []igcVar
	var fn string
	r := d.Reader()
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		if e == nil {
			break
		}
		switch e.Tag {
		case dwarf.TagSubprogram:
			fn, _ = e.Val(dwarf.AttrName).(string)
		case dwarf.TagVariable, dwarf.TagFormalParameter:
			name, _ := e.Val(dwarf.AttrName).(string)
			line, _ := e.Val(dwarf.AttrDeclLine).(int64)
			v := igcVar{key: visalink.Key{Function: fn, Name: name, Line: int(line)}}
			switch f := e.AttrField(dwarf.AttrLocation); {
			case f == nil:
			case f.Class == dwarf.ClassExprLoc:
				v.loc = f.Val.([]byte)
			default:
				v.list = true
			}
			out = append(out, v)
		}
	}
	return out
}

// TestLinksAgainstIGC converts kernels of a real dump with their links and compares each
// linked variable's location with IGC's own DWARF for the same kernel, by evaluation on
// every lane of random machines: the figures are the share of IGC's located variables we
// locate, and how many evaluate to the same storage.
func TestLinksAgainstIGC(t *testing.T) {
	kernels := []dumpKernel{
		{"vadd.dg2.O0", "OCL_asm67ebf9c68f76fafd_simd8_entry_0001", "dg2"},
		{"vadd.dg2.O0", "OCL_asm67ebf9c68f76fafd_simd8_entry_0002", "dg2"},
	}
	for _, k := range kernels {
		links, asms := k.links(t)
		base := filepath.Join(igcDumpDir, k.dir, k.base)
		f, err := elfrw.Open(base + ".elf")
		if err != nil {
			t.Fatal(err)
		}
		info, err := visa.Decode(readTestFile(t, base+".dbg"))
		if err != nil {
			t.Fatal(err)
		}
		p, err := ParsePlatform(k.platform)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Convert(f, Input{Blobs: []Blob{{Source: base + ".dbg", Info: info}}, Asm: asms, Links: links}, Options{Platform: &p})
		if err != nil {
			t.Fatal(err)
		}
		kr := res.Kernels[0]
		ours := map[visalink.Key]LinkReport{}
		for _, o := range kr.Objects {
			for _, l := range o.Links {
				key := l.Key
				key.Arg = 0
				ours[key] = l
				if len(l.Entries) == 0 {
					t.Logf("%s: %v (%v): no location: %s", kr.Name, l.Key, l.Kind, l.Why)
				}
			}
		}
		simd := asms[0].File.Functions[0].SimdSize
		var located, linked, same, lanes int
		var diffs, extra []string
		for _, v := range igcVars(t, base+".elf") {
			if v.loc == nil && !v.list {
				if l, ok := ours[v.key]; ok && len(l.Entries) > 0 {
					extra = append(extra, fmt.Sprintf("%v (%v)", v.key, l.Kind))
				}
				continue
			}
			located++
			l, ok := ours[v.key]
			if !ok || len(l.Entries) == 0 {
				diffs = append(diffs, fmt.Sprintf("%v: not located by the links", v.key))
				continue
			}
			linked++
			if v.list {
				continue
			}
			n, err := sameOnLanes(v.loc, l, simd)
			lanes += n
			if err != nil {
				diffs = append(diffs, fmt.Sprintf("%v (%v): %v", v.key, l.Kind, err))
				continue
			}
			same++
		}
		t.Logf("%s %s: IGC locates %d variables; the links locate %d (%.0f%%), %d of them the same storage on every lane (%d lane evaluations)",
			k.dir, kr.Name, located, linked, 100*float64(linked)/float64(max(located, 1)), same, lanes)
		if len(extra) > 0 {
			t.Logf("  IGC leaves without a location, the links locate: %s", strings.Join(extra, ", "))
		}
		for _, d := range diffs {
			t.Logf("  %s", d)
		}
		if located == 0 || linked != located || same != linked {
			t.Errorf("%s: %d of %d located, %d the same", kr.Name, linked, located, same)
		}
	}
}

// sameOnLanes evaluates IGC's expression and each entry of ours on every lane of three
// random machines and reports how many lane evaluations agreed, or the first difference.
// IGC 12504 gives frame slots no address space; ours are in the
// private one, so a default-space address of IGC's is compared as a private one there.
func sameOnLanes(igc []byte, l LinkReport, simd int) (int, error) {
	ctxIGC := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	ctxOurs := ctxIGC
	ctxOurs.Version = 5
	pa, err := expr.Prepare(ctxIGC, expr.DialectIntel, igc)
	if err != nil {
		return 0, fmt.Errorf("IGC's expression: %v", err)
	}
	n := 0
	for _, e := range l.Entries {
		pb, err := expr.Prepare(ctxOurs, expr.DialectUser, e.Expr)
		if err != nil {
			return n, fmt.Errorf("our expression: %v", err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			reg := expr.RandomMachine(ctxIGC, seed, expr.IntelRegSize(32)).Reg
			for lane := 0; lane < simd; lane++ {
				m := &expr.Machine{Ctx: ctxIGC, Lane: uint64(lane), Lanes: uint64(simd), Reg: reg}
				a, err := pa.Eval(m)
				if err != nil {
					return n, fmt.Errorf("IGC's expression, lane %d: %v", lane, err)
				}
				mo := *m
				mo.Ctx = ctxOurs
				b, err := pb.Eval(&mo)
				if err != nil {
					return n, fmt.Errorf("our expression, lane %d: %v", lane, err)
				}
				if la, err := a.Location(); err == nil && la.Kind == expr.LocMemory && la.Space == 0 && !b.IsValue && b.Loc.Kind == expr.LocMemory && b.Loc.Space == AspacePrivate {
					la.Space = AspacePrivate
					a = expr.Result{Loc: la}
				}
				ok, err := expr.Same(m, a, b, 0)
				if err != nil || !ok {
					return n, fmt.Errorf("lane %d: IGC %v, ours %v (%v)", lane, a, b, err)
				}
				n++
			}
		}
	}
	return n, nil
}
