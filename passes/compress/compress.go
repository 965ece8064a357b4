// Package compress compresses and decompresses ELF sections: gABI SHF_COMPRESSED sections
// (Elf_Chdr, zlib or zstd) on output, those and the old GNU .zdebug_* form on input.
//
// Big sections are cut into fixed-size chunks that are compressed in parallel, one encoder per
// core, and joined into one stream (zstd frames one after another; zlib deflate blocks ended
// by sync flushes, with the Adler-32s combined). The chunk size does not depend on the number of
// cores, so the output is the same on any machine.
//
// zstd goes through the system libzstd when built with cgo (zstd_cgo.go: the library and frame
// parameters LLVM's tools use), and through klauspost/compress's pure-Go encoder otherwise
// (zstd_nocgo.go); ZstdBackend says which. Decompression is pure Go either way.
package compress

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"io"
	"path"
	"strings"
	"sync"
	"sync/atomic"

	"hdwarf/elfrw"
)

// Default levels are llvm-objcopy's (LLVM's zlib and zstd DefaultCompression), so that sizes
// compare.
const (
	DefaultZlibLevel = 6
	DefaultZstdLevel = 5
)

// chunkSize is how much of a section one zlib encoder takes at a time. Each chunk restarts the
// 32 KiB match window, which costs little at this size (lld shards by 1 MiB), and a big section
// spreads over every core. zstd's chunks are zstdChunkSize, set by its backend: its window is
// 2 MiB at level 5, so what a restart costs depends on the encoder.
const chunkSize = 2 << 20

// chunkFor is the chunk size for a compression type.
func chunkFor(typ elf.CompressionType) int {
	if typ == elf.COMPRESS_ZSTD {
		return zstdChunkSize
	}
	return chunkSize
}

// Options says what to compress and how.
type Options struct {
	Type  elf.CompressionType // elf.COMPRESS_ZLIB or elf.COMPRESS_ZSTD
	Level int                 // 0: DefaultZlibLevel or DefaultZstdLevel
	// Match selects the sections; nil means IsDebug. Sections that cannot be compressed
	// (loaded, no contents, the section-name table) are never selected.
	Match func(*elfrw.Section) bool
	// Workers is how many sections' chunks are compressed at once, chosen by the caller
	// (the command defaults to the machine's GOMAXPROCS); 0 or less means one.
	Workers int
}

// IsDebug is the default selection: non-loaded .debug_* sections and old .zdebug_* ones.
func IsDebug(s *elfrw.Section) bool {
	return s.Flags&elf.SHF_ALLOC == 0 && elfrw.IsDebugName(s.Name)
}

// Glob returns a selection of the sections whose names match any of the shell patterns.
func Glob(patterns []string) (func(*elfrw.Section) bool, error) {
	for _, p := range patterns {
		if _, err := path.Match(p, ""); err != nil {
			return nil, fmt.Errorf("section pattern %q: %v", p, err)
		}
	}
	return func(s *elfrw.Section) bool {
		for _, p := range patterns {
			if ok, _ := path.Match(p, s.Name); ok {
				return true
			}
		}
		return false
	}, nil
}

// Compressible says why a section cannot carry SHF_COMPRESSED, or nil when it can: the gABI
// forbids it on loaded sections and on sections without contents, readers need the
// section-name table as it is, and the bytes a segment loads cannot change. In a relocatable
// file nothing is loaded from file offsets, so a segment there (IGC's per-kernel ELFs have one
// PT_LOAD over the whole file) has a meaning only over its loaded sections: the non-loaded
// sections behind them can be compressed, and Sections then cuts the segment back to them.
func Compressible(f *elfrw.File, s *elfrw.Section) error {
	return compressible(f, s, loadedEnds(f))
}

// compressible is Compressible with the loaded ends of f's segments worked out (loadedEnds).
func compressible(f *elfrw.File, s *elfrw.Section, ends []uint64) error {
	switch {
	case s.Flags&elf.SHF_ALLOC != 0:
		return fmt.Errorf("section %s is loaded (SHF_ALLOC) and cannot be compressed", s.Name)
	case !s.HasFileData():
		return fmt.Errorf("section %s has no contents to compress", s.Name)
	case f.Shstrndx > 0 && f.Shstrndx < len(f.Sections) && f.Sections[f.Shstrndx] == s: // not f.Index: linear per section
		return fmt.Errorf("section %s holds the section names and cannot be compressed", s.Name)
	}
	if i, p := holdingSegment(f, s, ends); p != nil {
		where := fmt.Sprintf("segment %d (%v, file bytes [%#x, %#x))", i, p.Type, p.Off, p.Off+p.Filesz)
		if f.Type == elf.ET_REL {
			return fmt.Errorf("section %s lies between the loaded sections of %s, whose bytes cannot change", s.Name, where)
		}
		return fmt.Errorf("section %s lies inside %s of this %v file, whose bytes cannot change", s.Name, where, f.Type)
	}
	return nil
}

