package ecsdwarf

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"hdwarf/dwarfenc"
	"hdwarf/internal/oracle"
	"hdwarf/text/ecs"
)

// The differences from ECS's own output that the issue asks for, or that follow from fixing
// ECS's bugs. The comparison below normalises exactly these and nothing else:
//
//  1. decl_file/line/column use unsigned forms (llvm-dwarfdump then prints decl_file as a
//     path: it is mapped back to the source index).
//  2. The compile unit has DW_AT_producer, DW_AT_language when the extension tells it,
//     --comp-dir instead of the working directory, DW_AT_low_pc + DW_AT_ranges; only its name
//     is compared.
//  3. void is the absence of DW_AT_type (subprogram results, pointers to void, function types)
//     instead of a reference to an anonymous DW_TAG_unspecified_type: LLVM then prints "void"
//     where it printed "" for ECS.
//  4. Bit fields carry DW_AT_data_bit_offset from the start of the record and no
//     DW_AT_data_member_location (DWARF 4 allows only one of them; ECS writes both, with the
//     bit offset relative to the member location): only DW_AT_bit_size is compared.
//  5. Float constants keep the precision of their type (ECS narrows them to single precision
//     and stores them as sdata): their DW_AT_const_value is not compared.
//  6. amd64 xmm registers have the psABI numbers 17-32 (ECS: 41-48, which LLVM names MM0-7).
//  7. Type names no type entry defines become structure declarations (DW_AT_declaration).
//  8. Enumerations get DW_AT_byte_size and subroutine types DW_AT_prototyped (not compared).
//  9. high_pc is an offset (DWARF 4 data form), compared as an address after adding low_pc.
// 10. The line table has one sequence per code entry and real columns (ECS: one sequence, and
//     a column only when the line does not change): rows are compared by address, file and
//     line.
// 11. A variable at "+0" from a name that is a register of the target and not a data entry
//     ("rsp" +0 in Edges) is register-relative; ECS makes it an alias of a section named rsp
//     (its linker then fails). No program with a reference has one.
// 12. .debug_aranges is written (ECS writes none).

type testCase struct {
	program, target string
	units           []string
	dump            string // "" when ECS made no reference
}

func corpusCases(t *testing.T) []testCase {
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.dbg"))
	if err != nil || len(files) != 70 {
		t.Fatalf("found %d .dbg files (%v), want 70", len(files), err)
	}
	seen := map[string]bool{}
	var cases []testCase
	for _, f := range files {
		parts := strings.Split(filepath.Base(f), ".")
		unit, target := parts[0], parts[1]
		program := unit
		for p, us := range programUnits {
			for _, u := range us {
				if u == unit {
					program = p
				}
			}
		}
		if seen[program+"."+target] {
			continue
		}
		seen[program+"."+target] = true
		tc := testCase{program: program, target: target, units: programUnits[program]}
		if tc.units == nil {
			tc.units = []string{program}
		}
		dump := filepath.Join(corpusDir, program+"."+target+".ecs.dwarf.txt")
		if _, err := os.Stat(dump); err == nil {
			tc.dump = dump
		}
		cases = append(cases, tc)
	}
	return cases
}

