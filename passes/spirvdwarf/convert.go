// Package spirvdwarf turns the debug information of a SPIR-V module (OpenCL.DebugInfo.100, its
// legacy alias SPIRV.debug, and NonSemantic.Shader.DebugInfo.100) into DWARF: the DIE tree
// the Khronos LLVM/SPIR-V Translator plus LLVM would produce for the same module
// (LLVM's SPIRVReader, the translator's reading of DebugInfo), without machine addresses, which SPIR-V does not
// have: functions, lexical blocks and inlined subroutines are declarations without code
// ranges, variables have no locations, and .debug_line holds the file and directory tables
// but no rows.
package spirvdwarf

import (
	"debug/elf"
	"fmt"
	"sort"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
	"hdwarf/sections/intelgt"
	"hdwarf/sections/spirv"
)

// Options say what to write.
type Options struct {
	// Target is the ELF flavour and address size; the zero value means DefaultTarget.
	Target Target
	// Version is the DWARF version (4 or 5); 0 takes the compilation units' DWARF Version
	// operand (2-4 give 4, 5 and more give 5).
	Version int
	// DataAddr, when set, gives program-scope variables their address in the code object the
	// DWARF goes into (DataAddrOf: its symbols in data sections).
	DataAddr DataAddr
}

// DataAddr is the address of the data object named by the first of names that has one; false
// when none has.
type DataAddr func(names ...string) (dwarfenc.Addr, bool)

// DataAddrOf is the DataAddr of the program-scope data of a code object: the objects its
// symbol table defines in .data.const or .data.global (intelgt.DataObjects), at a relocation
// against the symbol in a relocatable file (resolved as the runtime loads the section), else at
// the section's address plus the symbol's value.
func DataAddrOf(f *elfrw.File) (DataAddr, error) {
	objs, err := intelgt.DataObjects(f)
	if err != nil {
		return nil, err
	}
	rel := f.Type == elf.ET_REL
	return func(names ...string) (dwarfenc.Addr, bool) {
		for _, n := range names {
			s, ok := objs[n]
			switch {
			case !ok || n == "":
				continue
			case rel:
				return dwarfenc.Sym(s.Name, 0), true
			}
			return dwarfenc.Abs(f.Sections[s.Shndx].Addr + s.Value), true
		}
		return dwarfenc.Addr{}, false
	}, nil
}

// Result is the DWARF made from one module.
type Result struct {
	Target   Target
	Version  int
	Sections []dwarfenc.Section
	// Warnings name the information that could not be mapped, with word offsets.
	Warnings []string
}

// Convert maps the debug graph of m (Decode must have run) to DWARF sections.
func Convert(m *spirv.Module, opt Options) (*Result, error) {
	if m.Debug == nil {
		return nil, fmt.Errorf("spirvdwarf: the module's debug instructions were not decoded")
	}
	if len(m.Debug.CompilationUnits) == 0 {
		return nil, fmt.Errorf("the module has no DebugCompilationUnit (no OpenCL.DebugInfo.100 or NonSemantic.Shader.DebugInfo.100 debug info)")
	}
	t := opt.Target
	if t.Class == elf.ELFCLASSNONE || t.Order == nil {
		t = DefaultTarget(m)
	}
	ver := opt.Version
	if ver == 0 {
		ver = 4
		for _, id := range m.Debug.CompilationUnits {
			if cu, ok := m.Debug.Node(id).(*spirv.CompilationUnit); ok && cu.DWARFVersion >= 5 {
				ver = 5
			}
		}
	}
	if ver != 4 && ver != 5 {
		return nil, fmt.Errorf("DWARF version %d: only 4 and 5 are written", ver)
	}
	// Strings go by offset (DW_FORM_strp), not by index: Go's debug/dwarf resolves the strx
	// forms of a compile unit DIE before it has read that DIE's DW_AT_str_offsets_base, and
	// fails on small units.
	cfg := dwarfenc.Config{Version: ver, AddrSize: t.AddrSize(), ByteOrder: t.Order, Strings: dwarfenc.StringsStrp}
	c := newConv(m, dwarfenc.NewWriter(cfg), ver)
	c.dataAddr = opt.DataAddr
	for _, w := range m.Warnings {
		c.warns = append(c.warns, w.String())
	}
	c.build()
	if c.tooDeep != nil {
		return nil, c.tooDeep
	}
	secs, err := c.w.Finish()
	if err != nil {
		return nil, fmt.Errorf("writing DWARF: %w", err)
	}
	secs = append(secs, c.macroSections()...)
	return &Result{Target: t, Version: ver, Sections: secs, Warnings: c.warns}, nil
}

