// Package verify checks a file's debug sections the way a debugger uses them: relocations,
// code ranges, location lists, expressions under a dialect, and CFI.
package verify

import (
	"debug/dwarf"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/frame"
	sdwarf "hdwarf/sections/dwarf"
)

// Verify checks the debug sections of f the way a debugger would use them: every relocation
// resolves to a defined symbol inside its section; every code range (units, subprograms,
// location list entries, line sequences, FDEs) lies inside one code section, and location
// list entries inside their subprogram; every expression (DW_AT_location, location lists,
// CFI) decodes under dialect d (DialectUser for what convert writes; a producer's vendor
// operations need the producer's dialect). It returns the problems found.
func Verify(f *elfrw.File, d expr.Dialect) ([]string, error) {
	v := &verifier{f: f, d: d, secs: map[string][]byte{}}
	if err := v.load(); err != nil {
		return nil, err
	}
	v.relocate()
	v.units()
	v.frames()
	return v.problems, nil
}

type verifier struct {
	f        *elfrw.File
	d        expr.Dialect      // meaning of vendor opcodes in every expression
	secs     map[string][]byte // debug sections, relocated
	bases    []uint64          // address each section is placed at for the checks
	code     []codeRange       // allocated sections, by address
	syms     []elfrw.Symbol
	symBases []int // elfrw.File.SymbolBases of syms
	problems []string
	sd       *sdwarf.File // the same sections for sections/dwarf's decoders

	loclistHeaders []sdwarf.ListsHeader
	loclistsRead   bool
}

type codeRange struct {
	name   string
	lo, hi uint64
}

func (v *verifier) problem(format string, args ...any) {
	if len(v.problems) < 1000 {
		v.problems = append(v.problems, fmt.Sprintf(format, args...))
	}
}

// load reads the debug sections and places the allocated sections: at their sh_addr, or
// when a relocatable file leaves that 0 (not loaded yet), one after the other above the
// others, so that an address names one section.
func (v *verifier) load() error {
	f := v.f
	v.bases = make([]uint64, len(f.Sections))
	next := uint64(0x10000)
	for _, s := range f.Sections {
		if s.Flags&elf.SHF_ALLOC != 0 {
			next = max(next, (s.Addr+s.Size+0xffff)&^0xffff+0x10000)
		}
	}
	for i, s := range f.Sections {
		if strings.HasPrefix(s.Name, ".debug_") {
			b, err := s.Data()
			if err != nil {
				return fmt.Errorf("%s: %w", s.Name, err)
			}
			v.secs[s.Name] = append([]byte(nil), b...)
		}
		if s.Flags&elf.SHF_ALLOC == 0 || i == 0 {
			continue
		}
		base := s.Addr
		if f.Type == elf.ET_REL && base == 0 {
			base = next
			next += (s.Size + 0xffff) &^ 0xffff
			next += 0x10000
		}
		v.bases[i] = base
		v.code = append(v.code, codeRange{s.Name, base, base + s.Size})
	}
	sort.Slice(v.code, func(a, b int) bool { return v.code[a].lo < v.code[b].lo })
	if len(v.secs) == 0 {
		v.problem("no .debug_* sections")
	}
	var err error
	v.syms, err = f.Symtab()
	v.symBases = f.SymbolBases(v.syms)
	return err
}

// relocate checks and applies the relocations of the debug sections.
func (v *verifier) relocate() {
	f := v.f
	for _, rs := range f.Sections {
		if rs.Type != elf.SHT_RELA && rs.Type != elf.SHT_REL {
			continue
		}
		if int(rs.Info) >= len(f.Sections) || int(rs.Info) == 0 {
			continue
		}
		target := f.Sections[rs.Info]
		data := v.secs[target.Name]
		if data == nil {
			continue
		}
		entries, err := f.Relocations(rs)
		if err != nil {
			v.problem("%s: %v", rs.Name, err)
			continue
		}
		for i, r := range entries {
			where := fmt.Sprintf("%s entry %d (offset %#x)", rs.Name, i, r.Off)
			k, addend, err := f.Place(r, rs.Type == elf.SHT_RELA, data)
			switch {
			case !k.Addr:
				v.problem("%s: relocation type %d is not an address type for %v", where, r.Type, f.Machine)
				continue
			case err != nil:
				v.problem("%s: outside %s (%#x bytes)", where, target.Name, len(data))
				continue
			case int(r.Sym) >= len(v.syms) || r.Sym == 0:
				v.problem("%s: symbol index %d out of range (%d symbols)", where, r.Sym, len(v.syms))
				continue
			}
			s := v.syms[r.Sym]
			base := v.symBases[r.Sym]
			if base < 0 {
				// In a relocatable file the linker resolves an undefined symbol (clang's
				// OpenCL objects refer to a kernel's __local arrays so) and an absolute one
				// is its value: neither says anything about the debug information.
				if f.Type != elf.ET_REL {
					v.problem("%s: symbol %q is not defined in a section", where, s.Name)
				}
				continue
			}
			sec := f.Sections[base]
			off := int64(s.Value) + addend
			secSize := sec.Size
			if b, ok := v.secs[sec.Name]; ok {
				secSize = uint64(len(b)) // a compressed section's offsets count its uncompressed bytes
			}
			// A symbol of a debug section gives a plain offset whose section the field's
			// DWARF meaning decides: IGC's zebins define the symbols of their .debug_abbrev,
			// .debug_line and .debug_loc offsets in .debug_info, and Intel's runtime adds
			// nothing to them. The DWARF checks below catch an offset that leads nowhere.
			debugSym := strings.HasPrefix(sec.Name, ".debug_") && sec.Flags&elf.SHF_ALLOC == 0
			if off < 0 || (uint64(off) > secSize && !debugSym) {
				v.problem("%s: %s%+#x points outside %s (size %#x)", where, symName(s, sec), addend, sec.Name, secSize)
				continue
			}
			f.PutPlace(r, k, data, v.bases[base]+uint64(off))
		}
	}
}

