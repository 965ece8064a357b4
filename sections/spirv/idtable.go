package spirv

// idTable holds one value per result id: a slice indexed by id when the ids are dense (a
// module's bound within a few times its size, as producers write it), a map otherwise. A
// lookup in the slice reads consecutive memory where a map of 100k ids misses the cache; the
// map keeps a hostile bound from sizing the table, so either form is bounded by the input.
// An id never set reads as the zero value. The slice is made on the first set, so a table
// a module does not use (names of a module without OpName) costs nothing.
type idTable[T any] struct {
	dense  []T
	sparse map[ID]T
	size   uint64 // the slice's length once made; 0: the map form
}

// denseIDs reports whether a table indexed by id up to bound is small enough for an input of
// n units (words, or ids in use): within 2n+1024 entries.
func denseIDs(bound uint64, n int) bool {
	return bound <= 2*uint64(n)+1024 && n < 1<<30
}

// newIDTable returns a table for ids below bound: dense when denseIDs(bound, n).
func newIDTable[T any](bound uint64, n int) idTable[T] {
	if denseIDs(bound, n) && bound > 0 {
		return idTable[T]{size: bound}
	}
	return idTable[T]{}
}

func (t *idTable[T]) get(id ID) T {
	if uint64(id) < uint64(len(t.dense)) {
		return t.dense[id]
	}
	return t.sparse[id] // a nil map reads as empty
}

// set stores v for id; a dense table ignores ids beyond its bound (callers check ids
// against the bound first).
func (t *idTable[T]) set(id ID, v T) {
	if t.size > 0 {
		if t.dense == nil {
			t.dense = make([]T, t.size)
		}
		if uint64(id) < uint64(len(t.dense)) {
			t.dense[id] = v
		}
		return
	}
	if t.sparse == nil {
		t.sparse = map[ID]T{}
	}
	t.sparse[id] = v
}
