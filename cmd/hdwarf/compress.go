package main

import (
	"debug/elf"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/pflag"

	"hdwarf/elfrw"
	"hdwarf/passes/compress"
)

// compressFlags are --type and --level: on compress itself, and on the commands that can
// compress the debug sections of what they write (strip, convert, migrate).
type compressFlags struct {
	typ   string
	level int
	fs    *pflag.FlagSet // to tell --level 0 from no --level
}

// register adds the flags; def is the type used when --type is not given ("" for none).
func (c *compressFlags) register(fs *pflag.FlagSet, def string) {
	help := "compress the output's debug sections with `TYPE` (zlib or zstd)"
	if def != "" {
		help = "compression `TYPE`: zlib or zstd"
	}
	c.fs = fs
	fs.StringVar(&c.typ, "type", def, help)
	fs.IntVar(&c.level, "level", 0, fmt.Sprintf("compression `LEVEL` (zlib 1-9, default %d; zstd 1-22, default %d)", compress.DefaultZlibLevel, compress.DefaultZstdLevel))
}

// options checks the flags; ok is false when no compression was asked for.
func (c *compressFlags) options() (opt compress.Options, ok bool, err error) {
	levelGiven := c.level != 0 || c.fs != nil && c.fs.Changed("level")
	switch strings.ToLower(c.typ) {
	case "":
		if levelGiven {
			return opt, false, fmt.Errorf("--level needs --type")
		}
		return opt, false, nil
	case "zlib":
		opt.Type = elf.COMPRESS_ZLIB
	case "zstd":
		opt.Type = elf.COMPRESS_ZSTD
	default:
		return opt, false, fmt.Errorf("--type %q: want zlib or zstd", c.typ)
	}
	opt.Level = c.level
	if levelGiven {
		max := 9
		if opt.Type == elf.COMPRESS_ZSTD {
			max = 22
		}
		if c.level < 1 || c.level > max {
			if c.level == 0 && opt.Type == elf.COMPRESS_ZLIB {
				// Level 0 would store the data: never smaller, so no section would change.
				return opt, false, fmt.Errorf("--level 0: want 1-9 for zlib (level 0 stores without compressing; leave out --type to keep sections uncompressed)")
			}
			return opt, false, fmt.Errorf("--level %d: want 1-%d for %s", c.level, max, c.typ)
		}
	}
	return opt, true, nil
}

// compressOutput compresses the non-loaded debug sections of f as the flags ask, just before
// f is written; commands that write ELF files call it to offer --type. Sections that cannot
// be compressed are named on standard error with the reason.
func compressOutput(e *env, f *elfrw.File, c *compressFlags) error {
	opt, ok, err := c.options()
	if err != nil || !ok {
		return err
	}
	st, err := compressSections(f, opt)
	if err == nil {
		fmt.Fprint(e.stderr, declinedReport(st))
	}
	return err
}

// compressSections runs the pass with a tight garbage-collection target: the compressed
// sections stay in memory until the file is written, and the default target (twice what is
// live) would let the discarded chunk buffers double the peak. The chunks are compressed on
// as many workers as the machine runs goroutines in parallel.
func compressSections(f *elfrw.File, opt compress.Options) (compress.Stats, error) {
	defer debug.SetGCPercent(debug.SetGCPercent(25))
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	return compress.Sections(f, opt)
}

