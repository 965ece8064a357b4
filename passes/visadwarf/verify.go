package visadwarf

import (
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"hdwarf/dw"
	"hdwarf/dwarfenc/expr"
	"hdwarf/dwarfenc/frame"
	"hdwarf/elfrw"
	"hdwarf/internal/bytecursor"
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
	f         *elfrw.File
	d         expr.Dialect      // meaning of vendor opcodes in every expression
	secs      map[string][]byte // debug sections, relocated
	bases     []uint64          // address each section is placed at for the checks
	code      []codeRange       // allocated sections, by address
	syms      []Symbol
	symBases  []int // symbolBases of syms
	problems  []string
	lineCheck *sdwarf.File // decodes line tables before debug/dwarf is given them
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
	v.syms, err = ReadSymbols(f)
	v.symBases = symbolBases(f, v.syms)
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
		entries, err := parseRelocs(f, rs)
		if err != nil {
			v.problem("%s: %v", rs.Name, err)
			continue
		}
		for i, r := range entries {
			where := fmt.Sprintf("%s entry %d (offset %#x)", rs.Name, i, r.off)
			size := 0
			for _, sz := range []int{8, 4} {
				if typ, _, err := elfrw.AbsRelocType(f.Machine, f.Class, sz); err == nil && typ == r.typ {
					size = sz
				}
			}
			switch {
			case size == 0:
				v.problem("%s: relocation type %d is not an address type for %v", where, r.typ, f.Machine)
				continue
			case r.off > uint64(len(data)) || uint64(len(data))-r.off < uint64(size):
				v.problem("%s: outside %s (%#x bytes)", where, target.Name, len(data))
				continue
			case int(r.sym) >= len(v.syms) || r.sym == 0:
				v.problem("%s: symbol index %d out of range (%d symbols)", where, r.sym, len(v.syms))
				continue
			}
			s := v.syms[r.sym]
			base := v.symBases[r.sym]
			if base < 0 {
				v.problem("%s: symbol %q is not defined in a section", where, s.Name)
				continue
			}
			sec := f.Sections[base]
			addend := r.addend
			if !r.rela {
				addend = int64(getN(f.ByteOrder, data[r.off:], size))
			}
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
			putN(f.ByteOrder, data[r.off:], size, v.bases[base]+uint64(off))
		}
	}
}

func symName(s Symbol, sec *elfrw.Section) string {
	if s.Name != "" {
		return s.Name
	}
	return sec.Name
}

type relocEntry struct {
	off    uint64
	sym    uint32
	typ    uint32
	addend int64
	rela   bool
}

// parseRelocs reads relocation section rs through elfrw.
func parseRelocs(f *elfrw.File, rs *elfrw.Section) ([]relocEntry, error) {
	all, err := f.Relocations(rs)
	if err != nil {
		return nil, err
	}
	out := make([]relocEntry, len(all))
	for i, r := range all {
		out[i] = relocEntry{off: r.Off, sym: r.Sym, typ: r.Type, addend: r.Addend, rela: rs.Type == elf.SHT_RELA}
	}
	return out, nil
}

func getN(bo binary.ByteOrder, b []byte, n int) uint64 {
	if n == 8 {
		return bo.Uint64(b)
	}
	return uint64(bo.Uint32(b))
}

func putN(bo binary.ByteOrder, b []byte, n int, v uint64) {
	if n == 8 {
		bo.PutUint64(b, v)
	} else {
		bo.PutUint32(b, uint32(v))
	}
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
	if s[".debug_info"] == nil {
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
		ctx := expr.Context{AddrSize: addrSizeOf(v.f), OffsetSize: 4, ByteOrder: v.f.ByteOrder, Version: version}
		switch f.Class {
		case dwarf.ClassExprLoc:
			b, _ := f.Val.([]byte)
			if _, err := expr.Decode(ctx, v.d, b); err != nil {
				v.problem("%s: DW_AT_location: %v", where, err)
			}
		case dwarf.ClassLocListPtr, dwarf.ClassLocList:
			off, _ := f.Val.(int64)
			v.locList(cu, version, uint64(off), ctx, sub, subName, where)
		}
	}
}

// unitVersions maps the offset of each unit's first DIE to the unit's DWARF version.
func (v *verifier) unitVersions() map[dwarf.Offset]int {
	b := v.secs[".debug_info"]
	bo := v.f.ByteOrder
	out := map[dwarf.Offset]int{}
	for off := 0; off+11 <= len(b); {
		n, hdr, offSize := uint64(bo.Uint32(b[off:])), 4, 4
		if n == 0xffffffff {
			if off+23 > len(b) {
				break
			}
			n, hdr, offSize = bo.Uint64(b[off+4:]), 12, 8
		}
		ver := int(bo.Uint16(b[off+hdr:]))
		die := off + hdr + 2 + offSize + 1
		if ver >= 5 {
			die++
		}
		out[dwarf.Offset(die)] = ver
		if n > uint64(len(b)) {
			break
		}
		off += hdr + int(n)
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
			v.problem("%s: range [%#x, %#x) ends before it starts", where, r[0], r[1])
		} else if v.section(r[0], r[1]) == "" {
			v.problem("%s: range [%#x, %#x) is not inside a code section", where, r[0], r[1])
		}
	}
	return rs
}

