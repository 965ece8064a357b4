package geninst

import (
	"debug/elf"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// igaInst is the part of iga64's -Xprint-json output for one instruction that Decode reads.
type igaInst struct {
	Kind string `json:"kind"`
	PC   uint32 `json:"pc"`
	Op   string `json:"op"`
	ES   uint32 `json:"es"`
	EO   uint32 `json:"eo"`
	Sub  string `json:"subop"`
	Dst  *struct {
		Kind string `json:"kind"`
		Reg  struct {
			RN string `json:"rn"`
			R  uint32 `json:"r"`
			SR uint32 `json:"sr"`
		} `json:"reg"`
		Rgn *struct {
			Hz uint32 `json:"Hz"`
		} `json:"rgn"`
		Type string `json:"type"`
		Len  uint32 `json:"len"`
	} `json:"dst"`
	Srcs []struct {
		Kind   string `json:"kind"`
		Target string `json:"target"`
		Value  string `json:"value"`
	} `json:"srcs"`
	SBID string   `json:"sbid"`
	Opts []string `json:"opts"`
}

var typeBytes = map[string]uint32{
	"ub": 1, "b": 1, "uw": 2, "w": 2, "hf": 2, "bf": 2,
	"ud": 4, "d": 4, "f": 4, "uq": 8, "q": 8, "df": 8,
}

// corpus lists the zebins whose kernels the test reads (in testdata/elf unless a directory
// is named), with iga64's platform names.
var corpus = []struct {
	zebin, iga string
	enc        Encoding
	grf        uint32
}{
	{"types.tgllp.zebin", "12p1", XeLP, 32},
	{"stackcalls.tgllp.zebin", "12p1", XeLP, 32},
	{"vadd-O2.tgllp.zebin", "12p1", XeLP, 32},
	{"inverted.tgllp.zebin", "12p1", XeLP, 32},
	{"structarg.tgllp.zebin", "12p1", XeLP, 32},
	{"shared.tgllp.zebin", "12p1", XeLP, 32},
	{"types.dg2.zebin", "12p71", XeHPG, 32},
	{"types-O2.dg2.zebin", "12p71", XeHPG, 32},
	{"spill.dg2.zebin", "12p71", XeHPG, 32},
	{"stackcalls.dg2.zebin", "12p71", XeHPG, 32},
	{"vadd.dg2.zebin", "12p71", XeHPG, 32},
	{"stackcalls.pvc.zebin", "12p72", XeHPC, 64},
	{"vadd.pvc.zebin", "12p72", XeHPC, 64},
	{"reduce.pvc.zebin", "12p72", XeHPC, 64},
	{"spill.pvc.zebin", "12p72", XeHPC, 64},
	// IGC 2.40's vectors (LSC gathering loads and their SIMD32 halves on Xe-HPG, Xe-LP's
	// untyped surface reads of SIMD8 and SIMD16).
	{"../igc2/vectors.tgllp.O2.zebin", "12p1", XeLP, 32},
	{"../igc2/wide8.tgllp.O2.zebin", "12p1", XeLP, 32},
	{"../igc2/stackcall.tgllp.O2.zebin", "12p1", XeLP, 32},
	{"../igc2/vectors.dg2.O2.zebin", "12p71", XeHPG, 32},
	{"../igc2/wide8.dg2.O2.zebin", "12p71", XeHPG, 32},
	{"../igc2/vectors.mtl.O2.zebin", "12p71", XeHPG, 32},
	{"../igc2/wide8.mtl.O2.zebin", "12p71", XeHPG, 32},
	{"../igc2/vectors.pvc.O2.zebin", "12p72", XeHPC, 64},
	{"../igc2/wide8.pvc.O2.zebin", "12p72", XeHPC, 64},
	{"../igc2/vectors.pvc.O0.zebin", "12p72", XeHPC, 64},
}

// kernelCode returns the zebin's code sections by name.
func kernelCode(t testing.TB, path string) map[string][]byte {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]byte{}
	for _, s := range f.Sections {
		if strings.HasPrefix(s.Name, ".text.") {
			b, err := s.Data()
			if err != nil {
				t.Fatal(err)
			}
			out[s.Name] = b
		}
	}
	return out
}

