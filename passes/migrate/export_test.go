package migrate

// SetMaxWorkers bounds the goroutines of each pass to n and returns the function that
// restores the bound.
func SetMaxWorkers(n int) func() {
	old := maxWorkers
	maxWorkers = n
	return func() { maxWorkers = old }
}

// SetPieceSize makes streamed sections come in pieces of about n bytes and returns the
// function that restores the size.
func SetPieceSize(n int64) func() {
	old := pieceSize
	pieceSize = n
	return func() { pieceSize = old }
}

// SameComposite is sameComposite, for the tests' own comparisons.
var SameComposite = sameComposite
