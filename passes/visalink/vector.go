package visalink

import (
	"fmt"
	"math/bits"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"hdwarf/text/visaasm"
	"hdwarf/text/visall"
)

// Elem is where IGC keeps one element of a vector value: all lanes' copies of it, one after
// the other (component-major), from row Row, column Col (in units of the variable's type)
// of vISA variable Var, plus Bytes. In SIMD32 code whose instructions write 16 lanes at a
// time, Var holds lanes 0..15 and Var2 (Row2, Col2, Bytes2) lanes 16..31; Var2 is ""
// otherwise.
type Elem struct {
	Var                string
	Row, Col, Bytes    int
	Var2               string
	Row2, Col2, Bytes2 int
}

// maxVectorElems bounds the elements of a vector value that are linked.
const maxVectorElems = 64

// vectorType reads an LLVM vector type of at most maxVectorElems elements: the elements and
// each one's bytes.
func vectorType(ty string) (n, size int, ok bool) {
	n, size, ok = visall.VectorType(ty)
	return n, size, ok && n <= maxVectorElems
}

// vectorLink links a dbg.value of a vector value defined by instruction def: each element
// where the instruction that writes it puts it. A chain of insertelements gives each element
// its own: the insertelement's own copy into the vector's variable where it has code, else
// the instruction that computed the element. Any other instruction (a load, a call) writes
// the whole vector into one variable, component-major: element k of its ExecSize lanes k ×
// ExecSize elements on.
func vectorLink(in Input, fn *visall.Function, c visall.DbgCall, def int) (Link, string) {
	n, es, ok := vectorType(c.ValueType)
	if !ok {
		return Link{}, "the value is a vector of " + c.ValueType + ", whose elements are not read"
	}
	if in.Asm == nil {
		return Link{}, "no .visaasm"
	}
	l := Link{Kind: Register, ElemSize: es, Elems: make([]Elem, n)}
	if fn.Insts[def].Op != "insertelement" {
		e, comp, at, why := elemAt(in.Asm, fn, def, es)
		if why != "" {
			return Link{}, why
		}
		// Element k is k components (rows of the instruction's lanes) on.
		for k := range l.Elems {
			el := e
			el.Bytes = k * comp
			if el.Var2 != "" {
				el.Bytes2 = k * comp
			}
			l.Elems[k] = el
		}
		l.From = at
		return l, ""
	}
	seen := uint64(0) // the elements set, by bit
	for cur, steps := def, 0; steps <= n; steps++ {
		ins := &fn.Insts[cur]
		if ins.Op != "insertelement" {
			return Link{}, fmt.Sprintf("element of %s from a %s", c.Value, ins.Op)
		}
		vec, elt, idx, ok := insertOperands(ins.Text)
		if !ok {
			return Link{}, "an insertelement whose operands are not read: " + ins.Text
		}
		if idx < 0 || idx >= n {
			return Link{}, fmt.Sprintf("an insertelement at element %d of %d", idx, n)
		}
		if seen&(1<<idx) == 0 {
			seen |= 1 << idx
			var e Elem
			var at uint32
			why := ""
			// The insertelement's own copy into the vector's variable, where it has an
			// instruction; else the element where its instruction wrote it.
			own := ins.VisaID >= 0 && !sharesID(fn, cur) && opOf(in.Asm, uint32(ins.VisaID)) != ""
			if own {
				e, _, at, why = elemAt(in.Asm, fn, cur, es)
			}
			if !own || why != "" {
				if d, ok := fn.Def(elt); ok {
					e, _, at, why = elemAt(in.Asm, fn, d, es)
				} else {
					why = fmt.Sprintf("element %d (%s) is no value an instruction computes", idx, elt)
				}
			}
			if why != "" {
				return Link{}, fmt.Sprintf("element %d: %s", idx, why)
			}
			l.Elems[idx] = e
			l.From = max(l.From, at)
		}
		if vec == "undef" || vec == "poison" {
			break
		}
		d, ok := fn.Def(vec)
		if !ok {
			return Link{}, "an insertelement into " + vec + ", which no instruction defines"
		}
		cur = d
	}
	if all := ^uint64(0) >> (64 - n); seen != all {
		return Link{}, fmt.Sprintf("the insertelements of %s set %d of its %d elements", c.Value, bits.OnesCount64(seen), n)
	}
	return l, ""
}

