// Package ecs reads and writes the textual debugging information (".dbg" files) of the
// Eigen Compiler Suite.
//
// A .dbg file describes one compilation unit: the target, the source files, and a list of
// code, data and type entries. Parse turns the text into typed values, Write turns the values
// back into text (parse, write and parse again gives equal values), and Target holds the facts
// per target architecture that a converter to DWARF needs (ELF machine, class, byte order,
// DWARF register numbers).
//
// The grammar is the one in the ECS documentation ("Debugging Information Representation"),
// widened to what ECS's own reader accepts and its compilers write: optional locations on
// entries, fields and enumerators; enumerator values with a signed/unsigned/float keyword;
// explicitly signed displacements that tell variables from register symbols; C escapes in
// strings.
package ecs

import "strconv"

// Pos is a position in the .dbg text: 1-based line and column (in characters).
type Pos struct {
	Line, Col int
}

func (p Pos) String() string { return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col) }

// File is a whole .dbg file.
type File struct {
	Header  Header
	Sources []string // file names, indexed by Location.Source
	Entries []*Entry
}

// Endianness is the byte order named in the header.
type Endianness uint8

const (
	Little Endianness = iota
	Big
)

var endiannessNames = [...]string{Little: "little", Big: "big"}

func (e Endianness) String() string {
	if int(e) < len(endiannessNames) {
		return endiannessNames[e]
	}
	return "Endianness(" + strconv.Itoa(int(e)) + ")"
}

// Header is the target description at the start of a file: `"amd64" little 8`.
type Header struct {
	Name        string // target name as written; see LookupTarget
	ByteOrder   Endianness
	PointerSize uint64 // octets
	Pos         Pos    // position of the target name
}

// Location is a source code location. Source is a zero-based index into File.Sources;
// Line and Column start at 1.
type Location struct {
	Source, Line, Column uint64
}

// EntryKind tells code, data and type entries apart.
type EntryKind uint8

const (
	Code EntryKind = iota
	Data
	TypeEntry
)

var entryKindNames = [...]string{Code: "code", Data: "data", TypeEntry: "type"}

func (k EntryKind) String() string {
	if int(k) < len(entryKindNames) {
		return entryKindNames[k]
	}
	return "EntryKind(" + strconv.Itoa(int(k)) + ")"
}

// Entry is one information entry. Code and data entries correspond to the object-file
// section of the same name; Size is that section's size in octets (for data entries it may
// differ from the size of Type). Type is the result type of a code entry, the type of the
// storage of a data entry, or the defined type of a type entry.
type Entry struct {
	Kind        EntryKind
	Name        string
	Loc         *Location // nil when the file gives none (predefined types)
	Type        *Type
	Size        uint64 // code and data entries only
	Symbols     []*Symbol
	Breakpoints []Breakpoint
	Pos         Pos // position of the entry keyword
}

// SymbolKind tells constant, register and variable symbols apart.
type SymbolKind uint8

const (
	Constant SymbolKind = iota
	Register
	Variable
)

var symbolKindNames = [...]string{Constant: "constant", Register: "register", Variable: "variable"}

func (k SymbolKind) String() string {
	if int(k) < len(symbolKindNames) {
		return symbolKindNames[k]
	}
	return "SymbolKind(" + strconv.Itoa(int(k)) + ")"
}

// Symbol is a storage object of a code entry: a local variable, a parameter, a constant or
// (with an empty name) the result. Begin and End are offsets in the code section between which
// the symbol is alive.
//
// A Register symbol lives in the register named Register (which may be a pair such as
// "ebx:esi"). A Variable symbol lives at Register+Displacement; with displacement 0 Register
// names a data section instead (an alias, see IsAlias).
type Symbol struct {
	Name         string
	Loc          Location
	Kind         SymbolKind
	Value        Value  // Constant
	Register     string // Register, Variable
	Displacement int64  // Variable
	Type         *Type
	Begin, End   uint64
	Pos          Pos // position of the name
}

// IsResult reports whether the symbol stands for the result of the code entry.
func (s *Symbol) IsResult() bool { return s.Name == "" }

// IsAlias reports whether the symbol is a variable whose Register names a data section:
// ECS writes those with displacement +0. (A register-relative variable at offset 0 is written
// the same way; ECS reads both as aliases.)
func (s *Symbol) IsAlias() bool { return s.Kind == Variable && s.Displacement == 0 }

// Breakpoint maps an offset in the code section to a statement's source location.
type Breakpoint struct {
	Offset uint64
	Loc    Location
}

// ValueKind tells the three kinds of constant values apart.
type ValueKind uint8

const (
	SignedValue ValueKind = iota
	UnsignedValue
	FloatValue
)

var valueKindNames = [...]string{SignedValue: "signed", UnsignedValue: "unsigned", FloatValue: "float"}

func (k ValueKind) String() string {
	if int(k) < len(valueKindNames) {
		return valueKindNames[k]
	}
	return "ValueKind(" + strconv.Itoa(int(k)) + ")"
}

// Value is a constant of a constant symbol or an enumerator; the field named by Kind holds it.
type Value struct {
	Kind     ValueKind
	Signed   int64
	Unsigned uint64
	Float    float64
}

// TypeKind is the kind of a type declaration.
type TypeKind uint8

const (
	Void TypeKind = iota
	Named
	Signed
	Unsigned
	Float
	Array
	Record
	Pointer
	Reference
	Function
	Enumeration
)

var typeKindNames = [...]string{
	Void: "void", Named: "name", Signed: "signed", Unsigned: "unsigned", Float: "float",
	Array: "array", Record: "record", Pointer: "pointer", Reference: "reference",
	Function: "function", Enumeration: "enumeration",
}

func (k TypeKind) String() string {
	if int(k) < len(typeKindNames) {
		return typeKindNames[k]
	}
	return "TypeKind(" + strconv.Itoa(int(k)) + ")"
}

// Type is a type declaration. Which fields are used depends on Kind:
//
//	Named:                   Name (a type entry, possibly of another unit)
//	Signed, Unsigned, Float: Size in octets
//	Array:                   Index (first index), Size (element count, 0 = open array), Elem
//	Record:                  Size in octets, Fields
//	Pointer, Reference:      Elem (the referenced type)
//	Function:                Elem (result), Params
//	Enumeration:             Elem (underlying integer type), Enumerators
type Type struct {
	Kind        TypeKind
	Name        string
	Size        uint64
	Index       int64
	Elem        *Type
	Fields      []*Field
	Params      []*Type
	Enumerators []*Enumerator
}

// Field is a record field. A non-zero Mask declares a bit field (the set bits are the bits
// the field occupies); an empty Name declares inheritance.
type Field struct {
	Name   string
	Loc    *Location
	Type   *Type
	Offset uint64
	Mask   uint64
}

// IsInheritance reports whether the field stands for a base record.
func (f *Field) IsInheritance() bool { return f.Name == "" }

// Enumerator is a named constant of an enumeration.
type Enumerator struct {
	Name  string
	Loc   *Location
	Value Value
}