// Object converts m and puts the debug sections into a new ELF relocatable object for the
// result's target.
func Object(m *spirv.Module, opt Options) (*elfrw.File, *Result, error) {
	r, err := Convert(m, opt)
	if err != nil {
		return nil, nil, err
	}
	f := elfrw.New(r.Target.Class, r.Target.Order, elf.ET_REL, r.Target.Machine)
	if err := dwarfenc.AddToELF(f, r.Sections, nil); err != nil {
		return nil, nil, err
	}
	return f, r, nil
}

// conv holds the state of one conversion.
type conv struct {
	m     *spirv.Module
	d     *spirv.Debug
	w     *dwarfenc.Writer
	ver   int
	units map[spirv.ID]*unit
	order []*unit
	byDIE map[*dwarfenc.Unit]*unit
	warns []string

	dies     map[spirv.ID]*dwarfenc.DIE // node -> its DIE (for functions: the abstract or only one)
	diesCap  int                        // the size dies was made for (Types.Reserve)
	busy     map[spirv.ID]bool          // nodes whose DIE is being made (reference cycles)
	concrete map[spirv.ID]*dwarfenc.DIE // inlined function -> its out-of-line instance
	inlined  map[spirv.ID]bool          // functions some DebugInlinedAt inlines
	inst     map[scopeKey]*dwarfenc.DIE // (scope, DebugInlinedAt) -> DIE of an inlined instance
	instVars map[scopeKey]bool          // (variable, DebugInlinedAt) already placed
	entries  map[spirv.ID]bool          // DebugFunctions a DebugEntryPoint names
	macros   []*spirv.NodeBase          // DebugMacroDef/Undef in module order

	dataAddr DataAddr // program-scope variables' addresses, nil when none are known

	depth   int   // DIEs being made, one inside the other (die calls itself through references)
	tooDeep error // set when depth reached maxNesting: the conversion fails with it
}

// maxNesting bounds how deeply DIEs are made inside one another while references are
// followed (a pointer to a function returning a pointer to...): real programs stay in the
// tens, and each level takes stack.
const maxNesting = 2000

type scopeKey struct{ scope, at spirv.ID }

func newConv(m *spirv.Module, w *dwarfenc.Writer, ver int) *conv {
	return &conv{m: m, d: m.Debug, w: w, ver: ver,
		units: map[spirv.ID]*unit{}, byDIE: map[*dwarfenc.Unit]*unit{},
		dies: map[spirv.ID]*dwarfenc.DIE{}, busy: map[spirv.ID]bool{},
		concrete: map[spirv.ID]*dwarfenc.DIE{}, inlined: map[spirv.ID]bool{},
		inst: map[scopeKey]*dwarfenc.DIE{}, instVars: map[scopeKey]bool{},
		entries: map[spirv.ID]bool{}}
}

func (c *conv) warnf(word int, format string, args ...any) {
	c.warns = append(c.warns, fmt.Sprintf("word %#x: %s", word, fmt.Sprintf(format, args...)))
}

