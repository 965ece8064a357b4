package dwarftext

import (
	"bufio"
	"encoding/json"
	"io"

	"hdwarf/sections/dwarf"
)

// WriteJSON writes the dump of d as JSON, indented by two spaces, with the input's name first
// as "file": the bytes json.Encoder with SetIndent("", "  ") gives for struct{File string;
// *Doc}, but written DIE by DIE as they are read, so that neither the text nor the decoded
// input is held whole (the text is larger than the input many times over). Like Write, it
// checks the input first and writes nothing when it is malformed.
func WriteJSON(w io.Writer, file string, d *dwarf.File, o Options) error {
	j := &jsonSink{w: bufio.NewWriterSize(w, 1<<16)}
	err := newPrinter(d, o).checkThenRun(j, func() {
		name, _ := json.Marshal(file)
		j.w.WriteString("{\n  \"file\": ")
		j.w.Write(name)
		j.field("dialect", o.Dialect.String())
		j.w.WriteString(",\n  \"units\": ")
	})
	if err != nil {
		return err
	}
	if j.err != nil {
		return j.err
	}
	return j.w.Flush()
}

// jsonSink writes the dump as JSON.
type jsonSink struct {
	w           *bufio.Writer
	units, dies int // written so far, of the file and of the current unit
	err         error
}

// field writes `,\n  "name": ` and v indented as a member of the top object.
func (j *jsonSink) field(name string, v any) error {
	b, err := json.MarshalIndent(v, "  ", "  ")
	if err != nil {
		return err
	}
	j.w.WriteString(",\n  \"" + name + "\": ")
	j.w.Write(b)
	return nil
}

// element starts the next element of an array of which n are written: "[" before the first,
// "," before the others.
func (j *jsonSink) element(n *int) {
	if *n == 0 {
		j.w.WriteString("[")
	} else {
		j.w.WriteString(",")
	}
	*n++
}

// endArray closes an array of n elements, its "]" on a line of its own at indent.
func (j *jsonSink) endArray(n int, indent string) {
	if n == 0 {
		j.w.WriteString("[]")
	} else {
		j.w.WriteString("\n" + indent + "]")
	}
}

func (j *jsonSink) unit(u *UnitDoc) {
	j.element(&j.units)
	j.dies = 0
	hdr, _ := json.Marshal(u.Header)
	off, _ := json.Marshal(u.Offset)
	j.w.WriteString("\n    {\n      \"offset\": ")
	j.w.Write(off)
	j.w.WriteString(",\n      \"header\": ")
	j.w.Write(hdr)
	j.w.WriteString(",\n      \"dies\": ")
}

func (j *jsonSink) die(e *DIEDoc) {
	j.element(&j.dies)
	b, err := json.MarshalIndent(e, "        ", "  ")
	if err != nil && j.err == nil {
		j.err = err
	}
	j.w.WriteString("\n        ")
	j.w.Write(b)
}

func (j *jsonSink) endUnit() {
	j.endArray(j.dies, "      ")
	j.w.WriteString("\n    }")
}

func (j *jsonSink) tail(doc *Doc) error {
	j.endArray(j.units, "  ")
	if doc.Loc != nil {
		if err := j.field("debug_loc", doc.Loc); err != nil {
			return err
		}
	}
	if doc.Loclists != nil {
		if err := j.field("debug_loclists", doc.Loclists); err != nil {
			return err
		}
	}
	if len(doc.Frames) > 0 {
		if err := j.field("debug_frame", doc.Frames); err != nil {
			return err
		}
	}
	if err := j.field("debug_line", doc.LineTable); err != nil {
		return err
	}
	j.w.WriteString("\n}\n")
	return nil
}
