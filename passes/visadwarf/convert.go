// Package visadwarf turns vISA debug information (the 0xdeadd010 blobs Intel's vISA
// finalizer writes, plus optionally the .visaasm text for lines and types) into standard
// DWARF with the heterogeneous-debugging extensions, placed against the code of an Intel GPU
// object: a compile unit per kernel, a subprogram per compiled object (stack-call functions
// relocated to their reloc_offset) and per vISA subroutine, variables with location lists,
// .debug_line and .debug_frame.
package visadwarf

import (
	"debug/elf"
	"errors"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/ianlancetaylor/demangle"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/passes/spirvdwarf"
	"hdwarf/passes/visalink"
	"hdwarf/sections/intelgt"
	"hdwarf/sections/spirv"
	"hdwarf/sections/visa"
	"hdwarf/sections/zeinfo"
	"hdwarf/text/visaasm"
)

// Blob is one vISA debug info blob and where it came from (for messages).
type Blob struct {
	Source string // "section .visa.debug" or a file name
	Info   *visa.Info
	Off    int64 // the blob's offset in the file Source names (a section's file offset; -1: none), for messages
}

// Asm is one parsed .visaasm text and where it came from.
type Asm struct {
	Source string
	File   *visaasm.File
	// Given: the text was named by the user (not found in a section), so it must describe
	// one of the converted objects; one that describes none is an error, not ignored.
	Given bool
}

// Input is everything the conversion reads besides the ELF file.
type Input struct {
	Blobs []Blob
	Asm   []Asm
	// Module is the program's SPIR-V module (a zebin's .spv), nil when there is none: it
	// names and types the kernels' arguments.
	Module *spirv.Module
	// ZeInfo is the zebin's .ze_info; nil reads it from the file (when it has one). It gives
	// SIMD widths and places the arguments in the payload.
	ZeInfo *zeinfo.Info
	// Links are the source variables' storage from IGC's dump of the same build, by kernel
	// and object (a function has other vISA variables in each kernel that calls it); nil
	// without a dump.
	Links map[LinkKey]*visalink.Function
	// IGC is IGC's own DWARF of the kernels (ReadIGCTree), nil when there is none: the
	// source tree where the SPIR-V gives none.
	IGC *IGCTree
}

// LinkKey names one object of one kernel.
type LinkKey struct{ Kernel, Object string }

// Options shape the output.
type Options struct {
	Version  int  // DWARF version, 4 or 5 (0: 5)
	Dwarf64  bool // 64-bit DWARF format
	Platform *intelgt.Platform
	Producer string // DW_AT_producer (default "hdwarf")
	// VISAVars keeps the vISA variables (V34, ...) as artificial variables in an artificial
	// lexical block "vISA" of each subprogram, for compiler engineers; by default they are
	// left out, their location lists written only where a source variable uses them.
	VISAVars bool
}

// ObjectReport describes one converted compiled object.
type ObjectReport struct {
	Name        string
	RelocOffset uint32
	End         uint32 // end of its code, from the section start
	Vars        int    // variables with a location
	NoCode      int    // variables whose intervals map to no machine code
	Subroutines int
	// Inverted counts the live intervals dropped because they end before they start: IGC
	// writes such intervals in optimized builds, where its liveness walk closes an interval
	// at an earlier vISA id than the one that opened it (removed or moved instructions).
	Inverted int
	// Links are the object's links from IGC's dump with the locations made for them.
	Links []LinkReport
}

// KernelReport describes one converted kernel.
type KernelReport struct {
	Name      string
	Section   string
	Source    string // where the blob came from
	LineRows  int
	Synthetic bool // the line table is over the synthetic <kernel>.visa file
	Objects   []ObjectReport
	Args      []ArgReport // the kernel's source arguments, in order
	// SourceTree says what the SPIR-V declared in each subprogram (none without SPIR-V debug
	// info), Globals how many program-scope variables, GlobalsLocated how many of them the
	// symbol table places in a data section.
	SourceTree     []SourceReport
	Globals        int
	GlobalsLocated int
	// SourceFrom says where the source tree came from: "the SPIR-V", "IGC's DWARF" or "".
	SourceFrom string
	// Declared lists the source variables declared from the SPIR-V (kernel arguments too),
	// in declaration order, by the key a link to their storage names them with.
	Declared []LocalKey
	// Inlined lists the DW_TAG_inlined_subroutines written, by their call chain
	// (visalink.Key's Inlined), in the order written.
	Inlined []string
	// Blocks counts the lexical blocks of the source tree: written with the code of their
	// lines, or left out (their entries moved to the enclosing scope).
	Blocks BlockReport
}

// Result is the converted debug info.
type Result struct {
	Sections []dwarfenc.Section
	Kernels  []KernelReport
	Platform intelgt.Platform
	// PlatformFrom says where the platform came from: "given" or "the compat note".
	PlatformFrom string
}

