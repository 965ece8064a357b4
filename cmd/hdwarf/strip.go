package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"hdwarf/elfrw"
	"hdwarf/passes/strip"
)

func stripCommand() command {
	c := command{
		name:    "strip",
		summary: "Remove debug information, keep only it, or split it into a linked debug file.",
		usage: "strip INPUT... [--strip-all|-s|--strip-debug|-g|-S|-d|--strip-unneeded] [-R NAME]... [-o OUT | --output-dir DIR | --in-place] [-j N]\n" +
			"       hdwarf strip INPUT --only-keep-debug [--type zlib|zstd] -o OUT.debug\n" +
			"       hdwarf strip INPUT --split-debug OUT.debug [--build-id-dir DIR] [--type zlib|zstd] -o OUT\n" +
			"       hdwarf strip INPUT --add-debuglink EXISTING.debug -o OUT",
		example: "  hdwarf strip app -o app.stripped\n" +
			"  hdwarf strip --split-debug app.debug app -o app.stripped      # app.stripped links to app.debug\n" +
			"  hdwarf strip --split-debug app.debug --build-id-dir /usr/lib/debug/.build-id --type zstd app --in-place\n" +
			"  hdwarf strip --only-keep-debug k.zebin -o k.zebin.debug",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		var o outputFlags
		var cf compressFlags
		var b batchFlags
		g := gnuOps{gnu: e.gnu}
		all := fs.BoolP("strip-all", "s", false, "also remove the symbol table (kept when relocations need it)")
		keepDebug := fs.Bool("only-keep-debug", false, "write only the debug information: other loaded sections become SHT_NOBITS")
		split := fs.String("split-debug", "", "write the debug information to `FILE` and link OUT to it with .gnu_debuglink")
		buildIDDir := fs.String("build-id-dir", "", "also write the debug file as `DIR`/xx/yyyy.debug, named by the build-id note (DIR is the .build-id directory)")
		link := fs.String("add-debuglink", "", "link OUT to the existing debug file `FILE` (its name and CRC)")
		g.register(fs, false, gnuStripUnsupported)
		cf.register(fs, "")
		o.register(fs)
		b.register(fs, "j")
		e.gnuPerm = true
		mode, st := c.parseGNU(e, fs, args, &g, all)
		if st >= 0 {
			return st
		}
		if mode == stripNone && !*keepDebug {
			// hdwarf strip removes debug information; run as strip, it does what GNU strip
			// does with no option: removes every symbol too. GNU strip given -N removes only
			// those symbols.
			mode = stripDebug
			if e.gnu && len(g.stripSymbols) > 0 {
				mode = stripNone
			} else if e.gnu {
				mode = stripAll
			}
		}
		if _, _, err := cf.options(); err != nil {
			return c.usageError(e, "%v", err)
		}
		if fs.NArg() == 0 {
			return c.usageError(e, "%s", noInputHint(*split, o.out))
		}
		splitting := *split != "" || *buildIDDir != ""
		switch {
		case *keepDebug && (mode != stripNone || splitting || *link != "" || g.stripDWO || len(g.removes) > 0):
			return c.usageError(e, "--only-keep-debug writes the debug file alone: it does not go with --strip-all, --strip-debug, --strip-unneeded, --strip-dwo, -R, --split-debug, --build-id-dir or --add-debuglink")
		case *link != "" && splitting:
			return c.usageError(e, "--add-debuglink links to an existing file; --split-debug writes a new one: give one of them")
		case *split == "-":
			return c.usageError(e, "--split-debug needs a file name, not standard output")
		case *split != "" && fs.NArg() > 1:
			return c.usageError(e, "--split-debug names one debug file but %d INPUTs were given: use --build-id-dir DIR alone to split many files", fs.NArg())
		}
		ts, st := c.targets(e, fs.Args(), &o, &b, true)
		if st >= 0 {
			return st
		}
		if *split != "" && (sameFile(*split, ts[0].in) || sameFile(*split, ts[0].out)) {
			return c.usageError(e, "--split-debug %s is the input or the output", *split)
		}
		return c.eachTarget(e, ts, b.jobs, func(e *env, in, out string) int {
			dates := g.keepDates(in)
			job := stripJob{e: e, in: in, out: out, all: mode == stripAll, cf: &cf, pass: g.edits(mode), ar: g.archive()}
			var err error
			switch {
			case *keepDebug:
				err = job.onlyKeepDebug()
			case splitting:
				err = job.split(*split, *buildIDDir)
			default:
				err = job.strip(*link)
			}
			if err != nil {
				var fe fileError
				if errors.As(err, &fe) {
					return fail(e, fe.file, fe.err)
				}
				return fail(e, in, err)
			}
			return dates(e, out)
		})
	}
	return c
}

