package elfrw

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"math"
	"sort"

	"hdwarf/internal/bytecursor"
)

// read parses the headers; section contents are left in src.
func read(src *source, size int64) (*File, error) {
	f := &File{src: src, srcSize: size}
	if size < elf.EI_NIDENT {
		return nil, errAt(0, "file is %d bytes, too short for an ELF header", size)
	}
	if _, err := src.ReadAt(f.Ident[:], 0); err != nil {
		return nil, errAt(0, "read ELF identification: %v", err)
	}
	if !bytes.Equal(f.Ident[:4], []byte(elf.ELFMAG)) {
		return nil, errAt(0, "not an ELF file (bad magic % x)", f.Ident[:4])
	}
	f.Class = elf.Class(f.Ident[elf.EI_CLASS])
	switch f.Class {
	case elf.ELFCLASS32, elf.ELFCLASS64:
	default:
		return nil, errAt(elf.EI_CLASS, "unknown ELF class %d", f.Ident[elf.EI_CLASS])
	}
	switch elf.Data(f.Ident[elf.EI_DATA]) {
	case elf.ELFDATA2LSB:
		f.ByteOrder = binary.LittleEndian
	case elf.ELFDATA2MSB:
		f.ByteOrder = binary.BigEndian
	default:
		return nil, errAt(elf.EI_DATA, "unknown ELF data encoding %d", f.Ident[elf.EI_DATA])
	}
	ehsz, phsz, shsz := headerSizes(f.Class)
	if size < int64(ehsz) {
		return nil, errAt(0, "file is %d bytes, too short for a %d-byte ELF header", size, ehsz)
	}
	hdr := make([]byte, ehsz)
	if _, err := src.ReadAt(hdr, 0); err != nil {
		return nil, errAt(0, "read ELF header: %v", err)
	}
	c := newCursor(hdr, elf.EI_NIDENT, f.ByteOrder, f.Class)
	f.Type = elf.Type(c.u16())
	f.Machine = elf.Machine(c.u16())
	f.Version = c.u32()
	f.Entry = c.word()
	f.Phoff = c.word()
	f.Shoff = c.word()
	f.Flags = c.u32()
	ehsize, phentsize, phnum := c.u16(), c.u16(), c.u16()
	shentsize, shnum, shstrndx := c.u16(), c.u16(), c.u16()
	f.phentsize, f.shentsize = phentsize, shentsize
	f.noShdrs = [2]uint16{shnum, shstrndx}
	if int(ehsize) != ehsz {
		return nil, errAt(0x28, "e_ehsize is %d, want %d", ehsize, ehsz)
	}
	if phnum > 0 && int(phentsize) != phsz {
		return nil, errAt(int64(c.Off-12), "e_phentsize is %d, want %d", phentsize, phsz)
	}
	late, err := f.readProgs(int(phnum), phsz)
	if err != nil {
		return nil, err
	}
	if f.Shoff == 0 {
		if shnum != 0 {
			return nil, errAt(0, "e_shnum is %d but e_shoff is 0", shnum)
		}
		if len(late) > 0 {
			return nil, late[0].err
		}
		return f, nil
	}
	if int(shentsize) != shsz {
		return nil, errAt(int64(c.Off-6), "e_shentsize is %d, want %d", shentsize, shsz)
	}
	if err := f.readSections(int(shnum), int(shstrndx), shsz); err != nil {
		return nil, err
	}
	if err := f.acceptLate(late); err != nil {
		return nil, err
	}
	return f, nil
}

// lateProg is a program header whose file bytes run past the end of the file.
type lateProg struct {
	p   *Prog
	err error // what is said if the segment is not a debug file's
}

// acceptLate accepts segments whose file bytes run past the end of the file in a separate
// debug file as eu-strip -f writes one: it keeps the program headers of the file it was split
// from over sections that are SHT_NOBITS now, and packs what remains (notes, debug sections)
// from the start, where the old segments still claim the bytes. A file is taken for one only
// when it loads nothing but notes (debugOnly) and its segments claim bytes that no section
// within their addresses has; then every segment is read as holding only what it still has
// in the file (fitSegments), as GNU objcopy rewrites them, so that the debug sections are not
// pinned under stale segments. A segment past the end of any other file is an error.
func (f *File) acceptLate(late []lateProg) error {
	if !f.debugOnly() {
		if len(late) > 0 {
			return late[0].err
		}
		return nil
	}
	stale := len(late) > 0
	for _, p := range f.Progs {
		if p.Type == elf.PT_PHDR || p.Filesz == 0 {
			continue
		}
		has, nobits := false, false
		for i, s := range f.Sections {
			if i > 0 && s.Flags&elf.SHF_ALLOC != 0 && s.Size > 0 && s.Addr < p.Vaddr+p.Memsz && s.Addr+s.Size > p.Vaddr {
				if s.Type == elf.SHT_NOBITS {
					nobits = true
				} else {
					has = true
				}
			}
		}
		if nobits && !has {
			stale = true
		}
	}
	if stale {
		f.fitSegments()
	}
	return nil
}

