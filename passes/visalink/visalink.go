// Package visalink links source variables to their storage in a vISA kernel, from IGC's dump
// of the same build: the function's `*.visa.ll` (final IR, instructions tagged with the vISA
// id of the first instruction emitted for them, debug intrinsics with IGC's storage
// attachments), the run's whole-module dump (the metadata nodes) and the object's `.visaasm`
// (which vISA variable an instruction writes).
//
// Each llvm.dbg.declare or llvm.dbg.value call gives one link keyed by the source variable
// (function, name, declaration line, argument number), the key the SPIR-V source tree uses:
//   - a dbg.declare whose address comes from IGC's stack allocation (functions of programs
//     with stack calls) is a per-lane slot of the frame: FP + 0x10 + StorageOffset × SIMD
//     width + lane × StorageSize (IGC's layout, checked against IGC's own DWARF);
//   - any other dbg.declare addresses memory through a vISA variable that holds each lane's
//     address (the instruction defining the address writes it);
//   - a dbg.value names the vISA variable its value's defining instruction writes, from that
//     instruction's vISA id on (a heuristic: IGC may write a result later, coalesce or copy).
//
// The .visa.ll prints metadata only as references numbered for that function alone; the
// module dump numbers the same nodes for the whole module. The debug calls of a function are
// therefore paired in order with the module dump's calls of the same function, and must
// agree on intrinsic and operand, or the dump is refused.
package visalink

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"hdwarf/text/visaasm"
	"hdwarf/text/visall"
)

// Key names a source variable as the source tree does. Arg is the 1-based parameter number,
// 0 for a local.
type Key struct {
	Function string
	Name     string
	Line     int
	Arg      int
	// Inlined is the instance of Function the variable is in when IGC inlined it (the
	// debug call's DILocation has an inlinedAt): the calls from the compiled function's
	// own code inwards, "hmix4@27>hmix3@21" (callee@line of the call); "" otherwise.
	Inlined string
}

func (k Key) String() string {
	s := fmt.Sprintf("%s:%s@%d", k.Function, k.Name, k.Line)
	if k.Arg > 0 {
		s += " (arg " + strconv.Itoa(k.Arg) + ")"
	}
	if k.Inlined != "" {
		s += " inlined at " + k.Inlined
	}
	return s
}

// Kind is the storage a link leads to.
type Kind uint8

const (
	// Frame: a per-lane slot in the function's frame in private memory.
	Frame Kind = iota + 1
	// Pointed: memory at the per-lane address a vISA variable holds.
	Pointed
	// Register: the vISA variable holds the value.
	Register
	// Constant: the variable has a known value (Bytes).
	Constant
	// Private: a per-lane slot of private memory at Base + Var + Offset + lane × Size, where
	// Base holds the kernel's private base and Var the hardware thread's offset (IGC 2.x at
	// -O0, whose declared addresses are computed so, without !StorageOffset).
	Private
	// Local: a __local variable at byte Offset of the work-group's shared local memory
	// (SLM), where IGC placed it (the module dump's localOffsets).
	Local
)

