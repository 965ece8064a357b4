package migrate

import (
	"errors"
	"fmt"

	"hdwarf/dwarfenc/expr"
)

// refMapper moves the DIE references found inside expressions. A nil refMapper means the
// expression has no unit (CFI): references are left as they are.
type refMapper interface {
	// unitRef maps a unit-relative DIE offset.
	unitRef(old uint64) (uint64, error)
	// infoRef maps a .debug_info offset.
	infoRef(old uint64) (uint64, error)
}

// errUnmappable marks an operation that has no equivalent in the target dialect.
var errUnmappable = errors.New("no equivalent")

// legacyOf is the AMD legacy operation for each DW_OP_LLVM_user sub-operation.
var legacyOf = func() map[expr.UserSubOp]expr.Op {
	m := map[expr.UserSubOp]expr.Op{}
	for _, op := range expr.Ops() {
		if !op.In(expr.DialectAMDLegacy) {
			continue
		}
		if sub, ok := op.UserEquivalent(); ok {
			m[sub] = op
		}
	}
	return m
}()

// exprResult is a rewritten expression.
type exprResult struct {
	code    []byte
	changed bool
	inner   []run // survived operations: old offset -> new offset (relative to the expression)
}

// rewriteExpr translates code from opts.From to opts.To and moves the DIE references in it.
// where names the place for messages. It returns the code itself when nothing changes.
func (m *migrator) rewriteExpr(ctx expr.Context, code []byte, refs refMapper, where func() string) (exprResult, error) {
	// Fast path: scan without allocating; most expressions have nothing to change.
	need := false
	for off := 0; off < len(code); {
		o, err := expr.DecodeOne(ctx, m.opts.From, code, off)
		if err != nil {
			return exprResult{}, m.undecodable(code, where, err)
		}
		if !o.Op.In(m.opts.To) || (refs != nil && m.refsMove(&o, refs)) {
			need = true
			break
		}
		off = o.End()
	}
	if !need {
		return exprResult{code: code}, nil
	}
	ops, err := expr.Decode(ctx, m.opts.From, code)
	if err != nil {
		return exprResult{}, m.undecodable(code, where, err)
	}
	targets := map[int]bool{}
	for i := range ops {
		if ops[i].Op == expr.OpSkip || ops[i].Op == expr.OpBra {
			targets[int(ops[i].Args[0])] = true
		}
	}
	type kept struct {
		idx int // in out
		raw []byte
	}
	var (
		out     []expr.Operation
		keeps   []kept
		srcOf   []int // for each op of out: index of the op of ops it copies unchanged, or -1
		counted []opCount
	)
	emit := func(o expr.Operation, src int) {
		out = append(out, o)
		srcOf = append(srcOf, src)
	}
	for i := 0; i < len(ops); i++ {
		o := ops[i]
		if refs != nil {
			if err := m.moveRefs(&o, refs); err != nil {
				return exprResult{}, fmt.Errorf("%s: operation at offset 0x%x (%s): %w", where(), o.Offset, o.Name(), err)
			}
		}
		if o.Op.In(m.opts.To) {
			src := i
			if o.Args != ops[i].Args {
				src = -1
			}
			emit(o, src)
			continue
		}
		// A one-for-one translation?
		if n, ok := m.translate(o); ok {
			emit(n, -1)
			counted = append(counted, opCount{from: o.Op, fromSub: o.Sub, to: n.Op, toSub: n.Sub})
			continue
		}
		// An Intel operation whose operands come from constants pushed just before it?
		if seq, used, ok := m.lowerIntel(ctx, ops, &out, i, targets); ok {
			// The operations folded into the sequence were emitted already: take them back.
			out, srcOf = out[:len(out)-used], srcOf[:len(srcOf)-used]
			for _, n := range seq {
				emit(n, -1)
			}
			counted = append(counted, opCount{from: o.Op, fromSub: o.Sub, seq: seqName(seq)})
			continue
		}
		msg := fmt.Sprintf("%s: operation at offset 0x%x: %s (0x%02x) has no equivalent in dialect %v", where(), o.Offset, o.Name(), o.Op.Code(), m.opts.To)
		if !m.opts.KeepUnmappable {
			return exprResult{}, fmt.Errorf("%s (use --keep-unmappable to keep it as it is)", msg)
		}
		raw, err := expr.Encode(ctx, m.opts.From, []expr.Operation{o})
		if err != nil {
			return exprResult{}, fmt.Errorf("%s: %w", where(), err)
		}
		m.noteKept(msg)
		// Placeholders of the same size keep branch targets right; the bytes are put back
		// after encoding.
		keeps = append(keeps, kept{len(out), raw})
		for k := range raw {
			p := expr.Operation{Op: expr.OpNop, Offset: -1}
			if k == 0 {
				p.Offset, p.Len = o.Offset, o.Len
			}
			emit(p, -1)
		}
	}
	enc, err := expr.Encode(ctx, m.opts.To, out)
	if err != nil {
		return exprResult{}, fmt.Errorf("%s: %w", where(), err)
	}
	// Where did each operation land?
	pos, err := expr.Decode(ctx, m.opts.To, enc)
	if err != nil || len(pos) != len(out) {
		return exprResult{}, fmt.Errorf("%s: re-encoded expression does not decode back (%v)", where(), err)
	}
	for _, k := range keeps {
		copy(enc[pos[k.idx].Offset:], k.raw)
	}
	res := exprResult{code: enc, changed: true}
	for j, src := range srcOf {
		if src >= 0 && pos[j].Len == ops[src].Len && !isBranch(ops[src].Op) {
			res.inner = append(res.inner, run{int64(ops[src].Offset), int64(pos[j].Offset), int64(pos[j].Len)})
		}
	}
	if m.counting {
		for _, c := range counted {
			m.opCounts[c]++
		}
	}
	return res, nil
}

