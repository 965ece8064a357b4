package migrate_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/passes/migrate"
)

// TestFixFallsBackToWalk breaks one value of a generated file so that it points inside
// bytes the rewrite replaces. Such a unit is written from its fixes until the value does
// not map; the DIE walk must then write it again and name the DIE and attribute. The
// section is streamed, so the error comes from writing the file, which is not left behind.
func TestFixFallsBackToWalk(t *testing.T) {
	abbrev, info, loc, str := genLegacy(64 << 10)
	le := binary.LittleEndian
	legacy := func(e []byte) bool { return bytes.IndexByte(e, 0xe1) >= 0 || bytes.IndexByte(e, 0xe3) >= 0 }
	// The DIEs of the first unit start after its header (11 bytes) and unit DIE (12). Find
	// a list and an expression that are rewritten, and the values after them to break.
	var locAt, locVal, refAt, refDIE, exprOp int
	for off := 23; locAt == 0 || refAt == 0; {
		switch info[off] {
		case 2: // exprloc: code, name, length, expression, type
			n := int(info[off+5])
			if exprOp != 0 && refAt == 0 {
				refAt, refDIE = off+6+n, off
			}
			if e := info[off+6 : off+6+n]; exprOp == 0 && legacy(e) {
				// An operation that is translated: no offset inside it survives.
				for i, c := range e {
					if c >= 0xe1 {
						exprOp = off + 6 + i
						break
					}
				}
			}
			off += 6 + n + 4
		case 3: // location list: code, name, offset, type
			v := int(le.Uint32(info[off+5:]))
			n := int(le.Uint16(loc[v+16:]))
			if locVal != 0 && locAt == 0 {
				locAt = off + 5
			}
			if locVal == 0 && legacy(loc[v+18:v+18+n]) {
				locVal = v
			}
			off += 13
		default:
			t.Fatalf("unexpected abbreviation %d at 0x%x", info[off], off)
		}
	}
	for _, tc := range []struct {
		name, want string
		at         int
		val        uint32
	}{
		{"list offset inside a rewritten entry", fmt.Sprintf(`DIE 0x%x (DW_TAG_variable "v") DW_AT_location: offset 0x%x of .debug_loc points inside`, locAt-5, locVal+17), locAt, uint32(locVal + 17)},
		{"reference inside a rewritten expression", fmt.Sprintf(`DIE 0x%x (DW_TAG_variable "v") DW_AT_type: reference 0x%x points inside`, refDIE, exprOp), refAt, uint32(exprOp)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			broken := bytes.Clone(info)
			le.PutUint32(broken[tc.at:], tc.val)
			f := legacyELF(abbrev, broken, loc, str)
			if _, err := migrate.Run(f, migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser}); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "out.o")
			err := elfrw.WriteFile(out, f, 0o644)
			var ce *elfrw.ContentError
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a content error with %q", err, tc.want)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("%s: %v, want no file", out, err)
			}
		})
	}
}

// TestWalkWritesAsFixes writes each input twice: once as migrate does (units whose values
// are all fixed-size are copied and their fixes patched, while the file is written) and once
// with every unit written by the DIE walk's writer. The outputs must be the same bytes, or
// both runs fail alike: the write walk maps unit references, ref_addr values and list
// offsets as the fixes do. The inputs are a generated file and the ELF files of testdata/.
func TestWalkWritesAsFixes(t *testing.T) {
	abbrev, info, loc, str := genLegacy(256 << 10)
	gen := func() *elfrw.File { return legacyELF(abbrev, info, loc, str) }
	outs := [2][]byte{}
	for i, all := range []bool{false, true} {
		out, rep, err := migrateTwice(t, gen, migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser}, all)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Grown() <= 0 {
			t.Fatalf("walk all %v: nothing rewritten\n%s", all, rep)
		}
		outs[i] = out
	}
	sameOutput(t, "generated", outs[0], outs[1])

	var inputs []string
	err := filepath.WalkDir("../../testdata", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if b, err := os.ReadFile(p); err == nil && bytes.HasPrefix(b, []byte("\x7fELF")) {
			inputs = append(inputs, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(inputs) < 50 {
		t.Fatalf("%d ELF inputs in testdata/, want the 100 or so it holds", len(inputs))
	}
	withUnits := 0 // inputs migrated that have units
	for _, in := range inputs {
		open := func() *elfrw.File {
			f, err := elfrw.Open(in)
			if err != nil {
				t.Fatal(err)
			}
			return f
		}
		f := open()
		from, _, err := migrate.Detect(f)
		f.Close()
		if err != nil {
			continue
		}
		opts := migrate.Options{From: from, To: expr.DialectUser, KeepUnmappable: true}
		fixed, rep, errFixed := migrateTwice(t, open, opts, false)
		walked, _, errWalked := migrateTwice(t, open, opts, true)
		if fmt.Sprint(errFixed) != fmt.Sprint(errWalked) {
			t.Errorf("%s: fixes give error %v, the DIE walk %v", in, errFixed, errWalked)
			continue
		}
		if errFixed == nil {
			sameOutput(t, in, fixed, walked)
			if rep.Units > 0 {
				withUnits++
			}
		}
	}
	t.Logf("%d of %d ELF inputs migrated with units", withUnits, len(inputs))
	if withUnits < 20 {
		t.Errorf("only %d of %d testdata inputs migrated with units", withUnits, len(inputs))
	}
}

// migrateTwice migrates the file open gives, every unit written by the DIE walk when
// walkAll, and returns the bytes of the output file.
func migrateTwice(t *testing.T, open func() *elfrw.File, opts migrate.Options, walkAll bool) ([]byte, *migrate.Report, error) {
	t.Helper()
	f := open()
	defer f.Close()
	restore := migrate.SetWalkAll(walkAll)
	rep, err := migrate.Run(f, opts)
	restore()
	if err != nil {
		return nil, nil, err
	}
	out := filepath.Join(t.TempDir(), "out.o")
	if err := elfrw.WriteFile(out, f, 0o644); err != nil {
		return nil, nil, err
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b, rep, nil
}

// sameOutput fails the test when the outputs of the fixes and of the DIE walk differ.
func sameOutput(t *testing.T, what string, fixed, walked []byte) {
	t.Helper()
	if len(fixed) != len(walked) {
		t.Errorf("%s: fixes give %d bytes, the DIE walk %d", what, len(fixed), len(walked))
		return
	}
	for i := range fixed {
		if fixed[i] != walked[i] {
			t.Errorf("%s: fixes and the DIE walk differ first at file offset 0x%x", what, i)
			return
		}
	}
}
