package visadwarf

import (
	"fmt"
	"path"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/sections/dwarf"
)

// IGCTree is the source tree of IGC's own DWARF for the kernels (a zebin built with -g, or
// IGC's per-kernel ELF): compile units, subprograms, parameters, locals in lexical blocks,
// types and globals. It stands in for the SPIR-V where a kernel has none; only declarations
// are taken from it, never IGC's locations (they use Intel vendor operations and describe
// IGC's placement, not the blob's).
type IGCTree struct {
	units []*igcUnit
	nodes map[uint64]*igcNode // by .debug_info offset
	// subs are the unit-level subprograms by name and linkage name (the first of each).
	subs map[string]*igcNode
	// concrete are, by abstract subprogram, the unit-level subprograms that name it as their
	// DW_AT_abstract_origin or DW_AT_specification: IGC's -O0 kernels keep their lexical
	// blocks, and the variables declared in them, only there.
	concrete map[*igcNode][]*igcNode
}

// igcUnit is one compile unit of IGC's DWARF.
type igcUnit struct {
	tree     *IGCTree
	u        *dwarf.Unit
	d        *dwarf.File
	strBase  uint64
	files    []string // by DW_AT_decl_file value; "" where the line table names none
	root     *igcNode
	name     string
	compDir  string
	language uint64
}

// igcNode is one DIE of IGC's DWARF with its attributes as read.
type igcNode struct {
	off    uint64
	tag    dw.Tag
	fields []dwarf.Field
	parent *igcNode
	kids   []*igcNode
	unit   *igcUnit
}

func (n *igcNode) field(a dw.Attr) *dwarf.Field {
	for i := range n.fields {
		if n.fields[i].Attr == a {
			return &n.fields[i]
		}
	}
	return nil
}

// origin is the DIE n's DW_AT_abstract_origin names, nil when none.
func (n *igcNode) origin() *igcNode { return n.refTo(dw.AttrAbstractOrigin) }

// refTo is the DIE n's reference attribute a names, nil when none.
func (n *igcNode) refTo(a dw.Attr) *igcNode {
	f := n.field(a)
	if f == nil {
		return nil
	}
	off := f.Val
	if f.Form != dw.FormRefAddr {
		off += n.unit.u.Off
	}
	return n.unit.tree.nodes[off]
}

// str is the string value of attribute a, "" when it has none.
func (n *igcNode) str(a dw.Attr) string {
	f := n.field(a)
	if f == nil {
		return ""
	}
	s, _ := n.unit.d.Str(n.unit.u, n.unit.strBase, f)
	return s
}

