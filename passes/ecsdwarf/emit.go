package ecsdwarf

import (
	"fmt"
	"math"
	"math/bits"
	"path"
	"sort"
	"strings"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/text/ecs"
)

// Options are the choices that are not in the .dbg file.
type Options struct {
	CompDir  string // DW_AT_comp_dir; empty leaves it out (ECS writes its working directory)
	Producer string // DW_AT_producer; empty means "hdwarf"
}

// Version is the DWARF version written: 4, the one ECS writes and every consumer reads.
const Version = 4

// emitter builds the DIE tree of one .dbg file.
type emitter struct {
	c     *Converter
	w     *dwarfenc.Writer
	cu    *dwarfenc.DIE
	defs  map[string]*ecs.Entry    // type entries by name (the first one wins)
	named map[string]*dwarfenc.DIE // DIEs of type names
	anon  map[string]*dwarfenc.DIE // DIEs of anonymous types by their text
	sizes map[string]uint64        // resolved sizes of named types (for float constants)
	seen  map[string]bool          // named types being sized (cycle guard)
}

// Sections converts the file into DWARF sections with relocations against undefined
// symbols named like the code and data entries.
func (c *Converter) Sections(opt Options) ([]dwarfenc.Section, error) {
	t := c.Target
	w := dwarfenc.NewWriter(dwarfenc.Config{
		Version:         Version,
		AddrSize:        t.AddressSize(),
		ByteOrder:       t.ByteOrder(),
		Strings:         dwarfenc.StringsInline,
		RelocateOffsets: true,
		ARanges:         true,
	})
	e := &emitter{
		c: c, w: w,
		defs:  map[string]*ecs.Entry{},
		named: map[string]*dwarfenc.DIE{},
		anon:  map[string]*dwarfenc.DIE{},
		sizes: map[string]uint64{},
		seen:  map[string]bool{},
	}
	for _, en := range c.File.Entries {
		if en.Kind == ecs.TypeEntry && e.defs[en.Name] == nil {
			e.defs[en.Name] = en
		}
	}
	unit := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
	e.cu = unit.Root
	if err := e.compileUnit(unit, opt); err != nil {
		return nil, err
	}
	secs, err := w.Finish()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	return secs, nil
}

// language maps a source file extension to DW_AT_language; Oberon has no DWARF code.
func language(src string) (dw.Lang, bool) {
	switch strings.ToLower(path.Ext(src)) {
	case ".c":
		return dw.LangC99, true
	case ".cpp", ".cc", ".cxx", ".c++", ".hpp", ".hh", ".hxx":
		return dw.LangCPlusPlus, true
	}
	return 0, false
}

