// Package convertplan decides what a conversion does with its input: which vendor payloads
// the input carries or was given beside it, which pass reads them, and what the output is.
// The decision is made from what is found and what was asked, never by falling from one
// route to another, and it never lets an ELF code object be replaced by an object of
// another machine.
package convertplan

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/internal/inputfile"
	"hdwarf/passes/spirvdwarf"
	"hdwarf/passes/visadwarf"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/spirv"
	"hdwarf/sections/visa"
	"hdwarf/sections/zeinfo"
	"hdwarf/text/visaasm"
)

// Mode is what the conversion makes.
type Mode uint8

const (
	// ModeVISA: vISA debug info placed against the input's code; the output is the input
	// with DWARF sections added.
	ModeVISA Mode = iota + 1
	// ModeSPIRVInto: SPIR-V debug info written for an ELF code object (a zebin, an IGC
	// per-kernel ELF); the output is the input, with its code, symbols and notes, plus DWARF.
	ModeSPIRVInto
	// ModeSPIRVObject: SPIR-V debug info as a debugging object, an ELF relocatable holding
	// only debug sections.
	ModeSPIRVObject
	// ModeMigrate: the input carries IGC's own DWARF and no vISA debug info. IGC's tree
	// (names, types, lines, scopes and locations) is kept and its Intel operations are
	// rewritten to DW_OP_LLVM_user, each rewrite proven equal, as hdwarf migrate --from intel
	// --to user --check does: the SPIR-V's tree would have no locations.
	ModeMigrate
)

var modeNames = [...]string{ModeVISA: "vISA", ModeSPIRVInto: "SPIR-V into the code object", ModeSPIRVObject: "SPIR-V debugging object",
	ModeMigrate: "IGC's DWARF migrated"}

func (m Mode) String() string {
	if int(m) < len(modeNames) && modeNames[m] != "" {
		return modeNames[m]
	}
	return "Mode(" + strconv.Itoa(int(m)) + ")"
}

// Request is what was asked, with the input: an ELF file read by elfrw (File), or the bytes
// of any other file (Input).
type Request struct {
	Name  string // the input's name, for messages
	File  *elfrw.File
	Input []byte
	// VISAFiles are vISA debug info blobs given beside the input, AsmFiles vISA texts.
	VISAFiles []string
	AsmFiles  []string
	// SPIRV is a SPIR-V module given beside the input (nil: none), read from SPIRVName.
	SPIRV     []byte
	SPIRVName string
	// Target is the ELF flavour asked for SPIR-V output; nil leaves it to the plan.
	Target *spirvdwarf.Target
	// Replaces says the output is written over the input.
	Replaces bool
	// IGCDump is an IGC dump directory of the build (blobs, .visaasm, .visa.ll); "" for none.
	IGCDump string
	dump    *Dump // IGCDump, read
}

// visaGiven says vISA debug info came from beside the input.
func (r *Request) visaGiven() bool { return len(r.VISAFiles) > 0 || r.dump != nil }

// Plan is the decision.
type Plan struct {
	Mode   Mode
	Reason string // why this mode, in a few words
	// For the SPIR-V modes: the module, where it was found, and the flavour of the DWARF. In
	// the vISA mode, the program's module when the input carries one: it names and types the
	// kernels' arguments.
	Module    *spirv.Module
	SPIRVFrom string
	Target    spirvdwarf.Target
	// File is the input ELF (nil for a bare SPIR-V module); ModeSPIRVInto adds to it.
	File *elfrw.File
	// ZeInfo is the zebin's .ze_info in the vISA mode (nil when there is none): it places the
	// kernels' arguments in the payload.
	ZeInfo *zeinfo.Info
	// Dump is what the IGC dump directory gave (vISA mode; nil without one): its blobs and
	// .visaasm texts join the others, its links locate source variables.
	Dump *Dump
	// VISA is every input of the vISA mode, decoded: the blobs and .visaasm texts of the
	// input's sections, of the files given and of the dump, with Module, ZeInfo, the dump's
	// links and IGC.
	VISA visadwarf.Input
	// SourceTree says where the vISA mode takes the source tree (subprograms, parameters,
	// locals, types, globals) from: the SPIR-V module, else IGC's own DWARF in the input
	// (IGC, when it is read); "" for none.
	SourceTree string
	IGC        *visadwarf.IGCTree
}

// ErrNothing says the input carries no vendor debug info the conversion reads.
var ErrNothing = errors.New("no vendor debug info found: no section starts with the vISA magic 0xdeadd010 or holds a SPIR-V module, and none was given beside the input")

// ConflictError says the request asks for two conversions at once.
type ConflictError struct{ Msg string }

func (e *ConflictError) Error() string { return e.Msg }

