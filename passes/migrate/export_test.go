package migrate

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/expr"
	"hdwarf/sections/intelgt"
)

// NamePlatform returns the GPU the name of IGC's per-kernel ELF gives
// (<program>.<gpu>.simd<N>_<kernel>.igc.elf), which the file itself does not say (no compat
// note): what a user passes with --platform. It is nil for any other file.
func NamePlatform(t testing.TB, path string) *intelgt.Platform {
	t.Helper()
	name := filepath.Base(path)
	parts := strings.Split(name, ".")
	if !strings.HasSuffix(name, ".igc.elf") || len(parts) < 4 {
		return nil
	}
	p, err := intelgt.ParsePlatform(parts[1])
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return &p
}

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
func SameResult(mach *expr.Machine, a, b expr.Result) (bool, error) {
	return sameResult(mach, a, b, nil)
}

// IGCMeaning returns an Intel expression as IGC 12504 means it (igcFix), or code itself
// when it has none of IGC's defects: what migrate rewrites and --check proves against. A
// vector's elements, whose layout only the machine code gives, are an error (the
// migrator's placer, which knows the code, is what --check proves them against).
func IGCMeaning(ctx expr.Context, code []byte) ([]byte, error) {
	fixed, _, ok, err := igcFix(ctx, code, (&migrator{}).placer(nil, true))
	if err != nil || !ok {
		return code, err
	}
	return fixed, nil
}

// IsVectorRefusal reports whether err is IGCMeaning's refusal of an IGC vector, whose
// placement only the machine code gives (--check proves it, with the migrator's placer).
func IsVectorRefusal(err error) bool { return errors.Is(err, errVectorLayout) }
