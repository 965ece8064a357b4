package visadwarf

import (
	"os"
	"testing"

	"hdwarf/internal/geninst"
)

// FuzzPayloadSpans walks arbitrary code for arbitrary payload parts: no panic, and every span
// lies in the code, after the first vISA instruction, before the first branch target.
func FuzzPayloadSpans(f *testing.F) {
	if b, err := os.ReadFile("../../testdata/elf/types.dg2.zebin"); err == nil && len(b) > 0x1000 {
		f.Add(b[0x40:0x1000], uint32(0x150), uint32(160), uint32(4), false, uint8(geninst.XeHPG))
	}
	f.Add(make([]byte, 64), uint32(0), uint32(0), uint32(8), true, uint8(geninst.XeHPC))
	f.Fuzz(func(t *testing.T, code []byte, first, at, size uint32, atEntry bool, encoding uint8) {
		enc, grf := geninst.Encoding(encoding%uint8(geninst.Xe3P+1)), uint32(32)
		if enc >= geninst.XeHPC {
			grf = 64
		}
		size = size%64 + 1
		parts := []payloadPart{{at, at + size}, {at / 2, at/2 + 1}}
		target, known := firstTarget(enc, code, grf)
		for i, h := range payloadSpans(enc, code, grf, first, atEntry, parts) {
			if !h.ok {
				if h.why == "" {
					t.Fatalf("part %d: no span and no reason", i)
				}
				continue
			}
			if !known || h.s.Lo >= h.s.Hi || h.s.Lo < first || uint64(h.s.Hi) > uint64(len(code)) || h.s.Hi > target {
				t.Fatalf("part %d: span [%#x, %#x), first %#x, code %#x, first target %#x (%v)", i, h.s.Lo, h.s.Hi, first, len(code), target, known)
			}
		}
	})
}
