package convertplan

import (
	"bytes"
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"hdwarf/dw/regs"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/dwarftree"
	"hdwarf/internal/geninst"
	"hdwarf/internal/oracle"
	"hdwarf/passes/relocate"
	"hdwarf/passes/visadwarf"
	"hdwarf/passes/visalink"
	"hdwarf/sections/intelgt"
	"hdwarf/sections/zeinfo"
	"hdwarf/text/visaasm"
)

const igcDumpDir = "../../testdata/igcdump"

// igc2DumpDir holds parts of IGC 2.40 dumps (scripts/gen-intel-igc2.sh KEEP_DUMP=DIR).
const igc2DumpDir = "../../testdata/igc2dump"

// igcDumpsEnv names a directory of more dump directories (SRC.PLATFORM.OPT, as
// KEEP_DUMP=DIR scripts/gen-intel.sh makes them) that TestLinksAgainstIGC measures.
const igcDumpsEnv = "HDWARF_IGC_DUMPS"

// igcVar is a variable of IGC's DWARF and its location: one expression (loc) or a list.
type igcVar struct {
	key   visalink.Key // Function, Name, Line (Arg is not compared)
	param bool         // a DW_TAG_formal_parameter
	size  int64        // bytes of its type (0: unknown)
	loc   []byte
	list  []igcEntry
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
		size     int64
	}
	origins := map[dwarf.Offset]origin{}
	subNames := map[dwarf.Offset]string{}
	type pending struct {
		v         igcVar
		off, from dwarf.Offset
		chain     []inlinedCall // the inlined subroutines it is in, outermost first
		sub       string        // the subprogram it is in
	}
	var vars []pending
	var cuBase uint64
	err = dwarftree.Walk(d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
		fn := "" // a unit's own variables are in no function
		if sub := dwarftree.Nearest(parents, dwarf.TagSubprogram); sub != nil {
			fn = subNames[sub.Offset]
		}
		switch e.Tag {
		case dwarf.TagCompileUnit:
			cuBase, _ = e.Val(dwarf.AttrLowpc).(uint64)
		case dwarf.TagSubprogram:
			name, _ := e.Val(dwarf.AttrName).(string)
			if from, ok := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset); ok && name == "" {
				name = subNames[from] // a concrete subprogram (IGC's kernels at -O0)
			}
			subNames[e.Offset] = name
		case dwarf.TagVariable, dwarf.TagFormalParameter:
			name, _ := e.Val(dwarf.AttrName).(string)
			line, _ := e.Val(dwarf.AttrDeclLine).(int64)
			var size int64
			if off, ok := e.Val(dwarf.AttrType).(dwarf.Offset); ok {
				if ty, err := d.Type(off); err == nil {
					size = ty.Size()
				}
			}
			origins[e.Offset] = origin{fn, name, int(line), size}
			v := igcVar{key: visalink.Key{Function: fn, Name: name, Line: int(line)}, param: e.Tag == dwarf.TagFormalParameter, size: size}
			switch f := e.AttrField(dwarf.AttrLocation); {
			case f == nil:
			case f.Class == dwarf.ClassExprLoc:
				v.loc = f.Val.([]byte)
			case f.Class == dwarf.ClassLocListPtr:
				v.list = locList(t, loc, f.Val.(int64), cuBase)
			}
			var chain []inlinedCall
			for _, p := range parents {
				if p.Tag == dwarf.TagInlinedSubroutine {
					from, _ := p.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
					line, _ := p.Val(dwarf.AttrCallLine).(int64)
					chain = append(chain, inlinedCall{from: from, line: line})
				}
			}
			from, _ := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
			vars = append(vars, pending{v, e.Offset, from, chain, fn})
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	out := make([]igcVar, 0, len(vars))
	concrete := map[dwarf.Offset]bool{} // abstract DIEs a concrete one stands for
	for _, p := range vars {
		concrete[p.from] = p.from != 0
	}
	for _, p := range vars {
		if concrete[p.off] && p.v.loc == nil && p.v.list == nil {
			continue // an abstract declaration: its concrete DIE has the location
		}
		if o, ok := origins[p.from]; ok && p.from != 0 {
			p.v.key = visalink.Key{Function: o.fn, Name: o.name, Line: o.line}
			p.v.size = o.size
		}
		var calls []string
		for _, c := range p.chain {
			// An outermost call of the subprogram itself is its own scope (IGC 12504's
			// __local arrays, "inlined" at the kernel's line 1), as visalink reads it.
			if calls == nil && subNames[c.from] == p.sub {
				continue
			}
			calls = append(calls, fmt.Sprintf("%s@%d", subNames[c.from], c.line))
		}
		p.v.key.Inlined = strings.Join(calls, ">")
		out = append(out, p.v)
	}
	return out
}

