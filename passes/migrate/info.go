package migrate

import (
	"encoding/binary"
	"fmt"

	"hdwarf/dwarfenc"
	"hdwarf/dwarfenc/expr"
	"hdwarf/sections/dwarf"
)

// locAttrs are the attributes whose block or section-offset values are location
// expressions or location list offsets.
var locAttrs = map[dwarfenc.Attr]bool{
	dwarfenc.AttrLocation: true, dwarfenc.AttrStringLength: true, dwarfenc.AttrReturnAddr: true,
	dwarfenc.AttrDataMemberLocation: true, dwarfenc.AttrFrameBase: true, dwarfenc.AttrSegment: true,
	dwarfenc.AttrStaticLink: true, dwarfenc.AttrUseLocation: true, dwarfenc.AttrVtableElemLocation: true,
	dwarfenc.AttrCallValue: true, dwarfenc.AttrCallTarget: true, dwarfenc.AttrCallTargetClobbered: true,
	dwarfenc.AttrCallDataLocation: true, dwarfenc.AttrCallDataValue: true,
	0x2111: true, 0x2112: true, 0x2113: true, 0x2114: true, // DW_AT_GNU_call_site_*
	dwarfenc.AttrLLVMLanePC: true,
}

// boundAttrs hold DWARF expressions in block forms in DWARF 2 and 3 only.
var boundAttrs = map[dwarfenc.Attr]bool{
	dwarfenc.AttrLowerBound: true, dwarfenc.AttrUpperBound: true, dwarfenc.AttrCount: true,
	dwarfenc.AttrAllocated: true, dwarfenc.AttrAssociated: true, dwarfenc.AttrDataLocation: true,
	dwarfenc.AttrByteStride: true,
}

// oldLanePC is DW_AT_LLVM_lane_pc in the old ROCm numbering; upstream reuses the code for
// DW_AT_LLVM_stmt_sequence.
const oldLanePC dwarfenc.Attr = 0x3e0b

func (m *migrator) isLocAttr(a dwarfenc.Attr) bool {
	if a == oldLanePC {
		return m.opts.From == expr.DialectAMDLegacy || m.opts.From == expr.DialectAMD2020
	}
	return locAttrs[a]
}

// infoRewriter rewrites .debug_info or .debug_types.
type infoRewriter struct {
	m     *migrator
	name  string
	sec   *dwarf.Section
	units []*dwarf.Unit
	omap  *offsetMap

	locRefs      []locRef       // .debug_loc lists the units use
	loclistsUnit map[uint64]int // .debug_loclists offset (base or list) -> unit
	laidOut      bool
}

// locRef is a location list a unit refers to.
type locRef struct {
	off  uint64
	unit int
}

func (m *migrator) newInfoRewriter(name string) (*infoRewriter, error) {
	units, err := m.d.Units(name)
	if err != nil {
		return nil, err
	}
	m.rep.Units += len(units)
	ir := &infoRewriter{m: m, name: name, sec: m.d.Sec(name), units: units, omap: &offsetMap{}}
	m.maps[name] = ir.omap
	return ir, nil
}

// layout decides the new size of every unit. A unit is laid out until its spans stop
// changing: references written as ULEB128 (DW_FORM_ref_udata, base types inside expressions)
// take the length their new value needs, which depends on the layout.
func (ir *infoRewriter) layout() error {
	ir.omap.truncate(0)
	ir.locRefs = ir.locRefs[:0]
	ir.loclistsUnit = map[uint64]int{}
	var scratch []byte
	for k := range ir.units {
		start := len(ir.omap.spans)
		var prev []span
		for iter := 0; ; iter++ {
			if iter > 32 {
				return fmt.Errorf("%s: unit at 0x%x: layout does not settle", ir.name, ir.units[k].Off)
			}
			ir.omap.truncate(start)
			for _, s := range prev {
				ir.omap.add(s)
			}
			nLoc := len(ir.locRefs)
			e := unitEmitter{ir: ir, k: k, out: scratch[:0], layout: true}
			if err := e.run(); err != nil {
				return err
			}
			scratch = e.out
			done := ir.omap.sameSpans(start, e.spans) || (iter == 0 && !e.dependent)
			if done {
				ir.omap.truncate(start)
				for _, s := range e.spans {
					ir.omap.add(s)
				}
				break
			}
			ir.locRefs = ir.locRefs[:nLoc]
			prev = e.spans
		}
	}
	ir.laidOut = true
	return nil
}

