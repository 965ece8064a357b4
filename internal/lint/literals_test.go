package lint

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// homes are the directories where DWARF constants (dw, the operation tables of expr and
// frame) and ELF machine numbers (elfrw) are defined, and so may be written as numbers.
var homes = []string{"dw", "elfrw", "expr", "frame"}

// typed are the types whose values must be written by name outside their home: every
// exported type of package dw, the operations, and elf.Machine.
var typed = map[string]bool{"elf.Machine": true, "expr.Op": true, "frame.Op": true}

// TestNoConstantLiterals fails on a DWARF constant or an ELF machine number written as a
// number outside its home, in the project's non-test Go files: a conversion such as
// dw.Attr(0x2133), a key of a map typed by such a type, a constant or variable declared with
// that type and a number, and a comparison of a .Machine field with a number (in an
// expression or a switch).
func TestNoConstantLiterals(t *testing.T) {
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	for name := range dwTypes(t, fset, filepath.Join(root, "dw")) {
		typed["dw."+name] = true
	}
	var found []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			for _, h := range homes {
				if rel == h {
					return filepath.SkipDir
				}
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		for _, p := range literals(f) {
			pos := fset.Position(p.pos)
			found = append(found, fmt.Sprintf("%s:%d: %s", rel, pos.Line, p.what))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Error(f)
	}
}

// dwTypes returns the names of the types package dw declares.
func dwTypes(t *testing.T, fset *token.FileSet, dir string) map[string]bool {
	pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
					for _, s := range g.Specs {
						out[s.(*ast.TypeSpec).Name.Name] = true
					}
				}
			}
		}
	}
	if len(out) < 10 {
		t.Fatalf("package dw declares %d types; is %s its directory?", len(out), dir)
	}
	return out
}

// dwName matches a trailing comment that names a DWARF constant (DW_CC_pass_by_value).
var dwName = regexp.MustCompile(`^\s*DW_[A-Z]+_[A-Za-z0-9_]+\s*$`)

type finding struct {
	pos  token.Pos
	what string
}

func typeName(e ast.Expr) string {
	if s, ok := e.(*ast.SelectorExpr); ok {
		if x, ok := s.X.(*ast.Ident); ok {
			return x.Name + "." + s.Sel.Name
		}
	}
	return ""
}

// number reports whether e is an integer literal (possibly negated or parenthesized).
func number(e ast.Expr) bool {
	switch v := e.(type) {
	case *ast.BasicLit:
		return v.Kind == token.INT || v.Kind == token.CHAR
	case *ast.ParenExpr:
		return number(v.X)
	case *ast.UnaryExpr:
		return number(v.X)
	}
	return false
}

func isMachineField(e ast.Expr) bool {
	s, ok := e.(*ast.SelectorExpr)
	return ok && s.Sel.Name == "Machine"
}

func literals(f *ast.File) []finding {
	var out []finding
	ast.Inspect(f, func(n ast.Node) bool {
		switch v := n.(type) {
		case *ast.CallExpr:
			if tn := typeName(v.Fun); typed[tn] && len(v.Args) == 1 && number(v.Args[0]) {
				out = append(out, finding{v.Pos(), tn + " converted from a number"})
			}
		case *ast.CompositeLit:
			if m, ok := v.Type.(*ast.MapType); ok && typed[typeName(m.Key)] {
				for _, el := range v.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok && number(kv.Key) {
						out = append(out, finding{kv.Pos(), typeName(m.Key) + " map key written as a number"})
					}
				}
			}
		case *ast.ValueSpec:
			if v.Comment != nil && dwName.MatchString(v.Comment.Text()) {
				for _, val := range v.Values {
					if number(val) {
						out = append(out, finding{val.Pos(), "DWARF constant " + strings.TrimSpace(v.Comment.Text()) + " declared as a number"})
					}
				}
			}
			if typed[typeName(v.Type)] {
				for _, val := range v.Values {
					if number(val) {
						out = append(out, finding{val.Pos(), typeName(v.Type) + " declared as a number"})
					}
				}
			}
		case *ast.BinaryExpr:
			if (v.Op == token.EQL || v.Op == token.NEQ) && (isMachineField(v.X) && number(v.Y) || isMachineField(v.Y) && number(v.X)) {
				out = append(out, finding{v.Pos(), "e_machine compared with a number"})
			}
		case *ast.SwitchStmt:
			if v.Tag != nil && isMachineField(v.Tag) {
				for _, c := range v.Body.List {
					for _, e := range c.(*ast.CaseClause).List {
						if number(e) {
							out = append(out, finding{e.Pos(), "e_machine case written as a number"})
						}
					}
				}
			}
		}
		return true
	})
	return out
}

// TestLiteralsFinds checks each rule on a small source, so that TestNoConstantLiterals
// passing means the tree is clean rather than the rules blind.
func TestLiteralsFinds(t *testing.T) {
	const src = `package p
const a dw.Attr = 0x2000
const b = 4 // DW_CC_pass_by_reference
var c = map[dw.Attr]bool{0x2111: true, dw.AttrName: true}
func f(m *elfrw.File) bool {
	_ = dw.Tag(0x11)
	_ = elf.Machine(205)
	switch m.Machine {
	case 182, elfrw.EMIntelGT:
	}
	return m.Machine == 205 || m.Machine == elfrw.EMIntelGT
}
`
	typed["dw.Attr"], typed["dw.Tag"] = true, true
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	got := literals(f)
	if len(got) != 7 {
		t.Errorf("found %d, want 7: %v", len(got), got)
	}
}
