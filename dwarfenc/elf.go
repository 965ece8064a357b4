package dwarfenc

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"strings"

	"hdwarf/elfrw"
)

// ELFSymbol is a symbol for the symbol table AddToELF makes when the file has none.
type ELFSymbol struct {
	Name    string
	Section string // defining section; empty for an undefined symbol
	Value   uint64
	Size    uint64
	Type    elf.SymType
	Global  bool
}

// ExistingDebugError says a file has debug sections that ReplaceInELF was told to keep.
type ExistingDebugError struct{ Sections []string }

func (e *ExistingDebugError) Error() string {
	return "already has debug sections (" + strings.Join(e.Sections, ", ") + ")"
}

// ReplaceInELF puts secs into f in place of its debug sections (elfrw.IsDebugOrRelocName);
// keepExisting refuses to replace any. It is the one way a conversion's sections reach a
// code object.
func ReplaceInELF(f *elfrw.File, secs []Section, keepExisting bool) error {
	var old []string
	for _, sec := range f.Sections {
		if elfrw.IsDebugOrRelocName(sec.Name) {
			old = append(old, sec.Name)
		}
	}
	if len(old) > 0 {
		if keepExisting {
			return &ExistingDebugError{old}
		}
		if err := f.RemoveSections(func(sec *elfrw.Section) bool { return elfrw.IsDebugOrRelocName(sec.Name) }); err != nil {
			return err
		}
	}
	return AddToELF(f, secs, nil)
}

// AddToELF adds the debug sections secs to f, with a .rela.<name> (or .rel.<name> where the
// machine uses REL) section for each one that has relocations. Relocation targets are found
// in f's .symtab: symbols by name, sections through their STT_SECTION symbol or, failing
// that, any symbol defined in the section (the addend is adjusted by its value). When f has no
// .symtab, one is made holding a section symbol for every section and then syms.
func AddToELF(f *elfrw.File, secs []Section, syms []ELFSymbol) error {
	for _, s := range secs {
		if f.Section(s.Name) != nil {
			return fmt.Errorf("%s: section already present", s.Name)
		}
		f.AddSection(&elfrw.Section{Name: s.Name, Type: elf.SHT_PROGBITS, Addralign: 1}, s.Data)
	}
	need := false
	for _, s := range secs {
		need = need || len(s.Relocs) > 0
	}
	if !need {
		return nil
	}
	tab := f.Section(".symtab")
	if tab == nil {
		var err error
		if tab, err = addSymtab(f, syms); err != nil {
			return err
		}
	}
	st, err := readSymtab(f, tab)
	if err != nil {
		return err
	}
	for _, s := range secs {
		if len(s.Relocs) == 0 {
			continue
		}
		data, rel, err := encodeRelocs(f, st, s.Relocs)
		if err != nil {
			return fmt.Errorf("%s: %w", s.Name, err)
		}
		r := &elfrw.Section{Name: ".rela" + s.Name, Type: elf.SHT_RELA, Flags: elf.SHF_INFO_LINK,
			Link: uint32(f.Index(tab)), Info: uint32(f.Index(f.Section(s.Name))), Addralign: wordSize(f.Class)}
		r.Entsize = 3 * wordSize(f.Class)
		if rel {
			r.Name, r.Type, r.Entsize = ".rel"+s.Name, elf.SHT_REL, 2*wordSize(f.Class)
		}
		f.AddSection(r, data)
	}
	return nil
}

func wordSize(c elf.Class) uint64 {
	if c == elf.ELFCLASS64 {
		return 8
	}
	return 4
}

type symEntry struct {
	name  string
	typ   elf.SymType
	shndx uint32
	value uint64
}

type symtab struct {
	byName    map[string]uint32
	bySection map[uint32]uint32 // section index -> STT_SECTION symbol, or another symbol in it
	entries   []symEntry
}

