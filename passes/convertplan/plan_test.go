package convertplan

import (
	"errors"
	"os"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/passes/spirvdwarf"
)

const td = "../../testdata/"

func read(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(td + p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDecide: the mode follows what the real inputs carry and what was asked.
func TestDecide(t *testing.T) {
	x86, _ := spirvdwarf.ParseTarget("x86_64")
	gt, _ := spirvdwarf.ParseTarget("intelgt")
	withBlob := read(t, "elf/types.dg2.zebin") // IGC's DWARF, .spv, no blob
	cases := []struct {
		name     string
		r        Request
		mode     Mode
		target   string
		reason   string
		err      string
		conflict bool
	}{
		{name: "bare module", r: Request{Input: read(t, "spirv/vadd.clang15.spv")}, mode: ModeSPIRVObject, target: "x86_64", reason: "the input is a SPIR-V module"},
		{name: "zebin with .spv only", r: Request{Input: withBlob}, mode: ModeSPIRVInto, target: "intelgt", reason: "a SPIR-V module found in section .spv; added to the code object (intelgt)"},
		{name: "zebin, intelgt asked", r: Request{Input: withBlob, Target: &gt}, mode: ModeSPIRVInto, target: "intelgt"},
		{name: "zebin, x86_64 asked", r: Request{Input: withBlob, Target: &x86}, mode: ModeSPIRVObject, target: "x86_64", reason: "target x86_64 asked, not the code object's intelgt"},
		{name: "zebin, x86_64 asked in place", r: Request{Input: withBlob, Target: &x86, Replaces: true}, err: "refusing to replace"},
		{name: "zebin, vISA given", r: Request{Input: withBlob, VISAFiles: []string{td + "visa/vadd.dg2.simd8_entry_0001.visa.dbg"}}, mode: ModeVISA,
			reason: "vISA debug info was given; kernel arguments: payload places from .ze_info, names and types from the SPIR-V in section .spv; source tree: SPIR-V (section .spv)"},
		{name: "IGC per-kernel ELF, vISA given", r: Request{Input: read(t, "elf/vadd.tgllp.simd8_entry_0001.igc.elf"), VISAFiles: []string{td + "visa/vadd.dg2.simd8_entry_0001.visa.dbg"}}, mode: ModeVISA,
			reason: "vISA debug info was given; source tree: IGC DWARF (section .debug_info, 1 subprograms)"},
		{name: "OpenCL ELF (no code)", r: Request{Input: read(t, "elf/vadd.tgllp.ocl.elf")}, mode: ModeSPIRVObject, target: "x86_64", reason: "the input has no code"},
		{name: "OpenCL ELF in place", r: Request{Input: read(t, "elf/vadd.tgllp.ocl.elf"), Replaces: true}, err: "refusing to replace"},
		{name: "IGC per-kernel ELF, nothing", r: Request{Input: read(t, "elf/vadd.tgllp.simd8_entry_0001.igc.elf")}, err: ErrNothing.Error()},
		{name: "IGC per-kernel ELF, module given", r: Request{Input: read(t, "elf/vadd.tgllp.simd8_entry_0001.igc.elf"), SPIRV: read(t, "spirv/vadd.clang15.spv"), SPIRVName: "m.spv"},
			mode: ModeSPIRVInto, target: "x86_64", reason: "a SPIR-V module was given"},
		{name: "both given", r: Request{Input: withBlob, VISAFiles: []string{td + "visa/vadd.dg2.simd8_entry_0001.visa.dbg"}, SPIRV: read(t, "spirv/vadd.clang15.spv")}, err: "both", conflict: true},
		{name: "vISA text without vISA debug info", r: Request{Input: withBlob, AsmFiles: []string{td + "visaasm/inverted.tgllp.simd32_entry_0001.visaasm"}}, err: "vISA text was given, but the conversion reads SPIR-V", conflict: true},
		{name: "not ELF", r: Request{Input: []byte("hello")}, err: "neither an ELF file nor a SPIR-V module"},
	}
	for _, c := range cases {
		c.r.Name = "in"
		p, err := Decide(c.r)
		if c.err != "" {
			var ce *ConflictError
			if err == nil || !strings.Contains(err.Error(), c.err) || errors.As(err, &ce) != c.conflict {
				t.Errorf("%s: %v, want %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if p.Mode != c.mode || !strings.Contains(p.Reason, c.reason) {
			t.Errorf("%s: mode %v (%s), want %v (%s)", c.name, p.Mode, p.Reason, c.mode, c.reason)
		}
		if c.target != "" && p.Target.String() != c.target {
			t.Errorf("%s: target %v, want %s", c.name, p.Target, c.target)
		}
	}
}

// TestDecideVISAInputs: in the vISA mode the plan carries the zebin's SPIR-V module and
// .ze_info, which name, type and place the kernels' arguments; a .ze_info that is not YAML of
// the expected shape is an error naming the section, its offset and the line.
func TestDecideVISAInputs(t *testing.T) {
	p, err := Decide(Request{Name: "in", Input: read(t, "elf/vadd.dg2.zebin"), VISAFiles: []string{td + "visa/vadd.dg2.simd8_entry_0001.visa.dbg"}})
	if err != nil {
		t.Fatal(err)
	}
	if p.Module == nil || p.SPIRVFrom != "section .spv" || p.ZeInfo == nil || p.ZeInfo.Kernel("vadd") == nil || p.ZeInfo.Misc("k2").Arg(0).Name != "p" {
		t.Fatalf("plan %+v", p)
	}
	p, err = Decide(Request{Name: "in", Input: read(t, "elf/vadd.tgllp.simd8_entry_0001.igc.elf"), VISAFiles: []string{td + "visa/vadd.dg2.simd8_entry_0001.visa.dbg"}})
	if err != nil || p.Module != nil || p.ZeInfo != nil {
		t.Fatalf("per-kernel ELF: %+v %v", p, err)
	}
	f, err := elfrw.ReadBytes(read(t, "elf/vadd.dg2.zebin"))
	if err != nil {
		t.Fatal(err)
	}
	s := f.Section(".ze_info")
	s.SetData([]byte("kernels:\n  - name: vadd\n    payload_arguments: 7\n"))
	_, err = Decide(Request{Name: "in", File: f, VISAFiles: []string{td + "visa/vadd.dg2.simd8_entry_0001.visa.dbg"}})
	if err == nil || !strings.Contains(err.Error(), "section .ze_info (at offset 0x402c): .ze_info line 3: payload_arguments is not a sequence") {
		t.Errorf("bad .ze_info: %v", err)
	}
}

// FuzzDecide: any input bytes give a plan or an error, never a panic.
func FuzzDecide(f *testing.F) {
	for _, p := range []string{"spirv/vadd.clang15.spv", "elf/vadd.pvc.zebin", "elf/vadd.tgllp.ocl.elf"} {
		b, err := os.ReadFile(td + p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, false)
	}
	f.Fuzz(func(t *testing.T, b []byte, replaces bool) {
		p, err := Decide(Request{Name: "in", Input: b, Replaces: replaces})
		if err == nil && (p == nil || p.Mode == 0) {
			t.Fatalf("no plan and no error")
		}
	})
}