// TestAgainstIGA decodes every instruction of the corpus kernels and compares with iga64:
// the length (compaction), the opcode, every general-register byte a native instruction
// writes, the scoreboard token and what is done with it, and every branch target. Where
// Decode says it does not know, the test checks only that it says so for a reason
// (compacted, or an opcode outside the table).
func TestAgainstIGA(t *testing.T) {
	oracle.Want(t, "iga64")
	var insts, writes, known, flows, compacted, compactedKnown int
	for _, c := range corpus {
		code := kernelCode(t, filepath.Join("..", "..", "testdata", "elf", c.zebin))
		names := make([]string, 0, len(code))
		for n := range code {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, name := range names {
			b := code[name]
			bin := filepath.Join(t.TempDir(), "kernel.bin")
			if err := os.WriteFile(bin, b, 0o644); err != nil {
				t.Fatal(err)
			}
			out := oracle.Run(t, "iga64", "-d", "-p="+c.iga, "-Xprint-json", "-Xprint-pc", bin)
			var doc struct {
				Insts []igaInst `json:"insts"`
			}
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatalf("%s %s: iga64 JSON: %v", c.zebin, name, err)
			}
			where := c.zebin + " " + name
			off := uint32(0)
			for _, g := range doc.Insts {
				if g.Kind != "I" {
					continue
				}
				if g.PC != off {
					t.Fatalf("%s: iga64 has an instruction at %#x, ours at %#x", where, g.PC, off)
				}
				in, err := Decode(c.enc, b, off, c.grf)
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				insts++
				if err := compare(in, g, c.grf); err != nil {
					t.Errorf("%s at %#x (%s): %v", where, off, g.Op, err)
				}
				if in.Compacted {
					compacted++
					if in.WriteKnown && in.Hi > in.Lo {
						compactedKnown++
					}
				}
				if in.WriteKnown {
					known++
					if in.Hi > in.Lo {
						writes++
					}
				}
				if in.Flow {
					flows++
				}
				off += in.Len
			}
		}
	}
	t.Logf("%d instructions: %d with their writes known (%d writing a general register), %d may not continue in order; %d compacted, %d of them writing a general register they name",
		insts, known, writes, flows, compacted, compactedKnown)
	if insts == 0 || known == 0 || writes == 0 || compactedKnown == 0 {
		t.Fatal("nothing compared")
	}
}

// compare checks one decoded instruction against iga64's reading.
func compare(in Inst, g igaInst, grf uint32) error {
	compacted := slices.Contains(g.Opts, "Compacted")
	if in.Compacted != compacted {
		return fmt.Errorf("compacted %v, iga64 %v", in.Compacted, compacted)
	}
	info, known := in.Op.info()
	if known && info.name != g.Op {
		return fmt.Errorf("opcode %s, iga64 %s", in.Op, g.Op)
	}
	if !known && !in.Flow {
		return fmt.Errorf("opcode %#x is not in the table but the instruction continues in order", uint8(in.Op))
	}
	if err := compareScoreboard(in, g.SBID); err != nil {
		return err
	}
	if err := compareChannels(in, g); err != nil {
		return err
	}
	if known && info.f != fmtUnknown {
		if err := compareWrite(in, g, grf); err != nil {
			return err
		}
	}
	if in.Compacted {
		return nil
	}
	if in.TargetsKnown {
		var want []uint32
		for _, s := range g.Srcs {
			var pc uint32
			if s.Kind == "LB" {
				if _, err := fmt.Sscanf(s.Target, "L%d", &pc); err != nil {
					return fmt.Errorf("iga64 label %q", s.Target)
				}
				want = append(want, pc)
			}
		}
		if in.Op == OpRet {
			want = nil
		}
		if !slices.Equal(in.Targets, want) {
			return fmt.Errorf("targets %#x, iga64 %#x", in.Targets, want)
		}
	}
	return nil
}

