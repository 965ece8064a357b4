// Package relocate does for a relocatable file's debug sections what a loader does: gives
// code sections load addresses and stores every debug relocation's final value in place.
package relocate

import (
	"debug/elf"
	"errors"
	"fmt"
	"math/bits"
	"sort"
	"strings"

	"hdwarf/elfrw"
)

// ErrNoRelocations is returned by Relocate for a relocatable file whose debug sections have
// no relocations left: it was relocated already (or never had any), and giving its code new
// addresses would leave the debug sections pointing at the old ones.
var ErrNoRelocations = errors.New("no relocations of .debug_* sections to apply: the file was relocated already or its debug sections hold final addresses")

// SectionError says that a section Relocate was asked to give an address cannot have one.
type SectionError struct {
	Section string
	Reason  string
}

func (e *SectionError) Error() string { return e.Section + ": " + e.Reason }

// AddressError says that a load address given for a section does not fit: the section, or a
// relocated value inside it, would wrap past the end of the 64-bit address space.
type AddressError struct {
	Section string
	Addr    uint64
	Size    uint64
	Where   string // the relocation whose value wraps; "" when the section itself does
}

func (e *AddressError) Error() string {
	if e.Where != "" {
		return fmt.Sprintf("%s: the value relocated against %s at %#x wraps past 2^64", e.Where, e.Section, e.Addr)
	}
	return fmt.Sprintf("%s at %#x: the section (%#x bytes) would end at or past 2^64", e.Section, e.Addr, e.Size)
}

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
			return &SectionError{Section: n, Reason: "no such section"}
		}
		if s.Flags&elf.SHF_ALLOC == 0 {
			return &SectionError{Section: n, Reason: "the section is not loaded"}
		}
		// DWARF ranges end one past the last byte, so that end must be an address too.
		if a := addrs[n]; a > ^uint64(0)-s.Size {
			return &AddressError{Section: n, Addr: a, Size: s.Size}
		}
	}
	if !hasDebugRelocs(f) {
		return ErrNoRelocations
	}
	for _, n := range names {
		f.Section(n).Addr = addrs[n]
	}
	syms, err := f.Symtab()
	if err != nil {
		return err
	}
	bases := f.SymbolBases(syms)
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
		entries, err := f.Relocations(rs)
		if err != nil {
			return fmt.Errorf("%s: %w", rs.Name, err)
		}
		for i, r := range entries {
			where := fmt.Sprintf("%s entry %d (offset %#x)", rs.Name, i, r.Off)
			// The entry's own place in the file, for "(at offset ...)".
			at := rs.Offset
			if len(entries) > 0 {
				at += uint64(i) * (rs.Size / uint64(len(entries)))
			}
			k, addend, err := f.Place(r, rs.Type == elf.SHT_RELA, data)
			switch {
			case !k.Addr:
				return fmt.Errorf("%s: relocation type %d is not an address type for %v (at offset %#x)", where, r.Type, f.Machine, at)
			case err != nil:
				return fmt.Errorf("%s: outside %s (%#x bytes) (at offset %#x)", where, target.Name, len(data), at)
			case int(r.Sym) >= len(syms):
				return fmt.Errorf("%s: symbol index %d out of range (%d symbols) (at offset %#x)", where, r.Sym, len(syms), at)
			}
			s := syms[r.Sym]
			base := bases[r.Sym]
			if base <= 0 || base >= len(f.Sections) {
				return fmt.Errorf("%s: symbol %q is not defined in a section (at offset %#x)", where, s.Name, at)
			}
			sec := f.Sections[base]
			v, carry := bits.Add64(sec.Addr, s.Value, 0)
			if addend >= 0 {
				var c2 uint64
				v, c2 = bits.Add64(v, uint64(addend), 0)
				carry |= c2
			} else {
				var borrow uint64
				v, borrow = bits.Sub64(v, uint64(-addend), 0)
				carry ^= borrow // a borrow undoes an earlier carry
			}
			if carry != 0 {
				return &AddressError{Section: sec.Name, Addr: sec.Addr, Size: sec.Size, Where: where}
			}
			if k.Size == 4 && v>>32 != 0 {
				return fmt.Errorf("%s: value %#x does not fit in 4 bytes (at offset %#x)", where, v, at)
			}
			f.PutPlace(r, k, data, v)
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

// hasDebugRelocs reports whether some relocation section applies to a .debug_* section.
func hasDebugRelocs(f *elfrw.File) bool {
	for _, rs := range f.Sections {
		if (rs.Type == elf.SHT_RELA || rs.Type == elf.SHT_REL) && int(rs.Info) < len(f.Sections) &&
			strings.HasPrefix(f.Sections[rs.Info].Name, ".debug_") && rs.Size > 0 {
			return true
		}
	}
	return false
}