// inlinedCall is a DW_TAG_inlined_subroutine of IGC's DWARF: its abstract origin and call
// line.
type inlinedCall struct {
	from dwarf.Offset
	line int64
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
	type dump struct {
		dir      string
		platform string
		strict   bool // every variable IGC locates is located, with the same storage
		// The figures the checked-in dumps give (a change in linking breaks them): of the
		// links against IGC's per-kernel DWARF (igcWrong: IGC wrong, accepted or at no
		// common address), and of the whole conversion of the zebin (none without one).
		want  figures
		build buildFigures
	}
	dumps := []dump{
		{filepath.Join(igcDumpDir, "vadd.dg2.O0"), "dg2", true, figures{located: 10, linked: 10, same: 10}, buildFigures{}},
		{filepath.Join(igcDumpDir, "stackcalls.dg2.O2"), "dg2", false, figures{located: 8, linked: 8, same: 7, igcWrong: 1}, buildFigures{named: 11, vars: 11, paramsOurs: 5, params: 5, locatedOur: 9, located: 9}},
		{filepath.Join(igcDumpDir, "vadd.tgllp.O2"), "tgllp", false, figures{located: 4, linked: 4, same: 3, igcWrong: 1}, buildFigures{named: 11, vars: 11, paramsOurs: 4, params: 4, locatedOur: 7, located: 7}},
		{filepath.Join(igcDumpDir, "vadd.pvc.O0"), "pvc", true, figures{located: 11, linked: 11, same: 11}, buildFigures{named: 11, vars: 11, paramsOurs: 7, params: 7, locatedOur: 11, located: 11}},
		// IGC 2.40 -O0 on bmg (Xe2) and dg2 (the address in 32-bit halves): private slots from
		// privateBase and the thread's offset.
		{filepath.Join(igc2DumpDir, "wide8.bmg.O0"), "bmg", true, figures{located: 8, linked: 8, same: 8}, buildFigures{}},
		{filepath.Join(igc2DumpDir, "wide8.dg2.O0"), "dg2", true, figures{located: 8, linked: 8, same: 8}, buildFigures{}},
		// IGC 2.40 -O0 stack calls on cri (Xe3P): StackAlloca slots without !StorageOffset,
		// FE_FP at byte 32.
		{filepath.Join(igc2DumpDir, "stackcall.cri.O0"), "cri", true, figures{located: 10, linked: 10, same: 10}, buildFigures{}},
		// IGC 2.40, optimized SIMD32: dg2, ptl (Xe3) and cri (Xe3P).
		{filepath.Join(igc2DumpDir, "simd32.dg2.O2"), "dg2", false, figures{located: 3, linked: 3, same: 3}, buildFigures{}},
		{filepath.Join(igc2DumpDir, "stackcall.ptl.O2"), "ptl", false, figures{located: 5, linked: 5, same: 4, igcWrong: 1}, buildFigures{}}, // helper's j = %mul1 + 1
		{filepath.Join(igc2DumpDir, "simd32.cri.O2"), "cri", false, figures{located: 4, linked: 4, same: 4}, buildFigures{}},
		{filepath.Join(igcDumpDir, "scopes.dg2.O0"), "dg2", true, figures{located: 12, linked: 12, same: 12}, buildFigures{named: 12, vars: 12, paramsOurs: 3, params: 3, locatedOur: 12, located: 12}},
		// The parameters of vISA subroutines: leaf2's x (read by the fma alone, the phis
		// aside) and acc = x, mid2's float4 v by element in the rows its caller's movs
		// fill (IGC wrong: it reads a lane's elements one after the other); mid2's byval p
		// and the kernel's p are in private memory at 32-bit offsets from the General
		// State Base Address (A32 stateless sends, tgllp: IGC wrong, it reads 8 bytes a lane)
		// or at 64-bit addresses (svm_gather4scaled, dg2).
		{filepath.Join(igcDumpDir, "srctree.tgllp.O2"), "tgllp", false, figures{located: 14, linked: 14, same: 10, igcWrong: 4}, buildFigures{named: 21, vars: 21, paramsOurs: 5, params: 5, locatedOur: 15, located: 15}},
		// A SIMD32 kernel's local id (lid = get_local_id(0)), an implicit payload input in
		// two 16-lane halves, r1 and r2 (IGC wrong: it reads 32-bit strides, the code reads
		// r1.0<1;1,0>:w).
		{filepath.Join(igcDumpDir, "types.dg2.O2"), "dg2", false, figures{located: 4, linked: 4, same: 1, igcWrong: 3}, buildFigures{named: 7, vars: 7, locatedOur: 4, located: 4}},
		// 48 float4s of a SIMD32 kernel under register pressure: each element's halves
		// copied out of the load's rows (mov (M1, 16) V0061 V0059(0,0)) and most of them
		// spilled; IGC reads the lanes' elements one after the other.
		{filepath.Join(igcDumpDir, "spill.dg2.O2"), "dg2", false, figures{located: 50, linked: 49, same: 2, igcWrong: 47}, buildFigures{named: 52, vars: 52, paramsOurs: 1, params: 1, locatedOur: 50, located: 51}},
		{filepath.Join(igcDumpDir, "srctree.dg2.O2"), "dg2", false, figures{located: 13, linked: 13, same: 11, igcWrong: 2}, buildFigures{named: 21, vars: 21, paramsOurs: 5, params: 5, locatedOur: 14, located: 14}},
		// -O0 stack calls: mid2's byval p, in memory at the 64-bit address its prolog
		// copies from %arg, as IGC locates it.
		{filepath.Join(igcDumpDir, "srctree.dg2.O0"), "dg2", true, figures{located: 18, linked: 18, same: 18}, buildFigures{named: 21, vars: 21, paramsOurs: 7, params: 7, locatedOur: 18, located: 18}},
		{filepath.Join(igcDumpDir, "unroll.dg2.O2"), "dg2", false, figures{located: 2, linked: 2, same: 2}, buildFigures{named: 5, vars: 5, paramsOurs: 1, params: 1, locatedOur: 4, located: 4}},
		{filepath.Join(igcDumpDir, "mixed.dg2.O2"), "dg2", false, figures{located: 6, linked: 6, same: 3, igcWrong: 3}, buildFigures{named: 12, vars: 12, paramsOurs: 1, params: 1, locatedOur: 7, located: 7}},
		// hmix1..4 inlined into the kernel (hmix1 twice), optimized: the inlined instances'
		// variables, IGC 12504 on dg2 and IGC 2.40 on bmg.
		{filepath.Join(igcDumpDir, "inlined.dg2.O2"), "dg2", false, figures{located: 17, linked: 17, same: 17}, buildFigures{named: 22, vars: 22, paramsOurs: 12, params: 12, locatedOur: 20, located: 20}},
		{filepath.Join(igc2DumpDir, "inlined.bmg.O2"), "bmg", false, figures{located: 16, linked: 16, same: 16}, buildFigures{named: 22, vars: 22, paramsOurs: 14, params: 14, locatedOur: 21, located: 21}},
		// IGC 2.40, optimized vectors: vec4's a (gather4_scaled in SIMD32 halves) and c
		// (insertelements of fsubs, 16 lanes at a time) on tgllp, wide8's float8 b (two LSC
		// d32x4 loads) on bmg, caller's v and helper's t (insertelements that copy into one
		// variable) on dg2, with helper's parameter k (a vISA subroutine's, in the variable
		// its caller fills).
		{filepath.Join(igc2DumpDir, "vectors.tgllp.O2"), "tgllp", false, figures{located: 3, linked: 3, same: 0, igcWrong: 3}, buildFigures{named: 17, vars: 17, paramsOurs: 1, params: 1, locatedOur: 4, located: 4}},
		{filepath.Join(igc2DumpDir, "wide8.bmg.O2"), "bmg", false, figures{located: 2, linked: 2, same: 1, igcWrong: 1}, buildFigures{named: 8, vars: 8, paramsOurs: 4, params: 4, locatedOur: 6, located: 6}},
		{filepath.Join(igc2DumpDir, "stackcall.dg2.O2"), "dg2", false, figures{located: 5, linked: 5, same: 3, igcWrong: 2}, buildFigures{named: 10, vars: 10, paramsOurs: 2, params: 2, locatedOur: 6, located: 6}},
		// cri (Xe3P): caller's v loaded by sendg, helper's k and t.
		{filepath.Join(igc2DumpDir, "stackcall.cri.O2"), "cri", false, figures{located: 5, linked: 5, same: 4, igcWrong: 1}, buildFigures{named: 10, vars: 10, paramsOurs: 4, params: 4, locatedOur: 8, located: 8}},
		// IGC 2.40 __local arrays on cri: tile and bins at DW_OP_addr offset | 1<<28 with
		// DW_AT_address_class 1, as IGC 2.x writes them (.ze_info 1.73).
		{filepath.Join(igc2DumpDir, "scopes.cri.O2"), "cri", true, figures{located: 9, linked: 9, same: 9}, buildFigures{named: 12, vars: 12, paramsOurs: 3, params: 3, locatedOur: 12, located: 12}},
		// IGC 2.40 ushort and char on cri (Xe3P, iga64-sid): IGC reads lane i at 32-bit
		// strides, the code writes it at byte 2i (add (32|M0) r24.0<1>:w ...).
		{filepath.Join(igc2DumpDir, "mixed.cri.O2"), "cri", false, figures{located: 7, linked: 7, same: 4, igcWrong: 3}, buildFigures{named: 12, vars: 12, paramsOurs: 5, params: 5, locatedOur: 12, located: 12}},
		// Fragments: nd's member constants 2 and 7 (two dbg.values of one vISA id, joined on
		// the DIE) and its key = b.i, element 0 of p's loaded float3 (an extractelement
		// without code), which IGC's location has no part for, on tgllp; vadd's pr, whose
		// members IGC gives as values of the registers ours locates, on ptl (Xe3).
		{filepath.Join(igc2DumpDir, "types.tgllp.O2"), "tgllp", false, figures{located: 2, linked: 2, same: 0, igcWrong: 2}, buildFigures{named: 8, vars: 8, paramsOurs: 0, params: 0, locatedOur: 2, located: 2}},
		{filepath.Join(igc2DumpDir, "vadd.ptl.O2"), "ptl", false, figures{located: 5, linked: 5, same: 5}, buildFigures{named: 11, vars: 11, paramsOurs: 7, params: 7, locatedOur: 11, located: 11}},
		// IGC 2.40 vISA subroutines' parameters where each call copies them (paramByCall):
		// shared.cl's scale(x, k), read together by one mul, in first's object on dg2 (in second
		// k is the constant 2); stackcalls.cl's mid(in, i), in read through an alias, on bmg.
		{filepath.Join(igc2DumpDir, "shared.dg2.O2"), "dg2", true, figures{located: 5, linked: 5, same: 5}, buildFigures{named: 9, vars: 9, paramsOurs: 3, params: 3, locatedOur: 4, located: 4}},
		{filepath.Join(igc2DumpDir, "stackcalls.bmg.O2"), "bmg", true, figures{located: 5, linked: 5, same: 5}, buildFigures{named: 11, vars: 11, paramsOurs: 4, params: 4, locatedOur: 7, located: 7}},
		// IGC 2.40 kernel arguments on bmg (64-byte GRFs, 32 bytes of inline data): tmp's SLM
		// offset at r2 byte 24, x, bias, n at r3 bytes 0, 8, 12 and params_t p by member at r3
		// bytes 16, 20, 24 (wantArgs).
		{filepath.Join(igc2DumpDir, "structarg.bmg.O2"), "bmg", false, figures{}, buildFigures{named: 6, vars: 6, paramsOurs: 4, params: 4, locatedOur: 4, located: 4}},
	}
	checked := len(dumps) // the checked-in dumps, whose figures are required
	// The kernel arguments of checked-in optimized dumps with a zebin, against IGC's DWARF
	// (compareArgs); the others measured only.
	wantArgs := map[string]argFigures{
		"structarg.bmg.O2": {located: 4, ours: 4, same: 4},
		"mixed.cri.O2":     {located: 5, ours: 5, same: 5},
		"shared.dg2.O2":    {located: 1, ours: 1, same: 1},
	}
	// More dump directories, named SRC.PLATFORM.OPT, measured only.
	if extra := os.Getenv(igcDumpsEnv); extra != "" {
		dirs, _ := filepath.Glob(filepath.Join(extra, "*.*.*"))
		for _, d := range dirs {
			if fi, err := os.Stat(d); err == nil && fi.IsDir() {
				dumps = append(dumps, dump{dir: d, platform: strings.Split(filepath.Base(d), ".")[1]})
			}
		}
	}
	var all figures
	var args argFigures // the kernel arguments, where a zebin gives their payload places
	kernels := 0
	type build struct {
		name, corpus string
		b            buildFigures
		f            figures
	}
	var builds []build
	var optLocated, optLinked int // optimized checked-in kernels
	for di, dd := range dumps {
		d, err := ReadDump(dd.dir)
		if err != nil {
			t.Fatal(err)
		}
		var one figures
		var oneArgs argFigures
		var elfs []string
		for _, blob := range d.Blobs {
			base := strings.TrimSuffix(blob.Source, ".dbg")
			if _, err := os.Stat(base + ".elf"); err != nil {
				continue
			}
			elfs = append(elfs, base+".elf")
			kernels++
			f := compareKernel(t, d, blob, base, dd.platform, dd.strict)
			one.add(f)
			af, msgs := compareArgs(t, d, blob, base, dd.platform)
			args.add(af)
			oneArgs.add(af)
			for _, m := range msgs {
				t.Logf("  %s", m)
			}
			if di < checked && !dd.strict {
				optLocated += f.located
				optLinked += f.linked
			}
		}
		all.add(one)
		if want, ok := wantArgs[filepath.Base(dd.dir)]; ok && di < checked && oneArgs != want {
			t.Errorf("dump %s: kernel arguments %+v, want %+v", filepath.Base(dd.dir), oneArgs, want)
		}
		if di < checked {
			got := figures{located: one.located, linked: one.linked, same: one.same, igcWrong: one.igcWrong + one.accepted + one.disjoint}
			if got != dd.want {
				t.Errorf("dump %s: %+v, want %+v", filepath.Base(dd.dir), got, dd.want)
			}
		}
		t.Logf("dump %s: IGC locates %d, the links %d, same storage %d, IGC wrong %d, accepted %d, no common address %d, different %d",
			filepath.Base(dd.dir), one.located, one.linked, one.same, one.igcWrong, one.accepted, one.disjoint, one.differ)
		b, ok, err := convertBuild(t, dd.dir, elfs)
		switch {
		case err != nil && di < checked:
			t.Fatalf("%s.zebin: %v", dd.dir, err)
		case err != nil:
			t.Logf("build %s: not converted: %v", filepath.Base(dd.dir), err)
		case ok:
			for _, m := range b.missing {
				t.Logf("  %s", m)
			}
			t.Logf("build %s: names %d of %d (%s), parameters located %d of %d, located %d of %d (%s); the links: same storage %d, IGC wrong %d, unexplained %d",
				filepath.Base(dd.dir), b.named, b.vars, pct(b.named, b.vars), b.paramsOurs, b.params, b.locatedOur, b.located, pct(b.locatedOur, b.located),
				one.same, one.igcWrong+one.accepted+one.disjoint, one.differ)
			corpus := "checked in"
			if di >= checked {
				corpus = igcDumpsEnv
			}
			builds = append(builds, build{filepath.Base(dd.dir), corpus, b, one})
			if di < checked {
				if b.counts() != dd.build.counts() {
					t.Errorf("build %s: %+v, want %+v", filepath.Base(dd.dir), b, dd.build)
				}
			}
		}
	}
	// The bar for optimized builds: 80% of what IGC locates.
	if optLocated == 0 || 5*optLinked < 4*optLocated {
		t.Errorf("optimized kernels: the links locate %d of the %d variables IGC locates", optLinked, optLocated)
	}
	// The bar for every kernel measured: wherever both locate a variable, the same
	// storage, unless IGC is provably wrong or gives no storage (each listed with why).
	if all.differ > 0 {
		t.Errorf("%d variables at other storage than IGC's (listed above)", all.differ)
	}
	t.Logf("kernel arguments IGC locates: %d, ours %d, %d the same storage on every lane, %d other storage", args.located, args.ours, args.same, args.differ)
	if args.differ > 0 {
		t.Errorf("%d kernel arguments at other storage than IGC's (listed above)", args.differ)
	}
	// The figures by compiler (the dump's directory), GPU and optimization.
	type group struct {
		b buildFigures
		f figures
		n int
	}
	groups := map[string]*group{}
	var order []string
	for _, b := range builds {
		dev, opt := "", ""
		if f := strings.Split(b.name, "."); len(f) == 3 {
			dev, opt = f[1], f[2]
		}
		for _, k := range []string{b.corpus + ": all " + opt, b.corpus + ": " + dev + " " + opt} {
			g := groups[k]
			if g == nil {
				g = &group{}
				groups[k] = g
				order = append(order, k)
			}
			g.b.add(b.b)
			g.f.add(b.f)
			g.n++
		}
	}
	sort.Strings(order)
	for _, k := range order {
		g := groups[k]
		t.Logf("%s (%d builds): names %d of %d (%s), parameters located %d of %d, located %d of %d (%s); the links: same storage %d, IGC wrong %d, unexplained %d",
			k, g.n, g.b.named, g.b.vars, pct(g.b.named, g.b.vars), g.b.paramsOurs, g.b.params, g.b.locatedOur, g.b.located, pct(g.b.locatedOur, g.b.located),
			g.f.same, g.f.igcWrong+g.f.accepted+g.f.disjoint, g.f.differ)
	}
	t.Logf("all %d kernels: IGC locates %d variables (arguments aside), the links %d, %d the same storage on every lane, %d where IGC's location is wrong and ours right, %d accepted differences (both listed with the reason), %d located at no common address, %d different",
		kernels, all.located, all.linked, all.same, all.igcWrong, all.accepted, all.disjoint, all.differ)
}

