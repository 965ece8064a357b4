// Package migrate rewrites the DWARF expressions of an ELF file from one dialect of vendor
// operations to another (AMD's legacy single-byte DW_OP_LLVM_* operations, the 2020 draft's,
// Intel's DW_OP_INTEL_* operations, and DW_OP_LLVM_user), wherever expressions occur, and
// then fixes everything that moves because expressions changed length: unit lengths, block
// forms, DIE offsets and the references to them, location list offsets, bases and offset
// tables, CFI entry lengths and CIE pointers, index sections, and relocations. Sections that
// do not change keep their bytes.
package migrate

import (
	"debug/elf"
	"fmt"
	"sort"
	"strings"
	"sync"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/passes/compress"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/intelgt"
)

// Options say what to rewrite.
type Options struct {
	From, To expr.Dialect
	// KeepUnmappable keeps operations that have no equivalent in To as they are (and
	// reports them) instead of failing.
	KeepUnmappable bool
	// RenumberAttrs moves the old ROCm DW_AT_LLVM_* codes 0x3e0a..0x3e0e to the upstream
	// codes (or back, when To is DialectAMDLegacy).
	RenumberAttrs bool
	// Check proves every rewritten expression equal by evaluation (migrator.check): the
	// run fails on the first difference, naming the place and both expressions.
	Check bool
	// Workers bounds the goroutines of each pass (0 means one). A pass splits its units
	// among them only when its section holds 1 MiB or more; the output is the same for
	// any number.
	Workers int
	// Platform is the GPU generation of an Intel file that does not say (no compat note):
	// the instruction encoding IGC's vector variables are placed by. nil reads the note.
	Platform *intelgt.Platform
	// ReleaseMemory, when set, is called where what the layout's parts left behind has
	// become garbage, before the outputs are made: a caller that minds the peak resident
	// set returns memory to the system there (debug.FreeOSMemory).
	ReleaseMemory func()
}

// Report says what a migration did.
type Report struct {
	From, To expr.Dialect
	// Ops counts the rewritten operations by kind ("old (code) -> new").
	Ops map[string]int
	// Kept lists the operations kept as they were (--keep-unmappable), with their places.
	Kept []string
	// Dropped lists the components of IGC's vectors the machine code refutes, written with
	// no location (empty pieces, or no location over an entry's range where every component
	// is refuted), each with the place, the DIE and the instruction that refutes it.
	Dropped []string
	// Sections lists the sections whose bytes changed, with old and new sizes.
	Sections []SectionChange
	// UnitsTouched is the number of units of .debug_info/.debug_types whose bytes changed.
	// The units of a section streamed to the output (one whose units need no second DIE
	// walk) are counted as the file is written: the count is complete once it is.
	UnitsTouched int
	// Units is the number of units read.
	Units int
	// AttrsRenumbered counts renumbered attribute declarations by old code.
	AttrsRenumbered map[dw.Attr]int
	// WidenedForms counts abbreviation forms widened (block1 -> block2, ref1 -> ref2, ...).
	WidenedForms int
	// Unchanged is true when From equals To and no attributes are renumbered: nothing was
	// read or rewritten, the file is left as it is.
	Unchanged bool
	// Checked counts the rewritten expressions Options.Check proved equal and CheckedEvals
	// the lane evaluations that took (an expression rewritten in a layout that is redone, or
	// both laid out and written, is evaluated again: these count evaluations made).
	Checked, CheckedEvals int
}

// SectionChange is one rewritten section.
type SectionChange struct {
	Name     string
	Old, New int
}

// Grown is the total number of bytes the debug sections grew by (negative: shrank).
func (r *Report) Grown() int {
	n := 0
	for _, s := range r.Sections {
		n += s.New - s.Old
	}
	return n
}

