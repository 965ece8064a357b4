package dwarftext

import (
	"bufio"
	"encoding/json"
	"io"
)

// WriteJSON writes doc as JSON, indented by two spaces, with the input's name first as "file":
// the bytes json.Encoder with SetIndent("", "  ") gives for struct{File string; *Doc}, but
// written DIE by DIE, so that no buffer holds the whole text (it is larger than the input
// many times over).
func WriteJSON(w io.Writer, file string, doc *Doc) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	field := func(prefix, name string, v any) error {
		b, err := json.MarshalIndent(v, prefix, "  ")
		if err != nil {
			return err
		}
		bw.WriteString(",\n" + prefix + `"` + name + `": `)
		bw.Write(b)
		return nil
	}
	name, _ := json.Marshal(file)
	bw.WriteString("{\n  \"file\": ")
	bw.Write(name)
	if err := field("  ", "dialect", doc.Dialect); err != nil {
		return err
	}
	bw.WriteString(",\n  \"units\": ")
	if err := writeUnits(bw, doc.Units); err != nil {
		return err
	}
	if doc.Loc != nil {
		if err := field("  ", "debug_loc", doc.Loc); err != nil {
			return err
		}
	}
	if doc.Loclists != nil {
		if err := field("  ", "debug_loclists", doc.Loclists); err != nil {
			return err
		}
	}
	if len(doc.Frames) > 0 {
		if err := field("  ", "debug_frame", doc.Frames); err != nil {
			return err
		}
	}
	if err := field("  ", "debug_line", doc.LineTable); err != nil {
		return err
	}
	bw.WriteString("\n}\n")
	return bw.Flush()
}

// writeUnits writes the "units" array, each unit's DIEs one at a time.
func writeUnits(bw *bufio.Writer, units []UnitDoc) error {
	if units == nil {
		bw.WriteString("null")
		return nil
	}
	if len(units) == 0 {
		bw.WriteString("[]")
		return nil
	}
	bw.WriteString("[")
	for i := range units {
		u := &units[i]
		if i > 0 {
			bw.WriteString(",")
		}
		hdr, err := json.Marshal(u.Header)
		if err != nil {
			return err
		}
		bw.WriteString("\n    {\n      \"offset\": ")
		off, _ := json.Marshal(u.Offset)
		bw.Write(off)
		bw.WriteString(",\n      \"header\": ")
		bw.Write(hdr)
		bw.WriteString(",\n      \"dies\": ")
		switch {
		case u.DIEs == nil:
			bw.WriteString("null")
		case len(u.DIEs) == 0:
			bw.WriteString("[]")
		default:
			bw.WriteString("[")
			for j := range u.DIEs {
				if j > 0 {
					bw.WriteString(",")
				}
				b, err := json.MarshalIndent(&u.DIEs[j], "        ", "  ")
				if err != nil {
					return err
				}
				bw.WriteString("\n        ")
				bw.Write(b)
			}
			bw.WriteString("\n      ]")
		}
		bw.WriteString("\n    }")
	}
	bw.WriteString("\n  ]")
	return nil
}
