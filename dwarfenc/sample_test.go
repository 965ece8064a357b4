package dwarfenc

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"hdwarf/internal/leb128"
	"os"
	"path/filepath"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
)

// layout is one combination of the unit shapes the writer must support.
type layout struct {
	version  int
	dwarf64  bool
	addrSize int
	be       bool
}

func (l layout) String() string {
	f, e := "dwarf32", "le"
	if l.dwarf64 {
		f = "dwarf64"
	}
	if l.be {
		e = "be"
	}
	return fmt.Sprintf("v%d-%s-addr%d-%s", l.version, f, l.addrSize, e)
}

func allLayouts() []layout {
	var ls []layout
	for _, v := range []int{4, 5} {
		for _, d64 := range []bool{false, true} {
			for _, as := range []int{4, 8} {
				for _, be := range []bool{false, true} {
					ls = append(ls, layout{v, d64, as, be})
				}
			}
		}
	}
	return ls
}

// options are the writer choices that change forms and tables.
type options struct {
	name      string
	strings   StringForm
	addrIndex bool
	listIndex bool
	refUdata  bool
	siblings  bool
}

var allOptions = []options{
	{name: "plain"},
	{name: "indexed", strings: StringsStrx, addrIndex: true, listIndex: true, refUdata: true, siblings: true},
	{name: "inline", strings: StringsInline, siblings: true},
}

// machine picks an ELF target whose relocations llvm-dwarfdump applies for the layout.
func (l layout) machine() (elf.Class, binary.ByteOrder, elf.Machine) {
	switch {
	case l.addrSize == 8 && !l.be:
		return elf.ELFCLASS64, binary.LittleEndian, elf.EM_X86_64
	case l.addrSize == 8:
		return elf.ELFCLASS64, binary.BigEndian, elf.EM_PPC64
	case !l.be && !l.dwarf64:
		return elf.ELFCLASS32, binary.LittleEndian, elf.EM_386
	case !l.be:
		return elf.ELFCLASS64, binary.LittleEndian, elf.EM_X86_64
	case !l.dwarf64:
		return elf.ELFCLASS32, binary.BigEndian, elf.EM_PPC
	}
	return elf.ELFCLASS64, binary.BigEndian, elf.EM_PPC64
}

func (l layout) config(o options) Config {
	_, order, _ := l.machine()
	return Config{Version: l.version, Dwarf64: l.dwarf64, AddrSize: l.addrSize, ByteOrder: order,
		Strings: o.strings, AddrIndex: o.addrIndex, ListIndex: o.listIndex, RefUdata: o.refUdata,
		Siblings: o.siblings, RelocateOffsets: true, ARanges: true}
}

// Expression bytes used by the sample (standard operations, so every reader decodes them).
var (
	exprReg0     = []byte{0x50}             // DW_OP_reg0
	exprFbreg8   = []byte{0x91, 0x78}       // DW_OP_fbreg -8
	exprCFA      = []byte{0x9c}             // DW_OP_call_frame_cfa
	exprLit1     = []byte{0x31, 0x9f}       // DW_OP_lit1, DW_OP_stack_value
	exprPieceReg = []byte{0x51, 0x93, 0x04} // DW_OP_reg1, DW_OP_piece 4
)

var md5Main = [16]byte{0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10}
var md5Util = [16]byte{0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b, 0x3c, 0x2d, 0x1e, 0x0f}

// textSize is the size of the sample's .text; kernel_b is a symbol at .text+0x40.
const textSize = 0x60

var sampleSyms = []ELFSymbol{{Name: "kernel_b", Section: ".text", Value: 0x40, Size: 0x20, Type: elf.STT_FUNC, Global: true}}

