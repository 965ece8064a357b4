package main

import (
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/internal/dwarftree"
	"hdwarf/internal/oracle"
	"hdwarf/sections/visa"
)

const td = "../../testdata"

// convCase is one conversion of real inputs. refs are IGC's own debug ELFs for the same
// blobs (one per blob, "" when there is none); without an input ELF the test makes one whose
// code sections have the size the blobs describe (the code bytes do not matter to debug info).
type convCase struct {
	name     string
	input    string   // under testdata/elf; "" for a made-up code object
	blobs    []string // under testdata/visa
	asm      []string // under testdata/visaasm
	refs     []string // under testdata/elf
	platform string
}

var convCases = []convCase{
	{name: "stackcalls.dg2", input: "stackcalls.dg2.zebin",
		blobs: []string{"stackcalls.dg2.simd8_entry_0001"},
		asm:   []string{"stackcalls.dg2.simd8_entry_0001", "stackcalls.dg2.simd8_entry_0001_f0", "stackcalls.dg2.simd8_entry_0001_f1"},
		refs:  []string{"stackcalls.dg2.simd8_entry_0001"}},
	{name: "stackcalls.tgllp (subroutines)", input: "stackcalls.tgllp.zebin",
		blobs: []string{"stackcalls.tgllp.simd8_entry_0001"},
		asm:   []string{"stackcalls.tgllp.simd8_entry_0001"},
		refs:  []string{"stackcalls.tgllp.simd8_entry_0001"}},
	{name: "vadd.dg2", input: "vadd.dg2.zebin",
		blobs: []string{"vadd.dg2.simd8_entry_0001", "vadd.dg2.simd8_entry_0002"},
		asm:   []string{"vadd.dg2.simd8_entry_0001", "vadd.dg2.simd8_entry_0002", "vadd.dg2.simd8_entry_0002_f0"},
		refs:  []string{"vadd.dg2.simd8_entry_0001", "vadd.dg2.simd8_entry_0002"}},
	{name: "vadd.tgllp", input: "vadd.tgllp.zebin",
		blobs: []string{"vadd.tgllp.simd8_entry_0001", "vadd.tgllp.simd8_entry_0002"},
		asm:   []string{"vadd.tgllp.simd8_entry_0001", "vadd.tgllp.simd8_entry_0002", "vadd.tgllp.simd8_entry_0002_f0"},
		refs:  []string{"vadd.tgllp.simd8_entry_0001", "vadd.tgllp.simd8_entry_0002"}},
	{name: "vadd.tgllp.simd32 k1 (per-kernel ELF)", input: "vadd.tgllp.simd32_entry_0001.igc.elf", platform: "tgllp",
		blobs: []string{"vadd.tgllp.simd32_entry_0001"}, asm: []string{"vadd.tgllp.simd32_entry_0001"},
		refs: []string{"vadd.tgllp.simd32_entry_0001"}},
	{name: "vadd.tgllp.simd32 k2 (per-kernel ELF)", input: "vadd.tgllp.simd32_entry_0002.igc.elf", platform: "tgllp",
		blobs: []string{"vadd.tgllp.simd32_entry_0002"}, asm: []string{"vadd.tgllp.simd32_entry_0002"},
		refs: []string{"vadd.tgllp.simd32_entry_0002"}},
	{name: "types.dg2", input: "types.dg2.zebin",
		blobs: []string{"types.dg2.simd8_entry_0001", "types.dg2.simd8_Intel_Symbol_Table_Void_Program"},
		asm:   []string{"types.dg2.simd8_entry_0001", "types.dg2.simd8_entry_0001_f0", "types.dg2.simd8_Intel_Symbol_Table_Void_Program"},
		refs:  []string{"types.dg2.simd8_entry_0001", "types.dg2.simd8_Intel_Symbol_Table_Void_Program"}},
	{name: "types.tgllp", input: "types.tgllp.zebin",
		blobs: []string{"types.tgllp.simd32_entry_0001", "types.tgllp.simd32_Intel_Symbol_Table_Void_Program"},
		asm:   []string{"types.tgllp.simd32_entry_0001", "types.tgllp.simd32_Intel_Symbol_Table_Void_Program"},
		refs:  []string{"types.tgllp.simd32_entry_0001", "types.tgllp.simd32_Intel_Symbol_Table_Void_Program"}},
	{name: "structarg.tgllp (by-value struct, scalars, SLM pointer)", input: "structarg.tgllp.zebin",
		blobs: []string{"structarg.tgllp.simd8_entry_0001"}, asm: []string{"structarg.tgllp.simd8_entry_0001"},
		refs: []string{"structarg.tgllp.simd8_entry_0001"}},
	{name: "spill.dg2 (SIMD32, spills)", input: "spill.dg2.zebin",
		blobs: []string{"spill.dg2.simd32_entry_0001"}, asm: []string{"spill.dg2.simd32_entry_0001"},
		refs: []string{"spill.dg2.simd32_entry_0001"}},
	// Generated blobs without code files: pvc (64-byte GRFs), spill-heavy tgllp, subroutines,
	// every call a stack call (callee- and caller-save entries).
	{name: "stackcalls.pvc", blobs: []string{"stackcalls.pvc.simd16_entry_0001"}, platform: "pvc"},
	{name: "vadd.pvc", blobs: []string{"vadd.pvc.simd16_entry_0001", "vadd.pvc.simd16_entry_0002"}, platform: "pvc"},
	{name: "spill.tgllp", blobs: []string{"spill.tgllp.simd32_entry_0001"}, platform: "tgllp"},
	{name: "stackcalls-fc2.dg2 (subroutines)", blobs: []string{"stackcalls-fc2.dg2.simd8_entry_0001"}, platform: "dg2"},
	{name: "stackcalls-fc3.dg2 (caller-save)", blobs: []string{"stackcalls-fc3.dg2.simd8_entry_0001"}, platform: "dg2"},
	{name: "stackcalls-fc3.tgllp (caller-save)", blobs: []string{"stackcalls-fc3.tgllp.simd8_entry_0001"}, platform: "tgllp"},
}

