// Package dwarfenc writes DWARF 4 and 5 debug sections: DIE trees with abbreviations interned
// and forms chosen automatically, string and address tables, line tables, location and range
// lists and address ranges, in 32- or 64-bit format, for 4- or 8-byte addresses in either byte
// order.
//
// Addresses are given symbolically (Addr: a symbol or section plus an offset). Finish returns
// each section's bytes with the relocations it needs in a machine-neutral form; elfrw.AbsRelocType maps
// them to a machine's ELF relocation type, AddToELF adds sections and relocation sections to an
// elfrw.File, and Resolve stores final values in place when addresses are known.
//
// Output is deterministic: the same calls give the same bytes.
package dwarfenc
