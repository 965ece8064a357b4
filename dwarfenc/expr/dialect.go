// Package expr is the one table of DWARF expression operations (DWARF 5, GNU, the
// DW_OP_LLVM_user sub-operations, the AMD legacy single-byte dialects and Intel's vendor
// operations) and everything derived from it: a builder that encodes, a decoder that
// returns typed operations with byte offsets, a re-encoder for rewriting, and a printer
// whose text matches llvm-dwarfdump-22.
//
// The bytes 0xe0..0xff are shared by many vendors, so every decode and encode names a
// Dialect saying which meaning they have.
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
