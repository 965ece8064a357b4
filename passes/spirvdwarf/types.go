package spirvdwarf

import (
	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/sections/spirv"
)

// encodings maps DebugBaseTypeAttributeEncoding to DW_ATE (reference §2.1).
var encodings = map[spirv.Encoding]dw.Encoding{
	spirv.EncAddress:      dw.EncAddress,
	spirv.EncBoolean:      dw.EncBoolean,
	spirv.EncFloat:        dw.EncFloat,
	spirv.EncSigned:       dw.EncSigned,
	spirv.EncSignedChar:   dw.EncSignedChar,
	spirv.EncUnsigned:     dw.EncUnsigned,
	spirv.EncUnsignedChar: dw.EncUnsignedChar,
	spirv.EncComplex:      dw.EncComplexFloat,
}

// qualifierTags maps DebugTypeQualifier to the DWARF tag.
var qualifierTags = [...]dw.Tag{
	spirv.QualConst:    dw.TagConstType,
	spirv.QualVolatile: dw.TagVolatileType,
	spirv.QualRestrict: dw.TagRestrictType,
	spirv.QualAtomic:   dw.TagAtomicType,
}

// compositeTags maps DebugCompositeType to the DWARF tag.
var compositeTags = [...]dw.Tag{
	spirv.TagClass:     dw.TagClassType,
	spirv.TagStructure: dw.TagStructureType,
	spirv.TagUnion:     dw.TagUnionType,
}

// tableTag returns the tag tags gives v (a SPIR-V enumerant, what, at word); one outside the
// table is written as def (named as) with a warning.
func (c *conv) tableTag(tags []dw.Tag, v uint32, word int, what string, def dw.Tag, as string) dw.Tag {
	if int(v) < len(tags) {
		return tags[v]
	}
	c.warnf(word, "%s %d unknown; written as %s", what, v, as)
	return def
}

// access maps the 2-bit access field of DebugInfoFlags to DW_ACCESS (0: none).
var access = [4]uint64{0, 2, 3, 1}

// isNoType reports whether a type operand means "no type": DebugInfoNone, 0 or OpTypeVoid.
func (c *conv) isNoType(id spirv.ID) bool {
	return c.d.IsNone(id) || c.m.IsVoidType(id)
}

// typeRef adds DW_AT_type for type id. When required and the module gave none, the
// translator's "SPIRV unknown type" stands in.
func (c *conv) typeRef(d *dwarfenc.DIE, id spirv.ID, required bool) {
	if !c.isNoType(id) {
		if t := c.die(id); t != nil {
			d.Add(dw.AttrType, dwarfenc.Ref(t))
			return
		}
	}
	if required && !c.m.IsVoidType(id) {
		d.Add(dw.AttrType, dwarfenc.Ref(c.unitOf(d).unknownTypeDIE()))
	}
}

func addName(d *dwarfenc.DIE, name string) {
	if name != "" {
		d.Add(dw.AttrName, dwarfenc.String(name))
	}
}

// namedType adds what an enumeration and a structure, class or union have alike: the name,
// DW_AT_declaration for a forward declaration or else the size (bits, in bytes), and where
// it is declared.
func (c *conv) namedType(d *dwarfenc.DIE, name string, f spirv.Flags, bits uint64, pos spirv.Pos) {
	addName(d, name)
	if f.Has(spirv.FlagFwdDecl) {
		addFlag(d, dw.AttrDeclaration, true)
	} else {
		d.Add(dw.AttrByteSize, dwarfenc.Udata(bits/8))
	}
	c.decl(d, pos.Source, pos.Line)
}

func addFlag(d *dwarfenc.DIE, a dw.Attr, on bool) {
	if on {
		d.Add(a, dwarfenc.Flag(true))
	}
}

func addAccess(d *dwarfenc.DIE, f spirv.Flags) {
	if a := access[f.Access()]; a != 0 {
		d.Add(dw.AttrAccessibility, dwarfenc.Const(dw.FormData1, a))
	}
}

// isSigned reports whether type id is (a typedef of) a signed integer type.
func (c *conv) isSigned(id spirv.ID) bool {
	n, err := c.d.Strip(id)
	if err != nil {
		return true
	}
	switch n := n.(type) {
	case *spirv.TypeBasic:
		return n.Encoding == spirv.EncSigned || n.Encoding == spirv.EncSignedChar
	case *spirv.TypeEnum:
		return c.isNoType(n.Underlying) || c.isSigned(n.Underlying)
	}
	return true
}

