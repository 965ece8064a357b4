package expr

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hdwarf/internal/bytecursor"
)

// Value is a value on the expression stack: of the generic type (Type 0: an integer of the
// address size, signedness chosen by each operation as DWARF 5 says) or of the base type
// whose DIE is at unit offset Type.
type Value struct {
	Type     uint64 // unit-relative offset of the base type DIE; 0 is the generic type
	Size     int    // bytes
	Encoding uint8  // DW_ATE_* of the base type; 0 for the generic type
	Uint     uint64 // the value, zero-extended from Size bytes, when Size <= 8
	Wide     []byte // the value in target byte order, when Size > 8 (see Machine)
}

// BaseType is what the evaluator needs to know of a base type DIE.
type BaseType struct {
	Size     int   // DW_AT_byte_size
	Encoding uint8 // DW_AT_encoding (DW_ATE_*)
}

// DW_ATE_* encodings the evaluator distinguishes.
const (
	ateAddress      = 0x01
	ateBoolean      = 0x02
	ateSigned       = 0x05
	ateSignedChar   = 0x06
	ateUnsigned     = 0x07
	ateUnsignedChar = 0x08
	ateUTF          = 0x10
	ateLoUser       = 0x80
)

func (v Value) String() string {
	if v.Wide != nil {
		return fmt.Sprintf("[% x] (%d bytes)", v.Wide, v.Size)
	}
	if v.Type == 0 {
		return fmt.Sprintf("0x%x", v.Uint)
	}
	return fmt.Sprintf("0x%x (type 0x%x, %d bytes)", v.Uint, v.Type, v.Size)
}

// Equal reports whether v and w have the same type and contents.
func (v Value) Equal(w Value) bool {
	return v.Type == w.Type && v.Size == w.Size && v.Uint == w.Uint && bytes.Equal(v.Wide, w.Wide)
}

// integral reports whether the value's type is an integral type (the generic type, address,
// boolean, (un)signed (char), UTF or a vendor encoding).
func (v *Value) integral() bool {
	if v.Wide != nil {
		return false
	}
	switch v.Encoding {
	case 0, ateAddress, ateBoolean, ateSigned, ateSignedChar, ateUnsigned, ateUnsignedChar, ateUTF:
		return true
	}
	return v.Encoding >= ateLoUser
}

func (v *Value) signedType() bool { return v.Encoding == ateSigned || v.Encoding == ateSignedChar }

func (v *Value) mask() uint64 {
	if v.Size >= 8 {
		return ^uint64(0)
	}
	return uint64(1)<<(8*uint(v.Size)) - 1
}

// int is the value sign-extended from its size.
func (v *Value) int() int64 { return int64(signExtend(v.Uint, v.Size)) }

// with returns a value of v's type holding x (truncated to the type's size).
func (v Value) with(x uint64) Value {
	v.Uint = x & v.mask()
	return v
}

// Bytes returns the value's Size bytes in byte order bo.
func (v Value) Bytes(bo binary.ByteOrder) []byte {
	if v.Wide != nil {
		return append([]byte(nil), v.Wide...)
	}
	if v.Size <= 8 {
		return bytecursor.AppendFixed(nil, bo, v.Size, v.Uint)
	}
	return nil
}

// valueFromBytes builds a value of type t from its bytes in byte order bo; sizes over 8
// bytes give a Wide value.
func valueFromBytes(t uint64, size int, enc uint8, b []byte, bo binary.ByteOrder) Value {
	v := Value{Type: t, Size: size, Encoding: enc}
	if size > 8 {
		v.Wide = append([]byte(nil), b[:size]...)
		return v
	}
	var tmp [8]byte
	if bo == binary.BigEndian || (bo != binary.LittleEndian && bo.Uint16([]byte{0, 1}) == 1) {
		copy(tmp[8-size:], b[:size])
		v.Uint = binary.BigEndian.Uint64(tmp[:])
	} else {
		copy(tmp[:], b[:size])
		v.Uint = binary.LittleEndian.Uint64(tmp[:])
	}
	return v
}
