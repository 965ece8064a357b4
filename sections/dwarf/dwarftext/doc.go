// Package dwarftext prints the DWARF of an ELF file the way llvm-dwarfdump-22 prints
// --debug-info, --debug-line, --debug-loc/--debug-loclists and --debug-frame, so that the
// two can be compared line by line, and decodes what llvm-dwarfdump cannot: expressions are
// decoded under an explicit dialect (package expr), so Intel's and AMD's vendor operations
// print by name instead of as "<decoding error>".
//
// Write and WriteJSON print the dump DIE by DIE as they read it, keeping only an index of
// the DIEs; Build returns it whole as a Doc (also its JSON form), for callers that look into it.
package dwarftext
