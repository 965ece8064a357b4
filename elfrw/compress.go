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
	// It becomes the section's sh_addralign when decompressed, which must be 0 or a power of 2.
	if h.Addralign&(h.Addralign-1) != 0 {
		return Chdr{}, errAt(int64(n)-int64(n/3), "ch_addralign %d is not a power of two", h.Addralign)
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

// maxRatio bounds how much a zstd stream may claim to expand: a run-length block of 4 bytes
// (3 of header, 1 of data) yields at most 128 KiB. What a file may expand to in all is bounded
// by File.MaxExpand.
const maxRatio = 128 << 10 / 4

// zlibMaxRatio is deflate's own limit (a 258-byte match per 2 bits, rounded up).
const zlibMaxRatio = 1032

// DefaultMaxExpand is File.MaxExpand's default: real debug sections compress 3 to 10 times,
// and a whole file holds more than its compressed sections.
const DefaultMaxExpand = 64

// MinExpandBudget is the decompression budget every file has, however small.
const MinExpandBudget = 16 << 20

// ExpandError is a compressed section declaring more bytes than the decompression budget
// leaves: the input is likely a compression bomb, or needs a larger File.MaxExpand.
type ExpandError struct {
	Section  string
	Declared uint64 // what the section's header declares
	Budget   uint64 // what the file may expand to in all
	Ratio    uint64 // the MaxExpand in force
	Input    int64  // the input file's size
	Off      int64  // file offset of the declared size
}

func (e *ExpandError) Error() string {
	return fmt.Sprintf("declares %d uncompressed bytes: with the sections decompressed before it, more than %d times the %d-byte input allows (%d bytes) (at offset %#x)", e.Declared, e.Ratio, e.Input, e.Budget, e.Off)
}

// Expand charges size declared uncompressed bytes of the named section to the file's
// decompression budget, before anything is allocated for them; it fails with *ExpandError
// when they do not fit. Section.Data calls it; a caller inflating another form of compressed
// section (.zdebug_*) calls it itself.
// off is the file offset of the declared size, for the error.
func (f *File) Expand(section string, off int64, size uint64) error {
	ratio := f.MaxExpand
	if ratio == 0 {
		ratio = DefaultMaxExpand
	}
	budget := MinExpandBudget + ratio*uint64(max(f.srcSize, 0))
	if ratio > (1<<63)/uint64(max(f.srcSize, 1)) {
		budget = 1 << 63
	}
	if size > budget || f.expanded > budget-size {
		return &ExpandError{Section: section, Declared: size, Budget: budget, Ratio: ratio, Input: f.srcSize, Off: off}
	}
	f.expanded += size
	return nil
}

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
	payload := uint64(len(body))
	if typ == elf.COMPRESS_ZLIB {
		limit = zlibMaxRatio
	} else if typ == elf.COMPRESS_ZSTD {
		// Skippable frames hold no data: they must not buy room for the frames that do.
		payload = zstdPayload(body)
	}
	if size > payload*limit+4096 {
		return nil, errAt(0, "compression header claims %d bytes from %d compressed bytes", size, payload)
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
	// The stream is inflated into exactly the size the header declares (which the caller has
	// bounded): never more, and without the copies of a growing buffer.
	if size > uint64(maxInt) {
		return nil, errAt(0, "compression header claims %d bytes", size)
	}
	out := make([]byte, size)
	n, err := io.ReadFull(r, out)
	if err != nil {
		return nil, errAt(bodyOff, "%s stream inflates to %d bytes, header says %d: %v", typ, n, size, err)
	}
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

const maxInt = int(^uint(0) >> 1)

// zstdPayload is how many bytes of a zstd stream are in data frames, not skippable ones. A
// stream it cannot walk counts whole from there on (the decoder reports what is wrong).
func zstdPayload(b []byte) uint64 {
	le := binary.LittleEndian
	payload := uint64(0)
	for len(b) >= 8 {
		magic := le.Uint32(b)
		if magic&^0xf == 0x184D2A50 {
			n := uint64(le.Uint32(b[4:]))
			if n > uint64(len(b)-8) {
				break
			}
			b = b[8+n:]
			continue
		}
		n := zstdFrameLen(b)
		if n == 0 {
			break
		}
		payload += uint64(n)
		b = b[n:]
	}
	return payload + uint64(len(b))
}

// zstdFrameLen is the length of the data frame at the start of b, from its header and block
// headers (RFC 8878 section 3.1.1), or 0 when b does not hold a whole frame.
func zstdFrameLen(b []byte) int {
	if len(b) < 5 || binary.LittleEndian.Uint32(b) != 0xFD2FB528 {
		return 0
	}
	fhd := b[4]
	single := fhd>>5&1 == 1
	p := 5
	if !single {
		p++ // window descriptor
	}
	p += [4]int{0, 1, 2, 4}[fhd&3] // dictionary ID
	fcs := [4]int{0, 2, 4, 8}[fhd>>6]
	if fcs == 0 && single {
		fcs = 1
	}
	p += fcs
	for {
		if p+3 > len(b) {
			return 0
		}
		h := uint32(b[p]) | uint32(b[p+1])<<8 | uint32(b[p+2])<<16
		p += 3
		switch h >> 1 & 3 {
		case 0, 2: // raw, compressed
			p += int(h >> 3)
		case 1: // RLE
			p++
		default:
			return 0
		}
		if p > len(b) {
			return 0
		}
		if h&1 == 1 {
			break
		}
	}
	if fhd>>2&1 == 1 {
		p += 4
	}
	if p > len(b) {
		return 0
	}
	return p
}

// Inflate decompresses a zlib or zstd stream that must expand to exactly size bytes, under the
// same ratio limits as a compressed section; error offsets are relative to body. It is for
// containers that compress with the ELF types' formats but not in an ELF section (a clang
// compressed offload bundle). The caller charges size to a budget first (File.Expand).
func Inflate(typ elf.CompressionType, body []byte, size uint64) ([]byte, error) {
	return inflate(typ, body, size, 0)
}