// build makes the whole tree: units, then every node that has a DIE of its own in module
// order, template parameters, local variables, and the inlined instances.
func (c *conv) build() {
	for _, id := range c.d.CompilationUnits {
		c.addUnit(c.d.Node(id).(*spirv.CompilationUnit))
	}
	c.findInlined()
	for _, id := range c.d.Order {
		switch n := c.d.Node(id).(type) {
		case *spirv.EntryPoint:
			c.entries[n.Function] = true
			if cu := c.units[n.CompilationUnit]; cu != nil && n.CompilerSignature != "" {
				cu.producer = n.CompilerSignature
			}
		case *spirv.MacroDef:
			c.macros = append(c.macros, n.Base())
		case *spirv.MacroUndef:
			c.macros = append(c.macros, n.Base())
		case *spirv.Unknown:
			c.warnf(n.Word, "instruction %d of %v has no DWARF mapping; dropped", uint32(n.Kind), n.Set)
		case *spirv.InlinedVariable:
			c.warnf(n.Word, "DebugInlinedVariable has no DWARF mapping (the translator rejects it); dropped")
		}
	}
	for _, cu := range c.order {
		cu.finishRoot(c)
	}
	c.prepareMacros()
	for _, id := range c.d.Order {
		switch n := c.d.Node(id).(type) {
		case *spirv.LexicalBlock:
			if n.Namespace {
				c.die(id)
			}
		case *spirv.LocalVariable, *spirv.TypeTemplate, *spirv.TypeTemplateParameter,
			*spirv.TypeTemplateParameterPack, *spirv.TypeTemplateTemplateParameter:
			// Placed below, in their scopes.
		case *spirv.TypeFunction:
			// A function's type is told by its subprogram DIE; a subroutine type DIE is made
			// only where a type refers to it (a function pointer), as LLVM does.
		default:
			if hasOwnDIE(n) {
				c.die(id)
			}
		}
	}
	for _, id := range c.d.Order {
		if t, ok := c.d.Node(id).(*spirv.TypeTemplate); ok {
			c.templateParams(t)
		}
	}
	c.locals()
	c.inlinedInstances()
}

// hasOwnDIE reports whether a node becomes a DIE where it is defined (as opposed to scopes,
// markers, expressions and the like).
func hasOwnDIE(n spirv.Node) bool {
	switch n.(type) {
	case *spirv.TypeBasic, *spirv.TypePointer, *spirv.TypeQualifier, *spirv.TypeArray,
		*spirv.TypeVector, *spirv.Typedef, *spirv.TypeFunction, *spirv.TypeEnum,
		*spirv.TypeComposite, *spirv.TypeMember, *spirv.TypeInheritance, *spirv.TypePtrToMember,
		*spirv.GlobalVariable, *spirv.FunctionDeclaration, *spirv.Function,
		*spirv.ImportedEntity, *spirv.ModuleINTEL, *spirv.TypeMatrix, *spirv.TypeVectorIDEXT,
		*spirv.TypeCooperativeMatrixKHR:
		return true
	}
	return false
}

// unitFor is the unit a node belongs to: the compilation unit its scope chain ends in, else
// the first.
func (c *conv) unitFor(id spirv.ID) *unit {
	for range 256 {
		n := c.d.Node(id)
		if n == nil {
			break
		}
		if u := c.units[id]; u != nil {
			return u
		}
		p := parentOf(n)
		if p == 0 {
			break
		}
		id = p
	}
	return c.order[0]
}

// parentOf is the scope operand of a node, 0 when it has none.
func parentOf(n spirv.Node) spirv.ID {
	switch n := n.(type) {
	case *spirv.Typedef:
		return n.Parent
	case *spirv.TypeEnum:
		return n.Parent
	case *spirv.TypeComposite:
		return n.Parent
	case *spirv.TypeMember:
		return n.Parent
	case *spirv.TypeInheritance:
		return n.Child
	case *spirv.TypeTemplate:
		return n.Target
	case *spirv.GlobalVariable:
		return n.Parent
	case *spirv.FunctionDeclaration:
		return n.Parent
	case *spirv.Function:
		return n.Parent
	case *spirv.LexicalBlock:
		return n.Parent
	case *spirv.LexicalBlockDiscriminator:
		return n.Parent
	case *spirv.LocalVariable:
		return n.Parent
	case *spirv.ImportedEntity:
		return n.Parent
	case *spirv.ModuleINTEL:
		return n.Parent
	}
	return 0
}

