package visadwarf

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/dw/regs"
	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/frame"
	"hdwarf/passes/relocate"
	sdwarf "hdwarf/sections/dwarf"
	"hdwarf/sections/dwarf/dwarftext"
	"hdwarf/sections/visa"
)

// These tests build the pieces of one conversion by hand (a converter, a unit, an object)
// and check what the location and frame code writes by evaluating it against a made-up
// machine: the bytes a location selects must be the bytes the vISA mapping names.

// testConverter is a converter for a relocatable little-endian Intel GPU object.
func testConverter(plat Platform) *converter {
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elfrw.EMIntelGT)
	c := &converter{f: f, plat: plat, rel: true}
	c.eb.Ctx = expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	return c
}

// machine is register and scratch contents: byte i of the GRF file is grfByte(i), flags
// and a0 hold their own patterns, and BE_FP (when set) is a dword in a GRF.
type machine struct {
	grf  int // bytes per GRF
	regs map[uint64][]byte
}

func grfByte(i int) byte { return byte(i*7 + i/251 + 3) }

func newMachine(grfBytes int) *machine {
	m := &machine{grf: grfBytes, regs: map[uint64][]byte{}}
	for r := 0; r < 256; r++ {
		b := make([]byte, grfBytes)
		for i := range b {
			b[i] = grfByte(r*grfBytes + i)
		}
		m.regs[regs.IntelGRF(uint64(r))] = b
	}
	m.regs[regs.IntelA0(0)] = []byte("a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0")
	for f := uint64(0); f < 2; f++ {
		m.regs[regs.IntelF0(f)] = []byte{byte(0xf0 + f), 0x11, 0x22, 0x33}
	}
	m.regs[regs.IntelIP] = []byte{0, 0, 0, 0}
	return m
}

// set stores a dword at byte sub of GRF reg.
func (m *machine) set(reg, sub int, v uint32) {
	binary.LittleEndian.PutUint32(m.regs[regs.IntelGRF(uint64(reg))][sub:], v)
}

func (m *machine) expr(lane, lanes uint64) *expr.Machine {
	return &expr.Machine{
		Ctx:  expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5},
		Lane: lane, Lanes: lanes,
		Reg: func(r uint64) ([]byte, error) {
			if b, ok := m.regs[r]; ok {
				return b, nil
			}
			return nil, fmt.Errorf("no register %d", r)
		},
	}
}

// grfBytes returns n bytes of the GRF file from byte at.
func grfRange(at, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = grfByte(at + i)
	}
	return b
}

// locFor makes a locContext for one object in a SIMD-simd kernel.
func locFor(c *converter, simd int, befp *visa.Location) *locContext {
	o := &visa.Object{Name: "k"}
	if befp != nil {
		o.Frame.BEFP = visa.GenLiveRange{Valid: true, Intervals: []visa.GenInterval{{Start: 0, End: 0x100, Loc: *befp}}}
	}
	lc := &locContext{c: c, u: &unit{job: &kernelJob{simd: simd}}, o: o}
	return lc
}

