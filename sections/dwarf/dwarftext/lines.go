package dwarftext

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"strings"

	"hdwarf/dw"
	"hdwarf/sections/dwarf"
)

// LineTable is one line-number program: its header as printed and its rows.
type LineTable struct {
	Offset  uint64    `json:"offset"`
	Version int       `json:"version"`
	Header  []string  `json:"header"`
	Dirs    []string  `json:"include_directories"`
	Files   []LineDoc `json:"file_names"`
	Rows    []LineRow `json:"rows"`
	// addrSize is the width rows print addresses with.
	addrSize int
	dirBase  int
	fileBase int
}

// LineDoc is one file entry.
type LineDoc struct {
	Name     string `json:"name"`
	DirIndex uint64 `json:"dir_index"`
	MTime    string `json:"mod_time,omitempty"`
	Length   string `json:"length,omitempty"`
	MD5      string `json:"md5_checksum,omitempty"`
	Source   string `json:"source,omitempty"`
}

// LineRow is one row of the matrix.
type LineRow struct {
	Address       uint64 `json:"address"`
	Line          uint64 `json:"line"`
	Column        uint64 `json:"column"`
	File          uint64 `json:"file"`
	ISA           uint64 `json:"isa"`
	Discriminator uint64 `json:"discriminator"`
	OpIndex       uint64 `json:"op_index"`
	Flags         string `json:"flags"`
}

// lineTables reads every line table the units name, in offset order, each once; then any
// that follow in the section without a unit naming them.
func (p *printer) lineTables() ([]LineTable, error) {
	seen := map[uint64]bool{}
	var out []LineTable
	addrSize := p.d.AddrSize
	for _, u := range p.units {
		if !u.hasStmtList || seen[u.stmtList] {
			continue
		}
		seen[u.stmtList] = true
		addrSize = u.h.AddrSize
		t, err := p.d.LineTable(u.stmtList, u.h.AddrSize)
		if err != nil {
			return nil, err
		}
		out = append(out, lineDoc(t))
	}
	// Tables no unit names are printed too, as llvm-dwarfdump does.
	data := p.secData(".debug_line")
	off := uint64(0)
	for off < uint64(len(data)) {
		t, err := p.d.LineTable(off, addrSize)
		if err != nil {
			if len(out) == 0 || seen[off] {
				return nil, err
			}
			break
		}
		if !seen[off] {
			seen[off] = true
			out = append(out, lineDoc(t))
		}
		off = t.End
	}
	sortTables(out)
	return out, nil
}

func sortTables(ts []LineTable) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].Offset < ts[j-1].Offset; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

