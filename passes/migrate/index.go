package migrate

import (
	"fmt"
	"hdwarf/internal/bytecursor"
	"hdwarf/internal/leb128"

	"hdwarf/dw"
	"hdwarf/sections/dwarf"
)

// rewriteAbbrev widens the forms the layout asked for and renumbers attributes, in place:
// neither changes the size of a declaration.
func (m *migrator) rewriteAbbrev(infos []*infoRewriter) error {
	sec := m.d.Sec(".debug_abbrev")
	if sec == nil || (len(m.widen) == 0 && !m.opts.RenumberAttrs) {
		return nil
	}
	out := append([]byte(nil), sec.Raw...)
	for off, f := range m.widen {
		if int(off) >= len(out) || out[off] >= 0x80 || f >= 0x80 {
			return &dwarf.Error{Section: ".debug_abbrev", Off: off, Msg: "form code cannot be widened in place"}
		}
		out[off] = byte(f)
		m.rep.WidenedForms++
	}
	if m.opts.RenumberAttrs {
		seen := map[uint64]bool{}
		for _, ir := range infos {
			for _, u := range ir.units {
				t := u.Abbrevs
				if seen[t.Off] {
					continue
				}
				seen[t.Off] = true
				for i := range t.List {
					for _, s := range t.List[i].Attrs {
						n := renumber(s.Attr, m.opts.To)
						if n == s.Attr {
							continue
						}
						b := leb128.AppendUnsigned(nil, uint64(n))
						if len(b) != s.AttrLen {
							return &dwarf.Error{Section: ".debug_abbrev", Off: s.AttrOff, Msg: fmt.Sprintf("attribute 0x%x cannot be renumbered in place", uint32(s.Attr))}
						}
						copy(out[s.AttrOff:], b)
						m.rep.AttrsRenumbered[s.Attr]++
					}
				}
			}
		}
	}
	m.setOut(".debug_abbrev", out)
	return nil
}

// rewriteIndexes fixes the .debug_info offsets held by .debug_aranges,
// .debug_pubnames/.debug_pubtypes and .debug_names. None of them changes size.
func (m *migrator) rewriteIndexes() error {
	info := m.mapOf(".debug_info")
	if info == nil {
		return nil
	}
	bo := m.d.ByteOrder
	mapInfo := func(sec string, pos, v uint64) (uint64, error) {
		n, ok := info.lookup(v)
		if !ok {
			return 0, &dwarf.Error{Section: sec, Off: pos, Msg: fmt.Sprintf(".debug_info offset 0x%x points inside rewritten bytes", v)}
		}
		return n, nil
	}
	if s := m.d.Sec(".debug_aranges"); s != nil {
		sets, err := m.d.Aranges()
		if err != nil {
			return err
		}
		out := append([]byte(nil), s.Raw...)
		for _, a := range sets {
			n, err := mapInfo(s.Name, a.InfoOffPos, a.InfoOff)
			if err != nil {
				return err
			}
			bytecursor.PutFixed(out[a.InfoOffPos:], bo, osize(a.Format64), n)
		}
		m.setOut(s.Name, out)
	}
	for _, name := range []string{".debug_pubnames", ".debug_pubtypes", ".debug_gnu_pubnames", ".debug_gnu_pubtypes"} {
		s := m.d.Sec(name)
		if s == nil {
			continue
		}
		sets, err := m.d.Pubs(name)
		if err != nil {
			return err
		}
		out := append([]byte(nil), s.Raw...)
		for _, p := range sets {
			sz := osize(p.Format64)
			nu, err := mapInfo(name, p.InfoOffPos, p.InfoOff)
			if err != nil {
				return err
			}
			ne, err := mapInfo(name, p.InfoLenPos, p.InfoOff+p.InfoLen)
			if err != nil {
				return err
			}
			bytecursor.PutFixed(out[p.InfoOffPos:], bo, sz, nu)
			bytecursor.PutFixed(out[p.InfoLenPos:], bo, sz, ne-nu)
			for _, e := range p.Entries {
				nd, err := mapInfo(name, e.Pos, p.InfoOff+e.DIE)
				if err != nil {
					return err
				}
				bytecursor.PutFixed(out[e.Pos:], bo, sz, nd-nu)
			}
		}
		m.setOut(name, out)
	}
	if s := m.d.Sec(".debug_names"); s != nil {
		idxs, err := m.d.Names()
		if err != nil {
			return err
		}
		out := append([]byte(nil), s.Raw...)
		for _, n := range idxs {
			sz := osize(n.Format64)
			for i, cu := range n.CUs {
				v, err := mapInfo(s.Name, n.CUPos+uint64(i*sz), cu)
				if err != nil {
					return err
				}
				bytecursor.PutFixed(out[n.CUPos+uint64(i*sz):], bo, sz, v)
			}
			for i, tu := range n.LocalTUs {
				v, err := mapInfo(s.Name, n.LocalTUPos+uint64(i*sz), tu)
				if err != nil {
					return err
				}
				bytecursor.PutFixed(out[n.LocalTUPos+uint64(i*sz):], bo, sz, v)
			}
			for _, r := range n.DIERefs {
				var unit uint64
				switch {
				case r.TU >= 0 && r.TU < len(n.LocalTUs):
					unit = n.LocalTUs[r.TU]
				case r.TU >= 0:
					continue // a foreign type unit: not in this file
				case r.CU >= 0 && r.CU < len(n.CUs):
					unit = n.CUs[r.CU]
				case r.CU < 0 && len(n.CUs) == 1:
					unit = n.CUs[0]
				default:
					return &dwarf.Error{Section: s.Name, Off: r.Pos, Msg: "name entry names no unit"}
				}
				nu, err := mapInfo(s.Name, r.Pos, unit)
				if err != nil {
					return err
				}
				nd, err := mapInfo(s.Name, r.Pos, unit+r.Val)
				if err != nil {
					return err
				}
				v := nd - nu
				if r.Size == 0 {
					b := leb128.AppendUnsigned(nil, v)
					if len(b) != leb128.UnsignedLen(r.Val) {
						return &dwarf.Error{Section: s.Name, Off: r.Pos, Msg: "DW_IDX_die_offset changes length"}
					}
					copy(out[r.Pos:], b)
					continue
				}
				bytecursor.PutFixed(out[r.Pos:], bo, r.Size, v)
			}
		}
		m.setOut(s.Name, out)
	}
	return nil
}

func osize(f64 bool) int {
	if f64 {
		return 8
	}
	return 4
}

// dieName returns the DW_AT_name of a DIE when it is a DW_FORM_string or DW_FORM_strp, for
// messages.
func (m *migrator) dieName(u *dwarf.Unit, e *dwarf.DIE) string {
	f := e.Field(dw.AttrName)
	if f == nil {
		return ""
	}
	switch f.Form {
	case dw.FormString:
		return fmt.Sprintf("%q", f.Block)
	case dw.FormStrp:
		if s := m.d.Sec(".debug_str"); s != nil && f.Val < uint64(len(s.Data)) {
			b := s.Data[f.Val:]
			for i, c := range b {
				if c == 0 {
					return fmt.Sprintf("%q", b[:i])
				}
			}
		}
	}
	return ""
}
