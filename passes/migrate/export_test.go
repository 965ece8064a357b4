package migrate

import "hdwarf/expr"

// SetPieceSize makes streamed sections come in pieces of about n bytes and returns the
// function that restores the size.
func SetPieceSize(n int64) func() {
	old := pieceSize
	pieceSize = n
	return func() { pieceSize = old }
}

// SetWalkAll makes the write pass walk the DIEs of every unit (walkAll) and returns the
// function that restores the default.
func SetWalkAll(all bool) func() {
	old := walkAll
	walkAll = all
	return func() { walkAll = old }
}

// SameResult is sameResult (what --check counts as equal), for the tests' own comparisons.
var SameResult = sameResult

// IGCMeaning returns an Intel expression as IGC 12504 means it (igcFix), or code itself
// when it has none of IGC's defects: what migrate rewrites and --check proves against.
func IGCMeaning(ctx expr.Context, code []byte) ([]byte, error) {
	fixed, _, ok, err := igcFix(ctx, code)
	if err != nil || !ok {
		return code, err
	}
	return fixed, nil
}
