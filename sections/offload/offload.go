// Package offload decodes and encodes the containers in which clang puts device code inside
// a host ELF file: the clang offload bundle (__CLANG_OFFLOAD_BUNDLE__, in .hip_fatbin), its
// compressed form (CCOB, versions 1 to 3, zlib or zstd, with a hash of the bundle), and
// offload images (0x10FF10AD, in .llvm.offloading), which the new offload driver writes.
//
// A host section may hold several containers one after another (a linker concatenates the
// .hip_fatbin of every translation unit, each at its 4096-byte alignment); Parse returns each
// with its offset. Bundles are encoded as clang-offload-bundler lays them out, so an
// unchanged bundle encodes back to the same bytes.
package offload

import (
	"bytes"
	"crypto/md5"
	"debug/elf"
	"encoding/binary"
	"fmt"

	"hdwarf/elfrw"
	"hdwarf/internal/bytecursor"
)

// Format is the kind of a container.
type Format uint8

const (
	FormatBundle     Format = iota // __CLANG_OFFLOAD_BUNDLE__
	FormatCompressed               // CCOB: a compressed bundle
	FormatImage                    // 0x10FF10AD offload image
)

func (f Format) String() string {
	switch f {
	case FormatBundle:
		return "bundle"
	case FormatCompressed:
		return "compressed bundle"
	case FormatImage:
		return "offload image"
	}
	return fmt.Sprintf("format(%d)", uint8(f))
}

const (
	bundleMagic     = "__CLANG_OFFLOAD_BUNDLE__"
	compressedMagic = "CCOB"
	imageMagic      = "\x10\xff\x10\xad"
	// DefaultAlign is clang-offload-bundler's entry alignment (its --bundle-align default).
	DefaultAlign = 4096
	imageAlign   = 8 // offload images are padded to 8 bytes, and so are their data
)

// Method is a compressed bundle's compression (llvm::compression::Format).
type Method uint16

const (
	MethodZlib Method = 0
	MethodZstd Method = 1
)

func (m Method) String() string {
	switch m {
	case MethodZlib:
		return "zlib"
	case MethodZstd:
		return "zstd"
	}
	return fmt.Sprintf("method(%d)", uint16(m))
}

// ELFType is the ELF compression type with the same stream format.
func (m Method) ELFType() (elf.CompressionType, bool) {
	switch m {
	case MethodZlib:
		return elf.COMPRESS_ZLIB, true
	case MethodZstd:
		return elf.COMPRESS_ZSTD, true
	}
	return 0, false
}

// Entry is one device (or host) entry of a container.
type Entry struct {
	ID     string // the bundle entry ID (hipv4-amdgcn-amd-amdhsa--gfx90a), or for an image KIND-TRIPLE--ARCH
	Offset uint64 // where its data starts in the (uncompressed) bundle or in the image
	Data   []byte
	Image  *ImageEntry // image entries only
}

// IsELF reports whether the entry's data is an ELF file (a code object).
func (e *Entry) IsELF() bool { return bytes.HasPrefix(e.Data, []byte(elf.ELFMAG)) }

// ImageEntry is the part of an offload image entry that is not its data.
type ImageEntry struct {
	ImageKind   uint16 // IMG_Object 1, IMG_Bitcode 2, ...
	OffloadKind uint16 // OFK_OpenMP 1, OFK_Cuda 2, OFK_HIP 4, ...
	Flags       uint32
	Strings     [][2]string // key, value: "triple", "arch", ...
}

// Compressed describes a CCOB header.
type Compressed struct {
	Version uint16
	Method  Method
	Size    uint64 // uncompressed bundle size
	Hash    uint64 // as read
	HashOK  bool   // Hash is the first 8 bytes of the MD5 of the uncompressed bundle, as clang writes it
}

// Container is one container found in a host section.
type Container struct {
	Format     Format
	Offset     int // in the section
	Size       int // bytes it takes in the section
	Align      uint64
	Compressed *Compressed // FormatCompressed only
	Entries    []Entry
}

