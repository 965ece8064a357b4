package dwarftext

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strings"

	"hdwarf/dw"
	"hdwarf/expr"
	"hdwarf/sections/dwarf"
)

// printer holds the file and what the units say, read once.
type printer struct {
	d       *dwarf.File
	o       Options
	regName func(uint64) string
	units   []*unit // in section order, so that a DIE offset finds its unit by binary search
	// locRefs are the location lists DIEs name, by section offset, with the naming unit:
	// [0] in .debug_loc (units before DWARF 5), [1] in .debug_loclists. A file can have both
	// (a linker joins objects of DWARF 4 and 5), and their offsets overlap.
	locRefs [2]map[uint64]*unit
	// cache holds the DIEs references decoded lately, by offset: type names walk the same
	// few DIEs again and again. It is emptied when full, so that it stays small.
	cache map[uint64]*dwarf.DIE
	// typeNames holds each type's quoted name once made, while their bytes stay under
	// maxTypeNameBytes: thousands of DIEs naming one subroutine type of thousands of
	// parameters would otherwise walk its parameters once per reference.
	typeNames     map[dieRef]string
	typeNameBytes int
	// lists holds the contribution headers of .debug_loclists and .debug_rnglists, read
	// once: every list attribute looks its contribution up in them.
	lists map[string]listHeaders
	// checking is set in the pass that only looks for errors: it formats only the values
	// that can fail (mayFail), which also note the location lists the section dumps need.
	checking bool
}

// maxCached bounds printer.cache.
const maxCached = 4096

// dieRef is a DIE that is not null, by its unit and its index in the unit's index.
type dieRef struct {
	u *unit
	i int
}

// indexEntry is where a DIE that is not null lies and where it hangs in the tree; the DIE
// itself is decoded again from the section when needed, so that the dump keeps a few
// bytes per DIE rather than its decoded values.
type indexEntry struct {
	off    uint32 // from the unit's start
	parent int32  // index of the parent, -1 for the unit DIE; DIEs are in preorder, so the
	// DIEs after i up to the first whose parent comes before i are i's descendants
}

// unit is a unit of .debug_info with the index of its DIEs and the bases its attributes give.
type unit struct {
	p   *printer
	h   *dwarf.Unit
	idx []indexEntry
	// From the unit DIE.
	compDir       string
	lowPC         uint64
	hasLowPC      bool
	addrBase      uint64
	strOffBase    uint64
	loclistsBase  uint64
	rnglistsBase  uint64
	hasLoclistsB  bool
	hasRnglistsB  bool
	stmtList      uint64
	hasStmtList   bool
	line          *dwarf.LineTable
	lineErr       error
	lineLoaded    bool
	strOffBaseSet bool
}

func newPrinter(d *dwarf.File, o Options) *printer {
	return &printer{d: d, o: o, regName: regNamer(o), locRefs: [2]map[uint64]*unit{{}, {}}, cache: map[uint64]*dwarf.DIE{}, typeNames: map[dieRef]string{}}
}

// loadUnits reads every unit of .debug_info and indexes their DIEs.
func (p *printer) loadUnits() error {
	if p.d.Sec(".debug_info") == nil {
		return nil
	}
	hs, err := p.d.Units(".debug_info")
	if err != nil {
		return err
	}
	for _, h := range hs {
		u := &unit{p: p, h: h}
		// Count the DIEs first: the index, sized exactly, is most of what the dump keeps,
		// and growing it by appending would hold two copies at once.
		n := 0
		var e dwarf.DIE
		r := p.d.DIEs(h)
		for r.Next(&e) {
			if e.Abbrev != nil {
				n++
			}
		}
		if err := r.Err(); err != nil {
			return err
		}
		u.idx = make([]indexEntry, 0, n)
		r = p.d.DIEs(h)
		var stack []int32
		first := true
		for r.Next(&e) {
			if first && e.Abbrev != nil {
				p.unitBases(u, &e)
			}
			first = false
			if e.Abbrev == nil {
				if len(stack) > 0 {
					stack = stack[:len(stack)-1]
				}
				continue
			}
			if len(u.idx) >= math.MaxInt32 || e.Off-h.Off > math.MaxUint32 {
				return &dwarf.Error{Section: h.Section, Off: e.Off, Msg: "the unit is larger than the dump indexes (4 GiB)"}
			}
			parent := int32(-1)
			if len(stack) > 0 {
				parent = stack[len(stack)-1]
			}
			u.idx = append(u.idx, indexEntry{off: uint32(e.Off - h.Off), parent: parent})
			if e.Abbrev.Children {
				stack = append(stack, int32(len(u.idx)-1))
			}
		}
		if err := r.Err(); err != nil {
			return err
		}
		p.units = append(p.units, u)
	}
	return nil
}

