package elfrw

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"strings"
)

// Symbol is one symbol table entry as RemoveSymbols shows it to its caller.
type Symbol struct {
	Index int
	Name  string
	Bind  elf.SymBind
	Type  elf.SymType
	Shndx uint32 // st_shndx as stored (SHN_XINDEX not resolved)
	Value uint64
	Size  uint64
}

// RemoveSymbols removes the entries of symbol table tab for which drop returns true (entry 0 is
// never offered) and renumbers everything that refers to the table by index: relocations,
// group signatures, the SHT_SYMTAB_SHNDX table and sh_info (the first global). A dropped symbol
// that a relocation or group still uses is an error and leaves f unchanged. The string table
// is left as it is. It returns how many symbols were removed.
func (f *File) RemoveSymbols(tab *Section, drop func(Symbol) bool) (int, error) {
	if tab.Type != elf.SHT_SYMTAB && tab.Type != elf.SHT_DYNSYM {
		return 0, fmt.Errorf("section %s is not a symbol table", tab.Name)
	}
	if tab.Flags&elf.SHF_ALLOC != 0 {
		return 0, fmt.Errorf("cannot drop symbols from the loaded table %s", tab.Name)
	}
	raw, err := tab.Data()
	if err != nil {
		return 0, err
	}
	var strs []byte
	if int(tab.Link) < len(f.Sections) {
		strs, _ = f.Sections[tab.Link].Data()
	}
	es := f.symSize()
	count := len(raw) / es
	symMap := make([]int64, count)
	out := make([]byte, 0, len(raw))
	dropped, droppedLocals := 0, 0
	for i := 0; i < count; i++ {
		e := raw[i*es : (i+1)*es]
		if i > 0 && drop(f.decodeSymbol(i, e, strs)) {
			symMap[i] = -1
			dropped++
			if uint32(i) < tab.Info {
				droppedLocals++
			}
			continue
		}
		symMap[i] = int64(i - dropped)
		out = append(out, e...)
	}
	if dropped == 0 {
		return 0, nil
	}
	out = append(out, raw[count*es:]...)
	edits := map[*Section][]byte{tab: out}
	ti := uint32(f.Index(tab))
	infos := map[*Section]uint32{}
	for _, s := range f.Sections {
		if s.Link != ti || !linksSection(s) {
			continue
		}
		switch s.Type {
		case elf.SHT_REL, elf.SHT_RELA:
			b, err := f.renumberRelocs(s, symMap, func(sym uint64) string {
				return fmt.Sprintf("symbol %q, which is being removed", f.decodeSymbol(int(sym), raw[int(sym)*es:], strs).Name)
			})
			if err != nil {
				return 0, err
			}
			if b != nil {
				edits[s] = b
			}
		case elf.SHT_GROUP:
			if int(s.Info) < count {
				if symMap[s.Info] < 0 {
					return 0, fmt.Errorf("cannot remove symbol %d of %s: it is the signature of group %s", s.Info, tab.Name, s.Name)
				}
				infos[s] = uint32(symMap[s.Info])
			}
		case shtLLVMAddrsig:
			b, err := f.renumberAddrsig(s, symMap)
			if err != nil {
				return 0, err
			}
			edits[s] = b
		case elf.SHT_SYMTAB_SHNDX:
			b, err := s.Data()
			if err != nil {
				return 0, err
			}
			var nb []byte
			for j := 0; j < count && (j+1)*4 <= len(b); j++ {
				if symMap[j] >= 0 {
					nb = append(nb, b[j*4:(j+1)*4]...)
				}
			}
			edits[s] = nb
		}
	}
	for s, b := range edits {
		s.SetData(b)
	}
	for s, v := range infos {
		s.Info = v
	}
	tab.Info -= uint32(droppedLocals)
	return dropped, nil
}

func (f *File) decodeSymbol(i int, e, strs []byte) Symbol {
	name, _ := cString(strs, f.ByteOrder.Uint32(e))
	s := Symbol{Index: i, Name: name, Shndx: uint32(f.ByteOrder.Uint16(e[f.shndxOffset():]))}
	info := e[f.infoOffset()]
	s.Bind, s.Type = elf.SymBind(info>>4), elf.SymType(info&0xf)
	if f.Class == elf.ELFCLASS32 {
		s.Value, s.Size = uint64(f.ByteOrder.Uint32(e[4:])), uint64(f.ByteOrder.Uint32(e[8:]))
	} else {
		s.Value, s.Size = f.ByteOrder.Uint64(e[8:]), f.ByteOrder.Uint64(e[16:])
	}
	return s
}

// Repack makes the next write place every section that no segment holds afresh: packed in
// input order after the headers and the segments' bytes, with zeros in the gaps, as if all of
// them had moved. Callers that shrink segments (p_filesz) use it so that the file shrinks too.
func (f *File) Repack() {
	f.removed, f.removedAt = true, 0
}

