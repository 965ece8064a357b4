package main

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"

	"hdwarf/dwarfenc"
	"hdwarf/internal/inputfile"
	"hdwarf/passes/convertplan"
	"hdwarf/passes/migrate"
	"hdwarf/passes/spirvdwarf"
	"hdwarf/passes/visadwarf"
	"hdwarf/passes/visalink"
	"hdwarf/sections/intelgt"
	"hdwarf/sections/spirv"
)

func convertCommand() command {
	c := command{
		name:    "convert",
		summary: "Write standard DWARF (heterogeneous-debugging extensions) from vendor debug info.",
		usage:   "convert INPUT [--visa FILE]... [--visaasm FILE]... [--igc-dump DIR] [--spirv FILE] [--ecs] [--dwarf-version 4|5] [--dwarf64] [--platform P] [--type zlib|zstd [--level N]] -o OUT",
		example: "  hdwarf convert k.zebin --visa k.visa.dbg --visaasm k.visaasm --visaasm k_f0.visaasm -o k.dwarf.zebin\n" +
			"  hdwarf convert k.zebin --igc-dump dump/ -o k.dwarf.zebin   # IGC_ShaderDumpEnable=1 IGC_DumpToCustomDir=dump/\n" +
			"  hdwarf copy --add-section .visa.debug=k.visa.dbg k.zebin -o k2.zebin && hdwarf convert k2.zebin --in-place\n" +
			"  hdwarf convert k.spv -o k.debug.o              # SPIR-V debug info alone: a debugging object\n" +
			"  hdwarf convert --ecs Matrix.amd64.dbg --comp-dir /src -o Matrix.debug.o",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		var o outputFlags
		visaFiles := fs.StringArray("visa", nil, "vISA debug info blob `FILE` (magic 0xdeadd010); repeatable. Sections starting with the magic are found by themselves")
		asmFiles := fs.StringArray("visaasm", nil, "vISA text `FILE` for line numbers, types and value names; repeatable. .visaasm.* sections are read by themselves")
		igcDump := fs.String("igc-dump", "", "IGC dump `DIR` of the build (IGC_ShaderDumpEnable=1): each kernel's blob, .visaasm and .visa.ll are found there by content; the .visa.ll files link source variables to storage")
		version := fs.Int("dwarf-version", 5, "DWARF `VERSION` to write: 4 or 5")
		dwarf64 := fs.Bool("dwarf64", false, "write the 64-bit DWARF format")
		var platform platformFlag
		platform.register(fs, "GRF size, scratch units and instruction encoding")
		visaVars := fs.Bool("visa-vars", false, "keep the vISA variables (V34, ...) that hold no source variable, as artificial variables in an artificial lexical block \"vISA\" of each subprogram")
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
		in, out, st := c.parseOne(e, fs, args, &o)
		if st >= 0 {
			return st
		}
		if *version != 4 && *version != 5 {
			return c.usageError(e, "--dwarf-version %d: want 4 or 5", *version)
		}
		if _, _, err := cf.options(); err != nil {
			return c.usageError(e, "%v", err)
		}
		// ECS .dbg text is told by its content before anything else.
		if eo.isECS(fileHead(in)) {
			if err := convertECS(e, in, out, &eo); err != nil {
				return fail(e, in, err)
			}
			return exitOK
		}
		plat, err := platform.platform()
		if err != nil {
			return c.usageError(e, "--platform: %v", err)
		}
		pl, st := c.plan(e, in, out, *visaFiles, *asmFiles, *igcDump, &so)
		if st >= 0 {
			return st
		}
		if pl.File != nil {
			defer pl.File.Close()
		}
		if *verbose {
			fmt.Fprintf(e.stderr, "hdwarf: %s: mode %s: %s\n", in, pl.Mode, pl.Reason)
		}
		if pl.Mode == convertplan.ModeMigrate && (fs.Changed("dwarf-version") || *dwarf64) {
			// The units are IGC's, rewritten in place: their format is IGC's.
			return c.usageError(e, "%s: --dwarf-version and --dwarf64 choose the format of DWARF convert writes, but IGC's own DWARF is kept (%s)", in, pl.Reason)
		}
		opts := convertplan.Options{KeepExisting: *keep,
			Migrate: migrate.Options{Workers: runtime.GOMAXPROCS(0), ReleaseMemory: debug.FreeOSMemory},
			VISA:    visadwarf.Options{Version: *version, Dwarf64: *dwarf64, Producer: "hdwarf convert (vISA debug info)", Platform: plat, VISAVars: *visaVars}}
		if fs.Changed("dwarf-version") {
			opts.SPIRVVersion = *version
		}
		res, err := pl.Convert(opts)
		switch {
		case errors.Is(err, intelgt.ErrNoPlatform):
			return c.usageError(e, "%s: %v: give --platform %s", in, err, intelgt.PlatformNames("|"))
		case errors.Is(err, visadwarf.ErrNoVISA):
			return fail(e, in, fmt.Errorf("%w: give --visa FILE or add the blob as a section", err))
		case errors.As(err, new(*dwarfenc.ExistingDebugError)):
			return fail(e, in, fmt.Errorf("%w; --keep-existing-debug refuses to replace them", err))
		case err != nil:
			return fail(e, in, err)
		}
		if res.VISA != nil && *verbose {
			reportVISA(e, res.VISA, pl.VISA.Links)
		}
		if res.Migrate != nil {
			e.addOperations(res.Migrate.Ops)
			switch {
			case *verbose:
				fmt.Fprint(e.stderr, res.Migrate.String())
			case !e.quiet:
				// Said even without -v: the output is IGC's tree, not a conversion of the SPIR-V.
				fmt.Fprintf(e.stderr, "hdwarf: %s: kept IGC's own DWARF (compile units: %d) and rewrote its Intel operations to DW_OP_LLVM_user, proven equal (what hdwarf migrate --from intel --to user --check does); --igc-dump DIR converts the build's vISA debug info instead\n",
					in, res.Migrate.Units)
				if n := len(res.Migrate.Dropped); n > 0 {
					fmt.Fprintf(e.stderr, "hdwarf: %s: %d vector components written with no location: the machine code refutes IGC's location for them (-v lists them)\n", in, n)
				}
			}
		}
		if res.SPIRV != nil && !so.quiet {
			for _, w := range res.SPIRV.Warnings {
				e.warnf(pl.SPIRVFrom, "%s", w)
			}
		}
		if err := writeCompressedELF(e, out, in, res.File, &cf); err != nil {
			return fail(e, out, err)
		}
		return exitOK
	}
	return c
}

