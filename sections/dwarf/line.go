package dwarf

import (
	"hdwarf/dw"
)

// LineFormat is one (content, form) pair of a DWARF 5 directory or file entry format.
type LineFormat struct {
	Content dw.LineContent
	Form    dw.Form
}

// LineFile is one entry of a line table's directory or file list. DWARF 2-4 directories
// only have Name.
type LineFile struct {
	Name     string
	DirIndex uint64
	MTime    uint64
	Length   uint64
	MD5      []byte // nil when the entry has no DW_LNCT_MD5
	Source   string // DW_LNCT_LLVM_source
	HasMTime bool
	HasLen   bool
	HasSrc   bool
}

// LineHeader is the header (prologue) of one line-number program.
type LineHeader struct {
	Off, End      uint64 // of unit_length; just past the program
	Format64      bool
	Version       int
	AddrSize      int // DWARF 5 header field; else the unit's
	SegSelSize    int
	HeaderLength  uint64
	MinInstLength uint8
	MaxOpsPerInst uint8 // 1 before DWARF 4
	DefaultIsStmt bool
	LineBase      int8
	LineRange     uint8
	OpcodeBase    uint8
	StdOpLengths  []uint8 // for opcodes 1 .. OpcodeBase-1
	DirFormat     []LineFormat
	Dirs          []LineFile
	FileFormat    []LineFormat
	Files         []LineFile
	ProgramOff    uint64
}

// LineRow is one row of the line-number matrix.
type LineRow struct {
	Address       uint64
	OpIndex       uint64
	File          uint64
	Line          uint64
	Column        uint64
	Discriminator uint64
	ISA           uint64
	IsStmt        bool
	BasicBlock    bool
	EndSequence   bool
	PrologueEnd   bool
	EpilogueBegin bool
}

// LineTable is a decoded line-number program: its header and the rows it produces, in the
// order the program emits them.
type LineTable struct {
	LineHeader
	Rows []LineRow
}

// LineTable decodes the line-number program at offset off of .debug_line. addrSize is the
// address size of the unit that refers to it (used before DWARF 5, whose header states it).
func (d *File) LineTable(off uint64, addrSize int) (*LineTable, error) {
	const sec = ".debug_line"
	c := newCursor(sec, d.bytes(sec), off, d.ByteOrder)
	t := &LineTable{}
	h := &t.LineHeader
	h.Off = off
	l, f64 := c.initialLength()
	h.Format64 = f64
	h.End = c.end(l)
	if c.err != nil {
		return nil, c.err
	}
	c.b = c.b[:h.End]
	h.Version = int(c.u16())
	if c.err == nil && (h.Version < 2 || h.Version > 5) {
		c.off -= 2
		c.fail("line table version %d is not 2..5", h.Version)
		return nil, c.err
	}
	h.AddrSize = addrSize
	if h.Version >= 5 {
		h.AddrSize = int(c.u8())
		h.SegSelSize = int(c.u8())
		if c.err == nil && h.AddrSize != 1 && h.AddrSize != 2 && h.AddrSize != 4 && h.AddrSize != 8 {
			c.off -= 2
			c.fail("line table address size %d is not 1, 2, 4 or 8", h.AddrSize)
		}
	}
	osz := 4
	if f64 {
		osz = 8
	}
	h.HeaderLength = c.fixed(osz)
	progOff := c.end(h.HeaderLength)
	h.ProgramOff = progOff
	h.MinInstLength = c.u8()
	h.MaxOpsPerInst = 1
	if h.Version >= 4 {
		h.MaxOpsPerInst = c.u8()
	}
	h.DefaultIsStmt = c.u8() != 0
	h.LineBase = int8(c.u8())
	h.LineRange = c.u8()
	h.OpcodeBase = c.u8()
	if c.err != nil {
		return nil, c.err
	}
	if h.OpcodeBase > 0 {
		h.StdOpLengths = c.bytes(uint64(h.OpcodeBase) - 1)
	}
	if h.Version >= 5 {
		h.DirFormat, h.Dirs = d.lineEntries(c, h, osz)
		h.FileFormat, h.Files = d.lineEntries(c, h, osz)
	} else {
		for c.err == nil {
			s := c.cstr()
			if len(s) == 0 {
				break
			}
			h.Dirs = append(h.Dirs, LineFile{Name: string(s)})
		}
		for c.err == nil {
			var e LineFile
			if !readV4File(c, &e) {
				break
			}
			h.Files = append(h.Files, e)
		}
	}
	if c.err != nil {
		return nil, c.err
	}
	if c.off > progOff {
		c.fail("line table header ends at 0x%x, after the program starts at 0x%x", c.off, progOff)
		return nil, c.err
	}
	c.off = progOff
	t.run(c)
	return t, c.err
}

