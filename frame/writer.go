package frame

import (
	"encoding/binary"
	"fmt"
	"hdwarf/internal/bytecursor"
	"hdwarf/internal/leb128"
)

// Program builds a CIE's or FDE's instructions. Methods taking byte offsets pick the
// shortest encoding (factoring by the alignment factors of Ctx); Op and Add write exactly
// the instruction asked for. The first error is kept and returned by Bytes.
type Program struct {
	Ctx Context
	buf []byte
	err error
}

// Bytes returns the instructions.
func (p *Program) Bytes() ([]byte, error) { return p.buf, p.err }

func (p *Program) fail(format string, args ...any) *Program {
	if p.err == nil {
		p.err = fmt.Errorf("CFI program: "+format, args...)
	}
	return p
}

// Add appends one instruction given as a value.
func (p *Program) Add(in Instruction) *Program {
	if p.err != nil {
		return p
	}
	var err error
	if p.buf, err = Append(p.buf, p.Ctx, &in); err != nil {
		p.fail("%v", err)
	}
	return p
}

// Op appends op with its operands in table order (an expression operand is passed to Add
// instead: see Expression).
func (p *Program) Op(op Op, args ...uint64) *Program {
	kinds := op.Operands()
	if len(args) != len(kinds) {
		return p.fail("%v takes %d operands, got %d", op, len(kinds), len(args))
	}
	in := Instruction{Op: op}
	for i, k := range kinds {
		if k == KindExpr {
			return p.fail("%v takes an expression: use its own method or Add", op)
		}
		in.Args[i] = args[i]
	}
	return p.Add(in)
}

// factor divides a byte offset by the data alignment factor.
func (p *Program) factor(off int64) (int64, bool) {
	da := p.Ctx.DataAlign
	if da == 0 || off%da != 0 {
		p.fail("offset %d is not a multiple of the data alignment factor %d", off, da)
		return 0, false
	}
	return off / da, true
}

// AdvanceLoc moves the location forward by delta bytes.
func (p *Program) AdvanceLoc(delta uint64) *Program {
	ca := p.Ctx.CodeAlign
	if ca == 0 || delta%ca != 0 {
		return p.fail("advance %d is not a multiple of the code alignment factor %d", delta, ca)
	}
	d := delta / ca
	switch {
	case d == 0:
		return p
	case d < 0x40:
		return p.Op(OpAdvanceLoc, d)
	case d <= 0xff:
		return p.Op(OpAdvanceLoc1, d)
	case d <= 0xffff:
		return p.Op(OpAdvanceLoc2, d)
	case d <= 0xffffffff:
		return p.Op(OpAdvanceLoc4, d)
	}
	return p.Op(OpMIPSAdvanceLoc8, d)
}

// DefCFA sets the CFA to reg + off.
func (p *Program) DefCFA(reg uint64, off int64) *Program {
	if off >= 0 {
		return p.Op(OpDefCFA, reg, uint64(off))
	}
	if f, ok := p.factor(off); ok {
		return p.Op(OpDefCFASF, reg, uint64(f))
	}
	return p
}

// DefCFARegister changes the CFA register.
func (p *Program) DefCFARegister(reg uint64) *Program { return p.Op(OpDefCFARegister, reg) }

// DefCFAOffset changes the CFA offset.
func (p *Program) DefCFAOffset(off int64) *Program {
	if off >= 0 {
		return p.Op(OpDefCFAOffset, uint64(off))
	}
	if f, ok := p.factor(off); ok {
		return p.Op(OpDefCFAOffsetSF, uint64(f))
	}
	return p
}

// LLVMDefAspaceCFA sets the CFA to reg + off in address space aspace
// (DW_CFA_LLVM_def_aspace_cfa, or its _sf form for a negative offset).
func (p *Program) LLVMDefAspaceCFA(reg uint64, off int64, aspace uint64) *Program {
	if off >= 0 {
		return p.Op(OpLLVMDefAspaceCFA, reg, uint64(off), aspace)
	}
	if f, ok := p.factor(off); ok {
		return p.Op(OpLLVMDefAspaceCFASF, reg, uint64(f), aspace)
	}
	return p
}

// DefCFAExpression sets the CFA to the value of a DWARF expression.
func (p *Program) DefCFAExpression(e []byte) *Program {
	return p.Add(Instruction{Op: OpDefCFAExpression, Expr: e})
}

// Offset says reg is saved at CFA + off.
func (p *Program) Offset(reg uint64, off int64) *Program {
	f, ok := p.factor(off)
	switch {
	case !ok:
		return p
	case f < 0:
		return p.Op(OpOffsetExtendedSF, reg, uint64(f))
	case reg < 0x40:
		return p.Op(OpOffset, reg, uint64(f))
	}
	return p.Op(OpOffsetExtended, reg, uint64(f))
}

