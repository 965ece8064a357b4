package elfrw

import (
	"bytes"
	"debug/elf"
	"fmt"
)

// AddSection appends s with the given stored bytes and returns it. Its offset is chosen when
// the file is written.
func (f *File) AddSection(s *Section, data []byte) *Section {
	s.file, s.added, s.origOff, s.origLen = f, true, 0, 0
	s.SetData(data)
	if !s.HasFileData() {
		s.Size = uint64(len(data))
		s.data = nil
	}
	f.Sections = append(f.Sections, s)
	f.countChanged, f.namesDirty = true, true
	return s
}

// Rename changes a section's name; the name table is rebuilt on write.
func (f *File) Rename(s *Section, name string) {
	s.Name = name
	f.namesDirty = true
}

// RemoveSections removes the sections for which drop returns true, together with relocation
// sections that apply to them and groups left without members (GNU objcopy drops those; readers
// reject an empty group), and renumbers every section index the file holds: sh_link (of every
// section: a link to a removed section becomes 0 where the type does not need it), sh_info,
// symbols' st_shndx, group members, e_shstrndx. Symbols of .symtab defined in removed sections
// are dropped, as GNU objcopy and llvm-objcopy drop them, and relocations renumbered; a
// relocation or group signature still using one, or anything else still needing a removed
// section, is an error and leaves f unchanged.
func (f *File) RemoveSections(drop func(*Section) bool) error {
	n := len(f.Sections)
	gone := make([]bool, n)
	any := false
	for i, s := range f.Sections {
		if i > 0 && drop(s) {
			gone[i], any = true, true
		}
	}
	if !any {
		return nil
	}
	for i, s := range f.Sections {
		if !gone[i] && infoSection(s) && s.Info != 0 && int(s.Info) < n && gone[s.Info] && (s.Type == elf.SHT_REL || s.Type == elf.SHT_RELA) {
			gone[i] = true
		}
	}
	f.dropEmptyGroups(gone)
	if gone[f.Shstrndx] {
		return fmt.Errorf("cannot remove %s: it holds the section names", f.Sections[f.Shstrndx].Name)
	}
	newIndex := make([]uint32, n)
	k := uint32(0)
	for i := range f.Sections {
		if !gone[i] {
			newIndex[i] = k
			k++
		}
	}
	for i, s := range f.Sections {
		if gone[i] {
			continue
		}
		if linksSection(s) && s.Link != 0 && int(s.Link) < n && gone[s.Link] {
			return fmt.Errorf("cannot remove %s: section %s links to it", f.Sections[s.Link].Name, s.Name)
		}
		if infoSection(s) && s.Info != 0 && int(s.Info) < n && gone[s.Info] {
			return fmt.Errorf("cannot remove %s: section %s refers to it", f.Sections[s.Info].Name, s.Name)
		}
	}
	// Compute every content change first, so that an error leaves f as it was.
	edits := map[*Section][]byte{}
	for i, s := range f.Sections {
		if gone[i] {
			continue
		}
		var err error
		switch s.Type {
		case elf.SHT_SYMTAB, elf.SHT_DYNSYM:
			err = f.renumberSymbols(s, gone, newIndex, edits)
		case elf.SHT_GROUP:
			err = f.renumberGroup(s, gone, newIndex, edits)
		}
		if err != nil {
			return err
		}
	}
	for s, b := range edits {
		s.SetData(b)
	}
	f.ungroupMembers(gone)
	var kept []*Section
	for i, s := range f.Sections {
		if gone[i] {
			if !s.IsNew() && s.HasFileData() && !f.Pinned(s) {
				if !f.removed || uint64(s.origOff) < f.removedAt {
					f.removedAt = uint64(s.origOff)
				}
				f.removed = true
			}
			continue
		}
		if int(s.Link) < n && (linksSection(s) || !gone[s.Link]) {
			s.Link = newIndex[s.Link]
		} else if int(s.Link) < n {
			s.Link = 0 // a link no reader needs, to a section that is gone
		}
		if infoSection(s) && int(s.Info) < n {
			s.Info = newIndex[s.Info]
		}
		kept = append(kept, s)
	}
	f.Shstrndx = int(newIndex[f.Shstrndx])
	f.Sections = kept
	f.countChanged, f.namesDirty = true, true
	return nil
}

