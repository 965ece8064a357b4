package convertplan

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hdwarf/dw/regs"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/oracle"
	"hdwarf/passes/visadwarf"
	"hdwarf/passes/visalink"
	"hdwarf/sections/spirv"
)

// At -O0 a kernel argument lives in its payload register until the prolog stores it into its
// frame slot, and in the slot from there on (what the program reads, where a debugger's write
// takes effect). In scopes.dg2 (-O0) each argument's list is register entries, then slot
// entries from a boundary on to the end of the kernel, and iga64 shows the instruction right
// before the boundary is the store: an a64 scattered write (send).
func TestArgumentHome(t *testing.T) {
	dir := filepath.Join(igcDumpDir, "scopes.dg2.O0")
	d, err := ReadDump(dir)
	if err != nil {
		t.Fatal(err)
	}
	f, res := convertDump(t, d, read(t, "igcdump/scopes.dg2.O0.zebin"))
	k := res.Kernels[0]
	text, err := f.Section(".text." + k.Name).Data()
	if err != nil {
		t.Fatal(err)
	}
	end := uint64(k.Objects[0].End)
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: f.ByteOrder, Version: 5}
	mach := expr.RandomMachine(ctx, 1, expr.IntelRegSize(32))
	mach.Lanes = 8
	homes := map[uint64]string{} // boundary -> argument
	for _, a := range k.Args {
		if len(a.Entries) == 0 {
			t.Errorf("%s: no location", a.Name)
			continue
		}
		home := uint64(0)
		for i, e := range a.Entries {
			r, err := expr.Eval(e.Expr, expr.DialectUser, mach)
			if err != nil {
				t.Fatalf("%s: entry %d: %v", a.Name, i, err)
			}
			l, err := r.Location()
			if err != nil {
				t.Fatalf("%s: entry %d: %v", a.Name, i, err)
			}
			switch {
			case l.Kind == expr.LocRegister && home == 0:
			case l.Kind == expr.LocMemory && home == 0 && i > 0:
				home = e.Lo
			case l.Kind == expr.LocMemory && home != 0 && e.Lo == a.Entries[i-1].Hi:
			default:
				t.Errorf("%s: entry %d [%#x, %#x) is %v: want the payload register, then the frame slot to the end", a.Name, i, e.Lo, e.Hi, l)
			}
		}
		if last := a.Entries[len(a.Entries)-1]; home == 0 || last.Hi != end {
			t.Errorf("%s: entries %v: no frame slot from the store to the end (%#x)", a.Name, a.Entries, end)
			continue
		}
		homes[home] = a.Name
	}
	oracle.Want(t, "iga64")
	bin := filepath.Join(t.TempDir(), "scopes.text")
	if err := os.WriteFile(bin, text, 0o644); err != nil {
		t.Fatal(err)
	}
	asm := oracle.Run(t, "iga64", "-d", "-p=12p71", "-Xprint-pc", bin)
	pc := regexp.MustCompile(`^/\* \[([0-9A-F]+)\]`)
	byPC := map[uint64]string{}
	for _, line := range strings.Split(asm, "\n") {
		if mm := pc.FindStringSubmatch(line); mm != nil {
			at, _ := strconv.ParseUint(mm[1], 16, 64)
			byPC[at] = line
		}
	}
	for home, name := range homes {
		store := byPC[home-16]
		if !strings.Contains(store, "send") || !strings.Contains(store, "scattering write") {
			t.Errorf("%s: home from %#x, but the instruction before is not a store: %q", name, home, store)
		}
		t.Logf("%s: frame slot from %#x on, after the store %s", name, home, strings.TrimSpace(store))
	}
	if len(homes) != 3 {
		t.Errorf("%d arguments with a home, want 3", len(homes))
	}
}

