package dwarfenc

import (
	"bytes"
	"debug/elf"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
)

// TestZebin replaces the DWARF of a real zebin (Intel GPU, e_machine 205) with ours and checks
// the relocations AddToELF writes against the file's own symbol table.
func TestZebin(t *testing.T) {
	path := filepath.Join("..", "testdata", "dwarfenc", "stackcalls.tgllp.zebin")
	for _, relocOffsets := range []bool{false, true} {
		f, err := elfrw.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if f.Machine != elfrw.EMIntelGT {
			t.Fatalf("machine %v", f.Machine)
		}
		if err := f.RemoveSections(func(s *elfrw.Section) bool { return strings.HasPrefix(s.Name, ".debug_") }); err != nil {
			t.Fatal(err)
		}
		w := NewWriter(Config{Version: 4, AddrSize: 8, ByteOrder: f.ByteOrder, RelocateOffsets: relocOffsets})
		lt := w.NewLineTable("/src")
		file := lt.AddFile("stackcalls.cl", 0, nil)
		lt.StartSequence(Sym("chain", 0))
		lt.AddRow(LineRow{Off: 0, File: file, Line: 3, IsStmt: true})
		lt.AddRow(LineRow{Off: 0xd8, File: file, Line: 5, IsStmt: true})
		lt.EndSequence(0x2c0)
		u := w.AddUnit(dw.UTCompile, dw.TagCompileUnit)
		u.Root.Add(dw.AttrName, String("stackcalls.cl")).Add(dw.AttrStmtList, LinePtr(lt)).
			Add(dw.AttrLowpc, Address(Sec(".text.chain", 0))).Add(dw.AttrHighpc, Udata(0x2c0))
		u.Root.AddChild(dw.TagSubprogram).Add(dw.AttrName, String("chain")).
			Add(dw.AttrLowpc, Address(Sym("chain", 0))).Add(dw.AttrHighpc, Address(Sym("chain", 0x2c0)))
		secs, err := w.Finish()
		if err != nil {
			t.Fatal(err)
		}
		err = AddToELF(f, secs, nil)
		if relocOffsets {
			// The zebin's symbol table has no symbols in the new debug sections.
			if err == nil || !strings.Contains(err.Error(), "no symbol in section \".debug_") {
				t.Fatalf("relocating offsets: error %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if _, err := f.WriteTo(&out); err != nil {
			t.Fatal(err)
		}
		ef, err := elf.NewFile(bytes.NewReader(out.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		syms, err := ef.Symbols()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range ef.Sections {
			if s.Type != elf.SHT_RELA {
				continue
			}
			data, err := s.Data()
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i+24 <= len(data); i += 24 {
				off := ef.ByteOrder.Uint64(data[i:])
				info := ef.ByteOrder.Uint64(data[i+8:])
				add := ef.ByteOrder.Uint64(data[i+16:])
				got = append(got, strings.Join([]string{s.Name, hex(off), syms[info>>32-1].Name, hex(info & 0xffffffff), hex(add)}, " "))
			}
		}
		// .debug_info: low_pc (v4 header 11 + abbrev 1 + strp 4 + sec_offset 4), the
		// subprogram's low_pc and high_pc; .debug_line: DW_LNE_set_address after the
		// 0x2f-byte v4 header (10 + 6 parameters + 12 opcode lengths + 1 empty directory list +
		// 17 for the file + 1) and the 3 bytes 00 09 02. All 8-byte
		// addresses, so R_ZE_SYM_ADDR (1) against chain, the symbol at .text.chain+0.
		want := []string{
			".rela.debug_info 0x14 chain 0x1 0x0",
			".rela.debug_info 0x23 chain 0x1 0x0",
			".rela.debug_info 0x2b chain 0x1 0x2c0",
			".rela.debug_line 0x32 chain 0x1 0x0",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("relocations:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

func hex(v uint64) string { return fmt.Sprintf("%#x", v) }