// ScratchTag makes an offset in the thread's scratch space (spills, the CFA) an address of
// the default address space, as IGC 12504's own DWARF does: its Address::Space::eScratch,
// 9, in bits 56..63, ORed into the offset (DW_OP_const8u 0x0900000000000000, DW_OP_or in
// its CFA and spill expressions). Intel has no DW_ASPACE numbering of its own, and a reader
// that knows AMDGPU's would take another's number for AMDGPU storage. Frame slots, which
// IGC addresses from the front end's frame pointer (an address the program uses), are in
// the default address space untagged, as IGC gives them.
const ScratchTag = 9 << 56

// LocalTag makes an offset in the work-group's shared local memory (a kernel's __local
// variables) an address of the default address space, as IGC 12504's DWARF does: its
// Address::Space::eLocal, 10, in bits 56..63, ORed into the offset IGC gave the variable.
const LocalTag = 10 << 56

// LocalValidBit marks an SLM address as IGC from 1.0.15985 (IGC 2.x) writes it: the offset
// ORed with VALID_LOCAL_HIGH_BITS, bit 28 (IGC's PrivateMemoryToSLM.hpp; ScalarVISAModule ORs
// it into every SLM global's offset), the operand of DW_OP_addr on a DIE with
// DW_AT_address_class 1. gdb-oneapi reads address class 1 as SLM (intelgt-tdep.c) and Level
// Zero's debugger takes an SLM address only with bit 28 set (compute-runtime
// debug_session_imp.cpp, isValidGpuAddress).
const LocalValidBit = 1 << 28

// slmAddrZeInfo is the first .ze_info version of IGC's DW_OP_addr form of SLM addresses:
// igc-1.0.15985 writes 1.38 and that form, igc-1.0.15770 (1.36) and 12504 (1.20) the
// LocalTag one.
var slmAddrZeInfo = [2]int{1, 38}

// slmAddrForm reports whether a zebin's .ze_info version is of an IGC that writes SLM
// addresses as DW_OP_addr with LocalValidBit (false for a version that does not parse).
func slmAddrForm(version string) bool {
	maj, min, ok := strings.Cut(version, ".")
	a, err1 := strconv.Atoi(maj)
	b, err2 := strconv.Atoi(min)
	if !ok || err1 != nil || err2 != nil {
		return false
	}
	return a > slmAddrZeInfo[0] || a == slmAddrZeInfo[0] && b >= slmAddrZeInfo[1]
}

// ObjectError places a problem with the input at a kernel, object and entry.
type ObjectError struct {
	Source string // blob source
	Kernel string
	Object string
	Err    error
	At     int64 // file offset of what is wrong; -1 when there is none to give
}

func (e *ObjectError) Error() string {
	s := e.Source + ": kernel " + e.Kernel
	if e.Object != "" && e.Object != e.Kernel {
		s += ", object " + e.Object
	}
	s += ": " + e.Err.Error()
	if e.At >= 0 {
		s += fmt.Sprintf(" (at offset %#x)", e.At)
	}
	return s
}

func (e *ObjectError) Unwrap() error { return e.Err }

// kernelJob is a blob matched to its code.
type kernelJob struct {
	blob   Blob
	sec    *elfrw.Section
	secIdx int
	maps   []*codeMap // per object
	inv    []int      // per object: inverted live intervals dropped
	fns    []*visaasm.Function
	simd   int
}

// ErrNoVISA is Convert's refusal when it is given no vISA debug blob to convert.
var ErrNoVISA = errors.New("no vISA debug info")

// Convert builds the debug sections for f from the blobs (and .visaasm texts) in in.
func Convert(f *elfrw.File, in Input, opt Options) (*Result, error) {
	if opt.Version == 0 {
		opt.Version = 5
	}
	if opt.Version != 4 && opt.Version != 5 {
		return nil, fmt.Errorf("DWARF version %d not supported (4 or 5)", opt.Version)
	}
	if opt.Producer == "" {
		opt.Producer = "hdwarf"
	}
	if len(in.Blobs) == 0 {
		return nil, ErrNoVISA
	}
	if err := checkMachine(f); err != nil {
		return nil, err
	}
	plat, from, err := intelgt.PlatformOf(f, opt.Platform)
	if err != nil {
		return nil, err
	}
	syms, err := ReadSymbols(f)
	if err != nil {
		return nil, err
	}
	jobs, err := match(f, in, syms)
	if err != nil {
		return nil, err
	}
	dataAddr, err := spirvdwarf.DataAddrOf(f)
	if err != nil {
		return nil, err
	}
	zi := in.ZeInfo
	if zi == nil {
		if zi, err = zeinfo.Of(f); err != nil {
			return nil, err
		}
	}
	for _, j := range jobs {
		if k := zi.Kernel(j.blob.Info.Objects[0].Name); j.simd == 0 && k != nil {
			j.simd = k.SIMDSize
		}
		if j.simd != 0 && !plat.SIMD.Has(j.simd) {
			return nil, fmt.Errorf("kernel %s is SIMD%d, which %s (%s) does not run: the platform (%s) is wrong",
				j.blob.Info.Objects[0].Name, j.simd, plat.Name, plat.SIMD, from)
		}
	}
	c := &converter{f: f, opt: opt, plat: plat, rel: relocatable(f), dataAddr: dataAddr, module: in.Module, zeInfo: zi, links: in.Links, igc: in.IGC}
	c.slmAddr = zi != nil && slmAddrForm(zi.Version)
	c.w = dwarfenc.NewWriter(dwarfenc.Config{Version: opt.Version, Dwarf64: opt.Dwarf64,
		AddrSize: f.AddrSize(), ByteOrder: f.ByteOrder, Strings: dwarfenc.StringsStrp, ARanges: true})
	c.eb.Ctx = expr.Context{AddrSize: f.AddrSize(), OffsetSize: 4, ByteOrder: f.ByteOrder, Version: opt.Version}
	if opt.Dwarf64 {
		c.eb.Ctx.OffsetSize = 8
	}
	c.fw = &frameWriter{c: c}
	res := &Result{Platform: plat, PlatformFrom: from}
	for _, j := range jobs {
		rep, err := c.kernel(j)
		if err != nil {
			return nil, err
		}
		res.Kernels = append(res.Kernels, rep)
	}
	secs, err := c.w.Finish()
	if err != nil {
		return nil, err
	}
	fs, err := c.fw.section()
	if err != nil {
		return nil, err
	}
	res.Sections = append(secs, fs)
	return res, nil
}

