package spirvdwarf

import (
	"fmt"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/sections/spirv"
)

// Types makes the DIEs of a module's debug types in a compile unit that another pass writes
// (the vISA conversion's unit of a kernel), with the same mapping Convert uses, so that the
// two give a source type the same DWARF. DIEs are made on first use, with the types they
// refer to; each module type gets one DIE.
type Types struct {
	c *conv
	u *unit
	// locals indexes the DebugLocalVariables by function: parameters, then the others.
	locals map[spirv.ID]*[2][]spirv.ID
	// abstract are the functions Abstract has marked DW_AT_inline.
	abstract map[spirv.ID]bool
}

// NewTypes prepares type DIEs of m for unit cu of w, whose line table is lt. fileIndex gives
// the line-table index of a source file name, so that declarations and the host's line rows
// share file entries. m's debug instructions must have been decoded.
func NewTypes(m *spirv.Module, w *dwarfenc.Writer, ver int, cu *dwarfenc.Unit, lt *dwarfenc.LineTable, fileIndex func(name string) uint32) (*Types, error) {
	if m.Debug == nil || len(m.Debug.CompilationUnits) == 0 {
		return nil, fmt.Errorf("the SPIR-V module has no debug compilation unit")
	}
	c := newConv(m, w, ver)
	cuNode, _ := m.Debug.Node(m.Debug.CompilationUnits[0]).(*spirv.CompilationUnit)
	u := &unit{node: cuNode, u: cu, lt: lt, files: map[string]uint32{}, dirs: map[string]uint32{}, fileHook: fileIndex}
	for _, id := range m.Debug.CompilationUnits {
		c.units[id] = u
	}
	c.order = []*unit{u}
	c.byDIE[cu] = u
	return &Types{c: c, u: u}, nil
}

// LocateData gives the program-scope variables made from now on their address in the code
// object (Options.DataAddr).
func (t *Types) LocateData(a DataAddr) { t.c.dataAddr = a }

// Bind makes d the DIE of debug node id (a DebugFunction the host has written a subprogram
// for), so that what is scoped in it goes under d instead of a second DIE.
func (t *Types) Bind(id spirv.ID, d *dwarfenc.DIE) { t.c.dies[id] = d }

// Reserve makes room at once for n more DIEs, before the host asks for that many variables
// (a function's locals): a map of 100k ids grown entry by entry spent a fifth of making the
// variables in moving its entries. The room at least doubles each time, so that many small
// calls cost no more than growing.
func (t *Types) Reserve(n int) {
	c := t.c
	need := len(c.dies) + n
	if need <= c.diesCap {
		return
	}
	size := max(need, 2*c.diesCap)
	dies := make(map[spirv.ID]*dwarfenc.DIE, size)
	for id, d := range c.dies {
		dies[id] = d
	}
	c.dies, c.diesCap = dies, size
}

// Type returns the DIE of debug type id, nil when id is no type (DebugInfoNone, void) or has
// no DWARF mapping.
func (t *Types) Type(id spirv.ID) *dwarfenc.DIE {
	if t.c.isNoType(id) {
		return nil
	}
	return t.c.die(id)
}

// Decl adds DW_AT_decl_file and DW_AT_decl_line of a position in DebugSource src.
func (t *Types) Decl(d *dwarfenc.DIE, src spirv.ID, line uint32) { t.c.decl(d, src, line) }

// Abstract returns the DIE of DebugFunction id as the abstract instance of a function the
// host found inlined (DW_AT_inline), for its DW_TAG_inlined_subroutines to refer to; nil
// when id is no DebugFunction.
func (t *Types) Abstract(id spirv.ID) *dwarfenc.DIE {
	if _, ok := t.c.d.Node(id).(*spirv.Function); !ok {
		return nil
	}
	d := t.c.die(id)
	if d != nil && !t.abstract[id] {
		if t.abstract == nil {
			t.abstract = map[spirv.ID]bool{}
		}
		t.abstract[id] = true
		d.Add(dw.AttrInline, dwarfenc.Const(dw.FormData1, uint64(dw.InlInlined)))
	}
	return d
}

// CallSite adds DW_AT_call_file and DW_AT_call_line of a call at line of DebugSource src.
func (t *Types) CallSite(d *dwarfenc.DIE, src spirv.ID, line uint32) { t.c.callSite(d, src, line) }

// Warnings are what could not be mapped so far.
func (t *Types) Warnings() []string { return t.c.warns }

// Locals lists the DebugLocalVariables whose scope chain ends in DebugFunction fn: its
// parameters in argument order, then the other locals in module order. Variables of functions
// inlined into fn are not among them (their scope is the inlined function).
func (t *Types) Locals(fn spirv.ID) (params, locals []spirv.ID) {
	if t.locals == nil {
		// One pass over the module's variables serves every function of the unit.
		t.locals = map[spirv.ID]*[2][]spirv.ID{}
		for _, id := range t.c.sortedLocals() {
			n := t.c.d.Node(id).(*spirv.LocalVariable)
			f := t.c.functionOf(n.Parent)
			e := t.locals[f]
			if e == nil {
				e = new([2][]spirv.ID)
				t.locals[f] = e
			}
			if n.ArgNumber > 0 {
				e[0] = append(e[0], id)
			} else {
				e[1] = append(e[1], id)
			}
		}
	}
	if e := t.locals[fn]; e != nil {
		return e[0], e[1]
	}
	return nil, nil
}

// Variable returns the DIE of a DebugLocalVariable or DebugGlobalVariable, making it on first
// use in its scope: a local goes in its lexical block (made on first use, without code ranges)
// inside the DIE its function was bound to, a global in its namespace or the unit. The DIE
// has no location: SPIR-V has no storage to give (a global's constant value excepted).
func (t *Types) Variable(id spirv.ID) *dwarfenc.DIE {
	switch t.c.d.Node(id).(type) {
	case *spirv.LocalVariable, *spirv.GlobalVariable:
		return t.c.die(id)
	}
	return nil
}

// Globals lists the module's DebugGlobalVariables in module order.
func (t *Types) Globals() []spirv.ID {
	var out []spirv.ID
	for _, id := range t.c.d.Order {
		if _, ok := t.c.d.Node(id).(*spirv.GlobalVariable); ok {
			out = append(out, id)
		}
	}
	return out
}

// Language is the source language of the module's first compilation unit, as Convert
// writes it.
func (t *Types) Language() dw.Lang {
	if t.u.node == nil {
		return dw.LangOpenCL
	}
	return language(t.u.node.Language)
}

// Scope is the lexical block or DebugFunction whose DIE holds what is scoped in id (a
// discriminator stands for its block, a template for what it wraps) and the scope enclosing
// that one, found the same way; 0, 0 when id is in no function (a namespace, a type, a unit),
// parent 0 for a function.
func (t *Types) Scope(id spirv.ID) (scope, parent spirv.ID) {
	s := t.c.codeScope(id)
	if n, ok := t.c.d.Node(s).(*spirv.LexicalBlock); ok {
		return s, t.c.codeScope(n.Parent)
	}
	return s, 0
}

// Block is the DIE made for DebugLexicalBlock id, nil when none was made (no variable of the
// host's is in it).
func (t *Types) Block(id spirv.ID) *dwarfenc.DIE {
	if n, ok := t.c.d.Node(id).(*spirv.LexicalBlock); !ok || n.Namespace {
		return nil
	}
	return t.c.dies[id]
}
