package main

import (
	"debug/elf"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"hdwarf/elfrw"
	"hdwarf/passes/strip"
)

// gnuProgram says which command hdwarf is when run under another name (a symlink or copy named
// objcopy or strip, also with a target prefix such as x86_64-linux-gnu-strip), so that a
// Makefile line changes only its program name.
func gnuProgram(argv0 string) (string, bool) {
	base := filepath.Base(argv0)
	for _, name := range []string{"objcopy", "strip"} {
		if base == name || strings.HasSuffix(base, "-"+name) && !strings.HasPrefix(base, "llvm-") {
			return name, true
		}
	}
	return "", false
}

// stripMode is which symbols and sections a GNU strip spelling removes.
type stripMode int

const (
	stripNone     stripMode = iota
	stripDebug              // --strip-debug, -g (-S -d for strip)
	stripUnneeded           // --strip-unneeded
	stripAll                // --strip-all (-s for strip, -S for objcopy)
)

func (m stripMode) String() string {
	return [...]string{"none", "strip-debug", "strip-unneeded", "strip-all"}[m]
}

// gnuOps are the GNU objcopy/strip options hdwarf accepts with GNU's meaning.
type gnuOps struct {
	debug, unneeded bool // the strip spellings; --strip-all is the command's own flag
	debugShort      []*bool
	keepFileSymbols bool
	stripDWO        bool
	removes         []string
	keeps           []string // --keep-section: not removed by -R or --strip-dwo
	removeRelocs    []string // --remove-relocations: the sections whose relocations go
	onlys           []string // objcopy --only-section: the sections copied
	stripSymbols    []string // -N: the symbols removed
	preserveDates   bool
	undeterministic bool // -U given after any -D
	noMergeNotes    bool
	showVersion     bool
	gnu             bool // run under GNU's program name: GNU's -s of relocatable files, its table alignment

	unsupported []unsupportedFlag
}

// unsupportedFlag is a GNU option registered (hidden) only to be refused by name.
type unsupportedFlag struct {
	long, short string
	arg         bool
}

// gnuStripUnsupported and gnuObjcopyUnsupported are the GNU options hdwarf does not implement:
// given, they are refused by name rather than as unknown.
var gnuStripUnsupported = []unsupportedFlag{
	{"input-target", "I", true}, {"output-target", "O", true}, {"target", "F", true},
	{"merge-notes", "M", false},
	{"keep-symbol", "K", true}, {"keep-section-symbols", "", false}, {"wildcard", "w", false},
	{"discard-all", "x", false}, {"discard-locals", "X", false}, {"info", "", false},
}

var gnuObjcopyUnsupported = append([]unsupportedFlag{
	{"binary-architecture", "B", true}, {"debugging", "", false},
	{"strip-unneeded-symbol", "", true}, {"extract-dwo", "", false}, {"extract-symbol", "", false},
	{"localize-hidden", "", false}, {"localize-symbol", "L", true}, {"globalize-symbol", "", true},
	{"keep-global-symbol", "G", true}, {"weaken-symbol", "W", true}, {"weaken", "", false},
	{"interleave", "i", true}, {"interleave-width", "", true}, {"byte", "b", true},
	{"gap-fill", "", true}, {"pad-to", "", true}, {"set-start", "", true}, {"change-start", "", true},
	{"adjust-start", "", true}, {"change-addresses", "", true}, {"adjust-vma", "", true},
	{"change-section-address", "", true}, {"adjust-section-vma", "", true},
	{"change-section-lma", "", true}, {"change-section-vma", "", true},
	{"change-warnings", "", false}, {"adjust-warnings", "", false}, {"no-change-warnings", "", false},
	{"no-adjust-warnings", "", false}, {"set-section-flags", "", true},
	{"set-section-alignment", "", true}, {"dump-section", "", true}, {"rename-section", "", true},
	{"long-section-names", "", true}, {"change-leading-char", "", false},
	{"remove-leading-char", "", false}, {"reverse-bytes", "", true}, {"redefine-sym", "", true},
	{"redefine-syms", "", true}, {"srec-len", "", true}, {"srec-forceS3", "", false},
	{"strip-symbols", "", true}, {"strip-unneeded-symbols", "", true}, {"keep-symbols", "", true},
	{"localize-symbols", "", true}, {"globalize-symbols", "", true},
	{"keep-global-symbols", "", true}, {"weaken-symbols", "", true}, {"add-symbol", "", true},
	{"alt-machine-code", "", true}, {"writable-text", "", false}, {"readonly-text", "", false},
	{"pure", "", false}, {"impure", "", false}, {"prefix-symbols", "", true},
	{"prefix-sections", "", true}, {"prefix-alloc-sections", "", true},
	{"file-alignment", "", true}, {"heap", "", true}, {"image-base", "", true},
	{"section-alignment", "", true}, {"stack", "", true}, {"subsystem", "", true},
	{"elf-stt-common", "", true}, {"verilog-data-width", "", true},
}, gnuStripUnsupported...)

