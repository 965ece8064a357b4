package dwarfenc

import (
	"encoding/binary"
	"runtime"
	"testing"

	"hdwarf/dw"
)

// reportPer reports time and heap allocations per item over the whole benchmark.
func reportPer(b *testing.B, items int, unit string, before *runtime.MemStats) {
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	n := float64(b.N) * float64(items)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/"+unit)
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/n, "allocs/"+unit)
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/n, "B/"+unit)
}

// BenchmarkDIEs builds and encodes one compile unit of a million DIEs: 1,000 subprograms of
// 999 variables each, every variable with a name, a type reference, a line and a location.
func BenchmarkDIEs(b *testing.B) {
	const subs, vars = 1000, 999
	names := make([]string, 4096)
	for i := range names {
		names[i] = "var" + string(rune('a'+i%26)) + string(rune('a'+i/26%26)) + string(rune('a'+i/676))
	}
	loc := Exprloc([]byte{0x91, 0x78})
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for it := 0; it < b.N; it++ {
		w := NewWriter(Config{Version: 5, AddrSize: 8, ByteOrder: binary.LittleEndian, Strings: StringsStrx})
		u := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
		u.Root.Add(dw.AttrName, String("big.c")).Add(dw.AttrLanguage, Udata(uint64(dw.LangC11)))
		intT := u.Root.AddChild(dw.TagBaseType)
		intT.Add(dw.AttrName, String("int")).Add(dw.AttrEncoding, Udata(uint64(dw.EncSigned))).Add(dw.AttrByteSize, Udata(4))
		typ := Ref(intT)
		for s := 0; s < subs-1; s++ {
			sp := u.Root.AddChild(dw.TagSubprogram)
			sp.Add(dw.AttrName, String(names[s%len(names)])).Add(dw.AttrLowpc, Address(Sym("f", uint64(s)*64))).Add(dw.AttrHighpc, Udata(64))
			for v := 0; v < vars; v++ {
				d := sp.AddChild(dw.TagVariable)
				d.Add(dw.AttrName, String(names[v%len(names)])).Add(dw.AttrType, typ).Add(dw.AttrDeclLine, Udata(uint64(v))).Add(dw.AttrLocation, loc)
			}
		}
		if _, err := w.Finish(); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	reportPer(b, subs*(vars+1), "DIE", &before)
}

// BenchmarkLineRows encodes a line table of ten million rows in 1,000 sequences.
func BenchmarkLineRows(b *testing.B) {
	const seqs, rows = 1000, 10000
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for it := 0; it < b.N; it++ {
		w := NewWriter(Config{Version: 5, AddrSize: 8, ByteOrder: binary.LittleEndian})
		lt := w.NewLineTable("/src")
		f := lt.AddFile("a.c", 0, nil)
		g := lt.AddFile("b.h", 0, nil)
		for s := 0; s < seqs; s++ {
			lt.StartSequence(Sym("text", uint64(s)<<20))
			off := uint64(0)
			line := uint32(1)
			for r := 0; r < rows; r++ {
				file := f
				if r%97 == 0 {
					file = g
				}
				off += uint64(4 + r%7*4)
				line = 1 + uint32(r/3) + uint32(r%5)
				lt.AddRow(LineRow{Off: off, File: file, Line: line, Column: uint32(r % 5), IsStmt: r%3 != 0})
			}
			lt.EndSequence(off + 4)
		}
		if _, err := w.Finish(); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	reportPer(b, seqs*rows, "row", &before)
}
