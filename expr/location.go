package expr

import (
	"bytes"
	"fmt"
	"strings"
)

// LocKind is the kind of storage a Location names (the heterogeneous-debugging extension's
// location storage kinds, plus the implicit pointer of DW_OP_implicit_pointer).
type LocKind uint8

const (
	LocUndefined       LocKind = iota // no storage: nothing can be read (DW_OP_LLVM_undefined, empty pieces)
	LocMemory                         // an address space of the target: Space, address Offset
	LocRegister                       // a register: Reg, byte Offset within it
	LocImplicit                       // a known value that has no storage of its own: Value
	LocImplicitPointer                // a pointer to the object of DIE, PtrOffset bytes into it
	LocComposite                      // parts of other storage, in order: Pieces
)

var locKindNames = [...]string{"undefined", "memory", "register", "implicit", "implicit-pointer", "composite"}

func (k LocKind) String() string {
	if int(k) < len(locKindNames) {
		return locKindNames[k]
	}
	return fmt.Sprintf("LocKind(%d)", uint8(k))
}

// Location is a location description: a storage and a position within it. Its position is
// Offset bytes plus Bit bits (0..7) from the start of the storage; for memory, Offset is the
// address. Locations are values: the evaluator never changes one it has handed out, and
// Pieces and Value may be shared between locations (and with the Program that made them),
// so they must not be changed.
type Location struct {
	Kind   LocKind
	Offset uint64 // byte offset within the storage (the address, for memory)
	Bit    uint8  // further bit offset, 0..7

	Space     AddrSpace // LocMemory, LocImplicitPointer
	Reg       uint64    // LocRegister: DWARF register number
	Entry     bool      // LocRegister: the register as it was on entry to the subprogram (DW_OP_LLVM_call_frame_entry_reg)
	Value     []byte    // LocImplicit: the storage's bytes, in target byte order
	DIE       uint64    // LocImplicitPointer: .debug_info offset of the object's DIE
	PtrOffset int64     // LocImplicitPointer: byte offset into that object
	Pieces    []Piece   // LocComposite: the parts, none of them composite

	bits uint64 // LocComposite: the parts' total size, when the evaluator made it (0: sum them)
}

// Piece is one part of a composite location: Bits bits starting at Loc, where Loc is never
// a composite itself.
type Piece struct {
	Bits uint64
	Loc  Location
}

// bitPos is the location's position in bits when it fits in 64 bits.
func (l *Location) bitPos() (uint64, bool) {
	if l.Offset > (^uint64(0)-uint64(l.Bit))>>3 {
		return 0, false
	}
	return l.Offset<<3 + uint64(l.Bit), true
}

func (l Location) String() string {
	var sb strings.Builder
	l.format(&sb)
	return sb.String()
}

func (l *Location) format(sb *strings.Builder) {
	pos := func() {
		if l.Offset != 0 || l.Bit != 0 {
			fmt.Fprintf(sb, "+0x%x", l.Offset)
			if l.Bit != 0 {
				fmt.Fprintf(sb, ".%d", l.Bit)
			}
		}
	}
	switch l.Kind {
	case LocUndefined:
		sb.WriteString("undefined")
	case LocMemory:
		fmt.Fprintf(sb, "memory(%v) 0x%x", l.Space, l.Offset)
		if l.Bit != 0 {
			fmt.Fprintf(sb, ".%d", l.Bit)
		}
	case LocRegister:
		if l.Entry {
			fmt.Fprintf(sb, "entry-reg%d", l.Reg)
		} else {
			fmt.Fprintf(sb, "reg%d", l.Reg)
		}
		pos()
	case LocImplicit:
		fmt.Fprintf(sb, "implicit[% x]", l.Value)
		pos()
	case LocImplicitPointer:
		fmt.Fprintf(sb, "implicit-pointer(%v) DIE 0x%x%+d", l.Space, l.DIE, l.PtrOffset)
		pos()
	case LocComposite:
		sb.WriteString("composite{")
		for i := range l.Pieces {
			if i > 0 {
				sb.WriteString(", ")
			}
			fmt.Fprintf(sb, "%d bits: ", l.Pieces[i].Bits)
			l.Pieces[i].Loc.format(sb)
		}
		sb.WriteString("}")
		pos()
	default:
		sb.WriteString(l.Kind.String())
	}
}

