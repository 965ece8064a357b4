package ecs

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

const corpusDir = "../../testdata/ecs"

func corpusFiles(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.dbg"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 70 {
		t.Fatalf("found %d .dbg files in %s, want 70", len(files), corpusDir)
	}
	return files
}

// sameValues compares parsed values, ignoring positions and comparing floats bit for bit
// (so that NaN equals NaN and -0 differs from 0).
func sameValues(a, b any) bool { return sameValue(reflect.ValueOf(a), reflect.ValueOf(b)) }

var posType = reflect.TypeFor[Pos]()

func sameValue(a, b reflect.Value) bool {
	if a.Type() != b.Type() {
		return false
	}
	if a.Type() == posType {
		return true
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return sameValue(a.Elem(), b.Elem())
	case reflect.Struct:
		for i := range a.NumField() {
			if !sameValue(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Slice:
		if a.Len() != b.Len() {
			return false
		}
		for i := range a.Len() {
			if !sameValue(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Float64:
		return math.Float64bits(a.Float()) == math.Float64bits(b.Float())
	case reflect.String:
		return a.String() == b.String()
	case reflect.Int, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint8, reflect.Uint64:
		return a.Uint() == b.Uint()
	}
	panic("sameValue: unhandled kind " + a.Kind().String())
}

// TestCorpusRoundTrip parses every real file, formats it, and checks that the text is
// byte-identical to what ECS wrote and that parsing it again gives the same values.
func TestCorpusRoundTrip(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Parse(path, src)
			if err != nil {
				t.Fatal(err)
			}
			out := Format(f)
			if !bytes.Equal(out, src) {
				t.Errorf("Format differs from the ECS text:\n%s", firstDiff(src, out))
			}
			g, err := Parse("formatted", out)
			if err != nil {
				t.Fatalf("parsing formatted text: %v", err)
			}
			if !sameValues(f, g) {
				t.Errorf("parse(format(parse(x))) differs from parse(x)")
			}
		})
	}
}

func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return "line " + itoa(i+1) + ":\n  want " + x + "\n  got  " + y
		}
	}
	return "(no line differs)"
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestCorpusContents checks the values of constructs the README of the corpus lists, as
// read from the real files.
func TestCorpusContents(t *testing.T) {
	f := mustParse(t, "direct.amd64.dbg")
	if f.Header != (Header{Name: "amd64", ByteOrder: Little, PointerSize: 8, Pos: Pos{1, 1}}) {
		t.Errorf("header = %+v", f.Header)
	}
	if want := []string{"direct.cpp", "spec dir/handlers file.def"}; !reflect.DeepEqual(f.Sources, want) {
		t.Errorf("sources = %q, want %q", f.Sources, want)
	}
	byName := map[string]*Entry{}
	for _, e := range f.Entries {
		byName[e.Name] = e
	}

	color := byName["Color"]
	if color == nil || color.Kind != TypeEntry || color.Loc == nil || *color.Loc != (Location{0, 10, 1}) {
		t.Fatalf("Color = %+v", color)
	}
	if ct := color.Type; ct.Kind != Enumeration || ct.Elem.Kind != Signed || ct.Elem.Size != 4 || len(ct.Enumerators) != 3 {
		t.Errorf("Color type = %s", ct)
	} else if e := ct.Enumerators[0]; e.Name != "Red" || *e.Loc != (Location{0, 14, 2}) || e.Value != (Value{Kind: SignedValue, Signed: -1}) {
		t.Errorf("Red = %+v", e)
	} else if ct.Enumerators[2].Value.Signed != 1000000 {
		t.Errorf("Blue = %+v", ct.Enumerators[2])
	}
	if lv := byName["Level"]; lv.Loc != nil || lv.Type.Enumerators[1].Loc != nil || lv.Type.Enumerators[1].Value != (Value{Kind: UnsignedValue, Unsigned: 255}) {
		t.Errorf("Level = %s", lv.Type)
	}

	packed := byName["PackedFlags"].Type
	var masks []uint64
	for _, fl := range packed.Fields {
		masks = append(masks, fl.Mask)
	}
	if want := []uint64{1, 14, 4080, 2147483648, 255}; !reflect.DeepEqual(masks, want) {
		t.Errorf("PackedFlags masks = %v, want %v", masks, want)
	}
	if fl := packed.Fields[1]; fl.Type.Kind != Named || fl.Type.Name != "Color" {
		t.Errorf("mode field type = %s", fl.Type)
	}
	if fl := packed.Fields[4]; fl.Offset != 2 {
		t.Errorf("byte field offset = %d", fl.Offset)
	}
	if w := byName["Base"].Type.Fields[1]; w.Name != "weight" || w.Loc != nil || w.Type.Kind != Float || w.Offset != 4 {
		t.Errorf("weight = %+v", w)
	}
	if d := byName["Derived"].Type.Fields[0]; !d.IsInheritance() || d.Type.Name != "Base" {
		t.Errorf("inheritance field = %+v", d)
	}
	if h := byName["Handler"]; h.Type.String() != `pointer function 2 signed 4 reference "Derived" pointer void` || *h.Loc != (Location{1, 3, 1}) {
		t.Errorf("Handler = %s at %v", h.Type, h.Loc)
	}
	if w := byName["Window"].Type; w.Kind != Array || w.Index != 1 || w.Size != 10 || w.Elem.Index != 2 || w.Elem.Size != 3 {
		t.Errorf("Window = %s", w)
	}
	if q := byName["quote\"d \\ back\tslash"]; q == nil || q.Type.Name != "Window" {
		t.Errorf("escaped type name not found")
	}
	if s := byName["slots"]; s.Kind != Data || s.Size != 96 || s.Type.String() != `array 0 4 "Derived"` {
		t.Errorf("slots = %+v", s)
	}

	compute := byName["compute(int)"]
	if compute.Kind != Code || compute.Size != 41 || len(compute.Symbols) != 9 || len(compute.Breakpoints) != 2 {
		t.Fatalf("compute = %+v", compute)
	}
	syms := map[string]*Symbol{}
	for _, s := range compute.Symbols {
		syms[s.Name] = s
	}
	if n := syms["n"]; n.Kind != Variable || n.Register != "rbp" || n.Displacement != 16 || n.IsAlias() || n.Begin != 8 || n.End != 36 {
		t.Errorf("n = %+v", n)
	}
	if k := syms["k"]; k.Kind != Register || k.Register != "edx" || k.Type.Name != "int" {
		t.Errorf("k = %+v", k)
	}
	if g := syms["glob"]; !g.IsAlias() || g.Register != "counter" {
		t.Errorf("glob = %+v", g)
	}
	if v := syms["tiny"].Value; v.Kind != FloatValue || v.Float != -1.25e-07 {
		t.Errorf("tiny = %+v", v)
	}
	if v := syms["mask"].Value; v.Kind != UnsignedValue || v.Unsigned != 4294967295 {
		t.Errorf("mask = %+v", v)
	}
	if v := syms["neg"].Value; v.Kind != SignedValue || v.Signed != -9223372036854775807 {
		t.Errorf("neg = %+v", v)
	}
	if s := syms["stack_slot"]; s.Displacement != 8 || s.Register != "rsp" {
		t.Errorf("stack_slot = %+v", s)
	}
	if bp := compute.Breakpoints[1]; bp != (Breakpoint{25, Location{0, 133, 2}}) {
		t.Errorf("breakpoint = %+v", bp)
	}
	scale := byName["scale(float)"]
	if r := scale.Symbols[2]; !r.IsResult() || r.Kind != Register || r.Register != "xmm0" {
		t.Errorf("result = %+v", r)
	}

	// Edges: escapes in symbol names, empty lifetimes, register pairs, several breakpoints
	// at one offset, a breakpoint in the second source.
	e := mustParse(t, "Edges.amd32.dbg")
	probe := e.Entries[2]
	if s := probe.Symbols[5]; s.Name != "odd \"name\"\twith\\escapes" || s.Register != "Edges.total" || !s.IsAlias() {
		t.Errorf("escaped symbol = %+v", s)
	}
	if s := probe.Symbols[6]; s.Begin != s.End || s.Kind != Constant || s.Value.Signed != 7 {
		t.Errorf("empty_life = %+v", s)
	}
	if bp := probe.Breakpoints[3]; bp.Offset != probe.Breakpoints[2].Offset || bp.Loc.Source != 1 {
		t.Errorf("breakpoints = %+v", probe.Breakpoints)
	}
	if s := e.Entries[3].Symbols[2]; s.Register != "ebx:esi" || s.Kind != Register {
		t.Errorf("pair = %+v", s)
	}

	// Scalars: every float spelling.
	sc := mustParse(t, "Scalars.amd64.dbg")
	floats := map[string]float64{}
	for _, en := range sc.Entries {
		for _, s := range en.Symbols {
			if s.Kind == Constant && s.Value.Kind == FloatValue {
				floats[s.Name] = s.Value.Float
			}
		}
	}
	if len(floats) == 0 {
		t.Fatal("no float constants in Scalars")
	}
	var nan, inf, negZero, big bool
	for _, v := range floats {
		nan = nan || math.IsNaN(v)
		inf = inf || math.IsInf(v, 1)
		negZero = negZero || v == 0 && math.Signbit(v)
		big = big || v == 1e300
	}
	if !nan || !inf || !negZero || !big {
		t.Errorf("float constants %v: nan %v inf %v -0 %v 1e300 %v", floats, nan, inf, negZero, big)
	}

	// Queues: no entries at all.
	if q := mustParse(t, "Queues.arma64.dbg"); len(q.Entries) != 0 || len(q.Sources) != 1 {
		t.Errorf("Queues = %+v", q)
	}
}

