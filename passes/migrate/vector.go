package migrate

import (
	"debug/elf"
	"errors"
	"fmt"
	"sync"

	"hdwarf/dw"
	"hdwarf/dw/regs"
	"hdwarf/expr"
	"hdwarf/internal/geninst"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/intelgt"
)

// Where IGC's vector elements are (issue 29 item 6). IGC writes a vector variable held in
// registers as one read per element, each the size of the whole vector, with the whole
// vector's size as the lane's stride too (igcMembers). Only element 0 of lane 0 is where IGC
// says. The machine code says where the rest are: IGC's vISA vectors are component-major
// (all lanes' x, then all lanes' y, ...), as the instructions that write them show: an LSC
// gathering load (load.ugm.d32x4) puts component j of channel l at dst + j*CompStride +
// l*4, and an ALU instruction writes one component of consecutive channels
// ("add (32|M0) r5.0<1>:f"). migrate takes the layout from those instructions: element k of
// lane l is at byte V + k*W*E + l*E of the register file, V the byte IGC gives for element
// 0 of lane 0, W the SIMD width and E the element's size, when every instruction of the
// location's range that writes the vector's registers writes them so, and one of them (or
// the last writer before the range) writes its first byte. Anything else is refused, naming
// the DIE: no code, a platform whose instructions are not read, no instruction that writes
// the first byte, or one that writes the registers another way.

// errVectorLayout is what every refusal of an IGC vector wraps, so that a location list's
// refusal can name the DIE that uses the list (listUser).
var errVectorLayout = errors.New("IGC's vector not placed")

// vectorError is a refusal of an IGC vector, wrapping errVectorLayout.
type vectorError struct {
	msg   string
	cause error // why the code could not be read (intelgt.ErrNoPlatform, ...), nil for none
}

func (e *vectorError) Error() string        { return e.msg }
func (e *vectorError) Is(target error) bool { return target == errVectorLayout }
func (e *vectorError) Unwrap() error        { return e.cause }

// listUser names the DIE of unit u whose location attribute is the .debug_loc list at off.
func (m *migrator) listUser(u *dwarf.Unit, off uint64) string {
	r := m.d.DIEs(u)
	var die dwarf.DIE
	for r.Next(&die) {
		if die.Abbrev == nil {
			continue
		}
		for _, f := range die.Fields {
			if f.Form == dw.FormSecOffset && m.isLocAttr(f.Attr) && f.Val == off {
				s := fmt.Sprintf("DIE 0x%x (%v", die.Off, die.Abbrev.Tag)
				if n := m.dieName(u, &die); n != "" {
					s += " " + n
				}
				return s + fmt.Sprintf(") %v", f.Attr)
			}
		}
	}
	return fmt.Sprintf("no DIE of the unit at 0x%x refers to the list", u.Off)
}

// vectorPlace returns, for the n elements of es bytes of an IGC vector whose first element
// is first, the operations that push each element's register and bit offset and read it
// (DW_OP_INTEL_regval_bits 8*es); an element's operations are none where the machine code
// refutes its location (an empty piece: no location).
type vectorPlace func(ctx expr.Context, first igcRead, n, es uint64, arm vectorArm) ([][]expr.Operation, error)

// vectorArm is where an IGC vector list is in its expression: ops, the whole expression
// (size bytes), and off, the offset of the list's run; branches says the expression
// branches (IGC's SIMD32 halves: each half of the lanes runs its own list).
type vectorArm struct {
	ops      []expr.Operation
	off      int
	size     int
	branches bool
}

// codeRange is the code a location list entry covers: [lo, hi) of a code section.
type codeRange struct {
	code   *kernelCode
	lo, hi uint64
}

// kernelCode is a code section and the platform its instructions are for.
type kernelCode struct {
	name string
	code []byte
	plat intelgt.Platform
}

// machineCode maps each compile unit to its code: found once, when the first vector needs
// it.
type machineCode struct {
	once  sync.Once
	units map[uint64]unitCode // by the unit's offset
	plat  intelgt.Platform
	err   error // why no unit has code (no platform)
}

