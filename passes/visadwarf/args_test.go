package visadwarf

import (
	"testing"

	"hdwarf/sections/visaasm"
	"hdwarf/sections/zeinfo"
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
