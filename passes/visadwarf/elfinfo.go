package visadwarf

import (
	"debug/elf"

	"hdwarf/elfrw"
)

// Symbol is a symbol of the code object that the conversion checks against.
type Symbol struct {
	Name    string
	Type    elf.SymType
	Section int // section index (0 when undefined or special)
	Value   uint64
	Size    uint64
}

// ReadSymbols returns the entries of .symtab (none when the file has no symbol table).
func ReadSymbols(f *elfrw.File) ([]Symbol, error) {
	all, err := f.Symtab()
	if err != nil {
		return nil, err
	}
	syms := make([]Symbol, len(all))
	for i, e := range all {
		syms[i] = Symbol{Name: e.Name, Type: e.Type, Value: e.Value, Size: e.Size}
		if e.Shndx < uint32(elf.SHN_LORESERVE) {
			syms[i].Section = int(e.Shndx)
		}
	}
	return syms, nil
}

// symbolBases returns, for each symbol, the index of the section its value is relative to
// in a relocation, or -1 (elfrw.File.SymbolBases: IGC's .text.<kernel> symbols in debug
// sections are code addresses, as Intel's runtime resolves them).
func symbolBases(f *elfrw.File, syms []Symbol) []int {
	es := make([]elfrw.Symbol, len(syms))
	for i, s := range syms {
		es[i] = elfrw.Symbol{Name: s.Name, Shndx: uint32(s.Section)}
	}
	return f.SymbolBases(es)
}

// relocatable reports whether addresses must be relocations against the code sections.
func relocatable(f *elfrw.File) bool { return f.Type == elf.ET_REL }

// checkMachine reports an error when the relocation types debug data needs are unknown for
// the file's machine.
func checkMachine(f *elfrw.File) error {
	if !relocatable(f) {
		return nil
	}
	if _, _, err := elfrw.AbsRelocType(f.Machine, f.Class, 8); err != nil {
		return err
	}
	return nil
}
