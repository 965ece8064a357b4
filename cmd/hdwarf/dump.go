package main

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/inputfile"
)

// dumpInput is the file a dump mode reads: parsed as ELF when it is one, raw bytes otherwise
// (a bare vISA blob, SPIR-V module or .dbg text).
type dumpInput struct {
	path string
	elf  *elfrw.File // nil when the file is not ELF
	raw  []byte      // the whole file when it is not ELF
	// dialect is --dialect: the meaning of vendor DWARF opcodes ("" or "auto": detect).
	dialect string
}

// dumpMode prints one kind of payload found in the input.
type dumpMode struct {
	flag string
	help string
	run  func(e *env, in *dumpInput, asJSON bool) error
}

// dumpModes is the table of what dump can print; the first is the default.
func dumpModes() []dumpMode {
	return []dumpMode{
		{"sections", "list the sections: index, name, type, flags, address, offset, size, alignment", dumpSections},
		{"visa", "print vISA debug info blobs (the input itself, or any section starting with magic 0xdeadd010)", dumpVISA},
		{"spirv", "print SPIR-V debug info graphs (the input itself, or the .spv / SPIRV Object sections)", dumpSPIRV},
		{"dwarf", "print DWARF units, DIEs, location lists, CFI and line tables like llvm-dwarfdump, vendor operations decoded", dumpDWARF},
	}
}

func dumpCommand() command {
	c := command{
		name:    "dump",
		summary: "Print what an ELF file (or a bare payload file) holds.",
		usage:   "dump INPUT [--sections|--visa|--spirv|--dwarf [--dialect D]] [--json]",
		example: "  hdwarf dump --sections k.zebin\n  hdwarf dump --sections --json k.zebin | jq '.sections[].name'\n  hdwarf dump --visa k.visa.dbg\n  hdwarf dump --dwarf k.igc.elf --dialect intel",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		modes := dumpModes()
		chosen := make([]*bool, len(modes))
		for i, m := range modes {
			chosen[i] = fs.Bool(m.flag, false, m.help)
		}
		asJSON := fs.Bool("json", false, "print JSON instead of text")
		dialect := fs.String("dialect", "auto", "with --dwarf: meaning of vendor DWARF opcodes (auto, user, amd-legacy, amd-2020, intel)")
		if st := c.parse(e, fs, args); st >= 0 {
			return st
		}
		if fs.NArg() != 1 {
			return c.usageError(e, "want one INPUT, got %d", fs.NArg())
		}
		mode := -1
		for i := range modes {
			if *chosen[i] {
				if mode >= 0 {
					return c.usageError(e, "choose one of --%s and --%s", modes[mode].flag, modes[i].flag)
				}
				mode = i
			}
		}
		if mode < 0 {
			mode = 0
		}
		if *dialect != "auto" {
			if _, err := expr.ParseDialect(*dialect); err != nil {
				return c.usageError(e, "--dialect: %v", err)
			}
		}
		in, err := openDumpInput(e, fs.Arg(0))
		if err != nil {
			return fail(e, fs.Arg(0), err)
		}
		defer in.close()
		in.dialect = *dialect
		if err := modes[mode].run(e, in, *asJSON); err != nil {
			return fail(e, in.path, err)
		}
		if modes[mode].flag != "dwarf" || in.elf == nil {
			return exitOK
		}
		// A host file's device code objects follow it, each as FILE:ID.
		es, err := deviceEntries(e, in.elf)
		if err != nil {
			return fail(e, in.path, err)
		}
		for _, d := range es {
			sub := &dumpInput{path: in.path + ":" + d.id, elf: d.f, dialect: *dialect}
			fmt.Fprintln(e.stdout)
			if err := dumpDWARF(e, sub, *asJSON); err != nil {
				return fail(e, sub.path, err)
			}
		}
		return exitOK
	}
	return c
}

func openDumpInput(e *env, path string) (*dumpInput, error) {
	fd, err := os.Open(path)
	if err != nil {
		if file, target, ok := deviceInput(path); ok {
			in := &dumpInput{path: path}
			in.elf, err = openDeviceEntry(e, file, target)
			return in, err
		}
		return nil, err
	}
	var magic [4]byte
	n, _ := fd.ReadAt(magic[:], 0)
	fd.Close()
	in := &dumpInput{path: path}
	if n == 4 && bytes.Equal(magic[:], []byte(elf.ELFMAG)) {
		in.elf, err = openInputELF(e, path)
		return in, err
	}
	in.raw, err = inputfile.Read(path)
	return in, err
}

func (in *dumpInput) close() {
	if in.elf != nil {
		in.elf.Close()
	}
}

// needELF is for modes that only make sense on ELF files.
func (in *dumpInput) needELF() (*elfrw.File, error) {
	if in.elf == nil {
		return nil, fmt.Errorf("not an ELF file")
	}
	return in.elf, nil
}
