package main

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// TestRelocate loads .text.chain at a GPU address: the debug sections then hold final
// addresses, the relocation sections are gone, and llvm-dwarfdump reads it without warnings.
func TestRelocate(t *testing.T) {
	dir := t.TempDir()
	conv := convertStackcalls(t, dir)
	out := filepath.Join(dir, "loaded.zebin")
	if st, _, stderr := hdwarf(t, "relocate", "--section", ".text.chain=0xff000000", conv, "-o", out); st != 0 {
		t.Fatalf("relocate: %d: %s", st, stderr)
	}
	df := loadDWARF(t, out)
	want := map[string][2]uint64{"chain": {0xff000000, 0xff000c50}, "leaf": {0xff000c50, 0xff0012b0}, "mid": {0xff0012b0, 0xff001d40}}
	for name, r := range want {
		if got := df.subs[name]; len(got) != 1 || got[0] != r {
			t.Errorf("%s: %#x, want %#x", name, got, r)
		}
	}
	if st, stdout, _ := hdwarf(t, "verify", out); st != 0 {
		t.Errorf("verify after relocate: %d: %s", st, stdout)
	}
	oracle.Want(t, "llvm-dwarfdump-22")
	stdout, stderr, err := oracle.RunErr(t, "llvm-dwarfdump-22", "--debug-info", "--debug-frame", out)
	if err != nil || strings.Contains(stderr, "warning") || !strings.Contains(stdout, "DW_AT_low_pc\t(0x00000000ff0012b0)") {
		t.Errorf("llvm-dwarfdump-22: %v\n%s", err, stderr)
	}
	if !strings.Contains(stdout, "pc=ff0012b0...ff001d40") {
		t.Error("the FDE of mid is not at its load address")
	}
	if st, _, stderr := hdwarf(t, "relocate", "--section", ".text.nope=1", conv, "-o", filepath.Join(dir, "x")); st != 1 || !strings.HasSuffix(stderr, ": --section .text.nope: no such section\n") {
		t.Errorf("unknown section: %d %s", st, stderr)
	}
}

// TestRelocateRefuses: what relocate cannot do is refused with the exit status of its kind
// (2 for the command line, 1 for the input) and no output, where it used to write a file
// that verify rejects.
func TestRelocateRefuses(t *testing.T) {
	dir := t.TempDir()
	conv := convertStackcalls(t, dir)
	loaded := filepath.Join(dir, "loaded.zebin")
	if st, _, stderr := hdwarf(t, "relocate", "--section", ".text.chain=0xff000000", conv, "-o", loaded); st != 0 {
		t.Fatalf("relocate: %d: %s", st, stderr)
	}
	for _, c := range []struct {
		name   string
		args   []string
		status int
		msg    string
	}{
		{"already relocated", []string{"--section", ".text.chain=0xfe000000", loaded}, 1, "relocated already"},
		{"no --section", []string{conv}, 2, "no --section NAME=ADDR given"},
		// .text.chain is 0x1dc0 bytes: from 2^64-0x100 it would wrap.
		{"wraps past 2^64", []string{"--section", ".text.chain=0xffffffffffffff00", conv}, 2, "would end at or past 2^64"},
		// Its end (one past the last byte, the high_pc of the ranges) would be 2^64.
		{"ends at 2^64", []string{"--section", ".text.chain=0xffffffffffffe240", conv}, 2, "would end at or past 2^64"},
	} {
		out := filepath.Join(dir, "x.zebin")
		st, _, stderr := hdwarf(t, append(append([]string{"relocate"}, c.args...), "-o", out)...)
		if st != c.status || !strings.Contains(stderr, c.msg) {
			t.Errorf("%s: status %d, want %d with %q:\n%s", c.name, st, c.status, c.msg, stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: wrote %s", c.name, out)
			os.Remove(out)
		}
	}
}

// TestRelocateErrorsGiveOffsets: a relocation entry naming a symbol that does not exist is
// reported with the entry's file offset.
func TestRelocateErrorsGiveOffsets(t *testing.T) {
	dir := t.TempDir()
	conv := convertStackcalls(t, dir)
	f := openELF(t, conv)
	var at uint64
	for _, s := range f.Sections {
		if s.Type == elf.SHT_RELA && strings.HasPrefix(s.Name, ".rela.debug_") {
			at = s.Offset
			break
		}
	}
	f.Close()
	if at == 0 {
		t.Fatal("no .rela.debug_* section")
	}
	b := readFile(t, conv)
	info := binary.LittleEndian.Uint64(b[at+8:])
	binary.LittleEndian.PutUint64(b[at+8:], 0xffffff<<32|info&0xffffffff)
	bad := filepath.Join(dir, "bad.zebin")
	if err := os.WriteFile(bad, b, 0o644); err != nil {
		t.Fatal(err)
	}
	st, _, stderr := hdwarf(t, "relocate", "--section", ".text.chain=0xff000000", bad, "-o", filepath.Join(dir, "out"))
	want := "symbol index 16777215 out of range"
	if st != 1 || !strings.Contains(stderr, want) || !strings.Contains(stderr, fmt.Sprintf("(at offset %#x)", at)) {
		t.Errorf("status %d, %q; want 1, %q and the entry's offset %#x", st, stderr, want, at)
	}
}
