package main

import (
	"bufio"
	"debug/elf"
	"encoding/json"
	"fmt"

	"hdwarf/sections/visa"
)

// foundVISABlob is one vISA debug info blob found in the input; section is "" for a bare blob file.
type foundVISABlob struct {
	section string
	info    *visa.Info
}

// findVISABlobs decodes the input when it is a bare blob, else every section whose bytes
// start with the magic (found by content, not by name).
func findVISABlobs(in *dumpInput) ([]foundVISABlob, error) {
	if in.elf == nil {
		if !visa.IsBlob(in.raw) {
			return nil, fmt.Errorf("neither an ELF file nor a vISA debug info blob (magic %#x)", visa.Magic)
		}
		info, err := visa.Decode(in.raw)
		if err != nil {
			return nil, err
		}
		return []foundVISABlob{{info: info}}, nil
	}
	var blobs []foundVISABlob
	for i, s := range in.elf.Sections {
		if s.Type == elf.SHT_NOBITS || s.Type == elf.SHT_NULL || s.Size < 4 {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("section [%d] %s: %w", i, s.Name, err)
		}
		if !visa.IsBlob(data) {
			continue
		}
		info, err := visa.Decode(data)
		if err != nil {
			return nil, fmt.Errorf("section [%d] %s (file offset %#x): %w", i, s.Name, s.Offset, err)
		}
		blobs = append(blobs, foundVISABlob{section: s.Name, info: info})
	}
	if len(blobs) == 0 {
		return nil, fmt.Errorf("no section holds vISA debug info (magic %#x)", visa.Magic)
	}
	return blobs, nil
}

// dumpVISA prints every blob: as text, one header line per blob and then the same lines as
// `GenX_IR -platform TGLLP -decodedbg`; as JSON, {"blobs":[{"section":...,"layout":...,"objects":[...]}]}.
func dumpVISA(e *env, in *dumpInput, asJSON bool) error {
	blobs, err := findVISABlobs(in)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(e.stdout, 1<<16)
	if asJSON {
		b := []byte(`{"blobs":[`)
		for i, bl := range blobs {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"section":`...)
			if bl.section == "" {
				b = append(b, "null"...)
			} else {
				name, _ := json.Marshal(bl.section)
				b = append(b, name...)
			}
			// AppendJSON gives {"layout":...,"objects":[...]}; splice its members in.
			b = append(b, ',')
			b = append(b, visa.AppendJSON(nil, bl.info)[1:]...)
		}
		b = append(b, "]}\n"...)
		if _, err := w.Write(b); err != nil {
			return err
		}
		return w.Flush()
	}
	for _, bl := range blobs {
		where := in.path
		if bl.section != "" {
			where += ": section " + bl.section
		}
		fmt.Fprintf(w, "== %s: vISA debug info, layout %s ==\n", where, bl.info.Layout)
		if err := visa.WriteText(w, bl.info); err != nil {
			return err
		}
	}
	return w.Flush()
}
