package frame

import (
	"fmt"
	"strings"

	"hdwarf/expr"
)

// PrintOptions adapts printing to the target.
type PrintOptions struct {
	// RegName names a DWARF register; "" (or nil) prints "reg<N>" as llvm-dwarfdump does
	// for targets it has no register information for.
	RegName func(reg uint64) string
}

// Format prints instructions as llvm-dwarfdump-22 --debug-frame does, one line per
// instruction without indentation. pc is the FDE's initial location, which advance
// instructions print the new address from; nil for a CIE.
func Format(ctx Context, ins []Instruction, pc *uint64, opts PrintOptions) []string {
	var addr uint64
	has := pc != nil
	if has {
		addr = *pc
	}
	out := make([]string, 0, len(ins))
	for i := range ins {
		in := &ins[i]
		var sb strings.Builder
		sb.WriteString(in.Op.String())
		sb.WriteString(":")
		for j, k := range in.Op.Operands() {
			v := in.Args[j]
			switch k {
			case KindReg:
				sb.WriteString(" " + regName(v, opts))
			case KindAddr:
				fmt.Fprintf(&sb, " %x", v)
				addr, has = v, true
			case KindOffset:
				fmt.Fprintf(&sb, " %+d", int64(v))
			case KindDelta:
				if ctx.CodeAlign != 0 {
					fmt.Fprintf(&sb, " %d", int64(v*ctx.CodeAlign))
				} else {
					fmt.Fprintf(&sb, " %d*code_alignment_factor", int64(v))
				}
				if has && ctx.CodeAlign != 0 {
					addr += v * ctx.CodeAlign
					fmt.Fprintf(&sb, " to 0x%x", addr)
				}
			case KindSFactored:
				if ctx.DataAlign != 0 {
					fmt.Fprintf(&sb, " %d", int64(v)*ctx.DataAlign)
				} else {
					fmt.Fprintf(&sb, " %d*data_alignment_factor", int64(v))
				}
			case KindUFactored, KindNegOffset:
				f := v * uint64(ctx.DataAlign)
				if k == KindNegOffset {
					f = -f
				}
				if ctx.DataAlign != 0 {
					fmt.Fprintf(&sb, " %d", int64(f))
				} else {
					fmt.Fprintf(&sb, " %d*data_alignment_factor", int64(v))
				}
			case KindAddrSpace:
				fmt.Fprintf(&sb, " in addrspace%d", v)
			case KindExpr:
				sb.WriteString(" ")
				sb.WriteString(expr.Format(ctx.ExprContext(), ctx.Dialect, in.Expr, expr.PrintOptions{RegName: opts.RegName}))
			}
		}
		out = append(out, sb.String())
	}
	return out
}

func regName(r uint64, opts PrintOptions) string {
	if opts.RegName != nil {
		if n := opts.RegName(r); n != "" {
			return n
		}
	}
	return fmt.Sprintf("reg%d", r)
}
