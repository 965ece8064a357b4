package visalink

import (
	"sort"
	"strconv"
	"strings"

	"hdwarf/sections/visaasm"
	"hdwarf/sections/visall"
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
		if len(in.Operands) != 1 || in.Operands[0] != privateBase || in.VisaID < 0 {
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
	base, ok := inputRead(in.Asm, uint32(fn.Insts[a.baseAt].VisaID), 8)
	if !ok {
		return Link{}, false
	}
	return Link{Kind: Private, Base: base, Var: thread, Offset: a.c, Size: a.perLane, From: uint32(fn.Insts[a.thread].VisaID)}, true
}

// inputRead finds, among the sources of vISA instruction id, the one payload input of size
// bytes it reads (through an alias), as the blob names its storage.
func inputRead(fn *visaasm.Function, id uint32, size uint32) (string, bool) {
	found := ""
	k := sort.Search(len(fn.Insts), func(i int) bool { return fn.Insts[i].Index >= id })
	for ; k < len(fn.Insts) && fn.Insts[k].Index == id; k++ {
		ins := &fn.Insts[k]
		for _, op := range ins.Operands[min(1, len(ins.Operands)):] { // sources: after the destination
			v, ok := storageVar(fn, op)
			if !ok {
				continue
			}
			if in, ok := fn.Input(v); ok && in.Size == size {
				if found != "" && found != v {
					return "", false
				}
				found = v
			}
		}
	}
	return found, found != ""
}
