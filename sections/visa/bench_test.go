package visa

import (
	"bytes"
	"io"
	"strconv"
	"sync"
	"testing"
)

// bigBlob builds a ~100 MiB igc-12504 blob: a kernel and a function, ~950k variables with
// 10 intervals each (GRF and spilled), a large index map and a few save sets.
var bigBlob = sync.OnceValue(func() []byte {
	const nvars, per = 475_000, 10
	info := &Info{}
	for k, name := range []string{"kernel", "helper"} {
		o := Object{Name: name, RelocOffset: uint32(k) * 0x100000}
		for i := range uint32(200_000) {
			o.IndexMap = append(o.IndexMap, MapEntry{VISA: i, Gen: i * 16})
		}
		slab := make([]VISAInterval, nvars*per)
		o.Vars = make([]Var, nvars)
		for i := range o.Vars {
			iv := slab[i*per : (i+1)*per : (i+1)*per]
			for j := range iv {
				loc := Location{File: PhysGRF, Reg: uint16(i % 128), SubReg: uint16(j * 4)}
				if j%3 == 2 {
					loc = Location{File: PhysMemory, Offset: int32(i*64) - 4096, Absolute: j%2 == 0}
				}
				iv[j] = VISAInterval{Start: uint16(j * 100), End: uint16(j*100 + 50), Virtual: VirtGeneral, Loc: loc}
			}
			o.Vars[i] = Var{Name: "V" + strconv.Itoa(i), Intervals: iv}
		}
		o.Frame.BEFP = GenLiveRange{Valid: true, Intervals: []GenInterval{{Start: 64, End: 1 << 20, Virtual: VirtGeneral, Loc: Location{File: PhysGRF, Reg: 127, SubReg: 12}}}}
		for s := range uint32(1000) {
			o.Frame.CalleeSave = append(o.Frame.CalleeSave, SaveSet{GenIP: s * 32, Entries: []SaveEntry{{SrcRegOff: 60 * 32, NumBytes: 32, Dst: Location{File: PhysMemory, Offset: 1024}}}})
		}
		info.Objects = append(info.Objects, o)
	}
	return Encode(info)
})

func BenchmarkDecode(b *testing.B) {
	blob := bigBlob()
	b.SetBytes(int64(len(blob)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Decode(blob); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncode(b *testing.B) {
	blob := bigBlob()
	info, err := Decode(blob)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(blob)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if out := Encode(info); len(out) != len(blob) {
			b.Fatal("size differs")
		}
	}
	b.StopTimer()
	if !bytes.Equal(Encode(info), blob) {
		b.Fatal("round trip differs")
	}
}

func BenchmarkWriteText(b *testing.B) {
	blob := bigBlob()
	info, err := Decode(blob)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(blob)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := WriteText(io.Discard, info); err != nil {
			b.Fatal(err)
		}
	}
}
