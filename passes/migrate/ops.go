package migrate

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"hdwarf/expr"
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

// UnmappableError is an operation with no equivalent in the target dialect, which
// Options.KeepUnmappable would keep as it is. Msg names the place and the operation.
type UnmappableError struct{ Msg string }

func (e *UnmappableError) Error() string { return e.Msg }

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

// exprResult is a rewritten expression. code and inner alias the exprWork that made them
// and are valid until its next use.
type exprResult struct {
	code    []byte
	changed bool
	inner   []run // survived operations: old offset -> new offset (relative to the expression)
	// unitRefs: the expression holds unit-relative DIE references whose encoded size can
	// depend on the layout (base types, call2); infoRefs: it holds .debug_info offsets,
	// which are known only once every unit is laid out.
	unitRefs, infoRefs bool
}

// exprWork is the scratch space and the counters of one goroutine rewriting expressions:
// the buffers are reused from one expression to the next so that rewriting allocates
// nothing once they have grown.
type exprWork struct {
	ops, out []expr.Operation
	srcOf    []int
	offs     []int
	code     []byte
	inner    []run
	keeps    []keptOp
	// pending holds what the expressions rewritten since the last commit or discard did;
	// a layout that is redone discards it, so that every rewrite is counted once.
	pending     []opCount
	pendingKept []string
	counts      []opTally
	kept        []string

	// checked and checkedEvals count the rewrites --check proved and its lane evaluations.
	checked, checkedEvals int

	// lanes is the SIMD width of the subprogram whose expression is being rewritten (0:
	// the file's, migrator.width); each caller of rewriteExpr sets it.
	lanes int
	// pc is the code the expression's location list entry covers, where IGC's vectors take
	// their layout from (vectorLayout); pcErr says why there is none. Each caller of
	// rewriteExpr sets them.
	pc    *codeRange
	pcErr error

	// refuted and refutedMsgs are the vector components of the expression being rewritten
	// that the machine code refutes (placer), which it writes as empty pieces; rewriteExpr
	// clears them. pendingDropped and dropped report them, as pendingKept and kept do.
	refuted                 []refutation
	refutedMsgs             []string
	pendingDropped, dropped []string
}

// opTally is how many times one kind of rewrite happened. The kinds are few (a handful of
// operations per dialect), so a list searched from the kind counted last beats a map.
type opTally struct {
	c opCount
	n int
}

// count adds n rewrites of kind c.
func (w *exprWork) count(c opCount, n int) {
	for i := len(w.counts) - 1; i >= 0; i-- {
		if w.counts[i].c == c {
			w.counts[i].n += n
			return
		}
	}
	w.counts = append(w.counts, opTally{c, n})
}

// commit counts the pending rewrites.
func (w *exprWork) commit() {
	for _, c := range w.pending {
		w.count(c, 1)
	}
	w.kept = append(w.kept, w.pendingKept...)
	w.dropped = append(w.dropped, w.pendingDropped...)
	w.discard()
}

func (w *exprWork) discard() {
	w.pending, w.pendingKept, w.pendingDropped = w.pending[:0], w.pendingKept[:0], w.pendingDropped[:0]
}

// merge adds o's committed counts to w's.
func (w *exprWork) merge(o *exprWork) {
	for _, t := range o.counts {
		w.count(t.c, t.n)
	}
	w.checked += o.checked
	w.checkedEvals += o.checkedEvals
	w.kept = append(w.kept, o.kept...)
	w.dropped = append(w.dropped, o.dropped...)
}

// keptOp is an operation kept from the input dialect (--keep-unmappable): placeholders
// take its place while encoding and its bytes are put back after.
type keptOp struct {
	idx int // in out
	raw []byte
}

func newExprWork() *exprWork { return &exprWork{} }

