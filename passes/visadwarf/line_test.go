package visadwarf

import (
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/internal/oracle"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/intelgt"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
)

// lineKernel is one kernel of the corpus with IGC's own DWARF for it: its vISA blob, the
// .visaasm texts of the kernel and of its stack-call functions, and IGC's per-kernel ELF,
// which holds the kernel's code and IGC's .debug_line (the reference).
type lineKernel struct {
	name     string // NAME.DEV.KERNEL
	blob     string
	asm      []string
	ref      string
	platform string
}

// intelCorpusEnv names a directory of more kernels laid out as scripts/gen-intel.sh writes them and
// testdata/lines (all files side by side); testdata/ is always measured.
const intelCorpusEnv = "HDWARF_INTEL_CORPUS"

// lineKernels finds every blob of testdata/visa, testdata/lines (and $HDWARF_INTEL_CORPUS)
// whose IGC ELF is there too. A kernel found in two places is measured once.
func lineKernels(t *testing.T) []lineKernel {
	type layout struct{ blobs, asm, elf string }
	dirs := []layout{{"../../testdata/visa", "../../testdata/visaasm", "../../testdata/elf"},
		{"../../testdata/lines", "../../testdata/lines", "../../testdata/lines"}}
	if d := os.Getenv(intelCorpusEnv); d != "" {
		dirs = append(dirs, layout{d, d, d})
	}
	seen := map[string]bool{}
	var out []lineKernel
	for _, l := range dirs {
		blobs, err := filepath.Glob(filepath.Join(l.blobs, "*.visa.dbg"))
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range blobs {
			name := strings.TrimSuffix(filepath.Base(b), ".visa.dbg")
			ref := filepath.Join(l.elf, name+".igc.elf")
			if seen[name] {
				continue
			}
			if _, err := os.Stat(ref); err != nil {
				continue
			}
			seen[name] = true
			k := lineKernel{name: name, blob: b, ref: ref, platform: strings.Split(name, ".")[1]}
			asm, _ := filepath.Glob(filepath.Join(l.asm, name+"_f*.visaasm"))
			k.asm = append([]string{filepath.Join(l.asm, name+".visaasm")}, asm...)
			out = append(out, k)
		}
	}
	if len(out) == 0 {
		t.Fatal("no kernel with IGC's DWARF found")
	}
	return out
}

// convert converts the kernel, with IGC's ELF as the code object, and returns the result
// with the debug sections added.
func (k lineKernel) convert(t *testing.T) (*elfrw.File, *visa.Info) {
	t.Helper()
	f, err := elfrw.Open(k.ref)
	if err != nil {
		t.Fatal(err)
	}
	info, err := visa.Decode(readTestFile(t, k.blob))
	if err != nil {
		t.Fatal(err)
	}
	in := Input{Blobs: []Blob{{Source: k.blob, Info: info}}}
	for _, a := range k.asm {
		af, err := visaasm.Parse(readTestFile(t, a))
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		in.Asm = append(in.Asm, Asm{Source: a, File: af})
	}
	p, err := intelgt.ParsePlatform(k.platform)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Convert(f, in, Options{Platform: &p})
	if err != nil {
		t.Fatalf("%s: %v", k.name, err)
	}
	if err := f.RemoveSections(func(s *elfrw.Section) bool { return dwarf.IsDebugSection(s.Name) }); err != nil {
		t.Fatal(err)
	}
	if err := dwarfenc.AddToELF(f, res.Sections, nil); err != nil {
		t.Fatal(err)
	}
	return f, info
}

