package spirv

import (
	"fmt"
	"strconv"
	"strings"
)

// Reference graphs a consumer walks without memoisation must be acyclic. DecodeDebug checks
// three of them and fails on the first cycle, so after a successful decode:
//   - following base types (typedef, qualifier, pointer, array, vector, function, template)
//     always reaches a composite, enum, basic type or nothing;
//   - a composite never contains itself by value (through members, bases, arrays, typedefs);
//   - scope parents and inlined-at chains end.
// Cycles through pointers to composites (struct node { struct node *next; }) are normal and are
// left alone: walk those with a visited set.

// typeEdges are the base-type references of the type constructors (composites are sinks).
func typeEdges(n Node) []ID {
	switch n := n.(type) {
	case *Typedef:
		return []ID{n.BaseType}
	case *TypeQualifier:
		return []ID{n.BaseType}
	case *TypePointer:
		return []ID{n.BaseType}
	case *TypeArray:
		return []ID{n.BaseType}
	case *TypeVector:
		return []ID{n.BaseType}
	case *TypeFunction:
		return append([]ID{n.Return}, n.Params...)
	case *TypeTemplate:
		return []ID{n.Target}
	case *TypePtrToMember:
		return []ID{n.MemberType}
	case *TypeMatrix:
		return []ID{n.VectorType}
	case *TypeVectorIDEXT:
		return []ID{n.ComponentType}
	case *TypeCooperativeMatrixKHR:
		return []ID{n.ComponentType}
	}
	return nil
}

// valueEdges are the "contains by value" references: a cycle means an infinitely large type.
func (d *Debug) valueEdges(n Node) []ID {
	switch n := n.(type) {
	case *TypeComposite:
		var out []ID
		for _, mid := range n.Members {
			switch mem := d.Node(mid).(type) {
			case *TypeMember:
				if !mem.Flags.Has(FlagStaticMember) {
					out = append(out, mem.Type)
				}
			case *TypeInheritance:
				out = append(out, mem.Parent)
			}
		}
		return out
	case *Typedef:
		return []ID{n.BaseType}
	case *TypeQualifier:
		return []ID{n.BaseType}
	case *TypeArray:
		return []ID{n.BaseType}
	case *TypeVector:
		return []ID{n.BaseType}
	case *TypeTemplate:
		return []ID{n.Target}
	case *TypeMatrix:
		return []ID{n.VectorType}
	}
	return nil
}

// scopeEdges are the parent-scope and inlined-at links.
func scopeEdges(n Node) []ID {
	switch n := n.(type) {
	case *LexicalBlock:
		return []ID{n.Parent}
	case *LexicalBlockDiscriminator:
		return []ID{n.Parent}
	case *Function:
		return []ID{n.Parent}
	case *FunctionDeclaration:
		return []ID{n.Parent}
	case *TypeComposite:
		return []ID{n.Parent}
	case *TypeEnum:
		return []ID{n.Parent}
	case *Typedef:
		return []ID{n.Parent}
	case *ModuleINTEL:
		return []ID{n.Parent}
	case *InlinedAt:
		return []ID{n.Inlined}
	}
	return nil
}

func (d *Debug) checkCycles() error {
	if err := d.findCycle("type reference", typeEdges); err != nil {
		return err
	}
	if err := d.findCycle("composite contains itself", d.valueEdges); err != nil {
		return err
	}
	return d.findCycle("scope parent", scopeEdges)
}

