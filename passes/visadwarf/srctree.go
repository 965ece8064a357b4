package visadwarf

import (
	"slices"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/sections/spirv"
)

// LocalKey names a source variable as its SPIR-V DebugLocalVariable does: the enclosing
// DebugFunction's name (as the compiled object is named), the variable's name, declaration
// line and argument number (0 for a local). A reader of IGC's dump, whose DILocalVariables
// carry the same four, attaches a location to the DIE declared under that key.
type LocalKey struct {
	Function string
	Name     string
	Line     uint32
	Arg      uint32
	Inlined  string // the inlined instance of Function the variable is in (visalink.Key's)
}

// SourceReport counts what the SPIR-V gave one subprogram.
type SourceReport struct {
	Function string // the subprogram's name
	Found    bool   // a DebugFunction of that name is in the module
	Params   int    // parameters (a kernel's: the SPIR-V's, which the argument link declared)
	Locals   int
}

// sourceFunc is the DebugFunction a subprogram of the kernel's code stands for, bound to its
// DIE so that the SPIR-V's variables and lexical blocks of that function go under it.
type sourceFunc struct {
	name string // the compiled object's or subroutine's name
	dfn  *spirv.Function
	igc  *igcNode // IGC's subprogram where the source tree comes from IGC's DWARF
	die  *dwarfenc.DIE
}

// bindSource finds the DebugFunction named like a compiled object or vISA subroutine and
// gives its subprogram DIE sp the declaration position and return type; without SPIR-V
// debug info, IGC's subprogram of that name does; nil without either or such a function.
func (c *converter) bindSource(u *unit, name string, sp *dwarfenc.DIE) *sourceFunc {
	types := u.sourceTypes(c)
	if types == nil {
		return c.bindIGC(u, name, sp)
	}
	dfn := c.debugFunction(name)
	if dfn == nil {
		u.rep.SourceTree = append(u.rep.SourceTree, SourceReport{Function: name})
		return nil
	}
	types.Bind(dfn.ID, sp)
	types.Decl(sp, dfn.Source, dfn.Line)
	if ft, ok := c.module.Debug.Node(dfn.Type).(*spirv.TypeFunction); ok {
		if t := types.Type(ft.Return); t != nil {
			sp.Add(dw.AttrType, dwarfenc.Ref(t))
		}
	}
	return &sourceFunc{name: name, dfn: dfn, die: sp}
}

// declareSource declares the SPIR-V's parameters (unless the kernel's argument link made
// them: withParams false) and locals of a bound function, in their lexical blocks, without
// locations: no input links them to storage here.
func (c *converter) declareSource(u *unit, sf *sourceFunc, withParams bool) {
	if sf == nil {
		return
	}
	if sf.igc != nil {
		c.declareIGC(u, sf, withParams)
		return
	}
	types := u.src
	rep := SourceReport{Function: sf.name, Found: true}
	params, locals := types.Locals(sf.dfn.ID)
	u.reserveLocals(len(params) + len(locals))
	types.Reserve(len(params) + len(locals))
	if !withParams {
		rep.Params = len(params) // declared by the argument link
	} else {
		var ptypes []spirv.ID
		if ft, ok := c.module.Debug.Node(sf.dfn.Type).(*spirv.TypeFunction); ok {
			ptypes = ft.Params
		}
		byArg := map[uint32]spirv.ID{}
		for _, id := range params {
			lv := c.module.Debug.Node(id).(*spirv.LocalVariable)
			if _, dup := byArg[lv.ArgNumber]; !dup {
				byArg[lv.ArgNumber] = id
			}
		}
		n := len(ptypes)
		for a := range byArg {
			n = max(n, int(min(a, maxArgs)))
		}
		for i := 1; i <= n; i++ {
			if id, ok := byArg[uint32(i)]; ok {
				c.declareLocal(u, sf.name, id)
			} else {
				// A parameter the SPIR-V names no variable for: declared by its type alone.
				d := sf.die.AddChild(dw.TagFormalParameter)
				if i <= len(ptypes) {
					if t := types.Type(ptypes[i-1]); t != nil {
						d.Add(dw.AttrType, dwarfenc.Ref(t))
					}
				}
			}
			rep.Params++
		}
	}
	for _, id := range locals {
		if c.declareLocal(u, sf.name, id) != nil {
			rep.Locals++
		}
	}
	// The function's own globals (a kernel's __local variables) are filed like its locals:
	// IGC's dump links them to their place in shared local memory.
	if c.fnGlobals == nil {
		c.fnGlobals = map[spirv.ID][]spirv.ID{}
		for _, id := range types.Globals() {
			if g, ok := c.module.Debug.Node(id).(*spirv.GlobalVariable); ok {
				c.fnGlobals[g.Parent] = append(c.fnGlobals[g.Parent], id)
			}
		}
	}
	for _, id := range c.fnGlobals[sf.dfn.ID] {
		if d := types.Variable(id); d != nil {
			g := c.module.Debug.Node(id).(*spirv.GlobalVariable)
			u.recordKey(LocalKey{Function: sf.name, Name: g.Name, Line: g.Line}, d)
		}
	}
	u.rep.SourceTree = append(u.rep.SourceTree, rep)
}