// readV4File reads a DWARF 2-4 file entry (also the operand of DW_LNE_define_file); it
// returns false at the empty name that ends the list.
func readV4File(c *cursor, e *LineFile) bool {
	s := c.cstr()
	if c.err != nil || len(s) == 0 {
		return false
	}
	e.Name = string(s)
	e.DirIndex = c.uleb()
	e.MTime = c.uleb()
	e.Length = c.uleb()
	e.HasMTime, e.HasLen = true, true
	return c.err == nil
}

// lineEntries reads a DWARF 5 entry format and the entries that use it.
func (d *File) lineEntries(c *cursor, h *LineHeader, osz int) ([]LineFormat, []LineFile) {
	n := int(c.u8())
	if uint64(n)*2 > c.left() {
		c.fail("%d entry formats do not fit in %d bytes", n, c.left())
		return nil, nil
	}
	fs := make([]LineFormat, 0, n)
	for i := 0; i < n && c.err == nil; i++ {
		fs = append(fs, LineFormat{Content: dw.LineContent(c.uleb()), Form: dw.Form(c.uleb())})
	}
	count := c.uleb()
	if c.err != nil {
		return fs, nil
	}
	// Every entry takes at least one byte when it has a format; none when it has not.
	if n > 0 && count > c.left() || n == 0 && count > 1<<16 {
		c.fail("%d entries do not fit in %d bytes", count, c.left())
		return fs, nil
	}
	es := make([]LineFile, 0, count)
	for i := uint64(0); i < count && c.err == nil; i++ {
		var e LineFile
		for _, f := range fs {
			start := c.off
			val, blk, str, isStr := d.lineForm(c, f.Form, osz)
			if c.err != nil {
				break
			}
			switch f.Content {
			case dw.LNCTPath:
				if !isStr {
					c.off = start
					c.fail("DW_LNCT_path has form %v", f.Form)
				}
				e.Name = str
			case dw.LNCTDirectoryIndex:
				e.DirIndex = val
			case dw.LNCTTimestamp:
				e.MTime, e.HasMTime = val, true
			case dw.LNCTSize:
				e.Length, e.HasLen = val, true
			case dw.LNCTMD5:
				if len(blk) != 16 {
					c.off = start
					c.fail("DW_LNCT_MD5 has form %v", f.Form)
				}
				e.MD5 = blk
			case dw.LNCTLLVMSource:
				e.Source, e.HasSrc = str, true
			}
		}
		es = append(es, e)
	}
	return fs, es
}

// lineForm reads one value of a DWARF 5 entry; strings are looked up in their sections.
func (d *File) lineForm(c *cursor, f dw.Form, osz int) (val uint64, blk []byte, str string, isStr bool) {
	strAt := func(sec string, off uint64) string {
		b := d.bytes(sec)
		if off >= uint64(len(b)) {
			c.fail("%v offset 0x%x is past the end of %s (0x%x bytes)", f, off, sec, len(b))
			return ""
		}
		s := b[off:]
		for i, ch := range s {
			if ch == 0 {
				return string(s[:i])
			}
		}
		c.fail("string at 0x%x of %s is not terminated", off, sec)
		return ""
	}
	switch f {
	case dw.FormString:
		return 0, nil, string(c.cstr()), true
	case dw.FormLineStrp:
		start := c.off
		off := c.fixed(osz)
		if c.err != nil {
			return
		}
		s := strAt(".debug_line_str", off)
		if c.err != nil {
			c.off = start
		}
		return off, nil, s, true
	case dw.FormStrp:
		off := c.fixed(osz)
		if c.err != nil {
			return
		}
		return off, nil, strAt(".debug_str", off), true
	case dw.FormData1:
		return c.fixed(1), nil, "", false
	case dw.FormData2:
		return c.fixed(2), nil, "", false
	case dw.FormData4:
		return c.fixed(4), nil, "", false
	case dw.FormData8:
		return c.fixed(8), nil, "", false
	case dw.FormUdata:
		return c.uleb(), nil, "", false
	case dw.FormData16:
		return 0, c.bytes(16), "", false
	case dw.FormBlock:
		n := c.uleb()
		return n, c.bytes(n), "", false
	}
	c.fail("line table entry form %v is not supported", f)
	return
}