// lookup finds the DIE at section offset off; false when no DIE that is not null starts there.
func (p *printer) lookup(off uint64) (dieRef, bool) {
	n, _ := slices.BinarySearchFunc(p.units, off, func(u *unit, off uint64) int {
		switch {
		case u.h.End <= off:
			return -1
		case u.h.Off > off:
			return 1
		}
		return 0
	})
	if n >= len(p.units) {
		return dieRef{}, false
	}
	u := p.units[n]
	i, ok := slices.BinarySearchFunc(u.idx, off-u.h.Off, func(x indexEntry, off uint64) int { return cmp.Compare(uint64(x.off), off) })
	if !ok {
		return dieRef{}, false
	}
	return dieRef{u, i}, true
}

// die decodes the DIE r names again from the section (or takes it from the cache); its
// Depth is not set.
func (r dieRef) die() *dwarf.DIE {
	p, off := r.u.p, r.u.h.Off+uint64(r.u.idx[r.i].off)
	if e, ok := p.cache[off]; ok {
		return e
	}
	e := &dwarf.DIE{}
	if !p.d.DIEsAt(r.u.h, off).Next(e) || e.Abbrev == nil {
		// The first reading decoded it; a reader that starts here has a smaller budget of
		// values without bytes (see dwarf.DIEReader), which only a hostile unit exhausts.
		e = &dwarf.DIE{Off: off, Abbrev: &dwarf.Abbrev{}}
	}
	if len(p.cache) >= maxCached {
		clear(p.cache)
	}
	p.cache[off] = e
	return e
}

// unitBases records what the unit DIE says about the unit's tables.
func (p *printer) unitBases(u *unit, e *dwarf.DIE) {
	u.strOffBase, u.strOffBaseSet = dwarf.StrOffsetsBase(u.h, e)
	if f := e.Field(dw.AttrAddrBase); f != nil {
		u.addrBase = f.Val
	} else if f := e.Field(dw.AttrGNUAddrBase); f != nil {
		u.addrBase = f.Val
	}
	if f := e.Field(dw.AttrLoclistsBase); f != nil {
		u.loclistsBase, u.hasLoclistsB = f.Val, true
	}
	if f := e.Field(dw.AttrRnglistsBase); f != nil {
		u.rnglistsBase, u.hasRnglistsB = f.Val, true
	}
	if f := e.Field(dw.AttrStmtList); f != nil {
		u.stmtList, u.hasStmtList = f.Val, true
	}
	if f := e.Field(dw.AttrCompDir); f != nil {
		u.compDir, _ = p.str(u, f)
	}
	if f := e.Field(dw.AttrLowpc); f != nil {
		u.lowPC, u.hasLowPC = p.addrValue(u, f)
	} else if f := e.Field(dw.AttrEntrypc); f != nil {
		u.lowPC, u.hasLowPC = p.addrValue(u, f)
	}
}

func (u *unit) ctx(bo binary.ByteOrder) expr.Context {
	return expr.Context{AddrSize: u.h.AddrSize, OffsetSize: u.h.OffsetSize(), ByteOrder: bo, Version: u.h.Version}
}

