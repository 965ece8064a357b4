package main

import (
	"bytes"
	"debug/elf"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"hdwarf/elfrw"
	"hdwarf/passes/spirvdwarf"
	"hdwarf/sections/spirv"
	"hdwarf/sections/visa"
)

// spirvOptions are the convert options for SPIR-V debug information.
type spirvOptions struct {
	file         string // --spirv FILE: the module, given beside the input
	target       string // --target NAME; "" takes the module's addressing model
	dwarfVersion int    // DWARF version; 0 takes the compilation unit's (convert's --dwarf-version when given)
	quiet        bool   // no warnings on standard error
	compress     *compressFlags
}

// register adds --spirv and --target; the DWARF version comes from convert's own
// --dwarf-version (see convertIfSPIRV).
func (o *spirvOptions) register(fs *pflag.FlagSet) {
	fs.StringVar(&o.file, "spirv", "", "read SPIR-V debug info from `FILE` (a bare module) instead of INPUT's .spv / SPIRV Object section")
	fs.StringVar(&o.target, "target", "", "ELF flavour `NAME` of a SPIR-V debugging object: x86_64, i386, intelgt, intelgt32, aarch64, ppc64, ... (default: from the addressing model, Physical32 i386, else x86_64)")
}

// convertIfSPIRV takes the SPIR-V route of convert when it applies: --spirv FILE was given,
// INPUT is a bare module, or INPUT is an ELF with a SPIR-V section and no vISA debug info
// blob (those go to the vISA route). It reports whether it converted. version is convert's
// --dwarf-version when the user gave it, else 0 (the module's own).
func (o *spirvOptions) convertIfSPIRV(e *env, in, out string, version int) (bool, error) {
	mod, _, err := spirvInput(in, o)
	if err != nil || mod == nil {
		return false, err
	}
	if o.file == "" && hasVISABlob(in) {
		return false, nil
	}
	opts := *o
	opts.dwarfVersion = version
	return true, convertSPIRV(e, in, mod, opts, out)
}

// hasVISABlob reports whether an ELF file has a section starting with the vISA debug info
// magic.
func hasVISABlob(path string) bool {
	f, err := elfrw.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	for _, s := range f.Sections {
		if s.Type == elf.SHT_NOBITS || s.Size < 4 || strings.HasPrefix(s.Name, ".debug_") {
			continue
		}
		if data, err := s.Data(); err == nil && visa.IsBlob(data) {
			return true
		}
	}
	return false
}

// spirvInput returns the SPIR-V module a convert input holds and where it was found: the
// --spirv file, INPUT itself when it is a bare module, or the section of an ELF INPUT whose
// bytes are a module (the zebin .spv section, the OpenCL ELF "SPIRV Object" section, type
// 0xff000009, or any other one found by its magic). A nil module with no error means INPUT
// holds none.
func spirvInput(in string, o *spirvOptions) (mod []byte, where string, err error) {
	if o.file != "" {
		b, err := readInput(o.file)
		if err != nil {
			return nil, "", err
		}
		if !spirv.Detect(b) {
			return nil, "", fmt.Errorf("%s: not a SPIR-V module (magic %#08x)", o.file, spirv.Magic)
		}
		return b, o.file, nil
	}
	b, err := readInput(in)
	if err != nil {
		return nil, "", err
	}
	if spirv.Detect(b) {
		return b, in, nil
	}
	if !bytes.HasPrefix(b, []byte(elf.ELFMAG)) {
		return nil, "", nil
	}
	f, err := elfrw.ReadBytes(b)
	if err != nil {
		return nil, "", err
	}
	var found []*elfrw.Section
	for _, s := range f.Sections {
		if s.Type == elf.SHT_NOBITS || s.Type == elf.SHT_NULL || s.Size < spirv.HeaderWords*4 {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, "", fmt.Errorf("section %s: %w", s.Name, err)
		}
		if spirv.Detect(data) {
			found = append(found, s)
			if mod == nil {
				mod, where = data, fmt.Sprintf("%s: section %s", in, s.Name)
			}
		}
	}
	if len(found) > 1 {
		return nil, "", fmt.Errorf("%d sections hold SPIR-V modules (%s, %s, ...): give the one to convert with --spirv", len(found), found[0].Name, found[1].Name)
	}
	return mod, where, nil
}

// convertSPIRV turns the SPIR-V module spv (read from in) into a DWARF debugging object: an
// ELF relocatable holding only debug sections, written to out. Warnings about information
// that could not be mapped go to standard error unless opts.quiet.
func convertSPIRV(e *env, in string, spv []byte, opts spirvOptions, out string) error {
	m, err := spirv.Decode(spv)
	if err != nil {
		return err
	}
	var o spirvdwarf.Options
	if opts.target != "" {
		if o.Target, err = spirvdwarf.ParseTarget(opts.target); err != nil {
			return err
		}
	}
	o.Version = opts.dwarfVersion
	f, r, err := spirvdwarf.Object(m, o)
	if err != nil {
		return err
	}
	if !opts.quiet {
		for _, w := range r.Warnings {
			fmt.Fprintf(e.stderr, "hdwarf: %s: warning: %s\n", in, w)
		}
	}
	if err := writeCompressedELF(e, out, in, f, opts.compress); err != nil {
		return fmt.Errorf("%s: %w", out, err)
	}
	return nil
}
