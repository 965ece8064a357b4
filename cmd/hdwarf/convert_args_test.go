package main

import (
	"debug/dwarf"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/dwarftree"
	"hdwarf/internal/oracle"
	"hdwarf/sections/visa"
)

// param is a formal parameter as a debugger sees it.
type param struct {
	name, typ string
	loc       bool
}

// kernelParams returns the formal parameters directly under each subprogram, by name, and
// the subprograms' declaration lines.
func kernelParams(t *testing.T, df *dwarfFile) (map[string][]param, map[string]int64) {
	t.Helper()
	out := map[string][]param{}
	lines := map[string]int64{}
	err := dwarftree.Walk(df.d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
		if dwarftree.Nearest(parents, dwarf.TagSubprogram) != nil {
			// Inside a subprogram: a parameter of the outermost one only, directly under it.
			if e.Tag != dwarf.TagFormalParameter || parents[len(parents)-1].Tag != dwarf.TagSubprogram || dwarftree.Nearest(parents[:len(parents)-1], dwarf.TagSubprogram) != nil {
				return
			}
			cur, _ := parents[len(parents)-1].Val(dwarf.AttrName).(string)
			if cur == "" {
				return
			}
			p := param{loc: e.Val(dwarf.AttrLocation) != nil}
			p.name, _ = e.Val(dwarf.AttrName).(string)
			if off, ok := e.Val(dwarf.AttrType).(dwarf.Offset); ok {
				if ty, err := df.d.Type(off); err == nil {
					p.typ = ty.String()
				} else {
					p.typ = "?" + err.Error()
				}
			}
			out[cur] = append(out[cur], p)
			return
		}
		if e.Tag == dwarf.TagSubprogram {
			name, _ := e.Val(dwarf.AttrName).(string)
			if l, ok := e.Val(dwarf.AttrDeclLine).(int64); ok {
				lines[name] = l
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return out, lines
}

// TestConvertKernelArgs converts the corpus zebins (blob, .visaasm, and the zebin's .spv and
// .ze_info) and compares each kernel's formal parameters with IGC's own DWARF for the same
// kernel: every parameter IGC has is ours, with the same name and type name; every parameter
// of ours has a name, a type and a location, except an argument the code never reads on a
// part whose payload a prolog loads (types.dg2's scratch: IGC found a location through its
// private-memory copy at -O0, which only the dump links; -v says so and the test lists them).
// It prints the figures per kernel.
func TestConvertKernelArgs(t *testing.T) {
	var igcTotal, same, oursTotal, oursLoc, igcLoc, inPayload int
	for _, c := range convCases {
		if !strings.HasSuffix(c.input, ".zebin") || len(c.refs) == 0 {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "out.elf")
			st, _, stderr := hdwarf(t, append(c.convertArgs(t, dir, out), "-v")...)
			if st != 0 {
				t.Fatalf("convert: status %d: %s", st, stderr)
			}
			ours, ourLines := kernelParams(t, loadDWARF(t, out))
			for bi, b := range c.blobs {
				k := decodeBlob(t, b).Objects[0].Name
				igcAll, igcLines := kernelParams(t, loadDWARF(t, refPath(c.refs[bi])))
				igc, mine := igcAll[k], ours[k]
				if l, ok := igcLines[k]; ok && ourLines[k] != l {
					t.Errorf("%s: subprogram declared at line %d, IGC says %d", k, ourLines[k], l)
				}
				byName := map[string]param{}
				nLoc := 0
				for _, p := range mine {
					if p.name == "" || p.typ == "" {
						t.Errorf("%s: parameter without a name or type: %+v", k, p)
					}
					byName[p.name] = p
					if p.loc {
						nLoc++
					} else {
						t.Errorf("%s: parameter %q has no location: %s", k, p.name, noLocation(stderr, p.name))
					}
				}
				nSame, nIGCLoc := 0, 0
				for _, p := range igc {
					q, ok := byName[p.name]
					switch {
					case !ok:
						t.Errorf("%s: IGC's parameter %q (%s) is not in ours", k, p.name, p.typ)
					case q.typ != p.typ:
						t.Errorf("%s: parameter %q: type %q, IGC's %q", k, p.name, q.typ, p.typ)
					default:
						nSame++
					}
					if p.loc {
						nIGCLoc++
						if why := noLocation(stderr, p.name); ok && !q.loc && strings.HasPrefix(why, "the blob gives") {
							t.Logf("%s: parameter %q has a location in IGC's DWARF, not in ours: %s", k, p.name, why)
						} else if ok && !q.loc {
							t.Errorf("%s: parameter %q has a location in IGC's DWARF, not in ours", k, p.name)
						}
					}
				}
				t.Logf("%s (declared at line %d, IGC %d): IGC %d parameters (%d with a location); ours %d (%d with a location); %d with IGC's name and type name",
					k, ourLines[k], igcLines[k], len(igc), nIGCLoc, len(mine), nLoc, nSame)
				igcTotal += len(igc)
				same += nSame
				oursTotal += len(mine)
				oursLoc += nLoc
				igcLoc += nIGCLoc
			}
			inPayload += strings.Count(stderr, " in the payload at ")
		})
	}
	t.Logf("all kernels: IGC %d parameters (%d with a location), ours %d (%d with a location, %d of them in the payload registers of arguments the code never reads), %d with IGC's name and type name",
		igcTotal, igcLoc, oursTotal, oursLoc, inPayload, same)
	if igcTotal == 0 || same != igcTotal {
		t.Errorf("%d of IGC's %d parameters matched", same, igcTotal)
	}
}

// noLocation returns the reason -v gives for a parameter without a location.
func noLocation(stderr, name string) string {
	for _, l := range strings.Split(stderr, "\n") {
		if _, why, ok := strings.Cut(l, "hdwarf:     no location for "+name+": "); ok {
			return why
		}
	}
	return ""
}

// Without .visaasm there are no .input lines: the parameters are declared, named and typed,
// without a location, and -v says why.
func TestConvertKernelArgsNoAsm(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.elf")
	st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "elf", "vadd.pvc.zebin"), "--visa", blobPath("vadd.pvc.simd16_entry_0001"),
		"--visa", blobPath("vadd.pvc.simd16_entry_0002"), "-v", "-o", out)
	if st != 0 {
		t.Fatalf("status %d: %s", st, stderr)
	}
	for _, want := range []string{"arguments: 4, 4 named, 4 typed, 0 with a location", "no location for a: no .input lines",
		"arguments: 1, 1 named, 1 typed, 0 with a location"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("-v does not say %q:\n%s", want, stderr)
		}
	}
	ps, _ := kernelParams(t, loadDWARF(t, out))
	want := []param{{"a", "*const float", false}, {"b", "*const float", false}, {"c", "*float", false}, {"n", "int", false}}
	if len(ps["vadd"]) != len(want) {
		t.Fatalf("vadd parameters %+v", ps["vadd"])
	}
	for i, w := range want {
		if ps["vadd"][i] != w {
			t.Errorf("vadd parameter %d = %+v, want %+v", i, ps["vadd"][i], w)
		}
	}
}

