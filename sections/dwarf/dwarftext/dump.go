package dwarftext

import (
	"bufio"
	"debug/elf"
	"fmt"
	"io"
	"strings"

	"hdwarf/dw"
	"hdwarf/expr"
	"hdwarf/frame"
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

// sink receives the dump as it is read: each unit's header, its DIEs one by one, then the
// sections after .debug_info. A DIE is handed over before the next is read, so that
// neither the text nor the decoded DIEs of the whole input are ever held.
type sink interface {
	unit(u *UnitDoc) // header only; DIEs follow
	die(e *DIEDoc)
	endUnit()
	// tail has the sections after .debug_info (Units is empty).
	tail(doc *Doc) error
}

// Write prints the dump of d as llvm-dwarfdump-22 prints the same sections, DIE by DIE. The
// input is read twice: first to check it, so that a malformed structure stops the dump
// with an error that names the section and the offset before anything is written.
func Write(w io.Writer, d *dwarf.File, o Options) error {
	t := &textSink{w: bufio.NewWriterSize(w, 1<<16)}
	err := newPrinter(d, o).checkThenRun(t, func() { t.w.WriteString(".debug_info contents:\n") })
	if err != nil {
		return err
	}
	return t.w.Flush()
}

// checkThenRun reads d once into nothing, to meet any error before output begins, then
// calls begin and reads it again into s. Both readings share the index of the DIEs.
func (p *printer) checkThenRun(s sink, begin func()) error {
	if err := p.loadUnits(); err != nil {
		return err
	}
	var check discard
	p.checking = true
	if err := p.run(&check); err != nil {
		return err
	}
	p.checking = false
	begin()
	return p.run(&tailOnce{s, check.doc})
}

// Build reads d and returns the whole dump, for callers that want to look into it; Write
// and WriteJSON print large inputs without holding it. The first malformed structure met
// stops it with an error that names the section and the offset.
func Build(d *dwarf.File, o Options) (*Doc, error) {
	c := &collector{doc: &Doc{Units: []UnitDoc{}}}
	p := newPrinter(d, o)
	if err := p.loadUnits(); err != nil {
		return nil, err
	}
	if err := p.run(c); err != nil {
		return nil, err
	}
	return c.doc, nil
}

// run reads the units loadUnits indexed, and the sections after them, and hands the dump
// to s.
func (p *printer) run(s sink) error {
	d, o := p.d, p.o
	var e dwarf.DIE
	for _, u := range p.units {
		s.unit(&UnitDoc{Offset: u.h.Off, Header: unitHeader(u.h)})
		r := d.DIEs(u.h)
		for r.Next(&e) {
			dd, err := p.dieDoc(u, &e)
			if err != nil {
				return err
			}
			s.die(&dd)
		}
		if err := r.Err(); err != nil {
			return err
		}
		s.endUnit()
	}
	if t, ok := s.(*tailOnce); ok {
		// The checking pass built the sections after .debug_info already.
		return t.tail(t.doc)
	}
	doc := &Doc{Dialect: o.Dialect.String(), LineTable: []LineTable{}}
	var err error
	if d.Sec(".debug_loc") != nil {
		if doc.Loc, err = p.locSection(); err != nil {
			return err
		}
	}
	if d.Sec(".debug_loclists") != nil {
		if doc.Loclists, err = p.loclistsSection(); err != nil {
			return err
		}
	}
	if d.Sec(".debug_frame") != nil {
		// The section reader checks the entries' framing and locates errors; package frame
		// decodes the instructions as they are printed.
		es, err := d.Frames(".debug_frame")
		if err != nil {
			return err
		}
		var b strings.Builder
		if err := WriteFrames(&b, es, d.ByteOrder, o.Dialect, frame.PrintOptions{RegName: p.regName}); err != nil {
			return err
		}
		doc.Frames = strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	}
	if d.Sec(".debug_line") != nil {
		if doc.LineTable, err = p.lineTables(); err != nil {
			return err
		}
	}
	return s.tail(doc)
}

// discard is the sink of the checking pass: it keeps only the sections after .debug_info,
// which are built whole anyway, for the pass that prints.
type discard struct{ doc *Doc }

func (*discard) unit(*UnitDoc) {}
func (*discard) die(*DIEDoc)   {}
func (*discard) endUnit()      {}
func (d *discard) tail(doc *Doc) error {
	d.doc = doc
	return nil
}

// tailOnce is the sink of the pass that prints, with the sections after .debug_info the
// checking pass built.
type tailOnce struct {
	sink
	doc *Doc
}

// collector keeps the whole dump, for Build.
type collector struct{ doc *Doc }

func (c *collector) unit(u *UnitDoc) {
	u.DIEs = []DIEDoc{}
	c.doc.Units = append(c.doc.Units, *u)
}

func (c *collector) die(e *DIEDoc) {
	u := &c.doc.Units[len(c.doc.Units)-1]
	u.DIEs = append(u.DIEs, *e)
}

func (c *collector) endUnit() {}

func (c *collector) tail(doc *Doc) error {
	doc.Units = c.doc.Units
	c.doc = doc
	return nil
}

// textSink prints the dump as llvm-dwarfdump-22 does.
type textSink struct{ w *bufio.Writer }

func (t *textSink) unit(u *UnitDoc) {
	t.w.WriteString(u.Header)
	t.w.WriteString("\n")
}

func (t *textSink) die(e *DIEDoc) { renderDIE(t.w, e) }

func (t *textSink) endUnit() { t.w.WriteString("\n") }

func (t *textSink) tail(doc *Doc) error {
	renderTail(t.w, doc)
	return nil
}

// Render prints doc as llvm-dwarfdump-22 prints the same sections.
func Render(w io.Writer, doc *Doc) error {
	t := &textSink{w: bufio.NewWriter(w)}
	t.w.WriteString(".debug_info contents:\n")
	for i := range doc.Units {
		u := &doc.Units[i]
		t.unit(u)
		for j := range u.DIEs {
			t.die(&u.DIEs[j])
		}
		t.endUnit()
	}
	renderTail(t.w, doc)
	return t.w.Flush()
}

// renderTail prints the sections after .debug_info.
func renderTail(bw *bufio.Writer, doc *Doc) {
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

// tagName names a tag as llvm-dwarfdump does: unknown values in bare hex.
func tagName(t dw.Tag) string {
	s := t.String()
	if strings.Contains(s, "unknown_") {
		return fmt.Sprintf("DW_TAG_unknown_%x", uint32(t))
	}
	return s
}

// attrName names an attribute as llvm-dwarfdump does: unknown values in bare hex.
func attrName(a dw.Attr) string {
	s := a.String()
	if strings.Contains(s, "unknown_") {
		return fmt.Sprintf("DW_AT_unknown_%x", uint32(a))
	}
	return s
}

func formName(f dw.Form) string {
	s := f.String()
	if strings.Contains(s, "unknown_") {
		return fmt.Sprintf("DW_FORM_unknown_%x", uint16(f))
	}
	return s
}
