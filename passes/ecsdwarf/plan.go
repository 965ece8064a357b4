// Package ecsdwarf turns Eigen Compiler Suite debugging information (package
// hdwarf/text/ecs) into a DWARF 4 debugging object: an ELF relocatable for the target
// whose addresses are relocations against undefined symbols named like the code and data
// sections, so that any linker combines it with the object the .dbg file describes.
//
// The DIE tree follows ECS's own converter (dbgdwarf) except where it is wrong or not
// portable; the differences are listed in convert_test.go, which checks the output against
// ECS's for every program of the corpus.
package ecsdwarf

// This file decides the shape of the DIE tree, independent of any encoding: which symbols
// of a code entry are parameters, how symbol lifetimes nest into lexical blocks (the tree
// ECS's converter builds), and the location expression of each symbol.

import (
	"fmt"

	"hdwarf/expr"
	"hdwarf/text/ecs"
)

// Subprogram is the plan for the DIE of one code entry.
type Subprogram struct {
	Entry  *ecs.Entry
	Params []*ecs.Symbol // in file order
	Body   *Scope        // the whole code section; its Blocks become lexical blocks
}

// Scope is a range of the code section with the symbols that live exactly over it. Symbols
// never holds parameters or results.
type Scope struct {
	Begin, End uint64
	Symbols    []*ecs.Symbol
	Blocks     []*Scope
}

// Converter holds what the plan needs to know about the file: its target and the names of
// its data entries.
type Converter struct {
	File   *ecs.File
	Name   string // file name for messages
	Target ecs.Target
	data   map[string]bool
}

// NewConverter resolves the target of f.
func NewConverter(name string, f *ecs.File) (*Converter, error) {
	t, err := ecs.TargetOf(name, f.Header)
	if err != nil {
		return nil, err
	}
	c := &Converter{File: f, Name: name, Target: t, data: map[string]bool{}}
	for _, e := range f.Entries {
		if e.Kind == ecs.Data {
			c.data[e.Name] = true
		}
	}
	return c, nil
}

func (c *Converter) errorf(s *ecs.Symbol, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: symbol %q: %s", c.Name, s.Pos.Line, s.Pos.Col, s.Name, fmt.Sprintf(format, args...))
}

// IsAlias reports whether a variable symbol stands for a data section. ECS writes both
// aliases and register-relative variables at offset 0 as `"name" +0`; ECS treats all of them
// as aliases, so `"rsp" +0` asks the linker for a section named rsp. Here a name that is a
// register of the target and not a data entry of the file is read as the register.
func (c *Converter) IsAlias(s *ecs.Symbol) bool {
	if !s.IsAlias() {
		return false
	}
	if c.data[s.Register] {
		return true
	}
	_, err := c.Target.Register(s.Register)
	return err != nil
}

// IsParameter follows ECS: a variable at a positive displacement from the frame pointer,
// or an alias of a data section (VAR parameters of nested procedures are written so).
func (c *Converter) IsParameter(s *ecs.Symbol) (bool, error) {
	if s.Kind != ecs.Variable {
		return false, nil
	}
	if c.IsAlias(s) {
		return true, nil
	}
	if s.Displacement <= 0 {
		return false, nil
	}
	regs, err := c.Target.Registers(s.Register)
	if err != nil {
		return false, c.errorf(s, "%v", err)
	}
	return len(regs) == 1 && regs[0] == c.Target.FramePointer(), nil
}

// Plan builds the subprogram plan of a code entry. Lifetimes nest as in ECS's converter:
// every symbol, in file order, goes into the first block that encloses its lifetime, or into
// a new block of its own; blocks holding only parameters and results are then dissolved into
// their parent.
func (c *Converter) Plan(e *ecs.Entry) (*Subprogram, error) {
	sp := &Subprogram{Entry: e}
	root := &block{begin: 0, end: e.Size}
	skip := map[*ecs.Symbol]bool{}
	for _, s := range e.Symbols {
		if s.End < s.Begin {
			return nil, c.errorf(s, "lifetime ends at %d before it begins at %d", s.End, s.Begin)
		}
		param, err := c.IsParameter(s)
		if err != nil {
			return nil, err
		}
		if param {
			sp.Params = append(sp.Params, s)
		}
		if param || s.IsResult() {
			skip[s] = true
		} else if _, err := c.Location(s); err != nil {
			return nil, err
		}
		root.insert(s)
	}
	sp.Body = &Scope{Begin: 0, End: e.Size, Symbols: keep(root.symbols, skip)}
	for _, b := range root.blocks {
		sp.Body.Blocks = append(sp.Body.Blocks, b.scopes(skip)...)
	}
	return sp, nil
}

