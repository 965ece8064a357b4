// Package dw holds the DWARF constants that hdwarf reads and writes: tags, attributes, forms,
// languages, base type encodings, line-number opcodes and content codes, list entry kinds,
// unit types and the codes of enumerated attribute values. It imports only the standard
// library, so the reader (sections/dwarf, dwarftext) and the writer (dwarfenc) share one
// table without depending on each other.
//
// consts.go declares every value once, as a typed constant whose trailing comment is its
// DWARF name; the String methods in zstring.go are generated from those comments by
// internal/gen, and a test there fails when zstring.go no longer matches consts.go.
// The DW_OP_* operations are not here: expr keeps them in its operation table,
// which also knows their operands.
package dw

//go:generate go run ./internal/gen
