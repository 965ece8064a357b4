// Command gen writes zstring.go, the String methods of package dw, from the constant
// declarations in the package's other files: each type whose doc comment names a
// "DW_XXX_*" family gets a String method that returns the trailing comment of each of its
// constants, and "DW_XXX_unknown_0x…" for any other value.
//
// Run it as "go generate ./dw"; the test beside it fails when the checked-in zstring.go
// differs from what it would write.
package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// output is the generated file's name; it is never read as input.
const output = "zstring.go"

func main() {
	dir := "."
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	src, err := generate(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Join(dir, output), src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// family is one constant type: its name, the DW_ prefix of its values' names and its
// constants in declaration order.
type family struct {
	typ    string
	prefix string
	consts []constant
}

type constant struct {
	ident, name string
	value       uint64
}

var (
	prefixRE = regexp.MustCompile(`\b(DW_[A-Z_]+_)\*`)
	nameRE   = regexp.MustCompile(`^DW_[A-Za-z0-9_]+$`)
)

// generate reads the package in dir and returns the formatted source of zstring.go.
func generate(dir string) ([]byte, error) {
	fset := token.NewFileSet()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var files []*ast.File
	pkg := ""
	for _, n := range names {
		base := filepath.Base(n)
		if base == output || strings.HasSuffix(base, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		if pkg != "" && f.Name.Name != pkg {
			return nil, fmt.Errorf("%s: package %s, want %s", n, f.Name.Name, pkg)
		}
		pkg = f.Name.Name
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: no Go files", dir)
	}
	fams, err := families(fset, files)
	if err != nil {
		return nil, err
	}
	return render(pkg, fams)
}

// families collects the constant types (in declaration order) and their constants.
func families(fset *token.FileSet, files []*ast.File) ([]*family, error) {
	var fams []*family
	byType := map[string]*family{}
	for _, gd := range genDecls(files, token.TYPE) {
		for _, s := range gd.Specs {
			ts := s.(*ast.TypeSpec)
			doc := ts.Doc
			if doc == nil {
				doc = gd.Doc
			}
			m := prefixRE.FindStringSubmatch(doc.Text())
			if m == nil {
				return nil, fmt.Errorf("%s: type %s: doc comment names no DW_XXX_* family", fset.Position(ts.Pos()), ts.Name.Name)
			}
			fam := &family{typ: ts.Name.Name, prefix: m[1]}
			fams = append(fams, fam)
			byType[fam.typ] = fam
		}
	}
	// Types first: a constant may come before its type or in another file.
	for _, gd := range genDecls(files, token.CONST) {
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			pos := fset.Position(vs.Pos())
			// Attr(0x2000): a number that is no name of its own (a range boundary, a
			// retired code), which String leaves to the family's unknown form.
			if vs.Type == nil && len(vs.Values) == 1 {
				if conv, ok := vs.Values[0].(*ast.CallExpr); ok {
					if id, ok := conv.Fun.(*ast.Ident); ok && byType[id.Name] != nil {
						continue
					}
				}
			}
			typ, ok := vs.Type.(*ast.Ident)
			if !ok || byType[typ.Name] == nil {
				return nil, fmt.Errorf("%s: constant without one of the package's types", pos)
			}
			fam := byType[typ.Name]
			if len(vs.Names) != 1 || len(vs.Values) != 1 {
				return nil, fmt.Errorf("%s: declare one constant per line", pos)
			}
			lit, ok := vs.Values[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.INT {
				return nil, fmt.Errorf("%s: %s: value is not an integer literal", pos, vs.Names[0].Name)
			}
			v, err := strconv.ParseUint(lit.Value, 0, 64)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %v", pos, vs.Names[0].Name, err)
			}
			name := strings.TrimSpace(vs.Comment.Text())
			if !nameRE.MatchString(name) || !strings.HasPrefix(name, fam.prefix) || len(name) == len(fam.prefix) {
				return nil, fmt.Errorf("%s: %s: trailing comment %q is not a %s* name", pos, vs.Names[0].Name, name, fam.prefix)
			}
			for _, c := range fam.consts {
				if c.value == v {
					return nil, fmt.Errorf("%s: %s: value %#x already named by %s", pos, vs.Names[0].Name, v, c.ident)
				}
			}
			fam.consts = append(fam.consts, constant{vs.Names[0].Name, name, v})
		}
	}
	for _, fam := range fams {
		if len(fam.consts) == 0 {
			return nil, fmt.Errorf("type %s has no constants", fam.typ)
		}
	}
	return fams, nil
}

// genDecls lists the files' top-level declarations of one kind, in order.
func genDecls(files []*ast.File, tok token.Token) []*ast.GenDecl {
	var gds []*ast.GenDecl
	for _, f := range files {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == tok {
				gds = append(gds, gd)
			}
		}
	}
	return gds
}

func render(pkg string, fams []*family) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go generate ./dw\" (internal/gen); DO NOT EDIT.\n\npackage %s\n\nimport \"strconv\"\n", pkg)
	for _, fam := range fams {
		r := strings.ToLower(fam.typ[:1])
		fmt.Fprintf(&b, "\n// String returns the %s name of %s, or %sunknown_0x… for a value without one.\n", fam.prefix, r, fam.prefix)
		fmt.Fprintf(&b, "func (%s %s) String() string {\n\tswitch %s {\n", r, fam.typ, r)
		for _, c := range fam.consts {
			fmt.Fprintf(&b, "\tcase %s:\n\t\treturn %q\n", c.ident, c.name)
		}
		fmt.Fprintf(&b, "\t}\n\treturn %q + unknownHex(uint64(%s))\n}\n", fam.prefix+"unknown_", r)
	}
	b.WriteString("\n// unknownHex is how a value without a name prints: %#x.\nfunc unknownHex(v uint64) string { return \"0x\" + strconv.FormatUint(v, 16) }\n")
	return format.Source(b.Bytes())
}