// textSections lists the sections that may hold a kernel's code.
func textSections(f *elfrw.File) []int {
	var out []int
	for i, s := range f.Sections {
		if s.Name == ".text" || strings.HasPrefix(s.Name, ".text.") {
			out = append(out, i)
		}
	}
	return out
}

// match pairs every blob's kernel with its code section and checks the blob against it.
func match(f *elfrw.File, in Input, syms []Symbol) ([]*kernelJob, error) {
	texts := textSections(f)
	claimed := map[int]string{}
	var jobs []*kernelJob
	for _, b := range in.Blobs {
		if len(b.Info.Objects) == 0 {
			return nil, fmt.Errorf("%s: blob holds no compiled object", b.Source)
		}
		k := b.Info.Objects[0]
		fail := func(obj string, format string, args ...any) error {
			return &ObjectError{Source: b.Source, Kernel: k.Name, Object: obj, Err: fmt.Errorf(format, args...), At: -1}
		}
		if k.RelocOffset != 0 {
			return nil, fail("", "the kernel's reloc_offset is %#x, not 0", k.RelocOffset)
		}
		idx := -1
		for _, i := range texts {
			if f.Sections[i].Name == ".text."+k.Name {
				idx = i
			}
		}
		// A per-kernel ELF (IGC's, e_machine 182 or 62) holds one kernel; a zebin names each.
		if idx < 0 && len(texts) == 1 && f.Machine != elfrw.EMIntelGT {
			idx = texts[0]
		}
		if idx < 0 {
			var names []string
			for _, i := range texts {
				names = append(names, f.Sections[i].Name)
			}
			return nil, fail("", "no code section .text.%s in the file (it has %s)", k.Name, orNone(names))
		}
		if prev, dup := claimed[idx]; dup {
			return nil, fail("", "%s is claimed by %s too", f.Sections[idx].Name, prev)
		}
		claimed[idx] = b.Source
		j := &kernelJob{blob: b, sec: f.Sections[idx], secIdx: idx}
		j.blob.Info, j.inv = dropInverted(b.Info)
		if err := j.check(f, syms); err != nil {
			return nil, err
		}
		for oi, o := range b.Info.Objects {
			j.fns = append(j.fns, findAsm(in.Asm, o.Name, oi == 0))
		}
		if j.fns[0] != nil {
			j.simd = j.fns[0].SimdSize
		}
		jobs = append(jobs, j)
	}
	if err := checkAsmUsed(in); err != nil {
		return nil, err
	}
	return jobs, nil
}

// checkAsmUsed reports a given .visaasm text none of whose kernels and functions is an
// object of the blobs: its lines would silently not be used.
func checkAsmUsed(in Input) error {
	var objs []string
	for _, b := range in.Blobs {
		objs = append(objs, describe(b.Info.Objects[0].Name, visaasm.KindKernel))
	}
	for _, a := range in.Asm {
		if !a.Given {
			continue
		}
		var has []string
		used := false
		for _, fn := range a.File.Functions {
			has = append(has, describe(fn.Name, fn.Kind))
			for _, b := range in.Blobs {
				for oi, o := range b.Info.Objects {
					if o.Name == fn.Name && (oi == 0) == (fn.Kind == visaasm.KindKernel) {
						used = true
					}
				}
			}
		}
		if !used {
			return fmt.Errorf("%s: the vISA text is for %s, but the vISA debug info is for %s", a.Source, orNone(has), strings.Join(objs, ", "))
		}
	}
	return nil
}

