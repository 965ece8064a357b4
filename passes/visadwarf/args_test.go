package visadwarf

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/sections/spirv"
	"hdwarf/sections/zeinfo"
	"hdwarf/text/visaasm"
)

func TestCalibrate(t *testing.T) {
	type e = zeinfo.PayloadArg
	type in = visaasm.Input
	cases := []struct {
		name    string
		entries []e
		inputs  []in
		want    []string // input name per entry, "" for none
	}{
		{
			// vadd.tgllp -O2 k2: local_size has no input (the code never reads it); the
			// constant must not jump to the one that pairs it with enqueued_local_size's input.
			name: "vadd.tgllp.O2 k2",
			entries: []e{{Offset: 0, Size: 12}, {Offset: 12, Size: 12}, {Offset: 32, Size: 8, ArgIndex: 0}, {Offset: 40, Size: 4, ArgIndex: 0},
				{Offset: 44, Size: 12}},
			inputs: []in{{Name: "V0039", Offset: 32, Size: 32}, {Name: "V0040", Offset: 64, Size: 32}, {Name: "V0041", Offset: 96, Size: 32},
				{Name: "V0042", Offset: 128, Size: 32}, {Name: "V0043", Offset: 160, Size: 32}, {Name: "V0044", Offset: 192, Size: 32},
				{Name: "V0037", Offset: 224, Size: 32}, {Name: "V0034", Offset: 256, Size: 8}, {Name: "V0045", Offset: 264, Size: 4},
				{Name: "V0038", Offset: 268, Size: 12}},
			want: []string{"V0037", "", "V0034", "V0045", "V0038"},
		},
		{
			// vadd.dg2: the inline data (global_id_offset + local_size) is one 32-byte input, which
			// the first entry finds at its offset (larger: it is linked to no argument).
			name: "vadd.dg2",
			entries: []e{{Offset: 0, Size: 12}, {Offset: 12, Size: 12}, {Offset: 32, Size: 8, ArgIndex: 0}, {Offset: 40, Size: 8, ArgIndex: 1},
				{Offset: 48, Size: 8, ArgIndex: 2}, {Offset: 56, Size: 4, ArgIndex: 3}, {Offset: 64, Size: 8}, {Offset: 72, Size: 12}},
			inputs: []in{{Name: "V0042", Offset: 32, Size: 32}, {Name: "V0043", Offset: 64, Size: 32}, {Name: "V0044", Offset: 96, Size: 32},
				{Name: "V0040", Offset: 128, Size: 32}, {Name: "V0034", Offset: 160, Size: 8}, {Name: "V0035", Offset: 168, Size: 8},
				{Name: "V0036", Offset: 176, Size: 8}, {Name: "V0037", Offset: 184, Size: 4}, {Name: "V0045", Offset: 192, Size: 8},
				{Name: "V0041", Offset: 200, Size: 12}},
			want: []string{"V0040", "", "V0034", "V0035", "V0036", "V0037", "V0045", "V0041"},
		},
		{
			// types.tgllp: an SLM argument's 8-byte entry is a 4-byte input; shifting every
			// pointer by one slot would pair three 8-byte entries, but the implicit entries
			// after them decide.
			name: "types.tgllp",
			entries: []e{{Offset: 0, Size: 12}, {Offset: 12, Size: 12}, {Offset: 32, Size: 8, ArgIndex: 1}, {Offset: 40, Size: 8, ArgIndex: 0},
				{Offset: 48, Size: 8, ArgIndex: 2}, {Offset: 56, Size: 8}, {Offset: 64, Size: 12}, {Offset: 76, Size: 12}},
			inputs: []in{{Name: "V0036", Offset: 224, Size: 32}, {Name: "V0138", Offset: 256, Size: 4}, {Name: "V0139", Offset: 264, Size: 8},
				{Name: "V0140", Offset: 272, Size: 8}, {Name: "V0045", Offset: 280, Size: 8}, {Name: "V0037", Offset: 288, Size: 12},
				{Name: "V0038", Offset: 300, Size: 12}},
			want: []string{"V0036", "", "V0138", "V0139", "V0140", "V0045", "V0037", "V0038"},
		},
		{
			// 64-byte GRFs: the arguments past the 32 bytes of inline data start at the next
			// GRF, so the constant jumps once, from 128 to 160.
			name: "jump",
			entries: []e{{Offset: 0, Size: 8, ArgIndex: 0}, {Offset: 8, Size: 8, ArgIndex: 1}, {Offset: 32, Size: 8, ArgIndex: 2},
				{Offset: 40, Size: 4, ArgIndex: 3}},
			inputs: []in{{Name: "A", Offset: 128, Size: 8}, {Name: "B", Offset: 136, Size: 8}, {Name: "C", Offset: 192, Size: 8},
				{Name: "D", Offset: 200, Size: 4}},
			want: []string{"A", "B", "C", "D"},
		},
		{
			// mixed.bmg -O2 (64-byte GRFs, 32 bytes of inline data): f, in the inline data,
			// at 128 + 24 with the two implicit entries before it; u, l, c and n, more of them,
			// at 160 + offset. The head takes the constant below.
			name: "mixed.bmg.O2",
			entries: []e{{Offset: 0, Size: 12}, {Offset: 12, Size: 12}, {Offset: 24, Size: 8, ArgIndex: 0}, {Offset: 32, Size: 8, ArgIndex: 1},
				{Offset: 40, Size: 8, ArgIndex: 2}, {Offset: 48, Size: 8, ArgIndex: 3}, {Offset: 56, Size: 4, ArgIndex: 4}},
			inputs: []in{{Name: "V0043", Offset: 64, Size: 64}, {Name: "V0041", Offset: 128, Size: 12}, {Name: "V0042", Offset: 140, Size: 12},
				{Name: "V0034", Offset: 152, Size: 8}, {Name: "V0035", Offset: 192, Size: 8}, {Name: "V0036", Offset: 200, Size: 8},
				{Name: "V0037", Offset: 208, Size: 8}, {Name: "V0038", Offset: 216, Size: 4}},
			want: []string{"V0041", "V0042", "V0034", "V0035", "V0036", "V0037", "V0038"},
		},
		{
			// structarg.bmg -O2: params_t p (16 bytes) in three inputs that tile it, which
			// makes 160 the constant (x at 192, bias 200, n 204, p 208), where pairing p's
			// entry with its last 8-byte input alone made it 168 (tmp at 192, x at 200); tmp's
			// SLM offset (8-byte entry, 4-byte input) in the inline data at 128 + 24.
			name: "structarg.bmg.O2",
			entries: []e{{Offset: 0, Size: 12}, {Offset: 12, Size: 12}, {Offset: 24, Size: 8, ArgIndex: 4}, {Offset: 32, Size: 8, ArgIndex: 0},
				{Offset: 40, Size: 4, ArgIndex: 2}, {Offset: 44, Size: 4, ArgIndex: 3}, {Offset: 48, Size: 16, ArgIndex: 1}},
			inputs: []in{{Name: "V0041", Offset: 64, Size: 64}, {Name: "V0039", Offset: 128, Size: 12}, {Name: "V0040", Offset: 140, Size: 12},
				{Name: "V0089", Offset: 152, Size: 4}, {Name: "V0034", Offset: 192, Size: 8}, {Name: "V0035", Offset: 200, Size: 4},
				{Name: "V0036", Offset: 204, Size: 4}, {Name: "V0045", Offset: 208, Size: 4}, {Name: "V0046", Offset: 212, Size: 4},
				{Name: "V0047", Offset: 216, Size: 8}},
			want: []string{"V0039", "V0040", "V0089", "V0034", "V0035", "V0036", "V0045"},
		},
		{
			// The head meets an input larger than its entry at the constant below: left unpaired.
			name: "head mismatch",
			entries: []e{{Offset: 0, Size: 8, ArgIndex: 0}, {Offset: 8, Size: 4, ArgIndex: 1}, {Offset: 32, Size: 8, ArgIndex: 2},
				{Offset: 40, Size: 8, ArgIndex: 3}, {Offset: 48, Size: 8, ArgIndex: 4}},
			inputs: []in{{Name: "A", Offset: 128, Size: 8}, {Name: "B", Offset: 136, Size: 8}, {Name: "C", Offset: 192, Size: 8},
				{Name: "D", Offset: 200, Size: 8}, {Name: "E", Offset: 208, Size: 8}},
			want: []string{"", "", "C", "D", "E"},
		},
		{
			name:    "nothing fits",
			entries: []e{{Offset: 0, Size: 4, ArgIndex: 0}},
			inputs:  []in{{Name: "A", Offset: 64, Size: 8}},
			want:    []string{""},
		},
	}
	for _, c := range cases {
		links := calibrate(c.entries, c.inputs)
		if len(links) != len(c.want) {
			t.Fatalf("%s: %d links", c.name, len(links))
		}
		for i, w := range c.want {
			got := ""
			if links[i].input != nil {
				got = links[i].input.Name
			}
			if got != w {
				t.Errorf("%s: entry %d (offset %d) is input %q, want %q", c.name, i, c.entries[i].Offset, got, w)
			}
		}
	}
}