// Result is what an expression evaluates to: a location description, or (when the top of
// the stack was a value, as for DW_AT_data_member_location or a CFA expression in DWARF 5)
// a value.
type Result struct {
	IsValue bool
	Value   Value    // when IsValue
	Loc     Location // when !IsValue
}

// Location returns the location description the result means where a location is
// required: Loc, or for a generic-type value the memory location in the default address
// space at that address (the extension's implicit conversion). A typed value has no
// location.
func (r Result) Location() (Location, error) {
	if !r.IsValue {
		return r.Loc, nil
	}
	if r.Value.Type != 0 || r.Value.Wide != nil {
		return Location{}, fmt.Errorf("%w: a value of base type 0x%x is not a location", ErrKind, r.Value.Type)
	}
	return Location{Kind: LocMemory, Offset: r.Value.Uint}, nil
}

func (r Result) String() string {
	if r.IsValue {
		return "value " + r.Value.String()
	}
	return r.Loc.String()
}

// storageBits returns the size in bits of the storage l names; unbounded is true for
// storage without a size (undefined) and for a 64-bit address space, whose 2^67 bits do not
// fit.
func (ev *evaluator) storageBits(l *Location) (size uint64, unbounded bool, err error) {
	switch l.Kind {
	case LocUndefined:
		return 0, true, nil
	case LocMemory:
		as, err := ev.m.spaceAddrSize(l.Space)
		if err != nil {
			return 0, false, err
		}
		if as >= 8 {
			return 0, true, nil
		}
		return uint64(1) << (8*uint(as) + 3), false, nil
	case LocRegister:
		b, err := ev.m.regBytes(l.Reg, l.Entry)
		if err != nil {
			return 0, false, err
		}
		return uint64(len(b)) * 8, false, nil
	case LocImplicit:
		return uint64(len(l.Value)) * 8, false, nil
	case LocImplicitPointer:
		as, err := ev.m.spaceAddrSize(l.Space)
		if err != nil {
			return 0, false, err
		}
		return uint64(as) * 8, false, nil
	case LocComposite:
		if l.bits != 0 || len(l.Pieces) == 0 {
			return l.bits, false, nil
		}
		var n uint64
		for i := range l.Pieces {
			if err := ev.charge(1); err != nil {
				return 0, false, err
			}
			if n += l.Pieces[i].Bits; n < l.Pieces[i].Bits {
				return 0, false, fmt.Errorf("%w: composite location of more than 2^64 bits", ErrKind)
			}
		}
		return n, false, nil
	}
	return 0, false, fmt.Errorf("%w: location kind %v", ErrKind, l.Kind)
}

// offsetBy moves l by delta bits, failing when the new position is outside its storage
// (the extension's rule for DW_OP_LLVM_offset, _offset_uconst, _bit_offset and the bit
// displacement of DW_OP_bit_piece). Undefined locations do not move.
func (ev *evaluator) offsetBy(l Location, delta int64) (Location, error) {
	if l.Kind == LocUndefined {
		return l, nil
	}
	b := int64(l.Bit) + delta
	if delta > 0 && b < 0 { // overflow of Bit+delta
		return l, fmt.Errorf("%w: offset %+d bits from %v overflows", ErrOutside, delta, l)
	}
	byteDelta := b >> 3 // floor division
	bit := uint8(b & 7)
	off := l.Offset
	if byteDelta < 0 {
		d := uint64(-byteDelta) // byteDelta >= MinInt64/8: the negation fits
		if d > off {
			return l, fmt.Errorf("%w: offset %+d bits from %v is before its start", ErrOutside, delta, l)
		}
		off -= d
	} else {
		if uint64(byteDelta) > ^uint64(0)-off {
			return l, fmt.Errorf("%w: offset %+d bits from %v overflows", ErrOutside, delta, l)
		}
		off += uint64(byteDelta)
	}
	n := l
	n.Offset, n.Bit = off, bit
	size, unbounded, err := ev.storageBits(&n)
	if err != nil {
		return l, err
	}
	if !unbounded {
		if p, ok := n.bitPos(); !ok || p >= size {
			return l, fmt.Errorf("%w: offset %+d bits from %v passes the end of its %d-bit storage", ErrOutside, delta, l, size)
		}
	}
	return n, nil
}

