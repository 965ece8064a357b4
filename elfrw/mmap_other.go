//go:build !linux

package elfrw

import (
	"errors"
	"os"
)

// Elsewhere inputs are read through the file (an io.ReaderAt) instead of a mapping: the
// same results, with unchanged sections copied through memory.

func mapFile(*os.File, int) ([]byte, error) { return nil, errors.ErrUnsupported }

func unmapFile([]byte) error { return nil }

func dropPages([]byte) {}
