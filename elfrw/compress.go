package elfrw

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"io"

	"github.com/klauspost/compress/zlib"
	"github.com/klauspost/compress/zstd"
)

// Chdr is a compression header (Elf32_Chdr / Elf64_Chdr).
type Chdr struct {
	Type      elf.CompressionType
	Size      uint64 // uncompressed size
	Addralign uint64
}

// ChdrSize is the size of the compression header for the class.
func ChdrSize(c elf.Class) int {
	if c == elf.ELFCLASS32 {
		return 12
	}
	return 24
}

// ParseChdr reads the compression header at the start of a compressed section's bytes.
func ParseChdr(c elf.Class, order binary.ByteOrder, raw []byte) (Chdr, error) {
	n := ChdrSize(c)
	if len(raw) < n {
		return Chdr{}, errAt(0, "compressed section is %d bytes, too short for its %d-byte header", len(raw), n)
	}
	var h Chdr
	h.Type = elf.CompressionType(order.Uint32(raw))
	if c == elf.ELFCLASS32 {
		h.Size, h.Addralign = uint64(order.Uint32(raw[4:])), uint64(order.Uint32(raw[8:]))
	} else {
		h.Size, h.Addralign = order.Uint64(raw[8:]), order.Uint64(raw[16:])
	}
	return h, nil
}

// AppendChdr appends the encoded header to b.
func AppendChdr(c elf.Class, order binary.ByteOrder, b []byte, h Chdr) []byte {
	a := appender(order)
	b = a.AppendUint32(b, uint32(h.Type))
	if c == elf.ELFCLASS32 {
		b = a.AppendUint32(b, uint32(h.Size))
		return a.AppendUint32(b, uint32(h.Addralign))
	}
	b = a.AppendUint32(b, 0)
	b = a.AppendUint64(b, h.Size)
	return a.AppendUint64(b, h.Addralign)
}

// maxRatio bounds how much a compressed stream may claim to expand: zlib cannot exceed about
// 1032:1, and zstd's own limit is far higher, so this only stops absurd headers from making us
// allocate memory that no real section needs.
const maxRatio = 1 << 12

// zlibMaxRatio is deflate's own limit (a 258-byte match per 2 bits, rounded up).
const zlibMaxRatio = 1032

// Decompress inflates a SHF_COMPRESSED section's bytes (header included). Offsets in errors are
// relative to the start of the section.
func Decompress(c elf.Class, order binary.ByteOrder, raw []byte) ([]byte, error) {
	h, err := ParseChdr(c, order, raw)
	if err != nil {
		return nil, err
	}
	body := raw[ChdrSize(c):]
	return inflate(h.Type, body, h.Size, int64(ChdrSize(c)))
}

// inflate decompresses body, which must expand to exactly size bytes.
func inflate(typ elf.CompressionType, body []byte, size uint64, bodyOff int64) ([]byte, error) {
	limit := uint64(maxRatio)
	if typ == elf.COMPRESS_ZLIB {
		limit = zlibMaxRatio
	}
	if size > uint64(len(body))*limit+4096 {
		return nil, errAt(0, "compression header claims %d bytes from %d compressed bytes", size, len(body))
	}
	var r io.Reader
	switch typ {
	case elf.COMPRESS_ZLIB:
		zr, err := zlib.NewReader(bytes.NewReader(body))
		if err != nil {
			return nil, errAt(bodyOff, "zlib stream: %v", err)
		}
		defer zr.Close()
		r = zr
	case elf.COMPRESS_ZSTD:
		zr, err := zstd.NewReader(bytes.NewReader(body), zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(max(2*size, 8<<20)))
		if err != nil {
			return nil, errAt(bodyOff, "zstd stream: %v", err)
		}
		defer zr.Close()
		r = zr
	default:
		return nil, errAt(0, "unknown compression type %d", uint32(typ))
	}
	// Memory grows with what the stream really yields, so a header that lies about the size
	// costs no more than the data behind it.
	var buf bytes.Buffer
	buf.Grow(int(min(size, uint64(len(body))*4+4096)))
	n, err := io.Copy(&buf, io.LimitReader(r, int64(size)))
	if err != nil || uint64(n) != size {
		if err == nil {
			err = io.ErrUnexpectedEOF
		}
		return nil, errAt(bodyOff, "%s stream inflates to %d bytes, header says %d: %v", typ, n, size, err)
	}
	out := buf.Bytes()
	var extra [1]byte
	k, err := r.Read(extra[:])
	if k > 0 {
		return nil, errAt(bodyOff, "%s stream inflates to more than the %d bytes the header says", typ, size)
	}
	if err != nil && err != io.EOF {
		// The data was all there, but the stream's own check (zlib's Adler-32) failed.
		return nil, errAt(bodyOff, "%s stream: %v", typ, err)
	}
	return out, nil
}

// Compress returns a SHF_COMPRESSED section's bytes for data: the header, then the stream.
// level 0 picks the library's default.
func Compress(c elf.Class, order binary.ByteOrder, typ elf.CompressionType, level int, align uint64, data []byte) ([]byte, error) {
	buf := bytes.NewBuffer(AppendChdr(c, order, make([]byte, 0, len(data)/3+64), Chdr{Type: typ, Size: uint64(len(data)), Addralign: align}))
	switch typ {
	case elf.COMPRESS_ZLIB:
		if level == 0 {
			level = zlib.DefaultCompression
		}
		w, err := zlib.NewWriterLevel(buf, level)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(data); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
	case elf.COMPRESS_ZSTD:
		opts := []zstd.EOption{zstd.WithEncoderConcurrency(1), zstd.WithZeroFrames(true)}
		if level != 0 {
			opts = append(opts, zstd.WithEncoderLevel(zstd.EncoderLevelFromZstd(level)))
		}
		w, err := zstd.NewWriter(buf, opts...)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(data); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("unknown compression type %d", uint32(typ))
	}
	return buf.Bytes(), nil
}
