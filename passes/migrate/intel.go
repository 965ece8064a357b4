package migrate

import (
	"bytes"
	"fmt"
	"sort"
	"sync"

	"hdwarf/dw"
	"hdwarf/expr"
	"hdwarf/sections/dwarf"
)

// Intel's computed registers (reference intel-gpu-debug §5-6). IGC locates one lane's
// element of a vector variable with a register number computed from the lane:
//
//	push_simd_lane, lit2, shr, plus_uconst 0x28, DW_OP_INTEL_regs,
//	push_simd_lane, lit3, and, const1u 0x40, mul, const1u 0x40, DW_OP_INTEL_push_bit_piece_stack
//
// (register 40 + lane/4, 64 bits at (lane%4)*64). The heterogeneous-debugging form is a
// composite of the registers the kernel's lanes reach, offset by the lane:
//
//	regx R0, piece G, ..., regx R1, piece G, LLVM_piece_end,
//	<the register computation>, constu R0, minus, constu G, mul, LLVM_offset,
//	<the bit offset computation>, LLVM_bit_offset, deref_size N/8
//
// The registers are found by evaluating the computation for lanes 0..W-1 (W the SIMD
// width). G is the GRF size the accesses need: 32 bytes, or 64 when a lane's bits lie past
// the 32nd byte (pvc's GRFs): pieces of the first G bytes of each register hold every bit a
// lane reads, so the offsets land on the same bytes.

// maxComputedRegs bounds the registers one composite may name.
const maxComputedRegs = 64

// simdWidth returns the SIMD width for computed registers where no subprogram gives one
// (CFI, DWARF 5 location lists): the largest DW_AT_INTEL_simd_width of the file's compile
// units and subprograms (IGC writes one kernel, with its stack-call functions, per file),
// 0 when there is none. It records on the way the width of each DIE's subprogram, or of its
// unit (widths, widthAt), and of each .debug_loc list a DIE of such a subprogram refers to
// (listWidths).
func (m *migrator) simdWidth() (int, error) {
	if m.d.Sec(".debug_info") == nil {
		return 0, nil
	}
	units, err := m.d.Units(".debug_info")
	if err != nil {
		return 0, err
	}
	var die dwarf.DIE
	lanes := 0
	// scope[d] is the width in force at depth d (0: none given).
	var scope []int
	last := 0
	for _, u := range units {
		r := m.d.DIEs(u)
		scope = scope[:0]
		for r.Next(&die) {
			if die.Abbrev == nil {
				continue
			}
			if die.Depth < 0 || die.Depth > len(scope) {
				return 0, fmt.Errorf(".debug_info: DIE 0x%x at depth %d under %d", die.Off, die.Depth, len(scope))
			}
			scope = scope[:die.Depth]
			w := 0
			if len(scope) > 0 {
				w = scope[len(scope)-1]
			}
			tag := die.Abbrev.Tag
			if tag == dw.TagCompileUnit || tag == dw.TagSubprogram {
				for _, f := range die.Fields {
					if f.Attr == dw.AttrINTELSIMDWidth && f.Val > 0 && f.Val <= 64 {
						w = int(f.Val)
						lanes = max(lanes, w)
					}
				}
			}
			scope = append(scope, w)
			if w != last {
				m.widths = append(m.widths, widthFrom{die.Off, w})
				last = w
			}
			if w == 0 || u.Version >= 5 {
				continue
			}
			for _, f := range die.Fields {
				if f.Form == dw.FormSecOffset && m.isLocAttr(f.Attr) {
					if m.listWidths == nil {
						m.listWidths = map[uint64]int{}
					}
					m.listWidths[f.Val] = w
				}
			}
		}
		if err := r.Err(); err != nil {
			return 0, err
		}
	}
	return lanes, nil
}

// widthFrom says that the DIEs from offset off on (in .debug_info) have SIMD width w (0:
// none given).
type widthFrom struct {
	off uint64
	w   int
}

// widthAt returns the SIMD width of the subprogram (or unit) of the DIE at off, 0 when
// none is given.
func (m *migrator) widthAt(off uint64) int {
	i := sort.Search(len(m.widths), func(i int) bool { return m.widths[i].off > off })
	if i == 0 {
		return 0
	}
	return m.widths[i-1].w
}

// width returns the SIMD width for the expression w is rewriting: its subprogram's, else
// the file's (simdWidth).
func (m *migrator) width(w *exprWork) int {
	if w != nil && w.lanes > 0 {
		return w.lanes
	}
	return m.lanes
}

// laneTail returns where the shortest run of operations ending just before end starts
// that pushes one value computed from the lane and constants only (-1: none). No operation
// of the run but the first may be a branch target.
func laneTail(ops []expr.Operation, end int, targets func(int) bool) int {
	need := 1
	for k := end - 1; k >= 0; k-- {
		pop, push, ok := ops[k].StackEffect()
		if !ok || push > need {
			return -1
		}
		need += pop - push
		if need == 0 {
			return k
		}
		if ops[k].Offset < 0 || targets(ops[k].Offset) {
			return -1
		}
	}
	return -1
}

// laneValues evaluates seq (operations of dialect d that push one value from the lane and
// constants) for each of lanes of a kernel of SIMD width lanes.width. cache (the
// migrator's) holds what was computed already, by code and lanes.
func laneValues(cache *sync.Map, ctx expr.Context, d expr.Dialect, seq []expr.Operation, lanes laneSet) ([]uint64, error) {
	code, err := expr.Encode(ctx, d, renumbered(seq, -1))
	if err != nil {
		return nil, err
	}
	if cache == nil {
		return evalLanes(ctx, d, code, lanes)
	}
	// IGC repeats a few computations all over a file: each is evaluated once.
	var mask uint64
	for _, l := range lanes.lanes {
		mask |= 1 << (l & 63)
	}
	key := laneKey{code: string(code), d: d, width: lanes.width, mask: mask, addr: ctx.AddrSize}
	if v, ok := cache.Load(key); ok {
		return v.([]uint64), nil
	}
	vals, err := evalLanes(ctx, d, code, lanes)
	if err == nil {
		cache.Store(key, vals)
	}
	return vals, err
}

type laneKey struct {
	code        string
	d           expr.Dialect
	width, addr int
	mask        uint64
}

// evalLanes evaluates code for each of lanes.
func evalLanes(ctx expr.Context, d expr.Dialect, code []byte, lanes laneSet) ([]uint64, error) {
	p, err := expr.Prepare(ctx, d, code)
	if err != nil {
		return nil, err
	}
	vals := make([]uint64, len(lanes.lanes))
	for i, l := range lanes.lanes {
		r, err := p.Eval(&expr.Machine{Ctx: ctx, Lane: l, Lanes: uint64(lanes.width)})
		if err != nil {
			return nil, err
		}
		if !r.IsValue || r.Value.Type != 0 {
			return nil, fmt.Errorf("lane %d gives %v, not a number", l, r)
		}
		vals[i] = r.Value.Uint
	}
	return vals, nil
}

// laneSet is the lanes that reach an operation, of a kernel of SIMD width width.
type laneSet struct {
	lanes []uint64
	width int
}

func allLanes(width int) laneSet {
	s := laneSet{width: width}
	for l := range width {
		s.lanes = append(s.lanes, uint64(l))
	}
	return s
}

// laneMap says which lanes reach each operation of an expression. IGC's SIMD32 code splits
// the lanes in two halves, each with its own registers: <condition from the lane> bra T,
// <first half> skip J, T: <second half>, J: ... The lanes whose condition holds run the
// second half only, the others the first; J is the end of the expression or an operation
// after T where the halves join (IGC 2.x: "J: stack_value", which every lane runs). IGC
// writes one such pair per member of an aggregate, one after the other (igcMemberSkips);
// every lane runs what lies outside the pairs. An expression that branches otherwise leaves
// every lane everywhere.
type laneMap struct {
	all   laneSet
	pairs []lanePair // in expression order
}

// lanePair is one split of the lanes: ops[b] is the bra, ops[tk] the first operation of the
// second half (offset t), ops[tk-1] the first half's skip, ops[jk] where the halves join
// (offset j; jk is len(ops) when j is the end); fall and taken the lanes of each half.
type lanePair struct {
	b, tk, jk    int
	braEnd, t, j int
	fall, taken  laneSet
}

// at returns the lanes that reach the operation at offset off (new operations, -1: all).
func (lm *laneMap) at(off int) laneSet {
	if off < 0 {
		return lm.all
	}
	// The last pair whose bra ends at or before off.
	i := sort.Search(len(lm.pairs), func(i int) bool { return lm.pairs[i].braEnd > off }) - 1
	if i < 0 {
		return lm.all
	}
	switch p := &lm.pairs[i]; {
	case off < p.t:
		return p.fall
	case off < p.j:
		return p.taken
	}
	return lm.all
}