// skimTable says, for each opcode byte of the source dialect, whether an operation with
// that opcode makes its expression worth decoding (suspect), and otherwise its operand
// kinds, so that plain can step over operands without decoding them. Suspect are bytes
// that are not operations of the source dialect (decoding reports them), operations that
// do not exist in the target dialect, every vendor opcode 0xe0..0xff, operations holding
// DIE references that move, and operations whose operands plain does not step over.
type skimTable struct {
	anyByte [256]bool // the byte is suspect as an opcode
	kinds   [256][]expr.Kind
	// quick: a suspect operation that translates one for one and whose operands stay as
	// they are; control: an operation whose operands depend on the layout of the others
	// (branches, entry values). Both steer quickTranslate.
	quick, control [256]bool
	// prefix: for a quick operation whose operands are fixed-size and keep their kinds,
	// the bytes that replace its opcode (its operand bytes are copied as they are);
	// counted: the rewrite it makes, for the report.
	prefix  [256][]byte
	counted [256]opCount
	// fixed: the operand bytes of an operation whose operands have sizes that do not
	// depend on their values, with addrs address operands besides; -1 for the others.
	fixed [256]int8
	addrs [256]int8
	// lebs: the number of operands of an operation whose operands are all LEB128 numbers
	// (registers and offsets: fbreg, bregN, regx, piece, plus_uconst...), 0 for the others.
	lebs [256]int8
	// valueGoesOn: in the source dialect (Intel's) operations may follow DW_OP_stack_value
	// and use its value: such an expression takes the full rewrite (checkStackValues).
	valueGoesOn bool
}

// newSkimTable builds the table for rewriting from one dialect to another; translate is the
// one-for-one translation of operations (migrator.translate), which decides quick.
func newSkimTable(from, to expr.Dialect, translate func(expr.Operation) (expr.Operation, bool)) *skimTable {
	t := &skimTable{valueGoesOn: from == expr.DialectIntel}
	for b := 0; b < 256; b++ {
		op, ok := expr.Lookup(from, byte(b))
		if !ok {
			t.anyByte[b] = true
			continue
		}
		refs := false
		for _, k := range op.Operands() {
			switch k {
			case expr.KindBaseType, expr.KindRefCU2, expr.KindRefCU4, expr.KindRefAddr, expr.KindEHEnc, expr.KindEHAddr:
				refs = true
			case expr.KindBranch, expr.KindSubLen:
				t.control[b] = true
			}
		}
		t.kinds[b] = op.Operands()
		t.fixed[b] = fixedOperands(t.kinds[b], &t.addrs[b])
		t.lebs[b] = lebOperands(t.kinds[b])
		vendorKept := to == expr.DialectIntel && from == expr.DialectIntel && (op == expr.OpIntelPushSimdLane || op == expr.OpIntelRegvalBits)
		t.anyByte[b] = refs || (b >= 0xe0 && !vendorKept) || !writable(to, op) || op == expr.OpLLVMUser
		if t.anyByte[b] && !refs && !t.control[b] && op != expr.OpLLVMUser {
			var n expr.Operation
			n, t.quick[b] = translate(expr.Operation{Op: op})
			if t.quick[b] {
				t.prefix[b] = opcodePrefix(op, n, from, to)
				t.counted[b] = opCount{from: op, to: n.Op, toSub: n.Sub}
			}
		}
	}
	return t
}

// unitFreeSize is the size of an operand of kind k (expr's Kind.Size) when every unit gives
// it the same: 0 when the unit decides it (addresses, .debug_info offsets: their Size in an
// empty Context) or the operand's bytes do (LEB128 numbers, blocks).
func unitFreeSize(k expr.Kind) int {
	n, _ := k.Size(expr.Context{})
	return n
}

// fixedOperands returns the bytes of operands of the given kinds when their sizes do not
// depend on their values, counting address operands in addrs instead (the table serves
// units of every address size); -1 otherwise.
func fixedOperands(kinds []expr.Kind, addrs *int8) int8 {
	n := int8(0)
	for _, k := range kinds {
		switch size := unitFreeSize(k); {
		case k == expr.KindAddr:
			*addrs++
		case size > 0:
			n += int8(size)
		default:
			return -1
		}
	}
	return n
}

// lebOperands returns how many operands of the given kinds there are when they are all
// LEB128 numbers; 0 otherwise.
func lebOperands(kinds []expr.Kind) int8 {
	for _, k := range kinds {
		if k != expr.KindULEB && k != expr.KindSLEB && k != expr.KindReg {
			return 0
		}
	}
	return int8(len(kinds))
}