// ReplaceError refuses an output that would replace an ELF file by an object of another
// kind or machine.
type ReplaceError struct {
	Name     string
	From, To string
}

func (e *ReplaceError) Error() string {
	return fmt.Sprintf("refusing to replace %s (%s) by %s; write the output to another file", e.Name, e.From, e.To)
}

// Decide makes the plan for r.
func Decide(r Request) (*Plan, error) {
	p, err := decide(r)
	if err == nil && p.Mode != ModeVISA && len(r.AsmFiles) > 0 {
		// The text would be ignored: say so rather than convert something else.
		does := "reads SPIR-V"
		if p.Mode == ModeMigrate {
			does = "keeps IGC's own DWARF"
		}
		return nil, &ConflictError{"vISA text was given, but the conversion " + does + " (" + p.Reason + "): give the vISA debug info it goes with"}
	}
	return p, err
}

func decide(r Request) (*Plan, error) {
	if r.IGCDump != "" {
		if r.SPIRV != nil {
			return nil, &ConflictError{"both an IGC dump directory and a SPIR-V module were given: the dump's vISA debug info and the SPIR-V are converted one at a time"}
		}
		d, err := ReadDump(r.IGCDump)
		if err != nil {
			return nil, err
		}
		r.IGCDump = ""
		r.dump = d
		p, err := decide(r)
		if err != nil {
			return nil, err
		}
		links := 0
		for _, f := range d.Links {
			links += len(f.Links)
		}
		p.Dump = d
		p.Reason += fmt.Sprintf("; IGC dump %s: %d kernels (%s), %d source variables linked to storage", d.Dir, len(d.Blobs), strings.Join(d.Kernels, "; "), links)
		return p, nil
	}
	if r.SPIRV != nil && r.visaGiven() {
		return nil, &ConflictError{"both vISA debug info and a SPIR-V module were given: convert one at a time"}
	}
	if spirv.Detect(r.Input) {
		if r.visaGiven() {
			return nil, &ConflictError{fmt.Sprintf("%s is a SPIR-V module, not the ELF code object the vISA debug info describes", r.Name)}
		}
		mod, from, why := r.Input, r.Name, "the input is a SPIR-V module"
		if r.SPIRV != nil {
			mod, from, why = r.SPIRV, r.SPIRVName, "a SPIR-V module was given"
		}
		return spirvObject(r, nil, mod, from, why)
	}
	f := r.File
	if f == nil {
		if !bytes.HasPrefix(r.Input, []byte(elf.ELFMAG)) {
			return nil, fmt.Errorf("neither an ELF file nor a SPIR-V module (first bytes % x)", r.Input[:min(len(r.Input), 4)])
		}
		var err error
		if f, err = elfrw.ReadBytes(r.Input); err != nil {
			return nil, err
		}
	}
	blobs, asm, modules, err := scan(f)
	if err != nil {
		return nil, err
	}
	switch {
	case r.SPIRV != nil:
		why := "a SPIR-V module was given"
		if len(blobs) > 0 {
			why += fmt.Sprintf(" (the vISA debug info in section %s is not read)", blobs[0].Name)
		}
		return spirvFor(r, f, r.SPIRV, r.SPIRVName, why)
	case r.visaGiven():
		return visaPlan(r, f, blobs, asm, modules, "vISA debug info was given")
	case len(blobs) > 0:
		return visaPlan(r, f, blobs, asm, modules, "vISA debug info found in "+sectionList(blobs))
	}
	if units, err := igcDWARF(f); err != nil {
		return nil, err
	} else if units > 0 {
		why := fmt.Sprintf("no vISA debug info; the input carries IGC's own DWARF (%d compile units in .debug_info), "+
			"which locates the source variables: kept, its Intel operations rewritten to DW_OP_LLVM_user and each rewrite "+
			"proven equal (as hdwarf migrate --from intel --to user --check)", units)
		if len(modules) > 0 {
			why += fmt.Sprintf("; the SPIR-V in %s, whose tree has no locations, is not read (give it with --spirv to convert it instead)", sectionList(modules))
		}
		return &Plan{Mode: ModeMigrate, Reason: why + "; --igc-dump DIR converts the build's vISA debug info", File: f}, nil
	}
	switch {
	case len(modules) > 1:
		return nil, fmt.Errorf("%d sections hold SPIR-V modules (%s): give the one to convert beside the input", len(modules), sectionList(modules))
	case len(modules) == 1:
		data, _ := modules[0].Data()
		return spirvFor(r, f, data, fmt.Sprintf("%s: section %s", r.Name, modules[0].Name),
			"no vISA debug info; a SPIR-V module found in section "+modules[0].Name)
	}
	return nil, ErrNothing
}