// within checks that bits bits from l stay inside its storage.
func (ev *evaluator) within(l *Location, bits uint64) error {
	size, unbounded, err := ev.storageBits(l)
	if err != nil || unbounded {
		return err
	}
	p, ok := l.bitPos()
	if !ok || p > size || bits > size-p {
		return fmt.Errorf("%w: %d bits at %v pass the end of its %d-bit storage", ErrOutside, bits, *l, size)
	}
	return nil
}

// slice returns the parts of composite storage c that bits bits at c's position select,
// trimming the first and last part (the extension's canonical-form rule 1).
func (ev *evaluator) slice(c *Location, bits uint64, out []Piece) ([]Piece, error) {
	skip, ok := c.bitPos()
	if !ok {
		return nil, fmt.Errorf("%w: position of %v", ErrOutside, *c)
	}
	for i := range c.Pieces {
		p := &c.Pieces[i]
		if bits == 0 {
			break
		}
		if err := ev.charge(1); err != nil {
			return nil, err
		}
		if skip >= p.Bits {
			skip -= p.Bits
			continue
		}
		take := p.Bits - skip
		if take > bits {
			take = bits
		}
		loc := p.Loc
		if skip != 0 {
			var err error
			if loc, err = ev.offsetBy(loc, int64(skip)); err != nil {
				return nil, err
			}
		}
		out = appendPiece(out, Piece{Bits: take, Loc: loc})
		bits -= take
		skip = 0
	}
	if bits != 0 {
		return nil, fmt.Errorf("%w: %d more bits than composite %v has", ErrOutside, bits, *c)
	}
	return out, nil
}

// appendPiece adds p to a canonical list of parts: empty parts are dropped and a part that
// continues the previous one in the same storage is merged into it (canonical-form rules 2
// and 3).
func appendPiece(ps []Piece, p Piece) []Piece {
	if p.Bits == 0 {
		return ps
	}
	if p.Loc.Kind == LocUndefined {
		p.Loc = Location{}
	}
	if n := len(ps); n > 0 {
		last := &ps[n-1]
		if sameStorage(&last.Loc, &p.Loc) {
			if last.Loc.Kind == LocUndefined {
				last.Bits += p.Bits
				return ps
			}
			a, ok1 := last.Loc.bitPos()
			b, ok2 := p.Loc.bitPos()
			if ok1 && ok2 && a+last.Bits == b && a+last.Bits >= a {
				last.Bits += p.Bits
				return ps
			}
		}
	}
	return append(ps, p)
}

// sameStorage reports whether a and b name the same storage (implicit storage by its
// bytes, since the evaluator does not track where a value came from).
func sameStorage(a, b *Location) bool {
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case LocUndefined:
		return true
	case LocMemory:
		return a.Space == b.Space
	case LocRegister:
		return a.Reg == b.Reg && a.Entry == b.Entry
	case LocImplicit:
		return bytes.Equal(a.Value, b.Value)
	case LocImplicitPointer:
		return a.Space == b.Space && a.DIE == b.DIE && a.PtrOffset == b.PtrOffset
	}
	return false
}

// Resolve flattens the first nbits bits that l denotes into parts of simple storage (none
// composite), in canonical form: adjacent parts that continue each other in one storage are
// one part, and undefined parts have position 0. nbits 0 means everything up to the end of
// the storage (of every part, for a composite). It fails when the bits pass the end of their
// storage. Register sizes come from m.Reg (m.EntryReg for entry registers).
func Resolve(m *Machine, l Location, nbits uint64) ([]Piece, error) {
	ev := &evaluator{m: m, work: maxResolveWork}
	return ev.resolve(l, nbits)
}