// Error is a malformed container: Off is the offset in the section.
type Error struct {
	Off int
	Msg string
}

func (e *Error) Error() string { return fmt.Sprintf("%s (at offset %#x)", e.Msg, e.Off) }

// Options are what Parse needs from its caller.
type Options struct {
	// Expand, when set, is charged with the declared uncompressed size of each compressed
	// bundle (at section offset off) before it is inflated; it refuses compression bombs.
	Expand func(size uint64, off int) error
}

// Is reports whether b starts with a container's magic.
func Is(b []byte) bool {
	for _, m := range []string{bundleMagic, compressedMagic, imageMagic} {
		if bytes.HasPrefix(b, []byte(m)) {
			return true
		}
	}
	return false
}

// Parse decodes every container in a host section's bytes. Zero bytes between and after
// containers are padding; anything else must be a container.
func Parse(b []byte, opt Options) ([]Container, error) {
	var out []Container
	off := 0
	for {
		for off < len(b) && b[off] == 0 {
			off++
		}
		if off == len(b) {
			return out, nil
		}
		c, err := parseOne(b[off:], off, opt)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
		off += c.Size
	}
}

func parseOne(b []byte, base int, opt Options) (Container, error) {
	var c Container
	var err error
	switch {
	case bytes.HasPrefix(b, []byte(bundleMagic)):
		c, err = parseBundle(b)
	case bytes.HasPrefix(b, []byte(compressedMagic)):
		c, err = parseCompressed(b, base, opt)
	case bytes.HasPrefix(b, []byte(imageMagic)):
		c, err = parseImage(b)
	default:
		return c, &Error{base, "no offload bundle, compressed bundle or offload image starts here"}
	}
	if e, ok := err.(*Error); ok {
		e.Off += base
	}
	c.Offset = base
	return c, err
}

// cursorError turns a cursor's error into an *Error at its offset.
func cursorError(c *bytecursor.Cursor, what string) error {
	if se, ok := c.Err.(*bytecursor.ShortError); ok {
		return &Error{se.Offset, fmt.Sprintf("%s: truncated: %v", what, se)}
	}
	return &Error{c.Off, fmt.Sprintf("%s: %v", what, c.Err)}
}

// ParseBundle decodes an uncompressed bundle at the start of b; it may be followed by other bytes.
func parseBundle(b []byte) (Container, error) {
	c := Container{Format: FormatBundle}
	cur := bytecursor.Cursor{B: b, Off: len(bundleMagic), Order: binary.LittleEndian}
	n := cur.Fixed(8)
	if cur.Err != nil {
		return c, cursorError(&cur, "offload bundle header")
	}
	// Each entry takes at least 24 bytes of header.
	if n > uint64(len(b)-cur.Off)/24 {
		return c, &Error{len(bundleMagic), fmt.Sprintf("offload bundle claims %d entries; %d bytes remain", n, len(b)-cur.Off)}
	}
	end := 0
	c.Entries = make([]Entry, 0, n)
	for k := uint64(0); k < n; k++ {
		at := cur.Off
		off, size, tlen := cur.Fixed(8), cur.Fixed(8), cur.Fixed(8)
		id := cur.Bytes(tlen)
		if cur.Err != nil {
			return c, cursorError(&cur, fmt.Sprintf("offload bundle entry %d", k))
		}
		if off > uint64(len(b)) || size > uint64(len(b))-off {
			return c, &Error{at, fmt.Sprintf("offload bundle entry %q: %d bytes at %#x pass the end (%#x)", id, size, off, len(b))}
		}
		c.Entries = append(c.Entries, Entry{ID: string(id), Offset: off, Data: b[off : off+size]})
		end = max(end, int(off+size))
	}
	hdr := cur.Off
	for _, e := range c.Entries {
		if e.Offset < uint64(hdr) && len(e.Data) > 0 {
			return c, &Error{int(e.Offset), fmt.Sprintf("offload bundle entry %q overlaps the header", e.ID)}
		}
	}
	c.Size = max(end, hdr)
	c.Align = bundleAlign(c.Entries)
	return c, nil
}