// ReleaseRaw tells the system that bytes [off, off+n) of the section's input will not be read
// again soon, so that a mapped input stops counting them as resident memory: a pass that
// streams through gigabytes of sections then needs no more memory than its output. The bytes
// stay readable (they come back from the page cache). It does nothing for inputs that are not
// mapped.
func (s *Section) ReleaseRaw(off, n int64) {
	src := s.file.src
	// A replaced section may still be reading its input (SetContents): the pages come
	// back from the file if touched again, so releasing is always safe.
	if !src.unmap || src.mem == nil || s.added || off < 0 || n <= 0 || off+n > s.origLen {
		return
	}
	page := int64(os.Getpagesize())
	lo := (s.origOff + off + page - 1) / page * page
	hi := (s.origOff + off + n) / page * page
	if hi > lo {
		dropPages(src.mem[lo:hi])
	}
}

// shtLLVMAddrsig is SHT_LLVM_ADDRSIG: the symbols whose addresses are taken, as ULEB128 indices
// into the symbol table sh_link names (clang writes it into objects).
const shtLLVMAddrsig elf.SectionType = 0x6fff4c03

// renumberAddrsig rewrites the symbol indices of an address-significance table through symMap,
// leaving out the symbols that are gone.
func (f *File) renumberAddrsig(s *Section, symMap []int64) ([]byte, error) {
	raw, err := s.Data()
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(raw))
	for off := 0; off < len(raw); {
		v, n := binary.Uvarint(raw[off:])
		if n <= 0 {
			return nil, fmt.Errorf("section %s: bad ULEB128 symbol index at offset %#x", s.Name, off)
		}
		off += n
		if v < uint64(len(symMap)) {
			if symMap[v] < 0 {
				continue
			}
			v = uint64(symMap[v])
		}
		out = binary.AppendUvarint(out, v)
	}
	return out, nil
}

// Symbols decodes the entries of symbol table tab (SHT_SYMTAB or SHT_DYNSYM), entry 0 included,
// with names from its string table.
func (f *File) Symbols(tab *Section) ([]Symbol, error) {
	if tab.Type != elf.SHT_SYMTAB && tab.Type != elf.SHT_DYNSYM {
		return nil, fmt.Errorf("section %s is not a symbol table", tab.Name)
	}
	raw, err := tab.Data()
	if err != nil {
		return nil, err
	}
	if int(tab.Link) >= len(f.Sections) {
		return nil, fmt.Errorf("%s: string table index %d out of range", tab.Name, tab.Link)
	}
	strs, err := f.Sections[tab.Link].Data()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Sections[tab.Link].Name, err)
	}
	es := f.symSize()
	syms := make([]Symbol, 0, len(raw)/es)
	for i := 0; (i+1)*es <= len(raw); i++ {
		syms = append(syms, f.decodeSymbol(i, raw[i*es:(i+1)*es], strs))
	}
	return syms, nil
}

// SymbolBase returns the index of the section whose address a symbol's value is relative
// to when a relocation uses it: its st_shndx, except for the symbols IGC's zebins define
// for code addresses in their debug sections. IGC (1.0.12504 and later) relocates
// .debug_info, .debug_frame and .debug_line against symbols named .text.<kernel> whose
// st_shndx is the debug section and whose value plus addend is an offset in the kernel's
// code; Intel's runtime resolves such a symbol by its name to the code of the kernel
// (intel/compute-runtime shared/source/device_binary_format/zebin/debug_zebin.cpp,
// DebugZebinCreator::applyRelocations: a symbol defined in a ".debug_" section whose
// name starts with ".text." gets the address of the kernel named by the rest). ok is
// false when the symbol is not defined in a section, or names a kernel with no code
// section.
func (f *File) SymbolBase(s Symbol) (index int, ok bool) {
	b := f.SymbolBases([]Symbol{s})[0]
	return b, b >= 0
}

// SymbolBases returns SymbolBase of each of syms (-1 where it is not ok), naming the code
// sections once, so that a symbol table is resolved in time linear in it and the sections.
func (f *File) SymbolBases(syms []Symbol) []int {
	out := make([]int, len(syms))
	var code map[string]int // executable PROGBITS sections by name, built when first needed
	for i, s := range syms {
		out[i] = -1
		if s.Shndx == 0 || s.Shndx >= uint32(elf.SHN_LORESERVE) || int(s.Shndx) >= len(f.Sections) {
			continue
		}
		if f.Machine != EMIntelGT || !strings.HasPrefix(f.Sections[s.Shndx].Name, ".debug_") || !strings.HasPrefix(s.Name, ".text.") {
			out[i] = int(s.Shndx)
			continue
		}
		if code == nil {
			code = map[string]int{}
			for j, t := range f.Sections {
				if _, dup := code[t.Name]; !dup && t.Type == elf.SHT_PROGBITS && t.Flags&elf.SHF_EXECINSTR != 0 {
					code[t.Name] = j
				}
			}
		}
		if j, found := code[s.Name]; found {
			out[i] = j
		}
	}
	return out
}

// Symtab returns the entries of .symtab, or none when the file has no symbol table.
func (f *File) Symtab() ([]Symbol, error) {
	tab := f.Section(".symtab")
	if tab == nil {
		return nil, nil
	}
	return f.Symbols(tab)
}
