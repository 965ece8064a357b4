package dwarfenc

import (
	"hdwarf/dw"
	"hdwarf/internal/leb128"
)

// LineTable is one .debug_line program. Rows are encoded as they are added, so a table with
// millions of rows costs only its encoded bytes.
type LineTable struct {
	// Header parameters; they may be changed only before the first StartSequence.
	MinInstLength uint8 // default 1
	LineBase      int8  // default -5
	LineRange     uint8 // default 14
	DefaultIsStmt bool  // default true

	w      *Writer
	dirs   []string
	files  []lineFile
	prog   buf
	relocs []Reloc // offsets relative to the start of prog
	frozen bool
	inSeq  bool
	st     lineState
	off    uint64 // section offset, known after Finish
}

type lineFile struct {
	name   string
	dir    uint32
	md5    [16]byte
	hasMD5 bool
}

type lineState struct {
	start  Addr
	off    uint64
	file   uint64 // DWARF file number
	line   uint64
	col    uint64
	isStmt bool
	isa    uint64
}

// LineRow is one row of the line-number matrix; Off is the row's address as an offset from
// the sequence start. File indexes the table's files (0 is the primary source file).
type LineRow struct {
	Off           uint64
	File          uint32
	Line          uint32
	Column        uint32
	IsStmt        bool
	BasicBlock    bool
	PrologueEnd   bool
	EpilogueBegin bool
	ISA           uint32
	Discriminator uint32
}

const lineOpcodeBase = 13

var stdOpcodeLengths = [lineOpcodeBase - 1]byte{0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1}

// NewLineTable adds a line table whose directory 0 is compDir.
func (w *Writer) NewLineTable(compDir string) *LineTable {
	t := &LineTable{MinInstLength: 1, LineBase: -5, LineRange: 14, DefaultIsStmt: true, w: w,
		dirs: []string{compDir}}
	t.prog.be = w.be
	w.lines = append(w.lines, t)
	return t
}

// AddDir adds an include directory and returns its index (0 is the compilation directory).
func (t *LineTable) AddDir(name string) uint32 {
	t.dirs = append(t.dirs, name)
	return uint32(len(t.dirs) - 1)
}

// AddFile adds a file in directory dir and returns its index for LineRow.File and
// DW_AT_decl_file (add 1 for DWARF 4, whose file numbers start at 1; FileNumber does this).
// md5 is the file's checksum when known; DWARF 5 tables list checksums only when every file
// has one.
func (t *LineTable) AddFile(name string, dir uint32, md5 *[16]byte) uint32 {
	f := lineFile{name: name, dir: dir}
	if md5 != nil {
		f.md5, f.hasMD5 = *md5, true
	}
	t.files = append(t.files, f)
	return uint32(len(t.files) - 1)
}

// FileNumber is the DWARF file number of file index i (for DW_AT_decl_file/call_file).
func (t *LineTable) FileNumber(i uint32) uint64 {
	if t.w.cfg.Version < 5 {
		return uint64(i) + 1
	}
	return uint64(i)
}

func (t *LineTable) fail(format string, args ...any) {
	t.w.fail(".debug_line: "+format, args...)
}

// StartSequence begins a sequence of rows for the contiguous code range starting at start.
func (t *LineTable) StartSequence(start Addr) {
	if !t.frozen {
		t.frozen = true
		if t.MinInstLength == 0 || t.LineRange == 0 || t.LineBase > 0 ||
			int(t.LineBase)+int(t.LineRange) <= 0 || int(t.LineRange) > 255-lineOpcodeBase {
			t.fail("bad header parameters: min_inst_length %d, line_base %d, line_range %d",
				t.MinInstLength, t.LineBase, t.LineRange)
		}
	}
	if t.inSeq {
		t.fail("sequence at %v started before the one at %v ended", start, t.st.start)
	}
	t.inSeq = true
	t.st = lineState{start: start, file: 1, line: 1, isStmt: t.DefaultIsStmt}
	p := &t.prog
	p.u8(0)
	p.uleb(uint64(1 + t.w.cfg.AddrSize))
	p.u8(uint8(dw.LNESetAddress))
	if !start.IsAbs() {
		t.relocs = append(t.relocs, Reloc{Offset: uint64(len(p.b)), Size: t.w.cfg.AddrSize, Target: start})
	}
	p.un(start.Off, t.w.cfg.AddrSize)
}