// lineTable returns the unit's line table, read on first use; nil when it has none.
func (p *printer) lineTable(u *unit) *dwarf.LineTable {
	if !u.lineLoaded {
		u.lineLoaded = true
		if u.hasStmtList && p.d.Sec(".debug_line") != nil {
			u.line, u.lineErr = p.d.LineTable(u.stmtList, u.h.AddrSize)
		}
	}
	if u.lineErr != nil {
		return nil
	}
	return u.line
}

// unitHeader is the line llvm-dwarfdump prints for the unit's header.
func unitHeader(h *dwarf.Unit) string {
	kind := "Compile Unit"
	switch h.Type {
	case dw.UTType, dw.UTSplitType:
		kind = "Type Unit"
	case dw.UTPartial:
		kind = "Partial Unit"
	case dw.UTSkeleton:
		kind = "Skeleton Unit"
	case dw.UTSplitCompile:
		kind = "Split Compile Unit"
	}
	format := "DWARF32"
	if h.Format64 {
		format = "DWARF64"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "0x%08x: %s: length = 0x%0*x, format = %s, version = 0x%04x", h.Off, kind,
		2*h.OffsetSize(), h.End-h.Off-uint64(h.LengthSize()), format, h.Version)
	if h.Version >= 5 {
		fmt.Fprintf(&b, ", unit_type = %v", h.Type)
	}
	fmt.Fprintf(&b, ", abbr_offset = 0x%04x, addr_size = 0x%02x", h.AbbrevOff, h.AddrSize)
	switch h.Type {
	case dw.UTType, dw.UTSplitType:
		fmt.Fprintf(&b, ", type_signature = 0x%016x, type_offset = 0x%04x", h.Signature, h.TypeOffset)
	case dw.UTSkeleton, dw.UTSplitCompile:
		fmt.Fprintf(&b, ", DWO_id = 0x%016x", h.DWOID)
	}
	fmt.Fprintf(&b, " (next unit at 0x%08x)", h.End)
	return b.String()
}

// dieDoc formats one DIE of u, as its unit's reader gave it.
func (p *printer) dieDoc(u *unit, e *dwarf.DIE) (DIEDoc, error) {
	dd := DIEDoc{Offset: e.Off, Depth: e.Depth}
	if e.Abbrev != nil {
		dd.Tag = tagName(e.Abbrev.Tag)
		dd.Attrs = make([]AttrDoc, 0, len(e.Fields))
		for j := range e.Fields {
			f := &e.Fields[j]
			if p.checking && !mayFail(u, f) {
				continue
			}
			v, err := p.attrValue(u, e, f)
			if err != nil {
				return dd, err
			}
			dd.Attrs = append(dd.Attrs, AttrDoc{Name: attrName(f.Attr), Form: formName(f.Form), Value: v})
		}
	}
	return dd, nil
}

// mayFail reports whether attrValue can fail on f: the location and range lists it reads.
func mayFail(u *unit, f *dwarf.Field) bool {
	return mayHaveLocationList(f.Attr) && (isSecOffset(u, f) || f.Form == dw.FormLoclistx) ||
		f.Attr == dw.AttrRanges && (isSecOffset(u, f) || f.Form == dw.FormRnglistx)
}

// str returns the string an attribute holds, in any string form.
func (p *printer) str(u *unit, f *dwarf.Field) (string, bool) {
	return p.d.Str(u.h, u.strOffBase, f)
}

func (p *printer) secData(name string) []byte {
	if s := p.d.Sec(name); s != nil {
		return s.Data
	}
	return nil
}

// addrIndex resolves an index into the unit's .debug_addr contribution.
func (p *printer) addrIndex(u *unit, i uint64) (uint64, bool) {
	return dwarf.AddrAt(p.secData(".debug_addr"), p.d.ByteOrder, u.addrBase, u.h.AddrSize, i)
}

