// Package archive reads and writes Unix ar archives as GNU ar writes them: the "!<arch>\n"
// format with a "/" symbol index (or "/SYM64/") and a "//" long-name table, and reads thin
// archives ("!<thin>\n"), whose members are files named by the archive. It knows nothing of
// ELF: the caller gives each member's symbols for the index.
package archive

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"strconv"
	"strings"
)

const (
	// Magic starts a regular archive, ThinMagic a thin one.
	Magic     = "!<arch>\n"
	ThinMagic = "!<thin>\n"
	hdrSize   = 60
	fmag      = "`\n"
	// maxShortName is the longest name kept in the header itself ("name/" in 16 bytes).
	maxShortName = 15
)

// FormatError is a malformed archive: what is wrong and where.
type FormatError struct {
	Off int64
	Msg string
}

func (e *FormatError) Error() string { return fmt.Sprintf("%s (at offset %#x)", e.Msg, e.Off) }

func errAt(off int, format string, args ...any) error {
	return &FormatError{Off: int64(off), Msg: fmt.Sprintf(format, args...)}
}

// Member is one file of an archive, with its header's fields.
type Member struct {
	Name     string
	Date     int64
	UID, GID int64
	Mode     uint32
	// Data is the member's bytes (aliasing the archive's); nil in a thin archive, whose
	// members are files named by Name relative to the archive.
	Data []byte
	// Off is where the member's header is in the archive read.
	Off int64
}

// Archive is a parsed archive.
type Archive struct {
	Thin bool
	// HasIndex says whether the archive had a symbol index ("/" or "/SYM64/").
	HasIndex bool
	Members  []Member
}

// Is reports whether b starts like an archive (regular or thin).
func Is(b []byte) bool {
	return bytes.HasPrefix(b, []byte(Magic)) || bytes.HasPrefix(b, []byte(ThinMagic))
}

// Parse reads an archive held in b; member data aliases b.
func Parse(b []byte) (*Archive, error) {
	a := &Archive{}
	switch {
	case bytes.HasPrefix(b, []byte(Magic)):
	case bytes.HasPrefix(b, []byte(ThinMagic)):
		a.Thin = true
	default:
		return nil, errAt(0, "not an ar archive")
	}
	var names []byte // the "//" table
	off := len(Magic)
	for off < len(b) {
		if len(b)-off < hdrSize {
			return nil, errAt(off, "member header needs %d bytes, %d left", hdrSize, len(b)-off)
		}
		h := b[off : off+hdrSize]
		if string(h[58:60]) != fmag {
			return nil, errAt(off+58, "member header does not end with \"`\\n\" (got %q)", h[58:60])
		}
		size, err := field(h, off, 48, 10, 10, "size")
		if err != nil {
			return nil, err
		}
		rawName := strings.TrimRight(string(h[:16]), " ")
		special := rawName == "/" || rawName == "//" || rawName == "/SYM64/"
		dataOff := off + hdrSize
		// A thin archive holds only its index and name table; members are outside.
		inline := !a.Thin || special
		if inline && size > int64(len(b)-dataOff) {
			return nil, errAt(off+48, "member of %d bytes runs past the end of the %d-byte archive", size, len(b))
		}
		var data []byte
		next := dataOff
		if inline {
			data = b[dataOff : dataOff+int(size)]
			next = dataOff + int(size)
			if size%2 == 1 && next < len(b) {
				next++ // members are padded to even offsets with "\n"
			}
		}
		switch {
		case rawName == "/" || rawName == "/SYM64/":
			if len(a.Members) > 0 || a.HasIndex {
				return nil, errAt(off, "symbol index %q after the first member", rawName)
			}
			a.HasIndex = true
		case rawName == "//":
			if names != nil {
				return nil, errAt(off, "second long-name table")
			}
			names = data
			if names == nil {
				names = []byte{}
			}
		default:
			m := Member{Data: data, Off: int64(off)}
			if m.Name, err = memberName(rawName, names, off); err != nil {
				return nil, err
			}
			if m.Date, err = field(h, off, 16, 12, 10, "date"); err != nil {
				return nil, err
			}
			if m.UID, err = field(h, off, 28, 6, 10, "uid"); err != nil {
				return nil, err
			}
			if m.GID, err = field(h, off, 34, 6, 10, "gid"); err != nil {
				return nil, err
			}
			mode, err := field(h, off, 40, 8, 8, "mode")
			if err != nil {
				return nil, err
			}
			m.Mode = uint32(mode)
			a.Members = append(a.Members, m)
		}
		off = next
	}
	return a, nil
}

// memberName resolves a header's name: "name/" or "/N", N an offset in the long-name table.
func memberName(raw string, names []byte, off int) (string, error) {
	if strings.HasPrefix(raw, "#1/") {
		return "", errAt(off, "BSD-format archive (member name %q): only GNU archives are supported", raw)
	}
	if strings.HasPrefix(raw, "/") {
		n, err := strconv.ParseUint(raw[1:], 10, 31)
		if err != nil {
			return "", errAt(off, "member name %q is neither a name nor a long-name reference", raw)
		}
		if names == nil {
			return "", errAt(off, "member name %q refers to a long-name table the archive does not have", raw)
		}
		if n >= uint64(len(names)) {
			return "", errAt(off, "member name %q is past the end of the %d-byte long-name table", raw, len(names))
		}
		rest := names[n:]
		end := bytes.Index(rest, []byte("/\n"))
		if end <= 0 {
			return "", errAt(off, "long name %q at table offset %d is not terminated by \"/\\n\"", raw, n)
		}
		return string(rest[:end]), nil
	}
	name := strings.TrimSuffix(raw, "/")
	if name == "" || strings.Contains(name, "/") {
		return "", errAt(off, "bad member name %q", raw)
	}
	return name, nil
}

