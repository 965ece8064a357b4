package main

import (
	"debug/dwarf"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hdwarf/internal/dwarftree"
	"hdwarf/internal/oracle"
)

// srcEntity is a source-level declaration as a debugger sees it: a subprogram (kind "sub",
// typ its return type), a parameter or a named local anywhere inside a subprogram, or a
// program-scope variable (kind "global").
type srcEntity struct {
	sub, kind, name, typ string
	line                 int64
}

func (e srcEntity) String() string {
	if e.kind == "sub" {
		return fmt.Sprintf("subprogram %s (%s, line %d)", e.name, e.typ, e.line)
	}
	return fmt.Sprintf("%s: %s %s (%s, line %d)", e.sub, e.kind, e.name, e.typ, e.line)
}

// srcTree lists the named subprograms of a file with their parameters and named locals
// (lexical blocks looked through), how many of the parameters have a location, and the
// vISA variables (artificial variables named V<n>) it holds.
type srcTree struct {
	ents        []srcEntity
	paramLoc    map[string]bool // "sub/param" -> has a location
	visaVars    int
	visaScopes  int // artificial lexical blocks "vISA"
	visaOutside int // vISA variables outside such a block
}

var visaVarName = regexp.MustCompile(`^V[0-9]+$`)

func readSrcTree(t *testing.T, df *dwarfFile) srcTree {
	t.Helper()
	st := srcTree{paramLoc: map[string]bool{}}
	typeName := func(e *dwarf.Entry) string {
		off, ok := e.Val(dwarf.AttrType).(dwarf.Offset)
		if !ok {
			return ""
		}
		ty, err := df.d.Type(off)
		if err != nil {
			return "?" + err.Error()
		}
		return ty.String()
	}
	// The source name of each outermost subprogram: its own, or, for IGC's concrete
	// subprogram of an -O0 kernel, which declares the variables of its lexical blocks there
	// only, the abstract one's.
	subName := map[dwarf.Offset]string{}
	err := dwarftree.Walk(df.d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
		sub, inVISA := "", false
		for _, p := range parents {
			if sub == "" && p.Tag == dwarf.TagSubprogram {
				sub = subName[p.Offset]
			}
			if pn, _ := p.Val(dwarf.AttrName).(string); p.Tag == dwarf.TagLexDwarfBlock && pn == "vISA" {
				inVISA = inVISA || isArtificial(p)
			}
		}
		name, _ := e.Val(dwarf.AttrName).(string)
		line, _ := e.Val(dwarf.AttrDeclLine).(int64)
		art := isArtificial(e)
		switch e.Tag {
		case dwarf.TagSubprogram:
			if sub != "" {
				break
			}
			if name != "" {
				st.ents = append(st.ents, srcEntity{"", "sub", name, typeName(e), line})
				subName[e.Offset] = name
			} else {
				subName[e.Offset] = concreteOf(t, df, e)
			}
		case dwarf.TagLexDwarfBlock:
			if name == "vISA" && art && e.Children {
				st.visaScopes++
			}
		case dwarf.TagFormalParameter, dwarf.TagVariable:
			switch {
			case visaVarName.MatchString(name) && (art || e.Tag == dwarf.TagVariable):
				st.visaVars++
				if !inVISA {
					st.visaOutside++
				}
			case sub == "" && len(parents) == 1 && name != "" && e.Tag == dwarf.TagVariable:
				st.ents = append(st.ents, srcEntity{"", "global", name, typeName(e), line})
			case sub != "" && name != "":
				kind := "local"
				if e.Tag == dwarf.TagFormalParameter {
					kind = "param"
					st.paramLoc[sub+"/"+name] = e.Val(dwarf.AttrLocation) != nil
				}
				st.ents = append(st.ents, srcEntity{sub, kind, name, typeName(e), line})
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func isArtificial(e *dwarf.Entry) bool { art, _ := e.Val(dwarf.AttrArtificial).(bool); return art }

// concreteOf is the name of the subprogram a concrete one (no name of its own) stands for
// through DW_AT_abstract_origin or DW_AT_specification; "" for any other.
func concreteOf(t *testing.T, df *dwarfFile, e *dwarf.Entry) string {
	t.Helper()
	if _, named := e.Val(dwarf.AttrName).(string); named {
		return ""
	}
	for _, a := range []dwarf.Attr{dwarf.AttrAbstractOrigin, dwarf.AttrSpecification} {
		off, ok := e.Val(a).(dwarf.Offset)
		if !ok {
			continue
		}
		r := df.d.Reader()
		r.Seek(off)
		o, err := r.Next()
		if err != nil || o == nil {
			t.Fatalf("DIE at %#x: %v of %#x: %v", e.Offset, a, off, err)
		}
		name, _ := o.Val(dwarf.AttrName).(string)
		return name
	}
	return ""
}

// srcTreeTally adds up compareSrcTree over the kernels of a test.
type srcTreeTally struct {
	igc, same int
	kinds     map[string][2]int // by kind: IGC's declarations, ours matching them
}

func (a *srcTreeTally) add(t *testing.T, ours srcTree, ref string) {
	n, same, total := compareSrcTree(t, ours, ref)
	a.igc += total
	a.same += same
	if a.kinds == nil {
		a.kinds = map[string][2]int{}
	}
	for k, v := range n {
		x := a.kinds[k]
		a.kinds[k] = [2]int{x[0] + v[0], x[1] + v[1]}
	}
}

// check logs the totals and fails when fewer than 98% of IGC's declarations matched.
func (a *srcTreeTally) check(t *testing.T) {
	t.Helper()
	share := float64(a.same) / float64(max(a.igc, 1))
	t.Logf("all kernels: %d of IGC's %d declarations (%.1f%%): subprograms %d/%d, parameters %d/%d, locals %d/%d",
		a.same, a.igc, 100*share, a.kinds["sub"][1], a.kinds["sub"][0], a.kinds["param"][1], a.kinds["param"][0], a.kinds["local"][1], a.kinds["local"][0])
	if a.igc == 0 || share < 0.98 {
		t.Errorf("%d of IGC's %d declarations matched (%.1f%%, want at least 98%%)", a.same, a.igc, 100*share)
	}
}

// compareSrcTree counts IGC's subprograms, parameters and named locals in the DWARF of ref
// (IGC's per-kernel ELF) that ours has with the same name, type name and declaration line,
// per kind (IGC's count, matched), logging the figures and every one not matched.
func compareSrcTree(t *testing.T, ours srcTree, ref string) (n map[string][2]int, same, total int) {
	t.Helper()
	have := map[srcEntity]bool{}
	for _, e := range ours.ents {
		have[e] = true
	}
	igc := readSrcTree(t, loadDWARF(t, ref))
	ref = filepath.Base(ref)
	n = map[string][2]int{}
	for _, e := range igc.ents {
		x := n[e.kind]
		x[0]++
		// IGC declares a program-scope __constant inside the one kernel that uses
		// it; the SPIR-V, and so ours, in the unit, where the kernel sees it too.
		asGlobal := e.kind == "local" && have[srcEntity{"", "global", e.name, e.typ, e.line}]
		if asGlobal {
			t.Logf("%s: IGC's %v is a program-scope variable in ours", ref, e)
		}
		if have[e] || asGlobal {
			x[1]++
			same++
		} else {
			t.Logf("%s: IGC's %v is not in ours", ref, e)
		}
		n[e.kind] = x
	}
	t.Logf("%s: %d of IGC's %d declarations in ours with the same name, type name and line (subprograms %d/%d, parameters %d/%d, locals %d/%d)",
		ref, same, len(igc.ents), n["sub"][1], n["sub"][0], n["param"][1], n["param"][0], n["local"][1], n["local"][0])
	return n, same, len(igc.ents)
}

// srcTreeCase is a zebin to convert with IGC's DWARF for its kernels (per-kernel ELFs).
type srcTreeCase struct {
	name        string
	convertArgs func(t *testing.T, dir, out string) []string
	refs        []string
	// dump is IGC's dump directory of the build (the refs are in it), platform its GPU: the
	// per-kernel ELFs convert with it.
	dump, platform string
}

// srcTreeCases are the corpus zebins with IGC's DWARF beside them, and the kernels of
// testdata/srctree (stack calls two deep, a struct and vectors, nested blocks, a __constant
// array; -cl-opt-disable on tgllp, dg2 and pvc, optimized tgllp).
func srcTreeCases() []srcTreeCase {
	var out []srcTreeCase
	for _, c := range convCases {
		if !strings.HasSuffix(c.input, ".zebin") || len(c.refs) == 0 {
			continue
		}
		var refs []string
		for _, r := range c.refs {
			refs = append(refs, refPath(r))
		}
		out = append(out, srcTreeCase{c.name, c.convertArgs, refs, "", ""})
	}
	dir := filepath.Join(td, "srctree")
	for _, c := range []struct{ name, kernel string }{
		{"srctree.tgllp", "srctree.tgllp.simd8_entry_0001"}, {"srctree.dg2", "srctree.dg2.simd8_entry_0001"},
		{"srctree.pvc", "srctree.pvc.simd16_entry_0001"}, {"srctree-o2.tgllp", "srctree-o2.tgllp.simd8_entry_0001"},
	} {
		out = append(out, srcTreeCase{c.name, func(t *testing.T, _, o string) []string {
			args := []string{"convert", filepath.Join(dir, c.name+".zebin"), "--visa", filepath.Join(dir, c.kernel+".visa.dbg"), "-o", o}
			asm, _ := filepath.Glob(filepath.Join(dir, c.kernel+"*.visaasm"))
			for _, a := range asm {
				args = append(args, "--visaasm", a)
			}
			return args
		}, []string{filepath.Join(dir, c.kernel+".igc.elf")}, "", ""})
	}
	// scopes.cl at -O0: IGC declares the variables of the kernel's nested blocks in its
	// concrete subprogram only.
	scopes := filepath.Join(td, "igcdump", "scopes.dg2.O0")
	out = append(out, srcTreeCase{"scopes.dg2 (dump)", func(t *testing.T, _, o string) []string {
		return []string{"convert", scopes + ".zebin", "--igc-dump", scopes, "-o", o}
	}, []string{filepath.Join(scopes, "OCL_asm475b9e6050802b3c_simd8_entry_0001.elf")}, scopes, "dg2"})
	return out
}

// TestConvertSourceTree converts the corpus zebins (blob, .visaasm and the zebin's .spv and
// .ze_info) without and with --visa-vars, and measures the source tree against IGC's own
// DWARF for the same kernels: the share of IGC's subprograms, parameters and named locals
// that ours has with the same name, type name and declaration line (at least 98%), printed
// per kernel. The default output holds no vISA variable; --visa-vars keeps them, artificial,
// in artificial "vISA" blocks; the parameters have the same locations either way; both
// outputs pass llvm-dwarfdump-22 --verify and hdwarf verify.
func TestConvertSourceTree(t *testing.T) {
	var all srcTreeTally
	for _, c := range srcTreeCases() {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "out.elf")
			st, _, stderr := hdwarf(t, append(c.convertArgs(t, dir, out), "-v")...)
			if st != 0 {
				t.Fatalf("convert: status %d: %s", st, stderr)
			}
			if !strings.Contains(stderr, "source tree from the SPIR-V: ") {
				t.Errorf("-v does not report the source tree:\n%s", stderr)
			}
			outV := filepath.Join(dir, "outv.elf")
			if st, _, stderr := hdwarf(t, append(c.convertArgs(t, dir, outV), "--visa-vars")...); st != 0 {
				t.Fatalf("convert --visa-vars: status %d: %s", st, stderr)
			}
			for _, f := range []string{out, outV} {
				if st, stdout, stderr := hdwarf(t, "verify", f); st != 0 {
					t.Errorf("hdwarf verify %s: status %d:\n%s%s", filepath.Base(f), st, stdout, stderr)
				}
			}
			t.Run("llvm-dwarfdump-22", func(t *testing.T) {
				oracle.Need(t, "llvm-dwarfdump-22")
				for _, f := range []string{out, outV} {
					if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", f); !strings.Contains(v, "No errors.") {
						t.Errorf("llvm-dwarfdump-22 --verify %s:\n%s", filepath.Base(f), v)
					}
				}
			})
			ours, oursV := readSrcTree(t, loadDWARF(t, out)), readSrcTree(t, loadDWARF(t, outV))
			if ours.visaVars != 0 || ours.visaScopes != 0 {
				t.Errorf("default output holds %d vISA variables in %d blocks", ours.visaVars, ours.visaScopes)
			}
			if oursV.visaVars == 0 || oursV.visaOutside != 0 {
				t.Errorf("--visa-vars: %d vISA variables, %d outside a vISA block", oursV.visaVars, oursV.visaOutside)
			}
			for k, loc := range oursV.paramLoc {
				if ours.paramLoc[k] != loc {
					t.Errorf("parameter %s: location %v with --visa-vars, %v without", k, loc, ours.paramLoc[k])
				}
			}
			for _, ref := range c.refs {
				all.add(t, ours, ref)
			}
		})
	}
	all.check(t)
}

