// Package hostile makes crafted inputs for the hostile-input tests and the fuzz seeds of
// issue 20: DWARF sections, SPIR-V modules and zstd streams that once cost hdwarf unbounded
// memory, time or stack. Each is small to make and describes one attack.
package hostile

import (
	"encoding/binary"

	"hdwarf/internal/leb128"
)

const (
	formString      = 0x08
	formData1       = 0x0b
	formData4       = 0x06
	formFlagPresent = 0x19
	formSecOffset   = 0x17
	atName          = 0x03
	atStmtList      = 0x10
	atLowPC         = 0x11
	tagCU           = 0x11
	tagVariable     = 0x34
	tagLexBlock     = 0x0b
)

// infoUnit wraps DIE bytes in a DWARF 4, 32-bit unit header with 8-byte addresses.
func infoUnit(dies []byte) []byte {
	b := binary.LittleEndian.AppendUint32(nil, uint32(2+4+1+len(dies)))
	b = binary.LittleEndian.AppendUint16(b, 4)
	b = binary.LittleEndian.AppendUint32(b, 0)
	b = append(b, 8)
	return append(b, dies...)
}

// abbrev encodes one abbreviation: code, tag, children flag, (attribute, form) pairs.
func abbrev(code, tag uint64, children bool, pairs ...uint64) []byte {
	b := leb128.AppendUnsigned(leb128.AppendUnsigned(nil, code), tag)
	if children {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	for _, p := range pairs {
		b = leb128.AppendUnsigned(b, p)
	}
	return append(b, 0, 0)
}

// ZeroSizeAttrs: a unit of dies DIEs whose abbreviation has attrs DW_FORM_flag_present
// attributes, each DIE one byte.
func ZeroSizeAttrs(attrs, dies int) map[string][]byte {
	var pairs []uint64
	for i := 0; i < attrs; i++ {
		pairs = append(pairs, 0x2000+uint64(i%0x1000), formFlagPresent)
	}
	ab := append(abbrev(1, tagCU, true), abbrev(2, tagVariable, false, pairs...)...)
	ab = append(ab, 0)
	d := []byte{1}
	for i := 0; i < dies; i++ {
		d = append(d, 2)
	}
	d = append(d, 0)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d)}
}

// WideTree: a unit with n children DIEs, each with a short name.
func WideTree(n int) map[string][]byte {
	ab := append(abbrev(1, tagCU, true, atName, formString), abbrev(2, tagVariable, false, atName, formString)...)
	ab = append(ab, 0)
	d := append([]byte{1}, "cu\x00"...)
	for i := 0; i < n; i++ {
		d = append(d, 2, 'v', 0)
	}
	d = append(d, 0)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d)}
}

// DeepTree: a unit with n DIEs each nested in the one before.
func DeepTree(n int) map[string][]byte {
	ab := append(abbrev(1, tagCU, true), abbrev(2, tagLexBlock, true)...)
	ab = append(ab, 0)
	d := []byte{1}
	for i := 0; i < n; i++ {
		d = append(d, 2)
	}
	for i := 0; i <= n; i++ {
		d = append(d, 0)
	}
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d)}
}

// HugeLineHeader: a unit whose DW_AT_stmt_list points at a DWARF 5 line table whose header
// claims 2^32-1 directories and holds none.
func HugeLineHeader() map[string][]byte {
	ab := append(abbrev(1, tagCU, false, atName, formString, atStmtList, formSecOffset), 0)
	d := append([]byte{1}, "cu\x00"...)
	d = binary.LittleEndian.AppendUint32(d, 0)
	var h []byte
	h = append(h, 1, 1, 1, 0xfb, 14, 13)                               // min_inst, max_ops, default_is_stmt, line_base, line_range, opcode_base
	h = append(h, 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1)                  // standard_opcode_lengths
	h = append(h, 1)                                                   // directory_entry_format_count
	h = leb128.AppendUnsigned(leb128.AppendUnsigned(h, 1), formString) // DW_LNCT_path, DW_FORM_string
	h = leb128.AppendUnsigned(h, 0xffffffff)                           // directories_count
	var l []byte
	l = binary.LittleEndian.AppendUint16(l, 5)
	l = append(l, 8, 0)
	l = binary.LittleEndian.AppendUint32(l, uint32(len(h)))
	l = append(l, h...)
	line := binary.LittleEndian.AppendUint32(nil, uint32(len(l)))
	line = append(line, l...)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d), ".debug_line": line}
}