// splitPairs finds IGC's lane splits in ops (an expression of size bytes) by their shape
// alone: each a bra whose condition starts after the previous pair, a first half ending
// in a skip just before the bra's target, and the skip's target at or after that one (the
// end, or an operation); no other operation branches. ok is false for any other branch.
func splitPairs(ops []expr.Operation, size int) (pairs []lanePair, ok bool) {
	pos := 0
	for {
		b := -1
		for k := pos; k < len(ops); k++ {
			if isBranch(ops[k].Op) {
				b = k
				break
			}
		}
		if b < 0 {
			return pairs, true
		}
		// The condition lies after the previous pair (laneTail walks no further back).
		if ops[b].Op != expr.OpBra || laneTail(ops[pos:], b-pos, func(int) bool { return false }) < 0 {
			return nil, false
		}
		t := int(ops[b].Args[0])
		tk := -1
		for k := b + 1; k < len(ops) && ops[k].Offset <= t; k++ {
			if ops[k].Offset == t {
				tk = k
			}
		}
		if tk < b+2 || ops[tk-1].Op != expr.OpSkip {
			return nil, false
		}
		j := int(ops[tk-1].Args[0])
		jk := len(ops)
		if j != size {
			jk = -1
			for k := tk + 1; k < len(ops) && ops[k].Offset <= j; k++ {
				if ops[k].Offset == j {
					jk = k
				}
			}
			if jk < 0 {
				return nil, false
			}
		}
		for k := b + 1; k < jk; k++ {
			if isBranch(ops[k].Op) && k != tk-1 {
				return nil, false
			}
		}
		pairs = append(pairs, lanePair{b: b, tk: tk, jk: jk, braEnd: ops[b].End(), t: t, j: j})
		pos = jk
	}
}

// laneRegions returns the lanes that reach each operation of an expression (laneMap):
// the lane splits' conditions evaluated on every lane of a kernel of SIMD width width.
func laneRegions(cache *sync.Map, ctx expr.Context, d expr.Dialect, ops []expr.Operation, width, size int) *laneMap {
	lm := &laneMap{all: allLanes(width)}
	pairs, ok := splitPairs(ops, size)
	if !ok {
		return lm
	}
	for i := range pairs {
		p := &pairs[i]
		from := 0
		if i > 0 {
			from = pairs[i-1].jk
		}
		c := from + laneTail(ops[from:], p.b-from, func(int) bool { return false })
		cond, err := laneValues(cache, ctx, d, ops[c:p.b], lm.all)
		if err != nil {
			return lm
		}
		p.taken.width, p.fall.width = width, width
		for l, v := range cond {
			if v != 0 {
				p.taken.lanes = append(p.taken.lanes, uint64(l))
			} else {
				p.fall.lanes = append(p.fall.lanes, uint64(l))
			}
		}
	}
	lm.pairs = pairs
	return lm
}

// renumbered returns copies of ops, the first with offset first and the others with -1
// (new operations that no branch targets).
func renumbered(ops []expr.Operation, first int) []expr.Operation {
	out := make([]expr.Operation, len(ops))
	for i, o := range ops {
		o.Offset = -1
		if i == 0 {
			o.Offset = first
		}
		out[i] = o
	}
	return out
}

// bitAccess is what a lane reads of the register it computes: bits [off, off+n).
type bitAccess struct {
	offs []uint64 // per lane
	n    uint64
}

// grfBytes returns the bytes of each register the composite takes: 32, or 64 when an
// access reaches past the 32nd byte.
func (a bitAccess) grfBytes() (uint64, error) {
	most := uint64(0)
	for _, o := range a.offs {
		if o > 1<<20 || o+a.n > most {
			most = o + a.n
		}
	}
	switch {
	case most <= 256:
		return 32, nil
	case most <= 512:
		return 64, nil
	}
	return 0, fmt.Errorf("a lane reads bits up to %d of its register, past a 64-byte GRF", most)
}

// composite returns the operations of a composite of registers regs (one per lane, lane
// and constants only, computed by regOps) and the lane's offset into it:
//
//	regx R0, piece G, ..., regx R1, piece G, piece_end, <regOps>, constu R0, minus, constu G, mul, offset
func (m *migrator) composite(regs []uint64, regOps []expr.Operation, g uint64, first int) ([]expr.Operation, error) {
	if len(regs) == 0 {
		return nil, fmt.Errorf("no lane reaches it")
	}
	lo, hi := regs[0], regs[0]
	for _, r := range regs {
		lo, hi = min(lo, r), max(hi, r)
	}
	if hi-lo >= maxComputedRegs {
		return nil, fmt.Errorf("the lanes reach registers %d..%d, more than %d", lo, hi, maxComputedRegs)
	}
	user := func(sub expr.UserSubOp) (expr.Operation, error) {
		o, ok := m.translate(expr.Operation{Op: expr.OpLLVMUser, Sub: sub, Offset: -1})
		if !ok {
			return o, fmt.Errorf("%s has no equivalent in dialect %v", (&expr.Operation{Op: expr.OpLLVMUser, Sub: sub}).Name(), m.opts.To)
		}
		return o, nil
	}
	pieceEnd, err := user(expr.PieceEnd)
	if err != nil {
		return nil, err
	}
	offset, err := user(expr.Offset)
	if err != nil {
		return nil, err
	}
	seq := make([]expr.Operation, 0, 2*(hi-lo+1)+uint64(len(regOps))+6)
	for r := lo; r <= hi; r++ {
		seq = append(seq, expr.Operation{Op: expr.OpRegx, Args: [3]uint64{r}, Offset: -1},
			expr.Operation{Op: expr.OpPiece, Args: [3]uint64{g}, Offset: -1})
	}
	seq = append(seq, pieceEnd)
	for _, o := range regOps {
		o.Offset = -1
		seq = append(seq, o)
	}
	seq = append(seq,
		expr.Operation{Op: expr.OpConstu, Args: [3]uint64{lo}, Offset: -1},
		expr.Operation{Op: expr.OpMinus, Offset: -1},
		expr.Operation{Op: expr.OpConstu, Args: [3]uint64{g}, Offset: -1},
		expr.Operation{Op: expr.OpMul, Offset: -1},
		offset)
	seq[0].Offset = first
	return seq, nil
}

// lookAheadAccess finds what the operations after a computed DW_OP_INTEL_regs at ops[i]
// read of the register: <bit offset from lane and constants> <constant N>
// DW_OP_INTEL_push_bit_piece_stack. ok is false when they do something else.
func lookAheadAccess(cache *sync.Map, ctx expr.Context, d expr.Dialect, ops []expr.Operation, i int, lanes laneSet, targets func(int) bool) (bitAccess, bool) {
	for k := i + 1; k < len(ops); k++ {
		if ops[k].Op != expr.OpIntelPushBitPieceStack {
			if _, _, ok := ops[k].StackEffect(); !ok {
				return bitAccess{}, false
			}
			continue
		}
		if k < i+3 {
			return bitAccess{}, false
		}
		n, ok := constPush(&ops[k-1])
		if !ok || laneTail(ops[:k-1], k-1, targets) != i+1 {
			return bitAccess{}, false
		}
		offs, err := laneValues(cache, ctx, d, ops[i+1:k-1], lanes)
		if err != nil {
			return bitAccess{}, false
		}
		return bitAccess{offs: offs, n: n}, true
	}
	return bitAccess{}, false
}

