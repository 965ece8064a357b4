package visadwarf

import (
	"fmt"

	"hdwarf/dw/regs"
	"hdwarf/dwarfenc"
	"hdwarf/expr"
	"hdwarf/internal/geninst"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
)

// maxPieces bounds the registers a composite location lists; longer values are described by
// their first registers only.
const maxPieces = 64

// callerSave is a region [Lo, Hi) (relative to the object) in which the listed registers are
// saved around a call.
type callerSave struct {
	span
	entries []visa.SaveEntry
}

// locContext builds the location lists of one object's variables.
type locContext struct {
	c  *converter
	u  *unit
	o  *visa.Object
	m  *codeMap
	fn *visaasm.Function

	befp     visa.Location // where BE_FP lives (a GRF sub-register), when befpOK
	befpOK   bool
	callers  []callerSave
	code     []byte // the code section's bytes, read on first use (laneStride)
	codeErr  error
	writers  map[string][]uint32 // vISA ids of the instructions whose destination is a variable (by alias root), made on first use
	movsFrom map[string][]int    // indices in fn.Insts of the movs of a variable (by alias root), made on first use (rowCopy)
	layout   *geninst.Code       // the code decoded for vectors' layout checks, made on first use
	// flat: a per-lane value in several registers is located in the lane's register
	// (chosen by a branch on the lane), not in a composite of them: inside a fragment's
	// composite, a composite's pieces would join it.
	flat bool
}

func (lc *locContext) init() error {
	f := &lc.o.Frame
	if f.BEFP.Valid {
		for _, iv := range f.BEFP.Intervals {
			if iv.Loc.File == visa.PhysGRF {
				lc.befp, lc.befpOK = iv.Loc, true
				break
			}
		}
	}
	// A caller-save region opens at a set with entries and closes at the next set.
	cs := f.CallerSave
	for i := 0; i < len(cs); i++ {
		if len(cs[i].Entries) == 0 {
			continue
		}
		end := lc.m.end()
		if i+1 < len(cs) {
			end = cs[i+1].GenIP
		}
		if end < cs[i].GenIP {
			return fmt.Errorf("caller-save entry %d: region ends at %#x before it starts at %#x", i, end, cs[i].GenIP)
		}
		lc.callers = append(lc.callers, callerSave{span{cs[i].GenIP, end}, cs[i].Entries})
	}
	return nil
}

// perLane reports whether the variable holds one element per SIMD lane.
func (lc *locContext) perLane(d *visaasm.Decl) bool {
	return d.VType == 'G' && lc.u.job.simd > 1 && d.NumElts == uint32(lc.u.job.simd) && d.Type.Size() > 0
}

// shape is what the declaration says about the variable's bytes.
type shape struct {
	elemSize int // 0: unknown
	size     int // bytes from the start of the variable (0: unknown)
	perLane  bool
	// stride is the bytes from one lane's element to the next's where the machine code
	// spreads them (laneStride); 0: elemSize, the declaration's packed layout.
	stride int
}

// laneBytes is the distance between consecutive lanes' elements.
func (sh shape) laneBytes() int {
	if sh.stride > 0 {
		return sh.stride
	}
	return sh.elemSize
}

// laneStride is the distance in bytes between consecutive lanes' elements of a per-lane
// variable of elements narrower than a dword, as the machine code lays them out: the
// finalizer may give a byte or word result a wider region than its packed declaration (a
// char written as r48.0<2>:b, a lane every 2 bytes). It is read from a native instruction
// (geninst) of a vISA instruction writing the variable (its .visaasm destination, through
// aliases; any of them: a link's intervals start at its debug call, after the write) whose
// destination starts at the register of one of the variable's live intervals:
// a destination of SIMD-width channels spans ((SIMD-1) × stride + 1) × size bytes. 0 when no
// such instruction says: the packed layout stands.
func (lc *locContext) laneStride(v *visa.Var, sh shape) int {
	simd := uint32(lc.u.job.simd)
	if !sh.perLane || sh.elemSize <= 0 || sh.elemSize >= 4 || simd < 2 {
		return 0
	}
	if err := lc.loadCode(); err != nil {
		return 0
	}
	d, ok := lc.fn.Decl(v.Name)
	if !ok {
		return 0
	}
	ids := lc.writersOf(varRoot(lc.fn, d.Name))
	grf, size, base := uint32(lc.c.plat.GRFBytes), uint32(sh.elemSize), lc.o.RelocOffset
	for _, iv := range v.Intervals {
		if iv.Loc.File != visa.PhysGRF {
			continue
		}
		at := uint32(iv.Loc.Reg)*grf + uint32(iv.Loc.SubReg)
		for _, id := range ids {
			if st := lc.strideAt(id, at, size, base, grf, simd); st > 0 {
				return st
			}
		}
	}
	return 0
}

