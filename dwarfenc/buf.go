package dwarfenc

import "hdwarf/internal/leb128"

// buf appends DWARF scalars in one byte order. Encoders never read, so there is no error
// state: every problem is found before bytes are written.
type buf struct {
	b  []byte
	be bool
}

func (w *buf) u8(v uint8) { w.b = append(w.b, v) }

// un appends the low n bytes of v (n is 1, 2, 3, 4 or 8; 3 is for strx3/addrx3).
func (w *buf) un(v uint64, n int) {
	if w.be {
		for i := n - 1; i >= 0; i-- {
			w.b = append(w.b, byte(v>>(8*i)))
		}
		return
	}
	for i := 0; i < n; i++ {
		w.b = append(w.b, byte(v>>(8*i)))
	}
}

func (w *buf) u16(v uint16) { w.un(uint64(v), 2) }
func (w *buf) u32(v uint32) { w.un(uint64(v), 4) }
func (w *buf) u64(v uint64) { w.un(v, 8) }

func (w *buf) uleb(v uint64) { w.b = leb128.AppendUnsigned(w.b, v) }
func (w *buf) sleb(v int64)  { w.b = leb128.AppendSigned(w.b, v) }

func (w *buf) str(s string) {
	w.b = append(w.b, s...)
	w.b = append(w.b, 0)
}

// patch overwrites n bytes at off with v.
func (w *buf) patch(off uint64, v uint64, n int) {
	putN(w.b[off:off+uint64(n)], v, n, w.be)
}

func putN(dst []byte, v uint64, n int, be bool) {
	for i := 0; i < n; i++ {
		sh := 8 * i
		if be {
			sh = 8 * (n - 1 - i)
		}
		dst[i] = byte(v >> sh)
	}
}
