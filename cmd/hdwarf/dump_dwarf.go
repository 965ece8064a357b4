package main

import (
	"fmt"
	"io"
	"runtime/debug"

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
	o := dwarftext.Options{Dialect: d, Machine: f.Machine, Flags: f.Flags}
	// The dump keeps an index of the DIEs and makes much short-lived garbage while it
	// formats them; the default collection target (twice what is live) would let that
	// garbage double the peak.
	defer debug.SetGCPercent(debug.SetGCPercent(25))
	if asJSON {
		return dwarftext.WriteJSON(e.stdout, in.path, dw, o)
	}
	// The header line goes out only once the dump has checked the input (Write writes
	// nothing on an error), so it goes through the same writer.
	return dwarftext.Write(&prefixWriter{w: e.stdout, prefix: fmt.Sprintf("%s:\tfile format %s (dialect %s)\n\n", in.path, f.Machine, d)}, dw, o)
}

// prefixWriter writes prefix before the first bytes written through it.
type prefixWriter struct {
	w      io.Writer
	prefix string
	done   bool
}

func (p *prefixWriter) Write(b []byte) (int, error) {
	if !p.done {
		p.done = true
		if _, err := io.WriteString(p.w, p.prefix); err != nil {
			return 0, err
		}
	}
	return p.w.Write(b)
}