// run executes the line-number program from c's offset to the end of the table.
func (t *LineTable) run(c *cursor) {
	h := &t.LineHeader
	maxOps := uint64(h.MaxOpsPerInst)
	if maxOps == 0 {
		maxOps = 1
	}
	var r LineRow
	reset := func() {
		r = LineRow{File: 1, Line: 1, IsStmt: h.DefaultIsStmt}
	}
	reset()
	// advance moves the address by operation advance n, as DWARF 4 section 6.2.5.1 says.
	advance := func(n uint64) {
		if maxOps == 1 {
			r.Address += uint64(h.MinInstLength) * n
			return
		}
		r.Address += uint64(h.MinInstLength) * ((r.OpIndex + n) / maxOps)
		r.OpIndex = (r.OpIndex + n) % maxOps
	}
	emit := func() {
		t.Rows = append(t.Rows, r)
		r.Discriminator = 0
		r.BasicBlock, r.PrologueEnd, r.EpilogueBegin = false, false, false
	}
	for c.err == nil && c.off < h.End {
		opOff := c.off
		op := c.u8()
		switch {
		case op >= h.OpcodeBase:
			if h.LineRange == 0 {
				c.off = opOff
				c.fail("special opcode 0x%02x with line_range 0", op)
				return
			}
			adj := uint64(op - h.OpcodeBase)
			advance(adj / uint64(h.LineRange))
			r.Line += uint64(int64(h.LineBase) + int64(adj%uint64(h.LineRange)))
			emit()
		case op == 0:
			n := c.uleb()
			if c.err != nil {
				return
			}
			if n == 0 || n > c.left() {
				c.off = opOff
				c.fail("extended opcode length %d does not fit in %d bytes", n, c.left())
				return
			}
			end := c.off + n
			sub := dw.LineExtOp(c.u8())
			switch sub {
			case dw.LNEEndSequence:
				r.EndSequence = true
				emit()
				reset()
			case dw.LNESetAddress:
				if n-1 > 8 || n < 2 {
					c.off = opOff
					c.fail("DW_LNE_set_address operand of %d bytes", n-1)
					return
				}
				r.Address = c.fixed(int(n - 1))
				r.OpIndex = 0
			case dw.LNEDefineFile:
				var e LineFile
				if readV4File(c, &e) {
					h.Files = append(h.Files, e)
				}
			case dw.LNESetDiscriminator:
				r.Discriminator = c.uleb()
			}
			if c.err != nil {
				return
			}
			if c.off > end {
				c.off = opOff
				c.fail("extended opcode %v runs past its length %d", sub, n)
				return
			}
			c.off = end
		default:
			switch dw.LineOp(op) {
			case dw.LNSCopy:
				emit()
			case dw.LNSAdvancePC:
				advance(c.uleb())
			case dw.LNSAdvanceLine:
				r.Line += uint64(c.sleb())
			case dw.LNSSetFile:
				r.File = c.uleb()
			case dw.LNSSetColumn:
				r.Column = c.uleb()
			case dw.LNSNegateStmt:
				r.IsStmt = !r.IsStmt
			case dw.LNSSetBasicBlock:
				r.BasicBlock = true
			case dw.LNSConstAddPC:
				if h.LineRange != 0 {
					advance(uint64(255-h.OpcodeBase) / uint64(h.LineRange))
				}
			case dw.LNSFixedAdvancePC:
				r.Address += uint64(c.u16())
				r.OpIndex = 0
			case dw.LNSSetPrologueEnd:
				r.PrologueEnd = true
			case dw.LNSSetEpilogueBegin:
				r.EpilogueBegin = true
			case dw.LNSSetISA:
				r.ISA = c.uleb()
			default:
				// An opcode this decoder does not know: skip the ULEB128 operands the
				// header says it has.
				if int(op)-1 < len(h.StdOpLengths) {
					for i := uint8(0); i < h.StdOpLengths[op-1] && c.err == nil; i++ {
						c.uleb()
					}
				}
			}
		}
	}
}
