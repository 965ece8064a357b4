package expr

import (
	"encoding/binary"
	"fmt"
)

// Context holds what the unit that contains an expression says about operand sizes.
type Context struct {
	AddrSize   int              // size of a target address: 2, 4 or 8 (1 is accepted too)
	OffsetSize int              // 4 for 32-bit DWARF, 8 for 64-bit DWARF
	ByteOrder  binary.ByteOrder // of fixed-size operands
	Version    int              // DWARF version of the unit (2..5)
}

// RefAddrSize is the size of a DW_OP_call_ref or DW_OP_implicit_pointer DIE offset: the
// address size in DWARF 2, where DW_FORM_ref_addr was address-sized, the offset size after.
func (c Context) RefAddrSize() int {
	if c.Version == 2 {
		return c.AddrSize
	}
	return c.OffsetSize
}

func (c Context) check() error {
	switch c.AddrSize {
	case 1, 2, 4, 8:
	default:
		return fmt.Errorf("expression context: address size %d is not 1, 2, 4 or 8", c.AddrSize)
	}
	if c.OffsetSize != 4 && c.OffsetSize != 8 {
		return fmt.Errorf("expression context: offset size %d is not 4 or 8", c.OffsetSize)
	}
	if c.ByteOrder == nil {
		return fmt.Errorf("expression context: no byte order")
	}
	if c.Version == 2 && c.AddrSize == 1 {
		return fmt.Errorf("expression context: DWARF 2 reference size would be 1 byte")
	}
	return nil
}

// Operation is one decoded (or to-be-encoded) operation.
type Operation struct {
	// Offset is the byte offset of the opcode within the expression it was decoded from; it
	// is also the identity that branch targets and entry-value extents refer to when
	// re-encoding. New operations that no branch targets use -1.
	Offset int
	Len    int // encoded size in bytes, including the opcode (set by Decode and Encode)
	Op     Op
	Sub    UserSubOp // sub-operation, when Op is OpLLVMUser
	// Args holds the operands in the order of Kinds(). Signed kinds are stored as two's
	// complement; a KindBranch operand holds the target's byte offset within the
	// expression; KindLenULEB/KindLenU8 hold len(Block); KindBlock and KindRest slots are 0.
	Args  [3]uint64
	Block []byte // operand bytes of KindBlock/KindRest; may alias the decoded input
}

// Kinds lists the operand kinds of o, looking through DW_OP_LLVM_user to its sub-operation.
func (o *Operation) Kinds() []Kind {
	if o.Op == OpLLVMUser {
		return o.Sub.Operands()
	}
	return o.Op.Operands()
}

// Int returns operand i as a signed number.
func (o *Operation) Int(i int) int64 { return int64(o.Args[i]) }

// Name is the operation's name as llvm-dwarfdump prints it, including the sub-operation.
func (o *Operation) Name() string {
	if o.Op == OpLLVMUser {
		return o.Op.String() + " " + o.Sub.String()
	}
	return o.Op.String()
}

// End is the offset just past the operation.
func (o *Operation) End() int { return o.Offset + o.Len }