// A stack-called function's parameter at -O0 is in the argument registers its caller wrote
// until the function's prolog stores it into its frame slot, and in the slot from there on.
// For each such parameter of the -O0 stack-call dumps: the list's register entry runs from
// the function's entry to the slot's first byte; evaluated on every lane it reads the lane's
// element at a fixed stride from one register on; and iga64's disassembly of that code
// shows no instruction writing those registers, one reading them, and the instruction
// right before the slot's entry a store message. IGC's own DWARF gives the frame slot there
// too, before the store has written it (listed).
func TestStackArgumentRegisters(t *testing.T) {
	type stackCase struct {
		zebin, dir, platform, iga, tool string
		want                            map[string]string // parameter -> its first register, "" none
		measured                        bool              // HDWARF_IGC_DUMPS: figures logged only
	}
	cases := []stackCase{
		{td + "igcdump/vadd.dg2.zebin", filepath.Join(igcDumpDir, "vadd.dg2.O0"), "dg2", "12p71", "iga64", map[string]string{"x": "r26", "p": "r27"}, false},
		{td + "igcdump/vadd.pvc.O0.zebin", filepath.Join(igcDumpDir, "vadd.pvc.O0"), "pvc", "12p72", "iga64", map[string]string{"x": "r26", "p": "r27"}, false},
		// a (float4) fills r26-r29, a 16-lane row of floats per element; k follows in r30.
		{td + "igc2/stackcall.cri.O0.zebin", filepath.Join(igc2DumpDir, "stackcall.cri.O0"), "cri", "3pxpc", "iga64-sid", map[string]string{"a": "r26", "k": "r30"}, false},
	}
	// More -O0 stack-call dumps (KEEP_DUMP=DIR scripts/gen-intel-igc2.sh: DIR/NAME.GPU.O0 with
	// DIR/NAME.GPU.O0.zebin), measured only.
	if extra := os.Getenv(igcDumpsEnv); extra != "" {
		dirs, _ := filepath.Glob(filepath.Join(extra, "stackcall.*.O0"))
		for _, d := range dirs {
			plat := strings.Split(filepath.Base(d), ".")[1]
			if ig, ok := igaTools[plat]; ok && fileExists(d+".zebin") {
				cases = append(cases, stackCase{d + ".zebin", d, plat, ig[0], ig[1], nil, true})
			}
		}
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.dir), func(t *testing.T) {
			dir := c.dir
			d, err := ReadDump(dir)
			if err != nil {
				t.Fatal(err)
			}
			zb, err := os.ReadFile(c.zebin)
			if err != nil {
				t.Fatal(err)
			}
			f, res := convertDump(t, d, zb)
			grf := res.Platform.GRFBytes
			got := map[string]string{}
			type checked struct {
				name       string
				kernel     string
				lo, to     uint64 // the argument registers' entries
				home       uint64 // the frame slot's first byte
				first, end int    // register bytes read, [first, end)
			}
			var params []checked
			var igcBefore []string
			for _, k := range res.Kernels {
				igc := map[string]igcVar{}
				if base := strings.TrimSuffix(k.Source, ".dbg"); fileExists(base + ".elf") {
					for _, v := range igcVars(t, base+".elf") {
						igc[v.key.Function+":"+v.key.Name] = v
					}
				}
				simd := 0
				for _, a := range d.Asm {
					if fn := a.File.Function(k.Name); fn != nil {
						simd = fn.SimdSize
					}
				}
				for _, o := range k.Objects[1:] {
					for _, l := range o.Links {
						if l.Kind != visalink.Frame || l.Key.Arg <= 0 {
							continue
						}
						if _, ok := c.want[l.Key.Name]; !ok && !c.measured {
							t.Errorf("%v: a parameter the test does not expect", l.Key)
							continue
						}
						if len(l.ArgEntries) == 0 {
							got[l.Key.Name] = ""
							t.Logf("%v: in its frame slot from %#x; before: %s", l.Key, l.Entries[0].Lo, l.ArgWhy)
							continue
						}
						home := l.Entries[0].Lo
						ae := l.ArgEntries
						if ae[0].Lo != uint64(o.RelocOffset) || ae[len(ae)-1].Hi != home {
							report := t.Errorf
							if c.measured {
								report = t.Logf // tgllp: a branch target ends the walk before the store
							}
							report("%v: argument registers over [%#x, %#x), want the function's entry %#x to the slot's %#x", l.Key, ae[0].Lo, ae[len(ae)-1].Hi, o.RelocOffset, home)
						}
						elem := int(l.Size) // a vector's elements are rows of all lanes
						if n, err := fmt.Sscanf(l.Stored, "<%d x float>", new(int)); n == 1 && err == nil {
							elem = 4
						}
						first, end, err := laneRegisters(ae[0].Expr, int(l.Size), elem, grf, simd)
						if err != nil {
							t.Errorf("%v: %v", l.Key, err)
							continue
						}
						got[l.Key.Name] = fmt.Sprintf("r%d", first/grf)
						params = append(params, checked{l.Key.String(), k.Name, ae[0].Lo, ae[len(ae)-1].Hi, home, first, end})
						if v, ok := igc[l.Key.Function+":"+l.Key.Name]; ok {
							if v.loc != nil {
								igcBefore = append(igcBefore, fmt.Sprintf("%v: IGC gives the frame slot over all of %s's code, before the store at %#x too", l.Key, l.Key.Function, home))
							}
							for _, e := range v.list {
								if e.lo < home {
									igcBefore = append(igcBefore, fmt.Sprintf("%v: IGC gives the frame slot from %#x, before the store at %#x", l.Key, e.lo, home))
									break
								}
							}
						}
					}
				}
			}
			if c.measured {
				t.Logf("%d of %d parameters in their argument registers before the store", len(params), len(got))
			}
			for name, w := range c.want {
				if g, ok := got[name]; !ok || g != w {
					t.Errorf("%s: argument registers from %q, want %q", name, g, w)
				}
			}
			for _, s := range igcBefore {
				t.Logf("%s", s)
			}
			oracle.Want(t, c.tool)
			insts := map[string][]igaInst{}
			for _, p := range params {
				if insts[p.kernel] != nil {
					continue
				}
				text, err := f.Section(".text." + p.kernel).Data()
				if err != nil {
					t.Fatal(err)
				}
				bin := filepath.Join(t.TempDir(), p.kernel+".bin")
				if err := os.WriteFile(bin, text, 0o644); err != nil {
					t.Fatal(err)
				}
				insts[p.kernel] = igaInsts(oracle.Run(t, c.tool, "-d", "-p="+c.iga, "-Xprint-pc", bin))
			}
			for _, p := range params {
				lo, hi := p.first/grf, (p.end-1)/grf
				var reads, prev string
				var gather []byte // the registers s0.0 lists for a send's r[s0.0] (Xe3P)
				for _, in := range insts[p.kernel] {
					if in.pc < p.lo || in.pc >= p.home {
						continue
					}
					prev = in.text
					if dl, dh, ok := in.dst(grf); ok && dl <= hi && lo <= dh && in.pc < p.to {
						t.Errorf("%s: %s writes r%d-r%d before the store", p.name, in.text, dl, dh)
					}
					if m := igaGatherList.FindStringSubmatch(in.text); m != nil {
						v, _ := strconv.ParseUint(m[1], 16, 64)
						gather = binary.LittleEndian.AppendUint64(nil, v)
					}
					if reads == "" && in.reads(lo, gather) {
						reads = in.text
					}
				}
				if reads == "" {
					t.Errorf("%s: no instruction in [%#x, %#x) reads r%d", p.name, p.lo, p.home, lo)
				}
				if !strings.Contains(prev, "send") || !strings.Contains(prev, "store") && !strings.Contains(prev, "write") && !strings.Contains(prev, "scatte") {
					report := t.Errorf
					if c.measured {
						report = t.Logf // tgllp: the store is in a loop over the lanes
					}
					report("%s: the instruction before the frame slot's entry at %#x is no store: %q", p.name, p.home, prev)
				}
				t.Logf("%s: r%d-r%d over [%#x, %#x), read by %q, written by none; the store before %#x: %q", p.name, lo, hi, p.lo, p.to, reads, p.home, prev)
			}
		})
	}
}