// opcodePrefix returns the bytes that stand for n's opcode when n has the same fixed-size
// operands as op, so that op's operand bytes can follow them as they are; nil otherwise.
func opcodePrefix(op expr.Op, n expr.Operation, from, to expr.Dialect) []byte {
	kinds := op.Operands()
	if !slices.Equal(kinds, n.Kinds()) {
		return nil
	}
	for _, k := range kinds {
		if k != expr.KindAddr && unitFreeSize(k) == 0 {
			return nil
		}
	}
	// Encoded with zero operands, both end in the same operand bytes.
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	src, err1 := expr.Encode(ctx, from, []expr.Operation{{Op: op}})
	dst, err2 := expr.Encode(ctx, to, []expr.Operation{{Op: n.Op, Sub: n.Sub}})
	if err1 != nil || err2 != nil || len(src) == 0 || len(dst) < len(src) || src[0] != op.Code() ||
		string(dst[len(dst)-len(src)+1:]) != string(src[1:]) {
		return nil
	}
	return dst[:len(dst)-len(src)+1]
}

// plain reports whether code comes out of the rewrite unchanged without decoding it: it
// has no suspect byte at all, or stepping from opcode to opcode meets none. Malformed
// expressions are not plain, so that decoding reports them.
func (m *migrator) plain(ctx expr.Context, code []byte) bool {
	if m.skim.valueGoesOn && igcSuspect(ctx, code) {
		return false // IGC's defects (igcFix) take the full rewrite
	}
	t := m.skim
	any := false
	for _, c := range code {
		if t.anyByte[c] {
			any = true
			break
		}
	}
	if !any {
		return true
	}
	for i := 0; i < len(code); {
		c := code[i]
		if t.anyByte[c] {
			return false
		}
		if n := t.fixed[c]; n >= 0 {
			i += 1 + int(n) + int(t.addrs[c])*ctx.AddrSize
			if i > len(code) {
				return false
			}
			continue
		}
		if n := t.lebs[c]; n > 0 {
			// Each operand ends at its first byte without the continuation bit.
			for i++; n > 0; n-- {
				for i < len(code) && code[i] >= 0x80 {
					i++
				}
				i++
			}
			if i > len(code) {
				return false
			}
			continue
		}
		if i = t.operandsEnd(ctx, code, i+1, c); i < 0 {
			return false
		}
	}
	return true
}

// operandsEnd returns where the operands of the operation with opcode c, which start at i,
// end (-1: past the expression).
func (t *skimTable) operandsEnd(ctx expr.Context, code []byte, i int, c byte) int {
	return expr.OperandsEnd(ctx, t.kinds[c], code, i)
}

// quickTranslate rewrites an expression whose only operations outside the target dialect
// translate one for one and whose other operations can stay as they are without being
// decoded: no branch or entry value (their operands would have to follow the new layout)
// and no DIE reference (those are suspect, so they take the full rewrite). Translated
// operations are decoded and encoded one by one; the stretches between them are copied and
// become the inner runs. ok is false when the expression needs the full rewrite.
func (m *migrator) quickTranslate(w *exprWork, ctx expr.Context, code []byte) (res exprResult, ok bool) {
	t := m.skim
	out, inner := w.code[:0], w.inner[:0]
	nPending := len(w.pending)
	bail := func() (exprResult, bool) {
		w.pending = w.pending[:nPending]
		return exprResult{}, false
	}
	from := 0 // start of the stretch copied as it is
	for i := 0; i < len(code); {
		c := code[i]
		if !t.anyByte[c] {
			if t.control[c] || (t.valueGoesOn && c == byte(expr.OpStackValue) && i+1 < len(code)) {
				return bail()
			}
			if i = t.operandsEnd(ctx, code, i+1, c); i < 0 {
				return bail()
			}
			continue
		}
		if !t.quick[c] {
			return bail()
		}
		if p := t.prefix[c]; p != nil {
			end := t.operandsEnd(ctx, code, i+1, c)
			if end < 0 {
				return bail()
			}
			if i > from {
				inner = append(inner, run{int64(from), int64(len(out)), int64(i - from)})
				out = append(out, code[from:i]...)
			}
			// Like an operation encoded anew, the copied operands get no inner run.
			out = append(out, p...)
			out = append(out, code[i+1:end]...)
			w.pending = append(w.pending, t.counted[c])
			i, from = end, end
			continue
		}
		o, err := expr.DecodeOne(ctx, m.opts.From, code, i)
		if err != nil {
			return bail()
		}
		n, ok := m.translate(o)
		if !ok {
			return bail()
		}
		if i > from {
			inner = append(inner, run{int64(from), int64(len(out)), int64(i - from)})
			out = append(out, code[from:i]...)
		}
		w.out = append(w.out[:0], n)
		if out, w.offs, err = expr.AppendEncodeOffsets(out, ctx, m.opts.To, w.out, w.offs); err != nil {
			return bail()
		}
		w.pending = append(w.pending, opCount{from: o.Op, fromSub: o.Sub, to: n.Op, toSub: n.Sub})
		i = o.End()
		from = i
	}
	if from == 0 {
		return bail() // nothing translated: not an expression this path is for
	}
	if len(code) > from {
		inner = append(inner, run{int64(from), int64(len(out)), int64(len(code) - from)})
		out = append(out, code[from:]...)
	}
	w.code, w.inner = out, inner
	return exprResult{code: out, changed: true, inner: inner}, true
}

