package main

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
	"hdwarf/passes/migrate"
)

func TestMigrateUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"migrate", "x.o", "-o", "y.o"}, "--from is required"},
		{[]string{"migrate", "--from", "hp", "x.o", "-o", "y.o"}, "--from"},
		{[]string{"migrate", "--from", "intel", "--to", "amd-2020", "x.o", "-o", "y.o"}, "--to must be user, amd-legacy or intel"},
		{[]string{"migrate", "--from", "intel", "x.o"}, "no output"},
	} {
		st, _, stderr := hdwarf(t, tc.args...)
		if st != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: status %d, stderr %q; want %d and %q", tc.args, st, stderr, exitUsage, tc.want)
		}
	}
	st, stdout, _ := hdwarf(t, "migrate", "--help")
	if st != exitOK || !strings.Contains(stdout, "auto decides from e_machine") {
		t.Errorf("--help: status %d:\n%s", st, stdout)
	}
}

// TestMigrateLegacyCLI runs the command end to end on a hand-laid-out object: the report,
// the oracle's verdict, and the round trip back to the legacy dialect.
func TestMigrateLegacyCLI(t *testing.T) {
	oracle.Want(t, "llvm-mc-22")
	oracle.Want(t, "llvm-dwarfdump-22")
	dir := t.TempDir()
	in := filepath.Join(dir, "legacy.o")
	oracle.Run(t, "llvm-mc-22", "-filetype=obj", "-triple", "aarch64_be", "--defsym", "V=5", "--defsym", "D64=0",
		"../../testdata/migrate/legacy.s", "-o", in)
	out := filepath.Join(dir, "user.o")
	st, _, stderr := hdwarf(t, "migrate", "--from", "amd-legacy", "-v", in, "-o", out)
	if st != exitOK {
		t.Fatalf("status %d: %s", st, stderr)
	}
	for _, want := range []string{
		"DW_OP_LLVM_form_aspace_address (0xe1) -> DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address",
		"DW_OP_LLVM_select_bit_piece (0xec) -> DW_OP_LLVM_user DW_OP_LLVM_select_bit_piece",
		"units touched: 2 of 2", ".debug_loclists", ".debug_frame", "bytes grown: ",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("report lacks %q:\n%s", want, stderr)
		}
	}
	if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
		t.Errorf("verify:\n%s", v)
	}
	back := filepath.Join(dir, "back.o")
	if st, _, stderr := hdwarf(t, "migrate", "--from", "user", "--to", "amd-legacy", out, "-o", back); st != exitOK {
		t.Fatalf("back: status %d: %s", st, stderr)
	}
	if !bytes.Equal(readFile(t, back), readFile(t, in)) {
		t.Error("legacy -> user -> legacy is not the identity")
	}
	same := filepath.Join(dir, "same.o")
	if st, _, stderr := hdwarf(t, "migrate", "--from", "amd-legacy", "--to", "amd-legacy", in, "-o", same); st != exitOK {
		t.Fatalf("status %d: %s", st, stderr)
	}
	if !bytes.Equal(readFile(t, same), readFile(t, in)) {
		t.Error("--from X --to X is not a byte copy")
	}
}

// TestMigrateUnmappable: DW_OP_LLVM_aspace_implicit_pointer has no DW_OP_LLVM_user form.
func TestMigrateUnmappable(t *testing.T) {
	oracle.Want(t, "llvm-mc-22")
	dir := t.TempDir()
	in := filepath.Join(dir, "ip.o")
	oracle.Run(t, "llvm-mc-22", "-filetype=obj", "-triple", "x86_64", "../../testdata/migrate/implicit.s", "-o", in)
	out := filepath.Join(dir, "out.o")
	st, _, stderr := hdwarf(t, "migrate", "--from", "amd-legacy", in, "-o", out)
	if st != exitFailure || !strings.Contains(stderr, `DIE 0x`) || !strings.Contains(stderr, `"ip"`) || !strings.Contains(stderr, "DW_OP_LLVM_aspace_implicit_pointer (0xe9) has no equivalent") ||
		!strings.HasSuffix(stderr, "(use --keep-unmappable to keep it as it is)\n") {
		t.Fatalf("status %d, stderr %s", st, stderr)
	}
	st, _, stderr = hdwarf(t, "migrate", "--from", "amd-legacy", "--keep-unmappable", "-v", in, "-o", out)
	if st != exitOK || !strings.Contains(stderr, "operations kept without an equivalent: 1") {
		t.Fatalf("--keep-unmappable: status %d, stderr %s", st, stderr)
	}
	// The kept operation's bytes are there, and the branch over it was fixed.
	dump := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", out)
	if !strings.Contains(dump, "DW_OP_skip +9, DW_OP_lit0, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address, <decoding error> e9") {
		t.Errorf("output:\n%s", dump)
	}
}