// vaddDG2Args converts vadd.dg2 with the kernel's .visaasm replaced by text, returning the
// status, standard error and output path.
func vaddDG2Args(t *testing.T, text string, extra ...string) (int, string, string) {
	dir := t.TempDir()
	asm := filepath.Join(dir, "vadd.visaasm")
	if err := os.WriteFile(asm, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.elf")
	args := append([]string{"convert", filepath.Join(td, "elf", "vadd.dg2.zebin"), "--visa", blobPath("vadd.dg2.simd8_entry_0001"),
		"--visaasm", asm, "-o", out}, extra...)
	st, _, stderr := hdwarf(t, args...)
	return st, stderr, out
}

// The vISA variables and locations of vadd's arguments on dg2, and links that contradict the
// inputs.
func TestConvertKernelArgsLinks(t *testing.T) {
	orig := string(readFile(t, asmPath("vadd.dg2.simd8_entry_0001")))
	st, stderr, out := vaddDG2Args(t, orig, "-v")
	if st != 0 || !strings.Contains(stderr, "arguments: 4, 4 named, 4 typed, 4 with a location (a=V34, b=V35, c=V36, n=V37)") {
		t.Fatalf("status %d:\n%s", st, stderr)
	}
	if _, err := os.Stat(out); err != nil {
		t.Fatal(err)
	}
	t.Run("llvm-dwarfdump-22", func(t *testing.T) {
		oracle.Want(t, "llvm-dwarfdump-22")
		// a is the 8 bytes at GRF 5 (DWARF register 21) byte 0, n those at byte 24.
		dump := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", "--name=n", "--name=a", "--show-children", out)
		for _, want := range []string{`DW_AT_name	("a")`, `DW_AT_type	(0x`, `"const float *")`, "DW_OP_regx 0x15)",
			`"int")`, "DW_OP_regx 0x15, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x18)"} {
			if !strings.Contains(dump, want) {
				t.Errorf("llvm-dwarfdump-22 does not show %q:\n%s", want, dump)
			}
		}
	})
	for _, c := range []struct{ from, to, want string }{
		{".input V0037 offset=184 size=4", ".input V0037 offset=184 size=8",
			"kernel vadd: argument 3 (n): the input is larger than the payload entry: .ze_info payload entry (line 61, offset 56, 4 bytes) and .input V0037 (line 347, offset 184, 8 bytes)"},
		{".decl V0034 v_type=G type=uq num_elts=1", ".decl V0034 v_type=G type=ud num_elts=1",
			"kernel vadd: argument 0 (a): V0034 is declared with 4 bytes (line 35), fewer than its input"},
		{".input V0034 offset=160 size=8\n.input V0035 offset=168 size=8", ".input V0035 offset=160 size=8\n.input V0034 offset=168 size=8",
			"kernel vadd: argument 0 (a): the blob has V35 in r5.8 (byte 168) over vISA [0, 208], not in its payload register at byte 160: .ze_info payload entry (line 26, offset 32, 8 bytes) and .input V0035 (line 344, offset 160, 8 bytes)"},
	} {
		if !strings.Contains(orig, c.from) {
			t.Fatalf("the text has no %q", c.from)
		}
		st, stderr, out := vaddDG2Args(t, strings.Replace(orig, c.from, c.to, 1))
		if st != 1 || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: status %d, stderr %q, want %q", c.to, st, stderr, c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: output written", c.to)
		}
	}
}

