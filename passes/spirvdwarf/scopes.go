package spirvdwarf

import (
	"strings"

	"github.com/ianlancetaylor/demangle"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/sections/spirv"
)

// entityName is the DW_AT_name of a function or variable: its Name, or, when a producer left
// only a mangled name, the unqualified name demangled from it.
func entityName(name, linkage string) string {
	if name != "" && name != linkage {
		return name
	}
	src := name
	if src == "" {
		src = linkage
	}
	if !strings.HasPrefix(src, "_Z") {
		return src
	}
	s, err := demangle.ToString(src, demangle.NoParams)
	if err != nil {
		return src
	}
	return unqualified(s)
}

// unqualified strips the return type and the enclosing scopes off a demangled name, keeping
// template arguments: "int geo::count<int, float>" gives "count<int, float>".
func unqualified(s string) string {
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<', '(':
			depth++
		case '>', ')':
			depth--
		case ' ':
			if depth == 0 && !strings.HasPrefix(s[i:], " >") {
				start = i + 1
			}
		case ':':
			if depth == 0 && i+1 < len(s) && s[i+1] == ':' {
				start = i + 2
				i++
			}
		}
	}
	return s[start:]
}

// linkageName adds DW_AT_linkage_name when it says more than the name.
func linkageName(d *dwarfenc.DIE, name, linkage string) {
	if linkage != "" && linkage != name {
		d.Add(dw.AttrLinkageName, dwarfenc.String(linkage))
	}
}

// returnType is the return type operand of a function type id.
func (c *conv) functionType(id spirv.ID) *spirv.TypeFunction {
	t, _ := c.d.Node(id).(*spirv.TypeFunction)
	return t
}

func (c *conv) isDefinition(n *spirv.Function) bool {
	return n.Flags.Has(spirv.FlagIsDefinition) || n.Definition != 0
}

// function makes the DIE of a DebugFunction: a definition (declaration-only when the module
// has no body for it), with DW_AT_specification when it refers to a declaration, abstract
// (DW_AT_inline) when it is inlined somewhere.
func (c *conv) function(id spirv.ID, n *spirv.Function, parent *dwarfenc.DIE) *dwarfenc.DIE {
	d := c.record(id, parent.AddChild(dw.TagSubprogram))
	name := entityName(n.Name, n.LinkageName)
	spec := c.specification(d, n.Declaration)
	if spec != nil {
		dn, dline := c.declNameLine(n.Declaration)
		if name != dn {
			addName(d, name)
		}
		if n.Line != dline {
			c.decl(d, n.Source, n.Line)
		}
	} else {
		linkageName(d, name, n.LinkageName)
		addName(d, name)
		c.decl(d, n.Source, n.Line)
		if t := c.functionType(n.Type); t != nil {
			c.typeRef(d, t.Return, false)
		}
		addFlag(d, dw.AttrExternal, !n.Flags.Has(spirv.FlagIsLocal))
		addAccess(d, n.Flags)
	}
	addFlag(d, dw.AttrArtificial, n.Flags.Has(spirv.FlagArtificial))
	addFlag(d, dw.AttrExplicit, n.Flags.Has(spirv.FlagExplicit))
	addFlag(d, dw.AttrMainSubprogram, c.entries[id])
	if !c.isDefinition(n) {
		addFlag(d, dw.AttrDeclaration, true)
		if t := c.functionType(n.Type); t != nil {
			c.params(d, t)
		}
	}
	if c.inlined[id] {
		d.Add(dw.AttrInline, dwarfenc.Const(dw.FormData1, uint64(dw.InlInlined)))
		if n.Definition != 0 {
			// The out-of-line copy of an inlined function refers to the abstract one.
			cd := parent.AddChild(dw.TagSubprogram)
			if spec != nil {
				cd = c.unitOf(d).u.Root.AddChild(dw.TagSubprogram)
			}
			cd.Add(dw.AttrAbstractOrigin, dwarfenc.Ref(d))
			c.concrete[id] = cd
		}
	}
	return d
}

// specification refers d to the declaration decl (DW_AT_specification) when it has a DIE, and
// returns that DIE; nil when decl is DebugInfoNone or has none.
func (c *conv) specification(d *dwarfenc.DIE, decl spirv.ID) *dwarfenc.DIE {
	if c.d.IsNone(decl) {
		return nil
	}
	spec := c.die(decl)
	if spec != nil {
		d.Add(dw.AttrSpecification, dwarfenc.Ref(spec))
	}
	return spec
}