// gdb reads the source tree: a stack-call function's parameters and locals (k inside a
// lexical block, in scope in its loop's code only) are in its scope, optimized out as no input links them to storage; the
// kernel's argument has its location list; vISA variables are in scope only with --visa-vars.
func TestConvertSourceTreeGDB(t *testing.T) {
	oracle.Need(t, "gdb")
	dir := t.TempDir()
	c := convCases[0] // stackcalls.dg2
	for _, extra := range [][]string{nil, {"--visa-vars"}} {
		out := filepath.Join(dir, "out.elf")
		if st, _, stderr := hdwarf(t, append(c.convertArgs(t, dir, out), extra...)...); st != 0 {
			t.Fatalf("convert %v: status %d: %s", extra, st, stderr)
		}
		// Host gdb knows no DW_OP_LLVM_user: it stops at the first location that uses one
		// (exit status 1), after what is checked here.
		leaf, _, _ := oracle.RunErr(t, "gdb", "-nx", "-batch", "-ex", "info scope leaf", out)
		if has := regexp.MustCompile(`Symbol V[0-9]+ is`).MatchString(leaf); has != (extra != nil) {
			t.Errorf("%v: gdb shows vISA variables in leaf's scope: %v:\n%s", extra, has, leaf)
		}
		if extra != nil {
			// The vISA block is the innermost scope, listed (and stopped in) first.
			continue
		}
		mid, _, _ := oracle.RunErr(t, "gdb", "-nx", "-batch", "-ex", "info scope mid", out)
		for _, want := range []string{"Symbol in is optimized out.", "Symbol i is optimized out.", "Symbol acc is optimized out."} {
			if !strings.Contains(mid, want) {
				t.Errorf("%v: gdb does not say %q:\n%s", extra, want, mid)
			}
		}
		// k's block has the code of the for statement's line: k is in scope there, not at
		// mid's entry.
		loop, _, _ := oracle.RunErr(t, "gdb", "-nx", "-batch", "-ex", "info scope stackcalls.cl:4", out)
		if k := "Symbol k is"; strings.Contains(mid, k) || !strings.Contains(loop, k+" optimized out.") {
			t.Errorf("%v: k in gdb's scope of mid's entry or not in the loop's:\n%s\n%s", extra, mid, loop)
		}
		chain, _, _ := oracle.RunErr(t, "gdb", "-nx", "-batch", "-ex", "info scope chain", out)
		if !strings.Contains(chain, "Symbol in is multi-location") {
			t.Errorf("%v: gdb does not give the kernel argument in a location list:\n%s", extra, chain)
		}
	}
}