// lowerComputed rewrites an Intel operation whose register operand is computed from the
// lane and constants (DW_OP_INTEL_regs, DW_OP_INTEL_regval_bits) into a composite offset by
// the lane, and DW_OP_INTEL_push_bit_piece_stack, piece_stack and bit_piece_stack whose
// operands are computed. Its operands' computations are the last operations of out. It
// returns the sequence, how many operations of out it replaces, and ok false when the
// operation is not of this form; err says why a computed register cannot be rewritten.
func (m *migrator) lowerComputed(ctx expr.Context, ops []expr.Operation, out []expr.Operation, i int, targets func(int) bool, lanesAt *laneMap) (seq []expr.Operation, used, ahead int, ok bool, err error) {
	o := ops[i]
	if targets(o.Offset) {
		return nil, 0, 0, false, nil
	}
	// values evaluates seq, the computation of the operation's operand (what), on every lane.
	values := func(seq []expr.Operation, what string) ([]uint64, error) {
		if lanesAt == nil {
			return nil, fmt.Errorf("the register number of %s is computed from the lane, and no DW_AT_INTEL_simd_width gives the lanes", o.Name())
		}
		v, err := laneValues(m.laneCache, ctx, m.opts.To, seq, lanesAt.at(o.Offset))
		if err != nil {
			return nil, fmt.Errorf("%s of %s: %w", what, o.Name(), err)
		}
		return v, nil
	}
	switch o.Op {
	case expr.OpIntelRegs:
		s := laneTail(out, len(out), targets)
		if s < 0 {
			return nil, 0, 0, false, nil
		}
		regs, err := values(out[s:], "register number")
		if err != nil {
			return nil, 0, 0, false, err
		}
		guard := pieceBefore(ops, i, targets, lanesAt)
		if guard && !elementPiece(ops, i, targets) {
			return nil, 0, 0, false, fmt.Errorf("a composite of the lanes' registers after a piece would join that composite")
		}
		acc, found := lookAheadAccess(m.laneCache, ctx, m.opts.From, ops, i, lanesAt.at(o.Offset), targets) // values found lanesAt
		if !found {
			return nil, 0, 0, false, fmt.Errorf("the register number of %s is computed from the lane, and no DW_OP_INTEL_push_bit_piece_stack after it says which bits a lane reads", o.Name())
		}
		g, err := acc.grfBytes()
		if err != nil {
			return nil, 0, 0, false, err
		}
		seq, err := m.composite(regs, out[s:], g, out[s].Offset)
		if err != nil {
			return nil, 0, 0, false, err
		}
		if guard {
			seq = guarded(seq)
		}
		return seq, len(out) - s, 0, true, nil
	case expr.OpIntelRegvalBits:
		sb := laneTail(out, len(out), targets)
		if sb < 0 {
			return nil, 0, 0, false, nil
		}
		sr := laneTail(out, sb, targets)
		if sr < 0 || targets(out[sb].Offset) {
			return nil, 0, 0, false, nil
		}
		regs, err := values(out[sr:sb], "register number")
		if err != nil {
			return nil, 0, 0, false, err
		}
		offs, err := values(out[sb:], "bit offset")
		if err != nil {
			return nil, 0, 0, false, err
		}
		g, err := bitAccess{offs: offs, n: o.Args[0]}.grfBytes()
		if err != nil {
			return nil, 0, 0, false, err
		}
		ahead := 0
		d, err := m.readBits(ctx, o.Args[0])
		if err != nil {
			var ok bool
			if d, ahead, ok = m.widePiece(ops, i, o.Args[0], targets); !ok {
				return nil, 0, 0, false, err
			}
		}
		seq, err := m.composite(regs, out[sr:sb], g, out[sr].Offset)
		if err != nil {
			return nil, 0, 0, false, err
		}
		if pieceBefore(ops, i, targets, lanesAt) {
			if !elementPiece(ops, i, targets) {
				return nil, 0, 0, false, fmt.Errorf("a composite of the lanes' registers after a piece would join that composite")
			}
			seq = guarded(seq)
		}
		seq = append(seq, renumbered(out[sb:], -1)...)
		return append(seq, d...), len(out) - sr, ahead, true, nil
	case expr.OpIntelPushBitPieceStack:
		// <offset> <N> push_bit_piece_stack: the offset may be computed; N must be a
		// constant pushed just before.
		if len(out) == 0 || out[len(out)-1].Offset < 0 || out[len(out)-1].Offset != ops[i-1].Offset || targets(out[len(out)-1].Offset) {
			return nil, 0, 0, false, nil
		}
		n, ok := constPush(&out[len(out)-1])
		if !ok {
			return nil, 0, 0, false, nil
		}
		d, err := m.readBits(ctx, n)
		if err != nil {
			// A value wider than an address, IGC's whole vector element or struct
			// member per lane: read and made the object's value by DW_OP_stack_value at
			// the end of the expression (or of its half), it is those bits of the
			// location, a piece of them.
			seq, ahead, ok := m.widePiece(ops, i, n, targets)
			if !ok {
				return nil, 0, 0, false, err
			}
			seq[0].Offset = out[len(out)-1].Offset
			return seq, 1, ahead, true, nil
		}
		d[0].Offset = out[len(out)-1].Offset
		return d, 1, 0, true, nil
	case expr.OpIntelPieceStack, expr.OpIntelBitPieceStack:
		// Sizes and offsets computed from the lane must come out the same for every lane.
		nargs := 1
		if o.Op == expr.OpIntelBitPieceStack {
			nargs = 2
		}
		end := len(out)
		var vals [2]uint64
		var start int
		for a := nargs - 1; a >= 0; a-- {
			s := laneTail(out, end, targets)
			if s < 0 {
				return nil, 0, 0, false, nil
			}
			v, err := values(out[s:end], "operand")
			if err != nil {
				return nil, 0, 0, false, err
			}
			for _, x := range v {
				if x != v[0] {
					return nil, 0, 0, false, fmt.Errorf("operand of %s differs between lanes (%d, %d): a piece's size cannot depend on the lane", o.Name(), v[0], x)
				}
			}
			vals[a], start, end = v[0], s, s
		}
		n := expr.Operation{Op: expr.OpPiece, Args: [3]uint64{vals[0]}, Offset: out[start].Offset}
		if o.Op == expr.OpIntelBitPieceStack {
			n = expr.Operation{Op: expr.OpBitPiece, Args: [3]uint64{vals[1], vals[0]}, Offset: out[start].Offset}
		}
		return []expr.Operation{n}, len(out) - start, 0, true, nil
	}
	return nil, 0, 0, false, nil
}

// readBits returns the operations that read n bits at the offset on the stack of the
// location below it: LLVM_bit_offset, deref_size n/8.
func (m *migrator) readBits(ctx expr.Context, n uint64) ([]expr.Operation, error) {
	bitOffset, ok := m.translate(expr.Operation{Op: expr.OpLLVMUser, Sub: expr.BitOffset, Offset: -1})
	if !ok {
		return nil, fmt.Errorf("DW_OP_LLVM_bit_offset has no equivalent in dialect %v", m.opts.To)
	}
	if n == 0 || n%8 != 0 || n/8 > uint64(ctx.AddrSize) {
		return nil, fmt.Errorf("a read of %d bits has no standard equivalent (DW_OP_deref_size reads whole bytes, at most %d)", n, ctx.AddrSize)
	}
	return []expr.Operation{bitOffset, {Op: expr.OpDerefSize, Args: [3]uint64{n / 8}, Offset: -1}}, nil
}

// computedName names the rewrite of an operation with computed operands in the report.
func computedName(op expr.Op) string {
	switch op {
	case expr.OpIntelRegs:
		return "composite of the lanes' registers, offset by the lane"
	case expr.OpIntelRegvalBits:
		return "composite of the lanes' registers, offset by the lane, DW_OP_LLVM_bit_offset, DW_OP_deref_size"
	case expr.OpIntelPushBitPieceStack:
		return "<computed offset>, DW_OP_LLVM_bit_offset, DW_OP_deref_size"
	}
	return "the piece its lanes agree on"
}

// checkStackValues refuses an Intel expression in which DW_OP_stack_value is followed by
// another location (IGC 12504's vector elements one after the other without DW_OP_piece
// have been read by igcMembers by then: what is left has no meaning in DWARF, Intel's
// debugger included), and drops a DW_OP_stack_value that only
// value operations and another DW_OP_stack_value follow (IGC's mask of a narrow value:
// "... stack_value, const2u 0xffff, and, stack_value"). It returns the operations to
// rewrite.
func checkStackValues(ops []expr.Operation, targets func(int) bool) ([]expr.Operation, error) {
	var drop []int
	for k := 0; k+1 < len(ops); k++ {
		o, next := &ops[k], &ops[k+1]
		if o.Op != expr.OpStackValue || next.Op == expr.OpPiece || next.Op == expr.OpBitPiece || next.Op == expr.OpSkip || targets(next.Offset) {
			continue
		}
		// Value operations that take the value below and leave one in its place.
		j, depth, low := k+1, 0, 0
		for j < len(ops) && ops[j].Op != expr.OpStackValue && !targets(ops[j].Offset) {
			pop, push, ok := ops[j].StackEffect()
			if !ok {
				break
			}
			depth -= pop
			low = min(low, depth)
			depth += push
			j++
		}
		if j < len(ops) && ops[j].Op == expr.OpStackValue && !targets(o.Offset) && low == -1 && depth == 0 {
			drop = append(drop, k)
			continue
		}
		return nil, fmt.Errorf("DW_OP_stack_value at offset 0x%x is followed by %s: IGC writes the elements of a vector value one after the other without DW_OP_piece, each read the width of the whole vector (IGC 12504 CompileUnit::buildValidVar), which has no meaning in DWARF (Intel's debugger takes the last element for the whole value up to gdb-oneapi 2024.0 and refuses it from 2024.1)", o.Offset, next.Name())
	}
	if len(drop) == 0 {
		return ops, nil
	}
	out := make([]expr.Operation, 0, len(ops)-len(drop))
	for k := range ops {
		if len(drop) > 0 && drop[0] == k {
			drop = drop[1:]
			continue
		}
		out = append(out, ops[k])
	}
	return out, nil
}

// hasIntelStackOps reports whether ops hold an Intel operation that takes its operands from
// the stack (every one but push_simd_lane, which translates one for one).
func hasIntelStackOps(ops []expr.Operation) bool {
	for i := range ops {
		switch ops[i].Op {
		case expr.OpIntelRegs, expr.OpIntelPushBitPieceStack, expr.OpIntelPieceStack, expr.OpIntelBitPieceStack, expr.OpIntelRegvalBits:
			return true
		}
	}
	return false
}

// igcLocalAddr reads IGC's location of a __local variable with
// IGC_EnableGTLocationDebugging=1: DW_OP_addr with a 4-byte operand in a unit of 8-byte
// addresses, alone in its expression (the unit's DW_AT_address_class 1 and DW_AT_segment
// say the address is in shared local memory). It returns the expression as DWARF has it,
// DW_OP_addr with the address zero-extended to 8 bytes; ok is false for any other code, which
// decodes as it is.
func igcLocalAddr(ctx expr.Context, code []byte) ([]byte, bool) {
	if ctx.AddrSize != 8 || len(code) != 5 || code[0] != byte(expr.OpAddr) {
		return nil, false
	}
	a := uint64(ctx.ByteOrder.Uint32(code[1:]))
	out, err := expr.Encode(ctx, expr.DialectIntel, []expr.Operation{{Op: expr.OpAddr, Args: [3]uint64{a}, Offset: 0}})
	if err != nil {
		return nil, false
	}
	return out, true
}

