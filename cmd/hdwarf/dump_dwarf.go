package main

import (
	"fmt"

	"hdwarf/dwarfenc/expr"
	"hdwarf/passes/migrate"
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
	d := expr.DialectUser
	if in.dialect != "" && in.dialect != "auto" {
		if d, err = expr.ParseDialect(in.dialect); err != nil {
			return err
		}
	} else if det, _, derr := migrate.Detect(f); derr == nil {
		d = det
	}
	dw, err := dwarf.Load(f)
	if err != nil {
		return err
	}
	doc, err := dwarftext.Build(dw, dwarftext.Options{Dialect: d, Machine: f.Machine})
	if err != nil {
		return err
	}
	if asJSON {
		return dwarftext.WriteJSON(e.stdout, in.path, doc)
	}
	fmt.Fprintf(e.stdout, "%s:\tfile format %s (dialect %s)\n\n", in.path, f.Machine, d)
	return dwarftext.Render(e.stdout, doc)
}
