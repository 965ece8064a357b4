package elfrw

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"strings"
	"testing"
)

const sample = "../testdata/elf/stackcalls.dg2.zebin"

// mutate returns a copy of the sample with a change applied.
func mutate(t *testing.T, change func(b []byte) []byte) []byte {
	t.Helper()
	b, err := os.ReadFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	return change(bytes.Clone(b))
}

func TestBadInput(t *testing.T) {
	le := binary.LittleEndian
	// Offsets in the sample (ELF64): e_shoff 0x28, e_shnum 0x3c, e_shstrndx 0x3e; section
	// headers start at e_shoff, 64 bytes each: sh_offset +0x18, sh_size +0x20, sh_link +0x28.
	shdr := func(b []byte, i int) []byte { return b[le.Uint64(b[0x28:])+uint64(i)*64:] }
	cases := []struct {
		name   string
		change func(b []byte) []byte
		want   string
	}{
		{"empty", func(b []byte) []byte { return nil }, "too short"},
		{"truncated ident", func(b []byte) []byte { return b[:10] }, "too short"},
		{"truncated header", func(b []byte) []byte { return b[:40] }, "too short"},
		{"truncated at half", func(b []byte) []byte { return b[:len(b)/2] }, "past the end"},
		{"not ELF", func(b []byte) []byte { b[1] = 'X'; return b }, "not an ELF file"},
		{"bad class", func(b []byte) []byte { b[4] = 9; return b }, "unknown ELF class"},
		{"bad data", func(b []byte) []byte { b[5] = 7; return b }, "unknown ELF data encoding"},
		{"section table past end", func(b []byte) []byte { le.PutUint64(b[0x28:], 1<<40); return b }, "past the end"},
		{"section count absurd", func(b []byte) []byte { le.PutUint16(b[0x3c:], 0xfeff); return b }, "past the end"},
		{"section data past end", func(b []byte) []byte { le.PutUint64(shdr(b, 3)[0x20:], 1<<62); return b }, "past the end"},
		{"section offset overflow", func(b []byte) []byte {
			le.PutUint64(shdr(b, 3)[0x18:], ^uint64(0)-4)
			return b
		}, "past the end"},
		{"sections overlapping by more than the file", func(b []byte) []byte {
			le.PutUint64(shdr(b, 3)[0x18:], 0x40)
			le.PutUint64(shdr(b, 3)[0x20:], uint64(len(b))-0x40)
			le.PutUint64(shdr(b, 4)[0x18:], 0x40)
			le.PutUint64(shdr(b, 4)[0x20:], uint64(len(b))-0x40)
			return b
		}, "overlapping sections hold more bytes than the file"},
		{"bad shstrndx", func(b []byte) []byte { le.PutUint16(b[0x3e:], 200); return b }, "e_shstrndx"},
		{"shstrndx not strtab", func(b []byte) []byte { le.PutUint16(b[0x3e:], 1); return b }, "want SHT_STRTAB"},
		{"link out of range", func(b []byte) []byte { le.PutUint32(shdr(b, 2)[0x28:], 999); return b }, "sh_link 999"},
		{"links loop", func(b []byte) []byte {
			// .symtab (2) links to .rela.debug_info (10), which links back to .symtab.
			le.PutUint32(shdr(b, 2)[0x28:], 10)
			return b
		}, "loops"},
		{"name outside table", func(b []byte) []byte { le.PutUint32(shdr(b, 4)[0:], 1<<20); return b }, "name offset"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadBytes(mutate(t, c.change))
			var fe *FormatError
			if err == nil || !errors.As(err, &fe) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want a FormatError containing %q", err, c.want)
			}
			if !strings.Contains(err.Error(), "(at offset 0x") {
				t.Errorf("error %q gives no offset", err)
			}
		})
	}
}