// declNameLine is the name and line of a function declaration.
func (c *conv) declNameLine(id spirv.ID) (string, uint32) {
	switch n := c.d.Node(id).(type) {
	case *spirv.FunctionDeclaration:
		return entityName(n.Name, n.LinkageName), n.Line
	case *spirv.Function:
		return entityName(n.Name, n.LinkageName), n.Line
	}
	return "", 0
}

// functionDecl makes the DIE of a DebugFunctionDeclaration: a method of its class, or a
// declaration of a function defined elsewhere.
func (c *conv) functionDecl(id spirv.ID, n *spirv.FunctionDeclaration, parent *dwarfenc.DIE) *dwarfenc.DIE {
	d := c.record(id, parent.AddChild(dw.TagSubprogram))
	name := entityName(n.Name, n.LinkageName)
	linkageName(d, name, n.LinkageName)
	addName(d, name)
	c.decl(d, n.Source, n.Line)
	t := c.functionType(n.Type)
	if t != nil {
		c.typeRef(d, t.Return, false)
	}
	addFlag(d, dw.AttrDeclaration, true)
	addFlag(d, dw.AttrExternal, !n.Flags.Has(spirv.FlagIsLocal))
	addAccess(d, n.Flags)
	addFlag(d, dw.AttrArtificial, n.Flags.Has(spirv.FlagArtificial))
	addFlag(d, dw.AttrExplicit, n.Flags.Has(spirv.FlagExplicit))
	if t != nil {
		c.params(d, t)
	}
	return d
}

// global makes a DebugGlobalVariable: a variable of its scope, or the definition of a static
// data member (DW_AT_specification) in the unit. SPIR-V has no addresses: the variable gets a
// location when it is a constant or an expression, or when the code object the DWARF goes
// into has data of its name (c.dataAddr: a program-scope variable the compiler placed).
func (c *conv) global(id spirv.ID, n *spirv.GlobalVariable, parent *dwarfenc.DIE) *dwarfenc.DIE {
	d := c.record(id, parent.AddChild(dw.TagVariable))
	name := entityName(n.Name, n.LinkageName)
	spec := c.specification(d, n.StaticMemberDeclaration)
	if spec == nil {
		addName(d, name)
		c.typeRef(d, n.Type, true)
		addFlag(d, dw.AttrExternal, !n.Flags.Has(spirv.FlagIsLocal))
		c.decl(d, n.Source, n.Line)
	}
	linkageName(d, name, n.LinkageName)
	if !n.Flags.Has(spirv.FlagIsDefinition) && spec == nil {
		addFlag(d, dw.AttrDeclaration, true)
	}
	if k, ok := c.m.ConstantOf(n.Variable); ok && !k.Float {
		d.Add(dw.AttrConstValue, constValue(k.Int(), k.Signed))
	} else if _, ok := c.d.Node(n.Variable).(*spirv.Expression); ok {
		if b, ok := c.expression(n.Variable); ok && len(b) > 0 {
			d.Add(dw.AttrLocation, dwarfenc.Exprloc(b))
		}
	} else if c.dataAddr != nil && n.Flags.Has(spirv.FlagIsDefinition) && c.functionOf(n.Parent) == 0 {
		// A function's own globals (a kernel's __local arrays) are not the object's data.
		if a, ok := c.dataAddr(c.m.NameOf(n.Variable), n.LinkageName, n.Name); ok {
			d.Add(dw.AttrLocation, dwarfenc.ExprAddr(a))
		}
	}
	return d
}

// imported makes DW_TAG_imported_module / imported_declaration.
func (c *conv) imported(id spirv.ID, n *spirv.ImportedEntity, parent *dwarfenc.DIE) *dwarfenc.DIE {
	tag := dw.TagImportedModule
	if n.Tag == spirv.ImportedDeclaration {
		tag = dw.TagImportedDeclaration
	}
	d := c.record(id, parent.AddChild(tag))
	c.decl(d, n.Source, n.Line)
	if e := c.die(n.Entity); e != nil {
		d.Add(dw.AttrImport, dwarfenc.Ref(e))
	} else if !c.d.IsNone(n.Entity) {
		c.warnf(n.Word, "imported entity %v has no DIE; DW_AT_import left out", n.Entity)
	}
	addName(d, n.Name)
	return d
}