// debugOnly reports whether f loads nothing but notes: its allocated sections with a size are
// SHT_NOBITS, bar notes, and there is one at least.
func (f *File) debugOnly() bool {
	nobits := false
	for i, s := range f.Sections {
		if i == 0 || s.Flags&elf.SHF_ALLOC == 0 || s.Size == 0 || s.Type == elf.SHT_NOTE {
			continue
		}
		if s.Type != elf.SHT_NOBITS {
			return false
		}
		nobits = true
	}
	return nobits
}

// fitSegments makes each segment's file range the bytes it still holds: the allocated
// sections with contents within its addresses, and the ELF and program headers where it
// covered them. A segment holding none keeps its offset with p_filesz 0.
func (f *File) fitSegments() {
	f.fitted = true
	ehsz, phsz, _ := headerSizes(f.Class)
	phEnd := f.Phoff + uint64(len(f.Progs)*phsz)
	for _, p := range f.Progs {
		lo, hi := uint64(math.MaxUint64), uint64(0)
		add := func(a, b uint64) {
			if b > a {
				lo, hi = min(lo, a), max(hi, b)
			}
		}
		if p.Filesz > 0 && p.Off == 0 {
			add(0, uint64(ehsz))
		}
		if p.Filesz > 0 && p.Off <= f.Phoff && phEnd <= p.Off+p.Filesz {
			add(f.Phoff, phEnd)
		}
		for i, s := range f.Sections {
			if i > 0 && s.Flags&elf.SHF_ALLOC != 0 && s.HasFileData() && s.Addr >= p.Vaddr && s.Addr+s.Size <= p.Vaddr+p.Memsz {
				add(s.Offset, s.Offset+s.Size)
			}
		}
		if hi == 0 || hi > uint64(f.srcSize) {
			p.Filesz = 0
			continue
		}
		p.Off, p.Filesz = lo, hi-lo
	}
}

// readProgs reads the program headers; those whose file bytes run past the end of the file
// are returned for acceptLate to judge once the sections are known.
func (f *File) readProgs(n, entsize int) ([]lateProg, error) {
	if n == 0 {
		return nil, nil
	}
	end := f.Phoff + uint64(n)*uint64(entsize)
	if f.Phoff > uint64(f.srcSize) || end > uint64(f.srcSize) {
		return nil, errAt(int64(f.Phoff), "%d program headers at e_phoff run past the end of the %d-byte file", n, f.srcSize)
	}
	b, err := f.src.slice(int64(f.Phoff), int64(end-f.Phoff))
	if err != nil {
		return nil, err
	}
	var late []lateProg
	for i := 0; i < n; i++ {
		c := newCursor(b, i*entsize, f.ByteOrder, f.Class)
		p := &Prog{}
		p.Type = elf.ProgType(c.u32())
		if f.Class == elf.ELFCLASS64 {
			p.Flags = elf.ProgFlag(c.u32())
			p.Off, p.Vaddr, p.Paddr, p.Filesz, p.Memsz, p.Align = c.u64(), c.u64(), c.u64(), c.u64(), c.u64(), c.u64()
		} else {
			p.Off, p.Vaddr, p.Paddr, p.Filesz, p.Memsz = uint64(c.u32()), uint64(c.u32()), uint64(c.u32()), uint64(c.u32()), uint64(c.u32())
			p.Flags = elf.ProgFlag(c.u32())
			p.Align = uint64(c.u32())
		}
		if p.Filesz > 0 && (p.Off > uint64(f.srcSize) || p.Filesz > uint64(f.srcSize)-p.Off) {
			late = append(late, lateProg{p, errAt(int64(f.Phoff)+int64(i*entsize), "program header %d (%s) covers bytes %#x..%#x past the end of the %d-byte file", i, p.Type, p.Off, p.Off+p.Filesz, f.srcSize)})
		}
		f.Progs = append(f.Progs, p)
	}
	return late, nil
}