// write produces the new bytes of the section with every map known.
func (ir *infoRewriter) write() error {
	raw := ir.sec.Raw
	out := make([]byte, 0, int64(len(raw))+ir.omap.total)
	for k, u := range ir.units {
		start := len(out)
		want, _ := ir.omap.lookup(u.Off)
		if uint64(start) != want {
			return fmt.Errorf("%s: unit at 0x%x: written at 0x%x, laid out at 0x%x", ir.name, u.Off, start, want)
		}
		e := unitEmitter{ir: ir, k: k, out: out}
		if err := e.run(); err != nil {
			return err
		}
		out = e.out
		if string(out[start:]) != string(raw[u.Off:u.End]) {
			ir.m.rep.UnitsTouched++
		}
	}
	// Bytes after the last unit (padding) are kept.
	if n := len(ir.units); n > 0 {
		out = append(out, raw[ir.units[n-1].End:]...)
	} else {
		out = append(out, raw...)
	}
	ir.m.setOut(ir.name, out)
	return nil
}

// unitEmitter writes one unit.
type unitEmitter struct {
	ir        *infoRewriter
	k         int
	u         *dwarf.Unit
	out       []byte
	layout    bool // laying out: section offsets outside the unit are not known yet
	spans     []span
	dependent bool // the unit holds values whose size depends on the layout
	pending   uint64
	newStart  uint64
	die       *dwarf.DIE
	field     *dwarf.Field
}

func (e *unitEmitter) run() error {
	ir, m := e.ir, e.ir.m
	u := ir.units[e.k]
	e.u = u
	bo := m.d.ByteOrder
	base := len(e.out)
	e.newStart, _ = ir.omap.lookup(u.Off)
	e.pending = u.Off
	if u.TypeOffsetPos != 0 {
		e.copyTo(u.TypeOffsetPos)
		nt, err := e.unitRef(u.TypeOffset)
		if err != nil {
			return fmt.Errorf("%s: unit at 0x%x: type offset: %w", ir.name, u.Off, err)
		}
		e.out = appendFixed(e.out, bo, u.OffsetSize(), nt)
		e.pending += uint64(u.OffsetSize())
	}
	ctx := expr.Context{AddrSize: u.AddrSize, OffsetSize: u.OffsetSize(), ByteOrder: bo, Version: u.Version}
	r := m.d.DIEs(u)
	var die dwarf.DIE
	e.die = &die
	for r.Next(&die) {
		if die.Abbrev == nil {
			continue
		}
		for i := range die.Fields {
			f := &die.Fields[i]
			e.field = f
			if err := e.field1(ctx, f, die.Abbrev.Attrs[f.Spec].FormOff); err != nil {
				return err
			}
		}
	}
	if err := r.Err(); err != nil {
		return err
	}
	e.copyTo(u.End)
	// The unit length.
	n := uint64(len(e.out) - base - u.LengthSize())
	if u.Format64 {
		bo.PutUint64(e.out[base+4:], n)
	} else {
		if n >= 0xfffffff0 {
			return fmt.Errorf("%s: unit at 0x%x grows to 0x%x bytes, too long for the 32-bit DWARF format", ir.name, u.Off, n)
		}
		bo.PutUint32(e.out[base:], uint32(n))
	}
	return nil
}

// copyTo copies the input bytes up to x.
func (e *unitEmitter) copyTo(x uint64) {
	if x > e.pending {
		e.out = append(e.out, e.ir.sec.Raw[e.pending:x]...)
		e.pending = x
	}
}

// replace writes b in place of the value of f.
func (e *unitEmitter) replace(f *dwarf.Field, b []byte, inner []run, always bool) {
	e.copyTo(f.ValOff)
	e.out = append(e.out, b...)
	e.pending = f.End
	oldLen := int64(f.End - f.ValOff)
	if always || oldLen != int64(len(b)) {
		e.spans = append(e.spans, span{off: int64(f.ValOff), oldLen: oldLen, newLen: int64(len(b)), inner: inner})
	}
}