// buildFigures are the figures of one build: the whole conversion of its zebin (hdwarf
// convert ZEBIN --igc-dump DIR, the SPIR-V's tree) against IGC's DWARF of its kernels, each
// variable and parameter by function, name and inlined instance.
type buildFigures struct {
	vars, named         int // IGC's variables and parameters; of them, declared by ours
	params, paramsOurs  int // parameters IGC locates; of them, located by ours
	located, locatedOur int // variables and parameters IGC locates; of them, located by ours
	missing             []string
}

// counts are the figures without the list of what is missing.
func (b buildFigures) counts() [6]int {
	return [6]int{b.vars, b.named, b.params, b.paramsOurs, b.located, b.locatedOur}
}

func (b *buildFigures) add(c buildFigures) {
	b.vars += c.vars
	b.named += c.named
	b.params += c.params
	b.paramsOurs += c.paramsOurs
	b.located += c.located
	b.locatedOur += c.locatedOur
}

// convertBuild converts the zebin beside a dump directory (DIR.zebin) with the dump, as hdwarf
// convert does, and compares the variables it declares and locates with those of IGC's
// per-kernel ELFs elfs; ok is false when there is no zebin, err says why it does not convert.
func convertBuild(t *testing.T, dir string, elfs []string) (f buildFigures, ok bool, err error) {
	in, err := os.ReadFile(dir + ".zebin")
	if err != nil {
		return buildFigures{}, false, nil
	}
	p, err := Decide(Request{Name: dir + ".zebin", Input: in, IGCDump: dir})
	if err != nil {
		return f, true, err
	}
	if p.Mode != ModeVISA {
		return f, true, fmt.Errorf("mode %v, want %v (%s)", p.Mode, ModeVISA, p.Reason)
	}
	out, err := p.Convert(Options{VISA: visadwarf.Options{Version: 4}})
	if err != nil {
		return f, true, err
	}
	// What a loader does before a debugger reads it (hdwarf relocate): debug/dwarf applies
	// no Intel GPU relocations.
	if err := relocate.Relocate(out.File, nil); err != nil {
		return f, true, err
	}
	path := filepath.Join(t.TempDir(), "out.zebin")
	if err := elfrw.WriteFile(path, out.File, 0o644); err != nil {
		t.Fatal(err)
	}
	type seen struct{ param, located bool }
	name := func(k visalink.Key) visalink.Key {
		return visalink.Key{Function: k.Function, Name: k.Name, Inlined: k.Inlined}
	}
	igc := map[visalink.Key]seen{}
	for _, e := range elfs {
		for _, v := range igcVars(t, e) {
			k := name(v.key)
			s := igc[k]
			s.param = s.param || v.param
			s.located = s.located || v.loc != nil || len(v.list) > 0
			igc[k] = s
		}
	}
	ours := map[visalink.Key]bool{}
	for _, v := range igcVars(t, path) {
		k := name(v.key)
		ours[k] = ours[k] || v.loc != nil || len(v.list) > 0
	}
	for k, s := range igc {
		f.vars++
		located, declared := ours[k]
		if !declared && !s.param && k.Inlined == "" {
			// IGC declares a program-scope __constant in the functions that use it (with
			// DW_AT_const_value); ours in the unit, where every function sees it.
			located, declared = ours[visalink.Key{Name: k.Name}]
		}
		if declared {
			f.named++
		} else {
			f.missing = append(f.missing, k.String()+" not declared")
		}
		if !s.located {
			continue
		}
		f.located++
		if located {
			f.locatedOur++
		}
		if s.param {
			f.params++
			if located {
				f.paramsOurs++
			} else if declared {
				f.missing = append(f.missing, k.String()+" (parameter) not located")
			}
		}
	}
	sort.Strings(f.missing)
	return f, true, nil
}

// compareKernel converts one kernel of a dump, with IGC's per-kernel ELF as the code, and
// compares the links' locations with IGC's; it adds its figures to the totals.
// figures are the counts of one kernel or of all.
type figures struct {
	located  int // variables IGC locates (arguments the payload inputs place aside)
	linked   int // of them, located by the links
	same     int // of them, at the same storage as IGC's on every lane
	igcWrong int // of them, where IGC's location is provably wrong and ours is right
	accepted int // of them, where IGC gives no storage to compare with (listed with the reason)
	disjoint int // of them, located by IGC and ours at no common address (listed)
	differ   int // of them, at other storage than IGC's
}

func (f *figures) add(g figures) {
	f.located += g.located
	f.linked += g.linked
	f.same += g.same
	f.igcWrong += g.igcWrong
	f.accepted += g.accepted
	f.disjoint += g.disjoint
	f.differ += g.differ
}

