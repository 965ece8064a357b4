// Package visaasm parses the vISA text form (.visaasm) that IGC dumps beside its binaries:
// the kernels and stack-call functions, their variable declarations (element type, element
// count, value name), kernel attributes (SimdSize) and the FILE/LOC directives that carry
// source positions, each placed at the vISA instruction index the vISA builder gives it.
//
// Only what debug info needs is kept; instructions themselves are counted, not decoded.
package visaasm

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Kind says what a compiled object is.
type Kind uint8

const (
	KindKernel   Kind = iota + 1 // .kernel
	KindFunction                 // .global_function: a stack-call function
)

var kindNames = [...]string{KindKernel: "kernel", KindFunction: "global_function"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// ElemType is a vISA element type (the decl's type=).
type ElemType uint8

const (
	TypeNone ElemType = iota
	TypeUB
	TypeB
	TypeUW
	TypeW
	TypeUD
	TypeD
	TypeUQ
	TypeQ
	TypeHF
	TypeBF
	TypeF
	TypeDF
	TypeV
	TypeUV
	TypeVF
	TypeBool
)

type elemInfo struct {
	name string
	size int // bytes; 0 when the type has no element size
}

var elemTypes = [...]elemInfo{
	TypeNone: {"", 0}, TypeUB: {"ub", 1}, TypeB: {"b", 1}, TypeUW: {"uw", 2}, TypeW: {"w", 2},
	TypeUD: {"ud", 4}, TypeD: {"d", 4}, TypeUQ: {"uq", 8}, TypeQ: {"q", 8}, TypeHF: {"hf", 2},
	TypeBF: {"bf", 2}, TypeF: {"f", 4}, TypeDF: {"df", 8}, TypeV: {"v", 4}, TypeUV: {"uv", 4},
	TypeVF: {"vf", 4}, TypeBool: {"bool", 1},
}

func (t ElemType) String() string {
	if int(t) < len(elemTypes) {
		return elemTypes[t].name
	}
	return "ElemType(" + strconv.Itoa(int(t)) + ")"
}

// Size is the element size in bytes (0 when unknown).
func (t ElemType) Size() int {
	if int(t) < len(elemTypes) {
		return elemTypes[t].size
	}
	return 0
}

// Signed reports whether the type is a signed integer.
func (t ElemType) Signed() bool { return t == TypeB || t == TypeW || t == TypeD || t == TypeQ }

// Float reports whether the type is a floating-point type.
func (t ElemType) Float() bool { return t == TypeHF || t == TypeBF || t == TypeF || t == TypeDF }

// ParseElemType returns the type with the given vISA name.
func ParseElemType(s string) (ElemType, bool) {
	for i, e := range elemTypes {
		if i > 0 && e.name == s {
			return ElemType(i), true
		}
	}
	return TypeNone, false
}

// Decl is one .decl line.
type Decl struct {
	Name    string   // V0033, P1, A0, S0, T6
	VType   byte     // v_type: 'G' general, 'A' address, 'P' predicate, 'S' sampler, 'T' surface
	Type    ElemType // type= (general variables only)
	NumElts uint32   // num_elts=
	VName   string   // v_name=, the front end's value name when there is one
	Alias   string   // alias=<X, off>: the variable it aliases
	Output  bool     // attrs={Output}: kept live to the end (IGC: the private base and thread offset at -O0)
	Line    int      // source line of the .decl
}

// Aliased reads alias=<X, OFF>: the variable the declaration aliases and the byte offset in
// it; ok is false for a declaration that aliases nothing (or an alias that does not read).
func (d *Decl) Aliased() (root string, off int, ok bool) {
	if d.Alias == "" {
		return "", 0, false
	}
	r, o, _ := strings.Cut(strings.Trim(d.Alias, "<>"), ",")
	n, err := strconv.Atoi(strings.TrimSpace(o))
	if err != nil {
		return "", 0, false
	}
	return strings.TrimSpace(r), n, true
}

// Loc is a source position in effect from vISA index Index on.
type Loc struct {
	Index uint32
	File  string // from the last FILE directive ("" before any)
	Line  uint32
}

// Label is a .function entry label (a vISA subroutine or the object's entry) and its index.
type Label struct {
	Name  string
	Index uint32
}

// Attr is a .kernel_attr: NAME=VALUE, or NAME alone for a boolean attribute that is set
// (Extern, written for a function shared by several kernels; NoBarrier...).
type Attr struct {
	Name, Value string
	HasValue    bool
}

// Input is one .input (or .implicit_KIND) line: a variable the kernel finds in its payload,
// Size bytes at byte Offset of the GRF file (r0 = 0) when it starts.
type Input struct {
	Kind   string // "input", or the implicit kind: "implicit_LOCAL_SIZE"...
	Name   string // V0034
	Offset uint32
	Size   uint32
	Line   int // source line of the .input
}

// Inst is one instruction as written: its opcode with modifiers (svm_scatter.4.1, cmp.lt),
// without the predicate, and its operands after the execution size (V0201(0,0)<1>, 0x4:w,
// V0202.0).
type Inst struct {
	Index    uint32
	Op       string
	Operands []string
	ExecSize int // the execution size, 16 of (M1, 16); 0 when not written
}

// Function is one .kernel or .global_function and everything up to the next one.
type Function struct {
	Kind     Kind
	Name     string
	Line     int // source line of the .kernel/.global_function directive
	Decls    []Decl
	Attrs    []Attr
	SimdSize int     // .kernel_attr SimdSize (0 when absent)
	Locs     []Loc   // one per FILE/LOC directive, in index order
	Inputs   []Input // .input declarations, in text order
	Labels   []Label // .function labels, in index order
	// Places are the indices that hold no instruction (labels, .function labels, FILE and
	// LOC), in index order: the finalizer may map code it adds to them.
	Places []uint32
	Insts  []Inst // the instructions, in index order
	// NumIndices is how many vISA indices the object uses (one past the last).
	NumIndices uint32

	decls  map[string]int // normalized name -> index in Decls, for names not in vDecls
	inputs map[string]int // normalized name -> index of its first .input in Inputs
	// vDecls holds, at number n, 1 + the index in Decls of general variable V<n> (0: none),
	// for the numbers below twice the declarations seen so far + 64 when V<n> is declared
	// (IGC numbers them from 32 in order; a larger number goes to the map, vInMap counts
	// them): the blob's variables are looked up in number order, which an array serves
	// from consecutive memory where a map of 100k names misses the cache at every lookup.
	vDecls []int32
	vInMap int
}

// File is a parsed .visaasm text.
type File struct {
	Version   string
	Functions []*Function
}

// Function returns the object with the given name, or nil.
func (f *File) Function(name string) *Function {
	for _, fn := range f.Functions {
		if fn.Name == name {
			return fn
		}
	}
	return nil
}

// Decl finds the declaration of a variable as the debug info blob names it: "V33" is the
// decl "V0033" (leading zeros do not matter), "P1" is "P1".
func (fn *Function) Decl(name string) (*Decl, bool) {
	i, ok := fn.DeclIndex(name)
	if !ok {
		return nil, false
	}
	return &fn.Decls[i], true
}

// DeclIndex is the position in Decls of the declaration Decl finds: a number that indexes
// a caller's per-declaration table where a map of names would miss the cache.
func (fn *Function) DeclIndex(name string) (int, bool) {
	if n, ok := vNumber(name); ok {
		if n < uint64(len(fn.vDecls)) && fn.vDecls[n] > 0 {
			return int(fn.vDecls[n] - 1), true
		}
		if fn.vInMap == 0 {
			return 0, false
		}
	}
	i, ok := fn.decls[normName(name)]
	return i, ok
}

// addDecl files d, at index len(fn.Decls), under its name; false when a declaration of that
// name (leading zeros of its number aside) is there already.
func (fn *Function) addDecl(d Decl) bool {
	if _, dup := fn.DeclIndex(d.Name); dup {
		return false
	}
	i := len(fn.Decls)
	if n, ok := vNumber(d.Name); ok && n < uint64(2*i+64) {
		if n >= uint64(len(fn.vDecls)) {
			fn.vDecls = slices.Grow(fn.vDecls, int(n)+1-len(fn.vDecls))[:n+1]
		}
		fn.vDecls[n] = int32(i + 1)
	} else {
		if ok {
			fn.vInMap++
		}
		fn.decls[normName(d.Name)] = i
	}
	fn.Decls = append(fn.Decls, d)
	return true
}

// vNumber is n of a general variable's name V<n> (decimal digits, leading zeros allowed).
func vNumber(s string) (uint64, bool) {
	if len(s) < 2 || s[0] != 'V' || len(s) > 19 { // 18 digits cannot overflow
		return 0, false
	}
	var n uint64
	for _, c := range s[1:] {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = 10*n + uint64(c-'0')
	}
	return n, true
}

// normName drops leading zeros of a variable's number: V0033 and V33 are the same variable.
func normName(s string) string {
	if len(s) < 2 {
		return s
	}
	d := s[1:]
	for _, c := range d {
		if c < '0' || c > '9' {
			return s
		}
	}
	d = strings.TrimLeft(d, "0")
	if d == "" {
		d = "0"
	}
	return s[:1] + d
}

// LineAt returns the source position in effect at vISA index i: the last FILE/LOC directive
// whose index is at most i. ok is false before the first LOC.
func (fn *Function) LineAt(i uint32) (Loc, bool) {
	n := fn.LocIndex(i)
	if n < 0 {
		return Loc{}, false
	}
	return fn.Locs[n], true
}

// LocIndex returns the position in Locs of the directive in effect at vISA index i, -1
// before the first.
func (fn *Function) LocIndex(i uint32) int {
	lo, hi := 0, len(fn.Locs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if fn.Locs[m].Index <= i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo - 1
}

// IsInstruction reports whether vISA index i is an instruction's, not a label's or a FILE or
// LOC directive's.
func (fn *Function) IsInstruction(i uint32) bool {
	if i >= fn.NumIndices {
		return false
	}
	_, place := slices.BinarySearch(fn.Places, i)
	return !place
}

// SyntaxError is a problem at a place in the text.
type SyntaxError struct {
	Line, Col int
	Msg       string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("line %d:%d: %s", e.Line, e.Col, e.Msg) }
