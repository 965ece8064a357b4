package visadwarf

import (
	"debug/dwarf"
	"debug/elf"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/internal/dwarftree"
	"hdwarf/internal/oracle"
	"hdwarf/passes/relocate"
	sdwarf "hdwarf/sections/dwarf"
	"hdwarf/sections/intelgt"
	"hdwarf/sections/spirv"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
)

// scopeCase is a zebin (with its .spv) and the kernel's blob, .visaasm texts, IGC's
// per-kernel ELF of the same build and the OpenCL source. With igcTree, IGC's ELF is the code
// object and its DWARF the source tree (platform names the GPU).
type scopeCase struct {
	name, zebin, blob, asm, igc, src string
	igcTree                          bool
	platform                         string
}

func scopeCases() []scopeCase {
	td := "../../testdata"
	dump := filepath.Join(td, "igcdump/scopes.dg2.O0/OCL_asm475b9e6050802b3c_simd8_entry_0001")
	return []scopeCase{
		{"scopes.dg2", td + "/igcdump/scopes.dg2.O0.zebin", dump + ".dbg", dump + "*.visaasm", dump + ".elf", td + "/src/scopes.cl", false, ""},
		{"stackcalls.dg2", td + "/elf/stackcalls.dg2.zebin", td + "/visa/stackcalls.dg2.simd8_entry_0001.visa.dbg",
			td + "/visaasm/stackcalls.dg2.simd8_entry_0001*.visaasm", td + "/elf/stackcalls.dg2.simd8_entry_0001.igc.elf", td + "/src/stackcalls.cl", false, ""},
		{"srctree.pvc", td + "/srctree/srctree.pvc.zebin", td + "/srctree/srctree.pvc.simd16_entry_0001.visa.dbg",
			td + "/srctree/srctree.pvc.simd16_entry_0001*.visaasm", td + "/srctree/srctree.pvc.simd16_entry_0001.igc.elf", td + "/srctree/srctree.cl", false, ""},
		{"srctree-o2.tgllp", td + "/srctree/srctree-o2.tgllp.zebin", td + "/srctree/srctree-o2.tgllp.simd8_entry_0001.visa.dbg",
			td + "/srctree/srctree-o2.tgllp.simd8_entry_0001*.visaasm", td + "/srctree/srctree-o2.tgllp.simd8_entry_0001.igc.elf", td + "/srctree/srctree.cl", false, ""},
		{"srctree-o2.tgllp (IGC's DWARF)", "", td + "/srctree/srctree-o2.tgllp.simd8_entry_0001.visa.dbg",
			td + "/srctree/srctree-o2.tgllp.simd8_entry_0001*.visaasm", td + "/srctree/srctree-o2.tgllp.simd8_entry_0001.igc.elf", td + "/srctree/srctree.cl", true, "tgllp"},
		{"scopes.dg2 (IGC's DWARF)", "", dump + ".dbg", dump + "*.visaasm", dump + ".elf", td + "/src/scopes.cl", true, "dg2"},
	}
}

// convert converts the case's zebin with its .spv and writes it, relocated (its kernel's
// code at address 0), to a file.
func (c scopeCase) convert(t *testing.T) (string, KernelReport) {
	t.Helper()
	code := c.zebin
	if c.igcTree {
		code = c.igc
	}
	f, err := elfrw.ReadBytes(readTestFile(t, code))
	if err != nil {
		t.Fatal(err)
	}
	info, err := visa.Decode(readTestFile(t, c.blob))
	if err != nil {
		t.Fatal(err)
	}
	in := Input{Blobs: []Blob{{Source: c.blob, Info: info}}}
	asm, _ := filepath.Glob(c.asm)
	for _, a := range asm {
		af, err := visaasm.Parse(readTestFile(t, a))
		if err != nil {
			t.Fatal(err)
		}
		in.Asm = append(in.Asm, Asm{Source: a, File: af})
	}
	var opt Options
	if c.igcTree {
		d, err := sdwarf.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		if in.IGC, err = ReadIGCTree(d); err != nil {
			t.Fatal(err)
		}
		p, err := intelgt.ParsePlatform(c.platform)
		if err != nil {
			t.Fatal(err)
		}
		opt.Platform = &p
	} else {
		spv, err := f.Section(".spv").Data()
		if err != nil {
			t.Fatal(err)
		}
		if in.Module, err = spirv.Decode(spv); err != nil {
			t.Fatal(err)
		}
	}
	res, err := Convert(f, in, opt)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.RemoveSections(func(s *elfrw.Section) bool { return sdwarf.IsDebugSection(s.Name) }); err != nil {
		t.Fatal(err)
	}
	if err := dwarfenc.AddToELF(f, res.Sections, nil); err != nil {
		t.Fatal(err)
	}
	if err := relocate.Relocate(f, map[string]uint64{".text." + info.Objects[0].Name: 0}); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), c.name+".elf")
	if err := elfrw.WriteFile(p, f, 0o644); err != nil {
		t.Fatal(err)
	}
	return p, res.Kernels[0]
}