func symName(s elfrw.Symbol, sec *elfrw.Section) string {
	if s.Name != "" {
		return s.Name
	}
	return sec.Name
}

// span names the code range [lo, hi) for a problem. In a relocatable file the addresses are
// the ones load gave the sections, which the user never sees: each end is given as the code
// section it falls in and the offset there (its end counting as in it), with the section's
// size when the range runs past it.
func (v *verifier) span(lo, hi uint64) string {
	if v.f.Type != elf.ET_REL {
		return fmt.Sprintf("[%#x, %#x)", lo, hi)
	}
	at := func(a uint64) (codeRange, string) {
		i := sort.Search(len(v.code), func(i int) bool { return v.code[i].hi >= a })
		if i < len(v.code) && v.code[i].lo <= a {
			return v.code[i], fmt.Sprintf("%s+%#x", v.code[i].name, a-v.code[i].lo)
		}
		return codeRange{}, fmt.Sprintf("%#x (in no section)", a)
	}
	c, l := at(lo)
	_, h := at(hi)
	s := fmt.Sprintf("[%s, %s)", l, h)
	if c.name != "" && hi > c.hi {
		s += fmt.Sprintf(" (%s is %#x bytes)", c.name, c.hi-c.lo)
	}
	return s
}

// section returns the code section holding [lo, hi), or "".
func (v *verifier) section(lo, hi uint64) string {
	i := sort.Search(len(v.code), func(i int) bool { return v.code[i].hi > lo })
	if i < len(v.code) && v.code[i].lo <= lo && hi <= v.code[i].hi {
		return v.code[i].name
	}
	return ""
}

func (v *verifier) units() {
	s := v.secs
	if s[".debug_info"] == nil || !v.bounded() {
		return
	}
	d, err := dwarf.New(s[".debug_abbrev"], s[".debug_aranges"], s[".debug_frame"], s[".debug_info"], s[".debug_line"], nil, s[".debug_ranges"], s[".debug_str"])
	for _, n := range []string{".debug_addr", ".debug_line_str", ".debug_str_offsets", ".debug_rnglists", ".debug_loclists"} {
		if err == nil && s[n] != nil {
			err = d.AddSection(n, s[n])
		}
	}
	if err != nil {
		v.problem(".debug_info: %v", err)
		return
	}
	versions := v.unitVersions()
	r := d.Reader()
	var cu *dwarf.Entry
	var version int
	var sub [][2]uint64
	subName := ""
	for {
		e, err := r.Next()
		if err != nil {
			v.problem(".debug_info: %v", err)
			return
		}
		if e == nil {
			break
		}
		where := fmt.Sprintf(".debug_info DIE at %#x (%v", e.Offset, e.Tag)
		if n, ok := e.Val(dwarf.AttrName).(string); ok {
			where += " " + n
		}
		where += ")"
		switch e.Tag {
		case dwarf.TagCompileUnit:
			cu, sub, subName = e, nil, ""
			version = versions[e.Offset]
			v.checkRanges(d, e, where)
			v.lines(d, e, where)
		case dwarf.TagSubprogram:
			sub, subName = v.checkRanges(d, e, where), where
		}
		f := e.AttrField(dwarf.AttrLocation)
		if f == nil {
			continue
		}
		ctx := expr.Context{AddrSize: v.f.AddrSize(), OffsetSize: 4, ByteOrder: v.f.ByteOrder, Version: version}
		switch f.Class {
		case dwarf.ClassExprLoc:
			b, _ := f.Val.([]byte)
			if _, err := expr.Decode(ctx, v.d, b); err != nil {
				v.problem("%s: DW_AT_location: %v", where, err)
			}
		case dwarf.ClassLocListPtr, dwarf.ClassLocList:
			v.locList(cu, version, f.Val, ctx, sub, subName, where)
		}
	}
}

