package frame_test

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hdwarf/expr"
	"hdwarf/frame"
	"hdwarf/internal/oracle"
	"hdwarf/sections/dwarf"
	"hdwarf/sections/dwarf/dwarftext"
	"hdwarf/sections/dwarf/exprtest"
)

const dwarfdump = "llvm-dwarfdump-22"

// program writes every instruction llvm-dwarfdump-22 decodes for a target it has no
// register information for (all but DW_CFA_MIPS_advance_loc8, 0x2c, 0x2d and DW_CFA_GNU_args_size, which are
// architecture-specific there, and 0x2f, which it does not decode), in an order whose unwind rows
// LLVM can compute, and each expression in a DW_CFA_expression, a DW_CFA_val_expression
// and a DW_CFA_def_cfa_expression.
func program(t *testing.T, ctx frame.Context, start uint64, exprs [][]byte) []byte {
	p := frame.Program{Ctx: ctx}
	p.Op(frame.OpSetLoc, start+8)
	p.Op(frame.OpAdvanceLoc, 1).Op(frame.OpAdvanceLoc1, 2).Op(frame.OpAdvanceLoc2, 3).Op(frame.OpAdvanceLoc4, 4)
	p.Op(frame.OpDefCFA, 7, 16).Op(frame.OpDefCFASF, 7, uint64(1<<64-2)).Op(frame.OpDefCFARegister, 6)
	p.Op(frame.OpDefCFAOffset, 32).Op(frame.OpDefCFAOffsetSF, uint64(1<<64-4))
	p.Op(frame.OpLLVMDefAspaceCFA, 64, 0, uint64(expr.AspaceAMDGPUPrivateWave))
	p.Op(frame.OpLLVMDefAspaceCFASF, 65, uint64(1<<64-2), uint64(expr.AspaceAMDGPUPrivateWave))
	p.Op(frame.OpOffset, 3, 2).Op(frame.OpOffsetExtended, 2600, 3).Op(frame.OpOffsetExtendedSF, 5, uint64(1<<64-1))
	p.Op(frame.OpValOffset, 4, 2).Op(frame.OpValOffsetSF, 4, uint64(1<<64-3))
	p.Op(frame.OpRememberState).Op(frame.OpUndefined, 16).Op(frame.OpSameValue, 17).Op(frame.OpRegister, 30, 2600)
	p.Op(frame.OpRestore, 3).Op(frame.OpRestoreExtended, 2600).Op(frame.OpRestoreState)
	p.Op(frame.OpNop)
	for i, e := range exprs {
		p.Expression(uint64(2560+i), e).ValExpression(uint64(16+i), e)
	}
	for _, e := range exprs {
		p.DefCFAExpression(e)
	}
	b, err := p.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var rowRE = regexp.MustCompile(`^\s*(0x[0-9a-f]+: )?CFA=`)

// comparable drops what llvm-dwarfdump prints besides entries: blank lines, the unwind
// rows it computes, and the section titles.
func comparable(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.TrimSpace(l) == "" || rowRE.MatchString(l) || strings.HasSuffix(l, "contents:") ||
			strings.Contains(l, "file format") {
			continue
		}
		out = append(out, l)
	}
	return out
}

// TestLLVMDwarfdumpAgrees writes .debug_frame sections with CIEs of versions 1, 3 and 4 in
// the 32- and 64-bit formats, for 4- and 8-byte addresses in both byte orders, holding
// every instruction llvm-dwarfdump-22 decodes and every heterogeneous expression; the
// dump must have no decoding error, --verify must find no error, and our Dump must print
// exactly what llvm-dwarfdump-22 prints (less the unwind rows it computes).
func TestLLVMDwarfdumpAgrees(t *testing.T) {
	oracle.Want(t, dwarfdump)
	compared := 0
	for _, addr := range []int{4, 8} {
		for _, f64 := range []bool{false, true} {
			for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
				name := fmt.Sprintf("a%d-64=%v-%v", addr, f64, bo)
				t.Run(name, func(t *testing.T) {
					w := frame.Writer{Format64: f64, ByteOrder: bo, AddrSize: addr}
					for vi, v := range []uint8{1, 3, 4} {
						cie := frame.CIE{Version: v, CodeAlign: 4, DataAlign: -8, RAColumn: 16}
						if v == 4 {
							cie.Augmentation = "[llvm:v0.0]"
						}
						osz := 4
						if f64 {
							osz = 8
						}
						ctx := frame.Context{AddrSize: addr, OffsetSize: osz, ByteOrder: bo, Version: int(v),
							CodeAlign: 4, DataAlign: -8, Dialect: expr.DialectUser}
						p := frame.Program{Ctx: ctx}
						p.DefCFA(7, 8).Offset(16, -8)
						cie.Instructions, _ = p.Bytes()
						id, err := w.AddCIE(cie)
						if err != nil {
							t.Fatal(err)
						}
						start := uint64(0x1000 * (vi + 1))
						code := program(t, ctx, start, frame.HeteroExprs(t, ctx.ExprContext()))
						if err := w.AddFDE(frame.FDEDesc{CIE: id, Start: frame.Address{Value: start}, Range: 0x800, Instructions: code}); err != nil {
							t.Fatal(err)
						}
					}
					ctx := expr.Context{AddrSize: addr, OffsetSize: 4, ByteOrder: bo, Version: 5}
					obj, err := exprtest.Build(ctx, nil, w.Bytes())
					if err != nil {
						t.Fatal(err)
					}
					path := filepath.Join(t.TempDir(), "f.o")
					if err := os.WriteFile(path, obj.ELF, 0o644); err != nil {
						t.Fatal(err)
					}
					llvm, errOut, err := oracle.RunErr(t, dwarfdump, "--debug-frame", path)
					if err != nil || strings.Contains(llvm, "decoding error") || strings.Contains(errOut, "error:") {
						t.Fatalf("llvm-dwarfdump: %v\n%s\n%s", err, errOut, llvm)
					}
					entries, err := dwarf.FromSections(bo, addr, map[string][]byte{".debug_frame": w.Bytes()}).Frames(".debug_frame")
					if err != nil {
						t.Fatal(err)
					}
					var ours strings.Builder
					if err := dwarftext.WriteFrames(&ours, entries, bo, expr.DialectUser, frame.PrintOptions{}); err != nil {
						t.Fatal(err)
					}
					a, b := comparable(ours.String()), comparable(llvm)
					for i := 0; i < len(a) || i < len(b); i++ {
						var x, y string
						if i < len(a) {
							x = a[i]
						}
						if i < len(b) {
							y = b[i]
						}
						if x != y {
							t.Fatalf("line %d:\n ours: %q\n llvm: %q", i, x, y)
						}
					}
					compared += len(a)
					out, _, _ := oracle.RunErr(t, dwarfdump, "--verify", path)
					if !strings.Contains(out, "No errors.") {
						t.Errorf("llvm-dwarfdump --verify:\n%s", out)
					}
				})
			}
		}
	}
	t.Logf("%d lines of .debug_frame dump equal to %s's", compared, dwarfdump)
}
