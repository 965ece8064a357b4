package dwarf

import (
	"debug/elf"
	"fmt"
	"sort"

	"hdwarf/elfrw"
)

// Reloc is one relocation entry of a SHT_REL or SHT_RELA section, with what its type writes
// (Size 0 when elfrw's table does not know the type) and the symbol it uses.
type Reloc struct {
	elfrw.Reloc
	elfrw.RelocKind
	Index     int // entry number in its section
	SymValue  uint64
	SymShndx  uint16 // the section the symbol's value is relative to: st_shndx, or the code section of an IGC zebin's .text.<kernel> symbol (elfrw.File.SymbolBase)
	SymIsSect bool   // STT_SECTION
}

// RelocSection is a relocation section and the entries it applies to one debug section.
type RelocSection struct {
	ELF    *elfrw.Section
	RELA   bool
	Relocs []Reloc // sorted by Off (Index keeps the file order)
	raw    []byte
	file   *elfrw.File
}

// entrySize is the size of one relocation entry.
func (rs *RelocSection) entrySize() int {
	switch {
	case rs.file.Class == elf.ELFCLASS64 && rs.RELA:
		return 24
	case rs.file.Class == elf.ELFCLASS64:
		return 16
	case rs.RELA:
		return 12
	}
	return 8
}

// At returns the relocation that applies at offset off, or nil.
func (rs *RelocSection) At(off uint64) *Reloc {
	if rs == nil {
		return nil
	}
	i := sort.Search(len(rs.Relocs), func(i int) bool { return rs.Relocs[i].Off >= off })
	if i < len(rs.Relocs) && rs.Relocs[i].Off == off {
		return &rs.Relocs[i]
	}
	return nil
}

// In returns the relocations whose offsets lie in [lo, hi).
func (rs *RelocSection) In(lo, hi uint64) []Reloc {
	if rs == nil {
		return nil
	}
	i := sort.Search(len(rs.Relocs), func(i int) bool { return rs.Relocs[i].Off >= lo })
	j := i
	for j < len(rs.Relocs) && rs.Relocs[j].Off < hi {
		j++
	}
	return rs.Relocs[i:j]
}

// Encode returns the relocation section's bytes with each entry's r_offset and r_addend
// replaced by the values in Relocs; every other byte is kept.
func (rs *RelocSection) Encode() []byte {
	out := append([]byte(nil), rs.raw...)
	es := rs.entrySize()
	bo := rs.file.ByteOrder
	for _, r := range rs.Relocs {
		e := out[r.Index*es:]
		if rs.file.Class == elf.ELFCLASS64 {
			bo.PutUint64(e, r.Off)
			if rs.RELA {
				bo.PutUint64(e[16:], uint64(r.Addend))
			}
		} else {
			bo.PutUint32(e, uint32(r.Off))
			if rs.RELA {
				bo.PutUint32(e[8:], uint32(r.Addend))
			}
		}
	}
	return out
}

// readRelocs parses relocation section rs of f. symtab is the symbol table it links to.
func readRelocs(f *elfrw.File, s *elfrw.Section) (*RelocSection, error) {
	raw, err := s.Data()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Name, err)
	}
	rs := &RelocSection{ELF: s, RELA: s.Type == elf.SHT_RELA, raw: raw, file: f}
	es := rs.entrySize()
	entries, err := f.Relocations(s)
	if err != nil {
		return nil, &Error{Section: s.Name, Off: uint64(len(raw) / es * es), Msg: err.Error()}
	}
	syms, err := readSymbols(f, int(s.Link))
	if err != nil {
		return nil, err
	}
	rs.Relocs = make([]Reloc, len(entries))
	for i, e := range entries {
		r := Reloc{Reloc: e, Index: i}
		r.RelocKind, _ = elfrw.RelocKindOf(f.Machine, r.Type)
		if r.Sym != 0 {
			if int(r.Sym) >= len(syms) {
				return nil, &Error{Section: s.Name, Off: uint64(i * es), Msg: fmt.Sprintf("symbol %d is past the end of the symbol table (%d entries)", r.Sym, len(syms))}
			}
			sym := syms[r.Sym]
			r.SymValue, r.SymShndx, r.SymIsSect = sym.value, sym.shndx, sym.isSection
		}
		rs.Relocs[i] = r
	}
	sort.SliceStable(rs.Relocs, func(i, j int) bool { return rs.Relocs[i].Off < rs.Relocs[j].Off })
	return rs, nil
}

type symbol struct {
	value     uint64
	shndx     uint16
	isSection bool
}

func readSymbols(f *elfrw.File, link int) ([]symbol, error) {
	if link <= 0 || link >= len(f.Sections) {
		return nil, nil
	}
	all, err := f.Symbols(f.Sections[link])
	if err != nil {
		return nil, err
	}
	syms := make([]symbol, len(all))
	// The section each value is relative to (IGC's .text.<kernel> symbols in debug
	// sections are code addresses of the kernel).
	bases := f.SymbolBases(all)
	for i, e := range all {
		shndx := e.Shndx
		if bases[i] >= 0 {
			shndx = uint32(bases[i])
		}
		syms[i] = symbol{value: e.Value, shndx: uint16(shndx), isSection: e.Type == elf.STT_SECTION}
	}
	return syms, nil
}

// apply writes the value each known absolute relocation gives into b (a copy of the
// section), so that readers see final offsets: S + A, the addend as elfrw.File.Place reads
// it. PC-relative relocations and unknown types are left as stored.
func (rs *RelocSection) apply(b []byte, sec string) error {
	for _, r := range rs.Relocs {
		if r.Size == 0 || r.PCRel {
			continue
		}
		k, a, err := rs.file.Place(r.Reloc, rs.RELA, b)
		if err != nil {
			return &Error{Section: sec, Off: r.Off, Msg: fmt.Sprintf("relocation %d writes %d bytes past the end", r.Index, r.Size)}
		}
		rs.file.PutPlace(r.Reloc, k, b, r.SymValue+uint64(a))
	}
	return nil
}