func blobPath(n string) string { return filepath.Join(td, "visa", n+".visa.dbg") }
func asmPath(n string) string  { return filepath.Join(td, "visaasm", n+".visaasm") }
func refPath(n string) string  { return filepath.Join(td, "elf", n+".igc.elf") }

func decodeBlob(t *testing.T, n string) *visa.Info {
	t.Helper()
	info, err := visa.Decode(readFile(t, blobPath(n)))
	if err != nil {
		t.Fatal(err)
	}
	return info
}

// madeUpELF writes a zebin-shaped ET_REL file with one zero-filled .text.<kernel> per blob,
// as large as the blob's code.
func madeUpELF(t *testing.T, dir string, blobs []string) string {
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elfrw.EMIntelGT)
	for _, b := range blobs {
		info := decodeBlob(t, b)
		var end uint32
		for _, o := range info.Objects {
			end = max(end, o.RelocOffset+o.IndexMap[len(o.IndexMap)-1].Gen)
		}
		f.AddSection(&elfrw.Section{Name: ".text." + info.Objects[0].Name, Type: elf.SHT_PROGBITS,
			Flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR, Addralign: 16}, make([]byte, end))
	}
	p := filepath.Join(dir, "code.elf")
	if err := elfrw.WriteFile(p, f, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// convertArgs is the command line converting c into out.
func (c convCase) convertArgs(t *testing.T, dir, out string) []string {
	in := ""
	if c.input != "" {
		in = filepath.Join(td, "elf", c.input)
	} else {
		in = madeUpELF(t, dir, c.blobs)
	}
	args := []string{"convert", in, "-o", out}
	for _, b := range c.blobs {
		args = append(args, "--visa", blobPath(b))
	}
	for _, a := range c.asm {
		args = append(args, "--visaasm", asmPath(a))
	}
	if c.platform != "" {
		args = append(args, "--platform", c.platform)
	}
	return args
}

// TestConvertCorpus converts every kernel of the corpus and checks the result with
// llvm-dwarfdump-22, against IGC's own DWARF for the same kernels, and with hdwarf verify.
func TestConvertCorpus(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	var totalRows, totalHit, comparedObjects int
	for _, c := range convCases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "out.elf")
			if st, _, stderr := hdwarf(t, append(c.convertArgs(t, dir, out), "--visa-vars")...); st != 0 {
				t.Fatalf("convert: status %d: %s", st, stderr)
			}
			verifyOut := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out)
			if !strings.Contains(verifyOut, "No errors.") {
				t.Errorf("llvm-dwarfdump-22 --verify:\n%s", verifyOut)
			}
			all, _, _ := oracle.RunErr(t, "llvm-dwarfdump-22", "--all", out)
			if strings.Contains(all, "decoding error") || strings.Contains(all, "DW_OP_unknown") {
				t.Errorf("llvm-dwarfdump-22 --all shows a decoding error")
			}
			if st, stdout, stderr := hdwarf(t, "verify", out); st != 0 {
				t.Errorf("hdwarf verify: status %d:\n%s%s", st, stdout, stderr)
			}
			ours := loadDWARF(t, out)
			for bi, b := range c.blobs {
				info := decodeBlob(t, b)
				checkObjects(t, ours, info)
				checkVariables(t, ours, info)
				if bi >= len(c.refs) {
					continue
				}
				igc := loadDWARF(t, refPath(c.refs[bi]))
				comparedObjects += checkAgainstIGC(t, ours, igc, info)
				if len(c.asm) > 0 {
					hit, rows := compareLines(t, ours, igc, info.Objects[0].Name)
					if rows == 0 {
						t.Logf("%s: IGC has no line rows to compare with", info.Objects[0].Name)
						continue
					}
					totalRows += rows
					totalHit += hit
					frac := float64(hit) / float64(max(rows, 1))
					t.Logf("%s: line table reproduces %d of IGC's %d (address, line) rows: %.1f%%", info.Objects[0].Name, hit, rows, 100*frac)
					if frac < 0.9 {
						t.Errorf("%s: line table reproduces only %.1f%% of IGC's rows", info.Objects[0].Name, 100*frac)
					}
				}
			}
		})
	}
	t.Logf("all kernels: line tables reproduce %d of IGC's %d (address, line) rows: %.1f%%", totalHit, totalRows, 100*float64(totalHit)/float64(max(totalRows, 1)))
	if totalRows == 0 || comparedObjects == 0 {
		t.Errorf("nothing was compared with IGC's DWARF: %d line rows, %d subprograms", totalRows, comparedObjects)
	}
}