// symbolLayout describes one symbol table entry's fields for the file's class.
func (f *File) symSize() int {
	if f.Class == elf.ELFCLASS32 {
		return 16
	}
	return 24
}

// shndxOffset is where st_shndx sits inside a symbol entry.
func (f *File) shndxOffset() int {
	if f.Class == elf.ELFCLASS32 {
		return 14
	}
	return 6
}

func (f *File) infoOffset() int {
	if f.Class == elf.ELFCLASS32 {
		return 12
	}
	return 4
}

// renumberSymbols rewrites st_shndx for the new numbering and drops local symbols of removed
// sections, renumbering the relocations and groups that use this table.
func (f *File) renumberSymbols(tab *Section, gone []bool, newIndex []uint32, edits map[*Section][]byte) error {
	raw, err := tab.Data()
	if err != nil {
		return err
	}
	es := f.symSize()
	count := len(raw) / es
	var xindex []byte
	tabIndex := f.Index(tab)
	for _, s := range f.Sections {
		if s.Type == elf.SHT_SYMTAB_SHNDX && int(s.Link) == tabIndex {
			if xindex, err = s.Data(); err != nil {
				return err
			}
		}
	}
	out := make([]byte, 0, len(raw))
	symMap := make([]int64, count) // old symbol index -> new, -1 when dropped
	dropped, droppedLocals, changed := 0, 0, false
	for i := 0; i < count; i++ {
		e := raw[i*es : (i+1)*es]
		stored := f.ByteOrder.Uint16(e[f.shndxOffset():])
		shndx, isSec := uint32(stored), stored != 0 && stored < uint16(elf.SHN_LORESERVE)
		if stored == uint16(elf.SHN_XINDEX) && len(xindex) >= (i+1)*4 {
			shndx, isSec = f.ByteOrder.Uint32(xindex[i*4:]), true
		}
		inRange := isSec && int(shndx) < len(gone)
		if inRange && gone[shndx] {
			if tab.Type == elf.SHT_DYNSYM {
				bind := elf.SymBind(e[f.infoOffset()] >> 4)
				return fmt.Errorf("cannot remove %s: symbol %q (%s) in %s is defined in it", f.Sections[shndx].Name, f.symName(tab, e), bind, tab.Name)
			}
			symMap[i] = -1
			dropped++
			if uint32(i) < tab.Info {
				droppedLocals++
			}
			changed = true
			continue
		}
		symMap[i] = int64(i - dropped)
		if inRange && newIndex[shndx] != shndx {
			if newIndex[shndx] >= uint32(elf.SHN_LORESERVE) || stored == uint16(elf.SHN_XINDEX) {
				return fmt.Errorf("%s: renumbering extended section indices is not supported", tab.Name)
			}
			c := append([]byte(nil), e...)
			f.ByteOrder.PutUint16(c[f.shndxOffset():], uint16(newIndex[shndx]))
			out = append(out, c...)
			changed = true
			continue
		}
		out = append(out, e...)
	}
	out = append(out, raw[count*es:]...)
	if !changed {
		return nil
	}
	if tab.Flags&elf.SHF_ALLOC != 0 && len(out) != len(raw) {
		return fmt.Errorf("cannot drop symbols from the loaded table %s", tab.Name)
	}
	edits[tab] = out
	if dropped == 0 {
		return nil
	}
	if int(tab.Info) >= droppedLocals {
		tab.Info -= uint32(droppedLocals)
	}
	// Names a relocation error gives: the symbol and the section it was defined in.
	why := func(sym uint64) string {
		e := raw[sym*uint64(es):]
		shndx := uint32(f.ByteOrder.Uint16(e[f.shndxOffset():]))
		if shndx == uint32(elf.SHN_XINDEX) && len(xindex) >= int(sym+1)*4 {
			shndx = f.ByteOrder.Uint32(xindex[sym*4:])
		}
		return fmt.Sprintf("symbol %q, defined in the removed section %s", f.symName(tab, e), f.Sections[shndx].Name)
	}
	ti := uint32(f.Index(tab))
	for i, s := range f.Sections {
		if gone[i] || s.Link != ti {
			continue
		}
		switch s.Type {
		case elf.SHT_REL, elf.SHT_RELA:
			b, err := f.renumberRelocs(s, symMap, why)
			if err != nil {
				return err
			}
			if b != nil {
				edits[s] = b
			}
		case elf.SHT_GROUP:
			if int(s.Info) < count {
				if symMap[s.Info] < 0 {
					return fmt.Errorf("group %s keeps members but its signature is the %s", s.Name, why(uint64(s.Info)))
				}
				s.Info = uint32(symMap[s.Info])
			}
		case shtLLVMAddrsig:
			b, err := f.renumberAddrsig(s, symMap)
			if err != nil {
				return err
			}
			edits[s] = b
		case elf.SHT_SYMTAB_SHNDX:
			b, _ := s.Data()
			var nb []byte
			for j := 0; j < count && (j+1)*4 <= len(b); j++ {
				if symMap[j] >= 0 {
					nb = append(nb, b[j*4:(j+1)*4]...)
				}
			}
			edits[s] = nb
		}
	}
	return nil
}

