package migrate

import (
	"debug/elf"
	"fmt"
	"hdwarf/internal/bytecursor"
	"hdwarf/internal/leb128"

	"hdwarf/frame"
	"hdwarf/sections/dwarf"
)

// rewriteFrames rewrites the expressions of DW_CFA_def_cfa_expression, DW_CFA_expression
// and DW_CFA_val_expression in .debug_frame or .eh_frame, then the entry lengths and the
// CIE pointers of FDEs whose CIE moved.
func (m *migrator) rewriteFrames(name string) error {
	sec := m.d.Sec(name)
	if sec == nil {
		return nil
	}
	entries, err := m.d.Frames(name)
	if err != nil {
		return err
	}
	eh := name == ".eh_frame"
	// A loaded section keeps its place in the file: entries keep their size when the
	// trailing DW_CFA_nop padding can absorb the change.
	keepSize := sec.ELF.Flags&elf.SHF_ALLOC != 0
	raw := sec.Raw
	bo := m.d.ByteOrder
	om := &offsetMap{}
	m.setMap(name, om)
	out := make([]byte, 0, len(raw))
	w := m.newWork()
	type frameSpan struct {
		off, oldLen, newLen int64
		inner               []run
	}
	var pending uint64
	for i := range entries {
		e := &entries[i]
		if e.Terminator {
			continue
		}
		out = append(out, raw[pending:e.Off]...)
		start := uint64(len(out))
		out = append(out, raw[e.Off:e.InsnOff]...)
		pending = e.InsnOff
		osz := 4
		if e.Format64 {
			osz = 8
		}
		if !e.IsCIE {
			nc, ok := om.lookup(e.CIE)
			if !ok {
				return &dwarf.Error{Section: name, Off: e.CIEPointerPos, Msg: "CIE pointer points inside rewritten bytes"}
			}
			v := nc
			if eh {
				v = start + (e.CIEPointerPos - e.Off) - nc
			}
			bytecursor.PutFixed(out[start+(e.CIEPointerPos-e.Off):], bo, osz, v)
		}
		ctx := frame.Context{AddrSize: e.AddrSize, OffsetSize: osz, ByteOrder: bo, Version: e.Version,
			CodeAlign: e.CodeAlign, DataAlign: e.DataAlign, Dialect: m.opts.From}
		ins, err := frame.Decode(ctx, e.Insns)
		if err != nil {
			return &dwarf.Error{Section: name, Off: e.InsnOff, Msg: fmt.Sprintf("%v: %v", e, err)}
		}
		var spans []frameSpan
		for j := range ins {
			in := &ins[j]
			if !hasExpr(in.Op) {
				continue
			}
			where := func() string {
				return fmt.Sprintf("%s: %v, %v at offset 0x%x", name, e, in.Op, e.InsnOff+uint64(in.Offset))
			}
			w.lanes = 0 // the file's width: FDEs are not matched to subprograms
			w.pc, w.pcErr = nil, errNotLocList
			res, err := m.rewriteExpr(w, ctx.ExprContext(), in.Expr, nil, where)
			if err != nil {
				return err
			}
			w.commit()
			if !res.changed {
				continue
			}
			b := appendExprInsn(in, res.code)
			at := e.InsnOff + uint64(in.Offset)
			out = append(out, raw[pending:at]...)
			out = append(out, b...)
			pending = at + uint64(in.Len)
			oldPre := int64(in.Len - len(in.Expr))
			newPre := int64(len(b) - len(res.code))
			inner := make([]run, len(res.inner))
			for k, r := range res.inner {
				inner[k] = run{r.old + oldPre, r.new + newPre, r.n}
			}
			spans = append(spans, frameSpan{int64(at), int64(in.Len), int64(len(b)), inner})
		}
		out = append(out, raw[pending:e.End]...)
		pending = e.End
		grown := int64(len(out)) - int64(start) - int64(e.End-e.Off)
		if keepSize && grown != 0 && trailingNops(ins) >= grown {
			if grown > 0 {
				out = out[:int64(len(out))-grown]
			} else {
				out = append(out, make([]byte, -grown)...)
			}
			spans = nil // the entry keeps its place and size
		}
		for _, s := range spans {
			om.add(s.off, s.oldLen, s.newLen, s.inner)
		}
		n := uint64(len(out)) - start
		if e.Format64 {
			bo.PutUint64(out[start+4:], n-12)
		} else {
			if n-4 >= 0xfffffff0 {
				return &dwarf.Error{Section: name, Off: e.Off, Msg: "entry grows too long for the 32-bit format"}
			}
			bo.PutUint32(out[start:], uint32(n-4))
		}
	}
	out = append(out, raw[pending:]...)
	m.setOut(name, out)
	return nil
}

func hasExpr(op frame.Op) bool {
	for _, k := range op.Operands() {
		if k == frame.KindExpr {
			return true
		}
	}
	return false
}

// appendExprInsn encodes an expression instruction with a new expression. It is written
// here rather than with frame.Append because the new bytes may hold operations kept from
// the input dialect (--keep-unmappable), which frame would reject.
func appendExprInsn(in *frame.Instruction, code []byte) []byte {
	b := []byte{byte(in.Op)}
	for i, k := range in.Op.Operands() {
		if k == frame.KindExpr {
			b = leb128.AppendUnsigned(b, uint64(len(code)))
			b = append(b, code...)
		} else {
			b = leb128.AppendUnsigned(b, in.Args[i])
		}
	}
	return b
}

// trailingNops counts the DW_CFA_nop instructions that end an entry.
func trailingNops(ins []frame.Instruction) int64 {
	n := int64(0)
	for i := len(ins) - 1; i >= 0 && ins[i].Op == frame.OpNop; i-- {
		n++
	}
	return n
}