// structarg.tgllp's by-value struct p is one 16-byte payload entry that vISA takes in three
// inputs: its location is a composite of their variables (int k, float s, long off); the
// __local pointer tmp's payload is its 4-byte offset in shared local memory, its 8-byte
// pointer that offset and four zero bytes.
func TestConvertKernelArgsComposite(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.elf")
	st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "elf", "structarg.tgllp.zebin"), "--visa", blobPath("structarg.tgllp.simd8_entry_0001"),
		"--visaasm", asmPath("structarg.tgllp.simd8_entry_0001"), "-v", "-o", out)
	if st != 0 {
		t.Fatalf("status %d: %s", st, stderr)
	}
	for _, want := range []string{"arguments: 5, 5 named, 5 typed, 5 with a location (x=V34, p=V45+V46+V47, bias=V35, n=V36, tmp=V341)"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("-v does not say %q:\n%s", want, stderr)
		}
	}
	oracle.Want(t, "llvm-dwarfdump-22")
	if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
		t.Errorf("llvm-dwarfdump-22 --verify:\n%s", v)
	}
	dump := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", "--name=p", out)
	// k at r5.24, s at r5.28, off at r6.0 (DWARF registers 21 and 22).
	want := "DW_OP_regx 0x15, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x18, DW_OP_piece 0x4, DW_OP_regx 0x15, " +
		"DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x1c, DW_OP_piece 0x4, DW_OP_regx 0x16, DW_OP_piece 0x8)"
	if !strings.Contains(dump, want) || !strings.Contains(dump, `"params_t"`) {
		t.Errorf("p's location is not the composite %q:\n%s", want, dump)
	}
	dump = oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", "--name=tmp", out)
	// The offset at r5.0 (DWARF register 21), then four zero bytes.
	want = "DW_OP_regx 0x15, DW_OP_piece 0x4, DW_OP_implicit_value 0x4 0x00 0x00 0x00 0x00, DW_OP_piece 0x4)"
	if !strings.Contains(dump, want) {
		t.Errorf("tmp's location is not the zero-extended offset %q:\n%s", want, dump)
	}
}