// addSymtab appends .symtab and .strtab: the null symbol, a section symbol per section, the
// local then the global symbols of syms.
func addSymtab(f *elfrw.File, syms []ELFSymbol) (*elfrw.Section, error) {
	w := buf{be: f.ByteOrder == binary.BigEndian}
	strs := []byte{0}
	n := len(f.Sections) + 2 // the two tables added here get section symbols too
	put := func(name uint32, info byte, shndx uint16, value, size uint64) {
		if f.Class == elf.ELFCLASS64 {
			w.u32(name)
			w.u8(info)
			w.u8(0)
			w.u16(shndx)
			w.u64(value)
			w.u64(size)
			return
		}
		w.u32(name)
		w.u32(uint32(value))
		w.u32(uint32(size))
		w.u8(info)
		w.u8(0)
		w.u16(shndx)
	}
	put(0, 0, 0, 0, 0)
	for i := 1; i < n; i++ {
		put(0, byte(elf.STB_LOCAL)<<4|byte(elf.STT_SECTION), uint16(i), 0, 0)
	}
	nlocal := n
	for pass := 0; pass < 2; pass++ {
		for _, s := range syms {
			if s.Global != (pass == 1) {
				continue
			}
			shndx := uint16(elf.SHN_UNDEF)
			if s.Section != "" {
				sec := f.Section(s.Section)
				if sec == nil {
					return nil, fmt.Errorf("symbol %s: no section %s", s.Name, s.Section)
				}
				shndx = uint16(f.Index(sec))
			}
			bind := elf.STB_LOCAL
			if s.Global {
				bind = elf.STB_GLOBAL
			} else {
				nlocal++
			}
			put(uint32(len(strs)), byte(bind)<<4|byte(s.Type), shndx, s.Value, s.Size)
			strs = append(strs, s.Name...)
			strs = append(strs, 0)
		}
	}
	if len(f.Sections)+2 > int(elf.SHN_LORESERVE) {
		return nil, fmt.Errorf("too many sections for a simple symbol table")
	}
	tab := f.AddSection(&elfrw.Section{Name: ".symtab", Type: elf.SHT_SYMTAB, Info: uint32(nlocal),
		Addralign: wordSize(f.Class), Entsize: map[bool]uint64{true: 24, false: 16}[f.Class == elf.ELFCLASS64]}, w.b)
	f.AddSection(&elfrw.Section{Name: ".strtab", Type: elf.SHT_STRTAB, Addralign: 1}, strs)
	tab.Link = uint32(len(f.Sections) - 1)
	return tab, nil
}

// readSymtab indexes the symbols of tab for relocation targets.
func readSymtab(f *elfrw.File, tab *elfrw.Section) (*symtab, error) {
	all, err := f.Symbols(tab)
	if err != nil {
		return nil, err
	}
	st := &symtab{byName: map[string]uint32{}, bySection: map[uint32]uint32{}}
	for _, e := range all {
		s := symEntry{name: e.Name, typ: e.Type, shndx: e.Shndx, value: e.Value}
		idx := uint32(len(st.entries))
		st.entries = append(st.entries, s)
		if idx == 0 {
			continue
		}
		// A defined symbol wins over an undefined one of the same name.
		if s.name != "" && s.typ != elf.STT_SECTION {
			if old, ok := st.byName[s.name]; !ok || (st.entries[old].shndx == uint32(elf.SHN_UNDEF) && s.shndx != uint32(elf.SHN_UNDEF)) {
				st.byName[s.name] = idx
			}
		}
		if s.shndx != uint32(elf.SHN_UNDEF) && s.shndx < uint32(elf.SHN_LORESERVE) {
			if old, ok := st.bySection[s.shndx]; !ok || (s.typ == elf.STT_SECTION && st.entries[old].typ != elf.STT_SECTION) {
				st.bySection[s.shndx] = idx
			}
		}
	}
	return st, nil
}

// encodeRelocs encodes relocations for f's class, byte order and machine.
func encodeRelocs(f *elfrw.File, st *symtab, rs []Reloc) ([]byte, bool, error) {
	w := buf{be: f.ByteOrder == binary.BigEndian}
	var rel bool
	for _, r := range rs {
		typ, isRel, err := elfrw.AbsRelocType(f.Machine, f.Class, r.Size)
		if err != nil {
			return nil, false, err
		}
		rel = isRel
		var sym uint32
		addend := int64(r.Target.Off)
		switch {
		case r.Target.Symbol != "":
			i, ok := st.byName[r.Target.Symbol]
			if !ok {
				return nil, false, fmt.Errorf("relocation at offset %#x: no symbol %q", r.Offset, r.Target.Symbol)
			}
			sym = i
		case r.Target.Section != "":
			sec := f.Section(r.Target.Section)
			if sec == nil {
				return nil, false, fmt.Errorf("relocation at offset %#x: no section %q", r.Offset, r.Target.Section)
			}
			i, ok := st.bySection[uint32(f.Index(sec))]
			if !ok {
				return nil, false, fmt.Errorf("relocation at offset %#x: no symbol in section %q", r.Offset, r.Target.Section)
			}
			sym = i
			if e := st.entries[i]; e.typ != elf.STT_SECTION {
				addend -= int64(e.value)
			}
		default:
			continue
		}
		if rel && addend != int64(r.Target.Off) {
			return nil, false, fmt.Errorf("relocation at offset %#x: REL cannot carry adjusted addend", r.Offset)
		}
		if f.Class == elf.ELFCLASS64 {
			w.u64(r.Offset)
			if f.Machine == elf.EM_MIPS && !w.be {
				// MIPS64 little-endian keeps r_info as a 32-bit symbol then four type bytes.
				w.u32(sym)
				w.b = append(w.b, 0, 0, 0, byte(typ))
			} else {
				w.u64(uint64(sym)<<32 | uint64(typ))
			}
			if !rel {
				w.u64(uint64(addend))
			}
		} else {
			if r.Offset>>32 != 0 || sym >= 1<<24 || typ > 0xff {
				return nil, false, fmt.Errorf("relocation at offset %#x does not fit ELF32", r.Offset)
			}
			w.u32(uint32(r.Offset))
			w.u32(sym<<8 | typ)
			if !rel {
				w.u32(uint32(addend))
			}
		}
	}
	return w.b, rel, nil
}
