package strip

import (
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// Symbols does what objcopy and strip -N NAME (--strip-symbol) do: the .symtab symbols with
// one of names go. One that a relocation or a group names is an error, as in GNU's.
func Symbols(f *elfrw.File, names []string) error {
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
		for _, s := range syms[1:] {
			if want[s.Name] && used[s.Index] {
				return fmt.Errorf("not stripping symbol `%s' because it is named in a relocation", s.Name)
			}
		}
		if _, err := f.RemoveSymbols(tab, func(s elfrw.Symbol) bool { return want[s.Name] }); err != nil {
			return fmt.Errorf("%s: %w", tab.Name, err)
		}
	}
	return nil
}