// addrValue is the address of an address-class attribute.
func (p *printer) addrValue(u *unit, f *dwarf.Field) (uint64, bool) {
	switch f.Form {
	case dw.FormAddr:
		return f.Val, true
	case dw.FormAddrx, dw.FormAddrx1, dw.FormAddrx2, dw.FormAddrx3, dw.FormAddrx4,
		dw.FormGNUAddrIndex:
		return p.addrIndex(u, f.Val)
	}
	return 0, false
}

func fmtAddr(size int, a uint64) string {
	if size <= 0 || size > 8 {
		size = 8
	}
	return fmt.Sprintf("0x%0*x", 2*size, a)
}

// quote escapes a string as llvm's raw_ostream::write_escaped does.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '"':
			b.WriteString(`\"`)
		case c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&b, `\%03o`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// isConst reports whether form is a constant class form whose value is in Field.Val.
func isConst(f dw.Form) bool {
	switch f {
	case dw.FormData1, dw.FormData2, dw.FormData4, dw.FormData8,
		dw.FormUdata, dw.FormSdata, dw.FormImplicitConst:
		return true
	}
	return false
}

// unsignedConst is llvm's getAsUnsignedConstant: constants that are not negative.
func unsignedConst(f *dwarf.Field) (uint64, bool) {
	switch f.Form {
	case dw.FormData1, dw.FormData2, dw.FormData4, dw.FormData8, dw.FormUdata,
		dw.FormFlag, dw.FormFlagPresent:
		return f.Val, true
	case dw.FormSdata, dw.FormImplicitConst:
		if int64(f.Val) >= 0 {
			return f.Val, true
		}
	}
	return 0, false
}

// isSecOffset reports whether the field holds an offset into another section: sec_offset,
// and data4/data8 before DWARF 4, which had no sec_offset.
func isSecOffset(u *unit, f *dwarf.Field) bool {
	switch f.Form {
	case dw.FormSecOffset:
		return true
	case dw.FormData4, dw.FormData8:
		return u.h.Version <= 3
	}
	return false
}

// attrValue formats one attribute's value as llvm-dwarfdump-22 does (not verbose).
func (p *printer) attrValue(u *unit, e *dwarf.DIE, f *dwarf.Field) (string, error) {
	a := f.Attr
	if v, ok := unsignedConst(f); ok && isConst(f.Form) {
		if s := enumValue(a, v); s != "" {
			return s, nil
		}
	}
	switch a {
	case dw.AttrDeclFile, dw.AttrCallFile:
		if v, ok := unsignedConst(f); ok && isConst(f.Form) {
			if t := p.lineTable(u); t != nil {
				if s, ok := fileName(t, v, u.compDir); ok {
					return quote(s), nil
				}
			}
		}
	case dw.AttrDeclLine, dw.AttrDeclColumn, dw.AttrCallLine, dw.AttrCallColumn,
		dw.AttrLanguageVersion:
		if v, ok := unsignedConst(f); ok && isConst(f.Form) {
			return fmt.Sprint(v), nil
		}
	case dw.AttrHighpc:
		if isConst(f.Form) {
			if lo := e.Field(dw.AttrLowpc); lo != nil {
				if l, ok := p.addrValue(u, lo); ok {
					return fmtAddr(u.h.AddrSize, l+f.Val), nil
				}
			}
		}
	}
	if f.Form == dw.FormExprloc || mayHaveLocationExpr(a) && dwarf.IsBlock(f.Form) {
		return p.expr(u, f.Block), nil
	}
	if mayHaveLocationList(a) && (isSecOffset(u, f) || f.Form == dw.FormLoclistx) {
		return p.locListAttr(u, f)
	}
	if a == dw.AttrRanges && (isSecOffset(u, f) || f.Form == dw.FormRnglistx) {
		return p.rangesAttr(u, f)
	}
	s := p.formValue(u, f)
	switch a {
	case dw.AttrAPPLEPropertyAttribute:
		if v, ok := unsignedConst(f); ok && isConst(f.Form) {
			s += " (" + applePropertyFlags(v) + ")"
		}
	case dw.AttrSpecification, dw.AttrAbstractOrigin, dw.AttrCallOrigin:
		if r, ok := p.ref(u, f); ok {
			if n := p.linkageName(r, 0); n != "" {
				s += " " + quote(n)
			}
		}
	case dw.AttrType, dw.AttrContainingType:
		if r, ok := p.ref(u, f); ok {
			s += " " + p.quotedTypeName(r)
		}
	}
	return s, nil
}

