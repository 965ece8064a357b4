package ecsdwarf

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/text/ecs"
)

const corpusDir = "../../testdata/ecs"

// programUnits lists the compilation units of each corpus program (testdata/README.md, ecs/).
var programUnits = map[string][]string{
	"Buffers": {"Queues", "Samples", "Buffers"},
	"basics":  {"basics", "stats"},
}

func parseCorpus(t *testing.T, name string) *ecs.File {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(corpusDir, name))
	if err != nil {
		t.Fatal(err)
	}
	f, err := ecs.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// renderPlan writes the scope tree of a subprogram plan: parameters (P), variables and
// register symbols (V), constants (C), lexical blocks (B begin-end {...}).
func renderPlan(sp *Subprogram) string {
	var b bytes.Buffer
	for _, p := range sp.Params {
		fmt.Fprintf(&b, "P %q ", p.Name)
	}
	renderScope(&b, sp.Body)
	return strings.TrimSpace(b.String())
}

func renderScope(b *bytes.Buffer, s *Scope) {
	for _, sym := range s.Symbols {
		kind := "V"
		if sym.Kind == ecs.Constant {
			kind = "C"
		}
		fmt.Fprintf(b, "%s %q ", kind, sym.Name)
	}
	for _, blk := range s.Blocks {
		fmt.Fprintf(b, "B %d-%d { ", blk.Begin, blk.End)
		renderScope(b, blk)
		b.WriteString("} ")
	}
}

// renderDump writes the same tree for a subprogram DIE of ECS's own output.
func renderDump(d *dumpDIE) string {
	var b bytes.Buffer
	renderDumpChildren(&b, d, d.addr("DW_AT_low_pc"))
	return strings.TrimSpace(b.String())
}

func renderDumpChildren(b *bytes.Buffer, d *dumpDIE, base uint64) {
	for _, c := range d.Children {
		switch c.Tag {
		case "DW_TAG_formal_parameter":
			fmt.Fprintf(b, "P %q ", c.name())
		case "DW_TAG_variable":
			fmt.Fprintf(b, "V %q ", c.name())
		case "DW_TAG_constant":
			fmt.Fprintf(b, "C %q ", c.name())
		case "DW_TAG_lexical_block":
			fmt.Fprintf(b, "B %d-%d { ", c.addr("DW_AT_low_pc")-base, c.addr("DW_AT_high_pc")-base)
			renderDumpChildren(b, c, base)
			b.WriteString("} ")
		default:
			fmt.Fprintf(b, "? %s ", c.Tag)
		}
	}
}

// TestPlanAgainstECS checks, for every program ECS linked, that the parameters, variables,
// constants and lexical blocks planned for each code entry are those of ECS's own DWARF.
func TestPlanAgainstECS(t *testing.T) {
	dumps, err := filepath.Glob(filepath.Join(corpusDir, "*.ecs.dwarf.txt"))
	if err != nil || len(dumps) != 38 {
		t.Fatalf("found %d reference dumps (%v), want 38", len(dumps), err)
	}
	total := 0
	for _, dump := range dumps {
		base := filepath.Base(dump)
		parts := strings.Split(base, ".")
		program, target := parts[0], parts[1]
		t.Run(program+"."+target, func(t *testing.T) {
			ref := map[string][]string{}
			for _, cu := range readDump(t, dump) {
				for _, d := range cu.Children {
					if d.Tag == "DW_TAG_subprogram" {
						ref[d.name()] = append(ref[d.name()], renderDump(d))
					}
				}
			}
			units := programUnits[program]
			if units == nil {
				units = []string{program}
			}
			n := 0
			for _, u := range units {
				name := u + "." + target + ".dbg"
				f := parseCorpus(t, name)
				c, err := NewConverter(name, f)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range f.Entries {
					if e.Kind != ecs.Code {
						continue
					}
					sp, err := c.Plan(e)
					if err != nil {
						t.Errorf("%s: %v", e.Name, err)
						continue
					}
					got := renderPlan(sp)
					wants := ref[e.Name]
					if len(wants) == 0 {
						t.Errorf("%s: no subprogram in ECS's output", e.Name)
						continue
					}
					found := false
					for _, w := range wants {
						found = found || w == got
					}
					if !found {
						t.Errorf("%s:\n  ours %s\n  ECS  %s", e.Name, got, wants[0])
					}
					n++
				}
			}
			if n == 0 {
				t.Error("no code entries compared")
			}
			total += n
		})
	}
	t.Logf("%d subprograms compared", total)
}