var kindNames = [...]string{Frame: "frame slot", Pointed: "memory addressed by a vISA variable", Register: "vISA variable", Constant: "constant",
	Private: "private slot", Local: "shared local memory"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Link is one source variable's storage.
type Link struct {
	Key  Key
	Kind Kind
	// Frame: the slot's StorageOffset (bytes per lane, scaled by the SIMD width in the
	// frame) and the bytes of one lane's copy. Local: the offset in SLM (Size unused).
	Offset, Size int64
	// Pointed, Register: the vISA variable (as .visaasm declares it, "V0079"). Register
	// and Constant hold from vISA id From (the later of the defining instruction and the
	// debug call) to To, exclusive: the next debug call of the same variable in the text,
	// 0 when there is none. Pointed holds from From (the defining instruction) on. A Frame
	// slot of a parameter holds it from From on, the first vISA id after the prolog's store
	// of the parameter into the slot (0: no such store; the slot is its home throughout).
	Var      string
	From, To uint32
	// Stored is, for a Frame slot with From, the LLVM type of the parameter the prolog
	// stores there ("i32", "<4 x float>"): how it arrived; "" when a value made from it
	// is stored.
	Stored string
	// Var2 is, in SIMD32 code, the variable of lanes 16..31 when IGC split the value in two
	// 16-lane declarations (Var then holds lanes 0..15); it is written by the instruction
	// after Var's (From2). "" when Var holds every lane.
	Var2  string
	From2 uint32
	// Bytes is a Constant's value in little-endian order, the variable's size.
	Bytes []byte
	// Add is what the DIExpression adds to a Register link's value (DW_OP_plus_uconst N ...
	// DW_OP_stack_value: the variable is that value, read in AddSize bytes, not the storage);
	// AddSize without Add: the value read in AddSize bytes and zero-extended
	// (DW_OP_LLVM_convert to a wider unsigned type).
	Add     int64
	AddSize int
	// Base is a Private slot's variable holding the private base (Var holds the thread's
	// offset, Offset the slot's bytes past both, Size each lane's bytes).
	Base string
	// Elems are, for a vector value (Register), where each element is, in order; ElemSize
	// is the bytes of one. Var and Var2 are unused then.
	Elems    []Elem
	ElemSize int
	// Fragment is the part of the variable the storage holds (DW_OP_LLVM_fragment, in
	// bits); FragSize 0 means the whole variable.
	FragOffset, FragSize int64
	// Access is, for a Pointed link whose variable holds a 4-byte offset a lane (A32: IGC's
	// private memory in the scratch space on Xe-LP), the vISA id of a message that
	// addresses memory with those offsets, whose native send tells what they are offsets
	// from; A32 says there is one.
	Access uint32
	A32    bool
	// Where is the debug call, file:line of the .visa.ll.
	Where string
}

// Unlinked is a debug call that gives no storage, and why.
type Unlinked struct {
	Key   Key
	Where string
	Why   string
	// Param is, for a call whose value is a parameter of the function, that parameter
	// ("%s"); "" otherwise.
	Param string
}

// Function is the links of one function (a kernel or a stack-called function).
type Function struct {
	Name     string
	Links    []Link
	Unlinked []Unlinked
	// Inlined gives the code IGC inlined: each instruction of the .visa.ll that has a vISA
	// id and a DILocation inside an inlined instance, in text order, with that instance
	// (Key.Inlined's form). The instruction's code is its vISA id up to the next
	// instruction's.
	Inlined []InlinedCode
}

// InlinedCode is the first vISA id of an instruction and the inlined instance its
// DILocation is in ("" for the function's own code).
type InlinedCode struct {
	From  uint32
	Chain string
}

// Input is one function's dump files.
type Input struct {
	LL     *visall.File      // the function's .visa.ll
	Module *visall.File      // the run's whole-module dump (metadata nodes)
	Asm    *visaasm.Function // the object's .visaasm
}

// maxHalfGap is how far after the first half's instruction the second half's is looked for.
const maxHalfGap = 4

// maxChain bounds the walk from a declared address to its allocation.
const maxChain = 64

const stackAlloca = "llvm.genx.GenISA.StackAlloca"

// Links computes the links of every function defined in in.LL.
func Links(in Input) ([]Function, error) {
	var out []Function
	for _, fn := range in.LL.Funcs {
		f, err := links(in, fn)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

func links(in Input, fn *visall.Function) (Function, error) {
	out := Function{Name: fn.Name}
	mf := in.Module.Function(fn.Name)
	where := func(line int) string { return in.LL.Name + ":" + strconv.Itoa(line) }
	if mf != nil {
		out.Inlined = inlinedCode(in.Module, fn, mf)
	}
	if len(fn.Dbgs) == 0 {
		return out, nil
	}
	if mf == nil {
		return out, fmt.Errorf("%s: function %s is not in the module dump %s: the files are of different builds", where(fn.Line), fn.Name, in.Module.Name)
	}
	// The module dump's calls by intrinsic and operand, in order, each list with a cursor
	// that only moves on: the pairing is linear in the calls.
	type callKey struct {
		kind  visall.DbgKind
		value string
	}
	byKey := map[callKey][]int{}
	// Passes after the module dump can renumber values (pvc); the variable and expression
	// metadata keep their numbers, so a call whose value has no counterpart is paired by
	// them.
	type metaKey struct {
		kind visall.DbgKind
		v    int
		expr string
	}
	byMeta := map[metaKey][]int{}
	for k, mc := range mf.Dbgs {
		ck := callKey{mc.Kind, mc.Value}
		byKey[ck] = append(byKey[ck], k)
		mk := metaKey{mc.Kind, mc.Var, mc.Expr}
		byMeta[mk] = append(byMeta[mk], k)
	}
	cursor := map[callKey]int{}
	metaCursor := map[metaKey]int{}
	// nextCall is each call's next call of the same variable and part (-1: none).
	type varKey struct {
		v    int
		expr string
	}
	nextCall := make([]int, len(fn.Dbgs))
	last := map[varKey]int{}
	for i := len(fn.Dbgs) - 1; i >= 0; i-- {
		vk := varKey{fn.Dbgs[i].Var, fn.Dbgs[i].Expr}
		nextCall[i] = -1
		if j, ok := last[vk]; ok {
			nextCall[i] = j
		}
		last[vk] = i
	}
	next := 0 // the module dump's next unpaired call
	for ci, c := range fn.Dbgs {
		ck := callKey{c.Kind, c.Value}
		pos, cur := byKey[ck], cursor[ck]
		for cur < len(pos) && pos[cur] < next {
			cur++
		}
		cursor[ck] = cur
		k := len(mf.Dbgs)
		if cur < len(pos) {
			k = pos[cur]
		}
		if k == len(mf.Dbgs) && c.Var >= 0 && strings.HasPrefix(c.Value, "%") {
			mk := metaKey{c.Kind, c.Var, c.Expr}
			mpos, mcur := byMeta[mk], metaCursor[mk]
			for mcur < len(mpos) && (mpos[mcur] < next || !strings.HasPrefix(mf.Dbgs[mpos[mcur]].Value, "%")) {
				mcur++
			}
			metaCursor[mk] = mcur
			if mcur < len(mpos) {
				k = mpos[mcur]
			}
		}
		if k == len(mf.Dbgs) {
			if !strings.HasPrefix(c.Value, "%") {
				// A constant IGC's later passes made (an undef after a deleted value): it
				// locates nothing, and its variable's node is not in the module dump.
				out.Unlinked = append(out.Unlinked, Unlinked{Key: Key{Function: fn.Name}, Where: where(c.Line), Why: "the value is the constant " + c.Value})
				continue
			}
			return out, fmt.Errorf("%s: %v of %s has no counterpart in function %s of the module dump %s (from line %d): the files are of different builds",
				where(c.Line), c.Kind, c.Value, fn.Name, in.Module.Name, mf.Line)
		}
		mc := mf.Dbgs[k]
		next = k + 1
		key, err := keyOf(in.Module, fn.Name, mc.Var)
		if err != nil {
			return out, fmt.Errorf("%s:%d: %w", in.Module.Name, mc.Line, err)
		}
		key.Inlined = inlinedChain(in.Module, dbgRef(mf.Insts[mc.Inst].Text), fn.Name)
		w := where(c.Line)
		l, why := link(in, fn, c, mc)
		if why != "" {
			u := Unlinked{Key: key, Where: w, Why: why}
			if _, def := fn.Def(c.Value); !def && strings.HasPrefix(c.Value, "%") {
				u.Param = c.Value
			}
			out.Unlinked = append(out.Unlinked, u)
			continue
		}
		l.Key, l.Where = key, w
		l.FragOffset, l.FragSize = fragment(c.Expr)
		if why := l.arith(c); why != "" {
			out.Unlinked = append(out.Unlinked, Unlinked{Key: key, Where: w, Why: why})
			continue
		}
		if l.Kind == Frame && key.Arg > 0 {
			l.From, l.Stored = homeFrom(fn, c.Value)
		}
		if at := fn.Insts[c.Inst].VisaID; l.Kind != Frame && l.Kind != Pointed && l.Kind != Local && at > int(l.From) {
			l.From = uint32(at)
		}
		// The value holds until the next debug call of the same variable (and part). A
		// call that another one with another value follows at the same vISA id holds over
		// no code: the code between them was removed (an unrolled iteration folded away:
		// k = 0 then k = 1 at one id), and the later value is the variable's there.
		superseded := false
		if l.Kind == Register || l.Kind == Constant {
			at := fn.Insts[c.Inst].VisaID
			for j, n := nextCall[ci], 0; j >= 0 && n < maxChain; j, n = nextCall[j], n+1 {
				id := fn.Insts[fn.Dbgs[j].Inst].VisaID
				if id >= 0 && id == at && fn.Dbgs[j].Value != c.Value {
					superseded = true
					break
				}
				if id < 0 || uint32(id) <= l.From {
					continue // IGC repeats calls at the same place
				}
				l.To = uint32(id)
				break
			}
		}
		if superseded {
			out.Unlinked = append(out.Unlinked, Unlinked{Key: key, Where: w, Why: "a later debug call of the variable at the same vISA id gives another value"})
			continue
		}
		if n := len(out.Links); n > 0 && same(&out.Links[n-1], &l) {
			continue // a repeated call
		}
		out.Links = append(out.Links, l)
	}
	return out, nil
}

// same reports whether two links give the same variable the same storage over the same code.
func same(a, b *Link) bool {
	return a.Key == b.Key && a.Kind == b.Kind && a.Var == b.Var && a.Var2 == b.Var2 && a.From == b.From && a.To == b.To &&
		a.Offset == b.Offset && a.Size == b.Size && a.FragOffset == b.FragOffset && a.FragSize == b.FragSize && a.Base == b.Base &&
		a.Add == b.Add && a.AddSize == b.AddSize && slices.Equal(a.Elems, b.Elems) && a.ElemSize == b.ElemSize &&
		string(a.Bytes) == string(b.Bytes)
}

// keyOf reads the DILocalVariable node v; its function is the subprogram its scope is in
// (another than fn when the variable was inlined into it).
func keyOf(m *visall.File, fn string, v int) (Key, error) {
	n := m.Node(v)
	if n == nil || n.Kind != "DILocalVariable" {
		return Key{}, fmt.Errorf("!%d is not a DILocalVariable", v)
	}
	k := Key{Function: fn, Name: n.Fields["name"], Line: int(n.Int("line")), Arg: int(n.Int("arg"))}
	if f := subprogram(m, n.Ref("scope")); f != "" {
		k.Function = f
	}
	return k, nil
}

// subprogram is the name of the DISubprogram scope s is in; "" when there is none.
func subprogram(m *visall.File, s int) string {
	n := m.Node(s)
	for i := 0; i < maxChain && n != nil; i++ {
		if n.Kind == "DISubprogram" {
			return n.Fields["name"]
		}
		n = m.Node(n.Ref("scope"))
	}
	return ""
}

// dbgRef is the number of an instruction's !dbg attachment; -1 when it has none.
func dbgRef(text string) int {
	_, after, ok := strings.Cut(text, "!dbg !")
	if !ok {
		return -1
	}
	end := 0
	for end < len(after) && after[end] >= '0' && after[end] <= '9' {
		end++
	}
	n, err := strconv.Atoi(after[:end])
	if err != nil {
		return -1
	}
	return n
}

// inlinedChain is the inlined instance DILocation loc of function self is in, from the
// outermost call in: "callee@line>callee@line" (each call's callee and the line of the
// call); "" when loc is no DILocation or is in the function's own code. An outermost call of
// self itself is no inlining (OpenCL C has no recursion): IGC 12504 puts a kernel's
// __local arrays' declares at a location "inlined" at the kernel's line 1 (scopes.dg2.O0),
// which is the kernel's own scope.
func inlinedChain(m *visall.File, loc int, self string) string {
	n := m.Node(loc)
	var calls []string
	for i := 0; i < maxChain && n != nil && n.Kind == "DILocation"; i++ {
		at := m.Node(n.Ref("inlinedAt"))
		if at == nil {
			break
		}
		calls = append(calls, subprogram(m, n.Ref("scope"))+"@"+strconv.FormatInt(at.Int("line"), 10))
		n = at
	}
	slices.Reverse(calls)
	for len(calls) > 0 && strings.HasPrefix(calls[0], self+"@") {
		calls = calls[1:]
	}
	return strings.Join(calls, ">")
}

// inlinedCode lists the instructions of fn with a vISA id whose DILocation is inside an
// inlined instance, and the first instruction after each run of those (Chain ""), so that
// each entry's code ends at the next entry. Debug intrinsics make no code and are left out.
// The .visa.ll numbers its metadata for the function alone: an instruction's location is
// read from the same instruction of mf, the function in the module dump m, which must print
// the same instructions (opcode, result and callee, in order); nil where it does not.
func inlinedCode(m *visall.File, fn, mf *visall.Function) []InlinedCode {
	if len(mf.Insts) != len(fn.Insts) {
		return nil
	}
	for i := range fn.Insts {
		if a, b := &fn.Insts[i], &mf.Insts[i]; a.Op != b.Op || a.Result != b.Result || a.Callee != b.Callee {
			return nil
		}
	}
	var out []InlinedCode
	chains := map[int]string{}
	for i := range fn.Insts {
		in := &fn.Insts[i]
		if in.VisaID < 0 || strings.HasPrefix(in.Callee, "llvm.dbg.") {
			continue
		}
		r := dbgRef(mf.Insts[i].Text)
		ch, ok := chains[r]
		if !ok {
			ch = inlinedChain(m, r, fn.Name)
			chains[r] = ch
		}
		if n := len(out); n > 0 && out[n-1].Chain == ch || n == 0 && ch == "" {
			continue
		}
		out = append(out, InlinedCode{From: uint32(in.VisaID), Chain: ch})
	}
	return out
}

// arith reads what a debug call's DIExpression computes besides IGC's address-space marker
// (DW_OP_constu 0, DW_OP_swap, DW_OP_xderef) and a fragment: DW_OP_plus_uconst N with
// DW_OP_stack_value on an integer value becomes l.Add; anything else, or an addition to what
// is not an integer value's variable, unlinks the call, with why (a location without the
// arithmetic would show another value).
func (l *Link) arith(c visall.DbgCall) string {
	f := strings.Split(c.Expr, ",")
	var add int64
	stack := false
	// DW_OP_LLVM_convert BITS DW_ATE_unsigned: the value's low bits, zero-extended; the
	// narrowest of a chain is what is kept (widen: minBits), the last what is read.
	valueBits, _ := strconv.Atoi(strings.TrimPrefix(c.ValueType, "i"))
	minBits, converts := valueBits, 0
	for i := 0; i < len(f); i++ {
		switch op := strings.TrimSpace(f[i]); {
		case op == "DW_OP_LLVM_convert" && i+2 < len(f):
			bits, err := strconv.Atoi(strings.TrimSpace(f[i+1]))
			if err != nil || strings.TrimSpace(f[i+2]) != "DW_ATE_unsigned" || bits%8 != 0 || bits < 8 || bits > 64 || !strings.HasPrefix(c.ValueType, "i") || valueBits == 0 {
				return "the DIExpression (" + c.Expr + ") converts with " + strings.TrimSpace(f[i+2])
			}
			minBits = min(minBits, bits)
			converts++
			i += 2
		case op == "":
		case op == "DW_OP_constu" && i+3 < len(f) && strings.TrimSpace(f[i+1]) == "0" &&
			strings.TrimSpace(f[i+2]) == "DW_OP_swap" && strings.TrimSpace(f[i+3]) == "DW_OP_xderef":
			i += 3
		case op == "DW_OP_LLVM_fragment" && i+2 < len(f):
			i += 2
		case op == "DW_OP_plus_uconst" && i+1 < len(f):
			n, err := strconv.ParseUint(strings.TrimSpace(f[i+1]), 10, 32)
			if err != nil {
				return "the DIExpression (" + c.Expr + ") adds " + strings.TrimSpace(f[i+1])
			}
			add += int64(n)
			i++
		case op == "DW_OP_stack_value":
			stack = true
		default:
			return "the DIExpression (" + c.Expr + ") computes with " + op
		}
	}
	if converts > 0 && (add != 0 || l.Kind != Register || len(l.Elems) > 0) {
		return "the DIExpression (" + c.Expr + ") converts what is not one integer value's variable"
	}
	if converts > 0 && minBits < valueBits {
		// A narrowing keeps the low bytes: the storage's first ones, where the variable
		// reads them.
		return ""
	}
	if converts > 0 {
		// A widening of the whole value: the value zero-extended, not the storage.
		l.AddSize = minBits / 8
		return ""
	}
	if add == 0 {
		return ""
	}
	bits, err := strconv.Atoi(strings.TrimPrefix(c.ValueType, "i"))
	if !stack || l.Kind != Register || l.Var2 != "" || !strings.HasPrefix(c.ValueType, "i") || err != nil || bits%8 != 0 || bits < 8 || bits > 64 {
		return fmt.Sprintf("the DIExpression (%s) adds %d to %s %s, which is not read as an integer value", c.Expr, add, c.ValueType, c.Value)
	}
	l.Add, l.AddSize = add, bits/8
	return ""
}

// fragment reads DW_OP_LLVM_fragment, OFFSET, SIZE from a DIExpression's operations.
func fragment(e string) (off, size int64) {
	f := strings.Split(e, ",")
	for i := range f {
		if strings.TrimSpace(f[i]) == "DW_OP_LLVM_fragment" && i+2 < len(f) {
			o, err1 := strconv.ParseInt(strings.TrimSpace(f[i+1]), 10, 64)
			s, err2 := strconv.ParseInt(strings.TrimSpace(f[i+2]), 10, 64)
			if err1 == nil && err2 == nil && o >= 0 && s > 0 {
				return o, s
			}
		}
	}
	return 0, 0
}

// link makes the link of one call, or says why there is none.
func link(in Input, fn *visall.Function, c, mc visall.DbgCall) (Link, string) {
	if c.Kind == visall.Declare && strings.HasPrefix(c.Value, "@") && strings.Contains(c.ValueType, "addrspace(3)") {
		// A __local variable of the kernel: a global of the local address space.
		off, ok := localOffset(in.Module, c.Value)
		if !ok {
			return Link{}, "the module dump gives no SLM offset (localOffsets) of " + c.Value
		}
		return Link{Kind: Local, Offset: off}, ""
	}
	if !strings.HasPrefix(c.Value, "%") {
		if c.Kind == visall.Value {
			if b, ok := constant(c.ValueType, c.Value); ok {
				at := fn.Insts[c.Inst].VisaID
				if at < 0 {
					return Link{}, "the constant's debug call has no visa id"
				}
				return Link{Kind: Constant, Bytes: b, From: uint32(at)}, ""
			}
		}
		return Link{}, "the value is the constant " + c.Value
	}
	def, ok := fn.Def(c.Value)
	if !ok {
		if in.Asm != nil && c.Kind == visall.Value && (fn.Name != in.Asm.Name || in.Asm.Kind != visaasm.KindKernel) {
			// A parameter of a vISA subroutine or stack-called function: no payload
			// input places it; the caller passed it in the variable the function reads.
			l, why := paramLink(in.Asm, fn, c.Value)
			if why == "" && strings.HasPrefix(c.ValueType, "<") {
				return paramVector(in.Asm, l, c)
			}
			return l, why
		}
		if in.Asm != nil && c.Kind == visall.Declare && (fn.Name != in.Asm.Name || in.Asm.Kind != visaasm.KindKernel) {
			return byvalLink(in.Asm, fn, c)
		}
		if in.Asm != nil && c.Kind == visall.Value && localIDs[c.Value] {
			// An implicit argument the runtime puts in the thread's payload: no explicit
			// argument's input links it; the kernel reads it where it arrives.
			return paramLink(in.Asm, fn, c.Value)
		}
		return Link{}, c.Value + " is a parameter of the function (its payload input links it)"
	}
	if c.Kind == visall.Value && strings.HasPrefix(c.ValueType, "<") {
		// IGC lays a vector value out by element, each a row of all lanes.
		return vectorLink(in, fn, c, def)
	}
	if c.Kind == visall.Declare && fromStackAlloca(fn, def) {
		if mc.StorageOffset < 0 {
			// IGC 2.x: the allocation's operand is the slot's offset in the frame.
			if l, ok := stackSlot(in, fn, def); ok {
				return l, ""
			}
			return Link{}, "a frame slot without !StorageOffset"
		}
		off, ok := in.Module.Node(mc.StorageOffset).TupleInt()
		if !ok || off < 0 {
			return Link{}, fmt.Sprintf("!StorageOffset !%d is not an integer", mc.StorageOffset)
		}
		size := int64(-1)
		if mc.StorageSize >= 0 {
			if n := in.Module.Node(mc.StorageSize); n != nil {
				size, _ = n.TupleInt()
			}
		} else {
			size = typeSize(in.Module, in.Module.Node(mc.Var).Ref("type"))
		}
		if size <= 0 {
			return Link{}, "a frame slot of unknown size"
		}
		return Link{Kind: Frame, Offset: off, Size: size}, ""
	}
	if c.Kind == visall.Declare && in.Asm != nil {
		if l, ok := privateSlot(in, fn, def); ok {
			return l, ""
		}
	}
	if c.Kind == visall.Declare || c.Kind == visall.Value && in.Asm != nil {
		// A cast of an address emits no code (its visa id is the next instruction's): the
		// address is in its operand's variable. So is a cast of a value whose visa id
		// has no instruction of its own (a bitcast that keeps the register).
		for n := 0; n < maxChain && len(fn.Insts[def].Operands) > 0; n++ {
			op, id := fn.Insts[def].Op, fn.Insts[def].VisaID
			if !isCast(op) && (op != "inttoptr" || c.Kind != visall.Declare || in.Asm == nil) {
				break
			}
			if c.Kind == visall.Value && id >= 0 && opOf(in.Asm, uint32(id)) != "" && !sharesID(fn, def) {
				break // a cast with code of its own writes its own variable
			}
			if op == "inttoptr" && !sharesID(fn, def) && opOf(in.Asm, uint32(id)) != "" {
				// An address made from an integer (pvc's 64-bit ones, Xe-LP's 32-bit
				// scratch offsets) is that integer's variable when the conversion emits
				// no code: its visa id is the next instruction's, or has no instruction.
				break
			}
			d, ok := fn.Def(fn.Insts[def].Operands[0])
			if !ok {
				break
			}
			def = d
		}
	}
	id := fn.Insts[def].VisaID
	if in.Asm != nil && c.Kind == visall.Value && fn.Insts[def].Op == "extractelement" && (id < 0 || opOf(in.Asm, uint32(id)) == "") {
		// An element of a vector value, taken where the vector keeps it (no code of its
		// own): the vector's element row.
		return elementLink(in, fn, def)
	}
	if id < 0 {
		return Link{}, "the instruction defining " + c.Value + " has no visa id"
	}
	if in.Asm == nil {
		return Link{}, "no .visaasm"
	}
	v, ok := dest(in.Asm, uint32(id))
	for j := 1; !ok && j <= maxSetup && isSetup(in.Asm, uint32(id)); j++ {
		// The pattern's first instructions set state (a sampler or surface index) for the
		// message that writes the value.
		id++
		v, ok = dest(in.Asm, uint32(id))
	}
	if !ok {
		return Link{}, fmt.Sprintf("vISA instruction $%d writes no general variable", id)
	}
	// The pattern ends where the next LLVM instruction with code of its own begins (within
	// maxPattern ids: the scans stay linear in the input).
	end := uint32(id) + maxPattern
	for j := def + 1; j < len(fn.Insts) && j <= def+maxPattern; j++ {
		if n := fn.Insts[j].VisaID; n > id {
			end = min(end, uint32(n))
			break
		}
	}
	if d := &fn.Insts[def]; c.Kind == visall.Value && d.Op == "call" && !strings.HasPrefix(d.Callee, "llvm.") {
		// A call of a function (a vISA subroutine or stack call): its first instructions
		// pass the arguments; the value is what the instruction after the vISA call writes
		// (the copy of the return value).
		for j := uint32(id); j+1 < end; j++ {
			if op := opOf(in.Asm, j); op == "call" || op == "fcall" {
				if r, ok := dest(in.Asm, j+1); ok {
					v, id = r, int(j+1)
				}
				break
			}
		}
	}
	if c.Kind == visall.Value {
		var at uint32
		v, at = result(in.Asm, uint32(id), end, v)
		id = int(at)
	}
	k := Register
	if c.Kind == visall.Declare {
		k = Pointed
	}
	l := Link{Kind: k, Var: v, From: uint32(id)}
	if in.Asm.SimdSize == 32 {
		if d, ok := in.Asm.Decl(v); ok && d.NumElts == 16 {
			// IGC emits a SIMD32 value as SIMD16 instructions, those of lanes 16..31 (M5)
			// after those of lanes 0..15, each half writing its own declaration; a 64-bit
			// value takes two instructions per half.
			for j := uint32(1); j <= maxHalfGap && l.Var2 == ""; j++ {
				v2, ok := dest(in.Asm, uint32(id)+j)
				d2, ok2 := in.Asm.Decl(v2)
				if ok && ok2 && v2 != v && d2.NumElts == 16 && d2.Type == d.Type && opOf(in.Asm, uint32(id)) == opOf(in.Asm, uint32(id)+j) {
					l.Var2, l.From2 = v2, uint32(id)+j
				}
			}
			if l.Var2 == "" {
				return Link{}, fmt.Sprintf("%s holds 16 lanes of SIMD32 and no instruction after $%d writes the other 16", v, id)
			}
		}
	}
	if k == Pointed {
		return pointedAt(in.Asm, l, c.Value)
	}
	return l, ""
}

// opOf is the opcode of vISA instruction id ("" when there is none).
func opOf(fn *visaasm.Function, id uint32) string {
	k := sort.Search(len(fn.Insts), func(i int) bool { return fn.Insts[i].Index >= id })
	if k == len(fn.Insts) || fn.Insts[k].Index != id {
		return ""
	}
	return fn.Insts[k].Op
}

// sharesID reports whether instruction i has a visa id and the next instruction that has one
// (within maxPattern) has the same: i emitted no vISA code of its own.
func sharesID(fn *visall.Function, i int) bool {
	id := fn.Insts[i].VisaID
	for j := i + 1; id >= 0 && j < len(fn.Insts) && j <= i+maxPattern; j++ {
		if n := fn.Insts[j].VisaID; n >= 0 {
			return n == id
		}
	}
	return false
}

func isCast(op string) bool { return op == "bitcast" || op == "addrspacecast" }

// fromStackAlloca follows the address defined by instruction i through casts to IGC's
// stack allocation.
func fromStackAlloca(fn *visall.Function, i int) bool {
	for n := 0; n < maxChain; n++ {
		in := &fn.Insts[i]
		if in.Callee == stackAlloca {
			return true
		}
		if len(in.Operands) == 0 {
			return false
		}
		// A cast or address computation reads the address first.
		next, ok := fn.Def(in.Operands[0])
		if !ok || next == i {
			return false
		}
		i = next
	}
	return false
}

// maxSetup bounds the state-setting instructions skipped before the one that writes a value.
const maxSetup = 2

// isSetup reports whether vISA instruction id sets state only: movs writes a sampler or
// surface variable.
func isSetup(fn *visaasm.Function, id uint32) bool {
	op, _, _ := strings.Cut(opOf(fn, id), ".")
	return op == "movs"
}

// lastDest are the vISA messages that name their destination last (after the surface and
// the address operands), as vISA's assembly syntax writes them.
var lastDest = map[string]bool{
	"gather_scaled": true, "gather4_scaled": true, "svm_gather": true, "svm_gather4scaled": true,
	"oword_ld": true, "oword_ld_unaligned": true, "media_ld": true,
}

// dest is the general variable vISA instruction id writes.
func dest(fn *visaasm.Function, id uint32) (string, bool) {
	k := sort.Search(len(fn.Insts), func(i int) bool { return fn.Insts[i].Index >= id })
	if k == len(fn.Insts) || fn.Insts[k].Index != id || len(fn.Insts[k].Operands) == 0 {
		return "", false
	}
	ops := fn.Insts[k].Operands
	name := ops[0]
	if op, _, _ := strings.Cut(fn.Insts[k].Op, "."); lastDest[op] {
		name = ops[len(ops)-1]
	}
	return storageVar(fn, name)
}

// storageVar is the general variable an operand ("V0086(0,0)<0;1,0>", "V0126.0") names, as
// the blob knows it: a variable that aliases the start of another is that one's storage,
// which is the one the blob gives live intervals for.
func storageVar(fn *visaasm.Function, operand string) (string, bool) {
	name := strings.TrimLeft(operand, "-!(")
	if i := strings.IndexAny(name, "(.<:"); i >= 0 { // ":d32": an LSC operand's data type
		name = name[:i]
	}
	d, ok := fn.Decl(name)
	for n := 0; ok && n < maxChain && d.Alias != ""; n++ {
		root, off, aliased := d.Aliased()
		if !aliased || off != 0 {
			break
		}
		d, ok = fn.Decl(root)
	}
	if !ok || d.VType != 'G' {
		return "", false
	}
	return d.Name, true
}

// maxPattern bounds the vISA instructions of one LLVM instruction's pattern, and the LLVM
// instructions looked at for where it ends.
const maxPattern = 16

// result follows a pattern from its first instruction id, which writes v, to the instruction
// that writes its result: while a later instruction of the pattern (ids below end) reads v,
// what it writes is the result (a constant or temporary the pattern materialized first, as
// an fma's addend).
func result(fn *visaasm.Function, id, end uint32, v string) (string, uint32) {
	for n := 0; n < maxPattern && id < end; n++ {
		k := sort.Search(len(fn.Insts), func(i int) bool { return fn.Insts[i].Index > id })
		next := false
		for ; k < len(fn.Insts) && fn.Insts[k].Index < end && !next; k++ {
			in := &fn.Insts[k]
			for _, o := range in.Operands[min(1, len(in.Operands)):] {
				if r, ok := storageVar(fn, o); ok && r == v {
					if w, ok := dest(fn, in.Index); ok && w != v {
						v, id, next = w, in.Index, true
					}
					break
				}
			}
		}
		if !next {
			break
		}
	}
	return v, id
}

// constant encodes an integer or floating-point constant of an LLVM type in little-endian
// order; ok false for anything else (undef, poison, aggregates).
func constant(ty, v string) ([]byte, bool) {
	var n int
	var bits uint64
	switch {
	case v == "null" && strings.HasSuffix(ty, "*") && !strings.Contains(ty, "addrspace("):
		// A null pointer of the default (private, generic) address space: 64 bits in
		// IGC's 64-bit modules.
		return make([]byte, 8), true
	}
	switch ty {
	case "i8", "i16", "i32", "i64":
		w, _ := strconv.Atoi(ty[1:])
		x, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, false
		}
		n, bits = w/8, uint64(x)
	case "float", "double":
		// LLVM prints exact decimals or the double's bits in hex, for float too.
		var f float64
		if strings.HasPrefix(v, "0x") && len(v) == 18 {
			u, err := strconv.ParseUint(v[2:], 16, 64)
			if err != nil {
				return nil, false
			}
			f = math.Float64frombits(u)
		} else {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return nil, false
			}
			f = x
		}
		if ty == "float" {
			n, bits = 4, uint64(math.Float32bits(float32(f)))
		} else {
			n, bits = 8, math.Float64bits(f)
		}
	default:
		return nil, false
	}
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(bits >> (8 * i))
	}
	return b, true
}

