package main

import (
	"debug/elf"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"hdwarf/elfrw"
	"hdwarf/passes/device"
	"hdwarf/sections/offload"
)

// sectionRow is one line of `dump --sections`, also its JSON form.
type sectionRow struct {
	Index  int    `json:"index"`
	Name   string `json:"name"`
	Type   string `json:"type"`
	Flags  string `json:"flags"`
	Addr   uint64 `json:"address"`
	Offset uint64 `json:"offset"`
	Size   uint64 `json:"size"`
	Align  uint64 `json:"alignment"`
}

func dumpSections(e *env, in *dumpInput, asJSON bool) error {
	f, err := in.needELF()
	if err != nil {
		return err
	}
	rows := make([]sectionRow, len(f.Sections))
	for i, s := range f.Sections {
		rows[i] = sectionRow{i, s.Name, sectionTypeName(s.Type), flagLetters(s.Flags), s.Addr, s.Offset, s.Size, s.Addralign}
	}
	dev, err := device.Find(f)
	if err != nil {
		return err
	}
	var offloads []offloadRow
	for _, d := range dev {
		for _, c := range d.Containers {
			offloads = append(offloads, newOffloadRow(d.Sec.Name, c))
		}
	}
	if asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			File     string       `json:"file"`
			Class    string       `json:"class"`
			Data     string       `json:"data"`
			Type     string       `json:"type"`
			Machine  string       `json:"machine"`
			Sections []sectionRow `json:"sections"`
			Offload  []offloadRow `json:"offload,omitempty"`
		}{in.path, f.Class.String(), dataString(f), f.Type.String(), f.Machine.String(), rows, offloads})
	}
	fmt.Fprintf(e.stdout, "%s: %s\n", in.path, f)
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 1, ' ', 0)
	fmt.Fprintln(tw, "[Nr]\tName\tType\tFlags\tAddress\tOffset\tSize\tAlign")
	for _, r := range rows {
		fmt.Fprintf(tw, "[%2d]\t%s\t%s\t%s\t%#x\t%#x\t%#x\t%d\n", r.Index, r.Name, r.Type, r.Flags, r.Addr, r.Offset, r.Size, r.Align)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, o := range offloads {
		fmt.Fprintf(e.stdout, "\n%s at %#x in %s: %#x bytes", o.Format, o.Offset, o.Section, o.Size)
		if o.Method != "" {
			ok := "matches"
			if !o.HashOK {
				ok = "does not match"
			}
			fmt.Fprintf(e.stdout, " (version %d, %s, %#x uncompressed; hash %#x %s the bundle)", o.Version, o.Method, o.Uncompressed, o.Hash, ok)
		}
		fmt.Fprintln(e.stdout)
		tw := tabwriter.NewWriter(e.stdout, 0, 0, 1, ' ', 0)
		fmt.Fprintln(tw, "  Entry\tOffset\tSize\tContents")
		for _, en := range o.Entries {
			fmt.Fprintf(tw, "  %s\t%#x\t%#x\t%s\n", en.ID, en.Offset, en.Size, en.Contents)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	return nil
}

// offloadRow is one offload container of `dump --sections` (also its JSON form): offsets of
// entries are in the (uncompressed) bundle or image.
type offloadRow struct {
	Section      string        `json:"section"`
	Format       string        `json:"format"`
	Offset       int           `json:"offset"`
	Size         int           `json:"size"`
	Version      uint16        `json:"version,omitempty"`
	Method       string        `json:"method,omitempty"`
	Uncompressed uint64        `json:"uncompressed,omitempty"`
	Hash         uint64        `json:"hash,omitempty"`
	HashOK       bool          `json:"hash_ok,omitempty"`
	Entries      []offloadItem `json:"entries"`
}

type offloadItem struct {
	ID       string `json:"id"`
	Offset   uint64 `json:"offset"`
	Size     int    `json:"size"`
	Contents string `json:"contents"`
}

func newOffloadRow(sec string, c offload.Container) offloadRow {
	r := offloadRow{Section: sec, Format: c.Format.String(), Offset: c.Offset, Size: c.Size}
	if h := c.Compressed; h != nil {
		r.Version, r.Method, r.Uncompressed, r.Hash, r.HashOK = h.Version, h.Method.String(), h.Size, h.Hash, h.HashOK
	}
	for _, e := range c.Entries {
		what := "empty"
		switch {
		case e.IsELF():
			what = "ELF"
			if f, err := elfrw.ReadBytes(e.Data); err == nil {
				what = fmt.Sprintf("ELF %s %s", f.Machine, f.Type)
			}
		case strings.HasPrefix(string(e.Data), "BC\xc0\xde"):
			what = "LLVM bitcode"
		case len(e.Data) > 0:
			what = "data"
		}
		r.Entries = append(r.Entries, offloadItem{e.ID, e.Offset, len(e.Data), what})
	}
	return r
}

func dataString(f *elfrw.File) string {
	if f.ByteOrder == binary.BigEndian {
		return "big-endian"
	}
	return "little-endian"
}

// sectionTypeName names standard types as debug/elf does and vendor ones by number.
func sectionTypeName(t elf.SectionType) string {
	s := t.String()
	if strings.HasPrefix(s, "SHT_") && !strings.Contains(s, "+") {
		return s
	}
	return fmt.Sprintf("%#x", uint32(t))
}

// flagLetters spells section flags as readelf does.
func flagLetters(fl elf.SectionFlag) string {
	letters := []struct {
		f elf.SectionFlag
		c byte
	}{
		{elf.SHF_WRITE, 'W'}, {elf.SHF_ALLOC, 'A'}, {elf.SHF_EXECINSTR, 'X'}, {elf.SHF_MERGE, 'M'},
		{elf.SHF_STRINGS, 'S'}, {elf.SHF_INFO_LINK, 'I'}, {elf.SHF_LINK_ORDER, 'L'},
		{elf.SHF_OS_NONCONFORMING, 'O'}, {elf.SHF_GROUP, 'G'}, {elf.SHF_TLS, 'T'},
		{elf.SHF_COMPRESSED, 'C'},
	}
	var b []byte
	rest := fl
	for _, l := range letters {
		if fl&l.f != 0 {
			b = append(b, l.c)
			rest &^= l.f
		}
	}
	if rest&0x80000000 != 0 {
		b = append(b, 'E')
		rest &^= 0x80000000
	}
	if rest != 0 {
		b = append(b, fmt.Sprintf("+%#x", uint64(rest))...)
	}
	return string(b)
}
