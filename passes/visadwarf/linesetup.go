package visadwarf

import (
	"sort"
	"strings"

	"hdwarf/text/visaasm"
)

// privateSetup finds the code that computes the address of a private (stack) variable, which
// IGC's table gives no line of its own. Without optimization IGC keeps each local variable in
// private memory and computes its address (frame base + offset + lane × size) in LLVM
// instructions that have no location, emitted right before the variable's first access. Their
// LOC is the statement's, usually a declaration (float acc = 0.0f), so the .visaasm alone would
// start the statement's line there; IGC's table starts it at the store.
//
// An instruction is such set-up when it is part of the backward slice, inside one LOC's
// instructions, of the address operand of an svm_ message (the stateless messages -O0 code
// uses for private memory), the slice holds only address arithmetic, and everything the slice
// reads is set before the body (frame base, lane numbers, inputs): an address built from a
// loaded pointer or from a value the body computes is a global access, whose arithmetic IGC
// does locate. entryIndex is the vISA index of the function's first LOC, bodyIndex that of the
// body's first LOC; only functions whose argument set-up stores the parameters to private
// memory (svm_ messages between the two) are unoptimized code.
func privateSetup(fn *visaasm.Function, entryIndex, bodyIndex uint32) map[uint32]bool {
	insts := fn.Insts
	// Only unoptimized code keeps its variables in private memory: there the argument set-up
	// stores the parameters with svm_ messages.
	unoptimized := false
	for i := range insts {
		unoptimized = unoptimized || insts[i].Index > entryIndex && insts[i].Index < bodyIndex && strings.HasPrefix(insts[i].Op, "svm_")
	}
	if !unoptimized {
		return nil
	}
	// Where the body writes each variable: a slice may read nothing the body writes before
	// it but its own results (the frame base is written again only when it is restored).
	bodyDefs := map[string][]uint32{}
	for i := range insts {
		if insts[i].Index < bodyIndex {
			continue
		}
		for _, d := range instDefs(fn, &insts[i]) {
			bodyDefs[d] = append(bodyDefs[d], insts[i].Index)
		}
	}
	setup := map[uint32]bool{}
	region := 0 // first instruction of the current LOC's instructions
	li := fn.LocIndex(0)
	for s := range insts {
		if l := fn.LocIndex(insts[s].Index); l != li {
			li, region = l, s
		}
		if insts[s].Index < bodyIndex || !strings.HasPrefix(insts[s].Op, "svm_") || len(insts[s].Operands) == 0 {
			continue
		}
		need := map[string]bool{varRoot(fn, insts[s].Operands[0]): true}
		own := map[string]int{}
		var slice []int
		ok := true
		for k := s - 1; k >= max(region, s-setupWindow) && ok; k-- {
			in := &insts[k]
			defs := instDefs(fn, in)
			hit := false
			for _, d := range defs {
				hit = hit || need[d]
			}
			if !hit {
				continue
			}
			if !addressOp(in.Op) {
				ok = false
				break
			}
			slice = append(slice, k)
			for _, d := range defs {
				own[d]++
			}
			for _, o := range in.Operands[len(defs):] {
				if r := varRoot(fn, o); r != "" {
					need[r] = true
				}
			}
		}
		for r := range need {
			if defsBefore(bodyDefs[r], insts[s].Index) > own[r] {
				ok = false
			}
		}
		if !ok || len(slice) == 0 {
			continue
		}
		for _, k := range slice {
			setup[insts[k].Index] = true
		}
	}
	return setup
}

// setupWindow bounds how far before its message the address arithmetic is looked for (IGC's
// is 14 instructions at SIMD8, 19 at SIMD32), so that the search stays linear in the code. A
// slice cut short reads a value the body writes before the message and is not taken.
const setupWindow = 64

// defsBefore counts the indices (ascending) before end.
func defsBefore(idx []uint32, end uint32) int {
	return sort.Search(len(idx), func(i int) bool { return idx[i] >= end })
}

// addressOps are the operations of IGC's private address arithmetic.
var addressOps = map[string]bool{"mov": true, "add": true, "add3": true, "addc": true, "mul": true,
	"mad": true, "asr": true, "shl": true, "shr": true, "and": true, "or": true}

func addressOp(op string) bool {
	base, _, _ := strings.Cut(op, ".")
	return addressOps[base]
}

// instDefs are the variables an instruction writes, as alias roots: the destination of an
// arithmetic operation (and the carry of addc/subb); for any other instruction (messages,
// calls) every operand but the first, so that nothing it may write is taken for unchanged.
func instDefs(fn *visaasm.Function, in *visaasm.Inst) []string {
	n := 1
	base, _, _ := strings.Cut(in.Op, ".")
	switch {
	case base == "addc" || base == "subb":
		n = 2
	case !addressOp(in.Op) && !strings.HasPrefix(in.Op, "cmp"):
		var out []string
		for _, o := range in.Operands[min(1, len(in.Operands)):] {
			if r := varRoot(fn, o); r != "" {
				out = append(out, r)
			}
		}
		return out
	}
	var out []string
	for _, o := range in.Operands[:min(n, len(in.Operands))] {
		out = append(out, varRoot(fn, o))
	}
	return out
}

// varRoot is the variable an operand names, followed through alias= declarations to the one
// that owns the storage; "" for immediates.
func varRoot(fn *visaasm.Function, operand string) string {
	name := strings.TrimPrefix(strings.TrimPrefix(operand, "-"), "&")
	if i := strings.IndexAny(name, "(.<:[ "); i >= 0 {
		name = name[:i]
	}
	if name == "" || name[0] >= '0' && name[0] <= '9' {
		return ""
	}
	for range fn.Decls { // an alias chain is at most as long as the declarations
		d, ok := fn.Decl(name)
		if !ok {
			break
		}
		a, _, ok := d.Aliased()
		if !ok {
			break
		}
		name = a
	}
	return name
}
