package elfrw

import (
	"debug/elf"
	"errors"
	"fmt"

	"hdwarf/internal/bytecursor"
)

// Reloc is one entry of a SHT_REL or SHT_RELA section.
type Reloc struct {
	Off    uint64
	Sym    uint32
	Type   uint32
	Addend int64 // 0 for SHT_REL: the addend is stored at Off
}

// Relocations decodes relocation section s for the file's class, byte order and machine
// (MIPS64 keeps the symbol in the first word of r_info and up to three types in its last
// bytes; Type packs them as r_type | r_type2<<8 | r_type3<<16, RelocTypeName names them). A size that is not a whole number of
// entries is an error.
func (f *File) Relocations(s *Section) ([]Reloc, error) {
	if s.Type != elf.SHT_REL && s.Type != elf.SHT_RELA {
		return nil, fmt.Errorf("section %s is not a relocation section", s.Name)
	}
	raw, err := s.Data()
	if err != nil {
		return nil, err
	}
	rela := s.Type == elf.SHT_RELA
	es := relocSize(f.Class, s.Type)
	if len(raw)%es != 0 {
		return nil, fmt.Errorf("section %s: size %#x is not a multiple of the entry size %d", s.Name, len(raw), es)
	}
	bo := f.ByteOrder
	out := make([]Reloc, len(raw)/es)
	for i := range out {
		e := raw[i*es:]
		r := &out[i]
		r.Sym = uint32(f.relocSym(e))
		if f.Class == elf.ELFCLASS64 {
			r.Off = bo.Uint64(e)
			if f.Machine == elf.EM_MIPS {
				// MIPS64 r_info (either byte order): r_sym (4 bytes), r_ssym, r_type3,
				// r_type2, r_type. The three types are packed r_type | r_type2<<8 |
				// r_type3<<16, so a composed relocation never matches a plain one.
				r.Type = uint32(e[15]) | uint32(e[14])<<8 | uint32(e[13])<<16
			} else {
				r.Type = uint32(bo.Uint64(e[8:]))
			}
			if rela {
				r.Addend = int64(bo.Uint64(e[16:]))
			}
			continue
		}
		r.Off = uint64(bo.Uint32(e))
		r.Type = bo.Uint32(e[4:]) & 0xff
		if rela {
			r.Addend = int64(int32(bo.Uint32(e[8:])))
		}
	}
	return out, nil
}

// Errors of Place.
var (
	ErrRelocType    = errors.New("relocation type not known for the machine")
	ErrRelocOutside = errors.New("relocation place outside its section")
)

// Place returns what relocation r, an entry of a relocation section of f (rela: SHT_RELA),
// writes into data, the contents of the section it applies to: the kind of its type and its
// addend, r_addend or for SHT_REL the value stored at the place. Every reader that applies
// relocations (the DWARF loader, verify, relocate) decides these here. The error wraps
// ErrRelocType or ErrRelocOutside.
func (f *File) Place(r Reloc, rela bool, data []byte) (RelocKind, int64, error) {
	k, ok := RelocKindOf(f.Machine, r.Type)
	if !ok {
		return k, 0, fmt.Errorf("type %d: %w", r.Type, ErrRelocType)
	}
	if r.Off > uint64(len(data)) || uint64(len(data))-r.Off < uint64(k.Size) {
		return k, 0, fmt.Errorf("%d bytes at %#x of %#x: %w", k.Size, r.Off, len(data), ErrRelocOutside)
	}
	if rela {
		return k, r.Addend, nil
	}
	return k, int64(bytecursor.ReadFixed(data[r.Off:], f.ByteOrder, k.Size)), nil
}

// PutPlace stores the low k.Size bytes of v at r's place in data (checked by Place).
func (f *File) PutPlace(r Reloc, k RelocKind, data []byte, v uint64) {
	bytecursor.PutFixed(data[r.Off:], f.ByteOrder, k.Size, v)
}