// igcDWARF counts the compile units of IGC's own DWARF in f: the units of .debug_info of an
// Intel GPU code object whose producer is not hdwarf (whose own output is already standard).
func igcDWARF(f *elfrw.File) (int, error) {
	if !elfrw.IsIntelGPU(f.Machine) || f.Section(".debug_info") == nil {
		return 0, nil
	}
	d, err := dwarf.Load(f)
	if err != nil {
		return 0, err
	}
	units, err := d.Units(".debug_info")
	if err != nil {
		return 0, err
	}
	n := 0
	for _, u := range units {
		r := d.DIEs(u)
		var die dwarf.DIE
		if !r.Next(&die) || die.Abbrev == nil {
			if err := r.Err(); err != nil {
				return 0, err
			}
			continue
		}
		if fp := die.Field(dw.AttrProducer); fp != nil {
			base, _ := dwarf.StrOffsetsBase(u, &die)
			if s, ok := d.Str(u, base, fp); ok && strings.HasPrefix(s, "hdwarf") {
				continue
			}
		}
		n++
	}
	return n, nil
}

// visaPlan plans the vISA conversion: the blobs give code, variables and lines; the program's
// SPIR-V module (one section) and .ze_info, when the input has them, give the kernels'
// arguments their source names, types and payload registers.
func visaPlan(r Request, f *elfrw.File, blobs, asm, modules []*elfrw.Section, why string) (*Plan, error) {
	p := &Plan{Mode: ModeVISA, Reason: why, File: f}
	if err := p.readVISA(r, blobs, asm); err != nil {
		return nil, err
	}
	zi, err := zeinfo.Of(f)
	if err != nil {
		return nil, err
	}
	p.ZeInfo = zi
	var args []string
	if zi != nil {
		args = append(args, "payload places from .ze_info")
	}
	switch len(modules) {
	case 0:
	case 1:
		data, err := modules[0].Data()
		if err != nil {
			return nil, fmt.Errorf("section %s: %w", modules[0].Name, err)
		}
		m, err := spirv.Decode(data)
		if err != nil {
			return nil, fmt.Errorf("section %s (at offset %#x): %w", modules[0].Name, modules[0].Offset, err)
		}
		p.Module, p.SPIRVFrom = m, "section "+modules[0].Name
		args = append(args, "names and types from the SPIR-V in section "+modules[0].Name)
	default:
		why += fmt.Sprintf("; %d sections hold SPIR-V modules (%s), none is read", len(modules), sectionList(modules))
	}
	if len(args) > 0 {
		why += "; kernel arguments: " + strings.Join(args, ", ")
	}
	if err := p.sourceTree(f); err != nil {
		return nil, err
	}
	if p.SourceTree != "" {
		why += "; source tree: " + p.SourceTree
	}
	p.Reason = why
	p.VISA.Module, p.VISA.ZeInfo, p.VISA.IGC = p.Module, p.ZeInfo, p.IGC
	return p, nil
}

// readVISA decodes the vISA inputs: the blobs and .visaasm texts in f's sections, then the
// files given, then the dump's.
func (p *Plan) readVISA(r Request, blobs, asm []*elfrw.Section) error {
	in := &p.VISA
	for _, sec := range blobs {
		data, err := sec.Data()
		if err != nil {
			return fmt.Errorf("section %s: %w", sec.Name, err)
		}
		info, err := visa.Decode(data)
		if err != nil {
			return fmt.Errorf("section %s: %w", sec.Name, err)
		}
		off := int64(sec.Offset)
		if sec.Flags&elf.SHF_COMPRESSED != 0 {
			off = -1 // offsets in the inflated bytes name no place in the file
		}
		in.Blobs = append(in.Blobs, visadwarf.Blob{Source: "section " + sec.Name, Info: info, Off: off})
	}
	for _, sec := range asm {
		data, err := sec.Data()
		if err != nil {
			return fmt.Errorf("section %s: %w", sec.Name, err)
		}
		a, err := visaasm.Parse(data)
		if err != nil {
			return fmt.Errorf("section %s: %w", sec.Name, err)
		}
		in.Asm = append(in.Asm, visadwarf.Asm{Source: "section " + sec.Name, File: a})
	}
	for _, name := range r.VISAFiles {
		data, err := inputfile.Read(name)
		if err != nil {
			return err
		}
		if !visa.IsBlob(data) {
			return fmt.Errorf("%s: not a vISA debug info blob (no magic 0xdeadd010 at offset 0)", name)
		}
		info, err := visa.Decode(data)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		in.Blobs = append(in.Blobs, visadwarf.Blob{Source: name, Info: info})
	}
	for _, name := range r.AsmFiles {
		data, err := inputfile.Read(name)
		if err != nil {
			return err
		}
		a, err := visaasm.Parse(data)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		in.Asm = append(in.Asm, visadwarf.Asm{Source: name, File: a, Given: true})
	}
	if d := r.dump; d != nil {
		in.Blobs = append(in.Blobs, d.Blobs...)
		in.Asm = append(in.Asm, d.Asm...)
		in.Links = d.Links
	}
	return nil
}