// lowerToIntel rewrites, for current Intel debuggers (--to intel), IGC 12504's operations
// into the form IGC writes from 1.0.15724 on:
//
//	<R> DW_OP_INTEL_regs <B> <N> DW_OP_INTEL_push_bit_piece_stack -> <R> <B> DW_OP_INTEL_regval_bits N
//	DW_OP_regx R <B> <N> DW_OP_INTEL_push_bit_piece_stack         -> DW_OP_constu R <B> DW_OP_INTEL_regval_bits N
//
// whatever computes R (the lane or anything else: regval_bits takes the number from the
// stack) and B (the lane and constants). At a DW_OP_INTEL_regs whose bits are read so, it
// returns drop (the register number stays on the stack) and the index of the
// push_bit_piece_stack that becomes regval_bits; at that operation, the sequence replacing
// the N pushed just before it.
func (m *migrator) lowerToIntel(ops, out []expr.Operation, i int, targets func(int) bool, regvalAt int) (seq []expr.Operation, used int, drop bool, at int, err error) {
	o := ops[i]
	regval := func(n uint64, first int) ([]expr.Operation, error) {
		if n == 0 || n > 0xff {
			return nil, fmt.Errorf("a read of %d bits has no DW_OP_INTEL_regval_bits form (1..255 bits)", n)
		}
		return []expr.Operation{{Op: expr.OpIntelRegvalBits, Args: [3]uint64{n}, Offset: first}}, nil
	}
	switch o.Op {
	case expr.OpIntelRegs:
		for k := i + 3; k < len(ops); k++ {
			if ops[k].Op == expr.OpIntelPushBitPieceStack {
				if _, ok := constPush(&ops[k-1]); ok && laneTail(ops, k-1, targets) == i+1 && !targets(o.Offset) && !targets(ops[k-1].Offset) && !targets(ops[k].Offset) {
					return nil, 0, true, k, nil
				}
				break
			}
			if _, _, ok := ops[k].StackEffect(); !ok {
				break
			}
		}
	case expr.OpIntelPushBitPieceStack:
		if len(out) == 0 || targets(o.Offset) {
			break
		}
		nOp := &out[len(out)-1]
		n, ok := constPush(nOp)
		if !ok || nOp.Offset < 0 || targets(nOp.Offset) {
			break
		}
		if i == regvalAt {
			// An element of a vector wider than regval_bits reads (IGC's 256-bit uint8,
			// igcMembers) is its low M bytes: "stack_value, piece M" follows.
			if n > 0xff && i+2 < len(ops) && ops[i+1].Op == expr.OpStackValue && ops[i+2].Op == expr.OpPiece &&
				ops[i+2].Args[0] > 0 && 8*ops[i+2].Args[0] <= min(n, 0xff) && !targets(ops[i+1].Offset) && !targets(ops[i+2].Offset) {
				n = 8 * ops[i+2].Args[0]
			}
			seq, err := regval(n, nOp.Offset)
			return seq, 1, false, -1, err
		}
		// The bits of a register named by DW_OP_regx or DW_OP_regN just before the offset.
		s := laneTail(out, len(out)-1, targets)
		if s < 1 || targets(out[s].Offset) {
			break
		}
		r := out[s-1]
		reg, ok := registerOf(r)
		if !ok {
			return nil, 0, false, -1, fmt.Errorf("it reads bits of a location that is not a register, which current Intel debuggers cannot")
		}
		rv, err := regval(n, -1)
		if err != nil {
			return nil, 0, false, -1, err
		}
		seq = append([]expr.Operation{{Op: expr.OpConstu, Args: [3]uint64{reg}, Offset: r.Offset}}, renumbered(out[s:len(out)-1], -1)...)
		// Keep the offsets of the operations copied, for branches into them (none: checked).
		return append(seq, rv...), len(out) - (s - 1), false, -1, nil
	}
	return nil, 0, false, -1, nil
}

// registerOf returns the register a DW_OP_regx or DW_OP_reg<n> names; ok is false for any
// other operation.
func registerOf(o expr.Operation) (reg uint64, ok bool) {
	switch {
	case o.Op == expr.OpRegx:
		return o.Args[0], true
	case o.Op >= expr.OpReg0 && o.Op <= expr.OpReg0+31:
		return uint64(o.Op - expr.OpReg0), true
	}
	return 0, false
}

// lowerUserToIntel gives the Intel form of the heterogeneous-debugging shapes that read bits
// of a register (--to intel from user), the inverse of the rewrites above:
//
//	DW_OP_regx R, <B>, DW_OP_LLVM_bit_offset, DW_OP_deref_size M         -> <R> <B> DW_OP_INTEL_regval_bits 8M
//	DW_OP_regx R0, DW_OP_piece G, ..., DW_OP_regx R1, DW_OP_piece G, DW_OP_LLVM_piece_end,
//	  <R>, DW_OP_constu R0, DW_OP_minus, DW_OP_constu G, DW_OP_mul, DW_OP_LLVM_offset,
//	  <B>, DW_OP_LLVM_bit_offset, DW_OP_deref_size M                     -> <R> <B> DW_OP_INTEL_regval_bits 8M
//
// The first is called at the bit_offset, the second at the piece_end (ops[i]); out holds what
// was emitted before. It returns the sequence, how many operations of out it replaces and how
// many of ops after i it consumes; ok is false for anything else. A composite is taken only
// when every lane's bits lie inside its own register's G bytes.
func (m *migrator) lowerUserToIntel(ctx expr.Context, ops, out []expr.Operation, i int, targets func(int) bool, lanesAt *laneMap) (seq []expr.Operation, used, ahead int, ok bool, err error) {
	o := ops[i]
	isUser := func(k int, sub expr.UserSubOp) bool {
		return k < len(ops) && ops[k].Op == expr.OpLLVMUser && ops[k].Sub == sub && !targets(ops[k].Offset)
	}
	regval := func(k int) (expr.Operation, bool) {
		if k >= len(ops) || ops[k].Op != expr.OpDerefSize || targets(ops[k].Offset) || ops[k].Args[0] == 0 || ops[k].Args[0] > 31 {
			return expr.Operation{}, false
		}
		return expr.Operation{Op: expr.OpIntelRegvalBits, Args: [3]uint64{8 * ops[k].Args[0]}, Offset: -1}, true
	}
	// translated copies ops[from:to] into the Intel dialect (push_lane -> push_simd_lane).
	translated := func(from, to int) ([]expr.Operation, bool) {
		var t []expr.Operation
		for k := from; k < to; k++ {
			n := ops[k]
			if !writable(m.opts.To, n.Op) {
				var ok bool
				if n, ok = m.translate(n); !ok {
					return nil, false
				}
			}
			n.Offset = -1
			t = append(t, n)
		}
		return t, true
	}
	switch {
	case o.Op == expr.OpLLVMUser && o.Sub == expr.BitOffset:
		rv, ok := regval(i + 1)
		if !ok || targets(o.Offset) {
			return nil, 0, 0, false, nil
		}
		s := laneTail(out, len(out), targets)
		if s < 1 {
			return nil, 0, 0, false, nil
		}
		r := out[s-1]
		reg, ok := registerOf(r)
		if !ok {
			return nil, 0, 0, false, nil
		}
		seq = append([]expr.Operation{{Op: expr.OpConstu, Args: [3]uint64{reg}, Offset: r.Offset}}, renumbered(out[s:], -1)...)
		return append(seq, rv), len(out) - (s - 1), 1, true, nil
	case o.Op == expr.OpLLVMUser && o.Sub == expr.PieceEnd:
		// The composite: pairs regx R0+k, piece G just before, in out.
		var lo, g uint64
		n := 0
		for k := len(out) - 2; k >= 0; k -= 2 {
			r, p := out[k], out[k+1]
			if r.Op != expr.OpRegx || p.Op != expr.OpPiece || (n > 0 && (r.Args[0]+1 != lo || p.Args[0] != g)) || targets(p.Offset) || (k+2 < len(out) && targets(out[k+2].Offset)) {
				break
			}
			lo, g = r.Args[0], p.Args[0]
			n++
		}
		if n == 0 || (g != 32 && g != 64) {
			return nil, 0, 0, false, nil
		}
		first := -1
		for k := range ops[:i] {
			if ops[k].Offset == out[len(out)-2*n].Offset {
				first = k
			}
		}
		if first < 0 {
			return nil, 0, 0, false, nil
		}
		// A composite built while another is under construction stands on guarded's
		// DW_OP_lit0, taken off by DW_OP_swap, DW_OP_drop before the element's piece.
		guard := pieceBefore(ops, first, targets, lanesAt)
		if guard && (first == 0 || ops[first-1].Op != expr.OpLit0 || len(out) < 2*n+1 || out[len(out)-2*n-1].Op != expr.OpLit0 || targets(ops[first].Offset)) {
			return nil, 0, 0, false, nil
		}
		// <R> constu R0 minus constu G mul offset
		rEnd := nextUser(ops, i+1, expr.Offset) - 4
		if rEnd < i+2 || laneTail(ops, rEnd, targets) != i+1 {
			return nil, 0, 0, false, nil
		}
		c0, c1 := ops[rEnd], ops[rEnd+2]
		if c0.Op != expr.OpConstu || c0.Args[0] != lo || ops[rEnd+1].Op != expr.OpMinus || c1.Op != expr.OpConstu || c1.Args[0] != g || ops[rEnd+3].Op != expr.OpMul || !isUser(rEnd+4, expr.Offset) {
			return nil, 0, 0, false, nil
		}
		bStart := rEnd + 5
		bEnd := nextUser(ops, bStart, expr.BitOffset)
		if bEnd <= bStart || laneTail(ops, bEnd, targets) != bStart || !isUser(bEnd, expr.BitOffset) {
			return nil, 0, 0, false, nil
		}
		// The read: deref_size M (then, guarded, "stack_value, swap, drop, piece"), or a
		// location piece of M bytes (IGC's vector element; guarded, after swap, drop).
		// Either is M*8 bits of the lane's register at the bit offset.
		k := bEnd + 1
		unguard := func(at int) bool {
			return at+1 < len(ops) && ops[at].Op == expr.OpSwap && ops[at+1].Op == expr.OpDrop
		}
		var tail []expr.Operation
		rv, ok := regval(k)
		switch {
		case ok && !guard:
		case ok && k+4 < len(ops) && ops[k+1].Op == expr.OpStackValue && unguard(k+2) &&
			(ops[k+4].Op == expr.OpPiece || (ops[k+4].Op == expr.OpBitPiece && ops[k+4].Args[1] == 0)):
			// IGC's vector element (piece) or 2.x's aggregate member (bit_piece N 0).
			tail = []expr.Operation{ops[k+1], ops[k+4]}
			k += 4
		case ok:
			return nil, 0, 0, false, nil
		default:
			if guard {
				if !unguard(k) {
					return nil, 0, 0, false, nil
				}
				k += 2
			}
			if k >= len(ops) || ops[k].Op != expr.OpPiece || ops[k].Args[0] == 0 || ops[k].Args[0] > 31 {
				return nil, 0, 0, false, nil
			}
			rv = expr.Operation{Op: expr.OpIntelRegvalBits, Args: [3]uint64{8 * ops[k].Args[0]}, Offset: -1}
			tail = []expr.Operation{{Op: expr.OpStackValue, Offset: -1}, ops[k]}
		}
		for j := rEnd; j <= k; j++ {
			if targets(ops[j].Offset) {
				return nil, 0, 0, false, nil
			}
		}
		// Every lane's register among R0..R0+n-1 and its bits inside the G bytes.
		if lanesAt == nil {
			return nil, 0, 0, false, fmt.Errorf("a composite of registers offset by the lane needs the SIMD width (DW_AT_INTEL_simd_width) to be proven a register read")
		}
		lanes := lanesAt.at(o.Offset)
		regs, err := laneValues(m.laneCache, ctx, m.opts.From, ops[i+1:rEnd], lanes)
		if err != nil {
			return nil, 0, 0, false, err
		}
		offs, err := laneValues(m.laneCache, ctx, m.opts.From, ops[bStart:bEnd], lanes)
		if err != nil {
			return nil, 0, 0, false, err
		}
		for l := range regs {
			if regs[l] < lo || regs[l] >= lo+uint64(n) || offs[l]+rv.Args[0] > 8*g {
				return nil, 0, 0, false, fmt.Errorf("lane %d reads outside its register of the composite", lanes.lanes[l])
			}
		}
		rOps, ok1 := translated(i+1, rEnd)
		bOps, ok2 := translated(bStart, bEnd)
		if !ok1 || !ok2 {
			return nil, 0, 0, false, nil
		}
		seq = append(rOps, bOps...)
		seq = append(seq, rv)
		for _, t := range tail {
			t.Offset = -1
			seq = append(seq, t)
		}
		used := 2 * n
		if guard {
			used++
		}
		seq[0].Offset = out[len(out)-used].Offset
		return seq, used, k - i, true, nil
	}
	return nil, 0, 0, false, nil
}