// typeSize is the byte size of a DI type node (through typedefs and qualifiers), -1 when
// unknown.
func typeSize(m *visall.File, t int) int64 {
	for n := 0; n < maxChain && t >= 0; n++ {
		nd := m.Node(t)
		if nd == nil {
			return -1
		}
		if bits := nd.Int("size"); bits > 0 {
			return bits / 8
		}
		t = nd.Ref("baseType")
	}
	return -1
}

// localOffset is the SLM offset IGC gave the __local global name ("@k.tile") in the module
// dump's function metadata: a localOffsetsVec[i] tuple holding an m_Offset and an m_Var
// tuple, the latter naming the global last.
func localOffset(m *visall.File, name string) (int64, bool) {
	for _, n := range m.Nodes {
		if n.Kind != "" || len(n.Elems) < 3 || !strings.HasPrefix(n.Elems[0], `!"localOffsetsVec[`) {
			continue
		}
		off, found, named := int64(0), false, false
		for _, e := range n.Elems[1:] {
			k := m.Node(visall.Ref(e))
			if k == nil || k.Kind != "" || len(k.Elems) != 2 {
				continue
			}
			switch k.Elems[0] {
			case `!"m_Offset"`:
				ty, v, ok := strings.Cut(k.Elems[1], " ")
				x, err := strconv.ParseInt(v, 10, 64)
				if ok && strings.HasPrefix(ty, "i") && err == nil && x >= 0 {
					off, found = x, true
				}
			case `!"m_Var"`:
				named = strings.HasSuffix(k.Elems[1], " "+name)
			}
		}
		if found && named {
			return off, true
		}
	}
	return 0, false
}