func compareKernel(t *testing.T, d *Dump, blob visadwarf.Blob, base, platform string, strict bool) figures {
	{
		k := struct{ dir string }{filepath.Dir(base)}
		f, p, kr, simd := convertKernel(t, d, blob, base, platform, zebinVersion(t, d.Dir))
		ours := map[visalink.Key][]visadwarf.LinkReport{}
		for _, o := range kr.Objects {
			for _, l := range o.Links {
				key := l.Key
				key.Arg = 0
				ours[key] = append(ours[key], l)
				if len(l.Entries) == 0 {
					t.Logf("%s: %v (%v): no location: %s", kr.Name, l.Key, l.Kind, l.Why)
				}
			}
		}
		// Arguments whose value the function receives are left to the payload inputs.
		byInput := map[visalink.Key]bool{}
		for key, fl := range d.Links {
			if key.Kernel != kr.Name {
				continue
			}
			for _, u := range fl.Unlinked {
				if strings.Contains(u.Why, "parameter of the function") {
					u.Key.Arg = 0
					byInput[u.Key] = true
				}
			}
		}
		ln := gpu{simd, p.GRFBytes}
		var located, inputs, linked, same, lanes int
		var inl [3]int // located, linked, same: the variables of inlined instances
		// wrong: variables where IGC's location is provably wrong and ours is right, each
		// with the reason.
		var diffs, extra, wrong []string
		// accepted: differences where IGC gives no storage to compare with, each with the
		// reason.
		var accepted []string
		// disjoint: variables IGC and ours locate at no common address.
		var disjoint []string
		for _, v := range igcVars(t, base+".elf") {
			if v.loc == nil && v.list == nil {
				for _, l := range ours[v.key] {
					if len(l.Entries) > 0 {
						extra = append(extra, fmt.Sprintf("%v (%v)", v.key, l.Kind))
						break
					}
				}
				continue
			}
			if byInput[v.key] {
				inputs++
				continue
			}
			located++
			if v.key.Inlined != "" {
				inl[0]++
			}
			var ls []visadwarf.LinkReport
			for _, l := range ours[v.key] {
				if len(l.Entries) > 0 {
					ls = append(ls, l)
				}
			}
			if len(ls) == 0 {
				diffs = append(diffs, fmt.Sprintf("%v: not located by the links%s", v.key, unlinkedWhy(d, kr.Name, v.key, ours[v.key])))
				continue
			}
			linked++
			for _, l := range ls {
				if err := fragmentSize(l, ln); err != nil {
					t.Errorf("%s: %v (%v): %v", kr.Name, v.key, l.Kind, err)
				}
			}
			if v.key.Inlined != "" {
				inl[1]++
			}
			// Each link (a value over some code, a fragment) against IGC's; the variable is
			// as its worst link: different, IGC wrong, accepted, or at no common address
			// only where all its links are.
			worst, n := classSame, 0
			var msgs, worstMsgs []string
			for _, l := range ls {
				c, msg, k := classifyLink(v, l, ln)
				n += k
				msgs = append(msgs, msg)
				switch {
				case c == classDisjoint:
				case worst == classSame || worst == classDisjoint || c > worst:
					if c != worst {
						worstMsgs = nil
					}
					worst = c
				}
				if c == worst && msg != "" {
					worstMsgs = append(worstMsgs, msg)
				}
			}
			if worst == classSame && n == 0 {
				worst, worstMsgs = classDisjoint, msgs
			}
			if worst == classDiffer {
				// Decided by the machine code: the instruction that writes the variable
				// lays its lanes out where ours says, so IGC's other place is wrong.
				// Pieces first: a vector's every element, where the layout looks at the
				// first bytes only.
				if msg, ok := piecesShowOurs(t, f, kr.Name, p, platform, ls, ln, v.size); ok {
					worst, worstMsgs = classWrong, []string{v.key.String() + ": " + msg}
				} else if msg, ok := layoutShowsOurs(t, f, kr.Name, platform, ls, ln); ok {
					worst, worstMsgs = classWrong, []string{v.key.String() + ": " + msg}
				} else if msg, ok := a32ShowsOurs(t, f, kr.Name, platform, v, ls, ln); ok {
					worst, worstMsgs = classWrong, []string{v.key.String() + ": " + msg}
				} else if msg, ok := readsShowOurs(t, f, kr.Name, platform, ls, ln); ok {
					worst, worstMsgs = classWrong, []string{v.key.String() + ": " + msg}
				}
			}
			lanes += n
			switch worst {
			case classSame:
				same++
				if v.key.Inlined != "" {
					inl[2]++
				}
			case classWrong:
				wrong = append(wrong, strings.Join(worstMsgs, "; "))
			case classAccepted:
				accepted = append(accepted, strings.Join(worstMsgs, "; "))
			case classDisjoint:
				disjoint = append(disjoint, strings.Join(worstMsgs, "; "))
			default:
				diffs = append(diffs, worstMsgs...)
				if testing.Verbose() {
					for _, l := range ls {
						diffs = append(diffs, showExprs(v, l.Entries)...)
					}
				}
			}
		}
		t.Logf("%s %s: IGC locates %d variables (and %d arguments the payload inputs place); the links locate %d (%.0f%%), %d of them the same storage on every lane, %d where IGC is wrong, %d accepted, %d at no common address (%d lane evaluations)",
			filepath.Base(k.dir), kr.Name, located, inputs, linked, 100*float64(linked)/float64(max(located, 1)), same, len(wrong), len(accepted), len(disjoint), lanes)
		if inl[0] > 0 {
			t.Logf("  in inlined instances: IGC locates %d, the links %d, %d the same storage on every lane", inl[0], inl[1], inl[2])
		}
		if len(extra) > 0 {
			t.Logf("  IGC leaves without a location, the links locate: %s", strings.Join(extra, ", "))
		}
		for _, d := range diffs {
			t.Logf("  %s", d)
		}
		for _, w := range wrong {
			t.Logf("  IGC wrong: %s", w)
		}
		for _, a := range accepted {
			t.Logf("  accepted: %s", a)
		}
		for _, a := range disjoint {
			t.Logf("  no common code: %s", a)
		}
		if strict && (located == 0 || linked != located || same+len(wrong)+len(accepted) != linked || len(disjoint) > 0) {
			t.Errorf("%s: %d of %d located, %d the same", kr.Name, linked, located, same)
		}
		return figures{located: located, linked: linked, same: same, igcWrong: len(wrong), accepted: len(accepted), disjoint: len(disjoint), differ: linked - same - len(wrong) - len(accepted) - len(disjoint)}
	}
}

// convertKernel converts one kernel of a dump (its blob) with IGC's per-kernel ELF base.elf
// as the code, on platform, as the comparisons with IGC's DWARF read it: the ELF (closed when
// the test ends), the platform, the kernel's report and its SIMD width (its .visaasm's).
func convertKernel(t *testing.T, d *Dump, blob visadwarf.Blob, base, platform string, zi *zeinfo.Info) (*elfrw.File, intelgt.Platform, visadwarf.KernelReport, int) {
	t.Helper()
	f, err := elfrw.Open(base + ".elf")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	p, err := intelgt.ParsePlatform(platform)
	if err != nil {
		t.Fatal(err)
	}
	res, err := visadwarf.Convert(f, visadwarf.Input{Blobs: []visadwarf.Blob{blob}, Asm: d.Asm, Links: d.Links, ZeInfo: zi}, visadwarf.Options{Platform: &p})
	if err != nil {
		t.Fatalf("%s: %v", base, err)
	}
	kr := res.Kernels[0]
	simd := 0
	for _, a := range d.Asm {
		if fn := a.File.Function(kr.Name); fn != nil && a.File.Functions[0].Kind == visaasm.KindKernel {
			simd = fn.SimdSize
		}
	}
	return f, p, kr, simd
}

// zebinVersion is the .ze_info version of the zebin beside a dump directory (DIR.zebin), which
// tells convert the IGC that built it, alone (the kernel's code is IGC's per-kernel ELF,
// which has no .ze_info); nil when there is none.
func zebinVersion(t *testing.T, dir string) *zeinfo.Info {
	f, err := elfrw.Open(dir + ".zebin")
	if err != nil {
		return nil
	}
	defer f.Close()
	zi, err := zeinfo.Of(f)
	if err != nil {
		t.Fatalf("%s.zebin: %v", dir, err)
	}
	if zi == nil {
		return nil
	}
	return &zeinfo.Info{Version: zi.Version}
}

// fragmentSize checks that a link of a fragment locates a composite of exactly the bits up to
// the fragment's end on lane 0 of a random machine: its other parts undefined, its own
// pieces (a vector's elements) not followed by another of its size.
func fragmentSize(l visadwarf.LinkReport, ln gpu) error {
	if l.FragSize == 0 {
		return nil
	}
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	m := expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf))
	m.Lanes = uint64(max(ln.simd, 1))
	for _, e := range l.Entries {
		r, err := expr.Eval(e.Expr, expr.DialectUser, m)
		if err != nil {
			return err
		}
		loc, err := r.Location()
		if err != nil {
			return err
		}
		bits := uint64(0)
		for _, p := range loc.Pieces {
			bits += p.Bits
		}
		if loc.Kind != expr.LocComposite || bits != uint64(l.FragOffset+l.FragSize) {
			return fmt.Errorf("[%#x, %#x): a %v of %d bits for the fragment [%d, %d)", e.Lo, e.Hi, loc.Kind, bits, l.FragOffset, l.FragOffset+l.FragSize)
		}
	}
	return nil
}

// pct is a of b in percent, rounded down to a tenth (100% only when a == b).
func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", float64(a*1000/b)/10)
}

// unlinkedWhy says why the dump's links leave a variable without a location: the reasons of
// its debug calls that gave no storage and of its links that gave no code.
func unlinkedWhy(d *Dump, kernel string, key visalink.Key, ours []visadwarf.LinkReport) string {
	seen := map[string]bool{}
	var whys []string
	add := func(w string) {
		if w != "" && !seen[w] {
			seen[w] = true
			whys = append(whys, w)
		}
	}
	for lk, fl := range d.Links {
		if lk.Kernel != kernel {
			continue
		}
		for _, u := range fl.Unlinked {
			u.Key.Arg = 0
			if u.Key == key {
				add(u.Where + ": " + u.Why)
			}
		}
	}
	for _, l := range ours {
		add(l.Where + ": " + l.Why)
	}
	sort.Strings(whys)
	if len(whys) == 0 {
		return " (no debug call of it)"
	}
	return " (" + strings.Join(whys, "; ") + ")"
}

// A link's comparison with IGC's location, from the best to the worst.
const (
	classSame     = iota // the same storage on every lane where both locate it
	classDisjoint        // no code where both locate it
	classAccepted        // IGC gives no storage to compare with
	classWrong           // IGC's location is provably wrong, ours right
	classDiffer          // other storage than IGC's
)