// unitCode is where a unit's addresses point: its code section and the offset in it of the
// unit's base address; err says why there is none.
type unitCode struct {
	code   *kernelCode
	base   uint64
	scopes []scope
	err    error
}

// scope is a subprogram: the DIEs at offsets [off, end) of .debug_info are it and its
// children, and its code is [lo, hi) of the unit's code section.
type scope struct {
	off, end, lo, hi uint64
}

// load finds each unit's code section: the one its DW_AT_low_pc's relocation names (IGC's
// zebins and per-kernel ELFs give each unit a kernel's symbol).
func (mc *machineCode) load(m *migrator) {
	mc.units = map[uint64]unitCode{}
	plat, _, err := intelgt.PlatformOf(m.d.ELF, m.opts.Platform)
	if err != nil {
		mc.err = fmt.Errorf("which instructions the code has is not known: %w", err)
		return
	}
	mc.plat = plat
	info := m.d.Sec(".debug_info")
	if info == nil {
		return
	}
	units, err := m.d.Units(".debug_info")
	if err != nil {
		mc.err = err
		return
	}
	sections := map[int]*kernelCode{}
	kernel := func(idx int) (*kernelCode, error) {
		if kc, ok := sections[idx]; ok {
			return kc, nil
		}
		s := m.d.ELF.Sections[idx]
		b, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("section %s: %w", s.Name, err)
		}
		kc := &kernelCode{name: s.Name, code: b, plat: plat}
		sections[idx] = kc
		return kc, nil
	}
	code := map[string]int{} // executable sections by name
	for i, s := range m.d.ELF.Sections {
		if s.Flags&elf.SHF_EXECINSTR != 0 {
			code[s.Name] = i
		}
	}
	for _, u := range units {
		idx, base, scopes, err := unitSection(m, info, u, code)
		uc := unitCode{err: err}
		if err == nil {
			if uc.code, uc.err = kernel(idx); uc.err == nil {
				uc.base, uc.scopes = base, scopes
			}
		}
		mc.units[u.Off] = uc
	}
}

// unitSection returns the code section of the unit u and the offset in it of the unit's
// base address (DW_AT_low_pc): the section the low_pc's relocation names, or where IGC gives
// that relocation a symbol in a debug section (its first kernel's symbol has no name), the
// section ".text.<name>" of the one kernel among the unit's subprograms; and the unit's
// subprograms with their code ranges (offsets in that section).
func unitSection(m *migrator, info *dwarf.Section, u *dwarf.Unit, code map[string]int) (idx int, base uint64, scopes []scope, err error) {
	r := m.d.DIEs(u)
	var die dwarf.DIE
	var lowpc uint64
	hasLowpc := false
	kernels := map[int]bool{}
	// open: the subprograms whose children are being read, with their depths.
	var open []int
	depths := map[int]int{}
	for r.Next(&die) {
		for len(open) > 0 && die.Depth <= depths[open[len(open)-1]] {
			scopes[open[len(open)-1]].end = die.Off
			open = open[:len(open)-1]
		}
		if die.Abbrev == nil {
			continue
		}
		if tag := die.Abbrev.Tag; tag == dw.TagSubprogram || tag == dw.TagLexicalBlock {
			lo, hi, ok := pcRange(die.Fields)
			if !ok && tag == dw.TagLexicalBlock {
				lo, hi, ok = m.rangesHull(u, die.Fields, lowpc, hasLowpc)
			}
			if ok {
				scopes = append(scopes, scope{off: die.Off, end: u.End, lo: lo, hi: hi})
				open = append(open, len(scopes)-1)
				depths[len(scopes)-1] = die.Depth
			}
		}
		for i, f := range die.Fields {
			switch {
			case die.Depth == 0 && f.Attr == dw.AttrLowpc:
				lowpc, hasLowpc = f.Val, true
				if rel := info.Relocs.At(f.ValOff); rel != nil && int(rel.SymShndx) > 0 && int(rel.SymShndx) < len(m.d.ELF.Sections) &&
					m.d.ELF.Sections[rel.SymShndx].Flags&elf.SHF_EXECINSTR != 0 {
					idx = int(rel.SymShndx)
				}
			case die.Abbrev.Tag == dw.TagSubprogram && f.Attr == dw.AttrName:
				if name, ok := m.d.Str(u, 0, &die.Fields[i]); ok {
					if j, ok := code[".text."+name]; ok {
						kernels[j] = true
					}
				}
			}
		}
	}
	if err := r.Err(); err != nil {
		return 0, 0, nil, err
	}
	if !hasLowpc {
		return 0, 0, nil, errors.New("the unit has no DW_AT_low_pc")
	}
	if idx == 0 && len(kernels) == 1 {
		for j := range kernels {
			idx = j
		}
	}
	if idx == 0 {
		return 0, 0, nil, fmt.Errorf("the unit's DW_AT_low_pc names no code section, nor does one kernel among its subprograms (%d)", len(kernels))
	}
	s := m.d.ELF.Sections[idx]
	if lowpc < s.Addr || lowpc-s.Addr >= s.Size {
		return 0, 0, nil, fmt.Errorf("the unit's DW_AT_low_pc 0x%x is not in %s", lowpc, s.Name)
	}
	base = lowpc - s.Addr
	for i := range scopes {
		scopes[i].lo -= s.Addr
		scopes[i].hi -= s.Addr
	}
	return idx, base, scopes, nil
}