// homeFrom is the vISA id from which a parameter's frame slot (the address addr, a
// dbg.declare'd value) holds it: the first id after the function's first store into the
// slot (through casts of the address), which at -O0 is the prolog's copy of the parameter;
// 0 when there is no such store or it has no vISA id. typ is the stored value's type when
// the store is of the parameter itself.
func homeFrom(fn *visall.Function, addr string) (id uint32, typ string) {
	for i := range fn.Insts {
		in := &fn.Insts[i]
		if in.Op != "store" || len(in.Operands) != 2 {
			continue
		}
		a := in.Operands[1]
		for n := 0; n < maxChain && a != addr; n++ {
			d, ok := fn.Def(a)
			if !ok || !isCast(fn.Insts[d].Op) || len(fn.Insts[d].Operands) == 0 {
				break
			}
			a = fn.Insts[d].Operands[0]
		}
		if a != addr {
			continue
		}
		if in.VisaID < 0 {
			return 0, ""
		}
		// "store <4 x float> %a, ptr %7, align 16": the type before the value, when the
		// value is the parameter itself (IGC 12504 stores a pointer as <2 x i32> halves).
		if _, def := fn.Def(in.Operands[0]); !def {
			typ, _, _ = strings.Cut(strings.TrimPrefix(in.Text, "store "), " "+in.Operands[0]+",")
		}
		for j := i + 1; j < len(fn.Insts); j++ {
			if id := fn.Insts[j].VisaID; id > in.VisaID {
				return uint32(id), typ
			}
		}
		return 0, ""
	}
	return 0, ""
}

