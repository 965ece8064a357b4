package visa

import (
	"fmt"
	"strings"

	"hdwarf/internal/bytecursor"
)

// ShortError says the input ended inside a field (the shared cursor's error).
type ShortError = bytecursor.ShortError

// CountError says a count cannot fit in the bytes that remain.
type CountError struct {
	Offset  int // where the counted elements start
	Count   uint64
	MinSize int // smallest wire size of one element
	Have    int
}

func (e *CountError) Error() string {
	return fmt.Sprintf("count %d needs at least %d bytes at offset %#x, have %d",
		e.Count, e.Count*uint64(e.MinSize), e.Offset, e.Have)
}

// ValueError says a field holds a value no producer writes.
type ValueError struct {
	Offset int
	Field  string
	Value  uint64
	Want   string
}

func (e *ValueError) Error() string {
	return fmt.Sprintf("%s %d at offset %#x is not %s", e.Field, e.Value, e.Offset, e.Want)
}

// LeftoverError says a layout decoded the whole blob but bytes remained.
type LeftoverError struct {
	Offset int
	N      int
}

func (e *LeftoverError) Error() string {
	return fmt.Sprintf("%d bytes left over at offset %#x", e.N, e.Offset)
}

// PathError places an error inside the blob: `object 2 "helper": vars[17].intervals[3]`.
type PathError struct {
	Path string
	Err  error
}

func (e *PathError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *PathError) Unwrap() error { return e.Err }

// DecodeError says no layout consumed the blob exactly; Attempts[i] is why Layouts[i] failed.
type DecodeError struct {
	Attempts [numLayouts]error
}

func (e *DecodeError) Error() string {
	var b strings.Builder
	b.WriteString("visa: no layout matches the blob")
	for i, err := range e.Attempts {
		fmt.Fprintf(&b, "; %s: %v", Layouts[i], err)
	}
	return b.String()
}

// Unwrap gives the attempts, so errors.As finds e.g. a *ShortError of any of them.
func (e *DecodeError) Unwrap() []error { return e.Attempts[:] }
