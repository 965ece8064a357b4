// Package frame writes and reads .debug_frame: CIEs and FDEs in the 32- and 64-bit DWARF
// formats, CIE versions 1, 3 and 4, and every DW_CFA_* instruction including the
// heterogeneous-debugging DW_CFA_LLVM_def_aspace_cfa (0x30) and _sf (0x31). Expressions
// inside instructions go through package expr, under an explicit dialect. The printer
// matches llvm-dwarfdump-22 --debug-frame.
package frame

import "fmt"

// Op is a call frame instruction. The three primary instructions whose operand shares
// the opcode byte (advance_loc, offset, restore) are their high two bits.
type Op uint8

const (
	OpAdvanceLoc Op = 0x40 // low 6 bits: factored code delta
	OpOffset     Op = 0x80 // low 6 bits: register; ULEB128 factored offset
	OpRestore    Op = 0xc0 // low 6 bits: register

	OpNop                        Op = 0x00
	OpSetLoc                     Op = 0x01
	OpAdvanceLoc1                Op = 0x02
	OpAdvanceLoc2                Op = 0x03
	OpAdvanceLoc4                Op = 0x04
	OpOffsetExtended             Op = 0x05
	OpRestoreExtended            Op = 0x06
	OpUndefined                  Op = 0x07
	OpSameValue                  Op = 0x08
	OpRegister                   Op = 0x09
	OpRememberState              Op = 0x0a
	OpRestoreState               Op = 0x0b
	OpDefCFA                     Op = 0x0c
	OpDefCFARegister             Op = 0x0d
	OpDefCFAOffset               Op = 0x0e
	OpDefCFAExpression           Op = 0x0f
	OpExpression                 Op = 0x10
	OpOffsetExtendedSF           Op = 0x11
	OpDefCFASF                   Op = 0x12
	OpDefCFAOffsetSF             Op = 0x13
	OpValOffset                  Op = 0x14
	OpValOffsetSF                Op = 0x15
	OpValExpression              Op = 0x16
	OpMIPSAdvanceLoc8            Op = 0x1d
	OpAArch64NegateRAStateWithPC Op = 0x2c
	OpGNUWindowSave              Op = 0x2d // DW_CFA_AARCH64_negate_ra_state on AArch64
	OpGNUArgsSize                Op = 0x2e
	OpGNUNegativeOffsetExtended  Op = 0x2f
	OpLLVMDefAspaceCFA           Op = 0x30
	OpLLVMDefAspaceCFASF         Op = 0x31
)

// Kind says how an operand is encoded and how llvm-dwarfdump prints it.
type Kind uint8

const (
	KindReg       Kind = iota + 1 // ULEB128 register (or the low 6 bits of a primary op)
	KindDelta                     // code delta factored by the code alignment factor
	KindAddr                      // target address (DW_CFA_set_loc)
	KindOffset                    // ULEB128 offset, not factored, printed signed
	KindSFactored                 // SLEB128 offset factored by the data alignment factor
	KindUFactored                 // ULEB128 offset factored by the data alignment factor
	KindAddrSpace                 // ULEB128 address space
	KindExpr                      // ULEB128 length and a DWARF expression
	KindNegOffset                 // ULEB128 offset, factored and negated (GNU)
)

type opEntry struct {
	op   Op
	name string
	args []Kind
}