// laneRegisters evaluates a location on every lane of a machine and returns the register
// file bytes [first, end) it reads: lane i's size bytes at first + i × size, or, for a vector
// of elements of elem bytes, element k of lane i at first + k × simd × elem + i × elem.
func laneRegisters(e []byte, size, elem, grf, simd int) (first, end int, err error) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	mach := expr.RandomMachine(ctx, 1, expr.IntelRegSize(grf))
	mach.Lanes = uint64(simd)
	for lane := 0; lane < simd; lane++ {
		mach.Lane = uint64(lane)
		r, err := expr.Eval(e, expr.DialectUser, mach)
		if err != nil {
			return 0, 0, err
		}
		l, err := r.Location()
		if err != nil {
			return 0, 0, err
		}
		// The bytes it reads, as register-file offsets.
		var at []int
		pieces := []expr.Piece{{Bits: uint64(8 * size), Loc: l}}
		if l.Kind == expr.LocComposite {
			pieces = l.Pieces
		}
		skip := 0 // a composite's own offset: bytes into its pieces
		if l.Kind == expr.LocComposite {
			skip = int(l.Offset)
		}
		for _, p := range pieces {
			if p.Loc.Kind != expr.LocRegister || p.Loc.Reg < regs.IntelGRF(0) || p.Loc.Reg > regs.IntelGRF(255) {
				return 0, 0, fmt.Errorf("lane %d: %v is not in a general register", lane, p.Loc)
			}
			for i := 0; i < int(p.Bits/8) && len(at) < size; i++ {
				if skip > 0 {
					skip--
					continue
				}
				at = append(at, int(p.Loc.Reg-regs.IntelGRF(0))*grf+int(p.Loc.Offset)+i)
			}
		}
		if len(at) != size {
			return 0, 0, fmt.Errorf("lane %d: %d bytes, want %d", lane, len(at), size)
		}
		if lane == 0 {
			first = at[0]
		}
		for i, b := range at {
			want := first + lane*size + i
			if elem < size {
				want = first + i/elem*simd*elem + lane*elem + i%elem
			}
			if b != want {
				return 0, 0, fmt.Errorf("lane %d: byte %d at %d, want %d", lane, i, b, want)
			}
		}
	}
	return first, first + simd*size, nil
}