func (f *File) symName(tab *Section, e []byte) string {
	if int(tab.Link) >= len(f.Sections) {
		return "?"
	}
	strs, err := f.Sections[tab.Link].Data()
	if err != nil {
		return "?"
	}
	name, _ := cString(strs, f.ByteOrder.Uint32(e))
	return name
}

// renumberRelocs rewrites r_sym through symMap; nil when nothing changed. A relocation using
// a dropped symbol is an error naming the symbol by why.
func (f *File) renumberRelocs(s *Section, symMap []int64, why func(sym uint64) string) ([]byte, error) {
	raw, err := s.Data()
	if err != nil {
		return nil, err
	}
	rs := relocSize(f.Class, s.Type)
	out := bytes.Clone(raw)
	changed := false
	for off := 0; off+rs <= len(out); off += rs {
		sym := f.relocSym(out[off:])
		if sym == 0 || int(sym) >= len(symMap) {
			continue
		}
		if symMap[sym] < 0 {
			return nil, fmt.Errorf("relocation at %#x in %s uses %s", off, s.Name, why(sym))
		}
		if uint64(symMap[sym]) != sym {
			f.setRelocSym(out[off:], uint64(symMap[sym]))
			changed = true
		}
	}
	if !changed {
		return nil, nil
	}
	return out, nil
}

func relocSize(c elf.Class, t elf.SectionType) int {
	n := 8
	if c == elf.ELFCLASS64 {
		n = 16
	}
	if t == elf.SHT_RELA {
		n += n / 2
	}
	return n
}

// mips64el stores r_info as a 32-bit symbol followed by four type bytes, not as one word.
func (f *File) mips64el() bool {
	return f.Class == elf.ELFCLASS64 && f.Machine == elf.EM_MIPS && f.ByteOrder.Uint16([]byte{1, 0}) == 1
}

func (f *File) relocSym(e []byte) uint64 {
	if f.Class == elf.ELFCLASS32 {
		return uint64(f.ByteOrder.Uint32(e[4:]) >> 8)
	}
	if f.mips64el() {
		return uint64(f.ByteOrder.Uint32(e[8:]))
	}
	return f.ByteOrder.Uint64(e[8:]) >> 32
}

func (f *File) setRelocSym(e []byte, sym uint64) {
	switch {
	case f.Class == elf.ELFCLASS32:
		info := f.ByteOrder.Uint32(e[4:])
		f.ByteOrder.PutUint32(e[4:], uint32(sym)<<8|info&0xff)
	case f.mips64el():
		f.ByteOrder.PutUint32(e[8:], uint32(sym))
	default:
		info := f.ByteOrder.Uint64(e[8:])
		f.ByteOrder.PutUint64(e[8:], sym<<32|info&0xffffffff)
	}
}

