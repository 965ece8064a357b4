package main

import (
	"debug/elf"
	"fmt"
	"os"
	"strings"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/passes/visadwarf"
	"hdwarf/sections/visa"
	"hdwarf/sections/visaasm"
)

func convertCommand() command {
	c := command{
		name:    "convert",
		summary: "Write standard DWARF (heterogeneous-debugging extensions) from vendor debug info.",
		usage:   "convert INPUT [--visa FILE]... [--visaasm FILE]... [--spirv FILE] [--ecs] [--dwarf-version 4|5] [--dwarf64] [--platform P] [--type zlib|zstd [--level N]] -o OUT",
		example: "  hdwarf convert k.zebin --visa k.visa.dbg --visaasm k.visaasm --visaasm k_f0.visaasm -o k.dwarf.zebin\n" +
			"  hdwarf copy --add-section .visa.debug=k.visa.dbg k.zebin -o k2.zebin && hdwarf convert k2.zebin --in-place\n" +
			"  hdwarf convert k.spv -o k.debug.o              # SPIR-V debug info alone: a debugging object\n" +
			"  hdwarf convert --ecs Matrix.amd64.dbg --comp-dir /src -o Matrix.debug.o",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		var o outputFlags
		visaFiles := fs.StringArray("visa", nil, "vISA debug info blob `FILE` (magic 0xdeadd010); repeatable. Sections starting with the magic are found by themselves")
		asmFiles := fs.StringArray("visaasm", nil, "vISA text `FILE` for line numbers, types and value names; repeatable. .visaasm.* sections are read by themselves")
		version := fs.Int("dwarf-version", 5, "DWARF `VERSION` to write: 4 or 5")
		dwarf64 := fs.Bool("dwarf64", false, "write the 64-bit DWARF format")
		platform := fs.String("platform", "", "GPU generation `NAME` (tgllp, dg1, dg2, mtl, pvc): GRF size and scratch units; default from the zebin's compat note, else 32-byte GRFs and byte offsets")
		keep := fs.Bool("keep-existing-debug", false, "refuse to run when INPUT already has .debug_* sections (by default they are replaced)")
		verbose := fs.BoolP("verbose", "v", false, "print what was converted, per kernel and object, on standard error")
		var so spirvOptions
		so.register(fs)
		var eo ecsFlags
		eo.register(fs)
		var cf compressFlags
		cf.register(fs, "")
		so.compress, eo.compress = &cf, &cf
		o.register(fs)
		if st := c.parse(e, fs, args); st >= 0 {
			return st
		}
		in, out, st := c.oneInput(e, fs, &o)
		if st >= 0 {
			return st
		}
		if *version != 4 && *version != 5 {
			return c.usageError(e, "--dwarf-version %d: want 4 or 5", *version)
		}
		if _, _, err := cf.options(); err != nil {
			return c.usageError(e, "%v", err)
		}
		// Inputs that are not vISA-carrying ELF files: ECS .dbg text, then SPIR-V (bare, or in
		// an ELF section, or --spirv) when no vISA blob is given or found.
		if eo.isECS(fileHead(in)) {
			if err := convertECS(e, in, out, &eo); err != nil {
				return fail(e, in, err)
			}
			return exitOK
		}
		if len(*visaFiles) == 0 {
			v := 0
			if fs.Changed("dwarf-version") {
				v = *version
			}
			done, err := so.convertIfSPIRV(e, in, out, v)
			if err != nil {
				return fail(e, in, err)
			}
			if done {
				return exitOK
			}
		}
		opt := visadwarf.Options{Version: *version, Dwarf64: *dwarf64, Producer: "hdwarf convert (vISA debug info)"}
		if *platform != "" {
			p, err := visadwarf.ParsePlatform(*platform)
			if err != nil {
				return c.usageError(e, "--platform: %v", err)
			}
			opt.Platform = &p
		}
		f, err := openInputELF(e, in)
		if err != nil {
			return fail(e, in, err)
		}
		defer f.Close()
		src, err := detectSources(f, *visaFiles, *asmFiles)
		if err != nil {
			return fail(e, in, err)
		}
		if err := src.convert(f, opt, *keep, e, *verbose); err != nil {
			return fail(e, in, err)
		}
		if err := writeCompressedELF(e, out, in, f, &cf); err != nil {
			return fail(e, out, err)
		}
		return exitOK
	}
	return c
}

// sources is the vendor debug info found for one conversion: in the input's sections and in
// files named by flags. Each kind of payload has its own list; convert picks the pass that
// reads what was found.
type sources struct {
	blobs []visadwarf.Blob
	asm   []visadwarf.Asm
}