// scopeDIE is the DIE that children of scope id go in: a unit root, namespace, composite,
// subprogram (the abstract one of an inlined function), module or lexical block. Lexical
// blocks are made on first use, so blocks that hold nothing are left out, as LLVM does.
func (c *conv) scopeDIE(id spirv.ID) *dwarfenc.DIE {
	if u := c.units[id]; u != nil {
		return u.u.Root
	}
	if c.busy[id] {
		n := c.d.Node(id)
		c.warnf(n.Base().Word, "scope %v is its own ancestor; its contents go to the compilation unit", id)
		return c.unitFor(id).u.Root
	}
	switch n := c.d.Node(id).(type) {
	case *spirv.TypeTemplate:
		c.busy[id] = true
		defer delete(c.busy, id)
		return c.scopeDIE(n.Target)
	case *spirv.LexicalBlockDiscriminator:
		c.busy[id] = true
		defer delete(c.busy, id)
		return c.scopeDIE(n.Parent)
	case *spirv.LexicalBlock:
		if n.Namespace {
			return c.die(id)
		}
		if d := c.dies[id]; d != nil {
			return d
		}
		c.busy[id] = true
		p := c.scopeDIE(n.Parent)
		delete(c.busy, id)
		d := p.AddChild(dw.TagLexicalBlock)
		c.dies[id] = d
		return d
	case *spirv.TypeComposite, *spirv.Function, *spirv.FunctionDeclaration, *spirv.ModuleINTEL:
		if d := c.die(id); d != nil {
			return d
		}
	}
	return c.unitFor(id).u.Root
}

// codeScope is the lexical block or DebugFunction that scope id stands for: a
// discriminator or template is followed to what it wraps; 0 when id is no scope of code.
func (c *conv) codeScope(id spirv.ID) spirv.ID {
	for range 256 {
		switch n := c.d.Node(id).(type) {
		case *spirv.Function:
			return id
		case *spirv.LexicalBlock:
			if n.Namespace {
				return 0
			}
			return id
		case *spirv.TypeTemplate:
			id = n.Target
		case *spirv.LexicalBlockDiscriminator:
			id = n.Parent
		default:
			return 0
		}
	}
	return 0
}

// functionOf is the DebugFunction a scope lies in, 0 when it is not inside one.
func (c *conv) functionOf(id spirv.ID) spirv.ID {
	for range 256 {
		s := c.codeScope(id)
		switch n := c.d.Node(s).(type) {
		case *spirv.Function:
			return s
		case *spirv.LexicalBlock:
			id = n.Parent
		default:
			return 0
		}
	}
	return 0
}

