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
	dir, base, platform, kernel string
}

// dumpLinks reads the kernel's .visa.ll files (kernel and _fN functions) with the run's
// module dump and .visaasm texts, and links them.
func (k dumpKernel) links(t *testing.T) (map[LinkKey]*visalink.Function, []Asm) {
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
	out := map[LinkKey]*visalink.Function{}
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
			out[LinkKey{k.kernel, fs[i].Name}] = &fs[i]
		}
	}
	return out, asms
}

// igcVar is a variable of IGC's DWARF and its location: one expression (loc) or a list.
type igcVar struct {
	key  visalink.Key // Function, Name, Line (Arg is not compared)
	loc  []byte
	list []igcEntry
}

// igcEntry is one entry of a DWARF 4 location list: code [lo, hi) and the expression.
type igcEntry struct {
	lo, hi uint64
	expr   []byte
}

// igcVars reads the variables and parameters of IGC's DWARF in an ELF; a variable of an
// inlined subroutine takes its name, line and function from its abstract origin.
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
	var loc []byte
	if s := ef.Section(".debug_loc"); s != nil {
		if loc, err = s.Data(); err != nil {
			t.Fatal(err)
		}
	}
	type origin struct {
		fn, name string
		line     int
	}
	origins := map[dwarf.Offset]origin{}
	type pending struct {
		v    igcVar
		from dwarf.Offset
	}
	var vars []pending
	var fn string
	var cuBase uint64
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
		case dwarf.TagCompileUnit:
			cuBase, _ = e.Val(dwarf.AttrLowpc).(uint64)
		case dwarf.TagSubprogram:
			fn, _ = e.Val(dwarf.AttrName).(string)
		case dwarf.TagVariable, dwarf.TagFormalParameter:
			name, _ := e.Val(dwarf.AttrName).(string)
			line, _ := e.Val(dwarf.AttrDeclLine).(int64)
			origins[e.Offset] = origin{fn, name, int(line)}
			v := igcVar{key: visalink.Key{Function: fn, Name: name, Line: int(line)}}
			switch f := e.AttrField(dwarf.AttrLocation); {
			case f == nil:
			case f.Class == dwarf.ClassExprLoc:
				v.loc = f.Val.([]byte)
			case f.Class == dwarf.ClassLocListPtr:
				v.list = locList(t, loc, f.Val.(int64), cuBase)
			}
			from, _ := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
			vars = append(vars, pending{v, from})
		}
	}
	out := make([]igcVar, 0, len(vars))
	for _, p := range vars {
		if o, ok := origins[p.from]; ok && p.from != 0 {
			p.v.key = visalink.Key{Function: o.fn, Name: o.name, Line: o.line}
		}
		out = append(out, p.v)
	}
	return out
}

// locList reads a DWARF 4 location list of 64-bit addresses at off of .debug_loc.
func locList(t *testing.T, sec []byte, off int64, base uint64) []igcEntry {
	var out []igcEntry
	for p := int(off); p >= 0 && p+16 <= len(sec); {
		lo, hi := binary.LittleEndian.Uint64(sec[p:]), binary.LittleEndian.Uint64(sec[p+8:])
		p += 16
		switch {
		case lo == 0 && hi == 0:
			return out
		case lo == ^uint64(0):
			base = hi
			continue
		}
		if p+2 > len(sec) {
			break
		}
		n := int(binary.LittleEndian.Uint16(sec[p:]))
		if p+2+n > len(sec) {
			break
		}
		out = append(out, igcEntry{base + lo, base + hi, sec[p+2 : p+2+n]})
		p += 2 + n
	}
	t.Fatalf(".debug_loc at %#x: list without its end", off)
	return nil
}

