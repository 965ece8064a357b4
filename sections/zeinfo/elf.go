package zeinfo

import (
	"fmt"

	"hdwarf/elfrw"
)

// Of decodes the .ze_info section of a zebin; nil without error when f has none.
func Of(f *elfrw.File) (*Info, error) {
	s := f.Section(".ze_info")
	if s == nil {
		return nil, nil
	}
	b, err := s.Data()
	if err != nil {
		return nil, fmt.Errorf("section .ze_info: %w", err)
	}
	info, err := Decode(b)
	if err != nil {
		return nil, fmt.Errorf("section .ze_info (at offset %#x): %w", s.Offset, err)
	}
	return info, nil
}