// scopedVar is a source variable with the code where a debugger has it in scope: the ranges
// of its innermost lexical block or subprogram.
type scopedVar struct {
	name, fn string
	line     int64
	inBlock  bool
	scope    [][2]uint64
	fnCode   [][2]uint64
}

func inRanges(rs [][2]uint64, pc uint64) bool {
	for _, r := range rs {
		if pc >= r[0] && pc < r[1] {
			return true
		}
	}
	return false
}

// readScopes reads the variables of a file's DWARF with the code of their scopes, the
// line each code byte has (pc -> line) and how many lexical blocks have no code range.
func readScopes(t *testing.T, path string) (vars []scopedVar, lines map[uint64]int, unranged int) {
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
	lines = map[uint64]int{}
	origins := map[dwarf.Offset]*dwarf.Entry{}
	ranges := map[dwarf.Offset][][2]uint64{} // of the blocks and subprograms with children
	err = dwarftree.Walk(d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
		origins[e.Offset] = e
		if o, ok := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset); ok && origins[o] != nil {
			// IGC's concrete DIEs name their abstract origin.
			for _, f := range origins[o].Field {
				if e.Val(f.Attr) == nil {
					e.Field = append(e.Field, f)
				}
			}
		}
		switch e.Tag {
		case dwarf.TagCompileUnit:
			lr, err := d.LineReader(e)
			if err != nil || lr == nil {
				t.Fatalf("line table: %v", err)
			}
			var prev dwarf.LineEntry
			var le dwarf.LineEntry
			for lr.Next(&le) == nil {
				if prev.Address < le.Address && !prev.EndSequence && prev.Line != 0 {
					for pc := prev.Address; pc < le.Address; pc++ {
						lines[pc] = prev.Line
					}
				}
				prev = le
			}
		case dwarf.TagVariable:
			if a, _ := e.Val(dwarf.AttrArtificial).(bool); a {
				break
			}
			v := scopedVar{name: e.Val(dwarf.AttrName).(string)}
			v.line, _ = e.Val(dwarf.AttrDeclLine).(int64)
			if s := dwarftree.Nearest(parents, dwarf.TagLexDwarfBlock, dwarf.TagSubprogram); s != nil {
				v.scope, v.inBlock = ranges[s.Offset], s.Tag == dwarf.TagLexDwarfBlock
			}
			if s := dwarftree.Nearest(parents, dwarf.TagSubprogram); s != nil {
				v.fn, _ = s.Val(dwarf.AttrName).(string)
				v.fnCode = ranges[s.Offset]
			}
			if v.fn != "" {
				vars = append(vars, v)
			}
		case dwarf.TagLexDwarfBlock, dwarf.TagSubprogram:
			if !e.Children {
				break
			}
			rs, err := d.Ranges(e)
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range rs {
				ranges[e.Offset] = append(ranges[e.Offset], [2]uint64{x[0], x[1]})
			}
			if e.Tag == dwarf.TagLexDwarfBlock && len(rs) == 0 {
				unranged++
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return vars, lines, unranged
}

// useLines are the lines of src where variable name, declared at line decl, is used: from
// its declaration to the end of the braces it is declared in, where the name stands as a
// word that is not a member (after a dot).
func useLines(src []string, name string, decl int64) []int {
	re := regexp.MustCompile(`(^|[^.\w])` + regexp.QuoteMeta(name) + `\b`)
	var out []int
	depth := 0
	for l := int(decl); l >= 1 && l <= len(src); l++ {
		if re.MatchString(src[l-1]) {
			out = append(out, l)
		}
		depth += strings.Count(src[l-1], "{") - strings.Count(src[l-1], "}")
		if depth < 0 {
			break
		}
	}
	return out
}

// TestBlockScopes converts zebins with their SPIR-V and .visaasm and checks the lexical
// blocks: every one has a code range (llvm-dwarfdump-22 --verify checks each lies in its
// parent and siblings do not overlap), and every source variable is in scope at every code
// byte of the lines that use it (the lines of the source text that name it, in its braces).
// In scopes.cl (dg2, -O0), k, declared in four nested blocks, is in scope over the code of
// its loop's body (lines 13 and 14). Where IGC's own DWARF has a variable in scope and
// ours does not (and the other way round) is counted and printed. Converted with IGC's DWARF
// as the source tree, the blocks get their code from the scopes IGC's own DWARF gives each
// line: every block has a code range, and where a use's code is outside it (as in IGC's
// DWARF) it is listed.
func TestBlockScopes(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	for _, c := range scopeCases() {
		t.Run(c.name, func(t *testing.T) {
			p, rep := c.convert(t)
			if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", p); !strings.Contains(v, "No errors.") {
				t.Errorf("llvm-dwarfdump-22 --verify:\n%s", v)
			}
			vars, lines, unranged := readScopes(t, p)
			if unranged > 0 {
				t.Errorf("%d lexical blocks without a code range", unranged)
			}
			src := strings.Split(string(readTestFile(t, c.src)), "\n")
			byLine := map[int][]uint64{}
			for pc, l := range lines {
				byLine[l] = append(byLine[l], pc)
			}
			uses, inScope, before, blockVars := 0, 0, 0, 0
			for _, v := range vars {
				if v.inBlock {
					blockVars++
				}
				var missed []int
				for _, l := range useLines(src, v.name, v.line) {
					for _, pc := range byLine[l] {
						if !inRanges(v.fnCode, pc) {
							continue
						}
						uses++
						if !v.inBlock {
							before++ // in scope even when blocks have no code
						}
						if inRanges(v.scope, pc) {
							inScope++
						} else if !slices.Contains(missed, l) {
							missed = append(missed, l)
						}
					}
				}
				if len(missed) > 0 {
					// From IGC's DWARF the scope of a line is as precise as IGC's own
					// scopes (its m block leaves out code of line 28 that uses m): listed.
					report := t.Errorf
					if c.igcTree {
						report = t.Logf
					}
					report("%s: %s (line %d) is not in scope over the code of lines %v that use it", v.fn, v.name, v.line, missed)
				}
			}
			if strings.HasPrefix(c.name, "scopes.dg2") {
				body, out := 0, 0
				for _, v := range vars {
					if v.name != "k" {
						continue
					}
					for _, l := range []int{13, 14} {
						for _, pc := range byLine[l] {
							body++
							if !inRanges(v.scope, pc) {
								out++
							}
						}
					}
				}
				if body == 0 || out > 0 {
					t.Errorf("k is out of scope at %d of the %d code bytes of its loop's body (lines 13 and 14)", out, body)
				}
			}
			igcOnly, oursOnly, matched, igcInBlocks, missing := c.compareIGC(t, vars, lines)
			if c.igcTree && igcInBlocks > 0 && blockVars == 0 {
				t.Errorf("IGC's DWARF has %d of our variables in blocks, ours none: no block got code", igcInBlocks)
			}
			if c.igcTree && len(missing) > 0 {
				// IGC's -O0 kernels declare their blocks' variables in the concrete
				// subprogram only: ours has them too.
				t.Errorf("IGC's DWARF declares %v, the tree taken from it does not", missing)
			}
			t.Logf("%s: blocks %d with code ranges, %d left out; %d of %d variables in blocks; code bytes of their uses in scope: %d of %d (%d when blocks have no code); of the %d variables IGC's DWARF has too, IGC has one in scope at %d code bytes where ours does not, ours at %d where IGC's does not",
				c.name, rep.Blocks.Ranged, rep.Blocks.Removed, blockVars, len(vars), inScope, uses, before, matched, igcOnly, oursOnly)
		})
	}
}

// compareIGC counts the code bytes (that both line tables cover) where IGC's DWARF has a
// variable in scope and ours does not, and the other way round, by variable name, line and
// function.
func (c scopeCase) compareIGC(t *testing.T, ours []scopedVar, lines map[uint64]int) (igcOnly, oursOnly, matched, inBlocks int, missing []string) {
	igc, igcLines, _ := readScopes(t, c.igc)
	key := func(v scopedVar) string { return fmt.Sprintf("%s:%s:%d", v.fn, v.name, v.line) }
	byKey := map[string]scopedVar{}
	for _, v := range ours {
		byKey[key(v)] = v
	}
	pcs := make([]uint64, 0, len(lines))
	for pc := range lines {
		pcs = append(pcs, pc)
	}
	slices.Sort(pcs)
	for _, iv := range igc {
		ov, ok := byKey[key(iv)]
		if !ok {
			missing = append(missing, key(iv))
			continue
		}
		matched++
		if iv.inBlock {
			inBlocks++
		}
		var only [2][]string // code where only IGC, only ours has the variable in scope
		for _, pc := range pcs {
			if _, ok := igcLines[pc]; !ok || !inRanges(iv.fnCode, pc) {
				continue
			}
			in, io := inRanges(iv.scope, pc), inRanges(ov.scope, pc)
			if in == io {
				continue
			}
			side := 0
			if io {
				side, oursOnly = 1, oursOnly+1
			} else {
				igcOnly++
			}
			if n := len(only[side]); n == 0 || !strings.HasSuffix(only[side][n-1], fmt.Sprintf("-%#x", pc)) {
				only[side] = append(only[side], fmt.Sprintf("%#x-%#x", pc, pc+1))
			} else {
				lo, _, _ := strings.Cut(only[side][n-1], "-")
				only[side][n-1] = fmt.Sprintf("%s-%#x", lo, pc+1)
			}
		}
		if len(only[0])+len(only[1]) > 0 {
			t.Logf("%s: in scope in IGC's DWARF only at %v, in ours only at %v", key(iv), only[0], only[1])
		}
	}
	return igcOnly, oursOnly, matched, inBlocks, missing
}