// loadCode reads the object's code section into lc.code once (its error kept in lc.codeErr).
func (lc *locContext) loadCode() error {
	if lc.code == nil && lc.codeErr == nil {
		lc.code, lc.codeErr = lc.u.job.sec.Data()
	}
	return lc.codeErr
}

// writersOf is the vISA ids of the instructions whose destination is variable root (an
// alias root), from an index made on first use.
func (lc *locContext) writersOf(root string) []uint32 {
	if lc.writers == nil {
		lc.writers = map[string][]uint32{}
		for i := range lc.fn.Insts {
			if in := &lc.fn.Insts[i]; len(in.Operands) > 0 {
				if r := varRoot(lc.fn, in.Operands[0]); r != "" {
					lc.writers[r] = append(lc.writers[r], in.Index)
				}
			}
		}
	}
	return lc.writers[root]
}

// strideAt is the lane stride (bytes) of the native instruction of vISA id id whose
// destination starts at register byte at, 0 when none.
func (lc *locContext) strideAt(id, at, size, base, grf, simd uint32) int {
	for _, s := range lc.m.spans(id, id, nil) {
		for off := s.Lo; off < s.Hi; {
			in, err := geninst.Decode(lc.c.plat.Encoding, lc.code, base+off, grf)
			if err != nil {
				break
			}
			if n := (in.Hi - in.Lo) / size; !in.Compacted && in.WriteKnown && in.Lo == at && n > 1 && (in.Hi-in.Lo)%size == 0 && (n-1)%(simd-1) == 0 {
				if st := (n - 1) / (simd - 1); st == 1 || st == 2 || st == 4 {
					return int(st * size)
				}
			}
			off += in.Len
		}
	}
	return 0
}

func (lc *locContext) shapeOf(v *visa.Var) shape {
	if lc.fn == nil {
		return shape{}
	}
	d, ok := lc.fn.Decl(v.Name)
	if !ok || d.VType != 'G' || d.Type.Size() == 0 {
		return shape{}
	}
	return shape{elemSize: d.Type.Size(), size: d.Type.Size() * int(max(d.NumElts, 1)), perLane: lc.perLane(d)}
}

// locEntry is one entry of a location list: the expression over code span s (from the
// object's start).
type locEntry struct {
	s    span
	expr []byte
}

// list makes a location list of entries.
func (lc *locContext) list(ents []locEntry) *dwarfenc.LocList {
	ll := dwarfenc.NewLocList(len(ents))
	sec, base := lc.u.job.sec, uint64(lc.o.RelocOffset)
	for _, e := range ents {
		ll.Add(lc.c.addr(sec, base+uint64(e.s.Lo)), uint64(e.s.Hi-e.s.Lo), e.expr)
	}
	return ll
}

// locEntries gives the entries of the variable's location list over the code in scope.
func (lc *locContext) locEntries(v *visa.Var, scope []span) ([]locEntry, error) {
	return lc.appendLocEntries(make([]locEntry, 0, len(v.Intervals)), v, scope) // most intervals are one span
}