// byvalLink links a declared parameter of a function that is not a kernel: a struct passed
// by value (byval) is in memory at the address its pointer parameter holds, which arrives
// in the variable paramLink finds. Only a 64-bit address of every lane (an SVM address,
// the default address space's) is linked: a 32-bit one is an offset in a surface (the
// scratch surface of gather4_scaled %scratch), which no address of the default space
// names without the surface's base.
func byvalLink(asm *visaasm.Function, fn *visall.Function, c visall.DbgCall) (Link, string) {
	if !fn.ByVal(c.Value) {
		return Link{}, c.Value + " is a declared parameter of the function that is not passed by value"
	}
	l, why := paramLink(asm, fn, c.Value)
	if why != "" {
		return Link{}, why
	}
	d, ok := asm.Decl(l.Var)
	if !ok || d.NumElts != uint32(asm.SimdSize) {
		return Link{}, fmt.Sprintf("%s is a byval parameter whose address arrives in %s, which holds no one address a lane", c.Value, l.Var)
	}
	l.Kind = Pointed
	return pointedAt(asm, l, c.Value)
}

// pointedAt finishes a Pointed link by the size of what its variable holds a lane: an
// address (8 bytes), or a 32-bit offset (4 bytes) that a message addresses memory with
// (A32, Access); anything else is no address.
func pointedAt(asm *visaasm.Function, l Link, what string) (Link, string) {
	d, ok := asm.Decl(l.Var)
	switch {
	case !ok:
		return Link{}, fmt.Sprintf("%s is addressed by %s, which .visaasm does not declare", what, l.Var)
	case d.Type.Size() == 8:
		return l, ""
	case d.Type.Size() == 4:
		id, ok := offsetAccess(asm, l.Var, l.From)
		if !ok {
			return Link{}, fmt.Sprintf("%s is addressed by %s, 4 bytes a lane, which no gather or scatter after vISA id %d addresses memory with", what, l.Var, l.From)
		}
		l.Access, l.A32 = id, true
		return l, ""
	}
	return Link{}, fmt.Sprintf("%s is addressed by %s, %d bytes a lane", what, l.Var, d.Type.Size())
}

