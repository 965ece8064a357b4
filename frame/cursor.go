package frame

import "hdwarf/internal/bytecursor"

// cursor is the shared sticky-error reader.
type cursor = bytecursor.Cursor