func mustParse(t *testing.T, name string) *File {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(corpusDir, name))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestMalformed checks that broken files give an error at the right place, saying what was
// expected and what was found.
func TestMalformed(t *testing.T) {
	const head = "\"amd64\" little 8\n\t\"a.mod\"\n"
	tests := []struct {
		name, src, want string
	}{
		{"empty", "", "x.dbg:1:1: expected target name, found end of file"},
		{"no byte order", `"amd64" 8`, "x.dbg:1:9: expected byte order (little or big), found 8"},
		{"bad byte order", `"amd64" middle 8`, "x.dbg:1:9: expected byte order (little or big), found middle"},
		{"no sources", `"amd64" little 8`, "x.dbg:1:17: expected source file name, found end of file"},
		{"negative pointer size", `"amd64" little -8 "a"`, "x.dbg:1:16: expected pointer size, found -8"},
		{"unterminated string", head + `type "INTEGER`, "x.dbg:3:6: expected entry name, found unterminated string"},
		{"newline in string", head + "type \"INT\nEGER\" signed 4", "x.dbg:3:6: expected entry name, found unterminated string"},
		{"bad escape", head + `type "a\qb" signed 4`, `x.dbg:3:8: expected entry name, found invalid escape \q in string`},
		{"short hex escape", head + `type "a\x4" signed 4`, `x.dbg:3:8: expected entry name, found invalid escape \x in string`},
		{"bad code point", head + `type "\ud800" signed 4`, `x.dbg:3:7: expected entry name, found invalid code point \u in string`},
		{"bad character", head + "type \"I\" @ 4", "x.dbg:3:10: expected type, found invalid character '@'"},
		{"bad keyword", head + `code "f" 0 1 1 void 4 "x" 0 1 2 "rbp" +8 integer 4 0 4`, "x.dbg:3:42: expected type, found integer"},
		{"bad entry", head + `proc "f"`, "x.dbg:3:1: expected entry (code, data or type), found proc"},
		{"bad number", head + `type "I" signed 4x`, "x.dbg:3:17: expected type size, found 4x"},
		{"number too big", head + `type "I" unsigned 18446744073709551616`, "x.dbg:3:19: expected type size (at most 18446744073709551615), found 18446744073709551616"},
		{"signed too big", head + `code "f" void 4 "c" 0 1 1 signed 9223372036854775808 void 0 4`, "x.dbg:3:34: expected signed integer (within 64 bits), found 9223372036854775808"},
		{"bad float", head + `code "f" void 4 "c" 0 1 1 float 1.2.3 void 0 4`, "x.dbg:3:33: expected floating-point number, found 1.2.3"},
		{"hex float", head + `code "f" void 4 "c" 0 1 1 float 0x1p3 void 0 4`, "x.dbg:3:33: expected floating-point number, found 0x1p3"},
		{"source index", head + `data "d" 1 2 3 signed 4 4`, "x.dbg:3:10: expected source index below 1, found 1"},
		{"truncated location", head + `data "d" 0 2`, "x.dbg:3:13: expected column number, found end of file"},
		{"truncated entry", head + `data "d" 0 2 3 signed 4`, "x.dbg:3:24: expected entry size, found end of file"},
		{"truncated symbol", head + `code "f" void 4 "x" 0 1 2 "rbp" +8 "I" 4`, "x.dbg:3:41: expected lifetime end, found end of file"},
		{"symbol without location", head + `code "f" void 4 "x" "rbp" +8 "I" 4 8`, `x.dbg:3:21: expected source index, found "rbp"`},
		{"bad symbol kind", head + `code "f" void 4 "x" 0 1 2 void "I" 4 8`, "x.dbg:3:27: expected symbol kind (signed, unsigned, float constant or register name), found void"},
		{"truncated breakpoint", head + `code "f" void 4 8 0 12`, "x.dbg:3:23: expected column number, found end of file"},
		{"truncated record", head + "type \"R\" record 8\n\t\"x\" 0 3 18 \"INTEGER\" 0", "x.dbg:4:24: expected field bit mask, found end of file"},
		{"truncated function", head + `type "F" pointer function 3 void "A" "B"`, "x.dbg:3:41: expected type, found end of file"},
		{"enumerator without value", head + `type "E" enumeration unsigned 1 "A" 0 1 1 "B"`, `x.dbg:3:43: expected value (signed, unsigned or float), found "B"`},
		{"bare enumerator value", head + `type "E" enumeration unsigned 1 "A" 5`, "x.dbg:3:37: expected source index below 1, found 5"},
		{"displacement without sign is a type", head + `code "f" void 4 "x" 0 1 2 "rbp" 8 "I" 0 4`, "x.dbg:3:33: expected type, found 8"},
		{"unsigned with sign", head + `code "f" void 4 "c" 0 1 1 unsigned +5 void 0 4`, "x.dbg:3:36: expected unsigned integer, found +5"},
		{"garbage after entry", head + `type "I" signed 4 42`, "x.dbg:3:19: expected entry (code, data or type), found 42"},
		{"invalid utf-8", head + "type \"I\" \xff", "x.dbg:3:10: expected type, found invalid byte 0xff"},
		{"long string", head + `type "` + strings.Repeat("n", 60) + `" 0 2 3 4`, `x.dbg:3:75` + `: expected type, found 4`},
		{"long found string", head + `type "I" signed 4 "` + strings.Repeat("n", 60) + `"`, `x.dbg:3:19: expected entry (code, data or type), found "` + strings.Repeat("n", 40) + `"...`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := ParseString("x.dbg", tc.src)
			if err == nil {
				t.Fatalf("no error; parsed %s", Format(f))
			}
			if err.Error() != tc.want {
				t.Errorf("error\n  got  %s\n  want %s", err, tc.want)
			}
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Errorf("error is %T, not *SyntaxError", err)
			}
		})
	}
}