// offsetMessages are the vISA messages whose operands are the surface, a global offset,
// the per-channel offsets and the data, as vISA's assembly writes them.
var offsetMessages = map[string]bool{
	"gather_scaled": true, "gather4_scaled": true, "scatter_scaled": true, "scatter4_scaled": true,
}

// offsetAccess finds the first gather or scatter from vISA id from on whose per-channel
// offsets are those variable v holds, directly or in a copy (a mov of it) with a global
// offset of 0.
func offsetAccess(asm *visaasm.Function, v string, from uint32) (uint32, bool) {
	held := map[string]bool{v: true}
	k := sort.Search(len(asm.Insts), func(j int) bool { return asm.Insts[j].Index >= from })
	for ; k < len(asm.Insts); k++ {
		in := &asm.Insts[k]
		op, _, _ := strings.Cut(in.Op, ".")
		switch {
		case op == "mov" && len(in.Operands) == 2:
			src, ok1 := storageVar(asm, in.Operands[1])
			dst, ok2 := storageVar(asm, in.Operands[0])
			if ok1 && ok2 && held[src] && !strings.HasPrefix(in.Operands[1], "-") {
				held[dst] = true
			}
		case offsetMessages[op] && len(in.Operands) == 4:
			g, _, _ := strings.Cut(in.Operands[1], ":")
			if o, ok := storageVar(asm, in.Operands[2]); ok && held[o] && (g == "0" || g == "0x0") {
				return in.Index, true
			}
		}
	}
	return 0, false
}