func lineDoc(t *dwarf.LineTable) LineTable {
	h := &t.LineHeader
	d := LineTable{Offset: h.Off, Version: h.Version, addrSize: h.AddrSize}
	format := "DWARF32"
	osz := 4
	if h.Format64 {
		format, osz = "DWARF64", 8
	}
	hl := func(k, v string) { d.Header = append(d.Header, fmt.Sprintf("%16s: %s", k, v)) }
	hl("total_length", fmt.Sprintf("0x%0*x", 2*osz, h.End-h.Off-uint64(4+osz/8*8)))
	hl("format", format)
	hl("version", fmt.Sprint(h.Version))
	if h.Version >= 5 {
		hl("address_size", fmt.Sprint(h.AddrSize))
		hl("seg_select_size", fmt.Sprint(h.SegSelSize))
	}
	hl("prologue_length", fmt.Sprintf("0x%0*x", 2*osz, h.HeaderLength))
	hl("min_inst_length", fmt.Sprint(h.MinInstLength))
	hl("max_ops_per_inst", fmt.Sprint(h.MaxOpsPerInst))
	hl("default_is_stmt", fmt.Sprint(b2i(h.DefaultIsStmt)))
	hl("line_base", fmt.Sprint(h.LineBase))
	hl("line_range", fmt.Sprint(h.LineRange))
	hl("opcode_base", fmt.Sprint(h.OpcodeBase))
	for i, n := range h.StdOpLengths {
		op := dw.LineOp(i + 1)
		name := op.String()
		if strings.Contains(name, "unknown_") {
			name = fmt.Sprintf("DW_LNS_unknown_%x", i+1)
		}
		d.Header = append(d.Header, fmt.Sprintf("standard_opcode_lengths[%s] = %d", name, n))
	}
	if h.Version < 5 {
		d.dirBase, d.fileBase = 1, 1
	}
	for _, e := range h.Dirs {
		d.Dirs = append(d.Dirs, e.Name)
	}
	for _, e := range h.Files {
		ld := LineDoc{Name: e.Name, DirIndex: e.DirIndex, Source: e.Source}
		if e.HasMTime {
			ld.MTime = fmt.Sprintf("0x%08x", e.MTime)
		}
		if e.HasLen {
			ld.Length = fmt.Sprintf("0x%08x", e.Length)
		}
		if e.MD5 != nil {
			ld.MD5 = hex.EncodeToString(e.MD5)
		}
		d.Files = append(d.Files, ld)
	}
	d.Rows = make([]LineRow, 0, len(t.Rows))
	for _, r := range t.Rows {
		var fl []string
		for _, x := range []struct {
			on   bool
			name string
		}{{r.IsStmt, "is_stmt"}, {r.BasicBlock, "basic_block"}, {r.PrologueEnd, "prologue_end"},
			{r.EpilogueBegin, "epilogue_begin"}, {r.EndSequence, "end_sequence"}} {
			if x.on {
				fl = append(fl, x.name)
			}
		}
		d.Rows = append(d.Rows, LineRow{r.Address, r.Line, r.Column, r.File, r.ISA, r.Discriminator, r.OpIndex, strings.Join(fl, " ")})
	}
	return d
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func renderLineTable(w *bufio.Writer, t *LineTable) {
	fmt.Fprintf(w, "debug_line[0x%08x]\nLine table prologue:\n", t.Offset)
	for _, l := range t.Header {
		w.WriteString(l)
		w.WriteString("\n")
	}
	for i, d := range t.Dirs {
		fmt.Fprintf(w, "include_directories[%3d] = %s\n", i+t.dirBase, quote(d))
	}
	for i, f := range t.Files {
		fmt.Fprintf(w, "file_names[%3d]:\n           name: %s\n      dir_index: %d\n", i+t.fileBase, quote(f.Name), f.DirIndex)
		if f.MD5 != "" {
			fmt.Fprintf(w, "   md5_checksum: %s\n", f.MD5)
		}
		if f.MTime != "" {
			fmt.Fprintf(w, "       mod_time: %s\n", f.MTime)
		}
		if f.Length != "" {
			fmt.Fprintf(w, "         length: %s\n", f.Length)
		}
		if f.Source != "" {
			fmt.Fprintf(w, "         source: %s\n", quote(f.Source))
		}
	}
	w.WriteString("\n")
	if len(t.Rows) > 0 {
		w.WriteString("Address            Line   Column File   ISA Discriminator OpIndex Flags\n")
		w.WriteString("------------------ ------ ------ ------ --- ------------- ------- -------------\n")
	}
	for _, r := range t.Rows {
		fmt.Fprintf(w, "0x%016x %6d %6d %6d %3d %13d %7d  %s\n", r.Address, r.Line, r.Column, r.File, r.ISA,
			r.Discriminator, r.OpIndex, r.Flags)
		if strings.HasSuffix(r.Flags, "end_sequence") {
			w.WriteString("\n")
		}
	}
}

// fileName is the path llvm-dwarfdump prints for a DW_AT_decl_file: the file entry's
// name joined to its directory and, when that is relative, to the compilation directory.
func fileName(t *dwarf.LineTable, i uint64, compDir string) (string, bool) {
	var e *dwarf.LineFile
	if t.Version >= 5 {
		if i >= uint64(len(t.Files)) {
			return "", false
		}
		e = &t.Files[i]
	} else {
		if i == 0 || i > uint64(len(t.Files)) {
			return "", false
		}
		e = &t.Files[i-1]
	}
	if strings.HasPrefix(e.Name, "/") {
		return e.Name, true
	}
	dir := ""
	if t.Version >= 5 {
		if e.DirIndex < uint64(len(t.Dirs)) {
			dir = t.Dirs[e.DirIndex].Name
		}
	} else if e.DirIndex > 0 && e.DirIndex <= uint64(len(t.Dirs)) {
		dir = t.Dirs[e.DirIndex-1].Name
	}
	var parts []string
	if (t.Version < 5 || e.DirIndex != 0) && compDir != "" && !strings.HasPrefix(dir, "/") {
		parts = append(parts, compDir)
	}
	for _, s := range []string{dir, e.Name} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return joinPath(parts), true
}

// joinPath joins like llvm's sys::path::append: one separator between parts, no cleaning.
func joinPath(parts []string) string {
	var b strings.Builder
	for i, s := range parts {
		if i > 0 && !strings.HasSuffix(b.String(), "/") {
			b.WriteByte('/')
		}
		if i > 0 {
			s = strings.TrimLeft(s, "/")
		}
		b.WriteString(s)
	}
	return b.String()
}
