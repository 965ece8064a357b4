package compress

import (
	"bytes"
	stdflate "compress/flate"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"hash/adler32"
	"io"

	"github.com/klauspost/compress/flate"
)

// encoding is one compression type at one level: it makes per-worker chunk encoders and joins
// their output into one stream.
type encoding struct {
	typ   elf.CompressionType
	level int
	chunk int // bytes of input per chunk
}

func newEncoding(typ elf.CompressionType, level, chunk int) (encoding, error) {
	switch typ {
	case elf.COMPRESS_ZLIB:
		if level == 0 {
			level = DefaultZlibLevel
		}
		if level < 1 || level > 9 {
			return encoding{}, fmt.Errorf("zlib level %d is out of range 1-9", level)
		}
	case elf.COMPRESS_ZSTD:
		if level == 0 {
			level = DefaultZstdLevel
		}
		if level < 1 || level > 22 {
			return encoding{}, fmt.Errorf("zstd level %d is out of range 1-22", level)
		}
	default:
		return encoding{}, fmt.Errorf("unknown compression type %d", uint32(typ))
	}
	return encoding{typ: typ, level: level, chunk: chunk}, nil
}

// chunker compresses chunks for one worker.
type chunker interface {
	// chunk returns the compressed form of in (a piece of the stream, the last piece when last
	// is set) and, for zlib, the Adler-32 of in.
	chunk(in []byte, last bool) ([]byte, uint32, error)
	// close releases what the chunker holds outside Go's heap; it is not used afterwards.
	close()
}

func (e encoding) newChunker() (chunker, error) {
	if e.typ == elf.COMPRESS_ZLIB {
		return newZlibChunker(e.level)
	}
	return newZstdChunker(e.level)
}

// newGoZlibChunker makes the pure-Go zlib encoder (builds without cgo).
func newGoZlibChunker(level int) (chunker, error) {
	w, err := flate.NewWriter(nil, level)
	if err != nil {
		return nil, err
	}
	return &zlibChunker{w: w, level: level}, nil
}

type zlibChunker struct {
	w     *flate.Writer
	small *stdflate.Writer // made on first use
	level int
	buf   bytes.Buffer
}

func (c *zlibChunker) close() {}

// smallChunk is the size below which zlib chunks go through the standard library's deflate:
// the fast encoder stores tiny inputs uncompressed (a section of 56 bytes becomes 63), the
// standard one compresses them as zlib does, and at this size its slowness costs nothing.
const smallChunk = 64 << 10

// deflater is what both deflate writers offer.
type deflater interface {
	Write([]byte) (int, error)
	Flush() error
	Close() error
}

// chunk deflates in as raw deflate blocks: every chunk but the last ends with a sync flush,
// which leaves the stream byte-aligned and open, so that chunks simply follow each other.
func (c *zlibChunker) chunk(in []byte, last bool) ([]byte, uint32, error) {
	c.buf.Reset()
	c.buf.Grow(len(in)/3 + 64)
	var w deflater = c.w
	if len(in) < smallChunk {
		if c.small == nil {
			sw, err := stdflate.NewWriter(&c.buf, c.level)
			if err != nil {
				return nil, 0, err
			}
			c.small = sw
		}
		c.small.Reset(&c.buf)
		w = c.small
	} else {
		c.w.Reset(&c.buf)
	}
	if _, err := w.Write(in); err != nil {
		return nil, 0, err
	}
	var err error
	if last {
		err = w.Close()
	} else {
		err = w.Flush()
	}
	if err != nil {
		return nil, 0, err
	}
	return bytes.Clone(c.buf.Bytes()), adler32.Checksum(in), nil
}

// joined is a compressed stream made of chunks, with what zlib puts around them.
type joined struct {
	head, tail []byte
	chunks     [][]byte
	size       uint64
}

func (e encoding) join(chunks [][]byte, data []byte, sums []uint32) joined {
	j := joined{chunks: chunks}
	if e.typ == elf.COMPRESS_ZLIB {
		j.head = zlibHeader(e.level)
		sum := uint32(1)
		for k, s := range sums {
			n := min(e.chunk, len(data)-k*e.chunk)
			sum = adlerCombine(sum, s, uint64(max(n, 0)))
		}
		j.tail = binary.BigEndian.AppendUint32(nil, sum)
	}
	j.size = uint64(len(j.head) + len(j.tail))
	for _, c := range chunks {
		j.size += uint64(len(c))
	}
	return j
}

// writeTo writes the stream to w.
func (j joined) writeTo(w io.Writer) error {
	if _, err := w.Write(j.head); err != nil {
		return err
	}
	for _, c := range j.chunks {
		if _, err := w.Write(c); err != nil {
			return err
		}
	}
	_, err := w.Write(j.tail)
	return err
}

func (j joined) appendTo(b []byte) []byte {
	b = append(b, j.head...)
	for _, c := range j.chunks {
		b = append(b, c...)
	}
	return append(b, j.tail...)
}

// zlibHeader is the two-byte zlib header (RFC 1950): deflate with a 32 KiB window, FLEVEL
// telling roughly how hard the compressor tried, and FCHECK making the pair a multiple of 31.
func zlibHeader(level int) []byte {
	flevel := 2
	switch {
	case level == 1:
		flevel = 0
	case level < 6:
		flevel = 1
	case level > 6:
		flevel = 3
	}
	cmf, flg := 0x78, flevel<<6
	flg += 31 - (cmf<<8+flg)%31
	return []byte{byte(cmf), byte(flg)}
}

// adlerCombine returns the Adler-32 of the concatenation of a stream whose checksum is a and
// one of n bytes whose checksum is b. With A = 1 + sum of bytes and B = sum of the running A
// values, appending n bytes adds their byte sum to A and, to B, their own B plus n times the
// bytes summed before them (A of the first part minus its initial 1).
func adlerCombine(a, b uint32, n uint64) uint32 {
	const mod = 65521
	a1, b1 := uint64(a&0xffff), uint64(a>>16)
	a2, b2 := uint64(b&0xffff), uint64(b>>16)
	sa := (a1 + a2 + mod - 1) % mod
	sb := (b1 + b2 + (n%mod)*((a1+mod-1)%mod)) % mod
	return uint32(sb<<16 | sa)
}
