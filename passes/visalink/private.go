package visalink

import (
	"strconv"
	"strings"

	"hdwarf/text/visaasm"
	"hdwarf/text/visall"
)

// IGC 2.x at -O0 gives each private variable one slot per lane and declares the slot's
// address, computed in the function's first block as
//
//	%5  = mul i32 %hwtid, %perThread, !perThreadOffset    (the thread's offset)
//	%16 = add i32 %5, simd × K + lane × E                 (simdSize, simdLaneId: constants)
//	%20 = inttoptr (add i64 (ptrtoint %privateBase), zext %16)
//
// privateSlot reads that form back: the slot is privateBase + thread offset + simd × K +
// lane × E, where vISA variables hold the private base (a payload input) and the thread's
// offset (IGC keeps both live over the whole function for the debugger).

const (
	simdLaneID     = "llvm.genx.GenISA.simdLaneId"
	simdSize       = "llvm.genx.GenISA.simdSize"
	ptrToPair      = "llvm.genx.GenISA.ptr.to.pair"
	pairToPtr      = "llvm.genx.GenISA.pair.to.ptr"
	addPair        = "llvm.genx.GenISA.add.pair"
	privateBase    = "%privateBase"
	perThreadMark  = "!perThreadOffset"
	maxLinearDepth = 32
	maxLinearSteps = 256 // instructions read per address: a shared operand is read again
)

// linear is an address as a sum: c + lane × perLane + base × privateBase + the thread's
// offset (thread: its instruction, -1 for none).
type linear struct {
	c, perLane int64
	base       int64
	thread     int
	baseAt     int // the instruction turning privateBase into an integer (-1: none)
}

func (a linear) constant() bool { return a.perLane == 0 && a.base == 0 && a.thread < 0 }

// add sums two forms; false when both hold the thread's offset or privateBase's use.
func (a linear) add(b linear) (linear, bool) {
	if a.thread >= 0 && b.thread >= 0 || a.baseAt >= 0 && b.baseAt >= 0 {
		return linear{}, false
	}
	out := linear{c: a.c + b.c, perLane: a.perLane + b.perLane, base: a.base + b.base, thread: max(a.thread, b.thread), baseAt: max(a.baseAt, b.baseAt)}
	return out, true
}

// evaluator reads the values of one function as linear forms.
type evaluator struct {
	fn    *visall.Function
	simd  int64
	steps int
}

// value reads an operand as written: a value name or an integer.
func (e *evaluator) value(v string, depth int) (linear, bool) {
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		return linear{c: n, thread: -1, baseAt: -1}, true
	}
	if !strings.HasPrefix(v, "%") {
		return linear{}, false
	}
	d, ok := e.fn.Def(v)
	if !ok {
		return linear{}, false
	}
	return e.inst(d, depth)
}

// inst reads instruction i's result.
func (e *evaluator) inst(i, depth int) (linear, bool) {
	e.steps++
	if depth > maxLinearDepth || e.steps > maxLinearSteps {
		return linear{}, false
	}
	in := &e.fn.Insts[i]
	none := linear{thread: -1, baseAt: -1}
	if strings.Contains(in.Text, perThreadMark) {
		out := none
		out.thread = i
		return out, in.VisaID >= 0
	}
	switch in.Op {
	case "call":
		switch {
		case strings.HasPrefix(in.Callee, pairToPtr):
			// A 64-bit address made of 32-bit halves (parts without 64-bit integer adds).
			args := callArgs(in.Text)
			if len(args) != 2 {
				return linear{}, false
			}
			return e.pair(args[0], args[1], depth+1)
		}
		switch in.Callee {
		case simdLaneID:
			out := none
			out.perLane = 1
			return out, true
		case simdSize:
			out := none
			out.c = e.simd
			return out, e.simd > 0
		}
		return linear{}, false
	case "zext", "inttoptr":
		if len(in.Operands) != 1 {
			return linear{}, false
		}
		return e.value(in.Operands[0], depth+1)
	case "ptrtoint":
		if len(in.Operands) != 1 || in.Operands[0] != privateBase {
			return linear{}, false
		}
		out := none
		out.base, out.baseAt = 1, i
		return out, true
	case "add", "mul", "shl":
		a, b, ok := binaryArgs(in.Text)
		if !ok {
			return linear{}, false
		}
		x, ok := e.value(a, depth+1)
		if !ok {
			return linear{}, false
		}
		y, ok := e.value(b, depth+1)
		if !ok {
			return linear{}, false
		}
		switch in.Op {
		case "add":
			return x.add(y)
		case "shl":
			if !y.constant() || y.c < 0 || y.c > 32 {
				return linear{}, false
			}
			y.c = 1 << y.c
		}
		if !x.constant() {
			x, y = y, x
		}
		if !x.constant() || y.thread >= 0 || y.base != 0 {
			return linear{}, false // only constants and lanes scale
		}
		return linear{c: x.c * y.c, perLane: x.c * y.perLane, thread: -1, baseAt: -1}, true
	}
	return linear{}, false
}