// extractOperands reads "extractelement <3 x float> %p.sroa.0.0.copyload, i32 0, !dbg !547":
// the vector's type, the vector and the constant index.
var extractOperands = regexp.MustCompile(`^extractelement (<\d+ x [^>]+>) (%[-\w.$]+), i(?:8|16|32|64) (\d+)(?:,|$)`)

// elementLink links the value of an extractelement without code of its own (instruction
// def): element K of its vector, where the vector's link (vectorLink) keeps it, as a vector
// of that one element.
func elementLink(in Input, fn *visall.Function, def int) (Link, string) {
	ins := &fn.Insts[def]
	m := extractOperands.FindStringSubmatch(ins.Text)
	if m == nil {
		return Link{}, "an extractelement whose operands are not read: " + ins.Text
	}
	k, err := strconv.Atoi(m[3])
	n, _, ok := vectorType(m[1])
	if err != nil || !ok || k >= n {
		return Link{}, fmt.Sprintf("element %s of a %s", m[3], m[1])
	}
	vd, ok := fn.Def(m[2])
	if !ok {
		return Link{}, "an element of " + m[2] + ", which no instruction defines"
	}
	l, why := vectorLink(in, fn, visall.DbgCall{Kind: visall.Value, Value: m[2], ValueType: m[1]}, vd)
	if why != "" {
		return Link{}, fmt.Sprintf("element %d of %s: %s", k, m[2], why)
	}
	l.Elems = l.Elems[k : k+1]
	return l, ""
}

// insertOperands reads "insertelement <4 x float> %26, float %sub21, i32 3, !dbg !509": the
// vector, the element and the index.
func insertOperands(text string) (vec, elt string, idx int, ok bool) {
	f := strings.Split(text, ",")
	if len(f) < 3 {
		return "", "", 0, false
	}
	last := func(s string) string {
		w := strings.Fields(s)
		if len(w) == 0 {
			return ""
		}
		return w[len(w)-1]
	}
	vec, elt = last(f[0]), last(f[1])
	i, err := strconv.Atoi(last(f[2]))
	if err != nil {
		return "", "", 0, false
	}
	return vec, elt, i, true
}

// elemAt is where the instruction def writes its value: the destination of its first vISA
// instruction (after state setting), with Var2 the other half in SIMD32 code written 16
// lanes at a time; comp is the bytes of one component (its ExecSize lanes of es bytes), the
// distance between a whole vector's elements; at is the vISA id it holds from.
func elemAt(fn *visaasm.Function, lf *visall.Function, def, es int) (e Elem, comp int, at uint32, why string) {
	id := lf.Insts[def].VisaID
	if id < 0 {
		return Elem{}, 0, 0, "the instruction defining " + lf.Insts[def].Result + " has no visa id"
	}
	_, ok := dest(fn, uint32(id))
	for j := 1; !ok && j <= maxSetup && isSetup(fn, uint32(id)); j++ {
		id++
		_, ok = dest(fn, uint32(id))
	}
	if !ok {
		return Elem{}, 0, 0, fmt.Sprintf("vISA instruction $%d writes no general variable", id)
	}
	in, op := destInst(fn, uint32(id))
	o, ok := lscOperand(op)
	v, ok2 := storageVar(fn, op)
	if !ok || !ok2 || in.ExecSize < 1 {
		return Elem{}, 0, 0, fmt.Sprintf("vISA instruction $%d's destination %s is not read", id, op)
	}
	e = Elem{Var: v, Row: o.Row, Col: o.Col}
	if fn.SimdSize == 32 && in.ExecSize == 16 {
		for j := uint32(1); j <= maxHalfGap && e.Var2 == ""; j++ {
			in2, op2 := destInst(fn, uint32(id)+j)
			if in2 == nil || in2.Op != in.Op || in2.ExecSize != 16 {
				continue
			}
			o2, ok := lscOperand(op2)
			v2, ok2 := storageVar(fn, op2)
			if ok && ok2 && v2 != v {
				e.Var2, e.Row2, e.Col2 = v2, o2.Row, o2.Col
			}
		}
		if e.Var2 == "" {
			return Elem{}, 0, 0, fmt.Sprintf("$%d writes 16 lanes of SIMD32 into %s and no instruction after it writes the other 16", id, v)
		}
	}
	return e, in.ExecSize * es, uint32(id), ""
}