// compareChannels checks the execution size and first channel, an ALU destination's
// element size and stride, and a send's shared function and immediate descriptor.
func compareChannels(in Inst, g igaInst) error {
	if in.ExecSize != 0 && (in.ExecSize != max(g.ES, 1) || in.ChanOff != g.EO) {
		return fmt.Errorf("channels (%d|M%d), iga64 (%d|M%d)", in.ExecSize, in.ChanOff, g.ES, g.EO)
	}
	if in.Compacted && in.ExecSize == 0 && in.WriteKnown && in.Hi > in.Lo {
		return fmt.Errorf("a write read without its channels")
	}
	if in.DstBytes != 0 {
		d := g.Dst
		if d == nil || d.Rgn == nil || typeBytes[d.Type] != in.DstBytes || max(d.Rgn.Hz, 1) != in.DstStride {
			return fmt.Errorf("destination of %d-byte elements at stride %d, iga64 %+v", in.DstBytes, in.DstStride, d)
		}
	}
	if g.Op != "send" && g.Op != "sendc" {
		if in.DescKnown {
			return fmt.Errorf("a descriptor read from a %s", g.Op)
		}
		return nil
	}
	if in.Compacted {
		return nil
	}
	last := g.Srcs[len(g.Srcs)-1]
	if (last.Kind == "IM") != in.DescKnown {
		return fmt.Errorf("descriptor known %v, iga64's is %s", in.DescKnown, last.Kind)
	}
	if !in.DescKnown {
		return nil
	}
	var desc uint32
	if _, err := fmt.Sscanf(last.Value, "0x%x", &desc); err != nil {
		return fmt.Errorf("iga64 descriptor %q", last.Value)
	}
	if desc&(1<<30-1) != in.Desc {
		return fmt.Errorf("descriptor %#x, iga64 %#x", in.Desc, desc)
	}
	if sfidNames[g.Sub] == 0 || sfidNames[g.Sub] != in.SFID+1 {
		return fmt.Errorf("shared function %#x, iga64 %q", in.SFID, g.Sub)
	}
	return nil
}

// sfidNames: the shared functions of the corpus sends, by iga64's name, plus one (0: not
// listed).
var sfidNames = map[string]uint8{"ts": 7 + 1, "gtwy": 3 + 1, "dc0": 0xa + 1, "dc1": 0xc + 1, "ugm": SFIDUGM + 1, "tgm": 0xd + 1, "slm": 0xe + 1}

func compareScoreboard(in Inst, sbid string) error {
	want, token := SBNone, uint8(0)
	if sbid != "" {
		var n int
		kind := ""
		tok, suffix, _ := strings.Cut(sbid, ".")
		if _, err := fmt.Sscanf(tok, "$%d", &n); err != nil {
			return fmt.Errorf("iga64 token %q", sbid)
		}
		token = uint8(n)
		switch kind = suffix; kind {
		case "":
			want = SBSet
		case "dst":
			want = SBWaitDst
		case "src":
			want = SBWaitSrc
		default:
			return fmt.Errorf("iga64 token %q", sbid)
		}
	}
	if in.SB == SBUnknown {
		if !in.Compacted {
			return fmt.Errorf("scoreboard of a native instruction not read")
		}
		return nil
	}
	if in.SB != want || want != SBNone && in.Token != token {
		return fmt.Errorf("scoreboard %s $%d, iga64 %q", in.SB, in.Token, sbid)
	}
	return nil
}

func compareWrite(in Inst, g igaInst, grf uint32) error {
	var lo, hi uint32
	switch d := g.Dst; {
	case d == nil || d.Reg.RN != "r" || in.Flow && in.Op != OpSend && in.Op != OpSendc:
		// No general register, or a branch (a call's return address is not a payload
		// byte: the caller stops at the branch).
		if in.Flow {
			return nil
		}
	case d.Kind == "DA": // a send's register block
		lo, hi = d.Reg.R*grf, (d.Reg.R+d.Len)*grf
	default:
		size, ok := typeBytes[d.Type]
		if !ok || d.Rgn == nil {
			return fmt.Errorf("iga64 destination type %q", d.Type)
		}
		lo = d.Reg.R*grf + d.Reg.SR*size
		hi = lo + ((max(g.ES, 1)-1)*d.Rgn.Hz+1)*size
	}
	if !in.WriteKnown {
		if in.Compacted && in.Hi == 0 { // not read, and said so
			return nil
		}
		return fmt.Errorf("writes not read; iga64 [%#x, %#x)", lo, hi)
	}
	if in.Op == OpMath { // the macro forms: ours starts at the register
		if in.Lo > lo || in.Hi < hi || in.Lo/grf != lo/grf {
			return fmt.Errorf("writes [%#x, %#x), iga64 [%#x, %#x)", in.Lo, in.Hi, lo, hi)
		}
		return nil
	}
	if in.Lo != lo || in.Hi != hi {
		return fmt.Errorf("writes [%#x, %#x), iga64 [%#x, %#x)", in.Lo, in.Hi, lo, hi)
	}
	return nil
}

