// Package dwarftree walks the DIE tree that Go's debug/dwarf reads, giving each entry with the
// entries that enclose it. The tests that read our output and IGC's through an outside reader
// (convert's, and those of the SPIR-V and DWARF readers) need a DIE's scope, and this is the
// one place that follows debug/dwarf's null entries to know it.
package dwarftree

import (
	"debug/dwarf"
	"debug/elf"
)

// Walk calls visit for each DIE of d in file order, without the null entries that end sibling
// lists, with the DIEs that enclose it, outermost (its unit) first. parents is reused from call
// to call: copy what is kept. A read error stops the walk and is returned.
func Walk(d *dwarf.Data, visit func(e *dwarf.Entry, parents []*dwarf.Entry)) error {
	r := d.Reader()
	var open []*dwarf.Entry
	for {
		e, err := r.Next()
		if err != nil {
			return err
		}
		if e == nil {
			return nil
		}
		if e.Tag == 0 {
			// A null entry closes the innermost open DIE (one too many is debug/dwarf's
			// to reject; here it closes nothing).
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
			continue
		}
		if e.Tag == dwarf.TagCompileUnit || e.Tag == dwarf.TagPartialUnit || e.Tag == dwarf.TagTypeUnit || e.Tag == dwarf.TagSkeletonUnit {
			open = open[:0] // a unit starts a new tree, whatever the last one left open
		}
		visit(e, open)
		if e.Children {
			open = append(open, e)
		}
	}
}

// Nearest returns the innermost of parents whose tag is one of tags, or nil.
func Nearest(parents []*dwarf.Entry, tags ...dwarf.Tag) *dwarf.Entry {
	for i := len(parents) - 1; i >= 0; i-- {
		for _, t := range tags {
			if parents[i].Tag == t {
				return parents[i]
			}
		}
	}
	return nil
}

// FromELF reads ef's DWARF: through debug/elf where that applies the relocations (x86-64, or a
// file that is not relocatable), from the sections as stored otherwise (debug/elf applies no
// Intel GPU relocations; our zebins store the addends in place).
func FromELF(ef *elf.File) (*dwarf.Data, error) {
	if ef.Machine == elf.EM_X86_64 || ef.Type != elf.ET_REL {
		return ef.DWARF()
	}
	var err error
	sec := func(name string) []byte {
		s := ef.Section(name)
		if s == nil || err != nil {
			return nil
		}
		var b []byte
		b, err = s.Data()
		return b
	}
	d, derr := dwarf.New(sec(".debug_abbrev"), nil, nil, sec(".debug_info"), sec(".debug_line"), nil, sec(".debug_ranges"), sec(".debug_str"))
	for _, n := range []string{".debug_addr", ".debug_line_str", ".debug_str_offsets", ".debug_rnglists", ".debug_loclists"} {
		if b := sec(n); derr == nil && b != nil {
			derr = d.AddSection(n, b)
		}
	}
	if err != nil {
		return nil, err
	}
	return d, derr
}
