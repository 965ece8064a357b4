package visadwarf

import (
	"debug/elf"
	"fmt"
	"strconv"
	"strings"

	"hdwarf/dwarfenc"
	"hdwarf/elfrw"
)

// Symbol is a symbol of the code object that the conversion checks against.
type Symbol struct {
	Name    string
	Type    elf.SymType
	Section int // section index (0 when undefined or special)
	Value   uint64
	Size    uint64
}

// ReadSymbols returns the entries of .symtab (none when the file has no symbol table).
func ReadSymbols(f *elfrw.File) ([]Symbol, error) {
	tab := f.Section(".symtab")
	if tab == nil {
		return nil, nil
	}
	all, err := f.Symbols(tab)
	if err != nil {
		return nil, err
	}
	syms := make([]Symbol, len(all))
	for i, e := range all {
		syms[i] = Symbol{Name: e.Name, Type: e.Type, Value: e.Value, Size: e.Size}
		if e.Shndx < uint32(elf.SHN_LORESERVE) {
			syms[i].Section = int(e.Shndx)
		}
	}
	return syms, nil
}

// symbolBase returns the index of the section s's value is relative to in a relocation
// (elfrw.File.SymbolBase: IGC's .text.<kernel> symbols in debug sections are code
// addresses, as Intel's runtime resolves them).
func symbolBase(f *elfrw.File, s Symbol) (int, bool) {
	return f.SymbolBase(elfrw.Symbol{Name: s.Name, Shndx: uint32(s.Section)})
}

// zeInfoSIMD reads the simd_size of every kernel from a zebin's .ze_info (YAML): the lines
// `- name: K` open a kernel, `simd_size: N` inside its execution_env gives its width.
func zeInfoSIMD(f *elfrw.File) map[string]int {
	out := map[string]int{}
	s := f.Section(".ze_info")
	if s == nil {
		return out
	}
	data, err := s.Data()
	if err != nil {
		return out
	}
	kernel := ""
	inKernels := false
	for _, l := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(l)
		switch {
		case !strings.HasPrefix(l, " ") && strings.HasSuffix(t, ":"):
			inKernels = t == "kernels:"
			kernel = ""
		case inKernels && strings.HasPrefix(t, "- name:"):
			kernel = strings.Trim(strings.TrimSpace(strings.TrimPrefix(t, "- name:")), `'"`)
		case inKernels && kernel != "" && strings.HasPrefix(t, "simd_size:"):
			if n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(t, "simd_size:"))); err == nil {
				out[kernel] = n
			}
		}
	}
	return out
}

// Platform says what the conversion must know about the GPU generation.
type Platform struct {
	Name string
	// GRFBytes is the size of a general register (srcRegOff of save entries counts in them).
	GRFBytes int
	// ScratchOWords: BE_FP and BE_SP hold scratch offsets in 16-byte units (before DG2).
	ScratchOWords bool
}

// Platforms lists the generations by name, for --platform.
var Platforms = []Platform{
	{"tgllp", 32, true},
	{"dg1", 32, true},
	{"dg2", 32, false},
	{"mtl", 32, false},
	{"pvc", 64, false},
}

// ParsePlatform returns the platform with the given name.
func ParsePlatform(name string) (Platform, error) {
	var names []string
	for _, p := range Platforms {
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
		names = append(names, p.Name)
	}
	return Platform{}, fmt.Errorf("unknown platform %q (known: %s)", name, strings.Join(names, ", "))
}

// Product families from the zebin compat note (IGC's PRODUCT_FAMILY numbering).
const (
	productDG2 = 1270
	productPVC = 1271
)

// notePlatform reads the product family a zebin's .note.intelgt.compat records (note type 1,
// owner "IntelGT").
func notePlatform(f *elfrw.File) (Platform, bool) {
	s := f.Section(".note.intelgt.compat")
	if s == nil {
		return Platform{}, false
	}
	b, err := s.Data()
	if err != nil {
		return Platform{}, false
	}
	bo := f.ByteOrder
	for len(b) >= 12 {
		nsz, dsz, typ := bo.Uint32(b), bo.Uint32(b[4:]), bo.Uint32(b[8:])
		nEnd := 12 + align4(uint64(nsz))
		dEnd := nEnd + align4(uint64(dsz))
		if dEnd > uint64(len(b)) {
			break
		}
		name := strings.TrimRight(string(b[12:12+nsz]), "\x00")
		if name == "IntelGT" && typ == 1 && dsz == 4 {
			switch fam := bo.Uint32(b[nEnd:]); {
			case fam == productPVC:
				return Platforms[4], true
			case fam >= productDG2:
				return Platform{Name: "dg2+", GRFBytes: 32}, true
			default:
				return Platforms[0], true
			}
		}
		b = b[dEnd:]
	}
	return Platform{}, false
}

func align4(v uint64) uint64 { return (v + 3) &^ 3 }

// addrSizeOf is the DWARF address size for the file's class.
func addrSizeOf(f *elfrw.File) int {
	if f.Class == elf.ELFCLASS32 {
		return 4
	}
	return 8
}

// relocatable reports whether addresses must be relocations against the code sections.
func relocatable(f *elfrw.File) bool { return f.Type == elf.ET_REL }

// checkMachine reports an error when the relocation types debug data needs are unknown for
// the file's machine.
func checkMachine(f *elfrw.File) error {
	if !relocatable(f) {
		return nil
	}
	if _, _, err := dwarfenc.RelocType(f.Machine, f.Class, 8); err != nil {
		return err
	}
	return nil
}
