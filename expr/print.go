package expr

import (
	"fmt"
	"strings"
)

// PrintOptions adapts printing to what the caller knows about the unit.
type PrintOptions struct {
	// RegName names a DWARF register; "" (or a nil func) prints the number, as
	// llvm-dwarfdump does for targets it has no register information for.
	RegName func(reg uint64) string
	// BaseType resolves a unit-relative base type reference to its .debug_info offset and
	// DW_AT_name; ok is false when no base type DIE is there. Nil means the expression has
	// no unit (CFI), and references print as plain numbers.
	BaseType func(unitOff uint64) (infoOff uint64, name string, ok bool)
}

// Format decodes b under dialect d and prints it the way llvm-dwarfdump-22 prints an
// expression: operations separated by ", ", an entry value's sub-expression in
// parentheses, and "<decoding error>" followed by the remaining bytes where decoding
// stops.
//
// Differences from llvm-dwarfdump-22, which are deliberate:
//   - operations LLVM does not decode (DW_OP_const_type, the *_type and GNU typed
//     operations, the AMD legacy and Intel operations, DW_OP_LLVM_NVIDIA_mux) are printed
//     in the same style instead of as a decoding error;
//   - the DW_OP_LLVM_aspace_bregx displacement is SLEB128 as the specification says; LLVM
//     reads ULEB128, so negative displacements print differently (0x7f is -1 here, and is
//     printed as "-1"; non-negative ones print as LLVM prints them).
//
// LLVM's own quirk is kept: it closes an entry value's parenthesis only when the
// sub-expression is a single operation, and so does Format.
func Format(ctx Context, d Dialect, b []byte, opts PrintOptions) string {
	var sb strings.Builder
	if len(b) == 0 {
		return "<empty>"
	}
	if err := ctx.check(); err != nil {
		return "<decoding error: " + err.Error() + ">"
	}
	c := cursor{B: b, Order: ctx.ByteOrder}
	var entryLeft uint32 // LLVM's unsigned arithmetic, mirrored so ")" lands where it prints it
	var entryStart int
	for c.Off < len(b) {
		start := c.Off
		o, ok := decodeOne(&c, ctx, d)
		if !ok {
			sb.WriteString("<decoding error>")
			for _, x := range b[start:] {
				fmt.Fprintf(&sb, " %02x", x)
			}
			return sb.String()
		}
		printOp(&sb, &o, opts)
		if isEntryValue(o.Op) {
			sb.WriteString("(")
			entryLeft = uint32(o.Args[0])
			entryStart = o.End()
			continue
		}
		if entryLeft != 0 {
			entryLeft -= uint32(o.End() - entryStart)
			if entryLeft == 0 {
				sb.WriteString(")")
			}
		}
		if o.End() < len(b) {
			sb.WriteString(", ")
		}
	}
	return sb.String()
}

// String prints one operation in llvm-dwarfdump's style.
func (o *Operation) String() string {
	var sb strings.Builder
	printOp(&sb, o, PrintOptions{})
	return sb.String()
}

// Print prints one operation in llvm-dwarfdump's style with opts.
func (o *Operation) Print(opts PrintOptions) string {
	var sb strings.Builder
	printOp(&sb, o, opts)
	return sb.String()
}

func printOp(sb *strings.Builder, o *Operation, opts PrintOptions) {
	sb.WriteString(o.Name())
	if printRegister(sb, o, opts) {
		return
	}
	kinds := o.Kinds()
	for i, k := range kinds {
		v := o.Args[i]
		switch {
		case k == KindBaseType && opts.BaseType != nil:
			printBaseType(sb, o, v, opts)
		case k == KindBlock || k == KindRest:
			for _, x := range o.Block {
				fmt.Fprintf(sb, " 0x%02x", x)
			}
		case k == KindSubLen:
			// LLVM prints the sub-expression, not its length.
		case k == KindBranch:
			fmt.Fprintf(sb, " %+d", int64(v)-int64(o.End()))
		case k == KindSLEB && isAspaceBregx(o) && int64(v) >= 0:
			// LLVM reads this displacement as ULEB128 and prints it as such; agree with it
			// wherever the two readings agree.
			fmt.Fprintf(sb, " 0x%x", v)
		case k == KindSLEB && isAspaceBregx(o):
			fmt.Fprintf(sb, " %d", int64(v))
		case k.Signed():
			fmt.Fprintf(sb, " %+d", int64(v))
		default:
			fmt.Fprintf(sb, " 0x%x", v)
		}
	}
}

func isAspaceBregx(o *Operation) bool {
	return o.Op == OpLegacyAspaceBregx || o.Op == OpLLVMUser && o.Sub == AspaceBregx
}

func printBaseType(sb *strings.Builder, o *Operation, v uint64, opts PrintOptions) {
	if o.Op == OpConvert && v == 0 {
		sb.WriteString(" 0x0")
		return
	}
	abs, name, ok := opts.BaseType(v)
	if !ok {
		fmt.Fprintf(sb, " <invalid base_type ref: 0x%x>", v)
		return
	}
	fmt.Fprintf(sb, " (0x%08x)", abs)
	if name != "" {
		fmt.Fprintf(sb, " %q", name)
	}
}

// printRegister prints the register operand by name, as llvm-dwarfdump does when it knows
// the target's registers, and reports whether it did.
func printRegister(sb *strings.Builder, o *Operation, opts PrintOptions) bool {
	if opts.RegName == nil {
		return false
	}
	var reg uint64
	var off int64
	withOff := false
	switch {
	case o.Op >= OpReg0 && o.Op < OpReg0+32:
		reg = uint64(o.Op - OpReg0)
	case o.Op >= OpBreg0 && o.Op < OpBreg0+32:
		reg, off, withOff = uint64(o.Op-OpBreg0), o.Int(0), true
	case o.Op == OpRegx, o.Op == OpRegvalType, o.Op == OpLegacyCallFrameEntryReg,
		o.Op == OpLLVMUser && o.Sub == CallFrameEntryReg:
		reg = o.Args[0]
	case o.Op == OpBregx, o.Op == OpLegacyAspaceBregx, o.Op == OpLLVMUser && o.Sub == AspaceBregx:
		reg, off, withOff = o.Args[0], o.Int(1), true
	default:
		return false
	}
	name := opts.RegName(reg)
	if name == "" {
		return false
	}
	sb.WriteString(" " + name)
	if withOff {
		fmt.Fprintf(sb, "%+d", off)
	}
	if o.Op == OpRegvalType {
		if opts.BaseType != nil {
			printBaseType(sb, o, o.Args[1], opts)
		} else {
			fmt.Fprintf(sb, " <base_type ref: 0x%x>", o.Args[1])
		}
	}
	return true
}