// rangesHull returns the smallest range holding every range of a DIE's DW_AT_ranges (a
// .debug_ranges list of a DWARF 2-4 unit, offsets from the unit's DW_AT_low_pc lowpc);
// ok is false when it has none, or another form.
func (m *migrator) rangesHull(u *dwarf.Unit, fields []dwarf.Field, lowpc uint64, hasLowpc bool) (lo, hi uint64, ok bool) {
	sec := m.d.Sec(".debug_ranges")
	if sec == nil || u.Version >= 5 {
		return 0, 0, false
	}
	for _, f := range fields {
		if f.Attr != dw.AttrRanges || f.Form != dw.FormSecOffset {
			continue
		}
		b := dwarf.ListBase{Base: lowpc, HaveBase: hasLowpc}
		r := dwarf.NewRangesReader(sec.Data, m.d.ByteOrder, f.Val, u.AddrSize)
		var e dwarf.ListEntry
		for r.Next(&e) && !e.IsEnd() {
			l, h, has, _, err := b.Range(&e, false)
			if err != nil || !b.HaveBase {
				return 0, 0, false
			}
			if has && h > l {
				if !ok {
					lo, hi = l, h
				}
				lo, hi, ok = min(lo, l), max(hi, h), true
			}
		}
		if r.Err() != nil {
			return 0, 0, false
		}
	}
	return lo, hi, ok
}

// pcRange reads a DIE's DW_AT_low_pc and DW_AT_high_pc (an address, or an offset from
// low_pc in a constant form).
func pcRange(fields []dwarf.Field) (lo, hi uint64, ok bool) {
	var hasLo, hasHi, offset bool
	for _, f := range fields {
		switch f.Attr {
		case dw.AttrLowpc:
			lo, hasLo = f.Val, true
		case dw.AttrHighpc:
			hi, hasHi = f.Val, true
			offset = f.Form != dw.FormAddr
		}
	}
	if offset {
		hi += lo
	}
	return lo, hi, hasLo && hasHi && hi >= lo
}

// dieCode returns the code of the subprogram holding the DIE at off of the unit at unit,
// over which a location expression (not a list) holds.
func (m *migrator) dieCode(unit, off uint64) (*codeRange, error) {
	if !m.skim.valueGoesOn {
		return nil, errNotLocList
	}
	uc := m.unitCode(unit)
	if uc.err != nil {
		return nil, uc.err
	}
	var in *scope
	for i := range uc.scopes {
		if s := &uc.scopes[i]; s.off <= off && off < s.end {
			in = s // the innermost: scopes are in DIE order
		}
	}
	if in == nil {
		return nil, errors.New("the DIE is in no subprogram with a code range")
	}
	return &codeRange{code: uc.code, lo: in.lo, hi: in.hi}, nil
}

// unitCode returns the code of the unit at off.
func (m *migrator) unitCode(off uint64) unitCode {
	m.machine.once.Do(func() { m.machine.load(m) })
	if m.machine.err != nil {
		return unitCode{err: m.machine.err}
	}
	uc, ok := m.machine.units[off]
	if !ok {
		return unitCode{err: fmt.Errorf("no compile unit at 0x%x", off)}
	}
	return uc
}