// Write prints the report.
func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "migrate %v -> %v\n", r.From, r.To)
	if r.Unchanged {
		fmt.Fprintf(&b, "nothing to rewrite: the input is already in the %v dialect\n", r.To)
		return b.String()
	}
	keys := make([]string, 0, len(r.Ops))
	total := 0
	for k, n := range r.Ops {
		keys = append(keys, k)
		total += n
	}
	sort.Strings(keys)
	fmt.Fprintf(&b, "operations rewritten: %d\n", total)
	for _, k := range keys {
		fmt.Fprintf(&b, "  %8d  %s\n", r.Ops[k], k)
	}
	if len(r.AttrsRenumbered) > 0 {
		var as []dw.Attr
		for a := range r.AttrsRenumbered {
			as = append(as, a)
		}
		sort.Slice(as, func(i, j int) bool { return as[i] < as[j] })
		fmt.Fprintln(&b, "attribute declarations renumbered:")
		for _, a := range as {
			fmt.Fprintf(&b, "  %8d  0x%x -> 0x%x\n", r.AttrsRenumbered[a], uint32(a), uint32(renumber(a, r.To)))
		}
	}
	if r.WidenedForms > 0 {
		fmt.Fprintf(&b, "abbreviation forms widened: %d\n", r.WidenedForms)
	}
	fmt.Fprintf(&b, "units touched: %d of %d\n", r.UnitsTouched, r.Units)
	for _, s := range r.Sections {
		fmt.Fprintf(&b, "  %-20s %10d -> %10d bytes (%+d)\n", s.Name, s.Old, s.New, s.New-s.Old)
	}
	fmt.Fprintf(&b, "bytes grown: %d\n", r.Grown())
	if r.Checked > 0 {
		fmt.Fprintf(&b, "rewrites proven equal by evaluation: %d (%d lane evaluations)\n", r.Checked, r.CheckedEvals)
	}
	if len(r.Kept) > 0 {
		fmt.Fprintf(&b, "operations kept without an equivalent: %d\n", len(r.Kept))
		for _, k := range r.Kept {
			fmt.Fprintf(&b, "  %s\n", k)
		}
	}
	if len(r.Dropped) > 0 {
		fmt.Fprintf(&b, "vector components the machine code refutes, written with no location: %d\n", len(r.Dropped))
		for _, k := range r.Dropped {
			fmt.Fprintf(&b, "  %s\n", k)
		}
	}
	return b.String()
}

// migrator holds the state of one run.
type migrator struct {
	opts Options
	rep  *Report
	// repMu guards rep.UnitsTouched, which sections streamed to the output add to as they
	// are written, from several goroutines.
	repMu sync.Mutex
	d     *dwarf.File

	out     map[string][]byte     // new contents of changed sections
	streams map[string]*streamOut // changed sections written straight to the output
	maps    map[string]*offsetMap // offset maps of sections whose layout changed

	works   []*exprWork // what each step rewrote, in the order of the report
	skim    *skimTable  // which expressions need decoding
	locAttr [0x100]bool // locAttrs for the standard codes: a map costs too much per attribute

	// lanes is the SIMD width of Intel code (simdWidth), for computed registers; laneCache
	// the values of the lane computations evaluated so far (laneValues).
	lanes int
	// widths and listWidths: the SIMD width of each subprogram's DIEs and of the
	// .debug_loc lists they refer to (simdWidth).
	widths     []widthFrom
	listWidths map[uint64]int
	laneCache  *sync.Map

	// machine: each unit's code, for the layout of IGC's vectors (vectorLayout).
	machine machineCode

	widen   formWidths // abbreviation forms to widen, decided from every unit's layout
	widened bool       // widen grew during the last layout
}