// igaInst is one instruction of iga64's disassembly (-Xprint-pc).
type igaInst struct {
	pc   uint64
	text string
}

var igaPC = regexp.MustCompile(`^/\* \[([0-9A-F]+)\]\s*\*/\s*(.*)$`)

func igaInsts(asm string) []igaInst {
	var out []igaInst
	for _, line := range strings.Split(asm, "\n") {
		if m := igaPC.FindStringSubmatch(line); m != nil {
			pc, _ := strconv.ParseUint(m[1], 16, 64)
			out = append(out, igaInst{pc, strings.Join(strings.Fields(m[2]), " ")})
		}
	}
	return out
}

var igaOperandReg = regexp.MustCompile(`^r(\d+)[.:]`)

// operands are the instruction's operands after the opcode and its execution size.
func (in igaInst) operands() []string {
	f := strings.Fields(in.text)
	for i, w := range f {
		if strings.HasSuffix(w, ")") && strings.Contains(w, "|") || strings.HasPrefix(w, "(") && strings.Contains(w, "|M") {
			for j := i; j < len(f); j++ {
				if strings.HasSuffix(f[j], ")") {
					return f[j+1:]
				}
			}
		}
	}
	return nil
}

var (
	igaExec     = regexp.MustCompile(`\((\d+)\|M(\d+)\)`)
	igaDstOp    = regexp.MustCompile(`^r(\d+)\.(\d+)<(\d+)>:(\w+)$`)
	igaSendRead = regexp.MustCompile(`rd:(\d+)( B)?`)
)

