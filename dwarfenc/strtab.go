package dwarfenc

// strTab is a string section (.debug_str or .debug_line_str): each distinct string is stored
// once, and strings that are used through DW_FORM_strx also get an index into
// .debug_str_offsets, in order of first use.
type strTab struct {
	data []byte
	off  map[string]uint64
	idx  map[string]uint32
	offs []uint64 // by strx index
}

func newStrTab() *strTab {
	return &strTab{off: map[string]uint64{}, idx: map[string]uint32{}}
}

// offset returns the section offset of s, adding it when new.
func (t *strTab) offset(s string) uint64 {
	if o, ok := t.off[s]; ok {
		return o
	}
	o := uint64(len(t.data))
	t.data = append(t.data, s...)
	t.data = append(t.data, 0)
	t.off[s] = o
	return o
}

// index returns the strx index of s, adding it when new.
func (t *strTab) index(s string) uint32 {
	if i, ok := t.idx[s]; ok {
		return i
	}
	i := uint32(len(t.offs))
	t.offs = append(t.offs, t.offset(s))
	t.idx[s] = i
	return i
}

// addrTab is one unit's contribution to .debug_addr.
type addrTab struct {
	idx     map[Addr]uint32
	entries []Addr
}

func (t *addrTab) index(a Addr) uint32 {
	if t.idx == nil {
		t.idx = map[Addr]uint32{}
	}
	if i, ok := t.idx[a]; ok {
		return i
	}
	i := uint32(len(t.entries))
	t.entries = append(t.entries, a)
	t.idx[a] = i
	return i
}