// placer returns how the vectors of the expression w rewrites are placed: from the machine
// code of its range (vectorLayout); reference gives the reads in the form --check evaluates
// against (the byte offset in the register file computed whole, then split into register
// and bit offset), else in IGC's own form (register from a shift, bit offset from a mask),
// which the lowering to DW_OP_LLVM_user takes.
func (m *migrator) placer(w *exprWork, reference bool) vectorPlace {
	return func(ctx expr.Context, first igcRead, n, es uint64, arm vectorArm) ([][]expr.Operation, error) {
		if w == nil || w.pc == nil {
			why := errNotLocList
			if w != nil && w.pcErr != nil {
				why = w.pcErr
			}
			return nil, &vectorError{fmt.Sprintf("IGC's %d-element vector: no machine code to take its layout from: %v", n, why), why}
		}
		width := m.width(w)
		if width == 0 {
			return nil, &vectorError{msg: fmt.Sprintf("IGC's %d-element vector: no SIMD width", n)}
		}
		base, count, err := armLanes(ctx, arm, width)
		if err != nil {
			return nil, &vectorError{msg: fmt.Sprintf("IGC's %d-element vector: %v", n, err)}
		}
		v, err := firstByte(ctx, first, w.pc.code.plat, base)
		if err != nil {
			return nil, &vectorError{msg: fmt.Sprintf("IGC's %d-element vector: %v", n, err)}
		}
		grf := uint64(w.pc.code.plat.GRFBytes)
		what := fmt.Sprintf("IGC's %d-element vector of %d-byte elements at r%d (lanes %d-%d)", n, es, v/grf, base, base+count-1)
		var refuted []error
		if err := vectorLayout(w.pc, v, n, es, base, count); err != nil {
			if refuted, err = componentLayout(w.pc, v, n, es, base, count); err != nil {
				return nil, &vectorError{msg: fmt.Sprintf("%s: %v", what, err)}
			}
		}
		reads, err := placeComponents(v, n, es, base, count, grf, reference)
		if err != nil || reference {
			// The reference keeps every component where the layout puts it: --check accepts
			// an empty piece of the new expression only where a refutation recorded here
			// says the component is not there (sameComposite).
			return reads, err
		}
		for k, e := range refuted {
			if e == nil {
				continue
			}
			reads[k] = nil
			w.refuted = append(w.refuted, refutation{v: v + uint64(k)*count*es, es: es, base: base, count: count, grf: grf})
			w.refutedMsgs = append(w.refutedMsgs, fmt.Sprintf("%s: component %d dropped (no location: optimized out): %v", what, k, e))
		}
		return reads, nil
	}
}

// refutation is a component of an IGC vector whose location the machine code refutes:
// lane l's es bytes at byte v+(l-base)*es of the register file (registers of grf bytes),
// for the count lanes from base. migrate writes it as an empty piece, which --check accepts
// only where one of these was recorded for the expression.
type refutation struct {
	v, es, base, count, grf uint64
}

// at returns the DWARF register and byte offset in it of lane's refuted bytes; ok is false
// for a lane the refutation is not of.
func (r refutation) at(lane uint64) (reg, off uint64, ok bool) {
	if lane < r.base || lane >= r.base+r.count {
		return 0, 0, false
	}
	b := r.v + (lane-r.base)*r.es
	return regs.IntelGRF(b / r.grf), b % r.grf, true
}

