package dwarftext

import (
	"bufio"
	"debug/elf"
	"fmt"
	"io"
	"strings"

	"hdwarf/dwarfenc"
	"hdwarf/dwarfenc/expr"
	"hdwarf/dwarfenc/frame"
	"hdwarf/sections/dwarf"
)

// Options says what to print and how.
type Options struct {
	Dialect expr.Dialect
	// Machine is the ELF e_machine, which decides register names (as llvm-dwarfdump's do);
	// under DialectIntel Intel GPU register names are used on every machine.
	Machine elf.Machine
	// Flags is the ELF e_flags: for EM_AMDGPU its EF_AMDGPU_MACH says whether LLVM knows
	// the target, and so whether it names registers.
	Flags uint32
}

// Doc is everything the dump holds; it is also the JSON form of the dump.
type Doc struct {
	Dialect   string      `json:"dialect"`
	Units     []UnitDoc   `json:"units"`
	Loc       *ListsDoc   `json:"debug_loc,omitempty"`
	Loclists  *ListsDoc   `json:"debug_loclists,omitempty"`
	Frames    []string    `json:"debug_frame,omitempty"`
	LineTable []LineTable `json:"debug_line"`
}

// UnitDoc is one unit of .debug_info with its DIEs.
type UnitDoc struct {
	Offset uint64   `json:"offset"`
	Header string   `json:"header"`
	DIEs   []DIEDoc `json:"dies"`
}

// DIEDoc is one DIE; Tag is empty for the null entry that ends a list of siblings.
type DIEDoc struct {
	Offset uint64    `json:"offset"`
	Depth  int       `json:"depth"`
	Tag    string    `json:"tag,omitempty"`
	Attrs  []AttrDoc `json:"attrs,omitempty"`
}

// AttrDoc is one attribute as llvm-dwarfdump prints it. Value may have several lines
// (location and range lists).
type AttrDoc struct {
	Name  string `json:"name"`
	Form  string `json:"form"`
	Value string `json:"value"`
}

// ListsDoc is the section dump of .debug_loc or .debug_loclists, as text lines.
type ListsDoc struct {
	Lines []string `json:"lines"`
}

// Build reads d and returns the dump. The first malformed structure met stops it with an
// error that names the section and the offset.
func Build(d *dwarf.File, o Options) (*Doc, error) {
	p := newPrinter(d, o)
	doc := &Doc{Dialect: o.Dialect.String(), LineTable: []LineTable{}, Units: []UnitDoc{}}
	if err := p.loadUnits(); err != nil {
		return nil, err
	}
	for _, u := range p.units {
		ud, err := p.unitDoc(u)
		if err != nil {
			return nil, err
		}
		doc.Units = append(doc.Units, ud)
	}
	var err error
	if d.Sec(".debug_loc") != nil {
		if doc.Loc, err = p.locSection(); err != nil {
			return nil, err
		}
	}
	if d.Sec(".debug_loclists") != nil {
		if doc.Loclists, err = p.loclistsSection(); err != nil {
			return nil, err
		}
	}
	if s := d.Sec(".debug_frame"); s != nil {
		// The section reader checks the entries' framing and locates errors; package frame
		// then decodes the instructions.
		if _, err := d.Frames(".debug_frame"); err != nil {
			return nil, err
		}
		es, err := frame.Parse(s.Data, d.ByteOrder, d.AddrSize)
		if err != nil {
			return nil, frameErr(err, es)
		}
		var b strings.Builder
		if err := frame.Dump(&b, es, d.ByteOrder, d.AddrSize, o.Dialect, frame.PrintOptions{RegName: p.regName}); err != nil {
			return nil, frameErr(err, nil)
		}
		doc.Frames = strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	}
	if d.Sec(".debug_line") != nil {
		if doc.LineTable, err = p.lineTables(); err != nil {
			return nil, err
		}
	}
	return doc, nil
}