// field parses a header field: decimal or octal digits, then spaces; all spaces is 0.
func field(h []byte, off, at, width, base int, what string) (int64, error) {
	s := strings.TrimRight(string(h[at:at+width]), " ")
	if s == "" {
		return 0, nil
	}
	v, err := strconv.ParseInt(s, base, 64)
	if err != nil || v < 0 {
		return 0, errAt(off+at, "member header's %s field %q is not a number", what, h[at:at+width])
	}
	return v, nil
}

// WriteMember is a member to write and the symbols it defines, for the index.
type WriteMember struct {
	Member
	Symbols []string
}

// Options say how Write writes the archive.
type Options struct {
	// Index writes a symbol index ("/", or "/SYM64/" when an offset needs 64 bits).
	Index bool
	// IndexDate is the index header's date (GNU: 0 in deterministic mode, else the time).
	IndexDate int64
}

// Write writes a regular (not thin) archive of ms as GNU ar and objcopy do: the index, the
// long-name table, then the members in order, each padded to an even offset with "\n".
func Write(w io.Writer, ms []WriteMember, o Options) error {
	var names []byte
	hdrNames := make([]string, len(ms))
	for i, m := range ms {
		if m.Name == "" || strings.Contains(m.Name, "/") || strings.ContainsAny(m.Name, "\n") {
			return fmt.Errorf("member name %q cannot be written to an archive", m.Name)
		}
		if len(m.Name) <= maxShortName {
			hdrNames[i] = m.Name + "/"
			continue
		}
		hdrNames[i] = "/" + strconv.Itoa(len(names))
		names = append(names, m.Name+"/\n"...)
	}
	namesSize := (len(names) + 1) &^ 1

	var out bytes.Buffer
	out.WriteString(Magic)
	if o.Index {
		nsyms, strsize := 0, 0
		for _, m := range ms {
			nsyms += len(m.Symbols)
			for _, s := range m.Symbols {
				strsize += len(s) + 1
			}
		}
		strpad := strsize & 1
		// Member offsets: after the magic, the index, the name table.
		offsets := func(word int) ([]int64, int64) {
			indexSize := int64((nsyms+1)*word + strsize + strpad)
			pos := int64(len(Magic)) + hdrSize + indexSize
			if len(names) > 0 {
				pos += hdrSize + int64(namesSize)
			}
			offs := make([]int64, len(ms))
			for i, m := range ms {
				offs[i] = pos
				pos += hdrSize + int64(len(m.Data)+len(m.Data)&1)
			}
			return offs, indexSize
		}
		word, name := 4, "/"
		offs, indexSize := offsets(4)
		if len(offs) > 0 && offs[len(offs)-1] > 0xffffffff {
			word, name = 8, "/SYM64/"
			offs, indexSize = offsets(8)
		}
		writeHeader(&out, name, o.IndexDate, 0, 0, 0, indexSize)
		put := func(v int64) {
			var b [8]byte
			binary.BigEndian.PutUint64(b[:], uint64(v))
			out.Write(b[8-word:])
		}
		put(int64(nsyms))
		for i, m := range ms {
			for range m.Symbols {
				put(offs[i])
			}
		}
		for _, m := range ms {
			for _, s := range m.Symbols {
				out.WriteString(s)
				out.WriteByte(0)
			}
		}
		if strpad == 1 {
			out.WriteByte(0)
		}
	}
	if len(names) > 0 {
		// GNU leaves the table header's other fields blank.
		h := []byte(strings.Repeat(" ", hdrSize))
		copy(h, "//")
		copy(h[48:], strconv.Itoa(namesSize))
		copy(h[58:], fmag)
		out.Write(h)
		out.Write(names)
		if len(names)%2 == 1 {
			out.WriteByte('\n')
		}
	}
	if _, err := w.Write(out.Bytes()); err != nil {
		return err
	}
	for i, m := range ms {
		out.Reset()
		writeHeader(&out, hdrNames[i], m.Date, m.UID, m.GID, m.Mode, int64(len(m.Data)))
		if _, err := w.Write(out.Bytes()); err != nil {
			return err
		}
		if _, err := w.Write(m.Data); err != nil {
			return err
		}
		if len(m.Data)%2 == 1 {
			if _, err := w.Write([]byte{'\n'}); err != nil {
				return err
			}
		}
	}
	return nil
}

// writeHeader writes a 60-byte member header; fields too wide for it are clamped as GNU's
// _bfd_ar_spacepad clamps them.
func writeHeader(out *bytes.Buffer, name string, date, uid, gid int64, mode uint32, size int64) {
	h := []byte(strings.Repeat(" ", hdrSize))
	put := func(at, width int, s string) {
		if len(s) > width {
			s = s[:width]
		}
		copy(h[at:], s)
	}
	put(0, 16, name)
	put(16, 12, strconv.FormatInt(date, 10))
	put(28, 6, strconv.FormatInt(uid, 10))
	put(34, 6, strconv.FormatInt(gid, 10))
	put(40, 8, strconv.FormatUint(uint64(mode), 8))
	put(48, 10, strconv.FormatInt(size, 10))
	copy(h[58:], fmag)
	out.Write(h)
}