// pair reads a 64-bit value given as its low and high halves: the two halves of one pair
// (ptr.to.pair of the private base, or add.pair of two pairs), or a 32-bit value and 0.
func (e *evaluator) pair(lo, hi string, depth int) (linear, bool) {
	e.steps++
	if depth > maxLinearDepth || e.steps > maxLinearSteps {
		return linear{}, false
	}
	if hi == "0" {
		return e.value(lo, depth+1)
	}
	li, ok1 := e.fn.Def(lo)
	hj, ok2 := e.fn.Def(hi)
	if !ok1 || !ok2 {
		return linear{}, false
	}
	a, b := &e.fn.Insts[li], &e.fn.Insts[hj]
	if a.Op != "extractvalue" || b.Op != "extractvalue" || len(a.Operands) != 1 || len(b.Operands) != 1 ||
		a.Operands[0] != b.Operands[0] || lastArg(a.Text) != "0" || lastArg(b.Text) != "1" {
		return linear{}, false
	}
	pi, ok := e.fn.Def(a.Operands[0])
	if !ok {
		return linear{}, false
	}
	p := &e.fn.Insts[pi]
	args := callArgs(p.Text)
	switch {
	case p.Op == "call" && strings.HasPrefix(p.Callee, ptrToPair) && len(p.Operands) == 1 && p.Operands[0] == privateBase:
		return linear{base: 1, thread: -1, baseAt: li}, true
	case p.Op == "call" && p.Callee == addPair && len(args) == 4:
		x, ok := e.pair(args[0], args[1], depth+1)
		if !ok {
			return linear{}, false
		}
		y, ok := e.pair(args[2], args[3], depth+1)
		if !ok {
			return linear{}, false
		}
		return x.add(y)
	}
	return linear{}, false
}

// callArgs reads the operands of a call as written, without their types:
// "call ptr @f(i32 %26, i32 %27)" gives %26, %27.
func callArgs(text string) []string {
	at := strings.IndexByte(text, '@')
	if at < 0 {
		return nil
	}
	open := strings.IndexByte(text[at:], '(')
	end := strings.IndexByte(text[at:], ')')
	if open < 0 || end < open {
		return nil
	}
	var out []string
	for _, a := range strings.Split(text[at+open+1:at+end], ",") {
		if f := strings.Fields(a); len(f) > 0 {
			out = append(out, f[len(f)-1])
		}
	}
	return out
}

// lastArg is the last comma-separated operand of an instruction ("extractvalue { i32, i32 }
// %22, 1" gives 1), before any metadata.
func lastArg(text string) string {
	if i := strings.Index(text, ", !"); i >= 0 {
		text = text[:i]
	}
	i := strings.LastIndexByte(text, ',')
	return strings.TrimSpace(text[i+1:])
}

// binaryArgs reads the two operands of "add nuw nsw i32 %5, %15, !dbg !490".
func binaryArgs(text string) (string, string, bool) {
	f := strings.Fields(text)
	i := 1
	for i < len(f) && (f[i] == "nuw" || f[i] == "nsw" || f[i] == "exact") {
		i++
	}
	if i+2 >= len(f) {
		return "", "", false
	}
	a, b := strings.TrimSuffix(f[i+1], ","), strings.TrimSuffix(f[i+2], ",")
	if !strings.HasSuffix(f[i+1], ",") || strings.HasPrefix(b, "!") {
		return "", "", false
	}
	return a, b, true
}

// privateSlot reads the address instruction def defines as IGC 2.x's per-lane private slot.
func privateSlot(in Input, fn *visall.Function, def int) (Link, bool) {
	e := evaluator{fn: fn, simd: int64(in.Asm.SimdSize)}
	a, ok := e.inst(def, 0)
	if !ok || a.base != 1 || a.thread < 0 || a.baseAt < 0 || a.perLane <= 0 || a.c < 0 {
		return Link{}, false
	}
	thread, ok := dest(in.Asm, uint32(fn.Insts[a.thread].VisaID))
	if !ok {
		return Link{}, false
	}
	if d, ok := in.Asm.Decl(thread); !ok || !d.Output {
		return Link{}, false // not the variable IGC keeps for the debugger
	}
	base, ok := outputInput(in.Asm, 8)
	if !ok {
		return Link{}, false
	}
	return Link{Kind: Private, Base: base, Var: thread, Offset: a.c, Size: a.perLane, From: uint32(fn.Insts[a.thread].VisaID)}, true
}

// outputInput is the one payload input of size bytes declared attrs={Output}: at -O0 IGC
// keeps the private base so, live over the whole function for the debugger (the instruction
// that adds it to an address may be folded into a message's addressing, cri).
func outputInput(fn *visaasm.Function, size uint32) (string, bool) {
	found := ""
	for _, in := range fn.Inputs {
		if d, ok := fn.Decl(in.Name); ok && d.Output && in.Size == size {
			if found != "" {
				return "", false
			}
			found = in.Name
		}
	}
	return found, found != ""
}

// stackSlot reads the frame slot IGC 2.x allocates without !StorageOffset: the address
// instruction def defines is (a cast of) StackAlloca(simd × K + lane × E), the frame layout
// !StorageOffset K and !StorageSize E describe in IGC 12504.
func stackSlot(in Input, fn *visall.Function, def int) (Link, bool) {
	for n := 0; n < maxChain && fn.Insts[def].Callee != stackAlloca; n++ {
		if !isCast(fn.Insts[def].Op) || len(fn.Insts[def].Operands) != 1 {
			return Link{}, false
		}
		d, ok := fn.Def(fn.Insts[def].Operands[0])
		if !ok {
			return Link{}, false
		}
		def = d
	}
	if fn.Insts[def].Callee != stackAlloca || in.Asm == nil || in.Asm.SimdSize <= 0 {
		return Link{}, false
	}
	args := callArgs(fn.Insts[def].Text)
	if len(args) != 1 {
		return Link{}, false
	}
	e := evaluator{fn: fn, simd: int64(in.Asm.SimdSize)}
	a, ok := e.value(args[0], 0)
	if !ok || a.base != 0 || a.thread >= 0 || a.perLane <= 0 || a.c < 0 || a.c%e.simd != 0 {
		return Link{}, false
	}
	return Link{Kind: Frame, Offset: a.c / e.simd, Size: a.perLane}, true
}