// nextUser returns the index of the first DW_OP_LLVM_user sub of ops from start (-1: none).
func nextUser(ops []expr.Operation, start int, sub expr.UserSubOp) int {
	for k := start; k < len(ops); k++ {
		if ops[k].Op == expr.OpLLVMUser && ops[k].Sub == sub {
			return k
		}
	}
	return -1
}

// pieceBefore reports whether an operation before ops[i] on the way to it (back to the
// start of the expression, or of a branch target) adds a piece: a composite would then be
// under construction, and the pieces of a new composite would join it. The lane splits of
// lm (nil: none) are crossed as the lanes that reach ops[i] run them: back from a second
// half (or from after the pair) the first half is passed over.
func pieceBefore(ops []expr.Operation, i int, targets func(int) bool, lm *laneMap) bool {
	var pairs []lanePair
	if lm != nil {
		pairs = lm.pairs
	}
	// pair returns the pair ops[k] is the bra, the skip, the second half's start or the
	// join of (nil: none). Pairs do not overlap: the first that ends at or after k.
	pair := func(k int) *lanePair {
		p := sort.Search(len(pairs), func(p int) bool { return pairs[p].jk >= k })
		if p == len(pairs) {
			return nil
		}
		if q := &pairs[p]; k == q.b || k == q.tk-1 || k == q.tk || k == q.jk {
			return q
		}
		return nil
	}
	for k := i - 1; k >= 0; k-- {
		switch ops[k].Op {
		case expr.OpPiece, expr.OpBitPiece, expr.OpIntelPieceStack, expr.OpIntelBitPieceStack:
			return true
		case expr.OpLLVMUser:
			if ops[k].Sub == expr.PieceEnd {
				return false // that composite is complete
			}
		}
		p := pair(k)
		switch {
		case p != nil && k == p.tk-1:
			k = p.b // past the first half, which these lanes do not run
			continue
		case p != nil:
			continue
		case isBranch(ops[k].Op), targets(ops[k].Offset):
			return false
		}
	}
	return false
}

// IGC 12504 writes the DIExpression operations of a variable's llvm.dbg.value after its
// location operation by operation, each element in the smallest data form that holds it
// (IGC/DebugInfo/DwarfDebug.cpp, DbgVariable::emitExpression). It turns an unsigned
// DW_OP_LLVM_convert into a mask but passes a signed one through, so LLVM's
// "DW_OP_LLVM_convert 32 DW_ATE_signed, DW_OP_LLVM_convert 64 DW_ATE_signed,
// DW_OP_stack_value" (a sign extension LLVM salvaged) comes out as the bytes
// 01 10 20 05 01 10 40 05 9f: 0x1001 in two bytes, the bit size and the encoding in one
// byte each. No DWARF reader decodes them (0x01 is no operation; Intel's debugger stops
// there).
const (
	igcConvertLo, igcConvertHi = 0x01, 0x10 // 0x1001, DW_OP_LLVM_convert, little-endian data2
)

// igcConvert reads IGC's DW_OP_LLVM_convert chains (see above) as IGC means them: each
// converts the value on the stack, as the generic type holds it, to an integer of that many
// bits, which becomes (signed) DW_OP_const1u 64-b, DW_OP_shl, DW_OP_const1u 64-b,
// DW_OP_shra or (unsigned) a mask; a convert to the generic type's width changes nothing.
// It returns the expression in standard operations; ok is false when code has no such
// chain (it decodes, or fails to, as it is), and err says what IGC wrote when a chain is
// not one it can mean (not after DW_OP_stack_value, not followed by it, a size wider than
// the generic type or an encoding other than signed or unsigned).
func igcConvert(ctx expr.Context, code []byte) (fixed []byte, ok bool, err error) {
	var ops []expr.Operation
	width := uint64(8 * ctx.AddrSize)
	for off := 0; off < len(code); {
		o, derr := expr.DecodeOne(ctx, expr.DialectIntel, code, off)
		if derr == nil {
			ops = append(ops, o)
			off = o.End()
			continue
		}
		if off+1 >= len(code) || code[off] != igcConvertLo || code[off+1] != igcConvertHi {
			if ok {
				return nil, false, derr
			}
			return nil, false, nil
		}
		if len(ops) == 0 || ops[len(ops)-1].Op != expr.OpStackValue {
			return nil, false, fmt.Errorf("bytes %s at offset 0x%x: IGC's DW_OP_LLVM_convert (0x1001), not after DW_OP_stack_value", hexAt(code, off, 4), off)
		}
		start := off
		for off+1 < len(code) && code[off] == igcConvertLo && code[off+1] == igcConvertHi {
			if off+4 > len(code) {
				return nil, false, fmt.Errorf("bytes %s at offset 0x%x: IGC's DW_OP_LLVM_convert (0x1001) cut short", hexAt(code, off, 4), off)
			}
			bits, enc := uint64(code[off+2]), dw.Encoding(code[off+3])
			if bits == 0 || bits > width {
				return nil, false, fmt.Errorf("bytes %s at offset 0x%x: IGC's DW_OP_LLVM_convert (0x1001) to %d bits, which the %d-bit generic type cannot hold", hexAt(code, off, 4), off, bits, width)
			}
			switch enc {
			case dw.EncSigned, dw.EncSignedChar:
				if bits < width {
					ops = append(ops,
						expr.Operation{Op: expr.OpConst1u, Args: [3]uint64{width - bits}, Offset: -1},
						expr.Operation{Op: expr.OpShl, Offset: -1},
						expr.Operation{Op: expr.OpConst1u, Args: [3]uint64{width - bits}, Offset: -1},
						expr.Operation{Op: expr.OpShra, Offset: -1})
				}
			case dw.EncUnsigned, dw.EncUnsignedChar:
				if bits < width {
					ops = append(ops,
						expr.Operation{Op: expr.OpConstu, Args: [3]uint64{1<<bits - 1}, Offset: -1},
						expr.Operation{Op: expr.OpAnd, Offset: -1})
				}
			default:
				return nil, false, fmt.Errorf("bytes %s at offset 0x%x: IGC's DW_OP_LLVM_convert (0x1001) to %d bits of encoding 0x%x, neither signed nor unsigned", hexAt(code, off, 4), off, bits, uint8(enc))
			}
			off += 4
		}
		if off >= len(code) || code[off] != byte(expr.OpStackValue) {
			return nil, false, fmt.Errorf("bytes %s at offset 0x%x: IGC's DW_OP_LLVM_convert (0x1001) not followed by DW_OP_stack_value", hexAt(code, start, off+1-start), start)
		}
		ok = true
	}
	if !ok {
		return nil, false, nil
	}
	out, err := expr.Encode(ctx, expr.DialectIntel, ops)
	if err != nil {
		return nil, false, err
	}
	return out, true, nil
}