func describe(name string, k visaasm.Kind) string {
	if k == visaasm.KindKernel {
		return "kernel " + name
	}
	return "function " + name
}

func orNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

func findAsm(asm []Asm, name string, kernel bool) *visaasm.Function {
	want := visaasm.KindFunction
	if kernel {
		want = visaasm.KindKernel
	}
	for _, a := range asm {
		for _, fn := range a.File.Functions {
			if fn.Name == name && fn.Kind == want {
				return fn
			}
		}
	}
	return nil
}

// dropInverted returns info without the variables' live intervals that end before they
// start, and how many it dropped per object. info itself is not changed: objects and
// variables that lose intervals are copied.
func dropInverted(info *visa.Info) (*visa.Info, []int) {
	counts := make([]int, len(info.Objects))
	out := info
	for oi := range info.Objects {
		vars := info.Objects[oi].Vars
		for vi := range vars {
			ivs := vars[vi].Intervals
			n := 0
			for _, iv := range ivs {
				if iv.End < iv.Start {
					n++
				}
			}
			if n == 0 {
				continue
			}
			if out == info {
				cp := *info
				cp.Objects = append([]visa.Object(nil), info.Objects...)
				out = &cp
			}
			o := &out.Objects[oi]
			if counts[oi] == 0 {
				o.Vars = append([]visa.Var(nil), o.Vars...)
			}
			kept := make([]visa.VISAInterval, 0, len(ivs)-n)
			for _, iv := range ivs {
				if iv.End >= iv.Start {
					kept = append(kept, iv)
				}
			}
			o.Vars[vi].Intervals = kept
			counts[oi] += n
		}
	}
	return out, counts
}

// check verifies that the blob fits the code: maps increasing and inside the section,
// intervals in order, symbols agreeing with reloc_offset.
func (j *kernelJob) check(f *elfrw.File, syms []Symbol) error {
	info := j.blob.Info
	kernel := info.Objects[0].Name
	size := j.sec.Size
	for oi := range info.Objects {
		o := &info.Objects[oi]
		fail := func(format string, args ...any) error {
			// At the object, unless a caller knows the entry.
			at := int64(-1)
			if j.blob.Off >= 0 {
				at = j.blob.Off + int64(info.ObjectOffset(oi))
			}
			return &ObjectError{Source: j.blob.Source, Kernel: kernel, Object: o.Name, Err: fmt.Errorf(format, args...), At: at}
		}
		m, err := newCodeMap(o.IndexMap)
		if err != nil {
			oe := fail("%v", err).(*ObjectError)
			if me := (*mapEntryError)(nil); errors.As(err, &me) && j.blob.Off >= 0 {
				oe.At = j.blob.Off + int64(info.ObjectOffset(oi)+o.IndexMapOffset(info.Layout)+8*me.entry)
			}
			return oe
		}
		if end := uint64(o.RelocOffset) + uint64(m.end()); end > size {
			return fail("code ends at %#x (reloc_offset %#x + sentinel %#x), past the end of %s (size %#x)",
				end, o.RelocOffset, m.end(), j.sec.Name, size)
		}
		for si, s := range o.Subroutines {
			if s.End < s.Start {
				return fail("subroutine %d %q: end %d precedes start %d", si, s.Name, s.End, s.Start)
			}
		}
		for _, fr := range []struct {
			name string
			r    visa.GenLiveRange
		}{{"BE_FP", o.Frame.BEFP}, {"caller BE_FP", o.Frame.CallerBEFP}, {"return address", o.Frame.RetAddr}} {
			name, r := fr.name, fr.r
			for ii, iv := range r.Intervals {
				if iv.End < iv.Start {
					return fail("%s interval %d: end %#x precedes start %#x", name, ii, iv.End, iv.Start)
				}
				if uint64(iv.Start) > uint64(m.end())+16 {
					return fail("%s interval %d: start %#x is past the end of the object (%#x)", name, ii, iv.Start, m.end())
				}
			}
		}
		for _, set := range [][]visa.SaveSet{o.Frame.CalleeSave, o.Frame.CallerSave} {
			for si, s := range set {
				if s.GenIP > m.end() {
					return fail("save entry %d: IP %#x is past the end of the object (%#x)", si, s.GenIP, m.end())
				}
			}
		}
		j.maps = append(j.maps, m)
		for _, s := range syms {
			if s.Name == o.Name && s.Type == elf.STT_FUNC && s.Section == j.secIdx && s.Value != uint64(o.RelocOffset) {
				return fail("symbol %s is at %#x but reloc_offset is %#x (%d)", s.Name, s.Value, o.RelocOffset, o.RelocOffset)
			}
		}
	}
	return nil
}

// converter holds the writers shared by all kernels of one file.
// errLocBudget is an object whose location lists outgrow locEntriesPer.
var errLocBudget = errors.New("the location lists need more entries than the object can describe")

// locEntriesPer bounds the location-list entries of an object, per index-map entry and per
// live interval of its variables.
const locEntriesPer = 64