// ReadIGCTree reads the compile units of d's .debug_info; nil (no error) when there is none.
func ReadIGCTree(d *dwarf.File) (*IGCTree, error) {
	if d.Sec(".debug_info") == nil {
		return nil, nil
	}
	units, err := d.Units(".debug_info")
	if err != nil {
		return nil, fmt.Errorf("IGC's DWARF: %w", err)
	}
	t := &IGCTree{nodes: map[uint64]*igcNode{}, subs: map[string]*igcNode{}}
	for _, u := range units {
		iu := &igcUnit{tree: t, u: u, d: d}
		r := d.DIEs(u)
		var e dwarf.DIE
		var open []*igcNode // the DIEs whose children are being read
		for r.Next(&e) {
			if e.Abbrev == nil {
				if len(open) > 0 {
					open = open[:len(open)-1]
				}
				continue
			}
			n := &igcNode{off: e.Off, tag: e.Abbrev.Tag, fields: append([]dwarf.Field(nil), e.Fields...), unit: iu}
			switch {
			case iu.root == nil:
				iu.root = n
			case len(open) == 0:
				// A DIE after the unit DIE's children ended: not part of the tree.
				continue
			default:
				n.parent = open[len(open)-1]
				n.parent.kids = append(n.parent.kids, n)
			}
			t.nodes[n.off] = n
			if e.Abbrev.Children {
				open = append(open, n)
			}
		}
		if err := r.Err(); err != nil {
			return nil, fmt.Errorf("IGC's DWARF: %w", err)
		}
		if iu.root == nil || iu.root.tag != dw.TagCompileUnit {
			continue
		}
		var rootDIE dwarf.DIE
		rootDIE.Fields = iu.root.fields
		iu.strBase, _ = dwarf.StrOffsetsBase(u, &rootDIE)
		iu.name = iu.root.str(dw.AttrName)
		iu.compDir = iu.root.str(dw.AttrCompDir)
		if f := iu.root.field(dw.AttrLanguage); f != nil {
			iu.language = f.Val
		}
		if f := iu.root.field(dw.AttrStmtList); f != nil {
			if err := iu.readFiles(f.Val); err != nil {
				return nil, fmt.Errorf("IGC's DWARF: unit at %#x: %w", u.Off, err)
			}
		}
		for _, k := range iu.root.kids {
			if k.tag != dw.TagSubprogram {
				continue
			}
			for _, a := range []dw.Attr{dw.AttrName, dw.AttrLinkageName, dw.AttrMIPSLinkageName} {
				if s := k.str(a); s != "" {
					if _, dup := t.subs[s]; !dup {
						t.subs[s] = k
					}
				}
			}
		}
		t.units = append(t.units, iu)
	}
	if len(t.units) == 0 {
		return nil, nil
	}
	// References may cross units: the concrete subprograms are found once all are read.
	for _, iu := range t.units {
		for _, k := range iu.root.kids {
			if k.tag != dw.TagSubprogram {
				continue
			}
			a := k.origin()
			if a == nil {
				a = k.refTo(dw.AttrSpecification)
			}
			if a != nil && a != k && a.tag == dw.TagSubprogram {
				if t.concrete == nil {
					t.concrete = map[*igcNode][]*igcNode{}
				}
				t.concrete[a] = append(t.concrete[a], k)
			}
		}
	}
	return t, nil
}

// readFiles reads the file names of the unit's line table header, by decl_file number.
func (iu *igcUnit) readFiles(off uint64) error {
	lt, err := iu.d.LineTable(off, iu.u.AddrSize)
	if err != nil {
		return err
	}
	dir := func(i uint64) string {
		if lt.Version >= 5 {
			if i < uint64(len(lt.Dirs)) {
				return lt.Dirs[i].Name
			}
			return ""
		}
		// Before DWARF 5, directory 0 is the unit's comp_dir and the list starts at 1.
		if i == 0 {
			return iu.compDir
		}
		if i <= uint64(len(lt.Dirs)) {
			return lt.Dirs[i-1].Name
		}
		return ""
	}
	if lt.Version < 5 {
		iu.files = append(iu.files, "") // file 0 is none
	}
	for _, f := range lt.Files {
		name := f.Name
		if name != "" && !path.IsAbs(name) {
			if d := dir(f.DirIndex); d != "" {
				if !path.IsAbs(d) && iu.compDir != "" {
					d = path.Join(iu.compDir, d)
				}
				name = path.Join(d, name)
			}
		}
		iu.files = append(iu.files, name)
	}
	return nil
}

// Subprograms is how many unit-level subprograms the tree names.
func (t *IGCTree) Subprograms() int { return len(t.subs) }

// maxCopyDepth bounds the nesting of DIEs copied and the chains of references followed to
// copy their targets; IGC's types nest a few levels.
const maxCopyDepth = 256

// igcCopy copies IGC's declarations into one compile unit of ours, each DIE once.
type igcCopy struct {
	t    *IGCTree
	u    *unit
	done map[*igcNode]*dwarfenc.DIE
}

func (u *unit) igcCopier(c *converter) *igcCopy {
	if u.igc == nil && c.igc != nil {
		u.igc = &igcCopy{t: c.igc, u: u, done: map[*igcNode]*dwarfenc.DIE{}}
	}
	return u.igc
}

// skipAttr are the attributes never copied: IGC's code addresses, locations and line
// table stand for IGC's placement; ours come from the blob. Names the caller set are kept.
var skipAttr = map[dw.Attr]bool{
	dw.AttrSibling: true, dw.AttrLocation: true, dw.AttrLowpc: true, dw.AttrHighpc: true,
	dw.AttrRanges: true, dw.AttrFrameBase: true, dw.AttrStmtList: true, dw.AttrCallFile: true,
}

