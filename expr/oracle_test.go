package expr_test

import (
	"encoding/binary"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/expr"
	"hdwarf/internal/oracle"
	"hdwarf/sections/dwarf/exprtest"
)

const dwarfdump = "llvm-dwarfdump-22"

// llvmDecodes reports whether llvm-dwarfdump-22 decodes the row (it has no description for
// the typed DWARF 5 operations other than regval_type/convert, most GNU ones, and
// DW_OP_LLVM_NVIDIA_mux, which came after it).
func llvmDecodes(c expr.Choice) bool {
	switch c.Op() {
	case expr.OpConstType, expr.OpDerefType, expr.OpXderefType, expr.OpReinterpret,
		expr.OpGNUUninit, expr.OpGNUEncodedAddr, expr.OpGNUConstType, expr.OpGNURegvalType,
		expr.OpGNUDerefType, expr.OpGNUConvert, expr.OpGNUReinterpret, expr.OpGNUParameterRef,
		expr.OpGNUVariableValue:
		return false
	}
	return !(c.Op() == expr.OpLLVMUser && c.Sub() == expr.NVIDIAMux)
}

// writeTemp writes b to a file in t's temporary directory.
func writeTemp(t *testing.T, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLLVMDwarfdumpAgrees puts every operation llvm-dwarfdump-22 decodes (each heterogeneous
// DW_OP_LLVM_user sub-operation among them) and random sequences of them into
// DW_AT_location exprlocs of DWARF 4 and 5 units of every format, address size and byte
// order; llvm-dwarfdump-22 --verify must find no errors, and its text for each expression
// must equal ours.
func TestLLVMDwarfdumpAgrees(t *testing.T) {
	oracle.Want(t, dwarfdump)
	cs := expr.Choices(expr.DialectUser, llvmDecodes)
	exprs := 0
	for ci, ctx := range expr.Contexts() {
		if ctx.Version < 4 {
			continue
		}
		name := fmt.Sprintf("v%d-a%d-o%d-%v", ctx.Version, ctx.AddrSize, ctx.OffsetSize, ctx.ByteOrder)
		t.Run(name, func(t *testing.T) {
			probe, err := exprtest.Build(ctx, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewSource(int64(ci)))
			var seqs [][]expr.Operation
			for _, c := range cs {
				seqs = append(seqs, expr.GenOps(r, ctx, []expr.Choice{c}, 0, probe.BaseType))
			}
			for i := 0; i < 12; i++ {
				seqs = append(seqs, expr.GenOps(r, ctx, cs, r.Intn(30), probe.BaseType))
			}
			var codes [][]byte
			for _, ops := range seqs {
				for i := range ops {
					if ops[i].Op == expr.OpLLVMUser && ops[i].Sub == expr.AspaceBregx {
						// LLVM reads the displacement as ULEB128: compare only where both agree.
						ops[i].Args[1] &= 1<<62 - 1
					}
				}
				b, err := expr.Encode(ctx, expr.DialectUser, ops)
				if err != nil {
					t.Fatal(err)
				}
				codes = append(codes, b)
			}
			obj, err := exprtest.Build(ctx, codes, nil)
			if err != nil {
				t.Fatal(err)
			}
			path := writeTemp(t, "x.o", obj.ELF)
			got := exprtest.Locations(oracle.Run(t, dwarfdump, "--debug-info", path))
			if len(got) != len(codes) {
				t.Fatalf("llvm-dwarfdump printed %d locations, want %d", len(got), len(codes))
			}
			for i, b := range codes {
				ours := expr.Format(ctx, expr.DialectUser, b, expr.PrintOptions{BaseType: obj.Resolve})
				if ours != got[i] {
					t.Errorf("expression %d (% x):\n ours: %s\n llvm: %s", i, b, ours, got[i])
				}
				if strings.Contains(got[i], "decoding error") {
					t.Errorf("llvm-dwarfdump cannot decode expression %d: %s", i, got[i])
				}
			}
			exprs += len(codes)
			out, _, _ := oracle.RunErr(t, dwarfdump, "--verify", path)
			if !strings.Contains(out, "No errors.") {
				t.Errorf("llvm-dwarfdump --verify:\n%s", out)
			}
		})
	}
	t.Logf("%d expressions compared with %s", exprs, dwarfdump)
}

// TestAspaceBregxSigned pins the documented disagreement: the specification makes the
// DW_OP_LLVM_aspace_bregx displacement SLEB128, LLVM 22 reads ULEB128. We encode SLEB128
// and check it by bytes; llvm-dwarfdump shows 0x7f where we mean -1.
func TestAspaceBregxSigned(t *testing.T) {
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
	var b expr.Builder
	b.AspaceBregx(0x10, -1).AspaceBregx(0x10, 64)
	code, err := b.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{0xe9, 0x09, 0x10, 0x7f, 0xe9, 0x09, 0x10, 0xc0, 0x00}
	if string(code) != string(want) {
		t.Fatalf("bytes % x, want % x", code, want)
	}
	ops, err := expr.Decode(ctx, expr.DialectUser, code)
	if err != nil || ops[0].Int(1) != -1 || ops[1].Int(1) != 64 {
		t.Fatalf("decoded %+v, %v", ops, err)
	}
	if _, err := exec.LookPath(dwarfdump); err != nil && !oracle.Required() {
		return
	}
	obj, err := exprtest.Build(ctx, [][]byte{code}, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := exprtest.Locations(oracle.Run(t, dwarfdump, "--debug-info", writeTemp(t, "a.o", obj.ELF)))
	llvm := "DW_OP_LLVM_user DW_OP_LLVM_aspace_bregx 0x10 0x7f, DW_OP_LLVM_user DW_OP_LLVM_aspace_bregx 0x10 0x40"
	if len(got) != 1 || got[0] != llvm {
		t.Errorf("llvm-dwarfdump printed %q; the documented reading is %q", got, llvm)
	}
	if ours := expr.Format(ctx, expr.DialectUser, code, expr.PrintOptions{}); ours != "DW_OP_LLVM_user DW_OP_LLVM_aspace_bregx 0x10 -1, DW_OP_LLVM_user DW_OP_LLVM_aspace_bregx 0x10 0x40" {
		t.Errorf("ours: %s", ours)
	}
}