// formValue is llvm's DWARFFormValue::dump, not verbose.
func (p *printer) formValue(u *unit, f *dwarf.Field) string {
	switch f.Form {
	case dw.FormAddr:
		return fmtAddr(u.h.AddrSize, f.Val)
	case dw.FormAddrx, dw.FormAddrx1, dw.FormAddrx2, dw.FormAddrx3, dw.FormAddrx4,
		dw.FormGNUAddrIndex:
		if a, ok := p.addrIndex(u, f.Val); ok {
			return fmtAddr(u.h.AddrSize, a)
		}
		return fmt.Sprintf("indexed (%08x) address = <unresolved>", f.Val)
	case dw.FormFlagPresent:
		return "true"
	case dw.FormFlag:
		if f.Val != 0 {
			return "true"
		}
		return "false"
	case dw.FormData1:
		return fmt.Sprintf("0x%02x", f.Val)
	case dw.FormData2:
		return fmt.Sprintf("0x%04x", f.Val)
	case dw.FormData4:
		return fmt.Sprintf("0x%08x", f.Val)
	case dw.FormData8, dw.FormRefSig8:
		return fmt.Sprintf("0x%016x", f.Val)
	case dw.FormData16:
		return blockBytes(f.Block, false)
	case dw.FormSdata, dw.FormImplicitConst:
		return fmt.Sprint(int64(f.Val))
	case dw.FormUdata:
		return fmt.Sprint(f.Val)
	case dw.FormString, dw.FormStrp, dw.FormLineStrp, dw.FormStrx, dw.FormStrx1,
		dw.FormStrx2, dw.FormStrx3, dw.FormStrx4, dw.FormGNUStrIndex, dw.FormGNUStrpAlt:
		if s, ok := p.str(u, f); ok {
			return quote(s)
		}
		if f.Form == dw.FormStrp || f.Form == dw.FormLineStrp {
			return fmt.Sprintf("<invalid string offset 0x%x>", f.Val)
		}
		return fmt.Sprintf("indexed (%08x) string = <invalid>", f.Val)
	case dw.FormRef1, dw.FormRef2, dw.FormRef4, dw.FormRef8, dw.FormRefUdata:
		return fmt.Sprintf("0x%08x", u.h.Off+f.Val)
	case dw.FormRefAddr:
		return fmt.Sprintf("0x%016x", f.Val) // llvm prints section offsets in 16 digits
	case dw.FormGNURefAlt, dw.FormRefSup4, dw.FormRefSup8:
		return fmt.Sprintf("0x%08x", f.Val)
	case dw.FormSecOffset, dw.FormStrpSup:
		return fmt.Sprintf("0x%0*x", 2*u.h.OffsetSize(), f.Val)
	case dw.FormLoclistx:
		return fmt.Sprintf("indexed (0x%x) loclist", f.Val)
	case dw.FormRnglistx:
		return fmt.Sprintf("indexed (0x%x) rangelist", f.Val)
	case dw.FormBlock, dw.FormBlock1, dw.FormBlock2, dw.FormBlock4, dw.FormExprloc:
		return blockBytes(f.Block, true)
	}
	return fmt.Sprintf("<unknown form 0x%x>", uint16(f.Form))
}

