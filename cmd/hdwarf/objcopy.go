package main

import (
	"debug/elf"
	"fmt"
	"path/filepath"
	"strings"

	"hdwarf/elfrw"
	"hdwarf/passes/compress"
	"hdwarf/passes/strip"
)

// objcopyCommand is the GNU objcopy-compatible entry: GNU's spellings for what hdwarf does
// (strip, keep only debug, debug links, compression, adding and removing sections), GNU's
// `IN [OUT]` form (no OUT: IN is rewritten). Options hdwarf does not implement are refused by
// name.
func objcopyCommand() command {
	c := command{
		name:    "objcopy",
		summary: "GNU objcopy's spellings for strip, debug links, compression and section edits: IN [OUT].",
		usage:   "objcopy [--strip-debug|-g|--strip-all|-S|--strip-unneeded] [--only-keep-debug] [--add-gnu-debuglink=FILE] [--compress-debug-sections[=zlib|zstd]] [--decompress-debug-sections] [-R NAME]... [-j NAME]... [--keep-section NAME]... [--remove-relocations NAME]... IN [OUT]",
		example: "  hdwarf objcopy --only-keep-debug app app.debug\n" +
			"  hdwarf objcopy --strip-debug --add-gnu-debuglink=app.debug app app.stripped\n" +
			"  hdwarf objcopy --compress-debug-sections=zstd app        # rewrites app\n" +
			"  ln -s $(command -v hdwarf) objcopy && ./objcopy -g app    # as objcopy, through its name",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		g := gnuOps{gnu: e.gnu}
		all := fs.BoolP("strip-all", "S", false, "remove debug information and the symbol table (kept when relocations need it)")
		keepDebug := fs.Bool("only-keep-debug", false, "write only the debug information: other loaded sections become SHT_NOBITS")
		link := fs.String("add-gnu-debuglink", "", "link the output to the debug file `FILE` (its name and CRC)")
		comp := fs.String("compress-debug-sections", "", "compress the debug sections: `TYPE` zlib (the default; also zlib-gabi), zstd or none")
		fs.Lookup("compress-debug-sections").NoOptDefVal = "zlib"
		decomp := fs.Bool("decompress-debug-sections", false, "decompress the compressed debug sections")
		adds := fs.StringArray("add-section", nil, "add section `NAME=FILE` with FILE's bytes (SHT_PROGBITS, or the type GNU gives the name: .note* SHT_NOTE, .init_array SHT_INIT_ARRAY, ...)")
		updates := fs.StringArray("update-section", nil, "replace the contents of section `NAME=FILE` with FILE's bytes")
		g.register(fs, true, gnuObjcopyUnsupported)
		e.gnuPerm = true
		mode, st := c.parseGNU(e, fs, args, &g, all)
		if st >= 0 {
			return st
		}
		copyEd, err := parseCopyEdits(*adds, *updates, nil, nil)
		if err != nil {
			return c.usageError(e, "%v", err)
		}
		copyEd.gnuTypes = true
		var copt compress.Options
		compressing := false
		switch strings.ToLower(*comp) {
		case "", "none":
		case "zlib", "zlib-gabi":
			copt.Type, compressing = elf.COMPRESS_ZLIB, true
		case "zstd":
			copt.Type, compressing = elf.COMPRESS_ZSTD, true
		case "zlib-gnu":
			return c.usageError(e, "--compress-debug-sections=zlib-gnu (the old .zdebug_* form) is not supported: use zlib (gABI SHF_COMPRESSED), which every current reader takes")
		default:
			return c.usageError(e, "--compress-debug-sections=%s: want zlib, zstd or none", *comp)
		}
		if compressing && *decomp {
			return c.usageError(e, "--compress-debug-sections and --decompress-debug-sections do not go together")
		}
		if *keepDebug && mode != stripNone {
			return c.usageError(e, "--only-keep-debug writes the debug file: it does not go with --strip-debug, --strip-all or --strip-unneeded")
		}
		var in, out string
		switch fs.NArg() {
		case 1:
			in, out = fs.Arg(0), fs.Arg(0)
		case 2:
			in, out = fs.Arg(0), fs.Arg(1)
		default:
			return c.usageError(e, "want IN [OUT], got %d file names", fs.NArg())
		}
		if *link != "" && (sameFile(*link, in) || sameFile(*link, out)) {
			return c.usageError(e, "--add-gnu-debuglink=%s is the input or the output", *link)
		}
		dates := g.keepDates(in)
		e.begin(in, out)
		edit := func(f *elfrw.File) error {
			if *keepDebug {
				if err := strip.OnlyKeepDebug(f); err != nil {
					return err
				}
			}
			if err := g.edits(mode)(f); err != nil {
				return err
			}
			if err := copyEd.apply(f); err != nil {
				return err
			}
			if *decomp {
				if _, err := compress.Decompress(f, nil); err != nil {
					return err
				}
			}
			if *link != "" {
				crc, err := fileCRC(*link)
				if err != nil {
					return fmt.Errorf("--add-gnu-debuglink=%s: %w", *link, err)
				}
				strip.SetDebugLink(f, strip.DebugLink{File: filepath.Base(*link), CRC: crc})
			}
			if compressing {
				if _, err := compressSections(f, copt); err != nil {
					return err
				}
			}
			// Device code objects in offload containers get the debug edits too.
			return rewriteDevice(e, in, f, func(_ string, co *elfrw.File) error {
				if err := g.edits(mode)(co); err != nil {
					return err
				}
				if *decomp {
					if _, err := compress.Decompress(co, nil); err != nil {
						return err
					}
				}
				if compressing {
					_, err := compressSections(co, copt)
					return err
				}
				return nil
			})
		}
		if isArchive(in) {
			st = exitOK
			if err := editArchive(e, in, out, g.archive(), edit); err != nil {
				st = failArchive(e, in, err)
			}
		} else {
			st = editELF(e, in, out, edit)
		}
		if st == exitOK {
			st = dates(e, out)
		}
		return st
	}
	return c
}