func (f *File) readSections(n, shstrndx, entsize int) error {
	hdrAt := func(i int) int64 { return int64(f.Shoff) + int64(i*entsize) }
	if f.Shoff > uint64(f.srcSize) || uint64(f.srcSize)-f.Shoff < uint64(entsize) {
		return errAt(int64(f.Shoff), "section header table at e_shoff %#x is past the end of the %d-byte file", f.Shoff, f.srcSize)
	}
	// Section 0 carries the real count and name-table index when they do not fit the header.
	first, err := f.src.slice(int64(f.Shoff), int64(entsize))
	if err != nil {
		return err
	}
	s0 := f.parseShdr(first)
	if n == 0 {
		n = int(min(s0.Size, uint64(f.srcSize)))
		f.extCount = true
	}
	if shstrndx == int(elf.SHN_XINDEX) {
		shstrndx = int(s0.Link)
		f.extStrndx = true
	}
	if uint64(n)*uint64(entsize) > uint64(f.srcSize)-f.Shoff {
		return errAt(int64(f.Shoff), "%d section headers at e_shoff %#x run past the end of the %d-byte file", n, f.Shoff, f.srcSize)
	}
	tab, err := f.src.slice(int64(f.Shoff), int64(n*entsize))
	if err != nil {
		return err
	}
	f.Sections = make([]*Section, n)
	for i := range f.Sections {
		s := f.parseShdr(tab[i*entsize : (i+1)*entsize])
		s.isNull = i == 0
		s.origOff, s.origLen = int64(s.Offset), int64(s.Size)
		if !s.HasFileData() {
			s.origLen = 0
		}
		if s.HasFileData() && (s.Offset > uint64(f.srcSize) || s.Size > uint64(f.srcSize)-s.Offset) {
			return errAt(hdrAt(i), "section %d: contents at %#x..%#x run past the end of the %d-byte file", i, s.Offset, s.Offset+s.Size, f.srcSize)
		}
		f.Sections[i] = s
	}
	if shstrndx >= n {
		return errAt(0x3e-int64(f.sizeDelta()), "e_shstrndx %d is not a section (there are %d)", shstrndx, n)
	}
	f.Shstrndx = shstrndx
	if shstrndx != 0 {
		st := f.Sections[shstrndx]
		if st.Type != elf.SHT_STRTAB {
			return errAt(hdrAt(shstrndx), "section-name table (section %d) has type %s, want SHT_STRTAB", shstrndx, st.Type)
		}
		names, err := st.Raw()
		if err != nil {
			return err
		}
		for i, s := range f.Sections {
			if i == 0 && s.NameOff == 0 {
				continue
			}
			name, ok := cString(names, s.NameOff)
			if !ok {
				return errAt(hdrAt(i), "section %d: name offset %#x is outside the %d-byte section-name table", i, s.NameOff, len(names))
			}
			s.Name = name
		}
	}
	if err := f.checkLinks(hdrAt); err != nil {
		return err
	}
	return f.checkOverlaps(hdrAt)
}

// sizeDelta is how much earlier e_shstrndx sits in an ELF32 header than in an ELF64 one.
func (f *File) sizeDelta() int {
	if f.Class == elf.ELFCLASS32 {
		return 12
	}
	return 0
}

func (f *File) parseShdr(b []byte) *Section {
	c := newCursor(b, 0, f.ByteOrder, f.Class)
	s := &Section{file: f}
	s.NameOff = c.u32()
	s.Type = elf.SectionType(c.u32())
	fl := c.word()
	s.Flags, s.flagsHi = elf.SectionFlag(fl), uint32(fl>>32)
	s.Addr, s.Offset, s.Size = c.word(), c.word(), c.word()
	s.Link, s.Info = c.u32(), c.u32()
	s.Addralign, s.Entsize = c.word(), c.word()
	return s
}

// checkLinks rejects sh_link values that name no section and chains of links that loop.
func (f *File) checkLinks(hdrAt func(int) int64) error {
	n := len(f.Sections)
	for i, s := range f.Sections {
		if i == 0 {
			continue
		}
		if linksSection(s) && int(s.Link) >= n {
			return errAt(hdrAt(i), "section %d (%s): sh_link %d is not a section (there are %d)", i, s.Name, s.Link, n)
		}
	}
	// Each section is walked once: a chain stops at a section already known to end well, and
	// meeting a section of the chain being walked is a loop (linear in the number of sections).
	const (
		unseen = iota
		walking
		ends
	)
	state := make([]uint8, n)
	var path []int
	for i := range f.Sections {
		path = path[:0]
		j := i
		for j != 0 && j < n && state[j] == unseen && linksSection(f.Sections[j]) {
			state[j] = walking
			path = append(path, j)
			j = int(f.Sections[j].Link)
		}
		if j != 0 && j < n && state[j] == walking {
			return errAt(hdrAt(i), "section %d (%s): sh_link chain loops", i, f.Sections[i].Name)
		}
		for _, k := range path {
			state[k] = ends
		}
	}
	return nil
}

