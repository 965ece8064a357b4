package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
	"hdwarf/sections/visa"
)

// TestConvertBadInput: a blob that does not fit the code is an error naming the kernel,
// object and entry, and no output file is written.
func TestConvertBadInput(t *testing.T) {
	zebinPath := filepath.Join(td, "elf", "stackcalls.dg2.zebin")
	good := "stackcalls.dg2.simd8_entry_0001"
	cases := []struct {
		name  string
		edit  func(*visa.Info)
		twice bool
		want  string
	}{
		{"index map not increasing", func(i *visa.Info) { i.Objects[1].IndexMap[5].Gen = i.Objects[1].IndexMap[4].Gen },
			false, "kernel chain, object mid: index map entry 5: machine offset 0xf0 is not after entry 4's 0xf0"},
		{"code past the section", func(i *visa.Info) { i.Objects[1].RelocOffset += 0x100 },
			false, "kernel chain, object mid: code ends at 0x1e40 (reloc_offset 0x13b0 + sentinel 0xa90), past the end of .text.chain (size 0x1dc0)"},
		{"symbol disagrees with reloc_offset", func(i *visa.Info) { i.Objects[2].RelocOffset += 16 },
			false, "kernel chain, object leaf: symbol leaf is at 0xc50 but reloc_offset is 0xc60 (3168)"},
		{"no code for the kernel", func(i *visa.Info) { i.Objects[0].Name = "nokernel" },
			false, "kernel nokernel: no code section .text.nokernel in the file (it has .text.chain)"},
		{"two blobs for one kernel", nil, true, "kernel chain: .text.chain is claimed by"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			info := decodeBlob(t, good)
			if c.edit != nil {
				c.edit(info)
			}
			blob := filepath.Join(dir, "bad.visa.dbg")
			if err := os.WriteFile(blob, visa.Encode(info), 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "out.zebin")
			args := []string{"convert", zebinPath, "--visa", blob, "-o", out}
			if c.twice {
				args = append(args, "--visa", blob)
			}
			st, _, stderr := hdwarf(t, args...)
			if st != exitFailure || !strings.Contains(stderr, c.want) {
				t.Errorf("status %d, want 1 and %q in: %s", st, c.want, stderr)
			}
			if _, err := os.Stat(out); err == nil {
				t.Error("an output file was written")
			}
		})
	}
}

// TestConvertOptions: DWARF 4 and the 64-bit format verify too; the blob can come from a
// section; the output is deterministic; --keep-existing-debug refuses to replace IGC's DWARF;
// without .visaasm the line table is over <kernel>.visa with line N at vISA index N.
func TestConvertOptions(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	dir := t.TempDir()
	c := convCases[0]
	for _, extra := range [][]string{{"--dwarf-version", "4"}, {"--dwarf64"}, {"--dwarf-version", "4", "--dwarf64"}} {
		out := filepath.Join(dir, strings.Join(extra, "")+".zebin")
		args := append(c.convertArgs(t, dir, out), extra...)
		if st, _, stderr := hdwarf(t, args...); st != 0 {
			t.Fatalf("%v: %d: %s", extra, st, stderr)
		}
		if v := oracle.Run(t, "llvm-dwarfdump-22", "--verify", out); !strings.Contains(v, "No errors.") {
			t.Errorf("%v: llvm-dwarfdump-22 --verify:\n%s", extra, v)
		}
		if all, _, _ := oracle.RunErr(t, "llvm-dwarfdump-22", "--all", out); strings.Contains(all, "decoding error") {
			t.Errorf("%v: decoding error", extra)
		}
		if st, stdout, _ := hdwarf(t, "verify", out); st != 0 {
			t.Errorf("%v: verify: %s", extra, stdout)
		}
	}

	// Blob in a section, no .visaasm: synthetic line table.
	withBlob := filepath.Join(dir, "with-blob.zebin")
	if st, _, stderr := hdwarf(t, "copy", "--add-section", ".visa.debug="+blobPath(c.blobs[0]), filepath.Join(td, "elf", c.input), "-o", withBlob); st != 0 {
		t.Fatal(stderr)
	}
	out1, out2 := filepath.Join(dir, "a.zebin"), filepath.Join(dir, "b.zebin")
	for _, o := range []string{out1, out2} {
		if st, _, stderr := hdwarf(t, "convert", withBlob, "-o", o); st != 0 {
			t.Fatalf("convert from a section: %d: %s", st, stderr)
		}
	}
	if !bytes.Equal(readFile(t, out1), readFile(t, out2)) {
		t.Error("two conversions of the same input differ")
	}
	lines := oracle.Run(t, "llvm-dwarfdump-22", "--debug-line", out1)
	if !strings.Contains(lines, `name: "chain.visa"`) || !strings.Contains(lines, `name: "mid.visa"`) {
		t.Errorf("no synthetic <object>.visa files in the line table")
	}
	// The kernel's first instruction (offset 0) comes from vISA index 28 (index map entry 0).
	info := decodeBlob(t, c.blobs[0])
	df := loadDWARF(t, out1)
	rows := df.lines["chain"]
	if len(rows) == 0 || rows[0].Address != 0 || rows[0].Line != int(info.Objects[0].IndexMap[0].VISA) {
		t.Errorf("first synthetic row %+v, want line %d at 0", rows[0], info.Objects[0].IndexMap[0].VISA)
	}

	st, _, stderr := hdwarf(t, "convert", "--keep-existing-debug", withBlob, "-o", filepath.Join(dir, "c.zebin"))
	if st != exitFailure || !strings.Contains(stderr, "already has debug sections") {
		t.Errorf("--keep-existing-debug: %d %s", st, stderr)
	}
	// A zebin without a blob still has its .spv section (convert_spirv_test.go); an IGC debug
	// ELF has neither.
	if st, _, stderr := hdwarf(t, "convert", filepath.Join(td, "elf", "vadd.tgllp.simd8_entry_0001.igc.elf"), "-o", filepath.Join(dir, "d.zebin")); st != exitFailure || !strings.Contains(stderr, "no vendor debug info found") {
		t.Errorf("no blob: %d %s", st, stderr)
	}
}
