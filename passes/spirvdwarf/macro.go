package spirvdwarf

import (
	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/internal/leb128"
	"hdwarf/sections/spirv"
)

// DWARF 5 .debug_macro and DWARF 4 .debug_macinfo entry kinds; both use the same numbers for
// the four kinds written here.
const (
	macroDefine    = 0x01
	macroUndef     = 0x02
	macroStartFile = 0x03
	macroEndFile   = 0x04
)

// prepareMacros gives the first unit DW_AT_macros (DW_AT_macro_info in DWARF 4) when the
// module has DebugMacroDef/Undef: the macros of each file are grouped in a start_file /
// end_file pair, in the order the files first appear, as LLVM's DIMacroFile does.
func (c *conv) prepareMacros() {
	if len(c.macros) == 0 {
		return
	}
	u := c.order[0]
	for _, m := range c.macros {
		c.fileIndex(u, c.macroSource(m)) // the line table is final once Finish runs
	}
	r := u.u.Root
	if c.ver >= 5 {
		r.Add(dw.AttrMacros, dwarfenc.SecOffset(".debug_macro", 0))
	} else {
		r.Add(dw.AttrMacroInfo, dwarfenc.SecOffset(".debug_macinfo", 0))
	}
}

// macroSections encodes the macro section of the first unit, whose line table is the first
// in .debug_line (offset 0).
func (c *conv) macroSections() []dwarfenc.Section {
	if len(c.macros) == 0 {
		return nil
	}
	u := c.order[0]
	order := c.w.Config().ByteOrder
	var b []byte
	name := ".debug_macinfo"
	if c.ver >= 5 {
		name = ".debug_macro"
		b = make([]byte, 7)
		order.PutUint16(b, 5)
		b[2] = 0x02 // debug_line_offset_flag, 32-bit offsets; the line offset is 0
	}
	var files []spirv.ID
	byFile := map[spirv.ID][]*spirv.NodeBase{}
	for _, m := range c.macros {
		src := c.macroSource(m)
		if _, ok := byFile[src]; !ok {
			files = append(files, src)
		}
		byFile[src] = append(byFile[src], m)
	}
	for _, src := range files {
		fi, hasFile := c.fileIndex(u, src)
		if hasFile {
			b = append(b, macroStartFile)
			b = leb128.AppendUnsigned(b, 0)
			b = leb128.AppendUnsigned(b, u.lt.FileNumber(fi))
		}
		for _, m := range byFile[src] {
			switch n := c.d.Node(m.ID).(type) {
			case *spirv.MacroDef:
				b = append(b, macroDefine)
				b = leb128.AppendUnsigned(b, uint64(n.Line))
				text := n.Name
				if n.Value != "" {
					text += " " + n.Value
				}
				b = append(append(b, text...), 0)
			case *spirv.MacroUndef:
				def, _ := c.d.Node(n.Macro).(*spirv.MacroDef)
				if def == nil {
					c.warnf(n.Word, "DebugMacroUndef names %v, which is no DebugMacroDef; dropped", n.Macro)
					continue
				}
				b = append(b, macroUndef)
				b = leb128.AppendUnsigned(b, uint64(n.Line))
				b = append(append(b, def.Name...), 0)
			}
		}
		if hasFile {
			b = append(b, macroEndFile)
		}
	}
	b = append(b, 0)
	return []dwarfenc.Section{{Name: name, Data: b}}
}

func (c *conv) macroSource(m *spirv.NodeBase) spirv.ID {
	switch n := c.d.Node(m.ID).(type) {
	case *spirv.MacroDef:
		return n.Source
	case *spirv.MacroUndef:
		return n.Source
	}
	return 0
}