// sourceTree decides where the source tree comes from: the SPIR-V module when it carries
// debug info, else IGC's DWARF when the input has some (a zebin built with -g, IGC's
// per-kernel ELF).
func (p *Plan) sourceTree(f *elfrw.File) error {
	if m := p.Module; m != nil && m.Debug != nil && len(m.Debug.CompilationUnits) > 0 {
		p.SourceTree = "SPIR-V (" + p.SPIRVFrom + ")"
		return nil
	}
	if f.Section(".debug_info") == nil {
		return nil
	}
	d, err := dwarf.Load(f)
	if err != nil {
		return err
	}
	t, err := visadwarf.ReadIGCTree(d)
	if err != nil || t == nil {
		return err
	}
	p.IGC = t
	p.SourceTree = fmt.Sprintf("IGC DWARF (section .debug_info, %d subprograms)", t.Subprograms())
	return nil
}

// scan finds the sections that hold vISA blobs, vISA text (.visaasm*) and SPIR-V modules.
func scan(f *elfrw.File) (blobs, asm, modules []*elfrw.Section, err error) {
	for _, s := range f.Sections {
		if s.Type == elf.SHT_NOBITS || s.Type == elf.SHT_NULL || s.Size < 4 {
			continue
		}
		isAsm := strings.HasPrefix(s.Name, ".visaasm")
		if !isAsm && strings.HasPrefix(s.Name, ".debug_") {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, nil, nil, fmt.Errorf("section %s: %w", s.Name, err)
		}
		switch {
		case visa.IsBlob(data):
			blobs = append(blobs, s)
		case isAsm:
			asm = append(asm, s)
		case len(data) >= spirv.HeaderWords*4 && spirv.Detect(data):
			modules = append(modules, s)
		}
	}
	return blobs, asm, modules, nil
}

func sectionList(ss []*elfrw.Section) string {
	var n []string
	for _, s := range ss {
		n = append(n, s.Name)
	}
	return strings.Join(n, ", ")
}

// HasCode reports whether f holds machine code: a loaded, executable section with bytes.
func HasCode(f *elfrw.File) bool {
	for _, s := range f.Sections {
		if s.Flags&elf.SHF_ALLOC != 0 && s.Flags&elf.SHF_EXECINSTR != 0 && s.Size > 0 && s.Type != elf.SHT_NOBITS {
			return true
		}
	}
	return false
}

// spirvFor plans SPIR-V debug info for an ELF input: added to it when it is a code object
// (the DWARF then has the code object's flavour), a separate debugging object otherwise or
// when another flavour was asked, which must not replace the input.
func spirvFor(r Request, f *elfrw.File, mod []byte, from, why string) (*Plan, error) {
	if !HasCode(f) {
		return spirvObject(r, f, mod, from, why+"; the input has no code")
	}
	own := spirvdwarf.Target{Class: f.Class, Order: f.ByteOrder, Machine: f.Machine}
	if r.Target == nil || *r.Target == own {
		m, err := spirv.Decode(mod)
		if err != nil {
			return nil, err
		}
		return &Plan{Mode: ModeSPIRVInto, Reason: why + fmt.Sprintf("; added to the code object (%v), which keeps its code, symbols and notes", own),
			Module: m, SPIRVFrom: from, Target: own, File: f}, nil
	}
	return spirvObject(r, f, mod, from, why+fmt.Sprintf("; target %v asked, not the code object's %v", *r.Target, own))
}

// spirvObject plans a debugging object; f is the input ELF, nil for a bare module.
func spirvObject(r Request, f *elfrw.File, mod []byte, from, why string) (*Plan, error) {
	m, err := spirv.Decode(mod)
	if err != nil {
		return nil, err
	}
	t := spirvdwarf.DefaultTarget(m)
	if r.Target != nil {
		t = *r.Target
	}
	if f != nil && r.Replaces {
		what := "an ELF file"
		if HasCode(f) {
			what = fmt.Sprintf("an ELF code object for %v", spirvdwarf.Target{Class: f.Class, Order: f.ByteOrder, Machine: f.Machine})
		}
		return nil, &ReplaceError{Name: r.Name, From: what, To: fmt.Sprintf("a debugging object for %v holding only debug sections", t)}
	}
	return &Plan{Mode: ModeSPIRVObject, Reason: why, Module: m, SPIRVFrom: from, Target: t, File: f}, nil
}
