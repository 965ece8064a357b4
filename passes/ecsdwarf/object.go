package ecsdwarf

import (
	"debug/elf"
	"fmt"
	"sort"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/text/ecs"
)

// Convert turns a parsed .dbg file into an ELF relocatable object for the file's target
// holding the DWARF sections, a symbol table with one undefined symbol per code or data
// section the DWARF refers to, and the relocations.
func Convert(name string, f *ecs.File, opt Options) (*elfrw.File, error) {
	c, err := NewConverter(name, f)
	if err != nil {
		return nil, err
	}
	secs, err := c.Sections(opt)
	if err != nil {
		return nil, err
	}
	return c.object(secs)
}

// ConvertText parses .dbg text and converts it.
func ConvertText(name string, src []byte, opt Options) (*elfrw.File, error) {
	f, err := ecs.Parse(name, src)
	if err != nil {
		return nil, err
	}
	return Convert(name, f, opt)
}

// object wraps the sections in an ELF relocatable for the target; addresses are relocations
// against undefined global symbols named like the code and data entries, sorted by name so
// the output does not depend on map order.
func (c *Converter) object(secs []dwarfenc.Section) (*elfrw.File, error) {
	t := c.Target
	obj := elfrw.New(t.Class(), t.ByteOrder(), elf.ET_REL, t.Machine())
	seen := map[string]bool{}
	var globals []string
	for _, s := range secs {
		for _, r := range s.Relocs {
			if n := r.Target.Symbol; n != "" && !seen[n] {
				seen[n] = true
				globals = append(globals, n)
			}
		}
	}
	sort.Strings(globals)
	syms := make([]dwarfenc.ELFSymbol, len(globals))
	for i, g := range globals {
		syms[i] = dwarfenc.ELFSymbol{Name: g, Global: true}
	}
	if err := dwarfenc.AddToELF(obj, secs, syms); err != nil {
		return nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	return obj, nil
}
