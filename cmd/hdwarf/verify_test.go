package main

import (
	"bytes"
	"encoding/binary"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
)

// convertStackcalls converts the dg2 stack-call zebin into dir and returns the output path.
func convertStackcalls(t *testing.T, dir string) string {
	t.Helper()
	c := convCases[0]
	out := filepath.Join(dir, "sc.zebin")
	if st, _, stderr := hdwarf(t, c.convertArgs(t, dir, out)...); st != 0 {
		t.Fatalf("convert: %d: %s", st, stderr)
	}
	return out
}

// breakSection rewrites one section of the file at path with edit.
func breakSection(t *testing.T, path, out, name string, edit func([]byte)) {
	t.Helper()
	f, err := elfrw.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := f.Section(name)
	if s == nil {
		t.Fatalf("no section %s", name)
	}
	b, err := s.Data()
	if err != nil {
		t.Fatal(err)
	}
	b = append([]byte(nil), b...)
	edit(b)
	s.SetData(b)
	if err := elfrw.WriteFile(out, f, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestVerifyBroken: files broken on purpose make verify exit 3 and name the problem; the
// file they were made from passes.
func TestVerifyBroken(t *testing.T) {
	dir := t.TempDir()
	good := convertStackcalls(t, dir)
	if st, stdout, _ := hdwarf(t, "verify", good); st != 0 || !strings.Contains(stdout, "no problems") {
		t.Fatalf("good file: status %d: %s", st, stdout)
	}
	cases := []struct {
		name, section string
		edit          func([]byte)
		want          string
	}{
		{"reserved DW_OP_LLVM_user sub-op", ".debug_loclists", func(b []byte) {
			i := bytes.Index(b, []byte{0xe9, 0x03}) // DW_OP_LLVM_user DW_OP_LLVM_push_lane
			b[i+1] = 0
		}, "location list entry"},
		{"relocation addend past the code", ".rela.debug_info", func(b []byte) {
			binary.LittleEndian.PutUint64(b[16:], 0x100000)
		}, "points outside .text.chain"},
		{"relocation symbol out of range", ".rela.debug_frame", func(b []byte) {
			binary.LittleEndian.PutUint64(b[8:], 0xffff<<32|1)
		}, "symbol index 65535 out of range"},
		{"FDE expression", ".debug_frame", func(b []byte) {
			i := bytes.Index(b, []byte{0xe9, 0x05}) // DW_OP_LLVM_user DW_OP_LLVM_offset_uconst
			b[i+1] = 0x7f
		}, "FDE at"},
		{"loclist entry outside its function", ".debug_loclists", func(b []byte) {
			i := bytes.IndexByte(b[12:], 0x04) + 12 // first DW_LLE_offset_pair
			b[i+2] = 0xff                           // end offset past the subprogram
			b[i+3] = 0x7f
		}, "is outside"},
	}
	for _, c := range cases {
		bad := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "_")+".zebin")
		breakSection(t, good, bad, c.section, c.edit)
		st, stdout, stderr := hdwarf(t, "verify", bad)
		if st != exitProblems || !strings.Contains(stdout, c.want) || !strings.Contains(stderr, "problems") {
			t.Errorf("%s: status %d, want 3 and %q in:\n%s%s", c.name, st, c.want, stdout, stderr)
		}
	}
	if st, _, _ := hdwarf(t, "verify", "-q", filepath.Join(dir, "reserved_DW_OP_LLVM_user_sub-op.zebin")); st != exitProblems {
		t.Errorf("verify -q: status %d, want 3", st)
	}
}