// constValue is a DW_AT_const_value of the given signedness.
func constValue(v int64, signed bool) dwarfenc.Value {
	if signed {
		return dwarfenc.Sdata(v)
	}
	return dwarfenc.Udata(uint64(v))
}

// typeDIE makes the DIE of a type node (and of members and inheritance).
func (c *conv) typeDIE(id spirv.ID, n spirv.Node, parent *dwarfenc.DIE) *dwarfenc.DIE {
	switch n := n.(type) {
	case *spirv.TypeBasic:
		if n.Encoding == spirv.EncUnspecified {
			d := c.record(id, parent.AddChild(dw.TagUnspecifiedType))
			addName(d, n.Name)
			return d
		}
		d := c.record(id, parent.AddChild(dw.TagBaseType))
		addName(d, n.Name)
		if e, ok := encodings[n.Encoding]; ok {
			d.Add(dw.AttrEncoding, dwarfenc.Const(dw.FormData1, uint64(e)))
		} else {
			c.warnf(n.Word, "base type %q: encoding %d has no DWARF counterpart", n.Name, uint32(n.Encoding))
		}
		d.Add(dw.AttrByteSize, dwarfenc.Udata(n.Size/8))
		return d

	case *spirv.TypePointer:
		tag := dw.TagPointerType
		switch {
		case n.Flags.Has(spirv.FlagLValueReference):
			tag = dw.TagReferenceType
		case n.Flags.Has(spirv.FlagRValueReference):
			tag = dw.TagRvalueReferenceType
		}
		d := c.record(id, parent.AddChild(tag))
		c.typeRef(d, n.BaseType, false)
		if as, ok := n.StorageClass.AddressSpace(); ok {
			d.Add(dw.AttrAddressClass, dwarfenc.Const(dw.FormData4, uint64(as)))
		} else if n.StorageClass != spirv.StorageNone {
			c.warnf(n.Word, "pointer storage class %v has no SPIR address space; DW_AT_address_class left out", n.StorageClass)
		}
		return d

	case *spirv.TypeQualifier:
		tag := c.tableTag(qualifierTags[:], uint32(n.Qualifier), n.Word, "type qualifier", dw.TagConstType, "const")
		d := c.record(id, parent.AddChild(tag))
		c.typeRef(d, n.BaseType, false)
		return d

	case *spirv.TypeArray:
		d := c.record(id, parent.AddChild(dw.TagArrayType))
		c.typeRef(d, n.BaseType, true)
		for _, dim := range n.Dims {
			c.subrange(d, dim)
		}
		return d

	case *spirv.TypeVector:
		return c.vector(id, n.BaseType, int64(n.Count), true, parent)
	case *spirv.TypeVectorIDEXT:
		cnt := int64(-1)
		if n.ComponentCount.Known {
			cnt = n.ComponentCount.Value
		}
		return c.vector(id, n.ComponentType, cnt, true, parent)
	case *spirv.TypeMatrix:
		return c.vector(id, n.VectorType, int64(n.VectorCount), false, parent)
	case *spirv.TypeCooperativeMatrixKHR:
		d := c.record(id, parent.AddChild(dw.TagArrayType))
		c.typeRef(d, n.ComponentType, true)
		for _, r := range []spirv.ConstRef{n.Rows, n.Columns} {
			c.subrange(d, spirv.Dim{Count: r})
		}
		return d

	case *spirv.Typedef:
		d := c.record(id, parent.AddChild(dw.TagTypedef))
		c.typeRef(d, n.BaseType, false)
		addName(d, n.Name)
		c.decl(d, n.Source, n.Line)
		return d

	case *spirv.TypeFunction:
		d := c.record(id, parent.AddChild(dw.TagSubroutineType))
		c.typeRef(d, n.Return, false)
		addFlag(d, dw.AttrReference, n.Flags.Has(spirv.FlagLValueReference))
		addFlag(d, dw.AttrRvalueReference, n.Flags.Has(spirv.FlagRValueReference))
		c.params(d, n)
		return d

	case *spirv.TypeEnum:
		d := c.record(id, parent.AddChild(dw.TagEnumerationType))
		c.typeRef(d, n.Underlying, false)
		addFlag(d, dw.AttrEnumClass, n.Flags.Has(spirv.FlagIsEnumClass))
		c.namedType(d, n.Name, n.Flags, n.Size, n.Pos)
		signed := c.isNoType(n.Underlying) || c.isSigned(n.Underlying)
		for _, e := range n.Enumerators {
			ed := d.AddChild(dw.TagEnumerator)
			ed.Add(dw.AttrName, dwarfenc.String(e.Name))
			ed.Add(dw.AttrConstValue, constValue(e.Value, signed))
		}
		return d

	case *spirv.TypeComposite:
		tag := c.tableTag(compositeTags[:], uint32(n.Tag), n.Word, "composite tag", dw.TagStructureType, "a structure")
		d := c.record(id, parent.AddChild(tag))
		switch {
		case n.Flags.Has(spirv.FlagTypePassByValue):
			d.Add(dw.AttrCallingConvention, dwarfenc.Const(dw.FormData1, uint64(dw.CCPassByValue)))
		case n.Flags.Has(spirv.FlagTypePassByReference):
			d.Add(dw.AttrCallingConvention, dwarfenc.Const(dw.FormData1, uint64(dw.CCPassByReference)))
		}
		c.namedType(d, n.Name, n.Flags, n.Size, n.Pos)
		for _, mid := range n.Members {
			c.member(mid, d)
		}
		return d

	case *spirv.TypeMember:
		d := c.record(id, parent.AddChild(dw.TagMember))
		addName(d, n.Name)
		c.typeRef(d, n.Type, true)
		c.decl(d, n.Source, n.Line)
		if n.Flags.Has(spirv.FlagStaticMember) {
			addFlag(d, dw.AttrExternal, true)
			addFlag(d, dw.AttrDeclaration, true)
			addAccess(d, n.Flags)
			if n.Value != nil && n.Value.Known {
				d.Add(dw.AttrConstValue, constValue(n.Value.Value, c.isSigned(n.Type)))
			}
			return d
		}
		if c.isBitField(n) {
			d.Add(dw.AttrBitSize, dwarfenc.Udata(n.Size))
			d.Add(dw.AttrDataBitOffset, dwarfenc.Udata(n.Offset))
		} else {
			d.Add(dw.AttrDataMemberLocation, dwarfenc.Udata(n.Offset/8))
		}
		addAccess(d, n.Flags)
		addFlag(d, dw.AttrArtificial, n.Flags.Has(spirv.FlagArtificial))
		return d

	case *spirv.TypeInheritance:
		d := c.record(id, parent.AddChild(dw.TagInheritance))
		c.typeRef(d, n.Parent, true)
		d.Add(dw.AttrDataMemberLocation, dwarfenc.Udata(n.Offset/8))
		addAccess(d, n.Flags)
		return d

	case *spirv.TypePtrToMember:
		d := c.record(id, parent.AddChild(dw.TagPtrToMemberType))
		c.typeRef(d, n.MemberType, false)
		if p := c.die(n.Parent); p != nil {
			d.Add(dw.AttrContainingType, dwarfenc.Ref(p))
		}
		return d
	}
	c.warnf(n.Base().Word, "%v has no DWARF mapping; dropped", n.Base().Kind)
	return nil
}

