package migrate

import (
	"bytes"
	"encoding/binary"
	"hdwarf/internal/bytecursor"
	"io"
	"sort"
	"sync"
	"sync/atomic"

	"hdwarf/elfrw"
)

// streamOut is a rewritten section that is written straight to the output file instead of
// being built in memory. Its new contents are cut into pieces that fill can build one at a
// time, each into a buffer of its size, and the relocation patches are applied to each piece.
// When the output can take bytes at offsets (elfrw.SectionWriter), two goroutines build and
// write the pieces; otherwise they are written in order. A large .debug_loc then costs no
// memory beside the input but the buffers, and no time to fault in a buffer of its size.
type streamOut struct {
	size    int64
	pieces  []int64 // where piece k starts in the new contents; it ends where k+1 starts
	fill    func(k int, buf []byte) error
	patches []patch
}

// patch puts n bytes of b at offset off of the new contents.
type patch struct {
	off int64
	b   [8]byte
	n   int
}

// setStream records that section name is rewritten as size bytes in the pieces that start
// at the offsets pieces gives (the first at 0), built by fill, which may be called for
// different pieces at once.
func (m *migrator) setStream(name string, size int64, pieces []int64, fill func(k int, buf []byte) error) {
	m.streams[name] = &streamOut{size: size, pieces: pieces, fill: fill}
}

// patch records a field of size bytes at off holding v in the byte order bo.
func (st *streamOut) patch(off uint64, size int, v uint64, bo binary.ByteOrder) {
	p := patch{off: int64(off), n: size}
	bytecursor.PutFixed(p.b[:], bo, size, v)
	st.patches = append(st.patches, p)
}

// piece returns where piece k lies in the new contents.
func (st *streamOut) piece(k int) (off, n int64) {
	end := st.size
	if k+1 < len(st.pieces) {
		end = st.pieces[k+1]
	}
	return st.pieces[k], end - st.pieces[k]
}

// build makes piece k in buf, which it returns resized, with the patches applied.
func (st *streamOut) build(k int, buf []byte) ([]byte, error) {
	off, n := st.piece(k)
	if int64(cap(buf)) < n {
		buf = make([]byte, n)
	}
	buf = buf[:n]
	if err := st.fill(k, buf); err != nil {
		return buf, err
	}
	end := off + n
	// The patches that reach into [off, end), each clipped to it.
	i := sort.Search(len(st.patches), func(i int) bool { return st.patches[i].off+int64(st.patches[i].n) > off })
	for ; i < len(st.patches) && st.patches[i].off < end; i++ {
		q := &st.patches[i]
		lo, hi := max(q.off, off), min(q.off+int64(q.n), end)
		copy(buf[lo-off:hi-off], q.b[lo-q.off:hi-q.off])
	}
	return buf, nil
}

// streamWorkers is how many goroutines build the pieces of a stream written at offsets. They
// take turns writing: a file system that locks the file for each write (ext4 does) makes
// writers that overlap spin on the lock, so one writes while the other builds.
const streamWorkers = 2

// writeTo produces the section into w.
func (st *streamOut) writeTo(w io.Writer) error {
	sort.SliceStable(st.patches, func(i, j int) bool { return st.patches[i].off < st.patches[j].off })
	wa, ok := w.(io.WriterAt)
	if !ok || len(st.pieces) < 2 {
		var buf []byte
		for k := range st.pieces {
			var err error
			if buf, err = st.build(k, buf); err != nil {
				return err
			}
			if _, err := w.Write(buf); err != nil {
				return err
			}
		}
		return nil
	}
	var next atomic.Int64
	var failed atomic.Bool
	var writing sync.Mutex
	errs := make([]error, streamWorkers)
	var wg sync.WaitGroup
	for g := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf []byte
			for !failed.Load() {
				k := int(next.Add(1) - 1)
				if k >= len(st.pieces) {
					return
				}
				var err error
				if err = elfrw.Guard(func() (err error) { buf, err = st.build(k, buf); return err }); err == nil {
					writing.Lock()
					_, err = wa.WriteAt(buf, st.pieces[k])
					writing.Unlock()
				}
				if err != nil {
					errs[g] = err
					failed.Store(true)
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// bytes produces the section into memory.
func (st *streamOut) bytes() ([]byte, error) {
	var b bytes.Buffer
	b.Grow(int(st.size))
	err := st.writeTo(&b)
	return b.Bytes(), err
}