// plan reads the input and the SPIR-V module given beside it and lets the library decide
// what to convert; it returns the plan, or the exit status when there is none.
func (c command) plan(e *env, in, out string, visaFiles, asmFiles []string, igcDump string, so *spirvOptions) (*convertplan.Plan, int) {
	r := convertplan.Request{Name: in, VISAFiles: visaFiles, AsmFiles: asmFiles, Replaces: out == in, IGCDump: igcDump}
	var err error
	if so.file != "" {
		if r.SPIRV, err = inputfile.Read(so.file); err != nil {
			return nil, fail(e, so.file, err)
		}
		if !spirv.Detect(r.SPIRV) {
			return nil, fail(e, so.file, fmt.Errorf("not a SPIR-V module (magic %#08x)", spirv.Magic))
		}
		r.SPIRVName = so.file
	}
	if so.target != "" {
		t, err := spirvdwarf.ParseTarget(so.target)
		if err != nil {
			return nil, c.usageError(e, "--target: %v", err)
		}
		r.Target = &t
	}
	if bytes.HasPrefix(fileHead(in), []byte(elf.ELFMAG)) {
		// ELF inputs are mapped, not read: the output copies what it does not change.
		if r.File, err = openInputELF(e, in); err != nil {
			return nil, fail(e, in, err)
		}
	} else if r.Input, err = inputfile.Read(in); err != nil {
		return nil, fail(e, in, err)
	}
	pl, err := convertplan.Decide(r)
	if err != nil && r.File != nil {
		r.File.Close()
	}
	if ce := (*convertplan.ConflictError)(nil); errors.As(err, &ce) {
		return nil, c.usageError(e, "%v", err)
	}
	if err != nil {
		return nil, fail(e, in, err)
	}
	return pl, -1
}