// frameErr locates an error of package frame: at the end of the last entry read.
func frameErr(err error, read []frame.Entry) error {
	off := uint64(0)
	if n := len(read); n > 0 {
		e := read[n-1]
		start, f64 := uint64(0), false
		if e.CIE != nil {
			start, f64 = e.CIE.Offset, e.CIE.Format64
		} else {
			start, f64 = e.FDE.Offset, e.FDE.Format64
		}
		off = start + 4 + e.Length
		if f64 {
			off += 8
		}
	}
	return &dwarf.Error{Section: ".debug_frame", Off: off, Msg: strings.TrimPrefix(err.Error(), ".debug_frame: ")}
}

// Render prints doc as llvm-dwarfdump-22 prints the same sections.
func Render(w io.Writer, doc *Doc) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(".debug_info contents:\n")
	for _, u := range doc.Units {
		bw.WriteString(u.Header)
		bw.WriteString("\n")
		for _, e := range u.DIEs {
			renderDIE(bw, &e)
		}
		bw.WriteString("\n")
	}
	for _, s := range []struct {
		title string
		l     *ListsDoc
	}{{".debug_loc", doc.Loc}, {".debug_loclists", doc.Loclists}} {
		if s.l == nil {
			continue
		}
		fmt.Fprintf(bw, "\n%s contents:\n", s.title)
		for _, l := range s.l.Lines {
			bw.WriteString(l)
			bw.WriteString("\n")
		}
	}
	if doc.Frames != nil {
		bw.WriteString("\n.debug_frame contents:\n\n")
		for _, l := range doc.Frames {
			bw.WriteString(l)
			bw.WriteString("\n")
		}
	}
	if len(doc.LineTable) > 0 {
		bw.WriteString("\n.debug_line contents:\n")
		for i := range doc.LineTable {
			renderLineTable(bw, &doc.LineTable[i])
		}
	}
	return bw.Flush()
}

// maxIndent is the deepest nesting indented as llvm-dwarfdump does; deeper DIEs are indented
// as at this depth and say their depth, so that output stays linear in the input (40,000
// nested DIEs would otherwise print gigabytes of spaces). Real programs nest a few dozen deep.
const maxIndent = 64

func renderDIE(w *bufio.Writer, e *DIEDoc) {
	depth := min(e.Depth, maxIndent)
	pad := strings.Repeat(" ", 2*depth)
	if e.Depth > maxIndent {
		pad += fmt.Sprintf("[depth %d] ", e.Depth)
	}
	if e.Tag == "" {
		fmt.Fprintf(w, "\n0x%08x: %sNULL\n", e.Offset, pad)
		return
	}
	fmt.Fprintf(w, "\n0x%08x: %s%s\n", e.Offset, pad, e.Tag)
	apad := strings.Repeat(" ", 14+2*depth)
	for _, a := range e.Attrs {
		v := strings.ReplaceAll(a.Value, "\n", "\n"+apad+"   ")
		fmt.Fprintf(w, "%s%s\t(%s)\n", apad, a.Name, v)
	}
}

// tagName names a tag as llvm-dwarfdump does.
func tagName(t dwarfenc.Tag) string {
	if s, ok := vendorTags[t]; ok {
		return "DW_TAG_" + s
	}
	s := t.String()
	if strings.Contains(s, "unknown_") {
		return fmt.Sprintf("DW_TAG_unknown_%x", uint32(t))
	}
	return s
}

// attrName names an attribute as llvm-dwarfdump does, with the vendor attributes it knows.
func attrName(a dwarfenc.Attr) string {
	if s, ok := vendorAttrs[a]; ok {
		return "DW_AT_" + s
	}
	s := a.String()
	if strings.Contains(s, "unknown_") {
		return fmt.Sprintf("DW_AT_unknown_%x", uint32(a))
	}
	return s
}

func formName(f dwarfenc.Form) string {
	s := f.String()
	if strings.Contains(s, "unknown_") {
		return fmt.Sprintf("DW_FORM_unknown_%x", uint16(f))
	}
	return s
}
