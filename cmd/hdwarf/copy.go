package main

import (
	"debug/elf"
	"fmt"
	"strconv"
	"strings"

	"hdwarf/elfrw"
	"hdwarf/internal/inputfile"
)

func copyCommand() command {
	c := command{
		name:    "copy",
		summary: "Copy an ELF file, adding, replacing, removing or retyping sections.",
		usage:   "copy INPUT [--add-section NAME=FILE]... [--update-section NAME=FILE]... [--remove-section NAME]... [--set-section-type NAME=TYPE]... -o OUT",
		example: "  hdwarf copy --add-section .visa.debug=k.visa.dbg k.zebin -o k.dbg.zebin\n" +
			"  hdwarf copy --remove-section .visa.debug k.dbg.zebin -o k.zebin\n" +
			"  hdwarf copy --add-section .spv=m.spv --set-section-type .spv=0xff000009 k.zebin --in-place",
	}
	c.run = func(e *env, args []string) int {
		fs := c.flags(e)
		adds := fs.StringArray("add-section", nil, "add section `NAME=FILE` (SHT_PROGBITS, alignment 1) with FILE's bytes")
		updates := fs.StringArray("update-section", nil, "replace the contents of section `NAME=FILE` with FILE's bytes")
		removes := fs.StringArray("remove-section", nil, "remove sections matching `NAME` (a glob: .debug_*) and their relocations")
		types := fs.StringArray("set-section-type", nil, "set section `NAME=TYPE`'s type (SHT_NOTE, PROGBITS or a number such as 0xff000009)")
		ts, jobs, st := c.parseBatch(e, fs, args)
		if st >= 0 {
			return st
		}
		edits, err := parseCopyEdits(*adds, *updates, *removes, *types)
		if err != nil {
			return c.usageError(e, "%v", err)
		}
		return c.eachTarget(e, ts, jobs, func(e *env, in, out string) int { return editELF(e, in, out, edits.apply) })
	}
	return c
}

type namedFile struct{ name, file string }

type copyEdits struct {
	gnuTypes      bool // added sections take BFD's type for their name (objcopy)
	adds, updates []namedFile
	removes       []string
	types         map[string]elf.SectionType
	typeOrder     []string
}

func parseCopyEdits(adds, updates, removes, types []string) (*copyEdits, error) {
	ed := &copyEdits{removes: removes, types: map[string]elf.SectionType{}}
	split := func(flag, v string) (string, string, error) {
		name, val, ok := strings.Cut(v, "=")
		if !ok || name == "" || val == "" {
			return "", "", fmt.Errorf("--%s %q: want NAME=VALUE", flag, v)
		}
		return name, val, nil
	}
	for _, a := range adds {
		n, f, err := split("add-section", a)
		if err != nil {
			return nil, err
		}
		ed.adds = append(ed.adds, namedFile{n, f})
	}
	for _, a := range updates {
		n, f, err := split("update-section", a)
		if err != nil {
			return nil, err
		}
		ed.updates = append(ed.updates, namedFile{n, f})
	}
	if err := sectionPatterns(removes).check("remove-section"); err != nil {
		return nil, err
	}
	for _, a := range types {
		n, v, err := split("set-section-type", a)
		if err != nil {
			return nil, err
		}
		t, err := parseSectionType(v)
		if err != nil {
			return nil, fmt.Errorf("--set-section-type %q: %v", a, err)
		}
		ed.types[n] = t
		ed.typeOrder = append(ed.typeOrder, n)
	}
	return ed, nil
}

// parseSectionType accepts SHT_ names with or without the prefix, and numbers.
func parseSectionType(v string) (elf.SectionType, error) {
	if n, err := strconv.ParseUint(v, 0, 32); err == nil {
		return elf.SectionType(n), nil
	}
	want := strings.ToUpper(v)
	if !strings.HasPrefix(want, "SHT_") {
		want = "SHT_" + want
	}
	for t := elf.SectionType(0); t < 0x20; t++ {
		if t.String() == want {
			return t, nil
		}
	}
	for _, t := range []elf.SectionType{elf.SHT_GNU_ATTRIBUTES, elf.SHT_GNU_HASH, elf.SHT_GNU_LIBLIST, elf.SHT_GNU_VERDEF, elf.SHT_GNU_VERNEED, elf.SHT_GNU_VERSYM} {
		if t.String() == want {
			return t, nil
		}
	}
	return 0, fmt.Errorf("unknown section type %q", v)
}