// member makes an element of a composite's member list under the composite's DIE, unless it
// is already made (or is not a member kind).
func (c *conv) member(id spirv.ID, parent *dwarfenc.DIE) {
	if c.dies[id] != nil {
		return
	}
	n := c.d.Node(id)
	switch n := n.(type) {
	case *spirv.TypeMember, *spirv.TypeInheritance:
		c.typeDIE(id, n, parent)
	case *spirv.Function:
		// A method definition with a declaration elsewhere belongs to the unit.
		if c.d.IsNone(n.Declaration) {
			c.function(id, n, parent)
		}
	case *spirv.FunctionDeclaration:
		c.functionDecl(id, n, parent)
	case *spirv.GlobalVariable, *spirv.TypeComposite, *spirv.TypeEnum, *spirv.Typedef:
		c.makeDIE(id, n, parent)
	case *spirv.TypeTemplate:
		if d := c.die(n.Target); d == nil {
			c.warnf(n.Word, "template in a member list has no target")
		}
	case nil:
		c.warnf(0, "member list names %v, which is no debug instruction", id)
	}
}

// isBitField reports whether a member is a bit field: flagged as one (translator's private
// flag), or not on whole bytes.
func (c *conv) isBitField(n *spirv.TypeMember) bool {
	if n.Flags.Has(spirv.FlagBitField) {
		return true
	}
	if n.Size == 0 {
		return false
	}
	if n.Offset%8 != 0 || n.Size%8 != 0 {
		return true
	}
	if bits, err := c.m.SizeBits(n.Type); err == nil && bits > n.Size {
		if _, isArr := c.d.Node(n.Type).(*spirv.TypeArray); !isArr {
			return true
		}
	}
	return false
}

