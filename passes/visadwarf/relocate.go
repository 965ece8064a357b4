package visadwarf

import (
	"debug/elf"
	"fmt"
	"sort"
	"strings"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
)

// Relocate does what a loader does to a relocatable file's debug sections before a debugger
// reads them: it gives the named sections their load addresses (sh_addr), stores the final
// value of every relocation of a .debug_* section in place (symbol value + its section's
// address + addend) and drops the relocation sections it applied. Sections not named keep the
// address they have.
func Relocate(f *elfrw.File, addrs map[string]uint64) error {
	if f.Type != elf.ET_REL {
		return fmt.Errorf("not a relocatable file (e_type %v): its addresses are final already", f.Type)
	}
	names := make([]string, 0, len(addrs))
	for n := range addrs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		s := f.Section(n)
		if s == nil {
			return fmt.Errorf("--section %s: no such section", n)
		}
		if s.Flags&elf.SHF_ALLOC == 0 {
			return fmt.Errorf("--section %s: the section is not loaded", n)
		}
		s.Addr = addrs[n]
	}
	syms, err := ReadSymbols(f)
	if err != nil {
		return err
	}
	applied := map[*elfrw.Section]bool{}
	for _, rs := range f.Sections {
		if rs.Type != elf.SHT_RELA && rs.Type != elf.SHT_REL || int(rs.Info) >= len(f.Sections) {
			continue
		}
		target := f.Sections[rs.Info]
		if !strings.HasPrefix(target.Name, ".debug_") {
			continue
		}
		data, err := target.Data()
		if err != nil {
			return fmt.Errorf("%s: %w", target.Name, err)
		}
		data = append([]byte(nil), data...)
		entries, err := parseRelocs(f, rs)
		if err != nil {
			return fmt.Errorf("%s: %w", rs.Name, err)
		}
		for i, r := range entries {
			size := 0
			for _, sz := range []int{8, 4} {
				if typ, _, err := dwarfenc.RelocType(f.Machine, f.Class, sz); err == nil && typ == r.typ {
					size = sz
				}
			}
			where := fmt.Sprintf("%s entry %d (offset %#x)", rs.Name, i, r.off)
			// The entry's own place in the file, for "(at offset ...)".
			at := rs.Offset
			if len(entries) > 0 {
				at += uint64(i) * (rs.Size / uint64(len(entries)))
			}
			switch {
			case size == 0:
				return fmt.Errorf("%s: relocation type %d is not an address type for %v (at offset %#x)", where, r.typ, f.Machine, at)
			case r.off > uint64(len(data)) || uint64(len(data))-r.off < uint64(size):
				return fmt.Errorf("%s: outside %s (%#x bytes) (at offset %#x)", where, target.Name, len(data), at)
			case int(r.sym) >= len(syms):
				return fmt.Errorf("%s: symbol index %d out of range (%d symbols) (at offset %#x)", where, r.sym, len(syms), at)
			}
			s := syms[r.sym]
			if s.Section == 0 || s.Section >= len(f.Sections) {
				return fmt.Errorf("%s: symbol %q is not defined in a section (at offset %#x)", where, s.Name, at)
			}
			addend := r.addend
			if !r.rela {
				addend = int64(getN(f.ByteOrder, data[r.off:], size))
			}
			v := f.Sections[s.Section].Addr + s.Value + uint64(addend)
			if size == 4 && v>>32 != 0 {
				return fmt.Errorf("%s: value %#x does not fit in 4 bytes (at offset %#x)", where, v, at)
			}
			putN(f.ByteOrder, data[r.off:], size, v)
		}
		target.Flags &^= elf.SHF_COMPRESSED
		target.SetData(data)
		applied[rs] = true
	}
	if len(applied) == 0 {
		return nil
	}
	return f.RemoveSections(func(s *elfrw.Section) bool { return applied[s] })
}