// bundleAlign is the largest power of two up to DefaultAlign that divides every entry's offset:
// the alignment the bundler used, so that a bundle re-laid with it keeps its layout.
func bundleAlign(es []Entry) uint64 {
	a := uint64(DefaultAlign)
	for _, e := range es {
		for a > 1 && e.Offset%a != 0 {
			a /= 2
		}
	}
	return a
}

// EncodeBundle lays entries out as clang-offload-bundler does: the header, then each entry's
// data in header order at the next multiple of align.
func EncodeBundle(es []Entry, align uint64) []byte {
	if align == 0 {
		align = 1
	}
	hdr := uint64(len(bundleMagic) + 8)
	for _, e := range es {
		hdr += 24 + uint64(len(e.ID))
	}
	offs := make([]uint64, len(es))
	pos := hdr
	for k, e := range es {
		pos = (pos + align - 1) / align * align
		offs[k] = pos
		pos += uint64(len(e.Data))
	}
	out := make([]byte, 0, pos)
	out = append(out, bundleMagic...)
	out = binary.LittleEndian.AppendUint64(out, uint64(len(es)))
	for k, e := range es {
		out = binary.LittleEndian.AppendUint64(out, offs[k])
		out = binary.LittleEndian.AppendUint64(out, uint64(len(e.Data)))
		out = binary.LittleEndian.AppendUint64(out, uint64(len(e.ID)))
		out = append(out, e.ID...)
	}
	for k, e := range es {
		out = append(out, make([]byte, offs[k]-uint64(len(out)))...)
		out = append(out, e.Data...)
	}
	return out
}

// compressedHeaderSize is the size of a CCOB header of each version.
func compressedHeaderSize(v uint16) int {
	switch v {
	case 1:
		return 20
	case 2:
		return 24
	case 3:
		return 32
	}
	return 0
}

// Hash is the hash clang writes in a compressed bundle: the first 8 bytes of the MD5 of the
// uncompressed bundle, little-endian (llvm::MD5Result::low).
func Hash(bundle []byte) uint64 {
	s := md5.Sum(bundle)
	return binary.LittleEndian.Uint64(s[:8])
}

func parseCompressed(b []byte, base int, opt Options) (Container, error) {
	c := Container{Format: FormatCompressed}
	cur := bytecursor.Cursor{B: b, Off: len(compressedMagic), Order: binary.LittleEndian}
	h := &Compressed{Version: uint16(cur.Fixed(2)), Method: Method(cur.Fixed(2))}
	total := uint64(len(b))
	switch h.Version {
	case 1:
		h.Size = cur.Fixed(4)
	case 2:
		total, h.Size = cur.Fixed(4), cur.Fixed(4)
	case 3:
		total, h.Size = cur.Fixed(8), cur.Fixed(8)
	default:
		if cur.Err == nil {
			return c, &Error{4, fmt.Sprintf("compressed offload bundle version %d (known: 1 to 3)", h.Version)}
		}
	}
	h.Hash = cur.Fixed(8)
	if cur.Err != nil {
		return c, cursorError(&cur, "compressed offload bundle header")
	}
	if total < uint64(cur.Off) || total > uint64(len(b)) {
		return c, &Error{8, fmt.Sprintf("compressed offload bundle claims %d bytes; %d remain", total, len(b))}
	}
	typ, ok := h.Method.ELFType()
	if !ok {
		return c, &Error{6, fmt.Sprintf("compressed offload bundle: unknown compression %d", uint16(h.Method))}
	}
	if opt.Expand != nil {
		if err := opt.Expand(h.Size, base); err != nil {
			return c, err
		}
	}
	body := b[cur.Off:total]
	plain, err := elfrw.Inflate(typ, body, h.Size)
	if err != nil {
		return c, &Error{cur.Off, fmt.Sprintf("compressed offload bundle: %v", err)}
	}
	h.HashOK = Hash(plain) == h.Hash
	in, err := parseBundle(plain)
	if err != nil {
		// Its offset is in the inflated bundle, not in the section: not an *Error of ours.
		return c, &Error{0, fmt.Sprintf("compressed offload bundle, once inflated: %v", err)}
	}
	if in.Size != len(plain) {
		return c, &Error{cur.Off, fmt.Sprintf("compressed offload bundle inflates to %d bytes, its bundle takes %d", len(plain), in.Size)}
	}
	c.Entries, c.Align, c.Size, c.Compressed = in.Entries, in.Align, int(total), h
	return c, nil
}