// dst is the general registers [lo, hi] the instruction's destination writes: a send's
// response (iga64's rd: in registers, or in bytes on Xe3P), else its region.
func (in igaInst) dst(grf int) (lo, hi int, ok bool) {
	ops := in.operands()
	if len(ops) == 0 {
		return 0, 0, false
	}
	m := igaOperandReg.FindStringSubmatch(ops[0] + ".")
	if m == nil {
		return 0, 0, false
	}
	lo, _ = strconv.Atoi(m[1])
	if strings.Contains(in.text, "send") {
		n := 1
		if r := igaSendRead.FindStringSubmatch(in.text); r != nil {
			n, _ = strconv.Atoi(r[1])
			if r[2] != "" {
				n = (n + grf - 1) / grf
			}
		}
		return lo, lo + max(n, 1) - 1, true
	}
	d, e := igaDstOp.FindStringSubmatch(ops[0]), igaExec.FindStringSubmatch(in.text)
	if d == nil || e == nil || igaTypeSize[d[4]] == 0 {
		return lo, lo + 1, true // unknown: the register and the next
	}
	sub, _ := strconv.Atoi(d[2])
	h, _ := strconv.Atoi(d[3])
	exec, _ := strconv.Atoi(e[1])
	ts := int(igaTypeSize[d[4]])
	return lo, lo + (sub*ts+(exec-1)*h*ts+ts-1)/grf, true
}

// igaGatherList is the move of a send's register list into s0.0 (Xe3P): one register
// number per byte, from the lowest.
var igaGatherList = regexp.MustCompile(`^\(W\) mov \(1\|M0\) s0\.0<1>:uq 0x([0-9A-F]+):uq`)

// igaGatherOperand is a send's register-list operand: r[s0.0]:N (Xe3P), or r[s0.0] with the
// count in iga64's comment wr:N+M (Xe3).
var (
	igaGatherOperand = regexp.MustCompile(`^r\[s0\.0\](?::(\d+))?$`)
	igaSendWrite     = regexp.MustCompile(`wr:(\d+)`)
)

// reads reports whether a source operand of the instruction starts in general register r,
// or, a send's r[s0.0]:N, lists r among the first N registers of gather.
func (in igaInst) reads(r int, gather []byte) bool {
	ops := in.operands()
	for _, op := range ops[min(1, len(ops)):] {
		if m := igaOperandReg.FindStringSubmatch(op); m != nil && m[1] == strconv.Itoa(r) {
			return true
		}
		if m := igaGatherOperand.FindStringSubmatch(op); m != nil && strings.Contains(in.text, "send") {
			n, _ := strconv.Atoi(m[1])
			if w := igaSendWrite.FindStringSubmatch(in.text); m[1] == "" && w != nil {
				n, _ = strconv.Atoi(w[1])
			}
			for _, g := range gather[:min(n, len(gather))] {
				if int(g) == r {
					return true
				}
			}
		}
	}
	return false
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// convertDump converts a zebin (its bytes) with a dump's blobs, texts and links and the
// zebin's own SPIR-V, as convert --igc-dump does.
func convertDump(t *testing.T, d *Dump, zebin []byte) (*elfrw.File, *visadwarf.Result) {
	t.Helper()
	f, err := elfrw.ReadBytes(zebin)
	if err != nil {
		t.Fatal(err)
	}
	spv, err := f.Section(".spv").Data()
	if err != nil {
		t.Fatal(err)
	}
	m, err := spirv.Decode(spv)
	if err != nil {
		t.Fatal(err)
	}
	res, err := visadwarf.Convert(f, visadwarf.Input{Blobs: d.Blobs, Asm: d.Asm, Links: d.Links, Module: m}, visadwarf.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return f, res
}