// TestMigrateIntel runs --from auto on IGC's per-kernel debug ELFs, with --platform from
// the file's name (the files do not say their GPU): every one migrates with nothing
// unmappable (with --keep-unmappable too, keeping nothing), llvm-dwarfdump-22 decodes every
// expression and --verify finds nothing the input does not have. Those with vectors whose
// location the machine code refutes (vectorDroppedELFs) migrate with those components
// written with no location: one line says how many, and -v names each with its DIE and the
// instruction.
func TestMigrateIntel(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	files, _ := filepath.Glob("../../testdata/elf/*.igc.elf")
	if len(files) == 0 {
		t.Fatal("no IGC files")
	}
	dir := t.TempDir()
	clean := 0
	decodeErr := regexp.MustCompile(`<decoding error> ([0-9a-f]{2})`)
	dropped := 0
	for _, in := range files {
		name := filepath.Base(in)
		out := filepath.Join(dir, name)
		platform := strings.Split(name, ".")[1]
		st, _, strict := hdwarf(t, "migrate", "--from", "auto", "--platform", platform, "--check", in, "-o", out)
		want := vectorDroppedELFs[name]
		if line := fmt.Sprintf(": %d vector components written with no location", want.n); (want.n > 0) != strings.Contains(strict, line) ||
			(want.n == 0 && strict != "") || (want.n > 0 && strings.Count(strict, "\n") != 1) {
			t.Errorf("%s: status %d, stderr %q; want %d components dropped, said in one line", name, st, strict, want.n)
		}
		st2, _, stderr := hdwarf(t, "migrate", "--from", "auto", "--platform", platform, "--keep-unmappable", "-v", in, "-o", out)
		if st2 != exitOK {
			t.Errorf("%s: status %d: %s", name, st2, stderr)
			continue
		}
		if want.n > 0 {
			dropped++
			if got := strings.Count(stderr, "dropped (no location: optimized out)"); got != want.n || !strings.Contains(stderr, "(DW_TAG_variable") || !strings.Contains(stderr, want.why) {
				t.Errorf("%s: -v lists %d dropped components; want %d, naming the DIE and %q:\n%s", name, got, want.n, want.why, stderr)
			}
		}
		if !strings.Contains(stderr, "--from auto: intel") {
			t.Errorf("%s: auto did not pick intel: %s", name, stderr)
		}
		all := oracle.Run(t, "llvm-dwarfdump-22", "--all", out)
		for _, m := range decodeErr.FindAllStringSubmatch(all, -1) {
			switch m[1] {
			case "eb", "ec", "ee", "ef", "fe":
			default:
				t.Errorf("%s: decoding error at byte %s, which is not a kept Intel operation", name, m[1])
			}
		}
		if strings.Contains(all, "e9 03") && strings.Contains(all, "<decoding error> e9") {
			t.Errorf("%s: a push_lane did not decode", name)
		}
		if st == exitOK {
			clean++
			if v, _, _ := oracle.RunErr(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
				// IGC's own range defects stay: every complaint must be the input's too.
				was, _, _ := oracle.RunErr(t, "llvm-dwarfdump-22", "--verify", in)
				for _, l := range strings.Split(v, "\n") {
					if strings.HasPrefix(l, "error:") && !strings.Contains(was, l) {
						t.Errorf("%s: verify: %s (not in the input's verification)", name, l)
					}
				}
			}
			if strings.Contains(stderr, "kept without an equivalent") {
				t.Errorf("%s: strict run passed but ops were kept", name)
			}
		} else {
			// Every IGC file migrates with nothing unmappable (IGC's defects are read as
			// IGC means them).
			t.Errorf("%s: strict status %d: %s\nkeep: %s", name, st, strict, stderr)
		}
	}
	t.Logf("%d IGC files: %d migrate completely, %d of them with vector components dropped", len(files), clean, dropped)
	if clean != len(files) || dropped != len(vectorDroppedELFs) {
		t.Errorf("%d of %d IGC files migrated completely, %d with components dropped; want %d", clean, len(files), dropped, len(vectorDroppedELFs))
	}
}