// holdingSegment returns the segment (and its index) whose bytes must stay and that cover s's:
// any segment over s, or in a relocatable file one over s where s starts before the end of
// the segment's loaded sections (ends, from loadedEnds). A section added or replaced
// (convert's output) holds no input bytes: its own are placed outside every segment.
func holdingSegment(f *elfrw.File, s *elfrw.Section, ends []uint64) (int, *elfrw.Prog) {
	if s.IsNew() || s.Changed() {
		return 0, nil
	}
	for i, p := range f.Progs {
		if p.Filesz == 0 || s.Size == 0 || s.Offset < p.Off || s.Offset+s.Size > p.Off+p.Filesz {
			continue
		}
		if ends == nil || s.Offset < ends[i] {
			return i, p
		}
	}
	return 0, nil
}

// loadedEnds gives, for each segment of a relocatable file, where the bytes that mean
// something end: after the last loaded (SHF_ALLOC) section with contents it covers, or at its
// start when it covers none (the ELF header such a segment often starts with is kept anyway).
// It is nil for other files, whose segments mean all their bytes.
func loadedEnds(f *elfrw.File) []uint64 {
	if f.Type != elf.ET_REL || len(f.Progs) == 0 {
		return nil
	}
	ends := make([]uint64, len(f.Progs))
	for i, p := range f.Progs {
		ends[i] = p.Off
	}
	for _, s := range f.Sections[1:] {
		if s.Flags&elf.SHF_ALLOC == 0 || s.Type == elf.SHT_NOBITS || s.Size == 0 {
			continue
		}
		for i, p := range f.Progs {
			if s.Offset >= p.Off && s.Offset+s.Size <= p.Off+p.Filesz {
				ends[i] = max(ends[i], s.Offset+s.Size)
			}
		}
	}
	return ends
}

// trimSegments cuts back, in a relocatable file, each segment that covers a section about to
// be compressed to end with its loaded sections (its memory size shrinks by as much), so that
// the section can move out from under it. It returns what it changed.
func trimSegments(f *elfrw.File, ends []uint64, compressed []*elfrw.Section) []Trim {
	if ends == nil {
		return nil
	}
	var out []Trim
	for i, p := range f.Progs {
		end := ends[i]
		if p.Filesz == 0 || p.Off+p.Filesz <= end {
			continue
		}
		covers := false
		for _, s := range compressed {
			covers = covers || s.Offset >= end && s.Offset+s.Size <= p.Off+p.Filesz
		}
		if !covers {
			continue
		}
		t := Trim{Index: i, Type: p.Type, Off: p.Off, OldFilesz: p.Filesz, NewFilesz: end - p.Off}
		cut := p.Filesz - t.NewFilesz
		p.Filesz = t.NewFilesz
		if p.Memsz >= cut {
			p.Memsz -= cut
		}
		p.Memsz = max(p.Memsz, p.Filesz)
		out = append(out, t)
	}
	return out
}

// Trim is a segment of a relocatable file cut back to its loaded sections.
type Trim struct {
	Index                int
	Type                 elf.ProgType
	Off                  uint64
	OldFilesz, NewFilesz uint64
}

// Declined is a selected section that cannot be compressed, and why.
type Declined struct {
	Section string
	Reason  error
}

// Stats tells what a pass did.
type Stats struct {
	Sections int    // sections now compressed (or decompressed)
	Skipped  int    // selected sections left uncompressed because compressing did not help
	Empty    int    // of those, sections without a byte (the header alone is bigger)
	In, Out  uint64 // stored bytes of those sections before and after
	// Declined are the selected sections that cannot be compressed, with the reason.
	Declined []Declined
	// Trimmed are the segments of a relocatable file cut back to their loaded sections.
	Trimmed []Trim
}

// Sections compresses the selected sections of f. A section already compressed with the
// requested type is left as it is; one compressed otherwise (or in the .zdebug form) is
// decompressed first. A section whose compressed form is not smaller stays uncompressed.
func Sections(f *elfrw.File, opt Options) (Stats, error) {
	return sections(f, opt, chunkFor(opt.Type))
}

