package convertplan

import (
	"fmt"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/passes/migrate"
	"hdwarf/passes/spirvdwarf"
	"hdwarf/passes/visadwarf"
)

// Options are the conversion's choices beyond the plan.
type Options struct {
	VISA visadwarf.Options
	// SPIRVVersion is the DWARF version of the SPIR-V modes (0: the pass's default).
	SPIRVVersion int
	// KeepExisting refuses to replace the debug sections the input has
	// (dwarfenc.ExistingDebugError).
	KeepExisting bool
	// Migrate is how ModeMigrate rewrites (From, To and Check are the mode's; the caller sets
	// Workers and ReleaseMemory).
	Migrate migrate.Options
}

// Output is what a conversion made: the file to write, and the report of the pass that ran.
type Output struct {
	File    *elfrw.File
	VISA    *visadwarf.Result  // ModeVISA
	SPIRV   *spirvdwarf.Result // the SPIR-V modes
	Migrate *migrate.Report    // ModeMigrate
}

// Convert carries out the plan: the mode's pass converts the decoded inputs, and its sections
// replace the debug sections of the input (ModeVISA, ModeSPIRVInto) or make a debugging object
// (ModeSPIRVObject).
func (p *Plan) Convert(o Options) (*Output, error) {
	switch p.Mode {
	case ModeVISA:
		res, err := visadwarf.Convert(p.File, p.VISA, o.VISA)
		if err != nil {
			return nil, err
		}
		if err := dwarfenc.ReplaceInELF(p.File, res.Sections, o.KeepExisting); err != nil {
			return nil, err
		}
		return &Output{File: p.File, VISA: res}, nil
	case ModeSPIRVInto:
		// The DWARF goes into the code object: its program-scope variables are in its data.
		data, err := spirvdwarf.DataAddrOf(p.File)
		if err != nil {
			return nil, err
		}
		res, err := spirvdwarf.Convert(p.Module, spirvdwarf.Options{Target: p.Target, Version: o.SPIRVVersion, DataAddr: data})
		if err != nil {
			return nil, err
		}
		if err := dwarfenc.ReplaceInELF(p.File, res.Sections, o.KeepExisting); err != nil {
			return nil, err
		}
		return &Output{File: p.File, SPIRV: res}, nil
	case ModeMigrate:
		if o.KeepExisting {
			var names []string
			for _, s := range p.File.Sections {
				if elfrw.IsDebugOrRelocName(s.Name) {
					names = append(names, s.Name)
				}
			}
			return nil, &dwarfenc.ExistingDebugError{Sections: names}
		}
		mo := o.Migrate
		mo.From, mo.To, mo.Check = expr.DialectIntel, expr.DialectUser, true
		rep, err := migrate.Run(p.File, mo)
		if err != nil {
			return nil, fmt.Errorf("IGC's own DWARF cannot be migrated: %w; --igc-dump DIR converts the build's vISA debug info instead, --spirv FILE the SPIR-V's tree", err)
		}
		return &Output{File: p.File, Migrate: rep}, nil
	}
	f, res, err := spirvdwarf.Object(p.Module, spirvdwarf.Options{Target: p.Target, Version: o.SPIRVVersion})
	if err != nil {
		return nil, err
	}
	return &Output{File: f, SPIRV: res}, nil
}