type converter struct {
	f    *elfrw.File
	opt  Options
	plat intelgt.Platform
	rel  bool
	// dataAddr is the address of the code object's program-scope data, by name.
	dataAddr spirvdwarf.DataAddr
	w        *dwarfenc.Writer
	fw       *frameWriter
	eb       expr.Builder
	sp       []span    // scratch
	wb       []span    // scratch: afterWrites' bounds
	ea       exprArena // copies of location expressions

	module *spirv.Module // names and types of arguments, nil when none
	funcs  *funcIndex    // the module's DebugFunctions by name, made on first use
	zeInfo *zeinfo.Info  // payload of arguments, nil when none
	links  map[LinkKey]*visalink.Function
	igc    *IGCTree // IGC's DWARF, nil when none
	// slmAddr: the zebin is of an IGC that addresses SLM as DW_OP_addr with LocalValidBit
	// on a DIE of DW_AT_address_class 1 (its .ze_info version), what its debugger reads.
	slmAddr bool
	// lineIdx and igcIdx are the scope of each source line of the SPIR-V's and IGC's
	// functions, made on first use.
	lineIdx *lineScopes[spirv.ID]
	igcIdx  *lineScopes[*igcNode]
	// fnGlobals are the module's DebugGlobalVariables declared in a function (a kernel's
	// __local variables), by function, made on first use.
	fnGlobals map[spirv.ID][]spirv.ID
}

// addr is the address of offset off of the code section.
func (c *converter) addr(sec *elfrw.Section, off uint64) dwarfenc.Addr {
	if c.rel {
		return dwarfenc.Sec(sec.Name, off)
	}
	return dwarfenc.Abs(sec.Addr + off)
}

// unit is the state of one compile unit.
type unit struct {
	job     *kernelJob
	cu      *dwarfenc.Unit
	lt      *dwarfenc.LineTable
	files   map[string]uint32
	dirs    map[string]uint32
	compDir string
	types   map[typeKey]*dwarfenc.DIE
	rep     *KernelReport
	src     *spirvdwarf.Types // source types, made on first use
	// locals are the source variables declared from the SPIR-V, by the key a link to their
	// storage names them with: the number of their DIE in localDIEs (localNum gives a DIE's).
	locals    map[LocalKey]int32
	localDIEs []*dwarfenc.DIE
	localNum  map[*dwarfenc.DIE]int32
	localCap  int      // the size the maps were made for (reserveLocals)
	igc       *igcCopy // copies of IGC's declarations, made on first use
	// scoped are the subprograms bound to a source function with the code that is theirs,
	// and rows each object's line rows from its .visaasm (nil without): the lexical blocks
	// get the code of their lines from them (blockRanges).
	scoped []scopedCode
	rows   [][]lineRow
	// igcBlocks are the lexical blocks copied from IGC's DWARF with their IGC DIE.
	igcBlocks map[*dwarfenc.DIE]*igcNode
}

type typeKey struct {
	t     visaasm.ElemType
	count uint32 // 0: the element type itself
}