// die returns the DIE of node id, making it (and its parents) on first use; nil for ids that
// have none (DebugInfoNone, void, non-debug ids).
func (c *conv) die(id spirv.ID) *dwarfenc.DIE {
	if d := c.dies[id]; d != nil {
		return d
	}
	n := c.d.Node(id)
	if n == nil || n.Base().Kind == spirv.DebugInfoNone {
		return nil
	}
	if c.busy[id] {
		c.warnf(n.Base().Word, "%v refers to itself through its scope; dropped", n.Base().Kind)
		return nil
	}
	if c.depth >= maxNesting {
		if c.tooDeep == nil {
			c.tooDeep = fmt.Errorf("word %#x: %v: references nest more than %d deep", n.Base().Word, n.Base().Kind, maxNesting)
		}
		return nil
	}
	c.depth++
	defer func() { c.depth-- }()
	switch n := n.(type) {
	case *spirv.TypeTemplate:
		// Producers use the template's id for its target (reference Q15).
		t := c.d.Target(id)
		if t == nil {
			return nil
		}
		if _, loops := t.(*spirv.TypeTemplate); loops {
			c.warnf(n.Word, "DebugTypeTemplate targets itself; dropped")
			return nil
		}
		return c.die(t.Base().ID)
	case *spirv.LexicalBlock:
		if !n.Namespace {
			return c.scopeDIE(id)
		}
	case *spirv.LexicalBlockDiscriminator:
		return c.scopeDIE(id)
	}
	// The parent is found first: making it may already have made this DIE (a composite makes
	// its members). Only this step can loop, through scope operands.
	c.busy[id] = true
	parent := c.parentDIE(n)
	delete(c.busy, id)
	if d := c.dies[id]; d != nil {
		return d
	}
	if parent == nil {
		parent = c.unitFor(id).u.Root
	}
	return c.makeDIE(id, n, parent)
}

// parentDIE is where a node's DIE goes: its scope for named entities, the unit for
// anonymous types and for definitions that refer to a declaration.
func (c *conv) parentDIE(n spirv.Node) *dwarfenc.DIE {
	switch n := n.(type) {
	case *spirv.Function:
		if !c.d.IsNone(n.Declaration) {
			return nil // definitions of declared functions go in the unit
		}
		return c.scopeDIE(n.Parent)
	case *spirv.GlobalVariable:
		if !c.d.IsNone(n.StaticMemberDeclaration) {
			return nil
		}
		return c.scopeDIE(n.Parent)
	case *spirv.TypeInheritance:
		return c.die(n.Child)
	case *spirv.TypeMember:
		return c.die(n.Parent)
	}
	if p := parentOf(n); p != 0 && !c.d.IsNone(p) {
		return c.scopeDIE(p)
	}
	return nil
}

// makeDIE creates the DIE of a node under parent and records it.
func (c *conv) makeDIE(id spirv.ID, n spirv.Node, parent *dwarfenc.DIE) *dwarfenc.DIE {
	switch n := n.(type) {
	case *spirv.Function:
		return c.function(id, n, parent)
	case *spirv.FunctionDeclaration:
		return c.functionDecl(id, n, parent)
	case *spirv.GlobalVariable:
		return c.global(id, n, parent)
	case *spirv.ImportedEntity:
		return c.imported(id, n, parent)
	case *spirv.ModuleINTEL:
		return c.module(id, n, parent)
	case *spirv.LocalVariable:
		return c.localVar(id, n, parent)
	case *spirv.LexicalBlock:
		// A named lexical block is a C++ namespace; the translator gives it no position.
		d := c.record(id, parent.AddChild(dw.TagNamespace))
		addName(d, n.Name)
		return d
	}
	return c.typeDIE(id, n, parent)
}

// record stores a new DIE for id.
func (c *conv) record(id spirv.ID, d *dwarfenc.DIE) *dwarfenc.DIE {
	c.dies[id] = d
	return d
}

// sortedParams returns the parameters (variables with an argument number) of the functions,
// ordered by function and argument number, then the other local variables in module order.
func (c *conv) sortedLocals() []spirv.ID {
	var params, others []spirv.ID
	for _, id := range c.d.Order {
		if v, ok := c.d.Node(id).(*spirv.LocalVariable); ok {
			if v.ArgNumber > 0 {
				params = append(params, id)
			} else {
				others = append(others, id)
			}
		}
	}
	sort.SliceStable(params, func(i, j int) bool {
		a := c.d.Node(params[i]).(*spirv.LocalVariable)
		b := c.d.Node(params[j]).(*spirv.LocalVariable)
		fa, fb := c.functionOf(a.Parent), c.functionOf(b.Parent)
		if fa != fb {
			return fa < fb
		}
		return a.ArgNumber < b.ArgNumber
	})
	return append(params, others...)
}
