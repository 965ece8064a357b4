package frame_test

import (
	"encoding/binary"
	"testing"

	"hdwarf/frame"
	"hdwarf/internal/bytecursor"
	"hdwarf/sections/dwarf"
)

// TestWriterRoundTrip writes CIEs of every version and FDEs in both formats and reads them
// back with the project's CFI parser; the relocation fields must point at the CIE pointers
// and initial locations.
func TestWriterRoundTrip(t *testing.T) {
	for _, f64 := range []bool{false, true} {
		for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
			w := frame.Writer{Format64: f64, ByteOrder: bo, AddrSize: 8}
			var ids []int
			for _, v := range []uint8{1, 3, 4} {
				p := frame.Program{Ctx: frame.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: bo, Version: int(v), CodeAlign: 4, DataAlign: -8}}
				p.DefCFA(7, 8).Offset(16, -8)
				code, _ := p.Bytes()
				id, err := w.AddCIE(frame.CIE{Version: v, CodeAlign: 1, DataAlign: -8, RAColumn: 16, Instructions: code})
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, id)
			}
			for i, id := range ids {
				if err := w.AddFDE(frame.FDEDesc{CIE: id, Start: frame.Address{Symbol: "f", Value: uint64(0x100 * i)}, Range: 0x40,
					Instructions: []byte{byte(frame.OpAdvanceLoc) | 1, byte(frame.OpDefCFAOffset), 16}}); err != nil {
					t.Fatal(err)
				}
			}
			data := w.Bytes()
			entries, err := dwarf.FromSections(bo, 8, map[string][]byte{".debug_frame": data}).Frames(".debug_frame")
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != 6 {
				t.Fatalf("%d entries, want 6", len(entries))
			}
			fields := w.Fields()
			for i := 0; i < 3; i++ {
				cie, fde := &entries[i], &entries[3+i]
				if fde.IsCIE || fde.CIE != cie.Off || fde.Start != uint64(0x100*i) || fde.Range != 0x40 {
					t.Fatalf("FDE %d: %+v", i, fde)
				}
				if !cie.IsCIE || cie.Version != []int{1, 3, 4}[i] || cie.Format64 != f64 || fde.Format64 != f64 || cie.AddrSize != 8 {
					t.Errorf("CIE %d: %+v", i, cie)
				}
				ptr, loc := fields[2*i], fields[2*i+1]
				if ptr.Kind != frame.FieldSectionOffset || ptr.Section != ".debug_frame" || ptr.Addend != fde.CIEPointer || readAt(data, bo, ptr) != fde.CIEPointer {
					t.Errorf("FDE %d CIE pointer field %+v", i, ptr)
				}
				if loc.Kind != frame.FieldAddress || loc.Symbol != "f" || readAt(data, bo, loc) != fde.Start {
					t.Errorf("FDE %d address field %+v", i, loc)
				}
			}
			for _, e := range entries {
				if n := e.End - e.Off; n%8 != 0 {
					t.Errorf("entry of %d bytes is not padded to the address size", n)
				}
			}
		}
	}
}

func readAt(data []byte, bo binary.ByteOrder, f frame.AddrField) uint64 {
	return bytecursor.ReadFixed(data[f.Offset:], bo, f.Size)
}