// classifyLink compares one link's entries with IGC's location of its variable: its class,
// why (but for classSame), and the lane evaluations that agreed.
func classifyLink(v igcVar, l visadwarf.LinkReport, ln gpu) (int, string, int) {
	// compareWith evaluates IGC's expressions, each rewritten by fix, against ours with same.
	compareWith := func(same func([]byte, []visadwarf.LinkEntry) (int, error), fix func([]byte) []byte) (int, error) {
		if v.list == nil {
			return same(fix(v.loc), l.Entries)
		}
		// Each of IGC's entries against ours where the code ranges meet.
		n := 0
		for _, ie := range v.list {
			var meet []visadwarf.LinkEntry
			for _, e := range l.Entries {
				if e.Lo < ie.hi && ie.lo < e.Hi {
					meet = append(meet, e)
				}
			}
			k, err := same(fix(ie.expr), meet)
			n += k
			if err != nil {
				return n, fmt.Errorf("[%#x, %#x): %v", ie.lo, ie.hi, err)
			}
		}
		return n, nil
	}
	whole := func(igc []byte, ents []visadwarf.LinkEntry) (int, error) { return sameOnLanes(igc, ents, ln, v.size) }
	compare := func(fix func([]byte) []byte) (int, error) { return compareWith(whole, fix) }
	n, err := compare(func(b []byte) []byte { return b })
	if err != nil && l.FragSize > 0 {
		// A fragment's link gives the bits the dbg.value names; the variable's DIE joins
		// the fragments of all its links (a struct's member constants of one vISA id, each
		// a dbg.value). IGC's location must put the same storage at those bits.
		frag := func(igc []byte, ents []visadwarf.LinkEntry) (int, error) {
			return sameFragmentOnLanes(igc, ents, ln, uint64(l.FragOffset), uint64(l.FragSize))
		}
		if n2, err2 := compareWith(frag, func(b []byte) []byte { return b }); err2 == nil && n2 > 0 {
			return classSame, "", n2
		}
	}
	if err != nil {
		// IGC 12504 pushes one address per element of a vector variable whose
		// address is spilled, and joins them with no DW_OP_piece: DWARF's location
		// is the top entry, the last element's slot, which is another variable's
		// address. The first entry is the variable's own; ours must be that one.
		stacked := 0
		for _, e := range append([]igcEntry{{expr: v.loc}}, v.list...) {
			if e.expr != nil {
				stacked = max(stacked, stackedLocations(e.expr, ln))
			}
		}
		if stacked > 1 {
			first := func(b []byte) []byte {
				k := stackedLocations(b, ln)
				return append(append([]byte(nil), b...), bytes.Repeat([]byte{byte(expr.OpDrop)}, k-1)...)
			}
			if n2, err2 := compare(first); err2 == nil && n2 > 0 {
				return classWrong, fmt.Sprintf("%v (%v): IGC's expression leaves %d locations on the stack, joined by no DW_OP_piece, so DWARF takes the last one, which differs from ours; ours is the first one, the variable's own slot, on every lane (%d lane evaluations)", v.key, l.Kind, stacked, n2), n2
			}
		}
	}
	if err != nil {
		// IGC's expression that is no DWARF expression, or evaluates to no location, locates
		// nothing: IGC 2.x writes a struct's members as one read of the whole member each,
		// joined by no DW_OP_piece, and a fragment's DW_OP_bit_piece with fixed-size
		// operands that its SIMD32 branch jumps into (issue 29: vectors.*.O2's p). Ours must
		// evaluate on every lane.
		if bad := illFormed(v, ln); bad != nil {
			if n2, err2 := oursEvaluate(l.Entries, ln); err2 == nil {
				return classWrong, fmt.Sprintf("%v (%v): IGC's expression is ill-formed (%v); ours evaluates on every lane (%d lane evaluations)", v.key, l.Kind, bad, n2), n2
			}
		}
	}
	if err != nil && l.FragSize > 0 {
		// IGC's entries that do not match ours must fail to place the fragment the
		// dbg.value gives: no part of their composite is those bits.
		var bad []string
		ok := true
		for _, e := range append([]igcEntry{{expr: v.loc}}, v.list...) {
			if e.expr == nil {
				continue
			}
			var meet []visadwarf.LinkEntry
			for _, o := range l.Entries {
				if v.list == nil || o.Lo < e.hi && e.lo < o.Hi {
					meet = append(meet, o)
				}
			}
			if _, err := sameOnLanes(e.expr, meet, ln, v.size); err == nil {
				continue
			}
			if parts, misplaced := misplacedFragment(e.expr, ln, l.FragOffset, l.FragSize, l.Kind != visalink.Constant); misplaced {
				bad = append(bad, parts)
				continue
			}
			ok = false
		}
		if ok && len(bad) > 0 {
			return classWrong, fmt.Sprintf("%v (%v): the dbg.value gives bits [%d, %d) of the variable; IGC's location has no part there (%s)", v.key, l.Kind, l.FragOffset, l.FragOffset+l.FragSize, strings.Join(bad, "; ")), 0
		}
	}
	if err != nil && l.Kind == visalink.Frame && v.list == nil && isLocalPointerValue(v.loc, ln) {
		// IGC 12504 gives a __local pointer argument's value, read from a register,
		// masked to 16 bits and tagged eLocal: a value, no storage to compare with.
		// Ours is the frame slot (dbg.declare, !StorageOffset) the -O0 code stores
		// the argument in.
		return classAccepted, fmt.Sprintf("%v (%v): IGC gives the value of the __local pointer (a register's low 16 bits tagged eLocal = 10 in bits 56..63, DW_OP_stack_value), not its storage; ours is the frame slot the code stores it in", v.key, l.Kind), 0
	}
	if err == nil && n == 0 {
		// Nothing to compare: the variable has IGC's location and ours at no
		// common address.
		var igcRanges []string
		for _, e := range v.list {
			igcRanges = append(igcRanges, fmt.Sprintf("[%#x, %#x)", e.lo, e.hi))
		}
		return classDisjoint, fmt.Sprintf("%v (%v): IGC locates it over %s only, where ours does not (%d entries elsewhere)", v.key, l.Kind, strings.Join(igcRanges, " "), len(l.Entries)), 0
	}
	if err != nil {
		return classDiffer, fmt.Sprintf("%v (%v): %v", v.key, l.Kind, err), n
	}
	return classSame, "", n
}

// illFormed is why the first of IGC's expressions of v that is ill-formed is: it does not
// decode, or on some lane of a random machine it fails to evaluate or gives no location
// (an operand of the wrong kind, a stack underflow, a branch into an operation, an unknown
// operation); nil when none is.
func illFormed(v igcVar, ln gpu) error {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	reg := expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf)).Reg
	for _, e := range append([]igcEntry{{expr: v.loc}}, v.list...) {
		if e.expr == nil {
			continue
		}
		p, err := expr.Prepare(ctx, expr.DialectIntel, e.expr)
		if err != nil {
			return err
		}
		for lane := 0; lane < max(ln.simd, 1); lane++ {
			m := &expr.Machine{Ctx: ctx, Lane: uint64(lane), Lanes: uint64(max(ln.simd, 1)), Reg: reg, Mem: scratch(1)}
			_, err := p.Eval(m)
			if errors.Is(err, expr.ErrKind) || errors.Is(err, expr.ErrUnderflow) || errors.Is(err, expr.ErrBranch) || errors.Is(err, expr.ErrUnknownOp) {
				return fmt.Errorf("lane %d: %w", lane, err)
			}
		}
	}
	return nil
}

// oursEvaluate evaluates each of our entries on every lane of three random machines to a
// location and reports how many lane evaluations it made, or the first error.
func oursEvaluate(ents []visadwarf.LinkEntry, ln gpu) (int, error) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	n := 0
	for _, e := range ents {
		p, err := expr.Prepare(ctx, expr.DialectUser, e.Expr)
		if err != nil {
			return n, err
		}
		for seed := uint64(1); seed <= 3; seed++ {
			reg := expr.RandomMachine(ctx, seed, expr.IntelRegSize(ln.grf)).Reg
			for lane := 0; lane < ln.simd; lane++ {
				m := &expr.Machine{Ctx: ctx, Lane: uint64(lane), Lanes: uint64(ln.simd), Reg: reg, Mem: scratch(seed)}
				r, err := p.Eval(m)
				if err != nil {
					return n, fmt.Errorf("lane %d: %w", lane, err)
				}
				if _, err := r.Location(); err != nil {
					return n, fmt.Errorf("lane %d: %w", lane, err)
				}
				n++
			}
		}
	}
	return n, nil
}

// igcScratchTag is IGC 12504's address space tag for scratch memory (Address::Space::eScratch
// = 9 in bits 56..63): its DWARF addresses a spill slot as the tag ORed with the offset.
const igcScratchTag = 9 << 56

// gpu is what the machines of a comparison need: the SIMD width and the GRF size in bytes.
type gpu struct{ simd, grf int }

// scratch is memory of random contents by address. IGC's DWARF and ours read a spilled
// variable from its scratch offset in the default address space, tagged with igcScratchTag:
// the contents depend on the offset alone.
func scratch(seed uint64) func(expr.AddrSpace, uint64, []byte) error {
	return func(space expr.AddrSpace, addr uint64, buf []byte) error {
		if space == 0 && addr>>56 == igcScratchTag>>56 {
			addr &^= 0xff << 56
		}
		for i := range buf {
			x := (addr+uint64(i))*0x9e3779b97f4a7c15 ^ seed
			x ^= x >> 29
			buf[i] = byte(x * 0xbf58476d1ce4e5b9 >> 56)
		}
		return nil
	}
}

// onLanes evaluates IGC's expression and each entry of ours on every lane of three random
// machines and calls same with both results (ours on mo, a copy of IGC's machine m in our
// DWARF version); it returns how many lane evaluations agreed, or the first difference.
func onLanes(igc []byte, ents []visadwarf.LinkEntry, ln gpu, same func(m, mo *expr.Machine, a, b expr.Result) error) (int, error) {
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
			reg := expr.RandomMachine(ctxIGC, seed, expr.IntelRegSize(ln.grf)).Reg
			for lane := 0; lane < ln.simd; lane++ {
				m := &expr.Machine{Ctx: ctxIGC, Lane: uint64(lane), Lanes: uint64(ln.simd), Reg: reg, Mem: scratch(seed)}
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
				if err := same(m, &mo, a, b); err != nil {
					return n, fmt.Errorf("lane %d: %v", lane, err)
				}
				n++
			}
		}
	}
	return n, nil
}

