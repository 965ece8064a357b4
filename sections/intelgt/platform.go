// Package intelgt knows the Intel GPUs whose code hdwarf reads: each product family a zebin's
// .note.intelgt.compat records, its generation and what the conversion and migrate must know of
// it (GRF size, scratch units, payload at entry, instruction encoding, SIMD widths).
package intelgt

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"hdwarf/elfrw"
	"hdwarf/internal/geninst"
)

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
	// SIMD is the set of SIMD widths its kernels are compiled at.
	SIMD SIMDWidths
	// FEFPByte is where the front end's frame pointer (FE_FP, 64 bits, the base of IGC's
	// frame slots) sits in the GRF that holds BE_FP: IGC's own DWARF reads byte 16, byte 32
	// on Xe3P (whose BE_FP is 64 bits at byte 0).
	FEFPByte int
}

// SIMDWidths is a set of SIMD widths: the bit of each width is the width itself.
type SIMDWidths uint8

const (
	SIMD8  SIMDWidths = 8
	SIMD16 SIMDWidths = 16
	SIMD32 SIMDWidths = 32
)

// Has reports whether width w is in the set.
func (s SIMDWidths) Has(w int) bool {
	return (w == 8 || w == 16 || w == 32) && s&SIMDWidths(w) != 0
}

func (s SIMDWidths) String() string {
	var ws []string
	for _, w := range []SIMDWidths{SIMD8, SIMD16, SIMD32} {
		if s&w != 0 {
			ws = append(ws, fmt.Sprint(uint8(w)))
		}
	}
	if s&^(SIMD8|SIMD16|SIMD32) != 0 || len(ws) == 0 {
		return fmt.Sprintf("SIMDWidths(%#x)", uint8(s))
	}
	return "SIMD" + strings.Join(ws, "/")
}

// Platforms lists the generations by name, for --platform. Xe2 on have 64-byte registers,
// byte scratch offsets, a payload the prolog loads, and no SIMD8 (as Xe-HPC); the
// encodings are checked against iga64 on every instruction of testdata/igc2
// (internal/geninst), the rest against IGC's own DWARF of the same builds.
var Platforms = []Platform{
	{"tgllp", 32, true, true, geninst.XeLP, SIMD8 | SIMD16 | SIMD32, 16},
	{"dg1", 32, true, true, geninst.XeLP, SIMD8 | SIMD16 | SIMD32, 16},
	{"dg2", 32, false, false, geninst.XeHPG, SIMD8 | SIMD16 | SIMD32, 16},
	{"mtl", 32, false, false, geninst.XeHPG, SIMD8 | SIMD16 | SIMD32, 16},
	{"pvc", 64, false, false, geninst.XeHPC, SIMD16 | SIMD32, 16},
	{"xe2", 64, false, false, geninst.Xe2, SIMD16 | SIMD32, 16},
	{"xe3", 64, false, false, geninst.Xe3, SIMD16 | SIMD32, 16},
	{"xe3p", 64, false, false, geninst.Xe3P, SIMD16 | SIMD32, 32},
}

// ParsePlatform returns the platform with the given name: a generation of Platforms, or a
// device ocloc builds for (ProductFamily's names: bmg, ptl, ...).
func ParsePlatform(name string) (Platform, error) {
	for _, p := range Platforms {
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
	}
	for _, pr := range products {
		if strings.EqualFold(pr.fam.String(), name) && pr.platform != "" {
			return ParsePlatform(pr.platform)
		}
	}
	return Platform{}, fmt.Errorf("unknown platform %q (known: %s)", name, PlatformNames(", "))
}

// PlatformNames lists the names ParsePlatform takes, joined by sep: the generations, then
// the devices.
func PlatformNames(sep string) string {
	var names []string
	for _, p := range Platforms {
		names = append(names, p.Name)
	}
	for _, pr := range products {
		if pr.platform != "" && !slices.Contains(names, pr.fam.String()) {
			names = append(names, pr.fam.String())
		}
	}
	return strings.Join(names, sep)
}

// ProductFamily is IGC's PRODUCT_FAMILY number (inc/common/igfxfmid.h), which a zebin's
// .note.intelgt.compat records; ocloc 26.27 writes these for the devices it builds for.
type ProductFamily uint32

