package strip

import (
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// Symbols does what objcopy and strip -N NAME (--strip-symbol) do: the .symtab symbols with
// one of names go, and their names leave the string table; keepFile keeps STT_FILE symbols
// whatever their name (--keep-file-symbols wins over -N in GNU's filter_symbols). One that a relocation or a group names is an error, as in GNU's.
func Symbols(f *elfrw.File, names []string, keepFile bool) error {
	if len(names) == 0 {
		return nil
	}
	want := make(map[string]bool, len(names))
	for _, n := range names {
		want[n] = true
	}
	for _, tab := range f.Sections {
		if tab.Type != elf.SHT_SYMTAB {
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
		drop := func(s elfrw.Symbol) bool { return want[s.Name] && !(keepFile && s.Type == elf.STT_FILE) }
		for _, s := range syms[1:] {
			if drop(s) && used[s.Index] {
				return fmt.Errorf("not stripping symbol `%s' because it is named in a relocation", s.Name)
			}
		}
		n, err := f.RemoveSymbols(tab, drop)
		if err != nil {
			return fmt.Errorf("%s: %w", tab.Name, err)
		}
		// GNU and LLVM write the string table again, without the names that went.
		if n > 0 {
			if err := compactStrings(f, tab); err != nil {
				return fmt.Errorf("%s: %w", tab.Name, err)
			}
		}
	}
	return nil
}
