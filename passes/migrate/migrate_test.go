package migrate_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/oracle"
	"hdwarf/passes/migrate"
)

const (
	mc        = "llvm-mc-22"
	dwarfdump = "llvm-dwarfdump-22"
)

// variant is one way of assembling testdata/migrate/legacy.s.
type variant struct {
	triple string
	v, d64 int
}

func (v variant) String() string { return fmt.Sprintf("%s-v%d-dwarf%d", v.triple, v.v, 32<<v.d64) }

func variants() []variant {
	var out []variant
	for _, tr := range []string{"x86_64", "powerpc64", "aarch64_be"} { // LE and BE
		for _, v := range []int{4, 5} {
			for _, d := range []int{0, 1} {
				out = append(out, variant{tr, v, d})
			}
		}
	}
	return out
}

// assemble builds src for variant v into dir and returns the object's path.
func assemble(t *testing.T, dir, src string, v variant) string {
	t.Helper()
	out := filepath.Join(dir, v.String()+".o")
	oracle.Run(t, mc, "-filetype=obj", "-triple", v.triple, "--defsym", fmt.Sprintf("V=%d", v.v),
		"--defsym", fmt.Sprintf("D64=%d", v.d64), src, "-o", out)
	return out
}

// migrateFile runs the pass on in and writes out.
func migrateFile(t *testing.T, in, out string, opts migrate.Options) (*migrate.Report, error) {
	t.Helper()
	f, err := elfrw.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rep, err := migrate.Run(f, opts)
	if err != nil {
		return nil, err
	}
	if err := elfrw.WriteFile(out, f, 0o644); err != nil {
		t.Fatal(err)
	}
	return rep, nil
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestLegacyObjects migrates hand-laid-out objects with legacy operations in every place
// (DWARF 4 and 5, 32- and 64-bit DWARF, little and big endian) and checks the result with
// llvm-dwarfdump-22 and by meaning: the same operations, references to the same DIEs,
// the same other attributes. Going back gives the input byte for byte.
func TestLegacyObjects(t *testing.T) {
	oracle.Want(t, mc)
	oracle.Want(t, dwarfdump)
	src, _ := filepath.Abs("../../testdata/migrate/legacy.s")
	dir := t.TempDir()
	for _, v := range variants() {
		t.Run(v.String(), func(t *testing.T) {
			in := assemble(t, dir, src, v)
			if out, _, _ := oracle.RunErr(t, dwarfdump, "--verify", in); strings.Contains(out, "No errors.") {
				t.Fatal("llvm-dwarfdump-22 --verify accepts the legacy input: the test data is not what it should be")
			}
			user := in + ".user"
			rep, err := migrateFile(t, in, user, migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser, Check: true})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Checked == 0 {
				t.Error("--check proved no rewrite")
			}
			if rep.UnitsTouched != 2 || rep.Grown() <= 0 {
				t.Errorf("report: %d units touched, %d bytes grown", rep.UnitsTouched, rep.Grown())
			}
			vout, _, _ := oracle.RunErr(t, dwarfdump, "--verify", user)
			if !strings.Contains(vout, "No errors.") {
				t.Errorf("llvm-dwarfdump-22 --verify:\n%s", vout)
			}
			all := oracle.Run(t, dwarfdump, "--all", user)
			if strings.Contains(all, "decoding error") {
				t.Errorf("decoding error in llvm-dwarfdump-22 --all:\n%s", all)
			}
			want, got := describe(t, in, expr.DialectAMDLegacy), describe(t, user, expr.DialectUser)
			if strings.Join(want, "\n") != strings.Join(got, "\n") {
				t.Errorf("meaning changed:\n--- input\n%s\n--- output\n%s", strings.Join(want, "\n"), strings.Join(got, "\n"))
			}
			if !strings.Contains(strings.Join(got, "\n"), "DW_OP_LLVM_form_aspace_address") {
				t.Error("describe shows no heterogeneous operation")
			}
			back := in + ".back"
			if _, err := migrateFile(t, user, back, migrate.Options{From: expr.DialectUser, To: expr.DialectAMDLegacy, Check: true}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(mustRead(t, back), mustRead(t, in)) {
				t.Error("legacy -> user -> legacy does not give the input back")
			}
			again := in + ".again"
			if _, err := migrateFile(t, user, again, migrate.Options{From: expr.DialectUser, To: expr.DialectUser}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(mustRead(t, again), mustRead(t, user)) {
				t.Error("user -> user is not the identity")
			}
			twice := in + ".twice"
			if _, err := migrateFile(t, back, twice, migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(mustRead(t, twice), mustRead(t, user)) {
				t.Error("migrating the round trip's result again differs from migrating once")
			}
		})
	}
}

// TestWiden migrates an object whose block1 location and ref1 sibling outgrow their forms.
func TestWiden(t *testing.T) {
	oracle.Want(t, mc)
	oracle.Want(t, dwarfdump)
	dir := t.TempDir()
	in := filepath.Join(dir, "widen.o")
	oracle.Run(t, mc, "-filetype=obj", "-triple", "x86_64", "../../testdata/migrate/widen.s", "-o", in)
	out := in + ".user"
	rep, err := migrateFile(t, in, out, migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser})
	if err != nil {
		t.Fatal(err)
	}
	if rep.WidenedForms != 3 { // block1 -> block2; the sibling and type ref1 -> ref2
		t.Errorf("%d forms widened, want 3\n%s", rep.WidenedForms, rep)
	}
	if v, _, _ := oracle.RunErr(t, dwarfdump, "--verify", out); !strings.Contains(v, "No errors.") {
		t.Errorf("verify:\n%s", v)
	}
	dump := oracle.Run(t, dwarfdump, "--debug-info", out)
	for _, want := range []string{"DW_AT_sibling [DW_FORM_ref2]", "DW_AT_location [DW_FORM_block2]"} {
		if !strings.Contains(dump+oracle.Run(t, dwarfdump, "--debug-info", "-v", out), want) {
			t.Errorf("output lacks %s", want)
		}
	}
	want, got := describe(t, in, expr.DialectAMDLegacy), describe(t, out, expr.DialectUser)
	if strings.Join(want, "\n") != strings.Join(got, "\n") {
		t.Errorf("meaning changed:\n%s\n---\n%s", strings.Join(want, "\n"), strings.Join(got, "\n"))
	}
}

// TestMixedVersions migrates what a linker makes of a DWARF 4 and a DWARF 5 object: one
// file whose units use .debug_loc and .debug_loclists side by side, at overlapping offsets.
// Every list of each section is rewritten (llvm-dwarfdump-22 --verify, the same meaning),
// and going back gives the input.
func TestMixedVersions(t *testing.T) {
	oracle.Want(t, mc)
	oracle.Want(t, dwarfdump)
	src, _ := filepath.Abs("../../testdata/migrate/legacy.s")
	dir := t.TempDir()
	v4 := assemble(t, dir, src, variant{"x86_64", 4, 0})
	v5 := assemble(t, dir, src, variant{"x86_64", 5, 0})
	linked := filepath.Join(dir, "mixed-eh.o")
	// Both objects define f; the DWARF is what matters here.
	oracle.Run(t, "ld", "-r", "--allow-multiple-definition", v4, v5, "-o", linked)
	// ld -r drops the DW_CFA_nop padding legacy.s leaves in .eh_frame for the rewrite, and a
	// loaded section cannot grow: migrate refuses the linked file as it is, rightly.
	if _, err := migrateFile(t, linked, linked+".user", migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser}); err == nil ||
		!strings.Contains(err.Error(), ".eh_frame") {
		t.Fatalf("linked file with unpadded .eh_frame: %v", err)
	}
	f, err := elfrw.Open(linked)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.RemoveSections(func(s *elfrw.Section) bool { return s.Name == ".eh_frame" || s.Name == ".rela.eh_frame" }); err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "mixed.o")
	if err := elfrw.WriteFile(in, f, 0o644); err != nil {
		t.Fatal(err)
	}
	f.Close()
	hdr := oracle.Run(t, dwarfdump, "--debug-info", in)
	if !strings.Contains(hdr, "version = 0x0004") || !strings.Contains(hdr, "version = 0x0005") {
		t.Fatalf("the linked file does not have units of DWARF 4 and 5:\n%s", hdr)
	}
	user := in + ".user"
	rep, err := migrateFile(t, in, user, migrate.Options{From: expr.DialectAMDLegacy, To: expr.DialectUser})
	if err != nil {
		t.Fatal(err)
	}
	if rep.UnitsTouched != 4 {
		t.Errorf("%d units touched, want 4\n%s", rep.UnitsTouched, rep)
	}
	for _, sec := range []string{".debug_loc", ".debug_loclists"} {
		if !strings.Contains(rep.String(), sec+" ") {
			t.Errorf("report does not list %s:\n%s", sec, rep)
		}
	}
	if v, _, _ := oracle.RunErr(t, dwarfdump, "--verify", user); !strings.Contains(v, "No errors.") {
		t.Errorf("llvm-dwarfdump-22 --verify:\n%s", v)
	}
	want, got := describe(t, in, expr.DialectAMDLegacy), describe(t, user, expr.DialectUser)
	if strings.Join(want, "\n") != strings.Join(got, "\n") {
		t.Errorf("meaning changed:\n--- input\n%s\n--- output\n%s", strings.Join(want, "\n"), strings.Join(got, "\n"))
	}
	back := in + ".back"
	if _, err := migrateFile(t, user, back, migrate.Options{From: expr.DialectUser, To: expr.DialectAMDLegacy}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(mustRead(t, back), mustRead(t, in)) {
		t.Error("legacy -> user -> legacy does not give the input back")
	}
}
