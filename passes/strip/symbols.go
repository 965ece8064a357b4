package strip

import (
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// Symbols does what objcopy and strip -N NAME (--strip-symbol) do: the .symtab symbols with
// one of names go, except those a relocation or a group names, which GNU keeps with a
// warning; their names are returned, so that the caller can warn as GNU does.
func Symbols(f *elfrw.File, names []string) (kept []string, err error) {
	if len(names) == 0 {
		return nil, nil
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
			return nil, fmt.Errorf("%s: %w", tab.Name, err)
		}
		_, err = f.RemoveSymbols(tab, func(s elfrw.Symbol) bool {
			if !want[s.Name] {
				return false
			}
			if used[s.Index] {
				kept = append(kept, s.Name)
				return false
			}
			return true
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", tab.Name, err)
		}
	}
	return kept, nil
}