// Without a SPIR-V module, the arguments and their names come from args_info.
func TestSourceArgsFromZeInfo(t *testing.T) {
	misc := &zeinfo.KernelMisc{Name: "k", Args: []zeinfo.ArgInfo{{Index: 0, Name: "a"}, {Index: 2, Name: "c"}}}
	args, dfn := sourceArgs(nil, misc, "k")
	if dfn != nil || len(args) != 3 || args[0].Name != "a" || args[1].Name != "" || args[2].Name != "c" || args[2].vi != -1 {
		t.Fatalf("args %+v", args)
	}
	if args, _ := sourceArgs(nil, nil, "k"); len(args) != 0 {
		t.Fatalf("args from nothing: %+v", args)
	}
}

// argCases are the testdata zebins with the kernels' blobs and .visaasm files.
var argCases = []struct {
	zebin string
	blobs []string
	asm   []string
}{
	{"stackcalls.dg2", []string{"stackcalls.dg2.simd8_entry_0001"}, []string{"stackcalls.dg2.simd8_entry_0001", "stackcalls.dg2.simd8_entry_0001_f0", "stackcalls.dg2.simd8_entry_0001_f1"}},
	{"stackcalls.tgllp", []string{"stackcalls.tgllp.simd8_entry_0001"}, []string{"stackcalls.tgllp.simd8_entry_0001"}},
	{"vadd.dg2", []string{"vadd.dg2.simd8_entry_0001", "vadd.dg2.simd8_entry_0002"}, []string{"vadd.dg2.simd8_entry_0001", "vadd.dg2.simd8_entry_0002", "vadd.dg2.simd8_entry_0002_f0"}},
	{"vadd.tgllp", []string{"vadd.tgllp.simd8_entry_0001", "vadd.tgllp.simd8_entry_0002"}, []string{"vadd.tgllp.simd8_entry_0001", "vadd.tgllp.simd8_entry_0002", "vadd.tgllp.simd8_entry_0002_f0"}},
	{"types.dg2", []string{"types.dg2.simd8_entry_0001"}, []string{"types.dg2.simd8_entry_0001", "types.dg2.simd8_entry_0001_f0"}},
	{"types.tgllp", []string{"types.tgllp.simd32_entry_0001"}, []string{"types.tgllp.simd32_entry_0001"}},
	{"structarg.tgllp", []string{"structarg.tgllp.simd8_entry_0001"}, []string{"structarg.tgllp.simd8_entry_0001"}},
	{"spill.dg2", []string{"spill.dg2.simd32_entry_0001"}, []string{"spill.dg2.simd32_entry_0001"}},
	{"vadd-O2.tgllp", []string{"vadd-O2.tgllp.simd32_entry_0001", "vadd-O2.tgllp.simd32_entry_0002"}, []string{"vadd-O2.tgllp.simd32_entry_0001", "vadd-O2.tgllp.simd32_entry_0002"}},
}