func (ev *evaluator) resolve(l Location, nbits uint64) ([]Piece, error) {
	if l.Kind == LocComposite {
		if nbits == 0 {
			size, _, _ := ev.storageBits(&l)
			p, ok := l.bitPos()
			if !ok || p > size {
				return nil, fmt.Errorf("%w: %v", ErrOutside, l)
			}
			nbits = size - p
		}
		return ev.slice(&l, nbits, nil)
	}
	if nbits == 0 {
		size, unbounded, err := ev.storageBits(&l)
		if err != nil {
			return nil, err
		}
		switch {
		case l.Kind == LocUndefined:
			return nil, nil
		case unbounded: // a 64-bit address space: up to the last address, or 2^64-1 bits
			nbits = ^uint64(0)
			if rest := ^l.Offset; rest < 1<<61 {
				nbits = rest<<3 + uint64(8-l.Bit)
			}
		default:
			p, ok := l.bitPos()
			if !ok || p > size {
				return nil, fmt.Errorf("%w: %v", ErrOutside, l)
			}
			nbits = size - p
		}
	} else if err := ev.within(&l, nbits); err != nil {
		return nil, err
	}
	return appendPiece(nil, Piece{Bits: nbits, Loc: l}), nil
}

// Read returns the contents of the first nbits bits that l denotes, packed from bit 0 of
// byte 0 (least significant bit first), reading registers through m.Reg and memory through
// m.Mem. Undefined bits and implicit pointers cannot be read.
func Read(m *Machine, l Location, nbits uint64) ([]byte, error) {
	if nbits == 0 || nbits > maxReadBits {
		return nil, fmt.Errorf("expression result: read of %d bits (want 1..%d)", nbits, uint64(maxReadBits))
	}
	ev := &evaluator{m: m, work: maxResolveWork}
	return ev.read(l, nbits)
}

const (
	maxReadBits    = 1 << 24
	maxResolveWork = 1 << 20
)

func (ev *evaluator) read(l Location, nbits uint64) ([]byte, error) {
	out := make([]byte, (nbits+7)/8)
	return out, ev.readTo(out, l, nbits)
}

// readTo reads nbits bits at l into out, which has (nbits+7)/8 bytes.
func (ev *evaluator) readTo(out []byte, l Location, nbits uint64) error {
	clear(out)
	if l.Kind != LocComposite {
		if err := ev.within(&l, nbits); err != nil {
			return err
		}
		return ev.readPart(out, 0, &l, nbits)
	}
	parts, err := ev.slice(&l, nbits, ev.parts[:0])
	ev.parts = parts[:0]
	if err != nil {
		return err
	}
	var at uint64
	for i := range parts {
		p := &parts[i]
		if err := ev.within(&p.Loc, p.Bits); err != nil { // parts of a caller's composite
			return err
		}
		if err := ev.readPart(out, at, &p.Loc, p.Bits); err != nil {
			return err
		}
		at += p.Bits
	}
	return nil
}

// readPart copies bits bits at simple location l, which lie inside its storage, to out at
// bit at.
func (ev *evaluator) readPart(out []byte, at uint64, l *Location, bits uint64) error {
	var src []byte
	switch l.Kind {
	case LocRegister:
		b, err := ev.m.regBytes(l.Reg, l.Entry)
		if err != nil {
			return err
		}
		if l.Offset > uint64(len(b)) {
			return fmt.Errorf("%w: %v", ErrOutside, *l)
		}
		src = b[l.Offset:]
	case LocImplicit:
		if l.Offset > uint64(len(l.Value)) {
			return fmt.Errorf("%w: %v", ErrOutside, *l)
		}
		src = l.Value[l.Offset:]
	case LocMemory:
		if ev.m.Mem == nil {
			return fmt.Errorf("%w: no memory reader for %v", ErrNoState, *l)
		}
		n := (uint64(l.Bit) + bits + 7) / 8
		if n <= uint64(len(ev.memBuf)) {
			src = ev.memBuf[:n]
		} else {
			src = make([]byte, n)
		}
		if err := ev.m.Mem(l.Space, l.Offset, src); err != nil {
			return fmt.Errorf("reading %d bytes of %v: %w", n, *l, err)
		}
	case LocUndefined:
		return fmt.Errorf("%w: %d bits are undefined", ErrUndefined, bits)
	case LocImplicitPointer:
		return fmt.Errorf("%w: %v cannot be read", ErrUnsupported, *l)
	default:
		return fmt.Errorf("%w: location kind %v", ErrKind, l.Kind)
	}
	if uint64(len(src)) < (uint64(l.Bit)+bits+7)/8 || uint64(len(out))*8 < at+bits {
		return fmt.Errorf("%w: %d bits at %v", ErrOutside, bits, *l)
	}
	copyBits(out, at, src, uint64(l.Bit), bits)
	return nil
}