// blockBytes prints a block as llvm does: its length, then each byte.
func blockBytes(b []byte, withLen bool) string {
	var s strings.Builder
	if withLen {
		fmt.Fprintf(&s, "<0x%x> ", len(b))
	}
	for _, c := range b {
		fmt.Fprintf(&s, "%02x ", c)
	}
	return s.String()
}

// expr prints an expression under the chosen dialect.
func (p *printer) expr(u *unit, b []byte) string {
	return expr.Format(u.ctx(p.d.ByteOrder), p.o.Dialect, b, expr.PrintOptions{
		RegName:  p.regName,
		BaseType: func(off uint64) (uint64, string, bool) { return p.baseType(u, off) },
	})
}

func (p *printer) baseType(u *unit, off uint64) (uint64, string, bool) {
	r, ok := p.lookup(u.h.Off + off)
	if !ok {
		return 0, "", false
	}
	return u.h.Off + off, p.attrStr(r, dw.AttrName), true
}

// ref resolves a reference attribute to the DIE it names.
func (p *printer) ref(u *unit, f *dwarf.Field) (dieRef, bool) {
	var off uint64
	switch {
	case dwarf.IsUnitRef(f.Form):
		off = u.h.Off + f.Val
	case f.Form == dw.FormRefAddr:
		off = f.Val
	default:
		return dieRef{}, false
	}
	return p.lookup(off)
}

// attrStr is a string attribute of a DIE, or "".
func (p *printer) attrStr(r dieRef, a dw.Attr) string {
	if f := r.die().Field(a); f != nil {
		s, _ := p.str(r.u, f)
		return s
	}
	return ""
}

// linkageName is llvm's getName(LinkageName): the linkage name, else the name, following
// DW_AT_specification and DW_AT_abstract_origin.
func (p *printer) linkageName(r dieRef, depth int) string {
	for _, a := range []dw.Attr{dw.AttrMIPSLinkageName, dw.AttrLinkageName, dw.AttrName} {
		if s := p.attrStr(r, a); s != "" {
			return s
		}
	}
	if depth > 16 {
		return ""
	}
	for _, a := range []dw.Attr{dw.AttrSpecification, dw.AttrAbstractOrigin} {
		if f := r.die().Field(a); f != nil {
			if t, ok := p.ref(r.u, f); ok {
				if s := p.linkageName(t, depth+1); s != "" {
					return s
				}
			}
		}
	}
	return ""
}

func mayHaveLocationList(a dw.Attr) bool {
	switch a {
	case dw.AttrLocation, dw.AttrStringLength, dw.AttrReturnAddr,
		dw.AttrDataMemberLocation, dw.AttrFrameBase, dw.AttrStaticLink,
		dw.AttrSegment, dw.AttrUseLocation, dw.AttrVtableElemLocation:
		return true
	}
	return false
}

func mayHaveLocationExpr(a dw.Attr) bool {
	switch a {
	case dw.AttrLocation, dw.AttrByteSize, dw.AttrBitOffset, dw.AttrBitSize,
		dw.AttrStringLength, dw.AttrLowerBound, dw.AttrReturnAddr, dw.AttrBitStride,
		dw.AttrUpperBound, dw.AttrCount, dw.AttrDataMemberLocation, dw.AttrFrameBase,
		dw.AttrSegment, dw.AttrStaticLink, dw.AttrUseLocation, dw.AttrVtableElemLocation,
		dw.AttrAllocated, dw.AttrAssociated, dw.AttrDataLocation, dw.AttrByteStride,
		dw.AttrRank, dw.AttrCallValue, dw.AttrCallOrigin, dw.AttrCallTarget,
		dw.AttrCallTargetClobbered, dw.AttrCallDataLocation, dw.AttrCallDataValue,
		0x2111, 0x2113, 0x2114: // DW_AT_GNU_call_site_value, _target, _target_clobbered
		return true
	}
	return false
}