// attrs copies n's attributes to d, but for those in skip, IGC's placement and vendor
// attributes; references are to copies of their targets, made on first use.
func (x *igcCopy) attrs(n *igcNode, d *dwarfenc.DIE, skip map[dw.Attr]bool, depth int) {
	iu := n.unit
	for i := range n.fields {
		f := &n.fields[i]
		if skipAttr[f.Attr] || skip[f.Attr] || f.Attr >= dw.AttrLoUser { // vendor attributes (IGC's SIMD width, ...) are not copied
			continue
		}
		if f.Attr == dw.AttrDeclFile {
			if f.Val < uint64(len(iu.files)) && iu.files[f.Val] != "" {
				d.Add(dw.AttrDeclFile, dwarfenc.Udata(x.u.lt.FileNumber(x.u.file(iu.files[f.Val]))))
			}
			continue
		}
		if s, ok := iu.d.Str(iu.u, iu.strBase, f); ok {
			d.Add(f.Attr, dwarfenc.String(s))
			continue
		}
		switch f.Form {
		case dw.FormRef1, dw.FormRef2, dw.FormRef4, dw.FormRef8, dw.FormRefUdata, dw.FormRefAddr:
			off := f.Val
			if f.Form != dw.FormRefAddr {
				off += iu.u.Off
			}
			if t := x.ref(x.t.nodes[off], depth+1); t != nil {
				d.Add(f.Attr, dwarfenc.Ref(t))
			}
		case dw.FormFlag, dw.FormFlagPresent:
			d.Add(f.Attr, dwarfenc.Flag(f.Val != 0))
		case dw.FormData1, dw.FormData2, dw.FormData4, dw.FormData8, dw.FormUdata:
			d.Add(f.Attr, dwarfenc.Const(f.Form, f.Val))
		case dw.FormSdata, dw.FormImplicitConst:
			d.Add(f.Attr, dwarfenc.Sdata(int64(f.Val)))
		case dw.FormBlock1, dw.FormBlock2, dw.FormBlock4, dw.FormBlock:
			d.Add(f.Attr, dwarfenc.Block(f.Block))
		case dw.FormData16:
			if len(f.Block) == 16 {
				d.Add(f.Attr, dwarfenc.Data16([16]byte(f.Block)))
			}
		}
		// Addresses, section offsets, list indexes and expressions describe IGC's code.
	}
}

// ref is our copy of the DIE a reference names: a type (or what else a declaration refers
// to) is copied into our unit, at its level, with its children; nil for a target that is
// no DIE or lies too deep.
func (x *igcCopy) ref(n *igcNode, depth int) *dwarfenc.DIE {
	if n == nil || depth > maxCopyDepth {
		return nil
	}
	if d, ok := x.done[n]; ok {
		return d
	}
	// Copy the outermost DIE that holds n and is not a scope of code (a structure for its
	// member): n is copied with it.
	top := n
	for h := 0; top.parent != nil && !codeScope(top.parent) && h < maxCopyDepth; h++ {
		top = top.parent
	}
	if top.parent == nil { // the unit DIE itself
		return nil
	}
	x.copyTree(top, x.u.cu.Root, depth)
	return x.done[n]
}

// codeScope says whether a DIE is a unit, subprogram or block: the DIEs under it that a
// reference names are copied to our unit's level.
func codeScope(n *igcNode) bool {
	switch n.tag {
	case dw.TagCompileUnit, dw.TagPartialUnit, dw.TagSubprogram, dw.TagLexicalBlock, dw.TagInlinedSubroutine:
		return true
	}
	return false
}

// copyTree copies n with its attributes and children under parent.
func (x *igcCopy) copyTree(n *igcNode, parent *dwarfenc.DIE, depth int) *dwarfenc.DIE {
	d := parent.AddChild(n.tag)
	x.done[n] = d
	x.attrs(n, d, nil, depth)
	if depth < maxCopyDepth {
		for _, k := range n.kids {
			x.copyTree(k, d, depth+1)
		}
	}
	return d
}

