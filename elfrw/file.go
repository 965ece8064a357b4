// Package elfrw reads and writes ELF files of either class and byte order, keeping every byte it
// does not understand, so that a file read and written with no change comes back identical.
//
// Section contents stay in the input (mmapped when read from a path) until they are written;
// only sections that are replaced hold their bytes in memory.
package elfrw

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
)

// FormatError is a problem with the input bytes, located by file offset.
type FormatError struct {
	Off int64
	Msg string
}

func (e *FormatError) Error() string { return fmt.Sprintf("%s (at offset %#x)", e.Msg, e.Off) }

// ContentError is a failure of the producer of a section's new contents (SetContents) while
// the file is written. A producer reads the input as it writes, so the error is about the
// input, not about the output being written.
type ContentError struct {
	Section string
	Err     error
}

func (e *ContentError) Error() string {
	msg := e.Err.Error()
	if strings.HasPrefix(msg, e.Section+":") {
		return msg // the producer named the section already
	}
	return fmt.Sprintf("section %s: %s", e.Section, msg)
}
func (e *ContentError) Unwrap() error { return e.Err }

func errAt(off int64, format string, args ...any) error {
	return &FormatError{Off: off, Msg: fmt.Sprintf(format, args...)}
}

// File is a parsed ELF file. Header fields are exported so that callers can change them; the
// layout (offsets of moved sections, e_shoff) is recomputed by WriteTo.
type File struct {
	Ident     [elf.EI_NIDENT]byte // e_ident as read, so padding bytes survive a round trip
	Class     elf.Class
	ByteOrder binary.ByteOrder
	Type      elf.Type
	Machine   elf.Machine
	Version   uint32
	Entry     uint64
	Phoff     uint64
	Shoff     uint64
	Flags     uint32
	Progs     []*Prog
	Sections  []*Section // index order; Sections[0] is the null section
	Shstrndx  int        // index of the section-name string table
	src       *source
	srcSize   int64
	phentsize uint16    // as read, kept when there are no program headers
	shentsize uint16    // as read, kept when there are no section headers
	extCount  bool      // e_shnum was 0 with the count in section 0: keep that form
	extStrndx bool      // e_shstrndx was SHN_XINDEX with the index in section 0
	noShdrs   [2]uint16 // e_shnum and e_shstrndx as read, kept when there are no section headers
	fitted    bool      // a debug file's stale segments were fitted on reading (acceptLate)

	// MaxExpand bounds decompression: the sizes compressed sections declare may add up to
	// MaxExpand times the input file's size (plus MinExpandBudget). 0 means DefaultMaxExpand.
	MaxExpand uint64
	expanded  uint64 // declared sizes of the sections decompressed so far

	removed      bool   // sections were removed ...
	removedAt    uint64 // ... the first of them at this input offset
	countChanged bool   // the number of sections differs from the input's
	namesDirty   bool   // a section was added or renamed: rebuild sh_name values
}

// Prog is a program header. Segments are never moved: their bytes are pinned in place.
type Prog struct {
	Type   elf.ProgType
	Flags  elf.ProgFlag
	Off    uint64
	Vaddr  uint64
	Paddr  uint64
	Filesz uint64
	Memsz  uint64
	Align  uint64
}

// Section is a section header plus where its contents come from.
type Section struct {
	Name      string
	NameOff   uint32 // sh_name as read; recomputed when the name table is rebuilt
	Type      elf.SectionType
	Flags     elf.SectionFlag
	Addr      uint64
	Offset    uint64
	Size      uint64
	Link      uint32
	Info      uint32
	Addralign uint64
	Entsize   uint64

	isNull  bool   // section 0: its fields hold header extensions, never contents
	flagsHi uint32 // bits 32..63 of an ELF64 sh_flags: none are defined, but they survive

	file    *File
	data    []byte // replacement contents (raw, as stored in the file); nil: from the input
	replace bool   // data replaces the input bytes
	added   bool   // appended after reading: origOff and origLen mean nothing
	origOff int64  // offset of the contents in the input (sh_offset as read, for any type)
	origLen int64  // length in the input (0 for SHT_NOBITS)
	// produce, when set, writes the replacement contents (Size bytes) instead of data.
	produce func(io.Writer) error
}

// HasFileData reports whether the section occupies bytes in the file.
func (s *Section) HasFileData() bool {
	return s.Type != elf.SHT_NOBITS && s.Type != elf.SHT_NULL && !s.isNull
}

// IsNew reports whether the section was added after reading.
func (s *Section) IsNew() bool { return s.added }

// Changed reports whether the section's contents differ from the input's.
func (s *Section) Changed() bool { return s.replace }

// Raw returns the section's bytes as stored in the file (still compressed if SHF_COMPRESSED).
// For an mmapped input the slice aliases the mapping: do not modify it.
func (s *Section) Raw() ([]byte, error) {
	if !s.HasFileData() {
		return nil, nil
	}
	if s.replace {
		if s.produce != nil {
			if err := s.materialize(); err != nil {
				return nil, err
			}
		}
		return s.data, nil
	}
	return s.file.src.slice(s.origOff, s.origLen)
}

