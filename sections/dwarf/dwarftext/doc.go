// Package dwarftext prints the DWARF of an ELF file the way llvm-dwarfdump-22 prints
// --debug-info, --debug-line, --debug-loc/--debug-loclists and --debug-frame, so that the
// two can be compared line by line, and decodes what llvm-dwarfdump cannot: expressions are
// decoded under an explicit dialect (package expr), so Intel's and AMD's vendor operations
// print by name instead of as "<decoding error>".
//
// The dump is built as a Doc (also its JSON form) and then rendered as text.
package dwarftext