// TestArgLocationsRead converts the testdata zebins and evaluates every entry of every
// kernel argument's location list over a register file whose every byte is known: a register
// location must read the bytes of the argument's payload inputs (the .input lines of the
// variables the report names), then zeros up to the composite's size (a local pointer's
// upper half). Entries in memory (a caller-save copy) are counted, not read. It also
// requires the arguments the code never reads to be located at the first instruction
// exactly where the payload arrives before the kernel starts (tgllp), and nowhere on dg2.
func TestArgLocationsRead(t *testing.T) {
	var read, inMemory, inPayload, unlocated int
	for _, c := range argCases {
		f, err := elfrw.Open("../../testdata/elf/" + c.zebin + ".zebin")
		if err != nil {
			t.Fatal(err)
		}
		in := Input{}
		for _, b := range c.blobs {
			_, info := realBlob(t, "../../testdata/visa/"+b+".visa.dbg")
			in.Blobs = append(in.Blobs, Blob{Source: b, Info: info})
		}
		inputs := map[string]map[int]visaasm.Input{} // by kernel and declaration number
		for _, a := range c.asm {
			data, err := os.ReadFile("../../testdata/visaasm/" + a + ".visaasm")
			if err != nil {
				t.Fatal(err)
			}
			af, err := visaasm.Parse(data)
			if err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			in.Asm = append(in.Asm, Asm{Source: a, File: af})
			if fn := af.Functions[0]; fn.Kind == visaasm.KindKernel {
				inputs[fn.Name] = map[int]visaasm.Input{}
				for _, x := range fn.Inputs {
					n, _ := strconv.Atoi(strings.TrimPrefix(x.Name, "V"))
					inputs[fn.Name][n] = x
				}
			}
		}
		spv, err := f.Section(".spv").Data()
		if err != nil {
			t.Fatal(err)
		}
		if in.Module, err = spirv.Decode(spv); err != nil {
			t.Fatal(err)
		}
		res, err := Convert(f, in, Options{})
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", c.zebin, err)
		}
		grf := res.Platform.GRFBytes
		mach := newMachine(grf)
		// Where each kernel's lowest vISA index starts: before it, on parts whose prolog
		// loads the payload, no argument may be located.
		bodyAt := map[string]uint64{}
		for _, b := range in.Blobs {
			o := &b.Info.Objects[0]
			low := ^uint32(0)
			for _, e := range o.IndexMap[:max(len(o.IndexMap)-1, 0)] { // the last is the end
				if e.VISA < low {
					low, bodyAt[o.Name] = e.VISA, uint64(e.Gen)
				}
			}
		}
		for _, k := range res.Kernels {
			for _, a := range k.Args {
				if !a.Located {
					unlocated++
					if res.Platform.PayloadAtEntry {
						t.Errorf("%s %s: argument %s has no location on %s: %s", c.zebin, k.Name, a.Name, res.Platform.Name, a.Why)
					}
					continue
				}
				var want []byte
				for _, v := range strings.Split(a.Var, "+") {
					n, err := strconv.Atoi(strings.TrimPrefix(v, "V"))
					x, ok := inputs[k.Name][n]
					if err != nil || !ok {
						t.Fatalf("%s %s: argument %s: no .input for %q", c.zebin, k.Name, a.Name, v)
					}
					want = append(want, grfRange(int(x.Offset), int(x.Size))...)
				}
				if a.InPayload {
					inPayload++
					if len(a.Entries) == 0 || res.Platform.PayloadAtEntry && a.Entries[0].Lo != 0 {
						t.Errorf("%s %s: argument %s located in the payload on %s over %v", c.zebin, k.Name, a.Name, res.Platform.Name, a.Entries)
					}
				}
				for _, e := range a.Entries {
					if !res.Platform.PayloadAtEntry && e.Lo < bodyAt[k.Name] {
						t.Errorf("%s %s: argument %s located at [%#x, %#x), before the first vISA instruction at %#x", c.zebin, k.Name, a.Name, e.Lo, e.Hi, bodyAt[k.Name])
					}
					r, err := expr.Eval(e.Expr, expr.DialectUser, mach.expr(0, 0))
					if err != nil {
						t.Fatalf("%s %s: argument %s [%#x, %#x): %v", c.zebin, k.Name, a.Name, e.Lo, e.Hi, err)
					}
					l := r.Loc
					bits := uint64(8 * len(want))
					if l.Kind == expr.LocComposite {
						bits = 0
						for _, p := range l.Pieces {
							bits += p.Bits
						}
					}
					if l.Kind == expr.LocMemory || l.Kind == expr.LocComposite && l.Pieces[0].Loc.Kind == expr.LocMemory {
						inMemory++
						continue
					}
					got, err := expr.Read(mach.expr(0, 0), l, bits)
					if err != nil {
						t.Fatalf("%s %s: argument %s [%#x, %#x) %v: %v", c.zebin, k.Name, a.Name, e.Lo, e.Hi, l, err)
					}
					w := append(append([]byte(nil), want...), make([]byte, max(0, len(got)-len(want)))...)
					if !bytes.Equal(got, w) {
						t.Errorf("%s %s: argument %s [%#x, %#x) reads % x, its payload holds % x", c.zebin, k.Name, a.Name, e.Lo, e.Hi, got, w)
					}
					read++
				}
			}
		}
	}
	t.Logf("argument location entries: %d read their payload bytes, %d in memory; %d arguments the code never reads located in the payload, %d without a location", read, inMemory, inPayload, unlocated)
	if read == 0 || inPayload == 0 {
		t.Errorf("nothing checked")
	}
}
