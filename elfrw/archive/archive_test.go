package archive

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func sample() []WriteMember {
	return []WriteMember{
		{Member: Member{Name: "a.o", Mode: 0o644, Data: []byte("\x7fELF-odd")}, Symbols: []string{"afunc", "a_global"}},
		{Member: Member{Name: "a_member_name_longer_than_15.o", Date: 1700000000, UID: 1000, GID: 100, Mode: 0o600, Data: []byte("even")}, Symbols: []string{"x"}},
		{Member: Member{Name: "notes.txt", Mode: 0o644, Data: []byte("hello\n")}},
		{Member: Member{Name: "exactly_15_char", Mode: 0o644, Data: []byte("1")}},
	}
}

func write(t testing.TB, ms []WriteMember, o Options) []byte {
	var buf bytes.Buffer
	if err := Write(&buf, ms, o); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestWriteLayout checks the bytes GNU ar writes: the index's big-endian count, offsets and
// names (padded to even), the long-name table ("name/\n", padded with "\n"), "/N" references
// and members padded to even offsets.
func TestWriteLayout(t *testing.T) {
	b := write(t, sample(), Options{Index: true})
	// Index: 3 symbols, "afunc a_global x" = 17 bytes of names + 1 pad; 4*4 + 18 = 34.
	idx := b[len(Magic):]
	if got := string(idx[:16]); got != "/               " {
		t.Errorf("index name %q", got)
	}
	if got := strings.TrimSpace(string(idx[48:58])); got != "34" {
		t.Errorf("index size %s, want 34", got)
	}
	body := idx[hdrSize:]
	if !bytes.Equal(body[:4], []byte{0, 0, 0, 3}) {
		t.Errorf("symbol count % x", body[:4])
	}
	names := string(body[16:34])
	if names != "afunc\x00a_global\x00x\x00\x00" {
		t.Errorf("index names %q", names)
	}
	rest := body[34:]
	if !strings.HasPrefix(string(rest), "//  ") || !strings.Contains(string(rest[:hdrSize+32]), "a_member_name_longer_than_15.o/\n") {
		t.Errorf("long-name table: %q", rest[:hdrSize+32])
	}
	// The first offset points at a.o's header.
	off := int(body[4])<<24 | int(body[5])<<16 | int(body[6])<<8 | int(body[7])
	if got := string(b[off : off+4]); got != "a.o/" {
		t.Errorf("index offset %#x points at %q, want a.o's header", off, got)
	}
	if !bytes.Contains(b, []byte("/0              1700000000  1000  100   600     4         `\neven")) {
		t.Errorf("long-named member's header not as GNU writes it:\n%q", b)
	}
	if !bytes.Contains(b, []byte("exactly_15_char/0           0     0     644     1         `\n1\n")) {
		t.Errorf("15-character name not kept in the header, or odd member not padded:\n%q", b)
	}
}

func TestRoundTrip(t *testing.T) {
	for _, index := range []bool{false, true} {
		b := write(t, sample(), Options{Index: index})
		a, err := Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		if a.HasIndex != index || a.Thin || len(a.Members) != len(sample()) {
			t.Fatalf("index %v: read back %+v", index, a)
		}
		for i, m := range sample() {
			g := a.Members[i]
			if g.Name != m.Name || !bytes.Equal(g.Data, m.Data) || g.Date != m.Date || g.UID != m.UID || g.GID != m.GID || g.Mode != m.Mode {
				t.Errorf("member %d: read back %+v, wrote %+v", i, g, m.Member)
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	good := write(t, sample(), Options{Index: true})
	hdr := func(name, size string) string {
		h := []byte(strings.Repeat(" ", hdrSize))
		copy(h, name)
		copy(h[48:], size)
		copy(h[58:], fmag)
		return string(h)
	}
	for _, c := range []struct {
		name, in, want string
		off            int64
	}{
		{"not an archive", "\x7fELF", "not an ar archive", 0},
		{"short header", Magic + "a.o/", "member header needs 60 bytes, 4 left", 8},
		{"bad fmag", Magic + strings.Repeat(" ", 60), "does not end with", 0x42},
		{"bad size", Magic + hdr("a.o/", "12x"), `size field "12x`, 0x38},
		{"size past end", Magic + hdr("a.o/", "100") + "abc", "member of 100 bytes runs past the end of the 71-byte archive", 0x38},
		{"long name without table", Magic + hdr("/0", "0"), "long-name table the archive does not have", 8},
		{"long name past table", Magic + hdr("//", "4") + "ab/\n" + hdr("/9", "0"), "past the end of the 4-byte long-name table", 0x48},
		{"unterminated long name", Magic + hdr("//", "2") + "ab" + hdr("/0", "0"), "not terminated", 0x46},
		{"BSD names", Magic + hdr("#1/8", "8") + "abcdefgh", "BSD-format archive", 8},
		{"index after a member", Magic + hdr("a.o/", "0") + hdr("/", "0"), "symbol index \"/\" after the first member", 0x44},
		{"truncated real archive", string(good[:len(good)-3]), "member header needs 60 bytes, 59 left", 0},
	} {
		_, err := Parse([]byte(c.in))
		var fe *FormatError
		if err == nil || !errors.As(err, &fe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", c.name, err, c.want)
			continue
		}
		if c.off != 0 && fe.Off != c.off {
			t.Errorf("%s: error at offset %#x, want %#x", c.name, fe.Off, c.off)
		}
	}
}

func TestThin(t *testing.T) {
	// As GNU ar rcT writes it: index and name table inline, members outside.
	b := []byte(Magic[:0] + ThinMagic)
	h := []byte(strings.Repeat(" ", hdrSize))
	copy(h, "dir/../a.o/"[7:])
	copy(h[48:], "3016")
	copy(h[58:], fmag)
	b = append(b, h...)
	a, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Thin || len(a.Members) != 1 || a.Members[0].Name != "a.o" || a.Members[0].Data != nil {
		t.Errorf("thin archive read as %+v", a)
	}
}

// FuzzParse feeds the reader mutated archives: it must never panic, and what it reads must
// write back to an archive that reads the same.
func FuzzParse(f *testing.F) {
	f.Add(write(f, sample(), Options{Index: true}))
	f.Add(write(f, sample()[2:], Options{}))
	f.Add([]byte(ThinMagic + "/               0           0     0     0       4         `\n\x00\x00\x00\x00"))
	f.Add([]byte(Magic))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := Parse(data)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) || fe.Off < 0 || fe.Off > int64(len(data)) {
				t.Fatalf("error without a valid offset: %v", err)
			}
			return
		}
		if a.Thin {
			return
		}
		ms := make([]WriteMember, len(a.Members))
		for i, m := range a.Members {
			ms[i] = WriteMember{Member: m}
		}
		var buf bytes.Buffer
		if err := Write(&buf, ms, Options{Index: a.HasIndex}); err != nil {
			return // a name GNU ar could not write either
		}
		b, err := Parse(buf.Bytes())
		if err != nil {
			t.Fatalf("our own archive does not read back: %v", err)
		}
		if len(b.Members) != len(a.Members) {
			t.Fatalf("%d members read back, wrote %d", len(b.Members), len(a.Members))
		}
		for i := range b.Members {
			if b.Members[i].Name != a.Members[i].Name || !bytes.Equal(b.Members[i].Data, a.Members[i].Data) {
				t.Fatalf("member %d changed: %q", i, b.Members[i].Name)
			}
		}
	})
}