// BadRnglist: a DWARF 5 unit whose DW_AT_ranges list in .debug_rnglists uses an address
// index with no .debug_addr.
func BadRnglist() map[string][]byte {
	ab := append(abbrev(1, tagCU, false, 0x55, formSecOffset), 0) // DW_AT_ranges
	d := []byte{1}
	d = binary.LittleEndian.AppendUint32(d, 12)
	info := binary.LittleEndian.AppendUint32(nil, uint32(2+1+1+4+len(d)))
	info = binary.LittleEndian.AppendUint16(info, 5)
	info = append(info, 1, 8) // DW_UT_compile, address size
	info = binary.LittleEndian.AppendUint32(info, 0)
	info = append(info, d...)
	lists := []byte{3, 0, 4, 0} // DW_RLE_startx_length 0, 4; DW_RLE_end_of_list
	rl := binary.LittleEndian.AppendUint32(nil, uint32(2+1+1+4+len(lists)))
	rl = binary.LittleEndian.AppendUint16(rl, 5)
	rl = append(rl, 8, 0)
	rl = binary.LittleEndian.AppendUint32(rl, 0)
	rl = append(rl, lists...)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": info, ".debug_rnglists": rl}
}

// ZstdBomb: a zstd stream that declares and holds size bytes of zeros as RLE blocks of 128 KiB
// (4 bytes each), after a skippable frame of pad bytes.
func ZstdBomb(size uint64, pad int) []byte {
	var b []byte
	if pad > 0 {
		b = binary.LittleEndian.AppendUint32(b, 0x184D2A50)
		b = binary.LittleEndian.AppendUint32(b, uint32(pad))
		b = append(b, make([]byte, pad)...)
	}
	b = binary.LittleEndian.AppendUint32(b, 0xFD2FB528)
	b = append(b, 0xC0, 0x38) // 8-byte content size, window 128 KiB
	b = binary.LittleEndian.AppendUint64(b, size)
	const blk = 128 << 10
	for left := size; left > 0; {
		n := min(left, blk)
		left -= n
		last := uint32(0)
		if left == 0 {
			last = 1
		}
		h := last | 1<<1 | uint32(n)<<3 // RLE block
		b = append(b, byte(h), byte(h>>8), byte(h>>16), 0)
	}
	return b
}

