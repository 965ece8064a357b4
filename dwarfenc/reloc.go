package dwarfenc

import (
	"fmt"
)

// Addr is an address, or a section offset, given relative to a symbol or to the start of a
// section. With both names empty it is the absolute value Off. Symbolic values become
// relocations whose addend is Off; the addend is also stored in place, so the bytes are right
// for REL targets and for readers that ignore RELA addends' in-place slots.
type Addr struct {
	Symbol  string
	Section string
	Off     uint64
}

// Abs is an absolute address.
func Abs(v uint64) Addr { return Addr{Off: v} }

// Sym is the address Off bytes past symbol name.
func Sym(name string, off uint64) Addr { return Addr{Symbol: name, Off: off} }

// Sec is the address Off bytes into section name.
func Sec(name string, off uint64) Addr { return Addr{Section: name, Off: off} }

// IsAbs reports whether a needs no relocation.
func (a Addr) IsAbs() bool { return a.Symbol == "" && a.Section == "" }

// sameBase reports whether a and b are relative to the same symbol or section, so their
// difference is a constant.
func (a Addr) sameBase(b Addr) bool { return a.Symbol == b.Symbol && a.Section == b.Section }

func (a Addr) String() string {
	switch {
	case a.Symbol != "":
		return fmt.Sprintf("%s+%#x", a.Symbol, a.Off)
	case a.Section != "":
		return fmt.Sprintf("[%s]+%#x", a.Section, a.Off)
	}
	return fmt.Sprintf("%#x", a.Off)
}

// Reloc asks for Size bytes at Offset of a debug section to hold the value of Target (symbol
// or section start plus the addend Target.Off). It is machine-neutral: elfrw.AbsRelocType picks
// the ELF relocation type.
type Reloc struct {
	Offset uint64
	Size   int // 4 or 8
	Target Addr
}

// Section is one emitted debug section with the relocations it needs.
type Section struct {
	Name   string
	Data   []byte
	Relocs []Reloc
}

// Resolve stores final values in place for every relocation whose target lookup knows, and
// returns the sections with only the relocations that remain. lookup returns the address of
// a symbol or section (the addend is added here). A value that does not fit its 4-byte slot
// is an error.
func Resolve(secs []Section, bigEndian bool, lookup func(Addr) (uint64, bool)) error {
	for i := range secs {
		s := &secs[i]
		kept := s.Relocs[:0]
		for _, r := range s.Relocs {
			base, ok := lookup(Addr{Symbol: r.Target.Symbol, Section: r.Target.Section})
			if !ok {
				kept = append(kept, r)
				continue
			}
			if r.Offset+uint64(r.Size) > uint64(len(s.Data)) || r.Offset+uint64(r.Size) < r.Offset {
				return fmt.Errorf("%s: relocation at offset %#x size %d past end %#x", s.Name, r.Offset, r.Size, len(s.Data))
			}
			v := base + r.Target.Off
			if r.Size == 4 && v>>32 != 0 && v>>31 != 1<<33-1 {
				return fmt.Errorf("%s: value %#x of %v does not fit 4 bytes at offset %#x", s.Name, v, r.Target, r.Offset)
			}
			putN(s.Data[r.Offset:], v, r.Size, bigEndian)
		}
		s.Relocs = kept
	}
	return nil
}
