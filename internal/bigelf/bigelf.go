// Package bigelf writes large synthetic ELF executables for benchmarks: a small loaded text
// segment followed by big non-loaded sections filled with debug-like bytes (varied, but about
// as compressible as real DWARF), streamed so that memory stays small whatever the size.
package bigelf

import (
	"bufio"
	"encoding/binary"
	"io"
	"os"
)

// Section is one non-loaded section to generate.
type Section struct {
	Name string
	Size int64
}

// Spec describes the file.
type Spec struct {
	TextSize int64 // bytes of the loaded .text section
	Sections []Section
}

// DebugSpec gives a file of about total bytes, 80% of it debug sections, split the way real
// programs split them (info largest, then line, str, loclists, abbrev).
func DebugSpec(total int64) Spec {
	debug := total * 8 / 10
	return Spec{
		TextSize: total - debug - total/20,
		Sections: []Section{
			{".comment", 64},
			{".debug_info", debug * 45 / 100},
			{".debug_abbrev", debug * 2 / 100},
			{".debug_line", debug * 20 / 100},
			{".debug_str", debug * 15 / 100},
			{".debug_loclists", debug * 13 / 100},
			{".debug_rnglists", debug * 5 / 100},
			{".extra", total / 20},
		},
	}
}

const (
	ehdrSize = 64
	phdrSize = 56
	shdrSize = 64
	textAddr = 0x400000
)

// Create writes the file at path.
func Create(path string, spec Spec) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := Write(f, spec); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Write streams the file to w.
func Write(w io.Writer, spec Spec) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	le := binary.LittleEndian
	// Names: null, .text, the sections, .shstrtab.
	names := []byte{0}
	nameOff := func(n string) uint32 {
		off := uint32(len(names))
		names = append(append(names, n...), 0)
		return off
	}
	textName := nameOff(".text")
	secNames := make([]uint32, len(spec.Sections))
	for i, s := range spec.Sections {
		secNames[i] = nameOff(s.Name)
	}
	shstrName := nameOff(".shstrtab")

	textOff := int64(0x1000)
	off := textOff + spec.TextSize
	offs := make([]int64, len(spec.Sections))
	for i, s := range spec.Sections {
		offs[i] = off
		off += s.Size
	}
	shstrOff := off
	shoff := (shstrOff + int64(len(names)) + 7) &^ 7
	nsec := len(spec.Sections) + 3

	h := make([]byte, 0, textOff)
	h = append(h, 0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	h = le.AppendUint16(h, 2)  // ET_EXEC
	h = le.AppendUint16(h, 62) // EM_X86_64
	h = le.AppendUint32(h, 1)
	h = le.AppendUint64(h, textAddr+uint64(textOff))
	h = le.AppendUint64(h, ehdrSize)
	h = le.AppendUint64(h, uint64(shoff))
	h = le.AppendUint32(h, 0)
	h = le.AppendUint16(h, ehdrSize)
	h = le.AppendUint16(h, phdrSize)
	h = le.AppendUint16(h, 1)
	h = le.AppendUint16(h, shdrSize)
	h = le.AppendUint16(h, uint16(nsec))
	h = le.AppendUint16(h, uint16(nsec-1))
	// PT_LOAD over the headers and .text.
	h = le.AppendUint32(h, 1)
	h = le.AppendUint32(h, 5)
	h = le.AppendUint64(h, 0)
	h = le.AppendUint64(h, textAddr)
	h = le.AppendUint64(h, textAddr)
	h = le.AppendUint64(h, uint64(textOff+spec.TextSize))
	h = le.AppendUint64(h, uint64(textOff+spec.TextSize))
	h = le.AppendUint64(h, 0x1000)
	h = h[:textOff]
	if _, err := bw.Write(h); err != nil {
		return err
	}
	g := newFiller(1)
	if err := g.fill(bw, spec.TextSize); err != nil {
		return err
	}
	for i, s := range spec.Sections {
		if err := newFiller(uint64(i+2)).fill(bw, s.Size); err != nil {
			return err
		}
	}
	bw.Write(names)
	bw.Write(make([]byte, shoff-shstrOff-int64(len(names))))
	shdr := func(name, typ uint32, flags, addr uint64, off, size int64, align uint64) {
		var b []byte
		b = le.AppendUint32(b, name)
		b = le.AppendUint32(b, typ)
		b = le.AppendUint64(b, flags)
		b = le.AppendUint64(b, addr)
		b = le.AppendUint64(b, uint64(off))
		b = le.AppendUint64(b, uint64(size))
		b = le.AppendUint32(b, 0)
		b = le.AppendUint32(b, 0)
		b = le.AppendUint64(b, align)
		b = le.AppendUint64(b, 0)
		bw.Write(b)
	}
	shdr(0, 0, 0, 0, 0, 0, 0)
	shdr(textName, 1, 6, textAddr+uint64(textOff), textOff, spec.TextSize, 16)
	for i, s := range spec.Sections {
		shdr(secNames[i], 1, 0, 0, offs[i], s.Size, 1)
	}
	shdr(shstrName, 3, 0, 0, shstrOff, int64(len(names)), 1)
	return bw.Flush()
}

// filler makes debug-like bytes: runs of small numbers, repeated identifiers and some noise,
// so that zlib and zstd find about the 3-4x ratio they find in real DWARF.
type filler struct {
	x     uint64
	block []byte
}

func newFiller(seed uint64) *filler {
	return &filler{x: seed*0x9e3779b97f4a7c15 | 1}
}

func (g *filler) next() uint64 {
	g.x ^= g.x << 13
	g.x ^= g.x >> 7
	g.x ^= g.x << 17
	return g.x
}

func (g *filler) fill(w io.Writer, n int64) error {
	words := []string{"int", "unsigned", "char", "size_t", "buffer", "length", "index", "result", "struct node", "next", "value", "main.c", "/usr/include/stdio.h"}
	const blk = 1 << 16
	if g.block == nil {
		g.block = make([]byte, 0, blk+64)
	}
	for n > 0 {
		b := g.block[:0]
		for len(b) < blk {
			r := g.next()
			switch r % 8 {
			case 0, 1, 2, 3, 4:
				b = append(b, words[(r>>8)%uint64(len(words))]...)
				b = append(b, 0)
			case 5, 6:
				for k := 0; k < 6; k++ {
					b = append(b, byte(r>>(8*k))&0x1f)
				}
			default:
				b = binary.LittleEndian.AppendUint64(b, r)
			}
		}
		k := min(int64(len(b)), n)
		if _, err := w.Write(b[:k]); err != nil {
			return err
		}
		n -= k
	}
	return nil
}
