package expr_test

import (
	"bytes"
	"encoding/binary"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/expr"
	"hdwarf/internal/oracle"
	"hdwarf/sections/dwarf/exprtest"
)

var binaryLE = binary.LittleEndian

func realFiles(t *testing.T) []string {
	files, err := filepath.Glob("../testdata/elf/*.igc.elf")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	return files
}

// TestRealFiles decodes every expression IGC wrote into its per-kernel debug ELFs
// (exprlocs, .debug_loc lists and .debug_frame instructions) under the intel dialect:
// every one must decode, re-encode to the same bytes, and print without a decoding error.
// Printed under the user dialect, our text must equal llvm-dwarfdump-22's, including the
// "<decoding error>" it shows where IGC's vendor operations start.
func TestRealFiles(t *testing.T) {
	var all []exprtest.Found
	vendor := 0
	for _, path := range realFiles(t) {
		found, _, err := exprtest.Harvest(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(found) == 0 {
			t.Errorf("%s: no expressions", path)
		}
		for _, f := range found {
			ops, err := expr.Decode(f.Ctx, expr.DialectIntel, f.Code)
			if err != nil {
				t.Errorf("%s %s: %v", filepath.Base(path), f.Where, err)
				continue
			}
			for _, o := range ops {
				if o.Op>>8 == expr.Op(expr.DialectIntel) {
					vendor++
				}
			}
			b, err := expr.Encode(f.Ctx, expr.DialectIntel, ops)
			if err != nil || !bytes.Equal(b, f.Code) {
				t.Errorf("%s %s: re-encoded % x, was % x (%v)", filepath.Base(path), f.Where, b, f.Code, err)
			}
			if s := expr.Format(f.Ctx, expr.DialectIntel, f.Code, expr.PrintOptions{}); strings.Contains(s, "decoding error") {
				t.Errorf("%s %s: %s", filepath.Base(path), f.Where, s)
			}
		}
		all = append(all, found...)
	}
	t.Logf("%d expressions from %d files decoded, %d Intel vendor operations among them", len(all), len(realFiles(t)), vendor)
	if vendor == 0 {
		t.Error("no Intel vendor operation seen: the test data is not what it should be")
	}

	oracle.Want(t, dwarfdump)
	byCtx := map[expr.Context][][]byte{}
	for _, f := range all {
		byCtx[f.Ctx] = append(byCtx[f.Ctx], f.Code)
	}
	for ctx, codes := range byCtx {
		obj, err := exprtest.Build(ctx, codes, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := exprtest.Locations(oracle.Run(t, dwarfdump, "--debug-info", writeTemp(t, "r.o", obj.ELF)))
		if len(got) != len(codes) {
			t.Fatalf("llvm-dwarfdump printed %d locations, want %d", len(got), len(codes))
		}
		for i, c := range codes {
			if ours := expr.Format(ctx, expr.DialectUser, c, expr.PrintOptions{BaseType: obj.Resolve}); ours != got[i] {
				t.Errorf("% x:\n ours: %s\n llvm: %s", c, ours, got[i])
			}
		}
		t.Logf("%d expressions (%+v) printed as %s prints them", len(codes), ctx, dwarfdump)
	}
}

// TestDocumentedDumps decodes byte sequences whose printed form is documented by their
// producers' own tests and dumps (reference heterogeneous-dwarf.md §1.2, visa-debug-info.md
// §2.3), for the dialects llvm-dwarfdump-22 cannot decode.
func TestDocumentedDumps(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binaryLE, Version: 5}
	cases := []struct {
		d    expr.Dialect
		code []byte
		want string
	}{
		// ROCm's legacy test heterogeneous_proposal.s, through .cfi_escape.
		{expr.DialectAMDLegacy, []byte{0xe1}, "DW_OP_LLVM_form_aspace_address"},
		{expr.DialectAMDLegacy, []byte{0xe4, 0x00}, "DW_OP_LLVM_offset_uconst 0x0"},
		{expr.DialectAMDLegacy, []byte{0xe9, 0x01, 0x00, 0x00, 0x00, 0x02}, "DW_OP_LLVM_aspace_implicit_pointer 0x1 +2"},
		{expr.DialectAMDLegacy, []byte{0xeb, 0x00, 0x00}, "DW_OP_LLVM_extend 0x0 0x0"},
		// ROCm llc -emit-heterogeneous-dwarf-as-user-ops=false.
		{expr.DialectAMDLegacy, []byte{0x10, 0x00, 0xe1}, "DW_OP_constu 0x0, DW_OP_LLVM_form_aspace_address"},
		// IGC 12504's own location expression (push_simd_lane ... INTEL_regs ... push_bit_piece_stack).
		{expr.DialectIntel, []byte{0xed, 0x33, 0x25, 0x23, 0x55, 0xeb, 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0x08, 0x20, 0xec, 0x9f},
			"DW_OP_INTEL_push_simd_lane, DW_OP_lit3, DW_OP_shr, DW_OP_plus_uconst 0x55, DW_OP_INTEL_regs, " +
				"DW_OP_INTEL_push_simd_lane, DW_OP_lit7, DW_OP_and, DW_OP_const1u 0x20, DW_OP_mul, DW_OP_const1u 0x20, " +
				"DW_OP_INTEL_push_bit_piece_stack, DW_OP_stack_value"},
		// The same bytes mean something else to a consumer that assumes another dialect.
		{expr.DialectUser, []byte{0xed, 0x33}, "<decoding error> ed 33"},
	}
	for _, c := range cases {
		if got := expr.Format(ctx, c.d, c.code, expr.PrintOptions{}); got != c.want {
			t.Errorf("%v % x:\n got %s\nwant %s", c.d, c.code, got, c.want)
		}
	}
	// The legacy register operands print by name as the ROCm test shows (EAX+2, EAX).
	names := expr.PrintOptions{RegName: func(r uint64) string { return map[uint64]string{0: "EAX"}[r] }}
	if got := expr.Format(ctx, expr.DialectAMDLegacy, []byte{0xe8, 0x00, 0x02, 0xe6, 0x00}, names); got !=
		"DW_OP_LLVM_aspace_bregx EAX+2, DW_OP_LLVM_call_frame_entry_reg EAX" {
		t.Errorf("legacy registers: %s", got)
	}
}