// rewriteExpr translates code from opts.From to opts.To and moves the DIE references in it.
// where names the place for messages. It returns the code itself when nothing changes.
func (m *migrator) rewriteExpr(w *exprWork, ctx expr.Context, code []byte, refs refMapper, where func() string) (exprResult, error) {
	suspect := m.skim.valueGoesOn && igcSuspect(ctx, code)
	if !suspect && m.plain(ctx, code) {
		return exprResult{code: code}, nil
	}
	var res exprResult
	ok := false
	if !suspect {
		res, ok = m.quickTranslate(w, ctx, code)
	}
	w.refuted, w.refutedMsgs = w.refuted[:0], w.refutedMsgs[:0]
	if !ok {
		var err error
		if res, err = m.rewriteExprFull(w, ctx, code, refs, where); err != nil {
			return res, err
		}
		for _, msg := range w.refutedMsgs {
			w.pendingDropped = append(w.pendingDropped, where()+": "+msg)
		}
	}
	if m.opts.Check && res.changed {
		if err := m.check(w, ctx, code, res.code, where); err != nil {
			return exprResult{}, err
		}
	}
	return res, nil
}

// rewriteExprFull is rewriteExpr for expressions that are not plain, by decoding every
// operation and encoding the result.
func (m *migrator) rewriteExprFull(w *exprWork, ctx expr.Context, code []byte, refs refMapper, where func() string) (exprResult, error) {
	igcFixed := false
	if m.opts.From == expr.DialectIntel {
		fixed, what, ok, err := igcFix(ctx, code, m.placer(w, false))
		if err != nil {
			return exprResult{}, fmt.Errorf("%s: %w", where(), err)
		}
		if ok && what != "" {
			w.pending = append(w.pending, opCount{from: expr.OpAddr, seq: what})
			return exprResult{code: fixed, changed: true}, nil
		}
		if ok {
			// IGC's DW_OP_LLVM_convert, pieces and vectors read as IGC means them; the rest is rewritten
			// as usual.
			w.pending = append(w.pending, opCount{from: expr.OpStackValue, seq: "IGC's DW_OP_LLVM_convert bytes, DW_OP_bit_piece operands or vector elements read as IGC means them"})
			code, igcFixed = fixed, true
		}
	}
	// Decode once; most expressions that reach here still have nothing to change.
	ops := w.ops[:0]
	need := false
	var res exprResult
	for off := 0; off < len(code); {
		o, err := expr.DecodeOne(ctx, m.opts.From, code, off)
		if err != nil {
			w.ops = ops
			return exprResult{}, m.undecodable(code, where, err)
		}
		for _, k := range o.Kinds() {
			switch k {
			case expr.KindBaseType, expr.KindRefCU2:
				res.unitRefs = true
			case expr.KindRefAddr:
				res.infoRefs = true
			}
		}
		if !need && (!writable(m.opts.To, o.Op) || (refs != nil && m.refsMove(&o, refs))) {
			need = true
		}
		ops = append(ops, o)
		off = o.End()
	}
	w.ops = ops
	if !need {
		res.code, res.changed = code, igcFixed
		return res, nil
	}
	hasBranch := false
	for i := range ops {
		if isBranch(ops[i].Op) {
			hasBranch = true
			break
		}
	}
	isTarget := func(off int) bool {
		if !hasBranch {
			return false
		}
		for i := range ops {
			if isBranch(ops[i].Op) && int(ops[i].Args[0]) == off {
				return true
			}
		}
		return false
	}
	if m.opts.From == expr.DialectIntel {
		checked, err := checkStackValues(ops, isTarget)
		if err != nil {
			return exprResult{}, fmt.Errorf("%s: %w", where(), err)
		}
		ops = checked
	}
	out, srcOf := w.out[:0], w.srcOf[:0]
	w.keeps = w.keeps[:0]
	nPending, nKept := len(w.pending), len(w.pendingKept)
	// On failure the expression's counts are dropped.
	fail := func(err error) (exprResult, error) {
		w.pending, w.pendingKept = w.pending[:nPending], w.pendingKept[:nKept]
		return exprResult{}, err
	}
	var lanesAt *laneMap // the lanes reaching an operation, for computed registers
	regvalAt := -1       // --to intel: the push_bit_piece_stack that becomes regval_bits
	guardOpen := false   // a guarded composite's DW_OP_lit0 is under the element (guarded)
	emit := func(o expr.Operation, src int) {
		if guardOpen && (o.Op == expr.OpPiece || o.Op == expr.OpBitPiece) {
			out = append(out, expr.Operation{Op: expr.OpSwap, Offset: -1}, expr.Operation{Op: expr.OpDrop, Offset: -1})
			srcOf = append(srcOf, -1, -1)
			guardOpen = false
		}
		out = append(out, o)
		srcOf = append(srcOf, src)
	}
	for i := 0; i < len(ops); i++ {
		o := ops[i]
		if refs != nil {
			if err := m.moveRefs(&o, refs); err != nil {
				return fail(fmt.Errorf("%s: operation at offset 0x%x (%s): %w", where(), o.Offset, o.Name(), err))
			}
		}
		if writable(m.opts.To, o.Op) {
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
			w.pending = append(w.pending, opCount{from: o.Op, fromSub: o.Sub, to: n.Op, toSub: n.Sub})
			continue
		}
		if m.opts.To == expr.DialectIntel && o.Op == expr.OpLLVMUser {
			if lanesAt == nil && m.width(w) > 0 {
				lanesAt = laneRegions(m.laneCache, ctx, m.opts.From, ops, m.width(w), len(code))
			}
			seq, used, ahead, ok, err := m.lowerUserToIntel(ctx, ops, out, i, isTarget, lanesAt)
			if err != nil {
				return fail(fmt.Errorf("%s: operation at offset 0x%x: %s: %v", where(), o.Offset, o.Name(), err))
			}
			if ok {
				out, srcOf = out[:len(out)-used], srcOf[:len(srcOf)-used]
				if seq[0].Offset >= 0 {
					seq[0].Len = ops[i+ahead].End() - seq[0].Offset
				}
				for _, n := range seq {
					emit(n, -1)
				}
				w.pending = append(w.pending, opCount{from: o.Op, fromSub: o.Sub, seq: "DW_OP_INTEL_regval_bits"})
				i += ahead
				continue
			}
		}
		if m.opts.To == expr.DialectIntel {
			seq, used, drop, at, err := m.lowerToIntel(ops, out, i, isTarget, regvalAt)
			if err != nil {
				return fail(fmt.Errorf("%s: operation at offset 0x%x: %s (0x%02x): %v", where(), o.Offset, o.Name(), o.Op.Code(), err))
			}
			if drop {
				regvalAt = at
				w.pending = append(w.pending, opCount{from: o.Op, seq: "(the register number stays for DW_OP_INTEL_regval_bits)"})
				continue
			}
			if seq != nil {
				out, srcOf = out[:len(out)-used], srcOf[:len(srcOf)-used]
				if seq[0].Offset >= 0 {
					seq[0].Len = o.End() - seq[0].Offset
				}
				for _, n := range seq {
					emit(n, -1)
				}
				w.pending = append(w.pending, opCount{from: o.Op, seq: seqName(seq[len(seq)-1:])})
				continue
			}
		}
		// An Intel operation whose operands come from constants pushed just before it?
		if seq, used, ok := m.lowerIntel(ctx, ops, &out, i, isTarget); ok {
			// The operations folded into the sequence were emitted already: take them back.
			out, srcOf = out[:len(out)-used], srcOf[:len(srcOf)-used]
			for _, n := range seq {
				emit(n, -1)
			}
			w.pending = append(w.pending, opCount{from: o.Op, fromSub: o.Sub, seq: seqName(seq)})
			continue
		}
		// One whose operands are computed from the lane?
		if lanesAt == nil && m.width(w) > 0 {
			lanesAt = laneRegions(m.laneCache, ctx, m.opts.From, ops, m.width(w), len(code))
		}
		seq, used, ahead, ok, err := m.lowerComputed(ctx, ops, out, i, isTarget, lanesAt)
		if ok {
			out, srcOf = out[:len(out)-used], srcOf[:len(srcOf)-used]
			if seq[0].Offset >= 0 {
				// The sequence stands for the operations up to the last it replaces.
				seq[0].Len = ops[i+ahead].End() - seq[0].Offset
			}
			if end, ok := isGuard(seq); ok {
				// The composite's own pieces go under the guard; the next piece takes it off.
				out, srcOf = append(out, seq[:end]...), append(srcOf, make([]int, end)...)
				for k := len(srcOf) - end; k < len(srcOf); k++ {
					srcOf[k] = -1
				}
				seq, guardOpen = seq[end:], true
			}
			for _, n := range seq {
				emit(n, -1)
			}
			i += ahead
			w.pending = append(w.pending, opCount{from: o.Op, fromSub: o.Sub, seq: computedName(o.Op)})
			continue
		}
		msg := fmt.Sprintf("%s: operation at offset 0x%x: %s (0x%02x) has no equivalent in dialect %v", where(), o.Offset, o.Name(), o.Op.Code(), m.opts.To)
		if err != nil {
			msg = fmt.Sprintf("%s: operation at offset 0x%x: %s (0x%02x): %v", where(), o.Offset, o.Name(), o.Op.Code(), err)
		}
		if !m.opts.KeepUnmappable {
			return fail(&UnmappableError{Msg: msg})
		}
		raw, err := expr.Encode(ctx, m.opts.From, []expr.Operation{o})
		if err != nil {
			return fail(fmt.Errorf("%s: %w", where(), err))
		}
		w.pendingKept = append(w.pendingKept, msg)
		// Placeholders of the same size keep branch targets right; the bytes are put back
		// after encoding.
		w.keeps = append(w.keeps, keptOp{len(out), raw})
		for k := range raw {
			p := expr.Operation{Op: expr.OpNop, Offset: -1}
			if k == 0 {
				p.Offset, p.Len = o.Offset, o.Len
			}
			emit(p, -1)
		}
	}
	w.out, w.srcOf = out, srcOf
	enc, offs, err := expr.AppendEncodeOffsets(w.code[:0], ctx, m.opts.To, out, w.offs)
	w.code = enc
	if err != nil {
		return fail(fmt.Errorf("%s: %w", where(), err))
	}
	w.offs = offs
	for _, k := range w.keeps {
		copy(enc[offs[k.idx]:], k.raw)
	}
	res.code, res.changed = enc, true
	inner := w.inner[:0]
	for j, src := range srcOf {
		if n := offs[j+1] - offs[j]; src >= 0 && n == ops[src].Len && !isBranch(ops[src].Op) {
			// Operations copied one after the other map alike: one run holds them all,
			// which keeps the maps of large sections small.
			if k := len(inner) - 1; k >= 0 && inner[k].old+inner[k].n == int64(ops[src].Offset) && inner[k].new+inner[k].n == int64(offs[j]) {
				inner[k].n += int64(n)
				continue
			}
			inner = append(inner, run{int64(ops[src].Offset), int64(offs[j]), int64(n)})
		}
	}
	w.inner = inner
	res.inner = inner
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
	if m.opts.To == expr.DialectIntel {
		// Intel's debuggers know one lane operation.
		if sub != expr.PushLane {
			return o, false
		}
		n.Op, n.Sub = expr.OpIntelPushSimdLane, 0
		return n, true
	}
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

// writable reports whether op may be written in dialect to: an operation of the dialect,
// and for DialectIntel one that current Intel debuggers decode (gdb-oneapi 2025 and later:
// the standard operations, DW_OP_INTEL_push_simd_lane and DW_OP_INTEL_regval_bits; not
// 0xeb/0xec/0xee/0xef, nor DW_OP_LLVM_user).
func writable(to expr.Dialect, op expr.Op) bool {
	if !op.In(to) {
		return false
	}
	if to == expr.DialectIntel {
		switch op {
		case expr.OpLLVMUser, expr.OpIntelRegs, expr.OpIntelPushBitPieceStack, expr.OpIntelPieceStack, expr.OpIntelBitPieceStack:
			return false
		}
	}
	return true
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
func (m *migrator) lowerIntel(ctx expr.Context, ops []expr.Operation, out *[]expr.Operation, i int, targets func(int) bool) ([]expr.Operation, int, bool) {
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
			if j > 0 && targets(p.Offset) {
				return nil, false
			}
			v, ok := constPush(p)
			if !ok {
				return nil, false
			}
			vals[j] = v
		}
		if targets(o.Offset) {
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
