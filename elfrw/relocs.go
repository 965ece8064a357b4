package elfrw

import (
	"debug/elf"
	"fmt"
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
