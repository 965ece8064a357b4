// Package lint holds tests that read the project's own source: rules a compiler does not
// check, such as that DWARF and ELF machine numbers have one home.
package lint