// module makes DW_TAG_module for DebugModuleINTEL.
func (c *conv) module(id spirv.ID, n *spirv.ModuleINTEL, parent *dwarfenc.DIE) *dwarfenc.DIE {
	d := c.record(id, parent.AddChild(dw.TagModule))
	addName(d, n.Name)
	for _, a := range []struct {
		attr dw.Attr
		s    string
	}{{dw.AttrLLVMConfigMacros, n.ConfigurationMacros}, {dw.AttrLLVMIncludePath, n.IncludePath},
		{dw.AttrLLVMApinotes, n.APINotesFile}} {
		if a.s != "" {
			d.Add(a.attr, dwarfenc.String(a.s))
		}
	}
	addFlag(d, dw.AttrDeclaration, n.IsDeclaration)
	c.decl(d, n.Source, n.Line)
	return d
}

// localVar makes the named DIE of a DebugLocalVariable in its scope.
func (c *conv) localVar(id spirv.ID, n *spirv.LocalVariable, parent *dwarfenc.DIE) *dwarfenc.DIE {
	tag := dw.TagVariable
	if n.ArgNumber > 0 {
		tag = dw.TagFormalParameter
	}
	d := c.record(id, parent.AddChild(tag))
	addName(d, n.Name)
	c.decl(d, n.Source, n.Line)
	c.typeRef(d, n.Type, true)
	addFlag(d, dw.AttrArtificial, n.Flags.Has(spirv.FlagArtificial))
	if n.ArgNumber > 0 && n.Flags.Has(spirv.FlagObjectPointer) {
		if f := c.functionOf(n.Parent); f != 0 {
			if fd := c.die(f); fd != nil && fd == parent {
				fd.Add(dw.AttrObjectPointer, dwarfenc.Ref(d))
			}
		}
	}
	return d
}

// locals places every local variable: parameters first, in argument order, in the abstract
// (or only) tree of their function, and a reference to each in the out-of-line copy of an
// inlined function.
func (c *conv) locals() {
	for _, id := range c.sortedLocals() {
		n := c.d.Node(id).(*spirv.LocalVariable)
		d := c.die(id)
		if d == nil {
			continue
		}
		f := c.functionOf(n.Parent)
		if cd := c.concrete[f]; cd != nil {
			c.originRef(cd, d, n)
		}
	}
}

// originRef adds to parent a variable DIE that refers to the named one.
func (c *conv) originRef(parent, named *dwarfenc.DIE, n *spirv.LocalVariable) {
	tag := dw.TagVariable
	if n.ArgNumber > 0 {
		tag = dw.TagFormalParameter
	}
	parent.AddChild(tag).Add(dw.AttrAbstractOrigin, dwarfenc.Ref(named))
}

// templateParams puts the parameters of a DebugTypeTemplate under its target's DIE.
func (c *conv) templateParams(t *spirv.TypeTemplate) {
	d := c.die(t.Target)
	if d == nil {
		c.warnf(t.Word, "template target %v has no DIE; its parameters are dropped", t.Target)
		return
	}
	for _, p := range t.Parameters {
		c.templateParam(d, p, 0)
	}
}

func (c *conv) templateParam(parent *dwarfenc.DIE, id spirv.ID, depth int) {
	switch n := c.d.Node(id).(type) {
	case *spirv.TypeTemplateParameter:
		if c.d.IsNone(n.Value.ID) && !n.Value.Known {
			d := parent.AddChild(dw.TagTemplateTypeParameter)
			c.typeRef(d, n.ActualType, false)
			addName(d, n.Name)
			return
		}
		d := parent.AddChild(dw.TagTemplateValueParameter)
		c.typeRef(d, n.ActualType, false)
		addName(d, n.Name)
		if n.Value.Known {
			d.Add(dw.AttrConstValue, constValue(n.Value.Value, c.isSigned(n.ActualType)))
		}
	case *spirv.TypeTemplateTemplateParameter:
		d := parent.AddChild(dw.TagGNUTemplateTemplateParam)
		addName(d, n.Name)
		if n.TemplateName != "" {
			d.Add(dw.AttrGNUTemplateName, dwarfenc.String(n.TemplateName))
		}
	case *spirv.TypeTemplateParameterPack:
		d := parent.AddChild(dw.TagGNUTemplateParameterPack)
		addName(d, n.Name)
		if depth > 8 {
			c.warnf(n.Word, "template parameter packs nest too deep; inner ones dropped")
			return
		}
		for _, p := range n.Parameters {
			c.templateParam(d, p, depth+1)
		}
	default:
		c.warnf(0, "template parameter %v is no template parameter instruction; dropped", id)
	}
}

// findInlined marks every function that a DebugInlinedAt inlines: the function of any
// DebugScope that carries an InlinedAt.
func (c *conv) findInlined() {
	for _, id := range c.d.Order {
		if s, ok := c.d.Node(id).(*spirv.Scope); ok && !c.d.IsNone(s.InlinedAt) {
			if f := c.functionOf(s.Scope); f != 0 {
				c.inlined[f] = true
			}
		}
	}
}