// fileError is an error about a file other than the input.
type fileError struct {
	file string
	err  error
}

func (e fileError) Error() string { return e.file + ": " + e.err.Error() }

type stripJob struct {
	e       *env
	in, out string
	all     bool
	cf      *compressFlags
	pass    func(*elfrw.File) error // the strip GNU options chose; nil: Debug, or All with all
	ar      archiveOpts
	created []string // files written so far, removed if a later step fails
}

// stripPass strips f and the device code objects it carries.
func (j *stripJob) stripPass(f *elfrw.File) error {
	return withDevice(j.e, j.in, f, j.hostPass)
}

// splitHost strips f for --split-debug. Device code objects keep their debug information: the
// debug file cannot carry it (there .hip_fatbin, a loaded section, is SHT_NOBITS), and no
// debugger looks for a code object's debug data anywhere but in the code object.
func (j *stripJob) splitHost(f *elfrw.File) error {
	j.deviceNote(f, "keep their debug information (split covers host code only; strip them with --strip-debug)")
	return j.hostPass(f)
}

// deviceNote says what became of f's device code objects' debug information, if it has any.
func (j *stripJob) deviceNote(f *elfrw.File, what string) {
	if es, err := deviceEntries(j.e, f); err == nil && len(es) > 0 && !j.e.quiet {
		fmt.Fprintf(j.e.stderr, "hdwarf: %s: note: the %d device code objects %s\n", j.in, len(es), what)
	}
}

func (j *stripJob) hostPass(f *elfrw.File) error {
	if j.pass != nil {
		return j.pass(f)
	}
	if j.all {
		return strip.All(f)
	}
	return strip.Debug(f)
}

func (j *stripJob) strip(link string) error {
	var crc uint32
	if link != "" {
		var err error
		if crc, err = fileCRC(link); err != nil {
			return fileError{link, fmt.Errorf("cannot link to the debug file: %w", err)}
		}
	}
	edit := func(f *elfrw.File) error {
		if err := j.stripPass(f); err != nil {
			return err
		}
		if link != "" {
			strip.SetDebugLink(f, strip.DebugLink{File: filepath.Base(link), CRC: crc})
		}
		return nil
	}
	return j.apply(edit)
}

// apply runs edit on the input (on each member of an archive) and writes the output.
func (j *stripJob) apply(edit func(*elfrw.File) error) error {
	if isArchive(j.in) {
		return editArchive(j.e, j.in, j.out, j.ar, edit)
	}
	f, err := openInputELF(j.e, j.in)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := edit(f); err != nil {
		return err
	}
	if err := writeELF(j.e, j.out, j.in, f); err != nil {
		return fileError{j.out, err}
	}
	return nil
}

func (j *stripJob) onlyKeepDebug() error {
	edit := func(f *elfrw.File) error {
		j.deviceNote(f, "keep their debug information in the input: the debug file holds the host's only")
		if err := strip.OnlyKeepDebug(f); err != nil {
			return err
		}
		return compressOutput(j.e, f, j.cf)
	}
	return j.apply(edit)
}