// findCycle runs an iterative depth-first search over the graph given by edges and reports the
// first cycle, at the word offset of the node where it closes.
func (d *Debug) findCycle(what string, edges func(Node) []ID) error {
	const (
		white = iota
		grey
		black
	)
	colors := newIDColors(d.Order)
	type frame struct {
		id    ID
		edges []ID
	}
	for _, root := range d.Order {
		if colors.get(root) != white || len(edges(d.Node(root))) == 0 {
			continue
		}
		stack := []frame{{root, edges(d.Node(root))}}
		colors.set(root, grey)
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if len(top.edges) == 0 {
				colors.set(top.id, black)
				stack = stack[:len(stack)-1]
				continue
			}
			next := top.edges[0]
			top.edges = top.edges[1:]
			n := d.Node(next)
			if n == nil {
				continue
			}
			switch colors.get(next) {
			case grey:
				var path []string
				start := 0
				for i, f := range stack {
					if f.id == next {
						start = i
					}
				}
				for _, f := range stack[start:] {
					path = append(path, nodeLabel(d.Node(f.id)))
				}
				path = append(path, nodeLabel(n))
				return errAt(n.Base().Word, "%s cycle: %s", what, strings.Join(path, " -> "))
			case white:
				colors.set(next, grey)
				stack = append(stack, frame{next, edges(n)})
			}
		}
	}
	return nil
}

// newIDColors is a mark per id for a walk over ids: dense when the highest is within a few
// times their number.
func newIDColors(ids []ID) *idTable[uint8] {
	var hi ID
	for _, id := range ids {
		hi = max(hi, id)
	}
	t := newIDTable[uint8](uint64(hi)+1, 2*len(ids))
	return &t
}

func nodeLabel(n Node) string {
	b := n.Base()
	return b.Kind.String() + " " + b.ID.String()
}

// Target returns the node id names, looking through DebugTypeTemplate to its target (producers
// use the template's id where the composite is meant, reference Q15). Nil for DebugInfoNone
// and non-debug ids.
func (d *Debug) Target(id ID) Node {
	for range len(d.Order) + 1 {
		n := d.Node(id)
		t, ok := n.(*TypeTemplate)
		if !ok {
			if n != nil && n.Base().Kind == DebugInfoNone {
				return nil
			}
			return n
		}
		id = t.Target
	}
	return nil
}

// Strip follows typedefs, qualifiers and templates from id to the underlying type node. It
// returns nil (no error) for void / DebugInfoNone, and an error with the word offset when the
// chain loops.
func (d *Debug) Strip(id ID) (Node, error) {
	seen := map[ID]bool{}
	for {
		n := d.Node(id)
		if n == nil || n.Base().Kind == DebugInfoNone {
			return nil, nil
		}
		if seen[id] {
			return nil, errAt(n.Base().Word, "type reference cycle through %s", nodeLabel(n))
		}
		seen[id] = true
		switch t := n.(type) {
		case *Typedef:
			id = t.BaseType
		case *TypeQualifier:
			id = t.BaseType
		case *TypeTemplate:
			id = t.Target
		default:
			return n, nil
		}
	}
}

// PointerBits is the pointer size the translator derives from the addressing model
// (Physical32 32, Physical64 64, Logical 0; reference Q11).
func (m *Module) PointerBits() uint64 {
	switch m.AddressingModel {
	case 1:
		return 32
	case 2, 5348:
		return 64
	}
	return 0
}

// SizeBits computes the size of a type in bits: basic types and composites from their Size,
// pointers from the addressing model, arrays and vectors from their element (vectors of 3 take
// the room of 4, as in OpenCL). It reports a cycle with its word offset instead of looping.
func (m *Module) SizeBits(id ID) (uint64, error) {
	return m.sizeBits(id, map[ID]bool{})
}

func (m *Module) sizeBits(id ID, busy map[ID]bool) (uint64, error) {
	d := m.Debug
	n := d.Node(id)
	if n == nil {
		return 0, nil
	}
	if busy[id] {
		return 0, errAt(n.Base().Word, "type reference cycle through %s", nodeLabel(n))
	}
	busy[id] = true
	defer delete(busy, id)
	switch t := n.(type) {
	case *TypeBasic:
		return t.Size, nil
	case *TypeComposite:
		return t.Size, nil
	case *TypeEnum:
		if t.Size == 0 {
			return m.sizeBits(t.Underlying, busy)
		}
		return t.Size, nil
	case *TypePointer, *TypePtrToMember:
		return m.PointerBits(), nil
	case *Typedef:
		return m.sizeBits(t.BaseType, busy)
	case *TypeQualifier:
		return m.sizeBits(t.BaseType, busy)
	case *TypeTemplate:
		return m.sizeBits(t.Target, busy)
	case *TypeVector:
		el, err := m.sizeBits(t.BaseType, busy)
		c := uint64(t.Count)
		if c == 3 {
			c = 4
		}
		return el * c, err
	case *TypeArray:
		el, err := m.sizeBits(t.BaseType, busy)
		for _, dim := range t.Dims {
			if dim.Count.Known && dim.Count.Value > 0 {
				el *= uint64(dim.Count.Value)
			} else {
				el = 0
			}
		}
		return el, err
	}
	return 0, nil
}

