//go:build cgo

package compress

/*
#cgo LDFLAGS: -lzstd
#include <zstd.h>

// hdwarf_zstd_cctx makes a compression context with the parameters LLVM's zstd::compress
// uses: the level, no checksum, the content size in the frame header. It returns NULL, or the
// context with *err set to 0 or to the first failing libzstd result.
static ZSTD_CCtx *hdwarf_zstd_cctx(int level, size_t *err) {
	ZSTD_CCtx *c = ZSTD_createCCtx();
	*err = 0;
	if (c == NULL) {
		return NULL;
	}
	size_t r = ZSTD_CCtx_setParameter(c, ZSTD_c_compressionLevel, level);
	if (!ZSTD_isError(r)) {
		r = ZSTD_CCtx_setParameter(c, ZSTD_c_checksumFlag, 0);
	}
	if (!ZSTD_isError(r)) {
		r = ZSTD_CCtx_setParameter(c, ZSTD_c_contentSizeFlag, 1);
	}
	if (ZSTD_isError(r)) {
		*err = r;
	}
	return c;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"runtime"
	"unsafe"
)

// ZstdBackend names the zstd encoder compiled in: libzstd through cgo (the library LLVM's
// tools link, so sizes at a level are theirs), or the pure-Go encoder without cgo.
func ZstdBackend() string {
	return "libzstd " + C.GoString(C.ZSTD_versionString()) + " (cgo)"
}

// zstdChunkSize is the input of one zstd frame. Every frame starts with an empty window, and
// on gcc's DWARF the restart costs about 15 KB of output whatever the chunk size (level 5 looks
// back 2 MiB): measured on glibc's debug sections, 22.7 MB with an 11.4 MB .debug_info, 2 MiB
// chunks come out 1.97% bigger than one frame per section (what llvm-objcopy writes), 4 MiB
// 0.91%, 8 MiB 0.28%; on Go's DWARF (cmd/compile, 20 MB) 2 MiB cost 0.32% and 8 MiB nothing.
// libzstd's speed does not depend on the chunk size, and 8 MiB still leaves a 1 GiB file
// about a hundred chunks to share between cores.
const zstdChunkSize = 8 << 20

// libzstdChunker owns one libzstd compression context, used by one worker at a time, and a
// scratch buffer of ZSTD_compressBound bytes that each chunk is compressed into before its
// exact-size copy is kept (so that memory holds compressed sizes, not bounds).
type libzstdChunker struct {
	cctx    *C.ZSTD_CCtx
	scratch []byte
	cleanup runtime.Cleanup
}

func newZstdChunker(level int) (chunker, error) {
	var code C.size_t
	cctx := C.hdwarf_zstd_cctx(C.int(level), &code)
	if cctx == nil {
		return nil, errors.New("libzstd: cannot allocate a compression context")
	}
	if C.ZSTD_isError(code) != 0 {
		C.ZSTD_freeCCtx(cctx)
		return nil, zstdError("setting up level "+fmt.Sprint(level), code)
	}
	c := &libzstdChunker{cctx: cctx}
	// Freed by close; the cleanup only covers a chunker dropped without it.
	c.cleanup = runtime.AddCleanup(c, func(p *C.ZSTD_CCtx) { C.ZSTD_freeCCtx(p) }, cctx)
	return c, nil
}

func zstdError(what string, code C.size_t) error {
	return fmt.Errorf("libzstd: %s: %s", what, C.GoString(C.ZSTD_getErrorName(code)))
}

// chunk compresses in as one zstd frame (with its size in the header, as ZSTD_compress
// writes); frames of consecutive chunks simply follow each other in the section.
func (c *libzstdChunker) chunk(in []byte, last bool) ([]byte, uint32, error) {
	if c.cctx == nil {
		return nil, 0, errors.New("libzstd: chunker used after close")
	}
	bound := int(C.ZSTD_compressBound(C.size_t(len(in))))
	if cap(c.scratch) < bound {
		c.scratch = make([]byte, bound)
	}
	dst := c.scratch[:bound]
	// in may be empty (or a slice of a mapped file, which is not Go memory: fine for C);
	// libzstd wants a valid pointer even for no bytes, and dst is never empty.
	src := unsafe.Pointer(unsafe.SliceData(dst))
	if len(in) > 0 {
		src = unsafe.Pointer(unsafe.SliceData(in))
	}
	n := C.ZSTD_compress2(c.cctx, unsafe.Pointer(unsafe.SliceData(dst)), C.size_t(len(dst)), src, C.size_t(len(in)))
	runtime.KeepAlive(in)
	if C.ZSTD_isError(n) != 0 {
		return nil, 0, zstdError(fmt.Sprintf("compressing %d bytes", len(in)), n)
	}
	return append([]byte(nil), dst[:int(n)]...), 0, nil
}

// close frees the context; the chunker cannot be used afterwards.
func (c *libzstdChunker) close() {
	if c.cctx != nil {
		c.cleanup.Stop()
		C.ZSTD_freeCCtx(c.cctx)
		c.cctx = nil
	}
	c.scratch = nil
}