// hexAt formats up to n bytes of code from off.
func hexAt(code []byte, off, n int) string {
	end := min(off+n, len(code))
	return fmt.Sprintf("% x", code[off:end])
}

// IGC writes the DW_OP_bit_piece it makes of a DW_OP_LLVM_fragment with each operand in
// the smallest fixed-size form that holds it, not as ULEB128 (DbgVariable::emitExpression:
// DIEInteger::BestForm per element, 12504 and 2.x alike; 2.x writes offset 0): size 128 is
// the byte 0x80, 256 the bytes 00 01. Below 128 the bytes are ULEB128's.
//
// igcPieceSize reads such a size and offset 0 at the start of b: a byte with the
// continuation bit then 00 (a padded ULEB128, which no minimal encoder writes), or 00 then a
// non-zero byte then 00 (size 0 as ULEB128, a piece of nothing). n is how many bytes the
// two operands take; ok is false for any other bytes, which decode as ULEB128.
func igcPieceSize(b []byte) (size uint64, n int, ok bool) {
	switch {
	case len(b) >= 2 && b[0] >= 0x80 && b[1] == 0:
		return uint64(b[0]), 2, true
	case len(b) >= 3 && b[0] == 0 && b[1] != 0 && b[2] == 0:
		return uint64(b[1]) << 8, 3, true
	}
	return 0, 0, false
}

// igcBitPieces returns code with IGC's DW_OP_bit_piece operands (igcPieceSize) in
// ULEB128, branches moved to match, and IGC 2.x's SIMD32 members as IGC means them
// (igcMemberSkips); ok is false when code has neither.
func igcBitPieces(ctx expr.Context, code []byte) (fixed []byte, ok bool, err error) {
	var ops []expr.Operation
	for off := 0; off < len(code); {
		if code[off] == byte(expr.OpBitPiece) {
			if size, n, found := igcPieceSize(code[off+1:]); found {
				ops = append(ops, expr.Operation{Op: expr.OpBitPiece, Args: [3]uint64{size, 0}, Offset: off, Len: 1 + n})
				off += 1 + n
				ok = true
				continue
			}
		}
		o, derr := expr.DecodeOne(ctx, expr.DialectIntel, code, off)
		if derr != nil {
			if ok {
				return nil, false, fmt.Errorf("after IGC's DW_OP_bit_piece with fixed-size operands: %w", derr)
			}
			return nil, false, nil
		}
		ops = append(ops, o)
		off = o.End()
	}
	ops, skips, err := igcMemberSkips(ops)
	if err != nil {
		return nil, false, err
	}
	if !ok && !skips {
		return nil, false, nil
	}
	fixed, err = expr.Encode(ctx, expr.DialectIntel, ops)
	if err != nil {
		return nil, false, fmt.Errorf("IGC's DW_OP_bit_piece with fixed-size operands or SIMD32 members: %w", err)
	}
	return fixed, true, nil
}

// IGC 2.x writes a member of an aggregate held in SIMD32 halves as
//
//	push_simd_lane, lit16, ge, bra T, <lanes 0-15's read>, bit_piece N 0, skip J,
//	T: <lanes 16-31's read>, stack_value, bit_piece N 0
//
// (CompileUnit::buildSlicedLoc: each half's location, and the first half's
// DbgVariable::emitExpression gives the fragment but not the DW_OP_stack_value, which the
// halves are to share). buildGeneral aims the skip at "the DW_OP_stack_value at the end" as
// the location's size less one byte: after a fragment that is the DW_OP_bit_piece's last
// byte, which no reading of the expression reaches. IGC means each half's read as the
// member's value, its fragment the piece: igcMemberSkips gives the first half its
// DW_OP_stack_value before its piece and aims the skip past the second half's piece, where
// the member ends. The pairs stay one after the other (laneMap).
func igcMemberSkips(ops []expr.Operation) (fixed []expr.Operation, changed bool, err error) {
	var values []int // first halves' pieces that take a DW_OP_stack_value before them
	for k := range ops {
		if !isBranch(ops[k].Op) {
			continue
		}
		t := int(ops[k].Args[0])
		j := sort.Search(len(ops), func(j int) bool { return ops[j].End() > t })
		if j == len(ops) || ops[j].Offset >= t {
			continue // the start of an operation, or the end
		}
		o := &ops[j]
		if !igcMemberSkip(ops, k, j) {
			return nil, false, fmt.Errorf("%s at offset 0x%x goes to 0x%x, inside %s at 0x%x, which is not IGC 2.x's SIMD32 member (a first half's read and piece, the skip, then the second half's read, DW_OP_stack_value and the same piece, the skip into that piece's last byte)", ops[k].Name(), ops[k].Offset, t, o.Name(), o.Offset)
		}
		ops[k].Args[0] = uint64(o.End())
		values = append(values, k-1)
	}
	if len(values) == 0 {
		return ops, false, nil
	}
	fixed = make([]expr.Operation, 0, len(ops)+len(values))
	for k := range ops {
		if len(values) > 0 && values[0] == k {
			fixed = append(fixed, expr.Operation{Op: expr.OpStackValue, Offset: -1})
			values = values[1:]
		}
		fixed = append(fixed, ops[k])
	}
	return fixed, true, nil
}

// igcMemberSkip reports whether ops[k], a branch into ops[j], is the skip of IGC 2.x's
// SIMD32 member (igcMemberSkips): a skip into the last byte of a DW_OP_bit_piece just after
// a DW_OP_stack_value, with no other branch between them; before it a first half that ends
// in the same piece, holds no DW_OP_stack_value and follows a bra to the operation after the
// skip.
func igcMemberSkip(ops []expr.Operation, k, j int) bool {
	o := &ops[j]
	if ops[k].Op != expr.OpSkip || o.Op != expr.OpBitPiece || int(ops[k].Args[0]) != o.End()-1 ||
		k < 2 || j < k+3 || ops[j-1].Op != expr.OpStackValue || ops[k-1].Op != expr.OpBitPiece || ops[k-1].Args != o.Args {
		return false
	}
	for m := k + 1; m < j; m++ {
		if isBranch(ops[m].Op) {
			return false
		}
	}
	// Back through the first half to its bra, which goes to the second half's start.
	for b := k - 2; b >= 0; b-- {
		switch {
		case ops[b].Op == expr.OpStackValue:
			return false
		case isBranch(ops[b].Op):
			return ops[b].Op == expr.OpBra && int(ops[b].Args[0]) == ops[k+1].Offset
		}
	}
	return false
}

// igcFix returns code as IGC means it (igcLocalAddr, igcBitPieces, igcConvert,
// igcMembers); ok is false when code has none of IGC's defects.
func igcFix(ctx expr.Context, code []byte, place vectorPlace) (fixed []byte, what string, ok bool, err error) {
	if fixed, ok := igcLocalAddr(ctx, code); ok {
		return fixed, "DW_OP_addr (IGC's 4-byte SLM address, zero-extended)", true, nil
	}
	// Byte filters first: most expressions have none of the defects.
	if igcPieceSuspect(code) || (bytes.IndexByte(code, byte(expr.OpSkip)) >= 0 && bytes.IndexByte(code, byte(expr.OpBitPiece)) >= 0) {
		fixed, ok, err = igcBitPieces(ctx, code)
		if err != nil {
			return nil, "", false, err
		}
		if ok {
			code = fixed
		}
	}
	if bytes.Contains(code, []byte{igcConvertLo, igcConvertHi}) {
		var convOK bool
		var conv []byte
		conv, convOK, err = igcConvert(ctx, code)
		if err != nil {
			return nil, "", false, err
		}
		if convOK {
			fixed, code, ok = conv, conv, true
		}
	}
	// A vector's elements: values (12504) or reads (2.x) one after the other.
	if bytes.Count(code, []byte{byte(expr.OpStackValue)}) < 2 && !igcReadsSuspect(code) {
		return fixed, "", ok, nil
	}
	members, found, err := igcMembers(ctx, code, place)
	if err != nil {
		return nil, "", false, err
	}
	if found {
		return members, "", true, nil
	}
	return fixed, "", ok, nil
}