// bindIGC finds IGC's subprogram named like a compiled object or vISA subroutine and gives
// sp its declaration position and return type; nil without IGC's DWARF or such a subprogram.
func (c *converter) bindIGC(u *unit, name string, sp *dwarfenc.DIE) *sourceFunc {
	x := u.igcCopier(c)
	if x == nil {
		return nil
	}
	n := x.t.subs[name]
	if n == nil {
		u.rep.SourceTree = append(u.rep.SourceTree, SourceReport{Function: name})
		return nil
	}
	x.done[n] = sp
	// Ours has the code: no abstract instance root (DW_AT_inline) however IGC's is.
	x.attrs(n, sp, map[dw.Attr]bool{dw.AttrName: true, dw.AttrLinkageName: true,
		dw.AttrMIPSLinkageName: true, dw.AttrExternal: true, dw.AttrInline: true}, 0)
	return &sourceFunc{name: name, igc: n, die: sp}
}

// igcParams are the formal parameters of IGC's subprogram for a kernel, in order; nil
// without one.
func (c *converter) igcParams(name string) []*igcNode {
	if c.igc == nil {
		return nil
	}
	n := c.igc.subs[name]
	if n == nil {
		return nil
	}
	var ps []*igcNode
	for _, k := range n.kids {
		if k.tag == dw.TagFormalParameter {
			ps = append(ps, k)
		}
	}
	return ps
}

// declareIGCParam gives a kernel argument's DIE d the declaration of IGC's parameter p (the
// argno-th, from 1), and files it under its key; it reports whether d got a type.
func (c *converter) declareIGCParam(u *unit, fn string, p *igcNode, argno int, d *dwarfenc.DIE) bool {
	x := u.igcCopier(c)
	x.done[p] = d
	x.attrs(p, d, map[dw.Attr]bool{dw.AttrName: true}, 0)
	u.recordKey(igcKey(fn, p, argno), d)
	return p.field(dw.AttrType) != nil
}

func igcKey(fn string, n *igcNode, argno int) LocalKey {
	k := LocalKey{Function: fn, Name: n.str(dw.AttrName), Arg: uint32(argno)}
	if f := n.field(dw.AttrDeclLine); f != nil {
		k.Line = uint32(f.Val)
	}
	return k
}

// declareIGC declares IGC's parameters (unless the kernel's argument link made them:
// withParams false) and locals of a bound subprogram, in their lexical blocks, without
// locations. The subprogram's concrete instances add what IGC declares only there (the
// lexical blocks of an -O0 kernel and their variables); a DIE of theirs that names its
// abstract one is declared already.
func (c *converter) declareIGC(u *unit, sf *sourceFunc, withParams bool) {
	x := u.igcCopier(c)
	rep := SourceReport{Function: sf.name, Found: true}
	argno := 0
	var walk func(n *igcNode, parent *dwarfenc.DIE, depth int, concrete bool)
	walk = func(n *igcNode, parent *dwarfenc.DIE, depth int, concrete bool) {
		for _, k := range n.kids {
			if f := k.field(dw.AttrArtificial); f != nil && f.Val != 0 {
				continue
			}
			if concrete {
				if o := k.origin(); o != nil {
					// A block of the abstract subprogram goes on in its copy.
					if b := x.done[o]; b != nil && k.tag == dw.TagLexicalBlock && u.igcBlocks[b] != nil && depth < maxCopyDepth {
						x.done[k] = b
						walk(k, b, depth+1, true)
					}
					continue
				}
				if k.tag == dw.TagFormalParameter {
					continue // IGC numbers the parameters in the abstract subprogram
				}
			}
			switch k.tag {
			case dw.TagFormalParameter:
				if depth > 0 {
					continue
				}
				argno++
				rep.Params++
				if !withParams {
					continue // declared by the argument link
				}
				d := parent.AddChild(k.tag)
				x.done[k] = d
				x.attrs(k, d, nil, 0)
				u.recordKey(igcKey(sf.name, k, argno), d)
			case dw.TagVariable:
				key := igcKey(sf.name, k, 0)
				if _, dup := u.locals[key]; dup && concrete {
					continue
				}
				d := parent.AddChild(k.tag)
				x.done[k] = d
				x.attrs(k, d, nil, 0)
				u.recordKey(key, d)
				rep.Locals++
			case dw.TagLexicalBlock:
				// Its code comes from IGC's ranges (blockRanges): the blob gives no scopes.
				if depth < maxCopyDepth {
					b := parent.AddChild(dw.TagLexicalBlock)
					x.done[k] = b
					if u.igcBlocks == nil {
						u.igcBlocks = map[*dwarfenc.DIE]*igcNode{}
					}
					u.igcBlocks[b] = k
					walk(k, b, depth+1, concrete)
				}
			}
		}
	}
	walk(sf.igc, sf.die, 0, false)
	for _, cn := range x.t.concrete[sf.igc] {
		walk(cn, sf.die, 0, true)
	}
	u.rep.SourceTree = append(u.rep.SourceTree, rep)
}

