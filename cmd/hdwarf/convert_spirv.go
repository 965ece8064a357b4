package main

import (
	"fmt"

	"github.com/spf13/pflag"

	"hdwarf/elfrw"
	"hdwarf/passes/convertplan"
	"hdwarf/passes/spirvdwarf"
)

// spirvOptions are the convert options for SPIR-V debug information.
type spirvOptions struct {
	file     string // --spirv FILE: the module, given beside the input
	target   string // --target NAME; "" takes the module's addressing model
	quiet    bool   // no warnings on standard error
	compress *compressFlags
}

// register adds --spirv and --target; the DWARF version comes from convert's own
// --dwarf-version.
func (o *spirvOptions) register(fs *pflag.FlagSet) {
	fs.StringVar(&o.file, "spirv", "", "read SPIR-V debug info from `FILE` (a bare module) instead of INPUT's .spv / SPIRV Object section")
	fs.StringVar(&o.target, "target", "", "ELF flavour `NAME` of SPIR-V DWARF: x86_64, i386, intelgt, intelgt32, aarch64, ppc64, ... (default: the input code object's own, into which the DWARF is added; for a bare module from the addressing model, Physical32 i386, else x86_64). Another flavour than the code object's makes a separate debugging object")
}

// convertSPIRV writes the DWARF of the SPIR-V module of plan pl: into the input code object
// (ModeSPIRVInto; its debug sections are replaced unless keep) or as a debugging object, an
// ELF relocatable holding only debug sections. version is convert's --dwarf-version when
// given, else 0 (the module's own). Warnings about information that could not be mapped go
// to standard error unless opts.quiet.
func convertSPIRV(e *env, in string, pl *convertplan.Plan, opts spirvOptions, version int, keep bool, out string) error {
	o := spirvdwarf.Options{Target: pl.Target, Version: version}
	var f *elfrw.File
	var r *spirvdwarf.Result
	var err error
	if pl.Mode == convertplan.ModeSPIRVInto {
		if r, err = spirvdwarf.Convert(pl.Module, o); err != nil {
			return err
		}
		f = pl.File
		if err := replaceDebug(f, r.Sections, keep); err != nil {
			return err
		}
	} else if f, r, err = spirvdwarf.Object(pl.Module, o); err != nil {
		return err
	}
	if !opts.quiet {
		for _, w := range r.Warnings {
			e.warnf(pl.SPIRVFrom, "%s", w)
		}
	}
	if err := writeCompressedELF(e, out, in, f, opts.compress); err != nil {
		return fmt.Errorf("%s: %w", out, err)
	}
	return nil
}
