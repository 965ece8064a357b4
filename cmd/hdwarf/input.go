package main

import (
	"errors"
	"fmt"

	"github.com/spf13/pflag"

	"hdwarf/elfrw"
)

// limits are the bounds on what hostile input may make hdwarf spend, as flags.
type limits struct {
	maxExpand uint64
}

func (l *limits) register(fs *pflag.FlagSet) {
	fs.Uint64Var(&l.maxExpand, "max-expand", elfrw.DefaultMaxExpand, "let compressed sections expand to `N` times the input's size in all (more is refused as a likely compression bomb)")
}

// openInputELF opens an ELF input under the limits. FILE:TARGET, where FILE exists and no
// file has the whole name, is the device code object of FILE's offload containers whose entry
// ID is TARGET or ends in --TARGET (app:gfx90a is the hipv4-amdgcn-amd-amdhsa--gfx90a entry).
func openInputELF(e *env, path string) (*elfrw.File, error) {
	f, err := elfrw.Open(path)
	if err != nil {
		if file, target, ok := deviceInput(path); ok {
			return openDeviceEntry(e, file, target)
		}
		return nil, err
	}
	f.MaxExpand = e.limits.maxExpand
	return f, nil
}

// limitHint says how to raise the limit an error hit, or "".
func limitHint(err error) string {
	if xe := (*elfrw.ExpandError)(nil); errors.As(err, &xe) {
		return fmt.Sprintf(" (a likely compression bomb; a larger --max-expand than %d allows it)", xe.Ratio)
	}
	return ""
}
