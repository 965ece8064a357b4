package strip

import (
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// Symbols does what objcopy and strip -N NAME (--strip-symbol) do: the .symtab symbols with
// one of names go, and their names leave the string table; keepFile keeps STT_FILE symbols
// whatever their name (--keep-file-symbols wins over -N in GNU's filter_symbols). One that a
// relocation or a group names is an error, as in GNU's.
func Symbols(f *elfrw.File, names []string, keepFile bool) error {
	if len(names) == 0 {
		return nil
	}
	want := make(map[string]bool, len(names))
	for _, n := range names {
		want[n] = true
	}
	// A loaded symbol table is left alone, as by the other symbol removals: its bytes are
	// in a segment.
	return removeSymbols(f, func(s elfrw.Symbol, used map[int]bool) (bool, error) {
		drop := want[s.Name] && !(keepFile && s.Type == elf.STT_FILE)
		if drop && used[s.Index] {
			return false, fmt.Errorf("not stripping symbol `%s' because it is named in a relocation", s.Name)
		}
		return drop, nil
	})
}