// TestNestingLimit checks that absurdly nested types give an error, not a stack overflow.
func TestNestingLimit(t *testing.T) {
	src := "\"amd64\" little 8 \"a\" type \"T\" " + strings.Repeat("pointer ", maxDepth+5) + "void"
	_, err := ParseString("deep.dbg", src)
	if err == nil || !strings.Contains(err.Error(), "type nested at most 1000 deep") {
		t.Fatalf("err = %v", err)
	}
	src = "\"amd64\" little 8 \"a\" type \"T\" " + strings.Repeat("pointer ", maxDepth-1) + "void"
	if _, err := ParseString("deep.dbg", src); err != nil {
		t.Fatalf("nesting just below the limit: %v", err)
	}
}

// TestWhitespaceAgnostic checks that layout does not matter (ECS's reader uses istream >>):
// a corpus file with all its whitespace replaced parses to the same values.
func TestWhitespaceAgnostic(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpusDir, "Shapes.arma64.dbg"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse("a", src)
	if err != nil {
		t.Fatal(err)
	}
	// Replace whitespace outside strings only.
	var b bytes.Buffer
	in := false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case in && c == '\\':
			b.WriteByte(c)
			i++
			b.WriteByte(src[i])
			continue
		case c == '"':
			in = !in
		case !in && (c == '\n' || c == '\t'):
			c = " \r\v\f"[i%4]
		}
		b.WriteByte(c)
	}
	g, err := Parse("b", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !sameValues(f, g) {
		t.Error("values differ after changing whitespace")
	}
}

