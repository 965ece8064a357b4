package convertplan

import (
	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
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
}

// Output is what a conversion made: the file to write, and the report of the pass that ran.
type Output struct {
	File  *elfrw.File
	VISA  *visadwarf.Result  // ModeVISA
	SPIRV *spirvdwarf.Result // the SPIR-V modes
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
		res, err := spirvdwarf.Convert(p.Module, spirvdwarf.Options{Target: p.Target, Version: o.SPIRVVersion})
		if err != nil {
			return nil, err
		}
		if err := dwarfenc.ReplaceInELF(p.File, res.Sections, o.KeepExisting); err != nil {
			return nil, err
		}
		return &Output{File: p.File, SPIRV: res}, nil
	}
	f, res, err := spirvdwarf.Object(p.Module, spirvdwarf.Options{Target: p.Target, Version: o.SPIRVVersion})
	if err != nil {
		return nil, err
	}
	return &Output{File: f, SPIRV: res}, nil
}