// localIDs are IGC's implicit kernel arguments of the work-item's local id (get_local_id),
// which the thread's payload holds a lane each.
var localIDs = map[string]bool{"%localIdX": true, "%localIdY": true, "%localIdZ": true}

// payloadHalves reports whether two variables are the halves of a SIMD32 kernel's payload
// input: consecutive .inputs of 16 elements of one type, lanes 0..15 first.
func payloadHalves(asm *visaasm.Function, a, b string) bool {
	ia, ok1 := asm.Input(a)
	ib, ok2 := asm.Input(b)
	da, ok3 := asm.Decl(a)
	db, ok4 := asm.Decl(b)
	return ok1 && ok2 && ok3 && ok4 && asm.SimdSize == 32 && ib.Offset == ia.Offset+ia.Size &&
		da.NumElts == 16 && db.NumElts == 16 && da.Type == db.Type && da.Alias == "" && db.Alias == ""
}

// fromArg reports whether an operand reads vISA's argument registers: a variable aliasing
// %arg.
func fromArg(asm *visaasm.Function, operand string) bool {
	name := strings.TrimLeft(operand, "-!(")
	if i := strings.IndexAny(name, "(.<:"); i >= 0 {
		name = name[:i]
	}
	for n := 0; n < maxChain; n++ {
		d, ok := asm.Decl(name)
		if !ok {
			return false
		}
		root, _, aliased := d.Aliased()
		if !aliased {
			return false
		}
		if name = root; name == "%arg" {
			return true
		}
	}
	return false
}