func TestLocationExpr(t *testing.T) {
	tgl, _ := ParsePlatform("tgllp")
	dg2, _ := ParsePlatform("dg2")
	pvc, _ := ParsePlatform("pvc")
	befp := &visa.Location{File: visa.PhysGRF, Reg: 127, SubReg: 12}
	const fp = 0x30 // BE_FP's value in the machine
	type want struct {
		grfAt   int    // GRF-file byte the element starts at, per lane: grfAt + lane*elem
		mem     uint64 // else: private memory address of lane 0
		reg     uint64 // else: a register (not GRF) and byte offset regOff
		regOff  uint64
		regRead []byte
	}
	cases := []struct {
		name  string
		plat  Platform
		simd  int
		befp  *visa.Location
		loc   visa.Location
		sh    shape
		lanes uint64 // lanes to check (0: no lane dependence)
		read  int    // bytes read per lane
		want  want
		text  string // expected printed form
	}{
		{name: "grf", plat: dg2, loc: visa.Location{File: visa.PhysGRF, Reg: 5}, read: 4,
			want: want{grfAt: 5 * 32}, text: "DW_OP_regx 0x15"},
		{name: "grf sub", plat: dg2, loc: visa.Location{File: visa.PhysGRF, Reg: 5, SubReg: 8}, sh: shape{elemSize: 4, size: 4}, read: 4,
			want: want{grfAt: 5*32 + 8}, text: "DW_OP_regx 0x15, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x8"},
		{name: "grf spans two", plat: dg2, loc: visa.Location{File: visa.PhysGRF, Reg: 7, SubReg: 24}, sh: shape{elemSize: 8, size: 16}, read: 16,
			want: want{grfAt: 7*32 + 24}},
		{name: "simd16 dword", plat: dg2, simd: 16, loc: visa.Location{File: visa.PhysGRF, Reg: 10}, sh: shape{elemSize: 4, size: 64, perLane: true}, lanes: 16, read: 4,
			want: want{grfAt: 10 * 32}},
		{name: "simd8 qword from sub 16", plat: tgl, simd: 8, loc: visa.Location{File: visa.PhysGRF, Reg: 3, SubReg: 16}, sh: shape{elemSize: 8, size: 64, perLane: true}, lanes: 8, read: 8,
			want: want{grfAt: 3*32 + 16}},
		{name: "simd32 word pvc", plat: pvc, simd: 32, loc: visa.Location{File: visa.PhysGRF, Reg: 40, SubReg: 2}, sh: shape{elemSize: 2, size: 64, perLane: true}, lanes: 32, read: 2,
			want: want{grfAt: 40*64 + 2}},
		{name: "last registers", plat: dg2, simd: 16, loc: visa.Location{File: visa.PhysGRF, Reg: 254}, sh: shape{elemSize: 4, size: 64, perLane: true}, lanes: 16, read: 4,
			want: want{grfAt: 254 * 32}},
		{name: "flag", plat: dg2, loc: visa.Location{File: visa.PhysFlag, Reg: 1, SubReg: 1}, read: 2,
			want: want{reg: regs.IntelF0(1), regOff: 2, regRead: []byte{0x22, 0x33}}},
		{name: "address", plat: dg2, loc: visa.Location{File: visa.PhysAddress, SubReg: 3}, read: 2,
			want: want{reg: regs.IntelA0(0), regOff: 6, regRead: []byte("a0")}},
		{name: "memory absolute", plat: dg2, loc: visa.Location{File: visa.PhysMemory, Absolute: true, Offset: 0x40}, read: 4,
			want: want{mem: 0x40}},
		{name: "memory absolute with BE_FP", plat: tgl, befp: befp, loc: visa.Location{File: visa.PhysMemory, Absolute: true, Offset: 0x40}, read: 4,
			want: want{mem: 0x40}},
		{name: "memory without BE_FP", plat: dg2, loc: visa.Location{File: visa.PhysMemory, Offset: 0x40}, read: 4,
			want: want{mem: 0x40}},
		{name: "memory off BE_FP dg2", plat: dg2, befp: befp, loc: visa.Location{File: visa.PhysMemory, Offset: 0x40}, read: 4,
			want: want{mem: fp + 0x40}},
		{name: "memory off BE_FP tgllp (owords)", plat: tgl, befp: befp, loc: visa.Location{File: visa.PhysMemory, Offset: 0x40}, read: 4,
			want: want{mem: fp*16 + 0x40}},
		{name: "memory below BE_FP", plat: tgl, befp: befp, loc: visa.Location{File: visa.PhysMemory, Offset: -0x20}, read: 4,
			want: want{mem: fp*16 - 0x20}},
		{name: "memory per lane", plat: dg2, simd: 16, befp: befp, loc: visa.Location{File: visa.PhysMemory, Offset: 0x100}, sh: shape{elemSize: 4, size: 64, perLane: true}, lanes: 16, read: 4,
			want: want{mem: fp + 0x100}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := testConverter(tc.plat)
			lc := locFor(c, max(tc.simd, 1), tc.befp)
			if err := lc.init(); err != nil {
				t.Fatal(err)
			}
			code, err := lc.expr(tc.loc, tc.sh)
			if err != nil {
				t.Fatal(err)
			}
			code = append([]byte(nil), code...)
			if tc.text != "" {
				if got := expr.Format(c.eb.Ctx, expr.DialectUser, code, expr.PrintOptions{}); got != tc.text {
					t.Errorf("printed %q, want %q", got, tc.text)
				}
			}
			mach := newMachine(tc.plat.GRFBytes)
			mach.set(int(befp.Reg), int(befp.SubReg), fp)
			for lane := uint64(0); lane < max(tc.lanes, 1); lane++ {
				r, err := expr.Eval(code, expr.DialectUser, mach.expr(lane, tc.lanes))
				if err != nil {
					t.Fatalf("lane %d: %v", lane, err)
				}
				l, err := r.Location()
				if err != nil {
					t.Fatal(err)
				}
				w := tc.want
				switch {
				case w.mem != 0:
					at := w.mem | ScratchTag + lane*uint64(tc.sh.elemSize)
					if l.Kind != expr.LocMemory || l.Space != 0 || l.Offset != at {
						t.Errorf("lane %d: %v, want scratch memory at %#x", lane, l, at)
					}
				case w.reg != 0:
					if l.Kind != expr.LocRegister || l.Reg != w.reg || l.Offset != w.regOff {
						t.Errorf("%v, want register %d offset %d", l, w.reg, w.regOff)
					}
					got, err := expr.Read(mach.expr(0, 0), l, uint64(8*tc.read))
					if err != nil || !bytes.Equal(got, w.regRead) {
						t.Errorf("read %x (%v), want %x", got, err, w.regRead)
					}
				default:
					got, err := expr.Read(mach.expr(lane, tc.lanes), l, uint64(8*tc.read))
					at := w.grfAt + int(lane)*tc.sh.elemSize
					if err != nil || !bytes.Equal(got, grfRange(at, tc.read)) {
						t.Errorf("lane %d: read %x (%v) from %v, want GRF-file bytes %#x: %x", lane, got, err, l, at, grfRange(at, tc.read))
					}
				}
			}
		})
	}
}