func sections(f *elfrw.File, opt Options, chunk int) (Stats, error) {
	var st Stats
	enc, err := newEncoding(opt.Type, opt.Level, chunk)
	if err != nil {
		return st, err
	}
	match := opt.Match
	if match == nil {
		match = IsDebug
	}
	var jobs []*sectionJob
	ends := loadedEnds(f)
	for _, s := range f.Sections[1:] {
		if !match(s) {
			continue
		}
		if err := compressible(f, s, ends); err != nil {
			st.Declined = append(st.Declined, Declined{s.Name, err})
			continue
		}
		j := &sectionJob{sec: s, align: s.Addralign}
		switch {
		case s.Flags&elf.SHF_COMPRESSED != 0:
			h, err := chdr(f, s)
			if err != nil {
				return st, err
			}
			if h.Type == opt.Type {
				continue
			}
			if j.data, err = s.Data(); err != nil {
				return st, err
			}
			j.align, j.owned = h.Addralign, true
		case IsGNU(s):
			raw, err := s.Raw()
			if err != nil {
				return st, err
			}
			if j.data, err = decompressGNU(f, s, raw); err != nil {
				return st, fmt.Errorf("section %s (at offset %#x): %w", s.Name, s.Offset, err)
			}
			j.owned, j.rename = true, ".debug"+strings.TrimPrefix(s.Name, ".zdebug")
		default:
			if j.data, err = s.Raw(); err != nil {
				return st, err
			}
		}
		jobs = append(jobs, j)
	}
	workers := max(opt.Workers, 1)
	// Each section is put together (header and frames) by the worker that finishes its last
	// chunk, while the others go on with later sections, and its chunks are dropped then.
	assemble := func(j *sectionJob) {
		body := enc.join(j.out, j.data, j.sums)
		if size := uint64(elfrw.ChdrSize(f.Class)) + body.size; size < uint64(len(j.data)) {
			j.body = &body
		}
		j.out = nil
	}
	if err := runChunks(jobs, enc, workers, assemble); err != nil {
		return st, err
	}
	hdrAlign := uint64(8)
	if f.Class == elf.ELFCLASS32 {
		hdrAlign = 4
	}
	var changed []*elfrw.Section
	for _, j := range jobs {
		if j.body != nil || j.owned {
			changed = append(changed, j.sec)
		}
	}
	st.Trimmed = trimSegments(f, ends, changed)
	for _, j := range jobs {
		s := j.sec
		if j.rename != "" {
			f.Rename(s, j.rename)
		}
		if j.body == nil {
			st.Skipped++
			if len(j.data) == 0 {
				st.Empty++
			}
			if j.owned {
				s.Flags &^= elf.SHF_COMPRESSED
				s.Addralign = j.align
				s.SetData(j.data)
			}
			continue
		}
		st.Sections++
		st.In += s.Size
		s.Flags |= elf.SHF_COMPRESSED
		s.Addralign = hdrAlign
		// The header and the chunks go to the output as they are: putting them together
		// first would copy every compressed byte once more, into new pages.
		hdr := elfrw.AppendChdr(f.Class, f.ByteOrder, nil, elfrw.Chdr{Type: opt.Type, Size: uint64(len(j.data)), Addralign: j.align})
		body := j.body
		size := uint64(len(hdr)) + body.size
		s.SetContents(size, func(w io.Writer) error {
			if _, err := w.Write(hdr); err != nil {
				return err
			}
			return body.writeTo(w)
		})
		st.Out += size
		j.body, j.data = nil, nil
	}
	return st, nil
}

// Section returns the contents of a SHF_COMPRESSED section holding data: the Elf_Chdr (with
// align, the uncompressed alignment), then the stream, made as Sections makes it (level 0 is
// the type's default). Unlike Sections it compresses even when that does not shrink data:
// it is for a caller rewriting a section that was compressed and stays so (migrate). One
// worker compresses the chunks.
func Section(class elf.Class, order binary.ByteOrder, typ elf.CompressionType, level int, align uint64, data []byte) ([]byte, error) {
	j := &sectionJob{data: data, owned: true, align: align} // owned: no input pages to release
	body, err := oneStream(typ, level, j)
	if err != nil {
		return nil, err
	}
	return sectionBytes(class, order, typ, j, body), nil
}

// Stream returns data as one zlib or zstd stream, made as Section makes a section's (level 0
// is the type's default), without an Elf_Chdr: for containers that hold such streams
// themselves (a clang compressed offload bundle).
func Stream(typ elf.CompressionType, level int, data []byte) ([]byte, error) {
	body, err := oneStream(typ, level, &sectionJob{data: data, owned: true})
	if err != nil {
		return nil, err
	}
	return body.appendTo(nil), nil
}

// oneStream compresses one job's data on one worker.
func oneStream(typ elf.CompressionType, level int, j *sectionJob) (joined, error) {
	enc, err := newEncoding(typ, level, chunkFor(typ))
	if err != nil {
		return joined{}, err
	}
	if err := runChunks([]*sectionJob{j}, enc, 1, nil); err != nil {
		return joined{}, err
	}
	return enc.join(j.out, j.data, j.sums), nil
}