func keep(syms []*ecs.Symbol, skip map[*ecs.Symbol]bool) []*ecs.Symbol {
	var out []*ecs.Symbol
	for _, s := range syms {
		if !skip[s] {
			out = append(out, s)
		}
	}
	return out
}

// block is ECS's lifetime tree before empty blocks are dissolved.
type block struct {
	begin, end uint64
	symbols    []*ecs.Symbol
	blocks     []*block
}

func (b *block) insert(s *ecs.Symbol) {
	for _, c := range b.blocks {
		if c.begin <= s.Begin && c.end >= s.End {
			c.insert(s)
			return
		}
	}
	if s.Begin == b.begin && s.End == b.end {
		b.symbols = append(b.symbols, s)
		return
	}
	n := &block{begin: s.Begin, end: s.End, symbols: []*ecs.Symbol{s}}
	b.blocks = append(b.blocks, n)
	if n.begin <= b.begin && n.end >= b.end {
		// The new block encloses this one: they trade contents, as in ECS.
		b.begin, n.begin = n.begin, b.begin
		b.end, n.end = n.end, b.end
		b.symbols, n.symbols = n.symbols, b.symbols
		b.blocks, n.blocks = n.blocks, b.blocks
	}
}

// scopes returns the lexical blocks b stands for: itself, or its children when it holds
// only skipped symbols (parameters and results).
func (b *block) scopes(skip map[*ecs.Symbol]bool) []*Scope {
	var kids []*Scope
	for _, c := range b.blocks {
		kids = append(kids, c.scopes(skip)...)
	}
	syms := keep(b.symbols, skip)
	if len(syms) == 0 {
		return kids
	}
	return []*Scope{{Begin: b.begin, End: b.end, Symbols: syms, Blocks: kids}}
}

// Location is the location expression of a register or variable symbol. Aliases of data
// sections need the address of a symbol, which an expression alone cannot carry: for them
// Location returns the section name and an expression "DW_OP_addr 0" whose operand (at byte
// offset 1) must be relocated against that name.
type Location struct {
	Expr    []byte
	AddrSym string // non-empty for DW_OP_addr
}

// Location computes the location of a register or variable symbol. Register pairs such as
// "ebx:esi" become pieces of one address size each, low part first.
func (c *Converter) Location(s *ecs.Symbol) (Location, error) {
	b := expr.Builder{Ctx: expr.Context{AddrSize: c.Target.AddressSize(), OffsetSize: 4, ByteOrder: c.Target.ByteOrder(), Version: 4}}
	switch s.Kind {
	case ecs.Register:
		regs, err := c.Target.Registers(s.Register)
		if err != nil {
			return Location{}, c.errorf(s, "%v", err)
		}
		for _, r := range regs {
			b.RegX(uint64(r))
			if len(regs) > 1 {
				b.Piece(uint64(c.Target.AddressSize()))
			}
		}
	case ecs.Variable:
		if c.IsAlias(s) {
			b.Addr(0)
			code, err := b.Bytes()
			return Location{Expr: code, AddrSym: s.Register}, err
		}
		regs, err := c.Target.Registers(s.Register)
		if err != nil {
			return Location{}, c.errorf(s, "%v", err)
		}
		if len(regs) != 1 {
			return Location{}, c.errorf(s, "base register %q is a register pair", s.Register)
		}
		b.BregX(uint64(regs[0]), s.Displacement)
	default:
		return Location{}, nil
	}
	code, err := b.Bytes()
	if err != nil {
		return Location{}, c.errorf(s, "%v", err)
	}
	return Location{Expr: code}, nil
}
