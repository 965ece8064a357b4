package strip

import (
	"bytes"
	"cmp"
	"debug/elf"
	"fmt"

	"hdwarf/elfrw"
)

// ntGNUBuildID is NT_GNU_BUILD_ID, the type of the "GNU" note holding the build ID.
const ntGNUBuildID = 3

// BuildID returns (a copy of) the descriptor of f's GNU build-ID note, or nil when f has none.
// A damaged note section (IGC writes zero-filled ones) does not hide a build ID found
// elsewhere; it is reported only when no build ID was found.
func BuildID(f *elfrw.File) ([]byte, error) {
	var firstErr error
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		b, err := s.Data()
		if err != nil {
			firstErr = cmp.Or(firstErr, fmt.Errorf("section %s: %w", s.Name, err))
			continue
		}
		notes, err := elfrw.ParseNotes(f.ByteOrder, b, s.Addralign)
		if err != nil {
			firstErr = cmp.Or(firstErr, fmt.Errorf("section %s (at offset %#x): %w", s.Name, s.Offset, err))
		}
		for _, n := range notes {
			if n.Name == "GNU" && n.Type == ntGNUBuildID && len(n.Desc) > 0 {
				return bytes.Clone(n.Desc), nil
			}
		}
	}
	return nil, firstErr
}

// BuildIDPath is where debuggers look for the debug file of a build ID, relative to a
// .build-id directory: the first byte in hex, a slash, the rest in hex, ".debug".
func BuildIDPath(id []byte) string {
	return fmt.Sprintf("%02x/%x.debug", id[0], id[1:])
}