// sectionBytes puts a compressed section together: its header, then the joined stream.
func sectionBytes(class elf.Class, order binary.ByteOrder, typ elf.CompressionType, j *sectionJob, body joined) []byte {
	out := make([]byte, 0, uint64(elfrw.ChdrSize(class))+body.size)
	out = elfrw.AppendChdr(class, order, out, elfrw.Chdr{Type: typ, Size: uint64(len(j.data)), Addralign: j.align})
	return body.appendTo(out)
}

// sectionJob is one section being compressed: its uncompressed bytes, cut into chunks.
type sectionJob struct {
	sec    *elfrw.Section
	data   []byte   // uncompressed contents (aliasing the input unless owned)
	owned  bool     // data was decompressed here, so the section must be rewritten
	align  uint64   // the uncompressed section's alignment, for ch_addralign
	rename string   // new name of a .zdebug section
	out    [][]byte // compressed chunks
	sums   []uint32 // Adler-32 of each chunk (zlib)
	left   atomic.Int64
	body   *joined // the compressed stream, or nil when it is not smaller than data
}

// runChunks compresses every chunk of every job with the given number of workers, each with its
// own encoder, and calls done (unless nil) for each job on the worker that finishes its last
// chunk. Input pages of a mapped file are released as soon as their chunk is done, so memory
// holds the compressed output and little of the input.
func runChunks(jobs []*sectionJob, enc encoding, workers int, done func(*sectionJob)) error {
	type chunk struct {
		j    *sectionJob
		k    int
		lo   int
		last bool
	}
	var all []chunk
	for _, j := range jobs {
		n := max(1, (len(j.data)+enc.chunk-1)/enc.chunk)
		j.out, j.sums = make([][]byte, n), make([]uint32, n)
		j.left.Store(int64(n))
		for k := 0; k < n; k++ {
			all = append(all, chunk{j, k, k * enc.chunk, k == n-1})
		}
	}
	work := make(chan chunk)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			c, err := enc.newChunker()
			if err != nil {
				errs[w] = err
			} else {
				defer c.close()
			}
			for ch := range work {
				if errs[w] != nil {
					continue
				}
				hi := min(ch.lo+enc.chunk, len(ch.j.data))
				in := ch.j.data[ch.lo:hi]
				errs[w] = elfrw.Guard(func() (err error) {
					ch.j.out[ch.k], ch.j.sums[ch.k], err = c.chunk(in, ch.last)
					return err
				})
				if !ch.j.owned {
					ch.j.sec.ReleaseRaw(int64(ch.lo), int64(hi-ch.lo))
				}
				if ch.j.left.Add(-1) == 0 && done != nil && errs[w] == nil {
					done(ch.j)
				}
			}
		}(w)
	}
	for _, ch := range all {
		work <- ch
	}
	close(work)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// chdr reads the compression header of s, an SHF_COMPRESSED section of f; its errors name the
// section and where it starts.
func chdr(f *elfrw.File, s *elfrw.Section) (elfrw.Chdr, error) {
	raw, err := s.Raw()
	if err != nil {
		return elfrw.Chdr{}, err
	}
	h, err := elfrw.ParseChdr(f.Class, f.ByteOrder, raw)
	if err != nil {
		return h, fmt.Errorf("section %s (at offset %#x): %w", s.Name, s.Offset, err)
	}
	return h, nil
}

// Decompress decompresses the selected sections of f (nil selects IsDebug): gABI
// SHF_COMPRESSED ones, whose alignment goes back to ch_addralign, and .zdebug_* ones in the GNU
// form, which are renamed .debug_*. It checks each stream against the size its header gives.
func Decompress(f *elfrw.File, match func(*elfrw.Section) bool) (Stats, error) {
	var st Stats
	if match == nil {
		match = IsDebug
	}
	for _, s := range f.Sections[1:] {
		if !match(s) || !s.HasFileData() {
			continue
		}
		switch {
		case s.Flags&elf.SHF_COMPRESSED != 0:
			h, err := chdr(f, s)
			if err != nil {
				return st, err
			}
			data, err := s.Data()
			if err != nil {
				return st, err
			}
			st.In += s.Size
			s.Flags &^= elf.SHF_COMPRESSED
			s.Addralign = h.Addralign
			s.SetData(data)
		case IsGNU(s):
			raw, err := s.Raw()
			if err != nil {
				return st, err
			}
			data, err := decompressGNU(f, s, raw)
			if err != nil {
				return st, fmt.Errorf("section %s (at offset %#x): %w", s.Name, s.Offset, err)
			}
			st.In += s.Size
			f.Rename(s, ".debug"+strings.TrimPrefix(s.Name, ".zdebug"))
			s.SetData(data)
		default:
			continue
		}
		st.Sections++
		st.Out += s.Size
	}
	return st, nil
}
