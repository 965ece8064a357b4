package ecsdwarf

import (
	"bufio"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// dumpDIE is one DIE of an llvm-dwarfdump --debug-info text dump.
type dumpDIE struct {
	Off      uint64
	Tag      string
	Attrs    map[string]string // attribute name -> value text inside the parentheses
	Children []*dumpDIE
}

var (
	dieLine  = regexp.MustCompile(`^0x([0-9a-f]+):( +)(DW_TAG_\w+|NULL)`)
	attrLine = regexp.MustCompile(`^ +(DW_AT_\w+)\s+\((.*)\)$`)
)

// readDump returns the compile units of an llvm-dwarfdump text dump.
func readDump(t *testing.T, path string) []*dumpDIE {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var units []*dumpDIE
	var stack []*dumpDIE // stack[d] is the open DIE at depth d
	var cur *dumpDIE
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, ".debug_line contents") {
			break
		}
		if m := dieLine.FindStringSubmatch(line); m != nil {
			depth := (len(m[2]) - 1) / 2
			if m[3] == "NULL" {
				cur = nil
				continue
			}
			off, _ := strconv.ParseUint(m[1], 16, 64)
			d := &dumpDIE{Off: off, Tag: m[3], Attrs: map[string]string{}}
			if depth == 0 {
				units = append(units, d)
			} else if depth <= len(stack) {
				p := stack[depth-1]
				p.Children = append(p.Children, d)
			} else {
				t.Fatalf("%s: DIE at 0x%x nested too deep", path, off)
			}
			stack = append(stack[:depth], d)
			cur = d
			continue
		}
		if m := attrLine.FindStringSubmatch(line); m != nil && cur != nil {
			cur.Attrs[m[1]] = m[2]
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return units
}

func (d *dumpDIE) name() string {
	s := d.Attrs["DW_AT_name"]
	if u, err := strconv.Unquote(s); err == nil {
		return u
	}
	return strings.Trim(s, `"`)
}

func (d *dumpDIE) addr(attr string) uint64 {
	v, _ := strconv.ParseUint(strings.TrimPrefix(d.Attrs[attr], "0x"), 16, 64)
	return v
}