// register adds the GNU options common to strip and objcopy. The strip spellings differ:
// strip has -g -S -d for --strip-debug and -s for --strip-all; objcopy has -g and -S for
// --strip-all. Commands register --strip-all themselves.
func (g *gnuOps) register(fs *pflag.FlagSet, objcopy bool, unsupported []unsupportedFlag) {
	help := "remove debug sections and debug-only symbols"
	if !objcopy {
		help += " (also -S and -d, as GNU strip spells it)"
	}
	fs.BoolVarP(&g.debug, "strip-debug", "g", false, help)
	if !objcopy {
		// strip's -S and -d are --strip-debug too (pflag has one letter per flag).
		for _, l := range []string{"S", "d"} {
			b := new(bool)
			fs.BoolVarP(b, "strip-debug-"+l, l, false, "")
			fs.MarkHidden("strip-debug-" + l)
			g.debugShort = append(g.debugShort, b)
		}
	}
	fs.BoolVar(&g.unneeded, "strip-unneeded", false, "remove debug sections and the symbols relocations do not need (executables and shared objects: as --strip-all)")
	fs.BoolVar(&g.keepFileSymbols, "keep-file-symbols", false, "with --strip-debug or --strip-unneeded (run as strip or objcopy, also --strip-all), keep the STT_FILE symbols")
	fs.BoolVar(&g.stripDWO, "strip-dwo", false, "remove the .dwo sections (split DWARF)")
	fs.StringArrayVarP(&g.removes, "remove-section", "R", nil, "remove sections matching `NAME` (a glob; '!NAME' keeps what it matches) and their relocations; no match is not an error")
	fs.StringArrayVar(&g.keeps, "keep-section", nil, "keep the sections matching `NAME` (a glob) that -R or --strip-dwo would remove")
	if objcopy {
		fs.StringArrayVarP(&g.onlys, "only-section", "j", nil, "copy only the sections matching `NAME` (a glob; '!NAME' leaves out), with the symbol and name tables and the kept sections' relocations")
	}
	fs.StringArrayVar(&g.removeRelocs, "remove-relocations", nil, "remove the relocations that apply to the sections matching `NAME` (a glob; '!NAME' keeps them)")
	fs.StringArrayVarP(&g.stripSymbols, "strip-symbol", "N", nil, "remove symbol `NAME` (an error when a relocation names it, as in GNU)")
	fs.BoolVarP(&g.preserveDates, "preserve-dates", "p", false, "give the output the input's access and modification times")
	// -D and -U set one switch, so that the last given wins, as in GNU's.
	fs.VarPF(archiveDates{&g.undeterministic, false}, "enable-deterministic-archives", "D", "archive members get date, owner and group 0 and mode 0644 (the default, as Debian's GNU binutils)").NoOptDefVal = "true"
	fs.VarPF(archiveDates{&g.undeterministic, true}, "disable-deterministic-archives", "U", "archive members get the owner, a new file's mode and the time (-p: their own), as GNU's do").NoOptDefVal = "true"
	fs.BoolVar(&g.noMergeNotes, "no-merge-notes", false, "accepted: notes are never merged")
	fs.BoolVarP(&g.showVersion, "version", "V", false, "print the version and exit")
	g.unsupported = unsupported
	for _, u := range unsupported {
		if fs.Lookup(u.long) != nil {
			continue
		}
		short := u.short
		if short != "" && fs.ShorthandLookup(short) != nil {
			short = ""
		}
		if u.arg {
			fs.StringP(u.long, short, "", "")
		} else {
			fs.BoolP(u.long, short, false, "")
		}
		fs.MarkHidden(u.long)
	}
}