// dwarfFile is the parts of a file's DWARF the checks use.
type dwarfFile struct {
	d     *dwarf.Data
	subs  map[string][][2]uint64       // subprogram name -> ranges
	vars  map[string]map[string]bool   // subprogram -> variable name -> has a location
	lines map[string][]dwarf.LineEntry // CU name... keyed by the first subprogram's name
}

// loadDWARF reads a file's DWARF (dwarftree.FromELF).
func loadDWARF(t *testing.T, path string) *dwarfFile {
	t.Helper()
	ef, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ef.Close()
	d, err := dwarftree.FromELF(ef)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	df := &dwarfFile{d: d, subs: map[string][][2]uint64{}, vars: map[string]map[string]bool{}, lines: map[string][]dwarf.LineEntry{}}
	var cu *dwarf.Entry
	var cuSubs []string
	flush := func() {
		if cu == nil {
			return
		}
		lr, err := d.LineReader(cu)
		if err != nil || lr == nil {
			return
		}
		var rows []dwarf.LineEntry
		var le dwarf.LineEntry
		for lr.Next(&le) == nil {
			rows = append(rows, le)
		}
		for _, s := range cuSubs {
			df.lines[s] = rows
		}
	}
	err = dwarftree.Walk(d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
		switch e.Tag {
		case dwarf.TagCompileUnit:
			flush()
			cu, cuSubs = e, nil
		case dwarf.TagSubprogram:
			name, _ := e.Val(dwarf.AttrName).(string)
			rs, err := d.Ranges(e)
			if err != nil {
				t.Fatalf("%s: ranges of %s: %v", path, name, err)
			}
			df.subs[name] = append(df.subs[name], rs...)
			cuSubs = append(cuSubs, name)
			if df.vars[name] == nil {
				df.vars[name] = map[string]bool{}
			}
		case dwarf.TagVariable, dwarf.TagFormalParameter:
			name, _ := e.Val(dwarf.AttrName).(string)
			if sub := dwarftree.Nearest(parents, dwarf.TagSubprogram); sub != nil {
				if cur, _ := sub.Val(dwarf.AttrName).(string); cur != "" {
					df.vars[cur][name] = e.Val(dwarf.AttrLocation) != nil
				}
			}
		}
	})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	flush()
	return df
}

// checkObjects: one subprogram per compiled object and per subroutine, covering the code.
func checkObjects(t *testing.T, df *dwarfFile, info *visa.Info) {
	t.Helper()
	for _, o := range info.Objects {
		rs := df.subs[o.Name]
		if len(rs) == 0 {
			t.Errorf("no subprogram %s", o.Name)
			continue
		}
		end := uint64(o.RelocOffset + o.IndexMap[len(o.IndexMap)-1].Gen)
		if len(o.Subroutines) == 0 && (len(rs) != 1 || rs[0] != [2]uint64{uint64(o.RelocOffset), end}) {
			t.Errorf("%s: ranges %#x, want [%#x, %#x)", o.Name, rs, o.RelocOffset, end)
		}
		for _, s := range o.Subroutines {
			if len(df.subs[s.Name]) == 0 {
				t.Errorf("no subprogram for subroutine %s", s.Name)
			}
		}
	}
}

