package main

import (
	"debug/dwarf"
	"debug/elf"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"hdwarf/internal/dwarftree"
	"hdwarf/internal/oracle"
)

// inlinedInstance is a DW_TAG_inlined_subroutine as a debugger sees it: where it sits (the
// chain of calls from the subprogram's code in, callee@call_line), its call file, its code
// relative to its subprogram's low_pc, and its parameters and variables (names through
// their abstract origin) with whether each has a location.
type inlinedInstance struct {
	file   string
	ranges [][2]uint64
	vars   map[string]bool
}

// inlinedInstances reads every inlined subroutine of a file's DWARF by its subprogram and
// call chain ("mixer:hmix4@27>hmix3@21").
func inlinedInstances(t *testing.T, d *dwarf.Data) map[string]*inlinedInstance {
	t.Helper()
	names := map[dwarf.Offset]string{} // DIEs' names, for the abstract origins
	err := dwarftree.Walk(d, func(e *dwarf.Entry, _ []*dwarf.Entry) {
		if n, ok := e.Val(dwarf.AttrName).(string); ok {
			names[e.Offset] = n
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*inlinedInstance{}
	type frame struct {
		chain string
		inst  *inlinedInstance
	}
	frames := map[dwarf.Offset]frame{} // of the DIEs with children: the chain they are in
	var base uint64
	var files []*dwarf.LineFile
	err = dwarftree.Walk(d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
		cur := frame{}
		if len(parents) > 0 {
			cur = frames[parents[len(parents)-1].Offset]
		}
		switch e.Tag {
		case dwarf.TagCompileUnit:
			lr, err := d.LineReader(e)
			if err != nil || lr == nil {
				t.Fatalf("line table: %v", err)
			}
			files = lr.Files()
			cur = frame{}
		case dwarf.TagSubprogram:
			base, _ = e.Val(dwarf.AttrLowpc).(uint64)
			name, _ := e.Val(dwarf.AttrName).(string)
			cur = frame{chain: name + ":"}
		case dwarf.TagInlinedSubroutine:
			from, _ := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
			line, _ := e.Val(dwarf.AttrCallLine).(int64)
			call := fmt.Sprintf("%s@%d", names[from], line)
			if cur.inst != nil {
				call = ">" + call
			}
			call = cur.chain + call
			in := &inlinedInstance{vars: map[string]bool{}}
			if f, ok := e.Val(dwarf.AttrCallFile).(int64); ok && int(f) < len(files) && files[f] != nil {
				in.file = filepath.Base(files[f].Name)
			}
			rs, err := d.Ranges(e)
			if err != nil {
				t.Fatalf("%s: ranges: %v", call, err)
			}
			for _, x := range rs {
				in.ranges = append(in.ranges, [2]uint64{x[0] - base, x[1] - base})
			}
			slices.SortFunc(in.ranges, func(a, b [2]uint64) int { return int(a[0]) - int(b[0]) })
			if out[call] != nil {
				t.Errorf("two instances %s", call)
			}
			out[call] = in
			cur = frame{call, in}
		case dwarf.TagFormalParameter, dwarf.TagVariable:
			if cur.inst != nil {
				from, _ := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
				tag := "var "
				if e.Tag == dwarf.TagFormalParameter {
					tag = "param "
				}
				cur.inst.vars[tag+names[from]] = e.Val(dwarf.AttrLocation) != nil
			}
		}
		if e.Children {
			frames[e.Offset] = cur
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestInlinedAgainstIGC converts builds in which IGC inlined hmix1..4 into the kernel
// (hmix3 inlining hmix1, hmix4 inlining hmix2 and hmix3, the kernel calling hmix4 and hmix1)
// with their dumps and compares our inlined subroutines with IGC's own DWARF of the same
// build: the same instances (callee through the abstract origin, call line, nesting), call
// file and code ranges, the same parameters and variables, each located where IGC locates
// it or left without storage with the reason convert -v gives; llvm-dwarfdump-22 --verify
// accepts the output once relocated. Whether the locations are IGC's storage is
// TestLinksAgainstIGC's (passes/convertplan) comparison, lane by lane.
func TestInlinedAgainstIGC(t *testing.T) {
	builds := []struct{ zebin, dir string }{
		{filepath.Join(td, "igcdump", "inlined.dg2.O2.zebin"), filepath.Join(td, "igcdump", "inlined.dg2.O2")},   // IGC 12504
		{filepath.Join(td, "igc2dump", "inlined.bmg.O2.zebin"), filepath.Join(td, "igc2dump", "inlined.bmg.O2")}, // IGC 2.40, Xe2
		// Two kernels, k2 inlining helper: the .visa.ll numbers its metadata apart from the
		// module dump.
		{filepath.Join(td, "igcdump", "vadd.tgllp.O2.zebin"), filepath.Join(td, "igcdump", "vadd.tgllp.O2")},
	}
	oracle.Want(t, "llvm-dwarfdump-22")
	for _, b := range builds {
		out := filepath.Join(t.TempDir(), "out.zebin")
		st, _, stderr := hdwarf(t, "convert", b.zebin, "--igc-dump", b.dir, "-v", "-o", out)
		if st != 0 {
			t.Fatalf("%s: convert: status %d: %s", b.dir, st, stderr)
		}
		// As a driver loads it: the kernel's code at an address, the relocations applied.
		loaded := filepath.Join(filepath.Dir(out), "loaded.zebin")
		args := []string{"relocate"}
		ef, err := elf.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		for i, sec := range ef.Sections {
			if strings.HasPrefix(sec.Name, ".text.") {
				args = append(args, "--section", fmt.Sprintf("%s=%#x", sec.Name, 0xff000000+i<<16))
			}
		}
		ef.Close()
		if st, _, stderr := hdwarf(t, append(args, out, "-o", loaded)...); st != 0 {
			t.Fatalf("%s: relocate: status %d: %s", b.dir, st, stderr)
		}
		if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", loaded); !strings.Contains(v, "No errors.") {
			t.Errorf("%s: llvm-dwarfdump-22 --verify:\n%s", b.dir, v)
		}
		// IGC's per-kernel ELFs.
		elfs, _ := filepath.Glob(filepath.Join(b.dir, "*.elf"))
		igc := map[string]*inlinedInstance{}
		for _, p := range elfs {
			maps.Copy(igc, inlinedInstances(t, loadDWARF(t, p).d))
		}
		ours := inlinedInstances(t, loadDWARF(t, loaded).d)
		if !strings.Contains(stderr, fmt.Sprintf("hdwarf:   %d inlined instances (from IGC's dump): ", len(igc))) {
			t.Errorf("%s: -v does not report IGC's %d inlined instances:\n%s", b.dir, len(igc), stderr)
		}
		var params, igcLocated, located int
		for call, want := range igc {
			got := ours[call]
			if got == nil {
				t.Errorf("%s: IGC's inlined instance %s is missing", b.dir, call)
				continue
			}
			if got.file != want.file || !slices.Equal(got.ranges, want.ranges) {
				t.Errorf("%s: %s: call file %s, code %x; IGC's: %s, %x", b.dir, call, got.file, got.ranges, want.file, want.ranges)
			}
			for v, loc := range want.vars {
				gotLoc, ok := got.vars[v]
				switch {
				case !ok:
					t.Errorf("%s: %s: no %s", b.dir, call, v)
				case loc && !gotLoc:
					// Left without storage only where convert says why.
					if why := unlinkedWhy(stderr, call, v); why != "" {
						t.Logf("%s: %s: %s IGC locates, the links do not: %s", filepath.Base(b.dir), call, v, why)
					} else {
						t.Errorf("%s: %s: %s has no location, and no reason is given; IGC's has one", b.dir, call, v)
					}
				}
				if strings.HasPrefix(v, "param ") {
					params++
				}
				if loc {
					igcLocated++
				}
				if loc && gotLoc {
					located++
				}
			}
		}
		for call := range ours {
			if igc[call] == nil {
				t.Errorf("%s: inlined instance %s is not IGC's", b.dir, call)
			}
		}
		t.Logf("%s: %d inlined instances (IGC %d), %d parameters and variables (%d parameters); IGC locates %d, we %d of them",
			filepath.Base(b.dir), len(ours), len(igc), countVars(ours), params, igcLocated, located)
	}
}

// unlinkedWhy is the reason convert -v gives (stderr) for leaving variable v ("param h") of
// the inlined instance call without storage; "" when it gives none.
func unlinkedWhy(stderr, call, v string) string {
	call = call[strings.IndexByte(call, ':')+1:]
	callee := call[strings.LastIndexByte(call, '>')+1:]
	callee = callee[:strings.IndexByte(callee, '@')]
	name := v[strings.IndexByte(v, ' ')+1:]
	for _, l := range strings.Split(stderr, "\n") {
		l = strings.TrimSpace(strings.TrimPrefix(l, "hdwarf:"))
		if strings.HasPrefix(l, "unlinked "+callee+":"+name+"@") && strings.Contains(l, " inlined at "+call+" (") {
			return l[strings.LastIndex(l, "): ")+3:]
		}
	}
	return ""
}

func countVars(m map[string]*inlinedInstance) int {
	n := 0
	for _, in := range m {
		n += len(in.vars)
	}
	return n
}