func (v *verifier) lines(d *dwarf.Data, cu *dwarf.Entry, where string) {
	// debug/dwarf trusts the header's counts (2^32-1 directories is a 64 GiB allocation): the
	// table goes to it only after our decoder, which bounds every count by the bytes left,
	// has read it.
	if off, ok := cu.Val(dwarf.AttrStmtList).(int64); ok {
		if v.lineCheck == nil {
			v.lineCheck = sdwarf.FromSections(v.f.ByteOrder, addrSizeOf(v.f), map[string][]byte{".debug_line": v.secs[".debug_line"], ".debug_line_str": v.secs[".debug_line_str"], ".debug_str": v.secs[".debug_str"]})
		}
		if _, err := v.lineCheck.LineTable(uint64(off), addrSizeOf(v.f)); err != nil {
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
				v.problem("%s: line sequence [%#x, %#x) is not inside a code section", where, start, le.Address)
			}
			open = false
		}
	}
}

// locList checks one location list: entries inside the subprogram, expressions decoding.
func (v *verifier) locList(cu *dwarf.Entry, version int, off uint64, ctx expr.Context, sub [][2]uint64, subName, where string) {
	name := ".debug_loc"
	if version >= 5 {
		name = ".debug_loclists"
	}
	b := v.secs[name]
	if off >= uint64(len(b)) {
		v.problem("%s: location list at %#x is outside %s (%#x bytes)", where, off, name, len(b))
		return
	}
	base, _ := cu.Val(dwarf.AttrLowpc).(uint64)
	c := &bytecursor.Cursor{B: b, Off: int(off), Order: v.f.ByteOrder}
	as := addrSizeOf(v.f)
	check := func(lo, hi uint64, e []byte) {
		if _, err := expr.Decode(ctx, v.d, e); err != nil {
			v.problem("%s: location list entry [%#x, %#x): %v", where, lo, hi, err)
		}
		in := false
		for _, r := range sub {
			in = in || lo >= r[0] && hi <= r[1]
		}
		if !in {
			v.problem("%s: location list entry [%#x, %#x) is outside %s", where, lo, hi, subName)
		}
	}
	for n := 0; c.Err == nil && n < 1<<20; n++ {
		if version < 5 {
			lo, hi := c.Fixed(as), c.Fixed(as)
			if lo == 0 && hi == 0 {
				return
			}
			if lo == ^uint64(0)>>(64-8*as) {
				base = hi
				continue
			}
			e := c.Bytes(c.Fixed(2))
			check(base+lo, base+hi, e)
			continue
		}
		switch dw.LLE(c.U8()) {
		case dw.LLEEndOfList:
			return
		case dw.LLEBaseAddress:
			base = c.Fixed(as)
		case dw.LLEOffsetPair:
			lo, hi := c.ULEB(), c.ULEB()
			check(base+lo, base+hi, c.Bytes(c.ULEB()))
		case dw.LLEStartEnd:
			lo, hi := c.Fixed(as), c.Fixed(as)
			check(lo, hi, c.Bytes(c.ULEB()))
		case dw.LLEStartLength:
			lo := c.Fixed(as)
			hi := lo + c.ULEB()
			check(lo, hi, c.Bytes(c.ULEB()))
		case dw.LLEDefaultLocation:
			if _, err := expr.Decode(ctx, v.d, c.Bytes(c.ULEB())); err != nil {
				v.problem("%s: default location: %v", where, err)
			}
		default:
			v.problem("%s: location list entry kind at %s+%#x is not one hdwarf writes", where, name, c.Off-1)
			return
		}
	}
	if c.Err != nil {
		v.problem("%s: location list: %v", where, c.Err)
	}
}

// frames checks .debug_frame: FDEs over code, instructions and expressions decoding.
func (v *verifier) frames() {
	b := v.secs[".debug_frame"]
	if b == nil {
		return
	}
	entries, err := frame.Parse(b, v.f.ByteOrder, addrSizeOf(v.f))
	if err != nil {
		v.problem(".debug_frame: %v", err)
	}
	for _, e := range entries {
		var ins []byte
		var cie *frame.CIE
		where := ""
		if e.CIE != nil {
			cie, ins, where = e.CIE, e.CIE.Instructions, fmt.Sprintf(".debug_frame CIE at %#x", e.CIE.Offset)
		} else {
			fd := e.FDE
			cie, ins, where = fd.CIE, fd.Instructions, fmt.Sprintf(".debug_frame FDE at %#x", fd.Offset)
			if v.section(fd.Start, fd.Start+fd.Range) == "" {
				v.problem("%s: [%#x, %#x) is not inside a code section", where, fd.Start, fd.Start+fd.Range)
			}
		}
		if cie == nil {
			continue
		}
		ctx := cie.Context(v.f.ByteOrder, addrSizeOf(v.f), v.d)
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