// igcReadsSuspect reports whether code may hold IGC 2.x's vector elements, reads one after
// the other without DW_OP_stack_value (a filter: igcMembers decides).
func igcReadsSuspect(code []byte) bool {
	return bytes.Count(code, []byte{expr.OpIntelRegvalBits.Code()})+bytes.Count(code, []byte{expr.OpIntelPushBitPieceStack.Code()}) >= 2
}

// igcPieceSuspect reports whether code has bytes igcPieceSize may read (a filter: the
// decode decides).
func igcPieceSuspect(code []byte) bool {
	for i := bytes.IndexByte(code, byte(expr.OpBitPiece)); i >= 0 && i+2 < len(code); {
		if _, _, ok := igcPieceSize(code[i+1:]); ok {
			return true
		}
		j := bytes.IndexByte(code[i+1:], byte(expr.OpBitPiece))
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// igcSuspect reports whether code may hold one of IGC's defects that igcFix reads (a
// DW_OP_stack_value byte before the end, IGC's 4-byte DW_OP_addr, IGC's DW_OP_bit_piece
// operands, two reads of registers): such code takes the full rewrite, which decodes it,
// never the byte-level shortcuts.
func igcSuspect(ctx expr.Context, code []byte) bool {
	if len(code) == 5 && code[0] == byte(expr.OpAddr) && ctx.AddrSize == 8 {
		return true
	}
	if igcPieceSuspect(code) || igcReadsSuspect(code) {
		return true
	}
	return len(code) > 1 && bytes.IndexByte(code[:len(code)-1], byte(expr.OpStackValue)) >= 0
}

// igcMembers reads IGC's vector values as IGC means them. For a variable held in registers
// as an LLVM vector of n elements, IGC writes one location per element, one after the other,
// and no DW_OP_piece (IGC/DebugInfo/DwarfCompileUnit.cpp, CompileUnit::buildValidVar: one
// addSimdLane per vector element): in 12504 each a read of the lane's bits ending in
// DW_OP_stack_value, in 2.x a read alone (DbgVariable::emitExpression adds no
// DW_OP_stack_value to a vector). Each reads S bits, the width of the whole vector
// (DbgVariable::getRegisterValueSizeInBits gives the vector's size), and a
// "DW_OP_bit_piece S 0" (a DW_OP_LLVM_fragment of the whole value) may follow. Element k
// is the low S/n bits of the k-th read, which is what "DW_OP_stack_value, DW_OP_piece
// S/n/8" after each read makes of it in DWARF (a value piece takes the value's low-order
// bits; Intel's debugger anchors it the same way): the result is that composite, the
// fragment dropped (the pieces make it up). IGC writes S in a byte (extractSubRegValue's
// unsigned char), so a vector of 256 bits reads 0: where the lane's bit offset is a
// multiple of C (256, 512, ...) the read is of C bits, which the Intel form of
// "DW_OP_INTEL_regs, <offset>, C, DW_OP_INTEL_push_bit_piece_stack" says.
//
// The lists are read between pieces, each run between branches alone (IGC's SIMD32
// halves, a struct's members); ok is false when none is such a list. A read with pieces
// between its elements (IGC 2.x's struct of scalar members, each "stack_value,
// bit_piece") is not one. A list whose reads differ in size, or whose size does not split
// into n whole bytes, is an error saying what IGC wrote.
func igcMembers(ctx expr.Context, code []byte, place vectorPlace) (fixed []byte, ok bool, err error) {
	ops, err := expr.Decode(ctx, expr.DialectIntel, code)
	if err != nil {
		return nil, false, nil
	}
	targets := map[int]bool{}
	for i := range ops {
		if isBranch(ops[i].Op) {
			targets[int(ops[i].Args[0])] = true
		}
	}
	out := make([]expr.Operation, 0, len(ops)+8)
	for start := 0; start < len(ops); {
		end := start + 1
		for end < len(ops) && !isBranch(ops[end-1].Op) && !targets[ops[end].Offset] {
			end++
		}
		arm := vectorArm{ops: ops, off: ops[start].Offset, size: len(code), branches: len(targets) > 0}
		run, found, err := igcMemberRun(ctx, ops[start:end], place, arm)
		if err != nil {
			return nil, false, err
		}
		ok = ok || found
		out = append(out, run...)
		start = end
	}
	if !ok {
		return nil, false, nil
	}
	if noLocation(out) {
		// Every component refuted (placer), on every path: no location over the code the
		// expression holds in, which DWARF says with an empty expression.
		return []byte{}, true, nil
	}
	fixed, err = expr.Encode(ctx, expr.DialectIntel, out)
	if err != nil {
		return nil, false, err
	}
	return fixed, true, nil
}

// noLocation reports whether ops gives no location on any path: its only operations are
// empty pieces and branches on values computed from the lane and constants (IGC's SIMD32
// halves, each of whose components the machine code refutes), the stack empty at every
// piece, skip and branch target, so that every path reaches every piece it takes empty.
func noLocation(ops []expr.Operation) bool {
	targets := map[int]bool{}
	for i := range ops {
		if isBranch(ops[i].Op) {
			targets[int(ops[i].Args[0])] = true
		}
	}
	depth, pieces := 0, 0
	for i := range ops {
		o := &ops[i]
		if o.Offset >= 0 && targets[o.Offset] && depth != 0 {
			return false
		}
		switch o.Op {
		case expr.OpPiece:
			if depth != 0 {
				return false
			}
			pieces++
		case expr.OpBra:
			if depth != 1 {
				return false
			}
			depth = 0
		case expr.OpSkip:
			if depth != 0 {
				return false
			}
		default:
			pop, push, ok := o.StackEffect()
			if !ok || depth < pop {
				return false
			}
			depth += push - pop
		}
	}
	return pieces > 0 && depth == 0
}

// igcMemberRun is igcMembers for one run of operations without branches into or out of
// its middle: each stretch up to a piece is read alone (igcVector).
func igcMemberRun(ctx expr.Context, run []expr.Operation, place vectorPlace, arm vectorArm) ([]expr.Operation, bool, error) {
	body := run
	if n := len(body); n > 0 && isBranch(body[n-1].Op) {
		body = body[:n-1]
	}
	out := make([]expr.Operation, 0, len(run)+8)
	found := false
	for start := 0; start < len(body); {
		end := start
		for end < len(body) && body[end].Op != expr.OpPiece && body[end].Op != expr.OpBitPiece {
			end++
		}
		var term *expr.Operation
		if end < len(body) {
			term = &body[end]
		}
		seq, ok, err := igcVector(ctx, body[start:end], term, place, arm)
		if err != nil {
			return nil, false, err
		}
		if ok {
			out, found = append(out, seq...), true
		} else {
			out = append(out, body[start:min(end+1, len(body))]...)
		}
		start = end + 1
	}
	if !found {
		return run, false, nil
	}
	if len(body) < len(run) {
		out = append(out, run[len(run)-1])
	}
	return out, true, nil
}

// igcRead is one element of an IGC vector: the operations computing and reading it (and
// the DW_OP_stack_value after it, value), seq[read] the read (DW_OP_INTEL_regval_bits or
// DW_OP_INTEL_push_bit_piece_stack) of bits bits.
type igcRead struct {
	seq      []expr.Operation
	read     int
	bits     uint64
	value    bool
	consumed int // operations of the list it stands for
}

// igcVector reads seq, a stretch of operations that term (nil: the end of the run) ends,
// as IGC's list of a vector's elements (igcMembers). ok is false when it is not one.
func igcVector(ctx expr.Context, seq []expr.Operation, term *expr.Operation, place vectorPlace, arm vectorArm) ([]expr.Operation, bool, error) {
	if term != nil && term.Op != expr.OpBitPiece {
		return nil, false, nil // a DW_OP_piece: not IGC's fragment
	}
	var elems []igcRead
	for start := 0; start < len(seq); {
		e, ok := igcElement(seq, start)
		if !ok {
			return nil, false, nil
		}
		if len(elems) > 0 && e.value != elems[0].value {
			return nil, false, nil
		}
		elems = append(elems, e)
		start += e.consumed
	}
	if len(elems) < 2 {
		return nil, false, nil
	}
	size, at := elems[0].bits, elems[0].seq[elems[0].read].Offset
	for _, e := range elems[1:] {
		if e.bits != size {
			return nil, false, fmt.Errorf("IGC's elements of a vector one after the other read %d bits then %d (at offset 0x%x): no element size", size, e.bits, e.seq[e.read].Offset)
		}
	}
	n := uint64(len(elems))
	if term != nil && (term.Args[0] != size || term.Args[1] != 0) {
		return nil, false, fmt.Errorf("IGC's %d elements of a vector of %d bits (at offset 0x%x) end in DW_OP_bit_piece 0x%x 0x%x, not the whole vector", n, size, at, term.Args[0], term.Args[1])
	}
	if size%n != 0 || (size/n)%8 != 0 {
		return nil, false, fmt.Errorf("IGC's %d elements of a vector of %d bits (at offset 0x%x): %d bits do not split into %d elements of whole bytes", n, size, at, size, n)
	}
	reads, err := place(ctx, elems[0], n, size/n/8, arm)
	if err != nil {
		return nil, false, err
	}
	out := make([]expr.Operation, 0, len(seq)+3*len(elems))
	for k := range elems {
		read := reads[k]
		if k == 0 && len(read) > 0 {
			// The first operation stands for the list's first, which a branch may reach.
			read = append([]expr.Operation(nil), read...)
			read[0].Offset, read[0].Len = seq[0].Offset, seq[0].Len
		}
		p := expr.Operation{Op: expr.OpPiece, Args: [3]uint64{size / n / 8}, Offset: -1}
		if len(read) > 0 {
			out = append(out, read...)
			out = append(out, expr.Operation{Op: expr.OpStackValue, Offset: -1})
		} else if k == 0 {
			// A component the machine code refutes (placer): an empty piece, no location,
			// which stands for the list's first operation.
			p.Offset, p.Len = seq[0].Offset, seq[0].Len
		}
		switch {
		case k == len(elems)-1 && term != nil:
			// The last piece stands for the fragment's bytes, so that a branch to the
			// end of the list still finds it.
			p.Offset, p.Len = term.Offset, term.Len
		case k == len(elems)-1:
			// It stands for the list's last operation: the list's end (a branch target, or
			// the expression's end) stays where it was.
			last := seq[len(seq)-1]
			p.Offset, p.Len = last.Offset, last.Len
		}
		out = append(out, p)
	}
	return out, true, nil
}

// igcElement reads the element of an IGC vector list that starts at seq[start]:
// operations computing from the lane, constants and registers, then a read, then
// DW_OP_stack_value or not. ok is false for anything else, and for a read of 0 bits whose
// bit offset is not a multiple of 256 bits (IGC's size cut to a byte).
func igcElement(seq []expr.Operation, start int) (e igcRead, ok bool) {
	r := start
	for ; r < len(seq); r++ {
		o := &seq[r]
		if o.Op == expr.OpIntelRegvalBits || o.Op == expr.OpIntelPushBitPieceStack {
			break
		}
		if _, _, ok := o.StackEffect(); ok || o.Op == expr.OpIntelRegs {
			continue
		}
		if _, ok := registerOf(*o); !ok {
			return e, false
		}
	}
	if r >= len(seq) || r < start+2 {
		return e, false
	}
	read := seq[r]
	// sizeAt: the operation pushing the size (push_bit_piece_stack) or none (regval_bits).
	sizeAt := r
	if read.Op == expr.OpIntelRegvalBits {
		e.bits = read.Args[0]
	} else {
		n, ok := constPush(&seq[r-1])
		if !ok || r-1 < start+1 {
			return e, false
		}
		e.bits, sizeAt = n, r-1
	}
	e.seq = seq[start : r+1]
	e.read = r - start
	if e.bits == 0 {
		// "<offset>, <const C>, mul" with C a multiple of 256: C bits.
		if sizeAt-2 < start || seq[sizeAt-1].Op != expr.OpMul {
			return e, false
		}
		c, ok := constPush(&seq[sizeAt-2])
		if !ok || c == 0 || c%256 != 0 || c > 1<<16 {
			return e, false
		}
		e.bits = c
		size := expr.Operation{Op: expr.OpConst2u, Args: [3]uint64{c}, Offset: -1}
		if read.Op == expr.OpIntelPushBitPieceStack {
			size.Offset, size.Len = seq[r-1].Offset, seq[r-1].Len
			e.seq = append(append(append([]expr.Operation(nil), seq[start:r-1]...), size), read)
		} else {
			// <R> <B> regval_bits 0 -> <R> DW_OP_INTEL_regs <B> C push_bit_piece_stack.
			b := laneTail(seq[:r], r, func(int) bool { return false })
			if b <= start {
				return e, false
			}
			size.Offset, size.Len = read.Offset, read.Len
			e.seq = append(append([]expr.Operation(nil), seq[start:b]...), expr.Operation{Op: expr.OpIntelRegs, Offset: -1})
			e.seq = append(append(e.seq, seq[b:r]...), size, expr.Operation{Op: expr.OpIntelPushBitPieceStack, Offset: -1})
		}
		e.read = len(e.seq) - 1
	}
	if r+1 < len(seq) && seq[r+1].Op == expr.OpStackValue {
		e.seq = append(e.seq[:len(e.seq):len(e.seq)], seq[r+1])
		e.value = true
		r++
	}
	e.consumed = r + 1 - start
	return e, true
}

// widePiece returns the operations that make a read of n bits at ops[i], wider than an
// address, at the offset on the stack of the location below it, a piece of that location:
// the read made the object's value by DW_OP_stack_value at the end of the expression (or of
// its half) gives "LLVM_bit_offset, piece n/8"; one followed by DW_OP_piece M (IGC's vector
// elements read as IGC means them: the low M bytes of the value) gives "LLVM_bit_offset,
// piece M". ahead is how many operations after ops[i] the sequence stands for; ok is false
// for any other use of the value.
func (m *migrator) widePiece(ops []expr.Operation, i int, n uint64, targets func(int) bool) (seq []expr.Operation, ahead int, ok bool) {
	if n == 0 || i+1 >= len(ops) || ops[i+1].Op != expr.OpStackValue {
		return nil, 0, false
	}
	bitOffset, ok := m.translate(expr.Operation{Op: expr.OpLLVMUser, Sub: expr.BitOffset, Offset: -1})
	if !ok {
		return nil, 0, false
	}
	piece := expr.Operation{Op: expr.OpPiece, Args: [3]uint64{n / 8}, Offset: -1}
	if n%8 != 0 {
		piece = expr.Operation{Op: expr.OpBitPiece, Args: [3]uint64{n, 0}, Offset: -1}
	}
	switch {
	case i+2 == len(ops) || ops[i+2].Op == expr.OpSkip || targets(ops[i+2].Offset):
		return []expr.Operation{bitOffset, piece}, 1, true
	case !targets(ops[i+2].Offset) && ops[i+2].Op == expr.OpPiece && ops[i+2].Args[0] > 0 && ops[i+2].Args[0] <= n/8:
		return []expr.Operation{bitOffset, ops[i+2]}, 2, true
	}
	return nil, 0, false
}

// guarded puts DW_OP_lit0 under a composite of registers built while a composite is under
// construction (IGC's vector elements, each a piece): the extension appends a piece to an
// incomplete composite just below it, so without something between them the registers'
// pieces would join the outer composite. The caller drops the lit0 (DW_OP_swap,
// DW_OP_drop) before the piece that takes the element (isGuard, rewriteExprFull).
func guarded(seq []expr.Operation) []expr.Operation {
	g := expr.Operation{Op: expr.OpLit0, Offset: seq[0].Offset}
	seq[0].Offset = -1
	return append([]expr.Operation{g}, seq...)
}

// isGuard reports whether seq starts with guarded's DW_OP_lit0, and returns the index just
// past the composite's DW_OP_LLVM_offset.
func isGuard(seq []expr.Operation) (end int, ok bool) {
	if len(seq) < 2 || seq[0].Op != expr.OpLit0 || seq[1].Op != expr.OpRegx {
		return 0, false
	}
	for k := range seq {
		if (seq[k].Op == expr.OpLLVMUser && seq[k].Sub == expr.Offset) || seq[k].Op == expr.OpLegacyOffset || seq[k].Op == expr.Op2020Offset {
			return k + 1, true
		}
	}
	return 0, false
}

// elementPiece reports whether the register read that ops[i] starts (DW_OP_INTEL_regs, or
// DW_OP_INTEL_regval_bits itself) ends in "DW_OP_stack_value, DW_OP_piece", IGC's vector
// element as igcMembers reads it, or "DW_OP_stack_value, DW_OP_bit_piece N 0", IGC 2.x's
// member of an aggregate: the only shapes in which migrate guards a composite built while
// another is under construction.
func elementPiece(ops []expr.Operation, i int, targets func(int) bool) bool {
	k := i
	for ; k < len(ops); k++ {
		if ops[k].Op == expr.OpIntelPushBitPieceStack || ops[k].Op == expr.OpIntelRegvalBits {
			break
		}
		if k > i {
			if _, _, ok := ops[k].StackEffect(); !ok {
				return false
			}
		}
	}
	if k+2 >= len(ops) || ops[k+1].Op != expr.OpStackValue || targets(ops[k+1].Offset) || targets(ops[k+2].Offset) {
		return false
	}
	// IGC 2.x's aggregate member: "stack_value, bit_piece N 0", the value's low N bits.
	p := &ops[k+2]
	return p.Op == expr.OpPiece || (p.Op == expr.OpBitPiece && p.Args[1] == 0)
}
