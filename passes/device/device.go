// Package device reaches the GPU code objects a host ELF file carries in offload containers
// (sections/offload: clang offload bundles, compressed or not, in .hip_fatbin; offload images
// in .llvm.offloading): it lists them, and rewrites them in place with any edit of an
// elfrw.File, so that strip, compress and decompress act on device code as on host code.
//
// Where a container holds more than one thing, what the runtime reads is kept: the entry
// order and IDs, the host entry, each code object's non-debug sections (the edit's business).
// Each container keeps its offset in the section, since a pointer (the __hip_fatbin_wrapper in
// .hipFatBinSegment, one per translation unit) points at its start. In a relocatable object the
// section ends after the last container; where the section is loaded from a linked file's
// segment it keeps its size and the bytes freed are zeros.
package device

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"

	"hdwarf/elfrw"
	"hdwarf/passes/compress"
	"hdwarf/sections/offload"
)

// Section is a host section holding offload containers.
type Section struct {
	Sec        *elfrw.Section
	Containers []offload.Container
}

// Find returns the sections of f that hold offload containers: those whose bytes start with a
// container's magic (found by content, whatever their name), decoded. The declared size of
// every compressed bundle is charged to f's decompression budget first.
func Find(f *elfrw.File) ([]Section, error) {
	var out []Section
	for _, s := range f.Sections[1:] {
		if s.Type == 0 || !s.HasFileData() || s.Size < 4 || s.Flags&elf.SHF_COMPRESSED != 0 {
			continue
		}
		data, err := s.Data()
		if err != nil || !offload.Is(data) {
			continue
		}
		cs, err := offload.Parse(data, offload.Options{Expand: func(size uint64, off int) error {
			return f.Expand(s.Name, int64(s.Offset)+int64(off), size)
		}})
		if err != nil {
			return nil, sectionError(s, err)
		}
		out = append(out, Section{s, cs})
	}
	return out, nil
}

// CodeObjects returns the ELF entries (code objects) of f's offload containers, in section
// and container order. Their data may be slices of f's mapping.
func CodeObjects(f *elfrw.File) ([]offload.Entry, error) {
	ss, err := Find(f)
	if err != nil {
		return nil, err
	}
	var out []offload.Entry
	for _, s := range ss {
		for _, c := range s.Containers {
			for _, e := range c.Entries {
				if e.IsELF() {
					out = append(out, e)
				}
			}
		}
	}
	return out, nil
}

// sectionError names the section and turns a container offset into a file offset.
func sectionError(s *elfrw.Section, err error) error {
	var oe *offload.Error
	if errors.As(err, &oe) {
		return &elfrw.FormatError{Off: int64(s.Offset) + int64(oe.Off), Msg: fmt.Sprintf("section %s: %s", s.Name, oe.Msg)}
	}
	return fmt.Errorf("section %s (at offset %#x): %w", s.Name, s.Offset, err)
}

// Options are Rewrite's choices.
type Options struct {
	Level int // compression level of re-compressed bundles (0: the method's best, as clang)
}

// Stats says what Rewrite did.
type Stats struct {
	Sections   int // host sections holding containers
	Containers int
	Entries    int // code objects edited
	Changed    int // code objects the edit changed
	Images     int // offload-image entries left as they are (not ELF: LLVM bitcode)
	Before     int // bytes of the host sections before
	After      int // and after (a loaded section keeps its size)
	Used       int // bytes up to the last container's end after, padding left out
	Padded     int // host sections that kept their size because a segment loads them
	Kept       int // containers left as they were: rewritten they would not fit their place
}