// AddRow appends a row to the open sequence; rows must not go back in address.
func (t *LineTable) AddRow(r LineRow) {
	st := &t.st
	if !t.inSeq {
		t.fail("row at offset %#x outside a sequence", r.Off)
		return
	}
	if r.Off < st.off {
		t.fail("row at %v+%#x goes back from %#x", st.start, r.Off, st.off)
		return
	}
	if int(r.File) >= len(t.files) {
		t.fail("row at %v+%#x names file %d of %d", st.start, r.Off, r.File, len(t.files))
		return
	}
	p := &t.prog
	if f := t.FileNumber(r.File); f != st.file {
		p.u8(uint8(dw.LNSSetFile))
		p.uleb(f)
		st.file = f
	}
	if uint64(r.Column) != st.col {
		p.u8(uint8(dw.LNSSetColumn))
		p.uleb(uint64(r.Column))
		st.col = uint64(r.Column)
	}
	if r.IsStmt != st.isStmt {
		p.u8(uint8(dw.LNSNegateStmt))
		st.isStmt = r.IsStmt
	}
	if uint64(r.ISA) != st.isa {
		p.u8(uint8(dw.LNSSetISA))
		p.uleb(uint64(r.ISA))
		st.isa = uint64(r.ISA)
	}
	if r.Discriminator != 0 {
		p.u8(0)
		p.uleb(uint64(1 + leb128.UnsignedLen(uint64(r.Discriminator))))
		p.u8(uint8(dw.LNESetDiscriminator))
		p.uleb(uint64(r.Discriminator))
	}
	if r.BasicBlock {
		p.u8(uint8(dw.LNSSetBasicBlock))
	}
	if r.PrologueEnd {
		p.u8(uint8(dw.LNSSetPrologueEnd))
	}
	if r.EpilogueBegin {
		p.u8(uint8(dw.LNSSetEpilogueBegin))
	}
	t.advance(r.Off, int64(r.Line)-int64(st.line))
	st.line = uint64(r.Line)
}

// advance moves the address to off and the line by dl and appends a row, with one special
// opcode when it can.
func (t *LineTable) advance(off uint64, dl int64) {
	st := &t.st
	p := &t.prog
	mi := uint64(t.MinInstLength)
	if (off-st.off)%mi != 0 {
		t.fail("address advance %#x at %v+%#x is not a multiple of min_inst_length %d", off-st.off, st.start, off, mi)
		return
	}
	da := (off - st.off) / mi
	st.off = off
	lb, lr := int64(t.LineBase), uint64(t.LineRange)
	if dl < lb || dl >= lb+int64(lr) {
		p.u8(uint8(dw.LNSAdvanceLine))
		p.sleb(dl)
		dl = 0
	}
	lo := uint64(dl - lb)
	maxDA := (255 - lineOpcodeBase - lo) / lr // largest address advance one special opcode holds
	constAdd := (255 - lineOpcodeBase) / lr   // what DW_LNS_const_add_pc adds
	switch {
	case da <= maxDA:
	case da >= constAdd && da-constAdd <= maxDA:
		p.u8(uint8(dw.LNSConstAddPC))
		da -= constAdd
	default:
		p.u8(uint8(dw.LNSAdvancePC))
		p.uleb(da)
		da = 0
	}
	p.u8(byte(lo + lr*da + lineOpcodeBase))
}

