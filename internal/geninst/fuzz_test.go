package geninst

import (
	"testing"
)

// FuzzDecode decodes every instruction of arbitrary code in every encoding: no panic, and
// what Decode reports stays within what the bytes can say.
func FuzzDecode(f *testing.F) {
	f.Add(make([]byte, 32))
	f.Add([]byte{0x31, 0x02, 0x03, 0x00, 0x00, 0x00, 0x2f, 0x05, 0x00, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{0x61, 0x00, 0x03, 0x20, 0x00, 0x00, 0x00, 0x00})
	// Compacted wide ALU instructions: vectors.pvc.O2's "add (32|M0) r5.0<1>:f r33.0<1;1,0>:f
	// -r18.0<1;1,0>:f" and wide8.cri.O2's "mov (32|M0) r50.0<1>:d r11.0<1;1,0>:d".
	f.Add([]byte{0x40, 0x14, 0x14, 0x2c, 0x05, 0x21, 0x50, 0x12})
	f.Add([]byte{0x61, 0x83, 0x20, 0x3c, 0x32, 0x0b, 0x00, 0x00})
	// Gathering loads: vectors.pvc.O2's load.ugm.d32x4 into r18 (Xe-HPC), and
	// stackcall.tgllp.O2's untyped surface read into r23 (Xe-LP).
	f.Add([]byte{0x31, 0x23, 0x15, 0x00, 0x00, 0x00, 0x44, 0x12, 0x24, 0x0d, 0x00, 0xfb, 0x00, 0x00, 0x0c, 0x00})
	f.Add([]byte{0x31, 0x90, 0x03, 0x00, 0x00, 0x00, 0x24, 0x17, 0x0c, 0x03, 0x00, 0xc0, 0x00, 0x00, 0x18, 0x00})
	// vectors.cri.O2's sendg load.ugm.d32x4 into r28 (Xe3P: the descriptor gives its length).
	f.Add([]byte{0x33, 0x41, 0x17, 0x00, 0x06, 0x11, 0x00, 0x1c, 0x24, 0x17, 0x00, 0xf0, 0x00, 0x00, 0x80, 0x91})
	f.Fuzz(func(t *testing.T, code []byte) {
		for enc := XeLP; enc <= Xe3P; enc++ {
			grf := uint32(32)
			if enc.wide() {
				grf = 64
			}
			for off := uint32(0); off < uint32(len(code)); {
				in, err := Decode(enc, code, off, grf)
				if err != nil {
					break
				}
				if in.Len != 8 && in.Len != 16 || in.Compacted != (in.Len == 8) {
					t.Fatalf("%s at %#x: length %d, compacted %v", enc, off, in.Len, in.Compacted)
				}
				if in.WriteKnown && (in.Lo > in.Hi || in.Hi > registers*grf) {
					t.Fatalf("%s at %#x: writes [%#x, %#x)", enc, off, in.Lo, in.Hi)
				}
				// A compacted instruction writes only an ALU destination it names: its channels'
				// elements, from at most a register before the first (math's macro forms), and
				// for mullh as much again after them, from the next register.
				if in.Compacted && in.WriteKnown && in.Hi > in.Lo {
					span := ((in.ExecSize-1)*in.DstStride + 1) * in.DstBytes
					bound := span + grf
					if in.Op == OpMullh {
						bound *= 2
					}
					if in.ExecSize == 0 || in.DstBytes == 0 || in.Hi-in.Lo > bound {
						t.Fatalf("%s at %#x: compacted, writes [%#x, %#x) for %d channels of %d bytes at stride %d", enc, off, in.Lo, in.Hi, in.ExecSize, in.DstBytes, in.DstStride)
					}
				}
				if in.Compacted && (in.DescKnown || len(in.Targets) > 0) {
					t.Fatalf("%s at %#x: compacted, with a descriptor %v or targets %v", enc, off, in.DescKnown, in.Targets)
				}
				if len(in.Targets) > 2 || !in.TargetsKnown && len(in.Targets) > 0 {
					t.Fatalf("%s at %#x: targets %v (known %v)", enc, off, in.Targets, in.TargetsKnown)
				}
				_ = in.Op.String() + in.SB.String()
				if l, ok := in.LSC(enc); ok {
					_ = l.String()
				}
				// A gathering load's components are what its destination block holds.
				if g, ok := in.Gather(enc, grf); ok && (g.Dst != in.Lo || g.Components*g.CompStride != in.Hi-in.Lo || g.Lanes*g.ElemBytes > g.CompStride || g.CompStride%grf != 0) {
					t.Fatalf("%s at %#x: %+v, writes [%#x, %#x)", enc, off, g, in.Lo, in.Hi)
				}
				off += in.Len
			}
		}
	})
}