// BenchmarkDecode decodes every instruction of spill.dg2's kernel (8,802 instructions), as
// visadwarf's walk for branch targets does once per kernel.
func BenchmarkDecode(b *testing.B) {
	code := kernelCode(b, filepath.Join("..", "..", "testdata", "elf", "spill.dg2.zebin"))[".text.pressure"]
	if len(code) == 0 {
		b.Fatal("no code")
	}
	b.SetBytes(int64(len(code)))
	for b.Loop() {
		for off := uint32(0); off < uint32(len(code)); {
			in, err := Decode(XeHPG, code, off, 32)
			if err != nil {
				b.Fatal(err)
			}
			off += in.Len
		}
	}
}

// TestWriteStaysInFile: a destination region that would run past r255 is cut at the end of
// the register file (a fuzzer found one: r228 with 128 lanes of 8 bytes at stride 4).
func TestWriteStaysInFile(t *testing.T) {
	const grf = 32
	lo := uint64(OpMov) |
		7<<16 | // 128 lanes
		3<<36 | // 8-byte type
		(228<<8|1<<2|3)<<48 // r228, a general register, horizontal stride 4
	code := make([]byte, 16)
	for i := range 8 {
		code[i] = byte(lo >> (8 * i))
	}
	in, err := Decode(XeLP, code, 0, grf)
	if err != nil {
		t.Fatal(err)
	}
	if !in.WriteKnown || in.Lo != 228*grf || in.Hi != registers*grf {
		t.Errorf("writes [%#x, %#x) (known %v), want [%#x, %#x)", in.Lo, in.Hi, in.WriteKnown, 228*grf, registers*grf)
	}
}

// igaSend matches a send in iga64's text: its pc, channels, destination and the message
// iga64 spells after the lengths ("load.ugm.d32x4.a64").
var igaSend = regexp.MustCompile(`^/\* \[([0-9A-F]+)\]\s*\*/.*\bsendc?\.(\w+)\s+\((\d+)\|M(\d+)\)\s+(\S+)\s.*//\s*wr:[^;]*;\s*(\S+)(.*)$`)

// igaUntyped matches Xe-LP's untyped surface read as iga64 spells it, with the channels it
// enables.
var igaUntyped = regexp.MustCompile(`^untyped surface read with ([xyzw]+)$`)

// igaLSC takes the parts LSC.String spells from iga64's message: the operation and the
// data part ("d32x4", "d32x16t"), without the shared function and the address and cache
// parts.
var igaLSC = regexp.MustCompile(`^(load|store)\.(?:ugm|slm|tgm)\.(d\d+(?:u32h?)?(?:x\d+)?t?)(?:\.|$)`)

