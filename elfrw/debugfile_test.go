package elfrw

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// TestSegmentPastEnd: a segment whose file bytes run past the end of the file is accepted
// only in a file that loads nothing but notes (a debug file as eu-strip -f writes it), and
// then read as holding no bytes; over a section with contents, or in a file that loads code
// elsewhere, it is a truncated file, refused.
func TestSegmentPastEnd(t *testing.T) {
	const past = "program header 0 (PT_LOAD) covers bytes 0x2000..0x2100 past the end"
	for _, c := range []struct {
		typ  elf.SectionType
		code bool // a .text with contents outside the segment
		want string
	}{
		{elf.SHT_NOBITS, false, ""},
		{elf.SHT_PROGBITS, false, past},
		{elf.SHT_NOBITS, true, past},
	} {
		b := segmentPastEnd(t, c.typ, c.code)
		g, err := ReadBytes(b)
		if c.want != "" {
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s (code %v): got %v, want %q", c.typ, c.code, err, c.want)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.typ, err)
		}
		if g.Progs[0].Filesz != 0 {
			t.Errorf("%s: segment read with p_filesz %#x, want 0", c.typ, g.Progs[0].Filesz)
		}
	}
}

// segmentPastEnd is a file with a PT_LOAD whose file bytes run past the end, over a .data of
// type typ, with a .text outside it when code: as eu-strip -f writes a debug file when typ is
// SHT_NOBITS and code is false.
func segmentPastEnd(t testing.TB, typ elf.SectionType, code bool) []byte {
	data := make([]byte, 0x100)
	f := New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_EXEC, elf.EM_X86_64)
	f.Phoff = 64
	f.Progs = []*Prog{{Type: elf.PT_LOAD, Off: 0x2000, Vaddr: 0x402000, Memsz: 0x100, Align: 0x1000}}
	f.AddSection(&Section{Name: ".data", Type: typ, Flags: elf.SHF_ALLOC | elf.SHF_WRITE, Addr: 0x402000, Size: 0x100, Addralign: 8}, data)
	if code {
		f.AddSection(&Section{Name: ".text", Type: elf.SHT_PROGBITS, Flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR, Addr: 0x401000, Addralign: 16}, []byte{0xc3})
	}
	f.AddSection(&Section{Name: ".debug_info", Type: elf.SHT_PROGBITS, Addralign: 1}, []byte("dwarf"))
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	binary.LittleEndian.PutUint64(b[64+32:], 0x100) // p_filesz, as the file split from had it
	return b
}

// TestEuStripDebugFile reads the debug file eu-strip -f writes of a gcc -g program: its
// segments keep the program's file ranges, past the end of the small file. It reads, its
// segments hold only the notes and headers left, and compressing its debug sections moves them.
func TestEuStripDebugFile(t *testing.T) {
	oracle.Need(t, "gcc")
	oracle.Need(t, "eu-strip")
	dir := t.TempDir()
	src := filepath.Join(dir, "p.c")
	exe := filepath.Join(dir, "p")
	dbg := filepath.Join(dir, "p.debug")
	if err := os.WriteFile(src, []byte("static int big[4096] = {1};\nint main(void){return big[1];}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	oracle.Run(t, "gcc", "-g", "-o", exe, src)
	oracle.Run(t, "eu-strip", "--remove-comment", "-f", dbg, exe)
	b, err := os.ReadFile(dbg)
	if err != nil {
		t.Fatal(err)
	}
	f, err := ReadBytes(b)
	if err != nil {
		t.Fatalf("eu-strip's debug file: %v", err)
	}
	for i, p := range f.Progs {
		if p.Filesz > 0 && p.Off+p.Filesz > uint64(len(b)) {
			t.Errorf("segment %d (%s) still covers %#x..%#x of the %d-byte file", i, p.Type, p.Off, p.Off+p.Filesz, len(b))
		}
	}
	info := f.Section(".debug_info")
	if info == nil || f.Pinned(info) {
		t.Fatalf(".debug_info missing or pinned under a segment")
	}
}