// where names the current DIE and attribute for messages.
func (e *unitEmitter) where() string {
	s := fmt.Sprintf("%s: DIE 0x%x (%v", e.ir.name, e.die.Off, e.die.Abbrev.Tag)
	if n := e.ir.m.dieName(e.u, e.die); n != "" {
		s += " " + n
	}
	return s + fmt.Sprintf(") %v", e.field.Attr)
}

// unitRef maps a unit-relative DIE offset of this unit.
func (e *unitEmitter) unitRef(old uint64) (uint64, error) {
	nt, ok := e.ir.omap.lookup(e.u.Off + old)
	if !ok {
		return 0, fmt.Errorf("reference 0x%x points inside rewritten bytes", old)
	}
	return nt - e.newStart, nil
}

// infoRef maps a .debug_info offset (known only once every unit is laid out).
func (e *unitEmitter) infoRef(old uint64) (uint64, error) {
	if e.layout {
		return old, nil
	}
	return e.ir.m.mapOff(".debug_info", old)
}

func (e *unitEmitter) field1(ctx expr.Context, f *dwarf.Field, formOff uint64) error {
	m, u := e.ir.m, e.u
	bo := m.d.ByteOrder
	form := f.Form
	if w, ok := m.widen[formOff]; ok && !f.Indirect {
		form = w
	}
	switch {
	case f.Form == dwarfenc.FormExprloc || (dwarf.IsBlock(f.Form) && (m.isLocAttr(f.Attr) || (u.Version <= 3 && boundAttrs[f.Attr]))):
		res, err := m.rewriteExpr(ctx, f.Block, e, e.where)
		if err != nil {
			return err
		}
		if res.changed && hasUnitRefs(ctx, m.opts.From, f.Block) {
			e.dependent = true
		}
		need := blockForm(form, len(res.code))
		if need != form {
			if f.Indirect {
				return fmt.Errorf("%s: expression of %d bytes does not fit in %v (given by DW_FORM_indirect)", e.where(), len(res.code), form)
			}
			m.widenForm(formOff, need)
			form = need
		}
		if !res.changed && form == f.Form {
			return nil
		}
		b := appendBlockLen(nil, bo, form, len(res.code))
		prefix := int64(len(b))
		b = append(b, res.code...)
		oldPrefix := int64(f.LenSize())
		inner := make([]run, 0, len(res.inner))
		for _, r := range res.inner {
			inner = append(inner, run{r.old + oldPrefix, r.new + prefix, r.n})
		}
		if !res.changed {
			inner = append(inner, run{oldPrefix, prefix, int64(len(res.code))})
		}
		e.replace(f, b, inner, true)
	case dwarf.IsUnitRef(f.Form):
		nv, err := e.unitRef(f.Val)
		if err != nil {
			return fmt.Errorf("%s: %w", e.where(), err)
		}
		if f.Form != dwarfenc.FormRef4 && f.Form != dwarfenc.FormRef8 {
			e.dependent = true
		}
		need := refForm(form, nv)
		if need != form {
			if f.Indirect {
				return fmt.Errorf("%s: reference 0x%x does not fit in %v (given by DW_FORM_indirect)", e.where(), nv, form)
			}
			m.widenForm(formOff, need)
			form = need
		}
		if nv == f.Val && form == f.Form {
			return nil
		}
		var b []byte
		if form == dwarfenc.FormRefUdata {
			b = expr.AppendULEB128(nil, nv)
		} else {
			b = appendFixed(nil, bo, refSize(form), nv)
		}
		e.replace(f, b, nil, false)
	case f.Form == dwarfenc.FormRefAddr:
		if e.layout {
			return nil
		}
		nv, err := m.mapOff(".debug_info", f.Val)
		if err != nil {
			return fmt.Errorf("%s: %w", e.where(), err)
		}
		if nv != f.Val {
			e.replace(f, appendFixed(nil, bo, u.RefAddrSize(), nv), nil, false)
		}
	case m.isLocAttr(f.Attr) && (f.Form == dwarfenc.FormSecOffset || (u.Version <= 3 && (f.Form == dwarfenc.FormData4 || f.Form == dwarfenc.FormData8))):
		sec := ".debug_loc"
		if u.Version >= 5 {
			sec = ".debug_loclists"
		}
		if e.layout {
			if sec == ".debug_loc" {
				e.ir.locRefs = append(e.ir.locRefs, locRef{f.Val, e.k})
			} else {
				e.ir.loclistsUnit[f.Val] = e.k
			}
			return nil
		}
		return e.mapSecOffset(f, sec)
	case f.Attr == dwarfenc.AttrLoclistsBase && f.Form == dwarfenc.FormSecOffset:
		if e.layout {
			e.ir.loclistsUnit[f.Val] = e.k
			return nil
		}
		return e.mapSecOffset(f, ".debug_loclists")
	}
	return nil
}