func (c *converter) kernel(j *kernelJob) (KernelReport, error) {
	info := j.blob.Info
	k := &info.Objects[0]
	rep := KernelReport{Name: k.Name, Section: j.sec.Name, Source: j.blob.Source}
	u := &unit{job: j, files: map[string]uint32{}, dirs: map[string]uint32{}, types: map[typeKey]*dwarfenc.DIE{}, rep: &rep}
	u.cu = c.w.AddUnit(dw.UTCompile, dw.TagCompileUnit)

	name, compDir := k.Name, ""
	if fn := j.fns[0]; fn != nil {
		for _, l := range fn.Locs {
			if l.File != "" {
				name = l.File
				if path.IsAbs(l.File) {
					compDir = path.Dir(l.File)
				}
				break
			}
		}
	}
	var igcUnit *igcUnit
	if c.igc != nil && u.sourceTypes(c) == nil {
		igcUnit = c.igc.units[0]
		if name == k.Name && igcUnit.name != "" {
			// No vISA text named the source file; IGC's unit does.
			name, compDir = igcUnit.name, igcUnit.compDir
		}
	}
	root := u.cu.Root
	root.Add(dw.AttrProducer, dwarfenc.String(c.opt.Producer)).Add(dw.AttrName, dwarfenc.String(name))
	if strings.HasSuffix(name, ".cl") {
		root.Add(dw.AttrLanguage, dwarfenc.Udata(uint64(dw.LangOpenCL)))
	}
	if compDir != "" {
		root.Add(dw.AttrCompDir, dwarfenc.String(compDir))
	}
	u.lt = c.w.NewLineTable(compDir)
	u.compDir = compDir
	if !strings.HasSuffix(name, ".cl") {
		// No source file named the unit; the SPIR-V still says the language, which decides
		// for example arrays' default lower bound.
		if t := u.sourceTypes(c); t != nil {
			root.Add(dw.AttrLanguage, dwarfenc.Udata(uint64(t.Language())))
		} else if igcUnit != nil && igcUnit.language != 0 {
			root.Add(dw.AttrLanguage, dwarfenc.Udata(igcUnit.language))
		}
	}

	// The CU covers the code of all objects.
	var spans []span
	for oi := range info.Objects {
		o := &info.Objects[oi]
		m := j.maps[oi]
		spans = append(spans, span{o.RelocOffset + m.start(), o.RelocOffset + m.end()})
	}
	sort.Slice(spans, func(a, b int) bool { return spans[a].Lo < spans[b].Lo })
	spans = mergeSpans(spans)
	if len(spans) == 1 {
		root.Add(dw.AttrLowpc, dwarfenc.Address(c.addr(j.sec, uint64(spans[0].Lo)))).
			Add(dw.AttrHighpc, dwarfenc.Udata(uint64(spans[0].Hi-spans[0].Lo)))
	} else {
		rl := &dwarfenc.RangeList{}
		for _, s := range spans {
			rl.Add(c.addr(j.sec, uint64(s.Lo)), uint64(s.Hi-s.Lo))
		}
		root.Add(dw.AttrLowpc, dwarfenc.Address(c.addr(j.sec, 0))).Add(dw.AttrRanges, dwarfenc.RangeListRef(rl))
	}
	root.Add(dw.AttrStmtList, dwarfenc.LinePtr(u.lt))
	if j.simd > 0 {
		root.Add(dw.AttrINTELSIMDWidth, dwarfenc.Const(dw.FormData2, uint64(j.simd)))
	}

	for oi := range info.Objects {
		or, err := c.object(u, oi)
		if err != nil {
			oe := &ObjectError{Source: j.blob.Source, Kernel: k.Name, Object: info.Objects[oi].Name, Err: err, At: -1}
			if errors.Is(err, errLocBudget) && j.blob.Off >= 0 {
				oe.At = j.blob.Off + int64(info.ObjectOffset(oi))
			}
			return rep, oe
		}
		rep.Objects = append(rep.Objects, or)
	}
	rep.Globals, rep.GlobalsLocated = c.declareGlobals(u)
	switch {
	case u.src != nil:
		rep.SourceFrom = "the SPIR-V"
	case u.igc != nil:
		rep.SourceFrom = "IGC's DWARF"
	}
	rep.LineRows, rep.Synthetic = c.lines(u)
	rep.Blocks = c.blockRanges(u)
	return rep, nil
}

func mergeSpans(s []span) []span {
	out := s[:0]
	for _, x := range s {
		if n := len(out); n > 0 && x.Lo <= out[n-1].Hi {
			out[n-1].Hi = max(out[n-1].Hi, x.Hi)
			continue
		}
		out = append(out, x)
	}
	return out
}

