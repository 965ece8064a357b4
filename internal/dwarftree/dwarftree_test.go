package dwarftree

import (
	"debug/dwarf"
	"debug/elf"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

// dieLine is a DIE line of llvm-dwarfdump's --debug-info: its offset, then two spaces of
// indentation a level.
var dieLine = regexp.MustCompile(`^0x([0-9a-f]+):( *)DW_TAG_`)

// TestWalkNesting walks IGC's per-kernel debug ELFs and a converted zebin and checks each
// DIE's enclosing DIEs against llvm-dwarfdump-22's indentation: the same DIEs in the same
// order, each at the depth llvm-dwarfdump prints it, each parent the innermost DIE before it
// one level up.
func TestWalkNesting(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/elf/*.igc.elf")
	// IGC 2.40's own DWARF of a -O0 loop in four nested lexical blocks.
	scopes, _ := filepath.Glob("../../testdata/igc2/scopes.*.O0.zebin")
	files = append(files, scopes...)
	if len(files) == 0 || len(scopes) == 0 {
		t.Fatal("no corpus files")
	}
	inBlocks := 0
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			ef, err := elf.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer ef.Close()
			d, err := FromELF(ef)
			if err != nil {
				t.Fatal(err)
			}
			type die struct {
				off          dwarf.Offset
				depth        int
				parent       dwarf.Offset // 0: none
				nearestBlock dwarf.Offset
			}
			var got []die
			err = Walk(d, func(e *dwarf.Entry, parents []*dwarf.Entry) {
				x := die{off: e.Offset, depth: len(parents)}
				if len(parents) > 0 {
					x.parent = parents[len(parents)-1].Offset
				}
				if b := Nearest(parents, dwarf.TagLexDwarfBlock, dwarf.TagSubprogram); b != nil {
					x.nearestBlock = b.Offset
				}
				got = append(got, x)
			})
			if err != nil {
				t.Fatal(err)
			}
			// Expected from llvm-dwarfdump: the stack of DIEs open at each depth.
			var want []die
			var open []dwarf.Offset
			var openTag []string
			for _, line := range strings.Split(oracle.Run(t, "llvm-dwarfdump-22", "--debug-info", path), "\n") {
				m := dieLine.FindStringSubmatch(line)
				if m == nil {
					continue
				}
				off, _ := strconv.ParseUint(m[1], 16, 64)
				depth := (len(m[2]) - 1) / 2
				if depth > len(open) {
					t.Fatalf("llvm-dwarfdump: DIE at %#x at depth %d under %d open", off, depth, len(open))
				}
				open, openTag = open[:depth], openTag[:depth]
				x := die{off: dwarf.Offset(off), depth: depth}
				if depth > 0 {
					x.parent = open[depth-1]
				}
				for i := depth - 1; i >= 0; i-- {
					if openTag[i] == "DW_TAG_lexical_block" || openTag[i] == "DW_TAG_subprogram" {
						x.nearestBlock = open[i]
						break
					}
				}
				want = append(want, x)
				tag := strings.Fields(line[strings.Index(line, "DW_TAG_"):])[0]
				open, openTag = append(open, x.off), append(openTag, tag)
			}
			if len(got) != len(want) {
				t.Fatalf("%d DIEs walked, llvm-dwarfdump prints %d", len(got), len(want))
			}
			blocks := 0
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("DIE %d: walked %+v, llvm-dwarfdump %+v", i, got[i], want[i])
				}
				if got[i].nearestBlock != 0 {
					blocks++
				}
			}
			inBlocks += blocks
			t.Logf("%d DIEs, %d of them in a subprogram or block", len(got), blocks)
		})
	}
	if inBlocks == 0 {
		t.Errorf("no DIE inside a subprogram or block: nothing checked of Nearest")
	}
}