func readTestFile(t testing.TB, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// codeLines is the (file, line) the line tables of a file give each byte of [0, size) of its
// code: at[b] indexes places, -1 where no row covers the byte.
type codeLines struct {
	at     []int32
	places []string // "file:line"
	rows   []dwarf.LineRow
}

// readCodeLines reads every unit's line table with the project's line reader and spreads
// each row over the bytes up to the next row of its sequence.
func readCodeLines(t *testing.T, f *elfrw.File, size uint64) *codeLines {
	t.Helper()
	d, err := dwarf.Load(f)
	if err != nil {
		t.Fatal(err)
	}
	units, err := d.Units(".debug_info")
	if err != nil {
		t.Fatal(err)
	}
	cl := &codeLines{at: make([]int32, size)}
	for i := range cl.at {
		cl.at[i] = -1
	}
	index := map[string]int32{}
	for _, u := range units {
		r := d.DIEs(u)
		var e dwarf.DIE
		if !r.Next(&e) || e.Abbrev == nil {
			continue
		}
		sl := e.Field(dw.AttrStmtList)
		if sl == nil {
			continue
		}
		compDir := dieString(d, e.Field(dw.AttrCompDir))
		lt, err := d.LineTable(sl.Val, u.AddrSize)
		if err != nil {
			t.Fatal(err)
		}
		cl.rows = append(cl.rows, lt.Rows...)
		for i, row := range lt.Rows {
			if row.EndSequence || i+1 == len(lt.Rows) {
				continue
			}
			place := lineFileName(lt, row.File, compDir) + fmt.Sprintf(":%d", row.Line)
			pi, ok := index[place]
			if !ok {
				pi = int32(len(cl.places))
				cl.places = append(cl.places, place)
				index[place] = pi
			}
			for b := row.Address; b < lt.Rows[i+1].Address && b < size; b++ {
				cl.at[b] = pi
			}
		}
	}
	return cl
}

// place is what the table gives byte b ("" for nothing).
func (cl *codeLines) place(b uint64) string {
	if i := cl.at[b]; i >= 0 {
		return cl.places[i]
	}
	return ""
}

// dieString is a string attribute's value (DW_FORM_string or DW_FORM_strp), "" otherwise.
func dieString(d *dwarf.File, f *dwarf.Field) string {
	if f == nil {
		return ""
	}
	switch f.Form {
	case dw.FormString:
		return string(f.Block)
	case dw.FormStrp, dw.FormLineStrp:
		name := ".debug_str"
		if f.Form == dw.FormLineStrp {
			name = ".debug_line_str"
		}
		s := d.Sec(name)
		if s == nil || f.Val >= uint64(len(s.Data)) {
			return ""
		}
		b := s.Data[f.Val:]
		if n := bytes.IndexByte(b, 0); n >= 0 {
			b = b[:n]
		}
		return string(b)
	}
	return ""
}

// lineFileName is the full path of a row's file: DWARF 4 numbers files from 1 and its
// directory 0 is the unit's compilation directory; DWARF 5 lists both from 0.
func lineFileName(lt *dwarf.LineTable, file uint64, compDir string) string {
	i := int(file)
	if lt.Version < 5 {
		i--
	}
	if i < 0 || i >= len(lt.Files) {
		return fmt.Sprintf("<file %d>", file)
	}
	fe := lt.Files[i]
	if path.IsAbs(fe.Name) {
		return path.Clean(fe.Name)
	}
	dir := compDir
	di := int(fe.DirIndex)
	if lt.Version < 5 {
		di--
	}
	if di >= 0 && di < len(lt.Dirs) {
		dir = lt.Dirs[di].Name
		if !path.IsAbs(dir) {
			dir = path.Join(compDir, dir)
		}
	}
	return path.Join(dir, fe.Name)
}

// kernelCode is the code of all of a kernel's objects: [lo, hi) spans from the section start,
// and the end of the last.
func kernelCode(info *visa.Info) (spans [][2]uint64, size uint64) {
	for _, o := range info.Objects {
		end := uint64(o.RelocOffset) + uint64(o.IndexMap[len(o.IndexMap)-1].Gen)
		spans = append(spans, [2]uint64{uint64(o.RelocOffset), end})
		size = max(size, end)
	}
	sort.Slice(spans, func(a, b int) bool { return spans[a][0] < spans[b][0] })
	return spans, size
}

// igcFaithful is the part of a kernel's code IGC's table describes as its own algorithm
// means to. IGC 12504 gives each vISA subroutine its own pass over the index map, which starts
// where the previous pass stopped and stops at the first entry past the subroutine's last
// vISA index; for an object with subroutines its kernel pass therefore ends at the first
// subroutine instruction in layout order, and the later passes give the code after it the
// lines of the wrong function (stackcalls.tgllp: mid's loop gets leaf's line 1). Only the code
// before that point is compared there.
func igcFaithful(info *visa.Info) [][2]uint64 {
	var spans [][2]uint64
	for _, o := range info.Objects {
		end := o.IndexMap[len(o.IndexMap)-1].Gen
		if len(o.Subroutines) > 0 {
		entries:
			for _, e := range o.IndexMap[:len(o.IndexMap)-1] {
				for _, s := range o.Subroutines {
					if e.VISA >= uint32(s.Start) && e.VISA <= uint32(s.End) {
						end = e.Gen
						break entries
					}
				}
			}
		}
		spans = append(spans, [2]uint64{uint64(o.RelocOffset), uint64(o.RelocOffset) + uint64(end)})
	}
	sort.Slice(spans, func(a, b int) bool { return spans[a][0] < spans[b][0] })
	return spans
}

// lineMatch counts the code bytes to which our line table gives the (file, line) IGC's gives
// (nothing for nothing counts as a match), and describes the first differing ranges.
func lineMatch(ours, igc *codeLines, spans [][2]uint64, maxDiffs int) (same, total uint64, diffs []string) {
	for _, s := range spans {
		for b := s[0]; b < s[1]; {
			o, g := ours.place(b), igc.place(b)
			e := b + 1
			for e < s[1] && ours.place(e) == o && igc.place(e) == g {
				e++
			}
			total += e - b
			if o == g {
				same += e - b
			} else if len(diffs) < maxDiffs {
				diffs = append(diffs, fmt.Sprintf("[%#x, %#x) IGC %q, ours %q", b, e, g, o))
			}
			b = e
		}
	}
	return same, total, diffs
}

// TestLinesPerCodeByte converts every corpus kernel and compares, byte by byte of its code,
// the source line our .debug_line gives with the one IGC's own .debug_line gives.
func TestLinesPerCodeByte(t *testing.T) {
	var allSame, allTotal uint64
	for _, k := range lineKernels(t) {
		t.Run(k.name, func(t *testing.T) {
			f, info := k.convert(t)
			spans, size := kernelCode(info)
			ref, err := elfrw.Open(k.ref)
			if err != nil {
				t.Fatal(err)
			}
			igc := readCodeLines(t, ref, size)
			ours := readCodeLines(t, f, size)
			faithful := igcFaithful(info)
			same, total, diffs := lineMatch(ours, igc, faithful, 20)
			allSame += same
			allTotal += total
			frac := 100 * float64(same) / float64(max(total, 1))
			t.Logf("%s: %d of %d code bytes (%.1f%%) get IGC's line", k.name, same, total, frac)
			for _, d := range diffs {
				t.Logf("  %s", d)
			}
			if fmt.Sprint(faithful) != fmt.Sprint(spans) {
				s, n, _ := lineMatch(ours, igc, spans, 0)
				t.Logf("%s: with the vISA subroutines' code, which IGC's table gives lines of other functions: %d of %d (%.1f%%)",
					k.name, s, n, 100*float64(s)/float64(max(n, 1)))
			}
			if frac < 95 {
				t.Errorf("%s: only %.1f%% of the code bytes get IGC's line", k.name, frac)
			}
		})
	}
	t.Logf("all kernels: %d of %d code bytes (%.1f%%) get IGC's line", allSame, allTotal, 100*float64(allSame)/float64(max(allTotal, 1)))
}

// dumpedRow is a row of llvm-dwarfdump-22 --debug-line.
type dumpedRow struct {
	addr        uint64
	line        int
	file        int
	prologueEnd bool
	isStmt      bool
	endSeq      bool
}

// dumpLines reads the line rows and file names llvm-dwarfdump-22 --debug-line prints.
func dumpLines(t *testing.T, out string) (rows []dumpedRow, files []string) {
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) >= 2 && f[0] == "name:" {
			files = append(files, strings.Trim(f[1], `"`))
			continue
		}
		if len(f) < 7 || !strings.HasPrefix(f[0], "0x") {
			continue
		}
		var r dumpedRow
		if _, err := fmt.Sscanf(f[0]+" "+f[1]+" "+f[3], "0x%x %d %d", &r.addr, &r.line, &r.file); err != nil {
			t.Fatalf("llvm-dwarfdump-22 row %q: %v", l, err)
		}
		for _, flag := range f[7:] {
			r.prologueEnd = r.prologueEnd || flag == "prologue_end"
			r.isStmt = r.isStmt || flag == "is_stmt"
			r.endSeq = r.endSeq || flag == "end_sequence"
		}
		rows = append(rows, r)
	}
	return rows, files
}