// EncodeCompressed writes a CCOB container of h's version and method around stream, the
// compressed form of bundle (made by the caller with the method's compressor).
func EncodeCompressed(h Compressed, bundle, stream []byte) ([]byte, error) {
	n := compressedHeaderSize(h.Version)
	if n == 0 {
		return nil, fmt.Errorf("compressed offload bundle version %d (known: 1 to 3)", h.Version)
	}
	total := uint64(n + len(stream))
	if h.Version < 3 && (total > 1<<32-1 || uint64(len(bundle)) > 1<<32-1) {
		return nil, fmt.Errorf("compressed offload bundle version %d holds at most 4 GiB", h.Version)
	}
	out := make([]byte, 0, total)
	out = append(out, compressedMagic...)
	out = binary.LittleEndian.AppendUint16(out, h.Version)
	out = binary.LittleEndian.AppendUint16(out, uint16(h.Method))
	switch h.Version {
	case 1:
		out = binary.LittleEndian.AppendUint32(out, uint32(len(bundle)))
	case 2:
		out = binary.LittleEndian.AppendUint32(out, uint32(total))
		out = binary.LittleEndian.AppendUint32(out, uint32(len(bundle)))
	case 3:
		out = binary.LittleEndian.AppendUint64(out, total)
		out = binary.LittleEndian.AppendUint64(out, uint64(len(bundle)))
	}
	out = binary.LittleEndian.AppendUint64(out, Hash(bundle))
	return append(out, stream...), nil
}

// imageHeaderSize and imageEntrySize are the sizes of an offload image's header and of each
// entry (llvm::object::OffloadBinary).
const (
	imageHeaderSize = 32
	imageEntrySize  = 40
)

var offloadKinds = map[uint16]string{1: "openmp", 2: "cuda", 4: "hip", 8: "sycl"}