// TestQuote checks that strings with every byte value read back unchanged.
func TestQuote(t *testing.T) {
	var all []byte
	for i := range 256 {
		all = append(all, byte(i))
	}
	for _, s := range []string{"", "plain", "quote\"d \\ back\tslash", string(all), "µ∑𝄞", "\x00123", "\xe2\x82"} {
		src := `"amd64" little 8 ` + quote(s)
		f, err := ParseString("q", src)
		if err != nil {
			t.Fatalf("%q: %v (text %s)", s, err, src)
		}
		if f.Sources[0] != s {
			t.Errorf("quote(%q) reads back as %q", s, f.Sources[0])
		}
	}
	if got := quote("a\"b\\c\td\x01é"); got != `"a\"b\\c\td\x01\u00e9"` {
		t.Errorf("quote = %s", got)
	}
}

// TestFormatFloat checks the printf-%g-like spelling of floats ECS writes.
func TestFormatFloat(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"0.5", "0.5"}, {"365", "365"}, {"-0", "-0"}, {"1e+300", "1e+300"}, {"1.5e-10", "1.5e-10"},
		{"1.19209e-07", "1.19209e-07"}, {"inf", "inf"}, {"-inf", "-inf"}, {"+Infinity", "inf"},
		{"nan", "nan"}, {"-nan", "nan"}, {"3.14159", "3.14159"}, {".25", "0.25"}, {"1E5", "100000"},
		{"1e6", "1e+06"},
	} {
		v, ok := parseFloat(tc.in)
		if !ok {
			t.Errorf("parseFloat(%q) failed", tc.in)
			continue
		}
		if got := formatFloat(v); got != tc.want {
			t.Errorf("formatFloat(parseFloat(%q)) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, bad := range []string{"", "e5", "1e", "1e+", ".", "-", "0x10", "1_0", "infinit", "1.5f"} {
		if _, ok := parseFloat(bad); ok {
			t.Errorf("parseFloat(%q) accepted", bad)
		}
	}
}

func TestLooks(t *testing.T) {
	for _, path := range corpusFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !Looks(src) {
			t.Errorf("%s does not look like a .dbg file", path)
		}
	}
	for _, s := range []string{"", "\x7fELF\x02\x01\x01", `"amd64" little`, `"amd64" medium 8 "a"`, `amd64 little 8 "a"`, "\x03\x02\x23\x07"} {
		if Looks([]byte(s)) {
			t.Errorf("%q looks like a .dbg file", s)
		}
	}
}