func (ed *copyEdits) apply(f *elfrw.File) error {
	if len(ed.removes) > 0 {
		ps := sectionPatterns(ed.removes)
		matched := map[string]bool{}
		err := f.RemoveSections(func(s *elfrw.Section) bool {
			for _, r := range ps {
				if ps.matches(r, s.Name) {
					matched[r] = true
				}
			}
			return ps.match(s.Name)
		})
		if err != nil {
			return err
		}
		for _, r := range ed.removes {
			if !matched[r] && !strings.HasPrefix(r, "!") {
				return fmt.Errorf("--remove-section %s: no such section", r)
			}
		}
	}
	for _, u := range ed.updates {
		s := f.Section(u.name)
		if s == nil {
			return fmt.Errorf("--update-section %s: no such section", u.name)
		}
		if s.Flags&elf.SHF_ALLOC != 0 {
			return fmt.Errorf("--update-section %s: the section is loaded; only non-loaded sections can be replaced", u.name)
		}
		if !s.HasFileData() {
			// As GNU objcopy: a section with no bytes in the file has none to replace.
			return fmt.Errorf("--update-section %s: the section is %s and has no contents to update", u.name, s.Type)
		}
		data, err := inputfile.Read(u.file)
		if err != nil {
			return fmt.Errorf("--update-section %s: %w", u.name, err)
		}
		// A segment loads the section's bytes from where they are: more bytes would have to
		// move out of its reach, and the program would load the old ones (GNU 2.40 writes the
		// segment with no bytes at all). As llvm-objcopy, refuse.
		if uint64(len(data)) > s.Size && f.Pinned(s) {
			return fmt.Errorf("--update-section %s: %s has %d bytes, more than the %d a segment loads from the section's place", u.name, u.file, len(data), s.Size)
		}
		s.Flags &^= elf.SHF_COMPRESSED
		s.SetData(data)
	}
	for _, a := range ed.adds {
		if f.Section(a.name) != nil {
			return fmt.Errorf("--add-section %s: a section of that name exists (use --update-section)", a.name)
		}
		data, err := inputfile.Read(a.file)
		if err != nil {
			return fmt.Errorf("--add-section %s: %w", a.name, err)
		}
		s := &elfrw.Section{Name: a.name, Type: elf.SHT_PROGBITS, Addralign: 1}
		if ed.gnuTypes {
			s.Type, s.Flags, s.Entsize = specialSection(a.name, f.Class)
		}
		f.AddSection(s, data)
	}
	for _, n := range ed.typeOrder {
		s := f.Section(n)
		if s == nil {
			return fmt.Errorf("--set-section-type %s: no such section", n)
		}
		if (s.Type == elf.SHT_NOBITS) != (ed.types[n] == elf.SHT_NOBITS) {
			return fmt.Errorf("--set-section-type %s: cannot change whether the section has file contents", n)
		}
		s.Type = ed.types[n]
	}
	return nil
}

// specialSection is the type, flags and entry size GNU objcopy --add-section gives a section
// by its name: the names of BFD's special_sections table (bfd/elf.c) that hold contents and
// need no other section. Other names, and the table's names whose type would need a link or
// an address (.rela*, .dynamic, .hash, .bss), are SHT_PROGBITS with no flags.
func specialSection(name string, class elf.Class) (elf.SectionType, elf.SectionFlag, uint64) {
	ptr := uint64(8)
	if class == elf.ELFCLASS32 {
		ptr = 4
	}
	// dotted: the name alone or followed by "." and more (BFD's suffix length -2).
	dotted := func(base string) bool {
		rest, ok := strings.CutPrefix(name, base)
		return ok && (rest == "" || rest[0] == '.')
	}
	switch {
	case name == ".note.GNU-stack":
		return elf.SHT_PROGBITS, 0, 0
	case strings.HasPrefix(name, ".note"):
		return elf.SHT_NOTE, 0, 0
	case dotted(".init_array"):
		return elf.SHT_INIT_ARRAY, elf.SHF_ALLOC | elf.SHF_WRITE, ptr
	case dotted(".fini_array"):
		return elf.SHT_FINI_ARRAY, elf.SHF_ALLOC | elf.SHF_WRITE, ptr
	case dotted(".preinit_array"):
		return elf.SHT_PREINIT_ARRAY, elf.SHF_ALLOC | elf.SHF_WRITE, ptr
	case dotted(".tdata"):
		return elf.SHT_PROGBITS, elf.SHF_ALLOC | elf.SHF_WRITE | elf.SHF_TLS, 0
	}
	return elf.SHT_PROGBITS, 0, 0
}
