// Package expr is the one table of DWARF expression operations (DWARF 5, GNU, the
// DW_OP_LLVM_user sub-operations, the AMD legacy single-byte dialects and Intel's vendor
// operations) and everything derived from it: a builder that encodes, a decoder that
// returns typed operations with byte offsets, a re-encoder for rewriting, and a printer
// whose text matches llvm-dwarfdump-22.
//
// The bytes 0xe0..0xff are shared by many vendors, so every decode and encode names a
// Dialect saying which meaning they have.
//
// # Evaluation
//
// Eval (or Prepare, then Program.Eval for many lanes and machine states) runs an
// expression against a Machine (register contents, lane, memory reader, frame base, CFA)
// and returns a Result: a Location or a Value. The stack holds values and location
// descriptions as the heterogeneous-debugging extension defines them: undefined, memory
// (with an address space), register, implicit value, implicit pointer and composite
// storage, composites built by DW_OP_piece/DW_OP_bit_piece and closed by
// DW_OP_LLVM_piece_end, moved by DW_OP_LLVM_offset/_offset_uconst/_bit_offset, with the
// extension's implicit conversions (a generic-type value is an address in the default
// address space, and back). The AMD legacy and 2020-draft operations mean what their
// DW_OP_LLVM_user equivalents mean (through the table's UserEquivalent). The Intel
// operations do what Intel's debugger does: DW_OP_INTEL_regs makes a register location
// from a popped number; DW_OP_INTEL_push_bit_piece_stack pops a bit size, a bit offset and
// a location and pushes the bits read there; DW_OP_INTEL_regval_bits N pops a bit offset
// and a register number and pushes N bits of that register; DW_OP_INTEL_piece_stack and
// _bit_piece_stack are DW_OP_piece and DW_OP_bit_piece with popped operands. In
// DialectIntel a DW_OP_stack_value result stays usable as a value by later operations, as
// in Intel's debugger (IGC writes "DW_OP_stack_value, DW_OP_const2u 0xffff, DW_OP_and,
// DW_OP_stack_value"); the other dialects follow the extension, where that is ill-formed.
//
// Ill-formed evaluations fail with an *EvalError wrapping one of ErrUnderflow, ErrKind,
// ErrOutside (an offset or piece leaves its storage), ErrBranch, ErrBudget (an expression
// runs at most 32 operations per byte, which ends loops, and builds composites of bounded
// size), ErrUndefined, ErrUnsupported, ErrNoState, or ErrUnknownOp (with the *DecodeError)
// for an opcode the dialect does not have. Evaluation never panics.
//
// Results are compared by meaning with Same: values by type and contents, locations by the
// storage bits they select, so with 32-byte registers "DW_OP_regx 40, DW_OP_piece 32,
// DW_OP_regx 41, DW_OP_piece 32, DW_OP_LLVM_piece_end, DW_OP_LLVM_offset_uconst 40" and
// "DW_OP_const1u 41, DW_OP_INTEL_regs, DW_OP_LLVM_offset_uconst 8" are the same (bytes 8..31
// of register 41). Read gives the bytes a location holds; Resolve flattens a location into
// parts of simple storage. RandomMachine makes reproducible machine states to compare
// expressions on (with IntelRegSize for Intel GPUs).
package expr

import (
	"fmt"
	"strings"
)

// Dialect names which meaning the vendor opcode bytes 0xe0..0xff have.
type Dialect uint8

const (
	// DialectUser is DWARF 5 plus the GNU operations and DW_OP_LLVM_user (0xe9) with its
	// sub-operations: what LLVM and ROCm emit today.
	DialectUser Dialect = iota
	// DialectAMDLegacy is ROCm's single-byte DW_OP_LLVM_* operations at 0xe1..0xec.
	DialectAMDLegacy
	// DialectAMD2020 is the 2020 AMDGPUUsage draft: form_aspace_address 0xe7, offset 0xe9,
	// push_lane 0xea.
	DialectAMD2020
	// DialectIntel is IGC's vendor operations (0xeb..0xef, 0xfe) on top of DialectUser.
	DialectIntel

	numDialects
)

var dialectNames = [numDialects]string{"user", "amd-legacy", "amd-2020", "intel"}

func (d Dialect) String() string {
	if d < numDialects {
		return dialectNames[d]
	}
	return fmt.Sprintf("Dialect(%d)", uint8(d))
}

// Dialects lists every dialect, in order.
func Dialects() []Dialect {
	ds := make([]Dialect, numDialects)
	for i := range ds {
		ds[i] = Dialect(i)
	}
	return ds
}

// ParseDialect turns a dialect name ("user", "amd-legacy", "amd-2020", "intel") into a
// Dialect.
func ParseDialect(s string) (Dialect, error) {
	for i, n := range dialectNames {
		if s == n {
			return Dialect(i), nil
		}
	}
	return 0, fmt.Errorf("unknown dialect %q (want one of %s)", s, strings.Join(dialectNames[:], ", "))
}

// Set implements pflag.Value so a dialect can be a command-line flag.
func (d *Dialect) Set(s string) error {
	v, err := ParseDialect(s)
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// Type implements pflag.Value.
func (d *Dialect) Type() string { return "dialect" }