// TestLinesDwarfdump reads the converted line tables with llvm-dwarfdump-22: each object's
// and each vISA subroutine's code starts with a row, each object with a body has one prologue_end inside its code and no
// statement between its first row and that one, no file is made up, and --verify finds no
// errors.
func TestLinesDwarfdump(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	// Where the body starts, checked by hand against the .visaasm and the index map: chain's
	// first statement (line 8) after the argument set-up (IGC marks 0x60, frame set-up the
	// finalizer maps to the ret), leaf's (all on line 1) after the code before its first LOC
	// (IGC: 0xfe0, after the parameters' stores), mid's at the store of float acc = 0.0f, after
	// the address arithmetic of acc (as IGC).
	wantBody := map[string][]uint64{"stackcalls.dg2.simd8_entry_0001": {0x680, 0xd70, 0x1830}}
	for _, k := range lineKernels(t) {
		t.Run(k.name, func(t *testing.T) {
			f, info := k.convert(t)
			p := filepath.Join(t.TempDir(), "out.o")
			if err := elfrw.WriteFile(p, f, 0o644); err != nil {
				t.Fatal(err)
			}
			if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", p); !strings.Contains(v, "No errors.") {
				t.Errorf("llvm-dwarfdump-22 --verify:\n%s", v)
			}
			rows, files := dumpLines(t, oracle.Run(t, "llvm-dwarfdump-22", "--debug-line", p))
			for _, name := range files {
				if strings.HasSuffix(name, ".visa") {
					t.Errorf("made-up file %s in the line table", name)
				}
			}
			spans, _ := kernelCode(info)
			var bodies []uint64
			for _, s := range spans {
				first, marks := false, 0
				for _, r := range rows {
					if r.endSeq || r.addr < s[0] || r.addr >= s[1] {
						continue
					}
					first = first || r.addr == s[0]
					if r.prologueEnd {
						marks++
						bodies = append(bodies, r.addr)
					}
				}
				if len(rows) > 0 && !first {
					t.Errorf("no row at the first byte %#x of the object at [%#x, %#x)", s[0], s[0], s[1])
				}
				if marks > 1 {
					t.Errorf("%d prologue_end rows in [%#x, %#x)", marks, s[0], s[1])
				}
				for _, r := range rows {
					if marks == 1 && !r.endSeq && r.isStmt && r.addr > s[0] && r.addr < bodies[len(bodies)-1] {
						t.Errorf("statement at %#x in the prologue of [%#x, %#x)", r.addr, s[0], s[1])
					}
				}
			}
			// Each vISA subroutine's code starts with a row too.
			for _, o := range info.Objects {
				for _, sub := range o.Subroutines {
					first, found := ^uint32(0), false
					for _, e := range o.IndexMap[:len(o.IndexMap)-1] {
						if e.VISA >= uint32(sub.Start) && e.VISA <= uint32(sub.End) {
							first, found = min(first, e.Gen), true
						}
					}
					at := uint64(o.RelocOffset) + uint64(first)
					hit := false
					for _, r := range rows {
						hit = hit || !r.endSeq && r.addr == at
					}
					if found && len(rows) > 0 && !hit {
						t.Errorf("no row at the first byte %#x of subroutine %s", at, sub.Name)
					}
				}
			}
			t.Logf("%s: %d rows, bodies start at %#x", k.name, len(rows), bodies)
			if w, ok := wantBody[k.name]; ok && fmt.Sprint(w) != fmt.Sprint(bodies) {
				t.Errorf("bodies start at %#x, want %#x", bodies, w)
			}
		})
	}
}

