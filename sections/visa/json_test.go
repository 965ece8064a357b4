package visa

import (
	"bytes"
	"encoding/json"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// The JSON shape of the issue, read back with encoding/json (unknown fields rejected).
type jInterval struct {
	Start, End   uint32
	VirtualType  uint8
	PhysicalType uint8
	Reg, SubReg  *uint16
	MemoryOffset *int32
	Absolute     *bool
}

type jSave struct {
	SrcRegOff, NumBytes uint16
	DstInReg            bool
	Reg, SubReg         *uint16
	MemoryOffset        *int32
	Absolute            *bool
}

type jSet struct {
	GenIP   uint32
	Entries []jSave
}

type jInfo struct {
	Layout  string
	Objects []struct {
		Name        string
		RelocOffset uint32
		OffsetMap   [][2]uint32
		IndexMap    [][2]uint32
		Vars        []struct {
			Name      string
			Intervals []jInterval
		}
		Subroutines []struct {
			Name       string
			Start, End uint32
			RetVal     []jInterval
		}
		Frame struct {
			FrameSize                 uint16
			Befp, CallerBefp, RetAddr *[]jInterval
			CeOffsetFromFP, CeStoreIP *uint16
			CalleeSave, CallerSave    []jSet
		}
	}
}

func (j jInterval) loc(t *testing.T) Location {
	if j.PhysicalType == uint8(PhysMemory) {
		if j.MemoryOffset == nil || j.Absolute == nil || j.Reg != nil || j.SubReg != nil {
			t.Fatalf("memory interval %+v: want memoryOffset and absolute only", j)
		}
		return Location{File: PhysMemory, Offset: *j.MemoryOffset, Absolute: *j.Absolute}
	}
	if j.Reg == nil || j.SubReg == nil || j.MemoryOffset != nil || j.Absolute != nil {
		t.Fatalf("register interval %+v: want reg and subReg only", j)
	}
	return Location{File: PhysicalType(j.PhysicalType), Reg: *j.Reg, SubReg: *j.SubReg}
}

// fromJSON rebuilds an Info from the JSON, so the test sees whether it carries everything.
func fromJSON(t *testing.T, data []byte) *Info {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var j jInfo
	if err := dec.Decode(&j); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	l, ok := ParseLayout(j.Layout)
	if !ok {
		t.Fatalf("layout %q", j.Layout)
	}
	info := &Info{Layout: l}
	visa := func(in []jInterval) []VISAInterval {
		var out []VISAInterval
		for _, x := range in {
			out = append(out, VISAInterval{Start: uint16(x.Start), End: uint16(x.End), Virtual: VirtualType(x.VirtualType), Loc: x.loc(t)})
		}
		return out
	}
	gen := func(in *[]jInterval) GenLiveRange {
		if in == nil {
			return GenLiveRange{}
		}
		r := GenLiveRange{Valid: true}
		for _, x := range *in {
			r.Intervals = append(r.Intervals, GenInterval{Start: x.Start, End: x.End, Virtual: VirtualType(x.VirtualType), Loc: x.loc(t)})
		}
		return r
	}
	maps := func(in [][2]uint32) []MapEntry {
		var out []MapEntry
		for _, m := range in {
			out = append(out, MapEntry{VISA: m[0], Gen: m[1]})
		}
		return out
	}
	sets := func(in []jSet) []SaveSet {
		var out []SaveSet
		for _, s := range in {
			set := SaveSet{GenIP: s.GenIP}
			for _, e := range s.Entries {
				se := SaveEntry{SrcRegOff: e.SrcRegOff, NumBytes: e.NumBytes}
				if e.DstInReg {
					se.Dst = Location{File: PhysGRF, Reg: *e.Reg, SubReg: *e.SubReg}
				} else {
					se.Dst = Location{File: PhysMemory, Offset: *e.MemoryOffset, Absolute: e.Absolute != nil && *e.Absolute}
				}
				set.Entries = append(set.Entries, se)
			}
			out = append(out, set)
		}
		return out
	}
	for _, o := range j.Objects {
		obj := Object{Name: o.Name, RelocOffset: o.RelocOffset, OffsetMap: maps(o.OffsetMap), IndexMap: maps(o.IndexMap)}
		for _, v := range o.Vars {
			obj.Vars = append(obj.Vars, Var{Name: v.Name, Intervals: visa(v.Intervals)})
		}
		for _, s := range o.Subroutines {
			obj.Subroutines = append(obj.Subroutines, Subroutine{Name: s.Name, Start: s.Start, End: s.End, RetVal: visa(s.RetVal)})
		}
		f := o.Frame
		obj.Frame = Frame{Size: f.FrameSize, BEFP: gen(f.Befp), CallerBEFP: gen(f.CallerBefp), RetAddr: gen(f.RetAddr),
			CalleeSave: sets(f.CalleeSave), CallerSave: sets(f.CallerSave)}
		if (f.CeOffsetFromFP != nil) != l.hasCE() || (f.CeStoreIP != nil) != l.hasCE() {
			t.Fatalf("CE fields null = %v in layout %v", f.CeOffsetFromFP == nil, l)
		}
		if l.hasCE() {
			obj.Frame.CEOffsetFromFP, obj.Frame.CEStoreIP = *f.CeOffsetFromFP, *f.CeStoreIP
		}
		info.Objects = append(info.Objects, obj)
	}
	return info
}

func TestJSONCarriesEverything(t *testing.T) {
	infos := map[string]*Info{}
	for path, b := range realBlobs(t) {
		info, err := Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		infos[path] = info
	}
	for _, l := range Layouts {
		infos["synthetic "+l.String()] = synthInfo(l)
	}
	for name, info := range infos {
		data, err := json.Marshal(info)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := fromJSON(t, data); !reflect.DeepEqual(got, info) {
			t.Errorf("%s: JSON does not carry the blob:\n%s", name, data)
		}
	}
}

// The member names and order of the shape, for one object with every part.
func TestJSONShape(t *testing.T) {
	data, _ := json.Marshal(synthInfo(LayoutIGC2024))
	s := string(data)
	for _, want := range []string{
		`{"layout":"igc-2024","objects":[{"name":"kern","relocOffset":0,"offsetMap":[[0,0],[16,32]],"indexMap":[[1,0],[3,16],[2,24],[4,48]],"vars":[{"name":"V33","intervals":[{"start":0,"end":3,"virtualType":2,"physicalType":2,"reg":3,"subReg":8},{"start":4,"end":65535,"virtualType":2,"physicalType":3,"memoryOffset":-64,"absolute":false}]}`,
		`"subroutines":[{"name":"sub_a","start":10,"end":20,"retVal":[{"start":10,"end":20,"virtualType":2,"physicalType":2,"reg":5,"subReg":8}]},{"name":"sub_b","start":21,"end":30,"retVal":[]}]`,
		`"frame":{"frameSize":0,"befp":[{"start":304,"end":3152,"virtualType":2,"physicalType":2,"reg":127,"subReg":12}],"callerBefp":null,"retAddr":null,"ceOffsetFromFP":65535,"ceStoreIP":0,"calleeSave":[],"callerSave":[{"genIP":400,"entries":[{"srcRegOff":192,"numBytes":32,"dstInReg":false,"memoryOffset":0}]},{"genIP":480,"entries":[]}]}}`,
		`{"srcRegOff":1952,"numBytes":32,"dstInReg":true,"reg":90,"subReg":0}`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("JSON lacks\n%s\nin\n%s", want, s)
		}
	}
	var generic map[string]any
	if err := json.Unmarshal(data, &generic); err != nil {
		t.Fatal(err)
	}
	keys := func(m map[string]any) string {
		var k []string
		for key := range m {
			k = append(k, key)
		}
		sort.Strings(k)
		return strings.Join(k, ",")
	}
	obj := generic["objects"].([]any)[0].(map[string]any)
	if got := keys(obj); got != "frame,indexMap,name,offsetMap,relocOffset,subroutines,vars" {
		t.Errorf("object members %s", got)
	}
	if got := keys(obj["frame"].(map[string]any)); got != "befp,calleeSave,callerBefp,callerSave,ceOffsetFromFP,ceStoreIP,frameSize,retAddr" {
		t.Errorf("frame members %s", got)
	}
}