// sameOnLanes compares IGC's location and each entry of ours on every lane (onLanes).
// IGC 12504 gives frame slots no address space; ours are in the
// private one, so a default-space address of IGC's is compared as a private one there.
func sameOnLanes(igc []byte, ents []visadwarf.LinkEntry, ln gpu, size int64) (int, error) {
	return onLanes(igc, ents, ln, func(m, mo *expr.Machine, a, b expr.Result) error {
		ok, err := expr.Same(m, a, b, 0)
		if iv := a.Loc; err == nil && !ok && !a.IsValue && iv.Kind == expr.LocImplicit && size > 0 && int64(len(iv.Value)) >= size {
			// IGC gives the lane's value (DW_OP_stack_value) where ours is its
			// storage: the storage must hold that value.
			ob, err2 := b.Location()
			if err2 != nil {
				return err2
			}
			got, err2 := expr.Read(mo, ob, uint64(size)*8)
			ok, err = err2 == nil && bytes.Equal(got, iv.Value[:size]), err2
		}
		if err == nil && !ok && valuePieces(a) && size > 0 {
			ok, err = sameBits(m, mo, a, b, uint64(size)*8)
		}
		if err != nil || !ok {
			return fmt.Errorf("IGC %v, ours %v (%v)", a, b, err)
		}
		return nil
	})
}

// sameFragmentOnLanes is sameOnLanes for bits [off, off+size) of the variable alone: IGC's
// location and each entry of ours must put the same storage there (what the rest of either
// composite holds is not compared).
func sameFragmentOnLanes(igc []byte, ents []visadwarf.LinkEntry, ln gpu, off, size uint64) (int, error) {
	// bits are the pieces of a location's bits [off, off+size).
	bits := func(m *expr.Machine, r expr.Result) ([]expr.Piece, error) {
		loc, err := r.Location()
		if err != nil {
			return nil, err
		}
		if loc.Kind != expr.LocComposite {
			return nil, fmt.Errorf("%v is no composite", loc)
		}
		loc.Offset, loc.Bit = off/8, uint8(off%8)
		return expr.Resolve(m, loc, size)
	}
	return onLanes(igc, ents, ln, func(m, mo *expr.Machine, a, b expr.Result) error {
		fa, err := bits(m, a)
		if err != nil {
			return fmt.Errorf("IGC's location: %v", err)
		}
		fb, err := bits(mo, b)
		if err != nil {
			return fmt.Errorf("our location: %v", err)
		}
		same := len(fa) == len(fb)
		for i := 0; same && i < len(fa); i++ {
			ia, ob := fa[i].Loc, fb[i].Loc
			same = fa[i].Bits == fb[i].Bits && expr.Equal(ia, ob)
			if !same && fa[i].Bits == fb[i].Bits && ia.Kind == expr.LocImplicit && ob.Kind != expr.LocImplicit && ob.Kind != expr.LocUndefined &&
				ia.Bit == 0 && fa[i].Bits%8 == 0 && ia.Offset+fa[i].Bits/8 <= uint64(len(ia.Value)) {
				// IGC gives the lane's value of the piece (DW_OP_stack_value) where
				// ours is its storage: the storage must hold that value.
				got, err := expr.Read(mo, ob, fa[i].Bits)
				same = err == nil && bytes.Equal(got, ia.Value[ia.Offset:ia.Offset+fa[i].Bits/8])
			}
		}
		if !same {
			return fmt.Errorf("bits [%d, %d): IGC %v, ours %v", off, off+size, fa, fb)
		}
		return nil
	})
}

// stackedLocations is how many entries IGC's expression leaves on the stack on lane 0 (1 for
// a well-formed one): with DW_OP_drop appended j times, evaluation underflows once j passes
// that number.
func stackedLocations(igc []byte, ln gpu) int {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	m := &expr.Machine{Ctx: ctx, Lanes: uint64(max(ln.simd, 1)), Reg: expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf)).Reg, Mem: scratch(1)}
	code := append([]byte(nil), igc...)
	for j := 1; j <= 16; j++ {
		code = append(code, byte(expr.OpDrop))
		if _, err := expr.Eval(code, expr.DialectIntel, m); errors.Is(err, expr.ErrUnderflow) {
			return j - 1
		}
	}
	return 16
}

// igcLocalTag is IGC 12504's address space tag of shared local memory (Address::Space::eLocal).
const igcLocalTag = 10

// isLocalPointerValue reports whether IGC's expression gives, on every lane, an 8-byte
// implicit value tagged igcLocalTag: the value of a __local pointer, not a storage.
func isLocalPointerValue(igc []byte, ln gpu) bool {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	p, err := expr.Prepare(ctx, expr.DialectIntel, igc)
	if err != nil {
		return false
	}
	for lane := 0; lane < max(ln.simd, 1); lane++ {
		m := &expr.Machine{Ctx: ctx, Lane: uint64(lane), Lanes: uint64(max(ln.simd, 1)), Reg: expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf)).Reg, Mem: scratch(1)}
		r, err := p.Eval(m)
		if err != nil || r.IsValue || r.Loc.Kind != expr.LocImplicit || len(r.Loc.Value) != 8 || r.Loc.Value[7] != igcLocalTag {
			return false
		}
	}
	return true
}

// showExprs prints IGC's and our expressions of a variable, to read a difference.
func showExprs(v igcVar, ours []visadwarf.LinkEntry) []string {
	c4 := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	c5 := c4
	c5.Version = 5
	var out []string
	if v.loc != nil {
		out = append(out, "    IGC: "+expr.Format(c4, expr.DialectIntel, v.loc, expr.PrintOptions{}))
	}
	for _, e := range v.list {
		out = append(out, fmt.Sprintf("    IGC [%#x, %#x): %s", e.lo, e.hi, expr.Format(c4, expr.DialectIntel, e.expr, expr.PrintOptions{})))
	}
	for _, e := range ours {
		out = append(out, fmt.Sprintf("    ours [%#x, %#x): %s", e.Lo, e.Hi, expr.Format(c5, expr.DialectUser, e.Expr, expr.PrintOptions{})))
	}
	return out
}

// misplacedFragment reports whether IGC's expression, on lane 0, puts no part at bits
// [off, off+size) of the variable (a composite with no such part, one location for the
// whole variable where off > 0, or one constant for it where the fragment is a value the
// code computes: runtime), and describes what it puts where.
func misplacedFragment(igc []byte, ln gpu, off, size int64, runtime bool) (string, bool) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 4}
	m := &expr.Machine{Ctx: ctx, Lanes: uint64(max(ln.simd, 1)), Reg: expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf)).Reg, Mem: scratch(1)}
	r, err := expr.Eval(igc, expr.DialectIntel, m)
	if err != nil || r.IsValue {
		return "", false
	}
	if r.Loc.Kind != expr.LocComposite {
		// One location for the whole variable: what it holds is bits 0 on; a constant
		// there cannot be a fragment the program computes.
		if r.Loc.Kind == expr.LocUndefined || off == 0 && !(runtime && r.Loc.Kind == expr.LocImplicit) {
			return "", false
		}
		if off == 0 {
			return fmt.Sprintf("one constant for the whole variable, %v, where those bits are a value the code computes", r.Loc), true
		}
		return fmt.Sprintf("one %v location for the whole variable: %v", r.Loc.Kind, r.Loc), true
	}
	var desc []string
	at := uint64(0)
	for _, p := range r.Loc.Pieces {
		if p.Loc.Kind != expr.LocUndefined {
			if at == uint64(off) && p.Bits == uint64(size) {
				return "", false
			}
			desc = append(desc, fmt.Sprintf("bits [%d, %d) in %v", at, at+p.Bits, p.Loc.Kind))
		}
		at += p.Bits
	}
	return strings.Join(desc, ", "), true
}

// TestLinksCopiedValue: k2's v (vadd.tgllp.O2) is a value the blob gives no live intervals
// for (V0055 and V0056, the SIMD32 halves of helper's t + 1); both are copied whole into
// V0064 ($39, $40), which lives in r17: v is located there from the second copy on.
func TestLinksCopiedValue(t *testing.T) {
	d, err := ReadDump(filepath.Join(igcDumpDir, "vadd.tgllp.O2"))
	if err != nil {
		t.Fatal(err)
	}
	for _, blob := range d.Blobs {
		base := strings.TrimSuffix(blob.Source, ".dbg")
		f, err := elfrw.Open(base + ".elf")
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		p, _ := intelgt.ParsePlatform("tgllp")
		res, err := visadwarf.Convert(f, visadwarf.Input{Blobs: []visadwarf.Blob{blob}, Asm: d.Asm, Links: d.Links}, visadwarf.Options{Platform: &p})
		if err != nil {
			t.Fatal(err)
		}
		kr := res.Kernels[0]
		if kr.Name != "k2" {
			continue
		}
		for _, o := range kr.Objects {
			for _, l := range o.Links {
				if l.Key.Function != "k2" || l.Key.Name != "v" {
					continue
				}
				if l.Var != "V0055" || len(l.Entries) == 0 {
					t.Fatalf("k2:v: %s, %d entries (%s)", l.Var, len(l.Entries), l.Why)
				}
				// The first piece is GRF 17 (DWARF register 33).
				if e := l.Entries[0].Expr; len(e) < 2 || e[0] != byte(expr.OpRegx) || e[1] != 33 {
					t.Errorf("k2:v at % x, want regx 33 (r17) first", e)
				}
				return
			}
		}
	}
	t.Fatal("no link of k2:v")
}

// igaTools are, by GPU, iga64's platform name for it and the iga64 that reads its code
// (iga64-sid, IGC 2.x's in Debian sid, for Xe2 on: scripts/oracles).
var igaTools = map[string][2]string{
	"tgllp": {"12p1", "iga64"}, "dg2": {"12p71", "iga64"}, "mtl": {"12p71", "iga64"}, "pvc": {"12p72", "iga64"},
	"bmg": {"2", "iga64-sid"}, "lnl": {"2", "iga64-sid"}, "ptl": {"3", "iga64-sid"}, "nvl-s": {"3", "iga64-sid"}, "cri": {"3pxpc", "iga64-sid"},
}