// igaInstr is iga64's reading of one instruction: its offset, its text, and the
// general-register bytes it writes, [lo, hi) with r0 at 0 (lo == hi: none).
type igaInstr struct {
	pc, lo, hi int
	text       string
}

// igaCode disassembles a kernel's code with iga64 and returns its instructions in order and
// the offsets of its labels (the branch targets; iga64 prints L0 always).
func igaCode(t *testing.T, code []byte, platform string, grf int) ([]igaInstr, []int) {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "kernel.bin")
	if err := os.WriteFile(bin, code, 0o644); err != nil {
		t.Fatal(err)
	}
	out := oracle.Run(t, "iga64", "-d", "-p="+platform, "-Xprint-pc", bin)
	sizes := map[string]int{"ub": 1, "b": 1, "uw": 2, "w": 2, "hf": 2, "bf": 2, "ud": 4, "d": 4, "f": 4, "uq": 8, "q": 8, "df": 8}
	var insts []igaInstr
	var labels []int
	for _, l := range strings.Split(out, "\n") {
		var pc int
		if _, err := fmt.Sscanf(l, "L%d:", &pc); err == nil {
			labels = append(labels, pc)
			continue
		}
		if _, err := fmt.Sscanf(strings.TrimSpace(l), "/* [%x]  */", &pc); err != nil {
			continue
		}
		_, text, _ := strings.Cut(l, "*/")
		in := igaInstr{pc: pc, text: strings.TrimSpace(text)}
		f := strings.Fields(text)
		for i, x := range f {
			var n int
			if _, err := fmt.Sscanf(x, "(%d|M", &n); err != nil {
				continue
			}
			d := i + 1
			if d < len(f) && strings.HasPrefix(f[d], "(") { // a condition modifier
				d++
			}
			if d >= len(f) {
				break
			}
			var reg, sub, stride int
			var typ string
			switch {
			case strings.Contains(f[d], "<"):
				dst := strings.NewReplacer(".", " ", "<", " ", ">:", " ").Replace(f[d])
				if _, err := fmt.Sscanf(dst, "r%d %d %d %s", &reg, &sub, &stride, &typ); err == nil {
					size := sizes[typ]
					in.lo = reg*grf + sub*size
					in.hi = in.lo + ((n-1)*stride+1)*size
				}
			case strings.Contains(in.text, "send"):
				if _, err := fmt.Sscanf(f[d], "r%d", &reg); err == nil {
					rd := 0
					if _, after, ok := strings.Cut(in.text, "rd:"); ok {
						fmt.Sscanf(after, "%d", &rd)
					}
					in.lo, in.hi = reg*grf, (reg+rd)*grf
				}
			}
			break
		}
		insts = append(insts, in)
	}
	if len(insts) == 0 {
		t.Fatalf("iga64 printed no instructions:\n%s", out)
	}
	return insts, labels
}

// igaBranch: instructions after which the next one is not the only one that may follow.
var igaBranch = []string{"call", "ret", "jmpi", "goto", "join", "if", "else", "endif", "while", "break", "cont", "halt", "brd", "brc", "EOT"}

