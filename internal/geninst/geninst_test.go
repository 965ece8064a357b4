package geninst

import (
	"debug/elf"
	"encoding/binary"
	"encoding/hex"
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
	Kind string   `json:"kind"`
	PC   uint32   `json:"pc"`
	Op   string   `json:"op"`
	ES   uint32   `json:"es"`
	EO   uint32   `json:"eo"`
	Sub  string   `json:"subop"`
	Dst  *igaDst  `json:"dst"`
	Srcs []igaSrc `json:"srcs"`
	SBID string   `json:"sbid"`
	Opts []string `json:"opts"`
}

// igaDst is an instruction's destination: a register region ("DA" for a send's block of Len
// registers; "IA" for an indirect one).
type igaDst struct {
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
}

// igaSrc is a source operand; of a branch, its label ("LB", Target "L<pc>").
type igaSrc struct {
	Kind   string `json:"kind"`
	Target string `json:"target"`
	Value  string `json:"value"`
}

// igaRead disassembles one kernel's code with the entry's iga64. The iga64 of IGC 1.0.12504
// is read through its JSON; IGC 2.x's prints another JSON (version 2.0) that is not well
// formed for Xe3P's sendg operands, so its text is read (parseIGAText).
func igaRead(t *testing.T, c corpusEntry, bin string) ([]igaInst, error) {
	if c.tool != "iga64" {
		return parseIGAText(oracle.Run(t, c.tool, "-d", "-p="+c.iga, "-Xprint-pc", bin))
	}
	out := oracle.Run(t, c.tool, "-d", "-p="+c.iga, "-Xprint-json", "-Xprint-pc", bin)
	var doc struct {
		Insts []igaInst `json:"insts"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		return nil, fmt.Errorf("iga64 JSON: %v", err)
	}
	return doc.Insts, nil
}

var (
	igaLine   = regexp.MustCompile(`^/\* \[([0-9A-F]+)\]\s+\*/\s+(.*)$`)
	igaRegion = regexp.MustCompile(`^r(\d+)(?:\.(\d+))?<(\d+)>:(\w+)$`)
	igaRD     = regexp.MustCompile(`\brd:(\d+)( B)?`)
)

// parseIGAText reads iga64 -Xprint-pc text: per instruction its offset, opcode, execution
// size, destination, labels, token and options, in the form the JSON reading gives them.
// grf is not needed: a send's response length is printed in registers, or in bytes ("rd:N B",
// Xe3P), which are converted with 64-byte registers (every part that prints bytes has them).
func parseIGAText(out string) ([]igaInst, error) {
	var insts []igaInst
	for line := range strings.Lines(out) {
		m := igaLine.FindStringSubmatch(strings.TrimRight(line, "\n"))
		if m == nil {
			continue
		}
		var pc uint64
		if _, err := fmt.Sscanf(m[1], "%x", &pc); err != nil {
			return nil, fmt.Errorf("iga64 line %q", line)
		}
		g := igaInst{Kind: "I", PC: uint32(pc)}
		body, comment, _ := strings.Cut(m[2], "//")
		if i := strings.LastIndex(body, "{"); i >= 0 && strings.HasSuffix(strings.TrimSpace(body), "}") {
			for _, o := range strings.Split(strings.Trim(strings.TrimSpace(body[i:]), "{}"), ",") {
				switch {
				case strings.HasPrefix(o, "$"):
					g.SBID = o
				case o == "Compacted":
					g.Opts = append(g.Opts, o)
				}
			}
			body = body[:i]
		}
		f := strings.Fields(body)
		if len(f) > 0 && strings.HasPrefix(f[0], "(") { // predicate
			f = f[1:]
		}
		if len(f) == 0 {
			return nil, fmt.Errorf("iga64 line %q", line)
		}
		g.Op, _, _ = strings.Cut(f[0], ".")
		if isSend(g.Op) {
			_, g.Sub, _ = strings.Cut(f[0], ".")
		}
		f = f[1:]
		if len(f) > 0 && strings.HasPrefix(f[0], "(") && strings.Contains(f[0], "|") {
			if _, err := fmt.Sscanf(f[0], "(%d|M%d)", &g.ES, &g.EO); err != nil {
				return nil, fmt.Errorf("iga64 execution size in %q", line)
			}
			f = f[1:]
		}
		var ops []string
		for _, o := range f {
			switch {
			case strings.HasPrefix(o, "(") && strings.Contains(o, ")f"): // a condition's flag
			case strings.HasPrefix(o, "L") && len(o) > 1 && o[1] >= '0' && o[1] <= '9':
				g.Srcs = append(g.Srcs, igaSrc{Kind: "LB", Target: o})
			default:
				ops = append(ops, strings.TrimPrefix(o, "(sat)"))
			}
		}
		if isSend(g.Op) && len(ops) > 0 {
			// The descriptor is the last operand: an immediate, or a register.
			desc := igaSrc{Kind: "RD", Value: ops[len(ops)-1]}
			if strings.HasPrefix(desc.Value, "0x") {
				desc.Kind = "IM"
			}
			g.Srcs = append(g.Srcs, desc)
		}
		if len(ops) > 0 {
			d, err := igaTextDst(g.Op, ops[0], comment)
			if err != nil {
				return nil, fmt.Errorf("%v in %q", err, line)
			}
			g.Dst = d
		}
		insts = append(insts, g)
	}
	return insts, nil
}

// isSend: iga64's name of an instruction with a message descriptor.
func isSend(op string) bool { return op == "send" || op == "sendc" || op == "sendg" }

// igaTextDst reads a destination operand of iga64's text.
func igaTextDst(op, o, comment string) (*igaDst, error) {
	d := &igaDst{}
	if strings.HasPrefix(op, "send") {
		if o == "null" {
			return d, nil
		}
		var r uint32
		if _, err := fmt.Sscanf(o, "r%d", &r); err != nil {
			return nil, fmt.Errorf("send destination %q", o)
		}
		m := igaRD.FindStringSubmatch(comment)
		if m == nil {
			return nil, fmt.Errorf("send without its response length")
		}
		var n uint32
		fmt.Sscanf(m[1], "%d", &n)
		if m[2] != "" {
			n = (n + 63) / 64
		}
		d.Kind, d.Reg.RN, d.Reg.R, d.Len = "DA", "r", r, n
		return d, nil
	}
	if strings.HasPrefix(o, "r[") {
		d.Kind, d.Reg.RN = "IA", "r"
		return d, nil
	}
	m := igaRegion.FindStringSubmatch(o)
	if m == nil {
		return d, nil // not a general register (null, acc, flag, scalar, ...), or a branch's
	}
	var r, sr, hz uint32
	fmt.Sscanf(m[1], "%d", &r)
	if m[2] != "" {
		fmt.Sscanf(m[2], "%d", &sr)
	}
	fmt.Sscanf(m[3], "%d", &hz)
	d.Kind, d.Reg.RN, d.Reg.R, d.Reg.SR, d.Type = "RD", "r", r, sr, m[4]
	d.Rgn = &struct {
		Hz uint32 `json:"Hz"`
	}{hz}
	return d, nil
}

var typeBytes = map[string]uint32{
	"ub": 1, "b": 1, "uw": 2, "w": 2, "hf": 2, "bf": 2,
	"ud": 4, "d": 4, "f": 4, "uq": 8, "q": 8, "df": 8,
}

// corpusEntry is a zebin whose kernels the test reads, with the iga64 that reads them and its
// platform name: iga64 of IGC 1.0.12504 (Debian 12's libigc-tools) for Xe-LP to Xe-HPC, and
// iga64-sid (scripts/oracles: IGC 2.x's iga64 from Debian sid's libigc2-tools) for Xe2 on.
type corpusEntry struct {
	zebin, tool, iga string
	enc              Encoding
	grf              uint32
}

// corpus lists the IGC 1.0.12504 zebins of testdata/elf (and one of testdata/igcdump) and, from igc2Devices, every
// testdata/igc2 zebin of IGC 2.40.
var corpus = append([]corpusEntry{
	{"elf/types.tgllp.zebin", "iga64", "12p1", XeLP, 32},
	{"elf/stackcalls.tgllp.zebin", "iga64", "12p1", XeLP, 32},
	{"elf/vadd-O2.tgllp.zebin", "iga64", "12p1", XeLP, 32},
	{"elf/inverted.tgllp.zebin", "iga64", "12p1", XeLP, 32},
	{"elf/structarg.tgllp.zebin", "iga64", "12p1", XeLP, 32},
	{"elf/shared.tgllp.zebin", "iga64", "12p1", XeLP, 32},
	{"igcdump/srctree.tgllp.O2.zebin", "iga64", "12p1", XeLP, 32}, // private memory in the scratch space (A32 stateless)
	{"elf/types.dg2.zebin", "iga64", "12p71", XeHPG, 32},
	{"elf/types-O2.dg2.zebin", "iga64", "12p71", XeHPG, 32},
	{"elf/spill.dg2.zebin", "iga64", "12p71", XeHPG, 32},
	{"elf/stackcalls.dg2.zebin", "iga64", "12p71", XeHPG, 32},
	{"elf/vadd.dg2.zebin", "iga64", "12p71", XeHPG, 32},
	{"elf/stackcalls.pvc.zebin", "iga64", "12p72", XeHPC, 64},
	{"elf/vadd.pvc.zebin", "iga64", "12p72", XeHPC, 64},
	{"elf/reduce.pvc.zebin", "iga64", "12p72", XeHPC, 64},
	{"elf/spill.pvc.zebin", "iga64", "12p72", XeHPC, 64},
}, igc2Corpus()...)

// igc2Devices: the GPUs of testdata/igc2 with the iga64 and platform that read their code.
var igc2Devices = []struct {
	dev, tool, iga string
	enc            Encoding
	grf            uint32
}{
	{"tgllp", "iga64", "12p1", XeLP, 32},
	{"dg2", "iga64", "12p71", XeHPG, 32},
	{"mtl", "iga64", "12p71", XeHPG, 32},
	{"pvc", "iga64", "12p72", XeHPC, 64},
	{"bmg", "iga64-sid", "2", Xe2, 64},
	{"lnl", "iga64-sid", "2", Xe2, 64},
	{"ptl", "iga64-sid", "3", Xe3, 64},
	{"nvl-s", "iga64-sid", "3", Xe3, 64},
	{"cri", "iga64-sid", "3pxpc", Xe3P, 64},
}

func igc2Corpus() []corpusEntry {
	var out []corpusEntry
	for _, prog := range []string{"simd32", "stackcall", "vectors", "wide8", "mixed", "types", "scopes"} {
		for _, d := range igc2Devices {
			dir := "igc2/"
			if d.dev == "nvl-s" {
				dir = "igc2/nvl-s/"
			}
			for _, opt := range []string{"O0", "O2"} {
				out = append(out, corpusEntry{dir + prog + "." + d.dev + "." + opt + ".zebin", d.tool, d.iga, d.enc, d.grf})
			}
		}
	}
	return out
}

// kernelFile is one code section of a corpus zebin, also written to a file for iga64.
type kernelFile struct {
	name string
	code []byte
	bin  string
}

// kernelFiles returns the code sections of a corpus zebin in name order, each written to a
// file of its own.
func kernelFiles(t *testing.T, c corpusEntry) []kernelFile {
	t.Helper()
	code := kernelCode(t, filepath.Join("..", "..", "testdata", c.zebin))
	names := make([]string, 0, len(code))
	for n := range code {
		names = append(names, n)
	}
	slices.Sort(names)
	out := make([]kernelFile, 0, len(names))
	for _, name := range names {
		bin := filepath.Join(t.TempDir(), "kernel.bin")
		if err := os.WriteFile(bin, code[name], 0o644); err != nil {
			t.Fatal(err)
		}
		out = append(out, kernelFile{name, code[name], bin})
	}
	return out
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
// writes, the scoreboard token and what is done with it, and every branch target; of a
// compacted one (every encoding: the compaction tables of compact.go) the same but the
// targets. Where Decode says it does not know, the test checks only that it says so for a
// reason (an opcode outside the table, a register-indirect destination, a send whose
// descriptor is in a register). The compacted instructions compared, those that agree and
// those writing a general register they name are wantCompacted's, per encoding.
func TestAgainstIGA(t *testing.T) {
	oracle.Want(t, "iga64")
	oracle.Want(t, "iga64-sid")
	type counts struct{ insts, writes, known, flows, compacted, compactedAgree, compactedKnown int }
	per := map[Encoding]*counts{}
	for _, c := range corpus {
		if per[c.enc] == nil {
			per[c.enc] = &counts{}
		}
		n := per[c.enc]
		for _, k := range kernelFiles(t, c) {
			name, b, bin := k.name, k.code, k.bin
			igaInsts, err := igaRead(t, c, bin)
			if err != nil {
				t.Fatalf("%s %s: %v", c.zebin, name, err)
			}
			where := c.zebin + " " + name
			off := uint32(0)
			for _, g := range igaInsts {
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
				n.insts++
				err = compare(in, g, c.grf)
				if err != nil {
					t.Errorf("%s at %#x (%s): %v", where, off, g.Op, err)
				}
				if in.Compacted {
					n.compacted++
					if err == nil {
						n.compactedAgree++
					}
					if in.WriteKnown && in.Hi > in.Lo {
						n.compactedKnown++
					}
				}
				if in.WriteKnown {
					n.known++
					if in.Hi > in.Lo {
						n.writes++
					}
				}
				if in.Flow {
					n.flows++
				}
				off += in.Len
			}
		}
	}
	for enc := XeLP; enc <= Xe3P; enc++ {
		n := per[enc]
		if n == nil || n.insts == 0 || n.known == 0 || n.writes == 0 {
			t.Errorf("%s: nothing compared", enc)
			continue
		}
		t.Logf("%s: %d instructions: %d with their writes known (%d writing a general register), %d may not continue in order; %d compacted, %d agreeing with iga64, %d of them writing a general register they name",
			enc, n.insts, n.known, n.writes, n.flows, n.compacted, n.compactedAgree, n.compactedKnown)
		if got := [3]int{n.compacted, n.compactedAgree, n.compactedKnown}; got != wantCompacted[enc] {
			t.Errorf("%s: compacted, agreeing, writing a general register: %v, want %v", enc, got, wantCompacted[enc])
		}
	}
}

// wantCompacted: per encoding, the corpus's compacted instructions, those Decode reads as
// iga64 does, and those among them writing a general register they name.
var wantCompacted = map[Encoding][3]int{
	XeLP:  {1081, 1081, 966},
	XeHPG: {837, 837, 722},
	XeHPC: {1937, 1937, 1399},
	Xe2:   {456, 456, 438},
	Xe3:   {590, 590, 558},
	Xe3P:  {164, 164, 143},
}

// TestCompactedXe3PThreeSource: the corpus has no compacted three-source Xe3P instruction
// (Xe3P's own control table), so these are iga64's: IGC 2.x's iga64 assembled "mad (16|M0)
// r10.0<1>:f ...", (32|M0) r12, (1|M0) r14, r200, :ud and :df forms with -p=3pxpc
// -Xautocompact. Each is decoded and compared with iga64's disassembly as in TestAgainstIGA.
func TestCompactedXe3PThreeSource(t *testing.T) {
	oracle.Want(t, "iga64-sid")
	var code []byte
	for _, q := range []uint64{0x1e28140a2000005b, 0x202a160c201c005b, 0x1e2814c82000005b, 0x1e28140a2034005b, 0x222c180e20b0005b, 0x1f29150b2010005b} {
		code = binary.LittleEndian.AppendUint64(code, q)
	}
	bin := filepath.Join(t.TempDir(), "mad.bin")
	if err := os.WriteFile(bin, code, 0o644); err != nil {
		t.Fatal(err)
	}
	c := corpusEntry{tool: "iga64-sid", iga: "3pxpc", enc: Xe3P, grf: 64}
	insts, err := igaRead(t, c, bin)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, g := range insts {
		in, err := Decode(Xe3P, code, g.PC, 64)
		if err != nil {
			t.Fatal(err)
		}
		if !in.Compacted || in.Op != OpMad || !in.WriteKnown || in.Hi <= in.Lo {
			t.Errorf("at %#x: %+v, iga64 %+v", g.PC, in, g)
		}
		if err := compare(in, g, 64); err != nil {
			t.Errorf("at %#x: %v", g.PC, err)
		}
		n++
	}
	if n != len(code)/8 {
		t.Errorf("iga64 read %d instructions of %d", n, len(code)/8)
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
	if !isSend(g.Op) {
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
	var desc uint64
	if _, err := fmt.Sscanf(last.Value, "0x%x", &desc); err != nil {
		return fmt.Errorf("iga64 descriptor %q", last.Value)
	}
	if in.Op != OpSendg {
		desc &= 1<<30 - 1 // bits 30-31 of a send's are not read
	}
	if desc != in.Desc {
		return fmt.Errorf("descriptor %#x, iga64 %#x", in.Desc, desc)
	}
	if sfidNames[g.Sub] == 0 || sfidNames[g.Sub] != in.SFID+1 {
		return fmt.Errorf("shared function %#x, iga64 %q", in.SFID, g.Sub)
	}
	return nil
}

// sfidNames: the shared functions of the corpus sends, by iga64's name, plus one (0: not
// listed).
var sfidNames = map[string]uint8{"ts": 7 + 1, "gtwy": 3 + 1, "dc0": 0xa + 1, "dc1": 0xc + 1, "ugm": SFIDUGM + 1, "tgm": 0xd + 1, "slm": SFIDSLM + 1}

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
		if _, ok := in.sendgResponse(grf); in.Op == OpSendg && hi > lo && !ok {
			return nil // a message whose response length is not read
		}
		return fmt.Errorf("writes not read; iga64 [%#x, %#x)", lo, hi)
	}
	if in.Op == OpMath { // the macro forms: ours starts at the register
		if in.Lo > lo || in.Hi < hi || in.Lo/grf != lo/grf {
			return fmt.Errorf("writes [%#x, %#x), iga64 [%#x, %#x)", in.Lo, in.Hi, lo, hi)
		}
		return nil
	}
	if in.Op == OpMullh { // iga64 names the low half; the high half follows (see destination)
		hi = roundUp(hi, grf) + roundUp(hi-lo, grf)
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

// igaSend matches a send in iga64's text: its pc, shared function, channels, destination
// and the message iga64 spells after the lengths ("load.ugm.d32x4.a64"); a sendg's lengths
// are its response in bytes ("rd:512 B", igaRespBytes).
var igaSend = regexp.MustCompile(`^/\* \[([0-9A-F]+)\]\s*\*/.*\bsend[cg]?\.(\w+)\s+\((\d+)\|M(\d+)\)\s+(\S+)\s.*//\s*(?:wr:[^;]*|rd:\d+ B);\s*(\S+)(.*)$`)

// igaRespBytes: a sendg's response length as iga64 prints it.
var igaRespBytes = regexp.MustCompile(`//\s*rd:(\d+) B;`)

// igaUntyped matches the data port's untyped surface read (Xe-LP, Xe-HPG) as iga64 spells
// it, with the channels it enables.
var igaUntyped = regexp.MustCompile(`^untyped surface read with ([xyzw]+)$`)

// igaUntypedRW matches the data port's untyped surface reads and writes with 32-bit
// addresses (iga64 spells the 64-bit ones "a64 untyped surface ..."), and igaDesc a send's
// immediate descriptor, the last number before its options.
var (
	igaUntypedRW = regexp.MustCompile(`^untyped surface (read|write) with [xyzw]+$`)
	igaDesc      = regexp.MustCompile(`\s(0x[0-9A-F]+)\s+\{`)
)

// igaLSC takes the parts LSC.String spells from iga64's message: the operation and the
// data part ("d32x4", "d32x16t"), without the shared function and the address and cache
// parts.
var igaLSC = regexp.MustCompile(`^(load|store)\.(?:ugm|slm|tgm)\.(d\d+(?:u32h?)?(?:x\d+)?t?)(?:\.|$)`)

// TestLSCAgainstIGA reads the message of every send of the corpus kernels whose descriptor
// is immediate and compares it with iga64's spelling: the operation, data size, vector
// length and transposition of each load and store to global memory, that no other message
// is read as one, where a gathering load puts its components (its destination, its
// channels, one block of registers per component), and the bytes each Xe3P sendg returns.
func TestLSCAgainstIGA(t *testing.T) {
	oracle.Want(t, "iga64")
	oracle.Want(t, "iga64-sid")
	var sends, lsc, gathers, sendgs, responses, stateless int
	for _, c := range corpus {
		for _, k := range kernelFiles(t, c) {
			name, b, bin := k.name, k.code, k.bin
			out := oracle.Run(t, c.tool, "-d", "-p="+c.iga, "-Xprint-pc", bin)
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
				if in.Op == OpSendg {
					sendgs++
					if err := compareResponse(in, m[5], line, c.grf); err != nil {
						t.Errorf("%s: %v", where, err)
					} else {
						responses++
					}
				}
				if c.enc == XeLP || c.enc == XeHPG {
					var desc uint64
					if d := igaDesc.FindStringSubmatch(line); d != nil {
						fmt.Sscanf(d[1], "0x%x", &desc)
					}
					want := m[2] == "dc1" && igaUntypedRW.MatchString(m[6]+m[7]) && desc&0xff == 0xff
					if in.StatelessA32() != want {
						t.Errorf("%s: read as an A32 stateless access %v, iga64 %s.%s%s descriptor %#x", where, !want, m[2], m[6], m[7], desc)
					}
					if want {
						stateless++
					}
				}
				if u := igaUntyped.FindStringSubmatch(m[6] + m[7]); c.enc == XeLP || c.enc == XeHPG && m[2] != "ugm" && m[2] != "slm" {
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
				case want == nil || m[2] != "ugm" && m[2] != "slm":
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
	t.Logf("%d sends: %d LSC loads and stores to global and shared local memory read; %d gathering loads (LSC, and the data port's untyped surface reads); %d of %d Xe3P sendg responses as iga64's; %d A32 stateless accesses", sends, lsc, gathers, responses, sendgs, stateless)
	if lsc == 0 || gathers == 0 || responses == 0 || stateless == 0 {
		t.Fatal("nothing compared")
	}
}

// compareResponse checks what a sendg writes against iga64's line: nothing to a null
// destination, else exactly the bytes iga64 says the message returns, in whole registers
// from the destination.
func compareResponse(in Inst, dst, line string, grf uint32) error {
	rd := igaRespBytes.FindStringSubmatch(line)
	if rd == nil {
		return fmt.Errorf("iga64 gives no response length in bytes")
	}
	if dst == "null" {
		if !in.WriteKnown || in.Hi != in.Lo {
			return fmt.Errorf("writes [%#x, %#x) (known %v) for a null destination", in.Lo, in.Hi, in.WriteKnown)
		}
		return nil
	}
	var r uint32
	if _, err := fmt.Sscanf(dst, "r%d", &r); err != nil {
		return fmt.Errorf("iga64 destination %q", dst)
	}
	n, ok := in.sendgResponse(grf)
	switch {
	case !ok:
		return fmt.Errorf("response not read; iga64 rd:%s B", rd[1])
	case fmt.Sprint(n) != rd[1]:
		return fmt.Errorf("response of %d bytes, iga64 rd:%s B", n, rd[1])
	case !in.WriteKnown || in.Lo != r*grf || in.Hi != roundUp(r*grf+n, grf):
		return fmt.Errorf("writes [%#x, %#x) (known %v), iga64 r%d for %s bytes", in.Lo, in.Hi, in.WriteKnown, r, rd[1])
	}
	return nil
}

// TestGatherExamples reads three gathering loads as iga64 prints them: vectors.pvc.O2's
// "send.ugm (32|M0) r18 r13 null:0 0x0 0x08803580 // rd:8; load.ugm.d32x4.a64" (4
// components of 32 lanes, two 64-byte registers each), stackcall.tgllp.O2's "send.dc1
// (8|M0) r23 r3 null 0x0 0x02406000 // rd:4; untyped surface read with xyzw" (4 components
// of 8 lanes, one 32-byte register each) and vectors.cri.O2's "sendg.ugm (32|M0) r28 r23:4
// null:0 s0.16 0x100000009180 // rd:512 B; load.ugm.d32x4.a64" (as pvc's).
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
		{Xe3P, 64, []byte{0x33, 0x41, 0x17, 0x00, 0x06, 0x11, 0x00, 0x1c, 0x24, 0x17, 0x00, 0xf0, 0x00, 0x00, 0x80, 0x91},
			Gather{Dst: 28 * 64, Components: 4, ElemBytes: 4, CompStride: 128, Lanes: 32}},
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

// TestSendgResponses reads sendg messages the corpus lacks, as IGC 2.x's iga64 (-p=3pxpc)
// assembled them from the text quoted and prints their response ("rd:N B"): a block of
// fewer channels than a register takes a whole register per value when there are several
// (8 channels of d32x2: 128 bytes), but not when there is one (d32: 32 bytes); d8u32 takes
// 4 bytes a value; a transposed d16x64t 128; a shared local memory load as a global one. An
// atomic and a data size code iga64 spells "d??" are not read (their writes unknown), nor a non-transposed
// plain d8, which the hardware does not have (iga64 still prints 16 bytes for it).
func TestSendgResponses(t *testing.T) {
	for _, c := range []struct {
		text, hex string
		bytes     uint32 // 0: not read
	}{
		{"sendg.ugm (8|M0) r10 r23:1 null:0 0x9080 // rd:128 B; load.ugm.d32x2.a64", "33c10c000200000a0c1700f000008090", 128},
		{"sendg.ugm (8|M0) r10 r23:1 null:0 0x9000 // rd:32 B; load.ugm.d32.a64", "33c10c000200000a0c1700f000000090", 32},
		{"sendg.ugm (32|M0) r10 r23:4 null:0 0xA180 // rd:512 B; load.ugm.d8u32x4.a64", "33c114000200000a241700f0000080a1", 512},
		{"sendg.ugm (16|M0) r10 r23:2 null:0 0x9800 // rd:128 B; load.ugm.d64.a64", "33c110000200000a141700f000000098", 128},
		{"sendg.ugm (1|M0) r10 r23:1 null:0 0x8F80 // rd:128 B; load.ugm.d16x64t.a64", "33c100000200000a0c1700f00000808f", 128},
		{"sendg.ugm (16|M0) r10 r23:2 null:0 0xB200 // rd:512 B; load.ugm.d??x8.a64", "33c110000200000a141700f0000000b2", 0},
		{"sendg.ugm (16|M0) r10 r23:2 null:0 0x900C // rd:64 B; atomic_iadd.ugm.d32.a64", "33c110000200000a141700f000000c90", 0},
		{"sendg.slm (16|M0) r10 r23:1 null:0 0x1000 // rd:64 B; load.slm.d32.a32", "33c110000200000a0c1700e000000010", 64},
		{"sendg.ugm (16|M0) r10 r23:2 null:0 0x8000 // rd:16 B; load.ugm.d8.a64", "33c110000200000a141700f000000080", 0},
	} {
		code, err := hex.DecodeString(c.hex)
		if err != nil {
			t.Fatal(err)
		}
		const grf = 64
		in, err := Decode(Xe3P, code, 0, grf)
		if err != nil {
			t.Fatal(err)
		}
		n, ok := in.sendgResponse(grf)
		switch {
		case c.bytes == 0 && (ok || in.WriteKnown):
			t.Errorf("%s: read as %d bytes (writes known %v)", c.text, n, in.WriteKnown)
		case c.bytes != 0 && (!ok || n != c.bytes || !in.WriteKnown || in.Lo != 10*grf || in.Hi != 10*grf+roundUp(n, grf)):
			t.Errorf("%s: %d bytes (%v), writes [%#x, %#x)", c.text, n, ok, in.Lo, in.Hi)
		}
	}
}