// parseGNU parses args for a command that takes the GNU options g (all is its --strip-all)
// and returns the strip mode they ask for; a status >= 0 means the command is done
// (--help, --version, a usage error).
func (c command) parseGNU(e *env, fs *pflag.FlagSet, args []string, g *gnuOps, all *bool) (stripMode, int) {
	args, err := expandAtFiles(args)
	if err != nil {
		fmt.Fprintf(e.stderr, "hdwarf %s: %v\n", c.name, err)
		return 0, exitFailure
	}
	if st := c.parse(e, fs, shortValues(fs, args)); st >= 0 {
		return 0, st
	}
	if g.showVersion {
		return 0, versionCommand().run(e, nil)
	}
	mode, err := g.validate(fs, *all)
	if err != nil {
		return 0, c.usageError(e, "%v", err)
	}
	return mode, -1
}

// shortValues splits "-X=VALUE", a short option that takes a value written with '=', into
// "-X" and "=VALUE": GNU's getopt takes everything after the letter as the value ("-R=.test"
// names the section "=.test"), where pflag drops the '='.
func shortValues(fs *pflag.FlagSet, args []string) []string {
	var out []string
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 3 && a[0] == '-' && a[1] != '-' && a[2] == '=' {
			if f := fs.ShorthandLookup(a[1:2]); f != nil && f.NoOptDefVal == "" {
				out = append(out, a[:2], a[2:])
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

// validate checks the parsed GNU options (combinations, then section globs) and returns the
// strip mode they ask for.
func (g *gnuOps) validate(fs *pflag.FlagSet, all bool) (stripMode, error) {
	if err := g.check(fs); err != nil {
		return 0, err
	}
	if err := g.checkGlobs(); err != nil {
		return 0, err
	}
	return g.mode(all)
}

// check refuses the unsupported GNU options given, all named in one message.
func (g *gnuOps) check(fs *pflag.FlagSet) error {
	var bad []string
	for _, u := range g.unsupported {
		if f := fs.Lookup(u.long); f != nil && f.Hidden && f.Changed {
			n := "--" + u.long
			if f.Shorthand != "" {
				n += " (-" + f.Shorthand + ")"
			}
			bad = append(bad, n)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	sort.Strings(bad)
	return fmt.Errorf("GNU option not supported by hdwarf: %s (README lists the GNU spellings that are)", strings.Join(bad, ", "))
}

// mode is the strip the options ask for; all is the command's --strip-all.
func (g *gnuOps) mode(all bool) (stripMode, error) {
	debug := g.debug
	for _, b := range g.debugShort {
		debug = debug || *b
	}
	n := 0
	m := stripNone
	for _, c := range []struct {
		on bool
		m  stripMode
	}{{debug, stripDebug}, {g.unneeded, stripUnneeded}, {all, stripAll}} {
		if c.on {
			n++
			m = c.m
		}
	}
	if n > 1 {
		// GNU lets the last one win; asking for two is a mistake worth saying.
		return stripNone, fmt.Errorf("give one of --strip-debug, --strip-unneeded and --strip-all")
	}
	return m, nil
}

// edits returns the changes the options make to a file besides compression and links, in
// GNU's order: strip, .dwo sections, -R (with --only-section, --remove-relocations,
// --keep-section), then the tables as GNU writes them.
func (g *gnuOps) edits(m stripMode) func(f *elfrw.File) error {
	return func(f *elfrw.File) error {
		if g.gnu {
			for _, s := range f.Sections {
				// hdwarf cannot read CREL relocations to see which symbols they use, and
				// GNU 2.40 refuses such a file ("Unable to recognise the format").
				if s.Type == shtCREL {
					return fmt.Errorf("section %s is SHT_CREL (compact relocations), which GNU binutils 2.40 does not read (section header at offset %#x)", s.Name, f.Shoff+uint64(f.Index(s))*shentsize(f))
				}
			}
		}
		if g.gnu && !hasContentSection(f) {
			if err := refusedByBoth(f); err != nil {
				return err
			}
		}
		before := len(f.Sections)
		if err := g.strip(f, m); err != nil {
			return err
		}
		if g.gnu {
			strip.AlignGNU(f)
			// GNU writes no symbol table that holds only the null symbol, even on a plain copy.
			if err := strip.DropEmptySymtab(f); err != nil {
				return err
			}
		}
		return strip.TidyGNU(f, len(f.Sections) != before)
	}
}

// archiveDates is the value of -D (undeterministic false) and -U (true): given, it sets
// *undeterministic, and the last of them given decides.
type archiveDates struct {
	undeterministic *bool
	u               bool
}

func (a archiveDates) String() string   { return strconv.FormatBool(*a.undeterministic == a.u) }
func (a archiveDates) Type() string     { return "bool" }
func (a archiveDates) Set(string) error { *a.undeterministic = a.u; return nil }

// archive is how archive members' headers are written.
func (g *gnuOps) archive() archiveOpts {
	return archiveOpts{deterministic: !g.undeterministic, preserveDates: g.preserveDates}
}

// strip makes the strip m and the removals the options ask for.
func (g *gnuOps) strip(f *elfrw.File, m stripMode) error {
	var err error
	switch m {
	case stripDebug:
		if g.keepFileSymbols {
			err = strip.DebugKeepFileSymbols(f)
		} else {
			err = strip.Debug(f)
		}
	case stripUnneeded:
		err = strip.Unneeded(f, g.keepFileSymbols)
	case stripAll:
		if g.gnu {
			err = strip.AllGNU(f, g.keepFileSymbols)
		} else {
			err = strip.All(f)
		}
	}
	if err != nil {
		return err
	}
	if err := strip.Symbols(f, g.stripSymbols, g.keepFileSymbols); err != nil {
		return err
	}
	if !g.stripDWO && len(g.removes) == 0 && len(g.removeRelocs) == 0 && len(g.onlys) == 0 {
		return nil
	}
	removes, keeps, relocs, onlys := sectionPatterns(g.removes), sectionPatterns(g.keeps), sectionPatterns(g.removeRelocs), sectionPatterns(g.onlys)
	// What --only-section leaves out: every section it does not match but the tables GNU
	// writes anew (symbols, their names, section names) and the relocations of kept sections.
	tables := map[*elfrw.Section]bool{}
	if len(onlys) > 0 && f.Shstrndx > 0 && f.Shstrndx < len(f.Sections) {
		tables[f.Sections[f.Shstrndx]] = true
		for _, t := range f.Sections {
			if t.Type == elf.SHT_SYMTAB && int(t.Link) < len(f.Sections) {
				tables[f.Sections[t.Link]] = true
			}
		}
	}
	notOnly := func(s *elfrw.Section) bool {
		if len(onlys) == 0 || onlys.match(s.Name) || tables[s] {
			return false
		}
		switch s.Type {
		case elf.SHT_SYMTAB, elf.SHT_SYMTAB_SHNDX:
			return false
		case elf.SHT_REL, elf.SHT_RELA:
			return s.Flags&elf.SHF_ALLOC != 0 || s.Info == 0 // the others go with their targets
		}
		return true
	}
	// Relocation sections (not the loaded, dynamic ones) of the sections --remove-relocations names.
	relocsOf := func(s *elfrw.Section) bool {
		return (s.Type == elf.SHT_REL || s.Type == elf.SHT_RELA) && s.Flags&elf.SHF_ALLOC == 0 &&
			s.Info > 0 && int(s.Info) < len(f.Sections) && relocs.match(f.Sections[s.Info].Name)
	}
	if err := f.RemoveSections(func(s *elfrw.Section) bool {
		return (g.stripDWO && strings.HasSuffix(s.Name, ".dwo") || removes.match(s.Name) || relocsOf(s) || notOnly(s)) && !keeps.match(s.Name)
	}); err != nil {
		return err
	}
	if len(onlys) > 0 {
		if err := strip.OnlySectionSymbols(f); err != nil {
			return err
		}
	}
	// GNU writes no symbol table once -R has left it empty.
	return strip.DropEmptySymtab(f)
}

// checkGlobs checks the section patterns.
func (g *gnuOps) checkGlobs() error {
	if err := sectionPatterns(g.removes).check("remove-section"); err != nil {
		return err
	}
	if err := sectionPatterns(g.keeps).check("keep-section"); err != nil {
		return err
	}
	if err := sectionPatterns(g.onlys).check("only-section"); err != nil {
		return err
	}
	return sectionPatterns(g.removeRelocs).check("remove-relocations")
}

// sectionPatterns are the globs of a section option such as -R, GNU's way: a pattern starting
// with "!" is a negation, and a name it matches is not selected, whatever the other patterns
// say (binutils objcopy's find_section_list).
type sectionPatterns []string

func (ps sectionPatterns) match(name string) bool {
	hit := false
	for _, p := range ps {
		if neg, ok := strings.CutPrefix(p, "!"); ok {
			if globMatch(neg, name) {
				return false
			}
		} else if globMatch(p, name) {
			hit = true
		}
	}
	return hit
}

// globMatch is fnmatch(3) as GNU objcopy calls it: path.Match on goGlob(pattern).
func globMatch(pattern, name string) bool {
	m, _ := path.Match(goGlob(pattern), name)
	return m
}

// classEnds reports whether a class whose "[" comes before rest is closed.
func classEnds(rest string) bool {
	if strings.HasPrefix(rest, "!") || strings.HasPrefix(rest, "^") {
		rest = rest[1:]
	}
	if strings.HasPrefix(rest, "]") {
		rest = rest[1:]
	}
	return strings.Contains(rest, "]")
}

// goGlob spells an fnmatch pattern for path.Match: a class may be negated with "!" as well as
// "^", a "]" right after the opening "[" (or its negation) is a member, not the end, and a "["
// that no "]" closes is itself.
func goGlob(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\' && i+1 < len(p):
			b.WriteString(p[i : i+2])
			i++
		case c == '[' && !classEnds(p[i+1:]):
			b.WriteString(`\[`) // no closing "]": a plain "["
		case c == '[':
			b.WriteByte('[')
			if i+1 < len(p) && (p[i+1] == '!' || p[i+1] == '^') {
				b.WriteByte('^')
				i++
			}
			if i+1 < len(p) && p[i+1] == ']' {
				b.WriteString(`\]`)
				i++
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// matches reports whether pattern p, taken alone, selects name (a negation selects nothing).
func (ps sectionPatterns) matches(p, name string) bool {
	if strings.HasPrefix(p, "!") {
		return false
	}
	return globMatch(p, name) && ps.match(name)
}

// check reports the first malformed pattern, naming the option.
func (ps sectionPatterns) check(option string) error {
	for _, p := range ps {
		if _, err := path.Match(goGlob(strings.TrimPrefix(p, "!")), ""); err != nil {
			return fmt.Errorf("--%s %q: %v", option, p, err)
		}
	}
	return nil
}

// keepDates reads in's access and modification times (before an in-place rewrite changes
// them) and returns what gives them to the output when --preserve-dates asks for it: nothing
// for standard output or when in could not be read.
func (g *gnuOps) keepDates(in string) func(e *env, out string) int {
	atime, mtime, terr := inputTimes(in)
	return func(e *env, out string) int {
		if !g.preserveDates || terr != nil || out == "-" {
			return exitOK
		}
		if err := os.Chtimes(out, atime, mtime); err != nil {
			return fail(e, out, err)
		}
		return exitOK
	}
}

// inputTimes returns in's access and modification times.
func inputTimes(in string) (atime, mtime time.Time, err error) {
	st, err := os.Stat(in)
	if err != nil {
		return atime, mtime, err
	}
	return statAtime(st), st.ModTime(), nil
}

// noInputHint explains a strip command line without INPUT. The usual slip is
// `strip --split-debug app -o x`: --split-debug takes the debug file's name, so app went there.
func noInputHint(split, out string) string {
	if split == "" {
		return "no INPUT given"
	}
	if _, err := os.Stat(split); err != nil {
		return "no INPUT given"
	}
	o := ""
	if out != "" {
		o = " -o " + out
	}
	return fmt.Sprintf("no INPUT given: --split-debug takes the name of the debug file to write, so %q was taken as that; "+
		"name the debug file, then the input: hdwarf strip --split-debug %s.debug %s%s", split, split, split, o)
}

// hasContentSection reports whether f has a section besides the symbol tables, their string
// tables and the section names: GNU's BFD makes sections of only those others, and objcopy
// and strip refuse a file with none.
func hasContentSection(f *elfrw.File) bool {
	tables := map[int]bool{f.Shstrndx: true}
	for _, s := range f.Sections {
		if s.Type == elf.SHT_SYMTAB {
			tables[int(s.Link)] = true
		}
	}
	for i, s := range f.Sections {
		if i == 0 || tables[i] {
			continue
		}
		switch s.Type {
		case elf.SHT_SYMTAB, elf.SHT_SYMTAB_SHNDX:
			continue
		}
		return true
	}
	return false
}

// refusedByBoth returns the error for a file with no content section (GNU refuses it: "has no
// sections") that LLVM's objcopy refuses too: two SHT_SYMTAB sections (the gABI allows one),
// or a symbol in a reserved section index hdwarf does not know. Files with no content that
// LLVM copies are copied.
func refusedByBoth(f *elfrw.File) error {
	var tabs []*elfrw.Section
	for _, s := range f.Sections {
		if s.Type == elf.SHT_SYMTAB {
			tabs = append(tabs, s)
		}
	}
	if len(tabs) > 1 {
		return fmt.Errorf("found multiple SHT_SYMTAB sections (%s at offset %#x, %s at offset %#x); GNU and LLVM refuse such a file", tabs[0].Name, tabs[0].Offset, tabs[1].Name, tabs[1].Offset)
	}
	for _, tab := range tabs {
		syms, err := f.Symbols(tab)
		if err != nil {
			return fmt.Errorf("%s: %w", tab.Name, err)
		}
		for _, sym := range syms[1:] {
			// MIPS's and Hexagon's small-common indices (0xff00-0xff04) are theirs to use.
			x := elf.SectionIndex(sym.Shndx)
			own := (f.Machine == elf.EM_MIPS || f.Machine == elf.EM_QDSP6) && x >= elf.SHN_LOPROC && x <= elf.SHN_LOPROC+4
			switch {
			case x < elf.SHN_LORESERVE, x == elf.SHN_ABS, x == elf.SHN_COMMON, x == elf.SHN_XINDEX, own:
			default:
				return fmt.Errorf("symbol '%s' (%s entry %d at offset %#x) has the unsupported section index %#x; GNU and LLVM refuse such a file", sym.Name, tab.Name, sym.Index, tab.Offset+uint64(sym.Index)*tab.Entsize, sym.Shndx)
			}
		}
	}
	return nil
}

// shtCREL is the section type of LLVM's compact relocations.
const shtCREL = elf.SectionType(0x40000014)

// shentsize is the size of one section header of f.
func shentsize(f *elfrw.File) uint64 {
	if f.Class == elf.ELFCLASS32 {
		return 40
	}
	return 64
}