// componentLayout decides, component by component, the vector the whole of which the
// machine code does not write component-major (vectorLayout): refuted[k] is nil where the
// code writes component k component-major, else the readable instruction that writes its
// bytes with something else (a geninst.LayoutError that refutes). A component the code settles neither way (no
// readable write of its first byte, an instruction not decoded) is an error: only a
// readable instruction justifies dropping a component.
func componentLayout(pc *codeRange, v, n, es, base, count uint64) (refuted []error, err error) {
	kc := pc.code
	if pc.lo > pc.hi || pc.hi > uint64(len(kc.code)) {
		return nil, fmt.Errorf("the range [0x%x, 0x%x) is not inside %s (0x%x bytes)", pc.lo, pc.hi, kc.name, len(kc.code))
	}
	// An instruction that starts before hi ends at most 16 bytes on.
	c := geninst.NewCode(kc.plat.Encoding, uint32(kc.plat.GRFBytes), kc.code[:min(uint64(len(kc.code)), pc.hi+16)], kc.name)
	refuted = make([]error, n)
	for k := range n {
		e := c.ComponentMajor(pc.lo, pc.hi, geninst.Vector{V: v + k*count*es, N: 1, ES: es, Base: base, Count: count})
		var le *geninst.LayoutError
		if e != nil && !(errors.As(e, &le) && le.Refutes) {
			return nil, fmt.Errorf("component %d: %w", k, e)
		}
		refuted[k] = e
		if k == 0 && e != nil {
			// The other components are placed from where IGC puts component 0 (its only
			// element the layout does not derive): refuted there, IGC claims nothing the
			// code can prove of them.
			for j := uint64(1); j < n; j++ {
				refuted[j] = fmt.Errorf("placed from component 0, which %w", e)
			}
			break
		}
	}
	return refuted, nil
}

// armLanes returns the lanes that run a vector list: all width of them, or where IGC splits
// SIMD32 lanes in halves by a branch (laneRegions), the consecutive lanes of the list's half;
// any other branch is an error.
func armLanes(ctx expr.Context, arm vectorArm, width int) (base, count uint64, err error) {
	if !arm.branches {
		return 0, uint64(width), nil
	}
	ls := laneRegions(nil, ctx, expr.DialectIntel, arm.ops, width, arm.size).at(arm.off)
	if len(ls.lanes) == 0 || len(ls.lanes) == width {
		return 0, 0, fmt.Errorf("the expression branches, but not as IGC's SIMD32 halves (lanes < 16, lanes >= 16)")
	}
	for i, l := range ls.lanes {
		if l != ls.lanes[0]+uint64(i) {
			return 0, 0, fmt.Errorf("the lanes of the list's branch are not consecutive")
		}
	}
	return ls.lanes[0], uint64(len(ls.lanes)), nil
}

// placeComponents returns the reads of n component-major elements of es bytes of a vector
// of the count lanes from base whose first byte is v in a register file of grf-byte
// registers: element k of lane l at v + k*count*es + (l-base)*es (reference: flatRead, else
// shiftRead).
func placeComponents(v, n, es, base, count, grf uint64, reference bool) ([][]expr.Operation, error) {
	reads := make([][]expr.Operation, n)
	for k := range n {
		start := v + k*count*es
		if reference {
			reads[k] = flatRead(start, es, base, grf)
			continue
		}
		if (count*es)%grf != 0 || grf%es != 0 || start%grf != 0 {
			return nil, &vectorError{msg: fmt.Sprintf("IGC's %d-element vector: components of %d bytes are not whole registers of %d", n, count*es, grf)}
		}
		reads[k] = shiftRead(start, es, base, grf)
	}
	return reads, nil
}

// laneFrom pushes the lane's number from base.
func laneFrom(base uint64) []expr.Operation {
	if base == 0 {
		return []expr.Operation{newOp(expr.OpIntelPushSimdLane)}
	}
	return []expr.Operation{newOp(expr.OpIntelPushSimdLane), pushConst(base), newOp(expr.OpMinus)}
}

// newOp is a new operation (no offset in the input).
func newOp(op expr.Op, args ...uint64) expr.Operation {
	o := expr.Operation{Op: op, Offset: -1}
	copy(o.Args[:], args)
	return o
}

// pushConst pushes v in the shortest form (a literal below 32).
func pushConst(v uint64) expr.Operation {
	if v < 32 {
		return newOp(expr.OpLit0 + expr.Op(v))
	}
	return newOp(expr.OpConstu, v)
}