// TypeName renders a type reference as C-like text ("const float3*", "struct node[4]") for
// listings. It never loops: composites end the walk and depth is bounded.
func (m *Module) TypeName(id ID) string {
	budget := typeNameNodes
	return m.typeName(id, 0, &budget)
}

// typeNameNodes bounds the nodes one name visits: depth alone is not enough when types
// fan out (a function type with two parameters of the type below, forty deep, has 2^40 paths
// through 80 nodes).
const typeNameNodes = 256

func (m *Module) typeName(id ID, depth int, budget *int) string {
	if depth > 32 || *budget <= 0 {
		return "..."
	}
	*budget--
	if m.IsVoidType(id) {
		return "void"
	}
	d := m.Debug
	n := d.Node(id)
	if n == nil {
		return id.String()
	}
	switch t := n.(type) {
	case *InfoNone:
		return "none"
	case *TypeBasic:
		return t.Name
	case *TypeComposite:
		tag := map[CompositeTag]string{TagClass: "class ", TagStructure: "struct ", TagUnion: "union "}[t.Tag]
		if t.Name == "" {
			return tag + "<anonymous>"
		}
		return tag + t.Name
	case *TypeEnum:
		if t.Name == "" {
			return "enum <anonymous>"
		}
		return "enum " + t.Name
	case *Typedef:
		return t.Name
	case *TypeQualifier:
		q := map[Qualifier]string{QualConst: "const", QualVolatile: "volatile", QualRestrict: "restrict", QualAtomic: "_Atomic"}[t.Qualifier]
		return q + " " + m.typeName(t.BaseType, depth+1, budget)
	case *TypePointer:
		switch {
		case t.Flags.Has(FlagLValueReference):
			return m.typeName(t.BaseType, depth+1, budget) + "&"
		case t.Flags.Has(FlagRValueReference):
			return m.typeName(t.BaseType, depth+1, budget) + "&&"
		}
		return m.typeName(t.BaseType, depth+1, budget) + "*"
	case *TypeArray:
		s := m.typeName(t.BaseType, depth+1, budget)
		for _, dim := range t.Dims {
			if dim.Count.Known {
				s += "[" + strconv.FormatInt(dim.Count.Value, 10) + "]"
			} else {
				s += "[]"
			}
		}
		return s
	case *TypeVector:
		return fmt.Sprintf("%s%d", m.typeName(t.BaseType, depth+1, budget), t.Count)
	case *TypeFunction:
		// A spent budget ends the list with one "...", not one per parameter left: a
		// name stays a few hundred parts long whatever the type holds.
		var ps []string
		for _, p := range t.Params {
			if *budget <= 0 {
				ps = append(ps, "...")
				break
			}
			ps = append(ps, m.typeName(p, depth+1, budget))
		}
		ret := "void"
		if !d.IsNone(t.Return) {
			ret = m.typeName(t.Return, depth+1, budget)
		}
		return ret + "(" + strings.Join(ps, ", ") + ")"
	case *TypeTemplate:
		return m.typeName(t.Target, depth+1, budget)
	case *TypePtrToMember:
		return m.typeName(t.MemberType, depth+1, budget) + " " + m.typeName(t.Parent, depth+1, budget) + "::*"
	case *TypeMatrix:
		return fmt.Sprintf("%s[%d]", m.typeName(t.VectorType, depth+1, budget), t.VectorCount)
	}
	return nodeLabel(n)
}