const (
	ProductTGLLP ProductFamily = 29   // tgllp
	ProductRKL   ProductFamily = 30   // rkl
	ProductADLS  ProductFamily = 31   // adl-s (also rpl-s)
	ProductADLP  ProductFamily = 32   // adl-p (also rpl-p)
	ProductADLN  ProductFamily = 33   // adl-n
	ProductDG1   ProductFamily = 1210 // dg1
	ProductDG2   ProductFamily = 1270 // dg2 (acm-*, ats-m*)
	ProductPVC   ProductFamily = 1271 // pvc
	ProductMTL   ProductFamily = 1272 // mtl (also arl-s)
	ProductARLH  ProductFamily = 1273 // arl-h
	ProductBMG   ProductFamily = 1274 // bmg (g21, g31)
	ProductLNL   ProductFamily = 1275 // lnl
	ProductPTL   ProductFamily = 1300 // ptl (also wcl)
	ProductNVLS  ProductFamily = 1340 // nvl-s (also nvl-u, nvl-h, nvl-hx)
	ProductNVLP  ProductFamily = 1360 // nvl-p
	ProductCRI   ProductFamily = 1380 // cri
)

// products gives each product family its device name and generation. nvl-p (Xe3P-LPG) has
// none: no iga64 reads its code, so its encoding is not checked.
var products = []struct {
	fam      ProductFamily
	name     string
	platform string
}{
	{ProductTGLLP, "tgllp", "tgllp"},
	{ProductRKL, "rkl", "tgllp"},
	{ProductADLS, "adl-s", "tgllp"},
	{ProductADLP, "adl-p", "tgllp"},
	{ProductADLN, "adl-n", "tgllp"},
	{ProductDG1, "dg1", "dg1"},
	{ProductDG2, "dg2", "dg2"},
	{ProductPVC, "pvc", "pvc"},
	{ProductMTL, "mtl", "mtl"},
	{ProductARLH, "arl-h", "mtl"},
	{ProductBMG, "bmg", "xe2"},
	{ProductLNL, "lnl", "xe2"},
	{ProductPTL, "ptl", "xe3"},
	{ProductNVLS, "nvl-s", "xe3"},
	{ProductNVLP, "nvl-p", ""},
	{ProductCRI, "cri", "xe3p"},
}

func (f ProductFamily) String() string {
	for _, pr := range products {
		if pr.fam == f {
			return pr.name
		}
	}
	return fmt.Sprintf("ProductFamily(%d)", uint32(f))
}

// ErrNoPlatform says the file does not tell which GPU generation its code is for, and none
// was given: GRF sizes differ (32 or 64 bytes), so locations cannot be guessed.
var ErrNoPlatform = errors.New("the file does not say which GPU generation its code is for (no .note.intelgt.compat product family)")

// UnknownProductError is a compat note naming a product family the conversion has no
// platform for.
type UnknownProductError struct{ Family ProductFamily }

func (e *UnknownProductError) Error() string {
	if name := e.Family.String(); !strings.HasPrefix(name, "ProductFamily(") {
		return fmt.Sprintf(".note.intelgt.compat names product family %d (%s), whose machine code hdwarf cannot read", uint32(e.Family), name)
	}
	return fmt.Sprintf(".note.intelgt.compat names product family %d, which has no known GRF size and scratch units", uint32(e.Family))
}

// Is makes errors.Is(err, ErrNoPlatform) hold: in both cases the platform must be given.
func (e *UnknownProductError) Is(target error) bool { return target == ErrNoPlatform }

// platformOf returns the platform of product family fam.
func platformOf(fam ProductFamily) (Platform, bool) {
	for _, pr := range products {
		if pr.fam == fam && pr.platform != "" {
			p, err := ParsePlatform(pr.platform)
			return p, err == nil
		}
	}
	return Platform{}, false
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
	notes, err := elfrw.ParseNotes(f.ByteOrder, b, 4)
	for _, n := range notes {
		if n.Name == "IntelGT" && n.Type == 1 && len(n.Desc) == 4 {
			fam := ProductFamily(f.ByteOrder.Uint32(n.Desc))
			if p, ok := platformOf(fam); ok {
				return p, true, nil
			}
			return Platform{}, false, &UnknownProductError{Family: fam}
		}
	}
	if err != nil {
		return Platform{}, false, fmt.Errorf("section %s (at offset %#x): %w", s.Name, s.Offset, err)
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
