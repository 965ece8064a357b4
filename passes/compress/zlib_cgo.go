//go:build cgo

package compress

/*
#cgo LDFLAGS: -ldeflate
#include <libdeflate.h>
*/
import "C"

import (
	"errors"
	"fmt"
	"hash/adler32"
	"runtime"
	"unsafe"
)

// ZlibBackend names the zlib encoder compiled in: libdeflate through cgo, or the pure-Go
// encoder without cgo.
func ZlibBackend() string { return "libdeflate (cgo)" }

// libdeflateChunker owns one libdeflate compressor, used by one worker at a time, and a scratch
// buffer of the compressor's bound that each chunk is compressed into.
type libdeflateChunker struct {
	c, small *C.struct_libdeflate_compressor // small: for pieces under smallChunk, made on first use
	level    int
	scratch  []byte
	cleanup  runtime.Cleanup
	cleanupS runtime.Cleanup // for small
}

// smallLevel is the libdeflate level for pieces under smallChunk: on small sections the fast
// levels lose more against zlib (measured: a gcc -g object's 6.6 KB of compressed DWARF, 0.56%
// over zlib -6 at libdeflate 5), and at this size the slower level costs nothing that shows.
const smallLevel = 9

// libdeflateLevel maps a zlib level to the fastest libdeflate level whose output is no more
// than 0.5% bigger than zlib's at that level, on both of the real programs' DWARF measured
// (node's 2.4 MB, Go's cmd/compile's 20 MB; zlib 1.2.13 as GNU objcopy links it). Level 9 asks
// for the smallest output, and gets libdeflate's 9 (0.5-0.8% smaller than zlib -9).
//
//	zlib level       1  2  3  4  5  6  7  8  9
//	libdeflate level 1  1  2  3  5  5  6  6  9
var libdeflateLevel = [10]int{0, 1, 1, 2, 3, 5, 5, 6, 6, 9}

// newZlibChunker makes a libdeflate compressor for a zlib level (1-9).
func newZlibChunker(level int) (chunker, error) {
	if level < 1 || level > 9 {
		return nil, fmt.Errorf("zlib level %d is out of range 1-9", level)
	}
	c := C.libdeflate_alloc_compressor(C.int(libdeflateLevel[level]))
	if c == nil {
		return nil, fmt.Errorf("libdeflate: cannot make a compressor at level %d", level)
	}
	k := &libdeflateChunker{c: c, level: libdeflateLevel[level]}
	// Freed by close; the cleanup only covers a chunker dropped without it.
	k.cleanup = runtime.AddCleanup(k, func(p *C.struct_libdeflate_compressor) { C.libdeflate_free_compressor(p) }, c)
	return k, nil
}

// chunk compresses in as a complete raw deflate stream (libdeflate compresses whole buffers
// only); all but the last chunk are then opened (openEnd) so that the chunks make one stream.
func (k *libdeflateChunker) chunk(in []byte, last bool) ([]byte, uint32, error) {
	if k.c == nil {
		return nil, 0, errors.New("libdeflate: chunker used after close")
	}
	c := k.c
	if len(in) < smallChunk && k.level < smallLevel {
		if k.small == nil {
			if k.small = C.libdeflate_alloc_compressor(C.int(smallLevel)); k.small == nil {
				return nil, 0, fmt.Errorf("libdeflate: cannot make a compressor at level %d", smallLevel)
			}
			k.cleanupS = runtime.AddCleanup(k, func(p *C.struct_libdeflate_compressor) { C.libdeflate_free_compressor(p) }, k.small)
		}
		c = k.small
	}
	bound := int(C.libdeflate_deflate_compress_bound(c, C.size_t(len(in))))
	if cap(k.scratch) < bound {
		k.scratch = make([]byte, bound)
	}
	dst := k.scratch[:bound]
	n := C.libdeflate_deflate_compress(c, unsafe.Pointer(unsafe.SliceData(in)), C.size_t(len(in)), unsafe.Pointer(unsafe.SliceData(dst)), C.size_t(len(dst)))
	runtime.KeepAlive(in)
	if n == 0 {
		return nil, 0, fmt.Errorf("libdeflate: %d bytes do not fit the bound of %d", len(in), bound)
	}
	// Room for the empty stored block openEnd adds.
	out := make([]byte, int(n), int(n)+8)
	copy(out, dst[:int(n)])
	if !last {
		var err error
		if out, err = openEnd(out); err != nil {
			return nil, 0, fmt.Errorf("libdeflate's output: %w", err)
		}
	}
	return out, adler32.Checksum(in), nil
}

func (k *libdeflateChunker) close() {
	if k.c != nil {
		k.cleanup.Stop()
		C.libdeflate_free_compressor(k.c)
		k.c = nil
	}
	if k.small != nil {
		k.cleanupS.Stop()
		C.libdeflate_free_compressor(k.small)
		k.small = nil
	}
	k.scratch = nil
}
