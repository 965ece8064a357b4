package spirvdwarf

import (
	"encoding/hex"
	"strings"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/sections/spirv"
)

// unit is one compilation unit being built, with its line table's file list.
type unit struct {
	node     *spirv.CompilationUnit
	u        *dwarfenc.Unit
	lt       *dwarfenc.LineTable
	name     string
	compDir  string
	producer string
	lang     dw.Lang
	files    map[string]uint32 // full file name -> file index
	dirs     map[string]uint32 // directory -> directory index
	sizeType *dwarfenc.DIE     // LLVM's __ARRAY_SIZE_TYPE__, made on first use
	unknown  *dwarfenc.DIE     // "SPIRV unknown type", made on first use
	// fileHook, when set, gives the line-table index of a file name: the unit belongs to
	// another pass (Types), which keeps its own file list.
	fileHook func(name string) uint32
}

// splitPath splits a file name at its last slash or backslash as the translator does: the
// directory is "." when there is none.
func splitPath(p string) (dir, base string) {
	i := strings.LastIndexAny(p, `/\`)
	if i < 0 {
		return ".", p
	}
	if i == 0 {
		return p[:1], p[1:]
	}
	return p[:i], p[i+1:]
}

// language maps the SPIR-V source language as translator 15 does: the C++ dialects become
// C++14, everything else OpenCL (reference §2.1).
func language(l spirv.SourceLanguage) dw.Lang {
	switch l {
	case spirv.LangOpenCLCPP, spirv.LangCPPForOpenCL:
		return dw.LangCPlusPlus14
	}
	return dw.LangOpenCL
}

// producer is what the translator puts in DW_AT_producer: the text after "Debug info
// producer: " in an OpModuleProcessed, else "spirv".
func producer(m *spirv.Module) string {
	const p = "Debug info producer: "
	for _, s := range m.ModuleProcessed {
		if strings.HasPrefix(s, p) {
			return s[len(p):]
		}
	}
	return "spirv"
}

func (c *conv) addUnit(n *spirv.CompilationUnit) {
	file := ""
	if s, ok := c.d.Node(n.Source).(*spirv.Source); ok {
		file = s.File
	}
	dir, base := splitPath(file)
	u := &unit{node: n, name: base, compDir: dir, producer: producer(c.m), lang: language(n.Language),
		files: map[string]uint32{}, dirs: map[string]uint32{dir: 0}}
	if n.Producer != "" {
		u.producer = n.Producer
	}
	u.u = c.w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
	u.lt = c.w.NewLineTable(dir)
	c.units[n.ID] = u
	c.order = append(c.order, u)
	c.byDIE[u.u] = u
	// The unit's own file is the line table's primary file (file 0 in DWARF 5).
	c.fileIndex(u, n.Source)
}

// finishRoot sets the unit's attributes once the entry points have named its producer.
func (u *unit) finishRoot(c *conv) {
	r := u.u.Root
	r.Add(dw.AttrProducer, dwarfenc.String(u.producer))
	r.Add(dw.AttrLanguage, dwarfenc.Const(dw.FormData2, uint64(u.lang)))
	r.Add(dw.AttrName, dwarfenc.String(u.name))
	r.Add(dw.AttrStmtList, dwarfenc.LinePtr(u.lt))
	r.Add(dw.AttrCompDir, dwarfenc.String(u.compDir))
}

// fileIndex is the line-table index of the file of DebugSource src, added on first use.
func (c *conv) fileIndex(u *unit, src spirv.ID) (uint32, bool) {
	s, ok := c.d.Node(src).(*spirv.Source)
	if !ok || s.File == "" {
		return 0, false
	}
	if i, ok := u.files[s.File]; ok {
		return i, true
	}
	if u.fileHook != nil {
		i := u.fileHook(s.File)
		u.files[s.File] = i
		return i, true
	}
	dir, base := splitPath(s.File)
	di, ok := u.dirs[dir]
	if !ok {
		di = u.lt.AddDir(dir)
		u.dirs[dir] = di
	}
	var sum *[16]byte
	if s.ChecksumKind == "MD5" {
		if b, err := hex.DecodeString(s.Checksum); err == nil && len(b) == 16 {
			sum = new([16]byte)
			copy(sum[:], b)
		}
	}
	i := u.lt.AddFile(base, di, sum)
	u.files[s.File] = i
	return i, true
}

// unitOf is the unit a DIE belongs to.
func (c *conv) unitOf(d *dwarfenc.DIE) *unit {
	if u := c.byDIE[d.Unit()]; u != nil {
		return u
	}
	return c.order[0]
}

// decl adds DW_AT_decl_file and DW_AT_decl_line; LLVM writes neither for line 0.
func (c *conv) decl(d *dwarfenc.DIE, src spirv.ID, line uint32) {
	if line == 0 {
		return
	}
	u := c.unitOf(d)
	i, ok := c.fileIndex(u, src)
	if !ok {
		i, ok = c.fileIndex(u, u.node.Source)
	}
	if ok {
		d.Add(dw.AttrDeclFile, dwarfenc.Udata(u.lt.FileNumber(i)))
	}
	d.Add(dw.AttrDeclLine, dwarfenc.Udata(uint64(line)))
}

// fileNumber is the DWARF file number of a DebugSource in d's unit, false when it has no file.
func (c *conv) fileNumber(d *dwarfenc.DIE, src spirv.ID) (uint64, bool) {
	u := c.unitOf(d)
	i, ok := c.fileIndex(u, src)
	if !ok {
		return 0, false
	}
	return u.lt.FileNumber(i), true
}

// sizeType is the artificial base type LLVM gives array subranges.
func (u *unit) sizeTypeDIE() *dwarfenc.DIE {
	if u.sizeType == nil {
		d := u.u.Root.AddChild(dw.TagBaseType)
		d.Add(dw.AttrName, dwarfenc.String("__ARRAY_SIZE_TYPE__"))
		d.Add(dw.AttrByteSize, dwarfenc.Udata(8))
		d.Add(dw.AttrEncoding, dwarfenc.Const(dw.FormData1, uint64(dw.EncUnsigned)))
		u.sizeType = d
	}
	return u.sizeType
}

// unknownType stands where DWARF needs a type and the module gave DebugInfoNone, as the
// translator does (reference Q17).
func (u *unit) unknownTypeDIE() *dwarfenc.DIE {
	if u.unknown == nil {
		d := u.u.Root.AddChild(dw.TagUnspecifiedType)
		d.Add(dw.AttrName, dwarfenc.String("SPIRV unknown type"))
		u.unknown = d
	}
	return u.unknown
}