func isBranch(op expr.Op) bool { return op == expr.OpSkip || op == expr.OpBra }

func seqName(seq []expr.Operation) string {
	s := ""
	for i := range seq {
		if i > 0 {
			s += ", "
		}
		s += seq[i].Name()
	}
	return s
}

// undecodable turns a decoding failure into an error naming the place.
func (m *migrator) undecodable(code []byte, where func() string, err error) error {
	return fmt.Errorf("%s: %w (expression % x)", where(), err, code)
}

func (m *migrator) noteKept(msg string) {
	if m.counting {
		m.rep.Kept = append(m.rep.Kept, msg)
	}
}

// refsMove reports whether o holds a DIE reference that the rewrite moves.
func (m *migrator) refsMove(o *expr.Operation, refs refMapper) bool {
	n := *o
	if err := m.moveRefs(&n, refs); err != nil {
		return true // let the slow path report it
	}
	return n.Args != o.Args
}

// moveRefs maps the DIE references among o's operands.
func (m *migrator) moveRefs(o *expr.Operation, refs refMapper) error {
	for i, k := range o.Kinds() {
		var err error
		switch {
		case k == expr.KindBaseType && o.Args[i] == 0: // the generic type
		case k == expr.KindBaseType || k == expr.KindRefCU2 || k == expr.KindRefCU4:
			o.Args[i], err = refs.unitRef(o.Args[i])
		case k == expr.KindRefAddr:
			o.Args[i], err = refs.infoRef(o.Args[i])
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// translate rewrites one operation that has a single-operation equivalent in the target
// dialect, keeping its offset so branches to it still land on it.
func (m *migrator) translate(o expr.Operation) (expr.Operation, bool) {
	var sub expr.UserSubOp
	switch {
	case o.Op == expr.OpLLVMUser:
		sub = o.Sub
	case o.Op == expr.OpIntelPushSimdLane:
		sub = expr.PushLane
	default:
		s, ok := o.Op.UserEquivalent()
		if !ok {
			return o, false
		}
		sub = s
	}
	n := o
	if m.opts.To == expr.DialectAMDLegacy {
		op, ok := legacyOf[sub]
		if !ok {
			return o, false
		}
		n.Op, n.Sub = op, 0
	} else {
		n.Op, n.Sub = expr.OpLLVMUser, sub
	}
	return n, n.Op.In(m.opts.To)
}

// constPush returns the value a constant-pushing operation pushes.
func constPush(o *expr.Operation) (uint64, bool) {
	switch {
	case o.Op >= expr.OpLit0 && o.Op <= expr.OpLit0+31:
		return uint64(o.Op - expr.OpLit0), true
	case o.Op == expr.OpConst1u || o.Op == expr.OpConst2u || o.Op == expr.OpConst4u ||
		o.Op == expr.OpConst8u || o.Op == expr.OpConstu:
		return o.Args[0], true
	case o.Op == expr.OpConst1s || o.Op == expr.OpConst2s || o.Op == expr.OpConst4s ||
		o.Op == expr.OpConst8s || o.Op == expr.OpConsts:
		if o.Int(0) >= 0 {
			return o.Args[0], true
		}
	}
	return 0, false
}

// lowerIntel rewrites Intel operations that pop constants pushed by the operations just
// before them into standard and heterogeneous operations:
//
//	<R> DW_OP_INTEL_regs                      -> DW_OP_regx R
//	<R> <B> DW_OP_INTEL_regval_bits N         -> DW_OP_regx R, <B>, bit_offset, DW_OP_deref_size N/8
//	<B> <N> DW_OP_INTEL_push_bit_piece_stack  -> <B>, bit_offset, DW_OP_deref_size N/8
//	<S> DW_OP_INTEL_piece_stack               -> DW_OP_piece S
//	<B> <N> DW_OP_INTEL_bit_piece_stack       -> DW_OP_bit_piece N B
//
// (bit_offset is DW_OP_LLVM_user DW_OP_LLVM_bit_offset, or 0xe5 in the AMD legacy dialect).
// The pushes must have been emitted unchanged as the last operations of out and must not be
// branch targets (except the first, whose offset the sequence takes over). It returns the
// sequence and how many operations of out it replaces.
func (m *migrator) lowerIntel(ctx expr.Context, ops []expr.Operation, out *[]expr.Operation, i int, targets map[int]bool) ([]expr.Operation, int, bool) {
	o := ops[i]
	// args collects the constants of the k operations before i.
	args := func(k int) ([]uint64, bool) {
		if i < k || len(*out) < k {
			return nil, false
		}
		vals := make([]uint64, k)
		for j := 0; j < k; j++ {
			p := &(*out)[len(*out)-k+j]
			if p.Offset != ops[i-k+j].Offset || p.Offset < 0 {
				return nil, false
			}
			if j > 0 && targets[p.Offset] {
				return nil, false
			}
			v, ok := constPush(p)
			if !ok {
				return nil, false
			}
			vals[j] = v
		}
		if targets[o.Offset] {
			return nil, false
		}
		return vals, true
	}
	first := func(k int) int { return ops[i-k].Offset }
	bitOffset, ok := m.translate(expr.Operation{Op: expr.OpLLVMUser, Sub: expr.BitOffset, Offset: -1})
	if !ok {
		return nil, 0, false
	}
	derefBits := func(n uint64) (expr.Operation, bool) {
		if n == 0 || n%8 != 0 || n/8 > uint64(ctx.AddrSize) {
			return expr.Operation{}, false
		}
		return expr.Operation{Op: expr.OpDerefSize, Args: [3]uint64{n / 8}, Offset: -1}, true
	}
	switch o.Op {
	case expr.OpIntelRegs:
		v, ok := args(1)
		if !ok {
			break
		}
		return []expr.Operation{{Op: expr.OpRegx, Args: [3]uint64{v[0]}, Offset: first(1), Len: o.End() - first(1)}}, 1, true
	case expr.OpIntelRegvalBits:
		v, ok := args(2)
		if !ok {
			break
		}
		d, ok := derefBits(o.Args[0])
		if !ok {
			break
		}
		b := (*out)[len(*out)-1]
		return []expr.Operation{
			{Op: expr.OpRegx, Args: [3]uint64{v[0]}, Offset: first(2), Len: o.End() - first(2)},
			{Op: b.Op, Args: b.Args, Offset: -1}, bitOffset, d}, 2, true
	case expr.OpIntelPushBitPieceStack:
		v, ok := args(2)
		if !ok {
			break
		}
		d, ok := derefBits(v[1])
		if !ok {
			break
		}
		b := (*out)[len(*out)-2]
		return []expr.Operation{{Op: b.Op, Args: b.Args, Offset: first(2), Len: o.End() - first(2)}, bitOffset, d}, 2, true
	case expr.OpIntelPieceStack:
		v, ok := args(1)
		if !ok {
			break
		}
		return []expr.Operation{{Op: expr.OpPiece, Args: [3]uint64{v[0]}, Offset: first(1), Len: o.End() - first(1)}}, 1, true
	case expr.OpIntelBitPieceStack:
		v, ok := args(2)
		if !ok {
			break
		}
		return []expr.Operation{{Op: expr.OpBitPiece, Args: [3]uint64{v[1], v[0]}, Offset: first(2), Len: o.End() - first(2)}}, 2, true
	}
	return nil, 0, false
}

// opCount is one kind of rewrite, counted for the report.
type opCount struct {
	from, to       expr.Op
	fromSub, toSub expr.UserSubOp
	seq            string // the sequence an operation became, when not one operation
}

func (c opCount) String() string {
	from := expr.Operation{Op: c.from, Sub: c.fromSub}
	to := c.seq
	if to == "" {
		to = (&expr.Operation{Op: c.to, Sub: c.toSub}).Name()
	}
	return fmt.Sprintf("%s (0x%02x) -> %s", from.Name(), c.from.Code(), to)
}