// igaText disassembles a kernel's code with its GPU's iga64: each instruction's text by
// offset.
func igaText(t *testing.T, code []byte, platform string) map[uint64]string {
	tool, ok := igaTools[platform]
	if !ok {
		return nil
	}
	bin := filepath.Join(t.TempDir(), "code.bin")
	if err := os.WriteFile(bin, code, 0o644); err != nil {
		t.Fatal(err)
	}
	out := map[uint64]string{}
	for _, in := range igaInsts(oracle.Run(t, tool[1], "-d", "-p="+tool[0], "-Xprint-pc", bin)) {
		out[in.pc] = fmt.Sprintf("/* [%04X] */ %s", in.pc, in.text)
	}
	return out
}

// piecesShowOurs reports whether the machine code writes every lane's copy of every piece of
// ours where ours reads it: for a vector kept component-major (each element a row of all
// lanes, IGC's vISA layout), an instruction of the kernel (internal/geninst, read as iga64
// reads it) writes lane l's element k at the byte our piece k reads on lane l: an ALU
// destination (channel c at its start + (c - first channel) × stride × size) or a gathering
// load (component j of channel c at its destination + j × component stride + c × size).
// The message names the writers, with iga64's text.
func piecesShowOurs(t *testing.T, f *elfrw.File, kernel string, p intelgt.Platform, platform string, ls []visadwarf.LinkReport, ln gpu, size int64) (string, bool) {
	sec := f.Section(".text." + kernel)
	if sec == nil || size <= 0 {
		return "", false
	}
	code, err := sec.Data()
	if err != nil {
		return "", false
	}
	// The byte each channel of each instruction writes, by byte: writer offsets and channels.
	type write struct {
		at    uint64
		chan_ uint32
		es    uint32
	}
	writes := map[uint64][]write{}
	grf := uint32(ln.grf)
	for off := uint32(0); off < uint32(len(code)); {
		in, err := geninst.Decode(p.Encoding, code, off, grf)
		if err != nil {
			return "", false
		}
		at := uint64(off)
		off += in.Len
		if !in.WriteKnown {
			continue
		}
		if g, ok := in.Gather(p.Encoding, grf); ok {
			for j := uint32(0); j < g.Components; j++ {
				for c := uint32(0); c < g.Lanes; c++ {
					b := uint64(g.Dst + j*g.CompStride + c*g.ElemBytes)
					writes[b] = append(writes[b], write{at, g.ChanOff + c, g.ElemBytes})
				}
			}
		} else if in.DstBytes != 0 && in.ExecSize != 0 {
			for c := uint32(0); c < in.ExecSize; c++ {
				b := uint64(in.Lo + c*in.DstStride*in.DstBytes)
				writes[b] = append(writes[b], write{at, in.ChanOff + c, in.DstBytes})
			}
		}
	}
	text := igaText(t, code, platform)
	// The register-file bytes each scratch byte is stored from: iga64's hword scratch block
	// writes (a spill: N registers from src1 to the descriptor's offset in 32-byte units, as
	// they are).
	type store struct{ from, at uint64 } // the register-file byte, the store's offset
	stored := map[uint64][]store{}
	var stores []uint64 // their offsets, for the message
	for at, line := range text {
		m := igaScratchWrite.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		src, _ := strconv.ParseUint(m[1], 10, 64)
		desc, _ := strconv.ParseUint(m[2], 0, 64)
		n, _ := strconv.ParseUint(m[3], 10, 64)
		for i := uint64(0); i < n*uint64(grf); i++ {
			o := (desc&0xfff)*32 + i
			stored[o] = append(stored[o], store{src*uint64(grf) + i, at})
		}
		stores = append(stores, at)
	}
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	mach := expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf))
	mach.Lanes = uint64(ln.simd)
	var shown []string
	seen := map[uint64]bool{}
	spilled := 0
	for _, l := range ls {
		for _, e := range l.Entries {
			for lane := 0; lane < ln.simd; lane++ {
				mach.Lane = uint64(lane)
				r, err := expr.Eval(e.Expr, expr.DialectUser, mach)
				if err != nil {
					return "", false
				}
				loc, err := r.Location()
				if err != nil {
					return "", false
				}
				ps, err := expr.Resolve(mach, loc, uint64(size)*8)
				if err != nil || len(ps) < 2 {
					return "", false
				}
				for _, pc := range ps {
					if pc.Loc.Kind == expr.LocUndefined {
						continue
					}
					// The writers that may have put the piece's bytes there: of a register
					// byte, any instruction; of a spilled row's scratch byte, the last
					// instruction before a scratch block write that stores it to write the
					// register byte it is stored from (the value that store saves).
					var cands []write
					switch {
					case pc.Loc.Kind == expr.LocRegister && pc.Loc.Reg >= regs.IntelGRF(0) && pc.Loc.Bit == 0:
						cands = writes[(pc.Loc.Reg-regs.IntelGRF(0))*uint64(ln.grf)+pc.Loc.Offset]
					case pc.Loc.Kind == expr.LocMemory && pc.Loc.Space == 0 && pc.Loc.Offset>>56 == igcScratchTag>>56 && pc.Loc.Bit == 0:
						spilled++
						for _, st := range stored[pc.Loc.Offset&^(0xff<<56)] {
							var last *write
							for i, w := range writes[st.from] {
								if w.at < st.at && (last == nil || w.at > last.at) {
									last = &writes[st.from][i]
								}
							}
							if last != nil {
								cands = append(cands, *last)
							}
						}
					default:
						return "", false
					}
					found := false
					for _, w := range cands {
						if w.chan_ == uint32(lane) && uint64(w.es)*8 == pc.Bits {
							found = true
							if !seen[w.at] && len(shown) < 8 {
								seen[w.at] = true
								shown = append(shown, text[w.at])
							}
							break
						}
					}
					if !found {
						return "", false
					}
				}
			}
		}
	}
	if len(shown) == 0 {
		return "", false
	}
	how := ""
	if spilled > 0 {
		how = fmt.Sprintf(" (rows spilled to scratch: of the kernel's %d hword scratch block writes, one stores each where ours reads it, as the instruction named wrote it)", len(stores))
	}
	return fmt.Sprintf("the machine code writes each lane's copy of each element where ours reads it (component-major)%s, IGC reads the lane's elements one after the other: %s", how, strings.Join(shown, "; ")), true
}

// igaScratchWrite is a spill as iga64 prints it (Xe-LP, Xe-HPG): the data's first register,
// the descriptor (its low 12 bits the scratch offset in 32-byte units) and the data's
// length in registers ("wr:1h+N").
var igaScratchWrite = regexp.MustCompile(`send\.dc0 \(\d+\|M\d+\)\s+null\s+r\d+\s+r(\d+)(?::\d+)?\s+\S+\s+(0x[0-9A-F]+)\s.*wr:1h\+(\d+), rd:0; hword scratch block write`)

// dstRegion is where an instruction's destination puts its channels: channel c's element at
// register-file byte start + c × stride, of size bytes.
type dstRegion struct {
	start, stride, size uint64
	exec                int
	text                string
}

var igaDst = regexp.MustCompile(`^/\* \[([0-9A-F]+)\]\s*\*/.*?\((\d+)\|M\d+\)\s+(?:\(\w+\)f\d+\.\d+\s+)?r(\d+)\.(\d+)<(\d+)>:(\w+)`)

var igaTypeSize = map[string]uint64{"b": 1, "ub": 1, "w": 2, "uw": 2, "hf": 2, "bf": 2, "d": 4, "ud": 4, "f": 4, "q": 8, "uq": 8, "df": 8}

// srcRegion is where an instruction's source operand reads its channels: channel c's element
// (of size bytes) at register-file byte start + (c / width) × vstride + (c % width) × hstride,
// for the channels first .. first+exec-1 (the lanes of its execution mask).
type srcRegion struct {
	start, vstride, width, hstride, size uint64
	first, exec                          int
	text                                 string
}

// at is the register-file byte of channel c's element.
func (r srcRegion) at(c int) uint64 {
	return r.start + uint64(c)/r.width*r.vstride + uint64(c)%r.width*r.hstride
}

// igaSrc is a source operand in a general register with a full region (igaExec: the
// execution size and mask offset).
var igaSrc = regexp.MustCompile(`\sr(\d+)\.(\d+)<(\d+);(\d+),(\d+)>:(\w+)`)

// igaRegions disassembles a kernel's code with iga64 and lists each instruction's destination
// region in a general register, and each of its source regions there (<V;W,H>).
func igaRegions(t *testing.T, code []byte, platform string, grf int) ([]dstRegion, []srcRegion) {
	tool, ok := igaTools[platform]
	if !ok {
		return nil, nil
	}
	bin := filepath.Join(t.TempDir(), "code.bin")
	if err := os.WriteFile(bin, code, 0o644); err != nil {
		t.Fatal(err)
	}
	var dsts []dstRegion
	var srcs []srcRegion
	for _, line := range strings.Split(oracle.Run(t, tool[1], "-d", "-p="+tool[0], "-Xprint-pc", bin), "\n") {
		text := strings.Join(strings.Fields(line), " ")
		if m := igaDst.FindStringSubmatch(line); m != nil {
			size := igaTypeSize[m[6]]
			exec, _ := strconv.Atoi(m[2])
			reg, _ := strconv.ParseUint(m[3], 10, 64)
			sub, _ := strconv.ParseUint(m[4], 10, 64)
			h, _ := strconv.ParseUint(m[5], 10, 64)
			if size != 0 {
				dsts = append(dsts, dstRegion{reg*uint64(grf) + sub*size, h * size, size, exec, text})
			}
		}
		e := igaExec.FindStringSubmatch(line)
		if e == nil {
			continue
		}
		exec, _ := strconv.Atoi(e[1])
		first, _ := strconv.Atoi(e[2])
		for _, m := range igaSrc.FindAllStringSubmatch(line, -1) {
			var n [5]uint64
			for i := range n {
				n[i], _ = strconv.ParseUint(m[i+1], 10, 64)
			}
			size := igaTypeSize[m[6]]
			if size == 0 || n[3] == 0 {
				continue
			}
			srcs = append(srcs, srcRegion{n[0]*uint64(grf) + n[1]*size, n[2] * size, n[3], n[4] * size, size, first, exec, text})
		}
	}
	return dsts, srcs
}

