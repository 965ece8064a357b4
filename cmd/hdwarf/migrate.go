package main

import (
	"errors"
	"fmt"
	"hdwarf/sections/intelgt"
	"runtime"
	"runtime/debug"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/passes/migrate"
)

func migrateCommand() command {
	c := command{
		name:    "migrate",
		summary: "Rewrite legacy and vendor DWARF operations to DW_OP_LLVM_user (or back), fixing every offset that moves.",
		usage:   "migrate INPUT --from amd-legacy|amd-2020|intel|user|auto [--to user|amd-legacy|intel] [--keep-unmappable] [--check] [--renumber-attrs] [--type zlib|zstd [--level N]] [-v] -o OUT",
		example: "  hdwarf migrate --from amd-legacy -v kernel.o -o kernel.user.o\n" +
			"  hdwarf migrate --from user --to amd-legacy kernel.user.o -o kernel.legacy.o\n" +
			"  hdwarf migrate --from intel --keep-unmappable -v k.igc.elf -o k.user.elf\n" +
			"  hdwarf migrate --from intel --to intel k.zebin -o k.gdb2025.zebin   # for current Intel debuggers\n\n" +
			migrate.AutoHelp,
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		var o outputFlags
		from := fs.String("from", "", "dialect of the input's vendor operations: amd-legacy, amd-2020, intel, user or auto (required)")
		to := fs.String("to", "user", "dialect to write: user, amd-legacy, or intel (what current Intel debuggers decode: standard operations, DW_OP_INTEL_push_simd_lane and DW_OP_INTEL_regval_bits)")
		keep := fs.Bool("keep-unmappable", false, "keep operations with no equivalent as they are (and report them) instead of failing")
		check := fs.Bool("check", false, "prove every rewritten expression equal by evaluation (every lane, 3 random machine states); fail naming the first difference")
		renumber := fs.Bool("renumber-attrs", false, "renumber the old ROCm DW_AT_LLVM_* codes 0x3e0a..0x3e0e to the upstream ones (back with --to amd-legacy)")
		verbose := fs.BoolP("verbose", "v", false, "report on standard error: operations rewritten per kind, bytes grown, units touched")
		var platform platformFlag
		platform.register(fs, "the instruction encoding IGC's vector locations are placed by")
		var cf compressFlags
		cf.register(fs, "")
		o.register(fs)
		in, out, st := c.parseOne(e, fs, args, &o)
		if st >= 0 {
			return st
		}
		if _, _, err := cf.options(); err != nil {
			return c.usageError(e, "%v", err)
		}
		if *from == "" {
			return c.usageError(e, "--from is required (the dialect is never guessed from opcode bytes; --from auto decides from e_machine and DW_AT_producer)")
		}
		var opts migrate.Options
		var err error
		if *from != "auto" {
			if opts.From, err = expr.ParseDialect(*from); err != nil {
				return c.usageError(e, "--from: %v", err)
			}
		}
		if opts.To, err = expr.ParseDialect(*to); err != nil {
			return c.usageError(e, "--to: %v", err)
		}
		if opts.To != expr.DialectUser && opts.To != expr.DialectAMDLegacy && opts.To != expr.DialectIntel {
			return c.usageError(e, "--to must be user, amd-legacy or intel")
		}
		opts.KeepUnmappable, opts.RenumberAttrs, opts.Check = *keep, *renumber, *check
		if opts.Platform, err = platform.platform(); err != nil {
			return c.usageError(e, "--platform: %v", err)
		}
		// Process matters are the command's: use the machine's cores, and give the memory
		// the layout leaves behind back to the system before the outputs are made.
		opts.Workers, opts.ReleaseMemory = runtime.GOMAXPROCS(0), debug.FreeOSMemory
		// The input, then each device code object it carries (a HIP program's .hip_fatbin).
		var reps []*migrate.Report
		var names []string
		st = editELF(e, in, out, func(f *elfrw.File) error {
			err := withDeviceIDs(e, in, f, func(id string, g *elfrw.File) error {
				name, o := in, opts
				if id != "" {
					name += ":" + id
				}
				if *from == "auto" {
					d, why, err := migrate.Detect(g)
					if err != nil {
						return fromAutoError(err)
					}
					o.From = d
					if *verbose {
						fmt.Fprintf(e.stderr, "hdwarf: %s: --from auto: %v (%s)\n", name, d, why)
					}
				}
				rep, err := migrate.Run(g, o)
				if err != nil {
					return migrateError(err)
				}
				e.addOperations(rep.Ops)
				reps, names = append(reps, rep), append(names, name)
				return nil
			})
			if err != nil {
				return err
			}
			return compressOutput(e, f, &cf)
		})
		unchanged := true
		for _, r := range reps {
			unchanged = unchanged && r.Unchanged
		}
		switch {
		case st != exitOK:
		case *verbose:
			for k, r := range reps {
				if len(reps) > 1 {
					fmt.Fprintf(e.stderr, "%s:\n", names[k])
				}
				fmt.Fprint(e.stderr, r.String())
			}
		case unchanged:
			rep := reps[0]
			// Said even without -v: the user asked for a rewrite and gets a copy.
			fmt.Fprintf(e.stderr, "hdwarf: %s: nothing to rewrite: the input is already in the %v dialect; the output is a copy of it\n", in, rep.To)
		}
		if st == exitOK && !*verbose {
			// Said even without -v: the output says less than the input did.
			for k, r := range reps {
				if len(r.Dropped) > 0 {
					fmt.Fprintf(e.stderr, "hdwarf: %s: %d vector components written with no location: the machine code refutes IGC's location for them (-v lists them)\n", names[k], len(r.Dropped))
				}
			}
		}
		return st
	}
	return c
}

// migrateError words migrate's refusals for the command line: the flag that would have let
// an unmappable operation through, and the flag whose proof failed.
func migrateError(err error) error {
	if ue := (*migrate.UnmappableError)(nil); errors.As(err, &ue) {
		return fmt.Errorf("%w (use --keep-unmappable to keep it as it is)", err)
	}
	if errors.Is(err, migrate.ErrNotProven) {
		return fmt.Errorf("--check: %w", err)
	}
	if errors.Is(err, intelgt.ErrNoPlatform) {
		return fmt.Errorf("%w: give --platform %s", err, intelgt.PlatformNames("|"))
	}
	return err
}