// split writes the debug file (to debugPath, to the build-id tree, or both), then the stripped
// file linked to it. Every edit is made before anything is written, and the files written are
// removed again if a later one fails, so that a failure leaves no output.
func (j *stripJob) split(debugPath, buildIDDir string) (err error) {
	if isArchive(j.in) {
		return errors.New("--split-debug and --build-id-dir take ELF files, not archives: strip the archive, or split its members")
	}
	dbg, err := openInputELF(j.e, j.in)
	if err != nil {
		return err
	}
	defer dbg.Close()
	f, err := openInputELF(j.e, j.in)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := strip.OnlyKeepDebug(dbg); err != nil {
		return err
	}
	if err := compressOutput(j.e, dbg, j.cf); err != nil {
		return err
	}
	if err := j.splitHost(f); err != nil {
		return err
	}
	var idPath string
	if buildIDDir != "" {
		id, err := strip.BuildID(f)
		if err != nil {
			return err
		}
		if len(id) < 2 {
			return errors.New("--build-id-dir: the file has no build-id note (link with --build-id)")
		}
		idPath = filepath.Join(buildIDDir, strip.BuildIDPath(id))
		if debugPath == "" {
			debugPath = idPath
			idPath = ""
		}
	}
	for _, p := range []string{debugPath, idPath} {
		if p != "" && (sameFile(p, j.in) || sameFile(p, j.out)) {
			return fmt.Errorf("the debug file %s would be the input or the output", p)
		}
	}
	// Every file goes to a temporary first; they are renamed into place together, only when
	// all are complete, so that a failure leaves the old debug and build-id files as they were.
	defer func() {
		if err != nil {
			// Directories this run made for the build-id path, newest first, once the
			// temporaries in them are gone (deferred calls run in reverse).
			for i := len(j.created) - 1; i >= 0; i-- {
				os.Remove(j.created[i])
			}
		}
	}()
	var set outputSet
	defer set.abort()
	if err := j.makeDirs(debugPath); err != nil {
		return fileError{debugPath, err}
	}
	dw, err := set.create(debugPath, outputPerm(j.e, j.in, dbg), false)
	if err != nil {
		return fileError{debugPath, err}
	}
	if _, err := dbg.WriteTo(dw); err != nil {
		return fileError{debugPath, err}
	}
	// The debug file's bytes, read back from its temporary (or made again when it is not a
	// regular file), give the CRC and the build-id copy.
	debugBytes := func() (io.ReadCloser, error) {
		if st, err := dw.Stat(); err == nil && st.Mode().IsRegular() {
			return os.Open(dw.Name())
		}
		pr, pw := io.Pipe()
		go func() { _, err := dbg.WriteTo(pw); pw.CloseWithError(err) }()
		return pr, nil
	}
	if idPath != "" {
		if err := j.makeDirs(idPath); err != nil {
			return fileError{idPath, err}
		}
		iw, err := set.create(idPath, outputPerm(j.e, j.in, dbg), false)
		if err != nil {
			return fileError{idPath, err}
		}
		r, err := debugBytes()
		if err != nil {
			return fileError{debugPath, err}
		}
		_, err = io.Copy(iw, r)
		r.Close()
		if err != nil {
			return fileError{idPath, err}
		}
	}
	r, err := debugBytes()
	if err != nil {
		return fileError{debugPath, err}
	}
	crc, err := strip.CRC(r)
	r.Close()
	if err != nil {
		return fileError{debugPath, err}
	}
	strip.SetDebugLink(f, strip.DebugLink{File: filepath.Base(debugPath), CRC: crc})
	if j.out == "-" {
		if err := set.commit(); err != nil {
			return err
		}
		return writeELF(j.e, j.out, j.in, f)
	}
	ow, err := set.create(j.out, outputPerm(j.e, j.in, f), sameFile(j.out, j.in))
	if err != nil {
		return fileError{j.out, err}
	}
	if _, err := f.WriteTo(ow); err != nil {
		return fileError{j.out, err}
	}
	return set.commit()
}

func fileCRC(path string) (uint32, error) {
	r, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer r.Close()
	return strip.CRC(r)
}

// makeDirs makes path's missing directories, recording them in j.created so that a later
// failure can take them back.
func (j *stripJob) makeDirs(path string) error {
	var made []string
	for d := filepath.Dir(path); d != "." && d != "/"; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil {
			break
		}
		made = append(made, d)
	}
	for i := len(made) - 1; i >= 0; i-- {
		if err := os.Mkdir(made[i], 0o755); err != nil && !os.IsExist(err) {
			return err
		}
		j.created = append(j.created, made[i])
	}
	return nil
}
