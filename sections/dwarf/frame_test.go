package dwarf_test

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"hdwarf/sections/dwarf"
)

// entry32 frames a 32-bit DWARF entry: the length, then body.
func entry32(body ...byte) []byte {
	return append(binary.LittleEndian.AppendUint32(nil, uint32(len(body))), body...)
}

// TestFramesFields reads hand-made entries in both sections: 'z' augmentation data is
// skipped in .debug_frame as in .eh_frame, FDEs carry their start and range as stored, and
// the instructions are what follows.
func TestFramesFields(t *testing.T) {
	le := binary.LittleEndian
	// CIE: version 1, "zR", code 1, data -8, RA 16, augmentation data {enc}, DW_CFA_def_cfa r7+8.
	cieBody := func(id uint32, enc byte) []byte {
		b := le.AppendUint32(nil, id)
		return append(b, 1, 'z', 'R', 0, 1, 0x78, 16, 1, enc, 0x0c, 7, 8)
	}
	t.Run(".debug_frame", func(t *testing.T) {
		sec := entry32(cieBody(0xffffffff, 0x00)...)
		fde := le.AppendUint32(nil, 0)            // CIE pointer
		fde = le.AppendUint64(fde, 0x1000)        // initial_location
		fde = le.AppendUint64(fde, 0x80)          // address_range
		fde = append(fde, 2, 0xaa, 0xbb, 0, 0, 0) // augmentation data, then three DW_CFA_nop
		sec = append(sec, entry32(fde...)...)
		es, err := dwarf.FromSections(le, 8, map[string][]byte{".debug_frame": sec}).Frames(".debug_frame")
		if err != nil || len(es) != 2 {
			t.Fatalf("%d entries, %v", len(es), err)
		}
		c, f := es[0], es[1]
		if !c.IsCIE || c.Augmentation != "zR" || !bytes.Equal(c.AugData, []byte{0}) || !bytes.Equal(c.Insns, []byte{0x0c, 7, 8}) || c.DataAlign != -8 || c.RAColumn != 16 {
			t.Errorf("CIE %+v", c)
		}
		if f.IsCIE || f.CIE != 0 || f.Start != 0x1000 || f.Range != 0x80 || !bytes.Equal(f.AugData, []byte{0xaa, 0xbb}) || !bytes.Equal(f.Insns, []byte{0, 0, 0}) || f.UnitLength() != uint64(len(fde)) {
			t.Errorf("FDE %+v", f)
		}
	})
	t.Run(".eh_frame", func(t *testing.T) {
		// FDE addresses pc-relative sdata4 (0x1b): read as stored, not applied.
		sec := entry32(cieBody(0, 0x1b)...)
		ptrPos := len(sec) + 4
		fde := le.AppendUint32(nil, uint32(ptrPos)) // back to the CIE at 0
		fde = le.AppendUint32(fde, 0xfffff000)
		fde = le.AppendUint32(fde, 0x40)
		fde = append(fde, 0, 0x41)
		sec = append(sec, entry32(fde...)...)
		sec = append(sec, 0, 0, 0, 0) // terminator
		es, err := dwarf.FromSections(le, 8, map[string][]byte{".eh_frame": sec}).Frames(".eh_frame")
		if err != nil || len(es) != 3 {
			t.Fatalf("%d entries, %v", len(es), err)
		}
		c, f := es[0], es[1]
		if !c.IsCIE || c.FDEEncoding != 0x1b || !bytes.Equal(c.Insns, []byte{0x0c, 7, 8}) {
			t.Errorf("CIE %+v", c)
		}
		if f.CIE != 0 || f.CIEPointer != uint64(ptrPos) || f.Start != 0xfffff000 || f.Range != 0x40 || !bytes.Equal(f.Insns, []byte{0x41}) {
			t.Errorf("FDE %+v", f)
		}
		if !es[2].Terminator {
			t.Errorf("no terminator: %+v", es[2])
		}
	})
}

// TestFramesSegmentSize refuses a version 4 CIE whose segment selectors would not fit the
// 64-bit value they are read into, naming the CIE.
func TestFramesSegmentSize(t *testing.T) {
	body := binary.LittleEndian.AppendUint32(nil, 0xffffffff)
	body = append(body, 4, 0, 8, 9, 1, 0x78, 16)
	_, err := dwarf.FromSections(binary.LittleEndian, 8, map[string][]byte{".debug_frame": entry32(body...)}).Frames(".debug_frame")
	if err == nil || !strings.Contains(err.Error(), "CIE at 0x0: segment selector size 9 is larger than 8") {
		t.Fatalf("err = %v", err)
	}
}