// checkVariables: every variable whose intervals map to machine code has a location list,
// found independently here by looking for an index map entry inside an interval.
func checkVariables(t *testing.T, df *dwarfFile, info *visa.Info) {
	t.Helper()
	for _, o := range info.Objects {
		vars := map[string]bool{}
		for _, scope := range append([]string{o.Name}, subroutineNames(o)...) {
			for n, has := range df.vars[scope] {
				vars[n] = vars[n] || has
			}
		}
		missing, total := 0, 0
		for _, v := range o.Vars {
			code := false
			for _, iv := range v.Intervals {
				for _, e := range o.IndexMap[:len(o.IndexMap)-1] {
					code = code || e.VISA >= uint32(iv.Start) && e.VISA <= uint32(iv.End)
				}
			}
			if !code {
				continue
			}
			total++
			if !vars[v.Name] {
				missing++
				if missing < 5 {
					t.Errorf("%s: variable %s has intervals with code but no location", o.Name, v.Name)
				}
			}
		}
		if missing > 0 {
			t.Errorf("%s: %d of %d variables with code have no location", o.Name, missing, total)
		}
	}
}

func subroutineNames(o visa.Object) []string {
	var out []string
	for _, s := range o.Subroutines {
		out = append(out, s.Name)
	}
	return out
}

// checkAgainstIGC compares subprogram ranges with IGC's DWARF for the same blob. Objects
// without vISA subroutines must match exactly; with subroutines IGC's ranges are
// [first, last) hulls (and may be empty), so ours must start where IGC's start and lie in
// the object's code.
func checkAgainstIGC(t *testing.T, ours, igc *dwarfFile, info *visa.Info) (compared int) {
	t.Helper()
	for _, o := range info.Objects {
		ir := igc.subs[o.Name]
		if len(ir) == 0 {
			t.Logf("IGC has no subprogram %s", o.Name)
			continue
		}
		or := ours.subs[o.Name]
		compared++
		if len(o.Subroutines) == 0 {
			if fmt.Sprint(or) != fmt.Sprint(ir) {
				t.Errorf("%s: our ranges %#x, IGC's %#x", o.Name, or, ir)
			}
			continue
		}
		t.Logf("%s (with subroutines): our ranges %#x, IGC's %#x", o.Name, or, ir)
		if len(or) == 0 || or[0][0] != ir[0][0] {
			t.Errorf("%s: our ranges %#x do not start where IGC's %#x do", o.Name, or, ir)
		}
		// Each subroutine's code lies inside the object's: between its start and its end
		// sentinel in the index map.
		lo, hi := uint64(o.RelocOffset), uint64(o.RelocOffset)+uint64(o.IndexMap[len(o.IndexMap)-1].Gen)
		for _, s := range o.Subroutines {
			sr := ours.subs[s.Name]
			t.Logf("subroutine %s: our ranges %#x, IGC's %#x", s.Name, sr, igc.subs[s.Name])
			if len(sr) == 0 {
				t.Errorf("subroutine %s has no code ranges", s.Name)
			}
			for _, r := range sr {
				if r[0] < lo || r[1] > hi || r[0] >= r[1] {
					t.Errorf("subroutine %s: range %#x outside %s's code [%#x, %#x)", s.Name, r, o.Name, lo, hi)
				}
			}
		}
	}
	return compared
}

// compareLines measures how many of IGC's (address, line) rows for the kernel's CU our line
// table reproduces: the row in effect at the address has the same line.
func compareLines(t *testing.T, ours, igc *dwarfFile, kernel string) (hit, rows int) {
	t.Helper()
	want, got := igc.lines[kernel], ours.lines[kernel]
	sort.SliceStable(got, func(a, b int) bool { return got[a].Address < got[b].Address })
	lineAt := func(a uint64) (int, bool) {
		i := sort.Search(len(got), func(i int) bool { return got[i].Address > a })
		for i > 0 {
			if r := got[i-1]; !r.EndSequence {
				return r.Line, true
			}
			return 0, false
		}
		return 0, false
	}
	for _, r := range want {
		if r.EndSequence {
			continue
		}
		rows++
		if l, ok := lineAt(r.Address); ok && l == r.Line {
			hit++
		}
	}
	return hit, rows
}