// laneBytes evaluates a location expression of ours on every lane of mach (its lane count)
// and gives the register-file byte where each lane's size bytes start; ok is false unless
// each is one general register's bytes.
func laneBytes(mach *expr.Machine, e []byte, size uint64, grf int) ([]uint64, bool) {
	out := make([]uint64, mach.Lanes)
	for lane := range out {
		mach.Lane = uint64(lane)
		r, err := expr.Eval(e, expr.DialectUser, mach)
		if err != nil {
			return nil, false
		}
		loc, err := r.Location()
		if err != nil {
			return nil, false
		}
		ps, err := expr.Resolve(mach, loc, size)
		if err != nil || len(ps) != 1 || ps[0].Loc.Kind != expr.LocRegister || ps[0].Loc.Reg < regs.IntelGRF(0) {
			return nil, false
		}
		out[lane] = (ps[0].Loc.Reg-regs.IntelGRF(0))*uint64(grf) + ps[0].Loc.Offset
	}
	return out, true
}

// kernelText is the code of a kernel in IGC's per-kernel ELF.
func kernelText(f *elfrw.File, kernel string) ([]byte, bool) {
	sec := f.Section(".text." + kernel)
	if sec == nil {
		return nil, false
	}
	code, err := sec.Data()
	return code, err == nil
}

// readsShowOurs reports whether the instructions that read a register value ours reads show
// it where ours reads it: a value IGC never writes (a payload input, which the thread
// arrives with) has only its readers to say where each lane's element is. Each lane's
// bytes ours reads (the location under the entry's DW_OP_deref_size N, DW_OP_stack_value)
// are read, element size N, by a source region of an instruction of the kernel whose every
// channel agrees with ours, and together those regions cover every lane.
func readsShowOurs(t *testing.T, f *elfrw.File, kernel, platform string, ls []visadwarf.LinkReport, ln gpu) (string, bool) {
	code, ok := kernelText(f, kernel)
	if !ok {
		return "", false
	}
	_, srcs := igaRegions(t, code, platform, ln.grf)
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	mach := expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf))
	mach.Lanes = uint64(ln.simd)
	var shown []string
	for _, l := range ls {
		for _, e := range l.Entries {
			n := len(e.Expr)
			if n < 3 || e.Expr[n-3] != byte(expr.OpDerefSize) || e.Expr[n-1] != byte(expr.OpStackValue) {
				return "", false
			}
			size := uint64(e.Expr[n-2])
			bytesAt, ok := laneBytes(mach, e.Expr[:n-3], size, ln.grf)
			if !ok {
				return "", false
			}
			covered := make([]bool, ln.simd)
			for _, r := range srcs {
				if r.size != size || r.first+r.exec > ln.simd {
					continue
				}
				ok := true
				for c := 0; c < r.exec && ok; c++ {
					ok = r.at(c) == bytesAt[r.first+c]
				}
				if !ok {
					continue
				}
				for c := 0; c < r.exec; c++ {
					covered[r.first+c] = true
				}
				if !slices.Contains(shown, r.text) {
					shown = append(shown, r.text)
				}
			}
			if slices.Contains(covered, false) {
				return "", false
			}
		}
	}
	return fmt.Sprintf("the instructions that read it read each lane's element where ours reads it: %s", strings.Join(shown, "; ")), len(shown) > 0
}

// layoutShowsOurs reports whether every lane of each link's registers is where an
// instruction of the kernel (iga64's disassembly) writes that lane's element: a destination
// region of the SIMD width starting at lane 0's byte, with lane i's element i strides on.
func layoutShowsOurs(t *testing.T, f *elfrw.File, kernel, platform string, ls []visadwarf.LinkReport, ln gpu) (string, bool) {
	code, ok := kernelText(f, kernel)
	if !ok {
		return "", false
	}
	regions, _ := igaRegions(t, code, platform, ln.grf)
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	mach := expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf))
	mach.Lanes = uint64(ln.simd)
	var why string
	for _, l := range ls {
		for _, e := range l.Entries {
			bytesAt, ok := laneBytes(mach, e.Expr, 8, ln.grf)
			if !ok {
				return "", false
			}
			found := false
			for _, g := range regions {
				if g.start != bytesAt[0] || g.exec < ln.simd {
					continue
				}
				ok := true
				for lane, b := range bytesAt {
					ok = ok && b == g.start+uint64(lane)*g.stride
				}
				if ok {
					found, why = true, fmt.Sprintf("%s writes lane i's element at byte %d + %d·i of the register file, where ours reads it", g.text, g.start, g.stride)
					break
				}
			}
			if !found {
				return "", false
			}
		}
	}
	return why, why != ""
}

// a32ShowsOurs decides a variable in memory that our links address with 32-bit offsets from
// the General State Base Address (visalink.Link.A32: each entry reads the lane's offset,
// DW_OP_deref_size 4, DW_OP_breg7 0, DW_OP_plus; convert requires the native send that
// addresses memory with them to be an A32 stateless access): the instruction that writes
// the offsets writes lane i's 4 bytes where ours reads them (layoutShowsOurs, on our
// expressions without that tail), and IGC's expression takes the 8 bytes from there at 8·i
// as lane i's address, lanes 2i and 2i+1's offsets read as one, on every lane.
func a32ShowsOurs(t *testing.T, f *elfrw.File, kernel, platform string, v igcVar, ls []visadwarf.LinkReport, ln gpu) (string, bool) {
	tail := []byte{byte(expr.OpDerefSize), 4, byte(expr.OpBreg0) + byte(regs.IntelGenStateBase), 0, byte(expr.OpPlus)}
	offsets := make([]visadwarf.LinkReport, 0, len(ls))
	for _, l := range ls {
		if !l.A32 {
			return "", false
		}
		o := l
		o.Entries = nil
		for _, e := range l.Entries {
			if !bytes.HasSuffix(e.Expr, tail) {
				return "", false
			}
			o.Entries = append(o.Entries, visadwarf.LinkEntry{Lo: e.Lo, Hi: e.Hi, Expr: e.Expr[:len(e.Expr)-len(tail)]})
		}
		offsets = append(offsets, o)
	}
	written, ok := layoutShowsOurs(t, f, kernel, platform, offsets, ln)
	if !ok || len(offsets) == 0 || len(offsets[0].Entries) == 0 {
		return "", false
	}
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	mach := expr.RandomMachine(ctx, 1, expr.IntelRegSize(ln.grf))
	mach.Lanes = uint64(ln.simd)
	// Where lane 0's offset is: the register file byte ours reads.
	at, ok := laneBytes(mach, offsets[0].Entries[0].Expr, 4, ln.grf)
	if !ok {
		return "", false
	}
	start := at[0]
	// fileBytes reads n bytes of the register file from byte at.
	fileBytes := func(at uint64, n int) ([]byte, bool) {
		out := make([]byte, 0, n)
		for len(out) < n {
			reg, off := at/uint64(ln.grf), at%uint64(ln.grf)
			b, err := mach.Reg(regs.IntelGRF(reg))
			if err != nil {
				return nil, false
			}
			k := min(uint64(n-len(out)), uint64(len(b))-off)
			out = append(out, b[off:off+k]...)
			at += k
		}
		return out, true
	}
	ictx := ctx
	ictx.Version = 4
	mach.Ctx = ictx
	defer func() { mach.Ctx = ctx }()
	for _, e := range append([]igcEntry{{expr: v.loc}}, v.list...) {
		if e.expr == nil {
			continue
		}
		for lane := 0; lane < ln.simd; lane++ {
			mach.Lane = uint64(lane)
			r, err := expr.Eval(e.expr, expr.DialectIntel, mach)
			if err != nil {
				return "", false
			}
			loc, err := r.Location()
			want, ok := fileBytes(start+8*uint64(lane), 8)
			if err != nil || !ok || loc.Kind != expr.LocMemory || loc.Space != 0 || loc.Offset != binary.LittleEndian.Uint64(want) {
				return "", false
			}
		}
	}
	return fmt.Sprintf("lane i's address is a 32-bit offset from the General State Base Address (the A32 stateless send of vISA id %d addresses memory with it): %s; IGC takes the 8 bytes at byte %d + 8·i as lane i's address, lanes 2i and 2i+1's offsets read as one", ls[0].Access, written, start), true
}

// valuePieces reports whether a result is a composite of values alone (IGC 2.40's by-value
// struct argument: each member's register bits pushed as a value, DW_OP_bit_piece).
func valuePieces(r expr.Result) bool {
	if r.IsValue || r.Loc.Kind != expr.LocComposite || len(r.Loc.Pieces) == 0 {
		return false
	}
	for _, p := range r.Loc.Pieces {
		if p.Loc.Kind != expr.LocImplicit {
			return false
		}
	}
	return true
}

// sameBits reports whether the first nbits bits IGC's result holds (values) are those ours
// locates: the storage holds what IGC gives, member by member.
func sameBits(mIGC, mOurs *expr.Machine, igc, ours expr.Result, nbits uint64) (bool, error) {
	want, err := expr.Read(mIGC, igc.Loc, nbits)
	if err != nil {
		return false, err
	}
	loc, err := ours.Location()
	if err != nil {
		return false, err
	}
	got, err := expr.Read(mOurs, loc, nbits)
	if err != nil {
		return false, err
	}
	return bytes.Equal(got, want), nil
}
