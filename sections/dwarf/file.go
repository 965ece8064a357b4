// Package dwarf reads the DWARF already in an ELF file and keeps the byte span of
// everything it reads, so that a rewriter can change some bytes and fix every offset that
// moves: unit headers (DWARF 2 to 5, 32- and 64-bit formats), abbreviation tables, DIEs and
// their attributes in every form, location and range lists, the string-offset and address
// tables' bases, .debug_frame and .eh_frame, .debug_aranges, .debug_names,
// .debug_pubnames/.debug_pubtypes, and the relocations that apply to all of them in
// relocatable files.
//
// Readers never panic on malformed input; errors are *Error values naming the section and
// the offset.
package dwarf

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"strings"

	"hdwarf/elfrw"
)

// Section is one debug section.
type Section struct {
	Name  string
	ELF   *elfrw.Section
	Index int    // in the ELF section table
	Raw   []byte // contents as stored (decompressed), relocations not applied
	// Data is what readers read: Raw with the absolute relocations applied (Raw itself when
	// no relocation applies to the section).
	Data   []byte
	Relocs *RelocSection // nil when no relocation section targets this one
}

// File is the DWARF of an ELF file.
type File struct {
	ELF       *elfrw.File
	ByteOrder binary.ByteOrder
	AddrSize  int // from the ELF class; units state their own
	Sections  map[string]*Section
	byIndex   map[int]*Section
}

// Load collects the debug sections (.debug_*, .eh_frame) of f and the relocation sections
// that apply to them.
func Load(f *elfrw.File) (*File, error) {
	d := &File{ELF: f, ByteOrder: f.ByteOrder, AddrSize: 8, Sections: map[string]*Section{}, byIndex: map[int]*Section{}}
	if f.Class == elf.ELFCLASS32 {
		d.AddrSize = 4
	}
	for i, s := range f.Sections {
		if !IsDebugSection(s.Name) || s.Type == elf.SHT_NOBITS || s.Type == elf.SHT_REL || s.Type == elf.SHT_RELA {
			continue
		}
		if _, dup := d.Sections[s.Name]; dup {
			return nil, fmt.Errorf("%s: more than one section of that name (section groups are not supported)", s.Name)
		}
		raw, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Name, err)
		}
		sec := &Section{Name: s.Name, ELF: s, Index: i, Raw: raw, Data: raw}
		d.Sections[s.Name] = sec
		d.byIndex[i] = sec
	}
	for _, s := range f.Sections {
		if s.Type != elf.SHT_REL && s.Type != elf.SHT_RELA {
			continue
		}
		target, ok := d.byIndex[int(s.Info)]
		if !ok {
			continue
		}
		if target.Relocs != nil {
			return nil, fmt.Errorf("%s: a second relocation section applies to %s", s.Name, target.Name)
		}
		rs, err := readRelocs(f, s)
		if err != nil {
			return nil, err
		}
		target.Relocs = rs
		if len(rs.Relocs) > 0 {
			target.Data = append([]byte(nil), target.Raw...)
			if err := rs.apply(target.Data, target.Name); err != nil {
				return nil, err
			}
		}
	}
	return d, nil
}

// IsDebugSection reports whether a section of this name holds DWARF this package reads.
func IsDebugSection(name string) bool {
	return strings.HasPrefix(name, ".debug_") || name == ".eh_frame"
}

// Sec returns the named section, or nil.
func (d *File) Sec(name string) *Section { return d.Sections[name] }

// ByIndex returns the debug section with ELF section index i, or nil.
func (d *File) ByIndex(i int) *Section { return d.byIndex[i] }

// bytes returns the readable contents of a section (nil when absent).
func (d *File) bytes(name string) []byte {
	if s := d.Sections[name]; s != nil {
		return s.Data
	}
	return nil
}

// FromSections makes a File of section contents without an ELF file (for tests and tools
// that hold sections already): relocations are taken as applied.
func FromSections(bo binary.ByteOrder, addrSize int, secs map[string][]byte) *File {
	d := &File{ByteOrder: bo, AddrSize: addrSize, Sections: map[string]*Section{}, byIndex: map[int]*Section{}}
	for name, b := range secs {
		d.Sections[name] = &Section{Name: name, Raw: b, Data: b, Index: -1}
	}
	return d
}
