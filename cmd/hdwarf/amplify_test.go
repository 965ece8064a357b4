package main

import (
	"bytes"
	"debug/elf"
	"path/filepath"
	"regexp"
	"sort"
	"testing"
	"time"

	"hdwarf/elfrw"
	"hdwarf/internal/hostile"
)

// The amplifying DWARF of issue 31, for every command that reads DWARF: an abbreviation of
// 200,000 DW_FORM_flag_present attributes used by 20,000 one-byte DIEs (4 billion values
// from 620 KB), and 80,000 variables typed by one subroutine type of 80,000 parameters
// (960 KB; naming each variable's type walked the list again). Each run must end within
// amplifyTimeout and its peak memory stay within maxRSS; the test logs both.

const (
	amplifyAttrs, amplifyDIEs = 200000, 20000
	amplifyFanIn              = 80000
	amplifyTimeout            = 10 * time.Second
	igcTreeELF                = td + "/srctree/srctree.dg2.simd8_entry_0001"
)

// igcDWARFWith writes IGC's per-kernel debug ELF of srctree.dg2 with its .debug_abbrev and
// .debug_info replaced by secs (and the relocations of the old .debug_info dropped), so that
// convert reads secs as IGC's DWARF beside the kernel's vISA blob.
func igcDWARFWith(t *testing.T, path string, secs map[string][]byte) {
	t.Helper()
	f, err := elfrw.ReadBytes(readFile(t, igcTreeELF+".igc.elf"))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.RemoveSections(func(s *elfrw.Section) bool { return s.Type == elf.SHT_RELA && s.Name == ".rela.debug_info" }); err != nil {
		t.Fatal(err)
	}
	for name, b := range secs {
		f.Section(name).SetData(b)
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	put(t, path, buf.Bytes())
}

func TestAmplifyingDWARF(t *testing.T) {
	if testing.Short() {
		t.Skip("runs hdwarf as a process on generated inputs")
	}
	blob, _ := filepath.Abs(igcTreeELF + ".visa.dbg")
	zeroSize := func(t *testing.T, dir string) {
		debugELF(t, filepath.Join(dir, "in.elf"), hostile.ZeroSizeAttrs(amplifyAttrs, amplifyDIEs))
	}
	fanIn := func(t *testing.T, dir string) {
		debugELF(t, filepath.Join(dir, "in.elf"), hostile.SubroutineFanIn(amplifyFanIn))
	}
	// The budget's message names the abbreviation and the unit's offset.
	const budgetMsg = `in\.elf: .*DIE of abbreviation 2 \(200000 attributes without bytes\): the unit yields more such values than 16 per byte of it \(at offset 0xd\)`
	var cases []hostileCase
	for name, args := range map[string][]string{
		"dump":               {"dump", "--dwarf", "in.elf"},
		"migrate-intel":      {"migrate", "--from", "intel", "--check", "in.elf", "-o", "out.elf"},
		"migrate-amd-legacy": {"migrate", "--from", "amd-legacy", "in.elf", "-o", "out.elf"},
	} {
		cases = append(cases,
			hostileCase{name: "zero-size-" + name, make: func(t *testing.T, dir string) []string { zeroSize(t, dir); return args },
				status: 1, msg: budgetMsg, maxRSS: 100 << 20, timeout: amplifyTimeout},
			hostileCase{name: "fan-in-" + name, make: func(t *testing.T, dir string) []string { fanIn(t, dir); return args },
				status: 0, maxRSS: 100 << 20, maxOut: 128 << 20, timeout: amplifyTimeout})
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].name < cases[j].name })
	cases = append(cases,
		// Twice the fan-in, under a time limit the walk per reference cannot meet: it took
		// 6.7 s here (134 MB of text), the names made once 0.9 s.
		hostileCase{name: "fan-in-dump-160000", make: func(t *testing.T, dir string) []string {
			debugELF(t, filepath.Join(dir, "in.elf"), hostile.SubroutineFanIn(2*amplifyFanIn))
			return []string{"dump", "--dwarf", "in.elf"}
		}, status: 0, maxRSS: 100 << 20, maxOut: 256 << 20, timeout: 3 * time.Second},
		hostileCase{name: "zero-size-verify", make: func(t *testing.T, dir string) []string { zeroSize(t, dir); return []string{"verify", "in.elf"} },
			status: 3, msg: `in\.elf: 1 problems`, maxRSS: 100 << 20, timeout: amplifyTimeout,
			check: func(t *testing.T, dir string, r runResult) {
				if !regexp.MustCompile(`(?m)^in\.elf: \.debug_info: DIE of abbreviation 2 .* \(at offset 0xd\), in the unit at 0x0$`).MatchString(r.stdout) {
					t.Errorf("verify printed %q", r.stdout)
				}
			}},
		hostileCase{name: "fan-in-verify", make: func(t *testing.T, dir string) []string { fanIn(t, dir); return []string{"verify", "in.elf"} },
			status: 0, maxRSS: 100 << 20, timeout: amplifyTimeout},
		hostileCase{name: "fan-in-dump-json", make: func(t *testing.T, dir string) []string {
			fanIn(t, dir)
			return []string{"dump", "--dwarf", "--json", "in.elf"}
		},
			status: 0, maxRSS: 100 << 20, maxOut: 256 << 20, timeout: amplifyTimeout},
		hostileCase{name: "zero-size-convert-igc",
			make: func(t *testing.T, dir string) []string {
				igcDWARFWith(t, filepath.Join(dir, "in.elf"), hostile.ZeroSizeAttrs(amplifyAttrs, amplifyDIEs))
				return []string{"convert", "in.elf", "--visa", blob, "--platform", "dg2", "-o", "out.elf"}
			},
			status: 1, msg: `in\.elf: IGC's DWARF: \.debug_info: DIE of abbreviation 2 \(200000 attributes without bytes\)`, maxRSS: 100 << 20, timeout: amplifyTimeout},
		hostileCase{name: "fan-in-convert-igc",
			make: func(t *testing.T, dir string) []string {
				igcDWARFWith(t, filepath.Join(dir, "in.elf"), hostile.SubroutineFanIn(amplifyFanIn))
				return []string{"convert", "in.elf", "--visa", blob, "--platform", "dg2", "-o", "out.elf"}
			},
			status: 0, maxRSS: 300 << 20, timeout: amplifyTimeout},
		// The SPIR-V shape: one DebugTypeFunction of 65,000 parameters, 80,000 globals of it.
		hostileCase{name: "fan-in-convert-spirv",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), hostile.DebugFunctionFanIn(amplifyFanIn))
				return []string{"convert", "in.spv", "-o", "out.elf"}
			},
			status: 0, maxRSS: 300 << 20, timeout: amplifyTimeout,
			check: func(t *testing.T, dir string, r runResult) {
				// The DWARF convert wrote names that type in 80,000 places: dumping it is
				// bounded too.
				d := runLimited(t, dir, amplifyTimeout, "dump", "--dwarf", "out.elf")
				t.Logf("dump --dwarf out.elf: status %d, %d bytes out, peak %.1f MiB, %v", d.status, d.outBytes, float64(d.rss)/(1<<20), d.wall.Round(time.Millisecond))
				if d.status != 0 || d.outBytes > 256<<20 {
					t.Errorf("dump --dwarf of the converted module: status %d, %d bytes", d.status, d.outBytes)
				}
			}},
		hostileCase{name: "fan-in-dump-spirv",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), hostile.DebugFunctionFanIn(amplifyFanIn))
				return []string{"dump", "--spirv", "in.spv"}
			},
			status: 0, maxRSS: 200 << 20, maxOut: 256 << 20, timeout: amplifyTimeout},
	)
	runHostile(t, cases)
}