// TestLocationPieceCount checks the composite's size: as many GRFs as the value reaches
// from its sub-register, never past r255 and never more than maxPieces.
func TestLocationPieceCount(t *testing.T) {
	dg2, _ := ParsePlatform("dg2")
	cases := []struct {
		reg, sub uint16
		sh       shape
		simd     int
		pieces   int
	}{
		{reg: 1, sh: shape{elemSize: 4, size: 4}, pieces: 0},
		{reg: 1, sh: shape{elemSize: 4, size: 32}, pieces: 0},
		{reg: 1, sub: 4, sh: shape{elemSize: 4, size: 32}, pieces: 2},
		{reg: 1, sh: shape{elemSize: 4, size: 64, perLane: true}, simd: 16, pieces: 2},
		{reg: 1, sub: 8, sh: shape{elemSize: 8, size: 256, perLane: true}, simd: 32, pieces: 9},
		{reg: 255, sh: shape{elemSize: 4, size: 128, perLane: true}, simd: 32, pieces: 0},
		{reg: 250, sh: shape{elemSize: 4, size: 4096}, pieces: 6},
		{reg: 0, sh: shape{elemSize: 1, size: 1 << 20}, pieces: maxPieces},
	}
	for _, tc := range cases {
		c := testConverter(dg2)
		lc := locFor(c, max(tc.simd, 1), nil)
		code, err := lc.expr(visa.Location{File: visa.PhysGRF, Reg: tc.reg, SubReg: tc.sub}, tc.sh)
		if err != nil {
			t.Fatal(err)
		}
		ops, err := expr.Decode(c.eb.Ctx, expr.DialectUser, code)
		if err != nil {
			t.Fatal(err)
		}
		pieces, ends := 0, 0
		for i := range ops {
			switch n := ops[i].Name(); {
			case n == "DW_OP_piece":
				pieces++
			case strings.Contains(n, "piece_end"):
				ends++
			}
		}
		if pieces != tc.pieces || (pieces > 0) != (ends == 1) {
			t.Errorf("r%d.%d %+v SIMD%d: %d pieces, %d piece_end; want %d pieces", tc.reg, tc.sub, tc.sh, tc.simd, pieces, ends, tc.pieces)
		}
	}
}

func TestLocationUnknownFile(t *testing.T) {
	dg2, _ := ParsePlatform("dg2")
	lc := locFor(testConverter(dg2), 1, nil)
	if _, err := lc.expr(visa.Location{File: 7}, shape{}); err == nil || !strings.Contains(err.Error(), "register file 7") {
		t.Errorf("got %v, want an error naming register file 7", err)
	}
}