// linksSection reports whether sh_link holds a section index for this section type.
func linksSection(s *Section) bool {
	if s.Flags&elf.SHF_LINK_ORDER != 0 {
		return true
	}
	switch s.Type {
	case elf.SHT_SYMTAB, elf.SHT_DYNSYM, elf.SHT_REL, elf.SHT_RELA, elf.SHT_HASH, elf.SHT_GNU_HASH,
		elf.SHT_DYNAMIC, elf.SHT_GROUP, elf.SHT_SYMTAB_SHNDX, elf.SHT_GNU_VERSYM, elf.SHT_GNU_VERDEF,
		elf.SHT_GNU_VERNEED, shtRELR, shtLLVMAddrsig:
		return true
	}
	return false
}

// infoSection reports whether sh_info holds a section index for this section type.
func infoSection(s *Section) bool {
	return s.Type == elf.SHT_REL || s.Type == elf.SHT_RELA || s.Flags&elf.SHF_INFO_LINK != 0
}

// checkOverlaps rejects sections whose file contents overlap the headers. Sections that
// overlap each other are accepted, as GNU and LLVM objcopy accept them: the output gives each
// its own bytes (the file is packed again from the first overlap on), which is bounded by
// refusing overlaps that would more than double the file.
func (f *File) checkOverlaps(hdrAt func(int) int64) error {
	type span struct {
		lo, hi uint64
		i      int
	}
	var spans []span
	for i, s := range f.Sections {
		if i > 0 && s.HasFileData() && s.Size > 0 {
			spans = append(spans, span{s.Offset, s.Offset + s.Size, i})
		}
	}
	sort.Slice(spans, func(a, b int) bool { return spans[a].lo < spans[b].lo })
	var end, overlapped uint64 // the furthest section end so far; bytes held twice
	for k := range spans {
		if k > 0 && spans[k].lo < end {
			overlapped += min(end, spans[k].hi) - spans[k].lo
			if overlapped > uint64(f.srcSize) {
				a, b := f.Sections[spans[k-1].i], f.Sections[spans[k].i]
				return errAt(hdrAt(spans[k].i), "section %d (%s) at %#x overlaps section %d (%s) at %#x..%#x, and overlapping sections hold more bytes than the file",
					spans[k].i, b.Name, b.Offset, spans[k-1].i, a.Name, a.Offset, a.Offset+a.Size)
			}
			if !f.removed || spans[k].lo < f.removedAt {
				f.removed, f.removedAt = true, spans[k].lo
			}
		}
		end = max(end, spans[k].hi)
	}
	shEnd := f.Shoff + uint64(len(f.Sections))*uint64(shdrSize(f.Class))
	ehsz, _, _ := headerSizes(f.Class)
	for _, sp := range spans {
		if sp.lo < uint64(ehsz) {
			return errAt(hdrAt(sp.i), "section %d (%s) at %#x..%#x overlaps the %d-byte ELF header", sp.i, f.Sections[sp.i].Name, sp.lo, sp.hi, ehsz)
		}
		if sp.lo < shEnd && f.Shoff < sp.hi {
			return errAt(hdrAt(sp.i), "section %d (%s) overlaps the section header table", sp.i, f.Sections[sp.i].Name)
		}
	}
	return nil
}

func shdrSize(c elf.Class) int { _, _, s := headerSizes(c); return s }

func cString(b []byte, off uint32) (string, bool) {
	if uint64(off) >= uint64(len(b)) {
		return "", false
	}
	end := bytes.IndexByte(b[off:], 0)
	if end < 0 {
		return "", false
	}
	return string(b[off : int(off)+end]), true
}

// cursor reads fixed-width fields through the shared byte cursor, with the class's word
// size; callers size its buffer beforehand, so its sticky error stays nil.
type cursor struct {
	bytecursor.Cursor
	class elf.Class
}

func newCursor(b []byte, off int, order binary.ByteOrder, class elf.Class) cursor {
	return cursor{Cursor: bytecursor.Cursor{B: b, Off: off, Order: order}, class: class}
}

func (c *cursor) u16() uint16 { return uint16(c.Fixed(2)) }
func (c *cursor) u32() uint32 { return uint32(c.Fixed(4)) }
func (c *cursor) u64() uint64 { return c.Fixed(8) }
func (c *cursor) word() uint64 {
	if c.class == elf.ELFCLASS32 {
		return c.Fixed(4)
	}
	return c.Fixed(8)
}

// String describes the file in one line, for messages.
func (f *File) String() string {
	return fmt.Sprintf("ELF %s %s %s %s", f.Class, dataName(f.ByteOrder), f.Type, f.Machine)
}

func dataName(o binary.ByteOrder) string {
	if o == binary.BigEndian {
		return "big-endian"
	}
	return "little-endian"
}

// shtRELR is SHT_RELR (compact relative relocations), which debug/elf does not name.
const shtRELR elf.SectionType = 19
