package spirvdwarf

import (
	"encoding/binary"
	"fmt"
	"testing"

	"hdwarf/internal/hostile"
	"hdwarf/sections/spirv"
)

// moduleBuilder writes SPIR-V words for the benchmark's synthetic module.
type moduleBuilder struct {
	words []uint32
	next  uint32
}

func (b *moduleBuilder) id() uint32 { b.next++; return b.next }

func (b *moduleBuilder) inst(op uint32, operands ...uint32) {
	b.words = append(b.words, hostile.SPIRVInst(op, operands...)...)
}

func (b *moduleBuilder) string(s string) uint32 {
	id := b.id()
	b.inst(7, append([]uint32{id}, hostile.SPIRVString(s)...)...)
	return id
}

// syntheticModule is an OpenCL.DebugInfo.100 module with n structures of four members and
// n functions with two parameters and a local each.
func syntheticModule(n int) []byte {
	b := &moduleBuilder{}
	set := b.id()
	b.inst(11, append([]uint32{set}, hostile.SPIRVString("OpenCL.DebugInfo.100")...)...)
	b.inst(14, 2, 2) // OpMemoryModel Physical64 OpenCL
	void, i32 := b.id(), b.id()
	b.inst(19, void)
	b.inst(21, i32, 32, 0)
	c32, c0 := b.id(), b.id()
	b.inst(43, i32, c32, 32)
	b.inst(43, i32, c0, 0)
	ext := func(op uint32, operands ...uint32) uint32 {
		id := b.id()
		b.inst(12, append([]uint32{void, id, set, op}, operands...)...)
		return id
	}
	file, empty := b.string("/bench/k.cl"), b.string("")
	none := ext(0)
	src := ext(35, file)
	cu := ext(1, 65536, 5, src, 3)
	intT := ext(2, b.string("int"), c32, 4)
	for i := range n {
		sname := b.string(fmt.Sprintf("s%d", i))
		var members []uint32
		var parent = b.next + 9 // the composite's id once the four members are made
		for j := range 4 {
			mname := b.string(fmt.Sprintf("m%d", j))
			members = append(members, ext(11, mname, intT, src, uint32(i+1), 0, parent, c0, c32, 3))
		}
		comp := ext(10, append([]uint32{sname, 1, src, uint32(i + 1), 0, cu, empty, c32, 0}, members...)...)
		if comp != parent {
			panic(fmt.Sprintf("composite id %d, members point at %d", comp, parent))
		}
		ft := ext(8, 0, intT, comp, intT)
		fn := ext(20, b.string(fmt.Sprintf("f%d", i)), ft, src, uint32(i+1), 0, cu, empty, 8, uint32(i+1), none)
		ext(26, b.string("a"), comp, src, uint32(i+1), 0, fn, 0, 1)
		ext(26, b.string("b"), intT, src, uint32(i+1), 0, fn, 0, 2)
		ext(26, b.string("x"), intT, src, uint32(i+2), 0, fn, 0)
	}
	out := binary.LittleEndian.AppendUint32(nil, spirv.Magic)
	for _, w := range []uint32{0x00010400, 6 << 16, b.next + 1, 0} {
		out = binary.LittleEndian.AppendUint32(out, w)
	}
	for _, w := range b.words {
		out = binary.LittleEndian.AppendUint32(out, w)
	}
	return out
}

// BenchmarkConvert converts a module of 20000 structures and 20000 functions (about 300000
// debug instructions).
func BenchmarkConvert(b *testing.B) {
	data := syntheticModule(20000)
	m, err := spirv.Decode(data)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		r, err := Convert(m, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if len(r.Sections) == 0 {
			b.Fatal("no sections")
		}
	}
}

// TestSyntheticModule keeps the benchmark's generator honest: its module converts, and every
// function has its two parameters in order and its local.
func TestSyntheticModule(t *testing.T) {
	m, err := spirv.Decode(syntheticModule(3))
	if err != nil {
		t.Fatal(err)
	}
	obj, _ := convertBytes(t, m, Options{})
	tr, _ := readTree(t, obj)
	for i := range 3 {
		fs := tr.find(0x2e, fmt.Sprintf("f%d", i))
		if len(fs) != 1 {
			t.Fatalf("f%d: %d subprograms", i, len(fs))
		}
		if got := fmt.Sprint(childNames(fs[0], 0x05), childNames(fs[0], 0x34)); got != "[a b] [x]" {
			t.Errorf("f%d children %s", i, got)
		}
		if ss := tr.find(0x13, fmt.Sprintf("s%d", i)); len(ss) != 1 || len(childNames(ss[0], 0x0d)) != 4 {
			t.Errorf("s%d: %d structures", i, len(ss))
		}
	}
}