// TestPayloadArgsIGA checks with iga64 the locations of the arguments the code never reads
// and of the source variables a payload input holds (-v: "name=V in the payload at lo-hi"). Over each range the argument's payload bytes must
// hold what the kernel was given: on tgllp, where the hardware puts the payload in the
// registers, no instruction before the range's last one writes them; from DG2 on the last write
// before the range is the prolog's (before the first vISA instruction), a send whose token
// an instruction before the range waits for, and nothing writes them after it up to the
// range's last instruction (which may: stopped there, it has not run). No instruction before the end may branch, and no code before the end may be
// a branch target (a label).
func TestPayloadArgsIGA(t *testing.T) {
	oracle.Want(t, "iga64")
	total := 0
	for _, c := range []struct {
		zebin, blob, iga string
		grf              int
		atEntry          bool
	}{
		{"types.tgllp.zebin", "types.tgllp.simd32_entry_0001", "12p1", 32, true},
		{"stackcalls.tgllp.zebin", "stackcalls.tgllp.simd8_entry_0001", "12p1", 32, true},
		{"vadd-O2.tgllp.zebin", "vadd-O2.tgllp.simd32_entry_0001", "12p1", 32, true},
		{"types.dg2.zebin", "types.dg2.simd8_entry_0001", "12p71", 32, false},
		{"types-O2.dg2.zebin", "types-O2.dg2.simd32_entry_0001", "12p71", 32, false},
		{"types.pvc.zebin", "types.pvc.simd16_entry_0001", "12p72", 64, false},
		// IGC 2.40 SIMD32 on dg2: in and out are passed stateless and as bindless handles;
		// the code reads only the handles, the addresses stay in the payload.
		{"../igc2/simd32.dg2.O2.zebin", "../igc2dump/simd32.dg2.O2/OCL_asmd38c4e0a8c4a37f0_simd32_entry_0001", "12p71", 32, false},
		// IGC 2.40 on dg2: a `not` of a flag before the first branch (geninst reads it: the
		// walk goes on to the payload loads of f, u, l and c, the branch's targets known).
		{"../igc2dump/mixed.dg2.O2.zebin", "../igc2dump/mixed.dg2.O2/OCL_asm4a909f8020789b98_simd16_entry_0001", "12p71", 32, false},
		// IGC 2.40 SIMD32 on pvc: lid = zext(%localIdX), whose copy the blob gives no live
		// intervals, in the local id payload input it copies (V0041).
		{"../igc2dump/types.pvc.O2.zebin", "../igc2dump/types.pvc.O2/OCL_asmc74b06bce69a798a_simd32_entry_0001", "12p72", 64, false},
	} {
		out := filepath.Join(t.TempDir(), "out.elf")
		zebin := filepath.Join(td, "elf", c.zebin)
		blob, asmFile := blobPath(c.blob), asmPath(c.blob)
		args := []string{"convert", zebin, "--visa", blob, "--visaasm", asmFile, "-v", "-o", out}
		if strings.Contains(c.blob, "/") { // a dump's files: the whole dump, for its source variables too
			blob, asmFile = filepath.Join(td, "elf", c.blob+".dbg"), filepath.Join(td, "elf", c.blob+".visaasm")
			args = []string{"convert", zebin, "--igc-dump", filepath.Dir(blob), "-v", "-o", out}
		}
		st, _, stderr := hdwarf(t, args...)
		if st != 0 {
			t.Fatalf("%s: status %d: %s", c.zebin, st, stderr)
		}
		info, err := visa.Decode(readFile(t, blob))
		if err != nil {
			t.Fatal(err)
		}
		obj := info.Objects[0]
		body, low := 0, ^uint32(0) // where the lowest vISA index starts
		for _, e := range obj.IndexMap[:max(len(obj.IndexMap)-1, 0)] {
			if e.VISA < low {
				body, low = int(e.Gen), e.VISA
			}
		}
		insts, labels := igaCode(t, sectionBytes(t, zebin)[".text."+obj.Name], c.iga, c.grf)
		asm := string(readFile(t, asmFile))
		checked := 0
		for _, l := range strings.Split(stderr, "\n") {
			// The arguments, and the source variables a payload input holds.
			var list string
			if _, rest, ok := strings.Cut(l, "hdwarf:   arguments: "); ok {
				_, list, _ = strings.Cut(rest, " (")
				list = strings.TrimSuffix(list, ")")
			} else if _, rest, ok := strings.Cut(l, "source variables from the dump: "); ok {
				_, list, _ = strings.Cut(rest, " (")
				list, _, _ = strings.Cut(list, "), ")
			} else {
				continue
			}
			for _, a := range strings.Split(list, ", ") {
				name, rest, ok := strings.Cut(a, "=")
				vars, ranges, inPayload := strings.Cut(rest, " in the payload at ")
				if !ok || !inPayload {
					continue
				}
				for _, r := range strings.Fields(ranges) {
					var lo, hi int
					if _, err := fmt.Sscanf(strings.Replace(r, "-", " ", 1), "%v %v", &lo, &hi); err != nil {
						t.Fatalf("%s: %s: range %q", c.zebin, name, r)
					}
					for _, in := range strings.Split(vars, "+") {
						var off, size int
						_, decl, ok := strings.Cut(asm, ".input "+in+" ")
						if _, err := fmt.Sscanf(decl, "offset=%d size=%d", &off, &size); !ok || err != nil {
							t.Fatalf("%s: no .input %s", c.zebin, in)
						}
						if err := checkPayloadRange(insts, labels, off, off+size, lo, hi, body, c.atEntry); err != nil {
							t.Errorf("%s: %s (%s, payload [%d, %d)) at [%#x, %#x): %v", c.zebin, name, in, off, off+size, lo, hi, err)
						} else {
							t.Logf("%s: %s (%s, payload [%d, %d)) holds its value over [%#x, %#x)", c.zebin, name, in, off, off+size, lo, hi)
						}
						checked++
					}
				}
			}
		}
		if checked == 0 {
			t.Errorf("%s: no argument located in the payload:\n%s", c.zebin, stderr)
		}
		total += checked
	}
	t.Logf("%d payload ranges checked", total)
}