// TestLSCAgainstIGA reads the message of every send of the corpus kernels whose descriptor
// is immediate and compares it with iga64's spelling: the operation, data size, vector
// length and transposition of each load and store to global memory, that no other message
// is read as one, and where a gathering load puts its components (its destination, its
// channels, one block of registers per component).
func TestLSCAgainstIGA(t *testing.T) {
	oracle.Want(t, "iga64")
	var sends, lsc, gathers int
	for _, c := range corpus {
		code := kernelCode(t, filepath.Join("..", "..", "testdata", "elf", c.zebin))
		names := make([]string, 0, len(code))
		for n := range code {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, name := range names {
			b := code[name]
			bin := filepath.Join(t.TempDir(), "kernel.bin")
			if err := os.WriteFile(bin, b, 0o644); err != nil {
				t.Fatal(err)
			}
			out := oracle.Run(t, "iga64", "-d", "-p="+c.iga, "-Xprint-pc", bin)
			for _, line := range strings.Split(out, "\n") {
				m := igaSend.FindStringSubmatch(line)
				if m == nil {
					continue
				}
				where := fmt.Sprintf("%s %s at %s", c.zebin, name, m[1])
				var off, es, eo uint32
				fmt.Sscanf(m[1], "%x", &off)
				fmt.Sscanf(m[3], "%d", &es)
				fmt.Sscanf(m[4], "%d", &eo)
				in, err := Decode(c.enc, b, off, c.grf)
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				sends++
				if u := igaUntyped.FindStringSubmatch(m[6] + m[7]); c.enc == XeLP {
					g, ok := in.Gather(c.enc, c.grf)
					var dst uint32
					fmt.Sscanf(m[5], "r%d", &dst)
					switch {
					case (u != nil && m[2] == "dc1") != ok:
						t.Errorf("%s: read as a gathering load %v, iga64 %s.%s%s", where, ok, m[2], m[6], m[7])
					case ok && (g.Components != uint32(len(u[1])) || g.Lanes != es || g.ChanOff != eo || g.Dst != dst*c.grf || g.ElemBytes != 4 || g.Components*g.CompStride != in.Hi-in.Lo):
						t.Errorf("%s: %+v, iga64 r%d (%d|M%d) %s%s", where, g, dst, es, eo, m[6], m[7])
					case ok:
						gathers++
					}
					continue
				}
				l, ok := in.LSC(c.enc)
				want := igaLSC.FindStringSubmatch(m[6])
				switch {
				case want == nil || m[2] != "ugm":
					if ok {
						t.Errorf("%s: read as %s, iga64 %s.%s", where, l, m[2], m[6])
					}
					continue
				case !ok:
					t.Errorf("%s: not read, iga64 %s", where, m[6])
					continue
				case l.String() != want[1]+"."+want[2]:
					t.Errorf("%s: %s, iga64 %s", where, l, m[6])
				}
				lsc++
				g, ok := in.Gather(c.enc, c.grf)
				if l.Op != LSCLoad || l.Transpose {
					if ok {
						t.Errorf("%s: %s read as a gathering load", where, m[6])
					}
					continue
				}
				var dst uint32
				if _, err := fmt.Sscanf(m[5], "r%d", &dst); err != nil {
					continue // a load to null (a prefetch)
				}
				if !ok {
					t.Errorf("%s: gathering load %s not read", where, m[6])
					continue
				}
				gathers++
				if g.Dst != dst*c.grf || g.Components != l.Vector || g.Lanes != es || g.ChanOff != eo || g.CompStride%c.grf != 0 || g.Components*g.CompStride != in.Hi-in.Lo {
					t.Errorf("%s: %+v, iga64 r%d (%d|M%d) %s writing %d bytes", where, g, dst, es, eo, m[6], in.Hi-in.Lo)
				}
			}
		}
	}
	t.Logf("%d sends: %d LSC loads and stores to global memory read; %d gathering loads (LSC, and Xe-LP untyped surface reads)", sends, lsc, gathers)
	if lsc == 0 || gathers == 0 {
		t.Fatal("nothing compared")
	}
}

// TestGatherExamples reads two gathering loads as iga64 prints them: vectors.pvc.O2's
// "send.ugm (32|M0) r18 r13 null:0 0x0 0x08803580 // rd:8; load.ugm.d32x4.a64" (4
// components of 32 lanes, two 64-byte registers each) and stackcall.tgllp.O2's "send.dc1
// (8|M0) r23 r3 null 0x0 0x02406000 // rd:4; untyped surface read with xyzw" (4 components
// of 8 lanes, one 32-byte register each).
func TestGatherExamples(t *testing.T) {
	for _, c := range []struct {
		enc  Encoding
		grf  uint32
		code []byte
		want Gather
	}{
		{XeHPC, 64, []byte{0x31, 0x23, 0x15, 0x00, 0x00, 0x00, 0x44, 0x12, 0x24, 0x0d, 0x00, 0xfb, 0x00, 0x00, 0x0c, 0x00},
			Gather{Dst: 18 * 64, Components: 4, ElemBytes: 4, CompStride: 128, Lanes: 32}},
		{XeLP, 32, []byte{0x31, 0x90, 0x03, 0x00, 0x00, 0x00, 0x24, 0x17, 0x0c, 0x03, 0x00, 0xc0, 0x00, 0x00, 0x18, 0x00},
			Gather{Dst: 23 * 32, Components: 4, ElemBytes: 4, CompStride: 32, Lanes: 8}},
	} {
		in, err := Decode(c.enc, c.code, 0, c.grf)
		if err != nil {
			t.Fatal(err)
		}
		if g, ok := in.Gather(c.enc, c.grf); !ok || g != c.want {
			t.Errorf("%s: %+v (ok %v), want %+v (descriptor %#x)", c.enc, g, ok, c.want, in.Desc)
		}
	}
}