// Run migrates f in place (its sections are replaced through SetData, or SetContents for
// those built while the file is written) and returns the report. A section built while the
// file is written can still fail then, on a value that does not map: writing f returns an
// elfrw.ContentError, and the report's UnitsTouched is complete only once f is written.
// When From equals To and no attributes are renumbered, nothing changes.
func Run(f *elfrw.File, opts Options) (*Report, error) {
	rep := &Report{From: opts.From, To: opts.To, Ops: map[string]int{}, AttrsRenumbered: map[dw.Attr]int{}}
	if opts.To != expr.DialectUser && opts.To != expr.DialectAMDLegacy && opts.To != expr.DialectIntel {
		return nil, fmt.Errorf("cannot migrate to dialect %v: the targets are user, amd-legacy and intel", opts.To)
	}
	// Intel to Intel upgrades the operations current Intel debuggers no longer decode.
	if opts.From == opts.To && opts.To != expr.DialectIntel && !opts.RenumberAttrs {
		rep.Unchanged = true
		return rep, nil
	}
	d, err := dwarf.Load(f)
	if err != nil {
		return nil, err
	}
	m := &migrator{opts: opts, rep: rep, d: d, out: map[string][]byte{}, streams: map[string]*streamOut{}, maps: map[string]*offsetMap{}, widen: formWidths{}, laneCache: &sync.Map{}}
	m.skim = newSkimTable(opts.From, opts.To, m.translate)
	for a := range locAttrs {
		if a < 0x100 {
			m.locAttr[a] = true
		}
	}
	// After locAttr: simdWidth records the width of each location list by the attributes
	// that refer to it.
	if opts.From == expr.DialectIntel || opts.To == expr.DialectIntel {
		if m.lanes, err = m.simdWidth(); err != nil {
			return nil, err
		}
	}
	if err := m.run(); err != nil {
		return nil, err
	}
	for _, w := range m.works {
		for _, t := range w.counts {
			rep.Ops[t.c.String()] += t.n
		}
		rep.Kept = append(rep.Kept, w.kept...)
		rep.Dropped = append(rep.Dropped, w.dropped...)
		rep.Checked += w.checked
		rep.CheckedEvals += w.checkedEvals
	}
	return rep, m.commit()
}

func (m *migrator) run() error {
	var infos []*infoRewriter
	for _, name := range []string{".debug_info", ".debug_types"} {
		if m.d.Sec(name) == nil {
			continue
		}
		ir, err := m.newInfoRewriter(name)
		if err != nil {
			return err
		}
		if err := ir.layout(); err != nil {
			return err
		}
		infos = append(infos, ir)
	}
	// Widening a form is decided while laying out units; a later unit can widen a form that
	// an earlier one uses, so lay out again until nothing widens (forms only widen).
	for len(infos) > 0 && m.widened {
		m.widened = false
		for _, ir := range infos {
			if err := ir.layout(); err != nil {
				return err
			}
		}
	}
	// What laying out left behind (the parts' tables before they were joined) is garbage:
	// return it before the location lists and the outputs are made, which keeps the peak
	// near the size of the outputs.
	m.releaseMemory()
	if err := m.rewriteLoc(infos); err != nil {
		return err
	}
	if err := m.rewriteLoclists(infos); err != nil {
		return err
	}
	for _, ir := range infos {
		m.works = append(m.works, ir.work)
		if err := ir.write(); err != nil {
			return err
		}
	}
	for _, name := range []string{".debug_frame", ".eh_frame"} {
		if err := m.rewriteFrames(name); err != nil {
			return err
		}
	}
	if err := m.rewriteAbbrev(infos); err != nil {
		return err
	}
	if err := m.rewriteIndexes(); err != nil {
		return err
	}
	return m.rewriteRelocs()
}

// newWork returns the scratch space and counters of one step.
func (m *migrator) newWork() *exprWork {
	w := newExprWork()
	m.works = append(m.works, w)
	return w
}

// setOut records the new contents of a section when they differ from the old.
func (m *migrator) setOut(name string, b []byte) {
	s := m.d.Sec(name)
	if s == nil || string(b) == string(s.Raw) {
		return
	}
	m.out[name] = b
}

// countTouched adds n units touched to the report.
func (m *migrator) countTouched(n int) {
	m.repMu.Lock()
	m.rep.UnitsTouched += n
	m.repMu.Unlock()
}