// bounded reads every unit of .debug_info with sections/dwarf's reader first, and reports
// whether all were read. Its budgets bound the work by the bytes of each unit; debug/dwarf,
// which walks the DIEs next, has none: 20,000 one-byte DIEs of an abbreviation with 200,000
// flags are 4 billion values to it.
func (v *verifier) bounded() bool {
	d := v.sections()
	units, err := d.Units(".debug_info")
	if err != nil {
		v.problem(".debug_info: %v", err)
		return false
	}
	skipAll := sdwarf.NewFieldClasses(func(*sdwarf.Unit, dw.Attr, dw.Form) uint8 { return 0 })
	var e sdwarf.DIE
	for _, u := range units {
		r := d.DIEs(u)
		r.Filter(skipAll)
		for r.Next(&e) {
		}
		if err := r.Err(); err != nil {
			v.problem("%v, in the unit at %#x", err, u.Off)
			return false
		}
	}
	return true
}

// unitVersions maps the offset of each unit's first DIE to the unit's DWARF version (bounded
// has read the units already and reported what is wrong with them).
func (v *verifier) unitVersions() map[dwarf.Offset]int {
	out := map[dwarf.Offset]int{}
	units, _ := v.sections().Units(".debug_info")
	for _, u := range units {
		out[dwarf.Offset(u.DIEOff)] = u.Version
	}
	return out
}

// checkRanges checks that an entry's code ranges each lie in one code section.
func (v *verifier) checkRanges(d *dwarf.Data, e *dwarf.Entry, where string) [][2]uint64 {
	rs, err := d.Ranges(e)
	if err != nil {
		v.problem("%s: ranges: %v", where, err)
		return nil
	}
	for _, r := range rs {
		if r[1] < r[0] {
			v.problem("%s: range %s ends before it starts", where, v.span(r[0], r[1]))
		} else if v.section(r[0], r[1]) == "" {
			v.problem("%s: range %s is not inside a code section", where, v.span(r[0], r[1]))
		}
	}
	return rs
}

func (v *verifier) lines(d *dwarf.Data, cu *dwarf.Entry, where string) {
	// debug/dwarf trusts the header's counts (2^32-1 directories is a 64 GiB allocation): the
	// table goes to it only after our decoder, which bounds every count by the bytes left,
	// has read it.
	if off, ok := cu.Val(dwarf.AttrStmtList).(int64); ok {
		if _, err := v.sections().LineTable(uint64(off), v.f.AddrSize()); err != nil {
			v.problem("%s: line table: %v", where, err)
			return
		}
	}
	lr, err := d.LineReader(cu)
	if err != nil {
		v.problem("%s: line table: %v", where, err)
		return
	}
	if lr == nil {
		return
	}
	var le dwarf.LineEntry
	start, open := uint64(0), false
	for {
		if err := lr.Next(&le); err != nil {
			if !errors.Is(err, io.EOF) {
				v.problem("%s: line table: %v", where, err)
			}
			return
		}
		if !open {
			start, open = le.Address, true
		}
		if le.EndSequence {
			if v.section(start, le.Address) == "" {
				v.problem("%s: line sequence %s is not inside a code section", where, v.span(start, le.Address))
			}
			open = false
		}
	}
}