func parseImage(b []byte) (Container, error) {
	c := Container{Format: FormatImage, Align: imageAlign}
	cur := bytecursor.Cursor{B: b, Off: len(imageMagic), Order: binary.LittleEndian}
	version := cur.Fixed(4)
	size, eoff, esize := cur.Fixed(8), cur.Fixed(8), cur.Fixed(8)
	if cur.Err != nil {
		return c, cursorError(&cur, "offload image header")
	}
	if version == 0 || version > 2 {
		return c, &Error{4, fmt.Sprintf("offload image version %d (known: 1, 2)", version)}
	}
	if size < imageHeaderSize || size > uint64(len(b)) {
		return c, &Error{8, fmt.Sprintf("offload image claims %d bytes; %d remain", size, len(b))}
	}
	img := b[:size]
	if eoff > size || esize > size-eoff || esize%imageEntrySize != 0 || esize == 0 {
		return c, &Error{16, fmt.Sprintf("offload image entries: %d bytes at %#x in a %d-byte image", esize, eoff, size)}
	}
	str := func(off uint64, at int) (string, error) {
		if off >= size {
			return "", &Error{at, fmt.Sprintf("offload image string at %#x past its end (%#x)", off, size)}
		}
		k := bytes.IndexByte(img[off:], 0)
		if k < 0 {
			return "", &Error{int(off), "offload image string without its NUL"}
		}
		return string(img[off : off+uint64(k)]), nil
	}
	for e := eoff; e < eoff+esize; e += imageEntrySize {
		ec := bytecursor.Cursor{B: img, Off: int(e), Order: binary.LittleEndian}
		ie := &ImageEntry{ImageKind: uint16(ec.Fixed(2)), OffloadKind: uint16(ec.Fixed(2)), Flags: uint32(ec.Fixed(4))}
		soff, nstr, ioff, isize := ec.Fixed(8), ec.Fixed(8), ec.Fixed(8), ec.Fixed(8)
		if ec.Err != nil {
			return c, cursorError(&ec, "offload image entry")
		}
		if soff > size || nstr > (size-soff)/16 {
			return c, &Error{int(e) + 8, fmt.Sprintf("offload image: %d strings at %#x in a %d-byte image", nstr, soff, size)}
		}
		if ioff > size || isize > size-ioff {
			return c, &Error{int(e) + 24, fmt.Sprintf("offload image data: %d bytes at %#x in a %d-byte image", isize, ioff, size)}
		}
		var triple, arch string
		for k := uint64(0); k < nstr; k++ {
			at := int(soff + 16*k)
			key, err := str(binary.LittleEndian.Uint64(img[at:]), at)
			if err != nil {
				return c, err
			}
			val, err := str(binary.LittleEndian.Uint64(img[at+8:]), at+8)
			if err != nil {
				return c, err
			}
			ie.Strings = append(ie.Strings, [2]string{key, val})
			switch key {
			case "triple":
				triple = val
			case "arch":
				arch = val
			}
		}
		kind, ok := offloadKinds[ie.OffloadKind]
		if !ok {
			kind = fmt.Sprintf("kind%d", ie.OffloadKind)
		}
		c.Entries = append(c.Entries, Entry{ID: kind + "-" + triple + "--" + arch, Offset: ioff, Data: img[ioff : ioff+isize], Image: ie})
	}
	c.Size = int(size)
	// The next image starts at the next multiple of 8.
	if pad := (imageAlign - size%imageAlign) % imageAlign; uint64(len(b))-size >= pad {
		c.Size += int(pad)
	}
	return c, nil
}

// zstdSkippable is the magic of a zstd skippable frame (the first of its 16), which
// decompressors pass over.
const zstdSkippable = 0x184d2a50

// PadCompressed returns a zstd compressed bundle b grown to size bytes by a skippable frame at
// the end of its stream, its header's total size set to match: a bundle that must fill a place
// (in a loaded section) stays one container that clang-offload-bundler, which inflates all
// the bytes it is given, still reads. It returns false when b cannot be padded so (not zstd,
// or fewer than the frame's 8 bytes to fill).
func PadCompressed(b []byte, size int) ([]byte, bool) {
	if !bytes.HasPrefix(b, []byte(compressedMagic)) || len(b) < 8 || size-len(b) < 8 {
		return b, false
	}
	v := binary.LittleEndian.Uint16(b[4:])
	n := compressedHeaderSize(v)
	if n == 0 || len(b) < n || Method(binary.LittleEndian.Uint16(b[6:])) != MethodZstd || (v == 2 && size > 1<<32-1) {
		return b, false
	}
	out := make([]byte, len(b), size)
	copy(out, b)
	out = binary.LittleEndian.AppendUint32(out, zstdSkippable)
	out = binary.LittleEndian.AppendUint32(out, uint32(size-len(b)-8))
	out = append(out, make([]byte, size-len(out))...)
	switch v {
	case 2:
		binary.LittleEndian.PutUint32(out[8:], uint32(size))
	case 3:
		binary.LittleEndian.PutUint64(out[8:], uint64(size))
	}
	return out, true
}
