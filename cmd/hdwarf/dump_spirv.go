package main

import (
	"bufio"
	"bytes"
	"debug/elf"
	"encoding/json"
	"fmt"

	"hdwarf/sections/spirv"
)

// foundSPIRV is one SPIR-V module found in the input; section is "" for a bare module file.
type foundSPIRV struct {
	section string
	module  *spirv.Module
}

// findSPIRV decodes the input when it is a bare module, else every section whose bytes start
// with the SPIR-V magic: the zebin .spv and the OpenCL ELF "SPIRV Object" sections (type
// 0xff000009), or any other container section (found by content, not by name).
func findSPIRV(in *dumpInput) ([]foundSPIRV, error) {
	if in.elf == nil {
		if !spirv.Detect(in.raw) {
			return nil, fmt.Errorf("neither an ELF file nor a SPIR-V module (magic %#08x)", spirv.Magic)
		}
		m, err := spirv.Decode(in.raw)
		if err != nil {
			return nil, err
		}
		return []foundSPIRV{{module: m}}, nil
	}
	var found []foundSPIRV
	for i, s := range in.elf.Sections {
		if s.Type == elf.SHT_NOBITS || s.Type == elf.SHT_NULL || s.Size < spirv.HeaderWords*4 {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("section [%d] %s: %w", i, s.Name, err)
		}
		if !spirv.Detect(data) {
			continue
		}
		m, err := spirv.Decode(data)
		if err != nil {
			return nil, fmt.Errorf("section [%d] %s (file offset %#x): %w", i, s.Name, s.Offset, err)
		}
		found = append(found, foundSPIRV{section: s.Name, module: m})
	}
	if len(found) == 0 {
		return nil, fmt.Errorf("no section holds a SPIR-V module")
	}
	return found, nil
}

// dumpSPIRV prints the debug graph of every module: as text, a header line per module and then
// spirv.WriteText; as JSON, {"modules":[{"section":...,"module":{...}}]}.
func dumpSPIRV(e *env, in *dumpInput, asJSON bool) error {
	found, err := findSPIRV(in)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(e.stdout, 1<<16)
	if asJSON {
		w.WriteString(`{"modules":[`)
		for i, f := range found {
			if i > 0 {
				w.WriteByte(',')
			}
			sec := []byte("null")
			if f.section != "" {
				sec, _ = json.Marshal(f.section)
			}
			fmt.Fprintf(w, `{"section":%s,"module":`, sec)
			var b bytes.Buffer
			if err := spirv.WriteJSON(&b, f.module); err != nil {
				return err
			}
			w.Write(bytes.TrimRight(b.Bytes(), "\n"))
			w.WriteByte('}')
		}
		w.WriteString("]}\n")
		return w.Flush()
	}
	for _, f := range found {
		where := in.path
		if f.section != "" {
			where += ": section " + f.section
		}
		fmt.Fprintf(w, "== %s: SPIR-V module, %d debug instructions ==\n", where, len(f.module.Debug.Order))
		if err := spirv.WriteText(w, f.module); err != nil {
			return err
		}
	}
	return w.Flush()
}
