// Package exprtest builds small relocatable ELF objects that carry given DWARF expressions
// (one DW_TAG_variable with a DW_AT_location exprloc each) and a given .debug_frame, so
// that tests can hold the output of llvm-dwarfdump against our own printing.
package exprtest

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"hdwarf/internal/leb128"
	"regexp"
	"strings"

	"hdwarf/elfrw"
	"hdwarf/expr"
)

// Machine is the e_machine of the objects: one LLVM has no register information for, so
// llvm-dwarfdump prints register numbers as our printer does without a RegName function.
const Machine = elfrw.EMIntelGT

// BaseTypeName is the DW_AT_name of the base type DIE every unit has.
const BaseTypeName = "int"

// Object is a generated object and what tests need to know about it.
type Object struct {
	ELF []byte
	// BaseType is the unit-relative offset of the base type DIE (for DW_OP_convert and
	// friends); the unit starts at .debug_info offset 0.
	BaseType uint64
}

// Resolve is an expr.PrintOptions.BaseType function for the object's unit.
func (o *Object) Resolve(off uint64) (uint64, string, bool) {
	if off == o.BaseType {
		return off, BaseTypeName, true
	}
	return 0, "", false
}

// Build makes an object whose unit (DWARF ctx.Version 4 or 5, ctx.OffsetSize 4 or 8,
// ctx.AddrSize 4 or 8 choosing the ELF class) holds one variable per expression, and whose
// .debug_frame is frame (omitted when nil).
func Build(ctx expr.Context, exprs [][]byte, frame []byte) (*Object, error) {
	if ctx.Version != 4 && ctx.Version != 5 {
		return nil, fmt.Errorf("exprtest: DWARF version %d (want 4 or 5)", ctx.Version)
	}
	bo := ctx.ByteOrder
	abbrev := []byte{
		1, 0x11, 1, 0x13, 0x05, 0, 0, // compile_unit, children: language data2
		2, 0x24, 0, 0x03, 0x08, 0x3e, 0x0b, 0x0b, 0x0b, 0, 0, // base_type: name string, encoding, byte_size
		3, 0x34, 0, 0x02, 0x18, 0, 0, // variable: location exprloc
		0,
	}
	var body []byte
	body = append(body, 1)
	body = app16(bo, body, 0x0c) // DW_LANG_C99
	btAt := len(body)
	body = append(body, 2)
	body = append(body, BaseTypeName...)
	body = append(body, 0, 0x05, 4) // DW_ATE_signed, 4 bytes
	for _, e := range exprs {
		body = append(body, 3)
		body = leb128.AppendUnsigned(body, uint64(len(e)))
		body = append(body, e...)
	}
	body = append(body, 0)

	var hdr []byte // after unit_length
	hdr = app16(bo, hdr, uint16(ctx.Version))
	if ctx.Version == 5 {
		hdr = append(hdr, 0x01, byte(ctx.AddrSize)) // DW_UT_compile
		hdr = appendOffset(hdr, bo, ctx.OffsetSize, 0)
	} else {
		hdr = appendOffset(hdr, bo, ctx.OffsetSize, 0)
		hdr = append(hdr, byte(ctx.AddrSize))
	}
	var info []byte
	length := uint64(len(hdr) + len(body))
	if ctx.OffsetSize == 8 {
		info = app32(bo, info, 0xffffffff)
		info = app64(bo, info, length)
	} else {
		info = app32(bo, info, uint32(length))
	}
	lenSize := len(info)
	info = append(info, hdr...)
	info = append(info, body...)

	class := elf.ELFCLASS64
	if ctx.AddrSize == 4 {
		class = elf.ELFCLASS32
	}
	f := elfrw.New(class, bo, elf.ET_REL, Machine)
	f.AddSection(&elfrw.Section{Name: ".debug_abbrev", Type: elf.SHT_PROGBITS, Addralign: 1}, abbrev)
	f.AddSection(&elfrw.Section{Name: ".debug_info", Type: elf.SHT_PROGBITS, Addralign: 1}, info)
	if frame != nil {
		f.AddSection(&elfrw.Section{Name: ".debug_frame", Type: elf.SHT_PROGBITS, Addralign: 1}, frame)
	}
	var out bytes.Buffer
	if _, err := f.WriteTo(&out); err != nil {
		return nil, err
	}
	return &Object{ELF: out.Bytes(), BaseType: uint64(lenSize + len(hdr) + btAt)}, nil
}

func appendOffset(b []byte, bo binary.ByteOrder, size int, v uint64) []byte {
	if size == 8 {
		return app64(bo, b, v)
	}
	return app32(bo, b, uint32(v))
}

var locRE = regexp.MustCompile(`(?m)^\s*DW_AT_location\t\((.*)\)$`)

// Locations returns the text inside DW_AT_location (...) of every DIE in llvm-dwarfdump
// --debug-info output, in order.
func Locations(dump string) []string {
	var out []string
	for _, m := range locRE.FindAllStringSubmatch(dump, -1) {
		out = append(out, m[1])
	}
	return out
}

// CFALines returns the DW_CFA_* instruction lines of llvm-dwarfdump --debug-frame output,
// trimmed, for each CIE and FDE in order.
func CFALines(dump string) [][]string {
	var out [][]string
	for _, line := range strings.Split(dump, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.Contains(t, " CIE") || strings.Contains(t, " FDE cie="):
			out = append(out, nil)
		case strings.HasPrefix(t, "DW_CFA_") && len(out) > 0:
			out[len(out)-1] = append(out[len(out)-1], t)
		}
	}
	return out
}

func app16(bo binary.ByteOrder, b []byte, v uint16) []byte {
	var t [2]byte
	bo.PutUint16(t[:], v)
	return append(b, t[:]...)
}

func app32(bo binary.ByteOrder, b []byte, v uint32) []byte {
	var t [4]byte
	bo.PutUint32(t[:], v)
	return append(b, t[:]...)
}

func app64(bo binary.ByteOrder, b []byte, v uint64) []byte {
	var t [8]byte
	bo.PutUint64(t[:], v)
	return append(b, t[:]...)
}
