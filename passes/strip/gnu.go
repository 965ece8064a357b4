package strip

import (
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// AllGNU is GNU strip's --strip-all (objcopy's -S): All for executables and shared objects;
// a relocatable file loses its debug sections, its non-loaded relocation sections, its groups
// (their members stay, no longer grouped) and every symbol, and then its symbol table, as
// GNU binutils 2.40 writes it (binutils tests strip-1, -4, -6, -8). Such an object can no longer
// be linked; hdwarf's own strip command keeps the symbols of relocatable files (All). keepFile
// keeps the STT_FILE symbols, and so the symbol table (--keep-file-symbols).
func AllGNU(f *elfrw.File, keepFile bool) error {
	if f.Type != elf.ET_REL && !keepFile {
		return All(f)
	}
	if err := debugSections(f, keepFile); err != nil {
		return err
	}
	symtab := func(i uint32) bool {
		return int(i) < len(f.Sections) && f.Sections[i].Type == elf.SHT_SYMTAB && f.Sections[i].Flags&elf.SHF_ALLOC == 0
	}
	if f.Type == elf.ET_REL {
		if err := f.RemoveSections(func(s *elfrw.Section) bool {
			switch s.Type {
			case elf.SHT_REL, elf.SHT_RELA:
				return s.Flags&elf.SHF_ALLOC == 0 && symtab(s.Link)
			case elf.SHT_GROUP:
				return symtab(s.Link)
			}
			return false
		}); err != nil {
			return err
		}
	}
	for _, tab := range f.Sections {
		if tab.Type != elf.SHT_SYMTAB || tab.Flags&elf.SHF_ALLOC != 0 {
			continue
		}
		n, err := f.RemoveSymbols(tab, func(s elfrw.Symbol) bool { return !keepFile || s.Type != elf.STT_FILE })
		if err != nil {
			return fmt.Errorf("%s: %w", tab.Name, err)
		}
		if n > 0 {
			if err := compactStrings(f, tab); err != nil {
				return fmt.Errorf("%s: %w", tab.Name, err)
			}
		}
	}
	return DropEmptySymtab(f)
}

// DropEmptySymtab removes a symbol table that holds only the null symbol, with its string
// table and extended index table, when no other section needs it and the file is not a
// relocatable one with relocations: GNU objcopy writes no symbol table then.
func DropEmptySymtab(f *elfrw.File) error {
	null := uint64(24) // the null symbol's entry
	if f.Class == elf.ELFCLASS32 {
		null = 16
	}
	return removeSymtabs(f, func(tab *elfrw.Section) bool { return tab.Size <= null })
}

// AlignGNU gives relocation sections and symbol tables that are not loaded the file's word
// alignment (8, or 4 in ELF32), whatever the input had, as GNU objcopy writes them.
func AlignGNU(f *elfrw.File) {
	word := uint64(8)
	if f.Class == elf.ELFCLASS32 {
		word = 4
	}
	for _, s := range f.Sections {
		switch s.Type {
		case elf.SHT_REL, elf.SHT_RELA, elf.SHT_SYMTAB:
			if s.Flags&elf.SHF_ALLOC == 0 {
				s.Addralign = word
			}
		}
	}
}

// TidyGNU stores the section names and every non-loaded symbol table's names again compactly
// when removed says sections went, as GNU and LLVM rebuild those tables.
func TidyGNU(f *elfrw.File, removed bool) error {
	if !removed {
		return nil
	}
	for _, tab := range f.Sections {
		if tab.Type == elf.SHT_SYMTAB && tab.Flags&elf.SHF_ALLOC == 0 {
			if err := compactStrings(f, tab); err != nil {
				return fmt.Errorf("%s: %w", tab.Name, err)
			}
		}
	}
	return compactSectionNames(f)
}

// compactSectionNames stores the section names again, each once with tails shared, unless the
// table also holds symbol names (compactStrings rebuilds those together) or is loaded.
func compactSectionNames(f *elfrw.File) error {
	si := f.Shstrndx
	if si <= 0 || si >= len(f.Sections) || f.Sections[si].Flags&elf.SHF_ALLOC != 0 {
		return nil
	}
	for _, s := range f.Sections {
		if (s.Type == elf.SHT_SYMTAB || s.Type == elf.SHT_DYNSYM) && int(s.Link) == si {
			return nil
		}
	}
	names := make([]string, 0, len(f.Sections))
	for _, s := range f.Sections[1:] {
		names = append(names, s.Name)
	}
	table, offs := buildStrtab(names)
	old, err := f.Sections[si].Data()
	if err != nil {
		return err
	}
	if len(table) >= len(old) {
		return nil
	}
	for i, s := range f.Sections[1:] {
		s.NameOff = offs[i]
	}
	f.Sections[si].SetData(table)
	return nil
}
