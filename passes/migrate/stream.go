package migrate

import (
	"bytes"
	"encoding/binary"
	"io"
	"sort"

	"hdwarf/sections/dwarf"
)

// streamOut is a rewritten section that is written straight to the output file instead of
// being built in memory: write produces its bytes, and the relocation patches are applied on
// the way. A large .debug_loc then costs no memory beside the input, and no time to fault in
// a buffer of its size.
type streamOut struct {
	size    int64
	write   func(w io.Writer) error
	patches []patch
}

// patch puts n bytes of b at offset off of the new contents.
type patch struct {
	off int64
	b   [8]byte
	n   int
}

// setStream records that section name is rewritten as the size bytes write produces.
func (m *migrator) setStream(name string, size int64, write func(w io.Writer) error) {
	m.streams[name] = &streamOut{size: size, write: write}
}

// patch records a field of size bytes at off holding v in the byte order bo.
func (st *streamOut) patch(off uint64, size int, v uint64, bo binary.ByteOrder) {
	p := patch{off: int64(off), n: size}
	dwarf.PutFixed(p.b[:], bo, size, v)
	st.patches = append(st.patches, p)
}

// writeTo produces the section into w with its patches applied.
func (st *streamOut) writeTo(w io.Writer) error {
	sort.SliceStable(st.patches, func(i, j int) bool { return st.patches[i].off < st.patches[j].off })
	if len(st.patches) == 0 {
		return st.write(w)
	}
	return st.write(&patchWriter{w: w, patches: st.patches})
}

// bytes produces the section into memory.
func (st *streamOut) bytes() ([]byte, error) {
	var b bytes.Buffer
	b.Grow(int(st.size))
	err := st.writeTo(&b)
	return b.Bytes(), err
}

// patchWriter applies patches, sorted by offset, to the bytes written through it. The bytes
// may be the input's (read-only): a piece that a patch touches is copied first.
type patchWriter struct {
	w       io.Writer
	pos     int64
	patches []patch
	scratch []byte
}

func (p *patchWriter) Write(b []byte) (int, error) {
	end := p.pos + int64(len(b))
	for len(p.patches) > 0 && p.patches[0].off+int64(p.patches[0].n) <= p.pos {
		p.patches = p.patches[1:]
	}
	if len(p.patches) == 0 || p.patches[0].off >= end {
		p.pos = end
		return p.w.Write(b)
	}
	p.scratch = append(p.scratch[:0], b...)
	for _, q := range p.patches {
		if q.off >= end {
			break
		}
		// The part of the patch that falls in [pos, end).
		lo, hi := max(q.off, p.pos), min(q.off+int64(q.n), end)
		if hi <= lo {
			continue // over already
		}
		copy(p.scratch[lo-p.pos:hi-p.pos], q.b[lo-q.off:hi-q.off])
	}
	p.pos = end
	return p.w.Write(p.scratch)
}
