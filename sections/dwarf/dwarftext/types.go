package dwarftext

import (
	"fmt"
	"strings"

	"hdwarf/dw"
	"hdwarf/sections/dwarf"
)

// typePrinter writes the C-like name of a type DIE the way llvm-dwarfdump prints it after
// DW_AT_type: a type is written in two halves, what comes before the declarator name
// ("int (*") and what comes after (")(int)"), as C declarators nest.
type typePrinter struct {
	p     *printer
	b     strings.Builder
	word  bool // the text so far ends with a word, so a '*' needs a space before it
	steps int  // bounds the walk on cyclic (malformed) type chains
}

const maxTypeSteps = 256

// maxTypeNameBytes bounds the names printer.typeNames keeps.
const maxTypeNameBytes = 16 << 20

// quotedTypeName is the name llvm-dwarfdump prints for the type DIE r, quoted.
func (p *printer) quotedTypeName(r dieRef) string {
	if s, ok := p.typeNames[r]; ok {
		return s
	}
	t := &typePrinter{p: p, word: true}
	t.qualified(&r)
	s := quote(t.b.String())
	if p.typeNameBytes+len(s) <= maxTypeNameBytes {
		p.typeNames[r] = s
		p.typeNameBytes += len(s)
	}
	return s
}

func (t *typePrinter) tired() bool {
	t.steps++
	return t.steps > maxTypeSteps
}

// typeOf resolves a DIE's DW_AT_type; nil when it has none (void).
func (t *typePrinter) typeOf(r *dieRef) *dieRef {
	if r == nil {
		return nil
	}
	f := r.die().Field(dw.AttrType)
	if f == nil {
		return nil
	}
	x, ok := t.p.ref(r.u, f)
	if !ok {
		return nil
	}
	return &x
}

func tagOf(r *dieRef) dw.Tag {
	if r == nil {
		return 0
	}
	return r.die().Abbrev.Tag
}

func (t *typePrinter) qualified(r *dieRef) {
	inner := t.qualifiedBefore(r)
	t.after(r, inner, false)
}

func (t *typePrinter) qualifiedBefore(r *dieRef) *dieRef {
	if r != nil {
		t.scopes(r)
	}
	return t.before(r)
}

// scopes writes the enclosing namespaces and types ("ns::S::") of a type.
func (t *typePrinter) scopes(r *dieRef) {
	var chain []dieRef
walk:
	for i := int(r.u.idx[r.i].parent); i >= 0 && len(chain) < maxTypeSteps; i = int(r.u.idx[i].parent) {
		switch (dieRef{r.u, i}).die().Abbrev.Tag {
		case dw.TagCompileUnit, dw.TagTypeUnit, dw.TagSkeletonUnit, dw.TagPartialUnit,
			dw.TagSubprogram, dw.TagLexicalBlock:
			break walk
		}
		chain = append(chain, dieRef{r.u, i})
	}
	for i := len(chain) - 1; i >= 0; i-- {
		t.unqualified(&chain[i])
		t.b.WriteString("::")
	}
}

func (t *typePrinter) unqualified(r *dieRef) {
	inner := t.before(r)
	t.after(r, inner, false)
}

func needsParens(r *dieRef) bool {
	switch tagOf(r) {
	case dw.TagSubroutineType, dw.TagArrayType:
		return true
	}
	return false
}

// before writes the part of the name before the declarator and returns the type the rest
// of the declarator applies to.
func (t *typePrinter) before(r *dieRef) *dieRef {
	if r == nil || t.tired() {
		t.b.WriteString("void")
		t.word = true
		return nil
	}
	inner := t.typeOf(r)
	switch tag := tagOf(r); tag {
	case dw.TagPointerType:
		t.pointerLike(inner, "*")
	case dw.TagReferenceType:
		t.pointerLike(inner, "&")
	case dw.TagRvalueReferenceType:
		t.pointerLike(inner, "&&")
	case dw.TagSubroutineType:
		t.qualifiedBefore(inner)
		if t.word {
			t.b.WriteByte(' ')
		}
		t.word = false
	case dw.TagArrayType:
		t.qualifiedBefore(inner)
	case dw.TagPtrToMemberType:
		t.qualifiedBefore(inner)
		if needsParens(inner) {
			t.b.WriteByte('(')
		} else if t.word {
			t.b.WriteByte(' ')
		}
		if f := r.die().Field(dw.AttrContainingType); f != nil {
			if c, ok := t.p.ref(r.u, f); ok {
				t.qualified(&c)
				t.b.WriteString("::")
			}
		}
		t.b.WriteByte('*')
		t.word = false
	case dw.TagConstType, dw.TagVolatileType:
		return t.cvBefore(r)
	case dw.TagNamespace:
		if s := t.p.attrStr(*r, dw.AttrName); s != "" {
			t.b.WriteString(s)
		} else {
			t.b.WriteString("(anonymous namespace)")
		}
		t.word = true
	case dw.TagUnspecifiedType:
		s := t.p.attrStr(*r, dw.AttrName)
		if s == "decltype(nullptr)" {
			s = "std::nullptr_t"
		}
		t.b.WriteString(s)
		t.word = true
	default:
		s := t.p.attrStr(*r, dw.AttrName)
		if s == "" {
			// Unnamed: the tag stands in, "structure " for DW_TAG_structure_type.
			n := tag.String()
			if strings.HasPrefix(n, "DW_TAG_") && strings.HasSuffix(n, "_type") {
				t.b.WriteString(n[len("DW_TAG_"):len(n)-len("_type")] + " ")
			}
			return nil
		}
		t.b.WriteString(s)
		t.word = true
	}
	return inner
}