// copyBits copies n bits from src at bit srcOff to dst at bit dstOff, bits numbered from
// the least significant bit of byte 0.
func copyBits(dst []byte, dstOff uint64, src []byte, srcOff, n uint64) {
	if dstOff%8 == 0 && srcOff%8 == 0 {
		whole := n / 8
		copy(dst[dstOff/8:dstOff/8+whole], src[srcOff/8:srcOff/8+whole])
		dstOff, srcOff, n = dstOff+whole*8, srcOff+whole*8, n-whole*8
	}
	for i := uint64(0); i < n; i++ {
		s, d := srcOff+i, dstOff+i
		bit := src[s/8] >> (s % 8) & 1
		dst[d/8] = dst[d/8]&^(1<<(d%8)) | bit<<(d%8)
	}
}

// Equal reports whether a and b are the same location description: the same kind, storage
// and position, and for composites the same parts in canonical form.
func Equal(a, b Location) bool {
	if a.Kind != b.Kind || a.Offset != b.Offset || a.Bit != b.Bit || (a.Kind != LocComposite && !sameStorage(&a, &b)) {
		return false
	}
	if a.Kind != LocComposite {
		return true
	}
	if len(a.Pieces) != len(b.Pieces) {
		return false
	}
	for i := range a.Pieces {
		if a.Pieces[i].Bits != b.Pieces[i].Bits || !Equal(a.Pieces[i].Loc, b.Pieces[i].Loc) {
			return false
		}
	}
	return true
}

// Same reports whether two results mean the same: two values of the same type and
// contents, or two locations whose first nbits bits (see Resolve) are the same bits of the
// same storage. nbits 0 compares as many bits as the shorter of the two extents has (a
// register location reaches to the end of its register, a composite to the end of its
// parts), which is what a rewrite of IGC's register location into a composite of several
// registers keeps; an empty extent (undefined) is only the same as another empty one. A
// generic-type value stands for the memory location it converts to, so "DW_OP_addr A" and
// "DW_OP_const8u A" are the same. It is structural, not a comparison of the bytes now stored
// there: two register locations that happen to hold equal bytes are not the same (compare
// Read results for that).
func Same(m *Machine, a, b Result, nbits uint64) (bool, error) {
	if a.IsValue && b.IsValue {
		return a.Value.Equal(b.Value), nil
	}
	la, err := a.Location()
	if err != nil {
		return false, err
	}
	lb, err := b.Location()
	if err != nil {
		return false, err
	}
	if nbits == 0 {
		ea, err := extent(m, la)
		if err != nil {
			return false, fmt.Errorf("%v: %w", la, err)
		}
		eb, err := extent(m, lb)
		if err != nil {
			return false, fmt.Errorf("%v: %w", lb, err)
		}
		if ea == 0 || eb == 0 {
			return ea == eb && Equal(la, lb), nil
		}
		nbits = min(ea, eb)
	}
	pa, err := Resolve(m, la, nbits)
	if err != nil {
		return false, fmt.Errorf("%v: %w", la, err)
	}
	pb, err := Resolve(m, lb, nbits)
	if err != nil {
		return false, fmt.Errorf("%v: %w", lb, err)
	}
	if len(pa) != len(pb) {
		return false, nil
	}
	for i := range pa {
		if pa[i].Bits != pb[i].Bits || !Equal(pa[i].Loc, pb[i].Loc) {
			return false, nil
		}
	}
	return true, nil
}

// extent is the number of bits from l to the end of its storage (for a composite, of its
// parts), at most 2^64-1.
func extent(m *Machine, l Location) (uint64, error) {
	ps, err := Resolve(m, l, 0)
	if err != nil {
		return 0, err
	}
	var n uint64
	for i := range ps {
		if n += ps[i].Bits; n < ps[i].Bits {
			return ^uint64(0), nil
		}
	}
	return n, nil
}
