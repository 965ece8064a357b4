package elfrw

import "strings"

// IsDebugName reports whether a section of this name holds DWARF in either form objcopy
// knows: .debug* and the old GNU-compressed .zdebug*. It is the one rule; strip adds
// .gdb_index, compress takes only what is not loaded, convert adds their relocations.
func IsDebugName(name string) bool {
	return strings.HasPrefix(name, ".debug") || strings.HasPrefix(name, ".zdebug")
}

// IsDebugOrRelocName reports whether a section of this name is a debug section or, by name,
// the relocations of one (.rel.debug_info, .rela.debug_line, ...).
func IsDebugOrRelocName(name string) bool {
	for _, p := range []string{".rela", ".rel", ""} {
		if rest, ok := strings.CutPrefix(name, p); ok && IsDebugName(rest) {
			return true
		}
	}
	return false
}
