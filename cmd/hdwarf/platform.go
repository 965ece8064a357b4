package main

import (
	"github.com/spf13/pflag"

	"hdwarf/sections/intelgt"
)

// platformFlag is --platform, for Intel GPU files that do not say which generation their code
// is for (IGC's per-kernel ELFs have no compat note): convert and migrate take it alike.
type platformFlag struct{ name string }

func (p *platformFlag) register(fs *pflag.FlagSet, what string) {
	fs.StringVar(&p.name, "platform", "", "GPU generation `NAME` ("+intelgt.PlatformNames(", ")+"): "+what+"; default from the zebin's compat note. Required when the file does not say (IGC's per-kernel ELFs)")
}

// platform is the generation given, nil when none was.
func (p *platformFlag) platform() (*intelgt.Platform, error) {
	if p.name == "" {
		return nil, nil
	}
	pl, err := intelgt.ParsePlatform(p.name)
	if err != nil {
		return nil, err
	}
	return &pl, nil
}