// ValOffset says reg's value is CFA + off.
func (p *Program) ValOffset(reg uint64, off int64) *Program {
	f, ok := p.factor(off)
	switch {
	case !ok:
		return p
	case f < 0:
		return p.Op(OpValOffsetSF, reg, uint64(f))
	}
	return p.Op(OpValOffset, reg, uint64(f))
}

// Expression says reg is saved at the address a DWARF expression computes.
func (p *Program) Expression(reg uint64, e []byte) *Program {
	return p.Add(Instruction{Op: OpExpression, Args: [3]uint64{reg}, Expr: e})
}

// ValExpression says reg's value is what a DWARF expression computes.
func (p *Program) ValExpression(reg uint64, e []byte) *Program {
	return p.Add(Instruction{Op: OpValExpression, Args: [3]uint64{reg}, Expr: e})
}

// Register says reg is saved in register in.
func (p *Program) Register(reg, in uint64) *Program { return p.Op(OpRegister, reg, in) }

// Undefined says reg cannot be recovered.
func (p *Program) Undefined(reg uint64) *Program { return p.Op(OpUndefined, reg) }

// SameValue says reg is unchanged.
func (p *Program) SameValue(reg uint64) *Program { return p.Op(OpSameValue, reg) }

// Restore sets reg's rule back to the CIE's.
func (p *Program) Restore(reg uint64) *Program {
	if reg < 0x40 {
		return p.Op(OpRestore, reg)
	}
	return p.Op(OpRestoreExtended, reg)
}

// RememberState pushes the current rules.
func (p *Program) RememberState() *Program { return p.Op(OpRememberState) }

// RestoreState pops the rules pushed last.
func (p *Program) RestoreState() *Program { return p.Op(OpRestoreState) }

// Address is the value of an address field: Value bytes past a symbol or past the start
// of a section when either is named (a relocation is to be emitted), the absolute address
// Value otherwise. It maps one to one onto dwarfenc.Addr.
type Address struct {
	Symbol  string
	Section string
	Value   uint64
}

// FieldKind says what a field that needs relocation holds.
type FieldKind uint8

const (
	// FieldAddress is a target address (an FDE's initial_location).
	FieldAddress FieldKind = iota + 1
	// FieldSectionOffset is an offset into .debug_frame itself (an FDE's CIE pointer);
	// linkers that concatenate .debug_frame sections need a relocation for it.
	FieldSectionOffset
)

// AddrField is a field of the written section that a relocation must be emitted for:
// Size bytes at Offset hold Symbol (or the start of Section) plus Addend. The section
// bytes hold Addend already (REL style). It maps one to one onto dwarfenc.Reloc.
type AddrField struct {
	Offset  uint64 // of the field within .debug_frame
	Size    int
	Kind    FieldKind
	Symbol  string
	Section string // ".debug_frame" for a FieldSectionOffset
	Addend  uint64
}

// CIE describes a Common Information Entry to write. Sections are read by
// sections/dwarf's File.Frames.
type CIE struct {
	Version      uint8 // 1 (DWARF 2), 3 (DWARF 3) or 4 (DWARF 4 and 5)
	Augmentation string
	AddrSize     uint8 // version 4 only; 0 there means the writer's
	SegmentSize  uint8 // version 4 only
	CodeAlign    uint64
	DataAlign    int64
	RAColumn     uint64
	Instructions []byte // the initial instructions
}

// FDEDesc describes an FDE to write.
type FDEDesc struct {
	CIE          int // as returned by Writer.AddCIE
	Segment      uint64
	Start        Address
	Range        uint64
	Instructions []byte
}

// Writer builds a .debug_frame section.
type Writer struct {
	Format64  bool             // 64-bit DWARF format
	ByteOrder binary.ByteOrder // of the target
	AddrSize  int              // of the target; version 4 CIEs state their own

	buf    []byte
	cies   []CIE
	cieOff []uint64
	fields []AddrField
}

func (w *Writer) check() error {
	if w.ByteOrder == nil {
		return fmt.Errorf(".debug_frame writer: no byte order")
	}
	if w.AddrSize != 1 && w.AddrSize != 2 && w.AddrSize != 4 && w.AddrSize != 8 {
		return fmt.Errorf(".debug_frame writer: address size %d", w.AddrSize)
	}
	return nil
}

func (w *Writer) offsetSize() int {
	if w.Format64 {
		return 8
	}
	return 4
}