// vectorDroppedELFs: IGC's per-kernel ELFs with vectors held in registers whose location
// the machine code refutes (docs/reference.md, "Where IGC's vector elements are"): how many
// components are written with no location, and an instruction that refutes one. spill's
// r41..r47 at registers that hold the 64-bit addresses of the a64 stores (every component
// of r41's first half, of both halves of the others); types' p.pos.z of lanes 16-31 at r30,
// never loaded, where the address of p.c is computed.
var vectorDroppedELFs = map[string]struct {
	n   int
	why string
}{
	"spill.dg2.simd32_entry_0001.igc.elf":   {52, ".text.pressure+0x16b80 writes 4-byte elements at stride 2 for channels 0-7, not component-major"},
	"types.tgllp.simd32_entry_0001.igc.elf": {1, ".text.shapes+0x220 writes 4-byte elements at stride 1 for channels 0-15, not component-major"},
}

// TestMigrateBadReference: a reference into rewritten bytes is found while the output is
// written (the section is streamed); the error names the input and the DIE, and no output
// file is left.
func TestMigrateBadReference(t *testing.T) {
	oracle.Want(t, "llvm-mc-22")
	dir := t.TempDir()
	in := filepath.Join(dir, "badref.o")
	oracle.Run(t, "llvm-mc-22", "-filetype=obj", "-triple", "x86_64", "../../testdata/migrate/badref.s", "-o", in)
	before := readFile(t, in)
	out := filepath.Join(dir, "out.o")
	st, _, stderr := hdwarf(t, "migrate", "--from", "amd-legacy", in, "-o", out)
	want := regexp.MustCompile(`^hdwarf: ` + regexp.QuoteMeta(in) + `: \.debug_info: DIE 0x[0-9a-f]+ \(DW_TAG_variable "b"\) DW_AT_type: reference 0x[0-9a-f]+ points inside`)
	if st != exitFailure || !want.MatchString(stderr) {
		t.Fatalf("status %d, stderr %q; want %d and %v", st, stderr, exitFailure, want)
	}
	if entries, _ := filepath.Glob(filepath.Join(dir, "*out.o*")); len(entries) != 0 {
		t.Errorf("output left behind: %v", entries)
	}
	if !bytes.Equal(readFile(t, in), before) {
		t.Error("the input changed")
	}
}

// TestMigrateToIntel upgrades a real IGC 12504 zebin for current Intel debuggers: the run
// succeeds and reports DW_OP_INTEL_regs and push_bit_piece_stack made regval_bits.
func TestMigrateToIntel(t *testing.T) {
	out := filepath.Join(t.TempDir(), "k.zebin")
	st, _, stderr := hdwarf(t, "migrate", "--from", "auto", "--to", "intel", "-v", "../../testdata/elf/stackcalls.tgllp.zebin", "-o", out)
	if st != exitOK {
		t.Fatalf("status %d: %s", st, stderr)
	}
	for _, want := range []string{"migrate intel -> intel", "DW_OP_INTEL_regs (0xeb) -> (the register number stays for DW_OP_INTEL_regval_bits)", "DW_OP_INTEL_push_bit_piece_stack (0xec) -> DW_OP_INTEL_regval_bits"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("report lacks %q:\n%s", want, stderr)
		}
	}
}

// TestMigrateCheck: --check proves the rewrites of a real IGC zebin and says how many.
func TestMigrateCheck(t *testing.T) {
	out := filepath.Join(t.TempDir(), "k.zebin")
	st, _, stderr := hdwarf(t, "migrate", "--from", "auto", "--check", "-v", "../../testdata/elf/stackcalls.dg2.zebin", "-o", out)
	if st != exitOK || !strings.Contains(stderr, "rewrites proven equal by evaluation: ") {
		t.Fatalf("status %d: %s", st, stderr)
	}
}

// TestMigrateErrorNamesFlags: the library's refusals carry no flag; the command words them
// with the flag that would let the operation through or whose proof failed.
func TestMigrateErrorNamesFlags(t *testing.T) {
	proof := migrateError(fmt.Errorf("DIE 0x10: %w: lane 3", migrate.ErrNotProven))
	if got := proof.Error(); got != "--check: DIE 0x10: rewrite not proven: lane 3" {
		t.Errorf("--check failure: %q", got)
	}
	unm := migrateError(fmt.Errorf("unit 0: %w", &migrate.UnmappableError{Msg: "DIE 0x2a: no equivalent"}))
	if got := unm.Error(); got != "unit 0: DIE 0x2a: no equivalent (use --keep-unmappable to keep it as it is)" {
		t.Errorf("unmappable: %q", got)
	}
	other := errors.New("truncated")
	if migrateError(other) != other {
		t.Error("another error is reworded")
	}
}
