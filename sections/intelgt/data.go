package intelgt

import (
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// DataSections are the zebin sections of program-scope data the runtime loads into GPU memory:
// a symbol's value there is an offset from the section's load address (compute-runtime's
// DebugZebinCreator adds the global constant or variable allocation's GPU address to it before
// it applies .rela.debug_info).
var DataSections = map[string]bool{".data.const": true, ".data.global": true}

// DataObjects returns the objects f's symbol table defines inside a loaded data section (IGC's
// program-scope __constant and __global variables), by name, the first of a name; none when f
// has no symbol table.
func DataObjects(f *elfrw.File) (map[string]elfrw.Symbol, error) {
	syms, err := f.Symtab()
	if err != nil {
		return nil, fmt.Errorf("data objects: %w", err)
	}
	out := map[string]elfrw.Symbol{}
	for _, s := range syms {
		if s.Type != elf.STT_OBJECT || s.Name == "" || s.Shndx == 0 || s.Shndx >= uint32(elf.SHN_LORESERVE) || int(s.Shndx) >= len(f.Sections) {
			continue
		}
		sec := f.Sections[s.Shndx]
		if !DataSections[sec.Name] || sec.Flags&elf.SHF_ALLOC == 0 || s.Value > sec.Size || s.Size > sec.Size-s.Value {
			continue
		}
		if _, dup := out[s.Name]; !dup {
			out[s.Name] = s
		}
	}
	return out, nil
}
