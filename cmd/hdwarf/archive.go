package main

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"hdwarf/elfrw"
	"hdwarf/elfrw/archive"
	"hdwarf/internal/inputfile"
)

// isArchive reports whether the file at path starts with an ar archive's magic.
func isArchive(path string) bool {
	fd, err := os.Open(path)
	if err != nil {
		return false
	}
	defer fd.Close()
	var b [len(archive.Magic)]byte
	if _, err := io.ReadFull(fd, b[:]); err != nil {
		return false
	}
	return archive.Is(b[:])
}

// archiveOpts are the GNU options about archive members' headers.
type archiveOpts struct {
	deterministic bool // -D: zero dates, owners; mode 0644
	preserveDates bool // -p: without -D, members keep their dates
}

// editArchive applies edit to every ELF member of the archive in and writes the archive to
// out, as GNU objcopy and strip do: other members are copied unchanged (with a warning, as
// GNU gives), and the symbol index, if the input had one and a member is an object, is made
// again from the members' defined global symbols. A thin archive is refused, as GNU 2.40
// refuses it. Nothing is written unless every member was done.
func editArchive(e *env, in, out string, o archiveOpts, edit func(f *elfrw.File) error) error {
	b, err := inputfile.Read(in)
	if err != nil {
		return err
	}
	a, err := archive.Parse(b)
	if err != nil {
		return err
	}
	if a.Thin {
		return errors.New("thin archives are not supported, as GNU objcopy and strip do not support them: name the member files instead")
	}
	if e.rec != nil {
		e.rec.Members = len(a.Members)
	}
	now := time.Now().Unix()
	objects := false // GNU writes an index only when a member is an object
	ms := make([]archive.WriteMember, len(a.Members))
	for i, m := range a.Members {
		w := archive.WriteMember{Member: m}
		if bytes.HasPrefix(m.Data, []byte(elf.ELFMAG)) {
			data, syms, err := editMember(e, m.Data, edit)
			if err != nil {
				return fmt.Errorf("member %s (header at offset %#x): %w", m.Name, m.Off, err)
			}
			w.Data, w.Symbols = data, syms
			objects = true
			// GNU writes the member to a new file and archives that: its owner, a new
			// file's mode, the time unless -p.
			w.UID, w.GID, w.Mode = int64(os.Getuid()), int64(os.Getgid()), uint32(0o666&^processUmask())
		} else {
			e.warnf(in, "member %s is not an ELF file: copied unchanged", m.Name)
			w.UID, w.GID = int64(os.Getuid()), int64(os.Getgid())
		}
		if !o.preserveDates {
			w.Date = now
		}
		if o.deterministic {
			w.Date, w.UID, w.GID, w.Mode = 0, 0, 0, 0o644
		}
		ms[i] = w
	}
	opts := archive.Options{Index: a.HasIndex && objects}
	if !o.deterministic {
		opts.IndexDate = now
	}
	perm := gnuPerm(false)
	if !e.gnuPerm {
		perm = inputPerm(in)
	}
	if err := writeOutput(e, out, in, perm, func(w io.Writer) error { return archive.Write(w, ms, opts) }); err != nil {
		return fileError{out, err}
	}
	return nil
}

// editMember applies edit to an ELF member and returns its new bytes and the symbols the
// archive's index lists for it.
func editMember(e *env, data []byte, edit func(f *elfrw.File) error) ([]byte, []string, error) {
	f, err := elfrw.ReadBytes(data)
	if err != nil {
		return nil, nil, err
	}
	f.MaxExpand = e.limits.maxExpand
	if err := edit(f); err != nil {
		return nil, nil, err
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		return nil, nil, err
	}
	out, err := elfrw.ReadBytes(buf.Bytes())
	if err != nil {
		return nil, nil, fmt.Errorf("the member written does not read back: %w", err)
	}
	syms, err := indexSymbols(out)
	if err != nil {
		return nil, nil, err
	}
	return buf.Bytes(), syms, nil
}

// indexSymbols are the names an archive index lists for a member, as BFD chooses them: the
// .symtab symbols that are global, weak or unique and not undefined (common ones included).
func indexSymbols(f *elfrw.File) ([]string, error) {
	var names []string
	for _, s := range f.Sections {
		if s.Type != elf.SHT_SYMTAB {
			continue
		}
		syms, err := f.Symbols(s)
		if err != nil {
			return nil, err
		}
		for _, sym := range syms {
			switch sym.Bind {
			case elf.STB_GLOBAL, elf.STB_WEAK, elf.STB_LOOS: // STB_LOOS is STB_GNU_UNIQUE
			default:
				continue
			}
			if sym.Shndx == uint32(elf.SHN_UNDEF) || sym.Name == "" {
				continue
			}
			names = append(names, sym.Name)
		}
	}
	return names, nil
}

// failArchive reports editArchive's error about the archive in, or about the file it names.
func failArchive(e *env, in string, err error) int {
	var fe fileError
	if errors.As(err, &fe) {
		return fail(e, fe.file, fe.err)
	}
	return fail(e, in, err)
}