// TestSourceRows plans the rows of a small hand-made object: code the finalizer maps to a
// LOC index and code before the first LOC or under the entry LOCs keep the row in effect;
// the body starts after the last set-up instruction in layout order.
func TestSourceRows(t *testing.T) {
	text := `.kernel "k"
.function "k_0"
k_0:
    mov (M1, 8) V0032(0,0)<1> 0x1:d    /// $1
    FILE "/s/a.cl"
    LOC 3
    LOC 3
    mov (M1, 8) V0033(0,0)<1> 0x2:d    /// $5
    LOC 4
    add (M1, 8) V0034(0,0)<1> 0x3:d    /// $7
    add (M1, 8) V0035(0,0)<1> 0x4:d    /// $8
_L:
    LOC 5
    mul (M1, 8) V0036(0,0)<1> 0x5:d    /// $11
    ret (M1, 1)                        /// $12
`
	af, err := visaasm.Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	fn := af.Function("k")
	// Layout: frame code mapped to LOC index 4, then to the ret, then the set-up, the body,
	// code mapped to the label.
	layout := []uint32{4, 12, 1, 5, 7, 9, 8, 11}
	var entries []visa.MapEntry
	for i, v := range layout {
		entries = append(entries, visa.MapEntry{VISA: v, Gen: uint32(16 * i)})
	}
	entries = append(entries, visa.MapEntry{VISA: 13, Gen: uint32(16 * len(layout))})
	m, err := newCodeMap(entries)
	if err != nil {
		t.Fatal(err)
	}
	got := sourceRows(m, fn, nil)
	want := []lineRow{
		{off: 0, file: "/s/a.cl", line: 3},
		{off: 0x10, file: "/s/a.cl", line: 5, inPrologue: true},
		{off: 0x40, file: "/s/a.cl", line: 4, prologueEnd: true},
		{off: 0x70, file: "/s/a.cl", line: 5},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("rows\n got  %+v\n want %+v", got, want)
	}
	for _, c := range []struct {
		i    uint32
		inst bool
	}{{0, false}, {1, true}, {2, false}, {3, false}, {5, true}, {9, false}, {12, true}, {13, false}} {
		if fn.IsInstruction(c.i) != c.inst {
			t.Errorf("IsInstruction(%d) = %v", c.i, !c.inst)
		}
	}
	// Without any LOC there are no rows; a function all on its own line has its body after
	// the code before its first LOC.
	noLoc, err := visaasm.Parse([]byte(".global_function \"f\"\n    mov (M1, 8) V0032(0,0)<1> 0x1:d /// $0\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r := sourceRows(m, noLoc.Function("f"), nil); r != nil {
		t.Errorf("rows without LOC: %+v", r)
	}
	one, err := visaasm.Parse([]byte(".global_function \"f\"\n    mov (M1, 8) V0032(0,0)<1> 0x1:d /// $0\n    FILE \"a.cl\"\n    LOC 2\n    mov (M1, 8) V0033(0,0)<1> 0x1:d /// $3\n"))
	if err != nil {
		t.Fatal(err)
	}
	m1, _ := newCodeMap([]visa.MapEntry{{VISA: 0, Gen: 0}, {VISA: 3, Gen: 16}, {VISA: 4, Gen: 32}})
	want1 := []lineRow{{off: 0, file: "a.cl", line: 2}, {off: 0x10, file: "a.cl", line: 2, prologueEnd: true}}
	if r := sourceRows(m1, one.Function("f"), nil); fmt.Sprint(r) != fmt.Sprint(want1) {
		t.Errorf("one-line function: rows %+v, want %+v", r, want1)
	}
}

// TestPrivateSetup finds the address arithmetic of a private variable (from the frame base
// and lane numbers, set before the body) but not that of a global access built from a loaded
// pointer, and only in unoptimized code (the parameters stored with svm_ messages).
func TestPrivateSetup(t *testing.T) {
	text := `.kernel "k"
.decl V0050 v_type=G type=ud num_elts=2 align=qword alias=<%fp, 0>
.decl V0097 v_type=G type=uq num_elts=8 align=hword
.decl V0111 v_type=G type=ud num_elts=16 align=hword alias=<V0097, 0>
.function "k_0"
k_0:
    mov (M1, 8) V0058(0,0)<1> V0059(0,0)<1;1,0>                    /// $1
    FILE "a.cl"
    LOC 2
    LOC 2
    svm_scatter.4.1 (M1, 8) V0061.0 V0062.0                        /// $5
    LOC 3
    mul (M1, 8) V0096(0,0)<1> V0058(0,0)<1;1,0> 0x4:w              /// $7
    mov (M1_NM, 2) V0099(0,0)<1> V0050(0,0)<1;1,0>                 /// $8
    add (M1, 8) V0111(0,0)<2> V0096(0,0)<1;1,0> V0099(0,0)<0;1,0>  /// $9
    mov (M1, 8) V0112(0,0)<1> 0x0:f                                /// $10
    svm_scatter.4.1 (M1, 8) V0097.0 V0112.0                        /// $11
    LOC 4
    svm_gather.4.2 (M1, 8) V0097.0 V0120.0                         /// $13
    add (M1, 8) V0121(0,0)<1> V0120(0,0)<1;1,0> V0058(0,0)<1;1,0>  /// $14
    svm_scatter.4.1 (M1, 8) V0121.0 V0112.0                        /// $15
    mov (M1_NM, 2) V0050(0,0)<1> V0049(0,0)<1;1,0>                 /// $16
`
	af, err := visaasm.Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	fn := af.Function("k")
	got := privateSetup(fn, 3, 6)
	if fmt.Sprint(got) != fmt.Sprint(map[uint32]bool{7: true, 8: true, 9: true}) {
		t.Errorf("set-up %v, want 7, 8, 9", got)
	}
	// Optimized code stores no parameter: nothing is taken for private address arithmetic.
	opt, err := visaasm.Parse([]byte(strings.Replace(text, "svm_scatter.4.1 (M1, 8) V0061.0 V0062.0", "mov (M1, 8) V0061(0,0)<1> V0062(0,0)<1;1,0>", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if got := privateSetup(opt.Function("k"), 3, 6); len(got) != 0 {
		t.Errorf("set-up in optimized code: %v", got)
	}
	if in := fn.Insts[2]; in.Index != 7 || in.Op != "mul" || fmt.Sprint(in.Operands) != "[V0096(0,0)<1> V0058(0,0)<1;1,0> 0x4:w]" {
		t.Errorf("instruction 7 read as %+v", in)
	}
}
