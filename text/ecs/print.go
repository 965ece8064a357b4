package ecs

import (
	"bytes"
	"io"
	"math"
	"strconv"
)

// Format writes f in the .dbg text syntax, laid out as the ECS compilers do: sources,
// symbols, breakpoints and the fields of a record defined by a type entry on lines of their
// own, indented by a tab; everything else on the line of its entry.
//
// Parse(Format(f)) gives values equal to f (positions aside) for every f that Parse returned.
// Values built by hand can hit the one case the syntax cannot express: a record or an
// enumeration as a function parameter, followed by a parameter of named type, reads back with
// that name taken as one more field or enumerator (Parse never returns such values).
func Format(f *File) []byte {
	var b bytes.Buffer
	b.WriteString(quote(f.Header.Name))
	b.WriteByte(' ')
	b.WriteString(f.Header.ByteOrder.String())
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(f.Header.PointerSize, 10))
	b.WriteByte('\n')
	for _, s := range f.Sources {
		b.WriteByte('\t')
		b.WriteString(quote(s))
		b.WriteByte('\n')
	}
	for _, e := range f.Entries {
		writeEntry(&b, e)
	}
	return b.Bytes()
}

// Write writes Format(f) to w.
func Write(w io.Writer, f *File) error {
	_, err := w.Write(Format(f))
	return err
}

// String returns the type in the .dbg syntax, all on one line. Equal anonymous types give
// equal strings, so the string serves as a key for de-duplication.
func (t *Type) String() string {
	var b bytes.Buffer
	writeType(&b, t, false)
	return b.String()
}

func writeEntry(b *bytes.Buffer, e *Entry) {
	b.WriteString(e.Kind.String())
	b.WriteByte(' ')
	b.WriteString(quote(e.Name))
	writeOptLocation(b, e.Loc)
	b.WriteByte(' ')
	writeType(b, e.Type, e.Kind == TypeEntry)
	if e.Kind != TypeEntry {
		b.WriteByte(' ')
		b.WriteString(strconv.FormatUint(e.Size, 10))
	}
	b.WriteByte('\n')
	if e.Kind != Code {
		return
	}
	for _, s := range e.Symbols {
		b.WriteByte('\t')
		writeSymbol(b, s)
		b.WriteByte('\n')
	}
	for _, bp := range e.Breakpoints {
		b.WriteByte('\t')
		b.WriteString(strconv.FormatUint(bp.Offset, 10))
		writeLocation(b, bp.Loc)
		b.WriteByte('\n')
	}
}

func writeSymbol(b *bytes.Buffer, s *Symbol) {
	b.WriteString(quote(s.Name))
	writeLocation(b, s.Loc)
	b.WriteByte(' ')
	switch s.Kind {
	case Constant:
		writeValue(b, s.Value)
	case Variable:
		b.WriteString(quote(s.Register))
		b.WriteByte(' ')
		if s.Displacement >= 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.FormatInt(s.Displacement, 10))
	default:
		b.WriteString(quote(s.Register))
	}
	b.WriteByte(' ')
	writeType(b, s.Type, false)
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(s.Begin, 10))
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(s.End, 10))
}

func writeOptLocation(b *bytes.Buffer, l *Location) {
	if l != nil {
		writeLocation(b, *l)
	}
}

// writeLocation writes " SOURCE LINE COLUMN" (with the leading space).
func writeLocation(b *bytes.Buffer, l Location) {
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(l.Source, 10))
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(l.Line, 10))
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(l.Column, 10))
}

func writeValue(b *bytes.Buffer, v Value) {
	b.WriteString(v.Kind.String())
	b.WriteByte(' ')
	switch v.Kind {
	case SignedValue:
		b.WriteString(strconv.FormatInt(v.Signed, 10))
	case UnsignedValue:
		b.WriteString(strconv.FormatUint(v.Unsigned, 10))
	default:
		b.WriteString(formatFloat(v.Float))
	}
}

// formatFloat writes the shortest decimal that reads back as f, in the spelling of C's
// printf %g (inf, nan, 1e+300), which is what ECS writes.
func formatFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// writeType writes a type; fieldLines puts the fields of a record on lines of their own.
func writeType(b *bytes.Buffer, t *Type, fieldLines bool) {
	if t == nil {
		b.WriteString("void")
		return
	}
	switch t.Kind {
	case Named:
		b.WriteString(quote(t.Name))
	case Signed, Unsigned, Float:
		b.WriteString(t.Kind.String())
		b.WriteByte(' ')
		b.WriteString(strconv.FormatUint(t.Size, 10))
	case Array:
		b.WriteString("array ")
		b.WriteString(strconv.FormatInt(t.Index, 10))
		b.WriteByte(' ')
		b.WriteString(strconv.FormatUint(t.Size, 10))
		b.WriteByte(' ')
		writeType(b, t.Elem, false)
	case Record:
		b.WriteString("record ")
		b.WriteString(strconv.FormatUint(t.Size, 10))
		for _, f := range t.Fields {
			if fieldLines {
				b.WriteString("\n\t")
			} else {
				b.WriteByte(' ')
			}
			writeField(b, f)
		}
	case Pointer, Reference:
		b.WriteString(t.Kind.String())
		b.WriteByte(' ')
		writeType(b, t.Elem, false)
	case Function:
		b.WriteString("function ")
		b.WriteString(strconv.Itoa(len(t.Params)))
		b.WriteByte(' ')
		writeType(b, t.Elem, false)
		for _, p := range t.Params {
			b.WriteByte(' ')
			writeType(b, p, false)
		}
	case Enumeration:
		b.WriteString("enumeration ")
		writeType(b, t.Elem, false)
		for _, e := range t.Enumerators {
			b.WriteByte(' ')
			b.WriteString(quote(e.Name))
			writeOptLocation(b, e.Loc)
			b.WriteByte(' ')
			writeValue(b, e.Value)
		}
	default:
		b.WriteString("void")
	}
}

func writeField(b *bytes.Buffer, f *Field) {
	b.WriteString(quote(f.Name))
	writeOptLocation(b, f.Loc)
	b.WriteByte(' ')
	writeType(b, f.Type, false)
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(f.Offset, 10))
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(f.Mask, 10))
}