// object emits the subprogram of one compiled object with its variables, subroutines and
// frame description.
func (c *converter) object(u *unit, oi int) (ObjectReport, error) {
	j := u.job
	o := &j.blob.Info.Objects[oi]
	m := j.maps[oi]
	fn := j.fns[oi]
	rep := ObjectReport{Name: o.Name, RelocOffset: o.RelocOffset, End: o.RelocOffset + m.end(), Subroutines: len(o.Subroutines), Inverted: j.inv[oi]}

	sp := u.cu.Root.AddChild(dw.TagSubprogram)
	name := demangle.Filter(o.Name, demangle.NoParams)
	sp.Add(dw.AttrName, dwarfenc.String(name))
	if name != o.Name {
		sp.Add(dw.AttrLinkageName, dwarfenc.String(o.Name))
	}
	// Code of vISA subroutines belongs to their own subprograms.
	own := []span{{m.start(), m.end()}}
	subSpans := make([][]span, len(o.Subroutines))
	for si, s := range o.Subroutines {
		subSpans[si] = append([]span(nil), m.spans(s.Start, s.End, c.sp)...)
		own = subtractSpans(own, subSpans[si])
	}
	if len(own) > 0 {
		c.setRanges(sp, j.sec, o.RelocOffset, own)
	}
	if oi == 0 {
		sp.Add(dw.AttrExternal, dwarfenc.Flag(true))
	}
	if j.simd > 0 {
		sp.Add(dw.AttrLLVMLanes, dwarfenc.Udata(uint64(j.simd))).
			Add(dw.AttrINTELSIMDWidth, dwarfenc.Const(dw.FormData2, uint64(j.simd)))
	}
	src := c.bindSource(u, o.Name, sp)
	u.scoped = append(u.scoped, scopedCode{oi, src, own})
	// Variables live in the object's subprogram, and where their code is a subroutine's, in
	// the subroutine's subprogram too.
	type scope struct {
		die   *dwarfenc.DIE
		spans []span // nil: all of the object
	}
	scopes := []scope{{sp, nil}}
	if len(o.Subroutines) > 0 {
		scopes[0].spans = own
	}
	for si, s := range o.Subroutines {
		sub := u.cu.Root.AddChild(dw.TagSubprogram)
		sub.Add(dw.AttrName, dwarfenc.String(s.Name))
		if len(subSpans[si]) > 0 {
			c.setRanges(sub, j.sec, o.RelocOffset, subSpans[si])
		}
		if j.simd > 0 {
			sub.Add(dw.AttrLLVMLanes, dwarfenc.Udata(uint64(j.simd)))
		}
		sf := c.bindSource(u, s.Name, sub)
		c.declareSource(u, sf, true)
		u.scoped = append(u.scoped, scopedCode{oi, sf, subSpans[si]})
		scopes = append(scopes, scope{sub, subSpans[si]})
	}

	var args []kernelArg
	if oi == 0 {
		var err error
		if args, err = c.kernelArgs(u, o, sp); err != nil {
			return rep, err
		}
	}
	c.declareSource(u, src, oi != 0 || len(args) == 0)
	// The vISA variables, kept only when asked for, go in an artificial block of their scope
	// covering the same code, made on first use.
	blocks := make([]*dwarfenc.DIE, len(scopes))
	visaScope := func(si int) *dwarfenc.DIE {
		if blocks[si] == nil {
			b := scopes[si].die.AddChild(dw.TagLexicalBlock)
			b.Add(dw.AttrName, dwarfenc.String("vISA")).Add(dw.AttrArtificial, dwarfenc.Flag(true))
			spans := scopes[si].spans
			if spans == nil {
				spans = own
			}
			if len(spans) > 0 {
				c.setRanges(b, j.sec, o.RelocOffset, spans)
			}
			blocks[si] = b
		}
		return blocks[si]
	}
	argVars := byVar(args)
	lc := &locContext{c: c, u: u, o: o, m: m, fn: fn}
	if err := lc.init(); err != nil {
		return rep, err
	}
	// Each live interval becomes an entry per piece of machine code it covers, for each scope:
	// a few kilobytes of variables all live over a finely interleaved map would otherwise
	// ask for gigabytes of location lists. Real kernels stay far below this budget.
	intervals := 0
	for vi := range o.Vars {
		intervals += len(o.Vars[vi].Intervals)
	}
	budget := locEntriesPer*(len(m.visa)+intervals) + 4096
	for vi := range o.Vars {
		v := &o.Vars[vi]
		if len(v.Intervals) == 0 {
			continue
		}
		vname, t := v.Name, (*dwarfenc.DIE)(nil)
		if fn != nil && c.opt.VISAVars {
			if decl, ok := fn.Decl(v.Name); ok {
				if decl.VName != "" {
					vname = decl.VName
				}
				t = u.typeOf(decl, lc.perLane(decl))
			}
		}
		placed := false
		for si, sc := range scopes {
			if sc.spans != nil && len(sc.spans) == 0 {
				continue
			}
			// The list itself is made only for a DIE that takes it: without --visa-vars
			// most vISA variables are counted, not declared.
			ents, err := lc.locEntries(v, sc.spans)
			n := len(ents)
			if err != nil {
				return rep, fmt.Errorf("variable %d %s: %w", vi, v.Name, err)
			}
			if budget -= n; budget < 0 {
				return rep, fmt.Errorf("variable %d %s: %w (%d per index-map entry and live interval: %d and %d)", vi, v.Name, errLocBudget, locEntriesPer, len(m.visa), intervals)
			}
			if n == 0 && (si > 0 || len(scopes) > 1) {
				continue
			}
			var d *dwarfenc.DIE
			if c.opt.VISAVars {
				d = visaScope(si).AddChild(dw.TagVariable)
				d.Add(dw.AttrName, dwarfenc.String(vname)).Add(dw.AttrArtificial, dwarfenc.Flag(true))
				if t != nil {
					d.Add(dw.AttrType, dwarfenc.Ref(t))
				}
			}
			if n > 0 {
				var ll *dwarfenc.LocList
				if d != nil || argVars[vi] != nil && si == 0 {
					ll = lc.list(ents)
				}
				if d != nil {
					d.Add(dw.AttrLocation, dwarfenc.LocListRef(ll))
				}
				placed = true
				// A kernel argument's parameter has its variable's location in the
				// kernel's own code.
				if a := argVars[vi]; a != nil && si == 0 {
					if ae, all := lc.payloadEntries(ents); all {
						a.locate(ll, ents)
					} else if len(ae) > 0 {
						a.locate(lc.list(ae), ae)
					}
				}
			}
		}
		if placed {
			rep.Vars++
		} else {
			rep.NoCode++
		}
	}
	for i := range args {
		a := &args[i]
		if len(a.parts) < 2 {
			continue
		}
		ents, why, err := lc.composite(a.parts, a.size, scopes[0].spans)
		if err != nil {
			return rep, fmt.Errorf("argument %d %s: %w", a.Index, a.Name, err)
		}
		ents, _ = lc.payloadEntries(ents)
		if len(ents) > 0 {
			a.locate(lc.list(ents), ents)
		} else if why != "" {
			a.Why = why
		}
	}
	if fl := c.links[LinkKey{j.blob.Info.Objects[0].Name, o.Name}]; fl != nil {
		c.inlinedInstances(u, fl, m, sp, o, src)
		var err error
		// A variable is located over its function's code: the object's own, or a vISA
		// subroutine's (linked to the object's storage; its frame is the object's).
		funcs := map[string][]span{o.Name: scopes[0].spans}
		for si, s := range o.Subroutines {
			funcs[s.Name] = scopes[si+1].spans
		}
		if rep.Links, err = lc.objectLinks(fl, funcs, args); err != nil {
			return rep, err
		}
	}
	if oi == 0 {
		if err := lc.payloadArgs(args, own); err != nil {
			return rep, err
		}
		lc.inlinedArgs(c.links[LinkKey{j.blob.Info.Objects[0].Name, o.Name}], args)
		u.rep.Args = finishArgs(args, o.RelocOffset)
	}
	if err := c.fw.object(u, oi); err != nil {
		return rep, err
	}
	return rep, nil
}