// TestSplitCallerSave checks that a GRF variable is described in the save slot while a
// caller-save region has its register saved, and in the register elsewhere.
func TestSplitCallerSave(t *testing.T) {
	dg2, _ := ParsePlatform("dg2")
	type piece struct {
		s   span
		mem uint64 // 0: the plain (register) expression
		reg uint64 // saved to another GRF: its first byte in the GRF file
	}
	cases := []struct {
		name    string
		sets    []visa.SaveSet
		loc     visa.Location
		s       span
		want    []piece
		wantErr bool
	}{
		{name: "not saved", loc: visa.Location{File: visa.PhysGRF, Reg: 20}, s: span{0, 0x100},
			sets: []visa.SaveSet{{GenIP: 0x40, Entries: []visa.SaveEntry{{SrcRegOff: 30 * 32, NumBytes: 64, Dst: visa.Location{File: visa.PhysMemory, Offset: 0x80}}}}, {GenIP: 0x80}},
			want: []piece{{s: span{0, 0x100}}}},
		{name: "saved to memory", loc: visa.Location{File: visa.PhysGRF, Reg: 21, SubReg: 4}, s: span{0, 0x100},
			sets: []visa.SaveSet{{GenIP: 0x40, Entries: []visa.SaveEntry{{SrcRegOff: 20 * 32, NumBytes: 64, Dst: visa.Location{File: visa.PhysMemory, Absolute: true, Offset: 0x80}}}}, {GenIP: 0x80}},
			want: []piece{{s: span{0, 0x40}}, {s: span{0x40, 0x80}, mem: 0x80 + 32 + 4}, {s: span{0x80, 0x100}}}},
		{name: "saved to a register", loc: visa.Location{File: visa.PhysGRF, Reg: 20, SubReg: 8}, s: span{0x50, 0x100},
			sets: []visa.SaveSet{{GenIP: 0x40, Entries: []visa.SaveEntry{{SrcRegOff: 20 * 32, NumBytes: 32, Dst: visa.Location{File: visa.PhysGRF, Reg: 100}}}}, {GenIP: 0x60}},
			want: []piece{{s: span{0x50, 0x60}, reg: 100*32 + 8}, {s: span{0x60, 0x100}}}},
		{name: "two regions", loc: visa.Location{File: visa.PhysGRF, Reg: 20}, s: span{0, 0xc0},
			sets: []visa.SaveSet{
				{GenIP: 0x10, Entries: []visa.SaveEntry{{SrcRegOff: 20 * 32, NumBytes: 32, Dst: visa.Location{File: visa.PhysMemory, Absolute: true, Offset: 0x200}}}}, {GenIP: 0x20},
				{GenIP: 0x80, Entries: []visa.SaveEntry{{SrcRegOff: 20 * 32, NumBytes: 32, Dst: visa.Location{File: visa.PhysMemory, Absolute: true, Offset: 0x300}}}}},
			want: []piece{{s: span{0, 0x10}}, {s: span{0x10, 0x20}, mem: 0x200}, {s: span{0x20, 0x80}}, {s: span{0x80, 0xc0}, mem: 0x300}}},
		{name: "region ends before it starts", loc: visa.Location{File: visa.PhysGRF, Reg: 20},
			sets:    []visa.SaveSet{{GenIP: 0x80, Entries: []visa.SaveEntry{{SrcRegOff: 0, NumBytes: 32}}}, {GenIP: 0x40}},
			wantErr: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := testConverter(dg2)
			lc := locFor(c, 1, nil)
			lc.o.Frame.CallerSave = tc.sets
			cm, err := newCodeMap([]visa.MapEntry{{VISA: 0, Gen: 0}, {VISA: 1, Gen: 0xc0}})
			if err != nil {
				t.Fatal(err)
			}
			lc.m = cm
			err = lc.init()
			if tc.wantErr {
				if err == nil || !strings.Contains(err.Error(), "before it starts") {
					t.Fatalf("got %v, want an error", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			sh := shape{elemSize: 4, size: 4}
			plain, err := lc.expr(tc.loc, sh)
			if err != nil {
				t.Fatal(err)
			}
			plain = append([]byte(nil), plain...)
			var got []piece
			mach := newMachine(32)
			lc.splitCallerSave(tc.s, tc.loc, sh, plain, func(s span, e []byte) {
				p := piece{s: s}
				if !bytes.Equal(e, plain) {
					r, err := expr.Eval(e, expr.DialectUser, mach.expr(0, 0))
					if err != nil {
						t.Fatalf("%v: %v", s, err)
					}
					l, err := r.Location()
					if err != nil {
						t.Fatalf("%v: %v", s, err)
					}
					switch l.Kind {
					case expr.LocMemory:
						if l.Offset&ScratchTag != ScratchTag {
							t.Errorf("%v: memory at %#x, not tagged as scratch", s, l.Offset)
						}
						p.mem = l.Offset &^ ScratchTag
					case expr.LocRegister:
						p.reg = (int64ToGRF(l.Reg))*32 + l.Offset
					default:
						t.Fatalf("%v: %v", s, l)
					}
				}
				got = append(got, p)
			})
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("got %v\nwant %v", got, tc.want)
			}
		})
	}
}

func int64ToGRF(dwarfReg uint64) uint64 { return dwarfReg - regs.IntelGRF(0) }

// frameRows builds the FDE of object oi and returns, for each of the given code offsets,
// the CFA and return-address rules in effect, evaluated against mach.
func frameFDE(t *testing.T, plat Platform, info *visa.Info, oi int) []sdwarf.CFIEntry {
	t.Helper()
	c := testConverter(plat)
	c.fw = &frameWriter{c: c}
	sec := &elfrw.Section{Name: ".text.k"}
	j := &kernelJob{blob: Blob{Info: info}, sec: sec, simd: 16}
	for _, o := range info.Objects {
		m, err := newCodeMap(o.IndexMap)
		if err != nil {
			t.Fatal(err)
		}
		j.maps = append(j.maps, m)
	}
	if err := c.fw.object(&unit{job: j}, oi); err != nil {
		t.Fatal(err)
	}
	s, err := c.fw.section()
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Relocs) != 1 || s.Relocs[0].Target.Section != ".text.k" || s.Relocs[0].Target.Off != uint64(info.Objects[oi].RelocOffset) {
		t.Errorf("FDE start relocations %+v, want one to .text.k+%#x", s.Relocs, info.Objects[oi].RelocOffset)
	}
	es, err := sdwarf.FromSections(binary.LittleEndian, 8, map[string][]byte{".debug_frame": s.Data}).Frames(".debug_frame")
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// stackCallInfo is a kernel and a stack-call function at 0x200 whose frame descriptor is
// in r125 and which saves its caller's BE_FP and return address to memory, r30-r31 to
// r100-r101 from 0x40, then r31 to memory from 0x60, and restores both at 0x90.
func stackCallInfo() *visa.Info {
	km := []visa.MapEntry{{VISA: 0, Gen: 0}, {VISA: 1, Gen: 0x200}}
	fm := []visa.MapEntry{{VISA: 0, Gen: 0}, {VISA: 1, Gen: 0x100}}
	fd := visa.Location{File: visa.PhysGRF, Reg: 125, SubReg: 12}
	return &visa.Info{Objects: []visa.Object{
		{Name: "k", IndexMap: km},
		{Name: "f", RelocOffset: 0x200, IndexMap: fm, Frame: visa.Frame{
			BEFP:       visa.GenLiveRange{Valid: true, Intervals: []visa.GenInterval{{Start: 0, End: 0x100, Loc: fd}}},
			CallerBEFP: visa.GenLiveRange{Valid: true, Intervals: []visa.GenInterval{{Start: 0x20, End: 0xd0, Loc: visa.Location{File: visa.PhysMemory, Offset: 8}}}},
			RetAddr:    visa.GenLiveRange{Valid: true, Intervals: []visa.GenInterval{{Start: 0x30, End: 0xc0, Loc: visa.Location{File: visa.PhysMemory, Offset: 0}}}},
			CalleeSave: []visa.SaveSet{
				{GenIP: 0x40, Entries: []visa.SaveEntry{{SrcRegOff: 30 * 32, NumBytes: 64, Dst: visa.Location{File: visa.PhysGRF, Reg: 100}}}},
				{GenIP: 0x60, Entries: []visa.SaveEntry{{SrcRegOff: 30 * 32, NumBytes: 32, Dst: visa.Location{File: visa.PhysGRF, Reg: 100}}, {SrcRegOff: 31 * 32, NumBytes: 32, Dst: visa.Location{File: visa.PhysMemory, Offset: 0x40}}}},
				{GenIP: 0x90},
			},
		}},
	}}
}

func TestFrameKernel(t *testing.T) {
	dg2, _ := ParsePlatform("dg2")
	es := frameFDE(t, dg2, stackCallInfo(), 0)
	if len(es) != 2 || es[1].IsCIE {
		t.Fatalf("entries %+v, want a CIE and an FDE", es)
	}
	var b strings.Builder
	if err := dwarftext.WriteFrames(&b, es, binary.LittleEndian, expr.DialectUser, frame.PrintOptions{RegName: regs.IntelRegName}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	// A kernel's CFA is the start of scratch (offset 0 tagged as scratch, as IGC's CFA), and
	// it has no return address.
	for _, w := range []string{"pc=00000000...00000200", "DW_CFA_undefined", "DW_OP_const8u 0x900000000000000"} {
		if !strings.Contains(out, w) {
			t.Errorf("kernel FDE lacks %q:\n%s", w, out)
		}
	}
}

// TestFrameStackCall evaluates the CFA and return-address rules of a stack-call function at
// each of its changes.
func TestFrameStackCall(t *testing.T) {
	for _, name := range []string{"dg2", "tgllp"} {
		plat, _ := ParsePlatform(name)
		es := frameFDE(t, plat, stackCallInfo(), 1)
		fde := &es[len(es)-1]
		if fde.IsCIE || fde.Range != 0x100 {
			t.Fatalf("%s: entries %+v, want an FDE of 0x100 bytes", name, es)
		}
		var b strings.Builder
		if err := dwarftext.WriteFrames(&b, es, binary.LittleEndian, expr.DialectUser, frame.PrintOptions{}); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		scale := uint64(1)
		if plat.ScratchOWords {
			scale = 16
		}
		mach := newMachine(32)
		mach.set(125, 8, 0x111)  // BE_SP of the caller
		mach.set(125, 12, 0x222) // BE_FP of this frame
		mach.set(125, 0, 0x7770) // return IP
		cfas := cfaExprs(t, fde.Insns, (&frameWriter{c: testConverter(plat)}).ctx())
		// Entry: the CFA is the caller's BE_SP; after BE_FP is set up (0x20) it is BE_FP; back
		// to BE_SP after the caller's BE_FP is restored (0xd0+16).
		want := []struct {
			at  uint64
			cfa uint64
		}{{0, 0x111 * scale}, {0x20, 0x222 * scale}, {0xe0, 0x111 * scale}}
		if len(cfas) != len(want) {
			t.Fatalf("%s: %d CFA rules, want %d:\n%s", name, len(cfas), len(want), out)
		}
		for i, w := range want {
			r, err := expr.Eval(cfas[i].code, expr.DialectUser, mach.expr(0, 0))
			if err != nil {
				t.Fatal(err)
			}
			if l, err := r.Location(); err != nil || cfas[i].at != w.at || l.Kind != expr.LocMemory || l.Space != 0 || l.Offset != w.cfa|ScratchTag {
				t.Errorf("%s: CFA rule %d at %#x: %v, want scratch memory %#x at %#x", name, i, cfas[i].at, r, w.cfa, w.at)
			}
		}
		// The return address: in the frame descriptor on entry, saved at CFA+0 from 0x30, and
		// back in the register from 0xc0+16; the callee saves give a rule only where one changes.
		for _, w := range []string{
			"pc=00000200...00000300",
			"DW_CFA_val_expression: reg0 DW_OP_regx 0x8d, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x0, DW_OP_deref_size 0x4\n  DW_CFA_advance_loc: 32 to 0x220",
			"to 0x220\n  DW_CFA_def_cfa_expression: DW_OP_regx 0x8d, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0xc, DW_OP_deref_size 0x4",
			"DW_CFA_offset_extended: reg141 8\n",
			"to 0x230\n  DW_CFA_offset: reg0 0\n",
			"to 0x240\n  DW_CFA_register: reg46 reg116\n  DW_CFA_register: reg47 reg117\n  DW_CFA_advance_loc: 32 to 0x260\n  DW_CFA_offset: reg47 64\n  DW_CFA_advance_loc: 48 to 0x290\n",
			"to 0x290\n  DW_CFA_same_value: reg46\n  DW_CFA_same_value: reg47\n",
			"to 0x2d0\n  DW_CFA_val_expression: reg0 DW_OP_regx 0x8d, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x0, DW_OP_deref_size 0x4\n",
			"DW_CFA_same_value: reg141\n",
		} {
			if !strings.Contains(out, w) {
				t.Errorf("%s: FDE lacks %q:\n%s", name, w, out)
			}
		}
	}
}

type cfaRule struct {
	at   uint64
	code []byte
}

// cfaExprs returns the DW_CFA_def_cfa_expression rules of an FDE's instructions with the
// code offset each takes effect at.
func cfaExprs(t *testing.T, b []byte, ctx frame.Context) []cfaRule {
	ins, err := frame.Decode(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	var out []cfaRule
	at := uint64(0)
	for _, in := range ins {
		switch in.Op {
		case frame.OpAdvanceLoc, frame.OpAdvanceLoc1, frame.OpAdvanceLoc2, frame.OpAdvanceLoc4:
			at += in.Args[0]
		case frame.OpDefCFAExpression:
			out = append(out, cfaRule{at, in.Expr})
		}
	}
	return out
}

// realBlob decodes the vISA debug info blob at path, for the platform its name gives
// (NAME.PLATFORM....visa.dbg).
func realBlob(t *testing.T, path string) (Platform, *visa.Info) {
	t.Helper()
	plat, err := ParsePlatform(strings.Split(filepath.Base(path), ".")[1])
	if err != nil {
		t.Fatal(err)
	}
	blob, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	info, err := visa.Decode(blob)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return plat, info
}

// TestRealBlobLocations encodes every live interval of the testdata blobs and evaluates it:
// a GRF mapping selects that register's bytes from the sub-register on, a flag or address
// mapping its register at the word offset, and a spill the private address the mapping
// gives (BE_FP, scaled before DG2, plus the offset; or the absolute offset).
func TestRealBlobLocations(t *testing.T) {
	files, err := filepath.Glob("../../testdata/visa/*.visa.dbg")
	if err != nil || len(files) < 20 {
		t.Fatalf("testdata blobs: %d (%v)", len(files), err)
	}
	counts := map[visa.PhysicalType]int{}
	for _, path := range files {
		plat, info := realBlob(t, path)
		for oi := range info.Objects {
			c := testConverter(plat)
			lc := locFor(c, 1, nil)
			lc.o = &info.Objects[oi]
			if lc.m, err = newCodeMap(lc.o.IndexMap); err != nil {
				t.Fatalf("%s object %d: %v", path, oi, err)
			}
			if err := lc.init(); err != nil {
				t.Fatalf("%s object %d: %v", path, oi, err)
			}
			mach := newMachine(plat.GRFBytes)
			const fp = 0x1234
			if lc.befpOK {
				mach.set(int(lc.befp.Reg), int(lc.befp.SubReg), fp)
			}
			scale := uint64(1)
			if plat.ScratchOWords {
				scale = 16
			}
			for _, v := range lc.o.Vars {
				for _, iv := range v.Intervals {
					l := iv.Loc
					code, err := lc.expr(l, shape{})
					if err != nil {
						t.Fatalf("%s %s: %v", path, v.Name, err)
					}
					r, err := expr.Eval(code, expr.DialectUser, mach.expr(0, 0))
					if err != nil {
						t.Fatalf("%s %s %+v: %v", path, v.Name, l, err)
					}
					got, err := r.Location()
					if err != nil {
						t.Fatalf("%s %s %+v: %v", path, v.Name, l, err)
					}
					var want expr.Location
					switch l.File {
					case visa.PhysGRF:
						want = expr.Location{Kind: expr.LocRegister, Reg: regs.IntelGRF(uint64(l.Reg)), Offset: uint64(l.SubReg)}
					case visa.PhysFlag:
						want = expr.Location{Kind: expr.LocRegister, Reg: regs.IntelF0(uint64(l.Reg)), Offset: 2 * uint64(l.SubReg)}
					case visa.PhysAddress:
						want = expr.Location{Kind: expr.LocRegister, Reg: regs.IntelA0(0), Offset: 2 * uint64(l.SubReg)}
					case visa.PhysMemory:
						at := uint64(int64(l.Offset))
						if !l.Absolute && lc.befpOK {
							at += fp * scale
						}
						want = expr.Location{Kind: expr.LocMemory, Offset: at | ScratchTag}
					}
					counts[l.File]++
					if got.Kind != want.Kind || got.Reg != want.Reg || got.Offset != want.Offset || got.Space != want.Space {
						t.Errorf("%s %s %+v: %v, want %v", filepath.Base(path), v.Name, l, got, want)
					}
				}
			}
		}
	}
	t.Logf("intervals checked: %v", counts)
	if counts[visa.PhysGRF] == 0 || counts[visa.PhysMemory] == 0 || counts[visa.PhysFlag] == 0 {
		t.Errorf("testdata lacks a register file: %v", counts)
	}
}

// TestRealBlobFrames builds the FDE of every object of the stack-call blobs and evaluates its
// first CFA rule: a kernel's frame starts at scratch 0, a stack-call function's at the BE_SP
// its frame-descriptor register holds.
func TestRealBlobFrames(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/visa/stackcalls*.visa.dbg")
	if len(files) < 5 {
		t.Fatalf("%d stack-call blobs", len(files))
	}
	functions := 0
	for _, path := range files {
		plat, info := realBlob(t, path)
		for oi, o := range info.Objects {
			es := frameFDE(t, plat, info, oi)
			fde := &es[len(es)-1]
			if fde.IsCIE || fde.Range != uint64(o.IndexMap[len(o.IndexMap)-1].Gen) {
				t.Fatalf("%s object %d: %+v, want an FDE over its code", path, oi, es[len(es)-1])
			}
			cfas := cfaExprs(t, fde.Insns, (&frameWriter{c: testConverter(plat)}).ctx())
			if len(cfas) == 0 || cfas[0].at != 0 {
				t.Fatalf("%s object %d: no CFA rule at its start", path, oi)
			}
			mach := newMachine(plat.GRFBytes)
			want := uint64(0)
			if f := o.Frame; oi > 0 && f.RetAddr.Valid && f.BEFP.Valid && len(f.BEFP.Intervals) > 0 && f.BEFP.Intervals[0].Loc.File == visa.PhysGRF {
				functions++
				fd := int(f.BEFP.Intervals[0].Loc.Reg)
				mach.set(fd, fdBESP, 0x40)
				want = 0x40
				if plat.ScratchOWords {
					want *= 16
				}
			}
			r, err := expr.Eval(cfas[0].code, expr.DialectUser, mach.expr(0, 0))
			if err != nil {
				t.Fatal(err)
			}
			if l, err := r.Location(); err != nil || l.Kind != expr.LocMemory || l.Space != 0 || l.Offset != want|ScratchTag {
				t.Errorf("%s object %d (%s): CFA %v, want scratch memory %#x", filepath.Base(path), oi, o.Name, r, want)
			}
		}
	}
	if functions == 0 {
		t.Error("no stack-call function among the blobs")
	}
	t.Logf("%d stack-call functions", functions)
}

// stackCallELF converts stackCallInfo against a relocatable object whose .text.k holds the
// kernel (0x200 bytes) and the stack-call function after it, and returns the file as read
// back from its bytes.
func stackCallELF(t *testing.T) *elfrw.File {
	t.Helper()
	f := synthELF(0x300)
	dg2, _ := ParsePlatform("dg2")
	res, err := Convert(f, Input{Blobs: []Blob{{Source: "hand-made", Info: stackCallInfo()}}}, Options{Platform: &dg2})
	if err != nil {
		t.Fatal(err)
	}
	if err := dwarfenc.AddToELF(f, res.Sections, nil); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := f.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	g, err := elfrw.ReadBytes(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// fdeStarts returns the initial locations of the FDEs of f's .debug_frame.
func fdeStarts(t *testing.T, f *elfrw.File) []uint64 {
	t.Helper()
	data, err := f.Section(".debug_frame").Data()
	if err != nil {
		t.Fatal(err)
	}
	es, err := sdwarf.FromSections(f.ByteOrder, 8, map[string][]byte{".debug_frame": data}).Frames(".debug_frame")
	if err != nil {
		t.Fatal(err)
	}
	var out []uint64
	for _, e := range es {
		if !e.IsCIE {
			out = append(out, e.Start)
		}
	}
	return out
}

// TestRelocateStackCall gives the code section a load address: the kernel's FDE then starts
// there and the stack-call function's at that address plus its reloc_offset; the debug
// relocations are gone, and a second relocation is refused.
func TestRelocateStackCall(t *testing.T) {
	f := stackCallELF(t)
	if got := fdeStarts(t, f); fmt.Sprint(got) != "[0 512]" {
		t.Fatalf("FDE starts before relocation %#x, want the section offsets 0 and 0x200", got)
	}
	const base = 0xffff_0000_0010_0000
	if err := relocate.Relocate(f, map[string]uint64{".text.k": base}); err != nil {
		t.Fatal(err)
	}
	if got, want := fdeStarts(t, f), []uint64{base, base + 0x200}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("FDE starts %#x, want %#x", got, want)
	}
	for _, s := range f.Sections {
		if strings.HasPrefix(s.Name, ".rela.debug") || strings.HasPrefix(s.Name, ".rel.debug") {
			t.Errorf("%s left after relocation", s.Name)
		}
	}
	if err := relocate.Relocate(f, map[string]uint64{".text.k": base}); !errors.Is(err, relocate.ErrNoRelocations) {
		t.Errorf("second relocation: %v, want relocate.ErrNoRelocations", err)
	}
}

// TestConvertNeedsABlob: without a vISA blob Convert says so with ErrNoVISA, which the command
// words for its own flags.
func TestConvertNeedsABlob(t *testing.T) {
	if _, err := Convert(synthELF(16), Input{}, Options{}); !errors.Is(err, ErrNoVISA) || err.Error() != "no vISA debug info" {
		t.Errorf("got %v, want ErrNoVISA", err)
	}
}

func TestRelocateRefuses(t *testing.T) {
	cases := []struct {
		name  string
		addrs map[string]uint64
		check func(error) bool
	}{
		// The error names the section and what is wrong, not the command's flag.
		{"no such section", map[string]uint64{".text.nope": 0}, func(err error) bool {
			var se *relocate.SectionError
			return errors.As(err, &se) && se.Section == ".text.nope" && err.Error() == ".text.nope: no such section"
		}},
		{"not loaded", map[string]uint64{".debug_info": 0}, func(err error) bool {
			var se *relocate.SectionError
			return errors.As(err, &se) && se.Section == ".debug_info" && err.Error() == ".debug_info: the section is not loaded"
		}},
		{"wraps past 2^64", map[string]uint64{".text.k": ^uint64(0) - 0x100}, func(err error) bool {
			var ae *relocate.AddressError
			return errors.As(err, &ae) && ae.Section == ".text.k" && ae.Size == 0x300 && ae.Where == "" // the section itself, before any value
		}},
	}
	for _, c := range cases {
		f := stackCallELF(t)
		if err := relocate.Relocate(f, c.addrs); !c.check(err) {
			t.Errorf("%s: got %v", c.name, err)
		}
	}
	exe := synthELF(16)
	exe.Type = elf.ET_EXEC
	if err := relocate.Relocate(exe, nil); err == nil {
		t.Error("an executable was relocated")
	}
}

// TestCodeMapSmall maps intervals over a hand-made index map in which scheduling moved vISA
// instruction 3 ahead of 2, and instruction 5 made no code.
func TestCodeMapSmall(t *testing.T) {
	m := []visa.MapEntry{{VISA: 1, Gen: 0}, {VISA: 3, Gen: 0x10}, {VISA: 2, Gen: 0x20}, {VISA: 4, Gen: 0x30}, {VISA: 6, Gen: 0x50}, {VISA: 7, Gen: 0x60}}
	cm, err := newCodeMap(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		s, e uint32
		want string
	}{
		{1, 1, "[{0 16}]"},
		{2, 2, "[{32 48}]"},
		{2, 3, "[{16 48}]"},
		{1, 3, "[{0 48}]"},
		{3, 4, "[{16 32} {48 80}]"},
		{5, 5, "[]"},
		{5, 6, "[{80 96}]"},
		{7, 9, "[]"}, // the sentinel is no instruction
		{0, 100, "[{0 96}]"},
	} {
		if got := fmt.Sprint(cm.spans(c.s, c.e, nil)); got != c.want {
			t.Errorf("[%d, %d]: %s, want %s", c.s, c.e, got, c.want)
		}
	}
	if s, ok := cm.genSpan(0x58, 0x100); !ok || s != (span{0x58, 0x60}) {
		t.Errorf("genSpan clipped to %v %v", s, ok)
	}
	if _, ok := cm.genSpan(0x60, 0x100); ok {
		t.Error("genSpan past the end is not empty")
	}
	for _, bad := range [][]visa.MapEntry{nil, {{VISA: 1, Gen: 0x10}, {VISA: 2, Gen: 0x10}}, {{VISA: 1, Gen: 0x10}, {VISA: 2, Gen: 0x8}}} {
		if _, err := newCodeMap(bad); err == nil {
			t.Errorf("index map %v accepted", bad)
		}
	}
}