// inlinedInstances makes a DW_TAG_inlined_subroutine for every DebugInlinedAt in use, nested
// as the InlinedAt chains say, and puts references to the variables that a DebugDeclare or
// DebugValue describes inside an inlined instance.
func (c *conv) inlinedInstances() {
	for _, id := range c.d.Order {
		if s, ok := c.d.Node(id).(*spirv.Scope); ok && !c.d.IsNone(s.InlinedAt) {
			if f := c.functionOf(s.Scope); f != 0 {
				c.instScope(f, s.InlinedAt, 0)
			}
		}
	}
	markers := map[int]spirv.Node{}
	for _, id := range c.d.Order {
		switch n := c.d.Node(id).(type) {
		case *spirv.Declare, *spirv.Value:
			markers[n.Base().Inst] = n
		}
	}
	if len(markers) == 0 {
		return
	}
	c.m.WalkLines(func(inst int, st spirv.LineState) {
		n := markers[inst]
		if n == nil || c.d.IsNone(st.InlinedAt) {
			return
		}
		var v spirv.ID
		switch n := n.(type) {
		case *spirv.Declare:
			v = n.LocalVariable
		case *spirv.Value:
			v = n.LocalVariable
		}
		lv, ok := c.d.Node(v).(*spirv.LocalVariable)
		if !ok {
			return
		}
		key := scopeKey{v, st.InlinedAt}
		if c.instVars[key] {
			return
		}
		c.instVars[key] = true
		named := c.die(v)
		if p := c.instScope(lv.Parent, st.InlinedAt, 0); p != nil && named != nil {
			c.originRef(p, named, lv)
		}
	})
}

// instScope is the DIE of scope s inside the instance inlined at at (0: the function's own
// out-of-line body).
func (c *conv) instScope(s, at spirv.ID, depth int) *dwarfenc.DIE {
	if depth > 256 {
		c.warnf(0, "DebugInlinedAt chain through %v is too deep or loops; dropped", at)
		return nil
	}
	if c.d.IsNone(at) {
		f := c.functionOf(s)
		if cd := c.concrete[f]; cd != nil {
			return cd // the out-of-line copy of an inlined function is kept flat
		}
		return c.scopeDIE(s)
	}
	key := scopeKey{s, at}
	if d := c.inst[key]; d != nil {
		return d
	}
	var d *dwarfenc.DIE
	switch n := c.d.Node(s).(type) {
	case *spirv.TypeTemplate:
		return c.instScope(n.Target, at, depth+1)
	case *spirv.LexicalBlockDiscriminator:
		return c.instScope(n.Parent, at, depth+1)
	case *spirv.LexicalBlock:
		p := c.instScope(n.Parent, at, depth+1)
		if p == nil {
			return nil
		}
		d = p.AddChild(dw.TagLexicalBlock)
	case *spirv.Function:
		ia, ok := c.d.Node(at).(*spirv.InlinedAt)
		if !ok {
			c.warnf(0, "inlined-at operand %v is no DebugInlinedAt; dropped", at)
			return nil
		}
		p := c.instScope(ia.Scope, ia.Inlined, depth+1)
		origin := c.die(s)
		if p == nil || origin == nil {
			return nil
		}
		d = p.AddChild(dw.TagInlinedSubroutine)
		d.Add(dw.AttrAbstractOrigin, dwarfenc.Ref(origin))
		c.callSite(d, c.scopeSource(ia.Scope), ia.Line)
	default:
		return nil
	}
	c.inst[key] = d
	return d
}

// callSite adds DW_AT_call_file and DW_AT_call_line of a call at line of DebugSource src.
func (c *conv) callSite(d *dwarfenc.DIE, src spirv.ID, line uint32) {
	if fn, ok := c.fileNumber(d, src); ok {
		d.Add(dw.AttrCallFile, dwarfenc.Udata(fn))
	}
	d.Add(dw.AttrCallLine, dwarfenc.Udata(uint64(line)))
}

// scopeSource is the DebugSource of a scope (its file).
func (c *conv) scopeSource(id spirv.ID) spirv.ID {
	for range 256 {
		switch n := c.d.Node(id).(type) {
		case *spirv.Function:
			return n.Source
		case *spirv.LexicalBlock:
			return n.Source
		case *spirv.LexicalBlockDiscriminator:
			return n.Source
		case *spirv.TypeTemplate:
			id = n.Target
		default:
			return 0
		}
	}
	return 0
}