var table = []opEntry{
	{OpAdvanceLoc, "DW_CFA_advance_loc", []Kind{KindDelta}},
	{OpOffset, "DW_CFA_offset", []Kind{KindReg, KindUFactored}},
	{OpRestore, "DW_CFA_restore", []Kind{KindReg}},
	{OpNop, "DW_CFA_nop", nil},
	{OpSetLoc, "DW_CFA_set_loc", []Kind{KindAddr}},
	{OpAdvanceLoc1, "DW_CFA_advance_loc1", []Kind{KindDelta}},
	{OpAdvanceLoc2, "DW_CFA_advance_loc2", []Kind{KindDelta}},
	{OpAdvanceLoc4, "DW_CFA_advance_loc4", []Kind{KindDelta}},
	{OpOffsetExtended, "DW_CFA_offset_extended", []Kind{KindReg, KindUFactored}},
	{OpRestoreExtended, "DW_CFA_restore_extended", []Kind{KindReg}},
	{OpUndefined, "DW_CFA_undefined", []Kind{KindReg}},
	{OpSameValue, "DW_CFA_same_value", []Kind{KindReg}},
	{OpRegister, "DW_CFA_register", []Kind{KindReg, KindReg}},
	{OpRememberState, "DW_CFA_remember_state", nil},
	{OpRestoreState, "DW_CFA_restore_state", nil},
	{OpDefCFA, "DW_CFA_def_cfa", []Kind{KindReg, KindOffset}},
	{OpDefCFARegister, "DW_CFA_def_cfa_register", []Kind{KindReg}},
	{OpDefCFAOffset, "DW_CFA_def_cfa_offset", []Kind{KindOffset}},
	{OpDefCFAExpression, "DW_CFA_def_cfa_expression", []Kind{KindExpr}},
	{OpExpression, "DW_CFA_expression", []Kind{KindReg, KindExpr}},
	{OpOffsetExtendedSF, "DW_CFA_offset_extended_sf", []Kind{KindReg, KindSFactored}},
	{OpDefCFASF, "DW_CFA_def_cfa_sf", []Kind{KindReg, KindSFactored}},
	{OpDefCFAOffsetSF, "DW_CFA_def_cfa_offset_sf", []Kind{KindSFactored}},
	{OpValOffset, "DW_CFA_val_offset", []Kind{KindReg, KindUFactored}},
	{OpValOffsetSF, "DW_CFA_val_offset_sf", []Kind{KindReg, KindSFactored}},
	{OpValExpression, "DW_CFA_val_expression", []Kind{KindReg, KindExpr}},
	{OpMIPSAdvanceLoc8, "DW_CFA_MIPS_advance_loc8", []Kind{KindDelta}},
	{OpAArch64NegateRAStateWithPC, "DW_CFA_AARCH64_negate_ra_state_with_pc", nil},
	{OpGNUWindowSave, "DW_CFA_GNU_window_save", nil},
	{OpGNUArgsSize, "DW_CFA_GNU_args_size", []Kind{KindOffset}},
	{OpGNUNegativeOffsetExtended, "DW_CFA_GNU_negative_offset_extended", []Kind{KindReg, KindNegOffset}},
	{OpLLVMDefAspaceCFA, "DW_CFA_LLVM_def_aspace_cfa", []Kind{KindReg, KindOffset, KindAddrSpace}},
	{OpLLVMDefAspaceCFASF, "DW_CFA_LLVM_def_aspace_cfa_sf", []Kind{KindReg, KindSFactored, KindAddrSpace}},
}

var byOp [256]*opEntry

func init() {
	for i := range table {
		byOp[table[i].op] = &table[i]
	}
}

// Ops lists every instruction of the table.
func Ops() []Op {
	out := make([]Op, len(table))
	for i := range table {
		out[i] = table[i].op
	}
	return out
}

// primary returns the instruction an opcode byte belongs to: its high two bits when they
// are set, the byte itself otherwise.
func primary(code byte) Op {
	if code&0xc0 != 0 {
		return Op(code & 0xc0)
	}
	return Op(code)
}

func (op Op) String() string {
	if e := byOp[op]; e != nil {
		return e.name
	}
	return fmt.Sprintf("DW_CFA_<0x%02x>", uint8(op))
}

// Known reports whether op is in the table.
func (op Op) Known() bool { return byOp[op] != nil }

// Operands lists the operand kinds of op.
func (op Op) Operands() []Kind {
	if e := byOp[op]; e != nil {
		return e.args
	}
	return nil
}
