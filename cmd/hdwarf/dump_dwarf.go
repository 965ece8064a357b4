package main

import (
	"fmt"

	"hdwarf/sections/dwarf"
	"hdwarf/sections/dwarf/dwarftext"
)

// dumpDWARF prints the units, DIEs, location lists, CFI and line tables of an ELF file as
// llvm-dwarfdump-22 does, decoding vendor operations under the --dialect given (default:
// what `migrate --from auto` would decide, else user).
func dumpDWARF(e *env, in *dumpInput, asJSON bool) error {
	f, err := in.needELF()
	if err != nil {
		return err
	}
	d, _, err := fileDialect(f, in.dialect)
	if err != nil {
		return err
	}
	dw, err := dwarf.Load(f)
	if err != nil {
		return err
	}
	doc, err := dwarftext.Build(dw, dwarftext.Options{Dialect: d, Machine: f.Machine, Flags: f.Flags})
	if err != nil {
		return err
	}
	if asJSON {
		return dwarftext.WriteJSON(e.stdout, in.path, doc)
	}
	fmt.Fprintf(e.stdout, "%s:\tfile format %s (dialect %s)\n\n", in.path, f.Machine, d)
	return dwarftext.Render(e.stdout, doc)
}