func (e *emitter) compileUnit(unit *dwarfenc.Unit, opt Options) error {
	f := e.c.File
	cu := e.cu
	cu.Add(dw.AttrName, dwarfenc.String(f.Sources[0]))
	producer := opt.Producer
	if producer == "" {
		producer = "hdwarf"
	}
	cu.Add(dw.AttrProducer, dwarfenc.String(producer))
	if l, ok := language(f.Sources[0]); ok {
		cu.Add(dw.AttrLanguage, dwarfenc.Udata(uint64(l)))
	}
	if opt.CompDir != "" {
		cu.Add(dw.AttrCompDir, dwarfenc.String(opt.CompDir))
	}
	lines, err := e.lineTable(opt.CompDir)
	if err != nil {
		return err
	}
	cu.Add(dw.AttrStmtList, dwarfenc.LinePtr(lines))
	var ranges dwarfenc.RangeList
	for _, en := range f.Entries {
		if en.Kind == ecs.Code {
			ranges.Add(dwarfenc.Sym(en.Name, 0), en.Size)
		}
	}
	if len(ranges.Ranges) > 0 {
		cu.Add(dw.AttrLowpc, dwarfenc.Address(dwarfenc.Abs(0)))
		cu.Add(dw.AttrRanges, dwarfenc.RangeListRef(&ranges))
		unit.ARanges = ranges.Ranges
	}
	for _, en := range f.Entries {
		var err error
		switch en.Kind {
		case ecs.Code:
			err = e.subprogram(en)
		case ecs.Data:
			err = e.variable(en)
		case ecs.TypeEntry:
			_, err = e.namedType(en.Name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// lineTable writes one sequence per code entry: a row at offset 0 for the entry's
// location, then one row per breakpoint (in offset order; equal offsets keep file order).
func (e *emitter) lineTable(compDir string) (*dwarfenc.LineTable, error) {
	lt := e.w.NewLineTable(compDir)
	for _, s := range e.c.File.Sources {
		lt.AddFile(s, 0, nil)
	}
	for _, en := range e.c.File.Entries {
		if en.Kind != ecs.Code {
			continue
		}
		var rows []dwarfenc.LineRow
		if en.Loc != nil {
			r, err := e.row(en, 0, *en.Loc)
			if err != nil {
				return nil, err
			}
			rows = append(rows, r)
		}
		for _, bp := range en.Breakpoints {
			r, err := e.row(en, bp.Offset, bp.Loc)
			if err != nil {
				return nil, err
			}
			rows = append(rows, r)
		}
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].Off < rows[j].Off })
		lt.StartSequence(dwarfenc.Sym(en.Name, 0))
		for _, r := range rows {
			lt.AddRow(r)
		}
		lt.EndSequence(en.Size)
	}
	return lt, nil
}

func (e *emitter) row(en *ecs.Entry, off uint64, l ecs.Location) (dwarfenc.LineRow, error) {
	if off > en.Size {
		return dwarfenc.LineRow{}, fmt.Errorf("%s:%d:%d: breakpoint at offset %d beyond the %d bytes of %q", e.c.Name, en.Pos.Line, en.Pos.Col, off, en.Size, en.Name)
	}
	if l.Line > math.MaxUint32 || l.Column > math.MaxUint32 {
		return dwarfenc.LineRow{}, fmt.Errorf("%s:%d:%d: line %d, column %d out of range in %q", e.c.Name, en.Pos.Line, en.Pos.Col, l.Line, l.Column, en.Name)
	}
	return dwarfenc.LineRow{Off: off, File: uint32(l.Source), Line: uint32(l.Line), Column: uint32(l.Column), IsStmt: true}, nil
}

func decl(d *dwarfenc.DIE, l *ecs.Location) {
	if l == nil {
		return
	}
	d.Add(dw.AttrDeclFile, dwarfenc.Udata(l.Source+1))
	d.Add(dw.AttrDeclLine, dwarfenc.Udata(l.Line))
	d.Add(dw.AttrDeclColumn, dwarfenc.Udata(l.Column))
}

// typeAttr adds DW_AT_type unless t is void (DWARF's way of saying void).
func (e *emitter) typeAttr(d *dwarfenc.DIE, t *ecs.Type) error {
	if t == nil || t.Kind == ecs.Void {
		return nil
	}
	td, err := e.typeDIE(t)
	if err != nil {
		return err
	}
	d.Add(dw.AttrType, dwarfenc.Ref(td))
	return nil
}

func (e *emitter) subprogram(en *ecs.Entry) error {
	sp, err := e.c.Plan(en)
	if err != nil {
		return err
	}
	d := e.cu.AddChild(dw.TagSubprogram)
	d.Add(dw.AttrName, dwarfenc.String(en.Name))
	decl(d, en.Loc)
	if err := e.typeAttr(d, en.Type); err != nil {
		return err
	}
	d.Add(dw.AttrLowpc, dwarfenc.Address(dwarfenc.Sym(en.Name, 0)))
	d.Add(dw.AttrHighpc, dwarfenc.Udata(en.Size))
	d.Add(dw.AttrExternal, dwarfenc.Flag(true))
	for _, p := range sp.Params {
		if err := e.symbol(d, en, p, dw.TagFormalParameter); err != nil {
			return err
		}
	}
	return e.scope(d, en, sp.Body)
}

func (e *emitter) scope(d *dwarfenc.DIE, en *ecs.Entry, s *Scope) error {
	for _, sym := range s.Symbols {
		tag := dw.TagVariable
		if sym.Kind == ecs.Constant {
			tag = dw.TagConstant
		}
		if err := e.symbol(d, en, sym, tag); err != nil {
			return err
		}
	}
	for _, b := range s.Blocks {
		bd := d.AddChild(dw.TagLexicalBlock)
		bd.Add(dw.AttrLowpc, dwarfenc.Address(dwarfenc.Sym(en.Name, b.Begin)))
		bd.Add(dw.AttrHighpc, dwarfenc.Udata(b.End-b.Begin))
		if err := e.scope(bd, en, b); err != nil {
			return err
		}
	}
	return nil
}

func (e *emitter) symbol(parent *dwarfenc.DIE, en *ecs.Entry, s *ecs.Symbol, tag dw.Tag) error {
	d := parent.AddChild(tag)
	if s.Kind != ecs.Constant {
		loc, err := e.c.Location(s)
		if err != nil {
			return err
		}
		if loc.AddrSym != "" {
			d.Add(dw.AttrLocation, dwarfenc.ExprAddr(dwarfenc.Sym(loc.AddrSym, 0)))
		} else {
			d.Add(dw.AttrLocation, dwarfenc.Exprloc(loc.Expr))
		}
	}
	d.Add(dw.AttrName, dwarfenc.String(s.Name))
	decl(d, &s.Loc)
	if err := e.typeAttr(d, s.Type); err != nil {
		return err
	}
	if s.Kind == ecs.Constant {
		v, err := e.constValue(s.Value, s.Type)
		if err != nil {
			return fmt.Errorf("%s:%d:%d: constant %q: %w", e.c.Name, s.Pos.Line, s.Pos.Col, s.Name, err)
		}
		d.Add(dw.AttrConstValue, v)
	}
	return nil
}

// constValue encodes a constant. Floats keep the precision of their type (ECS narrows all of
// them to single precision), in the target's byte order.
func (e *emitter) constValue(v ecs.Value, t *ecs.Type) (dwarfenc.Value, error) {
	switch v.Kind {
	case ecs.SignedValue:
		return dwarfenc.Sdata(v.Signed), nil
	case ecs.UnsignedValue:
		return dwarfenc.Udata(v.Unsigned), nil
	}
	size := uint64(8)
	if n, ok := e.size(t); ok {
		size = n
	}
	order := e.c.Target.ByteOrder()
	switch size {
	case 4:
		b := make([]byte, 4)
		order.PutUint32(b, math.Float32bits(float32(v.Float)))
		return dwarfenc.Block(b), nil
	case 8:
		b := make([]byte, 8)
		order.PutUint64(b, math.Float64bits(v.Float))
		return dwarfenc.Block(b), nil
	}
	return dwarfenc.Value{}, fmt.Errorf("float constant of a %d-byte type", size)
}

// size returns the byte size of a type when the file tells it.
func (e *emitter) size(t *ecs.Type) (uint64, bool) {
	switch t.Kind {
	case ecs.Signed, ecs.Unsigned, ecs.Float, ecs.Record:
		return t.Size, true
	case ecs.Pointer, ecs.Reference:
		return uint64(e.c.Target.AddressSize()), true
	case ecs.Enumeration:
		return e.size(t.Elem)
	case ecs.Array:
		n, ok := e.size(t.Elem)
		return n * t.Size, ok && t.Size > 0
	case ecs.Named:
		if n, ok := e.sizes[t.Name]; ok {
			return n, true
		}
		def := e.defs[t.Name]
		if def == nil || e.seen[t.Name] {
			return 0, false
		}
		e.seen[t.Name] = true
		n, ok := e.size(def.Type)
		e.seen[t.Name] = false
		if ok {
			e.sizes[t.Name] = n
		}
		return n, ok
	}
	return 0, false
}

func (e *emitter) variable(en *ecs.Entry) error {
	d := e.cu.AddChild(dw.TagVariable)
	d.Add(dw.AttrLocation, dwarfenc.ExprAddr(dwarfenc.Sym(en.Name, 0)))
	d.Add(dw.AttrName, dwarfenc.String(en.Name))
	decl(d, en.Loc)
	if err := e.typeAttr(d, en.Type); err != nil {
		return err
	}
	d.Add(dw.AttrExternal, dwarfenc.Flag(true))
	return nil
}

// addrExpr is "DW_OP_addr 0" for an address of size n.
// namedType returns the DIE of a type name: the type entry that defines it, or a
// declaration of a structure of that name when the file does not define it (types of other
// units, and every C++ type), which debuggers complete from the unit that defines it.
func (e *emitter) namedType(name string) (*dwarfenc.DIE, error) {
	if d := e.named[name]; d != nil {
		return d, nil
	}
	def := e.defs[name]
	if def == nil {
		d := e.cu.AddChild(dw.TagStructureType)
		d.Add(dw.AttrName, dwarfenc.String(name))
		d.Add(dw.AttrDeclaration, dwarfenc.Flag(true))
		e.named[name] = d
		return d, nil
	}
	t := def.Type
	var d *dwarfenc.DIE
	switch t.Kind {
	case ecs.Named:
		d = e.cu.AddChild(dw.TagTypedef)
		e.named[name] = d
		d.Add(dw.AttrName, dwarfenc.String(name))
		decl(d, def.Loc)
		if err := e.typeAttr(d, t); err != nil {
			return nil, err
		}
		return d, nil
	case ecs.Void:
		d = e.cu.AddChild(dw.TagUnspecifiedType)
		e.named[name] = d
		d.Add(dw.AttrName, dwarfenc.String(name))
		decl(d, def.Loc)
		return d, nil
	}
	d = e.cu.AddChild(typeTag(t.Kind))
	e.named[name] = d // before the body: records may refer to themselves
	d.Add(dw.AttrName, dwarfenc.String(name))
	decl(d, def.Loc)
	return d, e.typeBody(d, t)
}

// typeDIE returns the DIE for a type, sharing one DIE among equal anonymous types.
func (e *emitter) typeDIE(t *ecs.Type) (*dwarfenc.DIE, error) {
	if t.Kind == ecs.Named {
		return e.namedType(t.Name)
	}
	key := t.String()
	if d := e.anon[key]; d != nil {
		return d, nil
	}
	d := e.cu.AddChild(typeTag(t.Kind))
	e.anon[key] = d
	return d, e.typeBody(d, t)
}

func typeTag(k ecs.TypeKind) dw.Tag {
	switch k {
	case ecs.Signed, ecs.Unsigned, ecs.Float:
		return dw.TagBaseType
	case ecs.Array:
		return dw.TagArrayType
	case ecs.Record:
		return dw.TagStructureType
	case ecs.Pointer:
		return dw.TagPointerType
	case ecs.Reference:
		return dw.TagReferenceType
	case ecs.Function:
		return dw.TagSubroutineType
	case ecs.Enumeration:
		return dw.TagEnumerationType
	}
	return dw.TagUnspecifiedType
}

// typeBody adds the attributes and children of a type DIE (everything but name and decl).
func (e *emitter) typeBody(d *dwarfenc.DIE, t *ecs.Type) error {
	switch t.Kind {
	case ecs.Signed, ecs.Unsigned, ecs.Float:
		enc := dw.EncSigned
		if t.Kind == ecs.Unsigned {
			enc = dw.EncUnsigned
		} else if t.Kind == ecs.Float {
			enc = dw.EncFloat
		}
		d.Add(dw.AttrEncoding, dwarfenc.Udata(uint64(enc)))
		d.Add(dw.AttrByteSize, dwarfenc.Udata(t.Size))
	case ecs.Array:
		if err := e.typeAttr(d, t.Elem); err != nil {
			return err
		}
		r := d.AddChild(dw.TagSubrangeType)
		r.Add(dw.AttrLowerBound, dwarfenc.Sdata(t.Index))
		if t.Size > 0 {
			r.Add(dw.AttrCount, dwarfenc.Udata(t.Size))
		}
	case ecs.Record:
		d.Add(dw.AttrByteSize, dwarfenc.Udata(t.Size))
		for _, f := range t.Fields {
			if err := e.field(d, f); err != nil {
				return err
			}
		}
	case ecs.Pointer, ecs.Reference:
		d.Add(dw.AttrByteSize, dwarfenc.Udata(uint64(e.c.Target.AddressSize())))
		return e.typeAttr(d, t.Elem)
	case ecs.Function:
		d.Add(dw.AttrPrototyped, dwarfenc.Flag(true))
		if err := e.typeAttr(d, t.Elem); err != nil {
			return err
		}
		for _, p := range t.Params {
			if err := e.typeAttr(d.AddChild(dw.TagFormalParameter), p); err != nil {
				return err
			}
		}
	case ecs.Enumeration:
		if n, ok := e.size(t.Elem); ok {
			d.Add(dw.AttrByteSize, dwarfenc.Udata(n))
		}
		if err := e.typeAttr(d, t.Elem); err != nil {
			return err
		}
		for _, en := range t.Enumerators {
			c := d.AddChild(dw.TagEnumerator)
			c.Add(dw.AttrName, dwarfenc.String(en.Name))
			decl(c, en.Loc)
			v, err := e.constValue(en.Value, t.Elem)
			if err != nil {
				return fmt.Errorf("%s: enumerator %q: %w", e.c.Name, en.Name, err)
			}
			c.Add(dw.AttrConstValue, v)
		}
	}
	return nil
}

// field adds a member. A bit field gets DW_AT_data_bit_offset from the start of the record
// (DWARF 4 forbids combining it with data_member_location, which ECS does).
func (e *emitter) field(rec *dwarfenc.DIE, f *ecs.Field) error {
	tag := dw.TagMember
	if f.IsInheritance() {
		tag = dw.TagInheritance
	}
	d := rec.AddChild(tag)
	if !f.IsInheritance() {
		d.Add(dw.AttrName, dwarfenc.String(f.Name))
	}
	decl(d, f.Loc)
	if err := e.typeAttr(d, f.Type); err != nil {
		return err
	}
	if f.Mask != 0 && !f.IsInheritance() {
		d.Add(dw.AttrDataBitOffset, dwarfenc.Udata(8*f.Offset+uint64(bits.TrailingZeros64(f.Mask))))
		d.Add(dw.AttrBitSize, dwarfenc.Udata(uint64(bits.OnesCount64(f.Mask))))
		return nil
	}
	d.Add(dw.AttrDataMemberLocation, dwarfenc.Udata(f.Offset))
	return nil
}
