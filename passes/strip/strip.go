// Package strip removes debug information from ELF files, keeps only the debug information for
// a separate debug file, and links the two (.gnu_debuglink, build-id): the jobs of
// objcopy --strip-debug, --strip-all and --only-keep-debug.
package strip

import (
	"bytes"
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// IsDebug reports whether s holds debugging information: .debug_* and the old compressed
// .zdebug_* sections, and .gdb_index (the set llvm-objcopy and GNU objcopy remove with
// --strip-debug).
func IsDebug(s *elfrw.Section) bool {
	return elfrw.IsDebugName(s.Name) || s.Name == ".gdb_index"
}

// Debug removes the debug sections, the relocation sections that apply to them and the
// debug-only symbols of the symbol table (section symbols of removed sections and STT_FILE
// symbols, as GNU and LLVM objcopy do); the symbol string table loses the names no longer used.
// Loaded sections, notes (build-id) and .gnu_debuglink are kept.
func Debug(f *elfrw.File) error { return debugSections(f, false) }

// DebugKeepFileSymbols is Debug without removing the STT_FILE symbols (--keep-file-symbols).
func DebugKeepFileSymbols(f *elfrw.File) error { return debugSections(f, true) }

func debugSections(f *elfrw.File, keepFile bool) error {
	before := len(f.Sections)
	if err := f.RemoveSections(func(s *elfrw.Section) bool {
		return IsDebug(s) && s.Flags&elf.SHF_ALLOC == 0
	}); err != nil {
		return err
	}
	for _, tab := range f.Sections {
		if tab.Type != elf.SHT_SYMTAB {
			continue
		}
		n, err := f.RemoveSymbols(tab, func(s elfrw.Symbol) bool { return s.Type == elf.STT_FILE && !keepFile })
		if err != nil {
			return fmt.Errorf("%s: %w", tab.Name, err)
		}
		// Names of removed symbols and sections go; a file stripping leaves alone stays as it is.
		if n > 0 || len(f.Sections) != before {
			if err := compactStrings(f, tab); err != nil {
				return fmt.Errorf("%s: %w", tab.Name, err)
			}
		}
	}
	return nil
}

// All does what Debug does and also removes the symbol table with its string table from
// executables and shared objects, unless a section that stays needs it. Relocatable files
// (zebins among them, whose loader finds kernels by symbol) and vendor types keep theirs; the
// dynamic symbol table, which the loader needs, is never touched.
func All(f *elfrw.File) error {
	if err := Debug(f); err != nil {
		return err
	}
	if f.Type != elf.ET_EXEC && f.Type != elf.ET_DYN {
		return nil
	}
	return removeSymtabs(f, func(*elfrw.Section) bool { return true })
}

// removeSymtabs removes the symbol tables that are not loaded and that which picks, with
// their extended index tables and, where nothing else needs it, their string tables; a table
// another section still links to stays.
func removeSymtabs(f *elfrw.File, which func(tab *elfrw.Section) bool) error {
	gone := map[*elfrw.Section]bool{}
	for i, tab := range f.Sections {
		if tab.Type != elf.SHT_SYMTAB || tab.Flags&elf.SHF_ALLOC != 0 || !which(tab) || needed(f, i, elf.SHT_SYMTAB_SHNDX) {
			continue
		}
		gone[tab] = true
		for _, s := range f.Sections {
			if s.Type == elf.SHT_SYMTAB_SHNDX && int(s.Link) == i {
				gone[s] = true
			}
		}
		if str := int(tab.Link); str > 0 && str < len(f.Sections) && str != f.Shstrndx &&
			f.Sections[str].Flags&elf.SHF_ALLOC == 0 && !neededExcept(f, str, gone) {
			gone[f.Sections[str]] = true
		}
	}
	if len(gone) == 0 {
		return nil
	}
	return f.RemoveSections(func(s *elfrw.Section) bool { return gone[s] })
}

// needed reports whether a section other than one of type except links to section i.
func needed(f *elfrw.File, i int, except elf.SectionType) bool {
	for j, s := range f.Sections {
		if j != i && s.Type != except && int(s.Link) == i && linksByIndex(s) {
			return true
		}
	}
	return false
}

// neededExcept reports whether a section not in gone links to section i.
func neededExcept(f *elfrw.File, i int, gone map[*elfrw.Section]bool) bool {
	for j, s := range f.Sections {
		if j != i && !gone[s] && int(s.Link) == i && linksByIndex(s) {
			return true
		}
	}
	return false
}

// linksByIndex reports whether sh_link holds a section index for this type.
func linksByIndex(s *elfrw.Section) bool {
	switch s.Type {
	case elf.SHT_SYMTAB, elf.SHT_DYNSYM, elf.SHT_REL, elf.SHT_RELA, elf.SHT_GROUP, elf.SHT_HASH,
		elf.SHT_GNU_HASH, elf.SHT_DYNAMIC, elf.SHT_SYMTAB_SHNDX, elf.SHT_GNU_VERSYM, elf.SHT_GNU_VERDEF,
		elf.SHT_GNU_VERNEED:
		return true
	}
	return s.Flags&elf.SHF_LINK_ORDER != 0
}

// OnlyKeepDebug turns f into a separate debug file: loaded sections other than notes keep
// their headers (address, size, alignment) but lose their contents (SHT_NOBITS); debug
// sections, symbol tables, notes and other non-loaded sections stay. Segments keep their
// addresses and memory sizes; their file sizes shrink to the contents that remain, and the
// file is packed again so that it holds only those.
func OnlyKeepDebug(f *elfrw.File) error {
	if len(f.Sections) == 0 {
		// No section headers (llvm-objcopy --strip-sections writes such files): nothing is
		// debug information, and the segments keep what they hold.
		return nil
	}
	old := make([]elfrw.Prog, len(f.Progs))
	for i, p := range f.Progs {
		old[i] = *p
	}
	for _, s := range f.Sections[1:] {
		if s.Flags&elf.SHF_ALLOC != 0 && s.Type != elf.SHT_NOTE && s.Type != elf.SHT_NOBITS {
			s.Type = elf.SHT_NOBITS
		}
	}
	ehsz, phsz := uint64(64), uint64(56)
	if f.Class == elf.ELFCLASS32 {
		ehsz, phsz = 52, 32
	}
	// Loadable segments first: the others take their new offsets from the one holding them.
	for pass := 0; pass < 2; pass++ {
		for i, p := range f.Progs {
			if (p.Type == elf.PT_LOAD) != (pass == 0) {
				continue
			}
			o := old[i]
			end := o.Off
			keep := func(lo, hi uint64) {
				if lo >= o.Off && hi <= o.Off+o.Filesz && hi > end {
					end = hi
				}
			}
			keep(0, ehsz)
			keep(f.Phoff, f.Phoff+phsz*uint64(len(f.Progs)))
			for _, s := range f.Sections[1:] {
				if s.HasFileData() && s.Size > 0 {
					keep(s.Offset, s.Offset+s.Size)
				}
			}
			p.Filesz = end - o.Off
			if p.Filesz == 0 {
				p.Off = emptyOffset(f.Progs, old, o)
			}
		}
	}
	// Sections without contents point where their segment's contents now end, so that readers
	// checking section against segment offsets stay content.
	for _, s := range f.Sections[1:] {
		if s.Type != elf.SHT_NOBITS || s.Flags&elf.SHF_ALLOC == 0 {
			continue
		}
		for i, p := range f.Progs {
			o := old[i]
			if p.Type != elf.PT_LOAD || s.Offset < o.Off || s.Offset > o.Off+o.Filesz || o.Filesz == 0 {
				continue
			}
			s.Offset = p.Off + min(s.Offset-o.Off, p.Filesz)
			break
		}
	}
	// The debug file is new: its symbol names are stored compactly, as objcopy does.
	for _, tab := range f.Sections {
		if tab.Type == elf.SHT_SYMTAB {
			if err := compactStrings(f, tab); err != nil {
				return fmt.Errorf("%s: %w", tab.Name, err)
			}
		}
	}
	f.Repack()
	return nil
}

// compactStrings rebuilds the string table of tab so that it holds only the names its symbols
// use (and the section names, when the table holds those too, as clang's objects do), each
// once, a name that ends another one sharing its bytes. It does nothing when another table
// shares the strings or they are loaded.
func compactStrings(f *elfrw.File, tab *elfrw.Section) error {
	si := int(tab.Link)
	if si <= 0 || si >= len(f.Sections) {
		return nil
	}
	str := f.Sections[si]
	if str.Type != elf.SHT_STRTAB || str.Flags&elf.SHF_ALLOC != 0 {
		return nil
	}
	for _, s := range f.Sections {
		if s != tab && int(s.Link) == si && linksByIndex(s) {
			return nil
		}
	}
	strs, err := str.Data()
	if err != nil {
		return err
	}
	syms, err := tab.Data()
	if err != nil {
		return err
	}
	es, order := 24, f.ByteOrder
	if f.Class == elf.ELFCLASS32 {
		es = 16
	}
	count := len(syms) / es
	names := make([]string, 0, count+len(f.Sections))
	for i := 0; i < count; i++ {
		off := order.Uint32(syms[i*es:])
		if int64(off) >= int64(len(strs)) {
			return fmt.Errorf("symbol %d: name offset %#x is past the %d-byte string table", i, off, len(strs))
		}
		n := strs[off:]
		k := bytes.IndexByte(n, 0)
		if k < 0 {
			return fmt.Errorf("symbol %d: name at %#x is not NUL-terminated", i, off)
		}
		names = append(names, string(n[:k]))
	}
	shared := si == f.Shstrndx
	if shared {
		for _, s := range f.Sections[1:] {
			names = append(names, s.Name)
		}
	}
	table, offs := buildStrtab(names)
	if len(table) >= len(strs) {
		return nil
	}
	out := make([]byte, len(syms))
	copy(out, syms)
	for i := 0; i < count; i++ {
		order.PutUint32(out[i*es:], offs[i])
	}
	if shared {
		for i, s := range f.Sections[1:] {
			s.NameOff = offs[count+i]
		}
	}
	tab.SetData(out)
	str.SetData(table)
	return nil
}

// emptyOffset is the offset for a segment o that keeps no contents: where its bytes would start
// in the loadable segment holding it, or else the lowest offset that agrees with its address
// modulo its alignment (what GNU objcopy writes), which keeps it inside a small debug file.
func emptyOffset(progs []*elfrw.Prog, old []elfrw.Prog, o elfrw.Prog) uint64 {
	if o.Type != elf.PT_LOAD {
		for i, p := range progs {
			l := old[i]
			if p.Type == elf.PT_LOAD && o.Off >= l.Off && o.Off+o.Filesz <= l.Off+l.Filesz && l.Filesz > 0 {
				return p.Off + min(o.Off-l.Off, p.Filesz)
			}
		}
	}
	if o.Align > 1 && o.Align&(o.Align-1) == 0 {
		return o.Vaddr & (o.Align - 1)
	}
	return o.Off
}