// appendLocEntries is locEntries appending to ents.
func (lc *locContext) appendLocEntries(ents []locEntry, v *visa.Var, scope []span) ([]locEntry, error) {
	sh := lc.shapeOf(v)
	sh.stride = lc.laneStride(v, sh)
	add := func(s span, e []byte) {
		ents = append(ents, locEntry{s, lc.c.ea.copy(e)})
	}
	for _, iv := range v.Intervals {
		spans := lc.m.spans(uint32(iv.Start), uint32(iv.End), lc.c.sp)
		lc.c.sp = spans[:0]
		if scope != nil {
			spans = intersectSpans(spans, scope)
		}
		if len(spans) == 0 {
			continue
		}
		e, err := lc.expr(iv.Loc, sh)
		if err != nil {
			return nil, err
		}
		if iv.Loc.File != visa.PhysGRF || len(lc.callers) == 0 {
			for _, s := range spans {
				add(s, e) // add copies; nothing rebuilds the expression meanwhile
			}
			continue
		}
		plain := append([]byte(nil), e...) // splitCallerSave builds other expressions
		for _, s := range spans {
			lc.splitCallerSave(s, iv.Loc, sh, plain, add)
		}
	}
	if err := lc.c.eb.Err(); err != nil {
		return nil, err
	}
	return ents, nil
}

// splitCallerSave emits span s, in memory where a caller-save region has the variable's
// register saved and in the register elsewhere.
func (lc *locContext) splitCallerSave(s span, loc visa.Location, sh shape, plain []byte, add func(span, []byte)) {
	grf := uint32(lc.c.plat.GRFBytes)
	cur := s.Lo
	for _, r := range lc.callers {
		if r.Hi <= cur || r.Lo >= s.Hi {
			continue
		}
		var saved *visa.SaveEntry
		for i := range r.entries {
			e := &r.entries[i]
			lo := uint32(e.SrcRegOff)
			if reg := uint32(loc.Reg) * grf; reg >= lo && reg < lo+uint32(e.NumBytes) {
				saved = e
				break
			}
		}
		if saved == nil {
			continue
		}
		in := span{max(cur, r.Lo), min(s.Hi, r.Hi)}
		if in.Lo > cur {
			add(span{cur, in.Lo}, plain)
		}
		rel := uint32(loc.Reg)*grf - uint32(saved.SrcRegOff) + uint32(loc.SubReg)
		var e []byte
		var err error
		if saved.InReg() {
			e, err = lc.expr(visa.Location{File: visa.PhysGRF, Reg: saved.Dst.Reg + uint16(rel/grf), SubReg: uint16(rel % grf)}, sh)
		} else {
			e, err = lc.expr(visa.Location{File: visa.PhysMemory, Offset: saved.Dst.Offset + int32(rel)}, sh)
		}
		if err != nil {
			add(in, plain)
		} else {
			add(in, e)
		}
		cur = in.Hi
	}
	if cur < s.Hi {
		add(span{cur, s.Hi}, plain)
	}
}

// exprArena hands out copies of location expressions from shared chunks: one allocation for
// many short expressions instead of one each. A copy's capacity is its length, so appending
// to it reallocates instead of writing over the next copy.
type exprArena struct{ buf []byte }

// exprChunk is the size of an arena chunk; a longer expression gets a chunk of its own size.
const exprChunk = 16 << 10

func (a *exprArena) copy(e []byte) []byte {
	out := carve(&a.buf, len(e), exprChunk)
	copy(out, e)
	return out
}

// carve returns n zeroed elements from the chunk *buf, a new chunk of max(chunk, n) when it
// has no room: many small slices kept to the end share a few allocations. The slice's
// capacity is n, so an append to it moves it out instead of writing over the next one.
func carve[T any](buf *[]T, n, chunk int) []T {
	if len(*buf)+n > cap(*buf) {
		*buf = make([]T, 0, max(chunk, n))
	}
	i := len(*buf)
	*buf = (*buf)[:i+n]
	return (*buf)[i : i+n : i+n]
}