// EndSequence ends the open sequence; length is the size of its code range in bytes.
func (t *LineTable) EndSequence(length uint64) {
	if !t.inSeq {
		t.fail("end of sequence outside a sequence")
		return
	}
	t.inSeq = false
	st := &t.st
	if length < st.off {
		t.fail("sequence at %v ends at %#x before its last row at %#x", st.start, length, st.off)
		return
	}
	mi := uint64(t.MinInstLength)
	if d := (length - st.off) / mi; d > 0 {
		t.prog.u8(uint8(dw.LNSAdvancePC))
		t.prog.uleb(d)
	}
	t.prog.u8(0)
	t.prog.uleb(1)
	t.prog.u8(uint8(dw.LNEEndSequence))
}

// lineStr writes a .debug_line_str offset.
func (t *LineTable) lineStr(s *outSec, str string) {
	t.w.secOff(s, secLineStr, t.w.lineStr.offset(str))
}

// emit writes the header and program to .debug_line.
func (t *LineTable) emit() {
	w := t.w
	if t.inSeq {
		t.fail("sequence at %v never ended", t.st.start)
		return
	}
	v5 := w.cfg.Version >= 5
	s := &w.secs[secLine]
	t.off = uint64(len(s.b))
	at, start := w.startLength(s)
	s.u16(uint16(w.cfg.Version))
	if v5 {
		s.u8(uint8(w.cfg.AddrSize))
		s.u8(0) // segment selector size
	}
	hlAt := uint64(len(s.b))
	s.un(0, w.offSize)
	hlStart := uint64(len(s.b))
	s.u8(t.MinInstLength)
	s.u8(1) // maximum operations per instruction
	if t.DefaultIsStmt {
		s.u8(1)
	} else {
		s.u8(0)
	}
	s.u8(uint8(t.LineBase))
	s.u8(t.LineRange)
	s.u8(lineOpcodeBase)
	s.b = append(s.b, stdOpcodeLengths[:]...)
	if v5 {
		s.u8(1)
		s.uleb(uint64(dw.LNCTPath))
		s.uleb(uint64(dw.FormLineStrp))
		s.uleb(uint64(len(t.dirs)))
		for _, d := range t.dirs {
			t.lineStr(s, d)
		}
		md5 := len(t.files) > 0
		for _, f := range t.files {
			md5 = md5 && f.hasMD5
		}
		if md5 {
			s.u8(3)
		} else {
			s.u8(2)
		}
		s.uleb(uint64(dw.LNCTPath))
		s.uleb(uint64(dw.FormLineStrp))
		s.uleb(uint64(dw.LNCTDirectoryIndex))
		s.uleb(uint64(dw.FormUdata))
		if md5 {
			s.uleb(uint64(dw.LNCTMD5))
			s.uleb(uint64(dw.FormData16))
		}
		s.uleb(uint64(len(t.files)))
		for _, f := range t.files {
			if int(f.dir) >= len(t.dirs) {
				t.fail("file %q in directory %d of %d", f.name, f.dir, len(t.dirs))
				return
			}
			t.lineStr(s, f.name)
			s.uleb(uint64(f.dir))
			if md5 {
				s.b = append(s.b, f.md5[:]...)
			}
		}
	} else {
		for _, d := range t.dirs[1:] {
			s.str(d)
		}
		s.u8(0)
		for _, f := range t.files {
			if int(f.dir) >= len(t.dirs) {
				t.fail("file %q in directory %d of %d", f.name, f.dir, len(t.dirs))
				return
			}
			s.str(f.name)
			s.uleb(uint64(f.dir))
			s.uleb(0) // modification time
			s.uleb(0) // length
		}
		s.u8(0)
	}
	s.patch(hlAt, uint64(len(s.b))-hlStart, w.offSize)
	progAt := uint64(len(s.b))
	s.b = append(s.b, t.prog.b...)
	for _, r := range t.relocs {
		r.Offset += progAt
		s.relocs = append(s.relocs, r)
	}
	w.endLength(s, secLine, at, start)
}