// dropEmptyGroups marks as gone the groups all of whose members are gone.
func (f *File) dropEmptyGroups(gone []bool) {
	for i, s := range f.Sections {
		if gone[i] || s.Type != elf.SHT_GROUP {
			continue
		}
		raw, err := s.Data()
		if err != nil || len(raw) <= 4 {
			continue
		}
		empty := true
		for off := 4; off+4 <= len(raw); off += 4 {
			if m := f.ByteOrder.Uint32(raw[off:]); int(m) >= len(gone) || !gone[m] {
				empty = false
				break
			}
		}
		gone[i] = empty
	}
}

// ungroupMembers clears SHF_GROUP from the sections that stay when their group goes, as GNU
// objcopy does: no group names them any more.
func (f *File) ungroupMembers(gone []bool) {
	for i, s := range f.Sections {
		if !gone[i] || s.Type != elf.SHT_GROUP {
			continue
		}
		raw, err := s.Data()
		if err != nil {
			continue
		}
		for off := 4; off+4 <= len(raw); off += 4 {
			if m := f.ByteOrder.Uint32(raw[off:]); int(m) < len(gone) && !gone[m] {
				f.Sections[m].Flags &^= elf.SHF_GROUP
			}
		}
	}
}

// renumberGroup renumbers the members of a section group and drops removed ones.
func (f *File) renumberGroup(s *Section, gone []bool, newIndex []uint32, edits map[*Section][]byte) error {
	raw, err := s.Data()
	if err != nil {
		return err
	}
	if len(raw) < 4 {
		return nil
	}
	out := append([]byte(nil), raw[:4]...)
	changed := false
	for off := 4; off+4 <= len(raw); off += 4 {
		m := f.ByteOrder.Uint32(raw[off:])
		if int(m) < len(gone) && gone[m] {
			changed = true
			continue
		}
		if int(m) < len(newIndex) && newIndex[m] != m {
			m = newIndex[m]
			changed = true
		}
		out = appender(f.ByteOrder).AppendUint32(out, m)
	}
	if changed {
		edits[s] = out
	}
	return nil
}

// prepareNames makes every section's sh_name point at its name, reusing strings already in
// the table (suffixes too), appending missing ones and trimming names no longer used at the end.
func (f *File) prepareNames() error {
	if !f.namesDirty || f.Shstrndx <= 0 || f.Shstrndx >= len(f.Sections) {
		return nil
	}
	st := f.Sections[f.Shstrndx]
	cur, err := st.Data()
	if err != nil {
		return err
	}
	tab := bytes.Clone(cur)
	if len(tab) == 0 {
		tab = []byte{0}
	}
	for i, s := range f.Sections {
		if i == 0 {
			continue
		}
		if name, ok := cString(tab, s.NameOff); ok && name == s.Name && s.NameOff != 0 || s.Name == "" && s.NameOff == 0 {
			continue
		}
		if j := bytes.Index(tab, append([]byte(s.Name), 0)); j >= 0 && s.Name != "" {
			s.NameOff = uint32(j)
			continue
		}
		s.NameOff = uint32(len(tab))
		tab = append(append(tab, s.Name...), 0)
	}
	used := f.symbolNamesEnd(f.Shstrndx)
	for _, s := range f.Sections {
		used = max(used, int(s.NameOff)+len(s.Name)+1)
	}
	tab = tab[:min(len(tab), used)]
	if !bytes.Equal(tab, cur) {
		st.SetData(tab)
	}
	f.namesDirty = false
	return nil
}

// symbolNamesEnd is the end of the last symbol name that symbol tables keep in string table
// strndx (producers such as IGC share one table between section and symbol names), at least 1.
func (f *File) symbolNamesEnd(strndx int) int {
	end := 1
	for _, t := range f.Sections {
		if (t.Type != elf.SHT_SYMTAB && t.Type != elf.SHT_DYNSYM) || int(t.Link) != strndx {
			continue
		}
		syms, err := t.Data()
		if err != nil {
			return 1 << 62 // unreadable: trim nothing
		}
		strs, _ := f.Sections[strndx].Data()
		for off := 0; off+f.symSize() <= len(syms); off += f.symSize() {
			n := int(f.ByteOrder.Uint32(syms[off:]))
			name, _ := cString(strs, uint32(n))
			end = max(end, n+len(name)+1)
		}
	}
	return end
}