// buildSample makes a writer holding a type unit, a compile unit and a partial unit that use
// every kind of value and table.
func buildSample(cfg Config) *Writer {
	w := NewWriter(cfg)

	lt := w.NewLineTable("/src")
	inc := lt.AddDir("/src/include")
	fMain := lt.AddFile("main.c", 0, &md5Main)
	fUtil := lt.AddFile("util.h", inc, &md5Util)
	lt.StartSequence(Sec(".text", 0))
	lt.AddRow(LineRow{Off: 0, File: fMain, Line: 3, Column: 1, IsStmt: true})
	lt.AddRow(LineRow{Off: 4, File: fMain, Line: 4, Column: 5, IsStmt: true, PrologueEnd: true})
	lt.AddRow(LineRow{Off: 8, File: fUtil, Line: 120, Column: 2, IsStmt: true, Discriminator: 3})
	lt.AddRow(LineRow{Off: 0x10, File: fMain, Line: 2, IsStmt: false, BasicBlock: true})
	lt.AddRow(LineRow{Off: 0x30, File: fMain, Line: 5000, Column: 7, IsStmt: true, ISA: 1})
	lt.AddRow(LineRow{Off: 0x3c, File: fMain, Line: 5001, IsStmt: true, EpilogueBegin: true})
	lt.EndSequence(0x40)
	lt.StartSequence(Sym("kernel_b", 0))
	lt.AddRow(LineRow{Off: 0, File: fMain, Line: 20, IsStmt: true})
	lt.AddRow(LineRow{Off: 0x1000 - 0x1000 + 0x18, File: fMain, Line: 21, IsStmt: true})
	lt.EndSequence(0x20)

	tu := w.AddUnit(dw.UTType, dw.TagTypeUnit)
	tu.Signature = 0x1122334455667788
	tu.Root.Add(dw.AttrLanguage, Udata(uint64(dw.LangC11))).Add(dw.AttrStmtList, LinePtr(lt))
	tint := tu.Root.AddChild(dw.TagBaseType)
	tint.Add(dw.AttrName, String("int")).Add(dw.AttrEncoding, Udata(uint64(dw.EncSigned))).Add(dw.AttrByteSize, Udata(4))
	point := tu.Root.AddChild(dw.TagStructureType)
	point.Add(dw.AttrName, String("point")).Add(dw.AttrByteSize, Udata(8))
	for i, n := range []string{"x", "y"} {
		m := point.AddChild(dw.TagMember)
		m.Add(dw.AttrName, String(n)).Add(dw.AttrType, Ref(tint)).Add(dw.AttrDataMemberLocation, Udata(uint64(4*i)))
	}
	tu.TypeDIE = point

	cu := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
	cuRanges := (&RangeList{}).Add(Sec(".text", 0), 0x40).Add(Sym("kernel_b", 0), 0x20)
	cu.Root.Add(dw.AttrProducer, String("hdwarf test")).
		Add(dw.AttrLanguage, Udata(uint64(dw.LangC11))).
		Add(dw.AttrName, String("main.c")).
		Add(dw.AttrCompDir, String("/src")).
		Add(dw.AttrStmtList, LinePtr(lt)).
		Add(dw.AttrLowpc, Address(Abs(0))).
		Add(dw.AttrRanges, RangeListRef(cuRanges))
	cint := cu.Root.AddChild(dw.TagBaseType)
	cint.Add(dw.AttrName, String("int")).Add(dw.AttrEncoding, Udata(uint64(dw.EncSigned))).Add(dw.AttrByteSize, Udata(4))
	ulong := cu.Root.AddChild(dw.TagBaseType)
	ulong.Add(dw.AttrName, String("unsigned long")).Add(dw.AttrEncoding, Udata(uint64(dw.EncUnsigned))).Add(dw.AttrByteSize, Udata(8))
	ptr := cu.Root.AddChild(dw.TagPointerType)
	ptr.Add(dw.AttrType, Ref(cint)).Add(dw.AttrByteSize, Udata(uint64(cfg.AddrSize))).
		Add(dw.AttrLLVMAddressSpace, Udata(1)).Add(dw.AttrLLVMMemorySpace, Const(dw.FormData4, 1))

	ka := cu.Root.AddChild(dw.TagSubprogram)
	ka.Add(dw.AttrName, String("kernel_a")).
		Add(dw.AttrLowpc, Address(Sec(".text", 0))).Add(dw.AttrHighpc, Udata(0x40)).
		Add(dw.AttrFrameBase, Exprloc(exprCFA)).
		Add(dw.AttrDeclFile, Udata(lt.FileNumber(fMain))).Add(dw.AttrDeclLine, Udata(3)).
		Add(dw.AttrType, Ref(cint)).Add(dw.AttrExternal, Flag(true)).Add(dw.AttrPrototyped, Flag(true)).
		Add(dw.AttrLLVMLanes, Udata(16))
	n := ka.AddChild(dw.TagFormalParameter)
	locN := (&LocList{}).Add(Sec(".text", 0), 0x10, exprReg0).Add(Sec(".text", 0x10), 0x30, exprFbreg8)
	if cfg.Version >= 5 {
		locN.AddDefault(exprLit1)
	}
	n.Add(dw.AttrName, String("n")).Add(dw.AttrType, Ref(cint)).Add(dw.AttrLocation, LocListRef(locN))
	blk := ka.AddChild(dw.TagLexicalBlock)
	blk.Add(dw.AttrRanges, RangeListRef((&RangeList{}).Add(Sec(".text", 4), 4).Add(Sec(".text", 0x20), 8)))
	pv := blk.AddChild(dw.TagVariable)
	pv.Add(dw.AttrName, String("p")).Add(dw.AttrType, Ref(ptr)).Add(dw.AttrLocation, Exprloc(exprPieceReg))
	q := blk.AddChild(dw.TagVariable)
	q.Add(dw.AttrName, String("q")).Add(dw.AttrType, Ref(point)).Add(dw.AttrLocation, Exprloc(exprFbreg8))
	c := ka.AddChild(dw.TagVariable)
	c.Add(dw.AttrName, String("minus_five")).Add(dw.AttrType, Ref(cint)).Add(dw.AttrConstValue, Sdata(-5))
	big := ka.AddChild(dw.TagVariable)
	big.Add(dw.AttrName, String("big")).Add(dw.AttrType, Ref(ulong)).Add(dw.AttrConstValue, Udata(0x123456789a))
	if cfg.Version >= 5 {
		d16 := ka.AddChild(dw.TagVariable)
		d16.Add(dw.AttrName, String("wide")).Add(dw.AttrType, Ref(ulong)).Add(dw.AttrConstValue, Data16(md5Main))
	}

	if cfg.Version >= 5 && cfg.AddrIndex {
		// DW_OP_addrx with an index taken from the unit's address table.
		expr := leb128.AppendUnsigned([]byte{0xa1}, uint64(cu.AddrIndex(Sec(".text", 0x20))))
		cu.Root.AddChild(dw.TagVariable).Add(dw.AttrName, String("g")).Add(dw.AttrType, Ref(cint)).Add(dw.AttrLocation, Exprloc(expr))
	}

	kb := cu.Root.AddChild(dw.TagSubprogram)
	kb.Add(dw.AttrName, String("kernel_b")).
		Add(dw.AttrLowpc, Address(Sym("kernel_b", 0))).Add(dw.AttrHighpc, Udata(0x20)).
		Add(dw.AttrINTELSIMDWidth, Udata(16)).Add(dw.AttrLLVMVectorSize, Udata(32)).
		Add(dw.AttrDeclFile, Udata(lt.FileNumber(fUtil))).Add(dw.AttrDeclLine, Udata(20))
	kbp := kb.AddChild(dw.TagFormalParameter)
	kbp.Add(dw.AttrName, String("n")).Add(dw.AttrType, Ref(cint)).Add(dw.AttrLocation,
		LocListRef((&LocList{}).Add(Sym("kernel_b", 0), 0x8, exprReg0).Add(Sym("kernel_b", 8), 0x18, exprFbreg8)))

	// llvm-dwarfdump's verifier rejects DWARF 4 partial units (it takes every DWARF 4 unit
	// for DW_UT_compile), although DWARF 4 allows them and dwz makes them.
	if cfg.Version < 5 {
		return w
	}
	pu := w.AddUnit(dw.UTPartial, dw.TagPartialUnit)
	pf := pu.Root.AddChild(dw.TagBaseType)
	pf.Add(dw.AttrName, String("float")).Add(dw.AttrEncoding, Udata(uint64(dw.EncFloat))).Add(dw.AttrByteSize, Udata(4))
	td := pu.Root.AddChild(dw.TagTypedef)
	td.Add(dw.AttrName, String("cint_t")).Add(dw.AttrType, Ref(cint))
	return w
}

// writeObject writes secs into a relocatable object with a .text section and returns its path.
func writeObject(t testing.TB, l layout, secs []Section, dir, name string) string {
	t.Helper()
	class, order, m := l.machine()
	f := elfrw.New(class, order, elf.ET_REL, m)
	f.AddSection(&elfrw.Section{Name: ".text", Type: elf.SHT_PROGBITS, Flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR,
		Addralign: 16}, make([]byte, textSize))
	if err := AddToELF(f, secs, sampleSyms); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := f.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