// checkPayloadRange says why the payload bytes [blo, bhi) might not hold the kernel's
// argument over the code [lo, hi), by iga64's reading of the code.
func checkPayloadRange(insts []igaInstr, labels []int, blo, bhi, lo, hi, body int, atEntry bool) error {
	for _, l := range labels {
		if l > 0 && l < hi {
			return fmt.Errorf("code at %#x is a branch target", l)
		}
	}
	last := -1 // the last instruction in the range: stopped there, it has not run
	for _, in := range insts {
		if in.pc < hi {
			last = in.pc
		}
	}
	load := -1
	for i, in := range insts {
		if in.pc >= hi {
			break
		}
		for _, b := range igaBranch {
			if strings.HasPrefix(in.text, b+" ") || strings.Contains(in.text, ") "+b+" ") || b == "EOT" && strings.Contains(in.text, "EOT") {
				return fmt.Errorf("%#x may branch: %s", in.pc, in.text)
			}
		}
		if in.lo < bhi && blo < in.hi {
			if in.pc == last && in.pc >= lo {
				break // the write that ends the range
			}
			if atEntry || in.pc >= body {
				return fmt.Errorf("%#x writes them: %s", in.pc, in.text)
			}
			load = i
		}
	}
	if atEntry {
		return nil
	}
	if load < 0 {
		return fmt.Errorf("no instruction before the first vISA instruction at %#x loads them", body)
	}
	l := insts[load]
	if !strings.Contains(l.text, "send") {
		return nil
	}
	_, sb, _ := strings.Cut(l.text, "{")
	var tok int
	if i := strings.Index(sb, "$"); i < 0 {
		return fmt.Errorf("the load at %#x has no token: %s", l.pc, l.text)
	} else if _, err := fmt.Sscanf(sb[i:], "$%d", &tok); err != nil {
		return fmt.Errorf("the load at %#x: token %q", l.pc, sb)
	}
	for _, in := range insts[load+1:] {
		if in.pc >= lo {
			break
		}
		if strings.Contains(in.text, fmt.Sprintf("$%d.dst", tok)) {
			return nil
		}
	}
	return fmt.Errorf("nothing before %#x waits for the load at %#x ($%d)", lo, l.pc, tok)
}