// materialize runs the producer set by SetContents into memory.
func (s *Section) materialize() error {
	var b bytes.Buffer
	b.Grow(int(s.Size))
	if err := s.produced(s.produce(&b), uint64(b.Len())); err != nil {
		return err
	}
	s.data, s.produce = b.Bytes(), nil
	return nil
}

// produced checks what a run of the producer gave: its error, and n bytes written where the
// section's size was promised.
func (s *Section) produced(err error, n uint64) error {
	if of := (*outputFailure)(nil); errors.As(err, &of) {
		return fmt.Errorf("section %s: %w", s.Name, err)
	}
	if err != nil {
		return &ContentError{Section: s.Name, Err: err}
	}
	if n != s.Size {
		return fmt.Errorf("section %s: %d bytes written, %d promised", s.Name, n, s.Size)
	}
	return nil
}

// storedLen is the size of the replacement contents.
func (s *Section) storedLen() uint64 {
	if s.produce != nil {
		return s.Size
	}
	return uint64(len(s.data))
}

// Data returns the section's contents, decompressed when the section is SHF_COMPRESSED.
func (s *Section) Data() ([]byte, error) {
	raw, err := s.Raw()
	if err != nil || s.Flags&elf.SHF_COMPRESSED == 0 {
		return raw, err
	}
	h, err := ParseChdr(s.file.Class, s.file.ByteOrder, raw)
	if err == nil {
		err = s.file.Expand(s.Name, int64(s.Offset)+int64(ChdrSize(s.file.Class)/3), h.Size)
	}
	if err != nil {
		return nil, fmt.Errorf("section %s: %w", s.Name, s.shift(err))
	}
	out, err := Decompress(s.file.Class, s.file.ByteOrder, raw)
	if err != nil {
		return nil, fmt.Errorf("section %s: %w", s.Name, s.shift(err))
	}
	return out, nil
}

// shift turns an offset inside the section into a file offset.
func (s *Section) shift(err error) error {
	if fe, ok := err.(*FormatError); ok && !s.added && !s.replace {
		return &FormatError{Off: fe.Off + s.origOff, Msg: fe.Msg}
	}
	return err
}

// SetData replaces the section's stored bytes (already compressed if SHF_COMPRESSED is set)
// and its size.
func (s *Section) SetData(b []byte) {
	s.data, s.replace, s.produce = b, true, nil
	if s.HasFileData() {
		s.Size = uint64(len(b))
	}
}

// SetContents makes the stored bytes of a section with file contents the size bytes that
// write produces when the file is written, so that a pass can stream a large section to the output instead of
// holding it in memory. write may read the section's input bytes (and release them); it is
// called once when the file is written, or earlier if Raw or Data asks for the bytes.
func (s *Section) SetContents(size uint64, write func(w io.Writer) error) {
	s.data, s.replace, s.produce, s.Size = nil, true, write, size
}

// Reader returns a reader of the stored bytes, without copying them into memory.
func (s *Section) Reader() io.Reader {
	if s.replace || !s.HasFileData() {
		b, _ := s.Raw()
		return &byteReader{b: b}
	}
	return io.NewSectionReader(s.file.src, s.origOff, s.origLen)
}

type byteReader struct{ b []byte }

func (r *byteReader) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.b)
	r.b = r.b[n:]
	return n, nil
}

// Section returns the first section with the given name, or nil.
func (f *File) Section(name string) *Section {
	for _, s := range f.Sections {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// Index returns the section's index in f.Sections, or -1.
func (f *File) Index(s *Section) int {
	for i, t := range f.Sections {
		if t == s {
			return i
		}
	}
	return -1
}

// Close releases the input (the mapping of a file opened with Open).
func (f *File) Close() error {
	if f.src == nil {
		return nil
	}
	return f.src.close()
}

// New returns an empty file with a null section and a section-name table.
func New(class elf.Class, order binary.ByteOrder, typ elf.Type, machine elf.Machine) *File {
	f := &File{Class: class, ByteOrder: order, Type: typ, Machine: machine, Version: uint32(elf.EV_CURRENT)}
	copy(f.Ident[:], elf.ELFMAG)
	f.Ident[elf.EI_CLASS] = byte(class)
	f.Ident[elf.EI_DATA] = byte(elf.ELFDATA2LSB)
	if order == binary.BigEndian {
		f.Ident[elf.EI_DATA] = byte(elf.ELFDATA2MSB)
	}
	f.Ident[elf.EI_VERSION] = byte(elf.EV_CURRENT)
	f.src = &source{mem: nil}
	f.Sections = []*Section{{file: f, added: true, isNull: true}}
	shstr := &Section{Name: ".shstrtab", Type: elf.SHT_STRTAB, Addralign: 1}
	f.AddSection(shstr, []byte{0})
	f.Shstrndx = 1
	return f
}

// headerSizes gives the sizes of the ELF header, a program header and a section header.
func headerSizes(c elf.Class) (ehdr, phdr, shdr int) {
	if c == elf.ELFCLASS32 {
		return 52, 32, 40
	}
	return 64, 56, 64
}