// detectSources finds vISA blobs (by magic) and .visaasm.* sections in f, then reads the
// files given with --visa and --visaasm.
func detectSources(f *elfrw.File, visaFiles, asmFiles []string) (*sources, error) {
	s := &sources{}
	for _, sec := range f.Sections {
		if sec.Type == elf.SHT_NOBITS || sec.Size < 4 {
			continue
		}
		isAsm := strings.HasPrefix(sec.Name, ".visaasm")
		if !isAsm && strings.HasPrefix(sec.Name, ".debug_") {
			continue
		}
		data, err := sec.Data()
		if err != nil {
			return nil, fmt.Errorf("section %s: %w", sec.Name, err)
		}
		switch {
		case visa.IsBlob(data):
			info, err := visa.Decode(data)
			if err != nil {
				return nil, fmt.Errorf("section %s: %w", sec.Name, err)
			}
			off := int64(sec.Offset)
			if sec.Flags&elf.SHF_COMPRESSED != 0 {
				off = -1 // offsets in the inflated bytes name no place in the file
			}
			s.blobs = append(s.blobs, visadwarf.Blob{Source: "section " + sec.Name, Info: info, Off: off})
		case isAsm:
			a, err := visaasm.Parse(data)
			if err != nil {
				return nil, fmt.Errorf("section %s: %w", sec.Name, err)
			}
			s.asm = append(s.asm, visadwarf.Asm{Source: "section " + sec.Name, File: a})
		}
	}
	for _, p := range visaFiles {
		data, err := readInput(p)
		if err != nil {
			return nil, err
		}
		if !visa.IsBlob(data) {
			return nil, fmt.Errorf("%s: not a vISA debug info blob (no magic 0xdeadd010 at offset 0)", p)
		}
		info, err := visa.Decode(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		s.blobs = append(s.blobs, visadwarf.Blob{Source: p, Info: info})
	}
	for _, p := range asmFiles {
		data, err := readInput(p)
		if err != nil {
			return nil, err
		}
		a, err := visaasm.Parse(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		s.asm = append(s.asm, visadwarf.Asm{Source: p, File: a})
	}
	return s, nil
}

// isDebugSection reports whether a section is DWARF or the relocations of DWARF.
func isDebugSection(name string) bool {
	for _, p := range []string{".debug_", ".rela.debug_", ".rel.debug_"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// convert runs the conversion and puts its sections into f, replacing old debug sections.
func (s *sources) convert(f *elfrw.File, opt visadwarf.Options, keep bool, e *env, verbose bool) error {
	if len(s.blobs) == 0 {
		return fmt.Errorf("no vendor debug info found: no section starts with the vISA magic 0xdeadd010 and no --visa FILE was given")
	}
	res, err := visadwarf.Convert(f, visadwarf.Input{Blobs: s.blobs, Asm: s.asm}, opt)
	if err != nil {
		return err
	}
	var old []string
	for _, sec := range f.Sections {
		if isDebugSection(sec.Name) {
			old = append(old, sec.Name)
		}
	}
	if len(old) > 0 {
		if keep {
			return fmt.Errorf("already has debug sections (%s); --keep-existing-debug refuses to replace them", strings.Join(old, ", "))
		}
		if err := f.RemoveSections(func(sec *elfrw.Section) bool { return isDebugSection(sec.Name) }); err != nil {
			return err
		}
	}
	if err := dwarfenc.AddToELF(f, res.Sections, nil); err != nil {
		return err
	}
	if verbose {
		for _, k := range res.Kernels {
			lines := "lines from .visaasm"
			if k.Synthetic {
				lines = "synthetic lines"
			}
			fmt.Fprintf(e.stderr, "hdwarf: kernel %s (%s, from %s): %d line rows, %s, platform %s\n", k.Name, k.Section, k.Source, k.LineRows, lines, res.Platform.Name)
			for _, o := range k.Objects {
				fmt.Fprintf(e.stderr, "hdwarf:   %-24s [%#x, %#x) %d variables, %d without code, %d subroutines\n", o.Name, o.RelocOffset, o.End, o.Vars, o.NoCode, o.Subroutines)
			}
		}
	}
	return nil
}

// fileHead returns the first bytes of a file, for telling formats apart by content; nil when
// it cannot be read (the caller's open reports why).
func fileHead(path string) []byte {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	b := make([]byte, 512)
	n, _ := f.Read(b)
	return b[:n]
}
