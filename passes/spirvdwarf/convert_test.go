package spirvdwarf

import (
	"bytes"
	"debug/dwarf"
	"debug/elf"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/internal/dwarftree"
	"hdwarf/sections/spirv"
)

// tree is a decoded .debug_info: every entry with its children, read back with Go's own
// debug/dwarf (an independent decoder).
type tree struct {
	all      []*node
	byOffset map[dwarf.Offset]*node
}

type node struct {
	e        *dwarf.Entry
	parent   *node
	children []*node
}

func (n *node) name() string { s, _ := n.e.Val(dwarf.AttrName).(string); return s }

func readTree(t *testing.T, obj []byte) (*tree, *elf.File) {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatal(err)
	}
	d, err := f.DWARF()
	if err != nil {
		t.Fatalf("debug/dwarf cannot read our output: %v", err)
	}
	tr := &tree{byOffset: map[dwarf.Offset]*node{}}
	err = dwarftree.Walk(d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
		n := &node{e: e}
		if len(parents) > 0 {
			n.parent = tr.byOffset[parents[len(parents)-1].Offset]
			n.parent.children = append(n.parent.children, n)
		}
		tr.all = append(tr.all, n)
		tr.byOffset[e.Offset] = n
	})
	if err != nil {
		t.Fatalf("debug/dwarf: %v", err)
	}
	return tr, f
}

// find returns the entries with the tag and name.
func (tr *tree) find(tag dwarf.Tag, name string) []*node {
	var out []*node
	for _, n := range tr.all {
		if n.e.Tag == tag && n.name() == name {
			out = append(out, n)
		}
	}
	return out
}

// convertBytes converts a module to an object in memory.
func convertBytes(t *testing.T, m *spirv.Module, opt Options) ([]byte, *Result) {
	t.Helper()
	f, r, err := Object(m, opt)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := f.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), r
}

// TestGraphInDWARF reads our DWARF back with debug/dwarf and checks it against the module's
// debug graph, for every module (NonSemantic ones included, which have no translator
// reference): every function, parameter list (in argument order), variable, composite with
// its member list, base type size, enumerator value and pointer address class is there.
func TestGraphInDWARF(t *testing.T) {
	for _, path := range corpus(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".spv")
		t.Run(name, func(t *testing.T) {
			m := decodeFile(t, path)
			obj, _ := convertBytes(t, m, Options{})
			tr, _ := readTree(t, obj)
			checked := 0
			for _, id := range m.Debug.Order {
				if err := checkNode(m, tr, m.Debug.Node(id)); err != nil {
					t.Errorf("%v (word %#x): %v", id, m.Debug.Node(id).Base().Word, err)
				}
				checked++
			}
			if checked < 20 {
				t.Errorf("only %d debug instructions checked", checked)
			}
		})
	}
}

func checkNode(m *spirv.Module, tr *tree, n spirv.Node) error {
	d := m.Debug
	switch n := n.(type) {
	case *spirv.Function:
		if len(tr.find(dwarf.TagSubprogram, entityName(n.Name, n.LinkageName))) == 0 {
			return fmt.Errorf("no subprogram %q", n.Name)
		}
		var want []string
		var params []*spirv.LocalVariable
		for _, id := range d.Order {
			if v, ok := d.Node(id).(*spirv.LocalVariable); ok && v.ArgNumber > 0 && d.Target(v.Parent) == spirv.Node(n) {
				params = append(params, v)
			}
		}
		if len(params) == 0 {
			return nil
		}
		sort.Slice(params, func(i, j int) bool { return params[i].ArgNumber < params[j].ArgNumber })
		for _, p := range params {
			want = append(want, p.Name)
		}
		for _, sp := range tr.find(dwarf.TagSubprogram, entityName(n.Name, n.LinkageName)) {
			if slices.Equal(childNames(sp, dwarf.TagFormalParameter), want) {
				return nil
			}
		}
		// A method's definition refers to its declaration and carries no name.
		for _, sp := range tr.all {
			if sp.e.Tag == dwarf.TagSubprogram && slices.Equal(childNames(sp, dwarf.TagFormalParameter), want) {
				return nil
			}
		}
		return fmt.Errorf("no subprogram %q with parameters %q", n.Name, want)
	case *spirv.LocalVariable:
		tag := dwarf.TagVariable
		if n.ArgNumber > 0 {
			tag = dwarf.TagFormalParameter
		}
		if len(tr.find(tag, n.Name)) == 0 {
			return fmt.Errorf("no %v %q", tag, n.Name)
		}
	case *spirv.GlobalVariable:
		if d.IsNone(n.StaticMemberDeclaration) && len(tr.find(dwarf.TagVariable, entityName(n.Name, n.LinkageName))) == 0 {
			return fmt.Errorf("no variable %q", n.Name)
		}
	case *spirv.TypeComposite:
		if n.Name == "" {
			return nil
		}
		var want []string
		for _, id := range n.Members {
			if mm, ok := d.Node(id).(*spirv.TypeMember); ok {
				want = append(want, mm.Name)
			}
		}
		for _, tag := range []dwarf.Tag{dwarf.TagStructType, dwarf.TagClassType, dwarf.TagUnionType} {
			for _, c := range tr.find(tag, n.Name) {
				if slices.Equal(childNames(c, dwarf.TagMember), want) {
					if sz, _ := c.e.Val(dwarf.AttrByteSize).(int64); !n.Flags.Has(spirv.FlagFwdDecl) && uint64(sz) != n.Size/8 {
						return fmt.Errorf("%q has byte_size %d, want %d", n.Name, sz, n.Size/8)
					}
					return nil
				}
			}
		}
		return fmt.Errorf("no composite %q with members %q", n.Name, want)
	case *spirv.TypeBasic:
		if n.Encoding == spirv.EncUnspecified {
			return nil
		}
		for _, b := range tr.find(dwarf.TagBaseType, n.Name) {
			if sz, _ := b.e.Val(dwarf.AttrByteSize).(int64); uint64(sz) == n.Size/8 {
				return nil
			}
		}
		return fmt.Errorf("no base type %q of %d bits", n.Name, n.Size)
	case *spirv.TypeEnum:
		for _, e := range n.Enumerators {
			found := false
			for _, en := range tr.find(dwarf.TagEnumerator, e.Name) {
				if v, ok := en.e.Val(dwarf.AttrConstValue).(int64); ok && v == e.Value {
					found = true
				}
			}
			if !found {
				return fmt.Errorf("no enumerator %s = %d", e.Name, e.Value)
			}
		}
	case *spirv.TypePointer:
		as, ok := n.StorageClass.AddressSpace()
		if !ok || n.Flags.Has(spirv.FlagLValueReference|spirv.FlagRValueReference) {
			return nil
		}
		for _, p := range tr.all {
			if v, has := p.e.Val(dwarf.AttrAddrClass).(int64); p.e.Tag == dwarf.TagPointerType && has && v == int64(as) {
				return nil
			}
		}
		return fmt.Errorf("no pointer type with address class %d (%v)", as, n.StorageClass)
	}
	return nil
}