func (e *unitEmitter) mapSecOffset(f *dwarf.Field, sec string) error {
	nv, err := e.ir.m.mapOff(sec, f.Val)
	if err != nil {
		return fmt.Errorf("%s: %w", e.where(), err)
	}
	if nv != f.Val {
		e.replace(f, appendFixed(nil, e.ir.m.d.ByteOrder, int(f.End-f.ValOff), nv), nil, false)
	}
	return nil
}

// hasUnitRefs reports whether an expression holds unit-relative DIE references, whose
// encoded size can depend on the layout.
func hasUnitRefs(ctx expr.Context, d expr.Dialect, code []byte) bool {
	for off := 0; off < len(code); {
		o, err := expr.DecodeOne(ctx, d, code, off)
		if err != nil {
			return false
		}
		for _, k := range o.Kinds() {
			if k == expr.KindBaseType || k == expr.KindRefCU2 {
				return true
			}
		}
		off = o.End()
	}
	return false
}

// widenForm records that the abbreviation form at formOff must become f.
func (m *migrator) widenForm(formOff uint64, f dwarfenc.Form) {
	if old, ok := m.widen[formOff]; ok && formRank(old) >= formRank(f) {
		return
	}
	m.widen[formOff] = f
	m.widened = true
}

func formRank(f dwarfenc.Form) int {
	switch f {
	case dwarfenc.FormBlock1, dwarfenc.FormRef1:
		return 1
	case dwarfenc.FormBlock2, dwarfenc.FormRef2:
		return 2
	case dwarfenc.FormBlock4, dwarfenc.FormRef4:
		return 4
	}
	return 8
}

// blockForm is the narrowest form at least as wide as f that holds n bytes.
func blockForm(f dwarfenc.Form, n int) dwarfenc.Form {
	switch {
	case f == dwarfenc.FormBlock1 && n > 0xff:
		return blockForm(dwarfenc.FormBlock2, n)
	case f == dwarfenc.FormBlock2 && n > 0xffff:
		return dwarfenc.FormBlock4
	}
	return f
}

func appendBlockLen(b []byte, bo binary.ByteOrder, f dwarfenc.Form, n int) []byte {
	switch f {
	case dwarfenc.FormBlock1:
		return append(b, byte(n))
	case dwarfenc.FormBlock2:
		return appendFixed(b, bo, 2, uint64(n))
	case dwarfenc.FormBlock4:
		return appendFixed(b, bo, 4, uint64(n))
	}
	return expr.AppendULEB128(b, uint64(n))
}

// appendFixed appends the low size bytes of v.
func appendFixed(b []byte, bo binary.ByteOrder, size int, v uint64) []byte {
	var tmp [8]byte
	dwarf.PutFixed(tmp[:], bo, size, v)
	return append(b, tmp[:size]...)
}

// refForm is the narrowest unit reference form at least as wide as f that holds v.
func refForm(f dwarfenc.Form, v uint64) dwarfenc.Form {
	switch {
	case f == dwarfenc.FormRef1 && v > 0xff:
		return refForm(dwarfenc.FormRef2, v)
	case f == dwarfenc.FormRef2 && v > 0xffff:
		return refForm(dwarfenc.FormRef4, v)
	case f == dwarfenc.FormRef4 && v > 0xffffffff:
		return dwarfenc.FormRef8
	}
	return f
}

func refSize(f dwarfenc.Form) int {
	switch f {
	case dwarfenc.FormRef1:
		return 1
	case dwarfenc.FormRef2:
		return 2
	case dwarfenc.FormRef4:
		return 4
	}
	return 8
}
