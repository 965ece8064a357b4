package visa

import (
	"bytes"
	"encoding/binary"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// synthInfo uses every feature of the format: several objects, both maps, every location
// kind (negative and absolute memory offsets included), subroutines, all frame parts (one
// valid with no intervals), CE fields, register and memory save destinations, empty save sets.
func synthInfo(l Layout) *Info {
	grf := func(r, s uint16) Location { return Location{File: PhysGRF, Reg: r, SubReg: s} }
	mem := func(off int32, abs bool) Location { return Location{File: PhysMemory, Offset: off, Absolute: abs} }
	info := &Info{Layout: l, Objects: []Object{
		{
			Name:      "kern",
			OffsetMap: []MapEntry{{0, 0}, {16, 32}},
			IndexMap:  []MapEntry{{1, 0}, {3, 16}, {2, 24}, {4, 48}},
			Vars: []Var{
				{Name: "V33", Intervals: []VISAInterval{
					{Start: 0, End: 3, Virtual: VirtGeneral, Loc: grf(3, 8)},
					{Start: 4, End: 65535, Virtual: VirtGeneral, Loc: mem(-64, false)},
				}},
				{Name: "P1", Intervals: []VISAInterval{{Start: 1, End: 2, Virtual: VirtFlag, Loc: Location{File: PhysFlag, Reg: 1, SubReg: 1}}}},
				{Name: "A0", Intervals: []VISAInterval{{Start: 2, End: 2, Virtual: VirtAddress, Loc: Location{File: PhysAddress, SubReg: 3}}}},
				{Name: "V40"},
				{Name: "V41", Intervals: []VISAInterval{{Start: 5, End: 9, Virtual: VirtGeneral, Loc: mem(1<<30-1, true)}}},
				{Name: "V42", Intervals: []VISAInterval{{Start: 5, End: 9, Virtual: VirtGeneral, Loc: mem(-1<<30, true)}}},
			},
			Subroutines: []Subroutine{
				{Name: "sub_a", Start: 10, End: 20, RetVal: []VISAInterval{{Start: 10, End: 20, Virtual: VirtGeneral, Loc: grf(5, 8)}}},
				{Name: "sub_b", Start: 21, End: 30},
			},
			Frame: Frame{
				BEFP:           GenLiveRange{Valid: true, Intervals: []GenInterval{{Start: 304, End: 3152, Virtual: VirtGeneral, Loc: grf(127, 12)}}},
				CEOffsetFromFP: 0xffff,
				CallerSave: []SaveSet{
					{GenIP: 400, Entries: []SaveEntry{{SrcRegOff: 6 * 32, NumBytes: 32, Dst: mem(0, false)}}},
					{GenIP: 480},
				},
			},
		},
		{
			Name:        "helper",
			RelocOffset: 4784,
			IndexMap:    []MapEntry{{1, 0}, {2, 64}},
			Frame: Frame{
				Size:           384,
				BEFP:           GenLiveRange{Valid: true},
				CallerBEFP:     GenLiveRange{Valid: true, Intervals: []GenInterval{{Start: 64, End: 2640, Virtual: VirtGeneral, Loc: mem(12, false)}}},
				RetAddr:        GenLiveRange{Valid: true, Intervals: []GenInterval{{Start: 64, End: 2640, Virtual: VirtGeneral, Loc: mem(0, false)}}},
				CEOffsetFromFP: 40,
				CEStoreIP:      96,
				CalleeSave: []SaveSet{
					{GenIP: 112, Entries: []SaveEntry{
						{SrcRegOff: 60 * 32, NumBytes: 32, Dst: mem(1024, false)},
						{SrcRegOff: 61 * 32, NumBytes: 32, Dst: grf(90, 0)},
					}},
					{GenIP: 2640},
				},
			},
		},
	}}
	if !l.hasCE() {
		for i := range info.Objects {
			info.Objects[i].Frame.CEOffsetFromFP, info.Objects[i].Frame.CEStoreIP = 0, 0
		}
	}
	return info
}

func TestSyntheticRoundTrip(t *testing.T) {
	for _, l := range Layouts {
		t.Run(l.String(), func(t *testing.T) {
			want := synthInfo(l)
			if err := want.Check(); err != nil {
				t.Fatal(err)
			}
			b := Encode(want)
			got, err := Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			if got.Layout != l {
				t.Errorf("detected layout %v, want %v", got.Layout, l)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("decoded\n%+v\nwant\n%+v", got, want)
			}
			if again := Encode(got); !bytes.Equal(again, b) {
				t.Error("second encode differs")
			}
			// Only the right layout consumes the blob exactly.
			for _, other := range Layouts {
				if _, err := DecodeLayout(b, other); (err == nil) != (other == l) {
					t.Errorf("DecodeLayout(%v): %v", other, err)
				}
			}
		})
	}
}

// handBlob assembles, field by field from the reference tables, one object named "k" with
// one variable (one GRF interval), no subroutines, a valid BE_FP, CE fields when the layout
// has them, and one caller-save set with one memory entry.
func handBlob(l Layout) []byte {
	var b []byte
	u8 := func(v uint8) { b = append(b, v) }
	u16 := func(v uint16) { b = binary.LittleEndian.AppendUint16(b, v) }
	u32 := func(v uint32) { b = binary.LittleEndian.AppendUint32(b, v) }
	name := func(s string) {
		if l == LayoutU8Names {
			u8(uint8(len(s)))
		} else {
			u16(uint16(len(s)))
		}
		b = append(b, s...)
	}
	u32(0xdeadd010)
	u16(1) // objects
	name("k")
	u32(0)                       // reloc_offset
	u32(0)                       // offset map
	u32(1)                       // index map
	u32(7)                       // visa index
	u32(0x40)                    // gen offset
	u32(1)                       // vars
	name("V9")                   //
	u16(1)                       // intervals
	u16(2)                       // start
	u16(5)                       // end
	u8(2)                        // virtual: general
	u8(2)                        // physical: GRF
	u16(4)                       // reg
	u16(16)                      // subreg
	u16(0)                       // subroutines
	u16(64)                      // frame size
	u8(1)                        // befp valid
	u16(1)                       // intervals
	u32(0x10)                    // start
	u32(0x200)                   // end
	u8(2)                        // virtual
	u8(3)                        // memory
	u32(0x80000000 | 0x7ffffff0) // absolute, -16
	u8(0)                        // caller befp
	u8(0)                        // ret addr
	if l == LayoutIGC2024 {
		u16(8)  // CEOffsetFromFP
		u16(24) // CEStoreIP
	}
	u16(0) // callee save sets
	if l == LayoutIGC2024 {
		u32(1)
	} else {
		u16(1)
	}
	u32(0x80) // gen IP
	u16(1)    // entries
	u16(192)  // srcRegOff: r6
	u16(32)   // bytes
	u8(0)     // memory
	u32(8)    // BE_FP + 8
	return b
}

func TestHandBlobs(t *testing.T) {
	for _, l := range Layouts {
		t.Run(l.String(), func(t *testing.T) {
			b := handBlob(l)
			info, err := Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			if info.Layout != l {
				t.Fatalf("layout %v, want %v", info.Layout, l)
			}
			o := info.Objects[0]
			f := o.Frame
			checks := []struct {
				what      string
				got, want any
			}{
				{"name", o.Name, "k"},
				{"index map", o.IndexMap, []MapEntry{{7, 0x40}}},
				{"var", o.Vars[0].Name, "V9"},
				{"interval", o.Vars[0].Intervals[0], VISAInterval{Start: 2, End: 5, Virtual: VirtGeneral, Loc: Location{File: PhysGRF, Reg: 4, SubReg: 16}}},
				{"frame size", f.Size, uint16(64)},
				{"befp", f.BEFP.Intervals[0], GenInterval{Start: 0x10, End: 0x200, Virtual: VirtGeneral, Loc: Location{File: PhysMemory, Offset: -16, Absolute: true}}},
				{"caller befp", f.CallerBEFP.Valid, false},
				{"caller save", f.CallerSave[0].Entries[0], SaveEntry{SrcRegOff: 192, NumBytes: 32, Dst: Location{File: PhysMemory, Offset: 8}}},
			}
			if l == LayoutIGC2024 {
				checks = append(checks, struct {
					what      string
					got, want any
				}{"ce", [2]uint16{f.CEOffsetFromFP, f.CEStoreIP}, [2]uint16{8, 24}})
			}
			for _, c := range checks {
				if !reflect.DeepEqual(c.got, c.want) {
					t.Errorf("%s: %+v, want %+v", c.what, c.got, c.want)
				}
			}
			if !bytes.Equal(Encode(info), b) {
				t.Error("re-encode differs")
			}
			var text strings.Builder
			if err := WriteText(&text, info); err != nil {
				t.Fatal(err)
			}
			for _, line := range []string{
				"(2, 5) @ \tr4.16:ub\n",
				"(16, 512) @ \tSpilled (offset = -16 bytes) (absolute offset)\n",
				"\tr6.0:ub (32 bytes) -> BE_FP + 8 bytes\n",
			} {
				if !strings.Contains(text.String(), line) {
					t.Errorf("text lacks %q:\n%s", line, text.String())
				}
			}
			if ce := strings.Contains(text.String(), "CE saved at: FP + 8 from IP 24\n"); ce != (l == LayoutIGC2024) {
				t.Errorf("CE line present = %v in layout %v", ce, l)
			}
		})
	}
}

func TestDecodeErrorMessages(t *testing.T) {
	b := handBlob(LayoutIGC12504)
	// offset of the variable's interval: header 6, name 3, reloc 4, offset map 4,
	// index map 4+8, vars 4, var name 4, interval count 2 = 39
	const ivAt = 6 + 3 + 4 + 4 + 4 + 8 + 4 + 4 + 2
	badType := append([]byte(nil), b...)
	badType[ivAt+5] = 9
	hugeVars := append([]byte(nil), b...)
	binary.LittleEndian.PutUint32(hugeVars[ivAt-10:], 0xfffffff0)
	badBool := append([]byte(nil), b...)
	badBool[ivAt+10+4] = 7 // befp valid byte
	cases := []struct {
		name  string
		in    []byte
		whole string // the whole error, or
		first string // the igc-12504 attempt
	}{
		{"empty", nil, "visa: header: need 6 bytes at offset 0x0, have 0", ""},
		{"magic", []byte{1, 2, 3, 4, 5, 6}, "visa: magic 0x4030201 at offset 0, want 0xdeadd010", ""},
		{"truncated interval", b[:ivAt+7], "", `object 0 "k": vars[0].intervals[0]: need 10 bytes at offset 0x27, have 7`},
		{"leftover", append(append([]byte(nil), b...), 0), "", "1 bytes left over at offset 0x5b"},
		{"physical type", badType, "", `object 0 "k": vars[0].intervals[0]: physical type 9 at offset 0x2c is not 0..3`},
		{"count", hugeVars, "", `object 0 "k": vars: count 4294967280 needs at least 17179869120 bytes at offset 0x21, have 58`},
		{"valid flag", badBool, "", `object 0 "k": frame.befp: valid flag 7 at offset 0x35 is not 0 or 1`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Decode(c.in)
			if err == nil {
				t.Fatal("decoded")
			}
			if c.whole != "" {
				if err.Error() != c.whole {
					t.Errorf("error %q, want %q", err, c.whole)
				}
				return
			}
			var de *DecodeError
			if !errors.As(err, &de) {
				t.Fatalf("%v is not a *DecodeError", err)
			}
			if got := de.Attempts[0].Error(); got != c.first {
				t.Errorf("igc-12504 attempt: %q, want %q", got, c.first)
			}
			for i, a := range de.Attempts {
				if !strings.Contains(err.Error(), Layouts[i].String()+": "+a.Error()) {
					t.Errorf("message does not say how %v got on: %v", Layouts[i], err)
				}
			}
		})
	}
}

// Every prefix of a real blob fails cleanly.
func TestTruncatedRealBlobs(t *testing.T) {
	for path, b := range realBlobs(t) {
		if len(b) > 10000 {
			continue
		}
		for n := range len(b) {
			_, err := Decode(b[:n])
			if err == nil {
				t.Fatalf("%s: prefix of %d bytes decoded", path, n)
			}
			var de *DecodeError
			if n < 6 || n%16 != 0 || !errors.As(err, &de) {
				continue
			}
			// Each layout says where it stopped (checked on a sample of prefixes: formatting is slow).
			for i, a := range de.Attempts {
				if !strings.Contains(a.Error(), "offset 0x") {
					t.Fatalf("%s: prefix of %d bytes: %v attempt has no offset: %v", path, n, Layouts[i], a)
				}
			}
		}
	}
}