func (t *typePrinter) pointerLike(inner *dieRef, ptr string) {
	t.qualifiedBefore(inner)
	if t.word {
		t.b.WriteByte(' ')
	}
	if needsParens(inner) {
		t.b.WriteByte('(')
	}
	t.b.WriteString(ptr)
	t.word = false
}

// cv splits a chain of const and volatile types into the qualifiers and the type under them.
func (t *typePrinter) cv(r *dieRef) (under *dieRef, c, v bool) {
	for r != nil && !t.tired() {
		switch tagOf(r) {
		case dw.TagConstType:
			c = true
		case dw.TagVolatileType:
			v = true
		default:
			return r, c, v
		}
		r = t.typeOf(r)
	}
	return nil, c, v
}

// cvBefore writes "const T" for most types but "T *const" for pointers.
func (t *typePrinter) cvBefore(r *dieRef) *dieRef {
	under, c, v := t.cv(r)
	switch tagOf(under) {
	case dw.TagPointerType, dw.TagPtrToMemberType, dw.TagReferenceType,
		dw.TagRvalueReferenceType:
		inner := t.qualifiedBefore(under)
		t.word = true
		if c {
			t.b.WriteString("const")
		}
		if v {
			if c {
				t.b.WriteByte(' ')
			}
			t.b.WriteString("volatile")
		}
		_ = inner
		return under
	case dw.TagSubroutineType:
		t.qualifiedBefore(under)
		return under
	}
	if c {
		t.b.WriteString("const ")
	}
	if v {
		t.b.WriteString("volatile ")
	}
	t.qualifiedBefore(under)
	return under
}

// after writes the part of the name after the declarator.
func (t *typePrinter) after(r, inner *dieRef, skipArtificial bool) {
	if r == nil || t.tired() {
		return
	}
	switch tagOf(r) {
	case dw.TagSubroutineType:
		t.subroutineAfter(r, inner, skipArtificial)
	case dw.TagArrayType:
		t.arrayAfter(r)
	case dw.TagConstType, dw.TagVolatileType:
		under, _, _ := t.cv(r)
		t.after(under, t.typeOf(under), false)
	case dw.TagPointerType, dw.TagReferenceType, dw.TagRvalueReferenceType,
		dw.TagPtrToMemberType:
		if needsParens(inner) {
			t.b.WriteByte(')')
		}
		t.after(inner, t.typeOf(inner), tagOf(r) == dw.TagPtrToMemberType)
	}
}

// children calls f for each child of r, in order.
func children(r *dieRef, f func(c dieRef) bool) {
	if !r.die().Abbrev.Children {
		return
	}
	idx := r.u.idx
	for i := r.i + 1; i < len(idx); i++ {
		if int(idx[i].parent) < r.i {
			return
		}
		if int(idx[i].parent) == r.i {
			if !f(dieRef{r.u, i}) {
				return
			}
		}
	}
}

func (t *typePrinter) subroutineAfter(r, inner *dieRef, skipArtificial bool) {
	t.b.WriteByte('(')
	first, realFirst := true, true
	children(r, func(c dieRef) bool {
		if t.tired() {
			// Each parameter is a step, void ones too: a name is at most maxTypeSteps parts
			// long, however many parameters the type has.
			return false
		}
		tag := c.die().Abbrev.Tag
		if tag != dw.TagFormalParameter && tag != dw.TagUnspecifiedParameters {
			return false
		}
		if skipArtificial && realFirst && c.die().Field(dw.AttrArtificial) != nil {
			realFirst = false
			return true
		}
		realFirst = false
		if !first {
			t.b.WriteString(", ")
		}
		first = false
		if tag == dw.TagUnspecifiedParameters {
			t.b.WriteString("...")
		} else {
			t.qualified(t.typeOf(&c))
		}
		return true
	})
	t.b.WriteByte(')')
	t.after(inner, t.typeOf(inner), false)
}

// constField reads a constant attribute, signed or not.
func constField(e *dwarf.DIE, a dw.Attr) (int64, bool) {
	f := e.Field(a)
	if f == nil || !isConst(f.Form) {
		return 0, false
	}
	return int64(f.Val), true
}

func (t *typePrinter) arrayAfter(r *dieRef) {
	children(r, func(c dieRef) bool {
		e := c.die()
		if e.Abbrev.Tag != dw.TagSubrangeType {
			return true
		}
		lb, hasLB := constField(e, dw.AttrLowerBound)
		count, hasCount := constField(e, dw.AttrCount)
		ub, hasUB := constField(e, dw.AttrUpperBound)
		switch {
		case hasLB && lb != 0:
			switch {
			case hasCount:
				fmt.Fprintf(&t.b, "[%d, %d)", lb, lb+count)
			case hasUB:
				fmt.Fprintf(&t.b, "[%d, %d)", lb, ub+1)
			default:
				fmt.Fprintf(&t.b, "[%d, ?)", lb)
			}
		case hasCount:
			fmt.Fprintf(&t.b, "[%d]", count)
		case hasUB:
			fmt.Fprintf(&t.b, "[%d]", ub+1)
		default:
			t.b.WriteString("[]")
		}
		return true
	})
	t.word = false
}