// compressReport is what compress -v prints: what was compressed, how, and with which encoder.
func compressReport(st compress.Stats, opt compress.Options) string {
	typ, level, encoder := "zlib", opt.Level, compress.ZlibBackend()
	if level == 0 {
		level = compress.DefaultZlibLevel
	}
	if opt.Type == elf.COMPRESS_ZSTD {
		typ, encoder = "zstd", compress.ZstdBackend()
		if opt.Level == 0 {
			level = compress.DefaultZstdLevel
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "hdwarf: %d sections compressed with %s level %d (%s): %d -> %d bytes; %d left as they were (%d empty, %d not smaller compressed)\n",
		st.Sections, typ, level, encoder, st.In, st.Out, st.Skipped, st.Empty, st.Skipped-st.Empty)
	for _, t := range st.Trimmed {
		fmt.Fprintf(&b, "hdwarf: segment %d (%v) of this relocatable file cut back to its loaded sections: file bytes [%#x, %#x) -> [%#x, %#x)\n",
			t.Index, t.Type, t.Off, t.Off+t.OldFilesz, t.Off, t.Off+t.NewFilesz)
	}
	b.WriteString(declinedReport(st))
	return b.String()
}

// declinedReport says, one line each, why selected sections were not compressed.
func declinedReport(st compress.Stats) string {
	var b strings.Builder
	for _, d := range st.Declined {
		fmt.Fprintf(&b, "hdwarf: not compressed: %v\n", d.Reason)
	}
	return b.String()
}

// devicePatterns is the --sections selection in a device code object: the patterns, without
// the check that each names a section of the host file (nil: the debug sections).
func devicePatterns(patterns []string) func(*elfrw.Section) bool {
	if len(patterns) == 0 {
		return nil
	}
	m, _ := compress.Glob(patterns) // checked when the flags were read
	return m
}

// sectionSelection turns --sections patterns into a selection (nil: the default, debug
// sections). A pattern without wildcards must name a section that can be handled; sections a
// wildcard selects that cannot be are left to the pass, which says why it leaves them.
func sectionSelection(f *elfrw.File, patterns []string, check func(*elfrw.Section) error) (func(*elfrw.Section) bool, error) {
	if len(patterns) == 0 {
		return nil, nil
	}
	match, err := compress.Glob(patterns)
	if err != nil {
		return nil, err
	}
	for _, p := range patterns {
		if strings.ContainsAny(p, "*?[\\") {
			continue
		}
		s := f.Section(p)
		if s == nil {
			return nil, fmt.Errorf("--sections %s: no such section", p)
		}
		if err := check(s); err != nil {
			return nil, fmt.Errorf("--sections %s: %w", p, err)
		}
	}
	return match, nil
}

func compressCommand() command {
	c := command{
		name:    "compress",
		summary: "Compress debug sections (SHF_COMPRESSED, zlib or zstd), in parallel.",
		usage:   "compress INPUT [--type zlib|zstd] [--level N] [--sections GLOB]... [-v] -o OUT",
		example: "  hdwarf compress --type zstd app -o app.z\n" +
			"  hdwarf compress --type zlib --level 9 k.zebin --in-place\n" +
			"  hdwarf compress --type zstd --sections '.debug_*' --sections .spv k.zebin -o k.z.zebin",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		var cf compressFlags
		cf.register(fs, "zlib")
		sections := fs.StringArray("sections", nil, "compress the non-loaded sections matching `GLOB` instead of the .debug_* ones (repeatable)")
		verbose := fs.BoolP("verbose", "v", false, "report on standard error: sections compressed, bytes before and after, the encoder (libzstd or pure Go for zstd)")
		ts, jobs, st := c.parseBatch(e, fs, args)
		if st >= 0 {
			return st
		}
		opt, _, err := cf.options()
		if err != nil {
			return c.usageError(e, "%v", err)
		}
		if _, err := compress.Glob(*sections); err != nil {
			return c.usageError(e, "%v", err)
		}
		return c.eachTarget(e, ts, jobs, func(e *env, in, out string) int {
			return editELF(e, in, out, func(f *elfrw.File) error {
				opt := opt // each file has its own selection
				var err error
				if opt.Match, err = sectionSelection(f, *sections, func(s *elfrw.Section) error { return compress.Compressible(f, s) }); err != nil {
					return err
				}
				var st compress.Stats
				err = withDevice(e, in, f, func(g *elfrw.File) error {
					o := opt
					if g != f {
						o.Match = devicePatterns(*sections)
					}
					s, err := compressSections(g, o)
					if g == f {
						st = s
					} else { // the device's count in the report
						st.Sections, st.Skipped, st.Empty = st.Sections+s.Sections, st.Skipped+s.Skipped, st.Empty+s.Empty
						st.In, st.Out = st.In+s.In, st.Out+s.Out
					}
					return err
				})
				if err == nil && *verbose {
					fmt.Fprint(e.stderr, compressReport(st, opt))
				} else if err == nil && st.Sections == 0 && !e.quiet {
					// Nothing was compressed: say why, where that is not just size.
					fmt.Fprint(e.stderr, declinedReport(st))
				}
				return err
			})
		})
	}
	return c
}

func decompressCommand() command {
	c := command{
		name:    "decompress",
		summary: "Decompress debug sections (gABI SHF_COMPRESSED and old .zdebug_* ones).",
		usage:   "decompress INPUT [--sections GLOB]... -o OUT",
		example: "  hdwarf decompress app.z -o app\n" +
			"  hdwarf decompress --sections '*' old-gold-binary --in-place",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		sections := fs.StringArray("sections", nil, "decompress the sections matching `GLOB` instead of the debug ones (repeatable)")
		ts, jobs, st := c.parseBatch(e, fs, args)
		if st >= 0 {
			return st
		}
		if _, err := compress.Glob(*sections); err != nil {
			return c.usageError(e, "%v", err)
		}
		return c.eachTarget(e, ts, jobs, func(e *env, in, out string) int {
			return editELF(e, in, out, func(f *elfrw.File) error {
				match, err := sectionSelection(f, *sections, func(s *elfrw.Section) error {
					if !s.HasFileData() {
						return fmt.Errorf("section %s has no contents", s.Name)
					}
					return nil
				})
				if err != nil {
					return err
				}
				return withDevice(e, in, f, func(g *elfrw.File) error {
					m := match
					if g != f {
						m = devicePatterns(*sections)
					}
					_, err := compress.Decompress(g, m)
					return err
				})
			})
		})
	}
	return c
}