// destInst is vISA instruction id and its destination operand (nil when there is none).
func destInst(fn *visaasm.Function, id uint32) (*visaasm.Inst, string) {
	k := sort.Search(len(fn.Insts), func(i int) bool { return fn.Insts[i].Index >= id })
	if k == len(fn.Insts) || fn.Insts[k].Index != id || len(fn.Insts[k].Operands) == 0 {
		return nil, ""
	}
	in := &fn.Insts[k]
	ops := in.Operands
	if op, _, _ := strings.Cut(in.Op, "."); lastDest[op] {
		return in, ops[len(ops)-1]
	}
	return in, ops[0]
}

// lscOperand reads a destination operand: a region ("V0047(2,0)<1>") or an LSC message's
// whole variable with its data type ("V0070:d32x4", from its start).
func lscOperand(op string) (visaasm.Operand, bool) {
	if name, _, ok := strings.Cut(op, ":"); ok && !strings.ContainsAny(name, "(.<") {
		return visaasm.Operand{Name: name}, name != ""
	}
	return visaasm.ParseOperand(op)
}

// paramVector links a vector parameter of a vISA subroutine that arrives in variable l.Var:
// its elements component-major, element k the k-th row of all lanes, as a caller's copies
// fill it ("mov (M1, 8) V0065(k,0)<1> V0057(k,0)<1;1,0>" for k = 0..3). The variable must
// hold exactly the elements of every lane, of the element type's size; a SIMD32 variable
// of 16 lanes' elements (halves) is not linked.
func paramVector(asm *visaasm.Function, l Link, c visall.DbgCall) (Link, string) {
	n, es, ok := vectorType(c.ValueType)
	if !ok {
		return Link{}, "the parameter is a vector of " + c.ValueType + ", whose elements are not read"
	}
	d, ok := asm.Decl(l.Var)
	if !ok || asm.SimdSize < 1 || d.Type.Size() != es || d.NumElts != uint32(n*asm.SimdSize) {
		return Link{}, fmt.Sprintf("%s is a %s parameter of the function in %s, which does not hold %d elements of %d bytes for each of %d lanes",
			c.Value, c.ValueType, l.Var, n, es, asm.SimdSize)
	}
	// The callers' writes of the variable: each a whole row of lanes (an element), none a
	// lane's elements one after the other.
	writes := 0
	for i := range asm.Insts {
		in := &asm.Insts[i]
		if w, ok := dest(asm, in.Index); !ok || w != l.Var {
			continue
		}
		if writes++; in.ExecSize != asm.SimdSize {
			return Link{}, fmt.Sprintf("%s is a %s parameter of the function in %s, which vISA instruction $%d writes %d lanes at a time", c.Value, c.ValueType, l.Var, in.Index, in.ExecSize)
		}
	}
	if writes == 0 {
		return Link{}, fmt.Sprintf("%s is a %s parameter of the function in %s, which no instruction writes", c.Value, c.ValueType, l.Var)
	}
	v := Link{Kind: Register, From: l.From, ElemSize: es, Elems: make([]Elem, n)}
	for k := range v.Elems {
		v.Elems[k] = Elem{Var: l.Var, Bytes: k * asm.SimdSize * es}
	}
	return v, ""
}