// expr builds the location expression of one mapping; the bytes are the builder's and valid
// until the next call.
func (lc *locContext) expr(l visa.Location, sh shape) ([]byte, error) {
	b := &lc.c.eb
	b.Reset()
	switch l.File {
	case visa.PhysGRF:
		if lc.flat && sh.perLane && lc.u.job.simd > 1 {
			if e, err := lc.laneElem(int(l.Reg)*lc.c.plat.GRFBytes+int(l.SubReg), 0, lc.u.job.simd, sh.laneBytes()); err == nil {
				return e, nil
			}
		}
		lc.grfLocation(l.Reg, int(l.SubReg), sh)
	case visa.PhysAddress:
		b.RegX(regs.IntelA0(0))
		if l.SubReg != 0 {
			b.OffsetUconst(uint64(l.SubReg) * 2)
		}
	case visa.PhysFlag:
		b.RegX(regs.IntelF0(uint64(l.Reg)))
		if l.SubReg != 0 {
			b.OffsetUconst(uint64(l.SubReg) * 2)
		}
	case visa.PhysMemory:
		lc.scratchAddress(l)
		if sh.perLane {
			lc.laneAddress(sh)
		}
	default:
		return nil, fmt.Errorf("unknown physical register file %d", l.File)
	}
	return b.Bytes()
}

// scratchAddress pushes the address of a spill slot: its offset in the thread's scratch
// space (absolute, or from BE_FP), tagged ScratchTag.
func (lc *locContext) scratchAddress(l visa.Location) {
	b := &lc.c.eb
	if l.Absolute || !lc.befpOK {
		// An absolute offset in the thread's scratch space.
		if l.Offset >= 0 {
			b.Constu(uint64(l.Offset))
		} else {
			b.Consts(int64(l.Offset))
		}
	} else {
		// BE_FP plus the offset.
		lc.befpValue()
		if l.Offset >= 0 {
			b.PlusUconst(uint64(l.Offset))
		} else {
			b.Consts(int64(l.Offset)).Op(expr.OpPlus)
		}
	}
	b.Const(ScratchTag).Op(expr.OpOr)
}

// grfLocation pushes the location of bytes from GRF reg, byte sub on: one register, or the
// consecutive registers the value spans as a composite, then the offsets.
func (lc *locContext) grfLocation(reg uint16, sub int, sh shape) {
	b := &lc.c.eb
	grf := lc.c.plat.GRFBytes
	need := sh.size
	if sh.perLane {
		need = sh.laneBytes() * lc.u.job.simd
	}
	n := (sub + need + grf - 1) / grf
	n = min(max(n, 1), maxPieces, 256-int(reg))
	if n <= 1 {
		b.RegX(regs.IntelGRF(uint64(reg)))
	} else {
		for i := 0; i < n; i++ {
			b.RegX(regs.IntelGRF(uint64(reg) + uint64(i))).Piece(uint64(grf))
		}
		b.User(expr.PieceEnd)
	}
	if sub != 0 {
		b.OffsetUconst(uint64(sub))
	}
	if sh.perLane {
		lc.laneOffset(sh)
	}
}

// laneOffset moves the location on to the current lane's element.
func (lc *locContext) laneOffset(sh shape) {
	lc.c.eb.User(expr.PushLane).Const(uint64(sh.laneBytes())).Op(expr.OpMul).User(expr.Offset)
}

// laneAddress moves the address on the stack on to the current lane's element.
func (lc *locContext) laneAddress(sh shape) {
	lc.c.eb.User(expr.PushLane).Const(uint64(sh.elemSize)).Op(expr.OpMul).Op(expr.OpPlus)
}

// befpValue pushes the value of BE_FP as a byte offset in the scratch space: read from its
// GRF sub-register, scaled from 16-byte units before DG2.
func (lc *locContext) befpValue() {
	b := &lc.c.eb
	b.RegX(regs.IntelGRF(uint64(lc.befp.Reg)))
	if lc.befp.SubReg != 0 {
		b.OffsetUconst(uint64(lc.befp.SubReg))
	}
	b.DerefSize(4)
	if lc.c.plat.ScratchOWords {
		b.Lit(4).Op(expr.OpShl)
	}
}

// intersectSpans returns the parts of the sorted spans a that lie in the sorted spans b.
func intersectSpans(a, b []span) []span {
	var out []span
	for _, x := range a {
		for _, y := range b {
			lo, hi := max(x.Lo, y.Lo), min(x.Hi, y.Hi)
			if lo < hi {
				out = append(out, span{lo, hi})
			}
		}
	}
	return out
}