// TestLinksAgainstIGC converts kernels of a real dump with their links and compares each
// linked variable's location with IGC's own DWARF for the same kernel, by evaluation on
// every lane of random machines: the figures are the share of IGC's located variables we
// locate, and how many evaluate to the same storage.
func TestLinksAgainstIGC(t *testing.T) {
	kernels := []struct {
		dumpKernel
		strict bool // every variable IGC locates is located, with the same storage
	}{
		{dumpKernel{"vadd.dg2.O0", "OCL_asm67ebf9c68f76fafd_simd8_entry_0001", "dg2", "vadd"}, true},
		{dumpKernel{"vadd.dg2.O0", "OCL_asm67ebf9c68f76fafd_simd8_entry_0002", "dg2", "k2"}, true},
		// Optimized SIMD32: measured only (see the README for the differences).
		{dumpKernel{"vadd.tgllp.O2", "OCL_asm6648dcbb74f3aa38_simd32_entry_0001", "tgllp", "vadd"}, false},
		{dumpKernel{"vadd.tgllp.O2", "OCL_asm6648dcbb74f3aa38_simd32_entry_0002", "tgllp", "k2"}, false},
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
		// Arguments whose value the function receives are left to the payload inputs.
		byInput := map[visalink.Key]bool{}
		for _, fl := range links {
			for _, u := range fl.Unlinked {
				if strings.Contains(u.Why, "parameter of the function") {
					u.Key.Arg = 0
					byInput[u.Key] = true
				}
			}
		}
		var located, inputs, linked, same, lanes int
		var diffs, extra []string
		for _, v := range igcVars(t, base+".elf") {
			if v.loc == nil && v.list == nil {
				if l, ok := ours[v.key]; ok && len(l.Entries) > 0 {
					extra = append(extra, fmt.Sprintf("%v (%v)", v.key, l.Kind))
				}
				continue
			}
			if byInput[v.key] {
				inputs++
				continue
			}
			located++
			l, ok := ours[v.key]
			if !ok || len(l.Entries) == 0 {
				diffs = append(diffs, fmt.Sprintf("%v: not located by the links", v.key))
				continue
			}
			linked++
			var n int
			var err error
			if v.list == nil {
				n, err = sameOnLanes(v.loc, l.Entries, simd)
			} else {
				// Each of IGC's entries against ours where the code ranges meet.
				for _, ie := range v.list {
					var meet []LinkEntry
					for _, e := range l.Entries {
						if e.Lo < ie.hi && ie.lo < e.Hi {
							meet = append(meet, e)
						}
					}
					k, err2 := sameOnLanes(ie.expr, meet, simd)
					n += k
					if err2 != nil {
						err = fmt.Errorf("[%#x, %#x): %v", ie.lo, ie.hi, err2)
						break
					}
				}
			}
			lanes += n
			if err != nil {
				diffs = append(diffs, fmt.Sprintf("%v (%v): %v", v.key, l.Kind, err))
				continue
			}
			same++
		}
		t.Logf("%s %s: IGC locates %d variables (and %d arguments the payload inputs place); the links locate %d (%.0f%%), %d of them the same storage on every lane (%d lane evaluations)",
			k.dir, kr.Name, located, inputs, linked, 100*float64(linked)/float64(max(located, 1)), same, lanes)
		if len(extra) > 0 {
			t.Logf("  IGC leaves without a location, the links locate: %s", strings.Join(extra, ", "))
		}
		for _, d := range diffs {
			t.Logf("  %s", d)
		}
		if k.strict && (located == 0 || linked != located || same != linked) {
			t.Errorf("%s: %d of %d located, %d the same", kr.Name, linked, located, same)
		}
	}
}

// sameOnLanes evaluates IGC's expression and each entry of ours on every lane of three
// random machines and reports how many lane evaluations agreed, or the first difference.
// IGC 12504 gives frame slots no address space; ours are in the
// private one, so a default-space address of IGC's is compared as a private one there.
func sameOnLanes(igc []byte, ents []LinkEntry, simd int) (int, error) {
	ctxIGC := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	ctxOurs := ctxIGC
	ctxOurs.Version = 5
	pa, err := expr.Prepare(ctxIGC, expr.DialectIntel, igc)
	if err != nil {
		return 0, fmt.Errorf("IGC's expression: %v", err)
	}
	n := 0
	for _, e := range ents {
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
