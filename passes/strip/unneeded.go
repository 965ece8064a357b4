package strip

import (
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// Unneeded does what objcopy --strip-unneeded does: Debug, then the symbols nothing needs go.
// Executables and shared objects need none of their symbol table (the loader reads .dynsym),
// so for them it is All. In relocatable files the defined global and weak symbols stay
// (another object may refer to them), and so do the symbols that a relocation or a group
// names and ARM and AArch64 mapping symbols (which disassemblers and linkers read); the other
// local symbols (static functions and variables, unused section symbols) and the undefined
// symbols no relocation uses go, as GNU objcopy removes them. keepFile keeps the STT_FILE
// symbols (--keep-file-symbols) of relocatable files.
func Unneeded(f *elfrw.File, keepFile bool) error {
	if f.Type == elf.ET_EXEC || f.Type == elf.ET_DYN {
		return All(f)
	}
	if err := debugSections(f, keepFile); err != nil {
		return err
	}
	return removeSymbols(f, func(s elfrw.Symbol, used map[int]bool) (bool, error) {
		if used[s.Index] || mappingSymbol(f.Machine, s) || keepFile && s.Type == elf.STT_FILE {
			return false, nil
		}
		return s.Bind == elf.STB_LOCAL || s.Shndx == uint32(elf.SHN_UNDEF), nil
	})
}

// usedSymbols returns the indices of tab's symbols that a relocation section or a group
// signature refers to.
func usedSymbols(f *elfrw.File, tab *elfrw.Section) (map[int]bool, error) {
	ti := uint32(f.Index(tab))
	used := map[int]bool{}
	for _, s := range f.Sections {
		if s.Link != ti {
			continue
		}
		switch s.Type {
		case elf.SHT_REL, elf.SHT_RELA:
			rs, err := f.Relocations(s)
			if err != nil {
				return nil, err
			}
			for _, r := range rs {
				used[int(r.Sym)] = true
			}
		case elf.SHT_GROUP:
			used[int(s.Info)] = true
		}
	}
	return used, nil
}

// mappingSymbol reports whether s is an ARM or AArch64 mapping symbol ($a, $t, $d, $x, alone
// or followed by a dot and more): it marks where code or data starts, and GNU's objcopy for
// those targets keeps it.
func mappingSymbol(m elf.Machine, s elfrw.Symbol) bool {
	if m != elf.EM_ARM && m != elf.EM_AARCH64 || s.Bind != elf.STB_LOCAL || len(s.Name) < 2 || s.Name[0] != '$' {
		return false
	}
	switch s.Name[1] {
	case 'a', 't', 'd', 'x':
		return len(s.Name) == 2 || s.Name[2] == '.'
	}
	return false
}

// OnlySectionSymbols removes what GNU objcopy's --only-section removes besides the sections:
// the undefined, absolute (STT_FILE too) and common symbols, whose pseudo-sections -j does not
// name. One a relocation or group still uses stays, as LLVM keeps it (GNU refuses the file).
func OnlySectionSymbols(f *elfrw.File) error {
	return removeSymbols(f, func(s elfrw.Symbol, used map[int]bool) (bool, error) {
		switch elf.SectionIndex(s.Shndx) {
		case elf.SHN_UNDEF, elf.SHN_ABS, elf.SHN_COMMON:
			return !used[s.Index], nil
		}
		return false, nil
	})
}

// removeSymbols removes from every symbol table that is not loaded the symbols drop picks,
// told which of them a relocation or group uses, and then stores the table's names again
// compactly, as GNU and LLVM write it. An error of drop stops it before anything is removed.
func removeSymbols(f *elfrw.File, drop func(s elfrw.Symbol, used map[int]bool) (bool, error)) error {
	for _, tab := range f.Sections {
		if tab.Type != elf.SHT_SYMTAB || tab.Flags&elf.SHF_ALLOC != 0 {
			continue
		}
		used, err := usedSymbols(f, tab)
		if err != nil {
			return fmt.Errorf("%s: %w", tab.Name, err)
		}
		syms, err := f.Symbols(tab)
		if err != nil {
			return fmt.Errorf("%s: %w", tab.Name, err)
		}
		gone := map[int]bool{}
		for _, sym := range syms[1:] {
			d, err := drop(sym, used)
			if err != nil {
				return err
			}
			gone[sym.Index] = d
		}
		n, err := f.RemoveSymbols(tab, func(sym elfrw.Symbol) bool { return gone[sym.Index] })
		if err != nil {
			return fmt.Errorf("%s: %w", tab.Name, err)
		}
		if n > 0 {
			if err := compactStrings(f, tab); err != nil {
				return fmt.Errorf("%s: %w", tab.Name, err)
			}
		}
	}
	return nil
}
