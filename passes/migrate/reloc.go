package migrate

import (
	"fmt"
	"sort"

	"hdwarf/sections/dwarf"
)

// rewriteRelocs follows the rewrite in the relocation sections of a relocatable file:
// relocations inside sections whose layout changed move with the bytes they patch, and
// relocations that point into such a section (a DW_FORM_ref_addr, a location list offset,
// an FDE's CIE pointer, ...) get the new target. In the new section bytes, each relocated
// field gets its stored form back: the input's bytes for RELA, the new addend for REL.
func (m *migrator) rewriteRelocs() error {
	names := make([]string, 0, len(m.d.Sections))
	for n := range m.d.Sections {
		names = append(names, n)
	}
	sort.Strings(names)
	bo := m.d.ByteOrder
	for _, name := range names {
		s := m.d.Sections[name]
		rs := s.Relocs
		if rs == nil || len(rs.Relocs) == 0 {
			continue
		}
		smap := m.mapOf(name)
		out, st := m.out[name], m.streams[name]
		moved := false
		for i := range rs.Relocs {
			r := &rs.Relocs[i]
			newOff := r.Off
			if smap != nil {
				var ok bool
				if newOff, ok = smap.lookup(r.Off); !ok {
					return &dwarf.Error{Section: name, Off: r.Off, Msg: fmt.Sprintf("relocation %d (type %d) lies inside a rewritten operation", r.Index, r.Type)}
				}
			}
			if r.Size > 0 && r.Off <= uint64(len(s.Raw)) && uint64(len(s.Raw))-r.Off >= uint64(r.Size) {
				stored := dwarf.ReadFixed(s.Raw[r.Off:], bo, r.Size)
				var tmap *offsetMap
				if t := m.d.ByIndex(int(r.SymShndx)); t != nil && !r.PCRel {
					tmap = m.mapOf(t.Name)
				}
				if tmap != nil {
					a := uint64(r.Addend)
					if !rs.RELA {
						a = stored
					}
					nt, ok := tmap.lookup(r.SymValue + a)
					if !ok {
						return &dwarf.Error{Section: name, Off: r.Off, Msg: fmt.Sprintf("relocation %d points inside rewritten bytes", r.Index)}
					}
					na := nt - r.SymValue
					if rs.RELA {
						if int64(na) != r.Addend {
							r.Addend = int64(na)
							moved = true
						}
					} else {
						stored = na
					}
				}
				switch {
				case out != nil:
					dwarf.PutFixed(out[newOff:], bo, r.Size, stored)
				case st != nil:
					st.patch(newOff, r.Size, stored, bo)
				case !rs.RELA && stored != dwarf.ReadFixed(s.Raw[r.Off:], bo, r.Size):
					out = append([]byte(nil), s.Raw...)
					m.out[name] = out
					dwarf.PutFixed(out[newOff:], bo, r.Size, stored)
				}
			}
			if newOff != r.Off {
				r.Off = newOff
				moved = true
			}
		}
		if moved {
			m.out[rs.ELF.Name] = rs.Encode()
		}
	}
	return nil
}
