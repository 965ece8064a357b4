package visadwarf

import (
	"debug/elf"
	"errors"
	"fmt"
	"strings"

	"hdwarf/elfrw"
	"hdwarf/internal/geninst"
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
	all, err := f.Symtab()
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

// symbolBases returns, for each symbol, the index of the section its value is relative to
// in a relocation, or -1 (elfrw.File.SymbolBases: IGC's .text.<kernel> symbols in debug
// sections are code addresses, as Intel's runtime resolves them).
func symbolBases(f *elfrw.File, syms []Symbol) []int {
	es := make([]elfrw.Symbol, len(syms))
	for i, s := range syms {
		es[i] = elfrw.Symbol{Name: s.Name, Shndx: uint32(s.Section)}
	}
	return f.SymbolBases(es)
}

// Platform says what the conversion must know about the GPU generation.
type Platform struct {
	Name string
	// GRFBytes is the size of a general register (srcRegOff of save entries counts in them).
	GRFBytes int
	// ScratchOWords: BE_FP and BE_SP hold scratch offsets in 16-byte units (before DG2).
	ScratchOWords bool
	// PayloadAtEntry: the hardware puts a kernel's payload in its registers before the
	// first instruction (before XeHP; from DG2 on a prolog of the finalizer's loads it).
	PayloadAtEntry bool
	// Encoding is the native instruction format (what payloadSpans reads).
	Encoding geninst.Encoding
}

// Platforms lists the generations by name, for --platform.
var Platforms = []Platform{
	{"tgllp", 32, true, true, geninst.XeLP},
	{"dg1", 32, true, true, geninst.XeLP},
	{"dg2", 32, false, false, geninst.XeHPG},
	{"mtl", 32, false, false, geninst.XeHPG},
	{"pvc", 64, false, false, geninst.XeHPC},
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

// Product families from the zebin compat note (IGC's PRODUCT_FAMILY, inc/common/igfxfmid.h).
const (
	productTigerlakeLP = 29 // Gen12LP: 29 to 33 are TGL-LP, RKL, ADL-S, ADL-P, ADL-N
	productAlderlakeN  = 33
	productDG1         = 1210
	productDG2         = 1270
	productPVC         = 1271
	productMTL         = 1272
)

// ErrNoPlatform says the file does not tell which GPU generation its code is for, and none
// was given: GRF sizes differ (32 or 64 bytes), so locations cannot be guessed.
var ErrNoPlatform = errors.New("the file does not say which GPU generation its code is for (no .note.intelgt.compat product family)")

// UnknownProductError is a compat note naming a product family the conversion has no
// platform for.
type UnknownProductError struct{ Family uint32 }

func (e *UnknownProductError) Error() string {
	return fmt.Sprintf(".note.intelgt.compat names product family %d, which has no known GRF size and scratch units", e.Family)
}

// Is makes errors.Is(err, ErrNoPlatform) hold: in both cases the platform must be given.
func (e *UnknownProductError) Is(target error) bool { return target == ErrNoPlatform }

// platformOf returns the platform of product family fam (IGC's numbering).
func platformOf(fam uint32) (Platform, bool) {
	name := ""
	switch {
	case fam >= productTigerlakeLP && fam <= productAlderlakeN:
		name = "tgllp"
	case fam == productDG1:
		name = "dg1"
	case fam == productDG2:
		name = "dg2"
	case fam == productPVC:
		name = "pvc"
	case fam == productMTL:
		name = "mtl"
	default:
		return Platform{}, false
	}
	p, err := ParsePlatform(name)
	return p, err == nil
}

// notePlatform reads the product family a zebin's .note.intelgt.compat records (note type 1,
// owner "IntelGT"). found is false when the file has no such note; an error when the note
// names a family without a known platform.
func notePlatform(f *elfrw.File) (p Platform, found bool, err error) {
	s := f.Section(".note.intelgt.compat")
	if s == nil {
		return Platform{}, false, nil
	}
	b, err := s.Data()
	if err != nil {
		return Platform{}, false, fmt.Errorf("section %s: %w", s.Name, err)
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
			fam := bo.Uint32(b[nEnd:])
			if p, ok := platformOf(fam); ok {
				return p, true, nil
			}
			return Platform{}, false, &UnknownProductError{Family: fam}
		}
		b = b[dEnd:]
	}
	return Platform{}, false, nil
}

// PlatformOf decides the platform of f: given (from the command line) wins, then the zebin's
// compat note. from says which ("given", "the compat note"). With neither, the error is
// ErrNoPlatform (errors.Is).
func PlatformOf(f *elfrw.File, given *Platform) (p Platform, from string, err error) {
	if given != nil {
		return *given, "given", nil
	}
	p, found, err := notePlatform(f)
	if err != nil {
		return Platform{}, "", err
	}
	if !found {
		return Platform{}, "", ErrNoPlatform
	}
	return p, "the compat note", nil
}

func align4(v uint64) uint64 { return (v + 3) &^ 3 }

// relocatable reports whether addresses must be relocations against the code sections.
func relocatable(f *elfrw.File) bool { return f.Type == elf.ET_REL }

// checkMachine reports an error when the relocation types debug data needs are unknown for
// the file's machine.
func checkMachine(f *elfrw.File) error {
	if !relocatable(f) {
		return nil
	}
	if _, _, err := elfrw.AbsRelocType(f.Machine, f.Class, 8); err != nil {
		return err
	}
	return nil
}