// shiftRead reads es bytes at byte start+(lane-base)*es of the register file (start whole
// registers in), in IGC's form: register start/grf + (lane-base)/(grf/es), bit offset
// ((lane-base)%(grf/es))*8*es.
func shiftRead(start, es, base, grf uint64) []expr.Operation {
	per := grf / es
	shift := uint64(0)
	for 1<<shift < per {
		shift++
	}
	seq := append(laneFrom(base), pushConst(shift), newOp(expr.OpShr), newOp(expr.OpPlusUconst, regs.IntelGRF(start/grf)))
	seq = append(seq, laneFrom(base)...)
	return append(seq, pushConst(per-1), newOp(expr.OpAnd), pushConst(8*es), newOp(expr.OpMul), newOp(expr.OpIntelRegvalBits, 8*es))
}

// flatRead is shiftRead as the layout says it: the byte start+(lane-base)*es of the register
// file, then its register and bit offset by division.
func flatRead(start, es, base, grf uint64) []expr.Operation {
	seq := append(laneFrom(base), pushConst(es), newOp(expr.OpMul), newOp(expr.OpPlusUconst, start))
	return append(seq, newOp(expr.OpDup), pushConst(grf), newOp(expr.OpDiv), newOp(expr.OpPlusUconst, regs.IntelGRF(0)),
		newOp(expr.OpSwap), pushConst(grf), newOp(expr.OpMod), pushConst(8), newOp(expr.OpMul),
		newOp(expr.OpIntelRegvalBits, 8*es))
}

// firstByte returns the byte of the register file where IGC puts element 0 of lane lane (the
// first its list runs for): the register and bit offset its first read computes for that
// lane, which must be a GRF and a whole register's start.
func firstByte(ctx expr.Context, first igcRead, plat intelgt.Platform, lane uint64) (uint64, error) {
	seq, r := first.seq, first.read
	var regOps, bitOps []expr.Operation
	none := func(int) bool { return false }
	switch seq[r].Op {
	case expr.OpIntelRegvalBits: // <R> <B> regval_bits
		b := laneTail(seq, r, none)
		if b <= 0 {
			return 0, fmt.Errorf("the first read's bit offset is not computed from the lane and constants")
		}
		regOps, bitOps = seq[:b], seq[b:r]
	case expr.OpIntelPushBitPieceStack: // <R> regs <B> <N> push_bit_piece_stack
		b := laneTail(seq, r-1, none)
		if b <= 1 {
			return 0, fmt.Errorf("the first read's bit offset is not computed from the lane and constants")
		}
		regOps, bitOps = seq[:b-1], seq[b:r-1]
		switch reg, ok := registerOf(seq[b-1]); {
		case ok && b == 1:
			regOps = []expr.Operation{newOp(expr.OpConstu, reg)}
		case seq[b-1].Op != expr.OpIntelRegs:
			return 0, fmt.Errorf("the first read takes no register number")
		}
	default:
		return 0, fmt.Errorf("the first element is not a register read")
	}
	one := laneSet{lanes: []uint64{lane}, width: int(lane) + 1}
	reg, err := laneValues(nil, ctx, expr.DialectIntel, regOps, one)
	if err != nil {
		return 0, fmt.Errorf("the first read's register for lane %d: %w", lane, err)
	}
	bit, err := laneValues(nil, ctx, expr.DialectIntel, bitOps, one)
	if err != nil {
		return 0, fmt.Errorf("the first read's bit offset for lane %d: %w", lane, err)
	}
	grf0 := regs.IntelGRF(0)
	if reg[0] < grf0 || reg[0] >= regs.IntelGRF(255)+1 || bit[0] != 0 {
		return 0, fmt.Errorf("lane %d's element 0 is at bit %d of DWARF register %d, not the start of a GRF", lane, bit[0], reg[0])
	}
	return (reg[0] - grf0) * uint64(plat.GRFBytes), nil
}

// vectorLayout checks that the machine code of pc writes the n components of es bytes of a
// vector of the count lanes from base whose first byte is v component-major
// (geninst.ComponentMajor).
func vectorLayout(pc *codeRange, v, n, es, base, count uint64) error {
	kc := pc.code
	return geninst.ComponentMajor(kc.plat.Encoding, uint32(kc.plat.GRFBytes), kc.code, kc.name, pc.lo, pc.hi, geninst.Vector{V: v, N: n, ES: es, Base: base, Count: count})
}