// declareLocal is the one place a source variable's DIE is made from its DebugLocalVariable;
// it is recorded under its LocalKey for the links that give it a location.
func (c *converter) declareLocal(u *unit, fn string, id spirv.ID) *dwarfenc.DIE {
	n, ok := c.module.Debug.Node(id).(*spirv.LocalVariable)
	if !ok {
		return nil
	}
	d := u.src.Variable(id)
	if d != nil {
		u.recordLocal(fn, n, d)
	}
	return d
}

// recordLocal files d under the key of DebugLocalVariable n of function fn.
func (u *unit) recordLocal(fn string, n *spirv.LocalVariable, d *dwarfenc.DIE) {
	u.recordKey(LocalKey{Function: fn, Name: n.Name, Line: n.Line, Arg: n.ArgNumber}, d)
}

// recordKey files d under key k, the first of a key only. A DIE is numbered once however
// many keys it is filed under, so that per-variable state is kept in tables by that number.
func (u *unit) recordKey(k LocalKey, d *dwarfenc.DIE) {
	if u.locals == nil {
		u.reserveLocals(1)
	}
	if _, dup := u.locals[k]; dup {
		return
	}
	n, seen := u.localNum[d]
	if !seen {
		n = int32(len(u.localDIEs))
		u.localNum[d] = n
		u.localDIEs = append(u.localDIEs, d)
	}
	u.locals[k] = n
	u.rep.Declared = append(u.rep.Declared, k)
}

// reserveLocals makes room for n more keys in the unit's maps: a function's variables are
// filed in maps made large enough at once (at least twice as large as before, so that many
// small functions cost no more than growing), where maps of 100k keys grown as they fill
// spent a fifth of the declaring in moving their entries.
func (u *unit) reserveLocals(n int) {
	need := len(u.locals) + n
	if u.locals != nil && need <= u.localCap {
		return
	}
	size := max(need, 2*u.localCap)
	locals, num := make(map[LocalKey]int32, size), make(map[*dwarfenc.DIE]int32, size)
	for k, v := range u.locals {
		locals[k] = v
	}
	for d, v := range u.localNum {
		num[d] = v
	}
	u.locals, u.localNum, u.localCap = locals, num, size
	u.localDIEs = slices.Grow(u.localDIEs, size-len(u.localDIEs))
	u.rep.Declared = slices.Grow(u.rep.Declared, size-len(u.rep.Declared))
}

// local is the DIE filed under key k and its number, nil when none is.
func (u *unit) local(k LocalKey) (*dwarfenc.DIE, int) {
	n, ok := u.locals[k]
	if !ok {
		return nil, -1
	}
	return u.localDIEs[n], int(n)
}

// declareGlobals declares the program-scope variables of the SPIR-V (else of IGC's DWARF)
// in the unit, those the code object's symbol table places in .data.const or .data.global at
// that address (spirvdwarf.DataAddrOf); it returns how many it declared and located.
func (c *converter) declareGlobals(u *unit) (declared, located int) {
	types := u.sourceTypes(c)
	if types == nil {
		return c.declareIGCGlobals(u), 0
	}
	for _, id := range types.Globals() {
		d := types.Variable(id)
		if d == nil {
			continue
		}
		declared++
		// A function's own globals (__local arrays) are located by the links, not here.
		g, _ := c.module.Debug.Node(id).(*spirv.GlobalVariable)
		if _, unit := c.module.Debug.Node(g.Parent).(*spirv.CompilationUnit); unit && hasLocation(d) {
			located++
		}
	}
	return declared, located
}

// funcIndex finds DebugFunctions by the name of a compiled object in one map lookup, as
// sourceFunction does by a walk: the one describing the OpFunction an entry point of that
// name calls, else the first of that name or linkage name.
type funcIndex struct {
	entry  map[string]spirv.ID          // entry point name -> its OpFunction
	byDef  map[spirv.ID]*spirv.Function // OpFunction -> its DebugFunction
	byName map[string]*spirv.Function   // name or linkage name -> first DebugFunction
}

// debugFunction is the DebugFunction of the object or subroutine called name, nil when the
// module has none.
func (c *converter) debugFunction(name string) *spirv.Function {
	m := c.module
	if c.funcs == nil {
		x := &funcIndex{entry: map[string]spirv.ID{}, byDef: map[spirv.ID]*spirv.Function{}, byName: map[string]*spirv.Function{}}
		for _, e := range m.EntryPoints {
			if _, dup := x.entry[e.Name]; !dup {
				x.entry[e.Name] = e.Function
			}
		}
		for _, id := range m.Debug.Order {
			d, ok := m.Debug.Node(id).(*spirv.Function)
			if !ok {
				continue
			}
			if _, dup := x.byDef[d.Definition]; !dup && d.Definition != 0 {
				x.byDef[d.Definition] = d
			}
			for _, n := range []string{d.Name, d.LinkageName} {
				if _, dup := x.byName[n]; !dup && n != "" {
					x.byName[n] = d
				}
			}
		}
		c.funcs = x
	}
	if f, ok := c.funcs.entry[name]; ok && m.FunctionByID(f) != nil {
		if d := c.funcs.byDef[f]; d != nil {
			return d
		}
	}
	return c.funcs.byName[name]
}