// entry appends an entry with the given body (after the length field), padding the
// body with DW_CFA_nop so that the entry is a multiple of the address size. It returns
// the entry's offset and the offset of its body.
func (w *Writer) entry(align int, body []byte) (start, bodyAt uint64) {
	lenSize := 4
	if w.Format64 {
		lenSize = 12
	}
	for (lenSize+len(body))%align != 0 {
		body = append(body, byte(OpNop))
	}
	start = uint64(len(w.buf))
	if w.Format64 {
		w.buf = bytecursor.AppendFixed(w.buf, w.ByteOrder, 4, 0xffffffff)
		w.buf = bytecursor.AppendFixed(w.buf, w.ByteOrder, 8, uint64(len(body)))
	} else {
		w.buf = bytecursor.AppendFixed(w.buf, w.ByteOrder, 4, uint64(len(body)))
	}
	bodyAt = uint64(len(w.buf))
	w.buf = append(w.buf, body...)
	return start, bodyAt
}

// AddCIE appends a CIE and returns its index.
func (w *Writer) AddCIE(c CIE) (int, error) {
	if err := w.check(); err != nil {
		return 0, err
	}
	if c.Version != 1 && c.Version != 3 && c.Version != 4 {
		return 0, fmt.Errorf(".debug_frame writer: CIE version %d is not 1, 3 or 4", c.Version)
	}
	if c.Version == 4 && c.AddrSize == 0 {
		c.AddrSize = uint8(w.AddrSize)
	}
	if c.Version < 4 && (c.AddrSize != 0 || c.SegmentSize != 0) {
		return 0, fmt.Errorf(".debug_frame writer: CIE version %d has no address or segment size", c.Version)
	}
	if c.SegmentSize > 8 {
		return 0, fmt.Errorf(".debug_frame writer: segment selector size %d", c.SegmentSize)
	}
	var b []byte
	b = bytecursor.AppendFixed(b, w.ByteOrder, w.offsetSize(), ^uint64(0))
	b = append(b, c.Version)
	b = append(b, c.Augmentation...)
	b = append(b, 0)
	if c.Version == 4 {
		b = append(b, c.AddrSize, c.SegmentSize)
	}
	b = leb128.AppendUnsigned(b, c.CodeAlign)
	b = leb128.AppendSigned(b, c.DataAlign)
	if c.Version == 1 {
		if c.RAColumn > 0xff {
			return 0, fmt.Errorf(".debug_frame writer: return address column %d does not fit the version 1 byte", c.RAColumn)
		}
		b = append(b, byte(c.RAColumn))
	} else {
		b = leb128.AppendUnsigned(b, c.RAColumn)
	}
	b = append(b, c.Instructions...)
	start, _ := w.entry(w.addrSize(&c), b)
	w.cies = append(w.cies, c)
	w.cieOff = append(w.cieOff, start)
	return len(w.cies) - 1, nil
}

func (w *Writer) addrSize(c *CIE) int {
	if c.Version == 4 && c.AddrSize != 0 {
		return int(c.AddrSize)
	}
	return w.AddrSize
}

// AddFDE appends an FDE.
func (w *Writer) AddFDE(f FDEDesc) error {
	if err := w.check(); err != nil {
		return err
	}
	if f.CIE < 0 || f.CIE >= len(w.cies) {
		return fmt.Errorf(".debug_frame writer: FDE names CIE %d of %d", f.CIE, len(w.cies))
	}
	c := &w.cies[f.CIE]
	a := w.addrSize(c)
	if a < 8 && (f.Start.Value>>(8*uint(a)) != 0 || f.Range>>(8*uint(a)) != 0) {
		return fmt.Errorf(".debug_frame writer: FDE address 0x%x or range 0x%x does not fit in %d bytes", f.Start.Value, f.Range, a)
	}
	osz := w.offsetSize()
	var b []byte
	b = bytecursor.AppendFixed(b, w.ByteOrder, osz, w.cieOff[f.CIE])
	if s := int(c.SegmentSize); s > 0 {
		for i := 0; i < s; i++ {
			shift := uint(8 * i)
			if w.ByteOrder == binary.BigEndian {
				shift = uint(8 * (s - 1 - i))
			}
			b = append(b, byte(f.Segment>>shift))
		}
	}
	startAt := len(b)
	b = bytecursor.AppendFixed(b, w.ByteOrder, a, f.Start.Value)
	b = bytecursor.AppendFixed(b, w.ByteOrder, a, f.Range)
	b = append(b, f.Instructions...)
	_, body := w.entry(a, b)
	w.fields = append(w.fields, AddrField{Offset: body, Size: osz, Kind: FieldSectionOffset,
		Section: ".debug_frame", Addend: w.cieOff[f.CIE]})
	if f.Start.Symbol != "" || f.Start.Section != "" {
		w.fields = append(w.fields, AddrField{Offset: body + uint64(startAt), Size: a, Kind: FieldAddress,
			Symbol: f.Start.Symbol, Section: f.Start.Section, Addend: f.Start.Value})
	}
	return nil
}

// Bytes returns the section contents.
func (w *Writer) Bytes() []byte { return w.buf }

// Fields returns the fields that need relocations, in section order.
func (w *Writer) Fields() []AddrField { return w.fields }