func childNames(n *node, tag dwarf.Tag) []string {
	var s []string
	for _, c := range n.children {
		if c.e.Tag == tag {
			s = append(s, c.name())
		}
	}
	return s
}

// TestTargets checks the ELF flavour: the default follows the addressing model, --target
// names pick class, byte order and machine, and the DWARF address size follows the class.
func TestTargets(t *testing.T) {
	cases := []struct {
		file    string
		target  string
		class   elf.Class
		order   string
		machine elf.Machine
	}{
		{"../../testdata/spirv/vadd.clang15.spv", "", elf.ELFCLASS64, "LittleEndian", elf.EM_X86_64},
		{"../../testdata/spirvdwarf/vec32.legacy.spv", "", elf.ELFCLASS32, "LittleEndian", elf.EM_386},
		{"../../testdata/spirv/particles.comp.spv", "", elf.ELFCLASS64, "LittleEndian", elf.EM_X86_64},
		{"../../testdata/spirv/vadd.clang15.spv", "ppc64", elf.ELFCLASS64, "BigEndian", elf.EM_PPC64},
		{"../../testdata/spirv/vadd.clang15.spv", "intelgt32", elf.ELFCLASS32, "LittleEndian", elf.Machine(205)},
		{"../../testdata/spirvdwarf/features.clcpp.spv", "mips", elf.ELFCLASS32, "BigEndian", elf.EM_MIPS},
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.file)+"/"+c.target, func(t *testing.T) {
			m := decodeFile(t, c.file)
			var opt Options
			if c.target != "" {
				tg, err := ParseTarget(c.target)
				if err != nil {
					t.Fatal(err)
				}
				opt.Target = tg
			}
			obj, _ := convertBytes(t, m, opt)
			tr, f := readTree(t, obj)
			if f.Class != c.class || f.ByteOrder.String() != c.order || f.Machine != c.machine || f.Type != elf.ET_REL {
				t.Errorf("got %v %v %v %v", f.Class, f.ByteOrder, f.Machine, f.Type)
			}
			if len(tr.all) < 10 {
				t.Errorf("only %d DIEs", len(tr.all))
			}
			for _, s := range f.Sections {
				if s.Type != elf.SHT_NULL && s.Type != elf.SHT_STRTAB && !strings.HasPrefix(s.Name, ".debug_") {
					t.Errorf("section %s is not a debug section", s.Name)
				}
			}
		})
	}
	if _, err := ParseTarget("vax"); err == nil {
		t.Error("ParseTarget accepted vax")
	}
}

// TestTableTag: a qualifier or composite tag inside its table gives its DWARF tag silently;
// one outside gives the default and a warning naming the word and the value.
func TestTableTag(t *testing.T) {
	c := &conv{}
	if got := c.tableTag(qualifierTags[:], uint32(spirv.QualVolatile), 0x10, "type qualifier", dw.TagConstType, "const"); got != dw.TagVolatileType || len(c.warns) != 0 {
		t.Errorf("volatile: %v, warnings %q", got, c.warns)
	}
	if got := c.tableTag(compositeTags[:], 7, 0x20, "composite tag", dw.TagStructureType, "a structure"); got != dw.TagStructureType {
		t.Errorf("tag 7: %v", got)
	}
	if want := []string{"word 0x20: composite tag 7 unknown; written as a structure"}; fmt.Sprint(c.warns) != fmt.Sprint(want) {
		t.Errorf("warnings %q, want %q", c.warns, want)
	}
}