// Rewrite applies edit to every ELF entry of every bundle in f (id is the entry's ID) and lays
// each changed container out again: the bundle with its alignment, a compressed bundle
// re-compressed with its method and version and a new hash.
func Rewrite(f *elfrw.File, edit func(id string, co *elfrw.File) error, opt Options) (Stats, error) {
	var st Stats
	ss, err := Find(f)
	if err != nil {
		return st, err
	}
	for _, s := range ss {
		data, err := s.Sec.Data()
		if err != nil {
			return st, err
		}
		st.Sections++
		st.Before += len(data)
		pinned := f.Pinned(s.Sec)
		out := make([]byte, 0, len(data))
		used := 0
		for k, c := range s.Containers {
			st.Containers++
			raw := data[c.Offset : c.Offset+c.Size]
			b, err := rewriteContainer(c, raw, edit, opt, &st)
			if err != nil {
				return st, sectionError(s.Sec, fmt.Errorf("container at %#x: %w", c.Offset, err))
			}
			// A container keeps its start; it may grow into the padding after it, up to the
			// next one (or, in a loaded section, the section's end). One that no longer fits
			// is left as it was.
			room := len(data) - c.Offset
			if k+1 < len(s.Containers) {
				room = s.Containers[k+1].Offset - c.Offset
			} else if !pinned {
				room = len(b)
			}
			if len(b) > room {
				b = raw
				st.Kept++
			}
			used = c.Offset + len(b)
			if pinned && c.Compressed != nil && len(b) < room {
				// In place of zeros after it, which clang-offload-bundler would try to
				// inflate, the stream itself takes the room up to the next container.
				b, _ = offload.PadCompressed(b, room)
			}
			out = append(out, make([]byte, c.Offset-len(out))...)
			out = append(out, b...)
		}
		st.Used += used
		if pinned {
			// A segment loads the section: it stays where it is, at its size.
			out = append(out, make([]byte, len(data)-len(out))...)
			if !bytes.Equal(out, data) {
				st.Padded++
			}
		}
		st.After += len(out)
		if !bytes.Equal(out, data) {
			s.Sec.SetData(out)
		}
	}
	return st, nil
}

// rewriteContainer returns the container's new bytes (raw, its old bytes, when nothing changed).
func rewriteContainer(c offload.Container, raw []byte, edit func(string, *elfrw.File) error, opt Options, st *Stats) ([]byte, error) {
	changed := false
	es := make([]offload.Entry, len(c.Entries))
	copy(es, c.Entries)
	for k := range es {
		e := &es[k]
		if !e.IsELF() {
			if c.Format == offload.FormatImage {
				st.Images++
			}
			continue
		}
		if c.Format == offload.FormatImage {
			// Images of ELF code objects (not made by this toolchain) are left as they are.
			st.Images++
			continue
		}
		st.Entries++
		co, err := elfrw.ReadBytes(e.Data)
		if err != nil {
			return nil, fmt.Errorf("entry %s (at %#x in the bundle): %w", e.ID, e.Offset, err)
		}
		if err := edit(e.ID, co); err != nil {
			return nil, fmt.Errorf("entry %s: %w", e.ID, err)
		}
		var buf bytes.Buffer
		if _, err := co.WriteTo(&buf); err != nil {
			return nil, fmt.Errorf("entry %s: %w", e.ID, err)
		}
		if !bytes.Equal(buf.Bytes(), e.Data) {
			e.Data = buf.Bytes()
			changed = true
			st.Changed++
		}
	}
	if !changed {
		return raw, nil
	}
	plain := offload.EncodeBundle(es, c.Align)
	if c.Compressed == nil {
		return plain, nil
	}
	typ, _ := c.Compressed.Method.ELFType() // Parse accepted only known methods
	level := opt.Level
	if level == 0 {
		// clang-offload-bundler compresses at a high level (its bundles are small and loaded
		// often): the best of each method, so that a rewritten bundle is not larger for it.
		level = map[elf.CompressionType]int{elf.COMPRESS_ZLIB: 9, elf.COMPRESS_ZSTD: 19}[typ]
	}
	stream, err := compress.Stream(typ, level, plain)
	if err != nil {
		return nil, err
	}
	return offload.EncodeCompressed(*c.Compressed, plain, stream)
}
