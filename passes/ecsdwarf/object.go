package ecsdwarf

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"sort"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/sections/ecs"
)

// Convert turns a parsed .dbg file into an ELF relocatable object for the file's target
// holding the DWARF sections, a symbol table with one undefined symbol per code or data
// section the DWARF refers to, and the relocations.
func Convert(name string, f *ecs.File, opt Options) (*elfrw.File, error) {
	c, err := NewConverter(name, f)
	if err != nil {
		return nil, err
	}
	secs, err := c.Sections(opt)
	if err != nil {
		return nil, err
	}
	return c.object(secs)
}

// ConvertText parses .dbg text and converts it.
func ConvertText(name string, src []byte, opt Options) (*elfrw.File, error) {
	f, err := ecs.Parse(name, src)
	if err != nil {
		return nil, err
	}
	return Convert(name, f, opt)
}

// relocType is dwarfenc.RelocType plus Xtensa, which it does not know (R_XTENSA_32, RELA).
func relocType(m elf.Machine, class elf.Class, size int) (uint32, bool, error) {
	if m == elf.EM_XTENSA && size == 4 {
		return 1, false, nil
	}
	return dwarfenc.RelocType(m, class, size)
}

type symbol struct {
	name    string
	section int // section index for section symbols, 0 for undefined globals
}

func (c *Converter) object(secs []dwarfenc.Section) (*elfrw.File, error) {
	t := c.Target
	class := t.Class()
	order, ok := t.ByteOrder().(binary.AppendByteOrder)
	if !ok {
		return nil, fmt.Errorf("%s: byte order %v cannot append", c.Name, t.ByteOrder())
	}
	obj := elfrw.New(class, t.ByteOrder(), elf.ET_REL, t.Machine())
	index := map[string]int{}
	added := make([]*elfrw.Section, len(secs))
	for i, s := range secs {
		added[i] = obj.AddSection(&elfrw.Section{Name: s.Name, Type: elf.SHT_PROGBITS, Addralign: 1}, s.Data)
		index[s.Name] = obj.Index(added[i])
	}

	// Symbols: the null symbol, section symbols (local), then undefined globals sorted by
	// name, so the output does not depend on map order.
	syms := []symbol{{}}
	symIndex := map[string]int{}
	var globals []string
	seen := map[string]bool{}
	for _, s := range secs {
		for _, r := range s.Relocs {
			switch {
			case r.Target.Section != "":
				key := "\x00" + r.Target.Section
				if _, ok := symIndex[key]; !ok {
					si, ok := index[r.Target.Section]
					if !ok {
						return nil, fmt.Errorf("%s: relocation against missing section %s", c.Name, r.Target.Section)
					}
					symIndex[key] = len(syms)
					syms = append(syms, symbol{section: si})
				}
			case r.Target.Symbol != "" && !seen[r.Target.Symbol]:
				seen[r.Target.Symbol] = true
				globals = append(globals, r.Target.Symbol)
			}
		}
	}
	firstGlobal := len(syms)
	sort.Strings(globals)
	for _, g := range globals {
		symIndex[g] = len(syms)
		syms = append(syms, symbol{name: g})
	}

	var strtab []byte
	strtab = append(strtab, 0)
	var symtab []byte
	for _, s := range syms {
		nameOff := uint32(0)
		if s.name != "" {
			nameOff = uint32(len(strtab))
			strtab = append(strtab, s.name...)
			strtab = append(strtab, 0)
		}
		info := elf.ST_INFO(elf.STB_GLOBAL, elf.STT_NOTYPE)
		shndx := uint16(elf.SHN_UNDEF)
		if s.section != 0 {
			info = elf.ST_INFO(elf.STB_LOCAL, elf.STT_SECTION)
			shndx = uint16(s.section)
		}
		if s.name == "" && s.section == 0 {
			info = 0 // the null symbol
		}
		symtab = appendSym(symtab, class, order, nameOff, info, shndx)
	}
	symEnt := uint64(16)
	if class == elf.ELFCLASS64 {
		symEnt = 24
	}
	symSec := obj.AddSection(&elfrw.Section{Name: ".symtab", Type: elf.SHT_SYMTAB, Addralign: uint64(t.AddressSize()), Entsize: symEnt, Info: uint32(firstGlobal)}, symtab)
	strSec := obj.AddSection(&elfrw.Section{Name: ".strtab", Type: elf.SHT_STRTAB, Addralign: 1}, strtab)
	symSec.Link = uint32(obj.Index(strSec))

	for i, s := range secs {
		if len(s.Relocs) == 0 {
			continue
		}
		var rel bool
		var data []byte
		for _, r := range s.Relocs {
			typ, isRel, err := relocType(t.Machine(), class, r.Size)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", c.Name, err)
			}
			rel = isRel
			key := r.Target.Symbol
			if r.Target.Section != "" {
				key = "\x00" + r.Target.Section
			}
			data = appendRel(data, class, order, r.Offset, uint32(symIndex[key]), typ, int64(r.Target.Off), rel)
		}
		hdr := &elfrw.Section{Name: ".rela" + s.Name, Type: elf.SHT_RELA, Flags: elf.SHF_INFO_LINK, Addralign: uint64(t.AddressSize())}
		hdr.Entsize = 12
		if class == elf.ELFCLASS64 {
			hdr.Entsize = 24
		}
		if rel {
			hdr.Name, hdr.Type = ".rel"+s.Name, elf.SHT_REL
			hdr.Entsize = 8
			if class == elf.ELFCLASS64 {
				hdr.Entsize = 16
			}
		}
		rs := obj.AddSection(hdr, data)
		rs.Link = uint32(obj.Index(symSec))
		rs.Info = uint32(obj.Index(added[i]))
	}
	return obj, nil
}

func appendSym(b []byte, class elf.Class, order binary.AppendByteOrder, name uint32, info byte, shndx uint16) []byte {
	if class == elf.ELFCLASS64 {
		b = order.AppendUint32(b, name)
		b = append(b, info, 0)
		b = order.AppendUint16(b, shndx)
		b = order.AppendUint64(b, 0) // value
		return order.AppendUint64(b, 0)
	}
	b = order.AppendUint32(b, name)
	b = order.AppendUint32(b, 0) // value
	b = order.AppendUint32(b, 0) // size
	b = append(b, info, 0)
	return order.AppendUint16(b, shndx)
}

func appendRel(b []byte, class elf.Class, order binary.AppendByteOrder, off uint64, sym, typ uint32, addend int64, rel bool) []byte {
	if class == elf.ELFCLASS64 {
		b = order.AppendUint64(b, off)
		b = order.AppendUint64(b, elf.R_INFO(sym, typ))
		if !rel {
			b = order.AppendUint64(b, uint64(addend))
		}
		return b
	}
	b = order.AppendUint32(b, uint32(off))
	b = order.AppendUint32(b, elf.R_INFO32(sym, typ))
	if !rel {
		b = order.AppendUint32(b, uint32(addend))
	}
	return b
}