// paramLink links a parameter of a function that is not a kernel (a vISA subroutine
// compiled into its caller's object, or a stack-called function) to the variable it arrives
// in: a variable the function reads before any of its instructions writes it (live in).
// An instruction that reads the parameter alone reads it there (the one live-in variable
// its pattern reads); one that reads it with parameters already placed reads it in the one
// live-in variable of its pattern not theirs. The parameter is there from the function's
// first vISA id on.
func paramLink(asm *visaasm.Function, fn *visall.Function, param string) (Link, string) {
	type reader struct{ i, lo, hi int } // an instruction and its pattern's vISA ids [lo, hi)
	first, last := -1, -1
	var readers []reader
	// An instruction without code of one parameter (a pointer's ptr.to.pair, a cast)
	// stands for it: what reads its result reads the parameter.
	stands := map[string]string{}
	arg := func(o string) string {
		if p, ok := stands[o]; ok {
			return p
		}
		if _, def := fn.Def(o); !def && strings.HasPrefix(o, "%") {
			return o
		}
		return ""
	}
	for i := range fn.Insts {
		in := &fn.Insts[i]
		// An extractelement of a vector parameter whose vISA id has no instruction reads
		// nothing itself: the instruction using its element reads the parameter's row.
		noCode := in.VisaID < 0 || in.Op == "extractelement" && opOf(asm, uint32(in.VisaID)) == ""
		if noCode && in.Result != "" && len(in.Operands) == 1 && !strings.HasPrefix(in.Callee, "llvm.dbg.") {
			if p := arg(in.Operands[0]); p != "" {
				stands[in.Result] = p
			}
		}
	}
	for i := range fn.Insts {
		in := &fn.Insts[i]
		if in.VisaID < 0 || strings.HasPrefix(in.Callee, "llvm.dbg.") {
			continue
		}
		if first < 0 || in.VisaID < first {
			first = in.VisaID
		}
		last = max(last, in.VisaID)
		if in.Op == "phi" || in.Op == "call" && !strings.HasPrefix(in.Callee, "llvm.") {
			continue
		}
		hi := in.VisaID + maxPattern
		for j := i + 1; j < len(fn.Insts) && j <= i+maxPattern; j++ {
			if n := fn.Insts[j].VisaID; n > in.VisaID {
				hi = min(hi, n)
				break
			}
		}
		for _, o := range in.Operands {
			if arg(o) != "" {
				readers = append(readers, reader{i, in.VisaID, hi})
				break
			}
		}
	}
	if first < 0 {
		return Link{}, param + " is a parameter of a function without code"
	}
	// The variables the function's instructions write.
	lo := sort.Search(len(asm.Insts), func(j int) bool { return asm.Insts[j].Index >= uint32(first) })
	written := map[string]bool{}
	for j := lo; j < len(asm.Insts) && asm.Insts[j].Index <= uint32(last); j++ {
		if v, ok := dest(asm, asm.Insts[j].Index); ok {
			written[v] = true
		}
	}
	// A stack-called function's prolog copies its parameters from the argument registers
	// (%arg) before its first instruction with an id the .visa.ll gives: a variable only
	// those copies write holds the parameter, as a live-in one does. (A vISA subroutine's
	// object is its caller's, whose code before it is not its prolog.)
	for j := 0; asm.Kind == visaasm.KindFunction && j < lo; j++ {
		in := &asm.Insts[j]
		v, ok := dest(asm, in.Index)
		if ok && !written[v] && (in.Op != "mov" || len(in.Operands) != 2 || !fromArg(asm, in.Operands[1])) {
			written[v] = true
		}
	}
	// liveIn lists the live-in variables a pattern reads, in order.
	liveIn := func(r reader) []string {
		var out []string
		k := sort.Search(len(asm.Insts), func(j int) bool { return asm.Insts[j].Index >= uint32(r.lo) })
		for ; k < len(asm.Insts) && asm.Insts[k].Index < uint32(r.hi); k++ {
			ops := asm.Insts[k].Operands
			for _, o := range ops[min(1, len(ops)):] {
				if v, ok := storageVar(asm, o); ok && !written[v] && !slices.Contains(out, v) {
					out = append(out, v)
				}
			}
		}
		return out
	}
	at := map[string]string{}     // parameter -> variable
	second := map[string]string{} // parameter -> its SIMD32 payload input's second half
	taken := map[string]bool{}
	for changed, n := true, 0; changed && n < maxChain; n++ {
		changed = false
		for _, r := range readers {
			var open []string
			for _, o := range fn.Insts[r.i].Operands {
				if p := arg(o); p != "" && at[p] == "" && !slices.Contains(open, p) {
					open = append(open, p)
				}
			}
			if len(open) != 1 {
				continue
			}
			var free []string
			for _, v := range liveIn(r) {
				if !taken[v] {
					free = append(free, v)
				}
			}
			switch {
			case len(free) == 1:
				at[open[0]], taken[free[0]], changed = free[0], true, true
			case len(free) == 2 && payloadHalves(asm, free[0], free[1]):
				// IGC reads a SIMD32 payload input in two SIMD16 instructions, lanes
				// 0..15 (the first input) first.
				at[open[0]], second[open[0]] = free[0], free[1]
				taken[free[0]], taken[free[1]], changed = true, true, true
			}
		}
	}
	v := at[param]
	if v == "" {
		var why string
		if v, why = paramByCall(asm, fn.Params, param, uint32(first), uint32(last), written, at); v == "" {
			return Link{}, param + " is a parameter of the function whose variable no instruction of it shows (" + why + ")"
		}
	}
	if v2 := second[param]; v2 != "" {
		return Link{Kind: Register, Var: v, Var2: v2, From: uint32(first), From2: uint32(first)}, ""
	}
	if d, ok := asm.Decl(v); !ok || d.NumElts == 16 && asm.SimdSize == 32 {
		return Link{}, fmt.Sprintf("%s is a parameter of the function in %s, which holds 16 lanes of SIMD32", param, v)
	}
	return Link{Kind: Register, Var: v, From: uint32(first)}, ""
}

// paramByCall finds a subroutine's parameter where its callers pass it: IGC copies a call's
// arguments, in the define's order, into the variables the subroutine reads, with one mov each
// just before the call (mov V0067 ...; mov V0068 ...; call scale_1). The parameter is the
// variable the copy at its position writes when at every call of the function's label
// [first, last] the movs before the call are one per parameter, each writing a distinct
// variable the function reads and never writes, and no parameter the function's own
// instructions show (at) is elsewhere; otherwise "" and why not.
func paramByCall(asm *visaasm.Function, params []string, param string, first, last uint32, written map[string]bool, at map[string]string) (string, string) {
	// The parameters' names: each one's last word as written ("<4 x float> %v").
	names := make([]string, len(params))
	for i, p := range params {
		if w := strings.Fields(p); len(w) > 0 {
			names[i] = w[len(w)-1]
		}
	}
	pos := slices.Index(names, param)
	if pos < 0 {
		return "", "the define does not name it"
	}
	label := ""
	for _, l := range asm.Labels {
		if l.Index <= first {
			label = l.Name
		}
	}
	if label == "" {
		return "", "no label starts the function's code"
	}
	// The variables the function reads.
	read := map[string]bool{}
	lo := sort.Search(len(asm.Insts), func(j int) bool { return asm.Insts[j].Index >= first })
	for j := lo; j < len(asm.Insts) && asm.Insts[j].Index <= last; j++ {
		for _, o := range asm.Insts[j].Operands {
			if v, ok := storageVar(asm, o); ok && !written[v] {
				read[v] = true
			}
		}
	}
	// copyTo is the variable instruction k copies into for the function, or "".
	copyTo := func(k int) string {
		if k < 0 {
			return ""
		}
		in := &asm.Insts[k]
		if in.Op != "mov" || len(in.Operands) < 2 {
			return ""
		}
		if v, ok := storageVar(asm, in.Operands[0]); ok && read[v] {
			return v
		}
		return ""
	}
	n := len(params)
	found, calls := "", 0
	for k := range asm.Insts {
		in := &asm.Insts[k]
		if in.Op != "call" || len(in.Operands) == 0 || in.Operands[len(in.Operands)-1] != label {
			continue
		}
		calls++
		if k < n || k > n && copyTo(k-n-1) != "" {
			return "", fmt.Sprintf("the call at vISA id %d is not preceded by one copy per parameter", in.Index)
		}
		var dests []string
		for j := k - n; j < k; j++ {
			v := copyTo(j)
			if v == "" || slices.Contains(dests, v) {
				return "", fmt.Sprintf("the call at vISA id %d is not preceded by %d copies into distinct variables the function reads", in.Index, n)
			}
			dests = append(dests, v)
		}
		for i, p := range names {
			if w := at[p]; w != "" && w != dests[i] {
				return "", fmt.Sprintf("the call at vISA id %d copies parameter %d into %s, the function reads it from %s", in.Index, i+1, dests[i], w)
			}
		}
		if found != "" && found != dests[pos] {
			return "", fmt.Sprintf("its callers copy it into %s and %s", found, dests[pos])
		}
		found = dests[pos]
	}
	if calls == 0 {
		return "", "no call of " + label + " in the object"
	}
	return found, ""
}