// locList checks one location list: entries inside the subprogram, expressions decoding.
// The list is read by sections/dwarf's list reader, which knows every entry kind, at the
// offset the attribute gives or, for DW_FORM_loclistx (val an index), through the offset
// table of the unit's contribution at DW_AT_loclists_base.
func (v *verifier) locList(cu *dwarf.Entry, version int, val any, ctx expr.Context, sub [][2]uint64, subName, where string) {
	name := ".debug_loc"
	if version >= 5 {
		name = ".debug_loclists"
	}
	b := v.secs[name]
	as := v.f.AddrSize()
	var r *sdwarf.ListReader
	switch val := val.(type) {
	case int64: // an offset into the section
		off := uint64(val)
		if off >= uint64(len(b)) {
			v.problem("%s: location list at %#x is outside %s (%#x bytes)", where, off, name, len(b))
			return
		}
		if version < 5 {
			r = sdwarf.NewLocReader(b, v.f.ByteOrder, off, as)
			break
		}
		h, ok := sdwarf.ListsAt(v.loclists(), off)
		if !ok {
			v.problem("%s: location list at %#x is in no contribution of %s", where, off, name)
			return
		}
		r = sdwarf.NewLoclistsReader(b, v.f.ByteOrder, h, off)
	case uint64: // DW_FORM_loclistx: an index into the unit's offset table
		base, _ := cu.Val(dwarf.AttrLoclistsBase).(int64)
		h, ok := sdwarf.ListsWithBase(v.loclists(), uint64(base))
		if !ok || val >= h.OffsetCount {
			v.problem("%s: location list index %d is not in the %s contribution at DW_AT_loclists_base %#x", where, val, name, base)
			return
		}
		rel, _ := h.OffsetEntry(b, v.f.ByteOrder, val)
		r = sdwarf.NewLoclistsReader(b, v.f.ByteOrder, h, h.Base+rel)
	default:
		v.problem("%s: location list attribute of unexpected value %T", where, val)
		return
	}
	lb := sdwarf.ListBase{}
	lb.Base, lb.HaveBase = cu.Val(dwarf.AttrLowpc).(uint64)
	if addrBase, ok := cu.Val(dwarf.AttrAddrBase).(int64); ok {
		addr := v.secs[".debug_addr"]
		lb.Addr = func(i uint64) (uint64, bool) {
			return sdwarf.AddrAt(addr, v.f.ByteOrder, uint64(addrBase), as, i)
		}
	}
	var e sdwarf.ListEntry
	for n := 0; n < 1<<20 && r.Next(&e) && !e.IsEnd(); n++ {
		if version >= 5 && dw.LLE(e.Kind) == dw.LLEGNUViewPair {
			continue // DW_LLE_GNU_view_pair: views, not addresses
		}
		lo, hi, ok, isDefault, err := lb.Range(&e, true)
		if err != nil {
			v.problem("%s: location list entry at %s+%#x: %v", where, name, e.Off, err)
			return
		}
		if _, err := expr.Decode(ctx, v.d, e.Expr); e.HasExpr && err != nil {
			if isDefault {
				v.problem("%s: default location: %v", where, err)
			} else {
				v.problem("%s: location list entry %s: %v", where, v.span(lo, hi), err)
			}
		}
		if !ok {
			continue
		}
		if hi < lo {
			v.problem("%s: location list entry %s ends before it starts", where, v.span(lo, hi))
			continue
		}
		in := false
		for _, r := range sub {
			in = in || lo >= r[0] && hi <= r[1]
		}
		if !in {
			v.problem("%s: location list entry %s is outside %s", where, v.span(lo, hi), subName)
		}
	}
	if err := r.Err(); err != nil {
		v.problem("%s: location list: %v", where, err)
	}
}

// loclists returns the contribution headers of .debug_loclists, read once; a malformed
// section is one problem, after which no list is found in it.
func (v *verifier) loclists() []sdwarf.ListsHeader {
	if !v.loclistsRead {
		var err error
		v.loclistHeaders, err = v.sections().ListsHeaders(".debug_loclists")
		if err != nil {
			v.problem(".debug_loclists: %v", err)
		}
		v.loclistsRead = true
	}
	return v.loclistHeaders
}

// sections reads the (relocated) debug sections with sections/dwarf, whose decoders bound
// every count by the bytes left.
func (v *verifier) sections() *sdwarf.File {
	if v.sd == nil {
		v.sd = sdwarf.FromSections(v.f.ByteOrder, v.f.AddrSize(), v.secs)
	}
	return v.sd
}

// frames checks .debug_frame: FDEs over code, instructions and expressions decoding.
func (v *verifier) frames() {
	if v.secs[".debug_frame"] == nil {
		return
	}
	entries, err := v.sections().Frames(".debug_frame")
	if err != nil {
		v.problem("%v", err)
	}
	for i := range entries {
		e := &entries[i]
		ins, where := e.Insns, fmt.Sprintf(".debug_frame %v", e)
		if !e.IsCIE && v.section(e.Start, e.Start+e.Range) == "" {
			v.problem("%s: %s is not inside a code section", where, v.span(e.Start, e.Start+e.Range))
		}
		ctx := e.Context(v.f.ByteOrder, v.d)
		list, err := frame.Decode(ctx, ins)
		if err != nil {
			v.problem("%s: %v", where, err)
			continue
		}
		for _, in := range list {
			if in.Expr == nil {
				continue
			}
			if _, err := expr.Decode(ctx.ExprContext(), v.d, in.Expr); err != nil {
				v.problem("%s: %v at instruction offset %#x: %v", where, in.Op, in.Offset, err)
			}
		}
	}
}
