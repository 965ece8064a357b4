package main

import (
	"github.com/spf13/pflag"
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