// TestConvertCorpus converts every .dbg file, places code and data where ECS's linker put
// them (or at made-up addresses where ECS made no program), and checks that llvm-dwarfdump
// verifies the result and that its DIE tree and line rows equal ECS's apart from the
// differences listed above.
func TestConvertCorpus(t *testing.T) {
	oracle.Want(t, "llvm-dwarfdump-22")
	dir := t.TempDir()
	files, compared, rows := 0, 0, 0
	for _, tc := range corpusCases(t) {
		t.Run(tc.program+"."+tc.target, func(t *testing.T) {
			var ref []*dumpDIE
			var refRows []string
			if tc.dump != "" {
				ref = readDump(t, tc.dump)
				refRows = readRows(t, tc.dump, nil)
				if len(refRows) == 0 {
					t.Fatalf("%s: no line rows read", tc.dump)
				}
			}
			var ourRows []string
			for _, u := range tc.units {
				name := u + "." + tc.target + ".dbg"
				f := parseCorpus(t, name)
				c, err := NewConverter(name, f)
				if err != nil {
					t.Fatal(err)
				}
				secs, err := c.Sections(Options{CompDir: "/src/ecs/build"})
				if err != nil {
					t.Fatal(err)
				}
				addrs := addresses(t, f, ref)
				if err := dwarfenc.Resolve(secs, false, func(a dwarfenc.Addr) (uint64, bool) {
					if a.Section != "" {
						return 0, true
					}
					v, ok := addrs[a.Symbol]
					return v, ok
				}); err != nil {
					t.Fatal(err)
				}
				for _, s := range secs {
					if len(s.Relocs) != 0 {
						t.Fatalf("%s: %d relocations left in %s, first against %v", name, len(s.Relocs), s.Name, s.Relocs[0].Target)
					}
				}
				obj, err := c.object(secs)
				if err != nil {
					t.Fatal(err)
				}
				path := filepath.Join(dir, name+".o")
				var buf bytes.Buffer
				if _, err := obj.WriteTo(&buf); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				out, stderr, err := oracle.RunErr(t, "llvm-dwarfdump-22", "--verify", path)
				if err != nil || !strings.Contains(out, "No errors.") {
					t.Errorf("%s: llvm-dwarfdump --verify: %v\n%s%s", name, err, out, stderr)
				}
				files++
				if tc.dump == "" {
					continue
				}
				dumpPath := path + ".txt"
				text := oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", "--debug-line", path)
				if err := os.WriteFile(dumpPath, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
				ours := readDump(t, dumpPath)
				ourRows = append(ourRows, readRows(t, dumpPath, f.Sources)...)
				compared += compareUnit(t, name, f, ours, ref, tc.target)
			}
			if tc.dump != "" {
				compareRows(t, ourRows, refRows)
				rows += len(ourRows)
			}
		})
	}
	t.Logf("%d objects verified, %d top-level DIEs and %d line rows compared with ECS's", files, compared, rows)
}

// addresses places every code and data section and every alias: where ECS's linker put
// them according to its DWARF, or one after the other from 0x1000 without a reference.
func addresses(t *testing.T, f *ecs.File, ref []*dumpDIE) map[string]uint64 {
	addrs := map[string]uint64{}
	refSub := map[string]*dumpDIE{}
	refVar := map[string]uint64{}
	for _, cu := range ref {
		for _, d := range cu.Children {
			switch d.Tag {
			case "DW_TAG_subprogram":
				refSub[d.name()] = d
			case "DW_TAG_variable":
				if a, ok := opAddr(d); ok {
					refVar[d.name()] = a
				}
			}
		}
	}
	next := uint64(0x1000)
	place := func(name string, size uint64) {
		if _, ok := addrs[name]; !ok {
			addrs[name] = next
			next += (size + 15) &^ 15
		}
	}
	for _, e := range f.Entries {
		switch e.Kind {
		case ecs.Code:
			if d := refSub[e.Name]; d != nil {
				addrs[e.Name] = d.addr("DW_AT_low_pc")
			} else if ref != nil {
				t.Errorf("code entry %q has no subprogram in ECS's output", e.Name)
			} else {
				place(e.Name, e.Size)
			}
			for _, s := range e.Symbols {
				if !s.IsAlias() {
					continue
				}
				if d := refSub[e.Name]; d != nil {
					for _, c := range d.Children {
						if a, ok := opAddr(c); ok && c.name() == s.Name {
							addrs[s.Register] = a
						}
					}
				}
				place(s.Register, 16)
			}
		case ecs.Data:
			if a, ok := refVar[e.Name]; ok {
				addrs[e.Name] = a
			} else if ref != nil {
				t.Errorf("data entry %q has no variable in ECS's output", e.Name)
			} else {
				place(e.Name, e.Size)
			}
		}
	}
	return addrs
}

var opAddrRE = regexp.MustCompile(`^DW_OP_addr 0x([0-9a-f]+)$`)

func opAddr(d *dumpDIE) (uint64, bool) {
	m := opAddrRE.FindStringSubmatch(d.Attrs["DW_AT_location"])
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseUint(m[1], 16, 64)
	return v, err == nil
}

// compareUnit compares each top-level DIE of our unit with the DIEs of the same tag and name
// in ECS's output (any of them: inline functions appear once per unit there).
func compareUnit(t *testing.T, name string, f *ecs.File, ours, ref []*dumpDIE, target string) int {
	t.Helper()
	if len(ours) != 1 {
		t.Fatalf("%s: %d compile units, want 1", name, len(ours))
	}
	if got, want := ours[0].name(), f.Sources[0]; got != want {
		t.Errorf("%s: compile unit name %q, want %q", name, got, want)
	}
	floats := map[string]bool{} // difference 5
	for _, e := range f.Entries {
		for _, s := range e.Symbols {
			if s.Kind == ecs.Constant && s.Value.Kind == ecs.FloatValue {
				floats[s.Name] = true
			}
		}
	}
	refs := map[string][]string{}
	for _, cu := range ref {
		for _, d := range cu.Children {
			if n := d.name(); n != "" {
				key := d.Tag + " " + n
				refs[key] = append(refs[key], render(d, true, target, nil, floats))
			}
		}
	}
	n := 0
	for _, d := range ours[0].Children {
		if d.name() == "" {
			continue
		}
		got := render(d, false, target, f.Sources, floats)
		want := refs[d.Tag+" "+d.name()]
		if len(want) == 0 {
			// A structure declaration for a name ECS resolved from another unit.
			if d.Attrs["DW_AT_declaration"] != "" {
				continue
			}
			t.Errorf("%s: %s %q not in ECS's output", name, d.Tag, d.name())
			continue
		}
		if d.Attrs["DW_AT_declaration"] != "" {
			// Difference 7: ECS's linker completed the placeholder from another unit.
			continue
		}
		ok := false
		for _, w := range want {
			ok = ok || w == got
		}
		if !ok {
			t.Errorf("%s: %s %q differs:\nours:\n%s\nECS:\n%s", name, d.Tag, d.name(), got, want[0])
		}
		n++
	}
	return n
}

var (
	typeNameRE = regexp.MustCompile(`^0x[0-9a-f]+ "(.*)"$`)
	voidWord   = regexp.MustCompile(`\bvoid\b`)
	boundsRE   = regexp.MustCompile(`\[(\[[^)]*\)|\d*)\]`)
	numberRE   = regexp.MustCompile(`^\(?(0x[0-9a-f]+|-?\d+)\)?$`)
	mmRE       = regexp.MustCompile(`\bMM([0-7])\b`)
)

// render writes the compared attributes of d and its subtree, one DIE per line.
func render(d *dumpDIE, ecsSide bool, target string, sources []string, floats map[string]bool) string {
	var b strings.Builder
	renderDIE(&b, d, 0, ecsSide, target, sources, floats)
	return b.String()
}

func renderDIE(b *strings.Builder, d *dumpDIE, depth int, ecsSide bool, target string, sources []string, floats map[string]bool) {
	fmt.Fprintf(b, "%s%s", strings.Repeat("  ", depth), d.Tag)
	get := func(a string) string { return d.Attrs[a] }
	if v := get("DW_AT_name"); v != "" {
		fmt.Fprintf(b, " name=%s", v)
	}
	if v := get("DW_AT_decl_file"); v != "" {
		if !ecsSide {
			v = fileIndex(v, sources)
		}
		fmt.Fprintf(b, " decl=%s:%s:%s", v, get("DW_AT_decl_line"), get("DW_AT_decl_column"))
	}
	typ := ""
	if v := get("DW_AT_type"); v != "" {
		if m := typeNameRE.FindStringSubmatch(v); m != nil {
			typ = m[1]
		}
	}
	if !ecsSide {
		// Difference 3: ECS's anonymous unspecified type prints as "".
		typ = voidWord.ReplaceAllString(typ, "")
	}
	// llvm-dwarfdump spells array bounds in type names differently for the forms each side
	// uses; the bounds themselves are compared on the subrange DIEs.
	typ = boundsRE.ReplaceAllString(typ, "[]")
	switch {
	case typ != "" || get("DW_AT_type") != "":
	case d.Tag == "DW_TAG_subprogram", d.Tag == "DW_TAG_pointer_type", d.Tag == "DW_TAG_reference_type", d.Tag == "DW_TAG_subroutine_type":
		// Difference 3 again: no DW_AT_type is void.
	default:
		typ = "\x00"
	}
	if typ != "\x00" {
		fmt.Fprintf(b, " type=%q", typ)
	}
	if v := get("DW_AT_location"); v != "" {
		if ecsSide && target == "amd64" {
			v = mmRE.ReplaceAllString(v, "XMM$1") // difference 6
		}
		fmt.Fprintf(b, " loc=%s", v)
	}
	if v := get("DW_AT_low_pc"); v != "" {
		// llvm-dwarfdump prints an offset high_pc (difference 9) as the address it means.
		fmt.Fprintf(b, " pc=%#x-%#x", d.addr("DW_AT_low_pc"), d.addr("DW_AT_high_pc"))
	}
	bitField := get("DW_AT_bit_size") != ""
	for _, a := range []string{"DW_AT_count", "DW_AT_lower_bound", "DW_AT_encoding", "DW_AT_bit_size", "DW_AT_external"} {
		if v := get(a); v != "" {
			fmt.Fprintf(b, " %s=%s", strings.TrimPrefix(a, "DW_AT_"), number(v))
		}
	}
	if v := get("DW_AT_byte_size"); v != "" && d.Tag != "DW_TAG_enumeration_type" {
		fmt.Fprintf(b, " byte_size=%s", number(v))
	}
	if v := get("DW_AT_data_member_location"); v != "" && !bitField {
		fmt.Fprintf(b, " member=%s", number(v))
	}
	if v := get("DW_AT_const_value"); v != "" && !(d.Tag == "DW_TAG_constant" && floats[d.name()]) {
		fmt.Fprintf(b, " const=%s", constBits(v))
	}
	b.WriteByte('\n')
	for _, c := range d.Children {
		renderDIE(b, c, depth+1, ecsSide, target, sources, floats)
	}
}

// number prints a constant in decimal: llvm-dwarfdump prints dataN forms in hex, udata
// and sdata in decimal.
func number(v string) string {
	m := numberRE.FindStringSubmatch(v)
	if m == nil {
		return v
	}
	if strings.HasPrefix(m[1], "0x") {
		n, err := strconv.ParseUint(m[1][2:], 16, 64)
		if err == nil {
			return strconv.FormatUint(n, 10)
		}
	}
	return m[1]
}

// constBits prints a constant as its 64-bit pattern, since ECS writes unsigned values as
// signed data.
func constBits(v string) string {
	v = number(v)
	if i, err := strconv.ParseInt(v, 10, 64); err == nil {
		return strconv.FormatUint(uint64(i), 10)
	}
	return v
}

func fileIndex(v string, sources []string) string {
	s, err := strconv.Unquote(v)
	if err != nil {
		return v
	}
	for i, src := range sources {
		if s == src || strings.HasSuffix(s, "/"+src) {
			return strconv.Itoa(i + 1)
		}
	}
	return v
}

var rowRE = regexp.MustCompile(`^0x([0-9a-f]+) +(\d+) +(\d+) +(\d+) .*?(end_sequence)?$`)

// readRows returns the line rows of a dump as "address file line", without end_sequence
// rows; with sources, file numbers are mapped to source names (ours), else kept (ECS).
func readRows(t *testing.T, path string, sources []string) []string {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, lines, ok := strings.Cut(string(text), ".debug_line contents")
	if !ok {
		t.Fatalf("%s: no line table", path)
	}
	// File numbers are unit-relative; rows are keyed by source name through each table's
	// file_names list.
	var rows []string
	var files []string
	for _, l := range strings.Split(lines, "\n") {
		if strings.HasPrefix(l, "debug_line[") {
			files = nil
		}
		if n, ok := strings.CutPrefix(strings.TrimSpace(l), "name: "); ok {
			files = append(files, strings.Trim(n, `"`))
		}
		m := rowRE.FindStringSubmatch(l)
		if m == nil || m[5] != "" {
			continue
		}
		addr, _ := strconv.ParseUint(m[1], 16, 64)
		fi, _ := strconv.Atoi(m[4])
		file := m[4]
		if fi >= 1 && fi <= len(files) {
			file = filepath.Base(files[fi-1])
		}
		rows = append(rows, fmt.Sprintf("%#x %s %s", addr, file, m[2]))
	}
	sort.Strings(rows)
	return rows
}

func compareRows(t *testing.T, ours, ref []string) {
	t.Helper()
	sort.Strings(ours)
	if strings.Join(ours, "\n") == strings.Join(ref, "\n") {
		return
	}
	have := map[string]int{}
	for _, r := range ours {
		have[r]++
	}
	var missing, extra []string
	for _, r := range ref {
		if have[r] > 0 {
			have[r]--
		} else {
			missing = append(missing, r)
		}
	}
	for r, n := range have {
		for range n {
			extra = append(extra, r)
		}
	}
	sort.Strings(extra)
	t.Errorf("line rows differ: %d of ECS's missing (first %v), %d extra (first %v)", len(missing), first(missing), len(extra), first(extra))
}

func first(s []string) []string {
	if len(s) > 5 {
		return s[:5]
	}
	return s
}