// setRanges gives d low_pc/high_pc for one range, low_pc 0 and DW_AT_ranges otherwise.
func (c *converter) setRanges(d *dwarfenc.DIE, sec *elfrw.Section, base uint32, s []span) {
	if len(s) == 1 {
		d.Add(dw.AttrLowpc, dwarfenc.Address(c.addr(sec, uint64(base+s[0].Lo)))).
			Add(dw.AttrHighpc, dwarfenc.Udata(uint64(s[0].Hi-s[0].Lo)))
		return
	}
	rl := &dwarfenc.RangeList{}
	for _, x := range s {
		rl.Add(c.addr(sec, uint64(base+x.Lo)), uint64(x.Hi-x.Lo))
	}
	d.Add(dw.AttrRanges, dwarfenc.RangeListRef(rl))
}

// subtractSpans removes the sorted spans b from the sorted spans a.
func subtractSpans(a, b []span) []span {
	var out []span
	for _, x := range a {
		cur := x
		for _, y := range b {
			if y.Hi <= cur.Lo || y.Lo >= cur.Hi {
				continue
			}
			if y.Lo > cur.Lo {
				out = append(out, span{cur.Lo, y.Lo})
			}
			cur.Lo = y.Hi
			if cur.Lo >= cur.Hi {
				break
			}
		}
		if cur.Lo < cur.Hi {
			out = append(out, cur)
		}
	}
	return out
}

// baseTypeNames name the vISA element types as OpenCL C does.
var baseTypeNames = map[visaasm.ElemType]string{
	visaasm.TypeUB: "uchar", visaasm.TypeB: "char", visaasm.TypeUW: "ushort", visaasm.TypeW: "short",
	visaasm.TypeUD: "uint", visaasm.TypeD: "int", visaasm.TypeUQ: "ulong", visaasm.TypeQ: "long",
	visaasm.TypeHF: "half", visaasm.TypeBF: "bfloat16", visaasm.TypeF: "float", visaasm.TypeDF: "double",
	visaasm.TypeBool: "bool",
}

// typeOf is the DWARF type of a declared variable: its element type when each lane holds one
// element, an array of them otherwise.
func (u *unit) typeOf(d *visaasm.Decl, perLane bool) *dwarfenc.DIE {
	t := d.Type
	switch d.VType {
	case 'A':
		t = visaasm.TypeUW
	case 'P':
		t = visaasm.TypeBool
	}
	if _, ok := baseTypeNames[t]; !ok {
		return nil
	}
	elem := u.baseType(t)
	if perLane || d.NumElts <= 1 {
		return elem
	}
	key := typeKey{t, d.NumElts}
	if a, ok := u.types[key]; ok {
		return a
	}
	a := u.cu.Root.AddChild(dw.TagArrayType)
	a.Add(dw.AttrType, dwarfenc.Ref(elem))
	a.AddChild(dw.TagSubrangeType).Add(dw.AttrCount, dwarfenc.Udata(uint64(d.NumElts)))
	u.types[key] = a
	return a
}

func (u *unit) baseType(t visaasm.ElemType) *dwarfenc.DIE {
	key := typeKey{t, 0}
	if b, ok := u.types[key]; ok {
		return b
	}
	enc := dw.EncUnsigned
	switch {
	case t == visaasm.TypeBool:
		enc = dw.EncBoolean
	case t.Float():
		enc = dw.EncFloat
	case t.Signed():
		enc = dw.EncSigned
	}
	b := u.cu.Root.AddChild(dw.TagBaseType)
	b.Add(dw.AttrName, dwarfenc.String(baseTypeNames[t])).
		Add(dw.AttrEncoding, dwarfenc.Udata(uint64(enc))).
		Add(dw.AttrByteSize, dwarfenc.Udata(uint64(max(t.Size(), 1))))
	u.types[key] = b
	return b
}