// SPIRVModule is a bare SPIR-V module of the given instruction words.
func SPIRVModule(bound uint32, insts ...[]uint32) []byte {
	w := []uint32{0x07230203, 0x00010000, 0, bound, 0}
	for _, in := range insts {
		w = append(w, in...)
	}
	b := make([]byte, 4*len(w))
	for i, x := range w {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

// FunctionTypeChain: n OpTypeFunction, each returning the one before.
func FunctionTypeChain(n int) []byte {
	insts := [][]uint32{{2<<16 | 19, 1}} // %1 = OpTypeVoid
	for i := 0; i < n; i++ {
		insts = append(insts, []uint32{3<<16 | 33, uint32(i + 2), uint32(i + 1)})
	}
	return SPIRVModule(uint32(n+2), insts...)
}

// SPIRVString encodes a literal string operand: nul-terminated, padded to whole words.
func SPIRVString(str string) []uint32 {
	b := append([]byte(str), 0)
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	w := make([]uint32, len(b)/4)
	for i := range w {
		w[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return w
}

// SPIRVInst encodes one instruction.
func SPIRVInst(op uint32, operands ...uint32) []uint32 {
	return append([]uint32{uint32(len(operands)+1)<<16 | op}, operands...)
}

// debugModule is a module with OpenCL.DebugInfo.100 (%1), OpTypeVoid (%2), a DebugSource (%4)
// and a DebugCompilationUnit (%5), then body(next id) gives the debug instructions after them
// and the bound.
func debugModule(body func(ext func(result, op uint32, operands ...uint32) []uint32) ([][]uint32, uint32)) []byte {
	const opExtInstImport, opExtInst, opString, opTypeVoid = 11, 12, 7, 19
	ext := func(result, op uint32, operands ...uint32) []uint32 {
		return SPIRVInst(opExtInst, append([]uint32{2, result, 1, op}, operands...)...)
	}
	insts := [][]uint32{
		SPIRVInst(opExtInstImport, append([]uint32{1}, SPIRVString("OpenCL.DebugInfo.100")...)...),
		SPIRVInst(opTypeVoid, 2),
		SPIRVInst(opString, append([]uint32{3}, SPIRVString("a.cl")...)...),
		ext(4, 35, 3),             // DebugSource
		ext(5, 1, 65536, 4, 4, 3), // DebugCompilationUnit: version, DWARF 4, source, OpenCL C
	}
	more, bound := body(ext)
	return SPIRVModule(bound, append(insts, more...)...)
}

// DebugFunctionTypeChain: n DebugTypeFunction, each returning the one before, and a
// DebugTypePointer to the last (a function pointer, which makes the converter follow the chain).
func DebugFunctionTypeChain(n int) []byte {
	return debugModule(func(ext func(result, op uint32, operands ...uint32) []uint32) ([][]uint32, uint32) {
		var insts [][]uint32
		prev := uint32(2)
		id := uint32(6)
		for i := 0; i < n; i++ {
			insts = append(insts, ext(id, 8, 0, prev)) // DebugTypeFunction flags, return
			prev, id = id, id+1
		}
		insts = append(insts, ext(id, 3, prev, 0, 0)) // DebugTypePointer base, storage, flags
		return insts, id + 1
	})
}

// DebugFanOut: k levels of DebugTypeFunction, each with two parameters of the level below
// (2^k paths through 2k nodes).
func DebugFanOut(k int) []byte {
	return debugModule(func(ext func(result, op uint32, operands ...uint32) []uint32) ([][]uint32, uint32) {
		var insts [][]uint32
		prev := uint32(2)
		id := uint32(6)
		for i := 0; i < k; i++ {
			insts = append(insts, ext(id, 8, 0, prev, prev, prev))
			prev, id = id, id+1
		}
		insts = append(insts, ext(id, 3, prev, 0, 0))
		return insts, id + 1
	})
}

// SubroutineFanIn: one DW_TAG_subroutine_type with n int parameters, and n variables of that
// type: a type name printed once per variable would walk the n parameters n times.
func SubroutineFanIn(n int) map[string][]byte {
	const (
		tagBaseType       = 0x24
		tagSubroutineType = 0x15
		tagFormalParam    = 0x05
		atType            = 0x49
		atEncoding        = 0x3e
		atByteSize        = 0x0b
		formRef4          = 0x13
	)
	ab := abbrev(1, tagCU, true, atName, formString)
	ab = append(ab, abbrev(2, tagBaseType, false, atName, formString, atEncoding, formData1, atByteSize, formData1)...)
	ab = append(ab, abbrev(3, tagSubroutineType, true)...)
	ab = append(ab, abbrev(4, tagFormalParam, false, atType, formRef4)...)
	ab = append(ab, abbrev(5, tagVariable, false, atName, formString, atType, formRef4)...)
	ab = append(ab, 0)
	const hdr = 11 // the unit header infoUnit writes; references count from its start
	d := append([]byte{1}, "cu\x00"...)
	intOff := uint32(hdr + len(d))
	d = append(d, 2, 'i', 'n', 't', 0, 5, 4) // DW_ATE_signed, 4 bytes
	fnOff := uint32(hdr + len(d))
	d = append(d, 3)
	for i := 0; i < n; i++ {
		d = binary.LittleEndian.AppendUint32(append(d, 4), intOff)
	}
	d = append(d, 0)
	for i := 0; i < n; i++ {
		d = binary.LittleEndian.AppendUint32(append(d, 5, 'f', 0), fnOff)
	}
	d = append(d, 0)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d)}
}

// DebugFunctionFanIn: one DebugTypeFunction with n parameters (at most 65,000: an instruction
// has at most 65,535 words) and n DebugGlobalVariables of that type, the SPIR-V shape of
// SubroutineFanIn.
func DebugFunctionFanIn(n int) []byte {
	const opString = 7
	return debugModule(func(ext func(result, op uint32, operands ...uint32) []uint32) ([][]uint32, uint32) {
		const name, none, fn = 6, 7, 8
		insts := [][]uint32{
			SPIRVInst(opString, append([]uint32{name}, SPIRVString("g")...)...),
			ext(none, 0), // DebugInfoNone
		}
		params := []uint32{0, 2} // flags, return void
		for i := 0; i < min(n, 65000); i++ {
			params = append(params, 2)
		}
		insts = append(insts, ext(fn, 8, params...)) // DebugTypeFunction
		id := uint32(fn + 1)
		for i := 0; i < n; i++ {
			// DebugGlobalVariable name, type, source, line, column, parent, linkage name, variable, flags
			insts = append(insts, ext(id, 18, name, fn, 4, 1, 1, 5, name, none, 0))
			id++
		}
		return insts, id
	})
}