// reportVISA prints what the vISA conversion made, per kernel and object.
func reportVISA(e *env, res *visadwarf.Result, links map[visadwarf.LinkKey]*visalink.Function) {
	for _, k := range res.Kernels {
		lines := "lines from .visaasm"
		if k.Synthetic {
			lines = "synthetic lines"
		}
		fmt.Fprintf(e.stderr, "hdwarf: kernel %s (%s, from %s): %d line rows, %s, platform %s (%s)\n", k.Name, k.Section, k.Source, k.LineRows, lines, res.Platform.Name, platformFrom(res.PlatformFrom))
		for _, o := range k.Objects {
			inv := ""
			if o.Inverted > 0 {
				inv = fmt.Sprintf(", %d inverted live intervals dropped", o.Inverted)
			}
			fmt.Fprintf(e.stderr, "hdwarf:   %-24s [%#x, %#x) %d variables, %d without code, %d subroutines%s\n", o.Name, o.RelocOffset, o.End, o.Vars, o.NoCode, o.Subroutines, inv)
			if fl := links[visadwarf.LinkKey{Kernel: k.Name, Object: o.Name}]; fl != nil {
				reportLinks(e, fl, o.Links)
			}
		}
		reportArgs(e, k.Args)
		reportSource(e, k)
	}
}