// subrange adds one DW_TAG_subrange_type to an array DIE. A count of DebugInfoNone drops the
// dimension, as the translator does; a count of -1 is an array of unknown size.
func (c *conv) subrange(arr *dwarfenc.DIE, dim spirv.Dim) {
	if c.d.IsNone(dim.Count.ID) && !dim.Count.Known {
		return
	}
	s := arr.AddChild(dw.TagSubrangeType)
	s.Add(dw.AttrType, dwarfenc.Ref(c.unitOf(arr).sizeTypeDIE()))
	if dim.Lower.Known && dim.Lower.Value != 0 {
		s.Add(dw.AttrLowerBound, dwarfenc.Sdata(dim.Lower.Value))
	} else if !dim.Lower.Known && !c.d.IsNone(dim.Lower.ID) {
		c.bound(s, dw.AttrLowerBound, dim.Lower.ID)
	}
	switch {
	case dim.Count.Known:
		if dim.Count.Value != -1 {
			s.Add(dw.AttrCount, dwarfenc.Udata(uint64(dim.Count.Value)))
		}
	default:
		c.bound(s, dw.AttrCount, dim.Count.ID)
	}
}

// bound adds a non-constant bound: a variable (reference) or an expression (exprloc).
func (c *conv) bound(s *dwarfenc.DIE, a dw.Attr, id spirv.ID) {
	switch n := c.d.Node(id).(type) {
	case *spirv.LocalVariable, *spirv.GlobalVariable:
		if v := c.die(id); v != nil {
			s.Add(a, dwarfenc.Ref(v))
		}
	case *spirv.Expression:
		if b, ok := c.expression(id); ok {
			s.Add(a, dwarfenc.Exprloc(b))
		}
	default:
		word := 0
		if n != nil {
			word = n.Base().Word
		}
		c.warnf(word, "array bound %v is neither a constant, a variable nor an expression; dropped", id)
	}
}

// vector makes an OpenCL/GLSL vector (a DW_AT_GNU_vector array whose 3-element form takes the
// room of 4, as in translator 15) or a matrix (an array of column vectors).
func (c *conv) vector(id, elem spirv.ID, count int64, isVector bool, parent *dwarfenc.DIE) *dwarfenc.DIE {
	d := c.record(id, parent.AddChild(dw.TagArrayType))
	if isVector {
		d.Add(dw.AttrGNUVector, dwarfenc.Flag(true))
		if bits, err := c.m.SizeBits(elem); err == nil && count > 0 {
			n := uint64(count)
			if n == 3 {
				n = 4
			}
			d.Add(dw.AttrByteSize, dwarfenc.Udata(bits/8*n))
		}
	}
	c.typeRef(d, elem, true)
	cnt := spirv.ConstRef{Known: count >= 0, Value: count}
	if count < 0 {
		cnt.Value = -1
		cnt.Known = true
	}
	c.subrange(d, spirv.Dim{Count: cnt})
	return d
}

// params adds the formal parameters of a subroutine type or declaration from its function
// type: void or DebugInfoNone in the list means "...".
func (c *conv) params(d *dwarfenc.DIE, t *spirv.TypeFunction) {
	for _, p := range t.Params {
		if c.isNoType(p) {
			d.AddChild(dw.TagUnspecifiedParameters)
			continue
		}
		pd := d.AddChild(dw.TagFormalParameter)
		c.typeRef(pd, p, false)
		if pt, ok := c.d.Node(p).(*spirv.TypePointer); ok && pt.Flags.Has(spirv.FlagArtificial) {
			addFlag(pd, dw.AttrArtificial, true)
		}
	}
}
