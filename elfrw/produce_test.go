package elfrw

import (
	"bytes"
	"debug/elf"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// streamed returns a producer writing b in pieces of 3 bytes, as a pass streaming a section
// would, and counts its calls.
func streamed(b []byte, calls *int) func(io.Writer) error {
	return func(w io.Writer) error {
		*calls++
		for i := 0; i < len(b); i += 3 {
			if _, err := w.Write(b[i:min(i+3, len(b))]); err != nil {
				return err
			}
		}
		return nil
	}
}

// TestSetContents replaces sections of a real file with produced contents and checks that the
// file written equals the one SetData gives, that Raw produces the bytes once when asked, and
// that a producer writing the wrong size fails the write and leaves no output file.
func TestSetContents(t *testing.T) {
	in := "../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf"
	want := map[string][]byte{".debug_info": bytes.Repeat([]byte("info"), 1000), ".debug_line": []byte("x")}
	write := func(set func(s *Section, b []byte)) []byte {
		f, err := Open(in)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		for name, b := range want {
			s := f.Section(name)
			if s == nil {
				t.Fatalf("%s has no %s", in, name)
			}
			set(s, b)
			s.ReleaseRaw(0, int64(len(b))) // harmless on a replaced section
		}
		var out bytes.Buffer
		if _, err := f.WriteTo(&out); err != nil {
			t.Fatal(err)
		}
		return out.Bytes()
	}
	calls := 0
	got := write(func(s *Section, b []byte) { s.SetContents(uint64(len(b)), streamed(b, &calls)) })
	ref := write(func(s *Section, b []byte) { s.SetData(b) })
	if !bytes.Equal(got, ref) {
		t.Fatal("a file with produced sections differs from the same file with SetData")
	}
	if calls != len(want) {
		t.Fatalf("producers ran %d times, want %d", calls, len(want))
	}
	g, err := elf.NewFile(bytes.NewReader(got))
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := g.Section(".debug_info").Data(); !bytes.Equal(d, want[".debug_info"]) {
		t.Fatal("debug/elf reads other .debug_info bytes")
	}

	// Raw materializes once; writing afterwards does not run the producer again.
	f, err := Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	calls = 0
	s := f.Section(".debug_info")
	s.SetContents(uint64(len(want[".debug_info"])), streamed(want[".debug_info"], &calls))
	if raw, err := s.Raw(); err != nil || !bytes.Equal(raw, want[".debug_info"]) {
		t.Fatalf("Raw: %v", err)
	}
	if _, err := f.WriteTo(io.Discard); err != nil || calls != 1 {
		t.Fatalf("write after Raw: %v, %d producer calls", err, calls)
	}

	// A producer that breaks its promise.
	for name, produce := range map[string]func(io.Writer) error{
		"short": func(w io.Writer) error { _, err := w.Write([]byte("ab")); return err },
		"error": func(io.Writer) error { return errors.New("broken") },
	} {
		g, err := Open(in)
		if err != nil {
			t.Fatal(err)
		}
		g.Section(".debug_info").SetContents(3, produce)
		path := filepath.Join(t.TempDir(), "out.elf")
		if err := WriteFile(path, g, 0o644); err == nil {
			t.Errorf("%s producer: no error", name)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("%s producer: output file left behind", name)
		}
		if _, err := g.Section(".debug_info").Raw(); err == nil {
			t.Errorf("%s producer: Raw gives no error", name)
		}
		g.Close()
	}
}

// TestSectionWriterAt writes a file whose produced sections are put in pieces, from several
// goroutines and out of order, through the SectionWriter a file output gives, and checks the
// file against SetData's. Producers that leave a gap, run past the section or mix the two
// ways of writing fail and leave no file.
func TestSectionWriterAt(t *testing.T) {
	in := "../testdata/elf/vadd.tgllp.simd8_entry_0001.igc.elf"
	info := bytes.Repeat([]byte("0123456789abcdef"), 4000)
	dir := t.TempDir()
	write := func(path string, set func(s *Section)) error {
		f, err := Open(in)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		set(f.Section(".debug_info"))
		return WriteFile(path, f, 0o644)
	}
	pieces := func(w io.Writer) error {
		wa, ok := w.(SectionWriter)
		if !ok {
			return errors.New("a file output gives no SectionWriter")
		}
		// Pieces of 1000 bytes, back to front, two at a time.
		errs := make(chan error, len(info)/1000+1)
		for off := len(info) - len(info)%1000; off >= 0; off -= 1000 {
			go func() {
				_, err := wa.WriteAt(info[off:min(off+1000, len(info))], int64(off))
				errs <- err
			}()
		}
		for off := len(info) - len(info)%1000; off >= 0; off -= 1000 {
			if err := <-errs; err != nil {
				return err
			}
		}
		return nil
	}
	got, ref := filepath.Join(dir, "got.elf"), filepath.Join(dir, "ref.elf")
	if err := write(got, func(s *Section) { s.SetContents(uint64(len(info)), pieces) }); err != nil {
		t.Fatal(err)
	}
	if err := write(ref, func(s *Section) { s.SetData(info) }); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(got)
	b, _ := os.ReadFile(ref)
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Fatal("a section written in pieces differs from the same section set with SetData")
	}
	for name, produce := range map[string]func(io.Writer) error{
		"gap": func(w io.Writer) error {
			_, err := w.(SectionWriter).WriteAt(info[:10], 0)
			return err
		},
		"past the end": func(w io.Writer) error {
			_, err := w.(SectionWriter).WriteAt(info, 1)
			return err
		},
		"mixed": func(w io.Writer) error {
			if _, err := w.Write(info[:10]); err != nil {
				return err
			}
			_, err := w.(SectionWriter).WriteAt(info[10:], 10)
			return err
		},
	} {
		path := filepath.Join(dir, "bad.elf")
		if err := write(path, func(s *Section) { s.SetContents(uint64(len(info)), produce) }); err == nil {
			t.Errorf("%s: no error", name)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("%s: output file left behind", name)
		}
	}
}
