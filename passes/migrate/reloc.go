package migrate

import (
	"fmt"
	"hdwarf/internal/bytecursor"
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
		targets, err := m.relocTargets(name, rs)
		if err != nil {
			return err
		}
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
				stored := bytecursor.ReadFixed(s.Raw[r.Off:], bo, r.Size)
				var tmap *offsetMap
				t := targets[i]
				switch {
				case r.PCRel:
				case t.known:
					tmap = m.mapOf(t.sec)
				default:
					if ts := m.d.ByIndex(int(r.SymShndx)); ts != nil {
						tmap = m.mapOf(ts.Name)
						t.sec = ts.Name
					}
				}
				if tmap != nil {
					a := uint64(r.Addend)
					if !rs.RELA {
						a = stored
					}
					v := r.SymValue + a
					if t.unit != nil {
						v += t.unit.Off
					}
					nt, ok := tmap.lookup(v)
					if !ok {
						return &dwarf.Error{Section: name, Off: r.Off, Msg: fmt.Sprintf("relocation %d: its value 0x%x, an offset in %s, points inside rewritten bytes or past the section's end", r.Index, v, t.sec)}
					}
					if t.unit != nil {
						nu, _ := m.mapOf(name).lookup(t.unit.Off)
						nt -= nu
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
					bytecursor.PutFixed(out[newOff:], bo, r.Size, stored)
				case st != nil:
					st.patch(newOff, r.Size, stored, bo)
				case !rs.RELA && stored != bytecursor.ReadFixed(s.Raw[r.Off:], bo, r.Size):
					out = append([]byte(nil), s.Raw...)
					m.out[name] = out
					bytecursor.PutFixed(out[newOff:], bo, r.Size, stored)
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

// relocTarget is what a relocated field's value is an offset into, by the field's DWARF
// meaning: the relocation's addend follows that section's rewrite. The symbol's section
// cannot say it for IGC's zebins, whose relocations of .debug_info use symbols defined in
// .debug_info for offsets in .debug_abbrev, .debug_line and .debug_loc (Intel's runtime
// adds nothing to their values).
type relocTarget struct {
	known bool        // the field was found; sec "" then means a value that is not an offset
	sec   string      // the section the value is an offset into
	unit  *dwarf.Unit // set for a unit-relative reference
}

// relocTargets classifies the relocated fields of .debug_info and .debug_types, and the
// FDEs' CIE pointers of .debug_frame (parallel to rs.Relocs); the fields of other sections
// are left unknown, for the symbol to say. Each unit holding a relocation against a symbol
// of a debug section is walked once.
func (m *migrator) relocTargets(name string, rs *dwarf.RelocSection) ([]relocTarget, error) {
	out := make([]relocTarget, len(rs.Relocs))
	if name == ".debug_frame" {
		return out, m.cieTargets(rs, out)
	}
	if name != ".debug_info" && name != ".debug_types" {
		return out, nil
	}
	units, err := m.d.Units(name)
	if err != nil {
		return nil, err
	}
	var die dwarf.DIE
	k := 0
	for i := 0; i < len(rs.Relocs); {
		r := &rs.Relocs[i]
		for k < len(units) && units[k].End <= r.Off {
			k++
		}
		if k == len(units) || r.Off < units[k].Off {
			i++
			continue
		}
		u := units[k]
		j := i
		for j < len(rs.Relocs) && rs.Relocs[j].Off < u.End {
			j++
		}
		need := false
		for _, q := range rs.Relocs[i:j] {
			if ts := m.d.ByIndex(int(q.SymShndx)); ts != nil && dwarf.IsDebugSection(ts.Name) {
				need = true
			}
		}
		if need {
			for x := i; x < j; x++ {
				if rs.Relocs[x].Off == u.AbbrevOffPos {
					out[x] = relocTarget{known: true, sec: ".debug_abbrev"}
				}
			}
			rd := m.d.DIEs(u)
			for rd.Next(&die) {
				for _, f := range die.Fields {
					x := sort.Search(j-i, func(n int) bool { return rs.Relocs[i+n].Off >= f.ValOff }) + i
					if x == j || rs.Relocs[x].Off != f.ValOff {
						continue
					}
					t := relocTarget{known: true}
					switch m.kindOf(u, f.Attr, f.Form) {
					case valueRefAddr:
						t.sec = ".debug_info"
					case valueUnitRef:
						t.sec, t.unit = name, u
					case valueLocOffset:
						t.sec = ".debug_loc"
						if u.Version >= 5 {
							t.sec = ".debug_loclists"
						}
					case valueLoclistsBase:
						t.sec = ".debug_loclists"
					}
					out[x] = t
				}
			}
			if err := rd.Err(); err != nil {
				return nil, err
			}
		}
		i = j
	}
	return out, nil
}

// cieTargets marks the relocations of FDEs' CIE pointers as offsets into .debug_frame,
// whatever their symbol: IGC 2.x relocates them against the first kernel's text section
// (addend the CIE's offset), so a CIE that moves must move their addends too.
func (m *migrator) cieTargets(rs *dwarf.RelocSection, out []relocTarget) error {
	entries, err := m.d.Frames(".debug_frame")
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsCIE || e.Terminator {
			continue
		}
		x := sort.Search(len(rs.Relocs), func(n int) bool { return rs.Relocs[n].Off >= e.CIEPointerPos })
		if x < len(rs.Relocs) && rs.Relocs[x].Off == e.CIEPointerPos {
			out[x] = relocTarget{known: true, sec: ".debug_frame"}
		}
	}
	return nil
}