// declareIGCGlobals declares the unit-level variables of IGC's DWARF in our unit, without
// locations.
func (c *converter) declareIGCGlobals(u *unit) int {
	x := u.igcCopier(c)
	if x == nil {
		return 0
	}
	n := 0
	for _, iu := range x.t.units {
		for _, k := range iu.root.kids {
			if k.tag != dw.TagVariable || x.done[k] != nil {
				continue
			}
			d := u.cu.Root.AddChild(k.tag)
			x.done[k] = d
			x.attrs(k, d, nil, 0)
			n++
		}
	}
	return n
}

// igcTypeBits is the size in bits of the type DIE of n's DW_AT_type, 0 when unknown.
func igcTypeBits(t *IGCTree, n *igcNode) uint64 {
	for range maxCopyDepth {
		f := n.field(dw.AttrType)
		if f == nil {
			return 0
		}
		off := f.Val
		if f.Form != dw.FormRefAddr {
			off += n.unit.u.Off
		}
		if n = t.nodes[off]; n == nil {
			return 0
		}
		if bs := n.field(dw.AttrByteSize); bs != nil && bs.Form != dw.FormExprloc {
			return 8 * bs.Val
		}
		switch n.tag {
		case dw.TagPointerType, dw.TagReferenceType, dw.TagRvalueReferenceType:
			return 8 * uint64(n.unit.u.AddrSize)
		case dw.TagTypedef, dw.TagConstType, dw.TagVolatileType, dw.TagRestrictType, dw.TagAtomicType:
			continue
		}
		return 0
	}
	return 0
}

// codeRanges are the code ranges [lo, hi) of a scope of IGC's DWARF: DW_AT_low_pc with
// DW_AT_high_pc, or a DWARF 2-4 DW_AT_ranges list (from the unit's low_pc); false when it has
// none the reader resolves. The addresses are IGC's, with the relocations of its file applied:
// offsets in the code section of the file it describes.
func (n *igcNode) codeRanges() ([]span, bool) {
	d, u := n.unit.d, n.unit.u
	if lo := n.field(dw.AttrLowpc); lo != nil && lo.Form == dw.FormAddr {
		hi := n.field(dw.AttrHighpc)
		switch {
		case hi == nil:
		case hi.Form == dw.FormAddr && hi.Val > lo.Val:
			return []span{{uint32(lo.Val), uint32(hi.Val)}}, hi.Val <= 1<<32
		case hi.Form != dw.FormAddr && hi.Val > 0:
			return []span{{uint32(lo.Val), uint32(lo.Val + hi.Val)}}, lo.Val+hi.Val <= 1<<32
		}
	}
	r := n.field(dw.AttrRanges)
	sec := d.Sec(".debug_ranges")
	if r == nil || sec == nil || u.Version >= 5 || r.Form == dw.FormRnglistx {
		return nil, false
	}
	base := dwarf.ListBase{}
	if lo := n.unit.root.field(dw.AttrLowpc); lo != nil && lo.Form == dw.FormAddr {
		base.Base, base.HaveBase = lo.Val, true
	}
	var out []span
	lr := dwarf.NewRangesReader(sec.Data, d.ByteOrder, r.Val, int(u.AddrSize))
	var e dwarf.ListEntry
	for i := 0; i < maxCopyDepth && lr.Next(&e) && !e.IsEnd(); i++ {
		lo, hi, ok, _, err := base.Range(&e, false)
		if err != nil || hi > 1<<32 {
			return nil, false
		}
		if ok && hi > lo {
			out = append(out, span{uint32(lo), uint32(hi)})
		}
	}
	return out, lr.Err() == nil && len(out) > 0
}