// reportSource prints what the SPIR-V or IGC's DWARF declared in the kernel's subprograms.
func reportSource(e *env, k visadwarf.KernelReport) {
	if len(k.SourceTree) == 0 {
		return
	}
	var parts []string
	for _, s := range k.SourceTree {
		if !s.Found {
			parts = append(parts, s.Function+" (not in "+k.SourceFrom+")")
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %d parameters, %d locals", s.Function, s.Params, s.Locals))
	}
	fmt.Fprintf(e.stderr, "hdwarf:   source tree from %s: %s; %d globals, %d of them at their symbol's data address\n", k.SourceFrom, strings.Join(parts, "; "), k.Globals, k.GlobalsLocated)
	if len(k.Inlined) > 0 {
		fmt.Fprintf(e.stderr, "hdwarf:   %d inlined instances (from IGC's dump): %s\n", len(k.Inlined), strings.Join(k.Inlined, ", "))
	}
}

// reportArgs prints how many of a kernel's arguments got a name, a type and a location, and
// why each one without a location has none.
func reportArgs(e *env, args []visadwarf.ArgReport) {
	if len(args) == 0 {
		return
	}
	named, typed, located := 0, 0, 0
	var links, why []string
	for _, a := range args {
		if a.Name != "" {
			named++
		}
		if a.Typed {
			typed++
		}
		name := a.Name
		if name == "" {
			name = fmt.Sprintf("#%d", a.Index)
		}
		if a.Located {
			located++
			if a.InPayload {
				var at []string
				for _, e := range a.Entries {
					at = append(at, fmt.Sprintf("%#x-%#x", e.Lo, e.Hi))
				}
				links = append(links, name+"="+a.Var+" in the payload at "+strings.Join(at, " "))
			} else {
				links = append(links, name+"="+a.Var)
			}
		} else {
			why = append(why, fmt.Sprintf("%s: %s", name, a.Why))
		}
	}
	fmt.Fprintf(e.stderr, "hdwarf:   arguments: %d, %d named, %d typed, %d with a location", len(args), named, typed, located)
	if len(links) > 0 {
		fmt.Fprintf(e.stderr, " (%s)", strings.Join(links, ", "))
	}
	fmt.Fprintln(e.stderr)
	for _, w := range why {
		fmt.Fprintf(e.stderr, "hdwarf:     no location for %s\n", w)
	}
}

// reportLinks prints how many source variables the dump linked to storage in an object and
// to what, and which have no location.
func reportLinks(e *env, fl *visalink.Function, links []visadwarf.LinkReport) {
	located, attached := 0, 0
	var what, why []string
	for _, l := range links {
		if l.Attached {
			attached++
		}
		if len(l.Entries) == 0 || !l.Attached {
			why = append(why, fmt.Sprintf("%v: %s", l.Key, l.Why))
		}
		if len(l.Entries) == 0 {
			continue
		}
		located++
		switch l.Kind {
		case visalink.Frame:
			w := fmt.Sprintf("%s=frame+%d/%d", l.Key.Name, l.Offset, l.Size)
			if n := len(l.ArgEntries); n > 0 {
				// A stack-call parameter: in its argument registers up to the store.
				w += fmt.Sprintf(" from %#x, argument registers [%#x, %#x)", l.Entries[0].Lo, l.ArgEntries[0].Lo, l.ArgEntries[n-1].Hi)
			} else if l.ArgWhy != "" {
				why = append(why, fmt.Sprintf("%v before its store into the frame slot: %s", l.Key, l.ArgWhy))
			}
			what = append(what, w)
		case visalink.Constant:
			what = append(what, fmt.Sprintf("%s=const % x", l.Key.Name, l.Bytes))
		case visalink.Private:
			what = append(what, fmt.Sprintf("%s=private %s+%s+%d/%d", l.Key.Name, l.Base, l.Var, l.Offset, l.Size))
		case visalink.Local:
			what = append(what, fmt.Sprintf("%s=slm+%#x", l.Key.Name, l.Offset))
		case visalink.Register:
			if len(l.Elems) > 0 {
				// A vector by element: the variables its rows are in.
				var vars []string
				for _, e := range l.Elems {
					v := e.Var
					if e.Var2 != "" {
						v += "+" + e.Var2
					}
					if !slices.Contains(vars, v) {
						vars = append(vars, v)
					}
				}
				what = append(what, fmt.Sprintf("%s=%d elements in %s", l.Key.Name, len(l.Elems), strings.Join(vars, "/")))
				break
			}
			fallthrough
		default:
			v := l.Var
			if l.Var2 != "" {
				v += "+" + l.Var2 // SIMD32 halves
			}
			if l.Payload != "" {
				var at []string
				for _, e := range l.Entries {
					at = append(at, fmt.Sprintf("%#x-%#x", e.Lo, e.Hi))
				}
				v = l.Payload + " in the payload at " + strings.Join(at, " ")
			}
			what = append(what, fmt.Sprintf("%s=%s", l.Key.Name, v))
		}
	}
	fmt.Fprintf(e.stderr, "hdwarf:     source variables from the dump: %d linked, %d with a location", len(links), located)
	if len(what) > 0 {
		fmt.Fprintf(e.stderr, " (%s)", strings.Join(what, ", "))
	}
	fmt.Fprintf(e.stderr, ", %d given to the source tree's variables, %d debug calls without storage\n", attached, len(fl.Unlinked))
	for _, w := range why {
		fmt.Fprintf(e.stderr, "hdwarf:       no location for %s\n", w)
	}
	for _, u := range fl.Unlinked {
		fmt.Fprintf(e.stderr, "hdwarf:       unlinked %v (%s): %s\n", u.Key, u.Where, u.Why)
	}
}

// platformFrom says where the platform came from, in the words of the command line.
func platformFrom(from string) string {
	if from == "given" {
		return "from --platform"
	}
	return "from " + from
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