// setMap records the offset map of section name, bounded by the section's old size.
func (m *migrator) setMap(name string, om *offsetMap) {
	if s := m.d.Sec(name); s != nil {
		om.limit = int64(len(s.Raw)) + 1
	}
	m.maps[name] = om
}

// mapOf returns the offset map of a section (nil: unchanged layout).
func (m *migrator) mapOf(name string) *offsetMap {
	if om := m.maps[name]; om != nil && !om.identity() {
		return om
	}
	return nil
}

// mapOff maps an offset of section name, failing when it points inside rewritten bytes.
func (m *migrator) mapOff(name string, off uint64) (uint64, error) {
	n, ok := m.mapOf(name).lookup(off)
	if !ok {
		return 0, fmt.Errorf("offset 0x%x of %s points inside bytes that were rewritten", off, name)
	}
	return n, nil
}

// commit stores the new section contents in the ELF file.
func (m *migrator) commit() error {
	names := make([]string, 0, len(m.out)+len(m.streams))
	for n := range m.out {
		names = append(names, n)
	}
	for n := range m.streams { // a section is in one of the two
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return m.sectionIndex(names[i]) < m.sectionIndex(names[j]) })
	for _, name := range names {
		b, st := m.out[name], m.streams[name]
		s := m.sectionByName(name)
		if s == nil {
			continue
		}
		size := len(b)
		if st != nil {
			size = int(st.size)
		}
		old := int(s.Size)
		if s.Flags&elf.SHF_ALLOC != 0 && uint64(size) != s.Size {
			return fmt.Errorf("%s: the section is loaded and would change size (0x%x -> 0x%x bytes): its entries have too little DW_CFA_nop padding to absorb the rewrite", name, s.Size, size)
		}
		switch {
		case s.Flags&elf.SHF_COMPRESSED != 0:
			raw, err := s.Raw()
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			h, err := elfrw.ParseChdr(m.d.ELF.Class, m.d.ELF.ByteOrder, raw)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			old = int(h.Size)
			if st != nil {
				if b, err = st.bytes(); err != nil {
					return fmt.Errorf("%s: %w", name, err)
				}
			}
			if b, err = compress.Section(m.d.ELF.Class, m.d.ELF.ByteOrder, h.Type, 0, h.Addralign, b); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			s.SetData(b)
		case st != nil:
			s.SetContents(uint64(st.size), st.writeTo)
		default:
			s.SetData(b)
		}
		if dwarf.IsDebugSection(name) {
			m.rep.Sections = append(m.rep.Sections, SectionChange{name, old, size})
		}
	}
	return nil
}

func (m *migrator) sectionByName(name string) *elfrw.Section {
	if s := m.d.Sec(name); s != nil {
		return s.ELF
	}
	for _, s := range m.d.ELF.Sections {
		if s.Name == name {
			return s
		}
	}
	return nil
}

func (m *migrator) sectionIndex(name string) int {
	for i, s := range m.d.ELF.Sections {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// Attribute renumbering (reference heterogeneous-dwarf §2.1).
var renumberTable = []struct{ old, new dw.Attr }{
	{0x3e0a, dw.AttrLLVMLanes},
	{0x3e0b, dw.AttrLLVMLanePC},
	{0x3e0c, dw.AttrLLVMVectorSize},
	{0x3e0d, dw.AttrLLVMMemorySpace},
	{0x3e0e, dw.AttrLLVMAddressSpace},
}

// renumber maps an old ROCm attribute code to the upstream one (to is DialectUser) or an
// upstream code back to the old one (to is DialectAMDLegacy); other codes are returned as
// they are.
func renumber(a dw.Attr, to expr.Dialect) dw.Attr {
	for _, r := range renumberTable {
		if to == expr.DialectAMDLegacy && a == r.new {
			return r.old
		}
		if to != expr.DialectAMDLegacy && a == r.old {
			return r.new
		}
	}
	return a
}
